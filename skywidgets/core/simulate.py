"""Simulated outcomes: Monte Carlo rollouts from one seat's information.

Every rollout starts from ``state.determinize(seat, rng)``: the hidden parts
(deck order, face-down cards) are redrawn from what the seat may know, so no
rollout uses the real deck. All moves of one sweep share the same redrawn
world (common random numbers), which makes their comparison sharper.

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
from typing import TYPE_CHECKING, Iterator

from .bots import Bot, RandomBot, SeatInfo, get_bot, play_randomly
from .rng import Rng, as_rng

if TYPE_CHECKING:
    from .engine import Move, State

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
                "best": best.id if best is not None else None,
                "rows": [row.to_dict() for row in self.rows]}

    def __str__(self) -> str:
        lines = [f"{'move':<40} {'win %':>16} {'mean ' + self.score_name:>20}"]
        for row in self.ranked():
            lo, hi = row.win_interval
            mlo, mhi = row.mean_interval
            lines.append(f"{row.label[:40]:<40} {100 * row.win:5.1f} [{100 * lo:4.1f}-{100 * hi:5.1f}]"
                         f" {row.mean:6.2f} [{mlo:5.2f}-{mhi:5.2f}]")
        lines.append(f"{self.done} rollouts per move, {self.rollout} play, {self.elapsed:.2f} s")
        return "\n".join(lines)


def iter_simulate(state: State, seat: int | None = None, n: int = 200,
                  rollout: str | Bot = "random", rng: Rng | int | None = None) -> Iterator[Outcomes]:
    """Yield the growing Outcomes after every sweep (one rollout per legal move).

    Stop iterating to cancel. ``seat`` defaults to the player to move.
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n (rollouts per move) must be a positive whole number, not {n!r}")
    seat = state.current_player if seat is None else seat
    if seat is None:
        raise ValueError("the game is over: there is nothing to simulate")
    state.check_seat(seat)
    policy = get_bot(rollout, state.game)
    rng = as_rng(rng)
    moves: list[Move] = state.legal_moves()
    outcomes = Outcomes(ply=state.ply, seat=seat, n=n, rollout=policy.name,
                        rows=[MoveOutcome(m.id, state.describe(m)) for m in moves],
                        score_name=state.game.score_name,
                        lower_is_better=state.game.lower_is_better)
    started = time.perf_counter()
    fast_random = type(policy) is RandomBot
    for _ in range(n):
        world = state.determinize(seat, rng)
        stream_seed = rng.generator().getrandbits(63)
        for row, move in zip(outcomes.rows, moves):
            game = world.copy()
            game.apply(move)
            if fast_random:
                play_randomly(game, random.Random(stream_seed))
            else:
                play_rng = Rng(stream_seed)
                while not game.is_over:
                    game.apply(policy.choose(SeatInfo(game, game.current_player), play_rng))
            row.add(*game.rollout_result(seat, state))
        outcomes.done += 1
        outcomes.elapsed = time.perf_counter() - started
        yield outcomes
    outcomes.status = "done"
    yield outcomes


def simulate(state: State, seat: int | None = None, n: int = 200,
             rollout: str | Bot = "random", rng: Rng | int | None = None) -> Outcomes:
    """Run ``n`` rollouts per legal move and return the Outcomes."""
    result = None
    for result in iter_simulate(state, seat, n, rollout, rng):
        pass
    return result
