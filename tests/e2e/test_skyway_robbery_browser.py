"""Skyway Robbery in a real JupyterLab, played by clicking in Debian's Chromium.

Each test writes its own small notebook into the served folder (one cell), runs it
from the Run menu and plays by clicking the board's move buttons, ``[data-move="<id>"]``.

``test_play_a_round_of_skyway_robbery_in_jupyterlab``: ``SkywayRobbery(players=["You",
"heuristic", "heuristic"], seed=31)``, bots at once. You play the whole first round: the
two draft picks, three action cards programmed (Acquire Asset, Local Heist / Jail Break,
Turf War / Side Job), then the revealed cards: a piece of equipment bought, a jail break
planned (two members brought, the equipment carried, two of the Brig's defenses beaten,
the alarm dice rolled with go, two members freed) and a turf war (two members, go). The
moves are chosen by a simple rule worked out here from the engine: the programming order
above and equipment when buying; every other decision is the ``heuristic`` bot's for your
seat (it reads only your seat's information). Seed 31 is one where this rule gives all of
that in round 1 (seeds searched with the engine; the bots answer the same way with the
same seed, so the game is the same each run).

After every click the page must settle on the engine's position: the Log's moves are
replayed in this process on a second ``SkywayRobbery`` with the same players and seed
(your moves found by their Log labels; the bots' hidden moves, shown only as "chooses a
recruit" / "programs an action card", are the mirror's bots' own, which follow the seed,
and every bot move the Log shows must be theirs). Then the page must show: the Log's
entries (another seat's draft picks and programs only in those words), whose turn it is
(the header, the ``data-seat`` panel's aria-label), the phase, your hand (``data-card``),
money and Reputation per seat (``data-seat``), the board's move buttons and the Legal
moves panel both exactly the engine's legal moves, each button on what it acts on (a
card's move inside that ``data-card``, a defense's inside that ``data-defense``, a
program move inside its ``data-action``), and the State panel, read back into JSON, the
engine's view for You. No text or attribute of the whole widget (board, panels, the
State panel's tree, the Simulated outcomes run once while programming, the Heist planner
opened at the start of the jail break: its rows are the engine's planner for your cards,
your job first, and another job picked in it comes back from Python) names a card in
another seat's hand, draft, pick or dirty tricks (unless a move everyone saw named it:
a member freed, brought on a job), and no other seat's panel names its unrevealed
program. Light and dark themes: every text on the board >= 4.5:1.

The board is drawn for a projector and may move things around: the test reads only
``data-move``, ``data-card``, ``data-seat``, ``data-defense``, ``data-action``, the
"Your hand" region (your cards, and your dirty tricks if it shows them), aria-labels,
the phase's name in the board's text, and the shell's panels, header and banners.
Nothing marks which number on a seat's panel is its money or Reputation: "$8K" must be
there and the Reputation next to its word.

``test_hand_off_between_two_people_at_one_screen``: ``players=["Ann", "Ben",
"heuristic"]``, seed 2 (Ann starts the first round, so Ben's hand-off comes right after
Ann's three programmed cards). When it is Ben's turn after Ann's move (in the draft and
after Ann's program), the hand-off banner asks for Ben, its Ready button has the focus,
the board is dimmed, there are no moves and no text names Ann's or Ben's cards; Enter on
Ready shows Ben his cards and moves and still none of Ann's, and the Log shows Ann's
pick and programmed cards only as "chooses a recruit" / "programs an action card".

``test_simulated_outcomes_for_a_bot_to_move_show_none_of_its_cards``: ``players=["You",
"heuristic"]``, seed 3, autoplay off, your first pick played: the bot is to move and waits.
Run is off and Enter in the Rollouts field sends nothing; a ``simulate`` message sent to
Python anyway, through the widget's own comm, is refused (the error banner); no card of the
bot's shows anywhere on the page.

``test_undo_on_the_hand_off_screen_shows_none_of_ann_s_cards``: ``players=["Ann", "Bob",
"heuristic"]``, seed 2. After Ann's pick the screen waits for Bob: Undo, Bot move, Bot plays
on, Run, Play on from here (after time travel) and the Heist planner are off, titled "The
screen is waiting for Bob to press Ready"; every path to them is tried and nothing changes;
an ``undo`` sent to Python anyway is refused; no card of Ann's shows anywhere on the page.
Screenshots of that screen at 1280x800, light and dark, with the disabled buttons >= 4.5:1.

Set SKYWIDGETS_UPDATE_DOCS_IMG=1 to also write docs/img/skyway-robbery-jupyterlab.png and
docs/img/skyway-robbery-jupyterlab-dark.png (the jail break being planned).
"""

from __future__ import annotations

import json
import re
import time

import pytest

import skywidgets
from skywidgets import SkywayRobbery
from skywidgets.core.bots import SeatInfo, get_bot
from skywidgets.core.rng import Rng

pytestmark = [pytest.mark.browser, pytest.mark.slow]

GAME = "skyway_robbery"
WIDGET = f'.skyw[data-game="{GAME}"]'
SOLO_NOTEBOOK, SOLO_PLAYERS, SOLO_SEED = "skyway-robbery-e2e.ipynb", ["You", "heuristic", "heuristic"], 31
HOTSEAT_NOTEBOOK, HOTSEAT_PLAYERS, HOTSEAT_SEED = "skyway-robbery-hotseat-e2e.ipynb", ["Ann", "Ben", "heuristic"], 2
#: your programming order (the rest of the round's decisions are the heuristic bot's)
PROGRAM_ORDER = ("asset", "heist", "turf", "tip", "pickpocket", "skill", "repeat")
SIM_N = 3  # rollouts per move in Simulated outcomes
SETTLE_TIMEOUT = 30  # seconds for the page to show the engine's position after a click
SCREENSHOT_VIEWPORT = {"width": 1440, "height": 1180}
#: the action cards' names (docs/rules/skyway-robbery.md)
ACTION_NAMES = {"tip": "Anonymous Tip", "skill": "Use Skill", "asset": "Acquire Asset",
                "pickpocket": "Pickpocket", "heist": "Local Heist / Jail Break",
                "turf": "Turf War / Side Job", "repeat": "Repeat"}
#: how the board names each phase (the decision of the moment)
PHASE_NAMES = {"draft": "The first recruits", "program": "Programming", "act": "Resolving the revealed card",
               "plan": "Planning an illegal action", "threat": "Threatening a crew member",
               "rolled": "The alarm roll", "arrest": "Arrests", "free": "Freeing from the Brig",
               "over": "Game over"}
#: moves that name a card: their button sits on that card (or, carrying, on its carrier)
ON_A_CARD = {"hire", "brig", "buy", "threaten", "turf", "sidejob", "free", "arrest", "skill", "carry"}


def _expect():
    from playwright.sync_api import expect

    return expect


def _notebook_code(players: list[str], seed: int) -> str:
    return ("from skywidgets import SkywayRobbery\n"
            f'w = SkywayRobbery(players={json.dumps(players)}, seed={seed}, settings={{"pace": 0}})\n'
            "w")


# ---- reading the page ----------------------------------------------------------------

#: the widget at one instant: the Log, the shell's header and panels, the board's hooks,
#: every text and attribute (for hidden information) and the State panel read back as JSON
_SNAPSHOT_JS = r"""w => {
    const board = w.querySelector('.skyw-board-host');
    const outermost = (els, attr) => els.filter(e => !e.parentElement.closest(`[${attr}="${CSS.escape(e.getAttribute(attr))}"]`));
    const attrs = root => [...root.querySelectorAll('*')].flatMap(e => [...e.attributes]
        .filter(a => a.name !== 'class' && a.name !== 'style').map(a => a.value)).join('\n');
    const seats = outermost([...board.querySelectorAll('[data-seat]')], 'data-seat').map(e => ({
        seat: Number(e.dataset.seat), label: e.getAttribute('aria-label') ?? '', text: e.textContent,
        attrs: attrs(e)}));
    const handBox = board.querySelector('[aria-label="Your hand"]');
    const hand = handBox && !handBox.hidden && handBox.checkVisibility()
        ? outermost([...handBox.querySelectorAll('[data-card]')], 'data-card').map(e => e.dataset.card) : null;
    const buttons = [...board.querySelectorAll('[data-move]')].map(e => {
        const holder = (attr) => e.parentElement.closest(`[${attr}]`)?.getAttribute(attr) ?? null;
        const cards = []; for (let p = e.parentElement.closest('[data-card]'); p; p = p.parentElement.closest('[data-card]')) cards.push(p.dataset.card);
        return {id: e.dataset.move, cards, defense: holder('data-defense'), action: holder('data-action')};
    });
    const tree = w.querySelector('.skyw-state-panel[open] [role=tree]');
    const keyOf = li => (li.querySelector(':scope > .skyw-tree-key, :scope > details > summary > .skyw-tree-key')
        ?.textContent ?? '').replace(/: $/, '');
    const node = li => {
        if (li.classList.contains('skyw-tree-leaf')) return JSON.parse(li.querySelector(':scope > .skyw-tree-value').textContent);
        const details = li.querySelector(':scope > details');
        const kids = [...details.querySelector(':scope > ul').children];
        return details.querySelector(':scope > summary > .skyw-tree-size').textContent.startsWith('[')
            ? kids.map(node) : Object.fromEntries(kids.map(k => [keyOf(k), node(k)]));
    };
    const main = w.querySelector('.skyw-main');
    let opacity = 1; for (let p = board; p && p !== w.parentElement; p = p.parentElement) opacity *= Number(getComputedStyle(p).opacity);
    const handoff = w.querySelector('[role=dialog][aria-label="Hand the screen over"]');
    return {
        log: [...w.querySelectorAll('.skyw-log-panel .skyw-log-entry')].map(e => [...e.children].map(c => c.textContent)),
        turn: w.querySelector('.skyw-turn')?.textContent ?? '',
        seats, hand, buttons,
        panelMoves: [...w.querySelectorAll('.skyw-moves-panel .skyw-move-id')].map(e => e.textContent),
        boardText: board.textContent,
        text: w.textContent, attrs: attrs(w),
        state: tree ? node(tree.firstElementChild) : null,
        boardOpacity: opacity,
        handoff: handoff && !handoff.hidden ? handoff.textContent : null,
    };
}"""


def _log(jupyterlab, widget) -> list[dict]:
    return jupyterlab.log_entries(widget.evaluate(_SNAPSHOT_JS)["log"])


class Table:
    """The engine behind the page: a second SkywayRobbery with the same players and seed in
    this process. The people's moves are played on it as the page's Log shows them (by
    label) or as the test clicked them; its bots answer as the kernel's do (their luck
    follows the seed), which fills in the moves the Log hides."""

    def __init__(self, players: list[str], seed: int):
        self.seed = seed
        self.mirror = SkywayRobbery(players=players, seed=seed, settings={"pace": 0})
        self.game = skywidgets.load(GAME)
        self.humans = {i for i, p in enumerate(self.mirror.players) if p["kind"] == "human"}
        # the names the widget gives the seats: bots that share a name are numbered
        self.players = [p["name"] for p in self.mirror.players]

    def follow(self, log: list[dict]) -> None:
        """Play the Log's human moves the mirror has not played yet, by their labels."""
        history = self.mirror.state.history
        for entry in log[len(history):]:
            state = self.mirror.state
            assert len(state.history) == entry["ply"] - 1, (entry, len(state.history))
            seat = state.current_player
            assert seat in self.humans and entry["player"] == self.players[seat], (
                f"the Log shows {entry} where the engine has {self.players[seat]} to move")
            by_label = {state.describe(m): m for m in state.legal_moves()}
            assert entry["label"] in by_label, f"the Log shows an unknown move: {entry} (legal: {list(by_label)})"
            self.mirror.play(by_label[entry["label"]])

    def play(self, move_id: str) -> None:
        self.mirror.play(move_id)

    def replay(self, ply: int, viewer: int | None):
        """The engine's state after `ply` moves, the Log as `viewer` should see it, and the
        cards named by moves everyone saw."""
        state = self.game.new(players=len(self.players), seed=self.seed)
        log, public = [], set()
        for move_id in self.mirror.state.history[:ply]:
            seat = state.current_player
            move = state.check(move_id)
            secret = self.game.private_move(move_id)
            if secret is None:
                info = state.move_info(move)
                public.update(info[k] for k in ("card", "member", "target") if info.get(k))
            label = secret if secret is not None and seat != viewer else state.describe(move)
            log.append({"ply": len(log) + 1, "player": self.players[seat], "label": label})
            state.apply(move)
        return state, log, public


def _secrets(state, viewer: int | None, public: set[str]) -> tuple[dict, dict]:
    """What the seat at the screen must not see, from the engine's full state: the cards in
    another seat's hand, draft, pick and dirty tricks ({card: where}, less those a move
    everyone saw named), and each other seat's unrevealed program ({seat: [actions]})."""
    cards, programs = {}, {}
    for s in range(state.num_players):
        if s == viewer:
            continue
        for zone in (f"hand:{s}", f"draft:{s}", f"picked:{s}", f"tricks:{s}"):
            cards.update({c: zone for c in state.zones[zone] if c not in public})
        programs[s] = state.programs[s][state.revealed[s]:]
    return cards, programs


def _named(text: str, state, card: str) -> list[str]:
    """How `text` names `card`: by its id (a whole token) or by its printed name."""
    found = []
    if re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])", text):
        found.append(card)
    if state.card_name(card) in text:
        found.append(state.card_name(card))
    return found


def _leaks(snap: dict, state, viewer: int | None, public: set[str]) -> list[str]:
    """Hidden information on the page: another seat's cards anywhere in the widget (text or
    attributes), another seat's unrevealed program in its own panel."""
    problems = []
    cards, programs = _secrets(state, viewer, public)
    everything = snap["text"] + "\n" + snap["attrs"]
    for card, zone in cards.items():
        named = _named(everything, state, card)
        if named:
            problems.append(f"the widget names {named} ({zone}, hidden from {viewer})")
    for seat_el in snap["seats"]:
        hidden = programs.get(seat_el["seat"], [])
        shown = seat_el["text"] + "\n" + seat_el["attrs"]
        for action in hidden:
            if ACTION_NAMES[action] in shown or {action, f"prog:{action}"} & set(seat_el["attrs"].split("\n")):
                problems.append(f"seat {seat_el['seat']}'s panel names its unrevealed {action!r}")
    return problems


def _json(value):
    return json.loads(json.dumps(value))


def _differences(snap: dict, state, expected_log: list[dict], viewer: int | None, public: set[str],
                 players: list[str], handoff: bool = False) -> list[str]:
    """Everything the page shows that is not the engine's position (viewer: the seat whose
    view is on the screen; None during a hand-off)."""
    problems = []
    shown_log = [{k: e[k] for k in ("ply", "player", "label")} for e in snap["log"]]
    if shown_log != expected_log:
        diff = [(a, b) for a, b in zip(shown_log, expected_log) if a != b][:3]
        problems.append(f"the Log: shown {len(shown_log)} moves, engine {len(expected_log)}; first differences {diff}")
    view = state.view(viewer)
    to_move = state.current_player
    human_turn = not handoff and to_move is not None and to_move == viewer
    legal = sorted(m.id for m in state.legal_moves()) if human_turn else []
    ids = [b["id"] for b in snap["buttons"]]
    if sorted(ids) != legal:
        problems.append(f"board's move buttons {sorted(ids)} != legal moves {legal}")
    if sorted(snap["panelMoves"]) != legal:
        problems.append(f"Legal moves panel {sorted(snap['panelMoves'])} != legal moves {legal}")
    # each button on what it acts on
    for b in snap["buttons"]:
        if b["id"] not in legal:
            continue
        info = state.move_info(state.check(b["id"]))
        if info["verb"] in ON_A_CARD and not {info.get("card"), info.get("member")} & set(b["cards"]):
            problems.append(f"{b['id']} is not on its card (inside data-card {b['cards']})")
        if "defense" in info and b["defense"] != str(info["defense"]):
            problems.append(f"{b['id']} is not on defense {info['defense']} (inside data-defense {b['defense']})")
        if info["verb"] == "prog" and b["action"] != info["action"]:
            problems.append(f"{b['id']} is not on its action card (inside data-action {b['action']})")
    # whose turn: the header and the seat's panel
    if handoff:
        want = f"Waiting for {players[viewer if viewer is not None else to_move]} to take the screen"
    else:
        want = f"To move: {players[to_move]}" if to_move is not None else "Game over"
    if want not in snap["turn"]:
        problems.append(f"header {snap['turn']!r}, expected {want!r}")
    if PHASE_NAMES[state.phase] not in snap["boardText"]:
        problems.append(f"the board does not name the phase {PHASE_NAMES[state.phase]!r}")
    seats = {s["seat"]: s for s in snap["seats"]}
    if sorted(seats) != list(range(state.num_players)):
        problems.append(f"seat panels {sorted(seats)}")
    for s, seat in seats.items():
        turn = seat["label"].endswith(", to move")
        if turn != (s == to_move) or not seat["label"].startswith(players[s]):
            problems.append(f"seat {s}'s label {seat['label']!r} (to move: {to_move})")
        # (no hook says which number is the money or the Reputation: "$8K" must be there, and
        # the Reputation next to its word, before or after it)
        money, rep = state.money[s], state.reputation[s]
        if not re.search(rf"\${money}K(?!\d)", seat["text"]) or not re.search(
                rf"(?<!\d){rep}\s*Reputation|Reputation\s*:?\s*{rep}(?!\d)", seat["text"]):
            problems.append(f"seat {s} should show ${money}K and Reputation {rep}: {seat['text'][:120]!r}")
    # your hand: its cards, and (if the board shows them there) your unused dirty tricks
    hand = None if viewer is None else sorted(state.hand(viewer))
    shown = snap["hand"] or []
    shown_hand = None if snap["hand"] is None else sorted(c for c in shown if state.kinds.get(c) != "trick")
    if shown_hand != hand and not (hand == [] and shown_hand is None):
        problems.append(f"your hand: shown {shown_hand}, engine {hand}")
    tricks = [c for c in shown if state.kinds.get(c) == "trick"]
    if tricks and (viewer is None or not set(tricks) <= set(state.zones[f"tricks:{viewer}"])):
        problems.append(f"your hand shows dirty tricks {tricks} that are not yours")
    if snap["state"] is not None and snap["state"] != _json(view):
        problems.append("the State panel is not the engine's view: "
                        + str({k for k in view if snap["state"].get(k) != _json(view[k])}))
    problems += _leaks(snap, state, viewer, public)
    return problems


def _settle(jupyterlab, widget, table: Table, viewer: int | None, handoff: bool = False, follow: bool = True,
            at_least: int = 0):
    """Wait until the Log has at least `at_least` moves and the page shows the engine's
    position after every move the engine has (the bots' replies included) and nothing it
    must not; returns the state and the snapshot."""
    deadline = time.monotonic() + SETTLE_TIMEOUT
    while True:
        snap = widget.evaluate(_SNAPSHOT_JS)
        snap["log"] = log = jupyterlab.log_entries(snap["log"])
        problems = []
        if follow:
            try:
                table.follow(log)
            except AssertionError as exc:
                problems.append(str(exc))
        target = max(len(table.mirror.state.history), at_least)
        if len(log) < target:
            problems.append(f"the Log has {len(log)} moves, waiting for {target}")
        state = None
        if not problems:
            state, expected_log, public = table.replay(target, viewer)
            problems = _differences(snap, state, expected_log, viewer, public, table.players, handoff)
        if not problems:
            return state, snap
        if time.monotonic() > deadline:
            raise AssertionError(f"the page is not the engine's after {len(log)} moves:\n" + "\n".join(problems))
        widget.page.wait_for_timeout(150)


# ---- playing by clicking ---------------------------------------------------------------


def _choose(state, seat: int, seed: int):
    """The test's rule: program Acquire Asset, the job cards, then the rest; buy equipment
    when there is some to buy; every other decision is the heuristic bot's for this seat."""
    moves = state.legal_moves()
    by_id = {m.id: m for m in moves}
    if state.phase == "program":
        return next(by_id[f"prog:{a}"] for a in PROGRAM_ORDER if f"prog:{a}" in by_id)
    if state.phase == "act" and state.current["action"] == "asset":
        gear = [m for m in moves if m.id.startswith("buy:") and state.kinds[m.a] == "equipment"]
        if gear:
            return gear[0]
    bot = get_bot("heuristic", state.game)
    return bot.choose(SeatInfo(state, seat), Rng(seed))  # it reads only this seat's information


def _button(widget, move_id: str):
    button = widget.locator(f'.skyw-board-host [data-move="{move_id}"]')
    _expect()(button).to_have_count(1)
    return button


def _click(jupyterlab, widget, table: Table, state, move, viewer: int):
    """Click the move's button on the board; the Log gains it (its Legal moves label) and the
    page settles on the engine's position after it and the bots' replies."""
    ply = state.ply
    label = jupyterlab.move_label(widget, move.id)
    assert label == state.describe(move), (label, state.describe(move))
    _button(widget, move.id).click()
    state, snap = _settle(jupyterlab, widget, table, viewer, at_least=ply + 1)
    entry = snap["log"][ply]
    assert entry["label"] == label and entry["player"] == table.players[viewer], (entry, label)
    return state, snap


def _open_panel(widget, selector: str):
    panel = widget.locator(selector)
    if panel.get_attribute("open") is None:
        panel.locator("summary").first.click()
    _expect()(panel).to_have_attribute("open", "")
    return panel


def _run_simulation(widget, state) -> str:
    """Simulated outcomes: N rollouts per legal move with the panel's Run button; returns
    the panel's text once every legal move has its row and Run is free again."""
    expect = _expect()
    panel = _open_panel(widget, ".skyw-outcomes-panel")
    panel.get_by_label("Rollouts per move").fill(str(SIM_N))
    run = panel.get_by_role("button", name="Run", exact=True)
    run.click()
    table = panel.get_by_role("table")
    expect(table).to_be_visible(timeout=60_000)
    labels = [state.describe(m) for m in state.legal_moves()]
    for label in labels:
        expect(table).to_contain_text(label, timeout=60_000)
    expect(run).to_be_enabled(timeout=60_000)
    return panel.text_content()


def _check_planner(widget, state) -> dict:
    """The Heist planner, opened during your own job: Python fills it with that job first
    and the rows the engine's planner gives from your cards; another job picked in it comes
    back from Python too."""
    from skywidgets.games.skyway_robbery import planner

    expect = _expect()
    panel = _open_panel(widget, ".skyrob-planner-panel")
    data = planner.inspect_planner(state, 0, {})
    assert data["label"].endswith("(your job now)"), data["label"]
    picked = panel.locator("select option:checked")
    expect(picked).to_have_text(data["label"], timeout=30_000)
    rows = panel.locator(".skyrob-planner-table tbody tr")
    expect(rows).to_have_count(len(data["defenses"]))
    for row, defense in zip(rows.all(), data["defenses"]):
        cards = ", ".join(data["names"][c] for c in defense["cards"]) or "none"
        expect(row.locator("td").nth(1)).to_have_text(cards)
    other = data["choices"][1]
    panel.locator("select").select_option("1")
    expect(picked).to_have_text(other["label"], timeout=30_000)
    chosen = {"job": other["job"], "target": other["target"]}
    assert planner.inspect_planner(state, 0, chosen)["label"] == other["label"]
    return data


# ---- colours ---------------------------------------------------------------------------


def _check_contrast(looks, widget, theme: str) -> dict:
    """Text on the board >= 4.5:1, in the shown theme."""
    texts = [t for t in looks.texts(widget, ".skyw-board-host *") if not t["faded"]]
    assert len(texts) > 50, len(texts)
    low = looks.below(texts, 4.5)
    assert not low, f"{theme}: text below 4.5:1: {low[:8]}"
    return {"bg": looks.behind(widget.locator(".skyw-board-host")), "texts": len(texts),
            "lowest": round(min(looks.contrast(t["fg"], t["bg"]) for t in texts), 2)}


def _screenshots(jupyterlab, page, widget, looks, artifacts_dir, table, viewer) -> tuple[dict, dict]:
    """The decision on screen in the light then the dark theme: contrast and screenshots."""
    shots, looked = {}, {}
    page.set_viewport_size(SCREENSHOT_VIEWPORT)
    jupyterlab.frame(widget)
    looked["light"] = _check_contrast(looks, widget, "light")
    shots["light"] = artifacts_dir / "skyway-robbery-jupyterlab.png"
    page.screenshot(path=str(shots["light"]))
    widget.screenshot(path=str(artifacts_dir / "skyway-robbery-widget-light.png"))
    try:
        jupyterlab.set_theme("JupyterLab Dark")
        jupyterlab.frame(widget)
        looked["dark"] = _check_contrast(looks, widget, "dark")
        shots["dark"] = artifacts_dir / "skyway-robbery-jupyterlab-dark.png"
        page.screenshot(path=str(shots["dark"]))
        widget.screenshot(path=str(artifacts_dir / "skyway-robbery-widget-dark.png"))
        _settle(jupyterlab, widget, table, viewer)  # still the same position, nothing more shown
    finally:
        jupyterlab.restore_light_theme()
    assert looks.luminance(looked["dark"]["bg"]) < looks.luminance(looked["light"]["bg"]), looked
    return shots, looked


# ---- the tests -------------------------------------------------------------------------


def test_play_a_round_of_skyway_robbery_in_jupyterlab(jupyterlab, page, looks, artifacts_dir, update_docs_img):
    widget = jupyterlab.open_widget_notebook(SOLO_NOTEBOOK, _notebook_code(SOLO_PLAYERS, SOLO_SEED),
                                             GAME, "[aria-label='Your hand']", 1)
    assert _log(jupyterlab, widget) == []
    _open_panel(widget, ".skyw-state-panel")  # its JSON tree is read back at every step
    table = Table(SOLO_PLAYERS, SOLO_SEED)
    state, snap = _settle(jupyterlab, widget, table, 0)
    assert snap["state"] is not None and state.phase == "draft"

    played, simulated, shots, planned = [], None, None, None
    for _ in range(60):
        if state.round > 1 or state.is_over:
            break
        assert state.current_player == 0, state.current_player
        move = _choose(state, 0, SOLO_SEED)
        if state.phase == "program" and simulated is None:
            # Simulated outcomes once: its rows are your moves, and it names no hidden card
            simulated = _run_simulation(widget, state)
            state, snap = _settle(jupyterlab, widget, table, 0)
            assert simulated in snap["text"]
        if state.phase == "plan" and planned is None:
            planned = _check_planner(widget, state)
            state, snap = _settle(jupyterlab, widget, table, 0)  # nothing hidden in it either
        if state.phase == "plan" and move.id == "go" and shots is None:
            # the jail break planned: team, equipment carried, defenses beaten, then go
            mission = state.view(0)["mission"]
            assert mission["carry"] and any(d["beaten_by"] for d in mission["defenses"]), mission
            shots, looked = _screenshots(jupyterlab, page, widget, looks, artifacts_dir, table, 0)
        state, snap = _click(jupyterlab, widget, table, state, move, 0)
        played.append(move.id)
    assert state.round == 2 and state.phase == "program" and state.current_player == 0, (state.round, state.phase)

    # the round had the decisions this seed was chosen for
    assert played[:2] == [p for p in played if p.startswith(("hire:", "brig:"))], played
    assert [p for p in played if p.startswith("prog:")] == ["prog:asset", "prog:heist", "prog:turf"], played
    assert any(p.startswith("buy:") for p in played), played
    assert "jailbreak" in played and any(p.startswith("turf:") for p in played), played
    assert played.count("go") == 2 and any("@" in p for p in played), played
    assert any(re.match(r"d\d+:", p) for p in played) and any(p.startswith("free:") for p in played), played
    # the bots' round-2 programs are face down: their Log entries say only that
    assert [e["label"] for e in snap["log"][-6:]] == ["programs an action card"] * 6, snap["log"][-6:]
    assert all(len(state.programs[s]) == 3 and state.revealed[s] == 0 for s in (1, 2))
    assert simulated and shots and planned

    problems = jupyterlab.console_errors("skyway_robbery")
    assert not problems, problems
    update_docs_img(shots["light"], shots["dark"])  # docs/img/skyway-robbery-jupyterlab(-dark).png
    print(f"\nplayed {played}; contrast light {looked['light']['lowest']}:1, dark {looked['dark']['lowest']}:1 "
          f"(lowest); screenshots: {artifacts_dir}")


def _handoff_checks(jupyterlab, widget, table: Table, waiting_for: int):
    """The screen waits for `waiting_for`: the banner and its focused Ready button, the board
    dimmed, no moves, only what everyone may see."""
    expect = _expect()
    name = table.players[waiting_for]
    banner = widget.get_by_role("dialog", name="Hand the screen over")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text(name)
    expect(banner.get_by_role("button", name=re.compile(r"^Ready"))).to_be_visible()
    state, snap = _settle(jupyterlab, widget, table, None, handoff=True, follow=False)
    assert state.current_player == waiting_for
    assert f"Waiting for {name} to take the screen" in snap["turn"], snap["turn"]
    assert snap["boardOpacity"] < 0.6, f"the board is not dimmed: opacity {snap['boardOpacity']}"
    assert snap["buttons"] == [] and snap["panelMoves"] == [] and snap["hand"] is None, snap["buttons"]
    return state, snap


def _ready(jupyterlab, widget, table: Table, seat: int, keyboard: bool):
    """The person at `seat` says they are at the screen; their view and moves show."""
    expect = _expect()
    banner = widget.get_by_role("dialog", name="Hand the screen over")
    ready = banner.get_by_role("button", name=re.compile(r"^Ready"))
    if keyboard:
        expect(ready).to_be_focused()
        widget.page.keyboard.press("Enter")
    else:
        ready.click()
    expect(banner).to_be_hidden()
    state, snap = _settle(jupyterlab, widget, table, seat, follow=False)
    assert snap["buttons"] and state.current_player == seat
    return state, snap


def _hot_seat_move(jupyterlab, widget, table: Table, state, seat: int):
    """The person at `seat` plays the test's rule by clicking; the test's engine follows."""
    move = _choose(state, seat, table.seed)
    label = jupyterlab.move_label(widget, move.id)
    assert label == state.describe(move)
    _button(widget, move.id).click()
    table.play(move.id)
    return move


def test_hand_off_between_two_people_at_one_screen(jupyterlab):
    widget = jupyterlab.open_widget_notebook(HOTSEAT_NOTEBOOK, _notebook_code(HOTSEAT_PLAYERS, HOTSEAT_SEED),
                                             GAME, "[data-seat]", 3)
    table = Table(HOTSEAT_PLAYERS, HOTSEAT_SEED)
    ann, ben = 0, 1
    # the first screen already waits for Ann (the panels step back with the board)
    _handoff_checks(jupyterlab, widget, table, ann)
    # the Ready button has the focus on the very first screen too: Enter takes the seat
    state, _ = _ready(jupyterlab, widget, table, ann, keyboard=True)
    _open_panel(widget, ".skyw-state-panel")  # its JSON tree is read back at every step
    state, _ = _settle(jupyterlab, widget, table, ann, follow=False)
    ann_pick = _hot_seat_move(jupyterlab, widget, table, state, ann)

    # Ben's turn after Ann's pick: nobody's recruits show until Ben is there
    state, snap = _handoff_checks(jupyterlab, widget, table, ben)
    assert state.zones[f"picked:{ann}"] == [ann_pick.a], "Ann's pick should still be face down"
    assert snap["log"][-1]["label"] == "chooses a recruit", snap["log"]
    state, snap = _ready(jupyterlab, widget, table, ben, keyboard=True)
    assert sorted(m.id for m in state.legal_moves()) == sorted(b["id"] for b in snap["buttons"])
    assert {b["id"].split(":")[1] for b in snap["buttons"]} == set(state.zones[f"draft:{ben}"])
    assert [e["label"] for e in snap["log"]] == ["chooses a recruit"], snap["log"]
    _hot_seat_move(jupyterlab, widget, table, state, ben)

    # the second draft round, then programming: Ann starts the first round
    for _ in range(12):
        state, snap = _settle(jupyterlab, widget, table, None, handoff=True, follow=False)
        seat = state.current_player
        if state.phase == "program" and seat == ben:
            break
        assert seat in (ann, ben), seat
        state, _ = _ready(jupyterlab, widget, table, seat, keyboard=False)
        _hot_seat_move(jupyterlab, widget, table, state, seat)
        while state.phase == "program" and table.mirror.state.current_player == seat:
            state, _ = _settle(jupyterlab, widget, table, seat, follow=False)  # still Ann's screen
            _hot_seat_move(jupyterlab, widget, table, state, seat)
    assert state.phase == "program" and state.current_player == ben, (state.phase, state.current_player)
    assert state.start_player == ann and len(state.programs[ann]) == 3 and not state.programs[ben]
    assert state.hand(ann) and state.hand(ben)

    # Ben's turn after Ann's third programmed card: no one's hand, no program shows
    state, snap = _handoff_checks(jupyterlab, widget, table, ben)
    for card in (c for s in (ann, ben) for c in state.hand(s)):
        assert not _named(snap["text"] + "\n" + snap["attrs"], state, card), card
    assert [e["label"] for e in snap["log"] if e["player"] == "Ann"] == (
        ["chooses a recruit"] * 2 + ["programs an action card"] * 3), snap["log"]
    # Enter on the focused Ready: Ben's hand and moves, none of Ann's cards or program
    state, snap = _ready(jupyterlab, widget, table, ben, keyboard=True)
    assert sorted(c for c in snap["hand"] if state.kinds[c] != "trick") == sorted(state.hand(ben)), snap["hand"]
    assert sorted(b["id"] for b in snap["buttons"]) == sorted(m.id for m in state.legal_moves())
    for card in state.hand(ann):
        assert not _named(snap["text"] + "\n" + snap["attrs"], state, card), card
    ann_panel = next(s for s in snap["seats"] if s["seat"] == ann)
    assert not any(ACTION_NAMES[a] in ann_panel["text"] + ann_panel["attrs"] for a in state.programs[ann]), ann_panel
    assert [e["label"] for e in snap["log"] if e["player"] == "Ann"] == (
        ["chooses a recruit"] * 2 + ["programs an action card"] * 3), snap["log"]
    problems = jupyterlab.console_errors("skyway_robbery")
    assert not problems, problems


# ---- hidden cards behind the controls: what the browser turns off, what Python refuses ----

SIMULATE_NOTEBOOK = "skyway-robbery-simulate-bot-e2e.ipynb"
#: one person and a bot that waits (autoplay off): after your first pick the bot is to move
SIMULATE_CODE = ("from skywidgets import SkywayRobbery\n"
                 'w = SkywayRobbery(players=["You", "heuristic"], seed=3, settings={"autoplay": False})\n'
                 'w.play(w.moves[0]["id"])\n'
                 "w")
UNDO_NOTEBOOK, UNDO_PLAYERS, UNDO_SEED = "skyway-robbery-handoff-undo-e2e.ipynb", ["Ann", "Bob", "heuristic"], 2
HANDOFF_SCREENSHOT_VIEWPORT = {"width": 1280, "height": 800}
#: the controls that change or reveal a position, in the controls row
GATED_BUTTONS = ("Undo", "Bot move", "Bot plays on")

#: every text of the page (hidden parts too) and every attribute value but classes and styles
_PAGE_TEXT_JS = r"""() => document.body.textContent + '\n' + [...document.body.querySelectorAll('*')]
    .flatMap(e => [...e.attributes].filter(a => a.name !== 'class' && a.name !== 'style').map(a => a.value))
    .join('\n')"""

#: sends `message` to Python through the first skywidgets widget's own comm, as its board would
#: (ipywidgets' renderer keeps its widget manager as _manager): a page that skipped the gates
_SEND_JS = r"""async message => {
    const notebook = window.jupyterapp.shell.currentWidget.content;
    for (const cell of notebook.widgets) {
        const outputs = cell.model.outputs, area = cell.outputArea;
        if (!outputs || !area) continue;
        for (let i = 0; i < outputs.length; i++) {
            const ref = (outputs.get(i).toJSON().data ?? {})['application/vnd.jupyter.widget-view+json'];
            if (!ref) continue;
            const queue = [area.widgets[i]];
            while (queue.length) {
                const w = queue.shift();
                if (w?._manager?.promise) {
                    const model = await (await w._manager.promise).get_model(ref.model_id);
                    // with the ply of the position shown, as the board sends it: the refusal
                    // is then the hand-off's or the hidden cards', not a missing ply
                    const shown = model.get('viewing') ?? model.get('ply');
                    model.send('ply' in message ? message : {...message, ply: shown});
                    return 'sent';
                }
                queue.push(...(w?.widgets ?? []));
            }
        }
    }
    return 'no widget found';
}"""


def _named_on_page(page, state, cards: dict) -> dict:
    """The hidden `cards` ({card: where}) the page names anywhere, by id or printed name."""
    everything = page.evaluate(_PAGE_TEXT_JS)
    return {card: (zone, found) for card, zone in cards.items() if (found := _named(everything, state, card))}


def _send_from_the_page(page, message: dict) -> None:
    assert page.evaluate(_SEND_JS, message) == "sent"


def _refused(widget, *answers: str) -> None:
    """Wait until Python has answered: its error banner, or any of `answers` (selectors)."""
    widget.locator(", ".join([".skyw-error:not([hidden])", *answers])).first.wait_for(timeout=30_000)
    widget.page.wait_for_timeout(500)  # anything else of the same answer


def test_simulated_outcomes_for_a_bot_to_move_show_none_of_its_cards(jupyterlab, page):
    """You and a bot; the bot is to move and waits. Simulated outcomes' Run is off (the rows
    would be the bot's moves, with its cards) and Enter in the Rollouts field does not get
    round it; a simulate message reaching Python anyway is refused."""
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(SIMULATE_NOTEBOOK, SIMULATE_CODE, GAME, "[data-seat]", 2)
    mirror = SkywayRobbery(players=["You", "heuristic"], seed=3, settings={"autoplay": False})
    mirror.play(mirror.moves[0]["id"])
    state = mirror.state
    assert state.current_player == 1 and len(state.history) == 1
    bot_cards, _ = _secrets(state, 0, set())
    assert bot_cards, "the bot should hold hidden cards here"
    expect(widget.locator(".skyw-turn")).to_contain_text("To move: heuristic")

    outcomes = _open_panel(widget, ".skyw-outcomes-panel")
    run = outcomes.get_by_role("button", name="Run", exact=True)
    expect(run).to_be_disabled()
    expect(run).to_have_attribute("title", "No move of yours to simulate right now.")
    field = outcomes.get_by_label("Rollouts per move")
    field.fill(str(SIM_N))
    field.press("Enter")
    run.evaluate("b => { b.disabled = false; b.click(); }")  # its disabled state taken off: still nothing
    expect(outcomes.locator(".skyw-field-error")).to_have_text("Run is off: no move of yours to simulate right now.")
    page.wait_for_timeout(3_000)  # time enough for rollouts to come back, had any been asked for
    expect(outcomes.locator(".skyw-outcomes-table tbody tr")).to_have_count(0)
    expect(outcomes).to_contain_text("Not run yet.")
    expect(widget.locator(".skyw-error")).to_be_hidden()
    assert not _named_on_page(page, state, bot_cards)

    # Python's side: the message sent anyway (a page without the gate) is refused, and the
    # page shows the refusal and still none of the bot's cards
    _send_from_the_page(page, {"type": "simulate", "n": SIM_N})
    _refused(widget, ".skyw-outcomes-table tbody tr")
    assert not _named_on_page(page, state, bot_cards)
    expect(outcomes.locator(".skyw-outcomes-table tbody tr")).to_have_count(0)
    expect(widget.locator(".skyw-error")).to_be_visible()
    assert _log(jupyterlab, widget)[-1]["player"] == "You" and len(_log(jupyterlab, widget)) == 1
    problems = jupyterlab.console_errors("skyway_robbery")
    assert not problems, problems


def _check_gated(widget, name: str) -> None:
    """While the screen waits for `name`: the controls that change or reveal a position are
    off and say so; New game, the settings and Ready stay."""
    expect = _expect()
    waiting = f"The screen is waiting for {name} to press Ready"
    controls = widget.get_by_role("group", name="Game controls")
    for label in GATED_BUTTONS:
        button = controls.get_by_role("button", name=label, exact=True)
        expect(button).to_be_visible()
        expect(button).to_be_disabled()
        expect(button).to_have_attribute("title", re.compile(rf"^{waiting}\."))
    run = widget.locator(".skyw-outcomes-panel .skyw-button-primary")
    expect(run).to_have_text("Run")
    expect(run).to_be_disabled()
    expect(run).to_have_attribute("title", f"{waiting}.")
    planner = widget.locator(".skyrob-planner-panel > summary")
    expect(planner).to_have_attribute("aria-disabled", "true")
    expect(planner).to_have_attribute("title", f"{waiting}.")
    expect(controls.get_by_role("button", name="New game")).to_be_enabled()
    for label in ("Seed", "Bot", "Bots move on their own"):
        expect(controls.get_by_label(label, exact=True)).to_be_enabled()
    expect(widget.locator(".skyw-outcomes-panel select")).to_be_enabled()
    expect(widget.get_by_role("button", name=f"Ready: {name} is at the screen")).to_be_enabled()


def _handoff_screenshots(jupyterlab, page, widget, looks, artifacts_dir) -> dict:
    """The hand-off screen at 1280x800, light then dark: the controls that wait are visibly
    off and readable (>= 4.5:1, not faded). Returns the screenshots."""
    shots = {}
    page.set_viewport_size(HANDOFF_SCREENSHOT_VIEWPORT)
    try:
        for theme, name in (("light", "JupyterLab Light"), ("dark", "JupyterLab Dark")):
            if jupyterlab.theme != name:
                jupyterlab.set_theme(name)
            jupyterlab.frame(widget)
            shots[theme] = artifacts_dir / f"skyway-robbery-handoff-{theme}-1280x800.png"
            page.screenshot(path=str(shots[theme]))
            off = [t for t in looks.texts(widget, ".skyw-controls .skyw-button") if t["text"] in GATED_BUTTONS]
            assert len(off) == len(GATED_BUTTONS), off
            assert not [t for t in off if t["faded"]] and not looks.below(off, 4.5), (theme, off)
    finally:
        jupyterlab.restore_light_theme()
        page.set_viewport_size({"width": 1440, "height": 1000})
    return shots


def test_undo_on_the_hand_off_screen_shows_none_of_ann_s_cards(jupyterlab, page, looks, artifacts_dir):
    """Ann, Bob and a bot at one screen. After Ann's pick the screen waits for Bob: Undo
    (which would take Ann's pick back and show her cards to whoever sits there), Bot move,
    Bot plays on, Run, playing on from a past position and the Heist planner are off,
    saying the screen waits for Bob to press Ready, and no path gets round them; an undo
    reaching Python anyway is refused. No card of Ann's shows anywhere on the page."""
    expect = _expect()
    widget = jupyterlab.open_widget_notebook(UNDO_NOTEBOOK, _notebook_code(UNDO_PLAYERS, UNDO_SEED),
                                             GAME, "[data-seat]", 3)
    table = Table(UNDO_PLAYERS, UNDO_SEED)
    ann, bob = 0, 1
    _handoff_checks(jupyterlab, widget, table, ann)
    state, _ = _ready(jupyterlab, widget, table, ann, keyboard=True)
    _hot_seat_move(jupyterlab, widget, table, state, ann)
    state, snap = _handoff_checks(jupyterlab, widget, table, bob)
    ann_cards = {card: zone for card, zone in _secrets(state, None, set())[0].items() if zone.endswith(f":{ann}")}
    assert any(zone == f"picked:{ann}" for zone in ann_cards.values()), ann_cards
    assert not _named_on_page(page, state, ann_cards)
    _check_gated(widget, "Bob")

    # every path to them: the disabled buttons clicked, and clicked again with their
    # disabled state taken off; Enter in the Rollouts field; the planner's summary
    controls = widget.get_by_role("group", name="Game controls")
    for label in GATED_BUTTONS:
        button = controls.get_by_role("button", name=label, exact=True)
        button.dispatch_event("click")
        button.evaluate("b => { b.disabled = false; b.click(); }")
    outcomes = widget.locator(".skyw-outcomes-panel")
    outcomes.evaluate("e => { e.open = true; }")  # (the panels take no pointer during a hand-off)
    field = outcomes.get_by_label("Rollouts per move")
    field.fill(str(SIM_N))
    field.press("Enter")
    expect(outcomes.locator(".skyw-field-error")).to_have_text("Run is off: the screen is waiting for Bob to press Ready.")
    planner = widget.locator(".skyrob-planner-panel")
    planner.locator("summary").evaluate("e => e.click()")
    planner.locator("summary").focus()
    page.keyboard.press("Enter")
    # time travel stays (Python shows the past's public view); playing on from there does not
    widget.locator(".skyw-log-entry[data-focus-key='0']").evaluate("e => e.click()")
    viewing = widget.locator(".skyw-viewing")
    expect(viewing).to_be_visible(timeout=30_000)
    resume = viewing.get_by_role("button", name="Play on from here")
    expect(resume).to_be_disabled()
    expect(resume).to_have_attribute("title", re.compile(r"^The screen is waiting for Bob to press Ready\."))
    resume.evaluate("b => { b.disabled = false; b.click(); }")
    assert not _named_on_page(page, state, ann_cards)
    viewing.get_by_role("button", name="Back to the game").click()
    expect(viewing).to_be_hidden(timeout=30_000)
    page.wait_for_timeout(2_000)  # time enough for any answer to come back

    # nothing changed: the same screen waiting for Bob, Ann's pick face down in the Log
    expect(planner).not_to_have_attribute("open", "")
    state, snap = _handoff_checks(jupyterlab, widget, table, bob)
    assert [e["label"] for e in snap["log"]] == ["chooses a recruit"], snap["log"]
    assert not _named_on_page(page, state, ann_cards)
    expect(widget.locator(".skyw-error")).to_be_hidden()
    _check_gated(widget, "Bob")
    shots = _handoff_screenshots(jupyterlab, page, widget, looks, artifacts_dir)

    # Python's side: an undo sent anyway (a page without the gate) is refused, and the page
    # shows the refusal, still waiting for Bob, still none of Ann's cards
    _send_from_the_page(page, {"type": "undo"})
    _refused(widget, ".skyw-handoff[hidden]")
    assert not _named_on_page(page, state, ann_cards)
    expect(widget.locator(".skyw-error")).to_be_visible()
    state, snap = _handoff_checks(jupyterlab, widget, table, bob)
    assert [e["label"] for e in snap["log"]] == ["chooses a recruit"], snap["log"]
    problems = jupyterlab.console_errors("skyway_robbery")
    assert not problems, problems
    print(f"\nscreenshots: {shots['light']}, {shots['dark']}")
