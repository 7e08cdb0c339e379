import math

import pytest

import skywidgets
from skywidgets.core.simulate import MoveOutcome, iter_simulate, simulate, wilson_interval


def test_wilson_interval_known_values():
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-3)
    lo, hi = wilson_interval(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-3) and hi == pytest.approx(0.7634, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_mean_interval():
    row = MoveOutcome("x", "x")
    for score in (10, 12, 14, 16):
        row.add(score, False)
    lo, hi = row.mean_interval
    sd = math.sqrt(((10 - 13) ** 2 + 1 + 1 + 9) / 3)
    assert row.mean == 13
    assert hi - 13 == pytest.approx(1.96 * sd / 2, rel=1e-3)
    assert lo == pytest.approx(26 - hi)


def test_simulate_covers_every_legal_move_and_is_reproducible():
    state = skywidgets.load("skyway").new(seed=4)
    state.apply("a5")
    first = simulate(state, n=6, rng=3)
    second = simulate(state, n=6, rng=3)
    assert [r.id for r in first.rows] == [m.id for m in state.legal_moves()]
    assert all(r.n == 6 for r in first.rows)
    assert first.to_dict()["rows"] == second.to_dict()["rows"]
    assert first.status == "done" and first.ply == 1


def test_iter_simulate_grows_and_can_stop_early():
    state = skywidgets.load("skyway").new(seed=4)
    seen = []
    for partial in iter_simulate(state, n=50, rng=1):
        seen.append(partial.done)
        if partial.done == 3:
            break
    assert seen == [1, 2, 3]


def test_simulate_does_not_touch_the_state():
    state = skywidgets.load("skyway").new(seed=4)
    before = state.to_dict()
    simulate(state, n=3, rng=1)
    assert state.to_dict() == before


def test_rollouts_do_not_depend_on_the_real_deck_order():
    game = skywidgets.load("skyway")
    state = game.new(seed=4)
    state.apply("b2")
    shuffled = state.determinize(0, 99)  # same view, different hidden deck
    a = simulate(state, n=4, rng=5).to_dict()["rows"]
    b = simulate(shuffled, n=4, rng=5).to_dict()["rows"]
    assert a == b


@pytest.mark.parametrize("n", [0, -1, 1.5, "10", True])
def test_bad_rollout_counts(n):
    state = skywidgets.load("skyway").new(seed=1)
    with pytest.raises(ValueError):
        simulate(state, n=n)


def test_simulate_needs_a_live_game():
    state = skywidgets.load("skyway").new(seed=1)
    while not state.is_over:
        state.apply(state.legal_moves()[0])
    with pytest.raises(ValueError, match="over"):
        simulate(state, n=2)


def test_lower_is_better_games_rank_low_scores_first():
    game = skywidgets.load("skyjo")
    state = game.new(players=2, seed=3)
    for move in ("r1", "r2", "r1", "r2"):
        state.apply(move)
    result = simulate(state, n=3, rng=2)
    assert result.lower_is_better and result.score_name == "round score"
    ranked = result.ranked()
    for better, worse in zip(ranked, ranked[1:]):
        assert (better.win, -better.mean) >= (worse.win, -worse.mean)
    data = result.to_dict()
    assert data["leader"] == ranked[0].id and data["score_name"] == "round score"
    # the round score of the round being played, not the game total
    assert all(-2 * 12 <= row.mean <= 2 * 12 * 12 for row in result.rows)
