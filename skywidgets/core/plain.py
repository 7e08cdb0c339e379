"""Plain Python data as JSON and back: how a state without its own ``to_dict`` is saved.

A game written in a notebook cell keeps its position in plain attributes (lists of
cells, a dict of scores, a tuple or two). ``State.to_dict`` writes them with
:func:`encode` and ``Game.from_dict`` reads them back with :func:`decode`, so that
``decode(encode(x)) == x`` and the types come back as they were:

- ``None``, ``True``/``False``, whole numbers, finite floats, text and lists are
  written as JSON writes them;
- a dict whose keys are all text (none starting with ``__``) is a JSON object;
- anything JSON cannot say directly is a one-key object naming what it was:
  ``{"__tuple__": [...]}``, ``{"__set__": [...]}``, ``{"__frozenset__": [...]}``
  (a set's items sorted by their JSON text, so equal sets are written alike) and
  ``{"__dict__": [[key, value], ...]}`` for a dict with other keys.

Anything else (a Move, a class of the game's own, a float that is not finite) is
refused with a TypeError naming where it is: such a state writes its own ``to_dict``.

>>> data = {"cells": [None, 0, 1], "last": (2, 1), "seen": {3, 1}, "by_seat": {0: "x"}}
>>> encode(data)["last"], encode(data)["seen"], encode(data)["by_seat"]
({'__tuple__': [2, 1]}, {'__set__': [1, 3]}, {'__dict__': [[0, 'x']]})
>>> decode(encode(data)) == data
True
"""

from __future__ import annotations

import json
import math
from typing import Any

from ..i18n import msg
from .errors import BadPosition, shown

#: the one-key objects that stand for what JSON cannot say directly
TAGS = ("__tuple__", "__set__", "__frozenset__", "__dict__")
#: plain data is a tree: deeper than this is a cycle or not a game's position
MAX_DEPTH = 100


def _sort_key(item: Any) -> str:
    return json.dumps(item, sort_keys=True)


def encode(value: Any, where: str = "value", depth: int = 0) -> Any:
    """``value`` as JSON-safe data (see the module's docstring); TypeError naming
    ``where`` for anything that is not plain data."""
    if depth > MAX_DEPTH:
        raise TypeError(f"{where} is nested more than {MAX_DEPTH} deep (a cycle?)")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise TypeError(f"{where} is {value}, which JSON cannot hold")
        return value
    if isinstance(value, list):
        return [encode(item, f"{where}[{index}]", depth + 1) for index, item in enumerate(value)]
    if isinstance(value, tuple):
        return {"__tuple__": [encode(item, f"{where}[{index}]", depth + 1)
                              for index, item in enumerate(value)]}
    if isinstance(value, (set, frozenset)):
        tag = "__set__" if isinstance(value, set) else "__frozenset__"
        return {tag: sorted((encode(item, f"{where} item", depth + 1) for item in value),
                            key=_sort_key)}
    if isinstance(value, dict):
        if all(isinstance(key, str) and not key.startswith("__") for key in value):
            return {key: encode(item, f"{where}[{key!r}]", depth + 1)
                    for key, item in value.items()}
        return {"__dict__": [[encode(key, f"{where} key", depth + 1),
                              encode(item, f"{where}[{key!r}]", depth + 1)]
                             for key, item in value.items()]}
    raise TypeError(f"{where} is a {type(value).__name__} ({shown(value)}), not plain data "
                    "(None, a bool, a number, text, or a list, tuple, dict or set of them)")


def decode(data: Any, where: str = "value", depth: int = 0) -> Any:
    """The value :func:`encode` wrote as ``data``; BadPosition naming ``where`` for
    anything it could not have written."""
    if depth > MAX_DEPTH:
        raise BadPosition(where, msg("nested more than {depth} deep", depth=MAX_DEPTH))
    if data is None or isinstance(data, (bool, str, int)):
        return data
    if isinstance(data, float):
        if not math.isfinite(data):
            raise BadPosition(where, msg("expected a finite number, not {given}", given=str(data)))
        return data
    if isinstance(data, list):
        return [decode(item, f"{where}[{index}]", depth + 1) for index, item in enumerate(data)]
    if not isinstance(data, dict):
        raise BadPosition(where, msg("expected JSON data, not {given}", given=shown(data)))
    tagged = [key for key in data if isinstance(key, str) and key.startswith("__")]
    if not tagged:
        if not all(isinstance(key, str) for key in data):
            raise BadPosition(where, "expected an object with text keys")
        return {key: decode(item, f"{where}.{key}", depth + 1) for key, item in data.items()}
    tag = tagged[0]
    if len(data) != 1 or tag not in TAGS:
        raise BadPosition(where, f"expected one of {', '.join(TAGS)} alone, not the key "
                                 f"{shown(tag)}")
    inner = data[tag]
    if not isinstance(inner, list):
        raise BadPosition(f"{where}.{tag}", f"expected a list, not {shown(inner)}")
    items = [decode(item, f"{where}.{tag}[{index}]", depth + 1)
             for index, item in enumerate(inner)]
    try:
        if tag == "__tuple__":
            return tuple(items)
        if tag == "__set__":
            return set(items)
        if tag == "__frozenset__":
            return frozenset(items)
        pairs = {}
        for index, pair in enumerate(items):
            if not isinstance(pair, list) or len(pair) != 2:
                raise BadPosition(f"{where}.{tag}[{index}]", "expected a [key, value] pair")
            pairs[pair[0]] = pair[1]
        return pairs
    except TypeError:  # an unhashable item in a set, or a list as a key
        raise BadPosition(f"{where}.{tag}", "holds a list or dict where only a "
                                            "hashable value can go") from None
