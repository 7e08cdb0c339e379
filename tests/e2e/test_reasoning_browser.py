"""Why? and the Bot's reasoning panel in a real JupyterLab, driven in Debian's Chromium.

``Skyjo(players=["You", "ismcts"], seed=1)`` with bots waiting to be stepped: the teacher
ticks Why? beside Bot move (the setting reaches Python), presses Bot step (greedy plays one
opening reveal for the person) and the panel says so, with its evaluation of the leading
reveals and the one played marked; the greedy bot is swapped for IS-MCTS in the Bot choice,
and the next Bot step reads visits, share and mean value, with the iterations and
determinizations. The panel reads at 14 px or more, 4.5:1 in JupyterLab Light and Dark,
axe-core finds nothing, and it fits beside the board on a 1280x800 screen. Unticking Why?
hides the panel again once no reasons are kept.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "reasoning-e2e.ipynb"
CODE = (
    "from skywidgets import Skyjo\n"
    'w = Skyjo(players=["You", "ismcts"], seed=1, settings={"autoplay": False})\n'
    "w"
)
#: milliseconds for a bot's move (an IS-MCTS search of 300 iterations) to reach the page
MOVE_TIMEOUT = 30_000

#: every text of the panel, with its size and contrast
_PANEL_TEXTS_JS = """panel => [...panel.querySelectorAll('*')]
    .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .filter(e => e.checkVisibility())
    .map(e => ({text: e.textContent.trim().slice(0, 30), size: parseFloat(getComputedStyle(e).fontSize)}))"""


def _expect():
    from playwright.sync_api import expect

    return expect


def _check_looks(panel, looks, where: str) -> None:
    small = [t for t in panel.evaluate(_PANEL_TEXTS_JS) if t["size"] < 14]
    assert small == [], f"{where}: panel text under 14 px: {small}"
    low = looks.below(looks.texts(panel, "*"), 4.5)
    assert low == [], f"{where}: panel text under 4.5:1: {low}"


def test_why_shows_the_bots_reasons_with_their_numbers(jupyterlab, page, room, looks,
                                                       artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyjo", ".skyjo-grid.is-main .skyjo-slot", 12)
    jupyterlab.collapse_left_sidebar()
    controls = widget.get_by_role("group", name="Game controls")
    why = controls.get_by_role("checkbox", name="Why?")
    panel = widget.locator(".skyw-reasoning-panel")
    try:
        expect(why).not_to_be_checked()
        expect(panel).to_be_hidden()
        why.check()
        expect(why).to_be_checked()
        # Python took the setting: the panel waits for the next bot move
        expect(panel).to_be_visible()
        expect(panel).to_contain_text("The next bot move will say here why it was played.")

        # greedy plays one reveal for the person: its evaluation of the leading reveals
        controls.get_by_role("button", name="Bot step", exact=True).click()
        heading = panel.locator(".skyw-reasoning-heading")
        expect(heading).to_have_text(re.compile(r"^Move 1, greedy for You: reveal slot \d+\.$"),
                                     timeout=MOVE_TIMEOUT)
        expect(panel.locator(".skyw-reasoning-words")).to_have_text(
            re.compile(r"^This move had the best evaluation, -?\d+(\.\d+)?\.$"))
        # how greedy decides, folded under the numbers
        panel.get_by_text("How it decided").click()
        expect(panel.locator(".skyw-reasoning-details")).to_contain_text("looked one move ahead")
        table = panel.get_by_role("table")
        expect(table.locator("thead th")).to_have_text(["Move", "Evaluation"])
        played = table.locator("tbody tr.is-chosen")
        expect(played).to_have_count(1)
        expect(played.locator("th")).to_contain_text("(played)")
        label = heading.inner_text().split(": ", 1)[1].rstrip(".")
        expect(played.locator("th")).to_contain_text(label)
        log = widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))
        expect(log.last).to_contain_text(f"greedy for You: {label}")
        # the first row is the best rated: the one played
        expect(table.locator("tbody tr").first).to_have_class(re.compile(r"\bis-chosen\b"))
        expect(panel.locator(".skyw-reasoning-totals")).to_have_text(
            re.compile(r"^Legal moves: 12; determinizations: 1\.$"))
        _check_looks(panel, looks, "greedy's reasons, light")

        # the search: visits, share and mean value, its iterations and determinizations
        controls.get_by_label("Bot", exact=True).select_option("ismcts")
        expect(controls.get_by_label("Bot", exact=True)).to_have_value("ismcts")
        controls.get_by_role("button", name="Bot step", exact=True).click()
        expect(heading).to_have_text(re.compile(r"^Move 2, ismcts for You: reveal slot \d+\.$"),
                                     timeout=MOVE_TIMEOUT)
        expect(table.locator("thead th")).to_have_text(["Move", "Visits", "Share", "Mean value"])
        expect(panel.locator(".skyw-reasoning-totals")).to_have_text(
            re.compile(r"^Iterations: 300; determinizations: 300; legal moves: 11\.$"))
        cells = table.locator("tbody tr").first.locator("td")
        expect(cells.nth(1)).to_have_text(re.compile(r"^\d+%$"))
        expect(cells.nth(2)).to_have_text(re.compile(r"^[01]\.\d\d$"))
        visits = [int(t) for t in table.locator("tbody td:first-of-type").all_inner_texts()]
        assert visits == sorted(visits, reverse=True) and sum(visits) <= 300, visits
        panel.get_by_text("How it decided").click()  # folded again
        jupyterlab.frame(widget)
        page.screenshot(path=str(artifacts_dir / "reasoning-light.png"))
        # on a projector (Presentation Mode, the compact layout, which keeps the panel)
        # the whole of the reasons fit on the screen at once, without sticking out
        room.presentation(True)
        widget.get_by_role("button", name="Compact", exact=True).click()
        expect(widget).to_have_class(re.compile(r"\bis-compact\b"))
        expect(panel).to_be_visible()
        panel.evaluate("e => e.scrollIntoView({block: 'end'})")
        page.mouse.move(0, 0)
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts_dir / "reasoning-compact.png"))
        box = panel.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 800, box
        assert looks.sticking_out(widget, ".skyw-reasoning-panel *") == []
        widget.get_by_role("button", name="Compact", exact=True).click()
        expect(widget).not_to_have_class(re.compile(r"\bis-compact\b"))
        room.presentation(False)
        _check_looks(panel, looks, "the search's reasons, light")
        # the controls and the panel (the board's own audit is its room test's)
        found = room.axe('.skyw[data-game="skyjo"] .skyw-side')
        assert found == [], "axe-core:\n" + "\n".join(found)

        jupyterlab.set_theme("JupyterLab Dark")
        jupyterlab.frame(widget)
        page.screenshot(path=str(artifacts_dir / "reasoning-dark.png"))
        _check_looks(panel, looks, "the search's reasons, dark")
        jupyterlab.set_theme("JupyterLab Light")

        # Why? off: the kept reasons stay until a bot moves without them
        why.uncheck()
        expect(why).not_to_be_checked()
        expect(panel).to_be_visible()
        controls.get_by_label("Bot", exact=True).select_option("greedy")
        expect(controls.get_by_label("Bot", exact=True)).to_have_value("greedy")
        controls.get_by_role("button", name="Bot step", exact=True).click()
        expect(panel).to_be_hidden(timeout=MOVE_TIMEOUT)
        expect(widget.locator(".skyw-error")).to_be_hidden()
        assert not jupyterlab.console_errors("skyjo")
    finally:
        room.leave()
