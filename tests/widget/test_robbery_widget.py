"""The Skyway Robbery widget without a browser: a refused click on the board (the ``why``
message with a would-be move's id) comes back as the rules' reason in plain words, with
the rule, and nothing is played."""

from skywidgets import SkywayRobbery
from skywidgets.widget.testing import send


def test_why_a_recruit_cannot_be_programmed_yet():
    w = SkywayRobbery(players=["You", "heuristic"], seed=1, settings={"pace": 0})
    ply, view = w.ply, w.view
    send(w, {"type": "why", "id": "prog:tip", "ply": ply})
    assert w.error == {
        "message": "Not now: it is time to choose a recruit (hire one, or send one to the Brig).",
        "rule": "Skyway Robbery rulebook, The First Recruits: pick one of your cards: pay for it "
                "or send it to the Brig, pass the rest left",
        "field": "id", "move": "prog:tip"}
    assert w.ply == ply and w.view == view


def test_why_a_dealt_recruit_too_dear_cannot_be_hired():
    # You hire your dearest first recruit; in some seed's second draft a recruit then
    # costs more than what is left
    for seed in range(1, 60):
        w = SkywayRobbery(players=["You", "heuristic"], seed=seed, settings={"pace": 0})
        cards = w.view["cards"]
        first = max(w.view["players"][0]["draft"], key=lambda c: cards[c]["cost"])
        send(w, {"type": "move", "id": f"hire:{first}", "ply": w.ply})
        me = w.view["players"][0]
        if w.view["phase"] != "draft" or w.view["current_player"] != 0:
            continue
        hires = {m["card"] for m in w.moves if m["verb"] == "hire"}
        dear = [c for c in me["draft"] if c not in hires]
        if dear:
            break
    else:  # pragma: no cover - the pack changed
        raise AssertionError("no seed deals You a recruit You cannot afford")
    card, ply = dear[0], w.ply
    name, cost = w.view["cards"][card]["name"], w.view["cards"][card]["cost"]
    send(w, {"type": "why", "id": f"hire:{card}", "ply": ply})
    assert w.error["message"] == (f"{name} costs ${cost}K and you have ${me['money']}K "
                                  f"(send it to the Brig instead).")
    assert w.error["field"] == "id" and "The First Recruits" in w.error["rule"]
    assert w.ply == ply and card in w.view["players"][0]["draft"]
