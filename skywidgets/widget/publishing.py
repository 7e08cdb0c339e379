"""What the widget publishes to the browser: the live position through the right eyes.

A mixin of ``GameWidget``. ``_refresh`` publishes the live position (the view, the legal
moves, the Log, the panels) through the eyes of whoever is at the screen; the view goes
as a patch of what a move changed (``view_sync``) and the Log as the entries a move added
(``log_sync``), each sent whole only when it is written anew. The teacher's view
(``reveal_all``, ``reveal``) turned on or off publishes the screen again.

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> _ = w.play("a5")
>>> w.log_tail["from"], [entry["id"] for entry in w.log_tail["entries"]]
(0, ['a5'])
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..core.engine import State
from .chance import chance_entry
from .log_sync import log_tail
from .reasoning import shown_reasoning
from .reveal import screen_log, screen_view
from .view_sync import EMPTY_PATCH, as_sent, view_patch


class Publishing(t.HasTraits):
    """The traits the browser gets, worked out for the screen (``GameWidget``'s own
    memory: ``_state``, ``_seating``, ``_log``...). A ``HasTraits`` so that its observers
    are bound to the widget."""

    # ---- whose eyes the screen shows
    def _may_show_seat(self, seat: int | None) -> bool:
        """May what ``seat`` knows (its hand, a bot's reasons from it) be shown on this
        screen? Yes in a game without private views; else only when ``seat``'s view is the
        one on the screen now; always while the teacher reveals everything
        (``reveal_all``). The one place this is decided."""
        if self.reveal_all or not self._game.private_views:
            return True
        return seat is not None and self._eyes(self._state) == seat

    def _shown_reasoning(self) -> dict:
        """The ``reasoning`` trait: the kept reasons as far as this screen may see them (a
        step the rules make is explained in words anyone at the table may read)."""
        entry = self._reasoning
        if entry is None:
            return {}
        return shown_reasoning(entry, entry.get("automatic", False)
                               or self._may_show_seat(entry["seat"]))

    def _eyes(self, state: State) -> int | None:
        """Whose information the screen shows for ``state``, the live position or a past
        one (None: the public view only)."""
        return self._seating.eyes(state.current_player, self._state.current_player)

    def _chance_for(self, state: State, eyes: int | None) -> dict:
        """The Chance panel for ``state`` through ``eyes``: counts and exact sums over the
        seat's view, one to a few milliseconds, so it follows every move whether the panel
        is open or not."""
        name = self._seating.name(eyes) if eyes is not None else ""
        return chance_entry(self._game, state, eyes, name)

    def _refresh(self) -> None:
        """Publish the live position: view, legal moves, log."""
        state, seating = self._state, self._seating
        to_move = state.current_player
        seat = seating.viewer(to_move)
        # another person's turn at a shared screen: only what everyone may see, until they
        # say they are there
        waiting = seating.handoff_due(seat)
        eyes = None if waiting else seat
        human_turn = not waiting and to_move is not None and seating.is_human(to_move)
        moves = ([{"id": m.id, "label": state.describe(m), **state.move_info(m)}
                  for m in state.legal_moves()] if human_turn else [])
        automatic = state.automatic_move() if moves else None
        if automatic is not None:
            # the board may offer it as a step to take; the header names who takes it
            moves[0].update(automatic=True, by=self._game.automaton_name)
        # a caller holding the sync may publish more than one move in one update: the
        # tail then holds the entries of them all
        nested = getattr(self, "_holding_sync", False)
        with self.hold_sync():
            # the hand-off and who is at the screen are Python's own memory, never read
            # back from the traits
            seating.show(seat, waiting)
            self.handoff = {"seat": seat, "name": seating.name(seat)} if waiting else {}
            self.seat = seat
            # other eyes at the screen get their view whole: a patch from the last one would
            # name what those eyes saw (the cards it drops)
            screen = (eyes, self.reveal_all)
            self._publish_view(screen_view(state, eyes, self.reveal_all),
                               whole=nested or screen != self._view_screen)
            self._view_screen = screen
            self.moves = moves
            self._publish_log(screen_log(self._log, eyes, self._game.private_move,
                                         self.reveal_all), merge=nested)
            self.ply = state.ply
            self.viewing = self._viewing = None
            self.inspection = self._follow_inspection(state, eyes)
            self.reasoning = self._shown_reasoning()
            self.chance = self._chance_for(state, eyes)
            self.branches = self._tree.summary()
            if waiting:
                self.outcomes = {}
        self._redraw_saved_picture()  # the picture a saved page shows: static_page.py

    # ---- the Log by what each move adds (skywidgets/widget/log_sync.py)
    def _publish_log(self, entries: list[dict], merge: bool = False) -> None:
        """Show the Log ``entries``: a move's new entries go to the browser as ``log_tail``
        alone; a Log written anew is sent whole, with an empty tail. ``merge`` keeps the
        entries of the tail before in this one (it may not have been sent yet)."""
        tail = log_tail(self.log_entries, entries)
        if tail is None:
            self.log_entries = entries
            self.log_tail = {"from": len(entries), "entries": []}
        elif tail["entries"]:
            if merge:
                start = self.log_tail["from"]
                tail = {"from": start, "entries": entries[start:]}
            self._log_by_tail = True
            try:
                self.log_entries = entries
            finally:
                self._log_by_tail = False
            self.log_tail = tail

    def _should_send_property(self, key: str, value: Any) -> bool:
        # the whole Log is not sent for a move: its tail is (a new view still gets the whole
        # Log, from the state a front end asks for when it opens); the same for the view
        if key == "log_entries" and self._log_by_tail:
            return False
        if key == "view" and self._view_by_patch:
            return False
        return super()._should_send_property(key, value)

    # ---- the view by what each move changes (skywidgets/widget/view_sync.py)
    def _publish_view(self, view: dict, whole: bool = False) -> None:
        """Show ``view``: what changed since the view the browser has goes as
        ``view_patch`` alone; with ``whole`` (other eyes at the screen, or a caller holding
        the sync who may publish more than one position in one update: a patch must follow
        the view it was made from) the view is sent whole, with an empty patch."""
        if whole:
            self.view = view
            return
        # as the browser got them: a game's view may share lists with its state, which
        # the next move changes in place (its words kept to translate, as_sent)
        sent = as_sent(view)
        patch = view_patch(self._view_sent, sent)
        if not any(patch.values()):
            return  # nothing changed: nothing to send
        self._view_by_patch = True
        try:
            self.view = view
        finally:
            self._view_by_patch = False
        self._view_sent = sent
        self.view_patch = patch

    @t.observe("view")
    def _view_written_anew(self, change: dict) -> None:
        # a view not sent as a patch goes whole: the patch after it must not be put in place
        # again on it (nor mistaken for the next one, were they alike)
        if not self._view_by_patch:
            self._view_sent = as_sent(change["new"])
            self.view_patch = dict(EMPTY_PATCH)

    # ---- the teacher's view (reveal.py)
    @t.observe("reveal_all")
    def _reveal_changed(self, change: dict) -> None:
        """Everything revealed, or the seat views back: the screen is published again.
        Outcomes worked out from the truth go with it (a run of them stops first)."""
        if not change["new"]:
            with self._lock:
                from_truth = (self.outcomes.get("source") == "truth"
                              or (self.busy == "simulating" and self._run_source == "truth"))
            if from_truth:
                self._halt()
                with self._lock:
                    self.outcomes = {}
        with self._lock:
            if self._viewing is None:
                self._refresh()
            else:
                self.goto(self._viewing)
