"""A static SVG of a Skyway Robbery position (for exported notebooks): the airship track
with the five locations and the airship, the current location's defenses, the Brig, and
each player's money, Reputation and score. Only what the view shows is drawn."""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from ...i18n import _, current_language, translate

WIDTH, SPACE, TRACK_Y = 640, 18, 34


def _text(x: float, y: float, words: str, size: int = 12, weight: str = "normal",
          anchor: str = "start") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" '
            f'text-anchor="{anchor}" font-family="sans-serif" fill="#1d1d1d">{escape(words)}</text>')


#: the phases in words, as the board names them
PHASES = {
    "draft": "The first recruits", "program": "Programming",
    "act": "Resolving the revealed card", "plan": "Planning an illegal action",
    "threat": "Threatening a crew member", "rolled": "The alarm roll", "arrest": "Arrests",
    "free": "Freeing from the Brig", "over": "Game over",
}


def _phase(phase: str) -> str:
    words = PHASES.get(phase)
    return _(words) if words else phase  # i18n: the texts are the board's (game.js PHASES)


def _said(name: Any) -> str:
    """A name from the view (a card's, a location's) in the language in use."""
    return str(translate(name, current_language()))


def svg(view: Mapping[str, Any]) -> str:
    """The track, the location, the Brig and the players, as one SVG."""
    players = view["players"]
    height = 150 + 20 * len(players)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
             f'role="img" aria-label="'
             f'{escape(_("Skyway Robbery: the airship track, the location and the players"))}">', f'<rect width="{WIDTH}" height="{height}" fill="#f3efe6"/>']
    # the track: one square per space, each location's house space marked with its number
    x0 = 12
    home = view["home"]
    houses = {stop["house"]: stop for stop in view["route"]}
    for space in range(home + 1):
        x = x0 + space * SPACE
        stop = houses.get(space)
        fill = "#c9b68f" if stop else "#e4dccb"
        if space == home:
            fill = "#9fb7c9"
        parts.append(f'<rect x="{x}" y="{TRACK_Y}" width="{SPACE - 3}" height="{SPACE - 3}" '
                     f'rx="3" fill="{fill}" stroke="#6b5e45"/>')
        if stop:
            label = str(stop["number"]) + ("x" if stop["looted"] else "")
            parts.append(_text(x + 1, TRACK_Y - 4, label, 10))
        if space == view["track"]:
            parts.append(f'<circle cx="{x + (SPACE - 3) / 2}" cy="{TRACK_Y + (SPACE - 3) / 2}" '
                         f'r="5" fill="#8a2b2b"/>')
    parts.append(_text(x0 + (home + 1) * SPACE + 4, TRACK_Y + 12, _("Home"), 11))
    parts.append(_text(12, 16, _("Round {round} · {phase}", round=view["round"], phase=_phase(view["phase"])), 12, "bold"))
    # the location and the Brig
    y = 80
    location = view["location"]
    if location:
        names = [_said(d["name"]) for d in location["defenses"]] + [_said(location["vault"]["name"])]
        guard = location["guard"]
        line = _("{number} {location}: {defenses}", number=location["number"],
                 location=_said(location["name"]), defenses=", ".join(names))
        if guard:
            line += " · " + _("power supply guarded by {name}", name=_said(guard[0]["name"]))
        if location["looted"]:
            line += " · " + _("robbed")
        parts.append(_text(12, y, line, 12))
    else:
        parts.append(_text(12, y, _("No location yet: the airship is at the start."), 12))
    cards = view["cards"]
    brig = ", ".join(_said(cards[c]["name"]) for c in view["brig"]["members"])
    parts.append(_text(12, y + 20, _("Brig: {names}", names=brig), 12))
    # the players
    y += 50
    for entry in players:
        score = entry["score"]
        line = _("Player {number}: ${money}K · Reputation {reputation} · goals {goals} · "
                 "score {score}", number=entry["seat"] + 1, money=entry["money"],
                 reputation=entry["reputation"], goals=len(entry["goals"]), score=score["total"])
        parts.append(_text(12, y, line, 12, "bold" if entry["seat"] == view.get("current_player")
                           else "normal"))
        y += 20
    parts.append("</svg>")
    return "".join(parts)
