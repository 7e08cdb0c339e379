"""Every game passes the conformance kit."""

import pytest

import skywidgets
from skywidgets.core.testing import check_game


@pytest.mark.parametrize("name", skywidgets.games())
def test_game_conforms(name):
    report = check_game(skywidgets.load(name), games=6, seed=11)
    assert report.games >= 6
    for check in ("to_dict round trip", "legal moves apply", "illegal moves refused",
                  "no hidden information in views", "bots see only their seat",
                  "games end properly"):
        assert report.checks.get(check, 0) > 0, check
