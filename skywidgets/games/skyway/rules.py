"""Skyway's rules: the move (``Draft``) and the state (``SkywayState``): the market,
drafting a blueprint onto a space, the three passes through the deck, the end.

Moves are written ``<blueprint><space>``: ``a``/``b``/``c`` for the market's
blueprints (2, 2 and 1 cards) and ``1``-``9`` for the spaces in reading order.

>>> from skywidgets.games.skyway import GAME
>>> state = GAME.new(seed=3)
>>> [len(bp) for bp in state.market]
[2, 2, 1]
>>> _ = state.apply("a5")
>>> len(state.grid[4])
2
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from skywidgets.core.engine import Move, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.reveal import revealed_part
from skywidgets.core.rng import Rng, as_rng
from skywidgets.i18n import msg

from . import scoring
from .data import (BLUEPRINT_LETTERS, BLUEPRINT_SIZES, CARD_TEXT, CELL_NAMES, MARKET_SIZE,
                   MAX_STACK, PASSES, RULES)


@dataclass(frozen=True)
class Draft(Move):
    """Draft blueprint ``blueprint`` (0..2) and place it on space ``cell`` (0..8)."""

    blueprint: int
    cell: int

    @property
    def id(self) -> str:
        return f"{BLUEPRINT_LETTERS[self.blueprint]}{self.cell + 1}"

    @property
    def label(self) -> str:
        # words a person reads: translated on their way to the board (skywidgets.i18n)
        return msg("blueprint {letter} onto the {cell}",
                   letter=BLUEPRINT_LETTERS[self.blueprint].upper(), cell=CELL_NAMES[self.cell])


#: every move there can be, in the stable order of legal_moves()
ALL_DRAFTS = tuple(Draft(b, c) for b in range(len(BLUEPRINT_SIZES)) for c in range(9))
DRAFT_BY_ID = {move.id: move for move in ALL_DRAFTS}


def card_texts(cards: Iterable[int]) -> list[str]:
    """The texts of ``cards`` (e.g. ``['7♥', 'A♠']``), in order."""
    return [CARD_TEXT[c] for c in cards]


class SkywayState(State):
    """A Skyway game in progress. The deck's top card is the end of ``deck``."""

    __slots__ = ("deck", "discard", "market", "grid", "round", "final_market", "markers", "rng",
                 "_last", "num_players", "history", "origin")

    def __init__(self) -> None:
        self.num_players = 1
        self.history = []
        self.origin = {}
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.market: list[tuple[int, ...]] = []
        self.grid: list[list[int]] = [[] for _ in range(9)]
        self.round = 1
        self.final_market = False
        self.markers: tuple[str, ...] = ()
        self.rng = Rng(0)
        self._last: dict | tuple | None = None

    @property
    def last(self) -> dict | None:
        """The last move's summary as the view shows it (texts), or None."""
        last = self._last
        if type(last) is tuple:
            # a move keeps its cards as numbers: rollouts never look, so the texts are
            # only written out when someone does
            blueprint, cell, chosen, pushed_off, undrafted = last
            last = self._last = {"blueprint": blueprint, "cell": cell,
                                 "placed": card_texts(chosen),
                                 "discarded": card_texts(pushed_off),
                                 "to_discard": card_texts(undrafted)}
        return last

    @last.setter
    def last(self, value: dict | None) -> None:
        self._last = value

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        return 0 if self.market else None

    def _candidates(self):
        return ALL_DRAFTS

    def legal_moves(self) -> list[Move]:
        # The rule of _violation for every candidate at once: a draft is legal exactly
        # when its blueprint is in the market, and ALL_DRAFTS lists the nine spaces of
        # each blueprint together. The hot path of rollouts (the conformance kit checks
        # that the two agree on every candidate).
        return list(ALL_DRAFTS[:len(CELL_NAMES) * len(self.market)])

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Draft):
            return IllegalMove(move, msg("a Skyway move drafts a blueprint onto a space"),
                               RULES["draft"])
        if not self.market:
            return IllegalMove(move, msg("the game is over: the deck has been played through "
                                         "three times, so no market is dealt"), RULES["end"])
        if move.blueprint >= len(self.market):
            # only the final market, finished from the last reshuffle, can be short: it
            # holds blueprint A, or A and B
            letter = BLUEPRINT_LETTERS[move.blueprint].upper()
            if len(self.market) == 1:
                reason = msg("there is no blueprint {letter} in this last market, only A: the "
                             "cards ran out while it was dealt", letter=letter)
            else:
                reason = msg("there is no blueprint {letter} in this last market, only A and "
                             "B: the cards ran out while it was dealt", letter=letter)
            return IllegalMove(move, reason, RULES["reshuffle"])
        return None

    def _play(self, move: Move) -> None:
        market, blueprint = self.market, move.blueprint
        chosen = market[blueprint]
        undrafted: list[int] = []
        for other in market[:blueprint] + market[blueprint + 1:]:
            undrafted += other
        discard = self.discard
        discard += undrafted
        stack = self.grid[move.cell]
        stack += chosen
        if len(stack) > MAX_STACK:
            pushed_off = stack[:-MAX_STACK]
            del stack[:-MAX_STACK]
            discard += pushed_off
        else:
            pushed_off = []
        self._last = (blueprint, move.cell, chosen, pushed_off, undrafted)
        if self.final_market:
            self.market = []
        else:
            self._deal()

    def _deal(self) -> None:
        """Reset the market: five cards as blueprints of 2, 2 and 1, reshuffling as the rules say."""
        deck = self.deck
        if len(deck) >= MARKET_SIZE:
            # the common case, dealt at once: the same cards, one at a time off the top, as
            # blueprints of 2, 2 and 1
            self.market = [(deck[-1], deck[-2]), (deck[-3], deck[-4]), (deck[-5],)]
            del deck[-MARKET_SIZE:]
            return
        cards: list[int] = []
        while len(cards) < MARKET_SIZE:
            if not self.deck:
                if self.round < PASSES:
                    self.round += 1
                elif cards and not self.final_market:
                    # third pass ran out mid-deal: one last shuffle, only to finish this market
                    self.final_market = True
                else:
                    break
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
                if not self.deck:
                    break
            cards.append(self.deck.pop())
        if len(cards) < MARKET_SIZE and not self.final_market:
            # the third pass ended exactly with the last market: three full passes are done
            self.discard.extend(cards)
            self.market = []
            return
        market, start = [], 0
        for size in BLUEPRINT_SIZES:
            if cards[start:start + size]:
                market.append(tuple(cards[start:start + size]))
            start += size
        self.market = market

    def scores(self) -> list[float]:
        return [scoring.total(self.grid)]

    def winners(self) -> list[int]:
        return [0] if self.is_over and scoring.score(self.grid).won else []

    def rollout_result(self, seat: int, start: State) -> tuple[float, bool]:
        # one count of the four suits gives both the score and the win
        lengths = scoring.lengths(self.grid)
        return float(sum(lengths)), self.is_over and min(lengths) >= scoring.WIN_LENGTH

    def _end_reason(self) -> str:
        won = scoring.score(self.grid).won
        return (msg("every suit has an increasing sequence of five or more") if won
                else msg("three passes through the deck are done, and not every suit reached five"))

    def describe(self, move: Move) -> str:
        if isinstance(move, Draft) and move.blueprint < len(self.market):
            cards = " ".join(card_texts(self.market[move.blueprint]))
            return msg("{cards} → {cell}", cards=cards, cell=CELL_NAMES[move.cell])
        return move.label

    def reveals(self, move: Move) -> bool:
        """Every draft deals the next market from the hidden deck, but the final one."""
        return not self.final_market

    def move_info(self, move: Move) -> dict:
        chosen = self.market[move.blueprint]
        stack = self.grid[move.cell] + list(chosen)
        return {"blueprint": move.blueprint, "cell": move.cell,
                "stack": card_texts(stack[-MAX_STACK:]),
                "discards": card_texts(stack[:-MAX_STACK])}

    def view(self, seat: int | None = None) -> dict:
        self.check_seat(seat)
        return {
            "round": self.round,
            "markers": [{"card": card, "flipped": i < self.round}
                        for i, card in enumerate(self.markers)],
            "deck": len(self.deck),
            "discard": card_texts(self.discard),
            "market": [card_texts(bp) for bp in self.market],
            "grid": [card_texts(stack) for stack in self.grid],
            "final_market": self.final_market,
            "over": self.is_over,
            "current_player": self.current_player,
            "score": scoring.score(self.grid).to_dict(),
            "last": self.last,
        }

    def revealed_view(self, seat: int | None) -> dict:
        """The view with the deck listed in order, top card first (``revealed.deck``).

        >>> from skywidgets.games.skyway import GAME
        >>> state = GAME.new(seed=3)
        >>> revealed = state.revealed_view(0)["revealed"]
        >>> len(revealed["deck"]) == state.view(0)["deck"], revealed["deck"][0] == state.to_dict()["deck"][-1]
        (True, True)
        """
        view = self.view(seat)
        view["revealed"] = revealed_part(
            msg("The deck is listed in order under the score, top card first: no player can "
                "see it."),
            unknown=msg("When the deck runs out, the discard pile is shuffled into a new deck: "
                        "no one can know that order before it happens."),
            deck=card_texts(reversed(self.deck)))
        return view

    def to_dict(self) -> dict:
        return {
            "game": "skyway",
            "deck": card_texts(self.deck),
            "discard": card_texts(self.discard),
            "market": [card_texts(bp) for bp in self.market],
            "grid": [card_texts(stack) for stack in self.grid],
            "round": self.round,
            "final_market": self.final_market,
            "markers": list(self.markers),
            "rng": self.rng.to_dict(),
            "last": self.last,
            "history": list(self.history),
        }

    def copy(self) -> SkywayState:
        other = SkywayState.__new__(SkywayState)
        self._copy_bookkeeping(other)
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.market = list(self.market)
        other.grid = [list(stack) for stack in self.grid]
        other.round = self.round
        other.final_market = self.final_market
        other.markers = self.markers
        other.rng = self.rng.copy()
        other._last = self._last
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> SkywayState:
        # The deck's contents are public (every other card is in sight or was seen
        # going to the discard pile); only its order and future shuffles are hidden.
        self.check_seat(seat)
        rng = as_rng(rng)
        other = self.copy()
        other.deck = sorted(self.deck)
        rng.shuffle(other.deck)
        other.rng = rng.spawn()
        return self._determinized(other)
