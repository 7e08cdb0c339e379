"""One registry: the games' names, engines, widget classes and bundles all come from
``skywidgets.games.GAMES`` (tests/sample_game adds a sixth game with one call)."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import skywidgets
from skywidgets import games

ROOT = Path(__file__).resolve().parents[2]


def test_the_games_subpackage_stays_importable_by_its_dotted_name():
    # a function named like the subpackage once shadowed it: `import ... as` then failed
    module = importlib.import_module("skywidgets.games.skyjo")
    import skywidgets.games.skyjo as skyjo

    assert skyjo is module and skywidgets.games is games
    assert skyjo.GAME is skywidgets.load("skyjo")


def test_a_fresh_interpreter_imports_a_game_by_its_dotted_name():
    code = "import skywidgets; import skywidgets.games.skyway_robbery as m; print(m.GAME.name)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["skyway_robbery"]


@pytest.mark.parametrize("name", list(games.GAMES))
def test_every_name_derives_from_the_registry(name):
    game = skywidgets.load(name)
    assert game.name == name
    widget = skywidgets.widget_class(name)
    assert widget.__name__ == games.GAMES[name] and widget.game_name == name
    assert getattr(skywidgets, widget.__name__) is widget and widget.__name__ in skywidgets.__all__
    assert (ROOT / "skywidgets" / "static" / f"{name}.js").is_file()
    assert (ROOT / "js" / "src" / "games" / f"{name}.js").is_file()
    assert (ROOT / "skywidgets" / "games" / name / "__init__.py").is_file()


def test_the_bundles_are_the_registry_s_games_the_lab_s_the_board_s_the_loader_and_no_others():
    built = {p.stem for p in (ROOT / "skywidgets" / "static").glob("*.js")}
    sources = {p.stem for p in (ROOT / "js" / "src" / "games").glob("*.js")}
    assert sources == set(games.GAMES)
    # the study lab's widget (js/src/lab/lab.js) and the code every board syncs, which
    # loads its game's bundle (js/src/shared/loader.js), and the generic board that draws
    # any Game (js/src/generic/board.js, skywidgets.Board)
    assert built == sources | {"lab", "loader", "board"}


def test_unknown_names_are_refused_with_the_list_of_games():
    with pytest.raises(ValueError, match="no game named 'chess'; games: skyway, skyjo"):
        skywidgets.load("chess")
    with pytest.raises(ValueError, match="no game named"):
        skywidgets.widget_class(["skyjo"])
    with pytest.raises(AttributeError):
        skywidgets.Chess


def test_register_keeps_the_package_s_own_games():
    with pytest.raises(ValueError, match="registered already"):
        games.register("skyjo", "somewhere.else", "Skyjo")
    with pytest.raises(ValueError, match="own games"):
        games.unregister("skyway")
    with pytest.raises(ValueError, match="identifiers"):
        games.register("tic tac toe", "x", "TicTacToe")
    assert games.names() == list(games.GAMES)
