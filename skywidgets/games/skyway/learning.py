"""A small learner for Skyway that learns in seconds: tabular TD(0) over afterstates.

Skyway's positions hardly ever repeat, so a table over whole views learns nothing in the
games a notebook can play. This learner keeps one number per *afterstate key*: what a
draft leaves behind, summed up as the total of the four suits' longest sequences (the
score if the game ended there) and the pass through the deck (1 to 3). A key's value
estimates the final score from there. The learner plays the draft whose afterstate has
the highest value (ties drawn at random; while training, with probability ``epsilon`` any
draft), and after each draft moves the value of the afterstate before towards that of the
new one, at the end towards the final score: temporal-difference learning on afterstates,
as in Sutton and Barto's tic-tac-toe. Every value starts at ``initial``, above any score
(Skyway's scores are at most 40), so an untrained learner plays at random and tries what
it has not met yet.

Why the pass is in the key: a total of 7 early on is a fine start and at the end a poor
score; a table over the total alone averages the two, and its greedy player settles on a
low total whose value the averaging left high. With the pass, each value means one thing.

It plays through OpenSpiel (``skywidgets_skyway`` with ``returns="score"``) and reads the
player's view only, so a trained learner seats as a bot: ``PolicyBot(game, learner.policy)``.

>>> import skywidgets.interop.openspiel as spiel
>>> game = spiel.load("skyway", returns="score")
>>> learner = AfterstateLearner(seed=0)
>>> scores = learner.train(game, episodes=3)
>>> len(scores), all(0 <= score <= 40 for score in scores)
(3, True)
"""

from __future__ import annotations

import random
from typing import Any

from .data import CARD_BY_TEXT, MAX_STACK
from .rules import DRAFT_BY_ID
from .scoring import lengths


def afterstate_keys(view: dict) -> dict[str, tuple[int, int]]:
    """What each legal draft leaves, from ``view`` (the player's view), by move id: the
    total of the suits' longest sequences after it, and the pass through the deck.

    >>> import skywidgets
    >>> state = skywidgets.load("skyway").new(seed=3)
    >>> afterstate_keys(state.view(0))["a5"]
    (2, 1)
    """
    grid = [[CARD_BY_TEXT[card] for card in stack] for stack in view["grid"]]
    market = [[CARD_BY_TEXT[card] for card in blueprint] for blueprint in view["market"]]
    keys = {}
    for move_id, move in DRAFT_BY_ID.items():
        if move.blueprint < len(market):
            before = grid[move.cell]
            grid[move.cell] = (before + market[move.blueprint])[-MAX_STACK:]
            keys[move_id] = (sum(lengths(grid)), view["round"])
            grid[move.cell] = before
    return keys


class AfterstateLearner:
    """Tabular TD(0) over Skyway's afterstate keys (see the module's docstring).

    ``step_size`` is how far a value moves towards its target, ``epsilon`` how often a
    training draft is chosen at random, ``initial`` the value of a key not met yet;
    ``seed`` makes training and play repeatable (chance's draws come from it too).
    """

    def __init__(self, step_size: float = 0.2, epsilon: float = 0.05, initial: float = 40.0,
                 seed: int = 0) -> None:
        self.step_size = step_size
        self.epsilon = epsilon
        self.initial = initial
        self.rng = random.Random(seed)
        #: the learned value of each afterstate key met
        self.values: dict[tuple[int, int], float] = {}

    def _best(self, state: Any) -> tuple[int, tuple[int, int]]:
        """The legal action of the highest-valued afterstate (ties at random), and its key."""
        keys = afterstate_keys(state.engine.view(state.current_player()))
        best, choices = None, []
        for action in state.legal_actions():
            key = keys[state.action_to_string(action)]
            value = self.values.get(key, self.initial)
            if best is None or value > best:
                best, choices = value, [(action, key)]
            elif value == best:
                choices.append((action, key))
        return self.rng.choice(choices)

    def policy(self, state: Any, player: int) -> int:
        """The action it plays at ``state`` without exploring: ``PolicyBot``'s policy."""
        return self._best(state)[0]

    def play(self, game: Any, learn: bool = False) -> float:
        """One game of ``game`` (``skywidgets_skyway``, ``returns="score"``) to the end, its
        chance nodes drawn with this learner's generator; learning from it if ``learn``.
        The final return."""
        rng = self.rng
        state = game.new_initial_state()
        before = None  # the key of the last afterstate
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.randrange(len(state.chance_outcomes())))
                continue
            action, key = self._best(state)
            if learn and rng.random() < self.epsilon:
                keys = afterstate_keys(state.engine.view(state.current_player()))
                action = rng.choice(state.legal_actions())
                key = keys[state.action_to_string(action)]
            if learn and before is not None:
                self._learn(before, self.values.get(key, self.initial))
            before = key
            state.apply_action(action)
        final = state.returns()[0]
        if learn and before is not None:
            self._learn(before, final)
        return final

    def _learn(self, key: tuple[int, int], target: float) -> None:
        value = self.values.get(key, self.initial)
        self.values[key] = value + self.step_size * (target - value)

    def train(self, game: Any, episodes: int) -> list[float]:
        """Play and learn from ``episodes`` games; their final returns, in order."""
        return [self.play(game, learn=True) for _ in range(episodes)]


def random_returns(game: Any, games: int, seed: int = 0) -> list[float]:
    """The final returns of ``games`` games of ``game`` played with uniformly random legal
    actions (chance drawn alike): the baseline a learner is measured against.

    >>> import skywidgets.interop.openspiel as spiel
    >>> len(random_returns(spiel.load("skyway", returns="score"), 2))
    2
    """
    rng = random.Random(seed)
    returns = []
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.randrange(len(state.chance_outcomes())))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        returns.append(state.returns()[0])
    return returns
