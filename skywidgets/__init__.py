"""skywidgets: tabletop games to play, teach and study inside Jupyter.

>>> import skywidgets
>>> skywidgets.game_names()
['skyway', 'skyjo', 'skyline_express', 'skybridge', 'skyway_robbery']
>>> state = skywidgets.load("skyway").new(seed=1)
>>> len(state.legal_moves())
27

The widgets (``from skywidgets import Skyway``, and the study lab's
``skywidgets.Lab("skyjo")``, and ``skywidgets.Board(game)``, which plays any ``Game``
with the generic board) load on first use, so that
``import skywidgets`` stays quick for engine-only work.
"""

from __future__ import annotations

from typing import Any

from . import games as _games
from .core.engine import Game, Move, Outcome, State
from .core.errors import BadMessage, BadPosition, BadRecord, IllegalMove, WidgetError
from .core.record import Record
from .core.simulate import simulate
from .i18n import set_language

__version__ = "0.1.0"

__all__ = ["Game", "State", "Move", "Outcome", "IllegalMove", "BadRecord", "BadPosition",
           "BadMessage", "Record", "load", "game_names", "widget_class", "simulate",
           *_games.GAMES.values(), "Board", "WidgetError", "set_language"]


def load(name: str) -> Game:
    """The rules engine of a game by name: ``load("skyway").new(seed=1)``.

    ``load("openspiel:kuhn_poker(players=3)")`` wraps any of OpenSpiel's games (with
    ``pip install "skywidgets[openspiel]"``; docs/interop.md, "OpenSpiel's games")."""
    return _games.load(name)


def game_names() -> list[str]:
    """The names of the games: ``game_names()[0]`` is ``"skyway"``."""
    return _games.names()


def widget_class(name: str) -> type:
    """The widget class of a game by name: ``widget_class("skyway")`` is ``Skyway``."""
    return _games.widget_class(name)


def __getattr__(name: str) -> Any:
    # the widgets load on first use: anywidget and the front end are not needed for engine work
    if name == "lab":  # the study lab: tournaments and comparisons (skywidgets.lab)
        from importlib import import_module

        return import_module(".lab", __name__)
    if name == "Lab":  # the study lab's widget (skywidgets.lab.widget), on first use too
        from .lab.widget import Lab

        return Lab
    if name == "Board":  # any Game with the generic board (skywidgets.widget.board)
        from .widget.board import Board

        return Board
    game = _games.widget_names().get(name)
    if game is not None:
        return _games.widget_class(game)
    raise AttributeError(f"module 'skywidgets' has no attribute {name!r}")
