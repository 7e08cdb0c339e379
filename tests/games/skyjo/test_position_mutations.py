"""Tampered Skyjo positions: each one loads fully valid, or is refused naming the field."""

import json
import random
from functools import partial

import pytest

import skywidgets
from skywidgets.core.testing import check_position_mutations, position_with, refusal

GAME = skywidgets.load("skyjo")


def played(players, seed, stop=lambda state: False, **options):
    """A game played at random from a new deal until ``stop`` says so, or to its end."""
    state = GAME.new(players=players, seed=seed, **options)
    gen = random.Random(seed)
    while not state.is_over and not stop(state):
        state.apply(gen.choice(state.legal_moves()))
    return state


@pytest.fixture(scope="module")
def positions():
    return [
        GAME.new(players=2, seed=1),
        played(3, 2, lambda s: s.ply == 4),  # the opening reveals
        played(4, 3, lambda s: s.phase == "drawn" and s.ply > 30),  # a card in hand
        played(2, 4, lambda s: s.ender is not None and s.phase == "turn", end_score=1000),
        played(5, 5, lambda s: s.round == 2 and s.phase == "reveal", end_score=1000),
        played(3, 6, lambda s: s.round == 3 and s.phase == "turn"
               and s.last["action"] != "reveal", end_score=1000, column_rule=False),
        played(8, 7, lambda s: s.round == 2 and s.phase == "drawn", end_score=1000),
        played(2, 8, end_score=250),  # over after three rounds
        played(6, 9),  # over after one
    ]


def test_the_positions_cover_the_game(positions):
    assert {s.phase for s in positions} == {"reveal", "turn", "drawn", "over"}
    assert {s.num_players for s in positions} >= {2, 3, 5, 8}
    assert any(s.round >= 3 and not s.is_over for s in positions)
    assert any(s.is_over and len(s.round_scores) >= 2 for s in positions)
    assert any(s.ender is not None and not s.is_over for s in positions)


@pytest.mark.parametrize("seed", range(4))
def test_tampered_positions_load_valid_or_are_refused(positions, seed):
    counts = check_position_mutations(GAME, positions, mutations=800, seed=seed, both_ways=True)
    assert counts["refused"] > counts["loaded"]


# ------------------------------------------------------------------ named regressions


#: the BadPosition a hand-made position gets, naming its field
refused = partial(refusal, GAME)


@pytest.fixture(scope="module")
def later_round():
    """Round 3 under way: two finished rounds, a last move that took a card."""
    state = played(3, 6, lambda s: s.round == 3 and s.phase == "turn"
                   and s.last["action"] == "take", end_score=1000)
    assert state.round_notes and state.last["action"] == "take" and state.history
    return state


@pytest.mark.parametrize("path, value, field", [
    (("round_scores",), 5, "round_scores"),
    (("round_scores", 0, 1), True, "round_scores[0][1]"),
    (("round_scores", 1, 0), 7, "round_scores[1][0]"),
    (("round_notes",), 5, "round_notes"),
    (("round_notes",), [], "round_notes"),
    (("round_notes", 0, "scores", 0), float("nan"), "round_notes[0].scores[0]"),
    (("round_notes", 1, "grids", 2, 4), "7", "round_notes[1].grids[2][4]"),
    (("round_notes", 0, "next_starter"), 7, "round_notes[0].next_starter"),
    (("previous_round",), None, "previous_round"),
    (("previous_round", "doubled"), False, "previous_round.doubled"),
    (("totals", 0), 999, "totals[0]"),
    (("values", 1, 5), 13, "values[1][5]"),
    (("status", 0, 0), True, "status[0][0]"),
    (("options",), 5, "options"),
    (("options", "column_rule"), 1, "options"),
    (("last",), 5, "last"),
    (("last", "value"), float("nan"), "last.value"),
    (("last", "action"), "dance", "last.action"),
    (("last", "slot"), 12, "last.slot"),
    (("last", "was_down"), 0, "last.was_down"),
    (("last", "shout"), "hello", "last.shout"),
    (("ender",), 1.5, "ender"),
    (("drawn",), float("nan"), "drawn"),
    (("rng", "draws"), -1, "rng.draws"),
    (("history", 0), "zz99", "history[0]"),
    (("rounds",), [], "rounds"),
])
def test_a_tampered_field_is_named(later_round, path, value, field):
    assert refused(position_with(later_round, path, value)).field == field


def test_the_last_move_must_agree_with_the_board(later_round):
    data = later_round.to_dict()
    data["last"] = {**data["last"], "discarded": (data["last"]["discarded"] + 1) % 12}
    err = refused(data)
    assert err.field == "last.discarded" and "leave last out" in err.reason
    del data["last"]
    assert GAME.from_dict(data).last is None  # a set position may have no last move


def test_a_round_over_before_any_round_is_refused():
    data = GAME.new(players=2, seed=1).to_dict()
    data["last"] = {"player": 1, "action": "take", "slot": 0, "value": 1, "discarded": 2,
                    "was_down": True, "round_over": 0}
    assert refused(data).field == "last.round_over"


def test_the_game_over_needs_a_total_at_the_end_score(positions):
    over = next(s for s in positions if s.is_over)
    data = over.to_dict()
    data["options"]["end_score"] = max(over.totals) + 1
    assert refused(data).field == "phase"


def test_a_game_still_going_has_no_total_at_the_end_score(later_round):
    data = later_round.to_dict()
    data["options"]["end_score"] = max(later_round.totals)
    assert refused(data).field == "totals"


def test_a_loaded_position_round_trips(positions):
    for state in positions:
        again = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
        assert again.to_dict() == state.to_dict()


# ------------------------------------------------------------------ the end_score option
def test_end_score_has_a_documented_range():
    assert "1 to 1000" in GAME.options["end_score"].sentence
    for good in (1, 100, 1000):
        assert GAME.new(players=2, seed=1, end_score=good).options["end_score"] == good
    for bad in (0, 1001, 10 ** 12, True, 50.0, "100"):
        with pytest.raises(ValueError, match="end_score"):
            GAME.new(players=2, seed=1, end_score=bad)
    data = GAME.new(players=2, seed=1).to_dict()
    data["options"]["end_score"] = 10 ** 12
    err = refused(data)
    assert err.field == "options" and "end_score" in err.reason and "1000" in err.reason
