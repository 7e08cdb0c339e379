#!/usr/bin/env python3
"""How fast is skywidgets? Throughput and latency of every game, printed as Markdown tables.

    python benchmarks/run.py                       # every game, full runs (about a minute)
    python benchmarks/run.py --games skyway        # one game
    python benchmarks/run.py --quick               # fewer repeats: a smoke test (seconds)
    python benchmarks/run.py --profile             # also print where the time goes (cProfile)
    python benchmarks/run.py --whole-game          # decisions also with whole random games
    python benchmarks/run.py --panels              # only the Simulated outcomes panels

Everything runs on one CPU core (the process pins itself where the OS allows it;
subprocesses inherit the pin), is timed with ``time.perf_counter`` and is
repeated; the tables give the median and the spread. What each number means is
in benchmarks/README.md. The script only reads the package: it never writes to
the repository.

The measures go through the game-agnostic contract (``skywidgets.game_names()``,
``Game.new``, ``State.legal_moves``/``apply``, ``iter_simulate``, the
``GameWidget`` message handler), so a new game shows up here without changes.
"""

from __future__ import annotations

import argparse
import cProfile
import gzip
import io
import json
import os
import platform
import pstats
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # measure this checkout, installed or not

import skywidgets  # noqa: E402
import skywidgets.widget  # noqa: E402  (STATIC: where the built bundles live)
from skywidgets.core.bots import SeatInfo, get_bot  # noqa: E402
from skywidgets.core.rng import Rng  # noqa: E402
from skywidgets.core.simulate import iter_simulate  # noqa: E402

perf_counter = time.perf_counter

#: targets from the design brief; a game missing here gets the "*" entry only
TARGETS: dict[str, dict[str, float]] = {
    "*": {"first_partial_s": 0.1, "full_panel_s": 1.0, "move_ms": 5.0},
    "skyway": {"games_per_s": 2000.0},
}

#: how much work each measure does: (full, quick)
SIZES = {
    "games": (1000, 200),        # random games per timed run
    "game_runs": (7, 3),         # timed runs of those games
    "sim_runs": (5, 1),          # full Simulated outcomes panels
    "sim_n": (200, 200),         # rollouts per legal move (the panel's default)
    "bot_runs": (7, 2),          # timed IS-MCTS decisions
    "widget_games": (20, 3),     # whole games played through the widget's message handler
    "import_runs": (7, 3),       # fresh interpreters per import measure
}
MIDGAME_SEED = 2024
MIDGAME_PLIES = 8


def _robbery_phase(phase: str, min_round: int = 1, min_moves: int = 2) -> Callable:
    return lambda state: (state.phase == phase and state.round >= min_round
                          and len(state.legal_moves()) >= min_moves)


def _express_phase(phase: str, min_moves: int = 2) -> Callable:
    return lambda state: state.phase == phase and len(state.legal_moves()) >= min_moves


#: decisions whose Simulated outcomes a game wants timed beside the mid-game position:
#: (what, players, seed, the first position reached by random play from the seed that
#: is such a decision)
SIM_DECISIONS: dict[str, list[tuple[str, int, int, Callable[[Any], bool]]]] = {
    "skyway_robbery": [
        ("a programming decision", 3, MIDGAME_SEED, _robbery_phase("program", min_round=3,
                                                                   min_moves=7)),
        ("an in-action decision (inside a job)", 3, MIDGAME_SEED,
         _robbery_phase("plan", min_round=2, min_moves=4)),
        ("an in-action decision (inside a job)", 5, MIDGAME_SEED,
         _robbery_phase("plan", min_round=2, min_moves=4)),
    ],
    # the opening has the most legal moves and the longest rollouts of the game
    "skybridge": [
        ("the opening", 4, MIDGAME_SEED, lambda state: state.ply == 0),
        ("the opening", 3, MIDGAME_SEED, lambda state: state.ply == 0),
        ("the opening", 2, MIDGAME_SEED, lambda state: state.ply == 0),
        ("an early decision", 4, MIDGAME_SEED, lambda state: state.ply == 3),
        ("an early decision", 2, MIDGAME_SEED, lambda state: state.ply == 3),
    ],
    "skyline_express": [
        ("the opening, a die to take", 1, MIDGAME_SEED, _express_phase("pick")),
        ("a die in hand", 1, MIDGAME_SEED, _express_phase("hold")),
        ("after seating, a service or the end of the turn", 1, MIDGAME_SEED,
         _express_phase("after")),
        ("a die in hand", 4, MIDGAME_SEED, _express_phase("hold")),
    ],
}


# ====================================================================== helpers
def pin_to_one_core() -> str:
    """Run on a single core so the numbers mean "one core" (subprocesses inherit it)."""
    if not hasattr(os, "sched_setaffinity"):
        return "not pinned (this OS has no sched_setaffinity)"
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    return f"pinned to CPU {cpu}"


def percentile(samples: list[float], q: float) -> float:
    """The q-th percentile (0..100), linear between order statistics."""
    ordered = sorted(samples)
    if len(ordered) == 1:
        return ordered[0]
    pos = (len(ordered) - 1) * q / 100
    low = int(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def fmt(value: float, unit: str) -> str:
    if unit == "s":
        return f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s"
    if unit == "ms":
        return f"{value:.2f} ms"
    if unit == "/s":
        return f"{value:,.0f} /s"
    if unit == "B":
        return f"{value:,.0f} B"
    return f"{value:g} {unit}"


def spread(samples: list[float], unit: str, how: str = "range") -> str:
    """min–max for a few repeated runs; p10–p90 (and max) for many per-event samples."""
    if len(samples) < 2:
        return "1 run"
    if how == "range":
        return f"{fmt(min(samples), unit)} – {fmt(max(samples), unit)}, {len(samples)} runs"
    return (f"p10 {fmt(percentile(samples, 10), unit)} – p90 {fmt(percentile(samples, 90), unit)}, "
            f"max {fmt(max(samples), unit)}, {len(samples)} samples")


def verdict(value: float, target: float | None, higher_is_better: bool) -> str:
    if target is None:
        return "–"
    met = value >= target if higher_is_better else value <= target
    if met:
        return "met"
    factor = target / value if higher_is_better else value / target
    return f"**missed** ({factor:.2f}× off)"


def target_text(target: float | None, unit: str, higher_is_better: bool) -> str:
    if target is None:
        return "–"
    return ("≥ " if higher_is_better else "≤ ") + fmt(target, unit)


def profile(label: str, fn: Callable[[], Any], limit: int = 12) -> None:
    """Print the functions where ``fn`` spends its time (cumulative, then own time)."""
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    for order in ("cumulative", "tottime"):
        out = io.StringIO()
        pstats.Stats(prof, stream=out).strip_dirs().sort_stats(order).print_stats(limit)
        text = out.getvalue()
        body = text[text.find("   ncalls"):].rstrip()
        print(f"\n<details><summary>cProfile: {label}, by {order}</summary>\n\n```\n{body}\n```\n"
              "</details>")


def random_playout(state, gen: random.Random) -> int:
    """Random legal moves to the end; returns the number of moves played."""
    plies = 0
    while not state.is_over:
        moves = state.legal_moves()
        state.apply(moves[gen.randrange(len(moves))])
        plies += 1
    return plies


def midgame_position(game):
    """A fixed mid-game position: MIDGAME_PLIES random moves from MIDGAME_SEED
    (fewer if the game would end, so that there is always something to simulate)."""
    state = game.new(seed=MIDGAME_SEED)
    gen = random.Random(MIDGAME_SEED)
    for _ in range(MIDGAME_PLIES):
        moves = state.legal_moves()
        trial = state.copy()
        trial.apply(moves[gen.randrange(len(moves))])
        if trial.is_over:
            break
        state = trial
    return state


# ====================================================================== measures
def bench_random_games(game, count: int, runs: int, players: int | None = None) -> dict:
    """Engine only: new(seed) + uniformly random legal moves to the end + scores()."""

    def one_run() -> tuple[float, int]:
        gen = random.Random(0)
        plies = 0
        start = perf_counter()
        for seed in range(count):
            state = game.new(players=players, seed=seed)
            plies += random_playout(state, gen)
            state.scores()
        return count / (perf_counter() - start), plies

    one_run()  # warm-up, not counted
    rates, plies = [], 0
    for _ in range(runs):
        rate, plies = one_run()
        rates.append(rate)
    return {"rates": rates, "plies_per_game": plies / count, "run": one_run}


def decision_position(game, players: int, seed: int, wanted: Callable[[Any], bool]):
    """The first position random play from ``seed`` reaches where ``wanted(state)``."""
    state = game.new(players=players, seed=seed)
    gen = random.Random(seed)
    while not wanted(state):
        if state.is_over:
            raise RuntimeError(f"seed {seed} never reached the position wanted")
        moves = state.legal_moves()
        state.apply(moves[gen.randrange(len(moves))])
    return state


def bench_simulate(game, n: int, runs: int, state=None, **options: Any) -> dict:
    """Simulated outcomes for one mid-game position: every legal move × n rollouts.

    "First partial" is the first Outcomes that iter_simulate yields (one rollout
    per legal move), plus its to_dict() -- what the widget pushes to the panel
    first: GameWidget._simulate_loop publishes the first sweep at once, then at
    most every PUSH_INTERVAL. "Full panel" is the last yield (status "done").
    """
    state = midgame_position(game) if state is None else state
    moves = len(state.legal_moves())

    def one_run(seed: int) -> tuple[float, float]:
        start = perf_counter()
        sweeps = iter_simulate(state, n=n, rng=seed, **options)
        first = next(sweeps)
        first.to_dict()
        t_first = perf_counter() - start
        last = first
        for last in sweeps:
            pass
        last.to_dict()
        assert last.status == "done" and last.done == n
        return t_first, perf_counter() - start

    # every run uses the same rollout seed: the same work each time, so the spread is the machine's
    firsts, fulls = [], []
    for _ in range(runs):
        t_first, t_full = one_run(0)
        firsts.append(t_first)
        fulls.append(t_full)
    said = next(iter_simulate(state, n=1, rng=0, **options))  # what the panel says it measured
    return {"first": firsts, "full": fulls, "moves": moves, "ply": state.ply, "n": n,
            "horizon": getattr(said, "horizon", None), "rollout": said.rollout, "run": lambda: one_run(0)}


def bench_ismcts(game, runs: int) -> dict:
    """One decision of the registered "ismcts" bot (its default budget), mid-game position."""
    state = midgame_position(game)
    bot = get_bot("ismcts")
    info = SeatInfo(state, state.current_player)

    def one_run() -> float:
        start = perf_counter()
        bot.choose(info, Rng(0))
        return perf_counter() - start

    one_run()  # warm-up, not counted
    return {"times": [one_run() for _ in range(runs)], "iterations": bot.iterations,
            "ply": state.ply, "moves": len(state.legal_moves()), "run": one_run}


def wire_packer() -> Callable[[Any], bytes]:
    """The serializer the kernel uses for message content (jupyter_client), or its equivalent."""
    try:
        from jupyter_client.session import json_packer
        return json_packer
    except ImportError:  # pragma: no cover - jupyter_client comes with ipykernel
        return lambda obj: json.dumps(obj, ensure_ascii=False, allow_nan=False).encode("utf-8")


def bench_widget_moves(game_name: str, games: int) -> dict:
    """One move through the widget, as the browser makes it.

    Time: the Python side of a ``{"type": "move", "id", "ply"}`` message, i.e.
    ``widget._on_message(widget, content, None)`` exactly as the comm's message
    callback calls it: validation, the engine move, the new view/moves/log and
    the trait update (serialising the changed traits included).

    Bytes: what goes to the browser. Outside a kernel an ipywidgets widget talks
    to a ``comm.DummyComm``; ipywidgets still builds the real update message
    (``hold_sync`` collects the traits that changed, ``send_state`` turns them
    into ``{"method": "update", "state": ..., "buffer_paths": ...}``) and hands
    it to ``comm.send``. We wrap that ``send`` and pack the ``comm_msg`` content
    ``{"comm_id", "data"}`` with jupyter_client's own ``json_packer`` (UTF-8,
    ensure_ascii=False), plus any binary buffers. Only the Jupyter envelope
    (header, parent header, signature: a few hundred bytes, the same for every
    message) is left out. The wrapper runs inside the timed call, but it only
    packs JSON, which a real kernel does too.
    """
    cls = skywidgets.widget_class(game_name)
    pack = wire_packer()
    latencies_ms: list[float] = []
    sizes: list[float] = []
    messages: list[int] = []
    for seed in range(games):
        # nothing plays on its own (a rules-driven opponent's steps wait), so each
        # message is exactly one move
        widget = cls(seed=seed, settings={"autoplay": False})
        comm = widget.comm
        sent: list[int] = []

        def record(data=None, metadata=None, buffers=None, _sent=sent, _comm=comm, **_kw):
            size = len(pack({"comm_id": _comm.comm_id, "data": data}))
            size += sum(memoryview(b).nbytes for b in buffers or ())
            _sent.append(size)

        comm.send = record
        gen = random.Random(seed)
        ready(widget)
        while widget.moves:
            move_id = widget.moves[gen.randrange(len(widget.moves))]["id"]
            content = {"type": "move", "id": move_id, "ply": widget.ply}
            before = len(sent)
            ply = widget.ply
            start = perf_counter()
            widget._on_message(widget, content, None)
            latencies_ms.append((perf_counter() - start) * 1000)
            if widget.error or widget.ply != ply + 1:
                raise RuntimeError(f"the widget refused {content}: {widget.error}")
            sizes.append(sum(sent[before:]))
            messages.append(len(sent) - before)
            ready(widget)
        widget.close()
    return {"ms": latencies_ms, "bytes": sizes, "messages": messages}


def ready(widget) -> None:
    """Past the hand-off screen, untimed: in a game with private views the people sharing
    the screen say ``ready`` before their moves show (not part of a move's cost)."""
    while widget.handoff:
        widget._on_message(widget, {"type": "ready", "ply": widget.ply}, None)


def bench_import(statement: str, runs: int) -> list[float]:
    """Seconds to run ``statement`` in a fresh interpreter (interpreter start-up excluded)."""
    code = f"import time; t = time.perf_counter(); {statement}; print(time.perf_counter() - t)"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT),
                                                                      os.environ.get("PYTHONPATH")]))}
    # one untimed run first, so that .pyc files are written and disk caches are warm
    subprocess.run([sys.executable, "-c", statement], check=True, env=env, capture_output=True)
    times = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], check=True, env=env,
                             capture_output=True, text=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return times


def import_breakdown(statement: str, top: int = 6) -> list[tuple[str, float]]:
    """The top-level packages that ``statement`` spends its import time in (-X importtime)."""
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", statement], check=True,
                         capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    per_package: dict[str, float] = {}
    for line in out.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        try:
            own = int(line.split(":", 1)[1].split("|")[0])
        except ValueError:
            continue  # the header line
        name = line.rsplit("|", 1)[1].strip().split(".")[0]
        per_package[name] = per_package.get(name, 0.0) + own / 1e6
    return sorted(per_package.items(), key=lambda kv: -kv[1])[:top]


def file_sizes(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    return len(data), len(gzip.compress(data, compresslevel=9, mtime=0))


# ====================================================================== report
def game_table(name: str, sizes: dict, do_profile: bool) -> None:
    game = skywidgets.load(name)
    targets = {**TARGETS["*"], **TARGETS.get(name, {})}
    rows: list[tuple[str, str, str, str, str]] = []

    # the fewest players, four where the game allows it, and the most
    for players in sorted({game.min_players, min(4, game.max_players), game.max_players}):
        games = bench_random_games(game, sizes["games"], sizes["game_runs"], players)
        rate = statistics.median(games["rates"])
        who = "" if game.min_players == game.max_players else f"{players} player{'s' * (players > 1)}, "
        rows.append((f"random full games per second ({who}engine only; "
                     f"{games['plies_per_game']:.1f} moves a game, {sizes['games']:,} games a run)",
                     fmt(rate, "/s"), spread(games["rates"], "/s"),
                     target_text(targets.get("games_per_s"), "/s", True),
                     verdict(rate, targets.get("games_per_s"), True)))

    search = bench_ismcts(game, sizes["bot_runs"])
    decision = statistics.median(search["times"])
    rows.append((f"one IS-MCTS bot decision ({search['iterations']} iterations, "
                 f"{search['moves']} legal moves, position after {search['ply']} moves; "
                 f"{1 / decision:.1f} decisions/s)",
                 fmt(decision, "s"), spread(search["times"], "s"), "–", "–"))

    if not has_widget(name):
        # an engine whose notebook widget is not written yet: the engine rows only
        _print_table(game, name, rows)
        if do_profile:
            profile(f"{name}: {sizes['games']} random games", games["run"])
            profile(f"{name}: one IS-MCTS decision", search["run"])
        return

    moves = bench_widget_moves(name, sizes["widget_games"])
    move_ms = statistics.median(moves["ms"])
    rows.append((f"one move through the widget, Python side ({sizes['widget_games']} whole games)",
                 fmt(move_ms, "ms"), spread(moves["ms"], "ms", "percentiles"),
                 target_text(targets.get("move_ms"), "ms", False),
                 verdict(move_ms, targets.get("move_ms"), False)))
    per_msg = statistics.median(moves["messages"])
    rows.append((f"bytes sent to the browser per move ({per_msg:g} update message, comm_msg content)",
                 fmt(statistics.median(moves["bytes"]), "B"),
                 f"min {fmt(min(moves['bytes']), 'B')} – max {fmt(max(moves['bytes']), 'B')}",
                 "–", "–"))

    cls = skywidgets.widget_class(name)
    for statement in (f"from skywidgets import {cls.__name__}",
                      f"import skywidgets; skywidgets.load({name!r})"):
        times = bench_import(statement, sizes["import_runs"])
        rows.append((f"import time: `{statement}` (fresh interpreter)",
                     fmt(statistics.median(times), "s"), spread(times, "s"), "–", "–"))

    bundle = skywidgets.widget.STATIC / f"{name}.js"
    if bundle.exists():
        raw, packed = file_sizes(bundle)
        rows.append((f"front-end bundle `skywidgets/static/{bundle.name}`", fmt(raw, "B"),
                     f"gzip -9: {fmt(packed, 'B')}", "–", "–"))
    else:
        rows.append((f"front-end bundle `skywidgets/static/{bundle.name}`", "missing", "", "–", "–"))

    _print_table(game, name, rows)

    if do_profile:
        profile(f"{name}: {sizes['games']} random games", games["run"])
        profile(f"{name}: one IS-MCTS decision", search["run"])
        profile(f"{name}: {min(3, sizes['widget_games'])} games through the widget",
                lambda: bench_widget_moves(name, min(3, sizes["widget_games"])))


def panel_positions(game, name: str, whole_game: bool) -> list[tuple[str, Any, dict]]:
    """The bench positions of a game's Simulated outcomes panel: (what, state, options).

    The mid-game position, then the game's SIM_DECISIONS; with ``whole_game``, each
    decision also with random rollouts to the end of the game (no horizon)."""
    midgame = midgame_position(game)
    positions = [(f"mid-game position, after {midgame.ply} moves", midgame, {})]
    for what, players, seed, wanted in SIM_DECISIONS.get(name, ()):
        state = decision_position(game, players, seed, wanted)
        where = (f"{what}, {players} player{'s' * (players != 1)}, after {state.ply} "
                 f"move{'s' * (state.ply != 1)}")
        positions.append((where, state, {}))
        if whole_game:
            positions.append((f"{where}, random rollouts to the end of the game", state,
                              {"rollout": "random", "horizon": False}))
    return positions


def panel_table(name: str, sizes: dict, whole_game: bool, do_profile: bool) -> None:
    """Every bench position's Simulated outcomes panel, with the rollouts in batch (where
    the game has batched rollouts) and one by one, side by side.

    The two ways are timed in turn, run after run, so that a busy machine slows both
    alike. The verdict is on the panel as the widget runs it (in batch where it can)."""
    game = skywidgets.load(name)
    targets = {**TARGETS["*"], **TARGETS.get(name, {})}
    first_goal, full_goal = targets["first_partial_s"], targets["full_panel_s"]
    in_batch = game.batched_rollouts is not None
    print(f"\n#### {game.title}: Simulated outcomes panels\n")
    runs = sizes["sim_runs"]
    print(f"Every legal move × {sizes['sim_n']} rollouts; "
          f"{'one run' if runs == 1 else f'medians of {runs} runs'}. Goal: first numbers within {fmt(first_goal, 's')}, the full panel within "
          f"{fmt(full_goal, 's')}." + ("" if in_batch else
                                         " This game plays its rollouts one by one only."))
    print()
    print("| position | moves | rollouts | first numbers | full panel, in batch | "
          "full panel, one by one | |")
    print("| --- | ---: | --- | ---: | ---: | ---: | --- |")
    for what, state, options in panel_positions(game, name, whole_game):
        batched = {"first": [], "full": []}
        alone = {"first": [], "full": []}
        sim = None  # the panel as the widget runs it: in batch where the game can
        for _ in range(sizes["sim_runs"]):
            for timed, flag in ((batched, True), (alone, False)):
                if flag and not in_batch:
                    continue
                run = bench_simulate(game, sizes["sim_n"], 1, state, batched=flag, **options)
                timed["first"].append(run["first"][0])
                timed["full"].append(run["full"][0])
                if flag == in_batch:
                    sim = run
        shown = batched if in_batch else alone
        first, full = statistics.median(shown["first"]), statistics.median(shown["full"])
        how = (f"{sim['rollout']}, to {sim['horizon']}" if sim["horizon"]
               else f"{sim['rollout']}, to the end of the game")
        batch_text = fmt(statistics.median(batched["full"]), "s") if in_batch else "–"
        alone_full = statistics.median(alone["full"])
        met = first <= first_goal and full <= full_goal
        worst = max(first / first_goal, full / full_goal)
        print(f"| {what} | {sim['moves']} | {how} | {fmt(first, 's')} | {batch_text} | "
              f"{fmt(alone_full, 's')} | {'met' if met else f'**missed** ({worst:.2f}× off)'} |")
        if do_profile:
            profile(f"{name}: one full Simulated outcomes panel, {what}", sim["run"])


def has_widget(name: str) -> bool:
    try:
        skywidgets.widget_class(name)
    except ValueError:
        return False
    return True


def _print_table(game, name: str, rows: list) -> None:
    print(f"\n### {game.title} (`{name}`)\n")
    if not has_widget(name):
        print("Engine only: this game has no notebook widget yet.\n")
    print("| measure | median | spread | target | |")
    print("| --- | ---: | --- | --- | --- |")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def shared_table(sizes: dict) -> None:
    rows = []
    times = bench_import("import skywidgets", sizes["import_runs"])
    rows.append(("import time: `import skywidgets` (fresh interpreter)",
                 fmt(statistics.median(times), "s"), spread(times, "s")))
    for css in sorted(skywidgets.widget.STATIC.glob("*.css")):
        raw, packed = file_sizes(css)
        rows.append((f"stylesheet `skywidgets/static/{css.name}`", fmt(raw, "B"),
                     f"gzip -9: {fmt(packed, 'B')}"))
    print("\n### Shared\n")
    print("| measure | median | spread |")
    print("| --- | ---: | --- |")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(skywidgets.game_names()),
                        help="comma-separated game names (default: every game)")
    parser.add_argument("--quick", action="store_true", help="fewer repeats: a smoke test")
    parser.add_argument("--whole-game", action="store_true",
                        help="also time the game's decision positions with random rollouts to "
                             "the end of the game (no horizon), for comparison")
    parser.add_argument("--panels", action="store_true",
                        help="only the Simulated outcomes panels' table of each game")
    parser.add_argument("--profile", action="store_true",
                        help="also print cProfile tables of each engine/widget measure")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.games.split(",") if n.strip()]
    unknown = sorted(set(names) - set(skywidgets.game_names()))
    if unknown:
        parser.error(f"no game named {unknown[0]!r}; games: {', '.join(skywidgets.game_names())}")
    sizes = {key: value[1 if args.quick else 0] for key, value in SIZES.items()}

    pinned = pin_to_one_core()
    print(f"## skywidgets {skywidgets.__version__} benchmarks"
          f"{' (quick)' if args.quick else ''}\n")
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on "
          f"{platform.system()} {platform.machine()}, {pinned}; "
          "times are medians of repeated runs (time.perf_counter).")

    for name in names:
        if not args.panels:
            game_table(name, sizes, args.profile)
        panel_table(name, sizes, args.whole_game, args.profile)
    if args.panels:
        return 0
    shared_table(sizes)
    print("\nImport time of `from skywidgets import <Widget>` by top-level package "
          "(`-X importtime`, own time, one run):\n")
    statement = f"from skywidgets import {skywidgets.widget_class(names[0]).__name__}" if names else \
        "import skywidgets"
    for package, seconds in import_breakdown(statement):
        print(f"- {package}: {seconds * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
