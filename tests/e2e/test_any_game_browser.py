"""Games that are none of the five, on the generic board in a real JupyterLab.

Pig is the game notebooks/your-own-game.ipynb writes in one cell: the test runs that very
cell's text, so the class lives in the kernel's ``__main__`` as a learner's does. It is
played by its move buttons against the greedy bot, and its pieces (the dice rolled this
turn, the points at stake, the banked points on a track) follow the game. At 1280x800
the board is checked (the decision fits, no board text under 14 px, axe-core finds
nothing) and shot in the light and dark themes and in Presentation Mode; the
screenshots go to the artifacts folder ($SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser]

ROOT = Path(__file__).parents[2]


def _notebook_cell(notebook: str, starts: str) -> str:
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    sources = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]
    return next(source for source in sources if source.startswith(starts))


PIG = _notebook_cell("your-own-game.ipynb", "from skywidgets import Game")
PIG_CELLS = [
    PIG,
    "import skywidgets\n"
    "assert Pig.__module__ == '__main__'\n"
    "pig = skywidgets.Board(Pig(), players=['You', 'greedy'], seed=7)\n"
    "pig",
]


def _expect():
    from playwright.sync_api import expect

    return expect




def _pig_after(*moves: str) -> dict:
    """Pig's view for seat 0 after `moves` from seed 7, computed here from the same cell."""
    space: dict = {"__name__": "pig_cell"}
    exec(PIG, space)  # noqa: S102 (the notebook's own cell, the test's fixture)
    state = space["Pig"]().new(seed=7)
    for move in moves:
        state.apply(move)
    return state.view(0)


def _shoot(room, widget, artifacts_dir, name: str) -> Path:
    room.fit(widget)
    room.page.mouse.move(0, 0)
    shot = artifacts_dir / f"any-game-{name}.png"
    room.page.screenshot(path=str(shot))
    return shot


def test_pig_from_the_notebook_cell_plays_on_the_board(jupyterlab, page, room, artifacts_dir):
    expect = _expect()
    room.screen("1280x800")
    widget = jupyterlab.open_widget_notebook("pig.ipynb", PIG_CELLS, "pig",
                                             ".skyw-pmoves button", 1)
    board = widget.locator(".skyw-generic")
    moves = board.locator(".skyw-pmoves")
    try:
        expect(board.locator(".skyw-generic-prompt")).to_have_text("You to move: press a move below.")
        rolls = board.get_by_role("group", name="This turn's rolls", exact=True)
        last_turn = board.get_by_role("group", name="Last turn", exact=True)
        expect(rolls).to_contain_text("no roll yet")
        expect(last_turn).to_contain_text("the game has just begun")
        expect(board.locator(".skyw-ptrack-list li")).to_have_count(2)
        room.check(widget, "1280x800 light, Pig's first move")
        shots = [_shoot(room, widget, artifacts_dir, "pig-light")]

        # A roll: the die shows what the engine rolled, the stake grows, hold is offered.
        expected = _pig_after("roll")
        moves.get_by_role("button", name="roll the die", exact=True).click()
        expect(jupyterlab.moves_logged(widget)).to_have_count(1, timeout=30_000)
        expect(rolls.locator(".skyw-pdie")).to_have_count(len(expected["rolls"]))
        expect(board.locator(".skyw-piece-counters")).to_contain_text(str(expected["turn_total"]))
        hold = moves.get_by_role("button", name=f"hold: bank {expected['turn_total']}",
                                 exact=True)
        expect(hold).to_be_visible()

        # Hold banks the stake; the greedy bot then plays its turn on its own.
        hold.click()
        expect(jupyterlab.moves_logged(widget).nth(1)).to_contain_text("hold", timeout=30_000)
        expect(jupyterlab.moves_logged(widget).nth(2)).to_contain_text("greedy", timeout=30_000)
        expect(board.locator(".skyw-generic-prompt")).to_have_text("You to move: press a move below.",
                                                                       timeout=60_000)
        expect(rolls).to_contain_text("no roll yet")
        # the board tells how the bot's turn ended, as the engine played it
        expect(last_turn).to_contain_text("player 2 rolled")
        room.check(widget, "1280x800 light, after the bot's turn")
        shots.append(_shoot(room, widget, artifacts_dir, "pig-played"))

        jupyterlab.set_theme("JupyterLab Dark")
        room.check(widget, "1280x800 dark")
        shots.append(_shoot(room, widget, artifacts_dir, "pig-dark"))
        jupyterlab.set_theme("JupyterLab Light")
        room.presentation(True)
        jupyterlab.frame(widget)
        room.check(widget, "1280x800 Presentation Mode")
        shots.append(_shoot(room, widget, artifacts_dir, "pig-presentation"))
        errors = [line for line in page.console_lines if line.startswith("[pageerror]")]
        assert errors == [], errors
        print("\nscreenshots:", ", ".join(str(s) for s in shots))
    finally:
        room.leave()
