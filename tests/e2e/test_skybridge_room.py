"""Skybridge in a classroom: a 1280x800 projector in JupyterLab's Presentation Mode.

A teacher opens a three-player game, ``Skybridge(players=["You", "greedy", "greedy"])``
with no pause between bot moves, and plays it BY CLICKING ONLY (the board and the
widget's buttons). At each phase the round reaches (the person to move, a piece picked
with a refused click's note on screen, the bots' replies, the game over) the decision
area fits the notebook's visible area (room.fit: the turn line, the prompt, the pieces,
the board in 3D and from above, the score), no board text is under 14 px and axe-core
finds nothing serious.

Also checked: a refused click (a roof on a bare base) is answered beside the clicked base,
in Python's words with the rule; after "Bot move" for the person, the two bots move by
themselves (Bots move on their own is ticked) until the person is to move again; the
Simulated outcomes panel, opened, says before Run how long a run would take and names
its time budget; the dark theme (fit and axe); a 1920x1080 screen (fit, the panels
beside the board) and the Compact button (fit). The Fit figures are printed per screen
and mode. The page at 1280x800 in Presentation Mode, mid-round, is saved as
skybridge-presentation.png in the artifacts folder (and docs/img/ with
SKYWIDGETS_UPDATE_DOCS_IMG=1).
"""

from __future__ import annotations

import json
import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skybridge-room.ipynb"
PLAYERS = ["You", "greedy", "greedy"]
SEED = 4
CODE = (
    "from skywidgets import Skybridge\n"
    f'Skybridge(players={json.dumps(PLAYERS)}, seed={SEED}, settings={{"pace": 0}})'
)
SETTLE_MS = 30_000  # for the bots' replies to reach the page
#: what axe-core checks: the whole widget, the board and the shell around it
WIDGET = '.skyw[data-game="skybridge"]'


def _expect():
    from playwright.sync_api import expect

    return expect


def _log_length(widget) -> int:
    """The moves in the Log (its first row is the start position)."""
    return widget.locator(".skyw-log-panel .skyw-log-entry .skyw-log-ply").count()


def _your_turn(widget, moves: int) -> None:
    """Wait until the Log holds `moves` moves and You are to move again (or the game is over)."""
    widget.page.wait_for_function(
        """([w, n]) => w.querySelectorAll('.skyw-log-panel .skyw-log-entry .skyw-log-ply').length >= n
            && !w.classList.contains('is-busy')
            && /To move: You\\b|Game over/.test(w.querySelector('.skyw-turn').textContent)""",
        arg=[widget.element_handle(), moves], timeout=SETTLE_MS)


def _box(locator) -> dict:
    return locator.evaluate("e => e.getBoundingClientRect().toJSON()")


def _beside(note, clicked) -> None:
    """The note is just under or over the clicked element, overlapping it sideways."""
    said, at = _box(note), _box(clicked)
    gap = max(said["top"] - at["bottom"], at["top"] - said["bottom"])
    assert gap <= 12 and said["left"] < at["right"] and said["right"] > at["left"], (
        f"the note {said} is not beside what was clicked {at}")


class _Room:
    """The checks a phase must pass, and the Fit figures seen."""

    def __init__(self, room, page, widget):
        self.room, self.page, self.widget = room, page, widget
        self.figures: dict[str, str] = {}

    def check(self, phase: str, *, axe: bool = True) -> None:
        self.page.mouse.move(0, 0)  # no pointer over the board: nothing previewed
        fit = self.room.fit(self.widget)
        self.figures[phase] = str(fit)
        assert fit.problems == [], f"{phase}: the decision area does not fit: {fit.problems} ({fit})"
        small = self.room.small_text(self.widget)
        assert small == [], f"{phase}: board text under 14 px: {small}"
        if axe:
            found = self.room.axe(WIDGET)
            assert found == [], f"{phase}: axe-core found:\n" + "\n".join(found)


def test_a_round_of_skybridge_on_a_projector(jupyterlab, page, room, artifacts_dir, update_docs_img):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skybridge", ".skybridge-map .skybridge-cell", 9)
    room.presentation(True)
    checks = _Room(room, page, widget)
    expect(widget.locator(".skyw-turn")).to_contain_text("To move: You")
    checks.check("1280x800 Presentation, light: You to move")

    # Refused clicks: the roof has no tower to go on. Picked, it says why beside its button;
    # then base 5, clicked with it, says why beside base 5; in Python's words, with the rule.
    # (the roof's button says it has no place now: aria-disabled, yet a click picks it)
    roof = widget.locator(".skybridge-pick[data-piece='roof']")
    # (aria-disabled, which Playwright's click waits out: the click is sent to the button
    # itself, wherever the audits above left the notebook scrolled)
    roof.scroll_into_view_if_needed()
    roof.dispatch_event("click")
    expect(roof).to_have_attribute("aria-pressed", "true")
    note = widget.locator(".skyw-refusal")
    expect(note).to_contain_text(re.compile(r"Base \d is bare: a roof goes on a tower\."))
    _beside(note, roof)
    note.get_by_role("button", name="Dismiss").click()
    expect(note).to_be_hidden()
    base5 = widget.locator(".skybridge-map .skybridge-cell[data-base='4']")
    base5.click()
    expect(note).to_contain_text("Base 5 is bare: a roof goes on a tower.")
    expect(note.locator(".skyw-refusal-rule")).to_contain_text(re.compile(r"Rule: .*needs a tower"))
    _beside(note, base5)
    assert _log_length(widget) == 0, "a refused click played a move"
    # the note lies over the board by design: axe reads the note itself here, and the board
    # once the note is gone
    checks.check("1280x800 Presentation, light: a piece picked, a refusal said", axe=False)
    found = room.axe(f"{WIDGET} .skyw-refusal")
    assert found == [], "the refusal note: axe-core found:\n" + "\n".join(found)
    page.screenshot(path=str(artifacts_dir / "skybridge-room-refusal.png"))
    page.keyboard.press("Escape")  # the note goes: what it covered is checked without it
    expect(note).to_be_hidden()
    checks.check("1280x800 Presentation, light: a piece picked")

    # A three-story block on base 5, by two clicks; the bots answer by themselves.
    widget.locator(".skybridge-pick[data-piece='tall']").click()
    expect(base5).to_have_class(re.compile(r"\bis-target\b"))
    base5.click()
    _your_turn(widget, 3)
    checks.check("1280x800 Presentation, light: after the bots' replies")
    page.screenshot(path=str(artifacts_dir / "skybridge-presentation.png"))
    update_docs_img(artifacts_dir / "skybridge-presentation.png")

    # Bot move for the person: then both bots carry on by themselves until You again.
    expect(widget.get_by_label("Bots move on their own")).to_be_checked()
    widget.get_by_role("button", name="Bot move", exact=True).click()
    _your_turn(widget, 6)
    entries = widget.locator(".skyw-log-panel .skyw-log-entry .skyw-log-player").all_text_contents()
    players = [e.strip(" :") for e in entries]
    assert players[3].endswith("for You") and players[4:6] == ["greedy 1", "greedy 2"], players

    # The Simulated outcomes panel says before Run how long a run would take, and its budget.
    outcomes = widget.locator(".skyw-outcomes-panel")
    outcomes.locator("summary").click()
    expect(outcomes).to_contain_text(re.compile(r"budget"), timeout=SETTLE_MS)
    expect(outcomes).to_contain_text(re.compile(r"about|take"), timeout=SETTLE_MS)
    outcomes.locator("summary").click()

    # The dark theme.
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        checks.check("1280x800 Presentation, dark")
        page.screenshot(path=str(artifacts_dir / "skybridge-room-dark.png"))
    finally:
        jupyterlab.restore_light_theme()

    # A 1920x1080 screen: the panels beside the board, in both views.
    room.screen("1920x1080")
    for presenting in (True, False):
        room.presentation(presenting)
        fit = room.fit(widget)
        checks.figures[f"1920x1080 {'Presentation' if presenting else 'normal view'}"] = str(fit)
        assert fit.problems == [] and fit.besides, fit
        page.screenshot(path=str(artifacts_dir / f"skybridge-room-1920-{'presentation' if presenting else 'normal'}.png"))
    room.screen("1280x800")
    checks.check("1280x800 normal view", axe=False)

    # The Compact button, on the projector.
    room.presentation(True)
    compact = widget.locator(".skyw-layout-button")
    compact.click()
    expect(widget).to_have_class(re.compile(r"\bis-compact\b"))
    checks.check("1280x800 Presentation, compact")
    page.screenshot(path=str(artifacts_dir / "skybridge-room-compact.png"))
    compact.click()
    expect(widget).not_to_have_class(re.compile(r"\bis-compact\b"))

    # Bot move until the game is over: the result, the final score.
    for _ in range(30):
        if "Game over" in widget.locator(".skyw-turn").text_content():
            break
        moves = _log_length(widget)
        widget.get_by_role("button", name="Bot move", exact=True).click()
        _your_turn(widget, moves + 1)
    expect(widget.locator(".skybridge-banner")).to_contain_text("Game over.")
    checks.check("1280x800 Presentation, light: game over")
    page.screenshot(path=str(artifacts_dir / "skybridge-room-over.png"))

    assert jupyterlab.console_errors("skybridge") == []
    print("\n" + "\n".join(f"{phase}: {figure}" for phase, figure in checks.figures.items()))
