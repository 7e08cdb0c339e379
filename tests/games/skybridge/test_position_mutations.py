"""Tampered Skybridge positions: each one loads fully valid, or is refused naming the field."""

import json
import random
from functools import partial

import pytest

import skywidgets
from skywidgets.core.testing import check_position_mutations, position_with, refusal

GAME = skywidgets.load("skybridge")


def played(players, seed, stop=lambda state: False, **options):
    """A game played at random from the start until ``stop`` says so, or to its end."""
    state = GAME.new(players=players, seed=seed, **options)
    gen = random.Random(seed)
    while not state.is_over and not stop(state):
        state.apply(gen.choice(state.legal_moves()))
    return state


def skipping(state):
    return bool(state.last and state.last.get("skipped"))


@pytest.fixture(scope="module")
def positions():
    found = []
    for players in (2, 3, 4):
        found += [GAME.new(players=players, seed=players),
                  played(players, players, lambda s: s.ply == 9),
                  played(players, players + 10, lambda s: s.ply == 20, lowest_level="tower"),
                  played(players, 0, skipping),  # the last move made a seat skip
                  played(players, players + 20)]  # over
    return found


def test_the_positions_cover_the_game(positions):
    assert {s.num_players for s in positions} == {2, 3, 4}
    assert sum(s.is_over for s in positions) == 3
    assert sum(skipping(s) and not s.is_over for s in positions) == 3
    assert any(s.options["lowest_level"] == "tower" for s in positions)


@pytest.mark.parametrize("seed", range(4))
def test_tampered_positions_load_valid_or_are_refused(positions, seed):
    counts = check_position_mutations(GAME, positions, mutations=800, seed=seed, both_ways=True)
    assert counts["refused"] > counts["loaded"]


# ------------------------------------------------------------------ named regressions


#: the BadPosition a hand-made position gets, naming its field
refused = partial(refusal, GAME)


@pytest.fixture(scope="module")
def midgame():
    state = played(4, 4, lambda s: s.ply == 12)
    assert state.last and state.history and not state.is_over
    return state


@pytest.mark.parametrize("path, value, field", [
    (("options",), 5, "options"),
    (("options",), None, "options"),
    (("options", "lowest_level"), 3, "options"),
    (("pieces",), {}, "pieces"),
    (("pieces", 0, "z"), True, "pieces[0].z"),
    (("pieces", 0, "z"), float("nan"), "pieces[0].z"),
    (("pieces", 0, "seat"), 4, "pieces[0].seat"),
    (("pieces", 0, "kind"), "tower", "pieces[0].kind"),
    (("pieces", 0, "bases"), [0, 1], "pieces[0].bases"),
    (("pieces", 0, "shade"), "dark", "pieces[0].shade"),
    (("turns", 0), 1000, "turns[0]"),
    (("turns", 1), False, "turns[1]"),
    (("turns",), [0, 0], "turns"),
    (("player",), float("nan"), "player"),
    (("phase",), "done", "phase"),
    (("phase",), "over", "phase"),
    (("last",), "3@5", "last"),
    (("last",), {}, "last"),
    (("last", "id"), "2@9", "last.id"),
    (("last", "seat"), 1.0, "last.seat"),
    (("last", "piece", "z"), float("nan"), "last.piece.z"),
    (("last", "skipped"), [], "last.skipped"),
    (("last", "game_over"), True, "last.game_over"),
    (("rng", "draws"), -1, "rng.draws"),
    (("history", 0), "3@0", "history[0]"),
    (("board",), [], "board"),
])
def test_a_tampered_field_is_named(midgame, path, value, field):
    assert refused(position_with(midgame, path, value)).field == field


def test_the_last_move_placed_the_last_piece(midgame):
    data = midgame.to_dict()
    data["last"]["piece"] = data["pieces"][0]
    data["last"]["seat"] = data["pieces"][0]["seat"]
    err = refused(data)
    assert err.field == "last.piece" and "leave last out" in err.reason
    del data["last"]
    assert GAME.from_dict(data).last is None


def test_a_finished_game_says_so_in_its_last_move(positions):
    over = next(s for s in positions if s.is_over)
    data = over.to_dict()
    del data["last"]["game_over"]
    assert refused(data).field == "last.game_over"


def test_a_stuck_seat_passes_on_and_the_result_round_trips(positions):
    over = next(s for s in positions if s.is_over)
    for seat in range(over.num_players):
        data = {**over.to_dict(), "phase": "play", "player": seat, "last": None}
        state = GAME.from_dict(data)
        assert state.is_over and state.last == {"game_over": True}
        assert GAME.from_dict(json.loads(json.dumps(state.to_dict()))).to_dict() == state.to_dict()
