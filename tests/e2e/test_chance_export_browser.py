"""The Chance panel and Download CSV in a real JupyterLab: Skyway's and Skyline Express's
Chance panels read Python's exact figures; the Log's and Simulated outcomes' Download CSV
each save a file whose rows are Python's table. Screenshots go to the artifacts folder."""

from __future__ import annotations

import csv
import io

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SKYWAY = 'from skywidgets import Skyway\nw = Skyway(seed=3)\nw.play("a5")\nw.play("b1")\nw'
SKYLINE = 'from skywidgets import SkylineExpress\nSkylineExpress(players=["You"], seed=2)'


def panel_rows(panel) -> list[list[str]]:
    return panel.locator(".skyw-chance-row").evaluate_all(
        "els => els.map(e => [e.querySelector('.skyw-chance-label').textContent,"
        " e.querySelector('.skyw-chance-value').textContent])")


def python_rows(chance: dict) -> list[list[str]]:
    return [[row["label"], f"{row['fraction']} \u00B7 {row['percent']}"
             if row["kind"] == "probability" else f"{row['count']} of {row['of']}"]
            for section in chance["sections"] for row in section["rows"]]


def read_download(download) -> list[dict]:
    with open(download.path(), encoding="utf-8") as file:
        return list(csv.DictReader(io.StringIO(file.read())))


def test_skyway_chance_and_both_downloads(jupyterlab, page, room, artifacts_dir):
    from playwright.sync_api import expect

    from skywidgets import Skyway
    from skywidgets.widget.tables import OUTCOME_COLUMNS

    local = Skyway(seed=3)
    local.play("a5")
    local.play("b1")
    widget = jupyterlab.open_widget_notebook("chance-skyway-e2e.ipynb", SKYWAY, "skyway",
                                             ".skyway-grid .skyway-cell", 9)
    chance = widget.locator(".skyw-chance-panel")
    chance.locator("summary").click()
    expect(chance).to_have_attribute("open", "")
    expect(chance.locator(".skyw-chance-row")).to_have_count(8)
    assert panel_rows(chance) == python_rows(local.chance)
    expect(chance.locator(".skyw-chance-basis")).to_contain_text(
        "Worked out from what everyone at the table can see")
    jupyterlab.frame(widget)
    chance.screenshot(path=str(artifacts_dir / "chance-skyway.png"))
    assert room.axe(".skyw-chance-panel") == []

    # the Log's file is Python's table of the Log as shown
    log = widget.locator(".skyw-log-panel")
    with page.expect_download() as info:
        log.get_by_role("button", name="Download CSV of the Log").click()
    assert info.value.suggested_filename == "skyway-log.csv"
    expected = [{k: "" if v is None else str(v) for k, v in row.items()}
                for row in local.log_table(shown=True)]
    assert read_download(info.value) == expected and len(expected) == 2

    # the outcomes' file: one row per legal move and measure, as the panel shows them
    outcomes = widget.locator(".skyw-outcomes-panel")
    outcomes.locator("summary").click()
    button = outcomes.get_by_role("button", name="Download CSV of the Simulated outcomes")
    expect(button).to_be_disabled()
    outcomes.get_by_label("Rollouts per move").fill("3")
    outcomes.get_by_role("button", name="Run", exact=True).click()
    expect(outcomes.locator(".skyw-progress-text")).to_contain_text("done", timeout=60_000)
    expect(button).to_be_enabled()
    with page.expect_download() as info:
        button.click()
    assert info.value.suggested_filename == "skyway-outcomes.csv"
    rows = read_download(info.value)
    assert list(rows[0]) == list(OUTCOME_COLUMNS)
    legal = [m.id for m in local.state.legal_moves()]
    assert [r["move_id"] for r in rows] == [m for m in legal for _ in ("win", "mean")]
    assert {r["measure"] for r in rows} == {"win", "mean"} and {r["n"] for r in rows} == {"3"}
    shown = outcomes.locator("tbody tr").count()
    assert len(rows) == 2 * shown
    jupyterlab.frame(widget)
    outcomes.screenshot(path=str(artifacts_dir / "chance-outcomes-download.png"))
    problems = jupyterlab.console_errors("skyway")
    assert not problems, problems


def test_skyline_express_chance_reads_the_dice_odds(jupyterlab, page, room, artifacts_dir):
    from playwright.sync_api import expect

    from skywidgets import SkylineExpress

    local = SkylineExpress(players=["You"], seed=2)
    widget = jupyterlab.open_widget_notebook("chance-skyline-e2e.ipynb", SKYLINE,
                                             "skyline_express",
                                             ".skyline-sheet.is-main .skyline-seat", 24)
    chance = widget.locator(".skyw-chance-panel")
    chance.locator("summary").click()
    expect(chance.locator(".skyw-chance-row")).to_have_count(5)
    rows = panel_rows(chance)
    assert rows == python_rows(local.chance)
    # the solo reroll throws two dice: a 5 or 6 on at least one is 1 - (2/3)^2
    assert ["A 5 or 6 (a persona)", "5/9 \u00B7 55.6%"] in rows
    jupyterlab.frame(widget)
    chance.screenshot(path=str(artifacts_dir / "chance-skyline-express-light.png"))
    # the panel, open, reads well in both themes (axe-core: contrast, names, structure)
    assert room.axe(".skyw-chance-panel") == []
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        assert room.axe(".skyw-chance-panel") == []
        jupyterlab.frame(widget)
        chance.screenshot(path=str(artifacts_dir / "chance-skyline-express-dark.png"))
        widget.locator(".skyw-log-panel").screenshot(
            path=str(artifacts_dir / "chance-log-download-dark.png"))
    finally:
        jupyterlab.restore_light_theme()
    problems = jupyterlab.console_errors("skyline_express")
    assert not problems, problems
