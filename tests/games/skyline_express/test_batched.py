"""Skyline Express's batched engine against the scalar one: the same rules, the same
distributions.

The heart of it is statistical: from 2,500 positions of 1- to 4-player games (reached by
random play, anywhere in the first three quarters of a game), each engine plays 10,000
games to their end with uniformly random moves, and a two-sample Kolmogorov-Smirnov test
cannot tell apart their distributions of final scores, moves played, personas, changes of
a die's value, services bought, wins and the AI opponent's score; an engine with one rule
broken on purpose is told apart. The games start at those positions rather than at the
first move so that the scalar side stays quick and the conversion of every kind of
position (a die in hand, the AI's steps, a service to buy) is tested too. Seeds are
fixed, so every run sees the same games.

Beside it, exact tests: the legal actions are the scalar legal moves, every single move
leaves the batch where the scalar engine goes, a forced sequence of moves ends on the
scalar engine's scores, and the scoring is the scalar scoring.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import skywidgets
from skywidgets.core.two_sample import ks_critical, ks_statistic
from skywidgets.core.simulate import simulate
from skywidgets.games.skyline_express import batched, scoring
from skywidgets.games.skyline_express.batched import (ACTIONS, AI_PLACE, EMPTY, HOLD, OVER,
                                                      BatchedSkylineExpress, goal_matches,
                                                      move_action)
from skywidgets.games.skyline_express.data import COLOURS, GOALS
from skywidgets.games.skyline_express.rules import ALL_MOVES, round_count

GAME = skywidgets.load("skyline_express")
ROOT = Path(__file__).resolve().parents[3]
#: start positions, and games each engine plays from each of them
STARTS, REPEATS = 2500, 4
#: the player count of each start, in turn: the solo game (the widget's default) most
PLAYER_CYCLE = (1, 2, 1, 3, 4)


# ---- the two engines' games ------------------------------------------------------------------

def random_move(state, gen: random.Random):
    moves = state.legal_moves()
    return moves[gen.randrange(len(moves))]


def start_positions(count: int, seed: int = 0) -> list:
    """Positions reached by random play from new games, each at a random move in the
    first three quarters of its game (1 to 4 players in turn)."""
    gen = random.Random(seed)
    found = []
    for k in range(count):
        players = PLAYER_CYCLE[k % len(PLAYER_CYCLE)]
        state = GAME.new(players=players, seed=seed * 100_000 + k)
        # about as many moves as a game has: 4.5 per passenger, and the AI's
        plies = gen.randrange(int(0.75 * 4.5 * 24 * (players + (players == 1))))
        for _ in range(plies):
            if state.is_over:
                break
            state._apply_legal(random_move(state, gen))
        found.append(state)
    return found


def measures(state, start) -> dict[str, float]:
    """What the distributions compare for one game played from ``start`` to its end."""
    played = state.history[len(start.history):]
    return {"score": state.scores()[0], "plies": len(played),
            "personas": len(state.sheets[0].personas),
            "changes": sum(move in ("+", "-") for move in played),
            "bought": sum(move.startswith("s") for move in played),
            "won": float(0 in state.winners()),
            "ai": state.ai_breakdown()["total"] if state.solo else np.nan}


def scalar_games(starts: list, repeats: int, seed: int = 0) -> dict[str, np.ndarray]:
    """``repeats`` games from each start with the scalar engine, random moves."""
    rows = []
    for k, start in enumerate(starts):
        for r in range(repeats):
            state = start.copy()
            gen = random.Random(seed * 1_000_003 + k * repeats + r)
            while not state.is_over:
                state._apply_legal(random_move(state, gen))
            rows.append(measures(state, start))
    return {name: np.array([row[name] for row in rows]) for name in rows[0]}


def batched_games(starts: list, repeats: int, seed: int = 0) -> dict[str, np.ndarray]:
    """The same from the batched engine: one batch per player count."""
    parts = []
    for players in sorted({s.num_players for s in starts}):
        group = [s for s in starts if s.num_players == players]
        worlds = [s for s in group for _ in range(repeats)]
        keys = np.random.default_rng([seed, players]).integers(0, 2 ** 63, size=len(worlds))
        batch = BatchedSkylineExpress.from_states(worlds, keys.tolist())
        batch.play()
        score, won = batch.results(0)
        scores = batch.scores()
        parts.append({"score": score, "plies": batch.plies,
                      "personas": batch.persona[:, 0].sum(axis=1),
                      "changes": batch.changes, "bought": batch.bought,
                      "won": won.astype(float),
                      "ai": scores[:, batch.ai] if batch.solo else np.full(len(worlds), np.nan)})
    return {name: np.concatenate([part[name] for part in parts]) for name in parts[0]}


@pytest.fixture(scope="module")
def starts():
    return start_positions(STARTS)


@pytest.fixture(scope="module")
def scalar(starts):
    return scalar_games(starts, REPEATS)


def statistics(one: dict, two: dict) -> dict[str, tuple[float, float]]:
    """Per measure, the KS statistic and its critical value (games without the measure,
    such as the AI's score with more players, left out)."""
    found = {}
    for name in one:
        a, b = one[name][~np.isnan(one[name])], two[name][~np.isnan(two[name])]
        found[name] = (ks_statistic(a, b), ks_critical(len(a), len(b)))
    return found


def test_batched_games_are_distributed_as_the_scalar_engines(starts, scalar):
    mine = batched_games(starts, REPEATS, seed=11)
    assert len(mine["score"]) == len(scalar["score"]) == STARTS * REPEATS
    for name, (statistic, critical) in statistics(scalar, mine).items():
        assert statistic < critical, f"{name}: D = {statistic:.4f} >= {critical:.4f}"
    # the measures are not trivial: games vary, services are bought, dice are changed
    for name in ("score", "plies", "changes", "bought", "ai"):
        assert np.nanstd(scalar[name]) > 0.5, name
    assert 0 < scalar["won"].mean() < 1


def _first_free_seat(self, worlds):
    return (self.seats[worlds, self.ai] == EMPTY).argmax(axis=1)


@pytest.mark.parametrize("broken, measure", [
    # the AI ignores its placement rules: it seats every passenger in the first free seat
    ({"attribute": (BatchedSkylineExpress, "_ai_seat", _first_free_seat)}, "ai"),
    # a service costs four tickets instead of five: more services, more points
    ({"attribute": (batched, "SERVICE_COST", 4)}, "score"),
])
def test_a_broken_rule_is_caught(starts, scalar, monkeypatch, broken, measure):
    monkeypatch.setattr(*broken["attribute"])
    found = statistics(scalar, batched_games(starts, REPEATS, seed=11))
    statistic, critical = found[measure]
    assert statistic > critical, f"{measure}: D = {statistic:.4f} < {critical:.4f}"


# ---- rules, one at a time --------------------------------------------------------------------

def positions(count: int, seed: int = 0) -> list:
    """Positions of every phase from random games of 1 to 4 players."""
    gen = random.Random(seed)
    found = []
    game_seed = seed
    while len(found) < count:
        state = GAME.new(players=1 + game_seed % 4, seed=game_seed)
        game_seed += 1
        while not state.is_over and len(found) < count:
            if gen.random() < 0.3:
                found.append(state.copy())
            state._apply_legal(random_move(state, gen))
    return found


def action_id(action: int, phase: str) -> str:
    """The scalar move id of an action in a phase (the AI's steps are ``ai-`` ones)."""
    for move in ALL_MOVES:
        if move_action(move) == action and move.kind.startswith("ai-") == phase.startswith("ai"):
            return move.id
    raise AssertionError(action)


@pytest.fixture(scope="module")
def mixed():
    return positions(3000)


def test_legal_actions_are_the_scalar_engines_legal_moves(mixed):
    for players in (1, 2, 3, 4):
        group = [s for s in mixed if s.num_players == players]
        batch = BatchedSkylineExpress.from_states(group, range(len(group)))
        mask = batch.legal_mask(np.arange(len(group)))
        for state, legal in zip(group, mask):
            expected = sorted(m.id for m in state.legal_moves())
            found = sorted(action_id(a, state.phase) for a in range(ACTIONS) if legal[a])
            assert found == expected
    assert {s.phase for s in mixed} == {"pick", "hold", "after", "ai_pick", "ai_place",
                                        "ai_service"}
    assert {s.num_players for s in mixed} == {1, 2, 3, 4}


#: the arrays a move changes, and when they mean something
COMPARED = ("seats", "persona", "counts", "tickets", "points", "owner", "types", "free",
            "blocked", "homes", "taken", "phase", "player", "first", "round", "turn", "goals")


def test_every_move_leaves_the_batch_where_the_scalar_engine_goes(mixed):
    for players in (1, 2, 3, 4):
        group = [s for s in mixed if s.num_players == players][:150]
        befores, afters, actions, rolled = [], [], [], []
        for state in group:
            for move in state.legal_moves():
                after = state.copy()
                after._apply_legal(move)
                befores.append(state)
                afters.append(after)
                actions.append(move_action(move))
                rolled.append(after.rng.draws != state.rng.draws)
        batch = BatchedSkylineExpress.from_states(befores, range(len(befores)))
        batch.apply(np.arange(len(befores)), np.array(actions))
        expected = BatchedSkylineExpress.from_states(afters, range(len(afters)))
        kept = assert_same_worlds(batch, expected, rolled, players)
        assert kept.sum() < len(kept)  # some moves roll dice: a round's start, a reroll


def assert_same_worlds(batch, expected, rolled: list[bool], players: int):
    """Every world of ``batch`` is ``expected``'s, but for the dice of the moves that
    ``rolled`` them; returns which worlds kept their dice."""
    for name in COMPARED:
        same = getattr(batch, name) == getattr(expected, name)
        assert same.reshape(len(rolled), -1).all(axis=1).all(), (players, name)
    # what only one phase reads: the die in hand, the AI's die; the dice unless rolled
    hold = expected.phase == HOLD
    for name in ("held_die", "held_value", "held_colour"):
        assert (getattr(batch, name)[hold] == getattr(expected, name)[hold]).all()
    placing = expected.phase == AI_PLACE
    assert (batch.ai_die[placing] == expected.ai_die[placing]).all()
    kept = ~np.array(rolled)
    assert (batch.dice[kept] == expected.dice[kept]).all()
    return kept


def test_first_moves_made_in_batch_are_the_scalar_engines(mixed):
    # Simulated outcomes give the batch one world per sweep and make every move there in
    # batch: each copy is where the scalar engine goes, and a throw is one per world
    for players in (1, 2, 3, 4):
        for key, state in enumerate([s for s in mixed if s.num_players == players][:60]):
            moves = state.legal_moves()
            afters, rolled = [], []
            for move in moves:
                after = state.copy()
                after._apply_legal(move)
                afters.append(after)
                rolled.append(after.rng.draws != state.rng.draws)
            batch = BatchedSkylineExpress.from_sweeps([state], moves, [key])
            expected = BatchedSkylineExpress.from_states(afters, [key] * len(afters))
            kept = assert_same_worlds(batch, expected, rolled, players)
            # the copies that threw threw alike: one throw per world, as in one scalar world
            thrown = batch.dice[~kept]
            assert (thrown == thrown[:1]).all() and ((1 <= thrown) & (thrown <= 6)).all()
            assert (batch.plies == 1).all() and (batch.keys == key).all()


def test_panel_sweeps_hand_the_batch_the_worlds_one_by_one_runs_draw(monkeypatch):
    # the same redrawn worlds and streams whether the game or the core makes the first moves
    from skywidgets.core.batched import play_sweeps
    from skywidgets.core.rng import Rng

    state = die_in_hand()
    moves = state.legal_moves()
    seen = {}

    def spy(name):
        real = getattr(GAME, name)

        def record(worlds, *args):
            seen[name] = ([w.to_dict() for w in worlds], list(args[-4]))
            return real(worlds, *args)
        return record

    monkeypatch.setattr(GAME, "batched_sweeps", spy("batched_sweeps"))
    in_batch = play_sweeps(state, 0, "seat", Rng(3), moves, "random", 5)
    monkeypatch.setattr(GAME, "batched_sweeps", None)
    monkeypatch.setattr(GAME, "batched_rollouts", spy("batched_rollouts"))
    copied = play_sweeps(state, 0, "seat", Rng(3), moves, "random", 5)
    sweep_worlds, sweep_streams = seen["batched_sweeps"]
    made_worlds, made_streams = seen["batched_rollouts"]
    assert len(sweep_worlds) == 5 and len(made_worlds) == 5 * len(moves)
    assert made_streams == [stream for stream in sweep_streams for _ in moves]
    for i, world in enumerate(sweep_worlds):
        for j, move in enumerate(moves):
            after = GAME.from_dict(world)
            after.apply(move)
            assert after.to_dict() == made_worlds[i * len(moves) + j]
    assert len(in_batch) == len(copied) == 5 * len(moves)


def last_throws(count: int, seed: int = 5) -> list:
    """Positions after the last dice of the game are rolled (1 to 4 players)."""
    gen = random.Random(seed)
    found = []
    for k in range(count):
        state = GAME.new(players=1 + k % 4, seed=seed * 1000 + k)
        last = round_count(state.num_players)
        while not (state.round == last and "reroll" not in state.queue):
            state._apply_legal(random_move(state, gen))
        found.append(state)
    return found


def test_a_forced_sequence_of_moves_ends_on_the_scalar_engines_scores():
    # after the last throw nothing is random but the moves: the same moves, the same game
    for start in last_throws(40):
        state, gen = start.copy(), random.Random(len(start.history))
        batch = BatchedSkylineExpress.from_states([start], [1])
        one = np.array([0])
        while not state.is_over:
            move = random_move(state, gen)
            state._apply_legal(move)
            batch.apply(one, np.array([move_action(move)]))
        assert batch.phase[0] == OVER
        scores = batch.scores()[0].tolist()
        expected = [int(s) for s in state.scores()]
        if state.solo:
            expected.append(state.ai_breakdown()["total"])
        assert scores == expected
        for seat in range(state.num_players):
            score, won = batch.results(seat)
            assert (score[0], bool(won[0])) == (state.scores()[seat], seat in state.winners())


def finished_games(count: int, seed: int = 7) -> list:
    gen = random.Random(seed)
    found = []
    for k in range(count):
        state = GAME.new(players=1 + k % 4, seed=seed * 1000 + k)
        while not state.is_over:
            state._apply_legal(random_move(state, gen))
        found.append(state)
    return found


def test_the_scoring_is_the_scalar_scoring():
    games = finished_games(240)
    for players in (1, 2, 3, 4):
        group = [s for s in games if s.num_players == players]
        batch = BatchedSkylineExpress.from_states(group, range(len(group)))
        scores = batch.scores()
        for i, state in enumerate(group):
            expected = [int(s) for s in state.scores()]
            if state.solo:
                expected.append(state.ai_breakdown()["total"])
            assert scores[i].tolist() == expected
        for seat in range(players):
            _, won = batch.results(seat)
            assert won.tolist() == [seat in s.winners() for s in group]
    # goals were scored, and ties broken by dice points left were met
    assert any(scoring.goal_points(s.sheets[0].seats, s.goals) for s in games)


def test_every_compartment_shows_the_goals_the_scalar_scoring_sees():
    colours = np.array(np.meshgrid(*[range(4)] * 4, indexing="ij")).reshape(4, -1).T
    found = goal_matches(colours)
    for compartment, matches in zip(colours, found):
        seated = [COLOURS[c] for c in compartment]
        assert matches.tolist() == [scoring.compartment_matches(seated, g["pattern"])
                                    for g in GOALS]
    assert found.any(axis=0).all()  # every goal shows somewhere


# ---- replays and new games ---------------------------------------------------------------------

def test_a_batch_replays_bit_for_bit_and_a_world_is_its_key_alone():
    one = BatchedSkylineExpress.new_games(players=2, count=50, seed=9)
    two = BatchedSkylineExpress.new_games(players=2, count=50, seed=9)
    one.play()
    two.play()
    assert (one.seats == two.seats).all() and (one.scores() == two.scores()).all()
    # world 7 played alone (same key, same setup) ends the same
    alone = BatchedSkylineExpress.new_games(players=2, count=50, seed=9)
    keep = np.array([7])
    while alone.phase[7] != OVER:
        alone.step(keep)
    assert alone.scores()[7].tolist() == one.scores()[7].tolist()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_new_games_fill_every_carriage(players):
    goals = ["yellow-3-4", "blue-5-6", "green-1-2", "red-3-4"]
    batch = BatchedSkylineExpress.new_games(players=players, count=200, seed=players,
                                            goals=goals)
    batch.play()
    assert (batch.seats != EMPTY).all() and (batch.phase == OVER).all()
    assert (batch.round == round_count(players)).all()
    assert batch.goals.sum(axis=1).tolist() == [4] * 200
    # rolled goals: one per colour, as the scalar setup rolls them
    rolled = BatchedSkylineExpress.new_games(players=players, count=400, seed=players)
    dice = [GOALS[g]["die"] for g in np.flatnonzero(rolled.goals.any(axis=0))]
    assert sorted(set(dice)) == sorted(COLOURS) and len(dice) == 12
    assert (rolled.goals.sum(axis=1) == 4).all()


def test_an_unknown_policy_is_refused():
    state = GAME.new(players=1, seed=1)
    with pytest.raises(ValueError, match="only random rollouts"):
        GAME.batched_rollouts([state], [1], "playout", 0, state)


# ---- Simulated outcomes --------------------------------------------------------------------------

def die_in_hand(seed: int = 2024):
    """The position the panel is slowest at: a die in hand, 24 seats to choose from."""
    state = GAME.new(players=1, seed=seed)
    gen = random.Random(seed)
    while state.phase != "hold":
        state.apply(random_move(state, gen))
    return state


def test_simulated_outcomes_play_in_batch_with_the_same_rows():
    state = die_in_hand()
    fast = simulate(state, n=30, rng=2)
    slow = simulate(state, n=30, rng=2, batched=False)
    assert [r.id for r in fast.rows] == [r.id for r in slow.rows]
    assert all(r.n == 30 for r in fast.rows) and fast.done == 30 and fast.status == "done"
    assert set(fast.to_dict()) == set(slow.to_dict())
    # the same redrawn worlds, another play after the first move: close, not equal (the
    # two means of 30 sweeps differ by about 1.5 points from seed to seed: 3 of those)
    assert [r.total for r in fast.rows] != [r.total for r in slow.rows]
    fast_mean = np.mean([r.mean for r in fast.rows])
    slow_mean = np.mean([r.mean for r in slow.rows])
    assert abs(fast_mean - slow_mean) < 4.5


def test_batched_rollouts_never_see_the_dice_still_to_roll():
    # two worlds no one at the table can tell apart: the dice to come drawn anew
    state = die_in_hand()
    other = state.determinize(0, 99)
    assert other.rng.to_dict() != state.rng.to_dict()
    one = simulate(state, n=10, rng=4).to_dict()
    two = simulate(other, n=10, rng=4).to_dict()
    for result in (one, two):
        result.pop("elapsed"), result.pop("estimate")
    assert one == two


def test_numpy_stays_out_of_import_skywidgets():
    code = ("import sys, skywidgets; s = skywidgets.load('skyline_express').new(seed=1); "
            "s.legal_moves(); print('numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False"]
