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

from .errors import BadRecord

FORMAT = "skywidgets-record"
VERSION = 1


@dataclass
class Record:
    """A replayable game: which game, how many players, the seed (or a start position), the moves."""

    game: str
    players: int
    seed: int | None
    options: dict = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    start: dict | None = None
    names: list[str] | None = None

    def to_dict(self) -> dict:
        data = {"format": FORMAT, "version": VERSION, "game": self.game, "players": self.players,
                "seed": self.seed, "options": self.options, "moves": self.moves}
        if self.start is not None:
            data["start"] = self.start
        if self.names is not None:
            data["names"] = self.names
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def save(self, path: str | os.PathLike) -> None:
        Path(path).write_text(self.to_json() + "\n", encoding="utf-8")

    @classmethod
    def load(cls, source: Any) -> Record:
        """Read a record from a dict, JSON text or a file path; BadRecord names what is wrong."""
        if isinstance(source, Record):
            return source
        if isinstance(source, os.PathLike) or (
            isinstance(source, str) and not source.lstrip().startswith("{")
        ):
            path = Path(source)
            try:
                source = path.read_text(encoding="utf-8")
            except FileNotFoundError:
                raise BadRecord("file", f"no such file: {path}") from None
            except UnicodeDecodeError:
                raise BadRecord("file", f"{path} is not a text file") from None
        if isinstance(source, (bytes, bytearray)):
            source = source.decode("utf-8", errors="replace")
        if isinstance(source, str):
            try:
                source = json.loads(source)
            except json.JSONDecodeError as err:
                where = f"line {err.lineno}, column {err.colno}"
                raise BadRecord("json", f"not valid JSON ({err.msg} at {where}); "
                                        "the file may be truncated or corrupt") from None
        return cls.from_dict(source)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise BadRecord("record", f"expected a JSON object, got {type(data).__name__}")
        if data.get("format") != FORMAT:
            raise BadRecord("format", f"expected {FORMAT!r}, got {data.get('format')!r}: "
                                      "this is not a skywidgets game record")
        version = data.get("version")
        if version != VERSION:
            raise BadRecord("version", f"this skywidgets reads record version {VERSION}, "
                                       f"not {version!r}")
        for key in ("game", "players", "seed", "options", "moves"):
            if key not in data:
                raise BadRecord(key, "missing")
        game, players, seed = data["game"], data["players"], data["seed"]
        options, moves, start = data["options"], data["moves"], data.get("start")
        names = data.get("names")
        if not isinstance(game, str):
            raise BadRecord("game", f"expected a game name, got {game!r}")
        if isinstance(players, bool) or not isinstance(players, int) or players < 1:
            raise BadRecord("players", f"expected a positive whole number, got {players!r}")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise BadRecord("seed", f"expected a whole number, got {seed!r}")
        if seed is None and start is None:
            raise BadRecord("seed", "a record needs a seed or a start position")
        if not isinstance(options, dict):
            raise BadRecord("options", f"expected an object, got {type(options).__name__}")
        if not isinstance(moves, list):
            raise BadRecord("moves", f"expected a list of move ids, got {type(moves).__name__}")
        for index, move in enumerate(moves):
            if not isinstance(move, str):
                raise BadRecord(f"moves[{index}]", f"expected a move id (text), got {move!r}")
        if start is not None and not isinstance(start, dict):
            raise BadRecord("start", f"expected a position object, got {type(start).__name__}")
        if names is not None and not (isinstance(names, list)
                                      and all(isinstance(n, str) for n in names)):
            raise BadRecord("names", "expected a list of player names")
        return cls(game=game, players=players, seed=seed, options=options,
                   moves=list(moves), start=start, names=names)
