"""The Skyline Express board in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html (``?game=skyline_express``) loads the committed bundle
(skywidgets/static/skyline_express.js and skywidgets.css) the way anywidget does,
with a fake model filled from js/dev/skyline-express-fixtures.js: real positions
printed from the widget by js/dev/skyline_express_fixtures.py. Every message the
widget sends lands in ``window.sentMessages``; nothing is applied, because the
rules live in Python.

Checked: clicking a die then a seat sends the right move ids; a click or key that
is no legal move sends nothing to play but asks Python why (a ``why`` message with the
move it would be), and Python's answer (the error trait) is said beside what was
clicked, with its rule; keyboard-only play (letters, arrows over the 2 x 12 seats
with a roving tabindex, Enter, + and -, C for another colour, E, A); the special
actions are enabled by the legal moves alone, cost what view.costs says, and are
described by Python's reasons (view.actions) when refused; the AI
opponent's step button, the reason for its next step under it (view.ai_pending:
its die, a tie, its seat, its service), its autoplay checkbox and the tie
choices on the dice; the AI trace names the deciding rule; goals' compartments
are highlighted on every carriage; the services table (taken, crossed out,
unused set, what each scores); seats named for screen readers and every
passenger lettered, personas with their worth; hot-seat follows the seat at the
screen; the aria-live line; the end of the game in every kind of view.result
(the solo game's win, loss and tie; a win, a tie broken by dice points, a
shared win) with the players' names; text >= 4.5:1 and shapes and focus rings
>= 3:1 in light and dark themes; no sideways overflow at 560px, nor with
Presentation Mode's bigger text.
Screenshots go to the artifacts folder (SKYWIDGETS_E2E_ARTIFACTS).
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

SEAT = ".skyline-sheet.is-main .skyline-seat[data-seat='{}']"
DIE = ".skyline-die-button[data-colour='{}']"
ACTION = ".skyline-actions [data-action='{}']"
LETTERS = {"yellow": "Y", "blue": "B", "green": "G", "red": "R"}


def _expect():
    from playwright.sync_api import expect

    return expect


class SkylineExpressBoard:
    """Skyline Express's helpers, mixed into conftest's BoardHarness (open, load, trait, ...)."""

    GAME, BOARD, PER_VIEW, COLUMNS = "skyline_express", ".skyw .skyline-sheet.is-main .skyline-seat", 24, 12
    UNDRAWN = ("empty",)

    def seat(self, i: int):
        return self.page.locator(SEAT.format(i))

    def die(self, colour: str):
        return self.page.locator(DIE.format(colour))

    def action(self, key: str):
        return self.page.locator(ACTION.format(key))

    def reason(self, key: str) -> str:
        """Why an action is not possible: the text its aria-describedby names."""
        return self.action(key).evaluate("b => document.getElementById(b.getAttribute('aria-describedby'))?.textContent ?? ''")

    def moves(self, kind: str | None = None) -> list[dict]:
        return [m for m in self.trait("moves") if kind is None or m["kind"] == kind]

    def focused(self) -> dict:
        return self.page.evaluate("""() => { const e = document.activeElement;
            return {seat: e.dataset.seat ?? null, key: e.dataset.focusKey ?? null, tag: e.tagName}; }""")

    def prompt(self):
        return self.page.locator(".skyline-prompt")

    def asked(self, move_id: str) -> None:
        """The board asked Python why the move `move_id` is refused, and sent nothing else."""
        assert self.sent() == [{"type": "why", "id": move_id, "ply": self.trait("ply")}]

    def refused_beside(self, clicked, reason: str, rule: str) -> None:
        """Python answers a why (the error trait, as the widget sets it): the note says the
        reason and the rule beside the element clicked, and names no rulebook twice."""
        self.set_traits(error={"message": reason, "rule": f"Skyline Express rulebook, {rule}", "field": "id"})
        note = self.page.locator(".skyw-refusal")
        _expect()(note).to_be_visible()
        _expect()(note.locator(".skyw-refusal-reason")).to_have_text(reason)
        _expect()(note.locator(".skyw-refusal-rule")).to_have_text(f" Rule: {rule}")
        box, near = note.bounding_box(), clicked.bounding_box()
        # (the part clicked may be inside the element: a die's face in its button)
        gap = max(box["y"] - (near["y"] + near["height"]), near["y"] - (box["y"] + box["height"]), 0)
        assert gap < 20, (box, near)
        assert box["x"] <= near["x"] + near["width"] and box["x"] + box["width"] >= near["x"], (box, near)
        self.set_traits(error={})
        _expect()(note).to_be_hidden()


@pytest.fixture
def harness(board_harness):
    return board_harness(SkylineExpressBoard)


# ---- playing with the pointer ------------------------------------------------------


def test_click_a_die_then_a_seat(harness):
    expect = _expect()
    harness.open("solo_pick")
    ply = harness.trait("ply")
    view = harness.trait("view")
    taken = next(d for d in view["dice"] if d["taken_by"] is not None)
    prompt = harness.prompt().inner_text()
    # (force: Playwright waits for aria-disabled controls to be enabled)
    harness.die(taken["colour"]).click(force=True)  # a taken die: Python is asked why
    harness.asked(LETTERS[taken["colour"]].lower())
    harness.refused_beside(harness.die(taken["colour"]), f"The {taken['colour']} die has been taken by you this round.",
                           "Gameplay: the first player rolls all 4 dice; players in turn take one die")
    empty = view["sheets"][0]["seats"].index(None)
    harness.seat(empty).click()  # no die in hand yet: asked, said beside the seat
    harness.asked(view["seat_names"][empty])
    harness.refused_beside(harness.seat(empty), "Take a die first.", "Gameplay: the chosen die's passenger goes in any empty seat of your carriage")
    expect(harness.prompt()).to_have_text(prompt)  # the board words no refusal of its own
    take = harness.moves("take")[0]
    expect(harness.die(take["colour"])).to_have_class(re.compile(r"\bis-target\b"))
    harness.die(take["colour"]).click()
    assert harness.sent() == [{"type": "move", "id": take["id"], "ply": ply}]

    harness.load("solo_hold")  # Python's answer: a die in hand
    ply = harness.trait("ply")
    view = harness.trait("view")
    held = view["held"]
    expect(harness.page.locator(".skyline-hand [role=img]")).to_have_attribute(
        "aria-label", re.compile(rf"^In hand: a {held['colour']} {held['value']}"))
    places = harness.moves("place")
    targets = harness.page.locator(".skyline-sheet.is-main .skyline-seat.is-target")
    expect(targets).to_have_count(len(places))
    full = next(i for i, c in enumerate(view["sheets"][0]["seats"]) if c)
    harness.seat(full).click()  # a seat with a passenger: asked
    harness.asked(view["seat_names"][full])
    place = places[-1]
    harness.seat(place["seat"]).click()
    assert harness.sent() == [{"type": "move", "id": place["id"], "ply": ply}]
    assert place["id"] == view["seat_names"][place["seat"]]
    assert harness.problems() == []


def test_hovering_a_legal_move_previews_its_seat(harness):
    harness.open("solo_hold")
    place = harness.moves("place")[0]
    harness.page.locator(".skyw-move", has_text=place["label"]).first.hover()
    _expect()(harness.seat(place["seat"])).to_have_class(re.compile(r"\bis-preview\b"))
    harness.page.mouse.move(0, 0)
    assert harness.sent() == []


# ---- keyboard only -----------------------------------------------------------------


def test_keyboard_only_play(harness):
    expect = _expect()
    page = harness.page
    harness.open("solo_pick")
    ply = harness.trait("ply")
    # one Tab stop in the carriage (roving tabindex)
    assert page.locator(".skyline-sheet.is-main .skyline-seat[tabindex='0']").count() == 1
    harness.seat(0).focus()
    take = harness.moves("take")[-1]
    page.keyboard.press(LETTERS[take["colour"]].lower())
    assert harness.sent() == [{"type": "move", "id": take["id"], "ply": ply}]

    harness.load("solo_hold")
    ply = harness.trait("ply")
    assert harness.focused()["seat"] == "0"  # focus kept across Python's update
    target = harness.moves("place")[-1]["seat"]
    for key in harness.arrows(0, target):
        page.keyboard.press(key)
    assert harness.focused()["seat"] == str(target)
    assert page.locator(".skyline-sheet.is-main .skyline-seat[tabindex='0']").get_attribute("data-seat") == str(target)
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": harness.trait("view")["seat_names"][target], "ply": ply}]
    page.keyboard.press("Home")
    assert harness.focused()["seat"] == str(target - target % 12)
    page.keyboard.press("Control+End")
    assert harness.focused()["seat"] == "23"

    # the special actions' keys
    page.keyboard.press("+")
    page.keyboard.press("-")
    assert [m["id"] for m in harness.sent()] == ["+", "-"]
    recolour = harness.moves("recolour")[0]
    page.keyboard.press("c")
    expect(harness.action("recolour")).to_have_attribute("aria-expanded", "true")
    choices = page.locator(".skyline-choices .skyline-choice")
    expect(choices).to_have_count(len(harness.moves("recolour")))
    assert harness.focused()["key"] == f"recolour-{harness.moves('recolour')[0]['colour']}"
    page.keyboard.press(LETTERS[recolour["colour"]].lower())
    assert harness.sent() == [{"type": "move", "id": recolour["id"], "ply": ply}]
    page.keyboard.press("Escape")
    expect(harness.action("recolour")).to_have_attribute("aria-expanded", "false")
    page.keyboard.press("e")  # End turn is not possible with a die in hand: Python is asked why
    harness.asked("end")
    expect(page.locator(".skyline-keys")).to_contain_text("arrows move between seats")

    harness.load("solo_after")
    page.keyboard.press("e")
    assert harness.sent() == [{"type": "move", "id": "end", "ply": harness.trait("ply")}]
    page.keyboard.press("s")
    buy = harness.moves("service")[0]
    assert harness.focused()["key"] == f"buy-{buy['service']}"
    page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": buy["id"], "ply": harness.trait("ply")}]
    assert harness.problems() == []


# ---- special actions ------------------------------------------------------------------


def test_special_actions_enabled_and_disabled_with_reasons(harness):
    expect = _expect()
    harness.open("solo_hold")
    ply = harness.trait("ply")
    for key, text in [("up", "+1 (1 dice point)"), ("down", "\u22121 (1 dice point)"),
                      ("recolour", "Change colour\u2026 (3 dice points)"),
                      ("service", "Buy service\u2026 (5 tickets)"), ("end", "End turn")]:
        expect(harness.action(key)).to_have_text(text)
    expect(harness.action("up")).to_have_attribute("aria-disabled", "false")
    harness.action("up").click()
    assert harness.sent() == [{"type": "move", "id": "+", "ply": ply}]
    harness.action("recolour").click()
    colours = [m["colour"] for m in harness.moves("recolour")]
    choices = harness.page.locator(".skyline-choices .skyline-choice")
    assert choices.evaluate_all("els => els.map(e => e.dataset.colour)") == colours
    choices.last.click()
    assert harness.sent() == [{"type": "move", "id": f"={LETTERS[colours[-1]].lower()}", "ply": ply}]
    expect(harness.action("end")).to_have_attribute("aria-disabled", "true")
    assert harness.reason("end") == "seat your passenger first"
    # a colour that is not a choice: Python's reason for it (view.actions.recolour_to)
    view = harness.trait("view")
    die = ["yellow", "blue", "green", "red"][view["held"]["die"]]
    assert die not in colours
    if harness.action("recolour").get_attribute("aria-expanded") != "true":
        harness.page.keyboard.press("c")
    expect(harness.action("recolour")).to_have_attribute("aria-expanded", "true")
    harness.page.keyboard.press(LETTERS[die].lower())  # not a choice: Python is asked why
    harness.asked(f"={LETTERS[die].lower()}")

    # every reason is Python's (view.actions, from the engine's legality check)
    harness.load("solo_hold_poor")
    view = harness.trait("view")
    points = view["sheets"][0]["dice_points_left"]
    tickets = view["sheets"][0]["tickets_left"]
    assert view["held"]["value"] == 6 and "up" not in [m["kind"] for m in harness.moves()]
    expect(harness.action("up")).to_have_attribute("aria-disabled", "true")
    assert view["actions"]["up"]["reason"] == "a 6 cannot go up: 6 never becomes 1"
    assert harness.reason("up") == "a 6 cannot go up: 6 never becomes 1"
    describedby = harness.action("up").get_attribute("aria-describedby")
    assert harness.page.locator(f"#{describedby}").text_content() == "a 6 cannot go up: 6 never becomes 1"
    harness.action("up").click(force=True)  # a disabled action plays nothing: Python is asked why
    harness.asked("+")
    harness.refused_beside(harness.action("up"), "A 6 cannot go up: 6 never becomes 1.",
                           f"Special Actions: {view['actions']['up']['summary']}")
    expect(harness.action("down")).to_have_attribute("aria-disabled", "false")
    assert harness.reason("recolour") == f"another colour costs 3 dice points and you have {points}"
    harness.action("recolour").click(force=True)  # nothing to choose: asked, for a colour refused so
    expect(harness.action("recolour")).to_have_attribute("aria-expanded", "false")
    refused_colour = next(c for c in LETTERS if view["actions"]["recolour_to"][c] is not None
                          and view["actions"]["recolour_to"][c]["reason"] == view["actions"]["recolour"]["reason"])
    harness.asked(f"={LETTERS[refused_colour].lower()}")
    if tickets < 5:
        assert harness.reason("service") == f"a service costs 5 tickets and you have {tickets}"
        harness.action("service").click(force=True)  # nothing to buy: asked, for a service no one holds
        free = next(x["id"] for x in view["services"] if x["in_play"] and x["owner"] is None)
        harness.asked(free)
    for key in ("up", "recolour", "service", "end"):
        if view["actions"][key] is not None:
            assert harness.reason(key) == view["actions"][key]["reason"], key

    harness.load("solo_pick")
    for key in ("up", "down", "recolour", "end"):
        assert harness.reason(key) == "take a die first"

    harness.load("ai_pick")  # one reason for every action: said once
    shared = harness.trait("view")["actions"]["up"]["reason"]
    assert shared.startswith("it is the AI opponent's step")
    for key in ("up", "down", "recolour", "service", "end"):
        assert harness.trait("view")["actions"][key]["reason"] == shared
        assert harness.reason(key) == shared
    _expect()(harness.page.locator(".skyline-actions-note")).to_have_text(shared)
    assert harness.page.locator(".skyline-actions .skyline-reason:not(:empty)").count() == 0

    harness.load("solo_after")
    ply = harness.trait("ply")
    expect(harness.action("end")).to_have_attribute("aria-disabled", "false")
    buys = harness.moves("service")
    # each buyable service: a Buy button in the services table and a choice under "Buy service…"
    table = harness.page.locator(".skyline-service .skyline-buy")
    expect(table).to_have_count(len(buys))
    table.first.click()
    assert harness.sent() == [{"type": "move", "id": buys[0]["id"], "ply": ply}]
    harness.action("service").click()
    expect(harness.page.locator(".skyline-choices .skyline-choice")).to_have_count(len(buys))
    harness.page.locator(".skyline-choices .skyline-choice").last.click()
    assert harness.sent() == [{"type": "move", "id": buys[-1]["id"], "ply": ply}]
    harness.action("end").click()
    assert harness.sent() == [{"type": "move", "id": "end", "ply": ply}]

    # the costs are Python's (view.costs), not numbers in the board: other costs, other labels
    harness.load("solo_hold")
    view = harness.trait("view")
    assert view["costs"] == {"change_value": 1, "change_colour": 3, "service": 5}
    moves = [{k: v for k, v in m.items() if k != "cost"} for m in harness.trait("moves")]  # moves say their cost too
    harness.set_traits(moves=moves, view={**view, "costs": {"change_value": 2, "change_colour": 4, "service": 6}})
    for key, text in [("up", "+1 (2 dice points)"), ("down", "\u22121 (2 dice points)"),
                      ("recolour", "Change colour\u2026 (4 dice points)"), ("service", "Buy service\u2026 (6 tickets)")]:
        expect(harness.action(key)).to_have_text(text)
    # the reasons too are Python's words, whatever they say: the board works none out
    refused = {"reason": "another colour costs 4 dice points and you have 3", "rule": "change_colour",
               "summary": "4 dice points place a passenger of another colour"}
    harness.set_traits(moves=[m for m in moves if m["kind"] == "place"],
                       view={**view, "costs": {"change_value": 2, "change_colour": 4, "service": 6},
                             "actions": {**view["actions"], "recolour": refused}})
    expect(harness.action("recolour")).to_have_attribute("aria-disabled", "true")
    assert harness.reason("recolour") == refused["reason"]
    assert harness.problems() == []


# ---- the AI opponent -------------------------------------------------------------------


def test_ai_step_button_autoplay_and_trace(harness):
    expect = _expect()
    page = harness.page
    harness.open("ai_pick")
    ply = harness.trait("ply")
    (move,) = harness.trait("moves")
    step = page.locator(".skyline-ai-step")
    expect(step).to_have_text(f"Next AI step: {move['label']} (A)")
    expect(step).to_have_attribute("aria-disabled", "false")
    expect(harness.die(move["colour"])).to_have_class(re.compile(r"\bis-ai-pick\b"))
    step.click()
    page.keyboard.press("a")
    assert harness.sent() == [{"type": "move", "id": move["id"], "ply": ply}] * 2
    autoplay = page.get_by_label("AI plays on its own")
    assert harness.trait("settings")["autoplay"] is False
    expect(autoplay).not_to_be_checked()
    autoplay.check()
    # ticked while the AI's step waits: the setting, then the AI plays on from there
    assert harness.sent() == [{"type": "settings", "settings": {"autoplay": True}},
                              {"type": "bot_run", "ply": harness.shown_ply()}]
    autoplay.uncheck()
    assert harness.sent() == [{"type": "settings", "settings": {"autoplay": False}}]

    # the trace: one numbered item per decision, the deciding rule marked
    trace = harness.trait("view")["ai_trace"]
    items = page.locator(".skyline-trace > li")
    expect(items).to_have_count(len(trace))
    die = next(s for s in trace if s["step"] == "die")
    decided = page.locator(".skyline-trace .is-decided", has_text=die["decided_by"])
    expect(decided).to_contain_text("decided it")

    harness.load("ai_place")
    (move,) = harness.trait("moves")
    target = page.locator(f".skyline-sheet.is-ai .skyline-seat[data-seat='{move['seat']}']")
    expect(target).to_have_class(re.compile(r"\bis-ai-target\b"))
    expect(target).to_have_attribute("aria-label", re.compile(r"The AI opponent's next seat$"))
    expect(page.locator(".skyline-sheet.is-ai .skyline-badge.is-turn")).to_have_count(1)
    step.click()
    assert harness.sent() == [{"type": "move", "id": move["id"], "ply": harness.trait("ply")}]

    harness.load("ai_service")
    (move,) = harness.trait("moves")
    expect(step).to_have_text(f"Next AI step: {move['label']} (A)")

    harness.load("solo_hold")  # the player's turn: the button waits; clicked, Python says why
    expect(step).to_have_attribute("aria-disabled", "true")
    step.click(force=True)
    free = next(d["colour"] for d in harness.trait("view")["dice"] if d["taken_by"] is None)
    harness.asked(f"ai-{LETTERS[free].lower()}")
    harness.refused_beside(step, "It is not the AI opponent's step: it is your turn.",
                           "Solo Game: the player always starts")
    assert harness.problems() == []


def test_ai_tie_is_decided_by_the_player_on_the_dice(harness):
    expect = _expect()
    page = harness.page
    harness.open("ai_tie")
    ply = harness.trait("ply")
    view = harness.trait("view")
    moves = harness.trait("moves")
    assert len(moves) > 1 and all(m["kind"] == "ai-take" for m in moves)
    gives = page.locator(".skyline-give")
    value = {d["colour"]: d["value"] for d in view["dice"]}
    expect(gives).to_have_text(["Give"] * len(moves))
    for move, give in zip(moves, gives.all()):  # its name says which die (the one above it)
        expect(give).to_have_attribute("aria-label", f"Give to the AI: the {move['colour']} {value[move['colour']]}")
    expect(page.locator(".skyline-ai-step")).to_have_attribute("aria-disabled", "true")
    expect(page.locator(".skyline-ai-why")).to_contain_text("the player decides among")
    gives.last.click()
    assert harness.sent() == [{"type": "move", "id": moves[-1]["id"], "ply": ply}]
    harness.die(moves[0]["colour"]).click()
    page.keyboard.press(LETTERS[moves[-1]["colour"]].lower())
    assert harness.sent() == [{"type": "move", "id": moves[0]["id"], "ply": ply},
                              {"type": "move", "id": moves[-1]["id"], "ply": ply}]
    page.keyboard.press("a")  # a tie is not one step: said, not sent
    assert harness.sent() == []
    expect(harness.prompt()).to_contain_text("tie")
    # ticking "AI plays on its own" does not decide a tie for the player
    page.get_by_label("AI plays on its own").check()
    assert harness.sent() == [{"type": "settings", "settings": {"autoplay": True}}]


def _join(items):
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _why(page) -> dict:
    """The AI's next step's reason under its button: the label and each step's text."""
    why = page.locator(".skyline-ai-why")
    return {"label": why.locator(".skyline-why-label").inner_text().strip(),
            "steps": why.locator(".skyline-why-step").all_inner_texts()}


def test_ai_pending_says_why_before_the_step(harness, artifacts_dir):
    """view.ai_pending: the AI's next step and the rules that decide it, shown under
    Next AI step so that a teacher can read the reason out before clicking."""
    expect = _expect()
    page = harness.page
    harness.open("ai_pick")
    pending = harness.trait("view")["ai_pending"]
    assert pending["step"] == "die" and not pending["tie"] and len(pending["rules"]) >= 2
    (move,) = harness.trait("moves")
    assert pending["choices"] == [move["colour"]]
    why = page.locator(".skyline-ai-why")
    expect(why).to_be_visible()
    step = page.locator(".skyline-ai-step")
    expect(step).to_have_attribute("aria-describedby", why.get_attribute("id"))
    # e.g. "Why: 1. the colour it has least of (1 in its carriage): keeps blue and green
    #       -> 2. the highest value (value 4): keeps green"
    assert _why(page) == {"label": "Why:", "steps": [
        f"{r['rule']} ({r['detail']}): keeps {_join(r['kept'])}" for r in pending["rules"]]}
    assert pending["rules"][-1]["kept"] == [move["colour"]]
    expect(why.locator(".skyline-why-then")).to_have_count(len(pending["rules"]) - 1)
    # everyone reads the same words: the steps joined by "then", nothing hidden beside them
    described = step.evaluate("b => document.getElementById(b.getAttribute('aria-describedby')).textContent")
    assert described.count("; then ") == len(pending["rules"]) - 1, described
    assert why.inner_text().count("then") == len(pending["rules"]) - 1
    page.locator(".skyline-ai").screenshot(path=str(artifacts_dir / "skyline-ai-pending-die.png"))

    # a tie: the rules run out, the player decides among the choices
    harness.load("ai_tie")
    pending = harness.trait("view")["ai_pending"]
    assert pending["tie"] and len(pending["choices"]) > 1
    got = _why(page)
    assert got["label"] == "A tie. Why:"
    assert got["steps"][:-1] == [f"{r['rule']} ({r['detail']}): keeps {_join(r['kept'])}" for r in pending["rules"][:-1]]
    assert got["steps"][-1] == f"{pending['rules'][-1]['rule']} among {_join(pending['choices'])}"
    assert sorted(m["colour"] for m in harness.trait("moves")) == sorted(pending["choices"])
    page.locator(".skyline-ai").screenshot(path=str(artifacts_dir / "skyline-ai-pending-tie.png"))

    # its seat: the value rule (the forced 5), then the placement rule
    harness.load("ai_place")
    pending = harness.trait("view")["ai_pending"]
    (move,) = harness.trait("moves")
    assert pending["step"] == "seat" and pending["seat"] == harness.trait("view")["seat_names"][move["seat"]]
    assert _why(page) == {"label": "Why:", "steps": [pending["value_rule"],
                                                     f"seat {pending['seat']}: {pending['seat_rule']}"]}

    # its service: which one, and why
    harness.load("ai_service")
    view = harness.trait("view")
    pending = view["ai_pending"]
    service = next(s for s in view["services"] if s["id"] == pending["service"])
    assert _why(page) == {"label": "Why:", "steps": [f"{service['name']} ({service['id']}): {pending['rule']}"]}

    # nothing pending on the player's turn: no reason shown
    harness.load("solo_hold")
    assert harness.trait("view")["ai_pending"] is None
    expect(why).to_be_hidden()
    assert harness.problems() == []


# ---- goals, services, seats --------------------------------------------------------------

# Each sheet's compartments: which are framed as goals, their marks and their group label.
_COMPARTMENTS_JS = """() => [...document.querySelectorAll('.skyline-sheet')].map(sheet => ({
    seat: sheet.dataset.seat,
    goals: [...sheet.querySelectorAll('.skyline-compartment.is-goal')].map(c => Number(c.dataset.compartment)),
    marks: [...sheet.querySelectorAll('.skyline-compartment')].map(c => c.querySelectorAll('.skyline-goal-mark').length),
    labels: [...sheet.querySelectorAll('.skyline-compartment')].map(c => c.getAttribute('aria-label')),
}))"""


@pytest.mark.parametrize("scenario", ["solo_goals", "four_over"])
def test_goal_compartments_are_highlighted(harness, scenario, artifacts_dir):
    harness.open(scenario)
    view = harness.trait("view")
    goals = view["goals"]
    found = harness.page.evaluate(_COMPARTMENTS_JS)
    assert any(f["goals"] for f in found), "a scenario with completed goals"
    for sheet in found:
        if sheet["seat"] == "ai":
            assert sheet["goals"] == [] and sum(sheet["marks"]) == 0  # the AI scores no goals
            continue
        p = int(sheet["seat"])
        expected = sorted({c for g in goals for c in g["compartments"][p]})
        assert sheet["goals"] == expected, (p, sheet)
        for c in range(6):
            count = sum(c in g["compartments"][p] for g in goals)
            assert sheet["marks"][c] == count, (p, c)
            assert ("completes" in sheet["labels"][c]) == (count > 0), sheet["labels"][c]
    me = harness.trait("seat")
    done = harness.page.locator(".skyline-goal.is-done")
    _expect()(done).to_have_count(sum(bool(g["compartments"][me]) for g in goals))
    _expect()(harness.page.locator(".skyline-goal .skyline-badge.is-ours")).to_have_count(sum(g["ours"] for g in goals))
    # what "our goal" means is said on the board, not only in a tooltip
    note = harness.page.locator(".skyline-goals-note")
    if any(g["ours"] for g in goals):
        _expect()(note).to_be_visible()
        _expect()(note).to_contain_text("the rulebook's table of goals stops before it")
    else:
        _expect()(note).to_be_hidden()
    harness.page.locator(".skyline-sheet.is-main").screenshot(path=str(artifacts_dir / f"skyline-goals-{scenario}.png"))


def test_services_table(harness):
    expect = _expect()
    harness.open("three")
    view = harness.trait("view")
    names = [p["name"] for p in harness.trait("players")]
    me = harness.trait("seat")
    for service in view["services"]:
        card = harness.page.locator(f".skyline-service[data-service='{service['index']}']")
        # Python's words for what it scores, on every card
        assert service["text"].startswith("2 points for every pair of"), service
        expect(card.locator(".skyline-service-text")).to_have_text(service["text"])
        owner = service["owner"]
        if owner is None:
            expect(card).to_have_class(re.compile(r"^(?!.*is-crossed)"))
            continue
        if owner == me:
            expect(card).to_have_class(re.compile(r"\bis-mine\b"))
            expect(card.locator(".skyline-service-owner")).to_have_text(f"\u2714 {names[owner]}")
        else:
            expect(card).to_have_class(re.compile(r"\bis-crossed\b"))
            expect(card.locator(".skyline-service-owner")).to_have_text(f"\u2715 taken by {names[owner]}")
            assert card.locator(".skyline-service-name").evaluate("e => getComputedStyle(e).textDecorationLine") == "line-through"
    expect(harness.page.locator(".skyline-service-set.is-unused")).to_have_count(0)  # 3 players: both sets

    harness.load("solo_pick")
    unused = harness.page.locator(".skyline-service-set.is-unused")
    expect(unused).to_have_count(1)
    expect(unused).to_contain_text("3-4 players only")
    expect(unused.locator(".skyline-service")).to_have_count(sum(not s["in_play"] for s in harness.trait("view")["services"]))
    expect(unused.locator(".skyline-buy")).to_have_count(0)


def test_seats_are_named_and_every_passenger_lettered(harness):
    harness.open("solo_goals")
    view = harness.trait("view")
    sheet = view["sheets"][0]
    # a colour's letter is drawn by the style sheet from data-letter: read as drawn
    labels = harness.page.locator(".skyline-sheet.is-main .skyline-seat").evaluate_all(
        "els => els.map(e => { const l = e.querySelector('.skyline-passenger-letter');"
        " return [Number(e.dataset.seat), e.getAttribute('aria-label'), l ? getComputedStyle(l, '::before').content.replace(/\"/g, '') : null]; })")
    bench = {0: "left", 1: "right"}
    for seat, label, letter in labels:
        name = view["seat_names"][seat]
        row, column = divmod(seat, 12)
        where = f"{name}, {'window' if row == 0 else 'aisle'} seat, {bench[column % 2]} bench, compartment {column // 2 + 1}"
        colour = sheet["seats"][seat]
        if colour is None:
            assert label.startswith(f"{where}: empty"), label
            assert letter is None
        elif seat in sheet["personas"]:
            worth = sheet["persona_values"][sheet["personas"].index(seat)]  # a list, in the order of personas
            assert label.startswith(f"{where}: {colour} persona, worth {worth}"), label
            assert letter == LETTERS[colour]
        else:
            assert label.startswith(f"{where}: {colour} passenger"), label
            assert letter == LETTERS[colour]
    # the small sheets too: every passenger drawn carries its letter
    letters = harness.page.locator(".skyline-passenger").evaluate_all(
        "els => els.map(e => [e.className.match(/skyline-c-(\\w+)/)[1],"
        " getComputedStyle(e.querySelector('.skyline-passenger-letter'), '::before').content.replace(/\"/g, '')])")
    assert letters and all(LETTERS[c] == t for c, t in letters), letters
    # personas show a star and their worth
    stars = harness.page.locator(".skyline-sheet.is-main .skyline-persona").evaluate_all(
        "els => els.map(e => getComputedStyle(e, '::before').content.replace(/\"/g, '') + e.textContent)")
    assert sorted(stars) == sorted(f"\u2605{v}" for v in sheet["persona_values"])
    assert len(sheet["persona_values"]) == len(sheet["personas"]) >= 2


def test_hot_seat_follows_the_seat_at_the_screen(harness, artifacts_dir):
    expect = _expect()
    page = harness.page
    harness.open("four", width=1440)
    seat = harness.trait("seat")
    view = harness.trait("view")
    assert seat == view["current_player"]
    main = page.locator(".skyline-sheet.is-main")
    expect(main).to_have_attribute("data-seat", str(seat))
    expect(main.locator(".skyline-badge.is-turn")).to_have_text("\u25b6 to move")
    others = page.locator(".skyline-others .skyline-sheet")
    expect(others).to_have_count(3)
    # the other sheets are smaller, and in seat order after the main one
    assert others.evaluate_all("els => els.map(e => e.dataset.seat)") == [str((seat + k) % 4) for k in (1, 2, 3)]
    big = main.locator(".skyline-seat").first.evaluate("e => e.getBoundingClientRect().width")
    small = others.first.locator(".skyline-seat").first.evaluate("e => e.getBoundingClientRect().width")
    assert small < 0.75 * big, (small, big)
    names = page.locator(".skyline-sheet .skyline-name").all_text_contents()
    assert sorted(names) == sorted(p["name"] for p in harness.trait("players"))
    page.screenshot(path=str(artifacts_dir / "skyline-four-light.png"), full_page=True)
    # Python hands the screen to the next player
    nxt = (seat + 1) % 4
    page.evaluate("s => { model.set('seat', s); model.save_changes(); }", nxt)
    expect(main).to_have_attribute("data-seat", str(nxt))


# ---- what is said, and the end ----------------------------------------------------------


def test_last_move_is_announced(harness):
    expect = _expect()
    page = harness.page
    harness.open("solo_pick")
    view = harness.trait("view")
    last = view["last"]
    assert last["action"] == "place" and last.get("rerolled")
    harness.grow_log()
    status = page.locator(".skyw-status")
    expect(status).to_contain_text(harness.trait("log_entries")[-1]["label"])
    expect(status).to_contain_text("The dice left were rerolled:")
    rolled = ", ".join(f"{d['colour']} {d['value']}" for d in last["rerolled"])
    expect(status).to_contain_text(rolled)
    expect(page.locator(".skyline-last")).to_contain_text(f"seated a {last['colour']} {last['value']} in {view['seat_names'][last['seat']]}")

    # the AI opponent's die: the rule of its priority list that decided it is said too
    harness.load("ai_place")
    last = harness.trait("view")["last"]
    assert last["action"] == "take" and last["player"] == "ai" and "why" not in last
    # its reasons are in view.ai_trace: the die step names the rule that decided
    (die,) = [s for s in harness.trait("view")["ai_trace"] if s["step"] == "die"]
    assert die["choice"] == last["colour"] and die["decided_by"] == die["rules"][-1]["rule"]
    harness.grow_log()
    expect(status).to_contain_text(f"By its rule \u201c{die['decided_by']}\u201d.")
    expect(page.locator(".skyline-last")).to_have_text(
        re.compile(rf"^The AI opponent took the {last['colour']} {last['value']}, by its rule \u201c{re.escape(die['decided_by'])}\u201d\."))


def _banner_text(result: dict, names: list[str], winners: list[int]) -> str:
    """What the banner should say for view.result, worked out here from its kind and numbers."""
    def verb(name):
        return f"{name} {'win' if name == 'You' else 'wins'}"

    def join(items):
        return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]

    kind, points = result["kind"], result["points"]
    text = {
        "solo_win": lambda: f"{verb(names[0])}, {points} points to the AI opponent's {result.get('ai_points')}.",
        "solo_loss": lambda: (f"The AI opponent wins, {result.get('ai_points')} points to {points}. "
                              "In the solo game you win only with more points than the AI."),
        "solo_tie": lambda: f"A tie on {points} points, and a tie goes to the AI opponent: it wins.",
        "win": lambda: f"{verb(names[winners[0]])} with {points} points.",
        "tie_broken": lambda: (f"{join([names[p] for p in result['tied']])} tie on {points} points; the most dice "
                               f"points left breaks the tie: {verb(names[winners[0]])} "
                               f"({result['dice_points_left']} dice points left)."),
        "shared": lambda: (f"{join([names[p] for p in winners])} share the win: a tie on {points} points and on "
                           f"dice points left ({result['dice_points_left']} each)."),
    }[kind]()
    return f"\u2605 Game over. {text}"


def _check_banner(harness, kind: str) -> dict:
    view = harness.trait("view")
    result = view["result"]
    assert result["kind"] == kind, result
    names = [p["name"] for p in harness.trait("players")]
    banner = harness.page.locator(".skyline-banner")
    _expect()(banner).to_have_text(_banner_text(result, names, view["winners"]))
    _expect()(banner).to_have_attribute("data-kind", kind)
    # the names are the players', never Python's "seat 1"
    assert "seat " not in banner.inner_text().lower(), banner.inner_text()
    return view


def test_game_over(harness, artifacts_dir):
    expect = _expect()
    page = harness.page
    harness.open("solo_over")
    view = _check_banner(harness, "solo_loss")  # a real game: greedy against the AI opponent
    assert view["result"]["points"] == view["sheets"][0]["score"]["total"]
    assert view["result"]["ai_points"] == view["ai"]["score"]["total"]
    expect(page.locator(".skyline-sheet.is-ai .skyline-badge.is-winner")).to_have_count(1)
    expect(page.locator(".skyline-seat.is-target")).to_have_count(0)
    expect(page.locator(".skyline-button[aria-disabled=false]")).to_have_count(0)
    expect(page.locator(".skyline-actions")).to_be_hidden()  # nothing left to spend
    expect(page.locator(".skyline-ai-why")).to_be_hidden()  # no AI step is pending

    # The solo win and the solo tie: the banner reads view.result (its kind and numbers), not
    # the scores on the sheets, so the same position with another result says another thing.
    win = {"kind": "solo_win", "points": 101, "ai_points": 99, "text": "You beat the AI opponent, 101 to 99."}
    harness.set_traits(view={**view, "winners": [0], "result": win})
    _check_banner(harness, "solo_win")
    expect(page.locator(".skyline-sheet.is-main .skyline-badge.is-winner")).to_have_count(1)
    expect(page.locator(".skyline-sheet.is-ai .skyline-badge.is-winner")).to_have_count(0)
    tie = {"kind": "solo_tie", "points": 88, "ai_points": 88, "text": "A tie on 88 points: a tie goes to the AI opponent."}
    harness.set_traits(view={**view, "winners": [], "result": tie})
    _check_banner(harness, "solo_tie")
    expect(page.locator(".skyline-sheet.is-ai .skyline-badge.is-winner")).to_have_count(1)
    harness.set_traits(players=[{"name": "Ana", "kind": "human"}], view={**view, "winners": [0], "result": win})
    expect(page.locator(".skyline-banner")).to_contain_text("Ana wins, 101 points to the AI opponent's 99.")

    # Real games of people: a plain win, a tie broken by dice points left, a shared win.
    for scenario, kind in [("four_over", "win"), ("two_tie_broken", "tie_broken"), ("four_shared", "shared")]:
        harness.load(scenario)
        view = _check_banner(harness, kind)
        totals = [s["score"]["total"] for s in view["sheets"]]
        assert view["result"]["points"] == max(totals)
        assert view["result"]["tied"] == [p for p, t in enumerate(totals) if t == max(totals)]
        expect(page.locator(".skyline-badge.is-winner")).to_have_count(len(view["winners"]))
        page.screenshot(path=str(artifacts_dir / f"skyline-{scenario}-light.png"), full_page=True)

    # said aloud too when the last move ends the game (the Log grows by one)
    harness.grow_log()
    names = [p["name"] for p in harness.trait("players")]
    expect(page.locator(".skyw-status")).to_contain_text(
        _banner_text(view["result"], names, view["winners"]).removeprefix("\u2605 Game over. "))
    assert harness.problems() == []


def test_before_python_sends_anything(harness):
    harness.open("empty")
    _expect()(harness.page.locator(".skyw-title")).to_have_text("Skyline Express")
    harness.page.keyboard.press("y")
    assert harness.sent() == []
    assert harness.problems() == []


# ---- what a room needs to see: the decision area --------------------------------------------

#: the visible parts marked [data-decision], each its name and, for a sheet, its seat
_MARKED_JS = """() => [...document.querySelectorAll('.skyline [data-decision]')]
    .filter(e => e.checkVisibility())
    .map(e => e.dataset.decision + (e.dataset.seat !== undefined ? ' ' + e.dataset.seat : ''))"""


@pytest.mark.parametrize("scenario, marked", [
    ("solo_pick", ["prompt", "scores", "dice and actions", "the sheet the move acts on 0"]),
    ("solo_hold", ["prompt", "scores", "dice and actions", "the sheet the move acts on 0"]),
    ("solo_after", ["prompt", "scores", "dice and actions", "the sheet the move acts on 0"]),
    ("ai_pick", ["prompt", "scores", "dice and actions", "the sheet the move acts on ai", "Next AI step", "why"]),
    ("ai_tie", ["prompt", "scores", "dice and actions", "the sheet the move acts on ai", "Next AI step", "why"]),
    ("ai_place", ["prompt", "scores", "dice and actions", "the sheet the move acts on ai", "Next AI step", "why"]),
    ("ai_service", ["prompt", "scores", "dice and actions", "the sheet the move acts on ai", "Next AI step", "why",
                    "the service it takes"]),
    ("solo_over", ["result", "prompt", "scores"]),
])
def test_the_decision_area_is_what_the_move_needs(harness, scenario, marked):
    """The board marks what the person to move needs (data-decision): the prompt and the
    points, the dice and the special actions, the sheet the move acts on, and in the AI
    opponent's steps its button, their reason and (a service) the service it takes."""
    harness.open(scenario)
    assert sorted(harness.page.evaluate(_MARKED_JS)) == sorted(marked)
    if scenario == "ai_service":
        view = harness.trait("view")
        service = next(s for s in view["services"] if s["id"] == view["ai_pending"]["service"])
        _expect()(harness.page.locator(".skyline-ai-target")).to_contain_text(service["name"])
        _expect()(harness.page.locator(".skyline-ai-target")).to_contain_text(service["text"])


def test_the_sheet_marked_is_the_one_of_the_player_to_move(harness):
    harness.open("four", width=1440)
    view = harness.trait("view")
    marked = harness.page.locator(".skyline-sheet[data-decision]")
    _expect()(marked).to_have_count(1)
    _expect()(marked).to_have_attribute("data-seat", str(view["current_player"]))
    # everyone's points on one line, the players' names with them
    names = [p["name"] for p in harness.trait("players")]
    scores = harness.page.locator(".skyline-scores")
    for name, sheet in zip(names, view["sheets"]):
        _expect()(scores).to_contain_text(f"{name} {sheet['score']['total']}")


# ---- contrast, focus, layout ------------------------------------------------------------

# The shapes that carry meaning: passengers, dice, seats, track spaces, buttons, the goal frames.
_SHAPES = [("passenger", ".skyline-passenger"),
           ("die", ".skyline-die-button:not(.is-taken) .skyline-die, .skyline-hand .skyline-die"),
           ("seat", ".skyline-seat"), ("track space", ".skyline-space.is-empty"), ("button", ".skyline-button"),
           ("goal frame", ".skyline-compartment.is-goal .skyline-benches", "shadow")]


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("scenario", ["solo_goals", "three", "ai_tie", "solo_after"])
def test_contrast(harness, looks, theme, scenario):
    widget = harness.open(scenario, theme=theme)
    texts = [t for t in looks.texts(widget, ".skyline *") if not t["faded"]]
    assert len(texts) > 100
    low = looks.below(texts, 4.5)
    assert not low, low[:10]
    shapes = looks.edges(widget, _SHAPES)
    assert {s["what"].split()[0] for s in shapes} >= {"passenger", "die", "seat", "track", "button"}
    weak = looks.below(shapes, 3, "edge")
    assert not weak, weak[:10]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_tab_through_the_board_shows_focus(harness, theme):
    harness.open("solo_hold", theme=theme)
    harness.page.locator(".skyline-tray .skyline-die-button").first.focus()
    seen, problems = harness.focus_rings(".skyline", tabs=80)
    assert not problems, problems
    # the dice, the actions, the AI step, the autoplay box, the carriage (one stop)
    assert "die-yellow" in seen and "action-up" in seen and "action-end" in seen and "ai-step" in seen
    assert sum(key.startswith("seat-") for key in seen) == 1, seen


@pytest.mark.parametrize("scenario", ["solo_hold", "four", "ai_tie", "three", "solo_over"])
def test_no_sideways_overflow_at_560px(harness, looks, scenario, artifacts_dir):
    widget = harness.open(scenario, width=560)
    page = harness.page
    spill = looks.sticking_out(widget, ".skyline *")
    assert not spill, spill[:10]
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.screenshot(path=str(artifacts_dir / f"skyline-{scenario}-560.png"), full_page=True)


def test_presentation_mode_text_grows_and_fits(harness, artifacts_dir):
    """JupyterLab's Presentation Mode raises --jp-content-font-size1: the board grows with it."""
    page = harness.page
    harness.open("solo_hold", width=1200)
    size = "e => parseFloat(getComputedStyle(e).fontSize)"
    before = page.locator(".skyline-prompt").evaluate(size)
    seat_before = harness.seat(0).evaluate("e => e.getBoundingClientRect().width")
    page.evaluate("document.body.style.setProperty('--jp-content-font-size1', '20px')")
    after = page.locator(".skyline-prompt").evaluate(size)
    seat_after = harness.seat(0).evaluate("e => e.getBoundingClientRect().width")
    # (the seats grow a little less: the wide board's bigger main carriage needs 46em of room)
    assert after > before * 1.3 and seat_after > seat_before * 1.15, (before, after, seat_before, seat_after)
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.screenshot(path=str(artifacts_dir / "skyline-presentation.png"), full_page=True)


@pytest.mark.parametrize("scenario, theme", [("solo_pick", "light"), ("solo_goals", "dark"), ("ai_tie", "light"),
                                             ("three", "dark"), ("solo_over", "light")])
def test_screenshot(harness, scenario, theme, artifacts_dir):
    harness.open(scenario, theme=theme, width=1440)
    harness.page.mouse.move(0, 0)
    harness.page.screenshot(path=str(artifacts_dir / f"skyline-{scenario}-{theme}.png"), full_page=True)
    assert harness.problems() == []


def test_two_views_then_dispose_leaves_no_listeners(harness):
    page = harness.page
    harness.open("solo_hold", views=2)
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    labels = page.evaluate("[...document.querySelectorAll('.skyline label[for]')].map(l => l.htmlFor)")
    assert labels and all(i in ids for i in labels)
    assert page.evaluate("disposeAll()") == 0
    _expect()(page.locator(".skyw")).to_have_count(0)
