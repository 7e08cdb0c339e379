"""OpenSpiel's games as ours (skywidgets/interop/openspiel_games.py): the conformance kit,
hidden information kept hidden, chance by our seeded generator, the board's pieces, the
bots, and a score of games of every kind played to the end and replayed."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel")

import skywidgets  # noqa: E402
from skywidgets.core.bots import ISMCTSBot, MCTSBot, SeatInfo, bots_for, get_bot  # noqa: E402
from skywidgets.core.errors import BadPosition, BadRecord, IllegalMove  # noqa: E402
from skywidgets.core.options import BadOption  # noqa: E402
from skywidgets.core.rng import Rng  # noqa: E402
from skywidgets.core.testing import check_game  # noqa: E402
from skywidgets.interop.openspiel_games import OpenSpielMCTSBot  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def load(game_string: str):
    return skywidgets.load("openspiel:" + game_string)


# --------------------------------------------------------------------------- loading
def test_loading_names_the_game_and_its_parameters():
    kuhn = load("kuhn_poker(players=3)")
    assert kuhn.name == "openspiel:kuhn_poker" and kuhn.title == "Kuhn Poker"
    assert kuhn.new(seed=1).num_players == 3 and kuhn.new(players=2, seed=1).num_players == 2
    assert load("hanabi").new(seed=1).num_players == 2  # OpenSpiel's default, said as -1
    dice = load("liars_dice(numdice=2)")
    assert dice.options["numdice"].default == 2
    assert len(dice.new(seed=3).to_dict()["actions"]) == 4  # two dice each, rolled already
    go = load("go(board_size=5,komi=7)")  # a whole number where OpenSpiel wants a float
    assert go.options["komi"].default == 7.0
    assert go.new(seed=1, komi=6).record().options["komi"] == 6.0


def test_a_game_pickles_as_its_game_string():
    import pickle

    game = load("liars_dice(numdice=2,bidding_rule=reset-quantity)")
    again = pickle.loads(pickle.dumps(game))
    assert again.game_string == game.game_string and again.options["numdice"].default == 2
    state = game.new(seed=3)
    assert again.replay(state.record()).to_dict() == state.to_dict()
    assert game.game_string == "liars_dice(bidding_rule=reset-quantity,numdice=2)"


@pytest.mark.parametrize("game_string,words", [
    ("tic_tac_to", "did you mean tic_tac_toe"),
    ("kuhn_poker(player=3)", "no parameter by that name (its parameters: players)"),
    ("liars_dice(numdice=two)", "numdice is a whole number from 1, not 'two'"),
    ("mfg_crowd_modelling", "mean-field game"),
    ("negotiation", "sampled stochastic"),
    ("misere(game=tic_tac_toe())", "wraps another game (its parameter game)"),
    ("crossword", "does not list its legal actions"),
    ("skywidgets_skyjo", "skywidgets.load('skyjo')"),
    ("", "game string"),
])
def test_a_bad_game_string_says_what_is_wrong(game_string, words):
    with pytest.raises(ValueError, match=None) as caught:
        load(game_string)
    assert words in str(caught.value)


def test_a_value_refused_is_an_option_error_naming_it():
    with pytest.raises(ValueError, match="Kuhn Poker is played by 2 to 10 players, not 11"):
        load("kuhn_poker").new(players=11, seed=1)
    with pytest.raises(BadOption, match="option numdice: expected a whole number from 1"):
        load("liars_dice").new(seed=1, numdice=0)
    with pytest.raises(BadOption, match="option numdice: expected a whole number from 1, "
                                        "not '2'"):
        load("liars_dice").new(seed=1, numdice="2")
    with pytest.raises(BadOption, match="bidding_rule: OpenSpiel refused liars_dice with "
                                        "bidding_rule=nonsense"):
        load("liars_dice").new(seed=1, bidding_rule="nonsense")
    with pytest.raises(BadOption, match="rows"):
        load("connect_four(rows=0)")


def test_without_pyspiel_the_error_says_which_extra_to_install():
    code = ("import sys; sys.modules['pyspiel'] = None\n"
            "import skywidgets\n"
            "try:\n"
            "    skywidgets.load('openspiel:tic_tac_toe')\n"
            "except ImportError as err:\n"
            "    print(err)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert 'pip install "skywidgets[openspiel]"' in out.stdout


def test_importing_skywidgets_does_not_import_pyspiel():
    code = ("import sys, skywidgets\n"
            "skywidgets.load('skyway').new(seed=1)\n"
            "print(any(m.split('.')[0] in ('pyspiel', 'open_spiel') for m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert out.stdout.strip() == "False"


# --------------------------------------------------------------------------- contract
@pytest.mark.parametrize("game_string,players,games", [
    ("tic_tac_toe", [2], 3), ("connect_four", [2], 2), ("kuhn_poker", [2, 3], 4),
    ("leduc_poker", [2], 3), ("liars_dice", [2], 3),
])
def test_conformance_kit(game_string, players, games):
    report = check_game(load(game_string), games=games, players=players)
    assert report.games == games * len(players)
    assert report.checks["no hidden information in views"] > 0


#: more games, of every kind, one game each through the kit (every third position)
KIT_SAMPLE = ["clobber", "hex(board_size=5)", "go(board_size=5)", "nim", "dots_and_boxes",
              "mancala", "pig(winscore=20)", "catch", "einstein_wurfelt_nicht",
              "kuhn_poker(players=3)", "blackjack", "tiny_bridge_2p", "phantom_ttt",
              "latent_ttt", "dark_hex(num_rows=3,num_cols=3)", "first_sealed_auction",
              "goofspiel(num_cards=5)", "matrix_rps", "oshi_zumo(coins=10,min_bid=1)"]


@pytest.mark.parametrize("game_string", KIT_SAMPLE)
def test_conformance_kit_one_game_each(game_string):
    game = load(game_string)
    report = check_game(game, games=1, players=[game.default_players], every=3)
    assert report.games == 1 and report.checks["games end properly"] == 1


def test_moves_carry_openspiel_labels_and_stable_ids():
    state = load("kuhn_poker").new(seed=1)
    assert [(m.id, state.describe(m)) for m in state.legal_moves()] == [("a0", "Pass"),
                                                                        ("a1", "Bet")]
    assert state.apply("Bet").id == "a1"  # a legal action's label is taken too
    assert state.history == ["a1"]
    with pytest.raises(IllegalMove, match="a move id of Kuhn Poker is 'a'"):
        state.apply("Raise")
    with pytest.raises(IllegalMove, match="not one of the legal actions"):
        state.apply("a7")


def test_chance_is_drawn_by_the_seed_and_never_offered():
    game = load("liars_dice")
    rolls = {tuple(game.new(seed=seed).to_dict()["actions"]) for seed in range(30)}
    assert len(rolls) > 10  # the seed decides the dice
    assert game.new(seed=4).to_dict() == game.new(seed=4).to_dict()
    state = game.new(seed=4)
    assert not state._spiel.is_chance_node()
    assert {m.id for m in state.legal_moves()} == {f"a{a}" for a in state._spiel.legal_actions()}
    # a record is the seed and the players' moves: replaying it deals the same dice
    state.apply(state.legal_moves()[3])
    record = json.loads(state.record().to_json())
    assert record["moves"] == ["a3"] and record["seed"] == 4
    assert game.replay(record).to_dict() == state.to_dict()


def test_a_record_of_another_parameter_set_replays_from_the_plain_name():
    state = load("liars_dice(numdice=2)").new(seed=8)
    state.apply(state.legal_moves()[0])
    again = load("liars_dice").replay(state.record().to_json())
    assert again.to_dict() == state.to_dict()
    with pytest.raises(BadRecord, match="moves\\[0\\]"):
        record = state.record().to_dict()
        record["moves"] = ["a999"]
        load("liars_dice").replay(record)


def test_a_tampered_position_is_refused_naming_the_field():
    state = load("kuhn_poker").new(seed=2)
    data = state.to_dict()
    with pytest.raises(BadPosition, match="actions\\[1\\]"):
        load("kuhn_poker").from_dict({**data, "actions": [0, 0]})  # the same card twice
    with pytest.raises(BadPosition, match="history"):
        load("kuhn_poker").from_dict({**data, "history": ["a1"]})
    assert load("kuhn_poker").from_dict(data).to_dict() == data


# --------------------------------------------------------------------------- hidden information
def twin(game_string: str, deal: list[int], other: list[int], moves: list[int]):
    """Two positions that differ only in what ``deal`` and ``other`` deal, with the same
    players' actions after."""
    game = load(game_string)
    states = []
    for actions in (deal + moves, other + moves):
        base = game.new(seed=0).to_dict()
        spiel = game._spiel_game(base["players"], base["options"]).new_initial_state()
        for action in actions:
            spiel.apply_action(action)
        history = [f"a{a}" for a in moves]
        states.append(game.from_dict({**base, "actions": actions, "history": history}))
    return states


@pytest.mark.parametrize("game_string,deal,other,moves,seat", [
    ("kuhn_poker", [0, 1], [0, 2], [1], 0),             # seat 0 holds J; the other K or Q
    ("kuhn_poker", [2, 0], [1, 0], [0], 1),
    ("leduc_poker", [0, 2], [0, 5], [1], 0),            # the opponent's card differs
    ("liars_dice", [2, 3], [2, 5], [4], 0),             # the opponent's die differs
    ("liars_dice", [1, 4], [6 - 1, 4], [], 1),
])
def test_twin_worlds_look_the_same_to_the_seat(game_string, deal, other, moves, seat):
    first, second = twin(game_string, deal, other, moves)
    assert first.to_dict() != second.to_dict()
    assert first.view(seat) == second.view(seat)
    assert first.view(None) == second.view(None)
    assert first.revealed_view(seat) != second.revealed_view(seat)  # the teacher sees both
    text = json.dumps(first.view(seat))
    assert str(first._spiel) not in text  # OpenSpiel's whole state (every card) never shown
    assert (first.game.pieces(first.view(seat)) == second.game.pieces(second.view(seat)))
    world = first.determinize(seat, Rng(5))
    assert world.view(seat) == first.view(seat)
    assert world.to_dict() == second.determinize(seat, Rng(5)).to_dict()
    # the other seat tells the twins apart
    other_seat = 1 - seat
    assert first.view(other_seat) != second.view(other_seat)


def test_the_opponents_kuhn_card_never_reaches_the_view():
    game = load("kuhn_poker")
    cards = {0: "0", 1: "1", 2: "2"}
    for seed in range(20):
        state = game.new(seed=seed)
        mine, theirs = state._spiel.history()[:2]
        view = state.view(0)
        assert view["information_state"].startswith(cards[mine])
        assert cards[theirs] not in view["information_state"] + (view["observation"] or "")[:1]
        assert state.view(None) == game.new(seed=seed + 100).view(None)  # deals unseen


def test_a_widget_sends_the_browser_nothing_of_the_opponents_card():
    from skywidgets.widget.game_widget import GameWidget

    class Kuhn(GameWidget):
        game_name = "openspiel:kuhn_poker"
        _esm = "export default {}"  # no board: only what Python publishes is looked at

    game = load("kuhn_poker")
    seeds = {}
    for seed in range(60):
        seeds.setdefault(tuple(game.new(seed=seed)._spiel.history()), seed)
    widgets = [Kuhn(players=["You", "random"], seed=seeds[deal]) for deal in [(1, 0), (1, 2)]]
    try:
        published = [json.loads(json.dumps({k: v for k, v in w.get_state().items()
                                            if k != "layout"}, default=str))
                     for w in widgets]
        assert published[0] == published[1]  # the same card for seat 0, another for seat 1
        assert [m["label"] for m in widgets[0].moves] == ["Pass", "Bet"]
        assert widgets[0].state._spiel.history() != widgets[1].state._spiel.history()
    finally:
        for widget in widgets:
            widget.close()


def test_a_board_sends_the_browser_nothing_of_the_opponents_card_in_its_pieces_either():
    # the generic board's own synced trait (pieces) goes through the same twin worlds
    from skywidgets.widget.board import Board

    game = load("kuhn_poker")
    seeds = {}
    for seed in range(60):
        seeds.setdefault(tuple(game.new(seed=seed)._spiel.history()), seed)
    boards = [Board(game, players=["You", "random"], seed=seeds[deal])
              for deal in [(1, 0), (1, 2)]]
    try:
        published = [json.loads(json.dumps({k: v for k, v in b.get_state().items()
                                            if k != "layout"}, default=str))
                     for b in boards]
        assert published[0]["pieces"], "the board draws pieces"
        assert published[0] == published[1]  # the same card for seat 0, another for seat 1
        assert boards[0].state._spiel.history() != boards[1].state._spiel.history()
    finally:
        for board in boards:
            board.close()


def test_determinize_redraws_what_the_seat_cannot_see():
    state = load("kuhn_poker").new(seed=1)
    mine = state._spiel.history()[0]
    theirs = {state.determinize(0, Rng(seed))._spiel.history()[1] for seed in range(40)}
    assert theirs == {0, 1, 2} - {mine}
    dice = load("liars_dice").new(seed=1)
    dice.apply(dice.legal_moves()[2])
    worlds = {dice.determinize(1, Rng(seed))._spiel.history()[0] for seed in range(60)}
    assert len(worlds) == 6  # seat 1 knows its own die only
    assert {dice.determinize(1, Rng(s))._spiel.history()[1] for s in range(20)} == {
        dice._spiel.history()[1]}


def test_a_simultaneous_game_is_played_in_turns_each_choice_hidden_until_all_chose():
    game = load("goofspiel(num_cards=4)")
    assert game.simultaneous and not game.perfect_information
    first, second = game.new(seed=1), game.new(seed=1)
    assert first.current_player == 0
    first.apply(first.legal_moves()[0])
    second.apply(second.legal_moves()[3])
    assert first.current_player == second.current_player == 1
    assert first.view(1) == second.view(1)  # seat 1 bids without seeing seat 0's bid
    assert first.view(0) != second.view(0)
    assert game.private_move("a0") is not None
    first.apply(first.legal_moves()[1])
    second.apply(second.legal_moves()[1])
    assert first.view(1) != second.view(1)  # both bids are shown once both are in


def test_games_where_moves_are_hidden_hide_them_from_the_log():
    assert load("phantom_ttt").private_move("a4") == "makes a move the others do not see"
    assert load("kuhn_poker").private_move("a1") is None
    state = load("phantom_ttt").new(seed=0)
    state.apply("a4")
    assert state.view(1)["information_state"] == load("phantom_ttt").new(seed=0).view(1)[
        "information_state"]


# --------------------------------------------------------------------------- pieces
TONES = {"", "muted", "good", "bad", *(f"seat{i}" for i in range(8))}


def check_pieces_by_the_spec(pieces: list[dict], legal: set[str]) -> None:
    """The shared spec of the board's pieces (and ``core.pieces.check_pieces`` where this
    skywidgets has it)."""
    try:
        from skywidgets.core.pieces import check_pieces
    except ImportError:
        check_pieces = None
    if check_pieces is not None:
        check_pieces(pieces)
    for piece in pieces:
        kind = piece["kind"]
        assert kind in {"grid", "text", "players", "counters"}
        if kind == "grid":
            assert len(piece["cells"]) == piece["rows"]
            for row in piece["cells"]:
                assert len(row) == piece["cols"]
                for cell in row:
                    assert isinstance(cell["text"], str) and cell.get("tone", "") in TONES
                    assert set(cell) <= {"text", "tone", "move", "name"}
                    assert cell.get("move", next(iter(legal), None)) in legal | {None}
        elif kind == "text":
            assert isinstance(piece["text"], str) and piece.get("mono") is True
        elif kind == "players":
            assert all(isinstance(row["seat"], int) and isinstance(row["text"], str)
                       for row in piece["rows"])
        else:
            assert all(isinstance(item["value"], (int, float)) for item in piece["items"])
    json.dumps(pieces)


#: what board each game gets: a grid read from its printed board, a grid of symbols (or
#: numbers) read from its tensor planes, or OpenSpiel's text
BOARDS = {"tic_tac_toe": "grid", "connect_four": "grid", "breakthrough": "grid",
          "othello": "grid", "checkers": "grid", "clobber": "grid", "hex(board_size=5)": "grid",
          "go(board_size=5)": "grid", "amazons": "grid", "mnk": "grid", "pentago": "grid",
          "dots_and_boxes": "grid", "latent_ttt": "grid", "chess": "text", "nim": "text",
          "mancala": "text", "kuhn_poker": "text", "leduc_poker": "text",
          "liars_dice": "text", "phantom_ttt": "text", "pig": "text", "2048": "grid",
          "catch": "grid"}


@pytest.mark.parametrize("game_string,board", sorted(BOARDS.items()))
def test_each_game_gets_its_board(game_string, board):
    game = load(game_string)
    state = game.new(seed=3)
    rng = Rng(1)
    for _ in range(6):
        for seat in [None, *range(state.num_players)]:
            view = state.view(seat)
            pieces = game.pieces(view)
            legal = {m.id for m in state.legal_moves()} if seat == state.current_player else set()
            check_pieces_by_the_spec(pieces, {m.id for m in state.legal_moves()})
            kinds = [piece["kind"] for piece in pieces]
            if seat is not None or game.perfect_information:
                assert kinds[0] == board
            assert "players" in kinds
            del legal
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_moves()))


def test_a_plane_of_numbers_shows_them():
    game = load("2048")
    state = game.new(seed=4)
    state.apply(state.legal_moves()[0])
    tiles = [cell["text"] for row in game.pieces(state.view(0))[0]["cells"] for cell in row]
    printed = [word for word in str(state._spiel).split() if word != "0"]
    assert sorted(t for t in tiles if t) == sorted(printed)


def test_a_grid_cell_plays_the_one_move_that_fills_it():
    game = load("connect_four")
    state = game.new(seed=0)
    state.apply("a3")
    grid = game.pieces(state.view(1))[0]
    assert grid["rows"] == 6 and grid["cols"] == 7
    assert grid["row_names"] == ["6", "5", "4", "3", "2", "1"]  # row 1 at the bottom
    bottom, above = grid["cells"][5], grid["cells"][4]
    assert bottom[3]["text"] == "x" and bottom[3]["tone"] == "seat0"
    assert above[3]["move"] == "a3"  # the cell a drop in column 3 fills
    assert [cell.get("move") for cell in bottom] == ["a0", "a1", "a2", None, "a4", "a5", "a6"]
    assert all("move" not in cell for row in grid["cells"][:4] for cell in row)
    state.apply(above[3]["move"])
    assert game.pieces(state.view(0))[0]["cells"][4][3]["text"] == "o"


def test_grid_cells_match_the_printed_board_and_othello_placements_are_clickable():
    game = load("tic_tac_toe")
    state = game.new(seed=0)
    for move in ("a4", "a0", "a8"):
        state.apply(move)
    cells = [[cell["text"] or "." for cell in row]
             for row in game.pieces(state.view(1))[0]["cells"]]
    assert "\n".join("".join(row) for row in cells) == str(state._spiel)
    othello = load("othello")
    start = othello.new(seed=0)
    moves = {cell["move"] for row in othello.pieces(start.view(0))[0]["cells"]
             for cell in row if "move" in cell}
    assert moves == {m.id for m in start.legal_moves()}  # a placement flips, yet it is one cell


def test_a_hidden_information_seat_sees_only_its_observation_and_the_public_sees_less():
    state = load("leduc_poker").new(seed=5)
    pieces = state.game.pieces(state.view(0))
    texts = [piece["text"] for piece in pieces if piece["kind"] == "text"]
    assert texts and all("[Observer: 0]" in text for text in texts)
    public = [piece["text"] for piece in state.game.pieces(state.view(None))
              if piece["kind"] == "text"]
    assert public and all("[Round 1]" in text and "Private" not in text for text in public)


def test_returns_are_the_scores_at_the_end():
    state = load("kuhn_poker").new(seed=3)
    while not state.is_over:
        state.apply(state.legal_moves()[1])  # bet, call
    assert state.scores() == [float(r) for r in state._spiel.returns()]
    assert sum(state.scores()) == 0 and sorted(state.scores()) == [-2.0, 2.0]
    pieces = state.game.pieces(state.view(None))
    counters = next(piece for piece in pieces if piece["kind"] == "counters")
    assert [item["value"] for item in counters["items"]] == state.scores()
    assert state.winners() == [state.scores().index(2.0)]


# --------------------------------------------------------------------------- bots
def test_openspiel_mcts_is_a_seat_for_perfect_information_games_only():
    assert "openspiel-mcts" in bots_for(load("connect_four"))
    assert "openspiel-mcts" not in bots_for(load("kuhn_poker"))
    assert "openspiel-mcts" not in bots_for(load("cliff_walking"))  # rewards along the way
    kuhn = load("kuhn_poker").new(seed=1)
    with pytest.raises(ValueError, match="perfect information"):
        OpenSpielMCTSBot().choose(SeatInfo(kuhn, 0), Rng(1))
    with pytest.raises(ValueError, match="no bot named 'openspiel-mcts'"):
        get_bot("openspiel-mcts", load("kuhn_poker"))


def test_openspiel_mcts_takes_a_win_and_blocks_a_loss():
    game = load("tic_tac_toe")
    state = game.new(seed=0)
    for move in ("a0", "a3", "a1", "a4"):  # x: 0 1, o: 3 4; x to move wins at 2
        state.apply(move)
    bot = get_bot("openspiel-mcts", game)
    assert bot.choose(SeatInfo(state, 0), Rng(3)).id == "a2"
    state.apply("a8")  # x misses; o to move wins at 5
    assert bot.choose(SeatInfo(state, 1), Rng(3)).id == "a5"
    first = bot.choose(SeatInfo(game.new(seed=0), 0), Rng(4))
    assert first == bot.choose(SeatInfo(game.new(seed=0), 0), Rng(4))  # seeded


def test_a_widget_seats_openspiel_mcts_and_it_answers_a_move():
    from skywidgets.widget.game_widget import GameWidget
    from skywidgets.widget.testing import play

    class ConnectFour(GameWidget):
        game_name = "openspiel:connect_four"
        _esm = "export default {}"

    widget = ConnectFour(players=["You", "openspiel-mcts"], seed=2)
    try:
        grid = widget._game.pieces(widget.view)[0]
        assert grid["cells"][5][3]["move"] == "a3"
        play(widget, "a3")
        widget.wait()
        assert widget.ply == 2 and widget.state.current_player == 0
        assert [entry["player"] for entry in widget.log_entries] == ["You", "openspiel-mcts"]
    finally:
        widget.close()


def test_our_search_bots_play_hidden_information_games_from_the_seat_alone():
    game = load("leduc_poker")
    state = game.new(seed=2)
    bot = ISMCTSBot(iterations=40)
    move = bot.choose(SeatInfo(state, 0), Rng(1))
    world = state.determinize(0, Rng(9))
    assert bot.choose(SeatInfo(world, 0), Rng(1)) == move


# --------------------------------------------------------------------------- many games
#: games of every kind, played to the end: perfect information with and without chance,
#: hidden information (cards, dice, hidden moves), one to three players
PLAYED = ["tic_tac_toe", "connect_four", "breakthrough(rows=6,columns=5)", "othello",
          "clobber", "hex(board_size=5)", "nim", "dots_and_boxes", "mancala",
          "go(board_size=5)", "pentago", "pig(winscore=20)", "catch", "einstein_wurfelt_nicht",
          "kuhn_poker(players=3)", "leduc_poker", "liars_dice", "blackjack", "tiny_bridge_2p",
          "phantom_ttt", "dark_hex(num_rows=3,num_cols=3)", "first_sealed_auction",
          "tiny_hanabi", "lewis_signaling", "latent_ttt", "goofspiel(num_cards=5)",
          "oshi_zumo(coins=10,min_bid=1)", "matrix_rps"]


def test_the_sample_has_twenty_games_of_different_kinds():
    games = [load(name) for name in PLAYED]
    assert len(games) >= 20
    assert sum(g.perfect_information for g in games) >= 8
    assert sum(not g.perfect_information for g in games) >= 8
    assert sum(g.has_chance for g in games) >= 8
    assert {g.default_players for g in games} >= {1, 2, 3}


@pytest.mark.parametrize("game_string", PLAYED)
def test_a_game_plays_to_the_end_with_random_and_search_seats(game_string):
    game = load(game_string)
    state = game.new(seed=11)
    search = (MCTSBot(iterations=24) if game.perfect_information else ISMCTSBot(iterations=24))
    seats = [get_bot("random")] + [search] * (state.num_players - 1)
    if "openspiel-mcts" in game.bots and state.num_players > 1:
        seats[-1] = OpenSpielMCTSBot(simulations=40)
    rng = Rng(3)
    while not state.is_over:
        seat = state.current_player
        move = seats[seat].choose(SeatInfo(state, seat), rng)
        state.apply(move.id)
        for viewer in [None, *range(state.num_players)]:
            game.pieces(state.view(viewer))
    assert state.scores() == [float(r) for r in state._spiel.returns()]
    assert state.outcome() is not None
    again = game.replay(state.record().to_json())
    assert again.to_dict() == state.to_dict()
    assert again.scores() == state.scores()


@pytest.mark.parametrize("game_string", PLAYED)
def test_a_game_plays_to_the_end_in_a_board(game_string):
    board_class = getattr(skywidgets, "Board", None)
    if board_class is None:
        pytest.skip("this skywidgets has no generic Board")
    game = load(game_string)
    players = game.default_players
    search = (MCTSBot(iterations=24) if game.perfect_information else ISMCTSBot(iterations=24))
    if "openspiel-mcts" in game.bots:
        search = OpenSpielMCTSBot(simulations=40)
    seats = [get_bot("random"), *[search] * (players - 1)]
    widget = board_class(game, players=seats, seed=11)
    try:
        widget.run_bots(pace=0, wait=True)  # every seat a bot: the board plays it out
        assert widget.state.is_over and widget.error == {}
        kinds = [piece["kind"] for piece in widget.pieces]
        assert "players" in kinds and "counters" in kinds  # the returns, at the end
        assert widget.state.scores() == [float(r) for r in widget.state._spiel.returns()]
        again = game.replay(widget.state.record().to_json())
        assert again.to_dict() == widget.state.to_dict()
    finally:
        widget.close()


def test_a_person_plays_connect_four_against_mcts_on_a_board_by_its_cells():
    board_class = getattr(skywidgets, "Board", None)
    if board_class is None:
        pytest.skip("this skywidgets has no generic Board")
    from skywidgets.widget.testing import play

    widget = board_class(load("connect_four"), players=["You", "mcts"], seed=1)
    try:
        grid = widget.pieces[0]
        assert grid["kind"] == "grid" and [cell.get("move") for cell in grid["cells"][5]] == [
            f"a{column}" for column in range(7)]
        play(widget, grid["cells"][5][3]["move"])  # the cell's move, as a click sends it
        widget.wait()
        assert widget.ply == 2 and widget.error == {}
        assert [entry["player"] for entry in widget.log_entries] == ["You", "mcts"]
        assert widget.pieces[0]["cells"][5][3] == {"text": "x", "tone": "seat0"}
    finally:
        widget.close()

