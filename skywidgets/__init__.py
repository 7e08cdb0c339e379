"""skywidgets: tabletop games to play, teach and study inside Jupyter.

>>> import skywidgets
>>> skywidgets.games()
['skyway', 'skyjo', 'skyline_express', 'skybridge', 'skyway_robbery']
>>> state = skywidgets.load("skyway").new(seed=1)
>>> len(state.legal_moves())
27

The widgets (``from skywidgets import Skyway``) load on first use, so that
``import skywidgets`` stays quick for engine-only work.
"""

from __future__ import annotations

from typing import Any

from .core.engine import Game, Move, Outcome, State
from .core.errors import BadMessage, BadPosition, BadRecord, IllegalMove
from .core.record import Record
from .core.simulate import simulate
from .games import load as _load_game
from .games import names as _game_names

__version__ = "0.1.0"

#: widget class name -> module that defines it
_WIDGETS = {
    "Skyway": "skywidgets.games.skyway.widget",
    "Skyjo": "skywidgets.games.skyjo.widget",
    "SkylineExpress": "skywidgets.games.skyline_express.widget",
    "Skybridge": "skywidgets.games.skybridge.widget",
    "SkywayRobbery": "skywidgets.games.skyway_robbery.widget",
}

__all__ = ["Game", "State", "Move", "Outcome", "IllegalMove", "BadRecord", "BadPosition",
           "BadMessage", "Record", "load", "games", "widget_class", "simulate", *_WIDGETS]


def load(name: str) -> Game:
    """The rules engine of a game by name: ``load("skyway").new(seed=1)``."""
    return _load_game(name)


def games() -> list[str]:
    """The names of the games."""
    return _game_names()


def widget_class(name: str) -> type:
    """The widget class of a game by name: ``widget_class("skyway")`` is ``Skyway``."""
    from importlib import import_module

    for class_name, module in _WIDGETS.items():
        if module.split(".")[-2] == name:
            return getattr(import_module(module), class_name)
    raise ValueError(f"no game named {name!r}; games: {', '.join(games())}")


def __getattr__(name: str) -> Any:
    if name in _WIDGETS:
        from importlib import import_module

        return getattr(import_module(_WIDGETS[name]), name)
    raise AttributeError(f"module 'skywidgets' has no attribute {name!r}")
