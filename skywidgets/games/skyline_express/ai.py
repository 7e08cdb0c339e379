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

from typing import Mapping, Sequence

from .data import COLOURS, COMPARTMENT_SEATS, PERSONA_VALUES, SEAT_COMPARTMENT
from .scoring import Carriage, colour_counts, service_value


def die_candidates(dice: Sequence[Sequence], carriage: Carriage,
                   services: Sequence[int]) -> tuple[list[int], list[dict]]:
    """The dice the AI's priority list leaves (indices into ``dice``, which are
    ``[value, taken_by]`` with taken_by None for a free die), and why, rule by rule."""
    free = [i for i, (_, taken) in enumerate(dice) if taken is None]
    steps = []
    if len(free) == 1:
        return free, [{"rule": "the only die left", "kept": [COLOURS[free[0]]]}]
    counts = colour_counts(carriage)
    fewest = min(counts[COLOURS[i]] for i in free)
    free = [i for i in free if counts[COLOURS[i]] == fewest]
    steps.append({"rule": "1. the colour it has least of",
                  "detail": f"{fewest} in its carriage",
                  "kept": [COLOURS[i] for i in free]})
    if len(free) > 1:
        highest = max(dice[i][0] for i in free)
        free = [i for i in free if dice[i][0] == highest]
        steps.append({"rule": "2. the highest value", "detail": f"value {highest}",
                      "kept": [COLOURS[i] for i in free]})
    if len(free) > 1:
        gains = {i: service_gain(carriage, services, COLOURS[i]) for i in free}
        best = max(gains.values())
        free = [i for i in free if gains[i] == best]
        steps.append({"rule": "3. the most points from its services",
                      "detail": f"+{best} points", "kept": [COLOURS[i] for i in free]})
    if len(free) > 1:
        steps.append({"rule": "4. the player decides", "kept": [COLOURS[i] for i in free]})
    return free, steps


def service_gain(carriage: Carriage, services: Sequence[int], colour: str) -> int:
    """The points one more passenger of ``colour`` adds to the services held."""
    counts = colour_counts(carriage)
    before = sum(service_value(counts, s) for s in services)
    counts[colour] += 1
    return sum(service_value(counts, s) for s in services) - before


def die_value(value: int, points_left: int) -> tuple[int, int, str]:
    """The AI's die after the forced change to a 5: (value, dice points spent, why)."""
    if value in PERSONA_VALUES:
        return value, 0, f"its {value} stays: a {value} is a persona already"
    cost = 5 - value
    if points_left >= cost:
        return 5, cost, (f"it must spend {cost} dice point{'s' * (cost > 1)} to make the "
                         f"{value} a 5 (a persona)")
    return value, 0, (f"its {value} stays: it has {points_left} dice point"
                      f"{'s' * (points_left != 1)}, {cost} short of a 5")


def seat_for(carriage: Carriage, homes: Mapping[str, int], colour: str) -> tuple[int, str]:
    """Where the AI seats a passenger of ``colour``, and which placement rule says so;
    ``homes`` maps a colour to the compartment it is filling with that colour."""
    home = homes.get(colour)
    if home is not None:
        for seat in COMPARTMENT_SEATS[home]:
            if carriage[seat] is None:
                return seat, f"compartment {home + 1} is its {colour} compartment"
    for seats in COMPARTMENT_SEATS:
        if all(carriage[s] is None for s in seats):
            reason = (f"no {colour} passenger yet: the first empty compartment"
                      if home is None and colour not in carriage else
                      f"its {colour} compartment is full: the next empty compartment")
            return seats[0], reason
    seat = carriage.index(None)
    return seat, "no empty compartment: the first free seat from the top row, left to right"


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


def service_choice(carriage: Carriage, options: Sequence[int]) -> tuple[int, str]:
    """The service the AI takes among ``options`` (those it may buy, leftmost-topmost
    first): the one worth most to it now, and why."""
    counts = colour_counts(carriage)
    best = max(service_value(counts, s) for s in options)
    chosen = next(s for s in options if service_value(counts, s) == best)
    tied = sum(service_value(counts, s) == best for s in options)
    why = f"worth {best} points now" + (", the leftmost topmost of the best" if tied > 1
                                        else "")
    return chosen, why
