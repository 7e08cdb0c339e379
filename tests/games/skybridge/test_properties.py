"""Property tests over many random Skybridge games, the conformance kit at three players, and
the bots' order of strength."""

from hypothesis import given, settings, strategies as st

import skywidgets
from skywidgets.core.bots import SeatInfo, get_bot
from skywidgets.core.rng import Rng
from skywidgets.core.testing import check_game, random_walk
from skywidgets.games.skybridge.data import HEIGHT, NEIGHBOURS

GAME = skywidgets.load("skybridge")


def test_conformance_at_three_players():
    # 2 and 4 are in tests/core/test_conformance.py
    report = check_game(GAME, games=3, seed=5, players=[3])
    assert report.games == 3


def no_colour_touches(view):
    pieces = view["pieces"]
    for i, a in enumerate(pieces):
        for b in pieces[i + 1:]:
            if a["colour"] != b["colour"]:
                continue
            a_top, b_top = a["z"] + HEIGHT[a["kind"]], b["z"] + HEIGHT[b["kind"]]
            for x in a["bases"]:
                for y in b["bases"]:
                    stacked = x == y and (a_top == b["z"] or b_top == a["z"])
                    beside = y in NEIGHBOURS[x] and a["z"] < b_top and b["z"] < a_top
                    if x in b["bases"] and y in a["bases"] and x != y:
                        beside = False  # the two ends of one bridge
                    assert not (stacked or beside), (a, b)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), lowest=st.sampled_from(["board", "tower"]),
       picks=st.lists(st.integers(0, 80), min_size=1, max_size=60))
def test_random_play_keeps_every_invariant(players, lowest, picks):
    start = GAME.new(players=players, lowest_level=lowest)
    supplied = sum(sum(k.values()) for s in start.view(0)["supply"] for k in s.values())

    def invariant(state):
        view = state.view(None)
        left = sum(sum(k.values()) for s in view["supply"] for k in s.values())
        assert left + len(view["pieces"]) == supplied
        no_colour_touches(view)
        for tower in view["towers"]:
            stack = view["stacks"][tower["base"]]
            # pieces stand on each other without gaps; nothing on a roof
            level = 0
            for index in stack:
                assert view["pieces"][index]["z"] == level
                level += HEIGHT[view["pieces"][index]["kind"]]
            kinds = [view["pieces"][i]["kind"] for i in stack]
            assert "roof" not in kinds[:-1]

    random_walk(GAME, picks, invariant, players=players, lowest_level=lowest)


def test_greedy_and_mcts_beat_random():
    def match(a, b, seeds):
        wins = 0.0
        for seed in seeds:
            for a_seat in (0, 1):
                bots = [a, b] if a_seat == 0 else [b, a]
                state = GAME.new(players=2, seed=seed)
                rng = Rng(seed)
                state.apply(rng.choice(state.legal_moves()))  # a random opening, for variety
                while not state.is_over:
                    seat = state.current_player
                    state.apply(bots[seat].choose(SeatInfo(state, seat), rng))
                winners = state.winners()
                wins += 1 / len(winners) if a_seat in winners else 0
        return wins
    assert match(get_bot("greedy"), get_bot("random"), range(10)) >= 16  # of 20
    from skywidgets.core.bots import MCTSBot
    assert match(MCTSBot(iterations=40), get_bot("random"), range(2)) >= 3  # of 4
