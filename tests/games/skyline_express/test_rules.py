"""Skyline Express rules: turns, bonuses, special actions, services, rounds, the end."""

import pytest

import skywidgets
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.games.skyline_express.data import SEAT_BY_NAME, SERVICES

GAME = skywidgets.load("skyline_express")


def position(players=2, **changes):
    """A fresh game's position (fixed goals) with some fields replaced."""
    state = GAME.new(players=players, seed=3,
                     goals=["yellow-1-2", "blue-1-2", "green-1-2", "red-1-2"])
    data = state.to_dict()
    data.update(changes)
    return data


def with_dice(values, players=2, **changes):
    data = position(players, **changes)
    data["dice"] = [{"colour": c, "value": v, "taken_by": None}
                    for c, v in zip(("yellow", "blue", "green", "red"), values)]
    return GAME.from_dict(data)


def test_a_turn_takes_a_die_and_seats_its_passenger_with_its_bonus():
    state = with_dice([1, 3, 5, 6])
    assert [m.id for m in state.legal_moves()] == ["y", "b", "g", "r"]
    state.apply("y")
    state.apply("2a")
    sheet = state.to_dict()["sheets"][0]
    assert sheet["seats"][SEAT_BY_NAME["2a"]] == "yellow"
    assert (sheet["tickets"], sheet["dice_points"], sheet["personas"]) == (2, 0, [])
    assert state.current_player == 1  # two players: the second takes two dice
    state.apply("b")
    state.apply("1a")
    assert state.to_dict()["sheets"][1]["tickets"] == 1
    assert state.to_dict()["sheets"][1]["dice_points"] == 1
    state.apply("g")
    state.apply("1b")
    assert state.to_dict()["sheets"][1]["personas"] == [SEAT_BY_NAME["1b"]]
    assert state.current_player == 0  # and the first player takes the last die
    assert [m.id for m in state.legal_moves()] == ["r"]


def test_two_players_take_dice_one_two_one_and_the_marker_passes_left():
    state = with_dice([2, 2, 2, 2])
    seats = []
    for _ in range(4):
        seats.append(state.current_player)
        state.apply(state.legal_moves()[0])
        state.apply(next(m for m in state.legal_moves() if m.kind == "place"))
        if state.phase == "after":
            state.apply("end")
    assert seats == [0, 1, 1, 0]
    assert state.view(0)["round"] == 2 and state.current_player == 1


def test_three_players_leave_one_die_unused():
    state = with_dice([2, 3, 4, 5], players=3)
    for seat in (0, 1, 2):
        assert state.current_player == seat
        state.apply(state.legal_moves()[0])
        state.apply(next(m for m in state.legal_moves() if m.kind == "place"))
    assert state.view(0)["round"] == 2
    assert state.current_player == 1  # the marker passed left
    assert all(d["taken_by"] is None for d in state.view(0)["dice"])  # rolled afresh


def test_changing_a_die_costs_a_dice_point_and_never_wraps():
    data = position()
    data["sheets"][0].update(dice_points=2)
    data["dice"] = [{"colour": c, "value": v, "taken_by": None}
                    for c, v in zip(("yellow", "blue", "green", "red"), (6, 1, 4, 2))]
    state = GAME.from_dict(data)
    state.apply("y")
    with pytest.raises(IllegalMove, match="6 never becomes 1") as err:
        state.apply("+")
    assert err.value.rule.key == "change_value"
    state.apply("-")
    state.apply("-")
    assert state.view(0)["held"]["value"] == 4
    with pytest.raises(IllegalMove, match="1 dice point"):
        state.apply("-")
    state.apply("3c")
    assert state.to_dict()["sheets"][0]["dice_points_spent"] == 2
    assert state.to_dict()["sheets"][0]["dice_points"] == 3  # the 4 gave one back


def test_a_1_cannot_go_down():
    data = position()
    data["sheets"][0].update(dice_points=1)
    data["dice"] = [{"colour": c, "value": 1, "taken_by": None}
                    for c in ("yellow", "blue", "green", "red")]
    state = GAME.from_dict(data)
    state.apply("b")
    assert "-" not in [m.id for m in state.legal_moves()]
    with pytest.raises(IllegalMove, match="1 never becomes 6"):
        state.apply("-")


def test_three_dice_points_seat_another_colour():
    data = position()
    data["sheets"][0].update(dice_points=3)
    state = GAME.from_dict(data)
    state.apply("b")
    ids = [m.id for m in state.legal_moves()]
    assert {"=y", "=g", "=r"} <= set(ids) and "=b" not in ids
    state.apply("=r")
    state.apply("6d")
    sheet = state.to_dict()["sheets"][0]
    assert sheet["seats"][SEAT_BY_NAME["6d"]] == "red"
    assert sheet["dice_points_spent"] == 3
    data["sheets"][0].update(dice_points=2)
    poorer = GAME.from_dict(data)
    poorer.apply("b")
    with pytest.raises(IllegalMove, match="3 dice points") as err:
        poorer.apply("=r")
    assert err.value.rule.key == "change_colour"


def test_services_cost_five_tickets_and_are_crossed_out_for_everyone():
    data = position()
    data["sheets"][0].update(tickets=10)
    data["sheets"][1].update(tickets=5)
    state = GAME.from_dict(data)
    state.apply("s1")
    assert state.view(0)["services"][0]["owner"] == 0
    # no two of one type: s1 is yellow-blue; with 1-2 players set 2 is not in play anyway
    with pytest.raises(IllegalMove, match="first set"):
        state.apply("s7")
    state.apply("s2")
    assert state.to_dict()["sheets"][0]["tickets_spent"] == 10
    with pytest.raises(IllegalMove, match="5 tickets"):
        state.apply("s3")
    # the other player may not take a service already taken
    state.apply("y")
    state.apply("1a")
    if state.phase == "after":
        state.apply("end")
    with pytest.raises(IllegalMove, match="crossed out") as err:
        state.apply("s1")
    assert err.value.rule.key == "service"
    # in words: the service's name and who bought it, never a seat counted from 0
    assert err.value.reason == ("service 1, Dining car, has been bought by another player: it is "
                                "crossed out")


def test_no_one_holds_two_services_of_one_type():
    data = position(players=3)
    data["sheets"][0].update(tickets=10)
    state = GAME.from_dict(data)
    state.apply("s1")  # yellow-blue, first set
    assert SERVICES[6]["type"] == SERVICES[0]["type"]
    with pytest.raises(IllegalMove) as err:
        state.apply("s7")
    assert err.value.reason == ("you already hold a service for yellow and blue passengers "
                                "(Dining car): no one holds two of one type")
    assert err.value.rule.key == "service_type"


def test_after_seating_a_player_may_buy_a_service_or_end_the_turn():
    data = position()
    data["sheets"][0].update(tickets=4)
    data["dice"] = [{"colour": c, "value": 1, "taken_by": None}
                    for c in ("yellow", "blue", "green", "red")]
    state = GAME.from_dict(data)
    state.apply("g")
    state.apply("1a")  # two tickets: six now
    assert state.phase == "after"
    assert [m.id for m in state.legal_moves()][-1] == "end"
    state.apply("s4")
    assert state.current_player == 1  # nothing more to buy: the turn ends by itself


def test_the_game_ends_when_every_carriage_is_full_and_ties_go_to_dice_points():
    import random

    for players in (1, 2, 3, 4):
        state = GAME.new(players=players, seed=players)
        gen = random.Random(players)
        while not state.is_over:
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
        view = state.view(0)
        assert all(None not in sheet["seats"] for sheet in view["sheets"])
        assert view["round"] == (12 if players <= 2 else 24)
    data = GAME.new(players=2, seed=1).to_dict()
    full = ["red"] * 24
    for sheet, left in zip(data["sheets"], (3, 5)):
        sheet.update(seats=full, dice_points=left)
    data.update(phase="over", queue=[])
    state = GAME.from_dict(data)
    assert state.scores()[0] == state.scores()[1]
    assert state.winners() == [1]  # the same points: most dice points left wins
    assert state.view(0)["result"]["kind"] == "tie_broken"
    data["sheets"][0]["dice_points"] = 5
    shared = GAME.from_dict(data)
    assert shared.winners() == [0, 1]  # still tied: shared
    assert shared.view(0)["result"]["kind"] == "shared"


def test_illegal_moves_name_the_rule_and_change_nothing():
    state = with_dice([2, 3, 4, 5])
    before = state.to_dict()
    for move, rule in (("1a", "place"), ("end", "place"), ("+", "change_value"), ("ai-y", "solo"),
                       ("s1", "service")):
        with pytest.raises(IllegalMove) as err:
            state.apply(move)
        assert err.value.rule.key == rule, move
    with pytest.raises(IllegalMove, match="a seat 1a-6d"):
        state.apply("7a")
    assert state.to_dict() == before  # nothing changed
    state.apply("y")
    state.apply("1a")
    state.apply("b")  # seat 1 seats a blue in its own 1a, then takes its second die
    state.apply("1a")
    state.apply("g")
    held = state.to_dict()
    with pytest.raises(IllegalMove, match="seat 1a is taken by a blue passenger") as err:
        state.apply("1a")
    assert err.value.rule.key == "place"
    assert state.to_dict() == held


@pytest.mark.parametrize("field,value,complaint", [
    ("players", 5, "1 to 4"),
    ("goals", ["blue-1-2", "yellow-1-2", "green-1-2", "red-1-2"], "one per die colour"),
    ("phase", "lunch", "one of"),
    ("queue", [7], "seats"),
    ("service_owner", [0] + [None] * 11, "match the services"),
])
def test_a_corrupt_position_names_the_field(field, value, complaint):
    data = position()
    data[field] = value
    with pytest.raises(BadPosition, match=complaint) as err:
        GAME.from_dict(data)
    assert err.value.field.split(".")[0].split("[")[0] == field


def test_a_corrupt_sheet_names_the_sheet_and_field():
    data = position()
    data["sheets"][1]["seats"][4] = "purple"
    with pytest.raises(BadPosition) as err:
        GAME.from_dict(data)
    assert err.value.field == "sheets[1].seats[4]"
    data = position()
    data["sheets"][0].update(tickets=2, tickets_spent=5)
    with pytest.raises(BadPosition, match="more spent than gained"):
        GAME.from_dict(data)


def test_goals_can_be_set_as_an_option_and_bad_ones_are_refused():
    state = GAME.new(players=2, seed=0, goals=["yellow-5-6", "blue-3-4", "green-5-6", "red-3-4"])
    assert [g["id"] for g in state.view(0)["goals"]][2] == "green-5-6"
    with pytest.raises(ValueError, match="yellow die's place needs a yellow"):
        GAME.new(players=2, goals=["blue-1-2", "blue-3-4", "green-5-6", "red-3-4"])
    with pytest.raises(ValueError, match="goal ids"):
        GAME.new(players=2, goals=["nope"] * 4)


def test_the_ai_opponents_refused_steps_say_what_its_rules_choose_instead():
    """Asked about another step than the one its rules choose, the AI opponent's refusal
    names the step they choose: its die, its seat, its service; and a game without it
    says so."""
    state = GAME.new(players=1, seed=2)
    state.apply("y")
    state.apply("1a")
    assert state.phase == "ai_pick" and [m.id for m in state.legal_moves()] == ["ai-g"]
    reasons = {}
    for move in ("ai-b", "ai-y", "ai-1a", "b"):
        with pytest.raises(IllegalMove) as err:
            state.apply(move)
        reasons[move] = (err.value.reason, err.value.rule.key)
    assert reasons == {
        "ai-b": ("the AI opponent's priority list picks the green die, not the blue one", "ai_dice"),
        "ai-y": ("the yellow die has been taken by you this round", "ai_dice"),
        "ai-1a": ("the AI opponent takes its die now", "solo"),
        "b": ("it is the AI opponent's step: play its step first", "solo"),
    }
    state.apply("ai-g")
    seat = state.legal_moves()[0].id.removeprefix("ai-")
    with pytest.raises(IllegalMove) as err:
        state.apply("ai-6d")
    assert err.value.reason == f"the AI opponent's placement rules seat its passenger in {seat}, not 6d"
    with pytest.raises(IllegalMove) as err:
        GAME.new(players=2, seed=1).apply("ai-y")
    assert err.value.reason.startswith("there is no AI opponent in this game")
