"""Tampered Skyway positions: each one loads fully valid, or is refused naming the field."""

import json
import random
from functools import partial

import pytest

import skywidgets
from skywidgets.core.testing import check_position_mutations, position_with, refusal
from skywidgets.games.skyway.data import CARD_TEXT

GAME = skywidgets.load("skyway")


def played(seed, stop=lambda state: False):
    """A game played at random from a new deal until ``stop`` says so, or to its end."""
    state = GAME.new(seed=seed)
    gen = random.Random(seed)
    while not state.is_over and not stop(state):
        state.apply(gen.choice(state.legal_moves()))
    return state


def short_final_market():
    """The third pass ran out while dealing, and the reshuffle had too few cards to finish:
    a final market of three cards."""
    market = [["3♠", "4♠"], ["5♠"]]
    grid = [[t for t in CARD_TEXT if t not in ("3♠", "4♠", "5♠")][i * 3:i * 3 + 3]
            for i in range(9)]
    rest = [t for t in CARD_TEXT if t not in {c for stack in grid for c in stack}
            and t not in ("3♠", "4♠", "5♠")]
    return GAME.from_dict({"grid": grid, "market": market, "discard": rest, "deck": [],
                           "round": 3, "final_market": True, "rng": {"seed": 2, "draws": 0}})


@pytest.fixture(scope="module")
def positions():
    short = short_final_market()
    after_short = short.copy()
    after_short.apply("a5")
    return [GAME.new(seed=1), played(2, lambda s: s.ply == 5), played(3, lambda s: s.round == 2),
            played(4, lambda s: s.round == 3), played(5, lambda s: s.final_market),
            played(6), played(7), short, after_short]


def test_the_positions_cover_the_game(positions):
    assert {s.round for s in positions} == {1, 2, 3}
    assert any(s.final_market and not s.is_over for s in positions)
    assert sum(s.is_over for s in positions) >= 2
    assert any(s.last and s.last["discarded"] for s in positions)
    assert any(0 < sum(map(len, s.market)) < 5 for s in positions)


@pytest.mark.parametrize("seed", range(4))
def test_tampered_positions_load_valid_or_are_refused(positions, seed):
    counts = check_position_mutations(GAME, positions, mutations=800, seed=seed, both_ways=True)
    assert counts["refused"] > counts["loaded"]


# ------------------------------------------------------------------ named regressions


#: the BadPosition a hand-made position gets, naming its field
refused = partial(refusal, GAME)


@pytest.fixture(scope="module")
def pushed_off():
    """Round 3 under way; the last move pushed cards off the bottom of its space."""
    state = played(4, lambda s: s.round == 3)
    assert state.last["discarded"] and state.history
    return state


@pytest.mark.parametrize("path, value, field", [
    (("last", "blueprint"), "x", "last.blueprint"),
    (("last", "blueprint"), 3, "last.blueprint"),
    (("last", "cell"), True, "last.cell"),
    (("last", "placed", 0), float("nan"), "last.placed[0]"),
    (("last", "placed"), [], "last.placed"),
    (("last", "to_discard"), [], "last.to_discard"),
    (("last", "discarded"), "7♥", "last.discarded"),
    (("last", "colour"), "red", "last.colour"),
    (("last",), [], "last"),
    (("grid",), "nonsense", "grid"),
    (("grid", 4), 7, "grid[4]"),
    (("market", 0, 0), None, "market[0][0]"),
    (("markers", 1), "7♥", "markers[1]"),
    (("markers",), ["J♠", "J♠", "K♦"], "markers[1]"),
    (("round",), 1.0, "round"),
    (("final_market",), 1, "final_market"),
    (("rng", "seed"), 1.5, "rng.seed"),
    (("rng", "draws"), -1, "rng.draws"),
    (("history", 0), "z9", "history[0]"),
])
def test_a_tampered_field_is_named(pushed_off, path, value, field):
    assert refused(position_with(pushed_off, path, value)).field == field


def test_the_last_move_must_lie_on_top_of_its_space(pushed_off):
    data = pushed_off.to_dict()
    data["last"]["cell"] = (data["last"]["cell"] + 1) % 9
    err = refused(data)
    assert err.field == "last.placed" and "leave last out" in err.reason
    del data["last"]
    assert GAME.from_dict(data).last is None


def test_a_short_market_is_only_the_final_one(pushed_off):
    data = pushed_off.to_dict()
    data["discard"].append(data["market"][2].pop())  # blueprint C's card to the discard pile
    data["market"].pop()
    assert refused(data).field == "market"
    data = pushed_off.to_dict()
    data["discard"].append(data["market"][0].pop())  # blueprint A short, B and C full
    assert refused(data).field == "market[0]"


def test_a_short_final_market_plays_out():
    state = short_final_market()
    assert [len(bp) for bp in state.market] == [2, 1]
    state.apply("b1")
    assert state.is_over and state.last["to_discard"] == ["3♠", "4♠"]
    again = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.to_dict() == state.to_dict()


def test_skyway_has_no_options():
    assert GAME.options == {}
    with pytest.raises(ValueError, match="no option"):
        GAME.new(seed=1, passes=4)
