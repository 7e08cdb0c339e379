"""The scoring example of the Skybridge rulebook's figure 6, on a position built to match it.

Dark roofs own towers A (8 floors) and B (7 floors), joined by the dark bridge: (8 + 7) x 2
= 30. The light roof owns tower C (10 floors); the light bridge lies on C and, at right
angles, on the dark bridge's end over A, so it reaches A and B: 10 + 8 + 7 = 25.

    A = base 1, B = base 2, C = base 4 (bases 1-9 in reading order)

    A: short orange, short ivory, dark bridge, light bridge, short orange, dark roof
    B: short blue, short orange, dark bridge, short blue, dark roof
    C: tall blue, short orange, light bridge, short charcoal, short blue, light roof
"""

import skywidgets

GAME = skywidgets.load("skybridge")
IVORY, DARK, ORANGE, BLUE = 0, 1, 2, 3  # seats of a four-player game own these colours
A, B, C = 0, 1, 3


def piece(kind, colour, bases, z):
    names = ("ivory", "charcoal", "orange", "blue")
    return {"kind": kind, "colour": names[colour], "bases": list(bases), "z": z, "seat": colour}


FIGURE_6 = [
    piece("short", ORANGE, [A], 0), piece("short", BLUE, [B], 0), piece("tall", BLUE, [C], 0),
    piece("short", IVORY, [A], 2), piece("short", ORANGE, [B], 2), piece("short", ORANGE, [C], 3),
    piece("bridge", DARK, [A, B], 4),
    piece("bridge", IVORY, [A, C], 5),
    piece("short", ORANGE, [A], 6), piece("short", BLUE, [B], 5),
    piece("short", DARK, [C], 6), piece("short", BLUE, [C], 8),
    piece("roof", DARK, [A], 8), piece("roof", DARK, [B], 7), piece("roof", IVORY, [C], 10),
]


def figure_6():
    # three towers on an otherwise bare board: buildable only when any tower may grow
    # ("tower"); under the default "board" rule the six other bases would rise with them
    return GAME.from_dict({"game": "skybridge", "players": 4, "pieces": FIGURE_6,
                           "player": 0, "turns": [4, 4, 4, 3],
                           "options": {"lowest_level": "tower"}})


def test_figure_6_is_refused_under_the_default_level_rule():
    import pytest
    from skywidgets.core.errors import BadPosition

    with pytest.raises(BadPosition) as err:
        GAME.from_dict({"game": "skybridge", "players": 4, "pieces": FIGURE_6})
    assert err.value.field == "pieces[3]" and err.value.rule.key == "lowest_board"


def test_figure_6_dark_scores_30_and_light_scores_25():
    state = figure_6()
    towers = state.view(0)["towers"]
    assert [towers[b]["floors"] for b in (A, B, C)] == [8, 7, 10]
    assert [towers[b]["owner"] for b in (A, B, C)] == ["charcoal", "charcoal", "ivory"]
    points = state.view(0)["colour_points"]
    dark, light = points["charcoal"], points["ivory"]
    assert dark["tower_floors"] == 15 and dark["doubled"] == [A, B] and dark["total"] == 30
    assert light["tower_floors"] == 10 and light["bridged"] == [A, B]
    assert light["bridged_floors"] == 15 and light["total"] == 25
    assert state.scores()[:2] == [25.0, 30.0]
