"""The learner's guide (help()), the CSV downloads and a saved notebook's picture in the
reader's language: only words change, never the data."""

from __future__ import annotations

import csv
import inspect
import io
import pydoc

import pytest

import skywidgets
from skywidgets import Skyjo, Skyway, i18n, widget_class
from skywidgets.games import names as game_names
from skywidgets.widget.guide import learner_guide
from skywidgets.widget.testing import play, send


@pytest.fixture(autouse=True)
def kernel_language_back_to_auto():
    """set_language and a page's report are the kernel's: each test starts and ends in
    "auto" with no page heard from."""
    skywidgets.set_language("auto")
    i18n.remember_page_language(None)
    yield
    skywidgets.set_language("auto")
    i18n.remember_page_language(None)


def help_text(cls: type) -> str:
    return pydoc.render_doc(cls, renderer=pydoc.plaintext)


# ---------------------------------------------------------------- help() and w.guide()
def test_help_is_in_icelandic_after_set_language_and_in_english_again_after():
    english = help_text(Skyjo)
    assert "Start a game (the board shows when the widget is the last line of a cell):" in english
    skywidgets.set_language("is")
    icelandic = help_text(Skyjo)
    for words in ("Byrjaðu leik (borðið birtist þegar græjan er síðasta lína hólfsins):",
                  "Leiktu úr Python:", "Stjórnborð kennarans:",
                  "tekur síðasta leik aftur (og leiki tölvanna á eftir honum)",
                  # the option's sentence from Skyjo's catalogue entries
                  "Þrjú eins spil sem snúa upp í sama dálki eru fjarlægð."):
        assert words in icelandic
    assert "Start a game" not in icelandic and "Play from Python" not in icelandic
    assert inspect.getdoc(Skyjo).startswith("Spilaðu Skyjo í hólfi í minnisbók")
    # the code stays code: the same calls, move ids and names in every language
    for code in ('w = Skyjo(players=["You", "greedy"], seed=1)', 'w.play("r1")',
                 'w.settings = {**w.settings, "undo": "free"}', "column_rule=False"):
        assert code in icelandic and code in english
    skywidgets.set_language("en")
    assert help_text(Skyjo) == english


def test_the_english_guide_reads_as_it_always_did():
    guide = Skyjo.__doc__
    lines = guide.splitlines()
    assert lines[0] == "Play Skyjo in a notebook cell, against bots or hot-seat on one screen."
    assert lines[2] == "Start a game (the board shows when the widget is the last line of a cell):"
    assert ("    column_rule: true or false; on unless given.\n"
            "        Three equal face-up cards in a column are removed.") in guide
    assert ("    w.undo()\n        take back the last move (and the bots' moves after it)"
            in guide)
    assert "Players: 2 to 8 players. players= lists one name per seat" in guide
    assert guide == learner_guide(Skyjo, Skyjo._engine({}), "en")
    # the class's own docstring follows the guide, its example included
    assert ">>> w = Skyjo(players=[\"You\", \"greedy\", \"ismcts\"], seed=1)" in guide


@pytest.mark.parametrize("game", game_names())
def test_help_works_for_every_widget_class_in_both_languages(game):
    cls = widget_class(game)
    english = help_text(cls)
    skywidgets.set_language("is")
    icelandic = help_text(cls)
    assert "Start a game" in english and "Byrjaðu leik" in icelandic
    assert "Leiktu úr Python:" in icelandic and "Stjórnborð kennarans:" in icelandic
    # a subclass with a docstring of its own keeps it; one without shows its game's guide
    mine = type("MyBoard", (cls,), {"__doc__": "My own board."})
    assert inspect.getdoc(mine) == "My own board."
    assert inspect.getdoc(type("Plain", (cls,), {})).startswith("Spilaðu")


def test_the_generic_board_and_the_base_class_keep_their_own_docstrings():
    from skywidgets.widget import GameWidget

    skywidgets.set_language("is")
    assert GameWidget.__doc__.startswith("A game in a notebook cell")
    assert skywidgets.Board.__doc__.startswith("Any ``Game`` in a notebook cell")


def test_auto_follows_the_language_the_last_board_reported_from_its_page():
    w = Skyway(seed=3)
    assert Skyjo.__doc__.startswith("Play Skyjo")
    send(w, {"type": "page_language", "language": "is-IS"})
    assert i18n.kernel_language() == "is" and Skyjo.__doc__.startswith("Spilaðu Skyjo")
    send(w, {"type": "page_language", "language": "de-DE"})  # no catalogue: English
    assert Skyjo.__doc__.startswith("Play Skyjo")
    skywidgets.set_language("is")  # a chosen language stays, whatever a page says
    send(w, {"type": "page_language", "language": "en"})
    assert Skyjo.__doc__.startswith("Spilaðu Skyjo")


def test_set_language_refuses_a_language_without_a_catalogue_and_keeps_its_choice():
    skywidgets.set_language("is")
    for bad in ("xx", "", 7, None):
        with pytest.raises(ValueError, match="language: one of en, is or auto"):
            skywidgets.set_language(bad)
    assert i18n.kernel_language() == "is"


def test_guide_prints_the_guide_in_the_boards_own_language(capsys):
    icelandic = Skyjo(players=["You", "greedy"], seed=1, settings={"language": "is"})
    i18n.forget_missed()
    icelandic.guide()
    printed = capsys.readouterr().out
    assert printed.startswith("Spilaðu Skyjo í hólfi í minnisbók")
    assert "heiltala frá 1 til 1000; 100 ef ekkert er gefið." in printed
    assert i18n.missed("is") == set()  # every word of Skyjo's guide is in the catalogue
    # the kernel's language is not the board's: help() stays English
    assert Skyjo.__doc__.startswith("Play Skyjo")
    Skyjo(players=["You", "greedy"], seed=1).guide()
    assert capsys.readouterr().out == Skyjo.__doc__


# ---------------------------------------------------------------- CSV for people
def read_csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def two_boards(cls, moves, **kwargs):
    boards = [cls(seed=3, settings={"language": language}, **kwargs) for language in ("en", "is")]
    for w in boards:
        for move in moves:
            play(w, move)
    return boards


def test_the_log_csv_has_its_header_in_icelandic_and_the_same_rows():
    english, icelandic = two_boards(Skyway, ["a5"])
    sent = []
    for w in (english, icelandic):
        w.send = sent.append
        send(w, {"type": "export", "table": "log"})
    en_rows, is_rows = (read_csv(message["text"]) for message in sent)
    assert en_rows[0] == ["ply", "seat", "player", "kind", "bot", "move_id", "words",
                          "automatic", "private"]
    assert is_rows[0] == ["leikur nr.", "sæti", "leikmaður", "tegund", "tölva",
                          "auðkenni leiks", "lýsing", "sjálfvirkur", "leynilegur"]
    # the rows are the same data; only the move's words are said in the board's language
    words = en_rows[0].index("words")
    assert (en_rows[1][words], is_rows[1][words]) == ("8♥ 10♣ → centre",
                                                      "8♥ 10♣ → í miðjunni")
    # so is the default seat's name, "You": the board shows "Þú" (a typed name stays)
    player = en_rows[0].index("player")
    assert (en_rows[1][player], is_rows[1][player]) == ("You", "Þú")
    strip = lambda rows: [[cell for i, cell in enumerate(row) if i not in (words, player)]
                          for row in rows[1:]]
    assert strip(is_rows) == strip(en_rows) and len(en_rows) == 2
    # Python's table keeps its column names for code; its CSV speaks the board's language
    assert icelandic.log_table().columns == english.log_table().columns
    assert icelandic.log_table().to_csv().splitlines()[0].startswith("leikur nr.,sæti")
    assert icelandic.log_table().to_csv(language="en") == english.log_table().to_csv()


def test_a_skyjo_log_csv_says_the_moves_words_in_icelandic_and_nothing_else_differs():
    english, icelandic = (Skyjo(players=["You", "Ann"], seed=1, settings={"language": language})
                          for language in ("en", "is"))
    for w in (english, icelandic):
        for move in ("r1", "r2", "r1", "r2"):
            play(w, move)
    en_rows = read_csv(english.log_table().to_csv())
    is_rows = read_csv(icelandic.log_table().to_csv())
    words = en_rows[0].index("words")
    assert [row[words] for row in en_rows[1:3]] == ["reveal slot 1", "reveal slot 2"]
    assert [row[words] for row in is_rows[1:3]] == ["snúa upp reit 1", "snúa upp reit 2"]
    strip = lambda rows: [row[:words] + row[words + 1:] for row in rows[1:]]
    assert strip(is_rows) == strip(en_rows)


def test_the_outcomes_csv_keeps_its_numbers_as_data_with_a_decimal_point():
    english, icelandic = two_boards(Skyway, [])
    for w in (english, icelandic):
        w.simulate(n=4, seed=1)
    en_rows = read_csv(english.outcomes_table().to_csv())
    is_rows = read_csv(icelandic.outcomes_table().to_csv())
    assert is_rows[0] == ["leikur nr.", "sæti", "leikmaður", "útspilun", "auðkenni leiks",
                          "leikur", "mælikvarði", "gildi", "neðri mörk", "efri mörk",
                          "fjöldi", "bestur"]
    # the same numbers and ids; the move's words (column "move") in the board's language
    label = en_rows[0].index("move")
    assert [row[label] for row in is_rows[1:]] != [row[label] for row in en_rows[1:]]
    player = en_rows[0].index("player")  # the default seat's name: "Þú" on the board
    strip = lambda rows: [[cell for i, cell in enumerate(row) if i not in (label, player)]
                          for row in rows[1:]]
    assert strip(is_rows) == strip(en_rows)
    values = [row[7] for row in is_rows[1:]]
    assert any("." in value for value in values) and not any("," in value for value in values)
    assert all(float(value) == float(value) for value in values)  # each reads as a number


# ---------------------------------------------------------------- a saved notebook's picture
def test_the_saved_picture_speaks_the_boards_language_and_draws_the_same_cards():
    english, icelandic = (Skyjo(players=["You", "greedy"], seed=1, settings={"language": language})
                          for language in ("en", "is"))
    en_picture, is_picture = english._picture_output(), icelandic._picture_output()
    assert 'aria-label="Skyjo: the position everyone at the table sees."' in en_picture["text/html"]
    assert 'aria-label="Skyjo: staðan eins og allir við borðið sjá hana."' in is_picture["text/html"]
    svg = is_picture["image/svg+xml"]
    for words in ("Skyjo, umferð 1: dráttarbunki", "kastbunki", "Leikmaður 1: 0", "Leikmaður 2: 0"):
        assert words in svg
    assert "Player" not in svg and "round" not in svg and "deck" not in svg
    assert "Skyjo, round 1: deck" in en_picture["image/svg+xml"]
    # the same cards: only words differ
    assert svg.count("<rect") == en_picture["image/svg+xml"].count("<rect")
    assert icelandic._repr_mimebundle_()[0]["text/plain"] == "Skyjo (leikur 1)"
    assert repr(icelandic) == "<Skyjo Skyjo (move 1)>"  # Python's own repr stays English


def test_a_live_change_of_language_redraws_the_saved_picture():
    w = Skyjo(players=["You", "greedy"], seed=1)
    redrawn = []
    w._saved_pictures.stale = lambda draw: redrawn.append(draw())
    w.settings = {**w.settings, "language": "is"}
    assert redrawn and "umferð" in redrawn[-1]["image/svg+xml"]


def test_guide_on_the_generic_board_makes_the_board_with_its_game(capsys):
    board = skywidgets.Board(skywidgets.load("skyway"), seed=1, settings={"language": "is"})
    board.guide()
    printed = capsys.readouterr().out
    assert ('    from skywidgets import Board, load\n    game = load("skyway")\n'
            '    w = Board(game, players=["You"], seed=1)\n') in printed
    assert "Leiktu úr Python:" in printed
