#!/usr/bin/env python3
"""Fuzzing the widget protocol: random browser messages and trait writes, every game and situation.

    python benchmarks/fuzz_messages.py                     # 100,000 probes (some minutes)
    python benchmarks/fuzz_messages.py --messages 5000     # a smoke test
    python benchmarks/fuzz_messages.py --seed 7            # another stream of probes

Each game's widget is put in each situation the games allow (a new game, mid-game, the
past on the screen, two branches, game over, several people, a hand-off screen, a simulation running,
bots playing on, a bot thinking) and sent malformed, mistyped, oversized (a megabyte of
text, 400-digit numbers, nesting 900 deep), stale, unknown, near-miss and valid messages,
and front-end writes of every synced trait. Every message that acts on a position comes
with the ply of the position shown, an older one (another view of the board, stale) or
none; names come as a person may type them, spreadsheet formulas among them, or broken
(lone surrogates, only invisible characters, a right-to-left override, a name that
differs from another seat's only by a zero-width space). The probes and their checks are those of the
test suite's tests/widget/test_fuzz_messages.py, from tests/widget/fuzzing.py, here with
many more probes. It prints one Markdown table per game, then the failures by kind and
the first of each kind, and exits with 1 when there is any. It only reads the package: it
never writes to the repository.

A probe is *refused cleanly* when it set ``error`` (a field named, a message of at most
600 characters) and left the engine's state and record and every synced trait exactly
as they were (and a running simulation or bot run running); *accepted as harmless* when
it raised nothing and left the engine sound (its record replays, the traits agree with
it and can be sent as UTF-8 JSON, the seats' names can be saved, and the Log's CSV holds
no cell a spreadsheet would run); *refused while a bot moved* when the situation's own bots
moved during it, so only the error was checked. Anything else is a failure.
"""

from __future__ import annotations

import argparse
import importlib.util
import platform
import sys
import time
from collections import Counter
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # fuzz this checkout, installed or not

import skywidgets  # noqa: E402


def load_fuzzing() -> ModuleType:
    """The test suite's probe maker and checker (tests/widget/fuzzing.py), by its path."""
    spec = importlib.util.spec_from_file_location(
        "skywidgets_fuzzing", ROOT / "tests" / "widget" / "fuzzing.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while made
    spec.loader.exec_module(module)
    return module


def share(total: int, parts: int) -> list[int]:
    """``total`` split into ``parts`` nearly equal whole numbers."""
    return [total // parts + (index < total % parts) for index in range(parts)]


def row(cells: list[object]) -> str:
    return "| " + " | ".join(f"{c:,}" if isinstance(c, int) else str(c) for c in cells) + " |"


def game_table(fuzzing: ModuleType, game: str, situations: list[tuple[str, int]],
               seed: int) -> list:
    """Fuzz one game in each situation; print its table; return the tallies."""
    title = skywidgets.load(game).title
    print(f"\n### {title} (`{game}`)\n")
    print("| situation | tried | refused cleanly | accepted as harmless "
          "| refused while a bot moved | failures | time |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    tallies = []
    for situation, messages in situations:
        start = time.perf_counter()
        tally = fuzzing.fuzz(game, situation, messages, seed=seed)
        seconds = time.perf_counter() - start
        tallies.append(tally)
        failures = len(tally.failures)
        print(row([situation, tally.tried, tally.refused, tally.accepted, tally.raced,
                   f"**{failures:,}**" if failures else 0, f"{seconds:.1f} s"]), flush=True)
    print(row(["**all**", *(sum(getattr(t, name) for t in tallies)
                            for name in ("tried", "refused", "accepted", "raced")),
               sum(len(t.failures) for t in tallies), ""]))
    return tallies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=100_000,
                        help="probes in all, shared evenly by the games' situations "
                             "(default: 100000)")
    parser.add_argument("--seed", type=int, default=0, help="the probes' seed (default: 0)")
    parser.add_argument("--games", default=",".join(skywidgets.game_names()),
                        help="comma-separated game names (default: every game)")
    parser.add_argument("--show", type=int, default=20,
                        help="how many kinds of failure to show the first of (default: 20)")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.games.split(",") if n.strip()]
    unknown = sorted(set(names) - set(skywidgets.game_names()))
    if unknown:
        parser.error(f"no game named {unknown[0]!r}; games: {', '.join(skywidgets.game_names())}")
    if args.messages < 1:
        parser.error("--messages is at least 1")

    fuzzing = load_fuzzing()
    cases = [case for case in fuzzing.cases() if case[0] in names]
    counts = dict(zip(cases, share(args.messages, len(cases))))
    print(f"## skywidgets {skywidgets.__version__}: fuzzing the widget protocol\n")
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on "
          f"{platform.system()} {platform.machine()}; {args.messages:,} probes over "
          f"{len(cases)} games and situations, seed {args.seed}. A probe is refused cleanly "
          "(error set, nothing else changed), accepted as harmless (nothing raised, the "
          "engine sound), refused while a bot moved (only the error checked), or a failure.")

    start = time.perf_counter()
    tallies = []
    for game in names:
        situations = [(situation, counts[(g, situation)]) for g, situation in cases
                      if g == game and counts[(g, situation)]]
        tallies += game_table(fuzzing, game, situations, args.seed)
    failures = [f for t in tallies for f in t.failures]
    tried = sum(t.tried for t in tallies)
    print(f"\n{tried:,} probes in {time.perf_counter() - start:.0f} s: "
          f"{sum(t.refused for t in tallies):,} refused cleanly, "
          f"{sum(t.accepted for t in tallies):,} accepted as harmless, "
          f"{sum(t.raced for t in tallies):,} refused while a bot moved, "
          f"{len(failures):,} failures.")

    print("\n### Failures by kind\n")
    if not failures:
        print("None.")
        return 0
    print("| failures | games | kind |")
    print("| ---: | --- | --- |")
    kinds = Counter(fuzzing.failure_kind(f) for f in failures)
    for kind, count in kinds.most_common():
        games = sorted({f.game for f in failures if fuzzing.failure_kind(f) == kind})
        print(row([count, ", ".join(games), kind.replace("|", "\\|")]))

    # the first failure of each kind: a common one does not hide the rarer ones
    first: dict[str, object] = {}
    for failure in failures:
        first.setdefault(fuzzing.failure_kind(failure), failure)
    print("\n### First failures (the first of each kind)\n")
    for failure in list(first.values())[:args.show]:
        print(f"- {failure.game} / {failure.situation} / probe {failure.index} "
              f"({failure.family}): `{failure.probe}`")
        for problem in failure.problems:
            print(f"  - {problem}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
