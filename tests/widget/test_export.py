"""The widget's tables (log_table, outcomes_table), their CSV, and the Download CSV
message: what the browser saves is the table Python gives, as the screen shows it."""

from __future__ import annotations

import csv
import io

import pytest

from skywidgets import Skyjo, Skyway, SkywayRobbery
from skywidgets.widget.tables import LOG_COLUMNS, OUTCOME_COLUMNS, Table
from skywidgets.widget.testing import send


def saved(w) -> list[dict]:
    """Capture what the widget sends the browser as custom messages."""
    sent: list[dict] = []
    w.send = lambda content, buffers=None: sent.append(content)
    return sent


def read_csv(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text)))


def as_text(table: Table) -> list[dict]:
    return [{k: "" if v is None else str(v) for k, v in row.items()} for row in table]


def test_a_table_round_trips_through_csv(tmp_path):
    table = Table("t", ("a", "b", "c"), [{"a": 1, "b": "x, \"y\"", "c": None}, {"a": 2}])
    path = tmp_path / "t.csv"
    text = table.to_csv(str(path))
    assert path.read_text(encoding="utf-8") == text
    assert read_csv(text) == [{"a": "1", "b": "x, \"y\"", "c": ""}, {"a": "2", "b": "", "c": ""}]
    assert repr(table) == "<Table t: 2 rows, columns a, b, c>"


def test_to_pandas_or_a_clear_error():
    table = Table("t", ("a",), [{"a": 1}])
    try:
        import pandas  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match="pip install pandas"):
            table.to_pandas()
    else:
        assert list(table.to_pandas()["a"]) == [1]


def test_the_log_table_names_people_bots_and_the_rules():
    w = Skyjo(players=["You", "greedy"], seed=1, settings={"autoplay": False})
    w.play(w.moves[0]["id"])                      # the person's own move
    w.bot_turn()                                  # Bot move finishes the person's turn
    w.run_bots(pace=0)                            # the bot seat plays its own turn
    table = w.log_table()
    assert table.columns == LOG_COLUMNS and len(table) == w.ply
    kinds = {(row["seat"], row["kind"], row["bot"]) for row in table}
    assert (0, "person", None) in kinds
    assert (0, "bot", "greedy") in kinds          # Bot move for the person: the bot's
    assert (1, "bot", "greedy") in kinds          # the bot seat's own moves
    assert [row["move_id"] for row in table] == w.state.history


def test_python_holds_secret_moves_in_full_and_the_screen_s_table_hides_them():
    w = SkywayRobbery(players=["You", "heuristic"], seed=4)
    for _ in range(200):
        if any(row["private"] for row in w.log_table(shown=True)) or w.state.is_over:
            break
        if w.moves:
            send(w, {"type": "move", "id": w.moves[0]["id"], "ply": w.ply})
        w.wait()
    shown = w.log_table(shown=True)
    secret = [row for row in shown if row["private"]]
    assert secret, "the bot programmed no card face down"
    assert all(row["move_id"] is None for row in secret)
    full = {row["ply"]: row for row in w.log_table()}
    assert all(full[row["ply"]]["move_id"] for row in secret)
    sent = saved(w)
    send(w, {"type": "export", "table": "log"})
    assert w.error == {}
    assert sent[-1]["filename"] == "skyway_robbery-log.csv"
    assert read_csv(sent[-1]["text"]) == as_text(shown)


def test_the_outcomes_table_is_tidy_and_the_download_matches_it():
    w = Skyway(seed=3)
    sent = saved(w)
    send(w, {"type": "export", "table": "outcomes"})
    assert w.error["field"] == "table" and sent == []
    w.simulate(n=3, seed=2)
    table = w.outcomes_table()
    assert table.columns == OUTCOME_COLUMNS
    assert len(table) == 2 * len(w.outcomes["rows"])
    first = w.outcomes["rows"][0]
    win, mean = table.rows[0], table.rows[1]
    assert (win["measure"], win["value"], win["lo"], win["hi"]) == (
        "win", first["win"], first["win_lo"], first["win_hi"])
    assert (mean["measure"], mean["value"], mean["n"]) == ("mean", first["mean"], 3)
    assert win["rollout"] == w.outcomes["rollout"] and win["player"] == "You"
    send(w, {"type": "export", "table": "outcomes"})
    assert w.error == {}
    assert sent[-1]["table"] == "outcomes" and sent[-1]["filename"] == "skyway-outcomes.csv"
    assert read_csv(sent[-1]["text"]) == as_text(table)


@pytest.mark.parametrize("table", ["Log", "", None, 3, "state"])
def test_a_bad_export_is_refused_naming_the_field(table):
    w = Skyway(seed=3)
    sent = saved(w)
    before = w.log_entries
    send(w, {"type": "export", "table": table})
    assert w.error["field"] == "table" and sent == [] and w.log_entries == before


def test_the_chance_trait_follows_moves_and_time_travel():
    w = Skyway(seed=3)
    start = w.chance
    assert start["ply"] == 0 and start["seat"] == 0 and start["sections"]
    send(w, {"type": "move", "id": "a5", "ply": 0})
    assert w.chance["ply"] == 1 and w.chance != start
    send(w, {"type": "goto", "ply": 0})
    assert w.chance == start
