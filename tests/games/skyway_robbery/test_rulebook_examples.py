"""Every worked example of the Skyway Robbery rulebook, played through the engine."""

from __future__ import annotations

import pytest
from skywidgets.core.errors import IllegalMove
from skywidgets.games.skyway_robbery import GAME


# --------------------------------------------------------------------- the first recruits
def test_the_demolitionist_costs_7k_paid_to_the_supply_and_the_rest_pass_left(kit):
    state = GAME.new(players=3, seed=3, dirty_tricks=0)
    if "demolitionist" not in state.zones["draft:0"]:
        kit.put(state, state.zones["draft:0"][0], "deck:gang")
        kit.put(state, "demolitionist", "draft:0")
    state = kit.checked(state)
    dealt = list(state.zones["draft:0"])
    assert "demolitionist" in dealt and len(dealt) == 3
    state.apply("hire:demolitionist")
    assert state.money[0] == 8  # paid when everyone has chosen (choices are simultaneous)
    for seat in (1, 2):
        state.apply(f"brig:{state.zones[f'draft:{seat}'][0]}")
    assert state.money[0] == 1
    # face up in front of the player until the draft ends, then in the hand
    assert "demolitionist" in state.zones["recruited:0"]
    assert "demolitionist" in state.view(1)["players"][0]["recruited"]
    rest = [c for c in dealt if c != "demolitionist"]
    assert sorted(state.zones["draft:1"]) == sorted(rest)  # passed to the left


def test_a_recruit_too_dear_goes_to_the_brig(kit):
    state = GAME.new(players=2, seed=3, dirty_tricks=0)
    state.money[0] = 6
    if "demolitionist" not in state.zones["draft:0"]:
        kit.put(state, state.zones["draft:0"][0], "deck:gang")
        kit.put(state, "demolitionist", "draft:0")
    state = kit.checked(state)
    with pytest.raises(IllegalMove, match=r"costs \$7K"):
        state.apply("hire:demolitionist")
    state.apply("brig:demolitionist")
    state.apply(f"brig:{state.zones['draft:1'][0]}")
    assert "demolitionist" in state.zones["brig"]


# --------------------------------------------------------------------- the order of play
def test_three_player_order_each_slot_starts_with_the_last_player_of_the_one_before(kit):
    state = kit.after_draft(players=3)
    assert [seat for seat, _ in state.order] == [0, 1, 2, 2, 0, 1, 1, 2, 0]
    assert [slot for _, slot in state.order] == [0, 0, 0, 1, 1, 1, 2, 2, 2]


# --------------------------------------------------------------------- anonymous tips
def test_giles_tip_adds_a_die_to_rawas_illegal_card_and_pays_him_two_reputation(kit):
    # seats: 0 Giles, 1 Rawa, 2 Esma
    state = kit.checked(kit.after_draft(players=3))
    kit.program(state, ["tip", "pickpocket", "skill"], ["turf", "pickpocket", "skill"],
            ["pickpocket", "asset", "skill"])
    state.apply("tip")  # Giles's tip
    assert state.current["seat"] == 1 and state.current["action"] == "turf"
    assert state.current["tippers"] == [0]
    assert state.reputation == [2, 0, 0]
    target = next(c for c in state.zones["airship:turf_war"] if c)
    state.apply(f"turf:{target}")
    assert state.alarm_count() == 1
    assert [r["why"] for r in state.alarm_reasons()] == ["player 1's Anonymous Tip"]


def test_two_tips_before_the_reveal_add_two_dice_and_both_tippers_collect(kit):
    state = kit.checked(kit.after_draft(players=3))
    # Giles (0) and Esma (2) tip in the first slot; Rawa (1) reveals his illegal card second
    kit.program(state, ["tip", "pickpocket", "skill"], ["pickpocket", "turf", "skill"],
            ["tip", "asset", "skill"])
    state.apply("tip")
    state.apply("pickpocket")
    state.apply("tip")
    # second slot: Esma (2) first, then Giles (0), then Rawa (1)
    state.apply("pass")
    state.apply("pickpocket")
    assert state.current["seat"] == 1 and state.current["action"] == "turf"
    assert sorted(state.current["tippers"]) == [0, 2]
    assert state.reputation == [2, 0, 2]
    state.apply(f"turf:{next(c for c in state.zones['airship:turf_war'] if c)}")
    assert state.alarm_count() == 2


def test_a_tip_after_the_reveal_does_not_count_and_your_own_tip_never_does(kit):
    state = kit.checked(kit.after_draft(players=2))
    kit.program(state, ["turf", "tip", "pickpocket"], ["pickpocket", "tip", "skill"])
    assert state.current["tippers"] == []  # nobody had tipped yet
    state.apply("pass")
    state.apply("pickpocket")
    # second slot: seat 1 first (the last of slot one), then seat 0
    state.apply("tip")
    state.apply("tip")
    assert state.tips == [1, 0]
    # third slot: seat 0 reveals pickpocket; no illegal card, so no die and no reputation
    assert state.reputation == [0, 0]


def test_three_tips_add_three_dice_and_a_repeated_tip_counts_again(kit):
    state = kit.checked(kit.after_draft(players=4))
    # seats 1, 2, 3 tip in slot one; seat 3 repeats its tip in slot two; seat 0 reveals its
    # Turf War in slot three, after all four tips
    kit.program(state, ["pickpocket", "skill", "turf"], ["tip", "pickpocket", "skill"],
            ["tip", "pickpocket", "skill"], ["tip", "repeat", "skill"])
    for move in ("pickpocket", "tip", "tip", "tip"):
        state.apply(move)
    # slot two: seat 3 first
    assert state.current["seat"] == 3
    state.apply("repeat:tip")
    state.apply("tip")
    while state.current["seat"] != 0 or state.current["action"] != "turf":
        state.apply("pass")
    assert sorted(state.current["tippers"]) == [1, 2, 3, 3]
    assert state.reputation == [0, 2, 2, 4]


def test_repeating_an_illegal_action_is_tipped_off_again(kit):
    state = kit.checked(kit.after_draft(players=2))
    kit.program(state, ["tip", "pickpocket", "skill"], ["turf", "repeat", "pickpocket"])
    state.apply("tip")
    state.apply("pass")  # seat 1 declines its Turf War (the tip still paid)
    assert state.reputation == [2, 0]
    state.apply("repeat:turf")  # seat 1 repeats it: another die, another 2 Reputation
    assert state.current["tippers"] == [0]
    assert state.reputation == [4, 0]
    state.apply(f"turf:{next(c for c in state.zones['airship:turf_war'] if c)}")
    assert state.alarm_count() == 1


# --------------------------------------------------------------------- the local heist
def glacier(kit, extra_members=()):
    """Weingart (seat 0) at the Glacier Research Facility with the example's cards."""
    state = kit.after_draft(players=2)
    kit.at_location(state, 4, guard="guards-1")
    kit.empty_hand(state, 0)
    for card in ("guide", "extreme_explorer", "drill", "boxer", *extra_members):
        kit.put(state, card, "hand:0")
    state = kit.checked(state)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"])
    state.apply("heist")
    return state


def test_glacier_heist_the_power_crystal(kit):
    state = glacier(kit)
    names = [d["name"] for d in state.view(0)["mission"]["defenses"]]
    assert names == ["Poison Gas", "Ice", "Vault/Code", "Guards"]  # the last guards the power
    # the power can be ignored: Poison Gas does not depend on a power source
    for move in ("+guide", "d1:guide", "+extreme_explorer", "+drill@extreme_explorer",
                 "d2:extreme_explorer", "d3:drill", "+boxer"):
        state.apply(move)
    # the Drill is LOUD (one die); the Guide does not count toward the limit; the Boxer is
    # the second gang member, so he costs nothing
    assert [(r["dice"], r["why"]) for r in state.alarm_reasons()] == [
        (1, "The Drill is LOUD (Vault/Code)")]
    money = state.money[0]
    state = kit.roll_with(state, "go", ["handcuffs"])
    # one handcuffs: Weingart chooses who is nabbed; the Guide cannot be
    assert state.phase == "arrest"
    assert sorted(m.id for m in state.legal_moves()) == ["arrest:boxer", "arrest:extreme_explorer"]
    with pytest.raises(IllegalMove, match="airship crew cannot be arrested"):
        state.apply("arrest:guide")
    state.apply("arrest:boxer")
    # a success: the Extreme Explorer made it out with the Power Crystal
    assert state.last["success"] is True
    assert "power_crystal" in state.zones["goals:0"]
    assert state.money[0] == money + 4
    assert "boxer" in state.zones["brig"]
    assert "guide" in state.zones["box"]  # airship crew are used once
    assert sorted(state.zones["play:0"]) == ["drill", "extreme_explorer"]
    assert state.heist_done
    # the location board and its power defense stay until the round ends
    assert state.zones["location:guard"] == ["guards-1"]
    house = state.houses()
    while state.round == 1:
        state.apply("pass" if state.phase == "act" else state.legal_moves()[0])
    # the airship moves all the way to the next location, and its board comes out
    assert state.track == house[state.route.index(4) + 1]
    assert state.location_number == state.route[state.route.index(4) + 1]
    assert "guards-1" in state.zones["discard:defense"]
    assert sorted(state.hand(0)) == ["drill", "extreme_explorer"]  # back to the hand


def test_glacier_a_third_gang_member_would_have_cost_another_die(kit):
    state = glacier(kit, extra_members=("engineer",))
    for move in ("+guide", "d1:guide", "+extreme_explorer", "+drill@extreme_explorer",
                 "d2:extreme_explorer", "d3:drill", "+engineer", "+boxer"):
        state.apply(move)
    assert state.alarm_count() == 2
    assert (1, "1 gang member over the limit of two") in [
        (r["dice"], r["why"]) for r in state.alarm_reasons()]


def test_glacier_the_vault_must_be_cracked_and_the_guide_cannot_carry(kit):
    state = glacier(kit)
    for move in ("+guide", "d1:guide", "+extreme_explorer", "d2:extreme_explorer"):
        state.apply(move)
    with pytest.raises(IllegalMove, match="Vault/Code"):
        state.apply("go")
    with pytest.raises(IllegalMove, match="carry no equipment"):
        state.apply("+drill@guide")


def test_glacier_if_everyone_is_caught_the_heist_fails_and_nothing_moves(kit):
    state = glacier(kit)
    for move in ("+guide", "d1:guide", "+extreme_explorer", "+drill@extreme_explorer",
                 "d2:extreme_explorer", "d3:drill"):
        state.apply(move)
    state = kit.roll_with(state, "go", ["handcuffs"])
    # one gang member and one handcuffs: no choice to make, and no one got out
    assert state.last["success"] is False
    assert "power_crystal" in state.zones["loot"]
    assert "extreme_explorer" in state.zones["brig"]
    assert "drill" in state.zones["discard:equipment"]  # carried by the arrested
    assert "guide" in state.zones["box"]
    assert not state.heist_done


# --------------------------------------------------------------------- the Britannia jail break
def britannia(kit, brig_defenses=("light_rays-1", "gears-1")):
    state = kit.after_draft(players=2)
    for index, card in enumerate(brig_defenses):
        kit.put(state, card, "brig:defenses", index)
    kit.empty_hand(state, 0)
    kit.put(state, "physicist", "hand:0")
    kit.put(state, "engineer", "hand:0")
    state = kit.checked(state)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"])
    state.apply("jailbreak")
    return state


def test_britannia_breaks_into_the_brig_with_the_physicist_and_the_engineers_vent(kit):
    state = britannia(kit)
    assert [d["name"] for d in state.view(0)["mission"]["defenses"]][:2] == [
        "Light Rays", "Gears"]
    brig = list(state.zones["brig"])
    for move in ("+physicist", "d1:physicist", "+engineer", "v2:engineer"):
        state.apply(move)
    assert state.alarm_count() == 0
    state.apply("go")
    assert state.phase == "free"
    first, second = brig[:2]
    state.apply(f"free:{first}")
    state.apply(f"free:{second}")
    assert {first, second} <= set(state.hand(0))
    # the bypassed Brig defenses are replaced at once, and the Brig keeps two members
    assert "light_rays-1" in state.zones["discard:defense"]
    assert "gears-1" in state.zones["discard:defense"]
    assert all(state.zones["brig:defenses"])
    assert len(state.zones["brig"]) >= 2
    assert sorted(state.zones["play:0"]) == ["engineer", "physicist"]


def test_the_vent_could_have_skipped_any_one_defense_but_only_one(kit):
    state = britannia(kit)
    state.apply("+engineer")
    state.apply("v1:engineer")  # the Light Rays this time
    with pytest.raises(IllegalMove, match="once per action"):
        state.apply("v2:engineer")
    state.apply("d2:engineer")  # the Engineer jams the Gears himself
    state.apply("go")
    assert state.phase == "free"


def test_a_vent_never_skips_the_vault_or_code(kit):
    state = glacier(kit, extra_members=("engineer",))
    state.apply("+engineer")
    with pytest.raises(IllegalMove, match="cannot skip the Vault/Code"):
        state.apply("v3:engineer")
    state.apply("v1:engineer")  # Poison Gas is fine


def test_arrested_gang_members_join_the_brig_after_the_two_are_chosen(kit):
    state = kit.after_draft(players=2)
    for index, card in enumerate(("light_rays-1", "gears-1")):
        kit.put(state, card, "brig:defenses", index)
    kit.empty_hand(state, 0)
    for card in ("physicist", "engineer", "boxer"):
        kit.put(state, card, "hand:0")
    state = kit.checked(state)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"])
    state.apply("jailbreak")
    before = list(state.zones["brig"])
    for move in ("+physicist", "d1:physicist", "+engineer", "v2:engineer", "+boxer"):
        state.apply(move)
    assert state.alarm_count() == 1  # a third gang member
    state = kit.roll_with(state, "go", ["handcuffs"])
    state.apply("arrest:boxer")
    assert state.phase == "free"
    # the Boxer is not yet in the Brig: only those who were there can be freed
    assert sorted(m.id for m in state.legal_moves()) == sorted(f"free:{c}" for c in before)
    state.apply(f"free:{before[0]}")
    state.apply(f"free:{before[1]}")
    assert "boxer" in state.zones["brig"]
    assert state.last["success"] is True


def test_a_cut_power_supply_guard_at_the_brig_is_replaced_when_the_action_ends(kit):
    state = kit.after_draft(players=2)
    kit.put(state, "magnetic_field-1", "brig:defenses", 0)
    kit.put(state, "gears-1", "brig:defenses", 1)
    kit.put(state, "cameras-1", "brig:guard", 0)
    watcher = next(c for c, a in state.pack.gang.items()
                   if "cameras" in a.icons and not a.loud and a.location is None)
    kit.empty_hand(state, 0)
    for card in ("physicist", watcher):
        kit.put(state, card, "hand:0")
    state = kit.checked(state)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"])
    state.apply("jailbreak")
    for move in (f"+{watcher}", f"d3:{watcher}", "+physicist", "cut:physicist"):
        state.apply(move)
    # the Magnetic Field and the Gears are both powered: both stop
    assert [d["inert"] for d in state.view(0)["mission"]["defenses"]] == [True, True, False]
    assert state.alarm_count() == 0
    state.apply("go")
    for _ in range(2):
        state.apply(state.legal_moves()[0])
    assert "cameras-1" in state.zones["discard:defense"]
    assert state.zones["brig:guard"][0] not in (None, "cameras-1")
    # the powered defenses were switched off, not bypassed: they stay
    assert state.zones["brig:defenses"] == ["magnetic_field-1", "gears-1"]


# --------------------------------------------------------------------- the Undersea Museum
def museum(kit):
    state = kit.after_draft(players=2)
    kit.at_location(state, 3, guard="guards-1")
    kit.empty_hand(state, 0)
    for card in ("boxer", "physicist"):
        kit.put(state, card, "hand:0")
    state = kit.checked(state)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"])
    state.apply("heist")
    return state


def test_undersea_museum_cutting_the_power_stops_gears_and_magnetic_field_not_sharks(kit):
    state = museum(kit)
    names = [(d["name"], d["powered"], d["guard"]) for d in state.view(0)["mission"]["defenses"]]
    assert names == [("Sharks", False, False), ("Gears", True, False),
                     ("Magnetic Field", True, False), ("Vault/Code", False, False),
                     ("Guards", False, True)]
    state.apply("+boxer")
    state.apply("+physicist")
    with pytest.raises(IllegalMove, match="first get past the Guards"):
        state.apply("cut:physicist")
    state.apply("d5:boxer")  # the Boxer gets past the Guards at the power supply
    state.apply("cut:physicist")
    defenses = state.view(0)["mission"]["defenses"]
    assert [d["inert"] for d in defenses] == [False, True, True, False, False]
    # the Sharks are not connected to the power
    with pytest.raises(IllegalMove, match="Sharks"):
        state.apply("go")


def test_a_cut_location_power_supply_guard_is_replaced_at_the_next_round(kit):
    state = museum(kit)
    for move in ("+boxer", "+physicist", "d5:boxer", "cut:physicist", "abort"):
        state.apply(move)
    # called off: nothing happened, the guard stays
    assert state.zones["location:guard"] == ["guards-1"]
