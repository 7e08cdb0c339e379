"""The Skybridge widget: the generic GameWidget bound to the Skybridge engine and board."""

from __future__ import annotations

from skywidgets.widget import GameWidget


class Skybridge(GameWidget):
    """Play Skybridge in a notebook cell: 2 to 4 seats of people (sharing the screen) and bots.

    >>> w = Skybridge(players=["You", "greedy", "mcts"], seed=0)
    >>> w.view["colour"], w.moves[0]["id"]
    ('ivory', '3@1')

    Pick a piece, then a base (two neighbouring bases for a bridge). Illegal targets say
    which rule forbids them.
    """

    game_name = "skybridge"
