"""Skyway Robbery, scoring at the end: reputation, goal cards, endgame bonuses, one point
per $2K, and ties.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from skywidgets.games.skyway_robbery import SkywayRobberyGame
from skywidgets.games.skyway_robbery import scoring
from skywidgets.games.skyway_robbery.data import BONUSES, PACK, Bonus


def finished(kit, arrange):
    state = kit.after_draft(players=2)
    arrange(state)
    state.phase = "over"
    return kit.checked(state)


def test_scoring_reputation_goal_cards_bonuses_and_one_per_2k(kit):
    def arrange(state):
        state.reputation[:] = [5, 2]
        state.money[:] = [7, 4]
        for card in ("power_crystal", "back_alley_scuffle", "pigeon_post_office"):
            kit.put(state, card, "goals:0")
        kit.put(state, "boxer", "hand:0")
        kit.put(state, "gentleman_thief", "hand:1")
    state = finished(kit, arrange)
    # 5 tokens + (5 + 2 + 2) on the cards + 0 bonuses + $7K // 2
    assert scoring.breakdown(state, 0) == {"reputation": 5, "goals": 9, "bonuses": 0,
                                           "money": 3, "total": 17}
    # 2 tokens + 2 (the Gentleman Thief's bonus) + $4K // 2
    assert state.scores() == [17.0, 6.0]
    assert state.winners() == [0]
    assert state.view(1)["result"]["scores"] == [17.0, 6.0]


@pytest.mark.parametrize("kind, cards, bonus", [
    ("flat", ("gentleman_thief",), 2),
    ("per_turf_war", ("retired_admiral", "back_alley_scuffle", "rooftop_rumble"), 2),
    ("per_turf_war", ("diva_tiara", "back_alley_scuffle", "rooftop_rumble"), 2),
    ("per_side_job", ("bookkeeper", "gallery_swap", "cloud_casino", "lighthouse_lens"), 3),
    ("per_side_job", ("smugglers_ledger", "gallery_swap"), 1),
    ("per_loot", ("crown_of_the_clouds", "power_crystal", "star_chart"), 3),
])
def test_scoring_endgame_bonuses(kit, kind, cards, bonus):
    def arrange(state):
        for card in cards:
            zone = "hand:0" if card in PACK.gang else "goals:0"
            kit.put(state, card, zone)
    state = finished(kit, arrange)
    holder = next(c for c in cards if (PACK.gang.get(c) or PACK.loot.get(c)) is not None)
    owner = PACK.gang.get(holder) or PACK.loot.get(holder)
    assert owner.bonus.kind == kind
    parts = scoring.breakdown(state, 0)
    assert parts["bonuses"] == bonus
    assert parts["total"] == parts["goals"] + bonus + 4


def test_scoring_bonus_per_gang_member_employed(kit):
    # no shipped card has this bonus: a pack where the Boxer has it
    pack = replace(PACK, gang={**PACK.gang, "boxer": replace(
        PACK.gang["boxer"], bonus=Bonus("per_gang_member", 2))})
    game = SkywayRobberyGame(pack)
    state = game.new(players=2, seed=1, dirty_tricks=0)
    for card in ("boxer", "lawyer", "engineer"):
        kit.put(state, card, "hand:0")
    kit.put(state, "drill", "hand:0")  # equipment is not a gang member
    assert scoring.bonus_points(state, 0) == 2 * 3
    kit.put(state, "engineer", "play:0")  # in the play area: still employed
    assert scoring.bonus_points(state, 0) == 6
    assert {"flat", "per_turf_war", "per_side_job", "per_loot",
            "per_gang_member"} == set(BONUSES)


def test_scoring_a_tie_goes_to_the_most_gang_members_and_else_is_shared(kit):
    def arrange(state, second=()):
        state.reputation[:] = [4, 4]
        for card in ("boxer", "engineer", "drill"):
            kit.put(state, card, "hand:0")
        for card in ("lawyer", "lockpicks", "oil_can", *second):
            kit.put(state, card, "hand:1")
    state = finished(kit, arrange)
    assert state.scores()[0] == state.scores()[1]
    assert state.winners() == [0]  # two gang members against one
    even = finished(kit, lambda s: arrange(s, second=("acrobat",)))
    assert even.scores()[0] == even.scores()[1]
    assert even.winners() == [0, 1]  # still tied: shared (the engine's choice, docs/rules)
