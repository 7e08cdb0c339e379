"""The two worked examples of the Skyway rulebook."""

import skywidgets
from skywidgets.games.skyway.data import CARD_BY_TEXT
from skywidgets.games.skyway.scoring import score

GAME = skywidgets.load("skyway")


def cells(**stacks):
    """A 9-space grid from keyword stacks: top_left=..., centre=... (bottom card first)."""
    names = ["top_left", "top", "top_right", "left", "centre", "right",
             "bottom_left", "bottom", "bottom_right"]
    return [stacks.get(name, []) for name in names]


def test_mid_game_example_stack():
    """Drafting 7♥ 6♣ onto the middle-right space holding 4♥ 2♦ 3♣ leaves 3♣ 7♥ 6♣
    and discards the bottom two, 4♥ and 2♦."""
    state = GAME.from_dict({
        "grid": cells(right=["4♥", "2♦", "3♣"]),
        "market": [["7♥", "6♣"], ["9♠", "10♠"], ["5♦"]],
        "rng": {"seed": 1, "draws": 0},
    })
    state.apply("a6")
    after = state.to_dict()
    assert after["grid"][5] == ["3♣", "7♥", "6♣"]
    assert state.last["discarded"] == ["4♥", "2♦"]
    assert "4♥" in after["discard"] and "2♦" in after["discard"]
    # the undrafted blueprints went to the same discard pile
    assert {"9♠", "10♠", "5♦"} <= set(after["discard"])


WINNING_GRID = cells(
    top_left=["7♠"],
    top=["10♥", "5♦", "10♦"],
    top_right=["4♦", "9♦", "A♣"],
    left=["6♥", "5♠"],
    centre=["5♥", "8♥"],
    right=["2♦", "3♣"],
    bottom_left=["4♠", "10♣"],
    bottom=["2♥", "3♠", "8♣"],
    bottom_right=["A♠", "5♣"],
)


def test_winning_setup_example():
    """The four sequences of the rulebook's winning set-up, each of length 5."""
    grid = [[CARD_BY_TEXT[c] for c in stack] for stack in WINNING_GRID]
    result = score(grid)
    assert result.won
    assert result.total == 20
    paths = {suit: [(cell, text) for cell, text in
                    ((step["cell"], step["card"]) for step in seq.to_dict()["path"])]
             for suit, seq in result.suits.items()}
    # "Start from bottom-center 2♥, up to 5♥, left to 6♥, right to 8♥, and up to 10♥."
    assert paths["♥"] == [(7, "2♥"), (4, "5♥"), (3, "6♥"), (4, "8♥"), (1, "10♥")]
    # "From bottom-right A♠, left 3♠, left 4♠, up 5♠, up 7♠."
    assert paths["♠"] == [(8, "A♠"), (7, "3♠"), (6, "4♠"), (3, "5♠"), (0, "7♠")]
    # "From middle-right 2♦, up 4♦, left 5♦, right 9♦, left 10♦."
    assert paths["♦"] == [(5, "2♦"), (2, "4♦"), (1, "5♦"), (2, "9♦"), (1, "10♦")]
    # "Top-right A♣, down 3♣, down 5♣, left 8♣, left 10♣."
    assert paths["♣"] == [(2, "A♣"), (5, "3♣"), (8, "5♣"), (7, "8♣"), (6, "10♣")]


def test_winning_setup_as_a_finished_game():
    state = GAME.from_dict({"grid": WINNING_GRID, "market": [], "round": 3,
                            "rng": {"seed": 0, "draws": 0}})
    assert state.is_over
    assert state.winners() == [0]
    assert state.scores() == [20]
    assert "every suit" in state.outcome().reason
