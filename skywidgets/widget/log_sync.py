"""The Log sent to the browser by what a move adds, not as a whole every time.

The ``log_entries`` trait holds the whole Log as the screen shows it, in Python and in the state a
front end gets when it opens (a second view, a reloaded page). A move only adds entries
after the ones shown, so Python sends those alone, as ``log_tail``:
``{"from": n, "entries": [...]}``, the entries from the ``n``-th on (counting from 0). When
the Log is written anew instead (Undo, Play on from here, a switch of branch, New game,
the teacher's view turned on or off, another seat at the screen), the whole ``log_entries`` is
sent, with a ``log_tail`` that adds nothing. A front end keeps its Log and puts each tail
in place: its first ``from`` entries, then the tail's entries. Putting the same tail in
place twice changes nothing.

>>> shown = [{"ply": 1, "id": "a5"}]
>>> log_tail(shown, shown + [{"ply": 2, "id": "b5"}])
{'from': 1, 'entries': [{'ply': 2, 'id': 'b5'}]}
>>> log_tail(shown, []) is None  # taken back: the Log is sent whole
True
>>> with_tail(shown, {"from": 1, "entries": [{"ply": 2, "id": "b5"}]})[-1]["id"]
'b5'
"""

from __future__ import annotations

from typing import Any


def log_tail(shown: list[dict], new: list[dict]) -> dict | None:
    """The ``log_tail`` that turns the Log ``shown`` into ``new``, when ``new`` only adds
    entries after those of ``shown``; None when the Log is written anew (an entry taken
    back or shown otherwise), which sends it whole."""
    if len(new) < len(shown) or new[:len(shown)] != shown:
        return None
    return {"from": len(shown), "entries": new[len(shown):]}


def with_tail(entries: list[Any], tail: Any) -> list[Any]:
    """``entries`` with ``tail`` put in place, as a front end does with each ``log_tail``
    it gets: the first ``tail["from"]`` entries, then the tail's. A tail that starts after
    the last entry would leave a gap: it never comes (Python sends the whole Log first),
    and would be refused.

    >>> with_tail(["a", "b"], {"from": 1, "entries": ["c"]})
    ['a', 'c']
    """
    start = tail.get("from") if isinstance(tail, dict) else None
    added = tail.get("entries") if isinstance(tail, dict) else None
    if not isinstance(start, int) or not isinstance(added, list) or not 0 <= start <= len(entries):
        raise ValueError(f"log_tail {tail!r} does not follow a Log of {len(entries)} entries")
    return entries[:start] + added
