"""The study lab's API: tournaments, paired comparisons, Results, and where games run."""

from __future__ import annotations

import concurrent.futures
import csv
import io
import math
import subprocess
import sys
import threading

import pytest

import skywidgets
from skywidgets import lab
from skywidgets.core.bots import ISMCTSBot
from skywidgets.lab.plan import DETERMINISTIC, Experiment, derive_seed


def deterministic(results):
    return [tuple(row[c] for c in DETERMINISTIC) for row in results.rows]


def test_a_tournament_plays_every_deal_once_per_seat_rotation():
    results = lab.tournament("skyjo", ["random", "greedy", "random"], games=3, seed=11,
                             progress=False)
    assert results.games == 9 and len(results.rows) == 27 and results.complete
    assert tuple(results.rows[0]) == lab.COLUMNS
    for deal in range(3):
        games = [r for r in results.rows if r["deal"] == deal]
        assert len({r["seed"] for r in games}) == 1  # one deal, one seed
        # each entrant sat in each seat once
        assert sorted((r["entrant"], r["seat"]) for r in games) == sorted(
            (e, s) for e in range(3) for s in range(3))
    # the two random seats are told apart
    assert [row["bot"] for row in results.summary()] == ["random #1", "greedy", "random #2"]


def test_rows_hold_what_the_game_says():
    results = lab.tournament("skybridge", ["greedy", "random"], games=4, seed=3,
                             progress=False)
    game = skywidgets.load("skybridge")
    for i in range(0, len(results.rows), 2):
        pair = results.rows[i:i + 2]
        scores = [row["score"] for row in pair]
        best = max(scores)
        for row in pair:
            assert row["won"] == (row["score"] == best)
            assert row["rank"] == 1 + sum(s > row["score"] for s in scores)
            assert row["moves"] > 0 and row["plies"] >= row["moves"]
        # a tie shares the win: the shares of a game add up to one
        assert math.isclose(sum(row["win_share"] for row in pair), 1.0)
    # the rows are the game's own: replaying the deal's first rotation gives the scores
    assert not game.lower_is_better


def test_the_same_seed_gives_the_same_rows_and_another_seed_others():
    a = lab.tournament("skyjo", ["random", "greedy"], games=5, seed=42, progress=False)
    b = lab.tournament("skyjo", ["random", "greedy"], games=5, seed=42, progress=False)
    c = lab.tournament("skyjo", ["random", "greedy"], games=5, seed=43, progress=False)
    assert deterministic(a) == deterministic(b)
    assert a.same_games(b) and not a.same_games(c)


def test_workers_and_any_executor_give_the_serial_rows():
    serial = lab.tournament("skyjo", ["random", "greedy"], games=12, seed=5, progress=False)
    on_processes = lab.tournament("skyjo", ["random", "greedy"], games=12, seed=5,
                                  workers=2, progress=False)
    with concurrent.futures.ThreadPoolExecutor(3) as pool:
        on_threads = lab.tournament("skyjo", ["random", "greedy"], games=12, seed=5,
                                    executor=pool, progress=False)
    assert deterministic(serial) == deterministic(on_processes) == deterministic(on_threads)


@pytest.mark.slow
def test_a_dask_local_cluster_gives_the_serial_rows():
    distributed = pytest.importorskip("distributed")
    seats = [{"bot": "ismcts", "iterations": 4}, "greedy"]
    serial = lab.compare("skyjo", {"standard": {}, "no column rule": {"column_rule": False}},
                         seats=seats, games=3, seed=9, progress=False)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            assert len(client.scheduler_info()["workers"]) == 2
            clustered = lab.compare("skyjo",
                                    {"standard": {}, "no column rule": {"column_rule": False}},
                                    seats=seats, games=3, seed=9, executor=client,
                                    progress=False)
    assert deterministic(serial) == deterministic(clustered)
    assert clustered.complete and clustered.games == 12


def test_compare_plays_the_same_deals_under_each_variant_and_pairs_them():
    results = lab.compare("skyjo", {"standard": {}, "no column rule": {"column_rule": False}},
                          seats=["greedy", "random"], games=6, seed=2, progress=False)
    by_variant = {}
    for row in results.rows:
        by_variant.setdefault(row["variant"], []).append((row["deal"], row["seed"]))
    assert by_variant["standard"] == by_variant["no column rule"]
    # the paired difference is the mean of the row-by-row differences
    keyed = {(r["variant"], r["deal"], r["rotation"], r["entrant"]): r for r in results.rows}
    diffs = [keyed[("no column rule", d, r, 0)]["score"] - keyed[("standard", d, r, 0)]["score"]
             for d in range(6) for r in range(2)]
    row = results.differences()[0]
    assert row["variant"] == "no column rule" and row["against"] == "standard"
    assert row["bot"] == "greedy" and row["pairs"] == 12
    assert math.isclose(row["score_diff"], sum(diffs) / len(diffs))
    assert row["score_lo"] <= row["score_diff"] <= row["score_hi"]


def test_a_variant_may_seat_other_bots_for_bot_settings():
    results = lab.compare("skyway", {"random": {"seats": ["random"]},
                                     "greedy": {"seats": ["greedy"]}},
                          seats=["random"], games=4, seed=1, progress=False)
    assert [row["bot"] for row in results.summary()] == ["random", "greedy"]
    greedy_better = results.differences()[0]
    assert greedy_better["score_diff"] > 0  # greedy drafts better than random on the deals


def test_bot_settings_build_the_bot():
    plan = Experiment("skyjo", [{"bot": "ismcts", "iterations": 30}, ISMCTSBot(iterations=5)],
                      games=1, seed=0)
    first, second = plan.seats
    assert first.label == "ismcts (iterations=30)" and first.bot.iterations == 30
    assert second.label == "ismcts (iterations=5)"


def test_the_summary_counts_wins_with_wilson_intervals_and_means():
    results = lab.tournament("skyjo", ["random", "greedy"], games=8, seed=4, progress=False)
    for row in results.summary():
        mine = [r for r in results.rows if r["bot"] == row["bot"]]
        wins = sum(r["win_share"] for r in mine)
        assert row["games"] == len(mine) == 16
        assert math.isclose(row["win_rate"], wins / 16)
        assert (row["win_lo"], row["win_hi"]) == lab.wilson(wins, 16)
        assert math.isclose(row["mean_score"], sum(r["score"] for r in mine) / 16)
        assert row["score_lo"] < row["mean_score"] < row["score_hi"]
    text = str(results.summary())
    assert "| bot | games | win rate (95% interval) |" in text and "lower score is better" in text
    assert "<table>" in results._repr_html_()


def test_wilson_interval_holds_known_values():
    lo, hi = lab.wilson(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.28
    lo, hi = lab.wilson(10, 10)
    assert hi == 1.0 and 0.72 < lo < 0.73
    assert lab.wilson(0, 0) == (0.0, 1.0)


def test_csv_and_pandas_hold_every_row(tmp_path):
    results = lab.tournament("skyjo", ["random", "greedy"], games=2, seed=1, progress=False)
    path = tmp_path / "rows.csv"
    text = results.to_csv(str(path))
    assert path.read_text() == text
    read = list(csv.DictReader(io.StringIO(text)))
    assert len(read) == len(results.rows) and list(read[0]) == list(lab.COLUMNS)
    assert float(read[0]["score"]) == results.rows[0]["score"]
    pandas = pytest.importorskip("pandas")
    frame = results.to_pandas()
    assert isinstance(frame, pandas.DataFrame) and frame.shape == (8, len(lab.COLUMNS))
    assert frame.groupby("bot")["win_share"].mean().idxmax() == "greedy"


def test_plot_draws_win_rates_and_scores():
    pytest.importorskip("matplotlib")
    import matplotlib
    matplotlib.use("Agg")
    results = lab.compare("skyjo", {"standard": {}, "no column rule": {"column_rule": False}},
                          seats=["greedy", "random"], games=3, seed=2, progress=False)
    figure = results.plot()
    wins, scores = figure.axes
    # the summary's order, from the top down
    ticks = sorted(((tick.get_position()[1], tick.get_text()) for tick in wins.get_yticklabels()),
                   reverse=True)
    assert [text for _, text in ticks] == ["standard: greedy", "standard: random",
                                           "no column rule: greedy", "no column rule: random"]
    assert "win rate" in wins.get_xlabel() and "lower is better" in scores.get_xlabel()
    assert "12 games" in figure._suptitle.get_text()


def test_plot_without_matplotlib_draws_the_same_chart_as_svg(monkeypatch):
    """Where matplotlib cannot be imported (the JupyterLite site), plot() still draws."""
    import xml.etree.ElementTree as ElementTree

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib fails
    results = lab.compare("skyjo", {"standard": {}, "no column rule": {"column_rule": False}},
                          seats=["greedy", "random"], games=3, seed=2, progress=False)
    figure = results.plot()
    svg = ElementTree.fromstring(figure._repr_svg_())
    texts = [element.text for element in svg.iter("{http://www.w3.org/2000/svg}text")]
    assert texts[0] == "Skyjo: 12 games"
    labels = ["standard: greedy", "standard: random", "no column rule: greedy",
              "no column rule: random"]
    assert [text for text in texts if text in labels] == labels  # from the top down
    assert any("lower is better" in text for text in texts)
    # one win-rate dot and one mean diamond per group
    assert len(list(svg.iter("{http://www.w3.org/2000/svg}circle"))) == 4
    assert len(list(svg.iter("{http://www.w3.org/2000/svg}path"))) == 4


def test_stop_keeps_the_games_played():
    plan = Experiment("skyjo", ["random", "greedy"], games=50, seed=3)
    stop = threading.Event()
    seen = []

    def after(rows):
        seen.extend(rows)
        if len(seen) >= 6:
            stop.set()

    results = lab.run(plan, stop=stop, on_rows=after, progress=False)
    assert not results.complete and results.planned == 100
    assert 3 <= results.games < 100 and len(results.rows) == len(seen)
    assert "stopped" in results.summary().title and "stopped" in repr(results)
    # the games kept are the ones a full run plays
    full = lab.run(Experiment("skyjo", ["random", "greedy"], games=50, seed=3), progress=False)
    kept = {tuple(r[c] for c in DETERMINISTIC) for r in full.rows}
    assert all(tuple(r[c] for c in DETERMINISTIC) in kept for r in results.rows)


def test_an_interrupt_ends_the_run_cleanly_with_the_games_played(capsys):
    plan = Experiment("skyjo", ["random", "greedy"], games=20, seed=3)
    count = []

    def interrupt(rows):
        count.append(rows)
        if len(count) == 4:
            raise KeyboardInterrupt

    results = lab.run(plan, on_rows=interrupt, progress=True)
    assert not results.complete and results.games == 4
    assert "stopped; the games played are kept" in capsys.readouterr().err


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_every_game_runs_a_tournament(name):
    game = skywidgets.load(name)
    seats = ["greedy"] + ["random"] * (game.min_players - 1)
    results = lab.tournament(name, seats, games=1, seed=8, progress=False)
    assert results.games == game.min_players and results.complete
    assert all(isinstance(row["score"], float) for row in results.rows)


@pytest.mark.parametrize("call, field, words", [
    (lambda: lab.tournament("skyjo", ["random", "gready"], games=1), "seats[1]",
     "no bot named 'gready'"),
    (lambda: lab.tournament("skyjo", "greedy", games=1), "seats", "a list of bots"),
    (lambda: lab.tournament("skyjo", ["greedy"], games=1), "seats", "2 to 8 players"),
    (lambda: lab.tournament("skyjo", ["greedy", "random"], games=0), "games", "from 1"),
    (lambda: lab.tournament("skyjo", ["greedy", "random"], games=1, workers=0), "workers",
     "from 1"),
    (lambda: lab.tournament("skyjo", ["greedy", "random"], games=1, workers=2,
                            executor=concurrent.futures.ThreadPoolExecutor()), "workers",
     "not both"),
    (lambda: lab.compare("skyjo", {"odd": {"column_rule": "maybe"}}, seats=["greedy", "random"],
                         games=1), "variants['odd']", "column_rule"),
    (lambda: lab.compare("skyjo", {"odd": {"colum_rule": False}}, seats=["greedy", "random"],
                         games=1), "variants['odd']", "colum_rule"),
    (lambda: lab.compare("skyjo", {}, seats=["greedy", "random"], games=1), "variants",
     "at least one"),
    (lambda: lab.compare("skyjo", {"three": {"seats": ["greedy"] * 3}},
                         seats=["greedy", "random"], games=1), "variants['three'].seats",
     "seats 2 players"),
    (lambda: lab.tournament("skyjo", [{"bot": "greedy", "depth": 3}, "random"], games=1),
     "seats[0].depth", "not a setting of the greedy bot (its settings: none)"),
    (lambda: lab.tournament("skyjo", [{"bot": "ismcts", "iterations": 0}, "random"], games=1),
     "seats[0].iterations", "from 1 to 100000"),
    # bounds that keep one call from running for ever or filling the memory
    (lambda: lab.tournament("skyjo", [{"bot": "ismcts", "iterations": 10 ** 9}, "random"],
                            games=1), "seats[0].iterations", "from 1 to 100000, not 1000000000"),
    (lambda: lab.tournament("skyjo", [{"bot": "ismcts", "iterations": True}, "random"],
                            games=1), "seats[0].iterations", "not True"),
    (lambda: lab.tournament("skyjo", ["greedy", "random"], games=10 ** 12), "games",
     "from 1 to 100000"),
    (lambda: lab.tournament("skyjo", [{"bot": None}, "random"], games=1), "seats[0].bot",
     "no bot named None"),
    # options: a dict by name
    (lambda: lab.tournament("skyjo", ["greedy", "random"], games=1, options=5), "options",
     "a dict by name"),
    (lambda: lab.tournament("skyjo", ["greedy", "random"], games=1, options={1: 2}),
     "options", "a dict by name"),
    (lambda: lab.compare("skyjo", {"odd": lab.Variant(options=5)}, seats=["greedy", "random"],
                         games=1), "variants['odd'].options", "a dict by name"),
    # labels and variant names: valid, visible text of at most 40 characters
    (lambda: lab.tournament("skyjo", [{"bot": "greedy", "label": "\ud800"}, "random"],
                            games=1), "seats[0].label", "lone surrogate"),
    (lambda: lab.tournament("skyjo", [{"bot": "greedy", "label": "\u200b"}, "random"],
                            games=1), "seats[0].label", "must show something"),
    (lambda: lab.tournament("skyjo", [{"bot": "greedy", "label": 5}, "random"], games=1),
     "seats[0].label", "a label is text"),
    (lambda: lab.tournament("skyjo", [{"bot": "greedy", "label": "x" * 41}, "random"],
                            games=1), "seats[0].label", "at most 40 characters"),
    (lambda: lab.compare("skyjo", {"\ud800": {}}, seats=["greedy", "random"], games=1),
     "variants", "lone surrogate"),
    (lambda: lab.compare("skyjo", {"\u2063": {}}, seats=["greedy", "random"], games=1),
     "variants", "must show something"),
    (lambda: lab.compare("skyjo", {3: {}}, seats=["greedy", "random"], games=1),
     "variants", "a variant's name is text"),
    (lambda: lab.compare("skyjo", {"Rules": {}, "rules\u200b": {}},
                         seats=["greedy", "random"], games=1), "variants['rules']",
     "named alike"),
])
def test_bad_arguments_are_named(call, field, words):
    with pytest.raises(lab.BadExperiment) as err:
        call()
    assert err.value.field == field and words in str(err.value)


def test_deal_seeds_are_derived_from_the_seed_alone():
    plan = Experiment("skyjo", ["random", "greedy"], games=3, seed=77)
    assert [task[4] for task in plan.tasks[::2]] == [derive_seed(77, "deal", d) for d in range(3)]


def test_import_skywidgets_loads_neither_the_lab_nor_its_extras():
    code = ("import sys, skywidgets; print(sorted(m for m in ('skywidgets.lab', 'numpy', "
            "'matplotlib', 'pandas', 'dask', 'distributed', 'anywidget', 'tqdm') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
    assert skywidgets.lab is lab  # and it is there on first use


def columns_removed(state, seat):
    # at a round's end every card left is face up: a gap in the grid is a removed card
    gaps = sum(grid.count(None) for note in state.round_notes for grid in [note["grids"][seat]])
    return {"columns": gaps // 3, "rounds": len(state.round_scores)}


def test_measure_adds_figures_to_rows_summary_csv_and_differences():
    results = lab.compare("skyjo", {"standard": {}, "no column rule": {"column_rule": False}},
                          seats=["greedy", "greedy"], games=4, seed=6, measure=columns_removed,
                          progress=False)
    assert results.measures == ["columns", "rounds"]
    assert results.columns[-2:] == ("columns", "rounds")
    assert all(row["columns"] == 0 for row in results.rows if row["variant"] != "standard")
    assert any(row["columns"] > 0 for row in results.rows if row["variant"] == "standard")
    summary = results.summary()
    assert "mean columns" in summary.columns
    assert summary[2]["mean columns"] == 0
    diff = results.differences("columns")[0]
    assert diff["columns_diff"] < 0 and diff["pairs"] == 8
    assert "columns" in results.to_csv().splitlines()[0]
    with pytest.raises(ValueError, match="no figure named 'colums'"):
        results.differences("colums")


def test_a_measure_that_gives_a_row_column_is_refused():
    with pytest.raises(ValueError, match="a row has them already"):
        lab.tournament("skyjo", ["greedy", "random"], games=1, seed=1, progress=False,
                       measure=lambda state, seat: {"score": 0})


def test_variants_may_play_on_from_positions():
    game = skywidgets.load("skybridge")
    start = game.new(players=2, seed=0)
    variants = {}
    for first in ("3@1", "2@1"):
        after = start.copy()
        after.apply(first)
        variants[first] = {"start": after}
    results = lab.compare("skybridge", variants, seats=["random", "random"], games=20, seed=1,
                          rotate=False, progress=False)
    assert results.games == 40
    assert all(row["plies"] > 0 for row in results.rows)
    # the position is played on from, not dealt anew: every game begins with the move
    assert lab.compare("skybridge", {"a": {"start": start}}, seats=["random", "random"],
                       games=1, seed=1, progress=False).complete
    with pytest.raises(lab.BadExperiment, match="Skybridge position"):
        lab.compare("skybridge", {"odd": {"start": "3@1"}}, seats=["random", "random"], games=1)


def test_a_start_redrawn_for_a_seat_never_uses_the_real_hidden_cards():
    game = skywidgets.load("skyjo")
    start = game.new(players=2, seed=3)
    seen = []

    def first_hidden(state, seat):
        # the value of seat 1's first card, face down at the start for seat 0
        seen.append(state.round_notes[0]["grids"][1][0] if state.round_notes else None)
        return {}

    lab.tournament("skyjo", ["greedy", "greedy"], games=12, seed=4, start=start, redraw=0,
                   rotate=False, progress=False, measure=first_hidden)
    truth = lab.tournament("skyjo", ["greedy", "greedy"], games=3, seed=4, start=start,
                           rotate=False, progress=False)
    assert truth.complete and len(set(seen)) > 1  # redrawn: not always the real card


def test_until_stops_each_game_where_it_says():
    results = lab.tournament("skyjo", ["greedy", "random"], games=3, seed=2, progress=False,
                             until=lambda state: len(state.round_scores) == 1,
                             measure=lambda state, seat: {"round": len(state.round_scores),
                                                          "note": "text is kept"})
    assert all(row["round"] == 1 for row in results.rows)
    assert not any(row["won"] for row in results.rows)  # no one has won an unfinished game
    assert results.figures == ["round"] and results.rows[0]["note"] == "text is kept"
    assert "mean note" not in results.summary().columns


def test_a_comparisons_summary_carries_the_paired_differences():
    results = lab.compare("skyjo", {"standard": {}, "no column rule": {"column_rule": False}},
                          seats=["greedy", "random"], games=4, seed=2, progress=False)
    summary = results.summary()
    differences = {row["bot"]: row for row in results.differences()}
    assert [row["paired_diff"] for row in summary][:2] == [None, None]  # the first variant
    for row in list(summary)[2:]:
        assert row["paired_diff"] == differences[row["bot"]]["score_diff"]
        assert row["paired_lo"] == differences[row["bot"]]["score_lo"]
    assert "score against 'standard', paired (95% interval)" in summary.to_markdown()
