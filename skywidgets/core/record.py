"""Game records: seed + options + move ids, as versioned JSON, replayed bit for bit.

>>> import skywidgets
>>> state = skywidgets.load("skyway").new(seed=5)
>>> state.apply("b7").id
'b7'
>>> text = state.record().to_json()
>>> skywidgets.load("skyway").replay(text).to_dict() == state.to_dict()
True
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import msg
from .branches import Tree
from .errors import BadRecord, shown
from .fields import is_whole, items, mapping, text, whole
from .rng import check_seed

FORMAT = "skywidgets-record"
#: the version written for a record with branches (``branches``, ``branch``); one without
#: is written as version 1, which every skywidgets reads
VERSION = 2
#: the versions this skywidgets reads
VERSIONS = (1, 2)
#: a record is read whole into memory; larger files are not game records
MAX_FILE_SIZE = 16 * 1024 * 1024
#: no game seats more players; a count is checked against the game's own range on replay
MAX_PLAYERS = 100
#: a player's name is a line of text on the board (the widget's limit too)
MAX_NAME_LENGTH = 40
#: game names are short words
MAX_GAME_NAME_LENGTH = 40
#: options and start positions are small trees; deeper ones are not game data
MAX_DEPTH = 100
#: whole numbers in options and start positions are counts, scores and seeds
MAX_DIGITS = 100
_NUMBER_LIMIT = 10 ** MAX_DIGITS


class _LongNumber:
    """Stands in for a whole number of more than ``MAX_DIGITS`` digits in a record's JSON
    (Python refuses to read those of over 4300), so the field holding it is named."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits"


def _read_int(digits: str) -> int | _LongNumber:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        return _LongNumber(len(digits.lstrip("-")))
    return int(digits)


def _json_data(value: Any, field: str, depth: int = 0) -> None:
    """Check that ``value`` is plain JSON data: objects with text keys, lists, text, finite
    numbers of at most ``MAX_DIGITS`` digits, true/false/null, at most ``MAX_DEPTH`` deep."""
    if depth > MAX_DEPTH:
        raise BadRecord(field, msg("nested more than {depth} deep", depth=MAX_DEPTH))
    if value is None or isinstance(value, (str, bool)):
        return
    if isinstance(value, int):
        if abs(value) >= _NUMBER_LIMIT:
            raise BadRecord(field, msg("a whole number of more than {digits} digits",
                                       digits=MAX_DIGITS))
        return
    if isinstance(value, _LongNumber):
        raise BadRecord(field, msg("a whole number of more than {digits} digits",
                                   digits=MAX_DIGITS))
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise BadRecord(field, msg("expected a finite number, not {given}", given=str(value)))
        return
    if isinstance(value, (list, tuple)):  # a tuple is written as a list
        for index, entry in enumerate(value):
            _json_data(entry, f"{field}[{index}]", depth + 1)
        return
    if isinstance(value, dict):
        for key, entry in value.items():
            if not isinstance(key, str):
                raise BadRecord(field, msg("expected an object with text keys, not the key "
                                           "{key}", key=shown(key)))
            name = key if len(key) <= 40 else f"{key[:39]}…"
            _json_data(entry, f"{field}.{name}", depth + 1)
        return
    raise BadRecord(field, msg("expected JSON data, not {given}", given=shown(value)))


@dataclass
class Record:
    """A replayable game: which game, how many players, the seed (or a start position), the moves.

    A seed is a whole number from 0 to 2**64 - 1 (see ``core.rng.check_seed``).
    """

    game: str
    players: int
    seed: int | None
    options: dict = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    start: dict | None = None
    names: list[str] | None = None
    #: the "What if?" branches (``core.branches.Tree.to_record``), or None: one line
    branches: list[dict] | None = None
    #: the name of the branch ``moves`` is on (the live game), with ``branches``
    branch: str | None = None

    def to_dict(self) -> dict:
        version = 1 if self.branches is None else VERSION
        data = {"format": FORMAT, "version": version, "game": self.game,
                "players": self.players, "seed": self.seed, "options": self.options,
                "moves": self.moves}
        if self.start is not None:
            data["start"] = self.start
        if self.names is not None:
            data["names"] = self.names
        if self.branches is not None:
            data["branches"] = self.branches
            data["branch"] = self.branch
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def save(self, path: str | os.PathLike) -> None:
        Path(path).write_text(self.to_json() + "\n", encoding="utf-8")

    @classmethod
    def load(cls, source: Any) -> Record:
        """Read a record from a dict, JSON text, UTF-8 bytes or a file path (or check a
        Record); anything wrong raises BadRecord naming the field.

        >>> Record.load('{"format": "skywidgets-record", "version": 1, "game": "skyway", '
        ...             '"players": 1, "seed": -1, "options": {}, "moves": []}')
        Traceback (most recent call last):
        ...
        skywidgets.core.errors.BadRecord: Bad game record, seed: expected a whole number from 0 to 2**64 - 1, not -1
        """
        if isinstance(source, Record):
            return cls.from_dict(source.to_dict())
        if isinstance(source, os.PathLike) or (
            isinstance(source, str) and not source.lstrip().startswith("{")
        ):
            source = cls._read_file(source)
        if isinstance(source, (bytes, bytearray)):
            try:
                source = bytes(source).decode("utf-8")
            except UnicodeDecodeError as err:
                raise BadRecord("json", msg("not UTF-8 text (byte {byte}); the file may be "
                                            "corrupt", byte=err.start)) from None
        if isinstance(source, str):
            try:
                source = json.loads(source, parse_int=_read_int)
            except json.JSONDecodeError as err:
                raise BadRecord("json", msg("not valid JSON ({problem} at line {line}, column "
                                            "{column}); the file may be truncated or corrupt",
                                            problem=err.msg, line=err.lineno,
                                            column=err.colno)) from None
            except RecursionError:
                raise BadRecord("json", msg("nested too deeply to be a game record")) from None
        return cls.from_dict(source)

    @staticmethod
    def _read_file(source: str | os.PathLike) -> str:
        where = shown(os.fspath(source) if isinstance(source, os.PathLike) else source)
        try:
            with Path(source).open("rb") as file:
                data = file.read(MAX_FILE_SIZE + 1)
        except FileNotFoundError:
            raise BadRecord("file", msg("no such file: {path}", path=where)) from None
        except IsADirectoryError:
            raise BadRecord("file", msg("{path} is a folder, not a file", path=where)) from None
        except OSError as err:  # not permitted, a name too long, a device that fails...
            raise BadRecord("file", msg("cannot read {path}: {problem}", path=where,
                                        problem=err.strerror or str(err))) from None
        except (TypeError, ValueError):  # a NUL character in the path, say
            raise BadRecord("file", msg("{path} is not a file path", path=where)) from None
        if len(data) > MAX_FILE_SIZE:
            raise BadRecord("file", msg("{path} is over {size} bytes, too large to be a game "
                                        "record", path=where, size=MAX_FILE_SIZE))
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as err:
            raise BadRecord("file", msg("{path} is not a text file (not UTF-8 at byte {byte})",
                                        path=where, byte=err.start)) from None

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """A record from its ``to_dict()`` form; each field is checked and a wrong one
        raises BadRecord naming it.

        >>> Record.from_dict({"format": "skywidgets-record", "version": 1, "game": "skyjo",
        ...                   "players": 2, "seed": 4, "options": {}, "moves": [],
        ...                   "names": ["Ann"]}).names
        Traceback (most recent call last):
        ...
        skywidgets.core.errors.BadRecord: Bad game record, names: expected 2 entries, got 1
        """
        if not isinstance(data, dict):
            raise BadRecord("record", msg("expected a JSON object, got {type}",
                                          type=type(data).__name__))
        if data.get("format") != FORMAT:
            raise BadRecord("format", msg("expected {format}, got {given}: this is not a "
                                          "skywidgets game record", format=repr(FORMAT),
                                          given=shown(data.get("format"))))
        version = data.get("version")
        if not is_whole(version, VERSIONS[0], VERSIONS[-1]):
            raise BadRecord("version", msg("this skywidgets reads record versions {versions}, "
                                           "not {given}", versions=", ".join(map(str, VERSIONS)),
                                           given=shown(version)))
        for key in ("game", "players", "seed", "options", "moves"):
            if key not in data:
                raise BadRecord(key, msg("missing"))
        game = text(data["game"], "game", max_length=MAX_GAME_NAME_LENGTH, error=BadRecord)
        players = whole(data["players"], "players", 1, MAX_PLAYERS, error=BadRecord)
        seed, start = data["seed"], data.get("start")
        if seed is not None:
            check_seed(seed, "seed", error=BadRecord)
        elif start is None:
            raise BadRecord("seed", msg("a record needs a seed or a start position"))
        options = mapping(data["options"], "options", error=BadRecord)
        _json_data(options, "options")
        moves = [text(move, f"moves[{index}]", error=BadRecord)
                 for index, move in enumerate(items(data["moves"], "moves", error=BadRecord))]
        if start is not None:
            start = mapping(start, "start", error=BadRecord)
            _json_data(start, "start")
        names = data.get("names")
        if names is not None:
            names = [text(name, f"names[{index}]", max_length=MAX_NAME_LENGTH, error=BadRecord)
                     for index, name in enumerate(items(names, "names", players,
                                                        error=BadRecord))]
        branches, branch = data.get("branches"), data.get("branch")
        if version == 1 and (branches is not None or branch is not None):
            raise BadRecord("branches" if branches is not None else "branch",
                            msg("a version 1 record has no branches (version 2 has)"))
        if (branches is None) != (branch is None):
            raise BadRecord("branch" if branch is None else "branches",
                            msg("missing: a record with branches names the live game's branch"))
        if branches is not None:
            # checked whole here, so a record that loads is one a widget can show
            Tree.from_record(branches, branch, moves)
        return cls(game=game, players=players, seed=seed, options=options, moves=moves,
                   start=start, names=names, branches=branches, branch=branch)
