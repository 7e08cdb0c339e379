"""The rules and the seats of the next game: what the Rules panel shows and what a new game
may be started with.

The ``rules`` trait holds each option's declaration (``core.options.Option``) with the
value the current game plays with, how many may play and the bots a seat may have. The
browser's ``new`` message may bring other options and other seats; they are read here,
field by field, before anything changes (``BadMessage`` names the field:
``options.end_score``, ``players[1].bot``). Python's ``new_game`` reads its arguments the
same way.

>>> import skywidgets
>>> skyjo = skywidgets.load("skyjo")
>>> rules = rules_entry(skyjo, skyjo.check_options({}), ["random", "greedy"])
>>> rules["players"], [o["name"] for o in rules["options"]][:2]
({'min': 2, 'max': 8}, ['column_rule', 'tie_counts_as_lowest'])
>>> new_options(skyjo, {"end_score": 0}, skyjo.check_options({}))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
skywidgets.core.errors.BadMessage: options.end_score: expected a whole number from 1 to 1000, not 0 ...
"""

from __future__ import annotations

from typing import Any, Collection, Mapping

from ..i18n import msg
from ..core.engine import Game
from ..core.errors import BadMessage, shown
from ..core.fields import typed_name
from ..core.options import BadOption
from ..core.record import MAX_NAME_LENGTH
from .seating import alike_seats

#: the kinds of seat the ``new`` message may ask for
SEAT_KINDS = ("human", "bot")


def rules_entry(game: Game, values: Mapping[str, Any], bots: Collection[str]) -> dict:
    """The ``rules`` trait: each option's declaration with ``values[name]`` (the current
    game's), how many may play, and the bots a seat may have."""
    return {"options": [option.to_dict(game.rules, values.get(name, option.default))
                        for name, option in game.options.items()],
            "players": {"min": game.min_players, "max": game.max_players},
            "bots": list(bots),
            "name_length": MAX_NAME_LENGTH}


def new_options(game: Game, given: Any, current: Mapping[str, Any]) -> dict:
    """The options of the next game: ``current`` with the ``given`` ones changed (an object
    of some options; None changes none), each read by its declaration. BadMessage names
    the option refused (``options.route``), what it accepts and the rule it changes."""
    if given is None:
        return dict(current)
    if not isinstance(given, Mapping) or not all(isinstance(key, str) for key in given):
        raise BadMessage("options", msg("expected an object of options, by name"))
    try:
        return game.check_options({**current, **given})
    except BadOption as err:
        if err.rule is None:
            raise BadMessage(f"options.{err.field}", err.reason) from None
        raise BadMessage(f"options.{err.field}", msg("{reason} (the rule it changes: {rule})",
                                                     reason=err.reason,
                                                     rule=err.rule.citation())) from None


def new_seats(game: Game, given: Any, bots: Collection[str]) -> list[str]:
    """The seats of the next game from the browser: a list of ``{"kind": "human", "name":
    ...}`` or ``{"kind": "bot", "bot": ...}``, as many as the game seats. Returns one
    name per seat (a bot's name makes that seat the bot's, as ``players=`` does in Python);
    BadMessage names the seat and field refused.

    >>> import skywidgets
    >>> skyjo = skywidgets.load("skyjo")
    >>> new_seats(skyjo, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}],
    ...           ["random", "greedy"])
    ['Ann', 'greedy']
    >>> new_seats(skyjo, [{"kind": "human", "name": "Ann"}], ["greedy"])
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadMessage: players: Skyjo is played by 2 to 8 players, not 1
    """
    if not isinstance(given, list):
        raise BadMessage("players", msg("expected a list of seats, one per player"))
    if not game.min_players <= len(given) <= game.max_players:
        raise BadMessage("players", msg("{game} is played by {counts}, not {given}",
                                        game=game.title, counts=game.player_counts,
                                        given=len(given)))
    names = []
    for index, seat in enumerate(given):
        field = f"players[{index}]"
        if not isinstance(seat, Mapping) or seat.get("kind") not in SEAT_KINDS:
            raise BadMessage(field, msg("expected a seat: {human} or {bot}",
                                        human='{"kind": "human", "name": ...}',
                                        bot='{"kind": "bot", "bot": ...}'))
        if seat["kind"] == "bot":
            bot = seat.get("bot")
            if not isinstance(bot, str) or bot not in bots:
                raise BadMessage(f"{field}.bot", msg("no bot named {given}; bots: {bots}",
                                                     given=shown(bot), bots=", ".join(bots)))
            names.append(bot)
            continue
        name = seat.get("name")
        if not isinstance(name, str) or not name.strip():
            raise BadMessage(f"{field}.name", msg("a person's name is text, not {given}",
                                                  given=shown(name)))
        # valid text, composed (NFC), trimmed, showing something, one line (core/fields.py)
        name = typed_name(name, f"{field}.name", max_length=MAX_NAME_LENGTH,
                          error=BadMessage)
        if name in bots:
            raise BadMessage(f"{field}.name", msg("{name} is a bot's name: a person needs "
                                                  "another one", name=shown(name)))
        names.append(name)
    alike = alike_seats(names, bots)
    if alike is not None:
        index, reason = alike
        raise BadMessage(f"players[{index}].name", reason)
    return names


def kept_settings(settings: Mapping[str, Any], old: Mapping[str, Any],
                  new: Mapping[str, Any]) -> dict:
    """The settings for a new table: each one still at its old default (``old``) takes the
    new table's (``new``: Undo's, say, which depends on how many people play); one a
    person changed stays.

    >>> kept_settings({"undo": "free", "pace": 1.5}, {"undo": "free", "pace": 0.6},
    ...               {"undo": "no peeking", "pace": 0.6})
    {'undo': 'no peeking', 'pace': 1.5}
    """
    return {key: new[key] if key in new and value == old.get(key) else value
            for key, value in settings.items()}


__all__ = ["SEAT_KINDS", "kept_settings", "new_options", "new_seats", "rules_entry"]
