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
    _add(view, b"", out, size)
    return out


def _add(value: Any, path: bytes, out: list[float], size: int) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            _add(item, path + b"." + str(key).encode(), out, size)
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            _add(item, path + b"." + str(index).encode(), out, size)
    elif isinstance(value, bool):
        if value:
            out[crc32(path) % size] += 1.0
    elif isinstance(value, (int, float)):
        out[crc32(path) % size] += float(value)
    else:  # text, null: one slot per value, so different words are different features
        out[crc32(path + b"=" + str(value).encode()) % size] += 1.0
