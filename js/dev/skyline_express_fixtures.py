"""Write js/dev/skyline-express-fixtures.js: real Skyline Express positions, from the widget.

    python3 js/dev/skyline_express_fixtures.py

Each scenario is a real ``SkylineExpress`` widget played by greedy bots (the human
seats too, through ``bot_step``) with autoplay off, so the AI opponent's steps wait
for a click, stopped at the first position (this seed, else the next ones) the
harness needs, and printed with the traits Python syncs: ``view``, ``moves``,
``log_entries``, ``settings``... exactly as the browser gets them.
"""

from __future__ import annotations

import json
from pathlib import Path

from skywidgets import SkylineExpress

OUT = Path(__file__).with_name("skyline-express-fixtures.js")
TRAITS = ("game", "title", "players", "seat", "view", "moves", "log_entries", "ply", "settings",
          "bots", "rollout_bots", "error", "viewing", "busy", "outcomes")


def traits(widget, autoplay: bool) -> dict:
    data = {name: getattr(widget, name) for name in TRAITS}
    data["settings"] = {**data["settings"], "autoplay": autoplay}
    return json.loads(json.dumps(data))  # plain JSON types (tuples become lists)


def step(widget) -> None:
    """One move: the AI's step when its list decides, else the seat's bot (greedy for people)."""
    widget.bot_step("greedy" if widget.players[widget.state.current_player]["kind"] == "human"
                    else None)


def find(players, seed, stop, *, autoplay=False, limit=400):
    """The first position of a greedy game from `seed` on where stop(widget) holds."""
    for attempt in range(seed, seed + 60):
        widget = SkylineExpress(players=players, seed=attempt, settings={"autoplay": False})
        for _ in range(limit):
            if stop(widget):
                return traits(widget, autoplay)
            if widget.view["over"]:
                break
            step(widget)
    raise RuntimeError(f"no position for {players} from seed {seed}")


def mine(w, seat=0):
    return w.view["sheets"][seat]


def over(w, kind):
    """The game is over and view.result is of this kind."""
    return w.view["over"] and w.view["result"]["kind"] == kind


def kinds(w):
    return [m["kind"] for m in w.moves]


def main() -> None:
    solo, three, four = ["You"], ["Ana", "greedy", "random"], ["You", "Ana", "Ben", "Cleo"]
    scenarios = {
        "solo_pick": ("Solo: You take a die after the reroll; the AI's last decisions in its "
                      "trace.",
                      find(solo, 2, lambda w: w.view["phase"] == "pick" and w.view["round"] >= 4
                           and len(w.view["ai_trace"]) == 2
                           and any(d["taken_by"] is not None for d in w.view["dice"]))),
        "solo_hold": ("Solo: a die in hand and enough dice points for every special action.",
                      find(solo, 2, lambda w: w.view["phase"] == "hold" and w.view["round"] >= 3
                           and {"up", "down", "recolour"} <= set(kinds(w)))),
        "solo_hold_poor": ("Solo: a 6 in hand and 1 or 2 dice points: +1 and another colour "
                           "are refused.",
                           find(solo, 2, lambda w: w.view["phase"] == "hold"
                                and w.view["held"]["value"] == 6
                                and 1 <= mine(w)["dice_points_left"] <= 2)),
        "solo_after": ("Solo: the passenger seated, a service to buy or End turn.",
                       find(solo, 2, lambda w: w.view["phase"] == "after")),
        "ai_pick": ("Solo: the AI opponent's die, decided by the second rule of its priority "
                    "list (autoplay off): view.ai_pending says why before it is played.",
                    find(solo, 2, lambda w: w.view["phase"] == "ai_pick" and len(w.moves) == 1
                         and w.view["round"] >= 3 and len(w.view["ai_pending"]["rules"]) >= 2)),
        "ai_tie": ("Solo: the AI's priority list ends in a tie, the player gives it a die.",
                   find(solo, 2, lambda w: w.view["phase"] == "ai_pick" and len(w.moves) > 1)),
        "ai_place": ("Solo: the AI opponent seats its passenger (autoplay off).",
                     find(solo, 2, lambda w: w.view["phase"] == "ai_place"
                          and w.view["round"] >= 5)),
        "ai_service": ("Solo: the AI opponent takes a service (autoplay off).",
                       find(solo, 2, lambda w: w.view["phase"] == "ai_service")),
        "solo_goals": ("Solo, late: goals completed in some compartments, You hold a die.",
                       find(solo, 2, lambda w: w.view["phase"] == "hold"
                            and sum(len(g["compartments"][0]) > 0 for g in w.view["goals"]) >= 2)),
        "solo_over": ("Solo: the game is over.",
                      find(solo, 2, lambda w: w.view["over"], autoplay=True)),
        "three": ("Ana with two bots: both sets of services, Ana holds a die.",
                  find(three, 5, lambda w: w.view["phase"] == "hold"
                       and w.view["current_player"] == 0 and w.view["round"] >= 10
                       and any(s["owner"] is not None for s in w.view["services"]),
                       autoplay=True)),
        "four": ("Four people at one screen (hot-seat), mid-game: Ben takes a die.",
                 find(four, 3, lambda w: w.view["phase"] == "pick"
                      and w.view["current_player"] == 2 and w.view["round"] >= 12 and len(w.moves) >= 2
                      and sum(s["owner"] is not None for s in w.view["services"]) >= 2,
                      autoplay=True)),
        "four_over": ("Four people: the game is over.",
                      find(four, 3, lambda w: w.view["over"], autoplay=True)),
        "two_tie_broken": ("Two people: the game is over, a tie on points broken by the most "
                           "dice points left.",
                           find(["Ana", "Ben"], 0, lambda w: over(w, "tie_broken"),
                                autoplay=True)),
        "four_shared": ("Four people: the game is over, a tie on points and on dice points "
                        "left: the win is shared.",
                        find(four, 179, lambda w: over(w, "shared"), autoplay=True)),
    }
    lines = ["// Real Skyline Express positions printed from the widget by",
             "// js/dev/skyline_express_fixtures.py (do not edit by hand: run it again).",
             "// Used by harness.html (?game=skyline_express); never bundled.",
             "", "export const scenarios = {"]
    for name, (doc, data) in scenarios.items():
        lines.append(f"  /** {doc} */")
        lines.append(f"  {name}: {json.dumps(data, ensure_ascii=False)},")
    lines.append("  /** Before Python has sent anything. */")
    lines.append('  empty: { game: "skyline_express", title: "Skyline Express" },')
    lines.append("};")
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {OUT} ({len(scenarios)} scenarios)")


if __name__ == "__main__":
    main()
