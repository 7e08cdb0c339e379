"""Skyway Robbery's words put together: a list of texts, each translated, and
alternatives ("guards or lock"), for the sentences the rules and bots say.

>>> from skywidgets.i18n import msg
>>> either([msg("guards"), msg("lock")])
'guards or lock'
"""

from __future__ import annotations

from skywidgets.i18n import Msg, msg


class Listed(Msg):
    """Texts in a list, each translated, joined by ``separator`` (", " unless told).

    >>> Listed([msg("vault"), msg("lock")])
    'vault, lock'
    """

    def __new__(cls, items, separator: str = ", ") -> "Listed":
        items = list(items)
        self = str.__new__(cls, separator.join(map(str, items)))
        self.msgid, self.plural, self.n, self.context, self.params = (
            "", None, None, None, {"items": items, "separator": separator})
        return self

    def __reduce__(self):
        return (Listed, (self.params["items"], self.params["separator"]))

    def translated(self, language: str) -> str:
        return self.params["separator"].join(
            item.translated(language) if isinstance(item, Msg) else str(item)
            for item in self.params["items"])


def either(items) -> Msg:
    """Alternatives in words: "guards or lock", the language's "or" between them."""
    items = list(items)
    text = items[0]
    for item in items[1:]:
        text = msg("{first} or {second}", first=text, second=item)
    return text
