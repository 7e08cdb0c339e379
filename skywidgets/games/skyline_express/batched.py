"""Skyline Express played in batch: many worlds held as numpy arrays and stepped together.

The scalar engine (``rules.py``, ``ai.py``, ``scoring.py``) plays one move of one game
at a time; this module plays one move in each of thousands of games with a few dozen
array operations. It follows the same rules (docs/rules/skyline-express.md): taking a
die, changing its value or its colour with dice points, seating the passenger and its
bonus, buying services (one of a type, each crossed out once bought), the turn order of
1 to 4 players, the solo game's reroll and its AI opponent (its priority list for the
die, its forced change to a 5, its placement rules, its service choice), and the
end-of-game scoring (goals per compartment, personas, services; the AI scores no goals
and double personas). The tests in ``tests/games/skyline_express/test_batched.py`` hold
it to the scalar engine.

The worlds, N of them, each with S sheets (the players', then the AI opponent's in the
solo game):

- ``seats`` (N x S x 24): each seat's colour (0-3, ``data.COLOURS``) or ``EMPTY``;
  ``persona`` (N x S x 24) marks the personas;
- ``counts`` (N x S x 4): the passengers of each colour in each carriage;
- ``tickets`` and ``points`` (N x S): tickets and dice points left;
- ``owner`` (N x 12): the sheet holding each service, or ``NOBODY``; ``types``
  (N x S x 6): the service types (colour pairs) each sheet holds;
- ``homes`` (N x 4): the AI's compartment for each colour, or -1;
- ``dice`` (N x 4) and ``taken`` (N x 4); the die in hand: ``held_die``,
  ``held_value``, ``held_colour``; the AI's die ``ai_die``;
- ``phase``, ``player``, ``first``, ``round`` and ``turn`` (the place in the round's
  order of who acts, ``order``).

A move is an action number: 0-3 take a die, 4 and 5 raise and lower it, 6-9 recolour the
passenger, 10-33 seat it, 34-45 buy a service, 46 end the turn; the AI's steps use the
same numbers (its die, its seat, its service). The random policy picks uniformly among
the legal actions of each world, which are the scalar ``legal_moves()`` one for one.

Randomness: each world has a 64-bit key, and its n-th step draws from a hash of (key,
n) (splitmix64), so a world's game depends on its key alone, never on the other worlds
of the batch, and a batch replays bit for bit.

Skyline Express has no quick playout policy (``Game.playout_move``): its rollouts are
uniformly random moves, and only those are batched.

numpy is imported here only: ``import skywidgets`` does not load it.

>>> batch = BatchedSkylineExpress.new_games(players=1, count=8, seed=1)
>>> batch.play()
>>> bool((batch.phase == OVER).all()), bool((batch.seats >= 0).all())
(True, True)
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from skywidgets.core.rng import Rng
from skywidgets.core.stopping import checkpoint

from . import rules
from .data import (CHANGE_COLOUR_COST, CHANGE_VALUE_COST, COLOURS, COMPARTMENT_SEATS, GOALS,
                   GOAL_BY_ID, LEFT_BENCH, POINTS_PER_SERVICE_PAIR, RIGHT_BENCH, SEATS,
                   SERVICE_COST, SERVICE_PAIRS, SERVICES, services_in_play)

#: the phases, as numbers (in the order of ``rules.PHASES``)
PICK, HOLD, AFTER, AI_PICK, AI_PLACE, AI_SERVICE, OVER = range(7)
PHASE_NUMBERS = {name: number for number, name in enumerate(rules.PHASES)}
#: the actions
TAKE0, UP, DOWN, RECOLOUR0, PLACE0, BUY0, END = 0, 4, 5, 6, 10, 34, 46
ACTIONS = 47
#: a seat no passenger sits in; a service no one holds
EMPTY, NOBODY = -1, -9
#: entries of the round's order besides seats: the AI's turn and the solo reroll
AI_TURN, REROLL = -1, -2

#: each compartment's seats in the order a, b, c, d
COMPARTMENTS = np.array(COMPARTMENT_SEATS, dtype=np.int64)
#: each service's two colours, and its type (the colour pair, 0-5)
SERVICE_COLOURS = np.array([[COLOURS.index(c) for c in s["colours"]] for s in SERVICES])
SERVICE_TYPE = np.array([SERVICE_PAIRS.index(tuple(s["colours"])) for s in SERVICES])
#: per service, the services of its type (a sheet holds one of a type)
SAME_TYPE = SERVICE_TYPE[:, None] == SERVICE_TYPE[None, :]
GOAL_INDEX = {goal["id"]: i for i, goal in enumerate(GOALS)}
GOAL_POINTS = np.array([goal["points"] for goal in GOALS], dtype=np.int64)

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = (np.uint64(k) for k in (30, 27, 31, 11))
#: the random lanes of a step: the move's choice, then the four dice of a throw
CHOICE_LANE, DICE_LANE = 0, 1
LANES = 1 + len(COLOURS)
#: a world's draws are splitmix64's sequence from its key, LANES numbers a step: a step
#: moves the sequence on by LANES, a lane by one (64-bit wraparound, as meant)
_STEP = np.uint64(LANES * 0x9E3779B97F4A7C15 % 2 ** 64)
_LANE_OFFSETS = np.array([lane * 0x9E3779B97F4A7C15 % 2 ** 64 for lane in range(LANES)],
                         dtype=np.uint64)
#: where each kind of action starts (take, change, recolour, seat, buy, end), for
#: ``np.searchsorted``
KIND_STARTS = np.array([TAKE0, UP, RECOLOUR0, PLACE0, BUY0, END])
#: below this many worlds, a running count down the actions is quicker added row by row
FEW_WORLDS = 128
#: the colours as a column, against a row of worlds
COLOUR_ROWS = np.arange(len(COLOURS))[:, None]
#: what a passenger seated with each die value (1-6) gives: tickets, dice points
TICKETS_GAINED = np.array([0, 2, 1, 1, 1, 0, 0], dtype=np.int64)
POINTS_GAINED = np.array([0, 0, 1, 1, 1, 0, 0], dtype=np.int64)


def _mix(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser: a well-spread 64-bit hash (wraps around, as meant)."""
    x = x ^ (x >> _S30)
    x = x * _MIX1
    x = x ^ (x >> _S27)
    x = x * _MIX2
    return x ^ (x >> _S31)


def round_order(players: int, first: int, solo: bool) -> list[int]:
    """``rules.round_queue`` with the AI's turn and the reroll as numbers.

    >>> round_order(1, 0, True), round_order(2, 1, False)
    ([0, -1, -2, 0, -1], [1, 0, 0, 1])
    """
    codes = {rules.AI_TURN: AI_TURN, rules.REROLL: REROLL}
    return [codes.get(entry, entry) for entry in rules.round_queue(players, first, solo)]


def goal_matches(compartments: np.ndarray) -> np.ndarray:
    """For full compartments (... x 4 colours, seats a, b, c, d), whether each of the
    twelve goals' patterns shows (... x 12), as ``scoring.compartment_matches`` says.

    >>> goal_matches(np.array([[0, 1, 2, 3]]))[0, GOAL_INDEX["red-1-2"]]
    np.True_
    """
    same = compartments[..., :, None] == compartments[..., None, :]
    distinct = 4 - (np.triu(same, 1).any(axis=-2)).sum(axis=-1)  # different colours
    found = []
    for goal in GOALS:
        pattern = goal["pattern"]
        kind, colours = pattern["kind"], [COLOURS.index(c) for c in pattern["colours"]]
        if kind == "across":
            first, second = colours
            left = compartments[..., list(LEFT_BENCH)]
            right = compartments[..., list(RIGHT_BENCH)]
            found.append(((left == first).all(-1) & (right == second).all(-1))
                         | ((left == second).all(-1) & (right == first).all(-1)))
        elif kind == "surrounded":
            centre = compartments == colours[0]
            # one of the colour, and the other three one other colour: two colours in all
            found.append((centre.sum(-1) == 1) & (distinct == 2))
        elif kind == "rainbow":
            found.append(distinct == 4)
        else:  # windows: both window seats one colour, both aisle seats another
            windows, aisles = compartments[..., 0], compartments[..., 2]
            found.append((windows == compartments[..., 1]) & (aisles == compartments[..., 3])
                         & (windows != aisles))
    return np.stack(found, axis=-1)


def move_action(move: Any) -> int:
    """The action number of a scalar move (a ``rules.SkylineMove``); an AI step has its
    player's move's number.

    >>> from skywidgets.games.skyline_express import GAME
    >>> [move_action(GAME.parse_move(text)) for text in ("b", "+", "=r", "1a", "s2", "ai-3b")]
    [1, 4, 9, 10, 35, 15]
    """
    kind, arg = move.kind.removeprefix("ai-"), move.arg
    if kind == "take":
        return TAKE0 + COLOURS.index(arg)
    if kind == "recolour":
        return RECOLOUR0 + COLOURS.index(arg)
    if kind == "place":
        return PLACE0 + arg
    if kind == "service":
        return BUY0 + arg
    return {"up": UP, "down": DOWN, "end": END}[kind]


class BatchedSkylineExpress:
    """N games of Skyline Express with P players as arrays, stepped together (see the
    module's doc). Make one with :meth:`new_games` (fresh games) or :meth:`from_states`
    (scalar positions, such as the redrawn worlds of Simulated outcomes), then
    :meth:`play`. ``plies``, ``changes`` (raises and lowers of a die) and ``bought``
    (services bought by the players) count what each world played."""

    def __init__(self, count: int, players: int, keys: np.ndarray) -> None:
        n, p = count, players
        self.count, self.players, self.solo = n, p, p == 1
        self.sheets = p + (1 if self.solo else 0)
        #: the AI opponent's sheet (solo game), else a sheet that does not exist
        self.ai = p if self.solo else -1
        self.keys = np.asarray(keys, dtype=np.uint64)
        self.steps = np.zeros(n, dtype=np.uint64)
        s = self.sheets
        self.seats = np.full((n, s, SEATS), EMPTY, dtype=np.int8)
        self.persona = np.zeros((n, s, SEATS), dtype=bool)
        self.counts = np.zeros((n, s, len(COLOURS)), dtype=np.int64)
        self.tickets = np.zeros((n, s), dtype=np.int64)
        self.points = np.zeros((n, s), dtype=np.int64)
        self.owner = np.full((n, len(SERVICES)), NOBODY, dtype=np.int64)
        self.types = np.zeros((n, s, len(SERVICE_PAIRS)), dtype=bool)
        self.homes = np.full((n, len(COLOURS)), -1, dtype=np.int64)
        self.dice = np.ones((n, len(COLOURS)), dtype=np.int64)
        self.taken = np.zeros((n, len(COLOURS)), dtype=bool)
        self.held_die = np.zeros(n, dtype=np.int64)
        self.held_value = np.zeros(n, dtype=np.int64)
        self.held_colour = np.zeros(n, dtype=np.int64)
        self.ai_die = np.zeros(n, dtype=np.int64)
        self.phase = np.full(n, PICK, dtype=np.int64)
        self.player = np.zeros(n, dtype=np.int64)
        self.first = np.zeros(n, dtype=np.int64)
        self.round = np.ones(n, dtype=np.int64)
        self.turn = np.zeros(n, dtype=np.int64)
        self.goals = np.zeros((n, len(GOALS)), dtype=bool)
        in_play = np.zeros(len(SERVICES), dtype=bool)
        in_play[list(services_in_play(p))] = True
        self.in_play = in_play
        #: what a purchase reads, kept as services are bought: the services no one holds
        #: that are in play (N x 12), those of a type each sheet holds (N x S x 12)
        self.free = np.repeat(in_play[None, :], n, axis=0)
        self.blocked = np.zeros((n, s, len(SERVICES)), dtype=bool)
        #: order[first, k]: who acts k-th in a round the seat ``first`` starts
        self.order = np.array([round_order(p, f, self.solo) for f in range(p)], dtype=np.int64)
        self.plies = np.zeros(n, dtype=np.int64)
        self.changes = np.zeros(n, dtype=np.int64)
        self.bought = np.zeros(n, dtype=np.int64)

    # ----------------------------------------------------------------- making
    @classmethod
    def new_games(cls, players: int, count: int, seed: int,
                  goals: Sequence[str] | None = None) -> BatchedSkylineExpress:
        """``count`` new games (``goals`` as ``GAME.new`` takes it: None rolls them), set
        up in batch; the worlds' keys come from a numpy Generator seeded from ``Rng(seed)``."""
        generator = np.random.default_rng(Rng(seed).generator().getrandbits(63))
        keys = generator.integers(0, 2 ** 63, size=count, dtype=np.uint64)
        batch = cls(count, players, keys)
        every = np.arange(count)
        if goals is None:
            # the first player rolls the four dice: each die's value picks its colour's goal
            rolled = batch._roll(every, len(COLOURS))
            for die, colour in enumerate(COLOURS):
                rows = [GOAL_INDEX[goal["id"]] for face in range(1, 7) for goal in GOALS
                        if goal["die"] == colour and face in goal["values"]]
                batch.goals[every, np.array(rows)[rolled[:, die] - 1]] = True
        else:
            batch.goals[:, [GOAL_INDEX[g] for g in goals]] = True
        batch.steps += np.uint64(1)
        batch.turn[:] = len(batch.order[0])  # the round before the first is over
        batch.round[:] = 0
        batch._start_rounds(every)
        batch._next_actor(every)
        return batch

    @classmethod
    def from_states(cls, states: Sequence[Any], keys: Sequence[int]) -> BatchedSkylineExpress:
        """The scalar positions ``states`` (one game's player count) as a batch, world i
        drawing from ``keys[i]``."""
        first = states[0]
        batch = cls(len(states), first.num_players, np.array(keys, dtype=np.uint64))
        # gathered as lists, then stored in one go: quicker than a row at a time
        colour_of = {colour: i for i, colour in enumerate(COLOURS)}
        colour_of[None] = EMPTY
        seats, personas, tickets, points, homes, owners = [], [], [], [], [], []
        dice, taken, held, ai_die, phase, player, first_player, rounds, turn = (
            [], [], [], [], [], [], [], [], [])
        goals = []
        length = len(batch.order[0])
        # the worlds of one panel share most of their carriages: each is converted once
        carriages: dict[tuple, list[int]] = {}
        for i, state in enumerate(states):
            sheets = state.sheets + ([state.ai] if state.ai is not None else [])
            rows = []
            for sheet in sheets:
                key = tuple(sheet.seats)
                row = carriages.get(key)
                if row is None:
                    row = carriages[key] = [colour_of[c] for c in key]
                rows.append(row)
            seats.append(rows)
            for s, sheet in enumerate(sheets):
                if sheet.personas:
                    base = (i * batch.sheets + s) * SEATS
                    personas += [base + seat for seat in sheet.personas]
            tickets.append([sheet.tickets_left for sheet in sheets])
            points.append([sheet.points_left for sheet in sheets])
            if state.ai is not None:
                homes.extend((i, colour_of[c], home) for c, home in state.ai.homes.items())
            owners.append([NOBODY if o is None else batch.ai if o == rules.AI else o
                           for o in state.service_owner])
            dice.append([die[0] for die in state.dice])
            taken.append([die[1] is not None for die in state.dice])
            hand = state.held
            held.append((hand["die"], hand["value"], colour_of[hand["colour"]]) if hand
                        else (0, 0, 0))
            ai_die.append(state.ai_die or 0)
            phase.append(PHASE_NUMBERS[state.phase])
            player.append(state.player)
            first_player.append(state.first)
            rounds.append(state.round)
            turn.append(length - len(state.queue))
            goals.append([GOAL_INDEX[g] for g in state.goals])
        batch.seats[:] = seats
        batch.persona.reshape(-1)[personas] = True
        batch.counts[:] = (batch.seats[..., None] == np.arange(len(COLOURS))).sum(axis=2)
        batch.tickets[:] = tickets
        batch.points[:] = points
        if homes:
            world, colour, home = np.array(homes).T
            batch.homes[world, colour] = home
        batch.owner[:] = owners
        world, service = np.nonzero(batch.owner != NOBODY)
        batch.types[world, batch.owner[world, service], SERVICE_TYPE[service]] = True
        batch.free[:] = (batch.owner == NOBODY) & batch.in_play
        batch.blocked[:] = batch.types[..., SERVICE_TYPE]
        batch.dice[:] = dice
        batch.taken[:] = taken
        batch.held_die[:], batch.held_value[:], batch.held_colour[:] = np.array(held).T
        batch.ai_die[:] = ai_die
        batch.phase[:] = phase
        batch.player[:] = player
        batch.first[:] = first_player
        batch.round[:] = rounds
        batch.turn[:] = turn
        np.put_along_axis(batch.goals, np.array(goals), True, axis=1)
        return batch

    @classmethod
    def from_sweeps(cls, states: Sequence[Any], moves: Sequence[Any],
                    keys: Sequence[int]) -> BatchedSkylineExpress:
        """Each of the scalar positions ``states`` once per move of ``moves`` (legal there),
        with that move made in batch: world ``i * len(moves) + j`` is ``states[i]`` after
        ``moves[j]``, drawing from ``keys[i]`` (so a throw the move starts is the same in
        every copy of a position, as copies of one scalar world throw alike).

        >>> from skywidgets.games.skyline_express import GAME
        >>> state = GAME.new(players=1, seed=3)
        >>> batch = BatchedSkylineExpress.from_sweeps([state], state.legal_moves(), [5])
        >>> batch.count, batch.phase.tolist() == [HOLD] * 4, batch.held_die.tolist()
        (4, True, [0, 1, 2, 3])
        """
        sweeps = cls.from_states(states, keys)
        # every array with a row per world is repeated, row by row, once per move
        batch = cls(len(states) * len(moves), sweeps.players, np.repeat(sweeps.keys, len(moves)))
        for name in cls.PER_WORLD:
            setattr(batch, name, np.repeat(getattr(sweeps, name), len(moves), axis=0))
        actions = np.array([move_action(move) for move in moves], dtype=np.int64)
        batch.apply(np.arange(batch.count), np.tile(actions, len(states)))
        return batch

    #: the arrays with a row per world (besides ``keys``)
    PER_WORLD = ("steps", "seats", "persona", "counts", "tickets", "points", "owner", "types",
                 "free", "blocked", "homes", "dice", "taken", "held_die", "held_value",
                 "held_colour", "ai_die", "phase", "player", "first", "round", "turn", "goals",
                 "plies", "changes", "bought")

    # ----------------------------------------------------------------- playing
    def play(self) -> None:
        """Play every world to the end of its game with uniformly random legal moves."""
        live = (self.phase != OVER).nonzero()[0]
        while live.size:
            checkpoint()
            self.step(live)
            over = self.phase[live] == OVER
            if over.any():
                live = live[~over]

    def step(self, live: np.ndarray) -> None:
        """One uniformly random legal move in each of the worlds ``live`` (none over).

        The AI's seat and service are its rules' one legal move: they are played without
        a mask, in the same step as the AI's die (each a move of its own, drawing anew),
        and its die is drawn among the dice its priority list leaves."""
        uniform = self._uniforms(live, 1, CHOICE_LANE)[:, 0]
        if not self.solo:  # no AI opponent: every world is a player's turn
            self.apply(live, _pick(self._player_mask(live), uniform))
            return
        phase = self.phase[live]
        actions = np.empty(len(live), dtype=np.int64)
        mine = phase < AI_PICK
        actions[mine] = _pick(self._player_mask(live[mine]), uniform[mine])
        rows = (phase == AI_PICK).nonzero()[0]
        if rows.size:
            actions[rows] = TAKE0 + _pick(self._ai_candidates(live[rows]).T, uniform[rows])
        rows = (phase > AI_PICK).nonzero()[0]  # a position that starts at a forced step
        if rows.size:
            actions[rows] = self._ai_forced(live[rows], phase[rows])
        self.apply(live, actions)
        # the forced steps that follow (a step apiece would make the batch's longest game
        # longer, and every step costs about the same whatever it plays)
        while True:
            phase = self.phase[live]
            rows = ((phase == AI_PLACE) | (phase == AI_SERVICE)).nonzero()[0]
            if not rows.size:
                return
            forced = live[rows]
            self.apply(forced, self._ai_forced(forced, phase[rows]))

    def _ai_forced(self, worlds: np.ndarray, phases: np.ndarray) -> np.ndarray:
        """The AI's one legal action in worlds where it seats its passenger or buys a
        service (``phases``: AI_PLACE or AI_SERVICE each)."""
        actions = np.empty(len(worlds), dtype=np.int64)
        place = phases == AI_PLACE
        if place.any():
            actions[place] = PLACE0 + self._ai_seat(worlds[place])
        service = ~place
        if service.any():
            actions[service] = BUY0 + self._ai_service(worlds[service])
        return actions

    def apply(self, worlds: np.ndarray, actions: np.ndarray) -> None:
        """Play ``actions[k]`` in world ``worlds[k]`` (each a legal action there, each
        world once); the next draws of those worlds differ from this step's."""
        self.steps[worlds] += np.uint64(1)
        self.plies[worlds] += 1
        if self.solo:
            phase = self.phase[worlds]
            ai = phase >= AI_PICK
            if ai.any():
                self._play_ai(worlds[ai], actions[ai], phase[ai])
                if ai.all():
                    return
                mine = ~ai
                worlds, actions = worlds[mine], actions[mine]
        # the kinds of action, by their numbers' ranges (see the module's doc)
        kind = np.searchsorted(KIND_STARTS, actions, side="right")
        take = kind == 1
        self._take(worlds[take], actions[take])
        place = kind == 4
        self._place(worlds[place], actions[place] - PLACE0)
        rest = (kind != 1) & (kind != 4)
        if rest.any():
            worlds, actions, kind = worlds[rest], actions[rest], kind[rest]
            change = kind == 2
            self._change(worlds[change], actions[change])
            recolour = kind == 3
            self._recolour(worlds[recolour], actions[recolour] - RECOLOUR0)
            buy = kind == 5
            self._buy(worlds[buy], actions[buy] - BUY0)
            self._next_actor(worlds[kind == 6])

    def legal_mask(self, worlds: np.ndarray) -> np.ndarray:
        """The legal actions of each world (len(worlds) x 47), as ``legal_moves`` says:
        the AI's steps where it is its turn (its tied dice, else its one seat or service)."""
        phase = self.phase[worlds]
        mask = np.ascontiguousarray(self._player_mask(worlds).T)
        mask[phase >= AI_PICK] = False  # the player's actions, read where the AI steps
        rows = (phase == AI_PICK).nonzero()[0]
        if rows.size:
            mask[rows, TAKE0:UP] = self._ai_candidates(worlds[rows])
        rows = (phase == AI_PLACE).nonzero()[0]
        if rows.size:
            mask[rows, PLACE0 + self._ai_seat(worlds[rows])] = True
        rows = (phase == AI_SERVICE).nonzero()[0]
        if rows.size:
            mask[rows, BUY0 + self._ai_service(worlds[rows])] = True
        return mask

    def _player_mask(self, worlds: np.ndarray) -> np.ndarray:
        """The legal actions of the player to move in each world (47 x len(worlds): an
        action per row), worlds where the player (not the AI opponent) is to move."""
        phase = self.phase[worlds]
        sheet = worlds * self.sheets + self.player[worlds]  # the mover's sheet, as a row
        pick, hold = phase == PICK, phase == HOLD
        left, value = self.points.reshape(-1)[sheet], self.held_value[worlds]
        can_change = hold & (left >= CHANGE_VALUE_COST)
        # an action per row, a world per column: the running count of _pick goes down the
        # rows, quicker than along each world's 47; the parts in the order of the actions
        return np.concatenate([
            pick & ~self.taken[worlds].T,
            (can_change & (value < 6))[None],
            (can_change & (value > 1))[None],
            ((hold & (left >= CHANGE_COLOUR_COST))
             & (COLOUR_ROWS != self.held_die[worlds])
             & (COLOUR_ROWS != self.held_colour[worlds])),
            hold & (self.seats.reshape(-1, SEATS)[sheet] == EMPTY).T,
            self._buyable_rows(worlds, sheet).T,  # in every phase of a turn
            (phase == AFTER)[None],
        ], axis=0)

    def _uniforms(self, worlds: np.ndarray, lanes: int, first: int) -> np.ndarray:
        """Uniform numbers in [0, 1), len(worlds) x lanes, from each world's key and step:
        a splitmix64 sequence from the key, :data:`LANES` numbers per step."""
        base = self.keys[worlds] + self.steps[worlds] * _STEP
        bits = _mix(base[:, None] + _LANE_OFFSETS[first:first + lanes])
        return (bits >> _S11).astype(np.float64) * (1.0 / 2 ** 53)

    def _roll(self, worlds: np.ndarray, dice: int) -> np.ndarray:
        """``dice`` dice per world, each 1 to 6 with equal chances."""
        return 1 + (self._uniforms(worlds, dice, DICE_LANE) * 6).astype(np.int64)

    # ----------------------------------------------------------------- the players' moves
    def _buyable(self, worlds: np.ndarray, sheets: np.ndarray) -> np.ndarray:
        """The services each world's sheet may buy now (len(worlds) x 12): in play, not
        taken, of a type it does not hold; none without 5 tickets."""
        return self._buyable_rows(worlds, worlds * self.sheets + sheets)

    def _buyable_rows(self, worlds: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """``_buyable`` with the sheets as rows of the sheets of every world."""
        rich = self.tickets.reshape(-1)[rows] >= SERVICE_COST
        return self.free[worlds] & ~self.blocked.reshape(-1, len(SERVICES))[rows] & rich[:, None]

    def _buy(self, worlds: np.ndarray, services: np.ndarray) -> None:
        """A player buys a service; after their passenger, the turn ends when no other
        service may be bought."""
        if not worlds.size:
            return
        me = self.player[worlds]
        rows = worlds * self.sheets + me
        self.tickets.reshape(-1)[rows] -= SERVICE_COST
        self.owner[worlds, services] = me
        self.types.reshape(-1)[rows * len(SERVICE_PAIRS) + SERVICE_TYPE[services]] = True
        self.free[worlds, services] = False
        self.blocked.reshape(-1, len(SERVICES))[rows] |= SAME_TYPE[services]
        self.bought[worlds] += 1
        after = self.phase[worlds] == AFTER
        done = after & ~self._buyable(worlds, me).any(axis=1)
        self._next_actor(worlds[done])

    def _take(self, worlds: np.ndarray, dice: np.ndarray) -> None:
        if not worlds.size:
            return
        self.taken[worlds, dice] = True
        self.held_die[worlds] = dice
        self.held_value[worlds] = self.dice[worlds, dice]
        self.held_colour[worlds] = dice
        self.phase[worlds] = HOLD

    def _change(self, worlds: np.ndarray, actions: np.ndarray) -> None:
        if not worlds.size:
            return
        self.points[worlds, self.player[worlds]] -= CHANGE_VALUE_COST
        self.held_value[worlds] += np.where(actions == UP, 1, -1)
        self.changes[worlds] += 1

    def _recolour(self, worlds: np.ndarray, colours: np.ndarray) -> None:
        if not worlds.size:
            return
        self.points[worlds, self.player[worlds]] -= CHANGE_COLOUR_COST
        self.held_colour[worlds] = colours

    def _place(self, worlds: np.ndarray, seats: np.ndarray) -> None:
        """The passenger is seated with its bonus; then a service may be bought, or the
        turn ends."""
        if not worlds.size:
            return
        rows = self._seat(worlds, self.player[worlds], seats, self.held_colour[worlds],
                          self.held_value[worlds])
        can_buy = self._buyable_rows(worlds, rows).any(axis=1)
        self.phase[worlds[can_buy]] = AFTER
        self._next_actor(worlds[~can_buy])

    def _seat(self, worlds: np.ndarray, sheets: np.ndarray, seats: np.ndarray,
              colours: np.ndarray, values: np.ndarray) -> np.ndarray:
        """``Sheet.gain``: a 1 gives two tickets, a 5 or 6 makes a persona, the rest a
        ticket and a dice point. Returns the sheets' rows (``_buyable_rows``)."""
        rows = worlds * self.sheets + sheets
        places = rows * SEATS + seats
        self.seats.reshape(-1)[places] = colours
        self.counts.reshape(-1)[rows * len(COLOURS) + colours] += 1
        self.tickets.reshape(-1)[rows] += TICKETS_GAINED[values]
        self.points.reshape(-1)[rows] += POINTS_GAINED[values]
        self.persona.reshape(-1)[places] = values >= 5
        return rows

    # ----------------------------------------------------------------- the AI opponent
    def _ai_candidates(self, worlds: np.ndarray) -> np.ndarray:
        """The dice the AI's priority list leaves (len(worlds) x 4), ``ai.die_candidates``:
        the colour it has least of, then the highest value, then the most service points."""
        counts = self.counts[worlds, self.ai]
        keep = ~self.taken[worlds]
        big = np.iinfo(np.int64).max
        fewest = np.where(keep, counts, big).min(axis=1, keepdims=True)
        keep &= counts == fewest
        values = self.dice[worlds]
        highest = np.where(keep, values, -1).max(axis=1, keepdims=True)
        keep &= values == highest
        tied = (keep.sum(axis=1) > 1).nonzero()[0]
        if not tied.size:
            return keep
        # the points one more passenger of each colour adds to the services the AI holds
        counts, held = counts[tied], self.owner[worlds[tied]] == self.ai
        first, second = counts[:, SERVICE_COLOURS[:, 0]], counts[:, SERVICE_COLOURS[:, 1]]
        now = np.minimum(first, second)
        gains = np.zeros_like(counts)
        for colour in range(len(COLOURS)):
            more = np.minimum(first + (SERVICE_COLOURS[:, 0] == colour),
                              second + (SERVICE_COLOURS[:, 1] == colour))
            gains[:, colour] = ((more - now) * held).sum(axis=1) * POINTS_PER_SERVICE_PAIR
        best = np.where(keep[tied], gains, -1).max(axis=1, keepdims=True)
        keep[tied] &= gains == best
        return keep

    def _ai_seat(self, worlds: np.ndarray) -> np.ndarray:
        """Where the AI seats its die's passenger (``ai.seat_for``): in the colour's own
        compartment, else the first empty compartment, else the first free seat."""
        carriage = self.seats[worlds, self.ai]
        empty = carriage == EMPTY
        home = self.homes[worlds, self.ai_die[worlds]]
        in_home = empty[np.arange(len(worlds))[:, None], COMPARTMENTS[np.maximum(home, 0)]]
        use_home = (home >= 0) & in_home.any(axis=1)
        home_seat = COMPARTMENTS[np.maximum(home, 0), in_home.argmax(axis=1)]
        bare = empty[:, COMPARTMENTS].all(axis=2)  # len(worlds) x 6 compartments
        bare_seat = COMPARTMENTS[bare.argmax(axis=1), 0]
        free_seat = empty.argmax(axis=1)
        return np.where(use_home, home_seat, np.where(bare.any(axis=1), bare_seat, free_seat))

    def _ai_service(self, worlds: np.ndarray) -> np.ndarray:
        """The service the AI takes (``ai.service_choice``): the one worth most to it now,
        the leftmost topmost of the best."""
        counts = self.counts[worlds, self.ai]
        worth = np.minimum(counts[:, SERVICE_COLOURS[:, 0]], counts[:, SERVICE_COLOURS[:, 1]])
        sheets = np.full(len(worlds), self.ai)
        return np.where(self._buyable(worlds, sheets), worth, -1).argmax(axis=1)

    def _play_ai(self, worlds: np.ndarray, actions: np.ndarray, phases: np.ndarray) -> None:
        if not worlds.size:
            return
        ai = self.ai
        pick = phases == AI_PICK
        if pick.any():
            chosen, dice = worlds[pick], actions[pick] - TAKE0
            self.taken[chosen, dice] = True
            self.ai_die[chosen] = dice
            self.phase[chosen] = AI_PLACE
        place = phases == AI_PLACE
        if place.any():
            placing, seats = worlds[place], actions[place] - PLACE0
            rows = placing * self.sheets + ai
            colours = self.ai_die[placing]
            value = self.dice[placing, colours]
            # the forced change to a 5 when it has the dice points (``ai.die_value``)
            cost = 5 - value
            raise_it = (value < 5) & (self.points.reshape(-1)[rows] >= cost)
            self.points.reshape(-1)[rows] -= np.where(raise_it, cost, 0)
            value = np.where(raise_it, 5, value)
            # ``ai.new_home``: an empty compartment it starts becomes the colour's own
            compartment = seats // 2 % 6
            places = (rows * SEATS)[:, None] + COMPARTMENTS[compartment]
            bare = (self.seats.reshape(-1)[places] == EMPTY).all(axis=1)
            new = bare & (self.homes[placing, colours] != compartment)
            self.homes[placing[new], colours[new]] = compartment[new]
            self._seat(placing, np.full(len(placing), ai), seats, colours, value)
            can_buy = self._buyable_rows(placing, rows).any(axis=1)
            self.phase[placing[can_buy]] = AI_SERVICE
            self._next_actor(placing[~can_buy])
        service = phases == AI_SERVICE
        if service.any():
            buying, services = worlds[service], actions[service] - BUY0
            rows = buying * self.sheets + ai
            self.tickets.reshape(-1)[rows] -= SERVICE_COST
            self.owner[buying, services] = ai
            self.types.reshape(-1)[rows * len(SERVICE_PAIRS) + SERVICE_TYPE[services]] = True
            self.free[buying, services] = False
            self.blocked.reshape(-1, len(SERVICES))[rows] |= SAME_TYPE[services]
            self._next_actor(buying[~self._buyable_rows(buying, rows).any(axis=1)])

    # ----------------------------------------------------------------- flow
    def _next_actor(self, worlds: np.ndarray) -> None:
        """Hand the dice to whoever is next in the round's order (rerolling the free dice
        where the solo game says so); start a round when it is done; end the game when
        every player's carriage is full."""
        length = self.order.shape[1]
        while worlds.size:
            turn = self.turn[worlds]
            done = turn >= length
            if done.any():
                self._end_rounds(worlds[done])
                worlds = worlds[self.phase[worlds] != OVER]
                turn = self.turn[worlds]
            actor = self.order[self.first[worlds], turn]
            self.turn[worlds] = turn + 1
            if not self.solo:  # the order is the players' alone
                self.phase[worlds] = PICK
                self.player[worlds] = actor
                return
            reroll = actor == REROLL
            rolling = worlds[reroll]
            if rolling.size:
                rolled = self._roll(rolling, len(COLOURS))
                self.dice[rolling] = np.where(self.taken[rolling], self.dice[rolling], rolled)
            ai = actor == AI_TURN
            self.phase[worlds[ai]] = AI_PICK
            self.player[worlds[ai]] = 0  # the player runs the AI's sheet (and breaks its ties)
            seat = actor >= 0
            self.phase[worlds[seat]] = PICK
            self.player[worlds[seat]] = actor[seat]
            worlds = rolling

    def _end_rounds(self, worlds: np.ndarray) -> None:
        """The round is over: the game ends when every player's carriage is full, else
        the next round starts."""
        if not worlds.size:
            return
        full = (self.seats[worlds, :self.players] != EMPTY).all(axis=(1, 2))
        self.phase[worlds[full]] = OVER
        going = worlds[~full]
        if not self.solo:
            self.first[going] = (self.first[going] + 1) % self.players  # the marker passes left
        self._start_rounds(going)

    def _start_rounds(self, worlds: np.ndarray) -> None:
        if not worlds.size:
            return
        self.round[worlds] += 1
        self.dice[worlds] = self._roll(worlds, len(COLOURS))
        self.taken[worlds] = False
        self.turn[worlds] = 0

    # ----------------------------------------------------------------- results
    def scores(self) -> np.ndarray:
        """Every sheet's victory points (N x S; the AI's last in the solo game): goals per
        compartment, personas, services, as ``scoring.breakdown`` counts them."""
        seats = self.seats
        compartments = seats[:, :, COMPARTMENTS]  # N x S x 6 x 4
        full = (compartments != EMPTY).all(axis=3)
        matches = goal_matches(compartments) & full[..., None]
        goal_part = (matches.sum(axis=2) * (GOAL_POINTS * self.goals)[:, None, :]).sum(axis=2)
        # a persona is worth 1, plus 1 for every other passenger of its colour in its
        # compartment: the count of seats there of its colour, itself included
        same = (compartments[..., :, None] == compartments[..., None, :]).sum(axis=4)
        persona = self.persona[:, :, COMPARTMENTS]
        persona_part = (same * persona).sum(axis=(2, 3))
        counts = self.counts
        worth = np.minimum(counts[..., SERVICE_COLOURS[:, 0]], counts[..., SERVICE_COLOURS[:, 1]])
        held = self.owner[:, None, :] == np.arange(self.sheets)[None, :, None]
        service_part = (worth * held).sum(axis=2) * POINTS_PER_SERVICE_PAIR
        if self.solo:
            goal_part[:, self.ai] = 0
            persona_part[:, self.ai] *= 2
        return goal_part + persona_part + service_part

    def results(self, seat: int) -> tuple[np.ndarray, np.ndarray]:
        """``(score, won)`` of every finished world for ``seat``: in the solo game a win
        is more points than the AI opponent; with more players the most points, ties
        going to the most dice points left, then shared."""
        scores = self.scores()
        mine = scores[:, seat]
        if self.solo:
            return mine.astype(np.float64), mine > scores[:, self.ai]
        players = scores[:, :self.players]
        tied = players == players.max(axis=1, keepdims=True)
        left = np.where(tied, self.points, -1)
        won = tied[:, seat] & (left[:, seat] == left.max(axis=1))
        return mine.astype(np.float64), won


def _pick(mask: np.ndarray, uniform: np.ndarray) -> np.ndarray:
    """Per column of ``mask`` (actions x worlds), one of its True places chosen uniformly
    by ``uniform`` (a column without one gets the number of rows).

    >>> _pick(np.array([[True, False], [False, False], [True, True]]), np.array([0.7, 0.2]))
    array([2, 2])
    """
    # the k-th True is where the running count down the column passes k, found by counting
    # the places before it; at most 47 actions: small integers. In a large batch the
    # running count is summed in doubling strides, a few whole-array additions (numpy's
    # cumsum adds one row at a time, quicker only for a few worlds)
    if mask.shape[1] < FEW_WORLDS:
        running = mask.view(np.int8).cumsum(axis=0, dtype=np.int8)
    else:
        running = mask.astype(np.int8)
        stride = 1
        while stride < len(running):
            running[stride:] += running[:-stride]  # numpy reads the overlapping part first
            stride *= 2
    k = (uniform * running[-1]).astype(np.int8)
    return (running <= k).view(np.int8).sum(axis=0, dtype=np.int64)


def rollouts(worlds: Sequence[Any], streams: Sequence[int], policy: str, seat: int,
             start: Any) -> list[tuple[float, bool]]:
    """Play each scalar world to the end of its game in batch (``Game.batched_rollouts``):
    ``(score, won)`` for ``seat`` per world."""
    if policy != "random":
        raise ValueError(f"Skyline Express plays only random rollouts in batch, not {policy!r}")
    if not worlds:
        return []
    batch = BatchedSkylineExpress.from_states(worlds, [stream % 2 ** 64 for stream in streams])
    batch.play()
    scores, won = batch.results(seat)
    return list(zip(scores.tolist(), won.tolist()))


def sweep_rollouts(worlds: Sequence[Any], moves: Sequence[Any], streams: Sequence[int],
                   policy: str, seat: int, start: Any) -> list[tuple[float, bool]]:
    """Play each scalar world once per move, that move first, to the end of its game in
    batch (``Game.batched_sweeps``): ``(score, won)`` for ``seat``, world by world and in
    ``moves``' order within each."""
    if policy != "random":
        raise ValueError(f"Skyline Express plays only random rollouts in batch, not {policy!r}")
    if not worlds or not moves:
        return []
    batch = BatchedSkylineExpress.from_sweeps(worlds, moves,
                                              [stream % 2 ** 64 for stream in streams])
    batch.play()
    scores, won = batch.results(seat)
    return list(zip(scores.tolist(), won.tolist()))
