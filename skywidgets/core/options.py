"""A game's options declared as data: one declaration checks them and draws the Rules panel.

Each option is an :class:`Option`: its name, its kind (a flag, a choice among named
values, a whole number in a range, or a kind of the game's own with its own reader), its
default, a plain sentence saying what it does, the rulebook rule it changes (a key of the
game's ``Rulebook``) and a short label for the panel. ``Game.options`` maps each name to
its declaration (``declare`` builds that table), and ``Game.check_options`` reads every
option through it, so an error names the option, says what it accepts and which rule it
changes:

>>> from skywidgets.core.rulebook import Rulebook
>>> rules = Rulebook("Demo", {"end": ("Game End", "the game ends at 100 points")})
>>> table = declare(Option.whole("end_score", 100, "End score", "The game ends at this "
...                              "total.", "end", low=1, high=1000))
>>> read_options(table, {"end_score": 50}, rules)
{'end_score': 50}
>>> read_options(table, {"end_score": 0}, rules)
Traceback (most recent call last):
...
skywidgets.core.options.BadOption: option end_score: expected a whole number from 1 to 1000, not 0 (the rule it changes: Demo rulebook, Game End: the game ends at 100 points)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from ..i18n import msg, own_words
from .errors import SkywidgetsError, said, shown
from .fields import is_whole
from .rulebook import RuleRef, Rulebook

#: the kinds of option the Rules panel knows how to draw; "own" is read by the game's
#: own reader and shown in words (the panel keeps its value for the next game)
KINDS = ("flag", "choice", "whole", "own")


class BadOption(SkywidgetsError):
    """An option a game does not have, or a value it does not accept.

    ``field`` is the option's name, ``reason`` what it accepts and what it got, ``rule``
    the rule it changes (None for an option the game does not have).

    >>> str(BadOption("route", "expected one of 'any', 'odd'; not 'even'"))
    "option route: expected one of 'any', 'odd'; not 'even'"
    """

    def __init__(self, field: str, reason: str, rule: RuleRef | None = None) -> None:
        self.field = field
        self.reason = reason
        self.rule = rule
        if rule is None:
            text = msg("option {field}: {reason}", field=field, reason=reason)
        else:
            text = msg("option {field}: {reason} (the rule it changes: {rule})", field=field,
                       reason=reason, rule=rule.citation())
        super().__init__(text)


@dataclass(frozen=True)
class Option:
    """One option of a game: what it is, what it accepts and which rule it changes.

    Made with one of the constructors, ``Option.flag``, ``Option.choice``,
    ``Option.whole`` or ``Option.own``:

    >>> Option.choice("route", "any", "Route", "Which tiles the route is drawn from.",
    ...               "setup", choices=(("any", "any tiles"), ("odd", "odd tiles"))).read("odd")
    'odd'
    """

    #: the keyword of ``game.new(**options)``
    name: str
    #: one of ``KINDS``
    kind: str
    #: the value when the option is not given
    default: Any
    #: a short label for the Rules panel, e.g. "End score"
    label: str
    #: what the option does, as a whole plain sentence
    sentence: str
    #: the key, in the game's rulebook, of the rule it changes
    rule: str
    #: a choice: the values it may take, each with its words for the panel
    choices: tuple[tuple[Any, str], ...] = ()
    #: a whole number: its range (inclusive)
    low: int | None = None
    high: int | None = None
    #: a kind of the game's own: ``reader(value) -> value`` returns the value to keep or
    #: raises ValueError saying what it expected, and ``words(value) -> str`` says a value
    #: in words for the panel
    reader: Callable[[Any], Any] | None = None
    words: Callable[[Any], str] | None = None
    #: a kind of the game's own: what it accepts, in words
    kind_words: str = ""

    @classmethod
    def flag(cls, name: str, default: bool, label: str, sentence: str, rule: str) -> Option:
        """An option that is on (True) or off (False)."""
        return cls(name, "flag", default, label, sentence, rule)

    @classmethod
    def choice(cls, name: str, default: Any, label: str, sentence: str, rule: str, *,
               choices: Iterable[tuple[Any, str]]) -> Option:
        """One of a few values, each with its words: ``choices=(("any", "any tiles"), ...)``."""
        return cls(name, "choice", default, label, sentence, rule, choices=tuple(choices))

    @classmethod
    def whole(cls, name: str, default: int, label: str, sentence: str, rule: str, *,
              low: int, high: int) -> Option:
        """A whole number from ``low`` to ``high``."""
        return cls(name, "whole", default, label, sentence, rule, low=low, high=high)

    @classmethod
    def own(cls, name: str, default: Any, label: str, sentence: str, rule: str, *,
            reader: Callable[[Any], Any], words: Callable[[Any], str],
            accepts: str) -> Option:
        """A value of the game's own kind, read by ``reader``, said by ``words``;
        ``accepts`` says in words what it accepts."""
        return cls(name, "own", default, label, sentence, rule, reader=reader, words=words,
                   kind_words=accepts)

    def __post_init__(self) -> None:
        # a declaration is the game's own code: a mistake in it is a bug, said at import
        if self.kind not in KINDS:
            raise TypeError(f"option {self.name}: kind is one of {', '.join(KINDS)}, "
                            f"not {self.kind!r}")
        if self.kind == "choice" and not self.choices:
            raise TypeError(f"option {self.name}: a choice needs its choices")
        if self.kind == "whole" and (self.low is None or self.high is None):
            raise TypeError(f"option {self.name}: a whole number needs its low and high")
        if self.kind == "own" and (self.reader is None or self.words is None
                                   or not self.kind_words):
            raise TypeError(f"option {self.name}: a kind of the game's own needs a reader, "
                            "words and what it accepts")

    @property
    def accepts(self) -> str:
        """What the option accepts, in words: "true or false", "a whole number from 0 to 3"."""
        if self.kind == "flag":
            return msg("true or false")
        if self.kind == "choice":
            return msg("one of {choices}", choices=", ".join(repr(value)
                                                             for value, _ in self.choices))
        if self.kind == "whole":
            return msg("a whole number from {low} to {high}", low=self.low, high=self.high)
        return self.kind_words

    def read(self, value: Any) -> Any:
        """``value`` if this option accepts it (a value of its own kind as its reader keeps
        it); else ValueError saying what it accepts."""
        if self.kind == "flag":
            if isinstance(value, bool):
                return value
        elif self.kind == "choice":
            # compared by value and type: True is not 1
            if any(type(choice) is type(value) and choice == value for choice, _ in self.choices):
                return value
        elif self.kind == "whole":
            if is_whole(value, self.low, self.high):
                return value
        else:
            return self.reader(value)
        raise ValueError(msg("expected {accepts}, not {given}", accepts=self.accepts,
                             given=shown(value)))

    def shown(self, value: Any) -> str:
        """``value`` in the panel's words.

        >>> Option.flag("unusual", False, "Unusual defenses", "Adds cards.", "setup").shown(True)
        'on'
        """
        if self.kind == "flag":
            return msg("on") if value else msg("off")
        if self.kind == "choice":
            return next((own_words(words) for choice, words in self.choices
                         if type(choice) is type(value) and choice == value), str(value))
        if self.kind == "whole":
            return str(value)
        return self.words(value)

    def to_dict(self, rules: Rulebook, value: Any) -> dict:
        """The declaration as plain JSON for the Rules panel, with ``value``, the one the
        current game plays with."""
        # the words go to the board as texts of the catalogue (skywidgets.i18n)
        entry = {"name": self.name, "kind": self.kind, "label": own_words(self.label),
                 "sentence": own_words(self.sentence), "rule": rules[self.rule].to_dict(),
                 "default": self.default, "value": value, "shown": self.shown(value),
                 "default_shown": self.shown(self.default)}
        if self.kind == "choice":
            entry["choices"] = [{"value": choice, "label": own_words(words)}
                                for choice, words in self.choices]
        if self.kind == "whole":
            entry["low"], entry["high"] = self.low, self.high
        return entry


def declare(*options: Option) -> dict[str, Option]:
    """``Game.options``: the declarations by name, in the order given (the panel's order).

    >>> list(declare(Option.flag("a", True, "A", "Does a.", "x"),
    ...              Option.flag("b", False, "B", "Does b.", "x")))
    ['a', 'b']
    """
    table = {}
    for option in options:
        if option.name in table:
            raise TypeError(f"option {option.name} is declared twice")
        table[option.name] = option
    return table


def read_options(declared: Mapping[str, Option], given: Mapping[str, Any],
                 rules: Rulebook) -> dict:
    """Every option of ``declared``: the ``given`` ones read by their declaration, the
    others at their default. BadOption names an unknown option, or the first value refused
    (with what it accepts and the rule it changes)."""
    unknown = sorted(str(name) for name in given if name not in declared)
    if unknown:
        if not declared:
            raise BadOption(unknown[0][:40], msg("{game} has no option by that name (it has "
                                                 "none)", game=rules.game))
        raise BadOption(unknown[0][:40], msg("{game} has no option by that name (options: "
                                             "{options})", game=rules.game,
                                             options=", ".join(declared)))
    settled = {}
    for name, option in declared.items():
        if name not in given:
            settled[name] = option.default
            continue
        try:
            settled[name] = option.read(given[name])
        except BadOption:
            raise
        except ValueError as err:
            raise BadOption(name, said(err), rules[option.rule]) from None
    return settled


def options_table(declared: Mapping[str, Option], rules: Rulebook) -> str:
    """The options as the Markdown table of a game's rules page (docs/rules/<game>.md,
    section Options), so the page says what the declarations say.

    >>> rules = Rulebook("Demo", {"end": ("Game End", "the game ends at 100 points")})
    >>> print(options_table(declare(Option.whole("end_score", 100, "End score",
    ...                     "The game ends at this total.", "end", low=1, high=1000)), rules))
    | option | accepts | default | what it does | rule it changes |
    | --- | --- | --- | --- | --- |
    | `end_score` | a whole number from 1 to 1000 | `100` | The game ends at this total. | Game End |
    >>> options_table({}, rules)
    'Demo has no options.'
    """
    if not declared:
        return f"{rules.game} has no options."
    rows = ["| option | accepts | default | what it does | rule it changes |",
            "| --- | --- | --- | --- | --- |"]
    for option in declared.values():
        accepts = option.accepts
        default = "None" if option.default is None else repr(option.default)
        if isinstance(option.default, bool):
            default = str(option.default)
        rows.append(f"| `{option.name}` | {accepts.replace('|', '/')} | `{default}` | "
                    f"{option.sentence} | {rules[option.rule].section} |")
    return "\n".join(rows)


__all__ = ["KINDS", "BadOption", "Option", "declare", "options_table", "read_options"]
