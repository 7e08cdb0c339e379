"""The Skyjo widget: the generic GameWidget bound to the Skyjo engine and board."""

from __future__ import annotations

from skywidgets.widget import GameWidget


class Skyjo(GameWidget):
    """Play Skyjo in a notebook cell, against bots or hot-seat on one screen.

    >>> w = Skyjo(players=["You", "greedy", "ismcts"], seed=1)
    >>> w.view["phase"], w.moves[0]["id"]
    ('reveal', 'r1')

    ``Skyjo(players=["Ana", "Ben"])`` lets two people share the screen: the
    board follows the player to move.
    """

    game_name = "skyjo"
