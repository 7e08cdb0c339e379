"""The results of an experiment: tidy rows, a summary with intervals, CSV, pandas, a plot.

>>> from skywidgets import lab
>>> results = lab.tournament("skyjo", ["random", "greedy"], games=4, seed=1, progress=False)
>>> len(results.rows), results.rows[0]["bot"]
(16, 'random')
>>> [row["bot"] for row in results.summary()]
['random', 'greedy']
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Iterator, Mapping, Sequence

from ..core.simulate import Z95, wilson_interval
from ..i18n import SOURCE_LANGUAGE, format_number, gettext, kernel_language, msg, nmsg, translate
from .plan import COLUMNS, DETERMINISTIC

#: the headers of a summary's plain columns, in words (the rows' keys stay the names)
SUMMARY_HEADERS = {
    "variant": msg("variant", context="summary column"),
    "bot": msg("bot", context="summary column"),
    "games": msg("games", context="summary column"),
    "mean_rank": msg("mean rank", context="summary column"),
    "against": msg("against", context="summary column"),
    "pairs": msg("pairs", context="summary column"),
}

def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval of a share (``core.simulate.wilson_interval``; a tie
    counts as a share of a win, so ``wins`` may be fractional), reaching 0 and 1 exactly at
    no wins and at every win.

    >>> [round(x, 3) for x in wilson(5, 10)]
    [0.237, 0.763]
    """
    if n == 0:
        return (0.0, 1.0)
    lo, hi = wilson_interval(wins, n, z)
    return (0.0 if wins <= 0 else lo, 1.0 if wins >= n else hi)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation; one value: no interval).

    >>> mean_interval([1.0, 2.0, 3.0])[0]
    2.0
    """
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = sum(values) / n
    if n == 1:
        return (mean, math.nan, math.nan)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


class Summary:
    """A small table of figures: rows (dicts) under fixed columns, shown as a table.

    It prints as Markdown, shows as HTML in a notebook, and gives ``to_pandas()``. The
    rows keep every figure in a column of its own; the table people read puts a value and
    its interval in one cell, under a header in words (``intervals``). The table people
    read is in a language (``to_markdown(language)``; printed and shown: the kernel's,
    ``skywidgets.set_language``), its numbers with that language's decimal separator.

    >>> table = Summary("t", ["bot", "win_rate", "win_lo", "win_hi"],
    ...                 [{"bot": "greedy", "win_rate": 0.5, "win_lo": 0.2, "win_hi": 0.8}],
    ...                 {"win_rate": ".0%", "win_lo": ".0%", "win_hi": ".0%"},
    ...                 {"win_rate": ("win rate (95% interval)", "win_lo", "win_hi")})
    >>> print(table.to_markdown())
    | bot | win rate (95% interval) |
    | --- | --- |
    | greedy | 50% (20% to 80%) |
    >>> print(Summary("t", ["bot", "mean_rank"], [{"bot": "greedy", "mean_rank": 1.5}],
    ...               {"mean_rank": ".2f"}).to_markdown("is"))
    | tölva | meðalsæti |
    | --- | --- |
    | greedy | 1,50 |
    """

    def __init__(self, title: str, columns: Sequence[str], rows: Iterable[Mapping[str, Any]],
                 formats: Mapping[str, str] | None = None,
                 intervals: Mapping[str, tuple[str, str, str]] | None = None) -> None:
        self.title = title
        self.columns = tuple(columns)
        self.rows = [{column: row.get(column) for column in self.columns} for row in rows]
        self._formats = dict(formats or {})
        self._intervals = {value: spec for value, spec in (intervals or {}).items()
                           if value in self.columns}

    def _shown(self, language: str = SOURCE_LANGUAGE) -> list[tuple[str, Any]]:
        """The columns people read in ``language``: (header, how to write a row's cell)."""
        hidden = {c for _, lo, hi in self._intervals.values() for c in (lo, hi)}
        shown = []
        for column in self.columns:
            if column in hidden:
                continue
            if column in self._intervals:
                header, lo, hi = self._intervals[column]

                def cell(row, c=column, lo=lo, hi=hi):
                    value = self._cell(c, row[c], language)
                    low = self._cell(lo, row[lo], language)
                    high = self._cell(hi, row[hi], language)
                    return (gettext("{value} ({low} to {high})", language, value=value, low=low,
                                    high=high) if value and low and high else value)
                shown.append((translate(header, language), cell))
            else:
                header = (translate(SUMMARY_HEADERS[column], language)
                          if column in SUMMARY_HEADERS else column.replace("_", " "))
                shown.append((header, lambda row, c=column: self._cell(c, row[c], language)))
        return shown

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[dict]:
        return iter(self.rows)

    def __getitem__(self, index: int) -> dict:
        return self.rows[index]

    def _cell(self, column: str, value: Any, language: str = SOURCE_LANGUAGE) -> str:
        if value is None or (isinstance(value, float) and math.isnan(value)):
            return ""
        fmt = self._formats.get(column)
        if fmt and isinstance(value, (int, float)) and not isinstance(value, bool):
            # the language's decimal separator, as i18n writes a number
            return format(value, fmt).replace(".", format_number(1.5, 1, language)[1:-1])
        return str(value)

    def to_markdown(self, language: str | None = None) -> str:
        """The table in Markdown, in ``language`` (None: the kernel's)."""
        language = language or kernel_language()
        shown = self._shown(language)
        lines = ["| " + " | ".join(header for header, _ in shown) + " |",
                 "| " + " | ".join("---" for _ in shown) + " |"]
        for row in self.rows:
            lines.append("| " + " | ".join(cell(row) for _, cell in shown) + " |")
        return "\n".join(lines)

    def __str__(self) -> str:
        language = kernel_language()
        return f"{translate(self.title, language)}\n\n{self.to_markdown(language)}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        from html import escape

        language = kernel_language()
        shown = self._shown(language)
        head = "".join(f"<th>{escape(header)}</th>" for header, _ in shown)
        body = "".join("<tr>" + "".join(f"<td>{escape(cell(row))}</td>" for _, cell in shown)
                       + "</tr>" for row in self.rows)
        return (f"<p><b>{escape(translate(self.title, language))}</b></p><table><thead><tr>{head}</tr></thead>"
                f"<tbody>{body}</tbody></table>")

    def to_pandas(self):
        """The table as a pandas DataFrame (pandas is an optional extra)."""
        pandas = _need("pandas", "to_pandas")
        return pandas.DataFrame(self.rows, columns=list(self.columns))


def _is_figure(value: Any) -> bool:
    # a number, or a yes or no (its mean is the share of yes)
    return isinstance(value, (int, float)) and not (isinstance(value, float)
                                                    and math.isnan(value))


def _need(module: str, what: str):
    from importlib import import_module

    try:
        return import_module(module)
    except ImportError:
        raise ImportError(f"{what} needs {module}, which is not installed: pip install "
                          f"{module} (or pip install 'skywidgets[lab]')") from None


class Results:
    """The rows of an experiment, one per game per seat, and what they say.

    ``rows`` are dicts with the columns of :data:`COLUMNS`: the variant (empty in a
    tournament), the deal and its seed, the seat rotation, the seat, the entrant (its
    place in ``seats``) and its bot's label, the final score, the rank (1 is best; ties
    share), whether it won (a tie shares the win: ``win_share``), its moves, the game's
    plies, and the seconds its bot spent choosing (the one column that depends on the
    machine). ``complete`` is False when the run was stopped before its last game.
    """

    def __init__(self, game: str, rows: Iterable[Mapping[str, Any]], *, seed: int,
                 variants: Sequence[str], entrants: Sequence[Sequence[str]],
                 lower_is_better: bool, planned: int, complete: bool = True,
                 title: str | None = None) -> None:
        self.game = game
        self.title = title or game
        self.rows = [dict(row) for row in rows]
        #: the figures a ``measure`` function added to the rows, in the order first seen
        self.measures = list(dict.fromkeys(key for row in self.rows for key in row
                                           if key not in COLUMNS))
        self.seed = seed
        self.variants = list(variants)
        self.entrants = [list(labels) for labels in entrants]
        self.lower_is_better = lower_is_better
        self.planned = planned
        self.complete = complete

    @property
    def columns(self) -> tuple[str, ...]:
        """Every row's columns: :data:`COLUMNS`, then the measured figures."""
        return (*COLUMNS, *self.measures)

    @property
    def figures(self) -> list[str]:
        """The measured figures that are numbers (or yes and no), which the summary
        averages; a measure may also give text, kept in the rows only."""
        return [name for name in self.measures
                if any(_is_figure(row.get(name)) for row in self.rows)]

    @property
    def compared(self) -> bool:
        return self.variants != [""]

    @property
    def games(self) -> int:
        """How many games were played (each game has one row per seat)."""
        return len({(r["variant"], r["deal"], r["rotation"]) for r in self.rows})

    def same_games(self, other: Results) -> bool:
        """True when both hold the same games with the same results (seconds aside)."""
        def key(rows):
            return [tuple(row[c] for c in DETERMINISTIC) for row in rows]
        return key(self.rows) == key(other.rows)

    # ----------------------------------------------------------------- summary
    def _groups(self) -> list[tuple[str, int, str, list[dict]]]:
        groups: dict[tuple[str, int], list[dict]] = {}
        for row in self.rows:
            groups.setdefault((row["variant"], row["entrant"]), []).append(row)
        ordered = []
        for v_index, variant in enumerate(self.variants):
            for entrant, label in enumerate(self.entrants[v_index]):
                rows = groups.get((variant, entrant), [])
                ordered.append((variant, entrant, label, rows))
        return ordered

    def summary(self) -> Summary:
        """Per bot (and per variant in a comparison): games, win rate with its 95% Wilson
        interval (a tie shares the win), mean score with its 95% interval, mean rank.
        For a comparison, each variant after the first also has its paired difference in
        score from the first, with its interval (:meth:`differences` has them all)."""
        out = []
        for variant, entrant, label, rows in self._groups():
            n = len(rows)
            wins = sum(row["win_share"] for row in rows)
            lo, hi = wilson(wins, n)
            mean, mean_lo, mean_hi = mean_interval([row["score"] for row in rows])
            entry = {"variant": variant, "entrant": entrant, "bot": label, "games": n,
                     "win_rate": wins / n if n else math.nan, "win_lo": lo, "win_hi": hi,
                     "mean_score": mean, "score_lo": mean_lo, "score_hi": mean_hi,
                     "mean_rank": (sum(row["rank"] for row in rows) / n) if n else math.nan}
            for figure in self.figures:
                values = [row[figure] for row in rows if _is_figure(row.get(figure))]
                entry[f"mean {figure}"] = sum(values) / len(values) if values else math.nan
            out.append(entry)
        columns = ["bot", "games", "win_rate", "win_lo", "win_hi", "mean_score", "score_lo",
                   "score_hi"]
        if max(len(labels) for labels in self.entrants) > 1:  # a rank needs rivals
            columns.append("mean_rank")
        if self.compared:
            columns.insert(0, "variant")
        columns += [f"mean {figure}" for figure in self.figures]
        fmt = {c: ".1%" for c in ("win_rate", "win_lo", "win_hi")}
        fmt.update({f"mean {figure}": ".2f" for figure in self.figures})
        fmt.update({c: ".2f" for c in ("mean_score", "score_lo", "score_hi", "mean_rank")})
        title = self._summary_title()
        intervals = {"win_rate": (msg("win rate (95% interval)"), "win_lo", "win_hi"),
                     "mean_score": (msg("mean score (95% interval)"), "score_lo", "score_hi")}
        if self.compared:
            paired = {(row["variant"], row["bot"]): row for row in self.differences()}
            for entry in out:
                diff = paired.get((entry["variant"], entry["bot"]), {})
                entry.update({"paired_diff": diff.get("score_diff"),
                              "paired_lo": diff.get("score_lo"),
                              "paired_hi": diff.get("score_hi")})
            columns += ["paired_diff", "paired_lo", "paired_hi"]
            fmt.update({c: "+.2f" for c in ("paired_diff", "paired_lo", "paired_hi")})
            intervals["paired_diff"] = (msg("score against {baseline}, paired (95% interval)",
                                            baseline=repr(self.variants[0])),
                                        "paired_lo", "paired_hi")
        return Summary(title, columns, out, fmt, intervals)

    def _summary_title(self) -> str:
        """The summary's title: the game, its games, and which way a score is better."""
        games, planned, game = self.games, self.planned, self.title
        if self.complete and self.lower_is_better:
            return nmsg("{game}: {n} game; 95% intervals; a lower score is better",
                        "{game}: {n} games; 95% intervals; a lower score is better", games,
                        game=game)
        if self.complete:
            return nmsg("{game}: {n} game; 95% intervals; a higher score is better",
                        "{game}: {n} games; 95% intervals; a higher score is better", games,
                        game=game)
        if self.lower_is_better:
            return nmsg("{game}: {n} game of {planned} (stopped); 95% intervals; a lower "
                        "score is better", "{game}: {n} games of {planned} (stopped); 95% "
                        "intervals; a lower score is better", games, game=game,
                        planned=planned)
        return nmsg("{game}: {n} game of {planned} (stopped); 95% intervals; a higher score "
                    "is better", "{game}: {n} games of {planned} (stopped); 95% intervals; "
                    "a higher score is better", games, game=game, planned=planned)

    def differences(self, figure: str = "score") -> Summary:
        """A comparison's paired differences from its first variant: for each other
        variant and bot, the mean difference in ``figure`` (the score, or a measured
        figure) and in win share over the same deals and seats, with 95% intervals. Empty
        for a tournament.

        Pairing makes the interval narrower than comparing two unrelated samples: the two
        games of a pair share the deal and the bots' luck until the variants part ways.
        """
        if figure not in ("score", *self.measures):
            raise ValueError(f"no figure named {figure!r}: the score or one of the measured "
                             f"figures ({', '.join(self.measures) or 'none'})")
        out = []
        if self.compared:
            base = self.variants[0]
            keyed = {(r["variant"], r["deal"], r["rotation"], r["entrant"]): r
                     for r in self.rows}
            for v_index, variant in enumerate(self.variants[1:], start=1):
                for entrant, label in enumerate(self.entrants[v_index]):
                    score_diffs, win_diffs = [], []
                    for (name, deal, rotation, who), row in keyed.items():
                        if name != variant or who != entrant:
                            continue
                        pair = keyed.get((base, deal, rotation, entrant))
                        if pair is None:
                            continue
                        if not (_is_figure(row.get(figure)) and _is_figure(pair.get(figure))):
                            continue
                        score_diffs.append(row[figure] - pair[figure])
                        win_diffs.append(row["win_share"] - pair["win_share"])
                    d, d_lo, d_hi = mean_interval(score_diffs)
                    w, w_lo, w_hi = mean_interval(win_diffs)
                    out.append({"variant": variant, "against": base, "bot": label,
                                "pairs": len(score_diffs), f"{figure}_diff": d,
                                f"{figure}_lo": d_lo, f"{figure}_hi": d_hi, "win_diff": w,
                                "win_lo": w_lo, "win_hi": w_hi})
        columns = ["variant", "against", "bot", "pairs", f"{figure}_diff", f"{figure}_lo",
                   f"{figure}_hi", "win_diff", "win_lo", "win_hi"]
        fmt = {c: "+.2f" for c in (f"{figure}_diff", f"{figure}_lo", f"{figure}_hi")}
        fmt.update({c: "+.1%" for c in ("win_diff", "win_lo", "win_hi")})
        difference = (msg("score difference (95% interval)") if figure == "score" else
                      msg("{figure} difference (95% interval)",
                          figure=figure.replace("_", " ")))
        return Summary(msg("{game}: each variant minus {baseline}, pair by pair; 95% intervals",
                           game=self.title, baseline=repr(self.variants[0])), columns, out, fmt, {
                           f"{figure}_diff": (difference, f"{figure}_lo", f"{figure}_hi"),
                           "win_diff": (msg("win share difference (95% interval)"), "win_lo",
                                        "win_hi")})

    # ----------------------------------------------------------------- out
    def to_csv(self, path: str | None = None, language: str | None = None) -> str:
        """The rows as CSV text (one header line, one line per row), written to ``path``
        too when given; the header row in ``language`` (None: English), the rows as data.

        >>> from skywidgets import lab
        >>> results = lab.tournament("skyjo", ["random", "greedy"], games=1, seed=1,
        ...                          progress=False)
        >>> results.to_csv(language="is").splitlines()[0][:30]
        'afbrigði,gjöf,fræ,snúningur,sæ'
        """
        from ..widget.tables import Table

        return Table(f"{self.game}-results", self.columns, self.rows).to_csv(path, language)

    def to_pandas(self):
        """The rows as a pandas DataFrame (pandas is an optional extra)."""
        pandas = _need("pandas", "to_pandas")
        return pandas.DataFrame(self.rows, columns=list(self.columns))

    def plot(self, title: str | None = None, language: str | None = None):
        """A matplotlib figure: win rates with their 95% intervals per bot (and variant),
        beside the distribution of scores. matplotlib is an optional extra: without it
        (as in the browser, under Pyodide) the same chart is drawn as an SVG picture. Its
        words and numbers are in ``language`` (None: ``skywidgets.set_language``'s)."""
        from ..i18n import SOURCE_LANGUAGE, kernel_language, known_language

        language = known_language(language or kernel_language()) or SOURCE_LANGUAGE
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            from .svg_plot import ResultsSVG

            return ResultsSVG(self, title, language)
        from .plot import results_figure

        return results_figure(self, title, language)

    def __len__(self) -> int:
        return len(self.rows)

    def __repr__(self) -> str:
        state = "" if self.complete else f" of {self.planned} planned (stopped)"
        what = f"{len(self.variants)} variants" if self.compared else "a tournament"
        return f"<Results of {what} of {self.title}: {self.games} games{state}>"

    def _repr_html_(self) -> str:
        html = self.summary()._repr_html_()
        if self.compared:
            html += self.differences()._repr_html_()
        return html
