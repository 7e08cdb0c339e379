"""The Nim game: entry points and hooks."""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.engine import Game, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng

from . import bots, picture
from .data import HEAPS, RULES
from .positions import read_position
from .rules import TAKE_BY_ID, NimState, Take


class NimGame(Game):
    """Nim for two: take counters from one heap; whoever takes the last one wins."""

    name = "nim"
    title = "Nim"
    min_players = 2
    max_players = 2
    rules = RULES
    notation = "a heap letter and a count, e.g. b2"
    hidden_information = False

    def _setup(self, players: int, rng: Rng, options: dict) -> NimState:
        state = NimState(HEAPS)
        state.rng = rng
        return state

    def parse_move(self, text: str) -> Take:
        move = TAKE_BY_ID.get(text.strip().lower()) if isinstance(text, str) else None
        if move is None:
            raise IllegalMove(text, "a Nim move is a heap letter and a count, e.g. 'b2'",
                              RULES["notation"])
        return move

    def from_dict(self, data: Mapping[str, Any]) -> NimState:
        return read_position(self, data)

    def evaluate(self, state: State, seat: int) -> float:
        return bots.evaluate(state, seat)

    def draw(self, view: Mapping[str, Any]) -> str:
        return picture.svg(view)


GAME = NimGame()
NimState.game = GAME
