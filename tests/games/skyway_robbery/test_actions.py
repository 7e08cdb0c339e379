"""Skyway Robbery, the legal actions: pickpocket, pass, acquire asset (buying and
threatening airship crew), use skill (every skill kind of the pack) and repeat.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

from skywidgets.games.skyway_robbery.data import PACK, SKILLS

from robbery_positions import ready, refused, ids, brig_defenses, to_slot, skill_ready


def test_pickpocket_takes_2k_and_needs_no_gang_member(kit):
    state = ready(kit, program=("pickpocket", "skill", "asset"))
    assert state.hand(0) == []
    before = state.to_dict()
    state.apply("pickpocket")
    assert state.money == [before["money"][0] + 2, before["money"][1]]
    assert state.to_dict()["zones"] == before["zones"]
    assert state.reputation == before["reputation"]


def test_decline_pass_changes_nothing_but_moves_on(kit):
    state = ready(kit, hand=("forger",), program=("skill", "pickpocket", "asset"))
    before = state.to_dict()
    state.apply("pass")
    after = state.to_dict()
    changed = {key for key in before if before[key] != after[key]}
    assert changed <= {"turn", "current", "revealed", "history"}
    assert after["turn"] == before["turn"] + 1
    assert state.current["seat"] == 1 and "forger" in state.hand(0)


def test_acquire_asset_pay_the_cost_and_the_slot_is_refilled_at_once(kit):
    def arrange(state):
        to_slot(state, kit, "boxer", "airship:gang")
    state = ready(kit, program=("asset", "pickpocket", "skill"), arrange=arrange)
    top = state.zones["deck:gang"][-1]
    size = len(state.zones["deck:gang"])
    state.apply("buy:boxer")  # $3K
    assert state.money[0] == 5
    assert "boxer" in state.hand(0)
    assert state.zones["airship:gang"][0] == top
    assert len(state.zones["deck:gang"]) == size - 1


def test_acquire_asset_a_new_asset_may_be_used_in_the_same_round(kit):
    def arrange(state):
        to_slot(state, kit, "boxer", "airship:gang")
    state = ready(kit, program=("asset", "heist", "pickpocket"), arrange=arrange)
    state.apply("buy:boxer")
    kit.reveal(state, 0, "heist")
    state.apply("jailbreak")
    state.apply("+boxer")
    assert state.mission["team"] == ["boxer"]


def test_acquire_asset_you_cannot_buy_what_you_cannot_afford(kit):
    def arrange(state):
        to_slot(state, kit, "boxer", "airship:gang")
        state.money[0] = 2
    state = ready(kit, program=("asset", "pickpocket", "skill"), arrange=arrange)
    refused(state, "buy:boxer", "asset", match=r"costs \$3K and you have \$2K")
    assert "buy:boxer" not in ids(state)
    assert "drill" not in [c for _, _, c in state.board_slots()]
    refused(state, "buy:drill", "asset", match="not an asset on the board")


def test_acquire_asset_a_location_slot_turns_up_its_next_card_then_stays_empty(kit):
    def arrange(state):
        kit.at_location(state, 3, guard="guards-1")
        for card in ("deep_sea_diver", "night_curator"):
            kit.put(state, card, "local:gang")
    state = ready(kit, program=("asset", "repeat", "pickpocket"), arrange=arrange)
    assert state.view(1)["board"]["local"]["gang"] == {"top": "deep_sea_diver", "below": 1}
    refused(state, "buy:night_curator", "asset", match="not an asset on the board")
    state.apply("buy:deep_sea_diver")
    assert state.zones["local:gang"] == ["night_curator"]  # the next card, face up
    kit.reveal(state, 0, "repeat")
    state.apply("repeat:asset")
    state.apply("buy:night_curator")
    assert state.zones["local:gang"] == []  # none left: the slot stays empty
    assert state.view(1)["board"]["local"]["gang"] == {"top": None, "below": 0}
    assert {"deep_sea_diver", "night_curator"} <= set(state.hand(0))
    assert state.money[0] == 8 - 3 - 3


def test_acquire_asset_threaten_airship_crew_with_strength_at_least_theirs(kit):
    def arrange(state):
        to_slot(state, kit, "bosun", "airship:crew")  # Strength 8
    state = ready(kit, hand=("boxer", "brass_knuckles", "guide"),  # 5 + 3, and crew
                  program=("asset", "turf", "pickpocket"), arrange=arrange)
    crew_top = state.zones["deck:crew"][-1]
    state.apply("threaten:bosun")
    assert state.phase == "threat"
    refused(state, "+guide", "asset", match="airship crew cannot threaten")
    state.apply("+boxer")
    refused(state, "go", "asset", match="Strength 5")
    state.apply("+brass_knuckles")
    state.apply("go")
    assert "bosun" in state.hand(0) and state.money[0] == 8  # no money paid
    assert state.zones["airship:crew"][0] == crew_top
    # the threatening cards stay in the play area: no other use this round
    assert sorted(state.zones["play:0"]) == ["boxer", "brass_knuckles"]
    kit.reveal(state, 0, "turf")
    state.apply(f"turf:{state.zones['airship:turf_war'][0]}")
    refused(state, "+boxer", "used", match="used this round")


def test_acquire_asset_threatening_needs_enough_strength_in_hand(kit):
    def arrange(state):
        to_slot(state, kit, "bosun", "airship:crew")
    state = ready(kit, hand=("boxer", "guide"), program=("asset", "pickpocket", "skill"),
                  arrange=arrange)
    # the Guide's Strength does not count: airship crew cannot threaten
    refused(state, "threaten:bosun", "asset", match="takes Strength 8; your hand has 5")
    refused(state, "threaten:boxer", "asset", match="not airship crew on the board")


def _after_skill(state, member):
    assert member not in state.hand(0)
    assert member in state.zones["play:0"]  # used: in the play area for the round
    assert state.current["seat"] == 1


def test_use_skill_cash_takes_money_from_the_supply(kit):
    state = skill_ready(kit, "forger")  # $3K
    assert ids(state) == ["skill:forger", "pass"]
    state.apply("skill:forger")
    assert state.money == [11, 8]
    _after_skill(state, "forger")


def test_use_skill_reputation_gains_reputation(kit):
    state = skill_ready(kit, "society_gossip")  # 2 Reputation
    state.apply("skill:society_gossip")
    assert state.reputation == [2, 0] and state.money == [8, 8]
    _after_skill(state, "society_gossip")


def test_use_skill_lawyer_takes_a_gang_member_from_the_brig(kit):
    def arrange(state):
        brig = state.zones["brig"]
        while len(brig) > 2:
            state.zones["deck:gang"].insert(0, brig.pop())
    state = skill_ready(kit, "lawyer", arrange)
    brig = list(state.zones["brig"])
    assert sorted(ids(state)) == sorted([f"skill:lawyer:{c}" for c in brig] + ["pass"])
    refused(state, "skill:lawyer", "skill", match="needs a target")
    top = state.zones["deck:gang"][-1]
    state.apply(f"skill:lawyer:{brig[0]}")
    assert brig[0] in state.hand(0)
    # the Brig is topped up again to two from the deck
    assert state.zones["brig"] == [brig[1], top]
    _after_skill(state, "lawyer")


def test_use_skill_recruit_draws_the_top_gang_member(kit):
    state = skill_ready(kit, "fixer")
    top = state.zones["deck:gang"][-1]
    state.apply("skill:fixer")
    assert state.hand(0) == [top]
    _after_skill(state, "fixer")


def test_use_skill_scrounge_draws_the_top_equipment(kit):
    state = skill_ready(kit, "quartermaster")
    top = state.zones["deck:equipment"][-1]
    state.apply("skill:quartermaster")
    assert state.hand(0) == [top]
    _after_skill(state, "quartermaster")


def test_use_skill_steal_takes_up_to_the_amount_from_one_opponent(kit):
    def arrange(state):
        state.money[2] = 1
    state = ready(kit, hand=("con_artist",), players=3,  # up to $2K
                  program=("skill", "repeat", "pickpocket"), arrange=arrange)
    assert sorted(ids(state)) == ["pass", "skill:con_artist:p2", "skill:con_artist:p3"]
    refused(state, "skill:con_artist:p1", "skill", match="needs a target")
    state.apply("skill:con_artist:p3")  # player 3 has only $1K
    assert state.money == [9, 8, 0]
    _after_skill(state, "con_artist")
    other = ready(kit, hand=("con_artist",), program=("skill", "repeat", "pickpocket"))
    other.apply("skill:con_artist:p2")
    assert other.money == [10, 6]


def test_use_skill_sabotage_replaces_a_brig_defense(kit):
    state = skill_ready(kit, "saboteur", lambda s: brig_defenses(s, kit))
    guard = state.zones["brig:guard"][0]
    assert sorted(ids(state)) == sorted(
        ["pass", "skill:saboteur:guards-1", "skill:saboteur:locked_door-1",
         f"skill:saboteur:{guard}"])
    top = state.zones["deck:defense"][-1]
    state.apply("skill:saboteur:guards-1")
    assert state.zones["brig:defenses"] == [top, "locked_door-1"]
    assert "guards-1" in state.zones["discard:defense"]
    _after_skill(state, "saboteur")


def test_use_skill_covers_every_skill_kind_of_the_pack():
    tested = {"cash": "forger", "reputation": "society_gossip", "lawyer": "lawyer",
              "recruit": "fixer", "scrounge": "quartermaster", "steal": "con_artist",
              "sabotage": "saboteur"}
    assert set(tested) == set(SKILLS)
    assert {kind: PACK.gang[card].skill.kind for kind, card in tested.items()} == {
        kind: kind for kind in tested}


def test_use_skill_a_used_gang_member_cannot_use_a_skill_again_this_round(kit):
    state = skill_ready(kit, "forger")
    state.apply("skill:forger")
    kit.reveal(state, 0, "repeat")
    state.apply("repeat:skill")
    refused(state, "skill:forger", "skill", match="used this round")
    assert ids(state) == ["pass"]
    kit.finish_round(state)
    assert state.hand(0) == ["forger"]  # back for the next round


def test_use_skill_a_gang_member_without_a_skill_cannot_use_one(kit):
    state = skill_ready(kit, "boxer")
    assert ids(state) == ["pass"]
    refused(state, "skill:boxer", "skill", match="has no skill")
    refused(state, "skill:forger", "skill", match="not in your hand")


def test_repeat_only_an_action_card_played_before_it_this_round(kit):
    state = ready(kit, program=("pickpocket", "repeat", "asset"))
    state.apply("pickpocket")
    kit.reveal(state, 0, "repeat")
    assert ids(state) == ["repeat:pickpocket", "pass"]
    refused(state, "repeat:asset", "repeat", match="played before it")  # comes later
    refused(state, "repeat:repeat", "repeat")
    refused(state, "repeat:tip", "repeat")  # not played at all
    state.apply("repeat:pickpocket")
    assert state.current["action"] == "pickpocket" and state.current["repeat"] is True
    state.apply("pickpocket")
    assert state.money[0] == 12


def test_repeat_in_the_first_slot_has_nothing_to_repeat(kit):
    state = ready(kit, program=("repeat", "pickpocket", "asset"))
    assert ids(state) == ["pass"]
    refused(state, "repeat:pickpocket", "repeat")


def test_repeat_either_half_of_a_two_way_card(kit):
    def arrange(state):
        kit.at_location(state, 1)
    state = ready(kit, program=("heist", "repeat", "pickpocket"), arrange=arrange)
    state.apply("jailbreak")
    state.apply("abort")
    kit.reveal(state, 0, "repeat")
    state.apply("repeat:heist")
    assert {"heist", "jailbreak"} <= set(ids(state))
    turf = ready(kit, program=("turf", "repeat", "pickpocket"))
    turf.apply("pass")
    kit.reveal(turf, 0, "repeat")
    turf.apply("repeat:turf")
    moves = ids(turf)
    assert any(m.startswith("turf:") for m in moves)
    assert any(m.startswith("sidejob:") for m in moves)
