"""Results as a picture: win rates with their intervals beside the score distributions.

matplotlib is an optional extra (``pip install 'skywidgets[lab]'``); it loads only here.
Its words and its ticks' numbers are in a language (``plot_words.py``): ``0,25`` in
Icelandic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import SOURCE_LANGUAGE
from .plot_words import PlotWords

if TYPE_CHECKING:  # pragma: no cover
    from .results import Results


def results_figure(results: Results, title: str | None = None,
                   language: str = SOURCE_LANGUAGE):
    """A figure of two panels: each group's win rate (a dot and its 95% interval) and its
    scores (a box plot), one line per bot, or per variant and bot in a comparison."""
    from .results import _need

    _need("matplotlib", "plot")
    import matplotlib.pyplot as plt

    summary = list(results.summary())
    labels = [(f"{row['variant']}: {row['bot']}" if results.compared else row["bot"])
              for row in summary]
    # the summary's groups, in its order: each group's scores
    data = [[row["score"] for row in rows] or [float("nan")]
            for _, _, _, rows in results._groups()]
    height = max(3.0, 0.6 * len(summary) + 1.8)
    with plt.rc_context({"font.size": 13}):  # readable on a projector
        figure = _draw(results, summary, labels, data, height, title,
                       PlotWords(language, results.lower_is_better))
    plt.close(figure)  # returned, shown once by the notebook, not twice
    return figure


def decimal_formatter(decimal: str):
    """matplotlib's own tick numbers, with ``decimal`` for the point ("0,25")."""
    from matplotlib.ticker import ScalarFormatter

    class DecimalFormatter(ScalarFormatter):
        def __call__(self, x, pos=None):
            return super().__call__(x, pos).replace(".", decimal)

    return DecimalFormatter()


def _draw(results, summary, labels, data, height, title, words: PlotWords):
    import matplotlib.pyplot as plt

    figure, (wins, dist) = plt.subplots(1, 2, figsize=(11, height), sharey=True,
                                        gridspec_kw={"width_ratios": [1, 1.3]})
    positions = list(range(len(summary)))[::-1]  # the first group on top
    for y, row in zip(positions, summary):
        if row["games"]:
            wins.errorbar(row["win_rate"], y,
                          xerr=[[max(0.0, row["win_rate"] - row["win_lo"])],
                                [max(0.0, row["win_hi"] - row["win_rate"])]],
                          fmt="o", color="C0", capsize=5, markersize=8, linewidth=2)
    if not results.compared and len(results.entrants[0]) > 1:
        wins.axvline(1 / len(results.entrants[0]), color="grey", linestyle=":",
                     linewidth=1, label=words.even_share)
        wins.legend(loc="lower right", fontsize=10)
    wins.set_xlim(-0.03, 1.03)
    wins.set_xlabel(words.win_axis)
    wins.grid(axis="x", alpha=0.3)
    import matplotlib

    # matplotlib 3.10 names the box plot's direction; older ones take vert
    direction = ({"orientation": "horizontal"}
                 if tuple(int(p) for p in matplotlib.__version__.split(".")[:2]) >= (3, 10)
                 else {"vert": False})
    dist.boxplot(data, positions=positions, widths=0.5, showmeans=True, **direction,
                 meanprops={"marker": "D", "markerfacecolor": "white",
                            "markeredgecolor": "C1"})
    dist.set_xlabel(words.score_axis)
    dist.grid(axis="x", alpha=0.3)
    # after the box plot, which numbers the shared axis its own way
    wins.set_yticks(positions, labels)
    for axes in (wins, dist):  # the numbers of the ticks the reader's way
        axes.xaxis.set_major_formatter(decimal_formatter(words.decimal))
    figure.suptitle(title or words.title(results))
    figure.tight_layout()
    return figure
