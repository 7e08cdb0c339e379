"""Skyway Robbery's refusals in a learner's words: the board says them beside a refused
click (the widget's ``why`` message), so a reason names cards, players and action cards by
name and the moment by what it is for, never by move notation.

Each improved reason is checked in a position arranged for it; then every move the board
may ask about (the would-be moves of js/src/games/skyway_robbery/refused.js: a recruit hired
or sent to the Brig, an action card programmed, a card bought, threatened or started, a
card brought or carried, a skill used, a dirty trick played, a defense got past, go, a
member arrested or freed) is asked about in positions of real games, and every refusal
reads as plain words.
"""

from __future__ import annotations

import re

import pytest

from skywidgets.core.errors import IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.games.skyway_robbery import GAME
from skywidgets.games.skyway_robbery.data import ACTIONS, PACK

from robbery_positions import ready

#: notation a learner should never read: move ids' signs, placeholders, ids with "_"
NOTATION = re.compile(r"[<>@+]|\b[a-z]+_[a-z_]+\b|\b(?:prog|hire|brig|buy|threaten|turf|sidejob|"
                      r"trick|arrest|free|skill|repeat):|'[a-z]+'")


def reason(state, move: str) -> str:
    """The reason ``move`` is refused in ``state`` (it must be)."""
    with pytest.raises(IllegalMove) as err:
        state.check(move)
    return str(err.value.reason)


def test_a_move_out_of_its_moment_says_what_the_moment_is_for():
    state = GAME.new(players=2, seed=1)
    assert reason(state, "prog:tip") == ("not now: it is time to choose a recruit (hire one, or "
                                         "send one to the Brig)")
    assert reason(state, "go") == reason(state, "prog:tip")  # whatever was clicked
    while state.phase == "draft":
        state.apply(state.legal_moves()[0])
    assert reason(state, "go") == "not now: it is time to program an action card"


def test_an_unknown_action_card_is_answered_with_the_action_cards_names():
    state = GAME.new(players=2, seed=1)
    while state.phase == "draft":
        state.apply(state.legal_moves()[0])
    words = reason(state, "prog:steal")
    assert words.startswith("there is no action card called 'steal': the action cards are ")
    for action in ACTIONS:
        assert PACK.actions[action].name in words


def test_a_skill_s_targets_are_named_players(kit):
    state = ready(kit, hand=("con_artist",), players=3, program=("skill", "repeat", "pickpocket"))
    words = reason(state, "skill:con_artist")
    assert words.endswith("needs a target: player 2, player 3"), words


def test_equipment_brought_alone_says_who_must_carry_it(kit):
    def arrange(state):
        for index, card in enumerate(("guards-1", "locked_door-1")):
            kit.put(state, card, "brig:defenses", index)
    state = ready(kit, hand=("boxer", "lockpicks"), arrange=arrange)
    state.apply("jailbreak")
    assert reason(state, "+lockpicks") == ("Lockpicks is equipment: a gang member carries it on "
                                           "the job (bring a gang member first, then choose who "
                                           "carries it)")
    assert reason(state, "+lockpicks@boxer") == "The Boxer is not on the team (bring them first)"
    state.apply("+boxer")
    assert reason(state, "+lockpicks").endswith("(choose which gang member on the team carries it)")


def test_a_dirty_trick_says_when_it_is_played(kit):
    def arrange(state):
        kit.put(state, "second_chance", "tricks:0")
        for index, card in enumerate(("guards-1", "locked_door-1")):
            kit.put(state, card, "brig:defenses", index)
    state = ready(kit, hand=("boxer",), arrange=arrange)
    state.apply("jailbreak")
    assert reason(state, "trick:second_chance") == ("Second Chance is played right after the alarm "
                                                    "dice are rolled, not now")


def test_repeat_names_the_action_cards_it_could_repeat(kit):
    state = ready(kit, program=("pickpocket", "repeat", "asset"))
    state.apply("pickpocket")
    kit.reveal(state, 0, "repeat")
    assert reason(state, "repeat:asset").endswith("(yours: Pickpocket)")


def _would_be(state) -> list[str]:
    """The moves the board may ask about for the seat to move (refused.js)."""
    seat = state.current_player
    view = state.view(seat)
    me = view["players"][seat]
    hand = me["hand"] or []
    board = [c for zone in ("airship", "dock") for cards in view["board"][zone].values()
             for c in cards if c]
    board += [s["top"] for s in view["board"]["local"].values() if s["top"]]
    mission = view["mission"] or {}
    team = mission.get("team", [])
    out = ["go", "heist", *(f"prog:{a}" for a in ACTIONS)]
    out += [f"trick:{t}" for t in me["tricks"] or []]
    out += [f"{verb}:{c}" for c in me.get("draft") or [] for verb in ("hire", "brig")]
    out += [f"{verb}:{c}" for c in board for verb in ("buy", "threaten", "turf", "sidejob")]
    out += [f"+{c}" for c in hand] + [f"skill:{c}" for c in hand]
    out += [f"+{c}@{m}" for c in hand for m in team]
    out += [f"d{d['number']}:{c}" for d in mission.get("defenses", []) for c in [*team, *hand][:2]]
    out += [f"arrest:{c}" for c in team] + [f"free:{c}" for c in view["brig"]["members"]]
    return out


@pytest.mark.parametrize("seed", [3, 7])
def test_every_refusal_the_board_may_ask_for_reads_as_plain_words(seed):
    state = GAME.new(players=3, seed=seed)
    rng = Rng(seed)
    asked = 0
    for _ in range(400):
        if state.is_over:
            break
        legal = {m.id for m in state.legal_moves()}
        for move in _would_be(state):
            if move in legal:
                continue
            words = reason(state, move)
            asked += 1
            assert not NOTATION.search(words), (move, words)
            assert words[0].isalpha() and not words.endswith("."), (move, words)
        moves = state.legal_moves()
        state.apply(rng.choice(moves))
    assert asked > 300
