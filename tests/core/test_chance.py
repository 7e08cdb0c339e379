"""Each game's Chance data: exact values on positions worked out by hand, every figure a
probability in [0, 1] or a count within its total, and nothing read from hidden truth
(two worlds the seat cannot tell apart give the same data)."""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb

import pytest

import skywidgets
from skywidgets.core.chance import at_least_one, binomial, count, percent, probability
from skywidgets.core.rng import Rng
from skywidgets.games.skyline_express.chance import persona_chance
from skywidgets.games.skyway.chance import deck_cards

GAMES = ["skyway", "skyjo", "skyline_express", "skyway_robbery", "skybridge"]


def rows_of(data, title):
    return {row["label"]: row for s in data["sections"] if s["title"] == title for row in s["rows"]}


def test_the_helpers_give_exact_fractions_and_refuse_what_is_no_probability():
    assert probability("x", Fraction(7, 52))["fraction"] == "7/52"
    assert probability("x", Fraction(1))["fraction"] == "1"
    assert percent(Fraction(999999, 1000000)) == "over 99.9%"
    assert percent(Fraction(0)) == "0%"
    with pytest.raises(ValueError):
        probability("x", Fraction(3, 2))
    with pytest.raises(ValueError):
        count("x", 5, 4)
    # one heart among 5 cards from 10 of which 2 are hearts: 1 - C(8,5)/C(10,5) = 1 - 56/252
    assert at_least_one(2, 10, 5) == Fraction(7, 9)
    assert binomial(3, 2, Fraction(1, 3)) == Fraction(6, 27)


def test_skyway_counts_the_deck_and_the_next_market_from_the_view():
    game = skywidgets.load("skyway")
    state = game.new(seed=3)
    view = state.view(0)
    # the deck as the view lets it be counted is the real one, in another order
    assert sorted(deck_cards(view)) == sorted(state.to_dict()["deck"])
    data = game.chance(state, 0)
    deck = rows_of(data, "The deck")
    market = rows_of(data, "The next market")
    # seed 3's market shows 8♥ 10♣ A♥ 5♥ A♠: 35 cards left, 7 of them hearts
    assert deck["Hearts ♥"]["count"] == 7 and deck["Hearts ♥"]["of"] == 35
    hearts = market["Hearts ♥ (best path 0)"]
    assert Fraction(hearts["fraction"]) == 1 - Fraction(comb(28, 5), comb(35, 5))
    assert hearts["fraction"] == "4042/5797" and hearts["percent"] == "69.7%"


def test_skyway_says_when_the_deck_is_short_and_when_the_market_is_the_last():
    game = skywidgets.load("skyway")
    state = game.new(seed=3)
    while state.view(0)["deck"] >= 5:
        state.apply(state.legal_moves()[0])
    text = " ".join(s["text"] for s in game.chance(state, 0)["sections"])
    assert f"Only {state.view(0)['deck']} card" in text
    while not state.is_over and not state.view(0)["final_market"]:
        state.apply(state.legal_moves()[0])
    if not state.is_over:
        assert "This is the last market" in game.chance(state, 0)["sections"][1]["text"]


def test_skyjo_keeps_its_unseen_counts_and_mean():
    game = skywidgets.load("skyjo")
    state = game.new(players=2, seed=1)
    view = state.view(0)
    data = game.chance(state, 0)
    unseen = rows_of(data, "Unseen cards")
    assert {label: row["count"] for label, row in unseen.items()} == view["unseen"]
    assert data["summary"] == f"mean {view['unseen_mean']:.2f}"
    total = sum(view["unseen"].values())
    low = sum(c for v, c in view["unseen"].items() if int(v) <= 0)
    low_row = rows_of(data, "The next card")["Worth 0 or less"]
    assert Fraction(low_row["fraction"]) == Fraction(low, total)


def test_skyline_express_dice_odds_by_hand():
    game = skywidgets.load("skyline_express")
    solo = game.new(players=1, seed=2)
    data = game.chance(solo, 0)
    throw = rows_of(data, "The next throw")
    # the solo round's reroll throws two dice
    assert throw["A 1 (two tickets)"]["fraction"] == "11/36"   # 1 - (5/6)^2
    assert throw["A 5 or 6 (a persona)"]["fraction"] == "5/9"   # 1 - (2/3)^2
    assert persona_chance(1) == Fraction(1, 2)                  # 4, 5 or 6
    two = game.new(players=2, seed=2)
    throw = rows_of(game.chance(two, 0), "The next throw")
    middle = throw["A 2, 3 or 4 (a ticket and a dice point)"]
    assert middle["fraction"] == "15/16"                          # four dice: 1 - (1/2)^4


def test_skyway_robbery_alarm_odds_by_hand():
    game = skywidgets.load("skyway_robbery")
    data = game.chance(game.new(players=2, seed=4), 0)
    alarm = rows_of(data, "Alarm dice")
    assert alarm["Handcuffs on one die"]["fraction"] == "1/3"
    assert alarm["No handcuffs with 2 dice"]["fraction"] == "4/9"
    decks = rows_of(data, "The decks")
    assert decks["Defenses"]["count"] == 11 and decks["Gang members"]["count"] == 24


def test_skyway_robbery_a_job_s_odds_match_the_planner_s():
    from skywidgets.games.skyway_robbery.data import PACK
    from skywidgets.games.skyway_robbery.planner import survival
    game = skywidgets.load("skyway_robbery")
    gen = random.Random(1)
    state, checked = game.new(players=2, seed=4), 0
    while not state.is_over and checked < 10:
        state.apply(gen.choice(state.legal_moves()))
        seat = state.current_player
        view = state.view(seat) if seat is not None else None
        if view and view["mission"] and view["phase"] == "plan":
            job = rows_of(game.chance(state, seat), "This job's alarm roll")
            members = sum(1 for c in view["mission"]["team"]
                          if view["cards"][c]["kind"] == "gang")
            assert Fraction(job["The job succeeds"]["fraction"]) == survival(
                PACK, view["mission"]["alarm_count"], members)
            checked += 1
    assert checked


def test_skybridge_has_nothing_left_to_chance():
    game = skywidgets.load("skybridge")
    assert game.chance(game.new(players=2, seed=1), 0) is None
    assert "nothing in skybridge is left to chance" in game.no_chance.lower()


@pytest.mark.parametrize("name", GAMES)
def test_chance_never_reads_hidden_truth(name):
    """Along a random game, for every seat and the public view, the data is the same in a
    world redrawn from what that seat may know, and every figure is sound."""
    game = skywidgets.load(name)
    state = game.new(players=min(2, game.max_players), seed=5)
    gen = random.Random(5)
    for step in range(60):
        if state.is_over:
            break
        for seat in [None, *range(state.num_players)]:
            data = game.chance(state, seat)
            other = state.determinize(seat, Rng(step + 100))
            assert game.chance(other, seat) == data, (name, step, seat)
            for section in (data or {"sections": []})["sections"]:
                for row in section["rows"]:
                    if row["kind"] == "probability":
                        assert 0 <= Fraction(row["fraction"]) <= 1
                    else:
                        assert 0 <= row["count"] <= row["of"]
        state.apply(gen.choice(state.legal_moves()))
