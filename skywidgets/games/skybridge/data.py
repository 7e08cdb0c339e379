"""Skybridge's components, board geometry and rule references, as frozen tables.

The board is 3x3 bases, numbered 1-9 in reading order (0-8 inside the engine)::

    1 2 3
    4 5 6
    7 8 9

Heights are counted in floors: a three-story block is 3 floors tall, a two-story block
2, a bridge 1. A roof counts no floors but still takes up room (one level) when deciding
what touches what.

>>> NEIGHBOURS[4]
(1, 3, 5, 7)
"""

from __future__ import annotations

from skywidgets.core.rulebook import Rulebook

ROWS = COLUMNS = 3
BASES = ROWS * COLUMNS


def _neighbours(base: int) -> tuple[int, ...]:
    row, col = divmod(base, COLUMNS)
    near = [(row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col)]
    return tuple(r * COLUMNS + c for r, c in near if 0 <= r < ROWS and 0 <= c < COLUMNS)


#: orthogonal neighbours of every base (diagonals never touch and never bridge)
NEIGHBOURS = tuple(_neighbours(base) for base in range(BASES))
#: every pair of bases a bridge can join, each once, (low, high); "we" runs east-west
BRIDGE_SPANS = tuple((a, b) for a in range(BASES) for b in NEIGHBOURS[a] if a < b)


def orientation(a: int, b: int) -> str:
    """"we" for a bridge joining bases side by side, "ns" for one above the other."""
    return "we" if abs(a - b) == 1 else "ns"


# --------------------------------------------------------------------- colours
#: four colours told apart by lightness as well as hue, each with a letter for the board
COLOURS = ("ivory", "charcoal", "orange", "blue")
COLOUR_LETTERS = ("I", "C", "O", "U")

# --------------------------------------------------------------------- pieces
TALL, SHORT, BRIDGE, ROOF = "tall", "short", "bridge", "roof"
KINDS = (TALL, SHORT, BRIDGE, ROOF)
#: floors each kind counts for when scoring
FLOORS = {TALL: 3, SHORT: 2, BRIDGE: 1, ROOF: 0}
#: levels each kind takes up (a roof counts no floors, but it is there)
HEIGHT = {TALL: 3, SHORT: 2, BRIDGE: 1, ROOF: 1}
#: one colour's set: 4 three-story blocks, 4 two-story blocks, 1 bridge, 2 roofs
SET = {TALL: 4, SHORT: 4, BRIDGE: 1, ROOF: 2}
PIECES_PER_COLOUR = sum(SET.values())  # 11
#: in a 3-player game each player also gets one of each block of the fourth colour
THREE_PLAYER_EXTRA = {TALL: 1, SHORT: 1}
#: the letter of each kind in move ids
KIND_CODES = {TALL: "3", SHORT: "2", BRIDGE: "B", ROOF: "R"}
CODE_KINDS = {code: kind for kind, code in KIND_CODES.items()}
KIND_NAMES = {TALL: "three-story block", SHORT: "two-story block", BRIDGE: "bridge", ROOF: "roof"}

RULES = Rulebook("Skybridge", {
    "pieces": ("Game Contents and Setup", "44 pieces in 4 colours; each colour has 1 bridge, "
                                          "4 three-story blocks, 4 two-story blocks, 2 roofs"),
    "one_piece": ("Brief Description", "a turn places exactly one piece"),
    "touch": ("Turn Sequence", "two pieces of the same colour never touch"),
    "touch_geometry": ("Turn Sequence", "pieces touch when one rests on the other, or when "
                                        "they are on orthogonally neighbouring bases and share "
                                        "a level", True),
    "lowest": ("Turn Sequence", "blocks go on the lowest possible level, or the next level up "
                                "when the lowest would make same colours touch"),
    "lowest_board": ("Turn Sequence", "a block goes on the lowest level anywhere on the board "
                                      "where it can stand (a bare base is level 0)", True),
    "any_level": ("Turn Sequence", "bridges and roofs go on any level, on a piece of another "
                                   "colour"),
    "bridge": ("Turn Sequence", "a bridge lies on two towers of the same height, side by "
                                "side (never diagonally)"),
    "bridge_on_bridge": ("Turn Sequence", "a bridge lies on another bridge only at right "
                                          "angles"),
    "tower": ("Turn Sequence", "a bridge or a roof needs a tower under it: not a bare base",
              True),
    "roof": ("Turn Sequence", "a roof makes its placer the owner of the tower; nothing goes on "
                              "a roof"),
    "skip": ("Turn Sequence", "a player who cannot place a piece skips the turn"),
    "end": ("End of the Game", "the game ends when every piece is placed or none can be"),
    "scoring": ("End of the Game", "a roofed tower scores its floors for its owner; an owner's "
                                   "bridge to another tower scores that tower too; two own "
                                   "towers joined by the own bridge score double"),
    "bridge_floor": ("End of the Game", "a bridge is one floor of each of the two towers it "
                                        "lies on", True),
    "bridged_unroofed": ("End of the Game", "a tower reached by an owner's bridge scores for "
                                            "that owner whether or not it has a roof", True),
    "two_player_skip": ("Two-Player Game", "a colour that cannot be placed on its turn skips "
                                           "it; the next turn is the other colour's", True),
    "connection": ("End of the Game", "a bridge lying on a bridge is joined to both towers of "
                                      "the bridge under it", True),
    "ties": ("End of the Game", "the most points wins; a tie is shared", True),
    "three_players": ("Three-Player Game", "each player also gets one three-story and one "
                                           "two-story block of the fourth colour"),
    "two_players": ("Two-Player Game", "each player plays two colours, one per turn in turn, "
                                       "and adds both colours' points"),
    "start": ("Turn Sequence", "seat 0 starts (the players agree)", True),
    "notation": ("Move notation", "3@5 three-story block on base 5, 2@5 two-story, R@5 roof, "
                                  "B@45 bridge on bases 4 and 5; 3n@5, 2n@5 the fourth colour's "
                                  "blocks (3 players); bases 1-9 in reading order", True),
    "position": ("Game Contents and Setup", "a position's pieces must fit the board and the "
                                            "supplies", True),
})
