"""One board shown twice (the same widget displayed in two cells), in a real JupyterLab:
Undo pressed in each view before either has heard Python's answer takes back one move,
not two. Each view's Undo carries the ply of the position it showed; the second one is
stale by the time Python reads it, and the second view says so in plain words."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "two-views-e2e.ipynb"
CELLS = [
    "from skywidgets import Skyway\n"
    "w = Skyway(seed=3, settings={'undo': 'free'})\n"
    "for move in ('a5', 'b5', 'c5', 'a1'):\n"
    "    w.play(move)\n"
    "w",
    "w  # the same board, shown again",
]
TIMEOUT = 20_000
#: both Undo buttons pressed in one turn of the page's event loop: neither view has had
#: Python's answer to the other one's yet, as two people pressing at once
PRESS_BOTH_JS = """() => {
    const undos = [...document.querySelectorAll('.skyw[data-game="skyway"]')]
        .map(w => [...w.querySelectorAll('.skyw-controls button')]
            .find(b => b.textContent.trim() === 'Undo'));
    if (undos.length !== 2 || undos.some(b => !b || b.disabled)) return 'not two Undo buttons';
    undos.forEach(b => b.click());
    return 'pressed';
}"""


def _expect():
    from playwright.sync_api import expect

    return expect


def test_undo_in_each_of_two_views_takes_back_one_move(jupyterlab, page, artifacts_dir):
    expect = _expect()
    first = jupyterlab.open_widget_notebook(NOTEBOOK, CELLS, "skyway",
                                            ".skyway-grid .skyway-cell", 9)
    try:
        views = page.locator('.skyw[data-game="skyway"]')
        expect(views).to_have_count(2, timeout=TIMEOUT)
        second = views.nth(1)
        for view in (first, second):
            expect(view.locator(".skyw-turn")).to_contain_text("After move 4")
            expect(view.locator(".skyw-log-panel .skyw-log-entry")).not_to_have_count(0)
        assert page.evaluate(PRESS_BOTH_JS) == "pressed"

        # one move taken back, in both views
        for view in (first, second):
            expect(view.locator(".skyw-turn")).to_contain_text("After move 3", timeout=TIMEOUT)
        # the second Undo was stale: the second view says so, in plain words
        banner = second.locator(".skyw-error")
        expect(banner).to_be_visible(timeout=TIMEOUT)
        expect(banner).to_contain_text("stale undo: this board showed move 4, but the game "
                                       "is at move 3 now")
        expect(banner).to_contain_text("nothing was done")
        jupyterlab.frame(second)
        page.screenshot(path=str(artifacts_dir / "two-views-stale-undo.png"))
        # pressed again, now that it shows move 3, it takes back one more
        second.locator(".skyw-controls").get_by_role("button", name="Undo", exact=True).click()
        for view in (first, second):
            expect(view.locator(".skyw-turn")).to_contain_text("After move 2", timeout=TIMEOUT)
        assert jupyterlab.console_errors("skyway") == []
    finally:
        jupyterlab.server.shutdown_sessions(NOTEBOOK)
