"""Skyline Express's Chance panel: the dice still to be rolled. Everything on the table is
public; only the next roll is unknown, and each die shows 1 to 6, all equally likely. The
odds are exact: for the next throw (the solo game's reroll of the two dice left, or the
next round's four dice), the chance of each bonus among its dice, and of a die the seat
could make a persona (a 5 or 6) with its dice points left.

>>> import skywidgets
>>> data = chance(skywidgets.load("skyline_express").new(players=2, seed=2).view(0), 0)
>>> [row["fraction"] for row in data["sections"][0]["rows"]]
['671/1296', '15/16', '65/81']
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping

from skywidgets.core.chance import probability, section
from skywidgets.i18n import Msg, msg, nmsg

#: the value a persona needs, and the faces of a die
PERSONA, FACES = 5, 6


def persona_chance(points_left: int) -> Fraction:
    """The chance one rolled die can be made a persona with ``points_left`` dice points
    (a 5 or 6 already, or raised to 5 at one dice point a step).

    >>> persona_chance(0), persona_chance(2), persona_chance(9)
    (Fraction(1, 3), Fraction(2, 3), Fraction(1, 1))
    """
    reachable = min(FACES, FACES - PERSONA + 1 + max(points_left, 0))
    return Fraction(reachable, FACES)


def any_of(dice: int, chance: Fraction) -> Fraction:
    """The chance that at least one of ``dice`` dice hits, each with ``chance``."""
    return 1 - (1 - chance) ** dice


def next_throw(view: Mapping[str, Any]) -> tuple[int, Msg] | None:
    """How many dice the next throw rolls and when, in words; None when no die is rolled
    again in this game."""
    if "reroll" in view["queue"]:
        return 2, msg("After the AI opponent takes its die, the two dice left are rolled again "
                      "(each keeps its colour; only its value is rolled).")
    if view["round"] < view["rounds"]:
        return 4, msg("At the start of round {round} all four dice are rolled.",
                      round=view["round"] + 1)
    return None


def chance(view: Mapping[str, Any], seat: int | None) -> dict | None:
    """The Chance panel's sections for a Skyline Express view, seen by ``seat`` (None: the
    player to move's dice points count); None once the game is over."""
    if view["over"]:
        return None
    throw = next_throw(view)
    if throw is None:
        return {"sections": [section(msg("The dice"), msg("This is the last round: the dice on "
                                                          "the table are the last ones, and "
                                                          "nothing is rolled again."))]}
    dice, when = throw
    single = Fraction(1, FACES)
    bonuses = section(
        msg("The next throw"),
        msg("{when} The chance that at least one of the {dice} dice shows:", when=when,
            dice=dice),
        [probability(msg("A 1 (two tickets)"), any_of(dice, single)),
         probability(msg("A 2, 3 or 4 (a ticket and a dice point)"), any_of(dice, 3 * single)),
         probability(msg("A 5 or 6 (a persona)"), any_of(dice, 2 * single))])
    sections = [bonuses]
    who = seat if seat is not None else view["current_player"]
    if isinstance(who, int) and 0 <= who < len(view["sheets"]):
        left = view["sheets"][who]["dice_points_left"]
        per_die = persona_chance(left)
        if left == 0:
            how = msg("With no dice points left, a die is a persona only when it shows 5 or 6:")
        elif PERSONA - left <= 1:
            how = msg("With {left} dice points left (each raises the die in hand by 1), any die "
                      "can be made a 5 or 6:", left=left)
        else:
            how = nmsg("With {n} dice point left (each raises the die in hand by 1), a die "
                       "showing {lowest} or more can be made a 5 or 6:",
                       "With {n} dice points left (each raises the die in hand by 1), a die "
                       "showing {lowest} or more can be made a 5 or 6:", left,
                       lowest=PERSONA - left)
        sections.append(section(
            msg("Reaching 5 for a persona"), how,
            [probability(msg("A die you take"), per_die),
             probability(msg("At least one of the {dice} dice", dice=dice),
                         any_of(dice, per_die))]))
    return {"sections": sections}
