"""Skyjo for a class on a projector, in a real JupyterLab: a teacher's round, by clicking.

At 1280x800 in Presentation Mode (light theme) the test plays a round of Skyjo against
two greedy bots by clicking only: the board's cards and piles, and the widget's buttons.
At each phase it reaches (the opening reveals, a turn, the discard picked, a card in
hand, flip mode, the round just over) the decision area (whose turn, the prompt, the
grid to play, the piles and the hand, the totals) fits the notebook's visible area, no
board text is under 14 px and axe-core finds nothing serious. A refused click (the draw
pile during the reveals, a card before drawing) is answered beside it with the rules'
reason and rule. "Bot move" plays the person's turn and the bots after it carry on by
themselves until the person is to move again. Simulated outcomes, opened, says how long
a run would take and names its time budget. Then the dark theme, 1920x1080 (the panels
beside the board) and the compact layout. The Fit figures are printed per screen and
mode; a screenshot of the round in Presentation Mode goes to the artifacts (and docs/img
with SKYWIDGETS_UPDATE_DOCS_IMG).
"""

from __future__ import annotations

import re
import time

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyjo-room.ipynb"
#: a game that goes on after its first round (end_score), bots at once (pace 0)
CODE = (
    "from skywidgets import Skyjo\n"
    "Skyjo(players=['You', 'greedy', 'greedy'], seed=4, end_score=300, settings={'pace': 0})"
)
MAIN_SLOTS = ".skyjo-grid.is-main .skyjo-slot"
#: the longest a person waits for the bots' turns (greedy bots at pace 0 are quick)
TURN_TIMEOUT = 30_000


def _expect():
    from playwright.sync_api import expect

    return expect


# ---- the page ------------------------------------------------------------------

def _prompt(widget):
    return widget.locator(".skyjo-prompt")


def _wait_for(widget, prompt: str, timeout: float = TURN_TIMEOUT) -> None:
    """Until the board's prompt starts with `prompt` (the person is asked to move)."""
    _expect()(_prompt(widget)).to_contain_text(re.compile("^" + re.escape(prompt)), timeout=timeout)


def _cards(widget) -> list[str]:
    """The grid to play, slot by slot: "up", "down" or "gone"."""
    return widget.locator(f"{MAIN_SLOTS} > .skyjo-card").evaluate_all(
        "els => els.map(e => ['up', 'down', 'gone'].find(s => e.classList.contains('is-' + s)))")


def _slot(widget, i: int):
    return widget.locator(f'{MAIN_SLOTS}[data-slot="{i}"]')


def _log(jupyterlab, widget) -> list[dict]:
    rows = widget.locator(".skyw-log-panel .skyw-log-entry").evaluate_all(
        "els => els.map(e => [...e.children].map(c => c.textContent))")
    return jupyterlab.log_entries(rows)


def _my_turn_or_round_over(widget, timeout: float = TURN_TIMEOUT) -> str:
    """Wait until the person is to move again ("turn") or the round is over ("over")."""
    widget.page.wait_for_function(
        """w => /^You: draw from the draw pile/.test(w.querySelector('.skyjo-prompt')?.textContent ?? '')
               || /Round 1 over/.test(w.querySelector('.skyjo-banner:not([hidden])')?.textContent ?? '')""",
        arg=widget.element_handle(), timeout=timeout)
    return "over" if widget.locator(".skyjo-banner").is_visible() else "turn"


# ---- what a room checks ----------------------------------------------------------

def _room_check(room, widget, where: str, axe: bool = True):
    """The decision area fits, no board text under 14 px, nothing serious for axe."""
    return room.check(widget, where, axe=axe)


def _refusal_beside(widget, clicked, reason: str, rule: str) -> None:
    """The refusal note says `reason` and `rule`, next to the box of what was clicked."""
    note = widget.locator(".skyw-refusal")
    _expect()(note).to_be_visible(timeout=10_000)
    _expect()(note.locator(".skyw-refusal-reason")).to_have_text(reason)
    _expect()(note.locator(".skyw-refusal-rule")).to_contain_text(rule)
    a, b = clicked.bounding_box(), note.bounding_box()
    below = a["y"] + a["height"] - 8 <= b["y"] <= a["y"] + a["height"] + 30
    above = a["y"] - 30 <= b["y"] + b["height"] <= a["y"] + 8
    side_by_side = b["x"] <= a["x"] + a["width"] and b["x"] + b["width"] >= a["x"]
    assert (below or above) and side_by_side, f"the note {b} is not beside the click {a}"
    note.get_by_role("button", name="Dismiss").click()
    _expect()(note).to_be_hidden()


# ---- the test ----------------------------------------------------------------------

def test_a_round_of_skyjo_on_a_projector(jupyterlab, room, page, artifacts_dir, update_docs_img):
    started = time.monotonic()
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyjo", MAIN_SLOTS, 12)
    room.presentation(True)
    figures = {}

    # The opening: turn up two cards. The draw pile is refused first, beside the click.
    _wait_for(widget, "You: turn up a face-down card (0 of 2")
    figures["1280x800 Presentation, light, opening"] = _room_check(room, widget, "the opening")
    draw_pile = widget.locator(".skyjo-draw")
    draw_pile.click()
    _refusal_beside(widget, draw_pile, "First every player turns up two of their cards.",
                    "Play: every player first turns two of their own face-down cards face up")
    _slot(widget, 0).click()
    _wait_for(widget, "You: turn up a face-down card (1 of 2")
    _slot(widget, 11).click()

    # The bots turn up theirs and play until it is the person's turn.
    _wait_for(widget, "You: draw from the draw pile")
    assert _cards(widget).count("up") == 2
    figures["1280x800 Presentation, light, a turn"] = _room_check(room, widget, "a turn")
    # a card clicked before a card is drawn or taken: the rules say what comes first
    _slot(widget, 5).click()
    _refusal_beside(widget, _slot(widget, 5),
                    "You have no card in hand yet: first draw from the draw pile or take the top "
                    "card of the discard pile.", "Play: on your turn draw the top card")

    # Simulated outcomes, before Run: how long a run would take, and its time budget.
    outcomes = widget.locator(".skyw-outcomes-panel")
    outcomes.locator("summary").click()
    expect(outcomes).to_have_attribute("open", "")
    forecast = outcomes.locator(".skyw-forecast-note")
    expect(forecast).to_be_visible(timeout=30_000)
    expect(forecast).to_contain_text(re.compile(r"budget"))
    expect(forecast).to_contain_text(re.compile(r"about|take"))
    outcomes.locator("summary").click()
    expect(outcomes).not_to_have_attribute("open", "")

    # Take the discard into a face-down card.
    widget.locator(".skyjo-discard").click()
    _wait_for(widget, "You: choose the card to replace with the")
    _room_check(room, widget, "the discard picked", axe=False)
    down = [i for i, s in enumerate(_cards(widget)) if s == "down"]
    _slot(widget, down[0]).click()
    assert _my_turn_or_round_over(widget) == "turn"

    # Draw, then swap the drawn card into a face-down card.
    draw_pile.click()
    _wait_for(widget, "You: you drew a")
    figures["1280x800 Presentation, light, a card in hand"] = _room_check(room, widget, "a card in hand")
    down = [i for i, s in enumerate(_cards(widget)) if s == "down"]
    _slot(widget, down[0]).click()
    assert _my_turn_or_round_over(widget) == "turn"

    # Bot move plays the person's turn; with "Bots move on their own" ticked, the bots
    # after it carry on until the person is to move again, with no other click.
    expect(widget.get_by_label("Bots move on their own")).to_be_checked()
    before = len(_log(jupyterlab, widget))
    widget.get_by_role("button", name="Bot move", exact=True).click()
    # until Python has played the turn, the prompt still asks the person to draw: wait for
    # the Log to grow first (its entries are the moves and "Start position")
    expect(widget.locator(".skyw-log-panel .skyw-log-entry")).not_to_have_count(
        before + 1, timeout=TURN_TIMEOUT)
    assert _my_turn_or_round_over(widget) == "turn"
    after = _log(jupyterlab, widget)[before:]
    players = [entry["player"] for entry in after]
    assert "greedy 1" in players and "greedy 2" in players, after
    assert after[-1]["player"] != "You" and len(after) >= 4, after

    # Mid-round on the projector: the picture for the docs.
    room.fit(widget)
    page.mouse.move(0, 0)
    shot = artifacts_dir / "skyjo-presentation.png"
    page.screenshot(path=str(shot))
    update_docs_img(shot)

    # Play on, drawing and flipping, until the round is over.
    flip = widget.locator(".skyjo-flip-mode")
    for turn in range(20):
        draw_pile.click()
        _wait_for(widget, "You: you drew a")
        flip.click()
        _wait_for(widget, "You: choose a face-down card to flip")
        if turn == 0:
            _room_check(room, widget, "flip mode", axe=False)
        down = [i for i, s in enumerate(_cards(widget)) if s == "down"]
        _slot(widget, down[-1]).click()
        if _my_turn_or_round_over(widget) == "over":
            break
    else:
        pytest.fail("the round did not end in 20 turns of drawing and flipping")
    expect(widget.locator(".skyjo-totals")).to_contain_text("Totals after round 1:")
    _wait_for(widget, "You: turn up a face-down card (0 of 2")
    figures["1280x800 Presentation, light, the round over"] = _room_check(room, widget, "the round over")

    # The dark theme.
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        figures["1280x800 Presentation, dark"] = _room_check(room, widget, "the dark theme")
        page.screenshot(path=str(artifacts_dir / "skyjo-presentation-dark.png"))
    finally:
        jupyterlab.restore_light_theme()

    # 1920x1080: the panels beside the board, in Presentation Mode and out of it.
    room.screen("1920x1080")
    for presenting in (True, False):
        room.presentation(presenting)
        fit = _room_check(room, widget, f"1920x1080, Presentation Mode {presenting}", axe=False)
        assert fit.besides, f"1920x1080: the panels are not beside the board: {fit}"
        figures[f"1920x1080 {'Presentation' if presenting else 'normal'}"] = fit
    page.screenshot(path=str(artifacts_dir / "skyjo-1920.png"))
    room.screen("1280x800")
    figures["1280x800 normal"] = _room_check(room, widget, "1280x800 normal", axe=False)

    # The compact layout, on the projector.
    room.presentation(True)
    widget.get_by_role("button", name="Compact").click()
    expect(widget).to_have_class(re.compile(r"\bis-compact\b"))
    figures["1280x800 Presentation, compact"] = _room_check(room, widget, "the compact layout", axe=False)
    page.screenshot(path=str(artifacts_dir / "skyjo-compact.png"))
    widget.get_by_role("button", name="Compact").click()
    expect(widget).not_to_have_class(re.compile(r"\bis-compact\b"))

    assert jupyterlab.console_errors("skyjo") == []
    print("\n" + "\n".join(f"{where}: {fit}" for where, fit in figures.items()))
    print(f"run time {time.monotonic() - started:.0f} s; screenshots in {artifacts_dir}")
