"""The Log in a real JupyterLab, after many moves sent one tail at a time.

``Skyjo(players=["You", "random"], seed=1, end_score=300)`` (a game of several rounds),
the bot answering at once, Undo taking back any move: thirty moves are clicked in the Legal moves panel. A move's update carries only
the entries it adds (``log_tail``, docs/widget-protocol.md "The Log"), so the Log panel
must show every move, in order: its rows, replayed by their labels on the engine from the
same seed, are legal moves one after the other, and as many as the turn line says. Then
Undo: the Log is the earlier one cut short. More moves: it grows again from there. Last, a
second view of the output, opened only now (JupyterLab's "Create New View for Cell
Output"), shows the same Log: a view opened late gets the whole of it. The Log panel is
looked at light and dark (screenshots in the artifacts folder).
"""

from __future__ import annotations

import json
import re

import pytest

import skywidgets

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "log-e2e.ipynb"
SEED = 1
PLAYERS = ["You", "random"]
CODE = (
    "from skywidgets import Skyjo\n"
    f"w = Skyjo(players={json.dumps(PLAYERS)}, seed={SEED}, "
    'settings={"pace": 0, "undo": "free"}, end_score=300)\n'
    "w"
)
TIMEOUT = 20_000
#: the Log's rows, each the texts of its parts ("Start position" is one part)
ROWS_JS = """w => [...w.querySelectorAll('.skyw-log-panel .skyw-log-entry')]
    .map(e => [...e.children].map(c => c.textContent))"""


def _expect():
    from playwright.sync_api import expect

    return expect


def _moves(widget):
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_text=re.compile(r"^\d+\."))


def _my_turn(widget) -> None:
    """Wait until the person is to move and nothing runs."""
    widget.page.wait_for_function(
        """w => w.querySelectorAll('.skyw-moves-panel .skyw-move').length > 0
            && !w.classList.contains('is-busy')""",
        arg=widget.element_handle(), timeout=TIMEOUT)


def _log(jupyterlab, widget) -> list[dict]:
    return jupyterlab.log_entries(widget.evaluate(ROWS_JS))


def _check_log(jupyterlab, widget) -> list[dict]:
    """The Log is every move of the game, in order: replayed by its labels on the engine
    from the same seed, each is legal where it was played; as many as the turn line says."""
    log = _log(jupyterlab, widget)
    assert [entry["ply"] for entry in log] == list(range(1, len(log) + 1))
    state = skywidgets.load("skyjo").new(players=len(PLAYERS), seed=SEED, end_score=300)
    jupyterlab.replay_log(state, log)
    _expect()(widget.locator(".skyw-turn")).to_contain_text(f"After move {len(log)}")
    return log


def _play(widget, count: int) -> None:
    for index in range(count):
        _my_turn(widget)
        before = _moves(widget).count()
        moves = widget.locator(".skyw-moves-panel .skyw-move")
        moves.nth(index * 7 % moves.count()).click()
        _expect()(_moves(widget)).not_to_have_count(before, timeout=TIMEOUT)


def test_the_log_shows_every_move_after_many_tails_after_undo_and_in_a_late_view(jupyterlab,
                                                                                 page,
                                                                                 artifacts_dir):
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyjo", ".skyjo-grid.is-main", 1)
    try:
        _play(widget, 30)
        _my_turn(widget)
        long_log = _check_log(jupyterlab, widget)
        assert len(long_log) >= 30
        # the moves were put after the ones shown: the newest is still the Log's one tab stop
        stops = widget.evaluate("""w => [...w.querySelectorAll('.skyw-log-list button')]
            .filter(b => b.tabIndex === 0).map(b => b.textContent)""")
        assert len(stops) == 1 and stops[0].startswith(f"{len(long_log)}."), stops
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            if theme != jupyterlab.theme:
                jupyterlab.set_theme(theme)
            shot = artifacts_dir / f"log-{'dark' if 'Dark' in theme else 'light'}.png"
            widget.locator(".skyw-log-panel").screenshot(path=str(shot))
            print(f"\nscreenshot: {shot}")
        jupyterlab.restore_light_theme()

        widget.get_by_role("button", name="Undo", exact=True).click()
        expect(_moves(widget)).not_to_have_count(len(long_log), timeout=TIMEOUT)
        _my_turn(widget)
        after_undo = _check_log(jupyterlab, widget)
        assert 0 < len(after_undo) < len(long_log)
        assert after_undo == long_log[:len(after_undo)]

        _play(widget, 5)
        _my_turn(widget)
        grown = _check_log(jupyterlab, widget)
        assert grown[:len(after_undo)] == after_undo and len(grown) > len(after_undo)

        # a second view of the same widget, opened now: it shows the whole Log
        widget.click(position={"x": 5, "y": 5})
        page.locator(".jp-Notebook .jp-CodeCell").first.click(position={"x": 2, "y": 2})
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:create-output-view')")
        late = page.locator('.jp-LinkedOutputView .skyw[data-game="skyjo"]')
        expect(late).to_be_visible(timeout=TIMEOUT)
        expect(_moves(late)).to_have_count(len(grown), timeout=TIMEOUT)
        assert _log(jupyterlab, late) == grown
        # a move played in the first view reaches both
        _play(widget, 1)
        _my_turn(widget)
        expect(_moves(late)).to_have_count(_moves(widget).count(), timeout=TIMEOUT)
        assert _log(jupyterlab, late) == _check_log(jupyterlab, widget)
        assert jupyterlab.console_errors("skyjo") == []
    finally:
        jupyterlab.restore_light_theme()
        jupyterlab.server.shutdown_sessions(NOTEBOOK)
