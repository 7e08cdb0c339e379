"""Every game as an OpenSpiel game: ``import skywidgets.interop.openspiel`` registers them.

Each game is registered with ``pyspiel`` as ``skywidgets_<name>`` in the shape of
OpenSpiel's own Python games (``open_spiel/python/games``): a ``pyspiel.GameType``, a
``pyspiel.Game`` subclass holding the settings, a ``pyspiel.State`` subclass that is one
play-through, and an observer (``make_py_observer``) for the strings and tensors.

- Parameters: ``players`` and every option the game declares, at its default. A flag is
  a bool, a whole number an int, a choice its value; an option of a game's own kind
  (Skyline Express's ``goals``) is text holding its value as JSON (``"null"`` by default).
  A bad value raises the very ``BadOption`` that ``skywidgets.load(name).new(...)`` does.
- Actions: action ``i`` is the move ``game.action_ids(players, options)[i]``, and
  ``action_to_string`` gives that id; the action space is stable for given settings.
- Chance: every random draw of the rules is a chance node, one per uniform choice
  (``skywidgets.interop.chance``): a die is one node of 6 equally likely outcomes, a
  shuffle of n cards n - 1 nodes (its Fisher-Yates steps: n, n - 1, ..., 2 outcomes),
  all exact. Chance outcome ``j`` of a node of n outcomes is the (j + 1)-th of them.
- Returns, at the end only (``skywidgets.interop.returns``): with ``returns="win"`` (the
  default) the seat's share of the win, zero-sum: with n >= 2 players and k winners, a
  winner gets ``(n / k - 1) / (n - 1)`` and a loser ``-1 / (n - 1)`` (two players: +1 /
  -1, a tie 0 / 0); solo, 1 for a win and 0 otherwise. With ``returns="score"`` (games
  that bound their scores: ``Game.score_bounds``) the score above the table's mean, or
  solo the score, negated where the lowest score wins.
- Information: the strings and tensors come from ``view(player)`` only, and the
  information state adds the moves the player saw (another seat's secret move as "?").
  ``observation_tensor`` is the player one-hot (``players`` numbers) then
  ``game.view_tensor(view)`` (``view_tensor_size`` numbers); ``information_state_tensor``
  is that and as many hashed features of the seen moves.
- ``resample_from_infostate`` draws a world from ``determinize``.

>>> import pyspiel
>>> import skywidgets.interop.openspiel
>>> game = pyspiel.load_game("skywidgets_skybridge(players=3)")
>>> state = game.new_initial_state()
>>> state.action_to_string(state.legal_actions()[0])
'3@1'
"""

from __future__ import annotations

import json
from typing import Any, Mapping

import numpy as np
import pyspiel

import skywidgets
from skywidgets.core.bots import Bot, SeatInfo
from skywidgets.core.engine import Game, Move, State
from skywidgets.core.options import BadOption
from skywidgets.core.rng import Rng
from skywidgets.core.tensors import view_features

from .chance import ChanceRng, NeedChance
from .returns import RETURNS, returns_of

#: the prefix of every game's OpenSpiel name
PREFIX = "skywidgets_"
#: the pending "move" of a state still being dealt: the setup's draws are the chance nodes
_SETUP = "setup"
_CHANCE, _TERMINAL = pyspiel.PlayerId.CHANCE, pyspiel.PlayerId.TERMINAL
#: the key of the player to move in what a position knows (``_Play.known``)
_PLAYER = ("player",)
#: at most how many moves apart a state keeps a position to find the one before a move
#: that draws (fewer where moves draw often: see ``_Shared.mark_interval``)
MARK_EVERY = 16


def short_name(name: str) -> str:
    """The OpenSpiel name of one of our games: ``"skywidgets_" + name``.

    >>> short_name("skyjo")
    'skywidgets_skyjo'
    """
    return PREFIX + name


def _parameter(option: Any) -> Any:
    """An option's default as an OpenSpiel parameter (a bool, an int, a float or text)."""
    if option.kind == "own":
        return json.dumps(option.default)
    return option.default


def _read_parameters(game: Game, params: Mapping[str, Any]) -> tuple[int, dict]:
    """``players`` and the settled options from OpenSpiel's parameters."""
    options = {}
    for name, value in params.items():
        if name in ("players", "returns"):
            continue
        option = game.options.get(name)
        if option is not None and option.kind == "own" and isinstance(value, str):
            try:
                value = json.loads(value)
            except ValueError:
                raise BadOption(name, f"expected JSON text ({option.kind_words}), not "
                                      f"{value!r}", game.rules[option.rule]) from None
        options[name] = value
    players = params.get("players", game.min_players)
    if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game.title} is played by {game.player_counts}, not {players!r}")
    return players, game.check_options(options)


def game_type(game: Game, players: int | None = None) -> pyspiel.GameType:
    """The ``pyspiel.GameType`` of one of our games (zero-sum with two players or more)."""
    settled = game.check_options({})
    draws = game.max_chance_outcomes(game.max_players, settled) > 0
    many = (players or game.min_players) >= 2
    return pyspiel.GameType(
        short_name=short_name(game.name),
        long_name=f"skywidgets {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if draws
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION
                     if game.hidden_information
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=(pyspiel.GameType.Utility.ZERO_SUM if many
                 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": game.min_players, "returns": "win",
                                 **{name: _parameter(option)
                                    for name, option in game.options.items()}},
    )


def _utilities(game: Game, players: int, options: dict, returns: str) -> tuple[float, float]:
    """The lowest and highest return of a seat (see ``skywidgets.interop.returns``)."""
    if returns not in RETURNS:
        raise ValueError(f"returns is one of {', '.join(map(repr, RETURNS))}, not {returns!r}")
    if returns == "win":
        return (0.0, 1.0) if players == 1 else (-1.0 / (players - 1), 1.0)
    bounds = game.score_bounds(players, options)
    if bounds is None:
        raise ValueError(f"returns='score' needs bounds on {game.title}'s scores, and its "
                         "rules give none: use returns='win'")
    low, high = bounds
    if players == 1:
        return (-high, -low) if game.lower_is_better else (low, high)
    spread = (high - low) * (players - 1) / players  # one seat at an end, the rest at the other
    return -spread, spread


class SkywidgetsGame(pyspiel.Game):
    """One of our games with its settings, as a ``pyspiel.Game``; made by
    ``pyspiel.load_game("skywidgets_<name>(players=...,<option>=...)")``."""

    #: our game (set on each registered subclass)
    engine_game: Game

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game = self.engine_game
        players, options = _read_parameters(game, params or {})
        action_ids = game.action_ids(players, options)
        if not action_ids:
            raise ValueError(f"{game.title} declares no action space (Game.action_ids)")
        returns = (params or {}).get("returns", "win")
        low, high = _utilities(game, players, options, returns)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(action_ids),
            max_chance_outcomes=game.max_chance_outcomes(players, options),
            num_players=players,
            min_utility=low,
            max_utility=high,
            utility_sum=0.0 if players >= 2 else None,
            max_game_length=game.longest_game(players, options) or 10_000)
        super().__init__(game_type(game, players), info, dict(params or {}))
        self.players, self.options, self.returns = players, options, returns
        self.action_ids = action_ids
        self.action_of = {move_id: index for index, move_id in enumerate(action_ids)}
        self.may_draw = game.max_chance_outcomes(players, options) > 0
        # the game's own Move objects for each action, kept alive so their id()s stay theirs
        self.moves = [game.parse_move(move_id) for move_id in action_ids]
        self.action_of_move = {id(move): index for index, move in enumerate(self.moves)}
        #: what every state of this game shares
        self.shared = _Shared(self)

    def new_initial_state(self) -> SkywidgetsState:
        """A game before its deal: the setup's draws are its first chance nodes."""
        return SkywidgetsState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        """The observer of the strings and tensors (OpenSpiel calls it)."""
        return Observer(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False),
                        params)


_OUTCOMES: dict[int, list[tuple[int, float]]] = {}


def _uniform(size: int) -> list[tuple[int, float]]:
    """The outcomes of a uniform choice among ``size``, each with its probability."""
    outcomes = _OUTCOMES.get(size)
    if outcomes is None:
        outcomes = _OUTCOMES[size] = [(outcome, 1.0 / size) for outcome in range(size)]
    return outcomes


class _Shared:
    """What every state of one game shares (its settings): OpenSpiel's ``clone()`` deep-copies
    a Python state's attributes, and this one is copied as itself."""

    def __init__(self, game: SkywidgetsGame) -> None:
        self.game = game
        self.engine_game = game.engine_game
        self.players, self.options = game.players, game.options
        self.action_ids, self.action_ids_of = game.action_ids, game.action_of
        self.may_draw = game.may_draw
        self.returns = game.returns
        self.action_of_move = game.action_of_move
        #: moves equal to the game's own (fresh objects some games make for every position),
        #: looked up by equality; kept to a few per action
        self.action_of_equal: dict[Move, int] = {}
        #: how many moves were played, and how many of them drew, in this game's states
        self.moves, self.draws = 0, 0
        #: how many moves apart a state keeps a position (see ``_Play``)
        self.mark_interval = MARK_EVERY

    def count_draw(self) -> None:
        """A move drew: keep positions as often as the cost of finding one again says.

        A kept position costs a copy of the engine's state; a move that draws costs a copy
        and the moves since the last kept position played again, half the interval on
        average. With a copy costing about a move, the interval that makes the two least
        is the square root of twice the moves per draw."""
        self.draws += 1
        interval = round((2 * self.moves / self.draws) ** 0.5)
        self.mark_interval = max(1, min(MARK_EVERY, interval))

    def action_of(self, move: Move) -> int:
        """The action of one of the legal moves our engine offered (ValueError where the
        game's ``action_ids`` do not list it)."""
        action = self.action_of_equal.get(move)
        if action is None:
            action = self.action_ids_of.get(move.id)
            if action is None:
                raise ValueError(f"{self.engine_game.title} offers the move {move.id}, which "
                                 "its action_ids do not list")
            if len(self.action_of_equal) < 4 * len(self.action_ids):
                self.action_of_equal[move] = action
        return action

    def __deepcopy__(self, memo: dict) -> _Shared:
        return self

    def __reduce__(self) -> tuple:
        # a serialized state (pyspiel.serialize_game_and_state) names its game by its string
        return _shared_of, (str(self.game),)


def _shared_of(game_string: str) -> _Shared:
    return pyspiel.load_game(game_string).shared


class _Play:
    """A play-through: our engine's state, and the move (or the deal) waiting for chance.

    While chance is being drawn, ``base`` is the position before the move, ``script`` the
    outcomes chosen so far and ``ahead`` the sizes of the choices still to make (the next
    one last); once they are made, the move is played again from ``base`` with all of
    them.

    A move that turns out to draw has changed the position before it asks for chance, so
    the position before it must be found again: it is ``mark`` (a position kept every few
    moves, ``_Shared.mark_interval``, never changed) with the moves ``since`` played
    again. Most moves draw nothing, and keeping a position now and then costs less than
    before every move.
    """

    __slots__ = ("engine", "seen", "legal", "pending", "base", "script", "ahead", "known",
                 "mark", "since")

    def __init__(self) -> None:
        self.engine: State | None = None
        #: the moves played, each (seat, move id)
        self.seen: list[tuple[int, str]] = []
        #: the legal moves by action, worked out once per position
        self.legal: dict[int, Move] | None = None
        self.pending: Any = _SETUP
        self.base: State | None = None
        self.script: list[int] = []
        self.ahead: list[int] = []
        #: what was worked out of this position for the observers (views, vectors), by
        #: what it is: OpenSpiel asks each player's strings and tensors of every state
        self.known: dict = {}
        self.mark: State | None = None
        self.since: list[Move] = []

    def __getstate__(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __setstate__(self, values: tuple) -> None:
        for name, value in zip(self.__slots__, values):
            setattr(self, name, value)
        self.known = {}  # worked out again here (``current_player`` is compared by identity)

    def __deepcopy__(self, memo: dict) -> _Play:
        # clone(): our engine's cheap copy instead of Python's deep copy
        other = _Play.__new__(_Play)
        other.engine = None if self.engine is None else self.engine.copy()
        other.seen = list(self.seen)
        other.legal = self.legal  # never changed in place: a move replaces it
        other.pending, other.base = self.pending, self.base  # base is never changed either
        other.script, other.ahead = list(self.script), list(self.ahead)
        other.known = dict(self.known)  # the same position: the same answers
        other.mark, other.since = self.mark, list(self.since)  # mark is never changed
        return other


class SkywidgetsState(pyspiel.State):
    """One play-through of one of our games, as a ``pyspiel.State``."""

    def __init__(self, game: SkywidgetsGame) -> None:
        super().__init__(game)
        self._shared = game.shared
        self._play = _Play()
        self._attempt()

    # ----------------------------------------------------------------- playing
    def _attempt(self) -> None:
        """Play the pending move (or the deal) with the chance outcomes chosen so far."""
        shared, play = self._shared, self._play
        try:
            if play.pending == _SETUP:
                rng = ChanceRng()
                rng.script = play.script
                engine = shared.engine_game._setup(shared.players, rng, shared.options)
                engine.origin = {"seed": None, "players": shared.players,
                                 "options": shared.options, "start": None, "start_ply": 0}
            else:
                engine = play.base.copy()
                engine.rng.script, engine.rng.used = play.script, 0
                engine._apply_legal(play.pending)
        except NeedChance as need:
            play.ahead = need.sizes[::-1]
            return
        play.engine, play.pending, play.base, play.script, play.ahead = engine, None, None, [], []
        play.legal, play.known, play.mark, play.since = None, {}, None, []

    def current_player(self) -> int:
        play = self._play
        if play.ahead:
            return _CHANCE
        # OpenSpiel asks it several times a move: worked out once per position
        player = play.known.get(_PLAYER)
        if player is None:
            seat = play.engine.current_player
            player = play.known[_PLAYER] = _TERMINAL if seat is None else seat
        return player

    def _legal_moves(self) -> dict[int, Move]:
        play = self._play
        if play.legal is None:
            moves = play.engine.legal_moves()
            # most games hand out the same Move objects every time: look those up by identity
            actions = list(map(self._shared.action_of_move.get, map(id, moves)))
            if None in actions:
                action_of = self._shared.action_of
                actions = [action_of(move) if action is None else action
                           for action, move in zip(actions, moves)]
            play.legal = dict(zip(actions, moves))
        return play.legal

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._legal_moves())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return _uniform(self._play.ahead[-1])

    def _apply_action(self, action: int) -> None:
        play = self._play
        if play.ahead:
            size = play.ahead.pop()
            if not 0 <= action < size:
                raise ValueError(f"chance outcome {action} is not one of the {size} outcomes")
            play.script.append(action)
            if not play.ahead:
                self._attempt()
            return
        move = self._legal_moves().get(action)
        if move is None:
            raise ValueError(f"action {action} is not legal here")
        engine = play.engine
        play.legal, play.known = None, {}
        play.seen.append((engine.current_player, move.id))
        if not self._shared.may_draw:
            engine._apply_legal(move)
            return
        # A move may draw: it is played again from the position before it once the chance
        # nodes have chosen the draws, a position found from the mark (see _Play)
        shared = self._shared
        shared.moves += 1
        if play.mark is None or len(play.since) >= shared.mark_interval:
            play.mark, play.since = engine.copy(), []
        engine.rng.script, engine.rng.used = (), 0
        try:
            engine._apply_legal(move)
        except NeedChance as need:
            shared.count_draw()
            base = play.mark.copy()
            base.rng.script, base.rng.used = (), 0
            for earlier in play.since:  # each of them drew nothing
                base._apply_legal(earlier)
            play.engine, play.base, play.pending = None, base, move
            play.script, play.ahead = [], need.sizes[::-1]
            return
        play.since.append(move)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance outcome {action}"
        return self._shared.action_ids[action]

    def is_terminal(self) -> bool:
        return self.current_player() is _TERMINAL

    def returns(self) -> list[float]:
        play = self._play
        if play.ahead:
            return [0.0] * self._shared.players
        return returns_of(play.engine, self._shared.returns)

    # ----------------------------------------------------------------- what a seat knows
    @property
    def engine(self) -> State | None:
        """Our engine's state: None while the deal is drawn, the position before a move
        while that move's draws are."""
        play = self._play
        return play.engine if play.engine is not None else play.base

    def _known(self, what: tuple, work: Any) -> Any:
        """``work()``, worked out once per position (observers ask again and again)."""
        known = self._play.known
        if what not in known:
            known[what] = work()
        return known[what]

    def seen_moves(self, player: int | None) -> list[str]:
        """The moves so far as ``player`` saw them: ``"seat:id"``, a secret move of another
        seat as ``"seat:?"`` (None: as no seat sees them)."""
        private = self._shared.engine_game.private_move
        return [f"{seat}:{move_id}" if seat == player or private(move_id) is None
                else f"{seat}:?" for seat, move_id in self._play.seen]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SkywidgetsState:
        """A world ``player_id`` cannot tell from this one, drawn by our ``determinize``
        (its randomness from ``probability_sampler()``, a uniform number in [0, 1)). It
        keeps this state's ``history()``: search from it, do not serialize it."""
        play = self._play
        if play.ahead or play.engine is None:
            raise pyspiel.SpielError("resample_from_infostate is for a player's turn")
        seed = int(probability_sampler() * 2 ** 53)
        world = play.engine.determinize(player_id, Rng(seed))
        world.rng = ChanceRng(play.engine.rng.draws)  # the future stays chance's to draw
        other = self.clone()
        other._play.engine, other._play.legal, other._play.known = world, None, {}
        other._play.mark, other._play.since = None, []
        private = self._shared.engine_game.private_move
        other._play.seen = [(seat, move_id if seat == player_id or private(move_id) is None
                             else "?") for seat, move_id in play.seen]
        return other

    def __str__(self) -> str:
        engine = self.engine
        if engine is None:
            return "the deal is being drawn"
        return json.dumps(engine.view(None), sort_keys=True, ensure_ascii=False)


class Observer:
    """OpenSpiel's observer of our games: ``tensor`` and ``dict`` (its named parts), set
    from a player's view by ``set_from``; ``string_from`` the same as text.

    Parts: ``player`` (one number per player, 1 for the one observing: a view does not
    always say whose it is), ``view`` (``view_tensor_size`` numbers,
    ``game.view_tensor(view)``), and with perfect recall ``moves`` (as many hashed
    features of ``seen_moves``). The strings start with ``player <p>``.
    """

    def __init__(self, game: SkywidgetsGame, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, not {params}")
        self.game = game
        self.private = iig_obs_type.private_info
        self.perfect_recall = iig_obs_type.perfect_recall
        size = game.engine_game.view_tensor_size
        parts = [("player", game.players), ("view", size)] + (
            [("moves", size)] if self.perfect_recall else [])
        self.tensor = np.zeros(sum(n for _, n in parts), np.float32)
        self.dict = {}
        start = 0
        for name, n in parts:
            self.dict[name] = self.tensor[start:start + n]
            start += n

    def _view(self, state: SkywidgetsState, player: int) -> dict | None:
        engine = state.engine
        if engine is None:
            return None
        if self.private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            return state._known(("revealed", player), lambda: engine.revealed_view(player))
        seat = self._who(player)
        return state._known(("view", seat), lambda: engine.view(seat))

    def _who(self, player: int) -> int | None:
        return None if self.private == pyspiel.PrivateInfoType.NONE else player

    def set_from(self, state: SkywidgetsState, player: int) -> None:
        view = self._view(state, player)
        engine_game = self.game.engine_game
        size = engine_game.view_tensor_size
        self.dict["player"][:] = 0.0
        self.dict["player"][player] = 1.0
        self.dict["view"][:] = (0.0 if view is None else state._known(
            ("tensor", self.private, player), lambda: engine_game.view_tensor(view)))
        if self.perfect_recall:
            who = self._who(player)
            self.dict["moves"][:] = state._known(
                ("moves", who), lambda: view_features(state.seen_moves(who), size))

    def string_from(self, state: SkywidgetsState, player: int) -> str:
        view = self._view(state, player)
        text = ("the deal is being drawn" if view is None else state._known(
            ("text", self.private, player),
            lambda: json.dumps(view, sort_keys=True, ensure_ascii=False)))
        text = f"player {player}\n{text}"
        if self.perfect_recall:
            text += "\nmoves: " + " ".join(state.seen_moves(self._who(player)))
        return text


def wrap(game: SkywidgetsGame, position: State) -> SkywidgetsState:
    """An OpenSpiel state of ``game`` at our engine's ``position`` (a copy of it; its
    future draws are chance nodes). Its move list, and OpenSpiel's history, start there.

    >>> import skywidgets
    >>> position = skywidgets.load("skybridge").new(players=2, seed=1)
    >>> wrap(load("skybridge", players=2), position).legal_actions()[:3]
    [0, 1, 2]
    """
    state = SkywidgetsState(game)
    engine = position.copy()
    engine.rng = ChanceRng(position.rng.draws)
    play = state._play
    play.engine, play.pending, play.base, play.script, play.ahead, play.legal = (
        engine, None, None, [], [], None)
    play.known = {}
    return state


class PolicyBot(Bot):
    """A bot seat played by an OpenSpiel policy: a learned one, say, at the board.

    ``policy`` is ``policy(state, player) -> action`` or an OpenSpiel ``Policy`` (its most
    probable action is played). The policy is given an OpenSpiel state of a world the seat
    cannot tell from the real one (``determinize``), so it sees the seat's strings and
    tensors and nothing more. ``Skyway(players=[PolicyBot(...)])`` seats it; a saved game
    names it, and its seat loads back as a person's.

    >>> import skywidgets
    >>> game = load("skybridge", players=2)
    >>> first = PolicyBot(game, lambda state, player: state.legal_actions()[0], "first")
    >>> from skywidgets.core.bots import SeatInfo
    >>> first.choose(SeatInfo(skywidgets.load("skybridge").new(players=2, seed=1), 0),
    ...              Rng(0)).id
    '3@1'
    """

    fast = False

    def __init__(self, game: SkywidgetsGame, policy: Any, name: str = "learned",
                 description: str = "plays a learned OpenSpiel policy") -> None:
        self.game = game
        self.policy = policy
        self.name = name
        self.description = description

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        state = wrap(self.game, info.determinize(rng))
        if callable(self.policy):
            action = self.policy(state, info.seat)
        else:
            probabilities = self.policy.action_probabilities(state, info.seat)
            action = max(probabilities, key=probabilities.get)
        legal = {move.id: move for move in info.legal_moves()}
        move_id = self.game.action_ids[action]
        if move_id not in legal:
            raise ValueError(f"the policy {self.name} chose {move_id}, which is not legal here")
        return legal[move_id]


def register(name: str) -> type[SkywidgetsGame]:
    """Register our game ``name`` with pyspiel as ``skywidgets_<name>`` (done on import for
    every game; call it for a game registered later) and return its Game class."""
    engine_game = skywidgets.load(name)
    cls = type(f"{type(engine_game).__name__}Spiel", (SkywidgetsGame,),
               {"engine_game": engine_game, "__module__": __name__})
    pyspiel.register_game(game_type(engine_game), cls)
    return cls


#: each game's registered class, by our name
GAMES = {name: register(name) for name in skywidgets.game_names()}


def load(name: str, **params: Any) -> SkywidgetsGame:
    """``pyspiel.load_game`` of our game ``name`` with ``params`` (players and options).

    >>> load("skyjo", players=3).num_players()
    3
    """
    return pyspiel.load_game(short_name(name), params)
