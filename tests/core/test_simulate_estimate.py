"""Simulations safe to run live, measured on a fake clock: the budget is kept to within
about one rollout (checked before every rollout, not only every sweep), rows that end one
rollout apart are judged right, and the estimate before a run times the rollout policy
briefly, on redrawn worlds only."""

from __future__ import annotations

import pytest

import skywidgets
from skywidgets.core import simulate as simulate_module
from skywidgets.core.bots import Bot, SeatInfo
from skywidgets.core.rng import Rng
from skywidgets.core.simulate import (ESTIMATE_SWEEPS, Estimate, MoveOutcome, Outcomes,
                                      clearly_ahead, estimate_run, play_rollout, quick_path,
                                      simulate, sweeps_within)


class FakeClock:
    """A clock that moves only when the slow policy below plays a move."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class SlowBot(Bot):
    """Random moves, each taking ``step`` seconds of the fake clock."""

    name = "slow"

    def __init__(self, clock: FakeClock, step: float) -> None:
        self.clock = clock
        self.step = step

    def choose(self, info: SeatInfo, rng: Rng):
        self.clock.now += self.step
        return rng.choice(info.legal_moves())


@pytest.fixture
def clock(monkeypatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(simulate_module, "clock", fake)
    return fake


@pytest.fixture
def rollout_times(monkeypatch, clock) -> list[float]:
    """The fake seconds each rollout of a run took, in the order they were played."""
    times: list[float] = []
    play = simulate_module.play_rollout

    def timed(*args, **kwargs):
        began = clock()
        ended = play(*args, **kwargs)
        times.append(clock() - began)
        return ended

    monkeypatch.setattr(simulate_module, "play_rollout", timed)
    return times


def skyway():
    return skywidgets.load("skyway").new(seed=4)


# ---- the budget, rollout by rollout ----------------------------------------------------

def test_a_slow_policy_stops_inside_the_first_sweep_within_one_rollout(clock, rollout_times):
    state = skyway()
    moves = len(state.legal_moves())
    # about 0.2 s a rollout and 27 moves: one sweep is more than 5 s
    result = simulate(state, n=50, rollout=SlowBot(clock, 0.012), rng=1, budget=5)
    longest = max(rollout_times)
    assert sum(rollout_times) > 0 and result.budget_hit and result.status == "done"
    assert 5 - longest < result.elapsed <= 5 + longest
    # the first sweep is not finished for the budget's sake
    assert result.done == 0 and 0 < len(rollout_times) < moves
    counts = [row.n for row in result.rows]
    assert counts == [1] * len(rollout_times) + [0] * (moves - len(rollout_times))
    assert result.verdict() == (None, "some moves have no rollout yet")
    # what all of it would take, from the rollouts played
    assert result.estimate == pytest.approx(result.elapsed / len(rollout_times) * moves * 50)
    assert result.fits == 1


@pytest.mark.parametrize("budget", [9.5, 14.0, 23.3])
def test_a_run_ends_partway_through_a_sweep_within_one_rollout(clock, rollout_times, budget):
    state = skyway()
    moves = len(state.legal_moves())
    result = simulate(state, n=200, rollout=SlowBot(clock, 0.003), rng=2, budget=budget)
    longest = max(rollout_times)
    assert result.budget_hit and budget - longest < result.elapsed <= budget + longest
    # every rollout played is in the rows: whole sweeps, then the first moves of one more
    counts = [row.n for row in result.rows]
    assert sum(counts) == len(rollout_times)
    ahead = len(rollout_times) - result.done * moves
    assert 0 <= ahead < moves and result.done >= 1
    assert counts == [result.done + 1] * ahead + [result.done] * (moves - ahead)
    assert result.to_dict()["done"] == result.done


def test_a_cut_run_holds_the_rollouts_an_unbudgeted_run_plays_first(clock):
    state = skyway()
    cut = simulate(state, n=200, rollout=SlowBot(clock, 0.003), rng=7, budget=9.5)
    ahead = sum(row.n > cut.done for row in cut.rows)
    assert cut.budget_hit and cut.done >= 1 and ahead

    def stats(rows):
        return [(row.id, row.n, row.wins, row.total, row.total_sq) for row in rows]

    level = simulate(state, n=cut.done, rollout=SlowBot(clock, 0.003), rng=7)
    further = simulate(state, n=cut.done + 1, rollout=SlowBot(clock, 0.003), rng=7)
    assert stats(cut.rows[:ahead]) == stats(further.rows[:ahead])
    assert stats(cut.rows[ahead:]) == stats(level.rows[ahead:])


def test_uneven_rows_are_said_in_the_text(clock):
    result = simulate(skyway(), n=200, rollout=SlowBot(clock, 0.003), rng=2, budget=9.5)
    ahead = sum(row.n > result.done for row in result.rows)
    assert ahead and (f"{ahead} of the 27 moves have {result.done + 1} rollouts: the budget "
                      "ran out partway through a sweep") in str(result)


# ---- the verdict on rows that differ by one rollout ------------------------------------

def outcome(move: str, n: int, wins: int, scores: list[float]) -> MoveOutcome:
    row = MoveOutcome(move, f"move {move}")
    for i in range(n):
        row.add(scores[i % len(scores)], i < wins)
    return row


def judged(*rows: MoveOutcome, lower_is_better: bool = False) -> Outcomes:
    return Outcomes(ply=3, seat=0, n=200, rollout="random", rows=list(rows),
                    done=min(row.n for row in rows), lower_is_better=lower_is_better,
                    budget_hit=True)


def test_a_clear_winner_is_starred_with_one_rollout_more():
    ahead = judged(outcome("a", 41, 35, [5]), outcome("b", 40, 5, [5]), outcome("c", 40, 6, [5]))
    assert ahead.verdict()[0].id == "a"
    behind = judged(outcome("a", 41, 5, [5]), outcome("b", 40, 35, [5]), outcome("c", 40, 6, [5]))
    assert behind.verdict()[0].id == "b"


def test_equal_shares_over_unequal_counts_go_to_the_means():
    # 21 of 42 and 20 of 40: the same share, so the better mean decides
    low, high = outcome("low", 42, 21, [10, 11, 12]), outcome("high", 40, 20, [30, 31, 32])
    assert judged(low, high, lower_is_better=True).verdict()[0].id == "low"
    assert judged(low, high).verdict()[0].id == "high"


def test_a_share_one_rollout_apart_is_not_clearly_better():
    # 21 of 41 is a higher share than 20 of 40, but nowhere near clearly
    a, b = outcome("a", 41, 21, [10]), outcome("b", 40, 20, [30])
    assert not clearly_ahead(a, b, lower_is_better=True)
    assert judged(a, b, lower_is_better=True).verdict() == (
        None, "the leading moves' 95% intervals overlap")


def test_a_single_rollout_is_no_mean_to_compare():
    one_low, one_high = outcome("a", 1, 1, [1]), outcome("b", 1, 1, [9])
    assert not clearly_ahead(one_low, one_high, lower_is_better=True)
    assert not clearly_ahead(one_high, one_low, lower_is_better=False)
    assert judged(one_low, one_high).verdict()[0] is None


def test_no_star_while_some_move_has_no_rollout():
    # however far ahead the leader is, a move not yet played could be better
    result = judged(outcome("a", 2, 2, [5]), outcome("b", 1, 0, [5]), outcome("c", 0, 0, [5]))
    assert result.verdict() == (None, "some moves have no rollout yet")
    assert result.to_dict()["best"] is None


@pytest.mark.parametrize("lower_is_better", [True, False])
def test_a_move_without_a_rollout_never_leads(lower_is_better):
    # its mean of 0 would be the best in a game where lower is better: it measured nothing
    result = judged(outcome("played", 1, 0, [20]), outcome("unplayed", 0, 0, [0]),
                    lower_is_better=lower_is_better)
    assert result.best().id == "played" and result.to_dict()["leader"] == "played"
    assert [row.id for row in result.ranked()] == ["played", "unplayed"]
    assert result.verdict() == (None, "some moves have no rollout yet")


# ---- the estimate before a run ---------------------------------------------------------

def test_the_estimate_measures_a_few_sweeps_of_a_quick_policy(clock):
    state = skyway()
    before = state.to_dict()
    guess = estimate_run(state, n=200, rollout=SlowBot(clock, 1e-5), rng=1, budget=5)
    moves = len(state.legal_moves())
    assert guess.moves == moves and guess.rollouts == ESTIMATE_SWEEPS * moves
    assert not guess.lower_bound and guess.seconds < 0.2
    # 17 to 19 moves a rollout (less the move tried), 1e-5 s each
    assert moves * 15e-5 < guess.sweep_seconds < moves * 20e-5
    assert guess.estimate == pytest.approx(guess.sweep_seconds * 200)
    assert guess.fits == sweeps_within(5, guess.sweep_seconds)
    assert state.to_dict() == before
    # never more sweeps than the run itself would play
    assert estimate_run(state, n=3, rollout=SlowBot(clock, 1e-5), rng=1).rollouts == 3 * moves


def test_the_estimate_stops_at_its_limit(clock):
    state = skyway()
    guess = estimate_run(state, n=200, rollout=SlowBot(clock, 0.004), rng=1, budget=5,
                         limit=0.2)
    # a rollout is about 0.07 s: two or three end, the one under way is cut short
    assert 2 <= guess.rollouts <= 3 and not guess.lower_bound
    assert 0.2 <= guess.seconds <= 0.2 + 0.004
    # the rollout cut short counts: the policy is not taken for quicker than it is
    assert guess.sweep_seconds >= guess.seconds / guess.rollouts * guess.moves - 1e-9


def test_a_rollout_longer_than_the_limit_gives_bounds(clock):
    state = skyway()
    guess = estimate_run(state, n=200, rollout=SlowBot(clock, 0.5), rng=1, budget=5,
                         limit=0.2)
    assert guess.lower_bound and guess.rollouts == 0
    assert guess.seconds == pytest.approx(0.5)  # one move of the slow policy, then cut
    assert guess.sweep_seconds == pytest.approx(0.5 * guess.moves)
    assert guess.fits == 1
    data = guess.to_dict()
    assert data["status"] == "estimated" and data["lower_bound"] is True
    assert str(guess).startswith("200 rollouts per move with slow play: more than ")
    assert str(guess).endswith("the 5 s budget ends a run before every move has a rollout")
    bound = Estimate(ply=0, seat=0, n=50, rollout="slow", moves=10, sweep_seconds=0.4,
                     rollouts=0, seconds=0.2, lower_bound=True, budget=5)
    assert str(bound).endswith("more than 20 s; the 5 s budget holds at most 10 per move")


def test_the_estimate_never_reads_the_real_deck(clock):
    state = skyway()
    state.apply("b2")
    shuffled = state.determinize(0, 99)  # the same view, another hidden deck
    a = estimate_run(state, n=50, rollout=SlowBot(clock, 0.001), rng=5, budget=5).to_dict()
    b = estimate_run(shuffled, n=50, rollout=SlowBot(clock, 0.001), rng=5, budget=5).to_dict()
    assert a == b


def test_the_estimate_plays_to_the_rollouts_horizon():
    game = skywidgets.load("skyway_robbery")
    state = game.new(players=2, seed=1)
    assert estimate_run(state, n=5, rng=1).horizon == "the end of round 1"
    assert estimate_run(state, n=5, rng=1, horizon=False).horizon is None


def test_the_estimate_in_words_and_as_data():
    guess = Estimate(ply=4, seat=0, n=200, rollout="greedy", moves=12, sweep_seconds=1.8,
                     rollouts=9, seconds=0.2, budget=5)
    assert guess.estimate == pytest.approx(360) and guess.fits == 2
    assert str(guess) == ("200 rollouts per move with greedy play: about 360 s; the 5 s "
                          "budget holds about 2 per move")
    roomy = Estimate(ply=4, seat=0, n=20, rollout="random", moves=12, sweep_seconds=0.01,
                     rollouts=120, seconds=0.05, budget=5)
    assert str(roomy).endswith("the 5 s budget holds all of them")
    data = roomy.to_dict()
    assert data == {"status": "estimated", "ply": 4, "seat": 0, "n": 20, "rollout": "random",
                    "moves": 12, "horizon": None, "rollouts": 120, "measured": 0.05,
                    "sweep_seconds": 0.01, "estimate": 0.2, "budget": 5, "fits": 500,
                    "lower_bound": False}
    unbudgeted = Estimate(ply=0, seat=0, n=5, rollout="random", moves=3, sweep_seconds=0.1,
                          rollouts=3, seconds=0.1)
    assert unbudgeted.fits is None and "budget" not in str(unbudgeted)


@pytest.mark.parametrize("arguments", [{"n": 0}, {"n": 2.5}, {"budget": 0},
                                       {"budget": float("nan")}, {"limit": 0},
                                       {"limit": -1}, {"limit": "1"}])
def test_the_estimate_checks_its_arguments(arguments):
    with pytest.raises(ValueError):
        estimate_run(skyway(), **{"n": 10, **arguments})


def test_a_finished_game_has_nothing_to_estimate():
    state = skyway()
    while not state.is_over:
        state.apply(state.legal_moves()[0])
    with pytest.raises(ValueError, match="game is over"):
        estimate_run(state, n=5)


@pytest.mark.parametrize("game, options, rollout", [
    ("skyway", {}, "random"), ("skyway_robbery", {"players": 2}, "quick"),
    ("skyjo", {"players": 2}, "greedy")])
def test_a_rollout_under_a_distant_deadline_plays_the_same_moves(game, options, rollout):
    rules = skywidgets.load(game)
    state = rules.new(seed=3, **options)
    policy = simulate_module.get_bot(rollout, rules)
    quick = quick_path(policy, rules)
    world = state.determinize(state.current_player, 1)
    move = state.legal_moves()[0]
    ends = []
    for deadline in (None, simulate_module.clock() + 3600):
        game_copy = world.copy()
        game_copy.apply(move)
        assert play_rollout(game_copy, policy, quick, None, 12345, deadline)
        ends.append(game_copy.to_dict())
    assert ends[0] == ends[1]


def test_quick_paths_name_how_rollouts_play():
    rules = skywidgets.load("skyway_robbery")
    assert quick_path(simulate_module.get_bot("random", rules), rules) is None
    assert quick_path(simulate_module.get_bot("quick", rules), rules) == rules.playout_move
    assert quick_path(simulate_module.get_bot("greedy", rules), rules) is False
