"""One reader for what comes from outside: set positions, options, records and messages.

Every check names the field it read and says what was expected, in the error type the
caller chooses (``BadPosition`` by default), and quotes at most a short prefix of what
it was given. A reader returns the value it accepted, so a ``from_dict`` reads as a list
of fields:

>>> whole(3, "round", low=1)
3
>>> whole(True, "round", low=1)
Traceback (most recent call last):
...
skywidgets.core.errors.BadPosition: Bad position, round: expected a whole number from 1, not True
>>> items([1, 2], "totals", length=3)
Traceback (most recent call last):
...
skywidgets.core.errors.BadPosition: Bad position, totals: expected 3 entries, got 2
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from .errors import QUOTE_LIMIT, BadPosition, shown

#: makes the error a reader raises: ``error(field, reason)``
ErrorType = Callable[[str, str], Exception]


def is_whole(value: Any, low: int | None = None, high: int | None = None) -> bool:
    """Is ``value`` a whole number (never a bool: ``True`` is an int in Python) within
    ``low``..``high``? The one place that knows a bool is not a number."""
    return (isinstance(value, int) and not isinstance(value, bool)
            and (low is None or value >= low) and (high is None or value <= high))


def is_number(value: Any, low: float | None = None, high: float | None = None) -> bool:
    """Is ``value`` a finite number (int or float, never a bool) within ``low``..``high``?"""
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and value == value and value not in (float("inf"), float("-inf"))
            and (low is None or value >= low) and (high is None or value <= high))


def _span(low: float | None, high: float | None) -> str:
    if low is not None and high is not None:
        return f" from {low} to {high}"
    if low is not None:
        return f" from {low}"
    if high is not None:
        return f" up to {high}"
    return ""


def whole(value: Any, field: str, low: int | None = None, high: int | None = None, *,
          error: ErrorType = BadPosition) -> int:
    """A whole number (never a bool) within ``low``..``high`` (inclusive)."""
    if not is_whole(value, low, high):
        raise error(field, f"expected a whole number{_span(low, high)}, not {shown(value)}")
    return value


def number(value: Any, field: str, low: float | None = None, high: float | None = None, *,
           error: ErrorType = BadPosition) -> float:
    """A finite number (int or float, never a bool) within ``low``..``high``."""
    if not is_number(value, low, high):
        raise error(field, f"expected a number{_span(low, high)}, not {shown(value)}")
    return value


def optional_whole(value: Any, field: str, low: int | None = None, high: int | None = None,
                   *, error: ErrorType = BadPosition) -> int | None:
    """None, or a whole number within ``low``..``high``."""
    if value is None:
        return None
    if not is_whole(value, low, high):
        raise error(field, f"expected null or a whole number{_span(low, high)}, "
                           f"not {shown(value)}")
    return value


def flag(value: Any, field: str, *, error: ErrorType = BadPosition) -> bool:
    """True or False (not 0 or 1)."""
    if not isinstance(value, bool):
        raise error(field, f"expected true or false, not {shown(value)}")
    return value


def text(value: Any, field: str, *, max_length: int | None = None,
         error: ErrorType = BadPosition) -> str:
    """A string of at most ``max_length`` characters."""
    if not isinstance(value, str):
        raise error(field, f"expected text, not {shown(value)}")
    if max_length is not None and len(value) > max_length:
        raise error(field, f"expected at most {max_length} characters, got {len(value)}")
    return value


def choice(value: Any, field: str, choices: Iterable[Any], *,
           error: ErrorType = BadPosition) -> Any:
    """One of ``choices`` (compared by value and type: True is not 1)."""
    options = list(choices)
    for option in options:
        if type(option) is type(value) and option == value:
            return value
    listed = ", ".join(repr(o) for o in options[:12]) + (", ..." if len(options) > 12 else "")
    raise error(field, f"expected one of {listed}; not {shown(value)}")


def items(value: Any, field: str, length: int | None = None, *, low: int | None = None,
          high: int | None = None, error: ErrorType = BadPosition) -> list:
    """A list (of exactly ``length`` entries, or ``low``..``high`` of them)."""
    if not isinstance(value, list):
        raise error(field, f"expected a list, not {shown(value)}")
    if length is not None and len(value) != length:
        raise error(field, f"expected {length} {'entry' if length == 1 else 'entries'}, "
                           f"got {len(value)}")
    if (low is not None and len(value) < low) or (high is not None and len(value) > high):
        raise error(field, f"expected{_span(low, high)} entries, got {len(value)}")
    return value


def wholes(value: Any, field: str, length: int | None = None, *, low: int | None = None,
           high: int | None = None, error: ErrorType = BadPosition) -> list[int]:
    """A list of whole numbers, each within ``low``..``high``; entries named ``field[i]``."""
    return [whole(v, f"{field}[{i}]", low, high, error=error)
            for i, v in enumerate(items(value, field, length, error=error))]


def mapping(value: Any, field: str, *, error: ErrorType = BadPosition) -> dict:
    """A dict with text keys."""
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        raise error(field, f"expected an object, not {shown(value)}")
    return dict(value)


def required(data: Mapping[str, Any], keys: Iterable[str], prefix: str = "", *,
             error: ErrorType = BadPosition) -> None:
    """Every key of ``keys`` is in ``data`` (the first missing one is named)."""
    for key in keys:
        if key not in data:
            raise error(f"{prefix}{key}", "missing")


def known(data: Mapping[str, Any], keys: Iterable[str], prefix: str = "", *,
          error: ErrorType = BadPosition) -> None:
    """No key of ``data`` is outside ``keys`` (the first unknown one is named), so a
    misspelt field is refused rather than silently left out.

    >>> known({"round": 1, "rounds": 2}, ["round"])
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadPosition: Bad position, rounds: not a field here (expected round)
    """
    allowed = list(keys)
    for key in data:
        if key not in allowed:
            name = key if len(key) <= QUOTE_LIMIT else f"{key[:QUOTE_LIMIT - 1]}…"
            raise error(f"{prefix}{name}",
                        f"not a field here (expected {', '.join(sorted(allowed))})")
