"""The bots at the table: one move, a whole turn, or playing on until a person is to move.

A mixin of ``GameWidget``. A bot's move is chosen on a copy of the position, off the
state's lock (a search may take a while), and played only if the game is still where it
was; with ``explain`` (or the explain setting) its reasons are kept for the Bot's
reasoning panel. A run of bots is a job of the widget's worker (``workers``), pausing the
Bot pace between moves; a step the rules make by themselves is theirs in the Log.

>>> from skywidgets import Skyjo
>>> w = Skyjo(players=["greedy", "random"], seed=1)
>>> w.run_bots(pace=0)
>>> w.state.is_over
True
"""

from __future__ import annotations

import threading

from ..i18n import msg
from ..core.bots import Bot, SeatInfo
from ..core.engine import Move
from ..core.errors import BadMessage, shown
from ..core.reasoning import Reasoning
from ..core.stopping import Stopped, checkpoint
from .background import run_to_end
from .python_errors import python_errors
from .reasoning import reasoning_entry


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class BotRunner:
    """Bot moves, bot turns and bot runs, and the reasons kept for the last bot move."""

    def bot_step(self, bot: str | Bot | None = None, explain: bool = False) -> Move:
        """Let a bot play one move: the seat's own, the helper bot of the settings for a
        person's seat, or the one named (or given: ``ISMCTSBot(iterations=2000)``).

        ``explain=True`` shows its reasons in the Bot's reasoning panel, as the board's
        Why? does for every bot move (``settings["explain"]``); ``w.explanation`` then
        holds them.

        >>> from skywidgets import Skyway
        >>> w = Skyway(seed=3)
        >>> move = w.bot_step(explain=True)
        >>> w.reasoning["move"] == move.id, w.reasoning["bot"]
        (True, 'greedy')
        """
        self._seating.require_no_handoff("bot_step")
        return self._bot_move(bot, stop=None, explain=explain)

    @property
    def explanation(self) -> Reasoning | None:
        """The reasons of the last bot move, when they were asked for and this screen may
        show them (``print`` it: the move, the words and a table of the leading moves);
        None otherwise (``reasoning["words"]`` then says why)."""
        with self._lock:
            if self._reasoning is None or self.reasoning.get("hidden"):
                return None
            return self._explained

    def bot_turn(self, bot: str | Bot | None = None, explain: bool = False) -> list[Move]:
        """Let a bot play the whole turn of the player to move: every move until another
        seat is to move, a step the rules make by themselves is due, or the game ends (at a
        table of one seat, one move). The bot is chosen as for ``bot_step``; returns the
        moves played.

        >>> from skywidgets import Skyjo
        >>> w = Skyjo(players=["You", "greedy"], seed=1, settings={"autoplay": False})
        >>> [move.id for move in w.bot_turn()]  # the two opening reveals
        ['r10', 'r8']
        >>> w.view["current_player"]
        1
        """
        self._seating.require_no_handoff("bot_step")
        return run_to_end(self._bot_turn(bot, stop=None, explain=explain))

    def run_bots(self, pace: float | None = None, wait: bool = False) -> None:
        """Bots play on until a human is to move or the game ends; ``pace`` seconds a move.

        With ``pace`` 0 (and always with ``wait=True``) it returns when they are done;
        otherwise they play in the background (``w.wait()`` waits for them, ``w.stop()``
        stops them).
        """
        self._seating.require_no_handoff("bot_run")
        seconds = self.settings["pace"] if pace is None else pace
        self._run_bots(pace, background=not wait and seconds > 0)

    def _run_bots(self, pace: float | None, background: bool) -> None:
        """``pace`` None: the Bot pace setting, read again before every move."""
        with self._lock:
            self._require_live()
            seat = self._state.current_player
            if seat is None:
                raise BadMessage("bot_run", msg("the game is over"))
            if not self._seating.machine_turn(self._state):
                raise BadMessage("bot_run", msg("it is {name}'s turn, not a bot's; Bot move "
                                                "plays one move for them",
                                                name=self._seating.name(seat)))
        if background:
            self._spawn(self._bot_loop, pace, busy="bots")
        else:
            self._run_here(self._bot_loop, pace, busy="bots")

    def _after_move(self, background: bool) -> None:
        """Bots whose turn it is (and steps the rules make) move on their own, at the pace:
        in the background when asked by the browser, so the kernel stays free."""
        with self._lock:
            if not self._seating.machine_turn(self._state):
                return
        self._run_bots(None, background=background or self.settings["pace"] > 0)

    def _wake_bots(self) -> None:
        """Bots whose turn it is in the live game move on their own (settings autoplay)
        when nothing else runs: nothing may leave the table waiting for a bot that no
        worker moves (a table of bots alone waits for Bot plays on)."""
        with self._lock:
            idle = self.busy == "" and self._viewing is None
        if idle and self._seating.humans and self.settings.get("autoplay", True):
            self._after_move(background=True)

    def _bot_move(self, bot: str | None, stop: threading.Event | None,
                  explain: bool = False) -> Move:
        """One bot move: chosen on a copy, off the lock (a search may take a while), then
        played if the game is still where it was and no one asked to stop. With
        ``explain`` (or the explain setting) the bot's reasons are kept for the panel."""
        with self._lock:
            self._require_live()
            seat = self._state.current_player
            if seat is None:
                raise BadMessage("bot_step", msg("the game is over"))
            explain = explain or self.settings["explain"]
            automatic = self._state.automatic_move()
            if automatic is not None:
                self._keep_reasons(self._automatic_reasons(automatic) if explain else None,
                                   seat, self._game.automaton_name, automatic=True)
                return self._apply(automatic, seat)
            own = self._seating.seats[seat].get("bot")
            name = bot or own or self.settings["bot"]
            if not isinstance(name, Bot) and (not isinstance(name, str)
                                              or name not in self._bots):
                raise BadMessage("bot", msg("no bot named {given}; bots: {bots}",
                                            given=shown(name), bots=", ".join(self._bots)))
            chosen = name if isinstance(name, Bot) else self._bots[name]
            # a move chosen for a person's seat, or by another bot than the seat's, is the
            # bot's choice in the Log
            by = None if own is not None and name == own else getattr(chosen, "name", "bot")
            position, ply = self._state.copy(), self._state.ply
        # explaining costs only when asked: the same decision, with its numbers kept
        reasons = chosen.explain(SeatInfo(position, seat), self._bot_rng) if explain else None
        move = reasons.move if reasons is not None else chosen.choose(SeatInfo(position, seat),
                                                                      self._bot_rng)
        with self._lock:
            if stop is not None and stop.is_set():
                raise Stopped
            if self._viewing is not None:
                # the person went back in time: the bot's move is simply not played (the
                # live game is where it was, and the bots carry on once it is shown again)
                raise Stopped
            if self._state.ply != ply:
                raise BadMessage("bot_step", msg("the game moved on while the bot was "
                                                 "thinking; nothing was played"))
            self._keep_reasons(reasons, seat, getattr(chosen, "name", "bot"))
            return self._apply(move, seat, by)

    def _bot_turn(self, bot: str | Bot | None, stop: threading.Event | None,
                  pace: float | None = 0, explain: bool = False) -> list[Move]:
        """The whole turn of the player to move, by one bot, ``pace`` seconds between moves
        (None: the Bot pace setting at each wait). A job: it pauses after every move."""
        with self._lock:
            self._require_live()
            seat = self._state.current_player
            # at a table of one seat no one else takes the turn over: one move is a turn
            alone = len(self._seating.seats) == 1
        played = [self._bot_move(bot, stop, explain)]
        yield None
        while not alone:
            with self._lock:
                state = self._state
                if (state.current_player != seat or state.automatic_move() is not None
                        or self._viewing is not None):
                    return played
            wait = self.settings["pace"] if pace is None else pace
            if wait > 0 and stop is not None:
                yield wait
            checkpoint()
            played.append(self._bot_move(bot, stop, explain))
            yield None
        return played

    def _bot_move_worker(self, whole_turn: bool, stop: threading.Event):
        if whole_turn:
            yield from self._bot_turn(None, stop, None)
        else:
            self._bot_move(None, stop)
            yield None
        if self.settings.get("autoplay", True):
            yield from self._bot_loop(None, stop, first_wait=True)

    def _bot_loop(self, pace: float | None, stop: threading.Event,
                  first_wait: bool = False) -> None:
        """Bots move until a person is to move; ``pace`` seconds between moves, or None: the
        Bot pace setting as it is at each wait (a teacher may slow a run down mid-game).
        A job: it pauses after every move, and waits the pace by pausing."""
        waiting = first_wait
        while True:
            wait = self.settings["pace"] if pace is None else pace
            if waiting and wait > 0:
                yield wait
            waiting = True
            checkpoint()
            with self._lock:
                if not self._seating.machine_turn(self._state) or self._viewing is not None:
                    return
            self._bot_move(None, stop)
            yield None

    # ---- the Bot's reasoning panel (reasoning.py)
    def _automatic_reasons(self, move: Move) -> Reasoning:
        """Why the rules make ``move`` by themselves: the game's words, or a plain default."""
        reasons = self._state.explain_automatic()
        if reasons is None:
            reasons = Reasoning(self._game.automaton_name, move.id, self._state.describe(move),
                                "The rules make this step by themselves: it is the only "
                                "legal move.")
        return reasons

    def _keep_reasons(self, reasons: Reasoning | None, seat: int | None, bot: str,
                      automatic: bool = False) -> None:
        """Keep the reasons of the move about to be played for ``seat`` (caller holds the
        lock; the move's ``_refresh`` publishes them). A move played without reasons
        clears the last ones: they would explain an older move."""
        if reasons is None:
            self._forget_reasons()
            return
        # a step the rules make is theirs, as the Log says, whoever's turn it is
        player = (bot if automatic else self._seating.name(seat) if seat is not None else "")
        self._reasoning = reasoning_entry(self._state.ply + 1, seat, player, bot, reasons,
                                          automatic)
        self._explained = reasons

    def _forget_reasons(self) -> None:
        self._reasoning = None
        self._explained = None
