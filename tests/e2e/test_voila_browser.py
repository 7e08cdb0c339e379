"""Voilà: the start notebook served as an app, its boards played with the mouse and the keys.

Voilà runs every cell of a notebook in a kernel of its own and shows only the outputs, with
no code and no notebook commands around them. A class can be given the start notebook that
way. The test serves a copy of ``notebooks/00-start-here.ipynb`` with ``voila`` on a free
port of 127.0.0.1 and plays its Skybridge board against the greedy bot: a piece and a base
clicked, then a piece picked with its key and placed with Enter. Each time the person's
move and then the bot's answer must appear in the Log and on the board. The board must
follow Voilà's dark theme (``?theme=dark``) with readable text, and axe-core must find
nothing in either theme.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

from skywidgets.server import CLASS_NAME

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
NOTEBOOK = "00-start-here.ipynb"
GAME = "skybridge"
#: milliseconds for a move, and the bot's answer at its pace, to reach the page
MOVE_TIMEOUT = 20_000
#: the whole start notebook runs before Voilà shows the page (its tournament too)
PAGE_TIMEOUT = 90_000


def _expect():
    from playwright.sync_api import expect

    return expect


@pytest.fixture
def voila(app_server, free_port, tmp_path):
    """The start notebook served by Voilà (light theme unless the address asks otherwise)."""
    pytest.importorskip("voila")
    root = tmp_path / "root"
    shutil.copytree(NOTEBOOKS, root)
    port = free_port()
    cmd = [sys.executable, "-m", "voila", NOTEBOOK, "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", "--theme=light",
           # as docs/front-ends.md says: Voilà on its own takes skywidgets.server's class by name
           f"--Voila.kernel_websocket_connection_class={CLASS_NAME}"]
    return app_server(cmd, root, port)


def _log(widget) -> list[tuple[str, str]]:
    """The Log's moves as (player, label), in order ("Start position" left out)."""
    rows = widget.locator(".skyw-log-panel .skyw-log-entry").evaluate_all(
        "els => els.map(e => [...e.children].map(c => c.textContent.trim()))")
    return [(player.strip(" :"), label) for ply, player, label in (r for r in rows if len(r) == 3)]


def _cells(widget) -> list[str]:
    """What each base of the map says, base 1 to 9."""
    return widget.locator(".skybridge-map .skybridge-cell").evaluate_all(
        "els => els.map(e => e.textContent.replace(/\\s+/g, ' ').trim())")


def _move_label(widget, move_id: str) -> str:
    button = widget.locator(".skyw-moves-panel .skyw-move").filter(
        has=widget.page.locator(".skyw-move-id", has_text=re.compile(rf"^{re.escape(move_id)}$")))
    _expect()(button).to_have_count(1)
    return button.locator(".skyw-move-label").inner_text().strip()


def _open(page, url: str | None):
    """Open the page (None: it is on its way) and wait for the Skybridge board to be drawn;
    returns it."""
    if url is not None:
        page.goto(url, timeout=PAGE_TIMEOUT)
    widget = page.locator(f'.skyw[data-game="{GAME}"]').first
    _expect()(widget.locator(".skybridge-map .skybridge-cell")).to_have_count(9, timeout=PAGE_TIMEOUT)
    # every board of the notebook is drawn, the Lab too
    _expect()(page.locator(".skyw[data-game]")).to_have_count(5)
    widget.scroll_into_view_if_needed()
    return widget


def _bot_answers(widget, moves: int) -> list[tuple[str, str]]:
    """Wait until the Log has `moves` moves, the last the bot's, and it is the person's turn."""
    expect = _expect()
    entries = widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))
    expect(entries).to_have_count(moves, timeout=MOVE_TIMEOUT)
    expect(widget.locator(".skyw-turn")).to_contain_text("To move: You", timeout=MOVE_TIMEOUT)
    log = _log(widget)
    assert log[-1][0] == "greedy", f"the bot did not answer: {log}"
    return log


def _game_errors(page) -> list[str]:
    """Uncaught errors, and console errors about the boards. (Voilà's page itself asks a CDN
    for an icon font, which a closed network refuses, and fails to load the Notebook 7
    extension it finds installed: neither is the boards'.)"""
    return [line for line in page.console_lines
            if line.startswith("[pageerror]")
            or ("[error]" in line and re.search(r"skyw|anywidget|skybridge", line, re.I))]


def _readable(widget, looks, room, where: str) -> list[str]:
    bg = looks.behind(widget)
    low = looks.below(looks.texts(widget, "*"), 4.5)
    problems = [f"{where}: {ratio}:1 {item['cls']} {item['text'][:30]!r}" for ratio, item in low[:5]]
    problems += [f"{where}: axe-core: {p}" for p in room.axe(f'.skyw[data-game="{GAME}"]')]
    return problems, bg


def test_voila_serves_the_start_notebook_and_its_board_plays(voila, page, browser, looks, room, artifacts_dir):
    # Voilà runs the whole notebook for each visit: the dark theme's visit starts now, in a
    # second tab, and runs while the first is played
    dark_context = browser.new_context(viewport={"width": 1440, "height": 1000}, device_scale_factor=1,
                                       reduced_motion="reduce")
    dark_context.set_default_timeout(30_000)
    dark_page = dark_context.new_page()
    dark_page.console_lines = []
    dark_page.on("console", lambda m: dark_page.console_lines.append(f"[{m.type}] {m.text}"))
    dark_page.on("pageerror", lambda e: dark_page.console_lines.append(f"[pageerror] {e}"))
    dark_page.evaluate("url => { location.href = url; }", voila.url + "?theme=dark")
    try:
        _play_light_then_dark(voila, page, dark_page, looks, room, artifacts_dir)
    finally:
        dark_context.close()


def _play_light_then_dark(voila, page, dark_page, looks, room, artifacts_dir):
    expect = _expect()
    widget = _open(page, voila.url)
    assert page.evaluate("() => document.body.dataset.jpThemeLight") == "true"
    assert _log(widget) == []
    empty = _cells(widget)
    assert all("empty" in text for text in empty), empty

    # the mouse: the three-story block, then base 5; the bot answers on its own
    label = _move_label(widget, "3@5")
    widget.locator(".skybridge-pick[data-piece='tall']").click()
    widget.locator(".skybridge-map .skybridge-cell[data-base='4']").click()
    log = _bot_answers(widget, 2)
    assert log[0] == ("You", label), log
    cells = _cells(widget)
    assert "empty" not in cells[4], cells
    assert sum("empty" not in text for text in cells) >= 2, f"the bot's piece is not on the map: {cells}"

    # the keys: 3 picks the three-story block on the focused map, Enter places it on a base
    # it may go to; the bot answers again
    widget.locator(".skybridge-map .skybridge-cell[data-base='0']").focus()
    page.keyboard.press("3")
    expect(widget.locator(".skybridge-pick[data-piece='tall']")).to_have_attribute("aria-pressed", "true")
    target = widget.locator(".skybridge-map .skybridge-cell.is-target").first
    base = int(target.get_attribute("data-base"))
    label = _move_label(widget, f"3@{base + 1}")
    target.focus()
    page.keyboard.press("Enter")
    log = _bot_answers(widget, 4)
    assert log[2] == ("You", label), log
    assert "empty" not in _cells(widget)[base]
    expect(widget.locator(".skyw-error")).to_be_hidden()

    problems, bg = _readable(widget, looks, room, "light")
    assert looks.luminance(bg) > 0.6, f"the board is not light in Voilà's light theme: {bg}"
    widget.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts_dir / "voila-light.png"))
    assert _game_errors(page) == []

    # Voilà's dark theme (the second tab): the board follows it, every word readable
    widget = _open(dark_page, None)
    assert dark_page.evaluate("() => document.body.dataset.jpThemeLight") == "false"
    widget.locator(".skybridge-pick[data-piece='tall']").click()
    widget.locator(".skybridge-map .skybridge-cell[data-base='4']").click()
    _bot_answers(widget, 2)
    dark_room = type(room)(dark_page)  # the same audit, on the second tab
    dark_problems, bg = _readable(widget, looks, dark_room, "dark")
    assert looks.luminance(bg) < 0.2, f"the board is not dark in Voilà's dark theme: {bg}"
    widget.scroll_into_view_if_needed()
    dark_page.screenshot(path=str(artifacts_dir / "voila-dark.png"))
    assert problems + dark_problems == [], "\n".join(problems + dark_problems)
    assert _game_errors(dark_page) == []
