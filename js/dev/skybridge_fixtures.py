"""Write js/dev/skybridge-fixtures.js: real Skybridge positions, from the widget.

    python3 js/dev/skybridge_fixtures.py

Each scenario is a real ``Skybridge`` widget with autoplay off, played by bots
through ``bot_step`` (the human seats too) and stopped at the first position
(this seed, else the next ones) the harness needs, or set up as the engine's
tests set it up (the rulebook's figure 6, from test_rulebook_examples.py). They
are printed with the traits Python syncs: ``view``, ``moves``, ``log_entries``,
``settings``... exactly as the browser gets them.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from skywidgets import Skybridge

REPO = Path(__file__).resolve().parents[2]
OUT = Path(__file__).with_name("skybridge-fixtures.js")
TRAITS = ("game", "title", "players", "seat", "view", "moves", "log_entries", "ply", "settings",
          "bots", "rollout_bots", "error", "viewing", "busy", "outcomes")
FOUR = ["You", "Ana", "Ben", "Cleo"]


def traits(widget, autoplay: bool = True) -> dict:
    data = {name: getattr(widget, name) for name in TRAITS}
    data["settings"] = {**data["settings"], "autoplay": autoplay}
    return json.loads(json.dumps(data))  # plain JSON types (tuples become lists)


def figure_6():
    """The rulebook's figure 6 as the engine's own test builds it (one source for the
    position, its options included)."""
    path = REPO / "tests" / "games" / "skybridge" / "test_rulebook_examples.py"
    spec = importlib.util.spec_from_file_location("skybridge_figure_6", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.figure_6()


def find(players, seed, stop, *, bots=("greedy",), limit=80, autoplay=True):
    """The first position from `seed` on where stop(widget) holds; the moves are made by
    `bots` in turn (a mix of random and greedy builds bridges, greedy alone rarely does)."""
    for attempt in range(seed, seed + 80):
        widget = Skybridge(players=players, seed=attempt, settings={"autoplay": False})
        for i in range(limit):
            if stop(widget):
                return traits(widget, autoplay)
            if widget.view["over"]:
                break
            widget.bot_step(bots[i % len(bots)])
    raise RuntimeError(f"no position for {players} from seed {seed}")


def kinds(w) -> set:
    return {m["kind"] + ("_n" if m["neutral"] else "") for m in w.moves}


def pieces(w, kind) -> list:
    return [p for p in w.view["pieces"] if p["kind"] == kind]


def main() -> None:
    mixed = ("random", "greedy", "greedy")
    start = Skybridge(players=FOUR, seed=0, settings={"autoplay": False})
    fig6 = Skybridge(players=FOUR, state=figure_6(), settings={"autoplay": False})
    scenarios = {
        "figure6": ("The rulebook's figure 6 (four people, You to move): charcoal owns A and B "
                    "joined by its bridge (doubled, 30); ivory's bridge lies across it and "
                    "reaches A and B (25).", traits(fig6)),
        "start": ("Four people at one screen (hot-seat), before the first move.",
                  traits(start)),
        "two": ("Two people (hot-seat), mid-game: Ben places blue, can lay his bridge and "
                "roof; a bridge is on the board.",
                find(["Ana", "Ben"], 0, lambda w: w.view["current_player"] == 1
                     and w.view["colour"] == "blue" and "bridge" in kinds(w) and "roof" in kinds(w)
                     and len(pieces(w, "bridge")) >= 1 and w.ply >= 10, bots=mixed)),
        "three": ("You against greedy and mcts: You place ivory, or the fourth colour's "
                  "(blue) blocks; a roof is on the board.",
                  find(["You", "greedy", "mcts"], 0, lambda w: w.view["current_player"] == 0
                       and {"tall_n", "short_n"} & kinds(w) and "bridge" in kinds(w)
                       and len(pieces(w, "roof")) >= 2 and w.ply >= 9, bots=mixed)),
        "three_bot": ("The same kind of game, a bot to move: no moves for the screen.",
                      find(["You", "greedy", "mcts"], 0, lambda w: w.view["current_player"] == 1
                           and w.ply >= 6, bots=mixed)),
        "skip": ("Four people: the last move made the next player skip (no piece of theirs "
                 "fits).",
                 find(FOUR, 0, lambda w: bool((w.view["last"] or {}).get("skipped"))
                      and not w.view["over"] and w.moves)),
        "over": ("Two people: the game is over; charcoal's bridge joins two charcoal towers "
                 "(doubled) and one tower is very tall.",
                 find(["Ana", "Ben"], 8, lambda w: w.view["over"] and any(
                     p["doubled"] for p in w.view["colour_points"].values()), bots=mixed)),
        "over_tie": ("Four people: the game is over and the win is shared.",
                     find(FOUR, 0, lambda w: w.view["over"] and len(w.view["winners"]) > 1)),
    }
    lines = ["// Real Skybridge positions printed from the widget by js/dev/skybridge_fixtures.py",
             "// (do not edit by hand: run it again). Used by harness.html (?game=skybridge);",
             "// never bundled.", "", "export const scenarios = {"]
    for name, (doc, data) in scenarios.items():
        lines.append(f"  /** {doc} */")
        lines.append(f"  {name}: {json.dumps(data, ensure_ascii=False)},")
    lines.append("  /** Before Python has sent anything. */")
    lines.append('  empty: { game: "skybridge", title: "Skybridge" },')
    lines.append("};")
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {OUT} ({len(scenarios)} scenarios)")


if __name__ == "__main__":
    main()
