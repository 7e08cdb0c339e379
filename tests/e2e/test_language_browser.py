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

#: every element of the widget that sticks out of it sideways, and every text a box cuts
#: off (overflow hidden or clip with more to show); scrolling boxes scroll on purpose
_OVERFLOW_JS = r"""(root) => {
    const out = [];
    const box = root.getBoundingClientRect();
    const seen = (e) => e.checkVisibility({visibilityProperty: true}) && e.getBoundingClientRect().width > 0;
    const name = (e) => `${e.tagName.toLowerCase()}.${String(e.className?.baseVal ?? e.className).split(' ').join('.')} "${(e.textContent || '').trim().slice(0, 40)}"`;
    for (const e of root.querySelectorAll('*')) {
        if (e.closest('.skyw-visually-hidden') || !seen(e)) continue;
        // inside a box that clips or scrolls its content, a part is cut by that box on
        // purpose (the State panel's long values): the box itself is checked
        let clipper = null;
        for (let a = e.parentElement; a && a !== root; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== 'visible') { clipper = a; break; }
        }
        if (clipper) {
            // words run out of the side of the box that holds them (a scrolling list cuts
            // them there); the State panel's values are data, cut on purpose
            const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
            const c = clipper.getBoundingClientRect();
            if (own && !e.closest('.skyw-state-panel') && e.getBoundingClientRect().right > c.right + 1) {
                out.push(`cut off by its box: ${name(e)}`);
            }
            continue;
        }
        const r = e.getBoundingClientRect();
        if (r.right > box.right + 1 || r.left < box.left - 1) out.push(`sticks out: ${name(e)} ${Math.round(r.left)}..${Math.round(r.right)} of ${Math.round(box.left)}..${Math.round(box.right)}`);
        const cs = getComputedStyle(e);
        const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        const clips = /(hidden|clip)/.test(cs.overflowX) || cs.textOverflow === 'ellipsis';
        if (own && clips && e.scrollWidth > e.clientWidth + 1) out.push(`cut off: ${name(e)} ${e.scrollWidth} > ${e.clientWidth}`);
    }
    return out;
}"""


def _expect():
    from playwright.sync_api import expect

    return expect


def _check(room, widget, where: str, axe: bool = True):
    """room.check for the Icelandic board alone (the page holds an English one too)."""
    fit = room.fit(widget)
    print(f"\n{where}: {fit}")
    assert fit.problems == [], f"{where}: the decision area does not fit ({fit}):\n" + "\n".join(fit.problems)
    assert room.small_text(widget) == [], where
    if axe:
        found = room.axe('.skyw[lang="is"]')
        assert found == [], f"{where}: axe-core:\n" + "\n".join(found)
    return fit


def _open_every_panel(widget) -> None:
    for details in widget.locator("details.skyw-panel").all():
        if details.is_visible() and details.get_attribute("open") is None:
            details.locator("summary").first.click()


def _panel_shots(page, widget, artifacts_dir, theme: str) -> None:
    """A screenshot of the page with each part of the side column in view, in turn."""
    for panel in ("reasoning", "outcomes", "chance", "rules"):
        widget.locator(f".skyw-{panel}-panel").evaluate("e => e.scrollIntoView({block: 'start'})")
        page.mouse.move(0, 0)
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts_dir / f"skyjo-is-1280-{panel}-{theme}.png"))


def _no_overflow(widget, where: str) -> None:
    problems = widget.evaluate(_OVERFLOW_JS)
    assert problems == [], f"{where}:\n" + "\n".join(problems)


def test_skyjo_in_icelandic_beside_an_english_board(jupyterlab, room, page, artifacts_dir):
    expect = _expect()
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
    _check(room, icelandic, "Icelandic, the opening")

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
    _check(room, icelandic, "Icelandic, a turn")

    # A card in hand: the longest prompt, and the flip button's words.
    draw_pile.click()
    expect(prompt).to_contain_text(re.compile(r"^Anna: þú dróst"), timeout=TURN_TIMEOUT)
    expect(icelandic.locator(".skyjo-flip-mode")).to_contain_text("snúa spili")
    _check(room, icelandic, "Icelandic, a card in hand")
    jupyterlab.frame(icelandic)
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts_dir / "skyjo-is-1280-light.png"))

    # Every panel open: nothing sticks out or is cut off by the longer words.
    room.presentation(False)
    _open_every_panel(icelandic)
    expect(icelandic.locator(".skyw-rules-panel")).to_contain_text("Dálkareglan")
    expect(icelandic.locator(".skyw-chance-panel")).to_contain_text("Spil sem enginn hefur séð")
    page.wait_for_timeout(500)
    _no_overflow(icelandic, "light, every panel open")
    _panel_shots(page, icelandic, artifacts_dir, "light")

    try:
        jupyterlab.set_theme("JupyterLab Dark")
        page.wait_for_timeout(500)
        _no_overflow(icelandic, "dark, every panel open")
        _panel_shots(page, icelandic, artifacts_dir, "dark")
        room.presentation(True)
        _check(room, icelandic, "Icelandic, dark", axe=False)
        jupyterlab.frame(icelandic)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "skyjo-is-1280-dark.png"))
    finally:
        room.leave()
    assert jupyterlab.console_errors("skyjo") == []
