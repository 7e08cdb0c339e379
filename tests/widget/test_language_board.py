"""The generic board in the class's language: a game written in a notebook cell (Pig, from
notebooks/your-own-game.ipynb) on ``skywidgets.Board`` in Icelandic. Every text our code
adds around the game is said in Icelandic; the teacher's own texts (move labels, piece
labels and texts, rulebook, options) reach the board exactly as the teacher wrote them;
move ids, views, pieces' data and the record are the same as in English; and no text of
ours was missing from the catalogue."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from skywidgets import Board, i18n
from skywidgets.core.rng import Rng
from skywidgets.widget import GameWidget
from skywidgets.widget.testing import send, sent_traits

#: what Pig's cell writes itself: its move labels, its option and the rule that option cites
TEACHERS = re.compile(r"^(roll the die|hold: bank \d+|Goal|The points that win\.|The goal|"
                      r"the first to bank the goal \(100 in the classic game\) wins)$")

ROOT = Path(__file__).parents[2]
TEXT_TRAITS = ["moves", "log_entries", "error", "rules", "reasoning", "chance", "pieces",
               "view", "players", "seat", "ply"]


def _pig_cell() -> str:
    cells = json.loads((ROOT / "notebooks" / "your-own-game.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in cells["cells"] if c["cell_type"] == "code"]
    return next(s for s in sources if s.startswith("from skywidgets import Game"))


@pytest.fixture(scope="module")
def pig():
    space: dict = {"__name__": "teacher_cell"}
    exec(_pig_cell(), space)  # noqa: S102 (the notebook's own cell, as a teacher wrote it)
    return space["Pig"]


SYNCED = sorted(set(GameWidget.class_own_traits(sync=True)) - {"bundle", "view_patch"})
#: keys whose values are names, ids or notation, the same in every language
NOT_WORDS = {"id", "ids", "name", "player", "players", "who", "move", "notation", "record",
             "branch_id", "bot", "bots", "theme", "language", "game", "kind", "type", "field",
             "key", "title", "undo"}
WORDS = re.compile(r"[A-Za-z]{2,}\W+[A-Za-z]{2,}")


def leaves(value, path=""):
    """Every string leaf of a JSON value with its path, names and ids left out."""
    if isinstance(value, dict):
        for key, item in value.items():
            if str(key) not in NOT_WORDS:
                yield from leaves(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, f"{path}[{index}]")
    elif isinstance(value, str):
        yield path, value


def alike(en, is_) -> set[str]:
    """The texts with words that the English and the Icelandic board get alike."""
    english = dict(leaves(wire(en, SYNCED)))
    return {text for path, text in leaves(wire(is_, SYNCED))
            if english.get(path) == text and WORDS.search(text)}


def wire(w, names=TEXT_TRAITS) -> dict:
    """The traits as the browser gets them, through JSON."""
    return json.loads(json.dumps(sent_traits(w, list(names))))


def boards(pig, **settings):
    made = [Board(pig(), players=["Ana", "greedy"], seed=7,
                  settings={"language": language, "pace": 0, **settings})
            for language in ("en", "is")]
    return made


def test_only_our_words_change_the_teachers_stay_as_written(pig):
    i18n.forget_missed()
    en, is_ = boards(pig)
    rng = Rng(5)
    try:
        for _ in range(40):
            if en.state.is_over:
                break
            a, b = wire(en), wire(is_)
            # the same game: ids, views, the pieces' data and the teacher's words in them
            assert [m["id"] for m in a["moves"]] == [m["id"] for m in b["moves"]]
            assert [m["label"] for m in a["moves"]] == [m["label"] for m in b["moves"]]
            assert a["view"] == b["view"] and a["pieces"] == b["pieces"]
            assert a["players"] == b["players"] and a["seat"] == b["seat"]
            assert [e["label"] for e in a["log_entries"]] == [e["label"] for e in b["log_entries"]]
            # the teacher's rulebook and options, as written
            assert a["rules"]["options"][0]["label"] == b["rules"]["options"][0]["label"] == "Goal"
            assert b["rules"]["options"][0]["rule"]["summary"] == \
                "the first to bank the goal (100 in the classic game) wins"
            move = a["moves"][rng.randint(0, len(a["moves"]) - 1)]["id"]
            for w in (en, is_):
                w.play(move)
                w.wait(60)
        assert en.state.record().to_dict() == is_.state.record().to_dict()
    finally:
        en.close()
        is_.close()
    assert i18n.missed("is") == set()


def test_every_text_sent_alike_in_both_languages_is_the_teachers(pig):
    # everything the board gets, panels included (a bot explaining, Simulated outcomes):
    # a text with words that reaches both boards alike was the teacher's, or never translated
    i18n.forget_missed()
    en, is_ = boards(pig, explain=True)
    rng = Rng(3)
    texts: set[str] = set()
    try:
        for turn in range(30):
            texts |= alike(en, is_)
            if en.state.is_over or not en.moves:
                break
            if turn == 2:
                for w in (en, is_):
                    w.simulate(n=4, seed=1, rollout="random")
                    w.wait(60)
                texts |= alike(en, is_)
            move = en.moves[rng.randint(0, len(en.moves) - 1)]["id"]
            for w in (en, is_):
                send(w, {"type": "why", "id": "zz"})
            texts |= alike(en, is_)
            for w in (en, is_):
                w.play(move)
                w.wait(60)
    finally:
        en.close()
        is_.close()
    assert texts and [text for text in sorted(texts) if not TEACHERS.match(text)] == []
    assert i18n.missed("is") == set()


def test_a_refusal_is_said_in_icelandic_around_the_teachers_rule(pig):
    i18n.forget_missed()
    en, is_ = boards(pig)
    try:
        for w in (en, is_):
            send(w, {"type": "why", "id": "hold"})
        a, b = wire(en, ["error"])["error"], wire(is_, ["error"])["error"]
        assert a["message"] == "It is not a legal move now (the legal moves: roll)."
        assert b["message"] == "Þetta er ekki löglegur leikur núna (löglegir leikir: roll)."
        # our citation's words in Icelandic, the teacher's section and summary as written
        assert a["rule"] == "Pig rulebook, Moves: roll or hold"
        assert b["rule"] == "Pig-reglurnar, kaflinn Moves: roll or hold"
        assert a["move"] == b["move"] == "hold" and a["field"] == b["field"] == "id"
        # Python keeps the source's words
        assert is_.error["message"] == a["message"]
    finally:
        en.close()
        is_.close()
    assert i18n.missed("is") == set()


def test_a_malformed_piece_is_said_in_icelandic_naming_the_same_field(pig):
    class Broken(pig):
        def pieces(self, view):
            return [{"kind": "grid", "rows": 2, "cols": 1, "cells": [[{"text": "x"}]]}]

    i18n.forget_missed()
    en = Board(Broken(), players=["Ana", "Ben"], seed=1, settings={"language": "en"})
    is_ = Board(Broken(), players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    try:
        a, b = wire(en, ["error", "pieces"]), wire(is_, ["error", "pieces"])
        assert a["pieces"] is None and b["pieces"] is None  # the view is drawn instead
        assert a["error"]["field"] == b["error"]["field"] == "pieces[0].cells"
        assert a["error"]["message"] == ("The board cannot draw this game's pieces: pieces[0] "
                                         "(grid): cells has 1 row, rows says 2. It shows the "
                                         "view instead.")
        assert b["error"]["message"] == ("Borðið getur ekki teiknað hluti þessa leiks: "
                                         "pieces[0] (grid): cells hefur 1 röð en rows segir 2. "
                                         "Það sýnir stöðuna í staðinn.")
    finally:
        en.close()
        is_.close()
    assert i18n.missed("is") == set()


def test_openspiel_pieces_speak_the_boards_language():
    pytest.importorskip("pyspiel")
    import skywidgets

    i18n.forget_missed()
    game = skywidgets.load("openspiel:tic_tac_toe")
    en = Board(game, players=["Ana", "Ben"], seed=1, settings={"language": "en"})
    is_ = Board(game, players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    try:
        for move in ("a4", "a0", "a1", "a3", "a2", "a5"):
            for w in (en, is_):
                w.play(move)
        a, b = wire(en, ["pieces", "moves", "error"]), wire(is_, ["pieces", "moves", "error"])
        assert [p["kind"] for p in a["pieces"]] == [p["kind"] for p in b["pieces"]]
        grid_a, grid_b = a["pieces"][0], b["pieces"][0]
        assert (grid_a["label"], grid_b["label"]) == ("Board", "Borð")
        assert grid_a["cells"] == grid_b["cells"]  # OpenSpiel's marks and the move ids
        assert [m["id"] for m in a["moves"]] == [m["id"] for m in b["moves"]]
        players = {p["kind"]: p for p in b["pieces"]}["players"]
        assert [row["text"] for row in players["rows"]] == ["Leikmaður 0", "Leikmaður 1"]
        # a refused click cites OpenSpiel's rule in Icelandic
        send(is_, {"type": "why", "id": "a4"})
        rule = wire(is_, ["error"])["error"]["rule"]
        assert "Legal actions (löglegir leikir)" in rule and "legal_actions()" in rule
        # at the end, the returns: Icelandic words, a decimal comma where there is one
        for w in (en, is_):
            w.play("a6")
        b = wire(is_, ["pieces"])
        kinds = {p["kind"]: p for p in b["pieces"]}
        assert kinds["counters"]["label"] == "Útkoma"
        assert [row["text"] for row in kinds["players"]["rows"]] == \
            ["Leikmaður 0: 1", "Leikmaður 1: -1"]
    finally:
        en.close()
        is_.close()
    assert i18n.missed("is") == set()


def test_a_games_own_words_are_translated_where_a_catalogue_has_them_else_kept():
    from skywidgets.i18n import msg, own_words

    i18n.forget_missed()
    # a notebook game's words: no catalogue has them, so they are shown as written and
    # not counted as missing
    assert own_words("roll as often as you like").translated("is") == "roll as often as you like"
    assert i18n.missed("is") == set()
    # a text of ours is translated (a shipped game's rulebook is in the catalogue too)
    assert own_words("Rules", context="rulebook section").translated("is") == "Reglur"
    assert own_words("Play", context="Skyjo rulebook section").translated("is") == "LEIKUR"
    # a text already marked keeps its own id and context
    marked = msg("Move ids", context="OpenSpiel rulebook section")
    assert own_words(marked) is marked
    # and one of ours missing from a catalogue is still noted
    assert msg("a text of ours no catalogue has").translated("is") == "a text of ours no catalogue has"
    assert i18n.missed("is") == {"a text of ours no catalogue has"}
    i18n.forget_missed()
