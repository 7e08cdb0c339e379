"""A static SVG picture of a Nim view: a row of counters per heap."""

from __future__ import annotations

from typing import Any, Mapping

from .data import HEAP_LETTERS


def svg(view: Mapping[str, Any]) -> str:
    rows = []
    for index, counters in enumerate(view["heaps"]):
        y = 24 + 32 * index
        rows.append(f'<text x="8" y="{y + 5}" font-size="16">{HEAP_LETTERS[index]}</text>')
        rows += [f'<circle cx="{40 + 28 * i}" cy="{y}" r="11" fill="#c62828"/>'
                 for i in range(counters)]
    height = 16 + 32 * len(view["heaps"])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="300" height="{height}">'
            + "".join(rows) + "</svg>")
