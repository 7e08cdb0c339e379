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
from skywidgets.i18n import msg

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
    raise IllegalMove(text, msg("not a Skyway Robbery move id"), RULES["notation"])


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
    if verb in ("prog", "repeat"):
        card = pack.actions.get(a)
        action = card.name if card else a
        return (msg("program {action}", action=action) if verb == "prog"
                else msg("repeat {action}", action=action))
    if verb == "skill" and b:
        if b.startswith("p") and b[1:].isdigit():
            return msg("{card} uses a skill on player {n}", card=name(a), n=b[1:])
        return msg("{card} uses a skill on {target}", card=name(a), target=name(b))
    words = {
        "hire": lambda: msg("hire {card}", card=name(a)),
        "brig": lambda: msg("send {card} to the Brig", card=name(a)),
        "pass": lambda: msg("do not resolve this card"),
        "tip": lambda: msg("give an anonymous tip"),
        "pickpocket": lambda: msg("pickpocket ${amount}K", amount=PICKPOCKET_MONEY),
        "skill": lambda: msg("{card} uses a skill", card=name(a)),
        "buy": lambda: msg("buy {card}", card=name(a)),
        "threaten": lambda: msg("threaten {card}", card=name(a)),
        "heist": lambda: msg("carry out the Local Heist"),
        "jailbreak": lambda: msg("break into the Brig"),
        "turf": lambda: msg("start the Turf War {card}", card=name(a)),
        "sidejob": lambda: msg("start the Side Job {card}", card=name(a)),
        "bring": lambda: msg("bring {card}", card=name(a)),
        "carry": lambda: msg("{member} carries {card}", member=name(b), card=name(a)),
        "beat": lambda: msg("{card} gets past defense {n}", card=name(b), n=a),
        "vent": lambda: msg("{card} skips defense {n} through a vent", card=name(b), n=a),
        "cut": lambda: msg("{card} cuts the power", card=name(a)),
        "trick": lambda: msg("play the dirty trick {card}", card=name(a)),
        "go": lambda: msg("go: roll the alarm dice"),
        "abort": lambda: msg("call it off"),
        "accept": lambda: msg("keep this roll"),
        "arrest": lambda: msg("{card} is arrested", card=name(a)),
        "free": lambda: msg("free {card} from the Brig", card=name(a)),
    }.get(verb)
    if words is not None:
        return words()
    return move.id


def printed_name(pack: Pack, card: str) -> str:
    """The printed name of a card of ``pack`` (KeyError for no card of it)."""
    for table in (pack.gang, pack.equipment, pack.crew, pack.turf_wars, pack.side_jobs,
                  pack.loot, pack.tricks):
        if card in table:
            return table[card].name
    return pack.defense_of(card).name
