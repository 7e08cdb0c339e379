"""Where numpy cannot be imported (Pyodide's core has none, and the package requires it
only outside Pyodide), simulations play their rollouts one by one, with the same
results as a run asked not to batch."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from skywidgets.core import batched
from skywidgets.core.bots import get_bot
from skywidgets.core.simulate import simulate
import skywidgets

REPO = Path(__file__).resolve().parents[2]


def test_without_numpy_rollouts_play_one_by_one(monkeypatch):
    skyjo = skywidgets.load("skyjo")
    assert batched.batch_policy(get_bot("random", skyjo), skyjo) == "random"
    monkeypatch.setattr(batched, "numpy_installed", lambda: False)
    assert batched.batch_policy(get_bot("random", skyjo), skyjo) is None
    state = skyjo.new(players=2, seed=3)
    without = simulate(state, n=6, rng=4, horizon=False)
    one_by_one = simulate(state, n=6, rng=4, horizon=False, batched=False)
    assert without.status == "done" and all(row.n == 6 for row in without.rows)
    assert [(r.id, r.n, r.total) for r in without.rows] == \
        [(r.id, r.n, r.total) for r in one_by_one.rows]


def test_package_imports_and_simulates_where_numpy_is_missing():
    # a fresh interpreter in which `import numpy` fails, as in Pyodide's core
    code = (
        "import sys; sys.modules['numpy'] = None\n"
        "import skywidgets\n"
        "from skywidgets.core.simulate import simulate\n"
        "state = skywidgets.load('skyjo').new(players=2, seed=1)\n"
        "result = simulate(state, n=3, rng=1, horizon=False)\n"
        "print(result.status, result.done)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["done", "3"]
