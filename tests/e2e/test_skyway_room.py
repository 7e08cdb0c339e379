"""Skyway on a classroom's projector: a round played by clicking only, in JupyterLab.

At 1280x800 in Presentation Mode (View → Appearance), light theme, a teacher plays the
first round (eight turns) with the mouse alone: the board's blueprints and cells and
the widget's buttons. At each phase the game reaches (your turn, a blueprint picked, a
move just made, a new round, the end) what the person to move needs — the turn line
and the board's [data-decision] parts — fits the notebook's visible area, no board text
is drawn under 14 px and axe-core finds nothing. "Bot move" plays a move for the person
(Skyway is solo: there is no other seat to carry on), which is logged, and the board is
ready for the person again. The Simulated outcomes panel says before Run how long a run
would take and names its time budget. A blueprint clicked once the game is over shows
the rules' reason and rule beside it. Then the dark theme, a 1920x1080 screen (the
panels beside the board) and the Compact layout. The Fit figures are printed per screen
and mode; a mid-round screenshot in Presentation Mode goes to the artifacts folder and,
with SKYWIDGETS_UPDATE_DOCS_IMG set, to docs/img/skyway-presentation.png.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser]

NOTEBOOK = "skyway-room.ipynb"
CODE = "from skywidgets import Skyway\nSkyway(seed=3)"
LETTERS = "ABC"
FIRST_ROUND_TURNS = 8  # 40 cards, five a turn (docs/rules/skyway.md)


def _expect():
    from playwright.sync_api import expect

    return expect


def _log(widget):
    # the Log's entries (the panel's Download CSV is a button too)
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_not_text="Start position")


def _check(room, widget, phase: str, axe: bool = True):
    """What fits, the small text and axe's findings in this phase; prints the Fit."""
    return room.check(widget, phase, axe=axe)


def _click_a_move(widget, turn: int):
    """Click a blueprint, then a target cell; wait for the Log to have the move."""
    expect = _expect()
    board = widget.locator(".skyway")
    played = _log(widget).count()
    blueprint = board.locator(f'.skyway-blueprint[data-blueprint="{turn % 3}"]')
    expect(blueprint).to_have_attribute("aria-disabled", "false")
    blueprint.click()
    expect(blueprint).to_have_attribute("aria-pressed", "true")
    cell = board.locator(f'.skyway-cell.is-target[data-cell="{(turn * 4) % 9}"]')
    cell.click()
    expect(_log(widget)).to_have_count(played + 1, timeout=30_000)
    expect(board.locator(".skyway-hint")).to_have_text(re.compile(r"^Your turn"))


def _shoot(room, widget, path) -> None:
    """A screenshot of the page with the decision area at the top of the notebook's view."""
    room.fit(widget)
    room.page.mouse.move(0, 0)
    room.page.screenshot(path=str(path))


def _distance(a: dict, b: dict) -> float:
    """The gap between two boxes (0 when they touch or overlap), in px."""
    dx = max(a["x"] - (b["x"] + b["width"]), b["x"] - (a["x"] + a["width"]), 0)
    dy = max(a["y"] - (b["y"] + b["height"]), b["y"] - (a["y"] + a["height"]), 0)
    return (dx * dx + dy * dy) ** 0.5


def test_a_round_on_the_projector(jupyterlab, page, room, artifacts_dir, update_docs_img):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyway", ".skyway-grid .skyway-cell", 9)
    jupyterlab.collapse_left_sidebar()
    board = widget.locator(".skyway")
    controls = widget.get_by_role("group", name="Game controls")
    shot = artifacts_dir / "skyway-presentation.png"
    try:
        room.presentation(True)
        _check(room, widget, "1280x800 Presentation Mode, light, your turn")

        # Bot move plays the person's turn: logged, and the board is the person's again.
        controls.get_by_role("button", name="Bot move").click()
        expect(_log(widget)).to_have_count(1, timeout=30_000)
        expect(_log(widget).first).to_contain_text("You")
        expect(board.locator('.skyway-blueprint[aria-disabled="false"]')).to_have_count(3)
        expect(board.locator(".skyway-hint")).to_have_text(re.compile(r"^Your turn"))
        expect(board.locator(".skyway-cell.is-last")).to_have_count(1)
        _check(room, widget, "a move made by Bot move")

        # The rest of the round by clicking a blueprint, then a cell.
        for turn in range(1, FIRST_ROUND_TURNS):
            if turn == 2:
                board.locator('.skyway-blueprint[data-blueprint="1"]').click()
                board.locator(".skyway-cell").nth(4).hover()
                expect(board.locator(".skyway-cell.is-preview")).to_have_count(1)
                _check(room, widget, "a blueprint picked, a cell previewed")
                board.locator('.skyway-blueprint[data-blueprint="1"]').click()  # put it back
                expect(board.locator(".skyway-blueprint[aria-pressed=true]")).to_have_count(0)
            if turn == 4:
                _shoot(room, widget, shot)
            _click_a_move(widget, turn)
        expect(board.locator(".skyw-heading").filter(has_text="Round 2 of 3")).to_be_visible()
        _check(room, widget, "round 2 begins")

        # The Simulated outcomes panel, opened, says before Run what a run would take.
        outcomes = widget.locator(".skyw-outcomes-panel")
        if outcomes.get_attribute("open") is None:
            outcomes.locator("summary").click()
        expect(outcomes).to_contain_text(re.compile(r"budget"), timeout=30_000)
        expect(outcomes).to_contain_text(re.compile(r"about|take"))
        outcomes.locator("summary").click()  # folded again

        # The other screens and modes, this position.
        room.presentation(False)
        _check(room, widget, "1280x800 normal view, light", axe=False)
        room.screen("1920x1080")
        for presenting in (False, True):
            room.presentation(presenting)
            fit = _check(room, widget, f"1920x1080 {'Presentation Mode' if presenting else 'normal view'}, light",
                         axe=False)
            assert fit.besides, "at 1920x1080 the controls and panels sit beside the board"
        _shoot(room, widget, artifacts_dir / "skyway-room-1920.png")
        room.screen("1280x800")

        # The Compact button: the board alone, smaller, still readable and whole.
        compact = widget.locator(".skyw-header").get_by_role("button", name="Compact")
        compact.click()
        expect(widget).to_have_class(re.compile(r"\bis-compact\b"))
        _check(room, widget, "1280x800 Presentation Mode, compact", axe=False)
        _shoot(room, widget, artifacts_dir / "skyway-room-compact.png")
        room.presentation(False)  # the board's text at the notebook's own size: 14 px
        _check(room, widget, "1280x800 normal view, compact", axe=False)
        room.presentation(True)
        compact.click()
        expect(widget).not_to_have_class(re.compile(r"\bis-compact\b"))

        # The dark theme.
        jupyterlab.set_theme("JupyterLab Dark")
        _check(room, widget, "1280x800 Presentation Mode, dark")
        _shoot(room, widget, artifacts_dir / "skyway-room-dark.png")
        jupyterlab.set_theme("JupyterLab Light")

        # Bot move to the end of the game, then a refused click.
        while board.locator(".skyway-result").is_hidden():
            played = _log(widget).count()
            controls.get_by_role("button", name="Bot move").click()
            expect(_log(widget)).to_have_count(played + 1, timeout=30_000)
        expect(board.locator(".skyway-result")).to_contain_text("Game over")
        _check(room, widget, "the game is over")
        _shoot(room, widget, artifacts_dir / "skyway-room-over.png")

        moves = _log(widget).count()
        blueprint = board.locator('.skyway-blueprint[data-blueprint="0"]')
        expect(blueprint).to_have_attribute("aria-disabled", "true")
        # a person clicks it all the same (Playwright would wait for it to be enabled)
        blueprint.click(force=True)
        note = widget.locator(".skyw-refusal")
        expect(note).to_be_visible(timeout=30_000)
        expect(note).to_contain_text("The game is over: the deck has been played through three times")
        expect(note).to_contain_text("Rule: Game End: after three full passes through the deck")
        gap = _distance(note.bounding_box(), blueprint.bounding_box())
        assert gap < 24, f"the refusal is {gap:.0f} px from the blueprint clicked"
        page.screenshot(path=str(artifacts_dir / "skyway-room-refusal.png"))
        assert _log(widget).count() == moves, "a refused click plays nothing"
    finally:
        jupyterlab.restore_light_theme()
        room.presentation(False)
    assert shot.exists()
    update_docs_img(shot)
    assert not jupyterlab.console_errors("skyway"), jupyterlab.console_errors("skyway")
