"""Stopping long work at once: rollouts, searches and bot runs check a stop flag often.

A worker runs its work inside ``stoppable(event)``; the long loops (each rollout, each
search iteration, every few moves of a playout) call :func:`checkpoint`, which raises
:class:`Stopped` once the event is set. Outside ``stoppable`` a checkpoint costs one
attribute look-up and never raises, so engines and scripts pay nothing for it.

>>> import threading
>>> stop = threading.Event()
>>> with stoppable(stop):
...     checkpoint()          # not set: carries on
...     stop.set()
...     try:
...         checkpoint()
...     except Stopped:
...         print("stopped")
stopped
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

_local = threading.local()


class Stopped(Exception):
    """The work was asked to stop (``stop`` pressed, the widget closed, a new request)."""


@contextmanager
def stoppable(event: threading.Event) -> Iterator[threading.Event]:
    """Run the block so that every :func:`checkpoint` in it (in this thread) raises
    :class:`Stopped` once ``event`` is set."""
    outer = getattr(_local, "event", None)
    _local.event = event
    try:
        yield event
    finally:
        _local.event = outer


def checkpoint() -> None:
    """Raise :class:`Stopped` if the work running in this thread was asked to stop."""
    event = getattr(_local, "event", None)
    if event is not None and event.is_set():
        raise Stopped
