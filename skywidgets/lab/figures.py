"""The Lab widget's figures: every number its charts and tables show, worked out here.

The browser draws and never computes: for each group (a bot, or a variant and a bot) it
gets the win rate with its 95% interval, the mean score with its interval and the five
numbers of a box plot of the scores, each with the words a table cell shows; the axes'
ends and ticks are chosen here too. The words and the numbers written out are ``Msg``
(English here), said in the lab's language on their way to the browser: ``12,5`` in
Icelandic.

>>> from skywidgets import lab
>>> results = lab.tournament("skyjo", ["random", "greedy"], games=4, seed=1, progress=False)
>>> shown = figures(results, players=2)
>>> [group["label"] for group in shown["groups"]], shown["fair_share"]
(['random', 'greedy'], 0.5)
>>> shown["groups"][1]["cells"]["games"]
'8'
"""

from __future__ import annotations

import math
from typing import Any, Sequence

from ..i18n import msg, nmsg, number
from .results import Results

#: the table's columns of the summary, with the words of their headers
SUMMARY_COLUMNS = (("variant", msg("Variant")), ("bot", msg("Bot")), ("games", msg("Games")),
                   ("win", msg("Win rate (95% interval)")),
                   ("score", msg("Mean score (95% interval)")), ("rank", msg("Mean rank")))
#: the table's columns of the paired differences
DIFFERENCE_COLUMNS = (("variant", msg("Variant")), ("bot", msg("Bot")), ("pairs", msg("Pairs")),
                      ("score", msg("Score difference (95% interval)")),
                      ("win", msg("Win rate difference in percentage points (95% interval)")))


#: what a cell says before its group has any game
NOT_YET = msg("no games yet")


def _finite(value: Any) -> float | None:
    """A number the browser can draw, or None (no value yet: NaN is not JSON)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return None
    return float(value)


def _number(value: float | None, digits: int) -> str:
    return "" if value is None else number(value, digits)


def _percent(value: float | None) -> str:
    return "" if value is None else number(value * 100, 1, f"{value * 100:.1f}%")


def with_interval(value: float | None, low: float | None, high: float | None,
                  say=lambda v: _number(v, 1)) -> str:
    """A value with its interval in words: ``"41.0% (34.2% to 48.1%)"``; the value alone
    while there are too few games for an interval.

    >>> with_interval(12.25, 10.0, 14.5)
    '12.2 (10.0 to 14.5)'
    >>> with_interval(12.0, None, None)
    '12.0'
    >>> from skywidgets.i18n import translate
    >>> translate(with_interval(0.41, 0.342, 0.481, _percent), "is")
    '41,0% (34,2% til 48,1%)'
    """
    if value is None:
        return ""
    if low is None or high is None:
        return say(value)
    return msg("{value} ({low} to {high})", value=say(value), low=say(low), high=say(high))


def quartiles(values: Sequence[float]) -> dict | None:
    """The five numbers of a box plot: lowest, lower quartile, median, upper quartile and
    highest (quartiles interpolated between the sorted values); None without values.

    >>> quartiles([1, 2, 3, 4, 5])
    {'min': 1.0, 'q1': 2.0, 'median': 3.0, 'q3': 4.0, 'max': 5.0}
    """
    if not values:
        return None
    ordered = sorted(float(v) for v in values)

    def at(share: float) -> float:
        place = share * (len(ordered) - 1)
        low = math.floor(place)
        high = min(low + 1, len(ordered) - 1)
        return ordered[low] + (ordered[high] - ordered[low]) * (place - low)

    return {"min": ordered[0], "q1": at(0.25), "median": at(0.5), "q3": at(0.75),
            "max": ordered[-1]}


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round ticks covering ``low`` to ``high``, about ``count`` of them.

    >>> nice_ticks(3, 87)
    [0.0, 20.0, 40.0, 60.0, 80.0, 100.0]
    >>> nice_ticks(5, 5)
    [4.0, 4.5, 5.0, 5.5, 6.0]
    """
    if high <= low:
        low, high = low - 1, high + 1
    raw = (high - low) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    start = math.floor(low / step) * step
    ticks = []
    value = start
    while value < high + step * 0.999:
        ticks.append(round(value, 10))
        value += step
    return [float(t) for t in ticks]


def figures(results: Results, players: int) -> dict:
    """The ``figures`` trait for ``results``: groups in the summary's order, each with its
    figures and table cells, the axes, and the paired differences of a comparison."""
    compared = results.compared
    scores: dict[tuple[str, int], list[float]] = {}
    for row in results.rows:
        scores.setdefault((row["variant"], row["entrant"]), []).append(row["score"])
    # the summary's rows come in this order: each variant's entrants, in seat order
    keys = [(variant, entrant) for v_index, variant in enumerate(results.variants)
            for entrant in range(len(results.entrants[v_index]))]
    groups = []
    for (variant, entrant), entry in zip(keys, results.summary()):
        win, win_lo, win_hi = (_finite(entry[k]) for k in ("win_rate", "win_lo", "win_hi"))
        if entry["games"] == 0:
            win_lo = win_hi = None
        mean, mean_lo, mean_hi = (_finite(entry[k]) for k in ("mean_score", "score_lo",
                                                                "score_hi"))
        rank = _finite(entry.get("mean_rank"))
        label = f"{variant}: {entry['bot']}" if compared else entry["bot"]
        groups.append({
            "variant": variant, "bot": entry["bot"], "label": label,
            "games": entry["games"], "win_rate": win, "win_lo": win_lo, "win_hi": win_hi,
            "mean_score": mean, "score_lo": mean_lo, "score_hi": mean_hi, "mean_rank": rank,
            "box": quartiles(scores.get((variant, entrant), [])),
            # the words beside each chart's row: the table's own, so the two never differ
            "values": {"win": _percent(win) or NOT_YET, "score": _number(mean, 1) or NOT_YET},
            "cells": {"variant": variant, "bot": entry["bot"],
                      "games": str(entry["games"]),
                      "win": with_interval(win, win_lo, win_hi, _percent) or NOT_YET,
                      "score": with_interval(mean, mean_lo, mean_hi) or NOT_YET,
                      "rank": _number(rank, 2) or NOT_YET}})
    every = [row["score"] for row in results.rows]
    low, high = (min(every), max(every)) if every else (0.0, 1.0)
    ticks = nice_ticks(low, high)
    columns = [{"name": n, "label": w} for n, w in SUMMARY_COLUMNS
               if compared or n != "variant"]
    shown = {"title": _table_title(results), "compared": compared,
             "lower_is_better": results.lower_is_better, "games": results.games,
             "planned": results.planned, "complete": results.complete,
             # a solo game has no share to be fair about
             "fair_share": 1 / players if players > 1 else None, "win_ticks": [0.0, 0.25, 0.5, 0.75, 1.0],
             "score_axis": {"low": ticks[0], "high": ticks[-1], "ticks": ticks},
             "columns": columns, "groups": groups, "differences": {}}
    if compared:
        differences = results.differences()
        rows = []
        for entry in differences:
            d, d_lo, d_hi = (_finite(entry[k]) for k in ("score_diff", "score_lo", "score_hi"))
            w, w_lo, w_hi = (_finite(entry[k]) for k in ("win_diff", "win_lo", "win_hi"))
            rows.append({"cells": {"variant": msg("{variant} against {against}",
                                                  variant=entry["variant"],
                                                  against=entry["against"]),
                                   "bot": entry["bot"], "pairs": str(entry["pairs"]),
                                   "score": with_interval(d, d_lo, d_hi, _signed) or NOT_YET,
                                   "win": with_interval(w, w_lo, w_hi, _signed_points)
                                   or NOT_YET}})
        shown["differences"] = {
            "title": msg("Paired differences from {baseline}: the same deals and seats under "
                         "each variant, so the deal's luck cancels out.",
                         baseline=results.variants[0]),
            "columns": [{"name": n, "label": w} for n, w in DIFFERENCE_COLUMNS],
            "rows": rows}
    return shown


def _table_title(results: Results) -> str:
    """What the summary table shows: how many games, and which way a score is better."""
    games, planned = results.games, results.planned
    if results.complete and results.lower_is_better:
        return nmsg("The {games} game is played. The intervals are 95% intervals; a lower "
                    "score is better.", "All {games} games are played. The intervals are 95% "
                    "intervals; a lower score is better.", games, games=games)
    if results.complete:
        return nmsg("The {games} game is played. The intervals are 95% intervals; a higher "
                    "score is better.", "All {games} games are played. The intervals are 95% "
                    "intervals; a higher score is better.", games, games=games)
    if results.lower_is_better:
        return nmsg("{games} of {planned} game played. The intervals are 95% intervals; a "
                    "lower score is better.", "{games} of {planned} games played. The "
                    "intervals are 95% intervals; a lower score is better.", planned,
                    games=games, planned=planned)
    return nmsg("{games} of {planned} game played. The intervals are 95% intervals; a "
                "higher score is better.", "{games} of {planned} games played. The "
                "intervals are 95% intervals; a higher score is better.", planned,
                games=games, planned=planned)


def _signed(value: float) -> str:
    return number(value, 1, f"{value:+.1f}")


def _signed_points(value: float) -> str:
    return number(value * 100, 1, f"{value * 100:+.1f}")


__all__ = ["DIFFERENCE_COLUMNS", "SUMMARY_COLUMNS", "figures", "nice_ticks", "quartiles",
           "with_interval"]
