"""Write js/dev/skyway-robbery-fixtures.js: real Skyway Robbery positions, from the widget.

    python3 js/dev/skyway_robbery_fixtures.py

Each scenario is a real ``SkywayRobbery(players=["You", "heuristic", "heuristic"])``
widget with autoplay off, played by bots through ``bot_step`` (the human seat too) and
stopped at the first position (seed 4, else the next ones) the harness needs; the
alarm roll with a reroll trick to play comes from a game where You sit second (the
engine's bots reach it there first). They are printed with the traits Python syncs:
``view``, ``moves``, ``log_entries``, ``settings``... exactly as the browser gets them.
"""

from __future__ import annotations

import json
from pathlib import Path

from skywidgets import SkywayRobbery
from skywidgets.games.skyway_robbery import planner

OUT = Path(__file__).with_name("skyway-robbery-fixtures.js")
TRAITS = ("game", "title", "players", "seat", "view", "moves", "log_entries", "ply", "settings",
          "bots", "rollout_bots", "error", "viewing", "busy", "outcomes", "handoff",
          "inspection")
PLAYERS = ["You", "heuristic", "heuristic"]


def traits(widget, autoplay: bool = True) -> dict:
    data = {name: getattr(widget, name) for name in TRAITS}
    data["settings"] = {**data["settings"], "autoplay": autoplay}
    return json.loads(json.dumps(data))  # plain JSON types (tuples become lists)


def find(stop, *, seed=4, bots=("heuristic",), limit=600, players=PLAYERS):
    """The first position from `seed` on where stop(widget) holds; every move (the human
    seat's too) is made by `bots` in turn."""
    for attempt in range(seed, seed + 40):
        widget = SkywayRobbery(players=list(players), seed=attempt, settings={"autoplay": False})
        for i in range(limit):
            if stop(widget):
                return traits(widget)
            if widget.view["phase"] == "over":
                break
            widget.bot_step(bots[i % len(bots)])
    raise RuntimeError("no such position")


def verbs(w) -> set:
    return {m["verb"] for m in w.moves}


def mine(w, phase) -> bool:
    """`phase`, with the person at the screen (view's seat) to move."""
    return w.view["phase"] == phase and w.view["current_player"] == w.view["seat"] and bool(w.moves)


def planning(w) -> bool:
    m = w.view["mission"]
    return (mine(w, "plan") and bool(m) and any(x["beaten_by"] for x in m["defenses"])
            and "beat" in verbs(w) and "go" in verbs(w))


def venting(w) -> bool:
    m = w.view["mission"]
    return (mine(w, "plan") and bool(m) and m["job"] == "heist" and "go" in verbs(w)
            and any(x["vented_by"] for x in m["defenses"])
            and any(x["beaten_by"] for x in m["defenses"]))


def cutting(w) -> bool:
    m = w.view["mission"]
    return (mine(w, "plan") and bool(m) and bool(m["cut"]) and "go" in verbs(w)
            and any(x["inert"] for x in m["defenses"]))


def planner_open(w) -> bool:
    """You program your cards at a location whose heist your hand can pull off; the Heist
    planner is then opened on it, as a click on the panel and its job list would."""
    state = w.state
    if not (mine(w, "program") and state.location is not None):
        return False
    if not any(c["job"] == "heist" for c in planner.planner_choices(state, 0)):
        return False
    if planner.planner(state, 0, "heist")["plan"] is None:
        return False
    w.inspect("planner", job="heist")
    return True


def heist_won(w) -> bool:
    last = w.view["last"] or {}
    return (last.get("kind") == "mission" and last.get("job") == "heist" and last.get("seat") == 0
            and last.get("success") and bool(last.get("dice")) and bool(w.moves)
            and w.view["current_player"] == 0)


def main() -> None:
    mixed = ("heuristic", "random")
    scenarios = {
        "draft": ("The first recruits: You choose to hire or brig one of three dealt cards.",
                  traits(SkywayRobbery(players=PLAYERS, seed=4, settings={"autoplay": False}))),
        "program": ("Round 2: You program your second action card (one already face down).",
                    find(lambda w: mine(w, "program") and w.view["round"] >= 2
                         and w.view["players"][0]["programmed"] == 1)),
        "act": ("You resolve a revealed Acquire Asset card: buy from the board's slots or pass.",
                find(lambda w: mine(w, "act") and "buy" in verbs(w) and w.view["location"])),
        "plan": ("You plan an illegal action: defenses beaten by cards, one still to beat "
                 "(a beat button on its row); alarms; go or abort.",
                 find(planning, bots=mixed)),
        "plan_vent": ("You plan a Local Heist: defenses beaten by cards and one skipped "
                      "through a vent; alarms; go or abort.", find(venting, seed=50)),
        "plan_cut": ("You plan a Jail Break with the power cut: the powered defense is inert.",
                     find(cutting, seed=100)),
        "skill": ("You resolve a revealed Use Skill card: the skill button sits on the gang "
                  "member in your hand.", find(lambda w: mine(w, "act") and "skill" in verbs(w))),
        "threat": ("You threaten an airship crew member: bring cards for Strength, or call it off.",
                   find(lambda w: mine(w, "threat"), bots=mixed)),
        "rolled": ("Right after the alarm roll: handcuffs showed and You (the second seat here) "
                   "hold a reroll trick: keep this roll or play the trick.",
                   find(lambda w: mine(w, "rolled"), seed=8, bots=mixed,
                        players=["heuristic", "You", "heuristic"])),
        "arrest": ("The alarm dice showed handcuffs: You choose whom to send to the Brig.",
                   find(lambda w: mine(w, "arrest"), bots=mixed)),
        "free": ("A Jail Break succeeded: You choose whom to free from the Brig.",
                 find(lambda w: mine(w, "free"))),
        "heist_won": ("Your Local Heist just succeeded (two arrested on the way): the loot is "
                      "taken (looted on the route, a goal of yours); You resolve your next card.",
                      find(heist_won, bots=mixed)),
        "planner": ("You program your cards with a heist within reach: the Heist planner is "
                    "open on the Local Heist (your cards past each defense, the best plan, the "
                    "odds of the alarm dice).", find(planner_open, seed=6)),
        "waiting": ("A heuristic player is to move: no moves for the screen.",
                    find(lambda w: w.view["phase"] == "act" and w.view["current_player"] == 1
                         and w.view["location"] is not None)),
        "over": ("The game is over: the airship reached Home.",
                 find(lambda w: w.view["phase"] == "over")),
    }
    lines = ["// Real Skyway Robbery positions printed from the widget by",
             "// js/dev/skyway_robbery_fixtures.py (do not edit by hand: run it again). Used by",
             "// harness.html (?game=skyway_robbery); never bundled.", "", "export const scenarios = {"]
    for name, (doc, data) in scenarios.items():
        lines.append(f"  /** {doc} */")
        lines.append(f"  {name}: {json.dumps(data, ensure_ascii=False)},")
    lines.append("  /** Before Python has sent anything. */")
    lines.append('  empty: { game: "skyway_robbery", title: "Skyway Robbery" },')
    lines.append("};")
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {OUT} ({len(scenarios)} scenarios)")


if __name__ == "__main__":
    main()
