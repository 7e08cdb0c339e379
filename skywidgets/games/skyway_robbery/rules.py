"""Skyway Robbery's rules: the draft, secret programs, the seven actions, heists and alarm dice.

Every physical card is in exactly one *zone* (a list of card ids): a deck, a discard pile,
a slot of the board, a player's hand, play area or goals, the Brig, the box. Board slots
keep their places (an empty slot is ``None``). Moving cards between zones is the whole
game; ``to_dict()`` is the zones plus the counters, and a set position is checked card by
card (every card exactly once).

A round: every seat programs three action cards (``prog:heist``), then the cards are
revealed one at a time in turn order and their owner resolves them. Decisions inside an
action are moves like any other (see docs/rules/skyway-robbery.md, "Move notation"):

==================  ==============================================================
``hire:boxer``      draft: pay for a dealt gang member (``brig:boxer``: to the Brig)
``prog:tip``        put an action card in your next program slot
``pass``            do not resolve the revealed card
``tip``             resolve an Anonymous Tip; ``pickpocket``: take $2K
``skill:lawyer:x``  Use Skill (with its target, if it has one)
``buy:drill``       Acquire Asset by paying; ``threaten:guide`` by Strength
``heist``           Local Heist; ``jailbreak``; ``turf:docks``; ``sidejob:courier``
``repeat:heist``    Repeat an action card played earlier this round
``+boxer``          bring a gang member (or airship crew, or a threatening card)
``+drill@boxer``    the Boxer carries the Drill
``d2:drill``        the Drill bypasses defense 2 of the action; ``v3:engineer`` vents 3
``cut:physicist``   cut the power (its guard bypassed first)
``trick:smoke``     play a dirty trick
``go`` / ``abort``  carry out the planned action / give it up
``accept``          keep the alarm roll (instead of a reroll trick)
``arrest:boxer``    send a gang member to the Brig for a handcuffs
``free:boxer``      take a gang member out of the Brig
==================  ==============================================================

>>> state = SKYWAY_ROBBERY.new(players=3, seed=4)
>>> state.phase, state.current_player
('draft', 0)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import QUOTE_LIMIT, BadPosition, IllegalMove, shown
from skywidgets.core.fields import choice, flag, items, known, mapping, required, text, whole
from skywidgets.core.rng import Rng, as_rng

from . import scoring
from .data import (ACTIONS, BRIG_MINIMUM, DICE, DRAFT_CARDS, ILLEGAL_ACTIONS, JAILBREAK_TAKES,
                   MEMBER_LIMIT, PACK, PICKPOCKET_MONEY, PROGRAM_SLOTS, ROUTE_LENGTH, RULES,
                   SLOT_KINDS, START_MONEY, TIP_REPUTATION, VAULT, Pack, load_pack)

DRAFT, PROGRAM, ACT, PLAN, THREAT, ROLLED, ARREST, FREE, OVER = (
    "draft", "program", "act", "plan", "threat", "rolled", "arrest", "free", "over")
PHASES = (DRAFT, PROGRAM, ACT, PLAN, THREAT, ROLLED, ARREST, FREE, OVER)
#: the moves each phase may take, by verb
PHASE_VERBS = {
    DRAFT: ("hire", "brig"),
    PROGRAM: ("prog",),
    ACT: ("pass", "tip", "pickpocket", "skill", "buy", "threaten", "heist", "jailbreak",
          "turf", "sidejob", "repeat"),
    PLAN: ("bring", "carry", "beat", "vent", "cut", "trick", "go", "abort"),
    THREAT: ("bring", "trick", "go", "abort"),
    ROLLED: ("trick", "accept"),
    ARREST: ("arrest",),
    FREE: ("free",),
    OVER: (),
}
#: the job each mission-starting verb begins
JOB_OF = {"heist": "heist", "jailbreak": "jailbreak", "turf": "turf_war", "sidejob": "side_job"}
#: where cards go when the board gives them up (turf wars and side jobs: under their deck)
DISCARD_OF = {"gang": "discard:gang", "equipment": "discard:equipment", "defense": "discard:defense"}
#: mission tricks by when they may be played
PLAN_TRICKS = ("alarm_minus", "vent", "free_member", "strength", "payday")

_CARD = r"[a-z][a-z0-9_]*(?:-\d+)?"
_PATTERNS = (
    ("carry", re.compile(rf"\+({_CARD})@({_CARD})")),
    ("bring", re.compile(rf"\+({_CARD})")),
    ("beat", re.compile(rf"d([1-9]\d?):({_CARD})")),
    ("vent", re.compile(rf"v([1-9]\d?):({_CARD})")),
    ("skill", re.compile(rf"skill:({_CARD})(?::(p[1-5]|{_CARD}))?")),
    ("word", re.compile(rf"(hire|brig|prog|buy|threaten|turf|sidejob|repeat|cut|trick|arrest"
                        rf"|free):({_CARD})")),
    ("bare", re.compile(r"(pass|tip|pickpocket|heist|jailbreak|go|abort|accept)")),
)


@dataclass(frozen=True)
class RobberyMove(Move):
    """A move: ``verb`` and up to two arguments (card ids, a defense number, a seat)."""

    verb: str
    a: str = ""
    b: str = ""

    @property
    def id(self) -> str:
        verb, a, b = self.verb, self.a, self.b
        if verb == "bring":
            return f"+{a}"
        if verb == "carry":
            return f"+{a}@{b}"
        if verb == "beat":
            return f"d{a}:{b}"
        if verb == "vent":
            return f"v{a}:{b}"
        if verb == "skill":
            return f"skill:{a}:{b}" if b else f"skill:{a}"
        return f"{verb}:{a}" if a else verb

    @property
    def label(self) -> str:
        return _label(self, None)


def parse(text: str) -> RobberyMove:
    """Read a move id (see the module's table); raise IllegalMove citing the notation."""
    if isinstance(text, str):
        for verb, pattern in _PATTERNS:
            found = pattern.fullmatch(text)
            if found:
                if verb == "word":
                    return RobberyMove(found.group(1), found.group(2))
                if verb == "bare":
                    return RobberyMove(found.group(1))
                a, b = (*found.groups(), "")[:2]
                return RobberyMove(verb, a, b or "")
    raise IllegalMove(text, "not a Skyway Robbery move id", RULES["notation"])


M = RobberyMove
PASS, TIP, PICK, GO, ABORT, ACCEPT = M("pass"), M("tip"), M("pickpocket"), M("go"), M("abort"), M("accept")
HEIST, JAILBREAK = M("heist"), M("jailbreak")
PROGRAM_MOVES = tuple(M("prog", action) for action in ACTIONS)


def _label(move: RobberyMove, state: SkywayRobberyState | None) -> str:
    pack = state.pack if state is not None else PACK

    def name(card: str) -> str:
        try:
            return state.card_name(card) if state is not None else _name(pack, card)
        except KeyError:
            return card

    verb, a, b = move.verb, move.a, move.b
    if verb == "hire":
        return f"hire {name(a)}"
    if verb == "brig":
        return f"send {name(a)} to the Brig"
    if verb == "prog":
        card = pack.actions.get(a)
        return f"program {card.name if card else a}"
    if verb == "pass":
        return "do not resolve this card"
    if verb == "tip":
        return "give an anonymous tip"
    if verb == "pickpocket":
        return f"pickpocket ${PICKPOCKET_MONEY}K"
    if verb == "skill":
        target = ""
        if b:
            target = f" on player {b[1:]}" if b.startswith("p") and b[1:].isdigit() else f" on {name(b)}"
        return f"{name(a)} uses a skill{target}"
    if verb == "buy":
        return f"buy {name(a)}"
    if verb == "threaten":
        return f"threaten {name(a)}"
    if verb in ("heist", "jailbreak"):
        return {"heist": "carry out the Local Heist", "jailbreak": "break into the Brig"}[verb]
    if verb == "turf":
        return f"start the Turf War {name(a)}"
    if verb == "sidejob":
        return f"start the Side Job {name(a)}"
    if verb == "repeat":
        card = pack.actions.get(a)
        return f"repeat {card.name if card else a}"
    if verb == "bring":
        return f"bring {name(a)}"
    if verb == "carry":
        return f"{name(b)} carries {name(a)}"
    if verb == "beat":
        return f"{name(b)} gets past defense {a}"
    if verb == "vent":
        return f"{name(b)} skips defense {a} through a vent"
    if verb == "cut":
        return f"{name(a)} cuts the power"
    if verb == "trick":
        return f"play the dirty trick {name(a)}"
    if verb == "go":
        return "go: roll the alarm dice"
    if verb == "abort":
        return "call it off"
    if verb == "accept":
        return "keep this roll"
    if verb == "arrest":
        return f"{name(a)} is arrested"
    if verb == "free":
        return f"free {name(a)} from the Brig"
    return move.id


def _name(pack: Pack, card: str) -> str:
    for table in (pack.gang, pack.equipment, pack.crew, pack.turf_wars, pack.side_jobs,
                  pack.loot, pack.tricks):
        if card in table:
            return table[card].name
    return pack.defense_of(card).name


def _index(pack: Pack) -> dict[str, str]:
    """card id -> kind, for every physical card of a pack."""
    kinds = {}
    for kind, table in (("gang", pack.gang), ("equipment", pack.equipment), ("crew", pack.crew),
                        ("turf_war", pack.turf_wars), ("side_job", pack.side_jobs),
                        ("loot", pack.loot), ("trick", pack.tricks)):
        for card in table:
            kinds[card] = kind
    for card in pack.defense_cards:
        kinds[card] = "defense"
    return kinds


# --------------------------------------------------------------------- the state
class SkywayRobberyState(State):
    """A Skyway Robbery game. ``zones`` hold every card; the rest are counters and the
    action being resolved (``current``), the illegal action being planned (``mission``)
    and the crew being threatened (``threat``)."""

    def __init__(self, game: SkywayRobbery) -> None:
        self.game = game
        self.pack: Pack = game.pack
        self.kinds: dict[str, str] = game.kinds
        self.num_players = 2
        self.history: list[str] = []
        self.origin: dict = {}
        self.options: dict = {}
        self.rng = Rng(0)
        self.zones: dict[str, list] = {}
        self.money: list[int] = []
        self.reputation: list[int] = []
        self.programs: list[list[str]] = []
        self.revealed: list[int] = []
        self.round = 0
        self.start_player = 0
        self.phase = DRAFT
        self.order: list[tuple[int, int]] = []
        self.turn = 0
        self.tips: list[int] = []
        self.track = 0
        self.route: list[int] = []
        self.location: int | None = None  # index into route
        self.heist_done = False
        self.power_used = False  # the location's power supply guard goes at the next round
        self.draft_round = 1
        self.picks: list[list | None] = []
        self.current: dict | None = None
        self.mission: dict | None = None
        self.threat: dict | None = None
        self.last: dict | None = None  # the last alarm roll and result, for the views
        # this position's legal moves and seat to move, once worked out (None: not yet)
        self._legal: list[Move] | None = None
        self._seat: int | None = None

    # ----------------------------------------------------------------- zones
    def zone(self, name: str) -> list:
        return self.zones[name]

    def _take(self, zone: str, card: str) -> None:
        cards = self.zones[zone]
        index = cards.index(card)
        if _is_slot_zone(zone):
            cards[index] = None
        else:
            del cards[index]

    def _draw(self, kind: str) -> str | None:
        """The top card of a deck (reshuffling its discard pile when it runs out)."""
        deck = self.zones[f"deck:{kind}"]
        if not deck:
            discard = self.zones.get(f"discard:{kind}")
            if not discard:
                return None
            deck.extend(discard)
            discard.clear()
            self.rng.shuffle(deck)
        return deck.pop()

    def _fill_slot(self, zone: str, index: int) -> None:
        kind = zone.split(":")[1]
        if zone.startswith("local:") and not self.options["expert"]:
            return  # a location-specific stack: its next card is already on top
        self.zones[zone][index] = self._draw(kind)

    def _restock(self, zone: str) -> None:
        """Fill every empty slot of a board zone (a card taken is replaced at once)."""
        if zone.startswith("dock:") and self.location is None:
            return  # the dock opens when the airship reaches its first location
        if zone.startswith("local:") and not self.options["expert"]:
            stack = self.zones[zone]
            while None in stack:
                stack.remove(None)
            return
        cards = self.zones[zone]
        for index, card in enumerate(cards):
            if card is None:
                self._fill_slot(zone, index)

    def _top_up_brig(self) -> None:
        brig = self.zones["brig"]
        while len(brig) < BRIG_MINIMUM:
            card = self._draw("gang")
            if card is None:
                return
            brig.append(card)

    def card_name(self, card: str) -> str:
        return _name(self.pack, card)

    def board_slots(self) -> list[tuple[str, int, str]]:
        """Every face-up card a player could take from the board: (zone, slot, card)."""
        found = []
        for zone in self._slot_zones:
            cards = self.zones[zone]
            if zone.startswith("local:") and not self.options["expert"]:
                if cards and cards[0] is not None:
                    found.append((zone, 0, cards[0]))
                continue
            found.extend((zone, i, card) for i, card in enumerate(cards) if card is not None)
        return found

    @property
    def _slot_zones(self) -> tuple[str, ...]:
        return self.game.slot_zones

    def _where(self, card: str, prefixes: tuple[str, ...]) -> str | None:
        for zone in self._slot_zones:
            if zone.startswith(prefixes):
                cards = self.zones[zone]
                if zone.startswith("local:") and not self.options["expert"]:
                    if cards and cards[0] == card:
                        return zone
                elif card in cards:
                    return zone
        return None

    # ----------------------------------------------------------------- route and track
    def houses(self) -> list[int]:
        """The track position of each route location's house space; the last entry is Home."""
        spots, position = [], 1
        for number in self.route:
            spots.append(position)
            position += self.pack.locations[number].spaces
        spots.append(position)
        return spots

    @property
    def home(self) -> int:
        return self.houses()[-1]

    @property
    def location_number(self) -> int | None:
        return None if self.location is None else self.route[self.location]

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        seat = self._seat
        if seat is None:
            seat = self._seat = self._to_move()
        return None if seat < 0 else seat

    def _to_move(self) -> int:
        """The seat to move (-1 when the game is over), worked out afresh."""
        if self.phase == OVER:
            return -1
        if self.phase == DRAFT:
            return next(seat for seat, pick in enumerate(self.picks) if pick is None)
        if self.phase == PROGRAM:
            for k in range(self.num_players):
                seat = (self.start_player + k) % self.num_players
                if len(self.programs[seat]) < PROGRAM_SLOTS:
                    return seat
        return self.current["seat"]

    def hand(self, seat: int) -> list[str]:
        return self.zones[f"hand:{seat}"]

   # ----------------------------------------------------------------- legal moves, fast
    def legal_moves(self) -> list[Move]:
        """Every legal move, generated directly for the phase (the same moves as filtering
        ``_candidates`` through ``_violation``; the conformance kit checks they agree)."""
        if self.phase == OVER:
            return []
        if self._legal is None:
            self._legal = self._generate(self.current_player)
        return list(self._legal)

    def _generate(self, seat: int) -> list[Move]:
        phase = self.phase
        pack = self.pack
        if phase == DRAFT:
            money = self.money[seat]
            moves = []
            for card in self.zones[f"draft:{seat}"]:
                if pack.gang[card].cost <= money:
                    moves.append(M("hire", card))
                moves.append(M("brig", card))
            return moves
        if phase == PROGRAM:
            program = self.programs[seat]
            return [move for move in PROGRAM_MOVES if move.a not in program]
        if phase == ACT:
            return self._generate_act(seat)
        if phase == PLAN:
            return self._generate_plan(seat)
        if phase == THREAT:
            moves = [M("bring", c) for c in self.hand(seat) if self.kinds[c] != "crew"]
            moves += self._trick_candidates(seat, ("strength",))
            if self._threat_strength() >= pack.crew[self.threat["crew"]].strength:
                moves.append(GO)
            moves.append(ABORT)
            return moves
        return [move for move in self._candidates() if self._violation(move) is None]

    def _generate_act(self, seat: int) -> list[Move]:
        action = self.current["action"]
        pack = self.pack
        kinds = self.kinds
        moves: list[Move] = []
        if action == "tip":
            moves.append(TIP)
        elif action == "pickpocket":
            moves.append(PICK)
        elif action == "skill":
            decks = {"recruit": "gang", "scrounge": "equipment"}
            for card in self.hand(seat):
                asset = pack.gang.get(card)
                if asset is None or asset.skill is None:
                    continue
                kind = asset.skill.kind
                deck = decks.get(kind)
                if deck and not (self.zones[f"deck:{deck}"] or self.zones[f"discard:{deck}"]):
                    continue
                moves.extend(M("skill", card, t) for t in self._skill_targets(seat, kind))
        elif action == "asset":
            money = self.money[seat]
            strength = None
            for zone, _, card in self.board_slots():
                kind = kinds[card]
                if kind not in ("gang", "equipment", "crew"):
                    continue
                asset = pack.asset(card)
                if asset.cost <= money:
                    moves.append(M("buy", card))
                if kind == "crew":
                    if strength is None:
                        strength = self._strength_available(seat)
                    if strength >= asset.strength:
                        moves.append(M("threaten", card))
        elif action == "heist":
            if self.location is not None and \
                    pack.locations[self.location_number].loot in self.zones["loot"]:
                moves.append(HEIST)
            moves.append(JAILBREAK)
        elif action == "turf":
            for zone, _, card in self.board_slots():
                if kinds[card] == "turf_war":
                    moves.append(M("turf", card))
                elif kinds[card] == "side_job":
                    moves.append(M("sidejob", card))
        elif action == "repeat":
            moves += [M("repeat", a) for a in self._repeatable(seat)]
        moves.append(PASS)
        return moves

    def _generate_plan(self, seat: int) -> list[Move]:
        mission = self.mission
        pack = self.pack
        kinds = self.kinds
        job = mission["job"]
        team = mission["team"]
        carry = mission["carry"]
        moves: list[Move] = []
        members = [c for c in team if kinds[c] == "gang"]
        loads = {m: 0 for m in members}
        for carrier in carry.values():
            loads[carrier] += 1
        for card in self.hand(seat):
            kind = kinds[card]
            if kind == "gang":
                moves.append(M("bring", card))
            elif kind == "crew":
                if job in pack.crew[card].jobs:
                    moves.append(M("bring", card))
            else:
                moves.extend(M("carry", card, m) for m in members
                             if loads[m] < pack.gang[m].carries)
        carriers = [*team, *carry]
        card_icons = self.game.card_icons
        icons = {card: card_icons[card] for card in carriers}
        vents = self._venters(mission)
        guard_entry = None
        open_powered = False
        for entry in mission["defenses"]:
            if entry["guard"]:
                guard_entry = entry
            if self._cleared(entry, mission):
                continue
            defense = pack.defense_of(entry["ref"])
            wanted = set(defense.icons)
            number = str(entry["index"] + 1)
            moves.extend(M("beat", number, c) for c in carriers if icons[c] & wanted)
            if entry["type"] != VAULT:
                moves.extend(M("vent", number, c) for c in vents)
            if defense.powered and not entry["guard"]:
                open_powered = True
        if (guard_entry is not None and mission["cut"] is None and open_powered
                and self._beaten(guard_entry, mission)):
            moves.extend(M("cut", c) for c in carriers if pack.asset(c).power)
        for trick in self.zones[f"tricks:{seat}"]:
            kind = pack.tricks[trick].kind
            if kind in PLAN_TRICKS and not (
                    kind == "vent" and job not in ("heist", "jailbreak")) and not (
                    kind == "strength" and job != "turf_war"):
                moves.append(M("trick", trick))
        if self._can_go(mission):
            moves.append(GO)
        moves.append(ABORT)
        return moves

    def _candidates(self) -> Iterable[Move]:
        phase = self.phase
        seat = self.current_player
        if phase == DRAFT:
            cards = self.zones[f"draft:{seat}"]
            return [M(verb, card) for card in cards for verb in ("hire", "brig")]
        if phase == PROGRAM:
            return PROGRAM_MOVES
        if phase == ACT:
            return self._act_candidates(seat)
        if phase == PLAN:
            return self._plan_candidates(seat)
        if phase == THREAT:
            hand = self.hand(seat)
            return [*(M("bring", c) for c in hand if self.kinds[c] != "crew"),
                    *self._trick_candidates(seat, ("strength",)), GO, ABORT]
        if phase == ROLLED:
            return [*self._trick_candidates(seat, ("reroll",)), ACCEPT]
        if phase == ARREST:
            return [M("arrest", c) for c in self.mission["team"]
                    if self.kinds[c] == "gang" and c not in self.mission["arrested"]]
        if phase == FREE:
            return [M("free", c) for c in self.mission["brig_before"]
                    if c not in self.mission["freed"]]
        return ()

    def _trick_candidates(self, seat: int, kinds: tuple[str, ...]) -> list[Move]:
        return [M("trick", t) for t in self.zones[f"tricks:{seat}"]
                if self.pack.tricks[t].kind in kinds]

    def _act_candidates(self, seat: int) -> list[Move]:
        action = self.current["action"]
        moves: list[Move] = []
        if action == "tip":
            moves.append(TIP)
        elif action == "pickpocket":
            moves.append(PICK)
        elif action == "skill":
            for card in self.hand(seat):
                skill = self.pack.gang[card].skill if card in self.pack.gang else None
                if skill is None:
                    continue
                moves.extend(M("skill", card, target) for target in self._skill_targets(seat, skill.kind))
        elif action == "asset":
            for zone, _, card in self.board_slots():
                kind = self.kinds[card]
                if kind in ("gang", "equipment", "crew"):
                    moves.append(M("buy", card))
                    if kind == "crew":
                        moves.append(M("threaten", card))
        elif action == "heist":
            moves += [HEIST, JAILBREAK]
        elif action == "turf":
            for zone, _, card in self.board_slots():
                if self.kinds[card] == "turf_war":
                    moves.append(M("turf", card))
                elif self.kinds[card] == "side_job":
                    moves.append(M("sidejob", card))
        elif action == "repeat":
            moves += [M("repeat", a) for a in self._repeatable(seat)]
        moves.append(PASS)
        return moves

    def _skill_targets(self, seat: int, kind: str) -> list[str]:
        if kind == "lawyer":
            return list(self.zones["brig"])
        if kind == "steal":
            return [f"p{other + 1}" for other in range(self.num_players) if other != seat]
        if kind == "sabotage":
            return [c for c in (*self.zones["brig:defenses"], *self.zones["brig:guard"]) if c]
        return [""]

    def _repeatable(self, seat: int) -> list[str]:
        slot = self.current["slot"]
        seen = []
        for action in self.programs[seat][:slot]:
            if action != "repeat" and action not in seen:
                seen.append(action)
        return seen

    def _plan_candidates(self, seat: int) -> list[Move]:
        mission = self.mission
        team = mission["team"]
        hand = self.hand(seat)
        moves: list[Move] = []
        for card in hand:
            kind = self.kinds[card]
            if kind in ("gang", "crew"):
                moves.append(M("bring", card))
            elif kind == "equipment":
                moves.extend(M("carry", card, member) for member in team
                             if self.kinds[member] == "gang")
        carriers = [*team, *mission["carry"]]
        for number, entry in enumerate(mission["defenses"], 1):
            if self._cleared(entry, mission):
                continue
            for card in carriers:
                moves.append(M("beat", str(number), card))
            for card in team:
                moves.append(M("vent", str(number), card))
        for card in carriers:
            moves.append(M("cut", card))
        moves.extend(self._trick_candidates(seat, PLAN_TRICKS))
        moves += [GO, ABORT]
        return moves

    # ----------------------------------------------------------------- legality
    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, RobberyMove):
            return IllegalMove(move, "not a Skyway Robbery move", RULES["notation"])
        phase = self.phase
        if phase == OVER:
            return IllegalMove(move, "the game is over", RULES["end"])
        if move.verb not in PHASE_VERBS[phase]:
            return IllegalMove(move, f"now is the time to {_PHASE_TASK[phase]}, not "
                                     f"'{move.verb}'", _PHASE_RULE[phase])
        seat = self.current_player
        check = getattr(self, f"_check_{move.verb}")
        return check(move, seat)

    def _fail(self, move: Move, reason: str, rule: str) -> IllegalMove:
        return IllegalMove(move, reason, RULES[rule])

    def _check_hire(self, move, seat):
        problem = self._check_brig(move, seat)
        if problem:
            return problem
        cost = self.pack.gang[move.a].cost
        if cost > self.money[seat]:
            return self._fail(move, f"{self._called(move.a)} costs ${cost}K and you have "
                                    f"${self.money[seat]}K (send it to the Brig instead)",
                              "recruits")
        return None

    def _check_brig(self, move, seat):
        if move.a not in self.zones[f"draft:{seat}"]:
            return self._fail(move, f"{self._called(move.a)} is not among your dealt cards",
                              "recruits")
        return None

    def _check_prog(self, move, seat):
        if move.a not in ACTIONS:
            return self._fail(move, f"there is no action card {move.a!r} "
                                    f"({', '.join(ACTIONS)})", "program")
        if move.a in self.programs[seat]:
            return self._fail(move, f"your {self.pack.actions[move.a].name} card is already "
                                    f"programmed this round", "program")
        return None

    def _check_pass(self, move, seat):
        return None

    def _acting(self, move, action: str, rule: str) -> IllegalMove | None:
        if self.current["action"] != action:
            return self._fail(move, f"the card to resolve is "
                                    f"{self.pack.actions[self.current['action']].name}",
                              rule)
        return None

    def _check_tip(self, move, seat):
        return self._acting(move, "tip", "tip")

    def _check_pickpocket(self, move, seat):
        return self._acting(move, "pickpocket", "pickpocket")

    def _check_skill(self, move, seat):
        problem = self._acting(move, "skill", "skill")
        if problem:
            return problem
        card = move.a
        if card not in self.hand(seat):
            where = "in your play area (used this round)" if card in self.zones[
                f"play:{seat}"] else "not in your hand"
            return self._fail(move, f"{self._called(card)} is {where}", "skill")
        skill = self.pack.gang[card].skill if card in self.pack.gang else None
        if skill is None:
            return self._fail(move, f"{self._called(card)} has no skill", "skill")
        targets = self._skill_targets(seat, skill.kind)
        if move.b not in targets:
            if targets == [""]:
                return self._fail(move, f"{self._called(card)}'s skill takes no target", "skill")
            return self._fail(move, f"{self._called(card)}'s skill ({skill.text}) needs a "
                                    f"target: one of {', '.join(targets) or 'none now'}",
                              "skill")
        if skill.kind == "recruit" and not (self.zones["deck:gang"] or self.zones["discard:gang"]):
            return self._fail(move, "the Gang Member deck is empty", "skill")
        if skill.kind == "scrounge" and not (self.zones["deck:equipment"]
                                             or self.zones["discard:equipment"]):
            return self._fail(move, "the Equipment deck is empty", "skill")
        return None

    def _check_buy(self, move, seat):
        problem = self._acting(move, "asset", "asset")
        if problem:
            return problem
        if self.kinds.get(move.a) not in ("gang", "equipment", "crew") or self._where(
                move.a, ("airship:", "dock:", "local:")) is None:
            return self._fail(move, f"{self._called(move.a)} is not an asset on the board",
                              "asset")
        cost = self.pack.asset(move.a).cost
        if cost > self.money[seat]:
            return self._fail(move, f"{self._called(move.a)} costs ${cost}K and you have "
                                    f"${self.money[seat]}K", "asset")
        return None

    def _check_threaten(self, move, seat):
        problem = self._acting(move, "asset", "asset")
        if problem:
            return problem
        if self.kinds.get(move.a) != "crew" or self._where(move.a, ("airship:", "dock:")) is None:
            return self._fail(move, f"{self._called(move.a)} is not airship crew on the board",
                              "asset")
        need = self.pack.crew[move.a].strength
        have = self._strength_available(seat)
        if have < need:
            return self._fail(move, f"threatening {self._called(move.a)} takes Strength {need}; "
                                    f"your hand has {have}", "asset")
        return None

    def _strength_available(self, seat: int) -> int:
        total = sum(self.pack.asset(c).strength for c in self.hand(seat)
                    if self.kinds[c] != "crew")
        return total + sum(self.pack.tricks[t].amount for t in self.zones[f"tricks:{seat}"]
                           if self.pack.tricks[t].kind == "strength")

    def _check_heist(self, move, seat):
        problem = self._acting(move, "heist", "heist")
        if problem:
            return problem
        if self.location is None:
            return self._fail(move, "the airship has not reached a location yet (the first "
                                    "Location Board comes at the end of the first round)",
                              "setup")
        loot = self.pack.locations[self.location_number].loot
        if loot not in self.zones["loot"]:
            return self._fail(move, f"the {self.pack.loot[loot].name} is gone already: this "
                                    f"location has been robbed", "heist")
        return None

    def _check_jailbreak(self, move, seat):
        return self._acting(move, "heist", "jailbreak")

    def _check_turf(self, move, seat):
        return self._goal_on_board(move, "turf_war", "Turf War")

    def _check_sidejob(self, move, seat):
        return self._goal_on_board(move, "side_job", "Side Job")

    def _goal_on_board(self, move, kind: str, title: str) -> IllegalMove | None:
        problem = self._acting(move, "turf", kind)
        if problem:
            return problem
        if self.kinds.get(move.a) != kind or self._where(move.a, ("airship:", "dock:")) is None:
            return self._fail(move, f"{self._called(move.a)} is not a {title} card on the "
                                    f"board", kind)
        return None

    def _check_repeat(self, move, seat):
        problem = self._acting(move, "repeat", "repeat")
        if problem:
            return problem
        if move.a not in self._repeatable(seat):
            earlier = ", ".join(self._repeatable(seat)) or "none"
            return self._fail(move, f"Repeat repeats an action card you played before it this "
                                    f"round (yours: {earlier})", "repeat")
        return None

    # -- inside an illegal action
    def _on_team(self, card: str) -> bool:
        return card in self.mission["team"]

    def _check_bring(self, move, seat):
        card = move.a
        if card not in self.hand(seat):
            if card in self.zones[f"play:{seat}"]:
                return self._fail(move, f"{self._called(card)} was used this round (in your "
                                        f"play area until the round ends)", "used")
            if card in self.zones["mission"]:
                return self._fail(move, f"{self._called(card)} is with you already", "illegal")
            return self._fail(move, f"{self._called(card)} is not in your hand", "illegal")
        kind = self.kinds[card]
        if self.phase == THREAT:
            if kind == "crew":
                return self._fail(move, "airship crew cannot threaten airship crew (gang "
                                        "members and equipment can)", "asset")
            return None
        if kind == "equipment":
            return self._fail(move, f"equipment goes with a gang member who carries it: "
                                    f"+{card}@<member>", "carry")
        if kind == "crew":
            job = self.mission["job"]
            jobs = self.pack.crew[card].jobs
            if job not in jobs:
                return self._fail(move, f"{self._called(card)} only helps with "
                                        f"{', '.join(j.replace('_', ' ') for j in jobs)}", "crew")
        return None

    def _check_carry(self, move, seat):
        equipment, member = move.a, move.b
        if equipment not in self.hand(seat) or self.kinds[equipment] != "equipment":
            return self._fail(move, f"{self._called(equipment)} is not equipment in your hand",
                              "carry")
        if not self._on_team(member):
            return self._fail(move, f"{self._called(member)} is not on the team (bring them "
                                    f"first: +{member})", "carry")
        if self.kinds[member] == "crew":
            return self._fail(move, "airship crew carry no equipment", "crew")
        carried = sum(1 for who in self.mission["carry"].values() if who == member)
        limit = self.pack.gang[member].carries
        if carried >= limit:
            return self._fail(move, f"{self._called(member)} carries {limit} piece"
                                    f"{'' if limit == 1 else 's'} of equipment at most", "carry")
        return None

    def _defense_entry(self, move):
        mission = self.mission
        number = int(move.a)
        if not 1 <= number <= len(mission["defenses"]):
            count = len(mission["defenses"])
            return None, self._fail(move, f"this action has {count} defense"
                                          f"{'' if count == 1 else 's'}, not {number}", "illegal")
        entry = mission["defenses"][number - 1]
        if self._cleared(entry, mission):
            return None, self._fail(move, f"defense {number} ({self._defense_name(entry)}) is "
                                          f"already out of the way", "illegal")
        return entry, None

    def _check_beat(self, move, seat):
        entry, problem = self._defense_entry(move)
        if problem:
            return problem
        card = move.b
        if not (self._on_team(card) or card in self.mission["carry"]):
            return self._fail(move, f"{self._called(card)} is not on the team", "illegal")
        defense = self.pack.defense_of(entry["ref"])
        if not set(self.pack.asset(card).icons) & set(defense.icons):
            icons = " or ".join(defense.icons)
            return self._fail(move, f"{defense.name} needs {icons}; {self._called(card)} has "
                                    f"{', '.join(self.pack.asset(card).icons) or 'no icons'}",
                              "illegal")
        return None

    def _check_vent(self, move, seat):
        entry, problem = self._defense_entry(move)
        if problem:
            return problem
        mission = self.mission
        if mission["job"] not in ("heist", "jailbreak"):
            return self._fail(move, "vents are at locations and the Brig only", "vent")
        if not self._on_team(move.b) or self.kinds[move.b] != "gang":
            return self._fail(move, f"{self._called(move.b)} is not a gang member on the job",
                              "vent")
        if entry["type"] == VAULT:
            return self._fail(move, "a vent cannot skip the Vault/Code", "vent")
        if move.b not in self._venters(mission):
            if self.pack.asset(move.b).vent or mission["extra_vents"]:
                return self._fail(move, "the vent has been used this action (once per action)",
                                  "vent")
            return self._fail(move, f"{self._called(move.b)} has no Vent icon (and no dirty "
                                    f"trick opened another way in)", "vent")
        return None

    def _venters(self, mission: dict) -> list[str]:
        """Who may still skip a defense: a team member with a Vent icon, once per action,
        and anyone on the team for each vent dirty trick played (ours: the trick is a way
        in of its own, needing no Vent icon)."""
        if mission["job"] not in ("heist", "jailbreak"):
            return []
        team = [c for c in mission["team"] if self.kinds[c] == "gang"]
        vent_icon = [c for c in team if self.pack.gang[c].vent]
        by_trick = sum(1 for c in mission["vents"].values() if not self.pack.gang[c].vent)
        natural = len(mission["vents"]) - by_trick
        # a member with the icon may use a trick's way in too: count the icon's use first
        natural, by_trick = min(natural, 1), by_trick + max(0, natural - 1)
        if by_trick < mission["extra_vents"]:
            return team
        if natural < 1:
            return vent_icon
        return []

    def _check_cut(self, move, seat):
        mission = self.mission
        card = move.a
        guard = next((e for e in mission["defenses"] if e["guard"]), None)
        if guard is None:
            return self._fail(move, "there is no power supply here", "power")
        if mission["cut"]:
            return self._fail(move, "the power is already cut", "power")
        if not self._beaten(guard, mission):
            return self._fail(move, f"first get past the {self._defense_name(guard)} guarding "
                                    f"the power supply", "power")
        if not (self._on_team(card) or card in mission["carry"]):
            return self._fail(move, f"{self._called(card)} is not on the team", "illegal")
        if not self.pack.asset(card).power:
            return self._fail(move, f"{self._called(card)} has no Power icon", "power")
        if not any(self.pack.defense_of(e["ref"]).powered and not self._beaten(e, mission)
                   for e in mission["defenses"] if not e["guard"]):
            return self._fail(move, "no powered defense is left to switch off", "power")
        return None

    def _check_trick(self, move, seat):
        if move.a not in self.zones[f"tricks:{seat}"]:
            used = move.a in self.zones[f"tricks_used:{seat}"]
            return self._fail(move, f"{self._called(move.a)} is "
                                    f"{'used already' if used else 'not one of your dirty tricks'}",
                              "tricks")
        kind = self.pack.tricks[move.a].kind
        allowed = {PLAN: PLAN_TRICKS, THREAT: ("strength",), ROLLED: ("reroll",)}[self.phase]
        if kind not in allowed:
            return self._fail(move, f"{self._called(move.a)} ({kind.replace('_', ' ')}) is not "
                                    f"for this moment", "tricks")
        if self.phase == PLAN:
            job = self.mission["job"]
            if kind == "vent" and job not in ("heist", "jailbreak"):
                return self._fail(move, "vents are at locations and the Brig only", "vent")
            if kind == "strength" and job != "turf_war":
                return self._fail(move, "extra Strength helps a Turf War (or a threat) only",
                                  "tricks")
        return None

    def _check_go(self, move, seat):
        if self.phase == THREAT:
            threat = self.threat
            need = self.pack.crew[threat["crew"]].strength
            have = self._threat_strength()
            if have < need:
                return self._fail(move, f"the threat has Strength {have}; "
                                        f"{self._called(threat['crew'])} gives in at {need}",
                                  "asset")
            return None
        mission = self.mission
        if not any(self.kinds[c] == "gang" for c in mission["team"]):
            return self._fail(move, "bring at least one gang member (airship crew alone never "
                                    "succeed)", "success")
        if mission["job"] == "turf_war":
            need = self.pack.turf_wars[mission["target"]].strength
            have = self._team_strength()
            if have < need:
                return self._fail(move, f"the team's Strength is {have}; this Turf War takes "
                                        f"{need}", "turf_war")
            return None
        for number, entry in enumerate(mission["defenses"], 1):
            if not entry["guard"] and not self._cleared(entry, mission):
                return self._fail(move, f"defense {number} ({self._defense_name(entry)}) is "
                                        f"still in the way", "illegal")
        return None

    def _can_go(self, mission: dict) -> bool:
        """``_check_go`` without the message, for generating moves (the kit checks they agree)."""
        kinds = self.kinds
        if not any(kinds[c] == "gang" for c in mission["team"]):
            return False
        if mission["job"] == "turf_war":
            return self._team_strength() >= self.pack.turf_wars[mission["target"]].strength
        return all(entry["guard"] or self._cleared(entry, mission)
                   for entry in mission["defenses"])

    def _check_abort(self, move, seat):
        return None

    def _check_accept(self, move, seat):
        return None

    def _check_arrest(self, move, seat):
        mission = self.mission
        if move.a not in mission["team"] or self.kinds[move.a] != "gang":
            return self._fail(move, f"{self._called(move.a)} is not a gang member on this job "
                                    f"(airship crew cannot be arrested)", "crew")
        if move.a in mission["arrested"]:
            return self._fail(move, f"{self._called(move.a)} is arrested already", "alarm")
        return None

    def _check_free(self, move, seat):
        mission = self.mission
        if move.a not in mission["brig_before"]:
            return self._fail(move, f"{self._called(move.a)} was not in the Brig when you broke "
                                    f"in", "jailbreak")
        if move.a in mission["freed"]:
            return self._fail(move, f"{self._called(move.a)} is freed already", "jailbreak")
        return None

    def _called(self, card: str) -> str:
        try:
            return self.card_name(card)
        except KeyError:
            return repr(card)

    # ----------------------------------------------------------------- mission helpers
    def _defense_name(self, entry: dict) -> str:
        return self.pack.defense_of(entry["ref"]).name

    @staticmethod
    def _beaten(entry: dict, mission: dict) -> bool:
        index = entry["index"]
        return index in mission["beats"] or index in mission["vents"]

    def _cleared(self, entry: dict, mission: dict) -> bool:
        if self._beaten(entry, mission):
            return True
        return (mission["cut"] is not None and not entry["guard"]
                and self.pack.defense_of(entry["ref"]).powered)

    def _team_strength(self) -> int:
        mission = self.mission
        total = sum(self.pack.asset(c).strength for c in (*mission["team"], *mission["carry"]))
        return total + mission["strength"]

    def _threat_strength(self) -> int:
        threat = self.threat
        return sum(self.pack.asset(c).strength for c in threat["cards"]) + threat["strength"]

    def alarm_reasons(self) -> list[dict]:
        """Why the planned illegal action rolls the alarm dice it does (each line: dice, why)."""
        mission = self.mission
        if mission is None:
            return []
        reasons = []
        for tipper in mission["tippers"]:
            reasons.append({"dice": 1, "why": f"player {tipper + 1}'s Anonymous Tip",
                            "seat": tipper})
        if self.options["expert"]:
            reasons.append({"dice": 1, "why": "expert rules: every illegal action"})
        members = [c for c in mission["team"] if self.kinds[c] == "gang"
                   and not self.pack.gang[c].outside_limit]
        extra = len(members) - MEMBER_LIMIT
        if extra > 0:
            reasons.append({"dice": extra, "why": f"{extra} gang member"
                                                  f"{'' if extra == 1 else 's'} over the limit of two"})
            if mission["free_members"]:
                spared = min(extra, mission["free_members"])
                reasons.append({"dice": -spared, "why": "dirty trick: a member over the limit "
                                                        "is free"})
        for index, card in mission["beats"].items():
            if self.pack.asset(card).loud:
                entry = mission["defenses"][index]
                reasons.append({"dice": 1, "why": f"{self.card_name(card)} is LOUD "
                                                  f"({self._defense_name(entry)})"})
        if mission["cut"] and self.pack.asset(mission["cut"]).loud:
            reasons.append({"dice": 1, "why": f"{self.card_name(mission['cut'])} is LOUD "
                                              f"(cutting the power)"})
        for card in mission["team"]:
            removal = self.pack.asset(card).alarm_removal
            if removal:
                reasons.append({"dice": -removal, "why": f"{self.card_name(card)} removes "
                                                         f"{removal}"})
        if mission["minus"]:
            reasons.append({"dice": -mission["minus"], "why": "dirty trick"})
        return reasons

    def alarm_count(self) -> int:
        """How many alarm dice the planned illegal action rolls now."""
        return max(0, sum(r["dice"] for r in self.alarm_reasons()))

    # ----------------------------------------------------------------- playing moves
    def _play(self, move: Move) -> None:
        seat = self.current_player
        self._legal = self._seat = None
        getattr(self, f"_do_{move.verb}")(move, seat)
        self._legal = self._seat = None

    # -- the draft
    def _do_hire(self, move, seat):
        self._pick(seat, move.a, True)

    def _do_brig(self, move, seat):
        self._pick(seat, move.a, False)

    def _pick(self, seat: int, card: str, hired: bool) -> None:
        self.zones[f"draft:{seat}"].remove(card)
        self.zones[f"picked:{seat}"].append(card)
        self.picks[seat] = [card, hired]
        if any(pick is None for pick in self.picks):
            return
        # everyone has chosen: the picks are shown and paid for at once
        for who, (chosen, paid) in enumerate(self.picks):
            self.zones[f"picked:{who}"].remove(chosen)
            if paid:
                self.money[who] -= self.pack.gang[chosen].cost
                self.zones[f"recruited:{who}"].append(chosen)  # face up until the draft ends
            else:
                self.zones["brig"].append(chosen)
        held = [self.zones[f"draft:{who}"] for who in range(self.num_players)]
        for who in range(self.num_players):
            self.zones[f"draft:{(who + 1) % self.num_players}"] = held[who]
        self.picks = [None] * self.num_players
        self.draft_round += 1
        if self.draft_round < DRAFT_CARDS:
            return
        for who in range(self.num_players):
            self.zones["brig"].extend(self.zones[f"draft:{who}"])
            self.zones[f"draft:{who}"] = []
            # the hired gang members are picked up: the hands are formed
            self.hand(who).extend(self.zones[f"recruited:{who}"])
            self.zones[f"recruited:{who}"] = []
        self._top_up_brig()
        self.start_player = self._richest()
        self._start_round()

    def _richest(self) -> int:
        best = max(self.money)
        tied = [seat for seat, money in enumerate(self.money) if money == best]
        rolls = []
        while len(tied) > 1:
            # roll all five dice each; most exit doors starts (tied again: roll again)
            counts = {}
            for seat in tied:
                faces = [self.rng.choice(self.pack.die) for _ in range(5)]
                counts[seat] = faces.count("exit")
                rolls.append({"seat": seat, "faces": faces})
            top = max(counts.values())
            tied = [seat for seat in tied if counts[seat] == top]
        self.last = {"kind": "start", "rolls": rolls} if rolls else None
        return tied[0]

    # -- rounds
    def _start_round(self) -> None:
        self._legal = self._seat = None
        self.round += 1
        self.phase = PROGRAM
        self.programs = [[] for _ in range(self.num_players)]
        self.revealed = [0] * self.num_players
        self.tips = []
        self.heist_done = False
        self.current = None
        n = self.num_players
        # each slot starts with the player who played last in the slot before
        self.order = [((self.start_player + slot * (n - 1) + k) % n, slot)
                      for slot in range(PROGRAM_SLOTS) for k in range(n)]
        self.turn = 0

    def _do_prog(self, move, seat):
        self.programs[seat].append(move.a)
        if all(len(p) == PROGRAM_SLOTS for p in self.programs):
            self.turn = -1
            self._next_card()

    def _next_card(self) -> None:
        self.mission = self.threat = None
        self.turn += 1
        if self.turn >= len(self.order):
            self._end_round()
            return
        seat, slot = self.order[self.turn]
        self.revealed[seat] = slot + 1
        action = self.programs[seat][slot]
        self.current = {"seat": seat, "slot": slot, "action": action, "repeat": False,
                        "tippers": []}
        if action in ILLEGAL_ACTIONS:
            self._tip_off(seat)
        self.phase = ACT

    def _tip_off(self, seat: int) -> None:
        """An illegal card is revealed: every opponent's tip in play adds a die and pays."""
        tippers = [tipper for tipper in self.tips if tipper != seat]
        for tipper in tippers:
            self.reputation[tipper] += TIP_REPUTATION
        self.current["tippers"] = tippers

    def _finish_action(self) -> None:
        self._top_up_brig()
        self._next_card()

    def _do_pass(self, move, seat):
        self._finish_action()

    def _do_tip(self, move, seat):
        self.tips.append(seat)
        self._finish_action()

    def _do_pickpocket(self, move, seat):
        self.money[seat] += PICKPOCKET_MONEY
        self._finish_action()

    def _do_skill(self, move, seat):
        card, target = move.a, move.b
        skill = self.pack.gang[card].skill
        self.hand(seat).remove(card)
        self.zones[f"play:{seat}"].append(card)
        kind, amount = skill.kind, skill.amount
        if kind == "cash":
            self.money[seat] += amount
        elif kind == "reputation":
            self.reputation[seat] += amount
        elif kind == "lawyer":
            self.zones["brig"].remove(target)
            self.hand(seat).append(target)
        elif kind == "recruit":
            self.hand(seat).append(self._draw("gang"))
        elif kind == "scrounge":
            self.hand(seat).append(self._draw("equipment"))
        elif kind == "steal":
            victim = int(target[1:]) - 1
            taken = min(amount, self.money[victim])
            self.money[victim] -= taken
            self.money[seat] += taken
        elif kind == "sabotage":
            zone = "brig:guard" if target in self.zones["brig:guard"] else "brig:defenses"
            self._replace_defense(zone, target)
        self._finish_action()

    def _replace_defense(self, zone: str, card: str) -> None:
        slots = self.zones[zone]
        index = slots.index(card)
        self.zones["discard:defense"].append(card)
        slots[index] = None
        slots[index] = self._draw("defense")

    def _do_buy(self, move, seat):
        card = move.a
        self.money[seat] -= self.pack.asset(card).cost
        self._acquire(seat, card)
        self._finish_action()

    def _acquire(self, seat: int, card: str) -> None:
        zone = self._where(card, ("airship:", "dock:", "local:"))
        self._take(zone, card)
        self.hand(seat).append(card)
        self._restock(zone)

    def _do_threaten(self, move, seat):
        self.threat = {"crew": move.a, "cards": [], "strength": 0, "tricks": []}
        self.phase = THREAT

    def job_defenses(self, job: str, target: str | None = None) -> list[dict]:
        """The defenses a job faces now, numbered as its moves number them (``d1`` is the
        first): each ``{index, ref, type, zone, guard}``; ``guard`` marks the defense that
        guards the power supply (it need not be passed). ``target``: the side job."""
        pack = self.pack
        guards: list[dict] = []
        if job == "heist":
            number = self.location_number
            defenses = [{"ref": ref, "type": ref, "zone": None}
                        for ref in pack.locations[number].defenses]
            defenses += [{"ref": c, "type": pack.defense_cards[c], "zone": "location:defenses"}
                         for c in self.zones["location:defenses"] if c]
            defenses.append({"ref": VAULT, "type": VAULT, "zone": None})
            guards = [{"ref": c, "type": pack.defense_cards[c], "zone": "location:guard"}
                      for c in self.zones["location:guard"] if c]
        elif job == "jailbreak":
            defenses = [{"ref": c, "type": pack.defense_cards[c], "zone": "brig:defenses"}
                        for c in self.zones["brig:defenses"] if c]
            guards = [{"ref": c, "type": pack.defense_cards[c], "zone": "brig:guard"}
                      for c in self.zones["brig:guard"] if c]
        elif job == "side_job":
            card = pack.side_jobs[target]
            defenses = [{"ref": ref, "type": ref, "zone": None} for ref in card.defenses]
            if card.power_supply:
                guards = [{"ref": card.power_supply, "type": card.power_supply, "zone": None}]
        else:
            defenses = []
        entries = [{**entry, "guard": False} for entry in defenses]
        entries += [{**entry, "guard": True} for entry in guards]
        for index, entry in enumerate(entries):
            entry["index"] = index
        return entries

    def _do_heist(self, move, seat):
        self._begin_mission(seat, "heist", self.pack.locations[self.location_number].loot)

    def _do_jailbreak(self, move, seat):
        self._begin_mission(seat, "jailbreak", None)

    def _do_turf(self, move, seat):
        self._begin_mission(seat, "turf_war", move.a)

    def _do_sidejob(self, move, seat):
        self._begin_mission(seat, "side_job", move.a)

    def _begin_mission(self, seat: int, job: str, target: str | None) -> None:
        self.mission = {"seat": seat, "job": job, "target": target,
                        "defenses": self.job_defenses(job, target),
                        "team": [], "carry": {}, "beats": {}, "vents": {}, "cut": None,
                        "tippers": list(self.current["tippers"]), "tricks": [],
                        "extra_vents": 0, "free_members": 0, "strength": 0, "minus": 0,
                        "payday": 0, "dice": [], "arrested": [], "arrests": 0,
                        "brig_before": [], "freed": []}
        self.phase = PLAN

    def _do_repeat(self, move, seat):
        self.current["action"] = move.a
        self.current["repeat"] = True
        if move.a in ILLEGAL_ACTIONS:
            self._tip_off(seat)

    # -- planning
    def _do_bring(self, move, seat):
        self.hand(seat).remove(move.a)
        self.zones["mission"].append(move.a)
        if self.phase == THREAT:
            self.threat["cards"].append(move.a)
        else:
            self.mission["team"].append(move.a)

    def _do_carry(self, move, seat):
        self.hand(seat).remove(move.a)
        self.zones["mission"].append(move.a)
        self.mission["carry"][move.a] = move.b

    def _do_beat(self, move, seat):
        self.mission["beats"][int(move.a) - 1] = move.b

    def _do_vent(self, move, seat):
        self.mission["vents"][int(move.a) - 1] = move.b

    def _do_cut(self, move, seat):
        self.mission["cut"] = move.a

    def _do_trick(self, move, seat):
        trick = self.pack.tricks[move.a]
        self.zones[f"tricks:{seat}"].remove(move.a)
        self.zones[f"tricks_used:{seat}"].append(move.a)
        if self.phase == THREAT:
            self.threat["strength"] += trick.amount
            self.threat["tricks"].append(move.a)
            return
        mission = self.mission
        mission["tricks"].append(move.a)
        if trick.kind == "reroll":
            self._roll(len(mission["dice"]))
            self._after_roll(reroll_offered=True)
            return
        if trick.kind == "alarm_minus":
            mission["minus"] += trick.amount
        elif trick.kind == "vent":
            mission["extra_vents"] += 1
        elif trick.kind == "free_member":
            mission["free_members"] += 1
        elif trick.kind == "strength":
            mission["strength"] += trick.amount
        elif trick.kind == "payday":
            mission["payday"] += trick.amount

    def _do_abort(self, move, seat):
        # nothing happened: every card brought goes back to the hand, in the order brought
        self.hand(seat).extend(self.zones["mission"])
        self.zones["mission"] = []
        self._finish_action()

    def _do_go(self, move, seat):
        if self.phase == THREAT:
            threat = self.threat
            self.zones[f"play:{seat}"].extend(threat["cards"])
            self.zones["mission"] = []
            self._acquire(seat, threat["crew"])
            self._finish_action()
            return
        mission = self.mission
        mission["alarms"] = self.alarm_reasons()
        self._roll(self.alarm_count())
        self._after_roll(reroll_offered=False)

    def _roll(self, dice: int) -> None:
        gen = self.rng.generator()
        self.mission["dice"] = [gen.choice(self.pack.die) for _ in range(dice)]

    def _after_roll(self, reroll_offered: bool) -> None:
        mission = self.mission
        seat = mission["seat"]
        handcuffs = mission["dice"].count("handcuffs")
        if (handcuffs and not reroll_offered and any(
                self.pack.tricks[t].kind == "reroll" for t in self.zones[f"tricks:{seat}"])):
            self.phase = ROLLED
            return
        members = [c for c in mission["team"] if self.kinds[c] == "gang"]
        mission["arrests"] = min(handcuffs, len(members))
        if mission["arrests"] == len(members):
            mission["arrested"] = list(members)  # no choice to make: everyone is caught
        self._arrests_done()

    def _do_accept(self, move, seat):
        self._after_roll(reroll_offered=True)

    def _do_arrest(self, move, seat):
        self.mission["arrested"].append(move.a)
        self._arrests_done()

    def _arrests_done(self) -> None:
        mission = self.mission
        if len(mission["arrested"]) < mission["arrests"]:
            self.phase = ARREST
            return
        members = [c for c in mission["team"] if self.kinds[c] == "gang"]
        mission["success"] = any(c not in mission["arrested"] for c in members)
        if mission["success"] and mission["job"] == "jailbreak" and self.zones["brig"]:
            mission["brig_before"] = list(self.zones["brig"])
            self.phase = FREE
            return
        self._settle()

    def _do_free(self, move, seat):
        mission = self.mission
        mission["freed"].append(move.a)
        self.zones["brig"].remove(move.a)
        self.hand(seat).append(move.a)
        if len(mission["freed"]) >= min(JAILBREAK_TAKES, len(mission["brig_before"])):
            self._settle()

    def _settle(self) -> None:
        """The end of an illegal action: rewards, arrests, used cards, replaced defenses."""
        mission = self.mission
        seat = mission["seat"]
        job, target = mission["job"], mission["target"]
        success = mission["success"]
        if success:
            if job == "heist":
                loot = self.pack.loot[target]
                self.zones["loot"].remove(target)
                self.zones[f"goals:{seat}"].append(target)
                self.money[seat] += loot.money
                self.heist_done = True
            elif job in ("turf_war", "side_job"):
                zone = self._where(target, ("airship:", "dock:"))
                self._take(zone, target)
                self.zones[f"goals:{seat}"].append(target)
                card = (self.pack.turf_wars if job == "turf_war" else self.pack.side_jobs)[target]
                self.money[seat] += card.money
                self._restock(zone)
            self.money[seat] += mission["payday"]
        replaced = set()
        if success and job == "jailbreak":
            # bypassed Brig defenses (its power supply's guard too) are replaced at once
            for index in sorted({*mission["beats"], *mission["vents"]}):
                entry = mission["defenses"][index]
                self._replace_defense(entry["zone"], entry["ref"])
                replaced.add(index)
        if mission["cut"]:
            # a guard passed to cut the power is replaced whatever the outcome
            guard = next(e for e in mission["defenses"] if e["guard"])
            if guard["zone"] == "brig:guard" and guard["index"] not in replaced:
                self._replace_defense("brig:guard", guard["ref"])
            elif guard["zone"] == "location:guard":
                self.power_used = True  # replaced at the start of the next round
        play = self.zones[f"play:{seat}"]
        self.zones["mission"] = []
        for card in mission["team"]:
            kind = self.kinds[card]
            if kind == "crew":
                self.zones["box"].append(card)  # used once, then out of the game
            elif card in mission["arrested"]:
                self.zones["brig"].append(card)
            else:
                play.append(card)
        for equipment, carrier in mission["carry"].items():
            if carrier in mission["arrested"]:
                self.zones["discard:equipment"].append(equipment)
            else:
                play.append(equipment)
        self.last = {"kind": "mission", "seat": seat, "job": job, "target": target,
                     "dice": list(mission["dice"]), "alarms": mission.get("alarms", []),
                     "arrested": list(mission["arrested"]), "success": success,
                     "freed": list(mission["freed"])}
        self._finish_action()

    # -- the end of a round
    def _end_round(self) -> None:
        n = self.num_players
        for seat in range(n):
            self.hand(seat).extend(self.zones[f"play:{seat}"])
            self.zones[f"play:{seat}"] = []
        self.current = self.mission = self.threat = None
        self.start_player = (self.start_player + 1) % n
        houses = self.houses()
        if self.heist_done and self.location is not None:
            self.track = houses[self.location + 1]
        else:
            self.track = min(self.track + 1, houses[-1])
        if self.track in houses[:-1]:
            self._arrive(houses.index(self.track))  # a new board, new guard and all
        elif self.power_used:
            # the guard of a power supply cut this round is replaced
            for card in [c for c in self.zones["location:guard"] if c]:
                self._replace_defense("location:guard", card)
        self.power_used = False
        last_loot = self.pack.locations[self.route[-1]].loot
        if self.track >= houses[-1] or last_loot not in self.zones["loot"]:
            self.phase = OVER
            self.order = []
            self.turn = 0
            return
        self._start_round()

    def _arrive(self, index: int) -> None:
        """The airship reaches a new location: its board, its defenses, a fresh dock."""
        self.location = index
        number = self.route[index]
        place = self.pack.locations[number]
        for zone in ("location:defenses", "location:guard"):
            self.zones["discard:defense"].extend(c for c in self.zones[zone] if c)
        self.zones["location:defenses"] = [self._draw("defense") for _ in range(place.cards)]
        self.zones["location:guard"] = [self._draw("defense")] if place.power_supply else []
        for kind in SLOT_KINDS:
            zone = f"dock:{kind}"
            if zone not in self.zones:
                continue
            for card in self.zones[zone]:
                if card is None:
                    continue
                if kind in ("turf_war", "side_job", "crew"):
                    self.zones[f"deck:{kind}"].insert(0, card)  # under its deck
                else:
                    self.zones[f"discard:{kind}"].append(card)
            self.zones[zone] = [self._draw(kind) for _ in self.zones[zone]]
        for kind in ("gang", "equipment"):
            zone = f"local:{kind}"
            stack = self.zones[zone]
            if self.options["expert"]:
                for card in stack:
                    if card is not None:
                        self.zones[f"discard:{kind}"].append(card)
                self.zones[zone] = [self._draw(kind)]
                continue
            if stack:
                self.zones[f"discard:{kind}"].append(stack[0])
                self.zones["box"].extend(stack[1:])  # face down: back to the box
            table = self.pack.gang if kind == "gang" else self.pack.equipment
            waiting = self.zones[f"specific:{kind}"]
            here = [c for c in waiting if table[c].location == number]
            for card in here:
                waiting.remove(card)
            self.rng.shuffle(here)
            self.zones[zone] = here

    # ----------------------------------------------------------------- scores
    def scores(self) -> list[float]:
        return [float(scoring.total(self, seat)) for seat in range(self.num_players)]

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        totals = self.scores()
        best = max(totals)
        tied = [seat for seat, score in enumerate(totals) if score == best]
        if len(tied) > 1:
            # ties go to the player with the most gang members
            members = {seat: scoring.gang_members(self, seat) for seat in tied}
            most = max(members.values())
            tied = [seat for seat in tied if members[seat] == most]
        return tied

    def _end_reason(self) -> str:
        if self.track >= self.home:
            return "the airship reached Home"
        return "the last location's loot was taken"

    # ----------------------------------------------------------------- views
    def view(self, seat: int | None) -> dict:
        self.check_seat(seat)
        return build_view(self, seat)

    def describe(self, move: Move) -> str:
        return _label(move, self)

    def move_info(self, move: Move) -> dict:
        """What a board needs to draw a move without reading its id: the verb and the
        cards, action, defense number or seat it names.

        >>> SKYWAY_ROBBERY.new(players=2, seed=1).move_info(parse("d2:drill"))
        {'verb': 'beat', 'defense': 2, 'card': 'drill'}
        """
        verb, a, b = move.verb, move.a, move.b
        if verb in ("prog", "repeat"):
            return {"verb": verb, "action": a}
        if verb in ("beat", "vent"):
            return {"verb": verb, "defense": int(a), "card": b}
        if verb == "carry":
            return {"verb": verb, "card": a, "member": b}
        if verb == "skill":
            info = {"verb": verb, "card": a}
            if b.startswith("p") and b[1:].isdigit():
                info["seat"] = int(b[1:]) - 1
            elif b:
                info["target"] = b
            return info
        return {"verb": verb, "card": a} if a else {"verb": verb}

    # ----------------------------------------------------------------- copies
    def copy(self) -> SkywayRobberyState:
        other = SkywayRobberyState.__new__(SkywayRobberyState)
        other.__dict__.update(self.__dict__)
        self._copy_bookkeeping(other)
        other.options = self.options
        other.rng = self.rng.copy()
        other.zones = {name: list(cards) for name, cards in self.zones.items()}
        other.money = list(self.money)
        other.reputation = list(self.reputation)
        other.programs = [list(p) for p in self.programs]
        other.revealed = list(self.revealed)
        other.order = list(self.order)
        other.tips = list(self.tips)
        other.route = list(self.route)
        other.picks = [None if p is None else list(p) for p in self.picks]
        other.current = _deep(self.current)
        other.mission = _deep(self.mission)
        other.threat = _deep(self.threat)
        other.last = _deep(self.last)
        return other

    def to_dict(self) -> dict:
        return position_to_dict(self)

    def determinize(self, seat: int | None, rng: Rng | int) -> SkywayRobberyState:
        self.check_seat(seat)
        return self._determinized(determinize(self, seat, as_rng(rng)))


def _deep(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value


def _is_slot_zone(zone: str) -> bool:
    return zone.startswith(("airship:", "dock:", "brig:", "location:")) or (
        zone.startswith("local:"))


# --------------------------------------------------------------------- setting up
def _seat_zones(seat: int) -> tuple[str, ...]:
    return (f"hand:{seat}", f"play:{seat}", f"goals:{seat}", f"tricks:{seat}",
            f"tricks_used:{seat}", f"draft:{seat}", f"picked:{seat}", f"recruited:{seat}")


def _zone_names(pack: Pack, players: int) -> list[str]:
    names = [f"deck:{kind}" for kind in ("gang", "equipment", "crew", "turf_war", "side_job",
                                         "defense")]
    names += [f"discard:{kind}" for kind in ("gang", "equipment", "defense")]
    names += [f"{part}:{kind}" for part, slots in (("airship", pack.airship), ("dock", pack.dock))
              for kind in SLOT_KINDS if slots[kind]]
    names += ["local:gang", "local:equipment", "specific:gang", "specific:equipment", "brig",
              "brig:defenses", "brig:guard", "location:defenses", "location:guard", "loot",
              "mission", "box"]
    for seat in range(players):
        names += _seat_zones(seat)
    return names


def set_up(game: SkywayRobbery, players: int, rng: Rng, options: dict) -> SkywayRobberyState:
    """Setup A to I and the deal for the first recruits."""
    pack = game.pack
    state = SkywayRobberyState(game)
    state.num_players = players
    state.options = options
    state.rng = rng
    zones = {name: [] for name in _zone_names(pack, players)}
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


# --------------------------------------------------------------------- positions
_STATE_FIELDS = ("money", "reputation", "programs", "revealed", "round", "start_player", "phase",
                 "turn", "tips", "track", "route", "heist_done", "power_used", "draft_round",
                 "picks", "current", "mission", "threat", "last")


def position_to_dict(state: SkywayRobberyState) -> dict:
    data = {"game": state.game.name, "pack": state.pack.name, "players": state.num_players,
            "options": dict(state.options),
            "zones": {name: list(cards) for name, cards in state.zones.items()}}
    for name in _STATE_FIELDS:
        data[name] = _deep(getattr(state, name))
    data["order"] = [list(pair) for pair in state.order]
    if state.mission is not None:
        data["mission"] = _mission_out(state.mission)
    data["rng"] = state.rng.to_dict()
    data["history"] = list(state.history)
    return data


def _mission_out(mission: dict) -> dict:
    # pairs, not objects: their order matters (the order moves and alarm reasons are
    # listed in) and JSON objects do not promise to keep it
    out = _deep(mission)
    out["carry"] = [[card, member] for card, member in mission["carry"].items()]
    out["beats"] = [[index + 1, card] for index, card in mission["beats"].items()]
    out["vents"] = [[index + 1, card] for index, card in mission["vents"].items()]
    return out


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
POSITION_KEYS = ("game", "pack", "players", "options", "zones", *_STATE_FIELDS, "order", "rng",
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
        if isinstance(number, bool) or not isinstance(number, int) or not low <= number <= high:
            raise BadPosition(name, f"seat {seat}'s entry: expected a whole number from {low} to "
                                    f"{high}, not {shown(number)}")
    return list(values)


def _read_options(game: SkywayRobbery, value: Any) -> dict:
    chosen = mapping(value, "options")
    try:
        return game.check_options(chosen)
    except ValueError as err:
        raise BadPosition("options", str(err)) from None


def _read_zones(game: SkywayRobbery, state: SkywayRobberyState, value: Any) -> None:
    """Every card of the pack in exactly one zone of its kind; the board's slots as printed."""
    pack, players = game.pack, state.num_players
    zones = mapping(value, "zones")
    names = _zone_names(pack, players)
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
            if card is None and _is_slot_zone(name):
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


def position_from_dict(game: SkywayRobbery, data: Mapping[str, Any]) -> SkywayRobberyState:
    """Check a position card by card and field by field; BadPosition names what is wrong."""
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
            or any(isinstance(n, bool) or not isinstance(n, int) or n not in pack.locations
                   for n in route) or route != sorted(set(route))):
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
        if isinstance(tip, bool) or not isinstance(tip, int) or not 0 <= tip < players:
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


# --------------------------------------------------------------------- hidden information
def determinize(state: SkywayRobberyState, seat: int | None, rng: Rng) -> SkywayRobberyState:
    """A copy in which everything ``seat`` cannot see is dealt again at random: the other
    players' hands, dirty tricks, draft cards and unrevealed programs, and every deck."""
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


# --------------------------------------------------------------------- the view
def card_facts(pack: Pack, kinds: Mapping[str, str], card: str) -> dict:
    """What is printed on a card, JSON-safe (the same for every viewer)."""
    kind = kinds[card]
    facts: dict[str, Any] = {"id": card, "kind": kind}
    if kind in ("gang", "equipment", "crew"):
        a = pack.asset(card)
        facts.update(name=a.name, cost=a.cost, strength=a.strength, icons=list(a.icons),
                     loud=a.loud, vent=a.vent, power=a.power, text=a.text)
        if kind == "gang":
            facts.update(carries=a.carries, alarm_removal=a.alarm_removal,
                         outside_limit=a.outside_limit,
                         skill=a.skill.text if a.skill else None, skill_kind=(
                             a.skill.kind if a.skill else None),
                         bonus=a.bonus.text if a.bonus else None)
        if kind == "crew":
            facts["jobs"] = list(a.jobs)
        if a.location is not None:
            facts["location"] = a.location
    elif kind == "defense":
        d = pack.defense_of(card)
        facts.update(name=d.name, type=d.id, icons=list(d.icons), powered=d.powered,
                     unusual=d.deck == "unusual", text=d.text)
    elif kind == "loot":
        c = pack.loot[card]
        facts.update(name=c.name, location=c.location, money=c.money, reputation=c.reputation,
                     bonus=c.bonus.text if c.bonus else None, text=c.text)
    elif kind == "turf_war":
        c = pack.turf_wars[card]
        facts.update(name=c.name, strength=c.strength, reputation=c.reputation, money=c.money,
                     text=c.text)
    elif kind == "side_job":
        c = pack.side_jobs[card]
        facts.update(name=c.name, defenses=[_printed(pack, d) for d in c.defenses],
                     power_supply=_printed(pack, c.power_supply) if c.power_supply else None,
                     money=c.money, reputation=c.reputation, text=c.text)
    elif kind == "trick":
        t = pack.tricks[card]
        facts.update(name=t.name, trick=t.kind, amount=t.amount, text=t.text or t.effect)
    return facts


def _printed(pack: Pack, ref: str) -> dict:
    d = pack.defense_of(ref)
    return {"ref": ref, "type": d.id, "name": d.name, "icons": list(d.icons),
            "powered": d.powered}


def _public_last(last: dict | None, public) -> dict | None:
    if last is None or last.get("kind") != "mission":
        return _deep(last)
    out = _deep(last)
    out["arrested"] = public(last["arrested"])
    out["freed"] = public(last["freed"])
    if last.get("target"):
        out["target"] = public([last["target"]])[0]
    return out


def _secret_cards(state: SkywayRobberyState, seat: int | None) -> set[str]:
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


def build_view(state: SkywayRobberyState, seat: int | None) -> dict:
    pack, zones, kinds = state.pack, state.zones, state.kinds
    shown: set[str] = set()
    secret = _secret_cards(state, seat)

    def public(cards: Iterable) -> list:
        """Cards named by a past event, each None once it went where this seat cannot see
        (a gang member freed into a hand is no longer shown by name)."""
        return [None if card in secret else card for card in cards]

    def show(cards: Iterable) -> list:
        out = []
        for card in cards:
            if card is not None:
                shown.add(card)
            out.append(card)
        return out

    houses = state.houses()
    route = [{"number": n, "name": pack.locations[n].name, "spaces": pack.locations[n].spaces,
              "house": houses[i], "loot": pack.locations[n].loot,
              "looted": pack.locations[n].loot not in zones["loot"]}
             for i, n in enumerate(state.route)]
    location = None
    if state.location is not None:
        number = state.location_number
        place = pack.locations[number]
        location = {
            "number": number, "name": place.name, "text": place.text,
            "defenses": [_printed(pack, d) for d in place.defenses]
            + [{**_printed(pack, c), "card": c} for c in show(zones["location:defenses"]) if c],
            "vault": _printed(pack, VAULT),
            "guard": [{**_printed(pack, c), "card": c} for c in show(zones["location:guard"]) if c],
            "power_supply": place.power_supply, "loot": place.loot,
            "looted": place.loot not in zones["loot"], "power_used": state.power_used,
        }
    board = {"airship": {}, "dock": {}, "local": {}}
    for part in ("airship", "dock"):
        for kind in SLOT_KINDS:
            zone = f"{part}:{kind}"
            if zone in zones:
                board[part][kind] = show(zones[zone])
    for kind in ("gang", "equipment"):
        stack = zones[f"local:{kind}"]
        if state.options["expert"]:
            board["local"][kind] = {"top": show(stack[:1])[0] if stack else None, "below": 0}
        else:
            board["local"][kind] = {"top": show(stack[:1])[0] if stack else None,
                                    "below": max(0, len(stack) - 1)}
    players = []
    for s in range(state.num_players):
        mine = seat == s
        hand = zones[f"hand:{s}"]
        program = state.programs[s]
        entry = {
            "seat": s, "money": state.money[s], "reputation": state.reputation[s],
            "hand": show(hand) if mine or state.is_over else None,
            "hand_count": {k: sum(1 for c in hand if kinds[c] == k)
                           for k in ("gang", "equipment", "crew")},
            "program": [a if (mine or i < state.revealed[s]) else None
                        for i, a in enumerate(program)],
            "programmed": len(program), "revealed": state.revealed[s],
            "play": show(zones[f"play:{s}"]), "goals": show(zones[f"goals:{s}"]),
            "tricks": show(zones[f"tricks:{s}"]) if mine else None,
            "tricks_count": len(zones[f"tricks:{s}"]),
            "tricks_used": show(zones[f"tricks_used:{s}"]),
            "recruited": show(zones[f"recruited:{s}"]),
            "score": scoring.breakdown(state, s, hand=mine or state.is_over),
            "gang_members": scoring.gang_members(state, s),
            "tips": state.tips.count(s),
        }
        if state.phase == DRAFT:
            entry["draft"] = show(zones[f"draft:{s}"]) if mine else None
            entry["draft_count"] = len(zones[f"draft:{s}"])
            entry["picked"] = (show(zones[f"picked:{s}"])[0] if mine and state.picks[s]
                               else state.picks[s] is not None)
            if mine and state.picks[s]:
                entry["hired"] = state.picks[s][1]
        players.append(entry)
    mission = None
    if state.mission is not None:
        m = state.mission
        show([*m["team"], *m["carry"]])
        if m["target"]:
            show([m["target"]])
        defenses = []
        for entry in m["defenses"]:
            info = _printed(pack, entry["ref"])
            info.update(number=entry["index"] + 1, guard=entry["guard"],
                        beaten_by=m["beats"].get(entry["index"]),
                        vented_by=m["vents"].get(entry["index"]),
                        inert=bool(m["cut"]) and not entry["guard"] and info["powered"]
                        and not state._beaten(entry, m),
                        cleared=state._cleared(entry, m))
            if entry["zone"]:
                info["card"] = entry["ref"]
            defenses.append(info)
        mission = {"seat": m["seat"], "job": m["job"], "target": m["target"],
                   "defenses": defenses, "team": list(m["team"]), "carry": dict(m["carry"]),
                   "cut": m["cut"], "tricks": show(m["tricks"]),
                   "strength": state._team_strength(),
                   "need": (pack.turf_wars[m["target"]].strength
                            if m["job"] == "turf_war" else None),
                   "alarms": state.alarm_reasons(), "alarm_count": state.alarm_count(),
                   "dice": list(m["dice"]), "arrests": m["arrests"],
                   "arrested": list(m["arrested"]), "freed": show(public(m["freed"])),
                   "brig_before": show(public(m["brig_before"]))}
    threat = None
    if state.threat is not None:
        t = state.threat
        threat = {"crew": show([t["crew"]])[0], "cards": show(t["cards"]),
                  "strength": state._threat_strength(), "need": pack.crew[t["crew"]].strength}
    view = {
        "phase": state.phase, "round": state.round, "seat": seat,
        "current_player": state.current_player, "over": state.is_over,
        "start_player": state.start_player,
        "options": dict(state.options), "route": route, "track": state.track,
        "home": houses[-1], "location": location, "board": board,
        "brig": {"members": show(zones["brig"]), "defenses": show(zones["brig:defenses"]),
                 "guard": show(zones["brig:guard"])},
        "decks": {k: len(zones[f"deck:{k}"]) for k in ("gang", "equipment", "crew", "turf_war",
                                                       "side_job", "defense")},
        "discards": {k: show(zones[f"discard:{k}"]) for k in ("gang", "equipment", "defense")},
        "loot": show(zones["loot"]), "players": players,
        "order": [list(p) for p in state.order], "turn": state.turn,
        "current": _deep(state.current), "tips": list(state.tips),
        "mission": mission, "threat": threat, "last": _public_last(state.last, public),
        "die": list(pack.die), "handcuffs_odds": float(pack.odds_handcuffs),
        "draft_round": state.draft_round if state.phase == DRAFT else None,
    }
    if view["last"] and view["last"].get("kind") == "mission":
        last = view["last"]
        show([*last["arrested"], *last["freed"]])
        if last.get("target"):
            show([last["target"]])
    if state.is_over:
        view["result"] = {"winners": state.winners(), "scores": state.scores(),
                          "reason": state._end_reason()}
    view["cards"] = {card: card_facts(pack, kinds, card) for card in sorted(shown)}
    return view


_PHASE_TASK = {
    DRAFT: "choose a recruit (hire:<card> or brig:<card>)",
    PROGRAM: "program an action card (prog:<action>)",
    ACT: "resolve the revealed card (or pass)",
    PLAN: "plan the illegal action (+card, +equipment@member, dN:card, vN:member, cut:card, "
          "go or abort)",
    THREAT: "threaten the crew (+card, go or abort)",
    ROLLED: "keep the alarm roll (accept) or play a reroll trick",
    ARREST: "choose who is arrested (arrest:<card>)",
    FREE: "choose a gang member to free from the Brig (free:<card>)",
}
_PHASE_RULE = {DRAFT: RULES["recruits"], PROGRAM: RULES["program"], ACT: RULES["reveal"],
               PLAN: RULES["illegal"], THREAT: RULES["asset"], ROLLED: RULES["tricks"],
               ARREST: RULES["alarm"], FREE: RULES["jailbreak"]}


# --------------------------------------------------------------------- the game
#: the most dirty tricks a player is dealt: the board's own and two extra cards
MAX_DIRTY_TRICKS = 3


def _option_error(field: str, reason: str) -> ValueError:
    return ValueError(f"option {field}: {reason}")


class SkywayRobbery(Game):
    """Skyway Robbery: 2 to 5 players program actions, pull heists and dodge alarm dice.

    ``SkywayRobbery(pack)`` plays another content pack (``data.load_pack(folder)``).
    """

    name = "skyway_robbery"
    title = "Skyway Robbery"
    min_players = 2
    max_players = 5
    rules = RULES
    score_name = "Reputation"
    notation = ("prog:heist, hire:boxer, buy:drill, +boxer, +drill@boxer, d2:drill, v1:engineer, "
                "cut:physicist, go, arrest:boxer (see docs/rules/skyway-robbery.md)")
    options = {
        "route": ("any", 'which location tiles the route is drawn from: "any" or "odd" '
                         '(the rulebook\'s advice for a first game)'),
        "dirty_tricks": (1, "dirty tricks per player, a whole number from 0 to 3: 0 (a first "
                            "game), 1 (the player board's), 2 or 3 (with extra cards, for a "
                            "dirtier game)"),
        "unusual": (False, "include the 9 UNUSUAL defense cards (experienced players)"),
        "expert": (False, "the Expert Rules: no location-specific decks, and every illegal "
                          "action starts with one alarm die"),
    }

    #: the game's own bot, beside the generic ones
    bots = {"heuristic": scoring.HeuristicBot(), "quick": scoring.QUICK_BOT}
    #: hands and programs are private: people sharing a screen hand it over in between
    private_views = True
    inspections = {"planner": "Heist planner"}

    def __init__(self, pack: Pack | str | None = None) -> None:
        self.pack = PACK if pack is None else pack if isinstance(pack, Pack) else load_pack(pack)
        self.kinds = _index(self.pack)
        pack = self.pack
        #: the board's slot zones, in the order legal moves list their cards
        self.slot_zones = tuple(f"{part}:{kind}" for part, slots in (
            ("airship", pack.airship), ("dock", pack.dock)) for kind in SLOT_KINDS
            if slots[kind]) + ("local:gang", "local:equipment")
        #: icons as sets, for matching cards to defenses quickly
        self.card_icons = {card: frozenset(pack.asset(card).icons)
                           for card in (*pack.gang, *pack.equipment, *pack.crew)}

    def check_options(self, options: Mapping[str, Any]) -> dict:
        settled = super().check_options(options)
        choice(settled["route"], "route", ("any", "odd"), error=_option_error)
        whole(settled["dirty_tricks"], "dirty_tricks", 0, MAX_DIRTY_TRICKS, error=_option_error)
        for name in ("unusual", "expert"):
            flag(settled[name], name, error=_option_error)
        return settled

    def parse_move(self, text: str) -> Move:
        return parse(text)

    def private_move(self, move_id: str) -> str | None:
        # programs stay face down until revealed; draft picks until everyone has picked
        if move_id.startswith("prog:"):
            return "programs an action card"
        if move_id.startswith(("hire:", "brig:")):
            return "chooses a recruit"
        return None

    def inspect(self, state: State, seat: int, name: str, args: Mapping[str, Any]) -> dict:
        if name == "planner":
            return scoring.inspect_planner(state, seat, dict(args))
        return super().inspect(state, seat, name, args)

    def _setup(self, players: int, rng: Rng, options: dict) -> SkywayRobberyState:
        return set_up(self, players, rng, options)

    def from_dict(self, data: Mapping[str, Any]) -> SkywayRobberyState:
        return position_from_dict(self, data)

    def evaluate(self, state: State, seat: int) -> float:
        return scoring.evaluate(state, seat)

    # Rollouts (Simulated outcomes and the IS-MCTS bot's playouts) stop at the end of the
    # round and play it with quick rules of thumb: a whole game of random play says little
    # about one programmed card, and one round is where its effect shows (docs/rules).
    #: Simulated outcomes play their rollouts with the quick policy unless told otherwise
    default_rollout = "quick"
    #: Bot move asks the heuristic player, who finishes the jobs it starts (greedy, one
    #: move ahead, calls every job off: bringing a card costs it a card in hand)
    default_bot = "heuristic"

    def playout_horizon(self, state: State) -> int:
        # the first recruits (round 0) are judged at the end of round 1, with round 1
        return max(state.round, 1)

    def horizon_name(self, state: State) -> str:
        return f"the end of round {self.playout_horizon(state)}"

    def playout_move(self, state: State, gen) -> Move:
        return scoring.playout_move(state, gen)

    def draw(self, view: Mapping[str, Any]) -> str:
        from .picture import draw

        return draw(view)


SKYWAY_ROBBERY = SkywayRobbery()
