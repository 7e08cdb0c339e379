"""The Skybridge board in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html (``?game=skybridge``) loads the committed bundle
(skywidgets/static/skybridge.js and skywidgets.css) the way anywidget does, with a
fake model filled from js/dev/skybridge-fixtures.js: real positions printed from the
widget by js/dev/skybridge_fixtures.py (the rulebook's figure 6, two, three and four
players, a skip, finished games). Every message the widget sends lands in
``window.sentMessages``; nothing is applied, because the rules live in Python.

Checked: a piece then a base sends the right move id, by click on the map or on the
3D drawing; a bridge by two clicks (its first base, then a neighbour); keyboard-only
play (3, 2, B, R, N, arrows over the map with a roving tabindex, Enter, Escape);
turning the 3D board (buttons, Q/E, [ and ]) changes the drawing but not the state;
an illegal target says why not (Python's reason, on hover and on focus), and a click
on it asks Python ("why", with the move it would be) and shows the answer, reason and
rule, beside the click; legal targets are highlighted on the map and in 3D; the
scores with the bridged and doubled towers, shown on the map for one colour; the
winners; hot-seat follows the player to move; bases named for screen readers; the
last move and skips said; a move hovered in the Legal moves panel is drawn as a
ghost; text >= 4.5:1 and shapes and focus rings >= 3:1 in light and dark themes; no
sideways overflow at 560px; Presentation Mode's bigger text. Screenshots go to the
artifacts folder (SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

CELL = ".skybridge-cell[data-base='{}']"
PICK = ".skybridge-pick[data-piece='{}']"


def _expect():
    from playwright.sync_api import expect

    return expect


class SkybridgeBoard:
    """Skybridge's helpers, mixed into conftest's BoardHarness (open, load, trait, ...)."""

    GAME, BOARD, PER_VIEW, COLUMNS = "skybridge", ".skyw .skybridge-cell", 9, 3

    def cell(self, base: int):
        """A base on the map, 0-8."""
        return self.page.locator(CELL.format(base))

    def pick(self, piece: str):
        return self.page.locator(PICK.format(piece))

    def moves(self, kind: str | None = None, neutral: bool = False) -> list[dict]:
        return [m for m in self.trait("moves")
                if (kind is None or m["kind"] == kind) and m["neutral"] == neutral]

    def prompt(self):
        return self.page.locator(".skybridge-prompt")

    def reason(self):
        return self.page.locator(".skybridge-reason")

    def focused(self) -> dict:
        return self.page.evaluate("""() => { const e = document.activeElement;
            return {base: e.dataset.base ?? null, piece: e.dataset.piece ?? null, key: e.dataset.focusKey ?? null}; }""")

    def svg(self) -> str:
        return self.page.locator(".skybridge-3d").evaluate("e => e.innerHTML")

    def unfold(self) -> None:
        """Open the folded parts under the board (how the points add up with the pieces
        left; the keys and signs), by the keyboard (Enter on each)."""
        for details in self.page.locator(".skybridge details").all():
            if details.get_attribute("open") is None:
                details.locator("summary").focus()
                self.page.keyboard.press("Enter")
        _expect()(self.page.locator(".skybridge-score-table").first).to_be_visible()

    def described(self, base: int) -> str:
        """A base's name after the words it shows ("5 3 floors ▲I: base 5: tower ...")."""
        return self.cell(base).get_attribute("aria-label").split(": ", 1)[1]

    def answer_why(self, move_id: str, target: dict) -> None:
        """Python answers the board's "why" about `move_id`, as the widget does: with the
        reason of view.targets (`target`) and its rule."""
        reason = target["reason"]
        self.set_traits(error={"message": f"{reason[0].upper()}{reason[1:]}.", "field": "id", "move": move_id,
                               "rule": f"Skybridge rulebook, Turn Sequence: {target['summary']}"})

    def dismiss(self) -> None:
        """The note's Dismiss button: Python is told, and clears its error (as it does)."""
        self.page.locator(".skyw-refusal").get_by_role("button", name="Dismiss").click()
        assert self.sent() == [{"type": "dismiss"}]
        self.set_traits(error={})
        _expect()(self.page.locator(".skyw-refusal")).to_be_hidden()

    def note_beside(self, clicked) -> str:
        """The refusal note, shown just under or over what was clicked: its text."""
        note = self.page.locator(".skyw-refusal")
        _expect()(note).to_be_visible()
        said, at = note.bounding_box(), clicked.bounding_box()
        gap = max(said["y"] - (at["y"] + at["height"]), at["y"] - (said["y"] + said["height"]))
        assert gap <= 12 and said["x"] < at["x"] + at["width"] and said["x"] + said["width"] > at["x"], (said, at)
        return note.text_content()


@pytest.fixture
def harness(board_harness):
    return board_harness(SkybridgeBoard)


# ---- playing with the pointer ------------------------------------------------------


def test_click_a_piece_then_a_base(harness):
    expect = _expect()
    harness.open("figure6")
    ply = harness.trait("ply")
    view = harness.trait("view")
    assert view["current_player"] == 0 and view["colour"] == "ivory"
    harness.cell(8).click()  # no piece picked yet: a hint, no message
    assert harness.sent() == []
    expect(harness.prompt()).to_contain_text("Pick a piece first")
    tall = harness.moves("tall")
    harness.pick("tall").click()
    expect(harness.pick("tall")).to_have_attribute("aria-pressed", "true")
    expect(harness.prompt()).to_contain_text("ivory three-story block picked")
    # the legal bases are highlighted, on the map and in 3D, and only those
    targets = sorted(m["bases"][0] for m in tall)
    marked = harness.page.locator(".skybridge-cell.is-target").evaluate_all("els => els.map(e => Number(e.dataset.base))")
    assert sorted(marked) == targets
    in3d = harness.page.locator(".skybridge-col.is-target").evaluate_all("els => els.map(e => Number(e.dataset.base))")
    assert sorted(in3d) == targets
    assert harness.page.locator(".skybridge-col.is-target .skybridge-ring-inner").count() == len(targets)
    harness.cell(0).click()  # roofed: the board asks Python why, and says its answer beside it
    assert harness.sent() == [{"type": "why", "id": "3@1", "ply": ply}]
    harness.answer_why("3@1", view["targets"]["tall"]["1"])
    assert "Base 1 has a roof: nothing goes on a roof." in harness.note_beside(harness.cell(0))
    harness.dismiss()
    harness.cell(targets[0]).click()
    assert harness.sent() == [{"type": "move", "id": tall[0]["id"], "ply": ply}]
    assert harness.problems() == []


def test_click_a_base_in_the_3d_drawing(harness):
    harness.open("figure6")
    ply = harness.trait("ply")
    short = harness.moves("short")
    harness.pick("short").click()
    base = short[-1]["bases"][0]
    # the bare base's tile in the drawing (its number sits on it)
    harness.page.locator(f".skybridge-badge3d[data-base='{base}']").click()
    assert harness.sent() == [{"type": "move", "id": short[-1]["id"], "ply": ply}]


def test_a_bridge_by_two_clicks(harness):
    expect = _expect()
    harness.open("two")
    ply = harness.trait("ply")
    bridges = harness.moves("bridge")
    assert bridges
    first, second = bridges[0]["bases"]
    harness.pick("bridge").click()
    expect(harness.prompt()).to_contain_text("choose its first base")
    # a base no bridge can start from says why, and keeps waiting for a first base
    starts = {b for m in bridges for b in m["bases"]}
    bare = next(b for b in range(9) if b not in starts)
    harness.cell(bare).click()
    # Python is asked about the bridge on it and a neighbour: the reason about the base itself
    asked = harness.sent()
    assert len(asked) == 1 and asked[0]["type"] == "why" and re.fullmatch(r"B@\d\d", asked[0]["id"]), asked
    assert str(bare + 1) in asked[0]["id"][2:], asked
    expect(harness.cell(bare)).not_to_have_class(re.compile(r"\bis-first\b"))
    harness.cell(first).click()
    expect(harness.cell(first)).to_have_class(re.compile(r"\bis-first\b"))
    expect(harness.page.locator(f".skybridge-col[data-base='{first}'] .skybridge-ring-inner.is-first")).to_have_count(1)
    ends = sorted({b for m in bridges if first in m["bases"] for b in m["bases"]} - {first})
    marked = harness.page.locator(".skybridge-cell.is-target").evaluate_all("els => els.map(e => Number(e.dataset.base))")
    assert sorted(marked) == ends
    expect(harness.prompt()).to_contain_text(f"Bridge from base {first + 1}")
    # hovering the other end previews the bridge in 3D: two ghost halves
    harness.cell(second).hover()
    expect(harness.page.locator(".skybridge-ghost .skybridge-part.is-ghost")).to_have_count(2)
    harness.cell(second).click()
    assert harness.sent() == [{"type": "move", "id": bridges[0]["id"], "ply": ply}]


def test_the_bridge_first_base_can_be_taken_back(harness):
    expect = _expect()
    harness.open("two")
    first = harness.moves("bridge")[0]["bases"][0]
    harness.pick("bridge").click()
    harness.cell(first).click()
    harness.cell(first).click()  # again: cancelled
    expect(harness.page.locator(".skybridge-cell.is-first")).to_have_count(0)
    expect(harness.prompt()).to_contain_text("First base cancelled")
    harness.cell(first).click()
    harness.page.keyboard.press("Escape")
    expect(harness.page.locator(".skybridge-cell.is-first")).to_have_count(0)
    harness.page.keyboard.press("Escape")
    expect(harness.pick("bridge")).to_have_attribute("aria-pressed", "false")
    assert harness.sent() == []


# ---- the keyboard ------------------------------------------------------------------


def test_keyboard_only_play(harness):
    expect = _expect()
    page = harness.page
    harness.open("three")
    ply = harness.trait("ply")
    # one tab stop on the map (roving tabindex), arrows move it
    assert page.locator(".skybridge-cell[tabindex='0']").count() == 1
    harness.cell(4).focus()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowLeft")
    assert harness.focused()["base"] == "0"
    assert page.locator(".skybridge-cell[tabindex='0']").get_attribute("data-base") == "0"
    # N, then 3 or 2: one of the fourth colour's blocks (whichever this position has left)
    kind = next(k for k in ("short", "tall") if harness.moves(k, neutral=True))
    key, name = {"short": ("2", "two-story"), "tall": ("3", "three-story")}[kind]
    page.keyboard.press("n")
    page.keyboard.press(key)
    page.keyboard.press(key)  # again: still picked (keys pick; only a click puts a piece back)
    expect(harness.pick(f"{kind}_n")).to_have_attribute("aria-pressed", "true")
    expect(harness.prompt()).to_contain_text(f"fourth colour's {name} block (blue) picked")
    move = harness.moves(kind, neutral=True)[0]
    target = move["bases"][0]
    for press in harness.arrows(0, target):
        page.keyboard.press(press)
    assert harness.focused()["base"] == str(target)
    expect(harness.cell(target)).to_have_attribute("aria-label", re.compile(rf"\. Put a blue {name} block on base {target + 1} \(level \d+\)$"))
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": move["id"], "ply": ply}]
    # 3 then Space: the player's own three-story block (a new pick drops the fourth colour)
    page.keyboard.press("Escape")
    expect(harness.pick(f"{kind}_n")).to_have_attribute("aria-pressed", "false")
    page.keyboard.press("3")
    expect(harness.pick("tall")).to_have_attribute("aria-pressed", "true")
    tall = harness.moves("tall")[0]
    for key in harness.arrows(target, tall["bases"][0]):
        page.keyboard.press(key)
    page.keyboard.press(" ")
    assert harness.sent() == [{"type": "move", "id": tall["id"], "ply": ply}]
    expect(page.locator(".skybridge-keys")).to_contain_text("Q and E")
    assert harness.problems() == []


def test_a_picked_piece_carries_keyboard_users_to_the_map(harness):
    page = harness.page
    harness.open("figure6")
    harness.pick("short").focus()
    page.keyboard.press("Enter")
    assert harness.focused()["base"] is not None  # on to the map
    # (a second on: Enter's click on the button no longer counts as what the next answer is about)
    page.wait_for_timeout(1100)
    page.keyboard.press("r")  # the roof: no base takes it; Python says why, beside the focused base
    _expect()(harness.prompt()).to_contain_text("no place for it now")
    focused = harness.focused()["base"]
    roofs = harness.trait("view")["targets"]["roof"]
    asked = harness.sent()
    assert [m["type"] for m in asked] == ["why"] and asked[0]["id"].startswith("R@"), asked
    target = roofs[asked[0]["id"][2:]]
    harness.answer_why(asked[0]["id"], target)
    assert target["reason"][1:] in harness.note_beside(harness.cell(int(focused)))


def test_keys_bridge_and_roof(harness):
    expect = _expect()
    page = harness.page
    harness.open("two")
    ply = harness.trait("ply")
    bridge = harness.moves("bridge")[0]
    a, b = bridge["bases"]
    harness.cell(4).focus()
    page.keyboard.press("b")
    expect(harness.pick("bridge")).to_have_attribute("aria-pressed", "true")
    for key in harness.arrows(4, a):
        page.keyboard.press(key)
    page.keyboard.press("Enter")
    for key in harness.arrows(a, b):
        page.keyboard.press(key)
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": bridge["id"], "ply": ply}]
    roof = harness.moves("roof")[0]
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    page.keyboard.press("r")
    for key in harness.arrows(b, roof["bases"][0]):
        page.keyboard.press(key)
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": roof["id"], "ply": ply}]


# ---- the 3D board turns ---------------------------------------------------------------


def test_turning_changes_the_drawing_not_the_state(harness, artifacts_dir):
    expect = _expect()
    page = harness.page
    harness.open("figure6")
    view, moves = harness.trait("view"), harness.trait("moves")
    start = harness.svg()
    caption = page.locator(".skybridge-caption")
    expect(caption).to_contain_text("base 9 in front")
    page.locator(".skybridge-turn-right").click()
    expect(caption).to_contain_text("base 3 in front")
    turned = harness.svg()
    assert turned != start
    page.locator(".skybridge-view-box").screenshot(path=str(artifacts_dir / "skybridge-figure6-turned-right.png"))
    # the keys: Q and [ turn left, E and ] right
    harness.cell(4).focus()
    page.keyboard.press("e")
    expect(caption).to_contain_text("base 1 in front")
    page.keyboard.press("]")
    expect(caption).to_contain_text("base 7 in front")
    page.keyboard.press("]")
    expect(caption).to_contain_text("base 9 in front")
    assert harness.svg() == start  # four quarter turns: the same drawing
    page.keyboard.press("q")
    expect(caption).to_contain_text("base 7 in front")
    page.keyboard.press("[")
    expect(caption).to_contain_text("base 1 in front")
    # nothing was sent, nothing changed, and the map (reading order) is unmoved
    assert harness.sent() == []
    assert harness.trait("view") == view and harness.trait("moves") == moves
    assert harness.described(0).startswith("base 1: tower 8 floors")
    # a picked piece and its highlights survive a turn
    harness.pick("tall").click()
    n = page.locator(".skybridge-col.is-target").count()
    page.locator(".skybridge-turn-left").click()
    expect(page.locator(".skybridge-col.is-target")).to_have_count(n)
    expect(harness.pick("tall")).to_have_attribute("aria-pressed", "true")


def test_each_direction_paints_the_front_base_last(harness):
    page = harness.page
    harness.open("figure6")
    fronts = []
    for _ in range(4):
        order = page.locator(".skybridge-pieces > .skybridge-col").evaluate_all("els => els.map(e => Number(e.dataset.base))")
        assert sorted(order) == list(range(9))
        fronts.append(order[-1])
        page.locator(".skybridge-turn-right").click()
    assert fronts == [8, 2, 0, 6]


# ---- reasons -------------------------------------------------------------------------


def test_an_illegal_target_says_which_rule_forbids_it(harness):
    expect = _expect()
    page = harness.page
    harness.open("figure6")
    view = harness.trait("view")
    ply = harness.trait("ply")
    harness.pick("tall").click()
    # hover: Python's reason on the line about the base in question
    harness.cell(0).hover()
    expect(harness.reason()).to_contain_text(f"\u2715 B{view['targets']['tall']['1']['reason'][1:]}")
    expect(harness.cell(0)).to_have_class(re.compile(r"\bis-blocked\b"))
    expect(harness.cell(0)).to_have_attribute("aria-label", re.compile(r"Not allowed for the ivory three-story block: base 1 has a roof"))
    # focus (keyboard): the same
    lowest = next(base for base in range(9) if (view["targets"]["tall"][str(base + 1)] or {}).get("rule") == "lowest_board") \
        if any((t or {}).get("rule") == "lowest_board" for t in view["targets"]["tall"].values()) else 2
    harness.cell(lowest).focus()
    target = view["targets"]["tall"][str(lowest + 1)]
    if target:
        expect(harness.reason()).to_contain_text(target["reason"])
    # trying it: Python is asked why (nothing is played) and its answer, with the rule, is
    # said beside the base (an alert: screen readers say it too)
    harness.cell(0).click()
    assert harness.sent() == [{"type": "why", "id": "3@1", "ply": ply}]
    harness.answer_why("3@1", view["targets"]["tall"]["1"])
    said = harness.note_beside(harness.cell(0))
    assert "Base 1 has a roof: nothing goes on a roof." in said and "Rule: Turn Sequence: " in said, said
    expect(page.locator(".skyw-refusal")).to_have_attribute("role", "alert")
    # a legal base says what the move does
    legal = harness.moves("tall")[0]
    harness.cell(legal["bases"][0]).hover()
    expect(harness.reason()).to_contain_text("\u2713")
    expect(harness.page.locator(".skybridge-ghost .is-ghost")).to_have_count(1)
    page.mouse.move(0, 0)
    expect(harness.page.locator(".skybridge-ghost .is-ghost")).to_have_count(0)


def test_the_touching_rule_is_named(harness):
    harness.open("three")
    view = harness.trait("view")
    touch = next(((piece, place) for piece, places in view["targets"].items()
                  for place, t in places.items() if t and t["rule"] == "touch"), None)
    assert touch, "the fixture has a target forbidden by the touching rule"
    piece, place = touch
    harness.pick(piece).click(force=True)  # (force: a piece with no place is aria-disabled)
    harness.sent()  # (a piece with no place asks why at once: not this test's question)
    harness.cell(int(place) - 1).click()
    move_id = f"{ {'tall': '3', 'short': '2', 'bridge': 'B', 'roof': 'R'}[piece.removesuffix('_n')] }{'n' if piece.endswith('_n') else ''}@{place}"
    assert harness.sent() == [{"type": "why", "id": move_id, "ply": harness.trait("ply")}]
    harness.answer_why(move_id, view["targets"][piece][place])
    said = harness.note_beside(harness.cell(int(place) - 1))
    assert view["targets"][piece][place]["reason"][1:] in said and "two pieces of the same colour never touch" in said, said


# ---- scores ----------------------------------------------------------------------------


def test_scores_with_the_bridged_towers(harness, artifacts_dir):
    expect = _expect()
    page = harness.page
    harness.open("figure6")
    # the score beside the board: each player's points by colour
    totals = page.locator(".skybridge-totals-table")
    expect(totals.locator("tr[data-seat='0'] .skybridge-colour-points[data-colour='ivory']")).to_have_text("I ivory: 25")
    expect(totals.locator("tr[data-seat='1'] .skybridge-points")).to_have_text("30")
    # how it adds up, unfolded
    harness.unfold()
    table = page.locator(".skybridge-score-table")
    charcoal = table.locator("tr[data-colour='charcoal']")
    ivory = table.locator("tr[data-colour='ivory']")
    expect(charcoal.locator(".skybridge-points")).to_have_text("30")
    expect(ivory.locator(".skybridge-points")).to_have_text("25")
    expect(charcoal.locator("td").nth(1)).to_have_attribute("aria-label", "towers 1, 2: 15 floors")
    expect(charcoal.locator("td").nth(3)).to_have_attribute("aria-label", "doubled: towers 1, 2 +15")
    expect(ivory.locator("td").nth(2)).to_have_attribute("aria-label", "its bridge adds towers 1, 2: 15 floors")
    # the map: owner, doubled and bridged tags on every tower
    for base in (0, 1):
        expect(harness.cell(base).locator(".skybridge-tag")).to_have_text(["\u25b2C", "\u00d72", "+I"])
        expect(harness.cell(base)).to_have_attribute("aria-label", re.compile(r"^\d \d+ floors \u25b2C \u00d72 \+I: .*owned by charcoal; top: charcoal roof; doubled for charcoal; also scores for ivory \(bridge\)"))
    expect(harness.cell(3).locator(".skybridge-tag")).to_have_text(["\u25b2I"])
    # show one colour's scoring: its towers framed, its bridge's towers dashed, in 3D too
    show = charcoal.locator(".skybridge-show")
    show.click()
    expect(show).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".skybridge-cell.is-shown-own")).to_have_count(2)
    expect(page.locator(".skybridge-badge3d.is-own")).to_have_count(2)
    ivory.locator(".skybridge-show").click()
    own = page.locator(".skybridge-cell.is-shown-own").evaluate_all("els => els.map(e => Number(e.dataset.base))")
    reach = page.locator(".skybridge-cell.is-shown-reach").evaluate_all("els => els.map(e => Number(e.dataset.base))")
    assert own == [3] and reach == [0, 1]
    expect(page.locator(".skybridge-badge3d.is-reach")).to_have_count(2)
    page.locator(".skybridge").screenshot(path=str(artifacts_dir / "skybridge-figure6-ivory-shown.png"))
    assert harness.sent() == []


def test_game_over_and_winners(harness, artifacts_dir):
    expect = _expect()
    page = harness.page
    harness.open("over", theme="dark")
    view = harness.trait("view")
    names = [p["name"] for p in harness.trait("players")]
    winner = names[view["winners"][0]]
    expect(page.locator(".skybridge-banner")).to_have_text(f"Game over. {winner} wins with {int(view['scores'][view['winners'][0]])} points.")
    # the score beside the board names the winner in full
    expect(page.locator(".skybridge-totals-table tr.is-winner .skybridge-player")).to_have_text(f"winner {winner}")
    harness.unfold()
    expect(page.locator(".skybridge-score-table tbody.is-winner")).to_have_count(1)
    expect(page.locator(".skybridge-score-table tbody.is-winner .skybridge-player-name")).to_have_text(winner)
    expect(page.locator(".skybridge-picker-zone")).to_be_hidden()
    # each two-colour player's total is the sum of their colours
    for seat, total in enumerate(view["scores"]):
        expect(page.locator(f".skybridge-score-table tbody[data-seat='{seat}'] .skybridge-player-total")).to_have_text(f"total {int(total)}")
    doubled = next(c for c, p in view["colour_points"].items() if p["doubled"])
    expect(page.locator(f".skybridge-score-table tr[data-colour='{doubled}'] td").nth(3)).to_contain_text("+")
    page.screenshot(path=str(artifacts_dir / "skybridge-over-dark.png"), full_page=True)

    harness.load("over_tie")
    view = harness.trait("view")
    expect(page.locator(".skybridge-banner")).to_contain_text("share the win")
    expect(page.locator(".skybridge-score-table tbody.is-winner")).to_have_count(len(view["winners"]))
    assert harness.problems() == []


# ---- hot-seat, words, announcements ----------------------------------------------------------


def test_hot_seat_follows_the_player_to_move(harness):
    expect = _expect()
    page = harness.page
    harness.open("two")
    view = harness.trait("view")
    assert view["current_player"] == 1 and view["colour"] == "blue"
    expect(page.locator(".skybridge-turn")).to_contain_text("Ben places U blue now (plays charcoal and blue, in turn).")
    expect(page.locator(".skybridge-picker-zone .skyw-heading")).to_have_text("Ben's pieces: pick one, then a base")
    counts = page.locator(".skybridge-pick .skybridge-pick-count").all_text_contents()
    assert counts == [f"\u00d7{view['supply'][1]['blue'][k]}" for k in ("tall", "short", "bridge", "roof")]
    expect(page.locator(".skybridge-supply-table tbody.is-turn .skybridge-player-name")).to_have_text("Ben")
    expect(page.locator(".skybridge-supply-table tr.is-now")).to_contain_text("blue now")
    harness.load("start")  # Python's answer: the next position, another person to move
    expect(page.locator(".skybridge-turn")).to_contain_text("You place I ivory now.")
    expect(page.locator(".skybridge-picker-zone .skyw-heading")).to_have_text("Your pieces: pick one, then a base")
    harness.load("three_bot")  # a bot to move, nothing running: no moves, nothing to pick
    expect(harness.prompt()).to_have_text(
        "greedy is a bot and waits to be asked: press Bot move for its move, or Bot plays on.")
    harness.cell(4).click()  # refused: Python says whose turn it is, beside the base
    assert harness.sent() == [{"type": "why", "id": "3@5", "ply": harness.trait("ply")}]
    harness.set_traits(error={"message": "It is greedy's turn (a bot)", "field": "id", "rule": ""})
    assert "It is greedy's turn" in harness.note_beside(harness.cell(4))


def test_bases_are_named_for_screen_readers(harness):
    harness.open("figure6")
    # the words it shows first (a voice names it by them), then in full
    label = harness.cell(3).get_attribute("aria-label")
    assert label == "4 10 floors \u25b2I: base 4: tower 10 floors, owned by ivory; top: ivory roof"
    note = harness.cell(0).evaluate("e => document.getElementById(e.getAttribute('aria-describedby')).textContent")
    assert note.startswith("9 levels high; bottom to top: orange two-story block, ivory two-story block, charcoal bridge to base 2")
    assert harness.cell(8).get_attribute("aria-label") == "9 empty: base 9: empty"
    svg = harness.page.locator(".skybridge-3d")
    assert svg.get_attribute("role") == "img"
    assert "seen from base 9's corner" in svg.get_attribute("aria-label")
    picks = harness.page.locator(".skybridge-pick").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    tall = harness.trait("view")["supply"][0]["ivory"]["tall"]
    assert picks[0].startswith(f"3 3-story \u00d7{tall}") and ": the ivory three-story block, " in picks[0] and picks[0].endswith("Key 3"), picks[0]


def test_the_last_move_and_a_skip_are_said(harness):
    expect = _expect()
    page = harness.page
    harness.open("skip")
    view = harness.trait("view")
    names = [p["name"] for p in harness.trait("players")]
    skipped = names[view["last"]["skipped"][0]]
    expect(page.locator(".skybridge-last")).to_contain_text(f"{skipped} could not place a piece and skipped a turn.")
    expect(harness.prompt()).to_contain_text(f"{skipped} could not place a piece")
    # the aria-live line says it when the move arrives (the Log grows by one)
    harness.grow_log(clear_last=False)
    expect(page.locator(".skyw-status")).to_contain_text(f"{skipped} could not place a piece and skipped a turn.")
    last = [c for c in page.locator(".skybridge-cell.is-last").evaluate_all("els => els.map(e => Number(e.dataset.base))")]
    assert last == view["last"]["piece"]["bases"]
    assert page.locator(f".skybridge-part.is-last[data-piece='{len(view['pieces']) - 1}']").count() == len(last)


def test_a_move_hovered_in_the_panel_is_drawn_as_a_ghost(harness):
    expect = _expect()
    page = harness.page
    harness.open("two")
    move = harness.moves("bridge")[0]
    page.locator(".skyw-move").filter(has_text=move["id"]).hover()
    expect(page.locator(".skybridge-ghost .skybridge-part.is-ghost")).to_have_count(2)
    expect(page.locator(".skybridge-cell.is-preview")).to_have_count(2)
    page.mouse.move(0, 0)
    expect(page.locator(".skybridge-ghost .skybridge-part.is-ghost")).to_have_count(0)


# ---- contrast, focus, sizes ---------------------------------------------------------------

# The shapes that carry meaning: the map's bases, bridge bars, chips, picker and turn buttons.
_SHAPES = [("cell", ".skybridge-cell"), ("bar", ".skybridge-bar"), ("chip", ".skybridge-chip"),
           ("pick", ".skybridge-pick"), ("button", ".skybridge-button, .skybridge-show")]
# The 3D drawing: the plate against the box around it, the pieces' outline against the plate.
# (The SVG's letters and numbers have fixed paint, checked in js/test/skybridge-board.test.js.)
_SVG = {"box": (".skybridge-view-box", "behind"), "plate": (".skybridge-plate-top", "fill"),
        "plateEdge": (".skybridge-plate-top", "stroke"), "tile": (".skybridge-tile", "fill"),
        "pieceEdge": (".skybridge-part polygon", "stroke attribute")}


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("scenario", ["figure6", "three", "two", "over"])
def test_contrast(harness, looks, theme, scenario):
    widget = harness.open(scenario, theme=theme)
    harness.unfold()  # every text of the board, the folded ones too
    if scenario in ("figure6", "two"):
        harness.pick("tall").click()  # targets and crosses on the map
        harness.cell(0).hover()
    if scenario == "figure6":
        harness.page.locator(".skybridge-show").first.click()
    texts = looks.texts(widget, ".skybridge *")
    assert len(texts) > 60
    low = looks.below(texts, 4.5)
    assert not low, low[:10]
    shapes = looks.edges(widget, _SHAPES)
    assert {s["what"] for s in shapes} >= {"cell", "chip", "button"}
    weak = looks.below(shapes, 3, "edge")
    assert not weak, weak[:10]
    svg, contrast = looks.paints(widget, _SVG), looks.contrast
    assert contrast(svg["plate"], svg["box"]) >= 3 or contrast(svg["plateEdge"], svg["box"]) >= 3, svg
    assert contrast(svg["pieceEdge"], svg["plate"]) >= 3 and contrast(svg["pieceEdge"], svg["tile"]) >= 3, svg


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_tab_through_the_board_shows_focus(harness, theme):
    harness.open("figure6", theme=theme)
    harness.unfold()
    harness.pick("tall").focus()
    seen, problems = harness.focus_rings(".skybridge", tabs=40, key="className")
    assert not problems, problems
    # the pieces, the turn buttons, the map (one stop), the score's show buttons
    assert "pick-tall" in seen and "show-charcoal" in seen, seen
    assert sum(str(key).startswith("base-") for key in seen) == 1, seen
    assert any("skybridge-turn-right" in str(key) for key in seen), seen


@pytest.mark.parametrize("scenario", ["figure6", "three", "two", "over", "start"])
def test_no_sideways_overflow_at_560px(harness, looks, scenario, artifacts_dir):
    widget = harness.open(scenario, width=560)
    page = harness.page
    if scenario == "two":
        harness.pick("bridge").click()
    spill = looks.sticking_out(widget, ".skybridge *")
    assert not spill, spill[:10]
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.screenshot(path=str(artifacts_dir / f"skybridge-{scenario}-560.png"), full_page=True)
    assert harness.problems() == []


def test_presentation_mode_text_grows_and_fits(harness, looks, artifacts_dir):
    """JupyterLab's Presentation Mode raises --jp-content-font-size1: the board's words grow
    with it (the prompt, the floors on the map), the board takes more of the width, and
    still nothing sticks out."""
    page = harness.page
    widget = harness.open("figure6", width=1400)
    size = "e => parseFloat(getComputedStyle(e).fontSize)"
    width = "e => e.getBoundingClientRect().width"
    floors = harness.cell(0).locator(".skybridge-floors-n")
    before = harness.prompt().evaluate(size), floors.evaluate(size), page.locator(".skybridge").evaluate(width)
    page.evaluate("document.body.style.setProperty('--jp-content-font-size1', '20px')")
    page.wait_for_timeout(100)  # (the 3D drawing is sized again once laid out)
    after = harness.prompt().evaluate(size), floors.evaluate(size), page.locator(".skybridge").evaluate(width)
    assert after[0] > before[0] * 1.3 and after[1] > before[1] * 1.3 and after[2] > before[2] * 1.1, (before, after)
    assert not looks.sticking_out(widget, ".skybridge *")
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.screenshot(path=str(artifacts_dir / "skybridge-presentation-harness.png"), full_page=True)


@pytest.mark.parametrize("scenario, theme", [("figure6", "light"), ("figure6", "dark"), ("three", "light"),
                                             ("two", "dark"), ("start", "light"), ("over", "light"),
                                             ("skip", "dark")])
def test_screenshot(harness, scenario, theme, artifacts_dir):
    harness.open(scenario, theme=theme, width=1440)
    harness.page.mouse.move(0, 0)
    harness.page.screenshot(path=str(artifacts_dir / f"skybridge-{scenario}-{theme}.png"), full_page=True)
    harness.page.locator(".skybridge-play").screenshot(path=str(artifacts_dir / f"skybridge-{scenario}-{theme}-board.png"))
    assert harness.problems() == []


def test_empty_model_then_a_position(harness):
    page = harness.page
    page.goto(f"{harness.url}?game=skybridge&scenario=empty&chrome=0")
    page.wait_for_selector("body[data-ready=true]")
    _expect()(page.locator(".skybridge-cell")).to_have_count(9)
    harness.load("figure6")
    _expect()(harness.cell(0)).to_have_attribute("aria-label", re.compile(r"^1 8 floors .*: base 1: tower 8 floors"))
    assert harness.problems() == []


def test_two_views_then_dispose_leaves_no_listeners(harness):
    page = harness.page
    harness.open("figure6", views=2)
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    described = page.evaluate("[...document.querySelectorAll('.skybridge-cell')].map(e => e.getAttribute('aria-describedby'))")
    assert all(d in ids for d in described)
    # each drawing uses its own textures
    fills = page.evaluate("[...document.querySelectorAll('.skybridge-3d')].map(s => s.querySelector('pattern').id)")
    assert len(set(fills)) == 2
    assert page.evaluate("disposeAll()") == 0
    _expect()(page.locator(".skyw")).to_have_count(0)
