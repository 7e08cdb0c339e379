"""Skyway Robbery's players: the greedy bot's judgement (:func:`evaluate`), the heuristic
player, who plans the jobs its hand can pull off and plays them through, and the quick
playout policy (:func:`playout_move`) that Simulated outcomes and the IS-MCTS bot's
playouts use."""

from __future__ import annotations

import random

from skywidgets.core.bots import Bot, PlayoutBot, SeatInfo
from skywidgets.core.engine import Move
from skywidgets.core.reasoning import LEADING, Alternative, Column, Reasoning
from skywidgets.core.rng import Rng
from skywidgets.i18n import Msg, joined, msg, nmsg

from .data import MEMBER_LIMIT, MONEY_PER_POINT, VAULT, Pack
from .moves import ABORT, GO, M
from .planner import card_value, plan_mission, survival
from .rules import SkywayRobberyState
from .scoring import breakdown


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
#: the chance of success the heuristic player wants to plan a job, and to go on with it
#: once the tips are in (a team of two with three dice: 20 in 27)
MIN_SUCCESS = 0.75
MIN_SUCCESS_AT_REVEAL = 0.6


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


def heuristic_move(state: SkywayRobberyState, seat: int, gen: random.Random) -> Move:
    """The heuristic player's move: it plans jobs it can complete and plays them through.

    ``state`` is a world consistent with what ``seat`` knows (a determinization): the
    player reads only its own hand, the board and the public counters.
    """
    moves = state.legal_moves()
    pack = state.pack
    phase = state.phase
    values = state.game.card_values  # card_value of each asset, worked out once per pack
    if len(moves) == 1:
        return moves[0]
    # the choices that need no move looked up by its id
    if phase == "arrest":
        return min(moves, key=lambda m: values[m.a])
    if phase == "free":
        return max(moves, key=lambda m: values[m.a])
    ids = {m.id: m for m in moves}

    def first(*wanted):
        for move_id in wanted:
            if move_id in ids:
                return ids[move_id]
        return None

    if phase == "draft":
        money = state.money[seat]
        best = max(state.zones[f"draft:{seat}"],
                   key=lambda c: values[c] - 0.3 * pack.gang[c].cost
                   if pack.gang[c].cost <= money else -99)
        if pack.gang[best].cost <= money and values[best] - 0.3 * pack.gang[best].cost > 0:
            return ids[f"hire:{best}"]
        worst = min(state.zones[f"draft:{seat}"], key=lambda c: values[c])
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
    description = msg("plans heists and jobs its hand can complete, and plays them through")

    def choose(self, info: SeatInfo, rng: Rng) -> Move:
        return self._decide(info, rng)[0]

    def explain(self, info: SeatInfo, rng: Rng) -> Reasoning:
        """The move it plays, with the plans behind it: each job its hand can pull off,
        the odds the alarm dice leave, and the cards of the plan it follows.

        >>> from skywidgets.games.skyway_robbery import GAME
        >>> state = GAME.new(players=3, seed=4)
        >>> for _ in range(3):
        ...     _ = state.apply(state.legal_moves()[0])  # the draft
        >>> reasons = HeuristicBot().explain(SeatInfo(state, state.current_player), Rng(1))
        >>> reasons.move == HeuristicBot().choose(SeatInfo(state, state.current_player),
        ...                                       Rng(1)).id
        True
        """
        move, world = self._decide(info, rng)
        label = info.describe(move)
        if world is None:
            return Reasoning(self.name, move.id, label, msg("It had only one legal move."))
        summary, rows, details = heuristic_reasons(world, info.seat, move)
        return Reasoning(self.name, move.id, label, summary,
                         (Column("odds", msg("Odds"), "percent"), Column("dice", msg("Alarm dice"), "count"),
                          Column("gain", msg("Worth"))) if rows else (), rows, (), details)

    def _decide(self, info: SeatInfo, rng: Rng) -> tuple[Move, SkywayRobberyState | None]:
        """The move and the world it was decided in (None: only one legal move): the one
        decision both ``choose`` and ``explain`` make."""
        moves = info.legal_moves()
        if len(moves) == 1:
            return moves[0], None
        world = info.determinize(rng)  # its own hand and the board are exactly as they are
        chosen = heuristic_move(world, info.seat, rng.generator())
        return next(m for m in moves if m.id == chosen.id), world


def job_label(state: SkywayRobberyState, job: str, target: str | None) -> Msg:
    """A job in words, as the Heist planner names it.

    >>> from skywidgets.games.skyway_robbery import GAME
    >>> job_label(GAME.new(players=3, seed=4), "jailbreak", None)
    'Jail Break at the Brig'
    """
    pack = state.pack
    if job == "heist":
        return msg("Local Heist at the {place}", place=pack.locations[state.location_number].name)
    if job == "jailbreak":
        return msg("Jail Break at the Brig")
    if job == "turf_war":
        return msg("Turf War: {card}", card=pack.turf_wars[target].name)
    return msg("Side Job: {card}", card=pack.side_jobs[target].name)


def plan_words(state: SkywayRobberyState, plan: dict) -> Msg:
    """The cards of a plan in a sentence: who goes, who helps, what they carry."""
    name = lambda card: state.pack.asset(card).name  # noqa: E731 - a one-line lookup
    parts = [msg("the gang: {cards}", cards=joined(map(name, plan["members"])))]
    if plan["crew"]:
        parts.append(msg("the crew: {cards}", cards=joined(map(name, plan["crew"]))))
    if plan["carry"]:
        parts.append(msg("carrying {cards}", cards=joined(
            msg("{card} ({member})", card=name(e), member=name(m)) for e, m in plan["carry"].items())))
    if plan["cut"]:
        parts.append(msg("cutting the power with {card}", card=name(plan["cut"])))
    return joined(parts, "; ")


def _percent(x: float) -> str:
    """Odds as a whole percentage, the same digits in every language: "60%"."""
    return f"{x:.0%}"


def heuristic_reasons(state: SkywayRobberyState, seat: int,
                      move: Move) -> tuple[Msg, tuple[Alternative, ...], tuple[Msg, ...]]:
    """Why the heuristic player plays ``move`` in ``state`` (a world consistent with what
    ``seat`` knows; only its own hand and the board are read): a summary, the plans it
    weighed as rows (odds, alarm dice, worth) and a sentence on the plan it follows."""
    phase = state.phase

    def rows_of(plans: list[dict], chosen: int | None) -> tuple[Alternative, ...]:
        return tuple(Alternative(p["job"] if p["target"] is None else f"{p['job']}:{p['target']}",
                                 job_label(state, p["job"], p["target"]),
                                 {"odds": p["plan"]["success"], "dice": p["plan"]["dice"],
                                  "gain": round(p["gain"], 2)}, i == chosen)
                     for i, p in enumerate(plans[:LEADING]))

    if phase == "program":
        plans = job_plans(state, seat)
        if not plans:
            return (msg("No job its hand can pull off reaches {odds} odds, so it programs tips, "
                        "money and assets.", odds=_percent(MIN_SUCCESS)), (), ())
        best = plans[0]
        return (nmsg("It programs the cards for the jobs its hand can pull off with at least "
                     "{odds} odds ({n} found); the best pays most for its risk.",
                     "It programs the cards for the jobs its hand can pull off with at least "
                     "{odds} odds ({n} found); the best pays most for its risk.",
                     len(plans), odds=_percent(MIN_SUCCESS)),
                rows_of(plans, 0),
                (msg("Its plan for the {job}: {plan}.",
                     job=job_label(state, best["job"], best["target"]),
                     plan=plan_words(state, best["plan"])),))
    if phase == "act" and state.current["action"] in ("heist", "turf"):
        tips = len(state.current["tippers"])
        plans = job_plans(state, seat, tips, MIN_SUCCESS_AT_REVEAL)
        chosen = next((i for i, p in enumerate(plans)
                       if move.id in (p["job"], f"turf:{p['target']}", f"sidejob:{p['target']}")),
                      None)
        if chosen is None:
            return (nmsg("With {n} tip against it, no job its hand can pull off keeps {odds} "
                         "odds: it does not take one on.",
                         "With {n} tips against it, no job its hand can pull off keeps {odds} "
                         "odds: it does not take one on.", tips,
                         odds=_percent(MIN_SUCCESS_AT_REVEAL)),
                    rows_of(plans, None), ())
        plan = plans[chosen]
        return (nmsg("With {n} tip against it, the {job} still has {odds} odds: it takes the job "
                     "on.",
                     "With {n} tips against it, the {job} still has {odds} odds: it takes the "
                     "job on.", tips, job=job_label(state, plan["job"], plan["target"]),
                     odds=_percent(plan["plan"]["success"])),
                rows_of(plans, chosen),
                (msg("Its plan: {plan}.", plan=plan_words(state, plan["plan"])),))
    if phase == "plan":
        mission = state.mission
        plan = plan_mission(state, seat, mission["job"], mission["target"],
                            mission["defenses"], len(mission["tippers"]))
        label = job_label(state, mission["job"], mission["target"])
        if plan is None or plan["success"] < MIN_SUCCESS_AT_REVEAL:
            return (msg("No plan for the {job} reaches {odds} odds any more: it calls the job "
                        "off.", job=label, odds=_percent(MIN_SUCCESS_AT_REVEAL)), (), ())
        row = Alternative(mission["job"], label, {"odds": plan["success"], "dice": plan["dice"]},
                          True)
        odds = _percent(plan["success"])
        summary = (nmsg("Its cheapest plan for the {job} has {odds} odds with {n} alarm die: it "
                        "rolls the alarm dice.",
                        "Its cheapest plan for the {job} has {odds} odds with {n} alarm dice: it "
                        "rolls the alarm dice.", plan["dice"], job=label, odds=odds)
                   if move.id == "go" else
                   nmsg("Its cheapest plan for the {job} has {odds} odds with {n} alarm die: it "
                        "takes the next step of its plan.",
                        "Its cheapest plan for the {job} has {odds} odds with {n} alarm dice: it "
                        "takes the next step of its plan.", plan["dice"], job=label, odds=odds))
        return (summary, (row,), (msg("The plan: {plan}.", plan=plan_words(state, plan)),))
    thumb = RULE_OF_THUMB.get(phase)
    return (msg("At this step it follows its rules of thumb (there is no plan to weigh): "
                "{rule}.", rule=thumb() if thumb else msg("it plays the first move it likes")),
            (), ())


#: what the heuristic player does at the steps where it weighs no plan, in words
RULE_OF_THUMB = {
    "draft": lambda: msg("it hires the card worth most for its price, or sends its weakest card "
                         "to the Brig"),
    "act": lambda: msg("it takes the money, buys what is worth its price and uses its skills"),
    "threat": lambda: msg("it answers a threat when its Strength is enough, else brings its "
                          "strongest card"),
    "rolled": lambda: msg("it plays a trick only when the handcuffs would catch every gang "
                          "member"),
    "arrest": lambda: msg("it gives up the card it values least"),
    "free": lambda: msg("it frees the card it values most"),
}


# --------------------------------------------------------------------- the quick playout policy
#: how often the quick policy programs or resolves a card uniformly at random instead
PLAYOUT_NOISE = 0.05
#: the chance of success the quick policy wants before it rolls the alarm dice
QUICK_GO = 0.5
#: survival chances as floats, by (the alarm die's faces, dice, gang members)
_SURVIVAL: dict = {}
#: moves the quick policy looks up by (verb, first part)
GO_KEY, ABORT_KEY, PASS_KEY = ("go", ""), ("abort", ""), ("pass", "")


def _survival(pack: Pack, dice: int, members: int) -> float:
    # the odds depend on the pack through its die alone (a tuple: cheaper to hash than
    # working out the odds of a handcuffs face at every step)
    key = (pack.die, dice, members)
    chance = _SURVIVAL.get(key)
    if chance is None:
        chance = _SURVIVAL[key] = float(survival(pack, dice, members))
    return chance


def quick_feasible(state: SkywayRobberyState, seat: int, job: str,
                   target: str | None = None, hand: tuple | None = None) -> bool:
    """Whether the seat's hand looks able to pull off ``job``, judged in microseconds (the
    quick policy's stand-in for ``plan_mission``): a gang member, and a card in hand with a
    matching icon for every defense but the power supply's guard (one of them, not the
    Vault/Code, may be left to a vent on a heist or jail break); a turf war: enough
    Strength in hand. It ignores who can carry what and power cuts. ``hand`` is
    :func:`hand_for_job`'s answer for this seat and job, when it is known already.

    >>> from skywidgets.games.skyway_robbery import GAME
    >>> quick_feasible(GAME.new(players=3, seed=1), 0, "jailbreak")
    False
    """
    gang, usable, have = hand_for_job(state, seat, job) if hand is None else hand
    if not gang:
        return False
    pack = state.pack
    if job == "turf_war":
        return sum(pack.asset(c).strength for c in usable) >= pack.turf_wars[target].strength
    defense_icons = state.game.defense_icons
    missing = [kind for ref, kind in state.job_barriers(job, target)
               if have.isdisjoint(defense_icons[ref])]
    if not missing:
        return True
    return (len(missing) == 1 and missing[0] != VAULT and job in ("heist", "jailbreak")
            and any(pack.gang[c].vent for c in gang))


def hand_for_job(state: SkywayRobberyState, seat: int, job: str) -> tuple:
    """``(gang, usable, icons)`` of the seat's hand for ``job``: its gang members, the
    cards it may bring (airship crew only on their own jobs) and their icons, for
    :func:`quick_feasible` to judge several jobs of one kind from one look at the hand.

    >>> from skywidgets.games.skyway_robbery import GAME
    >>> gang, usable, icons = hand_for_job(GAME.new(players=3, seed=1), 0, "heist")
    >>> set(gang) <= set(usable)
    True
    """
    pack, kinds, icons = state.pack, state.kinds, state.game.card_icons
    hand = state.zones[f"hand:{seat}"]
    gang = [c for c in hand if kinds[c] == "gang"]
    usable = [c for c in hand if kinds[c] != "crew" or job in pack.crew[c].jobs]
    have: set = set()
    for card in usable:
        have |= icons[card]
    return gang, usable, have


#: the quick player's judgements of a hand, by everything each depends on: the rollouts of
#: one panel meet the same hands and boards again and again (every move of a sweep is
#: played from the same redrawn world). Cleared once it holds CACHE_LIMIT answers.
_JUDGED: dict = {}
CACHE_LIMIT = 5_000


def _remembered(key: tuple, work) -> object:
    answer = _JUDGED.get(key, _JUDGED)
    if answer is _JUDGED:
        if len(_JUDGED) >= CACHE_LIMIT:
            _JUDGED.clear()
        answer = _JUDGED[key] = work()
    return answer


def _heist_key(state: SkywayRobberyState, seat: int) -> tuple:
    """What :func:`_heist_job` reads: the hand, where the airship is, whether its loot is
    still there and the heist not done, and the defenses of the location and the Brig."""
    zones = state.zones
    number = state.location_number
    open_heist = (number is not None and not state.heist_done
                  and state.pack.locations[number].loot in zones["loot"])
    return (state.game, tuple(zones[f"hand:{seat}"]), number, open_heist,
            tuple(zones["location:defenses"]), tuple(zones["brig:defenses"]))


def _heist_job(state: SkywayRobberyState, seat: int) -> str | None:
    """``heist`` or ``jailbreak``, whichever the seat's hand looks able to do, or None."""
    key = _heist_key(state, seat)
    return _remembered(("heist", *key), lambda: _judge_heist(state, seat, key[3]))


def _judge_heist(state: SkywayRobberyState, seat: int, open_heist: bool) -> str | None:
    if open_heist and quick_feasible(state, seat, "heist"):
        return "heist"
    return "jailbreak" if quick_feasible(state, seat, "jailbreak") else None


def _board_jobs(state: SkywayRobberyState, cards: list) -> list[tuple[str, str]]:
    """``(kind, card)`` of the turf wars and side jobs among ``cards`` (the board's
    ``board_cards()``), the best-paying first, ties in board order."""
    pack, kinds = state.pack, state.kinds
    jobs = []
    for card in cards:
        kind = kinds[card]
        if kind not in ("turf_war", "side_job"):
            continue
        entry = pack.turf_wars[card] if kind == "turf_war" else pack.side_jobs[card]
        jobs.append((-(entry.reputation + entry.money / 2), len(jobs), kind, card))
    jobs.sort()
    return [(kind, card) for _, _, kind, card in jobs]


def _turf_job(state: SkywayRobberyState, seat: int,
              jobs: list | None = None) -> tuple[str, str] | None:
    """The move (``("turf", card)`` / ``("sidejob", card)``) of the best-paying turf war or side
    job on the board the seat's hand looks able to do (the first on the board among equals),
    or None. ``jobs``: :func:`_board_jobs`' answer, when it is known already."""
    if jobs is None:
        cards = tuple(state.board_cards())
        return _remembered(("turf", state.game, tuple(state.zones[f"hand:{seat}"]), cards),
                           lambda: _turf_job(state, seat, _board_jobs(state, cards)))
    hands: dict = {}  # the hand looked at once for each kind of job
    for kind, card in jobs:
        hand = hands.get(kind)
        if hand is None:
            hand = hands[kind] = hand_for_job(state, seat, kind)
        if quick_feasible(state, seat, kind, card, hand):
            return ("turf" if kind == "turf_war" else "sidejob", card)
    return None


def playout_move(state: SkywayRobberyState, gen: random.Random) -> Move:
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
    phase, seat = state.phase, state.current_player
    if phase == "plan":
        # it finds its move without the list (a lone legal move there is to call it off,
        # which it then plays too)
        return _quick_plan(state, seat)
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if phase in ("program", "act") and gen.random() < PLAYOUT_NOISE:
        return moves[gen.randrange(len(moves))]
    if phase not in ("program", "act"):
        return heuristic_move(state, seat, gen)
    if phase == "program":
        return _quick_program(state, seat, _program_ids(moves), gen)
    # moves by (verb, first part): cheaper than their ids, and enough to find them
    ids = {(m.verb, m.a): m for m in moves}
    return _quick_act(state, seat, moves, ids, gen) or ids[PASS_KEY]


def _judge_program(state: SkywayRobberyState, seat: int, cards: tuple) -> tuple:
    """``(heist, turf, fillers)`` for a seat about to program: the heist or jail break its
    hand looks able to do, the best turf war or side job, and the money and asset cards
    worth programming (``cards``: the board's ``board_cards()``)."""
    pack = state.pack
    hand = state.zones[f"hand:{seat}"]
    fillers = [("prog", "tip"), ("prog", "pickpocket")]
    money = state.money[seat]
    assets = state.game.assets
    if any(state.kinds[c] in ("gang", "equipment") and assets[c].cost <= money for c in cards):
        fillers.append(("prog", "asset"))
    if any(c in pack.gang and pack.gang[c].skill for c in hand):
        fillers.append(("prog", "skill"))
    return _heist_job(state, seat), _turf_job(state, seat, _board_jobs(state, cards)), fillers


#: the programming moves by (verb, action), for each list of them a seat can have
_PROGRAM_IDS: dict[tuple, dict] = {}


def _program_ids(moves: list) -> dict:
    """``{(verb, action): move}`` of a seat's programming moves (the cards not yet
    programmed): a few dozen lists in all, each worked out once."""
    key = tuple(moves)
    ids = _PROGRAM_IDS.get(key)
    if ids is None:
        ids = _PROGRAM_IDS[key] = {(m.verb, m.a): m for m in moves}
    return ids


def _quick_program(state: SkywayRobberyState, seat: int, ids: dict, gen) -> Move:
    hand = state.zones[f"hand:{seat}"]
    # a seat programs its three cards in a row and nothing on the board changes meanwhile:
    # look at the jobs and the fillers once and keep them on the state for all three moves
    # (a @per_position answer would be forgotten after each move); the key tells when they
    # no longer fit. Other rollouts judged the same hand on the same board: _remembered
    key = (state.round, seat, tuple(hand))
    memo = state.__dict__.get("_quick_memo")
    if memo is None or memo[0] != key:
        # the board is the same for every seat programming this round: looked at once
        cards = memo[4] if memo is not None and memo[0][0] == state.round else None
        if cards is None:
            cards = tuple(state.board_cards())
        judged = _remembered(("program", *_heist_key(state, seat), state.money[seat], cards),
                             lambda: _judge_program(state, seat, cards))
        memo = state._quick_memo = (key, *judged, cards)
    _, heist, turf, fillers, _ = memo
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
        values, assets = state.game.card_values, state.game.assets
        best = max(buys, key=lambda m: values[m.a] - 0.35 * assets[m.a].cost)
        return best if values[best.a] - 0.35 * assets[best.a].cost > 0 else None
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


def _quick_plan(state: SkywayRobberyState, seat: int) -> Move:
    """The next step of a job: beat an open defense with a card on the job, else bring or
    carry one that can, else vent the last one; go when the odds are good, else abort.

    It reads the job as the rules list its moves (``_generate_plan``), but looks only for
    the one it plays, in the order it would choose among the listed moves: every step of
    every job in every rollout passes here, and most of the list is never looked at."""
    pack, kinds, icons = state.pack, state.kinds, state.game.card_icons
    game = state.game
    values = game.card_values
    mission = state.mission
    job, team, carry = mission["job"], mission["team"], mission["carry"]
    members = [c for c in team if kinds[c] == "gang"]
    hand = state.zones[f"hand:{seat}"]
    # the bring moves, in hand order: gang members, and airship crew on their own jobs
    brings = [c for c in hand if kinds[c] == "gang" or (
        kinds[c] == "crew" and job in pack.crew[c].jobs)]
    if job == "turf_war":
        if members and state._team_strength() >= pack.turf_wars[mission["target"]].strength:
            return _go_or_fall_guy(state, members, brings)
        adds = [M("bring", c) for c in brings] + _carries(state, hand, members)
        adds = [m for m in adds if pack.asset(m.a).strength > 0 or (
            not members and kinds[m.a] == "gang")]
        if adds:
            return max(adds, key=lambda m: (kinds[m.a] == "gang" and not members,
                                            pack.asset(m.a).strength))
        return ABORT
    beats, vented, cut = mission["beats"], mission["vents"], mission["cut"]
    defense_icons, powered = game.defense_icons, game.defense_powered
    # the defenses still open, as _generate_plan walks them (the guard too: it may be beaten)
    open_entries = [entry for entry in mission["defenses"]
                    if not (entry["index"] in beats or entry["index"] in vented
                            or (cut is not None and not entry["guard"] and powered[entry["ref"]]))]
    if members and all(entry["guard"] for entry in open_entries):
        return _go_or_fall_guy(state, members, brings)
    # beat an open defense with the quietest card on the job that can (the first such)
    best, quietest = None, None
    on_job = [*team, *carry]
    for entry in open_entries:
        wanted = defense_icons[entry["ref"]]
        for card in on_job:
            if icons[card] & wanted:
                loud = pack.asset(card).loud
                if quietest is None or loud < quietest:
                    best, quietest = (str(entry["index"] + 1), card), loud
    if best is not None:
        return M("beat", *best)
    wanted = set()
    to_pass = 0
    for entry in mission["defenses"]:
        if entry["guard"] or state._cleared(entry, mission):
            continue
        to_pass += 1
        wanted.update(pack.defense_of(entry["ref"]).icons)
    helpful = [M("bring", c) for c in brings if icons[c] & wanted]
    helpful += [m for m in _carries(state, hand, members) if icons[m.a] & wanted]
    if helpful:
        return min(helpful, key=lambda m: (pack.asset(m.a).loud, m.verb == "bring"))
    venters = state._venters(mission)
    vent_at = next((entry for entry in open_entries if entry["type"] != VAULT), None)
    can_vent = bool(venters) and vent_at is not None
    if not members:
        # equipment that would help needs someone to carry it in
        gear = [c for c in hand if kinds[c] == "equipment" and icons[c] & wanted]
        carriers = [c for c in brings if kinds[c] == "gang"]
        if carriers and (gear or not can_vent):
            return M("bring", max(carriers, key=lambda c: (pack.gang[c].carries, values[c])))
    if can_vent and to_pass == 1:
        return M("vent", str(vent_at["index"] + 1), venters[0])
    return ABORT


def _carries(state: SkywayRobberyState, hand: list, members: list) -> list[Move]:
    """The carry moves of a job, in the order the rules list them: each card in hand that
    is neither gang nor crew, onto each member who can carry one more."""
    pack, kinds = state.pack, state.kinds
    loads = {m: 0 for m in members}
    for carrier in state.mission["carry"].values():
        loads[carrier] += 1
    porters = [m for m in members if loads[m] < pack.gang[m].carries]
    if not porters:
        return []
    return [M("carry", c, m) for c in hand if kinds[c] not in ("gang", "crew") for m in porters]


def _go_or_fall_guy(state: SkywayRobberyState, members: list, brings: list) -> Move:
    """Nothing is in the way: take a fall guy along if the alarm rolls, else go when the
    job succeeds at least half the time, and call it off otherwise."""
    dice = state.alarm_count()
    hand_gang = [c for c in brings if state.kinds[c] == "gang"]
    if dice and len(members) < MEMBER_LIMIT and hand_gang:
        # a fall guy costs no die and makes one handcuffs harmless (the rulebook's Boxer)
        values = state.game.card_values
        return M("bring", min(hand_gang, key=lambda c: values[c]))
    chance = _survival(state.pack, dice, len(members))
    return GO if chance >= QUICK_GO else ABORT


#: Skyway Robbery's quick player, offered for Simulated outcomes' rollouts
QUICK_BOT = PlayoutBot("quick", msg("plays quick rules of thumb: does a job its hand can do, "
                                    "tips, takes money (fast enough for rollouts)"))
