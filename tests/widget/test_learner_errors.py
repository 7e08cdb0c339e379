"""A learner's mistakes get clear errors: players= read as a learner means it, a bot's
name mistyped is caught, and a widget method called from Python raises a Python error."""

from __future__ import annotations

import pydoc

import pytest

import skywidgets
from skywidgets import Skybridge, Skyjo, Skyway, SkywayRobbery
from skywidgets.core.errors import BadMessage, WidgetError
from skywidgets.core.links import rules_page
from skywidgets.core.rulebook import RuleRef
from skywidgets.widget import GameWidget
from skywidgets.widget.branching import Branching


# ---------------------------------------------------------------- players=
def test_a_text_is_one_name():
    assert Skyway(players="You", seed=1).players == [{"name": "You", "kind": "human"}]
    assert Skyway(players="greedy", seed=1).players[0]["kind"] == "bot"
    with pytest.raises(ValueError, match="Skyjo is played by 2 to 8 players, and 'You' is "
                                         "one name: list one name per seat"):
        Skyjo(players="You")


def test_too_few_names_say_how_many_the_game_needs():
    with pytest.raises(ValueError, match="Skybridge is played by 2 to 4 players, and 1 names"):
        Skybridge(players=["You"])


@pytest.mark.parametrize("name, bot", [("gredy", "greedy"), ("Greedy", "greedy"),
                                       ("randm", "random"), ("ISMCTS", "ismcts"),
                                       ("heuristc", "heuristic")])
def test_a_name_like_a_bots_is_refused_with_the_bot(name, bot):
    with pytest.raises(ValueError) as caught:
        SkywayRobbery(players=["You", name])
    text = str(caught.value)
    assert text.startswith(f"players[1]: {name!r} is no bot's name: did you mean {bot}?")
    assert f'{{"person": "{name}"}}' in text


@pytest.mark.parametrize("name", ["Ann", "Greg", "Randy", "Grey", "Mia", "Ismael"])
def test_ordinary_names_seat_people(name):
    w = Skyjo(players=["You", name], seed=1)
    assert w.players[1] == {"name": name, "kind": "human"}


def test_a_person_may_have_a_name_like_a_bots_when_said_so(tmp_path):
    w = Skyjo(players=["You", {"person": "Greedy"}], seed=1)
    assert w.players[1] == {"name": "Greedy", "kind": "human"}
    # saved and loaded, the person stays a person
    w.save(tmp_path / "game.json")
    again = Skyjo.load(tmp_path / "game.json")
    assert again.players == w.players
    # but not the bot's own name: the saved game would make it the bot
    with pytest.raises(ValueError, match=r"players\[1\]: greedy is a bot's name: a person "
                                         "needs another one"):
        Skyjo(players=["You", {"person": "greedy"}])
    with pytest.raises(ValueError, match=r'players\[1\]: a seat is a name, or \{"person"'):
        Skyjo(players=["You", {"name": "Ann"}])


def test_new_game_reads_players_the_same_way():
    w = Skyjo(players=["You", "greedy"], seed=1)
    with pytest.raises(WidgetError) as caught:
        w.new_game(players=["You", "gredy"])
    assert caught.value.field == "players[1]"
    assert "did you mean greedy?" in caught.value.reason
    assert [p["name"] for p in w.players] == ["You", "greedy"]  # nothing changed


# ---------------------------------------------------------------- Python errors
def fresh_refusals(w: GameWidget) -> dict:
    """What each method refuses on a fresh board, as (type, field, reason)."""
    calls = {
        "undo": w.undo, "resume": w.resume, "ready": w.ready,
        "goto": lambda: w.goto(5), "switch": lambda: w.switch("Branch 9"),
        "simulate": lambda: w.simulate(n=0), "estimate": lambda: w.estimate(rollout="nobody"),
        "run_bots": w.run_bots, "inspect": lambda: w.inspect("nothing"),
        "new_game": lambda: w.new_game(seed="x"),
        "compare_branches": lambda: w.compare_branches("Main line", "Main line"),
        "name_branch": lambda: w.name_branch("", "Main line"),
    }
    refused = {}
    for name, call in calls.items():
        with pytest.raises(WidgetError) as caught:
            call()
        refused[name] = (caught.value.field, caught.value.reason)
    return refused


def test_python_callers_get_widget_errors_naming_what_is_wrong():
    w = Skyway(seed=1)
    refused = fresh_refusals(w)
    assert refused["undo"] == ("undo", "nothing to undo: no move has been played yet")
    assert refused["goto"][0] == "ply" and refused["simulate"][0] == "n"
    # a WidgetError is a ValueError, and carries its field and reason as BadMessage does
    with pytest.raises(ValueError, match="^undo: nothing to undo"):
        w.undo()
    with pytest.raises(WidgetError, match="settings.undo"):
        w.settings = {**w.settings, "undo": "sometimes"}


def test_the_board_still_hears_the_same_refusal():
    w = Skyway(seed=1)
    w._on_message(w, {"type": "undo", "ply": w.ply}, None)
    assert w.error["field"] == "undo"
    assert w.error["message"] == "nothing to undo: no move has been played yet"
    w._on_message(w, {"type": "goto", "ply": 5, "shown": w.ply}, None)
    assert w.error["field"] == "ply"


def test_every_public_method_raises_python_errors():
    for cls in (GameWidget, Branching):
        for name, value in vars(cls).items():
            if name.startswith("_") and name != "__init__":
                continue
            function = getattr(value, "__func__", value)
            if callable(function) and hasattr(function, "__code__"):
                assert getattr(function, "_python_errors", False), f"{cls.__name__}.{name}"


def test_an_illegal_move_stays_an_illegal_move():
    w = Skyway(seed=1)
    with pytest.raises(skywidgets.IllegalMove):
        w.play("z9")
    assert not isinstance(BadMessage("x", "y"), WidgetError)


# ---------------------------------------------------------------- reachable pages
def test_our_interpretations_point_to_the_rules_page_online():
    text = str(RuleRef("Skyline Express", "Scoring", "ties share", ours=True))
    assert text.endswith(f"[our interpretation, see {rules_page('skyline_express')}]")
    assert rules_page("skyline_express").startswith("https://")


# ---------------------------------------------------------------- help()
@pytest.mark.parametrize("name", skywidgets.game_names())
def test_help_starts_with_the_learners_guide(name):
    cls = skywidgets.widget_class(name)
    game = skywidgets.load(name)
    text = pydoc.render_doc(cls, renderer=pydoc.plaintext)
    guide = text[:text.index("Method resolution order")]
    lines = [line.strip(" |") for line in guide.splitlines()]
    # after the title, the class line and its signature: the class's own docstring
    body = [line for line in lines if line.strip() and not line.startswith(
        ("Python Library Documentation", "class ", f"{cls.__name__}("))]
    assert body[0].startswith(f"Play {game.title} in a notebook cell")
    assert f"from skywidgets import {cls.__name__}" in guide
    assert f"Players: {game.player_counts}." in guide
    for option in game.options:
        assert f"    {option}: " in guide, option
    if not game.options:
        assert f"Options: {game.title} has none." in guide
    for call in ("w.play(", "w.bot_step()", "w.undo()", "w.new_game(", "w.simulate(",
                 "w.reveal_all = True", "w.bot_step(explain=True)", "w.switch(",
                 "w.log_table()"):
        assert call in guide, call
    assert rules_page(name) in " ".join(lines)
    # the move in the example is one the game allows at the start
    first = game.new(players=game.min_players, seed=1).legal_moves()[0].id
    assert f'w.play("{first}")' in guide
