"""Skyway Robbery's heuristic player: it finds plans that work, and plays them through."""

from __future__ import annotations

from skywidgets.core.bots import SeatInfo, bots_for, get_bot, play_out
from skywidgets.core.rng import Rng
from skywidgets.games.skyway_robbery import GAME
from skywidgets.games.skyway_robbery.planner import plan_mission


def test_the_heuristic_bot_is_offered_for_this_game_only():
    assert "heuristic" in bots_for(GAME)
    assert "heuristic" not in bots_for(__import__("skywidgets").load("skyjo"))
    assert get_bot("heuristic", GAME).name == "heuristic"
    assert not get_bot("heuristic", GAME).fast  # not offered for rollouts


def glacier(kit, hand):
    state = kit.after_draft(players=2)
    kit.at_location(state, 4, guard="guards-1")
    kit.empty_hand(state, 0)
    for card in hand:
        kit.put(state, card, "hand:0")
    state = kit.checked(state)
    kit.program(state, ["heist", "pickpocket", "skill"], ["pickpocket", "skill", "asset"])
    return state


def test_it_finds_the_rulebooks_glacier_plan_with_one_alarm_die(kit):
    state = glacier(kit, ("guide", "extreme_explorer", "drill", "boxer"))
    plan = plan_mission(state, 0, "heist", None, state.job_defenses("heist"), tips=0)
    assert plan is not None
    assert plan["dice"] == 1  # the LOUD Drill on the Vault/Code
    assert plan["crew"] == ["guide"]
    names = {state.job_defenses("heist")[i]["ref"]: card for i, card in plan["beats"].items()}
    assert names["poison_gas"] == "guide" and names["vault_code"] == "drill"
    assert plan["carry"] == {"drill": "extreme_explorer"}
    # and, like Weingart, it takes the Boxer along as the fall guy: with two gang members
    # one handcuffs cannot stop the job
    assert sorted(plan["members"]) == ["boxer", "extreme_explorer"]
    assert plan["success"] == 1.0


def test_without_a_way_past_the_vault_there_is_no_plan(kit):
    state = glacier(kit, ("guide", "extreme_explorer", "boxer"))
    assert plan_mission(state, 0, "heist", None, state.job_defenses("heist"), tips=0) is None


def test_it_plays_the_glacier_heist_through(kit):
    state = glacier(kit, ("guide", "extreme_explorer", "drill", "boxer"))
    bot = get_bot("heuristic", GAME)
    moves = []
    while state.current_player == 0 and state.round == 1 and state.phase != "program":
        move = bot.choose(SeatInfo(state, 0), Rng(len(moves)))
        moves.append(move.id)
        state.apply(move)
        if state.last and state.last.get("job") == "heist":
            break
    assert moves[0] == "heist"
    assert "go" in moves
    assert state.last["job"] == "heist"


def test_the_heuristic_bot_beats_random_players():
    wins = 0
    for seed in range(8):
        state = GAME.new(players=3, seed=seed)
        rng = Rng(seed)
        heuristic, random_bot = get_bot("heuristic", GAME), get_bot("random")
        while not state.is_over:
            seat = state.current_player
            bot = heuristic if seat == 0 else random_bot
            state.apply(bot.choose(SeatInfo(state, seat), rng))
        wins += 0 in state.winners()
    assert wins >= 7


def test_heuristic_bots_finish_a_whole_game_among_themselves():
    state = play_out(GAME.new(players=4, seed=3), get_bot("heuristic", GAME), Rng(1))
    assert state.is_over and state.winners()
    done = [zone for zone in (f"goals:{s}" for s in range(4)) if state.zones[zone]]
    assert done  # someone completed a job


def test_the_heist_planner_lists_the_cards_past_each_defense_and_the_odds(kit):
    import json
    from fractions import Fraction

    from skywidgets.games.skyway_robbery.planner import planner, survival

    state = glacier(kit, ("guide", "extreme_explorer", "drill", "boxer"))
    plan = planner(state, 0, "heist")
    json.dumps(plan)
    rows = {row["name"]: row for row in plan["defenses"]}
    assert rows["Poison Gas"]["cards"] == ["guide"]
    assert sorted(rows["Ice"]["cards"]) == ["drill", "extreme_explorer"]
    assert rows["Vault/Code"]["cards"] == ["drill"]
    assert rows["Guards"]["guard"] and rows["Guards"]["cards"] == ["boxer"]
    assert plan["plan"]["dice"] == 1
    assert plan["plan"]["success"] == float(survival(state.pack, 1, 2)) == 1.0
    # exactly: a team of two fails only on two handcuffs
    assert survival(state.pack, 2, 2) == Fraction(8, 9)
    assert survival(state.pack, 3, 3) == 1 - Fraction(1, 27)
    assert plan["odds"][0] == {"dice": 0, "members_1": 1.0, "members_2": 1.0, "members_3": 1.0}
