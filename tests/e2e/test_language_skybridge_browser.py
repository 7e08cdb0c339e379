"""Skybridge in Icelandic, in a real JupyterLab at a projector's 1280x800, light and dark.

Anna plays against the greedy bot (two players: two colours each) with
``settings={"language": "is"}``, by clicking only: a refused click first (a roof on a bare
base, answered in Python's Icelandic words with the rulebook's section), then blocks, a
roof and a bridge as soon as the board allows them, the bot answering each move. The
board says everything in Icelandic: its lang attribute, the turn line and the prompt, the
picker's pieces, the map's floors, the reason line under it, the last move, the score and
the folded keys and signs; the Log and the Legal moves panel hold the moves' Icelandic
labels. At each phase the decision area fits the notebook's view, no board text is under
14 px, axe-core finds nothing serious, nothing sticks out or is cut off by the longer
words, and the board keeps its height from move to move (a longer sentence ends in an
ellipsis, it does not push the board down). Presentation Mode and the normal view, every
panel open, light and dark. Screenshots go to the artifacts; look at them.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skybridge-icelandic.ipynb"
CODE = ("from skywidgets import Skybridge\n"
        "Skybridge(players=['Anna', 'greedy'], seed=1,\n"
        "          settings={'pace': 0, 'language': 'is', 'explain': True})")
SETTLE_MS = 30_000
#: the pieces Anna picks, the first one the board allows: a bridge and a roof first
PREFERENCE = ("bridge", "roof", "tall", "short")


def _log_length(widget) -> int:
    return widget.locator(".skyw-log-panel .skyw-log-entry .skyw-log-ply").count()


def _annas_turn(widget, moves: int) -> None:
    """Wait until the Log holds `moves` moves and Anna is to move (or the game is over)."""
    widget.page.wait_for_function(
        """([w, n]) => w.querySelectorAll('.skyw-log-panel .skyw-log-entry .skyw-log-ply').length >= n
            && !w.classList.contains('is-busy')
            && /Á leik: Anna\\b|Leik lokið/.test(w.querySelector('.skyw-turn').textContent)""",
        arg=[widget.element_handle(), moves], timeout=SETTLE_MS)


def _board_height(widget) -> float:
    return widget.locator(".skyw-board-host").evaluate("e => e.getBoundingClientRect().height")


def _place(widget, expect) -> str | None:
    """Anna places the first piece of PREFERENCE the board offers (a bridge by its two
    bases), by clicks; returns its kind (None: nothing to place)."""
    for piece in PREFERENCE:
        button = widget.locator(f".skybridge-pick[data-piece='{piece}']")
        if button.count() == 0 or "is-playable" not in (button.get_attribute("class") or ""):
            continue
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")
        targets = widget.locator(".skybridge-map .skybridge-cell.is-target")
        expect(targets.first).to_be_visible()
        targets.first.click()
        if piece == "bridge":
            expect(widget.locator(".skybridge-prompt")).to_contain_text("Brú frá reit")
            widget.locator(".skybridge-map .skybridge-cell.is-target").first.click()
        return piece
    return None


def test_skybridge_in_icelandic(jupyterlab, room, page, artifacts_dir):
    from playwright.sync_api import expect

    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skybridge",
                                             ".skybridge-map .skybridge-cell", 9)
    expect(widget).to_have_attribute("lang", "is")
    room.presentation(True)

    # The start: whose turn in which colour, the prompt, the pieces, the map, in Icelandic.
    prompt = widget.locator(".skybridge-prompt")
    expect(prompt).to_have_text("Anna: veldu stykki (3, 2, B, R), svo reit.")
    # (each colour's chip shows its letter: I for ivory)
    expect(widget.locator(".skybridge-turn")).to_contain_text(re.compile(
        r"Anna á leik, litur: I ?hvítur \(litir: hvítur og appelsínugulur, til skiptis\)\."))
    expect(widget.locator(".skybridge-pick[data-piece='tall']")).to_contain_text("3 hæðir")
    expect(widget.locator(".skybridge-map .skybridge-cell[data-base='4']")).to_contain_text("auður")
    expect(widget.locator(".skybridge-last")).to_have_text("Enginn leikur enn.")
    expect(widget.locator(".skyw-turn")).to_contain_text("Á leik: Anna")
    jupyterlab.frame(widget)
    room.check(widget, "Icelandic, Presentation, the start", lang="is")

    # A refused click: a roof on bare base 5, in Python's Icelandic words, with the rule.
    roof = widget.locator(".skybridge-pick[data-piece='roof']")
    roof.scroll_into_view_if_needed()
    roof.dispatch_event("click")
    expect(roof).to_have_attribute("aria-pressed", "true")
    note = widget.locator(".skyw-refusal")
    expect(note).to_contain_text(re.compile(r"Reitur \d er auður: þak fer ofan á turn\."))
    note.get_by_role("button", name="Loka").click()
    expect(note).to_be_hidden()
    base5 = widget.locator(".skybridge-map .skybridge-cell[data-base='4']")
    base5.hover()
    expect(widget.locator(".skybridge-reason")).to_have_text("\u2715 Reitur 5 er auður: þak fer ofan á turn.")
    base5.click()
    expect(note.locator(".skyw-refusal-reason")).to_have_text("Reitur 5 er auður: þak fer ofan á turn.")
    expect(note.locator(".skyw-refusal-rule")).to_contain_text("Regla: kaflinn Turn Sequence (gangur umferðar)")
    assert _log_length(widget) == 0, "a refused click played a move"
    room.check(widget, "Icelandic, a refusal said", axe=False, lang="is")
    page.screenshot(path=str(artifacts_dir / "skybridge-is-1280-refusal.png"))
    page.keyboard.press("Escape")
    expect(note).to_be_hidden()
    # the roof put back (a picked piece's button is drawn apart: the heights compare alike)
    page.keyboard.press("Escape")
    expect(prompt).to_have_text("Stykkinu skilað. Veldu stykki: 3, 2, B eða R.")

    # Anna plays: blocks first, then a roof and a bridge once the board allows them.
    heights, placed = [], []
    for turn in range(12):
        if "Leik lokið" in widget.locator(".skyw-turn").text_content():
            break
        heights.append(_board_height(widget))
        moves = _log_length(widget)
        piece = _place(widget, expect)
        assert piece is not None, f"turn {turn}: no piece to place"
        placed.append(piece)
        _annas_turn(widget, moves + 2)
        if turn == 1:
            # a piece picked: the prompt and the reason line say where it may go
            widget.locator(".skybridge-pick[data-piece='tall']").click()
            expect(prompt).to_contain_text(re.compile(r"^Valið: (hvítur|appelsínugulur) þriggja hæða kubbur"))
            widget.locator(".skybridge-map .skybridge-cell").nth(0).hover()
            expect(widget.locator(".skybridge-reason")).to_contain_text("Reitur 1")
            room.check(widget, "Icelandic, a piece picked", lang="is")
            page.screenshot(path=str(artifacts_dir / "skybridge-is-1280-picked.png"))
            page.keyboard.press("Escape")
            expect(prompt).to_contain_text("Stykkinu skilað")
        if "roof" in placed and "bridge" in placed and turn >= 4:
            break
    print(f"\nAnna placed: {placed}; the board's heights: {heights}")
    assert "roof" in placed, placed
    assert max(heights) - min(heights) <= 1, f"the board's height changed from move to move: {heights}"
    log = widget.locator(".skyw-log-panel")
    expect(log).to_contain_text("setja")
    expect(log).to_contain_text(re.compile(r"þak á reit \d"))
    if "bridge" in placed:
        expect(log).to_contain_text(re.compile(r"brúna á reiti \d og \d"))
    expect(widget.locator(".skybridge-last")).to_contain_text(re.compile(r"lagði á reit"))
    expect(widget.locator(".skybridge-totals")).to_contain_text("Stig")
    jupyterlab.frame(widget)
    room.check(widget, "Icelandic, Presentation, mid-game", lang="is")
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts_dir / "skybridge-is-1280-presentation-light.png"))

    # The normal view, the folded parts and every panel open: nothing cut off.
    room.presentation(False)
    for details in widget.locator("details.skybridge-more").all():
        if details.get_attribute("open") is None:
            details.locator("summary").click()
    expect(widget.locator(".skybridge-keys")).to_contain_text("Lyklar: 3, 2, B, R")
    expect(widget.locator(".skybridge-map-legend")).to_contain_text("Á kortinu:")
    expect(widget.locator(".skybridge-score-table")).to_contain_text("Turnar")
    expect(widget.locator(".skybridge-supply")).to_contain_text("Stykki eftir")
    room.open_every_panel(widget)
    expect(widget.locator(".skyw-rules-panel")).to_contain_text("Hvert kubbur á að fara")
    expect(widget.locator(".skyw-chance-panel")).to_contain_text("ræðst ekkert af heppni")
    expect(widget.locator(".skyw-moves-panel")).to_contain_text("á reit")
    page.wait_for_timeout(500)
    room.no_overflow(widget, "light, every panel open")
    # (axe reads the board in Presentation Mode above and below: here, the panels open
    # over a scrolled page leave its contrast checks to be done by eye, on the screenshots)
    room.check(widget, "Icelandic, normal view, light", axe=False, lang="is")
    found = room.axe('.skyw[data-game="skybridge"][lang="is"] .skybridge-foot')
    assert found == [], "the board's folded parts, open: axe-core found:\n" + "\n".join(found)
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "skybridge-is-1280-light.png"))
    room.panel_shots(widget, str(artifacts_dir / "skybridge-is-1280-light"))
    widget.locator(".skybridge-foot").evaluate("e => e.scrollIntoView({block: 'end'})")
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts_dir / "skybridge-is-1280-light-foot.png"))

    try:
        jupyterlab.set_theme("JupyterLab Dark")
        page.wait_for_timeout(500)
        room.no_overflow(widget, "dark, every panel open")
        room.panel_shots(widget, str(artifacts_dir / "skybridge-is-1280-dark"))
        room.presentation(True)
        room.check(widget, "Icelandic, Presentation, dark", axe=False, lang="is")
        jupyterlab.frame(widget)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skybridge-is-1280-dark.png"))
    finally:
        room.leave()
    assert jupyterlab.console_errors("skybridge") == []
