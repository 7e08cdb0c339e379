"""The Bot's reasoning panel's data: a bot move's reasons, and what of them a screen may show.

After a bot's move (or a step the rules make by themselves) the widget keeps its reasons
as one entry: the move number, the seat it was played for, who chose it, and the bot's
``Reasoning`` (``core.reasoning``). What the ``reasoning`` trait publishes of it depends on
the screen: a bot reasons from its seat's information, which may hold that seat's private
hand, so its reasons are shown only where that seat's view may be; elsewhere the entry
says so in words and carries none of them.

>>> from skywidgets.core.reasoning import Reasoning
>>> reasons = Reasoning("greedy", "a5", "take the 8♥", "It rated this move highest.")
>>> entry = reasoning_entry(1, 0, "You", "greedy", reasons)
>>> shown_reasoning(entry, may_show=True)["words"]
'It rated this move highest.'
>>> sorted(shown_reasoning(entry, may_show=False))
['bot', 'hidden', 'player', 'ply', 'seat', 'words']
"""

from __future__ import annotations

from ..i18n import msg
from ..core.reasoning import Reasoning

#: what a reasoning kept from the screen still says: whose move it was and who chose it
PUBLIC_KEYS = ("ply", "seat", "player", "bot")


def reasoning_entry(ply: int, seat: int | None, player: str, bot: str, reasons: Reasoning,
                    automatic: bool = False) -> dict:
    """The reasons of the move that made move ``ply`` (1 for the first), played for
    ``seat`` (``player`` is its name) and chosen by ``bot``, as the panel shows them:
    ``{"ply", "seat", "player", "bot", "move", "label", "words", "details", "columns",
    "rows", "totals"}``, and ``"automatic": true`` for a step the rules make."""
    data = reasons.to_dict()
    entry = {"ply": ply, "seat": seat, "player": player, "bot": bot, "move": data["move"],
             "label": data["label"], "words": data["summary"], "details": data["details"],
             "columns": data["columns"], "rows": data["rows"], "totals": data["totals"]}
    if automatic:
        entry["automatic"] = True
    return entry


def shown_reasoning(entry: dict | None, may_show: bool) -> dict:
    """What the ``reasoning`` trait publishes of ``entry``: all of it when ``may_show``
    (the seat's information may be on this screen), else only whose move it was and who
    chose it, with a sentence saying why the reasons are not shown; ``{}`` for none."""
    if entry is None:
        return {}
    if may_show:
        return entry
    return {**{key: entry[key] for key in PUBLIC_KEYS}, "hidden": True,
            "words": msg("The reasons for this move are not shown: they would show the cards "
                         "{player} holds, which this screen may not see.",
                         player=entry["player"])}


__all__ = ["PUBLIC_KEYS", "reasoning_entry", "shown_reasoning"]
