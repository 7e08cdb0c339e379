"""view["actions"]: each special action's button, None where it may be played, else why not.

The answers come from the engine's one legality check, so they must agree with
legal_moves() and with what apply() says, in every position.
"""

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

import skywidgets
from skywidgets.core.errors import IllegalMove
from skywidgets.games.skyline_express.data import COLOUR_LETTERS, COLOURS, SERVICES

GAME = skywidgets.load("skyline_express")
NONE_LEFT = "no service left that you may buy: each one is taken or of a type you hold"


def refusal_of(state, move_id):
    """What apply() says about a move, as view["actions"] says it: None when it is legal."""
    trial = state.copy()
    try:
        trial.apply(move_id)
    except IllegalMove as err:
        return {"reason": err.reason, "rule": err.rule.key, "summary": err.rule.summary}
    return None


def check_actions(state):
    """view["actions"] agrees with legal_moves() and apply() in this position."""
    view = state.view(None)
    actions = view["actions"]
    if state.is_over:
        assert actions is None
        return
    legal = {m.id for m in state.legal_moves()}
    assert json.loads(json.dumps(actions)) == actions  # JSON-safe as it is
    assert set(actions) == {"up", "down", "recolour", "recolour_to", "service", "end"}
    # every seat sees the same answers (nothing in them is anyone's secret)
    for seat in range(state.num_players):
        assert state.view(seat)["actions"] == actions
    for key, move_id in (("up", "+"), ("down", "-"), ("end", "end")):
        assert (actions[key] is None) == (move_id in legal), (key, state.phase)
        assert actions[key] == refusal_of(state, move_id), key
    recolours = {c: "=" + COLOUR_LETTERS[c] for c in COLOURS}
    for colour, move_id in recolours.items():
        assert (actions["recolour_to"][colour] is None) == (move_id in legal)
        assert actions["recolour_to"][colour] == refusal_of(state, move_id), colour
    assert (actions["recolour"] is None) == bool(legal & set(recolours.values()))
    if actions["recolour"] is not None:
        # every colour is refused, and for one reason: the one the button says
        assert all(r == actions["recolour"] for r in actions["recolour_to"].values())
    in_play = [i for i, s in enumerate(view["services"]) if s["in_play"]]
    buys = {SERVICES[i]["id"]: refusal_of(state, SERVICES[i]["id"]) for i in in_play}
    assert (actions["service"] is None) == bool(legal & set(buys))
    assert (actions["service"] is None) == any(r is None for r in buys.values())
    if actions["service"] is not None:
        refusals = list(buys.values())
        if all(r == refusals[0] for r in refusals):
            assert actions["service"] == refusals[0]
        else:
            # different reasons only when each service left is taken or of a type held
            assert actions["service"]["reason"] == NONE_LEFT
            assert all("crossed out" in r["reason"] or r["rule"] == "service_type"
                       for r in refusals), refusals
    return actions


@settings(max_examples=40, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32),
       picks=st.lists(st.integers(0, 60), min_size=1, max_size=300))
def test_actions_agree_with_the_legal_moves_in_random_games(players, seed, picks):
    state = GAME.new(players=players, seed=seed)
    check_actions(state)
    for pick in picks:
        if state.is_over:
            break
        moves = state.legal_moves()
        state.apply(moves[pick % len(moves)])
        check_actions(state)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_actions_agree_in_whole_games_that_spend(players):
    """Games that change dice and buy services whenever they can, so that every kind of
    refusal turns up: no dice points, a 6 or a 1 in hand, no tickets, services taken."""
    rng = random.Random(players)
    seen = set()
    for seed in range(6):
        state = GAME.new(players=players, seed=seed)
        while not state.is_over:
            actions = check_actions(state)
            seen |= {a["reason"].split(":")[0].split(" and ")[0]
                     for a in (actions["up"], actions["down"], actions["service"]) if a}
            moves = state.legal_moves()
            spend = [m for m in moves if m.kind in ("up", "down", "recolour", "service")]
            pool = spend if spend and rng.random() < 0.6 else moves
            state.apply(rng.choice(pool))
        check_actions(state)
    assert {"a 6 cannot go up", "a 1 cannot go down", "take a die first",
            "changing a die costs 1 dice point"} <= seen


def with_hand(value, points=0, tickets=0, players=1):
    data = GAME.new(players=players, seed=1).to_dict()
    assert data["phase"] == "pick"
    data["dice"][0] = {"colour": "yellow", "value": value, "taken_by": 0}
    data["phase"] = "hold"
    data["held"] = {"die": 0, "value": value, "colour": "yellow"}
    data["sheets"][0].update(dice_points=points, tickets=tickets)
    return GAME.from_dict(data)


def test_a_six_and_a_one_in_hand():
    six = with_hand(6, points=2)
    actions = six.view(0)["actions"]
    assert actions["up"] == {"reason": "a 6 cannot go up: 6 never becomes 1",
                             "rule": "change_value",
                             "summary": "1 dice point changes the chosen die's value by one; "
                                        "never 1 to 6 or 6 to 1"}
    assert actions["down"] is None
    assert actions["recolour"]["reason"] == "another colour costs 3 dice points and you have 2"
    assert actions["service"]["reason"] == "a service costs 5 tickets and you have 0"
    assert actions["end"]["reason"] == "seat your passenger first"
    one = with_hand(1, points=0).view(0)["actions"]
    assert one["down"]["reason"] == ("changing a die costs 1 dice point and you have none "
                                     "left")  # the cost comes first
    assert with_hand(1, points=1).view(0)["actions"]["down"]["reason"] == (
        "a 1 cannot go down: 1 never becomes 6")


def test_each_colour_of_another_colour_says_why_not():
    state = with_hand(3, points=6)
    state.apply("=g")  # a yellow die, a green passenger now; 3 dice points left
    actions = state.view(0)["actions"]
    assert actions["recolour"] is None  # blue and red are still choices
    assert actions["recolour_to"]["blue"] is None and actions["recolour_to"]["red"] is None
    assert actions["recolour_to"]["yellow"]["reason"] == (
        "the die is yellow already: the special action seats a different colour")
    assert actions["recolour_to"]["green"]["reason"] == "the passenger is green already"
    state.apply("=b")  # no dice points left: every colour is refused for that
    actions = state.view(0)["actions"]
    assert actions["recolour"]["reason"] == "another colour costs 3 dice points and you have 0"
    assert all(r == actions["recolour"] for r in actions["recolour_to"].values())


def test_no_service_left_to_buy_says_so_once():
    # tickets enough, but every service in play is taken or of a type the player holds
    data = GAME.new(players=2, seed=1).to_dict()
    data["sheets"][0].update(tickets=10, tickets_spent=5, services=[0])
    data["sheets"][1].update(tickets=25, tickets_spent=25, services=[1, 2, 3, 4, 5])
    data["service_owner"] = [0, 1, 1, 1, 1, 1] + [None] * 6
    state = GAME.from_dict(data)
    service = state.view(0)["actions"]["service"]
    assert service["reason"] == NONE_LEFT
    assert service["rule"] == "service"
    check_actions(state)


def test_the_ai_opponents_step_and_the_end_of_the_game():
    state = GAME.new(players=1, seed=2)
    for move in "y 1a".split():
        state.apply(move)
    assert state.phase == "ai_pick"
    actions = state.view(0)["actions"]
    answers = [actions[k] for k in ("up", "down", "recolour", "service", "end")]
    assert all(a == answers[0] for a in answers)  # one reason for every button
    assert answers[0]["rule"] == "solo"
    over = GAME.new(players=2, seed=1).to_dict()
    for sheet in over["sheets"]:
        sheet["seats"] = ["red"] * 24
    over.update(phase="over", queue=[])
    assert GAME.from_dict(over).view(None)["actions"] is None
