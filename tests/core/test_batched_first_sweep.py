"""A batched run's first sweep of a few moves is played one by one (core/batched.py,
``first_sweep``): from the redrawn world and random stream the batched sweeps draw, with
the results of a one-by-one run's first sweep; with more moves it is a batch of its own."""
from __future__ import annotations

import pytest

import skywidgets
from skywidgets.core import batched
from skywidgets.core.bots import get_bot
from skywidgets.core.rng import Rng
from skywidgets.core.simulate import iter_simulate, simulate

pytest.importorskip("numpy")

#: Skyline Express makes the first moves in batch (batched_sweeps), Skyjo has the core copy
GAMES = ("skyline_express", "skyjo")


def position(name: str):
    game = skywidgets.load(name)
    state = game.new(players=2, seed=5)
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    return state


def first_sweep(state, rng):
    return batched.first_sweep(state, state.current_player, "seat", rng,
                               state.legal_moves(), "random", get_bot("random", state.game))


@pytest.mark.parametrize("name", GAMES)
def test_a_first_sweep_of_few_moves_is_the_one_by_one_runs_first_sweep(name, monkeypatch):
    state = position(name)
    monkeypatch.setattr(batched, "FIRST_SWEEP_MOVES", len(state.legal_moves()))
    results, batch_seconds = first_sweep(state, Rng(7))
    alone = next(iter_simulate(state, n=1, rng=7, batched=False, horizon=False))
    assert batch_seconds is None
    assert [(score, float(won)) for score, won in results] == \
        [(row.total, float(row.wins)) for row in alone.rows]


@pytest.mark.parametrize("name", GAMES)
def test_a_first_sweep_of_more_moves_is_a_batch_of_one_sweep(name, monkeypatch):
    state = position(name)
    monkeypatch.setattr(batched, "FIRST_SWEEP_MOVES", len(state.legal_moves()) - 1)
    results, batch_seconds = first_sweep(state, Rng(7))
    assert batch_seconds is not None
    assert results == batched.play_sweeps(state, state.current_player, "seat", Rng(7),
                                          state.legal_moves(), "random", 1)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("one_by_one", [True, False])
def test_the_first_sweep_draws_what_a_batch_of_one_sweep_draws(name, one_by_one, monkeypatch):
    # the sweeps after it see the worlds they see when the first sweep is a batch
    state = position(name)
    monkeypatch.setattr(batched, "FIRST_SWEEP_MOVES", 100 if one_by_one else 0)
    one, two = Rng(3), Rng(3)
    first_sweep(state, one)
    batched.play_sweeps(state, state.current_player, "seat", two, state.legal_moves(),
                        "random", 1)
    assert one.to_dict() == two.to_dict()


def test_a_seeded_run_in_batch_replays_and_fills_every_row(monkeypatch):
    state = position("skyline_express")
    for limit in (0, 100):
        monkeypatch.setattr(batched, "FIRST_SWEEP_MOVES", limit)
        result = simulate(state, n=20, rng=2, horizon=False)
        again = simulate(state, n=20, rng=2, horizon=False)
        assert result.status == "done" and result.done == 20
        assert all(row.n == 20 for row in result.rows)
        assert [row.total for row in result.rows] == [row.total for row in again.rows]
