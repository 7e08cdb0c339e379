"""Every CSV the package writes is safe to open in a spreadsheet: a cell that begins with a
formula sign (``=``, ``+``, ``-``, ``@``, a tab, a carriage return) is written with a
leading single quote, so a name like ``=HYPERLINK(...)`` is shown as text and never run,
while numbers such as ``-2`` stay numbers. The Log, the Simulated outcomes and the Lab's
results are exported here for every game, with a formula for a name."""

from __future__ import annotations

import csv
import io
import re

import pytest

import skywidgets
from skywidgets import lab
from skywidgets.widget.tables import Table
from skywidgets.widget.testing import send

NAMES = skywidgets.game_names()
#: a name a spreadsheet would run (40 characters, the longest a name may be)
FORMULA = '=HYPERLINK("http://example.invalid","x")'
SIGNS = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text, newline="")) for cell in row]


def formula_cells(text: str) -> list[str]:
    """The cells a spreadsheet would read as a formula: a formula sign first, not a number."""
    return [cell for cell in cells(text)
            if cell.startswith(SIGNS) and not NUMBER.fullmatch(cell)]


def csv_messages(w) -> list[str]:
    sent: list[dict] = []
    w.send = lambda content, buffers=None: sent.append(content)
    send(w, {"type": "export", "table": "log"})
    send(w, {"type": "export", "table": "outcomes"})
    assert w.error == {}, w.error
    return [message["text"] for message in sent if message.get("type") == "csv"]


def test_a_cell_with_a_formula_sign_is_written_as_text_and_numbers_stay_numbers():
    rows = [{"name": sign + "1+1", "score": -2, "text": "-2", "plain": "Ann"} for sign in SIGNS]
    text = Table("t", ("name", "score", "text", "plain"), rows).to_csv()
    read = list(csv.DictReader(io.StringIO(text, newline="")))
    assert [row["name"] for row in read] == ["'" + sign + "1+1" for sign in SIGNS]
    assert {row["score"] for row in read} == {"-2"} and {row["text"] for row in read} == {"-2"}
    assert {row["plain"] for row in read} == {"Ann"}
    assert formula_cells(text) == []


def test_a_column_named_like_a_formula_is_written_as_text():
    text = Table("t", ("=cmd", "b"), [{"=cmd": 1, "b": 2}]).to_csv()
    assert text.splitlines()[0] == "'=cmd,b"


@pytest.mark.parametrize("name", NAMES)
def test_every_csv_of_every_game_with_a_formula_name(name):
    game = skywidgets.load(name)
    cls = skywidgets.widget_class(name)
    bot = "random"
    players = [FORMULA] + [bot] * (game.min_players - 1) if game.min_players > 1 else [FORMULA]
    w = cls(players=players, seed=3, settings={"autoplay": True})
    try:
        for _ in range(3):
            w.wait(60)  # a bot due at the pace could move between reading and playing
            if not w.moves:
                break
            w.play(w.moves[0]["id"])
        w.wait(60)
        if not w.state.is_over and w.moves:
            w.simulate(n=2, seed=1, rollout="random")
        texts = [w.log_table().to_csv(), w.log_table(shown=True).to_csv(),
                 w.outcomes_table().to_csv()]
        # the name is there, as text
        assert any("'" + FORMULA in cells(text) for text in texts[:2])
        if w.outcomes:
            texts += csv_messages(w)
            assert any("'" + FORMULA in cells(text) for text in texts[2:])
        for text in texts:
            assert formula_cells(text) == [], text
    finally:
        w.close()


@pytest.mark.parametrize("name", NAMES)
def test_the_lab_results_with_formula_labels_and_variant_names(name):
    game = skywidgets.load(name)
    seats = [{"bot": "random", "label": f"-{i} @x" if i else FORMULA}
             for i in range(game.min_players)]
    results = lab.compare(name, {"+standard": {}, "=SUM(1,2)": {}}, seats, games=1, seed=1,
                          progress=False)
    text = results.to_csv()
    labels = {"'" + FORMULA, "'=SUM(1,2)", "'+standard"} | ({"'-1 @x"} if len(seats) > 1 else set())
    assert labels <= set(cells(text))
    assert formula_cells(text) == []
    # the numbers of the rows are still numbers
    assert all(NUMBER.fullmatch(row["score"]) for row in csv.DictReader(io.StringIO(text, newline="")))
