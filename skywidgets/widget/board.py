"""Board: any ``Game`` in a notebook cell, with the generic front end.

``Board(game, players=[...], seed=..., settings=...)`` is the same ``GameWidget`` as the
five games' widgets (its Python API, messages, hand-off, bots, Simulated outcomes, Log,
branches, export, save and load), bound to a ``Game`` object instead of a registered
game's name, and drawn by one generic front end (``static/board.js``, built from
js/src/generic/). No JavaScript to write, no build step, no registration: a game class
written in a notebook cell plays as it is.

The board draws what the game declares with ``Game.pieces(view)`` (a grid of cells, rows
of cards or dice, counters, a score track, a line per player, text:
docs/board-pieces.md), with the legal moves on the pieces they act on and as buttons;
where the game declares nothing (``pieces`` returns None), it draws the seat's view
readably and every legal move as a button.

The pieces travel in the synced ``pieces`` trait, worked out from the very ``view`` the
widget publishes (the seat's, the public one during a hand-off, a past one in time
travel), so they can never show more than the view. Pieces that break the vocabulary
are shown as an error naming the piece and field (``error``), and the board draws the
view readably instead: nothing of the game is lost.

A saved game names its game; a Board loads it with the same game object:
``Board.load(path, game=my_game)`` (a record of another game is refused, naming both).

>>> import skywidgets
>>> w = skywidgets.Board(skywidgets.load("skyway"), players=["You"], seed=3)
>>> w.pieces is None, w.play("a5").id
(True, 'a5')
"""

from __future__ import annotations

import inspect
from typing import Any, Iterable

import traitlets as t

from ..core.bots import Bot
from ..core.engine import Game, State
from ..core.errors import shown
from ..core.pieces import BadPieces, check_pieces
from ..i18n import msg
from . import STATIC
from .game_widget import GameWidget
from .python_errors import python_errors

#: the ``error`` field of a pieces error starts with this: a later good view clears it
PIECES_FIELD = "pieces"


def check_game(game: Any) -> Game:
    """``game`` if it is a ``Game`` object, else a TypeError saying what to pass.

    >>> check_game(object())
    Traceback (most recent call last):
    ...
    TypeError: Board plays a skywidgets.Game object, e.g. Board(MyGame()), not <object object at ...>
    """
    if isinstance(game, Game):
        return game
    if inspect.isclass(game) and issubclass(game, Game):
        raise TypeError(f"Board plays a Game object, not the class itself: "
                        f"Board({game.__name__}()) instead of Board({game.__name__})")
    raise TypeError(f"Board plays a skywidgets.Game object, e.g. Board(MyGame()), "
                    f"not {shown(game)}")


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Board(GameWidget):
    """Any ``Game`` in a notebook cell, drawn by the generic board.

    ``game`` is the rules engine (a ``skywidgets.Game`` object); every other argument is
    ``GameWidget``'s: ``players`` (one name per seat, a bot's name makes it a bot),
    ``seed``, ``state`` (a position to start from), ``settings`` and the game's options.

    Besides ``GameWidget``'s traits it syncs ``pieces``: ``game.pieces(view)`` checked
    against the vocabulary (docs/board-pieces.md), or None where the game declares none
    (or declared a malformed one: ``error`` then says which piece and field).

    >>> import skywidgets
    >>> w = skywidgets.Board(skywidgets.load("skyjo"), players=["Ann", "greedy"], seed=1)
    >>> w.game, w.players[1]["kind"]
    ('skyjo', 'bot')
    """

    _esm = STATIC / "board.js"

    pieces = t.List(None, allow_none=True,
                    help="list or None: the board pieces of the shown view, "
                         "game.pieces(view) checked (docs/board-pieces.md); None: the board "
                         "draws the view itself").tag(sync=True)

    def __init__(self, game: Game, players: str | Iterable[str | dict | Bot] | None = None,
                 seed: int | None = None, *, state: State | None = None,
                 settings: dict | None = None, **options: Any) -> None:
        super().__init__(players, seed, state=state, settings=settings, game=game, **options)

    @classmethod
    def _engine(cls, given: dict) -> Game:
        if "game" not in given:
            raise TypeError("Board needs its game: Board(game, ...), "
                            "Board.load(path, game=game), Board.from_position(position, "
                            "game=game)")
        return check_game(given.pop("game"))

    @classmethod
    def load(cls, path_or_record: Any, **kwargs: Any) -> Board:
        """A Board replaying a saved game (a path, JSON text, dict or Record) of ``game``,
        given by keyword: ``Board.load("game.json", game=MyGame())``. A record of
        another game is refused, naming both."""
        return super().load(path_or_record, **kwargs)

    @classmethod
    def from_position(cls, position: dict, players: Iterable[str] | None = None,
                      **kwargs: Any) -> Board:
        """A Board on a position set up from a dict (``game.from_dict``), ``game`` given
        by keyword: ``Board.from_position(data, game=MyGame())``."""
        return super().from_position(position, players, **kwargs)

    @t.observe("view")
    def _pieces_of_view(self, change: dict) -> None:
        # the very dict published as `view`: the pieces can never show more than it
        try:
            pieces = self._game.pieces(change["new"])
            checked = None if pieces is None else check_pieces(pieces)
        except BadPieces as err:
            self._pieces_refused(msg("The board cannot draw this game's pieces: {where}: "
                                     "{reason}. It shows the view instead.",
                                     where=err.where, reason=err.reason), err.field)
            return
        except Exception as err:  # a bug in the game's pieces: said, the game goes on
            # the exception's own text is the game author's, as they wrote it
            self._pieces_refused(msg("The board cannot draw this game's pieces: {game}.pieces "
                                     "raised {error}: {text}. It shows the view instead.",
                                     game=type(self._game).__name__,
                                     error=type(err).__name__, text=str(err)), PIECES_FIELD)
            return
        self.pieces = checked
        if str(self.error.get("field", "")).startswith(PIECES_FIELD):
            self.error = {}

    def _pieces_refused(self, message: str, field: str) -> None:
        """The pieces are not drawn (the view is, readably) and ``message`` says why."""
        self.pieces = None
        self._set_error(message, field=field)


__all__ = ["Board", "check_game"]
