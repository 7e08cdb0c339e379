"""The Skybridge widget without a browser: moves by message, bots answering, illegal targets
explained, hot-seat."""

import json
import re

from skywidgets import Skybridge
from skywidgets.widget.testing import play, send, sent_traits


def test_a_game_against_bots_by_messages():
    w = Skybridge(players=["You", "greedy", "random"], seed=0, settings={"pace": 0})
    assert w.view["colour"] == "ivory" and w.seat == 0
    while not w.view["over"]:
        assert w.view["current_player"] == 0 and w.moves
        play(w, w.moves[-1]["id"])  # roofs and bridges come last in the list
    assert w.view["winners"] and len(w.view["pieces"]) <= 44
    seats = {e["seat"] for e in w.log_entries}
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
        return [e["id"] for e in w.log_entries]

    w = Skybridge(players=["You", "greedy", "mcts"], seed=3, settings={"pace": 0})
    first = opening(w)
    assert len(first) == 3 and opening(w) == first
    assert opening(Skybridge(players=["You", "greedy", "mcts"], seed=0,
                             settings={"pace": 0})) == first


def test_each_kind_of_refused_click_is_answered_in_plain_words():
    """What the board asks ("why", with the move a refused click would be) is answered as a
    learner reads it beside the click: a sentence naming bases and pieces (no notation),
    and the rule it comes from; nothing is played."""
    w = Skybridge(players=["You", "Ana", "Ben"], seed=0)
    for move in ("3@5", "2@2", "3@1", "3@3", "2@8", "2@6", "2@9", "B@69", "B@56", "3@7", "3@4",
                 "3@7", "B@14", "3n@8", "2@1", "R@1"):
        play(w, move)
    # a roof on a roof; a block beside its colour; a block above the lowest level; a bridge
    # all placed; two bases not side by side; a roof on a bare base of a fresh game
    asked = {"3@1": "Base 1 has a roof: nothing goes on a roof.",
             "3@2": "The charcoal three-story block would touch another charcoal piece there.",
             "3@4": ("The charcoal three-story block must go on level 3, the lowest level where it "
                     "touches no charcoal piece; base 4 is 4 levels high."),
             "B@23": "Your charcoal bridge is already placed.",
             "B@19": "Bases 1 and 9 are not side by side: a bridge lies on two neighbouring bases."}
    for move, reason in asked.items():
        before = (w.ply, json.dumps(w.view), w.log_entries)
        send(w, {"type": "why", "id": move, "ply": w.ply})
        assert w.error["message"] == reason and w.error["move"] == move, (move, w.error)
        assert re.match(r"Skybridge rulebook, [A-Z][^:]*: [a-z0-9]", w.error["rule"]), w.error["rule"]
        assert "@" not in w.error["message"]
        assert (w.ply, json.dumps(w.view), w.log_entries) == before
    fresh = Skybridge(players=["You", "Ana"], seed=0)
    send(fresh, {"type": "why", "id": "R@5", "ply": 0})
    assert fresh.error["message"] == "Base 5 is bare: a roof goes on a tower."
    send(fresh, {"type": "why", "id": "3n@5", "ply": 0})
    assert fresh.error["message"] == "Only the three-player game gives players the fourth colour's blocks."


def test_a_move_sends_what_it_changed_in_the_boards_language():
    # a move sends only what changed in the view (view_patch): the reasons against each
    # target in it are Icelandic, as they are in the whole view
    w = Skybridge(players=["Anna", "greedy"], seed=0, settings={"language": "is", "pace": 0})
    play(w, "3@5")
    w.wait(30)
    patch = sent_traits(w, ["view_patch"])["view_patch"]
    changed = patch["merge"]["targets"]["set"]
    reasons = [why["reason"] for places in changed.values() for why in places.values() if why]
    assert reasons and all(not re.search(r"\bbases?\b", r) for r in reasons), reasons
    assert any(r.startswith("reitur ") for r in reasons), reasons
    whole = sent_traits(w, ["view"])["view"]["targets"]
    assert all(whole[piece][where] == why for piece, places in changed.items()
               for where, why in places.items())
