"""How good a Skyline Express position looks to a seat: the greedy bot's ``evaluate``.

>>> from skywidgets.games.skyline_express import GAME
>>> evaluate(GAME.new(players=2, seed=1), 0)
0.0
"""

from __future__ import annotations

from .data import COMPARTMENT_SEATS, PERSONA_VALUES
from .rules import HOLD, SkylineExpressState
from .scoring import breakdown

#: how much a persona's possible future points count for the greedy bot
PROMISE_WEIGHT = 0.6


def evaluate(state: SkylineExpressState, seat: int) -> float:
    """The greedy bot's view: points now, plus a little for tickets and dice points in hand,
    and for personas whose compartment still has room for passengers of their colour.

    With a die in hand, the position is worth its best seat: otherwise changing the die
    (which only costs a point) would look better than any seat that loses some promise.
    """
    sheet = state.sheets[seat]
    held = state.held if state.player == seat and state.phase == HOLD else None
    if held is None:
        return _sheet_value(sheet.seats, sheet.personas, sheet.services, state.goals,
                            sheet.tickets_left, sheet.points_left)
    value, colour = held["value"], held["colour"]
    tickets = sheet.tickets_left + (2 if value == 1 else 0 if value in PERSONA_VALUES else 1)
    points = sheet.points_left + (1 if 2 <= value <= 4 else 0)
    best = None
    for spot, taken in enumerate(sheet.seats):
        if taken is not None:
            continue
        seats = list(sheet.seats)
        seats[spot] = colour
        personas = sheet.personas + [spot] if value in PERSONA_VALUES else sheet.personas
        worth = _sheet_value(seats, personas, sheet.services, state.goals, tickets, points)
        if best is None or worth > best:
            best = worth
    return best


def _sheet_value(seats: list, personas: list, services: list, goals: list, tickets: int,
                 points: int) -> float:
    score = breakdown(seats, personas, services, goals)["total"]
    promise = 0.0
    for compartment in COMPARTMENT_SEATS:
        seated = [seats[s] for s in compartment if seats[s] is not None]
        empty = len(compartment) - len(seated)
        if empty and seated and len(set(seated)) == 1:
            here = sum(1 for s in compartment if s in personas)
            # each later passenger of that colour adds a point to every persona there
            promise += PROMISE_WEIGHT * here * empty
    return score + promise + 0.35 * tickets + 0.3 * points
