"""Skyway Robbery in Icelandic, in a real JupyterLab at a projector's 1280x800, light and dark.

``SkywayRobbery(players=["Anna", "Bjarni", "heuristic"], seed=2, settings={"language":
"is"})``: two people at one screen and a bot. The first screen waits for Anna (the
hand-off, in Icelandic, showing no one's cards); Anna takes the seat and hires a recruit
on the board's own button, then the screen is handed to Bjarni, and so on: each hand-off
shows neither hand nor any move, in Icelandic as in English. After the draft the people
let the bot play their turns (Tölvan leikur) through programming until a job (with this
seed Bjarni's jail break in round 1) is resolved and the board says how it went.

At each phase (the hand-off, the draft, programming, the job resolved) the board speaks
Icelandic (its lang attribute, the turn line, the prompt, the zones; no English word of
the board left), the decision fits the view in Presentation Mode, no text is under 14 px,
axe-core finds nothing serious, and nothing sticks out or is cut off by the longer words.
Then every panel is opened (the Heist planner too), light and dark; the screenshots and
each panel's go to the artifacts folder: look at them.
"""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

GAME = "skyway_robbery"
NOTEBOOK = "skyway-robbery-icelandic.ipynb"
CODE = ("from skywidgets import SkywayRobbery\n"
        "SkywayRobbery(players=['Anna', 'Bjarni', 'heuristic'], seed=2,\n"
        "              settings={'pace': 0, 'language': 'is', 'bot': 'heuristic', 'explain': True})")
PEOPLE = ("Anna", "Bjarni")
#: how the Icelandic board names each phase in its turn line
PHASES = {"draft": "Fyrstu nýliðarnir", "program": "Áætlun", "act": "Spilið sem var snúið við",
          "plan": "Ólögleg aðgerð skipulögð", "threat": "Hótun við áhafnarmeðlim",
          "rolled": "Viðvörunarkastið", "arrest": "Handtökur", "free": "Frelsað úr Steininum"}
#: English words of the board that must not be left on the Icelandic board
ENGLISH = ("Strength", "Reputation", "Brig", "Defenses", "Round ", "Draft ", "to move", "Hand:",
           "Dirty tricks", "The route", "Players", "gang member", "face down", "equipment")
HANDOFF = "Réttu skjáinn áfram"  # the hand-off banner's name: "Hand the screen over"


def _expect():
    from playwright.sync_api import expect

    return expect


def _phase(widget) -> str | None:
    line = widget.locator(".skyrob-turn").text_content() or ""
    return next((phase for phase, name in PHASES.items() if name in line), None)


def _settle(widget, timeout: float = 60_000) -> str:
    """Wait until the screen waits for a person (the hand-off) or a person at it has moves;
    "handoff" or "move"."""
    return widget.page.wait_for_function(
        """([w, name]) => {
             const banner = w.querySelector(`[role=dialog][aria-label="${name}"]`);
             if (banner && !banner.hidden) return "handoff";
             const turn = w.querySelector('.skyw-turn')?.textContent ?? '';
             const person = /Anna|Bjarni/.test(turn.split(':').pop());
             return !w.classList.contains('is-busy') && person
               && w.querySelector('.skyrob button[data-move]') ? "move" : null;
           }""", arg=[widget.element_handle(), HANDOFF], timeout=timeout, polling=100).json_value()


def _nothing_secret(widget) -> None:
    """The hand-off screen shows no hand, no dirty trick, no move of anyone's."""
    assert widget.locator(".skyrob-hand .skyrob-card").count() == 0, "a hand shows on the hand-off"
    assert widget.locator(".skyrob-tricks").count() == 0
    assert widget.locator(".skyrob button[data-move]").count() == 0


def _in_icelandic(widget, where: str) -> None:
    """The board's own words are Icelandic: its lang, and none of the board's English left."""
    _expect()(widget).to_have_attribute("lang", "is")
    text = widget.locator(".skyrob").inner_text()
    left = [word for word in ENGLISH if word in text]
    assert left == [], (where, left)


def _click(widget, locator) -> None:
    """Click a button and wait for the position (the turn line) to change."""
    before = widget.locator(".skyw-turn").text_content()
    locator.first.click()
    widget.page.wait_for_function("([w, before]) => w.querySelector('.skyw-turn').textContent !== before",
                                  arg=[widget.element_handle(), before], timeout=60_000)


def test_skyway_robbery_in_icelandic_hot_seat_with_a_bot(jupyterlab, room, page, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, GAME, "[data-seat]", 3)
    room.presentation(True)
    jupyterlab.frame(widget)
    checked: set[str] = set()
    handoffs = 0
    try:
        # the first screen waits for Anna: the hand-off in Icelandic, nothing secret on it
        banner = widget.get_by_role("dialog", name=HANDOFF)
        expect(banner).to_be_visible(timeout=30_000)
        expect(banner).to_contain_text("Réttu Anna skjáinn")
        expect(banner.get_by_role("button", name=re.compile(r"^Tilbúin"))).to_be_visible()
        _nothing_secret(widget)
        _in_icelandic(widget, "the hand-off")
        # (the board is dimmed while it waits, on purpose: axe reads the boards in play)
        room.check(widget, "Icelandic, the hand-off", axe=False, lang="is")
        room.no_overflow(widget, "the hand-off")
        page.screenshot(path=str(artifacts_dir / "skyway-robbery-is-handoff.png"))

        bot_move = widget.get_by_role("button", name="Tölvan leikur", exact=True)
        job_done = False
        for _ in range(80):
            if _settle(widget) == "handoff":
                handoffs += 1
                _nothing_secret(widget)
                _click(widget, banner.get_by_role("button", name=re.compile(r"^Tilbúin")))
                continue
            phase = _phase(widget)
            last = widget.locator(".skyrob-last")
            if last.is_visible() and "Síðasta verk" in (last.text_content() or ""):
                job_done = True
            if phase not in checked:
                checked.add(phase)
                where = f"Icelandic, {PHASES.get(phase, phase)}"
                _in_icelandic(widget, where)
                room.check(widget, where, lang="is")
                room.no_overflow(widget, where)
                if phase == "draft":
                    expect(widget.locator(".skyrob-prompt")).to_contain_text("Ráddu einn af nýliðunum þínum")
                    expect(widget.locator(".skyrob-hand")).to_contain_text("Spil á hendi: Anna")
                    expect(widget.locator(".skyrob-track")).to_contain_text("Leiðin")
                    expect(widget.locator(".skyrob-brig")).to_contain_text("Steinninn")
                    page.screenshot(path=str(artifacts_dir / "skyway-robbery-is-draft.png"))
                if phase == "program":
                    expect(widget.locator(".skyrob-decide")).to_contain_text("Aðgerðaspil")
                    expect(widget.locator(".skyrob-decide")).to_contain_text("Staðarrán / Fangaflótti")
                    page.screenshot(path=str(artifacts_dir / "skyway-robbery-is-program.png"))
            if job_done:
                break
            if phase == "draft":
                # the board's own button: hire the first recruit that can be paid for
                hire = widget.locator(".skyrob-decide button[data-move^='hire:']")
                _click(widget, hire if hire.count() else widget.locator(".skyrob-decide button[data-move^='brig:']"))
            else:
                _click(widget, bot_move)
        assert job_done, f"no job was resolved (phases seen: {sorted(map(str, checked))})"
        assert handoffs >= 3, handoffs
        assert {"draft", "program"} <= checked, checked

        # a job resolved: how it went, in Icelandic, and its alarm dice
        last = widget.locator(".skyrob-last")
        expect(last).to_contain_text(re.compile(r"Síðasta verk: .+ (heppnaðist|mistókst)"))
        _in_icelandic(widget, "a job resolved")
        room.check(widget, "Icelandic, a job resolved", lang="is")
        room.no_overflow(widget, "a job resolved")
        jupyterlab.frame(widget)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyway-robbery-is-1280-light.png"))

        # every panel open, the Heist planner too: nothing sticks out or is cut off
        room.presentation(False)
        room.open_every_panel(widget)
        expect(widget.locator(".skyw-chance-panel")).to_contain_text("Handjárn á einum teningi")
        expect(widget.locator(".skyw-rules-panel")).to_contain_text("Bellibrögð á leikmann")
        planner = widget.locator(".skyrob-planner-panel")
        expect(planner).to_contain_text("Ránsáætlun")
        page.wait_for_timeout(500)
        room.no_overflow(widget, "light, every panel open")
        room.panel_shots(widget, str(artifacts_dir / "skyway-robbery-is-1280-light"))

        jupyterlab.set_theme("JupyterLab Dark")
        page.wait_for_timeout(500)
        room.no_overflow(widget, "dark, every panel open")
        room.panel_shots(widget, str(artifacts_dir / "skyway-robbery-is-1280-dark"))
        room.presentation(True)
        room.check(widget, "Icelandic, dark", axe=False, lang="is")
        jupyterlab.frame(widget)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyway-robbery-is-1280-dark.png"))
    finally:
        room.leave()
    assert jupyterlab.console_errors(GAME) == []
