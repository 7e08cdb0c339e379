"""Skyline Express in a real JupyterLab, driven like a person would in Debian's Chromium.

The test writes its own small notebook into the served folder (like the Skyjo
test; notebooks/skyline-express.ipynb plays hundreds of games, too slow here):
one cell shows a solo game, ``SkylineExpress(players=["You"], seed=3)``, with
the AI opponent's steps waiting for a click (``autoplay`` off) and no pause
between bot moves. It runs the cell from the Run menu, then plays three full
rounds against the AI opponent by clicking:

- rounds 1 and 2: dice, then seats (the first seat the board offers), the +1
  special action once it is affordable, and every AI step with the "Next AI
  step" button, after checking that the reason shown under it (``ai_pending``)
  is the engine's; when the AI's list ends in a tie, a "Give" button under a die;
- the AI's last seat of round 2 (a forced 5, its reason shown) waits until
  "AI plays on its own" is ticked: the AI then plays on by itself;
- round 3: the AI's steps follow the player's moves by themselves (a tie
  still waits for the player), and a service is bought from the services
  table once the tickets allow it;
- round 4: autoplay off again, a die seated, and the AI's next step waiting
  with its reason: the screenshots, in the light then the dark theme.

After every step the page is checked against the engine: both carriages
(passengers, personas and their worth), both sheets' tracks and scores, the
dice, the round and the special actions (enabled, or refused with the engine's
reason) shown are those of the state reached by replaying the Log's moves in Python (``skywidgets.load("skyline_express")``). In both themes every
piece of text on the board must reach 4.5:1 and the passengers', dice's and
seats' edges 3:1; the score's labels must stay in their boxes (JupyterLab's
output CSS floats every ``dt`` and ``dd`` at 20% and 80% of the width).

Set SKYWIDGETS_UPDATE_DOCS_IMG=1 to also write docs/img/skyline-express-jupyterlab.png
and docs/img/skyline-express-jupyterlab-dark.png.
"""

from __future__ import annotations

import json
import re
import pytest

import skywidgets

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyline-express-e2e.ipynb"
SEED = 3  # a game whose first three rounds show +1, an AI tie, a forced 5, services bought
PLAYERS = ["You"]
CODE = (
    "from skywidgets import SkylineExpress\n"
    f"w = SkylineExpress(players={json.dumps(PLAYERS)}, seed={SEED},\n"
    '                   settings={"autoplay": False, "pace": 0})\n'
    "w"
)
#: who the Log says played an AI step. Steps that play on their own (autoplay, Bot move) are
#: the "AI opponent"'s; a step clicked with Next AI step goes to Python as a move message,
#: which the widget logs under the seat to move ("You"), like a tie the player decides.
CLICKED_AI_STEP_BY = {"AI opponent", PLAYERS[0]}
SETTLE_TIMEOUT = 30  # seconds for the page to show the engine's state after a click
#: the screenshots' window: tall enough for the code cell, the dice, your carriage and the
#: AI opponent's next step with its reason
SCREENSHOT_VIEWPORT = {"width": 1440, "height": 1180}


def _expect():
    from playwright.sync_api import expect

    return expect


# ---- reading the page --------------------------------------------------------

#: the board and the Log at one instant (an AI step playing on its own may redraw in between)
_SNAPSHOT_JS = """w => {
    const sheet = sel => {
        const s = w.querySelector(sel);
        if (!s) return null;
        const seats = [...s.querySelectorAll('.skyline-seat[data-seat]')]
            .sort((a, b) => Number(a.dataset.seat) - Number(b.dataset.seat))
            .map(e => {
                const p = e.querySelector('.skyline-passenger');
                if (!p) return null;
                // the letter is drawn by the style sheet from data-letter: read as drawn
                const letter = getComputedStyle(p.querySelector('.skyline-passenger-letter'), '::before').content.replace(/"/g, '');
                return {colour: p.className.match(/skyline-c-(\\w+)/)[1], letter,
                        star: p.classList.contains('is-persona') ? getComputedStyle(p.querySelector('.skyline-persona'), '::before').content.replace(/"/g, '') + p.querySelector('.skyline-persona').textContent : null};
            });
        return {
            seats,
            tracks: [...s.querySelectorAll('.skyline-track')].map(t => t.getAttribute('aria-label')),
            score: Object.fromEntries([...s.querySelectorAll('.skyline-score > div')]
                .map(d => [d.querySelector('dt').textContent, d.querySelector('dd').textContent])),
            total: s.querySelector('.skyline-total').textContent,
        };
    };
    const why = w.querySelector('.skyline-ai-why');
    return {
        main: sheet('.skyline-sheet.is-main'),
        ai: sheet('.skyline-sheet.is-ai'),
        dice: [...w.querySelectorAll('.skyline-tray .skyline-die-button')].map(b => ({
            colour: b.dataset.colour, value: Number(b.querySelector('.skyline-die').dataset.value),
            caption: b.querySelector('.skyline-die-caption')?.textContent ?? null})),
        round: w.querySelector('.skyline-round-count')?.textContent ?? '',
        log: [...w.querySelectorAll('.skyw-log-panel .skyw-log-entry')].map(e => [...e.children].map(c => c.textContent)),
        why: why && !why.hidden ? {label: why.querySelector('.skyline-why-label').textContent.trim(),
                                   steps: [...why.querySelectorAll('.skyline-why-step')].map(e => e.textContent)} : null,
        step: w.querySelector('.skyline-ai-step')?.textContent ?? '',
        actions: Object.fromEntries([...w.querySelectorAll('.skyline-actions [data-action]')].map(b => {
            const why = b.getAttribute('aria-describedby');
            return [b.dataset.action, {enabled: b.getAttribute('aria-disabled') === 'false',
                                       reason: why ? document.getElementById(why)?.textContent ?? '' : ''}];
        })),
        autoplay: w.querySelector('.skyline-autoplay')?.checked ?? null,
    };
}"""


def _log(jupyterlab, widget) -> list[dict]:
    return jupyterlab.log_entries(widget.evaluate(_SNAPSHOT_JS)["log"])


def _replay(jupyterlab, log: list[dict]):
    """The engine's state after the Log's moves, replayed in this process by their labels."""
    def check(entry, state, move):
        want = CLICKED_AI_STEP_BY if move.kind.startswith("ai-") else {PLAYERS[0]}
        assert entry["player"] in want, entry

    state = skywidgets.load("skyline_express").new(players=len(PLAYERS), seed=SEED)
    return jupyterlab.replay_log(state, log, check)


def _join(items) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _expected_sheet(view: dict, sheet: dict, ai: bool) -> dict:
    """What a sheet should show, worked out here from the engine's view."""
    worth = dict(zip(sheet["personas"], sheet["persona_values"]))  # a list, in the order of personas
    letters = {"yellow": "Y", "blue": "B", "green": "G", "red": "R"}
    seats = [None if colour is None else
             {"colour": colour, "letter": letters[colour], "star": f"\u2605{worth[s]}" if s in worth else None}
             for s, colour in enumerate(sheet["seats"])]
    tracks = view["tracks"]
    score = sheet["score"]
    return {
        "seats": seats,
        "tracks": [
            f"Tickets: {sheet['tickets']} gained, {sheet['tickets_spent']} spent, "
            f"{sheet['tickets_left']} left (a track of {tracks['tickets']})",
            f"Dice points: {sheet['dice_points']} gained, {sheet['dice_points_spent']} spent, "
            f"{sheet['dice_points_left']} left (a track of {tracks['dice_points']})",
        ],
        "score": {"Goals": "none" if ai else str(score["goals"]),
                  "Personas \u00d72" if ai else "Personas": str(score["personas"]),
                  "Services": str(score["services"]), "Total": str(score["total"])},
        "total": f"\u00b7 {score['total']} point{'s' if score['total'] != 1 else ''}",
    }


def _expected_why(view: dict) -> dict | None:
    """The reason under Next AI step, worked out here from the engine's ai_pending."""
    pending = view["ai_pending"]
    if pending is None:
        return None
    if pending["step"] == "die":
        rules = pending["rules"]
        steps = [f"{r['rule']}" + (f" ({r['detail']})" if r.get("detail") else "")
                 + (f": keeps {_join(r['kept'])}" if r.get("kept") else "") for r in rules]
        if pending["tie"]:
            steps[-1] = f"{rules[-1]['rule']} among {_join(pending['choices'])}"
    elif pending["step"] == "seat":
        steps = [pending["value_rule"], f"seat {pending['seat']}: {pending['seat_rule']}"]
    else:
        service = next(s for s in view["services"] if s["id"] == pending["service"])
        steps = [f"{service['name']} ({service['id']}): {pending['rule']}"]
    return {"label": "A tie. Why:" if pending["tie"] else "Why:", "steps": steps}


def _expected_actions(view: dict) -> dict | None:
    """The special actions' buttons, worked out here from the engine's view["actions"]:
    enabled where it says None, else its reason; one reason for all is said once (every
    button names that one line). None once the game is over (the buttons are hidden)."""
    actions = view["actions"]
    if actions is None:
        return None
    keys = ("up", "down", "recolour", "service", "end")
    answers = [actions[k] for k in keys]
    shared = (answers[0]["reason"] if all(a is not None and a["reason"] == answers[0]["reason"]
                                          for a in answers) else None)
    return {k: {"enabled": a is None, "reason": "" if a is None else shared or a["reason"]}
            for k, a in zip(keys, answers)}


def _differences(snap: dict, state) -> list[str]:
    view = state.view(0)
    problems = []
    checks = [("your sheet", snap["main"], _expected_sheet(view, view["sheets"][0], ai=False)),
              ("the AI's sheet", snap["ai"], _expected_sheet(view, view["ai"], ai=True))]
    for name, shown, want in checks:
        for key in ("seats", "tracks", "score", "total"):
            if shown is None or shown[key] != want[key]:
                problems.append(f"{name} {key}: shown {None if shown is None else shown[key]}, engine {want[key]}")
    held = view["held"]
    dice = [{"colour": d["colour"], "value": d["value"],
             "caption": None if d["taken_by"] is None
             else "in hand" if held and ["yellow", "blue", "green", "red"][held["die"]] == d["colour"]
             else "AI" if d["taken_by"] == "ai" else PLAYERS[d["taken_by"]]}
            for d in view["dice"]]
    if snap["dice"] != dice:
        problems.append(f"dice: shown {snap['dice']}, engine {dice}")
    if snap["round"] != f"Round {view['round']} of {view['rounds']}":
        problems.append(f"round: shown {snap['round']!r}, engine {view['round']}")
    if snap["why"] != _expected_why(view):
        problems.append(f"the AI's next step's reason: shown {snap['why']}, engine {_expected_why(view)}")
    actions = _expected_actions(view)
    if actions is not None and snap["actions"] != actions:
        problems.append(f"special actions: shown {snap['actions']}, engine {actions}")
    return problems


def _settled(jupyterlab, widget, ply: int, autoplay: bool):
    """Wait until the Log has at least `ply` moves, the page shows the engine's state after
    them, and (with autoplay) no AI step that plays on its own is still to come."""
    def compare(snap, log):
        state = _replay(jupyterlab, log)
        problems = _differences(snap, state)
        if not problems and autoplay and state.automatic_move() is not None:
            problems = ["an AI step that plays on its own is still to come"]
        return state, problems

    return jupyterlab.settle(widget, _SNAPSHOT_JS, ply, compare, SETTLE_TIMEOUT)


# ---- playing by clicking -------------------------------------------------------


def _click_and_settle(jupyterlab, widget, locator, label: str, autoplay: bool, who=frozenset(PLAYERS[:1])):
    """Click, then check the Log gained the move with `label` (its Legal moves label), played
    by one of `who`; with autoplay, the AI's steps after it must be the AI opponent's."""
    ply = len(_log(jupyterlab, widget)) + 1
    locator.click()
    state, snap = _settled(jupyterlab, widget, ply, autoplay)
    log = snap["log"]
    entry = log[ply - 1]
    assert entry["ply"] == ply and entry["label"] == label and entry["player"] in who, (entry, label, who)
    if autoplay:
        later = log[ply:]
        assert all(e["player"] == "AI opponent" for e in later), later
    return state


def _my_turn(jupyterlab, widget, state, autoplay: bool, played: dict):
    """One move of the player's by clicking: a die, +1 once, a seat, a service or End turn."""
    expect = _expect()
    view = state.view(0)
    ids = {m.id for m in state.legal_moves()}
    board = widget.locator(".skyline")
    if state.phase == "pick":
        # a die worth a dice point (2-4) when there is one, else the first one free
        free = [d for d in view["dice"] if d["taken_by"] is None]
        die = next((d for d in free if 2 <= d["value"] <= 4), free[0])
        button = board.locator(f".skyline-die-button[data-colour='{die['colour']}']")
        expect(button).to_have_class(re.compile(r"\bis-target\b"))
        move_id = die["colour"][0]
        state = _click_and_settle(jupyterlab, widget, button, jupyterlab.move_label(widget, move_id), autoplay)
        assert state.held["colour"] == die["colour"] and state.held["value"] == die["value"]
        expect(board.locator(".skyline-hand [role=img]")).to_have_attribute(
            "aria-label", re.compile(rf"^In hand: a {die['colour']} {die['value']}"))
        return state
    if state.phase == "hold":
        if "+" in ids and not played["up"] and state.held["value"] < 5:
            up = board.locator(".skyline-actions [data-action='up']")
            expect(up).to_have_attribute("aria-disabled", "false")
            expect(up).to_have_text(f"+1 ({view['costs']['change_value']} dice point)")
            before = state.held["value"]
            points = view["sheets"][0]["dice_points_left"]
            state = _click_and_settle(jupyterlab, widget, up, jupyterlab.move_label(widget, "+"), autoplay)
            assert state.held["value"] == before + 1
            assert state.view(0)["sheets"][0]["dice_points_left"] == points - view["costs"]["change_value"]
            played["up"] += 1
            return state
        targets = board.locator(".skyline-sheet.is-main .skyline-seat.is-target")
        expect(targets.first).to_be_visible()
        seats = [int(s) for s in targets.evaluate_all("els => els.map(e => e.dataset.seat)")]
        assert sorted(seats) == [s for s, c in enumerate(view["sheets"][0]["seats"]) if c is None]
        seat = min(seats)
        name = view["seat_names"][seat]
        held = state.held
        seat_button = board.locator(f".skyline-sheet.is-main .skyline-seat[data-seat='{seat}']")
        state = _click_and_settle(jupyterlab, widget, seat_button, jupyterlab.move_label(widget, name), autoplay)
        assert state.sheets[0].seats[seat] == held["colour"]
        expect(seat_button).to_have_attribute(
            "aria-label", re.compile(rf"^{name}, .*: {held['colour']} (passenger|persona)"))
        played["seated"] += 1
        return state
    assert state.phase == "after", state.phase
    buys = [m for m in state.legal_moves() if m.kind == "service"]
    if buys:
        # the services table: the card says what the service scores, its Buy button the cost
        service = view["services"][buys[0].arg]
        card = board.locator(f".skyline-service[data-service='{service['index']}']")
        expect(card.locator(".skyline-service-text")).to_have_text(service["text"])
        buy = card.locator(".skyline-buy")
        expect(buy).to_have_text(f"Buy ({view['costs']['service']} tickets)")
        tickets = view["sheets"][0]["tickets_left"]
        state = _click_and_settle(jupyterlab, widget, buy, jupyterlab.move_label(widget, service["id"]), autoplay)
        assert state.view(0)["sheets"][0]["tickets_left"] == tickets - view["costs"]["service"]
        expect(card).to_have_class(re.compile(r"\bis-mine\b"))
        played["services"] += 1
        return state
    return _click_and_settle(jupyterlab, widget, board.locator(".skyline-actions [data-action='end']"),
                             jupyterlab.move_label(widget, "end"), autoplay)


def _ai_step(jupyterlab, widget, state, autoplay: bool, played: dict):
    """The AI opponent's step by clicking: its reason is shown first, then Next AI step (or,
    in a tie, a Give button under a die)."""
    expect = _expect()
    board = widget.locator(".skyline")
    snap = widget.evaluate(_SNAPSHOT_JS)
    view = state.view(0)
    assert snap["why"] == _expected_why(view), (snap["why"], view["ai_pending"])
    moves = state.legal_moves()
    if len(moves) > 1:  # the list ends in a tie: the player gives it a die
        pending = view["ai_pending"]
        assert pending["tie"] and sorted(pending["choices"]) == sorted(m.arg for m in moves)
        expect(board.locator(".skyline-ai-step")).to_have_attribute("aria-disabled", "true")
        expect(board.locator(".skyline-ai-why")).to_contain_text("the player decides among")
        move = moves[-1]
        give = board.locator(f".skyline-give[data-colour='{move.arg}']")
        played["ties"] += 1
        # the player decides, so the Log says the player played it
        return _click_and_settle(jupyterlab, widget, give, state.describe(move), autoplay, who={PLAYERS[0]})
    (move,) = moves
    label = state.describe(move)
    step = board.locator(".skyline-ai-step")
    expect(step).to_have_text(f"Next AI step: {label} (A)")
    expect(step).to_have_attribute("aria-disabled", "false")
    if move.kind == "ai-place":
        expect(board.locator(f".skyline-sheet.is-ai .skyline-seat[data-seat='{move.arg}']")).to_have_class(
            re.compile(r"\bis-ai-target\b"))
        if view["ai_pending"]["changed_by"]:
            played["forced_fives"] += 1
    played["ai_clicks"] += 1
    state = _click_and_settle(jupyterlab, widget, step, label, autoplay, who=CLICKED_AI_STEP_BY)
    # the step just played is the newest decision in the trace
    latest = state.view(0)["ai_trace"][-1]
    expect(board.locator(".skyline-trace > li").last).to_contain_text(
        {"die": "Die: the", "seat": f"Seat: {latest.get('choice')}", "service": "Service:"}[latest["step"]])
    return state


def _play_until(jupyterlab, widget, state, autoplay: bool, played: dict, stop):
    for _ in range(80):
        if stop(state):
            return state
        if state.phase.startswith("ai_"):
            assert not autoplay or len(state.legal_moves()) > 1, "autoplay should have played this AI step"
            state = _ai_step(jupyterlab, widget, state, autoplay, played)
        else:
            state = _my_turn(jupyterlab, widget, state, autoplay, played)
    raise AssertionError(f"stuck at {state.phase} in round {state.round}")


# ---- colours -----------------------------------------------------------------

#: the edges that carry meaning: passengers, dice, seats, buttons
_SHAPES = [("passenger", ".skyline-passenger"), ("die", ".skyline-die-button:not(.is-taken) .skyline-die"),
           ("seat", ".skyline-seat"), ("button", ".skyline-button")]


def _check_contrast(looks, widget, theme: str) -> dict:
    """Text >= 4.5:1 and meaningful edges >= 3:1 on the board, in the theme JupyterLab shows."""
    texts = [t for t in looks.texts(widget, ".skyline *") if not t["faded"]]
    assert len(texts) > 100, len(texts)
    low = looks.below(texts, 4.5)
    assert not low, f"{theme}: text below 4.5:1: {low[:8]}"
    shapes = looks.edges(widget, _SHAPES)
    assert {s["what"] for s in shapes} >= {"passenger", "die", "seat", "button"}, {s["what"] for s in shapes}
    weak = looks.below(shapes, 3, "edge")
    assert not weak, f"{theme}: edges below 3:1: {weak[:8]}"
    lowest = round(min(looks.contrast(t["fg"], t["bg"]) for t in texts), 2)
    return {"bg": looks.behind(widget.locator(".skyline")), "texts": len(texts), "lowest": lowest}


#: score labels that stick out of their boxes (JupyterLab's output CSS floats dt and dd)
_SCORE_SPILL_JS = """w => [...w.querySelectorAll('.skyline-score > div')].flatMap(box => {
    const b = box.getBoundingClientRect();
    return [...box.children].filter(e => { const r = e.getBoundingClientRect();
        return r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5
            || e.scrollWidth > e.clientWidth + 1; })
        .map(e => `${e.tagName} ${JSON.stringify(e.textContent)}: ${getComputedStyle(e).cssFloat}, ${Math.round(e.getBoundingClientRect().width)}px`);
})"""


# ---- the test ----------------------------------------------------------------


def _set_autoplay(widget, on: bool) -> None:
    """Tick or untick "AI plays on its own": Python's settings follow, and the box shows them."""
    box = widget.get_by_label("AI plays on its own")
    if on:
        box.check()
    else:
        box.uncheck()
    # Python answers with its settings; the box is redrawn from them
    widget.page.wait_for_timeout(300)
    _expect()(box).to_be_checked(checked=on)


def test_play_skyline_express_in_jupyterlab(jupyterlab, page, looks, artifacts_dir, update_docs_img):
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyline_express",
                                             ".skyline-sheet.is-main .skyline-seat", 24)
    expect(widget.locator(".skyline-sheet.is-ai .skyline-seat")).to_have_count(24)
    assert _log(jupyterlab, widget) == []
    state, snap = _settled(jupyterlab, widget, 0, autoplay=False)
    assert snap["autoplay"] is False
    assert state.round == 1 and state.phase == "pick"

    played = {"up": 0, "seated": 0, "services": 0, "ties": 0, "ai_clicks": 0, "forced_fives": 0}
    # Rounds 1 and 2: every AI step waits for Next AI step, its reason shown first; up to the
    # AI's last seat of round 2.
    state = _play_until(jupyterlab, widget, state, False, played,
                        lambda s: s.round == 2 and s.phase == "ai_place" and not s.queue)
    # the reason under Next AI step: the AI must spend dice points to make its die a 5
    state, snap = _settled(jupyterlab, widget, state.ply, autoplay=False)
    pending = state.view(0)["ai_pending"]
    assert snap["why"] == _expected_why(state.view(0)) and pending["step"] == "seat", snap["why"]
    played["forced_fives"] += pending["changed_by"] > 0
    assert snap["why"]["steps"][0].startswith("it must spend"), snap["why"]
    assert played["up"] == 1 and played["seated"] == 4, played
    # two AI turns a round, each its die and its seat (and any service it may take)
    assert played["ai_clicks"] + played["ties"] >= 7 and played["ties"] >= 1 and played["forced_fives"] >= 1, played
    ai_moves = [e for e in _log(jupyterlab, widget) if e["label"].startswith("the AI opponent ")]
    assert len(ai_moves) == played["ai_clicks"] + played["ties"], ai_moves

    # "AI plays on its own", ticked while that step waits: the AI plays it, and the next
    # round starts with the player's turn.
    ply = state.ply
    _set_autoplay(widget, True)
    state, snap = _settled(jupyterlab, widget, ply + 1, autoplay=True)
    assert state.round == 3 and state.phase == "pick" and snap["why"] is None, (state.round, state.phase)
    assert _log(jupyterlab, widget)[ply]["player"] == "AI opponent"  # played on its own, by the rules

    # Round 3: the AI plays on its own (a tie still waits for the player).
    state = _play_until(jupyterlab, widget, state, True, played, lambda s: s.round == 4)
    assert played["services"] >= 1, played
    assert state.ai.services, "the AI opponent should have taken a service on its own in round 3"
    expect(widget.locator(".skyline-sheet.is-main .skyline-owned")).to_contain_text("Services:")

    # Round 4: autoplay off again; seat a passenger, and the AI's step waits with its reason.
    _set_autoplay(widget, False)
    state = _play_until(jupyterlab, widget, state, False, played, lambda s: s.phase.startswith("ai_"))
    state, snap = _settled(jupyterlab, widget, state.ply, autoplay=False)
    assert snap["why"] is not None and snap["why"] == _expected_why(state.view(0))
    score = state.view(0)["sheets"][0]["score"]["total"]
    expect(widget.locator(".skyw-header").get_by_role("status")).to_contain_text(f"Move {state.ply}")

    # Light theme: colours and a screenshot (the widget's cell at the top).
    shots = {}
    page.set_viewport_size(SCREENSHOT_VIEWPORT)
    jupyterlab.frame(widget)
    expect(widget.locator(".skyline-ai-why")).to_be_in_viewport()
    spill = widget.evaluate(_SCORE_SPILL_JS)
    assert not spill, f"score labels out of their boxes: {spill}"
    light = _check_contrast(looks, widget, "light")
    shots["light"] = artifacts_dir / "skyline-express-jupyterlab.png"
    page.screenshot(path=str(shots["light"]))
    widget.screenshot(path=str(artifacts_dir / "skyline-express-widget-light.png"))
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        expect(widget.locator(".skyline")).to_be_visible()
        jupyterlab.frame(widget)
        dark = _check_contrast(looks, widget, "dark")
        shots["dark"] = artifacts_dir / "skyline-express-jupyterlab-dark.png"
        page.screenshot(path=str(shots["dark"]))
        widget.screenshot(path=str(artifacts_dir / "skyline-express-widget-dark.png"))
        # still the same game on screen
        again, _ = _settled(jupyterlab, widget, state.ply, autoplay=False)
        assert again.ply == state.ply and again.view(0)["sheets"][0]["score"]["total"] == score
    finally:
        jupyterlab.restore_light_theme()
    assert looks.luminance(dark["bg"]) < looks.luminance(light["bg"]), (light, dark)

    problems = jupyterlab.console_errors("skyline")
    assert not problems, problems
    update_docs_img(shots["light"], shots["dark"])  # docs/img/skyline-express-jupyterlab(-dark).png
    print(f"\nplayed {state.ply} moves to round {state.round}: {played}; contrast light {light['lowest']}:1, "
          f"dark {dark['lowest']}:1 (lowest); screenshots: {artifacts_dir}")
