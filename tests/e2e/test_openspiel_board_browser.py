"""OpenSpiel's games on the generic board in a real JupyterLab.

Tic-tac-toe, loaded as ``openspiel:tic_tac_toe``, is played by a click on a cell of its
grid and by a move button, with the panels open, in the light and dark themes. Connect
four is played against MCTS by a click on a cell (the bottom cell of a column drops a
disc there). Kuhn poker between two people at one screen hands the screen over between
their turns and shows each player their own card only, as OpenSpiel's text. At 1280x800
each board is checked (the decision fits, no board text under 14 px, axe-core finds
nothing) and shot (screenshots in $SKYWIDGETS_E2E_ARTIFACTS).
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
TIC_TAC_TOE = ("import skywidgets\n"
               "ttt = skywidgets.Board(skywidgets.load('openspiel:tic_tac_toe'),\n"
               "                       players=['You', 'random'], seed=1)\n"
               "ttt")
KUHN_SEED = 5
KUHN_HOT_SEAT = ("import skywidgets\n"
                 "kuhn = skywidgets.Board(skywidgets.load('openspiel:kuhn_poker'),\n"
                 f"                        players=['Ann', 'Ben'], seed={KUHN_SEED})\n"
                 "kuhn")


def _expect():
    from playwright.sync_api import expect

    return expect




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
        expect(jupyterlab.moves_logged(widget)).to_have_count(2, timeout=60_000)  # the drop, then MCTS's
        expect(jupyterlab.moves_logged(widget).nth(1)).to_contain_text("mcts")
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
        expect(jupyterlab.moves_logged(widget)).to_have_count(2, timeout=60_000)
        expect(widget.locator(".skyw-piece-counters")).to_be_visible(timeout=30_000)
        room.fit(widget)
        page.screenshot(path=str(artifacts_dir / "openspiel-kuhn-over.png"))
        assert jupyterlab.console_errors("openspiel") == []
    finally:
        room.leave()




def test_tic_tac_toe_is_played_by_a_cell_and_a_button_with_the_panels(
        jupyterlab, page, room, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook("openspiel-ttt.ipynb", TIC_TAC_TOE,
                                             "openspiel:tic_tac_toe", ".skyw-pcell", 9)
    cells = widget.locator(".skyw-pcell")
    try:
        expect(widget.locator(".skyw-pcell.is-playable")).to_have_count(9)
        expect(widget.locator(".skyw-pplayer.is-to-move")).to_contain_text("You")
        room.check(widget, "1280x800 light, tic-tac-toe's first move")
        # a click on the centre cell plays OpenSpiel's action 4; the random bot answers
        cells.nth(4).click()
        expect(jupyterlab.moves_logged(widget)).to_have_count(2, timeout=30_000)
        expect(jupyterlab.moves_logged(widget).first).to_contain_text("x(1,1)")
        expect(cells.nth(4)).to_contain_text("x")
        expect(widget.locator(".skyw-pcell.is-playable")).to_have_count(7)
        # a move button plays too: the first empty cell's
        button = widget.locator(".skyw-pmoves button").first
        label = button.inner_text().strip()
        button.click()
        expect(jupyterlab.moves_logged(widget)).to_have_count(4, timeout=30_000)
        expect(jupyterlab.moves_logged(widget).nth(2)).to_contain_text(label)
        # the panels
        moves = jupyterlab.open_panel(widget, ".skyw-moves-panel")
        expect(moves.locator(".skyw-move")).to_have_count(5)
        state = jupyterlab.open_panel(widget, ".skyw-state-panel")
        expect(state).to_contain_text("board")
        outcomes = jupyterlab.open_panel(widget, ".skyw-outcomes-panel")
        outcomes.get_by_label("Rollouts per move").fill("10")
        outcomes.get_by_role("button", name="Run", exact=True).click()
        expect(outcomes.locator(".skyw-progress-text")).to_contain_text("done", timeout=60_000)
        expect(outcomes.get_by_role("table").locator("tbody tr")).to_have_count(5)
        outcomes.locator("summary").click()
        room.check(widget, "1280x800 light, panels open")
        room.fit(widget)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "openspiel-tic-tac-toe-light.png"))
        jupyterlab.set_theme("JupyterLab Dark")
        room.check(widget, "1280x800 dark")
        room.fit(widget)
        page.mouse.move(0, 0)
        page.screenshot(path=str(artifacts_dir / "openspiel-tic-tac-toe-dark.png"))
        jupyterlab.set_theme("JupyterLab Light")
        assert jupyterlab.console_errors("openspiel") == []
    finally:
        room.leave()


def test_kuhn_poker_hands_the_screen_over_and_shows_each_hand_to_its_player_only(
        jupyterlab, page, room, artifacts_dir):
    import skywidgets

    expect = _expect()
    room.screen("1280x800")
    state = skywidgets.load("openspiel:kuhn_poker").new(seed=KUHN_SEED)
    assert state.view(0)["information_state"] != state.view(1)["information_state"]
    widget = jupyterlab.open_widget_notebook("openspiel-kuhn-hot-seat.ipynb", KUHN_HOT_SEAT,
                                             "openspiel:kuhn_poker", ".skyw-piece-players", 1)
    banner = widget.get_by_role("dialog", name="Hand the screen over")
    texts = widget.locator(".skyw-piece-text .skyw-ptext")

    def shown() -> list[str]:
        return [text.strip() for text in texts.all_inner_texts()]

    def take_the_screen(seat: int, name: str) -> None:
        """`name` takes the screen: before, no hand shows; after, theirs and not the other's."""
        mine, theirs = state.view(seat), state.view(1 - seat)
        expect(banner).to_be_visible()
        expect(banner).to_contain_text(name)
        private = {mine["observation"], mine["information_state"],
                   theirs["observation"], theirs["information_state"]}
        assert not private & set(shown()), shown()
        banner.get_by_role("button", name=f"Ready: {name} is at the screen").click()
        expect(banner).to_be_hidden()
        expect(texts.filter(has_text=mine["observation"])).to_have_count(1)
        assert mine["information_state"] in shown(), shown()
        for secret in (theirs["observation"], theirs["information_state"]):
            assert secret not in shown(), f"{name} sees the other hand: {shown()}"

    try:
        take_the_screen(0, "Ann")
        room.check(widget, "1280x800 light, Ann's turn")
        room.fit(widget)
        page.screenshot(path=str(artifacts_dir / "openspiel-kuhn-ann.png"))
        widget.locator(".skyw-pmoves").get_by_role("button", name="Bet", exact=True).click()
        state.apply("Bet")
        expect(jupyterlab.moves_logged(widget)).to_have_count(1, timeout=30_000)
        take_the_screen(1, "Ben")
        room.fit(widget)
        page.screenshot(path=str(artifacts_dir / "openspiel-kuhn-ben.png"))
        widget.locator(".skyw-pmoves").get_by_role("button", name="Pass", exact=True).click()
        expect(jupyterlab.moves_logged(widget)).to_have_count(2, timeout=30_000)
        # the hand is over: the returns are shown
        expect(widget.locator(".skyw-piece-counters")).to_be_visible(timeout=30_000)
        assert jupyterlab.console_errors("openspiel") == []
    finally:
        room.leave()
