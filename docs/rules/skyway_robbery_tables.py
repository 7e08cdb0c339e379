"""The tables of docs/rules/skyway-robbery.md, made from the shipped content pack.

Each table in the page sits between ``<!-- table: NAME -->`` and ``<!-- end table -->``.
``python docs/rules/skyway_robbery_tables.py`` rewrites them from the pack;
tests/games/skyway_robbery/test_content.py checks that the page matches, so the page
cannot drift from the cards.
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

from skywidgets.games.skyway_robbery import data
from skywidgets.games.skyway_robbery.data import PACK, Pack

PAGE = Path(__file__).with_name("skyway-robbery.md")
BLOCK = re.compile(r"(<!-- table: (\w+) -->\n)(.*?)(<!-- end table -->)", re.S)


def _table(head: list[str], rows: list[list[object]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _fraction(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else \
        f"{value.numerator}/{value.denominator}"


def _percent(value: Fraction) -> str:
    if value.denominator == 1:
        return f"{value.numerator} = {float(value):.0%}"
    return f"{_fraction(value)} ≈ {float(value):.1%}"


def _mean(value: Fraction) -> str:
    return _fraction(value) if value.denominator == 1 else \
        f"{_fraction(value)} ≈ {float(value):.2f}"


def _words(items) -> str:
    return ", ".join(items) if items else "–"


def _traits(card: data.Asset) -> str:
    traits = [name for name, on in (("LOUD", card.loud), ("VENT", card.vent),
                                     ("POWER", card.power)) if on]
    if card.kind == "gang" and card.carries != 1:
        traits.append(f"carries {card.carries}")
    if card.alarm_removal:
        traits.append(f"−{card.alarm_removal} alarm die")
    if card.outside_limit:
        traits.append("outside the limit")
    return _words(traits)


def _kind_text(template: str) -> str:
    """A kind's rule text with its amount written as *amount* (no HTML-like tag)."""
    return template.replace("<amount>", "*amount*")


def _trick_text(trick: data.Trick) -> str:
    text = data.TRICKS[trick.kind].replace("<amount>", str(trick.amount))
    return text.replace(" 1 Alarm dice", " 1 Alarm die")


def _names(pack: Pack, defenses) -> str:
    return _words([pack.defenses[d].name for d in defenses])


def tables(pack: Pack = PACK) -> dict[str, str]:
    """Every generated table of the page, by name."""
    found = {}
    found["locations"] = _table(
        ["#", "Location", "Spaces", "Printed defenses", "Cards dealt", "Power supply", "Loot",
         "$K", "Rep."],
        [[n, place.name, place.spaces, _names(pack, place.defenses), place.cards,
          "guarded" if place.power_supply else "–", pack.loot[place.loot].name,
          pack.loot[place.loot].money, pack.loot[place.loot].reputation]
         for n, place in pack.locations.items()])
    found["defenses"] = _table(
        ["Id", "Defense", "Bypassed by (any one icon)", "Powered", "Deck", "Cards"],
        [[d.id, d.name, _words(d.icons), "yes" if d.powered else "–", d.deck, d.copies]
         for d in pack.defenses.values()])
    found["gang"] = _table(
        ["Id", "Name", "$K", "Str.", "Icons", "Traits", "Skill", "Location", "Endgame bonus"],
        [[a.id, a.name, a.cost, a.strength, _words(a.icons), _traits(a),
          a.skill.text if a.skill else "–", a.location or "–",
          a.bonus.text if a.bonus else "–"] for a in pack.gang.values()])
    found["equipment"] = _table(
        ["Id", "Name", "$K", "Str.", "Icons", "Traits", "Location"],
        [[a.id, a.name, a.cost, a.strength, _words(a.icons), _traits(a), a.location or "–"]
         for a in pack.equipment.values()])
    found["crew"] = _table(
        ["Id", "Name", "$K", "Strength to threaten", "Icons", "Traits", "Jobs"],
        [[a.id, a.name, a.cost, a.strength, _words(a.icons), _traits(a), _words(a.jobs)]
         for a in pack.crew.values()])
    found["turf_wars"] = _table(
        ["Id", "Name", "Strength", "Rep.", "$K"],
        [[t.id, t.name, t.strength, t.reputation, t.money or "–"]
         for t in pack.turf_wars.values()])
    found["side_jobs"] = _table(
        ["Id", "Name", "Defenses", "Power supply guarded by", "$K", "Rep."],
        [[j.id, j.name, _names(pack, j.defenses),
          pack.defenses[j.power_supply].name if j.power_supply else "–", j.money, j.reputation]
         for j in pack.side_jobs.values()])
    found["loot"] = _table(
        ["Id", "Name", "Location", "$K", "Rep.", "Endgame bonus"],
        [[o.id, o.name, o.location, o.money, o.reputation, o.bonus.text if o.bonus else "–"]
         for o in pack.loot.values()])
    found["tricks"] = _table(
        ["Id", "Name", "Where", "Kind", "Effect"],
        [[t.id, t.name, "extra card" if t.board is None else f"player board {t.board + 1}",
          t.kind, _trick_text(t)]
         for t in pack.tricks.values()])
    found["skills"] = _table(
        ["Skill kind", "Amount", "Use Skill does"],
        [[k, "1 or more" if k in data.SKILLS_WITH_AMOUNT else "none", _kind_text(v)]
         for k, v in data.SKILLS.items()])
    found["bonuses"] = _table(["Bonus kind", "At the end of the game"],
                              [[k, _kind_text(v)] for k, v in data.BONUSES.items()])
    found["trick_kinds"] = _table(["Trick kind", "Amount", "Once a game"],
                                  [[k, "1 or more" if k in data.TRICKS_WITH_AMOUNT else "none",
                                    _kind_text(v)] for k, v in data.TRICKS.items()])
    found["die"] = _table(["Face", "Count", "Chance"],
                          [[face, pack.die.count(face),
                            _percent(Fraction(pack.die.count(face), len(pack.die)))]
                           for face in data.DIE_SYMBOLS])
    p = pack.odds_handcuffs
    rows = []
    for k in range(1, 7):
        none = (1 - p) ** k
        one = k * p * (1 - p) ** (k - 1)
        rows.append([k, _percent(none), _percent(1 - none), _mean(k * p),
                     _percent(1 - none - one)])
    found["alarm"] = _table(["Alarm dice", "No handcuffs", "At least one handcuffs",
                             "Expected handcuffs", "A two-member team fails (2+ handcuffs)"], rows)
    return found


def render(text: str, pack: Pack = PACK) -> str:
    """The page ``text`` with every table block filled from ``pack``."""
    made = tables(pack)

    def fill(match: re.Match) -> str:
        name = match.group(2)
        if name not in made:
            raise KeyError(f"the page asks for an unknown table {name!r}")
        return match.group(1) + made[name] + match.group(4)

    return BLOCK.sub(fill, text)


if __name__ == "__main__":
    page = Path(sys.argv[1]) if len(sys.argv) > 1 else PAGE
    page.write_text(render(page.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"tables written into {page}")
