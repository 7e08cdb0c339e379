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
the columns compare the same games. "at moves" counts only the time OpenSpiel's loop
spends at players' nodes (``legal_actions`` and ``apply_action``, a move's replay with its
draws included): the wrapper's own cost per move, without the chance nodes' sampling. OpenSpiel's C++ ``hearts``, ``gin_rummy`` and
``backgammon`` played the same way through pyspiel are the anchor. The aim: the OpenSpiel
wrapper at 50% or more of our engine's speed.

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


def spiel_rate(game: pyspiel.Game, seconds: float) -> float:
    """Moves per second of whole games through OpenSpiel."""
    policy, steps = random.Random(1), 0
    start = clock()
    while clock() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(policy.choices(actions, probs)[0])
            else:
                state.apply_action(policy.choice(state.legal_actions()))
                steps += 1
    return steps / (clock() - start)


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
        rounds = [(engine_rate(name, args.seconds), spiel_rate(spiel_game, args.seconds),
                   spiel_rate_at_moves(spiel_game, args.seconds),
                   petting_rate(name, args.seconds)) for _ in range(args.repeat)]
        engine, spiel, spiel_moves, petting = (max(column) for column in zip(*rounds))
        rows.append((f"{name} ({players_of(name)}p)", engine, spiel, spiel_moves, petting))
    print(f"{'game':<24}{'engine':>10}{'OpenSpiel':>11}{'share':>7}{'at moves':>10}"
          f"{'share':>7}{'PettingZoo':>12}{'share':>7}")
    for label, engine, spiel, spiel_moves, petting in rows:
        print(f"{label:<24}{engine:>10,.0f}{spiel:>11,.0f}{spiel / engine:>7.0%}"
              f"{spiel_moves:>10,.0f}{spiel_moves / engine:>7.0%}"
              f"{petting:>12,.0f}{petting / engine:>7.0%}")
    for anchor in ANCHORS:
        anchor_game = pyspiel.load_game(anchor)
        rate = max(spiel_rate(anchor_game, args.seconds) for _ in range(args.repeat))
        at_moves = max(spiel_rate_at_moves(anchor_game, args.seconds)
                       for _ in range(args.repeat))
        print(f"{anchor + ' (C++)':<24}{'':>10}{rate:>11,.0f}{'':>7}{at_moves:>10,.0f}")
    print("moves per second of random playouts (chance nodes drawn but not counted); "
          "'at moves': of the time at players' nodes only")


if __name__ == "__main__":
    main()
