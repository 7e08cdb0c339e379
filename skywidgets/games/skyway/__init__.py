"""Skyway: solo card drafting into a 3x3 grid (rules: docs/rules/skyway.md)."""

from .rules import SKYWAY, Draft, Skyway, SkywayState

GAME = SKYWAY

__all__ = ["GAME", "SKYWAY", "Draft", "Skyway", "SkywayState"]
