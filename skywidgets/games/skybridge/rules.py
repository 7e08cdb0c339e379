"""Skybridge's rules: the move (``Placement``), the pieces (``Piece``) and the state
(``SkybridgeState``): placing blocks, bridges and roofs in 3D, touching, skipping, scoring.

The engine keeps an explicit 3D model. Every placed piece has a colour, a kind, the
base or bases it stands on (a bridge: two neighbouring bases) and the level ``z`` of its
bottom; it fills levels ``z`` to ``z + height - 1`` above each of its bases. A base's
*top* is the first free level; a roofed base takes nothing more.

Moves (bases 1-9 in reading order):

- ``3@5`` / ``2@5``: a three- or two-story block of the mover's colour on base 5;
- ``3n@5`` / ``2n@5``: the fourth colour's blocks (three players only);
- ``B@45``: the bridge on bases 4 and 5 (they must be orthogonal neighbours);
- ``R@5``: a roof on base 5.

>>> from skywidgets.games.skybridge import GAME
>>> state = GAME.new(players=4)
>>> [m.id for m in state.legal_moves()][:3]
['3@1', '3@2', '3@3']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from skywidgets.core.engine import Move, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.memo import forget, per_position
from skywidgets.core.rng import Rng
from skywidgets.i18n import Msg, msg, nmsg

from . import scoring
from .data import (BASES, BRIDGE, BRIDGE_SPANS, COLOURS, HEIGHT, KIND_CODES, NEIGHBOURS, ROOF,
                   RULES, SET, SHORT, TALL, THREE_PLAYER_EXTRA, orientation)
from .words import colour_word

PLAY, OVER = "play", "over"


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
        base = self.bases[0] + 1
        if self.kind == BRIDGE:
            return msg("lay the bridge on bases {a} and {b}", a=base, b=self.bases[1] + 1)
        if self.kind == ROOF:
            return msg("put a roof on base {base}", base=base)
        if self.neutral:
            return (msg("put the fourth colour's three-story block on base {base}", base=base)
                    if self.kind == TALL else
                    msg("put the fourth colour's two-story block on base {base}", base=base))
        return (msg("put a three-story block on base {base}", base=base) if self.kind == TALL
                else msg("put a two-story block on base {base}", base=base))


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


def _none_left(kind: str, colour: int, neutral: bool) -> Msg:
    """Why a piece that is all placed cannot be placed, in words for a learner (a colour
    has one bridge, and two or more of every other piece)."""
    if neutral:
        block = colour_word(colour, "the block")
        if kind == TALL:
            return msg("your {colour} three-story block (the fourth colour's) is already placed",
                       colour=block)
        return msg("your {colour} two-story block (the fourth colour's) is already placed",
                   colour=block)
    if kind == BRIDGE:
        return msg("your {colour} bridge is already placed",
                   colour=colour_word(colour, "the bridge or roof"))
    pieces = colour_word(colour, "the pieces")
    if kind == TALL:
        return msg("your {colour} three-story blocks are all placed", colour=pieces)
    if kind == SHORT:
        return msg("your {colour} two-story blocks are all placed", colour=pieces)
    return msg("your {colour} roofs are all placed", colour=pieces)


def _must_go_lower(kind: str, colour: int, allowed: int, base: int, z: int) -> Msg:
    """Why a block may not go on ``base`` (``z`` levels high): it must go on level
    ``allowed``, the lowest where it touches no piece of its colour."""
    word = colour_word(colour, "the block")
    if kind == TALL:
        if z == 0:
            return msg("the {colour} three-story block must go on level {level}, the lowest "
                       "level where it touches no {colour} piece; base {base} is bare",
                       colour=word, level=allowed, base=base + 1)
        return nmsg("the {colour} three-story block must go on level {level}, the lowest "
                    "level where it touches no {colour} piece; base {base} is {n} level high",
                    "the {colour} three-story block must go on level {level}, the lowest "
                    "level where it touches no {colour} piece; base {base} is {n} levels high",
                    z, colour=word, level=allowed, base=base + 1)
    if z == 0:
        return msg("the {colour} two-story block must go on level {level}, the lowest "
                   "level where it touches no {colour} piece; base {base} is bare",
                   colour=word, level=allowed, base=base + 1)
    return nmsg("the {colour} two-story block must go on level {level}, the lowest "
                "level where it touches no {colour} piece; base {base} is {n} level high",
                "the {colour} two-story block must go on level {level}, the lowest "
                "level where it touches no {colour} piece; base {base} is {n} levels high",
                z, colour=word, level=allowed, base=base + 1)


def seat_colours(players: int) -> list[tuple[int, ...]]:
    """Each seat's colours: one each with 3 or 4 players; two players take 0+2 and 1+3."""
    if players == 2:
        return [(0, 2), (1, 3)]
    return [(seat,) for seat in range(players)]


def starting_supplies(players: int) -> list[dict[int, dict[str, int]]]:
    """Each seat's pieces at the start, by colour and kind (``supply[seat][colour][kind]``)."""
    supplies = []
    for colours in seat_colours(players):
        supply = {c: dict(SET) for c in colours}
        if players == 3:
            supply[len(COLOURS) - 1] = dict(THREE_PLAYER_EXTRA)
        supplies.append(supply)
    return supplies


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
        # _block_level's answers for this position by (colour, height): a cache of its own,
        # as per_position remembers only methods without arguments; _forget drops both
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
            return IllegalMove(move, msg("not a Skybridge move"), RULES["notation"])
        if self.phase == OVER:
            return IllegalMove(move, msg("the game is over"), RULES["end"])
        colour = self._piece_colour(move)
        supply = self.supply[self.player].get(colour, {})
        kind = move.kind
        if move.neutral and self.num_players != 3:
            return IllegalMove(move, msg("only the three-player game gives players the fourth "
                                         "colour's blocks"), RULES["three_players"])
        if supply.get(kind, 0) <= 0:
            return IllegalMove(move, _none_left(kind, colour, move.neutral), RULES["pieces"])
        return self._placement_problem(move, kind, colour, move.bases)

    def _placement_problem(self, move: object, kind: str, colour: int,
                           bases: tuple[int, ...]) -> IllegalMove | None:
        """Why a piece of ``kind`` and ``colour`` may not go on ``bases`` now (whoever places
        it), or None: the rules of the board, shared by play and by set positions."""
        for base in bases:
            if self.roofed(base):
                return IllegalMove(move, msg("base {base} has a roof: nothing goes on a roof",
                                             base=base + 1), RULES["roof"])
        if kind in (TALL, SHORT):
            return self._block_violation(move, colour, bases[0], kind)
        for base in bases:
            if self.top(base) == 0:
                reason = (msg("base {base} is bare: a bridge lies on two towers", base=base + 1)
                          if kind == BRIDGE else
                          msg("base {base} is bare: a roof goes on a tower", base=base + 1))
                return IllegalMove(move, reason, RULES["tower"])
        z = self.top(bases[0])
        if kind == BRIDGE:
            a, b = bases
            if self.top(b) != z:
                return IllegalMove(move, msg("the towers on bases {a} and {b} are {high} and "
                                             "{other} levels high: a bridge needs two towers "
                                             "of the same height", a=a + 1, b=b + 1, high=z,
                                             other=self.top(b)), RULES["bridge"])
            axis = orientation(a, b)
            for base in bases:
                below = self.pieces[self.stacks[base][-1]]
                if below.kind == BRIDGE and orientation(*below.bases) == axis:
                    return IllegalMove(move, msg("the bridge on base {base} runs the same way: "
                                                 "a bridge may lie on another bridge only "
                                                 "across it, at right angles", base=base + 1),
                                       RULES["bridge_on_bridge"])
        if self._touches_colour(colour, bases, z, HEIGHT[kind]):
            word = colour_word(colour, "the bridge or roof")
            reason = (msg("the {colour} bridge would touch another {colour} piece", colour=word)
                      if kind == BRIDGE else
                      msg("the {colour} roof would touch another {colour} piece", colour=word))
            return IllegalMove(move, reason, RULES["touch"])
        return None

    def _block_violation(self, move: object, colour: int, base: int,
                         kind: str) -> IllegalMove | None:
        height = HEIGHT[kind]
        z = self.top(base)
        if self._touches_colour(colour, (base,), z, height):
            word = colour_word(colour, "the block")
            reason = (msg("the {colour} three-story block would touch another {colour} piece "
                          "there", colour=word) if kind == TALL else
                      msg("the {colour} two-story block would touch another {colour} piece "
                          "there", colour=word))
            return IllegalMove(move, reason, RULES["touch"])
        if self.options["lowest_level"] == "board":
            allowed = self._block_level(colour, height)
            if z != allowed:
                return IllegalMove(move, _must_go_lower(kind, colour, allowed, base, z),
                                   RULES["lowest_board"])
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
        return list(self._legal_moves())  # a copy: the remembered list must not change

    @per_position
    def _legal_moves(self) -> list[Move]:
        return list(self._placements())

    def _can_place(self) -> bool:
        """Has the seat to move a legal placement? Passing the turn asks it of each seat in
        turn; it looks no further than the first, as what ``_play`` works out is forgotten
        once the move is done."""
        return next(self._placements(), None) is not None

    def _placements(self) -> Iterator[Placement]:
        # The rules of _violation for every candidate at once, without building the
        # errors: the hot path of random games and rollouts (the conformance kit checks
        # that the two agree on every candidate).
        supply = self.supply[self.player]
        tops, roofed = self.tops, self.roofs
        board = self.options["lowest_level"] == "board"
        touches = self._touches_colour
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
                        yield PLACEMENT_BY_PARTS[(kind, (base,), neutral)]
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
                    yield PLACEMENT_BY_PARTS[(BRIDGE, (a, b), False)]
        if kinds.get(ROOF, 0) > 0:
            for base in range(BASES):
                z = tops[base]
                if z and not roofed[base] and not touches(colour, (base,), z, HEIGHT[ROOF]):
                    yield PLACEMENT_BY_PARTS[(ROOF, (base,), False)]

    def _forget(self) -> None:
        """Drop what was worked out for the position: a placement changes the board, and
        passing the turn the seat to move, before ``apply`` is done with the move."""
        forget(self)
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
            if self._can_place():
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
        base, level = move.bases[0] + 1, self.top(move.bases[0])
        if move.kind == BRIDGE:
            return msg("lay the {colour} bridge on bases {a} and {b} (level {level})",
                       colour=colour_word(colour, "lay the bridge"), a=base,
                       b=move.bases[1] + 1, level=level)
        if move.kind == ROOF:
            return msg("put {colour} roof on base {base} (level {level})",
                       colour=colour_word(colour, "a roof"), base=base, level=level)
        block = colour_word(colour, "a block")
        if move.kind == TALL:
            return msg("put {colour} three-story block on base {base} (level {level})",
                       colour=block, base=base, level=level)
        return msg("put {colour} two-story block on base {base} (level {level})",
                   colour=block, base=base, level=level)

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
        if placed == total:
            return msg("every piece is placed; the most points wins (ties share)")
        return msg("no one can place a piece; the most points wins (ties share)")

    def _initial_supply(self) -> list[dict[int, dict[str, int]]]:
        return starting_supplies(self.num_players)

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
                    # the rule's summary in the reader's words, as the rulebook's table has it
                    "summary": problem.rule.to_dict()["summary"] if problem.rule else ""})
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
        other._levels = self._levels  # this position's answers; a move's _forget makes a new dict
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> SkybridgeState:
        # Perfect information and no chance: every world is this one.
        self.check_seat(seat)
        return self._determinized(self.copy())
