"""The solo game's AI opponent, rule by rule as the rulebook writes it."""

import pytest

import skywidgets
from skywidgets.core.errors import IllegalMove
from skywidgets.games.skyline_express.data import COMPARTMENT_SEATS, SEAT_BY_NAME

GAME = skywidgets.load("skyline_express")
COLOURS = ("yellow", "blue", "green", "red")


def solo(values, taken=(None, None, None, None), ai=None, phase="ai_pick", **changes):
    """A solo position where the AI is about to choose among the untaken dice."""
    data = GAME.new(players=1, seed=5, goals=["yellow-1-2", "blue-1-2", "green-1-2",
                                              "red-1-2"]).to_dict()
    data["dice"] = [{"colour": c, "value": v, "taken_by": t}
                    for c, v, t in zip(COLOURS, values, taken)]
    data["ai"].update(ai or {})
    data.update(phase=phase, queue=["reroll", 0, "ai"], **changes)
    return GAME.from_dict(data)


def carriage(**seated):
    """24 seats from keyword seat names: carriage(s1a="red", ...)."""
    seats = [None] * 24
    for name, colour in seated.items():
        seats[SEAT_BY_NAME[name[1:]]] = colour
    return seats


def test_rule_1_the_colour_it_has_least_of():
    state = solo([1, 6, 2, 3], ai={"seats": carriage(s1a="yellow", s2a="blue", s3a="green")})
    assert [m.id for m in state.legal_moves()] == ["ai-r"]
    assert state.automatic_move().id == "ai-r"
    state.apply("ai-r")
    assert state.view(0)["ai_trace"][0]["decided_by"].startswith("1.")


def test_rule_2_then_the_highest_value():
    state = solo([4, 6, 2, 6], taken=(0, None, None, None),
                 ai={"seats": carriage(s1a="yellow")})
    # blue, green and red: none in the carriage; blue and red show a 6
    moves = [m.id for m in state.legal_moves()]
    assert moves == ["ai-b", "ai-r"]  # rule 3 (services) cannot split them: no services
    state.apply("ai-r")  # the player decides
    rules = [step["rule"] for step in state.view(0)["ai_trace"][0]["rules"]]
    assert rules[-1] == "4. the player decides"
    state = solo([4, 6, 2, 5], taken=(0, None, None, None),
                 ai={"seats": carriage(s1a="yellow")})
    assert [m.id for m in state.legal_moves()] == ["ai-b"]


def test_rule_3_then_the_most_service_points_and_rule_4_the_player_decides():
    ai = {"seats": carriage(s1a="yellow", s1b="yellow", s2a="red"), "tickets": 5,
          "tickets_spent": 5, "services": [2]}  # s3: yellow and red
    state = solo([1, 3, 3, 3], taken=(0, None, None, None), ai=ai,
                 service_owner=[None, None, "ai"] + [None] * 9)
    # blue, green and red tie on count... no: red has one. Blue and green have none, both 3s
    assert [m.id for m in state.legal_moves()] == ["ai-b", "ai-g"]
    assert state.automatic_move() is None  # the player decides
    ai["seats"] = carriage(s1a="yellow", s1b="yellow", s2a="blue", s3a="green", s4a="red")
    state = solo([1, 3, 3, 3], taken=(0, None, None, None), ai=ai,
                 service_owner=[None, None, "ai"] + [None] * 9)
    # blue, green and red each once, each a 3: a red passenger adds a yellow-red pair
    assert [m.id for m in state.legal_moves()] == ["ai-r"]
    state.apply("ai-r")
    rules = [step["rule"] for step in state.view(0)["ai_trace"][0]["rules"]]
    assert rules == ["1. the colour it has least of", "2. the highest value",
                     "3. the most points from its services"]


def test_the_player_breaking_a_tie_may_only_pick_a_tied_die():
    state = solo([2, 4, 4, 1])
    assert [m.id for m in state.legal_moves()] == ["ai-b", "ai-g"]
    with pytest.raises(IllegalMove, match="priority list") as err:
        state.apply("ai-r")
    assert err.value.rule.key == "ai_dice"
    state.apply("ai-g")
    assert state.phase == "ai_place"


@pytest.mark.parametrize("value,points,expected_value,spent", [
    (2, 3, 5, 3), (2, 2, 2, 0), (4, 1, 5, 1), (6, 5, 6, 0), (1, 4, 5, 4), (1, 3, 1, 0)])
def test_the_ai_must_turn_its_die_into_a_5_when_it_can(value, points, expected_value, spent):
    state = solo([value, 6, 6, 6], taken=(None, 0, 0, 0), ai={"dice_points": points})
    state.apply("ai-y")
    state.apply(state.automatic_move())
    last = state.view(0)["last"]
    assert last["value"] == expected_value and last["changed_by"] == spent
    ai = state.to_dict()["ai"]
    assert ai["dice_points_spent"] == spent
    assert (len(ai["personas"]) == 1) == (expected_value >= 5)


def test_placement_fills_one_compartment_per_colour():
    state = solo([3, 3, 3, 3], taken=(None, 0, 0, 0),
                 ai={"seats": carriage(s1a="blue", s1b="blue", s2a="red")})
    state.apply("ai-y")
    # yellow is new: the first empty compartment is 3
    assert state.automatic_move().id == "ai-3a"
    state.apply("ai-3a")
    assert state.to_dict()["ai"]["homes"]["yellow"] == 2
    # a later yellow joins it, in the order a, b, c, d
    data = state.to_dict()
    data["dice"] = [{"colour": c, "value": 3, "taken_by": None if c == "yellow" else 0}
                    for c in COLOURS]
    data.update(phase="ai_pick", queue=[])
    again = GAME.from_dict(data)
    again.apply("ai-y")
    assert again.automatic_move().id == "ai-3b"


def test_a_full_home_sends_the_colour_to_the_next_empty_compartment_then_reading_order():
    seats = carriage(s1a="red", s1b="red", s1c="red", s1d="red", s2a="blue")
    state = solo([3, 3, 3, 3], taken=(0, 0, 0, None), ai={"seats": seats, "homes": {"red": 0}})
    state.apply("ai-r")
    assert state.automatic_move().id == "ai-3a"
    # no empty compartment left: the first free seat from the top row, left to right
    seats = ["green"] * 24
    for name in ("4b", "2c", "6d"):
        seats[SEAT_BY_NAME[name]] = None
    state = solo([3, 3, 3, 3], taken=(0, 0, 0, None), ai={"seats": seats, "homes": {"red": 0}})
    state.apply("ai-r")
    assert state.automatic_move().id == "ai-4b"
    state.apply("ai-4b")
    assert "first free seat" in state.view(0)["ai_trace"][1]["seat_rule"]


def test_on_reaching_5_tickets_the_ai_takes_the_service_worth_most_leftmost_on_ties():
    seats = carriage(s1a="green", s1b="green", s2a="red", s2b="red", s3a="blue")
    state = solo([1, 6, 6, 6], taken=(None, 0, 0, 0), ai={"seats": seats, "tickets": 3})
    state.apply("ai-y")
    state.apply(state.automatic_move())  # a 1: two tickets, five in all
    assert state.phase == "ai_service"
    # green-red is worth 4 now (two pairs); every other service less
    assert state.automatic_move().id == "ai-s6"
    state.apply("ai-s6")
    assert state.view(0)["services"][5]["owner"] == "ai"
    # and it is crossed out for the player
    data = state.to_dict()
    data["sheets"][0].update(tickets=5)
    data.update(phase="pick", queue=[])
    data["dice"][0]["taken_by"] = None
    player = GAME.from_dict(data)
    with pytest.raises(IllegalMove, match="AI opponent"):
        player.apply("s6")
    # ties: the leftmost, topmost
    state = solo([1, 6, 6, 6], taken=(None, 0, 0, 0), ai={"tickets": 3})
    state.apply("ai-y")
    state.apply(state.automatic_move())
    assert state.automatic_move().id == "ai-s1"
    state.apply("ai-s1")
    assert "leftmost" in state.view(0)["ai_trace"][-1]["rule"]


def test_a_solo_round_is_player_ai_reroll_player_ai():
    state = GAME.new(players=1, seed=8)
    actors = []
    while state.view(0)["round"] == 1:
        phase = state.phase
        if phase == "pick":
            actors.append("player")
            state.apply(state.legal_moves()[0])
        elif phase == "ai_pick":
            actors.append("ai")
            state.apply(state.legal_moves()[0])
        else:
            move = next(m for m in state.legal_moves() if m.kind in ("place", "ai-place",
                                                                    "ai-service", "end"))
            state.apply(move)
    assert actors == ["player", "ai", "player", "ai"]
    assert state.current_player == 0 and state.phase == "pick"  # the player always starts


def test_the_ai_scores_no_goals_double_personas_and_wins_ties():
    data = GAME.new(players=1, seed=1, goals=["yellow-1-2", "blue-1-2", "green-1-2",
                                              "red-1-2"]).to_dict()
    rainbow = []
    for compartment in range(6):
        for seat, colour in zip(COMPARTMENT_SEATS[compartment], COLOURS):
            rainbow.append((seat, colour))
    seats = [None] * 24
    for seat, colour in rainbow:
        seats[seat] = colour
    data["sheets"][0].update(seats=seats)
    data["ai"].update(seats=seats, personas=[0])
    data.update(phase="over", queue=[])
    state = GAME.from_dict(data)
    # the player: six rainbow compartments at 4 points; the AI: no goals, one persona x2
    assert state.score_breakdown(0)["goals"] == 24
    ai = state.ai_breakdown()
    assert ai["goals"] == 0 and ai["personas"] == 2
    assert state.winners() == [0]
    assert state.view(0)["result"]["kind"] == "solo_win"
    data["sheets"][0]["seats"] = ["red"] * 24
    data["ai"].update(seats=["red"] * 24, personas=[])
    tie = GAME.from_dict(data)
    assert tie.scores()[0] == tie.ai_breakdown()["total"] == 0
    assert tie.winners() == []  # a tie goes to the AI
    assert tie.view(0)["result"]["kind"] == "solo_tie"
