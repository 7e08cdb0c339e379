"""Where an experiment's games are played: here, on local processes, or on any executor.

The tasks are cut into chunks (a few games each), and the chunks go to a
``concurrent.futures.Executor``: one of local processes for ``workers=N``, the one a
person passes, or a ``dask.distributed`` ``Client`` (its ``get_executor()``), so a sweep
runs on a Dask cluster with no other change. Scheduling is the executor's; rows are put
back in the plan's order, so the result never depends on where or when a game ran.

A task pickles by reference where it can (a registered game goes by its name, a bot of
skywidgets by its class's name). What a worker could not import by name, a game, a bot
or a ``measure`` function written in a notebook cell (its module is ``__main__``) or
in code run with ``exec`` (a module no file holds), goes by value instead: each chunk
is pickled here with ``cloudpickle``, which writes such classes and functions out in
full, and the worker reads it back (:func:`play_packed`). Without cloudpickle (it comes
with Dask), a local pool that forks still gets what lives in ``__main__`` (the workers
are copies of this process); anything else is played in this process, with a warning.

Serially (no executor, one worker) every game checks the stop flag between moves
(``core.stopping``), so Stop is at once; elsewhere the games not yet started are
cancelled and those under way are left to finish, and their rows are dropped.
"""

from __future__ import annotations

import abc
import concurrent.futures as futures
import io
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
import warnings
from typing import Any, Callable, Iterator, Sequence

from ..core.stopping import Stopped, stoppable
from .plan import Task, play_tasks

#: the most games in one chunk sent to a worker
MAX_CHUNK = 20


def chunk_size(tasks: int, workers: int) -> int:
    """Games per chunk: about ten chunks per worker, so the workers stay busy to the end
    and progress moves often, and at most :data:`MAX_CHUNK`.

    >>> chunk_size(2000, 2), chunk_size(10, 2), chunk_size(2000, 1)
    (20, 1, 1)
    """
    if workers <= 1:
        return 1
    return max(1, min(MAX_CHUNK, tasks // (workers * 10)))


def chunks(tasks: Sequence[Task], size: int) -> list[list[Task]]:
    return [list(tasks[i:i + size]) for i in range(0, len(tasks), size)]


def machine_cpus() -> int:
    """How many CPUs this process may run on (its affinity where the platform says)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not on every platform
        return max(1, os.cpu_count() or 1)


def local_worker_count(workers: int) -> int:
    """``workers`` local processes, at most one per CPU of this machine: more would only
    share the CPUs and slow each other down. Asking for more says so (a warning) and plays
    on as many as there are CPUs; an ``executor=`` is not bounded here."""
    cpus = machine_cpus()
    if workers > cpus:
        warnings.warn(f"workers={workers}, but this machine has {cpus} CPU"
                      f"{'s' if cpus != 1 else ''}: playing on {cpus} local process"
                      f"{'es' if cpus != 1 else ''} (an executor= can use more machines)",
                      stacklevel=3)
        return cpus
    return workers


def _ignore_interrupts() -> None:
    # a worker leaves Ctrl-C (which a terminal or a kernel's interrupt sends its whole
    # process group) to the process that runs the experiment: it stops the workers itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def local_workers_fork() -> bool:
    """True where the local workers start as forks of this process (Linux)."""
    return sys.platform.startswith("linux")


def local_workers(workers: int) -> futures.ProcessPoolExecutor:
    """A pool of ``workers`` local processes. Where the platform forks (Linux), the
    workers start as copies of this process, so bots defined in a notebook go along."""
    context = None
    if local_workers_fork():
        context = multiprocessing.get_context("fork")
    return futures.ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                       initializer=_ignore_interrupts)


#: how the chunks go to the workers: as they are (pickled by reference, or not at all by
#: a pool of threads), pickled by value with cloudpickle, or not at all (played here)
AS_THEY_ARE, BY_VALUE, HERE = "as they are", "by value", "here"


def by_reference_problem(tasks: Sequence[Task]) -> str | None:
    """Why ``tasks`` cannot be pickled by reference for a process that did not fork from
    this one (a class or function that a worker could not import by its name), or None.

    One task per variant is tried: the tasks of a variant share their game, bots,
    position and functions, and differ only in numbers.

    >>> from skywidgets.lab.plan import Experiment
    >>> by_reference_problem(Experiment("skyjo", ["greedy", "random"], games=1).tasks)
    >>> plan = Experiment("skyjo", ["greedy", "random"], games=1,
    ...                   measure=lambda state, seat: {"turns": state.ply})
    >>> by_reference_problem(plan.tasks)
    'measure'
    """
    one_per_variant = list({task[2]: task for task in tasks}.values())
    for task in one_per_variant:
        game, _, _, _, _, _, order, _, start, (measure, until) = task
        parts = {"game": game, "seats": order, "start": start, "measure": measure,
                 "until": until}
        for name, part in parts.items():
            try:
                data = pickle.dumps(part)
            except Exception:  # PicklingError, AttributeError, TypeError: said by name
                return name
            if b"__main__" in data:  # by reference to __main__: there only in a fork
                return name
    return None


def cloudpickle_module() -> Any:
    """cloudpickle, or None where it is not installed (it comes with Dask)."""
    try:
        import cloudpickle
    except ImportError:
        return None
    return cloudpickle


def sending(tasks: Sequence[Task], pool: Any, forks: bool) -> str:
    """How ``tasks`` go to ``pool``'s workers: :data:`AS_THEY_ARE`, :data:`BY_VALUE` or
    :data:`HERE` (with a warning saying why). ``forks``: the pool's workers are forks of
    this process, made after the tasks were (they hold this ``__main__``)."""
    if isinstance(pool, futures.ThreadPoolExecutor):  # threads share this process
        return AS_THEY_ARE
    problem = by_reference_problem(tasks)
    if problem is None:
        return AS_THEY_ARE
    if cloudpickle_module() is not None:
        return BY_VALUE
    if forks and not _unpicklable(tasks):  # __main__ only, which a fork holds too
        return AS_THEY_ARE
    warnings.warn(f"the experiment's {problem} cannot go to worker processes by reference "
                  f"(it is defined in a notebook cell or in exec'd code), and cloudpickle, "
                  f"which sends it by value, is not installed: playing in this process. "
                  f"pip install cloudpickle to play on the workers", stacklevel=4)
    return HERE


def _unpicklable(tasks: Sequence[Task]) -> bool:
    try:
        pickle.dumps(list({task[2]: task for task in tasks}.values()))
    except Exception:
        return True
    return False


def packed(chunk: Sequence[Task]) -> bytes:
    """``chunk`` pickled by value with cloudpickle, for :func:`play_packed`.

    A game's objects are remade by :func:`remade`: a game of one's own and its State
    refer to each other (``RaceState.game = GAME``), so a worker reads the Game while its
    class, written out by value, is still being read, and a class of the engine's
    abstract ``Game`` would refuse to make an object then (its methods not read yet).

    >>> from skywidgets.lab.plan import Experiment
    >>> tasks = Experiment("skyjo", ["greedy", "random"], games=1, seed=1).tasks
    >>> def scores(rows): return [(row["seat"], row["score"]) for row in rows]
    >>> scores(play_packed(packed(tasks[:1]))) == scores(play_tasks(tasks[:1]))
    True
    """
    cloudpickle = cloudpickle_module()

    class Pickler(cloudpickle.Pickler):
        def reducer_override(self, obj: Any) -> Any:
            if isinstance(type(obj), abc.ABCMeta) and _plain_instance(obj):
                return remade, (type(obj),), obj.__dict__
            return super().reducer_override(obj)

    buffer = io.BytesIO()
    Pickler(buffer, protocol=cloudpickle.DEFAULT_PROTOCOL).dump(list(chunk))
    return buffer.getvalue()


def _plain_instance(obj: Any) -> bool:
    """True for an object pickled the default way: its ``__dict__`` is all it holds."""
    cls = type(obj)
    default_state = getattr(object, "__getstate__", None)  # Python 3.11 has one
    slots = any(vars(kind).get("__slots__") for kind in cls.__mro__)  # abc.ABC has ()
    return (isinstance(getattr(obj, "__dict__", None), dict) and not slots
            and cls.__reduce_ex__ is object.__reduce_ex__
            and cls.__reduce__ is object.__reduce__
            and getattr(cls, "__getstate__", None) is default_state
            and not hasattr(cls, "__setstate__"))


def remade(cls: type) -> Any:
    """An empty object of ``cls``, whose ``__dict__`` pickle fills in next (see
    :func:`packed`). An object of ``cls`` was made where it was pickled, so ``cls`` has no
    abstract method: any it declares now are those of a class still being read."""
    if getattr(cls, "__abstractmethods__", None):
        cls.__abstractmethods__ = frozenset()
    return object.__new__(cls)


def play_packed(packed: bytes) -> list[dict]:
    """The rows of a chunk of tasks pickled by value (:func:`packed`): what a worker runs
    for a game, bot or function it could not import by name. cloudpickle's classes and
    functions, written out in full, read back with plain ``pickle.loads``."""
    return play_tasks(pickle.loads(packed))


def _end_workers(pool: futures.ProcessPoolExecutor) -> None:
    """Stop the pool's processes now, the games they were playing with them (a run that
    was stopped keeps only the games it finished)."""
    terminate = getattr(pool, "terminate_workers", None)  # Python 3.14
    if callable(terminate):
        terminate()
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)


def as_executor(executor: Any) -> futures.Executor:
    """``executor`` as a concurrent.futures Executor: a dask ``Client`` gives its own."""
    if isinstance(executor, futures.Executor):
        return executor
    get_executor = getattr(executor, "get_executor", None)
    if callable(get_executor):  # dask.distributed.Client
        return get_executor()
    raise TypeError(f"executor must be a concurrent.futures.Executor or a dask.distributed "
                    f"Client, not {type(executor).__name__}")


def executor_workers(executor: Any) -> int:
    """How many workers an executor has, as far as it says (for the chunk size)."""
    count = getattr(executor, "_max_workers", None)
    if isinstance(count, int) and count > 0:
        return count
    info = getattr(executor, "scheduler_info", None)
    if callable(info):  # dask Client
        try:
            return max(1, sum(w.get("nthreads", 1) for w in info()["workers"].values()))
        except Exception:  # a scheduler that does not say
            return 4
    return os.cpu_count() or 2


def iter_rows(tasks: Sequence[Task], *, executor: Any = None, workers: int | None = None,
              stop: threading.Event | None = None) -> Iterator[list[dict]]:
    """Play ``tasks``; yield the rows of each chunk as it finishes (in finishing order).

    Stops early, without an error, once ``stop`` is set. A KeyboardInterrupt cancels what
    has not started, stops the local workers and is raised again.
    """
    stop = stop or threading.Event()
    owned = executor is None
    given = None if owned else as_executor(executor)
    if owned and (workers is None or workers <= 1):
        how = HERE
    else:
        how = sending(tasks, given, forks=owned and local_workers_fork())
    if how == HERE:
        with stoppable(stop):
            for task in tasks:
                if stop.is_set():
                    return
                try:
                    yield play_tasks([task])
                except Stopped:
                    return
        return
    if owned:
        workers = local_worker_count(workers)
    pool = local_workers(workers) if owned else given
    size = chunk_size(len(tasks), workers if owned else executor_workers(executor))
    pending: set = set()
    try:
        if how == BY_VALUE:
            pending = {pool.submit(play_packed, packed(chunk)) for chunk in chunks(tasks, size)}
        else:
            pending = {pool.submit(play_tasks, chunk) for chunk in chunks(tasks, size)}
        while pending:
            if stop.is_set():
                return
            done, pending = futures.wait(pending, timeout=0.1,
                                         return_when=futures.FIRST_COMPLETED)
            for future in done:
                yield future.result()
    finally:
        for future in pending:
            future.cancel()
        if owned:
            if pending:
                _end_workers(pool)
            else:
                pool.shutdown(wait=True)


class Progress:
    """Progress of a long run: a tqdm bar where tqdm is installed (it draws a bar in a
    notebook and in a terminal), else one line of text rewritten in place."""

    def __init__(self, total: int, description: str, enabled: bool = True) -> None:
        self.total = total
        self.done = 0
        self.description = description
        self.enabled = enabled
        self._bar = None
        self._shown = 0.0
        self._started = time.perf_counter()
        if enabled:
            try:
                from tqdm.auto import tqdm
            except ImportError:
                tqdm = None
            if tqdm is not None:
                self._bar = tqdm(total=total, desc=description, unit="game")

    def update(self, games: int) -> None:
        self.done += games
        if not self.enabled:
            return
        if self._bar is not None:
            self._bar.update(games)
            return
        now = time.perf_counter()
        if now - self._shown >= 0.25 or self.done >= self.total:
            self._shown = now
            elapsed = now - self._started
            rate = self.done / elapsed if elapsed > 0 else 0.0
            left = (self.total - self.done) / rate if rate > 0 else 0.0
            sys.stderr.write(f"\r{self.description}: {self.done} of {self.total} games "
                             f"({rate:.1f} a second, about {left:.0f} s left)   ")
            sys.stderr.flush()

    def close(self, note: str = "") -> None:
        if not self.enabled:
            return
        if self._bar is not None:
            if note:
                self._bar.set_postfix_str(note)
            self._bar.close()
        else:
            sys.stderr.write(f"\r{self.description}: {self.done} of {self.total} games"
                             f"{' - ' + note if note else ''}\n")
            sys.stderr.flush()


def run_tasks(tasks: Sequence[Task], *, executor: Any = None, workers: int | None = None,
              progress: bool = True, description: str = "Playing",
              stop: threading.Event | None = None,
              on_rows: Callable[[list[dict]], None] | None = None) -> tuple[list[dict], bool]:
    """Play every task; return ``(rows, complete)``. An interrupt (Ctrl-C, the notebook's
    stop button) ends the run cleanly: the games already played are kept, and
    ``complete`` is False."""
    rows: list[dict] = []
    bar = Progress(len(tasks), description, progress)
    per_game = len(tasks[0][6]) if tasks else 1  # a task's seats: one row each
    complete = False
    played = iter_rows(tasks, executor=executor, workers=workers, stop=stop)
    try:
        for chunk_rows in played:
            rows.extend(chunk_rows)
            bar.update(len(chunk_rows) // per_game)
            if on_rows is not None:
                on_rows(chunk_rows)
        complete = bar.done >= len(tasks)
    except KeyboardInterrupt:
        complete = False
    finally:
        # the workers are stopped even when a second Ctrl-C came while they were
        _close_quietly(played)
        bar.close("" if complete else "stopped; the games played are kept")
    return rows, complete


def _close_quietly(played: Iterator) -> None:
    """Close the run's generator (its workers stop), through any further interrupt."""
    while True:
        try:
            played.close()  # type: ignore[attr-defined]
            return
        except KeyboardInterrupt:
            continue
