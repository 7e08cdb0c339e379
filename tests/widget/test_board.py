"""skywidgets.Board: any Game with the generic board, and the board pieces it draws."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import skywidgets
from skywidgets.core.errors import BadRecord, WidgetError
from skywidgets.core.pieces import FIELDS, BadPieces, check_pieces
from skywidgets.widget.board import Board
from skywidgets.widget.testing import BrowserLog, play, send

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
#: the two sample games, as a learner writes them in a notebook cell
SOURCE = (HERE / "board_games.py").read_text(encoding="utf-8")


def cell(source: str = SOURCE) -> dict:
    """The names a notebook cell running ``source`` defines: they live in ``__main__``."""
    names: dict = {"__name__": "__main__"}
    exec(compile(source, "<notebook cell>", "exec"), names)
    return names


GAMES = cell()
Noughts, Race = GAMES["Noughts"], GAMES["Race"]


def grid_of(w) -> list[list[dict]]:
    return next(p for p in w.pieces if p["kind"] == "grid")["cells"]


# ---- check_pieces: the vocabulary ------------------------------------------------------

EVERY_KIND = [
    {"kind": "grid", "label": "Board", "rows": 1, "cols": 2,
     "cells": [[{"text": "X", "tone": "seat0", "name": "left"}, {"text": "", "move": "b1"}]],
     "row_names": ["top"], "col_names": ["a", "b"]},
    {"kind": "cards", "cards": [{"text": "7\u2665", "face": "up", "move": "p7"},
                                {"text": "12", "face": "down", "tone": "muted"}]},
    {"kind": "dice", "dice": [{"value": 6, "held": True}, {"value": 2, "move": "r1", "name": "die"}]},
    {"kind": "counters", "items": [{"name": "coins", "value": 3, "seat": 1},
                                   {"name": "round", "value": "2 of 5"}]},
    {"kind": "track", "min": 0, "max": 50.5, "marks": [{"seat": 0, "value": 12, "text": "Ann 12"}]},
    {"kind": "players", "rows": [{"seat": 0, "text": "Ann: 12"}, {"seat": 1, "text": "Ben: 3"}]},
    {"kind": "text", "label": "Table", "text": ". X .\n. . O", "mono": True},
]


def test_every_kind_passes_and_comes_back_as_plain_json():
    checked = check_pieces(tuple(EVERY_KIND))
    assert checked == EVERY_KIND and checked is not EVERY_KIND
    assert {p["kind"] for p in checked} == set(FIELDS)
    assert json.loads(json.dumps(checked)) == checked
    assert check_pieces([]) == []


@pytest.mark.parametrize("pieces, field, words", [
    ("grid", "pieces", "returns a list of pieces or None"),
    ([{"kind": "hexes"}], "pieces[0].kind", "pieces[0]: kind is one of grid, cards"),
    ([{"kind": "text", "text": "a"}, 5], "pieces[1]", "pieces[1]: a piece is a dict"),
    ([{"kind": "grid", "rows": 3, "cols": 1, "cells": [[{"text": ""}]] * 2}],
     "pieces[0].cells", "pieces[0] (grid): cells has 2 rows, rows says 3"),
    ([{"kind": "grid", "rows": 1, "cols": 2, "cells": [[{"text": ""}]]}],
     "pieces[0].cells[0]", "pieces[0] (grid): cells[0] has 1 cell, cols says 2"),
    ([{"kind": "grid", "rows": 1, "cols": 1, "cells": [[{"txt": ""}]]}],
     "pieces[0].cells[0][0].txt", "cells[0][0] has no field 'txt'"),
    ([{"kind": "grid", "rows": 1, "cols": 1, "cells": [[{"text": 5}]]}],
     "pieces[0].cells[0][0].text", "cells[0][0].text is text (str), not 5"),
    ([{"kind": "grid", "rows": 1, "cols": 1, "cells": [[{"text": "", "tone": "red"}]]}],
     "pieces[0].cells[0][0].tone", "tone is one of"),
    ([{"kind": "grid", "rows": 0, "cols": 1, "cells": []}], "pieces[0].rows", "rows is a whole"),
    ([{"kind": "grid", "rows": 1, "cols": 1, "cells": [[{"text": ""}]], "row_names": []}],
     "pieces[0].row_names", "row_names has 0 names, rows says 1"),
    ([{"kind": "cards", "cards": [{"text": "A", "face": "sideways"}]}],
     "pieces[0].cards[0].face", "pieces[0] (cards): cards[0].face is \"up\" or \"down\""),
    ([{"kind": "cards", "cards": [{"text": "A"}]}], "pieces[0].cards[0].face", "needs 'face'"),
    ([{"kind": "dice", "dice": [{"value": 2.5}]}], "pieces[0].dice[0].value", "whole number"),
    ([{"kind": "dice", "dice": [{"value": 2, "move": ""}]}], "pieces[0].dice[0].move", "move id"),
    ([{"kind": "counters", "items": [{"name": "a", "value": None}]}],
     "pieces[0].items[0].value", "a number or text"),
    ([{"kind": "track", "min": 5, "max": 5, "marks": []}], "pieces[0].max", "not more than min"),
    ([{"kind": "track", "min": 0, "max": 10, "marks": [{"seat": 0, "value": 11}]}],
     "pieces[0].marks[0].value", "is off the track, 0 to 10"),
    ([{"kind": "players", "rows": [{"seat": 8, "text": "x"}]}], "pieces[0].rows[0].seat",
     "seat number, 0 to 7"),
    ([{"kind": "players", "rows": [{"seat": True, "text": "x"}]}], "pieces[0].rows[0].seat",
     "seat number"),
    ([{"kind": "text"}], "pieces[0].text", "a text piece needs 'text'"),
    ([{"kind": "text", "text": "a", "colour": "red"}], "pieces[0].colour",
     "a text piece has no field 'colour'"),
    ([{"kind": "track", "min": 0, "max": float("inf"), "marks": []}], "pieces[0].max",
     "finite number"),
])
def test_a_malformed_piece_is_named_by_index_kind_and_field(pieces, field, words):
    with pytest.raises(BadPieces) as err:
        check_pieces(pieces)
    assert err.value.field == field
    assert words in str(err.value)


# ---- Board: the widget ------------------------------------------------------------------

def test_board_plays_a_game_from_a_notebook_cell_with_its_pieces():
    assert Noughts.__module__ == "__main__"
    w = Board(Noughts(), players=["Ann", "Ben"], seed=1)
    assert (w.game, w.title, w.ply) == ("noughts", "Noughts", 0)
    assert [p["kind"] for p in w.pieces] == ["grid", "players", "text"]
    assert w.pieces == check_pieces(Noughts().pieces(w.view))
    # each empty square plays the move that marks it: the click sends that id
    assert grid_of(w)[1][1] == {"text": "", "tone": "", "move": "b2"}
    play(w, grid_of(w)[1][1]["move"])
    assert grid_of(w)[1][1] == {"text": "X", "tone": "seat0"}
    assert w.view["current_player"] == 1 and w.log_entries[-1]["id"] == "b2"
    # a move button sends the same message: the legal moves are the widget's own
    play(w, w.moves[0]["id"])
    assert grid_of(w)[0][0]["text"] == "O"


def test_a_board_without_pieces_plays_by_its_move_buttons():
    w = Board(Race(), players=["Ann", "Ben"], seed=1)
    assert w.pieces is None
    assert [m["id"] for m in w.moves] == ["+1", "+2"]
    play(w, "+2")
    assert w.view["total"] == 2 and w.pieces is None


def test_the_pieces_are_those_of_the_view_the_browser_gets():
    w = Board(Noughts(), players=["Ann", "Ben"], seed=1)
    browser = BrowserLog(w)
    for move in ("a1", "b2", "c3"):
        play(w, move)
        assert browser.view == w.view
        assert w.pieces == check_pieces(Noughts().pieces(browser.view))
    w.goto(1)  # a past position: its view, its pieces
    assert w.pieces == check_pieces(Noughts().pieces(w.view))
    assert [c["text"] for c in grid_of(w)[0]] == ["X", "", ""]
    assert grid_of(w)[1][1]["text"] == ""
    w.goto(None)
    assert grid_of(w)[1][1]["text"] == "O"


SECRETS = SOURCE + '''

class SecretNoughtsState(NoughtsState):
    def view(self, seat):
        view = super().view(seat)
        if seat is not None:
            view["secret"] = f"seat {seat}'s plan"
        return view

    def copy(self):
        other = SecretNoughtsState(self.game)
        self._copy_bookkeeping(other)
        other.rng, other.cells = self.rng.copy(), list(self.cells)
        return other


class SecretNoughts(Noughts):
    name = "secret_noughts"
    private_views = True

    def _setup(self, players, rng, options):
        state = SecretNoughtsState(self)
        state.rng = rng
        return state

    def pieces(self, view):
        return [*super().pieces(view), {"kind": "text", "label": "Plan",
                                        "text": view.get("secret", "hidden")}]
'''


def test_the_pieces_never_show_more_than_the_screen_may_see():
    w = Board(cell(SECRETS)["SecretNoughts"](), players=["Ann", "Ben"], seed=1)
    plan = lambda: w.pieces[-1]["text"]  # noqa: E731
    # the screen waits for Ann: no one's plan is on it
    assert w.handoff["seat"] == 0 and plan() == "hidden"
    send(w, {"type": "ready"})
    assert plan() == "seat 0's plan"
    play(w, "a1")
    # Ben's turn at a shared screen: the hand-off shows what everyone may see
    assert w.handoff["seat"] == 1 and plan() == "hidden"
    assert "secret" not in json.dumps(w.get_state()["pieces"])
    send(w, {"type": "ready"})
    assert plan() == "seat 1's plan"


def test_malformed_pieces_are_said_and_the_game_goes_on():
    broken = cell(SOURCE + '''
class Broken(Noughts):
    def pieces(self, view):
        pieces = super().pieces(view)
        if view["cells"][4]:
            pieces[0]["cells"] = pieces[0]["cells"][:2]
        return pieces
''')["Broken"]()
    w = Board(broken, players=["Ann", "Ben"], seed=1)
    assert w.error == {} and w.pieces is not None
    send(w, {"type": "move", "id": "b2"})
    assert w.pieces is None  # the board draws the view instead
    assert w.error["field"] == "pieces[0].cells"
    assert "pieces[0] (grid): cells has 2 rows, rows says 3" in w.error["message"]
    assert w.ply == 1 and w.view["cells"][4] == "X" and len(w.moves) == 8  # nothing lost
    w.undo()  # a good view again: the pieces come back and the error goes
    assert w.pieces is not None and w.error == {}


def test_a_pieces_hook_that_raises_is_said_too():
    raising = cell(SOURCE + '''
class Raising(Race):
    def pieces(self, view):
        return [{"kind": "text", "text": view["no such key"]}]
''')["Raising"]()
    w = Board(raising, players=["Ann", "Ben"], seed=1)
    assert w.pieces is None and w.error["field"] == "pieces"
    assert "Raising.pieces raised KeyError" in w.error["message"]
    play_error = w.play("+1")
    assert play_error.id == "+1" and w.ply == 1


def test_bots_simulations_and_export_work_as_for_the_five_games():
    w = Board(Noughts(), players=["Ann", "random"], seed=2)
    play(w, "b2")  # the bot answers
    assert w.ply == 2 and w.log_entries[-1]["player"] == "random"
    assert sum(c["text"] == "O" for row in grid_of(w) for c in row) == 1
    w.simulate(n=4, seed=1)
    assert w.outcomes["status"] == "done" and len(w.outcomes["rows"]) == len(w.moves)
    assert [r["move_id"] for r in w.log_table()] == [e["id"] for e in w.log_entries]
    assert len(w.outcomes_table()) == 2 * len(w.moves)


def test_save_and_load_name_the_game(tmp_path):
    w = Board(Noughts(), players=["Ann", "random"], seed=4)
    play(w, "a1")
    w.goto(0)
    w.play("c3")  # a second branch
    w.wait()  # the bot answers in the background
    path = tmp_path / "noughts.json"
    w.save(str(path))
    assert json.loads(path.read_text())["game"] == "noughts"
    again = Board.load(str(path), game=Noughts())
    assert again.view == w.view and again.pieces == w.pieces
    assert [b["name"] for b in again.branches] == [b["name"] for b in w.branches]
    assert again.players[1]["kind"] == "bot"
    with pytest.raises(TypeError, match=r"Board.load\(path, game=game\)"):
        Board.load(str(path))
    with pytest.raises(BadRecord, match="this record is of 'noughts', not 'race'"):
        Board.load(str(path), game=Race())


def test_from_position_takes_the_game_too():
    data = {"cells": [0, None, None, None, 1, None, None, None, None], "history": ["a1", "b2"]}
    w = Board.from_position(data, game=Noughts(), players=["Ann", "Ben"])
    assert w.ply == 2 and grid_of(w)[0][0]["text"] == "X" and grid_of(w)[1][1]["text"] == "O"


@pytest.mark.parametrize("given, words", [
    (Noughts, r"Board\(Noughts\(\)\) instead of Board\(Noughts\)"),
    ("noughts", "Board plays a skywidgets.Game object"),
])
def test_a_board_needs_a_game_object(given, words):
    with pytest.raises(TypeError, match=words):
        Board(given)


def test_new_game_and_refusals_are_the_widget_s_own():
    w = Board(Noughts(), players=["Ann", "Ben"], seed=1)
    send(w, {"type": "move", "id": "d9", "ply": 0})
    assert w.error["field"] == "id" and w.ply == 0
    with pytest.raises(WidgetError):
        w.goto(5)
    play(w, "a1")
    w.new_game(seed=2)
    assert w.ply == 0 and all(c["text"] == "" for row in grid_of(w) for c in row)


def test_board_loads_on_first_use_only():
    code = ("import sys, skywidgets; assert 'anywidget' not in sys.modules; "
            "from skywidgets.widget.board import Board; assert skywidgets.Board is Board; "
            "assert 'Board' in skywidgets.__all__")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": ""}, timeout=120)
    assert result.returncode == 0, result.stderr


def test_every_kind_of_piece_through_a_whole_game():
    w = Board(GAMES["RaceOnCards"](), players=["Ann", "random"], seed=3)
    kinds = lambda: [p["kind"] for p in w.pieces]  # noqa: E731
    assert kinds() == ["counters", "track", "cards", "text", "players", "text"]
    cards = w.pieces[2]["cards"]
    assert [c.get("move") for c in cards] == ["+1", "+2", None] and cards[2]["face"] == "down"
    while w.moves:
        play(w, w.pieces[2]["cards"][1]["move"] if w.state.total <= 8 else "+1")
        assert w.error == {} and w.pieces is not None
    assert w.view["over"] and "dice" in kinds()
    assert w.pieces[1]["marks"][0]["value"] + w.pieces[1]["marks"][1]["value"] == 10


def test_a_greedy_seat_without_evaluate_is_refused_not_seated_as_a_person():
    # Noughts gives no evaluate, so "greedy" cannot be its bot; seating a person called
    # "greedy" by surprise would hide the mistake
    with pytest.raises(ValueError, match=r"players\[1\]: the greedy bot needs Noughts's evaluate"):
        Board(Noughts(), players=["Ann", "greedy"])
    w = Board(Noughts(), players=["Ann", {"person": "greedy"}])
    assert [p["kind"] for p in w.players] == ["human", "human"]
    w.close()
