"""Skyway Robbery's scoring: Reputation, the goal cards, endgame bonuses and 1 per $2K.

>>> from skywidgets.games.skyway_robbery.data import PACK
>>> goal_reputation(PACK, ["power_crystal"]) == PACK.loot["power_crystal"].reputation
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .data import MONEY_PER_POINT, Pack

if TYPE_CHECKING:
    from .rules import SkywayRobberyState


def goal_reputation(pack: Pack, goals: Iterable[str]) -> int:
    """The Reputation printed on goal cards (loot, turf wars, side jobs)."""
    total = 0
    for card in goals:
        entry = pack.loot.get(card) or pack.turf_wars.get(card) or pack.side_jobs.get(card)
        total += entry.reputation
    return total


def employed(state: SkywayRobberyState, seat: int) -> list[str]:
    """The gang members a player employs: in hand or in the play area."""
    gang = state.pack.gang
    return [c for zone in (f"hand:{seat}", f"play:{seat}") for c in state.zones[zone] if c in gang]


def gang_members(state: SkywayRobberyState, seat: int) -> int:
    return len(employed(state, seat))


def bonus_points(state: SkywayRobberyState, seat: int, hand: bool = True) -> int:
    """Endgame bonuses of the player's loot cards and (``hand``) gang members: the gang
    members' bonuses are hidden in the hand from the other players until the end."""
    pack = state.pack
    goals = state.zones[f"goals:{seat}"]
    counts = {
        "flat": 1,
        "per_turf_war": sum(1 for c in goals if c in pack.turf_wars),
        "per_side_job": sum(1 for c in goals if c in pack.side_jobs),
        "per_loot": sum(1 for c in goals if c in pack.loot),
        "per_gang_member": gang_members(state, seat),
    }
    bonuses = [pack.loot[c].bonus for c in goals if c in pack.loot]
    if hand:
        bonuses += [pack.gang[c].bonus for c in employed(state, seat)]
    return sum(b.amount * counts[b.kind] for b in bonuses if b is not None)


def breakdown(state: SkywayRobberyState, seat: int, hand: bool = True) -> dict:
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


def total(state: SkywayRobberyState, seat: int) -> int:
    return breakdown(state, seat)["total"]


def evaluate(state: SkywayRobberyState, seat: int) -> float:
    """The greedy bot's judgement: the score now, money at its exact worth, and a little
    for the crew in hand (what wins heists later)."""
    pack = state.pack
    parts = breakdown(state, seat)
    value = parts["total"] - parts["money"] + state.money[seat] / MONEY_PER_POINT
    for card in (*state.zones[f"hand:{seat}"], *state.zones[f"play:{seat}"]):
        asset = pack.asset(card)
        value += 0.25 * len(asset.icons) + 0.05 * asset.strength
    return value
