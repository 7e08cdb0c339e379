"""Skyjo scoring: grid totals, the ender's doubling, who starts next, and what is unseen.

Pure functions of plain lists; the rule options come in as a dict.

>>> round_scores([10, 7, 12], ender=0, options={"tie_counts_as_lowest": False,
...                                          "double_non_positive": False})
([20, 7, 12], 0)
"""

from __future__ import annotations

from typing import Mapping, Sequence

from .data import CARD_COUNTS, UP


def grid_total(values: Sequence[int], status: Sequence[int]) -> int:
    """The sum of a grid's face-up cards (removed cards count nothing)."""
    return sum(v for v, s in zip(values, status) if s == UP)


def round_scores(raw: Sequence[int], ender: int, options: Mapping) -> tuple[list[int], int | None]:
    """Apply the ender's doubling: the round scores and who was doubled (or None).

    The ender is doubled unless their score is the lowest; by default a tie for lowest
    does not count as lowest, and only a positive score is doubled (options say otherwise).
    """
    final = list(raw)
    others = [score for seat, score in enumerate(raw) if seat != ender]
    lowest_other = min(others)
    mine = raw[ender]
    lowest = mine < lowest_other or (options["tie_counts_as_lowest"] and mine == lowest_other)
    if not lowest and (mine > 0 or options["double_non_positive"]):
        final[ender] = 2 * mine
        return final, ender
    return final, None


def next_starter(final: Sequence[int], ender: int, options: Mapping) -> int:
    """Who starts the next round: the ender, or the round's winner (lowest score; a tie goes
    to the first of the tied players in turn order from the ender)."""
    if options["next_starter"] == "ender":
        return ender
    n = len(final)
    order = [(ender + k) % n for k in range(n)]
    return min(order, key=lambda seat: (final[seat], order.index(seat)))


def unseen_counts(values: Sequence[Sequence[int]], status: Sequence[Sequence[int]],
                  discard: Sequence[int], drawn: int | None) -> dict[int, int]:
    """How many cards of each value no one has seen: the whole deck less every card in sight
    (face-up grid cards, the discard pile, which every player saw, and a drawn card)."""
    counts = dict(CARD_COUNTS)
    seen = [v for grid, states in zip(values, status) for v, s in zip(grid, states) if s == UP]
    seen += list(discard)
    if drawn is not None:
        seen.append(drawn)
    for value in seen:
        counts[value] -= 1
    return {value: count for value, count in counts.items() if count}


def mean_value(counts: Mapping[int, int]) -> float:
    """The expected value of one unseen card (0 when none is unseen)."""
    total = sum(counts.values())
    return round(sum(v * c for v, c in counts.items()) / total, 4) if total else 0.0
