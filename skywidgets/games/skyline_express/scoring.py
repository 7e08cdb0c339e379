"""Skyline Express scoring: goals per compartment, personas, services; pure functions.

A carriage is a list of 24 seats, each a colour name or None; ``personas`` the seats
marked as personas.

>>> carriage = [None] * 24
>>> for seat in COMPARTMENT_SEATS[0]:
...     carriage[seat] = "yellow"
>>> persona_points(carriage, set(COMPARTMENT_SEATS[0]))
16
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from .data import (AISLE_SEATS, COLOURS, COMPARTMENT_SEATS, GOAL_BY_ID, LEFT_BENCH,
                   POINTS_PER_SERVICE_PAIR, RIGHT_BENCH, SERVICES, WINDOW_SEATS)

Carriage = Sequence["str | None"]


def compartment_matches(seated: Sequence[str | None], pattern: Mapping) -> bool:
    """Does one compartment's four seats (in the order a, b, c, d) show the pattern?"""
    if None in seated:
        return False
    kind, colours = pattern["kind"], pattern["colours"]
    if kind == "across":
        left = sorted(seated[i] for i in LEFT_BENCH)
        right = sorted(seated[i] for i in RIGHT_BENCH)
        first, second = colours
        return ((left == [first, first] and right == [second, second])
                or (left == [second, second] and right == [first, first]))
    if kind == "surrounded":
        centre = colours[0]
        if seated.count(centre) != 1:
            return False
        others = {colour for colour in seated if colour != centre}
        return len(others) == 1
    if kind == "rainbow":
        return len(set(seated)) == 4
    if kind == "windows":
        windows = {seated[i] for i in WINDOW_SEATS}
        aisles = {seated[i] for i in AISLE_SEATS}
        return len(windows) == 1 and len(aisles) == 1 and windows != aisles
    raise ValueError(f"unknown goal pattern {kind!r}")


def goal_compartments(carriage: Carriage, goal_id: str) -> list[int]:
    """The compartments (0-5) where a goal is completed."""
    pattern = GOAL_BY_ID[goal_id]["pattern"]
    return [c for c, seats in enumerate(COMPARTMENT_SEATS)
            if compartment_matches([carriage[s] for s in seats], pattern)]


def goal_points(carriage: Carriage, goals: Iterable[str]) -> int:
    return sum(GOAL_BY_ID[g]["points"] * len(goal_compartments(carriage, g)) for g in goals)


def persona_value(carriage: Carriage, seat: int) -> int:
    """1 for the persona, plus 1 for every other passenger of its colour in its compartment."""
    colour = carriage[seat]
    seats = next(row for row in COMPARTMENT_SEATS if seat in row)
    return 1 + sum(1 for other in seats if other != seat and carriage[other] == colour)


def persona_points(carriage: Carriage, personas: Iterable[int]) -> int:
    return sum(persona_value(carriage, seat) for seat in personas)


def colour_counts(carriage: Carriage) -> dict[str, int]:
    counts = dict.fromkeys(COLOURS, 0)
    for colour in carriage:
        if colour is not None:
            counts[colour] += 1
    return counts


def service_value(counts: Mapping[str, int], service: int) -> int:
    """2 points for every pair of passengers in the service's two colours."""
    first, second = SERVICES[service]["colours"]
    return POINTS_PER_SERVICE_PAIR * min(counts[first], counts[second])


def service_points(carriage: Carriage, services: Iterable[int]) -> int:
    counts = colour_counts(carriage)
    return sum(service_value(counts, s) for s in services)


def breakdown(carriage: Carriage, personas: Iterable[int], services: Iterable[int],
              goals: Iterable[str], ai: bool = False) -> dict:
    """Points by kind and in total. The AI opponent scores no goals and double personas."""
    personas, services = list(personas), list(services)
    goal_part = 0 if ai else goal_points(carriage, goals)
    persona_part = persona_points(carriage, personas) * (2 if ai else 1)
    service_part = service_points(carriage, services)
    return {"goals": goal_part, "personas": persona_part, "services": service_part,
            "total": goal_part + persona_part + service_part}
