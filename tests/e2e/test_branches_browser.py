""""What if?" branches in a real JupyterLab driven in Debian's Chromium.

``Skybridge(players=["Ann", "Ben"], seed=0)`` (nothing hidden: Undo starts as "any move"):
three moves from the Legal moves panel; the Log's time travel shows the position after
move 1, Play on from here, and another move: the Log now marks where the main line goes
another way, and the Branches panel lists both lines. Branch 2 is renamed by keyboard,
the two branches are compared side by side, and a click on the Log's marker switches back
to the main line, whose three moves come back. The panel is looked at light and dark
(screenshots), read by axe-core, and its text is 14 px or more.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "branches-e2e.ipynb"
CODE = (
    "from skywidgets import Skybridge\n"
    'w = Skybridge(players=["Ann", "Ben"], seed=0, settings={"pace": 0, "sim_seconds": 2})\n'
    "w"
)
TIMEOUT = 20_000


def _expect():
    from playwright.sync_api import expect

    return expect


def _moves(widget):
    """The Log's move rows (the first row is the start position)."""
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))


def _play_listed(widget, which: int, count: int) -> None:
    """Play the legal move at `which` of the Legal moves panel; the Log then has `count` moves."""
    widget.locator(".skyw-moves-panel .skyw-move").nth(which).click()
    _expect()(_moves(widget)).to_have_count(count, timeout=TIMEOUT)


def test_a_move_from_the_past_keeps_the_line_and_switching_brings_it_back(jupyterlab, page, room,
                                                                           artifacts_dir):
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skybridge",
                                             ".skybridge-map .skybridge-cell", 9)
    branches = widget.locator(".skyw-branches-panel")
    try:
        for count in (1, 2, 3):
            _play_listed(widget, 0, count)
        main_line = _moves(widget).all_inner_texts()
        # one line, at its end: no Branches panel
        expect(branches).to_be_hidden()

        # time travel to move 1, play on from there with another move
        _moves(widget).nth(0).click()
        expect(widget.locator(".skyw-viewing")).to_be_visible()
        widget.get_by_role("button", name="Play on from here", exact=True).click()
        expect(widget.locator(".skyw-viewing")).to_be_hidden()
        expect(_moves(widget)).to_have_count(1)
        # the Log says where the original line goes on
        marker = widget.locator(".skyw-log-fork-button")
        expect(marker).to_have_text(re.compile(r"This line goes on to move 3"))
        _play_listed(widget, 3, 2)
        assert _moves(widget).all_inner_texts()[1] != main_line[1]

        # two branches: the Log marks where the main line leaves this one, the panel lists both
        expect(marker).to_have_text(re.compile(r"Main line goes another way here \(to move 3\)"))
        expect(branches).to_be_visible()
        rows = branches.locator(".skyw-branch-switch")
        expect(rows).to_have_count(2)
        expect(rows.nth(0)).to_have_text("Main line: 3 moves")
        expect(rows.nth(1)).to_have_text("Branch 2: leaves Main line after move 1, 2 moves, the live game")
        expect(rows.nth(1)).to_have_attribute("aria-current", "true")

        # renamed by keyboard: Rename, type, Enter
        branches.get_by_role("button", name="Rename Branch 2", exact=True).focus()
        page.keyboard.press("Enter")
        name_box = branches.get_by_label("New name")
        expect(name_box).to_be_focused()
        page.keyboard.press("Control+a")
        page.keyboard.type("Bold start")
        page.keyboard.press("Enter")
        expect(rows.nth(1)).to_have_text(re.compile(r"^Bold start: "), timeout=TIMEOUT)
        expect(name_box).to_be_hidden()

        # side by side: Simulated outcomes at the end of both branches
        branches.get_by_label("Compare", exact=True).select_option("Main line")
        branches.get_by_label("with", exact=True).select_option("Bold start")
        branches.get_by_role("button", name="Compare", exact=True).click()
        table = branches.locator(".skyw-compare-table")
        expect(branches.locator(".skyw-panel-note")).to_contain_text("For the player to move", timeout=TIMEOUT)
        expect(table.locator("thead th")).to_have_text(["Branch", "Main line", "Bold start"])
        expect(table.locator("tbody tr").nth(0)).to_have_text(re.compile(r"At move\s*3\s*2"))
        expect(table.locator("tbody tr").nth(1)).to_have_text(re.compile(r"To move\s*Ben\s*Ann"))

        # look at it, light and dark; axe reads the whole widget; no text under 14 px
        jupyterlab.frame(branches)
        branches.scroll_into_view_if_needed()
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            if theme != jupyterlab.theme:
                jupyterlab.set_theme(theme)
            shot = artifacts_dir / f"branches-{'dark' if 'Dark' in theme else 'light'}.png"
            widget.locator(".skyw-side").screenshot(path=str(shot))
            print(f"\nscreenshot: {shot}")
            found = room.axe('.skyw[data-game="skybridge"]')
            assert found == [], f"{theme}: axe-core:\n" + "\n".join(found)
        sizes = branches.evaluate(
            "p => [...p.querySelectorAll('button, td, th, label, li, p, select')]"
            ".filter(e => e.offsetParent && e.textContent.trim())"
            ".map(e => parseFloat(getComputedStyle(e).fontSize))")
        assert sizes and min(sizes) >= 14, sizes

        # back to the main line from the Log's marker: its three moves again
        marker.click()
        expect(_moves(widget)).to_have_count(3, timeout=TIMEOUT)
        assert _moves(widget).all_inner_texts() == main_line
        expect(rows.nth(0)).to_have_attribute("aria-current", "true")
        expect(widget.locator(".skyw-error")).to_be_hidden()
        assert not jupyterlab.console_errors("skybridge")
    finally:
        room.leave()
