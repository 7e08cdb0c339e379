"""Tidy tables of a widget's Log and Simulated outcomes, for a spreadsheet or pandas.

A :class:`Table` is a list of rows (dicts) under fixed columns. ``to_csv`` writes it with
the csv module (to a path, or returned as text), ``to_pandas`` makes a DataFrame when
pandas is installed (an optional extra: ``pip install skywidgets[pandas]``).

>>> table = Table("example", ("ply", "move"), [{"ply": 1, "move": "a5"}])
>>> print(table.to_csv(), end="")
ply,move
1,a5
>>> table
<Table example: 1 row, columns ply, move>
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any, Iterable, Iterator, Mapping, Sequence

#: the Log's columns, one row per move
LOG_COLUMNS = ("ply", "seat", "player", "kind", "bot", "move_id", "words", "automatic",
               "private")
#: the Simulated outcomes' columns, one row per legal move and measure ("win" or "mean")
OUTCOME_COLUMNS = ("ply", "seat", "player", "rollout", "move_id", "move", "measure", "value",
                   "lo", "hi", "n", "best")
#: what a spreadsheet reads as the start of a formula when a cell begins with it
FORMULA_SIGNS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER_TEXT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def spreadsheet_safe(value: Any) -> Any:
    """``value`` as a CSV cell a spreadsheet shows and never runs: text that begins with a
    formula sign gets a leading single quote (which spreadsheets read as "this is text"),
    unless it is a number written out; anything else is left as it is.

    >>> spreadsheet_safe("=SUM(A1:A9)"), spreadsheet_safe("-2")
    ("'=SUM(A1:A9)", '-2')
    >>> spreadsheet_safe(-2), spreadsheet_safe("@Ann"), spreadsheet_safe("Ann")
    (-2, "'@Ann", 'Ann')
    """
    if (isinstance(value, str) and value.startswith(FORMULA_SIGNS)
            and not _NUMBER_TEXT.fullmatch(value)):
        return "'" + value
    return value


class Table:
    """Rows under fixed columns; a row's missing column is empty."""

    def __init__(self, name: str, columns: Sequence[str], rows: Iterable[Mapping[str, Any]]):
        self.name = name
        self.columns = tuple(columns)
        self.rows = [{column: row.get(column) for column in self.columns} for row in rows]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[dict]:
        return iter(self.rows)

    def to_csv(self, path: str | None = None) -> str:
        """The table as CSV text (a header line, then one line per row; None is an empty
        cell, True and False are written as such); written to ``path`` too when given.
        A name or a word that begins like a formula (``=``, ``+``, ``-``, ``@``, a tab, a
        carriage return) is written with a leading single quote, so a spreadsheet shows it
        and never runs it; numbers stay numbers (``spreadsheet_safe``).

        >>> Table("t", ("a", "b"), [{"a": None, "b": True}]).to_csv()
        'a,b\\n,True\\n'
        >>> Table("t", ("player", "score"), [{"player": "=1+1", "score": -2}]).to_csv()
        "player,score\\n'=1+1,-2\\n"
        """
        out = io.StringIO()
        # rows end in "\n", but a cell holding a carriage return is quoted as well: the csv
        # module quotes only the characters of its line ending, so each row is written with
        # "\r\n" and its ending then put right
        row_text = io.StringIO()
        writer = csv.writer(row_text, lineterminator="\r\n")
        lines = [[spreadsheet_safe(column) for column in self.columns]]
        lines += [[spreadsheet_safe(row[column]) for column in self.columns]
                  for row in self.rows]
        for line in lines:
            row_text.seek(0)
            row_text.truncate()
            writer.writerow(line)
            out.write(row_text.getvalue()[:-2] + "\n")
        text = out.getvalue()
        if path is not None:
            with open(path, "w", encoding="utf-8", newline="") as file:
                file.write(text)
        return text

    def to_pandas(self):
        """The table as a pandas DataFrame (pandas is optional: ImportError saying how to
        install it when it is missing)."""
        try:
            import pandas
        except ImportError:
            raise ImportError("to_pandas needs pandas, which is not installed: "
                              "pip install pandas (or skywidgets[pandas])") from None
        return pandas.DataFrame(self.rows, columns=list(self.columns))

    def __repr__(self) -> str:
        rows = f"{len(self.rows)} row{'s' if len(self.rows) != 1 else ''}"
        return f"<Table {self.name}: {rows}, columns {', '.join(self.columns)}>"


def log_table(name: str, entries: Iterable[Mapping[str, Any]],
              seats: Sequence[Mapping[str, Any]]) -> Table:
    """The Log as a table: one row per entry (``GameWidget.log_entries`` entries), with who made
    the move (``kind``: person, bot, or rules for a step the rules make by themselves).

    >>> seats = [{"name": "Ann", "kind": "human"},
    ...          {"name": "greedy", "kind": "bot", "bot": "greedy"}]
    >>> entries = [{"ply": 1, "seat": 0, "player": "Ann", "id": "a5", "label": "A"},
    ...            {"ply": 2, "seat": 1, "player": "greedy", "id": "b1", "label": "B"}]
    >>> rows = log_table("log", entries, seats).rows
    >>> [(r["kind"], r["bot"]) for r in rows]
    [('person', None), ('bot', 'greedy')]
    """
    def row(entry: Mapping[str, Any]) -> dict:
        seat = entry.get("seat")
        own = seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else {}
        automatic = bool(entry.get("automatic"))
        if automatic:
            kind, bot = "rules", None
        elif entry.get("by") is not None:
            kind, bot = "bot", entry["by"]
        elif own.get("kind") == "bot":
            kind, bot = "bot", own.get("bot")
        else:
            kind, bot = "person", None
        return {"ply": entry["ply"], "seat": seat, "player": entry.get("player"), "kind": kind,
                "bot": bot, "move_id": entry.get("id"), "words": entry.get("label"),
                "automatic": automatic, "private": bool(entry.get("private"))}

    return Table(name, LOG_COLUMNS, [row(entry) for entry in entries])


def outcomes_table(name: str, outcomes: Mapping[str, Any],
                   seats: Sequence[Mapping[str, Any]]) -> Table:
    """Simulated outcomes as a tidy table: per legal move a "win" row (the share of
    rollouts won) and a "mean" row (the mean of the game's score measure), each with its
    95% interval (``lo``, ``hi``) and rollouts (``n``). Empty before any run.

    >>> outcomes = {"ply": 0, "seat": 0, "rollout": "random", "rows": [{"id": "a1",
    ...     "label": "A", "n": 5, "win": 0.2, "win_lo": 0.0, "win_hi": 0.6, "mean": 9.6,
    ...     "mean_lo": 8.3, "mean_hi": 10.9, "best": False}]}
    >>> [(r["measure"], r["value"]) for r in outcomes_table("o", outcomes, [{"name": "Ann"}])]
    [('win', 0.2), ('mean', 9.6)]
    """
    seat = outcomes.get("seat")
    player = (seats[seat].get("name") if isinstance(seat, int) and 0 <= seat < len(seats)
              else None)
    common = {"ply": outcomes.get("ply"), "seat": seat, "player": player,
              "rollout": outcomes.get("rollout")}
    rows = []
    for move in outcomes.get("rows", []):
        for measure in ("win", "mean"):
            rows.append({**common, "move_id": move["id"], "move": move["label"],
                         "measure": measure, "value": move[measure],
                         "lo": move[f"{measure}_lo"], "hi": move[f"{measure}_hi"],
                         "n": move["n"], "best": bool(move.get("best"))})
    return Table(name, OUTCOME_COLUMNS, rows)
