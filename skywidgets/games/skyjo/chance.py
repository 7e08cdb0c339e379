"""Skyjo's Chance panel: the cards no one has seen (the draw pile and every face-down card)
by value, what one of them is worth on average, and the odds for the next card drawn. It
is counted from what is in sight, which every seat sees alike.

>>> import skywidgets
>>> data = chance(skywidgets.load("skyjo").new(players=2, seed=1).view(0))
>>> data["summary"], data["sections"][0]["rows"][0]["label"]
('mean 5.02', '-2')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping

from skywidgets.core.chance import count, probability, section
from skywidgets.i18n import msg, number


def chance(view: Mapping[str, Any]) -> dict | None:
    """The Chance panel's sections for a Skyjo view; None once the game is over."""
    if view["over"]:
        return None
    unseen = sorted((int(value), number) for value, number in view["unseen"].items())
    total = sum(number for _, number in unseen)
    if not total:
        return {"sections": [section(msg("Unseen cards"), msg("No card is unseen."))]}
    mean = view["unseen_mean"]
    cards = section(
        msg("Unseen cards"),
        msg("A face-down card is worth {mean} on average ({total} cards unseen). Unseen are "
            "the draw pile and every face-down card, counted from what is in sight.",
            mean=number(mean, 2), total=total),
        [count(str(value), number, total) for value, number in unseen])

    def share(test) -> Fraction:
        return Fraction(sum(number for value, number in unseen if test(value)), total)

    draw = section(
        msg("The next card"),
        msg("Every unseen card is as likely as any other to be the top of the draw pile, or "
            "under a face-down card:"),
        [probability(msg("Worth 0 or less"), share(lambda v: v <= 0)),
         probability(msg("Worth 1 to 4"), share(lambda v: 1 <= v <= 4)),
         probability(msg("Worth 9 or more"), share(lambda v: v >= 9))])
    return {"summary": msg("mean {mean}", mean=number(mean, 2)), "sections": [cards, draw]}
