"""The games: one folder each with the same files (see docs/adding-a-game.md).

``GAMES`` is the registry: a game's name, which is also its folder here, its
front end ``js/src/games/<name>.js`` and its bundle ``skywidgets/static/<name>.js``,
and the class name of its widget. Everything else derives from it: the names
``skywidgets.game_names()`` lists, ``skywidgets.load``, ``skywidgets.widget_class``
and the widget classes ``skywidgets.Skyway``... Adding a game is one line in
``GAMES``. Games load lazily, so ``import skywidgets`` stays quick.

>>> from skywidgets import games
>>> games.names()[:2]
['skyway', 'skyjo']
>>> games.load("skyjo").title
'Skyjo'
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

#: game name -> the class name of its widget; a new game is one line here
GAMES = {
    "skyway": "Skyway",
    "skyjo": "Skyjo",
    "skyline_express": "SkylineExpress",
    "skybridge": "Skybridge",
    "skyway_robbery": "SkywayRobbery",
}


@dataclass(frozen=True)
class Entry:
    """Where a registered game lives: ``module`` has ``GAME``, ``module.widget`` has
    the widget class ``widget``."""

    name: str
    module: str
    widget: str


_entries: dict[str, Entry] = {name: Entry(name, f"{__name__}.{name}", widget)
                              for name, widget in GAMES.items()}


def register(name: str, module: str, widget: str) -> None:
    """Add a game kept outside this package (the tests' sample game is one):
    ``module`` is an importable package with ``GAME`` and a ``widget`` module
    holding the class named ``widget``."""
    if not name.isidentifier() or not widget.isidentifier():
        raise ValueError(f"a game name and a widget class name are Python identifiers, "
                         f"not {name!r}, {widget!r}")
    if name in _entries and _entries[name] != Entry(name, module, widget):
        raise ValueError(f"a game named {name!r} is registered already")
    _entries[name] = Entry(name, module, widget)


def unregister(name: str) -> None:
    """Remove a game added with :func:`register` (the registry's own games stay)."""
    if name in GAMES:
        raise ValueError(f"{name!r} is one of skywidgets' own games")
    _entries.pop(name, None)


def names() -> list[str]:
    """The names of the registered games, in the registry's order."""
    return list(_entries)


def entry(name: Any) -> Entry:
    """The registry entry of a game, or ValueError naming the games there are."""
    try:
        return _entries[name]
    except (KeyError, TypeError):
        raise ValueError(f"no game named {name!r}; games: {', '.join(_entries)}") from None


#: ``load("openspiel:<game string>")`` wraps one of OpenSpiel's games (the extra
#: ``skywidgets[openspiel]``): ``skywidgets.interop.openspiel_games``
OPENSPIEL_PREFIX = "openspiel:"


def load(name: str):
    """The Game object of a game by name; ``"openspiel:kuhn_poker"`` (any OpenSpiel game
    string) wraps OpenSpiel's game, importing pyspiel only then."""
    if isinstance(name, str) and name.startswith(OPENSPIEL_PREFIX):
        try:
            games = import_module("skywidgets.interop.openspiel_games")
        except ImportError as err:
            if getattr(err, "name", None) in ("pyspiel", "numpy", "open_spiel") or (
                    "pyspiel" in str(err)):
                raise ImportError(f"{name!r} needs OpenSpiel: pip install "
                                  '"skywidgets[openspiel]"') from None
            raise
        return games.load(name[len(OPENSPIEL_PREFIX):])
    return import_module(entry(name).module).GAME


def widget_class(name: str) -> type:
    """The widget class of a game by name."""
    found = entry(name)
    return getattr(import_module(f"{found.module}.widget"), found.widget)


def widget_names() -> dict[str, str]:
    """Widget class name -> game name, for every registered game."""
    return {found.widget: name for name, found in _entries.items()}
