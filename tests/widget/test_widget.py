"""The widget without a browser: messages in, traits out."""

import json
import time

import pytest

from skywidgets import Skyway
from skywidgets.core.errors import BadMessage, BadRecord, IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.widget.testing import send

SYNCED = ["game", "title", "view", "moves", "log_entries", "ply", "viewing", "outcomes", "error",
          "players", "seat", "settings", "bots", "busy"]


def snapshot(w):
    return json.dumps({name: getattr(w, name) for name in SYNCED if name != "error"},
                      sort_keys=True), json.dumps(w.state.to_dict(), sort_keys=True)


@pytest.fixture
def w():
    return Skyway(seed=3)


def test_initial_traits(w):
    assert w.game == "skyway" and w.title == "Skyway"
    assert w.ply == 0 and w.log_entries == [] and w.viewing is None and w.error == {}
    assert w.players == [{"name": "You", "kind": "human"}] and w.seat == 0
    assert len(w.moves) == 27
    first = w.moves[0]
    assert set(first) >= {"id", "label", "blueprint", "cell", "stack", "discards"}
    assert w.view["deck"] == 35 and len(w.view["grid"]) == 9
    assert set(w.bots) >= {"random", "greedy"}


def test_a_move_message_plays(w):
    move = w.moves[4]
    send(w, {"type": "move", "id": move["id"], "ply": 0})
    assert w.error == {}
    assert w.ply == 1
    assert w.log_entries == [{"ply": 1, "seat": 0, "player": "You", "id": move["id"],
                      "label": move["label"]}]
    assert w.view["grid"][move["cell"]] == move["stack"]


@pytest.mark.parametrize("content, field", [
    ([1, 2], "message"),
    ("move a1", "message"),
    ({}, "type"),
    ({"type": "teleport"}, "type"),
    ({"type": 5}, "type"),
    ({"type": "move"}, "id"),
    ({"type": "move", "id": 7}, "id"),
    ({"type": "move", "id": "a1", "ply": "0"}, "ply"),
    ({"type": "move", "id": "a1", "ply": 5}, "ply"),
    ({"type": "move", "id": "z9", "ply": 0}, "id"),
    ({"type": "new", "seed": "abc"}, "seed"),
    ({"type": "goto"}, "ply"),
    ({"type": "goto", "ply": 3}, "ply"),
    ({"type": "goto", "ply": "x"}, "ply"),
    ({"type": "undo"}, "undo"),
    ({"type": "resume"}, "resume"),
    ({"type": "simulate", "n": 0}, "n"),
    ({"type": "simulate", "n": "many"}, "n"),
    ({"type": "settings", "settings": {"bot": "deep-blue"}}, "settings.bot"),
    ({"type": "settings", "settings": {"sim_n": -4}}, "settings.sim_n"),
    ({"type": "settings", "settings": {"pace": "fast"}}, "settings.pace"),
    ({"type": "settings", "settings": {"volume": 11}}, "settings.volume"),
    ({"type": "settings", "settings": "loud"}, "settings"),
])
def test_bad_messages_change_nothing_and_say_why(w, content, field):
    before = snapshot(w)
    send(w, content)
    assert w.error["field"] == field, w.error
    assert w.error["message"]
    assert snapshot(w) == before


def test_illegal_move_error_names_the_rule(w):
    send(w, {"type": "move", "id": "a0", "ply": 0})
    assert "Move notation" in w.error["rule"]
    send(w, {"type": "dismiss"})
    assert w.error == {}


def test_the_next_good_message_clears_the_error(w):
    send(w, {"type": "move", "id": "zz", "ply": 0})
    assert w.error
    send(w, {"type": "move", "id": "b2", "ply": 0})
    assert w.error == {} and w.ply == 1


def test_undo(w):
    # every Skyway draft deals the next market: Undo takes it back only when free
    w.settings = {**w.settings, "undo": "free"}
    send(w, {"type": "move", "id": "a1", "ply": 0})
    send(w, {"type": "move", "id": "b2", "ply": 1})
    send(w, {"type": "undo"})
    assert w.ply == 1 and len(w.log_entries) == 1
    fresh = Skyway(seed=3)
    fresh.play("a1")
    assert w.state.to_dict() == fresh.state.to_dict()
    assert w.view == fresh.view


def test_new_game_with_a_seed(w):
    w.play("a1")
    send(w, {"type": "new", "seed": 11})
    assert w.ply == 0 and w.log_entries == []
    assert w.state.to_dict() == Skyway(seed=11).state.to_dict()
    send(w, {"type": "new", "seed": None})
    assert w.ply == 0


def test_time_travel(w):
    w.settings = {**w.settings, "undo": "free"}  # play on from the past takes moves back
    for i, move in enumerate(["a1", "b2", "c3"]):
        send(w, {"type": "move", "id": move, "ply": i})
    live_view = w.view
    send(w, {"type": "goto", "ply": 1})
    assert w.viewing == 1 and w.moves == []
    past = Skyway(seed=3)
    past.play("a1")
    assert w.view == past.view
    send(w, {"type": "move", "id": "a5", "ply": 3})
    assert w.error["field"] == "viewing" and w.ply == 3
    send(w, {"type": "goto", "ply": None})
    assert w.viewing is None and w.view == live_view and len(w.moves) == 27
    send(w, {"type": "goto", "ply": 2})
    send(w, {"type": "resume"})
    assert w.viewing is None and w.ply == 2 and len(w.log_entries) == 2


def test_simulate_from_python(w):
    result = w.simulate(n=8, seed=1)
    assert w.outcomes["status"] == "done" and w.outcomes["done"] == 8
    assert [row["id"] for row in w.outcomes["rows"]] == [m["id"] for m in w.moves]
    assert result.best() is not None
    row = w.outcomes["rows"][0]
    assert row["win_lo"] <= row["win"] <= row["win_hi"]
    assert row["mean_lo"] <= row["mean"] <= row["mean_hi"]


def wait_idle(w, timeout=30):
    deadline = time.monotonic() + timeout
    while w.busy and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not w.busy


def test_simulate_message_runs_in_the_background_and_can_stop(w):
    send(w, {"type": "simulate", "n": 5000})
    assert w.busy == "simulating"
    time.sleep(0.3)
    send(w, {"type": "stop"})
    wait_idle(w)
    assert w.outcomes["status"] == "stopped"
    assert 0 < w.outcomes["done"] < 5000


def test_simulate_message_finishes(w):
    send(w, {"type": "simulate", "n": 10})
    wait_idle(w)
    assert w.outcomes["status"] == "done" and w.outcomes["done"] == 10 and w.error == {}


def test_a_move_stops_a_running_simulation(w):
    send(w, {"type": "simulate", "n": 5000})
    send(w, {"type": "move", "id": "a1", "ply": 0})
    assert w.busy == "" and w.ply == 1


def test_bot_step_plays_one_legal_move(w):
    send(w, {"type": "bot_step"})
    assert w.ply == 1 and w.error == {}


def test_bot_seat_plays_the_whole_game():
    w = Skyway(players=["greedy"], seed=5)
    assert w.players[0]["kind"] == "bot" and w.moves == []
    w.run_bots(pace=0)
    assert w.state.is_over and w.view["over"]
    assert len(w.log_entries) == w.ply


def test_bot_run_message_with_a_pace():
    w = Skyway(players=["random"], seed=5, settings={"pace": 0.01})
    send(w, {"type": "bot_run"})
    wait_idle(w)
    assert w.state.is_over and w.error == {}


def test_save_and_load(w, tmp_path):
    for move in ("a1", "b5", "c9"):
        w.play(move)
    path = tmp_path / "game.json"
    w.save(path)
    again = Skyway.load(path)
    assert again.state.to_dict() == w.state.to_dict()
    assert again.view == w.view and [e["id"] for e in again.log_entries] == ["a1", "b5", "c9"]


def test_load_corrupt_file(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "skywidgets-record", "version": 1, "game": "sky')
    with pytest.raises(BadRecord):
        Skyway.load(path)


def test_from_position_for_a_lesson():
    grid = [[] for _ in range(9)]
    grid[5] = ["4♥", "2♦", "3♣"]
    w = Skyway.from_position({"grid": grid, "market": [["7♥", "6♣"], ["9♠", "10♠"], ["5♦"]]},
                             settings={"undo": "free"})
    a6 = next(m for m in w.moves if m["id"] == "a6")
    assert a6["stack"] == ["3♣", "7♥", "6♣"] and a6["discards"] == ["4♥", "2♦"]
    w.play("a6")
    assert w.view["grid"][5] == ["3♣", "7♥", "6♣"]
    w.undo()
    assert w.view["grid"][5] == ["4♥", "2♦", "3♣"]


def test_python_api_raises_for_illegal_moves(w):
    with pytest.raises(IllegalMove):
        w.play("q1")
    with pytest.raises(BadMessage):
        w.undo()


def test_mimebundle_has_a_static_picture(w):
    data, _ = w._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["image/svg+xml"].startswith("<svg")
    assert data["text/plain"] == "Skyway (move 1)"


def test_players_are_validated():
    with pytest.raises(ValueError):
        Skyway(players=[])
    with pytest.raises(ValueError):
        Skyway(players=["You", "Them"])


# ------------------------------------------------------------------ hidden information
def synced_state(w):
    state = w.get_state()
    return {k: v for k, v in state.items() if k in SYNCED}


def test_synced_traits_never_depend_on_the_deck_order():
    """Along a whole game, a widget on the real position and one on a position that
    differs only in what is hidden (deck order, future shuffles) sync exactly the same."""
    w = Skyway(seed=17)
    rng = Rng(1)
    while not w.state.is_over:
        twin = Skyway(state=w.state.determinize(0, rng))
        twin._log = list(w._log)
        twin._refresh()
        assert synced_state(twin) == synced_state(w)
        w.play(w.moves[rng.randint(0, len(w.moves) - 1)]["id"])


def test_sent_messages_carry_no_deck(w):
    sent = []
    original = w.send_state

    def record(key=None):
        sent.append(json.dumps(w.get_state(key), ensure_ascii=False))
        return original(key)

    w.send_state = record
    for _ in range(12):
        w.play(w.moves[0]["id"])
    w.simulate(n=3, seed=2)
    assert sent
    deck_text = [json.dumps(card, ensure_ascii=False) for card in w.state.to_dict()["deck"]]
    for message in sent:
        assert '"rng"' not in message and '"seed"' not in message
        # the remaining deck in order never appears as a list
        assert json.dumps(w.state.to_dict()["deck"], ensure_ascii=False) not in message
    assert deck_text  # the deck is not empty, so the check above had something to find


def test_bot_run_on_a_human_turn_says_why(w):
    send(w, {"type": "bot_run"})
    assert w.error["field"] == "bot_run" and "Bot move" in w.error["message"]
    assert w.ply == 0


def test_a_game_of_bots_waits_after_new_game():
    w = Skyway(players=["greedy"], seed=5)
    send(w, {"type": "new", "seed": 6})
    assert w.ply == 0 and w.busy == ""


def test_widget_class_by_name():
    import skywidgets

    assert skywidgets.widget_class("skyway") is Skyway
    with pytest.raises(ValueError):
        skywidgets.widget_class("chess")


def test_slow_bots_cannot_play_rollouts(w):
    assert "ismcts" in w.bots and "ismcts" not in w.rollout_bots
    send(w, {"type": "settings", "settings": {"rollout": "ismcts"}})
    assert w.error["field"] == "settings.rollout"
    with pytest.raises(BadMessage):
        w.simulate(n=2, rollout="ismcts")


def test_settings_set_from_python_are_checked(w):
    from traitlets import TraitError

    with pytest.raises((BadMessage, TraitError)):
        w.settings = {"sim_n": -1}
    assert w.settings["sim_n"] == 200
    w.settings = {"sim_n": 50}
    assert w.settings["sim_n"] == 50 and w.settings["bot"] == "greedy"


def test_a_game_may_name_the_bots_a_new_widget_starts_with():
    # Skyway Robbery: Bot move asks the heuristic player, rollouts play the quick policy
    from skywidgets import SkywayRobbery

    w = SkywayRobbery(players=["You", "heuristic"], seed=4)
    assert w.settings["bot"] == "heuristic" and w.settings["rollout"] == "quick"
    assert "quick" in w.rollout_bots
    # a setting given still wins, and other games keep the shared defaults
    w = SkywayRobbery(players=["You", "heuristic"], seed=4, settings={"rollout": "random"})
    assert w.settings["rollout"] == "random" and w.settings["bot"] == "heuristic"
    assert Skyway(seed=3).settings["bot"] == "greedy" and Skyway(seed=3).settings["rollout"] == "random"


def test_simulated_outcomes_stop_at_the_game_s_horizon_unless_asked_for_whole_games():
    from skywidgets import SkywayRobbery

    w = SkywayRobbery(players=["You", "heuristic"], seed=4)
    short = w.simulate(n=2, seed=1)
    assert short.horizon and w.outcomes["horizon"] == short.horizon
    whole = w.simulate(n=2, seed=1, whole_game=True)
    assert whole.horizon is None and w.outcomes["horizon"] is None
    assert [row.id for row in whole.rows] == [row.id for row in short.rows]
