"""Handing a message from the browser to its handler, for every widget of the package.

>>> class Echo:
...     error = {}
...     _HANDLERS = {"ping": lambda self, content: print("pong", content["n"])}
>>> dispatch(Echo(), {"type": "ping", "n": 1})
pong 1
>>> dispatch(Echo(), {"type": "pong"})
Traceback (most recent call last):
...
skywidgets.core.errors.BadMessage: type: unknown message type 'pong'; expected one of ping
"""

from __future__ import annotations

from typing import Any

from ..i18n import msg
from ..core.errors import BadMessage, shown


def dispatch(widget: Any, content: Any) -> None:
    """Call the handler ``widget._HANDLERS`` names for ``content["type"]``. A malformed or
    unknown message raises BadMessage naming the field. Any message but "dismiss" clears
    the widget's last error first: a new request is answered on its own."""
    if not isinstance(content, dict):
        raise BadMessage("message", msg("expected an object, got {type}",
                                        type=type(content).__name__))
    kind = content.get("type")
    handler = widget._HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise BadMessage("type", msg("unknown message type {given}; expected one of {types}",
                                     given=shown(kind), types=", ".join(widget._HANDLERS)))
    if kind not in ("dismiss", "page_language") and widget.error:
        widget.error = {}
    handler(widget, content)
