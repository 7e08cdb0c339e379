"""Write js/dev/board-fixtures.js: the generic board's positions, from the widget.

    python3 js/dev/board_fixtures.py

Each scenario is a real ``skywidgets.Board`` on a small game of
tests/widget/board_games.py, printed with the traits Python syncs (``view``, ``moves``,
``pieces``...) exactly as the browser gets them. "cards": RaceOnCards with a row of
standard playing cards beside its own cards (``TrumpsOnCards``), which the cards piece
draws as the games' shared playing card (js/src/shared/card-view.js).
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any, Mapping

from skywidgets import Board

REPO = Path(__file__).resolve().parents[2]
OUT = Path(__file__).with_name("board-fixtures.js")
TRAITS = ("game", "title", "players", "seat", "view", "moves", "pieces", "log_entries", "ply",
          "settings", "bots", "rollout_bots", "error", "viewing", "busy", "outcomes")


def board_games():
    """tests/widget/board_games.py, the games a learner writes in a cell."""
    path = REPO / "tests" / "widget" / "board_games.py"
    spec = importlib.util.spec_from_file_location("board_games", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


GAMES = board_games()

# a face-up playing card of each suit (one playing a move, one in a seat's tone, one
# muted), a face-down card with a count on its back, and a card that is no playing card
PLAYING_CARDS = [
    {"text": "7\u2665", "face": "up", "move": "+1", "name": "seven"},
    {"text": "10\u2666", "face": "up", "tone": "seat1"},
    {"text": "K\u2663", "face": "up"},
    {"text": "A\u2660", "face": "up", "tone": "muted"},
    {"text": "3", "face": "down", "name": "the pile"},
    {"text": "Joker", "face": "up"},
]


class TrumpsOnCards(GAMES.RaceOnCards):
    """RaceOnCards with a row of playing cards after its own cards."""

    def pieces(self, view: Mapping[str, Any]) -> list[dict]:
        pieces = super().pieces(view)
        pieces.insert(3, {"kind": "cards", "label": "Playing cards", "cards": PLAYING_CARDS})
        return pieces


def traits(widget) -> dict:
    data = {name: getattr(widget, name) for name in TRAITS}
    return json.loads(json.dumps(data))  # plain JSON types (tuples become lists)


def main() -> None:
    board = Board(TrumpsOnCards(), players=["Ann", "Ben"], seed=1)
    scenarios = {"cards": traits(board)}
    board.close()
    OUT.write_text(
        "// Written by js/dev/board_fixtures.py: the generic board's positions. Never bundled.\n"
        f"export const scenarios = {json.dumps(scenarios, ensure_ascii=False, indent=1)};\n",
        encoding="utf-8")
    print(f"wrote {OUT.relative_to(REPO)}: {', '.join(scenarios)}")


if __name__ == "__main__":
    main()
