"""Simulations safe to run live: a time budget that stops a run with what it has, an
estimate of how long all the rollouts would take, and a "best" move only where the
rollouts clearly support one."""

from __future__ import annotations

import pytest

import skywidgets
from skywidgets.core.simulate import (MoveOutcome, Outcomes, clearly_ahead, iter_simulate,
                                      simulate, sweeps_within)


def rows_of(result: Outcomes) -> list[tuple]:
    return [(row.id, row.n, row.wins, row.total, row.total_sq) for row in result.rows]


# ---- the budget ------------------------------------------------------------------------

def test_a_tiny_budget_stops_after_the_first_rollout_and_says_so():
    state = skywidgets.load("skyway").new(seed=4)
    result = simulate(state, n=50, rng=1, budget=1e-6)
    assert result.status == "done" and result.budget_hit
    # the first rollout is always played; the budget is gone before the second
    assert result.done == 0 and [row.n for row in result.rows] == [1] + [0] * 26
    data = result.to_dict()
    assert data["budget"] == 1e-6 and data["budget_hit"] is True and data["done"] == 0
    assert data["best"] is None and data["best_why"] == "some moves have no rollout yet"
    assert ("stopped after the 1e-06 s budget: 0 of 50 rollouts per move (1 of the 27 moves "
            "has 1 rollout: the budget ran out partway through a sweep)") in str(result)
    # what all of it would take, from the one rollout played
    assert result.estimate == pytest.approx(result.elapsed * 27 * 50)
    assert result.fits == 1


def test_a_budget_cut_run_holds_the_first_rollouts_of_the_full_one():
    state = skywidgets.load("skyway").new(seed=4)
    cut = simulate(state, n=30, rng=1, budget=1e-6)
    first = next(iter_simulate(state, n=30, rng=1))
    played = [row for row in rows_of(cut) if row[1]]
    assert played == rows_of(first)[:len(played)] and len(played) == 1


def test_without_a_budget_the_results_are_todays_for_the_same_seed():
    state = skywidgets.load("skyway").new(seed=4)
    result = simulate(state, n=6, rng=1)
    assert not result.budget_hit and result.budget is None and result.done == 6
    # the figures the same seed gave before runs had a budget
    assert [(row.id, row.wins, row.total) for row in result.rows[:5]] == [
        ("a1", 0, 51.0), ("a2", 0, 55.0), ("a3", 0, 52.0), ("a4", 0, 60.0), ("a5", 0, 51.0)]
    assert sum(row.total for row in result.rows) == 1528.0
    assert sum(row.total_sq for row in result.rows) == 14886.0
    # a budget that is not reached changes nothing
    roomy = simulate(state, n=6, rng=1, budget=3600)
    assert rows_of(roomy) == rows_of(result) and not roomy.budget_hit
    assert roomy.to_dict()["budget_hit"] is False


@pytest.mark.parametrize("budget", [0, -1, float("nan"), float("inf"), True, "5"])
def test_a_budget_is_a_positive_number_of_seconds(budget):
    state = skywidgets.load("skyway").new(seed=4)
    with pytest.raises(ValueError, match="budget"):
        simulate(state, n=2, budget=budget)


# ---- the estimate ----------------------------------------------------------------------

def test_the_first_sweep_estimates_the_whole_run():
    state = skywidgets.load("skybridge").new(players=2, seed=3)
    # one by one: a batched run's estimate follows each batch's speed (core/batched.py)
    sweeps = iter_simulate(state, n=12, rng=1, budget=60, batched=False)
    first = next(sweeps)
    assert first.estimate is not None and first.estimate > 0
    assert first.estimate == pytest.approx(first.elapsed * 12)
    assert first.fits == sweeps_within(60, first.elapsed) and first.fits >= 1
    last = first
    for last in sweeps:
        pass
    assert last.status == "done" and last.done == 12 and last.estimate == first.estimate
    # the right order of magnitude (a loaded machine may stretch any one sweep)
    assert last.elapsed / 10 < first.estimate < last.elapsed * 10
    data = last.to_dict()
    assert data["estimate"] > 0 and data["fits"] == first.fits


def test_no_budget_no_fits_and_no_estimate_before_the_first_sweep():
    state = skywidgets.load("skyway").new(seed=4)
    assert Outcomes(ply=0, seat=0, n=5, rollout="random").to_dict()["estimate"] is None
    result = simulate(state, n=2, rng=1)
    assert result.fits is None and result.estimate > 0


def test_sweeps_within_rounds_down_to_a_round_number():
    assert sweeps_within(5, 10) == 1  # never nothing
    assert sweeps_within(5, 0.6) == 8
    assert sweeps_within(5, 0.021) == 200
    assert sweeps_within(5, 0.0) >= 10 ** 8


# ---- the best move ---------------------------------------------------------------------

def outcome(move: str, n: int, wins: int, scores: list[float]) -> MoveOutcome:
    row = MoveOutcome(move, f"move {move}")
    for i in range(n):
        row.add(scores[i % len(scores)], i < wins)
    return row


def outcomes(*rows: MoveOutcome, lower_is_better: bool = False) -> Outcomes:
    return Outcomes(ply=3, seat=0, n=rows[0].n, rollout="random", rows=list(rows),
                    done=rows[0].n, lower_is_better=lower_is_better)


def test_no_best_when_no_move_won_a_rollout():
    result = outcomes(outcome("a", 100, 0, [10, 12]), outcome("b", 100, 0, [40, 42]))
    assert result.verdict() == (None, "no move won any rollout")
    data = result.to_dict()
    assert data["best"] is None and data["best_why"] == "no move won any rollout"
    assert data["leader"] == "b" and not any(row["best"] for row in data["rows"])


def test_no_best_when_the_leaders_interval_overlaps_the_next_ones():
    result = outcomes(outcome("a", 100, 20, [5]), outcome("b", 100, 26, [5]),
                      outcome("c", 100, 2, [5]))
    assert result.best().id == "b"  # it still ranks first
    assert result.verdict() == (None, "the leading moves' 95% intervals overlap")
    assert result.to_dict()["best"] is None


def test_a_clear_winner_is_best_and_only_its_row_is_flagged():
    result = outcomes(outcome("a", 100, 10, [5]), outcome("b", 100, 80, [5]),
                      outcome("c", 100, 30, [5]))
    best, why = result.verdict()
    assert best.id == "b" and "clear" in why
    data = result.to_dict()
    assert data["best"] == "b" and data["leader"] == "b"
    assert [row["best"] for row in data["rows"]] == [False, True, False]


@pytest.mark.parametrize("lower_is_better, best", [(True, "low"), (False, "high")])
def test_equal_wins_the_better_mean_decides_as_the_game_counts_it(lower_is_better, best):
    low = outcome("low", 100, 50, [10, 11, 12])
    high = outcome("high", 100, 50, [30, 31, 32])
    result = outcomes(low, high, lower_is_better=lower_is_better)
    assert result.verdict()[0].id == best
    assert clearly_ahead(low, high, True) and not clearly_ahead(low, high, False)
    assert clearly_ahead(high, low, False) and not clearly_ahead(high, low, True)


def test_equal_wins_and_overlapping_means_no_best():
    result = outcomes(outcome("a", 100, 50, [10, 30]), outcome("b", 100, 50, [11, 31]),
                      lower_is_better=True)
    assert result.verdict() == (None, "the leading moves' 95% intervals overlap")


def test_a_lone_move_and_an_empty_run_are_not_starred():
    assert outcomes(outcome("a", 50, 40, [1])).verdict() == (None, "only one legal move")
    empty = Outcomes(ply=0, seat=0, n=5, rollout="random",
                     rows=[MoveOutcome("a", "a"), MoveOutcome("b", "b")])
    assert empty.verdict() == (None, "no rollouts yet")


def test_skyway_random_rollouts_win_nothing_so_nothing_is_best():
    # Skyway's solitaire "win" is rare under random play: every move shows 0 %
    result = simulate(skywidgets.load("skyway").new(seed=4), n=6, rng=1)
    assert all(row.wins == 0 for row in result.rows)
    assert result.to_dict()["best"] is None
    assert result.best() is not None  # the ranking still has a first move
