"""Skyway Robbery's rules: the draft, secret programs, the seven actions, heists and alarm dice.

Every physical card is in exactly one *zone* (a list of card ids): a deck, a discard pile,
a slot of the board, a player's hand, play area or goals, the Brig, the box. Board slots
keep their places (an empty slot is ``None``). Moving cards between zones is the whole
game; ``to_dict()`` is the zones plus the counters, and a set position is checked card by
card (every card exactly once).

A round: every seat programs three action cards (``prog:heist``), then the cards are
revealed one at a time in turn order and their owner resolves them. Decisions inside an
action are moves like any other (the move ids are listed in moves.py). A new game is
dealt by :func:`set_up`; a set position is read by positions.py.

>>> from skywidgets.games.skyway_robbery import GAME
>>> state = GAME.new(players=3, seed=4)
>>> state.phase, state.current_player
('draft', 0)
"""

from __future__ import annotations

from typing import Iterable

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng, as_rng

from . import scoring
from .data import (ACTIONS, BRIG_MINIMUM, DRAFT_CARDS, ILLEGAL_ACTIONS, JAILBREAK_TAKES,
                   MEMBER_LIMIT, PICKPOCKET_MONEY, PROGRAM_SLOTS, ROUTE_LENGTH, RULES,
                   SLOT_KINDS, START_MONEY, TIP_REPUTATION, VAULT, Pack)
from .hidden import determinize
from .moves import (ABORT, ACCEPT, ACT, ARREST, DRAFT, FREE, GO, HEIST, JAILBREAK, OVER, PASS,
                    PHASE_VERBS, PICK, PLAN, PROGRAM, PROGRAM_MOVES, ROLLED, THREAT, TIP, M,
                    RobberyMove, move_label, printed_name)
from .view import build_view, plain_copy

#: mission tricks by when they may be played
PLAN_TRICKS = ("alarm_minus", "vent", "free_member", "strength", "payday")
#: what a move out of its phase is told to do instead, and the rule it cites: plain
#: words, as a learner reads them beside the click
_PHASE_TASK = {
    DRAFT: "choose a recruit (hire one, or send one to the Brig)",
    PROGRAM: "program an action card",
    ACT: "resolve the revealed card (or pass)",
    PLAN: "plan the illegal action (bring a team, get past each defense, then go or call it "
          "off)",
    THREAT: "threaten the crew member (bring cards for Strength, then go or call it off)",
    ROLLED: "keep the alarm roll or play a reroll trick",
    ARREST: "choose who is arrested",
    FREE: "choose a gang member to free from the Brig",
}
#: when each kind of dirty trick is played, in words
_TRICK_WHEN = {
    "alarm_minus": "while you plan an illegal action",
    "vent": "while you plan a Local Heist or a Jail Break",
    "free_member": "while you plan an illegal action",
    "strength": "in a Turf War or while threatening airship crew",
    "payday": "while you plan an illegal action",
    "reroll": "right after the alarm dice are rolled",
}
_PHASE_RULE = {DRAFT: RULES["recruits"], PROGRAM: RULES["program"], ACT: RULES["reveal"],
               PLAN: RULES["illegal"], THREAT: RULES["asset"], ROLLED: RULES["tricks"],
               ARREST: RULES["alarm"], FREE: RULES["jailbreak"]}


def _icon(icon: str) -> str:
    """An icon in words: "light_rays" -> "light rays"."""
    return icon.replace("_", " ")


def card_kinds(pack: Pack) -> dict[str, str]:
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

    def __init__(self, game: Game) -> None:
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
        # this position's legal moves and seat to move, once worked out (None: not yet).
        # Plain attributes rather than core.memo.per_position: the seat to move is asked
        # several times a move, mid-move too, and the memo's lookups cost random games 14%
        self._legal: list[Move] | None = None
        self._seat: int | None = None

    # ----------------------------------------------------------------- zones
    def zone(self, name: str) -> list:
        return self.zones[name]

    def _take(self, zone: str, card: str) -> None:
        cards = self.zones[zone]
        index = cards.index(card)
        if is_slot_zone(zone):
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
        return printed_name(self.pack, card)

    def board_slots(self) -> list[tuple[str, int, str]]:
        """Every face-up card a player could take from the board: (zone, slot, card)."""
        found = []
        zones = self.zones
        game = self.game
        # a plain loop: the quick player looks at the board at most steps of a rollout
        for zone in game.board_slot_zones:
            i = 0
            for card in zones[zone]:
                if card is not None:
                    found.append((zone, i, card))
                i += 1
        for zone in game.local_zones:
            cards = zones[zone]
            if not self.options["expert"]:
                # the location's cards lie in stacks: only the top one can be taken
                if cards and cards[0] is not None:
                    found.append((zone, 0, cards[0]))
                continue
            for i, card in enumerate(cards):
                if card is not None:
                    found.append((zone, i, card))
        return found

    def board_cards(self) -> list[str]:
        """The cards of :meth:`board_slots`, in the same order, without their places: what
        the moves of an action and the quick player look through."""
        found: list[str] = []
        zones = self.zones
        game = self.game
        for zone in game.board_slot_zones:
            found += [card for card in zones[zone] if card is not None]
        for zone in game.local_zones:
            cards = zones[zone]
            if self.options["expert"]:
                found += [card for card in cards if card is not None]
            elif cards and cards[0] is not None:
                found.append(cards[0])
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
        if phase in (ROLLED, ARREST, FREE):
            # each candidate of these phases is legal: they are built from the very lists
            # their checks look in
            return list(self._candidates())
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
            assets = self.game.assets
            for card in self.board_cards():
                kind = kinds[card]
                if kind not in ("gang", "equipment", "crew"):
                    continue
                asset = assets[card]
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
            for card in self.board_cards():
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
        # the members who can carry one more card, worked out once for every card in hand
        porters = [m for m in members if loads[m] < pack.gang[m].carries]
        for card in self.hand(seat):
            kind = kinds[card]
            if kind == "gang":
                moves.append(M("bring", card))
            elif kind == "crew":
                if job in pack.crew[card].jobs:
                    moves.append(M("bring", card))
            elif porters:
                moves += [M("carry", card, m) for m in porters]
        carriers = [*team, *carry]
        game = self.game
        card_icons = game.card_icons
        icons = [(card, card_icons[card]) for card in carriers]
        vents = self._venters(mission)
        beats, vented, cut = mission["beats"], mission["vents"], mission["cut"]
        defense_icons, powered = game.defense_icons, game.defense_powered
        guard_beaten = None  # whether the power supply's guard is passed (None: no guard)
        open_powered = False
        in_the_way = False  # a defense that must still be passed to go
        for entry in mission["defenses"]:
            # _cleared and _can_go, inlined: this loop runs at every step of every
            # rollout's jobs
            index, ref, guard = entry["index"], entry["ref"], entry["guard"]
            beaten = index in beats or index in vented
            if guard:
                guard_beaten = beaten
            if beaten or (cut is not None and not guard and powered[ref]):
                continue
            if not guard:
                in_the_way = True
            wanted = defense_icons[ref]
            number = str(index + 1)
            for card, has in icons:
                if has & wanted:
                    moves.append(M("beat", number, card))
            if vents and entry["type"] != VAULT:
                for card in vents:
                    moves.append(M("vent", number, card))
            if not guard and powered[ref]:
                open_powered = True
        if guard_beaten and cut is None and open_powered:
            moves += [M("cut", c) for c in carriers if pack.asset(c).power]
        for trick in self.zones[f"tricks:{seat}"]:
            kind = pack.tricks[trick].kind
            if kind in PLAN_TRICKS and not (
                    kind == "vent" and job not in ("heist", "jailbreak")) and not (
                    kind == "strength" and job != "turf_war"):
                moves.append(M("trick", trick))
        if members and (self._team_strength() >= pack.turf_wars[mission["target"]].strength
                        if job == "turf_war" else not in_the_way):
            moves.append(GO)  # _can_go's answer
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
            return IllegalMove(move, f"not now: it is time to {_PHASE_TASK[phase]}",
                               _PHASE_RULE[phase])
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
            names = ", ".join(self.pack.actions[a].name for a in ACTIONS)
            return self._fail(move, f"there is no action card called {move.a!r}: the action "
                                    f"cards are {names}", "program")
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
            named = ", ".join(self._target_name(t) for t in targets) or "nobody now"
            return self._fail(move, f"{self._called(card)}'s skill ({skill.text}) needs a "
                                    f"target: {named}", "skill")
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
            earlier = ", ".join(self.pack.actions[a].name for a in self._repeatable(seat)) or "none"
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
            carrier = any(self.kinds[c] == "gang" for c in self.mission["team"])
            then = ("choose which gang member on the team carries it" if carrier
                    else "bring a gang member first, then choose who carries it")
            return self._fail(move, f"{self._called(card)} is equipment: a gang member carries "
                                    f"it on the job ({then})", "carry")
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
                                    f"first)", "carry")
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
            icons = " or ".join(_icon(i) for i in defense.icons)
            has = ", ".join(_icon(i) for i in self.pack.asset(card).icons) or "no icons"
            return self._fail(move, f"{defense.name} needs {icons}; {self._called(card)} has "
                                    f"{has}", "illegal")
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
            return self._fail(move, f"{self._called(move.a)} is played {_TRICK_WHEN[kind]}, "
                                    f"not now", "tricks")
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

    def _target_name(self, target: str) -> str:
        """A skill's target in words: "player 2" for a seat ("p2"), else the card's name."""
        if target.startswith("p") and target[1:].isdigit():
            return f"player {target[1:]}"
        return self._called(target)

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
        """How many alarm dice the planned illegal action rolls now: the sum of
        :meth:`alarm_reasons`' dice (at least 0), counted without writing out the reasons
        (the quick player asks at every step of a job)."""
        mission = self.mission
        if mission is None:
            return 0
        pack, kinds = self.pack, self.kinds
        dice = len(mission["tippers"]) + bool(self.options["expert"])
        extra = sum(1 for c in mission["team"]
                    if kinds[c] == "gang" and not pack.gang[c].outside_limit) - MEMBER_LIMIT
        if extra > 0:
            dice += extra
            if mission["free_members"]:
                dice -= min(extra, mission["free_members"])
        dice += sum(1 for card in mission["beats"].values() if pack.asset(card).loud)
        if mission["cut"] and pack.asset(mission["cut"]).loud:
            dice += 1
        dice -= sum(pack.asset(card).alarm_removal for card in mission["team"])
        dice -= mission["minus"]
        return max(0, dice)

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
        defenses, guards = self._job_sides(job, target)
        entries = [{"ref": ref, "type": kind, "zone": zone, "guard": False}
                   for ref, kind, zone in defenses]
        entries += [{"ref": ref, "type": kind, "zone": zone, "guard": True}
                    for ref, kind, zone in guards]
        for index, entry in enumerate(entries):
            entry["index"] = index
        return entries

    def job_barriers(self, job: str, target: str | None = None) -> list[tuple[str, str]]:
        """``(ref, type)`` of each defense a job must pass, in :meth:`job_defenses`' order,
        without the power supply's guard: what the quick player looks at, many times a
        rollout, without building the entries."""
        return [(ref, kind) for ref, kind, _ in self._job_sides(job, target)[0]]

    def _job_sides(self, job: str, target: str | None) -> tuple[list[tuple], list[tuple]]:
        """The job's defenses and its power supply's guards, each ``(ref, type, zone)``."""
        pack = self.pack
        guards: list[tuple] = []
        if job == "heist":
            number = self.location_number
            defenses = [(ref, ref, None) for ref in pack.locations[number].defenses]
            defenses += [(c, pack.defense_cards[c], "location:defenses")
                         for c in self.zones["location:defenses"] if c]
            defenses.append((VAULT, VAULT, None))
            guards = [(c, pack.defense_cards[c], "location:guard")
                      for c in self.zones["location:guard"] if c]
        elif job == "jailbreak":
            defenses = [(c, pack.defense_cards[c], "brig:defenses")
                        for c in self.zones["brig:defenses"] if c]
            guards = [(c, pack.defense_cards[c], "brig:guard")
                      for c in self.zones["brig:guard"] if c]
        elif job == "side_job":
            card = pack.side_jobs[target]
            defenses = [(ref, ref, None) for ref in card.defenses]
            if card.power_supply:
                guards = [(card.power_supply, card.power_supply, None)]
        else:
            defenses = []
        return defenses, guards

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
        mission["alarms"] = reasons = self.alarm_reasons()
        self._roll(max(0, sum(r["dice"] for r in reasons)))  # alarm_count, from the same lines
        self._after_roll(reroll_offered=False)

    def _roll(self, dice: int) -> None:
        self.mission["dice"] = self.rng.choices(self.pack.die, dice)

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

    def revealed_view(self, seat: int | None) -> dict:
        """The view with every hand, dirty trick, draft card and program filled in, and
        ``revealed`` naming what ``seat`` could not see (``secret`` cards, ``programs``
        slots) and listing every deck in order, top card first.

        >>> from skywidgets.games.skyway_robbery import GAME
        >>> state = GAME.new(players=2, seed=4)
        >>> revealed = state.revealed_view(0)
        >>> revealed["players"][1]["draft"] == state.zones["draft:1"]
        True
        >>> set(state.zones["draft:1"]) <= set(revealed["revealed"]["secret"])
        True
        """
        self.check_seat(seat)
        return build_view(self, seat, reveal=True)

    def describe(self, move: Move) -> str:
        return move_label(move, self)

    def move_info(self, move: Move) -> dict:
        """What a board needs to draw a move without reading its id: the verb and the
        cards, action, defense number or seat it names.

        >>> from skywidgets.games.skyway_robbery import GAME
        >>> GAME.new(players=2, seed=1).move_info(GAME.parse_move("d2:drill"))
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
        other.current = plain_copy(self.current)
        other.mission = None if self.mission is None else _copy_mission(self.mission)
        other.threat = plain_copy(self.threat)
        other.last = self.last  # never changed in place: each job's end writes a new one
        return other

    def to_dict(self) -> dict:
        return position_to_dict(self)

    def determinize(self, seat: int | None, rng: Rng | int) -> SkywayRobberyState:
        self.check_seat(seat)
        return self._determinized(determinize(self, seat, as_rng(rng)))


def _copy_mission(mission: dict) -> dict:
    """A copy of the job being planned for a copy of the state, sharing nothing that
    changes: its lists and dicts are copied (they hold card ids, numbers and the alarm
    reasons, each replaced whole), its defense entries are shared (they never change once
    the job starts). Rollouts copy the state for every move, mostly inside a job."""
    out = {key: value.copy() if type(value) in _CONTAINERS else value
           for key, value in mission.items()}
    out["defenses"] = mission["defenses"]
    return out


_CONTAINERS = (list, dict)


def is_slot_zone(zone: str) -> bool:
    """A zone of board slots, which keep their places (an empty slot is None)."""
    return zone.startswith(("airship:", "dock:", "brig:", "location:")) or (
        zone.startswith("local:"))


# --------------------------------------------------------------------- setting up
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


# --------------------------------------------------------------------- writing a position
#: the State's counters and records a position holds, beside its zones
STATE_FIELDS = ("money", "reputation", "programs", "revealed", "round", "start_player", "phase",
                "turn", "tips", "track", "route", "heist_done", "power_used", "draft_round",
                "picks", "current", "mission", "threat", "last")


def position_to_dict(state: SkywayRobberyState) -> dict:
    """The full truth of a position, JSON-safe: the zones, the counters, the generator and
    the moves (``SkywayRobberyState.to_dict``; positions.py reads it back)."""
    data = {"game": state.game.name, "pack": state.pack.name, "players": state.num_players,
            "options": dict(state.options),
            "zones": {name: list(cards) for name, cards in state.zones.items()}}
    for name in STATE_FIELDS:
        data[name] = plain_copy(getattr(state, name))
    data["order"] = [list(pair) for pair in state.order]
    if state.mission is not None:
        data["mission"] = _mission_out(state.mission)
    data["rng"] = state.rng.to_dict()
    data["history"] = list(state.history)
    return data


def _mission_out(mission: dict) -> dict:
    # pairs, not objects: their order matters (the order moves and alarm reasons are
    # listed in) and JSON objects do not promise to keep it
    out = plain_copy(mission)
    out["carry"] = [[card, member] for card, member in mission["carry"].items()]
    out["beats"] = [[index + 1, card] for index, card in mission["beats"].items()]
    out["vents"] = [[index + 1, card] for index, card in mission["vents"].items()]
    return out

