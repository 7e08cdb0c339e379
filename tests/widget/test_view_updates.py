"""The view reaches the browser by what each move changes (docs/widget-protocol.md, "The
view: `view` and `view_patch`").

A move's update carries ``view_patch``, never the whole ``view``; a view written anew
(a past position shown) is sent whole with an empty patch. The view a front end keeps from those messages is ``w.view`` (the shuffled
sessions of test_log_updates.py and the message fuzzer check it after anything).
"""

from __future__ import annotations

import json
import random

import pytest

import skywidgets
from skywidgets import games
from skywidgets.widget.testing import BrowserLog
from skywidgets.widget.view_sync import EMPTY_PATCH, view_patch, with_patch

from .test_log_updates import Updates, one_move, seats

GAMES = games.names()


def as_sent(value):
    return json.loads(json.dumps(value))


@pytest.mark.parametrize("game", GAMES)
def test_a_move_sends_what_changed_in_the_view_and_not_the_whole_view(game):
    w = skywidgets.widget_class(game)(players=seats(game), seed=5, settings={"autoplay": False})
    browser = BrowserLog(w)
    updates = Updates(w)
    chooser = random.Random(5)
    moves = 0
    while moves < 40 and not w.state.is_over:
        one_move(w, chooser)
        moves += 1
        sent = updates.take()
        assert all("view" not in state for state in sent), f"move {w.ply} sent the whole view"
        assert any("view_patch" in state for state in sent), f"move {w.ply} sent no patch"
        assert browser.view == as_sent(w.view), f"move {w.ply}: the browser's view"
    assert moves >= 10
    w.close()


def test_a_view_written_anew_is_sent_whole_with_an_empty_patch():
    w = skywidgets.Skyjo(players=["You", "random"], seed=3, settings={"autoplay": False})
    chooser = random.Random(3)
    while w.ply < 6:
        one_move(w, chooser)
    updates = Updates(w)
    w.goto(2)  # time travel: the past is shown whole
    sent = updates.take()
    whole = [state for state in sent if "view" in state]
    assert whole and whole[-1]["view"] == as_sent(w.view)
    assert whole[-1].get("view_patch", w.view_patch) == EMPTY_PATCH
    w.close()


def test_a_refused_write_of_the_patch_puts_the_whole_view_back():
    w = skywidgets.Skyway(seed=3)
    w.play(w.moves[0]["id"])
    updates = Updates(w)
    w.set_state({"view_patch": {"set": {"ply": 99}, "drop": [], "merge": {}}})
    sent = updates.take()
    assert w.error["field"] == "view_patch"
    assert {"view", "view_patch"} <= set(sent[-1]) and sent[-1]["view"] == as_sent(w.view)
    w.close()


def test_a_patch_sets_drops_and_merges_one_level_down():
    before = {"a": 1, "b": {"x": 1, "y": 2}, "c": [1], "gone": True}
    after = {"a": 1, "b": {"x": 1, "z": 3}, "c": [1, 2], "new": None}
    patch = view_patch(before, after)
    assert patch == {"set": {"c": [1, 2], "new": None}, "drop": ["gone"],
                     "merge": {"b": {"set": {"z": 3}, "drop": ["y"]}}}
    assert with_patch(before, patch) == after
    assert with_patch(after, patch) == after  # twice changes nothing
    assert view_patch(after, after) == EMPTY_PATCH


def test_a_patch_tells_apart_what_json_tells_apart():
    # 1, 1.0 and True are equal in Python, and three values in the browser
    assert view_patch({"a": 1}, {"a": True})["set"] == {"a": True}
    assert view_patch({"b": {"c": 1}}, {"b": {"c": 1.0}})["merge"] == {
        "b": {"set": {"c": 1.0}, "drop": []}}


def test_anything_but_a_patch_is_refused():
    with pytest.raises(ValueError, match="view_patch"):
        with_patch({}, {"set": {}})


def test_skyway_robbery_late_moves_send_about_what_early_moves_send():
    # bytes, not time: a move's update late in the game costs about the same as early on
    w = skywidgets.SkywayRobbery(players=["You", "random", "random"], seed=7,
                                 settings={"autoplay": False})
    updates = Updates(w)
    chooser = random.Random(7)
    costs = {}
    while w.ply < 200 and not w.state.is_over:
        one_move(w, chooser)
        costs[w.ply] = sum(len(json.dumps(state.get("view_patch", {})))
                           for state in updates.take())
    early = max(costs[ply] for ply in range(5, 16))
    late = [costs[ply] for ply in range(w.ply - 10, w.ply + 1)]
    assert max(late) < 2 * early, (early, late)
    w.close()
