"""Race: a small game of the kind a learner writes in one notebook cell, for the lab's
tests of games that are no part of skywidgets' registry.

Two or three runners race to a finish line (the ``finish`` option). On a turn a runner
walks two squares, or rolls a die of four faces and runs that far; whoever reaches the
line first wins, and each runner scores the squares it has covered. Every method is
written out (none is left to the engine's defaults), and the module imports nothing of
the tests, so its source also runs as a module of no file (``exec``), as a notebook
cell's code does. No ``from __future__ import annotations``: dataclasses of a module
that is not in ``sys.modules`` must not read their annotations from it.
"""

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove, shown
from skywidgets.core.options import declare, Option
from skywidgets.core.rng import Rng, as_rng
from skywidgets.core.rulebook import Rulebook

RULES = Rulebook("Race", {
    "turn": ("Play", "walk two squares, or roll the four-sided die and run that far"),
    "end": ("End", "the first runner to reach the finish line wins"),
    "notation": ("Notation", "walk or roll", True),
    "positions": ("Set positions", "each runner's square, the runner to move", True),
})
WALK_SQUARES = 2
DIE_FACES = 4


@dataclass(frozen=True)
class Step(Move):
    """``walk`` (two squares) or ``roll`` (the die says how far)."""

    kind: str

    @property
    def id(self) -> str:
        return self.kind


WALK, ROLL = Step("walk"), Step("roll")
STEPS = {move.id: move for move in (WALK, ROLL)}


class RaceState(State):
    """A race: ``squares`` covered by each runner, ``player`` to move."""

    def __init__(self, players: int, finish: int, rng: Rng) -> None:
        self.num_players = players
        self.history = []
        self.origin = {}
        self.finish = finish
        self.squares = [0] * players
        self.player = 0
        self.rng = rng

    @property
    def current_player(self) -> Optional[int]:
        return None if max(self.squares) >= self.finish else self.player

    def _candidates(self) -> Iterable[Move]:
        return [WALK, ROLL]

    def _violation(self, move: Move) -> Optional[IllegalMove]:
        if not isinstance(move, Step) or move.id not in STEPS:
            return IllegalMove(move, "a move of Race is walk or roll", RULES["turn"])
        if self.is_over:
            return IllegalMove(move, "the race is over", RULES["end"])
        return None

    def _play(self, move: Move) -> None:
        run = WALK_SQUARES if move == WALK else self.rng.randint(1, DIE_FACES)
        self.squares[self.player] = min(self.finish, self.squares[self.player] + run)
        self.player = (self.player + 1) % self.num_players

    def scores(self) -> list:
        return [float(squares) for squares in self.squares]

    def view(self, seat: Optional[int]) -> dict:
        self.check_seat(seat)
        return {"squares": list(self.squares), "finish": self.finish,
                "current_player": self.current_player, "over": self.is_over}

    def to_dict(self) -> dict:
        return {"game": "race", "squares": list(self.squares), "finish": self.finish,
                "player": self.player, "rng": self.rng.to_dict(),
                "history": list(self.history)}

    def determinize(self, seat: Optional[int], rng: Any) -> "RaceState":
        # only the die's next faces are hidden, and no one knows them: redraw them
        self.check_seat(seat)
        other = self.copy()
        other.rng = as_rng(rng).spawn()
        return self._determinized(other)

    def copy(self) -> "RaceState":
        other = RaceState(self.num_players, self.finish, self.rng.copy())
        self._copy_bookkeeping(other)
        other.squares = list(self.squares)
        other.player = self.player
        return other

    def reveals(self, move: Move) -> bool:
        return move == ROLL


class RaceGame(Game):
    """Race to the finish line, walking or rolling."""

    name = "race"
    title = "Race"
    min_players = 2
    max_players = 3
    rules = RULES
    notation = "walk or roll"
    options = declare(Option.whole("finish", 12, "Finish line", "How many squares the race "
                                   "is long.", "end", low=4, high=40))

    def _setup(self, players: int, rng: Rng, options: dict) -> RaceState:
        return RaceState(players, options["finish"], rng)

    def parse_move(self, text: str) -> Step:
        move = STEPS.get(text.strip().lower()) if isinstance(text, str) else None
        if move is None:
            raise IllegalMove(text, "a move of Race is walk or roll", RULES["notation"])
        return move

    def from_dict(self, data: Mapping[str, Any]) -> RaceState:
        if not isinstance(data, Mapping):
            raise BadPosition("position", f"expected a dict, not {shown(data)}")
        squares = data.get("squares")
        if not isinstance(squares, list) or not 2 <= len(squares) <= 3:
            raise BadPosition("squares", f"expected 2 or 3 runners' squares, not "
                                         f"{shown(squares)}")
        finish = data.get("finish", 12)
        state = RaceState(len(squares), finish, Rng(0))
        state.squares = [int(n) for n in squares]
        state.player = int(data.get("player", 0))
        state._adopt_position(data, {"finish": finish})
        return state

    def evaluate(self, state: State, seat: int) -> float:
        return float(state.squares[seat])


GAME = RaceGame()
RaceState.game = GAME
