"""The widget's "What if?" branches: switching, naming and comparing the lines of a game.

The tree itself (``core.branches.Tree``) is pure bookkeeping of move ids; this mixin of
``GameWidget`` replays its lines, keeps them from being used as a peek (``settings
["undo"]``, as Undo), publishes the ``branches`` and ``comparison`` traits and answers
the ``switch``, ``name_branch`` and ``compare`` messages.

>>> from skywidgets import Skybridge
>>> w = Skybridge(players=["Ann", "Ben"], seed=0)
>>> first, second = w.moves[0]["id"], w.moves[1]["id"]
>>> _ = w.play(first)
>>> w.goto(0)
>>> _ = w.play(second)          # another first move: a new branch, the first line kept
>>> [(b["name"], b["ply"], b["current"]) for b in w.branches]
[('Main line', 1, False), ('Branch 2', 1, True)]
>>> w.switch("Main line")
>>> w.log_entries[0]["id"] == first
True
"""

from __future__ import annotations

import threading
from typing import Any

from ..i18n import Msg, msg, nmsg
from ..core.branches import Branch, Tree, shared_length
from ..core.engine import State
from ..core.errors import BadMessage, BadRecord, shown
from ..core.fields import valid_text
from ..core.record import Record
from ..core.rng import Rng, check_seed, fresh_seed
from ..core.simulate import iter_simulate
from ..core.stopping import Stopped
from .python_errors import python_errors
from .seating import history_so_far

#: what going to another line is called in a refusal, per request (a clause of its own)
_GOING = {"undo": msg("taking it back", context="going to another line"),
          "resume": msg("taking it back", context="going to another line"),
          "move": msg("playing from there", context="going to another line"),
          "switch": msg("switching to that branch", context="going to another line")}


def check_going_to(mode: str, tree: Tree, moves: list[str], what: str) -> None:
    """Refuse to take the live game to the position after ``moves`` where the Undo
    ``mode`` says no: ``"off"``, whenever it would leave moves behind; ``"no peeking"``,
    when a move that showed something hidden, in any branch, is not one of ``moves``
    (whoever saw it could then avoid it). ``what`` names the request.

    >>> tree = Tree()
    >>> tree.play("a", revealed=True)
    'followed'
    >>> check_going_to("no peeking", tree, ["a"], "switch")
    >>> check_going_to("no peeking", tree, [], "switch")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadMessage: switch: move 1 showed something that was hidden, ...
    """
    going = _GOING.get(what) or msg("going there", context="going to another line")
    if mode == "off":
        raise BadMessage(what, msg("Undo is off in this game (Undo takes back: nothing; "
                                   "settings undo='off'), and {going} would leave moves "
                                   "behind; nothing changed", going=going))
    if mode != "no peeking":
        return
    found = tree.first_unseen_reveal(moves)
    if found is None:
        return
    branch, ply = found
    if branch is tree.current:
        raise BadMessage(what, msg("move {ply} showed something that was hidden, and {going} "
                                   "would be a peek (Undo takes back: no peeking). To explore "
                                   "what-ifs, a teacher may choose 'any move' beside Undo "
                                   "(settings undo='free'); nothing changed", ply=ply,
                                   going=going))
    raise BadMessage(what, msg("move {ply} of {branch} showed something that was hidden, and "
                               "{going} would be a peek (Undo takes back: no peeking). To "
                               "explore what-ifs, a teacher may choose 'any move' beside Undo "
                               "(settings undo='free'); nothing changed", ply=ply,
                               branch=branch.name, going=going))


@python_errors  # a Python caller gets WidgetError (python_errors.py)
class Branching:
    """The branches part of ``GameWidget`` (it relies on the widget's state, lock, seating
    and workers)."""

    _tree: Tree

    # ------------------------------------------------------------------ Python API
    def switch(self, name: str) -> None:
        """Show the end of branch ``name`` as the live game (replayed bit for bit); its
        own name goes to the end of the line the live game is on. Follows
        ``settings["undo"]`` as Undo does: "no peeking" refuses a branch that leaves out
        a move that showed something hidden, "off" refuses switching."""
        self._seating.require_no_handoff("switch", msg("nothing changed",
            context="what a refusal left as it was"))
        with self._lock:
            target = self._tree.named(name)
            moves = list(target.moves)
            if target is self._tree.current and self._tree.cursor == len(moves):
                raise BadMessage("branch", msg("the live game is already at the end of "
                                               "{branch}; nothing changed", branch=target.name))
            check_going_to(self.settings["undo"], self._tree, moves, "switch")
        self._halt()
        with self._lock:
            if self._tree.named(name) is not target:
                raise BadMessage("switch", msg("the branches changed; nothing was switched"))
            state = self._replay_line(moves)
            log, revealed = self._line_history(moves)
            # the moves both lines share keep their Log entries (a bot's move for a
            # person still names the bot)
            kept = self._start_ply + shared_length(self._tree.line, moves)
            self._log = self._log[:kept] + log[kept:]
            self._revealed = self._revealed[:kept] + revealed[kept:]
            if self._reasoning is not None and self._reasoning["ply"] > kept:
                self._forget_reasons()  # the move they explain is not in this line
            self._tree.switch(name)
            self._state = state
            self.outcomes = {}
            self._refresh()

    def name_branch(self, name: str, branch: str | None = None) -> str:
        """Rename ``branch`` (None: the branch the live game is on) to ``name``: 1 to 40
        characters, unlike every other branch's name. Returns the name as kept (without
        spaces around it)."""
        with self._lock:
            old = self._tree.current.name if branch is None else branch
            self._refuse_name_said_alike(name, self._tree.named(old))
            kept = self._tree.rename(old, name)
            comparison = self.comparison
            if comparison:
                self.comparison = {**comparison, "branches": [
                    {**entry, "name": kept} if entry["name"] == old else entry
                    for entry in comparison["branches"]]}
            self.branches = self._tree.summary()
            return kept

    def _refuse_name_said_alike(self, name: Any, renamed: Branch) -> None:
        """A new name may not be how this board says another branch's name ("Aðallína"
        for the "Main line" on an Icelandic board): the board would show two alike."""
        spoken = getattr(self, "_spoken", None)
        if not isinstance(name, str) or not spoken:
            return
        wanted = " ".join(name.split()).casefold()
        for other in self._tree.branches:
            if (other is not renamed and isinstance(other.name, Msg)
                    and other.name.translated(spoken).casefold() == wanted):
                raise BadMessage("name", msg("another branch is already called {given}; "
                                             "choose another name", given=shown(name.strip())))

    def branch_moves(self, name: str) -> list[str]:
        """The move ids of branch ``name`` from the game's start (for teachers: the
        browser gets only the Log of the live game, as each person may see it)."""
        return list(self._tree.named(name).moves)

    def compare_branches(self, first: str, second: str, n: int | None = None,
                         rollout: str | None = None, wait: bool = True,
                         seed: int | None = None, whole_game: bool = False):
        """Simulated outcomes at the end of two branches side by side (the live position
        for the branch the live game is on), for the player to move there, each with half
        of the time budget (``settings["sim_seconds"]``), played by ``core.simulate``
        as the Simulated outcomes panel's runs are. The ``comparison`` trait shows them;
        with ``wait=True`` both Outcomes are returned. Stop stops it."""
        n, rollout = self._rollout_request(n, rollout or None)
        if seed is not None:
            check_seed(seed, "seed", error=BadMessage)
        self._seating.require_no_handoff("compare")
        with self._lock:
            names = [self._tree.named(first, "branches[0]").name,
                     self._tree.named(second, "branches[1]").name]
            if names[0] == names[1]:
                raise BadMessage("branches[1]", msg("choose two different branches to compare"))
            positions = [self._branch_end(name, f"branches[{index}]")
                         for index, name in enumerate(names)]
        self._stop_estimate()
        rng = Rng(fresh_seed() if seed is None else seed)
        budget = self.settings["sim_seconds"]
        args = (names, positions, n, rollout, rng, not whole_game, budget)
        if wait:
            return self._run_here(self._compare_loop, *args, busy="simulating")
        self._spawn(self._compare_loop, *args, busy="simulating")
        return None

    # ------------------------------------------------------------------ internals
    def _go_back_for(self, move: Any) -> None:
        """Before ``move`` is played on the past position time travel shows: the live game
        goes back there, the later moves kept in their branch. Refused, with nothing
        changed, for an illegal move or where ``settings["undo"]`` says no."""
        self._seating.require_no_handoff("move", msg("nothing was played",
            context="what a refusal left as it was"))
        with self._lock:
            target = self._viewing
            if target is None:
                return
            past = self._replay_to(target)
            checked = past.check(move)  # an illegal move is refused before anything changes
            line = self._tree.line[:target - self._start_ply] + [checked.id]
            check_going_to(self.settings["undo"], self._tree, line, "move")
        self._halt()
        with self._lock:
            if self._viewing != target:
                raise BadMessage("viewing", msg("the shown position changed; nothing was played"))
            self._rewind(target)

    def _branch_end(self, name: str, field: str) -> State:
        """A copy of the position at the end of branch ``name`` (the live one for the live
        game's branch), once it may be simulated for on this screen."""
        branch = self._tree.named(name, field)
        if branch is self._tree.current:
            if self._viewing is not None:
                raise BadMessage("viewing", msg("a past position is shown; go back to the game "
                                                "first"))
            state = self._state.copy()
        else:
            state = self._replay_line(branch.moves)
        if state.is_over:
            raise BadMessage(field, msg("{branch} has ended: there is nothing to simulate there",
                                        branch=branch.name))
        to_move = state.current_player
        eyes = self._seating.eyes(to_move, self._state.current_player)
        if self._game.private_views and eyes != to_move:
            raise BadMessage(field, msg("at the end of {branch} it is {name}'s turn, whose cards "
                                        "are not on this screen: outcomes are worked out only "
                                        "for the person at the screen", branch=branch.name,
                                        name=self._seating.name(to_move)))
        return state

    def _compare_loop(self, names: list[str], positions: list[State], n: int, rollout: str,
                      rng: Rng, horizon: bool, budget: float, stop: threading.Event):
        """The two branches' rollouts, a job (``background.Job``): it pauses after every
        sweep."""
        entries = [{"name": name, "ply": position.ply, "seat": position.current_player,
                    "player": self._seating.name(position.current_player), "outcomes": {}}
                   for name, position in zip(names, positions)]
        results = []

        def publish(status: str) -> None:
            with self._lock:
                if stop.is_set() and status != "stopped":
                    raise Stopped
                self.comparison = {"status": status, "n": n, "rollout": rollout,
                                   "budget": budget,
                                   "branches": [dict(entry) for entry in entries]}

        try:
            publish("running")
            for entry, position in zip(entries, positions):
                result = None
                # each branch has half of the budget: the comparison takes what one run does
                for result in iter_simulate(position, None, n, rollout, rng, horizon=horizon,
                                            budget=budget / 2):
                    entry["outcomes"] = result.to_dict()
                    publish("running")
                    yield None
                results.append(result)
        except Stopped:
            publish("stopped")
            raise
        publish("done")
        return results

    def _replay_line(self, moves: list[str]) -> State:
        """The position after ``moves`` from the game's start, replayed."""
        record = self._state.record()
        record.moves = list(moves)
        return self._game.replay(record)

    def _line_history(self, moves: list[str]) -> tuple[list[dict], list[bool]]:
        """The Log entries of a line and which of its moves showed something hidden,
        worked out by replaying it, as a loaded game's are."""
        return history_so_far(self._game, self._replay_line(moves), self._seating)

    def _tree_from_state(self, state: State) -> Tree:
        """A tree of one line: the moves that led to ``state``."""
        tree = Tree(state.origin.get("start_ply", 0))
        start = tree.start
        moves = list(state.history[start:])
        tree.current.moves = list(moves)
        tree.current.revealed = list(self._revealed[start:start + len(moves)])
        tree.cursor = len(moves)
        return tree

    def _load_branches(self, record: Record) -> None:
        """Take a loaded record's branches (checked by ``Record``), each replayed to make
        sure it can be, and to know which of its moves showed something hidden."""
        start = self._start_ply
        tree = Tree.from_record(record.branches, record.branch, record.moves, start)
        for index, branch in enumerate(tree.branches):
            try:
                revealed = self._line_history(branch.moves)[1]
            except BadRecord as err:
                raise _branch_error(err, index, tree, branch) from None
            tree.branches[index].revealed = revealed[start:]
        self._tree = tree
        self._revealed = (self._revealed[:start]
                          + tree.current.revealed[:tree.cursor])

    # ------------------------------------------------------------------ messages
    def _msg_switch(self, content: dict) -> None:
        if "branch" not in content:
            raise BadMessage("branch", msg("missing: which branch to switch to"))
        self.switch(self._board_branch(content["branch"], "branch"))
        self._wake_bots()

    def _msg_name_branch(self, content: dict) -> None:
        for key in ("branch", "name"):
            if key not in content:
                raise BadMessage(key, msg("missing: which branch, and its new name"))
        self.name_branch(self._branch_name_field(content["name"], "name"),
                         self._board_branch(content["branch"], "branch"))

    def _msg_compare(self, content: dict) -> None:
        pair = content.get("branches")
        if not isinstance(pair, list) or len(pair) != 2:
            raise BadMessage("branches", msg("two branch names to compare, not {given}",
                                             given=shown(pair)))
        names = [self._board_branch(name, f"branches[{index}]")
                 for index, name in enumerate(pair)]
        self.compare_branches(*names, n=content.get("n", self.settings["sim_n"]), wait=False)

    def _board_branch(self, value: Any, field: str) -> str:
        """The branch a board names: the board shows the names the tree gave itself
        ("Main line") in its language ("Aðallína"), and names them so when it asks."""
        name = self._branch_name_field(value, field)
        with self._lock:
            if any(b.name == name for b in self._tree.branches):
                return name
            spoken = getattr(self, "_spoken", None)
            said = [b.name for b in self._tree.branches
                    if isinstance(b.name, Msg) and spoken and b.name.translated(spoken) == name]
        return said[0] if said else name

    @staticmethod
    def _branch_name_field(value: Any, field: str) -> str:
        if not isinstance(value, str):
            raise BadMessage(field, msg("a branch name is text, not {given}",
                                        given=shown(value)))
        if len(value) > 100:
            raise BadMessage(field, nmsg("a branch name has at most {n} character, not {given}",
                                         "a branch name has at most {n} characters, not {given}",
                                         40, given=len(value)))
        # a lone surrogate is refused at the door, naming the field (core/fields.py)
        return valid_text(value, field, error=BadMessage)


def _branch_error(err: BadRecord, index: int, tree: Tree, branch: Branch) -> BadRecord:
    """A replay's complaint about ``moves[k]`` of a branch's whole line, said of the
    branch's own move in the record (``branches[1].moves[3]``)."""
    field = getattr(err, "field", "") or ""
    if field.startswith("moves[") and field.endswith("]"):
        move_index = int(field[len("moves["):-1])
        fork = tree.fork(branch) - tree.start
        reason = getattr(err, "reason", str(err))
        if move_index >= fork:
            return BadRecord(f"branches[{index}].moves[{move_index - fork}]", reason)
    return err


__all__ = ["Branching", "check_going_to"]
