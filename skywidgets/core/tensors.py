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
    # argument), so a deep view costs no path strings. A container's leaves are added in
    # its own loop (a call only for a container inside it): most of a view is leaves
    if isinstance(value, dict):
        steps = _STEPS
        for key, item in value.items():
            step = steps.get(key)
            if step is None:
                step = f".{key}".encode()
                if len(steps) < 100_000:
                    steps[key] = step
            _add_item(item, crc32(step, path), out, size)
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            _add_item(item, crc32(_INDEX[index] if index < 256 else f".{index}".encode(),
                                  path), out, size)
    else:
        _add_item(value, path, out, size)


def _add_item(value: Any, path: int, out: list[float], size: int) -> None:
    """One value at ``path``: a leaf's feature, or a container's (``_add``)."""
    kind = type(value)
    if kind is str or value is None:  # text, null: one slot per value
        out[crc32(f"={value}".encode(), path) % size] += 1.0
    elif kind is bool:
        if value:
            out[path % size] += 1.0
    elif kind is int or kind is float:
        out[path % size] += float(value)
    elif isinstance(value, (dict, list, tuple)):
        _add(value, path, out, size)
    elif isinstance(value, bool):
        if value:
            out[path % size] += 1.0
    elif isinstance(value, (int, float)):
        out[path % size] += float(value)
    else:  # any other leaf is written as text, as a text leaf is
        out[crc32(f"={value}".encode(), path) % size] += 1.0


#: the path steps of the first list positions, made once
_INDEX = [f".{index}".encode() for index in range(256)]
#: the path steps of the keys met so far, made once each (views use few keys)
_STEPS: dict = {}
