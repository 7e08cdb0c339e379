"""Every game passes the conformance kit."""

import pytest

import skywidgets
from skywidgets.core.testing import check_game


@pytest.mark.parametrize("name", skywidgets.game_names())
def test_game_conforms(name):
    game = skywidgets.load(name)
    # the fewest and the most players, and four where the game allows it
    counts = sorted({game.min_players, min(max(4, game.min_players), game.max_players),
                     game.max_players})
    report = check_game(game, games=3, seed=11, players=counts, every=3)
    assert report.games == 3 * len(counts)
    for check in ("to_dict round trip", "legal moves apply", "illegal moves refused",
                  "no hidden information in views", "bots see only their seat",
                  "games end properly", "revealed views hold the seat's view",
                  "chance from the seat's information"):
        assert report.checks.get(check, 0) > 0, check


def test_the_kit_catches_a_move_said_to_reveal_nothing_that_shows_a_card(monkeypatch):
    # Undo's "no peeking" trusts State.reveals: a game that under-reports must fail the kit
    from skywidgets.core.testing import ConformanceError
    from skywidgets.games.skyjo.rules import SkyjoState

    monkeypatch.setattr(SkyjoState, "reveals", lambda self, move: False)
    with pytest.raises(ConformanceError, match="said to reveal nothing"):
        check_game(skywidgets.load("skyjo"), games=1, seed=3, players=[2])


def test_the_kit_catches_a_revealed_view_that_drops_what_the_seat_sees(monkeypatch):
    # the teacher's view must hold the seat's: a revealed deck that is one card short fails
    from skywidgets.core.testing import ConformanceError
    from skywidgets.games.skyway.rules import SkywayState

    honest = SkywayState.revealed_view

    def short(self, seat):
        view = honest(self, seat)
        view["discard"] = view["discard"][1:] + ["J\u2663"] if view["discard"] else ["J\u2663"]
        return view

    monkeypatch.setattr(SkywayState, "revealed_view", short)
    with pytest.raises(ConformanceError, match="does not hold view"):
        check_game(skywidgets.load("skyway"), games=1, seed=3)
def test_the_kit_catches_a_chance_hook_that_reads_the_deck(monkeypatch):
    # the Chance panel must come from the seat's information: one that reads the real deck
    # order (here, the top card of Skyway's deck) fails the kit
    from skywidgets.core.chance import count, section
    from skywidgets.core.testing import ConformanceError

    game = skywidgets.load("skyway")

    def peeking(self, state, seat):
        top = state.deck[-1] if state.deck else 0
        return {"sections": [section("Top", "The top card.", [count("top", top % 10, 10)])]}

    monkeypatch.setattr(type(game), "chance", peeking)
    with pytest.raises(ConformanceError, match="chance"):
        check_game(game, games=1, seed=3, players=[1])
