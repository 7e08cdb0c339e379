"""The worked examples of the Skyline Express rulebook."""

import skywidgets
from skywidgets.games.skyline_express import scoring
from skywidgets.games.skyline_express.data import (COMPARTMENT_SEATS, SEAT_BY_NAME, SERVICES,
                                                   goal_for)

GAME = skywidgets.load("skyline_express")


def empty():
    return [None] * 24


def test_four_yellow_personas_in_one_compartment_score_16():
    """'The player has 4 yellow Personas in one compartment. Each of them is worth 4 victory
    points ... A whole compartment filled with Personas of the same color is worth 16.'"""
    carriage = empty()
    seats = COMPARTMENT_SEATS[2]
    for seat in seats:
        carriage[seat] = "yellow"
    assert [scoring.persona_value(carriage, seat) for seat in seats] == [4, 4, 4, 4]
    assert scoring.persona_points(carriage, seats) == 16
    # the AI opponent counts personas double
    assert scoring.breakdown(carriage, seats, [], [], ai=True)["personas"] == 32


def test_a_red_green_service_with_4_red_and_8_green_scores_8():
    """'He has 4 red passengers in his carriage and 8 green passengers. Therefore he has
    4 pairs of green and red giving him 8 victory points.'"""
    carriage = empty()
    for seat in range(4):
        carriage[seat] = "red"
    for seat in range(4, 12):
        carriage[seat] = "green"
    green_red = next(i for i, s in enumerate(SERVICES) if set(s["colours"]) == {"green", "red"})
    assert scoring.service_points(carriage, [green_red]) == 8


def test_a_blue_1_picks_the_two_green_across_two_blue_goal():
    """'If first player rolled a value 1 blue die they mark the Goal which gives 5 points for
    each compartment where 2 green passengers sit across with 2 blue passengers.'"""
    goal = goal_for("blue", 1)
    assert goal == "blue-1-2"
    carriage = empty()
    # compartment 4: green on the left bench (4a, 4c), blue on the right bench (4b, 4d)
    for name, colour in (("4a", "green"), ("4c", "green"), ("4b", "blue"), ("4d", "blue")):
        carriage[SEAT_BY_NAME[name]] = colour
    assert scoring.goal_compartments(carriage, goal) == [3]
    assert scoring.goal_points(carriage, [goal]) == 5
    # side by side is not across: green by the windows, blue by the aisle does not count
    other = empty()
    for name, colour in (("2a", "green"), ("2b", "green"), ("2c", "blue"), ("2d", "blue")):
        other[SEAT_BY_NAME[name]] = colour
    assert scoring.goal_compartments(other, goal) == []
    # and a goal counts in every compartment that completes it
    for name, colour in (("1a", "blue"), ("1c", "blue"), ("1b", "green"), ("1d", "green")):
        carriage[SEAT_BY_NAME[name]] = colour
    assert scoring.goal_points(carriage, [goal]) == 10


def test_setup_rolls_one_goal_per_colour_from_the_dice():
    state = GAME.new(players=2, seed=11)
    data = state.to_dict()
    assert len(data["goal_roll"]) == 4
    assert data["goals"] == [goal_for(colour, value) for colour, value in
                             zip(("yellow", "blue", "green", "red"), data["goal_roll"])]
    # every player shares them: they are the game's, not a sheet's
    assert [g["id"] for g in state.view(0)["goals"]] == data["goals"]
