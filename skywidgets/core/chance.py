"""The Chance panel's data: what is left to chance, in one JSON-safe shape for every game.

A game's ``Game.chance(state, seat)`` returns sections built with these helpers, worked
out only from what ``seat`` may know; the shared panel draws them without knowing the
game. A section has a title, a sentence, and rows: each row a probability (an exact
fraction and its percent) or a count (with the total it is out of, drawn as a bar).

>>> from fractions import Fraction
>>> row = probability("At least one heart", Fraction(7, 52))
>>> row["fraction"], row["percent"]
('7/52', '13.5%')
>>> section("The next card", "It comes from the deck.", [row])["rows"][0]["kind"]
'probability'
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import Iterable

from ..i18n import msg, number


def percent(value: Fraction | float) -> str:
    """A probability as a percent with one decimal, "13.5%" (never "100.0%" or "0.0%"
    for a value that is neither: those read as certain).

    >>> percent(Fraction(1, 3)), percent(Fraction(1, 5000)), percent(1)
    ('33.3%', 'under 0.1%', '100%')
    """
    value = Fraction(value)
    if value == 0:
        return "0%"
    if value == 1:
        return "100%"
    shown = round(float(value) * 100, 1)
    if shown <= 0:
        return msg("under {percent}%", percent=number(0.1, 1))
    if shown >= 100:
        return msg("over {percent}%", percent=number(99.9, 1))
    return msg("{percent}%", percent=number(shown, 1))


def probability(label: str, value: Fraction, note: str = "") -> dict:
    """A row holding an exact probability: its fraction in lowest terms, its percent and
    its float ``value`` (for a bar). ValueError when ``value`` is not in [0, 1].

    >>> probability("A six", Fraction(1, 6))["value"]
    0.16666666666666666
    """
    value = Fraction(value)
    if not 0 <= value <= 1:
        raise ValueError(f"a probability is from 0 to 1, not {value}")
    fraction = (str(value.numerator) if value.denominator == 1
                else f"{value.numerator}/{value.denominator}")
    row = {"kind": "probability", "label": label, "fraction": fraction,
           "percent": percent(value), "value": float(value)}
    if note:
        row["note"] = note
    return row


def count(label: str, number: int, total: int, note: str = "") -> dict:
    """A row holding a count out of ``total`` (the panel draws a bar of ``number/total``).

    >>> count("Hearts", 7, 23)
    {'kind': 'count', 'label': 'Hearts', 'count': 7, 'of': 23}
    """
    if not 0 <= number <= max(total, 0):
        raise ValueError(f"a count is from 0 to its total {total}, not {number}")
    row = {"kind": "count", "label": label, "count": int(number), "of": int(total)}
    if note:
        row["note"] = note
    return row


def section(title: str, text: str, rows: Iterable[dict] = ()) -> dict:
    """One part of the panel: a title, a whole sentence saying what the rows are, the rows.

    >>> section("Dice", "Nothing is rolled any more.")
    {'title': 'Dice', 'text': 'Nothing is rolled any more.', 'rows': []}
    """
    return {"title": title, "text": text, "rows": list(rows)}


def at_least_one(hits: int, pool: int, drawn: int) -> Fraction:
    """The chance that ``drawn`` cards dealt from ``pool`` unseen cards hold at least one of
    ``hits`` cards (drawn without replacement).

    >>> at_least_one(13, 52, 1), at_least_one(0, 10, 3), at_least_one(2, 3, 2)
    (Fraction(1, 4), Fraction(0, 1), Fraction(1, 1))
    """
    drawn = min(drawn, pool)
    if pool <= 0 or drawn <= 0:
        return Fraction(0)
    return 1 - Fraction(comb(pool - hits, drawn), comb(pool, drawn))


def binomial(dice: int, exactly: int, chance: Fraction) -> Fraction:
    """The chance that exactly ``exactly`` of ``dice`` dice show a face of chance ``chance``.

    >>> binomial(2, 1, Fraction(1, 3))
    Fraction(4, 9)
    """
    if not 0 <= exactly <= dice:
        return Fraction(0)
    return comb(dice, exactly) * chance ** exactly * (1 - chance) ** (dice - exactly)
