"""The Rules panel in a real JupyterLab: a teacher switches a variant and the seats, then
starts a new game with them, by clicking.

One notebook cell shows Skyjo for two (You against greedy) and Skyway (one player, no
options). Skyway's Rules panel says it has no variants. In Skyjo's, the teacher sets the
end score to 40, the column rule off, three players and the third seat to the random
bot, and presses "New game with these rules": the board then shows three grids, the Log
is empty, and the panel, drawn again from what Python sent back, marks the two options
that differ from their defaults. An end score out of range is refused by Python, said in
the banner naming the option and the rule, and the board stays as it was. The open panel
has no text under 14 px and axe-core finds nothing serious, light and dark; screenshots
go to the artifacts.
"""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "rules-e2e.ipynb"
CODE = (
    "from IPython.display import display\n"
    "from skywidgets import Skyjo, Skyway\n"
    "display(Skyjo(players=['You', 'greedy'], seed=1, settings={'pace': 0}))\n"
    "Skyway(seed=1)"
)


def _expect():
    from playwright.sync_api import expect

    return expect


#: the panel's visible texts drawn under 14 px (a room reads it from the back)
_SMALL_TEXT_JS = """panel => [...panel.querySelectorAll('*')].filter(e => {
    const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    return own && e.checkVisibility() && parseFloat(getComputedStyle(e).fontSize) < 13.95;
}).map(e => `${e.textContent.trim().slice(0, 30)}: ${getComputedStyle(e).fontSize}`)"""


def _open_rules(widget):
    panel = widget.locator(".skyw-rules-panel")
    summary = panel.locator("summary")
    if panel.get_attribute("open") is None:
        summary.click()
    _expect()(panel.locator(".skyw-rules-start")).to_be_visible()
    return panel


def test_a_teacher_switches_a_variant_and_the_seats(jupyterlab, room, page, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    skyjo = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyjo", ".skyjo-grid.is-main", 1)
    skyway = page.locator('.skyw[data-game="skyway"]').first
    try:
        _teacher_s_changes(jupyterlab, room, page, artifacts_dir, skyjo, skyway)
    finally:
        room.leave()


def _teacher_s_changes(jupyterlab, room, page, artifacts_dir, skyjo, skyway):
    expect = _expect()
    # a class's projector: Presentation Mode, as the room tests use it
    room.presentation(True)

    # Skyway: one player, one set of rules
    rules = _open_rules(skyway)
    expect(rules).to_contain_text("Skyway has no variants")
    expect(rules).to_contain_text("Skyway is played by 1 player.")

    # Skyjo: its five options, each with its sentence and the rule it changes
    rules = _open_rules(skyjo)
    expect(rules.locator(".skyw-rule")).to_have_count(5)
    end_score = rules.get_by_label("End score", exact=True)
    expect(end_score).to_have_value("100")
    expect(rules.locator('[data-option="end_score"]')).to_contain_text(
        "Rule it changes: End of the round and of the game")
    expect(rules.locator(".skyw-rule.is-changed")).to_have_count(0)
    expect(skyjo.locator(".skyjo-others .skyjo-grid")).to_have_count(1)

    # a value Python refuses: said in the banner, nothing changes
    end_score.fill("5000")
    rules.get_by_role("button", name="New game with these rules").click()
    banner = skyjo.locator(".skyw-error")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("a whole number from 1 to 1000")
    expect(banner).to_contain_text("options.end_score")
    expect(skyjo.locator(".skyjo-others .skyjo-grid")).to_have_count(1)
    banner.get_by_role("button", name="Dismiss the error").click()

    # the variant and the seats, then a new game with them
    end_score.fill("40")
    rules.get_by_label("Column rule").uncheck()
    rules.get_by_label("Number of players").select_option("3")
    rules.get_by_label("Seat 3", exact=True).select_option(label="Bot: random")
    rules.get_by_label("Name at seat 1").fill("Ann")
    rules.get_by_role("button", name="New game with these rules").click()

    # the board: three grids, a fresh game; the panel is drawn from Python's answer
    expect(skyjo.locator(".skyjo-others .skyjo-grid")).to_have_count(2, timeout=20_000)
    expect(skyjo.locator(".skyw-error")).to_be_hidden()
    expect(rules.locator(".skyw-rule.is-changed")).to_have_count(2)
    expect(rules.locator('[data-option="end_score"]')).to_contain_text(
        "This game differs from the default (100).")
    expect(rules.get_by_label("End score", exact=True)).to_have_value("40")
    expect(rules.get_by_label("Seat 3", exact=True)).to_have_value("bot:random")
    expect(rules.get_by_label("Name at seat 1")).to_have_value("Ann")
    expect(skyjo.locator(".skyw-panel-count").filter(has_text="changed")).to_have_text(" (2 changed)")
    expect(skyjo.locator(".skyw-turn")).to_contain_text("To move: Ann")
    log = skyjo.locator(".skyw-log-panel .skyw-log-entry")
    expect(log).to_have_count(1)  # "Start position" alone

    # readable on a projector and to a screen reader, light and dark
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if jupyterlab.theme != theme:
            jupyterlab.set_theme(theme)
        rules.scroll_into_view_if_needed()
        small = rules.evaluate(_SMALL_TEXT_JS)
        assert not small, small
        # the board still fits the projector beside the open panel
        room.check(skyjo, f"the Rules panel open, {theme}", axe=False)
        # axe-core reads the whole widget on one tall screen: on a short one, its contrast
        # check gives up on elements whose midpoint lies past the page's first screen
        page.set_viewport_size({"width": 1280, "height": 2400})
        try:
            problems = room.axe('.skyw[data-game="skyjo"]')
            stem = "light" if "Light" in theme else "dark"
            rules.scroll_into_view_if_needed()
            rules.screenshot(path=str(artifacts_dir / f"rules-panel-{stem}.png"))
            skyway.locator(".skyw-rules-panel").scroll_into_view_if_needed()
            skyway.locator(".skyw-rules-panel").screenshot(
                path=str(artifacts_dir / f"rules-panel-skyway-{stem}.png"))
        finally:
            room.screen("1280x800")
        assert not problems, f"{theme}:\n" + "\n".join(problems)
    # the projector's screen, the panel beside the board
    jupyterlab.frame(skyjo)
    page.screenshot(path=str(artifacts_dir / "rules-panel-presentation.png"))
    assert not jupyterlab.console_errors("skyjo")
