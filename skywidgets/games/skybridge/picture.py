"""A static SVG of a Skybridge position (for exported notebooks): the 3x3 board from above,
each base with its height in floors, its top piece's colour and letter, and its owner."""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from ...i18n import _
from .data import COLOURS, COLOUR_LETTERS

FILL = {"ivory": "#f4ecd8", "charcoal": "#3b3b3b", "orange": "#e69f00", "blue": "#0072b2"}
INK = {"ivory": "#000", "charcoal": "#fff", "orange": "#000", "blue": "#fff"}
CELL, PAD = 64, 6


def svg(view: Mapping[str, Any]) -> str:
    """The board from above: heights, top colours, roofs (owners) and bridges."""
    size = 3 * CELL + 2 * PAD
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
             f'role="img" aria-label="{escape(_("Skybridge board from above"))}">',
             f'<rect width="{size}" height="{size}" fill="#d9d2c3"/>']
    pieces = view["pieces"]
    for tower in view["towers"]:
        base = tower["base"]
        row, col = divmod(base, 3)
        x, y = PAD + col * CELL, PAD + row * CELL
        stack = view["stacks"][base]
        top = pieces[stack[-1]] if stack else None
        colour = top["colour"] if top else None
        parts.append(f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" '
                     f'rx="4" fill="{FILL.get(colour, "#efe9dc")}" stroke="#555"/>')
        ink = INK.get(colour, "#000")
        label = f"{tower['floors']}" if stack else ""
        if tower["owner"]:
            label += " " + COLOUR_LETTERS[COLOURS.index(tower["owner"])] + "^"
        parts.append(f'<text x="{x + CELL / 2}" y="{y + CELL / 2 + 5}" font-size="15" '
                     f'text-anchor="middle" font-family="sans-serif" fill="{ink}">{label}</text>')
    for piece in pieces:
        if piece["kind"] != "bridge":
            continue
        a, b = piece["bases"]
        (ra, ca), (rb, cb) = divmod(a, 3), divmod(b, 3)
        x1, y1 = PAD + ca * CELL + CELL / 2, PAD + ra * CELL + CELL / 2
        x2, y2 = PAD + cb * CELL + CELL / 2, PAD + rb * CELL + CELL / 2
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke-width="7" '
                     f'stroke="{FILL[piece["colour"]]}" stroke-linecap="round" opacity="0.85"/>')
    parts.append("</svg>")
    return "".join(parts)
