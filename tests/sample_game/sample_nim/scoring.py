"""Scoring Nim: the player who took the last counter scores 1, the other 0."""

from __future__ import annotations

from typing import Sequence


def nim_sum(heaps: Sequence[int]) -> int:
    """The exclusive-or of the heap sizes: the player to move loses against perfect
    play exactly when it is 0.

    >>> nim_sum([3, 4, 5])
    2
    """
    total = 0
    for counters in heaps:
        total ^= counters
    return total


def final_scores(heaps: Sequence[int], last_mover: int | None) -> list[float]:
    """1 for the seat that emptied the last heap, else 0 (all 0 while counters are left)."""
    if any(heaps) or last_mover is None:
        return [0.0, 0.0]
    return [1.0 if seat == last_mover else 0.0 for seat in range(2)]
