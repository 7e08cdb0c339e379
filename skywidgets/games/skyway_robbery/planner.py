"""Skyway Robbery's Heist planner: which cards get past each defense of a job, the
cheapest plan for the seat's hand (:func:`plan_mission`, the heuristic player's planner
too) and the chance it survives the alarm dice. It reads only the seat's own hand, the
team on its job and the board (js/src/games/skyway_robbery/planner.js draws the panel).

>>> from skywidgets.games.skyway_robbery import GAME
>>> plan = planner(GAME.new(players=3, seed=4), 0, "jailbreak")
>>> plan["job"], len(plan["odds"])
('jailbreak', 7)
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

from skywidgets.core.errors import BadMessage, shown
from skywidgets.i18n import msg

from .data import MEMBER_LIMIT, VAULT, Pack
from .rules import SkywayRobberyState

#: what a failed job costs, against a plan's other costs (each card it ties up)
FAIL_COST = 10.0


def card_value(pack: Pack, card: str) -> float:
    """A rough worth of an asset in hand: icons, Strength, a vent or power, a skill."""
    asset = pack.asset(card)
    value = 1.0 * len(asset.icons) + 0.3 * asset.strength
    value += 1.0 * asset.vent + 0.8 * asset.power + 1.0 * asset.alarm_removal
    value += 0.8 * (asset.skill is not None) + 0.5 * (asset.carries > 1)
    value -= 0.5 * asset.loud
    if asset.kind == "crew":
        value *= 0.6  # used once
    return value


def plan_mission(state: SkywayRobberyState, seat: int, job: str, target: str | None,
                 defenses: list[dict], tips: int) -> dict | None:
    """The cheapest way the seat's hand (and whoever is on the job already) gets through:
    ``{"members", "crew", "carry", "beats", "vents", "cut", "dice"}``, or None.

    ``defenses`` are the mission's entries (``ref``, ``guard``, ``type``, ``index``). A
    plan bypasses every defense but the power supply's guard, by icons, one vent, or by
    cutting the power; a Turf War plan reaches the card's Strength instead.
    """
    pack, kinds = state.pack, state.kinds
    mission = state.mission
    if mission is None or mission["job"] != job or mission["seat"] != seat:
        mission = None  # someone else's job in progress is not the seat's team
    on_team = list(mission["team"]) if mission else []
    carried = dict(mission["carry"]) if mission else {}
    hand = [c for c in state.zones[f"hand:{seat}"]]
    gang = [c for c in (*on_team, *hand) if kinds[c] == "gang"]
    crew = [c for c in (*on_team, *hand) if kinds[c] == "crew" and job in pack.crew[c].jobs]
    gear = [c for c in (*carried, *hand) if kinds[c] == "equipment"]
    fixed_gang = [c for c in on_team if kinds[c] == "gang"]
    fixed_crew = [c for c in on_team if kinds[c] == "crew"]
    base = tips + (1 if state.options["expert"] else 0)
    # the best few gang members by what they bring, to keep the search small
    ranked = sorted((c for c in gang if c not in fixed_gang), key=lambda c: -card_value(pack, c))
    choices = ranked[:6]
    best = None
    need_strength = pack.turf_wars[target].strength if job == "turf_war" else None
    required = [e for e in defenses if not e["guard"]]
    guard = next((e for e in defenses if e["guard"]), None)
    for size in range(max(1, len(fixed_gang)), 4):
        extra = size - len(fixed_gang)
        if extra < 0 or extra > len(choices):
            continue
        for picked in combinations(choices, extra):
            members = [*fixed_gang, *picked]
            for helper in [None, *(c for c in crew if c not in fixed_crew)]:
                team_crew = [*fixed_crew, *([helper] if helper else [])]
                plan = _cover(state, job, members, team_crew, gear, carried, required, guard,
                              need_strength)
                if plan is None:
                    continue
                over = max(0, sum(1 for m in members if not pack.gang[m].outside_limit)
                           - MEMBER_LIMIT)
                dice = base + over + plan["loud"] - sum(pack.gang[m].alarm_removal
                                                        for m in members)
                dice = max(0, dice)
                success = float(survival(pack, dice, len(members)))
                # a fall guy is worth his place when he saves the job (the rulebook's Boxer)
                cost = (FAIL_COST * (1 - success) + 0.6 * len(members) + 0.3 * len(team_crew)
                        + 0.2 * len(plan["carry"]) + 0.1 * dice)
                if best is None or cost < best["cost"]:
                    best = {**plan, "members": members, "crew": team_crew, "dice": dice,
                            "success": success, "cost": cost}
    return best


def _cover(state, job, members, crew, gear, carried, required, guard, need_strength):
    """Assign cards to defenses for one team (greedy, quiet cards first), or None."""
    pack = state.pack
    team = [*members, *crew]
    capacity = {m: pack.gang[m].carries for m in members}
    carry = {}
    for equipment, member in carried.items():
        if member in capacity:
            carry[equipment] = member
            capacity[member] -= 1
    if job == "turf_war":
        strength = sum(pack.asset(c).strength for c in (*team, *carry))
        spare = sorted((g for g in gear if g not in carry), key=lambda g: -pack.asset(g).strength)
        for equipment in spare:
            if strength >= need_strength:
                break
            holder = next((m for m in members if capacity[m] > 0), None)
            if holder is None or pack.asset(equipment).strength <= 0:
                break
            carry[equipment] = holder
            capacity[holder] -= 1
            strength += pack.asset(equipment).strength
        if strength < need_strength:
            return None
        return {"carry": carry, "beats": {}, "vents": {}, "cut": None, "loud": 0}
    beats: dict[int, str] = {}
    loud = 0

    def holders(entry, cards):
        icons = set(pack.defense_of(entry["ref"]).icons)
        found = [c for c in cards if icons & set(pack.asset(c).icons)]
        return sorted(found, key=lambda c: (pack.asset(c).loud, c))

    def assign(entry) -> bool:
        nonlocal loud
        found = holders(entry, [*team, *carry])
        if found:
            beats[entry["index"]] = found[0]
            loud += pack.asset(found[0]).loud
            return True
        spare = [g for g in gear if g not in carry]
        found = holders(entry, spare)
        holder = next((m for m in members if capacity[m] > 0), None)
        if found and holder is not None:
            carry[found[0]] = holder
            capacity[holder] -= 1
            beats[entry["index"]] = found[0]
            loud += pack.asset(found[0]).loud
            return True
        return False

    missing = [e for e in required if not assign(e)]
    vents: dict[int, str] = {}
    venter = next((m for m in members if pack.gang[m].vent), None)
    cut = None
    if missing and guard is not None:
        powered = [e for e in missing if pack.defense_of(e["ref"]).powered]
        power = [c for c in (*team, *carry) if pack.asset(c).power] or [
            g for g in gear if g not in carry and pack.asset(g).power]
        if powered and power and (assign(guard) or (
                venter and job in ("heist", "jailbreak") and guard["type"] != VAULT)):
            if guard["index"] not in beats:
                vents[guard["index"]] = venter
                venter = None
            card = power[0]
            if card not in (*team, *carry):
                holder = next((m for m in members if capacity[m] > 0), None)
                if holder is None:
                    return None
                carry[card] = holder
                capacity[holder] -= 1
            cut = card
            loud += pack.asset(card).loud
            missing = [e for e in missing if not pack.defense_of(e["ref"]).powered]
    if missing and venter and job in ("heist", "jailbreak"):
        entry = next((e for e in missing if e["type"] != VAULT), None)
        if entry is not None and len(missing) == 1:
            vents[entry["index"]] = venter
            missing = []
    if missing:
        return None
    return {"carry": carry, "beats": beats, "vents": vents, "cut": cut, "loud": loud}


def survival(pack: Pack, dice: int, members: int) -> Fraction:
    """The chance a job with ``members`` gang members and ``dice`` alarm dice succeeds:
    fewer handcuffs than members.

    >>> from skywidgets.games.skyway_robbery.data import PACK
    >>> survival(PACK, 1, 1), survival(PACK, 2, 2)
    (Fraction(2, 3), Fraction(8, 9))
    """
    p = pack.odds_handcuffs
    return sum((Fraction(comb(dice, caught)) * p ** caught * (1 - p) ** (dice - caught)
                for caught in range(min(members, dice + 1))), Fraction(0))


def planner(state: SkywayRobberyState, seat: int, job: str, target: str | None = None) -> dict:
    """For one illegal action: which of the seat's cards get past each defense, whether a
    vent or a power cut could help, the cheapest plan and its odds. JSON-safe; it reads
    only the seat's own hand (and the team on the job) and the board."""
    pack, kinds = state.pack, state.kinds
    mission = state.mission if state.mission and state.mission["seat"] == seat else None
    if mission is not None and mission["job"] == job:
        entries = mission["defenses"]
        tips = len(mission["tippers"])
    else:
        entries = state.job_defenses(job, target)
        tips = sum(1 for t in state.tips if t != seat)
    cards = [*state.zones[f"hand:{seat}"], *(mission["team"] if mission else []),
             *(mission["carry"] if mission else [])]
    usable = [c for c in cards if kinds[c] != "crew" or job in pack.crew[c].jobs]
    vents = [c for c in usable if kinds[c] == "gang" and pack.gang[c].vent]
    rows = []
    for entry in entries:
        defense = pack.defense_of(entry["ref"])
        rows.append({
            "number": entry["index"] + 1, "name": defense.name, "icons": list(defense.icons),
            "powered": defense.powered, "guard": entry["guard"],
            "cards": [c for c in usable if set(pack.asset(c).icons) & set(defense.icons)],
            "vent": (vents if job in ("heist", "jailbreak") and entry["type"] != VAULT else []),
        })
    plan = plan_mission(state, seat, job, target if job in ("turf_war", "side_job") else None,
                        entries, tips)
    out = {"job": job, "target": target, "tips": tips, "defenses": rows,
           "power": [c for c in usable if pack.asset(c).power], "plan": None}
    if job == "turf_war":
        out["need"] = pack.turf_wars[target].strength
    if plan is not None:
        out["plan"] = {
            "members": plan["members"], "crew": plan["crew"], "carry": plan["carry"],
            "beats": {str(i + 1): c for i, c in plan["beats"].items()},
            "vents": {str(i + 1): c for i, c in plan["vents"].items()},
            "cut": plan["cut"], "dice": plan["dice"], "success": plan["success"],
        }
    out["odds"] = [{"dice": k, **{f"members_{m}": round(float(survival(pack, k, m)), 4)
                                  for m in (1, 2, 3)}}
                   for k in range(0, 7)]
    return out


def planner_choices(state: SkywayRobberyState, seat: int) -> list[dict]:
    """The illegal actions the Heist planner can look at now, each ``{job, target, label}``:
    the seat's own job in progress first, then the Local Heist (while the location's loot
    is there), the Jail Break and every Turf War and Side Job on the board.

    >>> from skywidgets.games.skyway_robbery import GAME
    >>> [c["job"] for c in planner_choices(GAME.new(players=3, seed=4), 0)][:1]
    ['jailbreak']
    """
    pack = state.pack
    choices = []
    number = state.location_number
    if number is not None and pack.locations[number].loot in state.zones["loot"]:
        choices.append({"job": "heist", "target": None,
                        "label": msg("Local Heist at the {place}", place=pack.locations[number].name)})
    choices.append({"job": "jailbreak", "target": None, "label": msg("Jail Break at the Brig")})
    for zone in state._slot_zones:
        if not zone.startswith(("airship:", "dock:")):
            continue
        for card in state.zones[zone]:
            kind = state.kinds.get(card)
            if kind == "turf_war":
                war = pack.turf_wars[card]
                choices.append({"job": kind, "target": card, "label":
                                msg("Turf War: {card} (Strength {n})", card=war.name,
                                    n=war.strength)})
            elif kind == "side_job":
                choices.append({"job": kind, "target": card,
                                "label": msg("Side Job: {card}",
                                             card=pack.side_jobs[card].name)})
    mission = state.mission
    if mission is not None and mission["seat"] == seat:
        target = mission["target"] if mission["job"] in ("turf_war", "side_job") else None
        mine = [c for c in choices if (c["job"], c["target"]) == (mission["job"], target)]
        rest = [c for c in choices if (c["job"], c["target"]) != (mission["job"], target)]
        choices = [{**choice, "label": msg("{job} (your job now)", job=choice["label"])}
                   for choice in mine] + rest
    return choices


def inspect_planner(state: SkywayRobberyState, seat: int, args: dict) -> dict:
    """The Heist planner panel's data for ``seat``: :func:`planner` for the chosen job
    (``args["job"]`` and, for a Turf War or Side Job, ``args["target"]``; the first of
    :func:`planner_choices` when ``args`` is empty) and the choices it was picked from.
    A job that is not on offer raises ``BadMessage`` naming ``args.job``/``args.target``."""
    unknown = sorted(set(args) - {"job", "target"})
    if unknown:
        raise BadMessage(f"args.{unknown[0][:40]}", "the planner's choices are job and target")
    choices = planner_choices(state, seat)
    job, target = args.get("job"), args.get("target")
    if job is None and target is not None:
        raise BadMessage("args.target", "a target goes with a job (turf_war or side_job)")
    if job is None:
        chosen = choices[0]
    else:
        offered = sorted({c["job"] for c in choices})
        if job not in offered:
            raise BadMessage("args.job", f"the planner looks at one of {', '.join(offered)} "
                                         f"here, not {shown(job)}")
        matching = [c for c in choices if c["job"] == job and c["target"] == target]
        if not matching:
            on_board = [c["target"] for c in choices if c["job"] == job]
            raise BadMessage("args.target", f"{shown(target)} is not a {job.replace('_', ' ')} on "
                                            f"offer (on the board: {', '.join(map(str, on_board))})")
        chosen = matching[0]
    data = planner(state, seat, chosen["job"], chosen["target"])
    plan = data["plan"] or {}
    named = {card for row in data["defenses"] for card in (*row["cards"], *row["vent"])}
    named.update(data["power"], plan.get("members", ()), plan.get("crew", ()),
                 plan.get("carry", {}), plan.get("carry", {}).values(),
                 plan.get("beats", {}).values(), plan.get("vents", {}).values())
    if plan.get("cut"):
        named.add(plan["cut"])
    # the panel names every card it mentions without looking anything up
    names = {card: state.pack.asset(card).name for card in sorted(named)}
    return {**data, "label": chosen["label"], "choices": choices, "names": names}
