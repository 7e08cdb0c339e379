"""The Log reaches the browser by what each move adds (docs/widget-protocol.md, "The Log").

A move's update carries its new entries in ``log_tail``, never the whole ``log``; a Log
written anew (Undo, time travel's Play on from here, a switch of branch, New game, the
teacher's view) is sent whole. Whatever happens, the Log a front end keeps from those
messages is ``w.log_entries``, and so is the Log of a front end that opens later.
"""

from __future__ import annotations

import json
import random

import pytest

import skywidgets
from skywidgets import games
from skywidgets.core.errors import SkywidgetsError
from skywidgets.widget.testing import BrowserLog

GAMES = games.names()


def seats(game: str) -> list[str]:
    """One person at the screen, and random bots in the seats the game needs."""
    need = skywidgets.load(game).min_players
    return ["You"] + ["random"] * max(need - 1, 1 if need > 1 else 0)


def one_move(w, chooser: random.Random) -> None:
    """The person's random legal move, or a bot's when it is not their turn."""
    if w.moves:
        w.play(chooser.choice(w.moves)["id"])
    else:
        w.bot_step()


class Updates:
    """Every update the widget sends from now on, as the front end reads it."""

    def __init__(self, w) -> None:
        self.states: list[dict] = []
        forward = w.comm.send

        def send(data=None, metadata=None, buffers=None):
            message = json.loads(json.dumps(data))
            if message.get("method") == "update":
                self.states.append(message["state"])
            forward(data=data, metadata=metadata, buffers=buffers)

        w.comm.send = send

    def take(self) -> list[dict]:
        taken, self.states = self.states, []
        return taken


@pytest.mark.parametrize("game", GAMES)
def test_a_move_sends_its_new_entries_and_not_the_whole_log(game):
    w = skywidgets.widget_class(game)(players=seats(game), seed=5, settings={"autoplay": False})
    updates = Updates(w)
    chooser = random.Random(5)
    moves = 0
    while moves < 40 and not w.state.is_over:
        before = len(w.log_entries)
        one_move(w, chooser)
        moves += 1
        sent = updates.take()
        assert sent, "a move sent nothing"
        assert all("log_entries" not in state for state in sent), f"move {w.ply} sent the whole Log"
        tails = [state["log_tail"] for state in sent if "log_tail" in state]
        assert tails == [{"from": before, "entries": w.log_entries[before:]}]
    assert moves >= 10
    w.close()


def test_a_log_written_anew_is_sent_whole():
    w = skywidgets.Skyjo(players=["You", "random"], seed=3, settings={"autoplay": False,
                                                                     "undo": "free"})
    chooser = random.Random(3)
    while w.ply < 6:
        one_move(w, chooser)
    updates = Updates(w)
    w.undo()
    sent = updates.take()
    whole = [state for state in sent if "log_entries" in state]
    assert whole and whole[-1]["log_entries"] == w.log_entries
    assert whole[-1]["log_tail"] == {"from": len(w.log_entries), "entries": []}
    w.new_game(seed=4)
    assert [state["log_entries"] for state in updates.take() if "log_entries" in state][-1] == []
    w.close()


def test_a_refused_write_of_the_tail_puts_the_whole_log_back():
    w = skywidgets.Skyway(seed=3)
    w.play(w.moves[0]["id"])
    updates = Updates(w)
    w.set_state({"log_tail": {"from": 0, "entries": [{"ply": 1, "label": "forged"}]}})
    sent = updates.take()
    assert w.error["field"] == "log_tail"
    assert {"log_entries", "log_tail"} <= set(sent[-1]) and sent[-1]["log_entries"] == w.log_entries
    w.close()


def shuffled_session(w, chooser: random.Random, steps: int) -> None:
    """Moves, bots, Undo, time travel, a move from the past (a new branch), a switch of
    branch, New game and the teacher's view, at random; every few steps a front end opens
    anew. After each, the Log the front ends keep is ``w.log_entries``."""
    browser = BrowserLog(w)
    for step in range(steps):
        roll = chooser.random()
        try:
            if roll < 0.5:
                if w.viewing is not None:
                    w.goto(None)
                if not w.state.is_over:
                    one_move(w, chooser)
            elif roll < 0.6 and w.log_entries:
                w.undo()
            elif roll < 0.72 and w.log_entries:
                w.goto(chooser.randrange(len(w.log_entries)))
            elif roll < 0.8 and w.viewing is not None:
                # a move from the past shown: the later moves stay in their branch
                past = w._replay_to(w.viewing)
                if not past.is_over:
                    w.play(chooser.choice(past.legal_moves()))
            elif roll < 0.85 and w.viewing is not None:
                w.resume()
            elif roll < 0.9 and len(w.branches) > 1:
                w.switch(chooser.choice([b["name"] for b in w.branches if not b["current"]]))
            elif roll < 0.94:
                w.reveal_all = not w.reveal_all
            elif roll < 0.97:
                w.new_game(seed=chooser.randrange(1000))
            else:
                w.goto(None)
        except SkywidgetsError:
            pass  # refused (nothing to take back, say): nothing changed
        assert w.wait(30)
        assert browser.gaps == 0, f"step {step}: a tail would have left a gap"
        assert browser.entries == w.log_entries, f"step {step}: the browser's Log is not w.log_entries"
        # the view too is kept from what is sent (view_sync.py)
        assert browser.view == as_sent(w.view), f"step {step}: the browser's view is not w.view"
        if step % 10 == 9:
            assert BrowserLog(w).entries == w.log_entries, f"step {step}: a new view's Log"
            assert BrowserLog(w).view == as_sent(w.view), f"step {step}: a new front end's view"


def as_sent(value):
    """``value`` as the browser gets it (JSON)."""
    return json.loads(json.dumps(value))


@pytest.mark.parametrize("game", GAMES)
def test_the_browser_log_is_w_log_after_anything(game):
    w = skywidgets.widget_class(game)(players=seats(game), seed=11,
                                      settings={"undo": "free", "pace": 0})
    shuffled_session(w, random.Random(f"log:{game}"), 80)
    w.close()


def test_moves_published_in_one_update_send_all_their_entries():
    w = skywidgets.Skyjo(players=["random", "random"], seed=2, settings={"autoplay": False})
    browser = BrowserLog(w)
    updates = Updates(w)
    with w.hold_sync():  # a caller holding the sync: both moves go out in one update
        w.bot_step()
        w.bot_step()
    sent = updates.take()
    assert len(sent) == 1 and "log_entries" not in sent[0]
    assert sent[0]["log_tail"] == {"from": 0, "entries": w.log_entries}
    assert browser.entries == w.log_entries and len(w.log_entries) == 2
    w.close()
