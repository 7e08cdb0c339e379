"""Seats, hand-offs and privacy, and the settings, without a widget: both modules are plain
Python, so every test here runs with anywidget, ipywidgets and traitlets made
unimportable, on modules imported afresh."""

from __future__ import annotations

import importlib
import sys
from types import SimpleNamespace

import pytest

#: the widget libraries: none of them may be needed to decide who sees what
WIDGET_LIBRARIES = ("anywidget", "ipywidgets", "traitlets")


@pytest.fixture(scope="module")
def pure():
    """skywidgets imported afresh with the widget libraries unimportable: its seating and
    settings modules, its errors and its games (``load``); sys.modules is put back after."""
    saved = dict(sys.modules)
    for name in list(sys.modules):
        if name == "skywidgets" or name.startswith("skywidgets."):
            del sys.modules[name]
    for name in WIDGET_LIBRARIES:
        sys.modules[name] = None  # ``import anywidget`` now raises ImportError
    try:
        yield SimpleNamespace(
            seating=importlib.import_module("skywidgets.widget.seating"),
            settings=importlib.import_module("skywidgets.widget.settings"),
            widget=importlib.import_module("skywidgets.widget"),
            BadMessage=importlib.import_module("skywidgets.core.errors").BadMessage,
            load=importlib.import_module("skywidgets").load,
            bots_for=importlib.import_module("skywidgets.core.bots").bots_for,
        )
    finally:
        for name in set(sys.modules) - set(saved):
            del sys.modules[name]
        sys.modules.update(saved)


def table(pure, names, bots=("random", "greedy"), private_views=True):
    return pure.seating.Seating.of(names, bots, private_views)


def refusal(pure, call, *args):
    """The field and reason of the BadMessage ``call(*args)`` raises."""
    with pytest.raises(pure.BadMessage) as caught:
        call(*args)
    return caught.value.field, caught.value.reason


class Position:
    """The two things the seating reads of a state: who is to move, and whether the rules
    make the next step themselves."""

    def __init__(self, current_player, automatic=None):
        self.current_player = current_player
        self._automatic = automatic

    def automatic_move(self):
        return self._automatic


# ---------------------------------------------------------------------- plain Python
def test_seating_and_settings_import_without_the_widget_libraries(pure):
    for name in WIDGET_LIBRARIES:
        assert sys.modules[name] is None
        with pytest.raises(ImportError):
            importlib.import_module(name)
    assert pure.seating.Seating and pure.settings.validate_settings
    # the package's plain names are there; only the widget class needs anywidget
    assert pure.widget.STATIC.name == "static" and pure.widget.MAX_ROLLOUTS == 5000
    with pytest.raises(ImportError):
        pure.widget.GameWidget


# ---------------------------------------------------------------------- who sits where
def test_a_bot_s_name_makes_a_bot_seat(pure):
    seats = table(pure, ["Ann", "greedy", "Bob"])
    assert seats.seats == [{"name": "Ann", "kind": "human"},
                           {"name": "greedy", "kind": "bot", "bot": "greedy"},
                           {"name": "Bob", "kind": "human"}]
    assert seats.humans == [0, 2] and seats.name(1) == "greedy"
    assert seats.is_human(2) and not seats.is_human(1)


def test_names_are_checked_one_per_seat(pure):
    skyjo = pure.load("skyjo")
    names = pure.seating.seat_names
    assert names(None, skyjo) == ["You"] * skyjo.min_players
    for players, words in [([], "one name per seat"), ("Ann", "'Ann' is one name"),
                           (["a"] * (skyjo.max_players + 1), "at most"),
                           (["Ann", 5], "players[1]"), (["Ann", "  "], "players[1]"),
                           (["x" * 41], "at most 40 characters")]:
        with pytest.raises(ValueError, match=words.replace("[", r"\[").replace("]", r"\]")):
            names(players, skyjo)


def test_the_machine_moves_for_a_bot_and_for_the_rules_own_steps(pure):
    seats = table(pure, ["Ann", "random"])
    assert not seats.machine_turn(Position(0))
    assert seats.machine_turn(Position(1))
    assert seats.machine_turn(Position(0, automatic="ai-g"))  # the AI opponent's step
    assert not seats.machine_turn(Position(None))  # the game is over


# ---------------------------------------------------------------------- the screen
def test_the_screen_shows_the_person_to_move_else_the_last_person(pure):
    seats = table(pure, ["Ann", "random", "Bob"], private_views=False)
    assert seats.viewer(0) == 0 and seats.viewer(2) == 2
    assert seats.viewer(1) is None  # a bot to move, and no one has had the screen yet
    seats.show(2, waiting=False)
    assert seats.viewer(1) == 2  # Bob keeps the screen while the bot thinks
    alone = table(pure, ["Ann", "random"], private_views=False)
    assert alone.viewer(1) == 0  # one person: always theirs
    bots = table(pure, ["random", "greedy"], private_views=False)
    assert bots.viewer(0) is None and bots.eyes(0, 0) is None  # bots only: the public view


def test_hand_offs_only_between_people_sharing_a_screen_with_private_views(pure):
    assert table(pure, ["Ann", "Bob"]).shared_screen
    assert not table(pure, ["Ann", "Bob"], private_views=False).shared_screen
    assert not table(pure, ["Ann", "random"]).shared_screen
    alone = table(pure, ["Ann", "random"])
    assert not alone.handoff_due(0) and alone.eyes(0, 0) == 0


def test_a_hand_off_waits_for_ready_then_shows_that_person(pure):
    seats = table(pure, ["Ann", "Bob"])
    assert seats.handoff_due(0) and seats.eyes(0, 0) is None  # no one yet
    seats.show(0, waiting=True)
    assert seats.waiting_for == 0
    seats.ready()
    assert seats.ready_seat == 0 and not seats.handoff_due(0)
    seats.show(0, waiting=False)
    assert seats.waiting_for is None and seats.eyes(0, 0) == 0
    # Bob's turn: the screen waits for him and shows no one's cards meanwhile
    assert seats.handoff_due(1) and seats.eyes(1, 1) is None
    seats.show(1, waiting=True)
    seats.ready()
    assert seats.eyes(1, 1) == 1
    # a new game: whoever moves first says they are at the screen again
    seats.forget_ready()
    assert seats.handoff_due(1) and seats.handoff_due(0)


def test_ready_without_a_hand_off_is_refused(pure):
    seats = table(pure, ["Ann", "Bob"])
    assert refusal(pure, seats.ready) == ("ready", "no hand-off is waiting")
    assert seats.ready_seat is None


def test_the_past_is_shown_through_the_eyes_of_whoever_is_at_the_screen(pure):
    seats = table(pure, ["Ann", "Bob"])
    seats.show(1, waiting=True)
    seats.ready()
    # a past position where Ann was to move, seen while Bob is at the screen: his eyes
    assert seats.eyes(to_move=0, live_to_move=1) == 1
    # while the screen waits for Ann, the past shows no one's cards
    assert seats.eyes(to_move=1, live_to_move=0) is None
    # without a shared screen, the past follows its own player to move
    hot_seat = table(pure, ["Ann", "Bob"], private_views=False)
    assert hot_seat.eyes(to_move=0, live_to_move=1) == 0


def test_nothing_changes_or_shows_while_the_screen_waits(pure):
    seats = table(pure, ["Ann", "Bob"])
    seats.require_no_handoff("undo")  # nothing waits yet
    seats.show(1, waiting=True)
    field, reason = refusal(pure, seats.require_no_handoff, "move", "nothing was played")
    assert field == "handoff"
    assert reason == ("the screen is waiting for Bob: press Ready first (move refused; "
                      "nothing was played)")
    assert refusal(pure, seats.require_no_handoff, "undo")[1].endswith(
        "(undo refused; nothing happened)")


def test_rollouts_only_for_the_person_whose_cards_are_on_the_screen(pure):
    seats = table(pure, ["Ann", "heuristic"], bots=["heuristic"])
    seats.require_on_screen(0)  # Ann to move, at the screen
    seats.require_on_screen(None)  # the game is over: nothing to hide
    field, reason = refusal(pure, seats.require_on_screen, 1)
    assert field == "seat" and reason.startswith("it is heuristic's turn, whose cards are not "
                                                 "on this screen")
    # a game whose views are the same for every seat may work for anyone
    table(pure, ["Ann", "heuristic"], bots=["heuristic"], private_views=False).require_on_screen(1)
    # two people: only after Ready
    shared = table(pure, ["Ann", "Bob"])
    assert refusal(pure, shared.require_on_screen, 0)[0] == "seat"
    shared.show(0, waiting=True)
    shared.ready()
    shared.require_on_screen(0)


# ---------------------------------------------------------------------- the Log
def test_a_secret_move_shows_only_what_the_table_saw(pure):
    shown = pure.seating.shown_entry
    words = {"prog:heist": "programs an action card"}.get
    entry = {"ply": 3, "seat": 1, "player": "Bob", "id": "prog:heist", "label": "program Heist"}
    assert shown(entry, 1, words) is entry  # Bob's own move
    assert shown(entry, 0, words) == {**entry, "id": None, "label": "programs an action card",
                                      "private": True}
    assert shown(entry, None, words)["private"]  # the public view
    public = {**entry, "id": "go", "label": "go"}
    assert shown(public, 0, words) is public
    automatic = {**entry, "automatic": True}
    assert shown(automatic, 0, words) is automatic


def test_a_log_entry_names_who_moved(pure):
    seats = table(pure, ["Ann", "random"])
    assert seats.log_entry(4, 1, "b2", "B to 2") == {
        "ply": 5, "seat": 1, "player": "random", "id": "b2", "label": "B to 2"}
    assert seats.log_entry(0, None, "a5", "a5")["player"] == ""  # a set position's past
    assert seats.log_entry(2, 0, "ai-g", "takes green", automaton="the AI opponent") == {
        "ply": 3, "seat": 0, "player": "the AI opponent", "id": "ai-g",
        "label": "takes green", "automatic": True}


# ---------------------------------------------------------------------- Undo
def test_undo_goes_back_before_the_last_person_s_move(pure):
    seats = table(pure, ["Ann", "random"])
    log = [seats.log_entry(0, 0, "a", ""), seats.log_entry(1, 1, "b", ""),
           seats.log_entry(2, 0, "c", ""), seats.log_entry(3, 1, "d", "")]
    assert seats.undo_target(log, start_ply=0) == 2  # Ann's move and the bot's after it
    assert seats.undo_target(log[:3], start_ply=0) == 2
    # a step the rules made is taken back with the move before it
    steps = log[:3] + [seats.log_entry(3, 0, "ai", "", automaton="the rules")]
    assert seats.undo_target(steps, start_ply=0) == 2
    # bots alone: the last move
    bots = table(pure, ["random", "greedy"])
    assert bots.undo_target([bots.log_entry(0, 0, "a", ""), bots.log_entry(1, 1, "b", "")],
                            start_ply=0) == 1


def test_undo_stops_at_the_start(pure):
    seats = table(pure, ["Ann", "random"])
    assert refusal(pure, seats.undo_target, [], 0) == (
        "undo", "nothing to undo: no move has been played yet")
    # a set position's own past (its first two moves) is not taken back
    log = [seats.log_entry(0, None, "a", "a"), seats.log_entry(1, None, "b", "b")]
    assert refusal(pure, seats.undo_target, log, 2) == (
        "undo", "nothing to undo: no move has been played since this position was set up")
    # only a bot has moved since the start: back to the start
    assert seats.undo_target([seats.log_entry(0, 1, "b", "")], start_ply=0) == 0


def test_undo_never_takes_back_a_peek_unless_it_is_free(pure):
    check = pure.seating.check_take_back
    log = [{"ply": 1}, {"ply": 2}, {"ply": 3}]
    revealed = [True, False, False]
    check("no peeking", log, revealed, 1, "undo")  # moves 2 and 3 showed nothing
    field, reason = refusal(pure, check, "no peeking", log, revealed, 0, "resume")
    assert field == "resume" and reason.startswith("move 1 showed something that was hidden")
    check("free", log, revealed, 0, "undo")
    field, reason = refusal(pure, check, "off", log, revealed, 2, "undo")
    assert field == "undo" and "Undo is off" in reason


def test_which_moves_showed_something_hidden(pure):
    reveals = pure.seating.reveals_so_far
    skyway = pure.load("skyway")
    state = skyway.new(seed=3)
    assert reveals(skyway, state) == []
    for move in ("a5", "b1"):
        state.apply(state.check(move))
    assert reveals(skyway, state) == [True, True]  # each draft deals from the deck
    skybridge = pure.load("skybridge")
    state = skybridge.new(players=2, seed=0)
    state.apply(state.check("3@5"))
    assert reveals(skybridge, state) == [False]
    # a position whose past is unknown (determinized): every move counts as a peek
    assert reveals(skybridge, state.determinize(0, None)) == [True]


# ---------------------------------------------------------------------- settings
def test_rollouts_per_move_are_checked_in_one_place(pure):
    check = pure.settings.check_rollouts
    assert check(1, "n") == 1 and check(5000, "n") == 5000
    for bad in (0, -1, 5001, True, 2.0, "200", None, 10**400):
        field, reason = refusal(pure, check, bad, "settings.sim_n")
        assert field == "settings.sim_n" and "whole number from 1 to 5000" in reason


def test_each_setting_is_checked_and_named(pure):
    settings = pure.settings
    bots = pure.bots_for(pure.load("skyway_robbery"))
    good = settings.default_settings(pure.load("skyway_robbery"), people=1)
    settings.validate_settings(good, bots)
    for change, field in [({"bot": "deep-blue"}, "settings.bot"),
                          ({"rollout": "ismcts"}, "settings.rollout"),
                          ({"sim_n": 0}, "settings.sim_n"),
                          ({"autoplay": 1}, "settings.autoplay"),
                          ({"pace": -0.1}, "settings.pace"),
                          ({"pace": True}, "settings.pace"),
                          ({"pace": float("nan")}, "settings.pace"),
                          ({"pace": 10.5}, "settings.pace"),
                          ({"undo": "sometimes"}, "settings.undo"),
                          ({"volume": 11}, "settings.volume")]:
        assert refusal(pure, settings.validate_settings, {**good, **change}, bots)[0] == field
    assert refusal(pure, settings.changed_settings, good, "loud", bots)[0] == "settings"
    assert refusal(pure, settings.settings_from_python, "loud", good, bots)[0] == "settings"
    assert settings.changed_settings(good, {"pace": 0}, bots)["pace"] == 0
    assert settings.settings_from_python({"sim_n": 50}, good, bots) == {**good, "sim_n": 50}


def test_a_new_table_s_settings(pure):
    settings = pure.settings
    robbery = settings.default_settings(pure.load("skyway_robbery"), people=1)
    assert robbery["bot"] == "heuristic" and robbery["rollout"] == "quick"
    # Undo is free only for one person in a game where nothing is hidden
    assert settings.default_settings(pure.load("skybridge"), people=1)["undo"] == "free"
    assert settings.default_settings(pure.load("skybridge"), people=2)["undo"] == "no peeking"
    assert settings.default_settings(pure.load("skyway"), people=1)["undo"] == "no peeking"
    assert set(robbery) == set(settings.DEFAULT_SETTINGS)
    assert settings.rollout_bots(pure.bots_for(pure.load("skyway_robbery")))[-1] == "quick"
