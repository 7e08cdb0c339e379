"""Skyway in a real JupyterLab, driven like a person would in Debian's Chromium.

Opens notebooks/skyway.ipynb, runs every cell from the Run menu, plays three
moves by clicking a blueprint and then a grid cell, checks after each move what
the page shows (the cell's cards, the Log, the score), runs a small simulation
from the Simulated outcomes panel, and checks the widget in the light and dark
themes (screenshots of both go to the artifacts folder and docs/img/). Then it
turns on View → Presentation Mode (a screenshot to the artifacts folder): the
widget's text must grow or stay and the grid must still fit the window; and it
plays two moves with the keyboard alone (the A/B/C + 1-9 shortcuts, then arrows
and Enter), which JupyterLab's own command-mode shortcuts must not swallow.

Set SKYWIDGETS_UPDATE_DOCS_IMG=1 to also refresh the README's pictures in docs/img/.
"""

from __future__ import annotations

import re

import pytest

from skywidgets.games.skyway.data import CARD_BY_TEXT, MAX_STACK
from skywidgets.games.skyway.scoring import score as score_grid

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyway.ipynb"
LETTERS = "ABC"
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


def _stack(board, cell: int):
    """What cell `cell` shows: its box (its button, and its stack drawn over it)."""
    return board.locator(f'.skyway-cell-box[data-cell="{cell}"]')


def _blueprint_cards(board, blueprint: int) -> list[str]:
    return _cards(board.locator(f'.skyway-blueprint-box[data-blueprint="{blueprint}"]'))


def _grid(board) -> list[list[str]]:
    return [_cards(_stack(board, i)) for i in range(9)]


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
    # the Log's entries (the panel's Download CSV is a button too)
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(
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


def _colours(looks, locator) -> dict:
    c = locator.evaluate(_COLOURS_JS)
    c["contrast"] = round(looks.contrast(c["fg"], c["bg"]), 2)
    c["bg_luminance"] = round(looks.luminance(c["bg"]), 3)
    return c


# ---- Presentation Mode -----------------------------------------------------------

PRESENTING = ".jp-LabShell.jp-mod-presentationMode"

#: font sizes (px) of text inside the widget, by what the text is
_FONT_SIZES_JS = """w => {
    const size = sel => { const e = w.querySelector(sel); return e ? parseFloat(getComputedStyle(e).fontSize) : null; };
    return {
        board: size('.skyw-board-host'), cardRank: size('.skyw-card-rank'), score: size('.skyway-total'),
        hint: size('.skyway-hint'), title: size('.skyw-title'), controls: size('.skyw-controls .skyw-button'),
        log: size('.skyw-log-entry'), moves: size('.skyw-move-label'),
    };
}"""

#: the grid's cells that stick out of the window or of a clipping ancestor, sideways
_CLIPPED_JS = """board => {
    const out = [];
    const cells = [...board.querySelectorAll('.skyway-grid .skyway-cell')];
    for (const cell of cells) {
        const r = cell.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        if (r.left < -0.5 || r.right > width + 0.5) {
            out.push(`cell ${cell.dataset.cell}: ${Math.round(r.left)}..${Math.round(r.right)} outside the window 0..${width}`);
        }
        for (let p = cell.parentElement; p && p !== document.body; p = p.parentElement) {
            const ox = getComputedStyle(p).overflowX;
            if (ox === 'visible') continue;
            const c = p.getBoundingClientRect();
            const inner = { left: c.left + p.clientLeft, right: c.left + p.clientLeft + p.clientWidth };
            if (r.left < inner.left - 0.5 || r.right > inner.right + 0.5) {
                out.push(`cell ${cell.dataset.cell}: ${Math.round(r.left)}..${Math.round(r.right)} clipped by ${p.className || p.tagName} (overflow-x ${ox}) ${Math.round(inner.left)}..${Math.round(inner.right)}`);
            }
        }
    }
    return out;
}"""


def _set_presentation_mode(jupyterlab, on: bool) -> None:
    """View → (Appearance →) Presentation Mode, a toggle; then wait until the notebook's fonts follow.

    Recent JupyterLab (4.6 here) keeps the item in View → Appearance; where
    there is no Appearance submenu it is looked for in View itself.
    """
    page = jupyterlab.page
    if (page.locator(PRESENTING).count() > 0) != on:
        def item(label):
            return page.locator(".lm-Menu").last.locator(".lm-Menu-item").filter(
                has=page.locator(".lm-Menu-itemLabel", has_text=re.compile(rf"^{label}$"))
            )

        jupyterlab.menu("View")
        page.locator(".lm-Menu").last.wait_for(state="visible")
        if item("Appearance").count():
            item("Appearance").click()
        item("Presentation Mode").click()
    page.locator(PRESENTING).wait_for(state="attached" if on else "detached")
    # JupyterLab swaps --jp-content-font-size1 for the presentation size inside notebooks
    page.wait_for_function(
        """on => {
            const nb = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook');
            const now = getComputedStyle(nb).getPropertyValue('--jp-content-font-size1').trim();
            const big = getComputedStyle(document.body).getPropertyValue('--jp-content-presentation-font-size1').trim();
            const normal = getComputedStyle(document.body).getPropertyValue('--jp-content-font-size1').trim();
            return on ? now === big : now === normal;
        }""",
        arg=on,
    )
    page.wait_for_timeout(300)  # let lumino relayout


def _restore_presentation_mode(jupyterlab):
    try:
        if jupyterlab.page.locator(PRESENTING).count():
            _set_presentation_mode(jupyterlab, False)
    except Exception as exc:  # the page may be broken by the failure being reported
        print(f"could not leave Presentation Mode: {exc}")


def _check_presentation_mode(page, jupyterlab, widget, artifacts_dir) -> dict:
    """Presentation Mode on: a screenshot, text no smaller, the grid still fits; then off."""
    expect = _expect()
    board = widget.locator(".skyway")
    jupyterlab.frame(widget)
    before = widget.evaluate(_FONT_SIZES_JS)
    assert all(before.values()), before
    try:
        _set_presentation_mode(jupyterlab, True)
        expect(board).to_be_visible()
        expect(board.locator(".skyway-grid .skyway-cell")).to_have_count(9)
        jupyterlab.frame(widget)
        shot = artifacts_dir / "skyway-jupyterlab-presentation.png"
        page.screenshot(path=str(shot))
        widget.screenshot(path=str(artifacts_dir / "skyway-widget-presentation.png"))
        during = widget.evaluate(_FONT_SIZES_JS)
        clipped = board.evaluate(_CLIPPED_JS)
        board_box = board.bounding_box()
        viewport = page.viewport_size
    finally:
        _restore_presentation_mode(jupyterlab)
    after = widget.evaluate(_FONT_SIZES_JS)

    smaller = {k: (before[k], during[k]) for k in before if during[k] < before[k] - 0.01}
    assert not smaller, f"Presentation Mode made the widget's text smaller (px before, during): {smaller}"
    # the board follows JupyterLab's content font size, which Presentation Mode raises
    assert during["board"] > before["board"], (before, during)
    assert during["cardRank"] > before["cardRank"], (before, during)
    assert board_box["x"] >= 0 and board_box["x"] + board_box["width"] <= viewport["width"], (board_box, viewport)
    assert not clipped, "in Presentation Mode the grid is cut off sideways:\n" + "\n".join(clipped)
    assert after == before, f"leaving Presentation Mode should restore the sizes: {before} -> {after}"
    return {"before": before, "during": during, "screenshot": shot}


# ---- the keyboard alone ------------------------------------------------------------


def _notebook_state(page) -> dict:
    """What JupyterLab's command-mode keys would change: the cells' types (A and B insert
    cells, M and 1-6 make Markdown), the active cell (arrows, J, K) and the mode (Enter)."""
    return page.evaluate(
        """() => {
            const notebook = window.jupyterapp.shell.currentWidget.content;
            const cells = notebook.model.cells;
            return {cells: Array.from({length: cells.length}, (_, i) => cells.get(i).type),
                    active: notebook.activeCellIndex, mode: notebook.mode};
        }"""
    )


def _active_in(widget) -> dict:
    return widget.evaluate(
        """w => { const e = document.activeElement;
                  return {inside: w.contains(e), cell: e.dataset.cell ?? null, blueprint: e.dataset.blueprint ?? null}; }"""
    )


def _arrows(start: int, target: int) -> list[str]:
    """Arrow presses that move the grid's focus from cell `start` to cell `target`."""
    (r0, c0), (r1, c1) = divmod(start, 3), divmod(target, 3)
    return (["ArrowDown"] * (r1 - r0) + ["ArrowUp"] * (r0 - r1)
            + ["ArrowRight"] * (c1 - c0) + ["ArrowLeft"] * (c0 - c1))  # fmt: skip


def _check_notebook_keys_stay_out(page, widget) -> None:
    """Command-mode keys pressed on any focused control of the widget (a button, a grid
    cell, a Log entry) must not reach the notebook: no new cells, no Markdown, no moving on."""
    before = _notebook_state(page)
    ply = _log_entries(widget).count()
    # keys the widget itself does not act on there (so the game is left as it is)
    command_keys = ("m", "y", "j", "k", "x", "z", "d", "d")
    targets = [
        (widget.get_by_role("group", name="Game controls").get_by_role("button").first,
         (*command_keys, "a", "b", "ArrowDown", "ArrowUp")),
        (widget.locator(".skyway-cell").first, command_keys),
        (widget.locator(".skyw-log-panel button").first, (*command_keys, "a", "b")),
    ]
    for target, keys in targets:
        target.focus()
        for key in keys:
            if not _active_in(widget)["inside"]:
                target.focus()
            page.keyboard.press(key)
        assert _notebook_state(page) == before, (
            f"a key pressed on {target} reached the notebook: {_notebook_state(page)} != {before}")
    assert _log_entries(widget).count() == ply, "the keys changed the game"


def _play_one_move_by_keyboard(jupyterlab, widget, how: str):
    """Play a move with keys only: "shortcuts" (a letter, a digit) or "arrows" (+ Enter)."""
    page = jupyterlab.page
    expect = _expect()
    board = widget.locator(".skyway")
    grid_before = _grid(board)
    ply = _log_entries(widget).count() + 1

    if how == "shortcuts":
        # from the header's Compact button, Tab on to the board (the market's tab stop), then type
        widget.locator(".skyw-header").get_by_role("button", name="Compact").focus()
        for _ in range(12):
            page.keyboard.press("Tab")
            if _active_in(widget)["blueprint"] is not None:
                break
        else:
            raise AssertionError(f"Tab from the header never reached the market: {_active_in(widget)}")
        notebook_before = _notebook_state(page)
        b = int(board.locator('.skyway-blueprint[aria-disabled="false"]').first.get_attribute("data-blueprint"))
        page.keyboard.press(LETTERS[b].lower())
    else:
        # from the grid, Shift+Tab goes back to the market's single tab stop
        assert _active_in(widget)["cell"] is not None, _active_in(widget)
        notebook_before = _notebook_state(page)
        page.keyboard.press("Shift+Tab")
        at = _active_in(widget)
        assert at["blueprint"] is not None, f"Shift+Tab from the grid should reach the market: {at}"
        b = int(board.locator('.skyway-blueprint[aria-disabled="false"]').last.get_attribute("data-blueprint"))
        for key in ["ArrowRight"] * (b - int(at["blueprint"])) + ["ArrowLeft"] * (int(at["blueprint"]) - b):
            page.keyboard.press(key)
        assert _active_in(widget)["blueprint"] == str(b)
        page.keyboard.press("Enter")
    blueprint = board.locator(f'.skyway-blueprint[data-blueprint="{b}"]')
    expect(blueprint).to_have_attribute("aria-pressed", "true")
    placed = _blueprint_cards(board, b)
    at = _active_in(widget)
    assert at["inside"] and at["cell"] is not None, f"picking a blueprint by key should move the focus to the grid: {at}"

    targets = [int(c) for c in board.locator(".skyway-cell.is-target").evaluate_all("els => els.map(e => e.dataset.cell)")]
    assert targets, "no cell takes the picked blueprint"
    start = int(at["cell"])
    cell = next((t for t in targets if t != start), targets[0])  # somewhere the focus must travel to
    move_id = f"{LETTERS[b].lower()}{cell + 1}"
    label = jupyterlab.move_label(widget, move_id)
    if how == "shortcuts":
        page.keyboard.press(str(cell + 1))
    else:
        for key in _arrows(start, cell):
            page.keyboard.press(key)
        assert _active_in(widget)["cell"] == str(cell), _active_in(widget)
        expect(board.locator(f'.skyway-cell[data-cell="{cell}"]')).to_have_class(re.compile(r"\bis-preview\b"))
        page.keyboard.press("Enter")

    entries = _log_entries(widget)
    expect(entries).to_have_count(ply, timeout=30_000)
    expect(entries.last).to_contain_text(f"{ply}.")
    expect(entries.last).to_contain_text(label)
    want = (grid_before[cell] + placed)[-MAX_STACK:]
    expect(_stack(board, cell).locator(".skyw-card[data-card]")).to_have_count(len(want))
    assert _grid(board)[cell] == want, (move_id, grid_before[cell], placed)
    # JupyterLab did not take the keys as its own (the board handles them and prevents their default)
    assert _notebook_state(page) == notebook_before, "a key meant for the board reached the notebook"
    assert _active_in(widget)["inside"], "the focus should stay on the board after the move"
    return {"ply": ply, "id": move_id, "label": label, "how": how}


# ---- the test ----------------------------------------------------------------


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


def _play_one_move(jupyterlab, widget, prefer_cell: int | None):
    """Click a blueprint, then a highlighted cell; check what the page shows afterwards."""
    expect = _expect()
    board = widget.locator(".skyway")
    market = board.get_by_role("group", name="Market: three blueprints")
    grid = board.get_by_role("group", name=re.compile(r"^Your 3 by 3 play area"))

    blueprint = market.locator('.skyway-blueprint[aria-disabled="false"]').first
    b = int(blueprint.get_attribute("data-blueprint"))
    expect(blueprint).to_have_accessible_name(re.compile(rf"^Blueprint {LETTERS[b]}: "))
    placed = _blueprint_cards(board, b)
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
    label = jupyterlab.move_label(widget, move_id)

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
    expect(_stack(board, cell).locator(".skyw-card[data-card]")).to_have_count(len(want))
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


def test_play_skyway_in_jupyterlab(jupyterlab, page, lab_server, looks, artifacts_dir, update_docs_img):
    expect = _expect()
    if not (lab_server.root / NOTEBOOK).exists():
        pytest.fail(f"notebooks/{NOTEBOOK} is missing", pytrace=False)

    jupyterlab.run_notebook(NOTEBOOK)

    widget = _skyway_widget(page)
    board = widget.locator(".skyway")
    expect(widget.get_by_role("group", name="Game controls")).to_be_visible()
    start_grid = _grid(board)
    start_total = _total(board)
    assert start_total == _expected_total(start_grid)

    # Three moves: the centre first, then another cell, then back onto the centre
    # (stacking on a used cell) whenever those are legal.
    played = [_play_one_move(jupyterlab, widget, prefer) for prefer in (4, 0, 4)]
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
    # Skyway names its score "final score": the column reads "Mean final score"
    wins, means = columns["Win"], columns["Mean final score"]
    assert len(wins) == n_moves and all(WIN_TEXT.match(w) for w in wins), wins
    assert all(re.match(r"^\d+(\.\d+)?", m) for m in means), means
    expect(outcomes).to_contain_text(f"position after move {played[-1]['ply']}")
    # the whole table fits the side panel: nothing to scroll sideways to, nothing cut off
    scroll = outcomes.locator(".skyw-table-scroll")
    widths = scroll.evaluate("el => [el.scrollWidth, el.clientWidth]")
    assert widths[0] <= widths[1] + 1, f"the outcomes table is wider than its panel: {widths}"

    # Light theme: screenshot, colours.
    jupyterlab.frame(widget)
    light = _colours(looks, board)
    light_total_colours = _colours(looks, board.locator(".skyway-total"))
    light_card_colours = _colours(looks, board.locator(".skyw-card-rank").first)
    shots = {}
    shots["light"] = artifacts_dir / "skyway-jupyterlab.png"
    page.screenshot(path=str(shots["light"]))
    widget.screenshot(path=str(artifacts_dir / "skyway-widget-light.png"))

    # Dark theme, from the Settings menu: the widget follows JupyterLab's colours.
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        expect(board).to_be_visible()
        dark = _colours(looks, board)
        dark_total_colours = _colours(looks, board.locator(".skyway-total"))
        dark_card_colours = _colours(looks, board.locator(".skyw-card-rank").first)
        jupyterlab.frame(widget)
        shots["dark"] = artifacts_dir / "skyway-jupyterlab-dark.png"
        page.screenshot(path=str(shots["dark"]))
        widget.screenshot(path=str(artifacts_dir / "skyway-widget-dark.png"))
        # still the same game on screen
        expect(_log_entries(widget)).to_have_count(played[-1]["ply"])
        assert _total(board) == played[-1]["total"]
    finally:
        jupyterlab.restore_light_theme()

    assert light["bg"] != dark["bg"], (light, dark)
    assert dark["bg_luminance"] < light["bg_luminance"], (light, dark)
    # WCAG AA: 4.5:1 for text; 3:1 for the large rank on a card
    for name, c, least in [
        ("light board", light, 4.5), ("dark board", dark, 4.5),
        ("light score", light_total_colours, 4.5), ("dark score", dark_total_colours, 4.5),
        ("light card rank", light_card_colours, 3), ("dark card rank", dark_card_colours, 3),
    ]:
        assert c["contrast"] >= least, f"{name} text is hard to read: {c}"

    # Presentation Mode (View menu), for the projector: bigger, and still all there.
    presentation = _check_presentation_mode(page, jupyterlab, widget, artifacts_dir)
    print(f"\nPresentation Mode font sizes (px): {presentation['before']} -> {presentation['during']}")

    # Two moves with the keyboard alone: the shortcuts, then arrows and Enter.
    jupyterlab.frame(widget)
    _check_notebook_keys_stay_out(page, widget)
    by_keys = [_play_one_move_by_keyboard(jupyterlab, widget, how) for how in ("shortcuts", "arrows")]
    assert [m["ply"] for m in by_keys] == [played[-1]["ply"] + 1, played[-1]["ply"] + 2], by_keys

    update_docs_img(shots["light"], shots["dark"])  # docs/img/skyway-jupyterlab(-dark).png
    print(f"\nscreenshots: {artifacts_dir}")


UNDO_NOTEBOOK = "skyway-undo-e2e.ipynb"
UNDO_CODE = "from skywidgets import Skyway\nw = Skyway(seed=3)\nw"


def test_undo_takes_back_only_what_its_setting_allows(jupyterlab, page, artifacts_dir):
    """Skyway's next market is hidden until a move deals it: by default (no peeking) Undo
    refuses to take that move back; "any move" allows it, "nothing" turns Undo off."""
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(UNDO_NOTEBOOK, UNDO_CODE, "skyway",
                                             ".skyway-grid .skyway-cell", 9)
    controls = widget.get_by_role("group", name="Game controls")
    mode = controls.get_by_label("takes back")
    undo = controls.get_by_role("button", name="Undo")
    expect(mode).to_have_value("no peeking")
    _play_one_move(jupyterlab, widget, 4)
    entries = _log_entries(widget)
    expect(entries).to_have_count(1)

    undo.click()
    banner = widget.locator(".skyw-error")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("no peeking")
    expect(entries).to_have_count(1)  # nothing was taken back
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "skyway-undo-no-peeking.png"))

    mode.select_option("free")
    expect(mode).to_have_value("free")
    undo.click()
    expect(entries).to_have_count(0, timeout=30_000)
    expect(banner).to_be_hidden()

    mode.select_option("off")
    _play_one_move(jupyterlab, widget, 4)
    expect(undo).to_be_disabled()
    expect(undo).to_have_attribute("title", re.compile("Undo is off"))
