"""skywidgets.Board in a real JupyterLab: games written in a notebook cell, played on the
generic board, by a person with the mouse and with the keyboard alone.

The notebook's first cell is tests/widget/board_games.py itself: Noughts (noughts and
crosses, which declares its board as pieces: a 3x3 grid, a line per player, a text line),
Race (add 1 or 2 to a total; it declares nothing) and RaceOnCards (Race drawn with the
other kinds: counters, a track, cards, a die, players, mono text). Their classes live in the
kernel's ``__main__``, as a learner's own do. Noughts is played by clicking a grid cell,
by the board's move button, and by the keyboard alone (arrows over the grid, Enter);
Race, drawn as its readable view, by its move buttons against a bot; RaceOnCards by a
card. The panels open:
Legal moves, State, Log, Simulated outcomes (a small run). At 1280x800 the widget is
checked (the decision fits, no board text under 14 px, axe-core finds nothing) and shot
in the light and dark themes and in Presentation Mode; the screenshots go to the
artifacts folder ($SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser]

NOTEBOOK = "board-games.ipynb"
GAMES = (Path(__file__).parents[1] / "widget" / "board_games.py").read_text(encoding="utf-8")
CELLS = [
    GAMES,
    "import skywidgets\n"
    "assert Noughts.__module__ == '__main__'\n"
    "noughts = skywidgets.Board(Noughts(), players=['Ann', 'Ben'], seed=1)\n"
    "noughts",
    "race = skywidgets.Board(Race(), players=['Ann', 'random'], seed=1)\nrace",
    "cards = skywidgets.Board(RaceOnCards(), players=['Ann', 'random'], seed=1)\ncards",
]


def _expect():
    from playwright.sync_api import expect

    return expect




def _cell(widget, name: str):
    """The grid cell named `name` ("b2"): its accessible name starts with it."""
    return widget.locator(".skyw-pgrid").get_by_role("button", name=re.compile(rf"^{name}, "))


def _cell_texts(widget) -> list[str]:
    return widget.locator(".skyw-pgrid .skyw-pcell-text").all_inner_texts()




def _shoot(room, widget, artifacts_dir, name: str) -> Path:
    room.fit(widget)
    room.page.mouse.move(0, 0)
    shot = artifacts_dir / f"board-{name}.png"
    room.page.screenshot(path=str(shot))
    widget.screenshot(path=str(artifacts_dir / f"board-widget-{name}.png"))
    return shot


def test_games_from_a_notebook_cell_play_on_the_generic_board(jupyterlab, page, room, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CELLS, "noughts", ".skyw-pgrid .skyw-pcell", 9)
    race = page.locator('.skyw[data-game="race"]').first
    board = widget.locator(".skyw-generic")
    prompt = board.locator(".skyw-generic-prompt")
    try:
        expect(prompt).to_have_text("Ann to move: press a marked piece of the board, or a move below.")
        expect(board.locator(".skyw-pcell.is-playable")).to_have_count(9)
        expect(board.locator(".skyw-pplayer.is-to-move")).to_contain_text("X")
        room.check(widget, "1280x800 light, Ann to move")
        shots = [_shoot(room, widget, artifacts_dir, "light")]

        # A click on a grid cell plays the move that targets it.
        _cell(widget, "b2").click()
        expect(jupyterlab.moves_logged(widget)).to_have_count(1, timeout=30_000)
        expect(jupyterlab.moves_logged(widget).first).to_contain_text("mark b2")
        expect(_cell(widget, "b2")).to_have_accessible_name("b2, X")
        expect(board.locator(".skyw-pcell.is-playable")).to_have_count(8)
        expect(prompt).to_contain_text("Ben to move")

        # The board's own move button plays too.
        board.locator(".skyw-pmoves").get_by_role("button", name="mark a1", exact=True).click()
        expect(jupyterlab.moves_logged(widget)).to_have_count(2, timeout=30_000)
        assert _cell_texts(widget)[0] == "O"

        # The keyboard alone: Tab reaches the grid's one tab stop, arrows move, Enter plays.
        _cell(widget, "a1").focus()  # an occupied cell: it plays nothing, it holds the place
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        expect(_cell(widget, "c1")).to_be_focused()
        page.keyboard.press("Enter")
        expect(jupyterlab.moves_logged(widget)).to_have_count(3, timeout=30_000)
        expect(_cell(widget, "c1")).to_have_accessible_name("c1, X")
        # the focus stays on the grid through the redraw: the next key moves on from there
        expect(_cell(widget, "c1")).to_be_focused()
        page.keyboard.press("ArrowDown")
        expect(_cell(widget, "c2")).to_be_focused()
        page.keyboard.press("Space")
        expect(jupyterlab.moves_logged(widget)).to_have_count(4, timeout=30_000)
        assert _cell_texts(widget) == ["O", "", "X", "", "X", "O", "", "", ""]
        expect(widget.locator(".skyw-status")).to_contain_text("Move 4, Ben: mark c2")

        # The panels: Legal moves, State, Log, Simulated outcomes.
        moves_panel = jupyterlab.open_panel(widget, ".skyw-moves-panel")
        expect(moves_panel.locator(".skyw-move")).to_have_count(5)
        state = jupyterlab.open_panel(widget, ".skyw-state-panel")
        expect(state).to_contain_text("cells")
        outcomes = jupyterlab.open_panel(widget, ".skyw-outcomes-panel")
        outcomes.get_by_label("Rollouts per move").fill("10")
        outcomes.get_by_role("button", name="Run", exact=True).click()
        expect(outcomes.locator(".skyw-progress-text")).to_contain_text("done", timeout=60_000)
        expect(outcomes.get_by_role("table").locator("tbody tr")).to_have_count(5)
        shots.append(_shoot(room, widget, artifacts_dir, "panels"))
        # axe reviews the board and the shell; the outcomes table is the shell's own, checked
        # by the five games' tests
        outcomes.locator("summary").click()
        room.check(widget, "1280x800 light, panels open")

        # Ann wins on the diagonal a3-b2-c1: the board says so and offers no move.
        _cell(widget, "a3").click()
        expect(jupyterlab.moves_logged(widget)).to_have_count(5, timeout=30_000)
        expect(prompt).to_have_text("Game over.")
        expect(board.locator(".skyw-ptext")).to_have_text("X wins.")
        expect(board.locator(".skyw-pcell.is-playable")).to_have_count(0)
        expect(board.locator(".skyw-piece-moves")).to_be_hidden()

        # Race declares no pieces: its view is drawn readably, its moves are buttons.
        race.scroll_into_view_if_needed()
        outline = race.locator(".skyw-outline")
        expect(outline).to_contain_text("Total: 0")
        expect(outline.locator("table caption")).to_have_text("Players")
        assert "{" not in outline.inner_text(), "the view is drawn, not dumped as JSON"
        race.locator(".skyw-pmoves").get_by_role("button", name="add 2", exact=True).click()
        expect(jupyterlab.moves_logged(race)).to_have_count(2, timeout=30_000)  # the bot answered
        expect(jupyterlab.moves_logged(race).last).to_contain_text("random")
        total = int(re.search(r"Total:\s*(\d+)", outline.text_content())[1])
        assert total in (3, 4), total
        room.check(race, "1280x800 light, a game without pieces")
        shots.append(_shoot(room, race, artifacts_dir, "race-light"))

        # The same game drawn with every other kind of piece: a card plays its move.
        cards = page.locator('.skyw[data-game="race_on_cards"]').first
        cards.scroll_into_view_if_needed()
        expect(cards.locator(".skyw-piece-counters, .skyw-piece-track, .skyw-piece-cards, "
                            ".skyw-piece-players, .skyw-piece-text")).to_have_count(6)
        expect(cards.locator(".skyw-pcard.is-down")).to_have_accessible_name("the deck, face down (deck)")
        cards.get_by_role("button", name="card +2, +2: add 2").click()
        expect(jupyterlab.moves_logged(cards)).to_have_count(2, timeout=30_000)
        expect(cards.locator(".skyw-piece-dice .skyw-pdie")).to_have_count(1)
        expect(cards.locator(".skyw-ptrack-list li")).to_have_count(2)
        room.check(cards, "1280x800 light, every other kind of piece")
        shots.append(_shoot(room, cards, artifacts_dir, "cards-light"))

        # Dark theme, then Presentation Mode (light), on the same screen.
        jupyterlab.set_theme("JupyterLab Dark")
        room.check(widget, "1280x800 dark")
        room.check(race, "1280x800 dark, a game without pieces", axe=False)
        shots.append(_shoot(room, widget, artifacts_dir, "dark"))
        shots.append(_shoot(room, race, artifacts_dir, "race-dark"))
        room.check(cards, "1280x800 dark, every other kind of piece")
        shots.append(_shoot(room, cards, artifacts_dir, "cards-dark"))
        jupyterlab.set_theme("JupyterLab Light")
        room.presentation(True)
        jupyterlab.frame(widget)  # the notebook has grown: the board's cell back into view
        room.check(widget, "1280x800 Presentation Mode")
        shots.append(_shoot(room, widget, artifacts_dir, "presentation"))
        errors = [line for line in page.console_lines if line.startswith("[pageerror]")]
        assert errors == [], errors
        print("\nscreenshots:", ", ".join(str(s) for s in shots))
    finally:
        room.leave()
