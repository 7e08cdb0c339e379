"""A board's front-end code and stylesheet, held once for every board of the notebook.

anywidget keeps a widget's code and stylesheet as synced traits (``_esm``, ``_css``), so
a notebook saved with its widget state (``jupyter nbconvert --execute`` does so, and so
does JupyterLab's "Save Widget State Automatically") would hold the game's whole bundle
and the 100 KB stylesheet once for every board. So a board syncs as ``_esm`` the small
loader ``static/loader.js`` (the same for every game) and no ``_css``, and its ``bundle``
trait names two shared widgets, one holding the game's module and one the stylesheet:
one of each per text in the kernel, whatever the number of boards. The shared widgets
are created before the board, so they are in the browser when the loader asks the
page's widget manager for them: drawing a board never waits for an answer from Python.

A widget class that brings its code as a string (a test's or a sketch's inline module)
keeps it inline: there is nothing large to share.

>>> from skywidgets.widget.bundle import LOADER, synced_code
>>> from skywidgets import Skyway
>>> code = synced_code(Skyway)
>>> code["_esm"] == LOADER, code["_css"], sorted(code["bundle"])
(True, '', ['module', 'stylesheet'])
>>> synced_code(Skyway)["bundle"]["module"] is code["bundle"]["module"]  # shared
True
"""

from __future__ import annotations

import threading
from typing import Any

import ipywidgets
import traitlets as t

from . import STATIC

#: the module every board's synced ``_esm`` holds (built from js/src/shared/loader.js)
LOADER = (STATIC / "loader.js").read_text(encoding="utf-8")


class SharedText(ipywidgets.Widget):
    """A text every board of a kind uses (a game's module, the stylesheet), synced once.

    It has no view: boards read it from the page's widget manager.

    >>> SharedText(text="p { color: red }").text
    'p { color: red }'
    """

    text = t.Unicode("", help="str: the module or stylesheet the boards share").tag(sync=True)


_shared: dict[str, SharedText] = {}
_shared_lock = threading.Lock()


def shared_text(text: str) -> SharedText:
    """The shared widget holding `text`: the same one for every board, made anew only when
    the one before was closed (``Widget.close_all()``, a restarted comm).

    >>> shared_text("x") is shared_text("x")
    True
    """
    with _shared_lock:
        widget = _shared.get(text)
        if widget is None or widget.comm is None:
            widget = _shared[text] = SharedText(text=text)
        return widget


def _brought_inline(value: Any) -> bool:
    # anywidget turns a file path into a file-contents object; a string is code itself
    return isinstance(value, str)


def _declared(cls: type, key: str) -> Any:
    # anywidget gives each instance a subclass where `key` is a trait: the code is the
    # value of the nearest class that declares it as a plain attribute
    for klass in cls.__mro__:
        value = klass.__dict__.get(key)
        if value is not None and not isinstance(value, t.TraitType):
            return value
    return ""


def synced_code(cls: type) -> dict[str, Any]:
    """The ``_esm``, ``_css`` and ``bundle`` a board of class `cls` starts with: the loader,
    no stylesheet of its own and the shared widgets, unless the class brings its code
    inline (then ``{}``: anywidget's own traits).

    >>> from skywidgets.widget import GameWidget
    >>> class Sketch(GameWidget):
    ...     game_name = "skyway"
    ...     _esm = "export default { render() {} };"
    >>> synced_code(Sketch)
    {}
    """
    esm = _declared(cls, "_esm")
    if _brought_inline(esm):
        return {}
    return {"_esm": LOADER, "_css": "",
            "bundle": {"module": shared_text(str(esm)),
                       "stylesheet": shared_text(str(_declared(cls, "_css")))}}
