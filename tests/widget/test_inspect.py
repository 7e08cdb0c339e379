"""A game's own inspection panel filled by Python (Skyway Robbery's Heist planner): the
``inspect`` message and ``w.inspect``, how the panel follows the game, and that it shows
only the cards of the person at the screen."""

from __future__ import annotations

import json

import pytest

from skywidgets import Skyway, SkywayRobbery
from skywidgets.core.errors import BadMessage
from skywidgets.widget.testing import send


def to_location(w: SkywayRobbery) -> None:
    """Bots play for everyone until the airship has reached its first location and it is
    the human's turn again."""
    while w.state.location is None or w.state.current_player != 0:
        w.bot_step("heuristic")


def mentioned(data: dict) -> set[str]:
    """Every card id the planner's data names."""
    cards = set(data["names"]) | set(data["power"])
    for row in data["defenses"]:
        cards.update(row["cards"], row["vent"])
    return cards


def test_the_planner_opens_with_its_first_choice_and_says_what_it_looked_at():
    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4,
                      settings={"autoplay": False})
    assert w.inspection == {}
    send(w, {"type": "inspect", "name": "planner", "args": {}})
    assert w.error == {}
    entry = w.inspection
    assert entry["name"] == "planner" and entry["title"] == "Heist planner"
    assert entry["ply"] == w.ply and entry["args"] == {}
    data = entry["data"]
    assert data["job"] == data["choices"][0]["job"] and data["label"] == data["choices"][0]["label"]
    assert [row["dice"] for row in data["odds"]] == list(range(7))
    assert data["odds"][1]["members_1"] == pytest.approx(2 / 3, abs=1e-4)


def test_the_planner_follows_the_game_and_the_choice_made_in_it():
    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4,
                      settings={"autoplay": False})
    to_location(w)
    data = w.inspect("planner", job="heist")
    assert data["job"] == "heist" and data["label"].startswith("Local Heist at the ")
    defenses = w.state.job_defenses("heist")
    assert [row["number"] for row in data["defenses"]] == [d["index"] + 1 for d in defenses]
    before = w.ply
    w.bot_step("heuristic")
    assert w.inspection["ply"] == w.ply == before + 1
    assert w.inspection["args"] == {"job": "heist"} and w.inspection["data"]["job"] == "heist"
    # time travel shows the panel for the position shown
    send(w, {"type": "goto", "ply": before})
    assert w.inspection["ply"] == before and w.inspection["data"]["job"] == "heist"
    send(w, {"type": "goto", "ply": None})
    assert w.inspection["ply"] == w.ply
    send(w, {"type": "inspect", "name": None})
    assert w.error == {} and w.inspection == {}
    w.bot_step("heuristic")
    assert w.inspection == {}  # closed: no longer worked out move by move


def test_a_choice_that_has_gone_falls_back_to_the_first_one():
    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4,
                      settings={"autoplay": False})
    w.inspect("planner")
    w._inspecting = ("planner", {"job": "side_job", "target": "taken_by_someone"})
    w.bot_step("heuristic")
    assert w.inspection["args"] == {}
    assert w.inspection["data"]["job"] == w.inspection["data"]["choices"][0]["job"]


@pytest.mark.parametrize("content, field", [
    ({"type": "inspect"}, "name"),
    ({"type": "inspect", "name": "oracle"}, "name"),
    ({"type": "inspect", "name": 3}, "name"),
    ({"type": "inspect", "name": "planner", "args": ["heist"]}, "args"),
    ({"type": "inspect", "name": "planner", "args": {"job": "bank"}}, "args.job"),
    ({"type": "inspect", "name": "planner", "args": {"job": "side_job", "target": "nope"}},
     "args.target"),
])
def test_a_bad_inspect_message_names_the_field_and_changes_nothing(content, field):
    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4,
                      settings={"autoplay": False})
    w.inspect("planner", job="jailbreak")
    before = (json.dumps(w.inspection), json.dumps(w.view), w.ply)
    send(w, content)
    assert w.error["field"] == field, w.error
    assert (json.dumps(w.inspection), json.dumps(w.view), w.ply) == before


def test_a_game_without_inspection_panels_refuses_by_name():
    w = Skyway(seed=3)
    send(w, {"type": "inspect", "name": "planner"})
    assert w.error["field"] == "name" and "none" in w.error["message"]
    assert w.inspection == {}


def test_bots_only_the_planner_is_refused_it_would_show_someone_s_hand():
    w = SkywayRobbery(players=["heuristic", "heuristic"], seed=4)
    with pytest.raises(BadMessage) as err:
        w.inspect("planner")
    assert err.value.field == "seat"
    assert w.inspection == {}


def test_at_a_shared_screen_the_planner_shows_only_the_person_s_own_cards():
    w = SkywayRobbery(players=["Ann", "Ben"], seed=2, dirty_tricks=0)
    first = w.state.current_player
    w.ready()
    w.inspect("planner", job="jailbreak")
    assert w.inspection["data"] is not None
    w.play(w.state.legal_moves()[0])
    # the screen waits for the other person: the panel stays open but shows nothing, not
    # even which job the last person looked at
    assert w.handoff and w.inspection["name"] == "planner" and w.inspection["data"] is None
    assert w.inspection["args"] == {}
    send(w, {"type": "inspect", "name": "planner", "args": {}})
    assert w.error["field"] == "handoff" and w.inspection["data"] is None
    w.ready()
    other = 1 - first
    data = w.inspection["data"]
    assert data is not None
    assert mentioned(data) <= set(w.state.hand(other))
    # time travel at a shared screen: through the eyes of whoever is there now
    send(w, {"type": "goto", "ply": 1})
    past = w._replay_to(1)
    assert w.inspection["ply"] == 1
    assert mentioned(w.inspection["data"]) <= set(past.view(other)["cards"])


def test_the_planner_names_no_card_the_viewer_may_not_see():
    # every position of a game of bots, through the human seat's eyes: the planner names
    # only cards in that seat's view (its hand, its own job's team, the board)
    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=7,
                      settings={"autoplay": False})
    w.inspect("planner")
    checked = 0
    while not w.state.is_over and checked < 150:
        state = w.state
        visible = set(state.view(0)["cards"])
        for choice in w.inspection["data"]["choices"]:
            data = state.game.inspect(state, 0, "planner",
                                      {"job": choice["job"], "target": choice["target"]})
            assert mentioned(data) <= visible, (state.ply, choice, mentioned(data) - visible)
            checked += 1
        w.bot_step("heuristic")
    assert checked >= 150


def test_another_seat_s_job_in_progress_is_not_the_viewer_s_team():
    # seed 4: at move 357 seat 2 is planning a heist with three gang members on the job
    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4,
                      settings={"autoplay": False})
    while not (w.state.mission and w.state.mission["seat"] != 0 and w.state.mission["team"]
               and w.state.mission["job"] == "heist"):
        w.bot_step("heuristic")
    theirs = set(w.state.mission["team"]) | set(w.state.mission["carry"])
    data = w.inspect("planner", job="heist")
    plan = data["plan"] or {"members": [], "crew": [], "carry": {}}
    assert not theirs & (set(plan["members"]) | set(plan["crew"]) | set(plan["carry"]))
    assert not theirs & mentioned(data)


def test_a_choice_called_name_is_a_choice_not_the_panel_s_name():
    # the browser's choices are a dict: one called "name" never clashes with the panel's
    # name, and the planner, whose choices are job and target, refuses it by name
    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4,
                      settings={"autoplay": False})
    send(w, {"type": "inspect", "name": "planner", "args": {"name": "oracle", "job": "jailbreak"}})
    assert w.error["field"] == "args.name" and w.inspection == {}
    send(w, {"type": "inspect", "name": "planner", "args": {"job": "jailbreak"}})
    assert w.error == {}
    assert w.inspection["name"] == "planner" and w.inspection["data"]["job"] == "jailbreak"

