"""Skyjo in Icelandic, in a real JupyterLab at a projector's 1280x800, light and dark.

One notebook holds three boards: Skyjo with ``settings={"language": "is"}``, below it an
English one that follows the Lab's own language (English here), and one drawn in English
and then switched to Icelandic live from Python (``w.settings = {..., "language": "is"}``),
which the page draws anew in Icelandic. The Icelandic board
says everything in Icelandic (its lang attribute, the prompt, the piles, the buttons and
the panels; a refused click's reason and the Icelandic rulebook's section it cites) while
the English board beside it keeps its English: two languages share one page and kernel.
At each phase the decision area fits the notebook's view, no board text is under 14 px,
axe-core finds nothing serious (spoken names hold the words shown, in Icelandic too), and
nothing in the widget sticks out of it or is cut off by the longer words, with every
panel open. Screenshots (light and dark) go to the artifacts; look at them.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyjo-icelandic.ipynb"
CODE = [
    "from skywidgets import Skyjo\n"
    "Skyjo(players=['Anna', 'greedy', 'greedy'], seed=4, end_score=300,\n"
    "      settings={'pace': 0, 'language': 'is', 'explain': True})",
    "Skyjo(players=['Ann', 'Ben'], seed=2)",
    "live = Skyjo(players=['Ann', 'Ben'], seed=3)\nlive",
    # drawn in English first, then switched live from Python
    "import time\ntime.sleep(3)\nlive.settings = {**live.settings, 'language': 'is'}",
]
MAIN_SLOTS = ".skyjo-grid.is-main .skyjo-slot"
TURN_TIMEOUT = 30_000

def test_skyjo_in_icelandic_beside_an_english_board(jupyterlab, room, page, artifacts_dir):
    from playwright.sync_api import expect

    room.screen("1280x800")
    jupyterlab.run_notebook(jupyterlab.server.write_notebook(NOTEBOOK, CODE))
    boards = page.locator('.skyw[data-game="skyjo"]')
    expect(boards).to_have_count(3, timeout=60_000)
    icelandic, english, live = boards.nth(0), boards.nth(1), boards.nth(2)

    # A board switched live from Python is drawn anew in the new language.
    expect(live).to_have_attribute("lang", "is", timeout=20_000)
    expect(live.locator(".skyw-log-panel summary")).to_contain_text("Leikjaskrá")
    expect(live.locator(".skyjo-prompt")).to_contain_text("snúðu upp spili")
    expect(icelandic.locator(MAIN_SLOTS)).to_have_count(12)
    expect(english.locator(MAIN_SLOTS)).to_have_count(12)

    # The words: the board's language on its root, the shell's and the board's own texts.
    expect(icelandic).to_have_attribute("lang", "is")
    expect(english).to_have_attribute("lang", "en")
    prompt = icelandic.locator(".skyjo-prompt")
    expect(prompt).to_have_text("Anna: snúðu upp spili sem snýr niður (0 af 2 komin upp).")
    expect(icelandic.locator(".skyw-log-panel summary")).to_contain_text("Leikjaskrá")
    expect(icelandic.locator(".skyw-moves-panel summary")).to_contain_text("Löglegir leikir")
    expect(icelandic.get_by_role("button", name="Afturkalla", exact=True)).to_be_visible()
    expect(icelandic.locator(".skyw-moves-panel")).to_contain_text("snúa upp reit 1")
    expect(icelandic.locator(".skyw-turn")).to_contain_text("Á leik: Anna")
    expect(english.locator(".skyw-log-panel summary")).to_contain_text("Log")
    expect(english.locator(".skyjo-prompt")).to_contain_text("turn up a face-down card")

    icelandic.scroll_into_view_if_needed()
    jupyterlab.frame(icelandic)
    room.presentation(True)
    room.check(icelandic, "Icelandic, the opening", lang="is")

    # A refused click: the reason in Icelandic, the section of the Icelandic rulebook.
    draw_pile = icelandic.locator(".skyjo-draw")
    draw_pile.click()
    note = icelandic.locator(".skyw-refusal")
    expect(note).to_be_visible(timeout=10_000)
    expect(note.locator(".skyw-refusal-reason")).to_have_text(
        "Fyrst snúa allir leikmenn tveimur af spilunum sínum upp.")
    expect(note.locator(".skyw-refusal-rule")).to_contain_text(
        "kaflinn LEIKUR: allir leikmenn snúa fyrst tveimur af spilunum sínum upp")
    note.get_by_role("button", name="Loka").click()
    expect(note).to_be_hidden()

    # The opening reveals; the greedy bots answer and explain (Af hverju? is ticked).
    icelandic.locator(f'{MAIN_SLOTS}[data-slot="0"]').click()
    expect(prompt).to_have_text("Anna: snúðu upp spili sem snýr niður (1 af 2 komin upp).")
    icelandic.locator(f'{MAIN_SLOTS}[data-slot="11"]').click()
    expect(prompt).to_contain_text(re.compile(r"^Anna: dragðu úr dráttarbunkanum"),
                                   timeout=TURN_TIMEOUT)
    expect(icelandic.locator(".skyw-reasoning-panel")).to_contain_text("Rök tölvunnar")
    expect(icelandic.locator(".skyw-log-panel")).to_contain_text("snúa upp reit")
    room.check(icelandic, "Icelandic, a turn", lang="is")

    # A card in hand: the longest prompt, and the flip button's words.
    draw_pile.click()
    expect(prompt).to_contain_text(re.compile(r"^Anna: þú dróst"), timeout=TURN_TIMEOUT)
    expect(icelandic.locator(".skyjo-flip-mode")).to_contain_text("snúa spili")
    room.check(icelandic, "Icelandic, a card in hand", lang="is")
    jupyterlab.frame(icelandic)
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts_dir / "skyjo-is-1280-light.png"))

    # Every panel open: nothing sticks out or is cut off by the longer words.
    room.presentation(False)
    room.open_every_panel(icelandic)
    expect(icelandic.locator(".skyw-rules-panel")).to_contain_text("Dálkareglan")
    expect(icelandic.locator(".skyw-chance-panel")).to_contain_text("Spil sem enginn hefur séð")
    page.wait_for_timeout(500)
    room.no_overflow(icelandic, "light, every panel open")
    room.panel_shots(icelandic, str(artifacts_dir / "skyjo-is-1280-light"))

    try:
        jupyterlab.set_theme("JupyterLab Dark")
        page.wait_for_timeout(500)
        room.no_overflow(icelandic, "dark, every panel open")
        room.panel_shots(icelandic, str(artifacts_dir / "skyjo-is-1280-dark"))
        room.presentation(True)
        room.check(icelandic, "Icelandic, dark", axe=False, lang="is")
        jupyterlab.frame(icelandic)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyjo-is-1280-dark.png"))
    finally:
        room.leave()
    assert jupyterlab.console_errors("skyjo") == []
