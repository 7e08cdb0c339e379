"""The widget trusts nothing the browser sends: no door lets hidden cards reach the screen,
no input crashes the handler or stalls the kernel, and stop always stops."""

from __future__ import annotations

import json
import threading
import time

import pytest

from skywidgets import Skybridge, Skyjo, Skyway, SkywayRobbery
from skywidgets.core.bots import ISMCTSBot
from skywidgets.widget import MAX_ERROR_LENGTH, MAX_NAME_LENGTH
from skywidgets.widget.testing import send


def frozen(w) -> str:
    """Everything a message must leave alone when it is refused."""
    return json.dumps({"state": w.state.to_dict(), "view": w.view, "moves": w.moves,
                       "log_entries": w.log_entries, "ply": w.ply, "viewing": w.viewing, "seat": w.seat,
                       "handoff": w.handoff, "inspection": w.inspection,
                       "outcomes": w.outcomes, "settings": w.settings}, sort_keys=True)


def private_words(w, seat: int) -> list[str]:
    """What only ``seat`` may see of its own cards: every entry its view shows that the
    table's view does not (its draft, hand and dirty tricks), as card ids."""
    mine = w.state.view(seat)["players"][seat]
    table = w.state.view(None)["players"][seat]
    return [card for key, value in mine.items() if value != table.get(key)
            and isinstance(value, list) for card in value if isinstance(card, str)]


# ------------------------------------------------------------------ leak 1: simulate
def test_simulated_outcomes_are_refused_for_a_seat_whose_cards_are_not_on_the_screen():
    w = SkywayRobbery(players=["You", "heuristic"], seed=3, settings={"autoplay": False})
    w.play(w.moves[0]["id"])
    assert w.state.current_player == 1 and w.seat == 0  # the bot to move, You at the screen
    send(w, {"type": "simulate", "n": 1})
    assert w.error["field"] == "seat" and "heuristic" in w.error["message"]
    assert w.outcomes == {} and w.busy == ""
    with pytest.raises(Exception, match="not on this screen"):
        w.simulate(n=1)
    assert w.outcomes == {}


def test_simulated_outcomes_for_the_person_at_the_screen_still_work():
    w = SkywayRobbery(players=["You", "heuristic"], seed=3, settings={"autoplay": False})
    result = w.simulate(n=2, seed=1)
    assert result.seat == 0 and w.outcomes["seat"] == 0 and w.outcomes["status"] == "done"


def test_a_game_without_private_hands_may_simulate_any_seat_to_move():
    # Skyjo's views are the same for every seat: rollouts for a bot show nothing hidden
    w = Skyjo(players=["You", "greedy"], seed=3, settings={"autoplay": False})
    while w.state.current_player == 0:
        w.play(w.state.legal_moves()[0])
    assert w.simulate(n=1, seed=2).seat == w.state.current_player


# ------------------------------------------------------------------ leak 2: hand-off
def handoff_for_bob() -> SkywayRobbery:
    w = SkywayRobbery(players=["Ann", "Bob", "heuristic"], seed=5)
    assert w.handoff["name"] == "Ann"
    send(w, {"type": "ready"})
    send(w, {"type": "move", "id": w.moves[0]["id"], "ply": w.ply})
    assert w.handoff["name"] == "Bob"
    return w


@pytest.mark.parametrize("content", [
    {"type": "undo"},
    {"type": "simulate", "n": 3},
    {"type": "inspect", "name": "planner", "args": {}},
    {"type": "bot_step"},
    {"type": "bot_run"},
    {"type": "move", "id": "hire:con_artist"},
])
def test_on_the_hand_off_screen_nothing_changes_or_shows_the_position(content):
    w = handoff_for_bob()
    ann = 1 - w.seat if w.seat is not None else [p["name"] for p in w.players].index("Ann")
    before = frozen(w)
    send(w, content)
    assert w.error["field"] == "handoff", w.error
    assert "waiting for Bob" in w.error["message"]
    assert frozen(w) == before
    assert w.handoff["name"] == "Bob" and w.moves == []
    words = private_words(w, ann)
    assert words
    shown_text = json.dumps({k: v for k, v in w.get_state().items()
                             if k not in ("_esm", "_css")}, ensure_ascii=False)
    for card in words:
        assert card not in shown_text


def test_resume_on_the_hand_off_screen_is_refused_and_time_travel_shows_only_the_table():
    w = handoff_for_bob()
    send(w, {"type": "goto", "ply": 0})
    assert w.error == {} and w.viewing == 0
    past = w.state.game.replay(w.state.record().__class__(
        game=w.state.game.name, players=3, seed=w.state.origin["seed"],
        options=w.state.origin["options"], moves=[]))
    assert w.view == past.view(None)  # the public view: no one's hand
    before = frozen(w)
    send(w, {"type": "resume"})
    assert w.error["field"] == "handoff" and frozen(w) == before


def test_undo_by_the_next_person_hands_the_screen_back_first():
    # Bob, at the screen, takes back Ann's move: Ann's cards wait for Ann's Ready
    w = handoff_for_bob()
    w.settings = {**w.settings, "undo": "free"}
    send(w, {"type": "ready"})
    assert w.seat == 1 and w.moves
    send(w, {"type": "undo"})
    assert w.error == {} and w.ply == 0
    assert w.handoff["name"] == "Ann" and w.moves == []
    assert all(p.get("draft") is None for p in w.view["players"])


def test_a_new_game_starts_with_the_hand_off_screen():
    w = handoff_for_bob()
    send(w, {"type": "new", "seed": 8})
    assert w.error == {} and w.ply == 0 and w.handoff and w.moves == []


# ------------------------------------------------------------------ leak 3: trait writes
@pytest.mark.parametrize("make", [
    lambda: SkywayRobbery(players=["Ann", "Bob", "heuristic"], seed=5),
    lambda: Skyjo(players=["You", "greedy"], seed=2),
])
def test_every_synced_trait_refuses_a_write_from_the_browser_and_is_put_back(make):
    w = make()
    garbage = [2, {"seat": 2}, None, "x", [], True]
    sent = []
    original = w.send_state
    w.send_state = lambda key=None: sent.append(key) or original(key)
    for index, name in enumerate(sorted(w.keys)):
        before = frozen(w)
        value = getattr(w, name)
        w.set_state({name: garbage[index % len(garbage)]})
        if name != "error":  # the refusal itself is said in error
            assert getattr(w, name) == value, name
        assert frozen(w) == before, name
        assert w.error["field"] == name
        # the browser's copy is put back; its Log whole with a tail (log_sync.py), its
        # view whole with a patch (view_sync.py)
        assert sent[-1] == {"log_tail": [name, "log_entries"],
                            "view_patch": [name, "view"]}.get(name, [name])


def test_written_seat_and_hand_off_then_ready_shows_no_one_else_s_hand():
    w = handoff_for_bob()
    w.set_state({"seat": 2, "handoff": {"seat": 2}})
    assert w.handoff["name"] == "Bob"
    send(w, {"type": "ready"})
    assert w.seat == 1  # Bob's own view, as the hand-off said
    assert w.view["players"][2].get("draft") is None


def test_a_written_viewing_then_resume_takes_nothing_back():
    w = Skyway(seed=4)
    w.settings = {**w.settings, "undo": "free"}
    w.play(w.moves[0]["id"])
    w.set_state({"viewing": 0})
    assert w.viewing is None
    send(w, {"type": "resume"})
    assert w.ply == 1 and w.error["field"] == "resume"


# ------------------------------------------------------------------ leak 4: undo as a peek
def test_undo_cannot_peek_at_a_drawn_card_by_default():
    w = Skyjo(players=["You", "greedy"], seed=9, settings={"pace": 0})
    assert w.settings["undo"] == "no peeking"
    while w.view["phase"] == "reveal":
        send(w, {"type": "move", "id": w.moves[0]["id"], "ply": w.ply})
    send(w, {"type": "move", "id": "d", "ply": w.ply})
    drawn, ply = w.view["drawn"], w.ply
    send(w, {"type": "undo"})
    assert w.error["field"] == "undo" and "no peeking" in w.error["message"]
    assert w.ply == ply and w.view["drawn"] == drawn


def test_undo_free_takes_any_move_back_and_off_takes_none():
    w = Skyjo(players=["You", "greedy"], seed=9, settings={"pace": 0, "undo": "free"})
    while w.view["phase"] == "reveal":
        send(w, {"type": "move", "id": w.moves[0]["id"], "ply": w.ply})
    ply = w.ply
    send(w, {"type": "move", "id": "d", "ply": w.ply})
    send(w, {"type": "undo"})
    assert w.error == {} and w.ply == ply
    send(w, {"type": "settings", "settings": {"undo": "off"}})
    send(w, {"type": "move", "id": "d", "ply": w.ply})
    send(w, {"type": "undo"})
    assert w.error["field"] == "undo" and w.ply == ply + 1


def test_no_peeking_still_takes_back_a_move_that_showed_nothing():
    # in Skyjo, taking the discard onto a face-up card shows nothing that was hidden
    w = Skyjo(players=["Ann", "Bob"], seed=9)
    assert w.settings["undo"] == "no peeking"
    while w.view["phase"] == "reveal":
        send(w, {"type": "move", "id": w.moves[0]["id"], "ply": w.ply})
    seat = w.state.current_player
    up = [i for i, s in enumerate(w.state.status[seat]) if s == 1]
    take = f"t{up[0] + 1}"
    assert not w.state.reveals(w.state.check(take))
    before, ply = w.state.to_dict(), w.ply
    send(w, {"type": "move", "id": take, "ply": w.ply})
    assert w.ply == ply + 1
    send(w, {"type": "undo"})
    assert w.error == {} and w.ply == ply and w.state.to_dict() == before


@pytest.mark.parametrize("make, mode", [
    (lambda: Skybridge(players=["You", "greedy"], seed=1), "free"),
    (lambda: Skybridge(players=["Ann", "Bob"], seed=1), "no peeking"),
    (lambda: Skyway(seed=1), "no peeking"),
    (lambda: Skyjo(players=["You", "greedy"], seed=1), "no peeking"),
])
def test_undo_defaults_to_no_peeking_with_people_or_anything_hidden(make, mode):
    assert make().settings["undo"] == mode


def test_an_unknown_undo_mode_is_refused():
    w = Skyway(seed=1)
    send(w, {"type": "settings", "settings": {"undo": "sometimes"}})
    assert w.error["field"] == "settings.undo"


# ------------------------------------------------------------------ inputs that crashed
@pytest.mark.parametrize("setting", ["bot", "rollout", "undo", "sim_n", "pace", "autoplay"])
@pytest.mark.parametrize("value", [["greedy"], {"a": 1}, None, float("nan")])
def test_a_list_or_object_as_a_setting_is_refused_by_name(setting, value):
    w = Skyway(seed=1)
    before = frozen(w)
    send(w, {"type": "settings", "settings": {setting: value}})
    assert w.error["field"] == f"settings.{setting}" and frozen(w) == before


def test_a_megabyte_move_id_is_quoted_short():
    w = Skyway(seed=1)
    send(w, {"type": "move", "id": "a" * 1_000_000})
    assert w.error["field"] == "id" and len(w.error["message"]) < 200


def test_every_error_message_is_short_whatever_the_input():
    w = Skyway(seed=1)
    for content in ({"type": "x" * 10 ** 6}, {"type": "goto", "ply": "9" * 10 ** 5},
                    {"type": "new", "seed": "s" * 10 ** 6},
                    {"type": "settings", "settings": {"k" * 10 ** 6: 1}},
                    {"type": "inspect", "name": "n" * 10 ** 6}):
        send(w, content)
        assert w.error["field"] and len(w.error["message"]) <= MAX_ERROR_LENGTH


def test_an_illegal_move_during_a_simulation_leaves_it_running():
    w = Skyway(seed=2)
    w.simulate(n=5000, wait=False)
    worker = w._worker
    send(w, {"type": "move", "id": "z9", "ply": w.ply})
    assert w.error["field"] == "id"
    assert w.busy == "simulating" and worker.is_alive()
    while not w.outcomes:  # it goes on to publish its first rows
        time.sleep(0.01)
    w.stop()
    assert not worker.is_alive() and w.outcomes["status"] == "stopped"


def test_stop_returns_with_the_worker_gone_and_nothing_written_after():
    w = SkywayRobbery(players=["You", "heuristic"], seed=2)
    w.simulate(n=5000, wait=False, whole_game=True)
    while not w.outcomes:
        time.sleep(0.01)
    worker = w._worker
    w.stop()
    assert not worker.is_alive() and w.busy == ""
    settled = dict(w.outcomes)
    time.sleep(0.3)
    assert w.outcomes == settled and settled["status"] == "stopped"


def test_closing_a_widget_stops_its_simulation_and_its_bots():
    w = Skyway(seed=2)
    w.simulate(n=5000, wait=False)
    worker = w._worker
    w.close()
    assert not worker.is_alive()
    v = Skyjo(players=["You", "greedy"], seed=2, settings={"autoplay": False})
    v._spawn(v._bot_move, ISMCTSBot(iterations=None, time_limit=30.0), busy="bots")
    thinking = v._worker
    v.close()
    assert not thinking.is_alive()


def test_a_bot_run_never_happens_inside_the_message_handler():
    # pace 0 used to run the bots inside the handler, where Stop could not get in
    w = Skyjo(players=["ismcts", "ismcts", "ismcts"], seed=3, settings={"pace": 0})
    w._on_message(w, {"type": "bot_run", "ply": w.ply}, None)
    assert w.busy == "bots" and w._worker is not None
    w._on_message(w, {"type": "stop"}, None)
    assert w.busy == "" and not w._worker


def test_two_threads_simulating_at_once_leave_one_simulation_and_no_error():
    w = Skyway(seed=2)
    errors = []

    def run():
        try:
            w.simulate(n=20, wait=False)
        except Exception as err:  # the old race: "cannot join thread before it is started"
            errors.append(err)

    threads = [threading.Thread(target=run) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    w.wait()
    assert w.busy == "" and w.outcomes["status"] == "done"


def test_player_names_are_limited_in_length_and_count():
    with pytest.raises(ValueError, match="at most 40 characters"):
        Skyway(players=["x" * (MAX_NAME_LENGTH + 1)])
    with pytest.raises(ValueError, match="at most 8 players"):
        Skyjo(players=["a"] * 9)
    with pytest.raises(ValueError, match=r"players\[1\]"):
        Skyjo(players=["a", 5])
    assert Skyway(players=["x" * MAX_NAME_LENGTH]).players[0]["name"] == "x" * MAX_NAME_LENGTH


def test_a_worker_that_does_not_hear_stop_is_reported_not_waited_on_forever(monkeypatch):
    import skywidgets.widget.workers as workers_module

    monkeypatch.setattr(workers_module, "JOIN_TIMEOUT", 0.05)
    w = Skyway(seed=2)
    release = threading.Event()
    w._spawn(lambda stop: release.wait(5), busy="simulating")  # hears no stop flag
    w.stop()
    assert w.error["field"] == "stop" and "did not stop" in w.error["message"]
    release.set()
