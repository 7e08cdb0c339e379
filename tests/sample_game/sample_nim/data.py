"""Nim's tables: the heaps at the start and the rules by key."""

from skywidgets.core.rulebook import Rulebook

#: counters in each heap at the start
HEAPS = (3, 4, 5)
#: heap names in move ids: "b2" takes 2 counters from heap b
HEAP_LETTERS = "abcdefgh"
#: the most heaps a set position may have
MAX_HEAPS = len(HEAP_LETTERS)
#: the most counters a heap may hold in a set position (move ids have one digit)
MAX_COUNTERS = 9

RULES = Rulebook("Nim", {
    "take": ("Play", "take one or more counters from one heap"),
    "end": ("End", "whoever takes the last counter wins"),
    "notation": ("Notation", "a heap letter and how many counters, e.g. b2", True),
    "positions": ("Set positions", "heaps of 0 to 9 counters, two players", True),
})
