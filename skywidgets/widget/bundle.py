"""A board's front-end code and stylesheet: sent to the browser that asks, never saved.

anywidget keeps a widget's code and stylesheet as synced traits (``_esm``, ``_css``), so
a notebook saved with its widget state (``jupyter nbconvert --execute`` does so, and so
does JupyterLab's "Save Widget State Automatically") would hold the game's whole bundle
and the 100 KB stylesheet once for every board. A board's synced ``_esm`` is instead the
small loader ``static/loader.js``, the same for every game, and its ``_css`` is empty: in
the browser the loader sends ``{"type": "bundle"}`` and Python answers with a custom
message holding the bundle and the stylesheet, which no saved notebook keeps. A page
saved without Python behind it shows the loader's sentence, not a board that cannot play.

A widget class that brings its code as a string (a test's or a sketch's inline module)
keeps it inline: there is nothing large to leave out.

>>> from skywidgets.widget.bundle import LOADER, synced_code
>>> from skywidgets import Skyway
>>> synced_code(Skyway) == {"_esm": LOADER, "_css": ""}
True
>>> len(LOADER) < 2000
True
"""

from __future__ import annotations

from typing import Any

from . import STATIC

#: the module every board's synced ``_esm`` holds (built from js/src/shared/loader.js)
LOADER = (STATIC / "loader.js").read_text(encoding="utf-8")


def _brought_inline(value: Any) -> bool:
    # anywidget turns a file path into a file-contents object; a string is code itself
    return isinstance(value, str)


def synced_code(cls: type) -> dict[str, str]:
    """The ``_esm`` and ``_css`` a board of class `cls` syncs: the loader and no stylesheet,
    unless the class brings its code inline (then ``{}``: anywidget's own traits).

    >>> from skywidgets.widget import GameWidget
    >>> class Sketch(GameWidget):
    ...     game_name = "skyway"
    ...     _esm = "export default { render() {} };"
    >>> synced_code(Sketch)
    {}
    """
    if _brought_inline(getattr(cls, "_esm", "")):
        return {}
    return {"_esm": LOADER, "_css": ""}


def bundle_reply(cls: type) -> dict[str, str]:
    """The answer to a ``{"type": "bundle"}`` message: the class's code and stylesheet.

    >>> from skywidgets import Skyway
    >>> reply = bundle_reply(Skyway)
    >>> reply["type"], "export" in reply["esm"], ".skyw" in reply["css"]
    ('bundle', True, True)
    """
    return {"type": "bundle", "esm": str(getattr(cls, "_esm", "")),
            "css": str(getattr(cls, "_css", ""))}
