"""OpenSpiel's games on the generic board in a real JupyterLab.

Connect four, loaded as ``openspiel:connect_four``, is played against MCTS by a click on
a cell of its grid (the bottom cell of a column drops a disc there), and Kuhn poker
shows the seat its own card only, as OpenSpiel's text. At 1280x800 each board is
checked (the decision fits, no board text under 14 px, axe-core finds nothing) and shot
(screenshots in $SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import pytest

pytest.importorskip("pyspiel")

pytestmark = [pytest.mark.browser]

CONNECT_FOUR = ("import skywidgets\n"
                "c4 = skywidgets.Board(skywidgets.load('openspiel:connect_four'),\n"
                "                      players=['You', 'mcts'], seed=1)\n"
                "c4")
KUHN = ("import skywidgets\n"
        "kuhn = skywidgets.Board(skywidgets.load('openspiel:kuhn_poker'),\n"
        "                        players=['You', 'ismcts'], seed=2)\n"
        "kuhn")


def _expect():
    from playwright.sync_api import expect

    return expect


def _log(widget):
    return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_not_text="Start position")


def test_connect_four_is_played_by_its_grid_cells(jupyterlab, page, room, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook("openspiel-c4.ipynb", CONNECT_FOUR,
                                             "openspiel:connect_four", ".skyw-pcell", 42)
    try:
        cells = widget.locator(".skyw-pcell")
        room.check(widget, "1280x800 light, connect four's first move")
        room.fit(widget)
        page.screenshot(path=str(artifacts_dir / "openspiel-connect-four.png"))
        cells.nth(5 * 7 + 3).click()  # the bottom cell of the fourth column
        expect(_log(widget)).to_have_count(2, timeout=60_000)  # the drop, then MCTS's
        expect(_log(widget).nth(1)).to_contain_text("mcts")
        expect(cells.nth(5 * 7 + 3)).to_contain_text("x")
        room.check(widget, "1280x800 light, after MCTS answered")
        room.fit(widget)
        page.screenshot(path=str(artifacts_dir / "openspiel-connect-four-played.png"))
        assert jupyterlab.console_errors("openspiel") == []
    finally:
        room.leave()


def test_kuhn_poker_shows_the_seat_its_own_card_only(jupyterlab, page, room, artifacts_dir):
    import skywidgets

    expect = _expect()
    room.screen("1280x800")
    state = skywidgets.load("openspiel:kuhn_poker").new(seed=2)
    mine = state.view(0)["information_state"]
    widget = jupyterlab.open_widget_notebook("openspiel-kuhn.ipynb", KUHN,
                                             "openspiel:kuhn_poker", ".skyw-ptext", 2)
    try:
        texts = widget.locator(".skyw-ptext")
        expect(texts.nth(1)).to_have_text(mine)
        assert str(state._spiel) not in widget.inner_text()  # both cards: never sent
        room.check(widget, "1280x800 light, Kuhn poker's first move")
        room.fit(widget)
        page.screenshot(path=str(artifacts_dir / "openspiel-kuhn.png"))
        widget.get_by_role("button", name="Bet", exact=True).first.click()
        expect(_log(widget)).to_have_count(2, timeout=60_000)
        expect(widget.locator(".skyw-piece-counters")).to_be_visible(timeout=30_000)
        room.fit(widget)
        page.screenshot(path=str(artifacts_dir / "openspiel-kuhn-over.png"))
        assert jupyterlab.console_errors("openspiel") == []
    finally:
        room.leave()
