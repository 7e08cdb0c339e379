"""Every game as an OpenSpiel game (skywidgets/interop/openspiel.py), judged by OpenSpiel's
own random-simulation test, and checked against our engine move by move."""
from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import skywidgets  # noqa: E402
from skywidgets.core.options import BadOption  # noqa: E402
from skywidgets.interop import openspiel  # noqa: E402
from skywidgets.interop.chance import ChanceRng, chance_log  # noqa: E402
from skywidgets.interop.returns import score_share, win_share  # noqa: E402

NAMES = skywidgets.game_names()
#: (game, players) for every player count of every game
TABLES = [(name, players) for name in NAMES
          for players in range(skywidgets.load(name).min_players,
                               skywidgets.load(name).max_players + 1)]
#: option sets besides the defaults
OPTION_SETS = [
    ("skyjo", 3, {"column_rule": False, "double_non_positive": True, "end_score": 40}),
    ("skyjo", 2, {"next_starter": "ender", "tie_counts_as_lowest": True}),
    ("skybridge", 3, {"lowest_level": "tower"}),
    ("skyway_robbery", 3, {"route": "odd", "dirty_tricks": 2, "unusual": True}),
    ("skyway_robbery", 2, {"expert": True, "dirty_tricks": 0}),
]


def sims(name: str, players: int = 2) -> int:
    # every state of a simulation is observed by every seat: long games with many seats
    # (Skyway Robbery is several hundred moves) get one simulation
    return 1 if name == "skyway_robbery" or players >= 4 else 2


@pytest.mark.parametrize("name,players", TABLES)
def test_random_sim_test_every_player_count(name, players):
    game = openspiel.load(name, players=players)
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=sims(name, players), serialize=players <= 2,
                            verbose=False)


@pytest.mark.parametrize("name,players,options", OPTION_SETS)
def test_random_sim_test_option_sets(name, players, options):
    game = openspiel.load(name, players=players, **options)
    assert game.options == skywidgets.load(name).check_options(options)
    pyspiel.random_sim_test(game, num_sims=sims(name, players), serialize=False,
                            verbose=False)


def test_an_option_of_the_games_own_kind_is_json_text():
    goals = ["yellow-1-2", "blue-1-2", "green-1-2", "red-1-2"]
    game = pyspiel.load_game("skywidgets_skyline_express",
                             {"players": 2, "goals": '["yellow-1-2", "blue-1-2", "green-1-2", '
                                                     '"red-1-2"]'})
    assert game.options["goals"] == goals
    state = game.new_initial_state()
    while state.is_chance_node():  # the first round's dice; no goal is rolled
        state.apply_action(0)
    assert state.engine.goals == goals
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_parameters_are_every_option_at_its_default():
    for name in NAMES:
        engine_game = skywidgets.load(name)
        spec = pyspiel.load_game(openspiel.short_name(name)).get_type().parameter_specification
        assert set(spec) == {"players", "returns", *engine_game.options}
        assert spec["returns"] == "win"
        assert spec["players"] == engine_game.min_players


def test_a_bad_parameter_says_what_the_engine_says():
    with pytest.raises(BadOption) as engine_error:
        skywidgets.load("skyjo").new(players=2, next_starter="left")
    with pytest.raises(BadOption) as spiel_error:
        pyspiel.load_game("skywidgets_skyjo(players=2,next_starter=left)")
    assert str(spiel_error.value) == str(engine_error.value)
    with pytest.raises(Exception, match="played by 2 to 8 players, not 9"):
        pyspiel.load_game("skywidgets_skyjo(players=9)")


def test_actions_are_the_games_move_ids_in_a_stable_order():
    game = openspiel.load("skyjo", players=2)
    ids = skywidgets.load("skyjo").action_ids(2, game.options)
    assert game.num_distinct_actions() == len(ids) == len(set(ids))
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(0)
    assert [state.action_to_string(a) for a in state.legal_actions()] == \
        [m.id for m in state.engine.legal_moves()]
    assert [ids[a] for a in state.legal_actions()] == [m.id for m in state.engine.legal_moves()]


def test_a_shuffle_is_a_chance_node_per_fisher_yates_step():
    # Skyway shuffles its 12 face cards, then its 40-card deck: 11 nodes of 12, 11, ..., 2
    # equally likely outcomes, then 39 of 40, ..., 2
    state = openspiel.load("skyway").new_initial_state()
    sizes = []
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert [a for a, _ in outcomes] == list(range(len(outcomes)))
        assert all(p == pytest.approx(1 / len(outcomes)) for _, p in outcomes)
        sizes.append(len(outcomes))
        state.apply_action(len(outcomes) - 1)  # every card stays where it is
    assert sizes == list(range(12, 1, -1)) + list(range(40, 1, -1))
    assert state.engine.deck[:5] == sorted(state.engine.deck[:5])


@pytest.mark.parametrize("name,players", [("skyway", 1), ("skyjo", 3), ("skybridge", 2),
                                          ("skyline_express", 1), ("skyline_express", 3),
                                          ("skyway_robbery", 3)])
def test_a_seeded_game_plays_the_same_through_the_engine_and_the_wrapper(name, players):
    engine_game = skywidgets.load(name)
    seed = 11
    engine = engine_game.new(players=players, seed=seed)
    policy = random.Random(seed)
    while not engine.is_over:
        engine.apply(policy.choice(engine.legal_moves()))
    record = engine.record()
    outcomes = iter(chance_log(engine_game, players, seed, {}, record.moves))

    replay = engine_game.new(players=players, seed=seed)
    state = openspiel.load(name, players=players).new_initial_state()
    moves = iter(record.moves)
    while not state.is_terminal():
        if state.is_chance_node():
            outcome = next(outcomes)
            assert outcome in [a for a, _ in state.chance_outcomes()]
            state.apply_action(outcome)
            continue
        seat = replay.current_player
        assert state.current_player() == seat
        # OpenSpiel lists legal actions in ascending order: ours, sorted by action
        assert [state.action_to_string(a) for a in state.legal_actions()] == \
            sorted((m.id for m in replay.legal_moves()), key=state.string_to_action)
        for viewer in range(players):
            assert state.engine.view(viewer) == replay.view(viewer)
        move_id = next(moves)
        state.apply_action(state.string_to_action(move_id))
        replay.apply(move_id)
    assert next(outcomes, None) is None and next(moves, None) is None
    assert state.engine.scores() == engine.scores()
    assert state.engine.view(None) == engine.view(None)
    assert state.returns() == win_share(engine)


def test_returns_are_zero_sum_shares_of_the_win():
    engine = skywidgets.load("skybridge").new(players=3, seed=2)
    policy = random.Random(2)
    while not engine.is_over:
        engine.apply(policy.choice(engine.legal_moves()))
    returns = win_share(engine)
    winners = engine.winners()
    assert sum(returns) == pytest.approx(0.0)
    for seat, value in enumerate(returns):
        expected = (3 / len(winners) - 1) / 2 if seat in winners else -0.5
        assert value == pytest.approx(expected)


def test_returns_may_be_scores_where_a_game_bounds_them():
    game = pyspiel.load_game("skywidgets_skyway(returns=score)")
    assert (game.min_utility(), game.max_utility()) == skywidgets.load("skyway").score_bounds(1, {})
    state = play_until(game.new_initial_state(), 10_000, seed=8)
    assert state.returns() == [float(state.engine.scores()[0])] == score_share(state.engine)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    engine = skywidgets.load("skybridge").new(players=3, seed=1)
    policy = random.Random(1)
    while not engine.is_over:
        engine.apply(policy.choice(engine.legal_moves()))
    mean = sum(engine.scores()) / 3
    assert score_share(engine) == pytest.approx([s - mean for s in engine.scores()])
    with pytest.raises(Exception, match="returns='score' needs bounds on Skyjo's scores"):
        pyspiel.load_game("skywidgets_skyjo(returns=score)")
    with pytest.raises(Exception, match="returns is one of 'win', 'score', not 'points'"):
        pyspiel.load_game("skywidgets_skyway(returns=points)")


def play_until(state, plies: int, seed: int):
    policy = random.Random(seed)
    while not state.is_terminal() and (plies > 0 or state.is_chance_node()):
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(policy.choices(actions, probs)[0])
        else:
            state.apply_action(policy.choice(state.legal_actions()))
            plies -= 1
    return state


@pytest.mark.parametrize("name,players,hides", [
    ("skyway", 1, True), ("skyjo", 3, True), ("skyway_robbery", 3, True),
    # Skyline Express hides only dice not rolled yet: there is nothing to redraw
    ("skyline_express", 2, False)])
def test_what_a_seat_is_told_comes_from_its_view_only(name, players, hides):
    game = openspiel.load(name, players=players)
    state = play_until(game.new_initial_state(), 8, seed=3)
    seat = state.current_player()
    # a world the seat cannot tell apart from this one: its strings and tensors are equal
    world = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert world.engine.view(seat) == state.engine.view(seat)
    assert world.information_state_string(seat) == state.information_state_string(seat)
    assert world.observation_string(seat) == state.observation_string(seat)
    assert world.observation_tensor(seat) == state.observation_tensor(seat)
    assert world.information_state_tensor(seat) == state.information_state_tensor(seat)
    assert world.legal_actions() == state.legal_actions()
    assert (world.engine.to_dict() != state.engine.to_dict()) == hides  # what was redrawn
    # and the tensor is informative: one more move changes it
    after = play_until(state.clone(), 1, seed=4)
    if not after.is_terminal() and after.engine.view(seat) != state.engine.view(seat):
        assert after.observation_tensor(seat) != state.observation_tensor(seat)
    size = skywidgets.load(name).view_tensor_size
    assert len(state.observation_tensor(seat)) == game.observation_tensor_size() == \
        players + size
    assert len(state.information_state_tensor(seat)) == game.information_state_tensor_size() \
        == players + 2 * size
    # the tensor says whose it is: the player one-hot, then the view's vector
    tensor = state.observation_tensor(seat)
    assert tensor[:players] == [1.0 if p == seat else 0.0 for p in range(players)]
    assert tensor[players:] == pytest.approx(skywidgets.load(name).view_tensor(
        state.engine.view(seat)))
    assert state.observation_string(seat).startswith(f"player {seat}\n")


def test_a_secret_move_is_a_question_mark_in_the_other_seats_information_state():
    engine_game = skywidgets.load("skyway_robbery")
    state = openspiel.load("skyway_robbery", players=2).new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(0)
            continue
        action = state.legal_actions()[0]
        move_id = state.action_to_string(action)
        seat = state.current_player()
        state.apply_action(action)
        if engine_game.private_move(move_id) is not None:
            break
    assert state.seen_moves(seat)[-1] == f"{seat}:{move_id}"
    assert state.seen_moves(1 - seat)[-1] == f"{seat}:?"
    assert move_id not in state.information_state_string(1 - seat).split("moves: ")[1]
    assert move_id in state.information_state_string(seat).split("moves: ")[1]


def test_clones_are_independent():
    state = play_until(openspiel.load("skyjo", players=2).new_initial_state(), 5, seed=1)
    copy = state.clone()
    before = state.engine.to_dict()
    play_until(copy, 10, seed=2)
    assert state.engine.to_dict() == before
    assert copy.history()[:len(state.history())] == state.history()


def test_determinize_rng_stays_a_chance_rng_after_resampling():
    state = play_until(openspiel.load("skyjo", players=2).new_initial_state(), 4, seed=5)
    world = state.resample_from_infostate(state.current_player(),
                                          pyspiel.UniformProbabilitySampler(0.0, 1.0))
    # the redrawn world's future draws are chance nodes too, not drawn by a hidden seed
    assert isinstance(world.engine.rng, ChanceRng)
    play_until(world, 200, seed=6)
    assert world.is_terminal() or len(world.history()) > len(state.history())


def test_a_policy_bot_plays_a_seat_at_the_board_from_its_seats_information(tmp_path):
    from skywidgets import Skybridge, Skyjo

    game = openspiel.load("skyjo", players=2)
    told = []

    def lowest_action(state, player):
        told.append((state.observation_string(player), state.current_player() == player))
        return state.legal_actions()[-1]

    bot = openspiel.PolicyBot(game, lowest_action, name="last-action")
    w = Skyjo(players=["You", bot], seed=3, settings={"pace": 0, "autoplay": False})
    assert w.players[1]["kind"] == "bot"
    bot_turns = 0
    while not w.state.is_over and w.state.ply < 30:
        if w.state.current_player == 0:
            w.play(w.state.legal_moves()[0].id)
        else:
            position = w.state.copy()
            w.bot_step()
            assert w.state.history[position.ply] == \
                max(position.legal_moves(), key=lambda m: game.action_of[m.id]).id
            assert told[-1] == (openspiel.wrap(game, position).observation_string(1), True)
            bot_turns += 1
    assert bot_turns >= 5 and w.error == {}
    # a bot object's name seats it in new games too, and a clash of names is refused
    w.new_game(seed=4, players=[bot, "You"])
    assert w.players[0]["kind"] == "bot"
    # a saved game names the bot; loaded again, its seat is a person's of that name
    saved = tmp_path / "game.json"
    w.save(saved)
    again = Skyjo.load(saved)
    assert again.players[0]["kind"] == "human" and again.players[0]["name"] == "last-action"
    with pytest.raises(ValueError, match="two different bots"):
        Skybridge(players=[openspiel.PolicyBot(game, lowest_action, "twin"),
                           openspiel.PolicyBot(game, lowest_action, "twin")])
