"""Hidden information through the widget: after every message the browser can send, every
synced trait is the same in two worlds the person at the screen cannot tell apart.

Whole games of Skyjo, Skyway, Skyline Express and Skyway Robbery are played by the
messages a board sends, with people and bots in every mix a game allows. At each step a
*twin* widget is built on ``state.determinize(eyes, rng)``, where ``eyes`` is the seat whose
view is on the screen (None during a hand-off or with bots only): everything hidden from
that seat is drawn again, and so is every past position time travel or Undo can reach.
The players, settings, Log and screen are copied. Then a copy of the real widget and the
twin get the same messages (each message a board can send, refused ones included) and
every synced trait must come out the same: the browser sees nothing else.

A move may show something new (a drawn card, a roll): after one, the worlds may differ in
the position itself, so only what a move cannot reveal anything through is compared, and
the screen is checked afresh, against a new twin, at the next step.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import NamedTuple

import ipywidgets
import pytest

import skywidgets
import skywidgets.core.engine as engine_module
import skywidgets.widget.branching as branching_module
import skywidgets.widget.game_widget as widget_module
import skywidgets.widget.playing as playing_module
import skywidgets.widget.simulation as simulation_module
from skywidgets.core.errors import BadMessage, IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.widget import GameWidget
from skywidgets.widget.seating import Seating
from skywidgets.widget.testing import as_the_board_sends

#: what the browser receives (the anywidget plumbing around them never depends on a game)
SYNCED = sorted(GameWidget.class_own_traits(sync=True))
#: traits no move can show anything hidden through: after a move that showed something
#: (a drawn card, a roll), the position may differ between the worlds, these may not
UNREVEALING = ["game", "title", "players", "bots", "rollout_bots", "settings", "busy",
               "viewing", "error", "rules"]
#: moves are played by these messages (and only these may show something new): a move, the
#: bots, and what sets waiting bots moving (back to the live game, Play on from here, the
#: settings ticking "Bots move on their own")
PLAYING = ("move", "bot_step", "bot_run", "resume", "goto", "settings", "switch")
#: a fresh seed (New game without a seed, Run in Simulated outcomes) is the same in both
#: worlds: randomness that is no one's hidden information must not hide a difference
FIXED_SEED = 4242
FAMILIES = ["at rest", "log", "move", "why", "undo", "new", "bot_step", "bot_run", "stop",
            "simulate", "goto", "resume", "ready", "inspect", "settings", "dismiss", "writes",
            "export"]


# --------------------------------------------------------------------- the two worlds
def eyes_of(w) -> int | None:
    """The seat whose view is on the screen, as the browser knows it."""
    return None if w.handoff else w.seat


def synced(w) -> dict:
    """Each synced trait as the browser gets it, but the wall-clock time."""
    traits = {name: getattr(w, name) for name in SYNCED}
    # how long rollouts took or would take is the kernel's time, not information
    untimed = lambda outcomes: {k: v for k, v in outcomes.items()
                                if k not in ("elapsed", "estimate", "fits")}
    traits["outcomes"] = untimed(traits["outcomes"])
    if traits["comparison"]:
        traits["comparison"] = {**traits["comparison"], "branches": [
            {**side, "outcomes": untimed(side["outcomes"])}
            for side in traits["comparison"]["branches"]]}
    return traits


def quiet(key=None) -> None:
    """No front-end listens: the traits are read here, not sent."""


def clone(w, state, past=None, line=None) -> GameWidget:
    """A widget showing ``state`` with ``w``'s players, settings, Log, branches and screen:
    the bookkeeping the browser cannot see is copied, then everything is published again.
    ``past(ply)`` gives this world's position after ``ply`` moves (time travel, Undo),
    ``line(moves)`` the position at the end of another branch's moves."""
    names = [seat["name"] for seat in w.players]
    other = type(w)(players=names, seed=0, settings=dict(w.settings), **w._options)
    other.send_state = quiet
    other._state = state
    other._log = [dict(entry) for entry in w._log]
    other._revealed = list(w._revealed)
    other._tree = copy.deepcopy(w._tree)
    # a branch's Log is replayed from the record, which the real widget holds
    other._line_history = w._line_history
    other._seating.ready_seat = w._seating.ready_seat
    other._seating.screen_seat = w._seating.screen_seat
    other._inspecting = copy.deepcopy(w._inspecting)
    # the last bot move's reasons are Python's memory too; what of them is shown is
    # decided again for the twin's screen
    other._reasoning = copy.deepcopy(w._reasoning)
    other._explained = w._explained
    other._bot_rng = w._bot_rng.copy()  # the bots' luck is no one's hidden information
    if past is not None:
        other._replay_to = past
    if line is not None:
        other._replay_line = line
    with other.hold_sync():
        other.seat = w.seat
        # the Log the browser holds, and the tail that last reached it: what the twin shows
        # is worked out again from there (a Log shown otherwise is then sent anew)
        other.log_entries = copy.deepcopy(w.log_entries)
        other.log_tail = copy.deepcopy(w.log_tail)
        # the same for the view and the patch that last reached it (view_sync.py)
        other.view = copy.deepcopy(w.view)
        other.view_patch = copy.deepcopy(w.view_patch)
        other.outcomes = copy.deepcopy(w.outcomes)
        other.comparison = copy.deepcopy(w.comparison)
        other.error = copy.deepcopy(w.error)
        other._refresh()
    if w.viewing is not None:
        other.goto(w.viewing)
    return other


def twin_of(w, key: int, eyes: int | None) -> GameWidget:
    """``w`` in another world that ``eyes`` cannot tell from it: the live position and
    every past one determinized for that seat (None: for everyone)."""
    record = w.state.record()
    start = w.state.origin.get("start_ply", 0)
    game = w.state.game
    pasts: dict[int, object] = {}

    def twin_past(ply: int):
        # one world: the same past each time it is asked for
        if ply not in pasts:
            truth = copy.copy(record)
            truth.moves = record.moves[:ply - start]
            pasts[ply] = game.replay(truth).determinize(eyes, Rng(key * 1000 + ply))
        return pasts[ply].copy()

    lines: dict[tuple, object] = {}

    def twin_line(moves):
        # the end of another branch, in this world: redrawn for the same eyes
        if tuple(moves) not in lines:
            truth = copy.copy(record)
            truth.moves = list(moves)
            lines[tuple(moves)] = game.replay(truth).determinize(
                eyes, Rng(key * 1000 + 500 + len(lines)))
        return lines[tuple(moves)].copy()

    return clone(w, w.state.determinize(eyes, Rng(key)), twin_past, twin_line)


def deliver(w, message: dict):
    """Send one message as the comm does, and wait for the bots or rollouts it starts.
    Two kinds are not comm messages: ``write``, the browser setting synced traits itself,
    and ``simulate_seeded``, ``w.simulate(n, seed=...)`` from Python (its answer is
    returned)."""
    kind = message["type"]
    if kind == "write":
        w.set_state(copy.deepcopy(message["traits"]))
        return None
    if kind == "simulate_seeded":
        try:
            result = w.simulate(n=message["n"], seed=message["seed"]).to_dict()
        except BadMessage as err:
            return {"refused": err.field, "reason": err.reason}
        for timing in ("elapsed", "estimate", "fits"):
            result.pop(timing)
        return result
    if kind == "export":
        # Download CSV: Python's answer is a custom message, the file's text
        sent: list = []
        w.send = lambda content, buffers=None: sent.append(content)
        w._on_message(w, copy.deepcopy(message), None)
        return sent
    # with the ply of the position on the screen when it is sent, as the board adds it
    w._on_message(w, as_the_board_sends(w, copy.deepcopy(message)), None)
    assert w.wait(30), f"{message} still runs after 30 s"
    return None


def played_in(before_log: list, w) -> list:
    """The Log entries (as recorded, unmasked) a message added to ``before_log``; none when
    it took moves back or began a new game."""
    log = w._log
    if len(log) <= len(before_log) or log[:len(before_log)] != before_log:
        return []
    return log[len(before_log):]


# --------------------------------------------------------------------- reporting
class Findings:
    """Differences found, by family of check, each saying how to get there."""

    def __init__(self) -> None:
        self.by_family: dict[str, list[str]] = {}
        self.counts: dict[str, int] = {}
        #: at-rest checks whose twin really held other hidden cards (else they prove nothing)
        self.hidden_redrawn = 0

    def checked(self, family: str) -> None:
        self.counts[family] = self.counts.get(family, 0) + 1

    def add(self, family: str, text: str) -> None:
        self.by_family.setdefault(family, []).append(text)

    def merge(self, other: Findings) -> None:
        for family, texts in other.by_family.items():
            self.by_family.setdefault(family, []).extend(texts)
        for family, count in other.counts.items():
            self.counts[family] = self.counts.get(family, 0) + count
        self.hidden_redrawn += other.hidden_redrawn

    def report(self, family: str) -> str:
        texts = self.by_family.get(family, [])
        return f"{len(texts)} difference(s), first ones:\n" + "\n".join(texts[:3])


def short(value, limit: int = 300) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[:limit] + "…"


def first_diff(a, b, path: str = "") -> str:
    """Where two JSON values first differ, readably."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if a.get(key, "<missing>") != b.get(key, "<missing>"):
                return first_diff(a.get(key, "<missing>"), b.get(key, "<missing>"),
                                  f"{path}.{key}")
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_diff(x, y, f"{path}[{index}]")
    return f"{path}: {short(a, 160)} (real) != {short(b, 160)} (twin)"


def differences(a: dict, b: dict, keys) -> list[str]:
    return [first_diff({key: a[key]}, {key: b[key]}) for key in keys if a[key] != b[key]]


# --------------------------------------------------------------------- the checks
def check_at_rest(w, twin, findings: Findings, where: str) -> None:
    """What is on the screen now is the same in the twin world."""
    findings.checked("at rest")
    real_traits, twin_traits = synced(w), synced(twin)
    if real_traits != twin_traits:
        found = differences(real_traits, twin_traits, SYNCED)
        findings.add("at rest", f"{where}: {'; '.join(found)}")
    truth, other = w.state.to_dict(), twin.state.to_dict()
    truth.pop("history", None)
    other.pop("history", None)
    findings.hidden_redrawn += truth != other


def check_log(w, findings: Findings, where: str) -> None:
    """No Log entry of another seat shows what that seat hid (``Game.private_move``)."""
    game = w.state.game
    eyes = eyes_of(w)
    findings.checked("log")
    for shown, true in zip(w.log_entries, w._log):
        phrase = None if true.get("automatic") else game.private_move(true["id"])
        if phrase is not None and true["seat"] != eyes:
            if shown != {**true, "id": None, "label": phrase, "private": True}:
                findings.add("log", f"{where}: seat {true['seat']}'s secret move is shown to "
                                    f"seat {eyes} as {short(shown)}")
        elif shown != true:
            findings.add("log", f"{where}: {short(shown)} is shown for {short(true)}")


def check_labels(before, entries: list, key: int, findings: Findings, where: str) -> None:
    """Each new Log entry's label says only what its readers may know: worked out again in
    a world determinized for them (everyone for a public move, the mover alone for a
    secret one), it reads the same."""
    game = before.game
    position = before.copy()
    for index, entry in enumerate(entries):
        move = game.parse_move(entry["id"])
        secret = not entry.get("automatic") and game.private_move(entry["id"]) is not None
        readers = entry["seat"] if secret else None
        findings.checked("log")
        world = position.determinize(readers, Rng(key * 7919 + index))
        try:
            label = world.describe(move)
        except Exception as err:  # a label that needs what its readers cannot see
            label = f"<{type(err).__name__}: {err}>"
        if label != entry["label"]:
            who = "everyone" if readers is None else f"seat {readers}"
            findings.add("log", f"{where}: move {entry['ply']} {entry['id']!r} by seat "
                                f"{entry['seat']} is labelled {entry['label']!r}; from what "
                                f"{who} knew it reads {label!r}")
        position.apply(move)


def compare_after(real, twin, message: dict, before_log: list, eyes, results) -> list[str]:
    """What differs between the worlds after ``message``: every synced trait, unless the
    message played a move, which may show something new; then only what no move can
    reveal anything through, and the first move itself when it was decided from what
    the screen shows."""
    game = real.state.game
    problems = []
    if results[0] != results[1]:
        problems.append(f"Python's answer {first_diff(results[0], results[1])}")
    new_real, new_twin = played_in(before_log, real), played_in(before_log, twin)
    real_traits, twin_traits = synced(real), synced(twin)
    if message["type"] not in PLAYING or not new_real:
        return problems + differences(real_traits, twin_traits, SYNCED)
    problems += differences(real_traits, twin_traits, UNREVEALING)
    # whose turn comes next may depend on what the move showed (everyone's draft picks,
    # say), and with it whose view is on the screen: the earlier Log is compared when the
    # same person looks at it
    if eyes_of(real) == eyes_of(twin) and real.log_entries[:len(before_log)] != twin.log_entries[:len(before_log)]:
        problems.append("the earlier Log entries are shown differently")
    if not new_twin:
        problems.append(f"the twin played nothing (error {short(twin_traits['error'])})")
        return problems
    first_real, first_twin = new_real[0], new_twin[0]
    # the person's own move, a step the rules make, or a bot's move decided from what every
    # seat sees (or for the seat on the screen) is the same move in both worlds; a bot
    # deciding from its own hidden cards may choose otherwise in the twin world
    in_sight = (message["type"] == "move" or not game.private_views
                or first_real["seat"] == eyes or first_real.get("automatic"))
    keys = (("ply", "seat", "player", "id", "label", "automatic") if in_sight
            else ("ply", "seat", "player"))
    for name in keys:
        if first_real.get(name) != first_twin.get(name):
            problems.append(f"the first move's {name}: {short(first_real.get(name))} (real) "
                            f"!= {short(first_twin.get(name))} (twin)")
    if not in_sight and len(new_real) == len(new_twin) == 1:
        # a bot's reasons from cards the screen may not see: the same words in both worlds
        problems += differences(real_traits, twin_traits, ["reasoning"])
    return problems


def check_session(w, session: list, key: int, findings: Findings, where: str) -> None:
    """Send a session's messages one after another to a copy of ``w`` and to its twin,
    comparing after each, until a move was played (what it showed may differ, so the next
    message would need a new twin) or a difference was found (the worlds then differ)."""
    eyes = eyes_of(w)
    if w.handoff and any(message["type"] == "ready" for _, message in session):
        # Ready shows the person the screen waits for their cards: the twin keeps those
        eyes = w.handoff["seat"]
    real, twin = clone(w, w.state.copy()), twin_of(w, key, eyes)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(widget_module, "fresh_seed", lambda: FIXED_SEED)
        patch.setattr(engine_module, "fresh_seed", lambda: FIXED_SEED)
        patch.setattr(branching_module, "fresh_seed", lambda: FIXED_SEED)
        patch.setattr(simulation_module, "fresh_seed", lambda: FIXED_SEED)
        patch.setattr(playing_module, "fresh_seed", lambda: FIXED_SEED)
        for number, (family, message) in enumerate(session):
            findings.checked(family)
            eyes_before = eyes_of(real)
            before_log = list(real._log)
            if message["type"] == "resume" and real.viewing is not None:
                # Play on from here keeps the moves up to the position shown
                before_log = before_log[:real.viewing]
            results = (deliver(real, message), deliver(twin, message))
            problems = compare_after(real, twin, message, before_log, eyes_before, results)
            if problems:
                sent = [m for _, m in session[:number + 1]]
                findings.add(family, f"{where}, twin for seat {eyes}, messages "
                                     f"{short(sent, 1200)}: {'; '.join(problems)}")
                break
            if played_in(before_log, real) or played_in(before_log, twin):
                break
    real.close()
    twin.close()


# --------------------------------------------------------------------- the messages
def move(move_id: str, ply: int) -> dict:
    return {"type": "move", "id": move_id, "ply": ply}


def refusal(state, move_id: str):
    try:
        state.check(move_id)
    except IllegalMove as err:
        return err.reason, str(err.rule)
    return None


def refused_moves(w, step: int) -> list[str]:
    """A few illegal move ids to send: first any whose refusal reads differently in a world
    with other hidden cards, then others, in turn. Among them are the moves that would be
    legal with other hidden cards: they name cards the mover does not hold, which may be
    in someone's hand, and refusing them must not say where."""
    state = w.state
    if state.is_over:
        return []
    legal = {m.id for m in state.legal_moves()}
    tried = {m.id for m in state._candidates()}
    for key in range(6):
        tried.update(m.id for m in state.determinize(None, Rng(step * 10 + key)).legal_moves())
    tried = sorted(tried - legal)
    if not tried:
        return []
    telling = []
    if state.current_player == eyes_of(w):  # else the move is refused before it is read
        other = state.determinize(eyes_of(w), Rng(step))
        telling = [i for i in tried if refusal(state, i) != refusal(other, i)]
    return list(dict.fromkeys([*telling[:2], tried[step % len(tried)],
                               tried[(7 * step) % len(tried)]]))


def sessions(w, step: int) -> list[list[tuple[str, dict]]]:
    """Every message the browser can send here, refused ones included, in sessions of
    (family, message) sent one after another to one pair of worlds."""
    state = w.state
    ply = w.ply
    start = state.origin.get("start_ply", 0)
    offered = [m["id"] for m in w.moves]
    legal = [m.id for m in state.legal_moves()]
    illegal = refused_moves(w, step)
    some_move = offered[0] if offered else legal[0] if legal else "d"
    past = start + (ply - start) // 2 if ply > start else None
    free = ("settings", {"type": "settings", "settings": {"undo": "free"}})
    inspect = [("inspect", {"type": "inspect", "name": "planner", "args": {}}),
               ("inspect", {"type": "inspect", "name": "planner", "args": {"job": "heist"}})]
    if w.inspection.get("data"):
        for choice in w.inspection["data"].get("choices", [])[-1:]:
            args = {k: v for k, v in choice.items() if k in ("job", "target") and v}
            inspect.append(("inspect", {"type": "inspect", "name": "planner", "args": args}))
    # another rollout policy (greedy ones look a move ahead at every step of every
    # rollout: too slow to try at every step here)
    policies = [name for name in w.rollout_bots if name not in (w.settings["rollout"],
                                                                 "greedy")]
    helper = ("random", "greedy")[step % 2]
    others = [s for s in range(len(w.players)) if s != eyes_of(w)]
    other = others[-1] if others else 0
    live = [
        ("move", move(some_move, ply + 1)),  # stale
        *[("move", move(move_id, ply)) for move_id in illegal],
        # a refused click asks why: the reason must not tell where a card the mover does
        # not hold is, nor anything else of the other world
        *[("why", {"type": "why", "id": move_id, "ply": ply}) for move_id in illegal],
        ("why", {"type": "why", "id": some_move, "ply": ply + 1}),  # stale
        ("why", {"type": "why", "id": some_move, "ply": ply}),  # a legal move: no reason
        ("resume", {"type": "resume"}),
        ("goto", {"type": "goto", "ply": ply + 1}),
        ("stop", {"type": "stop"}),
        ("simulate", {"type": "simulate", "n": 1}),
        ("simulate", {"type": "simulate_seeded", "n": 1, "seed": step}),
        # Download CSV of the Log as shown, and of the outcomes just worked out
        ("export", {"type": "export", "table": "log"}),
        ("export", {"type": "export", "table": "outcomes"}),
        ("settings", {"type": "settings", "settings": {"pace": -1}}),
        ("dismiss", {"type": "dismiss"}),
        *inspect,
        ("undo", {"type": "undo"}),
        ("goto", {"type": "goto", "ply": None}),
        ("inspect", {"type": "inspect", "name": None}),
        ("bot_run", {"type": "bot_run"}),
        ("bot_step", {"type": "bot_step"}),
    ]
    # the browser writing synced traits itself: refused, whatever it wrote
    writes = [
        ("writes", {"type": "write", "traits": {
            "seat": other, "handoff": {"seat": other, "name": w.players[other]["name"]}}}),
        ("writes", {"type": "ready"}),
        ("writes", {"type": "write", "traits": {"viewing": start}}),
        ("writes", {"type": "resume"}),
        ("writes", {"type": "write", "traits": {"handoff": {}, "moves": []}}),
        # the teacher's view is Python's alone: a browser that turns it on shows nothing
        ("writes", {"type": "write", "traits": {"reveal_all": True}}),
        ("writes", {"type": "simulate", "n": 1, "source": "truth"}),
        ("writes", move(some_move, ply)),
    ]
    out = [
        [("ready", {"type": "ready"}), *live] if w.handoff else live,
        writes,
        [free, *writes[2:4]],
        [("move", move(some_move, ply))],
        # the helper bot plays for the person from what they may know, whichever it is
        # (and says why: its reasons come from what the person may know too)
        [("settings", {"type": "settings", "settings": {"bot": helper, "explain": True}}),
         ("settings", {"type": "settings", "settings": {"autoplay": False}}),
         ("bot_step", {"type": "bot_step"})],
        # rollouts played by another policy: still from what the person may know
        *[[("settings", {"type": "settings", "settings": {"rollout": policy}}),
           ("simulate", {"type": "simulate_seeded", "n": 1, "seed": step})]
          for policy in policies[:1]],
        [("new", {"type": "new", "seed": step + 11})],
        [("new", {"type": "new", "seed": None})],
        # the Rules panel: other options and seats, and ones refused
        [("new", {"type": "new", "seed": step + 13, "options": other_options(w),
                  "players": other_seats(w)})],
        [("new", {"type": "new", "seed": 5, "options": {"house_rule": True}}),
         ("new", {"type": "new", "seed": 5, "players": [{"kind": "bot", "bot": "deep-blue"}]}),
         ("new", {"type": "new", "seed": 5, "options": other_options(w),
                  "players": [{"kind": "human", "name": ""}] * len(w.players)})],
        [free, ("undo", {"type": "undo"}), ("undo", {"type": "undo"})],
        [("goto", {"type": "goto", "ply": start}), ("ready", {"type": "ready"}),
         ("goto", {"type": "goto", "ply": None})],
    ]
    if past is not None:
        goto = ("goto", {"type": "goto", "ply": past})
        out += [
            [goto, ("move", move(some_move, ply)), ("bot_step", {"type": "bot_step"}),
             ("bot_run", {"type": "bot_run"}), ("simulate", {"type": "simulate", "n": 1}),
             ("simulate", {"type": "simulate_seeded", "n": 1, "seed": step}), *inspect,
             ("undo", {"type": "undo"}), ("resume", {"type": "resume"}),
             ("goto", {"type": "goto", "ply": ply - 1}), ("new", {"type": "new", "seed": 3})],
            [free, goto, ("resume", {"type": "resume"}), ("bot_step", {"type": "bot_step"})],
        ]
    return out


def other_options(w) -> dict:
    """The first option of the game at another value than the current game's, as the
    Rules panel would send it ({} for a game without options)."""
    for entry in w.rules["options"]:
        if entry["kind"] == "flag":
            return {entry["name"]: not entry["value"]}
        if entry["kind"] == "choice":
            values = [c["value"] for c in entry["choices"] if c["value"] != entry["value"]]
            return {entry["name"]: values[0]}
        if entry["kind"] == "whole":
            return {entry["name"]: entry["low"] if entry["value"] != entry["low"] else entry["high"]}
    return {}


def other_seats(w) -> list[dict]:
    """The seats with the last one another bot's, as the Rules panel would send them."""
    seats = [{"kind": "bot", "bot": s["bot"]} if s["kind"] == "bot"
             else {"kind": "human", "name": s["name"]} for s in w.players]
    seats[-1] = {"kind": "bot", "bot": "random" if seats[-1].get("bot") != "random" else "greedy"}
    return seats


def main_message(w, chooser: Rng, step: int, opened: bool) -> dict:
    """The next message of the game, as the people at the screen (or a teacher running
    the bots) would send it."""
    if w.handoff:
        return {"type": "ready"}
    if not opened and w.state.game.inspections and eyes_of(w) is not None:
        # the panel then follows every move, and must show only the person's cards
        return {"type": "inspect", "name": "planner", "args": {}}
    if w.moves:
        return move(w.moves[chooser.randint(0, len(w.moves) - 1)]["id"], w.ply)
    # mostly one move at a time; now and then the bots play on until a person is to move
    return {"type": "bot_run" if step % 20 == 0 else "bot_step"}


def sweep(game: str, mix: Mix) -> Findings:
    """Whole games driven by the browser's messages: at every step the screen is checked
    against a twin, the Log is checked, and the next message is sent to the real widget
    and a twin; each session of other messages is tried every ``mix.every`` steps (in
    turn, so each meets many kinds of positions)."""
    players, seed = mix.players, mix.seed
    w = skywidgets.widget_class(game)(players=list(players), seed=seed,
                                      settings={"pace": 0, **mix.settings}, **mix.options)
    w.send_state = quiet
    findings = Findings()
    chooser = Rng(seed + 1)
    finished, step, opened = 0, 0, not mix.panel
    name = (f"{game} players={list(players)} seed={seed} settings={mix.settings} "
            f"options={mix.options}")
    while True:
        step += 1
        assert step < 3000, f"{name}: the game does not end"
        where = f"{name}, step {step} (ply {w.ply})"
        finished += w.state.is_over
        twin = twin_of(w, step, eyes_of(w))
        check_at_rest(w, twin, findings, where)
        check_log(w, findings, where)
        for index, session in enumerate(sessions(w, step)):
            if (step + index) % mix.every == 0:
                check_session(w, session, step * 100 + index, findings, where)
        if finished >= mix.games:
            twin.close()
            break
        if w.state.is_over:
            message = {"type": "new", "seed": seed + 1000 * finished}
        else:
            message = main_message(w, chooser, step, opened)
            opened = opened or message["type"] == "inspect"
        if message["type"] == "ready":
            # Ready shows the person their cards: the twin keeps what they may know
            twin.close()
            twin = twin_of(w, step, w.handoff["seat"])
        family = message["type"]
        findings.checked(family)
        eyes, before, before_log = eyes_of(w), w.state.copy(), list(w._log)
        results = (deliver(w, message), deliver(twin, message))
        for problem in compare_after(w, twin, message, before_log, eyes, results):
            findings.add(family, f"{where}, playing on with {short(message)}: {problem}")
        twin.close()
        if message["type"] == "new":
            first = w.state.game.new(players=len(players), seed=message["seed"], **mix.options)
            check_labels(first, w._log, step, findings, where)
        else:
            check_labels(before, played_in(before_log, w), step, findings, where)
    w.close()
    return findings


# --------------------------------------------------------------------- the games
class Mix(NamedTuple):
    """One mix of people and bots: whole games of it, every session tried every ``every``
    steps; ``panel``: the person opens the game's inspection panel, which then follows
    every move."""

    players: tuple[str, ...]
    seed: int
    settings: dict = {}
    options: dict = {}
    games: int = 1
    every: int = 3
    panel: bool = True


#: each mix a game allows: one person and bots, people sharing the screen (a hand-off
#: between them where views are private), bots only (stepped by a teacher)
MIXES = {
    "skyjo": [
        Mix(("You", "greedy"), 3, {"explain": True}, games=2, every=4),
        Mix(("Ann", "Ben", "greedy"), 4, every=5),
        Mix(("greedy", "You", "random"), 8, {"autoplay": False}, every=7),
        Mix(("greedy", "random"), 5, {"autoplay": False, "explain": True}),
    ],
    "skyway": [
        Mix(("You",), 3, games=2),
        Mix(("greedy",), 4, {"autoplay": False}),
    ],
    "skyline_express": [
        Mix(("You",), 3, every=6),
        Mix(("You", "greedy"), 3, {"explain": True}, every=7),
        Mix(("Ann", "Ben"), 3, every=10),
        Mix(("greedy", "random"), 3, {"autoplay": False}, every=5),
    ],
    "skyway_robbery": [
        Mix(("You", "heuristic"), 3, {"explain": True}, every=9),
        Mix(("Ann", "Bob"), 2, every=14),
        Mix(("Ann", "heuristic", "Bob"), 5, {"explain": True}, every=14, panel=False),
        Mix(("heuristic", "quick"), 4, {"autoplay": False}, every=9),
    ],
}


@lru_cache(maxsize=None)
def findings_for(game: str) -> Findings:
    """Every mix of a game swept once, whichever test asks first."""
    everything = Findings()
    for mix in MIXES[game]:
        everything.merge(sweep(game, mix))
    return everything


#: checks that fail because of a finding, by (game, family): the reason says what it is
KNOWN: dict[tuple[str, str], str] = {}


def cases():
    for game in MIXES:
        for family in FAMILIES:
            marks = ([pytest.mark.xfail(strict=True, reason=KNOWN[game, family])]
                     if (game, family) in KNOWN else [])
            yield pytest.param(game, family, marks=marks, id=f"{game}-{family}")


@pytest.mark.parametrize("game, family", cases())
def test_no_message_shows_what_the_screen_may_not_know(game, family):
    findings = findings_for(game)
    assert not findings.by_family.get(family), findings.report(family)
    # the family was tried (messages a game has no use for are still sent, and refused)
    assert findings.counts.get(family, 0) >= 5, (family, findings.counts)


@pytest.mark.parametrize("game", list(MIXES))
def test_the_twins_hold_other_hidden_cards(game):
    # else every check above compared a world with itself
    findings = findings_for(game)
    assert findings.hidden_redrawn >= 0.8 * findings.counts["at rest"]


# --------------------------------------------------------------------- doors just closed
def robbery(players: list[str], seed: int, **settings) -> GameWidget:
    w = skywidgets.widget_class("skyway_robbery")(players=players, seed=seed,
                                                   settings={"pace": 0, **settings})
    w.send_state = quiet
    return w


def play_until(w, done, seed: int = 1) -> None:
    """Play on by the browser's messages until ``done(w)``."""
    chooser, step = Rng(seed), 0
    while not done(w):
        step += 1
        assert step < 500 and not w.state.is_over, "the position never came"
        deliver(w, main_message(w, chooser, step, opened=True))
        assert w.error == {}, w.error


def differences_found(w, session: list) -> Findings:
    findings = Findings()
    check_session(w, session, 1, findings, "here")
    return findings


def test_simulate_for_a_bot_whose_cards_are_not_on_the_screen_is_refused():
    # Skyway Robbery, a person and a bot that waits to be stepped: the bot is to move
    w = robbery(["You", "heuristic"], seed=3, autoplay=False)
    play_until(w, lambda w: w.state.current_player == 1 and w.state.phase == "program")
    session = [("simulate", {"type": "simulate"}),
               ("simulate", {"type": "simulate_seeded", "n": 2, "seed": 1})]
    findings = differences_found(w, session)
    assert not findings.by_family, findings.report("simulate")
    deliver(w, {"type": "simulate"})
    assert w.error["field"] == "seat" and w.outcomes == {} and w.busy == ""
    # with the door open, the rollouts (played from the bot's own cards) tell the worlds
    # apart: the check would have caught it
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Seating, "require_on_screen", lambda self, to_move: None)
        assert differences_found(w, session).by_family.get("simulate")


def test_undo_on_the_hand_off_screen_is_refused():
    # two people at one screen, Undo free: Ann has moved, the screen waits for Bob
    w = robbery(["Ann", "Bob"], seed=2, undo="free")
    play_until(w, lambda w: w.handoff and w.ply >= 1)
    waiting, ply = dict(w.handoff), w.ply
    session = [("undo", {"type": "undo"}), ("ready", {"type": "ready"})]
    findings = differences_found(w, session)
    assert not findings.by_family, findings.report("undo")
    deliver(w, {"type": "undo"})
    assert w.error["field"] == "handoff" and w.ply == ply and w.handoff == waiting
    # with the door open, Undo showed the last person's hand to whoever sat down
    refuse = Seating.require_no_handoff
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Seating, "require_no_handoff",
                      lambda self, what, *rest: None if what == "undo" else refuse(
                          self, what, *rest))
        assert differences_found(w, session).by_family.get("undo")


def test_a_front_end_write_of_seat_and_handoff_then_ready_is_refused():
    # Ann at the screen, the bot to move (it waits to be stepped), Bob out of sight
    w = robbery(["Ann", "heuristic", "Bob"], seed=2, autoplay=False)
    play_until(w, lambda w: w.state.current_player == 1 and w.seat == 0 and not w.handoff)
    before = synced(w)
    session = [("writes", {"type": "write", "traits": {"seat": 2, "handoff": {"seat": 2}}}),
               ("writes", {"type": "ready"})]
    findings = differences_found(w, session)
    assert not findings.by_family, findings.report("writes")
    w.set_state({"seat": 2, "handoff": {"seat": 2}})
    assert w.error["field"] == "handoff" and w.seat == 0 and w.handoff == {}
    deliver(w, {"type": "ready"})
    assert w.error["field"] == "ready"
    assert {k: v for k, v in synced(w).items() if k != "error"} == {
        k: v for k, v in before.items() if k != "error"}
    # a second wall: even with trait writes let through, Ready shows no one else's hand,
    # because who sits at the screen is Python's own memory, never read back from `seat`
    # (with both walls down, Ready used to show Bob's hand to Ann)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(GameWidget, "set_state", ipywidgets.Widget.set_state)
        assert not differences_found(w, session).by_family.get("writes")


@pytest.mark.parametrize("undo", ["no peeking", "free"])
def test_a_front_end_write_of_viewing_then_resume_is_refused(undo):
    w = robbery(["Ann", "Bob"], seed=2, undo=undo)
    play_until(w, lambda w: w.ply >= 6 and not w.handoff)
    before = synced(w)
    session = [("writes", {"type": "write", "traits": {"viewing": 0}}),
               ("writes", {"type": "resume"})]
    findings = differences_found(w, session)
    assert not findings.by_family, findings.report("writes")
    w.set_state({"viewing": 0})
    assert w.error["field"] == "viewing" and w.viewing is None
    deliver(w, {"type": "resume"})
    assert w.error["field"] == "resume"  # the live game is shown: nothing to resume from
    assert {k: v for k, v in synced(w).items() if k != "error"} == {
        k: v for k, v in before.items() if k != "error"}


def test_a_front_end_write_of_reveal_all_is_refused():
    # Ann at the screen; Bob's hand, draft and program are hidden from her
    w = robbery(["Ann", "Bob"], seed=2)
    play_until(w, lambda w: w.ply >= 4 and not w.handoff)
    before = synced(w)
    session = [("writes", {"type": "write", "traits": {"reveal_all": True}}),
               ("writes", {"type": "simulate", "n": 1, "source": "truth"}),
               ("writes", {"type": "goto", "ply": 2})]
    findings = differences_found(w, session)
    assert not findings.by_family, findings.report("writes")
    w.set_state({"reveal_all": True})
    assert w.error["field"] == "reveal_all" and w.reveal_all is False
    assert {k: v for k, v in synced(w).items() if k != "error"} == {
        k: v for k, v in before.items() if k != "error"}
    # with the wall down the write would reveal Bob's cards, and the check sees it
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(GameWidget, "set_state", ipywidgets.Widget.set_state)
        assert differences_found(w, session).by_family.get("writes")


def test_the_check_sees_the_screen_revealed_from_python():
    # reveal_all on shows what the seat cannot know: the two worlds differ (the check is
    # real), and off again they are the same
    w = robbery(["Ann", "Bob"], seed=2)
    play_until(w, lambda w: w.ply >= 4 and not w.handoff)
    w.reveal_all = True
    findings = Findings()
    check_at_rest(w, twin_of(w, 1, eyes_of(w)), findings, "revealed")
    assert findings.by_family.get("at rest")
    w.reveal_all = False
    findings = Findings()
    check_at_rest(w, twin_of(w, 1, eyes_of(w)), findings, "seat view again")
    assert not findings.by_family, findings.report("at rest")


@pytest.mark.parametrize("game", list(MIXES))
def test_the_check_sees_a_view_that_shows_what_is_hidden(game, monkeypatch):
    # a view carrying the whole truth (deck order, hands, the dice to come) must be caught
    w = skywidgets.widget_class(game)(players=["You"] * skywidgets.load(game).min_players,
                                      seed=1)
    state_class = type(w.state)
    honest = state_class.view

    def leaky(self, seat=None):
        truth = {k: v for k, v in self.to_dict().items() if k != "history"}
        return {**honest(self, seat), "truth": json.dumps(truth, sort_keys=True)}

    monkeypatch.setattr(state_class, "view", leaky)
    w._refresh()
    findings = Findings()
    check_at_rest(w, twin_of(w, 1, eyes_of(w)), findings, "the start")
    assert findings.by_family.get("at rest")


# --------------------------------------------------------------------- "What if?" branches
BRANCH_TABLES = [("skyjo", ["You", "greedy"]), ("skyjo", ["Ann", "Ben"]), ("skyway", ["You"]),
                 ("skyline_express", ["You", "greedy"]),
                 ("skyway_robbery", ["You", "heuristic"])]


def branch_from_the_past(w, chooser: Rng) -> None:
    """Go back to a past position where a person was to move and play another move there,
    as the browser does (time travel, then a move on the position shown)."""
    start = w.state.origin.get("start_ply", 0)
    for ply in range(w.ply - 2, start - 1, -1):
        past = w._replay_to(ply)
        seat = past.current_player
        if seat is None or w.players[seat]["kind"] != "human":
            continue
        others = [m.id for m in past.legal_moves() if m.id != w.state.history[ply]]
        if not others:
            continue
        deliver(w, {"type": "goto", "ply": ply})
        deliver(w, move(others[chooser.randint(0, len(others) - 1)], ply))
        assert w.error == {}, w.error
        return
    raise AssertionError("no past position to branch from")


@pytest.mark.parametrize("game, players", BRANCH_TABLES,
                         ids=[f"{g}-{len(p)}" for g, p in BRANCH_TABLES])
def test_branches_show_nothing_the_screen_may_not_know(game, players):
    # switching to another branch shows its end through the eyes of whoever is at the
    # screen, and a comparison works out rollouts only from what they may know there
    w = skywidgets.widget_class(game)(players=players, seed=6,
                                      settings={"pace": 0, "undo": "free", "autoplay": False})
    w.send_state = quiet
    chooser, step = Rng(6), 0
    findings = Findings()
    try:
        play_until(w, lambda w: w.ply >= 8)
        branch_from_the_past(w, chooser)
        while step < 6 and not w.state.is_over:
            step += 1
            deliver(w, main_message(w, chooser, step, opened=True))
            names = [b["name"] for b in w.branches]
            assert len(names) == 2, w.branches
            other = next(b["name"] for b in w.branches if not b["current"])
            for index, session in enumerate([
                    [("switch", {"type": "switch", "branch": other})],
                    [("compare", {"type": "compare", "branches": names, "n": 1})],
                    [("name_branch", {"type": "name_branch", "branch": other,
                                      "name": "Bold"}),
                     ("switch", {"type": "switch", "branch": "Bold"})]]):
                check_session(w, session, step * 10 + index, findings,
                              f"{game} {players}, step {step} (ply {w.ply})")
    finally:
        w.close()
    assert not findings.by_family, {f: findings.report(f) for f in findings.by_family}
    assert findings.counts.get("switch", 0) >= 6 and findings.counts.get("compare", 0) >= 3
