"""Errors that say what went wrong in plain words and which rule or field is to blame."""

from __future__ import annotations

from ..i18n import Msg, msg
from .rulebook import RuleRef


#: how much of a value an error message quotes: enough to recognise it, never a megabyte
QUOTE_LIMIT = 40


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to a short prefix, for quoting input in an error message.

    >>> shown("a" * 100)
    "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (102 characters)"
    >>> shown([1, 2])
    '[1, 2]'
    """
    try:
        text = repr(value)
    except Exception:  # a repr that fails (or recurses too deep) still names the type
        if isinstance(value, int):  # Python will not print ints of over 4300 digits
            return msg("a whole number of about {n} digits", n=int(value.bit_length() * 0.30103))
        return msg("a value of type {type}", type=type(value).__name__)
    if len(text) <= limit:
        return text
    return msg("{start}… ({n} characters)", start=text[:limit - 1], n=len(text))


def said(err: BaseException) -> str:
    """What ``err`` says, as a :class:`~skywidgets.i18n.Msg` when it was raised with one
    (``str(err)`` is its English words only), so a board can say it in its language.

    >>> said(BadRecord("seed", msg("missing"))).translated("is")
    'Galli í vistuðum leik, seed: vantar'
    """
    first = err.args[0] if len(err.args) == 1 else None
    return first if isinstance(first, Msg) else str(err)


class SkywidgetsError(ValueError):
    """Base of every error skywidgets raises on purpose."""


class IllegalMove(SkywidgetsError):
    """A move that the rules do not allow in this position.

    ``move`` is the move (or the text that was given), ``reason`` says why in
    plain words and ``rule`` points at the rulebook section behind it.

    >>> from skywidgets.core.rulebook import RuleRef
    >>> err = IllegalMove("a0", "there is no cell 0", RuleRef("Skyway", "Move notation", "cells are 1 to 9"))
    >>> str(err)
    "Illegal move 'a0': there is no cell 0. (Skyway rulebook, Move notation: cells are 1 to 9)"
    """

    def __init__(self, move: object, reason: str, rule: RuleRef | None = None) -> None:
        self.move = move
        self.reason = reason
        self.rule = rule
        if rule is None:
            text = msg("Illegal move {move}: {reason}.", move=shown(str(move)), reason=reason)
        else:
            text = msg("Illegal move {move}: {reason}. ({rule})", move=shown(str(move)),
                       reason=reason, rule=rule.citation())
        super().__init__(text)


class BadRecord(SkywidgetsError):
    """A game record (a saved game) that cannot be read or replayed.

    ``field`` names the part of the record that is wrong, e.g. ``"moves[12]"``.
    """

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(msg("Bad game record, {field}: {reason}", field=field, reason=reason))


class BadPosition(SkywidgetsError):
    """A position given as a dict (``Game.from_dict``) that breaks the rules or the format.

    ``field`` names the offending key, e.g. ``"grid[4]"``.
    """

    def __init__(self, field: str, reason: str, rule: RuleRef | None = None) -> None:
        self.field = field
        self.reason = reason
        self.rule = rule
        if rule is None:
            text = msg("Bad position, {field}: {reason}", field=field, reason=reason)
        else:
            text = msg("Bad position, {field}: {reason} ({rule})", field=field, reason=reason,
                       rule=rule.citation())
        super().__init__(text)


class BadMessage(SkywidgetsError):
    """A message from the browser that is malformed, unknown or stale, or a request that
    cannot be carried out now. ``field`` names the part at fault (``"players[1]"``, or
    what was asked: ``"undo"``), ``reason`` says why; the board shows the reason.
    A widget method called from Python raises its subclass :class:`WidgetError`."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(msg("{field}: {reason}", field=field, reason=reason))


class WidgetError(BadMessage):
    """What a widget method called from Python cannot do, said as it is: nothing to undo,
    the game is over, an argument out of range, the screen waiting for someone. ``field``
    names the argument or what was asked, ``reason`` says why in plain words.

    The board's messages and the methods share their checks: a refusal the board hears as
    a ``BadMessage`` reaches a Python caller as this error, a ``ValueError``.

    >>> from skywidgets import Skyway
    >>> Skyway(seed=1).undo()
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.WidgetError: undo: nothing to undo: no move has been played yet
    """


class BadContent(SkywidgetsError):
    """A content pack (a game's cards as data files) that breaks its schema.

    ``file`` is the data file, ``card`` the entry (its id, or its index when it has
    none) and ``field`` the offending field, so a teacher editing a pack finds the spot.

    >>> str(BadContent("gang.json", "boxer", "cost", "expected a whole number >= 0"))
    "Bad content pack, gang.json, card 'boxer', field 'cost': expected a whole number >= 0"
    """

    def __init__(self, file: str, card: str | None, field: str | None, reason: str) -> None:
        self.file = file
        self.card = card
        self.field = field
        self.reason = reason
        where = file
        if card is not None:
            where += f", card {card!r}"
        if field is not None:
            where += f", field {field!r}"
        super().__init__(f"Bad content pack, {where}: {reason}")
