"""Skybridge: towers, bridges and roofs on nine bases, 2 to 4 players
(rules: docs/rules/skybridge.md)."""

from .rules import SKYBRIDGE, Placement, Skybridge, SkybridgeState

GAME = SKYBRIDGE

__all__ = ["GAME", "SKYBRIDGE", "Placement", "Skybridge", "SkybridgeState"]
