"""Skyway Robbery's components: the content pack (cards as data files) and the rule references.

The rulebook names the components and their counts but not what is printed on the cards.
Our cards live in ``content/`` as JSON files, one per component (see
docs/rules/skyway-robbery.md, "The content pack", which is the schema in words). They are
read and checked when this module loads; a broken pack raises
:class:`~skywidgets.core.errors.BadContent` naming the file, the card and the field. A
teacher can write a pack of their own and play it with ``load_pack(folder)``.

>>> PACK.gang["demolitionist"].cost
7
>>> PACK.defenses["poison_darts"].icons
('poison', 'darts')
>>> PACK.odds_handcuffs
Fraction(1, 3)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping

from skywidgets.core.errors import BadContent, shown
from skywidgets.core.fields import is_whole, valid_text
from skywidgets.core.rulebook import Rulebook
from skywidgets.i18n import Msg, msg

CONTENT = Path(__file__).with_name("content")

# --------------------------------------------------------------------- fixed vocabulary
#: the seven action cards every player has (their texts are in the pack)
ACTIONS = ("tip", "skill", "asset", "pickpocket", "heist", "turf", "repeat")
ILLEGAL_ACTIONS = ("heist", "turf")
#: the four illegal actions (the two illegal cards offer two each)
JOBS = ("heist", "jailbreak", "turf_war", "side_job")
#: what a Use Skill can do (ours, see docs): a gang member's skill names one of these
SKILLS = {
    "cash": "take $<amount>K from the supply",
    "reputation": "gain <amount> Reputation",
    "lawyer": "take one gang member from the Brig into your hand",
    "recruit": "take the top card of the Gang Member deck into your hand",
    "scrounge": "take the top card of the Equipment deck into your hand",
    "steal": "take up to $<amount>K from one opponent",
    "sabotage": "discard one Defense card guarding the Brig; a new one replaces it",
}
SKILLS_WITH_AMOUNT = ("cash", "reputation", "steal")
#: endgame bonuses: Reputation at the end of the game
BONUSES = {
    "flat": "<amount> Reputation",
    "per_turf_war": "<amount> Reputation for each Turf War card you hold",
    "per_side_job": "<amount> Reputation for each Side Job card you hold",
    "per_loot": "<amount> Reputation for each Loot card you hold",
    "per_gang_member": "<amount> Reputation for each Gang Member you employ",
}
#: dirty tricks (ours): each is used once a game, during one of its owner's illegal actions
TRICKS = {
    "alarm_minus": "remove <amount> Alarm dice before rolling",
    "reroll": "after rolling, roll all the Alarm dice again (the new roll counts)",
    "vent": "any gang member on the job skips one more Defense, as through a Vent "
            "(not the Vault/Code)",
    "free_member": "one Gang Member over the limit of two adds no Alarm die",
    "strength": "add <amount> Strength (Turf War or threatening Airship Crew)",
    "payday": "if the action succeeds, take $<amount>K more",
}
TRICKS_WITH_AMOUNT = ("alarm_minus", "strength", "payday")


def skill_text(kind: str, amount: int = 0) -> Msg:
    """What a skill of ``kind`` does, in words to translate (``SKILLS`` says the same).

    >>> skill_text("cash", 3)
    'take $3K from the supply'
    """
    return {
        "cash": lambda: msg("take ${amount}K from the supply", amount=amount),
        "reputation": lambda: msg("gain {amount} Reputation", amount=amount),
        "lawyer": lambda: msg("take one gang member from the Brig into your hand"),
        "recruit": lambda: msg("take the top card of the Gang Member deck into your hand"),
        "scrounge": lambda: msg("take the top card of the Equipment deck into your hand"),
        "steal": lambda: msg("take up to ${amount}K from one opponent", amount=amount),
        "sabotage": lambda: msg("discard one Defense card guarding the Brig; a new one replaces it"),
    }[kind]()


def bonus_text(kind: str, amount: int) -> Msg:
    """An endgame bonus in words to translate (``BONUSES`` says the same)."""
    return {
        "flat": lambda: msg("{amount} Reputation", amount=amount),
        "per_turf_war": lambda: msg("{amount} Reputation for each Turf War card you hold", amount=amount),
        "per_side_job": lambda: msg("{amount} Reputation for each Side Job card you hold", amount=amount),
        "per_loot": lambda: msg("{amount} Reputation for each Loot card you hold", amount=amount),
        "per_gang_member": lambda: msg("{amount} Reputation for each Gang Member you employ",
                                       amount=amount),
    }[kind]()


def trick_text(kind: str, amount: int = 0) -> Msg:
    """What a dirty trick of ``kind`` does, in words to translate (``TRICKS`` says the same)."""
    return {
        "alarm_minus": lambda: msg("remove {amount} Alarm dice before rolling", amount=amount),
        "reroll": lambda: msg("after rolling, roll all the Alarm dice again (the new roll counts)"),
        "vent": lambda: msg("any gang member on the job skips one more Defense, as through a Vent "
                            "(not the Vault/Code)"),
        "free_member": lambda: msg("one Gang Member over the limit of two adds no Alarm die"),
        "strength": lambda: msg("add {amount} Strength (Turf War or threatening Airship Crew)",
                                amount=amount),
        "payday": lambda: msg("if the action succeeds, take ${amount}K more", amount=amount),
    }[kind]()


#: the catalogue's context of a content pack's words (card names and what the cards say):
#: a pack's texts are translated like any other, its ids never
CONTENT_CONTEXT = "Skyway Robbery cards"


def content_texts(pack: "Pack") -> list[tuple[str, str]]:
    """Every text of ``pack`` a person reads (names, card texts), as (context, text) for
    the catalogue: what ``python -m skywidgets.locale.extract`` collects of the shipped pack."""
    found: dict[tuple[str, str], None] = {}
    for table in (pack.actions, pack.defenses, pack.locations, pack.loot, pack.side_jobs,
                  pack.turf_wars, pack.gang, pack.equipment, pack.crew, pack.tricks):
        for card in table.values():
            for value in vars(card).values():
                if isinstance(value, Msg) and value.context == CONTENT_CONTEXT:
                    found[(CONTENT_CONTEXT, value.msgid)] = None
    return list(found)
#: the alarm die's symbols: handcuffs arrest a gang member, an exit door does nothing
DIE_SYMBOLS = ("handcuffs", "exit")
#: the slots of the board, by card kind
SLOT_KINDS = ("gang", "equipment", "crew", "turf_war", "side_job")
#: the permanent defense at every location (the pack must define it, deck "none")
VAULT = "vault_code"

# --------------------------------------------------------------------- rulebook numbers
START_MONEY = 8
DRAFT_CARDS = 3
BRIG_MINIMUM = 2
TIP_REPUTATION = 2
PICKPOCKET_MONEY = 2
MONEY_PER_POINT = 2
MEMBER_LIMIT = 2
ROUTE_LENGTH = 5
PROGRAM_SLOTS = 3
JAILBREAK_TAKES = 2
DICE = 5
#: the rulebook's component counts, checked when a pack loads
COUNTS = {"locations": 10, "loot": 10, "side_jobs": 9, "turf_wars": 9, "gang": 49,
          "equipment": 32, "crew": 9, "defenses_normal": 14, "defenses_unusual": 9,
          "trick_boards": 5, "tricks_extra": 10}


# --------------------------------------------------------------------- the cards
@dataclass(frozen=True)
class Skill:
    kind: str
    amount: int = 0

    @property
    def text(self) -> Msg:
        return skill_text(self.kind, self.amount)


@dataclass(frozen=True)
class Bonus:
    kind: str
    amount: int

    @property
    def text(self) -> Msg:
        return bonus_text(self.kind, self.amount)


@dataclass(frozen=True)
class Defense:
    """A kind of defense; ``icons`` are the alternatives that bypass it (any one will do)."""

    id: str
    name: str
    icons: tuple[str, ...]
    powered: bool
    deck: str  # "normal", "unusual" or "none" (printed only)
    copies: int
    text: str = ""


@dataclass(frozen=True)
class Asset:
    """A Gang Member, Equipment or Airship Crew card."""

    id: str
    kind: str  # "gang", "equipment" or "crew"
    name: str
    cost: int
    strength: int
    icons: tuple[str, ...] = ()
    loud: bool = False
    vent: bool = False
    power: bool = False
    carries: int = 1
    alarm_removal: int = 0
    outside_limit: bool = False
    skill: Skill | None = None
    location: int | None = None
    bonus: Bonus | None = None
    jobs: tuple[str, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class Location:
    number: int
    name: str
    spaces: int
    defenses: tuple[str, ...]
    cards: int
    power_supply: bool
    loot: str
    text: str = ""


@dataclass(frozen=True)
class Loot:
    id: str
    name: str
    location: int
    money: int
    reputation: int
    bonus: Bonus | None = None
    text: str = ""


@dataclass(frozen=True)
class SideJob:
    id: str
    name: str
    defenses: tuple[str, ...]
    power_supply: str | None
    money: int
    reputation: int
    text: str = ""


@dataclass(frozen=True)
class TurfWar:
    id: str
    name: str
    strength: int
    reputation: int
    money: int = 0
    text: str = ""


@dataclass(frozen=True)
class Trick:
    id: str
    name: str
    kind: str
    amount: int = 0
    board: int | None = None  # which player board (0-4) shows it, None for an extra card
    text: str = ""

    @property
    def effect(self) -> Msg:
        """What the trick does, in the words of its kind."""
        return trick_text(self.kind, self.amount)


@dataclass(frozen=True)
class ActionCard:
    id: str
    name: str
    illegal: bool
    text: str = ""


@dataclass(frozen=True)
class Pack:
    """A whole content pack, checked. Cards are found by id in the tables below."""

    folder: str
    name: str
    actions: Mapping[str, ActionCard]
    defenses: Mapping[str, Defense]
    locations: Mapping[int, Location]
    loot: Mapping[str, Loot]
    side_jobs: Mapping[str, SideJob]
    turf_wars: Mapping[str, TurfWar]
    gang: Mapping[str, Asset]
    equipment: Mapping[str, Asset]
    crew: Mapping[str, Asset]
    tricks: Mapping[str, Trick]
    die: tuple[str, ...]
    airship: Mapping[str, int]
    dock: Mapping[str, int]
    brig_defenses: int
    brig_power_supply: bool
    #: defense card id -> its kind: copies get ids like "guards-2"
    defense_cards: Mapping[str, str] = field(default_factory=dict)

    @property
    def odds_handcuffs(self) -> Fraction:
        """The chance one alarm die shows handcuffs."""
        return Fraction(self.die.count("handcuffs"), len(self.die))

    def asset(self, card: str) -> Asset:
        return self.gang.get(card) or self.equipment.get(card) or self.crew[card]

    def is_asset(self, card: str) -> bool:
        return card in self.gang or card in self.equipment or card in self.crew

    def defense_of(self, card: str) -> Defense:
        """The defense a defense card (``"guards-2"``) or printed defense (``"sharks"``) is."""
        return self.defenses[self.defense_cards.get(card, card)]

    def all_cards(self) -> list[str]:
        """Every physical card the engine moves around, each once."""
        return [*self.loot, *self.side_jobs, *self.turf_wars, *self.gang, *self.equipment,
                *self.crew, *self.defense_cards, *self.tricks]


# --------------------------------------------------------------------- reading a pack
_SLUG = "abcdefghijklmnopqrstuvwxyz0123456789_"


class _Entry:
    """One entry of a data file, read field by field; every complaint names file, card, field."""

    def __init__(self, file: str, data: Any, index: int | str | None) -> None:
        self.file = file
        if not isinstance(data, dict):
            raise BadContent(file, None if index is None else str(index), None,
                             f"expected an object, not {type(data).__name__}")
        self.data = data
        ident = data.get("id", data.get("number"))
        # an id that is not valid text is named with its bad half escaped, never raw
        self.card = _cut(_printable(str(ident))) if isinstance(ident, (str, int)) else (
            None if index is None else f"#{index}")
        self.used: set[str] = set()

    def fail(self, name: str | None, reason: str) -> BadContent:
        return BadContent(self.file, self.card, name, reason)

    def get(self, name: str, kind: type | tuple, default: Any = ..., check: Callable | None = None,
            want: str = "") -> Any:
        self.used.add(name)
        if name not in self.data:
            if default is ...:
                raise self.fail(name, "missing")
            return default
        value = self.data[name]
        if isinstance(value, str):
            valid_text(value, name, error=lambda field, reason: self.fail(field, reason))
        ok = is_whole(value) if kind is int else isinstance(value, kind)
        if value is None and default is None:
            return None
        if not ok or (check is not None and not check(value)):
            raise self.fail(name, f"expected {want or getattr(kind, '__name__', kind)}, "
                                  f"not {shown(value)}")
        return value

    def count(self, name: str, default: Any = ..., low: int = 0, high: int = 99) -> int:
        return self.get(name, int, default, lambda v: low <= v <= high,
                        f"a whole number from {low} to {high}")

    def flag(self, name: str, default: bool = False) -> bool:
        return self.get(name, bool, default, want="true or false")

    def text(self, name: str, default: Any = ...) -> str:
        value = self.get(name, str, default, lambda v: bool(v.strip()) or name == "text",
                         "some text")
        # what a person reads goes through the catalogue (a pack of one's own: as written)
        return Msg(value, context=CONTENT_CONTEXT) if isinstance(value, str) and value.strip() else value

    def ident(self) -> str:
        return self.get("id", str, ..., lambda v: bool(v) and v[0].isalpha() and all(
            c in _SLUG for c in v), "an id of lower-case letters, digits and _")

    def words(self, name: str, default: Any = ..., choices: tuple | None = None,
              low: int = 0, high: int = 99) -> tuple[str, ...]:
        value = self.get(name, list, default if default is ... else list(default))
        for item in value:
            if not isinstance(item, str) or (choices is not None and item not in choices):
                raise self.fail(name, f"{shown(item)} is not one of "
                                      f"{', '.join(choices) if choices else 'the known names'}")
        if not low <= len(value) <= high:
            raise self.fail(name, f"expected {low} to {high} entries, not {len(value)}")
        if len(set(value)) != len(value):
            raise self.fail(name, "an entry is listed twice")
        return tuple(value)

    def kinded(self, name: str, kinds: Mapping[str, str], with_amount: tuple) -> Any:
        value = self.get(name, dict, None)
        if value is None:
            return None
        kind = value.get("kind")
        if not isinstance(kind, str) or kind not in kinds:
            raise self.fail(f"{name}.kind", f"{shown(kind)} is not one of {', '.join(kinds)}")
        amount = value.get("amount", 0)
        if not is_whole(amount, 0, 20):
            raise self.fail(f"{name}.amount", f"expected a whole number from 0 to 20, "
                                              f"not {shown(amount)}")
        if (kind in with_amount) != (amount > 0):
            raise self.fail(f"{name}.amount", f"a {kind!r} {'needs' if kind in with_amount else 'takes no'}"
                                              f" amount")
        extra = set(value) - {"kind", "amount"}
        if extra:
            raise self.fail(f"{name}.{sorted(extra)[0]}", "unknown field")
        return kind, amount

    def done(self) -> None:
        extra = sorted(set(self.data) - self.used)
        if extra:
            raise self.fail(extra[0], "unknown field (a typo?)")


#: a pack's numbers are small counts; Python refuses to read any of over 4300 digits
_MAX_DIGITS = 100


def _printable(text: str) -> str:
    """``text`` with any lone surrogate written as its escape (``\\ud800``)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _cut(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else f"{text[:limit - 1]}…"


def _read_json(folder: Path, name: str) -> Any:
    path = folder / name

    def read_int(digits: str) -> int:
        if len(digits.lstrip("-")) > _MAX_DIGITS:
            raise BadContent(name, None, None, f"a whole number of {len(digits.lstrip('-'))} "
                                               f"digits; a pack's numbers have at most "
                                               f"{_MAX_DIGITS}")
        return int(digits)

    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:  # missing, a folder, not permitted...
        raise BadContent(name, None, None, f"cannot read {shown(str(path), 120)}: "
                                           f"{err.strerror or err}") from None
    except UnicodeDecodeError as err:
        raise BadContent(name, None, None, f"not UTF-8 text (byte {err.start})") from None
    try:
        return json.loads(text, parse_int=read_int)
    except json.JSONDecodeError as err:
        raise BadContent(name, None, None,
                         f"not valid JSON (line {err.lineno}, column {err.colno}): {err.msg}"
                         ) from None
    except RecursionError:
        raise BadContent(name, None, None, "not valid JSON: nested too deeply") from None


def _entries(folder: Path, name: str, key: str | None = None) -> list[_Entry]:
    data = _read_json(folder, name)
    if key is not None:
        if not isinstance(data, dict) or key not in data:
            raise BadContent(name, None, key, "missing")
        data = data[key]
    if not isinstance(data, list):
        raise BadContent(name, None, key, "expected a list of cards")
    return [_Entry(name, item, index) for index, item in enumerate(data)]


def _expect_count(file: str, what: str, items: Any, wanted: int) -> None:
    if len(items) != wanted:
        raise BadContent(file, None, None, f"the rulebook's game has {wanted} {what}, "
                                           f"this pack {len(items)}")


def load_pack(folder: str | Path = CONTENT) -> Pack:
    """Read and check a content pack folder; raise BadContent naming file, card and field.

    >>> load_pack().locations[4].name
    'Glacier Research Facility'
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise BadContent(_cut(folder.name or str(folder)), None, None,
                         f"{shown(str(folder), 120)} is not a folder of pack files")
    ids: dict[str, str] = {}

    def claim(entry: _Entry, ident: str) -> str:
        if ident in ids:
            raise entry.fail("id", f"{shown(ident)} is already the id of a card in {ids[ident]}")
        ids[ident] = entry.file
        return ident

    # -- pack.json: the board's slots and the alarm die
    board = _Entry("pack.json", _read_json(folder, "pack.json"), None)
    pack_name = board.text("name")
    raw_die = board.get("alarm_die", list)
    if not 2 <= len(raw_die) <= 12 or any(face not in DIE_SYMBOLS for face in raw_die):
        raise board.fail("alarm_die", f"expected 2 to 12 faces, each one of {DIE_SYMBOLS}")
    if "exit" not in raw_die or "handcuffs" not in raw_die:
        raise board.fail("alarm_die", "the die needs at least one exit door and one handcuffs")
    die = tuple(raw_die)
    slots = {}
    for part in ("airship", "dock"):
        raw = board.get(part, dict)
        unknown = sorted(set(raw) - set(SLOT_KINDS))
        if unknown:
            raise board.fail(f"{part}.{unknown[0]}", f"not a slot kind ({', '.join(SLOT_KINDS)})")
        for kind, value in raw.items():
            if not is_whole(value, 0, 6):
                raise board.fail(f"{part}.{kind}", "expected a whole number from 0 to 6")
        slots[part] = {kind: raw.get(kind, 0) for kind in SLOT_KINDS}
    if not all(slots["airship"][kind] for kind in ("gang", "turf_war", "side_job")):
        raise board.fail("airship", "the airship needs gang, turf_war and side_job slots")
    brig_defenses = board.count("brig_defenses", low=0, high=4)
    brig_power = board.flag("brig_power_supply")
    board.done()

    # -- actions.json
    actions = {}
    for entry in _entries(folder, "actions.json"):
        ident = entry.ident()
        if ident not in ACTIONS:
            raise entry.fail("id", f"the action cards are {', '.join(ACTIONS)}")
        if ident in actions:
            raise entry.fail("id", "listed twice")
        actions[ident] = ActionCard(ident, entry.text("name"), ident in ILLEGAL_ACTIONS,
                                    entry.text("text", ""))
        entry.done()
    missing = [a for a in ACTIONS if a not in actions]
    if missing:
        raise BadContent("actions.json", missing[0], None, "this action card is missing")

    # -- defenses.json
    defenses: dict[str, Defense] = {}
    for entry in _entries(folder, "defenses.json"):
        ident = claim(entry, entry.ident())
        deck = entry.get("deck", str, "normal", lambda v: v in ("normal", "unusual", "none"),
                         '"normal", "unusual" or "none"')
        copies = entry.count("copies", 0 if deck == "none" else 1, 0, 9)
        if deck == "none" and copies:
            raise entry.fail("copies", 'a printed-only defense (deck "none") has no cards')
        defenses[ident] = Defense(ident, entry.text("name"), entry.words("icons", low=1, high=2),
                                  entry.flag("powered"), deck, copies, entry.text("text", ""))
        entry.done()
    if VAULT not in defenses or defenses[VAULT].deck != "none":
        raise BadContent("defenses.json", VAULT, None,
                         'the permanent Vault/Code defense must be defined, with deck "none"')
    for deck, key in (("normal", "defenses_normal"), ("unusual", "defenses_unusual")):
        total = sum(d.copies for d in defenses.values() if d.deck == deck)
        if total != COUNTS[key]:
            raise BadContent("defenses.json", None, "copies",
                             f"the {deck} defense cards add up to {total}, the rulebook's "
                             f"game has {COUNTS[key]}")
    icons = {icon for d in defenses.values() for icon in d.icons}
    defense_cards = {}
    for d in defenses.values():
        for n in range(1, d.copies + 1):
            card = f"{d.id}-{n}"
            if card in ids:
                raise BadContent("defenses.json", d.id, "id", f"its card id {card!r} is taken")
            ids[card] = "defenses.json"
            defense_cards[card] = d.id

    def defense_list(entry: _Entry, name: str, low: int, high: int) -> tuple[str, ...]:
        found = entry.words(name, low=low, high=high)
        for item in found:
            if item not in defenses:
                raise entry.fail(name, f"{shown(item)} is not a defense in defenses.json")
            if item == VAULT:
                raise entry.fail(name, "the Vault/Code is at every location already")
        return found

    # -- locations.json and loot.json
    locations: dict[int, Location] = {}
    loot_of: dict[str, int] = {}
    for entry in _entries(folder, "locations.json"):
        number = entry.count("number", low=1, high=10)
        if number in locations:
            raise entry.fail("number", "two locations have this number")
        loot = entry.get("loot", str)
        locations[number] = Location(number, entry.text("name"), entry.count("spaces", low=1,
                                                                                 high=6),
                                     defense_list(entry, "defenses", 0, 4),
                                     entry.count("cards", 0, 0, 3), entry.flag("power_supply"),
                                     loot, entry.text("text", ""))
        loot_of[loot] = number
        entry.done()
    _expect_count("locations.json", "locations", locations, COUNTS["locations"])
    loot: dict[str, Loot] = {}
    for entry in _entries(folder, "loot.json"):
        ident = claim(entry, entry.ident())
        where = entry.count("location", low=1, high=10)
        if loot_of.get(ident) != where:
            raise entry.fail("location", f"location {where} names loot "
                                         f"{shown(locations[where].loot)} in locations.json"
                             if where in locations else f"there is no location {where}")
        bonus = entry.kinded("bonus", BONUSES, tuple(BONUSES))
        loot[ident] = Loot(ident, entry.text("name"), where, entry.count("money"),
                           entry.count("reputation"), Bonus(*bonus) if bonus else None,
                           entry.text("text", ""))
        entry.done()
    for number, place in locations.items():
        if place.loot not in loot:
            raise BadContent("locations.json", str(number), "loot",
                             f"{shown(place.loot)} is not a card in loot.json")
    _expect_count("loot.json", "loot cards", loot, COUNTS["loot"])

    # -- side_jobs.json and turf_wars.json
    side_jobs = {}
    for entry in _entries(folder, "side_jobs.json"):
        ident = claim(entry, entry.ident())
        guard = entry.get("power_supply", str, None)
        if guard is not None and (guard not in defenses or guard == VAULT):
            raise entry.fail("power_supply", f"{shown(guard)} is not a defense in defenses.json "
                                             f"(other than the Vault/Code)")
        side_jobs[ident] = SideJob(ident, entry.text("name"), defense_list(entry, "defenses", 1, 4),
                                   guard, entry.count("money"), entry.count("reputation"),
                                   entry.text("text", ""))
        entry.done()
    _expect_count("side_jobs.json", "side jobs", side_jobs, COUNTS["side_jobs"])
    turf_wars = {}
    for entry in _entries(folder, "turf_wars.json"):
        ident = claim(entry, entry.ident())
        turf_wars[ident] = TurfWar(ident, entry.text("name"), entry.count("strength", low=1),
                                   entry.count("reputation"), entry.count("money", 0),
                                   entry.text("text", ""))
        entry.done()
    _expect_count("turf_wars.json", "turf wars", turf_wars, COUNTS["turf_wars"])

    # -- gang.json, equipment.json, crew.json
    def assets(file: str, kind: str) -> dict[str, Asset]:
        table = {}
        for entry in _entries(folder, file):
            ident = claim(entry, entry.ident())
            card_icons = entry.words("icons", (), low=0, high=4)
            for icon in card_icons:
                if icon not in icons:
                    raise entry.fail("icons", f"{shown(icon)} is on no defense in defenses.json "
                                              f"(icons: {', '.join(sorted(icons))})")
            where = entry.get("location", int, None, lambda v: v in locations,
                              "a location number from locations.json") if kind != "crew" else None
            skill = entry.kinded("skill", SKILLS, SKILLS_WITH_AMOUNT) if kind == "gang" else None
            bonus = entry.kinded("bonus", BONUSES, tuple(BONUSES)) if kind == "gang" else None
            jobs = entry.words("jobs", low=1, high=4, choices=JOBS) if kind == "crew" else ()
            table[ident] = Asset(
                ident, kind, entry.text("name"), entry.count("cost", high=20),
                entry.count("strength", 0, 0, 20), card_icons,
                loud=entry.flag("loud") if kind != "crew" else False,
                vent=entry.flag("vent") if kind != "equipment" else False,
                power=entry.flag("power"),
                carries=entry.count("carries", 1, 0, 3) if kind == "gang" else 0,
                alarm_removal=entry.count("alarm_removal", 0, 0, 3) if kind == "gang" else 0,
                outside_limit=entry.flag("outside_limit") if kind == "gang" else False,
                skill=Skill(*skill) if skill else None, location=where,
                bonus=Bonus(*bonus) if bonus else None, jobs=jobs, text=entry.text("text", ""))
            entry.done()
        return table

    gang = assets("gang.json", "gang")
    equipment = assets("equipment.json", "equipment")
    crew = assets("crew.json", "crew")
    _expect_count("gang.json", "gang members", gang, COUNTS["gang"])
    _expect_count("equipment.json", "equipment cards", equipment, COUNTS["equipment"])
    _expect_count("crew.json", "airship crew", crew, COUNTS["crew"])

    # -- dirty_tricks.json: five player boards with a trick on each side, and extra cards
    tricks: dict[str, Trick] = {}

    def trick(entry: _Entry, board_index: int | None) -> None:
        ident = claim(entry, entry.ident())
        kind = entry.get("kind", str, ..., lambda v: v in TRICKS, " or ".join(TRICKS))
        amount = entry.count("amount", 0, 0, 9)
        if (kind in TRICKS_WITH_AMOUNT) != (amount > 0):
            raise entry.fail("amount", f"a {kind!r} trick "
                                       f"{'needs' if kind in TRICKS_WITH_AMOUNT else 'takes no'}"
                                       f" amount")
        tricks[ident] = Trick(ident, entry.text("name"), kind, amount, board_index,
                              entry.text("text", ""))
        entry.done()

    raw_tricks = _read_json(folder, "dirty_tricks.json")
    if isinstance(raw_tricks, dict) and set(raw_tricks) - {"boards", "extra"}:
        raise BadContent("dirty_tricks.json", None, sorted(set(raw_tricks) - {"boards", "extra"})[0],
                         'unknown field (the file has "boards" and "extra")')
    boards = _entries(folder, "dirty_tricks.json", "boards")
    for index, board_entry in enumerate(boards):
        sides = board_entry.get("sides", list, ..., lambda v: len(v) == 2, "two tricks")
        board_entry.done()
        for side in sides:
            trick(_Entry("dirty_tricks.json", side, f"boards[{index}]"), index)
    _expect_count("dirty_tricks.json", "player boards", boards, COUNTS["trick_boards"])
    extra = _entries(folder, "dirty_tricks.json", "extra")
    for entry in extra:
        trick(entry, None)
    _expect_count("dirty_tricks.json", "extra dirty tricks", extra, COUNTS["tricks_extra"])

    return Pack(str(folder), pack_name, actions, defenses, dict(sorted(locations.items())),
                loot, side_jobs, turf_wars, gang, equipment, crew, tricks, die,
                slots["airship"], slots["dock"], brig_defenses, brig_power, defense_cards)


# --------------------------------------------------------------------- rule references
RULES = Rulebook("Skyway Robbery", {
    "notation": ("Move notation (ours)",
                 "moves are words such as 'prog:heist', 'buy:boxer', '+boxer', 'd2:drill', "
                 "'go'", True),
    "setup": ("Setting Up the Game", "five locations, decks shuffled, the airship at the start"),
    "recruits": ("The First Recruits",
                 "pick one of your cards: pay for it or send it to the Brig, pass the rest left"),
    "restock": ("Restocking the Cards on the Board",
                "a card taken from the board is replaced at once; the Brig keeps two"),
    "program": ("Play Overview",
                "secretly choose three different Action Cards, in the order they resolve"),
    "reveal": ("Play Overview", "cards are revealed and resolved one at a time, in turn order"),
    "decline": ("Repeat Action", "a player may choose not to resolve an Action Card"),
    "tip": ("Anonymous Tip",
            "each tip adds an alarm die to every illegal card an opponent reveals after it"),
    "skill": ("Use Skill",
              "a gang member in your hand not used this round uses its skill"),
    "asset": ("Acquire Asset", "pay the cost of an asset on the board, or threaten airship "
                               "crew with Strength at least theirs"),
    "pickpocket": ("Pickpocket", "take $2K from the supply"),
    "heist": ("Local Heist/Jail Break (ILLEGAL)",
              "bypass the location's defenses and its Vault/Code; take the loot"),
    "jailbreak": ("Local Heist/Jail Break (ILLEGAL)",
                  "bypass the Brig's defenses; take two gang members from the Brig"),
    "turf_war": ("Turf War/Side Job (ILLEGAL)",
                 "play Strength at least the Turf War card's; take the card"),
    "side_job": ("Turf War/Side Job (ILLEGAL)",
                 "bypass the defenses on the Side Job card; take it and its money"),
    "repeat": ("Repeat Action", "repeat one of the two Action Cards played before it this round"),
    "illegal": ("Completing Illegal Actions",
                "match each defense with an icon; bring gang members and their equipment"),
    "carry": ("Completing Illegal Actions", "each gang member carries one piece of equipment"),
    "limit": ("Completing Illegal Actions",
              "each gang member over two adds an alarm die"),
    "loud": ("Completing Illegal Actions", "a LOUD card adds an alarm die per defense it disables"),
    "alarm": ("Completing Illegal Actions",
              "each handcuffs sends a gang member of your choice to the Brig"),
    "success": ("Completing Illegal Actions",
                "the action succeeds when a gang member who is not airship crew gets out"),
    "used": ("Completing Illegal Actions",
             "cards used this round stay in the play area until the round ends"),
    "crew": ("Using Airship Crew", "crew do their jobs only, carry nothing, are used once"),
    "vent": ("Vents", "a vent skips one defense at a location or the Brig, never the Vault/Code"),
    "power": ("Cutting the Power", "bypass the power supply's guard, then a Power icon cuts the "
                                   "power to every powered defense"),
    "round_end": ("Ending a Round", "cards return to hands; the starting player passes left"),
    "airship": ("Moving the Airship", "one space a round, or to the next location after a "
                                      "successful Local Heist"),
    "end": ("Ending the Game", "the round in which the airship reaches Home or the last loot "
                               "is taken is the last"),
    "scoring": ("Ending the Game", "Reputation, endgame bonuses and 1 per $2K; ties to the most "
                                   "gang members"),
    "expert": ("Expert Rules", "every illegal action starts with one alarm die"),
    "tricks": ("Dirty Tricks (ours)", "each dirty trick is used once a game, during one of "
                                      "your own illegal actions", True),
    "hidden": ("Play Overview", "your hand and your programmed cards are yours to see"),
})

#: the pack shipped with skywidgets, checked at import
PACK = load_pack()
