"""Reading a set Skyway Robbery position: :func:`read_position` checks a position card by
card and field by field (every card of the pack exactly once, each counter in range, the
action under way one the moves could have made) and names what is wrong."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from skywidgets.core.engine import Game
from skywidgets.core.errors import QUOTE_LIMIT, BadPosition, shown
from skywidgets.core.fields import (choice, flag, is_whole, items, known, mapping, required,
                                    text, whole)

from .data import (ACTIONS, DICE, DRAFT_CARDS, ILLEGAL_ACTIONS, JAILBREAK_TAKES, PROGRAM_SLOTS,
                   ROUTE_LENGTH, RULES, VAULT)
from .legal_moves import PLAN_TRICKS
from .moves import ACT, ARREST, DRAFT, FREE, OVER, PHASES, PLAN, PROGRAM, ROLLED, THREAT
from .rules import STATE_FIELDS, SkywayRobberyState, is_slot_zone
from .setting_up import zone_names


#: which kinds of card each zone may hold
def _zone_kinds(zone: str) -> tuple[str, ...]:
    head, _, rest = zone.partition(":")
    if head in ("deck", "discard", "airship", "dock", "local", "specific"):
        return ("defense",) if rest == "defense" else (rest,)
    if head in ("brig", "location"):
        return ("gang",) if zone == "brig" else ("defense",)
    if head in ("hand", "play", "mission"):
        return ("gang", "equipment", "crew")
    if head in ("draft", "picked", "recruited"):
        return ("gang",)
    if head == "goals":
        return ("loot", "turf_war", "side_job")
    if head in ("tricks", "tricks_used"):
        return ("trick",)
    if head == "loot":
        return ("loot",)
    return ("gang", "equipment", "crew", "turf_war", "side_job", "loot", "defense", "trick")


#: every field of a position; the ones not in POSITION_REQUIRED may be left out (a game
#: as new, no action under way, an empty past)
POSITION_KEYS = ("game", "pack", "players", "options", "zones", *STATE_FIELDS, "order", "rng",
                 "history")
POSITION_REQUIRED = ("players", "zones", "money", "reputation", "programs", "revealed", "round",
                     "start_player", "phase", "turn", "route", "track", "draft_round")
CURRENT_KEYS = ("seat", "slot", "action", "repeat", "tippers")
THREAT_KEYS = ("crew", "cards", "strength", "tricks")
MISSION_KEYS = ("seat", "job", "target", "defenses", "team", "carry", "beats", "vents", "cut",
                "tippers", "tricks", "extra_vents", "free_members", "strength", "minus",
                "payday", "dice", "arrested", "arrests", "brig_before", "freed")
#: what a mission gains on the way: its alarm reasons once rolled, its success once the
#: arrests are made (a jailbreak then frees gang members)
MISSION_LATER = ("alarms", "success")
DEFENSE_ENTRY_KEYS = ("index", "ref", "type", "zone", "guard")
LAST_KEYS = {"start": ("kind", "rolls"),
             "mission": ("kind", "seat", "job", "target", "dice", "alarms", "arrested",
                         "success", "freed")}
#: the phases in which a revealed action card is being resolved
ACTING = (ACT, PLAN, THREAT, ROLLED, ARREST, FREE)
#: the phases of an illegal action under way (a mission)
MISSION_PHASES = (PLAN, ROLLED, ARREST, FREE)
#: the goal card a job is for: its kind
TARGET_KIND = {"heist": "loot", "jailbreak": None, "turf_war": "turf_war",
               "side_job": "side_job"}
#: the dirty tricks behind a mission's counters: counter -> (trick kind, adds its amount)
TRICK_COUNTERS = {"extra_vents": ("vent", False), "free_members": ("free_member", False),
                  "strength": ("strength", True), "minus": ("alarm_minus", True),
                  "payday": ("payday", True)}
#: money and Reputation: far above what a game reaches, so nothing real is refused
COUNTER_LIMIT = 10**6
#: the longest explanation an alarm reason may carry (the engine's are one line)
REASON_TEXT = 200


def _seat(value: Any, field: str, players: int) -> int:
    return whole(value, field, 0, players - 1)


def _card(value: Any, field: str, kinds: Mapping[str, str],
          allowed: tuple[str, ...] = ()) -> str:
    """A card id of the pack, of one of the kinds ``allowed`` (any kind when empty)."""
    if not isinstance(value, str) or value not in kinds:
        raise BadPosition(field, f"expected a card id of the pack, not {shown(value)}")
    if allowed and kinds[value] not in allowed:
        raise BadPosition(field, f"{value!r} is a {kinds[value]} card; expected a "
                                 f"{' or '.join(allowed)} card")
    return value


def _cards(value: Any, field: str, kinds: Mapping[str, str],
           allowed: tuple[str, ...] = ()) -> list[str]:
    """A list of different card ids (see _card)."""
    cards = [_card(c, f"{field}[{i}]", kinds, allowed) for i, c in enumerate(items(value, field))]
    for i, card in enumerate(cards):
        if card in cards[:i]:
            raise BadPosition(f"{field}[{i}]", f"{card!r} is listed twice")
    return cards


def _per_seat(value: Any, name: str, players: int, low: int, high: int) -> list[int]:
    """One whole number per seat (the field keeps its name: the reason names the seat)."""
    values = items(value, name, players)
    for seat, number in enumerate(values):
        if not is_whole(number, low, high):
            raise BadPosition(name, f"seat {seat}'s entry: expected a whole number from {low} to "
                                    f"{high}, not {shown(number)}")
    return list(values)


def _read_options(game: Game, value: Any) -> dict:
    chosen = mapping(value, "options")
    try:
        return game.check_options(chosen)
    except ValueError as err:
        raise BadPosition("options", str(err)) from None


def _read_zones(game: Game, state: SkywayRobberyState, value: Any) -> None:
    """Every card of the pack in exactly one zone of its kind; the board's slots as printed."""
    pack, players = game.pack, state.num_players
    zones = mapping(value, "zones")
    names = zone_names(pack, players)
    missing = [name for name in names if name not in zones]
    unknown = [name for name in zones if name not in names]
    if missing or unknown:
        name = (missing or unknown)[0]
        name = name if len(name) <= QUOTE_LIMIT else f"{name[:QUOTE_LIMIT - 1]}…"
        raise BadPosition(f"zones.{name}", "missing" if missing else "not a zone of this game")
    seen: dict[str, str] = {}
    state.zones = {}
    for name in names:
        cards = items(zones[name], f"zones.{name}")
        allowed = _zone_kinds(name)
        for index, card in enumerate(cards):
            if card is None and is_slot_zone(name):
                continue
            if not isinstance(card, str) or card not in game.kinds:
                raise BadPosition(f"zones.{name}[{index}]", f"{shown(card)} is not a card of "
                                                            "the pack")
            if game.kinds[card] not in allowed:
                raise BadPosition(f"zones.{name}[{index}]",
                                  f"{card!r} is a {game.kinds[card]} card; this zone holds "
                                  f"{' or '.join(allowed)} cards")
            if card in seen:
                raise BadPosition(f"zones.{name}[{index}]",
                                  f"{card!r} is in zones.{seen[card]} too: every card is in "
                                  f"one place")
            seen[card] = name
        state.zones[name] = list(cards)
    absent = [card for card in game.kinds if card not in seen]
    if absent:
        raise BadPosition("zones", f"card {absent[0]!r} is nowhere (every card of the pack "
                                   f"is in exactly one zone; {len(absent)} missing)")
    slots = [(f"{part}:{kind}", count) for part, counts in (("airship", pack.airship),
                                                            ("dock", pack.dock))
             for kind, count in counts.items() if count]
    slots += [("brig:defenses", pack.brig_defenses),
              ("brig:guard", 1 if pack.brig_power_supply else 0)]
    for zone, count in slots:
        if len(state.zones[zone]) != count:
            raise BadPosition(f"zones.{zone}", f"the board has {count} slot"
                                               f"{'s' * (count != 1)} here, not "
                                               f"{len(state.zones[zone])}", RULES["setup"])


def _check_board(state: SkywayRobberyState) -> None:
    """The board agrees with the airship's place and the rules in use: the dock, the
    location's slots and the location-specific cards open at the first location."""
    zones, expert = state.zones, state.options["expert"]
    if state.location is None:
        for zone in ("location:defenses", "location:guard", "local:gang", "local:equipment",
                     *(z for z in zones if z.startswith("dock:"))):
            if any(card is not None for card in zones[zone]) or (
                    not zone.startswith("dock:") and zones[zone]):
                raise BadPosition(f"zones.{zone}", "expected no card: the airship has not "
                                                   "reached its first location (track 0)",
                                  RULES["setup"])
    if len(zones["location:guard"]) > 1:
        raise BadPosition("zones.location:guard", "expected at most one card: a location has "
                                                  "one power supply", RULES["power"])
    for kind in ("gang", "equipment"):
        local, specific = f"local:{kind}", f"specific:{kind}"
        if expert and len(zones[local]) > 1:
            raise BadPosition(f"zones.{local}", "expected one slot at most: under the Expert "
                                                "Rules it is a slot like the airship's",
                              RULES["expert"])
        if expert and zones[specific]:
            raise BadPosition(f"zones.{specific}", "expected no card: the Expert Rules have no "
                                                   "location-specific decks", RULES["expert"])
        if not expert and None in zones[local]:
            raise BadPosition(f"zones.{local}", "expected no empty slot: the location's stack "
                                                "closes up when its top card is taken",
                              RULES["restock"])
    route_loot = {state.pack.locations[n].loot for n in state.route}
    for index, card in enumerate(zones["loot"]):
        if card not in route_loot:
            raise BadPosition(f"zones.loot[{index}]", f"{card!r} is the loot of a location off "
                                                      "the route", RULES["setup"])


def _read_programs(value: Any, players: int) -> list[list[str]]:
    programs = items(value, "programs", players)
    for seat, program in enumerate(programs):
        if (not isinstance(program, list) or len(program) > PROGRAM_SLOTS
                or any(not isinstance(a, str) or a not in ACTIONS for a in program)
                or len(set(program)) != len(program)):
            raise BadPosition("programs", f"seat {seat}'s program: expected up to "
                                          f"{PROGRAM_SLOTS} different action ids "
                                          f"({', '.join(ACTIONS)}), not {shown(program)}",
                              RULES["program"])
    return [list(program) for program in programs]


def _round_order(players: int, start_player: int) -> list[tuple[int, int]]:
    """The round's [seat, slot] reveal order, as ``_start_round`` sets it."""
    return [((start_player + slot * (players - 1) + k) % players, slot)
            for slot in range(PROGRAM_SLOTS) for k in range(players)]


def _read_order(value: Any, state: SkywayRobberyState) -> list[tuple[int, int]]:
    pairs = []
    for i, pair in enumerate(items(value, "order")):
        pair = items(pair, f"order[{i}]", 2)
        pairs.append((_seat(pair[0], f"order[{i}][0]", state.num_players),
                      whole(pair[1], f"order[{i}][1]", 0, PROGRAM_SLOTS - 1)))
    return pairs


def _read_picks(value: Any, state: SkywayRobberyState) -> list[list | None]:
    picks = items(value, "picks", state.num_players)
    read: list[list | None] = []
    for seat, pick in enumerate(picks):
        if pick is None:
            read.append(None)
            continue
        pick = items(pick, f"picks[{seat}]", 2)
        card = _card(pick[0], f"picks[{seat}][0]", state.kinds, ("gang",))
        read.append([card, flag(pick[1], f"picks[{seat}][1]")])
    return read


def _read_current(value: Any, state: SkywayRobberyState) -> dict | None:
    if value is None:
        return None
    players = state.num_players
    data = mapping(value, "current")
    known(data, CURRENT_KEYS, "current.")
    required(data, CURRENT_KEYS, "current.")
    return {"seat": _seat(data["seat"], "current.seat", players),
            "slot": whole(data["slot"], "current.slot", 0, PROGRAM_SLOTS - 1),
            "action": choice(data["action"], "current.action", ACTIONS),
            "repeat": flag(data["repeat"], "current.repeat"),
            "tippers": [_seat(t, f"current.tippers[{i}]", players)
                        for i, t in enumerate(items(data["tippers"], "current.tippers"))]}


def _read_threat(value: Any, state: SkywayRobberyState) -> dict | None:
    if value is None:
        return None
    kinds = state.kinds
    data = mapping(value, "threat")
    known(data, THREAT_KEYS, "threat.")
    required(data, THREAT_KEYS, "threat.")
    return {"crew": _card(data["crew"], "threat.crew", kinds, ("crew",)),
            "cards": _cards(data["cards"], "threat.cards", kinds, ("gang", "equipment")),
            "strength": whole(data["strength"], "threat.strength", 0, COUNTER_LIMIT),
            "tricks": _cards(data["tricks"], "threat.tricks", kinds, ("trick",))}


def _faces(value: Any, field: str, die: tuple[str, ...]) -> list[str]:
    return [choice(face, f"{field}[{i}]", sorted(set(die)))
            for i, face in enumerate(items(value, field))]


def _alarms(value: Any, field: str, players: int) -> list[dict]:
    """Alarm reasons as ``alarm_reasons`` lists them: {dice, why} and a tipper's seat."""
    reasons = []
    for i, reason in enumerate(items(value, field)):
        where = f"{field}[{i}]"
        reason = mapping(reason, where)
        known(reason, ("dice", "why", "seat"), f"{where}.")
        required(reason, ("dice", "why"), f"{where}.")
        read = {"dice": whole(reason["dice"], f"{where}.dice", -COUNTER_LIMIT, COUNTER_LIMIT),
                "why": text(reason["why"], f"{where}.why", max_length=REASON_TEXT)}
        if "seat" in reason:
            read["seat"] = _seat(reason["seat"], f"{where}.seat", players)
        reasons.append(read)
    return reasons


def _pairs(value: Any, field: str, first: Callable[[Any, str], Any],
           second: Callable[[Any, str], Any]) -> list[tuple]:
    """A mission's [defense number, card] or [equipment, gang member] pairs, read by
    ``first`` and ``second``; each first entry once."""
    pairs: list[tuple] = []
    for i, pair in enumerate(items(value, field)):
        where = f"{field}[{i}]"
        pair = items(pair, where, 2)
        key = first(pair[0], f"{where}[0]")
        if any(key == seen for seen, _ in pairs):
            raise BadPosition(f"{where}[0]", f"{shown(key)} is listed twice")
        pairs.append((key, second(pair[1], f"{where}[1]")))
    return pairs


def _read_mission(value: Any, state: SkywayRobberyState) -> dict | None:
    """A mission's fields, each of its type and range (how they fit the position is
    _check_mission's)."""
    if value is None:
        return None
    players, kinds, pack = state.num_players, state.kinds, state.pack
    data = mapping(value, "mission")
    known(data, MISSION_KEYS + MISSION_LATER, "mission.")
    required(data, MISSION_KEYS, "mission.")
    job = choice(data["job"], "mission.job", tuple(TARGET_KIND))
    target = data["target"]
    if TARGET_KIND[job] is None:
        if target is not None:
            raise BadPosition("mission.target", f"expected null: a {job} has no goal card")
    else:
        target = _card(target, "mission.target", kinds, (TARGET_KIND[job],))
    entries = []
    for i, entry in enumerate(items(data["defenses"], "mission.defenses")):
        where = f"mission.defenses[{i}]"
        entry = mapping(entry, where)
        known(entry, DEFENSE_ENTRY_KEYS, f"{where}.")
        required(entry, DEFENSE_ENTRY_KEYS, f"{where}.")
        if whole(entry["index"], f"{where}.index", 0) != i:
            raise BadPosition(f"{where}.index", f"expected {i}: the entries are numbered from "
                                                "0, in order")
        entries.append({"ref": text(entry["ref"], f"{where}.ref"),
                        "type": text(entry["type"], f"{where}.type"),
                        "zone": None if entry["zone"] is None else text(entry["zone"],
                                                                        f"{where}.zone"),
                        "guard": flag(entry["guard"], f"{where}.guard"), "index": i})

    def of_kinds(*allowed: str) -> Callable[[Any, str], str]:
        return lambda card, field: _card(card, field, kinds, allowed)

    def defense_number(number: Any, field: str) -> int:
        return whole(number, field, 1, len(entries))

    def bypasses(name: str) -> dict[int, str]:
        """Defense index -> the card that got past it (beats) or skipped it (vents)."""
        pairs = _pairs(data[name], f"mission.{name}", defense_number,
                       of_kinds("gang", "equipment", "crew"))
        return {number - 1: card for number, card in pairs}

    mission = {
        "seat": _seat(data["seat"], "mission.seat", players), "job": job, "target": target,
        "defenses": entries,
        "team": _cards(data["team"], "mission.team", kinds, ("gang", "crew")),
        "carry": dict(_pairs(data["carry"], "mission.carry", of_kinds("equipment"),
                             of_kinds("gang"))),
        "beats": bypasses("beats"), "vents": bypasses("vents"),
        "cut": None if data["cut"] is None else _card(data["cut"], "mission.cut", kinds,
                                                      ("gang", "equipment", "crew")),
        "tippers": [_seat(t, f"mission.tippers[{i}]", players)
                    for i, t in enumerate(items(data["tippers"], "mission.tippers"))],
        "tricks": _cards(data["tricks"], "mission.tricks", kinds, ("trick",)),
    }
    for name in TRICK_COUNTERS:
        mission[name] = whole(data[name], f"mission.{name}", 0, COUNTER_LIMIT)
    mission["dice"] = _faces(data["dice"], "mission.dice", pack.die)
    mission["arrested"] = _cards(data["arrested"], "mission.arrested", kinds, ("gang",))
    mission["arrests"] = whole(data["arrests"], "mission.arrests", 0, COUNTER_LIMIT)
    mission["brig_before"] = _cards(data["brig_before"], "mission.brig_before", kinds,
                                    ("gang",))
    mission["freed"] = _cards(data["freed"], "mission.freed", kinds, ("gang",))
    if "alarms" in data:
        mission["alarms"] = _alarms(data["alarms"], "mission.alarms", players)
    if "success" in data:
        mission["success"] = flag(data["success"], "mission.success")
    return mission


def _read_last(value: Any, state: SkywayRobberyState) -> dict | None:
    """The last alarm roll (or the start player's roll), as the views show it."""
    if value is None:
        return None
    players, kinds, pack = state.num_players, state.kinds, state.pack
    data = mapping(value, "last")
    required(data, ("kind",), "last.")
    kind = choice(data["kind"], "last.kind", tuple(LAST_KEYS))
    known(data, LAST_KEYS[kind], "last.")
    required(data, LAST_KEYS[kind], "last.")
    if kind == "start":
        rolls = []
        for i, roll in enumerate(items(data["rolls"], "last.rolls", low=1)):
            where = f"last.rolls[{i}]"
            roll = mapping(roll, where)
            known(roll, ("seat", "faces"), f"{where}.")
            required(roll, ("seat", "faces"), f"{where}.")
            faces = _faces(roll["faces"], f"{where}.faces", pack.die)
            if len(faces) != DICE:
                raise BadPosition(f"{where}.faces", f"expected {DICE} faces: the tied players "
                                                    "roll all five dice", RULES["recruits"])
            rolls.append({"seat": _seat(roll["seat"], f"{where}.seat", players),
                          "faces": faces})
        return {"kind": kind, "rolls": rolls}
    job = choice(data["job"], "last.job", tuple(TARGET_KIND))
    target = data["target"]
    if TARGET_KIND[job] is not None:
        target = _card(target, "last.target", kinds, (TARGET_KIND[job],))
    elif target is not None:
        raise BadPosition("last.target", f"expected null: a {job} has no goal card")
    success = flag(data["success"], "last.success")
    freed = _cards(data["freed"], "last.freed", kinds, ("gang",))
    if freed and not (success and job == "jailbreak"):
        raise BadPosition("last.freed", "expected []: only a jailbreak that succeeds frees "
                                        "gang members", RULES["jailbreak"])
    return {"kind": kind, "seat": _seat(data["seat"], "last.seat", players), "job": job,
            "target": target, "dice": _faces(data["dice"], "last.dice", pack.die),
            "alarms": _alarms(data["alarms"], "last.alarms", players),
            "arrested": _cards(data["arrested"], "last.arrested", kinds, ("gang",)),
            "success": success, "freed": freed}


def read_position(game: Game, data: Mapping[str, Any]) -> SkywayRobberyState:
    """A position of ``game`` from a dict like ``SkywayRobberyState.to_dict()``'s, checked
    card by card and field by field; BadPosition names what is wrong."""
    pack = game.pack
    data = mapping(data, "position")
    if data.get("game", game.name) != game.name:
        raise BadPosition("game", f"expected {game.name!r}, not {shown(data.get('game'))}")
    if data.get("pack", pack.name) != pack.name:
        raise BadPosition("pack", f"expected {pack.name!r}, the pack this game plays, not "
                                  f"{shown(data.get('pack'))}")
    known(data, POSITION_KEYS)
    required(data, POSITION_REQUIRED)
    players = whole(data["players"], "players", game.min_players, game.max_players)
    options = _read_options(game, data.get("options", {}))
    state = SkywayRobberyState(game)
    state.num_players = players
    state.options = options
    _read_zones(game, state, data["zones"])
    state.money = _per_seat(data["money"], "money", players, 0, COUNTER_LIMIT)
    state.reputation = _per_seat(data["reputation"], "reputation", players, 0, COUNTER_LIMIT)
    state.phase = choice(data["phase"], "phase", PHASES)
    state.programs = _read_programs(data["programs"], players)
    state.revealed = _per_seat(data["revealed"], "revealed", players, 0, PROGRAM_SLOTS)
    state.round = whole(data["round"], "round", 0, COUNTER_LIMIT)
    state.start_player = _seat(data["start_player"], "start_player", players)
    route = data["route"]
    if (not isinstance(route, list) or len(route) != ROUTE_LENGTH
            or any(not is_whole(n) or n not in pack.locations for n in route)
            or route != sorted(set(route))):
        raise BadPosition("route", f"expected {ROUTE_LENGTH} different location numbers in "
                                   f"increasing order, not {shown(route)}", RULES["setup"])
    if options["route"] == "odd" and any(n % 2 == 0 for n in route):
        raise BadPosition("route", 'expected odd location numbers only: the option route is '
                                   '"odd"', RULES["setup"])
    state.route = list(route)
    houses = state.houses()
    state.track = whole(data["track"], "track", 0, houses[-1])
    reached = [i for i, house in enumerate(houses[:-1]) if house <= state.track]
    state.location = reached[-1] if reached else None
    # left out, the order is the round's (none before the first round and after the last)
    playing = state.phase in (PROGRAM, *ACTING)
    state.order = _read_order(data["order"], state) if "order" in data else (
        _round_order(players, state.start_player) if playing else [])
    state.turn = whole(data["turn"], "turn", 0, max(len(state.order) - 1, 0))
    tips = items(data.get("tips", []), "tips")
    for i, tip in enumerate(tips):
        if not is_whole(tip, 0, players - 1):
            raise BadPosition("tips", f"entry {i}: expected the seat of a tip in play (0 to "
                                      f"{players - 1}), not {shown(tip)}", RULES["tip"])
    state.tips = list(tips)
    state.heist_done = flag(data.get("heist_done", False), "heist_done")
    state.power_used = flag(data.get("power_used", False), "power_used")
    state.draft_round = whole(data["draft_round"], "draft_round", 1, DRAFT_CARDS)
    state.picks = _read_picks(data.get("picks", [None] * players), state)
    state.current = _read_current(data.get("current"), state)
    state.mission = _read_mission(data.get("mission"), state)
    state.threat = _read_threat(data.get("threat"), state)
    state.last = _read_last(data.get("last"), state)
    _check_board(state)
    _check_phase(state)
    state._adopt_position(data, options)
    return state


def _check_phase(state: SkywayRobberyState) -> None:
    """The counters, the programs and the action under way agree with the phase."""
    phase, players, zones = state.phase, state.num_players, state.zones
    parts = {"current": ("the card being resolved", phase in ACTING),
             "mission": ("the illegal action under way", phase in MISSION_PHASES),
             "threat": ("the crew being threatened", phase == THREAT)}
    needs = {ACT: "current", PLAN: "mission", THREAT: "threat", ROLLED: "mission",
             ARREST: "mission", FREE: "mission"}
    # the part the phase needs is named first when it is missing
    for name in ([needs[phase]] if phase in needs else []) + list(parts):
        what, wanted = parts[name]
        if wanted and getattr(state, name) is None:
            raise BadPosition(name, f"expected {what}: the phase {phase!r} has one")
        if not wanted and getattr(state, name) is not None:
            raise BadPosition(name, f"expected null: there is no {what.split(' ', 1)[1]} in "
                                    f"the phase {phase!r}")
    held = sorted(zones["mission"])
    expected: list[str] = []
    if phase in MISSION_PHASES:
        expected = [*state.mission["team"], *state.mission["carry"]]
    if phase == THREAT:
        expected = list(state.threat["cards"])
    if held != sorted(expected):
        raise BadPosition("zones.mission", "expected exactly the cards of the action under way "
                                           "(the team and what it carries, or the threat's "
                                           "cards)", RULES["illegal"])
    _check_draft(state)
    if phase != DRAFT and state.round < 1:
        raise BadPosition("round", "expected 1 or more: round 0 is the first recruits' draft",
                          RULES["recruits"])
    if phase != OVER and state.track >= state.home:
        raise BadPosition("track", f"expected less than {state.home}: the airship is Home "
                                   "only once the game is over", RULES["end"])
    for seat, program in enumerate(state.programs):
        if phase in ACTING and len(program) != PROGRAM_SLOTS:
            raise BadPosition("programs", f"seat {seat}'s program: expected {PROGRAM_SLOTS} "
                                          f"cards, not {len(program)}: the cards are revealed "
                                          "once every program is complete", RULES["program"])
        if state.revealed[seat] > len(program):
            raise BadPosition("revealed", f"seat {seat}'s entry: expected at most {len(program)}, "
                                          f"the cards it programmed, not {state.revealed[seat]}",
                              RULES["reveal"])
    order = _round_order(players, state.start_player)
    if phase in (PROGRAM, *ACTING):
        if state.order != order:
            raise BadPosition("order", f"expected {[list(p) for p in order]}: the round's "
                                       f"reveal order from start_player {state.start_player}",
                              RULES["reveal"])
    elif state.order and (phase == DRAFT or state.order != order):
        # a game set over by hand may keep the round's order
        raise BadPosition("order", f"expected [] in the phase {phase!r}", RULES["reveal"])
    if phase not in ACTING and state.turn:
        raise BadPosition("turn", f"expected 0: no card is being revealed in the phase "
                                  f"{phase!r}", RULES["reveal"])
    if phase in (DRAFT, PROGRAM):
        for name in ("tips", "heist_done", "power_used"):
            if getattr(state, name):
                raise BadPosition(name, f"expected {'[]' if name == 'tips' else 'false'}: a "
                                        "round starts without it", RULES["round_end"])
        if any(state.revealed):
            raise BadPosition("revealed", "expected 0 for every seat: no card is revealed "
                                          "before every program is complete", RULES["reveal"])
    if phase == PROGRAM:
        _check_programming(state)
    if phase in ACTING:
        _check_acting(state, order)
    if phase in MISSION_PHASES:
        _check_mission(state)
    if phase == THREAT:
        _check_threat(state)


def _check_draft(state: SkywayRobberyState) -> None:
    """The first recruits: a pick per seat until all have picked, and the hands dealt."""
    zones, phase, players = state.zones, state.phase, state.num_players
    if phase != DRAFT:
        if state.draft_round != DRAFT_CARDS:
            raise BadPosition("draft_round", f"expected {DRAFT_CARDS}: the first recruits' draft "
                                             "is over", RULES["recruits"])
        if any(p is not None for p in state.picks):
            raise BadPosition("picks", "expected no pick: the first recruits' draft is over",
                              RULES["recruits"])
        for seat in range(players):
            for zone in (f"draft:{seat}", f"picked:{seat}", f"recruited:{seat}"):
                if zones[zone]:
                    raise BadPosition(f"zones.{zone}", "expected no card once the draft is "
                                                       "over", RULES["recruits"])
        return
    if state.round != 0:
        raise BadPosition("round", "expected 0 during the first recruits' draft",
                          RULES["recruits"])
    if state.draft_round == DRAFT_CARDS:
        raise BadPosition("draft_round", f"expected 1 to {DRAFT_CARDS - 1}: after the last "
                                         "pick the draft is over", RULES["recruits"])
    if all(p is not None for p in state.picks):
        raise BadPosition("picks", "expected a seat still to pick: once all have picked the "
                                   "draft moves on", RULES["recruits"])
    if state.track or state.programs != [[] for _ in range(players)]:
        raise BadPosition("track" if state.track else "programs",
                          "expected nothing yet: the draft comes before the first round",
                          RULES["recruits"])
    dealt = DRAFT_CARDS - state.draft_round + 1
    for seat, pick in enumerate(state.picks):
        picked = zones[f"picked:{seat}"]
        if (pick is None) != (not picked) or (pick is not None and picked != [pick[0]]):
            raise BadPosition(f"picks[{seat}]", f"expected the card in zones.picked:{seat} "
                                                f"({picked or 'none'}) with whether it is "
                                                "hired", RULES["recruits"])
        if pick is not None and pick[1] and state.pack.gang[pick[0]].cost > state.money[seat]:
            raise BadPosition(f"picks[{seat}]", f"expected a hire seat {seat} can pay for: "
                                                f"{pick[0]!r} costs "
                                                f"${state.pack.gang[pick[0]].cost}K and it has "
                                                f"${state.money[seat]}K", RULES["recruits"])
        if len(zones[f"draft:{seat}"]) + len(picked) != dealt:
            raise BadPosition(f"zones.draft:{seat}", f"expected {dealt} cards with the pick "
                                                     f"in draft round {state.draft_round}",
                              RULES["recruits"])
        if len(zones[f"recruited:{seat}"]) >= state.draft_round:
            raise BadPosition(f"zones.recruited:{seat}", f"expected at most "
                                                         f"{state.draft_round - 1} hired before "
                                                         f"draft round {state.draft_round}",
                              RULES["recruits"])


def _check_programming(state: SkywayRobberyState) -> None:
    """Programs are filled one seat after the other from the start player."""
    players = state.num_players
    lengths = [len(state.programs[(state.start_player + k) % players]) for k in range(players)]
    full = 0
    while full < players and lengths[full] == PROGRAM_SLOTS:
        full += 1
    if full == players or any(lengths[full + 1:]):
        raise BadPosition("programs", f"expected the programs filled in turn from start_player "
                                      f"{state.start_player}, someone still programming: "
                                      f"lengths {[len(p) for p in state.programs]}",
                          RULES["program"])


def _check_acting(state: SkywayRobberyState, order: list[tuple[int, int]]) -> None:
    """A revealed card is being resolved: every program is complete, the cards so far are
    revealed, and the card being resolved is the one in the order."""
    players, current = state.num_players, state.current
    done = order[:state.turn + 1]
    revealed = [max((slot + 1 for who, slot in done if who == seat), default=0)
                for seat in range(players)]
    if state.revealed != revealed:
        raise BadPosition("revealed", f"expected {revealed}: the cards revealed up to turn "
                                      f"{state.turn} of the order", RULES["reveal"])
    seat, slot = current["seat"], current["slot"]
    if (seat, slot) != order[state.turn]:
        raise BadPosition("current", f"expected seat {order[state.turn][0]}'s card in slot "
                                     f"{order[state.turn][1]}: turn {state.turn} of the order",
                          RULES["reveal"])
    programmed = state.programs[seat][slot]
    action = current["action"]
    if current["repeat"]:
        earlier = [a for a in state.programs[seat][:slot] if a != "repeat"]
        if programmed != "repeat" or action not in earlier:
            raise BadPosition("current.action", f"expected an action the Repeat card's owner "
                                                f"played earlier this round "
                                                f"({', '.join(earlier) or 'none'})",
                              RULES["repeat"])
    elif action != programmed:
        raise BadPosition("current.action", f"expected {programmed!r}, the card in seat "
                                            f"{seat}'s slot {slot}", RULES["reveal"])
    tippers = [t for t in state.tips if t != seat] if action in ILLEGAL_ACTIONS else []
    if current["tippers"] != tippers:
        raise BadPosition("current.tippers", f"expected {tippers}: the other seats' tips in "
                                             "play when an illegal card is revealed",
                          RULES["tip"])
    before = order[:state.turn]
    for tipper in set(state.tips):
        cards = sum(1 for who, k in before if who == tipper
                    and state.programs[who][k] in ("tip", "repeat"))
        if state.tips.count(tipper) > cards:
            raise BadPosition("tips", f"seat {tipper}'s tips: expected at most {cards}, the "
                                      f"Anonymous Tip and Repeat cards it revealed, not "
                                      f"{state.tips.count(tipper)}", RULES["tip"])
    if state.heist_done and (state.location is None or state.pack.locations[
            state.location_number].loot in state.zones["loot"]):
        raise BadPosition("heist_done", "expected false: this location's loot is still there",
                          RULES["heist"])
    if state.power_used and state.location is None:
        raise BadPosition("power_used", "expected false: the airship is at no location yet",
                          RULES["power"])
    wants = {"heist": ("heist", "jailbreak"), "turf": ("turf_war", "side_job")}
    if state.mission is not None and state.mission["job"] not in wants.get(action, ()):
        raise BadPosition("mission.job", f"expected a job the card being resolved starts: the "
                                         f"{action!r} card does not start a "
                                         f"{state.mission['job']}", RULES["illegal"])
    if state.threat is not None and action != "asset":
        raise BadPosition("threat", "expected null: crew are threatened with the Acquire Asset "
                                    "card only", RULES["asset"])


def _check_threat(state: SkywayRobberyState) -> None:
    threat, seat, pack = state.threat, state.current["seat"], state.pack
    if state._where(threat["crew"], ("airship:", "dock:")) is None:
        raise BadPosition("threat.crew", f"expected airship crew on the board, not "
                                         f"{threat['crew']!r}", RULES["asset"])
    _check_tricks_used(state, threat["tricks"], "threat.tricks", seat, ("strength",))
    strength = sum(pack.tricks[t].amount for t in threat["tricks"])
    if threat["strength"] != strength:
        raise BadPosition("threat.strength", f"expected {strength}, what its dirty tricks add",
                          RULES["tricks"])


def _check_tricks_used(state: SkywayRobberyState, tricks: list[str], field: str, seat: int,
                       kinds: tuple[str, ...]) -> None:
    used = state.zones[f"tricks_used:{seat}"]
    for i, trick in enumerate(tricks):
        if trick not in used or state.pack.tricks[trick].kind not in kinds:
            raise BadPosition(f"{field}[{i}]", f"expected a {' or '.join(kinds)} dirty trick of "
                                               f"seat {seat}'s used ones (zones.tricks_used:"
                                               f"{seat})", RULES["tricks"])


def _check_mission(state: SkywayRobberyState) -> None:
    """The illegal action under way is one the moves could have made: its defenses, its
    team and what each member carries and bypasses, its dice, arrests and freed members."""
    mission, phase, pack, kinds = state.mission, state.phase, state.pack, state.kinds
    seat, job, target = mission["seat"], mission["job"], mission["target"]
    if seat != state.current["seat"]:
        raise BadPosition("mission.seat", f"expected {state.current['seat']}: the seat resolving "
                                          "the card (current.seat)", RULES["illegal"])
    if mission["tippers"] != state.current["tippers"]:
        raise BadPosition("mission.tippers", "expected the tips of the card being resolved "
                                             "(current.tippers)", RULES["tip"])
    if job == "heist":
        if state.location is None or target != pack.locations[state.location_number].loot:
            raise BadPosition("mission.target", "expected the loot of the location the airship "
                                                "is at", RULES["heist"])
        if target not in state.zones["loot"]:
            raise BadPosition("mission.target", f"expected loot still in place: {target!r} is "
                                                "gone already", RULES["heist"])
    elif job in ("turf_war", "side_job") and state._where(target, ("airship:", "dock:")) is None:
        raise BadPosition("mission.target", f"expected a card on the board: {target!r} is not",
                          RULES[job])
    defenses = state.job_defenses(job, target)
    if mission["defenses"] != defenses:
        raise BadPosition("mission.defenses", f"expected the {len(defenses)} defenses the "
                                              f"{job.replace('_', ' ')} faces now: "
                                              f"{shown([d['ref'] for d in defenses], 200)}",
                          RULES["illegal"])
    team, carry = mission["team"], mission["carry"]
    members = [c for c in team if kinds[c] == "gang"]
    for i, card in enumerate(team):
        if kinds[card] == "crew" and job not in pack.crew[card].jobs:
            raise BadPosition(f"mission.team[{i}]", f"expected crew who help with a "
                                                    f"{job.replace('_', ' ')}: {card!r} only "
                                                    f"helps with "
                                                    f"{', '.join(pack.crew[card].jobs)}",
                              RULES["crew"])
    for equipment, member in carry.items():
        if member not in members:
            raise BadPosition("mission.carry", f"expected a gang member on the team to carry "
                                               f"{equipment!r}, not {member!r}", RULES["carry"])
    for member in members:
        load = sum(1 for who in carry.values() if who == member)
        if load > pack.gang[member].carries:
            raise BadPosition("mission.carry", f"expected at most {pack.gang[member].carries} "
                                               f"pieces of equipment on {member!r}, not {load}",
                              RULES["carry"])
    carriers = [*team, *carry]
    for index, card in mission["beats"].items():
        entry = defenses[index]
        icons = set(pack.defense_of(entry["ref"]).icons)
        if card not in carriers or not icons & state.game.card_icons[card]:
            raise BadPosition("mission.beats", f"defense {index + 1}: expected a card on the "
                                               f"team with {' or '.join(sorted(icons))}, not "
                                               f"{card!r}", RULES["illegal"])
    if mission["vents"] and job not in ("heist", "jailbreak"):
        raise BadPosition("mission.vents", "expected []: vents are at locations and the Brig "
                                           "only", RULES["vent"])
    for index, card in mission["vents"].items():
        if card not in members or defenses[index]["type"] == VAULT or index in mission["beats"]:
            raise BadPosition("mission.vents", f"defense {index + 1}: expected a gang member on "
                                               "the team skipping a defense other than the "
                                               "Vault/Code, not bypassed already",
                              RULES["vent"])
    if mission["cut"] is not None:
        guard = next((e for e in defenses if e["guard"]), None)
        if guard is None or not state._beaten(guard, mission):
            raise BadPosition("mission.cut", "expected null: the power is cut after getting "
                                             "past the guard of its power supply",
                              RULES["power"])
        if mission["cut"] not in carriers or not pack.asset(mission["cut"]).power:
            raise BadPosition("mission.cut", f"expected a card with a Power icon on the team, "
                                             f"not {mission['cut']!r}", RULES["power"])
    tricks = mission["tricks"]
    _check_tricks_used(state, tricks, "mission.tricks", seat,
                       PLAN_TRICKS + (("reroll",) if phase in (ARREST, FREE) else ()))
    by_kind = [pack.tricks[t] for t in tricks]
    for name, (kind, amounts) in TRICK_COUNTERS.items():
        worth = sum(t.amount if amounts else 1 for t in by_kind if t.kind == kind)
        if mission[name] != worth:
            raise BadPosition(f"mission.{name}", f"expected {worth}, what the mission's dirty "
                                                 "tricks add", RULES["tricks"])
    if sum(1 for t in by_kind if t.kind == "reroll") > 1:
        raise BadPosition("mission.tricks", "expected one reroll at most: the roll after it is "
                                            "kept", RULES["tricks"])
    if ((mission["extra_vents"] and job not in ("heist", "jailbreak"))
            or (mission["strength"] and job != "turf_war")):
        raise BadPosition("mission.tricks", "expected tricks for this job: a vent trick is for "
                                            "locations and the Brig, a strength trick for a "
                                            "turf war", RULES["tricks"])
    natural = sum(1 for c in mission["vents"].values() if pack.gang[c].vent)
    by_trick = len(mission["vents"]) - natural + max(0, natural - 1)
    if by_trick > mission["extra_vents"]:
        raise BadPosition("mission.vents", "expected one vent per action by a member with the "
                                           "Vent icon, and one more for each vent trick",
                          RULES["vent"])
    _check_roll(state)


def _check_roll(state: SkywayRobberyState) -> None:
    """The alarm dice and what came of them, phase by phase."""
    mission, phase, kinds = state.mission, state.phase, state.kinds
    members = [c for c in mission["team"] if kinds[c] == "gang"]
    rolled = phase != PLAN
    if rolled != ("alarms" in mission) or (phase == FREE) != ("success" in mission):
        raise BadPosition("mission", "expected alarms exactly once the dice are rolled, and "
                                     "success exactly while a jailbreak frees members",
                          RULES["alarm"])
    if rolled:
        if mission["alarms"] != state.alarm_reasons():
            raise BadPosition("mission.alarms", "expected the alarm reasons of the plan "
                                                "(alarm_reasons)", RULES["alarm"])
        if len(mission["dice"]) != state.alarm_count():
            raise BadPosition("mission.dice", f"expected {state.alarm_count()} alarm dice",
                              RULES["alarm"])
    elif mission["dice"]:
        raise BadPosition("mission.dice", "expected []: no dice before go", RULES["alarm"])
    handcuffs = mission["dice"].count("handcuffs")
    arrests = min(handcuffs, len(members)) if phase in (ARREST, FREE) else 0
    if mission["arrests"] != arrests:
        raise BadPosition("mission.arrests", f"expected {arrests}: one per handcuffs, up to "
                                             "the gang members on the job", RULES["alarm"])
    if phase == ROLLED and not handcuffs:
        raise BadPosition("mission.dice", "expected a handcuffs: a reroll is offered only for "
                                          "a roll with one", RULES["tricks"])
    arrested = mission["arrested"]
    if any(c not in members for c in arrested):
        raise BadPosition("mission.arrested", "expected gang members on the job only",
                          RULES["alarm"])
    if phase == ARREST and not len(arrested) < arrests:
        raise BadPosition("mission.arrested", f"expected fewer than {arrests}: someone is "
                                              "still to be arrested", RULES["alarm"])
    if phase in (PLAN, ROLLED) and arrested:
        raise BadPosition("mission.arrested", "expected []: no one is arrested before the roll "
                                              "is kept", RULES["alarm"])
    freed, before = mission["freed"], mission["brig_before"]
    if phase != FREE:
        if freed or before:
            raise BadPosition("mission.freed" if freed else "mission.brig_before",
                              "expected []: members are freed after a successful jailbreak",
                              RULES["jailbreak"])
        return
    if (mission["job"] != "jailbreak" or len(arrested) != arrests or mission["success"] is not True
            or all(c in arrested for c in members)):
        raise BadPosition("mission.success", "expected a jailbreak that succeeded (its arrests "
                                             "made, someone got away) before members are "
                                             "freed", RULES["jailbreak"])
    if any(c not in before for c in freed) or len(freed) >= min(JAILBREAK_TAKES, len(before)):
        raise BadPosition("mission.freed", f"expected fewer than "
                                           f"{min(JAILBREAK_TAKES, len(before))} members of "
                                           "brig_before: the jailbreak is still freeing them",
                          RULES["jailbreak"])
    if state.zones["brig"] != [c for c in before if c not in freed]:
        raise BadPosition("zones.brig", "expected the Brig as the jailbreak found it "
                                        "(mission.brig_before) less the members freed",
                          RULES["jailbreak"])
    hand = state.zones[f"hand:{mission['seat']}"]
    if any(c not in hand for c in freed):
        raise BadPosition("mission.freed", "expected the freed members in the hand of the "
                                           "player who broke in", RULES["jailbreak"])

