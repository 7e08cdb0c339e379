"""Results as a picture without matplotlib: the same two panels drawn as SVG.

Where matplotlib cannot be installed (the JupyterLite site runs Python in the browser,
without numpy or matplotlib), ``Results.plot()`` returns this figure instead, so the
notebooks show their charts everywhere.

>>> from skywidgets import lab
>>> results = lab.tournament("skyjo", ["random", "greedy"], games=2, seed=1, progress=False)
>>> figure = ResultsSVG(results)
>>> figure.labels
['random', 'greedy']
>>> import xml.etree.ElementTree as ElementTree
>>> ElementTree.fromstring(figure._repr_svg_()).get("aria-label")
'Skyjo: 4 games'

"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..i18n import SOURCE_LANGUAGE
from .plot_words import PlotWords

if TYPE_CHECKING:  # pragma: no cover
    from .results import Results

#: the figure's size in pixels, and each panel's
WIDTH = 880
LABEL_WIDTH = 150
PANEL_WIDTH = 330
GAP = 40
ROW_HEIGHT = 44
TOP = 56
BOTTOM = 64
FONT = 'font-family="sans-serif" font-size="15"'


def quartiles(values: list[float]) -> tuple[float, float, float]:
    """The lower quartile, the median and the upper quartile (linear between values).

    >>> quartiles([1, 2, 3, 4, 5])
    (2.0, 3.0, 4.0)
    """
    ordered = sorted(values)

    def at(fraction: float) -> float:
        position = fraction * (len(ordered) - 1)
        low = int(position)
        high = min(low + 1, len(ordered) - 1)
        return ordered[low] + (ordered[high] - ordered[low]) * (position - low)

    return at(0.25), at(0.5), at(0.75)


class ResultsSVG:
    """Each group's win rate (a dot and its 95% interval) beside its scores (a box from
    the lower to the upper quartile, the median, the whiskers to the lowest and highest
    score, a diamond at the mean), one line per bot, or per variant and bot."""

    def __init__(self, results: Results, title: str | None = None,
                 language: str = SOURCE_LANGUAGE) -> None:
        self.words = words = PlotWords(language, results.lower_is_better)
        self.summary = list(results.summary())
        self.labels = [(f"{row['variant']}: {row['bot']}" if results.compared else row["bot"])
                       for row in self.summary]
        self.scores = [[float(row["score"]) for row in rows]
                       for _, _, _, rows in results._groups()]
        seats = len(results.entrants[0]) if results.entrants else 0
        self.even_share = 1 / seats if not results.compared and seats > 1 else None
        self.title = title or words.title(results)

    def _repr_svg_(self) -> str:
        rows = len(self.summary)
        height = TOP + rows * ROW_HEIGHT + BOTTOM
        wins_x = LABEL_WIDTH
        dist_x = LABEL_WIDTH + PANEL_WIDTH + GAP
        every = [s for scores in self.scores for s in scores] or [0.0]
        low, high = min(every), max(every)
        if high == low:
            low, high = low - 1, high + 1
        whole = high - low >= 8  # ticks as whole numbers when the scores span enough

        def win_at(rate: float) -> float:
            return wins_x + rate * PANEL_WIDTH

        def score_at(score: float) -> float:
            return dist_x + (score - low) / (high - low) * PANEL_WIDTH

        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
                 f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{escape(self.title)}">',
                 f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
                 f'<text x="{WIDTH / 2}" y="28" text-anchor="middle" '
                 f'font-family="sans-serif" font-size="17" fill="black">{escape(self.title)}</text>']
        bottom = TOP + rows * ROW_HEIGHT
        for x0 in (wins_x, dist_x):
            parts.append(f'<rect x="{x0}" y="{TOP}" width="{PANEL_WIDTH}" height="{rows * ROW_HEIGHT}" '
                         f'fill="none" stroke="#555"/>')
        for rate in (0, 0.25, 0.5, 0.75, 1):
            x = win_at(rate)
            parts.append(f'<line x1="{x}" y1="{TOP}" x2="{x}" y2="{bottom}" stroke="#ddd"/>'
                         f'<text x="{x}" y="{bottom + 20}" text-anchor="middle" {FONT} '
                         f'fill="black">{self.words.number(rate)}</text>')
        for step in range(5):
            score = low + (high - low) * step / 4
            x = score_at(score)
            parts.append(f'<line x1="{x}" y1="{TOP}" x2="{x}" y2="{bottom}" stroke="#ddd"/>'
                         f'<text x="{x}" y="{bottom + 20}" text-anchor="middle" {FONT} '
                         f'fill="black">{self.words.number(score, 0)}</text>' if whole else
                         f'fill="black">{self.words.decimals(f"{score:.3g}")}</text>')
        if self.even_share is not None:
            x = win_at(self.even_share)
            parts.append(f'<line x1="{x}" y1="{TOP}" x2="{x}" y2="{bottom}" stroke="#666" '
                         f'stroke-dasharray="3 3"><title>{escape(self.words.even_share)}</title></line>')
        for i, (row, label, scores) in enumerate(zip(self.summary, self.labels, self.scores)):
            y = TOP + (i + 0.5) * ROW_HEIGHT
            parts.append(f'<text x="{LABEL_WIDTH - 10}" y="{y + 5}" text-anchor="end" {FONT} '
                         f'fill="black">{escape(label)}</text>')
            if row["games"]:
                lo, hi = win_at(row["win_lo"]), win_at(row["win_hi"])
                parts.append(f'<line x1="{lo}" y1="{y}" x2="{hi}" y2="{y}" stroke="#1f77b4" '
                             f'stroke-width="2"/><line x1="{lo}" y1="{y - 6}" x2="{lo}" '
                             f'y2="{y + 6}" stroke="#1f77b4" stroke-width="2"/><line x1="{hi}" '
                             f'y1="{y - 6}" x2="{hi}" y2="{y + 6}" stroke="#1f77b4" '
                             f'stroke-width="2"/><circle cx="{win_at(row["win_rate"])}" cy="{y}" '
                             f'r="5" fill="#1f77b4"><title>'
                             f'{escape(self.words.won(label, row["win_rate"]))}</title></circle>')
            if scores:
                q1, median, q3 = quartiles(scores)
                mean = sum(scores) / len(scores)
                parts.append(f'<line x1="{score_at(min(scores))}" y1="{y}" x2="{score_at(max(scores))}" '
                             f'y2="{y}" stroke="black"/><rect x="{score_at(q1)}" y="{y - 11}" '
                             f'width="{max(1.0, score_at(q3) - score_at(q1))}" height="22" '
                             f'fill="white" stroke="black"/><line x1="{score_at(median)}" '
                             f'y1="{y - 11}" x2="{score_at(median)}" y2="{y + 11}" stroke="#d62728" '
                             f'stroke-width="2"/>')
                mx = score_at(mean)
                parts.append(f'<path d="M {mx} {y - 6} L {mx + 6} {y} L {mx} {y + 6} L {mx - 6} {y} Z" '
                             f'fill="white" stroke="#ff7f0e" stroke-width="2"><title>'
                             f'{escape(self.words.mean_score(label, mean))}</title></path>')
        parts.append(f'<text x="{wins_x + PANEL_WIDTH / 2}" y="{bottom + 46}" text-anchor="middle" '
                     f'{FONT} fill="black">{escape(self.words.win_axis)}</text>'
                     f'<text x="{dist_x + PANEL_WIDTH / 2}" y="{bottom + 46}" text-anchor="middle" '
                     f'{FONT} fill="black">{escape(self.words.score_axis)}'
                     f'</text></svg>')
        return "".join(parts)

    def __repr__(self) -> str:
        return f"<Chart of {self.title}>"
