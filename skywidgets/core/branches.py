"""The "What if?" tree: the lines of moves a game has been played along, as named branches.

A game starts with one line, the main line. Going back (time travel then Play on from
here, Undo, or playing from a past position in Python) moves the live game back along
its line without forgetting the moves after it. A move played there that differs from
the line's next move starts a new branch; the same move simply follows the line (or the
branch that already plays it). Nothing played is ever lost: each branch keeps its whole
line, and switching to a branch shows the position at its end.

This module is pure bookkeeping of move ids; the widget replays the lines. Plies are
counted from the game's start (a set position's own past moves included), so the first
move of a game that began at ply ``start`` is ply ``start + 1``; a record counts a fork
in moves from its own first move instead, so that it reads the same without the game.

>>> tree = Tree()
>>> for move_id in ["a", "b", "c"]:
...     tree.play(move_id, revealed=False)
'followed'
'followed'
'followed'
>>> tree.back(1)                      # the live game goes back to after move 1
>>> tree.play("x", revealed=False)    # another move: a new branch, the original kept
'branched'
>>> [(b.name, b.parent, tree.fork(b), b.moves) for b in tree.branches]
[('Main line', None, 0, ['a', 'b', 'c']), ('Branch 2', 'Main line', 1, ['a', 'x'])]
>>> tree.switch("Main line")
['a', 'b', 'c']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import re

from ..i18n import joined, msg
from .errors import BadMessage, BadRecord, shown
from .fields import is_whole, items, mapping, seen_as, text, typed_name

#: a branch's name is a line of text in the Log (as long as a player's name)
MAX_BRANCH_NAME_LENGTH = 40
#: enough branches for any lesson; a record with more is not one this widget wrote
MAX_BRANCHES = 100
#: the name of the line a game starts with: a Msg, so a board says it in its language
#: (a record stores its English words)
MAIN_LINE = msg("Main line", context="branch name")
#: the names a new branch is given: "Branch 2", "Branch 3", ...
_FRESH_NAME = re.compile(r"Branch ([1-9][0-9]{0,5})")


def branch_name(number: int) -> str:
    """The name a new branch is given: "Branch 2", said in the board's language.

    >>> branch_name(3), branch_name(3).translated("is")
    ('Branch 3', 'Grein 3')
    """
    return msg("Branch {number}", context="branch name", number=number)


def given_name(name: str) -> str:
    """``name`` as read from a record: a name the tree gave itself ("Main line", "Branch
    2") again said in the board's language; any other name as it was typed.

    >>> given_name("Main line").translated("is"), given_name("Try")
    ('Aðallína', 'Try')
    """
    if name == MAIN_LINE:
        return MAIN_LINE
    fresh = _FRESH_NAME.fullmatch(name)
    return branch_name(int(fresh.group(1))) if fresh else name


@dataclass
class Branch:
    """One line of play: its name, the branch it left (None for the main line), and all its
    moves from the game's start, with, per move, whether it showed anyone something hidden."""

    name: str
    parent: str | None
    moves: list[str] = field(default_factory=list)
    revealed: list[bool] = field(default_factory=list)


def shared_length(a: list[str], b: list[str]) -> int:
    """How many first moves two lines have in common.

    >>> shared_length(["a", "b", "c"], ["a", "b", "x"])
    2
    """
    count = 0
    for move_a, move_b in zip(a, b):
        if move_a != move_b:
            break
        count += 1
    return count


def check_name(name: Any, field_name: str = "name", error: type = BadMessage) -> str:
    """A branch name: text of 1 to 40 characters that is not only spaces, without line
    breaks or other control characters; returned without its outer spaces.

    >>> check_name("  Bold opening ")
    'Bold opening'
    >>> check_name("")
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadMessage: name: a branch needs a name of at least one letter or digit
    """
    if not isinstance(name, str):
        raise error(field_name, msg("a branch name is text, not {given}", given=shown(name)))
    if not name.strip():
        raise error(field_name, msg("a branch needs a name of at least one letter or digit"))
    # valid text, composed (NFC), trimmed, showing something, one line (core/fields.py)
    return typed_name(name, field_name, max_length=MAX_BRANCH_NAME_LENGTH,
                      what=msg("a branch name", context="a typed name's subject"), error=error)


class Tree:
    """The branches of one game, which one the live game is on, and how far along it.

    ``start`` is the ply the game began at (0, or a set position's). The live game is
    always the current branch's first ``ply - start`` moves.
    """

    def __init__(self, start: int = 0) -> None:
        self.start = start
        self.branches: list[Branch] = [Branch(MAIN_LINE, None)]
        self.current: Branch = self.branches[0]
        #: how many of the current branch's moves the live game has played
        self.cursor = 0

    # ------------------------------------------------------------------ reading
    @property
    def ply(self) -> int:
        """The live game's ply."""
        return self.start + self.cursor

    @property
    def line(self) -> list[str]:
        """The moves of the live game."""
        return self.current.moves[:self.cursor]

    def named(self, name: Any, field_name: str = "branch") -> Branch:
        """The branch called ``name``; BadMessage naming ``field_name`` if there is none."""
        for branch in self.branches:
            if branch.name == name:
                return branch
        raise BadMessage(field_name, msg("there is no branch called {given} (branches: "
                                         "{branches})", given=shown(name),
                                         branches=self.names()))

    def names(self) -> str:
        """The branches' names, one after another: "Main line, Branch 2" (said in the
        board's language where the tree named them itself)."""
        return joined([b.name for b in self.branches])

    def fork(self, branch: Branch) -> int:
        """The ply at which ``branch`` leaves its parent (the start for the main line)."""
        if branch.parent is None:
            return self.start
        parent = self.named(branch.parent)
        return self.start + shared_length(branch.moves, parent.moves)

    def summary(self) -> list[dict]:
        """Each branch as the board may see it: name, parent, the ply it leaves its parent
        at (``fork``), the ply it ends at (``ply``), the ply up to which it shares the
        live game's branch (``shared``) and whether the live game is on it. Lengths and
        names only: which moves a line holds the Log shows, as the person may see them.

        >>> Tree().summary()
        [{'name': 'Main line', 'parent': None, 'fork': 0, 'ply': 0, 'shared': 0, 'current': True}]
        """
        return [{"name": b.name, "parent": b.parent, "fork": self.fork(b),
                 "ply": self.start + len(b.moves),
                 "shared": self.start + shared_length(b.moves, self.current.moves),
                 "current": b is self.current} for b in self.branches]

    def first_unseen_reveal(self, moves: list[str]) -> tuple[Branch, int] | None:
        """A move that showed something hidden, in any branch, which is not one of
        ``moves`` (the position someone would go to): (its branch, its ply), or None.
        Going there would let whoever saw it avoid it."""
        for branch in self.branches:
            for index, revealed in enumerate(branch.revealed):
                if revealed and (index >= len(moves) or moves[:index + 1]
                                 != branch.moves[:index + 1]):
                    return branch, self.start + index + 1
        return None

    # ------------------------------------------------------------------ changing
    def play(self, move_id: str, revealed: bool) -> str:
        """The live game plays ``move_id``: it follows the current branch (``"followed"``),
        or another branch that already plays it from here (``"switched"``), or starts a new
        branch (``"branched"``). ``revealed``: whether the move showed something hidden."""
        line = self.current.moves
        if self.cursor == len(line):
            line.append(move_id)
            self.current.revealed.append(revealed)
            self.cursor += 1
            return "followed"
        if line[self.cursor] == move_id:
            self.cursor += 1
            return "followed"
        played = self.line + [move_id]
        for branch in self.branches:
            if branch.moves[:len(played)] == played:
                self.current, self.cursor = branch, len(played)
                return "switched"
        branch = Branch(self.fresh_name(), self.current.name, played,
                        self.current.revealed[:self.cursor] + [revealed])
        self.branches.append(branch)
        self.current, self.cursor = branch, len(played)
        return "branched"

    def back(self, ply: int) -> None:
        """The live game goes back to ply ``ply`` of its branch; the later moves stay in it."""
        if not self.start <= ply <= self.ply:
            raise ValueError(f"ply {ply} is not between {self.start} and {self.ply}")
        self.cursor = ply - self.start

    def switch(self, name: Any) -> list[str]:
        """The live game goes to the end of branch ``name``; returns its moves."""
        branch = self.named(name)
        self.current, self.cursor = branch, len(branch.moves)
        return list(branch.moves)

    def rename(self, name: Any, new_name: Any) -> str:
        """Give branch ``name`` the name ``new_name`` (checked: 1 to 40 characters, unique);
        returns the name as kept."""
        branch = self.named(name)
        cleaned = check_name(new_name)
        # names seen alike (other capitals, a character that shows nothing) are one name
        if any(b is not branch and seen_as(b.name).casefold() == seen_as(cleaned).casefold()
               for b in self.branches):
            raise BadMessage("name", msg("another branch is already called {given}; choose "
                                         "another name", given=shown(cleaned)))
        for other in self.branches:
            if other.parent == branch.name:
                other.parent = cleaned
        branch.name = cleaned
        return cleaned

    def fresh_name(self) -> str:
        """The next free name of the form "Branch 2", "Branch 3", ..."""
        taken = {b.name.casefold() for b in self.branches}
        number = len(self.branches) + 1
        while f"branch {number}" in taken:
            number += 1
        return branch_name(number)

    # ------------------------------------------------------------------ records
    def to_record(self) -> list[dict]:
        """The branches as a record stores them: each one's name, parent, how many of its
        parent's moves it shares (``fork``, counted from the record's first move) and its
        own moves from there (the main line: all of them)."""
        out = []
        for branch in self.branches:
            fork = self.fork(branch) - self.start
            out.append({"name": branch.name, "parent": branch.parent, "fork": fork,
                        "moves": branch.moves[fork:]})
        return out

    @classmethod
    def from_record(cls, entries: Any, current: Any, live: list[str], start: int = 0) -> Tree:
        """The tree a record stores (``to_record``'s list, the current branch's name and the
        live game's moves), checked field by field: BadRecord names the field, e.g.
        ``branches[1].moves[3]``. Whether each move showed something is not stored: it is
        worked out again by replaying (``revealed`` starts all False; see the widget).

        >>> tree = Tree.from_record([{"name": "Main line", "parent": None, "fork": 0,
        ...                           "moves": ["a", "b"]},
        ...                          {"name": "Try", "parent": "Main line", "fork": 1,
        ...                           "moves": ["x"]}], "Try", ["a"])
        >>> tree.current.name, tree.current.moves, tree.ply
        ('Try', ['a', 'x'], 1)
        """
        listed = items(entries, "branches", low=1, high=MAX_BRANCHES, error=BadRecord)
        tree = cls(start)
        tree.branches = []
        names: set[str] = set()
        for index, raw in enumerate(listed):
            where = f"branches[{index}]"
            entry = mapping(raw, where, error=BadRecord)
            for key in ("name", "parent", "fork", "moves"):
                if key not in entry:
                    raise BadRecord(f"{where}.{key}", msg("missing"))
            extra = sorted(set(entry) - {"name", "parent", "fork", "moves"})
            if extra:
                raise BadRecord(f"{where}.{extra[0][:40]}", msg("not a field of a branch "
                                                                "(name, parent, fork, moves)"))
            name = check_name(entry["name"], f"{where}.name", BadRecord)
            if name != entry["name"]:
                raise BadRecord(f"{where}.name", msg("a branch name has no spaces around it"))
            if name.casefold() in names:
                raise BadRecord(f"{where}.name", msg("two branches are called {given}",
                                                     given=shown(name)))
            name = given_name(name)
            names.add(name.casefold())
            own = [text(move, f"{where}.moves[{i}]", max_length=100, error=BadRecord)
                   for i, move in enumerate(items(entry["moves"], f"{where}.moves",
                                                  error=BadRecord))]
            parent_name, fork = entry["parent"], entry["fork"]
            if index == 0:
                if parent_name is not None:
                    raise BadRecord(f"{where}.parent", msg("the first branch is the main "
                                                           "line, which leaves no other: null"))
                if not is_whole(fork, 0, 0):
                    raise BadRecord(f"{where}.fork", msg("the main line leaves no other: 0, "
                                                         "not {given}", given=shown(fork)))
                tree.branches.append(Branch(name, None, own, [False] * len(own)))
                continue
            parent = next((b for b in tree.branches if b.name == parent_name), None)
            if parent is None:
                raise BadRecord(f"{where}.parent", msg("no earlier branch is called {given}",
                                                       given=shown(parent_name)))
            if not is_whole(fork, 0, len(parent.moves) - 1):
                raise BadRecord(f"{where}.fork", msg(
                    "how many of its parent's {n} moves the branch shares: 0 to {last}, "
                    "not {given}", n=len(parent.moves), last=len(parent.moves) - 1,
                    given=shown(fork)))
            if not own:
                raise BadRecord(f"{where}.moves", msg("a branch has at least one move of "
                                                      "its own"))
            if own[0] == parent.moves[fork]:
                raise BadRecord(f"{where}.moves[0]", msg(
                    "the branch would leave its parent after {fork} moves with the "
                    "parent's own next move", fork=fork))
            moves = parent.moves[:fork] + own
            tree.branches.append(Branch(name, parent.name, moves, [False] * len(moves)))
        current_branch = next((b for b in tree.branches if b.name == current), None)
        if current_branch is None:
            raise BadRecord("branch", msg("no branch is called {given}", given=shown(current)))
        if current_branch.moves[:len(live)] != live:
            raise BadRecord("moves", msg("the live game's moves are not the start of branch "
                                         "{given}", given=shown(current)))
        tree.current, tree.cursor = current_branch, len(live)
        return tree


__all__ = ["MAIN_LINE", "branch_name", "given_name", "MAX_BRANCH_NAME_LENGTH", "Branch", "Tree", "check_name",
           "shared_length"]
