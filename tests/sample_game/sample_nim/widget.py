"""The Nim widget: the generic GameWidget bound to the Nim engine and its board."""

from __future__ import annotations

from pathlib import Path

from skywidgets.widget import GameWidget


class Nim(GameWidget):
    """Play Nim in a notebook cell.

    The bundle is built by the tests from ``js/nim.js`` beside this file (a game of
    the package itself is built into skywidgets/static/ by js/build.mjs).
    """

    game_name = "nim"
    #: where the tests' build writes the bundle (see tests/sample_game/conftest.py)
    _esm = Path(__file__).parent / "js" / "dist" / "nim.js"
