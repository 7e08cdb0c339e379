"""The contract every game follows: a Game holds the configuration, a State is one play-through.

A game module subclasses :class:`Game` and :class:`State` and fills in the
abstract methods; every other part has a default, enough for a game written in
one notebook cell (``State``'s docstring holds one; docs/adding-a-game.md).
Legality lives in one place, ``State._violation``: ``apply()`` checks every move
with it, and the default ``legal_moves()`` keeps the candidates it allows. A
game may give ``legal_moves()`` a faster path of its own (most do: it is the
inner loop of every rollout); the conformance kit (``core/testing.py``) checks
at every position it visits that the fast path and ``_violation`` agree on
every candidate. Optional behaviour is declared on
:class:`Game` with a default (hooks that are None where a game has none), never
probed for.

>>> import skywidgets
>>> state = skywidgets.load("skyway").new(seed=1)
>>> move = state.legal_moves()[0]
>>> state.apply(move.id).id
'a1'
>>> state.ply
1
"""

from __future__ import annotations

import copy as copying
import inspect
import json
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Hashable, Iterable, Mapping

from ..i18n import msg, nmsg
from .errors import BadMessage, BadPosition, BadRecord, IllegalMove, said, shown
from .fields import is_whole, items, mapping, required, whole
from .memo import MEMO, forget
from .reasoning import Reasoning
from .options import Option, read_options
from .record import Record
from .reveal import NOTHING_HIDDEN, revealed_part
from .rng import Rng, as_rng, check_seed, fresh_seed, rng_state
from .plain import decode, encode
from .rulebook import Rulebook, RuleRef
from .tensors import view_features


class _MoveText:
    """The ``id`` or ``label`` a move was made with, ``Move("roll", "roll the die")``.

    A non-data descriptor: a subclass's own property, or a dataclass field of the same
    name, takes its place."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, move: Move | None, owner: type | None = None) -> Any:
        if move is None:
            return self
        if self.name == "label":
            label = getattr(move, "_label", None)
            return move.id if label is None else label
        try:
            return move._id
        except AttributeError:  # a subclass made without an id of its own
            raise NotImplementedError(f"{type(move).__name__} has no id: give it an id "
                                      "property (or field), or make it as "
                                      f"{type(move).__name__}(id, label)") from None


class Move:
    """A move: small, frozen, hashable, with a stable text ``id`` and a human ``label``.

    ``id`` is the short typeable notation (like chess UCI), ``label`` a description
    (the id where none is given). A game may use moves as they come,

    >>> roll = Move("roll", "roll the die")
    >>> roll.id, roll.label, roll == Move("roll"), str(roll)
    ('roll', 'roll the die', True, 'roll')

    or subclass: the package games define ``@dataclass(frozen=True)`` subclasses whose
    ``id`` and ``label`` are properties worked out from their fields. Two moves are
    equal when they are of the same class and have the same id (a dataclass subclass
    compares its fields).
    """

    __slots__ = ("_id", "_label")

    id = _MoveText()
    label = _MoveText()

    def __init__(self, id: str, label: str | None = None) -> None:
        if not isinstance(id, str) or not id or id != id.strip():
            raise ValueError(f"a move's id is short text without spaces around it, not "
                             f"{shown(id)}")
        if label is not None and not isinstance(label, str):
            raise ValueError(f"a move's label is text, not {shown(label)}")
        object.__setattr__(self, "_id", id)
        object.__setattr__(self, "_label", label)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return type(other) is type(self) and other.id == self.id

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.id))

    def __repr__(self) -> str:
        label = getattr(self, "_label", None)
        extra = "" if label is None else f", {label!r}"
        return f"{type(self).__name__}({self.id!r}{extra})"

    def __str__(self) -> str:
        return self.id


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: final scores, the winning seats and why."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str


def _snake_name(class_name: str) -> str:
    """``TicTacToeGame`` -> ``tic_tac_toe``: a game's default name, from its class."""
    base = class_name[:-4] if class_name.endswith("Game") and class_name != "Game" else class_name
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", base).lower()[:40]


def _title(class_name: str) -> str:
    """``TicTacToeGame`` -> ``Tic Tac Toe``: a game's default title, from its class."""
    return _snake_name(class_name).replace("_", " ").title()


def _first_paragraph(cls: type) -> str:
    """The rules a class's docstring opens with, on one line: a notebook game's rulebook."""
    doc = inspect.cleandoc(cls.__dict__.get("__doc__") or "")
    paragraph = " ".join(doc.split("\n\n")[0].split())
    return paragraph or msg("play one of the moves legal_moves() lists")


def _missing_determinize(game_class: type, state_class: type) -> str | None:
    """What a game that hides something must write, or None: ``State.determinize`` where
    ``hidden_information`` is declared and ``has_chance`` does not cover it."""
    if (not game_class.hidden_information or game_class.has_chance
            or state_class.determinize is not State.determinize):
        return None
    return (f"{game_class.__name__} declares hidden_information = True, so "
            f"{state_class.__name__} must write determinize(self, seat, rng): a copy "
            "(self.copy()) with everything seat cannot see redrawn from rng, and return it. "
            "If the only thing hidden is what self.rng draws next (dice still to roll), "
            "declare has_chance = True instead.")


#: the Chance panel's sentence for a game with dice (``has_chance``) and no ``chance`` hook
CHANCE_NOT_WORKED_OUT = msg("This game leaves things to chance (a die still to roll, say) but "
                            "does not work out their odds.")


class Game(ABC):
    """A game's configuration and its entry points: ``new``, ``from_dict``, ``replay``.

    A game written in one notebook cell sets ``state_class`` and writes only its own
    rules (``State.setup``, ``current_player``, ``_candidates``, ``_play``, ``scores``,
    ``view``); every other part of the contract has a default, each described where it
    is declared. What a class leaves out is filled in when it is made: ``name`` (the
    class's name in snake case, without "Game"), ``title`` (its words), ``rules`` (a
    rulebook of one entry, "notation", whose summary is the first paragraph of the class's
    docstring: every refusal cites it) and ``default_bot`` (a search where the game gives
    no ``evaluate`` for the greedy bot).

    >>> class CoinGame(Game):
    ...     'Call heads or tails.'
    >>> CoinGame.name, CoinGame.title, str(CoinGame.rules["notation"])
    ('coin', 'Coin', 'Coin rulebook, Rules: Call heads or tails.')
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    #: the State subclass a new game is made of: the default ``_setup`` makes one without
    #: calling its ``__init__`` (bookkeeping set: ``game``, ``num_players``, ``rng``,
    #: ``history``) and calls its ``setup(options)``; the default ``from_dict`` reads one.
    #: None for a game that writes its own ``_setup`` and ``from_dict``.
    state_class: ClassVar[type[State] | None] = None
    #: the game's rules by key; every rulebook has a "notation" entry for move ids
    rules: ClassVar[Rulebook]
    #: the game's options by name, declared as data (``core.options.declare``): each
    #: ``Option`` says its kind, default, sentence and the rule it changes; the one
    #: declaration checks them (``check_options``) and draws the widget's Rules panel
    options: ClassVar[Mapping[str, Option]] = {}
    #: how move ids are written, for error messages and docs
    notation: ClassVar[str] = "one of the ids legal_moves() lists"
    #: True where the lowest score wins (winners(), bots and Simulated outcomes follow it)
    lower_is_better: ClassVar[bool] = False
    #: what ``State.rollout_score`` measures, for the Simulated outcomes panel
    score_name: ClassVar[str] = "final score"
    #: who plays the moves of ``State.automatic_move`` (a rules-driven opponent), for the Log
    automaton_name: ClassVar[str] = "the rules"
    #: True when a seat's view holds what the other seats must not see (a hand): with
    #: several people at one screen the widget shows a hand-off screen between them
    private_views: ClassVar[bool] = False
    #: the game's own bots by name (``core.bots.Bot`` instances), offered beside the
    #: generic ones: a player that knows the game's rules of thumb
    bots: ClassVar[Mapping[str, Any]] = {}
    #: True when a move may show someone what no one at the table could know before: a
    #: hidden card, a deck's order, dice still to be rolled. Undo's "no peeking" (the
    #: widget's default where it is True) then asks ``State.reveals`` of every move. A game
    #: that sets it writes ``State.determinize`` (what a seat cannot see, redrawn), unless
    #: ``has_chance`` says the only unknown is what ``state.rng`` draws next.
    hidden_information: ClassVar[bool] = False
    #: True when the rules draw from ``state.rng`` as the game is played (a die rolled, a
    #: card dealt from a deck shuffled then) and nothing else is hidden: the default
    #: ``determinize`` then copies the position with a fresh ``rng``. Setting it sets
    #: ``hidden_information`` too, unless the class says otherwise (a roll shows what no
    #: one knew). A game that also keeps secrets in its state writes ``determinize``.
    has_chance: ClassVar[bool] = False
    #: the game's own inspection panels whose data Python works out on request, by name:
    #: their titles (e.g. ``{"planner": "Heist planner"}``); ``inspect`` fills them
    inspections: ClassVar[Mapping[str, str]] = {}
    #: the bot the widget's Bot move button asks for a person's move, by name ("mcts"
    #: unless the class says otherwise, where the game gives no ``evaluate``)
    default_bot: ClassVar[str] = "greedy"
    _default_bot_chosen: ClassVar[bool] = False  # default_bot above was chosen, not declared
    #: the bot (by name) that plays Simulated outcomes' rollouts unless told otherwise: a
    #: game may name its quick playout policy (a ``core.bots.PlayoutBot`` in ``bots``)
    default_rollout: ClassVar[str] = "random"
    #: the IS-MCTS bot's settings for this game where they differ from its own, e.g.
    #: ``{"playout_plies": 4, "prior_visits": 20}``
    search_defaults: ClassVar[Mapping[str, Any]] = {}
    #: the Chance panel's sentence when ``chance`` finds nothing left to chance (or, for a
    #: game that declares ``has_chance`` and gives no ``chance``, that it works none out)
    no_chance: ClassVar[str] = msg("Nothing in this game is left to chance.")

    # Optional hooks. Each is None where a game does without it, and a method where it has
    # it: the core asks ``game.reward is not None``, so a game without one pays nothing in
    # the inner loops of searches and rollouts.

    #: ``reward(state, seat) -> float`` in [0, 1]: the value of a playout's last state for
    #: ``seat``, which the IS-MCTS bot uses instead of the win share
    reward: Callable[[State, int], float] | None = None
    #: ``playout_horizon(state) -> hashable`` (a round number, say): searches and
    #: Simulated outcomes stop a playout as soon as it changes
    playout_horizon: Callable[[State], Hashable] | None = None
    #: ``horizon_name(state) -> str``, e.g. "the end of round 5": with it, Simulated
    #: outcomes stop at ``playout_horizon`` too and judge each rollout as the position
    #: stands there (``rollout_score``; a "win" is leading or sharing the lead); without
    #: it, the horizon is the search's alone
    horizon_name: Callable[[State], str] | None = None
    #: ``search_branch(state) -> hashable | None``: what the last move showed its mover (a
    #: drawn card), so the search treats the next decision once per thing seen
    search_branch: Callable[[State], Hashable | None] | None = None
    #: ``playout_move(state, gen) -> Move``: a quick playout policy instead of random
    #: moves; it returns one of ``state.legal_moves()`` and draws from ``gen``
    playout_move: Callable[[State, Any], Move] | None = None
    #: ``options_check(settled) -> None``: a check that spans options (each is read by its
    #: own declaration first); it raises ``core.options.BadOption`` naming one of them
    options_check: Callable[[dict], None] | None = None
    #: ``batched_rollouts(worlds, streams, policy, seat, start) -> [(score, won), ...]``:
    #: play many redrawn worlds (each a State, its first move made) to the end of the game
    #: at once, world i drawing its randomness from ``streams[i]``; ``policy`` is one of
    #: ``core.batched.BATCH_POLICIES``; each result is what ``rollout_result(seat, start)``
    #: would say (none for no worlds: a call that loads what batches need). Simulated
    #: outcomes use it for rollouts without a horizon.
    batched_rollouts: Callable[..., list[tuple[float, bool]]] | None = None
    #: ``batched_sweeps(worlds, moves, streams, policy, seat, start) -> [(score, won), ...]``:
    #: as ``batched_rollouts``, but the game makes the first moves too, in batch: each world
    #: (one per sweep, no move made yet) is played once with each of ``moves``, its copies
    #: all drawing from ``streams[i]``; the results sweep by sweep, in ``moves``' order
    #: within each. Quicker than a copy of every world per move; None: the core copies.
    batched_sweeps: Callable[..., list[tuple[float, bool]]] | None = None

    #: ``evaluate(state, seat) -> float``: how good ``state`` looks for ``seat``, higher
    #: better. The greedy bot plays the move it likes best one step ahead; a game without
    #: one is not offered the greedy bot.
    evaluate: Callable[[State, int], float] | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not hasattr(cls, "name"):
            cls.name = _snake_name(cls.__name__)
        if not hasattr(cls, "title"):
            cls.title = _title(cls.__name__)
        if not hasattr(cls, "rules"):
            # the section's name is ours (translated), the summary the author's docstring
            cls.rules = Rulebook(cls.title, {"notation": (
                msg("Rules", context="rulebook section"), _first_paragraph(cls))})
        declared = cls.__dict__
        if declared.get("has_chance") and "hidden_information" not in declared:
            cls.hidden_information = True
        if cls.has_chance and cls.no_chance == Game.no_chance:
            cls.no_chance = CHANCE_NOT_WORKED_OUT
        # the bot that helps a person: greedy where the game can evaluate, else a search
        if "default_bot" in declared:
            cls._default_bot_chosen = False
        elif cls._default_bot_chosen or cls.default_bot == "greedy":
            cls.default_bot = "greedy" if cls.evaluate is not None else "mcts"
            cls._default_bot_chosen = True
        if cls.state_class is not None:
            missing = _missing_determinize(cls, cls.state_class)
            if missing:
                raise TypeError(missing)

    @property
    def player_counts(self) -> str:
        """How many play it, in words: "1 player", "2 to 8 players"."""
        if self.min_players == self.max_players:
            return nmsg("{n} player", "{n} players", self.min_players)
        return nmsg("{low} to {n} player", "{low} to {n} players", self.max_players,
                    low=self.min_players)

    # ----------------------------------------------------------------- entry points
    def new(self, players: int | None = None, seed: int | None = None, **options: Any) -> State:
        """A new game. ``seed=None`` picks a fresh seed (kept, so the game can be replayed);
        a seed is a whole number from 0 to 2**64 - 1, else ValueError naming ``seed``."""
        count = self.min_players if players is None else players
        if not is_whole(count, self.min_players, self.max_players):
            raise ValueError(msg("{game} is played by {counts}, not {given}", game=self.title,
                                 counts=self.player_counts, given=shown(players)))
        seed = fresh_seed() if seed is None else check_seed(seed, "seed")
        settled = self.check_options(options)
        rng = Rng(seed)
        state = self._setup(count, rng, settled)
        if not isinstance(state, State):
            raise TypeError(f"{type(self).__name__}._setup returned "
                            f"{type(state).__name__}, not a State")
        # the bookkeeping a game's own _setup may leave to the engine
        if getattr(state, "game", None) is None:
            state.game = self
        if not hasattr(state, "num_players"):
            state.num_players = count
        if not hasattr(state, "history"):
            state.history = []
        if not hasattr(state, "rng"):
            state.rng = rng
        state.origin = {"seed": seed, "players": count, "options": settled, "start": None,
                        "start_ply": 0}
        return state

    def check_options(self, options: Mapping[str, Any]) -> dict:
        """Every option of the game: each given one read by its declaration, the others at
        their default, then the check across options (``options_check``). An unknown
        option or a value refused raises ``BadOption`` (a ValueError) naming the option,
        saying what it accepts and which rule it changes.

        >>> import skywidgets
        >>> skywidgets.load("skybridge").check_options({"lowest_level": "tower"})
        {'lowest_level': 'tower'}
        """
        settled = read_options(self.options, options, self.rules)
        if self.options_check is not None:
            self.options_check(settled)
        return settled

    def replay(self, record: Any) -> State:
        """Rebuild a game from its record (a Record, a dict, JSON text or a path); whatever
        is wrong with it raises BadRecord naming the field."""
        def reason(err: Exception) -> str:
            # a game's own complaint may quote an option's value: keep the message a line
            text = said(err)
            return text if len(text) <= 300 else f"{text[:299]}…"

        rec = Record.load(record)  # a Record built in Python is checked like a file
        if rec.game != self.name:
            raise BadRecord("game", msg("this record is of {game}, not {expected}",
                                        game=repr(rec.game), expected=repr(self.name)))
        if not self.min_players <= rec.players <= self.max_players:
            raise BadRecord("players", msg("{game} is played by {counts}, not {given}",
                                           game=self.title, counts=self.player_counts,
                                           given=rec.players))
        if rec.start is not None:
            try:
                state = self.from_dict(rec.start)
            except ValueError as err:  # BadPosition, or an option the position holds
                raise BadRecord("start", reason(err)) from None
            if state.num_players != rec.players:
                raise BadRecord("players", msg("the record has {given}, its start position "
                                               "{start}", given=rec.players,
                                               start=state.num_players))
        else:
            try:
                state = self.new(players=rec.players, seed=rec.seed, **rec.options)
            except (TypeError, ValueError) as err:
                raise BadRecord("options", reason(err)) from None
        for index, move_id in enumerate(rec.moves):
            try:
                state.apply(move_id)
            except IllegalMove as err:
                raise BadRecord(f"moves[{index}]", said(err)) from None
        return state

    # ----------------------------------------------------------------- per game
    def _setup(self, players: int, rng: Rng, options: dict) -> State:
        """Deal out a new game. The default makes a ``state_class`` (``_blank``) and
        calls its ``setup(options)``; a game whose State has an ``__init__`` of its own
        writes this instead."""
        state = self._blank(players, rng)
        state.setup(options)
        return state

    def _blank(self, players: int, rng: Rng) -> State:
        """A ``state_class`` with its bookkeeping only (its ``__init__`` is not called)."""
        cls = self.state_class
        if cls is None:
            raise TypeError(f"{type(self).__name__} has no state_class: set state_class = "
                            "<its State subclass>, or write _setup(players, rng, options) "
                            "and from_dict(data)")
        state = cls.__new__(cls)  # an abstract State (say, one without view) stops here
        state.game = self
        state.num_players = players
        state.rng = rng
        state.history = []
        state.origin = {}
        forget(state)
        return state

    def parse_move(self, text: str) -> Move:
        """Read a move id; raise IllegalMove citing the notation when it is not one.

        The default, for a game without a notation of its own, cannot tell a move from its
        id alone: it reads any id as a plain ``Move(id)``, which ``State.check`` (and so
        ``apply``) matches with the position's own move of that id, or refuses.

        >>> class CoinGame(Game):
        ...     'Call heads or tails.'
        >>> CoinGame().parse_move(" heads ")
        Move('heads')
        """
        if not isinstance(text, str) or not text.strip():
            raise IllegalMove(text, msg("a {game} move is one of the ids legal_moves() lists, "
                                        "as text", game=self.title), self.cited_rule())
        return Move(text.strip())

    def cited_rule(self) -> RuleRef | None:
        """The rule a refusal cites where it knows of no particular one: the rulebook's
        "notation" entry (a notebook game's only entry holds its docstring's rules)."""
        if "notation" in self.rules:
            return self.rules["notation"]
        return next(iter(self.rules.values()), None)

    def from_dict(self, data: Mapping[str, Any]) -> State:
        """A position from ``State.to_dict()`` output; raise BadPosition naming the field.

        The default reads what the default ``State.to_dict`` writes: the game's name, the
        players, the options, the state's own attributes (``core.plain``: plain data,
        types kept), the random generator and the moves so far. Every attribute a new
        game's ``setup`` makes must be there and no other; the values themselves are not
        checked against the rules (a game that loads positions from untrusted hands
        writes its own ``from_dict``).
        """
        data = mapping(data, "position")
        required(data, ("game", "players", "state"))
        if data["game"] != self.name:
            raise BadPosition("game", msg("expected {expected}, not {given}",
                                          expected=repr(self.name), given=shown(data["game"])))
        players = whole(data["players"], "players", self.min_players, self.max_players)
        given = mapping(data.get("options", {}), "options")
        try:
            options = self.check_options(given)
        except ValueError as err:  # BadOption, naming the option and what it accepts
            raise BadPosition("options", said(err)) from None
        attributes = mapping(data["state"], "state")
        fresh = self._setup(players, Rng(0), options)
        expected = set(fresh._own_attributes())
        for name in expected:
            if name not in attributes:
                raise BadPosition(f"state.{name}", msg("missing"))
        for name in attributes:
            if name not in expected:
                raise BadPosition(f"state.{name}", msg("not an attribute of {type}",
                                                       type=type(fresh).__name__))
        state = self._blank(players, Rng(0))
        for name, value in attributes.items():
            setattr(state, name, decode(value, f"state.{name}"))
        state._adopt_position(data, options)
        return state

    def private_move(self, move_id: str) -> str | None:
        """What the other seats learn of a secret move (a card programmed face down), as a
        short phrase, or None when the move is public. The Log shows them this phrase
        instead of the move.

        >>> import skywidgets
        >>> skywidgets.load("skyway_robbery").private_move("prog:heist")
        'programs an action card'
        """
        return None

    def inspect(self, state: State, seat: int, name: str, args: Mapping[str, Any]) -> dict:
        """The data of the inspection panel ``name`` for ``seat``: JSON-safe, worked out
        only from what ``seat`` may know. ``args`` come from the browser (what the person
        chose in the panel); a bad one raises ``BadMessage`` naming it, and an empty
        ``args`` always works (the panel's first choice).

        >>> import skywidgets
        >>> game = skywidgets.load("skyway_robbery")
        >>> data = game.inspect(game.new(players=3, seed=4), 0, "planner", {})
        >>> data["job"], [c["label"] for c in data["choices"]][:1]
        ('jailbreak', ['Jail Break at the Brig'])
        """
        if not self.inspections:
            raise BadMessage("name", msg("{game} has no inspection panel {given} (it has none)",
                                         game=self.title, given=repr(name)))
        raise BadMessage("name", msg("{game} has no inspection panel {given} (its panels: "
                                     "{panels})", game=self.title, given=repr(name),
                                     panels=", ".join(self.inspections)))

    def chance(self, state: State, seat: int | None) -> dict | None:
        """What is left to chance for ``seat`` (None: what everyone may see), for the Chance
        panel: ``{"sections": [...]}`` built with ``core.chance`` (a title, a sentence and
        rows of exact probabilities or counts each), worked out only from what ``seat``
        may know (its ``view``, never the deck's order or another hand). None when nothing
        is left to chance; the panel then says ``no_chance``.

        >>> import skywidgets
        >>> skybridge = skywidgets.load("skybridge")
        >>> skybridge.chance(skybridge.new(players=2, seed=1), 0) is None
        True
        """
        return None

    def draw(self, view: Mapping[str, Any]) -> str:
        """A static SVG picture of a view (for exported notebooks)."""
        return ""

    def pieces(self, view: Mapping[str, Any]) -> list[dict] | None:
        """How the generic board (``skywidgets.Board``) draws one seat's ``view``: a list
        of board pieces (a grid of cells, rows of cards, dice, counters, a score track, a
        line per player, text; docs/board-pieces.md), checked by
        ``core.pieces.check_pieces``. A pure function of the view, so the board can never
        show more than the seat may see. None (the default): the board draws the view
        readably and offers every legal move as a button.

        >>> import skywidgets
        >>> game = skywidgets.load("skyway")
        >>> game.pieces(game.new(seed=1).view(0)) is None
        True
        """
        return None

    # ----------------------------------------------------------------- for learners' APIs
    # What OpenSpiel and PettingZoo (``skywidgets.interop``) need to know of a game ahead
    # of play: its moves as numbered actions, the widest random draw, a bound on its length
    # and a fixed-length vector of a view.

    #: how many numbers ``view_tensor`` gives (the same for every view of the game)
    view_tensor_size: ClassVar[int] = 512

    def action_ids(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        """Every move id a game of ``players`` with these settled ``options`` can ever
        offer, each once, in a stable order: action ``i`` of OpenSpiel and PettingZoo is
        the move ``action_ids(...)[i]``. Empty where a game declares no action space (the
        adapters then refuse it, saying so).

        >>> import skywidgets
        >>> skywidgets.load("skyway").action_ids(1, {})[:3]
        ('a1', 'a2', 'a3')
        """
        return ()

    def max_chance_outcomes(self, players: int, options: Mapping[str, Any]) -> int:
        """The most equally likely outcomes one draw of the rules' random generator can
        have (the longest list shuffled, the faces of a die): every draw is a uniform choice
        among at most this many. 0 for a game that draws nothing.

        >>> import skywidgets
        >>> skywidgets.load("skybridge").max_chance_outcomes(2, {"lowest_level": "board"})
        0
        """
        return 0

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float] | None:
        """The lowest and highest score a seat can end with, where the rules bound them
        (OpenSpiel's utilities when returns are scores); None where they do not.

        >>> import skywidgets
        >>> skywidgets.load("skyway").score_bounds(1, {})
        (0.0, 40.0)
        """
        return None

    def longest_game(self, players: int, options: Mapping[str, Any]) -> int:
        """An upper bound on the moves of one game (OpenSpiel's ``max_game_length``); 0
        where a game declares none."""
        return 0

    def view_tensor(self, view: Mapping[str, Any]) -> list[float]:
        """``view`` (a seat's view) as ``view_tensor_size`` numbers, for neural networks.
        A pure function of the view, so it never holds more than the seat may know. The
        default is the hashed layout of ``core.tensors.view_features``.

        >>> import skywidgets
        >>> game = skywidgets.load("skyway")
        >>> len(game.view_tensor(game.new(seed=1).view(0))) == game.view_tensor_size
        True
        """
        return view_features(view, self.view_tensor_size)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


#: the default revealed view's words where the rules draw as they play (``has_chance``)
CHANCE_UNKNOWN = "What the rules draw next (a die still to roll, a card still to be dealt)."
#: the default revealed view's words for a game with secrets that does not list them
SECRETS_NOT_SHOWN = ("This game does not fill in what is hidden from this seat: this is the "
                     "seat's own view.")

#: a State's attributes that are the engine's, not the game's: the default ``to_dict`` and
#: ``from_dict`` leave them to the bookkeeping fields
_BOOKKEEPING = frozenset({"game", "num_players", "history", "origin", "rng", MEMO})


def _marking_determinize(own: Callable[..., State]) -> Callable[..., State]:
    """A game's own ``determinize``, given an ``Rng`` whatever the caller passed (a seed
    too), and its world marked as made up (``origin["determinized"]``) if it did not mark
    it itself: so a learner's version only redraws what the seat cannot see and returns
    the copy."""
    def determinize(self: State, seat: int | None, rng: Rng | int) -> State:
        world = own(self, seat, as_rng(rng))
        if not world.origin.get("determinized"):
            world = self._determinized(world)
        return world

    determinize.__name__, determinize.__qualname__ = own.__name__, own.__qualname__
    determinize.__doc__, determinize.__wrapped__ = own.__doc__, own
    determinize.marks_its_world = True
    return determinize


class State(ABC):
    """One play-through of a game. Mutable: ``apply`` changes it in place.

    A game writes ``current_player``, ``_candidates``, ``_play``, ``scores`` and
    ``view``, and ``setup`` where its Game's default ``_setup`` makes it. The rest has
    a default: ``_violation`` (the candidates are the legal moves), ``copy`` (a deep
    copy), ``to_dict`` (its plain attributes, ``core.plain``), ``determinize`` (for a
    game that hides nothing, or only what ``rng`` draws next). Here is a whole game:

    >>> class CountState(State):
    ...     def setup(self, options):
    ...         self.total = 0
    ...     @property
    ...     def current_player(self):
    ...         return None if self.total >= 5 else self.ply % 2
    ...     def _candidates(self):
    ...         return [Move("1", "add one"), Move("2", "add two")]
    ...     def _play(self, move):
    ...         self.total += int(move.id)
    ...     def scores(self):
    ...         return [1.0 if self.total == 5 and (self.ply - 1) % 2 == seat else 0.0
    ...                 for seat in range(2)]
    ...     def view(self, seat):
    ...         return {"total": self.total}
    >>> class CountToFive(Game):
    ...     'Add one or two in turn; whoever reaches exactly five wins, and over five no one does.'
    ...     min_players = max_players = 2
    ...     state_class = CountState
    >>> state = CountToFive().new(seed=1)
    >>> [state.apply(move).label for move in ("2", "2", "1")]
    ['add two', 'add two', 'add one']
    >>> state.is_over, state.winners()
    (True, [0])
    >>> state.apply("1")
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.IllegalMove: Illegal move '1': the game is over. (Count To Five rulebook, Rules: Add one or two in turn; whoever reaches exactly five wins, and over five no one does.)
    """

    game: ClassVar[Game]
    num_players: int
    history: list[str]
    origin: dict
    #: the position's random generator: what the rules draw next (shuffles, dice)
    rng: Rng

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if inspect.isfunction(cls.__dict__.get("current_player")):
            raise TypeError(f"{cls.__name__}.current_player is a property: put @property on "
                            "the line above its def")
        # with the default legality check the candidates are the legal moves: listing
        # them is enough (the conformance kit still holds both to agree)
        if "legal_moves" not in cls.__dict__:
            if cls._violation is State._violation:
                cls.legal_moves = State._candidates_listed
            elif cls.legal_moves is State._candidates_listed:
                cls.legal_moves = State.legal_moves
        own = cls.__dict__.get("determinize")
        if inspect.isfunction(own) and not getattr(own, "marks_its_world", False):
            cls.determinize = _marking_determinize(own)

    # ----------------------------------------------------------------- per game
    def setup(self, options: dict) -> None:
        """Lay out a new game: set this state's own attributes (the board, the hands, the
        scores so far). ``num_players``, ``rng`` and ``game`` are set already; ``options``
        are the game's settled options. The Game's default ``_setup`` calls it (a State
        with an ``__init__`` of its own is made by its Game's ``_setup`` instead)."""
        raise NotImplementedError(f"{type(self).__name__} has no setup(self, options): write "
                                  "it to set the attributes of a new game")

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to move, or None when the game is over."""

    @abstractmethod
    def _candidates(self) -> Iterable[Move]:
        """Every move that might be legal here, in a stable order."""

    def _violation(self, move: Move) -> IllegalMove | None:
        """Why ``move`` is illegal here, or None. The one legality check.

        The default, for a game whose candidates are exactly its legal moves: a move
        that is not among them is refused, naming the move and the legal ones, citing
        the rulebook's "notation" rule (``Game.cited_rule``)."""
        rule = self.game.cited_rule()
        if self.is_over:
            return IllegalMove(move, msg("the game is over"), rule)
        legal = list(self._candidates())
        if move in legal:
            return None
        ids = [candidate.id for candidate in legal]
        listed = ", ".join(ids[:12]) + (", …" if len(ids) > 12 else "")
        return IllegalMove(move, msg("it is not a legal move now (the legal moves: {moves})",
                                     moves=listed), rule)

    @abstractmethod
    def _play(self, move: Move) -> None:
        """Carry out a legal move."""

    @abstractmethod
    def scores(self) -> list[float]:
        """Each seat's score (final once the game is over)."""

    @abstractmethod
    def view(self, seat: int | None) -> dict:
        """A JSON-safe dict of what ``seat`` may know; ``None`` for the public view."""

    def to_dict(self) -> dict:
        """The full truth, JSON-safe, for tests and set positions.

        The default writes the state's own attributes (everything but its bookkeeping)
        as plain data (``core.plain``: tuples, sets and dicts with other keys kept), with
        the game's name, the players, the options, the random generator and the moves so
        far; ``Game.from_dict`` reads it back. An attribute that is not plain data (a Move,
        an object of the game's own) raises TypeError naming it: keep a move's id instead,
        or write ``to_dict`` and ``Game.from_dict``.

        A position is written as its attributes rather than as its record (seed and moves,
        replayed) because a position is not always the end of a record: a determinized
        copy's made-up hidden cards, or a position set by hand, were never dealt by
        any seed.
        """
        where = type(self).__name__
        attributes = {name: encode(value, f"{where}.{name}")
                      for name, value in self._own_attributes().items()}
        return {"game": self.game.name, "players": self.num_players,
                "options": encode(dict(self.origin.get("options", {})), "options"),
                "state": attributes, "rng": self.rng.to_dict(), "history": list(self.history)}

    def _own_attributes(self) -> dict:
        """The attributes a game's rules set, without the engine's bookkeeping."""
        return {name: value for name, value in vars(self).items()
                if name not in _BOOKKEEPING}

    def determinize(self, seat: int | None, rng: Rng | int) -> State:
        """A copy with everything hidden from ``seat`` resampled from what it may know.

        The default is for a game that keeps no secrets in its state: a copy whose random
        generator is drawn from ``rng`` (what the rules draw next, dice still to roll, is
        no one's to know). A game that declares ``hidden_information`` without
        ``has_chance`` writes its own, and is told so.
        """
        self.check_seat(seat)
        missing = _missing_determinize(type(self.game), type(self))
        if missing:
            raise TypeError(missing)
        other = self.copy()
        other.rng = as_rng(rng).spawn()
        return self._determinized(other)

    def copy(self) -> State:
        """A cheap, independent copy.

        The default copies every attribute deeply (right for plain data: lists, dicts,
        numbers), sharing the game and the record's origin, which never change; a game
        whose rollouts copy often writes a quicker one."""
        other = type(self).__new__(type(self))
        memo = {id(self.origin): self.origin}
        game = vars(self).get("game")
        if game is not None:
            memo[id(game)] = game
        for name, value in vars(self).items():
            if name != MEMO:
                other.__dict__[name] = copying.deepcopy(value, memo)
        forget(other)
        return other

    def revealed_view(self, seat: int | None) -> dict:
        """The teacher's view: ``view(seat)`` with everything hidden from ``seat`` filled
        in, in the same schema, and a ``"revealed"`` part (``core.reveal.revealed_part``)
        saying what it adds and naming what the players cannot see (a deck in order, top
        card first; which cards are face down), so a board can draw a hidden card face up
        and marked as hidden. Only Python asks for it (the widget's ``reveal_all``); the
        conformance kit checks that it holds everything ``view(seat)`` shows.

        The default is for a game that hides nothing from its players:

        >>> import skywidgets
        >>> state = skywidgets.load("skybridge").new(players=2, seed=0)
        >>> revealed = state.revealed_view(0)
        >>> revealed["revealed"]["summary"]
        'Nothing is hidden in this game: every player sees all of it.'
        >>> {k: v for k, v in revealed.items() if k != "revealed"} == state.view(0)
        True

        A game that declares ``has_chance`` adds that what its rules draw next is no one's
        to know; one that keeps secrets (``hidden_information`` alone) and writes no
        ``revealed_view`` says that it shows the seat's view only.
        """
        view = self.view(seat)
        game = self.game
        if game.has_chance:
            part = revealed_part(NOTHING_HIDDEN, unknown=CHANCE_UNKNOWN)
        elif game.hidden_information:
            part = revealed_part(SECRETS_NOT_SHOWN, unknown=None)
        else:
            part = revealed_part(NOTHING_HIDDEN, unknown=None)
        view["revealed"] = part
        return view

    def true_world(self, rng: Rng | int) -> State:
        """A copy to play rollouts from the revealed truth: everything decided now as it
        really is (every hidden card, the deck's order), and only what no one can know yet
        (a shuffle still to come, dice still to roll) left to ``rng``. Like a determinized
        copy it has no record.

        >>> import skywidgets
        >>> state = skywidgets.load("skyway").new(seed=3)
        >>> state.true_world(1).to_dict()["deck"] == state.to_dict()["deck"]
        True
        """
        other = self.copy()
        other.rng = as_rng(rng).spawn()
        return self._determinized(other)

    def describe(self, move: Move) -> str:
        """A label for ``move`` in this position (may name the cards it moves)."""
        return move.label

    def move_info(self, move: Move) -> dict:
        """JSON-safe extras the board needs to draw ``move`` (e.g. its target cell)."""
        return {}

    def reveals(self, move: Move) -> bool:
        """Would playing ``move`` here show anyone something that was hidden (a drawn or
        flipped card, a roll, a hand passed on)? Taking such a move back would let it be
        seen and then avoided, so the widget's "no peeking" Undo refuses to.

        The default is the safe answer: every move of a game with hidden information
        (``Game.hidden_information``) reveals. A game answers move by move where it can;
        the conformance kit checks that a move said to reveal nothing shows every seat the
        same, whatever was hidden from it.
        """
        return self.game.hidden_information

    def automatic_move(self) -> Move | None:
        """A move the rules make by themselves here (a rules-driven opponent's step), or None.

        It is always the only legal move. Widgets play it like a bot's move, at the bots'
        pace or one step at a time, so a teacher can follow each step.
        """
        return None

    def explain_automatic(self) -> Reasoning | None:
        """Why the rules make ``automatic_move()`` here, as a ``Reasoning`` (the rule that
        decides it, in plain words; ``bot`` is ``Game.automaton_name``), or None where no
        step is due or the game gives no reasons. The widget's Bot's reasoning panel shows
        it after such a step, beside the bots' own reasons.

        >>> import skywidgets
        >>> skywidgets.load("skyway").new(seed=1).explain_automatic() is None
        True
        """
        return None

    def rollout_score(self, seat: int, start: State) -> float:
        """The number Simulated outcomes average for ``seat`` when a rollout from ``start``
        has ended in this state (``Game.score_name`` says what it is)."""
        return float(self.scores()[seat])

    def rollout_result(self, seat: int, start: State) -> tuple[float, bool]:
        """``(rollout_score, won)`` for ``seat`` at the end of a rollout, in one call, so a
        game whose score and winners come from one costly count can count once."""
        return self.rollout_score(seat, start), seat in self.winners()

    def winners(self) -> list[int]:
        """The winning seats once the game is over (ties share); [] before."""
        if not self.is_over:
            return []
        scores = self.scores()
        best = min(scores) if self.game.lower_is_better else max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    # ----------------------------------------------------------------- provided
    @property
    def is_over(self) -> bool:
        return self.current_player is None

    @property
    def ply(self) -> int:
        """How many moves have been played."""
        return len(self.history)

    def legal_moves(self) -> list[Move]:
        """Every legal move, in a stable order."""
        if self.is_over:
            return []
        violation = self._violation
        return [move for move in self._candidates() if violation(move) is None]

    def _candidates_listed(self) -> list[Move]:
        """``legal_moves`` of a State with the default ``_violation``: its candidates."""
        if self.is_over:
            return []
        return list(self._candidates())

    def check(self, move: Move | str) -> Move:
        """The move if it is legal here; otherwise raise IllegalMove saying why.

        A plain ``Move`` (what the default ``Game.parse_move`` reads an id as) stands for
        the position's own move of that id: the one returned, and then played."""
        if isinstance(move, str):
            move = self.game.parse_move(move)
        elif not isinstance(move, Move):
            raise IllegalMove(move, msg("a move is a {game} move id (text), not {type}",
                                        game=self.game.title, type=type(move).__name__),
                              self.game.cited_rule())
        if type(move) is Move and not self.is_over:
            move = next((own for own in self._candidates() if own.id == move.id), move)
        problem = self._violation(move)
        if problem is not None:
            raise problem
        return move

    def is_legal(self, move: Move | str) -> bool:
        try:
            self.check(move)
        except IllegalMove:
            return False
        return True

    def apply(self, move: Move | str) -> Move:
        """Play ``move`` (a Move or its id). An illegal move raises IllegalMove and changes nothing."""
        move = self.check(move)
        try:
            self._play(move)
        finally:
            forget(self)  # answers of @per_position methods belong to the position before
        self.history.append(move.id)
        return move

    def _apply_legal(self, move: Move) -> None:
        """Play a move just taken from this state's ``legal_moves()``, without checking it
        again: the inner loop of random playouts, where the check is most of the cost."""
        try:
            self._play(move)
        finally:
            forget(self)
        self.history.append(move.id)

    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""
        if not self.is_over:
            return None
        winners = tuple(self.winners())
        return Outcome(tuple(self.scores()), winners, self._end_reason())

    def _end_reason(self) -> str:
        return "the game is over"

    def record(self):
        """The game so far as a Record (seed + options + move ids); replays bit for bit."""
        if self.origin.get("determinized"):
            raise ValueError("a determinized copy has no record: its hidden cards were made up")
        return Record(game=self.game.name, players=self.num_players, seed=self.origin["seed"],
                      options=dict(self.origin["options"]),
                      moves=self.history[self.origin.get("start_ply", 0):],
                      start=self.origin["start"])

    def check_seat(self, seat: int | None) -> None:
        if seat is None:
            return
        if not is_whole(seat, 0, self.num_players - 1):
            raise ValueError(f"seat must be None or 0 to {self.num_players - 1}, not {seat!r}")

    def _adopt_position(self, data: Mapping[str, Any], options: dict) -> None:
        """What every set position (``Game.from_dict``) shares: the random generator
        (default seed 0), the moves that led there, and the record's start."""
        rng = Rng.from_dict(rng_state(data.get("rng", {"seed": 0, "draws": 0})))
        history = items(data.get("history", []), "history")
        for index, move_id in enumerate(history):
            if move_id == "?":
                continue  # a move a determinized copy cannot know (another seat's secret)
            try:
                known = isinstance(move_id, str) and self.game.parse_move(move_id).id == move_id
            except IllegalMove:
                known = False
            if not known:
                raise BadPosition(f"history[{index}]", msg("expected a move id ({notation}), "
                                                           "not {given}",
                                                           notation=self.game.notation,
                                                           given=shown(move_id)))
        self.rng = rng
        self.history = list(history)
        self.origin = {"seed": None, "players": self.num_players, "options": options,
                       "start": json.loads(json.dumps(dict(data))), "start_ply": len(history)}

    def _copy_bookkeeping(self, other: State) -> None:
        other.num_players = self.num_players
        other.history = list(self.history)
        other.origin = self.origin
        forget(other)

    def _determinized(self, other: State) -> State:
        other.origin = {**self.origin, "determinized": True}
        forget(other)
        return other

    def _repr_svg_(self) -> str:
        return self.game.draw(self.view(None))

    def __repr__(self) -> str:
        who = "over" if self.is_over else f"seat {self.current_player} to move"
        return f"<{self.game.title} state, ply {self.ply}, {who}>"

    def __str__(self) -> str:
        return json.dumps(self.view(None), ensure_ascii=False)
