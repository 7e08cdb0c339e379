"""The Lab widget where no thread can start (Pyodide: JupyterLite): its games are played
one by one on the kernel's event loop, the charts fill in, Stop keeps the games played,
and without an event loop a run plays to its end at once."""

from __future__ import annotations

import asyncio
import sys
import threading
import time

import pytest

import skywidgets
from skywidgets.lab.choices import MAX_GAMES
from skywidgets.lab.plan import DETERMINISTIC


def key(rows):
    return [tuple(row[c] for c in DETERMINISTIC) for row in rows]


def refuse(self, *args, **kwargs):
    raise RuntimeError("can't start new thread")


@pytest.fixture(params=["start fails", "emscripten"])
def no_threads(request, monkeypatch):
    monkeypatch.setattr(threading.Thread, "start", refuse)
    if request.param == "emscripten":
        monkeypatch.setattr(sys, "platform", "emscripten")
    # the browser tests' Playwright (its sync API) marks its event loop as running in this
    # thread for the rest of the session; these tests need a thread where none runs
    outer = asyncio.events._get_running_loop()
    asyncio.events._set_running_loop(None)
    yield request.param
    asyncio.events._set_running_loop(outer)


def send(widget, content) -> None:
    widget._on_message(widget, content, None)


async def until(condition, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.005)


def test_a_run_plays_on_the_loop_to_the_end(no_threads):
    async def drive():
        widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=6, seed=8)
        send(widget, {"type": "run"})
        assert widget.running and widget.status["state"] == "running"
        assert widget._thread.mode == "loop"
        await until(lambda: not widget.running)
        assert widget.status["state"] == "done" and widget.results.complete
        return widget.results
    results = asyncio.run(drive())
    # the same games as a run played to its end at once
    at_once = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=6, seed=8)
    assert key(at_once.run(wait=True).rows) == key(results.rows)


def test_stop_on_the_loop_keeps_the_games_played(no_threads):
    async def drive():
        widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=MAX_GAMES, seed=8)
        widget.run()
        await until(lambda: widget.figures.get("games", 0) >= 3)
        send(widget, {"type": "stop"})
        await until(lambda: not widget.running)  # heard at the next slice
        results = widget.results
        assert not results.complete and 3 <= results.games < results.planned
        assert widget.status["state"] == "stopped"
        assert widget.status["played"] == results.games
        await asyncio.sleep(0.2)
        assert widget.results.games == results.games  # nothing played after Stop
        widget.run()
        widget.stop()  # from Python: it stops at once
        assert not widget.running and widget.status["state"] == "stopped"
    asyncio.run(drive())


def test_without_an_event_loop_a_run_plays_to_its_end_at_once(no_threads):
    widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=4, seed=8)
    assert widget.run() is None
    assert not widget.running and widget.status["state"] == "done"
    assert widget.results.complete and widget.results.games == 8
