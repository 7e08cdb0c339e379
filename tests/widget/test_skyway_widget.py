"""The Skyway widget without a browser: what the board hears back when a click is refused.

The board asks Python (a "why" message) with the move the click would be: a blueprint
once the game is over, a blueprint missing from the short last market, anything while a
past position is shown. The answer is the rules' reason as a sentence, with its rule,
said beside the click; nothing is played.
"""

from __future__ import annotations

from skywidgets import Skyway
from skywidgets.widget.testing import play, send

#: a finished game: every card placed or discarded, no market left
OVER = {"market": [], "round": 3, "rng": {"seed": 1, "draws": 0}}
#: the last market, finished from the final reshuffle with only two blueprints
SHORT = {"market": [["3♠", "4♠"], ["5♠", "6♠"]], "round": 3, "final_market": True,
         "rng": {"seed": 1, "draws": 0}}


def _asked(w: Skyway, move_id: str) -> dict:
    before = (w.ply, w.view, w.moves, w.log_entries)
    send(w, {"type": "why", "id": move_id, "ply": w.ply})
    assert (w.ply, w.view, w.moves, w.log_entries) == before, "asking why played something"
    return w.error


def test_a_blueprint_clicked_once_the_game_is_over():
    error = _asked(Skyway.from_position(OVER), "a5")
    assert error == {
        "message": "The game is over: the deck has been played through three times, so no "
                   "market is dealt.",
        "rule": "Skyway rulebook, Game End: after three full passes through the deck the "
                "game ends",
        "field": "id", "move": "a5"}


def test_a_blueprint_missing_from_the_last_market():
    w = Skyway.from_position(SHORT)
    assert {m["blueprint"] for m in w.moves} == {0, 1}
    error = _asked(w, "c2")
    assert error["message"] == ("There is no blueprint C in this last market, only A and B: "
                                "the cards ran out while it was dealt.")
    assert error["rule"].startswith("Skyway rulebook, Second and Third Round:")
    assert error["field"] == "id" and error["move"] == "c2"
    # a blueprint the market has is no refusal: asking says nothing
    assert _asked(w, "b2") == {}


def test_a_click_on_a_past_position_says_to_go_back_first():
    w = Skyway(seed=3)
    play(w, "a5")
    play(w, "b1")
    send(w, {"type": "goto", "ply": 1})
    error = _asked(w, "a2")
    assert error["field"] == "viewing" and "past position" in error["message"]
    assert w.ply == 2 and w.viewing == 1


def test_every_refusal_reads_as_a_sentence_without_code():
    for position, move_id in ((OVER, "b9"), (SHORT, "c1")):
        error = _asked(Skyway.from_position(position), move_id)
        message = error["message"]
        assert message[0].isupper() and message.endswith("."), message
        assert "'" not in message and "_" not in message and move_id not in message, message
