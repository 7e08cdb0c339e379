"""Skybridge as a Game: players and options, setup, the move notation, the bots' hook, set
positions and picture.

>>> GAME.parse_move("b@45").label
'lay the bridge on bases 4 and 5'
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from skywidgets.core.engine import Game, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.options import Option, declare
from skywidgets.core.rng import Rng
from skywidgets.i18n import msg

from . import bots
from .data import NEIGHBOURS, RULES
from .picture import svg
from .positions import read_position
from .rules import ALL_PLACEMENTS, PLACEMENT_BY_ID, Placement, SkybridgeState, seat_colours, starting_supplies

#: the values of the option lowest_level, with their words
LEVEL_RULES = (("board", "the lowest level anywhere on the board"),
               ("tower", "the top of any tower"))


class SkybridgeGame(Game):
    """Skybridge: 2 to 4 players build towers, bridges and roofs on a 3x3 board."""

    name = "skybridge"
    title = "Skybridge"
    min_players = 2
    max_players = 4
    rules = RULES
    score_name = "points"
    #: every piece is on the board or in plain sight, and nothing is left to chance
    hidden_information = False
    no_chance = msg("Nothing in Skybridge is left to chance: no card is drawn and no die is "
                    "rolled, and every piece is in plain sight. What happens next depends on the "
                    "players' moves alone.")
    notation = "3@5 three-story block, 2@5 two-story, R@5 roof, B@45 bridge; 3n@5 fourth colour"
    options = declare(
        Option.choice("lowest_level", "board", "Where a block must go",
                      "A block goes on the lowest level where it can stand: the lowest "
                      "tower top anywhere on the board, or the top of any tower.",
                      "lowest", choices=LEVEL_RULES),
    )

    def _setup(self, players: int, rng: Rng, options: dict) -> SkybridgeState:
        state = SkybridgeState()
        state.num_players = players
        state.options = options
        state.rng = rng
        state.colours = seat_colours(players)
        state.supply = starting_supplies(players)
        state.turns = [0] * players
        state.player = 0
        return state

    def parse_move(self, text: str) -> Placement:
        move = PLACEMENT_BY_ID.get(text.strip()) if isinstance(text, str) else None
        if move is None and isinstance(text, str):
            move = PLACEMENT_BY_ID.get(text.strip().upper().replace("N@", "n@"))
        if move is None:
            apart = _bridge_apart(text)
            if apart is not None:
                raise IllegalMove(text, apart, RULES["bridge"])
            raise IllegalMove(text, msg("a Skybridge move is 3@5, 2@5, R@5 (a piece and a base "
                                        "1-9), B@45 (a bridge on two neighbouring bases) or "
                                        "3n@5 / 2n@5 (the fourth colour)"), RULES["notation"])
        return move

    def evaluate(self, state: State, seat: int) -> float:
        return bots.evaluate(state, seat)

    def batched_rollouts(self, worlds: Sequence[State], streams: Sequence[int], policy: str,
                         seat: int, start: State) -> list[tuple[float, bool]]:
        # numpy loads with the first batch, never with the package
        from .batched import rollouts
        return rollouts(worlds, streams, policy, seat, start)

    def action_ids(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return tuple(move.id for move in ALL_PLACEMENTS)

    def longest_game(self, players: int, options: Mapping[str, Any]) -> int:
        # every move places one piece from a supply
        return sum(count for supply in starting_supplies(players)
                   for pieces in supply.values() for count in pieces.values())

    def draw(self, view: Mapping[str, Any]) -> str:
        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkybridgeState:
        """A position from a dict like ``to_dict()``'s, its pieces placed again by the rules
        of the board (docs/rules/skybridge.md, Set positions); BadPosition names the first
        field at fault."""
        return read_position(self, data)


def _bridge_apart(text: object) -> str | None:
    """Why a bridge on two bases that are not side by side (``B@15``, ``B@44``) cannot be
    laid, in words; None for any other text."""
    match = re.fullmatch(r"[Bb]@([1-9])([1-9])", text.strip()) if isinstance(text, str) else None
    if match is None:
        return None
    a, b = sorted(int(d) for d in match.groups())
    if a == b:
        return msg("a bridge lies on two bases side by side, not twice on base {base}", base=a)
    if b - 1 in NEIGHBOURS[a - 1]:
        return None  # neighbours written high first: the notation's message says the order
    return msg("bases {a} and {b} are not side by side: a bridge lies on two neighbouring bases",
               a=a, b=b)


GAME = SkybridgeGame()
SkybridgeState.game = GAME
