"""How a board shows in a notebook: its picture for saved pages, and its text summary.

A mixin of ``GameWidget``. IPython displays a board as the picture of its position as
everyone at the table sees it (``static_page``: what a page saved without Python shows)
and then the widget; the picture is redrawn as the game moves on. The text form names the
game and the move it is at. The picture and the notebook's text form are in the board's
language: the game draws its picture inside ``use_language``, so a picture's words said
with ``i18n._()`` come out in it (``repr`` stays English, for Python).

>>> from skywidgets import Skyway
>>> Skyway(seed=3)
<Skyway Skyway (move 1)>
"""

from __future__ import annotations

from typing import Any

from ..i18n import SOURCE_LANGUAGE, gettext, use_language
from .static_page import display_board, picture_output


class Display:
    """The notebook's outputs of a board (``_saved_pictures``: the pictures displayed)."""

    def _repr_mimebundle_(self, **kwargs: Any):
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        picture = self._public_picture()
        data = dict(data)
        data["text/plain"] = self._text_summary(self.language)
        if picture:
            data["image/svg+xml"] = picture
        return data, metadata

    # ---- the picture a saved page shows in the board's place (static_page.py)
    def _ipython_display_(self) -> None:
        # IPython displays the board as its picture and then the widget
        display_board(self._repr_mimebundle_(), self._picture_output(), self._saved_pictures)

    def _public_picture(self) -> str:
        with use_language(self.language):
            return self._game.draw(self._state.view(None))

    def _picture_output(self) -> dict[str, str]:
        return picture_output(self._public_picture(), self._game.title, self.language)

    def _redraw_saved_picture(self) -> None:
        self._saved_pictures.stale(self._picture_output)

    def _text_summary(self, language: str = SOURCE_LANGUAGE) -> str:
        state = self._state
        if state.is_over:
            return gettext("{game} (game over)", language, game=self._game.title)
        return gettext("{game} (move {number})", language, game=self._game.title,
                       number=state.ply + 1)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._text_summary()}>"
