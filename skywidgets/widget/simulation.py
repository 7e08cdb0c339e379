"""The Simulated outcomes panel: rollouts of the legal moves, and how long a run would take.

A mixin of ``GameWidget``. ``simulate`` plays rollouts from the live position for the
seat to move (from what it may know, or from the revealed truth in the teacher's view)
and publishes partial results as it goes; ``estimate`` times the rollout bot to say how
long a run would take and how many rollouts the time budget holds. A run is a job of the
widget's worker (``workers``); the panel's estimate measures apart from it.

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> outcomes = w.simulate(n=2, seed=1)
>>> w.outcomes["status"], len(w.outcomes["rows"]) == len(w.moves)
('done', True)
"""

from __future__ import annotations

import threading
import time
from typing import Any

from ..i18n import msg
from ..core.engine import State
from ..core.errors import BadMessage, said, shown
from ..core.rng import Rng, check_seed, fresh_seed
from ..core.simulate import estimate_run, iter_simulate
from ..core.stopping import Stopped
from .background import Job
from .python_errors import python_errors
from .settings import MAX_ROLLOUTS, check_rollouts
from .workers import JOIN_TIMEOUT

#: how often a running simulation pushes partial results to the browser
PUSH_INTERVAL = 0.12


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Simulation:
    """Running, measuring and publishing Simulated outcomes."""

    def simulate(self, n: int | None = None, rollout: str | None = None,
                 wait: bool = True, seed: int | None = None, whole_game: bool = False,
                 source: str = "seat"):
        """Fill the Simulated outcomes panel: ``n`` rollouts per legal move for the seat to move.

        A game with a horizon (Skyway Robbery: the end of the round) stops its rollouts
        there; ``whole_game=True`` plays them to the end of the game instead (slower).
        In a game with private hands, only the person whose view is on the screen can be
        simulated for: rollouts for another seat would show its cards. A run stops after
        ``settings["sim_seconds"]``, within about one rollout, with what it has
        (``budget_hit`` in ``outcomes``; see ``estimate`` for how long a run would take).

        ``source="truth"``, only while ``reveal_all`` is on, plays the rollouts from the
        real position (the revealed truth) instead of from what the seat may know;
        ``outcomes["source"]`` says which.

        With ``wait=True`` (the Python default) it returns the Outcomes; the
        browser's Run button uses ``wait=False`` so the kernel stays free.
        """
        n, rollout = self._rollout_request(n, rollout or None)
        self._check_source(source)
        if seed is not None:
            check_seed(seed, "seed", error=BadMessage)
        snapshot, _live = self._simulation_position("simulate")
        # a measurement still going would slow the run's own first rollouts down
        self._stop_estimate()
        rng = Rng(fresh_seed() if seed is None else seed)
        budget = self.settings["sim_seconds"]
        self._run_source = source
        if wait:
            return self._run_here(self._simulate_loop, snapshot, n, rollout, rng,
                                  not whole_game, budget, source, busy="simulating")
        self._spawn(self._simulate_loop, snapshot, n, rollout, rng, not whole_game, budget,
                    source, busy="simulating")
        return None

    #: where the last simulation's rollouts start ("seat" or "truth")
    _run_source = "seat"
    # the panel's estimate measures apart from the worker: it never stops a run or the bots
    _estimate_thread: Job | None = None
    _estimate_stop: threading.Event | None = None

    def estimate(self, n: int | None = None, rollout: str | None = None,
                 seed: int | None = None, whole_game: bool = False) -> dict:
        """How long ``simulate(n, rollout)`` would take in the live position, and how many
        rollouts per move the budget (``settings["sim_seconds"]``) holds, from a timing of
        the rollout bot of a fraction of a second (``core.simulate.estimate_run``): it plays
        rollouts from positions redrawn from what the person to move may know, as the run
        would, never from the real deck. The panel shows it (``outcomes["forecast"]``);
        it is returned as well.

        >>> from skywidgets import Skyway
        >>> w = Skyway(seed=3)
        >>> forecast = w.estimate(n=200)
        >>> forecast["status"], forecast["n"], forecast["fits"] >= 1
        ('estimated', 200, True)
        """
        n, rollout = self._rollout_request(n, rollout)
        if seed is not None:
            check_seed(seed, "seed", error=BadMessage)
        snapshot, live = self._simulation_position("estimate")
        self._stop_estimate()
        rng = Rng(fresh_seed() if seed is None else seed)
        return self._measure(snapshot, live, n, rollout, rng, not whole_game,
                             self.settings["sim_seconds"], None)

    def _rollout_request(self, n: Any, rollout: Any) -> tuple[int, str]:
        """``n`` rollouts per move played by the bot ``rollout`` (None: the settings'),
        checked; BadMessage naming the field otherwise."""
        n = self.settings["sim_n"] if n is None else n
        rollout = self.settings["rollout"] if rollout is None else rollout
        check_rollouts(n, "n")
        if not isinstance(rollout, str) or rollout not in self._bots:
            raise BadMessage("rollout", msg("no bot named {given}; rollouts play like one of "
                                            "{bots}", given=shown(rollout),
                                            bots=", ".join(self.rollout_bots)))
        if not self._bots[rollout].fast:
            raise BadMessage("rollout", msg("{bot} is too slow to play rollouts with; use one "
                                            "of {bots}", bot=rollout,
                                            bots=", ".join(self.rollout_bots)))
        return n, rollout

    def _simulation_position(self, what: str) -> tuple[State, State]:
        """A copy of the live position to play rollouts from, and the live state itself (to
        tell later whether the game is still there); BadMessage when rollouts may not be
        worked out for this screen now."""
        self._seating.require_no_handoff(what)
        with self._lock:
            self._require_live()
            if self._state.is_over:
                raise BadMessage(what, msg("the game is over: there is nothing to simulate"))
            if not self._may_show_seat(self._state.current_player):
                self._seating.require_on_screen(self._state.current_player)
            return self._state.copy(), self._state

    def _measure(self, snapshot: State, live: State, n: int, rollout: str, rng: Rng,
                 horizon: bool, budget: float, stop: threading.Event | None) -> dict:
        """Time the rollout bot from ``snapshot`` and publish the estimate, only while the
        game is still at that position and no simulation is running."""
        forecast = estimate_run(snapshot, None, n, rollout, rng, horizon=horizon,
                                budget=budget).to_dict()
        if forecast["fits"] is not None:
            forecast["fits"] = min(forecast["fits"], MAX_ROLLOUTS)
        with self._lock:
            if ((stop is None or not stop.is_set()) and self._state is live
                    and live.ply == snapshot.ply and self.busy != "simulating"):
                self.outcomes = {**self.outcomes, "forecast": forecast}
        return forecast

    def _estimate_in_background(self, snapshot: State, live: State, n: int, rollout: str,
                                budget: float, stop: threading.Event):
        # measured once the message handler has returned (on the event loop, a slice later)
        yield None
        self._measure(snapshot, live, n, rollout, Rng(fresh_seed()), True, budget, stop)

    def _estimate_ended(self, stop: threading.Event, error: BaseException | None) -> None:
        if error is not None and not isinstance(error, Stopped) and not stop.is_set():
            # said on the board, never lost in the background
            self._set_error(msg("the estimate stopped: {error}", error=said(error)))

    def _stop_estimate(self) -> None:
        """Stop the panel's estimate, if one is measuring, and wait for it: it hears the
        stop flag before every rollout and every few moves of one. Never called under the
        state's lock, which the estimate takes to publish."""
        stop, thread = self._estimate_stop, self._estimate_thread
        if stop is not None:
            stop.set()
        if thread is not None:
            thread.join(timeout=JOIN_TIMEOUT)

    def _simulate_loop(self, snapshot: State, n: int, rollout: str, rng: Rng, horizon: bool,
                       budget: float, source: str, stop: threading.Event):
        """The rollouts, a job: it pauses after every sweep (one rollout per move)."""
        last_push = 0.0
        result = None
        try:
            for result in iter_simulate(snapshot, None, n, rollout, rng, horizon=horizon,
                                        budget=budget, source=source):
                now = time.perf_counter()
                if result.status == "done" or now - last_push >= PUSH_INTERVAL:
                    self._publish_outcomes(result.to_dict(), stop)
                    last_push = now
                yield None
        except Stopped:
            if result is not None:
                result.status = "stopped"
                self._publish_outcomes(result.to_dict(), None)
            raise
        return result

    def _publish_outcomes(self, outcomes: dict, stop: threading.Event | None) -> None:
        # the rollouts per move a run may be asked for: no more than any run may play
        if outcomes.get("fits") is not None:
            outcomes["fits"] = min(outcomes["fits"], MAX_ROLLOUTS)
        # under the lock, and only while not stopped: nothing is written after stop returns
        with self._lock:
            if stop is not None and stop.is_set():
                raise Stopped
            if outcomes.get("source") == "truth" and not self.reveal_all:
                raise Stopped  # the seat views are back: the truth is no longer shown
            self.outcomes = outcomes

    # ---- rollouts from the revealed truth: the teacher's view (reveal.py)
    def _check_source(self, source: Any) -> None:
        """Rollouts from the revealed truth only while everything is revealed."""
        if source not in ("seat", "truth"):
            raise BadMessage("source", msg("rollouts start from \"seat\" (what the player may "
                                           "know) or \"truth\", not {given}",
                                           given=shown(source)))
        if source == "truth" and not self.reveal_all:
            raise BadMessage("source", msg("rollouts from the revealed truth are for the "
                                           "teacher's view only: turn reveal_all on in Python "
                                           "first"))
