"""The Bot's reasoning panel through the widget: the explain setting, bot_step(explain=True),
the ``reasoning`` trait, what a screen may see of it, and when it goes."""

from __future__ import annotations

import pytest

import skywidgets
from skywidgets import Skyjo, SkylineExpress, Skyway, SkywayRobbery
from skywidgets.core.bots import SeatInfo, get_bot
from skywidgets.core.rng import Rng
from skywidgets.widget.reasoning import PUBLIC_KEYS
from skywidgets.widget.testing import as_the_board_sends


def send(w, message: dict) -> None:
    w._on_message(w, as_the_board_sends(w, message), None)
    assert w.wait(60)


@pytest.fixture
def widgets():
    made = []

    def make(cls, **kwargs):
        w = cls(**kwargs)
        made.append(w)
        return w

    yield make
    for w in made:
        w.close()


def test_the_setting_starts_off_and_is_checked(widgets):
    w = widgets(Skyway, seed=3)
    assert w.settings["explain"] is False
    send(w, {"type": "settings", "settings": {"explain": "yes"}})
    assert w.error["field"] == "settings.explain"
    assert w.settings["explain"] is False
    send(w, {"type": "settings", "settings": {"explain": True}})
    assert w.settings["explain"] is True and not w.error


def test_no_reasons_unless_asked(widgets):
    w = widgets(Skyway, seed=3)
    w.bot_step()
    assert w.reasoning == {} and w.explanation is None


def test_bot_step_explain_shows_the_move_it_played(widgets):
    w = widgets(Skyway, seed=3)
    move = w.bot_step(explain=True)
    r = w.reasoning
    assert r["move"] == move.id == w.log_entries[-1]["id"]
    assert r["ply"] == 1 and r["seat"] == 0 and r["player"] == "You" and r["bot"] == "greedy"
    assert r["label"] == w.log_entries[-1]["label"]
    assert r["words"].endswith(".") and r["rows"]
    assert [c["heading"] for c in r["columns"]] == ["Evaluation"]
    chosen = [row for row in r["rows"] if row["chosen"]]
    assert [row["move"] for row in chosen] == [move.id]
    # Python reads the same reasons as an object that prints as a small table
    text = str(w.explanation)
    assert text.startswith(f"greedy: {move.label}") or text.startswith("greedy: ")
    assert "Evaluation" in text


def test_the_explanation_is_the_decision_the_bot_makes_without_it(widgets):
    # the same seed plays the same game with Why? on or off
    plain = widgets(Skyjo, players=["greedy", "ismcts"], seed=5, settings={"autoplay": False})
    told = widgets(Skyjo, players=["greedy", "ismcts"], seed=5,
                   settings={"autoplay": False, "explain": True})
    for _ in range(6):
        assert plain.bot_step().id == told.bot_step().id
        assert told.reasoning["move"] == told.log_entries[-1]["id"]
    assert plain.state.to_dict() == told.state.to_dict()


def test_the_setting_explains_bots_moving_on_their_own(widgets):
    w = widgets(Skyjo, players=["You", "ismcts"], seed=2, settings={"pace": 0, "explain": True})
    while not any(entry["seat"] == 1 for entry in w.log_entries):
        w.play(w.moves[0]["id"])  # the bot answers before play returns (pace 0)
    r = w.reasoning
    assert r["bot"] == "ismcts" and r["seat"] == 1
    last_bot_move = max(entry["ply"] for entry in w.log_entries if entry["seat"] == 1)
    assert r["ply"] == last_bot_move
    totals = {t["name"]: t["value"] for t in r["totals"]}
    assert totals["iterations"] == totals["determinizations"] > 0
    assert sum(row["numbers"]["visits"] for row in r["rows"]) <= totals["iterations"]


def test_the_browser_bot_move_explains_with_the_setting(widgets):
    w = widgets(Skyway, players=["You"], seed=4, settings={"explain": True, "pace": 0})
    send(w, {"type": "bot_step"})
    assert w.reasoning["move"] == w.log_entries[-1]["id"]
    assert w.reasoning["player"] == "You" and w.log_entries[-1]["by"] == "greedy"


def test_skyline_express_ai_steps_say_the_rule(widgets):
    w = widgets(SkylineExpress, players=["You"], seed=2, settings={"explain": True, "pace": 0})
    w.play("y")
    w.play("1a")
    w.wait(60)
    r = w.reasoning
    assert r["automatic"] is True and r["bot"] == "AI opponent" == r["player"]
    assert r["move"] == w.log_entries[-1]["id"] and w.log_entries[-1]["automatic"]
    assert r["words"].startswith("The AI opponent")


def test_undo_and_new_game_clear_the_reasons(widgets):
    w = widgets(Skyjo, players=["You", "greedy"], seed=1,
                settings={"explain": True, "autoplay": False, "undo": "free"})
    while w.state.current_player == 0:
        w.play(w.moves[0]["id"])
    w.bot_step()
    assert w.reasoning["ply"] == w.ply
    w.undo()  # the person's last move and the bot's after it
    assert w.reasoning == {} and w.explanation is None
    w.bot_step(explain=True)
    assert w.reasoning
    w.new_game(seed=3)
    assert w.reasoning == {}


def test_time_travel_keeps_the_reasons_of_the_live_game(widgets):
    w = widgets(Skyway, seed=3)
    w.bot_step(explain=True)
    w.play(w.moves[0]["id"])
    before = w.reasoning
    w.goto(1)
    assert w.reasoning == before
    w.goto(None)
    assert w.reasoning == before


def test_a_bot_move_without_reasons_clears_the_last_ones(widgets):
    w = widgets(Skyway, seed=3)
    w.bot_step(explain=True)
    w.bot_step()
    assert w.reasoning == {}


# --------------------------------------------------------------------- hidden information
def hidden(entry: dict) -> bool:
    return entry.get("hidden") is True and set(entry) == {*PUBLIC_KEYS, "hidden", "words"}


def test_a_bot_for_a_seat_off_the_screen_keeps_its_reasons(widgets):
    # Skyway Robbery: the bot's reasons come from its own hand, which You may not see
    w = widgets(SkywayRobbery, players=["You", "heuristic"], seed=4,
                settings={"explain": True, "autoplay": False})
    while w.state.current_player != 1:
        w.play(w.moves[0]["id"])
    w.bot_step()
    r = w.reasoning
    assert r["seat"] == 1 and hidden(r)
    assert "heuristic" in r["words"] and "not shown" in r["words"]
    assert w.explanation is None
    assert not w._may_show_seat(1) and w._may_show_seat(0)


def test_a_helper_bot_for_the_person_at_the_screen_shows_its_reasons(widgets):
    w = widgets(SkywayRobbery, players=["You", "heuristic"], seed=4,
                settings={"autoplay": False})
    assert w.state.current_player == 0
    move = w.bot_step("heuristic", explain=True)
    r = w.reasoning
    assert not r.get("hidden") and r["move"] == move.id and r["seat"] == 0
    assert r["player"] == "You" and r["bot"] == "heuristic"


def test_a_hand_off_hides_the_reasons_and_ready_keeps_them_from_the_next_person(widgets):
    w = widgets(SkywayRobbery, players=["Ann", "Bob"], seed=2, settings={"autoplay": False})
    w.ready()
    ann = w.state.current_player
    assert w._may_show_seat(ann)
    w.bot_step("greedy", explain=True)
    # Bob's turn at a shared screen: Ann's reasons would show her cards
    assert w.handoff and w.reasoning["seat"] == ann and hidden(w.reasoning)
    assert not w._may_show_seat(ann)
    w.ready()
    bob = w.state.current_player
    assert bob != ann and w._may_show_seat(bob) and not w._may_show_seat(ann)
    assert hidden(w.reasoning)
    assert w.explanation is None


def test_the_reasons_shown_never_depend_on_the_hidden_cards():
    # two worlds You cannot tell apart: the bot's hidden reasons read the same
    game = skywidgets.load("skyway_robbery")
    entries = []
    for key in (1, 2):
        w = SkywayRobbery(players=["You", "heuristic"], seed=4,
                          settings={"explain": True, "pace": 0, "autoplay": False})
        try:
            while w.state.current_player != 1:
                w.play(w.moves[0]["id"])
            w._state = w.state.determinize(0, Rng(key))
            w.bot_step()
            entries.append(w.reasoning)
        finally:
            w.close()
    assert entries[0] == entries[1] and hidden(entries[0])
    assert game.private_views


def test_explain_agrees_with_choose_for_the_widget_default_bots():
    for name in skywidgets.game_names():
        game = skywidgets.load(name)
        state = game.new(players=game.min_players, seed=1)
        bot = get_bot(game.default_bot, game)
        info = SeatInfo(state, state.current_player)
        assert bot.explain(info, Rng(9)).move == bot.choose(info, Rng(9)).id
