"""Skyway in a real JupyterLab, driven like a person would in Debian's Chromium.

Opens notebooks/skyway.ipynb, runs every cell from the Run menu, plays three
moves by clicking a blueprint and then a grid cell, checks after each move what
the page shows (the cell's cards, the Log, the score), runs a small simulation
from the Simulated outcomes panel, and checks the widget in the light and dark
themes (screenshots of both go to the artifacts folder and docs/img/).

Set SKYWIDGETS_UPDATE_DOCS_IMG=1 to also refresh the README's pictures in docs/img/.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from skywidgets.games.skyway.data import CARD_BY_TEXT, MAX_STACK
from skywidgets.games.skyway.scoring import score as score_grid

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyway.ipynb"
LETTERS = "ABC"
REPO = Path(__file__).resolve().parents[2]
DOCS_IMG = REPO / "docs" / "img"
WIN_TEXT = re.compile(r"^(<|>)?\d+(\.\d+)?\s*%")  # "15%", "<1%", ">99%", then the interval


def _expect():
    from playwright.sync_api import expect

    return expect


# ---- reading the page --------------------------------------------------------


def _cards(locator) -> list[str]:
    """The cards shown in a cell or blueprint, bottom to top (data-card of each card face)."""
    return locator.locator(".skyw-card[data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )


def _grid(board) -> list[list[str]]:
    return [_cards(board.locator(f'.skyway-cell[data-cell="{i}"]')) for i in range(9)]


def _total(board) -> int:
    text = board.locator(".skyway-total").inner_text().strip()
    m = re.fullmatch(r"Total (\d+)", text)
    assert m, f"score text should read 'Total N', not {text!r}"
    return int(m[1])


def _expected_total(grid: list[list[str]]) -> int:
    """The score the engine gives the grid the page shows."""
    return score_grid([[CARD_BY_TEXT[c] for c in stack] for stack in grid]).total


def _table_columns(table) -> dict[str, list[str]]:
    """A table's body text by column, keyed by the column header's first word(s)."""
    headers = [t.strip() for t in table.locator("thead th").all_inner_texts()]
    body = table.locator("tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.children].map(c => c.innerText.replace(/\\s+/g, ' ').trim()))"
    )
    columns = {}
    for i, header in enumerate(headers):
        key = re.sub(r"[^\w ].*$", "", header).strip()  # "Win % (95% CI) ▲" -> "Win"
        columns[key] = [row[i] for row in body]
    return columns


def _log_entries(widget):
    return widget.locator(".skyw-log-panel").get_by_role("button").filter(
        has_not_text="Start position"
    )


# ---- colours -----------------------------------------------------------------

_COLOURS_JS = """el => {
    const rgba = s => (s.match(/[\\d.]+/g) || []).map(Number);
    let bg = null;
    for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c.length >= 3 && (c.length < 4 || c[3] > 0.5)) { bg = c.slice(0, 3); break; }
    }
    return { fg: rgba(getComputedStyle(el).color).slice(0, 3), bg: bg || [255, 255, 255] };
}"""


def _luminance(rgb) -> float:
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _colours(locator) -> dict:
    c = locator.evaluate(_COLOURS_JS)
    c["contrast"] = round(_contrast(c["fg"], c["bg"]), 2)
    c["bg_luminance"] = round(_luminance(c["bg"]), 3)
    return c


# ---- the test ----------------------------------------------------------------


def _frame(page, widget):
    """Scroll the widget's cell (code, then the board) to the top; no hover preview."""
    widget.evaluate("e => (e.closest('.jp-Cell') || e).scrollIntoView({block: 'start'})")
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)  # let the scroll and any repaint settle


def _restore_light_theme(jupyterlab):
    """Back to the light theme for any later test, without hiding a failure."""
    try:
        if jupyterlab.theme != "JupyterLab Light":
            jupyterlab.set_theme("JupyterLab Light")
    except Exception as exc:  # the page may be broken by the failure being reported
        print(f"could not restore the light theme: {exc}")


def _skyway_widget(page, timeout=60_000):
    """The first Skyway widget on the page that has a move to make."""
    expect = _expect()
    widgets = page.locator('.skyw[data-game="skyway"]')
    expect(widgets.first).to_be_visible(timeout=timeout)
    # the board is drawn inside the shell, market and grid included
    expect(widgets.first.locator(".skyway-grid .skyway-cell")).to_have_count(9)
    for widget in widgets.all():
        widget.scroll_into_view_if_needed()
        if widget.locator('.skyway-blueprint[aria-disabled="false"]').count():
            return widget
    raise AssertionError("no Skyway widget in the notebook has a move to make")


def _play_one_move(page, widget, prefer_cell: int | None):
    """Click a blueprint, then a highlighted cell; check what the page shows afterwards."""
    expect = _expect()
    board = widget.locator(".skyway")
    market = board.get_by_role("group", name="Market: three blueprints")
    grid = board.get_by_role("group", name=re.compile(r"^Your 3 by 3 play area"))

    blueprint = market.locator('.skyway-blueprint[aria-disabled="false"]').first
    b = int(blueprint.get_attribute("data-blueprint"))
    expect(blueprint).to_have_accessible_name(re.compile(rf"^Blueprint {LETTERS[b]}: "))
    placed = _cards(blueprint)
    assert placed, f"blueprint {LETTERS[b]} shows no cards"
    grid_before = _grid(board)
    ply = _log_entries(widget).count() + 1  # the number this move gets in the Log

    blueprint.click()
    expect(blueprint).to_have_attribute("aria-pressed", "true")
    targets = grid.locator(".skyway-cell.is-target")
    expect(targets.first).to_be_visible()
    target_cells = [int(c) for c in targets.evaluate_all("els => els.map(e => e.dataset.cell)")]
    cell = prefer_cell if prefer_cell in target_cells else target_cells[0]
    move_id = f"{LETTERS[b].lower()}{cell + 1}"
    # the Legal moves panel lists the same move: its label is what the Log will say
    move_button = widget.locator(".skyw-moves-panel .skyw-move").filter(
        has=page.locator(".skyw-move-id", has_text=re.compile(rf"^{move_id}$"))
    )
    expect(move_button).to_have_count(1)
    label = move_button.locator(".skyw-move-label").inner_text().strip()

    target = grid.locator(f'.skyway-cell[data-cell="{cell}"]')
    expect(target).to_have_accessible_name(re.compile(rf"^Cell {cell + 1}, "))
    expect(target).to_have_attribute("aria-disabled", "false")
    target.click()

    # The Log gains the move, and says what it was.
    entries = _log_entries(widget)
    expect(entries).to_have_count(ply, timeout=30_000)
    expect(entries.last).to_contain_text(f"{ply}.")
    expect(entries.last).to_contain_text(label)
    expect(widget.locator(".skyw-header").get_by_role("status")).to_contain_text(f"Move {ply}")

    # The cell holds its old cards with the blueprint's on top (at most MAX_STACK).
    want = (grid_before[cell] + placed)[-MAX_STACK:]
    expect(target.locator(".skyw-card[data-card]")).to_have_count(len(want))
    grid_after = _grid(board)
    assert grid_after[cell] == want, (move_id, grid_before[cell], placed, grid_after[cell])
    assert grid_after[cell] != grid_before[cell]
    assert [s for i, s in enumerate(grid_after) if i != cell] == [
        s for i, s in enumerate(grid_before) if i != cell
    ], "only the played cell may change"
    expect(target).to_have_accessible_name(re.compile(r"Played here last turn"))

    # The score is the engine's score of the grid on screen.
    total = _total(board)
    assert total == _expected_total(grid_after), (grid_after, total)
    return {"ply": ply, "id": move_id, "label": label, "cell": cell, "total": total}


def test_play_skyway_in_jupyterlab(jupyterlab, page, lab_server, artifacts_dir):
    expect = _expect()
    if not (lab_server.root / NOTEBOOK).exists():
        pytest.fail(f"notebooks/{NOTEBOOK} is missing", pytrace=False)

    jupyterlab.open(NOTEBOOK)
    jupyterlab.collapse_left_sidebar()
    jupyterlab.run_all()
    errors = jupyterlab.errors()
    assert not errors, "a cell of the notebook raised:\n\n" + "\n\n".join(errors)

    widget = _skyway_widget(page)
    board = widget.locator(".skyway")
    expect(widget.get_by_role("group", name="Game controls")).to_be_visible()
    start_grid = _grid(board)
    start_total = _total(board)
    assert start_total == _expected_total(start_grid)

    # Three moves: the centre first, then another cell, then back onto the centre
    # (stacking on a used cell) whenever those are legal.
    played = [_play_one_move(page, widget, prefer) for prefer in (4, 0, 4)]
    assert [p["ply"] for p in played] == [played[0]["ply"] + i for i in range(3)], played
    if not any(start_grid):  # a new game: nothing scores until a card is down
        assert start_total == 0 and played[0]["total"] >= 1, (start_total, played)

    # Simulated outcomes for the position after move 3: a small N, then numbers.
    outcomes = widget.locator(".skyw-outcomes-panel")
    if outcomes.get_attribute("open") is None:
        outcomes.locator("summary").click()
    expect(outcomes).to_have_attribute("open", "")
    count = outcomes.get_by_label("Rollouts per move")
    count.fill("20")
    outcomes.get_by_role("button", name="Run", exact=True).click()
    table = outcomes.get_by_role("table")
    expect(table).to_be_visible(timeout=60_000)
    expect(outcomes.locator(".skyw-progress-text")).to_contain_text("20 / 20", timeout=60_000)
    expect(outcomes.locator(".skyw-progress-text")).to_contain_text("done")
    n_moves = widget.locator(".skyw-moves-panel .skyw-move").count()
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(n_moves)
    columns = _table_columns(table)
    wins, means = columns["Win"], columns["Mean score"]
    assert len(wins) == n_moves and all(WIN_TEXT.match(w) for w in wins), wins
    assert all(re.match(r"^\d+(\.\d+)?", m) for m in means), means
    expect(outcomes).to_contain_text(f"position after move {played[-1]['ply']}")

    # Light theme: screenshot, colours.
    _frame(page, widget)
    light = _colours(board)
    light_total_colours = _colours(board.locator(".skyway-total"))
    light_card_colours = _colours(board.locator(".skyw-card-rank").first)
    shots = {}
    shots["light"] = artifacts_dir / "skyway-jupyterlab.png"
    page.screenshot(path=str(shots["light"]))
    widget.screenshot(path=str(artifacts_dir / "skyway-widget-light.png"))

    # Dark theme, from the Settings menu: the widget follows JupyterLab's colours.
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        expect(board).to_be_visible()
        dark = _colours(board)
        dark_total_colours = _colours(board.locator(".skyway-total"))
        dark_card_colours = _colours(board.locator(".skyw-card-rank").first)
        _frame(page, widget)
        shots["dark"] = artifacts_dir / "skyway-jupyterlab-dark.png"
        page.screenshot(path=str(shots["dark"]))
        widget.screenshot(path=str(artifacts_dir / "skyway-widget-dark.png"))
        # still the same game on screen
        expect(_log_entries(widget)).to_have_count(played[-1]["ply"])
        assert _total(board) == played[-1]["total"]
    finally:
        _restore_light_theme(jupyterlab)

    assert light["bg"] != dark["bg"], (light, dark)
    assert dark["bg_luminance"] < light["bg_luminance"], (light, dark)
    # WCAG AA: 4.5:1 for text; 3:1 for the large rank on a card
    for name, c, least in [
        ("light board", light, 4.5), ("dark board", dark, 4.5),
        ("light score", light_total_colours, 4.5), ("dark score", dark_total_colours, 4.5),
        ("light card rank", light_card_colours, 3), ("dark card rank", dark_card_colours, 3),
    ]:
        assert c["contrast"] >= least, f"{name} text is hard to read: {c}"

    if os.environ.get("SKYWIDGETS_UPDATE_DOCS_IMG"):
        DOCS_IMG.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shots["light"], DOCS_IMG / "skyway-jupyterlab.png")
        shutil.copyfile(shots["dark"], DOCS_IMG / "skyway-jupyterlab-dark.png")
    print(f"\nscreenshots: {artifacts_dir}")
