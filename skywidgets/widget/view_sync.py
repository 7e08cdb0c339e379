"""The board's view sent to the browser by what a move changes, not as a whole every time.

The ``view`` trait holds the whole view of the position on the screen, in Python and in
the state a front end gets when it opens (a second view, a reloaded page). Most of a view
stays as it was from one move to the next (a card catalog, the route, the players who did
not move), so a move sends only what changed, as ``view_patch``:
``{"set": {...}, "drop": [...], "merge": {key: {"set": {...}, "drop": [...]}}}``. ``set``
gives the top-level entries that are new or changed, ``drop`` names those that are gone,
and ``merge`` changes an entry that is a dict in both views entry by entry, in the same
way one level down. A front end keeps its view and puts each patch in place. Putting the
same patch in place twice changes nothing: a patch only sets and drops.

Whenever the view is written anew instead (a past position shown, or more than one
position published in one update), the whole ``view`` is sent with an empty patch.

>>> before = {"ply": 1, "cards": {"a": {"name": "Ace"}}, "hint": "go"}
>>> after = {"ply": 2, "cards": {"a": {"name": "Ace"}, "b": {"name": "Bee"}}}
>>> patch = view_patch(before, after)
>>> patch
{'set': {'ply': 2}, 'drop': ['hint'], 'merge': {'cards': {'set': {'b': {'name': 'Bee'}}, 'drop': []}}}
>>> with_patch(before, patch) == after
True
"""

from __future__ import annotations

import json
from typing import Any

#: the patch that changes nothing (sent with every view written anew)
EMPTY_PATCH: dict = {"set": {}, "drop": [], "merge": {}}


def as_sent(value: Any) -> Any:
    """A copy of a view as the browser gets it: dicts and lists anew (a game's view may
    share lists with its state, which the next move changes in place), keys as JSON
    writes them, and each text to translate (an ``i18n.Msg``) kept as it is, so a patch
    made from it is translated on its way out like the view.

    >>> as_sent({1: ("a", 2.5)})
    {'1': ['a', 2.5]}
    """
    if isinstance(value, dict):
        return {(key if isinstance(key, str) else json.dumps(key).strip('"')): as_sent(item)
                for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [as_sent(item) for item in value]
    return value


def _same(old: Any, new: Any) -> bool:
    """Equal as the browser gets them: Python's ``1 == 1.0 == True`` are three JSON values."""
    return old == new and json.dumps(old) == json.dumps(new)


def _entries_patch(old: dict, new: dict) -> dict:
    return {"set": {key: value for key, value in new.items()
                    if key not in old or not _same(old[key], value)},
            "drop": [key for key in old if key not in new]}


def view_patch(sent: dict, new: dict) -> dict:
    """The ``view_patch`` that turns the view ``sent`` (the one the browser has) into
    ``new``; :data:`EMPTY_PATCH`'s shape when nothing changed."""
    patch: dict = {"set": {}, "drop": [key for key in sent if key not in new], "merge": {}}
    for key, value in new.items():
        if key in sent:
            old = sent[key]
            if _same(old, value):
                continue
            if isinstance(old, dict) and isinstance(value, dict):
                patch["merge"][key] = _entries_patch(old, value)
                continue
        patch["set"][key] = value
    return patch


def with_patch(view: dict, patch: Any) -> dict:
    """``view`` with ``patch`` put in place, as a front end does with each ``view_patch``
    it gets (a new dict; ``view`` is left as it was). Anything but a patch is refused.

    >>> with_patch({"a": 1, "b": {"c": 2, "d": 3}}, {"set": {"a": 5}, "drop": [],
    ...            "merge": {"b": {"set": {"c": 4}, "drop": ["d"]}}})
    {'a': 5, 'b': {'c': 4}}
    """
    if not (isinstance(patch, dict) and isinstance(patch.get("set"), dict)
            and isinstance(patch.get("drop"), list) and isinstance(patch.get("merge"), dict)):
        raise ValueError(f"view_patch {patch!r} is not a patch of a view")
    out = {key: value for key, value in view.items() if key not in patch["drop"]}
    out.update(patch["set"])
    for key, inner in patch["merge"].items():
        base = out.get(key)
        base = base if isinstance(base, dict) else {}
        merged = {k: v for k, v in base.items() if k not in inner["drop"]}
        merged.update(inner["set"])
        out[key] = merged
    return out
