"""Skyway Robbery on a class's projector: a real JupyterLab at 1280x800 in Presentation Mode.

``SkywayRobbery(players=["You", "heuristic"], seed=46)``, the bot at pace 0 moving on its
own ("Bots move on their own" ticked). A round is played by clicking only: the board's
buttons for the two draft picks (the first recruit You can hire) and the program (Local
Heist / Jail Break, Acquire Asset, Turf War / Side Job); then the widget's Bot move for
each of your decisions, which with this seed breaks into the Brig in round 1 (a team
brought, two defenses beaten, go), makes an arrest and frees two prisoners; after your
last choice the bot carries on by itself until You are to move again.

In every phase You reach (the draft, programming, the revealed card, planning the jail
break, the arrest, freeing): the decision area fits the notebook's view (``room.fit``: the
turn line and every ``[data-decision]`` part of the board), no board text is under 14 px,
axe-core finds nothing serious. One refused click (Program on the action card already in
your program) shows the rules' reason and rule beside the button. The Simulated outcomes
panel, opened, says how long a run would take and names its time budget before any Run.
Then the dark theme (fit and axe), a 1920x1080 screen (fit, and the panels beside the
board) and the Compact button (fit at 1280x800 in Presentation Mode). The Fit figures
are printed per screen and mode.

The page at 1280x800, Presentation Mode, light, while the jail break is planned, is saved
as skyway-robbery-presentation.png in the artifacts folder (SKYWIDGETS_E2E_ARTIFACTS) and,
with SKYWIDGETS_UPDATE_DOCS_IMG set, docs/img/; the dark theme, 1920x1080 and the compact
layout go to the artifacts folder as well.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

GAME = "skyway_robbery"
SEED = 46
CODE = ("from skywidgets import SkywayRobbery\n"
        f'SkywayRobbery(players=["You", "heuristic"], seed={SEED}, settings={{"pace": 0, "bot": "heuristic"}})')
PROGRAM = ("heist", "asset", "turf")
#: how the board names each phase in its turn line
PHASES = {"draft": "The first recruits", "program": "Programming", "act": "Resolving the revealed card",
          "plan": "Planning an illegal action", "threat": "Threatening a crew member",
          "rolled": "The alarm roll", "arrest": "Arrests", "free": "Freeing from the Brig"}


#: your choices on the board, by phase: the first of these buttons there is clicked
_RULE = {
    "act": ("button[data-move='jailbreak']",),
    "plan": ("button[data-move][data-verb='beat']", "button[data-move='go']", "button[data-move][data-verb='bring']",
             "button[data-move='abort']"),
    "arrest": ("button[data-move][data-verb='arrest']",),
    "free": ("button[data-move][data-verb='free']",),
}


def _expect():
    from playwright.sync_api import expect

    return expect


def _phase(widget) -> str | None:
    """The phase the board's turn line names, or None."""
    line = widget.locator(".skyrob-turn").text_content() or ""
    return next((phase for phase, name in PHASES.items() if name in line), None)


def _your_turn(widget, timeout: float = 30_000) -> None:
    """Wait until You are to move and the board shows your moves."""
    widget.page.wait_for_function(
        """w => /To move: You\\b/.test(w.querySelector('.skyw-turn').textContent)
               && !w.classList.contains('is-busy') && w.querySelector('.skyrob button[data-move]')""",
        arg=widget.element_handle(), timeout=timeout, polling=100)


def _click_move(widget, selector: str) -> None:
    """Click a move's button on the board and wait for the position to change."""
    ply = widget.locator(".skyw-turn").text_content()
    widget.locator(selector).first.click()
    widget.page.wait_for_function("([w, before]) => w.querySelector('.skyw-turn').textContent !== before",
                                  arg=[widget.element_handle(), ply], timeout=30_000)


def _room_checks(room, widget, what: str) -> str:
    """The decision fits, no board text is small, axe finds nothing: the Fit in words."""
    fit = room.fit(widget)
    assert fit.problems == [], (what, str(fit), fit.problems)
    assert room.small_text(widget) == [], what
    assert room.axe(".skyw") == [], what
    return f"{what}: {fit}"


def test_a_round_on_a_projector(jupyterlab, page, room, artifacts_dir, update_docs_img):
    expect = _expect()
    started = time.monotonic()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook("skyway-robbery-room.ipynb", CODE, GAME, "[aria-label='Your hand']", 1)
    figures, checked, shot = [], set(), None
    try:
        room.presentation(True)
        jupyterlab.frame(widget)
        assert widget.locator(".skyw-controls").get_by_label("Bots move on their own").is_checked()

        # the draft and the program: the board's own buttons
        for _ in range(2):
            _your_turn(widget)
            if _phase(widget) not in checked:
                figures.append(_room_checks(room, widget, "1280x800 Presentation, light, the draft"))
                checked.add("draft")
            _click_move(widget, ".skyrob-decide button[data-move^='hire:']")
        for step, action in enumerate(PROGRAM):
            _your_turn(widget)
            assert _phase(widget) == "program"
            if step == 0:
                figures.append(_room_checks(room, widget, "1280x800 Presentation, light, programming"))
                checked.add("program")
            if step == 1:
                # a refused click: the card already programmed; the rules' reason beside it
                refused = widget.locator(f".skyrob-action[data-action='{PROGRAM[0]}'] button[data-why]")
                expect(refused).to_have_attribute("data-why", f"prog:{PROGRAM[0]}")
                refused.click(force=True)  # aria-disabled: it looks off, and asks why
                note = widget.locator(".skyw-refusal")
                expect(note).to_be_visible()
                expect(note.locator(".skyw-refusal-reason")).to_have_text(
                    "Your Local Heist / Jail Break card is already programmed this round.")
                expect(note.locator(".skyw-refusal-rule")).to_contain_text("Rule: Play Overview: secretly choose")
                near, box = refused.bounding_box(), note.bounding_box()
                assert abs(box["y"] - (near["y"] + near["height"])) < 12 or abs(box["y"] + box["height"] - near["y"]) < 12, (near, box)
                assert box["x"] <= near["x"] + near["width"] and box["x"] + box["width"] >= near["x"], (near, box)
                figures.append(_room_checks(room, widget, "1280x800 Presentation, light, a refused click said"))
            _click_move(widget, f".skyrob-action[data-action='{action}'] button[data-move]")

        # the revealed cards: the jail break by the board's buttons (a rule: get past a
        # defense, else go, else bring the next card), the rest by Bot move, which plays
        # your whole turn; the Simulated outcomes panel first
        _your_turn(widget)
        panel = widget.locator(".skyw-outcomes-panel")
        panel.locator("summary").first.click()
        expect(panel).to_contain_text(re.compile(r"budget"), timeout=20_000)
        expect(panel).to_contain_text(re.compile(r"about|take"), timeout=20_000)
        panel.locator("summary").first.click()
        bot_move = widget.get_by_role("button", name="Bot move", exact=True)
        log = widget.locator(".skyw-log-panel .skyw-log-entry")
        carried = 0  # Bot move clicks after which the bot moved on its own before You again
        for _ in range(30):
            _your_turn(widget)
            if widget.locator(".skyrob-turn").text_content().startswith("Round 2"):
                break
            phase = _phase(widget)
            if phase not in checked:
                figures.append(_room_checks(room, widget, f"1280x800 Presentation, light, {PHASES[phase]}"))
                checked.add(phase)
            if phase == "plan" and shot is None:
                room.fit(widget)  # the decision at the top of the view, as a teacher scrolls
                page.mouse.move(0, 0)
                shot = artifacts_dir / "skyway-robbery-presentation.png"
                page.screenshot(path=str(shot))
            board = widget.locator(".skyrob")
            choice = next((sel for sel in _RULE.get(phase, ()) if board.locator(sel).count()), None)
            if choice is not None:
                _click_move(widget, f".skyrob {choice}")
                continue
            before = log.count()
            bot_move.click()
            # your whole turn; then the bot, on its own, until You are to move again
            page.wait_for_function("([w, n]) => w.querySelectorAll('.skyw-log-panel .skyw-log-entry').length > n",
                                   arg=[widget.element_handle(), before], timeout=30_000)
            _your_turn(widget)
            carried += log.count() > before + 1
        assert {"draft", "program", "act", "plan", "arrest", "free"} <= checked, checked
        assert carried >= 1, "the bot did not carry on by itself after Bot move"
        assert shot is not None

        # the dark theme
        jupyterlab.set_theme("JupyterLab Dark")
        figures.append(_room_checks_dark(room, widget))
        room.fit(widget)  # axe's run may leave the notebook to repaint: framed again
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts_dir / "skyway-robbery-presentation-dark.png"))
        jupyterlab.set_theme("JupyterLab Light")

        # a 1920x1080 screen: the panels beside the board
        room.screen("1920x1080")
        fit = room.fit(widget)
        assert fit.problems == [] and fit.besides, str(fit)
        figures.append(f"1920x1080 Presentation, light: {fit}")
        page.screenshot(path=str(artifacts_dir / "skyway-robbery-1920x1080.png"))
        room.presentation(False)
        fit = room.fit(widget)
        assert fit.problems == [] and fit.besides, str(fit)
        figures.append(f"1920x1080 normal, light: {fit}")

        # the normal view at 1280x800, then the Compact button in Presentation Mode
        room.screen("1280x800")
        fit = room.fit(widget)
        assert fit.problems == [], str(fit)
        figures.append(f"1280x800 normal, light: {fit}")
        room.presentation(True)
        compact = widget.get_by_role("button", name="Compact")
        compact.click()
        expect(widget).to_have_class(re.compile(r"\bis-compact\b"))
        fit = room.fit(widget)
        assert fit.problems == [] and room.small_text(widget) == [], str(fit)
        figures.append(f"1280x800 Presentation, compact: {fit}")
        page.screenshot(path=str(artifacts_dir / "skyway-robbery-compact.png"))
        compact.click()
        expect(widget).not_to_have_class(re.compile(r"\bis-compact\b"))

        problems = jupyterlab.console_errors(GAME)
        assert not problems, problems
    finally:
        room.leave()
    update_docs_img(shot)  # docs/img/skyway-robbery-presentation.png
    print("\n" + "\n".join(figures) + f"\n({time.monotonic() - started:.0f} s)")


#: late-game positions of real games (records replayed: seed and moves), where the most
#: has to fit: the biggest hands against the longest lists of defenses, a big team
LATE = json.loads((Path(__file__).parent / "positions" / "skyway_robbery_late.json").read_text())


def test_late_game_positions_fit(jupyterlab, page, room, artifacts_dir, update_docs_img):
    """The late game's hardest positions fit a projector too: in each (Presentation Mode,
    1280x800, light) the decision area fits, no board text is under 14 px and axe finds
    nothing; the board's text shrinks to fit only as far as it must (the Fit says how far),
    and at 1920x1080 it is back at full size with the panels beside it. The biggest hand
    is checked in the dark theme and the normal view as well; its page at 1280x800 in
    Presentation Mode goes to the artifacts folder (and docs/img/, as
    skyway-robbery-late-presentation.png, with SKYWIDGETS_UPDATE_DOCS_IMG set)."""
    expect_ = _expect()
    started = time.monotonic()
    room.screen("1280x800")
    figures, shot = [], None
    try:
        for k, (name, entry) in enumerate(LATE.items()):
            code = ("from skywidgets import SkywayRobbery\n"
                    f"SkywayRobbery.load(r'''{json.dumps(entry['record'])}''', players=['You', 'heuristic'], "
                    "settings={'autoplay': False})")
            widget = jupyterlab.open_widget_notebook(f"skyway-robbery-late-{k}.ipynb", code, GAME,
                                                     "[aria-label='Your hand']", 1)
            room.presentation(True)
            jupyterlab.frame(widget)
            _your_turn(widget)
            where = f"{name} ({entry['about']}), 1280x800 Presentation, light"
            fit = room.check(widget, where)
            figures.append(f"{where}: {fit}")
            if name == "eight defenses":
                # a gang member carries one piece of equipment unless its card says otherwise:
                # only the exception is printed (The Street Urchin carries nothing)
                hand = widget.locator("[aria-label='Your hand']")
                assert "carries 1" not in hand.inner_text()
                expect_(hand.locator(".skyrob-card", has_text="The Street Urchin")).to_contain_text("carries nothing")
            if name == "twelve cards":
                room.fit(widget)
                page.mouse.move(0, 0)
                shot = artifacts_dir / "skyway-robbery-late-presentation.png"
                page.screenshot(path=str(shot))
                jupyterlab.set_theme("JupyterLab Dark")
                fit = room.check(widget, f"{name}, 1280x800 Presentation, dark")
                figures.append(f"{name}, 1280x800 Presentation, dark: {fit}")
                room.fit(widget)  # axe's run may leave the notebook to repaint: framed again
                page.wait_for_timeout(300)
                page.screenshot(path=str(artifacts_dir / "skyway-robbery-late-presentation-dark.png"))
                jupyterlab.set_theme("JupyterLab Light")
                room.presentation(False)
                fit = room.check(widget, f"{name}, 1280x800 normal, light", axe=False)
                figures.append(f"{name}, 1280x800 normal, light: {fit}")
                room.screen("1920x1080")
                room.presentation(True)
                fit = room.fit(widget)
                assert fit.problems == [] and fit.besides and fit.scale == 1, str(fit)
                figures.append(f"{name}, 1920x1080 Presentation, light: {fit}")
                room.screen("1280x800")
        problems = jupyterlab.console_errors(GAME)
        assert not problems, problems
    finally:
        room.leave()
    update_docs_img(shot)  # docs/img/skyway-robbery-late-presentation.png
    print("\n" + "\n".join(figures) + f"\n({time.monotonic() - started:.0f} s)")


def _room_checks_dark(room, widget) -> str:
    fit = room.fit(widget)
    assert fit.problems == [], str(fit)
    assert room.axe(".skyw") == []
    return f"1280x800 Presentation, dark: {fit}"
