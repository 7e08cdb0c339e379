"""The Skyway Robbery widget: the generic GameWidget bound to the Skyway Robbery engine and board."""

from __future__ import annotations

from skywidgets.widget import GameWidget


class SkywayRobbery(GameWidget):
    """Play Skyway Robbery in a notebook cell: 2 to 5 seats of people (sharing the screen) and bots.

    >>> w = SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4)
    >>> w.view["phase"], w.moves[0]["id"], w.moves[0]["verb"]
    ('draft', 'hire:con_artist', 'hire')

    Hire or brig a recruit, program three action cards face down, then resolve them one
    at a time: buy assets, plan heists past the location's defenses, roll the alarm dice.
    """

    game_name = "skyway_robbery"
