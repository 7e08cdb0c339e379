"""Random playouts, steps per second: our engine, the OpenSpiel wrapper, the PettingZoo env.

For every game (at two players, or its only count), whole games are played with random
legal moves for about a second per row:

- engine: ``state.legal_moves()`` and ``state.apply(move)`` (the checked path a program
  calling our API takes);
- OpenSpiel: ``state.legal_actions()``, ``state.apply_action(a)``, and at chance nodes
  ``chance_outcomes()`` sampled (``skywidgets.interop.openspiel``);
- PettingZoo: ``env.last()`` (the observation tensor and action mask of the agent to
  move) and ``env.step(a)``, through the classic wrappers (``skywidgets.interop.pettingzoo``).

A step is one move of a player (chance nodes are drawn but not counted as steps), so
the columns compare the same games. "ceiling" adds to our engine's time a move the time
of a Python OpenSpiel game with no rules at all, shaped like ours (as many legal actions a
move, chance nodes a move and outcomes a chance node), through the same loop: what
pyspiel's crossings from C++ to Python and the loop's own draws cost whatever a wrapper
does, so the most any wrapper of ours could reach. "at moves" counts only the time
OpenSpiel's loop spends at players' nodes (``legal_actions`` and ``apply_action``, a
move's replay with its draws included): the wrapper's own cost per move, without the
chance nodes' sampling. OpenSpiel's C++ ``hearts``, ``gin_rummy`` and ``backgammon``
played the same way through pyspiel are the anchor. The aim: the OpenSpiel wrapper at 50%
or more of our engine's speed.

    PYTHONPATH=$PWD python benchmarks/interop_throughput.py
    PYTHONPATH=$PWD python benchmarks/interop_throughput.py --games skyjo --seconds 3

Times are processor time of this process (``time.process_time``), not wall-clock time, and
each figure is the best of ``--repeat`` rounds (the rounds of the three columns taken in
turn): other programs on a shared machine slow every column less that way. Still, compare
rows of one run.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

import skywidgets  # noqa: E402
from skywidgets.interop import openspiel  # noqa: E402
from skywidgets.interop.pettingzoo import env as petting_env  # noqa: E402

ANCHORS = ("hearts", "gin_rummy", "backgammon")


def players_of(name: str) -> int:
    game = skywidgets.load(name)
    return max(2, game.min_players) if game.max_players > 1 else 1


#: the clock of every figure: this process's processor time
clock = time.process_time


def engine_rate(name: str, seconds: float) -> float:
    game, players = skywidgets.load(name), players_of(name)
    policy, steps, seed = random.Random(1), 0, 0
    start = clock()
    while clock() - start < seconds:
        state = game.new(players=players, seed=seed)
        seed += 1
        while not state.is_over:
            state.apply(policy.choice(state.legal_moves()))
            steps += 1
    return steps / (clock() - start)


def spiel_rate(game: pyspiel.Game, seconds: float, shape: list | None = None) -> float:
    """Moves per second of whole games through OpenSpiel. ``shape``, if given, gets the
    games' mean legal actions a move, chance nodes a move and outcomes a chance node."""
    policy, steps, chance, outcomes, legal = random.Random(1), 0, 0, 0, 0
    start = clock()
    while clock() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(policy.choices(actions, probs)[0])
                chance += 1
                outcomes += len(actions)
            else:
                actions = state.legal_actions()
                state.apply_action(policy.choice(actions))
                steps += 1
                legal += len(actions)
    rate = steps / (clock() - start)
    if shape is not None:
        shape[:] = [legal / steps, chance / steps, outcomes / max(chance, 1)]
    return rate


class _EmptyState(pyspiel.State):
    """A state of a game with no rules at all, shaped like one of ours (see ``floor_rate``)."""

    def __init__(self, game: pyspiel.Game) -> None:
        super().__init__(game)
        self.moves, self.chance_due, self.owed = 0, 0, 0.0

    def current_player(self) -> int:
        if self.moves >= _EmptyGame.length:
            return pyspiel.PlayerId.TERMINAL
        return pyspiel.PlayerId.CHANCE if self.chance_due else self.moves % 2

    def _legal_actions(self, player: int) -> list[int]:
        return _EmptyGame.legal

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return _EmptyGame.outcomes

    def _apply_action(self, action: int) -> None:
        if self.chance_due:
            self.chance_due -= 1
            return
        self.moves += 1
        self.owed += _EmptyGame.chance_per_move
        self.chance_due = int(self.owed)
        self.owed -= self.chance_due

    def is_terminal(self) -> bool:
        return self.moves >= _EmptyGame.length

    def returns(self) -> list[float]:
        return [0.0, 0.0]


class _EmptyGame(pyspiel.Game):
    length, legal, outcomes, chance_per_move = 100, [0], [(0, 1.0)], 0.0

    def __init__(self, params: dict | None = None) -> None:
        super().__init__(_EMPTY_TYPE, pyspiel.GameInfo(
            num_distinct_actions=1000, max_chance_outcomes=1000, num_players=2,
            min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=10_000),
            params or {})

    def new_initial_state(self) -> _EmptyState:
        return _EmptyState(self)


_EMPTY_TYPE = pyspiel.GameType(
    short_name="skywidgets_benchmark_empty", long_name="a game with no rules",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL, max_num_players=2,
    min_num_players=2, provides_information_state_string=False,
    provides_information_state_tensor=False, provides_observation_string=False,
    provides_observation_tensor=False, parameter_specification={})
pyspiel.register_game(_EMPTY_TYPE, _EmptyGame)


def floor_rate(shape: list, seconds: float) -> float:
    """Moves per second of a Python game with no rules, through the same loop: as many
    legal actions a move, chance nodes a move and outcomes a chance node as ``shape``
    says. What pyspiel's Python games and the loop cost whatever a wrapper does; with our
    engine's own time a move added, the most any wrapper of ours could reach."""
    legal, chance_per_move, outcomes = shape
    _EmptyGame.legal = list(range(max(1, round(legal))))
    size = max(1, round(outcomes))
    _EmptyGame.outcomes = [(outcome, 1.0 / size) for outcome in range(size)]
    _EmptyGame.chance_per_move = chance_per_move
    return spiel_rate(pyspiel.load_game("skywidgets_benchmark_empty"), seconds)


def spiel_rate_at_moves(game: pyspiel.Game, seconds: float) -> float:
    """Moves per second of the time spent at players' nodes only (``legal_actions`` and
    ``apply_action`` of a move, its draws included), timed move by move (a run of its
    own: those clock readings, a fraction of a microsecond each, are not in ``spiel_rate``'s
    figure)."""
    policy, steps, at_moves = random.Random(1), 0, 0.0
    start = clock()
    while clock() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(policy.choices(actions, probs)[0])
            else:
                before = clock()
                state.apply_action(policy.choice(state.legal_actions()))
                at_moves += clock() - before
                steps += 1
    return steps / at_moves


def petting_rate(name: str, seconds: float) -> float:
    environment = petting_env(name, players=players_of(name))
    policy, steps, seed = random.Random(1), 0, 0
    start = clock()
    while clock() - start < seconds:
        environment.reset(seed=seed)
        seed += 1
        for _ in environment.agent_iter():
            observation, _, termination, truncation, _ = environment.last()
            if termination or truncation:
                environment.step(None)
                continue
            environment.step(int(policy.choice(np.flatnonzero(observation["action_mask"]))))
            steps += 1
    return steps / (clock() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(skywidgets.game_names()))
    parser.add_argument("--seconds", type=float, default=1.0, help="of each round")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; the best is kept")
    args = parser.parse_args()
    rows = []
    for name in args.games.split(","):
        spiel_game = openspiel.load(name, players=players_of(name))
        shape: list = []
        spiel_rate(spiel_game, args.seconds, shape)
        rounds = [(engine_rate(name, args.seconds), spiel_rate(spiel_game, args.seconds),
                   spiel_rate_at_moves(spiel_game, args.seconds),
                   petting_rate(name, args.seconds), floor_rate(shape, args.seconds))
                  for _ in range(args.repeat)]
        engine, spiel, spiel_moves, petting, floor = (max(column) for column in zip(*rounds))
        ceiling = 1 / (1 / engine + 1 / floor)
        rows.append((f"{name} ({players_of(name)}p)", engine, spiel, spiel_moves, petting,
                     ceiling, shape[1]))
    print(f"{'game':<24}{'engine':>10}{'OpenSpiel':>11}{'share':>7}{'at moves':>10}"
          f"{'share':>7}{'PettingZoo':>12}{'share':>7}{'ceiling':>10}{'share':>7}"
          f"{'chance/move':>13}")
    for label, engine, spiel, spiel_moves, petting, ceiling, chance in rows:
        print(f"{label:<24}{engine:>10,.0f}{spiel:>11,.0f}{spiel / engine:>7.0%}"
              f"{spiel_moves:>10,.0f}{spiel_moves / engine:>7.0%}"
              f"{petting:>12,.0f}{petting / engine:>7.0%}"
              f"{ceiling:>10,.0f}{ceiling / engine:>7.0%}{chance:>13.1f}")
    for anchor in ANCHORS:
        anchor_game = pyspiel.load_game(anchor)
        rate = max(spiel_rate(anchor_game, args.seconds) for _ in range(args.repeat))
        at_moves = max(spiel_rate_at_moves(anchor_game, args.seconds)
                       for _ in range(args.repeat))
        print(f"{anchor + ' (C++)':<24}{'':>10}{rate:>11,.0f}{'':>7}{at_moves:>10,.0f}")
    print("moves per second of random playouts (chance nodes drawn but not counted); "
          "'at moves': of the time at players' nodes only; 'ceiling': our engine's time a "
          "move plus that of a Python game with no rules with as many legal actions, chance "
          "nodes and outcomes, through the same loop (the most any wrapper could reach)")


if __name__ == "__main__":
    main()
