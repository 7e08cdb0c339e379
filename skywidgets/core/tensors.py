"""A view as a fixed-length vector of numbers, for learning algorithms (``Game.view_tensor``).

The default layout needs nothing from a game: every leaf of the JSON view is a feature,
put in one of ``size`` slots by a stable hash of its path (list positions included): a
number adds its value, a flag adds 1 when true, a text or null adds 1 to the slot of
``path=value``. Two views that are equal give equal vectors, so a vector holds nothing
its view does not; a game whose learners want named slots writes a layout of its own.

>>> a = view_features({"deck": 3, "hand": ["7", None], "over": False}, 16)
>>> len(a), sum(a)
(16, 5.0)
>>> a == view_features({"deck": 3, "hand": ["7", None], "over": False}, 16)
True
"""

from __future__ import annotations

from typing import Any
from zlib import crc32


def view_features(view: Any, size: int) -> list[float]:
    """The hashed features of ``view`` (a JSON-safe value) in ``size`` slots."""
    if size < 1:
        raise ValueError(f"a view's vector has at least one slot, not {size}")
    out = [0.0] * size
    _add(view, 0, out, size)
    return out


def _add(value: Any, path: int, out: list[float], size: int) -> None:
    # ``path`` is the CRC-32 of the path so far, extended a step at a time (crc32's second
    # argument), so a deep view costs no path strings
    if isinstance(value, dict):
        for key, item in value.items():
            step = _STEPS.get(key)
            if step is None:
                step = _STEPS[key] = f".{key}".encode() if len(_STEPS) < 100_000 else None
            _add(item, crc32(step or f".{key}".encode(), path), out, size)
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            _add(item, crc32(_INDEX[index] if index < len(_INDEX) else f".{index}".encode(),
                             path), out, size)
    elif isinstance(value, bool):
        if value:
            out[path % size] += 1.0
    elif isinstance(value, (int, float)):
        out[path % size] += float(value)
    else:  # text, null: one slot per value, so different words are different features
        out[crc32(f"={value}".encode(), path) % size] += 1.0


#: the path steps of the first list positions, made once
_INDEX = [f".{index}".encode() for index in range(256)]
#: the path steps of the keys met so far, made once each (views use few keys)
_STEPS: dict = {}
