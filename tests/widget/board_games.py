"""Two small games for skywidgets.Board, written as a learner would in a notebook cell.

``Noughts`` (noughts and crosses) declares its board with ``pieces``: a 3 x 3 grid whose
empty cells play the move that marks them, a line per player, a text line. ``Race``
(add 1 or 2 to a running total; whoever reaches 10 wins) declares nothing, so the board
draws its view readably. Each defines every method the engine asks for itself.

The browser test runs this file's text in a notebook cell, so the classes live in
``__main__`` there, as a learner's own do; the unit tests import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from skywidgets import BadPosition, Game, IllegalMove, Move, State
from skywidgets.core.rng import Rng
from skywidgets.core.rulebook import Rulebook

NOUGHTS_RULES = Rulebook("Noughts", {
    "place": ("Play", "mark an empty square"),
    "end": ("End", "three in a row wins; a full board is a draw"),
    "notation": ("Notation", "a column letter and a row number, e.g. b2", True),
})
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
MARKS = ("X", "O")


@dataclass(frozen=True)
class Mark(Move):
    """Mark square ``cell`` (0 is a1, the top left; 8 is c3)."""

    cell: int

    @property
    def id(self) -> str:
        return "abc"[self.cell % 3] + str(self.cell // 3 + 1)

    @property
    def label(self) -> str:
        return f"mark {self.id}"


class NoughtsState(State):
    def __init__(self, game: Game) -> None:
        self.game = game
        self.num_players = 2
        self.history: list[str] = []
        self.origin: dict = {}
        self.rng = Rng(0)
        self.cells: list[int | None] = [None] * 9

    def _line_winner(self) -> int | None:
        for a, b, c in LINES:
            if self.cells[a] is not None and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]
        return None

    @property
    def current_player(self) -> int | None:
        if self._line_winner() is not None or None not in self.cells:
            return None
        return sum(c is not None for c in self.cells) % 2

    def _candidates(self):
        return [Mark(i) for i in range(9)]

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Mark):
            return IllegalMove(move, "a move marks a square", NOUGHTS_RULES["place"])
        if self.is_over:
            return IllegalMove(move, "the game is over", NOUGHTS_RULES["end"])
        if self.cells[move.cell] is not None:
            return IllegalMove(move, f"{move.id} is marked already", NOUGHTS_RULES["place"])
        return None

    def _play(self, move: Move) -> None:
        self.cells[move.cell] = self.current_player

    def scores(self) -> list[float]:
        winner = self._line_winner()
        return [0.5, 0.5] if winner is None else [float(seat == winner) for seat in (0, 1)]

    def view(self, seat: int | None) -> dict:
        self.check_seat(seat)
        return {"cells": ["" if c is None else MARKS[c] for c in self.cells],
                "current_player": self.current_player, "over": self.is_over,
                "winners": self.winners()}

    def to_dict(self) -> dict:
        return {"game": self.game.name, "cells": list(self.cells), "history": list(self.history),
                "rng": self.rng.to_dict()}

    def copy(self) -> NoughtsState:
        other = NoughtsState(self.game)
        self._copy_bookkeeping(other)
        other.rng = self.rng.copy()
        other.cells = list(self.cells)
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> NoughtsState:
        self.check_seat(seat)  # nothing is hidden
        return self._determinized(self.copy())

    def reveals(self, move: Move) -> bool:
        return False


class Noughts(Game):
    """Noughts and crosses, drawn by the generic board from its pieces."""

    name = "noughts"
    title = "Noughts"
    min_players = 2
    max_players = 2
    rules = NOUGHTS_RULES
    notation = "a column letter and a row number, e.g. b2"
    hidden_information = False

    def _setup(self, players: int, rng: Rng, options: dict) -> NoughtsState:
        state = NoughtsState(self)
        state.rng = rng
        return state

    def parse_move(self, text: str) -> Mark:
        text = text.strip().lower() if isinstance(text, str) else ""
        if len(text) != 2 or text[0] not in "abc" or text[1] not in "123":
            raise IllegalMove(text, "a square is a column letter and a row number, e.g. b2",
                              NOUGHTS_RULES["notation"])
        return Mark("abc".index(text[0]) + 3 * (int(text[1]) - 1))

    def from_dict(self, data: Mapping[str, Any]) -> NoughtsState:
        cells = data.get("cells")
        if not isinstance(cells, list) or len(cells) != 9 or any(c not in (None, 0, 1)
                                                                   for c in cells):
            raise BadPosition("cells", "nine squares, each None, 0 or 1")
        state = NoughtsState(self)
        state.cells = list(cells)
        state._adopt_position(data, {})
        return state

    def pieces(self, view: Mapping[str, Any]) -> list[dict]:
        cells = view["cells"]
        grid = [[{"text": cells[3 * r + c],
                  "tone": f"seat{MARKS.index(cells[3 * r + c])}" if cells[3 * r + c] else "",
                  **({} if cells[3 * r + c] else {"move": "abc"[c] + str(r + 1)})}
                 for c in range(3)] for r in range(3)]
        to_move = view["current_player"]
        return [
            {"kind": "grid", "label": "Board", "rows": 3, "cols": 3, "cells": grid},
            {"kind": "players", "label": "Players",
             "rows": [{"seat": seat, "text": f"{MARKS[seat]}"} for seat in (0, 1)]},
            {"kind": "text", "text": "Three in a row wins." if to_move is not None
             else ("A draw." if len(view["winners"]) == 2
                   else f"{MARKS[view['winners'][0]]} wins.")},
        ]


RACE_RULES = Rulebook("Race", {
    "add": ("Play", "add 1 or 2 to the total"),
    "end": ("End", "whoever brings the total to 10 wins"),
    "notation": ("Notation", "+1 or +2", True),
})
TARGET = 10


@dataclass(frozen=True)
class Add(Move):
    amount: int

    @property
    def id(self) -> str:
        return f"+{self.amount}"

    @property
    def label(self) -> str:
        return f"add {self.amount}"


class RaceState(State):
    def __init__(self, game: Game) -> None:
        self.game = game
        self.num_players = 2
        self.history: list[str] = []
        self.origin: dict = {}
        self.rng = Rng(0)
        self.total = 0
        self.adds: list[list[int]] = [[], []]

    @property
    def current_player(self) -> int | None:
        return None if self.total >= TARGET else len(self.history) % 2

    def _candidates(self):
        return [Add(1), Add(2)]

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Add):
            return IllegalMove(move, "a move adds 1 or 2", RACE_RULES["add"])
        if self.is_over:
            return IllegalMove(move, "the game is over", RACE_RULES["end"])
        if self.total + move.amount > TARGET:
            return IllegalMove(move, f"the total may not pass {TARGET}", RACE_RULES["end"])
        return None

    def _play(self, move: Move) -> None:
        self.adds[self.current_player].append(move.amount)
        self.total += move.amount

    def scores(self) -> list[float]:
        if not self.is_over:
            return [0.0, 0.0]
        last = (len(self.history) - 1) % 2
        return [float(seat == last) for seat in (0, 1)]

    def view(self, seat: int | None) -> dict:
        self.check_seat(seat)
        return {"total": self.total, "target": TARGET, "current_player": self.current_player,
                "over": self.is_over,
                "players": [{"seat": s, "added": sum(self.adds[s]), "moves": len(self.adds[s])}
                            for s in (0, 1)],
                "last_adds": [a for adds in self.adds for a in adds][-4:],
                "settings": {"target": TARGET, "steps": [1, 2]}}

    def to_dict(self) -> dict:
        return {"game": self.game.name, "total": self.total, "adds": [list(a) for a in self.adds],
                "history": list(self.history), "rng": self.rng.to_dict()}

    def copy(self) -> RaceState:
        other = RaceState(self.game)
        self._copy_bookkeeping(other)
        other.rng = self.rng.copy()
        other.total = self.total
        other.adds = [list(a) for a in self.adds]
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> RaceState:
        self.check_seat(seat)
        return self._determinized(self.copy())

    def reveals(self, move: Move) -> bool:
        return False


class Race(Game):
    """Race to 10: no pieces declared, so the board draws the view and the move buttons."""

    name = "race"
    title = "Race to 10"
    min_players = 2
    max_players = 2
    rules = RACE_RULES
    notation = "+1 or +2"
    hidden_information = False

    def _setup(self, players: int, rng: Rng, options: dict) -> RaceState:
        state = RaceState(self)
        state.rng = rng
        return state

    def parse_move(self, text: str) -> Add:
        if text not in ("+1", "+2"):
            raise IllegalMove(text, "a move is +1 or +2", RACE_RULES["notation"])
        return Add(int(text[1]))

    def from_dict(self, data: Mapping[str, Any]) -> RaceState:
        total = data.get("total")
        if not isinstance(total, int) or not 0 <= total <= TARGET:
            raise BadPosition("total", f"a whole number from 0 to {TARGET}")
        state = RaceState(self)
        state.total = total
        state.adds = [list(a) for a in data.get("adds", [[], []])]
        state._adopt_position(data, {})
        return state


class RaceOnCards(Race):
    """Race to 10 again, drawn with every other kind of piece: counters, a score track,
    cards (the moves, and a face-down deck), a die, a line per player, mono text."""

    name = "race_on_cards"
    title = "Race on cards"

    def pieces(self, view: Mapping[str, Any]) -> list[dict]:
        live = not view["over"]
        last = view["last_adds"][-1] if view["last_adds"] else 0
        return [
            {"kind": "counters", "label": "Race",
             "items": [{"name": "total", "value": view["total"]},
                       {"name": "target", "value": view["target"]},
                       *({"name": f"added by seat {p['seat'] + 1}", "value": p["added"],
                          "seat": p["seat"]} for p in view["players"])]},
            {"kind": "track", "label": "Added", "min": 0, "max": TARGET,
             "marks": [{"seat": p["seat"], "value": p["added"]} for p in view["players"]]},
            {"kind": "cards", "label": "Play a card",
             "cards": [*({"text": f"+{n}", "face": "up", "tone": "good" if live else "muted",
                          "move": f"+{n}", "name": f"card +{n}"} for n in (1, 2)),
                       {"text": "deck", "face": "down", "name": "the deck"}]},
            {"kind": "dice", "label": "Last added", "dice": [{"value": last, "held": True}]}
            if last else {"kind": "text", "label": "Last added", "text": "nothing yet"},
            {"kind": "players", "rows": [{"seat": p["seat"], "text": f"{p['moves']} moves"}
                                         for p in view["players"]]},
            {"kind": "text", "label": "Total", "mono": True,
             "text": "#" * view["total"] + "." * (TARGET - view["total"])},
        ]
