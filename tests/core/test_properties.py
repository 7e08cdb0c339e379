"""Properties every game shares, over random positions and random text."""

import pytest
from hypothesis import given, settings, strategies as st

import skywidgets
from skywidgets.core.errors import IllegalMove


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_illegal_text_never_mutates(name):
    game = skywidgets.load(name)

    @settings(max_examples=40, deadline=None)
    @given(seed=st.integers(0, 2**32), plies=st.integers(0, 12), junk=st.text(max_size=6))
    def check(seed, plies, junk):
        state = game.new(seed=seed)
        for ply in range(plies):
            if state.is_over:
                break
            moves = state.legal_moves()
            state.apply(moves[(seed + ply) % len(moves)])
        before = state.to_dict()
        if junk.strip().lower() in {m.id for m in state.legal_moves()}:
            return
        with pytest.raises(IllegalMove):
            state.apply(junk)
        assert state.to_dict() == before

    check()
