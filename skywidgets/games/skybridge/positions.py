"""Reading a set position of Skybridge: ``read_position`` and its field readers and checks.

The pieces are placed again one by one by the rules of the board, so a piece that could
not stand where it is named is refused with the rule it breaks:

>>> from skywidgets.games.skybridge import GAME
>>> tall = {"kind": "tall", "colour": "ivory", "bases": [4], "z": 0, "seat": 0}
>>> read_position(GAME, {"game": "skybridge", "players": 2, "pieces": [tall]}).top(4)
3
>>> try:
...     read_position(GAME, {"game": "skybridge", "players": 2,
...                          "pieces": [tall, {**tall, "z": 3}]})
... except BadPosition as err:
...     print(err.field, "-", err.reason, "-", err.rule.key)
pieces[1] - the ivory three-story block would touch another ivory piece there - touch
"""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.engine import Game
from skywidgets.core.errors import BadPosition, shown
from skywidgets.core.fields import choice, items, known, mapping, required, whole, wholes
from skywidgets.core.rng import Rng

from .data import BASES, BRIDGE, BRIDGE_SPANS, COLOURS, KIND_NAMES, KINDS, RULES
from .rules import OVER, PLACEMENT_BY_PARTS, PLAY, Piece, SkybridgeState

POSITION_KEYS = ("game", "players", "options", "pieces", "player", "turns", "phase", "last",
                 "rng", "history")
PIECE_KEYS = ("kind", "colour", "bases", "z", "seat")
#: the last move's summary (``_play``); skipped seats and the game's end may follow it
#: (``_next_player``), or stand alone when a set position's seat to move had to skip
LAST_MOVE_KEYS = ("seat", "piece", "id")
LAST_KEYS = (*LAST_MOVE_KEYS, "skipped", "game_over")
#: more turns than any seat has in a game: at most 50 pieces are placed, and between two
#: placements each seat skips at most three times
MAX_TURNS = 999


def _piece(value: Any, field: str, players: int) -> tuple[str, int, tuple[int, ...], int, int]:
    """A piece's kind, colour index, bases (low first), level and seat, each read alone."""
    raw = mapping(value, field)
    known(raw, PIECE_KEYS, f"{field}.")
    required(raw, PIECE_KEYS, f"{field}.")
    kind = choice(raw["kind"], f"{field}.kind", KINDS)
    colour = COLOURS.index(choice(raw["colour"], f"{field}.colour", COLOURS))
    wanted = 2 if kind == BRIDGE else 1
    bases = tuple(sorted(wholes(raw["bases"], f"{field}.bases", wanted, low=0, high=BASES - 1)))
    if kind == BRIDGE and bases not in BRIDGE_SPANS:
        raise BadPosition(f"{field}.bases", "a bridge joins two orthogonal neighbours",
                          RULES["bridge"])
    z = whole(raw["z"], f"{field}.z", 0)
    seat = whole(raw["seat"], f"{field}.seat", 0, players - 1)
    return kind, colour, bases, z, seat


def _last(value: Any, state: SkybridgeState) -> dict | None:
    """The last move's summary, read like the rest (every view shows it): its piece is the
    last one placed, its id the move that placed it."""
    if value is None:
        return None
    n = state.num_players
    data = mapping(value, "last")
    known(data, LAST_KEYS, "last.")
    last: dict = {}
    if any(key in data for key in LAST_MOVE_KEYS):
        required(data, LAST_MOVE_KEYS, "last.")
        kind, colour, bases, z, seat = _piece(data["piece"], "last.piece", n)
        placed = state.pieces[-1] if state.pieces else None
        if placed is None or (kind, colour, bases, z, seat) != (
                placed.kind, placed.colour, placed.bases, placed.z, placed.seat):
            raise BadPosition("last.piece", "expected the last of pieces: the piece the last "
                                            "move placed (leave last out to set a position "
                                            "without a last move)")
        if whole(data["seat"], "last.seat", 0, n - 1) != seat:
            raise BadPosition("last.seat", f"expected {seat}, the seat that placed the piece")
        move_id = PLACEMENT_BY_PARTS[(kind, bases, n == 3 and colour == len(COLOURS) - 1)].id
        if not isinstance(data["id"], str) or data["id"] != move_id:
            raise BadPosition("last.id", f"expected {move_id!r}, the move that placed the piece, "
                                         f"not {shown(data['id'])}")
        last = {"seat": seat, "piece": placed.to_dict(), "id": move_id}
    elif "skipped" not in data and "game_over" not in data:
        raise BadPosition("last", "expected null or the last move's summary "
                                  f"({', '.join(LAST_KEYS)})")
    if "skipped" in data:
        # every seat in turn, twice over for two colours, before no one can place
        last["skipped"] = wholes(data["skipped"], "last.skipped", low=0, high=n - 1)
        if not 1 <= len(last["skipped"]) <= 2 * n + 1:
            raise BadPosition("last.skipped", f"expected 1 to {2 * n + 1} seats that could not "
                                              "place", RULES["skip"])
    if "game_over" in data:
        if data["game_over"] is not True:
            raise BadPosition("last.game_over", "expected true (or no such key), not "
                                                f"{shown(data['game_over'])}")
        last["game_over"] = True
    return last


def read_position(game: Game, data: Mapping[str, Any]) -> SkybridgeState:
    """A position from ``to_dict()``: the pieces are re-placed one by one, in their order,
    by the rules of the board exactly as in play (roofs, towers, bridges, touching, the
    lowest level of the game's option) and from the placer's supply; a piece that breaks
    one names its index, the field and the rule. Whose turn it was is not replayed: set
    positions may put any seat's pieces in any order. The rest (turns, the last move's
    summary, ...) is read as docs/rules/skybridge.md, Set positions, says."""
    data = mapping(data, "position")
    if data.get("game") != "skybridge":
        raise BadPosition("game", f"expected 'skybridge', not {shown(data.get('game'))}")
    known(data, POSITION_KEYS)
    required(data, ("players",))
    players = whole(data["players"], "players", game.min_players, game.max_players)
    try:
        options = game.check_options(mapping(data.get("options", {}), "options"))
    except BadPosition:
        raise
    except ValueError as err:
        raise BadPosition("options", str(err)) from None
    state = game._setup(players, Rng(0), options)
    for i, raw in enumerate(items(data.get("pieces", []), "pieces")):
        field = f"pieces[{i}]"
        kind, c, bases, z, seat = _piece(raw, field, players)
        supply = state.supply[seat].get(c)
        if supply is None or supply.get(kind, 0) <= 0:
            raise BadPosition(f"{field}", f"seat {seat} has no {COLOURS[c]} {KIND_NAMES[kind]} "
                                          "left to place", RULES["position"])
        problem = state._placement_problem(f"{field}", kind, c, bases)
        if problem is not None:
            raise BadPosition(field, problem.reason, problem.rule)
        level = state.top(bases[0])
        if z != level:
            raise BadPosition(f"{field}.z", f"the piece stands at level {level} there, not {z}",
                              RULES["position"])
        state._put(Piece(kind, c, bases, z, seat))
        supply[kind] -= 1
    state.turns = wholes(data.get("turns", [0] * players), "turns", players, low=0,
                         high=MAX_TURNS)
    player = whole(data.get("player", 0), "player", 0, players - 1)
    state.player = player
    state.last = _last(data.get("last"), state)
    phase = choice(data.get("phase", PLAY), "phase", (PLAY, OVER))
    state.phase = phase
    state._forget()
    if phase == PLAY and not state.legal_moves():
        # the seat to move cannot place: pass on as play would
        state.player = (player - 1) % players
        state._next_player()
        if max(state.turns) > MAX_TURNS:
            raise BadPosition("turns", f"expected at most {MAX_TURNS} turns a seat, counting "
                                       "the turns skipped now")
    elif phase == OVER and any(
            _with_player(state, p).legal_moves() for p in range(players)):
        raise BadPosition("phase", "the game is over only when no one can place a piece",
                          RULES["end"])
    # the move (or the skipping) that ends the game says so in the summary, and only it
    if state.last is not None and ("game_over" in state.last) != (state.phase == OVER):
        raise BadPosition("last.game_over",
                          "the game is over: expected true" if state.phase == OVER
                          else "the game is not over: a piece can still be placed", RULES["end"])
    state._adopt_position(data, options)
    return state


def _with_player(state: SkybridgeState, seat: int) -> SkybridgeState:
    other = state.copy()
    other.phase, other.player = PLAY, seat
    other._forget()
    return other
