#!/usr/bin/env python3
"""Skyjo engine throughput beside the public ``rlskyjo`` engine, as a Markdown table.

    pip install --no-deps rlskyjo && pip install numba    # rlskyjo breaks without numba
    python benchmarks/skyjo_engines.py [--seconds 3]

Both engines play under a uniformly random policy on one core: ours picks uniformly
among ``legal_moves()``; rlskyjo's own ``policy_ra`` picks among its admissible actions.
A *turn* is one player's draw-or-take followed by place-or-reveal: for us a ``t`` move,
or ``d`` then ``s``/``f`` (the opening ``r`` reveals are not turns); for rlskyjo, two
``act`` calls. rlskyjo plays one round per game with its own deck, so its "rounds" and
"games" are the same thing; ours play full games to 100 points.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import skywidgets  # noqa: E402


def ours(players: int, seconds: float, seed: int = 0) -> dict:
    game = skywidgets.load("skyjo")
    gen = random.Random(seed)
    turns = rounds = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new(players=players, seed=seed + games)
        while not state.is_over:
            moves = state.legal_moves()
            move = moves[gen.randrange(len(moves))]
            state.apply(move)
            if move.kind in "tsf":
                turns += 1
        rounds += len(state.round_scores)
        games += 1
    elapsed = time.perf_counter() - started
    return {"turns": turns / elapsed, "rounds": rounds / elapsed, "games": games / elapsed}


def rlskyjo(players: int, seconds: float) -> dict | None:
    try:
        from rlskyjo.game.skyjo import SkyjoGame
        from rlskyjo.models.random_admissible_policy import policy_ra
    except Exception as err:  # not installed, or numba missing
        print(f"(rlskyjo unavailable: {err})", file=sys.stderr)
        return None
    skyjo = SkyjoGame(num_players=players)

    def one_game() -> int:
        acts = 0
        skyjo.reset()
        while not skyjo.is_terminated:
            player, _ = skyjo.expected_action
            obs, mask = skyjo.collect_observation(player)
            skyjo.act(player, policy_ra(obs, mask))
            acts += 1
        return acts

    one_game()  # numba compiles on first use: not part of the measure
    acts = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        acts += one_game()
        games += 1
    elapsed = time.perf_counter() - started
    return {"turns": acts / 2 / elapsed, "rounds": games / elapsed, "games": games / elapsed}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measure (default 3)")
    parser.add_argument("--runs", type=int, default=3, help="repeats; the median is shown")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print("| players | engine | turns/s | rounds/s | games/s | turns/s ratio |")
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    for players in (2, 4):
        mine = [ours(players, args.seconds, seed=run) for run in range(args.runs)]
        theirs = [r for r in (rlskyjo(players, args.seconds) for _ in range(args.runs)) if r]
        med = {k: statistics.median(r[k] for r in mine) for k in mine[0]}
        if theirs:
            ref = {k: statistics.median(r[k] for r in theirs) for k in theirs[0]}
            print(f"| {players} | rlskyjo | {ref['turns']:,.0f} | {ref['rounds']:,.1f} | "
                  f"{ref['games']:,.1f} | 1.0 |")
            ratio = f"{med['turns'] / ref['turns']:.1f}"
        else:
            ratio = "–"
        print(f"| {players} | skywidgets | {med['turns']:,.0f} | {med['rounds']:,.1f} | "
              f"{med['games']:,.1f} | {ratio} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
