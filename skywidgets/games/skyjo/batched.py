"""Skyjo played in batch: many worlds held as numpy arrays and stepped together.

The scalar engine (``rules.py``) plays one move of one game at a time; this module
plays one move in each of thousands of games with a few dozen array operations. It
follows the same rules and options (docs/rules/skyjo.md): the opening reveals, draw
or take, swap or flip, the reshuffle of the discard pile, the column rule (also at
the end of a round), the round ender's doubling, who starts the next round, and the
end of the game at ``end_score``. The statistical tests in
``tests/games/skyjo/test_batched.py`` hold it to the scalar engine.

The worlds, N of them with P players:

- ``values`` and ``status`` (N x P x 12): each slot's card and whether it is face
  down, face up or removed (``data.DOWN``, ``UP``, ``GONE``);
- ``down_bits`` and ``kept_bits`` (N x P): the same status as two 12-bit masks, slot s
  at bit s, of the face-down slots and of the slots not removed. They are kept in step
  with ``status`` so that a step counts and chooses a player's slots with a lookup
  (:data:`BIT_COUNT`, :data:`NTH_BIT`) instead of reading 12 places;
- ``deck`` and ``discard`` (N x 150) with their lengths: pile tops are at the end;
- ``drawn`` (the card in hand, or ``NO_CARD``), ``phase``, ``player``, ``ender``
  (-1: none yet), ``round``, ``totals`` (N x P) and ``next_starter`` (-1: the first
  round's rule, the highest sum of the two revealed cards, starts).

Randomness: each world has a 64-bit key, and its n-th step draws from a hash of (key,
n) (splitmix64), so a world's game depends on its key alone, never on the other worlds
of the batch, and a batch replays bit for bit. Keys come from a numpy Generator seeded
from our ``Rng`` (:meth:`BatchedSkyjo.new_games`), or are given (Simulated outcomes
give the worlds of one sweep one key, as the scalar rollouts share one stream).

numpy is imported here only: ``import skywidgets`` does not load it.

>>> batch = BatchedSkyjo.new_games(players=2, count=8, seed=1)
>>> batch.play("random")
>>> bool((batch.phase == OVER).all()), bool((batch.totals.max(axis=1) >= 100).all())
(True, True)
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from skywidgets.core.rng import Rng
from skywidgets.core.stopping import checkpoint

from .bots import KEEP_AT_MOST, PLAYOUT_NOISE
from .data import DECK, DOWN, GONE, OPENING_REVEALS, SLOTS, UP

#: the phases, as numbers
REVEAL, TURN, DRAWN, OVER = 0, 1, 2, 3
PHASES = {"reveal": REVEAL, "turn": TURN, "drawn": DRAWN, "over": OVER}
#: ``drawn`` when no card is in hand
NO_CARD = -99
#: actions: 0-11 reveal a slot, 12 draw, 13-24 take the discard into a slot, 25-36 swap
#: the drawn card into a slot, 37-48 discard it and flip a slot
R0, DRAW, T0, S0, F0, ACTIONS = 0, 12, 13, 25, 37, 49
#: the policies that play in batch: uniformly random legal moves, or the quick rule
#: policy of ``bots.playout_move``
POLICIES = ("random", "playout")

#: cards, slots' status and the card in hand as small integers (-99 to 12): a batch's
#: grids and piles then take an eighth of the memory, and every step reads less of it
CARD = np.int8
CARDS = np.array(DECK, dtype=CARD)
#: the slots of each column, top to bottom (slot = row * 4 + column)
COLUMN_OFFSETS = np.array([0, 4, 8])
#: a slot's bit in ``down_bits`` and ``kept_bits``, and the bits of each column's slots
SLOT_BIT = 1 << np.arange(SLOTS, dtype=np.int64)
ALL_SLOTS = (1 << SLOTS) - 1
COLUMN_BITS = np.array([SLOT_BIT[column + COLUMN_OFFSETS].sum() for column in range(4)])
_MASK_SLOTS = (np.arange(1 << SLOTS)[:, None] >> np.arange(SLOTS)) & 1  # every mask's slots
#: per 12-bit mask, how many slots it holds; and at ``mask * SLOTS + n`` its n-th slot
#: (a stable sort puts a mask's slots first, lowest first)
BIT_COUNT = _MASK_SLOTS.sum(axis=1)
NTH_BIT = np.argsort(1 - _MASK_SLOTS, axis=1, kind="stable").ravel()
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = (np.uint64(k) for k in (30, 27, 31, 11))
#: the first lane of the random numbers a shuffle draws (the policies use lanes 0-2)
SHUFFLE_LANE = 8


def _mix(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser: a well-spread 64-bit hash (wraps around, as meant)."""
    x = x ^ (x >> _S30)
    x = x * _MIX1
    x = x ^ (x >> _S27)
    x = x * _MIX2
    return x ^ (x >> _S31)


def slot_bits(slots: np.ndarray) -> np.ndarray:
    """The 12-bit masks of boolean slots (... x 12).

    >>> int(slot_bits(np.array([True, False, True] + [False] * 9)))
    5
    """
    return (slots * SLOT_BIT).sum(axis=-1)


def ender_doubling(raw: np.ndarray, ender: np.ndarray, tie_counts_as_lowest: bool,
                   double_non_positive: bool) -> np.ndarray:
    """Round scores (K x P) from the grids' totals ``raw``: the ender's is doubled when it
    is not the lowest (``scoring.round_scores`` for K rounds at once).

    >>> ender_doubling(np.array([[10, 7, 12], [3, 7, 12]]), np.array([0, 0]), False, False)
    array([[20,  7, 12],
           [ 3,  7, 12]])
    """
    rows = np.arange(len(raw))
    mine = raw[rows, ender]
    others = raw.copy()
    others[rows, ender] = np.iinfo(np.int64).max
    lowest_other = others.min(axis=1)
    lowest = (mine < lowest_other) | (tie_counts_as_lowest & (mine == lowest_other))
    doubled = ~lowest & ((mine > 0) | double_non_positive)
    final = raw.copy()
    final[rows[doubled], ender[doubled]] *= 2
    return final


class BatchedSkyjo:
    """N Skyjo games of P players as arrays, stepped together (see the module's doc).

    Make one with :meth:`new_games` (fresh games) or :meth:`from_states` (scalar
    positions, such as the redrawn worlds of Simulated outcomes), then :meth:`play`.
    ``rounds`` (when ``record_rounds``) lists every finished round: its scores, turns
    and removed columns, for the statistical tests.
    """

    def __init__(self, count: int, players: int, options: Mapping[str, Any],
                 keys: np.ndarray, record_rounds: bool = False) -> None:
        n, p = count, players
        self.count, self.players = n, p
        self.column_rule = bool(options["column_rule"])
        self.tie_counts_as_lowest = bool(options["tie_counts_as_lowest"])
        self.double_non_positive = bool(options["double_non_positive"])
        self.winner_starts = options["next_starter"] == "winner"
        self.end_score = int(options["end_score"])
        self.keys = np.asarray(keys, dtype=np.uint64)
        self.steps = np.zeros(n, dtype=np.uint64)
        self.values = np.zeros((n, p, SLOTS), dtype=CARD)
        self.status = np.zeros((n, p, SLOTS), dtype=CARD)
        self.down_bits = np.zeros((n, p), dtype=np.int64)
        self.kept_bits = np.zeros((n, p), dtype=np.int64)
        self.deck = np.zeros((n, len(DECK)), dtype=CARD)
        self.deck_len = np.zeros(n, dtype=np.int64)
        self.discard = np.zeros((n, len(DECK)), dtype=CARD)
        self.discard_len = np.zeros(n, dtype=np.int64)
        self.drawn = np.full(n, NO_CARD, dtype=CARD)
        self.phase = np.full(n, REVEAL, dtype=np.int64)
        self.player = np.zeros(n, dtype=np.int64)
        self.ender = np.full(n, -1, dtype=np.int64)
        self.round = np.ones(n, dtype=np.int64)
        self.totals = np.zeros((n, p), dtype=np.int64)
        self.next_starter = np.full(n, -1, dtype=np.int64)
        #: the round whose scores a rollout reports, and those scores once it has ended
        self.scored_round = np.ones(n, dtype=np.int64)
        self.round_score = np.zeros((n, p), dtype=np.int64)
        self.turns = 0  # every world's turns together (a take, a swap or a flip)
        self.round_turns = np.zeros(n, dtype=np.int64)
        self.round_columns = np.zeros(n, dtype=np.int64)
        self.record_rounds = record_rounds
        self.rounds: dict[str, list[np.ndarray]] = {"scores": [], "turns": [], "columns": [],
                                                    "ender": [], "round": []}

    # ----------------------------------------------------------------- making
    @classmethod
    def new_games(cls, players: int, count: int, seed: int, record_rounds: bool = False,
                  **options: Any) -> BatchedSkyjo:
        """``count`` new games (options as ``GAME.new`` takes them), dealt in batch; the
        worlds' keys come from a numpy Generator seeded from ``Rng(seed)``."""
        from . import GAME
        settled = GAME.new(players=players, seed=0, **options).options
        generator = np.random.default_rng(Rng(seed).generator().getrandbits(63))
        keys = generator.integers(0, 2 ** 63, size=count, dtype=np.uint64)
        batch = cls(count, players, settled, keys, record_rounds)
        batch._deal(np.arange(count))
        return batch

    @classmethod
    def from_states(cls, states: Sequence[Any], keys: Sequence[int],
                    scored_round: int | None = None) -> BatchedSkyjo:
        """The scalar positions ``states`` (one game's options and player count) as a
        batch, world i drawing from ``keys[i]``. ``scored_round`` (default: each
        state's own round) is the round whose scores :meth:`results` reports."""
        first = states[0]
        batch = cls(len(states), first.num_players, first.options,
                    np.array(keys, dtype=np.uint64))
        batch.values[:] = [s.values for s in states]
        batch.status[:] = [s.status for s in states]
        batch.down_bits[:] = slot_bits(batch.status == DOWN)
        batch.kept_bits[:] = slot_bits(batch.status != GONE)
        for i, s in enumerate(states):
            batch.deck[i, :len(s.deck)] = s.deck
            batch.discard[i, :len(s.discard)] = s.discard
        batch.deck_len[:] = [len(s.deck) for s in states]
        batch.discard_len[:] = [len(s.discard) for s in states]
        batch.drawn[:] = [NO_CARD if s.drawn is None else s.drawn for s in states]
        batch.phase[:] = [PHASES[s.phase] for s in states]
        batch.player[:] = [s.player for s in states]
        batch.ender[:] = [-1 if s.ender is None else s.ender for s in states]
        batch.round[:] = [s.round for s in states]
        batch.totals[:] = [s.totals for s in states]
        batch.next_starter[:] = [-1 if s.previous_round is None
                                 else s.previous_round["next_starter"] for s in states]
        batch.scored_round[:] = [s.round if scored_round is None else scored_round
                                 for s in states]
        for i, s in enumerate(states):
            if batch.scored_round[i] <= len(s.round_scores):  # that round is already over
                batch.round_score[i] = s.round_scores[batch.scored_round[i] - 1]
        return batch

    # ----------------------------------------------------------------- playing
    def play(self, policy: str = "random") -> None:
        """Play every world to the end of its game: uniformly random legal moves
        (``"random"``) or the quick rule policy of ``bots.playout_move`` (``"playout"``)."""
        if policy not in POLICIES:
            raise ValueError(f"policy must be one of {', '.join(POLICIES)}, not {policy!r}")
        while True:
            live = np.flatnonzero(self.phase != OVER)
            if not live.size:
                return
            checkpoint()
            self.step(live, policy)

    def step(self, live: np.ndarray, policy: str) -> None:
        """One move in each of the worlds ``live`` (none of them over)."""
        if policy == "random":
            # lane 3 alone: the number the playout policy's random choice takes
            action = self.random_actions(live, self._uniforms(live, 1, 2)[:, 0])
        else:
            action = self._playout_actions(live, self._uniforms(live, 3))
        self.steps[live] += np.uint64(1)
        reveal = action < DRAW
        self._reveal(live[reveal], action[reveal])
        draw = action == DRAW
        self._draw(live[draw])
        place = action > DRAW
        self._place(live[place], action[place])

    def legal_mask(self, worlds: np.ndarray) -> np.ndarray:
        """The legal actions of each world (len(worlds) x 49), as ``legal_moves`` says."""
        status = self.status[worlds, self.player[worlds]]
        phase = self.phase[worlds]
        mask = np.zeros((len(worlds), ACTIONS), dtype=bool)
        down, kept = status == DOWN, status != GONE
        mask[:, R0:DRAW] = (phase == REVEAL)[:, None] & down
        turn = phase == TURN
        mask[:, DRAW] = turn & ((self.deck_len[worlds] > 0) | (self.discard_len[worlds] >= 2))
        mask[:, T0:S0] = turn[:, None] & kept
        drawn = (phase == DRAWN)[:, None]
        mask[:, S0:F0] = drawn & kept
        mask[:, F0:ACTIONS] = drawn & down
        return mask

    def random_actions(self, worlds: np.ndarray, uniform: np.ndarray) -> np.ndarray:
        """A uniformly random legal action in each world, chosen by ``uniform`` (in [0, 1)):
        the same action as picking among ``legal_mask(worlds)``, found from the player's 12
        slots instead of the 49 actions (each phase's legal actions are one or two runs of
        slots, in the order of the actions)."""
        me = self.player[worlds]
        down, kept = self.down_bits[worlds, me], self.kept_bits[worlds, me]
        n_down, n_kept = BIT_COUNT[down], BIT_COUNT[kept]
        phase = self.phase[worlds]
        turn, drawn = phase == TURN, phase == DRAWN
        # a turn: draw (when it may), then take into a kept slot; with a card drawn: swap
        # into a kept slot, then flip a face-down one; the opening: reveal a face-down one
        can_draw = turn & ((self.deck_len[worlds] > 0) | (self.discard_len[worlds] >= 2))
        count = np.where(turn, can_draw + n_kept, np.where(drawn, n_kept + n_down, n_down))
        k = (uniform * count).astype(np.int64)
        in_kept = turn | (drawn & (k < n_kept))
        k_slot = k - np.where(turn, can_draw, np.where(drawn & ~in_kept, n_kept, 0))
        # k_slot is -1 only where the draw is chosen, and that slot is not used
        slot = NTH_BIT[np.where(in_kept, kept, down) * SLOTS + np.maximum(k_slot, 0)]
        first = np.where(turn, T0, np.where(drawn, np.where(in_kept, S0, F0), R0))
        return np.where(can_draw & (k == 0), DRAW, first + slot)

    def _uniforms(self, worlds: np.ndarray, lanes: int, first: int = 0) -> np.ndarray:
        """Uniform numbers in [0, 1), len(worlds) x lanes, from each world's key and step."""
        base = _mix(self.keys[worlds] + self.steps[worlds] * _GOLDEN)
        lane = np.arange(first + 1, first + lanes + 1, dtype=np.uint64) * _GOLDEN
        bits = _mix(base[:, None] ^ lane[None, :])
        return (bits >> _S11).astype(np.float64) * (1.0 / 2 ** 53)

    def _playout_actions(self, live: np.ndarray, uniforms: np.ndarray) -> np.ndarray:
        """``bots.playout_move`` in every world at once (same rules, same order)."""
        rows = np.arange(len(live))
        me = self.player[live]
        values, status = self.values[live, me], self.status[live, me]
        phase = self.phase[live]
        turn = phase == TURN
        top = self.discard[live, self.discard_len[live] - 1]
        card = np.where(turn, top, self.drawn[live])
        kind = np.where(turn, T0, S0)  # take the discard, or swap the drawn card, into a slot
        down = status == DOWN
        has_down = down.any(axis=1)
        down_slot = _pick(down, uniforms[:, 1])
        up = status == UP
        has_up = up.any(axis=1)
        up_values = np.where(up, values, np.iinfo(CARD).min)  # below every card
        highest = up_values.argmax(axis=1)  # the first of the highest face-up cards
        highest_value = up_values[rows, highest]
        # fallbacks first, then each rule of higher priority overwrites
        action = np.where(turn, np.where((self.deck_len[live] > 0)
                                         | (self.discard_len[live] >= 2), DRAW,
                                         T0 + np.where(has_up, highest, down.argmax(axis=1))),
                          np.where(has_down, F0 + down_slot, S0 + highest))
        keep = (card <= KEEP_AT_MOST) & has_down
        action = np.where(keep, kind + down_slot, action)
        swap_high = has_up & (highest_value >= card + 2)
        action = np.where(swap_high, kind + highest, action)
        if self.column_rule:
            grid_values = values.reshape(-1, 3, 4)  # rows x columns
            grid_status = status.reshape(-1, 3, 4)
            matching = (grid_status == UP) & (grid_values == card[:, None, None])
            open_column = ~(grid_status == GONE).any(axis=1)
            completes = open_column & (matching.sum(axis=1) == 2)
            column = completes.argmax(axis=1)
            row = (~matching[rows, :, column]).argmax(axis=1)
            action = np.where(completes.any(axis=1), kind + row * 4 + column, action)
        action = np.where(phase == REVEAL, R0 + down_slot, action)
        noisy = uniforms[:, 0] < PLAYOUT_NOISE
        return np.where(noisy, self.random_actions(live, uniforms[:, 2]), action)

    # ----------------------------------------------------------------- the rules
    def _reveal(self, worlds: np.ndarray, slots: np.ndarray) -> None:
        if not worlds.size:
            return
        me = self.player[worlds]
        self.status[worlds, me, slots] = UP
        self.down_bits[worlds, me] &= ~SLOT_BIT[slots]
        # in the opening no slot is removed: the face-up ones are the ones not face down
        short = BIT_COUNT[self.down_bits[worlds] ^ ALL_SLOTS] < OPENING_REVEALS
        waiting = short.any(axis=1)
        self.player[worlds[waiting]] = short[waiting].argmax(axis=1)  # the first seat short
        done = worlds[~waiting]
        if done.size:
            self.phase[done] = TURN
            sums = np.where(self.status[done] == UP, self.values[done], 0).sum(axis=2)
            starter = self.next_starter[done]
            # the first round: the highest sum starts (argmax: ties go to the lowest seat)
            self.player[done] = np.where(starter < 0, sums.argmax(axis=1), starter)

    def _draw(self, worlds: np.ndarray) -> None:
        if not worlds.size:
            return
        self._reshuffle(worlds[self.deck_len[worlds] == 0])
        self.deck_len[worlds] -= 1
        self.drawn[worlds] = self.deck[worlds, self.deck_len[worlds]]
        self.phase[worlds] = DRAWN

    def _reshuffle(self, worlds: np.ndarray) -> None:
        """The discard pile but its top card becomes the draw pile, shuffled."""
        if not worlds.size:
            return
        length = self.discard_len[worlds]
        top = self.discard[worlds, length - 1]
        order = self._shuffled_order(worlds, length - 1)
        self.deck[worlds] = np.take_along_axis(self.discard[worlds], order, axis=1)
        self.deck_len[worlds] = length - 1
        self.discard[worlds, 0] = top
        self.discard_len[worlds] = 1

    def _shuffled_order(self, worlds: np.ndarray, lengths: np.ndarray) -> np.ndarray:
        """Per world a uniformly random order of its first ``lengths`` places (the rest
        after them)."""
        keys = self._uniforms(worlds, len(DECK), SHUFFLE_LANE)
        keys[np.arange(len(DECK))[None, :] >= lengths[:, None]] = 2.0
        return keys.argsort(axis=1, kind="stable")

    def _place(self, worlds: np.ndarray, actions: np.ndarray) -> None:
        """A take, a swap or a flip: the card goes into its slot face up, one goes onto
        the discard pile, the column rule is applied, and the turn ends."""
        if not worlds.size:
            return
        me = self.player[worlds]
        slots = (actions - T0) % SLOTS
        take, flip = actions < S0, actions >= F0
        old = self.values[worlds, me, slots]
        top = self.discard[worlds, self.discard_len[worlds] - 1]
        self.discard_len[worlds] -= take
        card = np.where(take, top, self.drawn[worlds])
        self.values[worlds, me, slots] = np.where(flip, old, card)
        self.status[worlds, me, slots] = UP
        self.down_bits[worlds, me] &= ~SLOT_BIT[slots]
        self.discard[worlds, self.discard_len[worlds]] = np.where(flip, self.drawn[worlds], old)
        self.discard_len[worlds] += 1
        self.drawn[worlds] = NO_CARD
        self.turns += len(worlds)
        self.round_turns[worlds] += 1
        if self.column_rule:
            self._remove_columns(worlds, me, slots % 4)
        self._end_turn(worlds)

    def _remove_columns(self, worlds: np.ndarray, seats: np.ndarray,
                        columns: np.ndarray) -> None:
        """Remove each world's column if it holds three equal face-up cards (each world
        appears once); its cards go onto the discard pile, top to bottom."""
        column_bits = COLUMN_BITS[columns]
        face_up = self.kept_bits[worlds, seats] & ~self.down_bits[worlds, seats]
        open_up = (face_up & column_bits) == column_bits  # the column's three cards face up
        if not open_up.any():
            return
        worlds, seats, columns = worlds[open_up], seats[open_up], columns[open_up]
        column_bits = column_bits[open_up]
        slots = columns[:, None] + COLUMN_OFFSETS[None, :]
        values = self.values[worlds[:, None], seats[:, None], slots]
        full = (values[:, 0] == values[:, 1]) & (values[:, 1] == values[:, 2])
        if not full.any():
            return
        worlds, seats, slots, values = worlds[full], seats[full], slots[full], values[full]
        self.status[worlds[:, None], seats[:, None], slots] = GONE
        self.kept_bits[worlds, seats] &= ~column_bits[full]
        self.round_columns[worlds] += 1
        places = self.discard_len[worlds][:, None] + np.arange(3)[None, :]
        self.discard[worlds[:, None], places] = values
        self.discard_len[worlds] += 3

    def _end_turn(self, worlds: np.ndarray) -> None:
        me = self.player[worlds]
        ended = (self.ender[worlds] < 0) & (self.down_bits[worlds, me] == 0)
        self.ender[worlds[ended]] = me[ended]
        following = (me + 1) % self.players
        last = (self.ender[worlds] >= 0) & (following == self.ender[worlds])
        going = worlds[~last]
        self.player[going] = following[~last]
        self.phase[going] = TURN
        self._score_round(worlds[last])

    def _score_round(self, worlds: np.ndarray) -> None:
        """Every card is turned up (the column rule applies to what that shows), the ender
        may be doubled, the totals grow; then the game ends or the next round is dealt."""
        if not worlds.size:
            return
        status = self.status[worlds]
        status[status == DOWN] = UP
        self.status[worlds] = status
        self.down_bits[worlds] = 0
        if self.column_rule:
            # every player's every column at once (rows x columns); the next round is dealt
            # afresh, so these cards need not reach the discard pile
            values = self.values[worlds].reshape(len(worlds), self.players, 3, 4)
            status = status.reshape(len(worlds), self.players, 3, 4)
            full = ((status == UP).all(axis=2) & (values[:, :, 0] == values[:, :, 1])
                    & (values[:, :, 1] == values[:, :, 2]))
            status[np.broadcast_to(full[:, :, None, :], status.shape)] = GONE
            self.status[worlds] = status.reshape(len(worlds), self.players, SLOTS)
            self.kept_bits[worlds] = slot_bits(self.status[worlds] != GONE)
            self.round_columns[worlds] += full.sum(axis=(1, 2))
        raw = np.where(self.status[worlds] == UP, self.values[worlds], 0).sum(axis=2)
        ender = self.ender[worlds]
        final = ender_doubling(raw, ender, self.tie_counts_as_lowest, self.double_non_positive)
        self.totals[worlds] += final
        if self.winner_starts:
            # the lowest score starts; a tie goes to the first in turn order from the ender
            seats = (ender[:, None] + np.arange(self.players)[None, :]) % self.players
            in_order = np.take_along_axis(final, seats, axis=1)
            self.next_starter[worlds] = seats[np.arange(len(worlds)), in_order.argmin(axis=1)]
        else:
            self.next_starter[worlds] = ender
        counted = self.round[worlds] == self.scored_round[worlds]
        self.round_score[worlds[counted]] = final[counted]
        if self.record_rounds:
            self.rounds["scores"].append(final)
            self.rounds["turns"].append(self.round_turns[worlds].copy())
            self.rounds["columns"].append(self.round_columns[worlds].copy())
            self.rounds["ender"].append(ender)
            self.rounds["round"].append(self.round[worlds].copy())
        over = self.totals[worlds].max(axis=1) >= self.end_score
        self.phase[worlds[over]] = OVER
        going = worlds[~over]
        self.round[going] += 1
        self._deal(going)

    def _deal(self, worlds: np.ndarray) -> None:
        """A new round from a freshly shuffled full deck: 12 cards to each player face
        down, one to start the discard pile, the rest the draw pile."""
        if not worlds.size:
            return
        dealt = self.players * SLOTS
        order = self._shuffled_order(worlds, np.full(len(worlds), len(DECK)))
        cards = CARDS[order]
        self.values[worlds] = cards[:, :dealt].reshape(-1, self.players, SLOTS)
        self.status[worlds] = DOWN
        self.down_bits[worlds] = ALL_SLOTS
        self.kept_bits[worlds] = ALL_SLOTS
        self.discard[worlds, 0] = cards[:, dealt]
        self.discard_len[worlds] = 1
        rest = len(DECK) - dealt - 1
        self.deck[worlds, :rest] = cards[:, dealt + 1:]
        self.deck_len[worlds] = rest
        self.drawn[worlds] = NO_CARD
        self.ender[worlds] = -1
        self.phase[worlds] = REVEAL
        self.player[worlds] = 0
        self.round_turns[worlds] = 0
        self.round_columns[worlds] = 0
        self.steps[worlds] += np.uint64(1)  # the next draws differ from the shuffle's

    # ----------------------------------------------------------------- results
    def results(self, seat: int) -> tuple[np.ndarray, np.ndarray]:
        """``(score, won)`` of every finished world for ``seat``: its score in the round
        ``scored_round`` and whether it holds (or shares) the lowest total."""
        return (self.round_score[:, seat].astype(np.float64),
                self.totals[:, seat] == self.totals.min(axis=1))

    def round_table(self) -> dict[str, np.ndarray]:
        """Every finished round (with ``record_rounds``): ``scores`` (rounds x P),
        ``turns``, ``columns`` removed, ``ender`` and the ``round`` number."""
        return {name: (np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64))
                for name, parts in self.rounds.items()}


def _pick(mask: np.ndarray, uniform: np.ndarray) -> np.ndarray:
    """Per row, one of the True places of ``mask`` chosen uniformly by ``uniform``."""
    count = mask.sum(axis=1)
    k = (uniform * count).astype(np.int8)  # at most 49 actions: small integers are quicker
    return (mask.cumsum(axis=1, dtype=np.int8) > k[:, None]).argmax(axis=1)


def rollouts(worlds: Sequence[Any], streams: Sequence[int], policy: str, seat: int,
             start: Any) -> list[tuple[float, bool]]:
    """Play each scalar world to the end of its game in batch (``Game.batched_rollouts``):
    ``(score, won)`` for ``seat`` per world, its score the one of ``start``'s round."""
    if not worlds:
        return []
    batch = BatchedSkyjo.from_states(worlds, [stream % 2 ** 64 for stream in streams],
                                     scored_round=start.round)
    batch.play(policy)
    scores, won = batch.results(seat)
    return list(zip(scores.tolist(), won.tolist()))
