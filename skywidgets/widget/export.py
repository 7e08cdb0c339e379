"""What leaves the widget: the game saved as a record, and its tables for a spreadsheet.

A mixin of ``GameWidget``. ``save`` writes the game's record (seed, options, moves and
every "What if?" branch) as JSON, which ``GameWidget.load`` replays; ``log_table`` and
``outcomes_table`` give the Log and the Simulated outcomes as tidy tables (``tables``),
which the panels' Download CSV saves as the screen shows them. A table's CSV has its
header row (and its words) in the board's language; its data stay as they are.

>>> import tempfile
>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> _ = w.play("a5")
>>> with tempfile.TemporaryDirectory() as folder:
...     w.save(f"{folder}/game.json")
...     loaded = Skyway.load(f"{folder}/game.json")
>>> loaded.log_table().rows[0]["move_id"]
'a5'
"""

from __future__ import annotations

from .python_errors import python_errors
from .tables import Table, log_table, outcomes_table


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Export:
    """Saving the game and exporting its tables."""

    def save(self, path: str) -> None:
        """Save the game (its record: seed, options, moves, and every branch) as JSON."""
        record = self._state.record()
        # a bot seat is saved under its bot's name, which makes it that bot again on load
        record.names = [s.get("bot", s["name"]) for s in self._seating.seats]
        tree = self._tree
        if len(tree.branches) > 1 or tree.cursor < len(tree.current.moves):
            record.branches, record.branch = tree.to_record(), tree.current.name
        record.save(path)

    def log_table(self, shown: bool = False) -> Table:
        """The Log as a tidy table, one row per move: ply, seat, player, kind (person, bot
        or rules), bot, move_id, words, automatic, private. Python is the teacher's side: it
        holds every move in full, secret ones too; ``shown=True`` gives the Log as the
        screen shows it now (another seat's secret move only as the table saw it), which
        is what the Log panel's Download CSV saves.

        >>> from skywidgets import Skyway
        >>> w = Skyway(seed=3)
        >>> _ = w.play("a5")
        >>> [(r["ply"], r["kind"], r["move_id"]) for r in w.log_table()]
        [(1, 'person', 'a5')]
        """
        with self._lock:
            entries = list(self.log_entries) if shown else list(self._log)
            return log_table(f"{self._game.name}-log", entries, self._seating.seats,
                             self.language)

    def outcomes_table(self) -> Table:
        """The Simulated outcomes panel's data as a tidy table: one row per legal move and
        measure ("win": the share of rollouts won, "mean": the mean score), with its 95%
        interval, rollouts, the run's ply, seat and rollout bot. Empty before a run.

        >>> from skywidgets import Skyway
        >>> w = Skyway(seed=3)
        >>> _ = w.simulate(n=2, seed=1)
        >>> table = w.outcomes_table()
        >>> len(table) == 2 * len(w.state.legal_moves()), table.rows[0]["measure"]
        (True, 'win')
        """
        with self._lock:
            return outcomes_table(f"{self._game.name}-outcomes", dict(self.outcomes),
                                  self._seating.seats, self.language)
