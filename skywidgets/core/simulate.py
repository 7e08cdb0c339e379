"""Simulated outcomes: Monte Carlo rollouts from one seat's information.

Every rollout starts from ``state.determinize(seat, rng)``: the hidden parts
(deck order, face-down cards) are redrawn from what the seat may know, so no
rollout uses the real deck. All moves of one sweep share the same redrawn
world (common random numbers), which makes their comparison sharper.

A game may end rollouts early, at a *horizon* (its ``playout_horizon(state)``
hook, shared with the IS-MCTS bot: a round number, say; rollouts stop as soon
as it changes), if it also names it (``horizon_name(state)``, e.g. "the end of
round 5"): the panel must say what it measured. A rollout stopped there is
judged as the position stands: the mean is ``rollout_score`` counted there,
and a "win" is leading (or sharing the lead) in ``scores()`` there, i.e.
winning if the game ended at the horizon. Games without a named horizon, or
``horizon=False``, play every rollout to the end as before.

A run may have a time *budget* (seconds, read from :data:`clock`; the rules never
read it). The budget is checked before every rollout: a rollout that would end past it
(at the mean rollout time so far) is not started, so a run overruns by about one rollout
at most. The run then ends with what it has and ``budget_hit`` set: ``done`` whole
sweeps (one rollout per legal move), and the first few moves one rollout more when the
budget ran out partway through a sweep (each row's ``n`` says how many it holds). The
first sweep measures the rollout policy on the position: ``estimate`` is how long all
``n`` sweeps would take at that speed, and ``fits`` how many sweeps the budget holds.
Without a budget, or when it is not reached, the results are those of the seed alone.

Before a run, :func:`estimate_run` answers the same question in a fraction of a second:
it times the rollout policy from the position, on redrawn worlds as the run plays them
(never on the real deck), and says how long ``n`` rollouts per move would take and how
many the budget holds.

A move is starred *best* only when the rollouts support it (:meth:`Outcomes.verdict`).

>>> import skywidgets
>>> state = skywidgets.load("skyway").new(seed=4)
>>> result = simulate(state, n=5, rng=1)
>>> len(result.rows) == len(state.legal_moves()), result.rows[0].n
(True, 5)
"""

from __future__ import annotations

import math
import random
import time
from ..i18n import msg
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from .batched import batch_policy, iter_batched, time_batches
from .bots import Bot, PlayoutBot, RandomBot, SeatInfo, get_bot, play_randomly, until_changed
from .engine import Game, Move, State
from .fields import is_number, is_whole
from .rng import Rng, as_rng
from .stopping import checkpoint

Z95 = 1.959963984540054
#: the clock that budgets and estimates read (seconds; replaceable, for a fake clock)
clock: Callable[[], float] = time.perf_counter
#: how long :func:`estimate_run` may time the rollout policy, in seconds
ESTIMATE_SECONDS = 0.2
#: the most sweeps :func:`estimate_run` times (a quick policy is measured well by a few)
ESTIMATE_SWEEPS = 10
#: the moves a quick playout plays between two looks at the estimate's deadline
DEADLINE_PLIES = 32


def wilson_interval(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (sensible even at 0 or n wins)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class MoveOutcome:
    """Rollout statistics of one legal move."""

    id: str
    label: str
    n: int = 0
    wins: int = 0
    total: float = 0.0
    total_sq: float = 0.0

    def add(self, score: float, won: bool) -> None:
        self.n += 1
        self.wins += won
        self.total += score
        self.total_sq += score * score

    @property
    def win(self) -> float:
        return self.wins / self.n if self.n else 0.0

    @property
    def win_interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.n)

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0

    @property
    def mean_interval(self) -> tuple[float, float]:
        """Normal-approximation 95% interval of the mean final score."""
        if self.n < 2:
            return (self.mean, self.mean) if self.n else (0.0, 0.0)
        variance = max(0.0, (self.total_sq - self.n * self.mean ** 2) / (self.n - 1))
        half = Z95 * math.sqrt(variance / self.n)
        return (self.mean - half, self.mean + half)

    def to_dict(self, best: bool = False) -> dict:
        """The row as the panel gets it; ``best`` stars it (see :meth:`Outcomes.verdict`)."""
        win_lo, win_hi = self.win_interval
        mean_lo, mean_hi = self.mean_interval
        return {"id": self.id, "label": self.label, "n": self.n,
                "win": round(self.win, 4), "win_lo": round(win_lo, 4), "win_hi": round(win_hi, 4),
                "mean": round(self.mean, 3), "mean_lo": round(mean_lo, 3),
                "mean_hi": round(mean_hi, 3), "best": best}


def clearly_ahead(first: MoveOutcome, other: MoveOutcome, lower_is_better: bool) -> bool:
    """Does ``first`` clearly beat ``other``? Its win share's 95% interval lies wholly
    above the other's, or both won the same share of their rollouts and its mean's 95%
    interval lies wholly on the better side of the other's (below it when
    ``lower_is_better``). The two may hold different numbers of rollouts (a run the
    budget stopped partway through a sweep): shares and intervals are each row's own.
    A mean's interval needs two rollouts: a row with fewer is never beaten on its mean."""
    win_lo, _ = first.win_interval
    _, other_win_hi = other.win_interval
    if win_lo > other_win_hi:
        return True
    if first.wins * other.n != other.wins * first.n:
        return False
    if first.n < 2 or other.n < 2:
        return False
    mean_lo, mean_hi = first.mean_interval
    other_mean_lo, other_mean_hi = other.mean_interval
    return mean_hi < other_mean_lo if lower_is_better else mean_lo > other_mean_hi


@dataclass
class Outcomes:
    """Simulated outcomes of every legal move in one position, for one seat."""

    ply: int
    seat: int
    n: int
    rollout: str
    rows: list[MoveOutcome] = field(default_factory=list)
    done: int = 0
    elapsed: float = 0.0
    status: str = "running"
    score_name: str = "final score"
    lower_is_better: bool = False
    #: where rollouts stop, in words ("the end of round 5"), or None: the end of the game
    horizon: str | None = None
    #: the run's time budget in seconds, or None: no budget
    budget: float | None = None
    #: seconds all ``n`` sweeps would take at the speed of the first; None until measured
    estimate: float | None = None
    #: the sweeps (rollouts per move) the budget holds at that speed; None without a budget
    fits: int | None = None
    #: True once the run ended early on its budget, with ``done`` < ``n`` (the first
    #: rows may hold one rollout more: the budget ran out partway through a sweep)
    budget_hit: bool = False
    #: where the rollouts start: "seat" (worlds redrawn from what the seat may know) or
    #: "truth" (the real position, only the future left to chance: ``State.true_world``)
    source: str = "seat"

    def ranked(self) -> list[MoveOutcome]:
        """The rows, best first: highest win probability, then the best mean score
        (the lowest when ``lower_is_better``); ties keep legal-move order. Rows without a
        rollout (the budget ran out in the first sweep) come last: they measured nothing."""
        sign = 1 if self.lower_is_better else -1
        return sorted(self.rows, key=lambda row: (row.n == 0, -row.win, sign * row.mean))

    def best(self) -> MoveOutcome | None:
        """The move ranked first (:meth:`ranked`): the highest win probability, then the
        best mean score; None without moves. Whether the rollouts set it clearly apart,
        and so whether the panel stars it, is :meth:`verdict`'s answer."""
        ranked = self.ranked()
        return ranked[0] if ranked else None

    def verdict(self) -> tuple[MoveOutcome | None, str]:
        """``(best, why)``: the move the rollouts clearly support, or None and why there
        is no clear best. The panel stars only this move.

        The move ranked first (:meth:`best`) is clearly best only if some move won at
        least one rollout and it is :func:`clearly_ahead` of every other move: its win
        share's 95% interval lies above theirs, or, where the win shares are equal, its
        mean's 95% interval lies on the better side (below when ``lower_is_better``).
        So: no star when every move won 0 %, none when the leader's interval overlaps
        the next move's, and a lower mean beats a higher one only in a game where a
        lower score is better. A lone legal move is never starred: nothing to compare.
        Rows may hold different numbers of rollouts (a run the budget stopped partway
        through a sweep); none is starred while some move has no rollout at all.
        """
        leader = self.best()
        if leader is None or leader.n == 0:
            return None, msg("no rollouts yet")
        if len(self.rows) == 1:
            return None, msg("only one legal move")
        if any(row.n == 0 for row in self.rows):
            return None, msg("some moves have no rollout yet")
        if not any(row.wins for row in self.rows):
            return None, msg("no move won any rollout")
        if all(clearly_ahead(leader, row, self.lower_is_better)
               for row in self.rows if row is not leader):
            return leader, msg("its 95% intervals clear every other move's")
        return None, msg("the leading moves' 95% intervals overlap")

    def to_dict(self) -> dict:
        best, why = self.verdict()
        leader = self.best()
        return {"status": self.status, "ply": self.ply, "seat": self.seat, "n": self.n,
                "done": self.done, "rollout": self.rollout, "elapsed": round(self.elapsed, 3),
                "score_name": msg(self.score_name), "lower_is_better": self.lower_is_better,
                "horizon": self.horizon, "best": best.id if best is not None else None,
                "best_why": why, "leader": leader.id if leader is not None else None,
                "budget": self.budget,
                "estimate": round(self.estimate, 3) if self.estimate is not None else None,
                "fits": self.fits, "budget_hit": self.budget_hit, "source": self.source,
                "rows": [row.to_dict(row is best) for row in self.rows]}

    def __str__(self) -> str:
        lines = [f"{'move':<40} {'win %':>16} {'mean ' + self.score_name:>20}"]
        for row in self.ranked():
            lo, hi = row.win_interval
            mlo, mhi = row.mean_interval
            lines.append(f"{row.label[:40]:<40} {100 * row.win:5.1f} [{100 * lo:4.1f}-{100 * hi:5.1f}]"
                         f" {row.mean:6.2f} [{mlo:5.2f}-{mhi:5.2f}]")
        until = f", to {self.horizon} (win: leading there)" if self.horizon else ""
        lines.append(f"{self.done} rollouts per move, {self.rollout} play{until}, "
                     f"{self.elapsed:.2f} s")
        if self.budget_hit:
            lines.append(f"stopped after the {self.budget:g} s budget: {self.done} of "
                         f"{self.n} rollouts per move{self.uneven_note()}")
        return "\n".join(lines)

    def uneven_note(self) -> str:
        """``""`` when every row holds ``done`` rollouts, else which hold one more, in
        words: the budget ran out partway through a sweep."""
        ahead = sum(row.n > self.done for row in self.rows)
        if not ahead:
            return ""
        more = self.done + 1
        return (f" ({ahead} of the {len(self.rows)} moves {'has' if ahead == 1 else 'have'} "
                f"{more} rollout{'s' if more != 1 else ''}: the budget ran out partway "
                "through a sweep)")


def rollout_horizon(state: State) -> tuple[Callable[[State], bool] | None, str | None]:
    """``(until, name)`` for rollouts from ``state``: ``until(s)`` is true once a rollout
    has reached the game's horizon, ``name`` says where that is. ``(None, None)`` when
    the game has no named horizon (rollouts then play to the end).

    >>> import skywidgets
    >>> rollout_horizon(skywidgets.load("skyway").new(seed=1))  # no horizon: whole games
    (None, None)
    """
    game = state.game
    if game.playout_horizon is None or game.horizon_name is None:
        return None, None
    return until_changed(game.playout_horizon, state), game.horizon_name(state)


def horizon_result(world: State, seat: int, start: State) -> tuple[float, bool]:
    """``(score, leads)`` of a rollout stopped at the horizon: ``rollout_score`` as the
    position stands, and whether ``seat`` leads or shares the lead in ``scores()``."""
    scores = world.scores()
    best = min(scores) if world.game.lower_is_better else max(scores)
    # most games' rollout score is their score: counted once (it may be costly)
    score = (scores[seat] if type(world).rollout_score is State.rollout_score
             else world.rollout_score(seat, start))
    return float(score), scores[seat] == best


def default_rollout(game: Game) -> str:
    """The bot that plays a game's rollouts unless told otherwise: the game's
    ``default_rollout`` (say, its quick playout policy), else ``"random"``."""
    return game.default_rollout


def sweeps_within(budget: float, sweep_seconds: float) -> int:
    """The sweeps that fit in ``budget`` seconds at ``sweep_seconds`` each, rounded down
    to a round number (at least 1), for a default that a run can finish.

    >>> sweeps_within(5, 1.2), sweeps_within(5, 0.07), sweeps_within(5, 0.0004)
    (4, 70, 10000)
    """
    fit = int(budget / sweep_seconds) if sweep_seconds > 0 else 10 ** 9
    if fit <= 10:
        return max(1, fit)
    step = 10 ** (len(str(fit)) - 1)
    return fit // step * step


def play_rollout(game: State, policy: Bot, quick: Callable | None | bool,
                 until: Callable[[State], bool] | None, stream_seed: int,
                 deadline: float | None = None) -> bool:
    """Play one rollout in ``game`` (a redrawn world, the move already made): ``policy``
    for every seat, or the quick path ``quick`` (None: uniformly random moves; a game's
    ``playout_move``; False: none, ``policy`` decides), until the game ends or ``until``
    holds. ``deadline`` (on :data:`clock`) cuts it short; False when it did."""
    if quick is not False:
        gen = random.Random(stream_seed)
        if deadline is None:
            # a game's own playout policy picks from legal_moves(): no second check
            play_randomly(game, gen, until=until, policy=quick, checked=False)
            return True
        # the same moves in slices, with a look at the deadline between two slices
        while not game.is_over and not (until is not None and until(game)):
            if clock() >= deadline:
                return False
            play_randomly(game, gen, max_plies=DEADLINE_PLIES, until=until, policy=quick,
                          checked=False)
        return True
    play_rng = Rng(stream_seed)
    while not game.is_over and not (until is not None and until(game)):
        checkpoint()
        if deadline is not None and clock() >= deadline:
            return False
        game.apply(policy.choose(SeatInfo(game, game.current_player), play_rng))
    return True


def quick_path(policy: Bot, game: Game) -> Callable | None | bool:
    """How rollouts play ``policy`` in a redrawn world (see :func:`play_rollout`): None
    for uniformly random moves, the game's ``playout_move`` for its playout bot, False
    when the bot itself chooses every move."""
    if type(policy) is RandomBot:
        return None
    return game.playout_move if isinstance(policy, PlayoutBot) else False


def check_budget(budget: Any) -> None:
    """A budget is a positive number of seconds, or None: no budget."""
    if budget is not None and not (is_number(budget) and budget > 0):
        raise ValueError(f"budget (seconds) must be a positive number or None, not {budget!r}")


#: where rollouts may start: from what the seat may know, or from the revealed truth
SOURCES = ("seat", "truth")


def world_for(state: State, seat: int, source: str, rng: Rng) -> State:
    """The world one sweep of rollouts plays from: ``state`` redrawn from what ``seat`` may
    know (``"seat"``), or the real position with only the future left to chance
    (``"truth"``, the teacher's revealed view: ``State.true_world``)."""
    if source == "truth":
        return state.true_world(rng)
    return state.determinize(seat, rng)


def _run_setup(state: State, seat: int | None, n: Any, rollout: str | Bot | None,
               rng: Rng | int | None, horizon: bool, budget: Any, source: str):
    """What a run and its estimate both start from, checked: the seat (the player to move
    by default), the rollout policy, the generator, the horizon (``until`` and its words)
    and the legal moves."""
    if not is_whole(n, 1):
        raise ValueError(f"n (rollouts per move) must be a positive whole number, not {n!r}")
    check_budget(budget)
    if source not in SOURCES:
        raise ValueError(f"source must be \"seat\" or \"truth\", not {source!r}")
    seat = state.current_player if seat is None else seat
    if seat is None:
        raise ValueError(msg("the game is over: there is nothing to simulate"))
    state.check_seat(seat)
    policy = get_bot(default_rollout(state.game) if rollout is None else rollout, state.game)
    until, horizon_text = rollout_horizon(state) if horizon else (None, None)
    moves: list[Move] = state.legal_moves()
    return seat, policy, as_rng(rng), until, horizon_text, moves


def iter_simulate(state: State, seat: int | None = None, n: int = 200,
                  rollout: str | Bot | None = None, rng: Rng | int | None = None,
                  horizon: bool = True, budget: float | None = None,
                  source: str = "seat", batched: bool = True) -> Iterator[Outcomes]:
    """Yield the growing Outcomes after every sweep (one rollout per legal move).

    Stop iterating to cancel. ``seat`` defaults to the player to move, ``rollout``
    to the game's own choice (:func:`default_rollout`). With ``horizon`` (the
    default) rollouts stop at the game's named horizon, if it has one; ``False``
    plays them to the end of the game. ``budget`` (seconds, None: none) ends the run
    early, before a rollout that would end past it at the mean rollout time so far;
    the first rollout is always played. The last Outcomes (``status`` "done") may then
    end partway through a sweep, its first rows one rollout ahead of the others.
    ``source`` "truth" plays every rollout from the real position (the teacher's
    revealed view) instead of worlds redrawn from what ``seat`` may know.
    Where the game plays rollouts in batch (``Game.batched_rollouts``, see
    ``core.batched``) and they run to the end of the game, they are played so, from
    the same redrawn worlds, unless ``batched`` is False; a budget then ends the run on
    a whole sweep.
    """
    seat, policy, rng, until, horizon_text, moves = _run_setup(
        state, seat, n, rollout, rng, horizon, budget, source)
    game_rules = state.game
    outcomes = Outcomes(ply=state.ply, seat=seat, n=n, rollout=policy.name,
                        rows=[MoveOutcome(m.id, state.describe(m)) for m in moves],
                        score_name=game_rules.score_name,
                        lower_is_better=game_rules.lower_is_better, horizon=horizon_text,
                        budget=budget, source=source)
    started = clock()
    # batched rollouts (core/batched.py): many redrawn worlds played at once
    in_batch = batch_policy(policy, game_rules) if batched and until is None else None
    if in_batch is not None:
        yield from iter_batched(outcomes, state, seat, source, rng, moves, in_batch, budget,
                                started, bot=policy)
        return
    # the quick paths play in the rollout's world directly (it is already a redrawn one)
    quick = quick_path(policy, game_rules)
    played = 0  # rollouts so far, all moves together: the budget's measure of speed
    for _ in range(n):
        world = None
        for row, move in zip(outcomes.rows, moves):
            if budget is not None and played:
                spent = clock() - started
                if spent + spent / played > budget:
                    outcomes.budget_hit = True
                    break
            if world is None:
                world = world_for(state, seat, source, rng)
                stream_seed = rng.generator().getrandbits(63)
            checkpoint()
            game = world.copy()
            game.apply(move)
            play_rollout(game, policy, quick, until, stream_seed)
            if game.is_over:
                row.add(*game.rollout_result(seat, state))
            else:
                row.add(*horizon_result(game, seat, state))
            played += 1
        if outcomes.budget_hit:
            break
        outcomes.done += 1
        outcomes.elapsed = clock() - started
        if outcomes.done == 1:
            outcomes.estimate = outcomes.elapsed * n
            if budget is not None:
                outcomes.fits = sweeps_within(budget, outcomes.elapsed)
        yield outcomes
    if outcomes.budget_hit:
        outcomes.elapsed = clock() - started
        if outcomes.estimate is None:
            # stopped inside the first sweep: its rollouts so far measure one
            sweep = outcomes.elapsed / played * len(moves)
            outcomes.estimate = sweep * n
            outcomes.fits = sweeps_within(budget, sweep)
    outcomes.status = "done"
    yield outcomes


def simulate(state: State, seat: int | None = None, n: int = 200,
             rollout: str | Bot | None = None, rng: Rng | int | None = None,
             horizon: bool = True, budget: float | None = None,
             source: str = "seat", batched: bool = True) -> Outcomes:
    """Run ``n`` rollouts per legal move and return the Outcomes (see :func:`iter_simulate`):
    fewer, all moves alike, if ``budget`` seconds run out first (``budget_hit``).

    >>> import skywidgets
    >>> state = skywidgets.load("skyjo").new(players=2, seed=1)
    >>> simulate(state, n=2, rng=1, source="truth").to_dict()["source"]
    'truth'
    """
    result = None
    for result in iter_simulate(state, seat, n, rollout, rng, horizon, budget, source,
                                batched):
        pass
    return result


@dataclass
class Estimate:
    """How long a run would take, measured before it starts (:func:`estimate_run`)."""

    ply: int
    seat: int
    #: rollouts per move the run would play
    n: int
    rollout: str
    #: the legal moves: one rollout each per sweep
    moves: int
    #: seconds one sweep takes at the measured speed (at least that, when ``lower_bound``)
    sweep_seconds: float
    #: rollouts timed to their end
    rollouts: int
    #: seconds spent measuring
    seconds: float
    #: True when no rollout ended within the measuring time: every figure is a bound
    #: (the run takes longer, the budget holds fewer)
    lower_bound: bool = False
    budget: float | None = None
    horizon: str | None = None

    @property
    def estimate(self) -> float:
        """Seconds all ``n`` sweeps would take."""
        return self.sweep_seconds * self.n

    @property
    def fits(self) -> int | None:
        """The sweeps (rollouts per move) the budget holds, rounded down to a round
        number (:func:`sweeps_within`); None without a budget."""
        return None if self.budget is None else sweeps_within(self.budget, self.sweep_seconds)

    def to_dict(self) -> dict:
        """The estimate as the panel gets it, with ``"status": "estimated"``."""
        return {"status": "estimated", "ply": self.ply, "seat": self.seat, "n": self.n,
                "rollout": self.rollout, "moves": self.moves, "horizon": self.horizon,
                "rollouts": self.rollouts, "measured": round(self.seconds, 3),
                "sweep_seconds": round(self.sweep_seconds, 6),
                "estimate": round(self.estimate, 3), "budget": self.budget,
                "fits": self.fits, "lower_bound": self.lower_bound}

    def __str__(self) -> str:
        about = "more than" if self.lower_bound else "about"
        text = f"{self.n} rollouts per move with {self.rollout} play: {about} " \
               f"{self.estimate:.3g} s"
        if self.budget is None:
            return text
        limit = f"the {self.budget:g} s budget"
        if self.sweep_seconds > self.budget:
            # one rollout per move takes longer: the run stops inside its first sweep
            return f"{text}; {limit} ends a run before every move has a rollout"
        if self.estimate <= self.budget and not self.lower_bound:
            return f"{text}; {limit} holds all of them"
        return f"{text}; {limit} holds {'at most' if self.lower_bound else 'about'} " \
               f"{self.fits} per move"


def estimate_run(state: State, seat: int | None = None, n: int = 200,
                 rollout: str | Bot | None = None, rng: Rng | int | None = None,
                 horizon: bool = True, budget: float | None = None,
                 limit: float = ESTIMATE_SECONDS, source: str = "seat") -> Estimate:
    """How long ``simulate(state, seat, n, rollout, horizon=horizon)`` would take, and how
    many rollouts per move ``budget`` holds, from a short timing of the rollout policy.

    It plays rollouts as a run does, from worlds redrawn from what ``seat`` may know
    (never the real deck; from the real position with ``source`` "truth", as such a run
    does), the moves of each sweep in a shuffled order, until ``limit``
    seconds have passed (a rollout still going then is cut short) or it has timed
    ``min(n, ESTIMATE_SWEEPS)`` sweeps. A sweep's time is the mean redraw time plus the
    mean rollout time once per move; the time of a rollout cut short counts, so a policy
    is never taken for quicker than it is. When no rollout ended in time, the figures
    are bounds (``lower_bound``). Where the run would play in batch (``core.batched``),
    the estimate times a batch too: a lone sweep, then a batch of ``min(n,
    ESTIMATE_SWEEPS)`` sweeps if the limit holds it; those are never cut short.

    >>> import skywidgets
    >>> state = skywidgets.load("skyway").new(seed=4)
    >>> guess = estimate_run(state, n=200, rng=1, budget=5)
    >>> guess.moves == len(state.legal_moves()), guess.rollouts > 0, guess.fits >= 1
    (True, True, True)
    """
    if not (is_number(limit) and limit > 0):
        raise ValueError(f"limit (seconds) must be a positive number, not {limit!r}")
    seat, policy, rng, until, horizon_text, moves = _run_setup(
        state, seat, n, rollout, rng, horizon, budget, source)
    game_rules = state.game
    # a run that plays in batch (core/batched.py) is timed in batch too
    in_batch = batch_policy(policy, game_rules) if until is None else None
    if in_batch is not None:
        sweep_seconds, rollouts, seconds = time_batches(state, seat, source, rng, moves,
                                                        in_batch, n, limit)
        return Estimate(ply=state.ply, seat=seat, n=n, rollout=policy.name, moves=len(moves),
                        sweep_seconds=sweep_seconds, rollouts=rollouts, seconds=seconds,
                        budget=budget, horizon=horizon_text)
    quick = quick_path(policy, game_rules)
    order = list(range(len(moves)))
    started = clock()
    deadline = started + limit
    redraws = 0
    redraw_seconds = rollout_seconds = 0.0
    finished = 0
    cut = False
    while redraws < min(n, ESTIMATE_SWEEPS) and not cut:
        if redraws and clock() >= deadline:
            break
        began = clock()
        world = world_for(state, seat, source, rng)
        stream_seed = rng.generator().getrandbits(63)
        redraw_seconds += clock() - began
        redraws += 1
        rng.shuffle(order)
        for index in order:
            checkpoint()
            began = clock()
            if finished and began >= deadline:
                cut = True
                break
            game = world.copy()
            game.apply(moves[index])
            ended = play_rollout(game, policy, quick, until, stream_seed, deadline)
            rollout_seconds += clock() - began
            if not ended:
                cut = True
                break
            finished += 1
    per_rollout = rollout_seconds / max(finished, 1)
    return Estimate(ply=state.ply, seat=seat, n=n, rollout=policy.name, moves=len(moves),
                    sweep_seconds=redraw_seconds / redraws + per_rollout * len(moves),
                    rollouts=finished, seconds=clock() - started, lower_bound=finished == 0,
                    budget=budget, horizon=horizon_text)
