"""Skyway's rules: setup, market, drafting, stacking, the three passes, the end."""

import pytest

import skywidgets
from skywidgets.core.errors import BadPosition, IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.games.skyway.data import CARD_TEXT, FACE_CARDS

GAME = skywidgets.load("skyway")


def all_cards(state):
    d = state.to_dict()
    cards = d["deck"] + d["discard"] + [c for bp in d["market"] for c in bp] + [
        c for stack in d["grid"] for c in stack]
    return cards


def test_setup():
    state = GAME.new(seed=5)
    assert sorted(all_cards(state)) == sorted(CARD_TEXT)
    assert [len(bp) for bp in state.market] == [2, 2, 1]
    assert len(state.deck) == 35 and state.discard == []
    assert len(state.markers) == 3 and set(state.markers) <= set(FACE_CARDS)
    view = state.view(0)
    assert [m["flipped"] for m in view["markers"]] == [True, False, False]
    assert view["round"] == 1


def test_market_is_dealt_in_order_from_the_top():
    # blueprint A gets the first two cards (first dealt at the bottom), B the next two, C one
    state = GAME.new(seed=9)
    deck_before = state.deck[:]
    state.apply("c1")
    dealt = deck_before[-5:][::-1]
    assert [tuple(dealt[0:2]), tuple(dealt[2:4]), (dealt[4],)] == state.market


def test_draft_keeps_order_and_discards_the_rest():
    state = GAME.new(seed=1)
    chosen = state.market[0]
    others = [c for bp in state.market[1:] for c in bp]
    state.apply("a9")
    assert tuple(state.grid[8]) == chosen
    assert state.discard == others


def test_every_move_is_available_each_turn():
    state = GAME.new(seed=1)
    assert [m.id for m in state.legal_moves()] == [
        f"{b}{c}" for b in "abc" for c in range(1, 10)]


def test_stack_never_exceeds_three():
    state = GAME.new(seed=2)
    for _ in range(6):
        state.apply("a5")
        assert len(state.grid[4]) <= 3
    assert len(state.grid[4]) == 3


def test_three_passes_and_round_markers():
    rounds_seen = []
    state = GAME.new(seed=12)
    reshuffles = 0
    while not state.is_over:
        before = state.round
        state.apply("c1")  # always the one-card blueprint: the deck runs long
        if state.round != before:
            reshuffles += 1
        rounds_seen.append(state.round)
        assert sorted(all_cards(state)) == sorted(CARD_TEXT)
    assert reshuffles == 2
    assert rounds_seen[0] == 1 and rounds_seen[-1] == 3
    assert state.view(0)["over"] and state.current_player is None


def test_first_pass_is_eight_turns():
    state = GAME.new(seed=3)
    for turn in range(8):
        assert state.round == 1
        state.apply("a1")
    # the deck ran out exactly: the ninth market comes from the reshuffled discard pile
    assert state.round == 2
    assert state.view(0)["markers"][1]["flipped"]


def play_until(state, predicate, move="a1"):
    while not state.is_over and not predicate(state):
        state.apply(move)
    return state


def test_reshuffle_mid_deal_finishes_the_market_from_the_new_deck():
    # two cards left in the deck: the market takes them, then three from the reshuffle
    state = GAME.from_dict({
        "deck": ["A♠", "2♠"],
        "discard": [t for t in CARD_TEXT if t not in ("A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠")],
        "market": [["3♠", "4♠"], ["5♠", "6♠"], ["7♠"]],
        "rng": {"seed": 4, "draws": 0}, "round": 1,
    })
    state.apply("a1")
    assert state.round == 2
    dealt = [c for bp in state.market for c in bp]
    assert [CARD_TEXT[c] for c in dealt[:2]] == ["2♠", "A♠"]
    assert len(dealt) == 5
    assert sorted(all_cards(state)) == sorted(CARD_TEXT)
    assert not state.final_market


def test_third_pass_running_out_mid_deal_reshuffles_once_to_finish_the_last_market():
    others = [t for t in CARD_TEXT if t not in ("A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠")]
    state = GAME.from_dict({
        "deck": ["A♠", "2♠"], "discard": others,
        "market": [["3♠", "4♠"], ["5♠", "6♠"], ["7♠"]],
        "rng": {"seed": 4, "draws": 0}, "round": 3,
    })
    state.apply("a1")
    assert state.final_market and not state.is_over
    assert len([c for bp in state.market for c in bp]) == 5
    assert state.view(0)["final_market"]
    state.apply("b2")
    assert state.is_over  # the last market has been played
    with pytest.raises(IllegalMove) as err:
        state.apply("a1")
    assert err.value.rule.key == "end"


def test_third_pass_ending_exactly_ends_the_game():
    others = [t for t in CARD_TEXT if t not in ("3♠", "4♠", "5♠", "6♠", "7♠")]
    state = GAME.from_dict({
        "deck": [], "discard": others,
        "market": [["3♠", "4♠"], ["5♠", "6♠"], ["7♠"]],
        "rng": {"seed": 4, "draws": 0}, "round": 3,
    })
    state.apply("c5")
    assert state.is_over and not state.final_market


def test_earlier_pass_ending_exactly_reshuffles_at_the_next_deal():
    others = [t for t in CARD_TEXT if t not in ("3♠", "4♠", "5♠", "6♠", "7♠")]
    state = GAME.from_dict({
        "deck": [], "discard": others,
        "market": [["3♠", "4♠"], ["5♠", "6♠"], ["7♠"]],
        "rng": {"seed": 4, "draws": 0}, "round": 2,
    })
    state.apply("c5")
    assert state.round == 3 and not state.is_over


@pytest.mark.parametrize("text", ["d1", "a0", "a10", "", "5a", "A", 7, None])
def test_bad_move_ids(text):
    state = GAME.new(seed=1)
    before = state.to_dict()
    with pytest.raises(IllegalMove) as err:
        state.apply(text)
    assert err.value.rule.key == "notation"
    assert state.to_dict() == before


def test_move_ids_are_forgiving_about_case_and_spaces():
    state = GAME.new(seed=1)
    assert state.apply(" B5 ").id == "b5"


def test_blueprint_missing_from_a_short_market():
    state = GAME.from_dict({"market": [["3♠", "4♠"]], "round": 3, "final_market": True,
                            "rng": {"seed": 1, "draws": 0}})
    with pytest.raises(IllegalMove) as err:
        state.apply("b1")
    assert err.value.rule.key == "reshuffle"
    # a learner reads it beside the blueprint clicked: which one, which there are, and why
    assert err.value.reason == ("there is no blueprint B in this last market, only A: the "
                                "cards ran out while it was dealt")


def test_the_reasons_a_learner_reads_are_plain_words():
    """What the board says beside a refused click: sentences, no move ids in quotes, no
    code names, and the rule behind them."""
    over = GAME.from_dict({"market": [], "round": 3, "rng": {"seed": 1, "draws": 0}})
    short = GAME.from_dict({"market": [["3♠", "4♠"], ["5♠", "6♠"]], "round": 3,
                            "final_market": True, "rng": {"seed": 1, "draws": 0}})
    refusals = []
    for state, move in ((over, "a5"), (short, "c2"), (GAME.new(seed=1), "d5")):
        with pytest.raises(IllegalMove) as err:
            state.check(move)
        refusals.append(err.value)
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(7)
    refusals.append(err.value)
    reasons = [err.reason for err in refusals]
    assert reasons[0] == "the game is over: the deck has been played through three times, " \
                         "so no market is dealt"
    assert reasons[1].startswith("there is no blueprint C in this last market, only A and B")
    assert reasons[2] == "a move is a blueprint letter (a, b or c) then a space number " \
                         "(1 to 9), such as b5"
    assert reasons[3] == "a move is written as text, such as b5, not as int"
    assert [err.rule.key for err in refusals] == ["end", "reshuffle", "notation", "notation"]
    for reason in reasons:
        assert "'" not in reason and "_" not in reason and not reason.endswith("."), reason


def test_determinize_keeps_everything_but_the_deck_order():
    state = GAME.new(seed=7)
    state.apply("a1")
    world = state.determinize(0, Rng(3))
    assert sorted(world.deck) == sorted(state.deck)
    assert world.grid == state.grid and world.market == state.market
    assert world.rng != state.rng
    orders = {tuple(state.determinize(0, Rng(s)).deck) for s in range(5)}
    assert len(orders) > 1


def test_view_does_not_reveal_the_deck():
    state = GAME.new(seed=7)
    view = state.view(0)
    assert view["deck"] == 35
    assert "rng" not in view and "seed" not in str(view)


class TestPositions:
    def test_unknown_card(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"grid": [["11♥"]] + [[]] * 8})
        assert err.value.field == "grid[0][0]"

    def test_duplicate_card(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"grid": [["7♥"], ["7♥"]] + [[]] * 7})
        assert err.value.field == "grid[1][0]" and "already" in err.value.reason

    def test_overfull_space(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"grid": [["A♥", "2♥", "3♥", "4♥"]] + [[]] * 8})
        assert err.value.field == "grid[0]" and err.value.rule.key == "stack"

    def test_missing_cards(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"deck": ["A♥"], "market": [["2♥", "3♥"]]})
        assert err.value.field == "deck" and "missing" in err.value.reason

    def test_bad_blueprint_size(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"market": [["2♥", "3♥"], ["4♥", "5♥"], ["6♥", "7♥"]]})
        assert err.value.field == "market[2]"

    def test_bad_round(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"round": 4})
        assert err.value.field == "round"

    def test_unknown_field(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"hand": []})
        assert err.value.field == "hand"

    def test_wrong_game(self):
        with pytest.raises(BadPosition) as err:
            GAME.from_dict({"game": "skyjo"})
        assert err.value.field == "game"

    def test_not_a_dict(self):
        with pytest.raises(BadPosition):
            GAME.from_dict(["grid"])

    def test_deck_may_be_left_out(self):
        state = GAME.from_dict({"market": [["2♥", "3♥"], ["4♥", "5♥"], ["6♥"]]})
        assert len(state.deck) == 35 and sorted(all_cards(state)) == sorted(CARD_TEXT)
