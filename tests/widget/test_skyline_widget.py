"""The Skyline Express widget without a browser: the AI opponent's steps play on their own, or
wait for a click; undo takes them back with the move before them."""

import json

import skywidgets
from skywidgets import SkylineExpress
from skywidgets.widget.testing import play, send


def first(w, kind):
    return next(m["id"] for m in w.moves if m["kind"] == kind)


def seed_where(tie: bool) -> int:
    """A seed whose first AI die is (or is not) left to the player by a tie, when the player
    opens with the first die and the first seat."""
    game = skywidgets.load("skyline_express")
    for seed in range(100):
        state = game.new(players=1, seed=seed)
        state.apply(state.legal_moves()[0])
        state.apply(next(m for m in state.legal_moves() if m.kind == "place"))
        if state.phase == "ai_pick" and (state.automatic_move() is None) == tie:
            return seed
    raise AssertionError("no such seed in 100")


def solo(tie: bool = False, **settings) -> SkylineExpress:
    return SkylineExpress(players=["You"], seed=seed_where(tie), settings={"pace": 0, **settings})


def test_solo_the_ai_answers_on_its_own_and_the_log_names_it():
    w = solo()
    assert w.view["solo"] and w.seat == 0
    play(w, w.moves[0]["id"])
    play(w, first(w, "place"))
    automatic = [e for e in w.log if e.get("automatic")]
    assert automatic and all(e["player"] == "AI opponent" for e in automatic)
    assert [e["id"][:3] for e in automatic][:2] == ["ai-", "ai-"]
    # the AI took a die and seated it; the two other dice were rerolled for the player
    assert w.view["phase"] == "pick" and len(w.moves) == 2
    assert w.view["ai_trace"][0]["step"] == "die" and w.view["ai_trace"][1]["step"] == "seat"
    assert sum(c is not None for c in w.view["ai"]["seats"]) == 1


def test_with_autoplay_off_each_ai_step_waits_for_a_click():
    # the AI's last step throws the next dice: only a free Undo takes it back
    w = solo(autoplay=False, undo="free")
    play(w, w.moves[0]["id"])
    play(w, first(w, "place"))
    assert w.view["phase"] == "ai_pick"
    assert len(w.moves) == 1 and w.moves[0]["id"].startswith("ai-") and w.moves[0]["ai"]
    assert w.moves[0]["automatic"] and w.moves[0]["by"] == "AI opponent"
    send(w, {"type": "bot_step"})  # the Step button plays the AI's step
    assert w.error == {} and w.view["phase"] == "ai_place"
    play(w, w.moves[0]["id"])  # or the board sends the move itself ("Next AI step")
    assert w.view["phase"] == "pick"
    # either way the Log credits the AI, and Undo takes its steps back with the player's
    assert [e.get("automatic", False) for e in w.log] == [False, False, True, True]
    assert w.log[-1]["player"] == "AI opponent"
    send(w, {"type": "undo"})
    assert len(w.log) == 1


def test_undo_takes_back_the_ai_steps_with_the_players_move():
    w = solo(undo="free")
    play(w, w.moves[0]["id"])
    play(w, first(w, "place"))
    assert len(w.log) == 4
    send(w, {"type": "undo"})
    assert w.error == {} and len(w.log) == 1 and w.view["phase"] == "hold"


def test_no_peeking_undo_will_not_take_back_a_throw_of_the_dice():
    w = solo()
    assert w.settings["undo"] == "no peeking"
    play(w, w.moves[0]["id"])
    throws = w.state.rng.draws
    play(w, first(w, "place"))  # the AI answers, then the next dice are thrown
    assert w.state.rng.draws > throws and len(w.log) == 4
    send(w, {"type": "undo"})
    assert w.error["field"] == "undo" and len(w.log) == 4


def test_a_tie_in_the_ai_list_is_the_players_choice():
    w = solo(tie=True)
    play(w, w.moves[0]["id"])
    play(w, first(w, "place"))
    assert w.view["phase"] == "ai_pick"
    choices = [m["id"] for m in w.moves]
    assert len(choices) >= 2 and all(c.startswith("ai-") for c in choices)
    play(w, choices[-1])
    assert w.view["ai_trace"][0]["decided_by"] == "4. the player decides"
    choice = next(e for e in w.log if e["id"] == choices[-1])
    assert "automatic" not in choice and choice["player"] == "You"  # the player's decision


def test_four_seats_of_people_and_bots_play_a_whole_game():
    w = SkylineExpress(players=["Ana", "greedy", "Ben", "random"], seed=4, settings={"pace": 0})
    turns = 0
    while not w.view["over"]:
        assert w.moves and w.seat == w.view["current_player"]
        ids = [m["id"] for m in w.moves]
        place = [m["id"] for m in w.moves if m["kind"] == "place"]
        play(w, place[turns % len(place)] if place else ("end" if "end" in ids else ids[0]))
        turns += 1
    assert all(None not in sheet["seats"] for sheet in w.view["sheets"])
    assert w.view["winners"]
    assert len(json.dumps(w.view)) < 20_000


def test_a_malformed_move_message_names_the_field_and_changes_nothing():
    w = SkylineExpress(players=["You"], seed=2, settings={"pace": 0})
    before = (w.ply, json.dumps(w.view))
    for content in ({"type": "move", "id": "=b", "ply": 0}, {"type": "move", "id": 7, "ply": 0},
                    {"type": "move", "id": "ai-r", "ply": 0}, {"type": "move", "id": "b", "ply": 5}):
        send(w, content)
        assert w.error, content
        send(w, {"type": "dismiss"})
    assert (w.ply, json.dumps(w.view)) == before
