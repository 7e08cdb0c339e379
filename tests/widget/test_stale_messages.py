"""Every message that acts on a position carries the ply of the position the board showed,
and Python refuses it as stale once the game has left that position: a board shown twice
(the same widget in two cells, or in Lab and on a second screen) where both views press
Undo takes back one move, not two."""

from __future__ import annotations

import json

import pytest

from skywidgets import Skyway
from skywidgets.widget.game_widget import SHOWN_PLY
from skywidgets.widget.testing import play

TRAITS = ("view", "moves", "log_entries", "ply", "viewing", "outcomes", "branches", "busy",
          "handoff", "seat")


def at_move_four() -> Skyway:
    w = Skyway(seed=3, settings={"undo": "free"})  # any move may be taken back
    for move in ("a5", "b5", "c5", "a1"):
        play(w, move)
    return w


def frozen(w) -> str:
    return json.dumps({name: getattr(w, name) for name in TRAITS}, sort_keys=True,
                      default=str)


def message(w, kind: str) -> dict:
    """A message of ``kind`` the live game would take, but for its ply."""
    return {"move": {"type": "move", "id": w.moves[0]["id"] if w.moves else "a1"},
            "undo": {"type": "undo"}, "resume": {"type": "resume"},
            "goto": {"type": "goto", "ply": 1}, "bot_step": {"type": "bot_step"},
            "bot_run": {"type": "bot_run"}, "simulate": {"type": "simulate", "n": 2},
            "ready": {"type": "ready"}, "switch": {"type": "switch", "branch": "Main line"},
            }[kind]


def test_undo_sent_twice_from_the_same_position_takes_back_one_move():
    w = at_move_four()
    w._on_message(w, {"type": "undo", "ply": 4}, None)
    assert w.ply == 3 and w.error == {}
    w._on_message(w, {"type": "undo", "ply": 4}, None)
    assert w.ply == 3
    assert w.error["field"] == "ply"
    assert w.error["message"].startswith("stale undo: this board showed move 4, but the "
                                         "game is at move 3 now")
    assert "nothing was done" in w.error["message"]


@pytest.mark.parametrize("kind", list(SHOWN_PLY))
def test_a_message_from_a_position_the_game_has_left_is_stale_and_changes_nothing(kind):
    w = at_move_four()
    if kind == "resume":
        w.goto(2)  # resume plays on from the past position shown
    key = SHOWN_PLY[kind]
    content = {**message(w, kind), key: 1}
    before = frozen(w)
    w._on_message(w, content, None)
    assert w.wait(30)
    assert frozen(w) == before
    assert w.error["field"] == key
    assert "stale" in w.error["message"] and "showed move 1" in w.error["message"]


@pytest.mark.parametrize("kind", list(SHOWN_PLY))
def test_a_message_without_the_ply_it_was_sent_from_is_refused(kind):
    w = at_move_four()
    if kind == "resume":
        w.goto(2)
    before = frozen(w)
    w._on_message(w, message(w, kind), None)
    assert w.wait(30)
    assert frozen(w) == before
    assert w.error["field"] == SHOWN_PLY[kind]
    assert w.error["message"].startswith("missing: the move number of the position the "
                                         "board showed")


@pytest.mark.parametrize("ply", [True, -1, 2.0, "4", None, [4]])
def test_a_ply_that_is_no_move_number_is_refused(ply):
    w = at_move_four()
    before = frozen(w)
    w._on_message(w, {"type": "undo", "ply": ply}, None)
    assert frozen(w) == before and w.error["field"] == "ply"


def test_the_ply_of_a_past_position_shown_is_the_one_that_counts():
    w = at_move_four()
    w.goto(2)
    w._on_message(w, {"type": "resume", "ply": 4}, None)   # sent before the goto was seen
    assert w.viewing == 2 and "stale resume" in w.error["message"]
    w._on_message(w, {"type": "resume", "ply": 2}, None)
    assert w.error == {} and w.viewing is None and w.ply == 2
    # back in the live game: a goto sent from the past position is stale now... unless
    # it names the live position it was sent from
    w._on_message(w, {"type": "goto", "ply": 1, "shown": 4}, None)
    assert w.viewing is None and w.error["field"] == "shown"
    w._on_message(w, {"type": "goto", "ply": 1, "shown": 2}, None)
    assert w.viewing == 1 and w.error == {}
