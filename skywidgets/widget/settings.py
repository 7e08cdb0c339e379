"""The widget's settings: which there are, what they start as, and what each may hold.

The settings are one JSON object (the ``settings`` trait): the bot that helps a person
(``bot``), the rollouts per move of Simulated outcomes (``sim_n``), the bot that plays
them (``rollout``) and the seconds a run may take (``sim_seconds``: it then stops with
what it has), the seconds between bot moves (``pace``), whether bots move on their own
(``autoplay``), what Undo may take back (``undo``) and the board's ``layout``
(``"normal"``, or ``"compact"`` for a projector: the board alone at a smaller size, the
inspection panels folded away), and whether every bot move shows its reasons in the Bot's
reasoning panel (``explain``, the board's "Why?"), and the ``language`` its words are in
(``"is"``, ``"en"``, any language with a catalogue; ``"auto"``: the language JupyterLab
runs in, else English; see skywidgets.i18n). Whoever sets them, the browser
or Python, is held to the same checks, each naming the setting it refuses:

>>> from skywidgets.core.bots import bots_for
>>> bots = bots_for(None)
>>> validate_settings({**DEFAULT_SETTINGS, "pace": 0.2}, bots)
>>> validate_settings({**DEFAULT_SETTINGS, "sim_n": True}, bots)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
skywidgets.core.errors.BadMessage: settings.sim_n: ... a whole number from 1 to 5000, not True
>>> validate_settings({**DEFAULT_SETTINGS, "sim_seconds": 0}, bots)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
skywidgets.core.errors.BadMessage: settings.sim_seconds: the seconds a simulation may run, ...
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core.bots import Bot
from ..core.engine import Game
from ..core.errors import BadMessage, shown
from ..core.fields import is_number, is_whole
from ..core.simulate import default_rollout
from ..i18n import known_language, languages, msg

#: what Undo may take back: anything; never a move that showed anyone something hidden
#: (a drawn or flipped card, a roll), so Undo cannot be used to peek; nothing
UNDO_MODES = ("free", "no peeking", "off")
#: how the widget lays itself out: board and panels side by side where there is room; or
#: compact, for a room's projector: the board at a smaller size, the panels folded away
LAYOUTS = ("normal", "compact")
DEFAULT_SETTINGS = {"bot": "greedy", "sim_n": 200, "rollout": "random", "sim_seconds": 5,
                    "pace": 0.6, "autoplay": True, "undo": "no peeking", "layout": "normal",
                    "explain": False, "language": "auto"}
#: the language setting that follows the page's (JupyterLab's) language
AUTO_LANGUAGE = "auto"
#: the most rollouts per legal move one simulation may play
MAX_ROLLOUTS = 5000
#: the shortest and longest time budget of one simulation, in seconds
MIN_SIM_SECONDS = 0.5
MAX_SIM_SECONDS = 600
#: the longest pause between two bot moves, in seconds
MAX_PACE = 10


def rollout_bots(bots: Mapping[str, Bot]) -> list[str]:
    """The names of ``bots`` fast enough to play Simulated outcomes' rollouts.

    >>> from skywidgets.core.bots import bots_for
    >>> rollout_bots(bots_for(None))
    ['random', 'greedy']
    """
    return [name for name, bot in bots.items() if bot.fast]


def check_rollouts(n: Any, field: str) -> int:
    """``n`` rollouts per move: a whole number from 1 to ``MAX_ROLLOUTS``; ``field`` names
    where it came from in the error.

    >>> check_rollouts(200, "n")
    200
    >>> check_rollouts(0, "n")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadMessage: n: rollouts per move must be a whole number ... not 0
    """
    if not is_whole(n, 1, MAX_ROLLOUTS):
        raise BadMessage(field, msg("rollouts per move must be a whole number from 1 to {most}, "
                                    "not {given}", most=MAX_ROLLOUTS, given=shown(n)))
    return n


def default_settings(game: Game, people: int) -> dict:
    """The settings a new widget starts with, for ``people`` persons at the table: the
    game may name the bot that helps a person (``Game.default_bot``) and the one that
    plays rollouts (``Game.default_rollout``). Undo is free only for one person in a game
    where nothing is hidden.

    >>> import skywidgets
    >>> default_settings(skywidgets.load("skyway_robbery"), people=1)["rollout"]
    'quick'
    """
    undo = "no peeking" if people > 1 or game.hidden_information else "free"
    return {**DEFAULT_SETTINGS, "bot": game.default_bot, "rollout": default_rollout(game),
            "undo": undo}


def validate_settings(settings: Mapping[str, Any], bots: Mapping[str, Bot]) -> None:
    """Refuse ``settings`` (every setting present) unless each holds what it may, with
    ``bots`` the bots at hand; the error names the setting (``"settings.pace"``)."""
    unknown = sorted(str(k) for k in set(settings) - set(DEFAULT_SETTINGS))
    if unknown:
        raise BadMessage(f"settings.{unknown[0][:40]}", msg("not a setting; settings: {names}",
                                                            names=", ".join(DEFAULT_SETTINGS)))
    bot = settings["bot"]
    if not isinstance(bot, str) or bot not in bots:
        raise BadMessage("settings.bot", msg("no bot named {given}; bots: {bots}",
                                             given=shown(bot), bots=", ".join(bots)))
    rollout = settings["rollout"]
    if not isinstance(rollout, str) or rollout not in bots or not bots[rollout].fast:
        raise BadMessage("settings.rollout", msg("rollouts play like one of {bots}, not {given}",
                                                 bots=", ".join(rollout_bots(bots)),
                                                 given=shown(rollout)))
    check_rollouts(settings["sim_n"], "settings.sim_n")
    if not is_number(settings["sim_seconds"], MIN_SIM_SECONDS, MAX_SIM_SECONDS):
        raise BadMessage("settings.sim_seconds", msg(
            "the seconds a simulation may run, from {low} to {high}, not {given}",
            low=MIN_SIM_SECONDS, high=MAX_SIM_SECONDS, given=shown(settings["sim_seconds"])))
    if not isinstance(settings["autoplay"], bool):
        raise BadMessage("settings.autoplay", msg("true (bots move on their own) or false"))
    if not is_number(settings["pace"], 0, MAX_PACE):
        raise BadMessage("settings.pace", msg("seconds between bot moves, from 0 to {most}",
                                              most=MAX_PACE))
    undo = settings["undo"]
    if not isinstance(undo, str) or undo not in UNDO_MODES:
        raise BadMessage("settings.undo", msg("one of {choices}, not {given}",
                                              choices=", ".join(UNDO_MODES), given=shown(undo)))
    layout = settings["layout"]
    if not isinstance(layout, str) or layout not in LAYOUTS:
        raise BadMessage("settings.layout", msg("one of {choices}, not {given}",
                                                choices=", ".join(LAYOUTS), given=shown(layout)))
    if not isinstance(settings["explain"], bool):
        raise BadMessage("settings.explain", msg("true (every bot move shows its reasons) or "
                                                 "false, not {given}",
                                                 given=shown(settings["explain"])))
    language = settings["language"]
    if language != AUTO_LANGUAGE and known_language(language) is None:
        raise BadMessage("settings.language", msg("one of {languages} or {auto} (the page's "
                                                  "language), not {given}",
                                                  languages=", ".join(languages()),
                                                  auto=AUTO_LANGUAGE, given=shown(language)))


def settings_from_python(value: Any, defaults: Mapping[str, Any],
                         bots: Mapping[str, Bot]) -> dict:
    """Settings set from Python (``w.settings = {...}``): a dict, its missing settings
    taken from ``defaults``, held to the same checks as the browser's."""
    if not isinstance(value, dict):
        raise BadMessage("settings", msg("expected a dict of settings"))
    settings = {**defaults, **value}
    validate_settings(settings, bots)
    return settings


def changed_settings(current: Mapping[str, Any], changes: Any,
                     bots: Mapping[str, Bot]) -> dict:
    """The settings after the browser's ``changes`` (an object of some settings) to
    ``current``, checked.

    >>> from skywidgets.core.bots import bots_for
    >>> changed_settings(DEFAULT_SETTINGS, {"sim_n": 50}, bots_for(None))["sim_n"]
    50
    """
    if not isinstance(changes, dict):
        raise BadMessage("settings", msg("expected an object of settings"))
    merged = {**current, **changes}
    validate_settings(merged, bots)
    return merged


__all__ = ["AUTO_LANGUAGE", "DEFAULT_SETTINGS", "LAYOUTS", "MAX_PACE", "MAX_ROLLOUTS", "MAX_SIM_SECONDS", "MIN_SIM_SECONDS",
           "UNDO_MODES", "changed_settings",
           "check_rollouts", "default_settings", "rollout_bots", "settings_from_python",
           "validate_settings"]
