"""The Rules panel's side in Python: the ``rules`` trait, and the ``new`` message (and
``new_game``) with other options and other seats, read field by field; a refused one
changes nothing."""

from __future__ import annotations

import json

import pytest

import skywidgets
from skywidgets import Skyjo, Skyway, SkywayRobbery
from skywidgets.core.errors import BadMessage
from skywidgets.widget.testing import as_the_board_sends, sent_traits

NAMES = skywidgets.game_names()


def send(w, message: dict) -> None:
    w._on_message(w, as_the_board_sends(w, message), None)
    assert w.wait(30)


def traits(w) -> dict:
    names = [name for name in w.class_own_traits(sync=True) if name != "error"]
    return {name: json.dumps(value, sort_keys=True, default=str)
            for name, value in sent_traits(w, names).items()}


@pytest.mark.parametrize("name", NAMES)
def test_the_rules_trait_declares_every_option_with_its_value(name):
    game = skywidgets.load(name)
    w = skywidgets.widget_class(name)(seed=1)
    rules = w.rules
    assert [entry["name"] for entry in rules["options"]] == list(game.options)
    for entry in rules["options"]:
        option = game.options[entry["name"]]
        assert entry["value"] == w.state.origin["options"][option.name] == option.default
        assert entry["rule"] == game.rules[option.rule].to_dict()
        assert entry["label"] == option.label and entry["sentence"] == option.sentence
    assert rules["players"] == {"min": game.min_players, "max": game.max_players}
    assert rules["bots"] == w.bots
    assert json.loads(json.dumps(rules)) == rules
    w.close()


def test_the_rules_trait_follows_the_game_s_options():
    w = Skyjo(players=["You", "greedy"], seed=1, end_score=60, column_rule=False)
    values = {entry["name"]: entry["value"] for entry in w.rules["options"]}
    assert values["end_score"] == 60 and values["column_rule"] is False
    # a loaded game plays on with its own options
    again = Skyjo.load(w.state.record().to_dict())
    assert {e["name"]: e["value"] for e in again.rules["options"]}["end_score"] == 60
    again.new_game(seed=3)
    assert again.state.origin["options"]["end_score"] == 60
    w.close()
    again.close()


def test_new_with_options_and_seats_starts_that_game():
    w = Skyjo(players=["You", "greedy"], seed=1)
    w.play(w.moves[0]["id"])
    send(w, {"type": "new", "seed": 9, "options": {"end_score": 40, "next_starter": "ender"},
             "players": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"},
                         {"kind": "bot", "bot": "random"}]})
    assert w.error == {}
    assert w.state.num_players == 3 and w.ply == 0 and w.log_entries == []
    assert [p["name"] for p in w.players] == ["Ann", "Ben", "random"]
    assert [p["kind"] for p in w.players] == ["human", "human", "bot"]
    options = w.state.origin["options"]
    assert options["end_score"] == 40 and options["next_starter"] == "ender"
    assert options["column_rule"] is True  # the others as they were
    values = {e["name"]: e["value"] for e in w.rules["options"]}
    assert values["end_score"] == 40
    assert len(w.view["grids"]) == 3
    # the same seed and rules deal the same game
    assert w.state.to_dict() == skywidgets.load("skyjo").new(
        players=3, seed=9, end_score=40, next_starter="ender").to_dict()
    # New game keeps the table and the rules
    send(w, {"type": "new", "seed": 2})
    assert w.state.num_players == 3 and w.state.origin["options"]["end_score"] == 40
    w.close()


def test_a_new_table_of_people_sharing_a_screen_gets_hand_offs_and_their_undo():
    w = SkywayRobbery(players=["You", "heuristic"], seed=4)
    assert w.handoff == {}
    w.settings = {"pace": 0}
    send(w, {"type": "new", "seed": 4, "players": [{"kind": "human", "name": "Ann"},
                                                   {"kind": "human", "name": "Bob"}],
             "options": {"dirty_tricks": 0}})
    assert w.error == {}
    assert w.handoff == {"seat": 0, "name": "Ann"} and w.moves == []
    send(w, {"type": "ready"})
    assert w.moves and w.seat == 0
    assert w.settings["pace"] == 0  # changed by a person: kept
    assert w.state.origin["options"]["dirty_tricks"] == 0
    w.close()


def test_undo_s_default_follows_the_people_at_the_table():
    from skywidgets import Skybridge
    w = Skybridge(players=["You", "greedy"], seed=1)
    assert w.settings["undo"] == "free"  # one person, nothing hidden
    w.new_game(players=["Ann", "Ben"])
    assert w.settings["undo"] == "no peeking"
    w.new_game(players=["You", "random"])
    assert w.settings["undo"] == "free"
    w.settings = {"undo": "off"}
    w.new_game(players=["Ann", "Ben"])
    assert w.settings["undo"] == "off"  # a person's choice stays
    w.close()


@pytest.mark.parametrize("message, field", [
    ({"options": {"end_score": 0}}, "options.end_score"),
    ({"options": {"end_score": True}}, "options.end_score"),
    ({"options": {"column_rule": "yes"}}, "options.column_rule"),
    ({"options": {"next_starter": "dealer"}}, "options.next_starter"),
    ({"options": {"house_rule": 1}}, "options.house_rule"),
    ({"options": ["end_score", 40]}, "options"),
    ({"options": "end_score=40"}, "options"),
    ({"players": "Ann, Ben"}, "players"),
    ({"players": [{"kind": "human", "name": "Ann"}]}, "players"),
    ({"players": [{"kind": "human", "name": "Ann"}] * 9}, "players"),
    ({"players": [{"kind": "human", "name": "Ann"}, "Ben"]}, "players[1]"),
    ({"players": [{"kind": "human", "name": "Ann"}, {"kind": "alien"}]}, "players[1]"),
    ({"players": [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "deep-blue"}]},
     "players[1].bot"),
    ({"players": [{"kind": "human", "name": " "}, {"kind": "bot", "bot": "greedy"}]},
     "players[0].name"),
    ({"players": [{"kind": "human", "name": "x" * 41}, {"kind": "bot", "bot": "greedy"}]},
     "players[0].name"),
    ({"players": [{"kind": "human", "name": "greedy"}, {"kind": "bot", "bot": "greedy"}]},
     "players[0].name"),
    ({"seed": -1, "players": [{"kind": "human", "name": "Ann"}] * 2}, "seed"),
    ({"options": {"end_score": 40}, "players": [{"kind": "bot", "bot": 3}] * 2},
     "players[0].bot"),
])
def test_a_refused_new_game_names_the_field_and_changes_nothing(message, field):
    w = Skyjo(players=["You", "greedy"], seed=1)
    w.play(w.moves[0]["id"])
    before, state = traits(w), w.state.to_dict()
    send(w, {"type": "new", **message})
    assert w.error["field"] == field, w.error
    assert len(w.error["message"]) <= 600
    assert traits(w) == before and w.state.to_dict() == state
    w.close()


def test_a_refused_option_says_what_it_accepts_and_the_rule_it_changes():
    w = Skyjo(players=["You", "greedy"], seed=1)
    send(w, {"type": "new", "options": {"end_score": 5000}})
    assert "a whole number from 1 to 1000" in w.error["message"]
    assert "End of the round and of the game" in w.error["message"]
    w.close()


def test_new_game_from_python_reads_its_arguments_the_same_way():
    w = Skyjo(players=["You", "greedy"], seed=1)
    before = traits(w)
    with pytest.raises(BadMessage) as err:
        w.new_game(options={"end_score": 0})
    assert err.value.field == "options.end_score"
    with pytest.raises(BadMessage) as err:
        w.new_game(players=["Ann"])
    assert err.value.field == "players" and "2 to 8" in err.value.reason
    with pytest.raises(BadMessage) as err:
        w.new_game(players=["Ann", ""])
    assert err.value.field == "players[1]"
    assert traits(w) == before
    w.new_game(seed=5, players=["Ann", "greedy", "greedy"], options={"column_rule": False})
    assert [p["name"] for p in w.players] == ["Ann", "greedy 1", "greedy 2"]
    assert w.state.origin["options"]["column_rule"] is False
    w.close()


def test_skyway_seats_one_and_has_no_options():
    w = Skyway(seed=1)
    assert w.rules["options"] == [] and w.rules["players"] == {"min": 1, "max": 1}
    send(w, {"type": "new", "seed": 2, "options": {}, "players": [{"kind": "bot", "bot": "greedy"}]})
    assert w.error == {} and w.players == [{"name": "greedy", "kind": "bot", "bot": "greedy"}]
    send(w, {"type": "new", "options": {"colour": True}})
    assert w.error["field"] == "options.colour"
    w.close()
