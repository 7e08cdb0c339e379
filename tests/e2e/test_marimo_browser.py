"""marimo: a board wrapped with mo.ui.anywidget, served as an app, played with the mouse and keys.

marimo draws an anywidget inside a shadow root of its own, with marimo's page and theme
around it. The test runs the example app ``docs/examples/marimo_skyway.py`` (a Skyway board,
``seed=3``) with ``marimo run`` on a free port of 127.0.0.1, without a token, and plays two
moves: a blueprint and a space clicked, then a blueprint picked with its letter and placed
with a space's digit. Each time the blueprint's cards must land on that space and the Log
must show the move. The board's stylesheet cannot see marimo's page from inside the shadow
root, so the widget reads marimo's theme off the page: with marimo following the system's
colour scheme, the board must be light, then dark as the scheme turns dark, with text of
4.5:1 or more, and axe-core must find nothing in either.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

APP = Path(__file__).resolve().parents[2] / "docs" / "examples" / "marimo_skyway.py"
GAME = "skyway"
LETTERS = "abc"
PAGE_TIMEOUT = 60_000
MOVE_TIMEOUT = 20_000


def _expect():
    from playwright.sync_api import expect

    return expect


@pytest.fixture
def marimo_app(app_server, free_port, tmp_path):
    """The example app served by `marimo run`, headless, no token."""
    pytest.importorskip("marimo")
    root = tmp_path / "app"
    root.mkdir()
    shutil.copy(APP, root / APP.name)
    # marimo's theme follows the system's colour scheme, which the test then switches
    (root / "pyproject.toml").write_text('[tool.marimo.display]\ntheme = "system"\n')
    port = free_port()
    cmd = [sys.executable, "-m", "marimo", "run", APP.name, "--headless", "--host", "127.0.0.1",
           "--port", str(port), "--no-token", "--no-sandbox", "--no-check"]
    return app_server(cmd, root, port)


def _cards(locator) -> list[str]:
    """The cards shown in a cell or blueprint, bottom to top."""
    return locator.locator(".skyw-card[data-card]").evaluate_all("els => els.map(e => e.dataset.card)")


def _space(board, cell: int):
    return board.locator(f'.skyway-cell-box[data-cell="{cell}"]')


def _blueprint(board, blueprint: int):
    return board.locator(f'.skyway-blueprint-box[data-blueprint="{blueprint}"]')


def _log(board) -> list[str]:
    """The Log's moves, each its label ("Start position" left out)."""
    rows = board.locator(".skyw-log-panel .skyw-log-entry").evaluate_all(
        "els => els.map(e => [...e.children].map(c => c.textContent.trim()))")
    return [row[-1] for row in rows if len(row) == 3]


def _played(board, moves: int, cell: int, cards: list[str]) -> None:
    """The Log has `moves` moves and `cards` lie on space `cell`."""
    expect = _expect()
    entries = board.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))
    expect(entries).to_have_count(moves, timeout=MOVE_TIMEOUT)
    expect(board).not_to_have_class(re.compile(r"\bis-busy\b"), timeout=MOVE_TIMEOUT)
    assert _cards(_space(board, cell)) == cards


def test_marimo_app_wraps_a_board_that_plays(marimo_app, page, looks, room, artifacts_dir):
    expect = _expect()
    page.goto(marimo_app.url, timeout=PAGE_TIMEOUT)
    board = page.locator(f'.skyw[data-game="{GAME}"]').first
    expect(board.locator(".skyway-grid .skyway-cell")).to_have_count(9, timeout=PAGE_TIMEOUT)
    # marimo's own page, the board inside its anywidget element
    assert board.evaluate("w => w.getRootNode().host?.tagName.toLowerCase()") == "marimo-anywidget"
    assert _log(board) == []
    assert all(_cards(_space(board, cell)) == [] for cell in range(9))

    # the mouse: blueprint A, then the centre (space 5)
    cards = _cards(_blueprint(board, 0))
    assert cards
    board.locator('.skyway-blueprint[data-blueprint="0"]').click()
    board.locator('.skyway-cell[data-cell="4"]').click()
    _played(board, 1, 4, cards)

    # the keys on the focused board: a blueprint's letter, then a space's digit (space 1)
    blueprint = int(board.locator('.skyway-blueprint[aria-disabled="false"]').first.get_attribute("data-blueprint"))
    cards = _cards(_blueprint(board, blueprint))
    board.locator(f'.skyway-blueprint[data-blueprint="{blueprint}"]').focus()
    page.keyboard.press(LETTERS[blueprint])
    expect(board.locator(".skyway-blueprint[aria-pressed='true']")).to_have_count(1)
    page.keyboard.press("1")
    _played(board, 2, 0, cards)
    assert len(_log(board)) == 2
    expect(board.locator(".skyw-error")).to_be_hidden()

    # the board's own look inside marimo's shadow root: its stylesheet, and marimo's light
    # and dark themes followed as marimo switches (the page's marks read by page-theme.js)
    style = board.evaluate("w => getComputedStyle(w).borderTopLeftRadius")
    assert style == "6px", f"the board's stylesheet is not applied: {style}"
    problems = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        expect(page.locator("body")).to_have_attribute("data-theme", scheme)
        expect(board).to_have_attribute("data-page-theme", scheme)
        bg = looks.behind(board)
        if (looks.luminance(bg) < 0.2) != (scheme == "dark"):
            problems.append(f"{scheme}: the board's background {bg} is not {scheme}")
        low = looks.below(looks.texts(board, "*"), 4.5)
        problems += [f"{scheme}: {ratio}:1 {item['cls']} {item['text'][:30]!r}" for ratio, item in low[:5]]
        problems += [f"{scheme}: axe-core: {p}" for p in room.axe(f'.skyw[data-game="{GAME}"]', host="marimo-anywidget")]
        board.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts_dir / f"marimo-{scheme}.png"))
    page.emulate_media(color_scheme="light")
    assert problems == [], "\n".join(problems)
    errors = [line for line in page.console_lines
              if line.startswith("[pageerror]") or ("[error]" in line and re.search(r"skyw|anywidget", line, re.I))]
    assert errors == []
