"""A static SVG picture of a Skyway view, for exported notebooks and GitHub.

Pure: a function of the view dict only.
"""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from ...i18n import _

SUIT_COLOURS = {"♠": "#1f1f1f", "♥": "#c62828", "♦": "#1565c0", "♣": "#2e7d32"}
# FAN: how far a stacked card shows beneath the next, its value and suit in full
CARD_W, CARD_H, FAN = 44, 62, 42
CELL_W, CELL_H, GAP = CARD_W + 2 * FAN + 12, CARD_H + 12, 8


def _card(x: float, y: float, text: str, on_path: bool = False) -> str:
    colour = SUIT_COLOURS.get(text[-1], "#000")
    stroke = "#f9a825" if on_path else "#9e9e9e"
    width = 3 if on_path else 1
    return (f'<g><rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="#fff" '
            f'stroke="{stroke}" stroke-width="{width}"/>'
            f'<text x="{x + 5}" y="{y + 20}" font-size="17" font-weight="bold" fill="{colour}">'
            f'{escape(text)}</text></g>')


def svg(view: Mapping[str, Any]) -> str:
    """The grid, the market and the score as one SVG document."""
    on_path = {(step["cell"], step["card"]) for seq in view["score"]["suits"].values()
               for step in seq["path"]}
    parts = []
    top = 56  # below the heading and the Market's title
    for cell, stack in enumerate(view["grid"]):
        x0 = 10 + (cell % 3) * (CELL_W + GAP)
        y0 = top + (cell // 3) * (CELL_H + GAP)
        parts.append(f'<rect x="{x0}" y="{y0}" width="{CELL_W}" height="{CELL_H}" rx="6" '
                     f'fill="#e8eef3" stroke="#b0bec5"/>')
        for layer, text in enumerate(stack):
            parts.append(_card(x0 + 6 + layer * FAN, y0 + 6, text, (cell, text) in on_path))
    market_x = 10 + 3 * (CELL_W + GAP) + 14
    parts.append(f'<text x="{market_x}" y="{top - 8}" font-size="14" fill="#333">'
                 f'{escape(_("Market"))}</text>')
    for index, blueprint in enumerate(view["market"]):
        y0 = top + index * (CELL_H + GAP)
        parts.append(f'<text x="{market_x}" y="{y0 + 38}" font-size="16" fill="#333">'
                     f'{"ABC"[index]}</text>')
        for layer, text in enumerate(blueprint):
            parts.append(_card(market_x + 18 + layer * FAN, y0 + 6, text))
    score = view["score"]
    lengths = "  ".join(f"{s} {seq['length']}" for s, seq in score["suits"].items())
    facts = {"total": score["total"], "lengths": lengths, "deck": view["deck"]}
    if not view["over"]:
        heading = _("Skyway: score {total} ({lengths}), round {round} of 3, deck {deck}",
                    round=view["round"], **facts)
    elif score["won"]:
        heading = _("Skyway: score {total} ({lengths}), won, deck {deck}", **facts)
    else:
        heading = _("Skyway: score {total} ({lengths}), not won, deck {deck}", **facts)
    # room for the heading in any language (about 8.5 px a character at 15 px)
    width = max(market_x + 18 + CARD_W + FAN + 20, 20 + round(len(heading) * 8.5))
    height = top + 3 * (CELL_H + GAP) + 6
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Arial, sans-serif" '
            f'role="img" aria-label="{escape(heading)}">'
            f'<rect width="100%" height="100%" fill="#fafafa"/>'
            f'<text x="10" y="22" font-size="15" fill="#111">{escape(heading)}</text>'
            + "".join(parts) + "</svg>")
