"""Skyline Express Roll & Write: dice drafting into a train carriage, 1 to 4 players, with the
rulebook's solo AI opponent (rules: docs/rules/skyline-express.md)."""

from .rules import SKYLINE_EXPRESS, SkylineExpress, SkylineMove, SkylineState

GAME = SKYLINE_EXPRESS

__all__ = ["GAME", "SKYLINE_EXPRESS", "SkylineExpress", "SkylineMove", "SkylineState"]
