"""Skyline Express Roll & Write: the sheet, the dice, the goals and the services, as tables.

Everything the rulebook leaves out and we designed is in this one file and marked
``ours`` (see docs/rules/skyline-express.md): replace a table here to change it.

The carriage, seen from above with the windows at the top and the corridor at the
bottom, is six compartments side by side. In each compartment two benches face each
other, the left bench looking right and the right bench looking left; each bench has
a window seat and an aisle seat. Seats are named by compartment and letter::

     window:   1a 1b | 2a 2b | ... | 6a 6b
     aisle:    1c 1d | 2c 2d | ... | 6c 6d

``a``/``c`` make the left bench, ``b``/``d`` the right one, so ``a`` sits across
from ``b`` and ``c`` across from ``d``. Seats are numbered 0-23 in reading order
(the window row, then the aisle row).

>>> SEAT_NAMES[0], SEAT_NAMES[13], COMPARTMENT_SEATS[1]
('1a', '1d', (2, 3, 14, 15))
"""

from __future__ import annotations

from skywidgets.core.fields import is_whole
from skywidgets.core.rulebook import Rulebook
from skywidgets.i18n import Msg, msg

# --------------------------------------------------------------------- dice and colours
COLOURS = ("yellow", "blue", "green", "red")
#: one letter per colour, used in move ids
COLOUR_LETTERS = {colour: colour[0] for colour in COLOURS}
LETTER_COLOURS = {letter: colour for colour, letter in COLOUR_LETTERS.items()}
#: a colour in words, as a sentence needs it (a language may decline colours): plain ("a
#: yellow die", "blue and green"), for the die ("take the yellow die") and for a passenger
#: seated ("seat a yellow passenger")
COLOUR_WORDS = {"yellow": msg("yellow"), "blue": msg("blue"), "green": msg("green"),
                "red": msg("red")}
THE_DIE_COLOUR = {"yellow": msg("yellow", context="the yellow die"),
                  "blue": msg("blue", context="the yellow die"),
                  "green": msg("green", context="the yellow die"),
                  "red": msg("red", context="the yellow die")}
SEATED_COLOUR = {"yellow": msg("yellow", context="seat a yellow passenger"),
                 "blue": msg("blue", context="seat a yellow passenger"),
                 "green": msg("green", context="seat a yellow passenger"),
                 "red": msg("red", context="seat a yellow passenger")}


def colour_list(colours) -> Msg | str:
    """Colours as a sentence lists them (the words of the board's ``joinNames``).

    >>> colour_list(["blue", "green", "red"])
    'blue, green and red'
    """
    words = [COLOUR_WORDS[c] for c in colours]
    names = words[0]
    for word in words[1:-1]:
        names = msg("{names}, {next}", names=names, next=word)
    return names if len(words) == 1 else msg("{names} and {last}", names=names, last=words[-1])


DIE_FACES = (1, 2, 3, 4, 5, 6)
PERSONA_VALUES = (5, 6)

# --------------------------------------------------------------------- the carriage
COMPARTMENTS = 6
SEATS_PER_COMPARTMENT = 4
SEATS = COMPARTMENTS * SEATS_PER_COMPARTMENT
SEAT_LETTERS = "abcd"


def _seat_index(compartment: int, letter: str) -> int:
    row = 0 if letter in "ab" else 1  # window row, aisle row
    column = compartment * 2 + (0 if letter in "ac" else 1)
    return row * COMPARTMENTS * 2 + column


#: seat index -> name such as "3b"
SEAT_NAMES = tuple(sorted(
    (f"{c + 1}{letter}" for c in range(COMPARTMENTS) for letter in SEAT_LETTERS),
    key=lambda name: _seat_index(int(name[:-1]) - 1, name[-1])))
SEAT_BY_NAME = {name: index for index, name in enumerate(SEAT_NAMES)}
#: compartment -> its seats in the order a, b, c, d (window left, window right, aisle left,
#: aisle right): the order a passenger is seated in within one compartment
COMPARTMENT_SEATS = tuple(tuple(_seat_index(c, letter) for letter in SEAT_LETTERS)
                          for c in range(COMPARTMENTS))
SEAT_COMPARTMENT = tuple(next(c for c, seats in enumerate(COMPARTMENT_SEATS) if s in seats)
                         for s in range(SEATS))
#: positions within a compartment (indices into COMPARTMENT_SEATS rows)
LEFT_BENCH, RIGHT_BENCH = (0, 2), (1, 3)
WINDOW_SEATS, AISLE_SEATS = (0, 1), (2, 3)

# --------------------------------------------------------------------- tracks (ours)
#: spaces on each track: as many as a player can ever gain (24 passengers, at most two
#: tickets or one dice point each), so nothing is ever lost to a full track
TICKET_TRACK = 48
DICE_POINT_TRACK = 24
SERVICE_COST = 5
CHANGE_VALUE_COST = 1
CHANGE_COLOUR_COST = 3

# --------------------------------------------------------------------- goals
#: Each colour's row of three goals, picked by that die's value at setup. A pattern is
#: checked per compartment and scores its points once for every compartment that shows
#: it. Kinds:
#:   across      two passengers of ``colours[0]`` on one bench, two of ``colours[1]`` on
#:               the bench facing it
#:   surrounded  one passenger of ``colours[0]``, the other three all of one other colour
#:   rainbow     four passengers of four different colours
#:   windows     both window seats one colour, both aisle seats one other colour
GOALS = (
    {"id": "yellow-1-2", "die": "yellow", "values": (1, 2), "points": 5, "ours": False,
     "pattern": {"kind": "across", "colours": ("blue", "red")},
     "text": msg("5 points for each compartment where 2 blue passengers sit across 2 red "
                 "passengers")},
    {"id": "yellow-3-4", "die": "yellow", "values": (3, 4), "points": 5, "ours": False,
     "pattern": {"kind": "across", "colours": ("yellow", "blue")},
     "text": msg("5 points for each compartment where 2 yellow passengers sit across 2 blue "
                 "passengers")},
    {"id": "yellow-5-6", "die": "yellow", "values": (5, 6), "points": 5, "ours": False,
     "pattern": {"kind": "across", "colours": ("yellow", "green")},
     "text": msg("5 points for each compartment where 2 yellow passengers sit across 2 green "
                 "passengers")},
    {"id": "blue-1-2", "die": "blue", "values": (1, 2), "points": 5, "ours": False,
     "pattern": {"kind": "across", "colours": ("green", "blue")},
     "text": msg("5 points for each compartment where 2 green passengers sit across 2 blue "
                 "passengers")},
    {"id": "blue-3-4", "die": "blue", "values": (3, 4), "points": 5, "ours": False,
     "pattern": {"kind": "across", "colours": ("green", "red")},
     "text": msg("5 points for each compartment where 2 green passengers sit across 2 red "
                 "passengers")},
    {"id": "blue-5-6", "die": "blue", "values": (5, 6), "points": 5, "ours": False,
     "pattern": {"kind": "across", "colours": ("red", "yellow")},
     "text": msg("5 points for each compartment where 2 red passengers sit across 2 yellow "
                 "passengers")},
    {"id": "green-1-2", "die": "green", "values": (1, 2), "points": 5, "ours": False,
     "pattern": {"kind": "surrounded", "colours": ("green",)},
     "text": msg("5 points for each compartment where 1 green passenger is surrounded by 3 "
                 "passengers of one other colour")},
    {"id": "green-3-4", "die": "green", "values": (3, 4), "points": 5, "ours": False,
     "pattern": {"kind": "surrounded", "colours": ("yellow",)},
     "text": msg("5 points for each compartment where 1 yellow passenger is surrounded by 3 "
                 "passengers of one other colour")},
    # the rulebook's table stops here, mid-row: the rest is ours
    {"id": "green-5-6", "die": "green", "values": (5, 6), "points": 5, "ours": True,
     "pattern": {"kind": "surrounded", "colours": ("blue",)},
     "text": msg("5 points for each compartment where 1 blue passenger is surrounded by 3 "
                 "passengers of one other colour")},
    {"id": "red-1-2", "die": "red", "values": (1, 2), "points": 4, "ours": True,
     "pattern": {"kind": "rainbow", "colours": ()},
     "text": msg("4 points for each compartment with passengers of all four colours")},
    {"id": "red-3-4", "die": "red", "values": (3, 4), "points": 5, "ours": True,
     "pattern": {"kind": "windows", "colours": ()},
     "text": msg("5 points for each compartment where both window seats hold one colour and both "
                 "aisle seats another")},
    {"id": "red-5-6", "die": "red", "values": (5, 6), "points": 5, "ours": True,
     "pattern": {"kind": "surrounded", "colours": ("red",)},
     "text": msg("5 points for each compartment where 1 red passenger is surrounded by 3 "
                 "passengers of one other colour")},
)
GOAL_BY_ID = {goal["id"]: goal for goal in GOALS}


def goal_for(colour: str, value: int) -> str:
    """The goal a die of ``colour`` showing ``value`` picks at setup.

    >>> goal_for("blue", 1)
    'blue-1-2'
    """
    return next(g["id"] for g in GOALS if g["die"] == colour and value in g["values"])


# --------------------------------------------------------------------- services (ours)
#: A service names two colours and scores 2 points per pair of passengers in them. The
#: sheet has two sets of the six colour pairs (a pair is a service's *type*): set 1 is
#: played by everyone, set 2 only with 3 or 4 players. Listed leftmost-topmost first.
SERVICE_PAIRS = (("yellow", "blue"), ("yellow", "green"), ("yellow", "red"),
                 ("blue", "green"), ("blue", "red"), ("green", "red"))
SERVICE_NAMES = {("yellow", "blue"): msg("Dining car"), ("yellow", "green"): msg("Newsstand"),
                 ("yellow", "red"): msg("Sleeper"), ("blue", "green"): msg("Luggage porter"),
                 ("blue", "red"): msg("Observation deck"), ("green", "red"): msg("Tea trolley")}
SERVICES = tuple(
    {"id": f"s{set_index * 6 + k + 1}", "set": set_index + 1, "colours": pair,
     "type": "-".join(pair), "name": SERVICE_NAMES[pair], "ours": True}
    for set_index in range(2) for k, pair in enumerate(SERVICE_PAIRS))
POINTS_PER_SERVICE_PAIR = 2


def services_in_play(players: int) -> tuple[int, ...]:
    """Indices of the services a game uses: one set with 1-2 players, both with 3-4."""
    sets = 1 if players <= 2 else 2
    return tuple(i for i, service in enumerate(SERVICES) if service["set"] <= sets)


RULES = Rulebook("Skyline Express", {
    "sheet": ("Goal of the Game", "a carriage of 6 compartments, each two facing benches "
                                  "with a window seat and an aisle seat"),
    "geometry": ("Goal of the Game", "seats 1a-6d: a/c the left bench, b/d the right one; "
                                     "a and b by the window, c and d by the aisle", True),
    "goals": ("Setup", "the first player rolls the 4 dice: each die's colour and value pick "
                       "that colour's goal; all players share them"),
    "roll": ("Gameplay", "the first player rolls all 4 dice; players in turn take one die"),
    "place": ("Gameplay", "the chosen die's passenger goes in any empty seat of your carriage"),
    "bonus": ("Gameplay", "value 1: two tickets; 2 to 4: a ticket and a dice point; "
                          "5 or 6: the passenger is a persona"),
    "two_players": ("2 Player Game", "the first player takes one die, the second two, the "
                                     "first the last"),
    "three_players": ("Gameplay", "with three players the die no one takes is not used", True),
    "order": ("Gameplay", "players take dice in turn from the first player; the first-player "
                          "marker then passes left"),
    "change_value": ("Special Actions", "1 dice point changes the chosen die's value by one; "
                                        "never 1 to 6 or 6 to 1"),
    "change_colour": ("Special Actions", "3 dice points place a passenger of a colour other "
                                         "than the chosen die's"),
    "service": ("Ticket Action", "5 tickets buy an available service; it is then crossed out "
                                 "for everyone"),
    "service_type": ("Ticket Action", "no one holds two services of the same type"),
    "service_sets": ("Ticket Action", "one set of services with 1-2 players, both sets with "
                                      "3-4"),
    "spend": ("Spending Dice Points and Tickets", "spent dice points and tickets are crossed "
                                                  "out for good"),
    "turn": ("Special Actions", "special actions happen on your own turn, before or after "
                                "placing your passenger", True),
    "end": ("Game End", "the game ends when every carriage is full"),
    "scoring": ("Game End", "goals per compartment (repeatable), personas (1 + each passenger "
                            "of its colour in its compartment), services (2 per pair)"),
    "ties": ("Game End", "ties go to the most dice points left, then are shared"),
    "solo": ("Solo Game", "the player always starts; picks a die for themself and one for the "
                          "AI opponent, rerolls the other two and picks again"),
    "ai_dice": ("Choosing Dice for the AI Opponent", "the colour it has least of, then the "
                                                     "highest value, then the most service "
                                                     "points, then the player decides"),
    "ai_persona": ("Choosing Dice for the AI Opponent", "the AI must spend dice points to "
                                                        "turn its die into a 5 when it can"),
    "ai_service": ("Choosing Dice for the AI Opponent", "on reaching 5 tickets the AI takes "
                                                        "the service worth most now; ties: "
                                                        "leftmost, topmost"),
    "ai_place": ("Passenger Placement Rules", "the AI fills one compartment per colour, then "
                                              "the next empty one, then the first free seat "
                                              "in reading order"),
    "ai_scoring": ("Solo Game", "the AI scores no goals, double personas, services as usual; "
                                "it wins ties"),
    "notation": ("Move notation", "y/b/g/r take a die, + and - change its value, =g recolour "
                                  "the passenger, 3b place in seat 3b, s4 buy service 4, end "
                                  "ends the turn; ai-... are the AI opponent's steps", True),
    "position": ("Setup", "a position's sheets, dice and services must agree", True),
})


def check_content() -> None:
    """Check the tables above fit together (run at import): a replaced table that does not
    names the table, the entry and the field."""
    for colour in COLOURS:
        rows = [goal for goal in GOALS if goal["die"] == colour]
        covered = sorted(v for goal in rows for v in goal["values"])
        if covered != list(DIE_FACES):
            raise ValueError(f"GOALS: the {colour} goals cover values {covered}, "
                             f"not each of 1-6 once")
    for goal in GOALS:
        pattern = goal["pattern"]
        if pattern["kind"] not in ("across", "surrounded", "rainbow", "windows"):
            raise ValueError(f"GOALS[{goal['id']}].pattern.kind: unknown {pattern['kind']!r}")
        if any(c not in COLOURS for c in pattern["colours"]):
            raise ValueError(f"GOALS[{goal['id']}].pattern.colours: {pattern['colours']}")
        wanted = {"across": 2, "surrounded": 1, "rainbow": 0, "windows": 0}[pattern["kind"]]
        if len(pattern["colours"]) != wanted:
            raise ValueError(f"GOALS[{goal['id']}].pattern.colours: a {pattern['kind']} "
                             f"pattern names {wanted} colours")
        if not is_whole(goal["points"], 0):
            raise ValueError(f"GOALS[{goal['id']}].points: a whole number >= 0")
    for service in SERVICES:
        if len(service["colours"]) != 2 or any(c not in COLOURS for c in service["colours"]):
            raise ValueError(f"SERVICES[{service['id']}].colours: two of {COLOURS}")


check_content()
