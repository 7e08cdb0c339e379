"""The learner's guide at the top of each game widget's ``help()``.

Python's ``help(Skyway)`` shows the class's own docstring first, then the methods in the
order the classes were made, ending with ipywidgets' long API. So the docstring of each
game's widget class starts with what a learner needs: how to make the widget, its seats
and options, and the methods to play and to teach with. It is made from the game's own
declarations (its players, bots, options and a legal first move), so it stays true as
they change, and the widget's own docstring follows it.

>>> from skywidgets import Skyjo
>>> print(Skyjo.__doc__.splitlines()[0])
Play Skyjo in a notebook cell, against bots or hot-seat on one screen.
>>> "end_score" in Skyjo.__doc__ and "w.undo()" in Skyjo.__doc__
True
"""

from __future__ import annotations

import inspect
import json
import textwrap
from typing import Any

from ..core.bots import bots_for
from ..core.engine import Game
from ..core.links import rules_page
from ..core.options import Option

WIDTH = 88

#: the methods to play with: a call (``{w}`` stands for the widget, ``{move}`` for a
#: legal first move, ``{cls}`` for the class) and what it does
PLAY = (
    ("{w}.play({move})", "play a move for the player to move ({w}.moves lists the legal "
                           "ones); bots answer on their own"),
    ("{w}.bot_step()", "a bot plays one move for the player to move; "
                       "{w}.bot_turn() plays the whole turn"),
    ("{w}.run_bots()", "bots play on until a person is to move"),
    ("{w}.undo()", "take back the last move (and the bots' moves after it)"),
    ("{w}.goto(2)", "show the position after 2 moves; {w}.goto(None) shows the game again"),
    ("{w}.new_game(seed=2)", "start again, with other options= or players= if you like"),
    ("{w}.simulate(n=200)", "the win chance and mean score of every legal move"),
    ("{w}.save(\"game.json\")", "save the game; {cls}.load(\"game.json\") opens it again"),
)

#: the teacher's console: the same, for what a teacher shows a class
TEACH = (
    ("{w}.reveal_all = True", "show everything hidden (hands, face-down cards, decks), "
                              "marked as hidden from the players (False: their view again)"),
    ("{w}.bot_step(explain=True)", "a bot move with its reasons in the Bot's reasoning "
                                   "panel ({w}.explanation)"),
    ("{w}.settings = {{**{w}.settings, \"undo\": \"free\"}}",
     "let Undo take back any move (settings also hold the helper bot, the pace, ...)"),
    ("{w}.switch(\"Main line\")", "after Play on from here: back to a branch; "
                                  "{w}.compare_branches(\"Main line\", \"Branch 2\") "
                                  "compares two"),
    ("{w}.log_table()", "the Log as a table ({w}.outcomes_table(): Simulated outcomes); "
                        ".to_csv(\"log.csv\") saves it"),
)


def learner_guide(cls: type, game: Game) -> str:
    """The docstring of ``cls``, a game's widget class: the guide, then the class's own
    docstring after its first line (which opens the guide).

    >>> from skywidgets import Skyway, load
    >>> guide = learner_guide(Skyway, load("skyway"))
    >>> guide.splitlines()[2]
    'Start a game (the board shows when the widget is the last line of a cell):'
    """
    own = inspect.cleandoc(cls.__dict__.get("__doc__") or "")
    summary, _, rest = own.partition("\n\n")
    summary = " ".join(summary.split()) or f"Play {game.title} in a notebook cell."
    name = cls.__name__
    bots = list(bots_for(game))
    own_bots = list(game.bots)
    example_bot = own_bots[0] if own_bots else "greedy"
    seats = ["You"] + [example_bot] * (game.min_players - 1)
    move = game.new(players=len(seats), seed=1).legal_moves()[0].id
    w = "w"
    parts = [
        _wrap(summary),
        "",
        "Start a game (the board shows when the widget is the last line of a cell):",
        "",
        f"    from skywidgets import {name}",
        f"    {w} = {name}(players={json.dumps(seats)}, seed=1)",
        f"    {w}",
        "",
        _wrap(f"Players: {game.player_counts}. players= lists one name per seat: a bot's "
              f"name ({', '.join(bots)}) makes that seat the bot's, any other name seats a "
              f"person, and {{\"person\": \"Greedy\"}} seats a person whose name is like a "
              f"bot's. The same seed= deals the same game again."),
        "",
        _options(name, game),
        "",
        "Play from Python:",
        "",
        *_table(PLAY, w=w, move=json.dumps(move), cls=name),
        "",
        "The teacher's console:",
        "",
        *_table(TEACH, w=w, move=json.dumps(move), cls=name),
        "",
        _wrap(f"The rules, in the project's words: {rules_page(game.name)}"),
    ]
    rest = rest.strip("\n")
    if rest:
        parts += ["", textwrap.dedent(rest)]
    return "\n".join(parts) + "\n"


def widget_doc(cls: type) -> str | None:
    """The docstring for ``cls``, a game's widget class: the learner's guide when its game
    is registered (a game kept elsewhere may register after its class is made), else the
    class's own."""
    from ..games import load as load_game  # the games import the widget package

    try:
        game = load_game(cls.game_name)
    except ValueError:
        return cls.__dict__.get("__doc__")
    return learner_guide(cls, game)


def _options(name: str, game: Game) -> str:
    """The options, each with what it accepts, its default and its sentence."""
    if not game.options:
        return f"Options: {game.title} has none."
    examples = [f"{option.name}={_python(value)}" for option in game.options.values()
                if (value := _other_value(option)) is not None]
    head = "Options, as keyword arguments"
    head += f" ({name}({examples[0]}), say):" if examples else ":"
    lines = [_wrap(head), ""]
    for option in game.options.values():
        lines += textwrap.wrap(f"{option.name}: {option.accepts}; "
                               f"{option.shown(option.default)} unless given.", WIDTH,
                               initial_indent=" " * 4, subsequent_indent=" " * 8)
        lines += textwrap.wrap(option.sentence, WIDTH, initial_indent=" " * 8,
                               subsequent_indent=" " * 8)
    return "\n".join(lines)


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


def _table(rows: tuple, **names: str) -> list[str]:
    """``rows`` of (call, words) as an indented two-column list."""
    lines = []
    for call, words in rows:
        lines.append(f"    {call.format(**names)}")
        lines += textwrap.wrap(words.format(**names), WIDTH, initial_indent=" " * 8,
                               subsequent_indent=" " * 8)
    return lines


def _wrap(text: str) -> str:
    return textwrap.fill(text, WIDTH)


__all__ = ["learner_guide", "widget_doc"]
