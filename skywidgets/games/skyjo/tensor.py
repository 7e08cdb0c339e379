"""Skyjo's view as a vector of named slots, for learning algorithms (``Game.view_tensor``).

Read from a seat's view only, so it holds nothing the seat may not know. Seats beyond the
game's players are zeros, so every game of 2 to 8 has the same layout:

==========  =====  ==============================================================
part        size   what
==========  =====  ==============================================================
slots       384    seat by seat (8), slot by slot (12): face down, face up, gone
                   (one of the three is 1) and the face-up card's value
discard     2      1 when the discard pile has a card, and its top card's value
drawn       2      1 when a card is drawn and not yet placed, and its value
deck        1      cards left in the draw pile, over 150
phase       4      reveal, turn, drawn, over (one is 1)
to move     8      the seat to move (one is 1 until the game is over)
ender       8      the seat that ended the round, if one has
totals      8      each seat's total of the rounds played so far, over 100
round       1      the round's number
unseen      15     how many of each value, -2 to 12, the seat has not seen
==========  =====  ==============================================================

>>> import skywidgets
>>> state = skywidgets.load("skyjo").new(players=3, seed=2)
>>> vector = view_tensor(state.view(0))
>>> len(vector) == SIZE, vector[SLOT_FEATURES * 0]  # seat 0's first slot is face down
(True, 1.0)
"""

from __future__ import annotations

from typing import Any, Mapping

from .data import DECK, SLOTS, VALUES

SEATS = 8
SLOT_FEATURES = 4
STATES = ("down", "up", "gone")
PHASES = ("reveal", "turn", "drawn", "over")
#: where each part starts, and the whole length
_SLOTS = 0
_DISCARD = _SLOTS + SEATS * SLOTS * SLOT_FEATURES
_DRAWN = _DISCARD + 2
_DECK = _DRAWN + 2
_PHASE = _DECK + 1
_TO_MOVE = _PHASE + len(PHASES)
_ENDER = _TO_MOVE + SEATS
_TOTALS = _ENDER + SEATS
_ROUND = _TOTALS + SEATS
_UNSEEN = _ROUND + 1
SIZE = _UNSEEN + len(VALUES)


def view_tensor(view: Mapping[str, Any]) -> list[float]:
    """The vector of the module's table from one Skyjo view."""
    out = [0.0] * SIZE
    for seat, grid in enumerate(view["grids"]):
        for slot, card in enumerate(grid):
            at = _SLOTS + (seat * SLOTS + slot) * SLOT_FEATURES
            out[at + STATES.index(card["state"])] = 1.0
            if card["value"] is not None:
                out[at + 3] = float(card["value"])
    if view["discard"]:
        out[_DISCARD], out[_DISCARD + 1] = 1.0, float(view["discard"][-1])
    if view["drawn"] is not None:
        out[_DRAWN], out[_DRAWN + 1] = 1.0, float(view["drawn"])
    out[_DECK] = view["deck"] / len(DECK)
    out[_PHASE + PHASES.index(view["phase"])] = 1.0
    if view["current_player"] is not None:
        out[_TO_MOVE + view["current_player"]] = 1.0
    if view["ender"] is not None:
        out[_ENDER + view["ender"]] = 1.0
    for seat, total in enumerate(view["totals"]):
        out[_TOTALS + seat] = total / 100
    out[_ROUND] = float(view["round"])
    for index, value in enumerate(VALUES):
        out[_UNSEEN + index] = float(view["unseen"].get(str(value), 0))
    return out
