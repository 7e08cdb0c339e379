"""Reading a set position of Skyway: ``read_position`` and its field readers and checks.

Each card is in exactly one place (deck, discard pile, market or grid); a field left out
takes its default (the deck: every card not placed elsewhere, shuffled).

>>> from skywidgets.games.skyway import GAME
>>> state = read_position(GAME, {"market": [["7♥", "6♣"], ["9♠", "10♠"], ["5♦"]]})
>>> len(state.deck), state.round
(35, 1)
"""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.engine import Game
from skywidgets.core.errors import BadPosition, shown
from skywidgets.core.fields import flag, items, known, mapping, required, whole

from .data import (BLUEPRINT_LETTERS, BLUEPRINT_SIZES, CARD_BY_TEXT, CARD_TEXT, CARDS,
                   CELL_NAMES, FACE_CARDS, MARKET_SIZE, MAX_STACK, PASSES, RULES)
from .rules import SkywayState, card_texts

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
        top = " ".join(card_texts(stack)) or "empty"
        raise BadPosition("last.placed", f"expected the top of space {cell + 1} ({top}): the "
                                         f"last move placed its blueprint there{unless}",
                          RULES["draft"])
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
    return {"blueprint": blueprint, "cell": cell, "placed": card_texts(placed),
            "discarded": card_texts(discarded), "to_discard": card_texts(to_discard)}


def read_position(game: Game, data: Mapping[str, Any]) -> SkywayState:
    """A position from a dict like ``SkywayState.to_dict()``'s, checked against the rules
    (docs/rules/skyway.md, Set positions); BadPosition names the first field at fault."""
    data = mapping(data, "position")
    if data.get("game", game.name) != game.name:
        raise BadPosition("game", f"expected {game.name!r}, not {shown(data.get('game'))}")
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
