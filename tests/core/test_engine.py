"""The generic parts of the engine contract."""

import pytest

import skywidgets
from skywidgets.core.errors import IllegalMove


@pytest.fixture(params=skywidgets.game_names())
def game(request):
    return skywidgets.load(request.param)


def test_new_rejects_wrong_player_counts(game):
    with pytest.raises(ValueError, match="played by"):
        game.new(players=game.max_players + 1, seed=1)
    with pytest.raises(ValueError, match="played by"):
        game.new(players=0, seed=1)


def test_new_rejects_unknown_options(game):
    with pytest.raises(ValueError, match="no option"):
        game.new(seed=1, colour_blind_mode_9000=True)


def test_seedless_games_keep_their_seed_for_replay(game):
    state = game.new()
    assert isinstance(state.record().seed, int)
    move = state.legal_moves()[0]
    state.apply(move)
    assert game.replay(state.record()).to_dict() == state.to_dict()


def test_apply_accepts_moves_and_ids(game):
    a, b = game.new(seed=2), game.new(seed=2)
    move = a.legal_moves()[0]
    a.apply(move)
    b.apply(move.id)
    assert a.to_dict() == b.to_dict()


def test_apply_rejects_foreign_objects(game):
    state = game.new(seed=2)
    with pytest.raises(IllegalMove):
        state.apply(42)
    with pytest.raises(IllegalMove):
        state.apply(None)


def test_illegal_move_message_names_move_reason_and_rule(game):
    state = game.new(seed=2)
    with pytest.raises(IllegalMove) as err:
        state.apply("not-a-move")
    text = str(err.value)
    assert "not-a-move" in text and err.value.rule is not None
    assert game.title in str(err.value.rule)


def test_view_rejects_bad_seats(game):
    state = game.new(seed=2)
    with pytest.raises(ValueError):
        state.view(game.max_players)
    with pytest.raises(ValueError):
        state.view("0")


def test_svg_picture(game):
    state = game.new(seed=2)
    svg = state._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")


def test_load_unknown_game():
    with pytest.raises(ValueError, match="skyway"):
        skywidgets.load("monopoly")


def test_a_wrong_number_of_players_is_told_in_plain_words():
    with pytest.raises(ValueError, match=r"^Skyway is played by 1 player, not 2$"):
        skywidgets.load("skyway").new(players=2)
    with pytest.raises(ValueError, match=r"^Skyjo is played by 2 to 8 players, not 9$"):
        skywidgets.load("skyjo").new(players=9)
