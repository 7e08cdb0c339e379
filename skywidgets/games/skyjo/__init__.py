"""Skyjo: 2 to 8 players, hidden 3x4 grids, lowest score wins (rules: docs/rules/skyjo.md)."""

from .rules import SKYJO, Skyjo, SkyjoMove, SkyjoState

GAME = SKYJO

__all__ = ["GAME", "SKYJO", "Skyjo", "SkyjoMove", "SkyjoState"]
