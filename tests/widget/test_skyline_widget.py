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
    automatic = [e for e in w.log_entries if e.get("automatic")]
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
    assert [e.get("automatic", False) for e in w.log_entries] == [False, False, True, True]
    assert w.log_entries[-1]["player"] == "AI opponent"
    send(w, {"type": "undo"})
    assert len(w.log_entries) == 1


def test_undo_takes_back_the_ai_steps_with_the_players_move():
    w = solo(undo="free")
    play(w, w.moves[0]["id"])
    play(w, first(w, "place"))
    assert len(w.log_entries) == 4
    send(w, {"type": "undo"})
    assert w.error == {} and len(w.log_entries) == 1 and w.view["phase"] == "hold"


def test_no_peeking_undo_will_not_take_back_a_throw_of_the_dice():
    w = solo()
    assert w.settings["undo"] == "no peeking"
    play(w, w.moves[0]["id"])
    throws = w.state.rng.draws
    play(w, first(w, "place"))  # the AI answers, then the next dice are thrown
    assert w.state.rng.draws > throws and len(w.log_entries) == 4
    send(w, {"type": "undo"})
    assert w.error["field"] == "undo" and len(w.log_entries) == 4


def test_a_tie_in_the_ai_list_is_the_players_choice():
    w = solo(tie=True)
    play(w, w.moves[0]["id"])
    play(w, first(w, "place"))
    assert w.view["phase"] == "ai_pick"
    choices = [m["id"] for m in w.moves]
    assert len(choices) >= 2 and all(c.startswith("ai-") for c in choices)
    play(w, choices[-1])
    assert w.view["ai_trace"][0]["decided_by"] == "4. the player decides"
    choice = next(e for e in w.log_entries if e["id"] == choices[-1])
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


def _why(w, move_id: str) -> dict:
    """What the board is told when a click stands for `move_id` (a why message)."""
    before = (w.ply, w.view, w.moves, w.log_entries)
    send(w, {"type": "why", "id": move_id, "ply": w.ply})
    assert (w.ply, w.view, w.moves, w.log_entries) == before, "asking why plays nothing"
    return w.error


def test_every_refused_click_of_the_board_reads_as_the_rules_reason_with_its_rule():
    """Each kind of click the board asks Python about (a die, a seat, a special action, a
    choice, Next AI step) gets the rules' reason in plain words, and the rule: no move ids
    and no seat numbers counted from 0."""
    w = solo(autoplay=False)
    seat = w.view["seat_names"][0]
    answers = {"a seat before a die": _why(w, seat), "+1 before a die": _why(w, "+"),
               "another colour before a die": _why(w, "=r"), "a service without tickets": _why(w, "s1"),
               "End turn before a die": _why(w, "end"), "Next AI step on your turn": _why(w, "ai-y")}
    assert answers["a seat before a die"]["message"] == "Take a die first."
    assert answers["a seat before a die"]["rule"].startswith("Skyline Express rulebook, Gameplay: the chosen die's")
    assert answers["+1 before a die"]["rule"].startswith("Skyline Express rulebook, Special Actions: 1 dice point")
    assert answers["another colour before a die"]["rule"].startswith("Skyline Express rulebook, Special Actions: 3 dice points")
    assert answers["a service without tickets"]["message"] == "A service costs 5 tickets and you have 0."
    assert answers["Next AI step on your turn"]["message"] == "It is not the AI opponent's step: it is your turn."
    taken = w.moves[0]
    play(w, taken["id"])
    answers["a taken die"] = _why(w, taken["id"])
    assert answers["a taken die"]["message"] == "You already hold a die this turn."
    answers["End turn with a die in hand"] = _why(w, "end")
    assert answers["End turn with a die in hand"]["message"] == "Seat your passenger first."
    play(w, first(w, "place"))
    answers["your seat, taken"] = _why(w, seat)  # the AI opponent's step now
    assert answers["your seat, taken"]["message"] == "It is the AI opponent's step: play its step first."
    (step,) = w.moves
    other = next(d["colour"][0] for d in w.view["dice"] if d["taken_by"] is None and f"ai-{d['colour'][0]}" != step["id"])
    answers["another die for the AI"] = _why(w, f"ai-{other}")
    assert answers["another die for the AI"]["message"].startswith("The AI opponent's priority list picks the ")
    assert answers["another die for the AI"]["rule"].startswith("Skyline Express rulebook, Choosing Dice for the AI Opponent:")
    answers["your die, for the AI"] = _why(w, f"ai-{taken['id']}")
    assert answers["your die, for the AI"]["message"] == f"The {taken['colour']} die has been taken by you this round."
    for what, error in answers.items():
        assert error["field"] == "id" and error["rule"], what
        assert "ai-" not in error["message"] and "seat 0" not in error["message"], (what, error["message"])
        assert error["message"][0].isupper() and error["message"].endswith("."), (what, error["message"])


def test_a_die_or_a_service_someone_else_took_names_who_in_words():
    w = SkylineExpress(players=["You", "Ana"], seed=2, settings={"pace": 0})
    die = w.moves[0]
    play(w, die["id"])
    play(w, first(w, "place"))
    if any(m["kind"] == "end" for m in w.moves):
        play(w, "end")
    assert w.view["current_player"] == 1
    assert _why(w, die["id"])["message"] == f"The {die['colour']} die has been taken by another player this round."


def test_in_icelandic_the_view_a_browser_keeps_from_the_patches_is_in_icelandic():
    # a move sends what changed (view_patch): its texts go in the board's language too,
    # so the browser's view is the whole view translated, never English mixed in
    from skywidgets.i18n import translate
    from skywidgets.widget.testing import BrowserLog

    w = solo(language="is")
    browser = BrowserLog(w)
    for _ in range(12):
        if w.state.is_over:
            break
        play(w, w.moves[0]["id"])
        w.wait(30)
        assert browser.view == json.loads(json.dumps(translate(w.view, "is"))), w.ply
    assert browser.view["actions"]["end"]["reason"] in ("taktu fyrst tening", "settu fyrst farþegann þinn")
    w.close()
