"""The Skyline Express widget: the generic GameWidget bound to the Skyline Express engine."""

from __future__ import annotations

from skywidgets.widget import GameWidget


class SkylineExpress(GameWidget):
    """Play Skyline Express in a notebook cell: solo against the rulebook's AI opponent, or
    up to four seats of people (sharing the screen) and bots.

    >>> w = SkylineExpress(players=["You"], seed=2)
    >>> w.view["solo"], [m["id"] for m in w.moves]
    (True, ['y', 'b', 'g', 'r'])

    The AI opponent's steps (its die, its seat, its service) play on their own at the
    bots' pace; with ``settings={"autoplay": False}`` each waits for a click, so a teacher
    can show which rule of its priority list decided it.
    """

    game_name = "skyline_express"
