"""Skyjo's rules, one by one, on positions built for the purpose."""

import re

import pytest

import skywidgets
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.games.skyjo.data import CARD_COUNTS, DECK, DOWN, GONE, UP
from skywidgets.games.skyjo.scoring import next_starter, round_scores

GAME = skywidgets.load("skyjo")
DEFAULTS = GAME.check_options({})


def all_cards(state):
    grid = [v for values, status in zip(state.values, state.status)
            for v, s in zip(values, status) if s != GONE]
    return sorted(grid + state.deck + state.discard + ([state.drawn] if state.drawn is not None else []))


def opened(players=3, seed=1, **options):
    """A game past the opening reveals: everyone turned up slots 1 and 2."""
    state = GAME.new(players=players, seed=seed, **options)
    for _ in range(players):
        state.apply("r1")
        state.apply("r2")
    return state


def arranged(state, player, slots_values, status=UP):
    """Put the given values into a player's slots (face up by default), taking the cards
    from the deck so every card stays in exactly one place."""
    data = state.to_dict()
    for slot, value in slots_values.items():
        old = data["values"][player][slot]
        data["deck"].remove(value)
        data["deck"].append(old)
        data["values"][player][slot] = value
        data["status"][player][slot] = status
    return GAME.from_dict(data)


def flipping(state):
    """A policy that ends rounds fast: draw, then discard and flip a face-down card."""
    ids = [m.id for m in state.legal_moves()]
    for prefix in ("f", "d", "r"):
        for move_id in ids:
            if move_id.startswith(prefix):
                return move_id
    return ids[0]


def column_ready(state, player, value):
    """Two face-up ``value`` cards in the player's first column and a third on the discard."""
    state = arranged(state, player, {0: value, 4: value})
    data = state.to_dict()
    data["deck"].remove(value)
    data["deck"].append(data["discard"].pop())
    data["discard"].append(value)
    return GAME.from_dict(data)


def test_the_deck():
    assert len(DECK) == 150
    assert CARD_COUNTS[-2] == 5 and CARD_COUNTS[-1] == 10 and CARD_COUNTS[0] == 15
    assert all(CARD_COUNTS[v] == 10 for v in range(1, 13))


@pytest.mark.parametrize("players", [2, 5, 8])
def test_setup(players):
    state = GAME.new(players=players, seed=4)
    assert all(len(v) == 12 and set(s) == {DOWN} for v, s in zip(state.values, state.status))
    assert len(state.discard) == 1 and len(state.deck) == 150 - 12 * players - 1
    assert all_cards(state) == sorted(DECK)
    view = state.view(0)
    assert view["phase"] == "reveal" and view["discard"] == state.discard
    assert all(slot["value"] is None for grid in view["grids"] for slot in grid)


def test_opening_reveals_then_highest_sum_starts():
    state = GAME.new(players=3, seed=2)
    data = state.to_dict()
    # make player 2's first two cards the highest pair: 12 and 11
    state = arranged(state, 2, {0: 12, 1: 11}, status=DOWN)
    for seat in range(3):
        assert state.current_player == seat
        with pytest.raises(IllegalMove):
            state.apply("d")
        state.apply("r1")
        with pytest.raises(IllegalMove) as err:
            state.apply("r1")
        assert err.value.rule.key == "reveal"
        state.apply("r2")
    assert state.phase == "turn" and state.current_player == 2
    assert data  # the starting position had nothing face up
    assert state.view(None)["grids"][2][0] == {"state": "up", "value": 12}


def test_first_round_tie_goes_to_the_lowest_seat():
    state = GAME.new(players=3, seed=2)
    state = arranged(state, 1, {0: 12, 1: 12}, status=DOWN)
    state = arranged(state, 2, {0: 12, 1: 12}, status=DOWN)
    state = arranged(state, 0, {0: -2, 1: -2}, status=DOWN)
    for _ in range(3):
        state.apply("r1")
        state.apply("r2")
    assert state.current_player == 1


def test_take_the_discard_swaps_it_in():
    state = opened()
    me = state.current_player
    top = state.discard[-1]
    old = state.values[me][5]
    state.apply("t6")
    assert state.values[me][5] == top and state.status[me][5] == UP
    assert state.discard[-1] == old  # the swapped-out card, face-down or not, goes on the pile
    assert state.last["was_down"] is True
    assert state.current_player == (me + 1) % 3


def test_draw_then_swap():
    state = opened()
    me = state.current_player
    top_of_deck = state.deck[-1]
    state.apply("d")
    assert state.phase == "drawn" and state.drawn == top_of_deck
    assert state.view(None)["drawn"] == top_of_deck  # the drawn card is shown to everyone
    for bad in ("d", "t3"):
        with pytest.raises(IllegalMove) as err:
            state.apply(bad)
        assert err.value.rule.key == "draw"
    old = state.values[me][0]
    state.apply("s1")
    assert state.values[me][0] == top_of_deck and state.discard[-1] == old


def test_draw_then_discard_and_flip():
    state = opened()
    me = state.current_player
    state.apply("d")
    drawn = state.drawn
    with pytest.raises(IllegalMove) as err:
        state.apply("f1")  # slot 1 is already face up
    assert err.value.rule.key == "flip"
    state.apply("f7")
    assert state.discard[-1] == drawn and state.status[me][6] == UP


def test_swap_before_drawing_is_refused():
    state = opened()
    with pytest.raises(IllegalMove) as err:
        state.apply("s3")
    assert err.value.rule.key == "turn"


def test_column_of_three_equal_cards_is_removed():
    state = opened()
    me = state.current_player
    # column 1 is slots 1, 5, 9: two 7s face up, then a 7 taken from the discard into slot 9
    state = column_ready(state, me, 7)
    old = state.values[me][8]
    state.apply("t9")
    assert [state.status[me][i] for i in (0, 4, 8)] == [GONE] * 3
    # the swapped-out card goes on the pile first, then the column
    assert state.discard[-4:] == [old, 7, 7, 7]
    assert state.last["columns"] == [{"column": 0, "value": 7}]
    assert all_cards(state) == sorted(DECK)
    view = state.view(None)
    assert view["grids"][me][0] == {"state": "gone", "value": None}
    # the removed slots take no card any more
    while state.current_player != me:
        state.apply("d")
        state.apply("s12")
    with pytest.raises(IllegalMove) as err:
        state.apply("t1")
    assert err.value.rule.key == "column"
    state.apply("d")
    with pytest.raises(IllegalMove) as err:
        state.apply("s5")
    assert err.value.rule.key == "column"


def test_column_rule_can_be_turned_off():
    state = opened(column_rule=False)
    me = state.current_player
    state = column_ready(state, me, 7)
    state.apply("t9")
    assert [state.status[me][i] for i in (0, 4, 8)] == [UP] * 3


def test_reshuffle_keeps_the_top_discard():
    state = opened(players=2)
    data = state.to_dict()
    data["discard"] = data["discard"] + data["deck"]
    data["deck"] = []
    state = GAME.from_dict(data)
    top = state.discard[-1]
    state.apply("d")
    assert state.discard == [top]
    assert len(state.deck) == 150 - 24 - 1 - 1
    assert all_cards(state) == sorted(DECK)


def test_round_end_gives_everyone_else_one_more_turn():
    state = opened(players=3, end_score=1000)
    ender = state.current_player
    data = state.to_dict()
    data["status"][ender] = [UP] * 11 + [DOWN]
    state = GAME.from_dict(data)
    state.apply("d")
    state.apply("f12")  # the last face-down card: the round is ending
    assert state.ender == ender and state.view(None)["ender"] == ender
    for k in (1, 2):
        assert state.current_player == (ender + k) % 3 and state.round == 1
        state.apply("d")
        state.apply("s1")
    assert state.round == 2 and state.phase == "reveal"
    note = state.round_notes[0]
    assert note["ender"] == ender and len(state.round_scores) == 1
    # everything was turned up: the only blanks are whole removed columns
    assert all(grid.count(None) % 3 == 0 for grid in note["grids"])
    assert len(note["columns_at_end"]) == 3


@pytest.mark.parametrize("raw, ender, options, expected, doubled", [
    ([10, 7, 12], 0, {}, [20, 7, 12], 0),                           # not lowest: doubled
    ([5, 7, 12], 0, {}, [5, 7, 12], None),                          # lowest: kept
    ([7, 7, 12], 0, {}, [14, 7, 12], 0),                            # tie: not lowest by default
    ([7, 7, 12], 0, {"tie_counts_as_lowest": True}, [7, 7, 12], None),
    ([0, -3, 12], 0, {}, [0, -3, 12], None),                        # zero is never doubled...
    ([-1, -3, 12], 0, {"double_non_positive": True}, [-2, -3, 12], 0),  # ...unless asked
])
def test_doubling(raw, ender, options, expected, doubled):
    assert round_scores(raw, ender, {**DEFAULTS, **options}) == (expected, doubled)


def test_next_starter():
    assert next_starter([20, 7, 12], 0, DEFAULTS) == 1
    assert next_starter([20, 7, 7], 2, DEFAULTS) == 2  # tie: first from the ender in turn order
    assert next_starter([20, 7, 12], 0, {**DEFAULTS, "next_starter": "ender"}) == 0


def test_game_ends_at_the_end_score_and_lowest_wins():
    state = GAME.new(players=2, seed=9, end_score=1)
    while not state.is_over:
        state.apply(flipping(state))
    assert max(state.totals) >= 1 and len(state.round_scores) == state.round
    assert state.winners() == [p for p, t in enumerate(state.totals) if t == min(state.totals)]
    with pytest.raises(IllegalMove) as err:
        state.apply("d")
    assert err.value.rule.key == "game_end"


def test_game_goes_on_below_the_end_score():
    for seed in range(6):
        state = GAME.new(players=2, seed=seed)
        while not state.round_scores:
            state.apply(flipping(state))
        # the game ends exactly when a total reached 100
        assert state.is_over == (max(state.totals) >= 100), state.totals
        if not state.is_over:
            assert state.round == 2 and state.phase == "reveal"
    state = GAME.new(players=2, seed=1, end_score=1000)
    while not state.round_scores:
        state.apply(flipping(state))
    assert state.round == 2 and not state.is_over


@pytest.mark.parametrize("options, field", [
    ({"column_rule": "yes"}, "column_rule"), ({"next_starter": "dealer"}, "next_starter"),
    ({"end_score": 0}, "end_score"), ({"house_rule": 1}, "house_rule"),
])
def test_bad_options(options, field):
    with pytest.raises(ValueError, match=field):
        GAME.new(players=2, seed=1, **options)


class TestPositions:
    def test_card_counts_are_checked(self):
        data = GAME.new(players=2, seed=1).to_dict()
        data["deck"][0] = 12 if data["deck"][0] != 12 else 11
        with pytest.raises(BadPosition) as err:
            GAME.from_dict(data)
        assert err.value.rule.key == "position"

    def test_drawn_card_only_in_drawn_phase(self):
        data = opened().to_dict()
        data["drawn"] = data["deck"].pop()
        with pytest.raises(BadPosition) as err:
            GAME.from_dict(data)
        assert err.value.field == "drawn"

    @pytest.mark.parametrize("key, value", [("players", 9), ("phase", "dance"), ("player", 5),
                                            ("values", [[1] * 12]), ("round", 0)])
    def test_bad_fields_are_named(self, key, value):
        data = opened().to_dict()
        data[key] = value
        with pytest.raises(BadPosition) as err:
            GAME.from_dict(data)
        assert err.value.field.startswith(key) or err.value.field == "values"

    def test_missing_field(self):
        data = opened().to_dict()
        del data["deck"]
        with pytest.raises(BadPosition) as err:
            GAME.from_dict(data)
        assert err.value.field == "deck"


# ---- the reasons a refused move gives: a learner reads them beside the card clicked ----

def _removed_column(state):
    """The player to move has column 1 (slots 1, 5, 9) removed, and it is their turn."""
    me = state.current_player
    state = column_ready(state, me, 7)
    state.apply("t9")
    while state.current_player != me:
        state.apply("d")
        state.apply("s12")
    return state


def _reason(state, move_id):
    with pytest.raises(IllegalMove) as err:
        state.apply(move_id)
    return err.value.reason, err.value.rule.key


def test_refusals_say_why_in_plain_words():
    state = GAME.new(players=2, seed=1)
    assert _reason(state, "d") == ("first every player turns up two of their cards", "reveal")
    state.apply("r1")
    assert _reason(state, "r1") == ("slot 1 is already face up: turn up a face-down card", "reveal")
    state = opened(players=2)
    assert _reason(state, "r3")[0].startswith("the opening is over")
    for early in ("s3", "f3"):  # a card clicked before drawing or taking one
        assert _reason(state, early) == ("you have no card in hand yet: first draw from the draw "
                                         "pile or take the top card of the discard pile", "turn")
    state.apply("d")
    held = (f"you already hold the {state.drawn} you drew: swap it for one of your cards, or "
            "discard it and turn up one of your face-down cards", "draw")
    assert _reason(state, "d") == held and _reason(state, "t5") == held
    assert _reason(state, "f1") == ("slot 1 is already face up: only a face-down card can be "
                                    "turned up", "flip")
    state = _removed_column(opened())
    assert _reason(state, "t5") == ("slot 5 is empty: its column of three equal cards was removed",
                                    "column")


def test_refusals_name_no_move_ids():
    """The reasons are words: no move id ("t5", "s1-s12") a learner has not been taught."""
    state = _removed_column(opened())
    positions = [GAME.new(players=2, seed=1), opened(players=2), state]
    drawn = opened(players=2)
    drawn.apply("d")
    positions.append(drawn)
    for position in positions:
        legal = {m.id for m in position.legal_moves()}
        for move_id in ("d", "r1", "r5", "t1", "t5", "s1", "s5", "f1", "f5"):
            if move_id in legal:
                continue
            reason, _ = _reason(position.copy(), move_id)
            assert not re.search(r"\b[rdtsf]\d+\b|\(\w\)|\bd\b", reason), (move_id, reason)
