"""The estimate before a run: the panel asks how long a run would take, Python times the
rollout bot for a fraction of a second off the message handler and publishes it as
``outcomes["forecast"]``, never stopping other work and never for a position the game
has left."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from skywidgets import Skyjo, Skyway, SkywayRobbery
from skywidgets.core import simulate as simulate_module
from skywidgets.core.errors import BadMessage
from skywidgets.widget import simulation
from skywidgets.widget.settings import MAX_ROLLOUTS
from skywidgets.widget.testing import play, send

FORECAST_FIELDS = {"status", "ply", "seat", "n", "rollout", "moves", "horizon", "rollouts",
                   "measured", "sweep_seconds", "estimate", "budget", "fits", "lower_bound"}


def measured(w) -> None:
    """Wait for the estimate a message started (it measures for a fraction of a second)."""
    if w._estimate_thread is not None:
        w._estimate_thread.join()


def test_the_panel_message_publishes_an_estimate_beside_no_run():
    w = Skyway(seed=3)
    send(w, {"type": "estimate", "n": 300, "rollout": "greedy", "ply": 0})
    measured(w)
    assert w.error == {}
    # no run yet: outcomes hold the estimate alone, and a panel reads "not run yet"
    assert set(w.outcomes) == {"forecast"}
    forecast = w.outcomes["forecast"]
    assert set(forecast) == FORECAST_FIELDS and forecast["status"] == "estimated"
    assert forecast["ply"] == 0 and forecast["n"] == 300 and forecast["rollout"] == "greedy"
    assert forecast["moves"] == len(w.moves) and forecast["budget"] == 5
    assert forecast["estimate"] == pytest.approx(forecast["sweep_seconds"] * 300, rel=1e-3)
    assert 1 <= forecast["fits"] <= MAX_ROLLOUTS
    assert forecast["measured"] < 1  # a fraction of a second, whatever the bot


def test_the_message_defaults_to_the_settings():
    w = Skyway(seed=3, settings={"sim_n": 40, "sim_seconds": 12})
    send(w, {"type": "estimate"})
    measured(w)
    forecast = w.outcomes["forecast"]
    assert (forecast["n"], forecast["rollout"], forecast["budget"]) == (40, "random", 12)


def test_a_finished_run_keeps_its_shape_beside_an_estimate():
    w = Skyway(seed=3)
    w.simulate(n=3, seed=1)
    run = dict(w.outcomes)
    forecast = w.estimate(n=100, rollout="greedy")
    assert w.outcomes == {**run, "forecast": forecast}
    # a new run replaces all of it
    w.simulate(n=2, seed=1)
    assert "forecast" not in w.outcomes and w.outcomes["n"] == 2


def test_the_python_call_returns_and_publishes_it():
    w = Skyjo(players=["You", "greedy"], seed=3)
    forecast = w.estimate(n=200, rollout="greedy")
    assert w.outcomes["forecast"] == forecast and forecast["seat"] == 0
    assert forecast["estimate"] > 0 and forecast["fits"] >= 1


def test_fits_never_exceeds_what_a_run_may_play(monkeypatch):
    w = Skyway(seed=3)
    monkeypatch.setattr(simulate_module, "sweeps_within", lambda budget, sweep: 10 ** 9)
    assert w.estimate(n=10)["fits"] == MAX_ROLLOUTS


@pytest.mark.parametrize("content, field", [
    ({"n": 0}, "n"), ({"n": "200"}, "n"), ({"n": MAX_ROLLOUTS + 1}, "n"),
    ({"rollout": "ismcts"}, "rollout"), ({"rollout": "nobody"}, "rollout"),
    ({"rollout": 3}, "rollout"), ({"ply": "0"}, "ply"), ({"ply": -1}, "ply"),
    ({"ply": 1.5}, "ply")])
def test_a_malformed_request_is_refused_naming_the_field(content, field):
    w = Skyway(seed=3)
    send(w, {"type": "estimate", **content})
    assert w.error["field"] == field
    assert w._estimate_thread is None and w.outcomes == {}


def test_a_stale_request_is_skipped_without_a_word():
    w = Skyway(seed=3)
    play(w, "a5")
    send(w, {"type": "estimate", "ply": 0})
    assert w.error == {} and w._estimate_thread is None and w.outcomes == {}


def test_it_never_stops_a_running_simulation():
    w = Skyjo(players=["You", "greedy"], seed=3)
    w.settings = {**w.settings, "rollout": "greedy", "sim_seconds": 60}
    send(w, {"type": "simulate", "n": 5000})
    try:
        assert w.busy == "simulating"
        send(w, {"type": "estimate", "ply": w.ply})
        # skipped: the run goes on, nothing is measured beside it
        assert w.error == {} and w.busy == "simulating" and w._estimate_thread is None
    finally:
        w.stop()
    assert "forecast" not in w.outcomes


def test_nothing_is_measured_behind_a_handoff_or_in_the_past():
    w = SkywayRobbery(players=["Ann", "Bob"], seed=2, dirty_tricks=0)
    assert w.handoff  # the screen waits for the first person: no one's cards are shown
    send(w, {"type": "estimate", "ply": w.ply})
    assert w.error == {} and w._estimate_thread is None and w.outcomes == {}
    send(w, {"type": "ready"})
    send(w, {"type": "estimate", "ply": w.ply})
    measured(w)
    assert w.outcomes["forecast"]["seat"] == w.state.current_player
    play(w, w.moves[0]["id"])
    # the next person's turn starts behind a hand-off, and the estimate went with the position
    assert w.handoff and w.outcomes == {}
    send(w, {"type": "ready"})
    send(w, {"type": "goto", "ply": 0})
    send(w, {"type": "estimate"})
    assert w.error == {} and "forecast" not in w.outcomes
    with pytest.raises(BadMessage, match="past position"):
        w.estimate()


def test_an_estimate_is_not_written_once_the_game_moved_on(monkeypatch):
    w = Skyway(seed=3)
    started, release = threading.Event(), threading.Event()
    measure = simulation.estimate_run

    def held(*args, **kwargs):
        result = measure(*args, **kwargs)
        started.set()
        release.wait(10)
        return result

    monkeypatch.setattr(simulation, "estimate_run", held)
    send(w, {"type": "estimate", "ply": 0})
    assert started.wait(10)
    play(w, "a5")  # the position it measured is gone
    release.set()
    measured(w)
    assert "forecast" not in w.outcomes and w.error == {}


def test_a_run_stops_an_estimate_still_measuring(monkeypatch):
    w = Skyway(seed=3)
    started = threading.Event()
    measure = simulation.estimate_run

    def held(*args, **kwargs):
        result = measure(*args, **kwargs)
        started.set()
        # holds until it is told to stop, as a long measurement would
        for _ in range(10_000):
            simulate_module.checkpoint()
            time.sleep(0.001)
        return result

    monkeypatch.setattr(simulation, "estimate_run", held)
    send(w, {"type": "estimate", "ply": 0})
    assert started.wait(10)
    thread = w._estimate_thread
    w.simulate(n=2, seed=1)
    assert not thread.is_alive()
    assert "forecast" not in w.outcomes and w.outcomes["done"] == 2 and w.error == {}


def test_a_new_request_replaces_the_one_measuring():
    w = Skyway(seed=3)
    send(w, {"type": "estimate", "rollout": "greedy", "ply": 0})
    first = w._estimate_thread
    send(w, {"type": "estimate", "rollout": "random", "ply": 0})
    assert not first.is_alive()
    measured(w)
    assert w.outcomes["forecast"]["rollout"] == "random"


def test_the_protocol_page_documents_the_estimate():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "widget-protocol.md").read_text()
    assert '{"type": "estimate", "n": 200, "rollout": "greedy", "ply": 4}' in doc
    for field in FORECAST_FIELDS:
        assert f'"{field}":' in doc.split("*Before a run: the estimate.*")[1], field
