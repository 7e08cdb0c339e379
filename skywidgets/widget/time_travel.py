"""Time travel: a past position shown, played on from, or the last moves taken back.

A mixin of ``GameWidget``. ``goto`` shows the position after a number of moves (through
the eyes of whoever is at the screen now), ``resume`` plays on from it and ``undo`` takes
the last person's move back; the moves taken back stay in their branch (``branching``),
as far as the Undo setting allows.

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3, settings={"undo": "free"})   # "no peeking" keeps a drawn card
>>> _ = w.play("a5")
>>> w.goto(0)
>>> w.viewing, w.ply, w.moves
(0, 1, [])
>>> w.resume()
>>> w.viewing, w.ply
(None, 0)
"""

from __future__ import annotations

from ..i18n import msg
from ..core.engine import State
from ..core.errors import BadMessage, shown
from ..core.fields import is_whole
from .branching import check_going_to
from .python_errors import python_errors
from .reveal import screen_view
from .seating import check_take_back


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class TimeTravel:
    """Showing the past, and going back to it in the live game."""

    def undo(self) -> None:
        """Take back the last human move and the bot moves after it (they stay in their
        branch: ``switch`` to its name shows them again).

        ``settings["undo"]`` decides what may be taken back: ``"free"``, anything;
        ``"no peeking"``, never a move that showed anyone something hidden (a drawn card,
        a roll: taking it back would let the same card be seen and then avoided); ``"off"``,
        nothing.
        """
        self._seating.require_no_handoff("undo")
        with self._lock:
            target = self._seating.undo_target(self._log, self._start_ply)
            check_take_back(self.settings["undo"], self._log, self._revealed, target, "undo")
            # nor a move that showed something in another branch
            check_going_to(self.settings["undo"], self._tree,
                           self._tree.line[:target - self._start_ply], "undo")
        self._halt()
        with self._lock:
            self._rewind(target)

    def goto(self, ply: int | None) -> None:
        """Time travel: show the position after ``ply`` moves (None: back to the live game).

        During a hand-off the past is shown as everyone saw it (no one's hand)."""
        with self._lock:
            if ply is not None and not is_whole(ply, self._start_ply, self._state.ply):
                raise BadMessage("ply", msg("a position from move {first} to {last}, not {given}",
                                            first=self._start_ply, last=self._state.ply,
                                            given=shown(ply)))
            if ply is None or ply == self._state.ply:
                self._refresh()
                return
            past = self._replay_to(ply)
            # with private views the past is shown through the eyes of whoever is at the
            # screen now, never those of the person who was to move then
            eyes = self._eyes(past)
            with self.hold_sync():
                self.viewing = self._viewing = ply
                self.view = screen_view(past, eyes, self.reveal_all)
                self.moves = []
                self.inspection = self._follow_inspection(past, eyes)
                self.chance = self._chance_for(past, eyes)

    def resume(self) -> None:
        """Play on from the position shown by time travel (the later moves are taken back,
        as far as ``settings["undo"]`` allows, and stay in their branch)."""
        self._seating.require_no_handoff("resume")
        with self._lock:
            if self._viewing is None:
                raise BadMessage("resume", msg("the live game is already shown"))
            target = self._viewing
            check_take_back(self.settings["undo"], self._log, self._revealed, target, "resume")
            check_going_to(self.settings["undo"], self._tree,
                           self._tree.line[:target - self._start_ply], "resume")
        self._halt()
        with self._lock:
            if self._viewing != target:
                raise BadMessage("resume", msg("the shown position changed; nothing was taken "
                                               "back"))
            self._rewind(target)

    # ---- where the live game starts, and the past replayed from it
    @property
    def _start_ply(self) -> int:
        return self._state.origin.get("start_ply", 0)

    def _require_live(self) -> None:
        if self._viewing is not None:
            raise BadMessage("viewing", msg("a past position is shown; go back to the game "
                                            "first"))

    def _replay_to(self, ply: int) -> State:
        record = self._state.record()
        record.moves = record.moves[:ply - self._start_ply]
        return self._game.replay(record)

    def _rewind(self, ply: int) -> None:
        self._state = self._replay_to(ply)
        # the moves taken back stay in their branch, to switch back to
        self._tree.back(ply)
        self._log = self._log[:ply]
        self._revealed = self._revealed[:ply]
        if self._reasoning is not None and self._reasoning["ply"] > ply:
            self._forget_reasons()  # the move they explain was taken back
        self.outcomes = {}
        self._refresh()
