"""Fuzzing the widget protocol: random browser messages and trait writes, each one checked.

Every game's widget is put in a situation (a new game, mid-game, the past on the screen,
two branches, game over, several people, a hand-off screen, a simulation running, bots playing on, a
bot thinking) and sent messages built from the protocol's message types and fields
(docs/widget-protocol.md): malformed, mistyped, oversized, stale, unknown, near misses and
some valid ones, plus front-end writes of every synced trait (``set_state``). A message
the widget refuses must set ``error`` (a non-empty ``field``, a short ``message``) and
change nothing else; one it accepts must raise nothing and leave the engine sound.

The probes are made by fuzz_probes.py (its neighbour, loaded by its path); this file puts
the widgets in their situations, sends the probes and checks what each one did.

Shared by tests/widget/test_fuzz_messages.py (a few thousand messages) and
benchmarks/fuzz_messages.py (100,000), which both load this file by its path. It lives
with the tests because it is their oracle (what a refusal must leave as it was); the
benchmark only sends more probes, and skywidgets itself never imports it.

>>> tally = fuzz("skyway", "new game", messages=20, seed=1)
>>> tally.tried, tally.failures
(20, [])
"""

from __future__ import annotations

import csv
import importlib.util
import io
import json
import random
import re
import sys
import threading
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

import skywidgets
from skywidgets.widget.reasoning import PUBLIC_KEYS
from skywidgets.widget.testing import BrowserLog, sent_traits
from skywidgets.widget import DEFAULT_SETTINGS, MAX_ERROR_LENGTH, MAX_ROLLOUTS, GameWidget
from skywidgets.widget.settings import MAX_SIM_SECONDS


def _load_neighbour(stem: str) -> ModuleType:
    # by its path, as this file is loaded (with --import-mode=importlib the tests are no
    # importable package), once; registered under its name, which its dataclasses look up
    name = f"skywidgets_{stem}"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{stem}.py"))
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


_load_neighbour("fuzz_probes")
# MESSAGE_FIELDS, NESTED, MEGABYTE_TEXT and HUGE_INT are not used here: the tests read them
# from this module, with the rest of the fuzzing
from skywidgets_fuzz_probes import (HUGE_INT, MEGABYTE_TEXT, MESSAGE_FIELDS,  # noqa: E402,F401
                                    NESTED, MessageMaker, Probe, summary)

# ====================================================================== the checks' limits
#: the traits a move changes: a change made by another thread than the fuzzing one means
#: the situation's bots moved (every synced trait is compared, and the engine's state)
MOVE_TRAITS = ("view", "moves", "log_entries", "ply", "viewing", "handoff", "seat", "players",
               "settings", "inspection", "chance", "log_tail")
#: traits a running worker writes on its own: compared only while none runs
WORKER_TRAITS = ("outcomes", "busy")
#: how large a synced trait may grow before it counts as echoing input back (the largest
#: real view, Skyway Robbery's, is some 25 KB)
MAX_TRAIT_BYTES = 256_000
#: the longest an error's field may be: it names a field, it does not quote one
MAX_FIELD_LENGTH = 100
#: the longest a bot answer started by one message may take before it is stopped
SETTLE_SECONDS = 20.0


# ====================================================================== situations
@dataclass
class Situation:
    """Where the widget is when the messages come."""

    name: str
    #: a widget in the situation (None: the game has no such situation)
    build: Callable[[str, random.Random], GameWidget | None]
    #: is the widget still in it (after a message was accepted)
    holds: Callable[[GameWidget], bool]
    #: the worker the situation runs ("", "simulating", "bots")
    worker: str = ""
    #: the settings' pace the situation keeps (a valid settings message may change it)
    pace: float = 0.0
    #: puts the widget back in the situation cheaply where it can (else it is built anew)
    restore: Callable[[GameWidget, random.Random], None] = lambda w, gen: None


def _widget(game: str, players: list[str], gen: random.Random, pace: float = 0.0,
            explain: bool = False) -> GameWidget:
    cls = skywidgets.widget_class(game)
    return cls(players=players, seed=gen.randrange(10_000),
               settings={"pace": pace, "explain": explain})


def _solo(game: str) -> list[str]:
    """One person, and a bot in each other seat the game needs."""
    g = skywidgets.load(game)
    bot = g.default_bot
    return ["You"] + [bot] * (g.min_players - 1)


#: tables of several people (with a bot here and there) for the games that have a favourite
PEOPLE = {"skyjo": ["Ann", "Bob", "Cy"], "skyway_robbery": ["Ann", "Bob", "heuristic"]}


def _people(game: str) -> list[str] | None:
    """Several people at one screen, or None for a game one person plays."""
    if skywidgets.load(game).max_players < 2:
        return None
    return PEOPLE.get(game, ["Ann", "Bob"])


def _play_on(w: GameWidget, gen: random.Random, plies: int, stop_at_handoff: bool = False) -> None:
    """Random legal moves from the person at the screen until ``plies`` moves have been
    played (or the game ends); bots answer at once (pace 0)."""
    while w.ply < plies and not w.state.is_over:
        if w.handoff:
            if stop_at_handoff and w.ply:
                return
            w.ready()
        elif w.moves:
            w.play(gen.choice(w.moves)["id"])
        else:
            w.run_bots(pace=0, wait=True)


def _new_game(game: str, gen: random.Random) -> GameWidget:
    return _widget(game, _solo(game), gen)


def _mid_game(game: str, gen: random.Random) -> GameWidget:
    most = 16
    for _ in range(20):
        w = _widget(game, _solo(game), gen)
        _play_on(w, gen, gen.randrange(2, most))
        if not w.state.is_over and w.ply:
            return w
        # the game was over by then (a short game such as Nim): stop sooner next time
        most = max(3, min(most, w.ply))
        w.close()
    raise RuntimeError(f"{game}: no mid-game position found")


def _viewing_past(game: str, gen: random.Random) -> GameWidget:
    w = _mid_game(game, gen)
    w.goto(gen.randrange(w.ply))
    return w


def _branched(game: str, gen: random.Random) -> GameWidget:
    """Mid-game with a second branch: a past position played on with another move."""
    for _ in range(20):
        w = _mid_game(game, gen)
        w.settings = {**w.settings, "undo": "free"}
        start = w.state.origin.get("start_ply", 0)
        for ply in range(w.ply - 1, start - 1, -1):
            w.goto(ply)
            past = w._replay_to(ply)
            other = [m.id for m in past.legal_moves() if m.id != w.state.history[ply]]
            if other and past.current_player is not None and w.players[
                    past.current_player]["kind"] == "human":
                w.play(gen.choice(other))  # the bots answer at once (pace 0)
                break
        w.goto(None)
        if len(w.branches) > 1 and _live(w):
            return w
        w.close()
    raise RuntimeError(f"{game}: no branched position found")


def _game_over(game: str, gen: random.Random) -> GameWidget:
    w = _widget(game, _solo(game), gen)
    _play_on(w, gen, 10**6)
    return w


def _several_people(game: str, gen: random.Random) -> GameWidget | None:
    people = _people(game)
    if people is None:
        return None
    w = _widget(game, people, gen)
    _play_on(w, gen, gen.randrange(0, 8))
    if w.handoff:
        w.ready()
    return w


def _handoff(game: str, gen: random.Random) -> GameWidget | None:
    people = _people(game)
    if people is None or not skywidgets.load(game).private_views:
        return None
    while True:
        w = _widget(game, people, gen)
        _play_on(w, gen, gen.randrange(0, 12), stop_at_handoff=True)
        if w.handoff:
            return w
        w.close()  # it stopped on a bot's turn: again


def _simulating(game: str, gen: random.Random) -> GameWidget:
    g = skywidgets.load(game)
    if g.private_views or gen.random() < 0.6:
        w = _mid_game(game, gen)
    else:
        # bots alone (a teacher's demonstration), a few moves in; a game with private
        # hands shows no one's cards then, and simulates for no one
        w = _widget(game, [getattr(g, "default_bot", "greedy")] * g.min_players, gen)
        for _ in range(gen.randrange(1, 6)):
            w.bot_step()
        if w.state.is_over:
            w.close()
            return _simulating(game, gen)
    # a budget long enough that the run outlasts the probes made while it runs
    w.settings = {**w.settings, "sim_seconds": MAX_SIM_SECONDS}
    w.simulate(n=MAX_ROLLOUTS, wait=False)
    return w


def _bots_playing(game: str, gen: random.Random) -> GameWidget:
    g = skywidgets.load(game)
    w = _widget(game, ["greedy"] * g.min_players + ["random"] * (g.max_players > g.min_players),
                gen, pace=0.5, explain=True)
    w._on_message(w, {"type": "bot_run", "ply": w.ply}, None)
    return w


def _bot_thinking(game: str, gen: random.Random) -> GameWidget:
    g = skywidgets.load(game)
    if g.max_players == 1:
        w = _widget(game, ["ismcts"], gen, pace=0.5, explain=True)
        w._on_message(w, {"type": "bot_run", "ply": w.ply}, None)
        return w
    w = _widget(game, ["You", "ismcts"] + ["greedy"] * (g.min_players - 2), gen, pace=0.5,
                explain=True)
    # the person moves; the IS-MCTS seat then starts thinking in the background
    while not w.state.is_over and not w.busy:
        if w.moves:
            w.play(gen.choice(w.moves)["id"])
        else:
            w.run_bots(pace=0.5)
    return w


def _live(w: GameWidget) -> bool:
    return w.viewing is None and not w.handoff and not w.state.is_over


def _back_to_live(w: GameWidget, _gen: random.Random) -> None:
    if w.viewing is not None:
        w.goto(None)


def _back_to_past(w: GameWidget, gen: random.Random) -> None:
    if w.viewing is None and w.ply > w.state.origin.get("start_ply", 0):
        w.goto(gen.randrange(w.ply))


SITUATIONS: dict[str, Situation] = {s.name: s for s in (
    Situation("new game", _new_game, lambda w: w.ply == 0 and _live(w), restore=_back_to_live),
    Situation("mid-game", _mid_game, lambda w: w.ply > 0 and _live(w), restore=_back_to_live),
    Situation("viewing the past", _viewing_past, lambda w: w.viewing is not None,
              restore=_back_to_past),
    Situation("branches", _branched, lambda w: len(w.branches) > 1 and _live(w),
              restore=_back_to_live),
    Situation("game over", _game_over, lambda w: w.state.is_over and w.viewing is None,
              restore=_back_to_live),
    Situation("several people", _several_people, lambda w: _live(w), restore=_back_to_live),
    Situation("hand-off", _handoff, lambda w: bool(w.handoff)),
    Situation("simulating", _simulating, lambda w: w.busy == "simulating", worker="simulating"),
    Situation("bots playing on", _bots_playing, lambda w: w.busy == "bots" and _live(w),
              worker="bots", pace=0.5),
    Situation("bot thinking", _bot_thinking,
              lambda w: w.busy == "bots" and _live(w) and _bots_due(w), worker="bots", pace=0.5),
)}


def cases() -> list[tuple[str, str]]:
    """Every (game, situation) the games allow."""
    people_games = {g for g in skywidgets.game_names() if _people(g)}
    private = {g for g in people_games if skywidgets.load(g).private_views}
    return [(game, name) for game in skywidgets.game_names() for name in SITUATIONS
            if (name != "several people" or game in people_games)
            and (name != "hand-off" or game in private)]


# ====================================================================== checking
@dataclass
class Failure:
    """A probe that went wrong: where, what it was, and what was wrong after it."""

    game: str
    situation: str
    index: int
    probe: str
    family: str
    #: set_state, the message's type, or other
    kind: str
    problems: list[str]

    @property
    def what(self) -> str:
        return "\n    ".join(self.problems)

    def __str__(self) -> str:
        return (f"{self.game} / {self.situation} / #{self.index} ({self.family}): {self.probe}\n"
                f"    {self.what}")


@dataclass
class Tally:
    """How the probes went: each is refused, accepted, raced or failed."""

    game: str
    situation: str
    tried: int = 0
    refused: int = 0
    accepted: int = 0
    #: refused while the situation's bots moved: the error was checked, not the position
    raced: int = 0
    rebuilt: int = 0
    #: the widget's synced traits, and those the probes wrote
    synced: set[str] = field(default_factory=set)
    traits_written: set[str] = field(default_factory=set)
    failures: list[Failure] = field(default_factory=list)


def _canonical(value: Any) -> Any:
    """Deep equality as text (a widget, e.g. ``layout``, by its model id); text and numbers
    stay as they are (a front-end bundle is a long string: compared, never encoded)."""
    if value is None or isinstance(value, (str, int, float)):
        return value
    try:
        return json.dumps(value, sort_keys=True,
                          default=lambda o: f"<{getattr(o, 'model_id', type(o).__name__)}>")
    except (TypeError, ValueError, RecursionError) as err:
        return f"<not JSON: {type(err).__name__}: {err}>"


def snapshot(w: GameWidget, traits: list[str]) -> dict[str, Any]:
    """The engine's state and record and the traits, as text (under the widget's lock, so
    a worker's move cannot land half-way)."""
    with w._lock:
        parts = {"state": _canonical(w.state.to_dict())}
        try:
            parts["record"] = _canonical(w.state.record().to_dict())
        except Exception as err:  # a position set up without a record
            parts["record"] = f"<no record: {type(err).__name__}>"
        for name in traits:
            parts[name] = _canonical(getattr(w, name))
    return parts


def _differences(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    changed = []
    for name, old in before.items():
        new = after.get(name)
        if new != old or type(new) is not type(old):
            if not (isinstance(old, str) and isinstance(new, str)):
                changed.append(f"{name} changed: {summary(old)} became {summary(new)}")
                continue
            at = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b),
                      min(len(old), len(new)))
            around = slice(max(0, at - 30), at + 50)
            changed.append(f"{name} changed at character {at}: …{old[around]}… "
                           f"became …{new[around]}…")
    return changed


def _said(error: Any) -> str:
    """What a refusal said, in a line."""
    if not isinstance(error, dict):
        return summary(error)
    message = error.get("message")
    if isinstance(message, str) and len(message) > 100:
        message = message[:99] + "…"
    return f"field {summary(error.get('field'))}: {message}"


def _names_a_written_trait(field_name: Any, write: Any) -> bool:
    """Does a trait write's error name one of the names written (or cut short), or the
    whole ``update``?"""
    if not isinstance(field_name, str) or not field_name:
        return True  # told as an error that names no field
    stem = field_name.rstrip("…")
    names = [str(name) for name in write] if isinstance(write, dict) else []
    return field_name == "update" or any(name.startswith(stem) for name in names if stem)


def _error_problems(error: Any, content: Any = None) -> list[str]:
    """What is wrong with the ``error`` a refused probe set (empty: nothing); ``content``
    is the message, if it was one."""
    if not isinstance(error, dict) or not ({"message", "rule", "field"} <= set(error)
                                           <= {"message", "rule", "field", "move"}):
        return [f"error is not {{message, rule, field[, move]}}: {summary(error)}"]
    problems = []
    if "move" in error and not (isinstance(error["move"], str) and 0 < len(error["move"]) <= 40):
        problems.append(f"the refused move's id is not a short text: {summary(error['move'])}")
    if not isinstance(error["field"], str) or not error["field"]:
        problems.append("the error names no field")
    elif len(error["field"]) > MAX_FIELD_LENGTH:
        problems.append(f"the error's field is {len(error['field']):,} characters long")
    if not isinstance(error["message"], str) or not error["message"]:
        problems.append("error has no message")
    elif len(error["message"]) > MAX_ERROR_LENGTH:
        problems.append(f"error message is {len(error['message']):,} characters long")
    if not isinstance(error["rule"], str):
        problems.append(f"error rule is not text: {summary(error['rule'])}")
    if isinstance(error["message"], str) and error["message"].startswith("could not handle"):
        problems.append(f"an unexpected exception was caught: {error['message'][:300]}")
    elif isinstance(content, dict) and error["field"] == "message":
        # only a message that is no object is refused as a whole: an object's refusal
        # names its field, unless a stray ValueError or TypeError was caught
        problems.append("the error names the whole message, not the field that was wrong")
    return problems


def invariant_problems(w: GameWidget) -> list[str]:
    """What is wrong with the widget after an accepted message (empty: nothing)."""
    problems = []
    with w._lock:
        state = w.state
        legal = [m.id for m in state.legal_moves()]
        if state.is_over != (state.current_player is None) or state.is_over == bool(legal):
            problems.append("is_over, current_player and legal_moves() disagree")
        if w.ply != state.ply or len(w.log_entries) != state.ply:
            problems.append(f"ply trait {w.ply}, log of {len(w.log_entries)}, engine at {state.ply}")
        start = state.origin.get("start_ply", 0)
        if w.viewing is not None and not (isinstance(w.viewing, int)
                                          and start <= w.viewing < state.ply):
            problems.append(f"viewing {summary(w.viewing)} with the game at move {state.ply}")
        if w.viewing is None and not w.handoff and not {m["id"] for m in w.moves} <= set(legal):
            problems.append("moves offers ids that are not legal")
        if w.handoff and (w.moves or set(w.handoff) != {"seat", "name"}):
            problems.append(f"hand-off {summary(w.handoff)} with {len(w.moves)} moves offered")
        if set(w.settings) != set(DEFAULT_SETTINGS):
            problems.append(f"settings keys {sorted(w.settings)}")
        problems += reasoning_problems(w)
        if len(w.players) != state.num_players:
            problems.append(f"players lists {len(w.players)} seats, the game has "
                            f"{state.num_players}")
        shown_rules = {entry["name"]: entry["value"] for entry in w.rules.get("options", [])}
        if shown_rules != state.origin["options"]:
            problems.append(f"rules shows {summary(shown_rules)}, the game plays with "
                            f"{summary(state.origin['options'])}")
        for name in sorted(set(w.keys)):
            value = getattr(w, name)
            if name == "layout":
                continue
            # what ipywidgets sends: a trait holding widgets (bundle) goes as their ids
            to_json = w.trait_metadata(name, "to_json")
            try:
                if to_json is not None:
                    value = to_json(value, w)
                # as the kernel sends it: UTF-8, where a lone surrogate cannot go
                size = len(json.dumps(value, allow_nan=False,
                                      ensure_ascii=False).encode("utf-8"))
            except (TypeError, ValueError, RecursionError) as err:
                problems.append(f"trait {name} cannot be sent as JSON: {type(err).__name__}: "
                                f"{str(err)[:120]}")
                continue
            if size > MAX_TRAIT_BYTES:
                problems.append(f"trait {name} holds {size:,} bytes of JSON")
        try:
            replayed = state.game.replay(state.record())
            if replayed.to_dict() != state.to_dict():
                problems.append("the record does not replay to the live position")
        except Exception as err:
            if state.origin.get("start_ply", 0) == 0:
                problems.append(f"the record does not replay: {type(err).__name__}: {err}")
        # what is accepted can be saved and exported: names are valid text, and the Log's
        # CSV holds no cell a spreadsheet would run
        try:
            json.dumps([seat["name"] for seat in w.players],
                       ensure_ascii=False).encode("utf-8")
            text = w.log_table(shown=True).to_csv()
            text.encode("utf-8")
        except (UnicodeEncodeError, ValueError) as err:
            problems.append(f"the seats or the Log cannot be saved: {type(err).__name__}")
        else:
            formulas = formula_cells(text)
            if formulas:
                problems.append(f"the Log's CSV holds formulas: {summary(formulas)}")
    return problems


#: what a spreadsheet reads as the start of a formula, and a number written out
FORMULA_SIGNS = ("=", "+", "-", "@", "\t", "\r")
NUMBER_TEXT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def formula_cells(text: str) -> list[str]:
    """The cells of CSV ``text`` a spreadsheet would run: a formula sign first, no number."""
    rows = csv.reader(io.StringIO(text, newline=""))
    return [cell for row in rows for cell in row
            if cell.startswith(FORMULA_SIGNS) and not NUMBER_TEXT.fullmatch(cell)]


def reasoning_problems(w: GameWidget) -> list[str]:
    """What is wrong with the Bot's reasoning trait (caller holds the lock): reasons of a
    seat whose cards this screen may not see, or of a move that is not in the game."""
    shown = w.reasoning
    if not shown:
        return []
    problems = []
    if not 1 <= shown.get("ply", 0) <= w.state.ply:
        problems.append(f"reasoning explains move {summary(shown.get('ply'))} of a game at "
                        f"move {w.state.ply}")
    public = shown.get("automatic") or w._may_show_seat(shown.get("seat"))
    if not public and (not shown.get("hidden")
                       or set(shown) != {*PUBLIC_KEYS, "hidden", "words"}):
        problems.append(f"reasoning for seat {shown.get('seat')} shown to seat "
                        f"{w.seat}: {summary(sorted(shown))}")
    if public and shown.get("hidden"):
        problems.append("reasoning hidden from the seat that may see it")
    return problems


def _bots_due(w: GameWidget) -> bool:
    """Is a bot (or a step the rules make) to move in the live game?"""
    with w._lock:
        seat = w.state.current_player
        return seat is not None and (w.players[seat]["kind"] == "bot"
                                     or w.state.automatic_move() is not None)


class _WorkerWatch:
    """Notices when a thread other than the fuzzing one changes what a move changes (or
    the error): the situation's bots moved, and a comparison would blame the message."""

    def __init__(self, w: GameWidget) -> None:
        self.fuzzing_thread = threading.current_thread()
        self.moved = False
        w.observe(self._seen, names=[*MOVE_TRAITS, "error"])

    def _seen(self, _change: Any) -> None:
        if threading.current_thread() is not self.fuzzing_thread:
            self.moved = True


class Fuzzer:
    """Sends probes to one game's widgets in one situation, rebuilding the situation when
    an accepted message has left it, and keeps the tally."""

    def __init__(self, game: str, situation: str, seed: int) -> None:
        self.game = game
        self.situation = SITUATIONS[situation]
        self.gen = random.Random(f"{seed}:{game}:{situation}")
        self.maker = MessageMaker(self.gen)
        self.tally = Tally(game, situation)
        self.w: GameWidget | None = None
        self.watch: _WorkerWatch | None = None
        self.thread_errors: list[str] = []

    def run(self, messages: int) -> Tally:
        hook = threading.excepthook
        threading.excepthook = lambda args: self.thread_errors.append(
            "".join(traceback.format_exception(args.exc_type, args.exc_value,
                                               args.exc_traceback))[-600:])
        try:
            for index in range(messages):
                self._ensure()
                self._one(index)
        finally:
            threading.excepthook = hook
            self._close()
        return self.tally

    def _close(self) -> None:
        if self.w is not None:
            self.w.close()
            self.w = None

    def _ensure(self) -> None:
        if self.w is not None:
            if self.situation.holds(self.w):
                return
            self.situation.restore(self.w, self.gen)
            if self.situation.holds(self.w):
                return
        self._close()
        w = self.situation.build(self.game, self.gen)
        if w is None:
            raise ValueError(f"{self.game} has no situation {self.situation.name!r}")
        self.w, self.watch = w, _WorkerWatch(w)
        # the Log a front end keeps from what is sent (docs/widget-protocol.md, "The Log")
        self.browser = BrowserLog(w)
        self.tally.rebuilt += 1
        self.tally.synced.update(w.keys)

    def _fail(self, index: int, probe: Probe, problems: list[str]) -> None:
        self.tally.failures.append(Failure(self.game, self.situation.name, index, str(probe),
                                           probe.family, probe.kind, problems))

    def _traits(self, w: GameWidget) -> list[str]:
        names = sorted(set(w.keys) - {"error"})
        if self.situation.worker:
            names = [n for n in names if n not in WORKER_TRAITS]
        return names

    def _settle(self, w: GameWidget) -> None:
        """Let what the message started finish (bots answering) or stop it (a simulation
        the situation does not run), so that the verdict is final when it is read."""
        if w.settings.get("pace") != self.situation.pace:
            w.settings = {**w.settings, "pace": self.situation.pace}
        # the panel's estimate measures in a thread of its own for a fraction of a second
        if w._estimate_thread is not None:
            w._estimate_thread.join(SETTLE_SECONDS)
        if w.busy == "bots" and self.situation.worker != "bots":
            if not w.wait(SETTLE_SECONDS):
                w.stop()
        elif w.busy == "simulating" and self.situation.worker != "simulating":
            w.stop()

    def _stopped(self, worker_before: str, bots_due: bool, w: GameWidget) -> bool:
        """Did the situation's worker stop (not finish) while the message was handled?"""
        if not worker_before or worker_before != self.situation.worker or w.busy == worker_before:
            return False
        if worker_before == "simulating":
            # a simulation of a late position may simply have finished
            return w.outcomes.get("status") != "done"
        # a bot run ends on its own a pace after its last move, once no bot is due
        return bots_due

    def _one(self, index: int) -> None:
        w, watch, tally = self.w, self.watch, self.tally
        with w._lock:  # the probe is made from a position no bot is changing
            probe = self.maker.probe(w)
        tally.tried += 1
        traits = self._traits(w)
        # the watch starts before the snapshot: a bot's move in between is noticed
        watch.moved = False
        w.error = {}
        self.thread_errors.clear()
        before = snapshot(w, traits)
        worker_before, bots_due = w.busy, _bots_due(w)
        try:
            if probe.is_write:
                if isinstance(probe.write, dict):
                    tally.traits_written.update(str(k) for k in probe.write)
                w.set_state(probe.write)
            else:
                w._on_message(w, probe.content, None)
        except BaseException as err:  # noqa: B036 - anything out of the handler is a failure
            self._fail(index, probe, [f"raised out of the handler: {type(err).__name__}: "
                                      f"{str(err)[:300]}"])
            self._close()
            return
        self._settle(w)
        problems = [f"a worker thread died: {text}" for text in self.thread_errors]
        with w._lock:
            # as sent: in the board's language (skywidgets/widget/language.py)
            sent_log = json.loads(json.dumps(sent_traits(w, ["log_entries"])["log_entries"]))
            if self.browser.entries != sent_log:
                problems.append(f"the browser's Log, kept from the log and log_tail sent, has "
                                f"{len(self.browser.entries)} entries where w.log_entries has "
                                f"{len(w.log_entries)}, or other ones")
            sent_view = json.loads(json.dumps(sent_traits(w, ["view"])["view"]))
            if self.browser.view != sent_view:
                problems.append("the browser's view, kept from the view and view_patch sent, "
                                "is not w.view")
        error = w.error
        if not error:
            verdict = "accepted"
            problems += [f"accepted, then: {problem}" for problem in invariant_problems(w)]
            if (probe.kind not in ("stop", "simulate") and not watch.moved
                    and self._stopped(worker_before, bots_due, w)
                    and not _differences(before, snapshot(w, traits))):
                # a message that halts the running worker goes on to change the game (but
                # stop, and simulate, which starts a simulation of its own)
                problems.append(f"accepted, but all it did was stop the running worker "
                                f"({worker_before})")
        else:
            verdict = "refused"
            wrong = _error_problems(error, probe.content)
            if probe.is_write and not _names_a_written_trait(error.get("field"), probe.write):
                wrong.append(f"a trait write's error names field {summary(error['field'])}")
            after = snapshot(w, traits)  # before the watch is read: a move after it is seen
            if watch.moved and self.situation.worker == "bots":
                verdict = "raced"
            else:
                wrong += _differences(before, after)
                if self._stopped(worker_before, bots_due, w):
                    wrong.append(f"the running worker ({worker_before}) was stopped")
            problems += [f"refused ({_said(error)}), but {problem}" for problem in wrong]
        if problems:
            self._fail(index, probe, problems)
            self._close()  # start again from a sound widget
        else:
            setattr(tally, verdict, getattr(tally, verdict) + 1)


def fuzz(game: str, situation: str, messages: int, seed: int = 0) -> Tally:
    """Send ``messages`` probes to ``game``'s widget in ``situation``; the tally says how
    each went and lists the failures."""
    return Fuzzer(game, situation, seed).run(messages)


def failure_kind(failure: Failure) -> str:
    """A failure without its particulars (numbers, the refusal's words), to count alike ones."""
    what = re.sub(r"^refused \(.*?\), but ", "refused, but ", failure.problems[0])
    return f"{failure.kind}: {re.sub(r'[0-9][0-9,]*', 'N', what)[:140]}"


def failure_report(failures: list[Failure], limit: int = 20) -> str:
    shown = "\n".join(str(f) for f in failures[:limit])
    more = f"\n… and {len(failures) - limit} more" if len(failures) > limit else ""
    return shown + more
