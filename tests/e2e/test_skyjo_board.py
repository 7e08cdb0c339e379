"""The Skyjo board in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html (``?game=skyjo``) loads the committed bundle
(skywidgets/static/skyjo.js and skywidgets.css) the way anywidget does, with a
fake model filled from js/dev/skyjo-fixtures.js: real positions printed from
the engine by js/dev/skyjo_fixtures.py. Every message the widget sends lands in
``window.sentMessages``; nothing is applied, because the rules live in Python.

Checked: the three ways to play a turn (take the discard into a slot; draw,
then swap; draw, then discard it and flip) and the opening reveals send the
right move ids; a click that is no move asks Python why, and its answer is
said beside the card clicked; keyboard play (arrows with a roving tabindex, Enter, D, T, F);
face-down cards carry no value anywhere in the DOM; 8 players fit 1000px; the
Chance panel shows Python's numbers; the end of a round and of the game; a
column just removed is drawn as ghosts, named in the seat's label and said on
the aria-live line; seat names stay on one line over small grids; the Win bar
of Simulated outcomes keeps 3:1 contrast in light and dark themes.
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

SLOT = ".skyjo-grid.is-main .skyjo-slot[data-slot='{}']"


def _expect():
    from playwright.sync_api import expect

    return expect


class SkyjoBoard:
    """Skyjo's helpers, mixed into conftest's BoardHarness (open, load, trait, sent, ...)."""

    GAME, BOARD, PER_VIEW, HEIGHT = "skyjo", ".skyw .skyjo-grid.is-main .skyjo-slot", 12, 900

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


@pytest.fixture
def harness(board_harness):
    return board_harness(SkyjoBoard)


def _answer_why(harness, move_id: str, reason: str, rule: str) -> None:
    """Python's answer to a "why" message, as the widget sets it (the `error` trait)."""
    harness.set_traits(error={"message": reason, "rule": rule, "field": "id", "move": move_id})


def _expect_note_beside(harness, clicked, reason: str) -> None:
    """The refusal note says `reason`, just under (or over) the element clicked."""
    note = harness.page.locator(".skyw-refusal")
    _expect()(note).to_be_visible()
    _expect()(note.locator(".skyw-refusal-reason")).to_have_text(reason)
    a, b = clicked.bounding_box(), note.bounding_box()
    assert a["y"] + a["height"] - 1 <= b["y"] <= a["y"] + a["height"] + 12 or abs(b["y"] + b["height"] - a["y"]) <= 12, (a, b)
    assert b["x"] <= a["x"] + a["width"] and b["x"] + b["width"] >= a["x"], (a, b)


def test_take_the_discard_then_a_card(harness):
    harness.open("turn")
    ply = harness.trait("ply")
    prompt = harness.page.locator(".skyjo-prompt").text_content()
    # nothing picked yet: no move, the board asks Python why (as a swap: the rules say
    # what comes first) and says nothing of its own
    harness.slot(4).click()
    assert harness.sent() == [{"type": "why", "id": "s5", "ply": ply}]
    expect = _expect()
    expect(harness.page.locator(".skyjo-prompt")).to_have_text(prompt)
    reason = "You have no card in hand yet: first draw from the draw pile or take the top card of the discard pile."
    _answer_why(harness, "s5", reason, "Skyjo rulebook, Play: on your turn draw the top card of the draw pile")
    _expect_note_beside(harness, harness.slot(4), reason)
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
    harness.slot(up).click()  # a face-up card cannot be flipped: no move, Python is asked why
    assert harness.sent() == [{"type": "why", "id": f"f{up + 1}", "ply": ply}]
    reason = f"Slot {up + 1} is already face up: only a face-down card can be turned up."
    _answer_why(harness, f"f{up + 1}", reason, "Skyjo rulebook, Drawing from the draw pile: after discarding")
    _expect_note_beside(harness, harness.slot(up), reason)
    expect(flip).to_have_attribute("aria-pressed", "true")  # still in flip mode
    harness.page.locator(".skyw-refusal").get_by_role("button", name="Dismiss").click()
    assert harness.sent() == [{"type": "dismiss"}]
    harness.set_traits(error={})  # Python's answer
    expect(harness.page.locator(".skyw-refusal")).to_be_hidden()
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
        " attrs: [...e.attributes].map(a => a.name),"
        " mark: getComputedStyle(e.querySelector('.skyjo-back-mark'), '::before').content}))")
    for card in found:
        # no text at all in a face-down card: its "?" is the stylesheet's
        assert card["text"] == "" and card["mark"] == '"?"' and "data-value" not in card["attrs"], card
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


#: a projector's notebook in Presentation Mode: the widget's width at 1280x800, the
#: notebook's content size and the height of the notebook's visible area
PROJECTOR = {"width": 1020, "content_px": 17, "visible": 679}


@pytest.mark.parametrize("scenario, theme", [("eight", "light"), ("eight", "dark"), ("round_over", "light")])
def test_eight_players_on_a_projector(harness, room, scenario, theme, artifacts_dir):
    """The widget as wide as in Presentation Mode at 1280x800, its text as large: the
    decision area fits the notebook's visible height, every board text (the other
    players' grids too) reads at 14 px or more, and axe finds nothing on the board."""
    harness.open(scenario, theme=theme)
    page = harness.page
    page.set_viewport_size({"width": PROJECTOR["width"] + 32, "height": PROJECTOR["visible"]})
    page.evaluate("px => document.body.style.setProperty('--jp-content-font-size1', px + 'px')", PROJECTOR["content_px"])
    widget = page.locator(".skyw").first
    fit = room.fit(widget)
    assert fit.problems == [] and fit.besides, (str(fit), fit.problems)
    assert room.small_text(widget) == []
    # the other players' cards: a value, or the back's "?" (the stylesheet's, so no text)
    sizes = page.locator(".skyjo-others .skyjo-card :is(.skyjo-number, .skyjo-back-mark)").evaluate_all(
        "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
    view, seat = harness.trait("view"), harness.trait("seat")
    cards = sum(c["state"] != "gone" for s, grid in enumerate(view["grids"]) if s != seat for c in grid)
    assert len(sizes) == cards and min(sizes) >= 14, sizes
    assert room.axe(".skyw-board-host") == []
    page.screenshot(path=str(artifacts_dir / f"skyjo-projector-{scenario}-{theme}.png"), full_page=True)


def test_chance_panel_shows_pythons_numbers(harness):
    harness.open("drawn")
    view = harness.trait("view")
    # the shell's Chance panel, filled from Skyjo's Game.chance
    panel = harness.page.locator(".skyw-chance-panel")
    panel.locator("summary").click()
    _expect()(panel).to_have_attribute("open", "")
    _expect()(panel.locator("summary")).to_contain_text(f"(mean {view['unseen_mean']:.2f})")
    _expect()(panel.locator(".skyw-chance-text").first).to_contain_text(f"worth {view['unseen_mean']:.2f} on average")
    rows = panel.locator(".skyw-chance-section").first.locator(".skyw-chance-row")
    _expect()(rows).to_have_count(len(view["unseen"]))
    labels = rows.evaluate_all("els => els.map(e => [e.querySelector('.skyw-chance-label').textContent, e.querySelector('.skyw-chance-value').textContent])")
    # lowest value first, as Python sends them
    unseen = sorted((int(v), c) for v, c in view["unseen"].items())
    total = sum(c for _, c in unseen)
    assert labels == [[str(v), f"{c} of {total}"] for v, c in unseen]
    # the panel sits in the aside, before State
    order = harness.page.locator(".skyw-panels > details").evaluate_all("els => els.map(e => e.className)")
    position = {name: next(i for i, c in enumerate(order) if f"skyw-{name}-panel" in c)
                for name in ("chance", "state")}
    assert position["chance"] == position["state"] - 1, order


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


# ---- the column just removed -------------------------------------------------

# Every grid's ghost cards (the column the last move removed): seat, position, label, number.
_GHOSTS_JS = """() => [...document.querySelectorAll('.skyjo-seat')].flatMap(seat => {
    const cards = [...seat.querySelectorAll('.skyjo-grid .skyjo-card')];
    return cards.flatMap((card, i) => card.classList.contains('is-just-removed') ? [{
        seat: Number(seat.dataset.seat), slot: i, main: seat.classList.contains('is-main'),
        label: card.closest('.skyjo-slot')?.getAttribute('aria-label') ?? card.getAttribute('aria-label'),
        text: card.textContent, gone: card.classList.contains('is-gone'),
        border: getComputedStyle(card).borderTopStyle}] : []);
})"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_removed_column_is_highlighted(harness, theme, artifacts_dir):
    harness.open("column", theme=theme)
    page, expect = harness.page, _expect()
    view = harness.trait("view")
    last = view["last"]
    (removed,) = last["columns"]
    column, value = removed["column"], removed["value"]
    slots = [column, column + 4, column + 8]
    assert all(view["grids"][last["player"]][i]["state"] == "gone" for i in slots)
    # the ghosts: that seat's three slots of that column, with the value, struck, labelled
    ghosts = page.evaluate(_GHOSTS_JS)
    assert [g["slot"] for g in ghosts] == slots and {g["seat"] for g in ghosts} == {last["player"]}, ghosts
    for ghost in ghosts:
        assert ghost["text"] == str(value) and ghost["gone"] and ghost["border"] == "dashed", ghost
        assert ghost["label"] == f"removed just now: {value}, column {column + 1} of three {value}s, slot {ghost['slot'] + 1}"
    seat = page.locator(f".skyjo-seat[data-seat='{last['player']}']")
    badge = seat.locator(".skyjo-badge.is-removed")
    expect(badge).to_have_text(f"column {column + 1} removed")
    assert badge.evaluate("e => getComputedStyle(e, '::before').content") == '"\u2715 "'  # its mark, drawn
    # ghosts are still removed cards: the count of removed slots is the view's
    gone = sum(c["state"] == "gone" for grid in view["grids"] for c in grid)
    expect(page.locator(".skyjo-grid .skyjo-card.is-gone")).to_have_count(gone)
    seat.screenshot(path=str(artifacts_dir / f"skyjo-removed-column-{theme}.png"))

    # the same on the large grid: seat that player at the screen
    page.evaluate("seat => { model.set('seat', seat); model.save_changes(); }", last["player"])
    expect(page.locator(".skyjo-grid.is-main .skyjo-slot.is-just-removed")).to_have_count(3)
    ghosts = page.evaluate(_GHOSTS_JS)
    assert [(g["slot"], g["main"]) for g in ghosts] == [(i, True) for i in slots], ghosts
    expect(harness.slot(column)).to_have_attribute("aria-label", re.compile(rf"^removed just now: {value}, column {column + 1}"))

    # the aria-live line says it when the move arrives (the Log grows by one)
    harness.grow_log()
    name = harness.trait("players")[last["player"]]["name"]
    expect(page.locator(".skyw-status")).to_contain_text(f"{name}'s column {column + 1} (three {value}s) was removed.")

    # the next move: ghosts and badge go, the slots are plain removed cards
    page.evaluate("() => { model.set('view', {...model.get('view'), last: {player: 0, action: 'draw', value: 3}}); model.save_changes(); }")
    expect(page.locator(".skyjo-card.is-just-removed")).to_have_count(0)
    expect(page.locator(".skyjo-badge.is-removed")).to_have_count(0)
    expect(page.locator(".skyjo-grid .skyjo-card.is-gone")).to_have_count(gone)
    assert harness.problems() == []


# ---- seat names over small grids -----------------------------------------------

LONG_NAMES = ["You", "greedy", "random", "ismcts", "Cleopatra Longname-Smith of Alexandria", "greedy", "random", "Gus"]

# Each seat label: its name line's height and title, whether the name is cut, and the scores' box.
_LABELS_JS = """() => [...document.querySelectorAll('.skyjo-seat')].map(seat => {
    const line = seat.querySelector('.skyjo-name-line'), who = line.querySelector('.skyjo-who');
    const scores = seat.querySelector('.skyjo-scores'), label = seat.querySelector('.skyjo-seat-label');
    const lineHeight = parseFloat(getComputedStyle(who).lineHeight);
    return {seat: Number(seat.dataset.seat), main: seat.classList.contains('is-main'), title: line.title,
        name: who.textContent, lineHeight, nameHeight: who.getBoundingClientRect().height,
        lineHeightBox: line.getBoundingClientRect().height, cut: who.scrollWidth > who.clientWidth,
        scoresText: scores.textContent, scoresCut: scores.scrollWidth > scores.clientWidth,
        scoresHeight: scores.getBoundingClientRect().height,
        labelOverflow: label.scrollWidth > label.clientWidth + 1,
        scoresInside: scores.getBoundingClientRect().right <= seat.getBoundingClientRect().right + 0.5};
})"""


@pytest.mark.parametrize("width", [1000, 560])
def test_seat_names_stay_on_one_line(harness, width, artifacts_dir):
    harness.open("eight", width=width)
    page = harness.page
    page.evaluate("""names => {
        const n = model.get('players').length, bots = ['greedy', 'random', 'ismcts'];
        model.set('players', names.slice(0, n).map(name => bots.includes(name) ? {name, kind: 'bot', bot: name} : {name, kind: 'human'}));
        model.save_changes();
    }""", LONG_NAMES)
    _expect()(page.locator(".skyjo-seat .skyjo-bot").first).to_have_text(" (bot)")
    labels = page.evaluate(_LABELS_JS)
    assert len(labels) == 8
    for label in labels:
        expected = LONG_NAMES[label["seat"]] + (" (bot)" if LONG_NAMES[label["seat"]] in ("greedy", "random", "ismcts") else "")
        assert label["name"] == expected and label["title"] == expected, label
        # one line: the name line is no taller than a line and a bit (badges have a border)
        assert label["nameHeight"] < 1.5 * label["lineHeight"], label
        assert label["lineHeightBox"] < 1.9 * label["lineHeight"], label
        # the scores are whole, on one line, inside the seat
        assert label["scoresText"].replace("\u00b7 ", "").startswith("total ") and not label["scoresCut"], label
        assert label["scoresHeight"] < 1.5 * label["lineHeight"] and label["scoresInside"], label
        assert not label["labelOverflow"], label
    long_seat = next(label for label in labels if label["seat"] == 4)
    assert long_seat["cut"], long_seat  # the long name ends in an ellipsis; its title holds it whole
    page.screenshot(path=str(artifacts_dir / f"skyjo-eight-long-names-{width}.png"), full_page=True)
    assert harness.problems() == []


# ---- the Win bar of Simulated outcomes --------------------------------------------

# Each Win cell: its bar's colour, the track's, and the nearest opaque background behind them.
_WIN_BARS_JS = """() => [...document.querySelectorAll('.skyw-outcomes-table td.skyw-outcome-win')].map(td => {
    const rgba = s => (s.match(/[\\d.]+/g) || []).map(Number);
    const bar = td.querySelector('.skyw-bar');
    let bg = null;
    for (let p = td; p && !bg; p = p.parentElement) {
        const c = rgba(getComputedStyle(p).backgroundColor);
        if (c.length >= 3 && (c.length < 4 || c[3] === 1)) bg = c.slice(0, 3);
    }
    return {best: td.closest('tr').classList.contains('is-best'), bar: rgba(getComputedStyle(bar).backgroundColor),
        track: rgba(getComputedStyle(td, '::before').backgroundColor), bg, width: bar.getBoundingClientRect().width,
        trackWidth: parseFloat(getComputedStyle(td, '::before').width),
        barBottom: bar.getBoundingClientRect().top, textBottom: td.querySelector('.skyw-bar-text').getBoundingClientRect().bottom};
})"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_win_bar_contrast(harness, theme, artifacts_dir, looks):
    harness.open("turn", theme=theme)
    page = harness.page
    wins = [0.0, 0.25, 0.5, 1.0]
    page.evaluate("""wins => {
        const moves = model.get('moves');
        model.set('outcomes', {ply: model.get('ply'), n: 200, rows: moves.map((m, i) => ({id: m.id, label: m.label,
            win: wins[i % wins.length], win_lo: 0, win_hi: 1, mean: 10 - i, mean_lo: 5, mean_hi: 15, n: 200,
            best: i === 3}))});
        model.save_changes();
        document.querySelector('.skyw-outcomes-panel').open = true;
    }""", wins)
    _expect()(page.locator(".skyw-outcomes-table td.skyw-outcome-win").first).to_be_visible()
    cells = page.evaluate(_WIN_BARS_JS)
    assert any(c["best"] for c in cells) and any(not c["best"] for c in cells)
    for i, cell in enumerate(cells):
        assert looks.contrast(cell["bar"], cell["track"]) >= 3, (theme, cell)
        if not cell["best"]:  # the best row's tint is translucent: the check below stands for it
            assert looks.contrast(cell["bar"], cell["bg"]) >= 3, (theme, cell)
        assert cell["width"] == pytest.approx(wins[i % len(wins)] * cell["trackWidth"], abs=1), cell
        assert cell["barBottom"] >= cell["textBottom"] - 0.5, cell  # the bar never sits under the text
    page.locator(".skyw-outcomes-panel").screenshot(path=str(artifacts_dir / f"skyjo-outcomes-{theme}.png"))
