"""The generic board in Icelandic, in a real JupyterLab at a projector's 1280x800.

Two games that are none of the five: Pig, the game notebooks/your-own-game.ipynb writes
in one cell (the test runs that very cell), and OpenSpiel's tic-tac-toe
(``skywidgets.load("openspiel:tic_tac_toe")``), each on ``skywidgets.Board`` with
``settings={"language": "is"}``. The board's own words are Icelandic (its lang attribute,
the prompt, the Moves list, the panels, a grid's spoken name, OpenSpiel's piece labels
and returns), while the words the teacher's game writes (its move labels, piece labels
and texts) stay as the teacher wrote them. Each game is played through its phases, with
every panel open, light and dark and in Presentation Mode; at each phase the decision
area fits, no board text is under 14 px, axe-core finds nothing and nothing sticks out
or is cut off by the longer words. Screenshots go to $SKYWIDGETS_E2E_ARTIFACTS.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser]

ROOT = Path(__file__).parents[2]
TURN_TIMEOUT = 60_000
#: the side column's panels, each shot in view in turn
PANELS = ("moves", "log", "state", "reasoning", "outcomes", "chance", "rules")


def _notebook_cell(notebook: str, starts: str) -> str:
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    sources = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]
    return next(source for source in sources if source.startswith(starts))


PIG_CELLS = [
    _notebook_cell("your-own-game.ipynb", "from skywidgets import Game"),
    "import skywidgets\n"
    "pig = skywidgets.Board(Pig(), players=['Anna', 'greedy'], seed=7,\n"
    "                       settings={'language': 'is', 'explain': True})\n"
    "pig",
]
#: Race (it declares no pieces: its view is drawn readably) and Race on cards (cards, a
#: die, counters, a track), as tests/widget/board_games.py writes them in a cell
RACES = [
    (ROOT / "tests" / "widget" / "board_games.py").read_text(encoding="utf-8"),
    "import skywidgets\n"
    "race = skywidgets.Board(Race(), players=['Anna', 'random'], seed=1,\n"
    "                        settings={'language': 'is'})\n"
    "race",
    "cards = skywidgets.Board(RaceOnCards(), players=['Anna', 'random'], seed=1,\n"
    "                         settings={'language': 'is'})\n"
    "cards",
]
TIC_TAC_TOE = ("import skywidgets\n"
               "ttt = skywidgets.Board(skywidgets.load('openspiel:tic_tac_toe'),\n"
               "                       players=['Anna', 'random'], seed=1,\n"
               "                       settings={'language': 'is'})\n"
               "ttt")


def _expect():
    from playwright.sync_api import expect

    return expect


def _logged(widget):
    """The Log panel's entries of moves: its first line, the start position, left out
    (in Icelandic, "Upphafsstaða")."""
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_not_text="Upphafsstaða")


def _shoot(room, jupyterlab, widget, path: Path) -> None:
    jupyterlab.frame(widget)
    room.fit(widget)
    room.page.mouse.move(0, 0)
    room.page.screenshot(path=str(path))


def _panels_light_and_dark(room, jupyterlab, page, widget, artifacts_dir, name: str) -> None:
    """Every panel open: nothing sticks out or is cut off, light and dark; shots of each."""
    room.open_every_panel(widget)
    expect = _expect()
    expect(widget.locator(".skyw-log-panel summary")).to_contain_text("Leikjaskrá")
    expect(widget.locator(".skyw-moves-panel summary")).to_contain_text("Löglegir leikir")
    page.wait_for_timeout(500)
    room.no_overflow(widget, f"{name}: light, every panel open")
    room.panel_shots(widget, str(artifacts_dir / f"{name}-is-1280-light"),
                     panels=PANELS)
    jupyterlab.set_theme("JupyterLab Dark")
    page.wait_for_timeout(500)
    room.no_overflow(widget, f"{name}: dark, every panel open")
    # axe ran at every phase in the light theme; here its contrast check errs on the
    # theme's repaint (as in test_language_browser.py), the fit and text size are checked
    room.check(widget, f"{name}: dark, every panel open", axe=False, lang="is")
    room.panel_shots(widget, str(artifacts_dir / f"{name}-is-1280-dark"),
                     panels=PANELS)
    _shoot(room, jupyterlab, widget, artifacts_dir / f"{name}-is-1280-dark.png")
    jupyterlab.set_theme("JupyterLab Light")


def test_pig_from_the_notebook_cell_in_icelandic(jupyterlab, page, room, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook("pig-icelandic.ipynb", PIG_CELLS, "pig",
                                             ".skyw-pmoves button", 1)
    board = widget.locator(".skyw-generic")
    prompt = board.locator(".skyw-generic-prompt")
    moves = board.locator(".skyw-pmoves")
    try:
        # our words in Icelandic; the teacher's as written
        expect(widget).to_have_attribute("lang", "is")
        expect(prompt).to_have_text("Anna á leik: ýttu á leik hér fyrir neðan.")
        expect(board.locator(".skyw-piece-moves .skyw-piece-label")).to_have_text("Leikir")
        expect(board.get_by_role("list", name="Leikir", exact=True)).to_be_visible()
        expect(moves.get_by_role("button", name="roll the die", exact=True)).to_be_visible()
        rolls = board.get_by_role("group", name="This turn's rolls", exact=True)
        expect(rolls).to_contain_text("no roll yet")
        expect(board.get_by_role("group", name="Last turn", exact=True)).to_contain_text(
            "the game has just begun")
        expect(widget.locator(".skyw-turn")).to_contain_text("Á leik: Anna")
        room.check(widget, "Pig in Icelandic, the first move", lang="is")
        room.no_overflow(widget, "Pig in Icelandic, the first move")
        _shoot(room, jupyterlab, widget, artifacts_dir / "pig-is-1280-first.png")

        # a roll, then hold: the bot's turn follows and the board waits for Anna again
        moves.get_by_role("button", name="roll the die", exact=True).click()
        expect(_logged(widget)).to_have_count(1, timeout=TURN_TIMEOUT)
        expect(rolls.locator(".skyw-pdie")).to_have_count(1)
        hold = moves.get_by_role("button", name=re.compile(r"^hold: bank \d+$"))
        expect(hold).to_be_visible()
        room.check(widget, "Pig in Icelandic, a roll", lang="is")
        hold.click()
        expect(_logged(widget).nth(2)).to_contain_text("greedy",
                                                                       timeout=TURN_TIMEOUT)
        expect(prompt).to_have_text("Anna á leik: ýttu á leik hér fyrir neðan.",
                                    timeout=TURN_TIMEOUT)
        expect(board.get_by_role("group", name="Last turn", exact=True)).to_contain_text(
            "player 2 rolled")
        # the track's marks in words: the seats' names and points
        expect(board.locator(".skyw-ptrack-list li").filter(has_text="Anna:")).to_have_count(1)
        room.check(widget, "Pig in Icelandic, after the bot's turn", lang="is")
        _shoot(room, jupyterlab, widget, artifacts_dir / "pig-is-1280-light.png")

        room.presentation(True)
        jupyterlab.frame(widget)
        room.check(widget, "Pig in Icelandic, Presentation Mode", lang="is")
        _shoot(room, jupyterlab, widget, artifacts_dir / "pig-is-1280-presentation.png")
        room.presentation(False)

        _panels_light_and_dark(room, jupyterlab, page, widget, artifacts_dir, "pig")
        assert jupyterlab.console_errors("pig") == []
    finally:
        room.leave()


def test_a_view_without_pieces_and_every_other_kind_in_icelandic(jupyterlab, page, room,
                                                                 artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    race = jupyterlab.open_widget_notebook("races-icelandic.ipynb", RACES, "race",
                                           ".skyw-pmoves button", 2)
    cards = page.locator('.skyw[data-game="race_on_cards"]').first
    try:
        # the view drawn readably: our words for its parts, the game's keys as written
        outline = race.locator(".skyw-outline")
        expect(outline).to_contain_text("Á leik: Anna (sæti 1)")
        expect(outline).to_contain_text("Over: nei")
        expect(outline).to_contain_text("Last adds: ekkert")
        expect(race.locator(".skyw-generic-prompt")).to_have_text(
            "Anna á leik: ýttu á leik hér fyrir neðan.")
        room.check(race, "Race in Icelandic, the view drawn", lang="is")
        room.no_overflow(race, "Race in Icelandic, the view drawn")
        race.locator(".skyw-pmoves button").first.click()
        expect(_logged(race)).to_have_count(2, timeout=TURN_TIMEOUT)  # the random bot's too
        expect(outline).to_contain_text("Last adds:")
        room.check(race, "Race in Icelandic, played", lang="is")
        _shoot(room, jupyterlab, race, artifacts_dir / "race-is-1280-light.png")

        # the cards, the die, the counters and the track
        cards.scroll_into_view_if_needed()
        # a card that plays nothing is a picture named in words
        expect(cards.locator(".skyw-pcard.is-down")).to_have_attribute(
            "aria-label", "the deck, snýr niður (deck)")
        expect(cards.locator(".skyw-piece-dice, .skyw-piece-text").first).to_be_visible()
        cards.locator(".skyw-pcard.is-playable").first.click()
        expect(_logged(cards)).to_have_count(2, timeout=TURN_TIMEOUT)
        expect(cards.locator(".skyw-pdie")).to_have_attribute(
            "aria-label", re.compile(r"^teningur 1, [12], haldinn$"))
        expect(cards.locator(".skyw-pdie-held")).to_have_text("haldinn")
        room.check(cards, "Race on cards in Icelandic", lang="is")
        room.no_overflow(cards, "Race on cards in Icelandic")
        _shoot(room, jupyterlab, cards, artifacts_dir / "race-cards-is-1280-light.png")
        jupyterlab.set_theme("JupyterLab Dark")
        page.wait_for_timeout(500)
        room.check(cards, "Race on cards in Icelandic, dark", axe=False, lang="is")
        _shoot(room, jupyterlab, cards, artifacts_dir / "race-cards-is-1280-dark.png")
        jupyterlab.set_theme("JupyterLab Light")
        assert jupyterlab.console_errors("race") == []
    finally:
        room.leave()


def test_openspiel_tic_tac_toe_in_icelandic(jupyterlab, page, room, artifacts_dir):
    pytest.importorskip("pyspiel")
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook("openspiel-ttt-icelandic.ipynb", TIC_TAC_TOE,
                                             "openspiel:tic_tac_toe", ".skyw-pcell", 9)
    board = widget.locator(".skyw-generic")
    prompt = board.locator(".skyw-generic-prompt")
    cells = widget.locator(".skyw-pcell")
    try:
        expect(widget).to_have_attribute("lang", "is")
        expect(prompt).to_have_text(
            "Anna á leik: ýttu á merktan hlut á borðinu eða á leik hér fyrir neðan.")
        grid = board.get_by_role("group", name=re.compile(r"^Borð: 3 raðir, 3 dálkar; "))
        expect(grid).to_be_visible()
        expect(board.locator(".skyw-piece-grid .skyw-piece-label")).to_have_text("Borð")
        # a cell's spoken name: its place, "tómur", then OpenSpiel's own move label
        expect(cells.nth(4).locator(".skyw-visually-hidden")).to_have_text(
            re.compile(r"^b2, tómur: x\(1,1\)$"))
        expect(widget.locator(".skyw-pplayer.is-to-move")).to_contain_text("Anna")
        expect(widget.locator(".skyw-pplayer.is-to-move")).to_contain_text("Leikmaður 0")
        room.check(widget, "tic-tac-toe in Icelandic, the first move", lang="is")
        room.no_overflow(widget, "tic-tac-toe in Icelandic, the first move")
        _shoot(room, jupyterlab, widget, artifacts_dir / "ttt-is-1280-first.png")

        # a cell, then a move button; the random bot answers each
        cells.nth(4).click()
        expect(_logged(widget)).to_have_count(2, timeout=TURN_TIMEOUT)
        board.locator(".skyw-pmoves button").first.click()
        expect(_logged(widget)).to_have_count(4, timeout=TURN_TIMEOUT)
        room.check(widget, "tic-tac-toe in Icelandic, mid-game", lang="is")
        room.presentation(True)
        jupyterlab.frame(widget)
        room.check(widget, "tic-tac-toe in Icelandic, Presentation Mode", lang="is")
        _shoot(room, jupyterlab, widget, artifacts_dir / "ttt-is-1280-presentation.png")
        room.presentation(False)

        # on to the end: the first playable cell each turn
        for _ in range(5):
            if prompt.inner_text().strip() == "Leik lokið.":
                break
            logged = _logged(widget).count()
            board.locator(".skyw-pcell.is-playable").first.click()
            expect(_logged(widget)).not_to_have_count(logged,
                                                                      timeout=TURN_TIMEOUT)
            page.wait_for_timeout(500)  # the bot's answer, if the game goes on
        expect(prompt).to_have_text("Leik lokið.", timeout=TURN_TIMEOUT)
        counters = board.get_by_role("group", name="Útkoma", exact=True)
        expect(counters).to_contain_text("Leikmaður 0")
        expect(board.locator(".skyw-pplayer").first).to_contain_text(
            re.compile(r"Leikmaður 0: -?\d"))
        room.check(widget, "tic-tac-toe in Icelandic, game over", lang="is")
        _shoot(room, jupyterlab, widget, artifacts_dir / "ttt-is-1280-light.png")

        _panels_light_and_dark(room, jupyterlab, page, widget, artifacts_dir, "ttt")
        assert jupyterlab.console_errors("openspiel") == []
    finally:
        room.leave()
