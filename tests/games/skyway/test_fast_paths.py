"""Skyway's quick paths (the market dealt at once, the last move kept as numbers, the suit
lengths without their paths) give exactly what the plain rules give: the same seed plays
the same game, card for card, and rollouts count the same scores."""

import random

import pytest

import skywidgets
from skywidgets.games.skyway import scoring
from skywidgets.games.skyway.data import BLUEPRINT_SIZES, MARKET_SIZE, MAX_STACK, PASSES
from skywidgets.games.skyway.rules import card_texts

GAME = skywidgets.load("skyway")


class PlainTable:
    """The rules read literally, one card at a time: the reference the state must match."""

    def __init__(self, state):
        self.deck, self.discard = list(state.deck), list(state.discard)
        self.market = [tuple(bp) for bp in state.market]
        self.grid = [list(stack) for stack in state.grid]
        self.round, self.final_market = state.round, state.final_market
        self.rng = state.rng.copy()
        self.last = None

    def play(self, blueprint, cell):
        chosen = self.market[blueprint]
        undrafted = [c for i, bp in enumerate(self.market) if i != blueprint for c in bp]
        self.discard.extend(undrafted)
        stack = self.grid[cell]
        stack.extend(chosen)
        pushed_off = stack[:-MAX_STACK]
        del stack[:-MAX_STACK]
        self.discard.extend(pushed_off)
        self.last = {"blueprint": blueprint, "cell": cell, "placed": card_texts(chosen),
                     "discarded": card_texts(pushed_off), "to_discard": card_texts(undrafted)}
        if self.final_market:
            self.market = []
        else:
            self.deal()

    def deal(self):
        cards = []
        while len(cards) < MARKET_SIZE:
            if not self.deck:
                if self.round < PASSES:
                    self.round += 1
                elif cards and not self.final_market:
                    self.final_market = True
                else:
                    break
                self.deck, self.discard = self.discard, []
                random.Random(f"{self.rng.seed}:{self.rng.draws}").shuffle(self.deck)
                self.rng.draws += 1
                if not self.deck:
                    break
            cards.append(self.deck.pop())
        if len(cards) < MARKET_SIZE and not self.final_market:
            self.discard.extend(cards)
            self.market = []
            return
        self.market, start = [], 0
        for size in BLUEPRINT_SIZES:
            if cards[start:start + size]:
                self.market.append(tuple(cards[start:start + size]))
            start += size

    def matches(self, state):
        return (self.deck == state.deck and self.discard == state.discard
                and self.market == state.market and self.grid == state.grid
                and self.round == state.round and self.final_market == state.final_market
                and self.rng == state.rng and self.last == state.last)


@pytest.mark.parametrize("seed", range(40))
def test_the_same_seed_plays_the_same_game_card_for_card(seed):
    state = GAME.new(seed=seed)
    table = PlainTable(state)
    gen = random.Random(seed)
    while not state.is_over:
        moves = state.legal_moves()
        move = moves[gen.randrange(len(moves))]
        state.apply(move)
        table.play(move.blueprint, move.cell)
        assert table.matches(state), f"seed {seed}, after {state.ply} moves"


def test_a_copy_and_its_original_show_the_same_last_move():
    state = GAME.new(seed=5)
    state.apply("b4")
    other = state.copy()
    assert other.last == state.last and other.to_dict() == state.to_dict()
    before = dict(state.last)
    other.apply("a7")
    assert other.last["cell"] == 6 and state.last == before  # the original keeps its own


def random_grid(gen):
    cards = list(range(40))
    gen.shuffle(cards)
    return [cards[3 * cell:3 * cell + gen.randint(0, 3)] for cell in range(9)]


def test_suit_lengths_are_the_lengths_of_the_longest_sequences():
    gen = random.Random(2)
    for _ in range(3000):
        grid = random_grid(gen)
        full = scoring.score(grid)
        assert scoring.lengths(grid) == [full.suits[s].length for s in full.suits]
        assert scoring.total(grid) == full.total


def test_rollouts_count_the_score_and_the_win_as_the_view_does():
    for seed in range(30):
        state = GAME.new(seed=seed)
        gen = random.Random(seed)
        while not state.is_over:
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
            score = scoring.score(state.grid)
            assert state.rollout_result(0, state) == (float(score.total),
                                                      state.is_over and score.won)
