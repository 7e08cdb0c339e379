"""Skyway scoring: sequences step between orthogonal neighbours, strictly upwards."""

from skywidgets.games.skyway.data import CARD_BY_TEXT
from skywidgets.games.skyway.scoring import longest_sequence, score


def grid_of(placements):
    grid = [[] for _ in range(9)]
    for cell, text in placements:
        grid[cell].append(CARD_BY_TEXT[text])
    return grid


def length(placements, suit=1):
    return longest_sequence(grid_of(placements), suit).length


def test_empty_grid_scores_zero():
    result = score([[] for _ in range(9)])
    assert result.total == 0 and not result.won


def test_diagonal_steps_do_not_count():
    assert length([(0, "2♥"), (4, "3♥")]) == 1


def test_orthogonal_steps_count():
    assert length([(0, "2♥"), (1, "3♥"), (4, "4♥"), (3, "5♥")]) == 4


def test_a_step_must_move_to_another_space():
    # 2♥ and 3♥ in the same space cannot follow each other
    assert length([(4, "2♥"), (4, "3♥")]) == 1


def test_revisiting_a_space_is_allowed():
    assert length([(4, "2♥"), (5, "3♥"), (4, "4♥"), (5, "5♥")]) == 4


def test_sequence_only_rises():
    # 5♥ 3♥ 7♥ in a row: 3→5 or 3→7, never 5→3→7
    assert length([(0, "5♥"), (1, "3♥"), (2, "7♥")]) == 2


def test_gaps_in_rank_are_fine():
    assert length([(0, "A♥"), (1, "9♥"), (2, "10♥")]) == 3


def test_layer_does_not_matter():
    # bottom card of one space to the top card of the next
    assert length([(0, "2♥"), (0, "9♠"), (0, "9♦"), (1, "7♣"), (1, "4♥")]) == 2


def test_other_suits_are_ignored():
    assert length([(0, "2♥"), (1, "3♠"), (2, "4♥")]) == 1


def test_path_is_reported_in_order():
    seq = longest_sequence(grid_of([(6, "A♠"), (3, "2♠"), (0, "3♠")]), 0)
    assert [cell for cell, _ in seq.path] == [6, 3, 0]


def test_win_needs_five_in_every_suit():
    rows = []
    for suit, cells in zip("♠♥♦♣", ([0, 1, 2, 5, 8], [3, 4, 5, 2, 1], [6, 7, 8, 5, 4], [0, 3, 6, 7, 8])):
        rows += [(cell, f"{rank}{suit}") for cell, rank in zip(cells, ["A", "2", "3", "4", "5"])]
    grid = grid_of(rows)
    assert max(len(s) for s in grid) <= 3
    result = score(grid)
    assert result.won and result.total == 20
    grid[8] = [c for c in grid[8] if c != CARD_BY_TEXT["5♣"]]
    assert not score(grid).won
