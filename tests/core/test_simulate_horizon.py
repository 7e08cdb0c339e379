"""Simulated outcomes with a horizon: rollouts that stop at a game's named horizon, are
judged there, and say so; a game's own playout policy; and games without a horizon, as before.

They are tested on *Laps*, a toy two-player game defined here. Three rounds; in each,
seat 0 then seat 1 plays ``walk`` (one point now) or ``bank`` (three points, paid only
when the game ends). A rollout that stops at the end of the round sees the walk's point
and not yet the bank's three: the horizon changes what is measured, visibly.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import skywidgets
from skywidgets.core.bots import PlayoutBot, bots_for, get_bot
from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.core.rulebook import Rulebook
from skywidgets.core.simulate import (Outcomes, default_rollout, horizon_result, iter_simulate,
                                      rollout_horizon, simulate)

LAPS_RULES = Rulebook("Laps", {
    "turn": ("Turns", "walk for a point now, or bank three for the end"),
    "notation": ("Move notation", "a move is walk or bank", True),
})
ROUNDS = 3


@dataclass(frozen=True)
class Step(Move):
    word: str

    @property
    def id(self) -> str:
        return self.word


STEPS = {word: Step(word) for word in ("walk", "bank")}


class LapsState(State):
    #: how many times any Laps position was determinized (rollouts start only from there)
    determinized = 0

    def __init__(self, game: Laps) -> None:
        self.game = game  # each Laps variant below is its own game
        self.num_players = 2
        self.history = []
        self.origin = {}
        self.round = 1
        self.turn = 0  # the seat to move within the round
        self.points = [0, 0]
        self.banked = [0, 0]

    @property
    def current_player(self) -> int | None:
        return None if self.round > ROUNDS else self.turn

    def _candidates(self):
        return STEPS.values()

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Step):
            return IllegalMove(move, "a Laps move is walk or bank", LAPS_RULES["notation"])
        if self.is_over:
            return IllegalMove(move, "the game is over", LAPS_RULES["turn"])
        return None

    def _play(self, move: Move) -> None:
        if move.word == "walk":
            self.points[self.turn] += 1
        else:
            self.banked[self.turn] += 1
        self.turn += 1
        if self.turn == 2:
            self.turn = 0
            self.round += 1

    def scores(self) -> list[float]:
        paid = 3 if self.is_over else 0
        return [float(self.points[s] + paid * self.banked[s]) for s in range(2)]

    def view(self, seat: int | None) -> dict:
        self.check_seat(seat)
        return {"round": self.round, "points": list(self.points), "banked": list(self.banked)}

    def to_dict(self) -> dict:
        return {**self.view(None), "turn": self.turn, "history": list(self.history)}

    def copy(self) -> LapsState:
        other = LapsState(self.game)
        self._copy_bookkeeping(other)
        other.round, other.turn = self.round, self.turn
        other.points, other.banked = list(self.points), list(self.banked)
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> LapsState:
        LapsState.determinized += 1
        return self._determinized(self.copy())


class Laps(Game):
    name = "laps"
    title = "Laps"
    min_players = max_players = 2
    rules = LAPS_RULES
    hidden_information = True
    score_name = "points"

    def _setup(self, players: int, rng: Rng, options: dict) -> LapsState:
        return LapsState(self)

    def parse_move(self, text: str) -> Step:
        if isinstance(text, str) and text in STEPS:
            return STEPS[text]
        raise IllegalMove(text, "a move is walk or bank", LAPS_RULES["notation"])

    def from_dict(self, data) -> LapsState:  # pragma: no cover - not needed here
        raise BadPosition("position", "Laps has no set positions")


class UnnamedHorizonLaps(Laps):
    """A horizon for the search only (as Skyjo's): Simulated outcomes cannot say what it
    is, so they do not use it."""

    def playout_horizon(self, state: State) -> int:
        return state.round


class RoundLaps(UnnamedHorizonLaps):
    def horizon_name(self, state: State) -> str:
        return f"the end of round {state.round}"


#: the worlds the walker's policy was shown (it must only ever see redrawn ones)
SHOWN: list[State] = []


class WalkerLaps(RoundLaps):
    """Laps with a quick playout policy of its own, the default for its rollouts."""

    bots = {"walker": PlayoutBot("walker", "always walks")}
    default_rollout = "walker"

    def playout_move(self, state: State, gen) -> Move:
        SHOWN.append(state)
        return STEPS["walk"]


class LowRoundLaps(RoundLaps):
    lower_is_better = True


def new(game_class: type[Laps]) -> LapsState:
    return game_class().new(players=2, seed=1)


def rows(result: Outcomes) -> dict:
    return {row.id: row for row in result.rows}


# --------------------------------------------------------------------- without a horizon
def test_without_a_named_horizon_rollouts_play_to_the_end_as_before():
    for game_class in (Laps, UnnamedHorizonLaps):
        state = new(game_class)
        result = simulate(state, n=40, rng=3)
        assert result.horizon is None and result.to_dict()["horizon"] is None
        assert result.rollout == "random"
        assert "to the end" not in str(result) and "leading" not in str(result)
        by_id = rows(result)
        # to the end, the bank's three points are paid: it beats the walk's one
        assert by_id["bank"].mean == pytest.approx(by_id["walk"].mean + 2)
    assert rollout_horizon(new(UnnamedHorizonLaps)) == (None, None)


def test_the_real_games_without_a_named_horizon_are_unchanged():
    for name in ("skyway", "skyjo", "skybridge", "skyline_express"):
        game = skywidgets.load(name)
        state = game.new(seed=2)
        assert rollout_horizon(state) == (None, None), name
        assert default_rollout(game) == "random", name
        assert simulate(state, n=1, rng=1).to_dict()["horizon"] is None


# --------------------------------------------------------------------- with a horizon
def test_a_named_horizon_stops_every_rollout_there_and_says_so():
    state = new(RoundLaps)
    result = simulate(state, n=40, rng=3)
    assert result.horizon == "the end of round 1"
    assert result.to_dict()["horizon"] == "the end of round 1"
    assert "to the end of round 1" in str(result)
    by_id = rows(result)
    # judged at the end of round 1: the walk's point shows, the bank's three not yet
    assert by_id["walk"].mean == 1.0 and by_id["bank"].mean == 0.0
    # a win there is leading or sharing the lead: a walker always does
    assert by_id["walk"].win == 1.0
    assert 0.0 < by_id["bank"].win < 1.0  # level only when seat 1 banked too


def test_the_horizon_is_the_one_of_the_position_simulated():
    state = new(RoundLaps)
    for move in ("walk", "bank", "walk"):
        state.apply(move)
    # seat 1 to move in round 2: its move ends the round, and the rollout with it
    result = simulate(state, n=10, rng=1)
    assert result.horizon == "the end of round 2" and result.seat == 1
    assert all(row.n == 10 for row in result.rows)
    assert rows(result)["walk"].mean == 1.0 and rows(result)["bank"].mean == 0.0


def test_horizon_false_plays_to_the_end_of_the_game():
    state = new(RoundLaps)
    result = simulate(state, n=40, rng=3, horizon=False)
    assert result.horizon is None
    by_id = rows(result)
    assert by_id["bank"].mean == pytest.approx(by_id["walk"].mean + 2)


def test_at_the_horizon_a_lower_is_better_game_is_led_by_the_lowest_score():
    state = new(LowRoundLaps)
    result = simulate(state, n=40, rng=3)
    by_id = rows(result)
    assert by_id["bank"].win == 1.0  # nought points: never behind
    assert 0.0 < by_id["walk"].win < 1.0


def test_horizon_result_reads_the_position_as_it_stands():
    state = new(RoundLaps)
    state.apply("walk")
    assert horizon_result(state, 0, state) == (1.0, True)
    assert horizon_result(state, 1, state) == (0.0, False)


# --------------------------------------------------------------------- the game's policy
def test_a_games_default_rollout_is_its_playout_policy_and_sees_only_redrawn_worlds():
    SHOWN.clear()
    state = new(WalkerLaps)
    game = state.game
    assert default_rollout(game) == "walker" and get_bot("walker", game).fast
    assert "walker" in bots_for(game) and "walker" not in bots_for(None)
    result = simulate(state, n=5, rng=2, horizon=False)
    assert result.rollout == "walker"
    by_id = rows(result)
    # everyone walks after the first move: 1 + 1 + 1 points, or 0 + 1 + 1 and one banked
    assert (by_id["walk"].mean, by_id["bank"].mean) == (3.0, 5.0)
    assert by_id["walk"].mean_interval == (3.0, 3.0)
    assert SHOWN and all(world.origin.get("determinized") for world in SHOWN)
    assert not any(world is state for world in SHOWN)
    # random play is still there when asked for
    assert simulate(state, n=5, rng=2, rollout="random").rollout == "random"


def test_a_playout_bot_plays_a_whole_game_as_a_player():
    state = new(WalkerLaps)
    bot = get_bot("walker", state.game)
    from skywidgets.core.bots import play_out

    play_out(state, bot, Rng(0))
    assert state.is_over and state.scores() == [3.0, 3.0]


def test_rollouts_start_only_from_determinized_copies_one_per_sweep():
    state = new(RoundLaps)
    before = state.to_dict()
    LapsState.determinized = 0
    partials = [p.done for p in iter_simulate(state, n=7, rng=1)]
    assert LapsState.determinized == 7
    assert partials[-1] == 7 and state.to_dict() == before
