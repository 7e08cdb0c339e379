"""Lab: the study lab as a notebook widget, for tournaments and variants without a loop.

Choose the seats' bots, the variants to compare, the number of deals and the seed, press
Run: the games are played in a background thread of the kernel (or on ``workers`` local
processes), and the win rates, the scores and the summary table fill in as they come.
Stop keeps the games played. Python does every sum (``choices`` checks the setup,
``figures`` works out what the charts show); the browser draws and asks.

>>> from skywidgets import Lab
>>> lab = Lab("skyjo", seats=["greedy", "random"], games=3, seed=4)
>>> results = lab.run(wait=True)
>>> results.games, lab.status["state"]
(6, 'done')

Synced traits (Python to browser; the browser never sets them, it sends messages):

============  ======  ==========================================================
``game``      str     the game's name, e.g. ``"skyjo"``
``title``     str     the game's title, e.g. ``"Skyjo"``
``catalog``   dict    what may be chosen: bots and their settings, options, limits
``setup``     dict    the chosen seats, variants, games and seed
``status``    dict    ``state`` (ready, running, done, stopped, failed), counts, words
``figures``   dict    the charts' and tables' figures, worked out in Python
``error``     dict    why the last message was refused, or ``{}``
``settings``  dict    ``language``: ``"auto"`` (the page's), ``"en"``, ``"is"``...
``bundle``    dict    ``words``: the shared widget holding the language's catalogue
============  ======  ==========================================================

Its words (status, tables' headers, charts' labels) are in its language, as a board's
are (``widget/language.py``): ``Lab("skyjo", settings={"language": "is"})``; under
``"auto"`` it follows the page's language. Python's own copies stay English.

docs/lab-widget.md gives every field and message.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Mapping, Sequence

import anywidget
from ipywidgets import widget_serialization
import traitlets as t

from ..core.errors import BadMessage, SkywidgetsError, said, shown
from ..core.engine import Game
from ..core.stopping import Stopped
from ..widget import STATIC
from ..widget.background import Job
from ..widget.dispatch import dispatch
from ..widget.language import Language
from ..widget.settings import AUTO_LANGUAGE
from ..i18n import Shaped, known_language, languages, msg, nmsg
from . import gather
from .choices import check_setup, default_seat, default_setup, seat_specs, catalog
from .figures import figures
from .plan import BadExperiment, Experiment, as_game
from .results import Results
from .running import iter_rows

#: the least time between two updates of the charts while games are played (5 a second)
PUSH_INTERVAL = 0.2
#: the longest an error message may be
MAX_ERROR_LENGTH = 600
#: how long stopping waits for the background thread to hear the stop flag
JOIN_TIMEOUT = 10.0


def _as_shown(text: str) -> str:
    text = text if len(text) <= MAX_ERROR_LENGTH else text[:MAX_ERROR_LENGTH - 1] + "\u2026"
    return f"{text[:1].upper()}{text[1:]}"


class Lab(Language, anywidget.AnyWidget):
    """The study lab of one game in a notebook cell: choices, Run and Stop, live charts.

    ``game`` is a registered game's name (``"skyjo"``), or a ``Game`` or ``Game`` class of
    one's own, as ``lab.tournament`` takes it (docs/lab.md says how it travels to workers).
    ``seats`` (bot names, or settings such as ``{"bot": "ismcts", "iterations": 30}``),
    ``variants`` (a dict of a name to options, the first the baseline, as
    ``lab.compare`` takes them), ``games`` and ``seed`` set the first setup; the browser
    may change it before each run. ``workers=N`` plays on N local processes,
    ``executor=`` on any ``concurrent.futures`` executor or a dask ``Client``.
    """

    _esm = STATIC / "lab.js"
    _css = STATIC / "skywidgets.css"

    game = t.Unicode("", help="str: the game's name, e.g. \"skyjo\"").tag(sync=True)
    title = t.Unicode("", help="str: the game's title, e.g. \"Skyjo\"").tag(sync=True)
    catalog = t.Dict(help="dict: what may be chosen: \"bots\" (name, description, settings), "
                          "\"options\" (as the Rules panel declares them), \"players\" "
                          "(min, max) and the limits").tag(sync=True)
    setup = t.Dict(help="dict: the chosen \"seats\" ({\"bot\", ...settings}), \"variants\" "
                        "({\"name\", \"options\"}, the first the baseline), \"games\" (deals) "
                        "and \"seed\"; checked whoever sets it").tag(sync=True)
    status = t.Dict(help="dict: \"state\" (ready, running, done, stopped or failed), "
                         "\"played\" and \"planned\" games, and \"text\", in words").tag(sync=True)
    figures = t.Dict(help="dict: the figures of the games played so far (groups with win "
                          "rate, scores and table cells; axes; paired differences); {} "
                          "before the first run").tag(sync=True)
    error = t.Dict(help="dict: {\"message\", \"field\"} for the last refused message; {} "
                        "otherwise").tag(sync=True)
    settings = t.Dict({"language": AUTO_LANGUAGE},
                      help="dict: {\"language\"}: the language of the lab's words, \"auto\" "
                           "(the page's, else English) or one with a catalogue (\"is\")"
                      ).tag(sync=True)
    bundle = t.Dict(help="dict: {\"words\"}, the shared widget holding the catalogue of the "
                         "lab's language").tag(sync=True, **widget_serialization)

    def __init__(self, game: str | Game | type[Game], *, seats: Sequence[Any] | None = None,
                 variants: Mapping[str, Mapping[str, Any]] | None = None,
                 games: int | None = None, seed: int | None = None,
                 workers: int | None = None, executor: Any = None, **kwargs: Any) -> None:
        engine = as_game(game)
        if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int)
                                    or workers < 1):
            raise BadExperiment("workers", f"expected a whole number from 1, not {workers!r}")
        if executor is not None and workers is not None:
            raise BadExperiment("workers", "give workers or executor, not both")
        self._game = engine
        self._workers = workers
        self._executor = executor
        self._lock = threading.RLock()
        self._stop = threading.Event()
        # the run under way: a thread, or slices on the event loop where none can start
        self._thread: Job | None = None
        self._results: Results | None = None
        super().__init__(game=engine.name, title=engine.title, catalog=catalog(engine),
                         **kwargs)
        self._speak()  # the words of its language (widget/language.py)
        try:
            self.setup = self._python_setup(default_setup(engine, seed), seats, variants,
                                            games)
        except BaseException:
            self.close()  # a refused setup leaves no half-made Lab in ipywidgets' registry
            raise
        self.status = {"state": "ready", "played": 0, "planned": 0,
                       "text": msg("Choose the players and the rules, then press Run.")}
        self.on_msg(self._on_message)

    # ================================================================= Python API
    @property
    def results(self) -> Results | None:
        """The Results of the games played so far (the last run's), or None before any."""
        with self._lock:
            return self._results

    @property
    def running(self) -> bool:
        """True while games are being played."""
        job = self._thread
        return job is not None and job.alive

    def configure(self, *, seats: Sequence[Any] | None = None,
                  variants: Mapping[str, Mapping[str, Any]] | None = None,
                  games: int | None = None, seed: int | None = None) -> None:
        """Change the setup from Python, as the controls do: the ones given change, the
        others stay. BadMessage names what is refused, and nothing changes."""
        self._refuse_while_running("setup")
        self.setup = self._python_setup(dict(self.setup), seats, variants, games, seed)

    def run(self, wait: bool = False) -> Results | None:
        """Play the setup's games in the background (the charts follow along): on a
        thread, or game by game on the event loop where no thread can start; with
        ``wait``, return their Results once they are all played."""
        self._refuse_while_running("run")
        setup = check_setup(self._game, self.setup)
        plan = self._plan(setup)
        stop = threading.Event()
        with self._lock:
            self._stop = stop
            self._results = gather(plan, [], complete=False)
            self.error = {}
            self.figures = {}
            self._set_status("running", 0, len(plan.tasks))
            self._thread = Job(self._play(plan, stop), stop, name="skywidgets-lab")
        # outside the lock: with neither thread nor event loop the games are played here
        self._thread.start()
        if wait:
            self.wait()
            return self.results
        return None

    def stop(self) -> None:
        """Stop the run: the games played are kept (``results.complete`` is False)."""
        self._stop.set()
        self.wait(JOIN_TIMEOUT)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the run ends (or ``timeout`` seconds); True if it has ended."""
        job = self._thread
        if job is not None:
            job.join(timeout)
        return not self.running

    def close(self) -> None:
        """Stop the run, if any, and close the widget."""
        stop = getattr(self, "_stop", None)  # None: closed before __init__ finished
        if stop is not None:
            stop.set()
        super().close()

    # ================================================================= the run
    def _plan(self, setup: dict) -> Experiment:
        seats = seat_specs(self._game, setup["seats"])
        variants = setup["variants"]
        try:
            if len(variants) == 1:
                return Experiment(self._game, seats, games=setup["games"], seed=setup["seed"],
                                  options=variants[0]["options"])
            return Experiment(self._game, seats, games=setup["games"], seed=setup["seed"],
                              variants={v["name"]: v["options"] for v in variants})
        except BadExperiment as err:
            raise BadMessage(f"setup.{err.field}", err.reason) from None

    def _play(self, plan: Experiment, stop: threading.Event):
        """The run, a job: it pauses after every game (see ``widget.background``)."""
        rows: list[dict] = []
        planned = len(plan.tasks)
        shown_at = 0.0
        failure = ""
        try:
            # deal by deal, each under every variant in turn: stopped at any time, the
            # variants have played the same deals and stay comparable pair by pair
            tasks = sorted(plan.tasks, key=lambda task: (task[3], task[5], task[2]))
            for chunk in iter_rows(tasks, executor=self._executor, workers=self._workers,
                                   stop=stop):
                rows.extend(chunk)
                now = time.monotonic()
                if now - shown_at >= PUSH_INTERVAL:
                    shown_at = now
                    self._publish(plan, rows, complete=False, state="running")
                yield None
        except Stopped:
            pass  # Stop pressed while paused between two games: the games played are kept
        except Exception as err:  # said in the widget: a dead thread would say nothing
            failure = msg("The run stopped on an error: {error}.",
                          error=f"{type(err).__name__}: {err}")
        try:
            played = gather(plan, rows, False).games
            complete = not failure and played >= planned
            state = "failed" if failure else "done" if complete else "stopped"
            self._publish(plan, rows, complete=complete, state=state, failure=failure)
        except Exception as err:
            with self._lock:
                self._set_status("failed", 0, planned, msg(
                    "The results could not be shown: {error}.",
                    error=f"{type(err).__name__}: {err}"))

    def _publish(self, plan: Experiment, rows: list[dict], complete: bool, state: str,
                 failure: str = "") -> None:
        results = gather(plan, rows, complete)
        shown_figures = figures(results, plan.players) if rows else {}
        with self._lock, self.hold_sync():
            self._results = results
            self.figures = shown_figures
            self._set_status(state, results.games, results.planned, failure)

    def _set_status(self, state: str, played: int, planned: int, failure: str = "") -> None:
        if state == "running":
            text = nmsg("Playing: {played} of {planned} game so far.",
                        "Playing: {played} of {planned} games so far.", planned,
                        played=played, planned=planned)
        elif state == "done":
            text = nmsg("Done: the {planned} game is played.",
                        "Done: all {planned} games are played.", planned, planned=planned)
        elif state == "stopped":
            text = nmsg("Stopped after {played} of {planned} game. The charts and the table "
                        "show only the games played before Stop.",
                        "Stopped after {played} of {planned} games. The charts and the table "
                        "show only the games played before Stop.", planned,
                        played=played, planned=planned)
        else:
            text = nmsg("{failure} The {played} game played before it is kept.",
                        "{failure} The {played} games played before it are kept.", played,
                        failure=failure, played=played)
        self.status = {"state": state, "played": played, "planned": planned, "text": text}

    # ================================================================= setup
    def _python_setup(self, setup: dict, seats: Sequence[Any] | None,
                      variants: Mapping[str, Mapping[str, Any]] | None, games: int | None,
                      seed: int | None = None) -> dict:
        """``setup`` with what Python gave changed, checked (BadMessage names the field)."""
        game = self._game
        if seats is not None:
            if isinstance(seats, (str, Mapping)) or not isinstance(seats, Sequence):
                raise BadMessage("seats", msg("expected a list of bots, one per seat (e.g. "
                                              "{example})", example="['greedy', 'random']"))
            names = catalog_names(self.catalog)
            setup["seats"] = [(default_seat(game, s) if s in names else {"bot": s})
                              if isinstance(s, str) else s for s in seats]
        if variants is not None:
            if not isinstance(variants, Mapping):
                raise BadMessage("variants", msg("expected a dict of a name to options, the "
                                                 "first the baseline"))
            setup["variants"] = [{"name": name, "options": dict(options)}
                                 for name, options in variants.items()]
        if games is not None:
            setup["games"] = games
        if seed is not None:
            setup["seed"] = seed
        return check_setup(game, setup)

    @t.validate("setup")
    def _check_setup(self, proposal: dict) -> dict:
        return check_setup(self._game, proposal["value"])

    @t.validate("settings")
    def _check_settings(self, proposal: dict) -> dict:
        """The lab's settings: only its language, as a board's (BadMessage names it)."""
        settings = proposal["value"]
        unknown = sorted(str(key) for key in settings if key != "language")
        if unknown:
            raise BadMessage(f"settings.{unknown[0]}", msg("the lab's only setting is language"))
        language = settings.get("language", AUTO_LANGUAGE)
        if language != AUTO_LANGUAGE and known_language(language) is None:
            raise BadMessage("settings.language",
                             msg("one of {languages} or {auto} (the page's language), not "
                                 "{given}", languages=", ".join(languages()),
                                 auto=AUTO_LANGUAGE, given=shown(language)))
        return {"language": language}

    def _refuse_while_running(self, field: str) -> None:
        if self.running:
            raise BadMessage(field, msg("games are being played: press Stop first"))

    # ================================================================= messages
    def set_state(self, sync_data: Any) -> None:
        """The browser only asks, with a message; a write to a synced trait is refused and
        put back, and ``error`` says so."""
        names = sorted(str(k) for k in sync_data) if isinstance(sync_data, dict) else []
        field = names[0][:40] if names else "update"
        self._set_error(msg("the lab may not change {field} itself: it asks Python with a "
                            "message (see docs/lab-widget.md); nothing was changed",
                            field=shown(field)), field)
        synced = [name for name in names if name in self.keys]
        if synced:
            self.send_state(synced)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self._handle(content)
        except BadMessage as err:
            self._set_error(err.reason, err.field)
        except SkywidgetsError as err:  # its words a Msg where raised with one (said)
            self._set_error(said(err), getattr(err, "field", "") or "message")
        except (ValueError, TypeError) as err:
            self._set_error(said(err), "message")
        except Exception as err:  # a bug: said in the widget, never a dead kernel callback
            self._set_error(msg("could not handle the message: {error}",
                                error=f"{type(err).__name__}: {err}"), "")

    def _set_error(self, message: str, field: str) -> None:
        # capitalised and cut in the language it is said in (a translation may be longer)
        self.error = {"message": Shaped(message, _as_shown), "field": field}

    def _handle(self, content: Any) -> None:
        dispatch(self, content)

    def _msg_setup(self, content: dict) -> None:
        self._refuse_while_running("setup")
        if "setup" not in content:
            raise BadMessage("setup", msg("missing: the whole setup, with seats, variants, "
                                          "games and seed"))
        self.setup = check_setup(self._game, content["setup"])

    def _msg_run(self, _content: dict) -> None:
        self.run()

    def _msg_stop(self, _content: dict) -> None:
        if not self.running:
            raise BadMessage("stop", msg("no games are being played"))
        # the run hears the flag between moves (on the event loop: at its next slice) and
        # publishes what it has; waiting here would hold up the kernel's messages
        self._stop.set()

    def _msg_export(self, _content: dict) -> None:
        results = self.results
        if results is None or not results.rows:
            raise BadMessage("export", msg("no games have been played yet: press Run first"))
        # the header row in the lab's language; the rows stay data (widget/tables.py)
        self.send({"type": "csv", "table": "results", "filename": f"{self.game}-lab.csv",
                   "text": results.to_csv(language=self.language)})

    def _msg_dismiss(self, _content: dict) -> None:
        self.error = {}

    _HANDLERS = {"setup": _msg_setup, "run": _msg_run, "stop": _msg_stop,
                 "export": _msg_export, "dismiss": _msg_dismiss,
                 "page_language": Language._msg_page_language}

    # ================================================================= display
    def __repr__(self) -> str:
        return f"<Lab of {self.title}: {self.status.get('text', '')}>"


def catalog_names(entry: Mapping[str, Any]) -> list[str]:
    """The bots' names of a ``catalog`` entry."""
    return [bot["name"] for bot in entry.get("bots", [])]


__all__ = ["JOIN_TIMEOUT", "Lab", "PUSH_INTERVAL"]
