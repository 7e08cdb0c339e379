"""Bots that play any game through the engine contract, seeing only what their seat may know.

A bot gets a :class:`SeatInfo`, never the state itself: it can read the
seat's view and legal moves and ask for determinized copies (hidden cards
resampled), so it cannot peek at the deck by construction.

>>> import skywidgets
>>> from skywidgets.core.bots import get_bot, SeatInfo
>>> from skywidgets.core.rng import Rng
>>> state = skywidgets.load("skyway").new(seed=2)
>>> move = get_bot("greedy").choose(SeatInfo(state, 0), Rng(0))
>>> state.is_legal(move)
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rng import Rng

if TYPE_CHECKING:
    from .engine import Game, Move, State


class SeatInfo:
    """What one seat may use to decide: its view, the legal moves, determinized copies."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def game(self) -> Game:
        return self._state.game

    @property
    def current_player(self) -> int | None:
        return self._state.current_player

    @property
    def ply(self) -> int:
        return self._state.ply

    def legal_moves(self) -> list[Move]:
        return self._state.legal_moves()

    def view(self) -> dict:
        return self._state.view(self.seat)

    def determinize(self, rng: Rng) -> State:
        """A full state consistent with this seat's view, hidden parts drawn from ``rng``."""
        return self._state.determinize(self.seat, rng)


class Bot:
    """A policy: ``choose(info, rng)`` returns one of ``info.legal_moves()``."""

    name = "bot"
    description = ""

    def choose(self, info: SeatInfo, rng: Rng) -> Move:  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.name} bot>"


class RandomBot(Bot):
    """Picks uniformly among the legal moves."""

    name = "random"
    description = "plays a uniformly random legal move"

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        return rng.choice(info.legal_moves())


class GreedyBot(Bot):
    """Plays the move whose result the game's ``evaluate`` hook likes best (one ply ahead).

    It looks ahead on one determinized copy, so whatever the move reveals
    (the next cards dealt) is drawn at random, not read from the real deck.
    Ties are broken at random.
    """

    name = "greedy"
    description = "plays the move that looks best one step ahead"

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        moves = info.legal_moves()
        if len(moves) == 1:
            return moves[0]
        world = info.determinize(rng)
        evaluate = info.game.evaluate
        best_value, best_moves = None, []
        for move in moves:
            after = world.copy()
            after.apply(move)
            value = evaluate(after, info.seat)
            if best_value is None or value > best_value:
                best_value, best_moves = value, [move]
            elif value == best_value:
                best_moves.append(move)
        return best_moves[0] if len(best_moves) == 1 else rng.choice(best_moves)


BOTS: dict[str, Bot] = {bot.name: bot for bot in (RandomBot(), GreedyBot())}


def get_bot(name: str | Bot) -> Bot:
    """A bot by name (``"random"``, ``"greedy"``)."""
    if isinstance(name, Bot):
        return name
    try:
        return BOTS[name]
    except (KeyError, TypeError):
        raise ValueError(f"no bot named {name!r}; bots: {', '.join(BOTS)}") from None


def play_out(state: State, policy: Bot, rng: Rng) -> State:
    """Let ``policy`` play every seat until the game ends (mutates ``state``)."""
    while not state.is_over:
        state.apply(policy.choose(SeatInfo(state, state.current_player), rng))
    return state
