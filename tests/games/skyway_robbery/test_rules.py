"""Skyway Robbery, rule by rule: setup, the first recruits, programs, each action, illegal
actions, restocking, the airship, the end and scoring, dirty tricks, and refused moves.

The rulebook's worked examples are in test_rulebook_examples.py; these tests check the
rules those examples leave out. Positions are arranged with the ``kit`` fixture
(conftest.py) and read back through ``from_dict``, so each one is a legal position.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.games.skyway_robbery import GAME, SkywayRobberyGame
from skywidgets.games.skyway_robbery import scoring
from skywidgets.games.skyway_robbery.data import (BONUSES, PACK, SKILLS, TRICKS, Bonus)

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


# ===================================================================== setting up (A to I)
def test_setup_b_the_route_is_five_locations_placed_from_least_to_greatest():
    routes = set()
    for seed in range(12):
        route = GAME.new(players=2, seed=seed).route
        assert len(route) == 5
        assert route == sorted(set(route))
        assert set(route) <= set(PACK.locations)
        routes.add(tuple(route))
    assert len(routes) > 3  # drawn at random from the ten tiles


def test_setup_b_a_first_game_route_uses_only_the_odd_numbered_tiles():
    for seed in range(5):
        assert GAME.new(players=2, seed=seed, route="odd").route == [1, 3, 5, 7, 9]
    with pytest.raises(ValueError, match="route"):
        GAME.new(players=2, seed=1, route="even")


def test_setup_c_location_cards_of_the_route_are_set_aside_and_the_others_leave_the_game():
    state = GAME.new(players=2, seed=5)
    zones = state.zones
    checked = 0
    for kind, table in (("gang", PACK.gang), ("equipment", PACK.equipment)):
        for card, asset in table.items():
            if asset.location is None:
                assert card not in zones["box"] and card not in zones[f"specific:{kind}"]
            elif asset.location in state.route:
                assert card in zones[f"specific:{kind}"]
                checked += 1
            else:
                assert card in zones["box"]
                checked += 1
    assert zones["specific:gang"] and zones["specific:equipment"] and checked > 10
    # nothing location-specific is in a deck or on the board before the first location
    for name in ("deck:gang", "deck:equipment", "airship:gang", "airship:equipment"):
        assert all(state.pack.asset(c).location is None for c in zones[name] if c)


def test_setup_d_e_every_deck_is_shuffled():
    order = {"gang": list(PACK.gang), "equipment": list(PACK.equipment),
             "crew": list(PACK.crew), "turf_war": list(PACK.turf_wars),
             "side_job": list(PACK.side_jobs), "defense": list(PACK.defense_cards)}
    states = [GAME.new(players=2, seed=seed) for seed in (1, 2)]
    for kind, printed in order.items():
        deck = states[0].zones[f"deck:{kind}"]
        in_pack_order = [c for c in printed if c in deck]
        assert deck not in (in_pack_order, in_pack_order[::-1]), kind
        assert states[0].zones[f"deck:{kind}"] != states[1].zones[f"deck:{kind}"], kind


def test_setup_e_unusual_defenses_join_the_deck_only_for_experienced_players():
    unusual = [c for c, d in PACK.defense_cards.items() if PACK.defenses[d].deck == "unusual"]
    normal = [c for c, d in PACK.defense_cards.items() if PACK.defenses[d].deck == "normal"]
    assert len(unusual) == 9 and len(normal) == 14
    plain = GAME.new(players=2, seed=1)
    assert all(c in plain.zones["box"] for c in unusual)
    assert not any(c in plain.zones["box"] for c in normal)
    experienced = GAME.new(players=2, seed=1, unusual=True)
    assert not any(c in experienced.zones["box"] for c in [*unusual, *normal])
    assert len(experienced.zones["deck:defense"]) == len(plain.zones["deck:defense"]) + 9


def test_setup_f_airship_slots_are_filled_face_up_and_the_dock_stays_empty():
    state = GAME.new(players=3, seed=2)
    for kind, count in PACK.airship.items():
        if count:
            slots = state.zones[f"airship:{kind}"]
            assert len(slots) == count and None not in slots
            assert {state.kinds[c] for c in slots} == {kind}
    docked = [kind for kind, count in PACK.dock.items() if count]
    assert docked
    for kind in docked:
        assert state.zones[f"dock:{kind}"] == [None] * PACK.dock[kind]
    view = state.view(None)
    assert all(c is None for cards in view["board"]["dock"].values() for c in cards)
    assert all(v["top"] is None for v in view["board"]["local"].values())


def test_setup_g_the_loot_stack_is_the_routes_loot_in_route_order():
    state = GAME.new(players=2, seed=4)
    assert state.zones["loot"] == [PACK.locations[n].loot for n in state.route]
    for card in PACK.loot:
        assert (card in state.zones["loot"]) != (card in state.zones["box"])


def test_setup_h_i_the_airship_starts_left_of_the_track_with_no_location_board(kit):
    state = ready(kit, program=("heist", "pickpocket", "skill"))
    assert state.track == 0 and state.location is None and state.round == 1
    assert state.zones["location:defenses"] == [] and state.zones["location:guard"] == []
    assert state.view(0)["location"] is None
    moves = ids(state)
    assert "jailbreak" in moves and "heist" not in moves  # the Brig is there from the start
    err = refused(state, "heist", "setup", match="first Location Board")
    assert err.rule.section == "Setting Up the Game"
    state.apply("jailbreak")
    assert state.phase == "plan"


@pytest.mark.parametrize("count", [0, 1, 2, 3])
def test_setup_a_dirty_tricks_none_the_boards_or_extra_cards(count):
    state = GAME.new(players=3, seed=2, dirty_tricks=count)
    dealt = []
    for seat in range(3):
        tricks = state.zones[f"tricks:{seat}"]
        assert len(tricks) == count
        boards = [t for t in tricks if PACK.tricks[t].board is not None]
        if count:
            # one side of the player's own board, and count - 1 extra cards
            assert len(boards) == 1 and PACK.tricks[boards[0]].board == seat
        else:
            assert boards == []
        dealt += tricks
    assert len(set(dealt)) == len(dealt)
    boxed = [c for c in state.zones["box"] if c in PACK.tricks]
    assert sorted(boxed + dealt) == sorted(PACK.tricks)
    with pytest.raises(ValueError, match="dirty_tricks"):
        GAME.new(players=2, seed=1, dirty_tricks=4)


# ===================================================================== the first recruits
def test_first_recruits_three_gang_members_each_and_8k():
    state = GAME.new(players=4, seed=1)
    assert state.phase == "draft"
    assert state.money == [8, 8, 8, 8]
    for seat in range(4):
        dealt = state.zones[f"draft:{seat}"]
        assert len(dealt) == 3 and all(c in PACK.gang for c in dealt)
        assert state.hand(seat) == []
    assert sorted(ids(state)) == sorted(f"{verb}:{c}" for c in state.zones["draft:0"]
                                        for verb in ("hire", "brig"))


def test_first_recruits_pick_only_from_the_cards_you_were_dealt():
    state = GAME.new(players=2, seed=1, dirty_tricks=0)
    other = state.zones["draft:1"][0]
    refused(state, f"hire:{other}", "recruits", match="not among your dealt cards")
    refused(state, f"brig:{other}", "recruits", match="not among your dealt cards")


def test_first_recruits_a_pick_stays_hidden_and_unpaid_until_everyone_has_picked(kit):
    state = GAME.new(players=3, seed=0, dirty_tricks=0)
    if "gentleman_thief" not in state.zones["draft:0"]:
        kit.put(state, state.zones["draft:0"][0], "deck:gang")
        kit.put(state, "gentleman_thief", "draft:0")
        state = kit.checked(state)
    state.apply("hire:gentleman_thief")  # $6K
    for seat in (1, 2, None):
        view = state.view(seat)
        seen = view["players"][0]
        assert seen["picked"] is True and "hired" not in seen
        assert seen["draft"] is None and seen["hand"] is None
        assert seen["money"] == 8 and seen["hand_count"]["gang"] == 0
        assert "gentleman_thief" not in json.dumps(view)  # neither the card nor the choice
    mine = state.view(0)["players"][0]
    assert mine["picked"] == "gentleman_thief" and mine["hired"] is True
    assert state.current_player == 1
    state.apply(f"brig:{state.zones['draft:1'][0]}")
    assert state.money[0] == 8  # still unpaid: seat 2 has not picked
    assert "gentleman_thief" not in json.dumps(state.view(1))
    state.apply(f"brig:{state.zones['draft:2'][0]}")
    # the reveal: paid into the supply, and shown to everyone
    assert state.money == [2, 8, 8]
    seen = state.view(1)["players"][0]
    assert seen["money"] == 2 and "gentleman_thief" in json.dumps(seen)
    assert seen["picked"] is False


def test_first_recruits_the_rest_is_passed_left_and_the_last_card_goes_to_the_brig():
    state = GAME.new(players=3, seed=1, dirty_tricks=0)
    dealt = [list(state.zones[f"draft:{seat}"]) for seat in range(3)]
    for seat in range(3):
        state.apply(f"brig:{dealt[seat][0]}")
    # each player's two other cards go to the player on the left (the next seat)
    assert [state.zones[f"draft:{seat}"] for seat in range(3)] == [
        dealt[2][1:], dealt[0][1:], dealt[1][1:]]
    for seat in range(3):
        state.apply(f"brig:{state.zones[f'draft:{seat}'][0]}")
    assert state.phase == "program"
    assert all(state.zones[f"draft:{seat}"] == [] for seat in range(3))
    assert set(state.zones["brig"]) == {c for cards in dealt for c in cards}  # the last too


def test_first_recruits_the_richest_player_starts():
    state = GAME.new(players=3, seed=3, dirty_tricks=0)
    # seats 0 and 2 hire someone, seat 1 sends everything to the Brig
    for seat in (0, 1, 2):
        card = state.zones[f"draft:{seat}"][0]
        state.apply(f"{'brig' if seat == 1 else 'hire'}:{card}")
    for seat in (0, 1, 2):
        state.apply(f"brig:{state.zones[f'draft:{seat}'][0]}")
    assert state.money[1] == 8 and max(state.money[0], state.money[2]) < 8
    assert state.start_player == 1 and state.last is None  # no dice rolled
    assert state.phase == "program" and state.current_player == 1
    assert state.order[0] == (1, 0)


def test_first_recruits_a_tie_for_most_money_is_broken_by_rolling_exit_doors():
    state = GAME.new(players=3, seed=2, dirty_tricks=0)
    while state.phase == "draft":
        state.apply(f"brig:{state.zones[f'draft:{state.current_player}'][0]}")
    assert state.money == [8, 8, 8]
    assert state.last["kind"] == "start"
    rolls = state.last["rolls"]
    assert all(len(r["faces"]) == 5 for r in rolls)
    # replay the roll-offs: all tied seats roll, the most exit doors stay in
    tied, at = [0, 1, 2], 0
    while len(tied) > 1:
        batch = rolls[at:at + len(tied)]
        assert [r["seat"] for r in batch] == tied
        at += len(tied)
        best = max(r["faces"].count("exit") for r in batch)
        tied = [r["seat"] for r in batch if r["faces"].count("exit") == best]
    assert at == len(rolls)
    assert tied == [state.start_player]
    assert state.current_player == state.start_player


# ===================================================================== programming
def test_program_three_different_action_cards_in_order(kit):
    state = kit.after_draft(players=2)
    state.apply("prog:tip")
    refused(state, "prog:tip", "program", match="already programmed")
    refused(state, "prog:steal", "program", match="no action card")
    state.apply("prog:heist")
    assert state.current_player == 0
    state.apply("prog:repeat")
    assert state.programs[0] == ["tip", "heist", "repeat"]  # left, middle, right
    assert state.current_player == 1
    assert sorted(ids(state)) == sorted(f"prog:{a}" for a in PACK.actions)


def test_program_is_hidden_from_the_others_until_each_card_is_revealed(kit):
    state = kit.after_draft(players=3)
    for action in ("turf", "tip", "skill"):
        state.apply(f"prog:{action}")
    for seat in (1, 2, None):
        seen = state.view(seat)["players"][0]
        assert seen["program"] == [None, None, None] and seen["programmed"] == 3
    assert state.view(0)["players"][0]["program"] == ["turf", "tip", "skill"]
    kit.program(state, [], OTHERS, OTHERS)
    # seat 0's first card is revealed, the other two are not
    assert state.view(1)["players"][0]["program"] == ["turf", None, None]
    assert state.view(0)["players"][1]["program"] == [None, None, None]
    state.apply("pass")
    assert state.view(0)["players"][1]["program"] == ["pickpocket", None, None]


@pytest.mark.parametrize("players, seats", [
    (2, [0, 1, 1, 0, 0, 1]),
    (4, [0, 1, 2, 3, 3, 0, 1, 2, 2, 3, 0, 1]),
    (5, [0, 1, 2, 3, 4, 4, 0, 1, 2, 3, 3, 4, 0, 1, 2]),
])
def test_order_of_resolution_each_slot_starts_with_the_player_who_played_last(kit, players,
                                                                                seats):
    state = kit.after_draft(players=players)
    assert [seat for seat, _ in state.order] == seats
    kit.program(state, *[OTHERS] * players)
    played = []
    while state.round == 1:
        played.append((state.current["seat"], state.current["slot"]))
        state.apply("pass")
    assert played == [(seat, slot // players) for slot, seat in enumerate(seats)]
    # the starting player token then passes left
    assert state.start_player == 1
    assert [seat for seat, _ in state.order][:players] == [(1 + k) % players
                                                          for k in range(players)]


def test_hidden_your_hand_and_unused_dirty_tricks_are_yours_alone(kit):
    state = kit.after_draft(players=2, dirty_tricks=1)
    kit.put(state, "gentleman_thief", "hand:0")
    state = kit.checked(state)
    trick = state.zones["tricks:0"][0]
    for seat in (1, None):
        view = state.view(seat)
        seen = view["players"][0]
        assert seen["hand"] is None and seen["tricks"] is None
        assert seen["hand_count"]["gang"] == 1 and seen["tricks_count"] == 1
        text = json.dumps(view)
        assert "gentleman_thief" not in text and trick not in text
    mine = state.view(0)["players"][0]
    assert mine["hand"] == ["gentleman_thief"] and mine["tricks"] == [trick]
    # the score others see leaves out the bonus of a gang member in the hand (2 for him)
    assert mine["score"]["bonuses"] == 2
    assert state.view(1)["players"][0]["score"]["bonuses"] == 0


def test_hidden_at_the_end_every_hand_is_shown(kit):
    state = kit.after_draft(players=2)
    kit.put(state, "gentleman_thief", "hand:0")
    state.phase = "over"
    state = kit.checked(state)
    seen = state.view(1)["players"][0]
    assert seen["hand"] == ["gentleman_thief"] and seen["score"]["bonuses"] == 2


def test_hidden_a_determinized_copy_lists_no_move_of_the_real_hidden_hand(kit):
    # (a determinized copy once kept the original's cached legal moves: the real hand's)
    state = kit.after_draft(players=2)
    for card in ("forger", "society_gossip"):
        kit.put(state, card, "hand:1")
    state = kit.checked(state)
    kit.program(state, ["pickpocket", "tip", "asset"], ["skill", "tip", "asset"])
    state.apply("pickpocket")
    assert state.current_player == 1
    assert ids(state) == ["skill:forger", "skill:society_gossip", "pass"]
    # seat 0 imagines seat 1's hand: the moves must be those of the imagined hand
    for seed in range(5):
        copy = state.determinize(0, seed)
        imagined = copy.zones["hand:1"]
        assert set(ids(copy)) == {m.id for m in copy._candidates()
                                  if copy._violation(m) is None}
        for move in ids(copy):
            if move.startswith("skill:"):
                assert move.split(":")[1] in imagined


def test_anonymous_tips_last_until_the_end_of_the_round_only(kit):
    state = kit.after_draft(players=2)
    kit.program(state, ["tip", "skill", "asset"], OTHERS)
    state.apply("tip")
    kit.finish_round(state)
    assert state.round == 2 and state.tips == []
    kit.program(state, OTHERS, ["turf", "skill", "asset"])
    assert state.current["seat"] == 1 and state.current["action"] == "turf"
    assert state.current["tippers"] == [] and state.reputation == [0, 0]


# ===================================================================== the actions
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


def _skill(kit, member, arrange=None, program=("skill", "repeat", "pickpocket")):
    return ready(kit, hand=(member,), program=program, arrange=arrange)


def _after_skill(state, member):
    assert member not in state.hand(0)
    assert member in state.zones["play:0"]  # used: in the play area for the round
    assert state.current["seat"] == 1


def test_use_skill_cash_takes_money_from_the_supply(kit):
    state = _skill(kit, "forger")  # $3K
    assert ids(state) == ["skill:forger", "pass"]
    state.apply("skill:forger")
    assert state.money == [11, 8]
    _after_skill(state, "forger")


def test_use_skill_reputation_gains_reputation(kit):
    state = _skill(kit, "society_gossip")  # 2 Reputation
    state.apply("skill:society_gossip")
    assert state.reputation == [2, 0] and state.money == [8, 8]
    _after_skill(state, "society_gossip")


def test_use_skill_lawyer_takes_a_gang_member_from_the_brig(kit):
    def arrange(state):
        brig = state.zones["brig"]
        while len(brig) > 2:
            state.zones["deck:gang"].insert(0, brig.pop())
    state = _skill(kit, "lawyer", arrange)
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
    state = _skill(kit, "fixer")
    top = state.zones["deck:gang"][-1]
    state.apply("skill:fixer")
    assert state.hand(0) == [top]
    _after_skill(state, "fixer")


def test_use_skill_scrounge_draws_the_top_equipment(kit):
    state = _skill(kit, "quartermaster")
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
    state = _skill(kit, "saboteur", lambda s: brig_defenses(s, kit))
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
    state = _skill(kit, "forger")
    state.apply("skill:forger")
    kit.reveal(state, 0, "repeat")
    state.apply("repeat:skill")
    refused(state, "skill:forger", "skill", match="used this round")
    assert ids(state) == ["pass"]
    kit.finish_round(state)
    assert state.hand(0) == ["forger"]  # back for the next round


def test_use_skill_a_gang_member_without_a_skill_cannot_use_one(kit):
    state = _skill(kit, "boxer")
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


# ===================================================================== illegal actions
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


def turf_war(kit, card, hand, program=("turf", "heist", "pickpocket"), arrange=None,
             **options):
    def setup(state):
        to_slot(state, kit, card, "airship:turf_war")
        if arrange is not None:
            arrange(state)
    state = ready(kit, hand=hand, program=program, arrange=setup, **options)
    state.apply(f"turf:{card}")
    return state


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


# ===================================================================== restocking
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
    state = _skill(kit, "saboteur", arrange)
    discard = list(state.zones["discard:defense"])
    state.apply("skill:saboteur:guards-1")
    new = state.zones["brig:defenses"][0]
    assert new is not None and new in [*discard, "guards-1"]
    assert state.zones["discard:defense"] == []
    assert sorted(state.zones["deck:defense"] + [new]) == sorted(discard + ["guards-1"])


# ===================================================================== the airship
def test_airship_moves_one_space_a_round_and_the_game_ends_at_home(kit):
    state = kit.after_draft(players=2)
    houses = state.houses()
    rounds = 0
    while not state.is_over:
        track = state.track
        kit.finish_round(state)
        rounds += 1
        assert state.track == track + 1
        reached = [i for i, house in enumerate(houses[:-1]) if house <= state.track]
        assert state.location == reached[-1]
    assert state.track == state.home == rounds
    assert state.round == rounds  # it ended with the round in which Home was reached
    assert state.view(None)["result"]["reason"] == "the airship reached Home"
    assert state.phase == "over" and state.current_player is None
    refused(state, "pass", "end", match="the game is over")


def test_airship_a_successful_local_heist_jumps_to_the_next_locations_house(kit):
    # the Harbour Customs House (3 spaces): Guards, one Defense card, the Vault/Code
    state = heist(kit, 2, ("boxer", "gentleman_thief"), cards=["locked_door-1"],
                  route=[1, 2, 5, 6, 7])
    houses = state.houses()
    assert state.track == houses[1] == 3 and houses[2] == 6
    for move in ("+boxer", "d1:boxer", "+gentleman_thief", "d2:gentleman_thief",
                 "d3:gentleman_thief"):
        state.apply(move)
    state.apply("go")
    assert state.zones["goals:0"] == ["smugglers_ledger"] and state.money[0] == 11
    assert state.track == 3  # the airship waits for the end of the round
    kit.finish_round(state)
    assert state.track == 6 and state.location_number == 5  # not just one space (4)


def _own_cards(table, number):
    return sorted(card for card, asset in table.items() if asset.location == number)


def test_airship_arriving_at_a_location_places_its_board_and_refreshes_the_dock(kit):
    state = kit.after_draft(players=2, seed=1)
    first, second = state.route[:2]
    kit.finish_round(state)
    # the first location, reached at the end of the first round
    place = PACK.locations[first]
    assert state.track == 1 and state.location_number == first
    assert len(state.zones["location:defenses"]) == place.cards
    assert None not in state.zones["location:defenses"]
    assert len(state.zones["location:guard"]) == int(place.power_supply)
    assert None not in state.zones["location:guard"]
    assert all(c is not None for kind in ("gang", "equipment", "turf_war", "side_job")
               for c in state.zones[f"dock:{kind}"])
    assert sorted(state.zones["local:gang"]) == _own_cards(PACK.gang, first)
    assert sorted(state.zones["local:equipment"]) == _own_cards(PACK.equipment, first)
    assert not set(_own_cards(PACK.gang, first)) & set(state.zones["specific:gang"])
    # face-down cards under the face-up ones of the old location's stacks
    for card in ("boxer", "lawyer"):
        kit.put(state, card, "local:gang")
    kit.put(state, "lockpicks", "local:equipment")
    face_up = {kind: state.zones[f"local:{kind}"][0] for kind in ("gang", "equipment")}
    face_down = state.zones["local:gang"][1:] + state.zones["local:equipment"][1:]
    old_board = state.zones["location:defenses"] + state.zones["location:guard"]
    dock = {kind: state.zones[f"dock:{kind}"][0] for kind in ("gang", "equipment",
                                                               "turf_war", "side_job")}
    state.track = state.houses()[1] - 1
    state = kit.checked(state)
    kit.finish_round(state)
    # the second location: its board, its Defense cards and its power supply's guard
    place = PACK.locations[second]
    assert state.location_number == second and state.track == state.houses()[1]
    assert old_board and all(c in state.zones["discard:defense"] for c in old_board)
    assert len(state.zones["location:defenses"]) == place.cards
    assert len(state.zones["location:guard"]) == int(place.power_supply)
    new_board = state.zones["location:defenses"] + state.zones["location:guard"]
    assert None not in new_board and not set(new_board) & set(old_board)
    # the dock: turf wars under their deck (the rulebook), side jobs too (they have no
    # discard pile: the engine's choice, docs/rules), the rest to the discard piles
    assert state.zones["deck:turf_war"][0] == dock["turf_war"]
    assert state.zones["deck:side_job"][0] == dock["side_job"]
    assert dock["gang"] in state.zones["discard:gang"]
    assert dock["equipment"] in state.zones["discard:equipment"]
    for kind, old in dock.items():
        new = state.zones[f"dock:{kind}"][0]
        assert new is not None and new != old
    # the old location's cards: face up to the discard pile, face down out of the game
    # (the rulebook returns them to the location-specific deck; that location is behind
    # the airship for good, so the engine boxes them: the same game, docs/rules [ours])
    assert face_up["gang"] in state.zones["discard:gang"]
    assert face_up["equipment"] in state.zones["discard:equipment"]
    assert set(face_down) <= set(state.zones["box"])
    # the new location's own cards, dealt into its slots
    assert sorted(state.zones["local:gang"]) == _own_cards(PACK.gang, second)
    assert sorted(state.zones["local:equipment"]) == _own_cards(PACK.equipment, second)
    assert not set(_own_cards(PACK.gang, second)) & set(state.zones["specific:gang"])
    assert not set(_own_cards(PACK.equipment, second)) & set(
        state.zones["specific:equipment"])


def test_airship_the_game_ends_after_the_round_the_last_loot_is_taken(kit):
    # the Grand Opera House as the last location: Guards, Poison Darts, a card, Vault/Code
    state = heist(kit, 6, ("boxer", "brass_breastplate", "gentleman_thief"),
                  cards=["locked_door-1"], route=[2, 3, 4, 5, 6])
    assert state.location == 4
    for move in ("+boxer", "d1:boxer", "+brass_breastplate@boxer", "d2:brass_breastplate",
                 "+gentleman_thief", "d3:gentleman_thief", "d4:gentleman_thief"):
        state.apply(move)
    state.apply("go")
    assert state.zones["goals:0"] == ["diva_tiara"] and "diva_tiara" not in state.zones["loot"]
    # the round is played to its end
    assert not state.is_over and state.current["seat"] == 1
    state.apply("pickpocket")
    assert not state.is_over
    kit.finish_round(state)
    assert state.is_over and state.round == 1
    assert state.winners() == [0]


def test_end_the_last_locations_loot_gone_ends_the_game_mid_track(kit):
    # a set position: the last loot is gone while the airship is not yet Home; the game
    # ends with the round (either end condition is enough)
    state = kit.after_draft(players=2)
    kit.at_location(state, 6, route=[2, 3, 4, 5, 6])
    kit.put(state, "diva_tiara", "goals:1")
    state = kit.checked(state)
    assert state.track + 1 < state.home
    kit.finish_round(state)
    assert state.is_over and state.track < state.home
    assert state.view(0)["result"]["reason"] == "the last location's loot was taken"


def test_expert_rules_no_location_decks_and_location_slots_from_the_normal_decks(kit):
    state = kit.after_draft(players=2, seed=1, expert=True)
    assert state.zones["specific:gang"] == [] and state.zones["specific:equipment"] == []
    for kind, table in (("gang", PACK.gang), ("equipment", PACK.equipment)):
        for card, asset in table.items():
            if asset.location in state.route:
                assert card not in state.zones["box"]
            elif asset.location is not None:
                assert card in state.zones["box"]
    kit.finish_round(state)
    local = state.zones["local:gang"]
    assert len(local) == 1 and local[0] is not None
    top = state.zones["deck:gang"][-1]
    state.money[1] = 20
    kit.program(state, OTHERS, ["asset", "pickpocket", "skill"])
    # seat 1 starts round 2; it buys the location slot's card, refilled from the deck
    assert state.current["seat"] == 1
    card = local[0]
    state.apply(f"buy:{card}")
    assert state.zones["local:gang"] == [top]


# ===================================================================== the end and scoring
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


# ===================================================================== dirty tricks
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


# ===================================================================== refused moves
def _positions(kit):
    """Positions in every phase, to try every kind of move on."""
    found = []
    draft = GAME.new(players=3, seed=3, dirty_tricks=2)
    found.append(draft.copy())
    draft.apply(f"hire:{draft.zones['draft:0'][0]}")
    found.append(draft)
    program = kit.after_draft(players=3, dirty_tricks=1)
    found.append(program.copy())
    for action in ("tip", "skill", "asset", "pickpocket", "heist", "turf", "repeat"):
        state = ready(kit, hand=("boxer", "forger", "lockpicks", "guide"),
                      program=[action, *[a for a in ("pickpocket", "tip", "asset")
                                         if a != action][:2]],
                      arrange=lambda s: kit.at_location(s, 3, guard="guards-1"))
        found.append(state)
    plan = heist(kit, 3, ("boxer", "physicist", "lockpicks", "guide"), guard="guards-1")
    plan.apply("+boxer")
    plan.apply("+lockpicks@boxer")
    found.append(plan)
    threat = ready(kit, hand=("boxer", "brass_knuckles"),
                   program=("asset", "pickpocket", "skill"),
                   arrange=lambda s: to_slot(s, kit, "stoker", "airship:crew"))
    threat.apply("threaten:stoker")
    found.append(threat)
    arrest = jailbreak(kit, ("boxer", "sneak_thief"), expert=True,
                       arrange=lambda s: kit.put(s, "second_chance", "tricks:0"))
    for move in ("+boxer", "d1:boxer", "+sneak_thief", "d2:sneak_thief"):
        arrest.apply(move)
    rolled = play_roll(arrest, "go", ["handcuffs"])
    found.append(rolled.copy())
    rolled.apply("accept")
    found.append(rolled)  # arrest
    free = rolled.copy()
    free.apply("arrest:boxer")
    found.append(free)
    over = kit.after_draft(players=2)
    over.phase = "over"
    found.append(kit.checked(over))
    return found


def _tries(state):
    cards = sorted({c for z in ("hand:0", "hand:1", "play:0", "brig", "draft:0", "draft:1",
                                "tricks:0", "mission")
                    for c in state.zones.get(z, []) if c}
                   | {c for _, _, c in state.board_slots()}
                   | {"boxer", "drill", "guide", "guards-1", "power_crystal", "hired_muscle"})
    moves = ["pass", "tip", "pickpocket", "heist", "jailbreak", "go", "abort", "accept",
             "nonsense", "", "d0:boxer", "skill:forger:p9", "+", "d99:boxer"]
    moves += [f"prog:{a}" for a in (*PACK.actions, "steal")]
    for card in cards:
        moves += [f"{verb}:{card}" for verb in ("hire", "brig", "buy", "threaten", "turf",
                                                "sidejob", "repeat", "cut", "trick",
                                                "arrest", "free", "skill")]
        moves += [f"+{card}", f"+{card}@boxer", f"+lockpicks@{card}", f"d1:{card}",
                  f"d3:{card}", f"d5:{card}", f"v1:{card}", f"skill:{card}:p2",
                  f"skill:{card}:boxer"]
    return moves


def test_every_refused_move_names_a_rule_and_a_reason_and_changes_nothing(kit):
    tried = refusals = 0
    for state in _positions(kit):
        legal = set(ids(state))
        before = state.to_dict()
        for move in _tries(state):
            tried += 1
            trial = state.copy()
            try:
                trial.apply(move)
            except IllegalMove as err:
                refusals += 1
                assert err.rule is not None, move
                assert err.reason and len(err.reason) > 10, (move, err.reason)
                assert repr(move) in str(err) or move == ""
                assert move not in legal, move
                assert trial.to_dict() == before, move
            else:
                assert move in legal, (state.phase, move)
        for move in legal:  # and every listed move can be played
            state.copy().apply(move)
        assert state.to_dict() == before
    assert refusals > 1000 and tried > refusals


def test_move_info_names_the_parts_of_every_legal_move_a_board_needs():
    from skywidgets.core.rng import Rng
    from skywidgets.games.skyway_robbery import GAME
    from skywidgets.games.skyway_robbery.moves import parse

    seen = set()
    for seed in range(6):
        state = GAME.new(players=3, seed=seed, dirty_tricks=2)
        rng = Rng(seed)
        while not state.is_over:
            for move in state.legal_moves():
                info = state.move_info(move)
                seen.add(info["verb"])
                assert info["verb"] == move.verb
                # the parts put back together give the same move
                again = {"prog": lambda i: f"prog:{i['action']}",
                         "repeat": lambda i: f"repeat:{i['action']}",
                         "beat": lambda i: f"d{i['defense']}:{i['card']}",
                         "vent": lambda i: f"v{i['defense']}:{i['card']}",
                         "carry": lambda i: f"+{i['card']}@{i['member']}",
                         "bring": lambda i: f"+{i['card']}"}.get(info["verb"])
                if again is not None:
                    assert parse(again(info)) == move
            state.apply(rng.choice(state.legal_moves()))
    assert {"prog", "bring", "beat", "go", "pass", "hire"} <= seen
