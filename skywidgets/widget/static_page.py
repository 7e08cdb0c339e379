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
board: once a position settles (at the end of the cell that moved it, or a moment after
the last click) it is redrawn in place (a display update, which nbconvert's executor and
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

import asyncio
import threading
from html import escape
from typing import Any, Callable

from ..i18n import SOURCE_LANGUAGE, gettext

#: the class the board's stylesheet hides, and a page without it shows
PICTURE_CLASS = "skyw-saved-picture"


def picture_output(svg: str, title: str, language: str = SOURCE_LANGUAGE) -> dict[str, str]:
    """The mime bundle of a board's picture: ``{}`` for a game that draws none.

    ``text/html`` wraps the SVG in an element the board's stylesheet hides; the bare
    ``image/svg+xml`` is for a renderer that shows no HTML. Its label is in ``language``
    (the board's), as the SVG's own words are (the game draws them under
    ``i18n.use_language``: ``Display._public_picture``).

    >>> picture_output("<svg/>", "Skyjo & friends")["text/html"][:60]
    '<div class="skyw-saved-picture" role="img" aria-label="Skyjo'
    >>> picture_output("<svg/>", "Skyjo", "is")["text/html"].split('"')[5]
    'Skyjo: staðan eins og allir við borðið sjá hana.'
    """
    if not svg:
        return {}
    label = escape(gettext("{game}: the position everyone at the table sees.", language,
                           game=title), quote=True)
    html = f'<div class="{PICTURE_CLASS}" role="img" aria-label="{label}">{svg}</div>'
    return {"text/html": html, "image/svg+xml": svg}


#: seconds after the last move played from the board (no cell running) before the picture
#: follows: redrawing it at every click would have the front end render a hidden output
#: each time, and a saved page only needs the position the board rests on
SETTLE_SECONDS = 2.0


class SavedPictures:
    """The picture outputs of one board: shown before each display of the widget, and
    redrawn in place once the position has changed and settled: at the end of the cell
    that moved it (a notebook run by ``nbconvert --execute`` saves the position each cell
    leaves), or :data:`SETTLE_SECONDS` after the last move played on the board.

    >>> pictures = SavedPictures()
    >>> pictures.redraw({"text/html": "<div></div>"})  # never displayed: nothing to do
    >>> pictures.stale(lambda: {"text/html": "<div></div>"})
    >>> pictures.shown
    0
    """

    def __init__(self) -> None:
        self._handles: list[Any] = []
        self._last: dict[str, str] = {}
        self._draw: Callable[[], dict[str, str]] | None = None  # set while stale
        self._loop: Any = None  # the kernel's event loop, for the settled redraw
        self._timer: Any = None
        self._lock = threading.Lock()

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
            self._listen()
        self._last = picture

    def redraw(self, picture: dict[str, str]) -> None:
        """Replace every shown picture by `picture`, unless it is the one shown."""
        if not self._handles or not picture or picture == self._last:
            return
        self._last = picture
        for handle in self._handles:
            handle.update(picture, raw=True)

    def stale(self, draw: Callable[[], dict[str, str]]) -> None:
        """The position changed: redraw with ``draw()`` once it settles (any thread)."""
        if not self._handles:
            return
        with self._lock:
            self._draw = draw
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._settle_later)
            except RuntimeError:  # the loop has just closed: the cell's end redraws
                pass

    def flush(self, *_: Any) -> None:
        """Redraw now if the position changed since the last picture."""
        with self._lock:
            draw, self._draw = self._draw, None
        if draw is not None:
            self.redraw(draw())

    def _settle_later(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self._loop.call_later(SETTLE_SECONDS, self._settled)

    def _settled(self) -> None:
        self._timer = None
        self.flush()

    def _listen(self) -> None:
        """Redraw at the end of every cell, and keep the loop for the settled redraws."""
        if self._loop is not None:
            return
        try:
            from IPython import get_ipython

            shell = get_ipython()
            self._loop = asyncio.get_running_loop()
        except Exception:  # no IPython, or no loop in this thread: the cell's end only
            shell = None
        if shell is not None:
            shell.events.register("post_run_cell", self.flush)


def display_board(bundle: tuple[dict, dict], picture: dict[str, str],
                  pictures: SavedPictures) -> None:
    """Display a board in IPython: its `picture` first (kept in ``pictures`` to redraw),
    then the widget's own output (`bundle`, without the SVG the picture already holds)."""
    from IPython.display import display

    data, metadata = bundle
    data = {kind: value for kind, value in data.items() if kind != "image/svg+xml"}
    pictures.display(picture)
    display(data, metadata=metadata, raw=True)
