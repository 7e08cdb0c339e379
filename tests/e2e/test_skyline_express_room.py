"""Skyline Express in a classroom: a 1280x800 projector in JupyterLab's Presentation Mode.

One notebook cell shows two games: ``You`` against the greedy bot (bots move on their
own), and the solo game against the rulebook's AI opponent with its steps waiting for a
click. Played BY CLICKING ONLY (the board, and the widget's buttons), at 1280x800 in
Presentation Mode, light theme; at each phase reached:

- what the person to move needs (the turn line and the board's ``[data-decision]``
  parts: the prompt, the points, the dice and special actions, the sheet the move acts
  on, the AI opponent's button and its reason) fits the notebook's visible area;
- no board text is drawn under 14 px (the colour letters and the personas' stars,
  drawn by the style sheet, are measured too), and axe-core finds nothing serious on the boards.

Also: a refused click (a seat before a die is taken) says the rules' reason and rule
beside the seat; after Bot move plays the person's turn, greedy carries on by itself
until the person is to move again; the Simulated outcomes panel, opened, says how long a
run would take and names its budget; the dark theme (fit and axe); 1920x1080 (fit, the
panels beside the board); the Compact button (fit). The Fit figures are printed per
screen and mode, and a screenshot at 1280x800 in Presentation Mode is saved
(docs/img/skyline-express-presentation.png with SKYWIDGETS_UPDATE_DOCS_IMG set).
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyline-express-room.ipynb"
CODE = (
    "from skywidgets import SkylineExpress\n"
    'duo = SkylineExpress(players=["You", "greedy"], seed=4, settings={"pace": 0})\n'
    'solo = SkylineExpress(players=["You"], seed=3, settings={"autoplay": False, "pace": 0})\n'
    "display(duo)\n"
    "solo"
)
GAME = "skyline_express"
MAIN_SEAT = ".skyline-sheet.is-main .skyline-seat"
MOVE_TIMEOUT = 15_000

#: the colour letters (dice, chips, passengers) and the personas' stars are drawn by the
#: style sheet (::before): their size as drawn, which the text check (text nodes only)
#: does not see
_SMALL_LETTERS_JS = """(w, least) => [...w.querySelectorAll('.skyw-board-host .skyline-letter, .skyw-board-host .skyline-persona')]
    .filter(e => e.checkVisibility({visibilityProperty: true, opacityProperty: true}) && e.getBoundingClientRect().width > 0)
    .map(e => [e.dataset.letter ?? 'star', parseFloat(getComputedStyle(e, '::before').fontSize)])
    .filter(([, size]) => size < least - 0.05)
    .map(([letter, size]) => `${letter} (letter): ${size.toFixed(1)} px`)"""


def _expect():
    from playwright.sync_api import expect

    return expect


def _phase(widget) -> str:
    """The phase the board's prompt speaks of."""
    prompt = widget.locator(".skyline-prompt").inner_text()
    for pattern, phase in [(r"take a die", "pick"), (r"seat your", "hold"), (r"buy a service", "after"),
                           (r"press Next AI step", "ai step"), (r"ends in a tie", "ai tie")]:
        if re.search(pattern, prompt):
            return phase
    return prompt


def _log_rows(widget):
    """The Log's rows of moves (not its start position)."""
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))


def _moves(widget) -> list[str]:
    """The Log's moves, each "player: label"."""
    rows = widget.locator(".skyw-log-panel .skyw-log-entry").evaluate_all(
        "els => els.map(e => [...e.children].map(c => c.textContent.trim()))")
    return [f"{row[1].rstrip(':')}: {row[2]}" for row in rows if len(row) == 3]


def _your_turn(widget) -> None:
    """Wait until the bots have played on and You are to move (the board drawn for it)."""
    expect = _expect()
    expect(widget.locator(".skyw-turn")).to_contain_text("To move: You", timeout=MOVE_TIMEOUT)
    expect(widget).not_to_have_class(re.compile(r"\bis-busy\b"), timeout=MOVE_TIMEOUT)
    expect(widget.locator(".skyline-prompt")).to_contain_text(re.compile(r"^You: "), timeout=MOVE_TIMEOUT)


class Checks:
    """The room's checks on one page, with the Fit figures they saw."""

    def __init__(self, room, page):
        self.room = room
        self.page = page
        self.figures: list[str] = []

    def fits(self, widget, where: str):
        fit = self.room.fit(widget)
        self.figures.append(f"{where}: {fit} ({fit.marked} parts marked)")
        assert fit.problems == [], f"{where}: the decision area does not fit: {fit.problems}"
        return fit

    def all(self, widget, where: str, axe: bool = True):
        """Fit, no small text, and (unless told) axe-core, at one phase. axe-core reads
        both games' boards at once: a phase one of them has shown already is skipped."""
        self.page.mouse.move(0, 0)
        fit = self.fits(widget, where)
        small = self.room.small_text(widget) + widget.evaluate(_SMALL_LETTERS_JS, 14)
        assert small == [], f"{where}: board text under 14 px: {small}"
        if axe:
            found = self.room.axe(f'.skyw[data-game="{GAME}"]')  # the board and the shell around it
            assert found == [], f"{where}: axe-core: " + "\n".join(found)
        return fit


def test_a_round_on_a_projector(jupyterlab, page, room, artifacts_dir, update_docs_img):
    expect = _expect()
    room.screen("1280x800")
    jupyterlab.open_widget_notebook(NOTEBOOK, CODE, GAME, MAIN_SEAT, 24)
    widgets = page.locator(f'.skyw[data-game="{GAME}"]')
    expect(widgets).to_have_count(2)
    duo, solo = widgets.nth(0), widgets.nth(1)
    expect(solo.locator(MAIN_SEAT)).to_have_count(24)
    room.presentation(True)
    checks = Checks(room, page)
    try:
        _play(jupyterlab, page, room, checks, duo, solo, artifacts_dir, update_docs_img)
    finally:
        print("\n" + "\n".join(checks.figures))
        jupyterlab.restore_light_theme()
    assert not jupyterlab.console_errors("skyline"), jupyterlab.console_errors("skyline")


def _play(jupyterlab, page, room, checks, duo, solo, artifacts_dir, update_docs_img):
    expect = _expect()

    # ---- You against greedy: your turn, by clicking -------------------------------
    assert _phase(duo) == "pick"
    checks.all(duo, "1280x800 Presentation, You + greedy, take a die")

    # a refused click: a seat before any die is taken. The rules' reason and rule, beside it.
    seat = duo.locator(f"{MAIN_SEAT}[data-seat='0']")
    seat.click()
    note = duo.locator(".skyw-refusal")
    expect(note).to_be_visible()
    expect(note.locator(".skyw-refusal-reason")).to_have_text("Take a die first.")
    expect(note.locator(".skyw-refusal-rule")).to_contain_text("Gameplay: the chosen die's passenger goes in any empty seat")
    box, near = note.bounding_box(), seat.bounding_box()
    assert abs(box["y"] - near["y"] - near["height"]) < 20 or abs(box["y"] + box["height"] - near["y"]) < 20, (box, near)
    assert box["x"] < near["x"] + near["width"] and box["x"] + box["width"] > near["x"] - 40, (box, near)
    assert _moves(duo) == [], "a refused click plays nothing"
    note.get_by_role("button", name="Dismiss").click()
    expect(note).to_be_hidden()

    die = duo.locator(".skyline-tray .skyline-die-button.is-target").first
    die.click()
    expect(duo.locator(".skyline-hand [role=img]")).to_have_attribute("aria-label", re.compile(r"^In hand: "))
    assert _phase(duo) == "hold"
    checks.all(duo, "1280x800 Presentation, You + greedy, seat a passenger")
    duo.locator(f"{MAIN_SEAT}.is-target").first.click()
    if _phase(duo) == "after":
        duo.locator(".skyline-actions [data-action='end']").click()
    # greedy takes its two dice by itself (bots move on their own), then it is yours again
    expect(_log_rows(duo)).not_to_have_count(1, timeout=MOVE_TIMEOUT)
    _your_turn(duo)
    played = _moves(duo)
    assert sum(m.startswith("greedy:") for m in played) >= 4, played
    assert _phase(duo) == "pick"

    # Bot move plays your last turn of the round; greedy, first in the next round, carries
    # on by itself until you are to move again
    before = len(played)
    autoplay = duo.get_by_role("checkbox", name="Bots move on their own")
    expect(autoplay).to_be_checked()
    duo.get_by_role("button", name="Bot move", exact=True).click()
    expect(_log_rows(duo)).not_to_have_count(before, timeout=MOVE_TIMEOUT)
    _your_turn(duo)
    later = _moves(duo)[before:]
    mine = [m for m in later if m.startswith("greedy for You:")]  # Bot move, in your seat
    theirs = [m for m in later if m.startswith("greedy:")]
    assert mine and theirs and later.index(theirs[0]) > later.index(mine[-1]), later
    expect(duo.locator(".skyline-round-count")).to_have_text(re.compile(r"^Round 2 "))
    checks.all(duo, "1280x800 Presentation, You + greedy, round 2", axe=False)

    # the Simulated outcomes panel, opened: how long a run would take, and its budget
    outcomes = duo.locator(".skyw-outcomes-panel")
    outcomes.locator("summary").click()
    expect(outcomes).to_have_attribute("open", "")
    forecast = outcomes.locator(".skyw-panel-body")
    expect(forecast).to_contain_text(re.compile(r"budget"), timeout=MOVE_TIMEOUT)
    expect(forecast).to_contain_text(re.compile(r"about|take"), timeout=MOVE_TIMEOUT)
    outcomes.locator("summary").click()

    # ---- the solo game: your turn, then the AI opponent's steps, clicked ------------
    assert _phase(solo) == "pick"
    checks.all(solo, "1280x800 Presentation, solo, take a die", axe=False)
    solo.locator(".skyline-tray .skyline-die-button.is-target").first.click()
    expect(solo.locator(".skyline-prompt")).to_contain_text("seat your")
    checks.all(solo, "1280x800 Presentation, solo, seat a passenger")
    solo.locator(f"{MAIN_SEAT}.is-target").first.click()
    expect(solo.locator(".skyline-prompt")).to_contain_text(re.compile(r"Next AI step|ends in a tie"))
    step = solo.locator(".skyline-ai-step")
    steps = 0
    while _phase(solo) in ("ai step", "ai tie") and steps < 4:
        expect(solo.locator(".skyline-ai-why")).to_be_visible()
        checks.all(solo, f"1280x800 Presentation, solo, the AI opponent's step {steps + 1}", axe=steps < 2)
        if steps == 1:
            shot = artifacts_dir / "skyline-express-presentation.png"
            room.fit(solo)
            page.mouse.move(0, 0)
            page.screenshot(path=str(shot))
            update_docs_img(shot)
        ply = len(_moves(solo))
        if _phase(solo) == "ai tie":
            solo.locator(".skyline-give").first.click()
        else:
            step.click()
        expect(_log_rows(solo)).to_have_count(ply + 1, timeout=MOVE_TIMEOUT)
        steps += 1
    assert steps >= 2, "the AI opponent takes a die, then seats it"

    # ---- the dark theme ---------------------------------------------------------------
    jupyterlab.set_theme("JupyterLab Dark")
    checks.all(solo, "1280x800 Presentation, dark, solo")
    checks.all(duo, "1280x800 Presentation, dark, You + greedy", axe=False)
    room.fit(solo)
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts_dir / "skyline-express-presentation-dark.png"))
    jupyterlab.set_theme("JupyterLab Light")

    # ---- 1920x1080: everything fits, the panels beside the board -------------------
    room.screen("1920x1080")
    for widget, who in [(duo, "You + greedy"), (solo, "solo")]:
        fit = checks.fits(widget, f"1920x1080 Presentation, {who}")
        assert fit.besides, f"1920x1080 Presentation, {who}: the panels are below the board"
    page.screenshot(path=str(artifacts_dir / "skyline-express-1920.png"))
    room.presentation(False)
    for widget, who in [(duo, "You + greedy"), (solo, "solo")]:
        fit = checks.fits(widget, f"1920x1080, {who}")
        assert fit.besides, f"1920x1080, {who}: the panels are below the board"
    room.screen("1280x800")
    for widget, who in [(duo, "You + greedy"), (solo, "solo")]:
        checks.fits(widget, f"1280x800, {who}")

    # ---- the Compact button, back on the projector ------------------------------------
    room.presentation(True)
    compact = solo.get_by_role("button", name="Compact", exact=True)
    compact.click()
    expect(solo).to_have_class(re.compile(r"\bis-compact\b"))
    checks.all(solo, "1280x800 Presentation, compact, solo", axe=False)
    page.screenshot(path=str(artifacts_dir / "skyline-express-compact.png"))
    compact.click()
    expect(solo).not_to_have_class(re.compile(r"\bis-compact\b"))
    room.presentation(False)
