"""A bot's reasons for one decision: the move, plain words, and the numbers behind them.

Every bot can ``explain`` a decision (``core.bots.Bot.explain``): it decides exactly as
``choose`` does and also says why, as a :class:`Reasoning`. Its ``rows`` are the leading
alternatives it weighed, each with numbers under the ``columns`` (a search's visits, share
and mean value; the greedy bot's evaluation; a plan's odds), its ``totals`` what the whole
decision cost (iterations, determinizations), and ``details`` a few more sentences (the
rules that decided, a plan's cards).

>>> reasons = Reasoning(bot="greedy", move="a5", label="take the 8♥",
...                     summary="It rated this move highest.",
...                     columns=(Column("value", "Evaluation"),),
...                     rows=(Alternative("a5", "take the 8♥", {"value": 22.0}, True),
...                           Alternative("a1", "take the 2♣", {"value": 12.0})),
...                     totals=(("legal moves", 2),))
>>> print(reasons)
greedy: take the 8♥ (a5). It rated this move highest.
  move              Evaluation
* take the 8♥ (a5)          22
  take the 2♣ (a1)          12
legal moves: 2
>>> reasons.to_dict()["rows"][0]["numbers"]
{'value': 22.0}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

#: how a column's numbers read: a count, a share shown as a percentage, a plain number
FORMATS = ("count", "percent", "number")
#: how many alternatives a reasoning lists at most (the leading ones, and the move chosen)
LEADING = 5


@dataclass(frozen=True)
class Column:
    """One column of numbers: its key in every row's ``numbers``, its heading in words, and
    how it reads (one of ``FORMATS``)."""

    key: str
    heading: str
    format: str = "number"


@dataclass(frozen=True)
class Alternative:
    """One move a bot weighed: its id, its label, its numbers by column key, and whether it
    is the move played."""

    move: str
    label: str
    numbers: Mapping[str, float] = field(default_factory=dict)
    chosen: bool = False


@dataclass(frozen=True)
class Reasoning:
    """Why a bot played ``move`` (an id; ``label`` says it in words): a plain-words
    ``summary``, the leading ``rows`` with their numbers under ``columns``, the decision's
    ``totals`` as (words, number) pairs, and ``details``, more sentences."""

    bot: str
    move: str
    label: str
    summary: str
    columns: tuple[Column, ...] = ()
    rows: tuple[Alternative, ...] = ()
    totals: tuple[tuple[str, float], ...] = ()
    details: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        """JSON-safe: ``{"bot", "move", "label", "summary", "columns", "rows", "totals",
        "details"}`` (numbers as plain floats and ints)."""
        return {
            "bot": self.bot, "move": self.move, "label": self.label, "summary": self.summary,
            "columns": [{"key": c.key, "heading": c.heading, "format": c.format}
                        for c in self.columns],
            "rows": [{"move": row.move, "label": row.label, "chosen": row.chosen,
                      "numbers": {c.key: _plain(row.numbers[c.key]) for c in self.columns
                                  if c.key in row.numbers}}
                     for row in self.rows],
            "totals": [{"name": name, "value": _plain(value)} for name, value in self.totals],
            "details": list(self.details),
        }

    def __str__(self) -> str:
        lines = [f"{self.bot}: {self.label} ({self.move}). {self.summary}".rstrip()]
        if self.rows:
            names = [f"{row.label} ({row.move})" for row in self.rows]
            width = max(len("move"), *(len(name) for name in names))
            lines.append("  " + "move".ljust(width) + "".join(
                f"  {c.heading}" for c in self.columns))
            for row, name in zip(self.rows, names):
                cells = "".join(f"  {format_number(row.numbers.get(c.key), c.format):>{len(c.heading)}}"
                                for c in self.columns)
                lines.append(("* " if row.chosen else "  ") + name.ljust(width) + cells)
        lines += list(self.details)
        if self.totals:
            lines.append(", ".join(f"{name}: {format_number(value, 'count')}"
                                   for name, value in self.totals))
        return "\n".join(lines)


def format_number(value: float | None, kind: str = "number") -> str:
    """A number as the panel shows it: a count whole, a share as a percentage, others with
    at most two decimals (trailing zeros dropped).

    >>> format_number(0.4567, "percent"), format_number(300, "count"), format_number(-3.5)
    ('46%', '300', '-3.5')
    """
    if value is None:
        return ""
    if kind == "percent":
        return f"{value * 100:.0f}%"
    if kind == "count" and float(value).is_integer():
        return str(int(value))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _plain(value: float) -> float | int:
    """A JSON number: an int stays an int, anything else a float."""
    return value if isinstance(value, int) and not isinstance(value, bool) else float(value)


__all__ = ["Alternative", "Column", "FORMATS", "LEADING", "Reasoning", "format_number"]
