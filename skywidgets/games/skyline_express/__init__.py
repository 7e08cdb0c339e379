"""Skyline Express Roll & Write: dice drafting into a train carriage, 1 to 4 players, with the
rulebook's solo AI opponent (rules: docs/rules/skyline-express.md)."""

from .game import GAME, SkylineExpressGame
from .rules import SkylineExpressState, SkylineMove

__all__ = ["GAME", "SkylineExpressGame", "SkylineExpressState", "SkylineMove"]
