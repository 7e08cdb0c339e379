"""Skybridge rules in the 3D model: touching, the lowest level, bridges, roofs, skips, the end."""

import random

import pytest

import skywidgets
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.games.skybridge import scoring
from skywidgets.games.skybridge.data import PIECES_PER_COLOUR

GAME = skywidgets.load("skybridge")
NAMES = ("ivory", "charcoal", "orange", "blue")


def piece(kind, colour, bases, z, seat=None):
    colour_index = NAMES.index(colour) if colour in NAMES else 0
    return {"kind": kind, "colour": colour, "bases": list(bases), "z": z,
            "seat": colour_index if seat is None else seat}


def board(*pieces, players=4, player=0, turns=None, **options):
    return GAME.from_dict({"game": "skybridge", "players": players, "pieces": list(pieces),
                           "player": player, "turns": turns or [0] * players,
                           "options": options})


def rule_of(state, move):
    with pytest.raises(IllegalMove) as err:
        state.apply(move)
    return err.value.rule.key


def ids(state):
    return {m.id for m in state.legal_moves()}


# ------------------------------------------------------------------ touching
def test_a_piece_never_rests_on_its_own_colour():
    state = board(piece("short", "ivory", [4], 0), lowest_level="tower")
    assert rule_of(state, "3@5") == "touch"  # ivory (seat 0) on ivory
    assert "2@4" not in ids(state)  # side by side at the same level touches too
    assert "2@1" in ids(state)  # a diagonal neighbour does not touch


def test_neighbours_touch_only_where_they_share_a_level():
    # ivory's tall block on base 4 fills levels 0-2; charcoal's short block on base 5, 0-1
    state = board(piece("tall", "ivory", [3], 0), piece("short", "charcoal", [4], 0),
                  lowest_level="tower")
    assert "2@1" not in ids(state) and "2@7" not in ids(state)  # beside it at level 0
    assert "2@5" not in ids(state)  # on base 5 it would fill 2-3: level 2 is shared
    raised = board(piece("tall", "ivory", [3], 0), piece("short", "charcoal", [4], 0),
                   piece("short", "orange", [4], 2), lowest_level="tower")
    assert "2@5" in ids(raised)  # now it would fill 4-5, above the ivory block


# ------------------------------------------------------------------ the lowest level
def test_blocks_go_on_the_lowest_tower_top_of_the_board_by_default():
    state = board(piece("short", "charcoal", [4], 0))
    assert rule_of(state, "3@5") == "lowest_board"
    assert {"3@1", "3@9"} <= ids(state)
    with_tower_rule = board(piece("short", "charcoal", [4], 0), lowest_level="tower")
    assert "3@5" in ids(with_tower_rule)


def test_the_next_level_up_when_the_lowest_would_make_the_colour_touch():
    # ivory in the centre: on any bare base (all beside it) an ivory block would touch it,
    # so ivory's blocks go one level up, on the orange corners
    state = board(piece("short", "ivory", [4], 0),
                  *(piece("short", "orange", [b], 0) for b in (0, 2, 6, 8)))
    assert state.view(0)["block_level"]["ivory"] == {"tall": 2, "short": 2}
    assert {"2@1", "2@3", "2@7", "2@9"} <= ids(state)
    assert rule_of(state, "2@2") == "touch"


# ------------------------------------------------------------------ bridges
def test_a_bridge_needs_two_neighbouring_towers_of_the_same_height():
    state = board(piece("short", "orange", [0], 0), piece("tall", "orange", [2], 0),
                  piece("short", "blue", [1], 0), lowest_level="tower")
    assert "B@12" in ids(state)
    assert rule_of(state, "B@23") == "bridge"  # 2 and 3 high
    assert rule_of(state, "B@45") == "tower"  # bare bases
    with pytest.raises(IllegalMove, match="neighbouring bases") as err:
        state.apply("B@15")  # diagonal: there is no such bridge
    assert err.value.rule.key == "bridge"


def test_a_bridge_lies_on_a_bridge_only_at_right_angles():
    state = board(piece("short", "orange", [0], 0), piece("short", "blue", [1], 0),
                  piece("short", "blue", [3], 0), piece("short", "charcoal", [4], 0),
                  piece("bridge", "charcoal", [0, 1], 2),
                  piece("bridge", "orange", [3, 4], 2),
                  player=0, lowest_level="tower")
    # both bridges run west-east; ivory's on bases 1 and 2 would lie along the charcoal one
    assert rule_of(state, "B@12") == "bridge_on_bridge"
    # on bases 1 and 4 it runs north-south, across both bridge ends it rests on
    assert "B@14" in ids(state)


def test_a_bridge_never_lies_on_its_own_colour():
    state = board(piece("short", "ivory", [0], 0), piece("short", "orange", [1], 0),
                  lowest_level="tower")
    assert rule_of(state, "B@12") == "touch"


# ------------------------------------------------------------------ roofs
def test_a_roof_needs_a_tower_and_nothing_goes_on_a_roof():
    state = board(piece("short", "orange", [0], 0), piece("roof", "blue", [0], 2),
                  lowest_level="tower")
    assert rule_of(state, "R@2") == "tower"
    assert rule_of(state, "R@1") == "roof"
    assert rule_of(state, "2@1") == "roof"
    assert state.view(0)["towers"][0]["owner"] == "blue"


# ------------------------------------------------------------------ turns and the end
def test_a_player_who_cannot_place_skips():
    # every base roofed but the centre, which a charcoal block tops: charcoal cannot build on
    # it, ivory's and orange's roofs beside it would touch theirs; only blue can place
    roofs = {0: "blue", 1: "ivory", 2: "charcoal", 3: "orange", 5: "orange", 6: "charcoal",
             7: "ivory", 8: "blue"}
    shorts = {0: "charcoal", 1: "blue", 2: "orange", 3: "ivory", 4: "charcoal", 5: "ivory",
              6: "orange", 7: "blue", 8: "charcoal"}
    pieces = [piece("short", shorts[b], [b], 0) for b in range(9)]
    pieces += [piece("roof", colour, [b], 2) for b, colour in roofs.items()]
    state = board(*pieces, player=0)
    assert state.current_player == 3 and state.view(0)["last"]["skipped"] == [0, 1, 2]
    state.apply("2@5")
    # blue's block lifts the centre above the roofs: ivory can build on it now (both its
    # roofs are placed already)
    assert state.current_player == 0 and ids(state) == {"2@5", "3@5"}


def test_a_game_places_at_most_the_44_pieces_and_ends_when_no_one_can_place():
    for players in (2, 3, 4):
        gen = random.Random(players)
        state = GAME.new(players=players, seed=players)
        supplied = sum(sum(kinds.values()) for supply in state.view(0)["supply"]
                       for kinds in supply.values())
        assert supplied == (44 if players != 3 else 33 + 6)
        while not state.is_over:
            moves = state.legal_moves()
            state.apply(moves[gen.randrange(len(moves))])
            view = state.view(0)
            left = sum(sum(k.values()) for s in view["supply"] for k in s.values())
            assert left + len(view["pieces"]) == supplied  # conservation
        for seat in range(players):
            probe = GAME.from_dict({**state.to_dict(), "phase": "play", "player": seat})
            assert probe.is_over or not probe.legal_moves()


def test_two_players_alternate_their_two_colours_and_add_both_scores():
    state = GAME.new(players=2)
    colours = []
    for _ in range(6):
        colours.append(state.view(0)["colour"])
        state.apply(state.legal_moves()[0])
    assert colours == ["ivory", "charcoal", "orange", "blue", "ivory", "charcoal"]
    points = state.view(0)["colour_points"]
    assert state.scores() == [points["ivory"]["total"] + points["orange"]["total"],
                              points["charcoal"]["total"] + points["blue"]["total"]]


def test_three_players_also_use_two_blocks_of_the_fourth_colour():
    state = GAME.new(players=3)
    assert state.view(0)["supply"][0]["blue"] == {"tall": 1, "short": 1}
    assert "3n@1" in ids(state) and "2n@1" in ids(state)
    state.apply("3n@1")
    assert state.view(0)["pieces"][0]["colour"] == "blue"
    assert rule_of(GAME.new(players=4), "3n@1") == "three_players"


def test_scoring_counts_a_bridge_as_a_floor_of_both_its_towers():
    state = board(piece("short", "orange", [0], 0), piece("short", "blue", [1], 0),
                  piece("bridge", "charcoal", [0, 1], 2), piece("roof", "ivory", [0], 3),
                  lowest_level="tower")
    towers = state.view(0)["towers"]
    assert towers[0]["floors"] == towers[1]["floors"] == 3
    assert state.view(0)["colour_points"]["ivory"]["total"] == 3
    assert scoring.connected(state.pieces, state.stacks, 2) == [0, 1]


# ------------------------------------------------------------------ set positions
@pytest.mark.parametrize("change,field", [
    ({"players": 5}, "players"),
    ({"pieces": [piece("short", "ivory", [0], 3)]}, "pieces[0].z"),
    ({"pieces": [piece("bridge", "ivory", [0, 4], 0)]}, "pieces[0].bases"),
    ({"pieces": [piece("short", "ivory", [0], 0), piece("short", "ivory", [0], 2)]}, "pieces[1]"),
    ({"pieces": [piece("short", "purple", [0], 0)]}, "pieces[0].colour"),
    ({"options": {"lowest_level": "sky"}}, "options"),
    ({"pieces": [piece("roof", "ivory", [0], 0)]}, "pieces[0]"),  # a roof on a bare base
    ({"pieces": [piece("bridge", "ivory", [0, 1], 0)]}, "pieces[0]"),  # a bridge on bare bases
    ({"pieces": [piece("short", "orange", [0], 0), piece("short", "blue", [1], 0),
                 piece("tall", "orange", [2], 0), piece("bridge", "charcoal", [0, 1], 2),
                 piece("bridge", "ivory", [1, 2], 3)],
      "options": {"lowest_level": "tower"}}, "pieces[4]"),  # along the bridge under it
    ({"pieces": [piece("short", "orange", [0], 0), piece("short", "blue", [0], 2)]},
     "pieces[1]"),  # above the lowest level of the board
])
def test_a_corrupt_position_names_the_field(change, field):
    data = {"game": "skybridge", "players": 4, "pieces": [], "player": 0, **change}
    with pytest.raises(BadPosition) as err:
        GAME.from_dict(data)
    assert err.value.field == field


def test_a_bridge_over_uneven_towers_says_so():
    data = {"game": "skybridge", "players": 4, "options": {"lowest_level": "tower"},
            "pieces": [piece("short", "orange", [0], 0), piece("short", "blue", [1], 0),
                       piece("tall", "orange", [2], 0), piece("bridge", "ivory", [1, 2], 2)]}
    with pytest.raises(BadPosition, match="2 and 3 levels high") as err:
        GAME.from_dict(data)
    assert err.value.rule.key == "bridge"


def test_every_colour_has_eleven_pieces():
    assert PIECES_PER_COLOUR == 11


# ------------------------------------------------------------------ reasons in words
def reason_of(state, move):
    with pytest.raises(IllegalMove) as err:
        state.check(move)
    return err.value.reason


def test_the_reasons_speak_of_the_pieces_and_bases_in_plain_words():
    """What a learner reads beside a refused click: the bases by number, the pieces and
    colours by name, the heights in levels; never the move's notation."""
    state = board(piece("short", "orange", [0], 0), piece("tall", "orange", [2], 0),
                  piece("short", "blue", [1], 0), piece("bridge", "charcoal", [0, 1], 2),
                  piece("short", "ivory", [4], 0), lowest_level="tower")
    assert reason_of(state, "B@45") == "base 4 is bare: a bridge lies on two towers"
    assert reason_of(state, "B@56") == "base 6 is bare: a bridge lies on two towers"
    assert reason_of(state, "B@25") == ("the towers on bases 2 and 5 are 3 and 2 levels high: "
                                        "a bridge needs two towers of the same height")
    assert reason_of(state, "R@7") == "base 7 is bare: a roof goes on a tower"
    assert reason_of(state, "B@15") == ("bases 1 and 5 are not side by side: a bridge lies on "
                                        "two neighbouring bases")
    assert reason_of(state, "B@55") == "a bridge lies on two bases side by side, not twice on base 5"
    for refused in ("B@45", "B@15", "R@7", "3n@5"):
        assert "@" not in reason_of(state, refused)


def test_a_bridge_along_a_bridge_names_the_base_it_would_rest_on():
    state = board(piece("short", "orange", [0], 0), piece("short", "blue", [1], 0),
                  piece("short", "blue", [3], 0), piece("short", "charcoal", [4], 0),
                  piece("bridge", "charcoal", [0, 1], 2), piece("bridge", "orange", [3, 4], 2),
                  player=0, lowest_level="tower")
    assert reason_of(state, "B@12") == ("the bridge on base 1 runs the same way: a bridge may "
                                        "lie on another bridge only across it, at right angles")


def test_the_lowest_level_reason_says_where_the_block_must_go_and_why():
    state = board(piece("tall", "ivory", [4], 0), piece("short", "orange", [0], 0), player=1)
    # charcoal's blocks go on level 0 (bare bases, none touches charcoal); base 1 is higher
    assert reason_of(state, "3@1") == ("the charcoal three-story block must go on level 0, the "
                                       "lowest level where it touches no charcoal piece; base 1 "
                                       "is 2 levels high")


def test_a_piece_all_placed_is_said_for_one_and_for_several():
    state = board(piece("short", "orange", [0], 0), piece("short", "blue", [1], 0),
                  piece("bridge", "ivory", [0, 1], 2), piece("short", "orange", [5], 0),
                  piece("roof", "ivory", [5], 2), piece("short", "charcoal", [7], 0),
                  piece("roof", "ivory", [7], 2), lowest_level="tower")
    assert reason_of(state, "B@78") == "your ivory bridge is already placed"
    assert reason_of(state, "R@3") == "your ivory roofs are all placed"
    three = GAME.new(players=3, seed=0)
    for move in ("3n@5", "3@1", "2@9"):  # seat 0 places blue's three-story block
        three.apply(move)
    assert reason_of(three, "3n@3") == ("your blue three-story block (the fourth colour's) is "
                                        "already placed")
