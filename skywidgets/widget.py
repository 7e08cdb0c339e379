"""GameWidget: the one generic binding of a game engine to its anywidget front-end.

Python holds the state; the browser gets only the seat's ``view``, the legal
``moves`` and the panels' data, and sends small messages that are validated
here (see docs/widget-protocol.md). Each game's widget is a few lines:

>>> from skywidgets import Skyway
>>> w = Skyway(seed=3)
>>> w.play("a5").id
'a5'
>>> w.ply
1
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any, ClassVar, Iterable, Mapping

import anywidget
import traitlets as t

from .core.bots import Bot, SeatInfo, bots_for, get_bot
from .core.engine import Game, Move, State
from .core.errors import BadMessage, IllegalMove, SkywidgetsError, shown
from .core.record import MAX_NAME_LENGTH, Record
from .core.rng import Rng, check_seed, fresh_seed
from .core.simulate import default_rollout, iter_simulate
from .core.stopping import Stopped, checkpoint, stoppable
from .games import load as load_game

STATIC = Path(__file__).parent / "static"

#: what Undo may take back: anything; never a move that showed anyone something hidden
#: (a drawn or flipped card, a roll), so Undo cannot be used to peek; nothing
UNDO_MODES = ("free", "no peeking", "off")
DEFAULT_SETTINGS = {"bot": "greedy", "sim_n": 200, "rollout": "random", "pace": 0.6,
                    "autoplay": True, "undo": "no peeking"}
#: how often a running simulation pushes partial results to the browser
PUSH_INTERVAL = 0.12
MAX_ROLLOUTS = 5000
#: the most the choices of an inspection panel may hold, as JSON text
MAX_CHOICES_LENGTH = 1000
#: the longest an error message may be (it quotes only short prefixes of any input)
MAX_ERROR_LENGTH = 600
#: how long stopping waits for a worker to hear its stop flag (it checks every few ms)
JOIN_TIMEOUT = 5.0


def _seat_entry(name: str, bots: Mapping[str, Any]) -> dict:
    if name in bots:
        return {"name": name, "kind": "bot", "bot": name}
    return {"name": name, "kind": "human"}


class GameWidget(anywidget.AnyWidget):
    """A game in a notebook cell: board, controls and inspection panels.

    Subclasses set ``game_name`` and ``_esm``. ``players`` lists one name per
    seat; a bot's name (``"random"``, ``"greedy"``) makes that seat a bot.
    """

    game_name: ClassVar[str] = ""
    _css = STATIC / "skywidgets.css"

    game = t.Unicode("").tag(sync=True)
    title = t.Unicode("").tag(sync=True)
    view = t.Dict().tag(sync=True)
    moves = t.List().tag(sync=True)
    log = t.List().tag(sync=True)
    ply = t.Int(0).tag(sync=True)
    viewing = t.Int(None, allow_none=True).tag(sync=True)
    outcomes = t.Dict().tag(sync=True)
    error = t.Dict().tag(sync=True)
    players = t.List().tag(sync=True)
    seat = t.Int(None, allow_none=True).tag(sync=True)
    settings = t.Dict().tag(sync=True)
    bots = t.List().tag(sync=True)
    rollout_bots = t.List().tag(sync=True)
    busy = t.Unicode("").tag(sync=True)
    #: {"seat", "name"} while the screen waits to be handed to that person (a game whose
    #: views are private, several people at one screen); {} otherwise
    handoff = t.Dict().tag(sync=True)
    #: a game's own inspection panel that Python fills (see ``inspect``): {"name", "title",
    #: "args", "ply", "data"}, with "data" None while no one's cards may be shown; {} when
    #: no such panel is open
    inspection = t.Dict().tag(sync=True)

    def __init__(self, players: Iterable[str] | None = None, seed: int | None = None, *,
                 state: State | None = None, settings: dict | None = None,
                 **options: Any) -> None:
        super().__init__()
        self._game: Game = load_game(self.game_name)
        names = self._check_names(players)
        self._lock = threading.RLock()
        # starting and stopping workers is one step at a time, apart from the state's lock
        # (a worker may be waiting for that one while it is asked to stop)
        self._worker_lock = threading.Lock()
        self._stop = threading.Event()
        self._worker: threading.Thread | None = None
        self._bots = bots_for(self._game)
        self._seats = [_seat_entry(n, self._bots) for n in names]
        # several people at one screen in a game with private views: a hand-off screen
        # between them; _ready_seat is the person who last said they are at the screen
        self._shared_private = self._game.private_views and sum(
            1 for s in self._seats if s["kind"] == "human") > 1
        self._ready_seat: int | None = None
        self._screen_seat: int | None = None
        self._waiting_for: int | None = None
        # the past position shown (a ply), Python's own memory like the two above
        self._viewing: int | None = None
        # the game's inspection panel the person follows, and what they chose in it
        self._inspecting: tuple[str, dict] | None = None
        self._bot_rng = Rng(fresh_seed() if seed is None else seed).spawn()
        self._options = options
        if state is None:
            state = self._game.new(players=len(names), seed=seed, **options)
        elif state.num_players != len(names):
            raise ValueError(f"the position has {state.num_players} players but {len(names)} "
                             "names were given")
        self._state = state
        self._log = [self._log_entry(i, None, move_id, move_id)
                     for i, move_id in enumerate(state.history)]
        # per Log entry: did that move show anyone something hidden (Undo's "no peeking")
        self._revealed = self._reveals_so_far(state)
        with self.hold_sync():
            self.game = self._game.name
            self.title = self._game.title
            self.players = self._seats
            self.bots = list(self._bots)
            self.rollout_bots = [name for name, bot in self._bots.items() if bot.fast]
            self.settings = {**self._default_settings(), **(settings or {})}
            self._validate_settings(self.settings)
            self._refresh()
        self.on_msg(self._on_message)

    # ================================================================= Python API
    @property
    def state(self) -> State:
        """The live engine state (the full truth: for teachers, not for the browser)."""
        return self._state

    def play(self, move: Move | str) -> Move:
        """Play a move for the player to move (then bots move on, if any)."""
        return self._play(move, background=False)

    def _play(self, move: Move | str, background: bool) -> Move:
        with self._lock:
            self._require_live()
            # an illegal move is refused before anything else happens: a running
            # simulation goes on
            self._state.check(move)
        self._halt()
        with self._lock:
            self._require_live()
            played = self._apply(move, self._state.current_player)
        if self.settings.get("autoplay", True):
            self._after_move(background)
        return played

    def undo(self) -> None:
        """Take back the last human move and the bot moves after it.

        ``settings["undo"]`` decides what may be taken back: ``"free"``, anything;
        ``"no peeking"``, never a move that showed anyone something hidden (a drawn card,
        a roll: taking it back would let the same card be seen and then avoided); ``"off"``,
        nothing.
        """
        self._require_no_handoff("undo")
        with self._lock:
            if not self._log:
                raise BadMessage("undo", "there is no move to take back")
            humans = any(s["kind"] == "human" for s in self._seats)
            target = len(self._log)
            while target > self._start_ply:
                target -= 1
                entry = self._log[target]
                seat = entry["seat"]
                if entry.get("automatic"):
                    continue  # a step the rules made: taken back with the move before it
                if not humans or seat is None or self._seats[seat]["kind"] == "human":
                    break
            if target == len(self._log) or target < self._start_ply:
                raise BadMessage("undo", "there is no move to take back since the game started")
            self._check_take_back(target, "undo")
        self._halt()
        with self._lock:
            self._rewind(target)

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (``seed=None``: a fresh one)."""
        self._new_game(seed, background=False)

    def _new_game(self, seed: Any, background: bool) -> None:
        if seed is not None:
            check_seed(seed, "seed", error=BadMessage)
        state = self._game.new(players=len(self._seats), seed=seed, **self._options)
        self._halt()
        with self._lock:
            self._state = state
            # the bots' luck follows the seed too: the same seed replays the same game
            self._bot_rng = Rng(fresh_seed() if seed is None else seed).spawn()
            self._log = []
            self._revealed = []
            # whoever pressed New, the first person to move says they are at the screen
            self._ready_seat = None
            self.outcomes = {}
            self._refresh()
        # bots answer humans on their own; a game of bots alone waits for "Bot plays on"
        if any(seat["kind"] == "human" for seat in self._seats):
            self._after_move(background)

    def bot_step(self, bot: str | Bot | None = None) -> Move:
        """Let a bot play one move: the seat's own, the helper bot of the settings for a
        person's seat, or the one named (or given: ``ISMCTSBot(iterations=2000)``)."""
        self._require_no_handoff("bot_step")
        return self._bot_move(bot, stop=None)

    def run_bots(self, pace: float | None = None, wait: bool = False) -> None:
        """Bots play on until a human is to move or the game ends; ``pace`` seconds a move.

        With ``pace`` 0 (and always with ``wait=True``) it returns when they are done;
        otherwise they play in the background (``w.wait()`` waits for them, ``w.stop()``
        stops them).
        """
        pace = self.settings["pace"] if pace is None else pace
        self._require_no_handoff("bot_run")
        self._run_bots(pace, background=not wait and pace > 0)

    def _run_bots(self, pace: float | None, background: bool) -> None:
        pace = self.settings["pace"] if pace is None else pace
        with self._lock:
            self._require_live()
            seat = self._state.current_player
            if seat is None:
                raise BadMessage("bot_run", "the game is over")
            if not self._machine_turn(self._state):
                raise BadMessage("bot_run", f"it is {self._seats[seat]['name']}'s turn, not a "
                                            "bot's; Bot move plays one move for them")
        if background:
            self._spawn(self._bot_loop, pace, busy="bots")
        else:
            self._run_here(self._bot_loop, pace, busy="bots")

    def simulate(self, n: int | None = None, rollout: str | None = None,
                 wait: bool = True, seed: int | None = None, whole_game: bool = False):
        """Fill the Simulated outcomes panel: ``n`` rollouts per legal move for the seat to move.

        A game with a horizon (Skyway Robbery: the end of the round) stops its rollouts
        there; ``whole_game=True`` plays them to the end of the game instead (slower).
        In a game with private hands, only the person whose view is on the screen can be
        simulated for: rollouts for another seat would show its cards.

        With ``wait=True`` (the Python default) it returns the Outcomes; the
        browser's Run button uses ``wait=False`` so the kernel stays free.
        """
        n = self.settings["sim_n"] if n is None else n
        rollout = rollout or self.settings["rollout"]
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_ROLLOUTS:
            raise BadMessage("n", f"rollouts per move must be a whole number from 1 to "
                                  f"{MAX_ROLLOUTS}, not {shown(n)}")
        if not isinstance(rollout, str) or rollout not in self._bots:
            raise BadMessage("rollout", f"no bot named {shown(rollout)}; rollouts play like "
                                        f"one of {', '.join(self.rollout_bots)}")
        if not get_bot(rollout, self._game).fast:
            raise BadMessage("rollout", f"{rollout} is too slow to play rollouts with; "
                                        f"use one of {', '.join(self.rollout_bots)}")
        if seed is not None:
            check_seed(seed, "seed", error=BadMessage)
        self._require_no_handoff("simulate")
        with self._lock:
            self._require_live()
            if self._state.is_over:
                raise BadMessage("simulate", "the game is over: there is nothing to simulate")
            self._require_seat_on_screen(self._state)
            snapshot = self._state.copy()
        rng = Rng(fresh_seed() if seed is None else seed)
        if wait:
            return self._run_here(self._simulate_loop, snapshot, n, rollout, rng,
                                  not whole_game, busy="simulating")
        self._spawn(self._simulate_loop, snapshot, n, rollout, rng, not whole_game,
                    busy="simulating")
        return None

    def stop(self) -> None:
        """Stop a running simulation or bot run (it stops within a few milliseconds)."""
        self._halt()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the simulation or bot run in the background is over (``timeout``
        seconds at most); True when nothing runs any more.

        >>> from skywidgets import Skyway
        >>> w = Skyway(seed=3)
        >>> w.wait()
        True
        """
        worker = self._worker
        if worker is not None and worker is not threading.current_thread():
            worker.join(timeout)
            return not worker.is_alive()
        return True

    def close(self) -> None:
        """Close the widget: its simulation or bot run stops first."""
        self._halt()
        super().close()

    def goto(self, ply: int | None) -> None:
        """Time travel: show the position after ``ply`` moves (None: back to the live game).

        During a hand-off the past is shown as everyone saw it (no one's hand)."""
        with self._lock:
            if ply is not None and (isinstance(ply, bool) or not isinstance(ply, int) or not (
                    self._start_ply <= ply <= self._state.ply)):
                raise BadMessage("ply", f"a position from move {self._start_ply} to "
                                        f"{self._state.ply}, not {shown(ply)}")
            if ply is None or ply == self._state.ply:
                self._refresh()
                return
            past = self._replay_to(ply)
            # with private views the past is shown through the eyes of whoever is at the
            # screen now, never those of the person who was to move then
            eyes = self._eyes(past)
            with self.hold_sync():
                self.viewing = self._viewing = ply
                self.view = past.view(eyes)
                self.moves = []
                self.inspection = self._follow_inspection(past, eyes)

    def inspect(self, name: str | None, **args: Any) -> dict | None:
        """Open one of the game's own inspection panels (``Game.inspections``) for the person
        at the screen, with what they chose in it; it then follows the game move by move.
        ``name=None`` closes it. Returns the panel's data.

        >>> from skywidgets import SkywayRobbery
        >>> w = SkywayRobbery(players=["You", "heuristic"], seed=4)
        >>> w.inspect("planner", job="jailbreak")["label"]
        'Jail Break at the Brig'
        """
        return self._open_inspection(name, args)

    def _open_inspection(self, name: Any, args: dict) -> dict | None:
        # the browser's choices arrive as a dict, never as keyword arguments: a choice
        # called "name" must not clash with the panel's name
        with self._lock:
            if name is None:
                self._inspecting = None
                self.inspection = {}
                return None
            if not isinstance(name, str) or name not in self._game.inspections:
                known = ", ".join(self._game.inspections) or "none"
                raise BadMessage("name", f"{self._game.title} has no inspection panel "
                                         f"{shown(name)} (its panels: {known})")
            self._require_no_handoff("inspect")
            state = self._replay_to(self._viewing) if self._viewing is not None else self._state
            eyes = self._eyes(state)
            if eyes is None:
                raise BadMessage("seat", "no player's view is on the screen (bots only): the "
                                         "panel would show someone's hidden cards")
            data = self._game.inspect(state, eyes, name, args)  # a bad choice raises here
            self._inspecting = (name, dict(args))
            self.inspection = self._inspection_entry(state, name, dict(args), data)
            return data

    def ready(self) -> None:
        """The person the hand-off screen waits for is at the screen: show them their view."""
        with self._lock:
            if self._waiting_for is None:
                raise BadMessage("ready", "no hand-off is waiting")
            self._ready_seat = self._waiting_for
            self._refresh()

    def resume(self) -> None:
        """Play on from the position shown by time travel (the later moves are taken back,
        as far as ``settings["undo"]`` allows)."""
        self._require_no_handoff("resume")
        with self._lock:
            if self._viewing is None:
                raise BadMessage("resume", "the live game is already shown")
            target = self._viewing
            self._check_take_back(target, "resume")
        self._halt()
        with self._lock:
            if self._viewing != target:
                raise BadMessage("resume", "the shown position changed; nothing was taken back")
            self._rewind(target)

    def save(self, path: str) -> None:
        """Save the game (its record: seed, options, moves) as JSON."""
        record = self._state.record()
        record.names = [s["name"] for s in self._seats]
        record.save(path)

    @classmethod
    def load(cls, path_or_record: Any, **kwargs: Any) -> GameWidget:
        """A widget replaying a saved game (a path, JSON text, dict or Record)."""
        record = Record.load(path_or_record)
        game = load_game(cls.game_name)
        state = game.replay(record)
        names = kwargs.pop("players", None) or record.names or ["You"] * record.players
        return cls(players=names, state=state, **kwargs)

    @classmethod
    def from_position(cls, position: dict, players: Iterable[str] | None = None,
                      **kwargs: Any) -> GameWidget:
        """A widget on a position set up from a dict (see the game's ``to_dict``)."""
        state = load_game(cls.game_name).from_dict(position)
        return cls(players=players, state=state, **kwargs)

    # ================================================================= messages
    def set_state(self, sync_data: Any) -> None:
        """The browser may only ask, with a message; it never sets. A front-end write to a
        synced trait is refused, the browser's copy is put back, and ``error`` says so."""
        names = sorted(str(k) for k in sync_data) if isinstance(sync_data, dict) else []
        named = [name for name in names if name.strip()]
        field = named[0][:40] if named else "update"
        self._set_error(f"the board may not change {shown(field)} itself: it asks Python "
                        "with a message (see docs/widget-protocol.md); nothing was changed",
                        field=field)
        synced = [name for name in names if name in self.keys]
        if synced:
            self.send_state(synced)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self._handle(content)
        except IllegalMove as err:
            self._set_error(f"Illegal move {shown(str(err.move))}: {err.reason}.",
                            rule=str(err.rule) if err.rule else "", field="id")
        except BadMessage as err:
            self._set_error(err.reason, field=err.field)
        except SkywidgetsError as err:
            self._set_error(str(err), field=getattr(err, "field", "") or "message")
        except (ValueError, TypeError) as err:
            self._set_error(str(err), field="message")
        except Exception as err:  # a bug: said on the board, never a dead kernel callback
            self._set_error(f"could not handle the message: {type(err).__name__}: {err}",
                            field="")

    def _set_error(self, message: str, rule: str = "", field: str = "") -> None:
        if len(message) > MAX_ERROR_LENGTH:
            message = message[:MAX_ERROR_LENGTH - 1] + "…"
        self.error = {"message": message, "rule": rule, "field": field}

    def _handle(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise BadMessage("message", f"expected an object, got {type(content).__name__}")
        kind = content.get("type")
        handler = self._HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise BadMessage("type", f"unknown message type {shown(kind)}; expected one of "
                                     f"{', '.join(self._HANDLERS)}")
        if kind != "dismiss" and self.error:
            self.error = {}
        handler(self, content)

    def _msg_move(self, content: dict) -> None:
        move_id, ply = content.get("id"), content.get("ply")
        if not isinstance(move_id, str):
            raise BadMessage("id", f"a move id is text, got {shown(move_id)}")
        if ply is not None and (isinstance(ply, bool) or not isinstance(ply, int)):
            raise BadMessage("ply", f"expected the move number the board showed, got {shown(ply)}")
        if ply is not None and ply != self._state.ply:
            raise BadMessage("ply", f"stale move: the board showed move {ply} but the game is at "
                                    f"move {self._state.ply}; nothing was played")
        if self._viewing is not None:
            raise BadMessage("viewing", "a past position is shown: go back to the game "
                                        "(or play on from here) before moving")
        self._require_no_handoff("move", "nothing was played")
        seat = self._state.current_player
        if seat is not None and self._seats[seat]["kind"] != "human":
            raise BadMessage("id", f"it is {self._seats[seat]['name']}'s turn (a bot)")
        self._play(move_id, background=True)

    def _msg_new(self, content: dict) -> None:
        self._new_game(content.get("seed"), background=True)

    def _msg_simulate(self, content: dict) -> None:
        self.simulate(n=content.get("n", self.settings["sim_n"]), wait=False)

    def _msg_goto(self, content: dict) -> None:
        if "ply" not in content:
            raise BadMessage("ply", "missing: which position to show")
        self.goto(content["ply"])

    def _msg_inspect(self, content: dict) -> None:
        if "name" not in content:
            raise BadMessage("name", "missing: which inspection panel (null closes it)")
        args = content.get("args", {})
        if not isinstance(args, dict) or not all(isinstance(k, str) for k in args):
            raise BadMessage("args", "expected an object of the panel's choices")
        try:
            size = len(json.dumps(args, allow_nan=False))
        except (TypeError, ValueError, RecursionError):
            raise BadMessage("args", "the panel's choices are plain JSON") from None
        if size > MAX_CHOICES_LENGTH:
            raise BadMessage("args", f"the panel's choices are a few words, not {size} characters")
        self._open_inspection(content["name"], dict(args))

    def _msg_bot_step(self, _content: dict) -> None:
        self._require_no_handoff("bot_step")
        # refused here, before a running simulation is stopped for it
        with self._lock:
            self._require_live()
            if self._state.current_player is None:
                raise BadMessage("bot_step", "the game is over")
        # a bot's move is worked out off the message handler: a search may take seconds
        self._spawn(self._bot_move_worker, busy="bots")

    def _msg_bot_run(self, _content: dict) -> None:
        self._require_no_handoff("bot_run")
        # a bot run always plays off the message handler, so Stop can get in
        self._run_bots(None, background=True)

    def _msg_settings(self, content: dict) -> None:
        changes = content.get("settings")
        if not isinstance(changes, dict):
            raise BadMessage("settings", "expected an object of settings")
        merged = {**self.settings, **changes}
        self._validate_settings(merged)
        self.settings = merged

    def _msg_dismiss(self, _content: dict) -> None:
        self.error = {}

    _HANDLERS: ClassVar[dict] = {
        "move": _msg_move,
        "undo": lambda self, _c: self.undo(),
        "new": _msg_new,
        "bot_step": _msg_bot_step,
        "bot_run": _msg_bot_run,
        "stop": lambda self, _c: self.stop(),
        "simulate": _msg_simulate,
        "goto": _msg_goto,
        "resume": lambda self, _c: self.resume(),
        "ready": lambda self, _c: self.ready(),
        "inspect": _msg_inspect,
        "settings": _msg_settings,
        "dismiss": _msg_dismiss,
    }

    def _validate_settings(self, settings: dict) -> None:
        unknown = sorted(str(k) for k in set(settings) - set(DEFAULT_SETTINGS))
        if unknown:
            raise BadMessage(f"settings.{unknown[0][:40]}", "not a setting; settings: "
                                                           + ", ".join(DEFAULT_SETTINGS))
        known = self._bots
        bot = settings["bot"]
        if not isinstance(bot, str) or bot not in known:
            raise BadMessage("settings.bot", f"no bot named {shown(bot)}; bots: "
                                             f"{', '.join(known)}")
        rollout = settings["rollout"]
        if not isinstance(rollout, str) or rollout not in known or not known[rollout].fast:
            raise BadMessage("settings.rollout", f"rollouts play like one of "
                                                 f"{', '.join(self.rollout_bots)}, not "
                                                 f"{shown(rollout)}")
        n = settings["sim_n"]
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_ROLLOUTS:
            raise BadMessage("settings.sim_n", f"a whole number from 1 to {MAX_ROLLOUTS}")
        if not isinstance(settings["autoplay"], bool):
            raise BadMessage("settings.autoplay", "true (bots move on their own) or false")
        pace = settings["pace"]
        if (isinstance(pace, bool) or not isinstance(pace, (int, float)) or pace != pace
                or not 0 <= pace <= 10):
            raise BadMessage("settings.pace", "seconds between bot moves, from 0 to 10")
        undo = settings["undo"]
        if not isinstance(undo, str) or undo not in UNDO_MODES:
            raise BadMessage("settings.undo", f"one of {', '.join(UNDO_MODES)}, not "
                                              f"{shown(undo)}")

    @t.validate("settings")
    def _check_settings(self, proposal: dict) -> dict:
        # settings set from Python are held to the same rules as the browser's
        value = proposal["value"]
        if not isinstance(value, dict):
            raise BadMessage("settings", "expected a dict of settings")
        settings = {**self._default_settings(), **value}
        self._validate_settings(settings)
        return settings

    def _default_settings(self) -> dict:
        """The settings a new widget starts with: the game may name the bot that helps a
        person (``Game.default_bot``) and the one that plays rollouts (``default_rollout``).
        Undo is free only for one person in a game where nothing is hidden."""
        people = sum(1 for seat in self._seats if seat["kind"] == "human")
        undo = "no peeking" if people > 1 or self._game.hidden_information else "free"
        return {**DEFAULT_SETTINGS,
                "bot": self._game.default_bot,
                "rollout": default_rollout(self._game), "undo": undo}

    # ================================================================= internals
    def _check_names(self, players: Iterable[str] | None) -> list[str]:
        """One name per seat: a line of text each, as many as the game seats."""
        game = self._game
        if players is None:
            return ["You"] * game.min_players
        if isinstance(players, (str, bytes)) or not isinstance(players, Iterable):
            raise ValueError("players is a list of names, one per seat (a bot's name makes a "
                             "bot seat)")
        names = []
        for index, name in enumerate(players):
            if index >= game.max_players:
                raise ValueError(f"{game.title} seats at most {game.max_players} players")
            if not isinstance(name, str) or not name.strip():
                raise ValueError(f"players[{index}]: a name is text, not {shown(name)}")
            if len(name) > MAX_NAME_LENGTH:
                raise ValueError(f"players[{index}]: a name has at most {MAX_NAME_LENGTH} "
                                 f"characters, not {len(name)}")
            names.append(name)
        if not names:
            raise ValueError("players is a list of names, one per seat (a bot's name makes a "
                             "bot seat)")
        return names

    @property
    def _start_ply(self) -> int:
        return self._state.origin.get("start_ply", 0)

    def _require_live(self) -> None:
        if self._viewing is not None:
            raise BadMessage("viewing", "a past position is shown; go back to the game first")

    def _log_entry(self, ply: int, seat: int | None, move_id: str, label: str,
                   automatic: bool = False) -> dict:
        if automatic:
            return {"ply": ply + 1, "seat": seat, "player": self._game.automaton_name,
                    "id": move_id, "label": label, "automatic": True}
        name = self._seats[seat]["name"] if seat is not None else ""
        return {"ply": ply + 1, "seat": seat, "player": name, "id": move_id, "label": label}

    def _shown_entry(self, entry: dict, viewer: int | None) -> dict:
        """A Log entry as the viewer may see it: another seat's secret move (a programmed
        card) shows only what the table saw happen."""
        if entry.get("automatic") or (viewer is not None and entry["seat"] == viewer):
            return entry
        words = self._game.private_move(entry["id"])
        if words is None:
            return entry
        return {**entry, "id": None, "label": words, "private": True}

    def _apply(self, move: Move | str, seat: int | None) -> Move:
        """Apply a move to the live state (caller holds the lock) and publish it."""
        checked = self._state.check(move)
        # a step the rules make by themselves is logged as theirs, whoever asked for it
        automatic = checked == self._state.automatic_move()
        label = self._state.describe(checked)
        revealed = self._state.reveals(checked)
        self._state.apply(checked)
        self._log.append(self._log_entry(self._state.ply - 1, seat, checked.id, label,
                                         automatic))
        self._revealed.append(revealed)
        self._refresh()
        return checked

    def _reveals_so_far(self, state: State) -> list[bool]:
        """Which of the moves that led to ``state`` showed anyone something hidden, worked
        out by replaying them (a state whose start is unknown: every move counts as one)."""
        flags = [True] * state.ply
        start = state.origin.get("start_ply", 0)
        if state.ply == start or state.origin.get("determinized"):
            return flags
        try:
            record = state.record()
            record.moves = []
            replay = self._game.replay(record)
        except (SkywidgetsError, ValueError):
            return flags
        for index in range(start, state.ply):
            move = replay.check(state.history[index])
            flags[index] = replay.reveals(move)
            replay.apply(move)
        return flags

    def _check_take_back(self, target: int, what: str) -> None:
        """Refuse to take back the moves after ``target`` where ``settings["undo"]`` says no."""
        mode = self.settings["undo"]
        if mode == "off":
            raise BadMessage(what, "Undo is off in this game (Undo takes back: nothing; "
                                   "settings undo='off'); nothing was taken back")
        if mode == "no peeking":
            for index in range(target, len(self._log)):
                if self._revealed[index]:
                    entry = self._log[index]
                    raise BadMessage(what, f"move {entry['ply']} showed something that was "
                                           "hidden, and taking it back would be a peek (Undo "
                                           "takes back: no peeking). To explore, choose 'any "
                                           "move' beside Undo (settings undo='free'); nothing "
                                           "was taken back")

    def _require_no_handoff(self, what: str, done: str = "nothing happened") -> None:
        """While the screen waits for someone, nothing may change or show the position."""
        seat = self._waiting_for
        if seat is not None:
            raise BadMessage("handoff", f"the screen is waiting for {self._seats[seat]['name']}: "
                                        f"press Ready first ({what} refused; {done})")

    def _require_seat_on_screen(self, state: State) -> None:
        """Work for the player to move (rollouts, say) may be shown only when that player's
        view is the one on the screen, in a game whose players hold private cards."""
        if not self._game.private_views:
            return
        to_move = state.current_player
        if to_move is not None and self._eyes(state) != to_move:
            raise BadMessage("seat", f"it is {self._seats[to_move]['name']}'s turn, whose "
                                     "cards are not on this screen: Simulated outcomes are "
                                     "worked out only for the person at the screen")

    def _machine_turn(self, state: State) -> bool:
        """Is the next move a bot's, or a step the rules make by themselves?"""
        seat = state.current_player
        if seat is None:
            return False
        return self._seats[seat]["kind"] == "bot" or state.automatic_move() is not None

    def _after_move(self, background: bool) -> None:
        """Bots whose turn it is (and steps the rules make) move on their own, at the pace:
        in the background when asked by the browser, so the kernel stays free."""
        with self._lock:
            if not self._machine_turn(self._state):
                return
        pace = self.settings["pace"]
        self._run_bots(pace, background=background or pace > 0)

    def _bot_move(self, bot: str | None, stop: threading.Event | None) -> Move:
        """One bot move: chosen on a copy, off the lock (a search may take a while), then
        played if the game is still where it was and no one asked to stop."""
        with self._lock:
            self._require_live()
            seat = self._state.current_player
            if seat is None:
                raise BadMessage("bot_step", "the game is over")
            automatic = self._state.automatic_move()
            if automatic is not None:
                return self._apply(automatic, seat)
            entry = self._seats[seat]
            name = bot or entry.get("bot") or self.settings["bot"]
            if not isinstance(name, Bot) and (not isinstance(name, str)
                                              or name not in self._bots):
                raise BadMessage("bot", f"no bot named {shown(name)}; bots: "
                                        f"{', '.join(self._bots)}")
            chosen = get_bot(name, self._game)
            position, ply = self._state.copy(), self._state.ply
        move = chosen.choose(SeatInfo(position, seat), self._bot_rng)
        with self._lock:
            if stop is not None and stop.is_set():
                raise Stopped
            if self._state.ply != ply or self._viewing is not None:
                raise BadMessage("bot_step", "the game moved on while the bot was thinking; "
                                             "nothing was played")
            return self._apply(move, seat)

    def _bot_move_worker(self, stop: threading.Event) -> None:
        self._bot_move(None, stop)
        if self.settings.get("autoplay", True):
            self._bot_loop(self.settings["pace"], stop, first_wait=True)

    def _bot_loop(self, pace: float, stop: threading.Event, first_wait: bool = False) -> None:
        waiting = first_wait
        while True:
            if waiting and pace > 0 and stop.wait(pace):
                return
            waiting = True
            checkpoint()
            with self._lock:
                if not self._machine_turn(self._state) or self._viewing is not None:
                    return
            self._bot_move(None, stop)

    def _simulate_loop(self, snapshot: State, n: int, rollout: str, rng: Rng, horizon: bool,
                       stop: threading.Event):
        last_push = 0.0
        result = None
        try:
            for result in iter_simulate(snapshot, None, n, rollout, rng, horizon=horizon):
                now = time.perf_counter()
                if result.status == "done" or now - last_push >= PUSH_INTERVAL:
                    self._publish_outcomes(result.to_dict(), stop)
                    last_push = now
        except Stopped:
            if result is not None:
                result.status = "stopped"
                self._publish_outcomes(result.to_dict(), None)
            raise
        return result

    def _publish_outcomes(self, outcomes: dict, stop: threading.Event | None) -> None:
        # under the lock, and only while not stopped: nothing is written after stop returns
        with self._lock:
            if stop is not None and stop.is_set():
                raise Stopped
            self.outcomes = outcomes

    def _spawn(self, target, *args: Any, busy: str = "bots") -> None:
        """Run ``target(*args, stop=event)`` in a worker thread, after stopping any other."""
        self._halt()
        with self._worker_lock:
            stop = threading.Event()

            def run() -> None:
                with stoppable(stop):
                    try:
                        target(*args, stop=stop)
                    except Stopped:
                        pass
                    except BadMessage as err:
                        if not stop.is_set():
                            self._set_error(err.reason, field=err.field)
                    except Exception as err:  # report, never kill the kernel quietly
                        if not stop.is_set():
                            self._set_error(f"{busy} stopped: {err}")
                    finally:
                        with self._lock:
                            if self._stop is stop:
                                self.busy = ""

            worker = threading.Thread(target=run, daemon=True, name=f"skywidgets-{busy}")
            self._stop, self._worker = stop, worker
            self.busy = busy
            worker.start()

    def _run_here(self, target, *args: Any, busy: str):
        """Run ``target(*args, stop=event)`` in this thread (a Python call that waits), so
        that ``stop()`` from elsewhere, or a new request, still stops it."""
        self._halt()
        with self._worker_lock:
            stop = threading.Event()
            self._stop, self._worker = stop, None
            self.busy = busy
        try:
            with stoppable(stop):
                return target(*args, stop=stop)
        except Stopped:
            return None
        finally:
            with self._lock:
                if self._stop is stop:
                    self.busy = ""

    def _halt(self) -> None:
        """Stop the worker, if any, and wait for it: it hears the stop flag within a few
        milliseconds (every rollout, search iteration and bot move checks it)."""
        with self._worker_lock:
            self._stop.set()
            worker = self._worker
            if worker is not None and worker is not threading.current_thread():
                worker.join(timeout=JOIN_TIMEOUT)
                if worker.is_alive():  # never silently: it is told, and it writes nothing more
                    self._set_error(f"the {self.busy or 'work'} did not stop within "
                                    f"{JOIN_TIMEOUT:g} s; it will show nothing more",
                                    field="stop")
            self._worker = None
        # a worker caught between its stop check and a write finishes that write first
        with self._lock:
            self.busy = ""

    def _replay_to(self, ply: int) -> State:
        record = self._state.record()
        record.moves = record.moves[:ply - self._start_ply]
        return self._game.replay(record)

    def _rewind(self, ply: int) -> None:
        self._state = self._replay_to(ply)
        self._log = self._log[:ply]
        self._revealed = self._revealed[:ply]
        self.outcomes = {}
        self._refresh()

    def _eyes(self, state: State) -> int | None:
        """Whose information the screen shows for ``state`` (None: the public view only)."""
        if self._shared_private:
            # the person at the screen now, never the one who was to move then; no one
            # while the screen waits to be handed over
            seat = self._viewer_seat(self._state)
            if seat is not None and seat != self._ready_seat:
                return None
            return self._ready_seat
        return self._viewer_seat(state)

    def _inspection_entry(self, state: State, name: str, args: dict, data: dict | None) -> dict:
        return {"name": name, "title": self._game.inspections[name], "args": args,
                "ply": state.ply, "data": data}

    def _follow_inspection(self, state: State, eyes: int | None) -> dict:
        """The open inspection panel worked out again for ``state`` through ``eyes``."""
        if self._inspecting is None:
            return {}
        name, args = self._inspecting
        if eyes is None:
            # a hand-off or bots only: no one's cards may be shown, nor which job the last
            # person was looking at
            self._inspecting = (name, {})
            return self._inspection_entry(state, name, {}, None)
        try:
            data = self._game.inspect(state, eyes, name, args)
        except BadMessage:
            # what was chosen has gone (a side job done, say): the panel's first choice
            args = {}
            data = self._game.inspect(state, eyes, name, args)
        return self._inspection_entry(state, name, args, data)

    def _viewer_seat(self, state: State) -> int | None:
        """Whose eyes the screen shows: the human to move (hot-seat), else the last human."""
        seat = state.current_player
        if seat is not None and self._seats[seat]["kind"] == "human":
            return seat
        humans = [i for i, s in enumerate(self._seats) if s["kind"] == "human"]
        if len(humans) == 1:
            return humans[0]
        return self._screen_seat if self._screen_seat in humans else None

    def _refresh(self) -> None:
        """Publish the live position: view, legal moves, log."""
        state = self._state
        seat = self._viewer_seat(state)
        # another person's turn at a shared screen: only what everyone may see, until they
        # say they are there
        waiting = self._shared_private and seat is not None and seat != self._ready_seat
        eyes = None if waiting else seat
        to_move = state.current_player
        human_turn = (not waiting and to_move is not None
                      and self._seats[to_move]["kind"] == "human")
        moves = ([{"id": m.id, "label": state.describe(m), **state.move_info(m)}
                  for m in state.legal_moves()] if human_turn else [])
        automatic = state.automatic_move() if moves else None
        if automatic is not None:
            # the board may offer it as a step to take; the header names who takes it
            moves[0].update(automatic=True, by=self._game.automaton_name)
        with self.hold_sync():
            self.handoff = {"seat": seat, "name": self._seats[seat]["name"]} if waiting else {}
            # the hand-off Python decides on, never read back from the trait
            self._waiting_for = seat if waiting else None
            self.seat = seat
            # who is at the screen is Python's own memory, never read back from a trait
            self._screen_seat = seat
            self.view = state.view(eyes)
            self.moves = moves
            self.log = [self._shown_entry(entry, eyes) for entry in self._log]
            self.ply = state.ply
            self.viewing = self._viewing = None
            self.inspection = self._follow_inspection(state, eyes)
            if waiting:
                self.outcomes = {}

    # ================================================================= display
    def _repr_mimebundle_(self, **kwargs: Any):
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        public = self._state.view(None)
        picture = self._game.draw(public)
        data = dict(data)
        data["text/plain"] = self._text_summary()
        if picture:
            data["image/svg+xml"] = picture
        return data, metadata

    def _text_summary(self) -> str:
        state = self._state
        status = "game over" if state.is_over else f"move {state.ply + 1}"
        return f"{self._game.title} ({status})"

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._text_summary()}>"
