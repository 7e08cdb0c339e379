"""Skyjo's bot hooks: the greedy bot's evaluation, the playout reward and the playout policy.

Face-down cards are counted at the expected value of an unseen card, never at their
real value, so what a bot weighs is what its seat could know.

>>> from skywidgets.games.skyjo import GAME
>>> round(evaluate(GAME.new(players=2, seed=1), 0), 2)
-60.24
"""

from __future__ import annotations

import math
import random

from .data import COLUMN_SLOTS, DOWN, GONE, UP
from .rules import SkyjoState
from .scoring import mean_value


def expected_grid(state: SkyjoState, seat: int, unseen_mean: float) -> float:
    """A grid's total with every face-down card counted at the expected unseen value."""
    values, status = state.values[seat], state.status[seat]
    return sum(v if s == UP else unseen_mean for v, s in zip(values, status) if s != GONE)


def evaluate(state: SkyjoState, seat: int) -> float:
    """The greedy bot's view of a position: minus its expected total (higher is better).

    Face-down cards count at the expected unseen value (never their real value); a card in
    hand counts for the best swap it allows; ending the round while not lowest counts double.
    """
    if state.last and state.last.get("round_over"):
        return -float(state.totals[seat])
    mean = mean_value(state.unseen())
    mine = expected_grid(state, seat, mean)
    if state.drawn is not None and state.player == seat:
        values, status = state.values[seat], state.status[seat]
        gains = [(v if s == UP else mean) - state.drawn
                 for v, s in zip(values, status) if s != GONE]
        mine -= max(0.0, max(gains, default=0.0))
    if state.ender == seat:
        others = [expected_grid(state, p, mean) for p in range(state.num_players) if p != seat]
        if others and mine >= min(others) and mine > 0:
            mine *= 2
    return -(state.totals[seat] + mine)


#: points of lead that make a cut-short playout's reward about 0.73 (logistic scale)
REWARD_SCALE = 10.0


def reward(state: SkyjoState, seat: int) -> float:
    """A playout's last state judged for ``seat``, in [0, 1].

    A finished game: mostly the share of the win, a little for how far below the worst
    total the seat finished. A game cut short (the IS-MCTS bot stops its playouts at the
    end of the round): a logistic of its expected lead over the best opponent, face-down
    cards counted at the expected unseen value.
    """
    if state.phase == "over":
        totals = state.totals
        best, worst = min(totals), max(totals)
        spread = (worst - totals[seat]) / (worst - best) if worst > best else 1.0
        winners = [p for p, t in enumerate(totals) if t == best]
        share = 1.0 / len(winners) if seat in winners else 0.0
        return 0.9 * share + 0.1 * spread
    mean = mean_value(state.unseen())
    expected = [state.totals[p] + expected_grid(state, p, mean) for p in range(state.num_players)]
    if state.drawn is not None:
        # the card in hand is worth its best swap to whoever holds it
        holder = state.player
        values, status = state.values[holder], state.status[holder]
        gains = [(v if s == UP else mean) - state.drawn for v, s in zip(values, status) if s != GONE]
        expected[holder] -= max(0.0, max(gains, default=0.0))
    best_other = min(e for p, e in enumerate(expected) if p != seat)
    # smooth in the lead over the best opponent: a point matters, a sure lead saturates
    return 1.0 / (1.0 + math.exp((expected[seat] - best_other) / REWARD_SCALE))


#: how often the playout policy plays a uniformly random legal move instead
PLAYOUT_NOISE = 0.1
#: the highest card the playout policy keeps when it has no better use for it
KEEP_AT_MOST = 4


def playout_move(state: SkyjoState, gen: random.Random) -> str:
    """A quick, plausible move id for the IS-MCTS bot's playouts (only face-up cards used).

    Completes a column when it can, swaps a card in for a face-up card at least two
    higher, keeps a low card in place of a face-down one, otherwise draws, or flips.
    One move in ten is uniformly random, so playouts still explore.
    """
    moves = state.legal_moves()
    if gen.random() < PLAYOUT_NOISE:
        return moves[gen.randrange(len(moves))].id
    phase, me = state.phase, state.player
    values, status = state.values[me], state.status[me]
    down = [i for i, s in enumerate(status) if s == DOWN]
    if phase == "reveal":
        return f"r{down[gen.randrange(len(down))] + 1}"
    if phase == "turn":
        card, kind = state.discard[-1], "t"
    else:
        card, kind = state.drawn, "s"
    # a column of two face-up cards of this value and one slot to put it in
    if state.options.get("column_rule", True):
        for column in COLUMN_SLOTS:
            if any(status[i] == GONE for i in column):
                continue
            matching = [i for i in column if status[i] == UP and values[i] == card]
            if len(matching) == 2:
                target = next(i for i in column if i not in matching)
                return f"{kind}{target + 1}"
    up = [i for i, s in enumerate(status) if s == UP]
    highest = max(up, key=values.__getitem__, default=None)
    if highest is not None and values[highest] >= card + 2:
        return f"{kind}{highest + 1}"
    if card <= KEEP_AT_MOST and down:
        return f"{kind}{down[gen.randrange(len(down))] + 1}"
    if phase == "turn":
        if state.deck or len(state.discard) >= 2:
            return "d"
        return f"t{(highest if highest is not None else down[0]) + 1}"
    if down:
        return f"f{down[gen.randrange(len(down))] + 1}"
    return f"s{highest + 1}"
