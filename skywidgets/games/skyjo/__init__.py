"""Skyjo: 2 to 8 players, each with a hidden 3x4 grid of cards to turn up and improve by
drawing, taking and swapping; the lowest total wins (rules: docs/rules/skyjo.md)."""

from .game import GAME, SkyjoGame
from .rules import SkyjoMove, SkyjoState

__all__ = ["GAME", "SkyjoGame", "SkyjoMove", "SkyjoState"]
