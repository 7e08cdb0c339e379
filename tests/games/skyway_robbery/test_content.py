"""Skyway Robbery's content pack: the shipped cards, the loader's complaints, the alarm die."""

import importlib.util
import itertools
import json
import re
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from skywidgets.core.errors import BadContent
from skywidgets.games.skyway_robbery import data
from skywidgets.games.skyway_robbery.data import PACK, load_pack


# --------------------------------------------------------------------- the shipped pack
def test_the_shipped_pack_loads_and_is_the_module_pack():
    pack = load_pack()
    assert pack.name == PACK.name
    assert set(pack.gang) == set(PACK.gang)


def test_the_counts_are_the_rulebooks():
    counts = data.COUNTS
    assert len(PACK.locations) == counts["locations"] == 10
    assert len(PACK.loot) == counts["loot"] == 10
    assert len(PACK.side_jobs) == counts["side_jobs"] == 9
    assert len(PACK.turf_wars) == counts["turf_wars"] == 9
    assert len(PACK.gang) == counts["gang"] == 49
    assert len(PACK.equipment) == counts["equipment"] == 32
    assert len(PACK.crew) == counts["crew"] == 9
    decks = {deck: sum(d.copies for d in PACK.defenses.values() if d.deck == deck)
             for deck in ("normal", "unusual")}
    assert decks == {"normal": 14, "unusual": 9}
    boards = [t for t in PACK.tricks.values() if t.board is not None]
    extra = [t for t in PACK.tricks.values() if t.board is None]
    assert len(boards) == 2 * counts["trick_boards"] == 10
    assert len(extra) == counts["tricks_extra"] == 10
    assert PACK.die.count("handcuffs") + PACK.die.count("exit") == len(PACK.die) == 6


def test_the_locations_are_numbered_one_to_ten_each_with_its_own_loot():
    assert list(PACK.locations) == list(range(1, 11))
    for number, place in PACK.locations.items():
        assert PACK.loot[place.loot].location == number
        assert 2 <= place.spaces <= 4
        assert data.VAULT not in place.defenses
    money = [PACK.loot[place.loot].money for place in PACK.locations.values()]
    assert money == sorted(money)


def test_the_glacier_research_facility_is_the_rulebooks():
    glacier = PACK.locations[4]
    assert glacier.name == "Glacier Research Facility"
    assert glacier.defenses == ("poison_gas", "ice")
    assert glacier.cards == 0
    assert glacier.power_supply is True
    assert glacier.loot == "power_crystal"
    crystal = PACK.loot["power_crystal"]
    assert (crystal.location, crystal.money) == (4, 4)
    # the example: cutting the power does nothing here, nothing printed is powered
    assert not any(PACK.defenses[d].powered for d in glacier.defenses)


def test_the_undersea_museum_is_the_rulebooks():
    museum = PACK.locations[3]
    assert museum.name == "Undersea Museum"
    assert museum.defenses == ("sharks", "gears", "magnetic_field")
    assert museum.cards == 0
    assert museum.power_supply is True
    # the example: cutting the power stops the Gears and the Magnetic Field, not the Sharks
    powered = [d for d in museum.defenses if PACK.defenses[d].powered]
    assert powered == ["gears", "magnetic_field"]


def test_the_demolitionist_is_the_rulebooks():
    card = PACK.gang["demolitionist"]
    assert card.name == "The Demolitionist"
    assert card.cost == 7
    assert {"vault", "lock"} <= set(card.icons)
    assert card.loud is True


def test_the_physicist_bypasses_light_rays_and_cuts_the_power():
    card = PACK.gang["physicist"]
    assert card.name == "The Physicist"
    assert "light" in card.icons
    assert set(PACK.defenses["light_rays"].icons) & set(card.icons)
    assert card.power is True


def test_the_engineer_uses_vents_and_gets_past_gears():
    card = PACK.gang["engineer"]
    assert card.name == "The Engineer"
    assert card.vent is True
    assert "gears" in card.icons


def test_the_extreme_explorer_crosses_ice_at_the_glacier_only():
    card = PACK.gang["extreme_explorer"]
    assert card.name == "The Extreme Explorer"
    assert "ice" in card.icons and len(card.icons) <= 2
    assert not {"gas", "vault", "code"} & set(card.icons)  # the Guide and the Drill are needed
    assert card.location == 4


def test_the_boxer_is_only_the_fall_guy_at_the_glacier():
    card = PACK.gang["boxer"]
    assert card.name == "The Boxer"
    assert 4 <= card.strength <= 5
    assert not {"gas", "ice", "vault", "code"} & set(card.icons)


def test_the_drill_and_the_guide_are_the_rulebooks():
    drill = PACK.equipment["drill"]
    assert drill.name == "The Drill"
    assert drill.icons == ("ice", "vault")
    assert drill.loud is True
    assert drill.location is None
    guide = PACK.crew["guide"]
    assert guide.name == "The Guide"
    assert guide.icons == ("gas",)
    assert "heist" in guide.jobs


def test_the_glacier_example_needs_exactly_its_cards_and_one_alarm_die():
    """The Guide (gas), the Extreme Explorer (ice) carrying the Drill (vault): one loud bypass."""
    guide, explorer = PACK.crew["guide"], PACK.gang["extreme_explorer"]
    drill = PACK.equipment["drill"]
    needed = [*PACK.locations[4].defenses, data.VAULT]
    plan = {"poison_gas": guide, "ice": explorer, data.VAULT: drill}
    for defense in needed:
        assert set(PACK.defenses[defense].icons) & set(plan[defense].icons), defense
    assert sum(card.loud for card in plan.values()) == 1


def test_every_card_has_a_text_to_read_aloud():
    cards = [*PACK.locations.values(), *PACK.loot.values(), *PACK.side_jobs.values(),
             *PACK.turf_wars.values(), *PACK.gang.values(), *PACK.equipment.values(),
             *PACK.crew.values(), *PACK.tricks.values()]
    assert all(card.text.strip() for card in cards)


def test_every_location_has_its_own_gang_members_and_equipment():
    for number in PACK.locations:
        gang = [a for a in PACK.gang.values() if a.location == number]
        equipment = [a for a in PACK.equipment.values() if a.location == number]
        assert 1 <= len(gang) <= 2, number
        assert len(equipment) == 1, number


def test_every_defense_can_be_bypassed_by_gang_members_or_equipment():
    assets = [*PACK.gang.values(), *PACK.equipment.values()]
    for defense in PACK.defenses.values():
        able = [a.id for a in assets if set(a.icons) & set(defense.icons)]
        assert len(able) >= 3, defense.id
    vault = [a for a in assets if set(a.icons) & set(PACK.defenses[data.VAULT].icons)]
    assert len(vault) >= 8


def test_each_player_board_shows_two_different_tricks():
    for board in range(data.COUNTS["trick_boards"]):
        kinds = [t.kind for t in PACK.tricks.values() if t.board == board]
        assert len(kinds) == 2 and kinds[0] != kinds[1]
    used = [t.kind for t in PACK.tricks.values()]
    assert all(used.count(kind) >= 2 for kind in data.TRICKS)


# --------------------------------------------------------------------- broken packs
def _edit(name, change):
    """A breakage: load ``name`` from the copied folder, let ``change`` alter it in place."""

    def apply(folder):
        path = folder / name
        content = json.loads(path.read_text(encoding="utf-8"))
        change(content)
        path.write_text(json.dumps(content), encoding="utf-8")

    return apply


def _card(cards, ident):
    return next(c for c in cards if c.get("id", c.get("number")) == ident)


def _set(ident, field, value):
    return lambda cards: _card(cards, ident).__setitem__(field, value)


def _drop(ident, field):
    return lambda cards: _card(cards, ident).pop(field)


def _write(name, text):
    return lambda folder: (folder / name).write_text(text, encoding="utf-8")


BROKEN = {
    "wrong type": (_edit("gang.json", _set("demolitionist", "cost", "seven")),
                   "gang.json", "demolitionist", "cost", "'seven'"),
    "true is not a number": (_edit("gang.json", _set("boxer", "strength", True)),
                             "gang.json", "boxer", "strength", "True"),
    "missing field": (_edit("equipment.json", _drop("drill", "cost")),
                      "equipment.json", "drill", "cost", "missing"),
    "unknown field": (_edit("gang.json", _set("boxer", "strenght", 5)),
                      "gang.json", "boxer", "strenght", "typo"),
    "field of another kind": (_edit("crew.json", _set("guide", "loud", True)),
                              "crew.json", "guide", "loud", "unknown field"),
    "unknown icon": (_edit("equipment.json", _set("drill", "icons", ["ice", "lasers"])),
                     "equipment.json", "drill", "icons", "'lasers'"),
    "duplicate id in another file": (_edit("gang.json", _set("boxer", "id", "power_crystal")),
                                     "gang.json", "power_crystal", "id", "loot.json"),
    "duplicate id in the same file": (
        _edit("crew.json", lambda cards: cards[1].__setitem__("id", "guide")),
        "crew.json", "guide", "id", "crew.json"),
    "loot at the wrong location": (_edit("loot.json", _set("power_crystal", "location", 5)),
                                   "loot.json", "power_crystal", "location", "star_chart"),
    "location names unknown loot": (
        _edit("locations.json", _set(4, "loot", "snow_globe")),
        "loot.json", "power_crystal", "location", "'snow_globe'"),
    "one side job too few": (_edit("side_jobs.json", lambda cards: cards.pop()),
                             "side_jobs.json", None, None, "has 9 side jobs, this pack 8"),
    "one gang member too many": (
        _edit("gang.json", lambda cards: cards.append(dict(cards[0], id="demolitionist_2"))),
        "gang.json", None, None, "has 49 gang members, this pack 50"),
    "invalid json": (_write("crew.json", '[\n  {"id": "guide", "name": "The Guide",}\n]\n'),
                     "crew.json", None, None, "line 2, column 39"),
    "missing file": (lambda folder: (folder / "loot.json").unlink(),
                     "loot.json", None, None, "cannot read"),
    "unknown skill": (_edit("gang.json", _set("lawyer", "skill", {"kind": "bribe"})),
                      "gang.json", "lawyer", "skill.kind", "'bribe'"),
    "skill kind not a word": (_edit("gang.json", _set("lawyer", "skill", {"kind": ["lawyer"]})),
                              "gang.json", "lawyer", "skill.kind", "['lawyer']"),
    "skill without its amount": (_edit("gang.json", _set("forger", "skill", {"kind": "cash"})),
                                 "gang.json", "forger", "skill.amount", "needs"),
    "skill with an amount it takes not": (
        _edit("gang.json", _set("lawyer", "skill", {"kind": "lawyer", "amount": 2})),
        "gang.json", "lawyer", "skill.amount", "takes no"),
    "vault_code on a location": (
        _edit("locations.json", _set(1, "defenses", ["guards", "vault_code"])),
        "locations.json", "1", "defenses", "every location already"),
    "unknown defense on a side job": (
        _edit("side_jobs.json", _set("dockside_warehouse", "defenses", ["locked_dor"])),
        "side_jobs.json", "dockside_warehouse", "defenses", "'locked_dor'"),
    "unknown crew job": (_edit("crew.json", _set("guide", "jobs", ["heist", "smuggling"])),
                         "crew.json", "guide", "jobs", "'smuggling'"),
    "no such location": (_edit("gang.json", _set("extreme_explorer", "location", 11)),
                         "gang.json", "extreme_explorer", "location", "11"),
    "bad id": (_edit("turf_wars.json", _set("rooftop_rumble", "id", "Rooftop Rumble")),
               "turf_wars.json", "Rooftop Rumble", "id", "lower-case"),
    "trick without its amount": (
        _edit("dirty_tricks.json",
              lambda pack: pack["boards"][0]["sides"][1].pop("amount")),
        "dirty_tricks.json", "sticky_fingers", "amount", "needs"),
    "a board with one side": (
        _edit("dirty_tricks.json", lambda pack: pack["boards"][2]["sides"].pop()),
        "dirty_tricks.json", "#2", "sides", "two tricks"),
    "a lone surrogate in a card's name": (
        _edit("gang.json", _set("lawyer", "name", "Law\ud800yer")),
        "gang.json", "lawyer", "name", "lone surrogate"),
    "a lone surrogate in an id": (
        _edit("turf_wars.json", _set("rooftop_rumble", "id", "roof\udfff")),
        "turf_wars.json", "roof\\udfff", "id", "lone surrogate"),
    "a die face that does not exist": (
        _edit("pack.json", lambda pack: pack["alarm_die"].append("skull")),
        "pack.json", None, "alarm_die", "faces"),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_broken_pack_names_the_file_the_card_and_the_field(case, tmp_path):
    breakage, file, card, field, reason = BROKEN[case]
    folder = tmp_path / "pack"
    shutil.copytree(data.CONTENT, folder)
    breakage(folder)
    with pytest.raises(BadContent) as caught:
        load_pack(folder)
    err = caught.value
    assert (err.file, err.card, err.field) == (file, card, field)
    assert reason in err.reason
    assert str(err).startswith(f"Bad content pack, {file}")


def test_an_unbroken_copy_loads(tmp_path):
    folder = tmp_path / "pack"
    shutil.copytree(data.CONTENT, folder)
    pack = load_pack(folder)
    assert pack.folder == str(folder)
    assert pack.gang == PACK.gang


# --------------------------------------------------------------------- the alarm die
def test_the_odds_of_handcuffs_are_the_count_of_faces():
    assert PACK.odds_handcuffs == Fraction(PACK.die.count("handcuffs"), len(PACK.die))
    assert PACK.odds_handcuffs == Fraction(1, 3)


#: P(no handcuffs) with k dice, worked out by hand for a die with 2 handcuffs in 6 faces
NO_HANDCUFFS = {0: Fraction(1), 1: Fraction(2, 3), 2: Fraction(4, 9), 3: Fraction(8, 27),
                4: Fraction(16, 81), 5: Fraction(32, 243)}


@pytest.mark.parametrize("k", sorted(NO_HANDCUFFS))
def test_the_chance_of_no_handcuffs_with_k_dice(k):
    p = PACK.odds_handcuffs
    assert (1 - p) ** k == NO_HANDCUFFS[k]
    # and counted over every way the k dice can land
    rolls = list(itertools.product(PACK.die, repeat=k))
    clean = sum(1 for roll in rolls if "handcuffs" not in roll)
    assert Fraction(clean, len(rolls)) == NO_HANDCUFFS[k]


def test_another_die_gives_other_odds(tmp_path):
    folder = tmp_path / "pack"
    shutil.copytree(data.CONTENT, folder)
    _edit("pack.json", lambda pack: pack.__setitem__(
        "alarm_die", ["handcuffs", "exit", "exit", "exit"]))(folder)
    assert load_pack(folder).odds_handcuffs == Fraction(1, 4)


# --------------------------------------------------------------------- the rules page
ROOT = Path(__file__).resolve().parents[3]
PAGE = ROOT / "docs" / "rules" / "skyway-robbery.md"


def _tables_script():
    spec = importlib.util.spec_from_file_location(
        "skyway_robbery_tables", ROOT / "docs" / "rules" / "skyway_robbery_tables.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_pages_tables_are_made_from_the_pack():
    script = _tables_script()
    page = PAGE.read_text(encoding="utf-8")
    assert script.render(page) == page, "run python docs/rules/skyway_robbery_tables.py"
    shown = set(re.findall(r"<!-- table: (\w+) -->", page))
    assert shown == set(script.tables())


def test_the_page_lists_every_card_of_the_pack():
    page = PAGE.read_text(encoding="utf-8")
    for card in [*PACK.loot, *PACK.side_jobs, *PACK.turf_wars, *PACK.gang, *PACK.equipment,
                 *PACK.crew, *PACK.tricks, *PACK.defenses]:
        assert f"| {card} |" in page, card
    for place in PACK.locations.values():
        assert f"| {place.number} | {place.name} |" in page


def test_the_pages_alarm_table_has_the_exact_odds():
    page = PAGE.read_text(encoding="utf-8")
    for k in range(1, 7):
        none = Fraction(2, 3) ** k
        row = f"| {k} | {none.numerator}/{none.denominator} ≈ {float(none):.1%} | "
        assert row in page, k


def test_the_pages_example_error_is_the_loaders(tmp_path):
    folder = tmp_path / "pack"
    shutil.copytree(data.CONTENT, folder)
    _edit("gang.json", _set("boxer", "cost", "seven"))(folder)
    with pytest.raises(BadContent) as caught:
        load_pack(folder)
    assert f"\n{caught.value}\n" in PAGE.read_text(encoding="utf-8")
