"""The Skyline Express game: its options, its setup, and the entry points the core calls.

>>> state = GAME.new(players=1, seed=2)
>>> state.phase, [m.id for m in state.legal_moves()]
('pick', ['y', 'b', 'g', 'r'])
>>> GAME.new(players=1, seed=2, goals=["yellow-1-2", "blue-1-2", "green-1-2", "red-1-2"]).goals[3]
'red-1-2'
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.options import Option, declare
from skywidgets.core.rng import Rng
from skywidgets.i18n import Msg, msg

from .bots import evaluate
from .chance import chance as chance_of_view
from .data import (COLOUR_WORDS, COLOURS, DICE_POINT_TRACK, GOAL_BY_ID, RULES, SERVICES,
                   TICKET_TRACK, goal_for, services_in_play)
from .picture import svg
from .positions import read_position
from .rules import CANDIDATES, MOVES_BY_ID, Sheet, SkylineExpressState, SkylineMove


def read_goals(goals: Any) -> list[str] | None:
    """The option ``goals``: None (rolled at setup) or four goal ids, one per die colour in
    order; else ValueError saying what it expects.

    >>> read_goals(("yellow-1-2", "blue-1-2", "green-1-2", "red-1-2"))[1]
    'blue-1-2'
    """
    if goals is None:
        return None
    if (not isinstance(goals, (list, tuple)) or len(goals) != len(COLOURS)
            or any(not isinstance(g, str) or g not in GOAL_BY_ID for g in goals)):
        raise ValueError(f"expected None or four goal ids, one per die colour in the order "
                         f"{', '.join(COLOURS)}; goal ids: {', '.join(GOAL_BY_ID)}")
    for colour, goal in zip(COLOURS, goals):
        if GOAL_BY_ID[goal]["die"] != colour:
            raise ValueError(f"{goal!r} is a {GOAL_BY_ID[goal]['die']} goal, the {colour} "
                             f"die's place needs a {colour} one")
    return list(goals)


def goal_words(goals: list[str] | None) -> Msg:
    """The option ``goals`` in words, for the Rules panel.

    >>> goal_words(None)
    'rolled at setup'
    """
    if goals is None:
        return msg("rolled at setup")
    said = [msg("{colour}: {goal}", colour=COLOUR_WORDS[colour], goal=GOAL_BY_ID[goal]["text"])
            for colour, goal in zip(COLOURS, goals)]
    return msg("{yellow}; {blue}; {green}; {red}", yellow=said[0], blue=said[1], green=said[2],
               red=said[3])


class SkylineExpressGame(Game):
    """Skyline Express Roll & Write: 1 to 4 players (1: against the rulebook's AI opponent)."""

    name = "skyline_express"
    title = msg("Skyline Express", context="game title")
    min_players = 1
    max_players = 4
    rules = RULES
    score_name = "victory points"
    automaton_name = msg("AI opponent")
    hidden_information = True  # dice still to roll
    notation = ("y b g r take a die, + - change it, =g recolour, 3b seat, s4 buy a service, "
                "end; ai-... the AI opponent's steps")
    options = declare(
        Option.own("goals", None, "Goals",
                   "The four goals, one per die colour; when they are not set, the first "
                   "player rolls them at setup as the rulebook says.", "goals",
                   reader=read_goals, words=goal_words,
                   accepts="None, or four goal ids (such as 'blue-1-2'), one per die colour "
                           "in the order yellow, blue, green, red"),
    )

    def _setup(self, players: int, rng: Rng, options: dict) -> SkylineExpressState:
        state = SkylineExpressState()
        state.num_players = players
        state.options = options
        state.rng = rng
        state.sheets = [Sheet() for _ in range(players)]
        state.ai = Sheet() if players == 1 else None
        state.in_play = services_in_play(players)
        state.service_owner = [None] * len(SERVICES)
        if options["goals"] is None:
            # the first player rolls the four dice: each die's value picks its colour's goal
            roll = rng.generator()
            state.goal_roll = [roll.randint(1, 6) for _ in COLOURS]
            state.goals = [goal_for(colour, value)
                           for colour, value in zip(COLOURS, state.goal_roll)]
        else:
            state.goals = list(options["goals"])
        state.first = 0
        state.round = 1
        state._start_round()
        state.last = {"rolled": state.last["rolled"], "round": 1,
                      "goal_roll": [{"colour": c, "value": v}
                                    for c, v in zip(COLOURS, state.goal_roll)]}
        return state

    def parse_move(self, text: str) -> SkylineMove:
        """Read a move id (see ``rules``); IllegalMove citing the notation if it is none."""
        move = MOVES_BY_ID.get(text.strip().lower()) if isinstance(text, str) else None
        if move is None:
            raise IllegalMove(text, msg("a Skyline Express move is y, b, g or r (take a die), "
                                        "+ or -, =y/=b/=g/=r, a seat 1a-6d, a service s1-s12, "
                                        "end, or an ai- step"), RULES["notation"])
        return move

    def chance(self, state: State, seat: int | None) -> dict | None:
        return chance_of_view(state.view(seat), seat)

    def evaluate(self, state: State, seat: int) -> float:
        """The greedy bot's view of ``state`` for ``seat`` (``bots.evaluate``)."""
        return evaluate(state, seat)

    def batched_rollouts(self, worlds: Sequence[State], streams: Sequence[int], policy: str,
                         seat: int, start: State) -> list[tuple[float, bool]]:
        """Random rollouts of many worlds at once, as numpy arrays (``batched.rollouts``);
        the game has no quick playout policy to batch."""
        # numpy loads with the first batch, never with the package
        from .batched import rollouts
        return rollouts(worlds, streams, policy, seat, start)

    def batched_sweeps(self, worlds: Sequence[State], moves: Sequence[Move],
                       streams: Sequence[int], policy: str, seat: int,
                       start: State) -> list[tuple[float, bool]]:
        """As ``batched_rollouts``, the first moves made in batch too
        (``batched.sweep_rollouts``): no copy of a world per move."""
        from .batched import sweep_rollouts
        return sweep_rollouts(worlds, moves, streams, policy, seat, start)

    def action_ids(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        # every phase's candidates, the AI opponent's steps among them, in the phases' order
        return tuple(dict.fromkeys(move.id for moves in CANDIDATES.values() for move in moves))

    def max_chance_outcomes(self, players: int, options: Mapping[str, Any]) -> int:
        return 6  # the rules roll six-sided dice and shuffle nothing

    def longest_game(self, players: int, options: Mapping[str, Any]) -> int:
        # A loose bound: each sheet (the AI's too) makes at most a take, a seat and an end a
        # round, buys each service once, and each change spends a dice point or tickets
        sheets = players + (1 if players == 1 else 0)
        return sheets * (12 * 3 + len(SERVICES) + DICE_POINT_TRACK + TICKET_TRACK)

    def draw(self, view: Mapping[str, Any]) -> str:
        """The carriages of a view as a static SVG (``picture.svg``)."""
        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkylineExpressState:
        """A position from ``to_dict()`` output (``positions.read_position``)."""
        return read_position(self, data)


GAME = SkylineExpressGame()
SkylineExpressState.game = GAME
