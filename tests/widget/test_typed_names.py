"""Names a person types, at the door: a player's name (in Python and from the browser's
Rules panel), a branch's name and a saved game's names. A name must be valid text (a lone
surrogate is refused naming the field, so nothing accepted can fail later when it is saved
or sent), is kept composed (NFC) and trimmed, and must show something; a name that differs
from another seat's or a bot's only by characters that show nothing is refused naming the
seat."""

from __future__ import annotations

import json
import unicodedata

import pytest

import skywidgets
from skywidgets import Skyjo, Skyway
from skywidgets.core.errors import BadRecord, WidgetError
from skywidgets.widget.testing import send

INVISIBLE = {
    "zero-width space": "\u200b",
    "invisible separator": "\u2063",
    "right-to-left override": "\u202e",
    "only spaces": "   ",
    "word joiner and a no-break space": "\u2060\u00a0",
    "a filler": "\u3164",
    "a combining mark alone": "\u0301",
}


def test_a_lone_surrogate_is_refused_at_the_door_naming_the_seat(tmp_path):
    with pytest.raises(ValueError, match=r"players\[0\]: not valid text: character 1 is a "
                                         r"lone surrogate"):
        Skyjo(players=["\ud800", "greedy"])
    with pytest.raises(ValueError, match=r"players\[1\].*lone surrogate"):
        Skyjo(players=["Ann", {"person": "B\udfffen"}])
    # a name that is accepted saves, loads and sends
    w = Skyjo(players=["Åsa 👩‍💻", "greedy"], seed=1)
    w.save(str(tmp_path / "game.json"))
    again = Skyjo.load(str(tmp_path / "game.json"))
    assert again.players[0]["name"] == "Åsa 👩‍💻"
    json.dumps(w.get_state()).encode("utf-8")


def test_new_game_from_python_refuses_a_lone_surrogate_and_changes_nothing():
    w = Skyjo(players=["Ann", "greedy"], seed=1)
    before = w.players
    with pytest.raises(WidgetError) as err:
        w.new_game(players=["Ann", "\udc00", "random"])
    assert err.value.field == "players[1]" and "lone surrogate" in err.value.reason
    assert w.players == before


def test_the_browser_cannot_seat_a_lone_surrogate_or_an_invisible_name():
    w = Skyjo(players=["Ann", "greedy"], seed=1)
    before = (w.players, w.ply, w.view)
    for name, words in [("\ud83d", "lone surrogate"), ("\u200b", "must show something"),
                        ("A\u202enn", "reorders the text"),
                        ("A\u200bnn", "looks just like players[0]'s name 'Ann'")]:
        send(w, {"type": "new", "players": [{"kind": "human", "name": "Ann"},
                                            {"kind": "human", "name": name}]})
        assert w.error["field"] == "players[1].name", w.error
        assert words in w.error["message"]
        assert (w.players, w.ply, w.view) == before


@pytest.mark.parametrize("what", list(INVISIBLE))
def test_a_name_that_shows_nothing_is_refused_naming_the_seat(what):
    with pytest.raises(ValueError, match=r"players\[1\]"):
        Skyjo(players=["Ann", INVISIBLE[what]])
    with pytest.raises(ValueError, match=r"players\[1\]"):
        Skyjo(players=["Ann", {"person": INVISIBLE[what]}])


@pytest.mark.parametrize("name, other", [
    ("A\u200bnn", "Ann"), ("Ann\u2063Lee", "AnnLee"), ("B\u200d\u200den", "Ben"),
    ("Ann  Lee", "Ann Lee"),
])
def test_a_name_differing_from_another_seat_only_by_what_shows_nothing_is_refused(name, other):
    with pytest.raises(ValueError) as err:
        Skyjo(players=[other, name])
    assert str(err.value).startswith("players[1]: ")
    assert "looks just like players[0]'s name" in str(err.value)


@pytest.mark.parametrize("name", ["gre\u200bedy", "ran\u2060dom"])
def test_a_name_differing_from_a_bot_only_by_what_shows_nothing_is_refused(name):
    with pytest.raises(ValueError, match=r"players\[0\]: .*greedy|players\[0\]: .*random"):
        Skyjo(players=[name, "Ann"])
    with pytest.raises(ValueError, match=r"players\[0\]"):
        Skyjo(players=[{"person": name}, "Ann"])


def test_names_are_kept_composed_and_trimmed():
    decomposed = "A\u030asa"                           # Å as A and a ring above
    w = Skyjo(players=[f"  {decomposed}\u200b ", "greedy"], seed=1)
    assert w.players[0]["name"] == unicodedata.normalize("NFC", "Åsa") == "\u00c5sa"
    w.play(w.moves[0]["id"])
    assert w.log_entries[0]["player"] == "\u00c5sa"
    # two people with the same name stay possible (two "You" at one screen)
    assert [seat["name"] for seat in Skyjo().players] == ["You", "You"]


def test_a_branch_name_must_be_valid_and_visible_text():
    w = Skyway(seed=3)
    w.play("a5")
    for bad, words in [("\ud800", "lone surrogate"), ("\u200b\u2063", "shows nothing"),
                       ("x\u202ey", "reorders the text")]:
        with pytest.raises(WidgetError) as err:
            w.name_branch(bad)
        assert err.value.field == "name" and words in err.value.reason
        send(w, {"type": "name_branch", "branch": "Main line", "name": bad})
        assert w.error["field"] == "name" and words in w.error["message"]
    send(w, {"type": "name_branch", "branch": "Main\udc00", "name": "x"})
    assert w.error["field"] == "branch" and "lone surrogate" in w.error["message"]
    assert w.branches[0]["name"] == "Main line"
    assert w.name_branch(" Bold\u200b ") == "Bold"


def test_a_saved_game_with_a_lone_surrogate_is_refused_naming_the_field():
    game = skywidgets.load("skyjo")
    record = game.new(players=2, seed=1).record().to_dict()
    record["names"] = ["Ann", "\ud800"]
    with pytest.raises(BadRecord, match=r"names\[1\].*lone surrogate"):
        Skyjo.load(json.dumps(record))
