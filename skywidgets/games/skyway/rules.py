"""Skyway's rules: setup, the market, drafting a blueprint, the three passes, the end.

Moves are written ``<blueprint><space>``: ``a``/``b``/``c`` for the market's
blueprints (2, 2 and 1 cards) and ``1``-``9`` for the spaces in reading order.

>>> state = SKYWAY.new(seed=3)
>>> [len(bp) for bp in state.market]
[2, 2, 1]
>>> _ = state.apply("a5")
>>> len(state.grid[4])
2
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.core.rng import Rng, as_rng

from . import scoring
from .data import (BLUEPRINT_LETTERS, BLUEPRINT_SIZES, CARD_BY_TEXT, CARD_TEXT, CARDS, CELL_NAMES,
                   FACE_CARDS, MARKET_SIZE, MAX_STACK, PASSES, RULES)


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
        return f"blueprint {BLUEPRINT_LETTERS[self.blueprint].upper()} onto the {CELL_NAMES[self.cell]}"


#: every move there can be, in the stable order of legal_moves()
ALL_DRAFTS = tuple(Draft(b, c) for b in range(len(BLUEPRINT_SIZES)) for c in range(9))
DRAFT_BY_ID = {move.id: move for move in ALL_DRAFTS}


def _text(cards) -> list[str]:
    return [CARD_TEXT[c] for c in cards]


class SkywayState(State):
    """A Skyway game in progress. The deck's top card is the end of ``deck``."""

    __slots__ = ("deck", "discard", "market", "grid", "round", "final_market", "markers", "rng",
                 "last", "num_players", "history", "origin")

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
        self.last: dict | None = None

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        return 0 if self.market else None

    def _candidates(self):
        return ALL_DRAFTS

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Draft):
            return IllegalMove(move, "a Skyway move drafts a blueprint onto a space", RULES["draft"])
        if not self.market:
            return IllegalMove(move, "the game is over: three full passes through the deck "
                                     "are done", RULES["end"])
        if move.blueprint >= len(self.market):
            return IllegalMove(move, f"the market has no blueprint "
                                     f"{BLUEPRINT_LETTERS[move.blueprint].upper()} now",
                               RULES["draft"])
        return None

    def _play(self, move: Move) -> None:
        chosen = self.market[move.blueprint]
        undrafted = [card for i, bp in enumerate(self.market) if i != move.blueprint for card in bp]
        self.discard.extend(undrafted)
        stack = self.grid[move.cell]
        stack.extend(chosen)
        pushed_off = stack[:-MAX_STACK]
        if pushed_off:
            del stack[:-MAX_STACK]
            self.discard.extend(pushed_off)
        self.last = {"blueprint": move.blueprint, "cell": move.cell, "placed": _text(chosen),
                     "discarded": _text(pushed_off), "to_discard": _text(undrafted)}
        if self.final_market:
            self.market = []
        else:
            self._deal()

    def _deal(self) -> None:
        """Reset the market: five cards as blueprints of 2, 2 and 1, reshuffling as the rules say."""
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
        score = scoring.score(self.grid)
        return float(score.total), self.is_over and score.won

    def _end_reason(self) -> str:
        won = scoring.score(self.grid).won
        return ("every suit has an increasing sequence of five or more" if won
                else "three passes through the deck are done, and not every suit reached five")

    def describe(self, move: Move) -> str:
        if isinstance(move, Draft) and move.blueprint < len(self.market):
            cards = " ".join(_text(self.market[move.blueprint]))
            return f"{cards} → {CELL_NAMES[move.cell]}"
        return move.label

    def move_info(self, move: Move) -> dict:
        chosen = self.market[move.blueprint]
        stack = self.grid[move.cell] + list(chosen)
        return {"blueprint": move.blueprint, "cell": move.cell,
                "stack": _text(stack[-MAX_STACK:]), "discards": _text(stack[:-MAX_STACK])}

    def view(self, seat: int | None = None) -> dict:
        self.check_seat(seat)
        return {
            "round": self.round,
            "markers": [{"card": card, "flipped": i < self.round}
                        for i, card in enumerate(self.markers)],
            "deck": len(self.deck),
            "discard": _text(self.discard),
            "market": [_text(bp) for bp in self.market],
            "grid": [_text(stack) for stack in self.grid],
            "final_market": self.final_market,
            "over": self.is_over,
            "current_player": self.current_player,
            "score": scoring.score(self.grid).to_dict(),
            "last": self.last,
        }

    def to_dict(self) -> dict:
        return {
            "game": "skyway",
            "deck": _text(self.deck),
            "discard": _text(self.discard),
            "market": [_text(bp) for bp in self.market],
            "grid": [_text(stack) for stack in self.grid],
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
        other.last = self.last
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


class Skyway(Game):
    """Skyway: solo card drafting into a 3x3 grid over three passes through a 40-card deck."""

    name = "skyway"
    title = "Skyway"
    min_players = 1
    max_players = 1
    rules = RULES
    notation = "blueprint a, b or c then space 1-9 in reading order, e.g. b5"

    def _setup(self, players: int, rng: Rng, options: dict) -> SkywayState:
        state = SkywayState()
        state.rng = rng
        faces = list(FACE_CARDS)
        rng.shuffle(faces)
        state.markers = tuple(faces[:PASSES])
        state.deck = list(CARDS)
        rng.shuffle(state.deck)
        state._deal()
        return state

    def parse_move(self, text: str) -> Draft:
        if not isinstance(text, str):
            raise IllegalMove(text, f"a move id is text like 'b5', not {type(text).__name__}",
                              RULES["notation"])
        move = DRAFT_BY_ID.get(text.strip().lower())
        if move is None:
            raise IllegalMove(text, "a move is a blueprint letter a, b or c followed by a space "
                                    "number 1 to 9, e.g. 'b5'", RULES["notation"])
        return move

    def evaluate(self, state: State, seat: int) -> float:
        # Reaching five in a suit matters far more than length beyond five.
        lengths = [scoring.longest_sequence(state.grid, i).length for i in range(4)]
        return (100.0 * all(n >= scoring.WIN_LENGTH for n in lengths)
                + 10.0 * sum(min(n, scoring.WIN_LENGTH) for n in lengths) + sum(lengths))

    def draw(self, view: Mapping[str, Any]) -> str:
        from .picture import svg

        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkywayState:
        """A position from a dict like ``to_dict()``'s; ``deck`` may be left out (it is then
        the unplaced cards, shuffled), and so may ``markers``, ``rng``, ``last`` and ``history``."""
        return _position(data)


SKYWAY = Skyway()
SkywayState.game = SKYWAY


# --------------------------------------------------------------------- set positions
def _cards(value: Any, field: str, where: dict[int, str]) -> list[int]:
    """Read a list of card texts, refusing unknown cards and cards seen elsewhere."""
    if not isinstance(value, list):
        raise BadPosition(field, f"expected a list of cards, got {type(value).__name__}")
    cards = []
    for index, text in enumerate(value):
        card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
        if card is None:
            raise BadPosition(f"{field}[{index}]", f"{text!r} is not a Skyway card "
                                                   "(A, 2-10 of ♠ ♥ ♦ ♣, e.g. '7♥')", RULES["setup"])
        if card in where:
            raise BadPosition(f"{field}[{index}]", f"{text} is already in {where[card]}",
                              RULES["position"])
        where[card] = field
        cards.append(card)
    return cards


def _position(data: Mapping[str, Any]) -> SkywayState:
    if not isinstance(data, Mapping):
        raise BadPosition("position", f"expected a dict, got {type(data).__name__}")
    if data.get("game", "skyway") != "skyway":
        raise BadPosition("game", f"this is a position of {data.get('game')!r}, not 'skyway'")
    known = {"game", "deck", "discard", "market", "grid", "round", "final_market", "markers",
             "rng", "last", "history"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise BadPosition(unknown[0], f"not a field of a Skyway position ({', '.join(sorted(known))})")
    state = SkywayState()
    where: dict[int, str] = {}
    grid = data.get("grid", [[] for _ in range(9)])
    if not isinstance(grid, list) or len(grid) != 9:
        raise BadPosition("grid", "expected 9 spaces (lists of cards, bottom first) in reading order")
    state.grid = [_cards(stack, f"grid[{i}]", where) for i, stack in enumerate(grid)]
    for i, stack in enumerate(state.grid):
        if len(stack) > MAX_STACK:
            raise BadPosition(f"grid[{i}]", f"{len(stack)} cards; a space holds at most three",
                              RULES["stack"])
    market = data.get("market", [])
    if not isinstance(market, list) or len(market) > len(BLUEPRINT_SIZES):
        raise BadPosition("market", "expected up to three blueprints (lists of cards)")
    state.market = []
    for i, bp in enumerate(market):
        cards = _cards(bp, f"market[{i}]", where)
        if not 1 <= len(cards) <= BLUEPRINT_SIZES[i]:
            raise BadPosition(f"market[{i}]", f"blueprint {BLUEPRINT_LETTERS[i].upper()} holds "
                                              f"1 to {BLUEPRINT_SIZES[i]} cards, not {len(cards)}",
                              RULES["market"])
        state.market.append(tuple(cards))
    state.discard = _cards(data.get("discard", []), "discard", where)
    state._adopt_position(data, {})  # the rng first: an omitted deck is shuffled with it
    if "deck" in data:
        state.deck = _cards(data["deck"], "deck", where)
    else:
        state.deck = [card for card in CARDS if card not in where]
        state.rng.shuffle(state.deck)
        for card in state.deck:
            where[card] = "deck"
    missing = [CARD_TEXT[c] for c in CARDS if c not in where]
    if missing:
        raise BadPosition("deck", f"cards missing from the position: {' '.join(missing)}",
                          RULES["position"])
    round_ = data.get("round", 1)
    if isinstance(round_, bool) or round_ not in range(1, PASSES + 1):
        raise BadPosition("round", f"expected 1, 2 or 3, got {round_!r}", RULES["reshuffle"])
    state.round = round_
    final = data.get("final_market", False)
    if not isinstance(final, bool):
        raise BadPosition("final_market", f"expected true or false, got {final!r}")
    if final and round_ != PASSES:
        raise BadPosition("final_market", "the last reshuffle only happens in the third round",
                          RULES["reshuffle"])
    state.final_market = final
    markers = data.get("markers", list(FACE_CARDS[:PASSES]))
    if (not isinstance(markers, list) or len(markers) != PASSES
            or any(m not in FACE_CARDS for m in markers) or len(set(markers)) != PASSES):
        raise BadPosition("markers", "expected three different face cards, e.g. ['J♠', 'Q♥', 'K♦']",
                          RULES["setup"])
    state.markers = tuple(markers)
    last = data.get("last")
    if last is not None and not isinstance(last, dict):
        raise BadPosition("last", "expected null or the last move's summary")
    state.last = last
    return state
