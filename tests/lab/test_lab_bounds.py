"""The Lab on one machine: local workers are bounded by its CPUs, and an interrupted run
(Ctrl-C, a kernel's interrupt, which reaches the workers too) returns the games played
so far with ``complete=False`` instead of raising."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from skywidgets import lab
from skywidgets.lab import running
from skywidgets.lab.plan import Experiment

ROOT = Path(__file__).resolve().parents[2]


def test_more_workers_than_cpus_play_on_as_many_as_there_are_cpus(monkeypatch):
    cpus = running.machine_cpus()
    made = []
    real = running.local_workers

    def counted(workers):
        made.append(workers)
        return real(workers)

    monkeypatch.setattr(running, "local_workers", counted)
    with pytest.warns(UserWarning, match=f"workers=64, but this machine has {cpus} CPU"):
        results = lab.tournament("skyway", ["random"], games=4, seed=1, workers=64,
                                 progress=False)
    assert made == [cpus] or (cpus == 1 and made == [1])
    assert results.complete and results.games == 4


def test_as_many_workers_as_cpus_are_taken_as_asked():
    assert running.local_worker_count(1) == 1
    assert running.local_worker_count(running.machine_cpus()) == running.machine_cpus()


def test_an_interrupt_in_a_serial_run_keeps_the_games_played():
    plan = Experiment("skyjo", ["greedy", "random"], games=20, seed=1)
    seen = []

    def interrupt(rows):
        seen.append(rows)
        if len(seen) == 3:
            raise KeyboardInterrupt

    results = lab.run(plan, progress=False, on_rows=interrupt)
    assert not results.complete
    assert len(results.rows) == sum(len(rows) for rows in seen) == 3 * 2
    assert "stopped" in repr(results)


SCRIPT = textwrap.dedent("""
    import multiprocessing, os, signal
    from skywidgets import lab
    from skywidgets.lab.plan import Experiment

    signal.alarm(120)  # never hangs the test
    sent = []

    def interrupt(rows):
        # the first games are in: Ctrl-C, as a terminal or a kernel's interrupt sends it,
        # to the whole process group, the workers too
        if not sent:
            sent.append(True)
            os.killpg(os.getpgid(0), signal.SIGINT)

    plan = Experiment("skyjo", ["greedy", "greedy"], games=400, seed=1)
    results = lab.run(plan, workers=2, progress=False, on_rows=interrupt)
    print("complete", results.complete, "rows", len(results.rows), flush=True)
    print("workers left", len(multiprocessing.active_children()), flush=True)
""")


@pytest.mark.skipif(not hasattr(os, "killpg") or not sys.platform.startswith("linux"),
                    reason="process groups and fork: Linux")
def test_ctrl_c_in_a_run_on_workers_returns_the_rows_so_far():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                          env=env, start_new_session=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "KeyboardInterrupt" not in done.stderr, done.stderr[-2000:]
    words = done.stdout.split()
    assert words[:2] == ["complete", "False"], done.stdout
    assert int(words[3]) > 0 and int(words[3]) < 400 * 2 * 2
    assert "workers left 0" in done.stdout
