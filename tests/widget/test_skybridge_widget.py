"""The Skybridge widget without a browser: moves by message, bots answering, illegal targets
explained, hot-seat."""

import json

from skywidgets import Skybridge
from skywidgets.widget.testing import play, send


def test_a_game_against_bots_by_messages():
    w = Skybridge(players=["You", "greedy", "random"], seed=0, settings={"pace": 0})
    assert w.view["colour"] == "ivory" and w.seat == 0
    while not w.view["over"]:
        assert w.view["current_player"] == 0 and w.moves
        play(w, w.moves[-1]["id"])  # roofs and bridges come last in the list
    assert w.view["winners"] and len(w.view["pieces"]) <= 44
    seats = {e["seat"] for e in w.log}
    assert seats == {0, 1, 2}


def test_every_illegal_target_says_why_and_a_refused_move_changes_nothing():
    w = Skybridge(players=["Ana", "Ben"], seed=0)
    play(w, "2@5")
    targets = w.view["targets"]
    legal = {m["id"] for m in w.moves}
    for piece, places in targets.items():
        for where, why in places.items():
            code = {"tall": "3", "short": "2", "bridge": "B", "roof": "R"}[piece]
            assert (why is None) == (f"{code}@{where}" in legal)
            if why is not None:
                assert why["reason"] and why["rule"]
    before = json.dumps(w.view)
    send(w, {"type": "move", "id": "R@1", "ply": w.ply})  # a roof on a bare base
    assert w.error["rule"] and "tower" in w.error["message"]
    assert json.dumps(w.view) == before


def test_hot_seat_follows_the_player_to_move():
    w = Skybridge(players=["Ana", "Ben", "Cy", "Di"], seed=0)
    for _ in range(8):
        assert w.seat == w.view["current_player"]
        play(w, w.moves[0]["id"])


def test_a_new_game_with_a_seed_replays_the_same_bot_moves():
    def opening(w):
        w.new_game(seed=0)
        w.play("3@5")
        return [e["id"] for e in w.log]

    w = Skybridge(players=["You", "greedy", "mcts"], seed=3, settings={"pace": 0})
    first = opening(w)
    assert len(first) == 3 and opening(w) == first
    assert opening(Skybridge(players=["You", "greedy", "mcts"], seed=0,
                             settings={"pace": 0})) == first
