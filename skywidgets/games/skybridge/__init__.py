"""Skybridge: towers, bridges and roofs on nine bases, 2 to 4 players
(rules: docs/rules/skybridge.md)."""

from .game import GAME, SkybridgeGame
from .rules import Placement, SkybridgeState

__all__ = ["GAME", "SkybridgeGame", "Placement", "SkybridgeState"]
