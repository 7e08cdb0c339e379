"""The teacher's view: ``reveal_all`` set from Python shows every hidden card, the deck
orders and every secret move, and only while it is on; the browser can never turn it on;
off again, every trait is exactly what the seat's view was."""

from __future__ import annotations

import json

import pytest

import skywidgets
from skywidgets.core.reveal import view_held
from skywidgets.widget import GameWidget
from skywidgets.widget.testing import sent_traits
from skywidgets.widget.view_sync import EMPTY_PATCH

#: one table per game: who sits at it, and a seed
TABLES = {
    "skyway": (["You"], 3),
    "skyjo": (["You", "greedy"], 1),
    "skyline_express": (["You"], 2),
    "skybridge": (["You", "random"], 0),
    "skyway_robbery": (["Ann", "Bob"], 2),
}
SYNCED = sorted(GameWidget.class_own_traits(sync=True))


def widget(game: str, **settings) -> GameWidget:
    players, seed = TABLES[game]
    return skywidgets.widget_class(game)(players=players, seed=seed, settings=settings)


def traits(w: GameWidget) -> dict:
    return json.loads(json.dumps(sent_traits(w, SYNCED)))


def play_some(w: GameWidget, moves: int) -> None:
    """A few moves by the people at the screen (Ready at a hand-off), bots answering."""
    for _ in range(moves):
        # bots and the rules' own steps move in the background at the pace: the moves
        # read while one is due could be gone before they are played
        w.wait(30)
        if w.handoff:
            w.ready()
        if not w.moves:
            break
        w.play(w.moves[0]["id"])
    w.wait(30)


@pytest.mark.parametrize("game", list(TABLES))
def test_reveal_on_shows_the_revealed_view_and_off_gives_back_every_trait(game):
    w = widget(game)
    play_some(w, 4)
    before = traits(w)
    w.reveal_all = True
    assert w.reveal_all is True
    eyes = None if w.handoff else w.seat
    assert w.view == json.loads(json.dumps(w.state.revealed_view(eyes)))
    assert view_held(before["view"], w.view) is None
    assert w.view["revealed"]["summary"]
    w.reveal_all = False
    after = traits(w)
    # the seat's view comes back whole, with an empty patch: a patch from the revealed
    # view would name the secret cards it drops
    assert after.pop("view_patch") == EMPTY_PATCH
    before.pop("view_patch")
    assert after == before


def test_skyjo_revealed_shows_face_down_values_and_the_draw_pile_in_order():
    w = widget("skyjo")
    w.reveal_all = True
    truth = w.state.to_dict()
    for seat, grid in enumerate(w.view["grids"]):
        for slot, cell in enumerate(grid):
            if cell["state"] == "down":
                assert cell["hidden"] is True and cell["value"] == truth["values"][seat][slot]
    assert w.view["revealed"]["deck"] == truth["deck"][::-1]  # top card first
    w.reveal_all = False
    assert "revealed" not in w.view
    assert all(cell["value"] is None for grid in w.view["grids"] for cell in grid
               if cell["state"] == "down")


def test_skyway_robbery_reveals_the_other_hand_and_the_decks():
    w = widget("skyway_robbery")
    w.ready()  # Ann at the screen: Bob's draft is hidden from her
    assert w.view["players"][1]["draft"] is None
    w.reveal_all = True
    bob = w.view["players"][1]
    assert bob["draft"] == w.state.zones["draft:1"]
    assert set(bob["draft"]) <= set(w.view["revealed"]["secret"])
    assert not set(w.view["players"][0]["draft"]) & set(w.view["revealed"]["secret"])
    assert w.view["revealed"]["decks"]["gang"] == w.state.zones["deck:gang"][::-1]
    assert set(w.view["revealed"]["decks"]["gang"]) <= set(w.view["cards"])


def test_the_browser_cannot_turn_reveal_all_on():
    w = widget("skyway_robbery")
    before = traits(w)
    w.set_state({"reveal_all": True})
    assert w.reveal_all is False
    assert w.error["field"] == "reveal_all"
    assert {k: v for k, v in traits(w).items() if k != "error"} == {
        k: v for k, v in before.items() if k != "error"}
    # nor any message: there is none for it, and the settings know no such name
    w._on_message(w, {"type": "reveal_all", "on": True}, None)
    assert w.error["field"] == "type" and w.reveal_all is False
    w._on_message(w, {"type": "settings", "settings": {"reveal_all": True}}, None)
    assert w.error and w.reveal_all is False


def test_the_log_names_secret_moves_only_while_revealed():
    w = skywidgets.widget_class("skyway_robbery")(players=["Ann", "Bob"], seed=2,
                                                   dirty_tricks=0)
    while w.state.phase == "draft":
        w.ready() if w.handoff else w.play(w.moves[0]["id"])
    if w.handoff:
        w.ready()
    mover = w.state.current_player
    for action in ("heist", "tip", "asset"):
        w.play(f"prog:{action}")
    masked = [e for e in w.log_entries if e.get("private")]
    assert masked and all(e["id"] is None for e in masked)
    w.reveal_all = True
    secret = [e for e in w.log_entries if e.get("secret")]
    assert {e["id"] for e in secret if e["seat"] == mover} >= {"prog:heist", "prog:tip"}
    assert not any(e.get("private") for e in w.log_entries)
    w.reveal_all = False
    assert [e for e in w.log_entries if e.get("private")] == masked
    assert not any(e.get("secret") for e in w.log_entries)


def test_time_travel_with_reveal_on_shows_the_past_revealed():
    w = widget("skyjo")
    play_some(w, 3)
    w.reveal_all = True
    w.goto(1)
    record = w.state.record()
    record.moves = record.moves[:1]
    past = w.state.game.replay(record)
    assert w.viewing == 1
    assert w.view == json.loads(json.dumps(past.revealed_view(w.seat)))
    w.reveal_all = False
    assert w.viewing == 1 and w.view == json.loads(json.dumps(past.view(w.seat)))


def test_a_hand_off_hides_nothing_while_revealed_and_waits_as_before():
    w = widget("skyway_robbery")
    assert w.handoff and w.view["players"][1]["hand"] is None
    w.reveal_all = True
    # the table's revealed view: every seat's cards, and still no moves until Ready
    assert w.handoff and w.moves == []
    assert w.view["players"][0]["draft"] and w.view["players"][1]["draft"]
    w.ready()
    assert w.moves and w.view["seat"] == w.seat


def test_simulated_outcomes_from_the_truth_only_while_revealed():
    w = widget("skyjo")
    seat_run = w.simulate(n=2, seed=1)
    assert w.outcomes["source"] == "seat" and seat_run.source == "seat"
    with pytest.raises(skywidgets.core.errors.BadMessage, match="teacher"):
        w.simulate(n=2, source="truth")
    w._on_message(w, {"type": "simulate", "n": 2, "source": "truth", "ply": w.ply}, None)
    assert w.error["field"] == "source" and w.outcomes["source"] == "seat"
    w.reveal_all = True
    w.simulate(n=2, seed=1, source="truth")
    assert w.outcomes["source"] == "truth"
    # off again: outcomes worked out from the truth go, as the revealed cards do
    w.reveal_all = False
    assert w.outcomes == {}
    w._on_message(w, {"type": "simulate", "n": 2, "source": "the deck", "ply": w.ply}, None)
    assert w.error["field"] == "source"


def test_may_show_seat_follows_the_screen_and_the_teacher():
    w = widget("skyway_robbery")
    w.ready()
    assert w._may_show_seat(w.seat) and not w._may_show_seat(1 - w.seat)
    w.reveal_all = True
    assert w._may_show_seat(1 - w.seat)
    assert widget("skyway")._may_show_seat(0)  # nothing private in Skyway
