"""Bots never stall, and Bot move plays a whole turn: in a real JupyterLab driven in Debian's
Chromium, and the controls row in the board harness.

- ``Skybridge(players=["You", "greedy"], seed=1)`` with two seconds between bot moves. Bot
  move plays the person's move; while greedy waits its pace, the teacher shows the position
  before it from the Log (time travel, which stops the bots: they never move behind a past
  position) and comes back to the game: greedy then moves on its own. With "Bots move on
  their own" unticked, Bot move plays the person's move and greedy waits; ticking the box
  sets greedy moving. (Before, greedy sat at "Waiting for greedy…" in both cases until Bot
  move was pressed again.)
- ``Skyjo(players=["You", "greedy"], seed=1)``: Bot move plays both opening reveals (logged
  as "greedy for You"), then greedy plays on its own; Bot step plays one move (the draw), said
  on the aria-live line as the bot's choice; Bot move then plays the rest of the turn, and
  greedy its whole turn on its own.
- The harness: Bot pace, a labelled choice reached by Tab and changed by the arrow keys,
  sends ``{"type": "settings", "settings": {"pace": ...}}``; Bot move and Bot step send
  ``bot_step`` for the whole turn and for one move.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "bots-e2e.ipynb"
CODE = (
    "from skywidgets import Skybridge\n"
    'w = Skybridge(players=["You", "greedy"], seed=1, settings={"pace": 2})\n'
    "w"
)
#: milliseconds for a bot's move to reach the page (its pace is 2 s)
MOVE_TIMEOUT = 15_000


def _expect():
    from playwright.sync_api import expect

    return expect


def _moves(widget):
    """The Log's move rows (the first row is the start position)."""
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))


def test_bots_move_on_after_time_travel_and_autoplay(jupyterlab, page):
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skybridge", ".skybridge-map .skybridge-cell", 9)
    turn = widget.locator(".skyw-turn")
    bot_move = widget.get_by_role("button", name="Bot move", exact=True)

    # Bot move plays the person's move; greedy waits its pace, and the Log shows that move
    bot_move.click()
    expect(_moves(widget)).to_have_count(1, timeout=MOVE_TIMEOUT)
    widget.locator(".skyw-log-panel .skyw-log-entry", has_text="Start position").click()
    expect(widget.locator(".skyw-viewing")).to_be_visible()
    page.wait_for_timeout(3000)  # the class looks longer than the pace
    widget.get_by_role("button", name="Back to the game", exact=True).click()
    expect(widget.locator(".skyw-viewing")).to_be_hidden()
    # greedy moves on its own, and then it is the person's turn
    expect(_moves(widget)).to_have_count(2, timeout=MOVE_TIMEOUT)
    expect(turn).to_contain_text("To move: You", timeout=MOVE_TIMEOUT)

    # autoplay off: Bot move plays the person's move and greedy waits for it to be ticked
    autoplay = widget.get_by_role("checkbox", name="Bots move on their own")
    autoplay.uncheck()
    expect(autoplay).not_to_be_checked()
    bot_move.click()
    expect(_moves(widget)).to_have_count(3, timeout=MOVE_TIMEOUT)
    expect(turn).to_contain_text("To move: greedy", timeout=MOVE_TIMEOUT)
    page.wait_for_timeout(3000)  # longer than the pace: greedy waits
    expect(_moves(widget)).to_have_count(3)
    autoplay.check()
    expect(_moves(widget)).to_have_count(4, timeout=MOVE_TIMEOUT)
    expect(turn).to_contain_text("To move: You", timeout=MOVE_TIMEOUT)
    expect(widget.locator(".skyw-error")).to_be_hidden()
    assert not jupyterlab.console_errors("skybridge")


SKYJO_NOTEBOOK = "bots-skyjo-e2e.ipynb"
SKYJO_CODE = (
    "from skywidgets import Skyjo\n"
    'w = Skyjo(players=["You", "greedy"], seed=1, settings={"pace": 0.3})\n'
    "w"
)


def _log_rows(jupyterlab, widget) -> list[dict]:
    rows = widget.locator(".skyw-log-panel .skyw-log-entry").evaluate_all(
        "els => els.map(e => [...e.children].map(c => c.textContent))")
    return jupyterlab.log_entries(rows)


def _your_turn(widget) -> None:
    _expect()(widget.locator(".skyw-turn")).to_contain_text("To move: You", timeout=MOVE_TIMEOUT)
    _expect()(widget).not_to_have_class(re.compile(r"\bis-busy\b"), timeout=MOVE_TIMEOUT)


def test_skyjo_bot_move_plays_the_whole_turn_and_bot_step_one_move(jupyterlab, page):
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(SKYJO_NOTEBOOK, SKYJO_CODE, "skyjo", ".skyjo-grid.is-main .skyjo-slot", 12)
    bot_move = widget.get_by_role("button", name="Bot move", exact=True)
    bot_step = widget.get_by_role("button", name="Bot step", exact=True)

    # the opening: Bot move reveals both of your cards, then greedy plays on its own
    bot_move.click()
    # the start, your two reveals, greedy's two and its first turn (draw, then play)
    expect(widget.locator(".skyw-log-panel .skyw-log-entry")).to_have_count(7, timeout=MOVE_TIMEOUT)
    _your_turn(widget)
    log = _log_rows(jupyterlab, widget)
    mine = [entry for entry in log if entry["player"] != "greedy"]
    assert [entry["player"] for entry in mine] == ["greedy for You"] * 2, log
    assert all(entry["label"].startswith("reveal") for entry in mine), log
    assert log[-1]["player"] == "greedy" and len(log) > 2, log

    # Bot step: one move of your turn (the draw), and it is still your turn
    ply = len(log)
    bot_step.click()
    expect(widget.locator(".skyw-log-panel .skyw-log-entry")).to_have_count(ply + 2, timeout=MOVE_TIMEOUT)
    _your_turn(widget)
    log = _log_rows(jupyterlab, widget)
    assert log[-1]["player"] == "greedy for You" and log[-1]["label"].startswith("draw"), log
    # said on the aria-live line as the bot's choice
    expect(widget.locator(".skyw-header").get_by_role("status")).to_have_text(
        f"Move {ply + 1}, greedy for You: {log[-1]['label']}.")

    # Bot move: the rest of your turn, then greedy's whole turn on its own
    bot_move.click()
    expect(widget.locator(".skyw-log-panel .skyw-log-entry")).to_have_count(ply + 5, timeout=MOVE_TIMEOUT)
    _your_turn(widget)
    log = _log_rows(jupyterlab, widget)
    assert [entry["player"] for entry in log[ply:]] == ["greedy for You", "greedy for You", "greedy", "greedy"], log
    expect(widget.locator(".skyw-error")).to_be_hidden()
    assert not jupyterlab.console_errors("skyjo")


class _SkybridgeBoard:
    GAME, BOARD, PER_VIEW = "skybridge", ".skyw .skybridge-cell", 9


def test_the_board_sets_the_bot_pace_and_steps_one_move(board_harness):
    """The controls row (the harness's fake model): Bot pace, a labelled choice reached by
    the keyboard, sends the pace as a setting; Bot move asks for the whole turn, Bot step
    for one move."""
    expect = _expect()
    harness = board_harness(_SkybridgeBoard)
    widget = harness.open("three_bot")
    controls = widget.locator(".skyw-controls")
    pace = controls.get_by_role("combobox", name="Bot pace")
    expect(pace).to_have_value("0.6")
    expect(pace.locator("option")).to_have_text(["instant", "quick (0.3 s)", "steady (0.6 s)", "slow (1.5 s)"])
    pace.select_option(label="slow (1.5 s)")
    assert harness.sent() == [{"type": "settings", "settings": {"pace": 1.5}}]
    # by the keyboard: Tab reaches it from the control before it, arrows change it
    controls.get_by_label("Bots move on their own").focus()
    harness.page.keyboard.press("Tab")
    expect(pace).to_be_focused()
    harness.page.keyboard.press("ArrowUp")
    assert harness.sent() == [{"type": "settings", "settings": {"pace": 0.6}}]
    # Python's answer: a pace set elsewhere is shown among the choices
    harness.set_traits(settings={**harness.trait("settings"), "pace": 2})
    expect(pace).to_have_value("2")
    # while bots play the pace still changes (Python reads it before every wait): a
    # teacher slows a run down to talk about it
    harness.set_traits(busy="bots")
    expect(pace).to_be_enabled()
    pace.select_option(label="slow (1.5 s)")
    assert harness.sent() == [{"type": "settings", "settings": {"pace": 1.5}}]
    harness.set_traits(busy="")
    controls.get_by_role("button", name="Bot move", exact=True).click()
    controls.get_by_role("button", name="Bot step", exact=True).click()
    ply = harness.shown_ply()
    assert harness.sent() == [{"type": "bot_step", "ply": ply},
                              {"type": "bot_step", "whole_turn": False, "ply": ply}]
    assert not harness.problems(), harness.problems()
