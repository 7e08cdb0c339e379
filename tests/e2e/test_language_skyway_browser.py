"""Skyway in Icelandic, a whole game in a real JupyterLab at a projector's 1280x800.

One board, ``Skyway(seed=3, settings={"language": "is"})``, played by clicking only (a
blueprint, then a cell) from the first market through three passes of the deck to the
final score. Everything a player reads is Icelandic: the board's lang attribute, the
prompt, the market, the play area, the score and the suits, the cards' spoken names
(``hjarta 7``), the round markers, the best paths, the Log's moves (``8♥ 10♣ → efst til
vinstri``), the Chance and Rules panels, and a refused click's reason with the rulebook
section it cites (the English rulebook's heading with an Icelandic gloss). At the start, mid game (round 2) and at
the end the decision area fits the notebook's view, no board text is under 14 px, axe-core
finds nothing serious in the Icelandic board, and with every panel open nothing sticks out
of the widget or is cut off by the longer words, in Presentation Mode and not, light and
dark. Screenshots of each phase, and of each panel, go to the artifacts; look at them.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyway-icelandic.ipynb"
CODE = ("from skywidgets import Skyway\n"
        "Skyway(seed=3, settings={'pace': 0, 'language': 'is', 'explain': True})")
MOVE_TIMEOUT = 30_000
#: the most moves a game can take (three passes of 40 cards, at least one card a move)
LONGEST_GAME = 120


def _expect():
    from playwright.sync_api import expect

    return expect


def _log(widget):
    # the Log's entries of moves (its first line is the start position)
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_not_text="Upphafsstaða")


def _play_by_clicking(widget, turn: int) -> None:
    """Pick a blueprint that may be drafted now, then a cell; wait for the Log to have it."""
    expect = _expect()
    board = widget.locator(".skyway")
    played = _log(widget).count()
    usable = board.locator('.skyway-blueprint[aria-disabled="false"]')
    blueprint = usable.nth(turn % usable.count())
    blueprint.click()
    expect(blueprint).to_have_attribute("aria-pressed", "true")
    expect(board.locator(".skyway-hint")).to_have_text(
        re.compile(r"^Teikning [ABC] valin: .+\. Veldu reit, 1 til 9\.$"))
    board.locator(f'.skyway-cell.is-target[data-cell="{(turn * 4) % 9}"]').click()
    expect(_log(widget)).to_have_count(played + 1, timeout=MOVE_TIMEOUT)


def _shots(jupyterlab, room, widget, page, path_prefix: str, where: str) -> None:
    """In the light theme and then the dark one: the board at the top of the view in
    Presentation Mode (checked), then every panel open in the normal view, nothing sticking
    out or cut off; a screenshot of the page and of each panel in turn."""
    for theme, name in (("light", "JupyterLab Light"), ("dark", "JupyterLab Dark")):
        if jupyterlab.theme != name:
            jupyterlab.set_theme(name)
            page.wait_for_timeout(500)
        prefix = path_prefix.format(theme=theme)
        room.presentation(True)
        jupyterlab.frame(widget)
        room.check(widget, f"{where}, {theme}", axe=theme == "light", lang="is")
        page.mouse.move(0, 0)
        page.screenshot(path=f"{prefix}.png")
        room.presentation(False)
        closed = [d for d in widget.locator("details.skyw-panel").all()
                  if d.is_visible() and d.get_attribute("open") is None]
        room.open_every_panel(widget)
        page.wait_for_timeout(500)
        room.no_overflow(widget, f"{where}, {theme}, every panel open")
        room.panel_shots(widget, prefix)
        # folded again: the game goes on with the board as a player has it
        for details in closed:
            details.locator("summary").first.click()
    jupyterlab.set_theme("JupyterLab Light")
    page.wait_for_timeout(300)


def test_a_whole_game_of_skyway_in_icelandic(jupyterlab, room, page, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyway", ".skyway-grid .skyway-cell", 9)
    board = widget.locator(".skyway")
    hint = board.locator(".skyway-hint")
    try:
        # The start: the board's words, the shell's and the cards' spoken names.
        expect(widget).to_have_attribute("lang", "is")
        expect(hint).to_have_text("Þú átt leik: veldu teikningu (A, B eða C) og svo reit (1 til 9).")
        expect(board.locator(".skyway-market-zone .skyw-heading")).to_have_text("Markaður")
        expect(board.locator(".skyway-grid-zone .skyw-heading")).to_have_text("Leiksvæði")
        expect(board.locator(".skyw-heading").filter(has_text="Umferð 1 af 3")).to_be_visible()
        expect(board.locator(".skyway-total")).to_have_text("Samtals 0")
        expect(board.locator(".skyway-won")).to_contain_text("ekki unnið enn")
        expect(board.locator(".skyway-grid")).to_have_attribute(
            "aria-label", "Leiksvæðið þitt, 3 sinnum 3 reitir, númer 1 til 9 í lestrarröð")
        expect(board.locator('.skyway-cell[data-cell="4"]')).to_have_attribute(
            "aria-label", "Reitur 5, í miðjunni: tómur")
        first = board.locator('.skyway-blueprint[data-blueprint="0"]')
        expect(first).to_have_attribute(
            "aria-label", re.compile(r"^Teikning A: (spaða|hjarta|tígul|lauf) (ás|\d+), "
                                     r"(spaða|hjarta|tígul|lauf) (ás|\d+)$"))
        expect(widget.locator(".skyw-moves-panel summary")).to_contain_text("Löglegir leikir")
        expect(widget.get_by_role("button", name="Afturkalla", exact=True)).to_be_visible()
        jupyterlab.frame(widget)
        room.presentation(True)
        room.check(widget, "Icelandic, the start", lang="is")
        room.presentation(False)
        room.check(widget, "Icelandic, the start, normal view", axe=False, lang="is")

        # A blueprint picked and a cell previewed: the longest words on the grid.
        room.presentation(True)
        first.click()
        board.locator('.skyway-cell[data-cell="4"]').hover()
        expect(board.locator(".skyway-cell.is-preview")).to_have_count(1)
        expect(board.locator(".skyway-preview-tag")).to_have_text("forsýn")
        expect(board.locator('.skyway-cell[data-cell="4"]')).to_have_attribute(
            "aria-label", re.compile(r"^Reitur 5, í miðjunni: tómur\. Forsýn: verður "))
        room.check(widget, "Icelandic, a blueprint picked, a cell previewed", lang="is")
        page.keyboard.press("Escape")
        expect(hint).to_have_text("Hætt við valið.")
        _shots(jupyterlab, room, widget, page, str(artifacts_dir / "skyway-is-1280-{theme}-start"),
               "Icelandic, the start")
        expect(widget.locator(".skyw-rules-panel")).to_contain_text("Skyway hefur engin afbrigði")
        expect(widget.locator(".skyw-chance-panel")).to_contain_text("Næsti markaður")
        expect(widget.locator(".skyw-chance-panel")).to_contain_text("Hjarta ♥")

        # The first pass, by clicking; the Log says the moves in Icelandic.
        room.presentation(True)
        turn = 0
        while not board.locator(".skyw-heading").filter(has_text="Umferð 2 af 3").is_visible():
            _play_by_clicking(widget, turn)
            turn += 1
            expect(hint).to_have_text(re.compile(r"^Þú átt leik"))
        expect(_log(widget).first).to_contain_text("→ efst til vinstri")
        expect(board.locator(".skyway-last")).to_contain_text("Síðasti leikur:")
        expect(board.locator(".skyway-discard .skyw-heading")).to_contain_text("Kastbunki")
        expect(board.locator(".skyw-card[data-card]").first).to_have_attribute(
            "aria-label", re.compile(r"^(spaða|hjarta|tígul|lauf) (ás|gosi|drottning|kóngur|\d+)$"))
        room.check(widget, "Icelandic, round 2 begins", lang="is")
        # the board's own folded part: the best paths card by card, and how a path scores
        paths = board.locator("details.skyway-paths")
        paths.locator("summary").click()
        expect(paths).to_contain_text("Tölur innan sviga eru reitir.")
        expect(board.locator(".skyway-legend-button").first).to_contain_text("spaði: besta leið")
        room.no_overflow(widget, "Icelandic, round 2, the best paths open")
        paths.evaluate("e => e.scrollIntoView({block: 'center'})")
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyway-is-1280-light-mid-paths.png"))
        # folded again (axe cannot judge the arrows between a path's cards: audited folded)
        paths.locator("summary").click()
        _shots(jupyterlab, room, widget, page, str(artifacts_dir / "skyway-is-1280-{theme}-mid"),
               "Icelandic, round 2")

        # On to the final score.
        room.presentation(True)
        while board.locator(".skyway-result").is_hidden():
            assert turn < LONGEST_GAME, "the game should have ended"
            _play_by_clicking(widget, turn)
            turn += 1
        result = board.locator(".skyway-result")
        expect(result).to_contain_text("Leik lokið")
        expect(result).to_contain_text(re.compile(r"Lokastig \d+\."))
        expect(hint).to_have_text("Leiknum er lokið. Ýttu á Nýr leikur til að spila aftur.")
        room.check(widget, "Icelandic, the final score", lang="is")

        # A blueprint clicked once the game is over: the rules' reason, in Icelandic.
        blueprint = board.locator('.skyway-blueprint[data-blueprint="0"]')
        expect(blueprint).to_have_attribute("aria-disabled", "true")
        blueprint.click(force=True)  # a person clicks it all the same
        note = widget.locator(".skyw-refusal")
        expect(note).to_be_visible(timeout=MOVE_TIMEOUT)
        expect(note).to_contain_text("Leiknum er lokið: farið hefur verið þrisvar í gegnum stokkinn")
        expect(note).to_contain_text("Game End (leikslok)")
        # the note lies over the board, where axe cannot tell the cards' colours apart: the
        # same board was audited just before
        room.check(widget, "Icelandic, a refused click", axe=False, lang="is")
        page.screenshot(path=str(artifacts_dir / "skyway-is-1280-light-refusal.png"))
        note.get_by_role("button", name="Loka").click()
        expect(note).to_be_hidden()
        _shots(jupyterlab, room, widget, page, str(artifacts_dir / "skyway-is-1280-{theme}-end"),
               "Icelandic, the end")
    finally:
        room.leave()
    assert jupyterlab.console_errors("skyway") == []
