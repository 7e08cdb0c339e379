"""How good a Nim position looks: the nim-sum says who wins with perfect play."""

from __future__ import annotations

from skywidgets.core.engine import State

from . import scoring


def evaluate(state: State, seat: int) -> float:
    """1 when ``seat`` wins with perfect play from here, else 0 (the greedy bot's guide)."""
    if state.is_over:
        return state.scores()[seat]
    to_move_wins = scoring.nim_sum(state.heaps) != 0
    return 1.0 if to_move_wins == (state.current_player == seat) else 0.0
