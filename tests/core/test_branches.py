"""The "What if?" tree (core/branches.py): named lines of moves that share their starts,
and their place in a record (version 2, checked field by field)."""

from __future__ import annotations

import copy

import pytest

import skywidgets
from skywidgets.core.branches import MAIN_LINE, Tree, check_name, shared_length
from skywidgets.core.errors import BadMessage, BadRecord
from skywidgets.core.record import Record


def played(moves, tree=None, revealed=()):
    tree = tree or Tree()
    for index, move_id in enumerate(moves):
        tree.play(move_id, revealed=index in revealed)
    return tree


def test_a_game_is_one_line_until_a_past_position_is_played_differently():
    tree = played(["a", "b", "c"])
    assert [b.name for b in tree.branches] == [MAIN_LINE]
    assert tree.line == ["a", "b", "c"] and tree.ply == 3
    tree.back(1)
    assert tree.line == ["a"] and tree.current.moves == ["a", "b", "c"]  # kept
    assert tree.play("b", revealed=False) == "followed"  # the same move: the line
    assert len(tree.branches) == 1 and tree.ply == 2
    tree.back(1)
    assert tree.play("x", revealed=False) == "branched"
    assert [b.name for b in tree.branches] == [MAIN_LINE, "Branch 2"]
    branch = tree.current
    assert branch.name == "Branch 2" and branch.parent == MAIN_LINE and tree.fork(branch) == 1
    assert branch.moves == ["a", "x"] and tree.branches[0].moves == ["a", "b", "c"]


def test_a_move_another_branch_already_plays_from_there_follows_that_branch():
    tree = played(["a", "b"])
    tree.back(1)
    tree.play("x", revealed=False)
    tree.play("y", revealed=False)
    tree.switch(MAIN_LINE)
    tree.back(1)
    assert tree.play("x", revealed=False) == "switched"
    assert tree.current.name == "Branch 2" and tree.ply == 2 and len(tree.branches) == 2


def test_forks_and_the_summary_count_plies_from_a_set_position_s_start():
    tree = played(["a", "b"], Tree(start=10))
    tree.back(11)
    tree.play("x", revealed=False)
    assert tree.summary() == [
        {"name": MAIN_LINE, "parent": None, "fork": 10, "ply": 12, "shared": 11,
         "current": False},
        {"name": "Branch 2", "parent": MAIN_LINE, "fork": 11, "ply": 12, "shared": 12,
         "current": True}]
    # a record counts from its own first move
    assert [entry["fork"] for entry in tree.to_record()] == [0, 1]


def test_names_are_checked_unique_and_parents_follow_a_rename():
    tree = played(["a", "b"])
    tree.back(1)
    tree.play("x", revealed=False)
    tree.back(1)
    tree.play("y", revealed=False)  # a branch of Branch 2
    assert tree.current.parent == "Branch 2" and tree.current.name == "Branch 3"
    assert tree.rename("Branch 2", "  Bold  ") == "Bold"
    assert tree.current.parent == "Bold"
    for bad, says in [("", "at least one"), ("   ", "at least one"), ("x" * 41, "at most 40"),
                      ("two\nlines", "one line"), ("bold", "already called"),
                      (MAIN_LINE, "already called"), (7, "text")]:
        with pytest.raises(BadMessage) as caught:
            tree.rename("Branch 3", bad)
        assert caught.value.field == "name" and says in caught.value.reason, bad
    assert tree.rename("Branch 3", "x" * 40) == "x" * 40
    with pytest.raises(BadMessage) as caught:
        tree.switch("nope")
    assert caught.value.field == "branch"
    assert check_name("Bold") == "Bold" and shared_length(["a"], ["b"]) == 0


def test_fresh_names_skip_names_taken():
    tree = played(["a"])
    tree.back(0)
    tree.play("b", revealed=False)
    tree.rename("Branch 2", "Branch 3")
    tree.back(0)
    tree.play("c", revealed=False)
    assert tree.current.name == "Branch 4"


def test_a_reveal_left_out_of_a_line_is_found_in_any_branch():
    tree = played(["a", "b"], revealed={1})
    assert tree.first_unseen_reveal(["a", "b"]) is None
    branch, ply = tree.first_unseen_reveal(["a"])
    assert branch.name == MAIN_LINE and ply == 2
    tree.back(2)
    tree.back(0)
    tree.play("z", revealed=False)
    # the main line's reveal is not on the new branch
    assert tree.first_unseen_reveal(tree.line)[1] == 2


# ---------------------------------------------------------------------- records
def branched_record() -> dict:
    """A Skybridge game (nothing hidden) with a second branch."""
    w = skywidgets.Skybridge(players=["Ann", "Ben"], seed=0)
    try:
        for _ in range(3):
            w.play(w.moves[0]["id"])
        w.goto(1)
        w.play(w.moves[-1]["id"] if w.moves else w._replay_to(1).legal_moves()[-1].id)
        return json_of(w)
    finally:
        w.close()


def json_of(w) -> dict:
    record = w.state.record()
    record.names = ["Ann", "Ben"]
    record.branches, record.branch = w._tree.to_record(), w._tree.current.name
    return record.to_dict()


def test_a_record_with_branches_is_version_2_and_round_trips():
    data = branched_record()
    assert data["version"] == 2 and data["branch"] == "Branch 2"
    assert [b["name"] for b in data["branches"]] == [MAIN_LINE, "Branch 2"]
    again = Record.from_dict(copy.deepcopy(data))
    assert again.to_dict() == data
    # the live game's moves are what replay plays
    assert skywidgets.load("skybridge").replay(data).history == data["moves"]


def test_version_1_records_load_and_have_no_branches():
    data = branched_record()
    for key in ("branches", "branch"):
        del data[key]
    data["version"] = 1
    assert Record.from_dict(data).branches is None
    assert Record.from_dict(data).to_dict()["version"] == 1


def mutate(data: dict, path: list, value) -> dict:
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@pytest.mark.parametrize("path, value, field", [
    (["version"], 1, "branches"),
    (["version"], 3, "version"),
    (["branch"], KeyError, "branch"),
    (["branch"], "Nope", "branch"),
    (["branches"], [], "branches"),
    (["branches"], "Main line", "branches"),
    (["branches", 1], ["Branch 2"], "branches[1]"),
    (["branches", 1, "name"], "", "branches[1].name"),
    (["branches", 1, "name"], "Main line", "branches[1].name"),
    (["branches", 1, "name"], " Branch 2", "branches[1].name"),
    (["branches", 1, "name"], "x" * 41, "branches[1].name"),
    (["branches", 1, "parent"], "Branch 2", "branches[1].parent"),
    (["branches", 1, "parent"], None, "branches[1].parent"),
    (["branches", 0, "parent"], "Branch 2", "branches[0].parent"),
    (["branches", 0, "fork"], 1, "branches[0].fork"),
    (["branches", 1, "fork"], 3, "branches[1].fork"),
    (["branches", 1, "fork"], -1, "branches[1].fork"),
    (["branches", 1, "fork"], True, "branches[1].fork"),
    (["branches", 1, "fork"], KeyError, "branches[1].fork"),
    (["branches", 1, "moves"], [], "branches[1].moves"),
    (["branches", 1, "moves"], [5], "branches[1].moves[0]"),
    (["branches", 1, "extra"], 1, "branches[1].extra"),
    (["moves"], ["3@1", "3@2"], "moves"),
])
def test_a_corrupt_branch_is_refused_naming_its_field(path, value, field):
    data = mutate(branched_record(), path, value)
    with pytest.raises(BadRecord) as caught:
        Record.from_dict(data)
    assert caught.value.field == field, caught.value


def test_a_branch_that_takes_its_parent_s_own_next_move_is_refused():
    data = branched_record()
    main = data["branches"][0]["moves"]
    data["branches"][1]["moves"] = [main[1]]
    with pytest.raises(BadRecord) as caught:
        Record.from_dict(data)
    assert caught.value.field == "branches[1].moves[0]"
