"""Skyway: solo card drafting into a 3x3 grid, building a rising path of five in every
suit over three passes through the deck (rules: docs/rules/skyway.md)."""

from .game import GAME, SkywayGame
from .rules import Draft, SkywayState

__all__ = ["GAME", "SkywayGame", "Draft", "SkywayState"]
