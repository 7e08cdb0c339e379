"""How long from a click on a legal move to the board drawn again, in a real JupyterLab.

For every game, one notebook cell shows two widgets: a game just started, and the same
game (the same seed, the person's moves chosen at random, the bots answering) a long way
in: 150 moves, or as far as the game goes while the person still has a dozen moves to
make. The page's Legal moves panel is clicked, a move at random, a dozen times in each;
each time the page notes ``performance.now()`` at the click, watches the widget with a
MutationObserver until the Log shows one more move (the shell draws the board, then the
panels, in one step: the board is new by then), and waits for the next animation frame,
when the new board is painted. The table gives the median and the slowest of those times,
early and late; the aim is 50 ms.

It drives Debian's Chromium (``/usr/bin/chromium``) in the hermetic JupyterLab of the
browser tests (``tests/e2e/conftest.py``), from this checkout:

    PYTHONPATH=$PWD python benchmarks/click_to_redraw.py
    PYTHONPATH=$PWD python benchmarks/click_to_redraw.py --games skyjo,skybridge
    PYTHONPATH=$PWD python benchmarks/click_to_redraw.py --nagle   # skywidgets.server off

The server loads skywidgets' server extension (``skywidgets.server``: kernel websockets
with Nagle's algorithm off) where skywidgets is installed; ``--nagle`` measures a server
without it, for comparison. The table's title says which was measured.

The bots answer at once (pace 0); a bot's own reply comes after the redraw measured.
Times are the browser's and the kernel's together, on whatever else the machine is
running: compare runs made on the same machine. Tests never assert them.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import skywidgets  # noqa: E402

#: the seats: the person at the screen, then random bots (quick: the measure is the page's)
SEATS = {"skyway": ["You"], "skyline_express": ["You"]}
DEFAULT_SEATS = ["You", "random"]
SEED = 7
CLICKS = 12
LATE = 150
AIM_MS = 50
TIMEOUT = 30_000

#: clicks the legal move at `index` and resolves to the milliseconds until the Log shows
#: one more move and the next frame is painted
CLICK_JS = """([w, index]) => new Promise((resolve, reject) => {
    const count = () => w.querySelectorAll('.skyw-log-panel .skyw-log-entry').length;
    const before = count();
    const button = w.querySelectorAll('.skyw-moves-panel .skyw-move')[index];
    if (!button) { reject(new Error('no legal move ' + index)); return; }
    let start = 0;
    const observer = new MutationObserver(() => {
        if (count() <= before) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(w, { childList: true, subtree: true, characterData: true, attributes: true });
    start = performance.now();
    button.click();
    setTimeout(() => { observer.disconnect(); reject(new Error('no redraw in 20 s')); }, 20000);
})"""

#: the person's turn (legal moves listed) with nothing running, or the game over
READY_JS = """w => /Game over/.test(w.querySelector('.skyw-turn').textContent)
    || (w.querySelectorAll('.skyw-moves-panel .skyw-move').length > 0
        && !w.querySelector('.skyw').classList.contains('is-busy'))"""


def seats(game: str) -> list[str]:
    return SEATS.get(game, DEFAULT_SEATS)


def late_ply(game: str) -> int:
    """As far in as the game of ``SEED`` goes (the person's moves at random, as in the
    notebook) with a dozen of the person's moves still to make, up to ``LATE``."""
    turns = []
    chooser = random.Random(SEED)
    w = skywidgets.widget_class(game)(players=seats(game), seed=SEED, settings={"pace": 0})
    while not w.state.is_over and w.moves:
        turns.append(w.ply)
        w.play(chooser.choice(w.moves)["id"])
    ply = turns[-(CLICKS + 2)] if len(turns) > CLICKS + 2 else 0
    return min(LATE, ply)


def notebook_code(game: str, late: int) -> str:
    cls = skywidgets.widget_class(game).__name__
    return (
        "import random\n"
        "from IPython.display import display\n"
        f"from skywidgets import {cls}\n"
        f"early = {cls}(players={json.dumps(seats(game))}, seed={SEED}, settings={{'pace': 0}})\n"
        f"late = {cls}(players={json.dumps(seats(game))}, seed={SEED}, settings={{'pace': 0}})\n"
        f"chooser = random.Random({SEED})\n"
        f"while late.ply < {late} and not late.state.is_over and late.moves:\n"
        "    late.play(chooser.choice(late.moves)['id'])\n"
        "display(early, late)\n"
    )


def measure(page, widget, clicks: int, rng: random.Random) -> list[float]:
    times = []
    for _ in range(clicks):
        page.wait_for_function(READY_JS, arg=widget.element_handle(), timeout=TIMEOUT)
        count = widget.locator(".skyw-moves-panel .skyw-move").count()
        if count == 0:
            break  # the game is over
        times.append(widget.evaluate(f"(w) => ({CLICK_JS})([w, {rng.randrange(count)}])"))
    return times


def run(jupyterlab, games: list[str]) -> list[dict]:
    page = jupyterlab.page
    rows = []
    for game in games:
        late = late_ply(game)
        name = f"click-{game}.ipynb"
        jupyterlab.run_notebook(jupyterlab.server.write_notebook(name, notebook_code(game, late)))
        widgets = page.locator(f'.jp-OutputArea-output:has(.skyw[data-game="{game}"])')
        widgets.nth(1).wait_for(state="visible", timeout=TIMEOUT)
        rng = random.Random(SEED)
        row = {"game": game, "late_ply": late}
        for key, index in (("early", 0), ("late", 1)):
            widget = widgets.nth(index)
            widget.scroll_into_view_if_needed()
            times = measure(page, widget, CLICKS, rng)
            row[key] = (statistics.median(times), max(times), len(times))
        rows.append(row)
        jupyterlab.server.shutdown_sessions(name)
    return rows


def websocket_mode(jupyterlab) -> str:
    """What the server's log says of its kernel websockets."""
    from skywidgets.server import ANNOUNCEMENT
    if ANNOUNCEMENT in jupyterlab.server.log.read_text(errors="replace"):
        return "kernel websockets without Nagle's delay (skywidgets.server on)"
    return "kernel websockets with Nagle's algorithm (skywidgets.server off)"


def table(rows: list[dict], mode: str) -> str:
    lines = [f"Click on a legal move to the board drawn again (ms; aim {AIM_MS}); {mode}", "",
             "| game | early: median | early: slowest | late ply | late: median | "
             "late: slowest | clicks |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for row in rows:
        (em, ex, en), (lm, lx, ln) = row["early"], row["late"]
        lines.append(f"| {row['game']} | {em:.0f} | {ex:.0f} | {row['late_ply']} | {lm:.0f} | "
                     f"{lx:.0f} | {en} + {ln} |")
    return "\n".join(lines)


@pytest.mark.browser
def test_click_to_redraw(jupyterlab):
    """Not a test: the measure, run by pytest for the browser tests' JupyterLab."""
    games = os.environ.get("CLICK_TO_REDRAW_GAMES", ",".join(skywidgets.game_names()))
    rows = run(jupyterlab, [g.strip() for g in games.split(",")])
    print("\n" + table(rows, websocket_mode(jupyterlab)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(skywidgets.game_names()))
    parser.add_argument("--nagle", action="store_true",
                        help="a server without skywidgets.server (Nagle's algorithm on)")
    args = parser.parse_args()
    os.environ["CLICK_TO_REDRAW_GAMES"] = args.games
    if args.nagle:  # read by the browser tests' lab_server fixture
        os.environ["SKYWIDGETS_LAB_ARGS"] = "--ServerApp.jpserver_extensions=skywidgets.server=False"
    sys.path.insert(0, str(REPO / "tests" / "e2e"))
    # the browser tests' fixtures (a hermetic JupyterLab, Chromium) as a plugin
    return pytest.main([__file__, "-p", "conftest", "-q", "-s", "-x", "-p", "no:nbval",
                        "--rootdir", str(REPO), "-o", "addopts=--import-mode=importlib"])


if __name__ == "__main__":
    sys.exit(main())
