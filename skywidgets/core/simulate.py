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

A run may have a time *budget* (seconds, measured with ``time.perf_counter``; the
rules never read the clock). The first sweep measures the rollout policy on the
position: ``estimate`` is how long all ``n`` sweeps would take at that speed, and
``fits`` how many sweeps the budget holds. A sweep that would end past the budget
(at the mean sweep time so far) is not started: the run ends early with every row
on the same number of rollouts and ``budget_hit`` set. Without a budget, or when it
is not reached, the results are those of the seed alone.

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
from dataclasses import dataclass, field
from typing import Callable, Iterator

from .bots import Bot, PlayoutBot, RandomBot, SeatInfo, get_bot, play_randomly, until_changed
from .engine import Game, Move, State
from .fields import is_number, is_whole
from .rng import Rng, as_rng
from .stopping import checkpoint

Z95 = 1.959963984540054


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
    ``lower_is_better``)."""
    win_lo, _ = first.win_interval
    _, other_win_hi = other.win_interval
    if win_lo > other_win_hi:
        return True
    if first.wins * other.n != other.wins * first.n:
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
    #: True once the run ended early on its budget, with ``done`` < ``n``
    budget_hit: bool = False

    def ranked(self) -> list[MoveOutcome]:
        """The rows, best first: highest win probability, then the best mean score
        (the lowest when ``lower_is_better``); ties keep legal-move order."""
        sign = 1 if self.lower_is_better else -1
        return sorted(self.rows, key=lambda row: (-row.win, sign * row.mean))

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
        """
        leader = self.best()
        if leader is None or leader.n == 0:
            return None, "no rollouts yet"
        if len(self.rows) == 1:
            return None, "only one legal move"
        if not any(row.wins for row in self.rows):
            return None, "no move won any rollout"
        if all(clearly_ahead(leader, row, self.lower_is_better)
               for row in self.rows if row is not leader):
            return leader, "its 95% intervals clear every other move's"
        return None, "the leading moves' 95% intervals overlap"

    def to_dict(self) -> dict:
        best, why = self.verdict()
        leader = self.best()
        return {"status": self.status, "ply": self.ply, "seat": self.seat, "n": self.n,
                "done": self.done, "rollout": self.rollout, "elapsed": round(self.elapsed, 3),
                "score_name": self.score_name, "lower_is_better": self.lower_is_better,
                "horizon": self.horizon, "best": best.id if best is not None else None,
                "best_why": why, "leader": leader.id if leader is not None else None,
                "budget": self.budget,
                "estimate": round(self.estimate, 3) if self.estimate is not None else None,
                "fits": self.fits, "budget_hit": self.budget_hit,
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
                         f"{self.n} rollouts per move")
        return "\n".join(lines)


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


def iter_simulate(state: State, seat: int | None = None, n: int = 200,
                  rollout: str | Bot | None = None, rng: Rng | int | None = None,
                  horizon: bool = True, budget: float | None = None) -> Iterator[Outcomes]:
    """Yield the growing Outcomes after every sweep (one rollout per legal move).

    Stop iterating to cancel. ``seat`` defaults to the player to move, ``rollout``
    to the game's own choice (:func:`default_rollout`). With ``horizon`` (the
    default) rollouts stop at the game's named horizon, if it has one; ``False``
    plays them to the end of the game. ``budget`` (seconds, None: none) ends the run
    early once the next sweep would overrun it; the first sweep is always played.
    """
    if not is_whole(n, 1):
        raise ValueError(f"n (rollouts per move) must be a positive whole number, not {n!r}")
    if budget is not None and not (is_number(budget) and budget > 0):
        raise ValueError(f"budget (seconds) must be a positive number or None, not {budget!r}")
    seat = state.current_player if seat is None else seat
    if seat is None:
        raise ValueError("the game is over: there is nothing to simulate")
    state.check_seat(seat)
    game_rules = state.game
    policy = get_bot(default_rollout(game_rules) if rollout is None else rollout, game_rules)
    rng = as_rng(rng)
    until, horizon_text = rollout_horizon(state) if horizon else (None, None)
    moves: list[Move] = state.legal_moves()
    outcomes = Outcomes(ply=state.ply, seat=seat, n=n, rollout=policy.name,
                        rows=[MoveOutcome(m.id, state.describe(m)) for m in moves],
                        score_name=game_rules.score_name,
                        lower_is_better=game_rules.lower_is_better, horizon=horizon_text,
                        budget=budget)
    started = time.perf_counter()
    # the quick paths play in the rollout's world directly (it is already a redrawn one)
    quick = (None if type(policy) is RandomBot
             else game_rules.playout_move if isinstance(policy, PlayoutBot) else False)
    for _ in range(n):
        if budget is not None and outcomes.done:
            sweep = outcomes.elapsed / outcomes.done
            if time.perf_counter() - started + sweep > budget:
                outcomes.budget_hit = True
                break
        world = state.determinize(seat, rng)
        stream_seed = rng.generator().getrandbits(63)
        for row, move in zip(outcomes.rows, moves):
            checkpoint()
            game = world.copy()
            game.apply(move)
            if quick is not False:
                # a game's own playout policy picks from legal_moves(): no second check
                play_randomly(game, random.Random(stream_seed), until=until, policy=quick,
                              checked=False)
            else:
                play_rng = Rng(stream_seed)
                while not game.is_over and not (until is not None and until(game)):
                    checkpoint()
                    game.apply(policy.choose(SeatInfo(game, game.current_player), play_rng))
            if game.is_over:
                row.add(*game.rollout_result(seat, state))
            else:
                row.add(*horizon_result(game, seat, state))
        outcomes.done += 1
        outcomes.elapsed = time.perf_counter() - started
        if outcomes.done == 1:
            outcomes.estimate = outcomes.elapsed * n
            if budget is not None:
                outcomes.fits = sweeps_within(budget, outcomes.elapsed)
        yield outcomes
    outcomes.status = "done"
    yield outcomes


def simulate(state: State, seat: int | None = None, n: int = 200,
             rollout: str | Bot | None = None, rng: Rng | int | None = None,
             horizon: bool = True, budget: float | None = None) -> Outcomes:
    """Run ``n`` rollouts per legal move and return the Outcomes (see :func:`iter_simulate`):
    fewer, all moves alike, if ``budget`` seconds run out first (``budget_hit``)."""
    result = None
    for result in iter_simulate(state, seat, n, rollout, rng, horizon, budget):
        pass
    return result
