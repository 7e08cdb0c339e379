"""Every game declares its options as data (core/options.py), and that declaration alone
checks them: bad types, values out of range, unknown options and checks across options are
refused naming the option, what it accepts and the rule it changes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import skywidgets
from skywidgets.core.options import KINDS, BadOption, Option, declare, options_table
from skywidgets.games.skyjo.game import SkyjoGame

ROOT = Path(__file__).resolve().parents[2]
NAMES = skywidgets.game_names()


def every_option():
    return [(name, option) for name in NAMES for option in skywidgets.load(name).options.values()]


def bad_values(option: Option) -> list:
    """Values ``option`` must refuse, by its kind."""
    if option.kind == "flag":
        return ["yes", 1, 0, None]
    if option.kind == "choice":
        return ["nonsense", 1, None, [option.default]]
    if option.kind == "whole":
        return [option.low - 1, option.high + 1, True, 1.5, str(option.default), None]
    return [3, "nonsense", {"a": 1}]


@pytest.mark.parametrize("name", NAMES)
def test_each_declaration_is_whole(name):
    game = skywidgets.load(name)
    for key, option in game.options.items():
        assert key == option.name and option.kind in KINDS
        # the rule it changes is in the game's rulebook, and the panel has words for it
        assert option.rule in game.rules, (key, option.rule)
        assert option.label and option.sentence.endswith("."), key
        # its default passes its own check, and the panel's JSON is plain
        assert option.read(option.default) == option.default, key
        entry = option.to_dict(game.rules, option.default)
        assert json.loads(json.dumps(entry)) == entry
        assert entry["rule"]["key"] == option.rule and entry["value"] == option.default
    assert game.check_options({}) == {key: o.default for key, o in game.options.items()}


@pytest.mark.parametrize("name, option", every_option(), ids=lambda x: getattr(x, "name", x))
def test_a_bad_value_is_refused_naming_the_option_what_it_accepts_and_its_rule(name, option):
    game = skywidgets.load(name)
    for value in bad_values(option):
        with pytest.raises(BadOption) as err:
            game.new(players=game.min_players, seed=1, **{option.name: value})
        assert err.value.field == option.name
        assert str(err.value).startswith(f"option {option.name}: ")
        assert option.accepts in str(err.value) or option.kind == "own"
        assert err.value.rule is game.rules[option.rule]
        assert str(game.rules[option.rule]) in str(err.value)


@pytest.mark.parametrize("name, option", every_option(), ids=lambda x: getattr(x, "name", x))
def test_every_value_the_panel_offers_starts_a_game(name, option):
    game = skywidgets.load(name)
    if option.kind == "flag":
        values = [True, False]
    elif option.kind == "choice":
        values = [value for value, _ in option.choices]
    elif option.kind == "whole":
        values = [option.low, option.high]
    else:
        values = [option.default]
    for value in values:
        state = game.new(players=game.min_players, seed=1, **{option.name: value})
        assert state.origin["options"][option.name] == value
        assert game.replay(state.record()).origin["options"][option.name] == value


@pytest.mark.parametrize("name", NAMES)
def test_an_unknown_option_is_refused_naming_it_and_the_options_there_are(name):
    game = skywidgets.load(name)
    with pytest.raises(BadOption) as err:
        game.new(seed=1, colour_blind_mode_9000=True)
    assert err.value.field == "colour_blind_mode_9000"
    assert all(option in str(err.value) for option in game.options)
    assert "no option" in str(err.value)


def test_a_check_across_options_is_declared_and_names_an_option():
    class Strict(SkyjoGame):
        def options_check(self, settled):
            if settled["end_score"] < 50 and not settled["column_rule"]:
                raise BadOption("end_score", "a short game keeps the column rule",
                                self.rules["game_end"])

    strict = Strict()
    assert strict.check_options({"end_score": 40})["end_score"] == 40
    with pytest.raises(BadOption) as err:
        strict.new(players=2, seed=1, end_score=40, column_rule=False)
    assert err.value.field == "end_score" and "column rule" in str(err.value)
    # each option is read by its own declaration before the check across them
    with pytest.raises(BadOption, match="expected true or false"):
        strict.new(players=2, seed=1, column_rule="no")
    # the games as shipped need none
    assert all(skywidgets.load(name).options_check is None for name in NAMES)


def test_a_declaration_with_a_mistake_is_refused_at_once():
    with pytest.raises(TypeError, match="kind"):
        Option("x", "colour", 0, "X", "Does x.", "rule")
    with pytest.raises(TypeError, match="choices"):
        Option.choice("x", "a", "X", "Does x.", "rule", choices=())
    with pytest.raises(TypeError, match="twice"):
        declare(Option.flag("x", True, "X", "Does x.", "r"), Option.flag("x", False, "X", "Does x.", "r"))


def test_a_choice_is_compared_by_type_too():
    option = Option.choice("n", 1, "N", "A number.", "r", choices=((1, "one"), (2, "two")))
    assert option.read(2) == 2
    with pytest.raises(ValueError, match="expected one of 1, 2"):
        option.read(True)
    assert option.shown(2) == "two"


# ---------------------------------------------------------------------- the rules pages
def options_section(name: str) -> str:
    page = ROOT / "docs" / "rules" / f"{name.replace('_', '-')}.md"
    text = page.read_text(encoding="utf-8")
    assert "\n## Options\n" in text, f"{page} has no Options section"
    return text.split("\n## Options\n", 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("name", NAMES)
def test_the_rules_page_lists_every_option_as_declared(name):
    game = skywidgets.load(name)
    section = options_section(name)
    assert options_table(game.options, game.rules) in section
    listed = re.findall(r"^\| `(\w+)` \|", section, re.M)
    assert listed == list(game.options)
