#!/usr/bin/env python3
"""Skyjo engine throughput: our scalar and batched engines beside the public ``rlskyjo``
engine, as a Markdown table.

    pip install --no-deps rlskyjo && pip install numba    # rlskyjo breaks without numba
    python benchmarks/skyjo_engines.py [--seconds 3] [--batch 4000]

Every engine plays under a uniformly random policy on one core: ours picks uniformly
among ``legal_moves()`` (the batched engine among each world's legal actions, the same
rules: ``skywidgets/games/skyjo/batched.py``, ``--batch`` games at a time);
rlskyjo's own ``policy_ra`` picks among its admissible actions.
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


def batched(players: int, seconds: float, batch: int, seed: int = 0) -> dict:
    from skywidgets.games.skyjo.batched import BatchedSkyjo
    BatchedSkyjo.new_games(players=players, count=16, seed=seed).play("random")  # warm-up
    turns = rounds = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        worlds = BatchedSkyjo.new_games(players=players, count=batch, seed=seed + games)
        worlds.play("random")
        turns += worlds.turns
        rounds += int(worlds.round.sum())
        games += batch
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
    parser.add_argument("--batch", type=int, default=4000,
                        help="games the batched engine plays at once (default 4000)")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print("| players | engine | turns/s | rounds/s | games/s | turns/s vs rlskyjo | "
          "turns/s vs scalar |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for players in (2, 4):
        engines: dict[str, list[dict]] = {"rlskyjo": [], "skywidgets scalar": [],
                                          "skywidgets batched": []}
        for run in range(args.runs):  # interleaved: a busy spell of the machine hits all
            theirs = rlskyjo(players, args.seconds)
            if theirs:
                engines["rlskyjo"].append(theirs)
            engines["skywidgets scalar"].append(ours(players, args.seconds, seed=run))
            engines["skywidgets batched"].append(batched(players, args.seconds, args.batch,
                                                         seed=run))
        medians = {name: {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                   for name, runs in engines.items() if runs}
        for name, med in medians.items():
            ratios = [f"{med['turns'] / medians[ref]['turns']:.1f}" if ref in medians else "–"
                      for ref in ("rlskyjo", "skywidgets scalar")]
            print(f"| {players} | {name} | {med['turns']:,.0f} | {med['rounds']:,.1f} | "
                  f"{med['games']:,.1f} | {ratios[0]} | {ratios[1]} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
