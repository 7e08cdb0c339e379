"""Skyway Robbery: programmed actions, heists and alarm dice, 2 to 5 players
(rules: docs/rules/skyway-robbery.md)."""

from .data import PACK, load_pack
from .rules import SKYWAY_ROBBERY, RobberyMove, SkywayRobbery, SkywayRobberyState

GAME = SKYWAY_ROBBERY

__all__ = ["GAME", "PACK", "SKYWAY_ROBBERY", "RobberyMove", "SkywayRobbery",
           "SkywayRobberyState", "load_pack"]
