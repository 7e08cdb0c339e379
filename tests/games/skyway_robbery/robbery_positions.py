"""Positions and checks shared by the Skyway Robbery rule tests: a seat ready to resolve
its program, a refused move that changes nothing, a roll of chosen alarm dice, and an
illegal action (jail break, local heist, turf war) under way.

The ``kit`` fixture of conftest.py arranges the cards; conftest.py puts this folder on
``sys.path`` so the test files import these by name.
"""

from __future__ import annotations

import pytest

from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng

OTHERS = ["pickpocket", "skill", "asset"]  # what the other seats program


def ready(kit, hand=(), program=("heist", "pickpocket", "skill"), players=2, arrange=None,
          **options):
    """Seat 0 holds ``hand`` (and nothing else) and programs ``program``; the others program
    pickpocket, skill, asset. Seat 0 starts, so its first card is the one to resolve."""
    state = kit.after_draft(players=players, **options)
    kit.empty_hand(state, 0)
    for card in hand:
        kit.put(state, card, "hand:0")
    if arrange is not None:
        arrange(state)
    state = kit.checked(state)
    kit.program(state, list(program), *[list(OTHERS)] * (players - 1))
    return state


def refused(state, move, rule, match=None):
    """``move`` is refused citing ``rule`` (a RULES key), and nothing changes."""
    before = state.to_dict()
    with pytest.raises(IllegalMove, match=match) as err:
        state.apply(move)
    assert err.value.rule is not None and err.value.rule.key == rule, err.value.rule
    assert err.value.reason
    assert state.to_dict() == before
    assert move not in [m.id for m in state.legal_moves()]
    return err.value


def ids(state):
    return [m.id for m in state.legal_moves()]


def brig_defenses(state, kit, cards=("guards-1", "locked_door-1")):
    for index, card in enumerate(cards):
        kit.put(state, card, "brig:defenses", index)


def to_slot(state, kit, card, zone):
    """Lay ``card`` on the first slot of a board zone (the card there goes to the box)."""
    kit.put(state, card, zone, 0)


def play_roll(state, move, first, second=None):
    """Play ``move`` (which rolls) so the roll is ``first``; with ``second``, the next move
    is a reroll trick (``second = (trick move, wanted roll)``)."""
    for seed in range(3000):
        trial = state.copy()
        trial.rng = Rng(seed)
        trial.apply(move)
        dice = trial.mission["dice"] if trial.mission is not None else trial.last["dice"]
        if dice != first:
            continue
        if second is None:
            return trial
        trick, wanted = second
        trial.apply(trick)
        dice = trial.mission["dice"] if trial.mission is not None else trial.last["dice"]
        if dice == wanted:
            return trial
    raise AssertionError(f"no generator rolls {first} then {second}")


def skill_ready(kit, member, arrange=None, program=("skill", "repeat", "pickpocket")):
    return ready(kit, hand=(member,), program=program, arrange=arrange)


HEIST_FIRST = ("heist", "pickpocket", "skill")


def jailbreak(kit, hand, cards=("guards-1", "locked_door-1"), program=HEIST_FIRST,
              arrange=None, **options):
    """Seat 0 breaks into the Brig (guarded by ``cards``) with ``hand``."""
    def setup(state):
        brig_defenses(state, kit, cards)
        if arrange is not None:
            arrange(state)
    state = ready(kit, hand=hand, program=program, arrange=setup, **options)
    state.apply("jailbreak")
    return state


def heist(kit, number, hand, guard=None, cards=(), route=None, program=HEIST_FIRST):
    """Seat 0 robs location ``number`` (with ``guard`` and ``cards`` on its board)."""
    def setup(state):
        kit.at_location(state, number, route=route, guard=guard, cards=list(cards))
    state = ready(kit, hand=hand, program=program, arrange=setup)
    state.apply("heist")
    return state


def turf_war(kit, card, hand, program=("turf", "heist", "pickpocket"), arrange=None,
             **options):
    def setup(state):
        to_slot(state, kit, card, "airship:turf_war")
        if arrange is not None:
            arrange(state)
    state = ready(kit, hand=hand, program=program, arrange=setup, **options)
    state.apply(f"turf:{card}")
    return state
