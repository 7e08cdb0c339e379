"""Skyway's Chance panel: the cards left in the deck, by suit, and the odds that the next
market holds a card of each suit. The deck's contents are public (every other card is in
sight or was seen in the discard pile); only its order is hidden, so the odds are worked
out from the view alone.

>>> import skywidgets
>>> data = chance(skywidgets.load("skyway").new(seed=3).view(0))
>>> [s["title"] for s in data["sections"]]
['The deck', 'The next market']
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from skywidgets.core.chance import at_least_one, count, probability, section
from skywidgets.i18n import msg, nmsg

from .data import CARD_TEXT, MARKET_SIZE, PASSES, SUIT_TITLES, SUITS


def deck_cards(view: Mapping[str, Any]) -> list[str]:
    """The cards in the deck, as texts, in no particular order: every number card that is
    not in the discard pile, the market or the grid.

    >>> import skywidgets
    >>> len(deck_cards(skywidgets.load("skyway").new(seed=3).view(0)))
    35
    """
    seen = set(view["discard"])
    seen.update(card for blueprint in view["market"] for card in blueprint)
    seen.update(card for stack in view["grid"] for card in stack)
    return [card for card in CARD_TEXT if card not in seen]


def chance(view: Mapping[str, Any]) -> dict | None:
    """The Chance panel's sections for a Skyway view; None once the game is over."""
    if view["over"]:
        return None
    deck = deck_cards(view)
    by_suit = Counter(card[-1] for card in deck)
    paths = {symbol: view["score"]["suits"][symbol]["length"] for symbol in SUITS}
    left = len(deck)
    sections = [section(
        msg("The deck"),
        nmsg("{n} card is left in the deck, in an order no one knows: every number card not "
             "in the market, the grid or the discard pile.",
             "{n} cards are left in the deck, in an order no one knows: every number card "
             "not in the market, the grid or the discard pile.", left),
        [count(msg("{suit} {symbol}", suit=SUIT_TITLES[s], symbol=s), by_suit[s], left)
         for s in SUITS])]
    if view["final_market"]:
        sections.append(section(msg("The next market"), msg(
            "This is the last market: the game ends once a blueprint of it is played, and no "
            "card is dealt again.")))
    elif left >= MARKET_SIZE:
        sections.append(section(
            msg("The next market"),
            msg("The next market's {n} cards come from the top of the deck. The chance it "
                "holds at least one card of each suit (in brackets, how long that suit's best "
                "path is now: five in every suit wins):", n=MARKET_SIZE),
            [probability(msg("{suit} {symbol} (best path {length})", suit=SUIT_TITLES[s],
                             symbol=s, length=paths[s]),
                         at_least_one(by_suit[s], left, MARKET_SIZE)) for s in SUITS]))
    elif view["round"] >= PASSES:
        sections.append(section(msg("The next market"), nmsg(
            "Only {n} card is left in the deck: it comes in the next market, and the game "
            "ends when the deck runs out on this last pass, unless the discard pile is "
            "shuffled once more just to finish that market.",
            "Only {n} cards are left in the deck: they all come in the next market, and the "
            "game ends when the deck runs out on this last pass, unless the discard pile is "
            "shuffled once more just to finish that market.", left)))
    else:
        sections.append(section(msg("The next market"), nmsg(
            "Only {n} card is left in the deck: it comes in the next market, and the rest is "
            "dealt from the discard pile, shuffled after this move (what it holds depends on "
            "the move).",
            "Only {n} cards are left in the deck: they all come in the next market, and the "
            "rest is dealt from the discard pile, shuffled after this move (what it holds "
            "depends on the move).", left)))
    return {"sections": sections}
