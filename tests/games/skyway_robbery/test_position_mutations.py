"""Tampered set positions: each one loads fully valid or is refused naming the field.

Real positions (the draft, programming, every step of an action and of an illegal one,
the end, at every player count and with the options) are tampered with field by field
(``check_position_mutations``); then the cases once known to slip through, by name.
"""

from __future__ import annotations

import copy
import functools
import random

import pytest

from skywidgets.core.testing import check_position_mutations, refusal
from skywidgets.games.skyway_robbery import GAME
from skywidgets.games.skyway_robbery.data import PROGRAM_SLOTS
from skywidgets.games.skyway_robbery.moves import PHASES
from skywidgets.games.skyway_robbery.rules import SkywayRobberyState

#: games to draw positions from: players and options
GAMES = [(2, {}), (3, {"dirty_tricks": 3, "unusual": True}), (4, {"expert": True}),
         (5, {"route": "odd", "dirty_tricks": 2}), (3, {"dirty_tricks": 0, "expert": True})]
#: mutations per batch of positions: 3,000 in all
MUTATIONS = 600


def reachable(options: dict) -> set[str]:
    """The phases a game may reach: a reroll is offered only with a reroll trick in hand."""
    return set(PHASES) - ({"rolled"} if options.get("dirty_tricks") == 0 else set())


def played(players: int, seed: int, options: dict) -> tuple[SkywayRobberyState, ...]:
    """Every position of one game of random moves that tries its actions: it resolves the
    revealed cards and carries on with illegal actions rather than calling them off.
    (Worked out once per game: the positions are only read.)"""
    return _played(players, seed, tuple(sorted(options.items())))


@functools.lru_cache(maxsize=None)
def _played(players: int, seed: int, options: tuple) -> tuple[SkywayRobberyState, ...]:
    state = GAME.new(players=players, seed=seed, **dict(options))
    gen = random.Random(seed)
    game = [state.copy()]
    while not state.is_over:
        ids = [m.id for m in state.legal_moves()]
        if state.phase in ("plan", "threat") and "go" in ids and gen.random() < 0.5:
            move = "go"
        else:
            keen = [m for m in ids if m not in ("abort", "pass")]
            move = gen.choice(keen or ids)
        state.apply(move)
        game.append(state.copy())
    return tuple(game)


@pytest.fixture(scope="module")
def batches() -> list[list[SkywayRobberyState]]:
    """Per entry of GAMES: the first position of each phase in a game (the deal, the middle
    game, the end), from games played until every phase is met, up to two of each."""
    found = []
    for index, (players, options) in enumerate(GAMES):
        chosen: list[SkywayRobberyState] = []
        seed = index
        while {s.phase for s in chosen} != reachable(options) and seed < index + 200:
            game = played(players, seed, options)
            for phase in PHASES:
                if sum(s.phase == phase for s in chosen) < 2:
                    chosen.extend([s for s in game if s.phase == phase][:1])
            seed += len(GAMES)
        found.append(chosen)
    return found


def test_the_positions_cover_every_phase_at_every_player_count(batches):
    for batch, (_, options) in zip(batches, GAMES):
        assert {s.phase for s in batch} == reachable(options), options
    assert {batch[0].num_players for batch in batches} == {2, 3, 4, 5}


@pytest.mark.parametrize("batch", range(len(GAMES)))
def test_tampered_positions_load_fully_valid_or_are_refused(batches, batch):
    check_position_mutations(GAME, batches[batch], MUTATIONS, seed=batch, both_ways=True)


# --------------------------------------------------------------------- the known cases
def at_phase(phase: str, players: int = 3, where=lambda state: True, **options) -> dict:
    """The first position of a random game (as ``played``) in ``phase`` (and ``where``)."""
    for seed in range(200):
        for state in played(players, seed, options):
            if state.phase == phase and where(state):
                return state.to_dict()
    raise AssertionError(f"no {phase} position found")  # pragma: no cover



#: the BadPosition a hand-made position gets, naming its field
refused = functools.partial(refusal, GAME)


@pytest.mark.parametrize("phase", ["act", "plan", "threat", "rolled"])
def test_a_program_short_of_three_cards_is_refused_while_cards_are_revealed(phase):
    data = at_phase(phase)
    for seat in range(data["players"]):
        for slot in range(PROGRAM_SLOTS):
            tampered = copy.deepcopy(data)
            del tampered["programs"][seat][slot]
            error = refused(tampered)
            assert error.field == "programs" and f"seat {seat}" in error.reason


def test_a_short_program_can_no_longer_change_the_state_without_a_move():
    # the bug: a program of two cards loaded, and revealing its missing third card raised
    # IndexError midway through a move, after the state had changed
    data = at_phase("act", players=2)
    data["programs"][1] = data["programs"][1][:2]
    assert refused(data).field == "programs"


def test_programs_fill_in_turn_from_the_start_player():
    # the second seat from the start player is programming: the third has not begun
    def second_programming(state):
        return state.current_player == (state.start_player + 1) % state.num_players

    data = at_phase("program", players=3, where=second_programming)
    later = (data["start_player"] + 2) % 3
    assert data["programs"][later] == []
    data["programs"][later] = ["tip"]
    assert refused(data).field == "programs"


@pytest.mark.parametrize("path", [
    ("order", 0, 0), ("start_player",), ("current", "seat"), ("current", "tippers"),
    ("tips",), ("mission", "seat"), ("mission", "tippers"),
])
def test_true_is_never_a_seat(path):
    data = at_phase("rolled")
    target = data
    *head, last = path
    for step in head:
        target = target[step]
    target[last] = [True] if last in ("tips", "tippers") else True
    field = refused(data).field
    assert field.split(".")[0].split("[")[0] == path[0], field


def test_a_seat_as_a_bool_in_the_start_players_roll_is_refused():
    data = at_phase("program", players=2)
    data["last"] = {"kind": "start", "rolls": [{"seat": True, "faces": ["exit"] * 5}]}
    assert refused(data).field == "last.rolls[0].seat"


def test_the_mission_is_one_the_moves_could_have_made():
    data = at_phase("rolled", where=lambda state: len(state.mission["defenses"]) > 1)
    mission = data["mission"]
    assert GAME.from_dict(data).to_dict() == data
    # its defenses are the job's, as the board shows them now
    tampered = copy.deepcopy(data)
    tampered["mission"]["defenses"] = tampered["mission"]["defenses"][:-1]
    assert refused(tampered).field.startswith("mission.")
    # its counters are what its dirty tricks add
    tampered = copy.deepcopy(data)
    tampered["mission"]["minus"] = mission["minus"] + 1
    assert refused(tampered).field == "mission.minus"
    # its alarm reasons are the plan's
    tampered = copy.deepcopy(data)
    tampered["mission"]["alarms"] = [{"dice": 9, "why": "made up"}]
    assert refused(tampered).field == "mission.alarms"
    # one die per alarm reason
    tampered = copy.deepcopy(data)
    tampered["mission"]["dice"].append("exit")
    assert refused(tampered).field == "mission.dice"
    # the power is cut past a guard only
    tampered = copy.deepcopy(data)
    tampered["mission"]["cut"] = mission["team"][0]
    if not any(e["guard"] for e in mission["defenses"]) or not tampered["mission"]["beats"]:
        assert refused(tampered).field == "mission.cut"


@pytest.mark.parametrize("value", [float("nan"), True, "3", 1.5])
def test_the_last_roll_is_read_like_the_rest(value):
    data = at_phase("program", players=3)
    state = GAME.from_dict(data)
    assert state.last is None or state.last["kind"] in ("start", "mission")
    data["last"] = {"kind": "mission", "seat": 0, "job": "jailbreak", "target": None,
                    "dice": ["exit"], "alarms": [{"dice": value, "why": "a tip"}],
                    "arrested": [], "success": True, "freed": []}
    assert refused(data).field == "last.alarms[0].dice"


def test_the_draft_keeps_its_books():
    data = at_phase("draft", players=3)
    # a hired pick must be affordable
    seat = next(s for s, pick in enumerate(data["picks"]) if pick is None)
    card = data["zones"][f"draft:{seat}"][0]
    data["zones"][f"draft:{seat}"].remove(card)
    data["zones"][f"picked:{seat}"].append(card)
    data["picks"][seat] = [card, True]
    data["money"][seat] = 0
    if GAME.pack.gang[card].cost:
        assert refused(data).field == f"picks[{seat}]"
    # hired or not is true or false, not 1
    data["picks"][seat] = [card, 1]
    assert refused(data).field == f"picks[{seat}][1]"
    # the draft is round 0
    assert refused({**at_phase("draft"), "round": 1}).field == "round"


def test_history_holds_move_ids_or_a_secret_move():
    state = GAME.from_dict(at_phase("act"))
    data = state.to_dict()
    # a determinized copy knows the moves only as "?": it still loads
    world = state.determinize(0, 1).to_dict()
    assert set(world["history"]) == {"?"}
    GAME.from_dict(world)
    for junk in ("nonsense move", "", None, 7):
        assert refused({**data, "history": [junk]}).field == "history[0]"


def test_an_unknown_field_or_pack_is_refused_naming_it():
    data = at_phase("program")
    assert refused({**data, "mony": [1, 2, 3]}).field == "mony"
    assert refused({**data, "pack": "another pack"}).field == "pack"
    data["threat"] = {"crew": "x", "cards": [], "strength": 0, "tricks": []}
    assert refused(data).field == "threat.crew"


# --------------------------------------------------------------------- the options
@pytest.mark.parametrize("tricks", [0, 1, 2, 3])
def test_dirty_tricks_from_0_to_3(tricks):
    state = GAME.new(players=2, seed=1, dirty_tricks=tricks)
    assert all(len(state.zones[f"tricks:{s}"]) == tricks for s in range(2))
    assert GAME.from_dict(state.to_dict()).options["dirty_tricks"] == tricks


@pytest.mark.parametrize("tricks", [True, False, 4, -1, 1.0, float("nan"), "1", None])
def test_dirty_tricks_outside_0_to_3_or_not_a_whole_number_are_refused(tricks):
    with pytest.raises(ValueError, match="dirty_tricks"):
        GAME.new(players=2, seed=1, dirty_tricks=tricks)
    data = GAME.new(players=2, seed=1).to_dict()
    data["options"]["dirty_tricks"] = tricks
    error = refused(data)
    assert error.field == "options" and "dirty_tricks" in error.reason


@pytest.mark.parametrize("name,value", [("route", "even"), ("route", ["odd"]),
                                        ("unusual", 1), ("expert", "yes"), ("turbo", True)])
def test_other_options_are_refused_naming_them(name, value):
    with pytest.raises(ValueError, match=name):
        GAME.new(players=2, seed=1, **{name: value})


def test_every_numeric_option_documents_its_range():
    numeric = {name: option.sentence for name, option in GAME.options.items()
               if isinstance(option.default, int) and not isinstance(option.default, bool)}
    assert numeric == {"dirty_tricks": numeric["dirty_tricks"]}
    assert "from 0 to 3" in numeric["dirty_tricks"]
