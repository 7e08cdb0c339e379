"""Skyway Robbery: programmed actions, heists and alarm dice, 2 to 5 players. Every round
each player programs three action cards face down, then resolves them one at a time:
hiring, buying, tipping off the police, and illegal jobs planned past a location's
defenses before the alarm dice roll. The cards are a content pack (``load_pack``). The
rules, and every decision the rulebook left open, are on docs/rules/skyway-robbery.md.
"""

from .data import PACK, load_pack
from .game import GAME, SkywayRobberyGame
from .moves import RobberyMove
from .rules import SkywayRobberyState

__all__ = ["GAME", "PACK", "RobberyMove", "SkywayRobberyGame", "SkywayRobberyState",
           "load_pack"]
