"""Skyway's bot hook: the greedy bot's evaluation of a position.

>>> from skywidgets.games.skyway import GAME
>>> state = GAME.new(seed=3)
>>> _ = state.apply("a5")
>>> state.view(0)["grid"][4]
['8♥', '10♣']
>>> evaluate(state, 0)  # two suits with a sequence of one card: 10 * (1 + 1) + (1 + 1)
22.0
"""

from __future__ import annotations

from . import scoring
from .rules import SkywayState


def evaluate(state: SkywayState, seat: int) -> float:
    """How good the grid looks (higher is better): every suit reaching five matters far
    more than length beyond five."""
    lengths = scoring.lengths(state.grid)
    return (100.0 * all(n >= scoring.WIN_LENGTH for n in lengths)
            + 10.0 * sum(min(n, scoring.WIN_LENGTH) for n in lengths) + sum(lengths))
