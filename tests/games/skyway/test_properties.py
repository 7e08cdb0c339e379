"""Property tests over many random Skyway games."""

from hypothesis import given, settings, strategies as st

import skywidgets
from skywidgets.core.testing import random_walk
from skywidgets.games.skyway.data import CARD_TEXT

GAME = skywidgets.load("skyway")


def cards_everywhere(state):
    return (list(state.deck) + list(state.discard) + [c for bp in state.market for c in bp]
            + [c for stack in state.grid for c in stack])


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 26), min_size=1, max_size=40))
def test_random_play_keeps_every_invariant(seed, choices):
    def invariant(state):
        everything = cards_everywhere(state)
        assert sorted(everything) == list(range(40))  # component conservation
        assert all(len(stack) <= 3 for stack in state.grid)
        assert 1 <= state.round <= 3
        if not state.is_over:
            assert [len(bp) for bp in state.market] == [2, 2, 1]

    random_walk(GAME, choices, invariant, seed=seed)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_games_last_three_passes(seed):
    state = GAME.new(seed=seed)
    turns = 0
    while not state.is_over:
        state.apply(state.legal_moves()[turns % 27])
        turns += 1
    assert state.round == 3
    assert 12 <= turns <= 30
    assert len(CARD_TEXT) == 40
