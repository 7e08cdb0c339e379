"""The teacher's revealed view: a seat's view with everything hidden from it filled in.

``State.revealed_view(seat)`` answers in the schema the board already draws (the seat's
``view``), with the hidden things filled in and one part more, ``"revealed"``: what the
view adds, in words (``summary``), what no one can know even now (``unknown``: dice still
to roll, a shuffle still to come) and the game's own list of what the players cannot see
(a deck in order, top card first; which cards are face down). This module holds what
every game shares: the part's frame and the check that a revealed view holds everything
the seat's view shows.

>>> part = revealed_part("The deck is listed in order.", unknown=None, deck=["7♥"])
>>> part["summary"], part["deck"]
('The deck is listed in order.', ['7♥'])
>>> view_held({"deck": 3, "hand": None}, {"deck": 3, "hand": ["A♠"], "revealed": part})
"""

from __future__ import annotations

from typing import Any

#: what the default revealed view says of a game that hides nothing from its players
NOTHING_HIDDEN = "Nothing is hidden in this game: every player sees all of it."


def revealed_part(summary: str, unknown: str | None, **hidden: Any) -> dict:
    """The ``"revealed"`` part of a revealed view: ``summary``, what the view adds in a
    sentence; ``unknown``, what no one can know even now, in a sentence (None: nothing);
    then the game's own lists of what the players cannot see."""
    return {"summary": summary, "unknown": unknown, **hidden}


def view_held(view: Any, revealed: Any, path: str = "view") -> str | None:
    """Where ``revealed`` (a revealed view) drops or changes something ``view`` shows, or
    None when it holds all of it: every key of a dict is kept, a list keeps its length,
    and a value is the same unless the view left it out (None: hidden, now filled in).

    >>> view_held({"grid": [{"value": None}]}, {"grid": [{"value": 7, "hidden": True}]})
    >>> view_held({"deck": 3}, {"deck": 2})
    'view.deck: 3 in the view, 2 revealed'
    """
    if view is None:
        return None
    if isinstance(view, dict):
        if not isinstance(revealed, dict):
            return f"{path}: an object in the view, not in the revealed view"
        for key, value in view.items():
            if key not in revealed:
                return f"{path}.{key}: missing from the revealed view"
            found = view_held(value, revealed[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(view, list):
        if not isinstance(revealed, list) or len(revealed) != len(view):
            return f"{path}: a list of {len(view)} in the view, not in the revealed view"
        for index, (value, other) in enumerate(zip(view, revealed)):
            found = view_held(value, other, f"{path}[{index}]")
            if found:
                return found
        return None
    if view != revealed or _json_type(view) is not _json_type(revealed):
        return f"{path}: {view!r} in the view, {revealed!r} revealed"
    return None


def _json_type(value: Any) -> type:
    """The type a value has once sent as JSON: a text to translate (``i18n.Msg``, a str
    that reads as its English words) is a str, as it is once it has gone out."""
    return str if isinstance(value, str) else type(value)
