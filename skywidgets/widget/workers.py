"""The widget's one worker at a time: a bot run or a simulation, started, stopped, waited for.

A mixin of ``GameWidget``. Long work runs as a job (``background.Job``: on a thread, or in
slices on the event loop where no thread can start); a new request stops the worker
under way first, and ``stop``, ``wait`` and ``close`` act on it from Python. ``busy``
says what it is doing while it runs.

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> w.simulate(n=2, seed=1, wait=False)
>>> w.wait(), w.busy
(True, '')
"""

from __future__ import annotations

import threading
from functools import partial
from typing import Any

from ..i18n import msg
from ..core.errors import BadMessage, said
from ..core.stopping import Stopped
from .background import Job, run_to_end
from .python_errors import python_errors

#: how long stopping waits for a worker to hear its stop flag (it checks every few ms)
JOIN_TIMEOUT = 5.0


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Workers:
    """Starting and stopping the widget's worker (``_worker``, its ``_stop`` flag and
    ``_worker_lock``, made by ``GameWidget.__init__``)."""

    def stop(self) -> None:
        """Stop a running simulation or bot run (it stops within a few milliseconds), and
        the Simulated outcomes panel's estimate, if one is measuring."""
        self._halt()
        self._stop_estimate()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the simulation or bot run in the background is over (``timeout``
        seconds at most); True when nothing runs any more.

        >>> from skywidgets import Skyway
        >>> w = Skyway(seed=3)
        >>> w.wait()
        True
        """
        worker = self._worker
        if worker is not None:
            return worker.join(timeout)
        return True

    def close(self) -> None:
        """Close the widget: its simulation, bot run and estimate stop first. Closing
        twice, or a widget whose making was refused, is harmless."""
        if self.comm is not None:
            self._halt()
            self._stop_estimate()
        super().close()

    def _spawn(self, target, *args: Any, busy: str = "bots") -> None:
        """Run the job ``target(*args, stop=event)`` in the background, after stopping any
        other: on a thread, or in slices on the event loop where no thread can start
        (``background.Job``)."""
        self._halt()
        with self._worker_lock:
            stop = threading.Event()

            def ended(error: BaseException | None) -> None:
                try:
                    if isinstance(error, BadMessage):
                        if not stop.is_set():
                            self._set_error(error.reason, field=error.field)
                    elif error is not None and not isinstance(error, Stopped):
                        # report, never kill the kernel quietly
                        if not stop.is_set():
                            self._set_error(_stopped(busy, said(error)))
                finally:
                    with self._lock:
                        if self._stop is stop:
                            self.busy = ""

            worker = Job(partial(target, *args, stop=stop), stop, on_end=ended,
                         name=f"skywidgets-{busy}")
            self._stop, self._worker = stop, worker
            self.busy = busy
        # started outside the lock: with neither thread nor loop it runs to its end here
        worker.start()

    def _run_here(self, target, *args: Any, busy: str):
        """Run ``target(*args, stop=event)`` in this thread (a Python call that waits), so
        that ``stop()`` from elsewhere, or a new request, still stops it."""
        self._halt()
        with self._worker_lock:
            stop = threading.Event()
            self._stop, self._worker = stop, None
            self.busy = busy
        try:
            return run_to_end(partial(target, *args, stop=stop), stop)
        except Stopped:
            return None
        finally:
            with self._lock:
                if self._stop is stop:
                    self.busy = ""

    def _halt(self) -> None:
        """Stop the worker, if any, and wait for it: it hears the stop flag within a few
        milliseconds (every rollout, search iteration and bot move checks it)."""
        with self._worker_lock:
            self._stop.set()
            worker = self._worker
            if worker is not None and not worker.is_current():
                if not worker.join(timeout=JOIN_TIMEOUT):  # never silently: it is told, and it writes nothing more
                    self._set_error(_not_stopped(self.busy), field="stop")
            self._worker = None
        # a worker caught between its stop check and a write finishes that write first
        with self._lock:
            self.busy = ""


def _stopped(busy: str, error: str) -> str:
    """Why the work in the background ended early, said on the board."""
    if busy == "simulating":
        return msg("simulating stopped: {error}", error=error)
    if busy == "bots":
        return msg("bots stopped: {error}", error=error)
    return msg("{work} stopped: {error}", work=busy, error=error)


def _not_stopped(busy: str) -> str:
    """The work that did not hear Stop in time, said on the board."""
    if busy == "simulating":
        return msg("the simulating did not stop within {seconds} s; it will show nothing more",
                   seconds=f"{JOIN_TIMEOUT:g}")
    if busy == "bots":
        return msg("the bots did not stop within {seconds} s; it will show nothing more",
                   seconds=f"{JOIN_TIMEOUT:g}")
    return msg("the work did not stop within {seconds} s; it will show nothing more",
               seconds=f"{JOIN_TIMEOUT:g}")
