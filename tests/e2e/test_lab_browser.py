"""The study lab's widget in a real JupyterLab: choose the seats, refuse a bad number of
deals, press Run and watch the charts fill in while the games are played, press Stop and
read that the table holds only the games played, Download CSV and read its rows. At
1280x800, light and dark, with axe-core and no text under 14 px. Screenshots go to the
artifacts folder."""

from __future__ import annotations

import csv
import io

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

CODE = 'from skywidgets import Lab\nlab = Lab("skyjo", games=300, seed=5)\nlab'
#: the texts of the lab drawn smaller than this many pixels (SVG text and HTML alike)
SMALL_TEXT_JS = """(root, least) => [...root.querySelectorAll('*')]
    .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .filter(e => e.getClientRects().length && parseFloat(getComputedStyle(e).fontSize) < least)
    .map(e => `${e.tagName} "${e.textContent.trim().slice(0, 30)}" ${getComputedStyle(e).fontSize}`)"""


def games_of(bar) -> int:
    return int(bar.get_attribute("data-games"))


def test_the_lab_runs_live_stops_and_downloads(jupyterlab, page, room, artifacts_dir):
    from playwright.sync_api import expect

    from skywidgets.lab import COLUMNS

    page.set_viewport_size({"width": 1280, "height": 800})
    jupyterlab.run_notebook(jupyterlab.server.write_notebook("lab-e2e.ipynb", CODE))
    widget = page.locator(".skyw-lab").first
    expect(widget).to_be_visible(timeout=60_000)
    expect(widget.locator(".skyw-title")).to_have_text("Skyjo lab")
    seats = widget.locator(".skyw-lab-seat")
    expect(seats).to_have_count(2)

    # choose the seats: a third seat, and greedy in the second
    widget.get_by_role("button", name="Add a seat").click()
    expect(seats).to_have_count(3)
    widget.get_by_label("Seat 2", exact=True).select_option("greedy")
    expect(widget.get_by_label("Seat 2", exact=True)).to_have_value("greedy")
    plan = widget.locator(".skyw-lab-plan")
    expect(plan).to_have_text("A tournament: 300 deals, each played once with every seat "
                              "rotation, so 900 games in all.")

    # a number of deals Python refuses is said, names its field, and changes nothing
    deals = widget.get_by_label("Deals", exact=True)
    deals.fill("0")
    deals.press("Tab")
    error = widget.locator(".skyw-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("from 1 to 5000, not 0")
    expect(error).to_contain_text("field: setup.games")
    expect(deals).to_have_value("300")
    error.get_by_role("button", name="Dismiss the error").click()
    expect(error).to_be_hidden()

    # Run: the bars appear and grow while the games are still being played
    download = widget.get_by_role("button", name="Download CSV of the games played")
    expect(download).to_be_disabled()
    widget.get_by_role("button", name="Run", exact=True).click()
    runbar = widget.locator(".skyw-lab-runbar")
    expect(runbar).to_have_attribute("data-state", "running")
    bars = widget.locator(".skyw-lab-win-bar")
    expect(bars).to_have_count(3, timeout=30_000)
    first = games_of(bars.first)
    page.wait_for_function(
        """([first]) => {
            const bar = document.querySelector('.skyw-lab .skyw-lab-win-bar');
            return bar && Number(bar.dataset.games) > first;
        }""", arg=[first], timeout=30_000)
    assert runbar.get_attribute("data-state") == "running", "the run ended before the bars grew"
    expect(widget.locator(".skyw-lab-box")).to_have_count(3)
    expect(widget.get_by_label("Seat 1", exact=True)).to_be_disabled()  # no choices change mid-run
    labels = widget.locator(".skyw-lab-summary tbody tr td:first-child").all_text_contents()
    assert labels == ["greedy 1", "greedy 2", "random"]
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "lab-running-light.png"))

    # Stop: the games played are kept, and the lab says the table holds only those
    widget.get_by_role("button", name="Stop").click()
    expect(runbar).to_have_attribute("data-state", "stopped", timeout=20_000)
    status = widget.locator(".skyw-lab-status-text")
    expect(status).to_contain_text("Stopped after")
    expect(status).to_contain_text("show only the games played before Stop")
    caption = widget.locator(".skyw-lab-summary caption")
    expect(caption).to_contain_text("of 900 games played.")
    played = int(status.text_content().split("Stopped after ")[1].split(" ")[0])
    assert 0 < played < 900
    assert caption.text_content().startswith(f"{played} of 900 games played.")
    expect(widget.get_by_label("Seat 1", exact=True)).to_be_enabled()

    # Download CSV: one row per game and seat, the columns of Results.to_csv()
    expect(download).to_be_enabled()
    with page.expect_download() as info:
        download.click()
    assert info.value.suggested_filename == "skyjo-lab.csv"
    with open(info.value.path(), encoding="utf-8") as file:
        text = file.read()
    rows = list(csv.DictReader(io.StringIO(text)))
    assert list(rows[0]) == list(COLUMNS)
    assert len(rows) == 3 * played
    assert {r["bot"] for r in rows} == {"greedy 1", "greedy 2", "random"}
    assert len({(r["deal"], r["rotation"]) for r in rows}) == played

    # readable on a projector, light and dark
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "lab-stopped-light.png"))
    small = widget.evaluate(SMALL_TEXT_JS, 14)
    assert small == [], f"text under 14 px: {small}"
    found = room.axe(".skyw-lab")
    assert found == [], "axe-core, light:\n" + "\n".join(found)
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        jupyterlab.frame(widget)
        page.screenshot(path=str(artifacts_dir / "lab-stopped-dark.png"))
        found = room.axe(".skyw-lab")
        assert found == [], "axe-core, dark:\n" + "\n".join(found)
    finally:
        jupyterlab.restore_light_theme()
    problems = [line for line in page.console_lines
                if line.startswith("[pageerror]") or ("[error]" in line and "lab" in line)]
    assert not problems, problems


def test_the_lab_compares_two_variants_with_their_paired_differences(jupyterlab, page, room,
                                                                     artifacts_dir):
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1280, "height": 800})
    code = 'from skywidgets import Lab\nLab("skyjo", games=4, seed=9)'
    jupyterlab.run_notebook(jupyterlab.server.write_notebook("lab-compare-e2e.ipynb", code))
    widget = page.locator(".skyw-lab").first
    expect(widget).to_be_visible(timeout=60_000)
    rules = widget.locator("details.skyw-lab-variants")
    expect(rules).not_to_have_attribute("open", "")  # one variant of the standard rules
    rules.locator("summary").click()
    widget.get_by_role("button", name="Add a variant").click()
    expect(widget.get_by_label("Name of variant 2")).to_have_value("Variant 2")
    expect(rules).to_have_attribute("open", "")
    widget.get_by_label("Name of variant 2").fill("No column rule")
    widget.get_by_label("Name of variant 2").press("Tab")
    column = widget.get_by_label("Column rule, No column rule")
    expect(column).to_be_checked()
    column.uncheck()
    expect(widget.get_by_label("Column rule, No column rule")).not_to_be_checked()
    expect(widget.get_by_label("Column rule, Standard rules")).to_be_checked()
    expect(rules.locator("summary")).to_have_text(
        "Rules: 2 variants to compare (Standard rules, No column rule)")
    widget.get_by_role("button", name="Run", exact=True).click()
    runbar = widget.locator(".skyw-lab-runbar")
    expect(runbar).to_have_attribute("data-state", "done", timeout=60_000)
    expect(widget.locator(".skyw-lab-status-text")).to_have_text("Done: all 16 games are played.")
    expect(widget.locator(".skyw-lab-win-bar")).to_have_count(4)
    differences = widget.locator(".skyw-lab-differences")
    expect(differences.locator("tbody tr")).to_have_count(2)
    cells = differences.locator("tbody tr").first.locator("td").all_text_contents()
    assert cells[:3] == ["No column rule against Standard rules", "greedy", "8"]

    from skywidgets import lab

    expected = lab.compare("skyjo", {"Standard rules": {}, "No column rule": {"column_rule": False}},
                           seats=["greedy", "random"], games=4, seed=9, progress=False)
    first = expected.differences()[0]
    assert cells[3].startswith(f"{first['score_diff']:+.1f} (")
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "lab-compare-light.png"))
    results = widget.locator(".skyw-lab-results")
    results.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts_dir / "lab-compare-results-light.png"))
    # the charts' words are the table's: the same value, said once
    chart_values = widget.locator(".skyw-lab-chart").nth(1).locator(".skyw-lab-value").all_text_contents()
    table_scores = widget.locator(".skyw-lab-summary tbody tr td:nth-child(5)").all_text_contents()
    assert [t.split(" (")[0] for t in table_scores] == chart_values
    small = widget.evaluate(SMALL_TEXT_JS, 14)
    assert small == [], f"text under 14 px: {small}"
    found = room.axe(".skyw-lab")
    assert found == [], "axe-core, light:\n" + "\n".join(found)
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        results.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts_dir / "lab-compare-results-dark.png"))
        found = room.axe(".skyw-lab")
        assert found == [], "axe-core, dark:\n" + "\n".join(found)
    finally:
        jupyterlab.restore_light_theme()
