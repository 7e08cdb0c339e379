"""After a press the board keeps its place, in a real JupyterLab at a projector's 1280x800.

Each board is played by keyboard alone, as a teacher does in front of a class: the
focus put on Bot move, Bot step, a legal move or Undo, then Enter or Space, several
times in a row, with the file browser open (a narrow notebook: the side column wraps
below the board) and closed, in the normal view and in Presentation Mode. After each
press, once the kernel and the bots are done:

- the focus is on the control pressed (a move's button may be gone: then the board);
  never on the page's body, where the next Enter would go to the notebook, and never
  on New game;
- the notebook has not scrolled, to the pixel, and the control pressed has not moved:
  the board keeps its height from move to move;
- the page has not scrolled either.

Where the controls do not fit above the board (Skybridge in Presentation Mode with the
file browser open), they are below it, and the person scrolls down to them before
pressing, as printed.

New game, pressed by Enter in a game with moves, asks first: the focus is on "Keep this
game", so a second Enter keeps it. Screenshots before and after each press are in the
artifacts folder (SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

#: every board: its game, its widget (one person at the screen, bots that play at once,
#: Undo that may take back any move) and the element its board is drawn in
BOARDS = {
    "skyway": 'Skyway(players=["You"], seed=4, settings=SETTINGS)',
    "skyjo": 'Skyjo(players=["You", "greedy"], seed=4, settings=SETTINGS)',
    "skybridge": 'Skybridge(players=["You", "greedy"], seed=4, settings=SETTINGS)',
    "skyline_express": 'SkylineExpress(players=["You", "heuristic"], seed=4, settings=SETTINGS)',
    "skyway_robbery": 'SkywayRobbery(players=["You", "heuristic", "heuristic"], seed=4, settings=SETTINGS)',
}
CODE = """from skywidgets import Skyway, Skyjo, Skybridge, SkylineExpress, SkywayRobbery
SETTINGS = {{"pace": 0, "autoplay": True, "undo": "free"}}
{widget}"""

#: the notebook's scrolling area (JupyterLab 4: the windowed panel's outer box)
SCROLLER_JS = "w => w.closest('.jp-WindowedPanel-outer') || w.closest('.jp-Notebook')"

#: where the page is and what has the focus, read at once
PLACE_JS = """w => {
    const s = (""" + SCROLLER_JS + """)(w);
    const a = document.activeElement;
    return {
        scroll: s.scrollTop,
        page: document.scrollingElement.scrollTop,
        key: a?.dataset?.focusKey ?? null,
        board: a === w.querySelector('.skyw-board-host'),
        inWidget: !!(a && w.contains(a)),
        what: a ? `${a.tagName} ${(a.textContent || '').trim().slice(0, 30)}` : 'nothing',
        top: a ? Math.round(a.getBoundingClientRect().top * 10) / 10 : null,
    };
}"""

#: the position and the kernel as the shell shows them
STATE_JS = """w => ({
    turn: w.querySelector('.skyw-turn').textContent,
    busy: w.classList.contains('is-busy'),
})"""

#: is `el` inside the notebook's visible area, whole?
ON_SCREEN_JS = """(el) => {
    const s = (""" + SCROLLER_JS + """)(el);
    const view = s.getBoundingClientRect(), box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= view.top - 0.5 && box.bottom <= view.bottom + 0.5;
}"""


def _sidebar(page, jupyterlab, open_: bool) -> None:
    stack = page.locator("#jp-left-stack")
    if stack.is_visible() == open_:
        return
    if open_:
        page.locator('.jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id="filebrowser"]').click()
        stack.wait_for(state="visible")
    else:
        jupyterlab.collapse_left_sidebar()
    page.wait_for_timeout(400)


class Player:
    """Presses the board's controls by keyboard and checks where the page and the focus
    are after each press."""

    def __init__(self, page, widget, shots, name):
        self.page, self.widget, self.shots, self.name = page, widget, shots, name
        self.presses = 0
        self.moved: list[str] = []  # the controls the person scrolled down to before pressing
        self.keys = ["Enter", " "]

    def frame(self) -> None:
        """The widget's top at the top of the notebook's view, as a teacher scrolls it."""
        self.widget.evaluate("w => { const s = (" + SCROLLER_JS + ")(w);"
                             " s.scrollTop += w.getBoundingClientRect().top - s.getBoundingClientRect().top - 8; }")
        self.page.mouse.move(0, 0)
        self.page.wait_for_timeout(300)

    def control(self, name: str):
        return self.widget.locator(f'.skyw-controls [data-focus-key="control-{name}"]')

    def settle(self, before: dict, timeout: float = 30.0) -> dict:
        """Wait until the position shown differs from `before` (if it is to) and the kernel
        and the bots are done: nothing busy and the same turn line for a while."""
        self.page.wait_for_function(
            """([w, turn]) => !w.classList.contains('is-busy') && w.querySelector('.skyw-turn').textContent !== turn""",
            arg=[self.widget.element_handle(), before["turn"]], timeout=timeout * 1000, polling=50)
        last, same = None, 0
        while same < 4:
            self.page.wait_for_timeout(120)
            now = self.widget.evaluate(STATE_JS)
            same = same + 1 if (now == last and not now["busy"]) else 0
            last = now
        return last

    def press(self, target, expect_key: str | None, *, changes: bool = True, may_go_to_board: bool = False):
        """Focus `target` (as Tab would, without scrolling), press Enter or Space, settle,
        and check the focus and the scroll."""
        self.presses += 1
        key = self.keys[self.presses % 2]
        if not target.evaluate(ON_SCREEN_JS):
            # below the board (the decision did not fit with the controls above it): the
            # person scrolls down to it first
            target.evaluate("e => e.scrollIntoView({block: 'center'})")
            self.page.wait_for_timeout(200)
            self.moved.append(f"{self.name}: scrolled to reach {expect_key}, below the board")
        target.evaluate("e => e.focus({preventScroll: true})")
        before = self.widget.evaluate(PLACE_JS)
        state = self.widget.evaluate(STATE_JS)
        assert before["key"] == expect_key or expect_key is None, before
        stem = f"{self.name}-{self.presses:02d}-{(expect_key or 'move').replace(':', '_')}"
        self.page.screenshot(path=str(self.shots / f"{stem}-before.png"))
        self.page.keyboard.press(key)
        if changes:
            self.settle(state)
        else:
            self.page.wait_for_timeout(600)
        self.page.wait_for_timeout(150)  # a frame or two for the redraw's fit and focus
        after = self.widget.evaluate(PLACE_JS)
        self.page.screenshot(path=str(self.shots / f"{stem}-after.png"))
        where = f"{self.name}, press {self.presses} ({'Enter' if key == 'Enter' else 'Space'} on {expect_key or 'a move'})"
        assert after["inWidget"], f"{where}: the focus left the board: on {after['what']}"
        assert after["key"] != "control-new", f"{where}: the focus is on New game"
        if may_go_to_board:
            assert after["key"] == expect_key or after["board"], f"{where}: the focus is on {after['what']}"
        else:
            assert after["key"] == expect_key, f"{where}: the focus is on {after['what']}, not {expect_key}"
        # the notebook and the page stay put, to the pixel: the board keeps its height from
        # move to move, so nothing above the control pressed moves it
        assert after["scroll"] == before["scroll"], (
            f"{where}: the notebook scrolled from {before['scroll']} to {after['scroll']}"
            f" (the control pressed went from {before['top']} to {after['top']})")
        if after["key"] == expect_key and not may_go_to_board:  # (a move's list is redrawn)
            assert abs(after["top"] - before["top"]) < 1, (
                f"{where}: the control pressed moved from {before['top']} to {after['top']}")
        assert after["page"] == before["page"], f"{where}: the page scrolled"
        return after

    def new_game_asks_first(self) -> None:
        """Enter on New game in a game with moves asks; Enter again keeps the game; then
        the question's own New game starts one."""
        new = self.control("new")
        ply = self.widget.evaluate(STATE_JS)["turn"]
        assert "No moves yet" not in ply, f"{self.name}: the game has moves before New game is tried"
        new.evaluate("e => e.focus({preventScroll: true})")
        scroll = self.widget.evaluate(PLACE_JS)["scroll"]
        self.page.keyboard.press("Enter")
        confirm = self.widget.locator(".skyw-controls .skyw-confirm")
        confirm.wait_for(state="visible")
        self.page.screenshot(path=str(self.shots / f"{self.name}-new-game-asks.png"))
        assert "Start a new game?" in confirm.inner_text()
        place = self.widget.evaluate(PLACE_JS)
        assert place["key"] == "control-new-keep", f"{self.name}: after New game the focus is on {place['what']}"
        self.page.keyboard.press("Enter")  # a second Enter keeps the game
        confirm.wait_for(state="hidden")
        self.page.wait_for_timeout(300)
        assert self.widget.evaluate(STATE_JS)["turn"] == ply, f"{self.name}: the game changed"
        place = self.widget.evaluate(PLACE_JS)
        assert place["key"] == "control-new", place
        assert place["scroll"] == scroll, f"{self.name}: asking scrolled the notebook"
        # and once more, this time answered "New game": a fresh game, the focus back on New game
        self.page.keyboard.press("Enter")
        confirm.wait_for(state="visible")
        before = self.widget.evaluate(STATE_JS)
        new_top = new.evaluate("e => e.getBoundingClientRect().top")
        self.widget.locator('.skyw-confirm [data-focus-key="control-new-yes"]').evaluate("e => e.focus({preventScroll: true})")
        self.page.keyboard.press(" ")
        self.settle(before)
        place = self.widget.evaluate(PLACE_JS)
        assert place["inWidget"] and place["key"] != "control-new-yes", place
        # as after any press: the notebook stays, and New game with it
        assert place["scroll"] == scroll, f"{self.name}: a new game scrolled the notebook from {scroll} to {place['scroll']}"
        if place["key"] == "control-new":
            assert abs(place["top"] - new_top) < 1, f"{self.name}: New game moved from {new_top} to {place['top']}"


@pytest.mark.parametrize("game", list(BOARDS))
def test_presses_keep_the_focus_and_the_page(jupyterlab, page, room, artifacts_dir, game):
    room.screen("1280x800")
    jupyterlab.run_notebook(jupyterlab.server.write_notebook(
        f"keeps-place-{game}.ipynb", CODE.format(widget=BOARDS[game])))
    widget = page.locator(f'.skyw[data-game="{game}"]').first
    widget.locator(".skyw-board-host .skyw-board, .skyw-board-host > [class]:not(.skyw-refusal)").first.wait_for()
    shots = artifacts_dir / "keeps-place"
    shots.mkdir(exist_ok=True)
    try:
        for presentation in (False, True):
            room.presentation(presentation)
            for sidebar in (True, False):
                _sidebar(page, jupyterlab, sidebar)
                name = f"{game}-{'presentation' if presentation else 'normal'}-{'files' if sidebar else 'wide'}"
                player = Player(page, widget, shots, name)
                player.frame()
                stacked = widget.evaluate("w => w.classList.contains('is-stacked')")
                print(f"\n{name}: controls {'above the board' if stacked else 'beside the board'}")
                for _ in range(2):
                    player.press(player.control("bot-move"), "control-bot-move")
                player.press(player.control("bot-step"), "control-bot-step")
                # a legal move from the Legal moves panel: scrolled to, as a person would
                moves = widget.locator(".skyw-moves-panel .skyw-move")
                if moves.count():
                    first = moves.first
                    first.evaluate("e => e.scrollIntoView({block: 'center'})")
                    page.wait_for_timeout(200)
                    player.press(first, first.get_attribute("data-focus-key"), may_go_to_board=True)
                    player.frame()
                for _ in range(2):
                    player.press(player.control("undo"), "control-undo")
                player.new_game_asks_first()
                print("\n".join(player.moved) or f"{name}: the notebook never scrolled")
    finally:
        room.leave()
