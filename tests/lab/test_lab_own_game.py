"""A game of one's own in the study lab: a Game object or class, not a registered name,
played here, on local processes and on a Dask cluster, with the same rows everywhere.

The game is Race (race_game.py), three ways: imported from its module (workers import
it by name too), and its source run with ``exec`` in a module of no file, named as a
notebook cell's is (``__main__``) or not: no worker can import those by name, so they
travel by value (cloudpickle).
"""

from __future__ import annotations

import concurrent.futures
import json
import multiprocessing
import os
import subprocess
import sys
import types
import warnings
from pathlib import Path

import pytest

import skywidgets
from skywidgets import lab
from skywidgets.lab import running
from skywidgets.lab.plan import DETERMINISTIC, BadExperiment, Experiment

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))  # the worker processes start with this path too

import race_game  # noqa: E402

SEATS = ["greedy", "random", "random"]
VARIANTS = {"short race": {"finish": 6}, "long race": {"finish": 20}}


def deterministic(results):
    return [tuple(row[c] for c in DETERMINISTIC) for row in results.rows]


def cell_module(name: str) -> types.ModuleType:
    """Race's source run in a fresh module called ``name``, in no file and not in
    sys.modules: as a notebook cell's code is, nothing can import it by name."""
    module = types.ModuleType(name)
    source = (HERE / "race_game.py").read_text(encoding="utf-8")
    # dont_inherit: the cell is compiled without this file's `from __future__` imports
    exec(compile(source, f"<cell of {name}>", "exec", dont_inherit=True), module.__dict__)
    assert name not in sys.modules or sys.modules[name] is not module
    return module


@pytest.fixture(params=["module", "exec'd", "__main__"])
def race(request) -> skywidgets.Game:
    """The Race game: from its module, or exec'd into a module of no file."""
    if request.param == "module":
        return race_game.GAME
    return cell_module("learner_cell" if request.param == "exec'd" else "__main__").GAME


def test_a_game_object_or_class_plays_as_a_name_does():
    results = lab.tournament(race_game.GAME, SEATS, games=4, seed=3, progress=False)
    from_class = lab.tournament(race_game.RaceGame, SEATS, games=4, seed=3, progress=False)
    assert deterministic(results) == deterministic(from_class)
    assert results.games == 12 and results.complete
    # the rows and tables name the game by its own name and title
    assert results.game == "race" and results.title == "Race"
    assert results.summary().title.startswith("Race: 12 games")
    assert repr(results) == "<Results of a tournament of Race: 12 games>"
    # the rows are the game's: a race is won by whoever covered the most squares
    for i in range(0, len(results.rows), 3):
        game = results.rows[i:i + 3]
        best = max(row["score"] for row in game)
        assert best == 12.0
        assert all(row["won"] == (row["score"] == best) for row in game)
    # another seed, other races
    other = lab.tournament(race_game.GAME, SEATS, games=4, seed=4, progress=False)
    assert deterministic(other) != deterministic(results)


def test_compare_takes_the_game_and_checks_its_options():
    results = lab.compare(race_game.RaceGame, VARIANTS, seats=["greedy", "random"], games=3,
                          seed=5, progress=False)
    assert results.variants == ["short race", "long race"] and results.games == 12
    finishes = {variant: max(row["score"] for row in results.rows if row["variant"] == variant)
                for variant in results.variants}
    assert finishes == {"short race": 6.0, "long race": 20.0}
    with pytest.raises(BadExperiment) as refused:
        lab.compare(race_game.GAME, {"a": {}, "b": {"finish": 99}}, seats=["greedy", "random"],
                    games=1, progress=False)
    assert refused.value.field == "variants['b']" and "finish" in refused.value.reason


def test_workers_play_a_game_of_ones_own_as_this_process_does(race):
    serial = lab.tournament(race, SEATS, games=6, seed=11, progress=False)
    on_workers = lab.tournament(race, SEATS, games=6, seed=11, workers=2, progress=False)
    assert deterministic(on_workers) == deterministic(serial) and on_workers.complete
    compared = lab.compare(type(race), VARIANTS, seats=["greedy", "random"], games=4, seed=2,
                           progress=False)
    compared_on_workers = lab.compare(type(race), VARIANTS, seats=["greedy", "random"],
                                      games=4, seed=2, workers=2, progress=False)
    assert deterministic(compared_on_workers) == deterministic(compared)


def test_a_spawned_pool_and_a_pool_of_threads_play_it_too(race):
    # spawned workers (macOS' and Windows' way) start afresh: they hold no __main__ of ours
    serial = lab.tournament(race, SEATS, games=3, seed=12, progress=False)
    spawning = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(2, mp_context=spawning) as pool:
        spawned = lab.tournament(race, SEATS, games=3, seed=12, executor=pool,
                                 progress=False)
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        threaded = lab.tournament(race, SEATS, games=3, seed=12, executor=pool,
                                  progress=False)
    assert deterministic(spawned) == deterministic(threaded) == deterministic(serial)


def test_a_cell_run_again_leaves_the_old_game_playable_on_workers(monkeypatch):
    # a notebook's __main__ holds the class of the cell's last run; a game made by the
    # run before has a class of the same name that pickle cannot find there any more
    first, second = cell_module("__main__"), cell_module("__main__")
    for name in ("RaceGame", "RaceState", "Step"):
        monkeypatch.setattr(sys.modules["__main__"], name, getattr(second, name),
                            raising=False)
    serial = lab.tournament(first.GAME, SEATS, games=3, seed=13, progress=False)
    on_workers = lab.tournament(first.GAME, SEATS, games=3, seed=13, workers=2,
                                progress=False)
    assert deterministic(on_workers) == deterministic(serial)


def test_what_no_worker_can_import_by_name_travels_by_value(race):
    tasks = Experiment(race, SEATS, games=1, seed=1).tasks
    module = type(race).__module__
    expected = running.AS_THEY_ARE if module == "race_game" else running.BY_VALUE
    assert running.sending(tasks, None, forks=False) == expected
    # a registered game travels by its name, whichever way it was given
    registered = Experiment(type(skywidgets.load("skyjo")), ["greedy", "random"], games=1)
    assert running.sending(registered.tasks, None, forks=False) == running.AS_THEY_ARE
    assert Experiment("skyjo", ["greedy", "random"], games=1).tasks[0][0] == "skyjo"


def test_a_start_position_and_a_measure_of_ones_own_travel_too():
    module = cell_module("learner_cell")
    start = module.GAME.new(players=2, seed=8)
    start.apply("walk")
    start.apply("roll")

    def lead(state, seat):  # defined here, so it pickles by value
        return {"lead": state.squares[seat] - state.squares[1 - seat]}

    kwargs = dict(games=5, seed=4, start=start, redraw=0, measure=lead, progress=False)
    serial = lab.tournament(module.GAME, ["greedy", "random"], **kwargs)
    on_workers = lab.tournament(module.GAME, ["greedy", "random"], workers=2, **kwargs)
    assert deterministic(on_workers) == deterministic(serial)
    assert [row["lead"] for row in on_workers.rows] == [row["lead"] for row in serial.rows]
    assert all(row["plies"] >= 1 for row in serial.rows)


def test_without_cloudpickle_a_fork_takes_main_and_the_rest_plays_here(monkeypatch):
    monkeypatch.setattr(running, "cloudpickle_module", lambda: None)
    module = cell_module("learner_cell")
    serial = lab.tournament(module.GAME, SEATS, games=3, seed=6, progress=False)
    with pytest.warns(UserWarning, match="cloudpickle, which sends it by value, is not "
                                         "installed: playing in this process"):
        here = lab.tournament(module.GAME, SEATS, games=3, seed=6, workers=2, progress=False)
    assert deterministic(here) == deterministic(serial)
    # a notebook's classes live in __main__: a fork of this process has them as well
    main = cell_module("__main__")
    for name in ("RaceGame", "RaceState", "Step", "WALK", "ROLL"):
        monkeypatch.setattr(sys.modules["__main__"], name, getattr(main, name), raising=False)
    tasks = Experiment(main.GAME, SEATS, games=1).tasks
    assert running.sending(tasks, None, forks=True) == running.AS_THEY_ARE
    with pytest.warns(UserWarning, match="the experiment's game cannot go to worker"):
        assert running.sending(tasks, None, forks=False) == running.HERE
    if running.local_workers_fork():
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # played on the workers: no warning
            forked = lab.tournament(main.GAME, SEATS, games=3, seed=6, workers=2,
                                    progress=False)
        assert deterministic(forked) == deterministic(
            lab.tournament(main.GAME, SEATS, games=3, seed=6, progress=False))


class Unfinished(skywidgets.Game):
    """A game class that cannot be made without its board size."""

    name = "unfinished"
    title = "Unfinished"

    def __init__(self, size: int) -> None:
        self.size = size


class Nameless(race_game.RaceGame):
    name = ""


@pytest.mark.parametrize("game, field, words", [
    (42, "game", "expected a game's name, a Game or a Game class, not 42"),
    ("chess", "game", "no game named 'chess'"),
    (Unfinished, "game", "the game class Unfinished cannot be made with no arguments"),
    (Nameless, "game.name", "a game needs a name"),
    (race_game.RaceState, "game", "expected a game's name, a Game or a Game class"),
])
def test_what_is_not_a_game_is_refused_naming_the_field(game, field, words):
    for call in (lambda: lab.tournament(game, ["greedy", "random"], games=1, progress=False),
                 lambda: lab.compare(game, {"a": {}}, seats=["greedy", "random"], games=1,
                                     progress=False)):
        with pytest.raises(BadExperiment) as refused:
            call()
        assert refused.value.field == field and words in refused.value.reason


def test_the_lab_widget_takes_a_game_of_ones_own():
    pytest.importorskip("anywidget")
    module = cell_module("learner_cell")
    widget = skywidgets.Lab(module.RaceGame, seats=["greedy", "random"], games=3, seed=9,
                            workers=2)
    try:
        assert (widget.game, widget.title) == ("race", "Race")
        assert widget.catalog["options"][0]["name"] == "finish"
        results = widget.run(wait=True)
        assert widget.status["state"] == "done" and results.games == 6
        expected = lab.tournament(module.GAME, ["greedy", "random"], games=3, seed=9,
                                  progress=False)
        assert deterministic(results) == deterministic(expected)
    finally:
        widget.close()
    with pytest.raises(BadExperiment) as refused:
        skywidgets.Lab(Unfinished)
    assert refused.value.field == "game"


@pytest.mark.slow
def test_a_dask_cluster_plays_a_game_of_ones_own_as_this_process_does():
    distributed = pytest.importorskip("distributed")
    games = {"module": race_game.GAME, "exec'd": cell_module("learner_cell").RaceGame,
             "__main__": cell_module("__main__").GAME}
    serial = {name: (lab.tournament(game, SEATS, games=4, seed=7, progress=False),
                     lab.compare(game, VARIANTS, seats=["greedy", "random"], games=3, seed=1,
                                 progress=False))
              for name, game in games.items()}
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            assert len(client.scheduler_info()["workers"]) == 2
            for name, game in games.items():
                tournament = lab.tournament(game, SEATS, games=4, seed=7, executor=client,
                                            progress=False)
                compared = lab.compare(game, VARIANTS, seats=["greedy", "random"], games=3,
                                       seed=1, executor=client, progress=False)
                assert deterministic(tournament) == deterministic(serial[name][0]), name
                assert deterministic(compared) == deterministic(serial[name][1]), name
                assert tournament.complete and compared.complete


NOTEBOOK_LIKE = """
import json
from skywidgets import lab
from skywidgets.lab.plan import DETERMINISTIC

{source}

def rows(results):
    return [[row[c] for c in DETERMINISTIC] for row in results.rows]

def lead(state, seat):
    return {{"lead": state.squares[seat] - min(state.squares)}}

seats = ["greedy", "random", "random"]
serial = lab.tournament(GAME, seats, games=4, seed=21, measure=lead, progress=False)
forked = lab.tournament(GAME, seats, games=4, seed=21, measure=lead, workers=2,
                        progress=False)
from dask.distributed import Client, LocalCluster
with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                  dashboard_address=None) as cluster, Client(cluster) as client:
    clustered = lab.compare(RaceGame, {{"short": {{"finish": 6}}, "long": {{}}}},
                            seats=seats[:2], games=3, seed=22, executor=client,
                            progress=False)
compared = lab.compare(RaceGame, {{"short": {{"finish": 6}}, "long": {{}}}}, seats=seats[:2],
                       games=3, seed=22, progress=False)
print(json.dumps({{"module": RaceGame.__module__, "forked": rows(forked) == rows(serial),
                  "clustered": rows(clustered) == rows(compared),
                  "leads": [row["lead"] for row in forked.rows] ==
                           [row["lead"] for row in serial.rows],
                  "games": [forked.games, clustered.games]}}))
"""


@pytest.mark.slow
def test_a_game_in_a_real_main_of_no_file_plays_on_workers_and_a_cluster():
    """As in a notebook: the game's classes are in the process's own ``__main__``, which
    has no file a spawned worker could run again (the script is given with ``-c``)."""
    pytest.importorskip("distributed")
    script = NOTEBOOK_LIKE.format(source=(HERE / "race_game.py").read_text(encoding="utf-8"))
    package_root = str(Path(skywidgets.__file__).parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [package_root, *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=120, cwd=str(HERE.parents[1]))
    assert done.returncode == 0, done.stderr[-3000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said == {"module": "__main__", "forked": True, "clustered": True, "leads": True,
                    "games": [12, 12]}


NOTEBOOK_CELLS = [
    "from skywidgets import Lab, lab\n"
    "from skywidgets.lab.plan import DETERMINISTIC\n"
    "def rows(results):\n"
    "    return [[row[c] for c in DETERMINISTIC] for row in results.rows]",
    "{source}",
    "serial = lab.tournament(GAME, ['greedy', 'random'], games=4, seed=1, progress=False)\n"
    "forked = lab.tournament(RaceGame, ['greedy', 'random'], games=4, seed=1, workers=2,\n"
    "                        progress=False)\n"
    "from dask.distributed import Client, LocalCluster\n"
    "with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,\n"
    "                  dashboard_address=None) as cluster, Client(cluster) as client:\n"
    "    clustered = lab.compare(GAME, {'short': {'finish': 6}, 'long': {}},\n"
    "                            ['greedy', 'random'], games=3, seed=2, executor=client,\n"
    "                            progress=False)\n"
    "compared = lab.compare(GAME, {'short': {'finish': 6}, 'long': {}}, ['greedy', 'random'],\n"
    "                       games=3, seed=2, progress=False)\n"
    "print(RaceGame.__module__, rows(forked) == rows(serial), rows(clustered) == rows(compared))",
    "{source}",  # the cell run again: __main__ holds a new class of the same name
    "again = lab.tournament(GAME, ['greedy', 'random'], games=4, seed=1, workers=2,\n"
    "                       progress=False)\n"
    "widget = Lab(RaceGame, seats=['greedy', 'random'], games=4, seed=1, workers=2)\n"
    "print(rows(again) == rows(serial), rows(widget.run(wait=True)) == rows(serial))",
]


@pytest.mark.slow
def test_a_game_written_in_notebook_cells_plays_on_workers_and_a_cluster(tmp_path):
    """The issue's case itself, in a Jupyter kernel: the game is written in a cell, then
    played on two local workers and on a two-worker Dask LocalCluster, the cell run again
    and the game played on."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("distributed")
    source = (HERE / "race_game.py").read_text(encoding="utf-8")
    notebook = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell(cell.replace("{source}", source))
        for cell in NOTEBOOK_CELLS])
    package_root = str(Path(skywidgets.__file__).parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [package_root, *filter(None, [os.environ.get("PYTHONPATH")])])}
    client = nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3",
                                     resources={"metadata": {"path": str(tmp_path)}})
    client.execute(env=env)
    printed = ["".join(output.get("text", "") for output in cell.outputs
                       if output.get("name") == "stdout").strip()
               for cell in notebook.cells]
    assert printed[2] == "__main__ True True"
    assert printed[4] == "True True"
