"""The teacher's revealed view at the engine: in every game it holds the seat's view,
fills in what the seat cannot see from the full truth (``to_dict``), lists the decks in
order, top card first, and rollouts may start from the truth (``State.true_world``)."""

from __future__ import annotations

import json

import pytest

import skywidgets
from skywidgets.core.reveal import view_held
from skywidgets.core.rng import Rng
from skywidgets.core.simulate import simulate


def positions(name: str, players: int, plies: int = 12, seed: int = 5):
    """A game's positions along a random game: the start, then one after every move."""
    game = skywidgets.load(name)
    state = game.new(players=players, seed=seed)
    gen = Rng(seed).generator()
    yield state.copy()
    for _ in range(plies):
        if state.is_over:
            return
        moves = state.legal_moves()
        state.apply(moves[gen.randrange(len(moves))])
        yield state.copy()


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_the_revealed_view_holds_every_seat_view_and_says_what_it_adds(name):
    game = skywidgets.load(name)
    for state in positions(name, max(2, game.min_players) if game.max_players > 1 else 1):
        for seat in [None, *range(state.num_players)]:
            view, revealed = state.view(seat), state.revealed_view(seat)
            assert json.loads(json.dumps(revealed)) == revealed
            assert view_held(view, revealed) is None
            assert revealed["revealed"]["summary"]
            assert "revealed" not in view
            # the view is the seat's again the next time: revealing changes nothing
            assert state.view(seat) == view


def test_skyway_lists_the_deck_top_card_first():
    for state in positions("skyway", 1):
        truth = state.to_dict()
        assert state.revealed_view(0)["revealed"]["deck"] == truth["deck"][::-1]


def test_skyjo_fills_in_every_face_down_card_from_the_truth():
    for state in positions("skyjo", 3):
        truth = state.to_dict()
        revealed = state.revealed_view(1)
        assert revealed["revealed"]["deck"] == truth["deck"][::-1]
        for seat, grid in enumerate(revealed["grids"]):
            for slot, cell in enumerate(grid):
                if cell["state"] == "down":
                    assert cell == {"state": "down", "value": truth["values"][seat][slot],
                                    "hidden": True}
                else:
                    assert "hidden" not in cell


def test_skyway_robbery_fills_in_hands_programs_and_decks():
    for state in positions("skyway_robbery", 3, plies=30):
        for seat in (None, 0):
            revealed = state.revealed_view(seat)
            part = revealed["revealed"]
            for player in revealed["players"]:
                s = player["seat"]
                assert player["hand"] == state.zones[f"hand:{s}"]
                assert player["program"] == state.programs[s]
                assert player["tricks"] == state.zones[f"tricks:{s}"]
                hidden = [] if s == seat or state.is_over else list(
                    range(state.revealed[s], len(state.programs[s])))
                assert part["programs"][s] == hidden
                if s != seat and not state.is_over:
                    assert set(player["hand"]) <= set(part["secret"])
            mine = [] if seat is None else state.zones[f"hand:{seat}"]
            assert not set(mine) & set(part["secret"])
            for kind, cards in part["decks"].items():
                assert cards == state.zones[f"deck:{kind}"][::-1]
            assert set(part["secret"]) <= set(revealed["cards"])


@pytest.mark.parametrize("name", ["skyline_express", "skybridge"])
def test_a_game_with_nothing_on_the_table_hidden_says_so(name):
    game = skywidgets.load(name)
    state = game.new(players=game.min_players if name == "skyline_express" else 2, seed=2)
    revealed = state.revealed_view(0)
    part = revealed.pop("revealed")
    assert revealed == state.view(0)
    assert "hidden" in part["summary"]
    if name == "skyline_express":
        assert "dice still to be rolled" in part["unknown"]
    else:
        assert part["unknown"] is None


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_a_true_world_keeps_the_truth_and_redraws_only_the_future(name):
    game = skywidgets.load(name)
    state = game.new(players=2 if game.max_players > 1 else 1, seed=3)
    truth = {k: v for k, v in state.to_dict().items() if k != "rng"}
    world = state.true_world(Rng(1))
    assert {k: v for k, v in world.to_dict().items() if k != "rng"} == truth
    assert world.to_dict()["rng"] != state.to_dict()["rng"]
    with pytest.raises(ValueError, match="no record"):
        world.record()


def test_simulated_outcomes_say_where_their_rollouts_start():
    # Skyjo's first draw: from the truth the card drawn is the real top of the pile
    state = skywidgets.load("skyjo").new(players=2, seed=1)
    for move in ("r1", "r2", "r1", "r2"):
        state.apply(move)
    seat = simulate(state, n=4, rng=7)
    truth = simulate(state, n=4, rng=7, source="truth")
    assert (seat.source, truth.source) == ("seat", "truth")
    assert truth.to_dict()["source"] == "truth"
    assert [r.id for r in truth.rows] == [r.id for r in seat.rows]
    with pytest.raises(ValueError, match="source"):
        simulate(state, n=1, source="everything")
