"""The shell a room sees around every board (the harness's fake model, Skyway's board): the
Compact button and the compact layout, an error that is not a click's in the banner, and a
status line that clears once the game has moved on without a word for it."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser


def _expect():
    from playwright.sync_api import expect

    return expect


class _SkywayBoard:
    GAME, BOARD, PER_VIEW = "skyway", ".skyw .skyway-grid .skyway-cell", 9


def test_the_compact_button_asks_python_and_the_compact_layout_folds_the_panels(board_harness):
    expect = _expect()
    harness = board_harness(_SkywayBoard)
    widget = harness.open("mid")
    harness.set_traits(settings={**harness.trait("settings"), "layout": "normal"})
    button = widget.get_by_role("button", name="Compact", exact=True)
    expect(button).to_have_attribute("aria-pressed", "false")
    panels = widget.get_by_role("complementary", name="Inspection panels")
    expect(panels).to_be_visible()
    button.click()
    assert harness.sent() == [{"type": "settings", "settings": {"layout": "compact"}}]
    # only Python's answer changes the layout
    expect(panels).to_be_visible()
    harness.set_traits(settings={**harness.trait("settings"), "layout": "compact"})
    expect(widget).to_have_class(re.compile(r"\bis-compact\b"))
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(panels).to_be_hidden()
    controls = widget.get_by_role("group", name="Game controls")
    expect(controls.get_by_role("button", name="Bot move", exact=True)).to_be_visible()
    expect(controls.get_by_label("Bot pace")).to_be_hidden()
    # the board draws smaller, never under the room's least text size
    size = widget.locator(".skyw-board-host").evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert 14 <= size < 16, size
    button.click()
    assert harness.sent() == [{"type": "settings", "settings": {"layout": "normal"}}]
    harness.set_traits(settings={**harness.trait("settings"), "layout": "normal"})
    expect(panels).to_be_visible()
    assert not harness.problems(), harness.problems()


def test_an_error_that_is_no_click_of_the_board_stays_in_the_banner(board_harness):
    expect = _expect()
    harness = board_harness(_SkywayBoard)
    widget = harness.open("mid")
    harness.set_traits(error={"message": "no bot named 'x'", "rule": "", "field": "settings.bot"})
    expect(widget.locator(".skyw-error")).to_be_visible()
    expect(widget.locator(".skyw-refusal")).to_be_hidden()
    status = widget.locator(".skyw-status")
    expect(status).to_have_text("Not done: no bot named 'x'")
    # dismissed: the line no longer holds, and says nothing rather than something stale
    harness.set_traits(error={})
    expect(widget.locator(".skyw-error")).to_be_hidden()
    expect(status).to_have_text("")
    assert not harness.problems(), harness.problems()
