"""Skyway scoring: per suit, the longest strictly increasing sequence through adjacent spaces.

A sequence steps from a card to a higher card of the same suit in an
orthogonally adjacent space (any layer; spaces may be revisited, but every
step moves to another space). Pure functions of the grid.

>>> from skywidgets.games.skyway.data import CARD_BY_TEXT as C
>>> grid = [[] for _ in range(9)]
>>> grid[0], grid[1], grid[2] = [C["A♠"]], [C["3♠"]], [C["7♠"]]
>>> score(grid).suits["♠"].length
3
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Sequence

from .data import CARD_TEXT, NEIGHBOURS, SUITS

WIN_LENGTH = 5
#: for each space, what a list indexed by space holds at its neighbours (every space has two
#: to four, so each gives a tuple)
_NEIGHBOUR_VALUES = tuple(itemgetter(*near) for near in NEIGHBOURS)


@dataclass(frozen=True)
class SuitSequence:
    """One suit's best sequence: its length and its steps as (cell, card)."""

    length: int
    path: tuple[tuple[int, int], ...]

    def to_dict(self) -> dict:
        return {"length": self.length,
                "path": [{"cell": cell, "card": CARD_TEXT[card]} for cell, card in self.path]}


@dataclass(frozen=True)
class Score:
    """The grid's score: total of the four suit lengths, and whether every suit reaches 5."""

    total: int
    won: bool
    suits: dict[str, SuitSequence]

    def to_dict(self) -> dict:
        return {"total": self.total, "won": self.won,
                "suits": {s: seq.to_dict() for s, seq in self.suits.items()}}


def longest_sequence(grid: Sequence[Sequence[int]], suit_index: int) -> SuitSequence:
    """The longest increasing sequence of one suit (ties: the first found in reading order)."""
    low, high = suit_index * 10, suit_index * 10 + 10
    # cards of this suit, lowest rank first; ranks in a suit are distinct
    nodes = sorted((card, cell) for cell, stack in enumerate(grid)
                   for card in stack if low <= card < high)
    if not nodes:
        return SuitSequence(0, ())
    best: list[int] = []
    previous: list[int] = []
    for index, (card, cell) in enumerate(nodes):
        length, before = 1, -1
        near = NEIGHBOURS[cell]
        for earlier in range(index):
            if nodes[earlier][1] in near and best[earlier] + 1 > length:
                length, before = best[earlier] + 1, earlier
        best.append(length)
        previous.append(before)
    end = max(range(len(nodes)), key=lambda i: (best[i], -i))
    path = []
    while end != -1:
        card, cell = nodes[end]
        path.append((cell, card))
        end = previous[end]
    path.reverse()
    return SuitSequence(len(path), tuple(path))


def score(grid: Sequence[Sequence[int]]) -> Score:
    """Score a 3x3 grid of stacks (cards as integers)."""
    suits = {s: longest_sequence(grid, i) for i, s in enumerate(SUITS)}
    total = sum(seq.length for seq in suits.values())
    return Score(total, all(seq.length >= WIN_LENGTH for seq in suits.values()), suits)


def lengths(grid: Sequence[Sequence[int]]) -> list[int]:
    """The length of each suit's longest sequence, in suit order, without the paths: what
    rollouts and bots need, worked out in one pass over the cards from the lowest up.

    >>> from skywidgets.games.skyway.data import CARD_BY_TEXT as C
    >>> grid = [[] for _ in range(9)]
    >>> grid[0], grid[1], grid[4], grid[2] = [C["A♠"]], [C["3♠"], C["2♥"]], [C["5♠"]], [C["7♠"]]
    >>> lengths(grid)
    [3, 1, 0, 0]
    """
    where = {card: cell for cell, stack in enumerate(grid) for card in stack}
    found = [0] * len(SUITS)
    suit = -1
    ending: list[int] = []
    for card in sorted(where):
        if card // 10 != suit:
            suit = card // 10
            # ending[c]: the longest sequence of this suit so far that ends in space c;
            # a card extends the best one ending in a neighbouring space (ranks in a suit
            # are distinct, so every earlier card of the suit is lower)
            ending = [0] * len(NEIGHBOURS)
        cell = where[card]
        length = 1 + max(_NEIGHBOUR_VALUES[cell](ending))
        if length > ending[cell]:
            ending[cell] = length
            if length > found[suit]:
                found[suit] = length
    return found


def total(grid: Sequence[Sequence[int]]) -> int:
    """Just the total, for bots and rollouts."""
    return sum(lengths(grid))
