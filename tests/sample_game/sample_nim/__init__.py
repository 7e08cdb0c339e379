"""Nim: a sample game that lives only in the tests. Two players take turns taking
one or more counters from one heap; whoever takes the last counter wins.

It has every file a game of skywidgets has (docs/adding-a-game.md), and the tests
register it with one call, the way a real game is one line in
``skywidgets.games.GAMES``, to prove that a new game needs no other shared edit.
"""

from .game import GAME, NimGame
from .rules import NimState, Take

__all__ = ["GAME", "NimGame", "NimState", "Take"]
