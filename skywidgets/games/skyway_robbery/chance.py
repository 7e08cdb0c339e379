"""Skyway Robbery's Chance panel: the alarm dice (the chance of handcuffs, and for the job
being planned or rolled the chance of each number of handcuffs and of success) and the
decks (how many cards are left in each, in an order no one knows). Worked out from the
seat's view alone: the die's faces, the job on the table, the decks' counts.

>>> import skywidgets
>>> data = chance(skywidgets.load("skyway_robbery").new(players=2, seed=4).view(0))
>>> [s["title"] for s in data["sections"]]
['Alarm dice', 'The decks']
>>> data["sections"][0]["rows"][0]["fraction"]
'1/3'
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping

from skywidgets.core.chance import binomial, count, probability, section
from skywidgets.i18n import msg, nmsg

#: the decks in the order the panel lists them, with their names in words
DECK_NAMES = {"gang": lambda: msg("Gang members"), "equipment": lambda: msg("Equipment"),
              "crew": lambda: msg("Crew"), "turf_war": lambda: msg("Turf Wars"),
              "side_job": lambda: msg("Side Jobs"), "defense": lambda: msg("Defenses")}
#: how many dice the table of a job not yet planned goes up to
DICE_SHOWN = 4


def handcuffs_chance(view: Mapping[str, Any]) -> Fraction:
    """The chance one alarm die shows handcuffs, from the die's faces in the view."""
    faces = view["die"]
    return Fraction(sum(1 for face in faces if face == "handcuffs"), len(faces))


def job_section(view: Mapping[str, Any], mission: Mapping[str, Any], p: Fraction) -> dict:
    """The roll of the job on the table: each number of handcuffs, and success."""
    cards = view["cards"]
    members = sum(1 for card in mission["team"]
                  if card is not None and cards.get(card, {}).get("kind") == "gang")
    dice = mission["alarm_count"]
    success = sum((binomial(dice, k, p) for k in range(min(members, dice + 1))), Fraction(0))
    rolled = view["phase"] == "rolled"
    roll = nmsg("{n} alarm die", "{n} alarm dice", dice)
    team = nmsg("{n} gang member", "{n} gang members", members)
    rule = (msg("No gang member is on the job yet, so as it stands it cannot succeed.")
            if members == 0 else msg("The job succeeds with fewer handcuffs than gang members."))
    text = (msg("The dice are rolled; were all of them rolled again: {dice} and {team} on the job "
                "(crew do not count). {rule}", dice=roll, team=team, rule=rule) if rolled else
            msg("As the plan stands: {dice} and {team} on the job (crew do not count). {rule}",
                dice=roll, team=team, rule=rule))
    rows = [probability(msg("{k} handcuffs", k=k), binomial(dice, k, p)) for k in range(dice + 1)]
    rows.append(probability(msg("The job succeeds"), success))
    return section(msg("This job's alarm roll"), text, rows)


def chance(view: Mapping[str, Any]) -> dict | None:
    """The Chance panel's sections for a Skyway Robbery view; None once the game is over."""
    if view["over"]:
        return None
    p = handcuffs_chance(view)
    handcuffs = sum(1 for face in view["die"] if face == "handcuffs")
    sections = [section(
        msg("Alarm dice"),
        msg("An alarm die shows handcuffs on {handcuffs} of its {faces} faces; each handcuffs "
            "arrests a gang member on the job. The chance of no handcuffs at all:",
            handcuffs=handcuffs, faces=len(view["die"])),
        [probability(msg("Handcuffs on one die"), p),
         *(probability(nmsg("No handcuffs with {n} die", "No handcuffs with {n} dice", k),
                       (1 - p) ** k)
           for k in range(1, DICE_SHOWN + 1))])]
    mission = view.get("mission")
    if mission is not None and mission.get("alarm_count") is not None:
        sections.append(job_section(view, mission, p))
    decks = view["decks"]
    total = sum(decks.values())
    sections.append(section(
        msg("The decks"),
        msg("Cards left in each deck, face down in an order no one knows:"),
        [count(name(), decks.get(kind, 0), total) for kind, name in DECK_NAMES.items()]))
    return {"sections": sections}
