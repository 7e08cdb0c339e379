"""Refusals in the board's language: a malformed, mistyped, stale or refused message, a
corrupt saved game and the names of the "What if?" branches reach an Icelandic board in
Icelandic, naming the same field as in English (field names and move ids are notation);
Python's own copy and a Python caller's exception stay in English."""

from __future__ import annotations

import json

import pytest

import skywidgets
from skywidgets import i18n
from skywidgets.games import GAMES
from skywidgets.core.errors import BadRecord, WidgetError, said
from skywidgets.widget import GameWidget
from skywidgets.widget.testing import play, send, sent_traits

#: messages the shared code refuses whatever the game (the game's own rules say nothing
#: in them), and the field each refusal names; ``{ply}`` is the board's ply
MALFORMED = [
    ([1, 2], "message"),
    ({"type": "fly"}, "type"),
    ({"type": "move", "id": 5, "ply": 0}, "id"),
    ({"type": "move", "id": "x", "ply": "a"}, "ply"),
    ({"type": "undo"}, "undo"),
    ({"type": "undo", "ply": 7}, "ply"),
    ({"type": "settings", "settings": {"pace": -1}}, "settings.pace"),
    ({"type": "settings", "settings": {"bot": "nobody"}}, "settings.bot"),
    ({"type": "settings", "settings": {"rollout": "nobody"}}, "settings.rollout"),
    ({"type": "settings", "settings": {"undo": "maybe"}}, "settings.undo"),
    ({"type": "settings", "settings": {"layout": "round"}}, "settings.layout"),
    ({"type": "settings", "settings": {"explain": 1}}, "settings.explain"),
    ({"type": "settings", "settings": {"autoplay": "yes"}}, "settings.autoplay"),
    ({"type": "settings", "settings": {"sim_n": 0}}, "settings.sim_n"),
    ({"type": "settings", "settings": {"sim_seconds": 1e9}}, "settings.sim_seconds"),
    ({"type": "settings", "settings": {"language": "xx"}}, "settings.language"),
    ({"type": "settings", "settings": {"colour": 1}}, "settings.colour"),
    ({"type": "settings", "settings": "fast"}, "settings"),
    ({"type": "goto", "shown": 0}, "ply"),
    ({"type": "goto", "ply": 999, "shown": 0}, "ply"),
    ({"type": "resume", "ply": 0}, "resume"),
    ({"type": "inspect"}, "name"),
    ({"type": "inspect", "name": "nope", "args": {}}, "name"),
    ({"type": "inspect", "name": "nope", "args": []}, "args"),
    ({"type": "export", "table": "x"}, "table"),
    ({"type": "export", "table": "outcomes"}, "table"),
    ({"type": "bot_step", "whole_turn": "yes", "ply": 0}, "whole_turn"),
    ({"type": "switch", "ply": 0}, "branch"),
    ({"type": "switch", "branch": "Nowhere", "ply": 0}, "branch"),
    ({"type": "switch", "branch": 3, "ply": 0}, "branch"),
    ({"type": "name_branch", "branch": "Main line", "name": "   "}, "name"),
    ({"type": "name_branch", "branch": "Main line"}, "name"),
    ({"type": "compare", "branches": "x"}, "branches"),
    ({"type": "compare", "branches": ["Main line", "Main line"]}, "branches[1]"),
    ({"type": "new", "seed": -1}, "seed"),
    ({"type": "new", "options": {"nope": 1}}, "options.nope"),
    ({"type": "new", "options": "x"}, "options"),
    ({"type": "new", "players": "x"}, "players"),
    ({"type": "new", "players": [{"kind": "alien"}] * 9}, "players"),
    ({"type": "simulate", "n": 0, "ply": 0}, "n"),
    ({"type": "simulate", "n": 5, "source": "truth", "ply": 0}, "source"),
    ({"type": "estimate", "n": 5, "ply": "x"}, "ply"),
    ({"type": "page_language", "language": 5}, "language"),
]


def solo(game: str) -> list[str]:
    """One person, and the game's bot in each other seat it needs."""
    g = skywidgets.load(game)
    return ["Anna"] + [g.default_bot] * (g.min_players - 1)


def board(game: str, language: str) -> GameWidget:
    return skywidgets.widget_class(game)(players=solo(game), seed=4,
                                         settings={"language": language, "pace": 0,
                                                   "autoplay": False})


def sent_error(w: GameWidget) -> dict:
    """The error trait as the browser gets it, through JSON."""
    return json.loads(json.dumps(sent_traits(w, ["error"])))["error"]


@pytest.mark.parametrize("game", GAMES)
def test_a_malformed_message_is_refused_in_icelandic_naming_the_same_field(game):
    english, icelandic = board(game, "en"), board(game, "is")
    # (the boards of some games still show their own words in English: not checked here)
    i18n.forget_missed()
    for message, field in MALFORMED:
        send(english, message)
        send(icelandic, message)
        en, is_ = sent_error(english), sent_error(icelandic)
        assert en["field"] == is_["field"] == field, (message, en, is_)
        assert is_["message"] and is_["message"] != en["message"], (message, is_)
        # Python's own copy stays in English
        assert icelandic.error["message"] == en["message"]
        send(english, {"type": "dismiss"})
        send(icelandic, {"type": "dismiss"})
    assert i18n.missed("is") == set()
    # nothing was changed by any refusal: the boards are where they started
    assert icelandic.ply == english.ply == 0 and icelandic.settings["language"] == "is"


def test_a_front_end_write_is_refused_in_icelandic():
    english, icelandic = board("skyjo", "en"), board("skyjo", "is")
    for w in (english, icelandic):
        w.set_state({"view": {}})
    en, is_ = sent_error(english), sent_error(icelandic)
    assert en["field"] == is_["field"] == "view"
    assert en["message"].startswith("the board may not change 'view' itself")
    assert is_["message"].startswith("borðið má ekki breyta 'view' sjálft")


def test_refusals_of_the_hand_off_and_undo_are_said_in_icelandic():
    # two people share the screen of a game of hidden hands: it waits for Anna first
    w = skywidgets.SkywayRobbery(players=["Anna", "Bjarni", "heuristic"], seed=3,
                                 settings={"language": "is"})
    i18n.forget_missed()
    send(w, {"type": "undo", "ply": 0})
    sent = sent_error(w)
    assert sent["field"] == "handoff"
    assert sent["message"].startswith("skjárinn bíður eftir Anna: ýttu fyrst á Tilbúin(n)")
    assert sent["message"].endswith("(undo var hafnað; ekkert gerðist)")
    assert w.error["message"].startswith("the screen is waiting for Anna: press Ready first")
    send(w, {"type": "ready", "ply": 0})
    send(w, {"type": "ready", "ply": 0})
    assert sent_error(w) == {"message": "enginn bíður eftir að fá skjáinn", "rule": "",
                             "field": "ready"}
    assert i18n.missed("is") == set()
    solo_board = skywidgets.Skyjo(players=["Anna", "greedy"], seed=1,
                                  settings={"language": "is", "undo": "off"})
    i18n.forget_missed()
    send(solo_board, {"type": "undo", "ply": 0})
    assert sent_error(solo_board)["message"] == ("ekkert að afturkalla: enginn leikur hefur "
                                                 "verið leikinn enn")
    play(solo_board, solo_board.moves[0]["id"])
    solo_board.wait()
    send(solo_board, {"type": "undo", "ply": solo_board.ply})
    assert sent_error(solo_board)["message"].startswith("Slökkt er á Afturkalla í þessum leik")
    assert i18n.missed("is") == set()


def test_a_python_caller_still_reads_english():
    w = skywidgets.Skyway(seed=1, settings={"language": "is"})
    with pytest.raises(WidgetError) as caught:
        w.undo()
    assert str(caught.value) == "undo: nothing to undo: no move has been played yet"
    # the same refusal, said to an Icelandic board
    assert said(caught.value).translated("is") == ("undo: ekkert að afturkalla: enginn leikur "
                                                   "hefur verið leikinn enn")
    with pytest.raises(ValueError, match="settings.pace: seconds between bot moves"):
        w.settings = {**w.settings, "pace": -1}


def _record(**changes) -> dict:
    state = skywidgets.load("skyjo").new(players=2, seed=6)
    for move in ("r1", "r2", "r3", "r4"):
        state.apply(move)
    record = state.record().to_dict()
    record.update(changes)
    return record


CORRUPT = [
    (_record(seed=-1), "seed"),
    (_record(version=9), "version"),
    (_record(format="notes"), "format"),
    (_record(players=1), "players"),
    (_record(names=["Anna"]), "names"),
    (_record(moves=["r1", 7]), "moves[1]"),
    (_record(moves=["r1", "r1"]), "moves[1]"),
    (_record(options={"end_score": "many"}), "options"),
    (_record(branches=[{"name": "Main line", "parent": None, "fork": 0, "moves": []}],
             branch="Main line", version=1), "branches"),
    (_record(branches=[{"name": "Main line", "parent": None, "fork": 0,
                        "moves": ["r1", "r2", "r3", "r4"]},
                       {"name": "Try", "parent": "Elsewhere", "fork": 1, "moves": ["r5"]}],
             branch="Main line", version=2), "branches[1].parent"),
    ('{"format": "skywidgets-record", "version": 1,', "json"),
]


@pytest.mark.parametrize("record, field", CORRUPT)
def test_a_corrupt_saved_game_is_refused_in_icelandic_naming_the_field(record, field):
    i18n.forget_missed()
    with pytest.raises(BadRecord) as caught:
        skywidgets.Skyjo.load(record, settings={"language": "is"})
    err = caught.value
    assert err.field == field
    english = str(err)
    assert english.startswith(f"Bad game record, {field}: ")
    icelandic = said(err).translated("is")
    assert icelandic.startswith(f"Galli í vistuðum leik, {field}: ")
    reason = icelandic[len(f"Galli í vistuðum leik, {field}: "):]
    assert reason and reason != english[len(f"Bad game record, {field}: "):]
    assert i18n.missed("is") == set()


def test_branch_names_reach_the_board_in_icelandic_and_the_board_names_them_so():
    i18n.forget_missed()
    w = skywidgets.Skyjo(players=["Anna", "Bjarni"], seed=0,
                         settings={"language": "is", "undo": "free"})
    first, second = w.moves[0]["id"], w.moves[1]["id"]
    w.play(first)
    w.goto(0)
    w.play(second)

    def wire_branches():
        return json.loads(json.dumps(sent_traits(w, ["branches"])))["branches"]

    assert [b["name"] for b in wire_branches()] == ["Aðallína", "Grein 2"]
    # Python's names, and the saved game's, stay in English
    assert [b["name"] for b in w.branches] == ["Main line", "Branch 2"]
    # the board asks with the names it shows
    send(w, {"type": "switch", "branch": "Aðallína", "ply": w.ply})
    assert w.error == {} and [b["current"] for b in wire_branches()] == [True, False]
    send(w, {"type": "name_branch", "branch": "Grein 2", "name": "Tilraun"})
    assert w.error == {} and [b["name"] for b in wire_branches()] == ["Aðallína", "Tilraun"]
    # a name said like another branch's on this board is refused, in Icelandic
    send(w, {"type": "name_branch", "branch": "Tilraun", "name": "aðallína"})
    sent = sent_error(w)
    assert sent["field"] == "name"
    assert sent["message"] == "önnur grein heitir nú þegar 'aðallína'; veldu annað nafn"
    send(w, {"type": "switch", "branch": "Engin", "ply": w.ply})
    assert sent_error(w)["message"] == ("engin grein heitir 'Engin' (greinar: Aðallína, "
                                        "Tilraun)")
    assert i18n.missed("is") == set()


def test_a_saved_games_branch_names_are_said_in_the_boards_language(tmp_path):
    w = skywidgets.Skyjo(players=["Anna", "Bjarni"], seed=0, settings={"undo": "free"})
    first, second = w.moves[0]["id"], w.moves[1]["id"]
    w.play(first)
    w.goto(0)
    w.play(second)
    w.save(tmp_path / "game.json")
    record = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    # saved in English, whatever the board's language
    assert [b["name"] for b in record["branches"]] == ["Main line", "Branch 2"]
    assert record["branch"] == "Branch 2"
    loaded = skywidgets.Skyjo.load(tmp_path / "game.json", settings={"language": "is"})
    names = json.loads(json.dumps(sent_traits(loaded, ["branches"])))["branches"]
    assert [b["name"] for b in names] == ["Aðallína", "Grein 2"]


def test_a_bots_move_for_a_person_is_logged_in_icelandic():
    w = skywidgets.Skyjo(players=["Anna", "greedy"], seed=0,
                         settings={"language": "is", "bot": "greedy", "pace": 0})
    w.bot_step()
    entry = json.loads(json.dumps(sent_traits(w, ["log_entries"])))["log_entries"][0]
    assert entry["player"] == "greedy fyrir Anna"
    assert w.log_entries[0]["player"] == "greedy for Anna"


def test_work_that_stops_on_an_error_is_said_in_icelandic(monkeypatch):
    from skywidgets.i18n import msg
    from skywidgets.widget import simulation

    def broken(*args, **kwargs):
        raise ValueError(msg("the game is over: there is nothing to simulate"))
        yield  # a generator, as the real one is

    monkeypatch.setattr(simulation, "iter_simulate", broken)
    w = skywidgets.Skyjo(players=["Anna", "greedy"], seed=3, settings={"language": "is"})
    send(w, {"type": "simulate", "n": 5})
    w.wait()
    assert w.error["message"] == "simulating stopped: the game is over: there is nothing to simulate"
    assert sent_error(w)["message"] == ("hermunin stöðvaðist: leiknum er lokið: það er ekkert "
                                        "að herma")


def test_a_long_refusal_is_cut_in_the_language_it_is_said_in():
    from skywidgets.i18n import msg
    from skywidgets.widget.messages import MAX_ERROR_LENGTH

    w = skywidgets.Skyjo(players=["Anna", "greedy"], seed=3, settings={"language": "is"})
    w._set_error(msg("expected one of {choices}; not {given}", choices="x" * 900, given="1"),
                 field="options.route")
    sent = sent_error(w)["message"]
    assert len(sent) == len(w.error["message"]) == MAX_ERROR_LENGTH
    assert sent.startswith("átti von á einu af xxx") and sent.endswith("x…")
    assert w.error["message"].startswith("expected one of xxx")


def test_a_refused_name_for_a_seat_is_said_in_icelandic():
    i18n.forget_missed()
    w = skywidgets.Skyjo(players=["Anna", "greedy"], seed=3, settings={"language": "is"})
    bot = {"kind": "bot", "bot": "random"}
    said_of = {
        "\u200b": "nafn verður að sýna eitthvað: '\\u200b' sýnir ekkert (bara bil eða "
                  "ósýnilega stafi)",
        "A" * 45: "nafn má vera í mesta lagi 40 stafir, ekki 45",
        "greedy": "'greedy' er nafn tölvu: manneskja þarf annað nafn",
    }
    for name, words in said_of.items():
        send(w, {"type": "new", "players": [{"kind": "human", "name": name}, bot]})
        assert sent_error(w) == {"message": words, "rule": "", "field": "players[0].name"}
    send(w, {"type": "new", "players": [{"kind": "human", "name": "Anna"},
                                        {"kind": "human", "name": "An\u200bna"}]})
    assert sent_error(w)["message"] == ("'An\\u200bna' lítur alveg eins út og nafnið 'Anna' í "
                                        "players[0]: munurinn er bara stafir sem sjást ekki")
    assert w.players[1]["name"] == "greedy"  # nothing changed
    assert i18n.missed("is") == set()


def test_a_refused_click_on_an_openspiel_board_is_said_in_icelandic():
    pytest.importorskip("pyspiel")
    from skywidgets.widget.board import Board

    w = Board(skywidgets.load("openspiel:tic_tac_toe"), players=["Anna", "Bjarni"], seed=1,
              settings={"language": "is"})
    send(w, {"type": "why", "id": "b4"})
    assert sent_error(w)["message"] == ("Auðkenni leiks í Tic Tac Toe er 'a' og númer "
                                        "aðgerðar í OpenSpiel, til dæmis 'a4', ekki 'b4'.")
    play(w, "a4")
    send(w, {"type": "why", "id": "a4"})
    assert sent_error(w)["message"].startswith("A4 er ekki ein af löglegu aðgerðunum hér (a0, ")
    assert w.error["message"].startswith("A4 is not one of the legal actions here (a0, ")
