"""Every game passes the conformance kit."""

import pytest

import skywidgets
from skywidgets.core.testing import check_game


@pytest.mark.parametrize("name", skywidgets.games())
def test_game_conforms(name):
    game = skywidgets.load(name)
    # the fewest and the most players, and four where the game allows it
    counts = sorted({game.min_players, min(max(4, game.min_players), game.max_players),
                     game.max_players})
    report = check_game(game, games=3, seed=11, players=counts, every=3)
    assert report.games == 3 * len(counts)
    for check in ("to_dict round trip", "legal moves apply", "illegal moves refused",
                  "no hidden information in views", "bots see only their seat",
                  "games end properly"):
        assert report.checks.get(check, 0) > 0, check
