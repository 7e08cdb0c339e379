"""Skyway Robbery, the airship and the end of the game: one space a round, jumping ahead
after a local heist, a location's board and dock on arrival, and when the game ends.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

from skywidgets.games.skyway_robbery.data import PACK

from robbery_positions import OTHERS, refused, heist


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
