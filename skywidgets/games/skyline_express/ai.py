"""The rulebook's solo AI opponent: which die it takes, its die's value, where it seats the
passenger and which service it buys, each with the rule that decides it.

Every decision is a function of plain data (the dice as ``[value, taken_by]`` pairs, the
AI's carriage as 24 seats, each a colour or None), and returns its choice together with
the reason the AI's trace shows.

>>> carriage = [None] * 24
>>> seat_for(carriage, {}, "red")
(0, 'no red passenger yet: the first empty compartment')
>>> die_value(3, 1)
(3, 0, 'its 3 stays: it has 1 dice point, 2 short of a 5')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Mapping, Sequence

from skywidgets.i18n import Msg, msg, nmsg

from .data import (COLOUR_WORDS, COLOURS, COMPARTMENT_SEATS, PERSONA_VALUES,
                   SEAT_COMPARTMENT, THE_DIE_COLOUR)
from .scoring import Carriage, colour_counts, service_value

# The AI's reasons in words, made once: an AI step runs in every playout a bot simulates,
# and the same few reasons come again and again (each is a function of small numbers).
ONLY_DIE = msg("the only die left")
FEWEST = msg("1. the colour it has least of")
HIGHEST = msg("2. the highest value")
MOST_POINTS = msg("3. the most points from its services")
PLAYER_DECIDES = msg("4. the player decides")
NO_EMPTY_COMPARTMENT = msg("no empty compartment: the first free seat from the top row, left "
                           "to right")


@lru_cache(maxsize=None)
def _in_carriage(count: int) -> Msg:
    return msg("{count} in its carriage", count=count)


@lru_cache(maxsize=None)
def _value(value: int) -> Msg:
    return msg("value {value}", value=value)


@lru_cache(maxsize=None)
def _more_points(points: int) -> Msg:
    return nmsg("+{n} point", "+{n} points", points)


@lru_cache(maxsize=None)
def _seat_reason(kind: str, colour: str, compartment: int) -> Msg:
    if kind == "home":
        return msg("compartment {number} is its {colour} compartment", number=compartment + 1,
                   colour=THE_DIE_COLOUR[colour])
    if kind == "first":
        return msg("no {colour} passenger yet: the first empty compartment",
                   colour=COLOUR_WORDS[colour])
    return msg("its {colour} compartment is full: the next empty compartment",
               colour=THE_DIE_COLOUR[colour])


@lru_cache(maxsize=None)
def _service_reason(points: int, tied: bool) -> Msg:
    return (msg("worth {points} points now, the leftmost topmost of the best", points=points)
            if tied else msg("worth {points} points now", points=points))


def die_candidates(dice: Sequence[Sequence], carriage: Carriage,
                   services: Sequence[int]) -> tuple[list[int], list[dict]]:
    """The dice the AI's priority list leaves (indices into ``dice``, which are
    ``[value, taken_by]`` with taken_by None for a free die), and why, rule by rule."""
    free = [i for i, (_, taken) in enumerate(dice) if taken is None]
    steps = []
    if len(free) == 1:
        return free, [{"rule": ONLY_DIE, "kept": [COLOURS[free[0]]]}]
    counts = colour_counts(carriage)
    fewest = min(counts[COLOURS[i]] for i in free)
    free = [i for i in free if counts[COLOURS[i]] == fewest]
    steps.append({"rule": FEWEST, "detail": _in_carriage(fewest),
                  "kept": [COLOURS[i] for i in free]})
    if len(free) > 1:
        highest = max(dice[i][0] for i in free)
        free = [i for i in free if dice[i][0] == highest]
        steps.append({"rule": HIGHEST, "detail": _value(highest),
                      "kept": [COLOURS[i] for i in free]})
    if len(free) > 1:
        gains = {i: service_gain(carriage, services, COLOURS[i]) for i in free}
        best = max(gains.values())
        free = [i for i in free if gains[i] == best]
        steps.append({"rule": MOST_POINTS, "detail": _more_points(best),
                      "kept": [COLOURS[i] for i in free]})
    if len(free) > 1:
        steps.append({"rule": PLAYER_DECIDES, "kept": [COLOURS[i] for i in free]})
    return free, steps


def service_gain(carriage: Carriage, services: Sequence[int], colour: str) -> int:
    """The points one more passenger of ``colour`` adds to the services held."""
    counts = colour_counts(carriage)
    before = sum(service_value(counts, s) for s in services)
    counts[colour] += 1
    return sum(service_value(counts, s) for s in services) - before


@lru_cache(maxsize=None)
def die_value(value: int, points_left: int) -> tuple[int, int, Msg]:
    """The AI's die after the forced change to a 5: (value, dice points spent, why)."""
    if value in PERSONA_VALUES:
        return value, 0, msg("its {value} stays: a {value} is a persona already", value=value)
    cost = 5 - value
    if points_left >= cost:
        return 5, cost, nmsg("it must spend {n} dice point to make the {value} a 5 (a persona)",
                             "it must spend {n} dice points to make the {value} a 5 (a persona)",
                             cost, value=value)
    return value, 0, nmsg("its {value} stays: it has {n} dice point, {cost} short of a 5",
                          "its {value} stays: it has {n} dice points, {cost} short of a 5",
                          points_left, value=value, cost=cost)


def seat_for(carriage: Carriage, homes: Mapping[str, int], colour: str) -> tuple[int, Msg]:
    """Where the AI seats a passenger of ``colour``, and which placement rule says so;
    ``homes`` maps a colour to the compartment it is filling with that colour."""
    home = homes.get(colour)
    if home is not None:
        for seat in COMPARTMENT_SEATS[home]:
            if carriage[seat] is None:
                return seat, _seat_reason("home", colour, home)
    for seats in COMPARTMENT_SEATS:
        if all(carriage[s] is None for s in seats):
            first = home is None and colour not in carriage
            return seats[0], _seat_reason("first" if first else "next", colour, 0)
    seat = carriage.index(None)
    return seat, NO_EMPTY_COMPARTMENT


def new_home(carriage: Carriage, homes: Mapping[str, int], colour: str,
             seat: int) -> int | None:
    """The compartment that becomes the colour's own when the AI seats it in ``seat``
    (before the passenger is seated): an empty one it starts; None when it keeps its
    compartment or has none."""
    compartment = SEAT_COMPARTMENT[seat]
    if homes.get(colour) != compartment and all(
            carriage[s] is None for s in COMPARTMENT_SEATS[compartment]):
        return compartment
    return None


def service_choice(carriage: Carriage, options: Sequence[int]) -> tuple[int, Msg]:
    """The service the AI takes among ``options`` (those it may buy, leftmost-topmost
    first): the one worth most to it now, and why."""
    counts = colour_counts(carriage)
    best = max(service_value(counts, s) for s in options)
    chosen = next(s for s in options if service_value(counts, s) == best)
    tied = sum(service_value(counts, s) == best for s in options)
    return chosen, _service_reason(best, tied > 1)
