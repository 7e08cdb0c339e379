"""Skyway Robbery, programming a round: three different action cards in order, the order
they resolve in, what stays hidden from the others, and how long anonymous tips last.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

import json

import pytest

from skywidgets.games.skyway_robbery.data import PACK

from robbery_positions import OTHERS, refused, ids


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
