"""The Skyway board in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html loads the committed bundle (skywidgets/static/skyway.js and
skywidgets.css) the way anywidget does and stands in for Python with a fake
model (js/dev/fake-model.js) filled from js/dev/skyway-fixtures.js; every
message the widget sends lands in ``window.sentMessages``. Nothing is applied,
because the rules live in Python: these tests check what the front-end shows
and sends, fast and without JupyterLab (tests/e2e/test_skyway_browser.py
plays it in a real JupyterLab).

The fixtures' "stale" position (your turn, move 11, the kernel idle) is the
rulebook's mid-game example: cell 6 holds 4♥ 2♦ 3♣ and blueprint A is 7♥ 6♣;
every blueprint may go on every cell.

Checked: keyboard-only play (Tab, arrows with a roving tabindex, Enter,
Escape, the A/B/C + 1-9 shortcuts); every control reachable by Tab with a
visible focus ring; cards named for screen readers and suits told apart by
symbol, not colour alone; the preview of a placement; the exact messages of the
controls; Python's answers (error, time travel, the end); cleanup.

Screenshots of a few scenarios (light, dark, narrow) go to the artifacts
folder (SKYWIDGETS_E2E_ARTIFACTS, else a temporary folder).
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

PLY = 11  # the fixtures' live position
SUIT_NAMES = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
RANK_NAMES = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}

BLUEPRINT = ".skyway-blueprint[data-blueprint='{}']"
CELL = ".skyway-cell[data-cell='{}']"
#: what a cell shows (its number, its stack, the tags), drawn over its button
STACK = ".skyway-cell-box[data-cell='{}'] .skyway-stack"


def _expect():
    from playwright.sync_api import expect

    return expect


def card_label(card: str) -> str:
    """"7♥" -> "7 of hearts", "A♠" -> "ace of spades" (what a screen reader should hear)."""
    rank, suit = card[:-1], card[-1]
    return f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"


class SkywayBoard:
    """Skyway's helpers, mixed into conftest's BoardHarness (open, load, sent, ...): press keys,
    read the focus and the pressed blueprints."""

    GAME, BOARD, PER_VIEW = "skyway", ".skyw .skyway-grid .skyway-cell", 9

    def press(self, *keys: str) -> None:
        for key in keys:
            self.page.keyboard.press(key)

    def active(self) -> dict:
        """What has the keyboard focus."""
        return self.page.evaluate(
            """() => {
                const e = document.activeElement;
                return {tag: e.tagName, cls: e.className, cell: e.dataset.cell ?? null,
                        blueprint: e.dataset.blueprint ?? null, key: e.dataset.focusKey ?? null,
                        inWidget: !!e.closest('.skyw'), label: e.getAttribute('aria-label')};
            }"""
        )

    def tab_stops(self, selector: str) -> list[str]:
        """The data-* index of the elements of `selector` that are in the Tab order."""
        return self.page.locator(selector).evaluate_all(
            "els => els.filter(e => e.tabIndex === 0).map(e => e.dataset.cell ?? e.dataset.blueprint ?? e.dataset.focusKey)"
        )

    def pressed(self) -> list[str]:
        return self.page.locator(".skyway-blueprint[aria-pressed=true]").evaluate_all(
            "els => els.map(e => e.dataset.blueprint)"
        )

    def open_panels(self) -> None:
        """Open every panel, as a curious student would (the State panel draws its tree then)."""
        self.page.evaluate("document.querySelectorAll('.skyw details.skyw-panel').forEach(d => d.open = true)")
        self.page.locator(".skyw-state-panel .skyw-tree-list").first.wait_for()


@pytest.fixture
def harness(board_harness):
    return board_harness(SkywayBoard)


def _cards(locator) -> list[str]:
    return locator.locator(".skyw-fan .skyw-card").evaluate_all("els => els.map(e => e.dataset.card)")


# ---- keyboard only ------------------------------------------------------------


def test_keyboard_only_play(harness, page):
    expect = _expect()
    harness.open("stale")
    assert harness.active()["tag"] == "BODY"
    # What reaches the page after the widget: JupyterLab runs its own command-mode shortcuts
    # (A inserts a cell, 1 makes a heading, arrows change cells) from keys that bubble up.
    page.evaluate(
        """() => { window.keysSeen = [];
            document.addEventListener('keydown', e => window.keysSeen.push(
                {key: e.key, prevented: e.defaultPrevented, widget: !!e.target.closest('.skyw'),
                 modifier: e.ctrlKey || e.altKey || e.metaKey})); }"""
    )

    # Tab from the top of the page reaches the market, at blueprint A: its only tab stop.
    for _ in range(30):
        page.keyboard.press("Tab")
        if harness.active()["blueprint"] is not None:
            break
    else:
        raise AssertionError("Tab never reached the market")
    assert harness.active()["blueprint"] == "0", harness.active()
    assert harness.active()["label"] == "Blueprint A: 7 of hearts, 6 of clubs"
    assert harness.tab_stops(".skyway-blueprint") == ["0"]
    assert harness.tab_stops(".skyway-cell") == ["4"], "the grid's tab stop starts on the centre"
    page.keyboard.press("Tab")  # one press leaves the market, onto the grid's single tab stop
    assert harness.active()["cell"] == "4", harness.active()
    page.keyboard.press("Shift+Tab")
    assert harness.active()["blueprint"] == "0"

    # Arrows move between the blueprints (a roving tabindex); nothing is picked yet.
    for key, want in [("ArrowRight", "1"), ("ArrowRight", "2"), ("ArrowRight", "2"), ("ArrowLeft", "1"),
                      ("Home", "0"), ("ArrowLeft", "0"), ("End", "2"), ("ArrowUp", "1")]:  # fmt: skip
        page.keyboard.press(key)
        assert harness.active()["blueprint"] == want, (key, harness.active())
        assert harness.tab_stops(".skyway-blueprint") == [want], key
    assert harness.pressed() == [] and harness.sent() == []

    # Enter picks blueprint B and carries the focus on to the grid's tab stop.
    page.keyboard.press("Enter")
    assert harness.pressed() == ["1"]
    assert harness.active()["cell"] == "4", harness.active()
    expect(page.locator(".skyway-cell.is-target")).to_have_count(9)  # B may go anywhere here
    expect(page.locator(".skyway-hint")).to_contain_text("Blueprint B picked: 2 of spades, 9 of spades")
    assert harness.sent() == [], "picking a blueprint sends nothing"

    # Arrows move among the 9 cells: one tab stop that follows the focus, stopping at the edges;
    # the focused cell previews the placement.
    path = [("ArrowUp", 1), ("ArrowLeft", 0), ("ArrowLeft", 0), ("ArrowUp", 0), ("ArrowRight", 1),
            ("ArrowRight", 2), ("ArrowRight", 2), ("ArrowDown", 5), ("ArrowDown", 8), ("ArrowDown", 8),
            ("ArrowLeft", 7), ("ArrowLeft", 6), ("ArrowUp", 3), ("ArrowRight", 4), ("End", 5),
            ("Home", 3), ("Control+End", 8), ("Control+Home", 0), ("ArrowDown", 3), ("End", 5)]  # fmt: skip
    visited = {4}
    for key, want in path:
        page.keyboard.press(key)
        got = harness.active()
        assert got["cell"] == str(want), (key, want, got)
        assert harness.tab_stops(".skyway-cell") == [str(want)], key
        previews = page.locator(".skyway-cell.is-preview").evaluate_all("els => els.map(e => e.dataset.cell)")
        assert previews == [str(want)], (key, previews)
        visited.add(want)
    assert visited == set(range(9)), "arrows reach every cell"
    assert harness.sent() == [], "moving around sends nothing"

    # Enter on cell 6 plays B there, for the position on screen.
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": "b6", "ply": PLY}]

    # Escape cancels the pick and puts the focus back on the blueprint.
    page.keyboard.press("Escape")
    assert harness.pressed() == []
    expect(page.locator(".skyway-cell.is-target")).to_have_count(0)
    expect(page.locator(".skyway-cell.is-preview")).to_have_count(0)
    assert harness.active()["blueprint"] == "1"
    expect(page.locator(".skyway-hint")).to_have_text("Selection cancelled.")
    page.keyboard.press("Escape")  # nothing to cancel: harmless
    assert harness.pressed() == [] and harness.sent() == []

    # Shortcuts: a letter picks, a digit places (cells 1-9 in reading order).
    harness.press("c")
    assert harness.pressed() == ["2"]
    assert harness.active()["inWidget"] and harness.active()["cell"] is not None, "focus goes on to the grid"
    harness.press("9")
    assert harness.sent() == [{"type": "move", "id": "c9", "ply": PLY}]
    harness.press("a", "b")  # another letter changes the pick
    assert harness.pressed() == ["1"]
    harness.press("b")  # the same letter again keeps it
    assert harness.pressed() == ["1"]
    harness.press("1")
    assert harness.sent() == [{"type": "move", "id": "b1", "ply": PLY}]
    harness.press("Escape", "5")  # a digit with no blueprint picked says so and sends nothing
    assert harness.sent() == []
    expect(page.locator(".skyway-hint")).to_have_text("Pick a blueprint first: A, B or C.")
    harness.press("Shift+A", "3")  # caps lock or shift: the same keys
    assert harness.sent() == [{"type": "move", "id": "a3", "ply": PLY}]
    harness.press("Escape")

    # The shortcuts belong to the board: typing a seed is typing a seed.
    seed = page.locator(".skyw-controls input[type=text]")
    seed.focus()
    page.keyboard.type("a5")
    expect(seed).to_have_value("a5")
    assert harness.pressed() == [] and harness.sent() == []

    # While Python shows a past position there is nothing to play: each key asks Python
    # why, with the move it would be (the grid's focus last rested on cell 6), and picks
    # nothing; the board says no reason of its own.
    harness.load("viewing")
    page.locator(BLUEPRINT.format(0)).focus()
    harness.press("a", "5", "Enter")
    assert harness.pressed() == []
    past = harness.shown_ply()  # the position shown, which the board says it asked about
    assert harness.sent() == [{"type": "why", "id": "a6", "ply": past}, {"type": "why", "id": "a5", "ply": past},
                              {"type": "why", "id": "a6", "ply": past}]
    expect(page.locator(".skyway-hint")).to_have_text("Viewing a past position.")

    # No key pressed inside the widget got out to the page, but for Ctrl/Alt/Meta
    # combinations (the notebook's save and undo); Tab from the page itself still did.
    seen = page.evaluate("window.keysSeen")
    leaked = [k for k in seen if k["widget"] and not k["modifier"]]
    assert not leaked, f"keys pressed in the widget that would reach JupyterLab's shortcuts: {leaked}"
    assert any(not k["widget"] for k in seen), "the listener saw nothing at all"

    assert not harness.problems(), harness.problems()


_INTERACTIVE_JS = """() => {
    const all = [...document.querySelectorAll(
        '.skyw button, .skyw input, .skyw select, .skyw textarea, .skyw summary, .skyw a[href], .skyw [role=button]')];
    const shown = all.filter(e => e.checkVisibility({visibilityProperty: true}) && !e.disabled && !e.closest('[inert]'));
    return shown.map((e, i) => {
        e.dataset.e2e = String(i);
        const group = e.closest('.skyway-market, .skyway-grid, .skyw-move-list, .skyw-log-list');
        return {id: String(i), tabIndex: e.tabIndex, group: group ? group.className : null,
                name: (e.getAttribute('aria-label') || e.textContent || e.tagName).trim().slice(0, 50)};
    });
}"""

# The focus ring of an element, and the colour behind it (the nearest opaque background).
_RING_JS = """e => {
    const cs = getComputedStyle(e);
    const rgba = s => (s.match(/[\\d.]+/g) || []).map(Number);
    let bg = [255, 255, 255];
    for (let p = e.parentElement; p; p = p.parentElement) {
        const c = rgba(getComputedStyle(p).backgroundColor);
        if (c.length >= 3 && (c.length < 4 || c[3] > 0.5)) { bg = c.slice(0, 3); break; }
    }
    return {outlineStyle: cs.outlineStyle, outlineWidth: parseFloat(cs.outlineWidth) || 0,
            outlineColor: rgba(cs.outlineColor), boxShadow: cs.boxShadow, bg};
}"""

# The focused element's data-e2e id and focus ring; id null outside the widget, "?" if unmarked.
_FOCUSED_JS = f"""() => {{
    const e = document.activeElement;
    if (!e.closest('.skyw')) return {{id: null}};
    return {{id: e.dataset.e2e ?? '?', ring: ({_RING_JS})(e)}};
}}"""

# The ring of every marked control, none focused.
_UNFOCUSED_JS = f"""() => Object.fromEntries(
    [...document.querySelectorAll('[data-e2e]')].map(e => [e.dataset.e2e, ({_RING_JS})(e)]))"""


def _ring_problem(looks, unfocused: dict, focused: dict) -> str | None:
    """Why the focus is not visible, or None when it is (WCAG 2.4.7 and 1.4.11)."""
    has_outline = focused["outlineStyle"] not in ("none", "hidden") and focused["outlineWidth"] >= 2
    if has_outline and (len(focused["outlineColor"]) < 4 or focused["outlineColor"][3] > 0.5):
        contrast = looks.contrast(focused["outlineColor"], focused["bg"])
        if contrast < 3:
            return f"focus outline contrast {contrast:.2f} < 3:1 against its background ({focused})"
        if unfocused["outlineStyle"] == focused["outlineStyle"] and unfocused["outlineWidth"] == focused["outlineWidth"] \
                and unfocused["outlineColor"] == focused["outlineColor"]:  # fmt: skip
            return "the same outline with and without focus"
        return None
    if focused["boxShadow"] not in ("none", unfocused["boxShadow"]):
        return None
    return f"no outline or box-shadow on focus (focused {focused}, unfocused {unfocused})"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_control_is_reachable_by_tab_and_shows_focus(harness, page, theme, looks):
    harness.open("stale", theme=theme)
    harness.open_panels()
    controls = page.evaluate(_INTERACTIVE_JS)
    by_id = {c["id"]: c for c in controls}
    assert len(controls) > 40, controls  # the board, the controls and four open panels
    unfocused = page.evaluate(_UNFOCUSED_JS)

    # Tab from the top of the page through the widget and out of it.
    reached: list[str] = []
    problems: list[str] = []
    for _ in range(len(controls) + 20):
        page.keyboard.press("Tab")
        focused = page.evaluate(_FOCUSED_JS)
        e2e = focused["id"]
        if e2e is None:
            if reached:
                break
            continue
        assert e2e != "?", f"Tab reached something that is not a control: {harness.active()}"
        assert e2e not in reached, f"Tab came back to {by_id[e2e]['name']!r}: a focus trap"
        reached.append(e2e)
        problem = _ring_problem(looks, unfocused[e2e], focused["ring"])
        if problem:
            problems.append(f"{by_id[e2e]['name']!r}: {problem}")
    else:
        raise AssertionError("Tab never left the widget")

    # Every control is a Tab stop, except the items of a roving group (one stop, then arrows).
    stops = {c["id"] for c in controls if c["tabIndex"] >= 0}
    assert set(reached) == stops, {
        "not reached": [by_id[i]["name"] for i in stops - set(reached)],
        "unexpected": [by_id[i]["name"] for i in set(reached) - stops],
    }
    off_tab = [c for c in controls if c["tabIndex"] < 0]
    assert all(c["group"] for c in off_tab), [c["name"] for c in off_tab if not c["group"]]
    groups = {c["group"] for c in controls if c["group"]}
    for group in groups:
        members = [c for c in controls if c["group"] == group]
        assert sum(c["id"] in reached for c in members) == 1, f"{group}: one Tab stop"
    # The lists' other items are reached with the arrows (the grid's are checked above).
    for group in (".skyway-market", ".skyw-move-list", ".skyw-log-list"):
        items = page.locator(f"{group} button")
        items.first.focus()
        page.keyboard.press("Home")
        seen = {page.evaluate(_FOCUSED_JS)["id"]}
        for _ in range(items.count() - 1):
            page.keyboard.press("ArrowDown")
            focused = page.evaluate(_FOCUSED_JS)
            e2e = focused["id"]
            seen.add(e2e)
            problem = _ring_problem(looks, unfocused[e2e], focused["ring"])
            if problem:
                problems.append(f"{by_id[e2e]['name']!r}: {problem}")
        assert seen == {c["id"] for c in controls if c["group"] and group[1:] in c["group"]}, group

    assert not problems, "\n".join(problems)
    harness.sent()  # the arrows in the Legal moves list preview, never play
    assert not harness.problems(), harness.problems()


# ---- what the cards say -----------------------------------------------------------


def test_a_state_branch_opened_just_as_a_new_position_arrives_stays_open(harness, page):
    # "toggle" fires a moment after the click; the tree drawn in between must keep the branch open
    expect = _expect()
    harness.open("stale")
    harness.open_panels()
    branch = ".skyw-state-panel details[data-path='/grid/3']"
    expect(page.locator(branch)).not_to_have_attribute("open", "")
    page.evaluate("""branch => {
        document.querySelector(branch + " > summary").click();
        window.loadScenario("mid");
    }""", branch)
    expect(page.locator(branch)).to_have_attribute("open", "")
    harness.load("stale")
    expect(page.locator(branch)).to_have_attribute("open", "")


def test_cards_are_named_and_suits_differ_by_symbol(harness, page):
    expect = _expect()
    widget = harness.open("stale")
    widget.locator(".skyway-paths > summary").click()  # the best paths, card by card
    expect(widget.locator(".skyway-paths")).to_have_attribute("open", "")
    # Every face-up card, full size or a chip, is an image named like "7 of hearts",
    # and shows its suit's symbol as text (never colour alone).
    cards = widget.locator(".skyw-card[data-card], .skyw-chip[role=img]").evaluate_all(
        """els => els.map(e => ({card: e.dataset.card ?? e.textContent.trim(), role: e.getAttribute('role'),
                                 label: e.getAttribute('aria-label'), text: e.innerText.replace(/\\s+/g, ''),
                                 cls: e.className, color: getComputedStyle(e.querySelector('.skyw-card-suit') ?? e).color,
                                 width: (e.querySelector('.skyw-card-suit') ?? e).getBoundingClientRect().width}))"""
    )
    assert len(cards) > 40, cards  # market, grid, discard pile, markers, paths, last turn
    colours: dict[str, set] = {s: set() for s in SUIT_NAMES}
    for c in cards:
        card, suit = c["card"], c["card"][-1]
        assert suit in SUIT_NAMES, c
        assert c["role"] == "img", c
        assert c["label"] == card_label(card) or c["label"].startswith(card_label(card) + ","), c
        assert suit in c["text"] and card[:-1] in c["text"], f"{card} should show its rank and suit symbol: {c}"
        assert f"skyw-suit-{SUIT_NAMES[suit]}" in c["cls"], c
        assert c["width"] > 0, f"{card}: its suit symbol takes no room: {c}"
        colours[suit].add(c["color"])
    # A four-colour deck: each suit one colour, no two suits alike.
    assert all(len(v) == 1 for v in colours.values()), colours
    assert len({next(iter(v)) for v in colours.values()}) == 4, colours

    expect(widget.get_by_role("button", name="Blueprint A: 7 of hearts, 6 of clubs", exact=True)).to_be_visible()
    cell_6 = re.compile(r"^Cell 6, middle right: 4 of hearts, 2 of diamonds, 3 of clubs, bottom to top")
    expect(widget.get_by_role("button", name=cell_6)).to_be_visible()
    expect(widget.get_by_role("img", name="10 of spades", exact=True)).to_have_count(1)  # the discard pile's first
    expect(widget.get_by_role("img", name=re.compile(r"^king of spades, round 3 marker"))).to_be_visible()
    expect(widget.get_by_role("img", name="Deck: 9 cards, face down")).to_be_visible()
    discard = re.compile(r"^Discard pile, oldest first: 10 of spades, 6 of diamonds")
    expect(widget.get_by_role("group", name=discard)).to_be_visible()
    # The best paths are named by suit and length, for the legend's buttons.
    expect(widget.get_by_role("button", name="clubs: best path 4 cards. Show it on the grid")).to_be_visible()
    assert not harness.problems(), harness.problems()


# ---- the preview ------------------------------------------------------------------


def test_preview_of_the_rulebook_example(harness, page):
    """7♥ 6♣ onto 4♥ 2♦ 3♣ leaves 3♣ 7♥ 6♣ and pushes 4♥ 2♦ off (docs/rules/skyway.md)."""
    expect = _expect()
    harness.open("stale")
    cell = page.locator(CELL.format(5))
    stack = page.locator(STACK.format(5))
    assert _cards(stack) == ["4♥", "2♦", "3♣"]

    def check_preview(how: str):
        expect(cell).to_have_class(re.compile(r"\bis-preview\b"))
        assert _cards(stack) == ["3♣", "7♥", "6♣"], how
        new = stack.locator(".skyw-card.is-new").evaluate_all("els => els.map(e => e.dataset.card)")
        assert new == ["7♥", "6♣"], (how, new)
        expect(stack.locator(".skyway-preview-tag")).to_have_text("preview")
        expect(stack.locator(".skyway-pushed-label")).to_have_text("off")
        pushed = stack.locator(".skyway-pushed .skyw-chip.is-discarded").evaluate_all("els => els.map(e => e.textContent)")
        assert pushed == ["4♥", "2♦"], (how, pushed)
        expect(cell).to_have_accessible_name(re.compile(
            r"^Cell 6, middle right: 4 of hearts, 2 of diamonds, 3 of clubs, bottom to top\. "
            r"Preview: becomes 3 of clubs, 7 of hearts, 6 of clubs; pushes off 4 of hearts, 2 of diamonds"))
        assert page.locator(".skyway-cell.is-preview").count() == 1, how
        expect(page.locator(BLUEPRINT.format(0))).to_have_class(re.compile(r"\bis-source\b"))

    def check_no_preview(how: str):
        expect(page.locator(".skyway-cell.is-preview")).to_have_count(0)
        assert _cards(stack) == ["4♥", "2♦", "3♣"], how
        assert stack.locator(".skyway-pushed").count() == 0, how

    # Mouse: pick A, hover the cell, leave, come back and click.
    page.locator(BLUEPRINT.format(0)).click()
    cell.hover()
    check_preview("hover")
    page.mouse.move(1, 1)
    check_no_preview("mouse away")
    cell.click()
    assert harness.sent() == [{"type": "move", "id": "a6", "ply": PLY}]
    page.locator(BLUEPRINT.format(0)).click()  # put it back
    assert harness.pressed() == []

    # Keyboard: the focused cell previews.
    page.mouse.move(1, 1)
    page.locator(BLUEPRINT.format(0)).focus()
    harness.press("Escape", "a")  # focus goes on to the grid, where it last was: cell 6
    assert harness.active()["cell"] == "5"
    check_preview("focus")
    harness.press("Escape")
    check_no_preview("Escape")

    # The Legal moves panel previews what is hovered or focused, and plays what is clicked.
    move = page.locator(".skyw-move[data-focus-key='a6']")
    move.hover()
    check_preview("hover in Legal moves")
    page.mouse.move(1, 1)
    check_no_preview("mouse left Legal moves")
    move.focus()
    check_preview("focus in Legal moves")
    page.locator(".skyw-move[data-focus-key='b9']").hover()
    assert page.locator(".skyway-cell.is-preview").evaluate_all("els => els.map(e => e.dataset.cell)") == ["8"]
    page.locator(".skyw-move[data-focus-key='b9']").click()
    assert harness.sent() == [{"type": "move", "id": "b9", "ply": PLY}]
    assert not harness.problems(), harness.problems()


# ---- messages and Python's answers ----------------------------------------------------


def test_controls_send_exactly_the_protocol_messages(harness, page):
    expect = _expect()
    widget = harness.open("stale")
    harness.open_panels()
    # opened, Simulated outcomes asks Python how long a run would take, and asks again
    # for each new position it is shown: those asks are the panel's own, left out below
    assert {m["type"] for m in harness.sent_soon()} == {"estimate"}

    def sent() -> list[dict]:
        return [m for m in harness.sent() if m["type"] != "estimate"]

    controls = widget.get_by_role("group", name="Game controls")
    outcomes = widget.locator(".skyw-outcomes-panel")
    count = outcomes.get_by_label("Rollouts per move")
    seed = controls.get_by_label("Seed")

    # Simulated outcomes: Run, or Enter in the box; a bad count is refused here.
    count.fill("50")
    outcomes.get_by_role("button", name="Run", exact=True).click()
    count.fill("7")
    count.press("Enter")
    ply = harness.shown_ply()  # every message acting on the position carries it
    assert sent() == [{"type": "simulate", "n": 50, "ply": ply},
                      {"type": "simulate", "n": 7, "ply": ply}]
    for bad in ("abc", "0", "2.5", "-3"):
        count.fill(bad)
        count.press("Enter")
        expect(count).to_have_attribute("aria-invalid", "true")
    expect(outcomes.locator(".skyw-field-error")).to_contain_text("whole number")
    assert sent() == []

    # The Log: time travel to a move, or to the start.
    widget.locator(".skyw-log-entry[data-focus-key='3']").click()
    widget.locator(".skyw-log-entry[data-focus-key='0']").click()
    assert sent() == [{"type": "goto", "ply": 3, "shown": ply},
                      {"type": "goto", "ply": 0, "shown": ply}]

    # New game: a seed, or blank for a random one; a bad seed is refused here. The game
    # has moves, so each asks first; "Keep this game" sends nothing.
    confirm = controls.locator(".skyw-confirm")
    seed.fill("42")
    controls.get_by_role("button", name="New game").first.click()
    confirm.get_by_role("button", name="Keep this game").click()
    assert sent() == []
    controls.get_by_role("button", name="New game").first.click()
    confirm.get_by_role("button", name="New game").click()
    seed.fill("")
    seed.press("Enter")
    confirm.get_by_role("button", name="New game").click()
    assert sent() == [{"type": "new", "seed": 42}, {"type": "new", "seed": None}]
    seed.fill("x1")
    seed.press("Enter")
    expect(seed).to_have_attribute("aria-invalid", "true")
    assert sent() == []

    # The other controls of the row.
    controls.get_by_role("button", name="Undo").click()
    controls.get_by_role("button", name="Bot move").click()
    assert sent() == [{"type": "undo", "ply": ply}, {"type": "bot_step", "ply": ply}]
    # No seat is a bot: "Bot plays on" and "Bots move on their own" are hidden.
    expect(controls.get_by_role("button", name="Bot plays on")).to_be_hidden()
    expect(controls.get_by_label("Bots move on their own")).to_be_hidden()
    expect(controls.get_by_role("button", name="Stop")).to_be_disabled()  # nothing running

    # Python refuses a message: the banner says why, Dismiss clears it.
    harness.load("error")
    expect(widget.locator(".skyw-status")).to_contain_text("Not done: Move c9 was sent for move 10")
    banner = widget.locator(".skyw-error")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("(rule: stale, field: ply)")
    widget.get_by_role("button", name="Dismiss the error").click()
    assert sent() == [{"type": "dismiss"}]

    # Python shows a past position: back to the game, or play on from there.
    harness.load("viewing")
    viewing = widget.locator(".skyw-viewing")
    expect(viewing).to_be_visible()
    expect(viewing).to_contain_text("The live game is at move 11.")
    expect(widget.locator(".skyw-log-entry[aria-current=step]")).to_have_attribute("data-focus-key", "5")
    expect(controls.get_by_role("button", name="Undo")).to_be_disabled()
    viewing.get_by_role("button", name="Back to the game").click()
    viewing.get_by_role("button", name="Play on from here").click()
    past = harness.shown_ply()  # the past position shown
    assert past == 5
    assert sent() == [{"type": "goto", "ply": None, "shown": past},
                      {"type": "resume", "ply": past}]

    # The end, after the live position (back from the past, Python says so instead).
    harness.load("stale")
    harness.load("over")
    expect(widget.locator(".skyway-result")).to_contain_text("Game over: you win! Final score 20.")
    expect(widget.locator(".skyw-status")).to_contain_text("Game over: won, final score 20.")
    expect(controls.get_by_role("button", name="Bot move")).to_be_disabled()
    expect(widget.locator(".skyw-moves-panel")).to_contain_text("The game is over.")
    assert sent() == []
    assert not harness.problems(), harness.problems()


# ---- refused clicks ------------------------------------------------------------------


def _gap(a: dict, b: dict) -> float:
    """The distance between two boxes, 0 when they touch or overlap (px)."""
    dx = max(a["x"] - (b["x"] + b["width"]), b["x"] - (a["x"] + a["width"]), 0)
    dy = max(a["y"] - (b["y"] + b["height"]), b["y"] - (a["y"] + a["height"]), 0)
    return (dx * dx + dy * dy) ** 0.5


def test_a_refused_click_asks_python_why_and_the_answer_shows_beside_it(harness, page):
    """The board holds no rules: a click that is no legal move sends the move it would be
    as a "why" message, and Python's reason is said beside what was clicked."""
    expect = _expect()
    widget = harness.open("over")
    note = widget.locator(".skyw-refusal")
    blueprint = page.locator(BLUEPRINT.format(1))
    expect(blueprint).to_have_attribute("aria-disabled", "true")
    blueprint.click(force=True)  # the game is over: no blueprint may be drafted
    assert harness.sent() == [{"type": "why", "id": "b5", "ply": PLY}]
    assert harness.pressed() == [], "a refused blueprint is not picked"
    harness.set_traits(error={"message": "The game is over: the deck has been played through three times, so no market is dealt.",
                              "rule": "Skyway rulebook, Game End: after three full passes through the deck the game ends",
                              "field": "id", "move": "b5"})
    expect(note).to_be_visible()
    expect(note).to_contain_text("The game is over: the deck has been played through three times")
    expect(note).to_contain_text("Rule: Game End: after three full passes through the deck the game ends")
    assert _gap(note.bounding_box(), blueprint.bounding_box()) < 24, "the reason is said beside the blueprint"

    note.get_by_role("button", name="Dismiss").click()
    assert harness.sent() == [{"type": "dismiss"}]
    harness.set_traits(error={})
    expect(note).to_be_hidden()

    # a cell, with no blueprint picked: the move of blueprint A onto it explains it
    page.locator(CELL.format(6)).click()
    assert harness.sent() == [{"type": "why", "id": "a7", "ply": PLY}]

    # with moves to make, a cell clicked first is half a move: the prompt asks for a blueprint
    harness.load("stale")
    page.locator(CELL.format(2)).click()
    assert harness.sent() == []
    expect(page.locator(".skyway-hint")).to_have_text("Pick a blueprint first: A, B or C.")
    assert not harness.problems(), harness.problems()


# ---- cleanup ------------------------------------------------------------------------


def test_two_views_then_dispose_leaves_no_listeners(harness, page):
    expect = _expect()
    harness.open("mid", views=2)
    widgets = page.locator(".skyw")
    expect(widgets).to_have_count(2)
    listeners = page.evaluate("model.listenerCount()")
    assert listeners > 0 and listeners % 2 == 0, listeners
    # Two views of one model never share an id (a label would name the other view's box).
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    for_ids = page.evaluate("[...document.querySelectorAll('.skyw label[for]')].map(l => l.htmlFor)")
    assert for_ids and all(i in ids for i in for_ids), for_ids
    # Both views follow the model.
    harness.load("over")
    expect(widgets.locator(".skyway-result")).to_have_count(2)
    for w in widgets.all():
        expect(w.locator(".skyway-result")).to_contain_text("you win")

    # Python's last batch may still be on its way while the cell is cleared.
    left = page.evaluate("() => { loadScenario('mid'); return disposeAll(); }")
    assert left == 0, f"{left} model listeners left after the views were disposed"
    expect(page.locator(".skyw")).to_have_count(0)
    page.evaluate("loadScenario('stale')")  # a change after disposal reaches nobody
    page.wait_for_timeout(50)
    expect(page.locator(".skyw")).to_have_count(0)
    assert not harness.problems(), harness.problems()


def test_before_python_sends_anything(harness, page):
    expect = _expect()
    widget = harness.open("empty")
    expect(widget.locator(".skyw-title")).to_have_text("Skyway")
    expect(widget.locator(".skyway-blueprint[aria-disabled=false]")).to_have_count(0)
    page.locator(BLUEPRINT.format(0)).focus()
    harness.press("a", "5")
    assert harness.sent() == []
    assert not harness.problems(), harness.problems()


# ---- screenshots, and a narrow notebook -------------------------------------------


@pytest.mark.parametrize(
    "name, scenario, theme, width",
    [
        pytest.param(*args, id=args[0])
        for args in [
            ("mid-light", "mid", "light", None),
            ("mid-dark", "mid", "dark", None),
            ("over-light", "over", "light", None),
            ("viewing-dark", "viewing", "dark", None),
            ("error-narrow", "error", "light", 520),
        ]
    ],
)
def test_screenshot(harness, page, artifacts_dir, looks, name, scenario, theme, width):
    if width:  # a narrow browser window
        page.set_viewport_size({"width": width, "height": 1000})
    widget = harness.open(scenario, theme=theme)
    page.mouse.move(0, 0)
    # Nothing of the board spills out of the widget sideways, however narrow the cell.
    spill = looks.sticking_out(widget, ".skyway-cell, .skyway-blueprint, .skyw-controls button")
    assert not spill, spill
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.screenshot(path=str(artifacts_dir / f"harness-skyway-{name}.png"), full_page=True)
    assert not harness.problems(), harness.problems()
