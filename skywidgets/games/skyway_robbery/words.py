"""Skyway Robbery's words put together: alternatives ("guards or lock"), for the
sentences the rules and bots say (a list of texts is ``i18n.joined``).

>>> from skywidgets.i18n import msg
>>> either([msg("guards"), msg("lock")])
'guards or lock'
"""

from __future__ import annotations

from skywidgets.i18n import Msg, msg


def either(items) -> Msg:
    """Alternatives in words: "guards or lock", the language's "or" between them."""
    items = list(items)
    text = items[0]
    for item in items[1:]:
        text = msg("{first} or {second}", first=text, second=item)
    return text
