"""Simulated outcomes in a real JupyterLab, with a slow rollout bot and a short budget:
opening the panel shows how long a run would take before Run is pressed, the Rollouts
box offers what the budget holds and says so, and a run stopped by its budget says what
its rows hold. Screenshots go to the artifacts folder."""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

CODE = (
    "from skywidgets import Skyjo\n"
    'w = Skyjo(players=["You", "greedy"], seed=1,\n'
    '          settings={"pace": 0, "rollout": "greedy", "sim_seconds": 1})\n'
    "w"
)


def test_the_panel_says_how_long_a_run_takes_before_run(jupyterlab, page, artifacts_dir):
    from playwright.sync_api import expect

    widget = jupyterlab.open_widget_notebook("outcomes-estimate-e2e.ipynb", CODE, "skyjo",
                                             ".skyjo-grid.is-main .skyjo-slot", 12)
    panel = widget.locator(".skyw-outcomes-panel")
    expect(panel.locator(".skyw-forecast-note")).to_be_hidden()  # closed: nothing asked
    panel.locator("summary").click()
    expect(panel).to_have_attribute("open", "")
    forecast = panel.locator(".skyw-forecast-note")
    # a greedy Skyjo sweep takes a second or more: the 1 s budget holds one per move at most
    expect(forecast).to_contain_text(
        re.compile(r"^\d+ rollouts? per move with greedy: (about|more than) "), timeout=30_000)
    expect(forecast).to_contain_text(re.compile(r"Offered \d+ in place of 200: the 1\.0 s budget"))
    box = panel.get_by_label("Rollouts per move")
    offered = int(box.input_value())
    assert 1 <= offered < 200
    expect(forecast).to_contain_text(re.compile(rf"^{offered} rollouts? per move with greedy"))
    # before a run the estimate names the budget: the general note gives way to it
    expect(panel.locator(".skyw-budget-note")).to_be_hidden()
    jupyterlab.frame(widget)
    panel.screenshot(path=str(artifacts_dir / "outcomes-estimate-before-run.png"))

    # typing another count: the words follow the box, the offer is withdrawn
    box.fill("50")
    expect(forecast).to_contain_text(re.compile(
        r"^50 rollouts per move with greedy: (about|more than) .*the 1\.0 s budget (holds|ends)"))
    expect(forecast).not_to_contain_text("Offered")

    panel.get_by_role("button", name="Run", exact=True).click()
    note = panel.locator(".skyw-budget-note")
    expect(note).to_contain_text("Stopped after the 1.0 s budget", timeout=30_000)
    expect(panel.locator(".skyw-progress-text")).to_contain_text("done")
    expect(forecast).to_be_hidden()  # the run measured this position itself
    rows = panel.locator("tbody tr")
    expect(rows).to_have_count(12)
    jupyterlab.frame(widget)
    panel.screenshot(path=str(artifacts_dir / "outcomes-estimate-after-run.png"))

    problems = jupyterlab.console_errors("skyjo")
    assert not problems, problems


def test_a_quick_rollout_bot_keeps_the_settings_count(jupyterlab, page, artifacts_dir):
    from playwright.sync_api import expect

    code = "from skywidgets import Skyway\nSkyway(seed=3)"
    widget = jupyterlab.open_widget_notebook("outcomes-estimate-quick-e2e.ipynb", code,
                                             "skyway", ".skyway-grid .skyway-cell", 9)
    panel = widget.locator(".skyw-outcomes-panel")
    panel.locator("summary").click()
    forecast = panel.locator(".skyw-forecast-note")
    expect(forecast).to_contain_text(re.compile(
        r"^200 rollouts per move with random: (about \S+ s|under 0\.1 s), within the 5\.0 s "
        r"budget\.$"), timeout=30_000)
    assert panel.get_by_label("Rollouts per move").input_value() == "200"
    jupyterlab.frame(widget)
    panel.screenshot(path=str(artifacts_dir / "outcomes-estimate-quick.png"))
    # another rollout bot: measured again, and its words follow
    panel.get_by_label("Rollouts play like").select_option("greedy")
    expect(forecast).to_contain_text(re.compile(r"rollouts? per move with greedy: "),
                                     timeout=30_000)
    panel.screenshot(path=str(artifacts_dir / "outcomes-estimate-greedy.png"))
    problems = jupyterlab.console_errors("skyway")
    assert not problems, problems
