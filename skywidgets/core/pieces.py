"""Board pieces: the small vocabulary a game uses to say how the generic board draws it.

``Game.pieces(view)`` returns a list of pieces, each a dict with a ``"kind"`` (grid,
cards, dice, counters, track, players, text) and, optionally, a ``"label"`` (its heading);
docs/board-pieces.md describes every kind and field. ``check_pieces`` checks such a list
before it goes to the browser: a malformed piece raises ``BadPieces`` naming the piece's
index, its kind and the field, and nothing is sent. What it returns is a plain JSON copy
holding only the fields of the vocabulary.

>>> check_pieces([{"kind": "text", "text": "Heaps: 3 4 5"}])
[{'kind': 'text', 'text': 'Heaps: 3 4 5'}]
>>> check_pieces([{"kind": "grid", "rows": 3, "cols": 1, "cells": [[{"text": ""}]] * 2}])
Traceback (most recent call last):
...
skywidgets.core.pieces.BadPieces: pieces[0] (grid): cells has 2 rows, rows says 3
"""

from __future__ import annotations

import math
import re
from typing import Any, Callable, Iterable

from ..i18n import msg, nmsg
from .errors import SkywidgetsError, shown

#: the kinds of piece there are, and the fields each may have besides "kind" and "label"
FIELDS: dict[str, tuple[str, ...]] = {
    "grid": ("rows", "cols", "cells", "row_names", "col_names"),
    "cards": ("cards",),
    "dice": ("dice",),
    "counters": ("items",),
    "track": ("min", "max", "marks"),
    "players": ("rows",),
    "text": ("text", "mono"),
}
#: the most seats a seat tone or a seat number may name (seat0 ... seat7)
MAX_SEATS = 8
#: the tones a cell or card may have; colours come from the theme, contrast >= 4.5:1
TONES = ("", *(f"seat{n}" for n in range(MAX_SEATS)), "muted", "good", "bad")
#: limits that keep a board drawable (a 30 x 30 grid is 900 buttons)
MAX_PIECES = 40
MAX_GRID_SIDE = 30
MAX_ITEMS = 200
MAX_TEXT = 4000
_SEAT_TONE = re.compile(r"seat[0-7]")


class BadPieces(SkywidgetsError):
    """A list of board pieces that breaks the vocabulary (docs/board-pieces.md).

    ``field`` names the offending part, e.g. ``"pieces[2].cells[1][0].text"``; ``where``
    the piece (``"pieces[2] (grid)"``); ``reason`` says what is wrong, in words translated
    on their way to a board (field names and values stay as the code writes them).

    >>> str(BadPieces("pieces[2].rows", "pieces[2] (grid)", "cells has 2 rows, rows says 3"))
    'pieces[2] (grid): cells has 2 rows, rows says 3'
    """

    def __init__(self, field: str, where: str, reason: str) -> None:
        self.field = field
        self.where = where
        self.reason = reason
        super().__init__(f"{where}: {reason}")


class _Piece:
    """The piece being checked: where it is, for every complaint about it."""

    def __init__(self, index: int, kind: str) -> None:
        self.index = index
        self.where = f"pieces[{index}]" + (f" ({kind})" if kind else "")

    def fail(self, field: str, reason: str) -> BadPieces:
        return BadPieces(f"pieces[{self.index}]" + (f".{field}" if field else ""),
                         self.where, reason)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return (_is_int(value) or isinstance(value, float)) and not isinstance(value, bool) \
        and math.isfinite(value)


def _text(piece: _Piece, value: Any, field: str, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise piece.fail(field, msg("{field} is text (str), not {value}", field=field,
                                    value=shown(value)))
    if len(value) > limit:
        raise piece.fail(field, nmsg("{field} has {n} character, at most {limit}",
                                     "{field} has {n} characters, at most {limit}", len(value),
                                     field=field, limit=limit))
    return value


def _list(piece: _Piece, value: Any, field: str, limit: int = MAX_ITEMS) -> list:
    if not isinstance(value, (list, tuple)):
        raise piece.fail(field, msg("{field} is a list, not {value}", field=field,
                                    value=shown(value)))
    if len(value) > limit:
        raise piece.fail(field, nmsg("{field} has {n} entry, at most {limit}",
                                     "{field} has {n} entries, at most {limit}", len(value),
                                     field=field, limit=limit))
    return list(value)


def _entry(piece: _Piece, value: Any, field: str, required: tuple[str, ...],
           optional: dict[str, Callable[[_Piece, Any, str], Any]],
           checks: dict[str, Callable[[_Piece, Any, str], Any]]) -> dict:
    """One dict of a piece's list (a cell, a card, a mark...): its required fields, its
    optional ones, no others; each value checked by ``checks``/``optional``."""
    if not isinstance(value, dict):
        raise piece.fail(field, msg("{field} is a dict, not {value}", field=field,
                                    value=shown(value)))
    known = (*required, *optional)
    for key in value:
        if key not in known:
            raise piece.fail(f"{field}.{key}", msg("{field} has no field {key}; its fields "
                                                   "are {fields}", field=field, key=shown(key),
                                                   fields=", ".join(known)))
    out = {}
    for key in required:
        if key not in value:
            raise piece.fail(f"{field}.{key}", msg("{field} needs {key}", field=field,
                                                   key=repr(key)))
        out[key] = checks[key](piece, value[key], f"{field}.{key}")
    for key, check in optional.items():
        if key in value:
            out[key] = check(piece, value[key], f"{field}.{key}")
    return out


def _tone(piece: _Piece, value: Any, field: str) -> str:
    if value not in TONES or not isinstance(value, str):
        raise piece.fail(field, msg("{field} is one of {tones}, not {value}", field=field,
                                    tones='"", "seat0" ... "seat7", "muted", "good", "bad"',
                                    value=shown(value)))
    return value


def _move(piece: _Piece, value: Any, field: str) -> str:
    if not isinstance(value, str) or not value:
        raise piece.fail(field, msg("{field} is a move id (non-empty text), not {value}",
                                    field=field, value=shown(value)))
    return _text(piece, value, field, 200)


def _name(piece: _Piece, value: Any, field: str) -> str:
    return _text(piece, value, field, 200)


def _seat(piece: _Piece, value: Any, field: str) -> int:
    if not _is_int(value) or not 0 <= value < MAX_SEATS:
        raise piece.fail(field, msg("{field} is a seat number, 0 to {last}, not {value}",
                                    field=field, last=MAX_SEATS - 1, value=shown(value)))
    return value


def _number(piece: _Piece, value: Any, field: str) -> int | float:
    if not _is_number(value):
        raise piece.fail(field, msg("{field} is a finite number, not {value}", field=field,
                                    value=shown(value)))
    return value


def _whole(piece: _Piece, value: Any, field: str) -> int:
    if not _is_int(value):
        raise piece.fail(field, msg("{field} is a whole number, not {value}", field=field,
                                    value=shown(value)))
    return value


def _flag(piece: _Piece, value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise piece.fail(field, msg("{field} is True or False, not {value}", field=field,
                                    value=shown(value)))
    return value


def _value(piece: _Piece, value: Any, field: str) -> int | float | str:
    if isinstance(value, str):
        return _text(piece, value, field, 200)
    if not _is_number(value):
        raise piece.fail(field, msg("{field} is a number or text, not {value}", field=field,
                                    value=shown(value)))
    return value


def _face(piece: _Piece, value: Any, field: str) -> str:
    if value not in ("up", "down") or not isinstance(value, str):
        raise piece.fail(field, msg('{field} is "up" or "down", not {value}', field=field,
                                    value=shown(value)))
    return value


def _each(piece: _Piece, entries: Iterable, field: str, required: tuple[str, ...],
          optional: dict, checks: dict) -> list[dict]:
    return [_entry(piece, value, f"{field}[{i}]", required, optional, checks)
            for i, value in enumerate(entries)]


_MARKED = {"move": _move, "name": _name}


def _grid(piece: _Piece, raw: dict) -> dict:
    rows = raw.get("rows")
    cols = raw.get("cols")
    for key, value in (("rows", rows), ("cols", cols)):
        if not _is_int(value) or not 1 <= value <= MAX_GRID_SIDE:
            raise piece.fail(key, msg("{field} is a whole number from 1 to {limit}, not "
                                      "{value}", field=key, limit=MAX_GRID_SIDE,
                                      value=shown(value)))
    cells = _list(piece, raw.get("cells"), "cells", MAX_GRID_SIDE)
    if len(cells) != rows:
        raise piece.fail("cells", nmsg("{field} has {n} row, {count_field} says {says}",
                                       "{field} has {n} rows, {count_field} says {says}",
                                       len(cells), field="cells", count_field="rows",
                                       says=rows))
    out_cells = []
    for r, row in enumerate(cells):
        row = _list(piece, row, f"cells[{r}]", MAX_GRID_SIDE)
        if len(row) != cols:
            raise piece.fail(f"cells[{r}]", nmsg(
                "{field} has {n} cell, {count_field} says {says}",
                "{field} has {n} cells, {count_field} says {says}", len(row),
                field=f"cells[{r}]", count_field="cols", says=cols))
        out_cells.append(_each(piece, row, f"cells[{r}]", ("text",),
                               {"tone": _tone, **_MARKED}, {"text": _name}))
    out = {"rows": rows, "cols": cols, "cells": out_cells}
    for key, count in (("row_names", rows), ("col_names", cols)):
        if key in raw:
            names = _list(piece, raw[key], key, MAX_GRID_SIDE)
            if len(names) != count:
                raise piece.fail(key, nmsg("{field} has {n} name, {count_field} says {says}",
                                           "{field} has {n} names, {count_field} says {says}",
                                           len(names), field=key, says=count,
                                           count_field="rows" if key == "row_names" else "cols"))
            out[key] = [_name(piece, name, f"{key}[{i}]") for i, name in enumerate(names)]
    return out


def _cards(piece: _Piece, raw: dict) -> dict:
    return {"cards": _each(piece, _list(piece, raw.get("cards"), "cards"), "cards",
                           ("text", "face"), {"tone": _tone, **_MARKED},
                           {"text": _name, "face": _face})}


def _dice(piece: _Piece, raw: dict) -> dict:
    return {"dice": _each(piece, _list(piece, raw.get("dice"), "dice"), "dice", ("value",),
                          {"held": _flag, **_MARKED}, {"value": _whole})}


def _counters(piece: _Piece, raw: dict) -> dict:
    return {"items": _each(piece, _list(piece, raw.get("items"), "items"), "items",
                           ("name", "value"), {"seat": _seat},
                           {"name": _name, "value": _value})}


def _track(piece: _Piece, raw: dict) -> dict:
    low = _number(piece, raw.get("min"), "min")
    high = _number(piece, raw.get("max"), "max")
    if not low < high:
        raise piece.fail("max", msg("{high_field} ({high}) is not more than {low_field} ({low})",
                                    high_field="max", high=shown(high), low_field="min",
                                    low=shown(low)))
    marks = _each(piece, _list(piece, raw.get("marks"), "marks"), "marks", ("seat", "value"),
                  {"text": _name}, {"seat": _seat, "value": _number})
    for i, mark in enumerate(marks):
        if not low <= mark["value"] <= high:
            raise piece.fail(f"marks[{i}].value", msg("{field} {value} is off the track, {low} "
                                                      "to {high}", field=f"marks[{i}].value",
                                                      value=shown(mark["value"]), low=low,
                                                      high=high))
    return {"min": low, "max": high, "marks": marks}


def _players(piece: _Piece, raw: dict) -> dict:
    return {"rows": _each(piece, _list(piece, raw.get("rows"), "rows", MAX_SEATS), "rows",
                          ("seat", "text"), {}, {"seat": _seat, "text": _name})}


def _text_piece(piece: _Piece, raw: dict) -> dict:
    out = {"text": _text(piece, raw.get("text"), "text")}
    if "mono" in raw:
        out["mono"] = _flag(piece, raw["mono"], "mono")
    return out


_CHECKS: dict[str, Callable[[_Piece, dict], dict]] = {
    "grid": _grid, "cards": _cards, "dice": _dice, "counters": _counters,
    "track": _track, "players": _players, "text": _text_piece,
}


def check_piece(index: int, raw: Any) -> dict:
    """One piece, checked (``index`` is its place in the list, for the error)."""
    if not isinstance(raw, dict):
        raise _Piece(index, "").fail("", msg('a piece is a dict with a "kind", not {value}',
                                             value=shown(raw)))
    kind = raw.get("kind")
    if kind not in FIELDS or not isinstance(kind, str):
        raise _Piece(index, "").fail("kind", msg("{field} is one of {kinds}, not {value}",
                                                 field="kind", kinds=", ".join(FIELDS),
                                                 value=shown(kind)))
    piece = _Piece(index, kind)
    fields = ("kind", "label", *FIELDS[kind])
    for key in raw:
        if key not in fields:
            raise piece.fail(str(key)[:40], msg("a {kind} piece has no field {key}; its fields "
                                                "are {fields}", kind=kind, key=shown(key),
                                                fields=", ".join(fields)))
    for key in FIELDS[kind]:
        if key not in raw and key not in ("row_names", "col_names", "mono"):
            raise piece.fail(key, msg("a {kind} piece needs {key}", kind=kind, key=repr(key)))
    out: dict = {"kind": kind}
    if "label" in raw:
        out["label"] = _text(piece, raw["label"], "label", 200)
    out.update(_CHECKS[kind](piece, raw))
    return out


def check_pieces(pieces: Any) -> list[dict]:
    """The pieces a game's ``pieces(view)`` returned, checked against the vocabulary
    (docs/board-pieces.md); a plain JSON copy of them. A malformed piece raises
    ``BadPieces`` naming the piece, its kind and the field.

    >>> check_pieces([{"kind": "players", "rows": [{"seat": 0, "text": "Ann: 3"}]}])
    [{'kind': 'players', 'rows': [{'seat': 0, 'text': 'Ann: 3'}]}]
    >>> check_pieces([{"kind": "dice", "dice": [{"value": "six"}]}])
    Traceback (most recent call last):
    ...
    skywidgets.core.pieces.BadPieces: pieces[0] (dice): dice[0].value is a whole number, not 'six'
    """
    if not isinstance(pieces, (list, tuple)):
        raise BadPieces("pieces", "pieces", msg("Game.pieces returns a list of pieces or None, "
                                                "not {value}", value=shown(pieces)))
    if len(pieces) > MAX_PIECES:
        raise BadPieces("pieces", "pieces", msg("{n} pieces, at most {limit}", n=len(pieces),
                                                limit=MAX_PIECES))
    return [check_piece(index, raw) for index, raw in enumerate(pieces)]


__all__ = ["BadPieces", "FIELDS", "TONES", "check_piece", "check_pieces"]
