"""Skyway Robbery, setting up (rulebook steps A to I) and the first recruits: the route,
the decks, the airship's slots, the loot stack, and the draft that hires each gang.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

import json

import pytest

from skywidgets.games.skyway_robbery import GAME
from skywidgets.games.skyway_robbery.data import PACK

from robbery_positions import ready, refused, ids


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
