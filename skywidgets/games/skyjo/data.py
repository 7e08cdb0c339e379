"""Skyjo's components and rule references, as frozen tables.

The rulebook does not list the cards; we use the published deck: five -2,
ten -1, fifteen 0 and ten each of 1 to 12 (150 cards).
"""

from __future__ import annotations

from skywidgets.core.rulebook import Rulebook

CARD_COUNTS = {-2: 5, -1: 10, 0: 15, **{value: 10 for value in range(1, 13)}}
DECK = tuple(value for value, count in sorted(CARD_COUNTS.items()) for _ in range(count))
VALUES = tuple(sorted(CARD_COUNTS))

ROWS, COLUMNS = 3, 4
SLOTS = ROWS * COLUMNS
#: slot numbers of each column, top to bottom (slots are numbered in reading order)
COLUMN_SLOTS = tuple(tuple(row * COLUMNS + col for row in range(ROWS)) for col in range(COLUMNS))
OPENING_REVEALS = 2
END_SCORE = 100

#: a slot's state
DOWN, UP, GONE = 0, 1, 2

RULES = Rulebook("Skyjo", {
    "cards": ("Contents", "150 cards: five -2, ten -1, fifteen 0 and ten each of 1 to 12 "
                          "(the published deck; the rulebook does not list them)", True),
    "setup": ("Setup", "each player gets 12 cards face down in three rows of four; one card "
                       "turned up starts the discard pile"),
    "reveal": ("Play", "every player first turns two of their own face-down cards face up"),
    "start": ("Play", "in the first round the highest sum of the two revealed cards starts"),
    "next_start": ("Play", "later rounds are started by the player who won the previous round "
                           "(the Icelandic text) or who ended it (the published rules)"),
    "turn": ("Play", "on your turn draw the top card of the draw pile or take the top card "
                     "of the discard pile"),
    "take": ("Taking from the discard pile", "a card taken from the discard pile must be swapped "
                                             "for one of your grid cards"),
    "draw": ("Drawing from the draw pile", "a drawn card is swapped for a grid card, or "
                                           "discarded and one face-down card turned up"),
    "flip": ("Drawing from the draw pile", "after discarding the drawn card you turn up one of "
                                           "your face-down cards"),
    "column": ("Special rule", "three face-up cards of the same value in a column are removed "
                               "(an option, on by default)"),
    "round_end": ("End of the round and of the game", "when a player has revealed their whole "
                                                      "grid, every other player has one more turn"),
    "double": ("End of the round and of the game", "the player who ended the round has their "
                                                   "round score doubled if it is not the lowest"),
    "reshuffle": ("Drawing from the draw pile", "when the draw pile runs out, the discard pile "
                                                "but its top card is shuffled into a new one", True),
    "game_end": ("End of the round and of the game", "the game ends at the end of the round in "
                                                     "which a player reaches 100 points; the "
                                                     "lowest total wins"),
    "notation": ("Move notation", "r5 reveal slot 5 (opening), d draw, t5 take the discard into "
                                  "slot 5, s5 swap the drawn card into slot 5, f5 discard it and "
                                  "flip slot 5; slots 1-12 in reading order", True),
    "position": ("Contents", "every one of the 150 cards is in exactly one place", True),
})
