"""What a page without Python shows of a board: the live position's picture.

A static page (``jupyter nbconvert --to html``, GitHub, nbviewer) runs no kernel, so a
board cannot play there. When the notebook holds no widget state, such a page shows the
output's picture (the ``image/svg+xml`` that ``_repr_mimebundle_`` adds beside the widget
view). When it does hold the state, the page draws the widget from it: the board's loader
(bundle.py), getting no answer from Python, shows the ``picture`` trait instead, the same
drawing. Both are the public view: what everyone at the table sees, never a hand.

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> w.picture.startswith("<svg") and w.picture == public_picture(w._game, w._state)
True
"""

from __future__ import annotations

from ..core.engine import Game, State


def public_picture(game: Game, state: State) -> str:
    """The position as everyone at the table sees it, as SVG text ("" if the game draws none).

    >>> from skywidgets.games import load
    >>> game = load("skyjo")
    >>> "<svg" in public_picture(game, game.new(2, seed=1))
    True
    """
    return game.draw(state.view(None)) or ""
