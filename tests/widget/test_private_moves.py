"""A secret move (a card programmed face down) reaches the other seats' Log only as the
phrase the game gives for it; the player who made it sees it in full."""

from __future__ import annotations

import json

from skywidgets.widget import GameWidget


class Robbery(GameWidget):
    """The generic widget bound to Skyway Robbery's engine (no board needed for the Log)."""

    game_name = "skyway_robbery"
    _esm = "export default { render() {} };"


def draft_out(w):
    while w.state.phase == "draft":
        seat = w.state.current_player
        w.play(f"brig:{w.state.zones[f'draft:{seat}'][0]}")


def test_other_seats_programs_show_as_a_card_programmed():
    w = Robbery(players=["Ann", "Bob"], seed=2, dirty_tricks=0)
    draft_out(w)
    first = w.state.current_player
    for action in ("heist", "tip", "asset"):
        w.play(f"prog:{action}")
    # hot-seat: the screen now shows the next human, who must not read those cards
    assert w.seat != first
    entry = w.log_entries[-1]
    assert entry["label"] == "programs an action card" and entry["id"] is None
    assert "heist" not in json.dumps(w.log_entries)
    assert "chooses a recruit" in [e["label"] for e in w.log_entries]  # the draft picks too


def test_a_player_sees_their_own_secret_moves():
    w = Robbery(players=["Ann", "random"], seed=2, dirty_tricks=0)
    draft_out(w)
    while w.state.phase == "program" and w.state.current_player != 0:
        w.bot_step()
    w.play("prog:tip")
    assert w.seat == 0
    mine = [e for e in w.log_entries if e["seat"] == 0 and e.get("private") is None]
    assert any(e["id"] == "prog:tip" for e in mine)
    theirs = [e for e in w.log_entries if e["seat"] == 1 and e["ply"] > 6]
    assert all(e.get("private") for e in theirs if e["label"] == "programs an action card")
    assert not any((e["id"] or "").startswith("prog:") for e in theirs)


def test_public_moves_are_untouched():
    w = Robbery(players=["Ann", "Bob"], seed=2, dirty_tricks=0)
    draft_out(w)
    for _ in range(6):
        legal = [m.id for m in w.state.legal_moves()]
        w.play("prog:pickpocket" if "prog:pickpocket" in legal else legal[0])
    w.play("pickpocket")
    assert w.log_entries[-1]["id"] == "pickpocket" and not w.log_entries[-1].get("private")
