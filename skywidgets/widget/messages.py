"""The browser's messages to the widget: each checked, handed to its handler, or refused.

A mixin of ``GameWidget``. The board never sets a synced trait: it sends a small message
(docs/widget-protocol.md), which ``dispatch`` hands to the ``_msg_*`` handler its type
names. A message that acts on a position carries the ply of the position the board
showed, and is refused as stale when the game has left it. Whatever a message is refused
for is said in ``error``, naming the rule or field; nothing changes on refusal.

>>> from skywidgets import Skyway
>>> from skywidgets.widget.testing import send
>>> w = Skyway(seed=3)
>>> send(w, {"type": "move", "id": "z9", "ply": 0})
>>> w.error["field"], w.ply
('id', 0)
"""

from __future__ import annotations

import json
import threading
from typing import Any, ClassVar

from ..i18n import Msg, Sentence, Shaped, msg
from ..core.errors import BadMessage, IllegalMove, SkywidgetsError, said, shown
from ..core.fields import is_whole
from .background import Job
from .branching import Branching
from .dispatch import dispatch
from .python_errors import python_errors
from .settings import changed_settings
from .table import new_seats

#: the most the choices of an inspection panel may hold, as JSON text
MAX_CHOICES_LENGTH = 1000
#: the longest an error message may be (it quotes only short prefixes of any input)
MAX_ERROR_LENGTH = 600
#: the messages that act on a position, and the field in which each carries the ply of the
#: position the board showed (``viewing`` while time travel shows a past one, else the
#: live ``ply``): a board shown twice, or a click sent while a bot moved, is refused as
#: stale instead of acting on a position no one saw (goto's own ``ply`` is where to go)
SHOWN_PLY = {"move": "ply", "undo": "ply", "resume": "ply", "goto": "shown",
             "bot_step": "ply", "bot_run": "ply", "simulate": "ply", "ready": "ply",
             "switch": "ply"}


def _clip(text: str) -> str:
    return text if len(text) <= MAX_ERROR_LENGTH else text[:MAX_ERROR_LENGTH - 1] + "…"


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Messages:
    """The handlers of the browser's messages (``_HANDLERS``, by type) and the checks
    they share; ``set_state`` refuses a front-end write to a synced trait."""

    def set_state(self, sync_data: Any) -> None:
        """The browser may only ask, with a message; it never sets. A front-end write to a
        synced trait is refused, the browser's copy is put back, and ``error`` says so."""
        names = sorted(str(k) for k in sync_data) if isinstance(sync_data, dict) else []
        named = [name for name in names if name.strip()]
        field = named[0][:40] if named else "update"
        self._set_error(msg("the board may not change {field} itself: it asks Python with a "
                            "message (see docs/widget-protocol.md); nothing was changed",
                            field=shown(field)), field=field)
        synced = [name for name in names if name in self.keys]
        if "log_tail" in synced and "log_entries" not in synced:
            synced.append("log_entries")  # the browser's own Log is put back whole (log_sync.py)
        if "view_patch" in synced and "view" not in synced:
            synced.append("view")  # and its view (view_sync.py)
        if synced:
            self.send_state(synced)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self._handle(content)
        except IllegalMove as err:
            # said on the board beside the click, in the rules' words: the move id is notation
            # (a Msg of the rules' words is translated on its way to the board: language.py)
            self._set_error(Sentence(err.reason),
                            rule=err.rule.citation() if err.rule else "", field="id",
                            move=str(err.move)[:40])
        except BadMessage as err:
            self._set_error(err.reason, field=err.field)
        except SkywidgetsError as err:
            self._set_error(said(err), field=getattr(err, "field", "") or "message")
        except (ValueError, TypeError) as err:
            self._set_error(said(err), field="message")
        except Exception as err:  # a bug: said on the board, never a dead kernel callback
            self._set_error(msg("could not handle the message: {error}",
                                error=f"{type(err).__name__}: {err}"), field="")

    def _set_error(self, message: str, rule: str = "", field: str = "", move: str = "") -> None:
        if isinstance(message, Msg):
            message = Shaped(message, _clip)  # cut in whatever language it is said in
        elif len(message) > MAX_ERROR_LENGTH:
            message = message[:MAX_ERROR_LENGTH - 1] + "…"
        self.error = {"message": message, "rule": rule, "field": field,
                      **({"move": move} if move else {})}

    def _handle(self, content: Any) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if isinstance(kind, str) and kind in SHOWN_PLY:
            self._check_shown(content, kind, SHOWN_PLY[kind])
        dispatch(self, content)

    def _shown_ply(self) -> int:
        """The ply of the position on the screen: the past one time travel shows, else
        the live game's."""
        return self._viewing if self._viewing is not None else self._state.ply

    def _check_shown(self, content: dict, what: str, key: str) -> None:
        """``content[key]`` is the ply of the position the board showed when it was sent
        (docs/widget-protocol.md); a message without it, or sent from a position the game
        has left (another view of the same board, a bot's move), is refused and changes
        nothing. A move's own checks say more of a past position (``_requested_move``)."""
        if key not in content:
            raise BadMessage(key, msg("missing: the move number of the position the board "
                                      "showed ({what} acts on it)", what=what))
        ply = content[key]
        if not is_whole(ply, 0):
            raise BadMessage(key, msg("expected the move number the board showed, got {given}",
                                      given=shown(ply)))
        if what == "move":
            return
        with self._lock:
            now, past = self._shown_ply(), self._viewing is not None
        if ply != now:
            if past:
                raise BadMessage(key, msg("stale {what}: this board showed move {shown}, but "
                                          "the position shown is at move {now} now (another "
                                          "view of the game, or a bot, moved on); nothing was "
                                          "done", what=what, shown=ply, now=now))
            raise BadMessage(key, msg("stale {what}: this board showed move {shown}, but the "
                                      "game is at move {now} now (another view of the game, or "
                                      "a bot, moved on); nothing was done", what=what,
                                      shown=ply, now=now))

    def _msg_move(self, content: dict) -> None:
        self._play(self._requested_move(content, from_the_past=True), background=True)

    def _msg_why(self, content: dict) -> None:
        """Why the move the board could not make is refused (a click on something that is
        no legal move now): the rules' reason comes back as ``error``, said beside the
        click. Nothing is played, whatever the answer."""
        move_id = self._requested_move(content)
        with self._lock:
            self._state.check(move_id)

    def _requested_move(self, content: dict, from_the_past: bool = False) -> str:
        """The move id of a move or why message, once the board's position is the live one (or,
        ``from_the_past``, a move on the past position shown, whose ply it names)
        and a person is to move; else BadMessage naming the field."""
        move_id, ply = content.get("id"), content.get("ply")
        if not isinstance(move_id, str):
            raise BadMessage("id", msg("a move id is text, got {given}", given=shown(move_id)))
        if ply is not None and not is_whole(ply):
            raise BadMessage("ply", msg("expected the move number the board showed, got {given}",
                                        given=shown(ply)))
        if self._viewing is not None:
            # a move on the past position shown (its ply said) plays from there: a "What
            # if?" branch; anything else was meant for the live game
            if not from_the_past or ply != self._viewing:
                raise BadMessage("viewing", msg("a past position is shown: go back to the "
                                                "game (or play on from here) before moving"))
        elif ply is not None and ply != self._state.ply:
            raise BadMessage("ply", msg("stale move: the board showed move {shown} but the game "
                                        "is at move {now}; nothing was played", shown=ply,
                                        now=self._state.ply))
        self._seating.require_no_handoff("move", msg("nothing was played",
            context="what a refusal left as it was"))
        seat = (self._state if self._viewing is None
                else self._replay_to(self._viewing)).current_player
        if seat is not None and not self._seating.is_human(seat):
            raise BadMessage("id", msg("it is {name}'s turn (a bot)",
                                       name=self._seating.name(seat)))
        return move_id

    def _msg_new(self, content: dict) -> None:
        # other seats and options for the new game (the Rules panel) are read field by
        # field before anything changes
        names = None
        if content.get("players") is not None:
            names = new_seats(self._game, content["players"], self._bots)
        self._new_game(content.get("seed"), background=True, options=content.get("options"),
                       names=names)

    def _msg_simulate(self, content: dict) -> None:
        self.simulate(n=content.get("n", self.settings["sim_n"]), wait=False,
                      source=content.get("source", "seat"))

    def _msg_estimate(self, content: dict) -> None:
        """The panel asks on its own (opened, another rollout bot, another position) how
        long a run would take. It is measured off the message handler and published as
        ``outcomes["forecast"]``; it is skipped without a word when it would run beside
        other work or the position is not the one the panel saw, or not one this screen
        may simulate."""
        n, rollout = self._rollout_request(content.get("n"), content.get("rollout"))
        ply = content.get("ply")
        if ply is not None and not is_whole(ply, 0):
            raise BadMessage("ply", msg("expected the move number the panel showed, got {given}",
                                        given=shown(ply)))
        with self._lock:
            if self.busy or (ply is not None and ply != self._state.ply):
                return
        try:
            snapshot, live = self._simulation_position("estimate")
        except BadMessage:
            return  # a hand-off, the past shown, the game over: nothing to measure here
        self._stop_estimate()
        stop = threading.Event()
        job = Job(self._estimate_in_background(snapshot, live, n, rollout,
                                               self.settings["sim_seconds"], stop), stop,
                  on_end=lambda error: self._estimate_ended(stop, error),
                  name="skywidgets-estimate")
        self._estimate_stop, self._estimate_thread = stop, job
        job.start()

    def _msg_goto(self, content: dict) -> None:
        if "ply" not in content:
            raise BadMessage("ply", msg("missing: which position to show"))
        self.goto(content["ply"])
        # time travel stopped the bots; back at the live game they carry on
        self._wake_bots()

    def _msg_inspect(self, content: dict) -> None:
        if "name" not in content:
            raise BadMessage("name", msg("missing: which inspection panel (null closes it)"))
        args = content.get("args", {})
        if not isinstance(args, dict) or not all(isinstance(k, str) for k in args):
            raise BadMessage("args", msg("expected an object of the panel's choices"))
        try:
            size = len(json.dumps(args, allow_nan=False))
        except (TypeError, ValueError, RecursionError):
            raise BadMessage("args", msg("the panel's choices are plain JSON")) from None
        if size > MAX_CHOICES_LENGTH:
            raise BadMessage("args", msg("the panel's choices are a few words, not {size} "
                                         "characters", size=size))
        self._open_inspection(content["name"], dict(args))

    def _msg_bot_step(self, content: dict) -> None:
        whole_turn = content.get("whole_turn", True)
        if not isinstance(whole_turn, bool):
            raise BadMessage("whole_turn", msg("true (the bot plays the whole turn of the player "
                                               "to move) or false (one move), not {given}",
                                               given=shown(whole_turn)))
        self._seating.require_no_handoff("bot_step")
        # refused here, before a running simulation is stopped for it
        with self._lock:
            self._require_live()
            if self._state.current_player is None:
                raise BadMessage("bot_step", msg("the game is over"))
        # a bot's move is worked out off the message handler: a search may take seconds
        self._spawn(self._bot_move_worker, whole_turn, busy="bots")

    def _msg_bot_run(self, _content: dict) -> None:
        self._seating.require_no_handoff("bot_run")
        # a bot run always plays off the message handler, so Stop can get in
        self._run_bots(None, background=True)

    def _msg_settings(self, content: dict) -> None:
        self.settings = changed_settings(self.settings, content.get("settings"), self._bots)
        # "Bots move on their own" ticked while a bot is to move: it moves
        self._wake_bots()

    def _msg_resume(self, _content: dict) -> None:
        self.resume()
        self._wake_bots()

    def _msg_dismiss(self, _content: dict) -> None:
        self.error = {}

    def _msg_export(self, content: dict) -> None:
        """Download CSV: the Log or the Simulated outcomes as the screen shows them, sent
        back as a custom message ``{"type": "csv", "table", "filename", "text"}`` that the
        browser saves."""
        which = content.get("table")
        if which == "log":
            table = self.log_table(shown=True)
        elif which == "outcomes":
            table = self.outcomes_table()
            if not len(table):
                raise BadMessage("table", msg("no simulation has been run here yet: Run fills "
                                              "the table first"))
        else:
            raise BadMessage("table", msg("the table to download is \"log\" or \"outcomes\", "
                                          "not {given}", given=shown(which)))
        self.send({"type": "csv", "table": which, "filename": f"{table.name}.csv",
                   "text": table.to_csv()})

    _HANDLERS: ClassVar[dict] = {
        "move": _msg_move,
        "why": _msg_why,
        "undo": lambda self, _c: self.undo(),
        "new": _msg_new,
        "bot_step": _msg_bot_step,
        "bot_run": _msg_bot_run,
        "stop": lambda self, _c: self.stop(),
        "simulate": _msg_simulate,
        "estimate": _msg_estimate,
        "goto": _msg_goto,
        "resume": _msg_resume,
        "ready": lambda self, _c: self.ready(),
        "page_language": lambda self, content: self._msg_page_language(content),
        "inspect": _msg_inspect,
        "settings": _msg_settings,
        "dismiss": _msg_dismiss,
        "export": _msg_export,
        # "What if?" branches (branching.py)
        "switch": Branching._msg_switch,
        "name_branch": Branching._msg_name_branch,
        "compare": Branching._msg_compare,
    }
