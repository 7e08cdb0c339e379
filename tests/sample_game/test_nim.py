"""A sixth game in one line: the sample game Nim, kept in the tests, goes through the
registry, the conformance kit, the widget tests and the JS build, and none of them
names it (see conftest.py for its one registration call)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sample_nim import GAME, NimGame, Take
from sample_nim.bots import evaluate
from sample_nim.scoring import nim_sum

import skywidgets
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.core.testing import check_game, check_position_mutations, random_walk
from skywidgets.games import GAMES
from skywidgets.widget.testing import send


def test_the_registry_derives_every_name_from_one_entry(nim_bundle):
    assert "nim" in skywidgets.game_names() and "nim" not in GAMES
    assert skywidgets.load("nim") is GAME and isinstance(GAME, NimGame)
    from sample_nim.widget import Nim

    assert skywidgets.widget_class("nim") is Nim
    assert skywidgets.Nim is Nim  # the public name comes from the registry too


def test_the_rules():
    state = GAME.new()
    assert [m.id for m in state.legal_moves()][:4] == ["a1", "a2", "a3", "b1"]
    assert len(state.legal_moves()) == 3 + 4 + 5
    with pytest.raises(IllegalMove, match="heap a has only 3 counters"):
        state.apply("a4")
    with pytest.raises(IllegalMove, match="heap letter and a count"):
        state.apply("z")
    for move in ("a3", "b4", "c4", "c1"):
        state.apply(move)
    assert state.is_over and state.winners() == [1] and state.scores() == [0.0, 1.0]


def test_the_nim_sum_decides_who_wins_with_perfect_play():
    state = GAME.from_dict({"heaps": [1, 2, 3], "player": 0})
    assert nim_sum(state.heaps) == 0 and evaluate(state, 0) == 0.0 and evaluate(state, 1) == 1.0
    state.apply(Take(2, 2))
    assert evaluate(state, 0) == 0.0  # 1, 2, 1: the mover (seat 1) can take b2 and win


def test_the_conformance_kit():
    report = check_game(GAME, games=6, seed=3)
    assert report.games == 6 and report.moves > 20


def test_a_random_walk_keeps_the_counters_going_down():
    def invariant(state):
        assert sum(state.heaps) + sum(GAME.parse_move(m).count for m in state.history) == 12

    assert random_walk(GAME, [5, 2, 7, 1, 9, 4, 3, 8], invariant, seed=1).ply >= 4


def test_set_positions_are_checked_field_by_field():
    with pytest.raises(BadPosition, match=r"heaps\[1\]"):
        GAME.from_dict({"heaps": [1, True]})
    with pytest.raises(BadPosition, match="last"):
        GAME.from_dict({"heaps": [0, 0]})
    positions = [GAME.from_dict({"heaps": [2, 5, 1], "player": 1})]
    state = GAME.new(seed=2)
    state.apply("c2")
    positions.append(state)
    check_position_mutations(GAME, positions, mutations=200)


def test_the_widget_plays_it_by_message(nim_bundle):
    widget = skywidgets.widget_class("nim")(players=["You", "greedy"], seed=1)
    assert widget._esm.startswith("var ") or "export" in widget._esm  # the built bundle
    send(widget, {"type": "move", "id": "c5", "ply": 0})
    assert widget.state.history[0] == "c5" and widget.view["heaps"][2] == 0
    before = widget.state.to_dict()
    send(widget, {"type": "move", "id": "zz", "ply": widget.ply})
    assert "heap letter and a count" in widget.error["message"]
    assert widget.state.to_dict() == before
    json.dumps([widget.view, widget.moves, widget.log_entries])
    widget.close()


def test_the_board_builds_with_the_project_s_js_build(nim_bundle):
    node = shutil.which("node")
    probe = ("const m = await import(process.argv[1]);"
             "console.log(typeof m.default.render, m.findTake([{heap: 1, count: 2, id: 'b2'}], 1, 2).id)")
    result = subprocess.run([node, "--input-type=module", "-e", probe, nim_bundle.as_uri()],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["function", "b2"]


def _widget_tests(file: str, name: str):
    # the widget tests' own modules, by their path (tests are not an importable package)
    path = Path(__file__).parents[1] / "widget" / file
    spec = importlib.util.spec_from_file_location(name, path)
    module = sys.modules.get(spec.name)
    if module is None:
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    return module


def test_the_generic_widget_smoke_test_plays_it(nim_bundle, tmp_path):
    _widget_tests("test_every_game.py", "skywidgets_every_game").play_through("nim", tmp_path)


def test_the_widget_fuzzer_finds_every_refusal_harmless(nim_bundle):
    fuzzing = _widget_tests("fuzzing.py", "skywidgets_fuzzing")
    situations = [name for game, name in fuzzing.cases() if game == "nim"]
    assert "several people" in situations and "game over" in situations
    for situation in situations:
        tally = fuzzing.fuzz("nim", situation, 80, seed=7)
        assert tally.tried == 80
        assert not tally.failures, "\n" + fuzzing.failure_report(tally.failures)
        assert tally.accepted > 0 and tally.refused > 0, tally
