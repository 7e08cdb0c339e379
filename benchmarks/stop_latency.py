#!/usr/bin/env python3
"""How quickly does Stop stop? Time from ``w.stop()`` (or ``w.close()``) to its return, with
the worker gone, for each game while it simulates and while a search bot thinks.

    python benchmarks/stop_latency.py              # every game, 20 stops per situation
    python benchmarks/stop_latency.py --stops 5 --games skyjo

Each stop comes a random 50 to 300 ms after the work started, so it lands anywhere in a
rollout or a search. The table gives the median, the 95th percentile and the longest
stop in milliseconds, and how many workers were still alive after stop returned (0).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # measure this checkout, installed or not

import skywidgets  # noqa: E402
from skywidgets.core.bots import ISMCTSBot  # noqa: E402


def _people_and_search_bot(name: str) -> list[str]:
    game = skywidgets.load(name)
    return ["You", "ismcts"] if game.max_players >= 2 else ["You"]


def _start_simulation(name: str, seed: int):
    widget = skywidgets.widget_class(name)(players=_people_and_search_bot(name), seed=seed,
                                           settings={"autoplay": False})
    # whole games: the longest rollouts the panel can ask for
    widget.simulate(n=5000, wait=False, whole_game=True)
    return widget


def _start_search(name: str, seed: int):
    players = _people_and_search_bot(name)
    if len(players) < 2:
        return None
    widget = skywidgets.widget_class(name)(players=players, seed=seed,
                                           settings={"autoplay": False})
    # a search for the person to move with a budget of ten seconds, in the worker that a
    # Bot move message starts
    widget._spawn(widget._bot_move, ISMCTSBot(iterations=None, time_limit=10.0), busy="bots")
    return widget


SITUATIONS = {"simulating": _start_simulation, "bot thinking": _start_search}


def measure(name: str, situation: str, stops: int, gen: random.Random,
            close: bool = False) -> tuple[list[float], int] | None:
    times, alive = [], 0
    for index in range(stops):
        widget = SITUATIONS[situation](name, seed=index)
        if widget is None:
            return None
        time.sleep(gen.uniform(0.05, 0.3))
        worker = widget._worker
        if worker is None or not worker.is_alive():
            raise RuntimeError(f"{name}, {situation}: the work ended before Stop")
        started = time.perf_counter()
        widget.close() if close else widget.stop()
        times.append(1000 * (time.perf_counter() - started))
        alive += worker is not None and worker.is_alive()
        widget.close()
    return times, alive


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stops", type=int, default=20, help="stops per game and situation")
    parser.add_argument("--games", nargs="*", default=skywidgets.game_names())
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    gen = random.Random(args.seed)
    print(f"{args.stops} stops per row, each 50-300 ms after the work started\n")
    print("| game | situation | call | median ms | p95 ms | max ms | alive after |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: |")
    for name in args.games:
        for situation in SITUATIONS:
            for call in ("stop", "close"):
                result = measure(name, situation, args.stops, gen, close=call == "close")
                if result is None:
                    continue
                times, alive = result
                ordered = sorted(times)
                p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
                print(f"| {name} | {situation} | {call}() | {statistics.median(times):.1f} | "
                      f"{p95:.1f} | {max(times):.1f} | {alive} |", flush=True)


if __name__ == "__main__":
    main()
