"""The picture a displayed board leaves in the notebook, for pages with no Python behind it.

A page made from a saved notebook (``jupyter nbconvert --to html``, GitHub, nbviewer)
cannot play a board. When the notebook holds its widget state (``jupyter nbconvert
--execute`` always saves it), nbconvert draws a widget's output as the widget alone, with
scripts from the internet, so offline each board would be an empty box. So in IPython a
board is displayed as two outputs: first the picture of the position as everyone at the
table sees it (HTML holding the game's SVG drawing, never a player's hidden cards), then
the widget itself. The board's stylesheet hides the picture wherever the board is drawn
(``.skyw-saved-picture`` in js/src/shared/theme.css), so a live notebook shows the board
alone, and a page without the board's code shows the picture. The picture follows the
board: every move redraws it in place (a display update, which nbconvert's executor and
the front ends apply to the saved output).

>>> from skywidgets.widget.static_page import picture_output
>>> output = picture_output("<svg></svg>", "Skyway")
>>> sorted(output)
['image/svg+xml', 'text/html']
>>> 'class="skyw-saved-picture"' in output["text/html"]
True
>>> picture_output("", "Skyway")
{}
"""

from __future__ import annotations

from html import escape
from typing import Any

#: the class the board's stylesheet hides, and a page without it shows
PICTURE_CLASS = "skyw-saved-picture"


def picture_output(svg: str, title: str) -> dict[str, str]:
    """The mime bundle of a board's picture: ``{}`` for a game that draws none.

    ``text/html`` wraps the SVG in an element the board's stylesheet hides; the bare
    ``image/svg+xml`` is for a renderer that shows no HTML.

    >>> picture_output("<svg/>", "Skyjo & friends")["text/html"][:60]
    '<div class="skyw-saved-picture" role="img" aria-label="Skyjo'
    """
    if not svg:
        return {}
    label = escape(f"{title}: the position everyone at the table sees.", quote=True)
    html = f'<div class="{PICTURE_CLASS}" role="img" aria-label="{label}">{svg}</div>'
    return {"text/html": html, "image/svg+xml": svg}


class SavedPictures:
    """The picture outputs of one board: shown before each display of the widget, and
    redrawn in place when the position changes.

    >>> pictures = SavedPictures()
    >>> pictures.redraw({"text/html": "<div></div>"})  # never displayed: nothing to do
    >>> pictures.shown
    0
    """

    def __init__(self) -> None:
        self._handles: list[Any] = []
        self._last: dict[str, str] = {}

    @property
    def shown(self) -> int:
        """How many picture outputs this board has left in the notebook."""
        return len(self._handles)

    def display(self, picture: dict[str, str]) -> None:
        """Show `picture` as an output of its own, with an id to redraw it by."""
        from IPython.display import display

        if not picture:
            return
        handle = display(picture, raw=True, display_id=True)
        if handle is not None:
            self._handles.append(handle)
        self._last = picture

    def redraw(self, picture: dict[str, str]) -> None:
        """Replace every shown picture by `picture`, unless it is the one shown."""
        if not self._handles or not picture or picture == self._last:
            return
        self._last = picture
        for handle in self._handles:
            handle.update(picture, raw=True)


def display_board(bundle: tuple[dict, dict], picture: dict[str, str],
                  pictures: SavedPictures) -> None:
    """Display a board in IPython: its `picture` first (kept in ``pictures`` to redraw),
    then the widget's own output (`bundle`, without the SVG the picture already holds)."""
    from IPython.display import display

    data, metadata = bundle
    data = {kind: value for kind, value in data.items() if kind != "image/svg+xml"}
    pictures.display(picture)
    display(data, metadata=metadata, raw=True)
