"""The study lab in Icelandic in a real JupyterLab at 1280x800, light and dark: its setup,
its run, its tables and charts in Icelandic words with decimal commas, nothing sticking
out or cut off, no text under 14 px, nothing for axe-core. Screenshots go to the
artifacts folder."""

from __future__ import annotations

import csv
import io
import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

CODE = ('from skywidgets import Lab\n'
        'Lab("skyjo", games=4, seed=9, settings={"language": "is"},\n'
        '    variants={"Venjulegar reglur": {}, "Án dálkareglu": {"column_rule": False}})')
#: the texts of the lab drawn smaller than this many pixels
SMALL_TEXT_JS = """(root, least) => [...root.querySelectorAll('*')]
    .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .filter(e => e.getClientRects().length && parseFloat(getComputedStyle(e).fontSize) < least)
    .map(e => `${e.tagName} "${e.textContent.trim().slice(0, 30)}" ${getComputedStyle(e).fontSize}`)"""
#: English words of the lab's own that must not be left on an Icelandic screen
ENGLISH = ("Run", "Stop", "Players", "Deals", "Seed", "Remove", "Add a", "Win rate", "Scores",
           "Mean", "games", "variant", "lab", "tournament", "against", "Rules:")


def check_room(widget, room, where: str) -> None:
    room.no_overflow(widget, where)
    small = widget.evaluate(SMALL_TEXT_JS, 14)
    assert small == [], f"{where}: text under 14 px: {small}"
    found = room.axe(".skyw-lab")
    assert found == [], f"axe-core, {where}:\n" + "\n".join(found)


def visible_text(widget) -> str:
    return widget.evaluate("w => w.innerText")


def test_the_lab_in_icelandic_sets_up_runs_and_shows_its_results(jupyterlab, page, room,
                                                                  artifacts_dir):
    from playwright.sync_api import expect

    room.screen("1280x800")
    jupyterlab.run_notebook(jupyterlab.server.write_notebook("lab-is-e2e.ipynb", CODE))
    widget = page.locator(".skyw-lab").first
    expect(widget).to_be_visible(timeout=60_000)
    expect(widget).to_have_attribute("lang", "is", timeout=30_000)
    expect(widget.locator(".skyw-title")).to_have_text("Tilraunastofa: Skyjo")
    expect(widget.get_by_role("button", name="Bæta við sæti")).to_be_visible()
    expect(widget.get_by_label("Sæti 1", exact=True)).to_be_visible()
    expect(widget.locator(".skyw-lab-plan")).to_have_text(
        "Samanburður 2 afbrigða á sömu gjöfum: 4 gjafir, hver spiluð einu sinni í hverri "
        "sætaskipan í hverju afbrigði, svo 16 leikir alls. Hvert afbrigði er borið saman "
        "við það fyrsta.")
    rules = widget.locator("details.skyw-lab-variants")
    expect(rules).to_have_attribute("open", "")
    expect(rules.locator("summary")).to_have_text(
        "Reglur: 2 afbrigði til að bera saman (Venjulegar reglur, Án dálkareglu)")
    expect(widget.get_by_label("Heiti afbrigðis 2")).to_have_value("Án dálkareglu")
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "lab-is-setup-1280-light.png"))
    check_room(widget, room, "setup, light")

    widget.get_by_role("button", name="Keyra", exact=True).click()
    runbar = widget.locator(".skyw-lab-runbar")
    expect(runbar).to_have_attribute("data-state", "done", timeout=90_000)
    expect(widget.locator(".skyw-lab-status-text")).to_have_text(
        "Búið: allir 16 leikirnir eru spilaðir.")
    summary = widget.locator(".skyw-lab-summary")
    headers = summary.locator("thead th").all_text_contents()
    assert headers == ["Afbrigði", "Tölva", "Leikir", "Vinningshlutfall (95% öryggisbil)",
                       "Meðalstig (95% öryggisbil)", "Meðalsæti"]
    expect(summary.locator("caption")).to_have_text(
        "Allir 16 leikirnir eru spilaðir. Bilin eru 95% öryggisbil; lægri stig eru betri.")
    scores = summary.locator("tbody tr td:nth-child(5)").all_text_contents()
    assert all(re.fullmatch(r"-?\d+,\d( \(-?\d+,\d til -?\d+,\d\))?", s) for s in scores), scores
    wins = summary.locator("tbody tr td:nth-child(4)").all_text_contents()
    assert all(re.fullmatch(r"\d+,\d%( \(\d+,\d% til \d+,\d%\))?", w) for w in wins), wins
    differences = widget.locator(".skyw-lab-differences")
    cells = differences.locator("tbody tr").first.locator("td").all_text_contents()
    assert cells[0] == "Án dálkareglu á móti Venjulegar reglur"
    figcaptions = widget.locator(".skyw-lab-figure figcaption").all_text_contents()
    assert figcaptions == ["Vinningshlutfall, með 95% öryggisbili",
                           "Stig: miðhelmingur, miðgildi og meðaltal (lægra er betra)"]
    chart_values = widget.locator(".skyw-lab-chart").nth(1).locator(".skyw-lab-value").all_text_contents()
    assert [s.split(" (")[0] for s in scores] == chart_values
    text = visible_text(widget)
    left = [word for word in ENGLISH if re.search(rf"\b{re.escape(word)}\b", text)]
    assert left == [], f"English left on the Icelandic lab: {left}\n{text}"

    # the CSV: its header in Icelandic, its numbers data with a decimal point
    with page.expect_download() as info:
        widget.get_by_role("button", name="Sækja CSV með spiluðu leikjunum").click()
    with open(info.value.path(), encoding="utf-8") as file:
        rows = list(csv.reader(io.StringIO(file.read())))
    assert rows[0][:3] == ["afbrigði", "gjöf", "fræ"] and len(rows) == 1 + 2 * 16
    share = rows[0].index("vinningshlutur")
    assert all("," not in row[share] for row in rows[1:])

    results = widget.locator(".skyw-lab-results")
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "lab-is-done-1280-light.png"))
    runbar.evaluate("e => e.scrollIntoView({block: 'center'})")
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts_dir / "lab-is-runbar-1280-light.png"))
    results.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts_dir / "lab-is-results-1280-light.png"))
    check_room(widget, room, "results, light")
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        results.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts_dir / "lab-is-results-1280-dark.png"))
        check_room(widget, room, "results, dark")
        widget.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts_dir / "lab-is-setup-1280-dark.png"))
    finally:
        jupyterlab.restore_light_theme()
    problems = [line for line in page.console_lines
                if line.startswith("[pageerror]") or ("[error]" in line and "lab" in line)]
    assert not problems, problems
