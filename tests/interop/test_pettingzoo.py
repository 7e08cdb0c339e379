"""Every game as a PettingZoo AEC environment (skywidgets/interop/pettingzoo.py), judged by
PettingZoo's own API and seed tests; observations hold only what the seat may see."""
from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import skywidgets  # noqa: E402
from skywidgets.core.options import BadOption  # noqa: E402
from skywidgets.core.rng import Rng  # noqa: E402
from skywidgets.interop.pettingzoo import env, raw_env  # noqa: E402
from skywidgets.interop.returns import score_share, win_share  # noqa: E402

NAMES = skywidgets.game_names()
TABLES = [(name, players) for name in NAMES
          for players in range(skywidgets.load(name).min_players,
                               skywidgets.load(name).max_players + 1)]


@pytest.mark.filterwarnings("ignore:Observation")  # a Dict observation, as classic games have
@pytest.mark.parametrize("name,players", TABLES)
def test_api_test_every_player_count(name, players):
    api_test(env(name, players=players), num_cycles=60, verbose_progress=False)


@pytest.mark.parametrize("name", NAMES)
def test_seed_test(name):
    players = max(2, skywidgets.load(name).min_players) if skywidgets.load(name).max_players > 1 \
        else 1
    seed_test(lambda: env(name, players=players), num_cycles=40)


def test_api_test_with_options():
    api_test(env("skyway_robbery", players=3, route="odd", dirty_tricks=2, expert=True),
             num_cycles=60, verbose_progress=False)
    api_test(env("skyjo", players=4, column_rule=False, end_score=30), num_cycles=60,
             verbose_progress=False)


def test_a_seed_deals_the_engines_game_with_that_seed():
    e = raw_env("skyjo", players=3, end_score=60)
    e.reset(seed=7)
    assert e.state.to_dict() == skywidgets.load("skyjo").new(players=3, seed=7,
                                                              end_score=60).to_dict()


def test_a_bad_option_says_what_the_engine_says():
    with pytest.raises(BadOption) as engine_error:
        skywidgets.load("skybridge").new(players=2, lowest_level="roof")
    with pytest.raises(BadOption) as env_error:
        env("skybridge", players=2, lowest_level="roof")
    assert str(env_error.value) == str(engine_error.value)


def play(e, seed: int, steps: int | None = None):
    """Random legal actions (by the mask) until the end, or ``steps`` of them."""
    policy = random.Random(seed)
    rewards = {agent: 0.0 for agent in e.possible_agents}
    for agent in e.agent_iter():
        observation, reward, termination, truncation, _ = e.last()
        rewards[agent] += reward
        if termination or truncation:
            e.step(None)
            continue
        if steps is not None:
            if steps == 0:
                break
            steps -= 1
        legal = np.flatnonzero(observation["action_mask"])
        e.step(int(policy.choice(list(legal))))
    return rewards


@pytest.mark.parametrize("name,players", [("skyjo", 3), ("skybridge", 2), ("skyway", 1),
                                          ("skyline_express", 1), ("skyway_robbery", 4)])
def test_rewards_come_at_the_end_as_shares_of_the_win(name, players):
    e = env(name, players=players)
    e.reset(seed=3)
    early = play(e, seed=3, steps=5)
    assert set(early.values()) == {0.0}
    e.reset(seed=3)
    rewards = play(e, seed=3)
    state = e.unwrapped.state
    assert state.is_over
    assert [rewards[agent] for agent in e.possible_agents] == pytest.approx(win_share(state))
    if players > 1:
        assert sum(rewards.values()) == pytest.approx(0.0)


@pytest.mark.parametrize("name,players,seat", [("skyjo", 3, 1), ("skyway", 1, 0),
                                               ("skyway_robbery", 3, 2)])
def test_two_worlds_a_seat_cannot_tell_apart_give_it_identical_observations(name, players,
                                                                            seat):
    e = raw_env(name, players=players)
    e.reset(seed=5)
    play(e, seed=5, steps=12)
    truth = e.state
    seen = e.observe(f"player_{seat}")
    other_world = truth.determinize(seat, Rng(99))
    assert other_world.to_dict() != truth.to_dict()  # the hidden cards were redrawn
    e.state = other_world
    again = e.observe(f"player_{seat}")
    assert np.array_equal(again["observation"], seen["observation"])
    assert np.array_equal(again["action_mask"], seen["action_mask"])
    if e.game.private_views:
        # another seat, who sees other hidden cards (a hand), is told something else
        # (beyond its own seat number, the first numbers)
        other = e.observe(f"player_{(seat + 1) % players}")["observation"]
        assert not np.array_equal(other[players:], again["observation"][players:])


def test_the_observation_is_the_games_view_tensor():
    e = raw_env("skyway_robbery", players=2)
    e.reset(seed=1)
    for agent in e.possible_agents:
        seat = e.possible_agents.index(agent)
        expected = [1.0 if s == seat else 0.0 for s in range(2)] + e.game.view_tensor(
            e.state.view(seat))
        assert e.observe(agent)["observation"].tolist() == pytest.approx(expected)


def test_actions_are_move_ids_and_the_mask_is_the_legal_moves():
    e = raw_env("skybridge", players=3)
    e.reset(seed=2)
    mask = e.observe(e.agent_selection)["action_mask"]
    assert sorted(e.move_id(a) for a in np.flatnonzero(mask)) == \
        sorted(m.id for m in e.state.legal_moves())
    off_turn = [agent for agent in e.possible_agents if agent != e.agent_selection][0]
    assert not e.observe(off_turn)["action_mask"].any()


def test_an_illegal_action_ends_the_game_for_its_agent_with_minus_one():
    e = env("skybridge", players=2)
    e.reset(seed=4)
    mask = e.last()[0]["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    agent = e.agent_selection
    e.step(illegal)
    assert e.rewards[agent] == -1
    assert all(e.terminations.values())


def test_render_ansi_is_the_public_view():
    e = env("skyjo", players=2, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert text.startswith("Skyjo, move 0, player_0 to move")
    assert '"deck": 125' in text
    with pytest.raises(ValueError, match="render_mode"):
        raw_env("skyjo", players=2, render_mode="rgb_array")


def test_rewards_may_be_scores():
    e = env("skybridge", players=3, returns="score")
    e.reset(seed=6)
    rewards = play(e, seed=6)
    state = e.unwrapped.state
    assert [rewards[agent] for agent in e.possible_agents] == pytest.approx(score_share(state))
    with pytest.raises(ValueError, match="returns is one of"):
        env("skybridge", returns="points")
