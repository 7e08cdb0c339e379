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

>>> state = SKYLINE_EXPRESS.new(players=1, seed=2)
>>> state.phase, [m.id for m in state.legal_moves()]
('pick', ['y', 'b', 'g', 'r'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove, shown
from skywidgets.core.fields import choice, items, known, mapping, required, text, whole, wholes
from skywidgets.core.memo import per_position
from skywidgets.core.rulebook import RuleRef
from skywidgets.core.rng import Rng, as_rng

from . import scoring
from .data import (CHANGE_COLOUR_COST, CHANGE_VALUE_COST, COLOUR_LETTERS, COLOURS,
                   COMPARTMENT_SEATS, DICE_POINT_TRACK, GOAL_BY_ID, GOALS, PERSONA_VALUES,
                   POINTS_PER_SERVICE_PAIR, RULES, SEAT_BY_NAME, SEAT_COMPARTMENT, SEAT_NAMES,
                   SEATS, SERVICE_COST, SERVICES, TICKET_TRACK, services_in_play)

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
    def label(self) -> str:
        kind, arg = self.kind, self.arg
        if kind == "take":
            return f"take the {arg} die"
        if kind == "up":
            return "raise the die by one (1 dice point)"
        if kind == "down":
            return "lower the die by one (1 dice point)"
        if kind == "recolour":
            return f"seat a {arg} passenger instead (3 dice points)"
        if kind == "place":
            return f"seat the passenger in {SEAT_NAMES[arg]}"
        if kind == "service":
            return f"buy service {SERVICES[arg]['id'][1:]}, {_service_text(arg)} (5 tickets)"
        if kind == "end":
            return "end the turn"
        if kind == "ai-take":
            return f"the AI opponent takes the {arg} die"
        if kind == "ai-place":
            return f"the AI opponent seats its passenger in {SEAT_NAMES[arg]}"
        return f"the AI opponent takes service {SERVICES[arg]['id'][1:]}, {_service_text(arg)}"


def _service_text(index: int) -> str:
    service = SERVICES[index]
    return f"{service['name']} ({' and '.join(service['colours'])})"


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


class SkylineState(State):
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
        buys = [BUYS[i] for i in self._buyable(sheet)]
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
            return IllegalMove(move, "not a Skyline Express move", RULES["notation"])
        phase, kind = self.phase, move.kind
        if phase == OVER:
            return IllegalMove(move, "the game is over: every carriage is full", RULES["end"])
        if kind.startswith("ai-"):
            return self._ai_violation(move)
        if phase in (AI_PICK, AI_PLACE, AI_SERVICE):
            return IllegalMove(move, "it is the AI opponent's step: play it first (its moves "
                                     "start with ai-)", RULES["solo"])
        sheet = self.sheets[self.player]
        if kind == "service":
            return self._service_violation(move, sheet)
        if kind == "take":
            if phase != PICK:
                return IllegalMove(move, "you already hold a die this turn" if phase == HOLD
                                   else "you have seated your passenger: buy a service or end "
                                        "the turn", RULES["roll"])
            if self.dice[COLOURS.index(move.arg)][1] is not None:
                return IllegalMove(move, f"the {move.arg} die has been taken", RULES["roll"])
            return None
        if kind == "end":
            if phase != AFTER:
                return IllegalMove(move, "seat your passenger first" if phase == HOLD
                                   else "take a die first", RULES["place"])
            return None
        if phase != HOLD:
            return IllegalMove(move, "take a die first" if phase == PICK
                               else "your passenger is already seated", RULES["place"])
        held = self.held
        if kind in ("up", "down"):
            if sheet.points_left < CHANGE_VALUE_COST:
                return IllegalMove(move, "changing a die costs 1 dice point and you have none "
                                         "left", RULES["change_value"])
            if kind == "up" and held["value"] == 6:
                return IllegalMove(move, "a 6 cannot go up: 6 never becomes 1",
                                   RULES["change_value"])
            if kind == "down" and held["value"] == 1:
                return IllegalMove(move, "a 1 cannot go down: 1 never becomes 6",
                                   RULES["change_value"])
            return None
        if kind == "recolour":
            if sheet.points_left < CHANGE_COLOUR_COST:
                return IllegalMove(move, f"another colour costs 3 dice points and you have "
                                         f"{sheet.points_left}", RULES["change_colour"])
            if move.arg == COLOURS[held["die"]]:
                return IllegalMove(move, f"the die is {move.arg} already: the special action "
                                         f"seats a different colour", RULES["change_colour"])
            if move.arg == held["colour"]:
                return IllegalMove(move, f"the passenger is {move.arg} already",
                                   RULES["change_colour"])
            return None
        if sheet.seats[move.arg] is not None:
            return IllegalMove(move, f"seat {SEAT_NAMES[move.arg]} is taken by a "
                                     f"{sheet.seats[move.arg]} passenger", RULES["place"])
        return None

    def _service_violation(self, move: SkylineMove, sheet: Sheet) -> IllegalMove | None:
        index = move.arg
        if index not in self.in_play:
            return IllegalMove(move, "with 1 or 2 players only the first set of services is "
                                     "used", RULES["service_sets"])
        # what the player lacks comes before what the service lacks: short of tickets,
        # every service is refused for the same reason
        if sheet.tickets_left < SERVICE_COST:
            return IllegalMove(move, f"a service costs 5 tickets and you have "
                                     f"{sheet.tickets_left}", RULES["service"])
        owner = self.service_owner[index]
        if owner is not None:
            who = "the AI opponent" if owner == AI else f"seat {owner}"
            return IllegalMove(move, f"service {index + 1} was taken by {who} and is crossed "
                                     "out", RULES["service"])
        kind = SERVICES[index]["type"]
        if any(SERVICES[own]["type"] == kind for own in sheet.services):
            return IllegalMove(move, f"you already hold a {kind} service",
                               RULES["service_type"])
        return None

    def _ai_violation(self, move: SkylineMove) -> IllegalMove | None:
        phase, kind = self.phase, move.kind
        expected = {AI_PICK: "ai-take", AI_PLACE: "ai-place", AI_SERVICE: "ai-service"}
        if expected.get(phase) != kind:
            return IllegalMove(move, "it is not the AI opponent's step" if phase not in expected
                               else "the AI opponent does something else now", RULES["solo"])
        if kind == "ai-take":
            candidates, _ = self._ai_candidates()
            if COLOURS.index(move.arg) not in candidates:
                return IllegalMove(move, "the AI's priority list rules that die out",
                                   RULES["ai_dice"])
        elif kind == "ai-place":
            if move.arg != self._ai_seat()[0]:
                return IllegalMove(move, "the AI's placement rules choose another seat",
                                   RULES["ai_place"])
        elif move.arg != self._ai_service()[0]:
            return IllegalMove(move, "the AI takes the service worth most to it now",
                               RULES["ai_service"])
        return None

    def automatic_move(self) -> Move | None:
        """The move the rules make by themselves (an AI step its rules decide), or None."""
        if self.phase in (AI_PICK, AI_PLACE, AI_SERVICE):
            moves = self.legal_moves()
            if len(moves) == 1:
                return moves[0]
        return None

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
            if self.phase == AFTER and not self._buyable(sheet):
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
        if self._buyable(sheet):
            self.phase = AFTER
        else:
            self._next_actor()

    def _buy(self, sheet: Sheet, owner: int, index: int) -> None:
        sheet.tickets_spent += SERVICE_COST
        sheet.services.append(index)
        self.service_owner[index] = owner

    def _buyable(self, sheet: Sheet) -> list[int]:
        if sheet.tickets_left < SERVICE_COST:
            return []
        owned = {SERVICES[i]["type"] for i in sheet.services}
        return [i for i in self.in_play
                if self.service_owner[i] is None and SERVICES[i]["type"] not in owned]

    # ----------------------------------------------------------------- the AI opponent
    @per_position
    def _ai_candidates(self) -> tuple[list[int], list[dict]]:
        """The dice the AI's priority list leaves (indices), and why, rule by rule."""
        ai = self.ai
        dice = [i for i, (_, taken) in enumerate(self.dice) if taken is None]
        steps = []
        if len(dice) == 1:
            return dice, [{"rule": "the only die left", "kept": [COLOURS[dice[0]]]}]
        counts = scoring.colour_counts(ai.seats)
        fewest = min(counts[COLOURS[i]] for i in dice)
        dice = [i for i in dice if counts[COLOURS[i]] == fewest]
        steps.append({"rule": "1. the colour it has least of",
                      "detail": f"{fewest} in its carriage",
                      "kept": [COLOURS[i] for i in dice]})
        if len(dice) > 1:
            highest = max(self.dice[i][0] for i in dice)
            dice = [i for i in dice if self.dice[i][0] == highest]
            steps.append({"rule": "2. the highest value", "detail": f"value {highest}",
                          "kept": [COLOURS[i] for i in dice]})
        if len(dice) > 1:
            gains = {i: self._ai_service_gain(COLOURS[i]) for i in dice}
            best = max(gains.values())
            dice = [i for i in dice if gains[i] == best]
            steps.append({"rule": "3. the most points from its services",
                          "detail": f"+{best} points", "kept": [COLOURS[i] for i in dice]})
        if len(dice) > 1:
            steps.append({"rule": "4. the player decides", "kept": [COLOURS[i] for i in dice]})
        return dice, steps

    def _ai_service_gain(self, colour: str) -> int:
        counts = scoring.colour_counts(self.ai.seats)
        before = sum(scoring.service_value(counts, s) for s in self.ai.services)
        counts[colour] += 1
        return sum(scoring.service_value(counts, s) for s in self.ai.services) - before

    def _ai_value(self) -> tuple[int, int, str]:
        """(value after the forced change to a 5, dice points spent, why)."""
        value = self.dice[self.ai_die][0]
        if value in PERSONA_VALUES:
            return value, 0, f"a {value}: a persona already"
        cost = 5 - value
        if self.ai.points_left >= cost:
            return 5, cost, (f"it must spend {cost} dice point{'s' * (cost > 1)} to make the "
                             f"{value} a 5 (a persona)")
        return value, 0, (f"it has {self.ai.points_left} dice point"
                          f"{'s' * (self.ai.points_left != 1)}, {cost} short of a 5")

    @per_position
    def _ai_seat(self) -> tuple[int, str]:
        """Where the AI seats a passenger of its die's colour, and which placement rule says so."""
        ai, colour = self.ai, COLOURS[self.ai_die]
        home = ai.homes.get(colour)
        if home is not None:
            for seat in COMPARTMENT_SEATS[home]:
                if ai.seats[seat] is None:
                    return seat, f"compartment {home + 1} is its {colour} compartment"
        for compartment, seats in enumerate(COMPARTMENT_SEATS):
            if all(ai.seats[s] is None for s in seats):
                reason = (f"no {colour} passenger yet: the first empty compartment"
                          if home is None and colour not in ai.seats else
                          f"its {colour} compartment is full: the next empty compartment")
                return seats[0], reason
        seat = ai.seats.index(None)
        return seat, "no empty compartment: the first free seat from the top row, left to right"

    @per_position
    def _ai_service(self) -> tuple[int, str]:
        counts = scoring.colour_counts(self.ai.seats)
        options = self._buyable(self.ai)
        best = max(scoring.service_value(counts, s) for s in options)
        choice = next(s for s in options if scoring.service_value(counts, s) == best)
        tied = sum(scoring.service_value(counts, s) == best for s in options)
        why = f"worth {best} points now" + (", the leftmost topmost of the best" if tied > 1
                                            else "")
        return choice, why

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
            if colour not in ai.homes or ai.homes[colour] != SEAT_COMPARTMENT[seat]:
                if all(ai.seats[s] is None for s in COMPARTMENT_SEATS[SEAT_COMPARTMENT[seat]]):
                    ai.homes[colour] = SEAT_COMPARTMENT[seat]
            ai.seats[seat] = colour
            gained = ai.gain(value, seat)
            self.ai_trace.append({"step": "seat", "choice": SEAT_NAMES[seat], "value": value,
                                  "value_rule": value_why, "seat_rule": seat_why,
                                  "gained": gained})
            self.last = {"player": "ai", "action": "place", "seat": seat, "colour": colour,
                         "value": value, "changed_by": cost, "gained": gained}
            self.ai_die = None
            if self._buyable(ai):
                self.phase = AI_SERVICE
            else:
                self._next_actor()
            return
        _, why = self._ai_service()
        self._buy(ai, AI, move.arg)
        self.ai_trace.append({"step": "service", "choice": SERVICES[move.arg]["id"],
                              "rule": why})
        self.last = {"player": "ai", "action": "service", "service": move.arg}
        if not self._buyable(ai):
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
        self.queue = _round_queue(self.num_players, self.first, self.solo)
        self.last = {**(self.last or {}), "rolled": [
            {"colour": c, "value": d[0]} for c, d in zip(COLOURS, self.dice)],
            "round": self.round}
        self._next_actor()

    # ----------------------------------------------------------------- results
    def describe(self, move: Move) -> str:
        """Labels that name the die: "take the blue 4", "seat the blue 4 in 3b (a persona)"."""
        kind, arg = move.kind, move.arg
        if kind == "take":
            return f"take the {arg} {self.dice[COLOURS.index(arg)][0]}"
        if kind == "ai-take" and self.phase == AI_PICK:
            return f"the AI opponent takes the {arg} {self.dice[COLOURS.index(arg)][0]}"
        if kind == "place" and self.held is not None:
            value = self.held["value"]
            bonus = ("2 tickets" if value == 1 else "a persona" if value in PERSONA_VALUES
                     else "a ticket and a dice point")
            return f"seat the {self.held['colour']} {value} in {SEAT_NAMES[arg]} ({bonus})"
        if kind in ("up", "down") and self.held is not None:
            value = self.held["value"] + (1 if kind == "up" else -1)
            return f"change the die to {value} (1 dice point)"
        if kind == "ai-place" and self.phase == AI_PLACE:
            value = self._ai_value()[0]
            return (f"the AI opponent seats its {COLOURS[self.ai_die]} {value} in "
                    f"{SEAT_NAMES[arg]}")
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
            return ("every carriage is full; the player wins only with more points than the AI "
                    "opponent")
        return "every carriage is full; most points wins, then most dice points left"

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
            "rounds": _rounds(players),
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
                          "text": f"{POINTS_PER_SERVICE_PAIR} points for every pair of "
                                  f"{s['colours'][0]} and {s['colours'][1]} passengers",
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
            text = {"solo_win": f"You beat the AI opponent, {scores[0]} to {ai}.",
                    "solo_tie": f"A tie on {ai} points: a tie goes to the AI opponent.",
                    "solo_loss": f"The AI opponent wins, {ai} to {scores[0]}."}[kind]
            return {"kind": kind, "points": scores[0], "ai_points": ai, "text": text}
        winners = self.winners()
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        left = self.sheets[winners[0]].points_left
        names = " and ".join(f"seat {p}" for p in winners)
        if len(tied) == 1:
            kind, text = "win", f"{names.capitalize()} wins with {best} points."
        elif len(winners) == 1:
            kind, text = "tie_broken", (f"A tie on {best} points, broken by the most dice "
                                        f"points left: {names} ({left}).")
        else:
            kind, text = "shared", (f"A tie on {best} points and on dice points left ({left}): "
                                    f"{names} share the win.")
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
            "recolour": _shared_refusal(recolours, "no other colour may be seated now",
                                        RULES["change_colour"]),
            "recolour_to": {c: _refusal(p) for c, p in zip(COLOURS, recolours)},
            "service": _shared_refusal(buys, "no service left that you may buy: each one is "
                                             "taken or of a type you hold", RULES["service"]),
            "end": _refusal(self._violation(END)),
        }

    @staticmethod
    def _sheet_view(sheet: Sheet, score: dict) -> dict:
        personas = sorted(sheet.personas)
        return {**sheet.to_dict(), "tickets_left": sheet.tickets_left,
                "dice_points_left": sheet.points_left, "score": score,
                # in the order of "personas"
                "persona_values": [scoring.persona_value(sheet.seats, s) for s in personas]}

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

    def copy(self) -> SkylineState:
        other = SkylineState.__new__(SkylineState)
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

    def determinize(self, seat: int | None, rng: Rng | int) -> SkylineState:
        # Everything on the table is public; only the dice still to be rolled are unknown.
        self.check_seat(seat)
        other = self.copy()
        other.rng = as_rng(rng).spawn()
        return self._determinized(other)


def _refusal(problem: IllegalMove | None) -> dict | None:
    """A refused move as a view says it: {reason, rule, summary}; None for a legal one."""
    if problem is None:
        return None
    rule = problem.rule
    return {"reason": problem.reason, "rule": rule.key if rule else "",
            "summary": rule.summary if rule else ""}


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
    return {"reason": summary, "rule": rule.key, "summary": rule.summary}


def _rounds(players: int) -> int:
    """Rounds in a game: 24 seats to fill, two passengers a round each with 1 or 2 players
    (and for the AI opponent), one with 3 or 4."""
    return SEATS // (2 if players <= 2 else 1)


def _round_queue(players: int, first: int, solo: bool) -> list:
    if solo:
        return [0, AI_TURN, REROLL, 0, AI_TURN]
    if players == 2:
        second = 1 - first
        return [first, second, second, first]
    return [(first + k) % players for k in range(players)]


class SkylineExpress(Game):
    """Skyline Express Roll & Write: 1 to 4 players (1: against the rulebook's AI opponent)."""

    name = "skyline_express"
    title = "Skyline Express"
    min_players = 1
    max_players = 4
    rules = RULES
    score_name = "victory points"
    automaton_name = "AI opponent"
    notation = ("y b g r take a die, + - change it, =g recolour, 3b seat, s4 buy a service, "
                "end; ai-... the AI opponent's steps")
    options = {
        "goals": (None, "the four goals as ids (one per die colour, e.g. 'blue-1-2'); "
                        "None rolls them at setup as the rulebook says"),
    }

    def check_options(self, options: Mapping[str, Any]) -> dict:
        settled = super().check_options(options)
        goals = settled["goals"]
        if goals is not None:
            if (not isinstance(goals, (list, tuple)) or len(goals) != len(COLOURS)
                    or any(not isinstance(g, str) or g not in GOAL_BY_ID for g in goals)):
                raise ValueError(f"option goals is None or four goal ids, one per die colour "
                                 f"in the order {', '.join(COLOURS)}; goal ids: "
                                 f"{', '.join(GOAL_BY_ID)}")
            for colour, goal in zip(COLOURS, goals):
                if GOAL_BY_ID[goal]["die"] != colour:
                    raise ValueError(f"option goals: {goal!r} is a {GOAL_BY_ID[goal]['die']} "
                                     f"goal, the {colour} die's place needs a {colour} one")
            settled["goals"] = list(goals)
        return settled

    def _setup(self, players: int, rng: Rng, options: dict) -> SkylineState:
        state = SkylineState()
        state.num_players = players
        state.options = options
        state.rng = rng
        state.sheets = [Sheet() for _ in range(players)]
        state.ai = Sheet() if players == 1 else None
        state.in_play = services_in_play(players)
        state.service_owner = [None] * len(SERVICES)
        if options["goals"] is None:
            # the first player rolls the four dice: each die's value picks its colour's goal
            roll = rng.generator()
            state.goal_roll = [roll.randint(1, 6) for _ in COLOURS]
            state.goals = [goal_for(colour, value)
                           for colour, value in zip(COLOURS, state.goal_roll)]
        else:
            state.goals = list(options["goals"])
        state.first = 0
        state.round = 1
        state._start_round()
        state.last = {"rolled": state.last["rolled"], "round": 1,
                      "goal_roll": [{"colour": c, "value": v}
                                    for c, v in zip(COLOURS, state.goal_roll)]}
        return state

    def parse_move(self, text: str) -> SkylineMove:
        move = MOVES_BY_ID.get(text.strip().lower()) if isinstance(text, str) else None
        if move is None:
            raise IllegalMove(text, "a Skyline Express move is y, b, g or r (take a die), "
                                    "+ or -, =y/=b/=g/=r, a seat 1a-6d, a service s1-s12, "
                                    "end, or an ai- step", RULES["notation"])
        return move

    def evaluate(self, state: State, seat: int) -> float:
        return evaluate(state, seat)

    def draw(self, view: Mapping[str, Any]) -> str:
        from .picture import svg

        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkylineState:
        return _position(self, data)


def goal_for(colour: str, value: int) -> str:
    """The goal a die of ``colour`` showing ``value`` picks at setup."""
    return next(g["id"] for g in GOALS if g["die"] == colour and value in g["values"])


def evaluate(state: SkylineState, seat: int) -> float:
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
    score = scoring.breakdown(seats, personas, services, goals)["total"]
    promise = 0.0
    for compartment in COMPARTMENT_SEATS:
        seated = [seats[s] for s in compartment if seats[s] is not None]
        empty = len(compartment) - len(seated)
        if empty and seated and len(set(seated)) == 1:
            here = sum(1 for s in compartment if s in personas)
            # each later passenger of that colour adds a point to every persona there
            promise += PROMISE_WEIGHT * here * empty
    return score + promise + 0.35 * tickets + 0.3 * points


#: how much a persona's possible future points count for the greedy bot
PROMISE_WEIGHT = 0.6


SKYLINE_EXPRESS = SkylineExpress()
SkylineState.game = SKYLINE_EXPRESS


# --------------------------------------------------------------------- set positions
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
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
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


def _goals(state: SkylineState, data: Mapping[str, Any]) -> None:
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
        elif isinstance(actor, bool) or not isinstance(actor, int) or not 0 <= actor < players:
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


def _check_round(state: SkylineState) -> None:
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
    order = _round_queue(players, state.first, solo)
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
    if last_round > _rounds(players):
        raise BadPosition("round", f"expected a round the carriages allow: {fewest} seats "
                                   f"still empty after round {state.round} take the game to "
                                   f"round {last_round}, of {_rounds(players)}", RULES["end"])


def _trace_text(value: Any, field: str) -> str:
    return text(value, field, max_length=TRACE_TEXT)


def _ai_trace(value: Any, state: SkylineState) -> list[dict]:
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


def _last(value: Any, state: SkylineState) -> dict | None:
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


def _position(game: SkylineExpress, data: Mapping[str, Any]) -> SkylineState:
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
    state = SkylineState()
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
    rounds = _rounds(players)
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
    if phase == AI_SERVICE and not state._buyable(state.ai):
        raise BadPosition("phase", "expected a service the AI may take in the phase "
                                   "'ai_service'", RULES["ai_service"])
    if phase == AFTER and not state._buyable(state.sheets[player]):
        raise BadPosition("phase", "expected a service the player may buy: 'after' is only "
                                   "for buying one", RULES["turn"])
    _check_round(state)
    state.ai_trace = _ai_trace(data.get("ai_trace", []), state)
    state.last = _last(data.get("last"), state)
    state._adopt_position(data, options)
    return state
