import pytest

import skywidgets
from skywidgets.core.bots import BOTS, SeatInfo, get_bot, play_out
from skywidgets.core.rng import Rng


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_play_legal_moves_to_the_end(name):
    state = skywidgets.load("skyway").new(seed=3)
    play_out(state, get_bot(name), Rng(1))
    assert state.is_over


def test_seat_info_exposes_no_state():
    state = skywidgets.load("skyway").new(seed=3)
    info = SeatInfo(state, 0)
    assert not hasattr(info, "to_dict")
    assert not hasattr(info, "deck")
    assert info.view() == state.view(0)


def test_greedy_beats_random_on_average():
    game = skywidgets.load("skyway")
    totals = {}
    for name in ("random", "greedy"):
        scores = []
        for seed in range(20):
            state = game.new(seed=seed)
            play_out(state, get_bot(name), Rng(seed))
            scores.append(state.scores()[0])
        totals[name] = sum(scores) / len(scores)
    assert totals["greedy"] > totals["random"] + 2


def test_unknown_bot():
    with pytest.raises(ValueError, match="greedy"):
        get_bot("alphazero")
