"""Skyway Robbery, restocking the board: the Brig keeps two gang members, and an empty deck
is reshuffled from its discard pile.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

import pytest


from robbery_positions import ready, brig_defenses, to_slot, skill_ready


def test_restock_the_brig_always_holds_at_least_two_gang_members(kit):
    def arrange(state):
        brig = state.zones["brig"]
        while len(brig) > 2:
            state.zones["deck:gang"].insert(0, brig.pop())
    state = ready(kit, hand=("lawyer", "customs_officer"), arrange=arrange,
                  program=("skill", "repeat", "pickpocket"))
    first, second = state.zones["brig"]
    tops = state.zones["deck:gang"][-2:]
    state.apply(f"skill:lawyer:{first}")
    assert state.zones["brig"] == [second, tops[1]]
    kit.reveal(state, 0, "repeat")
    state.apply("repeat:skill")
    state.apply(f"skill:customs_officer:{second}")
    assert state.zones["brig"] == [tops[1], tops[0]]


@pytest.mark.parametrize("kind, card", [("gang", "boxer"), ("equipment", "lockpicks")])
def test_restock_an_empty_deck_is_reshuffled_from_its_discard_pile(kit, kind, card):
    def arrange(state):
        to_slot(state, kit, card, f"airship:{kind}")
        deck = state.zones[f"deck:{kind}"]
        state.zones[f"discard:{kind}"].extend(deck)
        deck.clear()
    state = ready(kit, program=("asset", "pickpocket", "skill"), arrange=arrange)
    discard = list(state.zones[f"discard:{kind}"])
    assert len(discard) > 5 and state.zones[f"deck:{kind}"] == []
    state.apply(f"buy:{card}")
    refill = state.zones[f"airship:{kind}"][0]
    assert refill in discard
    assert state.zones[f"discard:{kind}"] == []
    assert sorted(state.zones[f"deck:{kind}"] + [refill]) == sorted(discard)


def test_restock_the_defense_deck_is_reshuffled_from_its_discard_pile(kit):
    def arrange(state):
        brig_defenses(state, kit)
        deck = state.zones["deck:defense"]
        state.zones["discard:defense"].extend(deck)
        deck.clear()
    state = skill_ready(kit, "saboteur", arrange)
    discard = list(state.zones["discard:defense"])
    state.apply("skill:saboteur:guards-1")
    new = state.zones["brig:defenses"][0]
    assert new is not None and new in [*discard, "guards-1"]
    assert state.zones["discard:defense"] == []
    assert sorted(state.zones["deck:defense"] + [new]) == sorted(discard + ["guards-1"])
