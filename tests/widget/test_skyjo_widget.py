"""The Skyjo widget without a browser: messages in, traits out, nothing hidden leaks."""

import json

import pytest

from skywidgets import Skyjo
from skywidgets.core.rng import Rng
from skywidgets.widget.testing import play, send
from skywidgets.widget.view_sync import with_patch


def test_plays_by_messages_and_the_bot_answers_on_its_own():
    w = Skyjo(players=["You", "greedy"], seed=1, settings={"pace": 0})
    assert w.game == "skyjo" and w.title == "Skyjo" and w.seat == 0
    assert w.view["phase"] == "reveal" and [m["id"] for m in w.moves][:2] == ["r1", "r2"]
    play(w, "r1")
    play(w, "r2")
    # the greedy bot turned up its two cards at once (pace 0), then someone starts
    assert [e["seat"] for e in w.log_entries[:4]] == [0, 0, 1, 1]
    assert w.view["phase"] == "turn"
    for _ in range(60):  # draw-then-swap, or take the discard, until the round moves on
        if w.view["over"]:
            break
        assert w.view["current_player"] == 0 and w.moves, "the bot did not answer"
        ids = [m["id"] for m in w.moves]
        if w.view["phase"] == "turn":
            play(w, "d" if w.ply % 2 else next(i for i in ids if i.startswith("t")))
        elif w.view["phase"] == "drawn":
            flips = [i for i in ids if i.startswith("f")]
            play(w, flips[0] if flips and w.ply % 3 == 0 else next(i for i in ids if i.startswith("s")))
        else:
            play(w, ids[0])
    kinds = {e["id"][0] for e in w.log_entries if e["seat"] == 0}
    assert {"r", "d", "t", "s"} <= kinds
    assert any(e["seat"] == 1 for e in w.log_entries[4:])


def test_a_stale_or_illegal_move_changes_nothing():
    w = Skyjo(players=["You", "greedy"], seed=1, settings={"pace": 0})
    send(w, {"type": "move", "id": "d", "ply": 0})
    assert w.error["rule"] and w.ply == 0
    send(w, {"type": "move", "id": "r1", "ply": 3})
    assert w.error["field"] == "ply" and w.ply == 0


def test_hot_seat_shows_the_player_to_move():
    w = Skyjo(players=["Ana", "Ben"], seed=2)
    rng = Rng(4)
    for _ in range(40):
        assert w.seat == w.view["current_player"]
        assert w.moves  # both are human: someone can always move
        play(w, w.moves[rng.randint(0, len(w.moves) - 1)]["id"])
    assert {e["seat"] for e in w.log_entries} == {0, 1}


@pytest.mark.parametrize("players, seed", [(["You", "greedy"], 3), (["greedy", "You", "random"], 8),
                                           (["Ana", "Ben", "greedy"], 11)])
def test_no_message_reveals_a_face_down_card_or_the_deck(players, seed):
    """Every synced message's view is the view of a determinized twin: the deck and every
    face-down card redrawn at random. So nothing sent depends on what no one has seen."""
    w = Skyjo(players=players, seed=seed, settings={"pace": 0})
    twin_rng, choice = Rng(seed + 100), Rng(seed + 200)
    checked = []
    original = w.send_state

    shown = [w.view]  # the view the browser keeps, from each whole view and patch

    def record(key=None):
        state = w.get_state(key)
        text = json.dumps(state, sort_keys=True, ensure_ascii=False)
        if "view" in state:
            shown[0] = state["view"]
        if "view_patch" in state:
            shown[0] = with_patch(shown[0], state["view_patch"])
        if "view" in state or "view_patch" in state:
            seat = w.seat
            twin = w.state.determinize(seat, twin_rng)
            assert shown[0] == twin.view(seat)
            if "moves" in state:
                assert [m["id"] for m in state["moves"]] in ([], [m.id for m in twin.legal_moves()])
            checked.append(text)
        assert '"rng"' not in text and '"seed"' not in text
        return original(key)

    w.send_state = record
    if w.state.current_player is not None and w.players[w.state.current_player]["kind"] == "bot":
        w.run_bots(wait=True)
    games = 0
    while games < 2:
        if w.view["over"]:
            games += 1
            deck = w.state.to_dict()["deck"]
            if len(deck) > 3:  # the remaining deck in order is nowhere in what was sent
                assert not any(json.dumps(deck) in text for text in checked)
            send(w, {"type": "new", "seed": seed + games})
            if w.state.current_player is not None and w.players[w.state.current_player]["kind"] == "bot":
                w.run_bots(wait=True)
            continue
        assert w.moves, "a human is to move"
        play(w, w.moves[choice.randint(0, len(w.moves) - 1)]["id"])
    assert len(checked) > 100
