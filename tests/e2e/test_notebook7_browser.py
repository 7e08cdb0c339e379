"""Notebook 7: a board's keys play the game and never reach the notebook.

Notebook 7 is the same Jupyter server with another front end (``/notebooks/<path>``),
whose command mode turns single keys into notebook commands: ``a`` and ``b`` insert a
cell, ``x`` cuts one, ``1`` makes a cell a heading. A key pressed on a board must play
the game (Skyway's ``A`` picks a blueprint, ``5`` places it) and leave the notebook as
it was.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

CODE = "from skywidgets import Skyway\nw = Skyway(seed=3)\nw"


def notebook7_url(server, path: str) -> str:
    return f"{server.url}/notebooks/{path}?token={server.token}"


def test_keys_on_a_board_play_and_never_reach_notebook_7(page, lab_server):
    pytest.importorskip("notebook")
    path = lab_server.write_notebook("notebook7-keys.ipynb", CODE)
    lab_server.shutdown_sessions(path)
    page.goto(notebook7_url(lab_server, path))
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(state="visible", timeout=90_000)
    # Notebook 7's own page, not JupyterLab's
    assert page.locator("#main-panel, .jp-NotebookShell, #jp-top-panel").count() > 0
    page.wait_for_function(
        """() => {
            const s = document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;
            const k = document.querySelector('.jp-KernelName, .jp-Toolbar-kernelName')?.textContent ?? '';
            // idle, not merely unknown: a cell run before the kernel is connected is dropped
            return s === 'idle' && k.trim() !== '' && !/No Kernel|Connecting/.test(k);
        }""", timeout=90_000, polling=200)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.keyboard.press("Shift+Enter")
    board = page.locator(".skyw").first
    board.wait_for(state="visible", timeout=90_000)
    market = board.locator('.skyway-blueprint[aria-disabled="false"]')
    market.first.wait_for(timeout=60_000)
    before = notebook_state(page)
    # B picks blueprint B (in command mode: insert a cell below), then a cell's digit places
    # it (in command mode: make the cell a heading)
    letter = "abc"[int(market.first.get_attribute("data-blueprint"))]
    market.first.focus()
    page.keyboard.press(letter)
    expect(board.locator(".skyway-blueprint[aria-pressed='true']")).to_have_count(1)
    target = board.locator(".skyway-cell.is-target").first
    cell = int(target.get_attribute("data-cell"))
    page.keyboard.press(str(cell + 1))
    # the Log's entries after "Start position", one per move played
    moves_played = board.locator(".skyw-log-entry .skyw-log-ply")
    expect(moves_played).to_have_count(1, timeout=30_000)
    expect(moves_played.first).to_have_text("1.")
    assert notebook_state(page) == before, "a key on the board reached the notebook"
    # the keys that are notebook commands in Notebook 7 do nothing to the notebook, and
    # Enter on a button of the board still presses it (Bot move plays the next move)
    for key in ("x", "m", "y", "d", "z", "Escape"):
        board.locator(".skyw-header").get_by_role("button", name="Compact").focus()
        page.keyboard.press(key)
    board.get_by_role("button", name="Bot move").focus()
    page.keyboard.press("Enter")
    expect(moves_played).to_have_count(2, timeout=30_000)
    time.sleep(0.5)
    assert notebook_state(page) == before, "a key on the board reached the notebook"


def notebook_state(page) -> list[str]:
    """Each cell's kind, in order: a notebook command (insert, cut, to markdown) changes it."""
    return page.locator(".jp-Notebook .jp-Cell").evaluate_all(
        "cells => cells.map(c => c.classList.contains('jp-MarkdownCell') ? 'markdown' : 'code')")
