"""Skyway as a Game: setup, the move notation, the bots' hook, set positions and picture.

>>> GAME.parse_move("b5").label
'blueprint B onto the centre'
"""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.engine import Game, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.i18n import msg

from . import bots
from .chance import chance as chance_of_view
from .data import CARDS, FACE_CARDS, PASSES, RULES, SUITS
from .picture import svg
from .positions import read_position
from .rules import ALL_DRAFTS, DRAFT_BY_ID, Draft, SkywayState


class SkywayGame(Game):
    """Skyway: solo card drafting into a 3x3 grid over three passes through a 40-card deck."""

    name = "skyway"
    title = "Skyway"
    min_players = 1
    max_players = 1
    rules = RULES
    hidden_information = True  # the deck's order
    notation = "blueprint a, b or c then space 1-9 in reading order, e.g. b5"

    def _setup(self, players: int, rng: Rng, options: dict) -> SkywayState:
        state = SkywayState()
        state.rng = rng
        faces = list(FACE_CARDS)
        rng.shuffle(faces)
        state.markers = tuple(faces[:PASSES])
        state.deck = list(CARDS)
        rng.shuffle(state.deck)
        state._deal()
        return state

    def parse_move(self, text: str) -> Draft:
        if not isinstance(text, str):
            raise IllegalMove(text, msg("a move is written as text, such as b5, not as {kind}",
                                        kind=type(text).__name__), RULES["notation"])
        move = DRAFT_BY_ID.get(text.strip().lower())
        if move is None:
            raise IllegalMove(text, msg("a move is a blueprint letter (a, b or c) then a space "
                                        "number (1 to 9), such as b5"), RULES["notation"])
        return move

    def evaluate(self, state: State, seat: int) -> float:
        return bots.evaluate(state, seat)

    def action_ids(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return tuple(move.id for move in ALL_DRAFTS)

    def max_chance_outcomes(self, players: int, options: Mapping[str, Any]) -> int:
        # the rules shuffle the face cards once and the deck at setup and at each pass
        return max(len(CARDS), len(FACE_CARDS))

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        # a suit's sequence rises through its ten ranks at most once each
        return 0.0, float(len(SUITS) * 10)

    def longest_game(self, players: int, options: Mapping[str, Any]) -> int:
        # every draft takes at least one card off the deck, which is played through PASSES times
        return PASSES * len(CARDS)

    def chance(self, state: State, seat: int | None) -> dict | None:
        return chance_of_view(state.view(seat))

    def draw(self, view: Mapping[str, Any]) -> str:
        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkywayState:
        """A position from a dict like ``to_dict()``'s; ``deck`` may be left out (it is then
        the unplaced cards, shuffled), and so may every other field (an empty place, round 1,
        the first markers, no last move, seed 0, no history). Everything is checked against
        the rules (docs/rules/skyway.md, Set positions); BadPosition names the first field
        at fault."""
        return read_position(self, data)


GAME = SkywayGame()
SkywayState.game = GAME
