"""Skyline Express Roll & Write: dice, seats, bonuses, special actions, services, the solo AI.

Moves are short ids (seats are named 1a-6d, see ``data``):

- ``y`` ``b`` ``g`` ``r``: take the yellow, blue, green or red die;
- ``+`` / ``-``: spend a dice point to change the die in hand by one;
- ``=g``: spend three dice points to seat a passenger of another colour (here green);
- ``3b``: seat the passenger in seat 3b (the bonus follows from the die's value);
- ``s4``: spend five tickets on service 4;
- ``end``: end the turn without buying a service;
- ``ai-r``, ``ai-3b``, ``ai-s4``: the AI opponent's steps in the solo game (its die, its
  seat, its service), each decided by the rulebook's priority lists. When its list
  decides, that is the only legal move and :meth:`automatic_move` names it; when the
  list ends in a tie, the player picks among the ``ai-`` moves, as the rulebook says.

>>> from skywidgets.games.skyline_express import GAME
>>> state = GAME.new(players=1, seed=2)
>>> state.phase, [m.id for m in state.legal_moves()]
('pick', ['y', 'b', 'g', 'r'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from skywidgets.core.engine import Move, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.memo import per_position
from skywidgets.core.reveal import revealed_part
from skywidgets.core.reasoning import Reasoning
from skywidgets.core.rulebook import RuleRef
from skywidgets.core.rng import Rng, as_rng
from skywidgets.i18n import Msg, msg, nmsg

from . import scoring
from .ai import die_candidates, die_value, new_home, seat_for, service_choice
from .data import (CHANGE_COLOUR_COST, CHANGE_VALUE_COST, COLOUR_LETTERS, COLOUR_WORDS,
                   COLOURS, DICE_POINT_TRACK, GOAL_BY_ID, PERSONA_VALUES,
                   POINTS_PER_SERVICE_PAIR, RULES, SEAT_NAMES, SEATED_COLOUR, SEATS, SERVICE_COST,
                   SERVICES, THE_DIE_COLOUR, TICKET_TRACK, colour_list)

PICK, HOLD, AFTER, AI_PICK, AI_PLACE, AI_SERVICE, OVER = (
    "pick", "hold", "after", "ai_pick", "ai_place", "ai_service", "over")
PHASES = (PICK, HOLD, AFTER, AI_PICK, AI_PLACE, AI_SERVICE, OVER)
#: who owns a service or holds a die when it is the AI opponent
AI = -1
#: queue entries besides seats: the AI's turn, and the solo game's reroll of two dice
AI_TURN, REROLL = "ai", "reroll"


@dataclass(frozen=True)
class SkylineMove(Move):
    """``kind``: take, up, down, recolour, place, service, end, ai-take, ai-place, ai-service;
    ``arg``: a colour, a seat index or a service index (None for up, down and end)."""

    kind: str
    arg: Any = None

    @property
    def id(self) -> str:
        kind, arg = self.kind, self.arg
        if kind in ("take", "ai-take"):
            text = COLOUR_LETTERS[arg]
        elif kind == "recolour":
            text = "=" + COLOUR_LETTERS[arg]
        elif kind in ("place", "ai-place"):
            text = SEAT_NAMES[arg]
        elif kind in ("service", "ai-service"):
            text = SERVICES[arg]["id"]
        else:
            text = {"up": "+", "down": "-", "end": "end"}[kind]
        return "ai-" + text if kind.startswith("ai-") else text

    @property
    def label(self) -> Msg:
        kind, arg = self.kind, self.arg
        if kind == "take":
            return msg("take the {colour} die", colour=THE_DIE_COLOUR[arg])
        if kind == "up":
            return msg("raise the die by one (1 dice point)")
        if kind == "down":
            return msg("lower the die by one (1 dice point)")
        if kind == "recolour":
            return msg("seat a {colour} passenger instead (3 dice points)",
                       colour=SEATED_COLOUR[arg])
        if kind == "place":
            return msg("seat the passenger in {seat}", seat=SEAT_NAMES[arg])
        if kind == "service":
            return msg("buy service {number}, {service} (5 tickets)",
                       number=SERVICES[arg]["id"][1:], service=_service_text(arg))
        if kind == "end":
            return msg("end the turn")
        if kind == "ai-take":
            return msg("the AI opponent takes the {colour} die", colour=THE_DIE_COLOUR[arg])
        if kind == "ai-place":
            return msg("the AI opponent seats its passenger in {seat}", seat=SEAT_NAMES[arg])
        return msg("the AI opponent takes service {number}, {service}",
                   number=SERVICES[arg]["id"][1:], service=_service_text(arg))


def _service_text(index: int) -> Msg:
    service = SERVICES[index]
    return msg("{name} ({colours})", name=service["name"], colours=colour_list(service["colours"]))


TAKES = {colour: SkylineMove("take", colour) for colour in COLOURS}
AI_TAKES = {colour: SkylineMove("ai-take", colour) for colour in COLOURS}
UP, DOWN, END = SkylineMove("up"), SkylineMove("down"), SkylineMove("end")
RECOLOURS = {colour: SkylineMove("recolour", colour) for colour in COLOURS}
PLACES = tuple(SkylineMove("place", seat) for seat in range(SEATS))
AI_PLACES = tuple(SkylineMove("ai-place", seat) for seat in range(SEATS))
BUYS = tuple(SkylineMove("service", i) for i in range(len(SERVICES)))
AI_BUYS = tuple(SkylineMove("ai-service", i) for i in range(len(SERVICES)))
ALL_MOVES = (*TAKES.values(), UP, DOWN, *RECOLOURS.values(), *PLACES, *BUYS, END,
             *AI_TAKES.values(), *AI_PLACES, *AI_BUYS)
MOVES_BY_ID = {move.id: move for move in ALL_MOVES}
CANDIDATES = {
    PICK: (*TAKES.values(), *BUYS),
    HOLD: (UP, DOWN, *RECOLOURS.values(), *PLACES, *BUYS),
    AFTER: (*BUYS, END),
    AI_PICK: tuple(AI_TAKES.values()),
    AI_PLACE: AI_PLACES,
    AI_SERVICE: AI_BUYS,
    OVER: (),
}


class Sheet:
    """One player sheet: the carriage, the personas, both tracks and the services taken.

    ``homes`` is only used by the AI opponent: the compartment it is filling with each
    colour (its placement rules)."""

    __slots__ = ("seats", "personas", "tickets", "tickets_spent", "points", "points_spent",
                 "services", "homes")

    def __init__(self) -> None:
        self.seats: list[str | None] = [None] * SEATS
        self.personas: list[int] = []
        self.tickets = 0
        self.tickets_spent = 0
        self.points = 0
        self.points_spent = 0
        self.services: list[int] = []
        self.homes: dict[str, int] = {}

    @property
    def tickets_left(self) -> int:
        return self.tickets - self.tickets_spent

    @property
    def points_left(self) -> int:
        return self.points - self.points_spent

    @property
    def full(self) -> bool:
        return None not in self.seats

    def copy(self) -> Sheet:
        other = Sheet.__new__(Sheet)
        other.seats = list(self.seats)
        other.personas = list(self.personas)
        other.tickets, other.tickets_spent = self.tickets, self.tickets_spent
        other.points, other.points_spent = self.points, self.points_spent
        other.services = list(self.services)
        other.homes = dict(self.homes)
        return other

    def to_dict(self) -> dict:
        return {"seats": list(self.seats), "personas": sorted(self.personas),
                "tickets": self.tickets, "tickets_spent": self.tickets_spent,
                "dice_points": self.points, "dice_points_spent": self.points_spent,
                "services": list(self.services), "homes": dict(self.homes)}

    def gain(self, value: int, seat: int) -> dict:
        """The bonus of a passenger seated from a die of ``value``; returns what was gained."""
        if value == 1:
            self.tickets += 2
            return {"tickets": 2}
        if value in PERSONA_VALUES:
            self.personas.append(seat)
            return {"persona": True}
        self.tickets += 1
        self.points += 1
        return {"tickets": 1, "dice_points": 1}


class SkylineExpressState(State):
    """A game of Skyline Express. ``sheets[p]`` is seat p's sheet; ``ai`` the AI opponent's
    sheet in the solo game (else None). ``dice[i]`` is the die of ``COLOURS[i]``:
    ``[value, taken_by]`` with taken_by None, a seat, or AI."""

    def __init__(self) -> None:
        self.num_players = 1
        self.history: list[str] = []
        self.origin: dict = {}
        self.options: dict = {}
        self.goals: list[str] = []
        self.goal_roll: list[int] = []
        self.sheets: list[Sheet] = []
        self.ai: Sheet | None = None
        self.service_owner: list[int | None] = [None] * len(SERVICES)
        self.in_play: tuple[int, ...] = ()
        self.round = 1
        self.first = 0
        self.dice: list[list] = []
        self.queue: list = []
        self.phase = PICK
        self.player = 0
        self.held: dict | None = None
        self.ai_die: int | None = None
        self.ai_trace: list[dict] = []
        self.rng = Rng(0)
        self.last: dict | None = None

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.player

    @property
    def solo(self) -> bool:
        return self.ai is not None

    def _candidates(self):
        return CANDIDATES[self.phase]

    def legal_moves(self) -> list[Move]:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == AI_PICK:
            return [AI_TAKES[COLOURS[i]] for i in self._ai_candidates()[0]]
        if phase == AI_PLACE:
            return [AI_PLACES[self._ai_seat()[0]]]
        if phase == AI_SERVICE:
            return [AI_BUYS[self._ai_service()[0]]]
        sheet = self.sheets[self.player]
        buys = [BUYS[i] for i in self.buyable(sheet)]
        if phase == PICK:
            return [TAKES[COLOURS[i]] for i, (_, taken) in enumerate(self.dice)
                    if taken is None] + buys
        if phase == AFTER:
            return buys + [END]
        held, left = self.held, sheet.points_left
        moves = []
        if left >= CHANGE_VALUE_COST:
            if held["value"] < 6:
                moves.append(UP)
            if held["value"] > 1:
                moves.append(DOWN)
        if left >= CHANGE_COLOUR_COST:
            die_colour = COLOURS[held["die"]]
            moves += [RECOLOURS[c] for c in COLOURS if c != die_colour and c != held["colour"]]
        moves += [PLACES[s] for s, colour in enumerate(sheet.seats) if colour is None]
        return moves + buys

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, SkylineMove):
            return IllegalMove(move, msg("not a Skyline Express move"), RULES["notation"])
        phase, kind = self.phase, move.kind
        if phase == OVER:
            return IllegalMove(move, msg("the game is over: every carriage is full"), RULES["end"])
        if kind.startswith("ai-"):
            return self._ai_violation(move)
        if phase in (AI_PICK, AI_PLACE, AI_SERVICE):
            return IllegalMove(move, msg("it is the AI opponent's step: play its step first"),
                               RULES["solo"])
        sheet = self.sheets[self.player]
        if kind == "service":
            return self._service_violation(move, sheet)
        if kind == "take":
            if phase != PICK:
                return IllegalMove(move, msg("you already hold a die this turn") if phase == HOLD
                                   else msg("you have seated your passenger: buy a service or "
                                            "end the turn"), RULES["roll"])
            taker = self.dice[COLOURS.index(move.arg)][1]
            if taker is not None:
                return IllegalMove(move, _taken(move.arg, taker, self.player), RULES["roll"])
            return None
        if kind == "end":
            if phase != AFTER:
                return IllegalMove(move, msg("seat your passenger first") if phase == HOLD
                                   else msg("take a die first"), RULES["place"])
            return None
        if phase != HOLD:
            # the special actions change the die in hand: the rule of the action refused
            rule = {"up": "change_value", "down": "change_value",
                    "recolour": "change_colour"}.get(kind, "place")
            return IllegalMove(move, msg("take a die first") if phase == PICK
                               else msg("your passenger is already seated"), RULES[rule])
        held = self.held
        if kind in ("up", "down"):
            if sheet.points_left < CHANGE_VALUE_COST:
                return IllegalMove(move, msg("changing a die costs 1 dice point and you have "
                                             "none left"), RULES["change_value"])
            if kind == "up" and held["value"] == 6:
                return IllegalMove(move, msg("a 6 cannot go up: 6 never becomes 1"),
                                   RULES["change_value"])
            if kind == "down" and held["value"] == 1:
                return IllegalMove(move, msg("a 1 cannot go down: 1 never becomes 6"),
                                   RULES["change_value"])
            return None
        if kind == "recolour":
            if sheet.points_left < CHANGE_COLOUR_COST:
                return IllegalMove(move, nmsg("another colour costs 3 dice points and you have "
                                              "{n}", "another colour costs 3 dice points and you "
                                              "have {n}", sheet.points_left),
                                   RULES["change_colour"])
            if move.arg == COLOURS[held["die"]]:
                return IllegalMove(move, msg("the die is {colour} already: the special action "
                                             "seats a different colour",
                                             colour=COLOUR_WORDS[move.arg]),
                                   RULES["change_colour"])
            if move.arg == held["colour"]:
                return IllegalMove(move, msg("the passenger is {colour} already",
                                             colour=COLOUR_WORDS[move.arg]),
                                   RULES["change_colour"])
            return None
        if sheet.seats[move.arg] is not None:
            return IllegalMove(move, msg("seat {seat} is taken by a {colour} passenger",
                                         seat=SEAT_NAMES[move.arg],
                                         colour=COLOUR_WORDS[sheet.seats[move.arg]]),
                               RULES["place"])
        return None

    def _service_violation(self, move: SkylineMove, sheet: Sheet) -> IllegalMove | None:
        index = move.arg
        if index not in self.in_play:
            return IllegalMove(move, msg("with 1 or 2 players only the first set of services "
                                         "is used"), RULES["service_sets"])
        # what the player lacks comes before what the service lacks: short of tickets,
        # every service is refused for the same reason
        if sheet.tickets_left < SERVICE_COST:
            return IllegalMove(move, nmsg("a service costs 5 tickets and you have {n}",
                                          "a service costs 5 tickets and you have {n}",
                                          sheet.tickets_left), RULES["service"])
        owner = self.service_owner[index]
        if owner is not None:
            bought = {"ai": msg("service {number}, {service}, has been bought by the AI opponent: "
                                "it is crossed out", number=index + 1,
                                service=SERVICES[index]["name"]),
                      "you": msg("service {number}, {service}, has been bought by you: it is "
                                 "crossed out", number=index + 1, service=SERVICES[index]["name"]),
                      "other": msg("service {number}, {service}, has been bought by another "
                                   "player: it is crossed out", number=index + 1,
                                   service=SERVICES[index]["name"])}
            return IllegalMove(move, bought[_who(owner, self.player)], RULES["service"])
        kind = SERVICES[index]["type"]
        held = next((own for own in sheet.services if SERVICES[own]["type"] == kind), None)
        if held is not None:
            return IllegalMove(move, msg("you already hold a service for {colours} passengers "
                                         "({service}): no one holds two of one type",
                                         colours=colour_list(SERVICES[index]["colours"]),
                                         service=SERVICES[held]["name"]),
                               RULES["service_type"])
        return None

    def _ai_violation(self, move: SkylineMove) -> IllegalMove | None:
        phase, kind = self.phase, move.kind
        if not self.solo:
            return IllegalMove(move, msg("there is no AI opponent in this game: it plays only "
                                         "against one player"), RULES["solo"])
        expected = {AI_PICK: "ai-take", AI_PLACE: "ai-place", AI_SERVICE: "ai-service"}
        if phase not in expected:
            return IllegalMove(move, msg("it is not the AI opponent's step: it is your turn"),
                               RULES["solo"])
        if expected[phase] != kind:
            doing = {AI_PICK: msg("the AI opponent takes its die now"),
                     AI_PLACE: msg("the AI opponent seats its passenger now"),
                     AI_SERVICE: msg("the AI opponent takes a service now")}[phase]
            return IllegalMove(move, doing, RULES["solo"])
        if kind == "ai-take":
            candidates, _ = self._ai_candidates()
            index = COLOURS.index(move.arg)
            if index not in candidates:
                taker = self.dice[index][1]
                if taker is not None:
                    return IllegalMove(move, _taken(move.arg, taker, self.player),
                                       RULES["ai_dice"])
                picks = THE_DIE_COLOUR[COLOURS[candidates[0]]]
                for i in candidates[1:]:
                    picks = msg("{colours} or the {colour}", colours=picks,
                                colour=THE_DIE_COLOUR[COLOURS[i]])
                return IllegalMove(move, msg("the AI opponent's priority list picks the {picks} "
                                             "die, not the {colour} one", picks=picks,
                                             colour=THE_DIE_COLOUR[move.arg]), RULES["ai_dice"])
        elif kind == "ai-place":
            seat = self._ai_seat()[0]
            if move.arg != seat:
                return IllegalMove(move, msg("the AI opponent's placement rules seat its "
                                             "passenger in {seat}, not {other}",
                                             seat=SEAT_NAMES[seat], other=SEAT_NAMES[move.arg]),
                                   RULES["ai_place"])
        else:
            service = self._ai_service()[0]
            if move.arg != service:
                return IllegalMove(move, msg("the AI opponent takes service {number}, {service}: "
                                             "the one worth most to it now", number=service + 1,
                                             service=SERVICES[service]["name"]),
                                   RULES["ai_service"])
        return None

    def automatic_move(self) -> Move | None:
        """The move the rules make by themselves (an AI step its rules decide), or None."""
        if self.phase in (AI_PICK, AI_PLACE, AI_SERVICE):
            moves = self.legal_moves()
            if len(moves) == 1:
                return moves[0]
        return None

    def explain_automatic(self) -> Reasoning | None:
        """The AI opponent's next step, when its rules decide it, and the rules that do, in
        words: its die's priority list rule by rule, its die's value and seat, or the
        service worth most to it.

        >>> from skywidgets.games.skyline_express import GAME
        >>> state = GAME.new(players=1, seed=2)
        >>> for move_id in ("y", "1a"):
        ...     _ = state.apply(move_id)
        >>> reasons = state.explain_automatic()
        >>> reasons.move == state.automatic_move().id, reasons.summary[:30]
        (True, "The AI opponent's priority lis")
        """
        move = self.automatic_move()
        if move is None:
            return None
        pending = self._ai_pending()
        details: tuple[str, ...] = ()
        if pending["step"] == "die":
            colour = move.arg
            details = tuple(
                (nmsg("{rule} ({detail}): keeps {colours}.", "{rule} ({detail}): keeps {colours}.",
                      len(step["kept"]), rule=step["rule"], detail=step["detail"],
                      colours=colour_list(step["kept"]))
                 if step.get("detail") else
                 nmsg("{rule}: keeps {colours}.", "{rule}: keeps {colours}.", len(step["kept"]),
                      rule=step["rule"], colours=colour_list(step["kept"])))
                for step in pending["rules"])
            decided = pending["rules"][-1]["rule"] if pending["rules"] else ""
            summary = msg("The AI opponent's priority list picks the {colour} die; the rule "
                          "that decided it: {rule}.", colour=THE_DIE_COLOUR[colour], rule=decided)
        elif pending["step"] == "seat":
            summary = msg("The AI opponent seats its passenger in {seat} ({why}).",
                          seat=pending["seat"], why=pending["seat_rule"])
            details = (msg("Its die's value ({why}).", why=pending["value_rule"]),)
        else:
            service = SERVICES[move.arg]
            summary = msg("The AI opponent takes service {number}, {service} ({why}).",
                          number=move.arg + 1, service=service["name"], why=pending["rule"])
        return Reasoning(self.game.automaton_name, move.id, self.describe(move), summary,
                         details=details)

    # ----------------------------------------------------------------- playing
    def _play(self, move: Move) -> None:
        kind, me = move.kind, self.player
        if kind.startswith("ai-"):
            self._play_ai(move)
            return
        sheet = self.sheets[me]
        if kind == "service":
            self._buy(sheet, me, move.arg)
            self.last = {"player": me, "action": "service", "service": move.arg}
            if self.phase == AFTER and not self.buyable(sheet):
                self._next_actor()
            return
        if kind == "take":
            index = COLOURS.index(move.arg)
            self.dice[index][1] = me
            self.held = {"die": index, "value": self.dice[index][0], "colour": move.arg}
            self.phase = HOLD
            self.last = {"player": me, "action": "take", "colour": move.arg,
                         "value": self.dice[index][0]}
            return
        if kind == "end":
            self.last = {"player": me, "action": "end"}
            self._next_actor()
            return
        held = self.held
        if kind in ("up", "down"):
            sheet.points_spent += CHANGE_VALUE_COST
            held["value"] += 1 if kind == "up" else -1
            self.last = {"player": me, "action": kind, "value": held["value"]}
            return
        if kind == "recolour":
            sheet.points_spent += CHANGE_COLOUR_COST
            held["colour"] = move.arg
            self.last = {"player": me, "action": "recolour", "colour": move.arg}
            return
        seat = move.arg
        sheet.seats[seat] = held["colour"]
        gained = sheet.gain(held["value"], seat)
        self.last = {"player": me, "action": "place", "seat": seat, "colour": held["colour"],
                     "value": held["value"], "gained": gained}
        self.held = None
        if self.buyable(sheet):
            self.phase = AFTER
        else:
            self._next_actor()

    def _buy(self, sheet: Sheet, owner: int, index: int) -> None:
        sheet.tickets_spent += SERVICE_COST
        sheet.services.append(index)
        self.service_owner[index] = owner

    def buyable(self, sheet: Sheet) -> list[int]:
        """The services ``sheet``'s owner may buy now (indices, leftmost-topmost first):
        in play, not taken, of a type it does not hold; none without 5 tickets."""
        if sheet.tickets_left < SERVICE_COST:
            return []
        owned = {SERVICES[i]["type"] for i in sheet.services}
        return [i for i in self.in_play
                if self.service_owner[i] is None and SERVICES[i]["type"] not in owned]

    # ----------------------------------------------------------------- the AI opponent
    @per_position
    def _ai_candidates(self) -> tuple[list[int], list[dict]]:
        """The dice the AI's priority list leaves (indices), and why, rule by rule."""
        return die_candidates(self.dice, self.ai.seats, self.ai.services)

    def _ai_value(self) -> tuple[int, int, str]:
        """(value after the forced change to a 5, dice points spent, why)."""
        return die_value(self.dice[self.ai_die][0], self.ai.points_left)

    @per_position
    def _ai_seat(self) -> tuple[int, str]:
        """Where the AI seats a passenger of its die's colour, and which placement rule says so."""
        return seat_for(self.ai.seats, self.ai.homes, COLOURS[self.ai_die])

    @per_position
    def _ai_service(self) -> tuple[int, str]:
        """The service the AI takes now, and why."""
        return service_choice(self.ai.seats, self.buyable(self.ai))

    def _play_ai(self, move: SkylineMove) -> None:
        ai, kind = self.ai, move.kind
        if kind == "ai-take":
            _, steps = self._ai_candidates()
            index = COLOURS.index(move.arg)
            self.dice[index][1] = AI
            self.ai_die = index
            decided = steps[-1]["rule"] if steps else ""
            self.ai_trace = [{"step": "die", "choice": move.arg, "value": self.dice[index][0],
                              "rules": steps, "decided_by": decided}]
            self.last = {"player": "ai", "action": "take", "colour": move.arg,
                         "value": self.dice[index][0]}
            self.phase = AI_PLACE
            return
        if kind == "ai-place":
            value, cost, value_why = self._ai_value()
            seat, seat_why = self._ai_seat()
            colour = COLOURS[self.ai_die]
            ai.points_spent += cost
            home = new_home(ai.seats, ai.homes, colour, seat)
            if home is not None:
                ai.homes[colour] = home
            ai.seats[seat] = colour
            gained = ai.gain(value, seat)
            self.ai_trace.append({"step": "seat", "choice": SEAT_NAMES[seat], "value": value,
                                  "value_rule": value_why, "seat_rule": seat_why,
                                  "gained": gained})
            self.last = {"player": "ai", "action": "place", "seat": seat, "colour": colour,
                         "value": value, "changed_by": cost, "gained": gained}
            self.ai_die = None
            if self.buyable(ai):
                self.phase = AI_SERVICE
            else:
                self._next_actor()
            return
        _, why = self._ai_service()
        self._buy(ai, AI, move.arg)
        self.ai_trace.append({"step": "service", "choice": SERVICES[move.arg]["id"],
                              "rule": why})
        self.last = {"player": "ai", "action": "service", "service": move.arg}
        if not self.buyable(ai):
            self._next_actor()

    # ----------------------------------------------------------------- flow
    def _next_actor(self) -> None:
        """Hand the dice to whoever is next in the round's queue; start a round when it is
        empty; end the game when every carriage is full."""
        self.held = None
        while self.queue:
            actor = self.queue.pop(0)
            if actor == REROLL:
                roll = self.rng.generator()  # one draw of the counter for the whole throw
                for die in self.dice:
                    if die[1] is None:
                        die[0] = roll.randint(1, 6)
                self.last = {**(self.last or {}), "rerolled": [
                    {"colour": COLOURS[i], "value": d[0]} for i, d in enumerate(self.dice)
                    if d[1] is None]}
                continue
            if actor == AI_TURN:
                self.phase = AI_PICK
                self.player = 0  # the player runs the AI's sheet (and breaks its ties)
                return
            self.phase, self.player = PICK, actor
            return
        if all(sheet.full for sheet in self.sheets):
            self.phase = OVER
            self.last = {**(self.last or {}), "game_over": True}
            return
        self.round += 1
        if not self.solo:
            self.first = (self.first + 1) % self.num_players  # the marker passes left
        self._start_round()

    def _start_round(self) -> None:
        roll = self.rng.generator()  # one draw of the counter for the whole throw
        self.dice = [[roll.randint(1, 6), None] for _ in COLOURS]
        self.queue = round_queue(self.num_players, self.first, self.solo)
        self.last = {**(self.last or {}), "rolled": [
            {"colour": c, "value": d[0]} for c, d in zip(COLOURS, self.dice)],
            "round": self.round}
        self._next_actor()

    # ----------------------------------------------------------------- results
    def describe(self, move: Move) -> str:
        """Labels that name the die: "take the blue 4", "seat the blue 4 in 3b (a persona)"."""
        kind, arg = move.kind, move.arg
        if kind == "take":
            return msg("take the {colour} {value}", colour=THE_DIE_COLOUR[arg],
                       value=self.dice[COLOURS.index(arg)][0])
        if kind == "ai-take" and self.phase == AI_PICK:
            return msg("the AI opponent takes the {colour} {value}", colour=THE_DIE_COLOUR[arg],
                       value=self.dice[COLOURS.index(arg)][0])
        if kind == "place" and self.held is not None:
            value = self.held["value"]
            bonus = (msg("2 tickets") if value == 1 else msg("a persona")
                     if value in PERSONA_VALUES else msg("a ticket and a dice point"))
            return msg("seat the {colour} {value} in {seat} ({bonus})",
                       colour=THE_DIE_COLOUR[self.held["colour"]], value=value,
                       seat=SEAT_NAMES[arg], bonus=bonus)
        if kind in ("up", "down") and self.held is not None:
            value = self.held["value"] + (1 if kind == "up" else -1)
            return msg("change the die to {value} (1 dice point)", value=value)
        if kind == "ai-place" and self.phase == AI_PLACE:
            value = self._ai_value()[0]
            return msg("the AI opponent seats its {colour} {value} in {seat}",
                       colour=THE_DIE_COLOUR[COLOURS[self.ai_die]], value=value,
                       seat=SEAT_NAMES[arg])
        return move.label

    def reveals(self, move: Move) -> bool:
        """Nothing is hidden but the dice still to be rolled: a move shows something when
        it leads to a throw (it draws from the random generator)."""
        after = self.copy()
        after._apply_legal(move)
        return after.rng.draws != self.rng.draws

    def move_info(self, move: Move) -> dict:
        kind, arg = move.kind, move.arg
        info: dict = {"kind": kind, "ai": kind.startswith("ai-")}
        if kind in ("take", "ai-take", "recolour"):
            info["colour"] = arg
        elif kind in ("place", "ai-place"):
            info["seat"] = arg
        elif kind in ("service", "ai-service"):
            info["service"] = arg
        cost = {"up": {"dice_points": 1}, "down": {"dice_points": 1},
                "recolour": {"dice_points": 3}, "service": {"tickets": 5}}.get(kind)
        if cost:
            info["cost"] = cost
        return info

    def score_breakdown(self, seat: int) -> dict:
        sheet = self.sheets[seat]
        return scoring.breakdown(sheet.seats, sheet.personas, sheet.services, self.goals)

    def ai_breakdown(self) -> dict | None:
        if self.ai is None:
            return None
        return scoring.breakdown(self.ai.seats, self.ai.personas, self.ai.services, self.goals,
                                 ai=True)

    def scores(self) -> list[float]:
        """Each player's victory points so far (final once the game is over)."""
        return [float(self.score_breakdown(p)["total"]) for p in range(self.num_players)]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        scores = self.scores()
        if self.solo:
            # the player must beat the AI opponent: a tie goes to the AI
            return [0] if scores[0] > self.ai_breakdown()["total"] else []
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        most = max(self.sheets[p].points_left for p in tied)
        return [p for p in tied if self.sheets[p].points_left == most]

    def _end_reason(self) -> str:
        if self.solo:
            return msg("every carriage is full; the player wins only with more points than the "
                       "AI opponent")
        return msg("every carriage is full; most points wins, then most dice points left")

    # ----------------------------------------------------------------- views
    def view(self, seat: int | None = None) -> dict:
        # Nothing is hidden in Skyline Express but the dice still to be rolled.
        self.check_seat(seat)
        players = self.num_players
        sheets = [self._sheet_view(self.sheets[p], self.score_breakdown(p))
                  for p in range(players)]
        return {
            "players": players,
            "solo": self.solo,
            "round": self.round,
            "rounds": round_count(players),
            "first": self.first,
            "phase": self.phase,
            "current_player": self.current_player,
            "goals": [{"id": g, "die": GOAL_BY_ID[g]["die"], "values": list(
                GOAL_BY_ID[g]["values"]), "points": GOAL_BY_ID[g]["points"],
                "text": GOAL_BY_ID[g]["text"], "ours": GOAL_BY_ID[g]["ours"],
                "rolled": self.goal_roll[i] if self.goal_roll else None,
                "compartments": [scoring.goal_compartments(self.sheets[p].seats, g)
                                 for p in range(players)]}
                for i, g in enumerate(self.goals)],
            "dice": [{"colour": c, "value": d[0],
                      "taken_by": "ai" if d[1] == AI else d[1]}
                     for c, d in zip(COLOURS, self.dice)],
            "held": dict(self.held) if self.held else None,
            "sheets": sheets,
            "ai": (self._sheet_view(self.ai, self.ai_breakdown()) if self.ai else None),
            "ai_trace": self.ai_trace,
            "ai_pending": self._ai_pending(),
            "ai_die": COLOURS[self.ai_die] if self.ai_die is not None else None,
            "services": [{"index": i, "id": s["id"], "name": s["name"],
                          "colours": list(s["colours"]), "set": s["set"],
                          "text": msg("{points} points for every pair of {first} and {second} "
                                      "passengers", points=POINTS_PER_SERVICE_PAIR,
                                      first=COLOUR_WORDS[s["colours"][0]],
                                      second=COLOUR_WORDS[s["colours"][1]]),
                          "type": s["type"], "in_play": i in self.in_play,
                          "owner": ("ai" if self.service_owner[i] == AI
                                    else self.service_owner[i])}
                         for i, s in enumerate(SERVICES)],
            "queue": ["ai" if a == AI_TURN else a for a in self.queue],
            "tracks": {"tickets": TICKET_TRACK, "dice_points": DICE_POINT_TRACK},
            "costs": {"change_value": CHANGE_VALUE_COST, "change_colour": CHANGE_COLOUR_COST,
                      "service": SERVICE_COST},
            "seat_names": list(SEAT_NAMES),
            "actions": self._actions() if self.phase != OVER else None,
            "last": self.last,
            "over": self.phase == OVER,
            "winners": self.winners(),
            "result": self._result() if self.phase == OVER else None,
        }

    def _result(self) -> dict:
        """Who won and why, for the end of the game: ``kind`` is solo_win, solo_loss,
        solo_tie (the AI wins ties), win, tie_broken (by dice points left) or shared; ``text``
        says it with seat numbers (a board puts the players' names in)."""
        scores = [int(s) for s in self.scores()]
        if self.solo:
            ai = self.ai_breakdown()["total"]
            kind = ("solo_win" if scores[0] > ai else "solo_tie" if scores[0] == ai
                    else "solo_loss")
            text = {"solo_win": msg("You beat the AI opponent, {points} to {ai}.",
                                    points=scores[0], ai=ai),
                    "solo_tie": msg("A tie on {ai} points: a tie goes to the AI opponent.", ai=ai),
                    "solo_loss": msg("The AI opponent wins, {ai} to {points}.", ai=ai,
                                     points=scores[0])}[kind]
            return {"kind": kind, "points": scores[0], "ai_points": ai, "text": text}
        winners = self.winners()
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        left = self.sheets[winners[0]].points_left
        names = msg("seat {seat}", seat=winners[0])
        for p in winners[1:]:
            names = msg("{names} and {last}", names=names, last=msg("seat {seat}", seat=p))
        if len(tied) == 1:
            kind, text = "win", msg("Seat {seat} wins with {points} points.", seat=winners[0],
                                    points=best)
        elif len(winners) == 1:
            kind, text = "tie_broken", msg("A tie on {points} points, broken by the most dice "
                                           "points left: {names} ({left}).", points=best,
                                           names=names, left=left)
        else:
            kind, text = "shared", msg("A tie on {points} points and on dice points left "
                                       "({left}): {names} share the win.", points=best,
                                       left=left, names=names)
        return {"kind": kind, "points": best, "tied": tied, "dice_points_left": left,
                "text": text}

    def _ai_pending(self) -> dict | None:
        """The AI's next step and the rules that decide it, before it is played (a tie
        names the dice the player chooses among)."""
        phase = self.phase
        if phase == AI_PICK:
            dice, steps = self._ai_candidates()
            return {"step": "die", "choices": [COLOURS[i] for i in dice], "rules": steps,
                    "tie": len(dice) > 1}
        if phase == AI_PLACE:
            value, cost, value_why = self._ai_value()
            seat, seat_why = self._ai_seat()
            return {"step": "seat", "seat": SEAT_NAMES[seat], "value": value,
                    "changed_by": cost, "value_rule": value_why, "seat_rule": seat_why,
                    "tie": False}
        if phase == AI_SERVICE:
            service, why = self._ai_service()
            return {"step": "service", "service": SERVICES[service]["id"], "rule": why,
                    "tie": False}
        return None

    def _actions(self) -> dict:
        """For the player to move, each special action a board shows as a button: None when
        it may be played now, else why not (the reason and the rule), from the one legality
        check, so a board explains a refused action without knowing the rules.

        ``recolour`` and ``service`` stand for a choice: None when some colour (some service
        in play) may be chosen, else the reason they all share, or a summary when they
        differ; ``recolour_to`` answers for each colour the passenger could become."""
        recolours = [self._violation(RECOLOURS[c]) for c in COLOURS]
        buys = [self._violation(BUYS[i]) for i in self.in_play]
        return {
            "up": _refusal(self._violation(UP)),
            "down": _refusal(self._violation(DOWN)),
            "recolour": _shared_refusal(recolours, msg("no other colour may be seated now"),
                                        RULES["change_colour"]),
            "recolour_to": {c: _refusal(p) for c, p in zip(COLOURS, recolours)},
            "service": _shared_refusal(buys, msg("no service left that you may buy: each one is "
                                                 "taken or of a type you hold"), RULES["service"]),
            "end": _refusal(self._violation(END)),
        }

    @staticmethod
    def _sheet_view(sheet: Sheet, score: dict) -> dict:
        personas = sorted(sheet.personas)
        return {**sheet.to_dict(), "tickets_left": sheet.tickets_left,
                "dice_points_left": sheet.points_left, "score": score,
                # in the order of "personas"
                "persona_values": [scoring.persona_value(sheet.seats, s) for s in personas]}

    def revealed_view(self, seat: int | None) -> dict:
        """The view as it is (nothing on the table is hidden), saying that the dice still
        to be rolled cannot be known by anyone.

        >>> from skywidgets.games.skyline_express import GAME
        >>> state = GAME.new(players=1, seed=2)
        >>> revealed = state.revealed_view(0)
        >>> revealed.pop("revealed")["unknown"].startswith("The dice still to be rolled")
        True
        >>> revealed == state.view(0)
        True
        """
        view = self.view(seat)
        view["revealed"] = revealed_part(
            msg("Nothing on the table is hidden in Skyline Express: every player sees all of it."),
            unknown=msg("The dice still to be rolled cannot be known by anyone: they are rolled "
                        "when their time comes."))
        return view

    def to_dict(self) -> dict:
        return {
            "game": "skyline_express", "players": self.num_players,
            "options": dict(self.options), "goals": list(self.goals),
            "goal_roll": list(self.goal_roll),
            "sheets": [sheet.to_dict() for sheet in self.sheets],
            "ai": self.ai.to_dict() if self.ai else None,
            "service_owner": ["ai" if o == AI else o for o in self.service_owner],
            "round": self.round, "first": self.first,
            "dice": [{"colour": c, "value": d[0], "taken_by": "ai" if d[1] == AI else d[1]}
                     for c, d in zip(COLOURS, self.dice)],
            "queue": ["ai" if a == AI_TURN else a for a in self.queue],
            "phase": self.phase, "player": self.player,
            "held": dict(self.held) if self.held else None,
            "ai_die": COLOURS[self.ai_die] if self.ai_die is not None else None,
            "ai_trace": self.ai_trace, "rng": self.rng.to_dict(), "last": self.last,
            "history": list(self.history),
        }

    def copy(self) -> SkylineExpressState:
        other = SkylineExpressState.__new__(SkylineExpressState)
        self._copy_bookkeeping(other)
        other.options = self.options
        other.goals = self.goals
        other.goal_roll = self.goal_roll
        other.sheets = [sheet.copy() for sheet in self.sheets]
        other.ai = self.ai.copy() if self.ai else None
        other.service_owner = list(self.service_owner)
        other.in_play = self.in_play
        other.round = self.round
        other.first = self.first
        other.dice = [list(d) for d in self.dice]
        other.queue = list(self.queue)
        other.phase = self.phase
        other.player = self.player
        other.held = dict(self.held) if self.held else None
        other.ai_die = self.ai_die
        other.ai_trace = list(self.ai_trace)
        other.rng = self.rng.copy()
        other.last = self.last
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> SkylineExpressState:
        # Everything on the table is public; only the dice still to be rolled are unknown.
        self.check_seat(seat)
        other = self.copy()
        other.rng = as_rng(rng).spawn()
        return self._determinized(other)


def _who(owner: int, player: int) -> str:
    """Who took a die or bought a service, as a refusal says it to ``player``: "ai",
    "you" or "other"."""
    if owner == AI:
        return "ai"
    return "you" if owner == player else "other"


def _taken(colour: str, taker: int, player: int) -> Msg:
    """The refusal of a die taken this round, said to ``player``."""
    the = THE_DIE_COLOUR[colour]
    return {"ai": msg("the {colour} die has been taken by the AI opponent this round", colour=the),
            "you": msg("the {colour} die has been taken by you this round", colour=the),
            "other": msg("the {colour} die has been taken by another player this round",
                         colour=the)}[_who(taker, player)]


def _refusal(problem: IllegalMove | None) -> dict | None:
    """A refused move as a view says it: {reason, rule, summary}; None for a legal one."""
    if problem is None:
        return None
    rule = problem.rule
    return {"reason": problem.reason, "rule": rule.key if rule else "",
            "summary": msg(rule.summary) if rule else ""}


def _shared_refusal(problems: list[IllegalMove | None], summary: str,
                    rule: RuleRef) -> dict | None:
    """One answer for a choice among moves: None when any of them is legal, else the
    refusal they all share, else ``summary`` (with their rule when they share one, else
    ``rule``)."""
    if any(p is None for p in problems):
        return None
    answers = [_refusal(p) for p in problems]
    if answers and all(a == answers[0] for a in answers):
        return answers[0]
    keys = {a["rule"] for a in answers}
    if len(keys) == 1 and keys <= set(RULES):
        rule = RULES[keys.pop()]
    return {"reason": summary, "rule": rule.key, "summary": msg(rule.summary)}


def round_count(players: int) -> int:
    """Rounds in a game: 24 seats to fill, two passengers a round each with 1 or 2 players
    (and for the AI opponent), one with 3 or 4."""
    return SEATS // (2 if players <= 2 else 1)


def round_queue(players: int, first: int, solo: bool) -> list:
    """Who acts in a round, in order, from the first player: seats, and in the solo game
    the AI's turns and the reroll between the two halves of the round."""
    if solo:
        return [0, AI_TURN, REROLL, 0, AI_TURN]
    if players == 2:
        second = 1 - first
        return [first, second, second, first]
    return [(first + k) % players for k in range(players)]

