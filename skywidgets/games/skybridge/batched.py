"""Skybridge played in batch: many worlds held as numpy arrays and stepped together.

The scalar engine (``rules.py``) plays one move of one game at a time; this module
plays one move in each of thousands of games with a few dozen array operations. It
follows the same rules and options (docs/rules/skybridge.md): each seat's pieces in
supply (two colours taken in turn with two players, the fourth colour's blocks with
three), blocks on the lowest level (either reading of the option ``lowest_level``),
the touching rule, bridges on two towers of one height and across a bridge beneath,
roofs that own a tower and take nothing more, skipped turns, the end when no one can
place, and the scoring of ``scoring.py`` (floors, bridged towers, doubling). The
statistical tests in ``tests/games/skybridge/test_batched.py`` hold it to the scalar
engine.

The worlds, N of them with P players, on the 9 bases:

- ``level_colour`` (N x 9 x LEVELS): the colour filling each level above each base
  (-1: empty), what the touching rule looks up;
- ``tops``, ``top_colour``, ``top_axis`` (the way a bridge on top runs: 0 none, 1
  west-east, 2 north-south), ``roofed``, ``owner`` (the roof's colour, -1) and
  ``floors`` (N x 9);
- ``bridge_laid`` (N x 4) and ``under`` (N x 4 x 4: colour c's bridge lies on colour
  d's), for the bridges' reach;
- ``supply`` (N x P x 4 colours x 4 kinds), ``turns`` (N x P), ``player``, ``over``
  and ``skips`` (turns skipped in a row: a whole round of them ends the game).

The actions are the scalar engine's ``ALL_PLACEMENTS`` in their order (57 of them), so
a legal mask lists the moves ``legal_moves`` lists, and the random policy picks
uniformly among them as the scalar random bot does.

Randomness: each world has a 64-bit key, and its n-th step draws from a hash of (key,
n) (splitmix64), so a world's game depends on its key alone and a batch replays bit for
bit. Simulated outcomes give the worlds of one sweep one key, as the scalar rollouts
of one sweep share one stream.

Skybridge has no quick playout policy (no ``playout_move``): its rollouts are random.

numpy is imported here only: ``import skywidgets`` does not load it.

>>> batch = BatchedSkybridge.new_games(players=4, count=8, seed=1)
>>> batch.play()
>>> bool(batch.over.all()), int(batch.supply.sum()) < 8 * 44
(True, True)
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from skywidgets.core.stopping import checkpoint

from .data import (BASES, BRIDGE, BRIDGE_SPANS, COLOURS, FLOORS, HEIGHT, NEIGHBOURS, ROOF,
                   SHORT, TALL, orientation)
from .rules import ALL_PLACEMENTS, OVER, seat_colours, starting_supplies

#: kinds as numbers, in the order of ``supply``'s last axis
KIND_INDEX = {TALL: 0, SHORT: 1, BRIDGE: 2, ROOF: 3}
NEUTRAL = len(COLOURS) - 1
#: the levels a tower can reach, and room above for the three a block looks at: every
#: piece of all four colours stacked on one base is 92 levels
LEVELS = 4 * (4 * HEIGHT[TALL] + 4 * HEIGHT[SHORT] + HEIGHT[BRIDGE] + 2 * HEIGHT[ROOF]) + 4
#: the actions: 0-8 a three-story block on base 1-9, 9-17 a two-story one, 18-35 the same
#: with the fourth colour's blocks, 36-47 the bridge on each span, 48-56 a roof
TALL0, SHORT0, NTALL0, NSHORT0, BRIDGE0, ROOF0 = 0, 9, 18, 27, 36, 48
ACTIONS = len(ALL_PLACEMENTS)
SPANS = np.array(BRIDGE_SPANS)
#: the way each span runs: 1 west-east, 2 north-south (0 in ``top_axis``: no bridge on top)
SPAN_AXIS = np.array([1 if orientation(a, b) == "we" else 2 for a, b in BRIDGE_SPANS])
#: each base's orthogonal neighbours, padded with a tenth base that is always empty
NEIGHBOUR_TABLE = np.array([list(n) + [BASES] * (4 - len(n)) for n in NEIGHBOURS])
#: where each neighbour's column of levels starts in one world's flattened board
NEIGHBOUR_ROWS = NEIGHBOUR_TABLE * LEVELS
#: the three levels from a top up
_LEVEL_STEPS = np.arange(3)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = (np.uint64(k) for k in (30, 27, 31, 11))


def _check_actions() -> None:
    """The action numbers are ``ALL_PLACEMENTS``' order (a guard against a reordering)."""
    for action, move in enumerate(ALL_PLACEMENTS):
        kind, neutral = move.kind, move.neutral
        first = {(TALL, False): TALL0, (SHORT, False): SHORT0, (TALL, True): NTALL0,
                 (SHORT, True): NSHORT0, (BRIDGE, False): BRIDGE0, (ROOF, False): ROOF0}
        offset = action - first[(kind, neutral)]
        expected = BRIDGE_SPANS[offset] if kind == BRIDGE else (offset,)
        assert move.bases == tuple(expected), move


_check_actions()


def _mix(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser: a well-spread 64-bit hash (wraps around, as meant)."""
    x = x ^ (x >> _S30)
    x = x * _MIX1
    x = x ^ (x >> _S27)
    x = x * _MIX2
    return x ^ (x >> _S31)


def _pick(mask: np.ndarray, uniform: np.ndarray) -> np.ndarray:
    """Per row, one of the True places of ``mask`` chosen uniformly by ``uniform``."""
    count = mask.sum(axis=1)
    k = (uniform * count).astype(np.int16)
    return (mask.cumsum(axis=1, dtype=np.int16) > k[:, None]).argmax(axis=1)


#: what a world's board is (``from_states`` copies it), and the whole of a world
_BOARD_FIELDS = ("level_colour", "masks", "tops", "top_colour", "top_axis", "roofed", "owner",
                 "floors", "bridge_laid", "bridge_bases", "under", "supply")
_WORLD_FIELDS = _BOARD_FIELDS + ("turns", "player", "over", "plies")


class BatchedSkybridge:
    """N Skybridge games of P players as arrays, stepped together (see the module's doc).

    Make one with :meth:`new_games` (fresh games) or :meth:`from_states` (scalar
    positions, such as the worlds of Simulated outcomes), then :meth:`play`. ``plies``
    counts each world's placements from the start of its game.
    """

    def __init__(self, count: int, players: int, lowest_level: str, keys: np.ndarray) -> None:
        n, p = count, players
        self.count, self.players = n, p
        self.board_level = lowest_level == "board"
        self.keys = np.asarray(keys, dtype=np.uint64)
        self.steps = np.zeros(n, dtype=np.uint64)
        # one row more than the bases: the empty tenth base the neighbour table pads with
        self.level_colour = np.full((n, BASES + 1, LEVELS), -1, dtype=np.int8)
        # the same as bit masks of levels per colour and base, while every tower is low
        # enough for 64 bits (the quick way to look up touching)
        self.masks = np.zeros((n, len(COLOURS), BASES + 1), dtype=np.uint64)
        self.tops = np.zeros((n, BASES), dtype=np.int64)
        self.top_colour = np.full((n, BASES), -1, dtype=np.int64)
        self.top_axis = np.zeros((n, BASES), dtype=np.int64)
        self.roofed = np.zeros((n, BASES), dtype=bool)
        self.owner = np.full((n, BASES), -1, dtype=np.int64)
        self.floors = np.zeros((n, BASES), dtype=np.int64)
        self.bridge_laid = np.zeros((n, len(COLOURS)), dtype=bool)
        self.bridge_bases = np.zeros((n, len(COLOURS), BASES), dtype=bool)
        self.under = np.zeros((n, len(COLOURS), len(COLOURS)), dtype=bool)
        self.supply = np.zeros((n, p, len(COLOURS), len(KIND_INDEX)), dtype=np.int64)
        self.turns = np.zeros((n, p), dtype=np.int64)
        self.player = np.zeros(n, dtype=np.int64)
        self.over = np.zeros(n, dtype=bool)
        self.skips = np.zeros(n, dtype=np.int64)
        self.plies = np.zeros(n, dtype=np.int64)
        #: True: look touching up level by level always (the tests compare both ways)
        self.levels_only = False
        colours = seat_colours(p)
        #: each seat's colours, twice over where it has one (current: [seat, turns % 2])
        self.seat_colours = np.array([(c * 2)[:2] for c in colours])

    # ----------------------------------------------------------------- making
    @classmethod
    def new_games(cls, players: int, count: int, seed: int,
                  lowest_level: str = "board") -> BatchedSkybridge:
        """``count`` new games; the worlds' keys come from a numpy Generator seeded by
        ``seed``."""
        keys = np.random.default_rng(seed).integers(0, 2 ** 63, size=count, dtype=np.uint64)
        batch = cls(count, players, lowest_level, keys)
        batch._fill_supply(slice(None), starting_supplies(players))
        return batch

    @classmethod
    def from_states(cls, states: Sequence[Any], keys: Sequence[int]) -> BatchedSkybridge:
        """The scalar positions ``states`` (one game's options and player count) as a
        batch, world i drawing from ``keys[i]``."""
        first = states[0]
        batch = cls(len(states), first.num_players, first.options["lowest_level"],
                    np.array(keys, dtype=np.uint64))
        # a state given many times (every sweep's worlds are the same ones where nothing
        # is hidden) is read once and copied
        rows: dict[int, int] = {}
        distinct = [state for state in states
                    if rows.setdefault(id(state), len(rows)) == len(rows) - 1]
        index = np.array([rows[id(state)] for state in states])
        read = cls._read(distinct)
        for name in _WORLD_FIELDS:
            getattr(batch, name)[:] = getattr(read, name)[index]
        return batch

    @classmethod
    def _read(cls, states: Sequence[Any]) -> BatchedSkybridge:
        """``from_states`` for distinct states, one by one (keys all 0)."""
        first = states[0]
        batch = cls(len(states), first.num_players, first.options["lowest_level"],
                    np.zeros(len(states)))
        # worlds of one sweep share every piece but their last: the board below the last
        # piece is worked out once per distinct set of pieces, and its supply with it
        boards: dict[tuple[int, ...], BatchedSkybridge] = {}
        start = starting_supplies(first.num_players)
        for i, state in enumerate(states):
            prefix = state.pieces[:-1]
            key = tuple(map(id, prefix))
            board = boards.get(key)
            if board is None:
                board = boards[key] = cls(1, first.num_players, "board", np.zeros(1))
                board._fill_supply(slice(None), start)
                for piece in prefix:
                    board._place_piece(0, piece.kind, piece.colour, piece.bases)
                    board.supply[0, piece.seat, piece.colour, KIND_INDEX[piece.kind]] -= 1
            for name in _BOARD_FIELDS:
                getattr(batch, name)[i] = getattr(board, name)[0]
            for piece in state.pieces[-1:]:
                batch._place_piece(i, piece.kind, piece.colour, piece.bases)
                batch.supply[i, piece.seat, piece.colour, KIND_INDEX[piece.kind]] -= 1
        batch.turns[:] = [state.turns for state in states]
        batch.player[:] = [state.player for state in states]
        batch.over[:] = [state.phase == OVER for state in states]
        batch.plies[:] = [len(state.pieces) for state in states]
        return batch

    def _fill_supply(self, worlds: Any, supplies: list[dict[int, dict[str, int]]]) -> None:
        """Every world's supply as ``supplies`` (per seat, colour and kind) says."""
        for seat, supply in enumerate(supplies):
            for colour, kinds in supply.items():
                for kind, left in kinds.items():
                    self.supply[worlds, seat, colour, KIND_INDEX[kind]] = left

    def _place_piece(self, i: int, kind: str, colour: int, bases: tuple[int, ...]) -> None:
        """One piece in world i, as ``SkybridgeState._put`` stands it (scalar, for setup)."""
        height = HEIGHT[kind]
        z = int(self.tops[i, bases[0]])
        if kind == BRIDGE:
            for base in bases:
                if self.top_axis[i, base]:
                    self.under[i, colour, self.top_colour[i, base]] = True
                self.bridge_bases[i, colour, base] = True
            self.bridge_laid[i, colour] = True
        for base in bases:
            self.level_colour[i, base, z:z + height] = colour
            if z + height <= 64:
                self.masks[i, colour, base] |= np.uint64(((1 << height) - 1) << z)
            self.tops[i, base] = z + height
            self.top_colour[i, base] = colour
            self.top_axis[i, base] = 0 if kind != BRIDGE else (
                1 if orientation(*bases) == "we" else 2)
            self.floors[i, base] += FLOORS[kind]
            if kind == ROOF:
                self.roofed[i, base] = True
                self.owner[i, base] = colour

    # ----------------------------------------------------------------- playing
    def play(self, policy: str = "random") -> None:
        """Play every world to the end of its game, picking uniformly among the legal
        moves (Skybridge's only batched policy)."""
        if policy != "random":
            raise ValueError("Skybridge plays its rollouts with random moves only, not "
                             f"{policy!r}")
        while True:
            live = np.flatnonzero(~self.over)
            if not live.size:
                return
            checkpoint()
            self.step(live)

    def current_colour(self, worlds: np.ndarray) -> np.ndarray:
        """The colour each world's player places this turn."""
        me = self.player[worlds]
        return self.seat_colours[me, self.turns[worlds, me] % 2]

    def step(self, live: np.ndarray) -> None:
        """One turn in each of the worlds ``live`` (none of them over): a random legal
        placement, or a skipped turn where there is none."""
        colour = self.current_colour(live)
        mask = self.legal_mask(live, colour)
        can = mask.any(axis=1)
        skipping = live[~can]
        if skipping.size:
            self._pass_turn(skipping)
            self.skips[skipping] += 1
            # a whole round of skips, twice over for two colours each, and one more: as
            # ``SkybridgeState._next_player`` gives up; or nothing left to place at all
            done = ((self.skips[skipping] >= 2 * self.players + 1)
                    | (self.supply[skipping].sum(axis=(1, 2, 3)) == 0))
            self.over[skipping[done]] = True
        moving, mask = live[can], mask[can]
        if not moving.size:
            return
        uniforms = self._uniforms(moving)
        self.steps[moving] += np.uint64(1)
        self._play(moving, _pick(mask, uniforms), colour[can])

    def _uniforms(self, worlds: np.ndarray) -> np.ndarray:
        """A uniform number in [0, 1) per world, from its key and its step."""
        bits = _mix(self.keys[worlds] + (self.steps[worlds] + np.uint64(1)) * _GOLDEN)
        return (bits >> _S11).astype(np.float64) * (1.0 / 2 ** 53)

    def _touching(self, worlds: np.ndarray, colour: np.ndarray) -> np.ndarray:
        """Per world and base, whether a piece of ``colour`` on top of the base filling 1,
        2 or 3 levels would touch its colour (len(worlds) x 9 x 3): what it rests on, or
        the same levels on a neighbouring base."""
        tops = self.tops[worlds]
        if tops.max(initial=0) + 3 <= 64 and not self.levels_only:
            return self._touching_by_masks(worlds, colour, tops)
        # the levels beside each base's top, looked up in the flattened board at once
        # (one flat index is much quicker than four broadcast ones)
        start = (worlds * ((BASES + 1) * LEVELS))[:, None, None] + NEIGHBOUR_ROWS[None]
        where = start + tops[:, :, None]  # W x 9 x 4: each neighbour's level beside the top
        near = self.level_colour.reshape(-1).take(where[..., None] + _LEVEL_STEPS)
        same = near == colour[:, None, None, None].astype(np.int8)  # W x 9 x 4 x 3
        beside = same[:, :, 0] | same[:, :, 1] | same[:, :, 2] | same[:, :, 3]
        beside[:, :, 1] |= beside[:, :, 0]
        beside[:, :, 2] |= beside[:, :, 1]
        beside |= (self.top_colour[worlds] == colour[:, None])[:, :, None]
        return beside

    def _touching_by_masks(self, worlds: np.ndarray, colour: np.ndarray,
                           tops: np.ndarray) -> np.ndarray:
        """``_touching`` with the bit masks (every tower is under 62 levels): the levels
        the colour fills on any neighbour of a base, then the three above its top."""
        mine = self.masks[worlds, colour]  # W x 10
        beside = mine.take(NEIGHBOUR_TABLE[:, 0], axis=1)
        for side in range(1, 4):
            beside |= mine.take(NEIGHBOUR_TABLE[:, side], axis=1)
        window = (beside >> tops.astype(np.uint64)) & np.uint64(7)
        below = self.top_colour[worlds] == colour[:, None]
        return np.stack([((window & np.uint64(levels)) != 0) | below
                         for levels in (1, 3, 7)], axis=2)

    def _block_moves(self, worlds: np.ndarray, colour: np.ndarray, seat_supply: np.ndarray,
                     touching: np.ndarray) -> np.ndarray:
        """The legal blocks of ``colour`` (W x 18: three-story on bases 1-9, then two-story)."""
        open_ = ~self.roofed[worlds]
        tops = self.tops[worlds]
        found = []
        for kind, height in ((TALL, HEIGHT[TALL]), (SHORT, HEIGHT[SHORT])):
            fits = open_ & ~touching[:, :, height - 1]
            if self.board_level:
                # the lowest level on the board where it can stand, and only there
                level = np.where(fits, tops, LEVELS).min(axis=1)
                fits &= tops == level[:, None]
            left = seat_supply[np.arange(len(worlds)), colour, KIND_INDEX[kind]] > 0
            found.append(fits & left[:, None])
        return np.concatenate(found, axis=1)

    def legal_mask(self, worlds: np.ndarray, colour: np.ndarray | None = None) -> np.ndarray:
        """The legal actions of each world (len(worlds) x 57), as ``legal_moves`` says;
        ``colour``: each world's ``current_colour``, where it is known."""
        rows = np.arange(len(worlds))
        me = self.player[worlds]
        seat_supply = self.supply[worlds, me]
        colour = self.current_colour(worlds) if colour is None else colour
        mask = np.zeros((len(worlds), ACTIONS), dtype=bool)
        touching = self._touching(worlds, colour)
        mask[:, TALL0:NTALL0] = self._block_moves(worlds, colour, seat_supply, touching)
        if self.players == 3:
            neutral = np.full(len(worlds), NEUTRAL)
            mask[:, NTALL0:BRIDGE0] = self._block_moves(
                worlds, neutral, seat_supply, self._touching(worlds, neutral))
        tops, roofed = self.tops[worlds], self.roofed[worlds]
        touch_one = touching[:, :, 0]
        a, b = SPANS[:, 0], SPANS[:, 1]
        axis = self.top_axis[worlds]
        mask[:, BRIDGE0:ROOF0] = (
            (seat_supply[rows, colour, KIND_INDEX[BRIDGE]] > 0)[:, None]
            & (tops[:, a] > 0) & (tops[:, a] == tops[:, b]) & ~roofed[:, a] & ~roofed[:, b]
            & (axis[:, a] != SPAN_AXIS) & (axis[:, b] != SPAN_AXIS)
            & ~touch_one[:, a] & ~touch_one[:, b])
        mask[:, ROOF0:] = ((seat_supply[rows, colour, KIND_INDEX[ROOF]] > 0)[:, None]
                           & (tops > 0) & ~roofed & ~touch_one)
        return mask

    def _pass_turn(self, worlds: np.ndarray) -> None:
        """The seat's turn is done (played or skipped): its colour passes, the next seat."""
        me = self.player[worlds]
        self.turns[worlds, me] += 1
        self.player[worlds] = (me + 1) % self.players

    def _play(self, worlds: np.ndarray, actions: np.ndarray, colour: np.ndarray) -> None:
        """The placements ``actions``, one in each of ``worlds`` (its player's colour
        ``colour``); then the turn passes."""
        me = self.player[worlds]
        block = actions < BRIDGE0
        bridge = (actions >= BRIDGE0) & (actions < ROOF0)
        roof = actions >= ROOF0
        neutral = block & (actions >= NTALL0)
        colour = np.where(neutral, NEUTRAL, colour)
        tall = block & (actions % 18 < 9)
        height = np.where(block, np.where(tall, HEIGHT[TALL], HEIGHT[SHORT]), 1)
        kind = np.where(block, np.where(tall, KIND_INDEX[TALL], KIND_INDEX[SHORT]),
                        np.where(bridge, KIND_INDEX[BRIDGE], KIND_INDEX[ROOF]))
        first = np.where(block, actions % 9, np.where(bridge, SPANS[(actions - BRIDGE0) % 12, 0],
                                                      (actions - ROOF0) % 9))
        second = np.where(bridge, SPANS[(actions - BRIDGE0) % 12, 1], first)
        self.supply[worlds, me, colour, kind] -= 1
        z = self.tops[worlds, first]
        # the bridge's reach: it lies on whatever bridge tops either of its bases
        for end in (first, second):
            below = bridge & (self.top_axis[worlds, end] > 0)
            on = worlds[below]
            self.under[on, colour[below], self.top_colour[on, end[below]]] = True
        self.bridge_laid[worlds[bridge], colour[bridge]] = True
        self.bridge_bases[worlds[bridge], colour[bridge], first[bridge]] = True
        self.bridge_bases[worlds[bridge], colour[bridge], second[bridge]] = True
        axis = np.where(bridge, SPAN_AXIS[(actions - BRIDGE0) % 12], 0)
        floors = np.where(block, height, np.where(bridge, 1, 0))
        for level in range(3):
            fills = level < height
            self.level_colour[worlds[fills], first[fills], z[fills] + level] = colour[fills]
        self.level_colour[worlds[bridge], second[bridge], z[bridge]] = colour[bridge]
        # the bit masks hold the levels under 64 (``_touching`` uses them only below that)
        fits = z + height <= 64
        bits = (((np.uint64(1) << height.astype(np.uint64)) - np.uint64(1))
                << np.where(fits, z, 0).astype(np.uint64)) * fits.astype(np.uint64)
        self.masks[worlds, colour, first] |= bits
        self.masks[worlds[bridge], colour[bridge], second[bridge]] |= bits[bridge]
        for base, on in ((first, np.ones(len(worlds), dtype=bool)), (second, bridge)):
            w, base = worlds[on], base[on]
            self.tops[w, base] = z[on] + height[on]
            self.top_colour[w, base] = colour[on]
            self.top_axis[w, base] = axis[on]
            self.floors[w, base] += floors[on]
        self.roofed[worlds[roof], first[roof]] = True
        self.owner[worlds[roof], first[roof]] = colour[roof]
        self.plies[worlds] += 1
        self.skips[worlds] = 0
        self._pass_turn(worlds)

    # ----------------------------------------------------------------- results
    def colour_points(self) -> np.ndarray:
        """Every world's points per colour (N x 4), as ``scoring.colour_scores`` counts."""
        floors = self.floors
        own = self.owner[:, None, :] == np.arange(len(COLOURS))[None, :, None]  # N x 4 x 9
        total = (own * floors[:, None, :]).sum(axis=2)
        # a bridge reaches its own bases and, lying on a bridge, whatever that one reaches
        direct = self.bridge_bases.astype(np.int64)
        under = self.under.astype(np.int64)
        reach = direct
        for _ in range(len(COLOURS) - 1):  # a bridge lies on at most three beneath it
            reach = direct + np.einsum("ncd,ndb->ncb", under, reach)
        reach = reach > 0
        reach &= self.bridge_laid[:, :, None]
        owned_reached = reach & own
        scoring_bridge = owned_reached.any(axis=2)
        bridged = reach & ~own & scoring_bridge[:, :, None]
        total += (bridged * floors[:, None, :]).sum(axis=2)
        doubled = owned_reached & (owned_reached.sum(axis=2) >= 2)[:, :, None]
        total += (doubled * floors[:, None, :]).sum(axis=2)
        return total

    def scores(self) -> np.ndarray:
        """Every world's points per seat (N x P): its colours' added (the fourth colour of
        a three-player game scores for no one)."""
        points = self.colour_points()
        return np.stack([points[:, list(colours)].sum(axis=1)
                         for colours in seat_colours(self.players)], axis=1)

    def results(self, seat: int) -> tuple[np.ndarray, np.ndarray]:
        """``(score, won)`` of every finished world for ``seat``: its points and whether
        it holds (or shares) the most."""
        scores = self.scores()
        return scores[:, seat].astype(np.float64), scores[:, seat] == scores.max(axis=1)


def rollouts(worlds: Sequence[Any], streams: Sequence[int], policy: str, seat: int,
             start: Any) -> list[tuple[float, bool]]:
    """Play each scalar world to the end of its game in batch (``Game.batched_rollouts``):
    ``(score, won)`` for ``seat`` per world."""
    if not worlds:
        return []
    batch = BatchedSkybridge.from_states(worlds, [stream % 2 ** 64 for stream in streams])
    batch.play(policy)
    scores, won = batch.results(seat)
    return list(zip(scores.tolist(), won.tolist()))
