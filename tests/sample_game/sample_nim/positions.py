"""Reading a set Nim position: ``{"heaps": [1, 0, 3], "player": 1}``."""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.errors import BadPosition, shown
from skywidgets.core.fields import choice, items, known, mapping, text, whole

from .data import MAX_COUNTERS, MAX_HEAPS
from .rules import TAKE_BY_ID, NimState

POSITION_KEYS = ("game", "heaps", "player", "last", "rng", "history")


def read_position(game: Any, data: Mapping[str, Any]) -> NimState:
    """A position from a dict like ``NimState.to_dict()``'s; BadPosition names the field."""
    data = mapping(data, "position")
    known(data, POSITION_KEYS)
    choice(data.get("game", "nim"), "game", ["nim"])
    heaps = items(data.get("heaps"), "heaps")
    if not 1 <= len(heaps) <= MAX_HEAPS:
        raise BadPosition("heaps", f"expected 1 to {MAX_HEAPS} heaps, got {len(heaps)}")
    state = NimState(whole(n, f"heaps[{i}]", 0, MAX_COUNTERS) for i, n in enumerate(heaps))
    state.player = whole(data.get("player", 0), "player", 0, 1)
    last = data.get("last")
    if last is not None:
        last = mapping(last, "last")
        known(last, ("seat", "id"), "last.")
        seat = whole(last.get("seat"), "last.seat", 0, 1)
        if seat == state.player:
            raise BadPosition("last.seat", f"seat {seat} is to move, so the last move was the "
                                           f"other seat's")
        move_id = text(last.get("id"), "last.id")
        if move_id not in TAKE_BY_ID:
            raise BadPosition("last.id", f"expected a move id ({game.notation}), "
                                         f"not {shown(move_id)}")
        state.last = {"seat": seat, "id": move_id}
    elif not any(state.heaps):
        raise BadPosition("last", "every heap is empty, so someone took the last counter")
    state._adopt_position(data, {})
    return state
