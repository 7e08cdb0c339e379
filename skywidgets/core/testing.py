"""check_game: the conformance kit every game must pass.

It plays random games to the end and, along the way, checks the engine
contract: legal moves always apply, illegal moves change nothing, copies are
independent, ``to_dict``/``from_dict`` and records round-trip, replays are
bit for bit, views are JSON-safe and carry no hidden information, and bots
decide from what their seat may know only.

>>> import skywidgets
>>> report = check_game(skywidgets.load("skyway"), games=2)
>>> report.games, report.moves > 0
(2, True)
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Callable, Iterable

from .bots import SeatInfo, bots_for
from .engine import Game, Move, State
from .errors import BadPosition, IllegalMove
from .fields import is_whole
from .reveal import view_held
from .rng import Rng

#: texts that are never a move id in any game
JUNK_MOVES = ("", " ", "??", "0", "-1", "zz99", "a" * 40, "\u2603", "pass pass")


class ConformanceError(AssertionError):
    """A game broke the engine contract; the message says where."""


@dataclass
class Report:
    games: int = 0
    moves: int = 0
    checks: dict[str, int] = field(default_factory=dict)

    def count(self, name: str) -> None:
        self.checks[name] = self.checks.get(name, 0) + 1


def _fail(where: str, what: str) -> None:
    raise ConformanceError(f"{where}: {what}")


def _seats(state: State) -> list[int | None]:
    return [None, *range(state.num_players)]


def check_position(state: State, rng: Rng, report: Report, where: str = "position") -> None:
    """Every contract check that one position allows (does not change ``state``)."""
    game = state.game
    before = state.to_dict()
    text = json.dumps(before, sort_keys=True)

    # to_dict is JSON-safe and round-trips through from_dict
    again = game.from_dict(json.loads(text))
    if again.to_dict() != before:
        _fail(where, "from_dict(to_dict()) is not the same position")
    if [m.id for m in again.legal_moves()] != [m.id for m in state.legal_moves()]:
        _fail(where, "from_dict(to_dict()) has different legal moves")
    report.count("to_dict round trip")

    # legal moves: unique ids that parse back, each applies to a copy, copies are independent
    moves = state.legal_moves()
    ids = [m.id for m in moves]
    if len(set(ids)) != len(ids):
        _fail(where, f"duplicate move ids {ids}")
    if state.is_over != (state.current_player is None) or state.is_over == bool(moves):
        _fail(where, "is_over, current_player and legal_moves() disagree")
    legal = set(ids)
    for candidate in state._candidates():
        if (candidate.id in legal) != (state._violation(candidate) is None):
            _fail(where, f"legal_moves() and the legality check disagree on {candidate.id!r}")
    for move in moves:
        # a plain Move (the default parse_move's) stands for the position's move of that
        # id, which check() finds; a game with a notation of its own reads the move itself
        parsed = game.parse_move(move.id)
        if parsed != move and (type(parsed) is not Move or parsed.id != move.id):
            _fail(where, f"parse_move({move.id!r}) does not give the move back")
        if state.check(move.id) != move:
            _fail(where, f"check({move.id!r}) does not give the move back")
        copy = state.copy()
        copy.apply(move.id)
        if copy.ply != state.ply + 1:
            _fail(where, f"applying {move.id!r} did not add one ply")
    if state.to_dict() != before:
        _fail(where, "playing on copies changed the original")
    report.count("legal moves apply")

    # illegal moves raise IllegalMove (naming a rule) and change nothing
    illegal = [m for m in state._candidates() if m.id not in legal][:5]
    for attempt in [*JUNK_MOVES, *illegal]:
        try:
            state.apply(attempt)
        except IllegalMove as err:
            if err.rule is None or not err.reason:
                _fail(where, f"IllegalMove for {attempt!r} names no rule or reason")
        else:
            _fail(where, f"illegal move {attempt!r} was accepted")
        if state.to_dict() != before:
            _fail(where, f"illegal move {attempt!r} changed the state")
    report.count("illegal moves refused")

    # views are JSON-safe; determinizing for a seat never changes what that seat sees,
    # and the determinized world depends on nothing but that view (no leak through it)
    for seat in _seats(state):
        view = state.view(seat)
        json.dumps(view)
        seed = rng.generator().getrandbits(32)
        world = state.determinize(seat, Rng(seed))
        if world.view(seat) != view:
            _fail(where, f"view({seat}) changed when hidden information was redrawn: "
                         "the view shows something hidden")
        other = state.determinize(seat, Rng(seed + 1))
        if other.view(seat) != view:
            _fail(where, f"view({seat}) differs between two determinizations")
        if other.determinize(seat, Rng(seed)).to_dict() != world.to_dict():
            _fail(where, f"determinize({seat}) depends on hidden information, not only the view")
        if state.to_dict() != before:
            _fail(where, "determinize changed the original")
    report.count("no hidden information in views")

    # the teacher's revealed view is JSON-safe, holds everything the seat's view shows and
    # says in words what it adds and what no one can know
    for seat in _seats(state):
        view = state.view(seat)
        if "revealed" in view:
            _fail(where, f"view({seat}) has a \"revealed\" part: only revealed_view may")
        revealed = state.revealed_view(seat)
        json.dumps(revealed)
        problem = view_held(view, revealed)
        if problem:
            _fail(where, f"revealed_view({seat}) does not hold view({seat}): {problem}")
        part = revealed.get("revealed")
        if (not isinstance(part, dict) or not isinstance(part.get("summary"), str)
                or not part["summary"] or "unknown" not in part):
            _fail(where, f"revealed_view({seat}) has no \"revealed\" part with a summary "
                         "and what no one can know")
        if state.to_dict() != before:
            _fail(where, "revealed_view changed the position")
    report.count("revealed views hold the seat's view")
    # the Chance panel's data is JSON-safe, every figure sound, and worked out from the
    # seat's information alone: the same in a world redrawn from what the seat may know
    for seat in _seats(state):
        chance = game.chance(state, seat)
        if chance is None:
            continue
        json.dumps(chance, allow_nan=False)
        for section in chance["sections"]:
            for row in section["rows"]:
                if row["kind"] == "probability" and not 0 <= row["value"] <= 1:
                    _fail(where, f"chance({seat}) has a probability of {row['value']}")
                if row["kind"] == "count" and not 0 <= row["count"] <= row["of"]:
                    _fail(where, f"chance({seat}) counts {row['count']} of {row['of']}")
        if game.chance(state.determinize(seat, Rng(rng.generator().getrandbits(32))),
                       seat) != chance:
            _fail(where, f"chance({seat}) changed when hidden information was redrawn: it "
                         "reads something the seat cannot see")
    report.count("chance from the seat's information")

    # a move said to reveal nothing (State.reveals) shows each seat the same whatever was
    # hidden from it: Undo's "no peeking" trusts that answer
    for move in moves[:8]:
        if state.reveals(move):
            continue
        after = state.copy()
        after.apply(move)
        for seat in _seats(state):
            world = state.determinize(seat, Rng(rng.generator().getrandbits(32)))
            if not world.is_legal(move):
                _fail(where, f"{move.id!r} is said to reveal nothing, but it is not legal in a "
                             f"world seat {seat} cannot tell apart: playing it shows something")
            world.apply(move)
            if world.view(seat) != after.view(seat):
                _fail(where, f"{move.id!r} is said to reveal nothing, but seat {seat} sees "
                             "something after it that was hidden before")
        report.count("moves said to reveal nothing show nothing")

    # bots decide from their seat's information only; each on its quick() budget, because a
    # search bot's full budget at every position of every game would dwarf the other checks
    seat = state.current_player
    if seat is not None:
        other_world = state.determinize(seat, Rng(rng.generator().getrandbits(32)))
        for bot in (registered.quick() for registered in bots_for(game).values()):
            seed = rng.generator().getrandbits(32)
            mine = bot.choose(SeatInfo(state, seat), Rng(seed))
            theirs = bot.choose(SeatInfo(other_world, seat), Rng(seed))
            if mine.id != theirs.id:
                _fail(where, f"the {bot.name} bot chose differently when only hidden "
                             "information differed: it peeks")
        report.count("bots see only their seat")


def check_game(game: Game, games: int = 5, seed: int = 0,
               players: Iterable[int] | None = None, every: int = 1) -> Report:
    """Run the conformance checks on ``games`` random games per player count.

    ``every`` checks every n-th position in full (1: all of them).
    Raises ConformanceError naming the game, seed, ply and check that failed.
    """
    report = Report()
    if "notation" not in game.rules:
        _fail(game.name, 'the rulebook table has no "notation" entry for malformed move ids')
    counts = list(players) if players is not None else list(
        range(game.min_players, game.max_players + 1))
    for count in counts:
        for index in range(games):
            game_seed = seed * 1000 + index
            rng = Rng(game_seed).spawn()
            state = game.new(players=count, seed=game_seed)
            while True:
                where = f"{game.name} seed={game_seed} players={count} ply={state.ply}"
                if state.ply % every == 0 or state.is_over:
                    check_position(state, rng, report, where)
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_moves()))
                report.moves += 1
            where = f"{game.name} seed={game_seed} players={count} (game over)"
            _check_end(state, where)
            _check_record(state, where)
            report.count("games end properly")
            report.games += 1
    return report


def _check_end(state: State, where: str) -> None:
    scores = state.scores()
    if len(scores) != state.num_players:
        _fail(where, f"scores() has {len(scores)} entries for {state.num_players} players")
    winners = state.winners()
    if any(not 0 <= w < state.num_players for w in winners) or len(set(winners)) != len(winners):
        _fail(where, f"winners() {winners} are not distinct seats")
    outcome = state.outcome()
    if outcome is None or list(outcome.winners) != winners:
        _fail(where, "outcome() does not match winners()")
    start = state.game.from_dict(state.to_dict()) if state.history else state
    for seat in range(state.num_players):
        expected = (state.rollout_score(seat, start), seat in winners)
        if tuple(state.rollout_result(seat, start)) != expected:
            _fail(where, f"rollout_result({seat}) {state.rollout_result(seat, start)} is not "
                         f"(rollout_score, seat in winners()) {expected}")


def _check_record(state: State, where: str) -> None:
    record = state.record()
    text = record.to_json()
    again = state.game.replay(text)
    if again.to_dict() != state.to_dict():
        _fail(where, "replaying the record does not give the same game")
    if again.game.replay(again.record()).to_dict() != state.to_dict():
        _fail(where, "a replayed game's record does not replay")


# --------------------------------------------------------------------- tampered positions
#: what a tampered field may be replaced with: every JSON type, bools for numbers, numbers
#: out of any range, and text that is no card
ODD_VALUES = (None, True, False, 0, -1, 1, 7, 10 ** 30, -(10 ** 30), 1.5, float("nan"), "",
              "x", "zz99", [], [0], [None], {}, {"a": 1})


def _paths(data: object, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree: dict keys and list indexes, depth first."""
    found = []
    if isinstance(data, dict):
        for key, value in data.items():
            found.append(prefix + (key,))
            found.extend(_paths(value, prefix + (key,)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.append(prefix + (index,))
            found.extend(_paths(value, prefix + (index,)))
    return found


def _at(data: object, path: tuple) -> object:
    for step in path:
        data = data[step]  # type: ignore[index]
    return data


def mutate_position(data: dict, gen) -> tuple[dict, str]:
    """A copy of a ``to_dict()`` position with one field tampered with, and what was done.

    The tampering is one of: a wrong type (any JSON type, a bool for a number), a missing
    key, a number out of range, a list one entry too long or too short.
    """
    tampered = json.loads(json.dumps(data))
    path = gen.choice(_paths(tampered))
    parent, key = _at(tampered, path[:-1]), path[-1]
    value = parent[key]
    kinds = ["type", "type", "missing"]
    if is_whole(value):
        kinds += ["range", "range", "bool"]
    if isinstance(value, list):
        kinds += ["longer", "shorter"]
    kind = gen.choice(kinds)
    where = "/".join(str(step) for step in path)
    if kind == "missing":
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
    elif kind == "range":
        parent[key] = gen.choice([-1, -value - 1, value + 1, value + 100, 10 ** 12, -(10 ** 12)])
    elif kind == "bool":
        parent[key] = bool(value) if gen.random() < 0.5 else not bool(value)
    elif kind == "longer":
        value.append(json.loads(json.dumps(value[-1])) if value else gen.choice(ODD_VALUES))
    elif kind == "shorter":
        if value:
            value.pop(gen.randrange(len(value)))
        else:
            value.append(gen.choice(ODD_VALUES))
    else:
        odd = gen.choice([v for v in ODD_VALUES if type(v) is not type(value) or v != value])
        parent[key] = json.loads(json.dumps(odd)) if not isinstance(odd, float) or odd == odd else odd
    return tampered, f"{kind} at {where}"


def check_loaded_position(state: State, gen, plies: int = 6) -> None:
    """A position that loaded must be fully valid: every view, its legal moves, a round
    trip, a record, determinized copies, and a few moves played with each recorded."""
    game = state.game
    for seat in _seats(state):
        json.dumps(state.view(seat))
    again = game.from_dict(json.loads(json.dumps(state.to_dict())))
    if again.to_dict() != state.to_dict():
        raise ConformanceError("a loaded position does not round-trip through to_dict")
    for _ in range(plies):
        if state.is_over:
            state.scores(), state.winners(), state.outcome()
            break
        moves = state.legal_moves()
        if not moves:
            raise ConformanceError(f"no legal move for seat {state.current_player}, "
                                   "and the game is not over")
        for seat in _seats(state):
            state.determinize(seat, Rng(gen.getrandbits(32))).legal_moves()
        before = state.ply
        state.apply(gen.choice(moves))
        if state.ply != before + 1:
            raise ConformanceError("a move changed the position without being recorded")
        for seat in _seats(state):
            json.dumps(state.view(seat))
        state.scores()
    state.record()


def check_position_mutations(game: Game, positions: Iterable[State], mutations: int = 1000,
                             seed: int = 0, both_ways: bool = False) -> dict[str, int]:
    """Tamper with ``to_dict()`` of each position, ``mutations`` times in all: every
    tampered position either loads fully valid (:func:`check_loaded_position`) or is
    refused with ``BadPosition`` naming a field. Anything else fails, saying what was
    tampered with. With ``both_ways``, it also fails unless some were refused and some
    loaded (the tampering reached both the checks and the rules). Returns how many were
    refused and how many loaded.

    >>> import skywidgets
    >>> game = skywidgets.load("skyway")
    >>> counts = check_position_mutations(game, [game.new(seed=1)], mutations=50)
    >>> counts["refused"] + counts["loaded"]
    50
    """
    gen = random.Random(seed)
    originals = [state.to_dict() for state in positions]
    counts = {"refused": 0, "loaded": 0}
    for index in range(mutations):
        original = originals[index % len(originals)]
        tampered, what = mutate_position(original, gen)
        try:
            state = game.from_dict(tampered)
        except BadPosition as err:
            if not err.field:
                raise ConformanceError(f"{what}: refused without naming the field") from None
            counts["refused"] += 1
            continue
        except Exception as err:
            raise ConformanceError(f"{what}: raised {type(err).__name__}: {err} instead of "
                                   "BadPosition") from err
        try:
            check_loaded_position(state, gen)
        except Exception as err:
            raise ConformanceError(f"{what}: loaded, then broke: {type(err).__name__}: "
                                   f"{err}") from err
        counts["loaded"] += 1
    if both_ways and not (counts["refused"] and counts["loaded"]):
        _fail(f"{game.name}: {mutations} tampered positions", f"expected some refused and some "
                                                              f"loaded, got {counts}")
    return counts


def position_with(state: State, path: Iterable, value: object) -> dict:
    """``state.to_dict()`` with the field at ``path`` (dict keys and list indexes) set to
    ``value``: a position tampered with by hand, for a named regression.

    >>> import skywidgets
    >>> data = position_with(skywidgets.load("skyjo").new(players=2, seed=1), ["round"], 0)
    >>> data["round"]
    0
    """
    data = json.loads(json.dumps(state.to_dict()))
    steps = list(path)
    _at(data, tuple(steps[:-1]))[steps[-1]] = value
    return data


def refusal(game: Game, data: dict):
    """The ``BadPosition`` that ``game.from_dict(data)`` raises, naming a field and saying
    why; ConformanceError if the position loads or is refused any other way.

    >>> import skywidgets
    >>> game = skywidgets.load("skyjo")
    >>> refusal(game, position_with(game.new(players=2, seed=1), ["round"], 0)).field
    'round'
    """
    try:
        game.from_dict(data)
    except BadPosition as err:
        if not err.field or not err.reason:
            raise ConformanceError(f"refused without naming the field or why: {err}") from None
        return err
    raise ConformanceError("the tampered position loaded")


def random_walk(game: Game, picks: Iterable[int], invariant: Callable[[State], None],
                players: int | None = None, seed: int | None = 0, **options: object) -> State:
    """Play one game by ``picks`` (each an index into the legal moves, wrapped) and
    check ``invariant(state)`` after every move; then check that the record replays
    to the same position. The property tests of every game walk with it.

    >>> import skywidgets
    >>> state = random_walk(skywidgets.load("skyway"), [3, 1, 4], lambda state: None, seed=1)
    >>> state.ply
    3
    """
    state = game.new(players=players, seed=seed, **options)
    for pick in picks:
        if state.is_over:
            break
        moves = state.legal_moves()
        state.apply(moves[pick % len(moves)])
        invariant(state)
    replayed = game.replay(state.record())
    if replayed.to_dict() != state.to_dict():
        _fail(f"{game.name} after {state.ply} moves", "the record does not replay to the same position")
    return state
