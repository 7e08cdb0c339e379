#!/usr/bin/env python3
"""A 1,000-game Skyjo tournament serially, on local worker processes and on a Dask
LocalCluster: games per second and the speed-up, as a Markdown table.

    pip install -e ".[lab,cluster]"
    python benchmarks/lab_tournament.py [--games 1000] [--workers 2] [--seats greedy,random]

Every run plays the same games (the same seed) and the script checks that they give the
same rows, so the speed-up compares like with like. The cluster's start-up is timed on
its own line, apart from the tournament, as a notebook would start it once for many runs.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from skywidgets import lab  # noqa: E402


def timed(call):
    started = time.perf_counter()
    result = call()
    return result, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games in all (every deal "
                        "is played once per seat rotation)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seats", default="greedy,random")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    seats = args.seats.split(",")
    deals = max(1, args.games // len(seats))

    def play(**where):
        return lab.tournament("skyjo", seats, games=deals, seed=args.seed, progress=False,
                              **where)

    print(f"Skyjo tournament, {' vs '.join(seats)}: {deals} deals x {len(seats)} seat "
          f"rotations = {deals * len(seats)} games; {os.cpu_count()} cores on this machine\n")
    rows = []
    serial, seconds = timed(play)
    rows.append(("serial (one process)", seconds, serial))
    workers, seconds = timed(lambda: play(workers=args.workers))
    rows.append((f"workers={args.workers} (local processes)", seconds, workers))
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        cluster_rows = None
        print("(dask.distributed is not installed: pip install 'skywidgets[cluster]')\n")
    else:
        started = time.perf_counter()
        with LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            client.wait_for_workers(args.workers)
            start_up = time.perf_counter() - started
            clustered, seconds = timed(lambda: play(executor=client))
        rows.append((f"Dask LocalCluster, {args.workers} worker processes", seconds, clustered))
        cluster_rows = start_up

    base = rows[0][1]
    print("| where | games | seconds | games per second | speed-up | same rows |")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    for name, seconds, results in rows:
        print(f"| {name} | {results.games} | {seconds:.1f} | {results.games / seconds:.1f} | "
              f"{base / seconds:.2f}x | {'yes' if results.same_games(serial) else 'NO'} |")
    if cluster_rows is not None:
        print(f"\nThe LocalCluster took {cluster_rows:.1f} s to start (not counted above).")


if __name__ == "__main__":
    main()
