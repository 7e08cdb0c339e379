"""Every bot of every game explains the decision it actually makes, with numbers that add up."""

from __future__ import annotations

import json
import math
import random

import pytest

import skywidgets
from skywidgets.core.bots import GreedyBot, ISMCTSBot, RandomBot, SeatInfo, bots_for
from skywidgets.core.reasoning import LEADING, Reasoning
from skywidgets.core.rng import Rng

#: positions per game: the start, and a few reached by random moves
PLIES = (0, 3, 9, 20)


def positions(game_name: str):
    game = skywidgets.load(game_name)
    players = max(game.min_players, min(3, game.max_players))
    for plies in PLIES:
        state = game.new(players=players, seed=plies + 1)
        gen = random.Random(plies)
        for _ in range(plies):
            if state.is_over:
                break
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
        if not state.is_over:
            yield plies, state


def every_bot():
    for game_name in skywidgets.game_names():
        for bot_name in bots_for(skywidgets.load(game_name)):
            yield pytest.param(game_name, bot_name, id=f"{game_name}-{bot_name}")


@pytest.mark.parametrize("game_name, bot_name", every_bot())
def test_explain_picks_the_move_choose_picks(game_name, bot_name):
    game = skywidgets.load(game_name)
    bot = bots_for(game)[bot_name].quick()
    for plies, state in positions(game_name):
        info = SeatInfo(state, state.current_player)
        for key in range(3):
            chose_rng, explain_rng = Rng(key), Rng(key)
            chosen = bot.choose(info, chose_rng)
            reasons = bot.explain(info, explain_rng)
            assert isinstance(reasons, Reasoning)
            assert reasons.move == chosen.id, (plies, key)
            assert reasons.label == state.describe(chosen)
            # the same draws: the game goes on the same with reasons asked for or not
            assert explain_rng == chose_rng, (plies, key)
            assert reasons.summary and reasons.summary.endswith(".")
            data = reasons.to_dict()
            assert json.loads(json.dumps(data, allow_nan=False)) == data
            assert len(data["rows"]) <= LEADING
            assert sum(row["chosen"] for row in data["rows"]) <= 1
            keys = {column["key"] for column in data["columns"]}
            for row in data["rows"]:
                assert set(row["numbers"]) <= keys
                assert all(math.isfinite(v) for v in row["numbers"].values())
            assert str(reasons).startswith(f"{reasons.bot}: ")
        # a position where reasons were asked for is left as it was
        assert state.legal_moves() == info.legal_moves()


@pytest.mark.parametrize("game_name", skywidgets.game_names())
def test_search_visits_add_up_to_its_iterations(game_name):
    bot = ISMCTSBot(iterations=30, playout_plies=6)
    for _, state in positions(game_name):
        info = SeatInfo(state, state.current_player)
        moves = state.legal_moves()
        if len(moves) == 1:
            continue
        tree = bot.search(info, Rng(5))
        assert sum(row.visits for row in tree.ranked()) == tree.iterations == 30
        reasons = bot.explain(info, Rng(5))
        assert dict(reasons.totals)["iterations"] == 30
        assert dict(reasons.totals)["determinizations"] == 30
        rows = reasons.rows
        shares = [row.numbers["share"] for row in rows]
        if len(tree.ranked()) <= LEADING:
            assert math.isclose(sum(shares), 1.0)
        else:
            assert sum(shares) <= 1.0 + 1e-9
        for row in rows:
            assert math.isclose(row.numbers["share"], row.numbers["visits"] / 30)
            assert 0.0 <= row.numbers["value"] <= 1.0
        # the move played is the most visited
        chosen = next(row for row in rows if row.chosen)
        assert chosen.move == reasons.move
        assert chosen.numbers["visits"] == max(row.numbers["visits"] for row in rows)


@pytest.mark.parametrize("game_name", skywidgets.game_names())
def test_greedy_shows_the_best_rated_move_first(game_name):
    game = skywidgets.load(game_name)
    for _, state in positions(game_name):
        info = SeatInfo(state, state.current_player)
        reasons = GreedyBot().explain(info, Rng(2))
        if len(state.legal_moves()) == 1:
            assert not reasons.rows
            continue
        values = [row.numbers["value"] for row in reasons.rows]
        assert values == sorted(values, reverse=True)
        chosen = next(row for row in reasons.rows if row.chosen)
        assert chosen.move == reasons.move
        assert chosen.numbers["value"] == values[0]
        # the numbers are the game's own evaluation of the position after each move
        world = info.determinize(Rng(2))
        after = world.copy()
        after.apply(reasons.move)
        assert chosen.numbers["value"] == game.evaluate(after, state.current_player)


def test_random_says_how_many_it_chose_among():
    state = skywidgets.load("skyway").new(seed=2)
    reasons = RandomBot().explain(SeatInfo(state, 0), Rng(3))
    count = len(state.legal_moves())
    assert f"among the {count} legal moves" in reasons.summary
    assert dict(reasons.totals) == {"legal moves": count}


def test_skyline_express_ai_steps_give_the_rule_that_decided():
    state = skywidgets.load("skyline_express").new(players=1, seed=2)
    explained = 0
    gen = random.Random(1)
    while not state.is_over and explained < 12:
        automatic = state.automatic_move()
        reasons = state.explain_automatic()
        if automatic is None:
            assert reasons is None
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
            continue
        assert reasons.move == automatic.id and reasons.bot == "AI opponent"
        assert reasons.summary.startswith("The AI opponent")
        if automatic.id.startswith("ai-") and state.phase == "ai_pick":
            assert reasons.details and "keeps" in reasons.details[-1]
        state.apply(automatic)
        explained += 1
    assert explained >= 6


def test_skyway_robbery_heuristic_shows_its_plan_and_odds():
    game = skywidgets.load("skyway_robbery")
    bot = bots_for(game)["heuristic"]
    found = 0
    for seed in range(1, 6):
        state = game.new(players=3, seed=seed)
        gen = random.Random(seed)
        while not state.is_over and state.ply < 120:
            info = SeatInfo(state, state.current_player)
            reasons = bot.explain(info, Rng(state.ply))
            if reasons.rows:
                found += 1
                assert [c.key for c in reasons.columns] == ["odds", "dice", "gain"]
                for row in reasons.rows:
                    assert 0.0 <= row.numbers["odds"] <= 1.0
                assert any("plan" in line.lower() for line in reasons.details) or \
                    "does not take one on" in reasons.summary
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
    assert found >= 3
