"""Batched rollouts: Simulated outcomes played many worlds at a time.

A game that can play many rollouts at once (say, as arrays) offers the hook
``Game.batched_rollouts(worlds, streams, policy, seat, start)``; a game without it
leaves it None and its rollouts are played one by one. The worlds are the same as
one-by-one rollouts play: each sweep's world is redrawn from what the seat may know
(``state.determinize(seat, rng)``, never the real deck), one copy per legal move with
that move made, and the copies of one sweep share one random stream (common random
numbers), as the one-by-one rollouts do. In a game without hidden information
(``Game.hidden_information`` False) every world is the position itself: the copies
are made once and every sweep of a batch plays from the same ones (the game's batch
reads them and changes none). A game with ``Game.batched_sweeps`` is given the
sweeps' worlds and the moves instead, and makes the first moves itself, in batch (the
copies cost more than the rest of its batch's setup). The play after the first move is
the game's own, batched, under the same policy: uniformly random legal moves, or the
game's quick playout policy (its ``playout_move``).

Sweeps are played in chunks that grow (1, then 16, 256: up to :data:`MAX_CHUNK`
sweeps), so the first result comes at once and the later ones in large batches. A
first sweep of a few moves (:data:`FIRST_SWEEP_MOVES`) is played one by one, several
times quicker than a batch of it (:func:`first_sweep`); the games' tests hold the two
engines to the same distributions. A run
with a budget plays a chunk only as large as the time left holds at the speed so far,
so it ends on whole sweeps; a stop request is heard at every move of a batch. The
run's ``estimate`` (and ``fits``, with a budget) is measured on the first sweep as in
one-by-one runs, then updated after every batch at that batch's speed: a sweep in a
large batch is much quicker than one alone.

>>> import skywidgets
>>> skyjo, skyway = skywidgets.load("skyjo"), skywidgets.load("skyway")
>>> from skywidgets.core.bots import get_bot
>>> batch_policy(get_bot("random", skyjo), skyjo), batch_policy(get_bot("random", skyway), skyway)
('random', None)
"""

from __future__ import annotations

import importlib.util
from functools import cache
from typing import TYPE_CHECKING, Iterator

from .bots import Bot, PlayoutBot, RandomBot
from .engine import Game, Move, State
from .rng import Rng
from .stopping import checkpoint

if TYPE_CHECKING:  # only for the annotations: simulate imports this module
    from .simulate import Outcomes

#: the policies a game's batched rollouts play: uniformly random legal moves, or the
#: game's quick playout policy (``Game.playout_move``)
BATCH_POLICIES = ("random", "playout")
#: the most sweeps (rollouts per move) one batch plays
MAX_CHUNK = 256
#: how much larger each chunk is than the one before: a batch takes about as many steps
#: as its longest game, whatever its size, so few large batches are quickest
CHUNK_GROWTH = 16
#: a first sweep of at most this many moves is played one by one: a batch costs about as
#: much whatever its size, more than a few rollouts alone, and the first numbers should
#: come at once (a rule on the moves, not on time, so a seeded run replays). In the
#: batched games here a lone batch costs about as much as 15 to 20 rollouts one by one
FIRST_SWEEP_MOVES = 16
#: about how many lone sweeps a batch of ``core.simulate.ESTIMATE_SWEEPS`` costs, at most:
#: most of a batch's time is one step per move of its longest game, whatever its size
ESTIMATE_BATCH_COST = 4


@cache
def numpy_installed() -> bool:
    """Whether numpy, which the games' batched rollouts use, can be imported (it is, at
    the first batch, not here: a first sweep played one by one comes sooner without it):
    the package does not require it under Pyodide (JupyterLite), where the rollouts are
    then played one by one.

    >>> numpy_installed() in (True, False)
    True
    """
    return importlib.util.find_spec("numpy") is not None


def batch_policy(policy: Bot, game: Game) -> str | None:
    """The name of ``policy`` among :data:`BATCH_POLICIES` where ``game`` can play it in
    batch, else None (the rollouts are then played one by one, as they are where numpy
    is not installed)."""
    if game.batched_rollouts is None or not numpy_installed():
        return None
    if type(policy) is RandomBot:
        return "random"
    if isinstance(policy, PlayoutBot) and game.playout_move is not None:
        return "playout"
    return None


def play_sweeps(state: State, seat: int, source: str, rng: Rng, moves: list[Move],
                policy: str, sweeps: int) -> list[tuple[float, bool]]:
    """``(score, won)`` of ``sweeps`` sweeps played in one batch, sweep by sweep and in
    ``moves``' order within each: every sweep's world is redrawn from what ``seat`` may
    know (or is the real position, ``source`` "truth"), as one-by-one runs draw them."""
    from . import simulate  # at call time: simulate imports this module

    worlds, streams = [], []
    if state.game.batched_sweeps is not None:
        # the game makes the first moves itself, in batch: one world per sweep, no copies
        for _ in range(sweeps):
            checkpoint()
            worlds.append(simulate.world_for(state, seat, source, rng))
            streams.append(rng.generator().getrandbits(63))
        return state.game.batched_sweeps(worlds, moves, streams, policy, seat, state)
    # without hidden information every world is the position itself, so every sweep's
    # worlds after their first move are the first sweep's: the moves are made once
    made: list[State] | None = None
    for _ in range(sweeps):
        checkpoint()
        world = simulate.world_for(state, seat, source, rng)
        stream = rng.generator().getrandbits(63)
        if made is None or state.game.hidden_information:
            made = []
            for move in moves:
                copy = world.copy()
                copy.apply(move)
                made.append(copy)
        worlds.extend(made)
        streams.extend([stream] * len(moves))
    return state.game.batched_rollouts(worlds, streams, policy, seat, state)


def first_sweep(state: State, seat: int, source: str, rng: Rng, moves: list[Move],
                policy: str, bot: Bot) -> tuple[list[tuple[float, bool]], float | None]:
    """``(score, won)`` of a run's first sweep, in ``moves``' order, and the seconds its
    batch took (None: played one by one). With at most :data:`FIRST_SWEEP_MOVES` moves its
    rollouts are played one by one (``bot``, the rollout policy ``policy`` names), from
    the world and random stream :func:`play_sweeps` would draw; else it is a batch."""
    from . import simulate  # at call time: simulate imports this module

    if len(moves) > FIRST_SWEEP_MOVES:
        began = simulate.clock()
        results = play_sweeps(state, seat, source, rng, moves, policy, 1)
        return results, simulate.clock() - began
    checkpoint()
    world = simulate.world_for(state, seat, source, rng)
    stream = rng.generator().getrandbits(63)
    quick = simulate.quick_path(bot, state.game)
    results: list[tuple[float, bool]] = []
    for move in moves:
        checkpoint()
        game = world.copy()
        game.apply(move)
        simulate.play_rollout(game, bot, quick, None, stream)
        results.append(game.rollout_result(seat, state))
    return results, None


def time_batches(state: State, seat: int, source: str, rng: Rng, moves: list[Move],
                 policy: str, n: int, limit: float) -> tuple[float, int, float]:
    """``(sweep_seconds, rollouts, seconds)`` for ``core.simulate.estimate_run``: a lone
    sweep in a batch of its own, then, where the time left under ``limit`` holds about
    :data:`ESTIMATE_BATCH_COST` of those, a batch of ``min(n, ESTIMATE_SWEEPS)`` sweeps,
    whose time per sweep is the estimate's (a run's larger batches are quicker still)."""
    from . import simulate  # at call time: simulate imports this module

    # no worlds: the game loads what its batches need (numpy), not timed
    state.game.batched_rollouts([], [], policy, seat, state)
    started = simulate.clock()
    play_sweeps(state, seat, source, rng, moves, policy, 1)
    lone = simulate.clock() - started
    sweep_seconds, rollouts = lone, len(moves)
    size = min(n, simulate.ESTIMATE_SWEEPS)
    if size > 1 and ESTIMATE_BATCH_COST * lone <= limit - lone:
        began = simulate.clock()
        play_sweeps(state, seat, source, rng, moves, policy, size)
        sweep_seconds = (simulate.clock() - began) / size
        rollouts += size * len(moves)
    return sweep_seconds, rollouts, simulate.clock() - started


def iter_batched(outcomes: Outcomes, state: State, seat: int, source: str, rng: Rng,
                 moves: list[Move], policy: str, budget: float | None,
                 started: float, bot: Bot | None = None) -> Iterator[Outcomes]:
    """Fill ``outcomes`` (rows in ``moves``' order) sweep by sweep with batched rollouts,
    yielding it after every sweep as ``core.simulate.iter_simulate`` does; ``started``
    is the run's start on ``simulate.clock``. With ``bot`` (the rollout policy), the
    first sweep starts one by one (:func:`first_sweep`)."""
    from . import simulate  # at call time: simulate imports this module

    chunk = 1
    # seconds of the first batch (what a batch takes at least); of a sweep in the last
    lone = per_sweep = 0.0
    while outcomes.done < outcomes.n:
        size = min(chunk, outcomes.n - outcomes.done)
        if budget is not None and outcomes.done:
            # a batch takes at least as long as the lone first sweep, and about the last
            # batch's time per sweep: a smaller batch (the budget's end) is no quicker
            left = budget - (simulate.clock() - started)
            size = min(size, int(left / max(per_sweep, 1e-9))) if left >= lone else 0
            if size < 1:
                outcomes.budget_hit = True
                break
        chunk_started = simulate.clock()
        batch_seconds: float | None
        if bot is not None and not outcomes.done:
            results, batch_seconds = first_sweep(state, seat, source, rng, moves, policy, bot)
        else:
            results = play_sweeps(state, seat, source, rng, moves, policy, size)
            batch_seconds = simulate.clock() - chunk_started
        now = simulate.clock()
        elapsed = now - started
        # the speed so far is the last batch's: a larger batch plays each sweep quicker
        per_sweep = (now - chunk_started) / size
        lone = lone or batch_seconds or 0.0
        outcomes.estimate = elapsed + (outcomes.n - outcomes.done - size) * per_sweep
        if budget is not None:
            held = outcomes.done + size + int(max(0.0, budget - elapsed) / max(per_sweep, 1e-9))
            outcomes.fits = simulate.sweeps_within(held, 1.0)  # rounded down as one-by-one
        for sweep in range(size):
            for row, result in zip(outcomes.rows, results[sweep * len(moves):]):
                row.add(*result)
            outcomes.done += 1
            outcomes.elapsed = elapsed
            yield outcomes
        chunk = min(chunk * CHUNK_GROWTH, MAX_CHUNK)
    if outcomes.budget_hit:
        outcomes.elapsed = simulate.clock() - started
    outcomes.status = "done"
    yield outcomes
