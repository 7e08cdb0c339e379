"""The teacher's view in a real JupyterLab: a cell sets ``w.reveal_all = True`` and the
board shows the banner and every hidden card, face up and marked; a cell sets it back
and the seat's view returns.

Skyjo and Skyway Robbery are checked card by card (face-down cards, another player's
draft, the decks in order), the other three games for the banner. Every revealed board
still fits the 1280x800 projector in Presentation Mode, with no board text under 14 px
and nothing serious for axe-core, light and dark; a screenshot of each goes to the
artifacts.
"""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

BANNER = ".skyw-reveal"
TITLE = "Teacher view: everything is revealed"
#: per game: the widget's cell and the board part that says it is drawn (and how many)
GAMES = {
    "skyjo": ("from skywidgets import Skyjo\n"
              "w = Skyjo(players=['You', 'greedy'], seed=1, settings={'pace': 0})\nw",
              ".skyjo-grid.is-main .skyjo-slot", 12),
    "skyway_robbery": ("from skywidgets import SkywayRobbery\n"
                       "w = SkywayRobbery(players=['You', 'heuristic'], seed=4, "
                       "settings={'pace': 0})\nw", ".skyrob-players", 1),
    "skyway": ("from skywidgets import Skyway\nw = Skyway(seed=3)\nw", ".skyway-cell", 9),
    "skyline_express": ("from skywidgets import SkylineExpress\n"
                        "w = SkylineExpress(players=['You'], seed=2)\nw", ".skyw-board-host", 1),
    "skybridge": ("from skywidgets import Skybridge\n"
                  "w = Skybridge(players=['You', 'random'], seed=0, settings={'pace': 0})\nw",
                  ".skyw-board-host", 1),
}


def _expect():
    from playwright.sync_api import expect

    return expect


def _run_cell(page, code: str) -> None:
    """Add a cell under the last one, type `code` into it and run it (Shift+Enter)."""
    page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.wait_for_timeout(300)
    page.keyboard.press("Enter")
    page.keyboard.type(code)
    page.keyboard.press("Shift+Enter")
    page.wait_for_timeout(800)


def _open(jupyterlab, room, game: str):
    code, board, count = GAMES[game]
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(f"reveal-{game}.ipynb", code, game,
                                             board, count)
    return widget


def _look(jupyterlab, room, page, widget, game: str, artifacts_dir) -> None:
    """Presentation Mode at 1280x800, light then dark: the revealed board still fits the
    room; a screenshot of each."""
    room.presentation(True)
    try:
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            jupyterlab.set_theme(theme)
            room.check(widget, f"{game} revealed, {theme}")
            jupyterlab.frame(widget)
            shade = "dark" if "Dark" in theme else "light"
            page.screenshot(path=str(artifacts_dir / f"reveal-{game}-{shade}.png"))
            if game == "skyway_robbery":  # the other player's hidden cards, further down
                widget.locator(".skyrob-players").screenshot(
                    path=str(artifacts_dir / f"reveal-{game}-players-{shade}.png"))
    finally:
        room.leave()


def test_skyjo_revealed_and_back(jupyterlab, room, page, artifacts_dir):
    expect = _expect()
    widget = _open(jupyterlab, room, "skyjo")
    banner = widget.locator(BANNER)
    expect(banner).to_be_hidden()
    assert widget.locator(".is-hidden-card").count() == 0

    _run_cell(page, "w.reveal_all = True")
    expect(banner).to_be_visible(timeout=15_000)
    expect(banner).to_contain_text(TITLE)
    expect(banner).to_contain_text("Every face-down card is shown")
    expect(banner.locator("summary")).to_have_text("What no one can know yet")
    # before the opening reveals every card of both grids is face down: 24 shown, marked
    expect(widget.locator(".skyjo-card.is-hidden-card")).to_have_count(24)
    main = widget.locator(".skyjo-grid.is-main .skyjo-card.is-hidden-card").first
    assert "hidden from every player" in main.get_attribute("aria-label")
    deck = widget.locator(".skyw-reveal-list")
    expect(deck.locator("summary")).to_contain_text("Draw pile in order (125 cards, top first)")
    # the shared Chance panel says its odds are still the seat's, not the revealed truth
    expect(widget.locator(".skyw-chance-panel .skyw-chance-basis")).to_contain_text(
        "these odds are not the revealed truth")
    _look(jupyterlab, room, page, widget, "skyjo", artifacts_dir)

    _run_cell(page, "w.reveal_all = False")
    expect(banner).to_be_hidden(timeout=15_000)
    expect(widget.locator(".is-hidden-card")).to_have_count(0)
    expect(deck).to_be_hidden()
    expect(widget.locator(".skyjo-grid.is-main .skyjo-card.is-down")).to_have_count(12)


def test_skyway_robbery_revealed_and_back(jupyterlab, room, page, artifacts_dir):
    expect = _expect()
    widget = _open(jupyterlab, room, "skyway_robbery")
    banner = widget.locator(BANNER)
    expect(banner).to_be_hidden()
    bot_draft = widget.locator('.skyrob-seat[data-seat="1"]').get_by_text("Draft cards (")
    expect(bot_draft).to_have_count(0)

    _run_cell(page, "w.reveal_all = True")
    expect(banner).to_be_visible(timeout=15_000)
    expect(banner).to_contain_text(TITLE)
    # the bot's draft, face up in a fold that says the others cannot see it
    expect(bot_draft).to_have_count(1)
    expect(bot_draft).to_contain_text("hidden from the others")
    decks = widget.locator(".skyrob-revealed-decks")
    expect(decks.locator("summary")).to_have_text("Decks in order, top card first (hidden from every player)")
    decks.locator("summary").click()
    expect(decks).to_contain_text("Gang deck (")
    decks.locator("summary").click()
    _look(jupyterlab, room, page, widget, "skyway_robbery", artifacts_dir)

    _run_cell(page, "w.reveal_all = False")
    expect(banner).to_be_hidden(timeout=15_000)
    expect(bot_draft).to_have_count(0)
    expect(decks).to_have_count(0)


@pytest.mark.parametrize("game", ["skyway", "skyline_express", "skybridge"])
def test_the_banner_says_what_is_revealed(jupyterlab, room, page, artifacts_dir, game):
    expect = _expect()
    widget = _open(jupyterlab, room, game)
    banner = widget.locator(BANNER)
    _run_cell(page, "w.reveal_all = True")
    expect(banner).to_be_visible(timeout=15_000)
    expect(banner).to_contain_text(TITLE)
    words = {"skyway": "The deck is listed in order",
             "skyline_express": "The dice still to be rolled cannot be known",
             "skybridge": "Nothing is hidden in this game"}[game]
    expect(banner).to_contain_text(words)
    if game == "skyway":
        expect(widget.locator(".skyw-reveal-list summary")).to_contain_text("Deck in order (")
    _look(jupyterlab, room, page, widget, game, artifacts_dir)
    _run_cell(page, "w.reveal_all = False")
    expect(banner).to_be_hidden(timeout=15_000)
