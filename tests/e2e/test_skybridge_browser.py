"""Skybridge in a real JupyterLab, driven like a person would in Debian's Chromium.

The test writes its own small notebook into the served folder (like the Skyjo and
Skyline Express tests; notebooks/skybridge.ipynb plays many games, too slow here): one
cell shows a three-player game, ``Skybridge(players=["You", "greedy", "mcts"], seed=0)``,
with no pause between bot moves (mcts takes about half a second a move). It runs the
cell from the Run menu, then plays the opening of the game, seven moves of the ivory
player's, each answered by the two bots:

- blocks: a piece button, then a base on the map (twice), or the base's number in the
  3D drawing (twice, once with the board turned a quarter), or by the keyboard on the
  map (once: 3, arrows, Enter; the notebook must not take the keys as its shortcuts);
- an illegal target tried first: the lowest-level rule and the touching rule, each
  answered by Python (the board asks it "why") with its reason and the rule, in a note
  beside the clicked base, and said on the line about the base while it is pointed at;
  nothing is played;
- the bridge by two clicks (its first base, then a neighbour), after a base no bridge
  can start from was tried (Python says why, beside it);
- a roof, which makes the first points (the roof's tower and the tower its bridge adds);
- the 3D board turned with its buttons and the E key: the drawing changes, the map and
  the game don't, and four quarter turns give the same drawing back.

The moves are chosen for seed 0: after 3@5, 3@3, 2@9 and 3@7 (and the bots' answers)
the ivory bridge fits on bases 1 and 4 only (the test checks that it is the one legal
bridge before laying it), and a roof on base 1 then scores.

After every step the page is checked against the engine: each base's floors, owner,
scoring tags and top piece on the map, the pieces in the 3D drawing, the bridges on the
map, the turn line, the pieces-left table and the score table are those of the state
reached by replaying the Log's moves in Python (``skywidgets.load("skybridge")``).
Then, with a roof picked (its legal bases marked) and the folded parts under the board
opened, nothing on the board may float or stick out of the widget sideways, and in the
light and the dark theme every piece of HTML text on the board must reach 4.5:1, and the map's bases, bridge bars, colour
chips, piece buttons and turn buttons 3:1, as must the 3D plate and the pieces'
outlines. Screenshots of the page and close-ups of the board's parts go to the
artifacts folder (SKYWIDGETS_E2E_ARTIFACTS).

Set SKYWIDGETS_UPDATE_DOCS_IMG=1 to also write docs/img/skybridge-jupyterlab.png and
docs/img/skybridge-jupyterlab-dark.png.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import skywidgets

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "skybridge-e2e.ipynb"
SEED = 0
PLAYERS = ["You", "greedy", "mcts"]
CODE = (
    "from skywidgets import Skybridge\n"
    f'w = Skybridge(players={json.dumps(PLAYERS)}, seed={SEED}, settings={{"pace": 0}})\n'
    "w"
)
SETTLE_TIMEOUT = 60  # seconds for both bots' replies to reach the page after a click
#: the screenshots' window: the code cell, the status line, the pieces, the 3D board and
#: the map side by side, and the score and pieces-left tables
SCREENSHOT_VIEWPORT = {"width": 1440, "height": 1440}
LETTERS = {"ivory": "I", "charcoal": "C", "orange": "O", "blue": "U"}
KINDS = ("tall", "short", "bridge", "roof")
NAMES = {"tall": "three-story block", "short": "two-story block", "bridge": "bridge", "roof": "roof"}


def _expect():
    from playwright.sync_api import expect

    return expect


# ---- reading the page --------------------------------------------------------

#: the map, the 3D drawing, both tables and the Log at one instant (the bots' replies
#: redraw the board in between two separate reads)
_SNAPSHOT_JS = """w => {
    const colourOf = e => (String(e?.className ?? '').match(/skybridge-c-(\\w+)/) || [])[1] ?? null;
    const cells = [...w.querySelectorAll('.skybridge-map .skybridge-cell[data-base]')]
        .sort((a, b) => Number(a.dataset.base) - Number(b.dataset.base))
        .map(c => ({
            floors: c.querySelector('.skybridge-floors-n')?.textContent ?? null,
            empty: c.querySelector('.skybridge-empty') !== null,
            top: colourOf(c),
            tags: [...c.querySelectorAll('.skybridge-tag')].map(t => t.textContent),
            // (its name says the words it shows first: "5 3 floors ▲I: base 5: tower ...")
            label: (c.getAttribute('aria-label') || '').replace(/^[^:]*: /, '').split(/\\. /)[0].split('; placed here')[0],
        }));
    const parts = {};
    for (const p of w.querySelectorAll('.skybridge-3d .skybridge-pieces .skybridge-part')) {
        parts[p.dataset.piece] = (parts[p.dataset.piece] || 0) + 1;
    }
    const supply = [...w.querySelectorAll('.skybridge-supply-table tbody[data-seat]')].map(tb => ({
        seat: Number(tb.dataset.seat),
        name: tb.querySelector('.skybridge-player-name')?.textContent ?? '',
        rows: [...tb.querySelectorAll('tr')].map(tr => ({
            colour: colourOf(tr.querySelector('.skybridge-chip')),
            counts: [...tr.querySelectorAll('td.is-num')].map(td => td.textContent)})),
    }));
    const score = [...w.querySelectorAll('.skybridge-score-table tbody[data-seat]')].map(tb => ({
        seat: Number(tb.dataset.seat),
        name: tb.querySelector('.skybridge-player-name')?.textContent ?? '',
        total: tb.querySelector('.skybridge-player-total')?.textContent ?? null,
        rows: [...tb.querySelectorAll('tr[data-colour]')].map(tr => ({
            colour: tr.dataset.colour,
            cells: [...tr.querySelectorAll('td.is-num')].slice(0, 3).map(td => td.getAttribute('aria-label')),
            points: tr.querySelector('.skybridge-points')?.textContent ?? ''})),
    }));
    return {
        cells, parts, supply, score,
        bars: [...w.querySelectorAll('.skybridge-bars .skybridge-bar')].map(b => b.title).sort(),
        log: [...w.querySelectorAll('.skyw-log-panel .skyw-log-entry')].map(e => [...e.children].map(c => c.textContent)),
        turn: w.querySelector('.skybridge-turn')?.textContent ?? '',
    };
}"""


def _log(jupyterlab, widget) -> list[dict]:
    return jupyterlab.log_entries(widget.evaluate(_SNAPSHOT_JS)["log"])


def _replay(jupyterlab, log: list[dict]):
    """The engine's state after the Log's moves, replayed in this process by their labels."""
    def check(entry, state, move):
        assert entry["player"] == PLAYERS[state.current_player], (entry, state.current_player)

    return jupyterlab.replay_log(skywidgets.load("skybridge").new(players=len(PLAYERS), seed=SEED), log, check)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _bases(bases) -> str:
    return ", ".join(str(b + 1) for b in bases)


def _expected(state) -> dict:
    """What the board should show, worked out here from the engine's view."""
    view = state.view(0)
    cells = []
    for base, tower in enumerate(view["towers"]):
        stack = [view["pieces"][i] for i in view["stacks"][base]]
        if not stack:
            cells.append({"floors": None, "empty": True, "top": None, "tags": [], "label": f"base {base + 1}: empty"})
            continue
        top = stack[-1]
        tags = [f"\u25b2{LETTERS[tower['owner']]}"] if tower["owner"] else []
        points = view["colour_points"]
        if tower["owner"] and base in points[tower["owner"]]["doubled"]:
            tags.append("\u00d72")
        tags += [f"+{LETTERS[c]}" for c in LETTERS if base in points[c]["bridged"]]
        where = ""
        if top["kind"] == "bridge":
            where = f" to base {next(b for b in top['bases'] if b != base) + 1}"
        label = f"base {base + 1}: tower {_plural(tower['floors'], 'floor')}"
        if tower["owner"]:
            label += f", owned by {tower['owner']}"
        label += f"; top: {top['colour']} {NAMES[top['kind']]}{where}"
        if tower["owner"] and base in points[tower["owner"]]["doubled"]:
            label += f"; doubled for {tower['owner']}"
        bridged_by = [c for c in LETTERS if base in points[c]["bridged"]]
        if bridged_by:
            label += f"; also scores for {' and '.join(bridged_by)} (bridge)"
        cells.append({"floors": str(tower["floors"]), "empty": False, "top": top["colour"], "tags": tags,
                      "label": label})
    parts = {str(i): len(p["bases"]) for i, p in enumerate(view["pieces"])}
    bars = sorted(f"{p['colour']} bridge on bases {p['bases'][0] + 1} and {p['bases'][1] + 1}, level {p['z']}"
                  for p in view["pieces"] if p["kind"] == "bridge")
    supply = [{"seat": seat, "name": PLAYERS[seat],
               "rows": [{"colour": colour, "counts": [str(kinds[k]) if k in kinds else "\u2014" for k in KINDS]}
                        for colour, kinds in bySeat.items()]}
              for seat, bySeat in enumerate(view["supply"])]
    score = []
    for seat, colours in enumerate(view["colours"]):
        rows = []
        for colour in colours:
            p = view["colour_points"][colour]
            doubled = p["total"] - p["tower_floors"] - p["bridged_floors"]
            idle = p["bridge_reach"] and not any(b in p["towers"] for b in p["bridge_reach"])
            rows.append({
                "colour": colour,
                "cells": [
                    f"towers {_bases(p['towers'])}: {_plural(p['tower_floors'], 'floor')}" if p["towers"] else "no towers",
                    f"its bridge adds towers {_bases(p['bridged'])}: {_plural(p['bridged_floors'], 'floor')}"
                    if p["bridged"] else
                    f"its bridge reaches {_bases(p['bridge_reach'])} but scores nothing (it owns none of them)"
                    if idle else "no tower added by a bridge",
                    f"doubled: towers {_bases(p['doubled'])} +{doubled}" if p["doubled"] else "nothing doubled",
                ],
                "points": str(p["total"]),
            })
        total = f"total {int(view['scores'][seat])}" if len(colours) > 1 else None
        assert view["scores"][seat] == sum(view["colour_points"][c]["total"] for c in colours)
        score.append({"seat": seat, "name": PLAYERS[seat], "total": total, "rows": rows})
    return {"cells": cells, "parts": parts, "bars": bars, "supply": supply, "score": score}


def _differences(snap: dict, state) -> list[str]:
    want = _expected(state)
    problems = []
    for base, (shown, cell) in enumerate(zip(snap["cells"], want["cells"])):
        if shown != cell:
            problems.append(f"base {base + 1} on the map: shown {shown}, engine {cell}")
    for key, what in (("parts", "the 3D drawing's parts per piece"), ("bars", "the map's bridges"),
                      ("supply", "the pieces-left table"), ("score", "the score table")):
        if snap[key] != want[key]:
            problems.append(f"{what}: shown {snap[key]}, engine {want[key]}")
    view = state.view(0)
    if not view["over"]:
        seat = view["current_player"]
        who = "You place" if PLAYERS[seat] == "You" else f"{PLAYERS[seat]} places"
        if who not in snap["turn"] or f" {view['colour']} now" not in snap["turn"]:
            problems.append(f"the turn line: {snap['turn']!r}, engine: seat {seat} places {view['colour']}")
    return problems


def _settled(jupyterlab, widget, ply: int):
    """Wait until the Log has at least `ply` moves, the bots have answered (You are to
    move, or the game is over) and the page shows the engine's state after the Log."""
    def compare(snap, log):
        state = _replay(jupyterlab, log)
        if state.current_player not in (0, None):
            return state, [f"waiting for {PLAYERS[state.current_player]}'s move"]
        return state, _differences(snap, state)

    return jupyterlab.settle(widget, _SNAPSHOT_JS, ply, compare, SETTLE_TIMEOUT)


# ---- playing by clicking -------------------------------------------------------


def _cell(widget, base: int):
    return widget.locator(f".skybridge-map .skybridge-cell[data-base='{base}']")


def _in_3d(widget, base: int):
    """Base `base`'s number in the 3D drawing, on top of its tower: where a person clicks."""
    return widget.locator(f".skybridge-3d .skybridge-badge3d[data-base='{base}']")


def _pick(widget, state, kind: str) -> list[int]:
    """Click a piece button; the bases its legal moves go to are highlighted on the map and
    in 3D, and only those. Returns them."""
    expect = _expect()
    button = widget.locator(f".skybridge-pick[data-piece='{kind}']")
    expect(button).to_have_attribute("aria-disabled", "false")
    left = state.view(0)["supply"][0][state.view(0)["colour"]][kind]
    expect(button.locator(".skybridge-pick-count")).to_have_text(f"\u00d7{left}")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    legal = sorted({b for m in state.legal_moves() if m.kind == kind and not m.neutral for b in m.bases})
    if kind != "bridge":
        marked = widget.locator(".skybridge-cell.is-target").evaluate_all("els => els.map(e => Number(e.dataset.base))")
        assert sorted(marked) == legal, (kind, marked, legal)
        in3d = widget.locator(".skybridge-col.is-target").evaluate_all("els => els.map(e => Number(e.dataset.base))")
        assert sorted(in3d) == legal, (kind, in3d, legal)
    return legal


def _refusal_beside(widget, clicked, reason: str, summary: str) -> None:
    """Python's answer to a refused click is said in a note just under or over it: the
    reason (capitalised, a full stop) and the rule's summary; the error banner stays away.
    Then the note is dismissed (its button), and Python clears the error."""
    expect = _expect()
    note = widget.locator(".skyw-refusal")
    expect(note).to_contain_text(f"{reason[0].upper()}{reason[1:]}.")
    expect(note.locator(".skyw-refusal-rule")).to_contain_text(summary)
    said, at = note.bounding_box(), clicked.bounding_box()
    gap = max(said["y"] - (at["y"] + at["height"]), at["y"] - (said["y"] + said["height"]))
    assert gap <= 12 and said["x"] < at["x"] + at["width"] and said["x"] + said["width"] > at["x"], (said, at)
    expect(widget.locator(".skyw-error")).to_be_hidden()
    note.get_by_role("button", name="Dismiss").click()
    expect(note).to_be_hidden()


def _try_illegal(jupyterlab, widget, state, kind: str, rule: str) -> int:
    """With `kind` picked, click a base the engine forbids by `rule`: Python's reason and
    the rule are said beside it, the line about the base gives the reason (pointed at),
    and nothing is played."""
    expect = _expect()
    targets = state.view(0)["targets"][kind]
    place, target = next((p, t) for p, t in targets.items() if t and t["rule"] == rule)
    base = int(place) - 1
    ply = len(_log(jupyterlab, widget))
    cell = _cell(widget, base)
    expect(cell).to_have_class(re.compile(r"\bis-blocked\b"))
    cell.click()
    # the mouse is on the base: the line about it gives the reason
    expect(widget.locator(".skybridge-reason")).to_contain_text(f"{target['reason'][0].upper()}{target['reason'][1:]}.")
    expect(cell).to_have_attribute("aria-label", re.compile(re.escape(f"Not allowed for the {state.view(0)['colour']} "
                                                                      f"{NAMES[kind]}: {target['reason']}")))
    _refusal_beside(widget, cell, target["reason"], target["summary"])
    assert len(_log(jupyterlab, widget)) == ply, "an illegal target was played"
    return base


def _play_block(jupyterlab, widget, state, kind: str, base: int, where: str = "map"):
    """A block: its piece button, then its base on the map or in the 3D drawing."""
    expect = _expect()
    move_id = f"{'3' if kind == 'tall' else '2'}@{base + 1}"
    label = jupyterlab.move_label(widget, move_id)
    legal = _pick(widget, state, kind)
    assert base in legal, (move_id, legal)
    target = _cell(widget, base) if where == "map" else _in_3d(widget, base)
    target.hover()
    # pointed at: the piece is drawn where it would go, and the line under the map says so
    expect(widget.locator(".skybridge-ghost .skybridge-part.is-ghost")).to_have_count(1)
    expect(widget.locator(".skybridge-reason")).to_contain_text(f"\u2713 {label[0].upper()}{label[1:]}.")
    return _click_and_settle(jupyterlab, widget, target, label)


def _click_and_settle(jupyterlab, widget, locator, label: str):
    """Click; the Log gains the move with `label` (the Legal moves panel's), played by You,
    then both bots' replies, and the page shows the engine's state after them."""
    ply = len(_log(jupyterlab, widget)) + 1
    locator.click()
    state, snap = _settled(jupyterlab, widget, ply)
    entry = snap["log"][ply - 1]
    assert entry == {"ply": ply, "player": PLAYERS[0], "label": label}, (entry, label)
    later = snap["log"][ply:]
    assert [e["player"] for e in later] == PLAYERS[1:], later  # greedy then mcts
    return state


class _Keys:
    """A key press where _click_and_settle expects something to click."""

    def __init__(self, page, key: str):
        self.page, self.key = page, key

    def click(self) -> None:
        self.page.keyboard.press(self.key)


def _notebook_untouched(page) -> None:
    """The board's keys reached the board only: still one code cell, in command mode."""
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook")
    cells = notebook.locator(".jp-Cell")
    _expect()(cells).to_have_count(1)
    _expect()(cells.first).to_have_class(re.compile(r"\bjp-CodeCell\b"))
    _expect()(notebook).to_have_class(re.compile(r"\bjp-mod-commandMode\b"))


def _turn(widget, button: str, front: int) -> str:
    """Turn the 3D board with a button: the caption names the base in front."""
    widget.locator(f".skybridge-turn-{button}").click()
    _expect()(widget.locator(".skybridge-caption")).to_have_text(f"base {front} in front")
    return widget.locator(".skybridge-3d .skybridge-pieces").evaluate("e => e.innerHTML")


# ---- colours -----------------------------------------------------------------

#: the shapes that carry meaning: the map's bases, bridge bars, chips, piece and turn buttons
_SHAPES = [("cell", ".skybridge-cell"), ("bar", ".skybridge-bar"), ("chip", ".skybridge-chip"),
           ("pick", ".skybridge-pick"), ("button", ".skybridge-button, .skybridge-show")]
#: the 3D drawing: the plate against the box around it, the pieces' outline against the plate
#: (the SVG's letters and numbers have fixed paint, checked in js/test/skybridge-board.test.js)
_SVG = {"box": (".skybridge-view-box", "behind"), "plate": (".skybridge-plate-top", "fill"),
        "plateEdge": (".skybridge-plate-top", "stroke"), "tile": (".skybridge-tile", "fill"),
        "pieceEdge": (".skybridge-part polygon", "stroke attribute")}


def _check_contrast(looks, widget, theme: str) -> dict:
    """Text >= 4.5:1 and meaningful shapes >= 3:1 on the board, in the theme JupyterLab shows."""
    texts = looks.texts(widget, ".skybridge *")
    assert len(texts) > 80, len(texts)
    assert not [t for t in texts if t["faded"]], "text under opacity: its contrast cannot be read from its colours"
    low = looks.below(texts, 4.5)
    assert not low, f"{theme}: text below 4.5:1: {low[:8]}"
    shapes = looks.edges(widget, _SHAPES)
    assert {s["what"] for s in shapes} >= {"cell", "bar", "chip", "pick", "button"}, {s["what"] for s in shapes}
    weak = looks.below(shapes, 3, "edge")
    assert not weak, f"{theme}: edges below 3:1: {weak[:8]}"
    svg, contrast = looks.paints(widget, _SVG), looks.contrast
    assert contrast(svg["plate"], svg["box"]) >= 3 or contrast(svg["plateEdge"], svg["box"]) >= 3, (theme, svg)
    assert contrast(svg["pieceEdge"], svg["plate"]) >= 3 and contrast(svg["pieceEdge"], svg["tile"]) >= 3, (theme, svg)
    lowest = round(min(contrast(t["fg"], t["bg"]) for t in texts), 2)
    return {"bg": looks.behind(widget.locator(".skybridge")), "texts": len(texts), "lowest": lowest}


#: parts of the board squeezed into a float (JupyterLab's output CSS styles some elements of outputs)
_FLOATED_JS = """w => [...w.querySelectorAll('.skybridge *')].filter(e => getComputedStyle(e).cssFloat !== 'none')
    .map(e => `${e.tagName} ${String(e.className?.baseVal ?? e.className).slice(0, 30)} floats ${getComputedStyle(e).cssFloat}`)"""


# ---- the test ----------------------------------------------------------------


def _zones(widget, artifacts_dir: Path, theme: str) -> None:
    """Close-ups of the board's parts, for a person to look at (artifacts only)."""
    for name, selector in (("status", ".skybridge-status"), ("pieces", ".skybridge-picker-zone"),
                           ("3d", ".skybridge-view"), ("map", ".skybridge-map-zone"), ("tables", ".skybridge-tables")):
        widget.locator(selector).screenshot(path=str(artifacts_dir / f"skybridge-jupyterlab-{name}-{theme}.png"))


def test_play_skybridge_in_jupyterlab(jupyterlab, page, looks, artifacts_dir, update_docs_img):
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skybridge", ".skybridge-map .skybridge-cell", 9)
    assert _log(jupyterlab, widget) == []
    state, _ = _settled(jupyterlab, widget, 0)
    assert state.current_player == 0 and state.view(0)["colour"] == "ivory"
    expect(widget.locator(".skybridge-turn")).to_contain_text("You place I ivory now, or the fourth colour's blocks U blue.")
    expect(widget.locator(".skybridge-picker-zone .skyw-heading")).to_have_text("Your pieces: pick one, then a base")
    played = {"map": 0, "3d": 0, "keys": 0, "illegal": 0, "turns": 0}

    # 1. A three-story block on the centre, by the map.
    state = _play_block(jupyterlab, widget, state, "tall", 4)
    played["map"] += 1

    # 2. A three-story block on base 3, after trying a base the lowest-level rule forbids.
    _pick(widget, state, "tall")
    _try_illegal(jupyterlab, widget, state, "tall", "lowest_board")
    played["illegal"] += 1
    expect(widget.locator(".skybridge-pick[data-piece='tall']")).to_have_attribute("aria-pressed", "true")
    state = _click_and_settle(jupyterlab, widget, _cell(widget, 2), jupyterlab.move_label(widget, "3@3"))
    played["map"] += 1

    # 3. Turn the 3D board both ways: the drawing changes, the map and the game don't;
    #    then a two-story block on base 9 by clicking it in the 3D drawing.
    caption = widget.locator(".skybridge-caption")
    expect(caption).to_have_text("base 9 in front")
    pieces_3d = widget.locator(".skybridge-3d .skybridge-pieces").evaluate("e => e.innerHTML")
    map_before = widget.evaluate(_SNAPSHOT_JS)["cells"]
    turned = _turn(widget, "right", 3)
    assert turned != pieces_3d
    assert _turn(widget, "right", 1) not in (pieces_3d, turned)
    assert _turn(widget, "left", 3) == turned
    assert _turn(widget, "left", 9) == pieces_3d  # back where it was: the same drawing
    played["turns"] += 4
    assert widget.evaluate(_SNAPSHOT_JS)["cells"] == map_before and len(_log(jupyterlab, widget)) == state.ply
    state = _play_block(jupyterlab, widget, state, "short", 8, where="3d")
    played["3d"] += 1

    # 4. A three-story block on base 7, by the keyboard on the map: 3, arrows, Enter. In
    #    JupyterLab's command mode such keys are notebook shortcuts (3: a heading, B: a cell
    #    below, Enter: edit mode); on the board they must reach the board only. (JupyterLab
    #    4.6 sends none from a focused button in an output, even without the board's
    #    data-lm-suppress-shortcuts: this guards other versions.)
    label = jupyterlab.move_label(widget, "3@7")
    _cell(widget, 4).focus()
    page.keyboard.press("3")
    expect(widget.locator(".skybridge-pick[data-piece='tall']")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowLeft")
    expect(_cell(widget, 6)).to_be_focused()
    expect(_cell(widget, 6)).to_have_class(re.compile(r"\bis-target\b"))
    state = _click_and_settle(jupyterlab, widget, _Keys(page, "Enter"), label)
    played["keys"] += 1
    _notebook_untouched(page)

    # 5. The bridge, by two clicks: a base no bridge starts from (said why), its first
    #    base, then the neighbour; hovering the neighbour draws both halves.
    bridges = [m for m in state.legal_moves() if m.kind == "bridge"]
    assert [m.id for m in bridges] == ["B@14"], [m.id for m in bridges]
    label = jupyterlab.move_label(widget, "B@14")
    _pick(widget, state, "bridge")
    prompt = widget.locator(".skybridge-prompt")
    expect(prompt).to_contain_text("choose its first base")
    starts = {b for m in bridges for b in m.bases}
    nowhere = next(b for b in range(9) if b not in starts)
    _cell(widget, nowhere).click()
    # Python says why no bridge starts there: a bridge on it and a neighbour is refused
    pairs = [t for place, t in state.view(0)["targets"]["bridge"].items() if t and str(nowhere + 1) in place]
    note = widget.locator(".skyw-refusal")
    expect(note).to_be_visible()
    said = note.locator(".skyw-refusal-reason").text_content()
    target = next(t for t in pairs if f"{t['reason'][0].upper()}{t['reason'][1:]}." == said)
    _refusal_beside(widget, _cell(widget, nowhere), target["reason"], target["summary"])
    expect(_cell(widget, nowhere)).not_to_have_class(re.compile(r"\bis-first\b"))
    played["illegal"] += 1
    _cell(widget, 0).click()
    expect(_cell(widget, 0)).to_have_class(re.compile(r"\bis-first\b"))
    expect(prompt).to_contain_text("Bridge from base 1: now choose the neighbouring base, 4")
    marked = widget.locator(".skybridge-cell.is-target").evaluate_all("els => els.map(e => Number(e.dataset.base))")
    assert marked == [3], marked
    _cell(widget, 3).hover()
    expect(widget.locator(".skybridge-ghost .skybridge-part.is-ghost")).to_have_count(2)
    state = _click_and_settle(jupyterlab, widget, _cell(widget, 3), label)
    assert state.view(0)["supply"][0]["ivory"]["bridge"] == 0
    expect(widget.locator(".skybridge-bars .skybridge-bar.skybridge-c-ivory")).to_have_text("I")
    expect(widget.locator(".skybridge-pick[data-piece='bridge'] .skybridge-pick-count")).to_have_text("\u00d70")

    # 6. A roof on base 1, after trying a base the touching rule forbids: the first points,
    #    the roofed tower's floors and the tower the ivory bridge adds.
    _pick(widget, state, "roof")
    _try_illegal(jupyterlab, widget, state, "roof", "touch")
    played["illegal"] += 1
    assert state.view(0)["scores"][0] == 0
    state = _click_and_settle(jupyterlab, widget, _cell(widget, 0), jupyterlab.move_label(widget, "R@1"))
    played["map"] += 1
    points = state.view(0)["colour_points"]["ivory"]
    assert points["towers"] == [0] and points["bridged"] == [3] and points["total"] > 0, points
    expect(_cell(widget, 0).locator(".skybridge-tag.is-roof")).to_have_text("\u25b2I")
    expect(widget.locator(".skybridge-score-table tr[data-colour='ivory'] .skybridge-points")).to_have_text(str(points["total"]))

    # 7. A three-story block on base 9, clicked in the 3D drawing turned a quarter (by E).
    _cell(widget, 4).focus()
    page.keyboard.press("e")
    expect(caption).to_have_text("base 3 in front")
    played["turns"] += 1
    _notebook_untouched(page)
    label = jupyterlab.move_label(widget, "3@9")
    assert 8 in _pick(widget, state, "tall")
    _in_3d(widget, 8).hover()
    expect(widget.locator(".skybridge-ghost .skybridge-part.is-ghost")).to_have_count(1)
    state = _click_and_settle(jupyterlab, widget, _in_3d(widget, 8), label)
    played["3d"] += 1
    expect(caption).to_have_text("base 3 in front")  # a new position keeps the turn
    _turn(widget, "left", 9)
    played["turns"] += 1

    assert not state.is_over and state.ply == 21, state.ply
    expect(widget.locator(".skyw-header").get_by_role("status")).to_contain_text(f"Move {state.ply}")
    # the last move said under the board, and marked on the map
    last = state.view(0)["last"]
    expect(widget.locator(".skybridge-last")).to_contain_text(f"{PLAYERS[last['seat']]} ")
    marked = widget.locator(".skybridge-cell.is-last").evaluate_all("els => els.map(e => Number(e.dataset.base))")
    assert marked == last["piece"]["bases"], (marked, last)

    # Light theme: layout, colours and a screenshot (the widget's cell at the top), with a
    # roof picked so the legal bases are marked.
    shots = {}
    page.set_viewport_size(SCREENSHOT_VIEWPORT)
    jupyterlab.frame(widget)
    for summary in widget.locator(".skybridge details > summary").all():  # how the points add up; keys and signs
        summary.click()
    expect(widget.locator(".skybridge-tables")).to_be_visible()
    layout = looks.sticking_out(widget, ".skybridge *") + widget.evaluate(_FLOATED_JS)
    assert not layout, f"the board's layout in JupyterLab: {layout[:10]}"
    widget.locator(".skybridge-pick[data-piece='roof']").click()
    page.mouse.move(0, 0)
    widget.evaluate("() => document.activeElement?.blur()")
    light = _check_contrast(looks, widget, "light")
    shots["light"] = artifacts_dir / "skybridge-jupyterlab.png"
    expect(widget.locator(".skybridge-tables")).to_be_in_viewport(ratio=1)
    page.screenshot(path=str(shots["light"]))
    _zones(widget, artifacts_dir, "light")
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        expect(widget.locator(".skybridge")).to_be_visible()
        jupyterlab.frame(widget)
        dark = _check_contrast(looks, widget, "dark")
        shots["dark"] = artifacts_dir / "skybridge-jupyterlab-dark.png"
        page.screenshot(path=str(shots["dark"]))
        _zones(widget, artifacts_dir, "dark")
        # still the same game on screen
        again, _ = _settled(jupyterlab, widget, state.ply)
        assert again.ply == state.ply
    finally:
        jupyterlab.restore_light_theme()
    assert looks.luminance(dark["bg"]) < looks.luminance(light["bg"]), (light, dark)

    problems = jupyterlab.console_errors("skybridge")
    assert not problems, problems
    update_docs_img(shots["light"], shots["dark"])  # docs/img/skybridge-jupyterlab(-dark).png
    print(f"\nplayed {state.ply} moves, scores {state.view(0)['scores']}: {played}; contrast light "
          f"{light['lowest']}:1, dark {dark['lowest']}:1 (lowest); screenshots: {artifacts_dir}")
