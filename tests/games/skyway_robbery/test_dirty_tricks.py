"""Skyway Robbery, dirty tricks: each kind of trick, in its own moment only.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

from skywidgets.games.skyway_robbery.data import PACK, TRICKS

from robbery_positions import ready, refused, ids, to_slot, play_roll, jailbreak, turf_war


def test_trick_alarm_minus_removes_alarm_dice_once_a_game(kit):
    state = jailbreak(kit, ("boxer", "engineer", "physicist"),
                      arrange=lambda s: kit.put(s, "bribed_constable", "tricks:0"))
    for card in ("boxer", "engineer", "physicist"):
        state.apply(f"+{card}")
    assert state.alarm_count() == 1
    state.apply("trick:bribed_constable")
    assert state.alarm_count() == 0
    assert state.zones["tricks:0"] == [] and state.zones["tricks_used:0"] == ["bribed_constable"]
    refused(state, "trick:bribed_constable", "tricks", match="used already")


def test_trick_reroll_rolls_the_alarm_dice_again_and_the_new_roll_counts(kit):
    def arrange(state):
        kit.put(state, "second_chance", "tricks:0")
    state = turf_war(kit, "back_alley_scuffle", ("boxer",), arrange=arrange, expert=True)
    state.apply("+boxer")
    refused(state, "trick:second_chance", "tricks",
            match="played right after the alarm dice are rolled, not now")
    rolled = play_roll(state, "go", ["handcuffs"])
    assert rolled.phase == "rolled"
    assert ids(rolled) == ["trick:second_chance", "accept"]
    kept = rolled.copy()
    kept.apply("accept")
    assert kept.last["success"] is False and "second_chance" in kept.zones["tricks:0"]
    saved = play_roll(state, "go", ["handcuffs"], ("trick:second_chance", ["exit"]))
    assert saved.last["success"] is True and saved.last["dice"] == ["exit"]
    assert saved.zones["tricks_used:0"] == ["second_chance"]
    # with no handcuffs there is nothing to reroll: the roll stands at once
    lucky = play_roll(state, "go", ["exit"])
    assert lucky.phase == "act" and "second_chance" in lucky.zones["tricks:0"]


def test_trick_vent_skips_one_more_defense(kit):
    state = jailbreak(kit, ("engineer",),
                      arrange=lambda s: kit.put(s, "secret_passage", "tricks:0"))
    state.apply("+engineer")
    state.apply("v1:engineer")
    refused(state, "v2:engineer", "vent", match="once per action")
    state.apply("trick:secret_passage")
    state.apply("v2:engineer")
    state.apply("go")
    assert state.phase == "free"
    sidejob = ready(kit, hand=("engineer",), program=("turf", "pickpocket", "skill"),
                    arrange=lambda s: (to_slot(s, kit, "pigeon_post_office", "airship:side_job"),
                                       kit.put(s, "secret_passage", "tricks:0")))
    sidejob.apply("sidejob:pigeon_post_office")
    refused(sidejob, "trick:secret_passage", "vent", match="locations and the Brig only")


def test_trick_vent_needs_no_vent_icon_it_is_a_way_in_of_its_own(kit):
    state = jailbreak(kit, ("boxer",), arrange=lambda s: kit.put(s, "secret_passage", "tricks:0"))
    state.apply("+boxer")
    refused(state, "v1:boxer", "vent", match="no Vent icon")
    state.apply("trick:secret_passage")
    state.apply("v1:boxer")  # the Boxer takes the secret passage past defense 1
    refused(state, "v2:boxer", "vent", match="once per action")


def test_trick_free_member_one_member_over_the_limit_adds_no_die(kit):
    state = jailbreak(kit, ("boxer", "engineer", "physicist", "acrobat"),
                      arrange=lambda s: kit.put(s, "tagalong_cousin", "tricks:0"))
    for card in ("boxer", "engineer", "physicist", "acrobat"):
        state.apply(f"+{card}")
    assert state.alarm_count() == 2
    state.apply("trick:tagalong_cousin")
    assert state.alarm_count() == 1
    assert (-1, "dirty trick: a member over the limit is free") in [
        (r["dice"], r["why"]) for r in state.alarm_reasons()]


def test_trick_strength_in_a_turf_war(kit):
    state = turf_war(kit, "back_alley_scuffle", ("acrobat",),  # Strength 2 of 4
                     arrange=lambda s: kit.put(s, "hired_muscle", "tricks:0"))
    state.apply("+acrobat")
    refused(state, "go", "turf_war", match="Strength is 2")
    state.apply("trick:hired_muscle")
    state.apply("go")
    assert state.zones["goals:0"] == ["back_alley_scuffle"]


def test_trick_strength_when_threatening_airship_crew(kit):
    def arrange(state):
        to_slot(state, kit, "bosun", "airship:crew")  # Strength 8
        kit.put(state, "borrowed_cannon", "tricks:0")  # +3
    state = ready(kit, hand=("boxer",), program=("asset", "pickpocket", "skill"),
                  arrange=arrange)
    state.apply("threaten:bosun")
    state.apply("+boxer")
    refused(state, "go", "asset", match="Strength 5")
    state.apply("trick:borrowed_cannon")
    state.apply("go")
    assert "bosun" in state.hand(0)
    assert state.zones["tricks_used:0"] == ["borrowed_cannon"]


def test_trick_strength_is_not_for_heists_or_jail_breaks(kit):
    state = jailbreak(kit, ("boxer",), arrange=lambda s: kit.put(s, "hired_muscle", "tricks:0"))
    state.apply("+boxer")
    refused(state, "trick:hired_muscle", "tricks", match="Turf War")


def test_trick_payday_pays_more_when_the_action_succeeds(kit):
    state = turf_war(kit, "dockyard_dust_up", ("boxer",),  # $1K
                     arrange=lambda s: kit.put(s, "sticky_fingers", "tricks:0"))
    state.apply("+boxer")
    state.apply("trick:sticky_fingers")
    state.apply("go")
    assert state.money[0] == 8 + 1 + 2
    failed = turf_war(kit, "dockyard_dust_up", ("boxer",), expert=True,
                      arrange=lambda s: kit.put(s, "sticky_fingers", "tricks:0"))
    failed.apply("+boxer")
    failed.apply("trick:sticky_fingers")
    failed = play_roll(failed, "go", ["handcuffs"])
    assert failed.last["success"] is False and failed.money[0] == 8


def test_trick_only_in_its_own_moment(kit):
    def arrange(state):
        to_slot(state, kit, "bosun", "airship:crew")
        for trick in ("bribed_constable", "hired_muscle", "second_chance"):
            kit.put(state, trick, "tricks:0")
    state = ready(kit, hand=("boxer", "brass_knuckles"), arrange=arrange,
                  program=("asset", "pickpocket", "skill"))
    # not in an action: the reason says what this moment is for
    refused(state, "trick:bribed_constable", "reveal",
            match="not now: it is time to resolve the revealed card")
    state.apply("threaten:bosun")
    refused(state, "trick:bribed_constable", "tricks",
            match="played while you plan an illegal action, not now")
    refused(state, "trick:second_chance", "tricks",
            match="played right after the alarm dice are rolled, not now")
    refused(state, "trick:sticky_fingers", "tricks", match="not one of your dirty tricks")


def test_trick_every_kind_is_tested():
    kinds = {"alarm_minus": "bribed_constable", "reroll": "second_chance",
             "vent": "secret_passage", "free_member": "tagalong_cousin",
             "strength": "hired_muscle", "payday": "sticky_fingers"}
    assert set(kinds) == set(TRICKS)
    assert {PACK.tricks[t].kind for t in kinds.values()} == set(TRICKS)
