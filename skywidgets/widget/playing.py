"""Playing the live game: a move, a new game, the hand-off's Ready, and the settings.

A mixin of ``GameWidget``. A move is checked before anything happens (a running
simulation goes on when it is refused), then played on the live state, logged as the
screen's table saw it, followed by the "What if?" tree and published; the bots whose turn
it is then move on their own (``bot_runner``). A move played on a past position shown by
time travel plays from there. New game starts again, with other options and seats if
asked; settings set from Python are checked as the board's are.

>>> from skywidgets import Skyjo
>>> w = Skyjo(players=["You", "greedy"], seed=1, settings={"autoplay": False})
>>> w.play(w.moves[0]["id"]).id, w.ply
('r1', 1)
>>> w.new_game(seed=2)
>>> w.ply, w.log_entries
(0, [])
"""

from __future__ import annotations

from typing import Any, Iterable

import traitlets as t

from ..i18n import msg
from ..core.bots import Bot
from ..core.engine import Move
from ..core.errors import BadMessage, WidgetError
from ..core.rng import Rng, check_seed, fresh_seed
from .python_errors import python_errors
from .seating import Seating, bot_seats, seat_names
from .settings import default_settings, settings_from_python
from .table import kept_settings, new_options, rules_entry


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Playing:
    """Moves played in the live game, new games and new tables, Ready, and the checked
    ``settings`` trait."""

    def play(self, move: Move | str) -> Move:
        """Play a move for the player to move (then bots move on, if any). On a past
        position shown by ``goto``, the move is played there: the later moves stay in
        their branch, and a move unlike the line's next one starts a new branch (as far
        as ``settings["undo"]`` allows; see ``switch``)."""
        return self._play(move, background=False)

    def _play(self, move: Move | str, background: bool) -> Move:
        if self._viewing is not None:
            # a move played on a past position: the live game goes back there (as far as
            # settings undo allows) and the move follows its line or starts a branch
            self._go_back_for(move)
        with self._lock:
            self._require_live()
            # an illegal move is refused before anything else happens: a running
            # simulation goes on
            self._state.check(move)
        self._halt()
        with self._lock:
            self._require_live()
            played = self._apply(move, self._state.current_player)
        if self.settings.get("autoplay", True):
            self._after_move(background)
        return played

    def new_game(self, seed: int | None = None, options: dict | None = None,
                 players: str | Iterable[str | dict | Bot] | None = None) -> None:
        """Start a new game (``seed=None``: a fresh one). ``options`` changes some of the
        options (the others stay as they were); ``players`` seats other people and bots,
        one name per seat as when the widget is made (None: the same seats). Whatever is
        refused raises WidgetError naming it, and nothing changes.

        >>> from skywidgets import Skyjo
        >>> w = Skyjo(players=["Ann", "greedy"], seed=1)
        >>> w.new_game(seed=2, options={"end_score": 50}, players=["Ann", "Ben", "random"])
        >>> len(w.players), w.state.origin["options"]["end_score"]
        (3, 50)
        """
        names = None
        own_bots: dict[str, Bot] = {}
        if players is not None:
            # a refused seat raises WidgetError naming it ("players[1]")
            players, own_bots = bot_seats(players)
            names = seat_names(players, self._game, {**self._bots, **own_bots})
            if len(names) < self._game.min_players:
                raise BadMessage("players", msg("{game} is played by {counts}, not {given}",
                                                game=self._game.title,
                                                counts=self._game.player_counts,
                                                given=len(names)))
        if own_bots:
            with self._lock:
                self._bots.update(own_bots)
                self.bots = list(self._bots)
        self._new_game(seed, background=False, options=options, names=names)

    def _new_game(self, seed: Any, background: bool, options: Any = None,
                  names: list[str] | None = None) -> None:
        """A new game; ``options`` (changes to the current ones) and ``names`` (the seats,
        None: the same) are read before anything changes."""
        if seed is not None:
            check_seed(seed, "seed", error=BadMessage)
        settled = new_options(self._game, options, self._options)
        count = len(self._seating.seats) if names is None else len(names)
        state = self._game.new(players=count, seed=seed, **settled)
        self._halt()
        with self._lock:
            if names is not None:
                self._seat(names)
            self._options = settled
            self.rules = rules_entry(self._game, state.origin["options"], self._bots)
            self._state = state
            # the bots' luck follows the seed too: the same seed replays the same game
            self._bot_rng = Rng(fresh_seed() if seed is None else seed).spawn()
            self._log = []
            self._revealed = []
            self._forget_reasons()
            self._tree = self._tree_from_state(state)
            self.comparison = {}
            # whoever pressed New, the first person to move says they are at the screen
            self._seating.forget_ready()
            self.outcomes = {}
            self._refresh()
        # bots answer humans on their own; a game of bots alone waits for "Bot plays on"
        if self._seating.humans:
            self._after_move(background)

    def _seat(self, names: list[str]) -> None:
        """A new table of ``names`` (caller holds the lock): who is a person and who a bot,
        the hand-offs between people, and the settings that follow how many people play
        (those still at their default)."""
        self._seating = Seating.of(names, self._bots, self._game.private_views)
        defaults = default_settings(self._game, len(self._seating.humans))
        settings = kept_settings(self.settings, self._defaults, defaults)
        self._defaults = defaults
        self.players = self._seating.seats
        self.settings = settings

    def ready(self) -> None:
        """The person the hand-off screen waits for is at the screen: show them their view."""
        with self._lock:
            self._seating.ready()
            self._refresh()

    @t.validate("settings")
    def _check_settings(self, proposal: dict) -> dict:
        # only Python sets the trait (the board sends a settings message): WidgetError
        try:
            return settings_from_python(proposal["value"], self._defaults, self._bots)
        except WidgetError:
            raise
        except BadMessage as err:
            raise WidgetError(err.field, err.reason) from None

    def _apply(self, move: Move | str, seat: int | None, by: str | None = None) -> Move:
        """Apply a move to the live state (caller holds the lock) and publish it; ``by``
        names the bot that chose it for ``seat``, when not the seat's own."""
        checked = self._state.check(move)
        # a step the rules make by themselves is logged as theirs, whoever asked for it
        automatic = checked == self._state.automatic_move()
        label = self._state.describe(checked)
        revealed = self._state.reveals(checked)
        self._state.apply(checked)
        self._log.append(self._seating.log_entry(
            self._state.ply - 1, seat, checked.id, label,
            self._game.automaton_name if automatic else None, None if automatic else by))
        self._revealed.append(revealed)
        # the line follows the move, or another branch does, or a new one starts here
        self._tree.play(checked.id, revealed)
        self._refresh()
        return checked
