"""Setting up a game of Skyway Robbery: the zones, setup A to I and the first deal.

>>> from skywidgets.games.skyway_robbery import GAME
>>> from skywidgets.core.rng import Rng
>>> state = set_up(GAME, 3, Rng(4), GAME.check_options({}))
>>> state.phase, [len(state.zones[f"draft:{seat}"]) for seat in range(3)]
('draft', [3, 3, 3])
>>> zone_names(GAME.pack, 3) == list(state.zones)
True
"""

from __future__ import annotations

from skywidgets.core.engine import Game
from skywidgets.core.rng import Rng

from .data import DRAFT_CARDS, ROUTE_LENGTH, SLOT_KINDS, START_MONEY, Pack
from .moves import DRAFT
from .rules import SkywayRobberyState


def seat_zones(seat: int) -> tuple[str, ...]:
    """The zones of one seat's cards."""
    return (f"hand:{seat}", f"play:{seat}", f"goals:{seat}", f"tricks:{seat}",
            f"tricks_used:{seat}", f"draft:{seat}", f"picked:{seat}", f"recruited:{seat}")


def zone_names(pack: Pack, players: int) -> list[str]:
    """Every zone of a game of ``pack`` for ``players``, in the order positions list them."""
    names = [f"deck:{kind}" for kind in ("gang", "equipment", "crew", "turf_war", "side_job",
                                         "defense")]
    names += [f"discard:{kind}" for kind in ("gang", "equipment", "defense")]
    names += [f"{part}:{kind}" for part, slots in (("airship", pack.airship), ("dock", pack.dock))
              for kind in SLOT_KINDS if slots[kind]]
    names += ["local:gang", "local:equipment", "specific:gang", "specific:equipment", "brig",
              "brig:defenses", "brig:guard", "location:defenses", "location:guard", "loot",
              "mission", "box"]
    for seat in range(players):
        names += seat_zones(seat)
    return names


def set_up(game: Game, players: int, rng: Rng, options: dict) -> SkywayRobberyState:
    """Setup A to I and the deal for the first recruits."""
    pack = game.pack
    state = SkywayRobberyState(game)
    state.num_players = players
    state.options = options
    state.rng = rng
    zones = {name: [] for name in zone_names(pack, players)}
    state.zones = zones
    gen = rng.generator()
    numbers = [n for n in pack.locations if options["route"] == "any" or n % 2 == 1]
    state.route = sorted(gen.sample(numbers, ROUTE_LENGTH))
    box = zones["box"]
    for kind, table in (("gang", pack.gang), ("equipment", pack.equipment)):
        for card, asset in table.items():
            if asset.location is None:
                zones[f"deck:{kind}"].append(card)
            elif asset.location not in state.route:
                box.append(card)  # C: location cards of other locations leave the game
            elif options["expert"]:
                zones[f"deck:{kind}"].append(card)
            else:
                zones[f"specific:{kind}"].append(card)
    zones["deck:crew"] = list(pack.crew)
    zones["deck:turf_war"] = list(pack.turf_wars)
    zones["deck:side_job"] = list(pack.side_jobs)
    for card, kind in pack.defense_cards.items():
        deck = pack.defenses[kind].deck
        (zones["deck:defense"] if deck == "normal" or options["unusual"] else box).append(card)
    for deck in ("gang", "equipment", "crew", "turf_war", "side_job", "defense"):
        rng.shuffle(zones[f"deck:{deck}"])
    for kind in SLOT_KINDS:
        if pack.airship[kind]:
            zones[f"airship:{kind}"] = [state._draw(kind) for _ in range(pack.airship[kind])]
        if pack.dock[kind]:
            zones[f"dock:{kind}"] = [None] * pack.dock[kind]  # F: the dock fills later
    zones["brig:defenses"] = [state._draw("defense") for _ in range(pack.brig_defenses)]
    zones["brig:guard"] = [state._draw("defense")] if pack.brig_power_supply else []
    route_loot = [pack.locations[n].loot for n in state.route]
    zones["loot"] = route_loot
    box.extend(card for card in pack.loot if card not in route_loot)
    # A: dirty tricks, one player board each (a side at random) and maybe extra cards
    tricks = options["dirty_tricks"]
    extras = [t for t, trick in pack.tricks.items() if trick.board is None]
    rng.shuffle(extras)
    for board in range(5):
        sides = [t for t, trick in pack.tricks.items() if trick.board == board]
        if board < players and tricks:
            chosen = gen.choice(sides)
            zones[f"tricks:{board}"].append(chosen)
            box.extend(t for t in sides if t != chosen)
        else:
            box.extend(sides)
    for seat in range(players):
        for _ in range(max(0, tricks - 1)):
            zones[f"tricks:{seat}"].append(extras.pop())
    box.extend(extras)
    state.money = [START_MONEY] * players
    state.reputation = [0] * players
    for seat in range(players):
        zones[f"draft:{seat}"] = [state._draw("gang") for _ in range(DRAFT_CARDS)]
    state.picks = [None] * players
    state.programs = [[] for _ in range(players)]
    state.revealed = [0] * players
    state.phase = DRAFT
    state.history = []
    return state
