"""Skyjo in a real JupyterLab, driven like a person would in Debian's Chromium.

The test writes its own small notebook into the served folder (it does not
depend on notebooks/skyjo.ipynb): one cell makes a two-player game against the
greedy bot, seed 1, bots moving at once. It runs every cell from the Run menu,
then plays by clicking: the two opening reveals, then (once it is the human's
turn) the three ways to play a turn: take the discard into a card; draw, then
swap; draw, then discard it and flip a face-down card. After each move it
checks the page: the Log gains the move with the Legal moves panel's label, the
clicked slot shows the expected value, the bot's reply reaches the Log, both
grids on screen are the engine's (the Log's moves replayed in Python), and no
face-down card shows a value anywhere. Then the Chance panel (a mean, 15 bars),
a small simulation in Simulated outcomes (its "Mean round score" column), and
screenshots in the light and dark themes in the artifacts folder.
"""

from __future__ import annotations

import json
import re

import pytest

import skywidgets

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skyjo-e2e.ipynb"
SEED = 1
PLAYERS = ["You", "greedy"]
CODE = (
    "from skywidgets import Skyjo\n"
    f'w = Skyjo(players={json.dumps(PLAYERS)}, seed={SEED}, settings={{"pace": 0}})\n'
    "w"
)
#: a move's label (as the Log and the Legal moves panel show it) -> its id
SIM_N = 5


def _expect():
    from playwright.sync_api import expect

    return expect


# ---- reading the page --------------------------------------------------------

#: both grids (seat 0, the main grid, then seat 1) and the Log's rows, read at one instant:
#: the bot's reply may update the page between two separate reads
_SNAPSHOT_JS = """w => {
    const cards = sel => [...w.querySelectorAll(sel)].map(e => e.classList.contains('is-up')
        ? ['up', Number(e.dataset.value)] : e.classList.contains('is-gone') ? ['gone', null] : ['down', null]);
    return {
        grids: [cards('.skyjo-grid.is-main .skyjo-slot > .skyjo-card'), cards('.skyjo-others .skyjo-grid > .skyjo-card')],
        log: [...w.querySelectorAll('.skyw-log-panel .skyw-log-entry')].map(e => [...e.children].map(c => c.textContent)),
        downs: [...w.querySelectorAll('.skyjo-card.is-down')].map(e => ({text: e.textContent.trim(),
            mark: getComputedStyle(e.querySelector('.skyjo-back-mark'), '::before').content,
            value: e.dataset.value ?? null, label: e.getAttribute('aria-label') ?? '',
            slot: e.closest('.skyjo-slot')?.getAttribute('aria-label') ?? ''})),
    };
}"""


def _snapshot(jupyterlab, widget) -> dict:
    snap = widget.evaluate(_SNAPSHOT_JS)
    return {"grids": snap["grids"], "log": jupyterlab.log_entries(snap["log"]), "downs": snap["downs"]}


def _screen_grids(widget) -> list[list[list]]:
    """Both grids as the page shows them, seat 0 (the main grid) then seat 1."""
    return widget.evaluate(_SNAPSHOT_JS)["grids"]


def _log(jupyterlab, widget) -> list[dict]:
    """The Log's entries: ply, player and label."""
    return _snapshot(jupyterlab, widget)["log"]


def _replay(jupyterlab, log: list[dict]):
    """The engine's state after the Log's moves, replayed in this process."""
    return jupyterlab.replay_log(skywidgets.load("skyjo").new(players=len(PLAYERS), seed=SEED), log)


def _engine(jupyterlab, widget):
    """The engine's state after the Log's moves."""
    return _replay(jupyterlab, _log(jupyterlab, widget))


def _engine_grids(state) -> list[list[list]]:
    return [[[c["state"], c["value"]] for c in grid] for grid in state.view(0)["grids"]]


def _check_page_is_the_engine(jupyterlab, widget):
    """Both grids on screen are the engine's after the Log's moves; no face-down card shows a value."""
    snap = _snapshot(jupyterlab, widget)  # grids and Log at one instant
    state = _replay(jupyterlab, snap["log"])
    assert snap["grids"] == _engine_grids(state), (
        f"the grids on screen are not the engine's after moves {[e['label'] for e in snap['log']]}")
    downs = snap["downs"]
    n_down = sum(c["state"] == "down" for grid in state.view(0)["grids"] for c in grid)
    grid_downs = [d for d in downs if d["label"] != "" or d["slot"] != ""]
    assert len(grid_downs) == n_down, (len(grid_downs), n_down)
    for card in downs:
        # no back holds any text (the draw pile's count is beside it); the stylesheet draws "?"
        assert card["value"] is None, f"a face-down card carries a value: {card}"
        assert card["text"] == "" and card["mark"] == '"?"', f"a face-down card shows {card['text']!r}: {card}"
        if card["label"] or card["slot"]:
            assert "face down" in (card["label"] + card["slot"]), card
            assert not re.search(r"-?\d+, face up", card["slot"]), card
    return state


def _slots(widget, state: str) -> list[int]:
    return [i for i, (s, _) in enumerate(_screen_grids(widget)[0]) if s == state]


def _slot(widget, i: int):
    return widget.locator(f'.skyjo-grid.is-main .skyjo-slot[data-slot="{i}"]')


def _wait_my_turn(widget, phase: str) -> None:
    """Wait until the human (seat 0, the main grid) is to move in `phase`."""
    expect = _expect()
    expect(widget.locator(".skyjo-seat.is-main .skyjo-badge.is-turn")).to_be_visible(timeout=30_000)
    expect(widget.locator(".skyw-moves-panel .skyw-move").first).to_be_visible(timeout=30_000)
    prompt = widget.locator(".skyjo-prompt")
    if phase == "reveal":
        expect(prompt).to_contain_text("You: turn up a face-down card")
    elif phase == "turn":
        expect(prompt).to_contain_text("You: draw from the draw pile (D)")
        expect(widget.locator(".skyjo-draw")).to_have_class(re.compile(r"\bis-target\b"))
    else:
        expect(prompt).to_contain_text("You: you drew a")


def _expect_logged(widget, ply: int, label: str) -> None:
    """The Log has the move numbered `ply`, by You, with `label`."""
    expect = _expect()
    entry = widget.locator(".skyw-log-panel .skyw-log-entry").filter(
        has=widget.page.locator(".skyw-log-ply", has_text=re.compile(rf"^{ply}\.$"))
    )
    expect(entry).to_have_count(1, timeout=30_000)
    expect(entry).to_contain_text(f"{ply}. You: {label}")


def _expect_slot(widget, slot: int, value: int) -> None:
    expect = _expect()
    card = _slot(widget, slot).locator(".skyjo-card")
    expect(card).to_have_class(re.compile(r"\bis-up\b"))
    expect(card).to_have_attribute("data-value", str(value))
    expect(_slot(widget, slot)).to_have_accessible_name(re.compile(rf"^{value}, face up, slot {slot + 1}\b"))


def _expect_bot_replied(jupyterlab, widget, after_ply: int) -> list[dict]:
    """The greedy bot's reply is in the Log after move `after_ply`, and it is the human's turn again."""
    _wait_my_turn(widget, "turn")
    replies = [e for e in _log(jupyterlab, widget) if e["ply"] > after_ply]
    assert replies and all(e["player"] == "greedy" for e in replies), replies
    # a turn ends with a take, a swap or a discard-and-flip; labels name the card
    assert re.match(r"^(take the -?\d+ into|swap the drawn -?\d+ into|discard the -?\d+ and flip) "
                    r"slot \d+$", replies[-1]["label"]), replies
    return replies


def _reveal(jupyterlab, widget, slot: int) -> dict:
    ply = len(_log(jupyterlab, widget)) + 1
    label = jupyterlab.move_label(widget, f"r{slot + 1}")
    expect = _expect()
    expect(_slot(widget, slot)).to_have_class(re.compile(r"\bis-target\b"))
    _slot(widget, slot).click()
    _expect_logged(widget, ply, label)
    state = _engine(jupyterlab, widget)
    _expect_slot(widget, slot, state.view(0)["grids"][0][slot]["value"])
    return {"ply": ply, "id": f"r{slot + 1}", "label": label}


def _take(jupyterlab, widget, slot: int) -> dict:
    expect = _expect()
    ply = len(_log(jupyterlab, widget)) + 1
    label = jupyterlab.move_label(widget, f"t{slot + 1}")
    discard = widget.locator(".skyjo-discard")
    top = int(discard.locator(".skyjo-card").get_attribute("data-value"))
    discard.click()
    expect(discard).to_have_attribute("aria-pressed", "true")
    expect(_slot(widget, slot)).to_have_class(re.compile(r"\bis-target\b"))
    _slot(widget, slot).click()
    _expect_logged(widget, ply, label)
    _expect_slot(widget, slot, top)
    return {"ply": ply, "id": f"t{slot + 1}", "label": label, "value": top}


def _draw(jupyterlab, widget) -> tuple[int, int]:
    """Click the draw pile: the Log gains the draw, the hand shows the card."""
    expect = _expect()
    ply = len(_log(jupyterlab, widget)) + 1
    label = jupyterlab.move_label(widget, "d")
    widget.locator(".skyjo-draw").click()
    _expect_logged(widget, ply, label)
    _wait_my_turn(widget, "drawn")
    hand = widget.locator(".skyjo-hand .skyjo-card.is-up")
    expect(hand).to_have_count(1)
    drawn = int(hand.get_attribute("data-value"))
    expect(hand).to_have_attribute("aria-label", f"In hand: {drawn}, drawn by You")
    assert _engine(jupyterlab, widget).drawn == drawn
    return ply, drawn


def _draw_and_swap(jupyterlab, widget, slot: int) -> dict:
    draw_ply, drawn = _draw(jupyterlab, widget)
    label = jupyterlab.move_label(widget, f"s{slot + 1}")
    _expect()(_slot(widget, slot)).to_have_class(re.compile(r"\bis-target\b"))
    _slot(widget, slot).click()
    _expect_logged(widget, draw_ply + 1, label)
    _expect_slot(widget, slot, drawn)
    return {"ply": draw_ply + 1, "id": f"s{slot + 1}", "label": label, "value": drawn}


def _draw_and_flip(jupyterlab, widget, slot: int) -> dict:
    expect = _expect()
    draw_ply, drawn = _draw(jupyterlab, widget)
    label = jupyterlab.move_label(widget, f"f{slot + 1}")
    flip = widget.locator(".skyjo-flip-mode")
    expect(flip).to_be_visible()
    flip.click()
    expect(flip).to_have_attribute("aria-pressed", "true")
    expect(_slot(widget, slot)).to_have_class(re.compile(r"\bis-target\b"))
    _slot(widget, slot).click()
    _expect_logged(widget, draw_ply + 1, label)
    # the flipped value: the engine's, after the Log's moves (up to this one)
    state = _replay(jupyterlab, _log(jupyterlab, widget)[: draw_ply + 1])
    value = state.view(0)["grids"][0][slot]["value"]
    _expect_slot(widget, slot, value)
    assert state.discard[-1] == drawn, "the drawn card should be on the discard pile"
    return {"ply": draw_ply + 1, "id": f"f{slot + 1}", "label": label, "value": value}


# ---- the test ----------------------------------------------------------------


def test_play_skyjo_in_jupyterlab(jupyterlab, page, artifacts_dir):
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyjo", ".skyjo-grid.is-main .skyjo-slot", 12)
    expect(widget.locator(".skyjo-others .skyjo-grid > .skyjo-card")).to_have_count(12)
    assert _log(jupyterlab, widget) == []
    _check_page_is_the_engine(jupyterlab, widget)

    # The two opening reveals: two face-down cards of the human's grid.
    _wait_my_turn(widget, "reveal")
    played = []
    for _ in range(2):
        down = _slots(widget, "down")
        played.append(_reveal(jupyterlab, widget, down[0] if not played else down[-1]))
        _check_page_is_the_engine(jupyterlab, widget)
    # the bot turns its two up on its own, and (if its sum is higher) plays first
    _wait_my_turn(widget, "turn")
    log = _log(jupyterlab, widget)
    bot_reveals = [e for e in log if e["ply"] > played[-1]["ply"] and e["label"].startswith("reveal")]
    assert len(bot_reveals) == 2 and all(e["player"] == "greedy" for e in bot_reveals), log
    _check_page_is_the_engine(jupyterlab, widget)

    # Take the discard into a face-down card, then the bot replies.
    played.append(_take(jupyterlab, widget, _slots(widget, "down")[0]))
    _check_page_is_the_engine(jupyterlab, widget)
    _expect_bot_replied(jupyterlab, widget, played[-1]["ply"])
    _check_page_is_the_engine(jupyterlab, widget)

    # Draw, then swap the drawn card into a face-down card.
    played.append(_draw_and_swap(jupyterlab, widget, _slots(widget, "down")[0]))
    _check_page_is_the_engine(jupyterlab, widget)
    _expect_bot_replied(jupyterlab, widget, played[-1]["ply"])
    _check_page_is_the_engine(jupyterlab, widget)

    # Draw, then discard it and flip a face-down card.
    played.append(_draw_and_flip(jupyterlab, widget, _slots(widget, "down")[-1]))
    _check_page_is_the_engine(jupyterlab, widget)
    _expect_bot_replied(jupyterlab, widget, played[-1]["ply"])
    state = _check_page_is_the_engine(jupyterlab, widget)
    expect(widget.locator(".skyw-header").get_by_role("status")).to_contain_text(f"Move {state.ply}")

    # The Chance panel: Python's mean of an unseen card, and a row per value (-2..12).
    chance = widget.locator(".skyw-chance-panel")
    if chance.get_attribute("open") is None:
        chance.locator("summary").click()
    expect(chance).to_have_attribute("open", "")
    view = state.view(0)
    expect(chance.locator(".skyw-chance-text").first).to_contain_text(
        re.compile(rf"worth {view['unseen_mean']:.2f} on average \(\d+ cards unseen\)"))
    bars = chance.locator(".skyw-chance-section").first.locator(".skyw-chance-row")
    expect(bars).to_have_count(15)
    labels = bars.evaluate_all("els => els.map(e => e.querySelector('.skyw-chance-label').textContent)")
    assert labels == [str(v) for v in range(-2, 13)]
    counts = bars.evaluate_all("els => els.map(e => e.querySelector('.skyw-chance-value').textContent)")
    total = sum(view["unseen"].values())
    assert counts == [f"{c} of {total}" for _, c in sorted((int(v), c) for v, c in view["unseen"].items())]

    # Simulated outcomes: N = 5 rollouts per legal move; numbers in every row.
    outcomes = widget.locator(".skyw-outcomes-panel")
    if outcomes.get_attribute("open") is None:
        outcomes.locator("summary").click()
    expect(outcomes).to_have_attribute("open", "")
    outcomes.get_by_label("Rollouts per move").fill(str(SIM_N))
    outcomes.get_by_role("button", name="Run", exact=True).click()
    table = outcomes.get_by_role("table")
    expect(table).to_be_visible(timeout=60_000)
    expect(outcomes.locator(".skyw-progress-text")).to_contain_text(f"{SIM_N} / {SIM_N}", timeout=60_000)
    expect(outcomes.locator(".skyw-progress-text")).to_contain_text("done")
    n_moves = widget.locator(".skyw-moves-panel .skyw-move").count()
    assert n_moves == len(state.legal_moves())
    expect(table.locator("tbody tr")).to_have_count(n_moves)
    headers = [t.strip() for t in table.locator("thead th").all_inner_texts()]
    mean_col = next((i for i, t in enumerate(headers) if t.startswith("Mean")), None)
    assert mean_col is not None and headers[mean_col].startswith("Mean round score"), headers
    body = table.locator("tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.children].map(c => c.innerText.replace(/\\s+/g, ' ').trim()))")
    means = [row[mean_col] for row in body]
    wins = [row[headers.index(next(t for t in headers if t.startswith("Win")))] for row in body]
    assert all(re.match(r"^-?\d+(\.\d+)?", m) for m in means), means
    assert all(re.match(r"^(<|>)?\d+(\.\d+)?\s*%", w) for w in wins), wins
    expect(outcomes).to_contain_text(f"position after move {state.ply}")

    # Screenshots, light then dark (Settings → Theme).
    jupyterlab.frame(widget)
    page.screenshot(path=str(artifacts_dir / "skyjo-jupyterlab.png"))
    widget.screenshot(path=str(artifacts_dir / "skyjo-widget-light.png"))
    light_bg = widget.evaluate("e => getComputedStyle(e).backgroundColor")
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        jupyterlab.frame(widget)
        page.screenshot(path=str(artifacts_dir / "skyjo-jupyterlab-dark.png"))
        widget.screenshot(path=str(artifacts_dir / "skyjo-widget-dark.png"))
        dark_bg = widget.evaluate("e => getComputedStyle(e).backgroundColor")
        # still the same game, and still no value on a face-down card
        assert len(_log(jupyterlab, widget)) == state.ply
        _check_page_is_the_engine(jupyterlab, widget)
    finally:
        jupyterlab.restore_light_theme()
    assert light_bg != dark_bg, (light_bg, dark_bg)

    problems = jupyterlab.console_errors("skyjo")
    assert not problems, problems
    print(f"\nplayed: {[p['id'] for p in played]}; screenshots: {artifacts_dir}")
