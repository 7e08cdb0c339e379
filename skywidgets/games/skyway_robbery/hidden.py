"""What each seat cannot see in Skyway Robbery, and worlds dealt again from what it can.

The other seats' hands, dirty tricks, draft cards, picks and unrevealed programs are
secret, and so is every deck and the face-down location cards; a determinized copy deals
them again at random (the views leave them out).

>>> from skywidgets.games.skyway_robbery import GAME
>>> state = GAME.new(players=2, seed=1)
>>> set(state.zones["draft:1"]) <= secret_cards(state, 0)
True
"""

from __future__ import annotations

from skywidgets.core.engine import State
from skywidgets.core.rng import Rng

from .data import ACTIONS


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """A copy of a Skyway Robbery state in which everything ``seat`` cannot see is dealt
    again at random: the other players' hands, dirty tricks, draft cards and unrevealed
    programs, and every deck (``SkywayRobberyState.determinize`` marks it a copy)."""
    other = state.copy()
    zones = other.zones
    # at the end every hand is shown (the scores count them): only the decks stay hidden
    others = [] if state.is_over else [s for s in range(state.num_players) if s != seat]
    gen = rng.generator()
    kinds = state.kinds
    for kind in ("gang", "equipment", "crew"):
        holders = [f"hand:{s}" for s in others]
        if kind == "gang":
            holders += [f"draft:{s}" for s in others]
            holders += [f"picked:{s}" for s in others if state.picks[s] is not None]
        pool = list(zones[f"deck:{kind}"])
        counts = {}
        for zone in holders:
            mine = [c for c in zones[zone] if kinds[c] == kind]
            counts[zone] = len(mine)
            pool += mine
            zones[zone] = [c for c in zones[zone] if kinds[c] != kind]
        pool.sort()  # the deal may depend on what the seat can see only
        rng.shuffle(pool)
        for zone in holders:
            for _ in range(counts[zone]):
                zones[zone].append(pool.pop())
        zones[f"deck:{kind}"] = pool
    for s in others:
        if state.picks[s] is not None:
            card = zones[f"picked:{s}"][0]
            affordable = state.pack.gang[card].cost <= state.money[s]
            other.picks[s] = [card, affordable and gen.random() < 0.5]
    for zone in ("local:gang", "local:equipment"):
        stack = zones[zone]
        if len(stack) > 2 and not state.options["expert"]:
            below = sorted(stack[1:])
            rng.shuffle(below)
            zones[zone] = [stack[0], *below]
    for deck in ("turf_war", "side_job", "defense"):
        zones[f"deck:{deck}"].sort()
        rng.shuffle(zones[f"deck:{deck}"])
    unseen = [c for c in zones["box"] if kinds[c] == "trick"]
    counts = {s: len(zones[f"tricks:{s}"]) for s in others}
    unseen += [t for s in others for t in zones[f"tricks:{s}"]]
    unseen.sort()
    rng.shuffle(unseen)
    zones["box"] = [c for c in zones["box"] if kinds[c] != "trick"]
    for s in others:
        zones[f"tricks:{s}"] = [unseen.pop() for _ in range(counts[s])]
    zones["box"].extend(unseen)
    for s in others:
        program = other.programs[s]
        shown = program[:state.revealed[s]]
        left = [a for a in ACTIONS if a not in shown]
        hidden = gen.sample(left, len(program) - len(shown))
        other.programs[s] = shown + hidden
    other.rng = rng.spawn()
    other.history = ["?"] * len(state.history)  # others' secret choices are in the moves
    other._legal = None  # the hands changed
    return other


def secret_cards(state: State, seat: int | None) -> set[str]:
    """The cards ``seat`` cannot see where they are now: other seats' hands, dirty tricks,
    draft cards and picks, the decks, and the face-down location cards."""
    zones = state.zones
    secret: set[str] = set()
    if not state.is_over:
        for other in range(state.num_players):
            if other != seat:
                for zone in (f"hand:{other}", f"tricks:{other}", f"draft:{other}",
                             f"picked:{other}"):
                    secret.update(zones[zone])
    for name, cards in zones.items():
        if name.startswith(("deck:", "specific:")):
            secret.update(cards)
        elif name.startswith("local:"):
            secret.update(c for c in cards[1:] if c)
    return secret
