"""Skybridge's batched engine against the scalar one: the same rules, the same distributions.

The heart of it is statistical: 10,000 four-player games played by each engine with
uniformly random moves give distributions of seat 0's final score, the score
difference between seats 0 and 1, plies per game, bridges laid and roofs placed that a
two-sample Kolmogorov-Smirnov test cannot tell apart; fewer games check two and three
players and the option ``lowest_level``; and an engine with one rule broken on purpose
(a piece touches its colour beside it) is told apart. Seeds are fixed, so every run
sees the same games. Exact tests hold single positions and whole forced games to the
scalar engine move by move.
"""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import skywidgets
from skywidgets.core.two_sample import ks_critical, ks_statistic
from skywidgets.core.simulate import simulate
from skywidgets.games.skybridge.batched import ACTIONS, BatchedSkybridge
from skywidgets.games.skybridge.data import BRIDGE, ROOF
from skywidgets.games.skybridge.rules import ALL_PLACEMENTS

GAME = skywidgets.load("skybridge")
ROOT = Path(__file__).resolve().parents[3]
#: games each engine plays for the main comparison
GAMES = 10_000
ACTION_OF = {move.id: action for action, move in enumerate(ALL_PLACEMENTS)}


# ---- the two engines' games ----------------------------------------------------------------

def scalar_games(count: int, players: int = 4, seed: int = 0,
                 **options) -> dict[str, np.ndarray]:
    """``count`` whole games with the scalar engine and uniformly random legal moves."""
    found: dict[str, list] = {"score": [], "difference": [], "plies": [], "bridges": [],
                              "roofs": []}
    for game_seed in range(seed, seed + count):
        state = GAME.new(players=players, seed=game_seed, **options)
        gen = random.Random(game_seed)
        while not state.is_over:
            moves = state.legal_moves()
            state._apply_legal(moves[gen.randrange(len(moves))])  # legal: as rollouts do
        scores = state.scores()
        found["score"].append(scores[0])
        found["difference"].append(scores[0] - scores[1])
        found["plies"].append(len(state.pieces))
        found["bridges"].append(sum(piece.kind == BRIDGE for piece in state.pieces))
        found["roofs"].append(sum(piece.kind == ROOF for piece in state.pieces))
    return {name: np.array(values) for name, values in found.items()}


def batched_games(count: int, players: int = 4, seed: int = 0,
                  **options) -> dict[str, np.ndarray]:
    """The same from the batched engine, in one batch."""
    batch = BatchedSkybridge.new_games(players=players, count=count, seed=seed, **options)
    batch.play()
    scores = batch.scores()
    return {"score": scores[:, 0], "difference": scores[:, 0] - scores[:, 1],
            "plies": batch.plies, "bridges": batch.bridge_laid.sum(axis=1),
            "roofs": batch.roofed.sum(axis=1)}


def statistics(scalar_side: dict, batched_side: dict) -> dict[str, tuple[float, float]]:
    """Per measure, the KS statistic and its critical value."""
    return {name: (ks_statistic(scalar_side[name], batched_side[name]),
                   ks_critical(len(scalar_side[name]), len(batched_side[name])))
            for name in scalar_side}


@pytest.fixture(scope="module")
def scalar():
    return scalar_games(GAMES)


def test_batched_games_are_distributed_as_the_scalar_engines(scalar):
    found = statistics(scalar, batched_games(GAMES, seed=11))
    for name, (statistic, critical) in found.items():
        assert statistic < critical, f"{name}: D = {statistic:.4f} >= {critical:.4f}"
    # the measures are not trivial: games differ in length, bridges and roofs
    assert scalar["plies"].std() > 0.5 and scalar["bridges"].std() > 0.3
    assert scalar["roofs"].std() > 0.2 and scalar["score"].std() > 1


def test_a_broken_rule_is_caught(scalar, monkeypatch):
    # a piece may touch its colour on a neighbouring base (only what it rests on counts)
    def resting_only(self, worlds, colour):
        below = self.top_colour[worlds] == colour[:, None]
        return np.repeat(below[:, :, None], 3, axis=2)

    monkeypatch.setattr(BatchedSkybridge, "_touching", resting_only)
    found = statistics(scalar, batched_games(GAMES, seed=11))
    rejected = [name for name, (statistic, critical) in found.items() if statistic > critical]
    assert "plies" in rejected and "score" in rejected, found


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}),
                                              (4, {"lowest_level": "tower"}),
                                              (3, {"lowest_level": "tower"})])
def test_other_player_counts_and_options_play_alike(players, options):
    found = statistics(scalar_games(600, players, seed=50, **options),
                       batched_games(4000, players, seed=7, **options))
    for name, (statistic, critical) in found.items():
        assert statistic < critical, f"{players} {options} {name}: D = {statistic:.4f}"


# ---- rules, one at a time ----------------------------------------------------------------------

def positions(players: int, lowest_level: str, games: int = 25, seed: int = 0) -> list:
    """Every position of random games, the last (over) included."""
    gen = random.Random(seed)
    found = []
    for game_seed in range(seed, seed + games):
        state = GAME.new(players=players, seed=game_seed, lowest_level=lowest_level)
        while not state.is_over:
            found.append(state.copy())
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
        found.append(state.copy())
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lowest_level", ["board", "tower"])
def test_legal_actions_and_scores_are_the_scalar_engines(players, lowest_level):
    states = positions(players, lowest_level)
    batch = BatchedSkybridge.from_states(states, range(len(states)))
    worlds = np.arange(len(states))
    mask = batch.legal_mask(worlds)
    colour = batch.current_colour(worlds)
    for i, state in enumerate(states):
        if not state.is_over:
            assert sorted(ALL_PLACEMENTS[a].id for a in np.flatnonzero(mask[i])) == sorted(
                m.id for m in state.legal_moves()), state.history
            assert colour[i] == state.current_colour()
    assert batch.scores().tolist() == [state.scores() for state in states]
    assert batch.over.tolist() == [state.is_over for state in states]
    # the level-by-level look-up, for towers too tall for 64 bits, says the same
    batch.levels_only = True
    assert (batch.legal_mask(worlds) == mask).all()


def test_a_position_converts_whole():
    state = positions(3, "board", games=1)[-5]
    batch = BatchedSkybridge.from_states([state], [7])
    assert batch.tops[0].tolist() == state.tops and batch.roofed[0].tolist() == state.roofs
    assert batch.top_colour[0].tolist() == [-1 if c is None else c for c in state.top_colours]
    for seat, supply in enumerate(state.supply):
        for colour, kinds in supply.items():
            assert [batch.supply[0, seat, colour, k] for k in range(4)] == [
                kinds.get(kind, 0) for kind in ("tall", "short", "bridge", "roof")]
    assert batch.turns[0].tolist() == state.turns and batch.player[0] == state.player


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_forced_game_in_a_batch_of_one_is_the_scalar_game(players):
    gen = random.Random(players)
    state = GAME.new(players=players, seed=players)
    batch = BatchedSkybridge.new_games(players=players, count=1, seed=0)
    one = np.array([0])
    while not state.is_over:
        move = state.legal_moves()[gen.randrange(len(state.legal_moves()))]
        while not batch.legal_mask(one).any():  # a seat that cannot place skips
            batch.step(one)
        assert batch.player[0] == state.player and batch.turns[0].tolist() == state.turns
        assert batch.legal_mask(one)[0, ACTION_OF[move.id]]
        batch._play(one, np.array([ACTION_OF[move.id]]), batch.current_colour(one))
        state.apply(move)
    while not batch.over[0]:
        batch.step(one)  # no placement is left to anyone: skips until the game ends
        assert not batch.plies[0] > len(state.pieces)
    assert batch.scores()[0].tolist() == state.scores() and batch.plies[0] == len(state.pieces)
    score, won = batch.results(0)
    assert (score[0], bool(won[0])) == state.rollout_result(0, state)


def test_the_rulebooks_figure_6_scores_30_and_25():
    # a bridge lying across another bridge reaches both towers under it (our reading)
    spec = importlib.util.spec_from_file_location(
        "skywidgets_figure_6", Path(__file__).with_name("test_rulebook_examples.py"))
    examples = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(examples)
    state = examples.figure_6()
    batch = BatchedSkybridge.from_states([state], [1])
    assert batch.under[0].any()
    assert batch.scores()[0].tolist() == state.scores() == [25.0, 30.0, 0.0, 0.0]
    assert batch.supply[0].sum() == sum(sum(kinds.values()) for supply in state.supply
                                        for kinds in supply.values())


def test_a_batch_replays_bit_for_bit_and_a_world_is_its_key_alone():
    one = BatchedSkybridge.new_games(players=3, count=50, seed=9)
    two = BatchedSkybridge.new_games(players=3, count=50, seed=9)
    one.play()
    two.play()
    assert (one.scores() == two.scores()).all() and (one.plies == two.plies).all()
    alone = BatchedSkybridge.new_games(players=3, count=50, seed=9)
    while not alone.over[7]:
        alone.step(np.array([7]))
    assert alone.scores()[7].tolist() == one.scores()[7].tolist()


def test_an_unknown_policy_is_refused():
    with pytest.raises(ValueError, match="random moves only, not 'playout'"):
        BatchedSkybridge.new_games(players=2, count=1, seed=1).play("playout")


def test_every_action_is_a_placement():
    assert ACTIONS == len(ALL_PLACEMENTS) == 57


# ---- Simulated outcomes --------------------------------------------------------------------------

def test_simulated_outcomes_play_in_batch_with_the_same_rows():
    state = GAME.new(players=4, seed=2024)
    fast = simulate(state, n=60, rng=2)
    slow = simulate(state, n=60, rng=2, batched=False)
    assert [r.id for r in fast.rows] == [r.id for r in slow.rows]
    assert all(r.n == 60 for r in fast.rows) and fast.done == 60 and fast.status == "done"
    assert set(fast.to_dict()) == set(slow.to_dict())
    # another play after the first move: close on average, not equal
    assert [r.total for r in fast.rows] != [r.total for r in slow.rows]
    means = [(f.mean, s.mean) for f, s in zip(fast.rows, slow.rows)]
    assert abs(np.mean([f for f, _ in means]) - np.mean([s for _, s in means])) < 1.5


def test_batched_rollouts_leave_the_position_as_it_was():
    state = GAME.new(players=2, seed=5)
    for move in ("3@5", "3@1", "2@9"):
        state.apply(move)
    before = state.to_dict()
    result = simulate(state, n=30, rng=1)
    assert state.to_dict() == before and result.done == 30


def test_numpy_stays_out_of_import_skywidgets():
    code = ("import sys, skywidgets; "
            "s = skywidgets.load('skybridge').new(players=2, seed=1); "
            "print('numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False"]
