"""GameWidget: the one generic binding of a game engine to its anywidget front-end.

Python holds the state; the browser gets only the seat's ``view``, the legal
``moves`` and the panels' data, and sends small messages that are validated
here (see docs/widget-protocol.md). Who sits at the screen and what they may see
is decided in ``seating``, the settings are checked in ``settings``; this class
publishes their answers as traits and runs the bots and simulations.

This module holds the class itself: its traits, how a widget is made and loaded. What it
does is in rooms of their own, each a mixin named for what it holds: ``messages`` (the
browser's messages), ``playing`` (moves, new games, the settings), ``time_travel``
(the past shown, Undo), ``inspection`` (a game's own panel), ``bot_runner`` (the bots),
``simulation`` (Simulated outcomes), ``workers`` (the one worker running them),
``publishing`` (what the browser gets), ``display`` (the notebook's outputs), ``export``
(save and the tables) and ``branching`` ("What if?"). Each game's widget is a few lines:

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> w.play("a5").id
'a5'
>>> w.ply
1
"""

from __future__ import annotations

import threading
from typing import Any, ClassVar, Iterable

import anywidget
from ipywidgets import widget_serialization
import traitlets as t

from ..i18n import nmsg
from ..core.bots import Bot, bots_for
from ..core.reasoning import Reasoning
from ..core.engine import Game, State
from ..core.errors import BadRecord
from ..core.links import DOCS
from ..core.record import Record
from ..core.rng import Rng, check_seed, fresh_seed
from ..games import load as load_game
from . import STATIC
from .background import Job
from .branching import Branching
from .bot_runner import BotRunner
from .bundle import synced_code
from .display import Display
from .export import Export
from .guide import GuidedWidgetType, guided_class, learner_guide
from .inspection import Inspection
from .language import Language
from .messages import MAX_CHOICES_LENGTH, MAX_ERROR_LENGTH, SHOWN_PLY, Messages
from .playing import Playing
from .publishing import Publishing
from .python_errors import python_errors
from .simulation import PUSH_INTERVAL, Simulation
from .view_sync import EMPTY_PATCH
from .workers import JOIN_TIMEOUT, Workers
from .static_page import SavedPictures
from .seating import DEFAULT_NAME, Seating, bot_seats, history_so_far, seat_names
from .settings import default_settings, rollout_bots
from .table import rules_entry
from .time_travel import TimeTravel


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class GameWidget(Language, Messages, Playing, TimeTravel, Inspection, BotRunner, Simulation, Workers,
                 Publishing, Display, Export, Branching, anywidget.AnyWidget,
                 metaclass=GuidedWidgetType):
    """A game in a notebook cell: board, controls and inspection panels.

    A subclass names its game (``game_name``) and gets that game's front-end bundle,
    ``skywidgets/static/<game_name>.js``; a game kept elsewhere sets ``_esm`` itself.
    ``players`` lists one name per seat; a bot's name (``"random"``, ``"greedy"``) makes
    that seat a bot, and so does a bot object (a ``core.bots.Bot``, such as a learned
    policy's ``skywidgets.interop.openspiel.PolicyBot``), seated by its ``name``.

    Synced traits (Python to browser; the browser never sets them, it sends messages):

    ================  ============  ====================================================
    ``game``          str           the game's name, e.g. ``"skyway"``
    ``title``         str           the game's title, e.g. ``"Skyway"``
    ``view``          dict          what the seat at the screen may know of the position
    ``moves``         list          the legal moves a person may play now
    ``log_entries``   list          one entry per move played (the Log)
    ``ply``           int           the moves played in the live game
    ``viewing``       int or None   the ply time travel shows, None for the live game
    ``outcomes``      dict          the Simulated outcomes panel's data
    ``error``         dict          why the last message or move was refused
    ``players``       list          one entry per seat: a person or a bot
    ``seat``          int or None   the seat whose view is shown
    ``settings``      dict          bot, sim_n, rollout, sim_seconds, pace, autoplay, undo, ...
    ``bots``          list          the bots a teacher may pick
    ``rollout_bots``  list          the bots fast enough to play rollouts
    ``busy``          str           what the kernel is doing, or ``""``
    ``handoff``       dict          whom the screen waits for, or ``{}``
    ``inspection``    dict          a game's own inspection panel, or ``{}``
    ``reveal_all``    bool          the teacher's view: everything hidden is shown
    ``reasoning``     dict          the last bot move's reasons (Why?), or ``{}``
    ``rules``         dict          the options (declared, with their values) and seats
    ``chance``        dict          the Chance panel: what is left to chance, for the screen
    ``branches``      list          the "What if?" branches: names, forks, lengths
    ``comparison``    dict          Simulated outcomes of two branches side by side
    ``log_tail``      dict          the Log entries a move added, sent instead of ``log_entries``
    ``bundle``        dict          the shared widgets holding the game's code and styles
    ``view_patch``    dict          what a move changed in ``view``, sent instead of it
    ================  ============  ====================================================

    Each trait's ``help`` says more, and docs/widget-protocol.md gives every detail.
    The Log is ``log_entries``: ``log`` is ipywidgets' own logger, which it uses to report
    a message it does not know.
    """

    game_name: ClassVar[str] = ""
    _css = STATIC / "skywidgets.css"

    game = t.Unicode("", help="str: the game's name, e.g. \"skyway\"").tag(sync=True)
    title = t.Unicode("", help="str: the game's title, e.g. \"Skyway\"").tag(sync=True)
    view = t.Dict(help="dict: state.view(seat), what the seat at the screen may know of the "
                       "shown position (each game's is described on its page "
                       f"{DOCS}/rules/<game>-view.md)").tag(sync=True)
    moves = t.List(help="list: the legal moves of the shown position, {\"id\", \"label\", "
                        "...game extras}; empty unless a person at the screen is to move in "
                        "the live game").tag(sync=True)
    log_entries = t.List(help="list: one entry per move played, {\"ply\", \"seat\", \"player\", "
                      "\"id\", \"label\"}; another seat's secret move shows only what the "
                      "table saw (\"private\": true); a bot's move for another seat names "
                      "the bot (\"greedy for You\", \"by\"); sent whole only when the Log "
                      "is written anew: a move sends its new entries in log_tail").tag(sync=True)
    ply = t.Int(0, help="int: the number of moves played in the live game").tag(sync=True)
    viewing = t.Int(None, allow_none=True,
                    help="int or None: the ply of the past position time travel shows; None "
                         "for the live position").tag(sync=True)
    outcomes = t.Dict(help="dict: the Simulated outcomes of the legal moves (rows of win and "
                           "mean with their intervals, the status of the run); {} before any "
                           "simulation").tag(sync=True)
    error = t.Dict(help="dict: {\"message\", \"rule\", \"field\"} for the last refused "
                        "message or move (and \"move\", the refused move's id); {} "
                        "otherwise").tag(sync=True)
    players = t.List(help="list: one entry per seat, {\"name\", \"kind\": \"human\"} or "
                          "{\"name\", \"kind\": \"bot\", \"bot\"}; bots that share a name "
                          "are numbered (\"heuristic 1\")").tag(sync=True)
    seat = t.Int(None, allow_none=True,
                 help="int or None: the seat whose view is shown; None when no person sits at "
                      "the screen (the public view)").tag(sync=True)
    settings = t.Dict(help="dict: bot, sim_n, rollout, sim_seconds, pace, autoplay, undo, layout and explain "
                           "(see skywidgets.widget.settings); set from Python or by a "
                           "settings message, checked either way").tag(sync=True)
    bots = t.List(help="list: the names of the bots a teacher may pick").tag(sync=True)
    rollout_bots = t.List(help="list: the names of the bots fast enough to play Simulated "
                               "outcomes' rollouts").tag(sync=True)
    busy = t.Unicode("", help="str: \"\", or what the kernel is doing: \"simulating\" or "
                              "\"bots\"").tag(sync=True)
    handoff = t.Dict(help="dict: {\"seat\", \"name\"} while the screen waits to be handed to "
                          "that person (a game whose views are private, several people at "
                          "one screen); {} otherwise").tag(sync=True)
    inspection = t.Dict(help="dict: a game's own inspection panel that Python fills, "
                             "{\"name\", \"title\", \"args\", \"ply\", \"data\"}, with "
                             "\"data\" None while no one's cards may be shown; {} when no such "
                             "panel is open").tag(sync=True)
    # ---- the teacher's view (widget/reveal.py): set from Python only
    reveal_all = t.Bool(False, help="bool: the teacher's view, set from Python only (False to "
                                    "start): view is then the revealed view (every hand, "
                                    "face-down card and deck order, marked), the Log names "
                                    "every secret move and Simulated outcomes may run from "
                                    "the revealed truth; a panel knows the screen is revealed "
                                    "from this trait").tag(sync=True)
    reasoning = t.Dict(help="dict: the reasons of the last bot move (or step the rules made) "
                            "when asked for (settings explain, bot_step(explain=True)): "
                            "{\"ply\", \"seat\", \"player\", \"bot\", \"move\", "
                            "\"label\", \"words\", \"details\", \"columns\", \"rows\", "
                            "\"totals\"}; only {\"ply\", \"seat\", \"player\", \"bot\", "
                            "\"hidden\": true, \"words\"} where they would show cards this "
                            "screen may not see; {} when there are none").tag(sync=True)
    # ---- the Rules panel (skywidgets/widget/table.py)
    rules = t.Dict(help="dict: the Rules panel's data, {\"options\": each option's "
                        "declaration with the current game's value, \"players\": {\"min\", "
                        "\"max\"}, \"bots\": the bots a seat may have, \"name_length\"}; "
                        "the new message starts a game with other options and seats"
                   ).tag(sync=True)
    # ---- chance and export (skywidgets.widget.chance, skywidgets.widget.tables)
    chance = t.Dict(help="dict: the Chance panel, {\"ply\", \"seat\", \"basis\", \"summary\", "
                         "\"none\", \"sections\"}: Game.chance worked out from what the "
                         "screen's seat may know (docs/widget-protocol.md)").tag(sync=True)
    # ---- "What if?" branches (skywidgets/widget/branching.py)
    branches = t.List(help="list: the branches of the game, {\"name\", \"parent\", \"fork\", "
                           "\"ply\", \"shared\", \"current\"}: the ply a branch leaves its "
                           "parent at, the ply it ends at, the ply up to which it shares the "
                           "live game's branch; the main line first").tag(sync=True)
    comparison = t.Dict(help="dict: Simulated outcomes at the end of two branches, "
                             "{\"status\", \"n\", \"rollout\", \"budget\", \"branches\": "
                             "[{\"name\", \"ply\", \"seat\", \"player\", \"outcomes\"}, "
                             "...]}; {} before any comparison").tag(sync=True)
    # ---- the Log sent by what each move adds (skywidgets/widget/log_sync.py)
    log_tail = t.Dict({"from": 0, "entries": []},
                      help="dict: {\"from\", \"entries\"}, the Log entries the last move "
                           "added, from the \"from\"-th on (counting from 0); a move sends "
                           "these instead of the whole log_entries, which is sent only when it is "
                           "written anew (then with no entries here)").tag(sync=True)
    #: True while ``log_entries`` changes by entries that ``log_tail`` sends (log_sync.py)
    _log_by_tail = False
    # ---- the game's code and stylesheet, shared by every board (skywidgets/widget/bundle.py)
    bundle = t.Dict(help="dict: {\"module\", \"stylesheet\"}, the shared widgets holding "
                         "the game's code and the stylesheet, which the synced loader "
                         "loads; {} for a widget that brings its code inline"
                    ).tag(sync=True, **widget_serialization)
    # ---- the view sent by what each move changes (skywidgets/widget/view_sync.py)
    view_patch = t.Dict(dict(EMPTY_PATCH),
                        help="dict: {\"set\", \"drop\", \"merge\"}, what the last move "
                             "changed in view: its entries set anew, those dropped, and those "
                             "changed entry by entry; a move sends this instead of the whole "
                             "view, which is sent only when it is written anew (then with an "
                             "empty patch)").tag(sync=True)
    #: True while ``view`` changes by what ``view_patch`` sends (view_sync.py)
    _view_by_patch = False
    #: the view as the browser has it (JSON), which the next patch starts from
    _view_sent: dict = {}
    #: whose eyes the view on the screen is for, and whether everything is revealed
    _view_screen: tuple = ()

    @classmethod
    def _engine(cls, given: dict) -> Game:
        """The rules engine this widget plays: the registered game ``game_name``. A
        widget given its game (``Board``) takes it out of ``given``, its arguments."""
        return load_game(cls.game_name)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # before anywidget's own hook, which reads the bundle a class sets
        if cls.game_name and "_esm" not in cls.__dict__ and (
                "game_name" in cls.__dict__ or not hasattr(cls, "_esm")):
            cls._esm = STATIC / f"{cls.game_name}.js"
        super().__init_subclass__(**kwargs)

    def __init__(self, players: str | Iterable[str | dict | Bot] | None = None,
                 seed: int | None = None, *,
                 state: State | None = None, settings: dict | None = None,
                 **options: Any) -> None:
        # everything given is read before the widget opens its comm: a refused argument
        # leaves nothing in ipywidgets' registry for a kernel's shutdown to close
        game = self._engine(options)
        # a bot object in players= (a learned policy, say) seats that bot by its name
        players, own_bots = bot_seats(players)
        bots = {**bots_for(game), **own_bots}
        names = seat_names(players, game, bots)
        if seed is not None:
            check_seed(seed)  # as game.new does: also when a position is given
        if state is None:
            state = game.new(players=len(names), seed=seed, **options)
        elif state.num_players != len(names):
            raise ValueError(nmsg("the position has {players} players but {n} name was given",
                                  "the position has {players} players but {n} names were given",
                                  len(names), players=state.num_players))
        # the options New game plays with: those given, else the game's own (a loaded one's)
        checked_options = game.check_options(options) if options else dict(state.origin["options"])
        # the loader and the shared widgets, not the bundle, are synced: bundle.py
        super().__init__(**synced_code(type(self)))
        # what close() needs comes first: it is safe on a widget refused from here on
        self._lock = threading.RLock()
        # starting and stopping workers is one step at a time, apart from the state's lock
        # (a worker may be waiting for that one while it is asked to stop)
        self._worker_lock = threading.Lock()
        self._stop = threading.Event()
        # the bot run or simulation under way: a thread, or slices on the event loop
        self._worker: Job | None = None
        try:
            self._set_up(game, bots, names, seed, state, checked_options, settings)
        except BaseException:
            self.close()  # its comm goes too: no half-built widget is left behind
            raise
        self.on_msg(self._on_message)

    def _set_up(self, game: Game, bots: dict[str, Bot], names: list[str], seed: int | None,
                state: State, options: dict, settings: dict | None) -> None:
        """The widget's own memory and its first traits, from arguments already read."""
        self._game: Game = game
        self._saved_pictures = SavedPictures()  # static_page.py
        self._bots = bots
        # who sits where, who is at the screen and whom a hand-off waits for
        self._seating = Seating.of(names, self._bots, self._game.private_views)
        self._defaults = default_settings(self._game, len(self._seating.humans))
        # the past position shown (a ply): Python's own memory, like who is at the screen
        self._viewing: int | None = None
        # the game's inspection panel the person follows, and what they chose in it
        self._inspecting: tuple[str, dict] | None = None
        # the last bot move's reasons (Why?): the panel's entry and the Reasoning itself;
        # what the screen may see of them is decided when they are published
        self._reasoning: dict | None = None
        self._explained: Reasoning | None = None
        self._bot_rng = Rng(fresh_seed() if seed is None else seed).spawn()
        self._options = options
        self._state = state
        # the Log of the moves that led here (a loaded game's, as if played here), and per
        # entry whether that move showed anyone something hidden (Undo's "no peeking")
        self._log, self._revealed = history_so_far(self._game, state, self._seating)
        # the "What if?" branches: one line until someone plays another move from the past
        self._tree = self._tree_from_state(state)
        with self.hold_sync():
            self.game = self._game.name
            self.title = self._game.title
            self.players = self._seating.seats
            self.bots = list(self._bots)
            self.rollout_bots = rollout_bots(self._bots)
            self.settings = {**self._defaults, **(settings or {})}
            self._speak()  # the words of its language: language.py
            self.rules = rules_entry(self._game, state.origin["options"], self._bots)
            self._refresh()

    # ================================================================= Python API
    def guide(self) -> None:
        """Print the learner's guide (the top of ``help()``) in the board's language, so
        an Icelandic board explains itself in Icelandic; works in a plain console too.

        >>> from skywidgets import Skyjo
        >>> Skyjo(players=["You", "greedy"], seed=1, settings={"language": "is"}).guide()
        ... # doctest: +ELLIPSIS
        Spilaðu Skyjo ...
        """
        cls = guided_class(type(self)) or next(
            klass for klass in type(self).__mro__ if klass.__dict__.get("__doc__"))
        print(learner_guide(cls, self._game, self.language), end="")

    @property
    def state(self) -> State:
        """The live engine state (the full truth: for teachers, not for the browser)."""
        return self._state

    @classmethod
    def load(cls, path_or_record: Any, **kwargs: Any) -> GameWidget:
        """A widget replaying a saved game (a path, JSON text, dict or Record)."""
        record = Record.load(path_or_record)
        game = cls._engine(dict(kwargs))
        state = game.replay(record)
        names = kwargs.pop("players", None)
        if not names:
            # a saved name that is not a bot's is a person, whatever it looks like
            bots = bots_for(game)
            names = [name if name in bots else {"person": name}
                     for name in record.names or [DEFAULT_NAME] * record.players]
        widget = cls(players=names, state=state, **kwargs)
        if record.branches is not None:
            try:
                widget._load_branches(record)
            except BadRecord:
                widget.close()
                raise
            widget._refresh()
        return widget

    @classmethod
    def from_position(cls, position: dict, players: Iterable[str] | None = None,
                      **kwargs: Any) -> GameWidget:
        """A widget on a position set up from a dict (see the game's ``to_dict``)."""
        state = cls._engine(dict(kwargs)).from_dict(position)
        return cls(players=players, state=state, **kwargs)


# defined in the rooms the widget is built of, and named by skywidgets.widget as well
__all__ = ["GameWidget", "JOIN_TIMEOUT", "MAX_CHOICES_LENGTH", "MAX_ERROR_LENGTH", "PUSH_INTERVAL",
           "SHOWN_PLY"]
