"""The games, one folder each with the same files: data, rules, scoring, picture, widget."""

from __future__ import annotations

from importlib import import_module

#: game name -> module path; games load lazily so importing skywidgets stays quick
REGISTRY = {
    "skyway": "skywidgets.games.skyway",
    "skyjo": "skywidgets.games.skyjo",
    "skyline_express": "skywidgets.games.skyline_express",
    "skybridge": "skywidgets.games.skybridge",
    "skyway_robbery": "skywidgets.games.skyway_robbery",
}


def load(name: str):
    """The Game object of a game by name."""
    try:
        path = REGISTRY[name]
    except (KeyError, TypeError):
        raise ValueError(f"no game named {name!r}; games: {', '.join(REGISTRY)}") from None
    return import_module(path).GAME


def names() -> list[str]:
    return list(REGISTRY)
