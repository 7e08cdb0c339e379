"""The Skyjo board in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html (``?game=skyjo``) loads the committed bundle
(skywidgets/static/skyjo.js and skywidgets.css) the way anywidget does, with a
fake model filled from js/dev/skyjo-fixtures.js: real positions printed from
the engine by js/dev/skyjo_fixtures.py. Every message the widget sends lands in
``window.sentMessages``; nothing is applied, because the rules live in Python.

Checked: the three ways to play a turn (take the discard into a slot; draw,
then swap; draw, then discard it and flip) and the opening reveals send the
right move ids; keyboard play (arrows with a roving tabindex, Enter, D, T, F);
face-down cards carry no value anywhere in the DOM; 8 players fit 1000px; the
Chance panel shows Python's numbers; the end of a round and of the game.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

SLOT = ".skyjo-grid.is-main .skyjo-slot[data-slot='{}']"


def _expect():
    from playwright.sync_api import expect

    return expect


class Harness:
    def __init__(self, page, url: str):
        self.page = page
        self.url = url

    def open(self, scenario: str, theme: str = "light", width: int | None = None):
        if width:
            self.page.set_viewport_size({"width": width, "height": 900})
        self.page.goto(f"{self.url}?game=skyjo&scenario={scenario}&theme={theme}&chrome=0")
        self.page.wait_for_selector("body[data-ready=true]")
        _expect()(self.page.locator(".skyw .skyjo-grid.is-main .skyjo-slot")).to_have_count(12)

    def load(self, scenario: str) -> None:
        self.page.evaluate("name => loadScenario(name)", scenario)

    def trait(self, name: str):
        return self.page.evaluate("name => model.get(name)", name)

    def sent(self) -> list[dict]:
        return self.page.evaluate("window.sentMessages.splice(0)")

    def slot(self, i: int):
        return self.page.locator(SLOT.format(i))

    def down_slots(self) -> list[int]:
        view, seat = self.trait("view"), self.trait("seat")
        return [i for i, c in enumerate(view["grids"][seat]) if c["state"] == "down"]

    def up_slots(self) -> list[int]:
        view, seat = self.trait("view"), self.trait("seat")
        return [i for i, c in enumerate(view["grids"][seat]) if c["state"] == "up"]

    def focused_slot(self):
        return self.page.evaluate("document.activeElement?.dataset.slot ?? null")

    def problems(self) -> list[str]:
        return [line for line in self.page.console_lines if line.startswith(("[error]", "[pageerror]"))]


@pytest.fixture
def harness(page, harness_url) -> Harness:
    return Harness(page, harness_url)


def test_take_the_discard_then_a_card(harness):
    harness.open("turn")
    ply = harness.trait("ply")
    harness.slot(4).click()  # nothing picked yet: a hint, no message
    assert harness.sent() == []
    expect = _expect()
    expect(harness.page.locator(".skyjo-prompt")).to_contain_text("Draw a card (D) or take the discard (T) first")
    discard = harness.page.locator(".skyjo-discard")
    discard.click()
    expect(discard).to_have_attribute("aria-pressed", "true")
    harness.slot(4).click()
    assert harness.sent() == [{"type": "move", "id": "t5", "ply": ply}]
    assert harness.problems() == []


def test_draw_then_swap_and_draw_then_flip(harness):
    harness.open("turn")
    ply = harness.trait("ply")
    harness.page.locator(".skyjo-draw").click()
    assert harness.sent() == [{"type": "move", "id": "d", "ply": ply}]

    harness.load("drawn")  # Python's answer: a card in hand
    ply = harness.trait("ply")
    expect = _expect()
    hand = harness.page.locator(".skyjo-hand .skyjo-card")
    expect(hand).to_have_attribute("aria-label", f"In hand: {harness.trait('view')['drawn']}, drawn by You")
    up = harness.up_slots()[0]
    harness.slot(up).click()
    assert harness.sent() == [{"type": "move", "id": f"s{up + 1}", "ply": ply}]

    flip = harness.page.locator(".skyjo-flip-mode")
    flip.click()
    expect(flip).to_have_attribute("aria-pressed", "true")
    harness.slot(up).click()  # a face-up card cannot be flipped: a hint, no message
    assert harness.sent() == []
    expect(harness.page.locator(".skyjo-prompt")).to_contain_text("not a face-down card")
    down = harness.down_slots()[-1]
    harness.slot(down).click()
    assert harness.sent() == [{"type": "move", "id": f"f{down + 1}", "ply": ply}]


def test_reveal_phase(harness):
    harness.open("reveal")
    harness.slot(6).click()
    assert harness.sent() == [{"type": "move", "id": "r7", "ply": 0}]
    _expect()(harness.page.locator(".skyjo-prompt")).to_contain_text("turn up a face-down card (0 of 2")


def test_keyboard_play(harness):
    harness.open("turn")
    ply = harness.trait("ply")
    page = harness.page
    # one tab stop in the grid (roving tabindex), arrows move it
    assert page.locator(".skyjo-grid.is-main .skyjo-slot[tabindex='0']").count() == 1
    harness.slot(0).focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    assert harness.focused_slot() == "5"
    assert page.locator(".skyjo-grid.is-main .skyjo-slot[tabindex='0']").get_attribute("data-slot") == "5"
    page.keyboard.press("t")
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": "t6", "ply": ply}]
    page.keyboard.press("Escape")
    page.keyboard.press("d")
    assert harness.sent() == [{"type": "move", "id": "d", "ply": ply}]

    harness.load("drawn")
    ply = harness.trait("ply")
    assert harness.focused_slot() == "5"  # focus kept across Python's update
    down = harness.down_slots()[0]
    harness.slot(down).focus()
    page.keyboard.press("f")
    page.keyboard.press(" ")
    assert harness.sent() == [{"type": "move", "id": f"f{down + 1}", "ply": ply}]
    keys = page.locator(".skyjo-keys")
    _expect()(keys).to_contain_text("D draws")


@pytest.mark.parametrize("scenario", ["turn", "eight", "column"])
def test_face_down_cards_carry_no_value(harness, scenario):
    harness.open(scenario)
    view = harness.trait("view")
    n_down = sum(c["state"] == "down" for grid in view["grids"] for c in grid)
    downs = harness.page.locator(".skyjo-grid .skyjo-card.is-down")
    _expect()(downs).to_have_count(n_down)
    found = downs.evaluate_all(
        "els => els.map(e => ({text: e.textContent, label: e.getAttribute('aria-label') ?? e.parentElement.getAttribute('aria-label'),"
        " attrs: [...e.attributes].map(a => a.name)}))")
    for card in found:
        assert card["text"] == "?" and "data-value" not in card["attrs"], card
        assert "face down" in card["label"], card
    gone = sum(c["state"] == "gone" for grid in view["grids"] for c in grid)
    assert harness.page.locator(".skyjo-grid .skyjo-card.is-gone").count() == gone
    if scenario == "column":
        assert gone > 0
        _expect()(harness.page.locator(".skyjo-last")).to_contain_text("was removed")
    # face-up cards say their number
    up = harness.page.locator(".skyjo-grid.is-main .skyjo-card.is-up").first
    assert up.get_attribute("aria-label").endswith(", face up")


def test_eight_players_fit_1000px(harness, artifacts_dir):
    harness.open("eight", width=1000)
    page = harness.page
    assert page.locator(".skyjo-seat").count() == 8
    widths = page.evaluate("""() => ({doc: document.documentElement.scrollWidth,
        board: document.querySelector('.skyjo').scrollWidth, boardBox: document.querySelector('.skyjo').clientWidth,
        widget: document.querySelector('.skyw').scrollWidth, widgetBox: document.querySelector('.skyw').clientWidth})""")
    assert widths["doc"] <= 1000 and widths["board"] <= widths["boardBox"] and widths["widget"] <= widths["widgetBox"], widths
    names = page.locator(".skyjo-seat .skyjo-name").all_text_contents()
    assert sorted(names) == sorted(p["name"] for p in harness.trait("players"))
    turn = page.locator(".skyjo-seat.is-turn")
    _expect()(turn).to_have_count(1)
    _expect()(turn.locator(".skyjo-badge.is-turn")).to_have_text("\u25b6 to move")
    page.screenshot(path=str(artifacts_dir / "skyjo-eight-light.png"), full_page=True)


def test_chance_panel_shows_pythons_numbers(harness):
    harness.open("drawn")
    view = harness.trait("view")
    panel = harness.page.locator(".skyjo-chance-panel")
    _expect()(panel).to_have_attribute("open", "")
    _expect()(panel.locator(".skyjo-chance-mean")).to_contain_text(f"worth {view['unseen_mean']:.2f} on average")
    rows = panel.locator(".skyjo-bar-row")
    _expect()(rows).to_have_count(len(view["unseen"]))
    labels = rows.evaluate_all("els => els.map(e => [e.getAttribute('aria-label'), e.querySelector('.skyjo-bar-count').textContent])")
    # lowest value first (a JS object lists "0".."12" before "-2": the board sorts them)
    unseen = sorted((int(v), c) for v, c in view["unseen"].items())
    assert labels == [[f"{v}: {c} unseen", str(c)] for v, c in unseen]
    # the panel sits in the aside, before State
    order = harness.page.locator(".skyw-panels > details").evaluate_all("els => els.map(e => e.className)")
    assert order.index(next(c for c in order if "skyjo-chance-panel" in c)) == len(order) - 2


def test_round_over_and_game_over(harness, artifacts_dir):
    harness.open("round_over", theme="dark")
    view = harness.trait("view")
    note = view["round_notes"][-1]
    names = [p["name"] for p in harness.trait("players")]
    ender = names[note["ender"]]
    banner = harness.page.locator(".skyjo-banner")
    _expect()(banner).to_contain_text(
        f"Round {note['round']} over: {ender} ended it and was doubled ({note['raw'][note['ender']]} \u2192 {note['scores'][note['ender']]})")
    rows = harness.page.locator(".skyjo-pad-table tbody tr")
    _expect()(rows).to_have_count(len(view["rounds"]))
    _expect()(harness.page.locator(".skyjo-pad-table td.is-doubled")).to_have_count(
        sum(n["doubled"] is not None for n in view["round_notes"]))
    harness.page.screenshot(path=str(artifacts_dir / "skyjo-round-over-dark.png"), full_page=True)

    harness.load("over")
    view = harness.trait("view")
    winners = [names[w] for w in view["winners"]]
    _expect()(banner).to_contain_text("Game over.")
    _expect()(banner).to_contain_text(winners[0])
    _expect()(harness.page.locator(".skyjo-pad-table tfoot td.is-winner")).to_have_count(len(winners))
    assert harness.page.locator(".skyjo-slot.is-target").count() == 0
    assert harness.problems() == []
