"""Skybridge's bot hook: the greedy bot's evaluation of a position, and its weights.

Orange (seat 2) roofs a three-story tower: three points now, but a roof spent on them that
promised six:

>>> from skywidgets.games.skybridge import GAME
>>> state = GAME.new(players=4)
>>> for move in ("3@5", "3@1", "R@5"):
...     _ = state.apply(move)
>>> state.scores()[2], evaluate(state, 2)
(3.0, -3.0)
"""

from __future__ import annotations

from .data import BRIDGE, ROOF
from .rules import OVER, SkybridgeState


#: what the greedy bot counts a roof or the bridge still in hand as worth (in points): a
#: roof kept for a tall tower beats roofing a short one now
ROOF_PROMISE = 6.0
BRIDGE_PROMISE = 2.0
#: how much of the open towers a laid bridge joins it counts while a roof is still in hand
BRIDGE_REACH_SHARE = 0.5


def evaluate(state: SkybridgeState, seat: int) -> float:
    """The greedy bot's view: its points now plus what its roofs and bridge in hand promise,
    less the best opponent's same sum."""
    scores = state.scores()

    points = state.colour_points()
    towers = state.towers()

    def promise(p: int) -> float:
        supply, total = state.supply[p], 0.0
        for c in state.colours[p]:
            roofs = supply[c].get(ROOF, 0)
            total += ROOF_PROMISE * roofs + BRIDGE_PROMISE * supply[c].get(BRIDGE, 0)
            reach = points[c]["bridge_reach"]
            if reach and roofs and not points[c]["bridged"] and not points[c]["doubled"]:
                # a laid bridge not yet scoring: a roof in hand can still claim what it joins
                total += BRIDGE_REACH_SHARE * sum(towers[b]["floors"] for b in reach
                                                  if not towers[b]["roofed"])
        return total

    totals = [scores[p] + (0.0 if state.phase == OVER else promise(p))
              for p in range(state.num_players)]
    others = [t for p, t in enumerate(totals) if p != seat]
    return totals[seat] - (max(others) if others else 0.0)
