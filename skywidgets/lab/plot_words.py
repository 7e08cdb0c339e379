"""The words of the results' picture, said in a language: the same for matplotlib's figure
(plot.py) and the SVG drawn without it (svg_plot.py).

>>> words = PlotWords("is", lower_is_better=True)
>>> words.score_axis
'lokastig (lægra er betra; tígull: meðaltal)'
>>> words.number(0.25), words.number(12.0, 0)
('0,25', '12')
"""

from __future__ import annotations

from typing import Any

from ..i18n import SOURCE_LANGUAGE, format_number, gettext, ngettext


class PlotWords:
    """The labels, legend and title of the results' picture in ``language``."""

    def __init__(self, language: str = SOURCE_LANGUAGE, lower_is_better: bool = True) -> None:
        self.language = language
        self.even_share = gettext("even share", language)
        self.win_axis = gettext("win rate (95% interval; a tie shares the win)", language)
        if lower_is_better:
            self.score_axis = gettext("final score (lower is better; diamond: mean)", language)
        else:
            self.score_axis = gettext("final score (higher is better; diamond: mean)", language)
        # the language's decimal separator, as i18n writes a number with one decimal
        self.decimal = format_number(1.5, 1, language)[1:-1]

    def title(self, results: Any) -> str:
        """The picture's title: the game, how many games, and whether the run was stopped."""
        if results.complete:
            return ngettext("{game}: {n} game", "{game}: {n} games", results.games,
                            self.language, game=results.title)
        return ngettext("{game}: {n} game of {planned} planned (stopped)",
                        "{game}: {n} games of {planned} planned (stopped)", results.games,
                        self.language, game=results.title, planned=results.planned)

    def won(self, label: str, rate: float) -> str:
        return gettext("{label}: won {percent}", self.language, label=label,
                       percent=self.decimals(f"{rate:.0%}"))

    def mean_score(self, label: str, mean: float) -> str:
        return gettext("{label}: mean score {mean}", self.language, label=label,
                       mean=self.decimals(f"{mean:.1f}"))

    def number(self, x: float, digits: int | None = None) -> str:
        """A tick's number: as Python's ``g`` writes it (``digits``: that many decimals),
        with the language's decimal separator."""
        return self.decimals(f"{x:g}" if digits is None else f"{x:.{digits}f}")

    def decimals(self, text: str) -> str:
        """A number written out in English, with the language's decimal separator."""
        return text.replace(".", self.decimal)


__all__ = ["PlotWords"]
