"""Nim's moves and state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from skywidgets.core.engine import Move, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng

from . import scoring
from .data import HEAP_LETTERS, MAX_COUNTERS, MAX_HEAPS, RULES


@dataclass(frozen=True)
class Take(Move):
    """Take ``count`` counters from heap ``heap`` (0 is heap a)."""

    heap: int
    count: int

    @property
    def id(self) -> str:
        return f"{HEAP_LETTERS[self.heap]}{self.count}"

    @property
    def label(self) -> str:
        counters = "counter" if self.count == 1 else "counters"
        return f"take {self.count} {counters} from heap {HEAP_LETTERS[self.heap]}"


ALL_TAKES = tuple(Take(heap, count) for heap in range(MAX_HEAPS)
                  for count in range(1, MAX_COUNTERS + 1))
TAKE_BY_ID = {move.id: move for move in ALL_TAKES}


class NimState(State):
    """A game of Nim: ``heaps`` counts the counters left, ``player`` moves next."""

    def __init__(self, heaps: Iterable[int] = ()) -> None:
        self.num_players = 2
        self.history: list[str] = []
        self.origin: dict = {}
        self.heaps = list(heaps)
        self.player = 0
        self.rng = Rng(0)
        self.last: dict | None = None

    @property
    def current_player(self) -> int | None:
        return self.player if any(self.heaps) else None

    def _candidates(self) -> Iterable[Move]:
        return [Take(heap, count) for heap, left in enumerate(self.heaps)
                for count in range(1, left + 1)]

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, Take):
            return IllegalMove(move, "a Nim move takes counters from a heap", RULES["take"])
        if not any(self.heaps):
            return IllegalMove(move, "the game is over: every heap is empty", RULES["end"])
        if move.heap >= len(self.heaps):
            return IllegalMove(move, f"there is no heap {HEAP_LETTERS[move.heap]}", RULES["take"])
        if move.count > self.heaps[move.heap]:
            return IllegalMove(move, f"heap {HEAP_LETTERS[move.heap]} has only "
                                     f"{self.heaps[move.heap]} counters", RULES["take"])
        return None

    def _play(self, move: Move) -> None:
        self.heaps[move.heap] -= move.count
        self.last = {"seat": self.player, "id": move.id}
        self.player = 1 - self.player

    def scores(self) -> list[float]:
        return scoring.final_scores(self.heaps, self.last["seat"] if self.last else None)

    def view(self, seat: int | None) -> dict:
        self.check_seat(seat)
        return {"heaps": list(self.heaps), "current_player": self.current_player,
                "nim_sum": scoring.nim_sum(self.heaps), "last": self.last,
                "over": self.is_over, "winners": self.winners() if self.is_over else []}

    def to_dict(self) -> dict:
        return {"game": "nim", "heaps": list(self.heaps), "player": self.player,
                "last": self.last, "rng": self.rng.to_dict(), "history": list(self.history)}

    def determinize(self, seat: int | None, rng: Rng | int) -> NimState:
        self.check_seat(seat)  # nothing is hidden in Nim
        return self._determinized(self.copy())

    def copy(self) -> NimState:
        other = NimState(self.heaps)
        self._copy_bookkeeping(other)
        other.player = self.player
        other.rng = self.rng.copy()
        other.last = self.last
        return other

    def move_info(self, move: Move) -> dict:
        return {"heap": move.heap, "count": move.count}

    def reveals(self, move: Move) -> bool:
        return False
