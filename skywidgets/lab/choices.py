"""What the Lab widget lets a person choose, and the checks every choice goes through.

The Lab's choices are one JSON object, its *setup*: the seats (a bot each, with the
bot's settings where it has any), the variants (each a name and the game's options; the
first is the baseline, and one variant alone makes a tournament), the number of games
and the seed. The browser sends a whole setup and Python sets one the same way: both are
held to :func:`check_setup`, whose error names the field it refuses. This module knows
nothing of widgets, so it imports without anywidget:

>>> import skywidgets
>>> game = skywidgets.load("skyjo")
>>> setup = default_setup(game, seed=1)
>>> [seat["bot"] for seat in setup["seats"]], setup["games"]
(['greedy', 'random'], 100)
>>> check_setup(game, {**setup, "games": 0})
Traceback (most recent call last):
...
skywidgets.core.errors.BadMessage: setup.games: the number of deals is a whole number from 1 to 5000, not 0
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..core.bots import Bot, ISMCTSBot, bots_for
from ..core.engine import Game
from ..core.errors import BadMessage, shown
from ..core.fields import is_whole, seen_as, typed_name
from ..core.options import BadOption
from ..i18n import Shaped, msg, nmsg
import random

#: the most deals one run may play (each deal is played once per seat rotation)
MAX_GAMES = 5000
#: the most variants one comparison may hold (the first is the baseline)
MAX_VARIANTS = 4
#: the longest name a variant may have
MAX_VARIANT_NAME = 40
#: the most search iterations per move a seat's bot may be given
MAX_ITERATIONS = 5000
#: the name the first variant gets
BASELINE_NAME = "Standard rules"
SETUP_KEYS = ("seats", "variants", "games", "seed")
#: the largest seed: the browser holds numbers exactly up to 2**53 - 1
MAX_SEED = 2 ** 53 - 1
#: a new Lab's seed is drawn below this: short enough to read out and write down
FRESH_SEEDS = 1_000_000


def bot_settings(bot: Bot) -> list[dict]:
    """The settings a seat may give ``bot``: a search's iterations per move; none for
    the others.

    >>> bot_settings(ISMCTSBot())[0]["name"], bot_settings(ISMCTSBot())[0]["default"]
    ('iterations', 300)
    """
    if isinstance(bot, ISMCTSBot):
        return [{"name": "iterations", "label": msg("Iterations per move"),
                 "sentence": msg("How many games the search plays out before each move: "
                                 "more plays better and takes longer."),
                 "low": 1, "high": MAX_ITERATIONS, "default": bot.iterations or 300}]
    return []


def catalog(game: Game) -> dict:
    """What there is to choose from for ``game``: its bots with their settings, its
    options as the Rules panel declares them, how many may play and the limits.

    >>> import skywidgets
    >>> entry = catalog(skywidgets.load("skyjo"))
    >>> entry["players"], [bot["name"] for bot in entry["bots"]][:2]
    ({'min': 2, 'max': 8}, ['random', 'greedy'])
    """
    # a bot's description is said in the lab's language (its words: a catalogue entry)
    return {"bots": [{"name": name, "description": msg(str(bot.description)),
                      "settings": bot_settings(bot)} for name, bot in bots_for(game).items()],
            "options": [option.to_dict(game.rules, option.default)
                        for option in game.options.values()],
            "players": {"min": game.min_players, "max": game.max_players},
            "max_games": MAX_GAMES, "max_variants": MAX_VARIANTS,
            "max_variant_name": MAX_VARIANT_NAME, "lower_is_better": game.lower_is_better}


def default_seat(game: Game, name: str) -> dict:
    """A seat for the bot ``name``, its settings at their defaults.

    >>> import skywidgets
    >>> default_seat(skywidgets.load("skyjo"), "ismcts")
    {'bot': 'ismcts', 'iterations': 300}
    """
    bot = bots_for(game)[name]
    return {"bot": name, **{s["name"]: s["default"] for s in bot_settings(bot)}}


def default_setup(game: Game, seed: int | None = None) -> dict:
    """The setup a new Lab starts with: the game's own bot against the random one (in as
    few seats as the game has), the standard rules, 100 deals and a fresh seed."""
    names = [game.default_bot, "random"]
    seats = [default_seat(game, names[min(i, 1)]) for i in range(game.min_players)]
    return {"seats": seats, "variants": [{"name": BASELINE_NAME, "options": {}}],
            "games": 100, "seed": random.randrange(FRESH_SEEDS) if seed is None else seed}


def _check_seat(game: Game, seat: Any, where: str) -> dict:
    known = bots_for(game)
    if not isinstance(seat, Mapping):
        raise BadMessage(where, msg("a seat is an object with its bot, e.g. {example}, not "
                                    "{given}", example='{"bot": "greedy"}', given=shown(seat)))
    name = seat.get("bot")
    if not isinstance(name, str) or name not in known:
        raise BadMessage(f"{where}.bot", msg("no bot named {given}; the bots of {game}: {bots}",
                                             given=shown(name), game=game.title,
                                             bots=", ".join(known)))
    settings = {s["name"]: s for s in bot_settings(known[name])}
    unknown = sorted(str(key) for key in seat if key != "bot" and key not in settings)
    if unknown:
        allowed = ", ".join(settings) or msg("none", context="a bot's settings")
        raise BadMessage(f"{where}.{unknown[0][:40]}",
                         msg("not a setting of the {bot} bot (its settings: {settings})",
                             bot=name, settings=allowed))
    checked = {"bot": name}
    for key, setting in settings.items():
        value = seat.get(key, setting["default"])
        if not is_whole(value, setting["low"], setting["high"]):
            raise BadMessage(f"{where}.{key}",
                             msg("{setting} is a whole number from {low} to {high}, not {given}",
                                 setting=Shaped(setting["label"], str.lower), low=setting["low"],
                                 high=setting["high"], given=shown(value)))
        checked[key] = value
    return checked


def _check_variant(game: Game, variant: Any, where: str) -> dict:
    if not isinstance(variant, Mapping):
        raise BadMessage(where, msg("a variant is an object with its name and options, not "
                                    "{given}", given=shown(variant)))
    unknown = sorted(str(key) for key in variant if key not in ("name", "options"))
    if unknown:
        raise BadMessage(f"{where}.{unknown[0][:40]}", msg("not part of a variant (a variant "
                                                          "has a name and options)"))
    name = variant.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_VARIANT_NAME:
        raise BadMessage(f"{where}.name", nmsg(
            "a variant's name is a few words, from 1 to {n} character, not {given}",
            "a variant's name is a few words, from 1 to {n} characters, not {given}",
            MAX_VARIANT_NAME, given=shown(name)))
    # valid, visible text on one line, composed and trimmed (core/fields.py)
    name = typed_name(name, f"{where}.name", max_length=MAX_VARIANT_NAME,
                      what=msg("a variant's name", context="a typed name's subject"),
                      error=BadMessage)
    options = variant.get("options", {})
    if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
        raise BadMessage(f"{where}.options", msg("expected an object of the game's options, "
                                                 "by name"))
    try:
        settled = game.check_options(options)
    except BadOption as err:
        # the option's reason stays a Msg, said in the lab's language with its rule
        reason = (err.reason if err.rule is None else
                  msg("{reason} (the rule it changes: {rule})", reason=err.reason,
                      rule=err.rule.citation()))
        raise BadMessage(f"{where}.options.{err.field}", reason) from None
    # only what differs from the standard rules is kept: the rest is the default
    changed = {key: value for key, value in settled.items()
               if value != game.options[key].default}
    return {"name": name, "options": changed}


def check_setup(game: Game, setup: Any) -> dict:
    """``setup`` checked, as the Lab keeps it: each seat's bot with all its settings,
    each variant's name and the options it changes. BadMessage names the first field
    refused (``setup.seats[1].bot``) and what it accepts."""
    if not isinstance(setup, Mapping):
        raise BadMessage("setup", msg("expected an object with seats, variants, games and "
                                      "seed"))
    unknown = sorted(str(key) for key in setup if key not in SETUP_KEYS)
    if unknown:
        raise BadMessage(f"setup.{unknown[0][:40]}", msg("not part of the setup; it has {keys}",
                                                        keys=", ".join(SETUP_KEYS)))
    missing = [key for key in SETUP_KEYS if key not in setup]
    if missing:
        raise BadMessage(f"setup.{missing[0]}", msg("missing"))
    seats = setup["seats"]
    if not isinstance(seats, Sequence) or isinstance(seats, str):
        raise BadMessage("setup.seats", msg("expected a list of seats, one bot each"))
    if not game.min_players <= len(seats) <= game.max_players:
        raise BadMessage("setup.seats", msg("{game} is played by {counts}, not {given}",
                                            game=game.title, counts=game.player_counts,
                                            given=len(seats)))
    variants = setup["variants"]
    if not isinstance(variants, Sequence) or isinstance(variants, str):
        raise BadMessage("setup.variants", msg("expected a list of variants, the first the "
                                               "baseline"))
    if not 1 <= len(variants) <= MAX_VARIANTS:
        raise BadMessage("setup.variants", nmsg("from 1 to {n} variant, not {given}",
                                                "from 1 to {n} variants, not {given}",
                                                MAX_VARIANTS, given=len(variants)))
    checked_variants = [_check_variant(game, v, f"setup.variants[{i}]")
                        for i, v in enumerate(variants)]
    names = [seen_as(v["name"]).casefold() for v in checked_variants]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise BadMessage(f"setup.variants[{i}].name",
                             msg("two variants are named {name} alike: each needs its own name",
                                 name=shown(checked_variants[i]["name"])))
    games = setup["games"]
    if not is_whole(games, 1, MAX_GAMES):
        raise BadMessage("setup.games", msg("the number of deals is a whole number from 1 to "
                                            "{most}, not {given}", most=MAX_GAMES,
                                            given=shown(games)))
    seed = setup["seed"]
    if not is_whole(seed, 0, MAX_SEED):
        raise BadMessage("setup.seed", msg("the seed is a whole number from 0 to {most}, not "
                                           "{given}", most=MAX_SEED, given=shown(seed)))
    return {"seats": [_check_seat(game, s, f"setup.seats[{i}]") for i, s in enumerate(seats)],
            "variants": checked_variants, "games": games, "seed": seed}


def seat_specs(game: Game, seats: Sequence[Mapping[str, Any]]) -> list[Any]:
    """The seats of a checked setup as ``lab.tournament`` takes them: a bot's name, or its
    settings where they differ from its defaults; two seats with the same bot are
    numbered ("greedy 1", "greedy 2"), so the charts tell them apart.

    >>> import skywidgets
    >>> seat_specs(skywidgets.load("skyjo"), [{"bot": "greedy"}, {"bot": "greedy"},
    ...                                       {"bot": "ismcts", "iterations": 30}])
    [{'bot': 'greedy', 'label': 'greedy 1'}, {'bot': 'greedy', 'label': 'greedy 2'}, {'bot': 'ismcts', 'iterations': 30}]
    """
    from .plan import bot_label

    defaults = [default_seat(game, seat["bot"]) for seat in seats]
    specs: list[Any] = []
    for seat, default in zip(seats, defaults):
        changed = {k: v for k, v in seat.items() if k != "bot" and default.get(k) != v}
        specs.append({"bot": seat["bot"], **changed} if changed else seat["bot"])
    labels = [bot_label(spec) for spec in specs]
    numbered = []
    for i, (spec, label) in enumerate(zip(specs, labels)):
        if labels.count(label) > 1:
            number = labels[:i + 1].count(label)
            spec = {**(spec if isinstance(spec, dict) else {"bot": spec}),
                    "label": f"{label} {number}"}
        numbered.append(spec)
    return numbered


__all__ = ["BASELINE_NAME", "MAX_GAMES", "MAX_ITERATIONS", "MAX_SEED", "MAX_VARIANTS",
           "MAX_VARIANT_NAME",
           "bot_settings", "catalog", "check_setup", "default_seat", "default_setup",
           "seat_specs"]
