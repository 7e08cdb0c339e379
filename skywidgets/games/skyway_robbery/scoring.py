"""Skyway Robbery's scoring: Reputation, the goal cards, endgame bonuses and 1 per $2K.

The functions read a state's ``pack``, ``zones``, ``reputation`` and ``money``.

>>> from skywidgets.games.skyway_robbery.data import PACK
>>> goal_reputation(PACK, ["power_crystal"]) == PACK.loot["power_crystal"].reputation
True
"""

from __future__ import annotations

from typing import Iterable

from skywidgets.core.engine import State

from .data import MONEY_PER_POINT, Pack


def goal_reputation(pack: Pack, goals: Iterable[str]) -> int:
    """The Reputation printed on goal cards (loot, turf wars, side jobs)."""
    total = 0
    for card in goals:
        entry = pack.loot.get(card) or pack.turf_wars.get(card) or pack.side_jobs.get(card)
        total += entry.reputation
    return total


def employed(state: State, seat: int) -> list[str]:
    """The gang members a player employs: in hand or in the play area."""
    gang = state.pack.gang
    return [c for zone in (f"hand:{seat}", f"play:{seat}") for c in state.zones[zone] if c in gang]


def gang_members(state: State, seat: int) -> int:
    """How many gang members a player employs (the tie-break, and some bonuses)."""
    return len(employed(state, seat))


def bonus_points(state: State, seat: int, hand: bool = True) -> int:
    """Endgame bonuses of the player's loot cards and (``hand``) gang members: the gang
    members' bonuses are hidden in the hand from the other players until the end."""
    pack = state.pack
    goals = state.zones[f"goals:{seat}"]
    members = employed(state, seat)
    bonuses = [pack.loot[c].bonus for c in goals if c in pack.loot]
    if hand:
        bonuses += [pack.gang[c].bonus for c in members]
    bonuses = [b for b in bonuses if b is not None]
    if not bonuses:
        return 0  # most players, most of the game: nothing to count (scores count often)
    counts = {
        "flat": 1,
        "per_turf_war": sum(1 for c in goals if c in pack.turf_wars),
        "per_side_job": sum(1 for c in goals if c in pack.side_jobs),
        "per_loot": sum(1 for c in goals if c in pack.loot),
        "per_gang_member": len(members),
    }
    return sum(b.amount * counts[b.kind] for b in bonuses)


def breakdown(state: State, seat: int, hand: bool = True) -> dict:
    """Each part of a player's score, for the views and the final table; ``hand=False``
    leaves out the bonuses of gang members (what the other players cannot see yet)."""
    goals = state.zones[f"goals:{seat}"]
    parts = {
        "reputation": state.reputation[seat],
        "goals": goal_reputation(state.pack, goals),
        "bonuses": bonus_points(state, seat, hand),
        "money": state.money[seat] // MONEY_PER_POINT,
    }
    parts["total"] = sum(parts.values())
    return parts


def total(state: State, seat: int) -> int:
    """A player's score: the sum of :func:`breakdown`'s parts, added up without the table
    (rollouts count every player's score at their end)."""
    return (state.reputation[seat] + goal_reputation(state.pack, state.zones[f"goals:{seat}"])
            + bonus_points(state, seat) + state.money[seat] // MONEY_PER_POINT)

