#!/usr/bin/env python3
"""How good is the Simulated outcomes estimate? For each game and rollout bot, the
estimate a run publishes after its first sweep against the time the run really took,
and the rollouts per move a time budget holds at that speed.

    python benchmarks/simulate_budget.py                          # every game, random and greedy
    python benchmarks/simulate_budget.py --games skyjo --rollouts greedy --n 200
    python benchmarks/simulate_budget.py --budget 5               # runs stop on a 5 s budget

Each run starts from the position a few opening moves in (seed 0, the first legal move
each time), is timed with ``time.perf_counter`` and is printed as one Markdown row. The
script only reads the package: it never writes to the repository.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # measure this checkout, installed or not

import skywidgets  # noqa: E402
from skywidgets.core.simulate import iter_simulate  # noqa: E402

#: opening moves played before the measured position (Skyjo's two reveals each, say)
OPENING_PLIES = 4


def position(name: str):
    """The measured position of a game: ``OPENING_PLIES`` first legal moves from seed 0."""
    game = skywidgets.load(name)
    state = game.new(players=min(max(2, game.min_players), game.max_players), seed=0)
    for _ in range(OPENING_PLIES):
        if state.is_over:
            break
        trial = state.copy()
        trial.apply(trial.legal_moves()[0])
        if trial.is_over:
            break
        state = trial
    return state


def measure(name: str, rollout: str, n: int, budget: float | None) -> dict:
    """One run: its first-sweep estimate, its real time and how far it got."""
    state = position(name)
    first = last = None
    for last in iter_simulate(state, n=n, rollout=rollout, rng=1, budget=budget):
        first = first or {"estimate": last.estimate, "fits": last.fits}
    return {"game": name, "rollout": rollout, "moves": len(state.legal_moves()), "n": n,
            "estimate": first["estimate"], "fits": first["fits"], "real": last.elapsed,
            "done": last.done, "budget_hit": last.budget_hit}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(skywidgets.game_names()))
    parser.add_argument("--rollouts", default="random,greedy")
    parser.add_argument("--n", type=int, default=20, help="rollouts per move (default 20)")
    parser.add_argument("--budget", type=float, default=None, help="seconds; none by default")
    args = parser.parse_args()
    print("| game | rollouts | moves | n | estimate (s) | real (s) | done | budget hit |"
          " fits the budget |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name in args.games.split(","):
        for rollout in args.rollouts.split(","):
            row = measure(name, rollout, args.n, args.budget)
            fits = "" if row["fits"] is None else str(row["fits"])
            print(f"| {row['game']} | {row['rollout']} | {row['moves']} | {row['n']} | "
                  f"{row['estimate']:.2f} | {row['real']:.2f} | {row['done']} | "
                  f"{'yes' if row['budget_hit'] else 'no'} | {fits} |")


if __name__ == "__main__":
    main()
