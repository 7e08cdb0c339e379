"""core/tensors.py: the hashed features of a view are what their definition says, leaf by
leaf, on views of every game (the fast loop is checked against the plain recursion)."""
from __future__ import annotations

import random
from zlib import crc32

import pytest

import skywidgets
from skywidgets.core.tensors import view_features


def by_definition(view, size: int) -> list[float]:
    """The definition, written plainly: every leaf at the CRC-32 of its path."""
    out = [0.0] * size

    def add(value, path: int) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                add(item, crc32(f".{key}".encode(), path))
        elif isinstance(value, (list, tuple)):
            for index, item in enumerate(value):
                add(item, crc32(f".{index}".encode(), path))
        elif isinstance(value, bool):
            out[path % size] += 1.0 if value else 0.0
        elif isinstance(value, (int, float)):
            out[path % size] += float(value)
        else:
            out[crc32(f"={value}".encode(), path) % size] += 1.0

    add(view, 0)
    return out


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_every_view_of_a_played_game_gives_the_defined_features(name):
    game = skywidgets.load(name)
    players = min(3, game.max_players)
    state = game.new(players=players, seed=5)
    policy = random.Random(5)
    views = []
    while not state.is_over and len(views) < 120:
        views += [state.view(seat) for seat in range(players)] + [state.view(None)]
        state.apply(policy.choice(state.legal_moves()))
    for view in views:
        assert view_features(view, game.view_tensor_size) == by_definition(
            view, game.view_tensor_size)


def test_odd_leaves_and_containers_follow_the_definition():
    from collections import OrderedDict
    from enum import IntEnum

    class Level(IntEnum):
        HIGH = 3

    view = {"a": [1, 2.5, True, False, None, "x", (3, "y"), [[]]], 7: {"z": False},
            "ordered": OrderedDict(b=Level.HIGH), "long": list(range(300)), "t": ("q",)}
    for size in (1, 7, 64):
        assert view_features(view, size) == by_definition(view, size)
    assert view_features(5, 3) == by_definition(5, 3)
