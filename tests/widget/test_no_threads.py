"""Where no thread can start (Pyodide: JupyterLite), bots, simulations and the estimate run
in slices on the kernel's event loop: a bot's turn completes, a bot run stops at a person's
turn, Simulated outcomes fill in as they go, Stop stops, ``busy`` always clears, and the
loop answers other work between two slices. Without an event loop the work runs to its end
at once. Threads are refused here by making ``Thread.start`` raise as Pyodide's does, or by
``sys.platform`` reading "emscripten"."""

from __future__ import annotations

import asyncio
import sys
import threading
import time

import pytest

from skywidgets import Skybridge, Skyjo, Skyway
from skywidgets.widget import background
from skywidgets.widget.background import Job, run_to_end
from skywidgets.widget.testing import as_the_board_sends


def refuse(self, *args, **kwargs):
    raise RuntimeError("can't start new thread")


@pytest.fixture(params=["start fails", "emscripten"])
def no_threads(request, monkeypatch):
    """Threads refused one way or the other; a thread started anyway fails the test."""
    if request.param == "start fails":
        monkeypatch.setattr(threading.Thread, "start", refuse)
    else:
        monkeypatch.setattr(sys, "platform", "emscripten")

        def never(self, *args, **kwargs):
            raise AssertionError("a thread was started under Pyodide")
        monkeypatch.setattr(threading.Thread, "start", never)
    # the browser tests' Playwright (its sync API) marks its event loop as running in this
    # thread for the rest of the session; these tests need a thread where none runs
    outer = asyncio.events._get_running_loop()
    asyncio.events._set_running_loop(None)
    yield request.param
    asyncio.events._set_running_loop(outer)


def send(widget, content) -> None:
    """A message as the browser sends it, nothing waited for."""
    widget._on_message(widget, as_the_board_sends(widget, content), None)


async def until(condition, timeout: float = 60.0) -> None:
    """Let the event loop turn until ``condition()`` holds."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.005)


def on_loop(coroutine_function):
    """Run the test's coroutine on a fresh event loop, as ipykernel runs a cell."""
    return asyncio.run(coroutine_function())


def test_a_job_runs_on_the_loop_where_no_thread_starts_and_to_the_end_without_a_loop(
        no_threads):
    def count(to, seen):
        for number in range(to):
            seen.append(number)
            yield None
        return "counted"

    async def drive():
        seen, ends = [], []
        job = Job(count(3, seen), threading.Event(), on_end=ends.append)
        assert job.start() == "loop"
        assert seen == [] and job.alive  # nothing runs before the caller gives the loop back
        await until(lambda: not job.alive)
        assert seen == [0, 1, 2] and ends == [None] and job.result == "counted"
    on_loop(drive)

    seen, ends = [], []
    job = Job(count(3, seen), threading.Event(), on_end=ends.append)
    assert job.start() == "here" and not job.alive
    assert seen == [0, 1, 2] and ends == [None] and job.result == "counted"


def test_stop_goes_on_with_stopped_where_the_job_paused_and_errors_reach_on_end(no_threads):
    def pauses(log):
        try:
            while True:
                log.append("step")
                yield 5.0  # a long pause: Stop must not wait it out
        except background.Stopped:
            log.append("stopped")
            raise

    def breaks():
        yield None
        raise ValueError("boom")

    async def drive():
        log, ends = [], []
        stop = threading.Event()
        job = Job(pauses(log), stop, on_end=ends.append)
        job.start()
        await until(lambda: log == ["step"])
        stop.set()
        began = time.monotonic()
        assert job.join(10)
        assert time.monotonic() - began < 5.0
        assert log == ["step", "stopped"] and isinstance(ends[0], background.Stopped)

        ends = []
        job = Job(breaks(), threading.Event(), on_end=ends.append)
        job.start()
        await until(lambda: not job.alive)
        assert isinstance(ends[0], ValueError) and str(ends[0]) == "boom"
    on_loop(drive)
    with pytest.raises(ValueError, match="boom"):
        run_to_end(breaks())


def test_a_bot_s_turn_completes_on_the_loop(no_threads):
    async def drive():
        w = Skyjo(players=["greedy", "You"], seed=1, settings={"autoplay": False})
        send(w, {"type": "bot_step"})
        assert w.busy == "bots" and w.ply == 0  # played later, between kernel messages
        assert w._worker.mode == "loop"
        await until(lambda: w.busy == "")
        assert w.error == {} and w.ply == 2 and w.view["current_player"] == 1
    on_loop(drive)


def test_run_bots_plays_the_bots_until_a_person_s_turn(no_threads):
    async def drive():
        w = Skyjo(players=["greedy", "random", "You"], seed=4,
                  settings={"autoplay": False, "pace": 0})
        send(w, {"type": "bot_run"})
        assert w.busy == "bots"
        await until(lambda: w.busy == "")
        assert w.error == {} and w.ply == 4 and w.view["current_player"] == 2
        assert {entry["seat"] for entry in w.log_entries} == {0, 1}
    on_loop(drive)


def test_simulated_outcomes_fill_in_before_the_end_and_the_loop_answers_between_slices(
        no_threads):
    async def drive():
        w = Skyway(seed=3, settings={"sim_seconds": 60})
        loop = asyncio.get_running_loop()
        ticks = []

        def tick():  # other kernel work: it must get in while the rollouts run
            ticks.append(w.outcomes.get("status"))
            if w.busy:
                loop.call_later(0.01, tick)
        send(w, {"type": "simulate", "n": 300})
        assert w.busy == "simulating"
        loop.call_soon(tick)
        await until(lambda: w.busy == "")
        assert w.error == {} and w.outcomes["status"] == "done"
        assert w.outcomes["n"] == 300
        assert "running" in ticks  # partial results were there before the end
        assert len(ticks) > 3
    on_loop(drive)


def test_stop_stops_a_long_simulation_and_nothing_is_written_after(no_threads):
    async def drive():
        w = Skyway(seed=3, settings={"sim_seconds": 120})
        send(w, {"type": "simulate", "n": 5000})
        await until(lambda: w.outcomes.get("status") == "running")
        send(w, {"type": "stop"})
        assert w.busy == "" and w.error == {}
        stopped = w.outcomes
        assert stopped["status"] == "stopped"
        await asyncio.sleep(0.3)
        assert w.outcomes == stopped and w.busy == ""
    on_loop(drive)


def test_stop_stops_a_bot_run_waiting_out_its_pace(no_threads):
    async def drive():
        w = Skyjo(players=["greedy", "random", "You"], seed=4,
                  settings={"autoplay": False, "pace": 0.5})
        send(w, {"type": "bot_run"})
        await until(lambda: w.ply >= 1)
        send(w, {"type": "stop"})
        ply = w.ply
        assert w.busy == "" and w.error == {}
        await asyncio.sleep(1.2)  # longer than two paces
        assert w.ply == ply and w.busy == ""
    on_loop(drive)


def test_an_error_inside_the_work_clears_busy_and_is_shown(no_threads, monkeypatch):
    from skywidgets.widget import simulation

    def broken(*args, **kwargs):
        raise ValueError("the rollout bot broke")
        yield  # a generator, as the real one is

    monkeypatch.setattr(simulation, "iter_simulate", broken)

    async def drive():
        w = Skyway(seed=3)
        send(w, {"type": "simulate", "n": 50})
        assert w.busy == "simulating"
        await until(lambda: w.busy == "")
        assert w.error["message"] == "simulating stopped: the rollout bot broke"
    on_loop(drive)


def test_comparing_two_branches_runs_on_the_loop_and_stops(no_threads):
    async def drive():
        w = Skybridge(players=["Ann", "Ben"], seed=0, settings={"pace": 0})
        first = w.moves[0]["id"]
        w.play(first)
        w.play(w.moves[0]["id"])
        w.goto(0)
        w.play(next(move.id for move in w._replay_to(0).legal_moves()
                    if move.id != first))  # another first move: a second branch
        names = [branch["name"] for branch in w.branches]
        assert len(names) == 2
        send(w, {"type": "compare", "branches": names, "n": 3})
        assert w.busy == "simulating"
        await until(lambda: w.busy == "")
        assert w.error == {} and w.comparison["status"] == "done"
        w.settings = {**w.settings, "sim_seconds": 600}
        send(w, {"type": "compare", "branches": names, "n": 5000})
        await until(lambda: w.comparison["status"] == "running"
                    and w.comparison["branches"][0]["outcomes"])
        send(w, {"type": "stop"})
        assert w.busy == "" and w.comparison["status"] == "stopped"
    on_loop(drive)


def test_the_estimate_is_measured_on_the_loop(no_threads):
    async def drive():
        w = Skyway(seed=3)
        send(w, {"type": "estimate", "n": 200, "ply": w.ply})
        assert "forecast" not in w.outcomes  # measured a slice later
        await until(lambda: "forecast" in w.outcomes)
        forecast = w.outcomes["forecast"]
        assert forecast["status"] == "estimated" and forecast["n"] == 200
        assert w.error == {}
    on_loop(drive)


def test_wait_inside_a_cell_runs_the_rest_of_the_work_there(no_threads):
    async def drive():
        w = Skyway(seed=3, settings={"sim_seconds": 60})
        w.simulate(n=100, wait=False)
        assert w.busy == "simulating"
        assert w.wait()  # the cell holds the loop: the slices run here
        assert w.busy == "" and w.outcomes["status"] == "done" and w.outcomes["n"] == 100
    on_loop(drive)


def test_without_an_event_loop_the_work_runs_to_its_end_at_once(no_threads):
    w = Skyjo(players=["greedy", "random", "You"], seed=4, settings={"autoplay": False})
    send(w, {"type": "bot_run"})
    assert w.busy == "" and w.error == {} and w.view["current_player"] == 2
    send(w, {"type": "simulate", "n": 20})
    assert w.busy == "" and w.outcomes["status"] == "done"


def test_threads_are_still_used_where_they_start():
    w = Skyway(seed=3)
    w.simulate(n=20, wait=False)
    assert w._worker.mode == "thread"
    assert w.wait(30) and w.outcomes["status"] == "done"
