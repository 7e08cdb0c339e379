"""Skyway Robbery's scoring: Reputation, the goal cards, endgame bonuses and 1 per $2K.

>>> from skywidgets.games.skyway_robbery.data import PACK
>>> goal_reputation(PACK, ["power_crystal"]) == PACK.loot["power_crystal"].reputation
True
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Iterable

from skywidgets.core.bots import Bot, PlayoutBot, SeatInfo
from skywidgets.core.engine import Move
from skywidgets.core.errors import BadMessage, shown
from skywidgets.core.rng import Rng

from .data import MEMBER_LIMIT, MONEY_PER_POINT, VAULT, Pack

if TYPE_CHECKING:
    from .rules import SkywayRobberyState


def goal_reputation(pack: Pack, goals: Iterable[str]) -> int:
    """The Reputation printed on goal cards (loot, turf wars, side jobs)."""
    total = 0
    for card in goals:
        entry = pack.loot.get(card) or pack.turf_wars.get(card) or pack.side_jobs.get(card)
        total += entry.reputation
    return total


def employed(state: SkywayRobberyState, seat: int) -> list[str]:
    """The gang members a player employs: in hand or in the play area."""
    gang = state.pack.gang
    return [c for zone in (f"hand:{seat}", f"play:{seat}") for c in state.zones[zone] if c in gang]


def gang_members(state: SkywayRobberyState, seat: int) -> int:
    return len(employed(state, seat))


def bonus_points(state: SkywayRobberyState, seat: int, hand: bool = True) -> int:
    """Endgame bonuses of the player's loot cards and (``hand``) gang members: the gang
    members' bonuses are hidden in the hand from the other players until the end."""
    pack = state.pack
    goals = state.zones[f"goals:{seat}"]
    counts = {
        "flat": 1,
        "per_turf_war": sum(1 for c in goals if c in pack.turf_wars),
        "per_side_job": sum(1 for c in goals if c in pack.side_jobs),
        "per_loot": sum(1 for c in goals if c in pack.loot),
        "per_gang_member": gang_members(state, seat),
    }
    bonuses = [pack.loot[c].bonus for c in goals if c in pack.loot]
    if hand:
        bonuses += [pack.gang[c].bonus for c in employed(state, seat)]
    return sum(b.amount * counts[b.kind] for b in bonuses if b is not None)


def breakdown(state: SkywayRobberyState, seat: int, hand: bool = True) -> dict:
    """Each part of a player's score, for the views and the final table; ``hand=False``
    leaves out the bonuses of gang members (what the other players cannot see yet)."""
    goals = state.zones[f"goals:{seat}"]
    parts = {
        "reputation": state.reputation[seat],
        "goals": goal_reputation(state.pack, goals),
        "bonuses": bonus_points(state, seat, hand),
        "money": state.money[seat] // MONEY_PER_POINT,
    }
    parts["total"] = sum(parts.values())
    return parts


def total(state: SkywayRobberyState, seat: int) -> int:
    return breakdown(state, seat)["total"]


def evaluate(state: SkywayRobberyState, seat: int) -> float:
    """The greedy bot's judgement: the score now, money at its exact worth, and a little
    for the crew in hand (what wins heists later)."""
    pack = state.pack
    parts = breakdown(state, seat)
    value = parts["total"] - parts["money"] + state.money[seat] / MONEY_PER_POINT
    for card in (*state.zones[f"hand:{seat}"], *state.zones[f"play:{seat}"]):
        asset = pack.asset(card)
        value += 0.25 * len(asset.icons) + 0.05 * asset.strength
    return value


# --------------------------------------------------------------------- the heuristic player
#: what a failed job costs, against a plan's other costs (each card it ties up)
FAIL_COST = 10.0
#: the chance of success the heuristic player wants to plan a job, and to go on with it
#: once the tips are in (a team of two with three dice: 20 in 27)
MIN_SUCCESS = 0.75
MIN_SUCCESS_AT_REVEAL = 0.6


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


def job_plans(state: SkywayRobberyState, seat: int, tips: int = 0,
              min_success: float = MIN_SUCCESS) -> list[dict]:
    """Every job the seat could pull off now with at least ``min_success`` chance, best
    first: ``{"job", "target", "plan", "gain"}``."""
    pack = state.pack
    jobs: list[tuple[str, str | None, float]] = []
    if state.location is not None:
        loot = pack.locations[state.location_number].loot
        if loot in state.zones["loot"]:
            jobs.append(("heist", loot, pack.loot[loot].reputation + pack.loot[loot].money / 2))
    brig_best = sorted((card_value(pack, c) for c in state.zones["brig"]), reverse=True)[:2]
    jobs.append(("jailbreak", None, sum(brig_best) * 0.6))
    for zone, _, card in state.board_slots():
        kind = state.kinds[card]
        if kind == "turf_war":
            jobs.append(("turf_war", card, pack.turf_wars[card].reputation
                         + pack.turf_wars[card].money / 2))
        elif kind == "side_job":
            job = pack.side_jobs[card]
            jobs.append(("side_job", card, job.reputation + job.money / 2))
    found = []
    for job, target, gain in jobs:
        target_card = None if job in ("heist", "jailbreak") else target
        plan = plan_mission(state, seat, job, target_card,
                            state.job_defenses(job, target_card), tips)
        if plan is not None and plan["success"] >= min_success:
            found.append({"job": job, "target": target, "plan": plan,
                          "gain": gain - plan["cost"] * 0.3})
    found.sort(key=lambda j: -j["gain"])
    return found


def heuristic_move(state: SkywayRobberyState, seat: int, gen) -> object:
    """The heuristic player's move: it plans jobs it can complete and plays them through.

    ``state`` is a world consistent with what ``seat`` knows (a determinization): the
    player reads only its own hand, the board and the public counters.
    """
    moves = state.legal_moves()
    ids = {m.id: m for m in moves}
    pack = state.pack
    phase = state.phase

    def first(*wanted):
        for move_id in wanted:
            if move_id in ids:
                return ids[move_id]
        return None

    if len(moves) == 1:
        return moves[0]
    if phase == "draft":
        money = state.money[seat]
        best = max(state.zones[f"draft:{seat}"],
                   key=lambda c: card_value(pack, c) - 0.3 * pack.gang[c].cost
                   if pack.gang[c].cost <= money else -99)
        if pack.gang[best].cost <= money and card_value(pack, best) - 0.3 * pack.gang[best].cost > 0:
            return ids[f"hire:{best}"]
        worst = min(state.zones[f"draft:{seat}"], key=lambda c: card_value(pack, c))
        return ids[f"brig:{worst}"]
    if phase == "program":
        wanted = _program_wish(state, seat)
        for action in wanted:
            move = first(f"prog:{action}")
            if move is not None:
                return move
        return moves[0]
    if phase == "act":
        return _act(state, seat, ids, first) or ids["pass"]
    if phase in ("plan",):
        return _plan_step(state, seat, ids) or ids["abort"]
    if phase == "threat":
        need = pack.crew[state.threat["crew"]].strength
        if state._threat_strength() >= need and "go" in ids:
            return ids["go"]
        brings = [m for m in moves if m.verb == "bring"]
        if brings:
            return max(brings, key=lambda m: pack.asset(m.a).strength)
        tricks = [m for m in moves if m.verb == "trick"]
        return tricks[0] if tricks else ids["abort"]
    if phase == "rolled":
        mission = state.mission
        members = [c for c in mission["team"] if state.kinds[c] == "gang"]
        caught = mission["dice"].count("handcuffs")
        tricks = [m for m in moves if m.verb == "trick"]
        return tricks[0] if tricks and caught >= len(members) else ids["accept"]
    if phase == "arrest":
        return min((m for m in moves), key=lambda m: card_value(pack, m.a))
    if phase == "free":
        return max((m for m in moves), key=lambda m: card_value(pack, m.a))
    return moves[gen.randrange(len(moves))]


def _program_wish(state: SkywayRobberyState, seat: int) -> list[str]:
    """The three action cards the player wants, in order: the job it can pull off first
    (fewer tips are out then), a tip to catch the others, then money or an asset."""
    pack = state.pack
    plans = job_plans(state, seat)
    kinds = {p["job"] for p in plans}
    illegal = []
    if kinds & {"heist", "jailbreak"}:
        illegal.append("heist")
    if kinds & {"turf_war", "side_job"}:
        illegal.append("turf")
    # an illegal card first, before most tips are out; then a tip to catch the others
    wish = [*illegal[:1], "tip", *illegal[1:]]
    money = state.money[seat]
    affordable = [card for _, _, card in state.board_slots()
                  if state.kinds[card] in ("gang", "equipment")
                  and pack.asset(card).cost <= money]
    if affordable and money >= 3:
        wish.append("asset")
    if any(pack.gang[c].skill for c in state.zones[f"hand:{seat}"] if c in pack.gang):
        wish.append("skill")
    wish += ["pickpocket", "asset", "skill", "repeat", "tip", "turf", "heist"]
    ordered = []
    for action in wish:
        if action not in ordered:
            ordered.append(action)
    return ordered


def _act(state: SkywayRobberyState, seat: int, ids: dict, first):
    pack = state.pack
    action = state.current["action"]
    tips = len(state.current["tippers"])
    if action in ("tip", "pickpocket"):
        return first(action)
    if action in ("heist", "turf"):
        wanted = ("heist", "jailbreak") if action == "heist" else ("turf_war", "side_job")
        for plan in job_plans(state, seat, tips, MIN_SUCCESS_AT_REVEAL):
            if plan["job"] in wanted:
                verb = {"heist": "heist", "jailbreak": "jailbreak", "turf_war": "turf",
                        "side_job": "sidejob"}[plan["job"]]
                move = first(verb if plan["job"] in ("heist", "jailbreak")
                             else f"{verb}:{plan['target']}")
                if move is not None:
                    return move
        return None
    if action == "asset":
        buys = [m for m_id, m in ids.items() if m.verb == "buy"]
        if not buys:
            return None
        best = max(buys, key=lambda m: card_value(pack, m.a) - 0.35 * pack.asset(m.a).cost)
        return best if card_value(pack, best.a) - 0.35 * pack.asset(best.a).cost > 0 else None
    if action == "skill":
        skills = [m for m in ids.values() if m.verb == "skill"]
        order = {"cash": 0, "reputation": 1, "steal": 2, "lawyer": 3, "recruit": 4,
                 "scrounge": 5, "sabotage": 9}
        skills.sort(key=lambda m: (order[pack.gang[m.a].skill.kind], m.id))
        if not skills or pack.gang[skills[0].a].skill.kind == "sabotage":
            return None
        if pack.gang[skills[0].a].skill.kind == "steal":
            richest = max(range(state.num_players),
                          key=lambda s: -1 if s == seat else state.money[s])
            return ids.get(f"skill:{skills[0].a}:p{richest + 1}", skills[0])
        if pack.gang[skills[0].a].skill.kind == "lawyer":
            return max((m for m in skills if m.a == skills[0].a),
                       key=lambda m: card_value(pack, m.b))
        return skills[0]
    if action == "repeat":
        for earlier in ("heist", "turf", "pickpocket", "tip", "asset", "skill"):
            move = ids.get(f"repeat:{earlier}")
            if move is not None:
                if earlier in ("heist", "turf"):
                    wanted = ("heist", "jailbreak") if earlier == "heist" else (
                        "turf_war", "side_job")
                    if not any(p["job"] in wanted for p in job_plans(
                            state, seat, tips + len(state.tips), MIN_SUCCESS_AT_REVEAL)):
                        continue
                return move
    return None


def _plan_step(state: SkywayRobberyState, seat: int, ids: dict):
    """The next move toward the cheapest complete plan for the job under way."""
    mission = state.mission
    plan = plan_mission(state, seat, mission["job"], mission["target"], mission["defenses"],
                        len(mission["tippers"]))
    if plan is None or plan["success"] < MIN_SUCCESS_AT_REVEAL:
        return None
    steps = [f"+{c}" for c in (*plan["members"], *plan["crew"])]
    steps += [f"+{e}@{m}" for e, m in plan["carry"].items()]
    steps += [f"d{i + 1}:{c}" for i, c in sorted(plan["beats"].items())]
    steps += [f"v{i + 1}:{c}" for i, c in sorted(plan["vents"].items())]
    if plan["cut"]:
        steps.append(f"cut:{plan['cut']}")
    for step in steps:
        if step in ids:
            return ids[step]
    return ids.get("go")


class HeuristicBot(Bot):
    """Skyway Robbery's own player: it plans the jobs its hand can pull off with few alarm
    dice (``plan_mission``) and programs and plays them through; it buys what it can use,
    tips off the others and keeps its best gang members out of the Brig."""

    name = "heuristic"
    fast = False  # it searches its hand for a plan at most steps: too slow for rollouts
    description = "plans heists and jobs its hand can complete, and plays them through"

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        moves = info.legal_moves()
        if len(moves) == 1:
            return moves[0]
        world = info.determinize(rng)  # its own hand and the board are exactly as they are
        chosen = heuristic_move(world, info.seat, rng.generator())
        return next(m for m in moves if m.id == chosen.id)


# --------------------------------------------------------------------- the quick playout policy
#: how often the quick policy programs or resolves a card uniformly at random instead
PLAYOUT_NOISE = 0.05
#: the chance of success the quick policy wants before it rolls the alarm dice
QUICK_GO = 0.5
_SURVIVAL: dict = {}
#: moves the quick policy looks up by (verb, first part)
GO_KEY, ABORT_KEY, PASS_KEY = ("go", ""), ("abort", ""), ("pass", "")


def _survival(pack: Pack, dice: int, members: int) -> float:
    key = (pack.odds_handcuffs, dice, members)
    chance = _SURVIVAL.get(key)
    if chance is None:
        chance = _SURVIVAL[key] = float(survival(pack, dice, members))
    return chance


def quick_feasible(state: SkywayRobberyState, seat: int, job: str,
                   target: str | None = None) -> bool:
    """Whether the seat's hand looks able to pull off ``job``, judged in microseconds (the
    quick policy's stand-in for ``plan_mission``): a gang member, and a card in hand with a
    matching icon for every defense but the power supply's guard (one of them, not the
    Vault/Code, may be left to a vent on a heist or jail break); a turf war: enough
    Strength in hand. It ignores who can carry what and power cuts.

    >>> from skywidgets.games.skyway_robbery import GAME
    >>> quick_feasible(GAME.new(players=3, seed=1), 0, "jailbreak")
    False
    """
    pack, kinds, icons = state.pack, state.kinds, state.game.card_icons
    hand = state.zones[f"hand:{seat}"]
    gang = [c for c in hand if kinds[c] == "gang"]
    if not gang:
        return False
    usable = [c for c in hand if kinds[c] != "crew" or job in pack.crew[c].jobs]
    if job == "turf_war":
        return sum(pack.asset(c).strength for c in usable) >= pack.turf_wars[target].strength
    have: set = set()
    for card in usable:
        have |= icons[card]
    missing = [e for e in state.job_defenses(job, target)
               if not e["guard"] and not have.intersection(pack.defense_of(e["ref"]).icons)]
    if not missing:
        return True
    return (len(missing) == 1 and missing[0]["type"] != VAULT and job in ("heist", "jailbreak")
            and any(pack.gang[c].vent for c in gang))


def _heist_job(state: SkywayRobberyState, seat: int) -> str | None:
    """``heist`` or ``jailbreak``, whichever the seat's hand looks able to do, or None."""
    if state.location is not None and not state.heist_done and \
            state.pack.locations[state.location_number].loot in state.zones["loot"] and \
            quick_feasible(state, seat, "heist"):
        return "heist"
    return "jailbreak" if quick_feasible(state, seat, "jailbreak") else None


def _turf_job(state: SkywayRobberyState, seat: int) -> tuple[str, str] | None:
    """The move (``("turf", card)`` / ``("sidejob", card)``) of the best-paying turf war or side
    job on the board the seat's hand looks able to do, or None."""
    pack, best, best_gain = state.pack, None, None
    for _, _, card in state.board_slots():
        kind = state.kinds[card]
        if kind not in ("turf_war", "side_job"):
            continue
        entry = pack.turf_wars[card] if kind == "turf_war" else pack.side_jobs[card]
        gain = entry.reputation + entry.money / 2
        if (best_gain is None or gain > best_gain) and quick_feasible(state, seat, kind, card):
            best, best_gain = ("turf" if kind == "turf_war" else "sidejob", card), gain
    return best


def playout_move(state: SkywayRobberyState, gen) -> Move:
    """A quick, plausible move for rollouts (Simulated outcomes, the IS-MCTS bot's
    playouts): about as fast as a random move, far better at judging a decision.

    It programs an illegal card first when its hand looks able to do a job
    (:func:`quick_feasible`), then a tip or a money or asset card; it resolves a job it
    can do, buys what is worth its price, takes the money; inside a job it brings the
    cards that beat the open defenses, takes a fall guy along, and rolls the alarm dice
    when the job succeeds at least half the time, else calls it off. The draft, threats,
    rolls, arrests and jail breaks' choices are the heuristic player's (they are cheap).
    One program or action choice in twenty is uniformly random, so rollouts vary.

    >>> import random
    >>> from skywidgets.games.skyway_robbery import GAME
    >>> state = GAME.new(players=3, seed=1)
    >>> state.is_legal(playout_move(state, random.Random(0)))
    True
    """
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    phase, seat = state.phase, state.current_player
    if phase in ("program", "act") and gen.random() < PLAYOUT_NOISE:
        return moves[gen.randrange(len(moves))]
    # moves by (verb, first part): cheaper than their ids, and enough to find them
    ids = {(m.verb, m.a): m for m in moves}
    if phase == "program":
        return _quick_program(state, seat, ids, gen)
    if phase == "act":
        return _quick_act(state, seat, moves, ids, gen) or ids[PASS_KEY]
    if phase == "plan":
        return _quick_plan(state, seat, moves, ids)
    return heuristic_move(state, seat, gen)


def _quick_program(state: SkywayRobberyState, seat: int, ids: dict, gen) -> Move:
    pack = state.pack
    hand = state.zones[f"hand:{seat}"]
    # a seat programs its three cards in a row and nothing on the board changes meanwhile:
    # look at the jobs and the fillers once
    key = (state.round, seat, tuple(hand))
    memo = state.__dict__.get("_quick_memo")
    if memo is None or memo[0] != key:
        fillers = [("prog", "tip"), ("prog", "pickpocket")]
        money = state.money[seat]
        if any(state.kinds[c] in ("gang", "equipment") and pack.asset(c).cost <= money
               for _, _, c in state.board_slots()):
            fillers.append(("prog", "asset"))
        if any(c in pack.gang and pack.gang[c].skill for c in hand):
            fillers.append(("prog", "skill"))
        memo = state._quick_memo = (key, _heist_job(state, seat), _turf_job(state, seat),
                                       fillers)
    _, heist, turf, fillers = memo
    if heist and ("prog", "heist") in ids:
        return ids["prog", "heist"]
    if turf and ("prog", "turf") in ids:
        return ids["prog", "turf"]
    if ("prog", "tip") in ids and gen.random() < 0.5:
        return ids["prog", "tip"]
    fillers = [f for f in fillers if f in ids]
    if fillers:
        return ids[fillers[gen.randrange(len(fillers))]]
    return ids.get(("prog", "repeat")) or next(iter(ids.values()))


def _quick_act(state: SkywayRobberyState, seat: int, moves: list, ids: dict,
               gen) -> Move | None:
    pack = state.pack
    action = state.current["action"]
    if action in ("tip", "pickpocket"):
        return ids.get((action, ""))
    if action == "heist":
        job = _heist_job(state, seat)
        return ids.get((job, "")) if job else None
    if action == "turf":
        job = _turf_job(state, seat)
        return ids.get(job) if job else None
    if action == "asset":
        buys = [m for m in moves if m.verb == "buy"]
        if not buys:
            return None
        best = max(buys, key=lambda m: card_value(pack, m.a) - 0.35 * pack.asset(m.a).cost)
        return best if card_value(pack, best.a) - 0.35 * pack.asset(best.a).cost > 0 else None
    if action == "skill":
        skills = [m for m in moves if m.verb == "skill"
                  and pack.gang[m.a].skill.kind != "sabotage"]
        return skills[gen.randrange(len(skills))] if skills else None
    if action == "repeat":
        for earlier in ("pickpocket", "tip", "heist", "turf", "asset", "skill"):
            move = ids.get(("repeat", earlier))
            if move is None:
                continue
            if earlier == "heist" and not _heist_job(state, seat):
                continue
            if earlier == "turf" and not _turf_job(state, seat):
                continue
            return move
    return None


def _quick_plan(state: SkywayRobberyState, seat: int, moves: list, ids: dict) -> Move:
    """The next step of a job: beat an open defense with a card on the job, else bring or
    carry one that can, else vent the last one; go when the odds are good, else abort."""
    pack, kinds, icons = state.pack, state.kinds, state.game.card_icons
    mission = state.mission
    members = [c for c in mission["team"] if kinds[c] == "gang"]
    by_verb: dict[str, list] = {}
    for move in moves:
        by_verb.setdefault(move.verb, []).append(move)
    if GO_KEY in ids:
        dice = state.alarm_count()
        hand_gang = [m for m in by_verb.get("bring", ()) if kinds[m.a] == "gang"]
        if dice and len(members) < MEMBER_LIMIT and hand_gang:
            # a fall guy costs no die and makes one handcuffs harmless (the rulebook's Boxer)
            return min(hand_gang, key=lambda m: card_value(pack, m.a))
        chance = _survival(pack, dice, len(members))
        return ids[GO_KEY] if chance >= QUICK_GO else ids[ABORT_KEY]
    if mission["job"] == "turf_war":
        adds = by_verb.get("bring", []) + by_verb.get("carry", [])
        adds = [m for m in adds if pack.asset(m.a).strength > 0 or (
            not members and kinds[m.a] == "gang")]
        if adds:
            return max(adds, key=lambda m: (kinds[m.a] == "gang" and not members,
                                            pack.asset(m.a).strength))
        return ids[ABORT_KEY]
    beats = by_verb.get("beat")
    if beats:
        return min(beats, key=lambda m: pack.asset(m.b).loud)
    wanted: set = set()
    open_entries = 0
    for entry in mission["defenses"]:
        if entry["guard"] or state._cleared(entry, mission):
            continue
        open_entries += 1
        wanted.update(pack.defense_of(entry["ref"]).icons)
    helpful = [m for m in by_verb.get("bring", ()) if icons[m.a] & wanted]
    helpful += [m for m in by_verb.get("carry", ()) if icons[m.a] & wanted]
    if helpful:
        return min(helpful, key=lambda m: (pack.asset(m.a).loud, m.verb == "bring"))
    if not members:
        # equipment that would help needs someone to carry it in
        gear = [c for c in state.zones[f"hand:{seat}"] if kinds[c] == "equipment"
                and icons[c] & wanted]
        carriers = [m for m in by_verb.get("bring", ()) if kinds[m.a] == "gang"]
        if carriers and (gear or "vent" not in by_verb):
            return max(carriers, key=lambda m: (pack.gang[m.a].carries, card_value(pack, m.a)))
    vents = by_verb.get("vent")
    if vents and open_entries == 1:
        return vents[0]
    return ids[ABORT_KEY]


#: Skyway Robbery's quick player, offered for Simulated outcomes' rollouts
QUICK_BOT = PlayoutBot("quick", "plays quick rules of thumb: does a job its hand can do, "
                                "tips, takes money (fast enough for rollouts)")


# --------------------------------------------------------------------- the heist planner
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

    >>> from skywidgets.games.skyway_robbery.rules import SKYWAY_ROBBERY
    >>> [c["job"] for c in planner_choices(SKYWAY_ROBBERY.new(players=3, seed=4), 0)][:1]
    ['jailbreak']
    """
    pack = state.pack
    choices = []
    number = state.location_number
    if number is not None and pack.locations[number].loot in state.zones["loot"]:
        choices.append({"job": "heist", "target": None,
                        "label": f"Local Heist at the {pack.locations[number].name}"})
    choices.append({"job": "jailbreak", "target": None, "label": "Jail Break at the Brig"})
    for zone in state._slot_zones:
        if not zone.startswith(("airship:", "dock:")):
            continue
        for card in state.zones[zone]:
            kind = state.kinds.get(card)
            if kind == "turf_war":
                war = pack.turf_wars[card]
                choices.append({"job": kind, "target": card, "label":
                                f"Turf War: {war.name} (Strength {war.strength})"})
            elif kind == "side_job":
                choices.append({"job": kind, "target": card,
                                "label": f"Side Job: {pack.side_jobs[card].name}"})
    mission = state.mission
    if mission is not None and mission["seat"] == seat:
        target = mission["target"] if mission["job"] in ("turf_war", "side_job") else None
        mine = [c for c in choices if (c["job"], c["target"]) == (mission["job"], target)]
        rest = [c for c in choices if (c["job"], c["target"]) != (mission["job"], target)]
        choices = [{**choice, "label": f"{choice['label']} (your job now)"} for choice in mine] + rest
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
