"""The hand-off screen: in a game whose views are private, people sharing one screen see
their own hand only after saying they are there; in between, only what everyone may see."""

from __future__ import annotations

import json

import pytest

from skywidgets import Skyway
from skywidgets.core.errors import BadMessage
from skywidgets.widget import GameWidget
from skywidgets.widget.testing import send


class Robbery(GameWidget):
    game_name = "skyway_robbery"
    _esm = "export default { render() {} };"


def hands_in(w) -> list:
    return [p["hand"] for p in w.view["players"] if p["hand"] is not None]


def test_two_people_hand_the_screen_over_before_each_private_turn():
    w = Robbery(players=["Ann", "Bob"], seed=2, dirty_tricks=0)
    first = w.state.current_player
    assert w.handoff == {"seat": first, "name": ["Ann", "Bob"][first]}
    assert w.moves == [] and hands_in(w) == []
    assert all(p.get("draft") is None for p in w.view["players"])
    send(w, {"type": "ready"})
    assert w.handoff == {} and w.view["seat"] == first and w.moves
    mine = w.view["players"][first]["draft"]
    send(w, {"type": "move", "id": f"brig:{mine[0]}", "ply": w.ply})
    other = 1 - first
    # Bob's turn: the screen waits, showing nobody's cards
    assert w.handoff["seat"] == other and w.moves == []
    assert mine[1] not in json.dumps(w.view) and mine[2] not in json.dumps(w.view)
    send(w, {"type": "move", "id": w.state.legal_moves()[0].id, "ply": w.ply})
    assert w.error and w.ply == 1  # no move while waiting: nothing was played
    send(w, {"type": "ready"})
    assert w.handoff == {} and w.view["seat"] == other and w.moves


def test_ready_without_a_hand_off_is_refused():
    w = Robbery(players=["Ann", "random"], seed=2, dirty_tricks=0)
    assert w.handoff == {}  # one person: nothing to hand over
    send(w, {"type": "ready"})
    assert "no hand-off" in w.error["message"]


def test_games_without_private_views_never_wait():
    w = Skyway(players=["You"], seed=1)
    assert w.handoff == {}


def test_time_travel_shows_the_past_through_the_eyes_of_whoever_is_at_the_screen():
    w = Robbery(players=["Ann", "Bob"], seed=2, dirty_tricks=0)
    w.ready()
    first = w.state.current_player
    w.play(w.moves[0]["id"])
    w.ready()  # the other person sits down
    w.goto(0)  # the start, when the first person was to move
    assert w.view["players"][first]["draft"] is None  # not their cards
    assert w.view["players"][1 - first]["draft"] is not None


def test_simulating_waits_for_the_person_too():
    w = Robbery(players=["Ann", "Bob"], seed=2, dirty_tricks=0)
    with pytest.raises(BadMessage, match="waiting for"):
        w.simulate(n=1)
