"""The IS-MCTS bot: legal, deterministic, blind to hidden cards, multi-player aware, and useful.

Besides Skyway it is tested on *Dare*, a toy two-player game defined here
that has everything the search must cope with in a few lines: hidden cards,
a card dealt from the hidden deck inside ``apply``, the player to move
changing, and a move that is legal only in some deals.

Dare: six cards 1-6 are shuffled and each seat gets one, face down.
Seat 0 plays ``safe`` (a draw: both seats win) or ``dare`` (the top card of
the deck is turned face up as the stake, then seat 1 moves). Seat 1 plays
``take`` (seat 1 wins), ``give`` (seat 0 wins) or, only when the stake is
even, ``swap`` (the higher hidden card wins). Seat 1 always takes, so seat 0
should play safe.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

import skywidgets
from skywidgets.core import testing
from skywidgets.core.bots import (BOTS, ISMCTSBot, SearchTree, SeatInfo, get_bot, play_out)
from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.core.rng import Rng, as_rng
from skywidgets.core.rulebook import Rulebook
from skywidgets.core.testing import ConformanceError, check_game, check_position


# =============================================================== the toy game: Dare
DARE_RULES = Rulebook("Dare", {
    "open": ("Turns", "seat 0 plays safe or dares"),
    "reply": ("Turns", "after a dare seat 1 takes, gives, or swaps when the stake is even"),
    "end": ("End", "the game is over"),
    "notation": ("Move notation", "a move is one word: safe, dare, take, give or swap", True),
})
CARDS = (1, 2, 3, 4, 5, 6)
OPENINGS = ("safe", "dare")
REPLIES = ("take", "give", "swap")


@dataclass(frozen=True)
class Word(Move):
    word: str

    @property
    def id(self) -> str:
        return self.word


WORDS = {word: Word(word) for word in (*OPENINGS, *REPLIES)}


class DareState(State):
    def __init__(self) -> None:
        self.num_players = 2
        self.history = []
        self.origin = {}
        self.hands = [0, 0]
        self.deck: list[int] = []  # the top card is the end
        self.stake: int | None = None
        # the winning seats, stored when the game ends: a redrawn world keeps what happened
        self.result: list[int] | None = None

    @property
    def current_player(self) -> int | None:
        if self.result is not None:
            return None
        return 0 if self.stake is None else 1

    def _candidates(self):
        return WORDS.values()

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Word):
            return IllegalMove(move, "a Dare move is a word", DARE_RULES["notation"])
        if self.result is not None:
            return IllegalMove(move, "the game is over", DARE_RULES["end"])
        if self.stake is None:
            if move.word not in OPENINGS:
                return IllegalMove(move, "seat 0 plays safe or dare", DARE_RULES["open"])
        elif move.word not in REPLIES or (move.word == "swap" and self.stake % 2):
            return IllegalMove(move, "seat 1 takes, gives or swaps on an even stake",
                               DARE_RULES["reply"])
        return None

    def _play(self, move: Move) -> None:
        word = move.word
        if word == "safe":
            self.result = [0, 1]
        elif word == "dare":
            self.stake = self.deck.pop()
        elif word == "take":
            self.result = [1]
        elif word == "give":
            self.result = [0]
        else:
            self.result = [0] if self.hands[0] > self.hands[1] else [1]

    def scores(self) -> list[float]:
        return [1.0 if seat in (self.result or ()) else 0.0 for seat in range(2)]

    def view(self, seat: int | None) -> dict:
        self.check_seat(seat)
        return {"hand": None if seat is None else self.hands[seat], "deck": len(self.deck),
                "stake": self.stake, "result": self.result}

    def to_dict(self) -> dict:
        return {"hands": list(self.hands), "deck": list(self.deck), "stake": self.stake,
                "result": self.result, "history": list(self.history)}

    def copy(self) -> DareState:
        other = DareState()
        self._copy_bookkeeping(other)
        other.hands = list(self.hands)
        other.deck = list(self.deck)
        other.stake = self.stake
        other.result = None if self.result is None else list(self.result)
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> DareState:
        self.check_seat(seat)
        other = self.copy()
        hidden = [0, 1] if seat is None else [1 - seat]
        unseen = sorted(card for card in CARDS if card != self.stake
                        and card not in [self.hands[s] for s in range(2) if s not in hidden])
        as_rng(rng).shuffle(unseen)
        for s in hidden:
            other.hands[s] = unseen.pop()
        other.deck = unseen
        return self._determinized(other)


class Dare(Game):
    name = "dare"
    title = "Dare"
    min_players = max_players = 2
    rules = DARE_RULES
    hidden_information = True  # the hands and the deck

    def _setup(self, players: int, rng: Rng, options: dict) -> DareState:
        state = DareState()
        state.deck = list(CARDS)
        rng.shuffle(state.deck)
        state.hands = [state.deck.pop(), state.deck.pop()]
        return state

    def parse_move(self, text: str) -> Word:
        if isinstance(text, str) and text.strip() in WORDS:
            return WORDS[text.strip()]
        raise IllegalMove(text, "a move is safe, dare, take, give or swap", DARE_RULES["notation"])

    def from_dict(self, data) -> DareState:
        try:
            state = DareState()
            state.hands, state.deck = list(data["hands"]), list(data.get("deck", []))
            state.stake, state.result = data.get("stake"), data.get("result")
            state.history = list(data.get("history", []))
        except (KeyError, TypeError):
            raise BadPosition("position", "expected a dict like DareState.to_dict()") from None
        state.origin = {"seed": None, "players": 2, "options": {}, "start": dict(data),
                        "start_ply": len(state.history)}
        return state


DARE = Dare()
DareState.game = DARE


class LowDare(Dare):
    """Dare with the scores read the other way round: the standing flips, the win does not."""

    lower_is_better = True


class HookedDare(Dare):
    """Dare with its own reward: the search must use it instead of wins and scores."""

    def reward(self, state: State, seat: int) -> float:
        return 0.25 if seat == 0 else 0.75


class BranchingDare(Dare):
    """Dare whose search splits seat 1's decision by the stake it has seen turned up."""

    def search_branch(self, state: State):
        return state.stake if state.stake is not None and state.result is None else None


class GradedDare(Dare):
    """Dare with a reward that already knows, one move in, that a dare is a bad idea."""

    def reward(self, state: State, seat: int) -> float:
        if state.result is not None:
            return 1.0 if seat in state.result and len(state.result) == 1 else 0.5 * (
                seat in state.result)
        if state.stake is not None:  # dared: seat 1 will take
            return 0.9 if seat == 1 else 0.1
        return 0.5


class ScriptedDare(Dare):
    """Dare whose playouts follow a script (seat 1 always gives), and count its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def playout_move(self, state: State, gen: random.Random) -> Move:
        self.calls += 1
        return WORDS["give"]


def hooked(game: Dare) -> DareState:
    """The opening position of a Dare variant, played by that variant's hooks."""
    state = game.from_dict({"hands": [2, 5], "deck": [1, 3, 4, 6], "stake": None,
                            "result": None})
    state.game = game  # the toy's states name DARE on the class; this one names the variant
    return state


def dare_position(**fields) -> DareState:
    return DARE.from_dict({"hands": [2, 5], "deck": [1, 3, 4, 6], "stake": None, "result": None,
                           **fields})


# =============================================================== the toy itself is sound
def test_dare_passes_the_conformance_kit_with_every_bot():
    report = check_game(DARE, games=8, seed=3)
    assert report.checks["bots see only their seat"] > 0


# =============================================================== legal and deterministic
@pytest.mark.parametrize("plies", [0, 5, 12])
def test_returns_a_legal_move_on_skyway(plies):
    state = skywidgets.load("skyway").new(seed=5)
    gen = random.Random(plies)
    for _ in range(plies):
        state.apply(gen.choice(state.legal_moves()))
    move = ISMCTSBot(iterations=40).choose(SeatInfo(state, 0), Rng(1))
    assert state.is_legal(move)


def test_is_registered_and_plays_a_whole_game():
    assert isinstance(get_bot("ismcts"), ISMCTSBot)
    assert BOTS["ismcts"].iterations == 300 and BOTS["ismcts"].time_limit is None
    state = play_out(skywidgets.load("skyway").new(seed=8), ISMCTSBot(iterations=10), Rng(2))
    assert state.is_over


def test_same_rng_same_move_and_same_tree():
    state = skywidgets.load("skyway").new(seed=6)
    state.apply("b5")
    bot = ISMCTSBot(iterations=60)
    first, second = bot.search(SeatInfo(state, 0), Rng(9)), bot.search(SeatInfo(state, 0), Rng(9))
    assert first.ranked() == second.ranked()
    moves = state.legal_moves()
    assert first.best(moves) == bot.choose(SeatInfo(state, 0), Rng(9))
    rng = Rng(9)
    bot.choose(SeatInfo(state, 0), rng)
    assert rng.draws == 1, "a decision takes exactly one draw from the caller's Rng"


def test_time_limit_is_an_extra_budget():
    state = skywidgets.load("skyway").new(seed=6)
    tree = ISMCTSBot(iterations=None, time_limit=0.05).search(SeatInfo(state, 0), Rng(1))
    assert tree.iterations >= 1
    both = ISMCTSBot(iterations=3, time_limit=60).search(SeatInfo(state, 0), Rng(1))
    assert both.iterations == 3


@pytest.mark.parametrize("kwargs", [
    {"iterations": 0}, {"iterations": 2.5}, {"iterations": True}, {"time_limit": 0},
    {"time_limit": "1"}, {"iterations": None}, {"exploration": -1}, {"playout_plies": -1},
    {"prior_visits": -1}, {"prior_visits": 1.5},
])
def test_bad_budgets_are_refused(kwargs):
    with pytest.raises(ValueError):
        ISMCTSBot(**kwargs)


def test_quick_is_cheap_and_the_same_kind():
    quick = BOTS["ismcts"].quick()
    assert isinstance(quick, ISMCTSBot)
    assert quick.iterations <= 8 and quick.playout_plies is not None
    assert BOTS["random"].quick() is BOTS["random"]


# =============================================================== no peeking
def test_same_view_different_hidden_deck_same_move():
    state = skywidgets.load("skyway").new(seed=12)
    for move_id in ("a1", "c5", "b9"):
        state.apply(move_id)
    bot = ISMCTSBot(iterations=40)
    for seed in range(3):
        other = state.determinize(0, Rng(100 + seed))
        assert other.view(0) == state.view(0)
        assert other.to_dict()["deck"] != state.to_dict()["deck"]
        assert bot.choose(SeatInfo(state, 0), Rng(seed)) == bot.choose(SeatInfo(other, 0),
                                                                       Rng(seed))


def test_same_view_different_opponent_card_same_move():
    state, other = dare_position(hands=[2, 5]), dare_position(hands=[2, 1], deck=[5, 3, 4, 6])
    assert state.view(0) == other.view(0)
    bot = ISMCTSBot(iterations=50)
    for seed in range(3):
        assert bot.search(SeatInfo(state, 0), Rng(seed)).ranked() == \
            bot.search(SeatInfo(other, 0), Rng(seed)).ranked()


class PeekingISMCTS(ISMCTSBot):
    """A broken bot that searches the real deck instead of redrawn ones: the kit must catch it."""

    name = "peeking"

    def search(self, info: SeatInfo, rng: Rng) -> SearchTree:
        class Peek(SeatInfo):
            def determinize(self, rng: Rng) -> State:
                return self._state.copy()

        return super().search(Peek(info._state, info.seat), rng)

    def quick(self) -> PeekingISMCTS:
        return PeekingISMCTS(iterations=4, playout_plies=8)


def test_the_conformance_kit_catches_a_search_that_peeks(monkeypatch):
    monkeypatch.setattr(testing, "bots_for", lambda game: {"peeking": PeekingISMCTS()})
    with pytest.raises(ConformanceError, match="peeking bot chose differently"):
        check_game(skywidgets.load("skyway"), games=3, seed=1)
    # and the honest search on its quick budget passes the very same check
    monkeypatch.setattr(testing, "bots_for", lambda game: {"ismcts": ISMCTSBot()})
    check_game(skywidgets.load("skyway"), games=3, seed=1)


# =============================================================== several players
def test_the_player_to_move_takes_its_own_win():
    state = dare_position()
    state.apply("dare")
    assert state.current_player == 1
    assert ISMCTSBot(iterations=60).choose(SeatInfo(state, 1), Rng(0)).id == "take"


def test_the_opponent_is_expected_to_play_for_itself():
    # Random replies would make a dare worth a coin flip; only a tree that backs up seat 1's
    # reward at seat 1's nodes sees that the dare is lost, and plays safe.
    state = dare_position()
    tree = ISMCTSBot(iterations=200).search(SeatInfo(state, 0), Rng(4))
    assert tree.best(state.legal_moves()).id == "safe"
    replies = tree.root.children["dare"].children
    assert replies["take"].visits > replies["give"].visits
    assert tree.value(replies["take"]) > 0.9  # seat 1's view of its own win


def test_availability_counts_only_deals_where_the_move_was_legal():
    # seat 0 holds the 2: the stake is one of 1 3 4 5 6, even (swap legal) two times in five
    state = dare_position()
    tree = ISMCTSBot(iterations=400, exploration=2.0).search(SeatInfo(state, 0), Rng(1))
    dare = tree.root.children["dare"]
    replies = dare.children
    assert set(replies) == {"take", "give", "swap"}
    for parent in (tree.root, dare):
        # the first visit of a node expands it, so only later ones reach a child
        later_visits = parent.visits - (parent is not tree.root)
        assert sum(child.visits for child in parent.children.values()) == later_visits
        for child in parent.children.values():
            assert child.visits <= child.available <= later_visits
    always = replies["take"].available
    assert replies["give"].available == pytest.approx(always, abs=2)
    assert replies["swap"].available / always == pytest.approx(0.4, abs=0.15)
    assert replies["swap"].visits < replies["swap"].available


# =============================================================== optional game hooks
def test_a_branching_move_splits_the_next_decision_by_what_was_seen():
    state = hooked(BranchingDare())
    tree = ISMCTSBot(iterations=300, exploration=2.0).search(SeatInfo(state, 0), Rng(2))
    dare = tree.root.children["dare"]
    assert dare.children == {}  # seat 1 never decides without knowing the stake
    # seat 0 holds the 2; any other card may be the stake in a redrawn world
    assert set(dare.branches) == {1, 3, 4, 5, 6}
    for stake, branch in dare.branches.items():
        assert ("swap" in branch.children) == (stake % 2 == 0), stake


def test_a_reward_hook_seeds_every_move_with_a_prior_at_first_visit():
    state = hooked(GradedDare())
    tree = ISMCTSBot(iterations=1).search(SeatInfo(state, 0), Rng(0))
    children = tree.root.children
    assert set(children) == {"safe", "dare"}  # both seeded in one iteration
    assert children["safe"].prior == 0.5 and children["dare"].prior == 0.1
    assert sum(child.visits for child in children.values()) == 1
    # the prior alone points the right way, before playouts have said much
    assert ISMCTSBot(iterations=6).choose(SeatInfo(state, 0), Rng(0)).id == "safe"
    # and nothing seeds a tree when the bot is told not to
    bare = ISMCTSBot(iterations=1, prior_visits=0).search(SeatInfo(state, 0), Rng(0))
    assert len(bare.root.children) == 1


def test_a_playout_move_hook_replaces_random_playouts():
    game = ScriptedDare()
    opening = hooked(game)
    # two iterations expand both openings; only the dare leaves a reply to play out
    tree = ISMCTSBot(iterations=2, prior_visits=0).search(SeatInfo(opening, 0), Rng(1))
    assert set(tree.root.children) == {"safe", "dare"}
    assert game.calls == 1
    assert tree.value(tree.root.children["dare"]) == 1.0  # the script gave the win away


# =============================================================== rewards
def finished(game: Game, *moves: str) -> State:
    state = game.from_dict({"hands": [2, 5], "deck": [1, 3, 4, 6], "stake": None, "result": None})
    for move in moves:
        state.apply(move)
    return state


def test_reward_is_win_share_plus_rank_standing():
    tree = SearchTree(DARE, exploration=0.7)
    assert tree.outcome(finished(DARE, "dare", "take")) == [(0.0, 0.0), (1.0, 1.0)]
    assert tree.outcome(finished(DARE, "safe")) == [(0.5, 0.5), (0.5, 0.5)]


def test_lower_is_better_flips_the_standing_not_the_winners():
    tree = SearchTree(LowDare(), exploration=0.7)
    assert tree.outcome(finished(DARE, "dare", "take")) == [(0.0, 1.0), (1.0, 0.0)]


def test_a_games_reward_hook_replaces_wins_and_scores():
    tree = SearchTree(HookedDare(), exploration=0.7)
    assert tree.outcome(finished(DARE, "dare", "take")) == [(0.25, 0.0), (0.75, 0.0)]


def test_one_seat_scores_are_placed_between_the_lowest_and_highest_seen():
    bot = ISMCTSBot(iterations=30)
    tree = bot.search(SeatInfo(skywidgets.load("skyway").new(seed=1), 0), Rng(3))
    values = [row.value for row in tree.ranked()]
    assert all(0.0 <= value <= 1.0 for value in values)
    assert max(values) > min(values)


# =============================================================== it plays well
def test_beats_the_random_bot_on_skyway():
    game = skywidgets.load("skyway")
    means = {}
    for name, bot in (("random", get_bot("random")), ("ismcts", ISMCTSBot(iterations=25))):
        scores = [play_out(game.new(seed=seed), bot, Rng(seed)).scores()[0] for seed in range(8)]
        means[name] = sum(scores) / len(scores)
    assert means["ismcts"] > means["random"] + 3, means


def test_the_conformance_kit_runs_bots_on_their_quick_budget(monkeypatch):
    # not a timing test: the kit must ask for the quick budget, so no full search runs in it
    calls = []

    class Counting(ISMCTSBot):
        def search(self, info, rng):
            calls.append(self.iterations)
            return super().search(info, rng)

        def quick(self):
            return Counting(iterations=2, playout_plies=4)

    monkeypatch.setattr(testing, "bots_for", lambda game: {"counting": Counting(iterations=10_000)})
    check_position(skywidgets.load("skyway").new(seed=1), Rng(0), testing.Report())
    assert calls == [2, 2]
