"""Property tests over many random Skyline Express games, and the conformance kit at every
player count."""

import pytest
from hypothesis import given, settings, strategies as st

import skywidgets
from skywidgets.core.testing import check_game, random_walk

GAME = skywidgets.load("skyline_express")


@pytest.mark.parametrize("players", [2, 3])
def test_conformance_at_two_and_three_players(players):
    # 1 and 4 are in tests/core/test_conformance.py
    report = check_game(GAME, games=2, seed=players, players=[players], every=4)
    assert report.games == 2


@settings(max_examples=30, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32),
       picks=st.lists(st.integers(0, 60), min_size=1, max_size=400))
def test_random_play_keeps_every_invariant(players, seed, picks):
    def invariant(state):
        view = state.view(None)
        sheets = view["sheets"] + ([view["ai"]] if view["ai"] else [])
        for sheet in sheets:
            assert 0 <= sheet["tickets_spent"] <= sheet["tickets"] <= view["tracks"]["tickets"]
            assert 0 <= sheet["dice_points_spent"] <= sheet["dice_points"] <= view["tracks"][
                "dice_points"]
            assert all(sheet["seats"][s] is not None for s in sheet["personas"])
            types = [view["services"][s]["type"] for s in sheet["services"]]
            assert len(types) == len(set(types))  # never two services of one type
            assert sheet["tickets_spent"] == 5 * len(sheet["services"])
        owners = {s["index"]: s["owner"] for s in view["services"] if s["owner"] is not None}
        for index, owner in owners.items():
            holder = view["ai"] if owner == "ai" else view["sheets"][owner]
            assert index in holder["services"]
            assert view["services"][index]["in_play"]
        # the AI's steps are decided by its rules: one legal move, or a tie the player breaks
        if state.phase in ("ai_place", "ai_service"):
            assert len(state.legal_moves()) == 1 and state.automatic_move() is not None

    random_walk(GAME, picks, invariant, players=players, seed=seed)
