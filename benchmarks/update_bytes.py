"""How many bytes one move sends to the browser, early in a game and late in it.

Every game is played in a widget by one person at the screen ("You", random legal moves
from a fixed seed) and random bots in the other seats, one move at a time (the bots wait
for their turn to be asked, so that each move is measured alone). The widget's comm is
hooked: every message it would send to the browser is recorded as the JSON text the
kernel sends (the "update" of the changed traits, and any custom message). A move's cost
is the bytes of all the messages it sends. The table gives the cost of the 10th and the
200th move, or of the last move when the game ends sooner, and the traits that weigh
most in that late update.

    python benchmarks/update_bytes.py                  # every game
    python benchmarks/update_bytes.py --games skyjo    # some games (comma-separated)
    python benchmarks/update_bytes.py --late 400       # a later move than the 200th

It measures the checkout it lives in (run it with PYTHONPATH set to it) and writes nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import skywidgets  # noqa: E402
from skywidgets import games  # noqa: E402
from skywidgets.core.rng import Rng  # noqa: E402

#: the seats of each game: the person at the screen, then random bots
SEATS = {"skyway": ["You"], "skyline_express": ["You", "random"]}
DEFAULT_SEATS = ["You", "random", "random"]
EARLY = 10
SEED = 7


class Recorder:
    """Stands in for the widget's comm ``send``: keeps each message's JSON size, and the
    size of each trait in it."""

    def __init__(self) -> None:
        self.messages: list[dict] = []

    def __call__(self, data=None, metadata=None, buffers=None) -> None:
        self.messages.append(data)

    def take(self) -> tuple[int, dict[str, int]]:
        """The bytes sent since the last call, and the bytes of each part."""
        total, parts = 0, {}
        for data in self.messages:
            total += len(json.dumps(data, separators=(",", ":")).encode())
            if data.get("method") == "update":
                for name, value in data.get("state", {}).items():
                    size = len(json.dumps(value, separators=(",", ":")).encode())
                    parts[name] = parts.get(name, 0) + size
            else:
                key = f"custom:{data.get('content', {}).get('type', '?')}"
                parts[key] = parts.get(key, 0) + len(json.dumps(data).encode())
        self.messages.clear()
        return total, parts


def measure(game: str, late: int) -> dict:
    """Play ``game`` move by move up to the ``late``-th move (or its end) and return the
    cost of the early and late moves."""
    cls = skywidgets.widget_class(game)
    widget = cls(players=SEATS.get(game, DEFAULT_SEATS), seed=SEED,
                 settings={"autoplay": False})
    recorder = Recorder()
    widget.comm.send = recorder
    chooser = Rng(SEED)
    costs: dict[int, tuple[int, dict]] = {}
    while widget.ply < late and not widget.state.is_over:
        recorder.take()
        if widget.moves:
            widget.play(chooser.choice(widget.moves)["id"])
        else:
            widget.bot_step()
        costs[widget.ply] = recorder.take()
    last = widget.ply
    widget.close()
    early = costs.get(EARLY, (0, {}))
    late_cost = costs[last]
    heaviest = sorted(late_cost[1].items(), key=lambda kv: -kv[1])[:3]
    return {"game": game, "early": early[0], "late_ply": last, "late": late_cost[0],
            "ended": last < late, "heaviest": heaviest}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(games.names()))
    parser.add_argument("--late", type=int, default=200)
    args = parser.parse_args()
    print(f"Bytes sent to the browser by one move (seed {SEED})\n")
    print(f"| game | move {EARLY} | late move | bytes | late / early | heaviest in the late "
          "update |")
    print("| --- | ---: | --- | ---: | ---: | --- |")
    for game in args.games.split(","):
        row = measure(game.strip(), args.late)
        when = f"{row['late_ply']}" + (" (the game ended)" if row["ended"] else "")
        ratio = row["late"] / row["early"] if row["early"] else float("nan")
        heaviest = ", ".join(f"{name} {size:,}" for name, size in row["heaviest"])
        print(f"| {row['game']} | {row['early']:,} | {when} | {row['late']:,} | "
              f"{ratio:.1f} | {heaviest} |")


if __name__ == "__main__":
    main()
