"""Skyline Express in Icelandic, in a real JupyterLab at a projector's 1280x800, light and dark.

Two notebooks each hold a solo game against the rulebook's AI opponent with
``settings={"language": "is"}``: one played here by clicking through its first rounds
(the AI opponent's steps wait for a click, so its reasons are on screen), and one played
to its end from Python, to show the final scoring. The boards say everything in Icelandic:
the prompt, the dice, the special actions, the sheets, the goals and the services, the AI
opponent's box and its reasons, a refused click's reason and the rulebook section it cites
(the English heading with an Icelandic gloss), the panels, and the result. At each phase
the decision area fits the notebook's view, no board text is under 14 px, axe-core finds
nothing serious, and nothing sticks out of the widget or is cut off by the longer words,
with every panel open, in Presentation Mode and not, light and dark. Screenshots go to
the artifacts; look at them.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyline-express-icelandic.ipynb"
CODE = [
    "from skywidgets import SkylineExpress\n"
    "solo = SkylineExpress(players=['Anna'], seed=3,\n"
    "                      settings={'pace': 0, 'language': 'is', 'autoplay': False, 'explain': True})\n"
    "solo",
]
#: a whole game played from Python, to show the end and its scoring (a notebook of its
#: own: one board of the game in Icelandic on screen at a time for axe-core)
FINISHED = "skyline-express-icelandic-finished.ipynb"
FINISHED_CODE = [
    "from skywidgets import SkylineExpress\n"
    "done = SkylineExpress(players=['Anna'], seed=5,\n"
    "                      settings={'pace': 0, 'language': 'is', 'autoplay': False})\n"
    "while not done.state.is_over and done.moves:\n"
    "    done.play(done.moves[0]['id'])\n"
    "    done.wait(30)\n"
    "done",
]
GAME = "skyline_express"
MAIN_SEAT = ".skyline-sheet.is-main .skyline-seat"
MOVE_TIMEOUT = 15_000
#: English words a board in Icelandic must not show (none of them is an Icelandic word)
ENGLISH = re.compile(r"\b(the|and|take|seat|your|passengers?|points?|tickets?|dice|die|"
                     r"round|service|goal|turn|buy|opponent)\b", re.IGNORECASE)


def _expect():
    from playwright.sync_api import expect

    return expect


def _phase(widget) -> str:
    """The phase the board's Icelandic prompt speaks of."""
    prompt = widget.locator(".skyline-prompt").inner_text()
    for pattern, phase in [(r"taktu tening", "pick"), (r"settu farþegann", "hold"),
                           (r"ljúktu röðinni \(E\)", "after"),
                           (r"ýttu á Næsta skref", "ai step"), (r"endar á jöfnu", "ai tie")]:
        if re.search(pattern, prompt):
            return phase
    return prompt


def _no_english(widget, where: str) -> None:
    """The board (not the names or ids) shows no English word."""
    text = widget.locator(".skyw-board-host").inner_text()
    found = sorted({m.group(0) for m in ENGLISH.finditer(text)})
    assert found == [], f"{where}: English on the Icelandic board: {found}\n{text[:2000]}"


def _log_rows(widget):
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))


def _play_a_turn(room, widget, where: str, check: bool) -> None:
    """Anna's turn by clicking: a die, a seat, the end of the turn; then the AI opponent's
    steps, each clicked (or a die given to it when its list ends in a tie)."""
    expect = _expect()
    assert _phase(widget) == "pick", widget.locator(".skyline-prompt").inner_text()
    widget.locator(".skyline-tray .skyline-die-button.is-target").first.click()
    expect(widget.locator(".skyline-prompt")).to_contain_text("settu farþegann")
    expect(widget.locator(".skyline-hand [role=img]")).to_have_attribute("aria-label", re.compile(r"^Á hendi: "))
    if check:
        room.check(widget, f"{where}, seat a passenger", lang="is")
        _no_english(widget, f"{where}, seat a passenger")
    widget.locator(f"{MAIN_SEAT}.is-target").first.click()
    if _phase(widget) == "after":
        widget.locator(".skyline-actions [data-action='end']").click()
    expect(widget.locator(".skyline-prompt")).to_contain_text(
        re.compile(r"Næsta skref|endar á jöfnu|taktu tening"), timeout=MOVE_TIMEOUT)
    steps = 0
    while _phase(widget) in ("ai step", "ai tie") and steps < 6:
        expect(widget.locator(".skyline-ai-why")).to_be_visible()
        expect(widget.locator(".skyline-ai-why")).to_contain_text("Af hverju:")
        if check and steps == 1:
            room.check(widget, f"{where}, the AI opponent's step", lang="is")
            _no_english(widget, f"{where}, the AI opponent's step")
        ply = _log_rows(widget).count()
        if _phase(widget) == "ai tie":
            widget.locator(".skyline-give").first.click()
        else:
            widget.locator(".skyline-ai-step").click()
        expect(_log_rows(widget)).to_have_count(ply + 1, timeout=MOVE_TIMEOUT)
        steps += 1
    assert steps >= 2, "the AI opponent takes a die, then seats it"


def test_skyline_express_in_icelandic_against_the_ai_opponent(jupyterlab, room, page, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    jupyterlab.run_notebook(jupyterlab.server.write_notebook(NOTEBOOK, CODE))
    boards = page.locator(f'.skyw[data-game="{GAME}"]')
    expect(boards).to_have_count(1, timeout=90_000)
    solo = boards.first
    expect(solo.locator(MAIN_SEAT)).to_have_count(24, timeout=30_000)

    # The words: the board's language, the prompt, the board's parts, the shell's panels.
    expect(solo).to_have_attribute("lang", "is")
    prompt = solo.locator(".skyline-prompt")
    expect(prompt).to_have_text("Anna: taktu tening (smelltu á hann, eða ýttu á Y, B, G eða R).")
    expect(solo.locator(".skyline-round-count")).to_have_text("Umferð 1 af 12")
    expect(solo.locator(".skyline-actions-zone")).to_contain_text("Séraðgerðir")
    expect(solo.locator(".skyline-actions [data-action='end']")).to_have_text("Ljúka röðinni")
    expect(solo.locator(".skyline-ai")).to_contain_text("Vélmennið")
    expect(solo.locator(".skyline-services")).to_contain_text("Veitingavagn")
    expect(solo.locator(".skyline-goals")).to_contain_text("stig fyrir hvern klefa")
    expect(solo.locator(".skyline-tracks").first).to_contain_text("Teningastig")
    expect(solo.locator(".skyw-log-panel summary")).to_contain_text("Leikjaskrá")
    expect(solo.locator(".skyw-moves-panel")).to_contain_text("teninginn")

    solo.scroll_into_view_if_needed()
    jupyterlab.frame(solo)
    room.presentation(True)
    room.check(solo, "Icelandic, take a die", lang="is")
    _no_english(solo, "Icelandic, take a die")

    # A refused click: a seat before a die is taken; the reason in Icelandic, the English
    # rulebook's section with its Icelandic gloss.
    solo.locator(f"{MAIN_SEAT}[data-seat='0']").click()
    note = solo.locator(".skyw-refusal")
    expect(note).to_be_visible(timeout=10_000)
    expect(note.locator(".skyw-refusal-reason")).to_have_text("Taktu fyrst tening.")
    expect(note.locator(".skyw-refusal-rule")).to_contain_text(
        "Gameplay (gangur leiksins): farþegi valda teningsins fer í hvaða autt sæti sem er")
    note.get_by_role("button", name="Loka").click()
    expect(note).to_be_hidden()

    # Two rounds (four turns of Anna's, each followed by the AI opponent's steps).
    for turn in range(4):
        _play_a_turn(room, solo, f"Icelandic, turn {turn + 1}", check=turn in (0, 2))
    expect(solo.locator(".skyline-round-count")).to_have_text("Umferð 3 af 12", timeout=MOVE_TIMEOUT)
    expect(solo.locator(".skyline-trace-box summary")).to_contain_text("Síðustu ákvarðanir þess")
    expect(solo.locator(".skyline-last")).to_contain_text("Umferð 3: teningarnir sýna")
    room.check(solo, "Icelandic, round 3", lang="is")
    _no_english(solo, "Icelandic, round 3")
    jupyterlab.frame(solo)
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts_dir / "skyline-express-is-1280-light.png"))

    # A die in hand, for the screenshots with the special actions' reasons.
    solo.locator(".skyline-tray .skyline-die-button.is-target").first.click()
    expect(prompt).to_contain_text("settu farþegann")

    # Every panel open: nothing sticks out or is cut off by the longer words.
    room.presentation(False)
    room.open_every_panel(solo)
    expect(solo.locator(".skyw-rules-panel")).to_contain_text("Markmiðin fjögur, eitt fyrir hvern teningalit")
    expect(solo.locator(".skyw-rules-panel")).to_contain_text("Setup (uppsetning)")
    expect(solo.locator(".skyw-chance-panel")).to_contain_text("Næsta kast")
    page.wait_for_timeout(500)
    room.no_overflow(solo, "light, every panel open")
    _no_english(solo, "light, every panel open")
    room.panel_shots(solo, str(artifacts_dir / "skyline-express-is-1280-light"))
    # the AI opponent's latest decisions, rule by rule, and the goals and services below
    trace = solo.locator(".skyline-trace-box")
    trace.locator("summary").click()
    expect(trace).to_contain_text("\u2714 réð úrslitum")
    expect(trace).to_contain_text("Teningur: ")
    trace.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts_dir / "skyline-express-is-1280-light-ai.png"))
    solo.locator(".skyline-services").evaluate("e => e.scrollIntoView({block: 'end'})")
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts_dir / "skyline-express-is-1280-light-services.png"))
    room.no_overflow(solo, "light, the AI opponent's decisions open")

    try:
        jupyterlab.set_theme("JupyterLab Dark")
        page.wait_for_timeout(500)
        room.no_overflow(solo, "dark, every panel open")
        room.panel_shots(solo, str(artifacts_dir / "skyline-express-is-1280-dark"))
        room.presentation(True)
        solo.scroll_into_view_if_needed()
        room.check(solo, "Icelandic, dark", axe=False, lang="is")
        jupyterlab.frame(solo)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyline-express-is-1280-dark.png"))

        # A game played to its end: the final scoring in Icelandic, dark then light.
        jupyterlab.run_notebook(jupyterlab.server.write_notebook(FINISHED, FINISHED_CODE))
        done = page.locator(f'.skyw[data-game="{GAME}"]:visible')
        expect(done).to_have_count(1, timeout=90_000)
        expect(done).to_have_attribute("lang", "is")
        banner = done.locator(".skyline-banner")
        expect(banner).to_be_visible(timeout=30_000)
        expect(banner).to_contain_text("Leik lokið.")
        expect(banner).to_contain_text(re.compile(r"Vélmennið vinnur|Anna vinnur|Jafnt"))
        expect(done.locator(".skyline-prompt")).to_contain_text("Leiknum er lokið.")
        expect(done.locator(".skyline-sheet.is-ai .skyline-score")).to_contain_text("Heiðursgestir ×2")
        jupyterlab.frame(done)
        room.check(done, "Icelandic, the final scoring, dark", axe=False, lang="is")
        _no_english(done, "Icelandic, the final scoring")
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyline-express-is-1280-final-dark.png"))
        jupyterlab.set_theme("JupyterLab Light")
        page.wait_for_timeout(500)
        jupyterlab.frame(done)
        room.check(done, "Icelandic, the final scoring", lang="is")
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyline-express-is-1280-final-light.png"))
        room.presentation(False)
        room.open_every_panel(done)
        page.wait_for_timeout(500)
        room.no_overflow(done, "the final scoring, every panel open")
        room.panel_shots(done, str(artifacts_dir / "skyline-express-is-1280-final"), panels=("rules",))
    finally:
        room.leave()
    assert jupyterlab.console_errors("skyline") == []
