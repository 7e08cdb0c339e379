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

A table meant for people says its header row in their language (``language``: a board's
table is in the board's); the rows stay as they are, data for a spreadsheet: move ids,
numbers with a decimal point, True and False. Only a cell of words (a move's words, a
``Msg``) is said in the language, as the screen shows it.

>>> print(Table("example", ("ply", "move_id"), [{"ply": 1, "move_id": "a5"}],
...             language="is").to_csv(), end="")
leikur nr.,auðkenni leiks
1,a5
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any, Iterable, Iterator, Mapping, Sequence

from ..i18n import SOURCE_LANGUAGE, Msg, msg, translate

#: the Log's columns, one row per move
LOG_COLUMNS = ("ply", "seat", "player", "kind", "bot", "move_id", "words", "automatic",
               "private")
#: the Simulated outcomes' columns, one row per legal move and measure ("win" or "mean")
OUTCOME_COLUMNS = ("ply", "seat", "player", "rollout", "move_id", "move", "measure", "value",
                   "lo", "hi", "n", "best")
#: the header of each column as people read it, one word or two, lower case like a data
#: column's name (the rows' keys stay these names for code: ``row["move_id"]``, pandas)
COLUMN_HEADERS = {
    "ply": msg("ply", context="CSV column"),
    "seat": msg("seat", context="CSV column"),
    "player": msg("player", context="CSV column"),
    "kind": msg("kind", context="CSV column"),
    "bot": msg("bot", context="CSV column"),
    "move_id": msg("move_id", context="CSV column"),
    "words": msg("words", context="CSV column"),
    "automatic": msg("automatic", context="CSV column"),
    "private": msg("private", context="CSV column"),
    "rollout": msg("rollout", context="CSV column"),
    "move": msg("move", context="CSV column"),
    "measure": msg("measure", context="CSV column"),
    "value": msg("value", context="CSV column"),
    "lo": msg("lo", context="CSV column"),
    "hi": msg("hi", context="CSV column"),
    "n": msg("n", context="CSV column"),
    "best": msg("best", context="CSV column"),
    # the study lab's games (skywidgets.lab)
    "variant": msg("variant", context="CSV column"),
    "deal": msg("deal", context="CSV column"),
    "seed": msg("seed", context="CSV column"),
    "rotation": msg("rotation", context="CSV column"),
    "entrant": msg("entrant", context="CSV column"),
    "score": msg("score", context="CSV column"),
    "rank": msg("rank", context="CSV column"),
    "won": msg("won", context="CSV column"),
    "win_share": msg("win_share", context="CSV column"),
    "moves": msg("moves", context="CSV column"),
    "plies": msg("plies", context="CSV column"),
    "seconds": msg("seconds", context="CSV column"),
}
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
    """Rows under fixed columns; a row's missing column is empty. ``language``: the
    language of the CSV's header row and words (``"en"``, ``"is"``...)."""

    def __init__(self, name: str, columns: Sequence[str], rows: Iterable[Mapping[str, Any]],
                 language: str = SOURCE_LANGUAGE):
        self.name = name
        self.columns = tuple(columns)
        self.rows = [{column: row.get(column) for column in self.columns} for row in rows]
        self.language = language

    def headers(self, language: str | None = None) -> list[str]:
        """The header row in ``language`` (None: the table's): a column the catalogue does
        not name keeps its name.

        >>> Table("t", ("ply", "score_diff"), []).headers("is")
        ['leikur nr.', 'score_diff']
        """
        language = language or self.language
        return [translate(COLUMN_HEADERS[column], language) if column in COLUMN_HEADERS
                else column for column in self.columns]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[dict]:
        return iter(self.rows)

    def to_csv(self, path: str | None = None, language: str | None = None) -> str:
        """The table as CSV text (a header line, then one line per row; None is an empty
        cell, True and False are written as such); written to ``path`` too when given.
        A name or a word that begins like a formula (``=``, ``+``, ``-``, ``@``, a tab, a
        carriage return) is written with a leading single quote, so a spreadsheet shows it
        and never runs it; numbers stay numbers (``spreadsheet_safe``). The header row is in
        ``language`` (None: the table's), and so are the cells of words.

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
        language = language or self.language
        said = ((lambda value: translate(value, language) if isinstance(value, Msg) else value)
                if language != SOURCE_LANGUAGE else (lambda value: value))
        lines = [[spreadsheet_safe(header) for header in self.headers(language)]]
        lines += [[spreadsheet_safe(said(row[column])) for column in self.columns]
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
              seats: Sequence[Mapping[str, Any]], language: str = SOURCE_LANGUAGE) -> Table:
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

    return Table(name, LOG_COLUMNS, [row(entry) for entry in entries], language)


def outcomes_table(name: str, outcomes: Mapping[str, Any],
                   seats: Sequence[Mapping[str, Any]], language: str = SOURCE_LANGUAGE) -> Table:
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
    return Table(name, OUTCOME_COLUMNS, rows, language)
