"""All five boards in one notebook, in a real JupyterLab: every element id on the page is
unique, every label points at its own field, and every form field has a name. Each game's
bundle carries its own copy of the shared front end, so ids must be unique across them."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "five-boards.ipynb"
CODE = """\
from skywidgets import Skybridge, Skyjo, SkylineExpress, Skyway, SkywayRobbery
from ipywidgets import VBox
VBox([Skyway(seed=1), Skyjo(players=["You", "greedy"], seed=1),
      Skybridge(players=["You", "greedy"], seed=1), SkylineExpress(players=["You"], seed=1),
      SkywayRobbery(players=["You", "heuristic"], seed=1)])
"""

#: ids, label targets and fields without a name, read in the page
AUDIT = """() => {
  const ids = [...document.querySelectorAll('.skyw [id]')].map((e) => e.id);
  const seen = new Map();
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  const duplicates = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  const labels = [...document.querySelectorAll('.skyw label[for]')];
  const strayLabels = labels.filter((l) => {
    const field = document.getElementById(l.htmlFor);
    return !field || field.closest('.skyw') !== l.closest('.skyw');
  }).map((l) => l.htmlFor);
  const fields = [...document.querySelectorAll('.skyw input, .skyw select, .skyw textarea')];
  const unnamed = fields.filter((f) => !(f.labels?.length || f.getAttribute('aria-label')
    || f.getAttribute('aria-labelledby') || f.getAttribute('title'))).map((f) => f.outerHTML.slice(0, 80));
  return {ids: ids.length, duplicates, strayLabels, unnamed,
          games: [...document.querySelectorAll('.skyw')].map((e) => e.dataset.game)};
}"""


def test_five_boards_on_one_page_share_no_id(jupyterlab, page, artifacts_dir):
    jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyway_robbery", ".skyrob-headline", 1,
                                    timeout=120_000)
    audit = page.evaluate(AUDIT)
    assert sorted(audit["games"]) == sorted(
        ["skyway", "skyjo", "skybridge", "skyline_express", "skyway_robbery"]), audit["games"]
    assert audit["ids"] > 20, audit
    assert audit["duplicates"] == [], audit["duplicates"]
    assert audit["strayLabels"] == [], audit["strayLabels"]
    assert audit["unnamed"] == [], audit["unnamed"]
    # a label focuses its own board's field: Skyjo's "Seed" label, not Skyway's seed box
    skyjo = page.locator('.skyw[data-game="skyjo"]')
    skyjo.get_by_text("Seed", exact=True).click()
    focused = page.evaluate("() => document.activeElement.closest('.skyw')?.dataset.game")
    assert focused == "skyjo"
    page.screenshot(path=str(artifacts_dir / "five-boards.png"))
