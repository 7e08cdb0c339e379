"""Skyjo as a Game: its options, move notation, the bots' hooks, set positions and picture.

>>> GAME.parse_move("T5").label
'take the discard into slot 5'
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from skywidgets.core.engine import Game, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.options import Option, declare
from skywidgets.core.rng import Rng

from . import bots, tensor
from .chance import chance as chance_of_view
from .data import DECK, END_SCORE, RULES
from skywidgets.i18n import msg

from .picture import svg
from .positions import read_position
from .rules import CANDIDATES, DRAWN, MOVES_BY_ID, SkyjoMove, SkyjoState

#: who may start the next round (the option next_starter), with their words
NEXT_STARTERS = (("winner", "the round's winner (lowest round score)"),
                 ("ender", "the player who ended the round"))
#: the range of the option end_score (ours: the rulebook plays to 100; far beyond 1000 a
#: game, and every simulated rollout of it, would run to hundreds of rounds or never end)
END_SCORES = (1, 1000)


class SkyjoGame(Game):
    """Skyjo: 2 to 8 players, hidden 3x4 grids, lowest score wins."""

    name = "skyjo"
    title = "Skyjo"
    min_players = 2
    max_players = 8
    rules = RULES
    lower_is_better = True
    score_name = "round score"
    #: the IS-MCTS bot's settings that measured best against the greedy bot (see
    #: docs/rules/skyjo.md): playouts of four moves, then the reward hook judges
    search_defaults = {"playout_plies": 4, "prior_visits": 20}
    hidden_information = True  # face-down cards and the deck
    notation = "r5 reveal, d draw, t5 take the discard into slot 5, s5 swap the drawn card in, f5 flip"
    options = declare(
        Option.flag("column_rule", True, "Column rule",
                    "Three equal face-up cards in a column are removed.", "column"),
        Option.flag("tie_counts_as_lowest", False, "A tie for lowest escapes doubling",
                    "The player who ended the round is not doubled when tied for the "
                    "lowest score.", "double"),
        Option.flag("double_non_positive", False, "Double zero and negative scores",
                    "The score of the player who ended the round is doubled even when it "
                    "is zero or negative.", "double"),
        Option.choice("next_starter", "winner", "Next round starts with",
                      "Who starts the next round: the round's winner, as the Icelandic text "
                      "says, or the player who ended it, as the published rules say.",
                      "next_start", choices=NEXT_STARTERS),
        Option.whole("end_score", END_SCORE, "End score",
                     "The game ends at the end of the round in which a player reaches this "
                     f"total ({END_SCORES[0]} to {END_SCORES[1]}).", "game_end",
                     low=END_SCORES[0], high=END_SCORES[1]),
    )

    def _setup(self, players: int, rng: Rng, options: dict) -> SkyjoState:
        state = SkyjoState()
        state.num_players = players
        state.options = options
        state.rng = rng
        state.totals = [0] * players
        state._deal()
        return state

    def parse_move(self, text: str) -> SkyjoMove:
        move = MOVES_BY_ID.get(text.strip().lower()) if isinstance(text, str) else None
        if move is None:
            raise IllegalMove(text, msg("a Skyjo move is d (draw), or r, t, s or f followed "
                                        "by a slot number 1 to 12, e.g. 't5'"),
                              RULES["notation"])
        return move

    def chance(self, state: State, seat: int | None) -> dict | None:
        return chance_of_view(state.view(seat))

    #: Skyjo's own layout of a view as numbers (tensor.py): named slots, not hashed
    view_tensor_size = tensor.SIZE

    def view_tensor(self, view: Mapping[str, Any]) -> list[float]:
        return tensor.view_tensor(view)

    def action_ids(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        # r1-r12, d, t1-t12, s1-s12, f1-f12: every phase's candidates, in the phases' order
        return tuple(dict.fromkeys(move.id for moves in CANDIDATES.values() for move in moves))

    def max_chance_outcomes(self, players: int, options: Mapping[str, Any]) -> int:
        # the longest list the rules shuffle is the whole deck (each round's deal)
        return len(DECK)

    def longest_game(self, players: int, options: Mapping[str, Any]) -> int:
        # The rules set no bound (a round lasts until a grid is all face up and a player
        # could keep taking the discard); this cap is far beyond any game played so far
        return 10_000 * players

    def evaluate(self, state: State, seat: int) -> float:
        return bots.evaluate(state, seat)

    def reward(self, state: State, seat: int) -> float:
        return bots.reward(state, seat)

    def playout_horizon(self, state: State) -> int:
        # a random playout of a whole game says little about one move; a round says more
        return state.round

    def search_branch(self, state: State) -> int | None:
        # after a draw the drawer sees the card: where to put it depends on which it was
        return state.drawn if state.phase == DRAWN else None

    def playout_move(self, state: State, gen: random.Random) -> SkyjoMove:
        return MOVES_BY_ID[bots.playout_move(state, gen)]

    def batched_rollouts(self, worlds: Sequence[State], streams: Sequence[int], policy: str,
                         seat: int, start: State) -> list[tuple[float, bool]]:
        # numpy loads with the first batch, never with the package
        from .batched import rollouts
        return rollouts(worlds, streams, policy, seat, start)

    def draw(self, view: Mapping[str, Any]) -> str:
        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkyjoState:
        """A position from a dict like ``to_dict()``'s; ``drawn``, ``ender``, the finished
        rounds (``round_scores``, ``round_notes``, ``previous_round``), ``last``, ``rng`` and
        ``history`` may be left out. Everything is checked against the rules (see
        docs/rules/skyjo.md, Set positions); BadPosition names the first field at fault."""
        return read_position(self, data)


GAME = SkyjoGame()
SkyjoState.game = GAME
