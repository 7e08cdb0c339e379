"""The study lab: tournaments and rule variants as one call, on every core or a cluster.

>>> from skywidgets import lab
>>> results = lab.tournament("skyjo", ["random", "greedy"], games=10, seed=1, progress=False)
>>> results.games                         # 10 deals, each with the seats swapped
20
>>> best = min(results.summary(), key=lambda row: row["mean_score"])
>>> best["bot"]
'greedy'

- :func:`tournament` plays bots against each other on the same deals, every deal once
  per seat rotation;
- :func:`compare` plays the same deals under each variant (rule options, or other bots'
  settings), paired, so a rule's effect is measured game by game;
- both return :class:`Results`: tidy ``rows``, ``summary()`` with 95% intervals,
  ``differences()``, ``to_csv``, ``to_pandas`` and ``plot()``;
- the game is a registered game's name, or a ``Game`` (or ``Game`` class) of one's own,
  such as one written in a notebook cell: it goes to the workers with the games;
- ``workers=N`` plays on N local processes, ``executor=`` on any
  ``concurrent.futures.Executor`` or a ``dask.distributed.Client``. The same ``seed``
  gives the same rows every way (only ``seconds``, the time a bot took, differs).

In a notebook, ``skywidgets.Lab("skyjo")`` does the same with buttons and live charts.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Mapping, Sequence

from ..core.engine import Game, State
from .plan import COLUMNS, DETERMINISTIC, BadExperiment, Experiment, Variant
from .results import Results, Summary, mean_interval, wilson
from .running import run_tasks

__all__ = ["tournament", "compare", "Results", "Summary", "Variant", "Experiment",
           "BadExperiment", "COLUMNS", "DETERMINISTIC", "wilson", "mean_interval", "Lab"]


def run(plan: Experiment, *, executor: Any = None, workers: int | None = None,
        progress: bool = True, stop: threading.Event | None = None,
        on_rows: Callable[[list[dict]], None] | None = None) -> Results:
    """Play an :class:`Experiment`'s games and gather them as :class:`Results`."""
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int)
                                or workers < 1):
        raise BadExperiment("workers", f"expected a whole number from 1, not {workers!r}")
    if executor is not None and workers is not None:
        raise BadExperiment("workers", "give workers or executor, not both (an executor has "
                                       "its own workers)")
    what = "variants" if plan.compared else "tournament"
    rows, complete = run_tasks(plan.tasks, executor=executor, workers=workers,
                               progress=progress, stop=stop, on_rows=on_rows,
                               description=f"{plan.game.title} {what}")
    return gather(plan, rows, complete)


def gather(plan: Experiment, rows: Sequence[dict], complete: bool) -> Results:
    """Rows of ``plan`` (in any order) as Results, in the plan's order."""
    index = {name: i for i, name in enumerate(plan.variants)}
    ordered = sorted(rows, key=lambda r: (index[r["variant"]], r["deal"], r["rotation"],
                                          r["seat"]))
    return Results(plan.game.name, ordered, seed=plan.seed, variants=list(plan.variants),
                   entrants=[[e.label for e in entrants]
                             for _, entrants, _ in plan.variants.values()],
                   lower_is_better=plan.game.lower_is_better, planned=len(plan.tasks),
                   complete=complete, title=plan.game.title)


def tournament(game: str | Game | type[Game], seats: Sequence[Any], games: int = 100,
               seed: int | None = None, options: Mapping[str, Any] | None = None,
               rotate: bool = True, executor: Any = None, workers: int | None = None,
               progress: bool = True,
               measure: Callable[[State, int], Mapping[str, Any]] | None = None,
               start: State | None = None, redraw: int | None = None,
               until: Callable[[State], bool] | None = None) -> Results:
    """Bots against each other: ``games`` deals, each played once per seat rotation.

    ``game`` is a registered game's name (``"skyjo"``), or a ``Game`` or ``Game`` class of
    one's own, written in a notebook cell, say: it travels to the workers with the games
    (docs/lab.md, "A game of one's own").
    ``seats`` has one bot per seat: a name (``"greedy"``), a bot
    (``ISMCTSBot(iterations=30)``) or its settings (``{"bot": "ismcts", "iterations": 30}``).
    ``measure(state, seat)``, given, adds its figures (a dict) to each seat's row from the
    game (or where ``until(state)`` stopped it: then the scores are those of the position
    there, and no one has won). ``start``, given, is a position every deal plays on from
    (see :class:`Variant`). ``workers=N`` plays on N local processes; ``executor=`` on any
    ``concurrent.futures.Executor`` or a ``dask.distributed.Client``.

    >>> results = tournament("skybridge", ["random", "greedy"], games=3, seed=2,
    ...                      progress=False)
    >>> results.games, sorted({row["bot"] for row in results.rows})
    (6, ['greedy', 'random'])
    """
    plan = Experiment(game, seats, games=games, seed=seed, options=options, rotate=rotate,
                      measure=measure, start=start, redraw=redraw, until=until)
    return run(plan, executor=executor, workers=workers, progress=progress)


def compare(game: str | Game | type[Game],
            variants: Mapping[str, Mapping[str, Any] | Variant], seats: Sequence[Any], games: int = 100, seed: int | None = None,
            options: Mapping[str, Any] | None = None, rotate: bool = True,
            executor: Any = None, workers: int | None = None,
            progress: bool = True,
            measure: Callable[[State, int], Mapping[str, Any]] | None = None,
            until: Callable[[State], bool] | None = None) -> Results:
    """The same deals under each variant, paired, so the difference is the variant's, not
    the deal's luck. A variant is rule options by name (``{"column_rule": False}``), and
    may seat other bots (``"seats"``) or play on from a position (``"start"``, with
    ``"redraw"``: see :class:`Variant`). The other arguments are :func:`tournament`'s.

    >>> results = compare("skyjo", {"column rule": {}, "no column rule": {"column_rule": False}},
    ...                   seats=["greedy", "greedy"], games=3, seed=5, progress=False)
    >>> [row["variant"] for row in results.differences()]
    ['no column rule', 'no column rule']
    """
    plan = Experiment(game, seats, games=games, seed=seed, options=options, rotate=rotate,
                      variants=variants, measure=measure, until=until)
    return run(plan, executor=executor, workers=workers, progress=progress)


def __getattr__(name: str) -> Any:
    if name == "Lab":  # the widget loads anywidget: only on first use
        from .widget import Lab

        return Lab
    raise AttributeError(f"module 'skywidgets.lab' has no attribute {name!r}")
