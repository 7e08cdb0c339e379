"""Driving a widget the way its board does: messages in, traits out. For tests, and for
scripts that want to see exactly what a click would do.

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> play(w, "b5")
>>> w.ply, w.error
(1, {})
>>> send(w, {"type": "move", "id": "zz", "ply": w.ply})
>>> w.error["field"]
'id'
>>> browser = BrowserLog(w)
>>> play(w, "c5")
>>> browser.entries == w.log_entries, len(browser.entries), browser.view == w.view
(True, 2, True)
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from .log_sync import with_tail
from .view_sync import with_patch


def as_the_board_sends(widget: Any, content: Any) -> Any:
    """``content`` with the ply of the position on the screen, where it acts on a position
    and does not say it itself, as the board always adds it (``SHOWN_PLY``).

    >>> from skywidgets import Skyway
    >>> as_the_board_sends(Skyway(seed=3), {"type": "undo"})
    {'type': 'undo', 'ply': 0}
    """
    from .messages import SHOWN_PLY

    kind = content.get("type") if isinstance(content, dict) else None
    if isinstance(kind, str) and kind in SHOWN_PLY:
        key = SHOWN_PLY[kind]
        if key not in content:
            return {**content, key: widget._shown_ply()}
    return content


def send(widget: Any, content: Any) -> None:
    """A message as the browser sends it: with the ply of the position on the screen
    where it acts on one (``as_the_board_sends``). Bots answer in the background, so this
    waits for them; a simulation is left running."""
    widget._on_message(widget, as_the_board_sends(widget, content), None)
    if widget.busy == "bots":
        widget.wait()


def play(widget: Any, move_id: str) -> None:
    """Play ``move_id`` for the position on the screen, as a click does; AssertionError
    with the widget's error if it is refused."""
    send(widget, {"type": "move", "id": move_id, "ply": widget.ply})
    assert widget.error == {}, widget.error


class BrowserLog:
    """The Log and the view a front end keeps, from the messages ``widget`` sends from now
    on: the state it would get on opening, then each update's whole ``log`` or
    ``log_tail`` put in place as ``js/src/shared/log-store.js`` does (docs/widget-protocol.md,
    "The Log"), and its whole ``view`` or ``view_patch`` as ``js/src/shared/view-store.js``
    does. It listens on the widget's comm, as the kernel sends; ``sent`` holds the bytes of
    each message."""

    def __init__(self, widget: Any) -> None:
        state = json.loads(json.dumps(widget.get_state()))
        self.tail: Any = state["log_tail"]
        self.entries: list = with_tail(state["log_entries"], self.tail)
        self.patch: Any = state["view_patch"]
        self.view: dict = with_patch(state["view"], self.patch)
        self.sent: list[int] = []
        #: tails that would have left a gap in the Log (Python never sends one)
        self.gaps = 0
        comm = widget.comm
        forward = comm.send

        def send(data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
            self.receive(data)
            forward(data=data, metadata=metadata, buffers=buffers)

        comm.send = send

    def receive(self, data: Any) -> None:
        """One message from the kernel, as the front end gets it (JSON)."""
        text = json.dumps(data)
        self.sent.append(len(text.encode()))
        message = json.loads(text)
        if message.get("method") != "update":
            return
        state = message.get("state", {})
        if "log_entries" in state:
            self.entries = state["log_entries"]
        if "log_tail" in state:
            self.tail = state["log_tail"]
        if "log_entries" in state or "log_tail" in state:
            try:
                self.entries = with_tail(self.entries, self.tail)
            except ValueError:
                # as a front end does: the Log stays as it was (the tests then see it differ)
                self.gaps += 1
        if "view" in state:
            self.view = state["view"]
        if "view_patch" in state:
            self.patch = state["view_patch"]
        if "view" in state or "view_patch" in state:
            self.view = with_patch(self.view, self.patch)


def sent_traits(widget: Any, names: Iterable[str]) -> dict[str, Any]:
    """The synced traits `names` as ipywidgets sends them: a trait holding widgets
    (``bundle``) goes as their ``IPY_MODEL_`` ids, and every text in the board's language.

    >>> from skywidgets import Skyway
    >>> traits = sent_traits(Skyway(seed=3), ["ply", "bundle"])
    >>> traits["ply"], traits["bundle"]["module"].startswith("IPY_MODEL_")
    (0, True)
    """
    sent = {}
    for name in names:
        to_json = widget.trait_metadata(name, "to_json", widget._trait_to_json)
        sent[name] = to_json(getattr(widget, name), widget)
    return sent
