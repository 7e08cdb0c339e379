"""A game's own inspection panel (``Game.inspections``), filled by Python for the screen.

A mixin of ``GameWidget``. The person at the screen opens a panel with what they chose in
it; it then follows the game move by move, and through time travel, worked out from
their view alone: while no one's view is on the screen (a hand-off, bots only) it shows
nothing of anyone's cards.

>>> from skywidgets import SkywayRobbery
>>> w = SkywayRobbery(players=["You", "heuristic"], seed=4)
>>> _ = w.inspect("planner", job="jailbreak")
>>> w.inspection["name"], w.inspection["args"]
('planner', {'job': 'jailbreak'})
>>> w.inspect(None), w.inspection
(None, {})
"""

from __future__ import annotations

from typing import Any

from ..i18n import msg
from ..core.engine import State
from ..core.errors import BadMessage, shown
from .python_errors import python_errors


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Inspection:
    """Opening, closing and following the inspection panel (``_inspecting``: its name and
    the choices made in it, or None)."""

    def inspect(self, name: str | None, **args: Any) -> dict | None:
        """Open one of the game's own inspection panels (``Game.inspections``) for the person
        at the screen, with what they chose in it; it then follows the game move by move.
        ``name=None`` closes it. Returns the panel's data.

        >>> from skywidgets import SkywayRobbery
        >>> w = SkywayRobbery(players=["You", "heuristic"], seed=4)
        >>> w.inspect("planner", job="jailbreak")["label"]
        'Jail Break at the Brig'
        """
        return self._open_inspection(name, args)

    def _open_inspection(self, name: Any, args: dict) -> dict | None:
        # the browser's choices arrive as a dict, never as keyword arguments: a choice
        # called "name" must not clash with the panel's name
        with self._lock:
            if name is None:
                self._inspecting = None
                self.inspection = {}
                return None
            if not isinstance(name, str) or name not in self._game.inspections:
                if not self._game.inspections:
                    raise BadMessage("name", msg("{game} has no inspection panel {given} (it "
                                                 "has none)", game=self._game.title,
                                                 given=shown(name)))
                raise BadMessage("name", msg("{game} has no inspection panel {given} (its "
                                             "panels: {panels})", game=self._game.title,
                                             given=shown(name),
                                             panels=", ".join(self._game.inspections)))
            self._seating.require_no_handoff("inspect")
            state = self._replay_to(self._viewing) if self._viewing is not None else self._state
            eyes = self._eyes(state)
            if eyes is None:
                raise BadMessage("seat", msg("no player's view is on the screen (bots only): "
                                             "the panel would show someone's hidden cards"))
            data = self._game.inspect(state, eyes, name, args)  # a bad choice raises here
            self._inspecting = (name, dict(args))
            self.inspection = self._inspection_entry(state, name, dict(args), data)
            return data

    def _inspection_entry(self, state: State, name: str, args: dict, data: dict | None) -> dict:
        return {"name": name, "title": self._game.inspections[name], "args": args,
                "ply": state.ply, "data": data}

    def _follow_inspection(self, state: State, eyes: int | None) -> dict:
        """The open inspection panel worked out again for ``state`` through ``eyes``."""
        if self._inspecting is None:
            return {}
        name, args = self._inspecting
        if eyes is None:
            # a hand-off or bots only: no one's cards may be shown, nor which job the last
            # person was looking at
            self._inspecting = (name, {})
            return self._inspection_entry(state, name, {}, None)
        try:
            data = self._game.inspect(state, eyes, name, args)
        except BadMessage:
            # what was chosen has gone (a side job done, say): the panel's first choice
            args = {}
            data = self._game.inspect(state, eyes, name, args)
        return self._inspection_entry(state, name, args, data)
