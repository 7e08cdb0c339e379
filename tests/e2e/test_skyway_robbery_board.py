"""The Skyway Robbery board in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html (``?game=skyway_robbery``) loads the committed bundle
(skywidgets/static/skyway_robbery.js and skywidgets.css) the way anywidget does, with a
fake model filled from js/dev/skyway-robbery-fixtures.js: real positions printed from
the widget by js/dev/skyway_robbery_fixtures.py (the draft, programming, a revealed
Acquire Asset, planning illegal actions with beats, a vent and a power cut, the alarm
roll with a reroll trick in hand, an arrest, a jail break's freeing, a heist just won, a
bot to move, the end). Every message the widget sends lands in ``window.sentMessages``;
nothing is applied, because the rules live in Python.

Checked: each fixture draws the route, the location, the board, the Brig, the players
and the decision of the moment; every legal move is a button on the board, once, and
clicking a hire, prog, buy, beat, go, accept, trick, arrest or free button sends exactly
that move id; other players' hands, draft cards and unrevealed programs are not shown;
the projector layout: the decision and the hand first and side by side on a wide board
(both on screen at 1280x720 once the board is scrolled to), the part of the board a
decision acts on next, one column in a narrow cell, large key numbers and dice drawn
with their word, the less urgent parts folded into real <details>; text >= 4.5:1 in
light and dark themes; no sideways overflow at 560px. While the screen waits for a
hand-off, Undo, Bot move, Bot plays on, Run, Play on from here and opening the Heist
planner are off, with a tooltip naming whom it waits for, and no path to them (a click,
Enter, the disabled state taken off) sends anything; New game, Stop, the settings, time
travel and Ready stay; the disabled buttons are visibly off and readable at 1280x800. Enter
in the Rollouts field sends nothing while Run is off (a bot to move). Screenshots go to the
artifacts folder (SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).resolve().parents[2] / "js" / "dev" / "skyway-robbery-fixtures.js"
SCENARIOS = ["draft", "program", "act", "skill", "threat", "plan", "plan_vent", "plan_cut", "rolled", "arrest", "free",
             "heist_won", "planner", "waiting", "over"]


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


def alarm_why(harness, alarm: dict) -> str:
    """An alarm die's reason as the board says it: a tip's names the tipping player."""
    if "seat" not in alarm:
        return alarm["why"]
    name = harness.trait("players")[alarm["seat"]]["name"]
    return f"{'Your' if name == 'You' else name + chr(39) + 's'} Anonymous Tip"


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
        _expect()(harness.page.locator(".skyrob-alarms")).to_contain_text(alarm_why(harness, alarm))
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
    _expect()(el).to_contain_text(f"Strength {card['strength']}")
    for icon in card["icons"]:
        _expect()(el).to_contain_text(icon.replace("_", " "))
    # a card in a hand is never bought again: its price is in its name for a screen
    # reader, not on the card (the card for sale on the board shows it)
    _expect()(el).not_to_contain_text(f"${card['cost']}K")
    _expect()(el).to_have_attribute("aria-label", re.compile(re.escape(f"${card['cost']}K")))
    slot = harness.page.locator(".skyrob-slots .skyrob-card[data-card]").first
    sold = view["cards"][slot.get_attribute("data-card")]
    _expect()(slot).to_contain_text(f"${sold['cost']}K")


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
@pytest.mark.parametrize("scenario", ["draft", "program", "act", "plan", "plan_cut", "rolled", "arrest", "heist_won", "over"])
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
@pytest.mark.parametrize("scenario", ["plan", "plan_cut", "program"])
def test_tab_through_the_moves_shows_focus(harness, theme, scenario):
    harness.open(scenario, theme=theme)
    page = harness.page
    page.locator(".skyrob button, .skyrob summary").first.focus()
    folds = page.locator(".skyrob details > summary").count()
    refused = page.locator(".skyrob button[data-why]").evaluate_all("els => els.map(e => e.dataset.why)")
    moves = harness.trait("moves")
    seen, problems = harness.focus_rings(".skyrob", tabs=len(moves) + len(refused) + folds + 5)
    assert not problems, problems
    # every move is a stop, every refused one too (a click or Enter asks why), and so is
    # each fold's summary (a real <details>)
    assert sorted(k for k in seen if k.startswith("move-")) == sorted(f"move-{m['id']}" for m in moves), seen
    assert sorted(k for k in seen if k.startswith("why-")) == sorted(f"why-{r}" for r in refused), seen
    assert len(seen) == len(moves) + len(refused) + folds, seen


# ---- refused clicks: the board asks Python why, and the answer is said beside the click ----


def test_a_refused_click_asks_why_and_the_answer_shows_beside_it(harness):
    harness.open("program")
    page, ply = harness.page, harness.trait("ply")
    used = harness.trait("view")["players"][0]["program"][0]
    button = page.locator(f".skyrob-action[data-action='{used}'] button[data-why='prog:{used}']")
    _expect()(button).to_have_attribute("aria-disabled", "true")
    _expect()(button).to_have_text("Program")
    assert not page.locator(f".skyrob button[data-move='prog:{used}']").count()
    # the board holds no refusal words of its own: only "in your program" says the state
    _expect()(page.locator(f".skyrob-action[data-action='{used}']")).to_contain_text("in your program")
    button.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    assert harness.sent() == [{"type": "why", "id": f"prog:{used}", "ply": ply}]
    reason = "Your Anonymous Tip card is already programmed this round."
    harness.set_traits(error={"message": reason, "rule": "Skyway Robbery rulebook, Play Overview: secretly "
                              "choose three different Action Cards, in the order they resolve",
                              "field": "id", "move": f"prog:{used}"})
    note = page.locator(".skyw-refusal")
    _expect()(note).to_be_visible()
    _expect()(note).to_contain_text(reason)
    _expect()(note).to_contain_text("Rule: Play Overview: secretly choose three different Action Cards")
    near, box = _box(button), _box(note)
    assert abs(box["top"] - near["bottom"]) < 12 or abs(box["bottom"] - near["top"]) < 12, (near, box)
    assert box["left"] <= near["right"] and box["right"] >= near["left"], (near, box)
    # the keyboard asks the same: Enter on the focused refused button
    harness.set_traits(error={})
    button.focus()
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "why", "id": f"prog:{used}", "ply": ply}]
    assert harness.problems() == []


@pytest.mark.parametrize("scenario, place, why", [
    ("threat", ".skyrob-decide .skyrob-main-moves", "go"),  # not enough Strength yet
    ("act", ".skyrob-slots .skyrob-card", "threaten:"),  # crew too strong to threaten
    ("plan_vent", ".skyrob-hand .skyrob-card", "+antidote_kit@"),  # its carrier carries enough
])
def test_every_kind_of_refused_button_asks_why(harness, scenario, place, why):
    harness.open(scenario)
    button = harness.page.locator(f"{place} button[data-why^='{why}']").first
    _expect()(button).to_have_attribute("aria-disabled", "true")
    _expect()(button).to_be_visible()
    button.click(force=True)
    sent = harness.sent()
    assert len(sent) == 1 and sent[0]["type"] == "why" and sent[0]["id"].startswith(why), sent
    assert sent[0]["id"] not in {m["id"] for m in harness.trait("moves")}


# ---- the alarm roll and a heist won ------------------------------------------------------


def test_rolled_shows_the_dice_by_picture_and_word_and_why(harness):
    harness.open("rolled")
    ply = harness.trait("ply")
    view, moves = harness.trait("view"), harness.trait("moves")
    mission = view["mission"]
    assert "handcuffs" in mission["dice"]
    dice = harness.page.locator(".skyrob-decide .skyrob-dice")
    _expect()(dice).to_have_attribute("role", "img")
    _expect()(dice).to_have_attribute("aria-label", "Alarm roll: " + ", ".join(
        {"handcuffs": "handcuffs", "exit": "exit door"}[d] for d in mission["dice"]))
    faces = dice.locator(".skyrob-die")
    _expect()(faces).to_have_count(len(mission["dice"]))
    for face, die in zip(faces.all(), mission["dice"]):  # a picture and the word, never colour alone
        _expect()(face).to_have_class(re.compile(f"is-{die}"))
        _expect()(face.locator("svg")).to_have_count(1)
        _expect()(face).to_have_text({"handcuffs": "handcuffs", "exit": "exit door"}[die])
    _expect()(harness.page.locator(".skyrob-decide .skyrob-alarm-count")).to_have_text(str(mission["alarm_count"]))
    for alarm in mission["alarms"]:
        _expect()(harness.page.locator(".skyrob-decide .skyrob-alarms")).to_contain_text(alarm_why(harness, alarm))
    # the reroll trick sits on the trick card in the hand, beside the decision; keep sits in the decision
    trick = next(m for m in moves if m["verb"] == "trick")
    card = harness.page.locator(f".skyrob-hand .skyrob-card[data-card='{trick['card']}']")
    _expect()(card.locator(f"button[data-move='{trick['id']}']")).to_have_count(1)
    keep = harness.page.locator(".skyrob-decide .skyrob-main-moves button[data-move='accept']")
    _expect()(keep).to_have_text("Keep this roll")
    keep.click()
    card.locator("button").click()
    assert harness.sent() == [{"type": "move", "id": "accept", "ply": ply}, {"type": "move", "id": trick["id"], "ply": ply}]


def test_heist_won_says_so_and_the_loot_is_taken(harness):
    harness.open("heist_won")
    view = harness.trait("view")
    last, cards = view["last"], view["cards"]
    assert last["job"] == "heist" and last["success"]
    line = harness.page.locator(".skyrob-lastjob .skyrob-last")
    _expect()(line).to_contain_text(f"Your Local Heist ({cards[last['target']]['name']}) succeeded")
    _expect()(line).to_contain_text("dice: " + ", ".join({"handcuffs": "handcuffs", "exit": "exit door"}[d] for d in last["dice"]))
    stop = next(r for r in view["route"] if r["loot"] == last["target"])
    _expect()(harness.page.locator(f".skyrob-stop[data-location='{stop['number']}']")).to_have_class(re.compile("is-looted"))
    _expect()(harness.page.locator(f".skyrob-stop[data-location='{stop['number']}'] .skyrob-tag")).to_contain_text(["looted"])
    goals = harness.page.locator(".skyrob-seat[data-seat='0'] details[data-fold='goals-0']")
    _expect()(goals).to_have_attribute("open", "")  # the viewer's own goals are open
    _expect()(goals.locator(f".skyrob-card[data-card='{last['target']}']")).to_be_visible()


# ---- the projector layout ------------------------------------------------------------------


def _box(locator) -> dict:
    return locator.evaluate("e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; }")


@pytest.mark.parametrize("scenario", ["draft", "program", "act", "skill", "threat", "plan", "plan_vent", "plan_cut",
                                      "rolled", "arrest", "free", "heist_won", "over"])
def test_the_decision_fits_a_1280x720_screen(harness, scenario, artifacts_dir):
    """Scrolled to the board, a 1280x720 screen shows at once every part the decision needs,
    each marked data-decision (the prompt, the decision, and what the moves act on: the
    hand, the board's cards, the Brig...), and every button of a move among them; the
    hand sits beside the decision when a move is on it and it is small."""
    harness.HEIGHT = 720
    harness.open(scenario, width=1280)
    page = harness.page
    page.locator(".skyrob").evaluate("e => e.scrollIntoView({block: 'start'})")
    parts = page.locator(".skyrob [data-decision]")
    names = parts.evaluate_all("els => els.map(e => e.dataset.decision)")
    assert "prompt" in names and "decision" in names, names
    for part in parts.all():
        box = _box(part)
        assert box["top"] >= 0 and box["bottom"] <= 720, (part.get_attribute("data-decision"), box)
    # the part a move acts on is marked: every move's button is inside a marked part
    for move in harness.trait("moves"):
        button = page.locator(f".skyrob button[data-move='{move['id']}']")
        assert button.evaluate("b => !!b.closest('[data-decision]')"), move["id"]
    hand = page.locator(".skyrob-hand")
    if hand.locator("button[data-move]").count() and hand.locator(".skyrob-hand-cards .skyrob-card").count() <= 3:
        decide, box = _box(page.locator(".skyrob-decide")), _box(hand)
        assert box["left"] >= decide["right"] and abs(box["top"] - decide["top"]) < 2, (decide, box)  # two columns
    page.screenshot(path=str(artifacts_dir / f"skyway-robbery-{scenario}-1280x720.png"))


def test_one_column_in_a_narrow_cell(harness):
    harness.open("program", width=560)
    page = harness.page
    decide, hand = _box(page.locator(".skyrob-decide")), _box(page.locator(".skyrob-hand"))
    assert hand["top"] >= decide["bottom"], (decide, hand)
    board = _box(page.locator(".skyrob"))
    for zone in page.locator(".skyrob-zone:visible").all():  # every zone the board's full width
        box = _box(zone)
        assert abs(box["left"] - board["left"]) < 8 and abs(box["right"] - board["right"]) < 8, box


ZONES = {"decide": "skyrob-decide", "hand": "skyrob-hand", "location": "skyrob-location", "track": "skyrob-track",
         "players": "skyrob-players", "slots": "skyrob-slots", "brig": "skyrob-brig"}


def _order(harness) -> list[str]:
    classes = harness.page.locator(".skyrob-zone:visible").evaluate_all("els => els.map(e => e.className)")
    return [next(name for name, cls in ZONES.items() if cls in c.split()) for c in classes]


@pytest.mark.parametrize("scenario, order", [
    ("program", ["decide", "hand", "location", "track", "players", "slots", "brig"]),
    # buy from the board's cards: they come right after the decision, the hand after them
    ("act", ["decide", "slots", "hand", "location", "track", "players", "brig"]),
    ("free", ["decide", "brig", "hand", "location", "track", "players", "slots"]),  # free from the Brig
    ("threat", ["decide", "hand", "location", "track", "players", "slots", "brig"]),  # bring from the hand
    ("plan", ["decide", "hand", "location", "track", "players", "slots", "brig"]),
])
def test_most_urgent_first(harness, scenario, order):
    harness.open(scenario)
    assert _order(harness) == order


def test_key_numbers_are_large(harness):
    """At a projector's width: the turn, the job's title, the names on the decision (its
    team), players' money/Reputation/score, the alarm count and the dice are large; the
    defenses' names a little less (a job's defenses are a row each); no text of the board
    is under 14px (--skyw-min-text), the hand's and the board's compact cards included."""
    harness.open("rolled", width=1280)
    page = harness.page
    size = lambda sel: page.locator(sel).evaluate_all("els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")  # noqa: E731
    least = {".skyrob-turn": 20, ".skyrob-decide .skyrob-title": 22, ".skyrob-decide .skyrob-card-name": 17,
             ".skyrob-stat-value": 24, ".skyrob-alarm-count": 24, ".skyrob-die-word": 14, ".skyrob-defense-name": 15,
             ".skyrob-card-name": 14, ".skyrob-card-facts": 14}
    for sel, px in least.items():
        sizes = size(sel)
        assert sizes and min(sizes) >= px, (sel, sizes)
    icons = page.locator(".skyrob-die-icon").evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert icons and min(icons) >= 36, icons
    small = page.locator(".skyrob").evaluate("""root => [...root.querySelectorAll('*')].filter(e =>
        [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()) && e.checkVisibility()
        && parseFloat(getComputedStyle(e).fontSize) < 14).map(e => e.className + ': ' + e.textContent.slice(0, 30))""")
    assert not small, small


def test_less_urgent_parts_fold_and_stay_as_left(harness):
    harness.open("program")
    page = harness.page
    dock = page.locator(".skyrob-slots details[data-fold='decks']")
    _expect()(dock).not_to_have_attribute("open", "")  # nothing to do there: folded, its summary says what is in it
    _expect()(dock.locator("summary")).to_contain_text("decks and discards")
    _expect()(page.locator(".skyrob-slots details[data-fold='assets']")).to_have_attribute("open", "")
    # what the hand's cards do (their skills and texts) folds under them
    texts = page.locator(".skyrob-hand details[data-fold='hand-texts']")
    _expect()(texts).not_to_have_attribute("open", "")
    for card in harness.trait("view")["players"][0]["hand"]:
        if harness.trait("view")["cards"][card].get("skill"):
            _expect()(texts).to_contain_text(harness.trait("view")["cards"][card]["skill"])
    for seat in harness.trait("view")["players"][1:]:  # other players' play areas fold
        _expect()(page.locator(f".skyrob-seat[data-seat='{seat['seat']}'] details[data-fold='play-{seat['seat']}']")).not_to_have_attribute("open", "")
    _expect()(page.locator(".skyrob-seat[data-seat='0'] details[data-fold='play-0']")).to_have_attribute("open", "")
    dock.locator("summary").click()
    _expect()(dock).to_have_attribute("open", "")
    harness.load("waiting")  # Python sends a new position: the fold stays as the person left it
    _expect()(page.locator(".skyrob-slots details[data-fold='decks']")).to_have_attribute("open", "")


def test_a_fold_opened_just_as_a_new_position_arrives_stays_open(harness):
    # "toggle" fires a moment after the click; a position drawn in between must not lose it
    harness.open("program")
    page = harness.page
    page.evaluate("""() => {
        document.querySelector(".skyrob-slots details[data-fold='decks'] summary").click();
        window.loadScenario("waiting");
    }""")
    _expect()(page.locator(".skyrob-slots details[data-fold='decks']")).to_have_attribute("open", "")
    harness.load("program")  # and the next drawing remembers it
    _expect()(page.locator(".skyrob-slots details[data-fold='decks']")).to_have_attribute("open", "")


def test_a_fold_holding_a_move_is_open(harness):
    harness.open("act")
    page = harness.page
    for fold in page.locator(".skyrob details").all():
        if fold.locator("button[data-move]").count():
            _expect()(fold).to_have_attribute("open", "")
    dock_cards = [c for cards in harness.trait("view")["board"]["dock"].values() for c in cards if c]
    buys = [m for m in harness.trait("moves") if m["verb"] == "buy" and m["card"] in dock_cards]
    assert buys
    _expect()(page.locator(f"button[data-move='{buys[0]['id']}']")).to_be_visible()


# ---- the Heist planner panel (filled by Python: the inspection trait) ----------------

PLANNER = ".skyrob-planner-panel"


def test_the_planner_shows_cards_past_each_defense_the_plan_and_the_odds(harness):
    harness.open("planner")
    data = harness.trait("inspection")["data"]
    panel = harness.page.locator(PLANNER)
    assert panel.evaluate("e => e.open")  # the person follows it: it stays open
    text = panel.evaluate("e => e.textContent")
    assert data["label"] in text and "Worked out from your hand and the board only" in text
    options = panel.locator("select option").evaluate_all("els => els.map(e => e.textContent)")
    assert options == [c["label"] for c in data["choices"]]
    assert panel.locator("select option:checked").text_content() == data["label"]
    rows = panel.locator(".skyrob-planner-table tbody tr")
    assert rows.count() == len(data["defenses"])
    for i, row in enumerate(data["defenses"]):
        cells = rows.nth(i).locator("th, td").evaluate_all("els => els.map(e => e.textContent)")
        assert cells[0] == str(row["number"]) and cells[1].startswith(row["name"])
        assert cells[2] == (", ".join(data["names"][c] for c in row["cards"]) or "none")
    plan = data["plan"]
    members = ", ".join(data["names"][c] for c in plan["members"])
    assert f"Team: {members}" in text
    assert f"succeeds {round(plan['success'] * 100)}% of the time" in text
    marked = panel.locator(".skyrob-planner-odds td.is-plan")
    assert marked.count() == 1 and "plan" in marked.text_content()
    row = marked.locator("xpath=..").locator("th").text_content()
    assert row == str(plan["dice"])
    column = marked.evaluate("td => [...td.parentElement.children].indexOf(td)")
    assert column == len(plan["members"])
    assert f"(best plan {round(plan['success'] * 100)}%)" in panel.locator("summary").text_content()
    assert harness.problems() == []


def test_the_planner_names_only_the_viewer_s_cards(harness):
    harness.open("planner")
    view = harness.trait("view")
    seat = view["seat"]
    mine = set(view["players"][seat]["hand"])
    data = harness.trait("inspection")["data"]
    named = set(data["names"])
    assert named and named <= mine | set(view["cards"])
    text = harness.page.locator(PLANNER).evaluate("e => e.textContent")
    for other in view["players"]:
        for card in other.get("hand") or []:
            if card not in mine:
                assert view["cards"].get(card, {}).get("name", card) not in text


def test_choosing_a_job_asks_python_and_closing_stops_it(harness):
    harness.open("planner")
    data = harness.trait("inspection")["data"]
    harness.sent()
    other = next(i for i, c in enumerate(data["choices"]) if c["job"] != data["job"])
    harness.page.locator(f"{PLANNER} select").select_option(str(other))
    choice = data["choices"][other]
    assert harness.sent() == [{"type": "inspect", "name": "planner",
                               "args": {"job": choice["job"], "target": choice["target"]}}]
    harness.page.locator(f"{PLANNER} summary").click()
    assert harness.sent_soon() == [{"type": "inspect", "name": None}]


def test_opening_the_planner_asks_python_for_its_first_choice(harness):
    harness.open("program")
    panel = harness.page.locator(PLANNER)
    assert not panel.evaluate("e => e.open")
    assert "Open to plan a heist" in panel.evaluate("e => e.textContent")
    harness.sent()
    panel.locator("summary").click()
    assert harness.sent_soon() == [{"type": "inspect", "name": "planner", "args": {}}]


def test_the_planner_says_why_it_is_empty_during_a_hand_off(harness):
    harness.open("planner")
    entry = harness.trait("inspection")
    harness.set_traits(inspection={**entry, "data": None}, handoff={"seat": 0, "name": "You"})
    panel = harness.page.locator(PLANNER)
    text = panel.evaluate("e => e.textContent")
    assert "Hidden" in text and "Team:" not in text
    assert panel.locator(".skyrob-planner-table").count() == 0
    assert panel.locator("select").is_disabled()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_planner_s_contrast(harness, looks, theme):
    widget = harness.open("planner", theme=theme)
    texts = looks.texts(widget, f"{PLANNER} *")
    assert len(texts) > 20
    low = looks.below(texts, 4.5)
    assert not low, low[:10]



# ---- the last job's roll, drawn -----------------------------------------------------


def test_the_last_job_s_dice_are_drawn_and_tumble_only_when_new(harness):
    harness.open("heist_won")
    last = harness.trait("view")["last"]
    roll = harness.page.locator(".skyrob-last-roll .skyrob-roll")
    _expect()(roll).to_have_count(1)
    dice = roll.locator(".skyrob-die")
    _expect()(dice).to_have_count(len(last["dice"]))
    # pictures beside the sentence that names every face; the dice group says the roll
    assert [c.split()[-1] for c in dice.evaluate_all("els => els.map(e => e.className)")] == [
        f"is-{d}" for d in last["dice"]]
    words = {"handcuffs": "handcuffs", "exit": "exit door"}
    said = ", ".join(words[d] for d in last["dice"])
    assert roll.locator(".skyrob-dice").get_attribute("aria-label") == f"Alarm roll: {said}"
    assert f"dice: {said}" in harness.page.locator(".skyrob-last").text_content()
    assert "is-fresh" in roll.get_attribute("class")
    harness.load("heist_won")  # the same position again (a redraw): the roll stays still
    assert "is-fresh" not in harness.page.locator(".skyrob-last-roll .skyrob-roll").get_attribute("class")


def test_a_roll_being_decided_on_is_not_drawn_twice(harness):
    harness.open("arrest")
    assert harness.page.locator(".skyrob-last-roll").is_hidden()
    _expect()(harness.page.locator(".skyrob-roll")).to_have_count(1)


def test_with_reduced_motion_the_dice_do_not_tumble(harness):
    harness.page.emulate_media(reduced_motion="reduce")
    harness.open("heist_won")
    names = harness.page.locator(".skyrob-last-roll .skyrob-die").evaluate_all(
        "els => els.map(e => getComputedStyle(e).animationName)")
    assert names and set(names) == {"none"}
    harness.page.emulate_media(reduced_motion="no-preference")
    harness.open("heist_won")
    names = harness.page.locator(".skyrob-last-roll .skyrob-die").evaluate_all(
        "els => els.map(e => getComputedStyle(e).animationName)")
    assert set(names) == {"skyrob-tumble"}


# ---- what changes or reveals a position waits while the screen is handed over --------

WAITING_FOR_BOB = "The screen is waiting for Bob to press Ready"
#: the controls that would change the position or show someone's cards
GATED_BUTTONS = ("Undo", "Bot move", "Bot plays on")


def _public(view: dict) -> dict:
    """A seat's view made into what everyone may see, as view(None) is: no seat, no hands,
    drafts or dirty tricks, the unrevealed programs face down."""
    players = [{**p, "hand": None, "tricks": None, "draft": None,
                "program": [a if i < p["revealed"] else None for i, a in enumerate(p["program"])]}
               for p in view["players"]]
    return {**view, "seat": None, "players": players}


def _hand_off_to_bob(harness, theme: str = "light"):
    """The "program" position as a shared screen shows it while it waits for Bob (seat 1):
    the hand-off, no moves, Ann's moves in the Log. Returns the widget."""
    widget = harness.open("program", theme=theme)
    players = harness.trait("players")
    harness.set_traits(players=[{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}, players[2]],
                       handoff={"seat": 1, "name": "Bob"}, seat=1, moves=[],
                       view={**_public(harness.trait("view")), "current_player": 1})
    _expect()(widget.get_by_role("dialog", name="Hand the screen over")).to_be_visible()
    # Simulated outcomes opened (opening it asks Python nothing); the panels take no
    # pointer during a hand-off, so by script
    widget.locator(".skyw-outcomes-panel").evaluate("e => { e.open = true; }")
    harness.sent()
    return widget


def _acts(messages: list[dict]) -> list[dict]:
    """The messages that do something: without the Simulated outcomes panel's own
    "estimate" requests (how long a run would take, asked on its own whenever the
    position it shows changes)."""
    return [m for m in messages if m.get("type") != "estimate"]


def _nothing_sent(harness, wait: int = 300) -> list[dict]:
    """The messages sent, after a moment for any late one (a <details>' "toggle")."""
    harness.page.wait_for_timeout(wait)
    return harness.sent()


def test_a_hand_off_turns_off_every_control_that_changes_or_reveals_a_position(harness):
    expect = _expect()
    page = harness.page
    widget = _hand_off_to_bob(harness)
    controls = widget.get_by_role("group", name="Game controls")
    for name in GATED_BUTTONS:
        button = controls.get_by_role("button", name=name, exact=True)
        expect(button).to_be_visible()
        expect(button).to_be_disabled()
        expect(button).to_have_attribute("title", re.compile(rf"^{WAITING_FOR_BOB}\."))
    outcomes = widget.locator(".skyw-outcomes-panel")
    run = outcomes.get_by_role("button", name="Run", exact=True)
    expect(run).to_be_disabled()
    expect(run).to_have_attribute("title", f"{WAITING_FOR_BOB}.")
    planner = widget.locator(PLANNER)
    summary = planner.locator("summary")
    expect(summary).to_have_attribute("aria-disabled", "true")
    expect(summary).to_have_attribute("title", f"{WAITING_FOR_BOB}.")

    # what stays: a new game, Stop (off only because nothing runs), the settings, Ready
    expect(controls.get_by_role("button", name="New game")).to_be_enabled()
    for label in ("Seed", "Bot", "Bots move on their own"):
        expect(controls.get_by_label(label, exact=True)).to_be_enabled()
    expect(outcomes.get_by_label("Rollouts play like")).to_be_enabled()
    stop = controls.get_by_role("button", name="Stop")
    expect(stop).to_be_disabled()
    assert WAITING_FOR_BOB not in (stop.get_attribute("title") or "")
    expect(widget.get_by_role("button", name="Ready: Bob is at the screen")).to_be_enabled()
    expect(widget.locator(".skyw-log-entry:disabled")).to_have_count(0)  # time travel stays

    # every path to them sends nothing: a click on the disabled button, the same click with
    # its disabled attribute taken off (the message still asks the gate), Enter in the
    # Rollouts field, the planner's summary clicked or opened by Enter or by script
    for name in GATED_BUTTONS:
        controls.get_by_role("button", name=name, exact=True).dispatch_event("click")
        controls.get_by_role("button", name=name, exact=True).evaluate("b => { b.disabled = false; b.click(); }")
    field = outcomes.get_by_label("Rollouts per move")
    field.fill("5")
    field.press("Enter")
    expect(outcomes.locator(".skyw-field-error")).to_have_text("Run is off: the screen is waiting for Bob to press Ready.")
    run.evaluate("b => { b.disabled = false; b.click(); }")
    summary.evaluate("e => e.click()")
    summary.focus()
    page.keyboard.press("Enter")
    assert _nothing_sent(harness) == []
    planner.evaluate("e => { e.open = true; }")  # opened by script: closed again, unasked
    assert _nothing_sent(harness) == []
    expect(planner).not_to_have_attribute("open", "")

    # a redraw puts the gates back: the buttons stay off for the same snapshot
    harness.set_traits(busy="bots")  # (a bot run ending as the hand-off comes up)
    expect(stop).to_be_enabled()
    expect(controls.get_by_role("button", name="Undo")).to_be_disabled()
    expect(controls.get_by_role("button", name="Undo")).to_have_attribute("title", re.compile(rf"^{WAITING_FOR_BOB}\."))
    harness.set_traits(busy="")

    # time travel during the hand-off (Python shows the past's public view): back to the
    # game is there, playing on from there is not
    harness.set_traits(viewing=40)
    viewing = widget.locator(".skyw-viewing")
    expect(viewing).to_be_visible()
    expect(viewing.get_by_role("button", name="Back to the game")).to_be_enabled()
    resume = viewing.get_by_role("button", name="Play on from here")
    expect(resume).to_be_disabled()
    expect(resume).to_have_attribute("title", re.compile(rf"^{WAITING_FOR_BOB}\."))
    resume.evaluate("b => { b.disabled = false; b.click(); }")
    assert _nothing_sent(harness) == []
    viewing.get_by_role("button", name="Back to the game").click()
    widget.get_by_role("button", name="Ready: Bob is at the screen").click()
    assert harness.sent() == [{"type": "goto", "ply": None, "shown": 40},
                              {"type": "ready", "ply": 40}]
    assert harness.problems() == []


def test_after_the_hand_off_the_controls_come_back(harness):
    expect = _expect()
    widget = _hand_off_to_bob(harness)
    harness.load("program")  # Python's batch once Bob pressed Ready: his view and moves
    controls = widget.get_by_role("group", name="Game controls")
    undo = controls.get_by_role("button", name="Undo")
    expect(undo).to_be_enabled()
    expect(undo).to_have_attribute("title", "Take back your last move (and the bot moves after it)")
    expect(controls.get_by_role("button", name="Bot move")).to_be_enabled()
    expect(widget.locator(".skyw-outcomes-panel").get_by_role("button", name="Run", exact=True)).to_be_enabled()
    summary = widget.locator(f"{PLANNER} summary")
    expect(summary).not_to_have_attribute("aria-disabled", "true")
    assert summary.get_attribute("title") is None
    undo.click()
    summary.click()
    harness.page.wait_for_function("() => window.sentMessages.filter(m => m.type !== 'estimate').length >= 2")
    assert _acts(harness.sent()) == [{"type": "undo", "ply": harness.shown_ply()},
                                     {"type": "inspect", "name": "planner", "args": {}}]


def test_enter_in_the_rollouts_field_sends_only_what_run_would(harness):
    """A bot to move (one person at the screen): Run is off, since the rollouts would be the
    bot's moves with its cards; Enter in the field must not get round that."""
    expect = _expect()
    widget = harness.open("waiting")
    outcomes = widget.locator(".skyw-outcomes-panel")
    outcomes.locator("summary").click()
    run = outcomes.get_by_role("button", name="Run", exact=True)
    expect(run).to_be_disabled()
    expect(run).to_have_attribute("title", "No move of yours to simulate right now.")
    field = outcomes.get_by_label("Rollouts per move")
    field.fill("5")
    field.press("Enter")
    run.evaluate("b => { b.disabled = false; b.click(); }")
    assert _nothing_sent(harness) == []
    note = outcomes.locator(".skyw-field-error")
    expect(note).to_have_text("Run is off: no move of yours to simulate right now.")
    # your turn again: Run is on, the note goes, and Enter runs as the button does
    harness.load("program")
    expect(run).to_be_enabled()
    expect(note).to_have_text("")
    field.press("Enter")
    run.click()
    ply = harness.shown_ply()
    assert _acts(harness.sent()) == [{"type": "simulate", "n": 5, "ply": ply},
                                     {"type": "simulate", "n": 5, "ply": ply}]
    assert harness.problems() == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_hand_off_screen_at_1280x800(harness, looks, theme, artifacts_dir):
    """The screen waiting for Bob, as a projector shows it: the hand-off banner, the
    controls that wait for Ready visibly off (no fill, a dashed edge), their words still
    readable (>= 4.5:1, not faded)."""
    harness.page.set_viewport_size({"width": 1280, "height": 800})
    widget = _hand_off_to_bob(harness, theme)
    widget.evaluate("e => e.scrollIntoView({block: 'start'})")
    harness.page.screenshot(path=str(artifacts_dir / f"skyway-robbery-handoff-harness-{theme}-1280x800.png"))
    buttons = looks.texts(widget, ".skyw-controls .skyw-button")
    off = [b for b in buttons if b["text"] in GATED_BUTTONS]
    assert len(off) == len(GATED_BUTTONS), buttons
    assert not [b for b in off if b["faded"]] and not looks.below(off, 4.5), off
    edges = widget.locator(".skyw-controls .skyw-button").evaluate_all("""els => Object.fromEntries(els.map(e =>
        [e.textContent, [getComputedStyle(e).borderTopStyle, getComputedStyle(e).backgroundColor]]))""")
    assert edges["New game"][0] == "solid", edges
    for name in GATED_BUTTONS:
        assert edges[name][0] == "dashed" and edges[name][1] != edges["New game"][1], edges
