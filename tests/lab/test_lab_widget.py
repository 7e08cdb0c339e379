"""The study lab's widget, skywidgets.Lab: a run to the end gives what lab.tournament and
lab.compare give, Stop keeps the games played, the figures are Python's, every bad message
is refused naming its field and changes nothing, and Download CSV sends the rows."""

from __future__ import annotations

import copy
import csv
import io
import json
import math
import random
import subprocess
import sys
import time

import pytest
from traitlets import TraitError

import skywidgets
from skywidgets import lab
from skywidgets.core.errors import BadMessage
from skywidgets.lab.choices import MAX_GAMES, MAX_VARIANTS, check_setup, seat_specs
from skywidgets.lab.figures import figures, quartiles
from skywidgets.lab.plan import DETERMINISTIC, Experiment, play_task


def send(widget, content) -> None:
    widget._on_message(widget, content, None)


def wait_for(condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def key(rows):
    return [tuple(row[c] for c in DETERMINISTIC) for row in rows]


# ---------------------------------------------------------------------- a whole run
def test_a_run_to_the_end_plays_what_a_tournament_plays():
    widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=4, seed=11)
    assert widget.results is None and widget.status["state"] == "ready"
    results = widget.run(wait=True)
    expected = lab.tournament("skyjo", ["greedy", "random"], games=4, seed=11, progress=False)
    assert results.same_games(expected) and results.complete
    assert widget.status == {"state": "done", "played": 8, "planned": 8,
                             "text": "Done: all 8 games are played."}
    shown = widget.figures
    summary = expected.summary()
    assert [g["label"] for g in shown["groups"]] == ["greedy", "random"]
    for group, row in zip(shown["groups"], summary):
        assert group["games"] == row["games"] == 8
        assert group["win_rate"] == row["win_rate"]
        assert (group["win_lo"], group["win_hi"]) == (row["win_lo"], row["win_hi"])
        assert group["mean_score"] == row["mean_score"]
    scores = [r["score"] for r in expected.rows if r["bot"] == "greedy"]
    assert shown["groups"][0]["box"] == quartiles(scores)
    for group in shown["groups"]:  # the charts' words are the table's
        assert group["cells"]["win"].startswith(group["values"]["win"] + " (")
        assert group["cells"]["score"].startswith(group["values"]["score"] + " (")
    assert shown["groups"][0]["box"]["min"] == min(scores)
    assert shown["score_axis"]["low"] <= min(r["score"] for r in expected.rows)
    assert shown["score_axis"]["high"] >= max(r["score"] for r in expected.rows)
    assert shown["fair_share"] == 0.5 and shown["complete"] is True
    assert shown["differences"] == {}
    json.dumps(shown, allow_nan=False)  # plain JSON for the browser: no NaN


def test_a_comparison_plays_the_variants_on_the_same_deals_with_their_differences():
    variants = {"Standard rules": {}, "No column rule": {"column_rule": False}}
    widget = skywidgets.Lab("skyjo", seats=["greedy", "greedy"], variants=variants, games=3,
                            seed=5)
    assert widget.setup["variants"][1] == {"name": "No column rule",
                                           "options": {"column_rule": False}}
    results = widget.run(wait=True)
    expected = lab.compare("skyjo", variants, seats=[{"bot": "greedy", "label": "greedy 1"},
                                                     {"bot": "greedy", "label": "greedy 2"}],
                           games=3, seed=5, progress=False)
    assert results.same_games(expected)
    shown = widget.figures
    assert [g["label"] for g in shown["groups"]] == [
        "Standard rules: greedy 1", "Standard rules: greedy 2", "No column rule: greedy 1",
        "No column rule: greedy 2"]
    rows = shown["differences"]["rows"]
    assert [r["cells"]["bot"] for r in rows] == ["greedy 1", "greedy 2"]
    assert {r["cells"]["pairs"] for r in rows} == {"6"}
    diff = expected.differences()[0]
    assert rows[0]["cells"]["score"].startswith(f"{diff['score_diff']:+.1f}")
    json.dumps(shown, allow_nan=False)


def test_two_workers_play_the_same_games_as_one():
    serial = skywidgets.Lab("skybridge", seats=["greedy", "random"], games=6, seed=2)
    pooled = skywidgets.Lab("skybridge", seats=["greedy", "random"], games=6, seed=2,
                            workers=2)
    assert pooled.run(wait=True).same_games(serial.run(wait=True))
    assert pooled.status["state"] == "done"


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_every_game_s_lab_starts_with_a_setup_that_runs(name):
    widget = skywidgets.Lab(name, games=1)
    game = skywidgets.load(name)
    assert len(widget.setup["seats"]) == game.min_players
    assert [o["name"] for o in widget.catalog["options"]] == list(game.options)
    assert [b["name"] for b in widget.catalog["bots"]] == list(
        skywidgets.core.bots.bots_for(game))
    results = widget.run(wait=True)
    assert results.games == game.min_players and widget.status["state"] == "done"
    assert len(widget.figures["groups"]) == game.min_players
    assert widget.figures["fair_share"] == (None if game.min_players == 1
                                            else 1 / game.min_players)


# ---------------------------------------------------------------------- Stop
def test_stop_mid_run_keeps_the_games_played_and_says_so():
    widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=MAX_GAMES, seed=8)
    widget.run()
    assert widget.status["state"] == "running"
    wait_for(lambda: widget.figures.get("games", 0) >= 3)  # the charts fill in as it plays
    live = widget.figures
    assert live["complete"] is False and live["planned"] == 2 * MAX_GAMES
    send(widget, {"type": "stop"})
    assert widget.wait(10)
    results = widget.results
    assert not results.complete and 3 <= results.games < results.planned
    status = widget.status
    assert status["state"] == "stopped" and status["played"] == results.games
    assert status["text"] == (f"Stopped after {results.games} of {2 * MAX_GAMES} games. The "
                              f"charts and the table show only the games played before Stop.")
    assert widget.figures["games"] == results.games
    assert widget.figures["title"].startswith(f"{results.games} of {2 * MAX_GAMES} games played.")
    # each game kept is whole and is the game the plan deals
    plan = Experiment("skyjo", ["greedy", "random"], games=MAX_GAMES, seed=8)
    by_task = {(task[3], task[5]): task for task in plan.tasks}
    played = sorted({(r["deal"], r["rotation"]) for r in results.rows})
    assert len(results.rows) == 2 * len(played)
    expected = [row for deal in played for row in play_task(by_task[deal])]
    assert key(results.rows) == key(expected)
    # and the lab runs again afterwards
    send(widget, {"type": "setup", "setup": {**widget.setup, "games": 1}})
    assert widget.run(wait=True).complete


def test_a_comparison_stopped_early_has_played_each_deal_under_every_variant():
    variants = {"Standard rules": {}, "Ends at 50": {"end_score": 50}}
    widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], variants=variants,
                            games=MAX_GAMES, seed=3)
    widget.run()
    wait_for(lambda: widget.figures.get("games", 0) >= 8)
    widget.stop()
    results = widget.results
    deals = {}
    for row in results.rows:
        deals.setdefault((row["deal"], row["rotation"]), set()).add(row["variant"])
    # at most the last deal lacks its second variant: pairs exist from the start
    assert sum(1 for seen in deals.values() if len(seen) < 2) <= 1
    assert int(widget.figures["differences"]["rows"][0]["cells"]["pairs"]) >= 3


# ---------------------------------------------------------------------- Download CSV
def test_download_csv_sends_the_rows_of_the_games_played(monkeypatch):
    widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=2, seed=1)
    sent = []
    monkeypatch.setattr(widget, "send", lambda message, buffers=None: sent.append(message))
    send(widget, {"type": "export"})
    assert sent == [] and widget.error == {
        "message": "No games have been played yet: press Run first", "field": "export"}
    results = widget.run(wait=True)
    send(widget, {"type": "export"})
    assert widget.error == {}
    [message] = sent
    assert message["type"] == "csv" and message["filename"] == "skyjo-lab.csv"
    assert message["text"] == results.to_csv()
    rows = list(csv.DictReader(io.StringIO(message["text"])))
    assert len(rows) == 8 and rows[0]["bot"] == "greedy"


# ---------------------------------------------------------------------- bad input
def valid_setup():
    return {"seats": [{"bot": "ismcts", "iterations": 20}, {"bot": "random"}],
            "variants": [{"name": "Standard rules", "options": {}},
                         {"name": "Doubled", "options": {"double_non_positive": True}}],
            "games": 10, "seed": 4}


def changed(path, value):
    setup = valid_setup()
    where = setup
    for step in path[:-1]:
        where = where[step]
    if value is KeyError:
        del where[path[-1]]
    else:
        where[path[-1]] = value
    return setup


REFUSALS = [
    ("not an object", "setup", "expected an object"),
    (changed(["seats", 0, "bot"], "alphazero"), "setup.seats[0].bot", "no bot named 'alphazero'"),
    (changed(["seats", 0, "iterations"], 0), "setup.seats[0].iterations",
     "iterations per move is a whole number from 1 to 5000, not 0"),
    (changed(["seats", 1, "iterations"], 30), "setup.seats[1].iterations",
     "not a setting of the random bot"),
    (changed(["seats"], [{"bot": "random"}]), "setup.seats", "Skyjo is played by 2 to 8"),
    (changed(["seats"], [{"bot": "random"}] * 9), "setup.seats", "not 9"),
    (changed(["seats", 1], "random"), "setup.seats[1]", "a seat is an object"),
    (changed(["variants", 1, "options", "end_score"], 7.5),
     "setup.variants[1].options.end_score", "expected a whole number from 1 to 1000"),
    (changed(["variants", 1, "options", "column_rule"], "yes"),
     "setup.variants[1].options.column_rule", "expected true or false"),
    (changed(["variants", 1, "options", "joker"], 1), "setup.variants[1].options.joker",
     "no option by that name"),
    (changed(["variants", 1, "name"], "Standard rules"), "setup.variants[1].name",
     "two variants are named 'Standard rules'"),
    (changed(["variants", 1, "name"], ""), "setup.variants[1].name", "from 1 to 40"),
    (changed(["variants"], []), "setup.variants", "from 1 to 4 variants"),
    (changed(["variants"], [{"name": f"v{i}", "options": {}} for i in range(MAX_VARIANTS + 1)]),
     "setup.variants", "not 5"),
    (changed(["games"], 0), "setup.games", "from 1 to 5000, not 0"),
    (changed(["games"], MAX_GAMES + 1), "setup.games", "not 5001"),
    (changed(["games"], "ten"), "setup.games", "not 'ten'"),
    (changed(["games"], True), "setup.games", "not True"),
    (changed(["seed"], -1), "setup.seed", "not -1"),
    (changed(["seed"], 2 ** 53), "setup.seed", "from 0 to 9007199254740991"),
    (changed(["seed"], 3.0), "setup.seed", "not 3.0"),
    (changed(["seed"], KeyError), "setup.seed", "missing"),
    (changed(["colour"], "red"), "setup.colour", "not part of the setup"),
]


@pytest.mark.parametrize("setup, field, words", REFUSALS)
def test_a_bad_setup_is_refused_naming_its_field_and_changes_nothing(setup, field, words):
    widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=3, seed=1)
    before = copy.deepcopy(widget.setup)
    send(widget, {"type": "setup", "setup": setup})
    assert widget.error["field"] == field
    assert words.lower() in widget.error["message"].lower()
    assert widget.setup == before
    with pytest.raises((BadMessage, TraitError)):  # the same checks from Python
        widget.setup = setup
    assert widget.setup == before


def test_a_good_setup_is_kept_as_python_reads_it():
    widget = skywidgets.Lab("skyjo")
    send(widget, {"type": "setup", "setup": valid_setup()})
    assert widget.error == {}
    assert widget.setup == valid_setup()
    send(widget, {"type": "setup", "setup": changed(["seats", 1], {"bot": "ismcts"})})
    assert widget.setup["seats"][1] == {"bot": "ismcts", "iterations": 300}  # its default
    assert seat_specs(skywidgets.load("skyjo"), widget.setup["seats"]) == [
        {"bot": "ismcts", "iterations": 20}, "ismcts"]


@pytest.mark.parametrize("content, field", [
    ("run", "message"), (["run"], "message"), ({}, "type"), ({"type": "play"}, "type"),
    ({"type": 3}, "type"), ({"type": "setup"}, "setup"), ({"type": "stop"}, "stop"),
    ({"type": "export"}, "export"),
])
def test_malformed_messages_are_refused_naming_the_field(content, field):
    widget = skywidgets.Lab("skyjo", games=2, seed=1)
    before = (copy.deepcopy(widget.setup), dict(widget.status), widget.figures)
    send(widget, content)
    assert widget.error["field"] == field and widget.error["message"]
    assert (widget.setup, widget.status, widget.figures) == before
    send(widget, {"type": "dismiss"})
    assert widget.error == {}


def test_while_running_the_setup_and_run_are_refused_and_the_run_goes_on():
    widget = skywidgets.Lab("skyjo", seats=["greedy", "random"], games=MAX_GAMES, seed=2)
    widget.run()
    try:
        before = copy.deepcopy(widget.setup)
        send(widget, {"type": "setup", "setup": {**before, "games": 1}})
        assert widget.error == {"message": "Games are being played: press Stop first",
                                "field": "setup"}
        send(widget, {"type": "run"})
        assert widget.error["field"] == "run"
        assert widget.setup == before and widget.running
        with pytest.raises(BadMessage):
            widget.configure(games=1)
    finally:
        widget.stop()
    assert widget.status["state"] == "stopped"


def test_the_browser_may_not_write_a_trait():
    widget = skywidgets.Lab("skyjo", games=2, seed=1)
    before = copy.deepcopy(widget.setup)
    widget.set_state({"setup": {"games": 1}})
    assert widget.error["field"] == "setup" and "may not change" in widget.error["message"]
    assert widget.setup == before


def test_python_arguments_are_checked_like_the_browser_s():
    with pytest.raises(BadMessage, match=r"setup.seats\[1\].bot: no bot named 'nobody'"):
        skywidgets.Lab("skyjo", seats=["greedy", "nobody"])
    with pytest.raises(BadMessage, match="setup.games"):
        skywidgets.Lab("skyjo", games=0)
    with pytest.raises(lab.BadExperiment, match="workers"):
        skywidgets.Lab("skyjo", workers=0)
    with pytest.raises(ValueError, match="no game named 'chess'"):
        skywidgets.Lab("chess")
    widget = skywidgets.Lab("skyjo", seed=3)
    widget.configure(seats=[{"bot": "ismcts", "iterations": 12}, "greedy", "random"], games=7)
    assert widget.setup["seats"] == [{"bot": "ismcts", "iterations": 12}, {"bot": "greedy"},
                                     {"bot": "random"}]
    assert widget.setup["games"] == 7 and widget.setup["seed"] == 3


def test_random_messages_are_refused_or_kept_never_a_crash():
    """A small fuzzer: valid setups with one field broken or changed at random, and
    messages of every type with odd fields. A refusal names a field and changes nothing;
    what is kept passes the checks again."""
    gen = random.Random(7)
    widget = skywidgets.Lab("skyjo", games=2, seed=1)
    game = skywidgets.load("skyjo")
    odd = [None, True, -1, 0, 1, 2.5, 10**30, "", "x" * 500, [], {}, [1], {"bot": "random"},
           "greedy", math.inf]
    paths = [["seats"], ["seats", 0], ["seats", 0, "bot"], ["seats", 0, "iterations"],
             ["variants"], ["variants", 0], ["variants", 0, "name"], ["variants", 0, "options"],
             ["variants", 1, "options", "end_score"], ["variants", 1, "options", "next_starter"],
             ["games"], ["seed"]]
    for _ in range(400):
        kind = gen.choice(["setup", "setup", "setup", "export", "dismiss", "stop", "odd"])
        if kind == "setup":
            content = {"type": "setup", "setup": changed(gen.choice(paths), gen.choice(odd))}
        elif kind == "odd":
            content = {"type": gen.choice(["run ", "Setup", None, 7]), "setup": gen.choice(odd)}
        else:
            content = {"type": kind, "extra": gen.choice(odd)}
        before = (copy.deepcopy(widget.setup), copy.deepcopy(widget.status))
        send(widget, content)
        if widget.error:
            assert widget.error["field"] and 0 < len(widget.error["message"]) <= 600
            assert (widget.setup, widget.status) == before, content
        else:
            assert check_setup(game, widget.setup) == widget.setup
        send(widget, {"type": "dismiss"})


# ---------------------------------------------------------------------- the package
def test_import_skywidgets_stays_free_of_anywidget_and_lab_loads_on_first_use():
    code = ("import sys, skywidgets, skywidgets.lab.choices, skywidgets.lab.figures\n"
            "assert 'anywidget' not in sys.modules, 'anywidget was imported'\n"
            "lab = skywidgets.Lab\n"
            "assert 'anywidget' in sys.modules\n"
            "from skywidgets.lab import Lab\n"
            "assert Lab is lab and lab.__module__ == 'skywidgets.lab.widget'\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_figures_of_no_games_yet_say_so():
    plan = Experiment("skyjo", ["greedy", "random"], games=2, seed=1)
    from skywidgets.lab import gather

    rows = play_task(plan.tasks[0])
    shown = figures(gather(plan, rows, complete=False), players=2)
    assert shown["title"] == ("1 of 4 games played. The intervals are 95% intervals; a "
                              "lower score is better.")
    assert shown["groups"][0]["cells"]["win"] in ("100.0% (20.7% to 100.0%)",
                                                  "0.0% (0.0% to 79.3%)")
    assert shown["groups"][0]["cells"]["score"].count("(") == 0  # one game: no interval
    json.dumps(shown, allow_nan=False)
