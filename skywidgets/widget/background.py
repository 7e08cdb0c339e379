"""Long work beside the kernel: on a thread where one can start, else in slices on the
event loop, else to the end at once.

A job is a generator: it yields wherever it may pause (after a bot's move, after a sweep
of rollouts, after a game of the lab), ``None`` to carry on at once or a number of seconds
to wait (a bot's pace). A :class:`Job` runs it in one of three ways:

- ``"thread"``: on a thread of its own, the usual way in a desktop kernel;
- ``"loop"``: where no thread can start (in the browser under Pyodide, where
  ``sys.platform`` is ``"emscripten"``), as slices on the running event loop, each about
  :data:`SLICE_SECONDS` long, so that the kernel answers the browser (Stop, a move)
  between two slices;
- ``"here"``: where there is no event loop either (a plain Python script), to the end,
  before ``start`` returns.

Whichever way, ``stop`` set makes the job go on with :class:`Stopped` raised where it
paused (and every ``checkpoint`` inside it raise), and ``on_end`` is called once at the
end with the error that ended it, or None.

>>> import threading
>>> def count(to):
...     for number in range(to):
...         seen.append(number)
...         yield None
...     return "counted"
>>> seen = []
>>> job = Job(count(3), threading.Event(), on_end=lambda error: seen.append(error))
>>> job.run_here()
'counted'
>>> seen
[0, 1, 2, None]
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time
import warnings
from inspect import GEN_CREATED, getgeneratorstate, isgenerator
from typing import Any, Callable, Generator

from ..core.stopping import Stopped, stoppable

#: how long one slice of a job on the event loop runs at most, unless one step (a bot's
#: move, one sweep of rollouts) takes longer by itself
SLICE_SECONDS = 0.05

Work = Generator["float | None", None, Any]


def threads_available() -> bool:
    """False where no thread can start at all (Pyodide: JupyterLite, a browser page).

    >>> threads_available() == (sys.platform != "emscripten")
    True
    """
    return sys.platform != "emscripten"


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop if one is running (ipykernel's, Pyodide's), else None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    if sys.platform == "emscripten":
        # Pyodide's loop is driven by the browser: it runs, even seen from outside a task
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                loop = asyncio.get_event_loop()
            except RuntimeError:
                return None
        return loop if loop.is_running() else None
    return None


def as_work(work: Work | Callable[[], Any]) -> Work:
    """``work`` as a generator: a function is called at the job's first step, and a
    generator it returns is run in its turn (a plain function is one step)."""
    if isgenerator(work):
        return work

    def once() -> Work:
        result = work()
        if isgenerator(result):
            result = yield from result
        return result
    return once()


class Job:
    """One piece of long work (a generator, or a function called at its first step: see
    the module's help), run once by ``start`` (in the background) or ``run_here`` (in the
    caller, to the end)."""

    def __init__(self, work: Work | Callable[[], Any], stop: threading.Event,
                 on_end: Callable[[BaseException | None], None] | None = None,
                 name: str = "skywidgets-job") -> None:
        self.stop = stop
        self.name = name
        self.mode = ""
        self._work = as_work(work)
        self._on_end = on_end
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._handle: asyncio.Handle | asyncio.TimerHandle | None = None
        self._wake_at = 0.0  # when the paused job is due again (loop mode)
        self._in_slice = False
        self._done = threading.Event()
        self.result: Any = None
        #: the longest slice so far, in seconds (loop mode): how long the kernel was busy
        self.longest_slice = 0.0

    # ------------------------------------------------------------------ starting
    def start(self) -> str:
        """Start the job in the background; returns how it runs: "thread", "loop" or
        "here" (then it is over already)."""
        if threads_available():
            thread = threading.Thread(target=self._run_on_thread, daemon=True, name=self.name)
            try:
                thread.start()
            except RuntimeError:  # "can't start new thread": the loop takes it on
                pass
            else:
                self.mode, self._thread = "thread", thread
                return self.mode
        loop = running_loop()
        if loop is None:
            self.mode = "here"
            self._finish_here(None)
            return self.mode
        self.mode, self._loop = "loop", loop
        self._handle = loop.call_soon(self._slice)
        return self.mode

    def run_here(self) -> Any:
        """Run the job to the end in the caller; returns what the generator returned."""
        self.mode = "here"
        self._finish_here(None)
        return self.result

    # ------------------------------------------------------------------ state
    @property
    def alive(self) -> bool:
        """True until the job has ended."""
        return not self._done.is_set()

    def is_alive(self) -> bool:
        """True until the job has ended (as ``Thread.is_alive``)."""
        return self.alive

    def is_current(self) -> bool:
        """True when called from inside the job itself (its thread, or one of its slices)."""
        if self._thread is not None:
            return self._thread is threading.current_thread()
        return self._in_slice

    def join(self, timeout: float | None = None) -> bool:
        """Wait until the job has ended (``timeout`` seconds at most); True if it has.

        A job in slices on the event loop cannot be waited for while the caller holds
        the loop (a notebook cell does): its slices are then run here, one after the
        other, until it ends or the time is up.
        """
        if not self.mode:
            return True  # not started yet: it hears the stop as soon as it starts
        if not self.alive or self.is_current():
            return not self.alive
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        if self.mode != "loop":
            return not self.alive
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        deadline = None if timeout is None else time.perf_counter() + timeout
        self._finish_here(deadline)
        if self.alive:  # time is up: the loop takes it on again, after the pause it is in
            self._handle = self._loop.call_later(max(0.0, self._wake_at - time.perf_counter()),
                                                 self._slice)
        return not self.alive

    # ------------------------------------------------------------------ running
    def _step(self) -> tuple[bool, float | None]:
        """Resume the work once: (ended, the pause it asked for). Stop set: it goes on with
        Stopped raised where it paused (not yet begun, it begins and hears the stop as it
        would on a thread, so that it still says it stopped)."""
        try:
            with stoppable(self.stop):
                if self.stop.is_set() and getgeneratorstate(self._work) != GEN_CREATED:
                    pause = self._work.throw(Stopped())
                else:
                    pause = next(self._work)
        except StopIteration as end:
            self.result = end.value
            self._end(None)
            return True, None
        except BaseException as err:  # said by on_end: never lost with the thread
            self._end(err)
            return True, None
        return False, pause

    def _end(self, error: BaseException | None) -> None:
        # ended only once on_end is through: whoever waits for the job sees what it did
        try:
            if self._on_end is not None:
                self._on_end(error)
        finally:
            self._done.set()

    def _run_on_thread(self) -> None:
        while True:
            ended, pause = self._step()
            if ended:
                return
            if pause:
                self.stop.wait(pause)

    def _finish_here(self, deadline: float | None) -> None:
        """Run the work in the caller until it ends, or until ``deadline``."""
        wake_at = self._wake_at
        while self.alive:
            now = time.perf_counter()
            if deadline is not None and now >= deadline:
                self._wake_at = wake_at
                return
            if wake_at > now and not self.stop.is_set():
                until = wake_at if deadline is None else min(wake_at, deadline)
                self.stop.wait(until - now)
                continue
            ended, pause = self._step()
            wake_at = time.perf_counter() + pause if not ended and pause else 0.0
        self._wake_at = 0.0

    def _slice(self) -> None:
        """One slice on the event loop: steps until about SLICE_SECONDS have passed or the
        work asks for a pause, then the next slice is scheduled."""
        self._handle = None
        began = time.perf_counter()
        self._in_slice = True
        try:
            while True:
                ended, pause = self._step()
                if ended:
                    return
                if pause and not self.stop.is_set():
                    self._wake_at = time.perf_counter() + pause
                    self._handle = self._loop.call_later(pause, self._slice)
                    return
                if time.perf_counter() - began >= SLICE_SECONDS or self.stop.is_set():
                    self._wake_at = 0.0
                    self._handle = self._loop.call_soon(self._slice)
                    return
        finally:
            self._in_slice = False
            self.longest_slice = max(self.longest_slice, time.perf_counter() - began)


def run_to_end(work: Work | Callable[[], Any], stop: threading.Event | None = None) -> Any:
    """Run ``work`` in the caller to the end (pauses waited out); return what it returned.

    >>> def twice():
    ...     yield 0.001
    ...     return 2
    >>> run_to_end(twice())
    2
    """
    def reraise(error: BaseException | None) -> None:
        if error is not None:
            raise error
    return Job(work, stop or threading.Event(), on_end=reraise).run_here()
