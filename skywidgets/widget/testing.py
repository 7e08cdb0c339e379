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
"""

from __future__ import annotations

from typing import Any


def send(widget: Any, content: Any) -> None:
    """A message as the browser sends it. Bots answer in the background, so this waits
    for them; a simulation is left running."""
    widget._on_message(widget, content, None)
    if widget.busy == "bots":
        widget.wait()


def play(widget: Any, move_id: str) -> None:
    """Play ``move_id`` for the position on the screen, as a click does; AssertionError
    with the widget's error if it is refused."""
    send(widget, {"type": "move", "id": move_id, "ply": widget.ply})
    assert widget.error == {}, widget.error
