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
from .fields import is_whole
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

    def to_dict(self) -> dict:
        win_lo, win_hi = self.win_interval
        mean_lo, mean_hi = self.mean_interval
        return {"id": self.id, "label": self.label, "n": self.n,
                "win": round(self.win, 4), "win_lo": round(win_lo, 4), "win_hi": round(win_hi, 4),
                "mean": round(self.mean, 3), "mean_lo": round(mean_lo, 3),
                "mean_hi": round(mean_hi, 3)}


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

    def ranked(self) -> list[MoveOutcome]:
        """The rows, best first: highest win probability, then the best mean score."""
        sign = 1 if self.lower_is_better else -1
        return sorted(self.rows, key=lambda row: (-row.win, sign * row.mean))

    def best(self) -> MoveOutcome | None:
        """The move with the highest win probability, then the highest mean score."""
        ranked = self.ranked()
        return ranked[0] if ranked else None

    def to_dict(self) -> dict:
        best = self.best()
        return {"status": self.status, "ply": self.ply, "seat": self.seat, "n": self.n,
                "done": self.done, "rollout": self.rollout, "elapsed": round(self.elapsed, 3),
                "score_name": self.score_name, "lower_is_better": self.lower_is_better,
                "horizon": self.horizon, "best": best.id if best is not None else None,
                "rows": [row.to_dict() for row in self.rows]}

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


def iter_simulate(state: State, seat: int | None = None, n: int = 200,
                  rollout: str | Bot | None = None, rng: Rng | int | None = None,
                  horizon: bool = True) -> Iterator[Outcomes]:
    """Yield the growing Outcomes after every sweep (one rollout per legal move).

    Stop iterating to cancel. ``seat`` defaults to the player to move, ``rollout``
    to the game's own choice (:func:`default_rollout`). With ``horizon`` (the
    default) rollouts stop at the game's named horizon, if it has one; ``False``
    plays them to the end of the game.
    """
    if not is_whole(n, 1):
        raise ValueError(f"n (rollouts per move) must be a positive whole number, not {n!r}")
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
                        lower_is_better=game_rules.lower_is_better, horizon=horizon_text)
    started = time.perf_counter()
    # the quick paths play in the rollout's world directly (it is already a redrawn one)
    quick = (None if type(policy) is RandomBot
             else game_rules.playout_move if isinstance(policy, PlayoutBot) else False)
    for _ in range(n):
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
        yield outcomes
    outcomes.status = "done"
    yield outcomes


def simulate(state: State, seat: int | None = None, n: int = 200,
             rollout: str | Bot | None = None, rng: Rng | int | None = None,
             horizon: bool = True) -> Outcomes:
    """Run ``n`` rollouts per legal move and return the Outcomes (see :func:`iter_simulate`)."""
    result = None
    for result in iter_simulate(state, seat, n, rollout, rng, horizon):
        pass
    return result
