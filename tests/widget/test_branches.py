""""What if?" branches through the widget: playing from a past position keeps the
original line, branches are switched to, named and compared, Undo's setting keeps them
from being a peek, and saved games keep every branch."""

from __future__ import annotations

import json

import pytest

import skywidgets
from skywidgets import Skybridge, Skyway
from skywidgets.core.errors import BadMessage, BadRecord
from skywidgets.widget.testing import send, sent_traits

MAIN = "Main line"


def frozen(w) -> str:
    """Everything a refused message must leave as it was (the error aside)."""
    traits = sent_traits(w, [name for name in w.class_own_traits(sync=True)
                             if name != "error"])
    return json.dumps({"traits": traits, "state": w.state.to_dict(),
                       "tree": w._tree.to_record()}, sort_keys=True)


@pytest.fixture
def bridge():
    """Skybridge for two people: nothing is hidden, so Undo starts as "free"."""
    w = Skybridge(players=["Ann", "Ben"], seed=0, settings={"pace": 0})
    yield w
    w.close()


def play_first_moves(w, count: int) -> list[str]:
    for _ in range(count):
        w.play(w.moves[0]["id"])
    return list(w.state.history)


def another_move(w, ply: int) -> str:
    line_move = w.branch_moves(next(b["name"] for b in w.branches if b["current"]))[ply]
    return next(m.id for m in w._replay_to(ply).legal_moves() if m.id != line_move)


def test_a_move_on_a_past_position_starts_a_branch_and_keeps_the_line(bridge):
    line = play_first_moves(bridge, 4)
    bridge.goto(2)
    move = another_move(bridge, 2)
    bridge.play(move)
    assert bridge.viewing is None and bridge.ply == 3
    assert bridge.state.history == line[:2] + [move]
    assert bridge.branches == [
        {"name": MAIN, "parent": None, "fork": 0, "ply": 4, "shared": 2, "current": False},
        {"name": "Branch 2", "parent": MAIN, "fork": 2, "ply": 3, "shared": 3,
         "current": True}]
    assert bridge.branch_moves(MAIN) == line  # the original line is never lost
    assert [entry["id"] for entry in bridge.log_entries] == line[:2] + [move]
    assert bridge.log_entries[2]["player"] == "Ann"


def test_the_same_move_follows_the_line(bridge):
    line = play_first_moves(bridge, 4)
    bridge.goto(1)
    bridge.play(line[1])
    assert len(bridge.branches) == 1 and bridge.ply == 2
    # the live game is behind the end of its line, which still holds every move
    assert bridge.branches[0]["ply"] == 4 and bridge.branch_moves(MAIN) == line


def test_switch_replays_the_branch_bit_for_bit_with_its_log(bridge):
    play_first_moves(bridge, 4)
    main_state, main_log = bridge.state.to_dict(), bridge.log_entries
    bridge.goto(1)
    bridge.play(another_move(bridge, 1))
    bridge.play(bridge.moves[0]["id"])
    branch_state, branch_log = bridge.state.to_dict(), bridge.log_entries
    send(bridge, {"type": "switch", "branch": MAIN})
    assert bridge.error == {}
    assert bridge.state.to_dict() == main_state and bridge.log_entries == main_log
    assert [b["current"] for b in bridge.branches] == [True, False]
    send(bridge, {"type": "switch", "branch": "Branch 2"})
    assert bridge.state.to_dict() == branch_state and bridge.log_entries == branch_log
    # switching to where the live game already is changes nothing and says so
    before = frozen(bridge)
    send(bridge, {"type": "switch", "branch": "Branch 2"})
    assert bridge.error["field"] == "branch" and frozen(bridge) == before


def test_undo_keeps_the_moves_it_takes_back_in_their_branch(bridge):
    line = play_first_moves(bridge, 3)
    bridge.undo()
    assert bridge.ply == 2 and bridge.branches[0]["ply"] == 3
    bridge.switch(MAIN)  # back to the end of the line
    assert bridge.state.history == line


def test_a_move_message_on_the_shown_past_position_branches(bridge):
    play_first_moves(bridge, 3)
    send(bridge, {"type": "goto", "ply": 1})
    move = another_move(bridge, 1)
    before = frozen(bridge)
    # a move meant for the live game (its ply) is refused while the past is shown
    send(bridge, {"type": "move", "id": move, "ply": 3})
    assert bridge.error["field"] == "viewing" and frozen(bridge) == before
    send(bridge, {"type": "move", "id": "no such move", "ply": 1})
    assert bridge.error["field"] == "id" and frozen(bridge) == before
    send(bridge, {"type": "move", "id": move, "ply": 1})
    assert bridge.error == {} and len(bridge.branches) == 2 and bridge.ply == 2


def test_names_are_checked_and_a_refused_name_changes_nothing(bridge):
    play_first_moves(bridge, 2)
    bridge.goto(0)
    bridge.play(another_move(bridge, 0))
    send(bridge, {"type": "name_branch", "branch": "Branch 2", "name": "  Bold start "})
    assert bridge.error == {} and bridge.branches[1]["name"] == "Bold start"
    assert bridge.name_branch("Slow start", MAIN) == "Slow start"
    assert bridge.branches[1]["parent"] == "Slow start"
    before = frozen(bridge)
    for content, field in [
            ({"type": "name_branch", "branch": "Bold start", "name": ""}, "name"),
            ({"type": "name_branch", "branch": "Bold start", "name": "x" * 41}, "name"),
            ({"type": "name_branch", "branch": "Bold start", "name": "slow START"}, "name"),
            ({"type": "name_branch", "branch": "Bold start", "name": "a\nb"}, "name"),
            ({"type": "name_branch", "branch": "Nope", "name": "Fine"}, "branch"),
            ({"type": "name_branch", "branch": 3, "name": "Fine"}, "branch"),
            ({"type": "name_branch", "branch": "Bold start"}, "name"),
            ({"type": "switch"}, "branch"),
            ({"type": "switch", "branch": ["Bold start"]}, "branch"),
            ({"type": "switch", "branch": "x" * 10_000}, "branch"),
            ({"type": "compare", "branches": "Bold start"}, "branches"),
            ({"type": "compare", "branches": ["Bold start"]}, "branches"),
            ({"type": "compare", "branches": ["Bold start", "Bold start"]}, "branches[1]"),
            ({"type": "compare", "branches": ["Bold start", "Nope"]}, "branches[1]"),
            ({"type": "compare", "branches": ["Bold start", "Slow start"], "n": 0}, "n")]:
        send(bridge, content)
        assert bridge.error["field"] == field and bridge.error["message"], (content, bridge.error)
        assert frozen(bridge) == before, content


def test_no_peeking_refuses_a_branch_before_a_move_that_showed_something():
    # in Skyway every move brings a new market from the deck
    w = Skyway(seed=3, settings={"pace": 0})
    try:
        assert w.settings["undo"] == "no peeking"
        w.play(w.moves[0]["id"])
        w.goto(0)
        before = frozen(w)
        with pytest.raises(BadMessage) as caught:
            w.play(w._replay_to(0).legal_moves()[1].id)
        assert "undo='free'" in caught.value.reason and "what-ifs" in caught.value.reason
        assert frozen(w) == before
        w.settings = {**w.settings, "undo": "off"}
        with pytest.raises(BadMessage) as caught:
            w.play(w._replay_to(0).legal_moves()[1].id)
        assert "off" in caught.value.reason and frozen(w) == before
        # a teacher sets Undo free to explore; back at "no peeking", switching to a line
        # that leaves out a market someone saw is refused too
        w.settings = {**w.settings, "undo": "free"}
        w.play(w._replay_to(0).legal_moves()[1].id)
        assert len(w.branches) == 2
        w.settings = {**w.settings, "undo": "no peeking"}
        before = frozen(w)
        send(w, {"type": "switch", "branch": MAIN})
        assert w.error["field"] == "switch" and "of Main line" not in w.error["message"]
        assert "move 1 showed something" in w.error["message"] and frozen(w) == before
        # and Undo cannot take the live game to a line without it either
        send(w, {"type": "undo"})
        assert w.error["field"] == "undo" and frozen(w) == before
    finally:
        w.close()


def test_save_and_load_keep_every_branch(bridge, tmp_path):
    play_first_moves(bridge, 4)
    bridge.goto(1)
    bridge.play(another_move(bridge, 1))
    bridge.name_branch("Bold")
    bridge.switch(MAIN)
    bridge.undo()
    path = tmp_path / "game.json"
    bridge.save(path)
    data = json.loads(path.read_text())
    assert data["version"] == 2 and data["branch"] == MAIN
    again = Skybridge.load(path)
    try:
        assert again.branches == bridge.branches
        assert again.state.to_dict() == bridge.state.to_dict() and again.log_entries == bridge.log_entries
        for name in (MAIN, "Bold"):
            assert again.branch_moves(name) == bridge.branch_moves(name)
        again.switch("Bold")
        bridge.switch("Bold")
        assert again.state.to_dict() == bridge.state.to_dict()
    finally:
        again.close()


def test_a_game_that_never_branched_is_saved_as_version_1(bridge, tmp_path):
    play_first_moves(bridge, 2)
    bridge.save(tmp_path / "game.json")
    assert json.loads((tmp_path / "game.json").read_text())["version"] == 1


def test_a_branch_move_its_line_cannot_play_is_refused_naming_it(bridge, tmp_path):
    play_first_moves(bridge, 3)
    bridge.goto(1)
    bridge.play(another_move(bridge, 1))
    bridge.play(bridge.moves[0]["id"])
    bridge.switch(MAIN)
    path = tmp_path / "game.json"
    bridge.save(path)
    data = json.loads(path.read_text())
    data["branches"][1]["moves"][1] = data["branches"][1]["moves"][0]  # that base is taken
    with pytest.raises(BadRecord) as caught:
        Skybridge.load(data)
    assert caught.value.field == "branches[1].moves[1]", caught.value


def test_compare_runs_outcomes_at_the_end_of_two_branches(bridge):
    play_first_moves(bridge, 2)
    bridge.goto(0)
    bridge.play(another_move(bridge, 0))
    first, second = bridge.compare_branches(MAIN, "Branch 2", n=2, seed=1)
    assert first.status == second.status == "done"
    comparison = bridge.comparison
    assert comparison["status"] == "done" and comparison["n"] == 2
    assert [side["name"] for side in comparison["branches"]] == [MAIN, "Branch 2"]
    assert [side["ply"] for side in comparison["branches"]] == [2, 1]
    assert [side["player"] for side in comparison["branches"]] == ["Ann", "Ben"]
    for side, result in zip(comparison["branches"], (first, second)):
        assert side["outcomes"]["done"] == 2 and side["outcomes"]["rows"]
        assert side["outcomes"]["rows"] == result.to_dict()["rows"]
    # from the browser, in the background; Stop stops it
    send(bridge, {"type": "compare", "branches": ["Branch 2", MAIN], "n": 2})
    assert bridge.wait(60)
    assert bridge.error == {} and bridge.comparison["status"] == "done"
    assert bridge.comparison["branches"][0]["name"] == "Branch 2"
    bridge.settings = {**bridge.settings, "sim_seconds": 600}
    send(bridge, {"type": "compare", "branches": ["Branch 2", MAIN], "n": 5000})
    send(bridge, {"type": "stop"})
    assert bridge.wait(1) and bridge.busy == ""
    assert bridge.comparison["status"] == "stopped"


def test_a_comparison_at_a_finished_branch_is_refused(bridge):
    play_first_moves(bridge, 1)
    bridge.goto(0)
    bridge.play(another_move(bridge, 0))
    while not bridge.state.is_over:
        bridge.play(bridge.moves[0]["id"])
    with pytest.raises(BadMessage) as caught:
        bridge.compare_branches(MAIN, "Branch 2", n=1)
    assert caught.value.field == "branches[1]" and "ended" in caught.value.reason


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_every_game_branches_switches_and_saves(name, tmp_path):
    cls = skywidgets.widget_class(name)
    game = skywidgets.load(name)
    players = ["You"] + [game.default_bot] * (max(game.min_players, 2) - 1
                                               if game.max_players > 1 else 0)
    w = cls(players=players, seed=2, settings={"pace": 0, "undo": "free"})
    try:
        while w.ply < 6 and not w.state.is_over:
            if w.moves:
                w.play(w.moves[-1]["id"])
            else:
                w.bot_step()
        main = list(w.state.history)
        # the last past position where the person was to move, with another move there
        ply = next(p for p in range(w.ply - 1, -1, -1)
                   if w._replay_to(p).current_player == 0
                   and len(w._replay_to(p).legal_moves()) > 1)
        send(w, {"type": "goto", "ply": ply})
        move = another_move(w, ply)
        send(w, {"type": "move", "id": move, "ply": ply})
        assert w.error == {}, w.error
        assert len(w.branches) == 2 and w.state.history[ply] == move
        branch = list(w.state.history)
        send(w, {"type": "switch", "branch": MAIN})
        assert w.error == {} and w.state.history == main
        path = tmp_path / "game.json"
        w.save(path)
        again = cls.load(path, settings={"pace": 0, "undo": "free"})
        try:
            assert again.branches == w.branches and again.view == w.view
            again.switch("Branch 2")
            assert again.state.history[:len(branch)] == branch
        finally:
            again.close()
    finally:
        w.close()
