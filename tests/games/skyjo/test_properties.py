"""Property tests over many random Skyjo games."""

from hypothesis import given, settings, strategies as st

import skywidgets
from skywidgets.core.testing import random_walk
from skywidgets.games.skyjo.data import DECK, DOWN, GONE

GAME = skywidgets.load("skyjo")


def cards_in_play(state):
    grid = [v for values, status in zip(state.values, state.status)
            for v, s in zip(values, status) if s != GONE]
    return sorted(grid + state.deck + state.discard
                  + ([state.drawn] if state.drawn is not None else []))


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32),
       picks=st.lists(st.integers(0, 24), min_size=1, max_size=300))
def test_random_play_keeps_every_invariant(players, seed, picks):
    def invariant(state):
        assert cards_in_play(state) == sorted(DECK)  # the 150 cards, each once
        view = state.view(0)
        for p, grid in enumerate(view["grids"]):
            for i, slot in enumerate(grid):
                # a face-down card's value is never in the view
                assert (slot["value"] is None) == (state.status[p][i] != 1)
        assert sum(view["unseen"].values()) == len(state.deck) + sum(
            s == DOWN for status in state.status for s in status)

    random_walk(GAME, picks, invariant, players=players, seed=seed)
