"""Set positions for Skyway Robbery tests: a real game, arranged card by card, then checked
by from_dict (so an arranged position is always a legal one: every card in one place).
The rule tests' shared positions and checks are in robbery_positions.py, imported by name."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from skywidgets.core.rng import Rng
from skywidgets.games.skyway_robbery import GAME
from skywidgets.games.skyway_robbery.rules import SkywayRobberyState

# the test files here import robbery_positions.py by name (pytest's importlib mode puts no
# test folder on sys.path)
sys.path.insert(0, str(Path(__file__).parent))


def put(state: SkywayRobberyState, card: str, zone: str, index: int | None = None) -> None:
    """Move ``card`` from wherever it is to ``zone`` (into slot ``index`` for board slots)."""
    for name, cards in state.zones.items():
        if card in cards:
            where = cards.index(card)
            if name.startswith(("airship:", "dock:", "brig:", "location:", "local:")):
                cards[where] = None
            else:
                del cards[where]
            break
    else:  # pragma: no cover - a typo in a test
        raise KeyError(card)
    target = state.zones[zone]
    if index is None:
        if None in target:
            target[target.index(None)] = card
        else:
            target.append(card)
    else:
        if target[index] is not None:
            state.zones["box"].append(target[index])
        target[index] = card


def empty_hand(state: SkywayRobberyState, seat: int) -> None:
    for card in list(state.zones[f"hand:{seat}"]):
        kind = state.kinds[card]
        state.zones[f"hand:{seat}"].remove(card)
        state.zones[f"deck:{kind}"].insert(0, card)


def after_draft(players: int = 2, seed: int = 1, **options) -> SkywayRobberyState:
    """A new game whose draft is over: every dealt card went to the Brig, seat 0 starts."""
    options.setdefault("dirty_tricks", 0)
    state = GAME.new(players=players, seed=seed, **options)
    while state.phase == "draft":
        seat = state.current_player
        state.apply(f"brig:{state.zones[f'draft:{seat}'][0]}")
    state.start_player = 0
    state.round -= 1
    state._start_round()  # again, for seat 0 to start
    return state


def at_location(state: SkywayRobberyState, number: int, route: list[int] | None = None,
                guard: str | None = None, cards: list[str] = ()) -> None:
    """Fly the airship to location ``number``'s house space with that board in place."""
    route = route or sorted({number, *[n for n in (1, 2, 5, 6, 7, 8, 9, 10) if n != number][:4]})
    state.route = route
    state.zones["box"].extend(c for c in state.zones["loot"])
    state.zones["loot"] = []
    for n in route:
        put(state, state.pack.locations[n].loot, "loot")
    index = route.index(number)
    state.track = state.houses()[index]
    state.location = index
    state.zones["location:guard"] = []
    state.zones["location:defenses"] = []
    if guard:
        state.zones["location:guard"].append(None)
        put(state, guard, "location:guard", 0)
    for card in cards:
        state.zones["location:defenses"].append(None)
        put(state, card, "location:defenses", len(state.zones["location:defenses"]) - 1)


def checked(state: SkywayRobberyState) -> SkywayRobberyState:
    """The arranged position, read back through from_dict (which checks every card)."""
    return GAME.from_dict(state.to_dict())


def roll_with(state: SkywayRobberyState, move: str, wanted: list[str]) -> SkywayRobberyState:
    """Play ``move`` (which rolls the alarm dice) with a generator whose roll is ``wanted``."""
    for seed in range(2000):
        trial = state.copy()
        trial.rng = Rng(seed)
        probe = trial.copy()
        probe.apply(move)
        if probe.mission is not None and probe.mission["dice"] == wanted or (
                probe.last and probe.last.get("dice") == wanted and probe.mission is None):
            trial.apply(move)
            return trial
    raise AssertionError(f"no generator rolls {wanted}")


@pytest.fixture
def kit():
    """The helpers above, for tests to arrange positions."""
    return SimpleNamespace(put=put, empty_hand=empty_hand, after_draft=after_draft,
                           at_location=at_location, checked=checked, roll_with=roll_with,
                           program=program, finish_round=finish_round, reveal=reveal)


def program(state: SkywayRobberyState, *programs: list[str]) -> None:
    """Program every seat in turn order: ``programs[seat]`` is three action ids."""
    while state.phase == "program":
        seat = state.current_player
        state.apply(f"prog:{programs[seat][len(state.programs[seat])]}")


def finish_round(state: SkywayRobberyState) -> None:
    """Play the rest of the round doing nothing: program tip, skill and asset, then pass
    every card and call off any action under way."""
    current = state.round
    while state.round == current and not state.is_over:
        if state.phase == "program":
            seat = state.current_player
            state.apply(f"prog:{('tip', 'skill', 'asset')[len(state.programs[seat])]}")
        elif state.phase == "act":
            state.apply("pass")
        elif state.phase in ("plan", "threat"):
            state.apply("abort")
        else:
            state.apply(state.legal_moves()[0])


def reveal(state: SkywayRobberyState, seat: int, action: str) -> None:
    """Pass every card until ``seat`` has its ``action`` card to resolve."""
    while not (state.phase == "act" and state.current["seat"] == seat
               and state.current["action"] == action):
        if state.phase != "act":  # pragma: no cover - a mistake in a test
            raise AssertionError(f"no {action} card of seat {seat} to come ({state.phase})")
        state.apply("pass")
