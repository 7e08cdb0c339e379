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

import unicodedata
from typing import Any, Callable, Iterable, Mapping

from ..i18n import msg, nmsg
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


def _expected_whole(value: Any, low: int | None, high: int | None) -> str:
    # one whole sentence per range, so that each language words it its own way
    given = shown(value)
    if low is not None and high is not None:
        return msg("expected a whole number from {low} to {high}, not {given}", low=low,
                   high=high, given=given)
    if low is not None:
        return msg("expected a whole number from {low}, not {given}", low=low, given=given)
    if high is not None:
        return msg("expected a whole number up to {high}, not {given}", high=high, given=given)
    return msg("expected a whole number, not {given}", given=given)


def whole(value: Any, field: str, low: int | None = None, high: int | None = None, *,
          error: ErrorType = BadPosition) -> int:
    """A whole number (never a bool) within ``low``..``high`` (inclusive)."""
    if not is_whole(value, low, high):
        raise error(field, _expected_whole(value, low, high))
    return value


def number(value: Any, field: str, low: float | None = None, high: float | None = None, *,
           error: ErrorType = BadPosition) -> float:
    """A finite number (int or float, never a bool) within ``low``..``high``."""
    if not is_number(value, low, high):
        given = shown(value)
        if low is not None and high is not None:
            reason = msg("expected a number from {low} to {high}, not {given}", low=low,
                         high=high, given=given)
        elif low is not None:
            reason = msg("expected a number from {low}, not {given}", low=low, given=given)
        elif high is not None:
            reason = msg("expected a number up to {high}, not {given}", high=high, given=given)
        else:
            reason = msg("expected a number, not {given}", given=given)
        raise error(field, reason)
    return value


def optional_whole(value: Any, field: str, low: int | None = None, high: int | None = None,
                   *, error: ErrorType = BadPosition) -> int | None:
    """None, or a whole number within ``low``..``high``."""
    if value is None:
        return None
    if not is_whole(value, low, high):
        given = shown(value)
        if low is not None and high is not None:
            reason = msg("expected null or a whole number from {low} to {high}, not {given}",
                         low=low, high=high, given=given)
        elif low is not None:
            reason = msg("expected null or a whole number from {low}, not {given}", low=low,
                         given=given)
        elif high is not None:
            reason = msg("expected null or a whole number up to {high}, not {given}",
                         high=high, given=given)
        else:
            reason = msg("expected null or a whole number, not {given}", given=given)
        raise error(field, reason)
    return value


def flag(value: Any, field: str, *, error: ErrorType = BadPosition) -> bool:
    """True or False (not 0 or 1)."""
    if not isinstance(value, bool):
        raise error(field, msg("expected true or false, not {given}", given=shown(value)))
    return value


def lone_surrogate(value: str) -> int | None:
    """Where ``value`` holds a lone surrogate (half of a character that UTF-8 cannot
    write, as a JSON ``"\\ud800"`` makes), or None when it is valid text.

    >>> lone_surrogate("Ann"), lone_surrogate("An\\ud800n")
    (None, 2)
    """
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as err:
        return err.start
    return None


def valid_text(value: str, field: str, *, error: ErrorType = BadPosition) -> str:
    """``value`` if it is valid text: a lone surrogate is refused here, at the door, so
    that nothing accepted fails later when it is saved or sent."""
    at = lone_surrogate(value)
    if at is not None:
        raise error(field, msg("not valid text: character {at} is a lone surrogate "
                               "({code}, half of a character), which cannot be saved or shown",
                               at=at + 1, code=f"U+{ord(value[at]):04X}"))
    return value


#: characters that reorder the text around them (bidirectional embeddings, overrides and
#: isolates): in a name they make it show as another
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: characters drawn as nothing that are not format characters: fillers, a blank, joiners
#: and variation selectors
_BLANKS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f"
                    "\u2800\u3164\uffa0") | frozenset(map(chr, range(0xFE00, 0xFE10)))


def is_invisible(char: str) -> bool:
    """Is ``char`` drawn as nothing: a format character (zero-width space, joiners,
    direction marks, invisible separators), a control, a filler or a variation selector?

    >>> is_invisible("\\u200b"), is_invisible("\\u2063"), is_invisible("a"), is_invisible(" ")
    (True, True, False, False)
    """
    return (unicodedata.category(char) in ("Cf", "Cc") or char in _BLANKS
            or 0xE0000 <= ord(char) <= 0xE0FFF)


def seen_as(name: str) -> str:
    """``name`` as a person sees it: without the characters drawn as nothing, and with each
    run of spaces as one. Two names that are seen alike are taken for one.

    >>> seen_as("A\\u200bnn") == seen_as("Ann  ") == "Ann"
    True
    """
    visible = "".join(char for char in name if not is_invisible(char))
    return " ".join(visible.split())


def shows_nothing(name: str) -> bool:
    """Does ``name`` show nothing at all: only spaces, invisible characters and marks
    that need a letter to sit on?

    >>> shows_nothing("\\u200b"), shows_nothing(" \\u2063 "), shows_nothing("Ann")
    (True, True, False)
    """
    return all(char.isspace() or is_invisible(char)
               or unicodedata.category(char) in ("Mn", "Me", "Zs", "Zl", "Zp")
               for char in name)


def _trimmed(name: str) -> str:
    start, end = 0, len(name)
    while start < end and (name[start].isspace() or is_invisible(name[start])):
        start += 1
    while end > start and (name[end - 1].isspace() or is_invisible(name[end - 1])):
        end -= 1
    return name[start:end]


def typed_name(value: Any, field: str, *, max_length: int, what: str | None = None,
               error: ErrorType = BadPosition) -> str:
    """A name a person typed (a player's, a branch's, a label), as it is kept: valid text
    (no lone surrogate), in Unicode's composed form (NFC), without the spaces and
    invisible characters around it, on one line, with no character that reorders the
    text, that shows something, of 1 to ``max_length`` characters. ``error`` names
    ``field`` and says which rule the name breaks; ``what`` is the subject of its reason
    (a ``msg`` with the context "a typed name's subject"; None: "a name").

    >>> typed_name("  Ann\\u200b ", "players[0]", max_length=40)
    'Ann'
    >>> typed_name("\\u200b", "players[1]", max_length=40)
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadPosition: Bad position, players[1]: a name must show something: '\\u200b' shows nothing (only spaces or invisible characters)
    """
    if what is None:
        what = msg("a name", context="a typed name's subject")
    if not isinstance(value, str):
        raise error(field, msg("{what} is text, not {given}", what=what, given=shown(value)))
    valid_text(value, field, error=error)
    name = _trimmed(unicodedata.normalize("NFC", value))
    if shows_nothing(name):
        raise error(field, msg("{what} must show something: {given} shows nothing (only "
                               "spaces or invisible characters)", what=what, given=shown(value)))
    if any(unicodedata.category(char) == "Cc" or char in "\u2028\u2029" for char in name):
        raise error(field, msg("{what} is one line of plain text, without line breaks or "
                               "other control characters", what=what))
    if any(char in BIDI_CONTROLS for char in name):
        raise error(field, msg("{what} may not hold a character that reorders the text around "
                               "it (a right-to-left override or embedding): it would show as "
                               "another", what=what))
    if len(name) > max_length:
        raise error(field, nmsg("{what} has at most {n} character, not {given}",
                                "{what} has at most {n} characters, not {given}", max_length,
                                what=what, given=len(name)))
    return name


def text(value: Any, field: str, *, max_length: int | None = None,
         error: ErrorType = BadPosition) -> str:
    """A string of at most ``max_length`` characters, valid text (no lone surrogate)."""
    if not isinstance(value, str):
        raise error(field, msg("expected text, not {given}", given=shown(value)))
    valid_text(value, field, error=error)
    if max_length is not None and len(value) > max_length:
        raise error(field, nmsg("expected at most {n} character, got {given}",
                                "expected at most {n} characters, got {given}", max_length,
                                given=len(value)))
    return value


def choice(value: Any, field: str, choices: Iterable[Any], *,
           error: ErrorType = BadPosition) -> Any:
    """One of ``choices`` (compared by value and type: True is not 1)."""
    options = list(choices)
    for option in options:
        if type(option) is type(value) and option == value:
            return value
    listed = ", ".join(repr(o) for o in options[:12]) + (", ..." if len(options) > 12 else "")
    raise error(field, msg("expected one of {choices}; not {given}", choices=listed,
                           given=shown(value)))


def items(value: Any, field: str, length: int | None = None, *, low: int | None = None,
          high: int | None = None, error: ErrorType = BadPosition) -> list:
    """A list (of exactly ``length`` entries, or ``low``..``high`` of them)."""
    if not isinstance(value, list):
        raise error(field, msg("expected a list, not {given}", given=shown(value)))
    if length is not None and len(value) != length:
        raise error(field, nmsg("expected {n} entry, got {given}", "expected {n} entries, got {given}",
                                length, given=len(value)))
    too_few = low is not None and len(value) < low
    if too_few or (high is not None and len(value) > high):
        if low is not None and high is not None:
            reason = msg("expected from {low} to {high} entries, got {given}", low=low,
                         high=high, given=len(value))
        elif too_few:
            reason = msg("expected from {low} entries, got {given}", low=low, given=len(value))
        else:
            reason = msg("expected up to {high} entries, got {given}", high=high,
                         given=len(value))
        raise error(field, reason)
    return value


def wholes(value: Any, field: str, length: int | None = None, *, low: int | None = None,
           high: int | None = None, error: ErrorType = BadPosition) -> list[int]:
    """A list of whole numbers, each within ``low``..``high``; entries named ``field[i]``."""
    return [whole(v, f"{field}[{i}]", low, high, error=error)
            for i, v in enumerate(items(value, field, length, error=error))]


def mapping(value: Any, field: str, *, error: ErrorType = BadPosition) -> dict:
    """A dict with text keys."""
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        raise error(field, msg("expected an object, not {given}", given=shown(value)))
    return dict(value)


def required(data: Mapping[str, Any], keys: Iterable[str], prefix: str = "", *,
             error: ErrorType = BadPosition) -> None:
    """Every key of ``keys`` is in ``data`` (the first missing one is named)."""
    for key in keys:
        if key not in data:
            raise error(f"{prefix}{key}", msg("missing"))


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
            raise error(f"{prefix}{name}", msg("not a field here (expected {fields})",
                                               fields=", ".join(sorted(allowed))))
