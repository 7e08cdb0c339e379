"""A static SVG of a Skyline Express position (for exported notebooks): each carriage seen
from above, passengers as coloured seats with a letter, personas starred."""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from ...i18n import _, ngettext
from .data import COMPARTMENT_SEATS

FILL = {"yellow": "#f2c200", "blue": "#2f6fde", "green": "#2e9e4f", "red": "#d8413a"}
SEAT, GAP, PAD = 22, 6, 8
#: the height of one carriage with its title
ROW = 76


def _letter(colour: str) -> str:
    """A seat's colour as a letter or two, for whoever cannot tell the colours apart."""
    letters = {"yellow": _("Y", context="yellow seat"), "blue": _("B", context="blue seat"),
               "green": _("G", context="green seat"), "red": _("R", context="red seat")}
    return letters.get(colour, colour[:1].upper())


def _carriage(sheet: Mapping[str, Any], title: str, y: int) -> list[str]:
    total = sheet["score"]["total"]
    line = ngettext("{title}: {n} point", "{title}: {n} points", total, title=title)
    parts = [f'<text x="{PAD}" y="{y + 14}" font-size="14" font-family="sans-serif">'
             f'{escape(line)}</text>']
    top = y + 22
    width = 6 * (2 * SEAT + GAP) + PAD
    parts.append(f'<rect x="{PAD - 3}" y="{top - 3}" width="{width - PAD + 3}" '
                 f'height="{2 * SEAT + 6}" rx="6" fill="none" stroke="#555"/>')
    personas = set(sheet["personas"])
    for compartment, seats in enumerate(COMPARTMENT_SEATS):
        for position, seat in enumerate(seats):
            x = PAD + compartment * (2 * SEAT + GAP) + (position % 2) * SEAT
            row_y = top + (position // 2) * SEAT
            colour = sheet["seats"][seat]
            fill = FILL.get(colour, "#fff")
            parts.append(f'<rect x="{x}" y="{row_y}" width="{SEAT - 2}" height="{SEAT - 2}" '
                         f'fill="{fill}" stroke="#333"/>')
            if colour:
                mark = _letter(colour) + ("*" if seat in personas else "")
                parts.append(f'<text x="{x + SEAT / 2 - 1}" y="{row_y + 15}" font-size="11" '
                             f'text-anchor="middle" font-family="sans-serif" '
                             f'fill="{"#000" if colour == "yellow" else "#fff"}">{mark}</text>')
    return parts


def svg(view: Mapping[str, Any]) -> str:
    """The carriages of every player (and the AI opponent) as one SVG."""
    rows = [(_("Player {number}", number=p + 1), sheet) for p, sheet in enumerate(view["sheets"])]
    if view.get("ai"):
        rows.append((_("AI opponent"), view["ai"]))
    height = len(rows) * ROW + 10
    width = 6 * (2 * SEAT + GAP) + 2 * PAD
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'role="img" aria-label="{escape(_("Skyline Express carriages"))}">']
    for k, (title, sheet) in enumerate(rows):
        parts += _carriage(sheet, title, 4 + k * ROW)
    parts.append("</svg>")
    return "".join(parts)
