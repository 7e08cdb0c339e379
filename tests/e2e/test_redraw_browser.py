"""What a board draws again, in Debian's Chromium, on js/dev/harness.html (a fake model).

A batch of traits that changes nothing a board's parts show (the kernel busy, then
free) leaves them on the page as they are: the same elements, so the page has nothing
to style or lay out again and a focused button keeps the focus. A new view draws them
again. Skyline Express's sheets are made like the new drawing in place: a view that
shows the same keeps every seat, and one that changes a sheet changes only what
differs."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

#: notes the elements `selector` finds now, to compare with those found later
KEEP_JS = "sel => { window.keptNodes = [...document.querySelectorAll(sel)]; return window.keptNodes.length; }"
#: how many of the elements noted are still on the page, and how many `selector` finds now
STILL_JS = """sel => ({
    kept: window.keptNodes.filter(n => n.isConnected).length,
    now: document.querySelectorAll(sel).length,
    same: window.keptNodes.every((n, i) => document.querySelectorAll(sel)[i] === n),
})"""
#: a batch from Python that sends the view anew, the same content in a new object
NEW_VIEW_JS = "() => model.update({ view: JSON.parse(JSON.stringify(model.get('view'))) })"


class Skybridge:
    GAME, BOARD, PER_VIEW = "skybridge", ".skyw .skybridge-cell", 9


class Robbery:
    GAME, BOARD, PER_VIEW = "skyway_robbery", ".skyw .skyrob", 1
    UNDRAWN = ("empty",)


class Skyline:
    GAME, BOARD, PER_VIEW = "skyline_express", ".skyw .skyline-sheet.is-main .skyline-seat", 24
    UNDRAWN = ("empty",)


#: a game, a scenario of its fixtures, and the board's parts drawn from the view
BOARDS = [
    (Skybridge, "two", ".skybridge-3d > *, .skybridge-pick, .skybridge-cell, .skybridge-table"),
    (Robbery, "program", ".skyrob button, .skyrob-zone, .skyrob-row"),
    (Skyline, "solo_pick", ".skyline-sheet, .skyline-seat, .skyline-die, .skyline-track"),
]


def _busy_then_free(harness) -> None:
    harness.set_traits(busy="bots")
    harness.set_traits(busy="")


@pytest.mark.parametrize("game, scenario, parts", BOARDS, ids=[g.GAME for g, _, _ in BOARDS])
def test_the_kernel_busy_then_free_draws_no_part_again(board_harness, game, scenario, parts):
    harness = board_harness(game)
    harness.open(scenario)
    count = harness.page.evaluate(KEEP_JS, parts)
    assert count > 5, "the board's parts are on the page"
    _busy_then_free(harness)
    still = harness.page.evaluate(STILL_JS, parts)
    assert still == {"kept": count, "now": count, "same": True}
    assert not harness.problems()


@pytest.mark.parametrize("game, scenario, parts", BOARDS[:2], ids=[g.GAME for g, _, _ in BOARDS[:2]])
def test_a_new_view_draws_the_board_again(board_harness, game, scenario, parts):
    harness = board_harness(game)
    harness.open(scenario)
    count = harness.page.evaluate(KEEP_JS, parts)
    harness.page.evaluate(NEW_VIEW_JS)
    still = harness.page.evaluate(STILL_JS, parts)
    assert still["now"] == count, "the same position draws the same parts"
    assert still["kept"] < count, "a view sent anew is drawn anew"


def test_skyline_sheets_keep_their_seats_and_the_focus_when_the_view_comes_again(board_harness):
    harness = board_harness(Skyline)
    harness.open("solo_pick")
    page = harness.page
    seats = ".skyline-sheet.is-main .skyline-seat"
    count = page.evaluate(KEEP_JS, ".skyline-sheet, .skyline-seat")
    page.locator(seats).nth(3).focus()
    page.evaluate(NEW_VIEW_JS)
    assert page.evaluate(STILL_JS, ".skyline-sheet, .skyline-seat") == {"kept": count, "now": count, "same": True}
    assert page.evaluate("s => document.activeElement === document.querySelectorAll(s)[3]", seats)


def test_skyline_a_changed_sheet_changes_only_what_differs(board_harness):
    harness = board_harness(Skyline)
    harness.open("solo_pick")
    page = harness.page
    sheet = ".skyline-sheet.is-main"
    page.evaluate(KEEP_JS, f"{sheet} .skyline-seat")
    before = page.locator(f"{sheet} .skyline-total").text_content()
    # Python sends the main sheet with ten points more
    page.evaluate("""() => {
        const view = JSON.parse(JSON.stringify(model.get('view')));
        const me = Number(document.querySelector('.skyline-sheet.is-main').dataset.seat);
        view.sheets[me].score = { ...view.sheets[me].score, total: (view.sheets[me].score?.total ?? 0) + 10 };
        model.update({ view });
    }""")
    after = page.locator(f"{sheet} .skyline-total").text_content()
    assert after != before and "point" in after
    still = page.evaluate(STILL_JS, f"{sheet} .skyline-seat")
    assert still["same"] and still["kept"] == still["now"] == 24
