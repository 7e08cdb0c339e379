"""Write js/dev/skyjo-fixtures.js: real Skyjo positions, printed from the engine.

    python3 js/dev/skyjo_fixtures.py

Greedy bots play seeded games; the positions the harness needs (the opening
reveals, a turn, a card in hand, a removed column, the end of a round, 8
players, the end of the game) are kept with the traits Python would sync:
``view`` of the seat at the screen, ``moves`` as if that seat were a human.
"""

from __future__ import annotations

import json
from pathlib import Path

import skywidgets
from skywidgets.core.bots import SeatInfo, get_bot
from skywidgets.core.rng import Rng
from skywidgets.widget.chance import chance_entry

OUT = Path(__file__).with_name("skyjo-fixtures.js")
NAMES = ["You", "Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus"]


def traits(state, names, *, seat="mover", log_names=None):
    to_move = state.current_player
    shown = to_move if seat == "mover" else seat
    moves = [{"id": m.id, "label": state.describe(m), **state.move_info(m)}
             for m in state.legal_moves()]
    players = [{"name": n, "kind": "human"} for n in names]
    history = state.history
    log = []
    return {
        "game": "skyjo", "title": "Skyjo", "players": players, "seat": shown,
        "view": state.view(shown), "moves": moves, "log_entries": log, "ply": len(history),
        "settings": {"bot": "greedy", "sim_n": 200, "rollout": "random", "pace": 0.6,
                     "autoplay": True},
        "bots": ["random", "greedy", "ismcts"], "rollout_bots": ["random", "greedy"],
        "error": {}, "viewing": None, "busy": "", "outcomes": {},
        "chance": chance_entry(skywidgets.load("skyjo"), state, shown,
                               names[shown] if shown is not None else ""),
    }


def with_log(state, names):
    """The log entries of every move played so far, by replaying the record."""
    game = skywidgets.load("skyjo")
    record = state.record()
    moves = list(record.moves)
    record.moves = []
    replay = game.replay(record)
    log = []
    for i, move_id in enumerate(moves):
        seat = replay.current_player
        move = replay.check(move_id)
        log.append({"ply": i + 1, "seat": seat, "player": names[seat], "id": move.id,
                    "label": replay.describe(move)})
        replay.apply(move)
    return log


def play_until(players, seed, stop):
    """The first position of a greedy game (this seed, else the next ones) where stop() holds."""
    for attempt in range(seed, seed + 50):
        state = skywidgets.load("skyjo").new(players=players, seed=attempt)
        bot, rng = get_bot("greedy"), Rng(attempt)
        while True:
            if stop(state):
                return state
            if state.current_player is None:
                break
            state.apply(bot.choose(SeatInfo(state, state.current_player), rng))
    raise RuntimeError("no such position")


def main() -> None:
    scenarios = {}

    def add(name, state, players, seat="mover", doc=""):
        names = NAMES[:players]
        data = traits(state, names, seat=seat)
        data["log_entries"] = with_log(state, names)
        scenarios[name] = (doc, data)

    two = skywidgets.load("skyjo").new(players=2, seed=1)
    add("reveal", two, 2, doc="The opening: You turn up two cards.")
    s = play_until(2, 1, lambda st: st.view(0)["phase"] == "turn" and st.current_player == 0)
    add("turn", s, 2, doc="Your turn: draw, or take the discard.")
    s = play_until(2, 1, lambda st: st.view(0)["phase"] == "drawn" and st.current_player == 0)
    add("drawn", s, 2, doc="You drew a card: swap it in, or discard it and flip.")
    s = play_until(3, 4, lambda st: bool((st.last or {}).get("columns")) and st.current_player is not None
                   and st.phase == "turn")
    add("column", s, 3, doc="A column of three equal cards was just removed.")
    s = play_until(3, 2, lambda st: bool((st.last or {}).get("round_over")) and st.current_player is not None
                   and st.round_notes[-1]["doubled"] is not None)
    add("round_over", s, 3, doc="A round just ended: its ender was doubled.")
    s = play_until(8, 3, lambda st: st.phase == "turn" and st.ply > 60)
    add("eight", s, 8, doc="8 players mid-round.")
    s = play_until(4, 5, lambda st: st.current_player is None)
    add("over", s, 4, seat=0, doc="The game is over.")

    lines = ["// Real Skyjo positions printed from the engine by js/dev/skyjo_fixtures.py",
             "// (do not edit by hand: run it again). Used by harness.html; never bundled.",
             "", "export const scenarios = {"]
    for name, (doc, data) in scenarios.items():
        lines.append(f"  /** {doc} */")
        lines.append(f"  {name}: {json.dumps(data, ensure_ascii=False)},")
    lines.append('  /** Before Python has sent anything. */')
    lines.append('  empty: { game: "skyjo", title: "Skyjo" },')
    lines.append("};")
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {OUT} ({len(scenarios)} scenarios)")


if __name__ == "__main__":
    main()
