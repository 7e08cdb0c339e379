"""The learner's guide at the top of each game widget's ``help()``, in the reader's language.

Python's ``help(Skyway)`` shows the class's own docstring first, then the methods in the
order the classes were made, ending with ipywidgets' long API. So the docstring of each
game's widget class starts with what a learner needs: how to make the widget, its seats
and options, and the methods to play and to teach with. It is made from the game's own
declarations (its players, bots, options and a legal first move), so it stays true as
they change, and the widget's own docstring follows it.

The guide is written when it is read (``GuidedWidgetType``: ``__doc__`` is a property of
the widget classes' metaclass), in the kernel's language: ``skywidgets.set_language("is")``,
or under ``"auto"`` the language the last board's page reported. ``w.guide()`` prints it
in the language of the board ``w``.

>>> from skywidgets import Skyjo
>>> print(Skyjo.__doc__.splitlines()[0])
Play Skyjo in a notebook cell, against bots or hot-seat on one screen.
>>> "end_score" in Skyjo.__doc__ and "w.undo()" in Skyjo.__doc__
True
>>> print(learner_guide(Skyjo, Skyjo._engine({}), "is").splitlines()[2])
Byrjaðu leik (borðið birtist þegar græjan er síðasta lína hólfsins):
"""

from __future__ import annotations

import inspect
import json
import textwrap
from typing import Any

from traitlets import MetaHasTraits

from ..core.bots import bots_for
from ..core.engine import Game
from ..core.links import rules_page
from ..core.options import Option
from ..i18n import SOURCE_LANGUAGE, gettext, kernel_language, msg, ngettext, translate

WIDTH = 88

#: the methods to play with: a call (``{w}`` stands for the widget, ``{move}`` for a
#: legal first move, ``{cls}`` for the class) and what it does
PLAY = (
    ("{w}.play({move})", msg("play a move for the player to move ({w}.moves lists the legal "
                             "ones); bots answer on their own")),
    ("{w}.bot_step()", msg("a bot plays one move for the player to move; "
                           "{w}.bot_turn() plays the whole turn")),
    ("{w}.run_bots()", msg("bots play on until a person is to move")),
    ("{w}.undo()", msg("take back the last move (and the bots' moves after it)")),
    ("{w}.goto(2)", msg("show the position after 2 moves; {w}.goto(None) shows the game again")),
    ("{w}.new_game(seed=2)", msg("start again, with other options= or players= if you like")),
    ("{w}.simulate(n=200)", msg("the win chance and mean score of every legal move")),
    ("{w}.save(\"game.json\")", msg("save the game; {cls}.load(\"game.json\") opens it again")),
)

#: the teacher's console: the same, for what a teacher shows a class
TEACH = (
    ("{w}.reveal_all = True", msg("show everything hidden (hands, face-down cards, decks), "
                                  "marked as hidden from the players (False: their view "
                                  "again)")),
    ("{w}.bot_step(explain=True)", msg("a bot move with its reasons in the Bot's reasoning "
                                       "panel ({w}.explanation)")),
    ("{w}.settings = {{**{w}.settings, \"undo\": \"free\"}}",
     msg("let Undo take back any move (settings also hold the helper bot, the pace, ...)")),
    ("{w}.switch(\"Main line\")", msg("after Play on from here: back to a branch; "
                                      "{w}.compare_branches(\"Main line\", \"Branch 2\") "
                                      "compares two")),
    ("{w}.log_table()", msg("the Log as a table ({w}.outcomes_table(): Simulated outcomes); "
                            ".to_csv(\"log.csv\") saves it")),
)


def learner_guide(cls: type, game: Game, language: str = SOURCE_LANGUAGE) -> str:
    """The docstring of ``cls``, a game's widget class, in ``language``: the guide, then
    the class's own docstring after its first line (which opens the guide in English).

    >>> from skywidgets import Skyway, load
    >>> guide = learner_guide(Skyway, load("skyway"))
    >>> guide.splitlines()[2]
    'Start a game (the board shows when the widget is the last line of a cell):'
    """
    say = lambda text, **params: gettext(text.msgid, language, text.context, **params)
    own = inspect.cleandoc(cls.__dict__.get("__doc__") or "")
    summary, _, rest = own.partition("\n\n")
    summary = " ".join(summary.split())
    if language != SOURCE_LANGUAGE or not summary:
        # the class's own first line is English prose; another language says it its way
        summary = gettext("Play {game} in a notebook cell, against bots or with people "
                          "sharing the screen.", language, game=game.title)
    name = cls.__name__
    bots = list(bots_for(game))
    own_bots = list(game.bots)
    example_bot = own_bots[0] if own_bots else "greedy"
    seats = ["You"] + [example_bot] * (game.min_players - 1)
    move = game.new(players=len(seats), seed=1).legal_moves()[0].id
    w = "w"
    names = {"w": w, "move": json.dumps(move), "cls": name}
    parts = [
        _wrap(summary),
        "",
        gettext("Start a game (the board shows when the widget is the last line of a cell):",
                language),
        "",
        *_start(name, game, w, seats, generic=not getattr(cls, "game_name", "")),
        "",
        _wrap(gettext("Players: {counts}. players= lists one name per seat: a bot's name "
                      "({bots}) makes that seat the bot's, any other name seats a person, and "
                      "{\"person\": \"Greedy\"} seats a person whose name is like a bot's. The "
                      "same seed= deals the same game again.", language,
                      counts=_player_counts(game, language), bots=", ".join(bots))),
        "",
        _options(name, game, language),
        "",
        gettext("Play from Python:", language),
        "",
        *_table(PLAY, say, names),
        "",
        gettext("The teacher's console:", language),
        "",
        *_table(TEACH, say, names),
        "",
        _wrap(gettext("The rules, in the project's words: {address}", language,
                      address=rules_page(game.name))),
    ]
    rest = rest.strip("\n")
    if rest:
        parts += ["", textwrap.dedent(rest)]
    return "\n".join(parts) + "\n"


def _start(name: str, game: Game, w: str, seats: list[str], generic: bool) -> list[str]:
    """The lines that make the widget: a game's own class, or the generic board given the
    game (``Board(game, ...)``)."""
    if not generic:
        return [f"    from skywidgets import {name}",
                f"    {w} = {name}(players={json.dumps(seats)}, seed=1)", f"    {w}"]
    from ..games import names as game_names  # the games import the widget package

    made = (f"load({json.dumps(game.name)})" if game.name in game_names()
            else f"{type(game).__name__}()")
    return [f"    from skywidgets import {name}, load", f"    game = {made}",
            f"    {w} = {name}(game, players={json.dumps(seats)}, seed=1)", f"    {w}"]


def guided_class(cls: type) -> type | None:
    """The game's widget class ``cls`` is or stands for (anywidget makes each widget an
    instance of a subclass of its own), or None for a class that is no game's."""
    if cls.__dict__.get("__doc__") is not None and "game_name" not in cls.__dict__:
        return None  # a class with a docstring of its own (a subclass of Skyjo, say)
    for klass in cls.__mro__:
        if "game_name" in klass.__dict__:
            return klass if klass.__dict__["game_name"] else None
    return None


def widget_doc(cls: type, language: str | None = None) -> str | None:
    """The docstring for ``cls``, a game's widget class: the learner's guide when its game
    is registered (a game kept elsewhere may register after its class is made), in
    ``language`` (None: the kernel's, ``skywidgets.set_language``), else the class's own."""
    from ..games import load as load_game  # the games import the widget package

    guided = guided_class(cls)
    if guided is None:
        return cls.__dict__.get("__doc__")
    language = language or kernel_language()
    key = (guided, language)
    if key not in _guides:  # read often (each widget made reads it): written once
        try:
            game = load_game(guided.game_name)
        except ValueError:
            return guided.__dict__.get("__doc__")
        _guides[key] = learner_guide(guided, game, language)
    return _guides[key]


#: the guides written, by widget class and language
_guides: dict[tuple[type, str], str] = {}


def _class_doc(cls: type) -> str | None:
    return widget_doc(cls)


def _keep_class_doc(cls: type, text: str | None) -> None:
    # the class's own docstring, kept where type keeps it (learner_guide reads it there)
    type.__dict__["__doc__"].__set__(cls, text)
    _guides.clear()  # the guide ends with the class's own docstring: written anew


class GuidedWidgetType(MetaHasTraits):
    # The metaclass of the game widgets (no docstring of its own: its __doc__ is the
    # property below). A data descriptor named __doc__ on the metaclass comes before the
    # __doc__ in a class's own dict, so a class's docstring is its learner's guide,
    # written when read, in the kernel's language: help(), pydoc and inspect.getdoc read it.
    __doc__ = property(_class_doc, _keep_class_doc)  # type: ignore[assignment]


def _player_counts(game: Game, language: str) -> str:
    """How many play ``game``, in words: "1 player", "2 to 8 players"."""
    if game.min_players == game.max_players:
        return ngettext("{n} player", "{n} players", game.min_players, language)
    return gettext("{low} to {high} players", language, low=game.min_players,
                   high=game.max_players)


def _options(name: str, game: Game, language: str) -> str:
    """The options, each with what it accepts, its default and its sentence."""
    if not game.options:
        return gettext("Options: {game} has none.", language, game=game.title)
    examples = [f"{option.name}={_python(value)}" for option in game.options.values()
                if (value := _other_value(option)) is not None]
    if examples:
        head = gettext("Options, as keyword arguments ({example}, say):", language,
                       example=f"{name}({examples[0]})")
    else:
        head = gettext("Options, as keyword arguments:", language)
    lines = [_wrap(head), ""]
    for option in game.options.values():
        shown_default = translate(option.shown(option.default), language)
        lines += textwrap.wrap(gettext("{name}: {accepts}; {default} unless given.", language,
                                       name=option.name, accepts=_accepts(option, language),
                                       default=shown_default), WIDTH,
                               initial_indent=" " * 4, subsequent_indent=" " * 8)
        sentence = (option.sentence if language == SOURCE_LANGUAGE
                    else gettext(option.sentence, language))
        lines += textwrap.wrap(sentence, WIDTH, initial_indent=" " * 8,
                               subsequent_indent=" " * 8)
    return "\n".join(lines)


def _accepts(option: Option, language: str) -> str:
    """What ``option`` accepts, in ``language`` (Option.accepts says it in English)."""
    if language == SOURCE_LANGUAGE:
        return option.accepts
    if option.kind == "flag":
        return gettext("true or false", language)
    if option.kind == "choice":
        return gettext("one of {choices}", language,
                       choices=", ".join(repr(value) for value, _ in option.choices))
    if option.kind == "whole":
        return gettext("a whole number from {low} to {high}", language, low=option.low,
                       high=option.high)
    return translate(option.accepts, language)


def _other_value(option: Option) -> Any:
    """A value of ``option`` other than its default, for an example (None: no such value
    to give, for a kind of the game's own)."""
    if option.kind == "flag":
        return not option.default
    if option.kind == "choice":
        return next((value for value, _ in option.choices if value != option.default), None)
    if option.kind == "whole":
        return option.low if option.default != option.low else option.high
    return None


def _python(value: Any) -> str:
    """``value`` as Python source with double quotes, as the README writes it."""
    return json.dumps(value) if isinstance(value, str) else repr(value)


def _table(rows: tuple, say: Any, names: dict[str, str]) -> list[str]:
    """``rows`` of (call, words) as an indented two-column list, the words said by ``say``."""
    lines = []
    for call, words in rows:
        lines.append(f"    {call.format(**names)}")
        lines += textwrap.wrap(say(words, **names), WIDTH, initial_indent=" " * 8,
                               subsequent_indent=" " * 8)
    return lines


def _wrap(text: str) -> str:
    return textwrap.fill(text, WIDTH)


__all__ = ["GuidedWidgetType", "guided_class", "learner_guide", "widget_doc"]
