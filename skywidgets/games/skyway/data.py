"""Skyway's components and rule references, as frozen tables.

Cards are small integers 0..39: ``suit * 10 + rank - 1``; their text is rank
then suit symbol, e.g. ``"7♥"``.
"""

from __future__ import annotations

from skywidgets.core.rulebook import Rulebook
from skywidgets.i18n import msg

SUITS = ("♠", "♥", "♦", "♣")
SUIT_NAMES = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
#: a suit's name as a label begins (the Chance panel's rows), in the reader's language
SUIT_TITLES = {"♠": msg("Spades"), "♥": msg("Hearts"), "♦": msg("Diamonds"), "♣": msg("Clubs")}
RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
RANK_NAMES = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10")

CARDS = tuple(range(40))
CARD_TEXT = tuple(RANK_TEXT[c % 10] + SUITS[c // 10] for c in CARDS)
CARD_BY_TEXT = {text: card for card, text in enumerate(CARD_TEXT)}


def rank(card: int) -> int:
    """1 (ace) to 10."""
    return card % 10 + 1


def suit(card: int) -> str:
    return SUITS[card // 10]


def card_name(card: int) -> str:
    """Words for screen readers: ``"7 of hearts"``."""
    return f"{RANK_NAMES[card % 10]} of {SUIT_NAMES[SUITS[card // 10]]}"


#: the twelve face cards; three are chosen as round markers
FACE_CARDS = tuple(f"{face}{s}" for s in SUITS for face in ("J", "Q", "K"))

#: the market: five cards dealt as blueprints of 2, 2 and 1, always in that order
BLUEPRINT_SIZES = (2, 2, 1)
BLUEPRINT_LETTERS = "abc"
MARKET_SIZE = sum(BLUEPRINT_SIZES)
MAX_STACK = 3
PASSES = 3

#: the 3x3 play area in reading order (its spaces' names, in the reader's language), and
#: each cell's orthogonal neighbours
CELL_NAMES = (msg("top left"), msg("top centre"), msg("top right"), msg("middle left"),
              msg("centre"), msg("middle right"), msg("bottom left"), msg("bottom centre"),
              msg("bottom right"))
NEIGHBOURS = tuple(
    tuple(r * 3 + c for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
          if 0 <= r < 3 and 0 <= c < 3)
    for row in range(3) for col in range(3)
)

RULES = Rulebook("Skyway", {
    "setup": ("Setup", "the deck is the 40 number cards, A to 10 in four suits; "
                       "three face cards are the round markers"),
    "market": ("Reset the market", "each turn five cards are dealt as blueprints of 2, 2 and 1 "
                                   "cards, the same way every time"),
    "draft": ("Draft and play blueprints", "choose one of the three blueprints and place it on "
                                           "any of the nine spaces, keeping its order"),
    "stack": ("Draft and play blueprints", "a space holds at most three cards; "
                                           "the bottom cards beyond that are discarded"),
    "reshuffle": ("Second and Third Round", "when the deck runs out, the discard pile is shuffled "
                                            "into a new deck and the next round marker flips"),
    "end": ("Game End", "after three full passes through the deck the game ends"),
    "scoring": ("Game End", "each suit scores its longest increasing sequence through "
                            "orthogonally adjacent spaces; 5 or more in every suit wins"),
    "notation": ("Move notation", "a move is the blueprint letter a, b or c then the space "
                                  "number 1 to 9 in reading order, e.g. b5", True),
    "position": ("Components", "every one of the 40 cards is in exactly one place: deck, "
                               "discard pile, market or play area", True),
})
