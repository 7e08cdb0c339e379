"""The Skyway widget: the generic GameWidget bound to the Skyway engine and board."""

from __future__ import annotations

from skywidgets.widget import GameWidget


class Skyway(GameWidget):
    """Play Skyway in a notebook cell.

    >>> w = Skyway(seed=3)
    >>> len(w.moves)
    27
    >>> w.play("b5").id
    'b5'

    ``Skyway(players=["greedy"])`` lets the greedy bot play (Bot move / Bot plays on).
    """

    game_name = "skyway"
