"""Skyway Robbery, illegal actions: local heists, jail breaks, turf wars and side jobs;
equipment and crew, the gang member limit, loud cards and alarm dice, cutting the power,
success, failure, arrests and calling an action off.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

from skywidgets.games.skyway_robbery.data import PACK

from robbery_positions import (ready, refused, ids, to_slot, play_roll, jailbreak, heist,
                               turf_war)


def test_illegal_each_gang_member_carries_one_piece_of_equipment_unless_the_card_says(kit):
    state = jailbreak(kit, ("street_urchin", "boxer", "quartermaster", "lockpicks",
                            "oil_can", "gas_mask", "lens_paint"))
    assert [PACK.gang[c].carries for c in ("street_urchin", "boxer", "quartermaster")] == [
        0, 1, 2]
    for member in ("street_urchin", "boxer", "quartermaster"):
        state.apply(f"+{member}")
    refused(state, "+lockpicks@street_urchin", "carry", match="carries 0 pieces")
    state.apply("+lockpicks@boxer")
    refused(state, "+oil_can@boxer", "carry", match="carries 1 piece of equipment at most")
    state.apply("+oil_can@quartermaster")
    state.apply("+gas_mask@quartermaster")
    refused(state, "+lens_paint@quartermaster", "carry", match="carries 2 pieces")
    refused(state, "+lens_paint", "carry",
            match=r"Lens Paint is equipment: a gang member carries it on the job \(choose which")
    refused(state, "+lens_paint@engineer", "carry", match="not on the team")
    assert state.mission["carry"] == {"lockpicks": "boxer", "oil_can": "quartermaster",
                                      "gas_mask": "quartermaster"}


def test_illegal_airship_crew_only_help_with_the_jobs_on_their_card(kit):
    state = heist(kit, 1, ("bosun", "boxer"))
    assert PACK.crew["bosun"].jobs == ("jailbreak", "turf_war")
    refused(state, "+bosun", "crew", match="only helps with jailbreak, turf war")
    brig = jailbreak(kit, ("bosun", "boxer", "lockpicks"))
    brig.apply("+bosun")
    refused(brig, "+lockpicks@bosun", "crew", match="carry no equipment")
    brig.apply("d1:bosun")  # the Bosun shouts the Guards away
    assert brig.mission["beats"] == {0: "bosun"}


def test_illegal_two_gang_members_ride_free_each_one_more_adds_an_alarm_die(kit):
    state = jailbreak(kit, ("boxer", "engineer", "physicist", "acrobat", "shadow",
                            "street_urchin", "bosun"))
    counts = []
    for card in ("boxer", "engineer", "physicist", "acrobat", "shadow", "street_urchin",
                 "bosun"):
        state.apply(f"+{card}")
        counts.append(state.alarm_count())
    # the Shadow and the Street Urchin are outside the limit; airship crew never count
    assert counts == [0, 0, 1, 2, 2, 2, 2]
    assert [(r["dice"], r["why"]) for r in state.alarm_reasons()] == [
        (2, "2 gang members over the limit of two")]


def test_illegal_either_icon_of_a_defense_beats_it_in_any_order(kit):
    state = jailbreak(kit, ("boxer", "apothecary", "acrobat"),
                      cards=("poison_darts-1", "guards-1"))
    state.apply("+boxer")
    refused(state, "d1:boxer", "illegal", match="Poison Darts needs poison or darts; "
                                                 "The Boxer has guards")
    state.apply("d2:boxer")  # the second defense first: no order is required
    refused(state, "d2:boxer", "illegal", match="already out of the way")
    poison, darts = state.copy(), state.copy()
    poison.apply("+apothecary")
    poison.apply("d1:apothecary")  # Poison...
    darts.apply("+acrobat")
    darts.apply("d1:acrobat")  # ...or Darts
    for done in (poison, darts):
        done.apply("go")
        assert done.phase == "free"


def test_illegal_a_loud_card_adds_one_alarm_die_per_defense_it_disables(kit):
    # the Clocktower Bank: Guards, Locked Door, Vault/Code
    state = heist(kit, 1, ("boxer", "demolitionist"))
    for move in ("+boxer", "d1:boxer", "+demolitionist"):
        state.apply(move)
    assert state.alarm_count() == 0  # bringing a LOUD card is quiet, using it is not
    state.apply("d2:demolitionist")
    assert state.alarm_count() == 1
    state.apply("d3:demolitionist")
    assert [(r["dice"], r["why"]) for r in state.alarm_reasons()] == [
        (1, "The Demolitionist is LOUD (Locked Door)"),
        (1, "The Demolitionist is LOUD (Vault/Code)")]


def test_illegal_loud_equipment_counts_and_a_vent_is_quiet(kit):
    state = heist(kit, 1, ("tunneller", "boxer", "dynamite"))
    state.apply("+tunneller")
    state.apply("v1:tunneller")  # LOUD, but skipping the Guards through a vent is quiet
    assert state.alarm_count() == 0
    state.apply("+boxer")
    state.apply("+dynamite@boxer")
    state.apply("d2:dynamite")  # the Dynamite (LOUD) blows the Locked Door
    assert state.alarm_count() == 1
    state.apply("d3:tunneller")
    assert state.alarm_count() == 2


def test_illegal_a_loud_card_that_cuts_the_power_adds_one_die(kit):
    def arrange(state):
        kit.put(state, "guards-2", "brig:guard", 0)
    state = jailbreak(kit, ("boxer", "tesla_coil"), cards=("magnetic_field-1", "gears-1"),
                      arrange=arrange)
    for move in ("+boxer", "d3:boxer", "+tesla_coil@boxer", "cut:tesla_coil"):
        state.apply(move)
    assert [(r["dice"], r["why"]) for r in state.alarm_reasons()] == [
        (1, "Tesla Coil is LOUD (cutting the power)")]


def test_illegal_gang_members_who_remove_alarm_dice(kit):
    state = jailbreak(kit, ("lookout", "boxer", "engineer", "getaway_pilot"))
    state.apply("+lookout")
    assert state.alarm_count() == 0  # never below zero
    assert (-1, "The Lookout removes 1") in [(r["dice"], r["why"])
                                             for r in state.alarm_reasons()]
    state.apply("+boxer")
    state.apply("+engineer")
    assert state.alarm_count() == 0  # one over the limit, one removed
    state.apply("+getaway_pilot")
    assert state.alarm_count() == 0  # two over the limit, two removed
    assert sum(r["dice"] for r in state.alarm_reasons()) == 0


def test_expert_rules_every_illegal_action_starts_with_one_alarm_die(kit):
    brig = jailbreak(kit, ("boxer",), expert=True)
    brig.apply("+boxer")
    assert [(r["dice"], r["why"]) for r in brig.alarm_reasons()] == [
        (1, "expert rules: every illegal action")]
    turf = ready(kit, hand=("boxer",), program=("turf", "pickpocket", "skill"), expert=True)
    turf.apply(f"turf:{turf.zones['airship:turf_war'][0]}")
    turf.apply("+boxer")
    assert turf.alarm_count() == 1
    plain = jailbreak(kit, ("boxer",))
    plain.apply("+boxer")
    assert plain.alarm_count() == 0


def test_turf_war_strength_at_least_the_cards_and_crew_strength_counts(kit):
    # the Dockyard Dust-Up takes Strength 5 and pays $1K
    state = turf_war(kit, "dockyard_dust_up", ("lookout", "brass_knuckles", "harpooner"))
    top = state.zones["deck:turf_war"][-1]
    state.apply("+lookout")
    refused(state, "go", "turf_war", match="Strength is 1; this Turf War takes 5")
    state.apply("+brass_knuckles@lookout")
    refused(state, "go", "turf_war", match="Strength is 4")
    state.apply("+harpooner")  # airship crew whose card names turf wars
    assert state.view(0)["mission"]["strength"] == 11
    state.apply("go")
    assert state.last["success"] is True and state.last["dice"] == []
    assert state.zones["goals:0"] == ["dockyard_dust_up"]
    assert state.money[0] == 9
    assert state.zones["airship:turf_war"][0] == top  # replaced at once
    assert "harpooner" in state.zones["box"]  # used once
    assert sorted(state.zones["play:0"]) == ["brass_knuckles", "lookout"]


def test_turf_war_the_two_gang_member_limit_applies(kit):
    state = turf_war(kit, "back_alley_scuffle", ("boxer", "bruiser", "acrobat"))
    for card in ("boxer", "bruiser", "acrobat"):
        state.apply(f"+{card}")
    assert state.alarm_count() == 1


def _side_job(kit, card, hand, program=("turf", "heist", "pickpocket"), **options):
    def setup(state):
        to_slot(state, kit, card, "airship:side_job")
    state = ready(kit, hand=hand, program=program, arrange=setup, **options)
    state.apply(f"sidejob:{card}")
    return state


def test_side_job_there_are_no_vents_on_side_jobs(kit):
    state = _side_job(kit, "pigeon_post_office", ("engineer",))
    state.apply("+engineer")
    refused(state, "v1:engineer", "vent", match="locations and the Brig only")
    assert not any(m.startswith("v") for m in ids(state))


def test_side_job_cut_the_power_supply_printed_on_the_card(kit):
    # the Gallery Swap: Cameras (powered) and Guards; Guards watch its power supply
    state = _side_job(kit, "gallery_swap", ("boxer", "electrician"))
    top = state.zones["deck:side_job"][-1]
    names = [(d["name"], d["guard"]) for d in state.view(0)["mission"]["defenses"]]
    assert names == [("Security Cameras", False), ("Guards", False), ("Guards", True)]
    state.apply("+boxer")
    state.apply("+electrician")
    refused(state, "cut:electrician", "power", match="first get past the Guards")
    state.apply("d3:boxer")
    refused(state, "cut:boxer", "power", match="no Power icon")
    state.apply("cut:electrician")
    assert [d["inert"] for d in state.view(0)["mission"]["defenses"]] == [True, False, False]
    refused(state, "go", "illegal", match="defense 2 \\(Guards\\) is still in the way")
    state.apply("d2:boxer")
    state.apply("go")
    assert state.last["success"] is True
    assert state.zones["goals:0"] == ["gallery_swap"] and state.money[0] == 12
    assert state.zones["airship:side_job"][0] == top


def test_side_job_without_a_power_supply_has_no_power_to_cut(kit):
    state = _side_job(kit, "dockside_warehouse", ("electrician",))
    state.apply("+electrician")
    refused(state, "cut:electrician", "power", match="no power supply here")


def test_success_needs_a_gang_member_who_is_not_airship_crew(kit):
    state = jailbreak(kit, ("bosun", "sneak_thief"), expert=True)
    before = list(state.zones["brig"])
    state.apply("+bosun")
    state.apply("d1:bosun")
    refused(state, "go", "success", match="at least one gang member")
    state.apply("+sneak_thief")
    state.apply("d2:sneak_thief")
    state = play_roll(state, "go", ["handcuffs"])
    # the only gang member is caught: the Bosun alone cannot make it a success
    assert state.last["success"] is False and state.last["arrested"] == ["sneak_thief"]
    assert "bosun" in state.zones["box"]  # crew are used once, success or not
    assert state.zones["brig"][:len(before)] == before and "sneak_thief" in state.zones["brig"]
    assert state.hand(0) == [] and state.zones["play:0"] == []


def test_failure_a_failed_side_job_stays_on_the_board_and_pays_nothing(kit):
    state = _side_job(kit, "pigeon_post_office", ("boxer",), expert=True)
    slot = list(state.zones["airship:side_job"])
    state.apply("+boxer")
    state.apply("d1:boxer")
    state = play_roll(state, "go", ["handcuffs"])
    assert state.last["success"] is False
    assert state.zones["airship:side_job"] == slot  # still there for the next player
    assert state.money[0] == 8 and state.zones["goals:0"] == []
    assert "boxer" in state.zones["brig"]


def test_failure_a_failed_jail_break_leaves_every_brig_defense_in_place(kit):
    state = jailbreak(kit, ("sneak_thief", "bosun"), expert=True)
    guard = list(state.zones["brig:guard"])
    discards = list(state.zones["discard:defense"])
    for move in ("+bosun", "d1:bosun", "+sneak_thief", "d2:sneak_thief"):
        state.apply(move)
    state = play_roll(state, "go", ["handcuffs"])
    assert state.last["success"] is False and state.phase == "act"  # nobody is freed
    assert state.zones["brig:defenses"] == ["guards-1", "locked_door-1"]
    assert state.zones["brig:guard"] == guard
    assert state.zones["discard:defense"] == discards


def test_success_with_one_member_caught_the_jail_break_still_frees_two(kit):
    state = jailbreak(kit, ("boxer", "sneak_thief"), expert=True)
    brig = list(state.zones["brig"])
    for move in ("+boxer", "d1:boxer", "+sneak_thief", "d2:sneak_thief"):
        state.apply(move)
    state = play_roll(state, "go", ["handcuffs"])
    assert state.phase == "arrest"  # two gang members, one handcuffs: seat 0 chooses
    state.apply("arrest:boxer")
    assert state.phase == "free"
    state.apply(f"free:{brig[0]}")
    state.apply(f"free:{brig[1]}")
    assert state.last["success"] is True
    assert "guards-1" in state.zones["discard:defense"]
    assert "locked_door-1" in state.zones["discard:defense"]


def test_arrest_sends_the_members_equipment_to_the_discard_pile(kit):
    state = jailbreak(kit, ("boxer", "physicist", "lockpicks", "pocket_mirrors"),
                      cards=("guards-1", "light_rays-1"), expert=True)
    for move in ("+boxer", "+lockpicks@boxer", "d1:boxer", "+physicist",
                 "+pocket_mirrors@physicist", "d2:pocket_mirrors"):
        state.apply(move)
    state = play_roll(state, "go", ["handcuffs"])
    assert sorted(ids(state)) == ["arrest:boxer", "arrest:physicist"]
    state.apply("arrest:boxer")
    for _ in range(2):
        state.apply(ids(state)[0])
    assert "lockpicks" in state.zones["discard:equipment"]
    assert "boxer" in state.zones["brig"]
    assert sorted(state.zones["play:0"]) == ["physicist", "pocket_mirrors"]


def test_cards_used_stay_in_the_play_area_until_the_round_ends(kit):
    state = turf_war(kit, "back_alley_scuffle", ("lookout", "brass_knuckles", "boxer"),
                     program=("turf", "heist", "pickpocket"))
    for move in ("+lookout", "+brass_knuckles@lookout", "go"):
        state.apply(move)
    assert sorted(state.zones["play:0"]) == ["brass_knuckles", "lookout"]
    kit.reveal(state, 0, "heist")
    state.apply("jailbreak")
    refused(state, "+lookout", "used", match="used this round")
    refused(state, "+brass_knuckles@boxer", "carry", match="not equipment in your hand")
    state.apply("+boxer")  # an unused member is fine
    state.apply("abort")
    kit.finish_round(state)
    assert state.zones["play:0"] == []
    assert sorted(state.hand(0)) == ["boxer", "brass_knuckles", "lookout"]


def test_abort_calls_the_action_off_and_the_cards_go_back_to_the_hand(kit):
    state = jailbreak(kit, ("boxer", "lockpicks", "bosun"))
    before_zones = {k: v for k, v in state.to_dict()["zones"].items() if k != "mission"}
    for move in ("+boxer", "+lockpicks@boxer", "+bosun", "d1:bosun"):
        state.apply(move)
    state.apply("abort")
    assert sorted(state.hand(0)) == ["bosun", "boxer", "lockpicks"]
    after = state.to_dict()["zones"]
    assert {k: v for k, v in after.items() if k != "mission"} == before_zones
    assert state.current["seat"] == 1


def test_power_a_cut_location_power_supply_guard_is_replaced_at_the_next_round(kit):
    # the Undersea Museum; the power is cut and the heist fails (only airship crew get out).
    # Replaced even after a failure: the engine's reading of "must be replaced at the end
    # of that action" (docs/rules)
    def arrange(state):
        kit.at_location(state, 3, guard="guards-1")
    state = ready(kit, hand=("boxer", "stoker", "harpooner", "navigator"), arrange=arrange,
                  expert=True)
    state.apply("heist")
    for move in ("+boxer", "d5:boxer", "+stoker", "cut:stoker", "+harpooner", "d1:harpooner",
                 "+navigator", "d4:navigator"):
        state.apply(move)
    state = play_roll(state, "go", ["handcuffs"])
    assert state.last["success"] is False and "boxer" in state.zones["brig"]
    assert state.zones["location:guard"] == ["guards-1"]  # not at once
    kit.finish_round(state)
    assert state.location_number == 3 and state.track == state.houses()[2] + 1
    assert "guards-1" in state.zones["discard:defense"]
    assert state.zones["location:guard"][0] not in (None, "guards-1")


def test_heist_a_location_once_robbed_cannot_be_robbed_again(kit):
    state = kit.after_draft(players=2)
    kit.at_location(state, 1)
    for card in ("boxer", "gentleman_thief"):
        kit.put(state, card, "hand:0")
    state = kit.checked(state)
    kit.program(state, ["heist", "pickpocket", "skill"], ["heist", "pickpocket", "skill"])
    state.apply("heist")
    for move in ("+boxer", "d1:boxer", "+gentleman_thief", "d2:gentleman_thief",
                 "d3:gentleman_thief"):
        state.apply(move)
    state.apply("go")
    assert state.zones["goals:0"] == ["gilded_pocket_watch"]
    assert state.current["seat"] == 1
    assert ids(state) == ["jailbreak", "pass"]
    refused(state, "heist", "heist", match="gone already")
