"""The Skyway Robbery board in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html (``?game=skyway_robbery``) loads the committed bundle
(skywidgets/static/skyway_robbery.js and skywidgets.css) the way anywidget does, with a
fake model filled from js/dev/skyway-robbery-fixtures.js: real positions printed from
the widget by js/dev/skyway_robbery_fixtures.py (the draft, programming, a revealed
Acquire Asset, planning illegal actions with beats, a vent and a power cut, an arrest, a
jail break's freeing, a bot to move, the end). Every message the widget sends lands in
``window.sentMessages``; nothing is applied, because the rules live in Python.

Checked: each fixture draws the route, the location, the board, the Brig, the players
and the decision of the moment; every legal move is a button on the board, once, and
clicking a hire, prog, buy, beat, go, arrest or free button sends exactly that move id;
other players' hands, draft cards and unrevealed programs are not shown; text >= 4.5:1
in light and dark themes; no sideways overflow at 560px. Screenshots go to the
artifacts folder (SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).resolve().parents[2] / "js" / "dev" / "skyway-robbery-fixtures.js"
SCENARIOS = ["draft", "program", "act", "skill", "threat", "plan", "plan_vent", "plan_cut", "arrest", "free", "waiting", "over"]


def _expect():
    from playwright.sync_api import expect

    return expect


def fixture(name: str) -> dict:
    """A scenario of the fixtures file, read in Python (to know what must and must not show)."""
    for line in FIXTURES.read_text().splitlines():
        found = re.match(rf"  {name}: (\{{.*\}}),$", line)
        if found:
            return json.loads(found.group(1))
    raise KeyError(name)


class RobberyBoard:
    """Skyway Robbery's helpers, mixed into conftest's BoardHarness (open, load, trait, ...)."""

    GAME, BOARD, PER_VIEW = "skyway_robbery", ".skyw .skyrob", 1
    UNDRAWN = ("empty",)

    def button(self, move_id: str):
        return self.page.locator(f".skyrob button[data-move='{move_id}']")

    def text(self) -> str:
        return self.page.locator(".skyrob").evaluate("e => e.textContent")


@pytest.fixture
def harness(board_harness):
    return board_harness(RobberyBoard)


# ---- every fixture draws; every legal move is one button on the board ---------------


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_each_fixture_draws_every_move_once(harness, scenario):
    harness.open(scenario)
    view, moves = harness.trait("view"), harness.trait("moves")
    text = harness.text()
    for stop in view["route"]:
        assert stop["name"] in text
    assert "Home" in text and "The Brig" in text and "Players" in text
    for player in harness.trait("players"):
        assert player["name"] in text
    if view["location"]:
        assert view["location"]["name"] in text
        for d in view["location"]["defenses"]:
            assert d["name"] in text
    else:
        assert "No location yet" in text
    on_board = harness.page.locator(".skyrob button[data-move]").evaluate_all("els => els.map(e => e.dataset.move)")
    assert sorted(on_board) == sorted(m["id"] for m in moves), (on_board, moves)
    for m in moves:  # each button says the move, with the card it names
        label = harness.button(m["id"]).get_attribute("aria-label")
        assert label.lower().startswith(m["label"].lower()), (label, m)
        if m.get("card"):
            assert view["cards"][m["card"]]["name"] in label, (label, m)
    assert harness.problems() == []


def test_draft_shows_dealt_recruits_and_hire_sends_the_move(harness):
    harness.open("draft")
    ply = harness.trait("ply")
    view = harness.trait("view")
    assert "No location yet" in harness.text()
    dealt = view["players"][0]["draft"]
    for card in dealt:
        card_el = harness.page.locator(f".skyrob-decide .skyrob-card[data-card='{card}']")
        _expect()(card_el).to_have_count(1)
        # the hire and brig buttons sit on the dealt card itself
        _expect()(card_el.locator(f"button[data-move='hire:{card}']")).to_have_count(1)
        _expect()(card_el.locator(f"button[data-move='brig:{card}']")).to_have_count(1)
    harness.button(f"hire:{dealt[1]}").click()
    assert harness.sent() == [{"type": "move", "id": f"hire:{dealt[1]}", "ply": ply}]


def test_program_shows_seven_actions_and_prog_sends_the_move(harness):
    harness.open("program")
    ply = harness.trait("ply")
    _expect()(harness.page.locator(".skyrob-action")).to_have_count(7)
    # my program fills: the first slot shows my face-down card by name
    me = harness.trait("view")["players"][0]
    own = harness.page.locator(".skyrob-decide .skyrob-slot.is-own")
    _expect()(own).to_have_count(me["programmed"])
    harness.page.locator(".skyrob-action[data-action='heist'] button").click()
    assert harness.sent() == [{"type": "move", "id": "prog:heist", "ply": ply}]


def test_buy_button_sits_on_the_slot_card(harness):
    harness.open("act")
    ply = harness.trait("ply")
    buys = [m for m in harness.trait("moves") if m["verb"] == "buy"]
    assert buys
    _expect()(harness.page.locator(".skyrob-revealed")).to_contain_text("Acquire Asset")
    move = buys[-1]
    card_el = harness.page.locator(f".skyrob-slots .skyrob-card[data-card='{move['card']}']")
    card_el.locator(f"button[data-move='{move['id']}']").click()
    assert harness.sent() == [{"type": "move", "id": move["id"], "ply": ply}]


def test_skill_button_sits_on_the_hand_card(harness):
    harness.open("skill")
    ply = harness.trait("ply")
    move = next(m for m in harness.trait("moves") if m["verb"] == "skill")
    card_el = harness.page.locator(f".skyrob .skyrob-card[data-card='{move['card']}']")
    card_el.locator(f"button[data-move='{move['id']}']").click()
    assert harness.sent() == [{"type": "move", "id": move["id"], "ply": ply}]


def test_threat_says_the_strength_needed(harness):
    harness.open("threat")
    view = harness.trait("view")
    threat = view["threat"]
    _expect()(harness.page.locator(".skyrob-decide")).to_contain_text(
        f"Threatening {view['cards'][threat['crew']]['name']}: Strength {threat['strength']} of {threat['need']}")
    harness.button("abort").click()
    assert harness.sent() == [{"type": "move", "id": "abort", "ply": harness.trait("ply")}]


def test_plan_beat_on_the_defense_row_then_go(harness):
    harness.open("plan")
    ply = harness.trait("ply")
    view, moves = harness.trait("view"), harness.trait("moves")
    mission = view["mission"]
    rows = harness.page.locator(".skyrob-plan .skyrob-defense")
    _expect()(rows).to_have_count(len(mission["defenses"]))
    for d, row in zip(mission["defenses"], rows.all()):
        _expect()(row).to_contain_text(f"{d['number']}.")
        if d["beaten_by"]:
            _expect()(row.locator(".skyrob-status")).to_have_text(f"beaten by {view['cards'][d['beaten_by']]['name']}")
        if d["powered"]:
            _expect()(row.locator(".skyrob-tag.is-powered")).to_have_text(re.compile("powered"))
    _expect()(harness.page.locator(".skyrob-decide")).to_contain_text(f"Alarm dice: {mission['alarm_count']}")
    for alarm in mission["alarms"]:
        _expect()(harness.page.locator(".skyrob-alarms")).to_contain_text(alarm["why"])
    beat = next(m for m in moves if m["verb"] == "beat")
    row = harness.page.locator(f".skyrob-plan .skyrob-defense[data-defense='{beat['defense']}']")
    row.locator(f"button[data-move='{beat['id']}']").click()
    harness.button("go").click()
    assert harness.sent() == [{"type": "move", "id": beat["id"], "ply": ply},
                              {"type": "move", "id": "go", "ply": ply}]


def test_plan_vent_and_power_cut_statuses(harness):
    harness.open("plan_vent")
    view = harness.trait("view")
    vented = next(d for d in view["mission"]["defenses"] if d["vented_by"])
    row = harness.page.locator(f".skyrob-plan .skyrob-defense[data-defense='{vented['number']}']")
    _expect()(row.locator(".skyrob-status")).to_contain_text("vent")
    _expect()(row.locator(".skyrob-status")).to_contain_text(view["cards"][vented["vented_by"]]["name"])
    harness.load("plan_cut")
    view = harness.trait("view")
    inert = next(d for d in view["mission"]["defenses"] if d["inert"])
    row = harness.page.locator(f".skyrob-plan .skyrob-defense[data-defense='{inert['number']}']")
    _expect()(row.locator(".skyrob-status")).to_have_text("inert: the power is cut")
    _expect()(harness.page.locator(".skyrob-decide")).to_contain_text(f"Power cut by {view['cards'][view['mission']['cut']]['name']}")
    assert harness.problems() == []


def test_arrest_shows_the_dice_in_words(harness):
    harness.open("arrest")
    ply = harness.trait("ply")
    view, moves = harness.trait("view"), harness.trait("moves")
    dice = harness.page.locator(".skyrob-decide .skyrob-dice")
    assert "handcuffs" in view["mission"]["dice"]
    _expect()(dice).to_contain_text("handcuffs")
    _expect()(dice).to_have_attribute("aria-label", re.compile("handcuffs"))
    move = moves[0]
    member = harness.page.locator(f".skyrob-team .skyrob-member[data-card='{move['card']}']")
    member.locator(f"button[data-move='{move['id']}']").click()
    assert harness.sent() == [{"type": "move", "id": move["id"], "ply": ply}]


def test_free_button_sits_on_the_brig_member(harness):
    harness.open("free")
    ply = harness.trait("ply")
    move = harness.trait("moves")[-1]
    card_el = harness.page.locator(f".skyrob-brig .skyrob-card[data-card='{move['card']}']")
    card_el.locator(f"button[data-move='{move['id']}']").click()
    assert harness.sent() == [{"type": "move", "id": move["id"], "ply": ply}]


def test_game_over_names_the_winner(harness):
    harness.open("over")
    view = harness.trait("view")
    names = [p["name"] for p in harness.trait("players")]
    result = harness.page.locator(".skyrob-result")
    _expect()(result).to_contain_text(names[view["result"]["winners"][0]])
    _expect()(result).to_contain_text(view["result"]["reason"])
    _expect()(harness.page.locator(".skyrob-table tbody tr")).to_have_count(len(names))
    _expect()(harness.page.locator(".skyrob button[data-move]")).to_have_count(0)


# ---- hidden things stay hidden --------------------------------------------------------


@pytest.mark.parametrize("scenario", ["draft", "program", "act", "plan", "waiting"])
def test_hidden_things_do_not_appear(harness, scenario):
    harness.open(scenario)
    view = harness.trait("view")
    data = fixture(scenario)
    assert data["view"] == view
    page = harness.page
    # other seats' hands and draft cards are not in the view, so no card of theirs is drawn
    for p in view["players"][1:]:
        assert p["hand"] is None and p.get("draft") is None
    drawn = set(page.locator(".skyrob [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"))
    assert drawn <= set(view["cards"]), drawn - set(view["cards"])
    # unrevealed programs: face down, no action name
    for p in view["players"][1:]:
        seat = page.locator(f".skyrob-seat[data-seat='{p['seat']}'] .skyrob-slot")
        _expect()(seat).to_have_count(3)
        for i in range(3):
            slot = seat.nth(i)
            if i < p["programmed"] and p["program"][i] is None:
                _expect()(slot).to_have_class(re.compile("is-hidden"))
                _expect()(slot).to_have_attribute("aria-label", re.compile("face down"))
                label = slot.get_attribute("aria-label")
                for name in ("Anonymous Tip", "Use Skill", "Acquire Asset", "Pickpocket", "Heist", "Turf", "Repeat"):
                    assert name not in label
            elif p["program"][i:i + 1] and p["program"][i]:
                _expect()(slot).to_have_class(re.compile("is-revealed"))
    # the hand shown is the viewer's own
    if view["players"][0]["hand"]:
        _expect()(page.locator(".skyrob-hand .skyw-heading")).to_have_text("Your hand")


def test_the_hand_shows_card_facts(harness):
    harness.open("act")
    view = harness.trait("view")
    hand = view["players"][0]["hand"]
    assert hand
    card = view["cards"][hand[0]]
    el = harness.page.locator(f".skyrob-hand .skyrob-card[data-card='{hand[0]}']")
    _expect()(el).to_contain_text(card["name"])
    _expect()(el).to_contain_text(f"${card['cost']}K")
    _expect()(el).to_contain_text(f"Strength {card['strength']}")


def test_powered_defenses_are_marked_in_words(harness):
    harness.open("plan")
    view = harness.trait("view")
    for d in view["mission"]["defenses"]:
        row = harness.page.locator(f".skyrob-plan .skyrob-defense[data-defense='{d['number']}']")
        for icon in d["icons"]:
            _expect()(row.locator(".skyrob-tag.is-icon", has_text=icon.replace("_", " "))).to_have_count(1)
        _expect()(row.locator(".skyrob-tag.is-powered")).to_have_count(1 if d["powered"] else 0)


# ---- looks -------------------------------------------------------------------------


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("scenario", ["draft", "act", "plan", "plan_cut", "arrest", "over"])
def test_contrast(harness, looks, theme, scenario):
    widget = harness.open(scenario, theme=theme)
    texts = looks.texts(widget, ".skyrob *")
    assert len(texts) > 40
    low = looks.below(texts, 4.5)
    assert not low, low[:10]


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_no_sideways_overflow_at_560px(harness, looks, scenario, artifacts_dir):
    widget = harness.open(scenario, width=560)
    page = harness.page
    spill = looks.sticking_out(widget, ".skyrob *")
    assert not spill, spill[:10]
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.screenshot(path=str(artifacts_dir / f"skyway-robbery-{scenario}-560.png"), full_page=True)
    assert harness.problems() == []


def test_empty_model_then_a_position(harness):
    page = harness.page
    page.goto(f"{harness.url}?game=skyway_robbery&scenario=empty&chrome=0")
    page.wait_for_selector("body[data-ready=true]")
    harness.load("plan")
    _expect()(page.locator(".skyrob-plan .skyrob-defense").first).to_be_visible()
    assert harness.problems() == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_tab_through_the_moves_shows_focus(harness, theme):
    harness.open("plan", theme=theme)
    first = harness.page.locator(".skyrob button[data-move]").first
    first.focus()
    seen, problems = harness.focus_rings(".skyrob", tabs=len(harness.trait("moves")) + 5)
    assert not problems, problems
    assert len(seen) == len(harness.trait("moves")), seen
