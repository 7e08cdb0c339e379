"""The teacher's view: what the screen shows while ``GameWidget.reveal_all`` is on.

Only Python turns it on (the browser's writes to synced traits are refused). While it is
on, the board gets the revealed view (``State.revealed_view``: every hidden thing filled in
and marked), the Log names every secret move, and Simulated outcomes may be run from the
revealed truth. Off again, the seat views return exactly as they were.

>>> import skywidgets
>>> state = skywidgets.load("skyway").new(seed=3)
>>> "revealed" in screen_view(state, 0, reveal=True), "revealed" in screen_view(state, 0, False)
(True, False)
"""

from __future__ import annotations

from typing import Callable

from ..core.engine import State
from .seating import shown_entry


def screen_view(state: State, eyes: int | None, reveal: bool) -> dict:
    """The ``view`` trait for ``state`` through ``eyes``: the revealed view while the
    teacher reveals everything, else what ``eyes`` may know. A view that does not say
    whose turn it is gets ``current_player``: the turn is public in every game, and the
    header and the generic board read it there.
    """
    view = state.revealed_view(eyes) if reveal else state.view(eyes)
    if "current_player" not in view:
        view = {**view, "current_player": state.current_player}
    return view


def screen_log(entries: list[dict], eyes: int | None, private_move: Callable[[str], str | None],
               reveal: bool) -> list[dict]:
    """The ``log`` trait: each entry as ``eyes`` may see it, or, while everything is
    revealed, every secret move in full, marked ``"secret": true`` where ``eyes`` would not
    have seen it.

    >>> entry = {"ply": 3, "seat": 1, "player": "Bob", "id": "prog:heist", "label": "heist"}
    >>> words = lambda move_id: "programs an action card"
    >>> screen_log([entry], 0, words, reveal=False)[0]["label"]
    'programs an action card'
    >>> shown = screen_log([entry], 0, words, reveal=True)[0]
    >>> shown["label"], shown["secret"]
    ('heist', True)
    """
    out = []
    for entry in entries:
        masked = shown_entry(entry, eyes, private_move)
        if not reveal:
            out.append(masked)
        elif masked is entry:
            out.append(entry)
        else:
            out.append({**entry, "secret": True})
    return out
