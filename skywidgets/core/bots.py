"""Bots that play any game through the engine contract, seeing only what their seat may know.

A bot gets a :class:`SeatInfo`, never the state itself: it can read the
seat's view and legal moves and ask for determinized copies (hidden cards
resampled), so it cannot peek at the deck by construction.

Four bots are registered in :data:`BOTS`: ``"random"``, ``"greedy"`` (one
step ahead with the game's ``evaluate`` hook, for a game that gives one),
``"ismcts"`` (information-set Monte Carlo tree search, :class:`ISMCTSBot`) and
``"mcts"``, the same search under its name for games with nothing hidden.

>>> import skywidgets
>>> from skywidgets.core.bots import get_bot, SeatInfo
>>> from skywidgets.core.rng import Rng
>>> state = skywidgets.load("skyway").new(seed=2)
>>> move = get_bot("greedy").choose(SeatInfo(state, 0), Rng(0))
>>> state.is_legal(move)
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from .engine import Game, Move, State
from .errors import shown
from .fields import is_number, is_whole
from ..i18n import msg, number
from .reasoning import LEADING, Alternative, Column, Reasoning, format_number
from .rng import Rng
from .stopping import checkpoint


class SeatInfo:
    """What one seat may use to decide: its view, the legal moves, determinized copies."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def game(self) -> Game:
        return self._state.game

    @property
    def current_player(self) -> int | None:
        return self._state.current_player

    @property
    def ply(self) -> int:
        return self._state.ply

    def legal_moves(self) -> list[Move]:
        return self._state.legal_moves()

    def view(self) -> dict:
        return self._state.view(self.seat)

    def determinize(self, rng: Rng) -> State:
        """A full state consistent with this seat's view, hidden parts drawn from ``rng``."""
        return self._state.determinize(self.seat, rng)

    def describe(self, move: Move) -> str:
        """The words for one of this seat's legal moves (its label in this position)."""
        return self._state.describe(move)


class Bot:
    """A policy: ``choose(info, rng)`` returns one of ``info.legal_moves()``;
    ``explain(info, rng)`` decides the same way and says why (a ``Reasoning``)."""

    name = "bot"
    #: cheap enough to play thousands of rollouts (offered for Simulated outcomes)
    fast = True
    description = ""

    def choose(self, info: SeatInfo, rng: Rng) -> Move:  # pragma: no cover - abstract
        raise NotImplementedError

    def explain(self, info: SeatInfo, rng: Rng) -> Reasoning:
        """The decision ``choose(info, rng)`` makes, with its reasons: for the same state
        of ``rng`` it is the same move, and ``rng`` moves on by the same draws. A bot
        that gives no reasons of its own says only what it played.

        >>> import skywidgets
        >>> state = skywidgets.load("skyway").new(seed=2)
        >>> reasons = get_bot("greedy").explain(SeatInfo(state, 0), Rng(0))
        >>> reasons.move == get_bot("greedy").choose(SeatInfo(state, 0), Rng(0)).id
        True
        """
        move = self.choose(info, rng)
        return Reasoning(self.name, move.id, info.describe(move),
                         msg("This bot does not say why it chose its moves."))

    def quick(self) -> Bot:
        """This bot on a small budget, for tests and smoke runs (the conformance kit uses it).

        It must decide by the same rules, only with less thinking: bots
        without a budget return themselves.

        >>> get_bot("ismcts").quick()
        <ismcts bot, iterations=4, playout_plies=8>
        """
        return self

    def __repr__(self) -> str:
        return f"<{self.name} bot>"


class RandomBot(Bot):
    """Picks uniformly among the legal moves."""

    name = "random"
    description = msg("plays a uniformly random legal move")

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        return rng.choice(info.legal_moves())

    def explain(self, info: SeatInfo, rng: Rng) -> Reasoning:
        count = len(info.legal_moves())
        move = self.choose(info, rng)
        summary = (msg("It had only one legal move.") if count == 1 else
                   msg("It chose at random among the {count} legal moves: each had the same "
                       "chance, 1 in {count}.", count=count))
        return Reasoning(self.name, move.id, info.describe(move), summary,
                         totals=((msg("legal moves"), count),))


class GreedyBot(Bot):
    """Plays the move whose result the game's ``evaluate`` hook likes best (one ply ahead).

    It looks ahead on one determinized copy, so whatever the move reveals
    (the next cards dealt) is drawn at random, not read from the real deck.
    Ties are broken at random.
    """

    name = "greedy"
    description = msg("plays the move that looks best one step ahead")

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        return self._weigh(info, rng)[0]

    def explain(self, info: SeatInfo, rng: Rng) -> Reasoning:
        move, moves, values = self._weigh(info, rng)
        label = info.describe(move)
        if values is None:
            return Reasoning(self.name, move.id, label, msg("It had only one legal move."),
                             totals=((msg("legal moves"), 1),))
        best = max(values)
        tied = values.count(best)
        order = sorted(range(len(moves)), key=lambda i: -values[i])  # stable: legal order
        shown_rows = order[:LEADING]
        chosen = moves.index(move)
        if chosen not in shown_rows:
            shown_rows[-1] = chosen
        rows = tuple(Alternative(moves[i].id, info.describe(moves[i]), {"value": values[i]},
                                 i == chosen) for i in shown_rows)
        value = number(best, text=format_number(best))
        summary = (msg("{tied} moves tied for the best evaluation, {value}: it picked one of "
                       "them at random.", tied=tied, value=value) if tied > 1 else
                   msg("This move had the best evaluation, {value}.", value=value))
        details = (msg("It looked one move ahead and rated the position after each legal move "
                       "with the game's evaluation: higher is better for it."),)
        if info.game.hidden_information:
            details += (msg("What a move would reveal (a card dealt, a die rolled) was made up "
                            "at random from what it could not see, not read from the real "
                            "game."),)
        return Reasoning(self.name, move.id, label, summary,
                         (Column("value", msg("Evaluation")),), rows,
                         ((msg("legal moves"), len(moves)), (msg("determinizations"), 1)),
                         details)

    def _weigh(self, info: SeatInfo, rng: Rng) -> tuple[Move, list[Move], list[float] | None]:
        """The move chosen, the legal moves and the evaluation after each (None when there
        was only one move): the one decision both ``choose`` and ``explain`` make."""
        evaluate = info.game.evaluate
        if evaluate is None:
            raise ValueError(greedy_needs_evaluate(info.game))
        moves = info.legal_moves()
        if len(moves) == 1:
            return moves[0], moves, None
        world = info.determinize(rng)
        values = []
        best_value, best_moves = None, []
        for move in moves:
            after = world.copy()
            after.apply(move)
            value = evaluate(after, info.seat)
            values.append(value)
            if best_value is None or value > best_value:
                best_value, best_moves = value, [move]
            elif value == best_value:
                best_moves.append(move)
        chosen = best_moves[0] if len(best_moves) == 1 else rng.choice(best_moves)
        return chosen, moves, values


class PlayoutBot(Bot):
    """A game's quick playout policy (its ``playout_move(state, gen)`` hook) as a bot.

    A game registers one in its ``bots`` under a name of its own, to offer its
    rules of thumb for Simulated outcomes' rollouts (and as a quick player). As
    a player it decides on a determinized copy, so it never peeks; in rollouts,
    whose world is already a determinized one, Simulated outcomes call the hook
    directly on that world.

    >>> bot = PlayoutBot("quick", "plays the game's rules of thumb")
    >>> bot.fast, bot.name
    (True, 'quick')
    """

    fast = True

    def __init__(self, name: str, description: str) -> None:
        self.name = name
        self.description = description

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        moves = info.legal_moves()
        if len(moves) == 1:
            return moves[0]
        world = info.determinize(rng)
        chosen = info.game.playout_move(world, rng.generator())
        return next(m for m in moves if m.id == chosen.id)

    def explain(self, info: SeatInfo, rng: Rng) -> Reasoning:
        count = len(info.legal_moves())
        move = self.choose(info, rng)
        summary = (msg("It had only one legal move.") if count == 1 else
                   msg("It followed the game's quick rules of thumb, which weigh no numbers: "
                       "it {description}.", description=msg(self.description)))
        return Reasoning(self.name, move.id, info.describe(move), summary,
                         totals=((msg("legal moves"), count),))


def until_changed(key: Callable[[State], Any], state: State) -> Callable[[State], bool]:
    """A test that holds once ``key`` of a later position differs from ``key(state)``:
    a game's ``playout_horizon`` (a round number, say) reached."""
    start = key(state)
    return lambda later: key(later) != start


def play_randomly(state: State, gen: random.Random, max_plies: int | None = None,
                  until: Callable[[State], bool] | None = None,
                  policy: Callable[[State, random.Random], Move] | None = None,
                  checked: bool = True) -> State:
    """Play uniformly random legal moves until the game ends (mutates ``state``).

    ``max_plies`` stops earlier, after that many moves; so does ``until(state)``.
    ``policy(state, gen)``, if given, picks each move instead (a game's quick playout
    policy; its moves are checked like any other, unless ``checked=False`` says the
    policy only ever returns one of ``state.legal_moves()``). Takes a plain ``random.Random``:
    rollouts make thousands of draws, and one generator used many times is much cheaper
    than an Rng draw per move.
    """
    # a stop request is heard every 32 moves: often enough for a long game, cheap enough
    # for the inner loop
    if max_plies is None and until is None and policy is None:
        plies = 0
        while not state.is_over:
            plies += 1
            if not plies & 31:
                checkpoint()
            moves = state.legal_moves()
            state._apply_legal(moves[gen.randrange(len(moves))])
        return state
    plies = 0
    while not state.is_over and (max_plies is None or plies < max_plies):
        if until is not None and until(state):
            break
        plies += 1
        if not plies & 31:
            checkpoint()
        if policy is not None:
            if checked:
                state.apply(policy(state, gen))
            else:
                state._apply_legal(policy(state, gen))
        else:
            moves = state.legal_moves()
            state._apply_legal(moves[gen.randrange(len(moves))])
    return state


# ===================================================================== IS-MCTS
#: how much a seat's score standing (in [0, 1]) counts next to a whole win (which counts 1)
SCORE_WEIGHT = 0.1
#: how many playouts a new node's prior counts for, unless a bot or game says otherwise
PRIOR_VISITS = 10
#: the quick() budget: enough to exercise every part of the search, cheap in long games
QUICK_ITERATIONS = 4
QUICK_PLAYOUT_PLIES = 8


class SearchNode:
    """A node of the IS-MCTS tree: the sequence of move ids played from the root to reach it.

    The statistics are those of the seat that played the move into this node
    (its *mover*), so a parent compares its children by what each is worth to
    whoever chooses among them. That is what makes the search work for any
    number of players.
    """

    __slots__ = ("children", "branches", "visits", "available", "win_total", "standing_total",
                 "prior")

    def __init__(self) -> None:
        self.children: dict[str, SearchNode] = {}
        #: the decisions after this move, one subtree per thing the move showed its mover
        #: (see the ``search_branch`` hook); None until a branch is needed
        self.branches: dict[object, SearchNode] | None = None
        #: iterations that went through this node
        self.visits = 0
        #: iterations in which this node's move was legal when its parent was visited
        self.available = 0
        #: sum of the mover's win share (or of the game's ``reward`` hook)
        self.win_total = 0.0
        #: sum of the mover's score standing, the tie-break (see SearchTree.outcome)
        self.standing_total = 0.0
        #: the game's ``reward`` for the mover right after the move, counted as
        #: ``SearchTree.prior_visits`` extra visits (0 when the tree uses no prior)
        self.prior = 0.0


@dataclass(frozen=True)
class MoveStats:
    """What the search learned about one move at the root."""

    id: str
    visits: int
    available: int
    #: mean reward for the seat to move, in [0, 1]: win share plus the score tie-break
    value: float


class SearchTree:
    """One IS-MCTS search from one seat's information: the tree and what it needs to score it.

    Every iteration is one :meth:`iterate` on a freshly determinized world.
    Rewards are read at the end of each playout (:meth:`outcome`):

    - if the game has a ``reward(state, seat) -> float in [0, 1]`` hook, that;
    - otherwise the seat's *win share* (``1/k`` when it is one of ``k``
      winners, else 0) plus ``SCORE_WEIGHT`` times its *score standing*,
      which keeps games where wins are rare steerable:

      - with several seats, the standing is the seat's rank among the seats'
        scores: the fraction of the other seats it beats (a tie counts half);
        a Game class attribute ``lower_is_better = True`` turns the comparison
        round;
      - with one seat there is no one to rank against, so the score is placed
        between the lowest and highest final scores seen so far in this search
        (0 at the lowest, 1 at the highest). Nodes keep raw sums and are
        normalised when read, so every node is measured on the same scale.

    Children are chosen by UCB1 with availability counts (Cowling, Powley &
    Whitehouse 2012): among the moves legal in this iteration's world, the one
    maximising ``value / spread + c * sqrt(ln(available) / visits)``. ``spread``
    is the range of rewards this search has actually seen (about 1 once some
    playouts win and some lose; only ``SCORE_WEIGHT`` wide while none win), so
    the tie-break steers as strongly as a win would when it is all there is,
    and stays a tie-break otherwise.

    Three more optional Game hooks make the search sharper where a game has them:

    - with ``reward``, every legal move gets its node the first time its
      parent is visited, seeded with a *prior*, the reward for the mover right
      after the move, worth ``prior_visits`` playouts. Selection then starts
      from the moves that look good instead of trying each one in turn (a
      move whose first playout happens to be unlucky is not written off);
    - ``search_branch(state)`` returns what a move has just shown its mover
      (Skyjo: the drawn card) or None. The next decision is then searched in
      one subtree per thing seen, so where to put a 12 is not averaged with
      where to put a -2;
    - ``playout_move(state, gen)`` is a quick playout policy used instead of
      uniformly random moves (``gen`` is a ``random.Random``): playouts of
      plausible play judge a move far better than playouts of random play.
    """

    def __init__(self, game: Game, exploration: float, playout_plies: int | None = None,
                 prior_visits: int = 0) -> None:
        self.root = SearchNode()
        self.iterations = 0
        self.exploration = exploration
        self.playout_plies = playout_plies
        self._horizon = game.playout_horizon
        self._reward = game.reward
        self._branch = game.search_branch
        self._playout_move = game.playout_move
        #: how many visits a new node's prior counts for (needs the ``reward`` hook)
        self.prior_visits = prior_visits if self._reward is not None else 0
        self._lower_is_better = game.lower_is_better
        # the ranges of the reward parts seen so far (None until the first playout)
        self._win_range: tuple[float, float] | None = None
        self._standing_range: tuple[float, float] | None = None
        # how standings map to [0, 1]: fixed for ranks, the observed scores for one seat
        self._standing_is_rank = True

    # ----------------------------------------------------------------- one iteration
    def iterate(self, world: State, gen: random.Random) -> None:
        """Select, expand, play out and back up once, on ``world`` (which it uses up)."""
        node = self.root
        path: list[tuple[SearchNode, int]] = []  # (node entered, seat that moved into it)
        # games with an optional ``playout_horizon(state)`` hook (a round number, say) end
        # playouts when it changes: the reward then judges the position at the horizon
        until = until_changed(self._horizon, world) if self._horizon is not None else None
        prior_visits, reward = self.prior_visits, self._reward
        while not world.is_over:
            children = node.children
            moves = world.legal_moves()
            mover = world.current_player
            untried = []
            available = []
            for move in moves:
                child = children.get(move.id)
                if child is None:
                    if not prior_visits:
                        untried.append(move)
                        continue
                    # every move gets a node at once, seeded with the game's reward for
                    # the position right after it: the search then spends its playouts
                    # on the moves that look good instead of trying each one in turn
                    child = children[move.id] = SearchNode()
                    after = world.copy()
                    after._apply_legal(move)
                    child.prior = float(reward(after, mover))
                # availability: this child could have been chosen this time
                child.available += 1
                available.append((move, child))
            if untried:
                move = untried[gen.randrange(len(untried))]
                child = children[move.id] = SearchNode()
                child.available = 1
                world._apply_legal(move)
                path.append((child, mover))
                break
            move, node = self._select(available)
            world._apply_legal(move)
            path.append((node, mover))
            if not node.visits:
                break  # a new leaf: play out from here
            if self._branch is not None:
                key = self._branch(world)
                if key is not None:
                    # the move showed its mover something (a drawn card, say) that the
                    # next decision depends on: decide in the subtree of what was seen
                    if node.branches is None:
                        node.branches = {}
                    branch = node.branches.get(key)
                    if branch is None:
                        branch = node.branches[key] = SearchNode()
                    node = branch
        play_randomly(world, gen, self.playout_plies, until, self._playout_move)
        rewards = self.outcome(world)
        for child, mover in path:
            win, standing = rewards[mover]
            child.visits += 1
            child.win_total += win
            child.standing_total += standing
        self.root.visits += 1
        self.iterations += 1

    def _select(self, available: list[tuple[Move, SearchNode]]) -> tuple[Move, SearchNode]:
        # value() written out: this loop is the search's own hot spot
        floor, width = self._standing_scale()
        weight = SCORE_WEIGHT / width
        scale = 1.0 / ((1.0 + SCORE_WEIGHT) * self._spread())
        c, prior_visits = self.exploration, self.prior_visits
        log, sqrt = math.log, math.sqrt
        best, best_score = available[0], -math.inf
        for pair in available:
            child = pair[1]
            visits = child.visits
            seen = visits + prior_visits
            mean = (child.win_total + prior_visits * child.prior
                    + weight * (child.standing_total - floor * visits)) / seen
            score = mean * scale + c * sqrt(log(child.available) / seen)
            if score > best_score:  # strict: ties go to the first in legal-move order
                best, best_score = pair, score
        return best

    # ----------------------------------------------------------------- rewards
    def outcome(self, world: State) -> list[tuple[float, float]]:
        """(win share or reward hook, score standing) for every seat at the end of a playout.

        A playout cut short by ``playout_plies`` is scored as it stands: the
        hook if there is one, else ``winners()`` (empty before the end, so no
        win share) and ``scores()``.
        """
        seats = range(world.num_players)
        if self._reward is not None:
            rewards = [(float(self._reward(world, seat)), 0.0) for seat in seats]
        else:
            winners = world.winners()
            share = 1.0 / len(winners) if winners else 0.0
            scores = world.scores()
            if self._lower_is_better:
                scores = [-score for score in scores]
            if world.num_players == 1:
                self._standing_is_rank = False
                standings = [float(scores[0])]
            else:
                others = world.num_players - 1
                standings = [sum(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
                                 for theirs in scores) / others - 0.5 / others
                             for mine in scores]  # the -0.5 takes out the seat's tie with itself
            rewards = [(share if seat in winners else 0.0, standings[seat]) for seat in seats]
        for win, standing in rewards:
            self._win_range = _widen(self._win_range, win)
            self._standing_range = _widen(self._standing_range, standing)
        return rewards

    def _standing_scale(self) -> tuple[float, float]:
        """(floor, width) that map a raw standing to [0, 1]."""
        if self._standing_is_rank or self._standing_range is None:
            return 0.0, 1.0
        low, high = self._standing_range
        return low, (high - low) or 1.0

    def _spread(self) -> float:
        """The range of (normalised) rewards seen so far; 1 when they have all been equal."""
        if self._win_range is None:
            return 1.0
        low, high = self._standing_range
        _, width = self._standing_scale()
        spread = ((self._win_range[1] - self._win_range[0]) + SCORE_WEIGHT * (high - low) / width
                  ) / (1.0 + SCORE_WEIGHT)  # in the units of value()
        return spread if spread > 1e-12 else 1.0

    def value(self, node: SearchNode) -> float:
        """A visited node's mean reward for its mover, in [0, 1]."""
        floor, width = self._standing_scale()
        standing = (node.standing_total / node.visits - floor) / width
        win = ((node.win_total + self.prior_visits * node.prior)
               / (node.visits + self.prior_visits))
        return (win + SCORE_WEIGHT * standing) / (1.0 + SCORE_WEIGHT)

    # ----------------------------------------------------------------- results
    def ranked(self) -> list[MoveStats]:
        """The root's moves, most visited first (ties: higher value first)."""
        rows = [MoveStats(move_id, node.visits, node.available, self.value(node))
                for move_id, node in self.root.children.items() if node.visits]
        return sorted(rows, key=lambda row: (-row.visits, -row.value))

    def best(self, moves: list[Move]) -> Move:
        """The most visited of ``moves`` (ties: higher value, then the first in ``moves``)."""
        best, best_key = moves[0], None
        for move in moves:
            node = self.root.children.get(move.id)
            if node is None or not node.visits:
                continue
            key = (node.visits, self.value(node))
            if best_key is None or key > best_key:
                best, best_key = move, key
        return best


def _widen(bounds: tuple[float, float] | None, value: float) -> tuple[float, float]:
    if bounds is None:
        return (value, value)
    low, high = bounds
    return (value if value < low else low, value if value > high else high)


class ISMCTSBot(Bot):
    """Information-set Monte Carlo tree search (single observer, SO-ISMCTS).

    Each iteration redraws the hidden information from this seat's view
    (``info.determinize``), walks down one shared tree of move ids choosing by
    UCB1 with availability counts, adds one node, plays uniformly random moves
    to the end of the game and credits every node with the reward of the seat
    that chose its move. The answer is the most visited move at the root.
    Rewards and the selection rule are described on :class:`SearchTree`.

    Budget: ``iterations`` (deterministic: the same Rng gives the same move)
    and, opt in, ``time_limit`` in seconds (stops at whichever comes first;
    with a time limit the result depends on the machine's speed).
    ``exploration`` is the UCB1 constant ``c``. ``playout_plies``, opt in,
    cuts every playout short after that many random moves and scores the
    unfinished game (see :meth:`SearchTree.outcome`): cheaper in long games,
    but only as good as the game's mid-game scores or ``reward`` hook.
    ``prior_visits`` is how many playouts a new node's prior counts for
    when the game has a ``reward`` hook (0 turns priors off). Left as None,
    both come from the game's ``search_defaults`` dict if it has one (what
    measured best for that game), else whole playouts and ``PRIOR_VISITS``.

    >>> import skywidgets
    >>> state = skywidgets.load("skyway").new(seed=2)
    >>> bot = ISMCTSBot(iterations=50)
    >>> move = bot.choose(SeatInfo(state, 0), Rng(7))
    >>> state.is_legal(move), move == bot.choose(SeatInfo(state, 0), Rng(7))
    (True, True)

    ``search`` gives the whole tree, to see why:

    >>> tree = bot.search(SeatInfo(state, 0), Rng(7))
    >>> tree.iterations, tree.ranked()[0].id == move.id
    (50, True)
    """

    name = "ismcts"
    fast = False  # a whole search per move: far too slow to play rollouts with
    description = msg("searches ahead: Monte Carlo tree search over redrawn hidden cards")

    def __init__(self, iterations: int | None = 300, time_limit: float | None = None,
                 exploration: float = 0.7, playout_plies: int | None = None,
                 prior_visits: int | None = None) -> None:
        if iterations is not None and not is_whole(iterations, 1):
            raise ValueError(f"iterations must be a positive whole number or None, "
                             f"not {iterations!r}")
        if time_limit is not None and not (is_number(time_limit) and time_limit > 0):
            raise ValueError(f"time_limit must be a positive number of seconds or None, "
                             f"not {time_limit!r}")
        if iterations is None and time_limit is None:
            raise ValueError("give iterations, time_limit or both: the search needs a budget")
        if not is_number(exploration, 0):
            raise ValueError(f"exploration must be a number >= 0, not {exploration!r}")
        if playout_plies is not None and not is_whole(playout_plies, 0):
            raise ValueError(f"playout_plies must be a whole number >= 0 or None, "
                             f"not {playout_plies!r}")
        if prior_visits is not None and not is_whole(prior_visits, 0):
            raise ValueError(f"prior_visits must be a whole number >= 0 or None, "
                             f"not {prior_visits!r}")
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = float(exploration)
        self.playout_plies = playout_plies
        self.prior_visits = prior_visits

    def settings_for(self, game: Game) -> tuple[int | None, int]:
        """(playout_plies, prior_visits) for ``game``: this bot's own, else the game's
        ``search_defaults``, else whole playouts and ``PRIOR_VISITS``."""
        defaults = game.search_defaults
        plies = (self.playout_plies if self.playout_plies is not None
                 else defaults.get("playout_plies"))
        prior = (self.prior_visits if self.prior_visits is not None
                 else defaults.get("prior_visits", PRIOR_VISITS))
        return plies, prior

    def quick(self) -> ISMCTSBot:
        """A few short iterations: every step of the search runs, at a tiny fraction of the cost."""
        plies = QUICK_PLAYOUT_PLIES if self.playout_plies is None else min(
            self.playout_plies, QUICK_PLAYOUT_PLIES)
        return ISMCTSBot(iterations=QUICK_ITERATIONS, exploration=self.exploration,
                         playout_plies=plies, prior_visits=self.prior_visits)

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        return self._decide(info, rng)[0]

    def explain(self, info: SeatInfo, rng: Rng) -> Reasoning:
        """The move the search plays, with the visits, share of iterations and mean value
        of its leading moves.

        >>> import skywidgets
        >>> state = skywidgets.load("skyway").new(seed=2)
        >>> reasons = ISMCTSBot(iterations=40).explain(SeatInfo(state, 0), Rng(7))
        >>> sum(row.numbers["visits"] for row in reasons.rows) <= 40, reasons.totals[0]
        (True, ('iterations', 40))
        """
        move, moves, tree = self._decide(info, rng)
        label = info.describe(move)
        if tree is None:
            return Reasoning(self.name, move.id, label, msg("It had only one legal move: no "
                                                            "search was needed."),
                             totals=((msg("legal moves"), 1),))
        total = tree.iterations
        ranked = tree.ranked()
        rows = [row for row in ranked[:LEADING]]
        if all(row.id != move.id for row in rows):
            rows[-1] = next(row for row in ranked if row.id == move.id)
        by_id = {m.id: m for m in moves}
        chosen = next(row for row in ranked if row.id == move.id)
        hidden = info.game.hidden_information
        worlds = (msg("a new deal of the cards it cannot see") if hidden else
                  msg("the position as it is (nothing is hidden)"))
        summary = msg("It played the move its search tried most: {visits} of {total} playouts "
                      "({share}%), with a mean value of {value} (1 is a sure win).",
                      visits=chosen.visits, total=total,
                      share=f"{chosen.visits / total * 100:.0f}",
                      value=number(chosen.value, text=format_number(chosen.value)))
        details = (msg("It played {total} games out from here, each from {worlds}, and tried "
                       "{tried} of its {legal} legal moves: a move tried more often is one the "
                       "search kept finding good.", total=total, worlds=worlds,
                       tried=len(ranked), legal=len(moves)),
                   msg("The mean value is how well the games through a move went for it, "
                       "from 0 (always lost) to 1 (always won)."))
        return Reasoning(
            self.name, move.id, label, summary,
            (Column("visits", msg("Visits"), "count"), Column("share", msg("Share"), "percent"),
             Column("value", msg("Mean value"))),
            tuple(Alternative(row.id, info.describe(by_id[row.id]),
                              {"visits": row.visits, "share": row.visits / total,
                               "value": row.value}, row.id == move.id) for row in rows),
            ((msg("iterations"), total), (msg("determinizations"), total),
             (msg("legal moves"), len(moves))),
            details)

    def _decide(self, info: SeatInfo, rng: Rng) -> tuple[Move, list[Move], SearchTree | None]:
        """The move chosen, the legal moves and the search tree (None: only one move, no
        search): the one decision both ``choose`` and ``explain`` make."""
        moves = info.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        if len(moves) == 1:
            return moves[0], moves, None
        tree = self.search(info, rng)
        return tree.best(moves), moves, tree

    def search(self, info: SeatInfo, rng: Rng) -> SearchTree:
        """Run the search for ``info``'s seat; ``rng`` moves on by one draw."""
        plies, prior = self.settings_for(info.game)
        tree = SearchTree(info.game, self.exploration, plies, prior)
        # one generator for the whole search (cheap draws); it seeds every determinization,
        # so the search depends on nothing but the view, the legal moves and rng
        gen = random.Random(rng.generator().getrandbits(63))
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        limit = self.iterations
        while limit is None or tree.iterations < limit:
            checkpoint()
            tree.iterate(info.determinize(Rng(gen.getrandbits(63))), gen)
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return tree

    def __repr__(self) -> str:
        budget = [f"iterations={self.iterations}"] if self.iterations is not None else []
        if self.time_limit is not None:
            budget.append(f"time_limit={self.time_limit}")
        if self.playout_plies is not None:
            budget.append(f"playout_plies={self.playout_plies}")
        if self.prior_visits is not None:
            budget.append(f"prior_visits={self.prior_visits}")
        return f"<{self.name} bot, {', '.join(budget)}>"


class MCTSBot(ISMCTSBot):
    """The same search under the name games of perfect information know it by: where
    nothing is hidden every redrawn world is the real one, and IS-MCTS is plain MCTS."""

    name = "mcts"
    description = msg("searches ahead: Monte Carlo tree search (nothing hidden to redraw)")

    def quick(self) -> MCTSBot:
        quick = super().quick()
        return MCTSBot(iterations=quick.iterations, exploration=quick.exploration,
                       playout_plies=quick.playout_plies, prior_visits=quick.prior_visits)


BOTS: dict[str, Bot] = {bot.name: bot for bot in (RandomBot(), GreedyBot(), ISMCTSBot(),
                                                   MCTSBot())}


def bots_for(game: Game | None) -> dict[str, Bot]:
    """The bots that play ``game``: the generic ones and the game's own (``Game.bots``).
    The greedy bot plays only a game that gives it an ``evaluate``."""
    if game is None:
        return dict(BOTS)
    generic = {name: bot for name, bot in BOTS.items()
               if name != GreedyBot.name or game.evaluate is not None}
    return {**generic, **game.bots}


def get_bot(name: str | Bot, game: Game | None = None) -> Bot:
    """A bot by name (``"random"``, ``"greedy"``, ``"ismcts"``, ``"mcts"``, or one of
    ``game``'s own), or the bot itself."""
    if isinstance(name, Bot):
        return name
    known = bots_for(game)
    try:
        return known[name]
    except (KeyError, TypeError):
        if name == GreedyBot.name and game is not None:
            raise ValueError(msg("{why}; bots: {bots}", why=greedy_needs_evaluate(game),
                                 bots=", ".join(known))) from None
        raise ValueError(msg("no bot named {given}; bots: {bots}", given=shown(name),
                             bots=", ".join(known))) from None


def greedy_needs_evaluate(game: Game) -> str:
    """Why the greedy bot cannot play ``game``: it gives no ``evaluate``."""
    return msg("the greedy bot needs {game}'s evaluate(state, seat) (how good a position "
               "looks for a seat, higher better), and the game gives none: write it on the "
               "Game, or choose another bot", game=game.title)


def play_out(state: State, policy: Bot, rng: Rng) -> State:
    """Let ``policy`` play every seat until the game ends (mutates ``state``)."""
    while not state.is_over:
        checkpoint()
        state.apply(policy.choose(SeatInfo(state, state.current_player), rng))
    return state
