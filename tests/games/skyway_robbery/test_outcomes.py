"""Simulated outcomes in Skyway Robbery: rollouts to the end of the round, played by the
quick policy, judge a programming choice and a decision inside a job sensibly, and see
only what the seat to move may know."""

from __future__ import annotations

import random

import pytest

from skywidgets.core.bots import SeatInfo, get_bot, play_out
from skywidgets.core.rng import Rng
from skywidgets.core.simulate import default_rollout, simulate
from skywidgets.games.skyway_robbery import GAME, bots


def glacier_hand(kit, players: int = 3):
    """Seat 0 to program in round 1 at the Glacier Research Facility, holding the cards of
    the rulebook's Weingart heist: a complete plan for the Power Crystal."""
    state = kit.after_draft(players=players)
    kit.at_location(state, 4, guard="guards-1")
    kit.empty_hand(state, 0)
    for card in ("guide", "extreme_explorer", "drill", "boxer"):
        kit.put(state, card, "hand:0")
    return kit.checked(state)


def glacier_ready(kit):
    """The same heist revealed and planned as the rulebook plans it: the team is in and
    every defense is beaten; what is left is to roll the dice or call it off."""
    state = glacier_hand(kit)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"],
                ["pickpocket", "skill", "asset"])
    state.apply("heist")
    for move in ("+guide", "d1:guide", "+extreme_explorer", "+drill@extreme_explorer",
                 "d2:extreme_explorer", "d3:drill"):
        state.apply(move)
    return state


def by_id(result):
    return {row.id: row for row in result.rows}


def test_rollouts_stop_at_the_end_of_the_round_and_the_panel_says_so(kit):
    state = glacier_hand(kit)
    result = simulate(state, n=4, rng=1)
    assert result.horizon == "the end of round 1"
    assert result.to_dict()["horizon"] == "the end of round 1"
    assert result.rollout == "quick" and result.score_name == "Reputation"
    # the first recruits are judged at the end of round 1, with it
    assert simulate(GAME.new(players=3, seed=1), n=1, rng=1).horizon == "the end of round 1"


def test_programming_the_heist_with_a_complete_plan_in_hand_ranks_first(kit):
    state = glacier_hand(kit)
    result = simulate(state, n=60, rng=1)
    rows = by_id(result)
    assert result.best().id == "prog:heist"
    heist = rows["prog:heist"]
    assert all(heist.mean > row.mean for row in result.rows if row is not heist)
    assert heist.win > 0.9


def test_random_play_would_misjudge_that_choice(kit):
    # why rollouts play the quick policy: random play bungles the heist it programs
    state = glacier_hand(kit)
    quick = by_id(simulate(state, n=60, rng=1))["prog:heist"]
    rand = by_id(simulate(state, n=60, rng=1, rollout="random"))["prog:heist"]
    assert quick.mean > rand.mean + 3


def test_inside_the_glacier_heist_going_ranks_above_calling_it_off(kit):
    state = glacier_ready(kit)
    result = simulate(state, n=60, rng=1)
    rows = by_id(result)
    assert {"go", "abort", "+boxer"} <= set(rows)
    ranked = [row.id for row in result.ranked()]
    assert ranked.index("go") < ranked.index("abort")
    assert rows["go"].mean > rows["abort"].mean + 2
    # the rulebook's Boxer: a second gang member costs no die and saves the job from
    # one handcuffs, so taking him along is at least as good as going now
    assert rows["+boxer"].mean >= rows["go"].mean


def test_the_outcomes_do_not_depend_on_what_the_seat_cannot_see(kit):
    state = glacier_ready(kit)
    # the same view for seat 0, every hidden card (the others' hands, programs, decks) redrawn
    other = state.determinize(0, 99)
    assert other.view(0) == state.view(0)
    assert other.to_dict() != state.to_dict()
    a = simulate(state, n=6, rng=5).to_dict()["rows"]
    b = simulate(other, n=6, rng=5).to_dict()["rows"]
    assert a == b


def test_the_quick_policy_completes_a_planned_job(kit):
    state = glacier_hand(kit)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"],
                ["pickpocket", "skill", "asset"])
    state.apply("heist")
    gen = random.Random(0)
    while state.phase == "plan":
        state.apply(bots.playout_move(state, gen))
    played = state.history[-8:]
    assert "go" in played and "abort" not in played
    assert {"+extreme_explorer", "+drill@extreme_explorer", "d3:drill"} <= set(played)


def test_the_quick_policy_plays_only_legal_moves_to_the_end():
    for seed in range(4):
        state = GAME.new(players=3, seed=seed)
        gen = random.Random(seed)
        while not state.is_over:
            move = bots.playout_move(state, gen)
            assert move in state.legal_moves(), (seed, state.ply, move.id)
            state.apply(move)


def test_the_quick_bot_is_offered_for_rollouts_and_beats_random_players():
    bot = get_bot("quick", GAME)
    assert bot.fast and default_rollout(GAME) == "quick"
    wins = 0
    for seed in range(8):
        state = GAME.new(players=3, seed=seed)
        rng, rand = Rng(seed), get_bot("random")
        while not state.is_over:
            player = bot if state.current_player == 0 else rand
            state.apply(player.choose(SeatInfo(state, state.current_player), rng))
        wins += 0 in state.winners()
    assert wins >= 7


def test_whole_games_are_still_there_when_asked_for(kit):
    state = glacier_ready(kit)
    result = simulate(state, n=2, rng=1, rollout="random", horizon=False)
    assert result.horizon is None and result.rollout == "random"


@pytest.mark.parametrize("players", [2, 5])
def test_a_quick_bot_game_ends(players):
    state = GAME.new(players=players, seed=3)
    play_out(state, get_bot("quick", GAME), Rng(3))
    assert state.is_over and state.winners()


def test_the_widget_publishes_the_horizon():
    from skywidgets import SkywayRobbery

    w = SkywayRobbery(players=["You", "random", "random"], seed=4, settings={"autoplay": False})
    w.simulate(n=2, seed=1)
    assert w.outcomes["status"] == "done"
    assert w.outcomes["horizon"] == "the end of round 1"
    assert w.outcomes["score_name"] == "Reputation"
