"""Every registered game through the one generic widget, the way the browser drives it:
the same messages, the same traits, whatever the game."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

import skywidgets
from skywidgets.widget import DEFAULT_SETTINGS, GameWidget
from skywidgets.widget.testing import as_the_board_sends

#: what each synced trait holds (docs/widget-protocol.md, "Synced traits")
KINDS = {"game": str, "title": str, "view": dict, "moves": list, "log_entries": list, "ply": int,
         "viewing": (int, type(None)), "outcomes": dict, "error": dict, "players": list,
         "seat": (int, type(None)), "settings": dict, "bots": list, "rollout_bots": list,
         "busy": str, "handoff": dict, "inspection": dict, "reveal_all": bool,
         "reasoning": dict, "rules": dict, "chance": dict,
         "branches": list, "comparison": dict, "log_tail": dict, "bundle": dict,
         "view_patch": dict}
#: the bot at the table: quick, so the test is about the widget, not the bot
BOT = "random"


def send(w, content):
    """A message as the browser sends it; bots and rollouts answer in the background, so
    wait for them."""
    w._on_message(w, as_the_board_sends(w, content), None)
    if w.busy:
        assert w.wait(120), f"{content} still runs after 120 s"


def seats_for(game) -> list[str]:
    """One person, and bots in the other seats (at least one, where the game seats two)."""
    seats = max(game.min_players, min(2, game.max_players))
    return ["You"] + [BOT] * (seats - 1)


def synced(w) -> dict:
    """The synced traits as ipywidgets sends them (a trait holding widgets: their ids)."""
    traits = {}
    for name, trait in GameWidget.class_own_traits(sync=True).items():
        to_json = trait.metadata.get("to_json")
        value = getattr(w, name)
        traits[name] = to_json(value, w) if to_json else value
    return traits


def frozen(w) -> str:
    """Everything a refused message must leave as it was."""
    traits = {k: v for k, v in synced(w).items() if k != "error"}
    return json.dumps({"traits": traits, "state": w.state.to_dict()}, sort_keys=True)


def check_protocol(w, game, names: list[str]) -> None:
    """The synced traits are plain JSON and hold what the protocol says."""
    traits = synced(w)
    assert set(traits) == set(KINDS)
    assert json.loads(json.dumps(traits, allow_nan=False)) == traits  # JSON, as sent
    for name, kind in KINDS.items():
        assert isinstance(traits[name], kind), (name, traits[name])
    assert w.game == game.name and w.title == game.title
    assert w.players == [{"name": "You", "kind": "human"}] + [
        {"name": BOT, "kind": "bot", "bot": BOT}] * (len(names) - 1)
    assert set(w.settings) == set(DEFAULT_SETTINGS)
    assert w.settings["bot"] in w.bots and w.settings["rollout"] in w.rollout_bots
    assert set(w.rollout_bots) <= set(w.bots)
    # one person: the screen is always theirs, and never waits for a hand-off
    assert w.seat == 0 and w.handoff == {} and w.view == w.state.view(0)
    assert w.viewing is None and w.busy == ""
    assert w.ply == w.state.ply == len(w.log_entries)
    assert [entry["ply"] for entry in w.log_entries] == list(range(1, w.ply + 1))
    # the last move's entries, from where the Log stood before it (docs/widget-protocol.md)
    tail = w.log_tail
    assert w.log_entries[tail["from"]:] == tail["entries"]
    # and what it changed in the view: the patch's entries are the view's own
    patch = w.view_patch
    assert all(w.view[key] == value for key, value in patch["set"].items())
    assert not set(patch["drop"]) & set(w.view)
    for entry in w.log_entries:
        assert {"ply", "seat", "player", "id", "label"} <= set(entry)
    check_chance(w)
    state = w.state
    if state.current_player == 0:
        assert [m["id"] for m in w.moves] == [m.id for m in state.legal_moves()]
        for move in w.moves:
            assert isinstance(move["id"], str) and isinstance(move["label"], str)
    else:
        assert w.moves == []


def check_chance(w) -> None:
    """The Chance panel is for the shown position and seat, and every figure is sound: a
    probability's fraction is its value, in [0, 1]; a count is within its total."""
    chance = w.chance
    assert chance["ply"] == w.ply and chance["seat"] == w.seat
    if not chance["sections"]:
        assert isinstance(chance["none"], str) and chance["none"].endswith(".")
        return
    assert chance["none"] is None and chance["basis"].endswith(".")
    for section in chance["sections"]:
        assert section["title"] and section["text"].endswith((".", ":"))
        for row in section["rows"]:
            if row["kind"] == "probability":
                value = Fraction(row["fraction"])
                assert 0 <= value <= 1 and abs(float(value) - row["value"]) < 1e-12
                assert row["percent"].endswith("%")
            else:
                assert row["kind"] == "count" and 0 <= row["count"] <= row["of"]


def to_the_person_s_turn(w) -> None:
    """A bot may be to move (at the start, say): Bot move, until the person is."""
    for _ in range(50):
        if w.moves or w.state.is_over:
            return
        send(w, {"type": "bot_step"})
        assert w.error == {}, w.error
    raise AssertionError("the person never got a turn")


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_every_game_plays_through_the_generic_widget(name, tmp_path):
    play_through(name, tmp_path)


def play_through(name: str, tmp_path) -> None:
    """The smoke test of one registered game (tests/sample_game runs it for its game too)."""
    game = skywidgets.load(name)
    names = seats_for(game)
    cls = skywidgets.widget_class(name)
    w = cls(players=names, seed=1, settings={"pace": 0, "undo": "free"})
    try:
        check_protocol(w, game, names)
        assert w.error == {} and w.outcomes == {} and w.inspection == {}

        # a legal move, by message; the bots answer
        to_the_person_s_turn(w)
        ply, before, view = w.ply, w.state.to_dict(), w.view
        move = w.moves[-1]
        send(w, {"type": "move", "id": move["id"], "ply": ply})
        assert w.error == {}, w.error
        assert w.ply > ply and w.log_entries[ply]["id"] == move["id"] and w.log_entries[ply]["seat"] == 0
        check_protocol(w, game, names)

        # Undo takes back the move and the bots' answers
        send(w, {"type": "undo"})
        assert w.error == {}, w.error
        assert w.ply == ply and w.state.to_dict() == before and w.view == view
        check_protocol(w, game, names)

        # Bot move plays one move for the person (the helper bot of the settings)
        send(w, {"type": "bot_step"})
        assert w.error == {}, w.error
        assert w.ply > ply and w.log_entries[ply]["seat"] == 0
        check_protocol(w, game, names)

        # a short simulation for the person to move
        to_the_person_s_turn(w)
        send(w, {"type": "simulate", "n": 2})
        assert w.error == {}, w.error
        outcomes = w.outcomes
        assert outcomes["status"] == "done" and outcomes["n"] == outcomes["done"] == 2
        assert outcomes["ply"] == w.ply and outcomes["seat"] == 0
        assert [row["id"] for row in outcomes["rows"]] == [m["id"] for m in w.moves]
        check_protocol(w, game, names)

        # saved and loaded back: the same position
        path = tmp_path / f"{name}.json"
        w.save(path)
        again = cls.load(path, settings={"pace": 0})
        try:
            assert again.state.to_dict() == w.state.to_dict()
            assert again.state.history == w.state.history
            assert again.view == w.view and again.moves == w.moves
            assert again.players == w.players
            # its Log reads as the live one: who moved, in the rules' words (which bot chose
            # a move for a person is not in a record: the move is the person's)
            for live, loaded in zip(w.log_entries, again.log_entries, strict=True):
                mover = live["player"] if "by" not in live else w.players[live["seat"]]["name"]
                assert (loaded["ply"], loaded["seat"], loaded["id"], loaded["label"], loaded["player"]) == (
                    live["ply"], live["seat"], live["id"], live["label"], mover), (live, loaded)
        finally:
            again.close()

        # a malformed message says which field is wrong and changes nothing
        unchanged = frozen(w)
        for content, field in [({"type": "move", "id": 7, "ply": w.ply}, "id"),
                               ({"type": "move", "id": "no such move", "ply": w.ply}, "id"),
                               ({"type": "move", "id": w.moves[0]["id"], "ply": w.ply + 5},
                                "ply"),
                               ({"type": "simulate", "n": 0}, "n"),
                               ({"type": "goto", "ply": "x"}, "ply"),
                               ({"type": "settings", "settings": {"sim_n": True}},
                                "settings.sim_n"),
                               ({"type": "inspect", "name": "no such panel"}, "name"),
                               ({"type": "teleport"}, "type")]:
            send(w, content)
            assert w.error["field"] == field and w.error["message"], (content, w.error)
            assert frozen(w) == unchanged, content
    finally:
        w.close()
