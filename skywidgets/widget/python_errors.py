"""Python callers get Python errors: a widget method refuses with ``WidgetError``.

The board's messages and the widget's methods share their checks, which raise
``BadMessage`` (the board shows its reason beside the click). Called from Python, the
same refusal is a ``WidgetError`` (a ``BadMessage`` and a ``ValueError``) with the same
field and reason, so a learner reads what is wrong, not a word about messages.
``python_errors`` wraps every public method of a class once, so a method added later is
covered too.

>>> from skywidgets import Skyjo
>>> w = Skyjo(players=["You", "greedy"], seed=1)
>>> try:
...     w.goto(99)
... except ValueError as err:
...     print(type(err).__name__, err.field)
WidgetError ply
"""

from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

from ..core.errors import BadMessage, WidgetError

T = TypeVar("T", bound=type)


def as_python_error(method: Callable) -> Callable:
    """``method``, raising ``WidgetError`` where it raised any other ``BadMessage``."""
    if getattr(method, "_python_errors", False):
        return method

    @functools.wraps(method)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except WidgetError:
            raise
        except BadMessage as err:
            raise WidgetError(err.field, err.reason) from None

    wrapper._python_errors = True  # type: ignore[attr-defined]
    return wrapper


def python_errors(cls: T) -> T:
    """Wrap the public methods of ``cls`` (its own, and ``__init__``) with
    ``as_python_error``; properties and traits stay as they are."""
    for name, value in list(vars(cls).items()):
        if name.startswith("_") and name != "__init__":
            continue
        if isinstance(value, classmethod):
            setattr(cls, name, classmethod(as_python_error(value.__func__)))
        elif isinstance(value, staticmethod):
            setattr(cls, name, staticmethod(as_python_error(value.__func__)))
        elif callable(value) and hasattr(value, "__code__"):
            setattr(cls, name, as_python_error(value))
    return cls


__all__ = ["as_python_error", "python_errors"]
