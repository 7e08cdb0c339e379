"""Skyway Robbery's moves: the phases and the verbs each may play, the move ids and their
labels. Decisions inside an action are moves like any other (see
docs/rules/skyway-robbery.md, "Move notation"):

==================  ==============================================================
``hire:boxer``      draft: pay for a dealt gang member (``brig:boxer``: to the Brig)
``prog:tip``        put an action card in your next program slot
``pass``            do not resolve the revealed card
``tip``             resolve an Anonymous Tip; ``pickpocket``: take $2K
``skill:lawyer:x``  Use Skill (with its target, if it has one)
``buy:drill``       Acquire Asset by paying; ``threaten:guide`` by Strength
``heist``           Local Heist; ``jailbreak``; ``turf:docks``; ``sidejob:courier``
``repeat:heist``    Repeat an action card played earlier this round
``+boxer``          bring a gang member (or airship crew, or a threatening card)
``+drill@boxer``    the Boxer carries the Drill
``d2:drill``        the Drill bypasses defense 2 of the action; ``v3:engineer`` vents 3
``cut:physicist``   cut the power (its guard bypassed first)
``trick:smoke``     play a dirty trick
``go`` / ``abort``  carry out the planned action / give it up
``accept``          keep the alarm roll (instead of a reroll trick)
``arrest:boxer``    send a gang member to the Brig for a handcuffs
``free:boxer``      take a gang member out of the Brig
==================  ==============================================================

>>> parse("+drill@boxer")
RobberyMove(verb='carry', a='drill', b='boxer')
>>> parse("d2:drill").label
'The Drill gets past defense 2'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from skywidgets.core.engine import Move, State
from skywidgets.core.errors import IllegalMove

from .data import ACTIONS, PACK, PICKPOCKET_MONEY, RULES, Pack

DRAFT, PROGRAM, ACT, PLAN, THREAT, ROLLED, ARREST, FREE, OVER = (
    "draft", "program", "act", "plan", "threat", "rolled", "arrest", "free", "over")
#: every phase a game can be in
PHASES = (DRAFT, PROGRAM, ACT, PLAN, THREAT, ROLLED, ARREST, FREE, OVER)
#: the moves each phase may take, by verb
PHASE_VERBS = {
    DRAFT: ("hire", "brig"),
    PROGRAM: ("prog",),
    ACT: ("pass", "tip", "pickpocket", "skill", "buy", "threaten", "heist", "jailbreak",
          "turf", "sidejob", "repeat"),
    PLAN: ("bring", "carry", "beat", "vent", "cut", "trick", "go", "abort"),
    THREAT: ("bring", "trick", "go", "abort"),
    ROLLED: ("trick", "accept"),
    ARREST: ("arrest",),
    FREE: ("free",),
    OVER: (),
}

_CARD = r"[a-z][a-z0-9_]*(?:-\d+)?"
_PATTERNS = (
    ("carry", re.compile(rf"\+({_CARD})@({_CARD})")),
    ("bring", re.compile(rf"\+({_CARD})")),
    ("beat", re.compile(rf"d([1-9]\d?):({_CARD})")),
    ("vent", re.compile(rf"v([1-9]\d?):({_CARD})")),
    ("skill", re.compile(rf"skill:({_CARD})(?::(p[1-5]|{_CARD}))?")),
    ("word", re.compile(rf"(hire|brig|prog|buy|threaten|turf|sidejob|repeat|cut|trick|arrest"
                        rf"|free):({_CARD})")),
    ("bare", re.compile(r"(pass|tip|pickpocket|heist|jailbreak|go|abort|accept)")),
)


@dataclass(frozen=True)
class RobberyMove(Move):
    """A move: ``verb`` and up to two arguments (card ids, a defense number, a seat)."""

    verb: str
    a: str = ""
    b: str = ""

    @property
    def id(self) -> str:
        verb, a, b = self.verb, self.a, self.b
        if verb == "bring":
            return f"+{a}"
        if verb == "carry":
            return f"+{a}@{b}"
        if verb == "beat":
            return f"d{a}:{b}"
        if verb == "vent":
            return f"v{a}:{b}"
        if verb == "skill":
            return f"skill:{a}:{b}" if b else f"skill:{a}"
        return f"{verb}:{a}" if a else verb

    @property
    def label(self) -> str:
        return move_label(self, None)


def parse(text: str) -> RobberyMove:
    """Read a move id (see the module's table); raise IllegalMove citing the notation."""
    if isinstance(text, str):
        for verb, pattern in _PATTERNS:
            found = pattern.fullmatch(text)
            if found:
                if verb == "word":
                    return RobberyMove(found.group(1), found.group(2))
                if verb == "bare":
                    return RobberyMove(found.group(1))
                a, b = (*found.groups(), "")[:2]
                return RobberyMove(verb, a, b or "")
    raise IllegalMove(text, "not a Skyway Robbery move id", RULES["notation"])


#: every move made by :func:`M`, by its verb and parts
_MADE: dict[tuple[str, str, str], RobberyMove] = {}


def M(verb: str, a: str = "", b: str = "") -> RobberyMove:
    """The move ``verb`` with its parts, made once and then shared (moves are frozen):
    the rules list the same few thousand moves at every step of every rollout, and
    looking one up costs a twentieth of making it.

    >>> M("beat", "1", "boxer") is M("beat", "1", "boxer")
    True
    """
    move = _MADE.get((verb, a, b))
    if move is None:
        move = _MADE[verb, a, b] = RobberyMove(verb, a, b)
    return move


PASS, TIP, PICK, GO, ABORT, ACCEPT = M("pass"), M("tip"), M("pickpocket"), M("go"), M("abort"), M("accept")
HEIST, JAILBREAK = M("heist"), M("jailbreak")
PROGRAM_MOVES = tuple(M("prog", action) for action in ACTIONS)


def move_label(move: RobberyMove, state: State | None) -> str:
    """A human description of ``move``, naming its cards as ``state``'s pack does (the
    shipped pack's names without a state)."""
    pack = state.pack if state is not None else PACK

    def name(card: str) -> str:
        try:
            return state.card_name(card) if state is not None else printed_name(pack, card)
        except KeyError:
            return card

    verb, a, b = move.verb, move.a, move.b
    if verb == "hire":
        return f"hire {name(a)}"
    if verb == "brig":
        return f"send {name(a)} to the Brig"
    if verb == "prog":
        card = pack.actions.get(a)
        return f"program {card.name if card else a}"
    if verb == "pass":
        return "do not resolve this card"
    if verb == "tip":
        return "give an anonymous tip"
    if verb == "pickpocket":
        return f"pickpocket ${PICKPOCKET_MONEY}K"
    if verb == "skill":
        target = ""
        if b:
            target = f" on player {b[1:]}" if b.startswith("p") and b[1:].isdigit() else f" on {name(b)}"
        return f"{name(a)} uses a skill{target}"
    if verb == "buy":
        return f"buy {name(a)}"
    if verb == "threaten":
        return f"threaten {name(a)}"
    if verb in ("heist", "jailbreak"):
        return {"heist": "carry out the Local Heist", "jailbreak": "break into the Brig"}[verb]
    if verb == "turf":
        return f"start the Turf War {name(a)}"
    if verb == "sidejob":
        return f"start the Side Job {name(a)}"
    if verb == "repeat":
        card = pack.actions.get(a)
        return f"repeat {card.name if card else a}"
    if verb == "bring":
        return f"bring {name(a)}"
    if verb == "carry":
        return f"{name(b)} carries {name(a)}"
    if verb == "beat":
        return f"{name(b)} gets past defense {a}"
    if verb == "vent":
        return f"{name(b)} skips defense {a} through a vent"
    if verb == "cut":
        return f"{name(a)} cuts the power"
    if verb == "trick":
        return f"play the dirty trick {name(a)}"
    if verb == "go":
        return "go: roll the alarm dice"
    if verb == "abort":
        return "call it off"
    if verb == "accept":
        return "keep this roll"
    if verb == "arrest":
        return f"{name(a)} is arrested"
    if verb == "free":
        return f"free {name(a)} from the Brig"
    return move.id


def printed_name(pack: Pack, card: str) -> str:
    """The printed name of a card of ``pack`` (KeyError for no card of it)."""
    for table in (pack.gang, pack.equipment, pack.crew, pack.turf_wars, pack.side_jobs,
                  pack.loot, pack.tricks):
        if card in table:
            return table[card].name
    return pack.defense_of(card).name
