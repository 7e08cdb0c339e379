"""Skybridge's rules: placing blocks, bridges and roofs in 3D, touching, skipping, scoring.

The engine keeps an explicit 3D model. Every placed piece has a colour, a kind, the
base or bases it stands on (a bridge: two neighbouring bases) and the level ``z`` of its
bottom; it fills levels ``z`` to ``z + height - 1`` above each of its bases. A base's
*top* is the first free level; a roofed base takes nothing more.

Moves (bases 1-9 in reading order):

- ``3@5`` / ``2@5``: a three- or two-story block of the mover's colour on base 5;
- ``3n@5`` / ``2n@5``: the fourth colour's blocks (three players only);
- ``B@45``: the bridge on bases 4 and 5 (they must be orthogonal neighbours);
- ``R@5``: a roof on base 5.

>>> state = SKYBRIDGE.new(players=4)
>>> [m.id for m in state.legal_moves()][:3]
['3@1', '3@2', '3@3']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove, shown
from skywidgets.core.fields import choice, items, known, mapping, required, whole, wholes
from skywidgets.core.rng import Rng

from . import scoring
from .data import (BASES, BRIDGE, BRIDGE_SPANS, COLOURS, HEIGHT, KIND_CODES, KIND_NAMES, KINDS,
                   NEIGHBOURS, ROOF, RULES, SET, SHORT, TALL, THREE_PLAYER_EXTRA, orientation)

PLAY, OVER = "play", "over"
LEVEL_RULES = ("board", "tower")


@dataclass(frozen=True)
class Placement(Move):
    """Put a piece of ``kind`` on ``bases`` (one base, or two for a bridge). ``neutral``: one
    of the fourth colour's blocks in a three-player game."""

    kind: str
    bases: tuple[int, ...]
    neutral: bool = False

    @property
    def id(self) -> str:
        where = "".join(str(b + 1) for b in self.bases)
        return f"{KIND_CODES[self.kind]}{'n' if self.neutral else ''}@{where}"

    @property
    def label(self) -> str:
        name = ("the fourth colour's " if self.neutral else "a ") + KIND_NAMES[self.kind]
        if self.kind == BRIDGE:
            return f"lay the bridge on bases {self.bases[0] + 1} and {self.bases[1] + 1}"
        return f"put {name} on base {self.bases[0] + 1}"


ALL_PLACEMENTS = (
    *(Placement(kind, (b,)) for kind in (TALL, SHORT) for b in range(BASES)),
    *(Placement(kind, (b,), True) for kind in (TALL, SHORT) for b in range(BASES)),
    *(Placement(BRIDGE, span) for span in BRIDGE_SPANS),
    *(Placement(ROOF, (b,)) for b in range(BASES)),
)
PLACEMENT_BY_ID = {move.id: move for move in ALL_PLACEMENTS}
PLACEMENT_BY_PARTS = {(move.kind, move.bases, move.neutral): move for move in ALL_PLACEMENTS}


@dataclass
class Piece:
    """A piece on the board: ``colour`` is an index into COLOURS; ``seat`` who placed it."""

    kind: str
    colour: int
    bases: tuple[int, ...]
    z: int
    seat: int

    @property
    def top(self) -> int:
        return self.z + HEIGHT[self.kind]

    def to_dict(self) -> dict:
        return {"kind": self.kind, "colour": COLOURS[self.colour], "bases": list(self.bases),
                "z": self.z, "seat": self.seat}


class SkybridgeState(State):
    """A Skybridge game. ``pieces`` in the order placed; ``stacks[b]`` the indices of the
    pieces standing on base b, bottom to top; ``supply[seat][colour][kind]`` what is left."""

    def __init__(self) -> None:
        self.num_players = 4
        self.history: list[str] = []
        self.origin: dict = {}
        self.options: dict = {}
        self.pieces: list[Piece] = []
        self.stacks: list[list[int]] = [[] for _ in range(BASES)]
        self.supply: list[dict[int, dict[str, int]]] = []
        self.colours: list[tuple[int, ...]] = []
        self.turns: list[int] = []
        self.player = 0
        self.phase = PLAY
        self.skipped: list[int] = []
        self.last: dict | None = None
        self.rng = Rng(0)
        # kept in step with the pieces by _put: each base's first free level, its top piece's
        # colour (None when bare), whether it is roofed, and per colour and base a bit mask
        # of the levels that colour fills there (what the touching rule looks up)
        self.tops = [0] * BASES
        self.top_colours: list[int | None] = [None] * BASES
        self.roofs = [False] * BASES
        self.masks = [[0] * BASES for _ in COLOURS]
        # caches of the current position, dropped by every placement
        self._legal: list[Move] | None = None
        self._levels: dict[tuple[int, int], int | None] = {}

    # ----------------------------------------------------------------- geometry
    def top(self, base: int) -> int:
        """The first free level above ``base``."""
        return self.tops[base]

    def roofed(self, base: int) -> bool:
        return self.roofs[base]

    def _put(self, piece: Piece) -> None:
        """Stand a piece on the board (the one way pieces get there)."""
        index = len(self.pieces)
        self.pieces.append(piece)
        filled = ((1 << HEIGHT[piece.kind]) - 1) << piece.z
        for base in piece.bases:
            self.stacks[base].append(index)
            self.tops[base] = piece.top
            self.top_colours[base] = piece.colour
            self.roofs[base] = piece.kind == ROOF
            self.masks[piece.colour][base] |= filled
        self._forget()

    def _touches_colour(self, colour: int, bases: tuple[int, ...], z: int, height: int) -> bool:
        """Would a piece of ``colour`` filling levels z..z+height-1 above ``bases`` touch a
        piece of the same colour? It touches what it rests on, and what stands on an
        orthogonally neighbouring base at a level it shares."""
        levels = ((1 << height) - 1) << z
        mine = self.masks[colour]
        top_colours = self.top_colours
        for base in bases:
            if top_colours[base] == colour:
                return True
            for near in NEIGHBOURS[base]:
                if mine[near] & levels and near not in bases:
                    return True
        return False

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.player

    def current_colour(self, seat: int | None = None) -> int:
        """The colour the seat places this turn (two players alternate their two colours)."""
        seat = self.player if seat is None else seat
        colours = self.colours[seat]
        return colours[self.turns[seat] % len(colours)]

    def _candidates(self):
        return ALL_PLACEMENTS

    def _piece_colour(self, move: Placement) -> int:
        return len(COLOURS) - 1 if move.neutral else self.current_colour()

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Placement):
            return IllegalMove(move, "not a Skybridge move", RULES["notation"])
        if self.phase == OVER:
            return IllegalMove(move, "the game is over", RULES["end"])
        colour = self._piece_colour(move)
        supply = self.supply[self.player].get(colour, {})
        kind = move.kind
        if move.neutral and self.num_players != 3:
            return IllegalMove(move, "only the three-player game gives players the fourth "
                                     "colour's blocks", RULES["three_players"])
        if supply.get(kind, 0) <= 0:
            which = "the fourth colour's" if move.neutral else f"your {COLOURS[colour]}"
            return IllegalMove(move, f"{which} {KIND_NAMES[kind]}s are all placed",
                               RULES["pieces"])
        return self._placement_problem(move, kind, colour, move.bases)

    def _placement_problem(self, move: object, kind: str, colour: int,
                           bases: tuple[int, ...]) -> IllegalMove | None:
        """Why a piece of ``kind`` and ``colour`` may not go on ``bases`` now (whoever places
        it), or None: the rules of the board, shared by play and by set positions."""
        for base in bases:
            if self.roofed(base):
                return IllegalMove(move, f"base {base + 1} has a roof: nothing goes on a roof",
                                   RULES["roof"])
        if kind in (TALL, SHORT):
            return self._block_violation(move, colour, bases[0], kind)
        z = self.top(bases[0])
        if z == 0:
            return IllegalMove(move, f"base {bases[0] + 1} is bare: a {KIND_NAMES[kind]} goes "
                                     "on a tower", RULES["tower"])
        if kind == BRIDGE:
            a, b = bases
            if self.top(b) != z:
                return IllegalMove(move, f"the towers on bases {a + 1} and {b + 1} are "
                                         f"{z} and {self.top(b)} high: a bridge needs two "
                                         "towers of the same height", RULES["bridge"])
            axis = orientation(a, b)
            for base in bases:
                below = self.pieces[self.stacks[base][-1]]
                if below.kind == BRIDGE and orientation(*below.bases) == axis:
                    return IllegalMove(move, "a bridge lies on another bridge only at right "
                                             "angles", RULES["bridge_on_bridge"])
        if self._touches_colour(colour, bases, z, HEIGHT[kind]):
            return IllegalMove(move, f"the {COLOURS[colour]} {KIND_NAMES[kind]} would touch "
                                     f"another {COLOURS[colour]} piece", RULES["touch"])
        return None

    def _block_violation(self, move: object, colour: int, base: int,
                         kind: str) -> IllegalMove | None:
        height = HEIGHT[kind]
        z = self.top(base)
        if self._touches_colour(colour, (base,), z, height):
            return IllegalMove(move, f"the {COLOURS[colour]} {KIND_NAMES[kind]} would "
                                     f"touch another {COLOURS[colour]} piece there",
                               RULES["touch"])
        if self.options["lowest_level"] == "board":
            allowed = self._block_level(colour, height)
            if z != allowed:
                return IllegalMove(move, f"blocks go on the lowest level where they can stand "
                                         f"without touching their colour: level {allowed}, "
                                         f"not base {base + 1}'s {z}", RULES["lowest_board"])
        return None

    def _block_level(self, colour: int, height: int) -> int | None:
        """The level a block must go on: the lowest tower top on the board where it touches
        no piece of its colour (so the next level up when the lowest would touch)."""
        key = (colour, height)
        if key in self._levels:
            return self._levels[key]
        best = None
        for base in range(BASES):
            if self.roofed(base):
                continue
            z = self.top(base)
            if (best is None or z < best) and not self._touches_colour(colour, (base,), z,
                                                                       height):
                best = z
        self._levels[key] = best
        return best

    def legal_moves(self) -> list[Move]:
        if self.phase == OVER:
            return []
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list[Move]:
        # The rules of _violation for every candidate at once, without building the
        # errors: the hot path of random games and rollouts (the conformance kit checks
        # that the two agree on every candidate).
        supply = self.supply[self.player]
        tops = [self.top(b) for b in range(BASES)]
        roofed = [self.roofed(b) for b in range(BASES)]
        board = self.options["lowest_level"] == "board"
        touches = self._touches_colour
        moves: list[Move] = []
        groups = [(self.current_colour(), False)]
        if self.num_players == 3:
            groups.append((len(COLOURS) - 1, True))
        for colour, neutral in groups:
            kinds = supply.get(colour, {})
            for kind in (TALL, SHORT):
                if kinds.get(kind, 0) <= 0:
                    continue
                height = HEIGHT[kind]
                level = self._block_level(colour, height) if board else None
                for base in range(BASES):
                    z = tops[base]
                    if roofed[base] or (board and z != level):
                        continue
                    if not touches(colour, (base,), z, height):
                        moves.append(PLACEMENT_BY_PARTS[(kind, (base,), neutral)])
        colour = self.current_colour()
        kinds = supply.get(colour, {})
        if kinds.get(BRIDGE, 0) > 0:
            for a, b in BRIDGE_SPANS:
                z = tops[a]
                if z == 0 or tops[b] != z or roofed[a] or roofed[b]:
                    continue
                axis = orientation(a, b)
                if any(self.pieces[self.stacks[x][-1]].kind == BRIDGE
                       and orientation(*self.pieces[self.stacks[x][-1]].bases) == axis
                       for x in (a, b)):
                    continue
                if not touches(colour, (a, b), z, HEIGHT[BRIDGE]):
                    moves.append(PLACEMENT_BY_PARTS[(BRIDGE, (a, b), False)])
        if kinds.get(ROOF, 0) > 0:
            for base in range(BASES):
                z = tops[base]
                if z and not roofed[base] and not touches(colour, (base,), z, HEIGHT[ROOF]):
                    moves.append(PLACEMENT_BY_PARTS[(ROOF, (base,), False)])
        return moves

    def _forget(self) -> None:
        self._legal = None
        self._levels = {}

    def _play(self, move: Move) -> None:
        self._forget()
        seat, kind = self.player, move.kind
        colour = self._piece_colour(move)
        z = self.top(move.bases[0])
        piece = Piece(kind, colour, move.bases, z, seat)
        self._put(piece)
        self.supply[seat][colour][kind] -= 1
        self.last = {"seat": seat, "piece": piece.to_dict(), "id": move.id}
        self.turns[seat] += 1
        self._next_player()

    def _next_player(self) -> None:
        """Pass the turn on; a player with no legal placement skips (two players: that
        colour's turn passes); the game ends when no one can place."""
        n = self.num_players
        skipped = []
        seat = self.player
        # at most every seat, twice over for two colours each, before we know no one can play
        for _ in range(2 * n + 1):
            seat = (seat + 1) % n
            self.player = seat
            self._forget()
            if self.legal_moves():
                self.skipped = skipped
                if skipped:
                    self.last = {**(self.last or {}), "skipped": list(skipped)}
                return
            skipped.append(seat)
            self.turns[seat] += 1  # a skipped turn still passes a two-colour player's colour
        self.phase = OVER
        self.skipped = skipped
        self.last = {**(self.last or {}), "game_over": True}

    # ----------------------------------------------------------------- results
    def describe(self, move: Move) -> str:
        colour = self._piece_colour(move)
        name = KIND_NAMES[move.kind]
        if move.kind == BRIDGE:
            return (f"lay the {COLOURS[colour]} bridge on bases {move.bases[0] + 1} and "
                    f"{move.bases[1] + 1} (level {self.top(move.bases[0])})")
        article = "an" if COLOURS[colour][0] in "aeiou" else "a"
        return (f"put {article} {COLOURS[colour]} {name} on base {move.bases[0] + 1} "
                f"(level {self.top(move.bases[0])})")

    def move_info(self, move: Move) -> dict:
        return {"kind": move.kind, "bases": list(move.bases), "neutral": move.neutral,
                "colour": COLOURS[self._piece_colour(move)], "z": self.top(move.bases[0])}

    def towers(self) -> list[dict]:
        """Each base's tower: floors, owner colour (or None), height, roofed."""
        return scoring.towers(self.pieces, self.stacks)

    def colour_points(self) -> list[dict]:
        """Each colour's score with what it is made of."""
        return scoring.colour_scores(self.pieces, self.stacks)

    def scores(self) -> list[float]:
        """Each player's points: their colours' points added (the fourth colour of a
        three-player game scores for no one)."""
        points = self.colour_points()
        return [float(sum(points[c]["total"] for c in self.colours[seat]))
                for seat in range(self.num_players)]

    def _end_reason(self) -> str:
        placed = len(self.pieces)
        total = sum(sum(kinds.values()) for supply in self._initial_supply()
                    for kinds in supply.values())
        return ("every piece is placed" if placed == total
                else "no one can place a piece") + "; the most points wins (ties share)"

    def _initial_supply(self) -> list[dict[int, dict[str, int]]]:
        return _supplies(self.num_players)

    # ----------------------------------------------------------------- views
    def view(self, seat: int | None = None) -> dict:
        # Skybridge has no hidden information: every seat sees everything.
        self.check_seat(seat)
        towers = self.towers()
        colour_points = self.colour_points()
        return {
            "players": self.num_players,
            "phase": self.phase,
            "current_player": self.current_player,
            "colour": (COLOURS[self.current_colour()] if self.phase != OVER else None),
            "colours": [[COLOURS[c] for c in colours] for colours in self.colours],
            "pieces": [piece.to_dict() for piece in self.pieces],
            "stacks": [list(stack) for stack in self.stacks],
            "towers": towers,
            "supply": [{COLOURS[c]: dict(kinds) for c, kinds in supply.items()}
                       for supply in self.supply],
            "colour_points": {COLOURS[c]: points for c, points in enumerate(colour_points)},
            "scores": self.scores(),
            "last": self.last,
            "lowest_level": self.options["lowest_level"],
            "block_level": ({COLOURS[c]: {k: self._block_level(c, HEIGHT[k])
                                          for k in (TALL, SHORT)}
                             for c in set(self.colours[self.player])
                             | ({len(COLOURS) - 1} if self.num_players == 3 else set())}
                            if self.phase != OVER and self.options["lowest_level"] == "board"
                            else None),
            "targets": self._targets() if self.phase != OVER else None,
            "over": self.phase == OVER,
            "winners": self.winners(),
        }

    def _targets(self) -> dict:
        """For the player to move, every piece they could pick and every place it could go:
        None where it may go, else why not (the reason and the rule), so a board can
        explain an illegal target without knowing the rules."""
        targets: dict[str, dict[str, dict | None]] = {}
        for move in ALL_PLACEMENTS:
            if move.neutral and self.num_players != 3:
                continue
            piece = move.kind + ("_n" if move.neutral else "")
            problem = self._violation(move)
            where = "".join(str(b + 1) for b in move.bases)
            targets.setdefault(piece, {})[where] = (
                None if problem is None else {
                    "reason": problem.reason,
                    "rule": problem.rule.key if problem.rule else "",
                    "summary": problem.rule.summary if problem.rule else ""})
        return targets

    def to_dict(self) -> dict:
        return {
            "game": "skybridge", "players": self.num_players, "options": dict(self.options),
            "pieces": [piece.to_dict() for piece in self.pieces],
            "player": self.player, "turns": list(self.turns), "phase": self.phase,
            "last": self.last, "rng": self.rng.to_dict(), "history": list(self.history),
        }

    def copy(self) -> SkybridgeState:
        other = SkybridgeState.__new__(SkybridgeState)
        self._copy_bookkeeping(other)
        other.options = self.options
        other.pieces = list(self.pieces)  # pieces never change once placed
        other.stacks = [list(stack) for stack in self.stacks]
        other.tops = list(self.tops)
        other.top_colours = list(self.top_colours)
        other.roofs = list(self.roofs)
        other.masks = [list(mask) for mask in self.masks]
        other.supply = [{c: dict(kinds) for c, kinds in supply.items()} for supply in self.supply]
        other.colours = self.colours
        other.turns = list(self.turns)
        other.player = self.player
        other.phase = self.phase
        other.skipped = list(self.skipped)
        other.last = self.last
        other.rng = self.rng.copy()
        other._legal = self._legal  # never changed in place: legal_moves() hands out copies
        other._levels = self._levels
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> SkybridgeState:
        # Perfect information and no chance: every world is this one.
        self.check_seat(seat)
        return self._determinized(self.copy())


def _colours(players: int) -> list[tuple[int, ...]]:
    """Each seat's colours: one each with 3 or 4 players; two players take 0+2 and 1+3."""
    if players == 2:
        return [(0, 2), (1, 3)]
    return [(seat,) for seat in range(players)]


def _supplies(players: int) -> list[dict[int, dict[str, int]]]:
    supplies = []
    for colours in _colours(players):
        supply = {c: dict(SET) for c in colours}
        if players == 3:
            supply[len(COLOURS) - 1] = dict(THREE_PLAYER_EXTRA)
        supplies.append(supply)
    return supplies


class Skybridge(Game):
    """Skybridge: 2 to 4 players build towers, bridges and roofs on a 3x3 board."""

    name = "skybridge"
    title = "Skybridge"
    min_players = 2
    max_players = 4
    rules = RULES
    score_name = "points"
    #: every piece is on the board or in plain sight, and nothing is left to chance
    hidden_information = False
    notation = "3@5 three-story block, 2@5 two-story, R@5 roof, B@45 bridge; 3n@5 fourth colour"
    options = {
        "lowest_level": ("board", "where a block must go: 'board' (the lowest tower top on the "
                                  "board where it can stand) or 'tower' (the top of any tower)"),
    }

    def check_options(self, options: Mapping[str, Any]) -> dict:
        settled = super().check_options(options)
        if settled["lowest_level"] not in LEVEL_RULES:
            raise ValueError(f"option lowest_level is 'board' or 'tower', "
                             f"not {settled['lowest_level']!r}")
        return settled

    def _setup(self, players: int, rng: Rng, options: dict) -> SkybridgeState:
        state = SkybridgeState()
        state.num_players = players
        state.options = options
        state.rng = rng
        state.colours = _colours(players)
        state.supply = _supplies(players)
        state.turns = [0] * players
        state.player = 0
        return state

    def parse_move(self, text: str) -> Placement:
        move = PLACEMENT_BY_ID.get(text.strip()) if isinstance(text, str) else None
        if move is None and isinstance(text, str):
            move = PLACEMENT_BY_ID.get(text.strip().upper().replace("N@", "n@"))
        if move is None:
            raise IllegalMove(text, "a Skybridge move is 3@5, 2@5, R@5 (a piece and a base "
                                    "1-9), B@45 (a bridge on two neighbouring bases) or "
                                    "3n@5 / 2n@5 (the fourth colour)", RULES["notation"])
        return move

    def evaluate(self, state: State, seat: int) -> float:
        return evaluate(state, seat)

    def draw(self, view: Mapping[str, Any]) -> str:
        from .picture import svg

        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkybridgeState:
        return _position(self, data)


#: what the greedy bot counts a roof or the bridge still in hand as worth (in points): a
#: roof kept for a tall tower beats roofing a short one now
ROOF_PROMISE = 6.0
BRIDGE_PROMISE = 2.0
#: how much of the open towers a laid bridge joins it counts while a roof is still in hand
BRIDGE_REACH_SHARE = 0.5


def evaluate(state: SkybridgeState, seat: int) -> float:
    """The greedy bot's view: its points now plus what its roofs and bridge in hand promise,
    less the best opponent's same sum."""
    scores = state.scores()

    points = state.colour_points()
    towers = state.towers()

    def promise(p: int) -> float:
        supply, total = state.supply[p], 0.0
        for c in state.colours[p]:
            roofs = supply[c].get(ROOF, 0)
            total += ROOF_PROMISE * roofs + BRIDGE_PROMISE * supply[c].get(BRIDGE, 0)
            reach = points[c]["bridge_reach"]
            if reach and roofs and not points[c]["bridged"] and not points[c]["doubled"]:
                # a laid bridge not yet scoring: a roof in hand can still claim what it joins
                total += BRIDGE_REACH_SHARE * sum(towers[b]["floors"] for b in reach
                                                  if not towers[b]["roofed"])
        return total

    totals = [scores[p] + (0.0 if state.phase == OVER else promise(p))
              for p in range(state.num_players)]
    others = [t for p, t in enumerate(totals) if p != seat]
    return totals[seat] - (max(others) if others else 0.0)


SKYBRIDGE = Skybridge()
SkybridgeState.game = SKYBRIDGE


# --------------------------------------------------------------------- set positions
POSITION_KEYS = ("game", "players", "options", "pieces", "player", "turns", "phase", "last",
                 "rng", "history")
PIECE_KEYS = ("kind", "colour", "bases", "z", "seat")
#: the last move's summary (``_play``); skipped seats and the game's end may follow it
#: (``_next_player``), or stand alone when a set position's seat to move had to skip
LAST_MOVE_KEYS = ("seat", "piece", "id")
LAST_KEYS = (*LAST_MOVE_KEYS, "skipped", "game_over")
#: more turns than any seat has in a game: at most 50 pieces are placed, and between two
#: placements each seat skips at most three times
MAX_TURNS = 999


def _piece(value: Any, field: str, players: int) -> tuple[str, int, tuple[int, ...], int, int]:
    """A piece's kind, colour index, bases (low first), level and seat, each read alone."""
    raw = mapping(value, field)
    known(raw, PIECE_KEYS, f"{field}.")
    required(raw, PIECE_KEYS, f"{field}.")
    kind = choice(raw["kind"], f"{field}.kind", KINDS)
    colour = COLOURS.index(choice(raw["colour"], f"{field}.colour", COLOURS))
    wanted = 2 if kind == BRIDGE else 1
    bases = tuple(sorted(wholes(raw["bases"], f"{field}.bases", wanted, low=0, high=BASES - 1)))
    if kind == BRIDGE and bases not in BRIDGE_SPANS:
        raise BadPosition(f"{field}.bases", "a bridge joins two orthogonal neighbours",
                          RULES["bridge"])
    z = whole(raw["z"], f"{field}.z", 0)
    seat = whole(raw["seat"], f"{field}.seat", 0, players - 1)
    return kind, colour, bases, z, seat


def _last(value: Any, state: SkybridgeState) -> dict | None:
    """The last move's summary, read like the rest (every view shows it): its piece is the
    last one placed, its id the move that placed it."""
    if value is None:
        return None
    n = state.num_players
    data = mapping(value, "last")
    known(data, LAST_KEYS, "last.")
    last: dict = {}
    if any(key in data for key in LAST_MOVE_KEYS):
        required(data, LAST_MOVE_KEYS, "last.")
        kind, colour, bases, z, seat = _piece(data["piece"], "last.piece", n)
        placed = state.pieces[-1] if state.pieces else None
        if placed is None or (kind, colour, bases, z, seat) != (
                placed.kind, placed.colour, placed.bases, placed.z, placed.seat):
            raise BadPosition("last.piece", "expected the last of pieces: the piece the last "
                                            "move placed (leave last out to set a position "
                                            "without a last move)")
        if whole(data["seat"], "last.seat", 0, n - 1) != seat:
            raise BadPosition("last.seat", f"expected {seat}, the seat that placed the piece")
        move_id = PLACEMENT_BY_PARTS[(kind, bases, n == 3 and colour == len(COLOURS) - 1)].id
        if not isinstance(data["id"], str) or data["id"] != move_id:
            raise BadPosition("last.id", f"expected {move_id!r}, the move that placed the piece, "
                                         f"not {shown(data['id'])}")
        last = {"seat": seat, "piece": placed.to_dict(), "id": move_id}
    elif "skipped" not in data and "game_over" not in data:
        raise BadPosition("last", "expected null or the last move's summary "
                                  f"({', '.join(LAST_KEYS)})")
    if "skipped" in data:
        # every seat in turn, twice over for two colours, before no one can place
        last["skipped"] = wholes(data["skipped"], "last.skipped", low=0, high=n - 1)
        if not 1 <= len(last["skipped"]) <= 2 * n + 1:
            raise BadPosition("last.skipped", f"expected 1 to {2 * n + 1} seats that could not "
                                              "place", RULES["skip"])
    if "game_over" in data:
        if data["game_over"] is not True:
            raise BadPosition("last.game_over", "expected true (or no such key), not "
                                                f"{shown(data['game_over'])}")
        last["game_over"] = True
    return last


def _position(game: Skybridge, data: Mapping[str, Any]) -> SkybridgeState:
    """A position from ``to_dict()``: the pieces are re-placed one by one, in their order,
    by the rules of the board exactly as in play (roofs, towers, bridges, touching, the
    lowest level of the game's option) and from the placer's supply; a piece that breaks
    one names its index, the field and the rule. Whose turn it was is not replayed: set
    positions may put any seat's pieces in any order. The rest (turns, the last move's
    summary, ...) is read as docs/rules/skybridge.md, Set positions, says."""
    data = mapping(data, "position")
    if data.get("game") != "skybridge":
        raise BadPosition("game", f"expected 'skybridge', not {shown(data.get('game'))}")
    known(data, POSITION_KEYS)
    required(data, ("players",))
    players = whole(data["players"], "players", game.min_players, game.max_players)
    try:
        options = game.check_options(mapping(data.get("options", {}), "options"))
    except BadPosition:
        raise
    except ValueError as err:
        raise BadPosition("options", str(err)) from None
    state = game._setup(players, Rng(0), options)
    for i, raw in enumerate(items(data.get("pieces", []), "pieces")):
        field = f"pieces[{i}]"
        kind, c, bases, z, seat = _piece(raw, field, players)
        supply = state.supply[seat].get(c)
        if supply is None or supply.get(kind, 0) <= 0:
            raise BadPosition(f"{field}", f"seat {seat} has no {COLOURS[c]} {KIND_NAMES[kind]} "
                                          "left to place", RULES["position"])
        problem = state._placement_problem(f"{field}", kind, c, bases)
        if problem is not None:
            raise BadPosition(field, problem.reason, problem.rule)
        level = state.top(bases[0])
        if z != level:
            raise BadPosition(f"{field}.z", f"the piece stands at level {level} there, not {z}",
                              RULES["position"])
        state._put(Piece(kind, c, bases, z, seat))
        supply[kind] -= 1
    state.turns = wholes(data.get("turns", [0] * players), "turns", players, low=0,
                         high=MAX_TURNS)
    player = whole(data.get("player", 0), "player", 0, players - 1)
    state.player = player
    state.last = _last(data.get("last"), state)
    phase = choice(data.get("phase", PLAY), "phase", (PLAY, OVER))
    state.phase = phase
    state._forget()
    if phase == PLAY and not state.legal_moves():
        # the seat to move cannot place: pass on as play would
        state.player = (player - 1) % players
        state._next_player()
        if max(state.turns) > MAX_TURNS:
            raise BadPosition("turns", f"expected at most {MAX_TURNS} turns a seat, counting "
                                       "the turns skipped now")
    elif phase == OVER and any(
            _with_player(state, p).legal_moves() for p in range(players)):
        raise BadPosition("phase", "the game is over only when no one can place a piece",
                          RULES["end"])
    # the move (or the skipping) that ends the game says so in the summary, and only it
    if state.last is not None and ("game_over" in state.last) != (state.phase == OVER):
        raise BadPosition("last.game_over",
                          "the game is over: expected true" if state.phase == OVER
                          else "the game is not over: a piece can still be placed", RULES["end"])
    state._adopt_position(data, options)
    return state


def _with_player(state: SkybridgeState, seat: int) -> SkybridgeState:
    other = state.copy()
    other.phase, other.player = PLAY, seat
    other._forget()
    return other
