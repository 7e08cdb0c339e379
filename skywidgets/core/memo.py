"""Answers worked out once per position.

Some questions about a position are asked many times before the next move (a
solo AI's decision is wanted by ``legal_moves``, the legality check, the move
itself and the view). ``per_position`` remembers a method's answer until the
state changes: :meth:`State.apply` forgets every answer after each move, and
copies start with none, so a determinized copy never sees its original's.

>>> from skywidgets.core.memo import forget, per_position
>>> class Counter:
...     calls = 0
...     @per_position
...     def answer(self):
...         Counter.calls += 1
...         return Counter.calls
>>> c = Counter(); c.answer(), c.answer()
(1, 1)
>>> forget(c); c.answer()
2
"""

from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

T = TypeVar("T")

#: the attribute a state keeps its answers in; State.apply and copies reset it
MEMO = "_memo"


def per_position(work: Callable[[Any], T]) -> Callable[[Any], T]:
    """A method without arguments whose answer depends on the position alone: worked
    out once, then remembered until :func:`forget` (which ``State.apply`` calls after
    every move, and ``_copy_bookkeeping`` for every copy). A move that asks such a method
    while it is half done calls ``forget`` itself when the position changes under it."""
    name = work.__name__

    @functools.wraps(work)
    def once(self: Any) -> T:
        memo = self.__dict__.get(MEMO)
        if memo is None:
            memo = self.__dict__[MEMO] = {}
        if name in memo:
            return memo[name]
        answer = memo[name] = work(self)
        return answer

    return once


def forget(state: Any) -> None:
    """Drop every remembered answer (the position changed, or this is a fresh copy)."""
    state.__dict__[MEMO] = None
