"""OpenSpiel's games as skywidgets games: ``skywidgets.load("openspiel:<game string>")``.

The other way round from ``skywidgets.interop.openspiel`` (our games as pyspiel games):
here a pyspiel game is wrapped as a :class:`~skywidgets.core.engine.Game`, so the engine
contract, the bots, the records and the generic board all work on it.

- Moves: a move's id is ``"a"`` and OpenSpiel's action number (``"a4"``: stable in every
  position, typeable); its label is ``action_to_string``. ``state.apply("Bet")`` also
  takes the label of a legal action; the record keeps the id.
- Parameters: the game's OpenSpiel parameters are its options (``players`` is the
  player count), at the values the game string gives or OpenSpiel's defaults, so a
  record (seed + options + move ids) replays the same game.
- Chance: chance nodes are never offered as moves. The state's seeded generator
  (``core.rng``) draws each outcome by OpenSpiel's probabilities as soon as a chance
  node is reached, so a record replays bit for bit from its seed and move ids.
- Views: a seat sees its ``observation_string`` and ``information_state_string`` only
  (never ``str(state)`` of a game with hidden information, which shows every card),
  the seat to move, the number of moves, the returns at the end and, where the
  observation tensor has a board shape, a grid read from it. The public view
  (``view(None)``) holds OpenSpiel's public observation where the game has one.
- ``determinize(seat, rng)``: OpenSpiel's ``resample_from_infostate`` where the game
  implements it; otherwise the history is drawn again step by step, every chance
  outcome and every other seat's action kept only where the seat would have seen the
  same, and redrawn from the start where a branch dies.
- Bots: our random, greedy, IS-MCTS and MCTS bots play every game; perfect-information
  games add OpenSpiel's own MCTS (``"openspiel-mcts"``).

>>> import skywidgets
>>> game = skywidgets.load("openspiel:kuhn_poker")
>>> state = game.new(seed=1)
>>> [(m.id, state.describe(m)) for m in state.legal_moves()]
[('a0', 'Pass'), ('a1', 'Bet')]
>>> "information_state" in state.view(0), state.view(0)["to_move"]
(True, 0)
"""

from __future__ import annotations

import difflib
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping

import numpy as np

from skywidgets.core.bots import Bot, SeatInfo
from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove, shown
from skywidgets.i18n import msg
from skywidgets.core.fields import is_number, is_whole, items, mapping, whole
from skywidgets.core.options import BadOption, Option, declare
from skywidgets.core.reveal import revealed_part
from skywidgets.core.rng import Rng, as_rng
from skywidgets.core.rulebook import Rulebook
from skywidgets.i18n import msg, number

#: what ``skywidgets.load`` strips to find the OpenSpiel game string
PREFIX = "openspiel:"
#: what a person without the extra is told
INSTALL = 'OpenSpiel is not installed: pip install "skywidgets[openspiel]"'
#: positions ``determinize`` may try in its search for a history the seat cannot tell
#: from the real one before it gives up
DETERMINIZE_STEPS = 200_000
#: ... in searches of this many positions each, each from the start
DETERMINIZE_RESTART = 2_000
#: the longest side of a grid read from a tensor (go's 19; a longer one is not a board)
MAX_GRID_SIDE = 25
#: grids with more kinds of piece than this, read from tensor planes alone, are shown
#: as OpenSpiel's text instead (a grid of made-up symbols would not be readable)
MAX_PLANE_SYMBOLS = 4
_PLANE_SYMBOLS = ("●", "○", "■", "□")
_MOVE_ID = re.compile(r"a(0|[1-9][0-9]{0,8})")


def _pyspiel():
    try:
        import pyspiel
    except ImportError:  # pragma: no cover - the extra is installed where tests run
        raise ImportError(INSTALL) from None
    return pyspiel


# --------------------------------------------------------------------------- loading
@lru_cache(maxsize=64)
def load(game_string: str) -> OpenSpielGame:
    """The OpenSpiel game ``game_string`` (``"kuhn_poker(players=3)"``) as a skywidgets
    game; a bad name or parameter raises ValueError naming it.

    >>> load("tic_tac_toe").name
    'openspiel:tic_tac_toe'
    """
    pyspiel = _pyspiel()
    if not isinstance(game_string, str) or not game_string.strip():
        raise ValueError(f"an OpenSpiel game is named by a game string such as "
                         f"'openspiel:tic_tac_toe', not {shown(game_string)}")
    text = game_string.strip()
    short = text.split("(", 1)[0].strip()
    names = pyspiel.registered_names()
    if short.startswith("skywidgets_"):
        raise ValueError(f"{short!r} is one of skywidgets' own games registered with "
                         f"OpenSpiel: load it as skywidgets.load({short[11:]!r})")
    if short not in names:
        close = difflib.get_close_matches(short, names, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise ValueError(f"OpenSpiel has no game named {short!r}{hint} "
                         f"(pyspiel.registered_names() lists them)")
    try:
        given = dict(pyspiel.game_parameters_from_string(text))
    except Exception as err:  # pyspiel's own parse error
        raise ValueError(f"cannot read the OpenSpiel game string {text!r}: {err}") from None
    given.pop("name", None)
    return OpenSpielGame(short, given)


def _check_parameters(short: str, spec: Mapping[str, Any], given: Mapping[str, Any]) -> None:
    for name, value in given.items():
        if name not in spec:
            known = ", ".join(spec) or "none"
            raise BadOption(name, f"OpenSpiel's {short} has no parameter by that name "
                                  f"(its parameters: {known})")
        default = spec[name]
        if isinstance(default, dict) or isinstance(value, dict):
            raise BadOption(name, f"{short}'s parameter {name} is a game; games wrapping "
                                  "other games are not supported")
        if not _same_kind(default, value):
            raise BadOption(name, f"{short}'s parameter {name} is {_kind_words(default)}, "
                                  f"not {shown(value)}")


def _same_kind(default: Any, value: Any) -> bool:
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        # a count or a size (a positive default) is never 0: OpenSpiel does not always
        # check, and some games crash on an empty board
        return is_whole(value, 1 if default > 0 else None)
    if isinstance(default, float):
        return is_number(value)
    return isinstance(value, str)


def _parameter_text(value: Any) -> str:
    """A parameter's value as a game string writes it (true/false for a flag)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _same_value(value: Any, default: Any) -> bool:
    return type(value) is type(default) and value == default


def _kind_words(default: Any) -> str:
    if isinstance(default, bool):
        return "true or false"
    if isinstance(default, int):
        return "a whole number from 1" if default > 0 else "a whole number"
    if isinstance(default, float):
        return "a number"
    return "text"


def _option(short: str, name: str, default: Any) -> Option:
    sentence = f"OpenSpiel's parameter {name} of {short}."
    if isinstance(default, bool):
        return Option.flag(name, default, name, sentence, "parameters")
    kind = _kind_words(default)

    def reader(value: Any) -> Any:
        if not _same_kind(default, value):
            raise ValueError(f"expected {kind}, not {shown(value)}")
        return float(value) if isinstance(default, float) else value

    return Option.own(name, default, name, sentence, "parameters", reader=reader, words=str,
                      accepts=kind)


# --------------------------------------------------------------------------- moves
@dataclass(frozen=True)
class OpenSpielMove(Move):
    """One OpenSpiel action: ``id`` is ``"a<action>"``; ``label`` is ``action_to_string``
    where it was made from a position (ids read back from text carry the id)."""

    action: int
    text: str = field(default="", compare=False)

    @property
    def id(self) -> str:
        return f"a{self.action}"

    @property
    def label(self) -> str:
        return self.text or self.id


# --------------------------------------------------------------------------- the game
class OpenSpielGame(Game):
    """A pyspiel game as a skywidgets game (see the module's docstring).

    >>> game = load("connect_four")
    >>> game.title, game.min_players, game.max_players
    ('Connect Four', 2, 2)
    """

    def __init__(self, short: str, given: Mapping[str, Any]) -> None:
        pyspiel = _pyspiel()
        game_type = next(t for t in pyspiel.registered_games() if t.short_name == short)
        spec = dict(game_type.parameter_specification)
        wrapped = [name for name, default in spec.items() if isinstance(default, dict)]
        if any(not spec[name] for name in wrapped):
            raise ValueError(f"OpenSpiel's {short} wraps another game (its parameter "
                             f"{wrapped[0]}); games wrapping games are not supported")
        _check_parameters(short, spec, given)
        # a game parameter with a default (coop_to_1p's) stays at it: it is no option
        spec = {name: default for name, default in spec.items() if name not in wrapped}
        dynamics = game_type.dynamics
        if dynamics == pyspiel.GameType.Dynamics.MEAN_FIELD:
            raise ValueError(f"OpenSpiel's {short} is a mean-field game (a population, not "
                             "seats at a table), which is not supported")
        #: a game of simultaneous moves is played turn by turn, each seat's choice hidden
        #: from the others until all have chosen (OpenSpiel's turn_based_simultaneous_game)
        self.simultaneous = dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS
        if game_type.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC:
            raise ValueError(f"OpenSpiel's {short} draws its chance from its own generator "
                             "(sampled stochastic), which a seeded record cannot replay")
        self.short_name = short
        self._given = dict(given)
        self.name = PREFIX + short
        self.title = game_type.long_name
        self._spec = spec
        # "players" is the seat count, every other parameter an option
        settled = {name: float(given[name]) if isinstance(default, float) and name in given
                   else given.get(name, default) for name, default in spec.items()}
        self.default_players = settled.pop("players", None)
        if "players" in spec:
            self.min_players, self.max_players = (game_type.min_num_players,
                                                  game_type.max_num_players)
        # the same three sections for every OpenSpiel game, translated as one rulebook's
        self.rules = Rulebook(self.title, {
            "notation": (msg("Move ids", context="OpenSpiel rulebook section"),
                         msg("a move id is 'a' and OpenSpiel's action number (e.g. 'a4'); its "
                             "label is OpenSpiel's action_to_string")),
            "legal": (msg("Legal actions", context="OpenSpiel rulebook section"),
                      msg("a seat plays one of the actions OpenSpiel's legal_actions() lists "
                          "for it")),
            "parameters": (msg("Parameters", context="OpenSpiel rulebook section"),
                           msg("the parameters OpenSpiel's {game} is loaded with", game=short)),
        })
        self.options = declare(*(_option(short, name, value) for name, value in settled.items()))
        self.notation = msg("'a' and OpenSpiel's action number, e.g. 'a4'")
        first = self._spiel_game(self.default_players, settled)
        # what the game played is (a simultaneous game's turn-based form hides information)
        self._type = first.get_type()
        self.perfect_information = (self._type.information
                                    == pyspiel.GameType.Information.PERFECT_INFORMATION)
        self.has_chance = game_type.chance_mode != pyspiel.GameType.ChanceMode.DETERMINISTIC
        self.hidden_information = not self.perfect_information or self.has_chance
        self.private_views = not self.perfect_information
        if "players" not in spec:
            self.min_players = self.max_players = first.num_players()
        # the count the game string (or OpenSpiel's default: hanabi says -1) comes to
        self.default_players = first.num_players()
        _check_actions_listed(first, short)
        # the Bot move button's player: a search (greedy sees only returns, mostly 0 until
        # the end of OpenSpiel's games)
        self.default_bot = "mcts" if self.perfect_information else "ismcts"
        # OpenSpiel's MCTS searches games of perfect information scored at the end
        self.bots = ({"openspiel-mcts": OpenSpielMCTSBot()} if OpenSpielMCTSBot.plays(self)
                     else {})
        self._resamples = None  # does OpenSpiel's resample_from_infostate work? (probed once)
        self._public = {}  # players -> OpenSpiel's public observer, or None
        self._grid = _GridPlan.find(first)
        self._hides_moves = (False if self.perfect_information
                             else _hides_moves(first, self._knowledge_of))

    # ----------------------------------------------------------------- pyspiel games
    def _spiel_game(self, players: int | None, options: Mapping[str, Any]):
        # a parameter at OpenSpiel's own default is left out, as a game string leaves it:
        # some defaults stand for a value OpenSpiel works out (go's max_game_length=0)
        changed = tuple(sorted((name, value) for name, value in options.items()
                               if not _same_value(value, self._spec.get(name))))
        players = None if "players" not in self._spec or _same_value(
            players, self._spec["players"]) else players
        return _load_spiel(self.short_name, players, changed, self.simultaneous)

    def new(self, players: int | None = None, seed: int | None = None, **options: Any) -> State:
        """A new game; ``players`` defaults to the game string's (or OpenSpiel's) count.

        >>> load("kuhn_poker(players=3)").new(seed=2).num_players
        3
        """
        return super().new(self.default_players if players is None else players, seed,
                           **options)

    def _setup(self, players: int, rng: Rng, options: dict) -> State:
        spiel_game = self._spiel_game(players, options)
        state = OpenSpielState(self, spiel_game, spiel_game.new_initial_state(), rng, [])
        try:
            state._play_chance()
        except _pyspiel().SpielError as err:  # a parameter value OpenSpiel loads, then trips on
            changed = [name for name, value in options.items()
                       if not _same_value(value, self._spec.get(name))] or ["players"]
            settings = ", ".join(f"{name}={options.get(name, players)}" for name in changed)
            raise BadOption(changed[0], f"OpenSpiel cannot deal {self.short_name} with "
                                        f"{settings}: {str(err).strip().splitlines()[-1]}"
                            ) from None
        return state

    def parse_move(self, text: str) -> Move:
        if isinstance(text, str) and _MOVE_ID.fullmatch(text):
            return OpenSpielMove(int(text[1:]))
        raise IllegalMove(text, msg("a move id of {game} is {notation}, not {given}",
                                    game=self.title, notation=self.notation,
                                    given=shown(text)), self.rules["notation"])

    def from_dict(self, data: Mapping[str, Any]) -> State:
        data = mapping(data, "position")
        if data.get("game") != self.short_name:
            raise BadPosition("game", f"expected {self.short_name!r}, not "
                                      f"{shown(data.get('game'))}")
        players = whole(data.get("players"), "players", self.min_players, self.max_players)
        options = mapping(data.get("options"), "options")
        try:
            settled = self.check_options(options)
        except BadOption as err:
            raise BadPosition(f"options.{err.field}", err.reason) from None
        spiel_game = self._spiel_game(players, settled)
        spiel = spiel_game.new_initial_state()
        actions = items(data.get("actions"), "actions")
        for index, action in enumerate(actions):
            where = f"actions[{index}]"
            if spiel.is_terminal():
                raise BadPosition(where, "the game was over before this action")
            if not is_whole(action):
                raise BadPosition(where, f"expected an action number, not {shown(action)}")
            allowed = ([a for a, p in spiel.chance_outcomes() if p > 0] if spiel.is_chance_node()
                       else spiel.legal_actions())
            if action not in allowed:
                raise BadPosition(where, f"{action} is not a legal action there")
            spiel.apply_action(action)
        state = OpenSpielState(self, spiel_game, spiel, Rng(0), [])
        state._adopt_position(data, settled)
        if state.history != state._move_ids():
            raise BadPosition("history", "the move ids are not the players' actions of "
                                         "'actions'")
        if spiel.is_chance_node():
            raise BadPosition("actions", "the position waits on a chance node")
        return state

    def longest_game(self, players: int, options: Mapping[str, Any]) -> int:
        """OpenSpiel's ``max_game_length`` (its chance nodes included).

        >>> load("tic_tac_toe").longest_game(2, {})
        9
        """
        return int(self._spiel_game(players, self.check_options(options)).max_game_length())

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float] | None:
        """OpenSpiel's ``min_utility`` and ``max_utility``: the returns are the scores.

        >>> load("kuhn_poker").score_bounds(2, {})
        (-2.0, 2.0)
        """
        spiel_game = self._spiel_game(players, self.check_options(options))
        try:
            return float(spiel_game.min_utility()), float(spiel_game.max_utility())
        except Exception:  # a game that does not say
            return None

    # ----------------------------------------------------------------- what a seat knows
    def _knowledge_of(self, spiel, seat: int | None) -> tuple:
        """What ``seat`` knows of the position ``spiel``: who moves, and its information
        state and observation strings (OpenSpiel's public observation for seat None)."""
        player = spiel.current_player()
        if seat is None:
            return (player, self._public_string(spiel))
        info = (spiel.information_state_string(seat)
                if self._type.provides_information_state_string else None)
        seen = (spiel.observation_string(seat)
                if self._type.provides_observation_string else None)
        return (player, info, seen)

    def _public_string(self, spiel) -> str | None:
        players = spiel.get_game().num_players()
        if players not in self._public:
            observer = None
            try:
                pyspiel = _pyspiel()
                from open_spiel.python.observation import make_observation

                observer = make_observation(spiel.get_game(), pyspiel.IIGObservationType(
                    perfect_recall=True, public_info=True,
                    private_info=pyspiel.PrivateInfoType.NONE))
                if observer is not None:
                    observer.string_from(spiel, 0)
            except Exception:  # the game has no public observer
                observer = None
            self._public[players] = observer
        observer = self._public[players]
        return None if observer is None else observer.string_from(spiel, 0)

    def private_move(self, move_id: str) -> str | None:
        """Where other seats do not see every move (``phantom_ttt``), the Log shows them
        only that a move was made."""
        return msg("makes a move the others do not see") if self._hides_moves else None

    # ----------------------------------------------------------------- the board
    def evaluate(self, state: State, seat: int) -> float:
        """The greedy bot's measure: the seat's returns so far (most of OpenSpiel's games
        pay them at the end only)."""
        return float(state.scores()[seat])

    def pieces(self, view: Mapping[str, Any]) -> list[dict] | None:
        """The generic board's pieces for a view: a grid where the observation tensor has a
        board shape (cells that one move fills carry that move), OpenSpiel's text of what
        the seat sees, a line per player and the returns.

        >>> game = load("tic_tac_toe")
        >>> [piece["kind"] for piece in game.pieces(game.new(seed=0).view(0))]
        ['grid', 'players']
        """
        pieces: list[dict] = []
        grid = view.get("grid")
        if grid is not None:
            moves, owners = grid.get("moves", {}), grid.get("owners", {})
            cells = []
            for row, texts in enumerate(grid["cells"]):
                line = []
                for col, text in enumerate(texts):
                    cell: dict = {"text": text}
                    if text in owners:
                        cell["tone"] = f"seat{owners[text]}"
                    move = moves.get(f"{row},{col}")
                    if move is not None:
                        cell["move"] = move
                    line.append(cell)
                cells.append(line)
            board = {"kind": "grid", "label": msg("Board"), "rows": grid["rows"],
                     "cols": grid["cols"], "cells": cells}
            if grid.get("from_bottom"):  # row 1 at the bottom, as OpenSpiel counts them
                board["row_names"] = [str(grid["rows"] - row) for row in range(grid["rows"])]
            pieces.append(board)
        if grid is None or not grid.get("from_text"):
            for key, label in (("board", msg("Board")),
                               ("observation", msg("What this seat sees")),
                               ("information_state", msg("What this seat knows")),
                               ("public", msg("What everyone sees"))):
                if view.get(key):
                    pieces.append({"kind": "text", "label": label, "text": view[key],
                                   "mono": True})
                    if key == "board":
                        break
        returns = view.get("returns")
        rows = []
        for seat in range(view["players"]):
            # OpenSpiel counts its players from 0: "Player 0" as its texts name them
            text = msg("Player {n}", n=seat) if returns is None else msg(
                "Player {n}: {returns}", n=seat,
                returns=number(float(returns[seat]), text=_number(returns[seat])))
            rows.append({"seat": seat, "text": text})
        pieces.append({"kind": "players", "rows": rows})
        if returns is not None:
            pieces.append({"kind": "counters", "label": msg("Returns"),
                           "items": [{"name": msg("Player {n}", n=seat), "value": value,
                                      "seat": seat}
                                     for seat, value in enumerate(returns)]})
        return pieces

    @property
    def game_string(self) -> str:
        """The OpenSpiel game string this game was loaded from, parameters included.

        >>> load("kuhn_poker(players=3)").game_string
        'kuhn_poker(players=3)'
        """
        if not self._given:
            return self.short_name
        settings = ",".join(f"{name}={_parameter_text(value)}"
                            for name, value in sorted(self._given.items()))
        return f"{self.short_name}({settings})"

    def __reduce__(self):
        # pyspiel's objects do not pickle: a process pool's worker loads the game again
        return load, (self.game_string,)

    def __repr__(self) -> str:
        return f"<OpenSpielGame {self.name!r}>"


@lru_cache(maxsize=64)
def _load_spiel(short: str, players: int | None, options: tuple, simultaneous: bool = False):
    pyspiel = _pyspiel()
    params = dict(options)
    if players is not None:
        params["players"] = players
    try:
        loaded = pyspiel.load_game(short, params)
        return pyspiel.convert_to_turn_based(loaded) if simultaneous else loaded
    except Exception as err:  # OpenSpiel refused a value
        named = ", ".join(f"{k}={v}" for k, v in params.items()) or "its defaults"
        field_name = next(iter(params), "parameters")
        raise BadOption(field_name, f"OpenSpiel refused {short} with {named}: "
                                    f"{str(err).strip().splitlines()[-1]}") from None


def _check_actions_listed(spiel_game, short: str) -> None:
    """Refuse a game whose positions do not list their legal actions (crossword plays
    action structs only)."""
    spiel = spiel_game.new_initial_state()
    gen = random.Random(0)
    while spiel.is_chance_node():
        spiel.apply_action(gen.choice([a for a, p in spiel.chance_outcomes() if p > 0]))
    if spiel.is_terminal():
        return
    try:
        spiel.legal_actions()
    except _pyspiel().SpielError as err:
        raise ValueError(f"OpenSpiel's {short} does not list its legal actions "
                         f"({str(err).strip().splitlines()[0]})") from None


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _hides_moves(spiel_game, knowledge: Callable) -> bool:
    """Whether some seat cannot tell apart two actions another seat chose: a few random
    plays, each action's result compared through every other seat's knowledge."""
    gen = random.Random(0)
    for _ in range(2):
        spiel = spiel_game.new_initial_state()
        for _ in range(40):
            if spiel.is_terminal():
                break
            if spiel.is_chance_node():
                spiel.apply_action(gen.choice([a for a, p in spiel.chance_outcomes() if p > 0]))
                continue
            mover, actions = spiel.current_player(), spiel.legal_actions()
            for seat in range(spiel_game.num_players()):
                if seat != mover and len(actions) > 1:
                    seen = [knowledge(spiel.child(a), seat) for a in actions[:12]]
                    if len(set(seen)) < len(seen):
                        return True
            spiel.apply_action(gen.choice(actions))
    return False


# --------------------------------------------------------------------------- grids
class _GridPlan:
    """How a game's observation tensor ``[planes, rows, cols]`` becomes a grid of cells:
    each cell's text read from OpenSpiel's printed board where that lines up with the
    tensor (checked on sample positions), else a symbol per piece plane."""

    def __init__(self, shape: tuple[int, int, int], empty_plane: int | None,
                 text_layout: tuple | None, symbols: dict[int, str]) -> None:
        self.shape = shape
        self.planes, self.rows, self.cols = shape
        self.empty_plane = empty_plane
        self.text_layout = text_layout  # (flipped, the empty cell's character) or None
        self.symbols = symbols
        #: cell text -> the seat whose pieces it shows, where sample play tells
        self.owners: dict[str, int] = {}
        #: one plane of numbers: a cell shows its number (0: empty)
        self.values = False

    @classmethod
    def find(cls, spiel_game) -> _GridPlan | None:
        if not spiel_game.get_type().provides_observation_tensor:
            return None
        try:
            shape = tuple(spiel_game.observation_tensor_shape())
        except Exception:  # the game declares no shape
            return None
        values = len(shape) == 2  # one plane of values: catch's ball, 2048's tiles
        if values:
            shape = (1, *shape)
        if len(shape) != 3 or not 2 <= shape[1] <= MAX_GRID_SIDE or not (
                2 <= shape[2] <= MAX_GRID_SIDE):
            return None  # not a board: pig's [3, 101] is a score table
        samples = _sample_states(spiel_game, shape)
        if not samples:
            return None
        tensor = samples[0][1]  # the first position a seat moves in
        cells = shape[1] * shape[2]
        constant = [_constant(samples, p) for p in range(shape[0])]
        empty_plane = next((p for p in range(shape[0])
                            if tensor[p].sum() > cells / 2 and not constant[p]), None)
        layout = _text_layout(samples, shape)
        pieces = [p for p in range(shape[0]) if p != empty_plane and not constant[p]]
        if layout is None and len(pieces) > MAX_PLANE_SYMBOLS:
            return None
        symbols = {p: _PLANE_SYMBOLS[i] for i, p in enumerate(pieces[:MAX_PLANE_SYMBOLS])}
        plan = cls(shape, empty_plane, layout, symbols)
        plan.values = values
        game_type = spiel_game.get_type()
        if (game_type.information == game_type.information.PERFECT_INFORMATION
                and spiel_game.num_players() > 1):
            plan.owners = plan._learn_owners(spiel_game)
        return plan

    def _learn_owners(self, spiel_game) -> dict[str, int]:
        """Which seat each cell text belongs to, where every sample move that filled an
        empty cell with that text was that seat's (x and o in tic-tac-toe)."""
        gen = random.Random(11)
        seen: dict[str, Counter] = {}
        for _ in range(3):
            spiel = spiel_game.new_initial_state()
            for _ in range(40):
                if spiel.is_terminal():
                    break
                if spiel.is_chance_node():
                    outcomes = [a for a, p in spiel.chance_outcomes() if p > 0]
                    spiel.apply_action(gen.choice(outcomes))
                    continue
                mover = spiel.current_player()
                before, _ = self.cells(spiel, 0)
                spiel.apply_action(gen.choice(spiel.legal_actions()))
                after, _ = self.cells(spiel, 0)
                for old_row, new_row in zip(before, after):
                    for old, new in zip(old_row, new_row):
                        if not old and new:
                            seen.setdefault(new, Counter())[mover] += 1
        return {text: next(iter(counts)) for text, counts in seen.items() if len(counts) == 1}

    def cells(self, spiel, seat: int) -> tuple[list[list[str]], bool]:
        """The cell texts of ``seat``'s observation, and whether they came from the text."""
        tensor = _planes(spiel, seat, self.shape)
        if self.text_layout is not None:
            flipped, empty = self.text_layout
            grid = _text_grid(_board_text(spiel, seat), tensor, flipped)
            if grid is not None:
                return [["" if ch == empty else ch for ch in grid[self._row(r)]]
                        for r in range(self.rows)], True
        if self.values:
            return [[_number(tensor[0, self._row(r), c]) if tensor[0, self._row(r), c] else ""
                     for c in range(self.cols)] for r in range(self.rows)], False
        texts = [["".join(symbol for p, symbol in self.symbols.items()
                          if tensor[p, self._row(r), c]) for c in range(self.cols)]
                 for r in range(self.rows)]
        return texts, False

    def _row(self, row: int) -> int:
        """The tensor's row drawn as ``row`` (or the other way round): the grid is drawn
        the way OpenSpiel prints the board, top line first."""
        flipped = self.text_layout is not None and self.text_layout[0]
        return self.rows - 1 - row if flipped else row

    def move_cells(self, spiel, seat: int, moves: list[int]) -> dict[str, str]:
        """``"row,col" -> move id`` for the cells that exactly one legal action acts on: the
        one cell it changes, or the one empty cell it fills (a stone placed, others
        flipped)."""
        before = _planes(spiel, seat, self.shape)
        was_empty = self._empty(before)
        found: dict[str, list[int]] = {}
        for action in moves:
            after = _planes(spiel.child(action), seat, self.shape)
            changed = np.argwhere((before != after).any(axis=0))
            is_empty = self._empty(after)
            filled = np.argwhere(was_empty & ~is_empty)
            emptied = bool((~was_empty & is_empty).any())
            cell = (changed[0] if len(changed) == 1 else
                    filled[0] if len(filled) == 1 and not emptied else None)
            if cell is not None:
                found.setdefault(f"{self._row(int(cell[0]))},{cell[1]}", []).append(action)
        return {key: f"a{actions[0]}" for key, actions in found.items() if len(actions) == 1}

    def _empty(self, tensor):
        if self.empty_plane is not None:
            return tensor[self.empty_plane] > 0
        return ~(tensor[list(self.symbols)] > 0).any(axis=0)


def _planes(spiel, seat: int, shape: tuple):
    return np.asarray(spiel.observation_tensor(seat), dtype=float).reshape(shape)


def _constant(samples: list, plane: int) -> bool:
    """Is ``plane`` the same in every cell of each sample (a whose-turn plane, say)?"""
    return all(tensor[plane].min() == tensor[plane].max() for _, tensor in samples)


def _sample_states(spiel_game, shape: tuple) -> list:
    """(state, tensor) pairs along three random plays, each position a seat moves in,
    to check a grid reading against."""
    gen = random.Random(7)
    found = []
    for _ in range(3):
        spiel = spiel_game.new_initial_state()
        for _ in range(30):
            if spiel.is_terminal():
                break
            if spiel.is_chance_node():
                spiel.apply_action(gen.choice([a for a, p in spiel.chance_outcomes() if p > 0]))
                continue
            found.append((spiel.clone(), _planes(spiel, 0, shape)))
            spiel.apply_action(gen.choice(spiel.legal_actions()))
    return found


def _board_text(spiel, seat: int) -> str:
    game_type = spiel.get_game().get_type()
    if game_type.provides_observation_string:
        return spiel.observation_string(seat)
    if game_type.information == game_type.information.PERFECT_INFORMATION:
        return str(spiel)
    return ""


def _line_cells(line: str, cols: int) -> str | list[str] | None:
    """A printed board line's cells: its characters without spaces, less a row label (a
    number, or one character fused to the cells) at one or both ends; else its words,
    where there are as many as cells (2048's tiles)."""
    tokens = line.split()
    if not tokens:
        return None
    chars = "".join(tokens)
    first = len(tokens[0]) if tokens[0].isdigit() and len(tokens) > 1 else 0
    last = len(tokens[-1]) if tokens[-1].isdigit() and len(tokens) > 1 else 0
    for start, end in ((0, 0), (first, 0), (0, last), (first, last), (1, 0), (1, 1)):
        cells = chars[start:len(chars) - end]
        if len(cells) == cols:
            return cells
    if len(tokens) == cols:
        return tokens
    return None


def _text_grid(text: str, tensor, flipped: bool) -> list[str] | None:
    """The printed board's cells lined up with ``tensor`` (the same character wherever
    the planes are the same), rows in the tensor's order; or
    None where no block of lines does."""
    _, rows, cols = tensor.shape
    lines = [_line_cells(line, cols) for line in text.splitlines()]
    for start in range(len(lines) - rows + 1):
        block = lines[start:start + rows]
        if any(line is None for line in block):
            continue
        grid = block[::-1] if flipped else block
        by_signature: dict[tuple, str] = {}
        if all(by_signature.setdefault(tuple(tensor[:, r, c]), grid[r][c]) == grid[r][c]
               for r in range(rows) for c in range(cols)):
            return grid
    return None


def _text_layout(samples: list, shape: tuple) -> tuple | None:
    """(flipped, the empty cell's character) when every sample's printed board lines up
    with its tensor, read the same way; None otherwise."""
    _, rows, cols = shape
    if not samples:
        return None
    for flipped in (False, True):
        grids = [_text_grid(_board_text(spiel, 0), tensor, flipped) for spiel, tensor in samples]
        if all(grid is not None for grid in grids):
            common, count = Counter(ch for row in grids[0] for ch in row).most_common(1)[0]
            return flipped, (common if count > rows * cols / 2 else ".")
    return None


# --------------------------------------------------------------------------- the state
class OpenSpielState(State):
    """One play-through: the pyspiel state, our seeded generator for its chance nodes,
    and the move ids played."""

    def __init__(self, game: OpenSpielGame, spiel_game, spiel, rng: Rng,
                 history: list[str]) -> None:
        self.game = game
        self._spiel_game = spiel_game
        self._spiel = spiel
        self.rng = rng
        self.history = history
        self.num_players = spiel_game.num_players()
        self.origin = {}
        self._trails: dict = {}  # seat -> _knowledge_trail of this position

    # ----------------------------------------------------------------- rules
    @property
    def current_player(self) -> int | None:
        return None if self._spiel.is_terminal() else self._spiel.current_player()

    def _candidates(self) -> Iterable[Move]:
        if self._spiel.is_terminal():
            return []
        player = self._spiel.current_player()
        return [OpenSpielMove(a, self._spiel.action_to_string(player, a))
                for a in self._spiel.legal_actions()]

    def legal_moves(self) -> list[Move]:
        return list(self._candidates())

    def _violation(self, move: Move) -> IllegalMove | None:
        if self._spiel.is_terminal():
            return IllegalMove(move, msg("the game is over"), self.game.rules["legal"])
        legal = self._spiel.legal_actions()
        if not isinstance(move, OpenSpielMove) or move.action not in legal:
            listed = ", ".join(f"a{action}" for action in legal[:12])
            more = ", ..." if len(legal) > 12 else ""
            return IllegalMove(move, msg("{move} is not one of the legal actions here ({actions})",
                                         move=str(move), actions=listed + more),
                               self.game.rules["legal"])
        return None

    def check(self, move: Move | str) -> Move:
        """The move if it is legal here; its id or the label of a legal action (``"Bet"``)."""
        if isinstance(move, str) and not _MOVE_ID.fullmatch(move):
            named = [legal for legal in self.legal_moves() if legal.label == move]
            if len(named) == 1:  # a label two legal actions share names neither
                return named[0]
        checked = super().check(move)
        return OpenSpielMove(checked.action, self.describe(checked))

    def describe(self, move: Move) -> str:
        if isinstance(move, OpenSpielMove) and not self._spiel.is_terminal():
            return self._spiel.action_to_string(self._spiel.current_player(), move.action)
        return move.label

    def _play(self, move: Move) -> None:
        self._trails = {}
        self._spiel.apply_action(move.action)
        self._play_chance()

    def _play_chance(self) -> None:
        """Every chance node now due, drawn by the state's generator."""
        while self._spiel.is_chance_node():
            outcomes = self._spiel.chance_outcomes()
            self._spiel.apply_action(_draw(outcomes, self.rng.generator().random()))

    def scores(self) -> list[float]:
        return [float(value) for value in self._spiel.returns()]

    def _end_reason(self) -> str:
        return "OpenSpiel's game is over"

    def _move_ids(self) -> list[str]:
        """The move ids of the players' actions in the pyspiel history."""
        ids = []
        for item in self._spiel.full_history():
            if item.player >= 0:
                ids.append(f"a{item.action}")
        return ids

    # ----------------------------------------------------------------- views
    def view(self, seat: int | None) -> dict:
        self.check_seat(seat)
        game, spiel = self.game, self._spiel
        over = spiel.is_terminal()
        view: dict = {"game": game.short_name, "players": self.num_players, "ply": self.ply,
                      "to_move": self.current_player,
                      "returns": self.scores() if over else None}
        if game.perfect_information:
            view["board"] = str(spiel)
            if not over:
                view["legal_moves"] = len(spiel.legal_actions())
        elif seat is None:
            view["public"] = game._public_string(spiel)
        else:
            _, info, seen = game._knowledge_of(spiel, seat)
            view["information_state"] = info
            view["observation"] = seen
            if seat == self.current_player:
                view["legal_moves"] = len(spiel.legal_actions())
        plan = game._grid
        if plan is not None and (game.perfect_information or seat is not None):
            eye = 0 if seat is None else seat
            cells, from_text = plan.cells(spiel, eye)
            grid = {"rows": plan.rows, "cols": plan.cols, "cells": cells,
                    "from_text": from_text, "owners": dict(plan.owners),
                    "from_bottom": plan._row(0) != 0}
            if game.perfect_information and not over:
                grid["moves"] = plan.move_cells(spiel, self.current_player,
                                                spiel.legal_actions())
            view["grid"] = grid
        return view

    def revealed_view(self, seat: int | None) -> dict:
        """The seat's view with OpenSpiel's whole printed state (every card) added."""
        view = self.view(seat)
        if self.game.perfect_information:
            view["revealed"] = revealed_part(
                "Nothing is hidden in this game: every player sees all of it.",
                unknown="Chance outcomes still to come." if self.game.has_chance else None)
        else:
            view["revealed"] = revealed_part(
                "OpenSpiel's whole state, every seat's private information included.",
                unknown="Chance outcomes still to come." if self.game.has_chance else None,
                state=str(self._spiel))
        return view

    # ----------------------------------------------------------------- copies
    def copy(self) -> OpenSpielState:
        other = OpenSpielState(self.game, self._spiel_game, self._spiel.clone(),
                               self.rng.copy(), list(self.history))
        other.origin = self.origin
        return other

    def to_dict(self) -> dict:
        return {"game": self.game.short_name, "players": self.num_players,
                "options": dict(self.origin.get("options", {})),
                "actions": list(self._spiel.history()), "history": list(self.history),
                "rng": self.rng.to_dict()}

    def determinize(self, seat: int | None, rng: Rng | int) -> State:
        """A copy in which everything hidden from ``seat`` is drawn again from what it
        knows (see the module's docstring); the future's chance from ``rng`` too."""
        self.check_seat(seat)
        rng = as_rng(rng)
        gen = random.Random(rng.generator().getrandbits(63))
        if self.game.perfect_information:
            spiel = self._spiel.clone()
        else:
            spiel = self._redrawn(seat, gen)
        other = OpenSpielState(self.game, self._spiel_game, spiel, Rng(gen.getrandbits(63)),
                               [])
        other.history = other._move_ids()
        other.origin = self.origin
        return self._determinized(other)

    def _redrawn(self, seat: int | None, gen: random.Random):
        game = self.game
        wanted = self.view(seat)
        if seat is not None and game._resamples is not False and not self._spiel.is_terminal():
            try:
                spiel = self._spiel.resample_from_infostate(seat, gen.random)
                game._resamples = True
            except Exception:  # the game does not implement it
                game._resamples = False
                spiel = None
            if spiel is not None and _view_of(self, spiel, seat) == wanted:
                return spiel
        found = self._search_history(seat, gen, wanted)
        if found is None:
            raise ValueError(f"{game.title}: no world consistent with what seat {seat} knows "
                             f"was found in {DETERMINIZE_STEPS} steps of search; this game "
                             "cannot be determinized for it")
        return found

    def _search_history(self, seat: int | None, gen: random.Random, wanted: dict):
        """A history that ``seat`` cannot tell from the real one, found depth first: at each
        step the chance outcomes (in an order drawn by their probabilities) and the other
        seats' actions (shuffled) that leave the seat knowing what it knew then, the seat's
        own action as it was; a dead end backtracks. None when the budget runs out."""
        game = self.game
        history = self._spiel.history()
        trail = self._knowledge_trail(seat)

        def options(spiel, depth: int) -> list[int]:
            if depth == len(history):
                return []
            if spiel.is_chance_node():
                # Efraimidis-Spirakis: the first drawn as likely as its probability
                keyed = [(gen.random() ** (1.0 / p), a) for a, p in spiel.chance_outcomes()
                         if p > 0]
                return [a for _, a in sorted(keyed)]  # popped from the end: largest key first
            if spiel.current_player() == seat:
                mine = history[depth]
                return [mine] if mine in spiel.legal_actions() else []
            actions = list(spiel.legal_actions())
            gen.shuffle(actions)
            return actions

        for _ in range(DETERMINIZE_STEPS // DETERMINIZE_RESTART):
            found = self._search_once(seat, wanted, history, trail, options)
            if found is not None:
                return found
        return None

    def _search_once(self, seat: int | None, wanted: dict, history: list, trail: list,
                     options: Callable):
        """One depth-first search of ``_search_history`` on ``DETERMINIZE_RESTART`` steps
        (a search stuck deep in a dead branch does better to start again)."""
        game = self.game
        root = self._spiel_game.new_initial_state()
        stack = [(root, options(root, 0))]
        budget = DETERMINIZE_RESTART
        while stack:
            spiel, left = stack[-1]
            depth = len(stack) - 1
            if depth == len(history):
                if _view_of(self, spiel, seat) == wanted:
                    return spiel
                stack.pop()
                continue
            if not left:
                stack.pop()
                continue
            budget -= 1
            if budget < 0:
                return None
            child = spiel.child(left.pop())
            if game._knowledge_of(child, seat) == trail[depth + 1]:
                stack.append((child, options(child, depth + 1)))
        return None

    def _knowledge_trail(self, seat: int | None) -> list[tuple]:
        """What ``seat`` knew after each step of the history (the start included); kept
        until the next move, as a search bot determinizes the one position many times."""
        cached = self._trails.get(seat)
        if cached is None:
            cached = self._trails[seat] = self._trail_from_start(seat)
        return cached

    def _trail_from_start(self, seat: int | None) -> list[tuple]:
        spiel = self._spiel_game.new_initial_state()
        trail = [self.game._knowledge_of(spiel, seat)]
        for action in self._spiel.history():
            spiel.apply_action(action)
            trail.append(self.game._knowledge_of(spiel, seat))
        return trail


def _view_of(state: OpenSpielState, spiel, seat: int | None) -> dict:
    other = OpenSpielState(state.game, state._spiel_game, spiel, Rng(0), list(state.history))
    return other.view(seat)


def _draw(outcomes: list, value: float) -> int:
    """The outcome that ``value`` (uniform in [0, 1)) falls on, each outcome as likely as
    its probability (relative to their sum)."""
    target = value * sum(probability for _, probability in outcomes)
    total = 0.0
    for action, probability in outcomes:
        total += probability
        if target < total:
            return action
    return next(a for a, p in reversed(outcomes) if p > 0)


# --------------------------------------------------------------------------- bots
class OpenSpielMCTSBot(Bot):
    """OpenSpiel's own MCTS (``open_spiel.python.algorithms.mcts.MCTSBot`` with random
    rollouts), for games of perfect information; it refuses any other game. It searches
    a copy from ``info.determinize`` (with nothing hidden, the position itself), seeded
    from ``rng``.

    >>> game = load("tic_tac_toe")
    >>> bot = OpenSpielMCTSBot(simulations=20)
    >>> bot.choose(SeatInfo(game.new(seed=0), 0), Rng(1)).id in {f"a{i}" for i in range(9)}
    True
    """

    name = "openspiel-mcts"
    fast = False
    description = "OpenSpiel's own Monte Carlo tree search (perfect-information games)"

    def __init__(self, simulations: int = 200, rollouts: int = 1, uct_c: float = 2.0) -> None:
        self.simulations = simulations
        self.rollouts = rollouts
        self.uct_c = uct_c

    @staticmethod
    def plays(game: Game) -> bool:
        """Does it play ``game``: an OpenSpiel game of perfect information whose returns
        come at the end?"""
        if not isinstance(game, OpenSpielGame) or not game.perfect_information:
            return False
        return game._type.reward_model == game._type.reward_model.TERMINAL

    def quick(self) -> OpenSpielMCTSBot:
        return OpenSpielMCTSBot(simulations=16, rollouts=1, uct_c=self.uct_c)

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        game = info.game
        if not self.plays(game):
            raise ValueError(f"the {self.name} bot plays OpenSpiel's games of perfect "
                             f"information scored at the end only, not {game.title} (the "
                             "'ismcts' bot plays it)")
        import numpy as np
        from open_spiel.python.algorithms import mcts

        world = info.determinize(rng)
        seed = rng.generator().getrandbits(31)
        random_state = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=self.rollouts,
                                                random_state=random_state)
        search = mcts.MCTSBot(world._spiel_game, self.uct_c, self.simulations, evaluator,
                              random_state=random_state, solve=True)
        action = search.step(world._spiel.clone())
        for move in info.legal_moves():
            if move.action == action:
                return move
        raise RuntimeError(f"OpenSpiel's MCTS chose action {action}, which is not legal")

    def __repr__(self) -> str:
        return f"<{self.name} bot, simulations={self.simulations}>"


__all__ = ["PREFIX", "OpenSpielGame", "OpenSpielMCTSBot", "OpenSpielMove", "OpenSpielState",
           "load"]
