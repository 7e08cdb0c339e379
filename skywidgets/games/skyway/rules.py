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
from skywidgets.core.errors import BadPosition, IllegalMove, shown
from skywidgets.core.fields import flag, items, known, mapping, required, whole
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

    def reveals(self, move: Move) -> bool:
        """Every draft deals the next market from the hidden deck, but the final one."""
        return not self.final_market

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
        the unplaced cards, shuffled), and so may every other field (an empty place, round 1,
        the first markers, no last move, seed 0, no history). Everything is checked against
        the rules (docs/rules/skyway.md, Set positions); BadPosition names the first field
        at fault."""
        return _position(data)


SKYWAY = Skyway()
SkywayState.game = SKYWAY


# --------------------------------------------------------------------- set positions
POSITION_KEYS = ("game", "deck", "discard", "market", "grid", "round", "final_market", "markers",
                 "rng", "last", "history")
#: the last move's summary (``_play``)
LAST_KEYS = ("blueprint", "cell", "placed", "discarded", "to_discard")


def _card(text: Any, field: str) -> int:
    card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    if card is None:
        raise BadPosition(field, f"{shown(text)} is not a Skyway card (A, 2-10 of ♠ ♥ ♦ ♣, "
                                 "e.g. '7♥')", RULES["setup"])
    return card


def _cards(value: Any, field: str, where: dict[int, str]) -> list[int]:
    """Read a list of card texts, refusing unknown cards and cards seen elsewhere."""
    cards = []
    for index, text in enumerate(items(value, field)):
        card = _card(text, f"{field}[{index}]")
        if card in where:
            raise BadPosition(f"{field}[{index}]", f"{text} is already in {where[card]}",
                              RULES["position"])
        where[card] = field
        cards.append(card)
    return cards


def _market(value: Any, where: dict[int, str]) -> list[tuple[int, ...]]:
    """The blueprints, dealt in order: only the last one may be short of its cards."""
    market = []
    blueprints = items(value, "market", high=len(BLUEPRINT_SIZES))
    for i, bp in enumerate(blueprints):
        cards = _cards(bp, f"market[{i}]", where)
        size = BLUEPRINT_SIZES[i]
        if not 1 <= len(cards) <= size:
            raise BadPosition(f"market[{i}]", f"blueprint {BLUEPRINT_LETTERS[i].upper()} holds "
                                              f"1 to {size} cards, not {len(cards)}",
                              RULES["market"])
        if len(cards) < size and i + 1 < len(blueprints):
            raise BadPosition(f"market[{i}]", f"blueprint {BLUEPRINT_LETTERS[i].upper()} is "
                                              f"dealt {size} cards before the next one gets any",
                              RULES["market"])
        market.append(tuple(cards))
    return market


def _last(value: Any, state: SkywayState) -> dict | None:
    """The last move's summary, read like the rest (it is shown in the view): its blueprint
    lies on top of its space, and what it discarded is out of the play area."""
    if value is None:
        return None
    data = mapping(value, "last")
    known(data, LAST_KEYS, "last.")
    required(data, LAST_KEYS, "last.")
    blueprint = whole(data["blueprint"], "last.blueprint", 0, len(BLUEPRINT_SIZES) - 1)
    cell = whole(data["cell"], "last.cell", 0, len(CELL_NAMES) - 1)
    seen: dict[int, str] = {}
    placed = _cards(data["placed"], "last.placed", seen)
    if not 1 <= len(placed) <= BLUEPRINT_SIZES[blueprint]:
        raise BadPosition("last.placed", f"blueprint {BLUEPRINT_LETTERS[blueprint].upper()} "
                                         f"holds 1 to {BLUEPRINT_SIZES[blueprint]} cards, not "
                                         f"{len(placed)}", RULES["market"])
    discarded = _cards(data["discarded"], "last.discarded", seen)
    to_discard = _cards(data["to_discard"], "last.to_discard", seen)
    stack = state.grid[cell]
    unless = " (leave last out to set a position without a last move)"
    if stack[-len(placed):] != placed:
        raise BadPosition("last.placed", f"expected the top of space {cell + 1} "
                                         f"({' '.join(_text(stack)) or 'empty'}): the last move "
                                         f"placed its blueprint there{unless}", RULES["draft"])
    if len(discarded) > len(placed) or (discarded and len(stack) != MAX_STACK):
        raise BadPosition("last.discarded", "a space loses only the cards that the blueprint "
                                            "put above its third", RULES["stack"])
    # only the final market can be short (its reshuffled deck ran out while dealing it),
    # and the game ends when it is played: before that, or with cards left in the deck,
    # the last move drafted from a full market
    full = state.market or not state.final_market or state.deck
    if full and len(placed) != BLUEPRINT_SIZES[blueprint]:
        raise BadPosition("last.placed", f"expected {BLUEPRINT_SIZES[blueprint]} cards: blueprint "
                                         f"{BLUEPRINT_LETTERS[blueprint].upper()} of a full "
                                         "market", RULES["market"])
    if len(to_discard) != MARKET_SIZE - len(placed) if full else (
            len(to_discard) > MARKET_SIZE - len(placed)):
        raise BadPosition("last.to_discard", f"expected {'' if full else 'at most '}"
                                             f"{MARKET_SIZE - len(placed)} cards: the market's "
                                             "other blueprints", RULES["draft"])
    in_grid = {card for stack in state.grid for card in stack}
    for field, cards in (("last.discarded", discarded), ("last.to_discard", to_discard)):
        for index, card in enumerate(cards):
            if card in in_grid:
                raise BadPosition(f"{field}[{index}]", f"{CARD_TEXT[card]} is in the play area: "
                                                       f"the last move discarded it{unless}",
                                  RULES["position"])
    return {"blueprint": blueprint, "cell": cell, "placed": _text(placed),
            "discarded": _text(discarded), "to_discard": _text(to_discard)}


def _position(data: Mapping[str, Any]) -> SkywayState:
    data = mapping(data, "position")
    if data.get("game", "skyway") != "skyway":
        raise BadPosition("game", f"expected 'skyway', not {shown(data.get('game'))}")
    known(data, POSITION_KEYS)
    state = SkywayState()
    round_ = whole(data.get("round", 1), "round", 1, PASSES)
    final = flag(data.get("final_market", False), "final_market")
    if final and round_ != PASSES:
        raise BadPosition("final_market", "the last reshuffle only happens in the third round",
                          RULES["reshuffle"])
    state.round, state.final_market = round_, final
    where: dict[int, str] = {}
    grid = items(data.get("grid", [[] for _ in range(9)]), "grid", len(CELL_NAMES))
    state.grid = [_cards(stack, f"grid[{i}]", where) for i, stack in enumerate(grid)]
    for i, stack in enumerate(state.grid):
        if len(stack) > MAX_STACK:
            raise BadPosition(f"grid[{i}]", f"{len(stack)} cards; a space holds at most three",
                              RULES["stack"])
    state.market = _market(data.get("market", []), where)
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
    dealt = sum(len(bp) for bp in state.market)
    if 0 < dealt < MARKET_SIZE and not final:
        raise BadPosition("market", f"{dealt} cards: a market has {MARKET_SIZE} unless it is "
                                    "the final one, dealt when the third pass ran out "
                                    "(final_market)", RULES["reshuffle"])
    markers = items(data.get("markers", list(FACE_CARDS[:PASSES])), "markers", PASSES)
    for i, marker in enumerate(markers):
        if not isinstance(marker, str) or marker not in FACE_CARDS:
            raise BadPosition(f"markers[{i}]", f"expected a face card like 'J♠', 'Q♥' or 'K♦', "
                                               f"not {shown(marker)}", RULES["setup"])
        if marker in markers[:i]:
            raise BadPosition(f"markers[{i}]", f"{marker} is already a marker: the three are "
                                               "different face cards", RULES["setup"])
    state.markers = tuple(markers)
    state.last = _last(data.get("last"), state)
    return state
