"""Bots never stall: whenever the live game waits for a bot and "Bots move on their own" is
ticked, a bot moves, whatever the person did in between (time travel, Play on from here,
ticking the box); and the board sets the bots' pace."""

import pytest

from skywidgets import Skybridge, Skyway
from skywidgets.widget.testing import send


def seat_to_move(w):
    return w.view["current_player"]


@pytest.fixture
def narrated():
    """You against greedy, the bots waiting for Bot move (autoplay off)."""
    return Skybridge(players=["You", "greedy"], seed=1, settings={"pace": 0, "autoplay": False})


def test_ticking_autoplay_sets_the_waiting_bot_moving(narrated):
    w = narrated
    send(w, {"type": "bot_step"})
    assert w.ply == 1 and seat_to_move(w) == 1  # greedy waits: autoplay is off
    send(w, {"type": "settings", "settings": {"autoplay": True}})
    w.wait()
    assert w.ply == 2 and seat_to_move(w) == 0 and w.error == {}
    assert w.busy == ""


def test_back_from_time_travel_the_bots_carry_on(narrated):
    w = narrated
    send(w, {"type": "bot_step"})
    send(w, {"type": "goto", "ply": 0})
    # ticked while a past position is shown: nothing moves behind it
    send(w, {"type": "settings", "settings": {"autoplay": True}})
    assert w.ply == 1 and w.viewing == 0
    send(w, {"type": "goto", "ply": None})
    w.wait()
    assert w.viewing is None and w.ply == 2 and seat_to_move(w) == 0 and w.error == {}


def test_play_on_from_a_bots_turn_the_bot_moves():
    w = Skybridge(players=["You", "greedy"], seed=1, settings={"pace": 0})
    send(w, {"type": "bot_step"})
    send(w, {"type": "bot_step"})
    assert w.ply == 4 and seat_to_move(w) == 0
    send(w, {"type": "goto", "ply": 1})  # after the person's first move: greedy's turn
    send(w, {"type": "resume"})
    w.wait()
    assert w.viewing is None and w.ply == 2 and seat_to_move(w) == 0 and w.error == {}


def test_a_settings_message_starts_nothing_when_no_bot_is_due(narrated):
    w = narrated
    send(w, {"type": "settings", "settings": {"autoplay": True}})
    assert w.ply == 0 and w.busy == "" and w.error == {}
    bots_alone = Skyway(players=["greedy"], seed=5, settings={"pace": 0})
    send(bots_alone, {"type": "settings", "settings": {"sim_n": 20}})
    assert bots_alone.ply == 0 and bots_alone.busy == ""  # it waits for Bot plays on


def test_a_settings_message_leaves_a_running_simulation_alone():
    w = Skybridge(players=["You", "greedy"], seed=1)
    send(w, {"type": "simulate", "n": 5000})
    send(w, {"type": "settings", "settings": {"autoplay": True}})
    assert w.busy == "simulating"
    w.stop()


@pytest.mark.parametrize("pace", [0, 0.3, 1.5, 10])
def test_the_board_sets_the_pace(narrated, pace):
    send(narrated, {"type": "settings", "settings": {"pace": pace}})
    assert narrated.settings["pace"] == pace and narrated.error == {}


@pytest.mark.parametrize("pace", [-1, 11, "slow", True, None])
def test_a_bad_pace_is_refused_by_name(narrated, pace):
    send(narrated, {"type": "settings", "settings": {"pace": pace}})
    assert narrated.error["field"] == "settings.pace" and narrated.settings["pace"] == 0


# ---- Bot move plays the whole turn; Bot step one move ----------------------------------
def skyjo_at_your_draw():
    """Skyjo against greedy, the opening reveals done, You to draw; bots wait."""
    from skywidgets import Skyjo

    w = Skyjo(players=["You", "greedy"], seed=1, settings={"pace": 0, "autoplay": False})
    w.bot_turn()  # your two reveals
    w.run_bots(pace=0)
    assert w.view["current_player"] == 0 and w.view["phase"] != "reveal", w.view["phase"]
    return w


def test_bot_move_plays_the_whole_turn_of_the_person():
    w = skyjo_at_your_draw()
    ply = w.ply
    send(w, {"type": "bot_step"})
    assert w.error == {} and seat_to_move(w) == 1
    turn = w.log_entries[ply:]
    assert len(turn) == 2 and all(entry["seat"] == 0 for entry in turn), turn


def test_bot_step_plays_one_move_of_the_turn():
    w = skyjo_at_your_draw()
    ply = w.ply
    send(w, {"type": "bot_step", "whole_turn": False})
    assert w.error == {} and w.ply == ply + 1 and seat_to_move(w) == 0  # drawn, not yet played
    send(w, {"type": "bot_step", "whole_turn": False})
    assert w.ply == ply + 2 and seat_to_move(w) == 1


def test_the_whole_turn_then_the_bots_move_on_their_own():
    w = skyjo_at_your_draw()
    w.settings = {**w.settings, "autoplay": True}
    send(w, {"type": "bot_step", "whole_turn": True})
    assert w.error == {} and seat_to_move(w) == 0 and w.log_entries[-1]["seat"] == 1


def test_python_bot_step_plays_one_move_and_bot_turn_the_turn():
    w = skyjo_at_your_draw()
    w.bot_step()  # the draw: one move, still your turn
    assert seat_to_move(w) == 0
    assert len(w.bot_turn()) == 1 and seat_to_move(w) == 1
    played = w.bot_turn()  # greedy's own turn
    assert len(played) == 2 and seat_to_move(w) == 0


def test_at_a_table_of_one_bot_move_plays_one_move():
    w = Skyway(seed=3)
    send(w, {"type": "bot_step"})
    assert w.ply == 1 and w.error == {}


@pytest.mark.parametrize("whole_turn", [1, 0, "true", None, [True], {}])
def test_whole_turn_is_true_or_false(whole_turn):
    w = skyjo_at_your_draw()
    ply = w.ply
    send(w, {"type": "bot_step", "whole_turn": whole_turn})
    assert w.error["field"] == "whole_turn" and w.ply == ply and w.busy == ""


# ---- every bot seat has a name of its own; a bot's choice for a person is the bot's ----
def test_bots_that_share_a_name_are_numbered():
    from skywidgets import SkywayRobbery

    w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4,
                      settings={"pace": 0, "autoplay": False})
    assert w.players == [{"name": "You", "kind": "human"},
                         {"name": "heuristic 1", "kind": "bot", "bot": "heuristic"},
                         {"name": "heuristic 2", "kind": "bot", "bot": "heuristic"}]
    send(w, {"type": "bot_step", "whole_turn": False})
    w.run_bots(pace=0, wait=True)
    named = {entry["player"] for entry in w.log_entries if entry["seat"] in (1, 2)}
    assert named == {"heuristic 1", "heuristic 2"}, named


def test_a_lone_bot_keeps_its_name_and_a_taken_number_is_skipped():
    w = Skybridge(players=["You", "greedy"], seed=1)
    assert w.players[1]["name"] == "greedy"
    w = Skybridge(players=[{"person": "greedy 1"}, "greedy", "greedy"], seed=1)
    assert [p["name"] for p in w.players] == ["greedy 1", "greedy 2", "greedy 3"]


def test_a_table_of_numbered_bots_saves_and_loads_as_bots(tmp_path):
    w = Skybridge(players=["You", "greedy", "greedy"], seed=1)
    w.save(tmp_path / "game.json")
    again = Skybridge.load(tmp_path / "game.json")
    assert again.players == w.players


def test_a_bot_move_for_a_person_is_logged_as_the_bots_choice(narrated):
    w = narrated
    send(w, {"type": "settings", "settings": {"bot": "random"}})
    send(w, {"type": "bot_step"})
    entry = w.log_entries[0]
    assert entry["seat"] == 0 and entry["player"] == "random for You" and entry["by"] == "random"
    w.bot_step()  # greedy's own move: greedy's
    assert w.log_entries[1]["player"] == "greedy" and "by" not in w.log_entries[1]
    w.bot_step("random")  # another bot for greedy's seat
    assert w.log_entries[2]["player"] == "random for You" and w.log_entries[2]["by"] == "random"
    w.bot_step("random")
    assert w.log_entries[3]["player"] == "random for greedy"
    w.play(w.moves[0]["id"])  # the person's own click
    assert w.log_entries[4]["player"] == "You" and "by" not in w.log_entries[4]
