"""Skyjo's search hooks: the playout policy, the drawn-card branch, the reward as a prior."""

import random

import pytest

import skywidgets
from skywidgets.core.bots import ISMCTSBot, SeatInfo
from skywidgets.core.rng import Rng
from skywidgets.games.skyjo import bots

GAME = skywidgets.load("skyjo")


@pytest.mark.parametrize("players,column_rule", [(2, True), (5, False), (8, True)])
def test_the_playout_policy_only_plays_legal_moves(players, column_rule):
    gen = random.Random(players)
    for seed in range(6):
        state = GAME.new(players=players, seed=seed, column_rule=column_rule)
        while not state.is_over:
            move = GAME.playout_move(state, gen)
            assert state.is_legal(move), (move, state.phase)
            state.apply(move)


def test_the_playout_policy_completes_a_column_and_keeps_low_cards():
    state = GAME.new(players=2, seed=3)
    while state.phase != "turn" or state.current_player != 0:
        state.apply(state.legal_moves()[0])
    # two face-up 7s in column 1 (slots 0 and 4), the discard a 7: take it into slot 8
    state.values[0][0] = state.values[0][4] = 7
    state.status[0] = [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
    state.discard[-1] = 7
    gen = random.Random(0)
    picks = {bots.playout_move(state, gen) for _ in range(50)}
    assert "t9" in picks and len(picks) <= 4  # mostly t9; one move in ten is random
    # a 12 in the discard with nothing worse face up: draw
    state.values[0][0] = state.values[0][4] = 3
    state.discard[-1] = 12
    assert sum(bots.playout_move(state, gen) == "d" for _ in range(100)) >= 80


def test_search_branches_on_the_drawn_card_only():
    state = GAME.new(players=2, seed=1)
    while state.phase != "turn":
        state.apply(state.legal_moves()[0])
    assert GAME.search_branch(state) is None
    state.apply("d")
    assert state.drawn is not None
    assert GAME.search_branch(state) == state.drawn


def test_the_search_puts_a_drawn_card_where_a_drawn_card_of_that_value_belongs():
    # with the card in hand, the placement subtree is the one for that card alone
    state = GAME.new(players=2, seed=4)
    while state.phase != "turn" or state.current_player != 0:
        state.apply(state.legal_moves()[0])
    tree = ISMCTSBot(iterations=120).search(SeatInfo(state, 0), Rng(0))
    draw = tree.root.children["d"]
    assert draw.children == {}
    assert draw.branches and all(-2 <= card <= 12 for card in draw.branches)


def test_ismcts_does_not_swap_a_high_card_for_a_lower_one():
    # the old failure: swapping a face-up 12 for the 11 on the discard pile over drawing
    state = GAME.new(players=2, seed=1)
    while state.phase != "turn" or state.current_player != 0:
        state.apply(state.legal_moves()[0])
    up = [i for i, s in enumerate(state.status[0]) if s == 1]
    state.values[0][up[0]] = 12
    state.discard[-1] = 11
    move = ISMCTSBot(iterations=200).choose(SeatInfo(state, 0), Rng(2))
    assert move.id == "d", move.id
