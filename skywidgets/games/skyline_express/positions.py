"""Reading a Skyline Express position: ``read_position`` loads what ``to_dict`` writes, and
only a position the game could be in (docs/rules/skyline-express.md, "Set positions").

Whatever is wrong raises BadPosition naming the field and saying what was expected:

>>> from skywidgets.games.skyline_express import GAME
>>> data = GAME.new(players=2, seed=1).to_dict()
>>> read_position(GAME, data).to_dict() == data
True
>>> try:
...     read_position(GAME, {**data, "queue": [True]})
... except BadPosition as err:
...     print(err.field, "-", err.reason)
queue[0] - expected one of the seats 0 to 1 still to act this round, not True
"""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.engine import Game
from skywidgets.core.errors import BadPosition, shown
from skywidgets.core.fields import (choice, is_whole, items, known, mapping, required, text,
                                    whole, wholes)

from .data import (COLOURS, COMPARTMENT_SEATS, DICE_POINT_TRACK, GOAL_BY_ID, RULES,
                   SEAT_BY_NAME, SEAT_NAMES, SEATS, SERVICE_COST, SERVICES, TICKET_TRACK,
                   goal_for, services_in_play)
from .rules import (AFTER, AI, AI_PICK, AI_PLACE, AI_SERVICE, AI_TURN, HOLD, OVER, PHASES, PICK,
                    REROLL, Sheet, SkylineExpressState, round_count, round_queue)

#: the fields of a position (``to_dict``); those not in POSITION_REQUIRED may be left out
POSITION_KEYS = ("game", "players", "options", "goals", "goal_roll", "sheets", "ai",
                 "service_owner", "round", "first", "dice", "queue", "phase", "player", "held",
                 "ai_die", "ai_trace", "rng", "last", "history")
POSITION_REQUIRED = ("players", "goals", "sheets", "dice", "phase", "player", "round", "first",
                     "queue", "service_owner")
#: the fields of a sheet; only its seats are required (the rest start at nothing)
SHEET_KEYS = ("seats", "personas", "tickets", "tickets_spent", "dice_points",
              "dice_points_spent", "services", "homes")
#: the fields of the last move's summary: the move's own, then what came after it
LAST_MOVE_KEYS = {
    "take": ("colour", "value"), "up": ("value",), "down": ("value",), "recolour": ("colour",),
    "place": ("seat", "colour", "value", "gained"), "service": ("service",), "end": (),
}
LAST_EXTRAS = ("rolled", "round", "goal_roll", "rerolled", "game_over")
#: the AI opponent's trace: its steps in a turn, in order, and each step's fields
TRACE_STEPS = ("die", "seat", "service")
TRACE_KEYS = {"die": ("step", "choice", "value", "rules", "decided_by"),
              "seat": ("step", "choice", "value", "value_rule", "seat_rule", "gained"),
              "service": ("step", "choice", "rule")}
#: longest explanation a trace step may carry (the engine's are one line)
TRACE_TEXT = 200
SERVICE_IDS = tuple(service["id"] for service in SERVICES)


def _seat_or_ai(value: Any, field: str, players: int) -> int:
    """A seat, or "ai" (the AI opponent, solo game only): as the engine stores it."""
    if value == "ai" and isinstance(value, str) and players == 1:
        return AI
    if not is_whole(value, 0, players - 1):
        seats = ("0 (the player) or 'ai' (the AI opponent)" if players == 1
                 else f"a seat from 0 to {players - 1}")
        raise BadPosition(field, f"expected {seats}, not {shown(value)}")
    return value


def _colour(value: Any, field: str) -> str:
    if not isinstance(value, str) or value not in COLOURS:
        raise BadPosition(field, f"expected a colour ({', '.join(COLOURS)}), not {shown(value)}")
    return value


def _gained(value: Any, field: str, die: int) -> dict:
    """What a passenger seated from a die of ``die`` gained, as ``Sheet.gain`` says it."""
    expected = Sheet().gain(die, 0)
    data = mapping(value, field)
    if data != expected or any(type(data[k]) is not type(v) for k, v in expected.items()):
        raise BadPosition(field, f"expected {expected}: what a passenger seated from a {die} "
                                 f"gains, not {shown(value)}", RULES["bonus"])
    return dict(expected)


def _sheet(value: Any, field: str, ai: bool) -> Sheet:
    """A sheet that keeps its books: its seats, personas, tracks and services agree."""
    data = mapping(value, field)
    known(data, SHEET_KEYS, f"{field}.")
    required(data, ("seats",), f"{field}.")
    sheet = Sheet()
    seats = items(data["seats"], f"{field}.seats", SEATS)
    for i, colour in enumerate(seats):
        if colour is not None and (not isinstance(colour, str) or colour not in COLOURS):
            raise BadPosition(f"{field}.seats[{i}]", f"expected null or a colour "
                                                     f"({', '.join(COLOURS)}), not {shown(colour)}")
    sheet.seats = list(seats)
    personas = wholes(data.get("personas", []), f"{field}.personas", low=0, high=SEATS - 1)
    for i, seat in enumerate(personas):
        if sheet.seats[seat] is None:
            raise BadPosition(f"{field}.personas[{i}]", f"expected a seat with a passenger: "
                                                        f"seat {seat} ({SEAT_NAMES[seat]}) is "
                                                        "empty", RULES["bonus"])
        if seat in personas[:i]:
            raise BadPosition(f"{field}.personas[{i}]", f"seat {seat} ({SEAT_NAMES[seat]}) "
                                                        "is listed twice: a seat holds one "
                                                        "persona", RULES["bonus"])
    sheet.personas = personas
    for key, attr, track in (("tickets", "tickets", TICKET_TRACK),
                             ("tickets_spent", "tickets_spent", TICKET_TRACK),
                             ("dice_points", "points", DICE_POINT_TRACK),
                             ("dice_points_spent", "points_spent", DICE_POINT_TRACK)):
        setattr(sheet, attr, whole(data.get(key, 0), f"{field}.{key}", 0, track))
    if sheet.tickets_spent > sheet.tickets:
        raise BadPosition(f"{field}.tickets_spent", f"expected at most {sheet.tickets}: more "
                                                    f"spent than gained, "
                                                    f"{sheet.tickets_spent} of {sheet.tickets} "
                                                    "tickets", RULES["spend"])
    if sheet.points_spent > sheet.points:
        raise BadPosition(f"{field}.dice_points_spent", f"expected at most {sheet.points}: "
                                                        f"more spent than gained, "
                                                        f"{sheet.points_spent} of {sheet.points} "
                                                        "dice points", RULES["spend"])
    services = wholes(data.get("services", []), f"{field}.services", low=0,
                      high=len(SERVICES) - 1)
    for i, service in enumerate(services):
        kind = SERVICES[service]["type"]
        if any(SERVICES[s]["type"] == kind for s in services[:i]):
            raise BadPosition(f"{field}.services[{i}]", f"expected one service of each type: "
                                                        f"two are {kind}", RULES["service_type"])
    sheet.services = services
    if sheet.tickets_spent != SERVICE_COST * len(services):
        raise BadPosition(f"{field}.tickets_spent", f"expected "
                                                    f"{SERVICE_COST * len(services)}: tickets "
                                                    f"are spent on services only, "
                                                    f"{SERVICE_COST} for each of the "
                                                    f"{len(services)} held", RULES["service"])
    homes = mapping(data.get("homes", {}), f"{field}.homes")
    if homes and not ai:
        raise BadPosition(f"{field}.homes", "expected {}: only the AI opponent's sheet has home "
                                            "compartments", RULES["ai_place"])
    for colour, home in homes.items():
        _colour(colour, f"{field}.homes")
        whole(home, f"{field}.homes.{colour}", 0, len(COMPARTMENT_SEATS) - 1)
    if len(set(homes.values())) != len(homes):
        raise BadPosition(f"{field}.homes", "expected a different compartment for each "
                                            "colour", RULES["ai_place"])
    sheet.homes = homes
    return sheet


def _goals(state: SkylineExpressState, data: Mapping[str, Any]) -> None:
    """The four goals, and the setup roll that picked them (none when the option set them)."""
    goals = items(data["goals"], "goals", len(COLOURS))
    for i, (goal, colour) in enumerate(zip(goals, COLOURS)):
        if not isinstance(goal, str) or GOAL_BY_ID.get(goal, {}).get("die") != colour:
            raise BadPosition(f"goals[{i}]", f"expected a {colour} goal (one per die colour, "
                                             f"in the order {', '.join(COLOURS)}), not "
                                             f"{shown(goal)}", RULES["goals"])
    chosen = state.options["goals"]
    if chosen is not None and goals != chosen:
        raise BadPosition("goals", f"expected {chosen}, the goals the option sets",
                          RULES["goals"])
    roll = wholes(data.get("goal_roll", []), "goal_roll", low=1, high=6)
    if roll and (chosen is not None or len(roll) != len(COLOURS)):
        raise BadPosition("goal_roll", "expected the four setup dice (yellow, blue, green, red) "
                                       "that picked the goals, or [] when the goals were not "
                                       f"rolled{' (the option set them)' if chosen else ''}; "
                                       f"got {len(roll)} values", RULES["goals"])
    for i, (value, colour) in enumerate(zip(roll, COLOURS)):
        if goal_for(colour, value) != goals[i]:
            raise BadPosition(f"goal_roll[{i}]", f"a {colour} {value} picks the goal "
                                                 f"{goal_for(colour, value)!r}, not "
                                                 f"{goals[i]!r}", RULES["goals"])
    state.goals, state.goal_roll = list(goals), roll


def _dice(value: Any, players: int) -> list[list]:
    dice = []
    for i, die in enumerate(items(value, "dice", len(COLOURS))):
        where = f"dice[{i}]"
        die = mapping(die, where)
        known(die, ("colour", "value", "taken_by"), f"{where}.")
        required(die, ("value",), f"{where}.")
        if "colour" in die and die["colour"] != COLOURS[i]:
            raise BadPosition(f"{where}.colour", f"expected {COLOURS[i]!r}: the dice are listed "
                                                 f"in the order {', '.join(COLOURS)}")
        taken = die.get("taken_by")
        dice.append([whole(die["value"], f"{where}.value", 1, 6),
                     None if taken is None else _seat_or_ai(taken, f"{where}.taken_by",
                                                            players)])
    return dice


def _queue(value: Any, players: int) -> list:
    queue = []
    for i, actor in enumerate(items(value, "queue")):
        if players == 1 and isinstance(actor, str) and actor in (AI_TURN, REROLL):
            queue.append(actor)
        elif not is_whole(actor, 0, players - 1):
            also = ", 'ai' (the AI opponent) or 'reroll'" if players == 1 else ""
            raise BadPosition(f"queue[{i}]", f"expected one of the seats 0 to {players - 1}"
                                             f"{also} still to act this round, not "
                                             f"{shown(actor)}", RULES["order"])
        else:
            queue.append(actor)
    return queue


def _held(value: Any) -> dict | None:
    if value is None:
        return None
    held = mapping(value, "held")
    known(held, ("die", "value", "colour"), "held.")
    required(held, ("die", "value", "colour"), "held.")
    return {"die": whole(held["die"], "held.die", 0, len(COLOURS) - 1),
            "value": whole(held["value"], "held.value", 1, 6),
            "colour": _colour(held["colour"], "held.colour")}


def _check_round(state: SkylineExpressState) -> None:
    """Who is still to act this round agrees with the dice and seats left: no turn comes
    without a die to take or a seat to fill, and (with 2 to 4 players) the carriages fill
    at the same pace up to the last round. A solo position may stage the AI opponent's
    situation (docs/rules, "Set positions"): there the AI's turns must be playable, the
    player's need not, and the carriages need only end each round both full or neither."""
    phase, players, solo = state.phase, state.num_players, state.solo
    queue = state.queue
    if phase == OVER:
        if queue:
            raise BadPosition("queue", "expected []: no one acts once the game is over",
                              RULES["end"])
        return
    order = round_queue(players, state.first, solo)
    shown_order = ["ai" if a == AI_TURN else a for a in order]
    if len(queue) >= len(order) or order[len(order) - len(queue):] != queue:
        raise BadPosition("queue", f"expected the seats still to act this round after the one "
                                   f"acting now: the end of this round's order {shown_order}",
                          RULES["two_players" if players == 2 else
                                "solo" if solo else "order"])
    now = state.player if phase in (PICK, HOLD, AFTER) else AI_TURN
    if not solo:
        acted = order[:len(order) - len(queue)]
        if acted[-1] != now:
            raise BadPosition("player", f"expected {acted[-1]}: the seat whose turn it is by "
                                        "the queue", RULES["order"])
        for seat in range(players):
            takes = acted.count(seat) - (seat == now and phase == PICK)
            holds = sum(1 for _, taken in state.dice if taken == seat)
            if holds != takes:
                raise BadPosition("dice", f"expected {takes} dice taken by seat {seat}, its "
                                          f"turns this round by the queue; the dice show "
                                          f"{holds}", RULES["roll"])
    # the dice: each turn still to come this round takes one (a reroll changes values only)
    turns = [now] * (phase in (PICK, AI_PICK)) + [a for a in queue if a != REROLL]
    free = sum(1 for _, taken in state.dice if taken is None)
    for count, turn in enumerate(turns):
        if count == free:
            if solo and turn != AI_TURN:
                break  # a staged solo position may leave the player short, not the AI
            raise BadPosition("dice", f"expected a die for each of the {len(turns)} turns still "
                                      f"to come this round; {free} left", RULES["roll"])
    # the seats: one for each passenger still to come this round
    sheets = {p: (f"sheets[{p}]", sheet) for p, sheet in enumerate(state.sheets)}
    if solo:
        sheets[AI_TURN] = ("ai", state.ai)
    left = {}
    for actor, (field, sheet) in sheets.items():
        due = queue.count(actor) + (actor == now and phase in (PICK, HOLD, AI_PICK, AI_PLACE))
        empty = sheet.seats.count(None)
        if due > empty:
            raise BadPosition(field, f"expected an empty seat for each of the {due} passengers "
                                     f"still to come this round; {empty} left", RULES["end"])
        left[actor] = empty - due
    per_round = 2 if players <= 2 else 1
    fewest = min(left.values())
    if solo:
        if fewest == 0 and max(left.values()) > 0:
            raise BadPosition("ai", "expected the carriages to fill up together: this round "
                                    "would end with one full and the other not", RULES["end"])
    elif len(set(left.values())) > 1 or fewest % per_round:
        raise BadPosition("sheets", f"expected the carriages to fill at the same pace "
                                    f"({per_round} "
                                    f"passenger{'s' * (per_round > 1)} a round each): this "
                                    f"round would end with {sorted(set(left.values()))} empty "
                                    "seats", RULES["end"])
    last_round = state.round + (fewest + per_round - 1) // per_round
    if last_round > round_count(players):
        raise BadPosition("round", f"expected a round the carriages allow: {fewest} seats "
                                   f"still empty after round {state.round} take the game to "
                                   f"round {last_round}, of {round_count(players)}", RULES["end"])


def _trace_text(value: Any, field: str) -> str:
    return text(value, field, max_length=TRACE_TEXT)


def _ai_trace(value: Any, state: SkylineExpressState) -> list[dict]:
    """The AI opponent's last turn, step by step, as the view shows it."""
    steps = items(value, "ai_trace", high=len(TRACE_STEPS))
    if steps and not state.solo:
        raise BadPosition("ai_trace", "expected []: only the solo game has an AI opponent",
                          RULES["solo"])
    trace = []
    for i, entry in enumerate(steps):
        where = f"ai_trace[{i}]"
        entry = mapping(entry, where)
        required(entry, ("step",), f"{where}.")
        step = choice(entry["step"], f"{where}.step", TRACE_STEPS[i:i + 1])
        known(entry, TRACE_KEYS[step], f"{where}.")
        required(entry, TRACE_KEYS[step], f"{where}.")
        read: dict = {"step": step}
        if step == "die":
            read["choice"] = _colour(entry["choice"], f"{where}.choice")
            read["value"] = whole(entry["value"], f"{where}.value", 1, 6)
            rules = []
            for k, rule in enumerate(items(entry["rules"], f"{where}.rules", low=1, high=4)):
                there = f"{where}.rules[{k}]"
                rule = mapping(rule, there)
                known(rule, ("rule", "detail", "kept"), f"{there}.")
                required(rule, ("rule", "kept"), f"{there}.")
                kept = [_colour(c, f"{there}.kept[{j}]")
                        for j, c in enumerate(items(rule["kept"], f"{there}.kept", low=1,
                                                    high=len(COLOURS)))]
                read_rule = {"rule": _trace_text(rule["rule"], f"{there}.rule")}
                if "detail" in rule:
                    read_rule["detail"] = _trace_text(rule["detail"], f"{there}.detail")
                read_rule["kept"] = kept
                rules.append(read_rule)
            if read["choice"] not in rules[-1]["kept"]:
                raise BadPosition(f"{where}.choice", f"expected one of the dice its last rule "
                                                     f"kept ({', '.join(rules[-1]['kept'])})",
                                  RULES["ai_dice"])
            read["rules"] = rules
            read["decided_by"] = _trace_text(entry["decided_by"], f"{where}.decided_by")
            if read["decided_by"] != rules[-1]["rule"]:
                raise BadPosition(f"{where}.decided_by", f"expected {rules[-1]['rule']!r}, its "
                                                         "last rule", RULES["ai_dice"])
        elif step == "seat":
            read["choice"] = choice(entry["choice"], f"{where}.choice", SEAT_NAMES)
            read["value"] = whole(entry["value"], f"{where}.value", 1, 6)
            read["value_rule"] = _trace_text(entry["value_rule"], f"{where}.value_rule")
            read["seat_rule"] = _trace_text(entry["seat_rule"], f"{where}.seat_rule")
            read["gained"] = _gained(entry["gained"], f"{where}.gained", read["value"])
            seat = SEAT_BY_NAME[read["choice"]]
            if state.ai.seats[seat] != trace[0]["choice"]:
                raise BadPosition(f"{where}.choice", f"expected a seat of the AI's holding its "
                                                     f"{trace[0]['choice']} passenger; "
                                                     f"{read['choice']} does not",
                                  RULES["ai_place"])
        else:
            read["choice"] = choice(entry["choice"], f"{where}.choice", SERVICE_IDS)
            read["rule"] = _trace_text(entry["rule"], f"{where}.rule")
            if SERVICE_IDS.index(read["choice"]) not in state.ai.services:
                raise BadPosition(f"{where}.choice", f"expected a service the AI holds, not "
                                                     f"{read['choice']}", RULES["ai_service"])
        trace.append(read)
    # the AI's turn in progress: its die taken, then its passenger seated
    wanted = {AI_PLACE: 1, AI_SERVICE: 2}.get(state.phase)
    if wanted is not None and len(trace) != wanted:
        raise BadPosition("ai_trace", f"expected {wanted} step{'s' * (wanted > 1)} in the "
                                      f"phase {state.phase!r}: the AI's turn so far",
                          RULES["solo"])
    if state.phase == AI_PLACE and (trace[0]["choice"] != COLOURS[state.ai_die]
                                    or trace[0]["value"] != state.dice[state.ai_die][0]):
        raise BadPosition("ai_trace[0]", f"expected the {COLOURS[state.ai_die]} "
                                         f"{state.dice[state.ai_die][0]} the AI holds",
                          RULES["solo"])
    return trace


def _rolled(value: Any, field: str, low: int, high: int) -> list[dict]:
    """Dice as a summary lists them: [{colour, value}], in the dice's order."""
    dice = items(value, field, low=low, high=high)
    read = []
    for i, die in enumerate(dice):
        where = f"{field}[{i}]"
        die = mapping(die, where)
        known(die, ("colour", "value"), f"{where}.")
        required(die, ("colour", "value"), f"{where}.")
        colour = _colour(die["colour"], f"{where}.colour")
        if read and COLOURS.index(colour) <= COLOURS.index(read[-1]["colour"]):
            raise BadPosition(f"{where}.colour", f"expected the dice in the order "
                                                 f"{', '.join(COLOURS)}, each once")
        read.append({"colour": colour, "value": whole(die["value"], f"{where}.value", 1, 6)})
    return read


def _last(value: Any, state: SkylineExpressState) -> dict | None:
    """The last move's summary (and the rolls after it), read like the rest: every view
    shows it."""
    if value is None:
        return None
    data = mapping(value, "last")
    players = state.num_players
    action = data.get("action")
    if "action" in data or "player" in data:
        required(data, ("player", "action"), "last.")
        action = choice(action, "last.action", LAST_MOVE_KEYS)
        keys = LAST_MOVE_KEYS[action]
        player = _seat_or_ai(data["player"], "last.player", players)
        if player == AI and action not in ("take", "place", "service"):
            raise BadPosition("last.action", "expected take, place or service: the AI "
                                             "opponent does nothing else", RULES["solo"])
        if player == AI and action == "place":
            keys = keys + ("changed_by",)
        known(data, ("player", "action") + keys + LAST_EXTRAS, "last.")
        required(data, keys, "last.")
        last: dict = {"player": "ai" if player == AI else player, "action": action}
    else:
        known(data, LAST_EXTRAS, "last.")
        keys, last = (), {}
    for key in keys:
        where = f"last.{key}"
        if key == "colour":
            last[key] = _colour(data[key], where)
        elif key == "value":
            last[key] = whole(data[key], where, 1, 6)
        elif key == "seat":
            last[key] = whole(data[key], where, 0, SEATS - 1)
        elif key == "service":
            last[key] = whole(data[key], where, 0, len(SERVICES) - 1)
        elif key == "changed_by":
            last[key] = whole(data[key], where, 0, 5 - 1)
        else:
            last[key] = _gained(data[key], where, last["value"])
    if "rolled" in data:
        last["rolled"] = _rolled(data["rolled"], "last.rolled", len(COLOURS), len(COLOURS))
    if "round" in data:
        if whole(data["round"], "last.round", 1) != state.round:
            raise BadPosition("last.round", f"expected {state.round}: the round rolled last is "
                                            "the round in play")
        last["round"] = state.round
    if "goal_roll" in data:
        roll = [{"colour": c, "value": v} for c, v in zip(COLOURS, state.goal_roll)]
        if _rolled(data["goal_roll"], "last.goal_roll", 0, len(COLOURS)) != roll:
            raise BadPosition("last.goal_roll", f"expected {roll}, the setup roll (goal_roll)",
                              RULES["goals"])
        last["goal_roll"] = roll
    if "rerolled" in data:
        last["rerolled"] = _rolled(data["rerolled"], "last.rerolled", 0, len(COLOURS))
    if "game_over" in data:
        if data["game_over"] is not True or state.phase != OVER:
            raise BadPosition("last.game_over", "expected true, and only once the game is over "
                                                "(or no such key)", RULES["end"])
        last["game_over"] = True
    return last


def read_position(game: Game, data: Mapping[str, Any]) -> SkylineExpressState:
    """A position from ``SkylineExpressState.to_dict()`` output (fields may be left out
    as docs/rules/skyline-express.md says), loaded only if the game could be in it; else
    BadPosition naming the field."""
    data = mapping(data, "position")
    if data.get("game") != "skyline_express":
        raise BadPosition("game", f"expected 'skyline_express', not {shown(data.get('game'))}")
    known(data, POSITION_KEYS)
    required(data, POSITION_REQUIRED)
    players = whole(data["players"], "players", game.min_players, game.max_players)
    chosen = mapping(data.get("options", {}), "options")
    try:
        options = game.check_options(chosen)
    except ValueError as err:
        raise BadPosition("options", str(err)) from None
    state = SkylineExpressState()
    state.num_players, state.options = players, options
    _goals(state, data)
    state.sheets = [_sheet(s, f"sheets[{p}]", False)
                    for p, s in enumerate(items(data["sheets"], "sheets", players))]
    if players == 1:
        if data.get("ai") is None:
            raise BadPosition("ai", "expected the AI opponent's sheet: the solo game has one",
                              RULES["solo"])
        state.ai = _sheet(data["ai"], "ai", True)
    elif data.get("ai") is not None:
        raise BadPosition("ai", "expected null: only the solo game has an AI opponent",
                          RULES["solo"])
    state.in_play = services_in_play(players)
    owners = items(data["service_owner"], "service_owner", len(SERVICES))
    state.service_owner = []
    for i, owner in enumerate(owners):
        if owner is not None:
            owner = _seat_or_ai(owner, f"service_owner[{i}]", players)
            if i not in state.in_play:
                raise BadPosition(f"service_owner[{i}]", f"this service is not used with "
                                                         f"{players} players",
                                  RULES["service_sets"])
        state.service_owner.append(owner)
    holders = [(p, s) for p, sheet in enumerate(state.sheets) for s in sheet.services]
    if state.ai:
        holders += [(AI, s) for s in state.ai.services]
    if sorted((s, p) for p, s in holders) != sorted(
            (i, o) for i, o in enumerate(state.service_owner) if o is not None):
        raise BadPosition("service_owner", "must match the services on the sheets: each "
                                           "service held by its owner, and only those",
                          RULES["position"])
    state.dice = _dice(data["dice"], players)
    state.phase = phase = choice(data["phase"], "phase", PHASES)
    if phase in (AI_PICK, AI_PLACE, AI_SERVICE) and players != 1:
        raise BadPosition("phase", "expected pick, hold, after or over: only the solo game "
                                   "has the AI opponent's steps", RULES["solo"])
    state.player = player = whole(data["player"], "player", 0, players - 1)
    rounds = round_count(players)
    state.round = whole(data["round"], "round", 1, rounds)
    state.first = whole(data["first"], "first", 0, players - 1)
    if players == 1 and state.first != 0:
        raise BadPosition("first", "expected 0: in the solo game the player always starts",
                          RULES["solo"])
    state.queue = _queue(data["queue"], players)
    state.held = _held(data.get("held"))
    if (phase == HOLD) != (state.held is not None):
        raise BadPosition("held", "expected a die in hand exactly when the phase is 'hold'",
                          RULES["place"])
    if state.held is not None and state.dice[state.held["die"]][1] != player:
        raise BadPosition("held", "expected a die taken by the player to move",
                          RULES["place"])
    ai_die = data.get("ai_die")
    if (phase == AI_PLACE) != (ai_die is not None):
        raise BadPosition("ai_die", "expected the AI's die exactly when the phase is "
                                    "'ai_place'", RULES["solo"])
    if ai_die is not None:
        state.ai_die = COLOURS.index(_colour(ai_die, "ai_die"))
        if state.dice[state.ai_die][1] != AI:
            raise BadPosition("ai_die", "expected a colour whose die the AI has taken",
                              RULES["solo"])
    all_sheets = state.sheets + ([state.ai] if state.ai else [])
    if phase == OVER and not all(sheet.full for sheet in all_sheets):
        raise BadPosition("phase", "expected every carriage full: the game is over only then",
                          RULES["end"])
    if phase == AI_PICK and not any(d[1] is None for d in state.dice):
        raise BadPosition("dice", "expected a die left for the AI to take", RULES["ai_dice"])
    if phase == PICK and not any(d[1] is None for d in state.dice):
        raise BadPosition("dice", "expected a die left for the player to move",
                          RULES["roll"])
    if phase == AI_SERVICE and not state.buyable(state.ai):
        raise BadPosition("phase", "expected a service the AI may take in the phase "
                                   "'ai_service'", RULES["ai_service"])
    if phase == AFTER and not state.buyable(state.sheets[player]):
        raise BadPosition("phase", "expected a service the player may buy: 'after' is only "
                                   "for buying one", RULES["turn"])
    _check_round(state)
    state.ai_trace = _ai_trace(data.get("ai_trace", []), state)
    state.last = _last(data.get("last"), state)
    state._adopt_position(data, options)
    return state
