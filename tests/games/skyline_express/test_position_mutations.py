"""Tampered set positions: each one loads fully valid or is refused naming the field.

Real positions (new games, every phase of the middle game, the last round, the end, at
every player count, the solo game with its AI opponent) are tampered with field by field
(``check_position_mutations``); then the cases once known to slip through, by name.
"""

from __future__ import annotations

import copy
import random
from functools import partial

import pytest

from skywidgets.core.testing import check_position_mutations, refusal
from skywidgets.games.skyline_express import GAME
from skywidgets.games.skyline_express.rules import PHASES, SkylineExpressState

GOALS = ["yellow-1-2", "blue-1-2", "green-1-2", "red-1-2"]
#: mutations per player count: 3,000 in all, the solo game (the most fields) the most
MUTATIONS = {1: 1200, 2: 600, 3: 600, 4: 600}


def played(players: int, seed: int) -> list[SkylineExpressState]:
    """Every position of one game of random moves, from the deal to the end."""
    state = GAME.new(players=players, seed=seed)
    gen = random.Random(seed)
    game = [state.copy()]
    while not state.is_over:
        state.apply(gen.choice(state.legal_moves()))
        game.append(state.copy())
    return game


def positions_of(players: int) -> list[SkylineExpressState]:
    """The deal, the first position of each phase after the first third of the game, the
    last round and the end: from two games."""
    chosen = []
    for seed in (players, players + 10):
        game = played(players, seed)
        chosen.append(game[0])
        middle = game[len(game) // 3:]
        for phase in PHASES:
            chosen.extend([s for s in middle if s.phase == phase][:1])
        chosen.extend(game[-5:])
    return chosen


@pytest.fixture(scope="module")
def positions() -> dict[int, list[SkylineExpressState]]:
    return {players: positions_of(players) for players in MUTATIONS}


def test_the_positions_cover_every_phase(positions):
    phases = {s.phase for states in positions.values() for s in states}
    assert phases == set(PHASES)
    assert all(any(s.is_over for s in states) for states in positions.values())


@pytest.mark.parametrize("players", list(MUTATIONS))
def test_tampered_positions_load_fully_valid_or_are_refused(positions, players):
    check_position_mutations(GAME, positions[players], MUTATIONS[players], seed=players,
                             both_ways=True)


# --------------------------------------------------------------------- the known cases
def position(players: int = 2, **changes) -> dict:
    """A new game's position (goals set by the option) with some fields replaced."""
    data = GAME.new(players=players, seed=3, goals=GOALS).to_dict()
    data.update(copy.deepcopy(changes))
    return data


def rolled(players: int = 2) -> dict:
    """A new game's position whose goals were rolled (so goal_roll holds four dice)."""
    return GAME.new(players=players, seed=3).to_dict()



#: the BadPosition a hand-made position gets, naming its field
refused = partial(refusal, GAME)


@pytest.mark.parametrize("goal", [["blue-1-2"], {"id": "yellow-1-2"}, None, 3, "yellow"])
def test_a_goal_that_is_no_goal_id_is_refused_naming_it(goal):
    data = position()
    data["goals"][0] = goal
    assert refused(data).field == "goals[0]"


@pytest.mark.parametrize("goals", [[["yellow-1-2"], "blue-1-2", "green-1-2", "red-1-2"],
                                   "yellow-1-2", [{}, {}, {}, {}]])
def test_a_goals_option_that_is_no_list_of_goal_ids_is_refused(goals):
    data = position()
    data["options"]["goals"] = goals
    assert refused(data).field == "options"
    with pytest.raises(ValueError, match="goal ids"):
        GAME.new(players=2, goals=goals)


def test_goal_roll_is_four_dice_or_none():
    data = rolled()
    assert len(data["goal_roll"]) == 4
    GAME.from_dict(data).view(0)  # the view reads each die of the roll
    for short in (data["goal_roll"][:3], data["goal_roll"][:1], data["goal_roll"] + [1]):
        assert refused({**data, "goal_roll": short}).field == "goal_roll"
    # the roll picks the goals: a die that picks another goal is refused
    data["goal_roll"][0] = 1 if data["goal_roll"][0] > 2 else 3
    assert refused(data).field == "goal_roll[0]"
    # with the goals set by the option nothing was rolled
    assert refused(position(goal_roll=[1, 1, 1, 1])).field == "goal_roll"
    assert GAME.from_dict(position(goal_roll=[])).view(0)["goals"][0]["rolled"] is None


@pytest.mark.parametrize("options", [1.5, [], "goals", None, ["goals"]])
def test_options_that_are_not_an_object_are_refused(options):
    assert refused(position(options=options)).field == "options"


@pytest.mark.parametrize("trace", [1, 1.5, "die", {"step": "die"}, None])
def test_an_ai_trace_that_is_not_a_list_is_refused(trace):
    data = GAME.new(players=1, seed=2).to_dict()
    assert refused({**data, "ai_trace": trace}).field == "ai_trace"


def solo_after_the_ai_step() -> dict:
    """A solo position just after the AI opponent took a die and seated its passenger."""
    state = GAME.new(players=1, seed=2)
    while not (state.ai_trace and state.phase == "pick"):
        state.apply(state.legal_moves()[0])
    return state.to_dict()


def test_the_ai_trace_is_read_like_the_rest():
    data = solo_after_the_ai_step()
    assert [step["step"] for step in data["ai_trace"]][:2] == ["die", "seat"]
    assert GAME.from_dict(data).to_dict() == data
    for path, value in ((("ai_trace", 0, "value"), float("nan")),
                        (("ai_trace", 0, "choice"), "purple"),
                        (("ai_trace", 0, "decided_by"), "x" * 1000),
                        (("ai_trace", 1, "gained"), {"tickets": True}),
                        (("ai_trace", 1, "choice"), "7a"),
                        (("ai_trace", 0, "rules", 0, "kept"), [])):
        tampered = copy.deepcopy(data)
        *head, last = path
        target = tampered
        for step in head:
            target = target[step]
        target[last] = value
        field = path[0] + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path[1:])
        assert refused(tampered).field == field, path
    # the steps come in their order: a seat before a die is refused
    swapped = copy.deepcopy(data)
    swapped["ai_trace"][:2] = swapped["ai_trace"][1::-1]
    assert refused(swapped).field == "ai_trace[0].step"
    # and only the solo game has an AI opponent
    assert refused(position(ai_trace=data["ai_trace"])).field == "ai_trace"


@pytest.mark.parametrize("field,value", [
    ("value", float("nan")), ("value", True), ("value", 7), ("colour", "purple"),
    ("player", True), ("player", 5), ("round", 2), ("game_over", True), ("unknown", 1),
    ("rolled", [{"colour": "yellow", "value": 1.5}]),
])
def test_the_last_move_summary_is_read_like_the_rest(field, value):
    state = GAME.new(players=2, seed=3, goals=GOALS)
    state.apply("y")
    data = state.to_dict()
    assert set(data["last"]) >= {"player", "action", "colour", "value"}
    data["last"][field] = value
    assert refused(data).field == f"last.{field}"


@pytest.mark.parametrize("where", ["service_owner", "dice", "queue", "player", "first",
                                   "last.player"])
def test_a_bool_is_never_a_seat(where):
    data = position(players=3)
    if where == "service_owner":
        data["service_owner"][0] = True
    elif where == "dice":
        data["dice"][0]["taken_by"] = False
    elif where == "queue":
        data["queue"][0] = True
    elif where == "last.player":
        data["last"] = {"player": True, "action": "end"}
    else:
        data[where] = False
    assert refused(data).field.split("[")[0] == where


def test_a_player_who_took_no_die_is_not_said_to_hold_one():
    # two players: four dice for four turns; a die marked taken leaves a turn without one
    data = position()
    data["dice"][2]["taken_by"] = 1
    assert refused(data).field == "dice"


def test_the_ai_opponent_always_finds_a_die():
    # solo: the player, the AI, a reroll, the player, the AI; a die marked taken by the
    # player at the start would leave the AI without a die after the reroll
    data = GAME.new(players=1, seed=2, goals=GOALS).to_dict()
    assert data["phase"] == "pick" and data["queue"] == ["ai", "reroll", 0, "ai"]
    data["dice"][3]["taken_by"] = 0
    assert refused(data).field == "dice"


def test_the_carriages_fill_at_the_same_pace():
    data = position()
    data["sheets"][1]["seats"][0] = "red"  # a passenger seat 1 never placed
    assert refused(data).field == "sheets"
    # the round agrees with the passengers seated
    assert refused(position(round=12)).field == "round"


def test_a_queue_that_is_not_the_rest_of_the_round_is_refused():
    data = position(players=3)
    assert data["queue"] == [1, 2]
    for queue in ([2, 1], [1, 2, 0], [1, 1], [0]):
        assert refused({**data, "queue": queue}).field == "queue", queue


def test_a_sheet_keeps_its_books():
    data = position()
    data["sheets"][0].update(tickets=9, tickets_spent=5)  # spent on no service
    assert refused(data).field == "sheets[0].tickets_spent"
    data = position()
    data["sheets"][0]["homes"] = {"red": 0}  # only the AI opponent's sheet has homes
    assert refused(data).field == "sheets[0].homes"
    data = position()
    data["sheets"][0]["extra"] = 1
    assert refused(data).field == "sheets[0].extra"


def test_history_holds_move_ids():
    state = GAME.new(players=2, seed=3, goals=GOALS)
    state.apply("y")
    data = state.to_dict()
    assert GAME.from_dict(data).history == ["y"]
    for junk in ("zz", "", None, "y" * 10_000):
        assert refused({**data, "history": ["y", junk]}).field == "history[1]"


def test_an_unknown_field_is_refused_naming_it():
    assert refused(position(sheet=[])).field == "sheet"


def test_a_position_written_by_hand_with_defaults_still_loads():
    # the fields a person setting up a position may leave out: options, the roll, the
    # sheets' counters, the dice's colours and takers, the AI's trace, the last move
    data = position()
    for key in ("options", "goal_roll", "held", "ai_die", "ai_trace", "last", "rng",
                "history"):
        data.pop(key)
    data["sheets"] = [{"seats": [None] * 24} for _ in range(2)]
    data["dice"] = [{"value": v} for v in (1, 2, 3, 4)]
    state = GAME.from_dict(data)
    assert [m.id for m in state.legal_moves()] == ["y", "b", "g", "r"]
    assert GAME.from_dict(state.to_dict()).to_dict() == state.to_dict()


# --------------------------------------------------------------------- the options
def test_every_numeric_option_documents_its_range():
    # Skyline Express has one option, the goals (a list): no number to range
    for name, option in GAME.options.items():
        if isinstance(option.default, int) and not isinstance(option.default, bool):
            assert " to " in option.sentence, name
    assert GAME.check_options({}) == {"goals": None}
