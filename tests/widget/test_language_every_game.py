"""Every board in Icelandic: the same game played side by side in English and Icelandic
(same seats, seed and moves) must differ in every text a person reads. A text that reaches
the browser identical in both languages, with words in it, was never translated: a panel
or a board that ships in English only fails here, whatever module it comes from.

Only the words change: the move ids, the views' data and the record stay the same
(``test_language.py`` checks that for Skyjo in depth)."""

from __future__ import annotations

import json
import re

import pytest

import skywidgets
from skywidgets import i18n
from skywidgets.core.rng import Rng
from skywidgets.widget import GameWidget
from skywidgets.widget.testing import BrowserLog, sent_traits

#: one table per game: people and bots (the bots explain their moves), and a seed
TABLES = {
    "skyway": (["Anna"], 3),
    "skyjo": (["Anna", "greedy", "random"], 2),
    "skyline_express": (["Anna"], 2),
    "skybridge": (["Anna", "greedy"], 1),
    "skyway_robbery": (["Anna", "Bjarni", "greedy"], 2),
}
SYNCED = sorted(set(GameWidget.class_own_traits(sync=True)) - {"bundle", "view_patch"})
#: keys whose values are names, ids or notation, the same in every language
NOT_WORDS = {"id", "ids", "name", "names", "player", "players", "seat_name", "who", "move",
             "moves_ids", "notation", "record", "branch_id", "bot", "bots", "undo", "layout",
             "theme", "language", "game", "kind", "type", "field", "cls", "class", "key",
             "leader"}  # leader: the move id a simulation found best ('brig:con_artist')
#: a text with words: two words of two letters or more
WORDS = re.compile(r"[A-Za-z]{2,}\W+[A-Za-z]{2,}")


def texts(value, path=""):
    """Every string leaf of a JSON value, with its path."""
    if isinstance(value, dict):
        for key, item in value.items():
            if str(key) not in NOT_WORDS:
                yield from texts(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from texts(item, f"{path}[{index}]")
    elif isinstance(value, str):
        yield path, value


def untranslated(en: GameWidget, is_: GameWidget, names: set[str],
                 pages: tuple[BrowserLog, BrowserLog] | None = None) -> list[str]:
    """The texts with words the two boards send alike: in their traits, and (``pages``) in
    the view and Log each page has put together from the updates it got (a move sends a
    patch of the view, not the view)."""
    a = json.loads(json.dumps(sent_traits(en, SYNCED)))
    b = json.loads(json.dumps(sent_traits(is_, SYNCED)))
    if pages is not None:
        for trait, page in zip((a, b), pages):
            trait["page"] = {"view": page.view, "log": page.entries}
    english = dict(texts(a))
    same = []
    for path, text in texts(b):
        if english.get(path) == text and WORDS.search(text) and not any(
                name in text for name in names if text.strip() == name):
            same.append(f"{path}: {text!r}")
    return same


def board(game: str, language: str) -> GameWidget:
    players, seed = TABLES[game]
    return skywidgets.widget_class(game)(
        players=players, seed=seed, settings={"language": language, "pace": 0, "explain": True})


def both_play(en: GameWidget, is_: GameWidget, move_id: str) -> None:
    for w in (en, is_):
        w.play(move_id)
        w.wait(60)


@pytest.mark.parametrize("game", list(TABLES))
def test_every_text_the_board_gets_is_in_icelandic(game):
    i18n.forget_missed()
    en, is_ = board(game, "en"), board(game, "is")
    pages = (BrowserLog(en), BrowserLog(is_))
    names = set(TABLES[game][0])
    rng = Rng(7)
    found: set[str] = set()
    try:
        for turn in range(60):
            for w in (en, is_):
                if w.handoff:
                    w.ready()
            found.update(untranslated(en, is_, names, pages))
            if en.state.is_over or not en.moves:
                break
            if turn in (2, 9):
                for w in (en, is_):
                    w.simulate(n=4, seed=1, rollout="random")
                    w.wait(60)
                found.update(untranslated(en, is_, names, pages))
            move_id = en.moves[rng.randint(0, len(en.moves) - 1)]["id"]
            for probe in ("zz", move_id + "9"):
                for w in (en, is_):
                    w._on_message(w, {"type": "move", "id": probe, "ply": w.ply}, None)
                found.update(untranslated(en, is_, names, pages))
            both_play(en, is_, move_id)
    finally:
        en.close()
        is_.close()
    assert sorted(found) == []
    assert i18n.missed("is") == set()


def _svg_words(svg: str) -> list[str]:
    """The texts of an SVG picture a person reads: its label and every text element."""
    return re.findall(r'aria-label="([^"]*)"', svg) + re.findall(r"<text[^>]*>([^<]*)</text>", svg)


@pytest.mark.parametrize("game", list(TABLES))
def test_the_saved_picture_of_every_board_is_in_icelandic(game):
    """The picture a saved notebook keeps (where no JavaScript runs) says its words in the
    board's language and draws the same shapes."""
    en, is_ = board(game, "en"), board(game, "is")
    try:
        for w in (en, is_):
            w.wait(60)
        a, b = en._picture_output()["image/svg+xml"], is_._picture_output()["image/svg+xml"]
    finally:
        en.close()
        is_.close()
    names = set(TABLES[game][0])
    same = [text for text, other in zip(_svg_words(b), _svg_words(a))
            if text == other and WORDS.search(text) and text not in names]
    assert same == []
    assert len(_svg_words(a)) == len(_svg_words(b))
    assert re.sub(r"<text[^>]*>[^<]*</text>|aria-label=\"[^\"]*\"|width=\"\d+\"|viewBox=\"[^\"]*\"", "", a).count("<") \
        == re.sub(r"<text[^>]*>[^<]*</text>|aria-label=\"[^\"]*\"|width=\"\d+\"|viewBox=\"[^\"]*\"", "", b).count("<")
