"""Skyway Robbery's rules: the draft, secret programs, the seven actions, heists and alarm dice.

Every physical card is in exactly one *zone* (a list of card ids): a deck, a discard pile,
a slot of the board, a player's hand, play area or goals, the Brig, the box. Board slots
keep their places (an empty slot is ``None``). Moving cards between zones is the whole
game; ``to_dict()`` is the zones plus the counters, and a set position is checked card by
card (every card exactly once).

A round: every seat programs three action cards (``prog:heist``), then the cards are
revealed one at a time in turn order and their owner resolves them. Decisions inside an
action are moves like any other (the move ids are listed in moves.py). A new game is
dealt by setting_up.py's ``set_up``; a set position is read by positions.py.

This module holds the state, its zones, the draft, the rounds and the legal actions; the
rest of the state's rules are mixins in rooms of their own: legal_moves.py (the moves of
each phase), legality.py (why a move is refused), jobs.py (the illegal actions) and
alarm.py (the alarm dice and the arrests).

>>> from skywidgets.games.skyway_robbery import GAME
>>> state = GAME.new(players=3, seed=4)
>>> state.phase, state.current_player
('draft', 0)
"""

from __future__ import annotations

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.rng import Rng, as_rng
from skywidgets.i18n import msg

from . import scoring
from .alarm import AlarmDice
from .data import (BRIG_MINIMUM, DRAFT_CARDS, ILLEGAL_ACTIONS, PICKPOCKET_MONEY, PROGRAM_SLOTS,
                   SLOT_KINDS, TIP_REPUTATION, Pack)
from .hidden import determinize
from .jobs import Jobs
from .legal_moves import LegalMoves
from .legality import Legality
from .moves import ACT, DRAFT, OVER, PROGRAM, THREAT, move_label, printed_name
from .view import build_view, plain_copy


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
class SkywayRobberyState(LegalMoves, Legality, Jobs, AlarmDice, State):
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

    def _do_repeat(self, move, seat):
        self.current["action"] = move.a
        self.current["repeat"] = True
        if move.a in ILLEGAL_ACTIONS:
            self._tip_off(seat)

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
            return msg("the airship reached Home")
        return msg("the last location's loot was taken")

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

