"""What a class sees when a click is refused, and the settings a room changes: a refused
move comes back as the rules' reason in words (the board says it beside the click), "why"
asks for that reason without playing, Bot pace changes a run under way, the compact layout
is a checked setting, and going back in time while a bot thinks is no error."""

from __future__ import annotations

import threading

import pytest

from skywidgets import Skybridge, Skyjo, Skyway
from skywidgets.core.bots import BOTS, Bot
from skywidgets.widget.testing import send


def test_a_refused_click_reads_as_the_rules_reason_with_its_rule():
    w = Skyjo(players=["You", "greedy"], seed=1, settings={"autoplay": False})
    before = (w.ply, w.view, w.moves)
    send(w, {"type": "move", "id": "d", "ply": w.ply})  # drawing before the two reveals
    assert w.error["message"] == "First every player turns up two of their cards."
    assert w.error["rule"].startswith("Skyjo rulebook, Play:")
    assert w.error["field"] == "id" and w.error["move"] == "d"
    assert "'" not in w.error["message"], "no move id in quotes: it is notation, not words"
    assert (w.ply, w.view, w.moves) == before


@pytest.mark.parametrize("make, refused, reason", [
    (lambda: Skyjo(players=["You", "greedy"], seed=1), "t5", "turns up two"),
    (lambda: Skybridge(players=["You", "greedy"], seed=1), "R@1", "Base 1 is bare"),
])
def test_why_says_the_reason_and_plays_nothing(make, refused, reason):
    w = make()
    before = (w.ply, w.view, w.moves, w.log_entries)
    send(w, {"type": "why", "id": refused, "ply": w.ply})
    assert reason in w.error["message"] and w.error["rule"] and w.error["move"] == refused
    assert (w.ply, w.view, w.moves, w.log_entries) == before


def test_why_of_a_legal_move_plays_nothing_and_says_nothing():
    w = Skyway(seed=3)
    legal = w.moves[0]["id"]
    send(w, {"type": "why", "id": legal, "ply": w.ply})
    assert w.error == {} and w.ply == 0 and w.log_entries == []


def test_why_is_held_to_the_moves_checks():
    w = Skyway(seed=3)
    send(w, {"type": "why", "id": "a1", "ply": 7})
    assert w.error["field"] == "ply" and "stale" in w.error["message"]
    send(w, {"type": "why", "id": 5, "ply": 0})
    assert w.error["field"] == "id"


def test_the_compact_layout_is_a_checked_setting():
    w = Skyway(seed=3)
    assert w.settings["layout"] == "normal"
    send(w, {"type": "settings", "settings": {"layout": "compact"}})
    assert w.error == {} and w.settings["layout"] == "compact"
    send(w, {"type": "settings", "settings": {"layout": "tiny"}})
    assert w.error["field"] == "settings.layout" and "normal, compact" in w.error["message"]
    assert w.settings["layout"] == "compact"
    assert Skyway(seed=3, settings={"layout": "compact"}).settings["layout"] == "compact"


class _Gate(Bot):
    """A bot that waits at a gate before answering: a bot "thinking" for as long as a test
    needs."""

    name = "gate"
    fast = False

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.go = threading.Event()

    def choose(self, info, rng):
        self.asked.set()
        assert self.go.wait(10)
        return info.state.legal_moves()[0]


def test_bot_pace_changed_during_a_run_takes_effect_at_the_next_wait():
    w = Skyjo(players=["greedy", "greedy"], seed=2, settings={"autoplay": False, "pace": 10})
    w.run_bots()  # in the background, ten seconds between moves
    try:
        w.settings = {**w.settings, "pace": 0}
        w.wait(timeout=60)  # without the change this run would take minutes
        assert w.view["current_player"] is None
    finally:
        w.stop()


def test_going_back_in_time_while_a_bot_thinks_is_no_error(monkeypatch):
    gate = _Gate()
    monkeypatch.setitem(BOTS, "gate", gate)
    w = Skyway(seed=3, settings={"autoplay": False, "bot": "gate"})
    w.play(w.moves[0]["id"])
    send(w, {"type": "bot_step", "whole_turn": False})
    assert gate.asked.wait(10)
    send(w, {"type": "goto", "ply": 0})
    gate.go.set()
    w.wait()
    assert w.error == {}, w.error
    assert w.ply == 1 and w.viewing == 0
