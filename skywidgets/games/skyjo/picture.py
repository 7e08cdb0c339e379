"""A static SVG picture of a Skyjo view, for exported notebooks and GitHub. Pure: its
words are in the language in use (the board draws it inside ``i18n.use_language``)."""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from ...i18n import _

CARD_W, CARD_H, GAP = 30, 40, 4
GRID_W = 4 * (CARD_W + GAP)
GRID_H = 3 * (CARD_H + GAP)


def _fill(value: int) -> str:
    # the published colours by band, so a glance reads low/high
    if value < 0:
        return "#3949ab"
    if value == 0:
        return "#4fc3f7"
    if value <= 4:
        return "#66bb6a"
    if value <= 8:
        return "#fdd835"
    return "#e53935"


def svg(view: Mapping[str, Any]) -> str:
    """Every player's grid with face-up values, plus the piles and totals."""
    players = view["players"]
    per_row = min(players, 4)
    parts = []
    for seat, grid in enumerate(view["grids"]):
        x0 = 10 + (seat % per_row) * (GRID_W + 24)
        y0 = 40 + (seat // per_row) * (GRID_H + 40)
        marker = " ▶" if view["current_player"] == seat else ""
        player = _("Player {number}: {total}", number=seat + 1, total=view["totals"][seat])
        parts.append(f'<text x="{x0}" y="{y0 - 6}" font-size="13" fill="#222">'
                     f'{escape(player)}{marker}</text>')
        for i, slot in enumerate(grid):
            x = x0 + (i % 4) * (CARD_W + GAP)
            y = y0 + (i // 4) * (CARD_H + GAP)
            if slot["state"] == "gone":
                parts.append(f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" '
                             'fill="none" stroke="#bbb" stroke-dasharray="3 3"/>')
            elif slot["state"] == "down":
                parts.append(f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" '
                             'fill="#455a64"/>')
            else:
                value = slot["value"]
                parts.append(f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" '
                             f'fill="{_fill(value)}" stroke="#333"/>'
                             f'<text x="{x + CARD_W / 2}" y="{y + 26}" font-size="15" '
                             f'text-anchor="middle" font-weight="bold" fill="#111">{value}</text>')
    rows = (players + per_row - 1) // per_row
    width = 10 + per_row * (GRID_W + 24)
    height = 40 + rows * (GRID_H + 40)
    top = view["discard"][-1] if view["discard"] else "–"
    if view["over"]:
        heading = _("Skyjo, round {round}: deck {deck}, discard {top}, game over",
                    round=view["round"], deck=view["deck"], top=top)
    else:
        heading = _("Skyjo, round {round}: deck {deck}, discard {top}",
                    round=view["round"], deck=view["deck"], top=top)
    # room for the heading in any language (about 8.5 px a character at 14 px)
    width = max(width, 20 + round(len(heading) * 8.5))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Arial, sans-serif" '
            f'role="img" aria-label="{escape(heading)}"><rect width="100%" height="100%" '
            f'fill="#fafafa"/><text x="10" y="18" font-size="14" fill="#111">{escape(heading)}</text>'
            + "".join(parts) + "</svg>")
