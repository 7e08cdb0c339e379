"""Skyway Robbery, refused moves: every refused move in every phase names a rule and a
reason and changes nothing, and every legal move's parts are named for a board.

Positions are arranged with the ``kit`` fixture (conftest.py) and the helpers of
robbery_positions.py, and read back through ``from_dict``, so each one is a legal position.
The rulebook's worked examples are in test_rulebook_examples.py.
"""

from __future__ import annotations

from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.games.skyway_robbery import GAME
from skywidgets.games.skyway_robbery.data import PACK
from skywidgets.games.skyway_robbery.moves import parse

from robbery_positions import ready, ids, to_slot, play_roll, jailbreak, heist


def _positions(kit):
    """Positions in every phase, to try every kind of move on."""
    found = []
    draft = GAME.new(players=3, seed=3, dirty_tricks=2)
    found.append(draft.copy())
    draft.apply(f"hire:{draft.zones['draft:0'][0]}")
    found.append(draft)
    program = kit.after_draft(players=3, dirty_tricks=1)
    found.append(program.copy())
    for action in ("tip", "skill", "asset", "pickpocket", "heist", "turf", "repeat"):
        state = ready(kit, hand=("boxer", "forger", "lockpicks", "guide"),
                      program=[action, *[a for a in ("pickpocket", "tip", "asset")
                                         if a != action][:2]],
                      arrange=lambda s: kit.at_location(s, 3, guard="guards-1"))
        found.append(state)
    plan = heist(kit, 3, ("boxer", "physicist", "lockpicks", "guide"), guard="guards-1")
    plan.apply("+boxer")
    plan.apply("+lockpicks@boxer")
    found.append(plan)
    threat = ready(kit, hand=("boxer", "brass_knuckles"),
                   program=("asset", "pickpocket", "skill"),
                   arrange=lambda s: to_slot(s, kit, "stoker", "airship:crew"))
    threat.apply("threaten:stoker")
    found.append(threat)
    arrest = jailbreak(kit, ("boxer", "sneak_thief"), expert=True,
                       arrange=lambda s: kit.put(s, "second_chance", "tricks:0"))
    for move in ("+boxer", "d1:boxer", "+sneak_thief", "d2:sneak_thief"):
        arrest.apply(move)
    rolled = play_roll(arrest, "go", ["handcuffs"])
    found.append(rolled.copy())
    rolled.apply("accept")
    found.append(rolled)  # arrest
    free = rolled.copy()
    free.apply("arrest:boxer")
    found.append(free)
    over = kit.after_draft(players=2)
    over.phase = "over"
    found.append(kit.checked(over))
    return found


def _tries(state):
    cards = sorted({c for z in ("hand:0", "hand:1", "play:0", "brig", "draft:0", "draft:1",
                                "tricks:0", "mission")
                    for c in state.zones.get(z, []) if c}
                   | {c for _, _, c in state.board_slots()}
                   | {"boxer", "drill", "guide", "guards-1", "power_crystal", "hired_muscle"})
    moves = ["pass", "tip", "pickpocket", "heist", "jailbreak", "go", "abort", "accept",
             "nonsense", "", "d0:boxer", "skill:forger:p9", "+", "d99:boxer"]
    moves += [f"prog:{a}" for a in (*PACK.actions, "steal")]
    for card in cards:
        moves += [f"{verb}:{card}" for verb in ("hire", "brig", "buy", "threaten", "turf",
                                                "sidejob", "repeat", "cut", "trick",
                                                "arrest", "free", "skill")]
        moves += [f"+{card}", f"+{card}@boxer", f"+lockpicks@{card}", f"d1:{card}",
                  f"d3:{card}", f"d5:{card}", f"v1:{card}", f"skill:{card}:p2",
                  f"skill:{card}:boxer"]
    return moves


def test_every_refused_move_names_a_rule_and_a_reason_and_changes_nothing(kit):
    tried = refusals = 0
    for state in _positions(kit):
        legal = set(ids(state))
        before = state.to_dict()
        for move in _tries(state):
            tried += 1
            trial = state.copy()
            try:
                trial.apply(move)
            except IllegalMove as err:
                refusals += 1
                assert err.rule is not None, move
                assert err.reason and len(err.reason) > 10, (move, err.reason)
                assert repr(move) in str(err) or move == ""
                assert move not in legal, move
                assert trial.to_dict() == before, move
            else:
                assert move in legal, (state.phase, move)
        for move in legal:  # and every listed move can be played
            state.copy().apply(move)
        assert state.to_dict() == before
    assert refusals > 1000 and tried > refusals


def test_move_info_names_the_parts_of_every_legal_move_a_board_needs():
    seen = set()
    for seed in range(6):
        state = GAME.new(players=3, seed=seed, dirty_tricks=2)
        rng = Rng(seed)
        while not state.is_over:
            for move in state.legal_moves():
                info = state.move_info(move)
                seen.add(info["verb"])
                assert info["verb"] == move.verb
                # the parts put back together give the same move
                again = {"prog": lambda i: f"prog:{i['action']}",
                         "repeat": lambda i: f"repeat:{i['action']}",
                         "beat": lambda i: f"d{i['defense']}:{i['card']}",
                         "vent": lambda i: f"v{i['defense']}:{i['card']}",
                         "carry": lambda i: f"+{i['card']}@{i['member']}",
                         "bring": lambda i: f"+{i['card']}"}.get(info["verb"])
                if again is not None:
                    assert parse(again(info)) == move
            state.apply(rng.choice(state.legal_moves()))
    assert {"prog", "bring", "beat", "go", "pass", "hire"} <= seen
