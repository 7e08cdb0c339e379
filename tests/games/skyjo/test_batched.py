"""Skyjo's batched engine against the scalar one: the same rules, the same distributions.

The heart of it is statistical: 10,000 rounds played by each engine under the same policy
(uniformly random moves, and the quick playout policy) give distributions of round
scores, turns per round, removed columns per round and rounds per game that a
two-sample Kolmogorov-Smirnov test cannot tell apart; and an engine with one rule broken
on purpose (no doubling of the round's ender) is told apart. Seeds are fixed, so every
run sees the same games.
"""

from __future__ import annotations

import math
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import skywidgets
from skywidgets.core.two_sample import ks_critical, ks_statistic
from skywidgets.core.simulate import simulate
from skywidgets.games.skyjo import batched
from skywidgets.games.skyjo.batched import (ACTIONS, DRAW, F0, R0, S0, T0, BatchedSkyjo,
                                            ender_doubling)
from skywidgets.games.skyjo.data import DOWN, GONE
from skywidgets.games.skyjo.scoring import round_scores

GAME = skywidgets.load("skyjo")
ROOT = Path(__file__).resolve().parents[3]
#: rounds each engine plays for the distributions
ROUNDS = 10_000


# ---- the test ----------------------------------------------------------------------------

def test_the_statistic_sees_a_shift_and_not_noise():
    gen = np.random.default_rng(1)
    same = ks_statistic(gen.normal(size=5000), gen.normal(size=5000))
    shifted = ks_statistic(gen.normal(size=5000), gen.normal(0.2, size=5000))
    assert same < ks_critical(5000, 5000) < shifted
    assert ks_critical(10_000, 10_000) == pytest.approx(1.9495 * math.sqrt(2 / 10_000), rel=1e-4)


# ---- the two engines' rounds ---------------------------------------------------------------

def scalar_rounds(policy: str, rounds: int, seed: int = 0,
                  players: int = 2) -> dict[str, np.ndarray]:
    """Whole games with the scalar engine until ``rounds`` rounds are played:
    seat 0's round scores, turns and removed columns per round, rounds per game."""
    scores, turns, columns, per_game = [], [], [], []
    game_seed = seed
    while len(scores) < rounds:
        state = GAME.new(players=players, seed=game_seed)
        gen = random.Random(game_seed)
        game_seed += 1
        round_turns = round_columns = 0
        while not state.is_over:
            if policy == "random":
                moves = state.legal_moves()
                move = moves[gen.randrange(len(moves))]
            else:
                move = GAME.playout_move(state, gen)
            finished = len(state.round_notes)
            state._apply_legal(move)  # both policies pick a legal move, as rollouts do
            if move.kind in "tsf":
                round_turns += 1
                round_columns += len(state.last.get("columns", ()))
            if len(state.round_notes) > finished:
                note = state.round_notes[-1]
                scores.append(note["scores"][0])
                turns.append(round_turns)
                columns.append(round_columns + sum(map(len, note["columns_at_end"])))
                round_turns = round_columns = 0
        per_game.append(len(state.round_notes))
    return {"score": np.array(scores), "turns": np.array(turns),
            "columns": np.array(columns), "rounds": np.array(per_game)}


def batched_rounds(policy: str, rounds: int, seed: int = 0, players: int = 2,
                   **options) -> dict[str, np.ndarray]:
    """The same from the batched engine, games played in batches of 2,000."""
    parts = []
    played = 0
    while played < rounds:
        batch = BatchedSkyjo.new_games(players=players, count=2000, seed=seed + len(parts),
                                       record_rounds=True, **options)
        batch.play(policy)
        parts.append(batch)
        played += len(batch.round_table()["turns"])
    tables = [part.round_table() for part in parts]
    return {"score": np.concatenate([t["scores"][:, 0] for t in tables]),
            "turns": np.concatenate([t["turns"] for t in tables]),
            "columns": np.concatenate([t["columns"] for t in tables]),
            "rounds": np.concatenate([part.round for part in parts])}


@pytest.fixture(scope="module")
def scalar():
    return {policy: scalar_rounds(policy, ROUNDS) for policy in ("random", "playout")}


def statistics(scalar_side: dict, batched_side: dict) -> dict[str, tuple[float, float]]:
    """Per measure, the KS statistic and its critical value."""
    return {name: (ks_statistic(scalar_side[name], batched_side[name]),
                   ks_critical(len(scalar_side[name]), len(batched_side[name])))
            for name in scalar_side}


@pytest.mark.parametrize("policy", ["random", "playout"])
def test_batched_rounds_are_distributed_as_the_scalar_engines(scalar, policy):
    found = statistics(scalar[policy], batched_rounds(policy, ROUNDS, seed=11))
    for name, (statistic, critical) in found.items():
        assert statistic < critical, f"{policy} {name}: D = {statistic:.4f} >= {critical:.4f}"
    # the measures are not trivial: columns are removed, rounds vary in length
    assert scalar[policy]["columns"].sum() > 0 and scalar[policy]["turns"].std() > 1


@pytest.mark.parametrize("policy", ["random", "playout"])
def test_a_broken_rule_is_caught(scalar, policy, monkeypatch):
    # the round's ender is never doubled: round scores (and so game lengths) shift
    monkeypatch.setattr(batched, "ender_doubling", lambda raw, *_: raw.copy())
    found = statistics(scalar[policy], batched_rounds(policy, ROUNDS, seed=11))
    statistic, critical = found["score"]
    assert statistic > critical, f"{policy}: D = {statistic:.4f} < {critical:.4f}"


@pytest.mark.parametrize("players, policy", [(5, "playout"), (8, "random")])
def test_more_players_play_alike(players, policy):
    # fewer rounds than with two players: each takes longer
    found = statistics(scalar_rounds(policy, 400, players=players),
                       batched_rounds(policy, 2000, seed=3, players=players))
    for name, (statistic, critical) in found.items():
        assert statistic < critical, f"{players} {policy} {name}: D = {statistic:.4f}"


def test_without_the_column_rule_no_column_goes():
    rounds = batched_rounds("playout", 2000, column_rule=False)
    assert rounds["columns"].sum() == 0 and len(rounds["score"]) >= 2000


# ---- rules, one at a time --------------------------------------------------------------------

def positions(count: int, seed: int = 0):
    """Positions of every phase from random 3-player games (with reshuffles and removed
    columns), with their legal moves."""
    gen = random.Random(seed)
    found = []
    game_seed = seed
    while len(found) < count:
        state = GAME.new(players=3, seed=game_seed)
        game_seed += 1
        while not state.is_over and len(found) < count:
            found.append(state.copy())
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
    return found


def action_id(action: int) -> str:
    if action == DRAW:
        return "d"
    for first, kind in ((F0, "f"), (S0, "s"), (T0, "t"), (R0, "r")):
        if action >= first:
            return f"{kind}{action - first + 1}"
    raise AssertionError(action)


def test_legal_actions_are_the_scalar_engines_legal_moves():
    states = positions(3000)
    batch = BatchedSkyjo.from_states(states, range(len(states)))
    mask = batch.legal_mask(np.arange(len(states)))
    for state, legal in zip(states, mask):
        expected = sorted(m.id for m in state.legal_moves())
        assert sorted(action_id(a) for a in range(ACTIONS) if legal[a]) == expected
    assert {s.phase for s in states} == {"reveal", "turn", "drawn"}


def test_the_random_choice_is_a_uniform_pick_among_the_legal_actions():
    # random_actions finds the k-th legal action from the 12 slots; it must be the k-th
    # True of the whole mask, in every phase, every deck length and every uniform
    states = positions(3000)
    batch = BatchedSkyjo.from_states(states, range(len(states)))
    worlds = np.arange(len(states))
    mask = batch.legal_mask(worlds)
    gen = np.random.default_rng(11)
    for uniform in (np.zeros(len(states)), np.full(len(states), 1 - 2 ** -53),
                    *gen.random((20, len(states)))):
        chosen = batch.random_actions(worlds, uniform)
        count = mask.sum(axis=1)
        k = (uniform * count).astype(np.int64)
        expected = [np.flatnonzero(row)[i] for row, i in zip(mask, k)]
        assert chosen.tolist() == expected
    # every legal action of a position comes up: the draw, takes, swaps, flips, reveals
    kinds = {action_id(int(a))[0] for a in batch.random_actions(worlds, gen.random(len(states)))}
    assert kinds == {"r", "d", "t", "s", "f"}


@pytest.mark.parametrize("policy", ["random", "playout"])
@pytest.mark.parametrize("players,options", [(2, {}), (5, {}), (3, {"column_rule": False})])
def test_the_slot_masks_follow_the_status_at_every_step(players, options, policy):
    batch = BatchedSkyjo.new_games(players=players, count=200, seed=players, **options)
    steps = 0
    while (live := np.flatnonzero(batch.phase != batched.OVER)).size:
        batch.step(live, policy)
        steps += 1
        going = batch.phase != batched.OVER  # a finished game's grids are not read again
        assert (batch.down_bits[going] == batched.slot_bits(batch.status[going] == DOWN)).all()
        assert (batch.kept_bits[going] == batched.slot_bits(batch.status[going] != GONE)).all()
    assert steps > 100
    if options.get("column_rule", True):
        assert (batch.status == GONE).any()  # removed columns were seen


@pytest.mark.parametrize("players", [2, 5])
def test_the_quick_policy_plays_only_legal_actions(players):
    batch = BatchedSkyjo.new_games(players=players, count=400, seed=5)
    played = 0
    while (live := np.flatnonzero(batch.phase != batched.OVER)).size:
        actions = batch._playout_actions(live, batch._uniforms(live, 3))
        legal = batch.legal_mask(live)[np.arange(len(live)), actions]
        assert legal.all(), f"illegal actions {actions[~legal]} in worlds {live[~legal]}"
        played += len(live)
        batch.step(live, "playout")
    assert played > 50_000


def test_the_doubling_is_the_scalar_scoring_under_every_option():
    gen = np.random.default_rng(5)
    raw = gen.integers(-10, 40, size=(4000, 3))
    raw[::7, 1] = raw[::7, 0]  # ties for lowest
    raw[::5, 0] = -raw[::5, 0]  # non-positive scores
    ender = gen.integers(0, 3, size=4000)
    for tie in (False, True):
        for non_positive in (False, True):
            options = {"tie_counts_as_lowest": tie, "double_non_positive": non_positive}
            expected = [round_scores(list(r), int(e), options)[0] for r, e in zip(raw, ender)]
            assert ender_doubling(raw, ender, tie, non_positive).tolist() == expected


def test_a_position_converts_whole():
    state = positions(400, seed=3)[-1]
    batch = BatchedSkyjo.from_states([state], [7])
    assert batch.values[0].tolist() == state.values and batch.status[0].tolist() == state.status
    assert batch.deck[0, :batch.deck_len[0]].tolist() == state.deck
    assert batch.discard[0, :batch.discard_len[0]].tolist() == state.discard
    assert batch.totals[0].tolist() == state.totals and batch.round[0] == state.round


def test_every_card_stays_in_one_place():
    batch = BatchedSkyjo.new_games(players=4, count=300, seed=2)
    for _ in range(400):
        live = np.flatnonzero(batch.phase != batched.OVER)
        if not live.size:
            break
        batch.step(live, "random")
        cards = [np.concatenate([batch.values[w][batch.status[w] != 2],
                                 batch.deck[w, :batch.deck_len[w]],
                                 batch.discard[w, :batch.discard_len[w]],
                                 [batch.drawn[w]] if batch.drawn[w] != batched.NO_CARD else []])
                 for w in live[:20]]
        # a removed column's cards are on the discard pile; at the round's end nothing moves
        for w, held in zip(live[:20], cards):
            if batch.phase[w] != batched.OVER:
                assert sorted(held.tolist()) == sorted(batched.DECK)


@pytest.mark.parametrize("options", [{"next_starter": "ender"}, {"end_score": 30},
                                     {"tie_counts_as_lowest": True, "double_non_positive": True}])
def test_the_options_play_as_in_the_scalar_engine(options):
    # fewer rounds: a few options at a time, the same test
    scalar_side = {"rounds": [], "first": []}
    for seed in range(1000):
        state = GAME.new(players=2, seed=seed, **options)
        gen = random.Random(seed)
        while not state.is_over:
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
        scalar_side["rounds"].append(len(state.round_notes))
        scalar_side["first"].append(state.round_scores[0][0])
    batch = BatchedSkyjo.new_games(players=2, count=3000, seed=4, record_rounds=True, **options)
    batch.play("random")
    table = batch.round_table()
    first = table["scores"][table["round"] == 1, 0]
    for mine, theirs in ((scalar_side["rounds"], batch.round), (scalar_side["first"], first)):
        assert ks_statistic(np.array(mine), theirs) < ks_critical(len(mine), len(theirs))


# ---- replays -----------------------------------------------------------------------------------

def test_a_batch_replays_bit_for_bit_and_a_world_is_its_key_alone():
    one = BatchedSkyjo.new_games(players=3, count=50, seed=9)
    two = BatchedSkyjo.new_games(players=3, count=50, seed=9)
    one.play("playout")
    two.play("playout")
    assert (one.totals == two.totals).all() and (one.round == two.round).all()
    # world 7 played alone (same key, same deal) ends the same
    alone = BatchedSkyjo.new_games(players=3, count=50, seed=9)
    keep = np.array([7])
    while alone.phase[7] != batched.OVER:
        alone.step(keep, "playout")
    assert alone.totals[7].tolist() == one.totals[7].tolist()


def test_an_unknown_policy_is_refused():
    with pytest.raises(ValueError, match="policy must be one of random, playout"):
        BatchedSkyjo.new_games(players=2, count=1, seed=1).play("greedy")


# ---- Simulated outcomes --------------------------------------------------------------------------

def midgame(seed: int = 3, plies: int = 9):
    state = GAME.new(players=2, seed=seed)
    gen = random.Random(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        state.apply(moves[gen.randrange(len(moves))])
    return state


def test_simulated_outcomes_play_in_batch_with_the_same_rows():
    state = midgame()
    fast = simulate(state, n=40, rng=2)
    slow = simulate(state, n=40, rng=2, batched=False)
    assert [r.id for r in fast.rows] == [r.id for r in slow.rows]
    assert all(r.n == 40 for r in fast.rows) and fast.done == 40 and fast.status == "done"
    assert set(fast.to_dict()) == set(slow.to_dict())
    # the same redrawn worlds, another play after the first move: close, not equal
    assert [r.total for r in fast.rows] != [r.total for r in slow.rows]
    assert abs(sum(r.mean for r in fast.rows) - sum(r.mean for r in slow.rows)) / 13 < 10


def test_batched_rollouts_never_see_the_hidden_cards():
    # two worlds the seat cannot tell apart: the deck and the face-down cards dealt anew
    state = midgame()
    other = state.determinize(state.current_player, 99)
    assert other.values != state.values or other.deck != state.deck
    one = simulate(state, n=20, rng=4).to_dict()
    two = simulate(other, n=20, rng=4).to_dict()
    one.pop("elapsed"), two.pop("elapsed"), one.pop("estimate"), two.pop("estimate")
    assert one == two


def test_the_quick_policy_plays_in_batch_too(monkeypatch):
    from skywidgets.core import batched as core_batched
    from skywidgets.core.bots import PlayoutBot
    asked = []
    real = GAME.batched_rollouts

    def spy(worlds, streams, policy, seat, start):
        asked.append(policy)
        return real(worlds, streams, policy, seat, start)

    monkeypatch.setattr(GAME, "batched_rollouts", spy)
    result = simulate(midgame(), n=5, rng=1, rollout=PlayoutBot("quick", "rules of thumb"))
    assert set(asked) == {"playout"} and result.done == 5
    assert core_batched.batch_policy(PlayoutBot("quick", "rules of thumb"), GAME) == "playout"


def test_a_budget_ends_a_batched_run_on_a_whole_sweep():
    result = simulate(midgame(), n=10_000, rng=1, budget=0.3)
    assert result.budget_hit and result.status == "done"
    assert 1 <= result.done < 10_000 and {row.n for row in result.rows} == {result.done}


def test_numpy_stays_out_of_import_skywidgets():
    code = ("import sys, skywidgets; s = skywidgets.load('skyjo').new(players=2, seed=1); "
            "print('numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False"]


def test_the_estimate_before_a_run_times_a_batch():
    from skywidgets.core.simulate import ESTIMATE_SWEEPS, estimate_run
    state = midgame()
    before = state.to_dict()
    moves = len(state.legal_moves())
    guess = estimate_run(state, n=200, rng=1, budget=5, limit=30)
    # a lone sweep, then a batch of ten: every rollout played to its end
    assert guess.rollouts == (1 + ESTIMATE_SWEEPS) * moves and not guess.lower_bound
    assert guess.sweep_seconds > 0 and guess.estimate == pytest.approx(200 * guess.sweep_seconds)
    assert state.to_dict() == before
    # no more sweeps than the run would play
    assert estimate_run(state, n=1, rng=1, limit=30).rollouts == moves
