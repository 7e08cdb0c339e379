"""Skyway Robbery's one legality check: why a move is refused now, in the rules' words.

A mixin of ``SkywayRobberyState``. ``_violation`` checks that a move belongs to the phase,
then hands it to the ``_check_<verb>`` of its verb, which says what is wrong (a card not
in hand, a defense already passed, a cost not met) and cites the rule; None when the move
is legal.

>>> from skywidgets.games.skyway_robbery import GAME
>>> state = GAME.new(players=2, seed=4)
>>> print(state._violation(GAME.parse_move("go")).reason)
not now: it is time to choose a recruit (hire one, or send one to the Brig)
"""

from __future__ import annotations

from skywidgets.core.engine import Move
from skywidgets.core.errors import IllegalMove
from skywidgets.i18n import joined, msg, nmsg

from .data import ACTIONS, RULES, VAULT
from .legal_moves import PLAN_TRICKS
from .moves import (ACT, ARREST, DRAFT, FREE, OVER, PHASE_VERBS, PLAN, PROGRAM, ROLLED, THREAT,
                    RobberyMove)
from .words import either

#: what a move out of its phase is told to do instead, and the rule it cites: plain
#: words, as a learner reads them beside the click
_PHASE_TASK = {
    DRAFT: lambda: msg("not now: it is time to choose a recruit (hire one, or send one to the Brig)"),
    PROGRAM: lambda: msg("not now: it is time to program an action card"),
    ACT: lambda: msg("not now: it is time to resolve the revealed card (or pass)"),
    PLAN: lambda: msg("not now: it is time to plan the illegal action (bring a team, get past "
                      "each defense, then go or call it off)"),
    THREAT: lambda: msg("not now: it is time to threaten the crew member (bring cards for "
                        "Strength, then go or call it off)"),
    ROLLED: lambda: msg("not now: it is time to keep the alarm roll or play a reroll trick"),
    ARREST: lambda: msg("not now: it is time to choose who is arrested"),
    FREE: lambda: msg("not now: it is time to choose a gang member to free from the Brig"),
}
#: when each kind of dirty trick is played, in words
_TRICK_WHEN = {
    "alarm_minus": lambda card: msg("{card} is played while you plan an illegal action, not now",
                                    card=card),
    "vent": lambda card: msg("{card} is played while you plan a Local Heist or a Jail Break, "
                             "not now", card=card),
    "free_member": lambda card: msg("{card} is played while you plan an illegal action, not now",
                                    card=card),
    "strength": lambda card: msg("{card} is played in a Turf War or while threatening airship "
                                 "crew, not now", card=card),
    "payday": lambda card: msg("{card} is played while you plan an illegal action, not now",
                               card=card),
    "reroll": lambda card: msg("{card} is played right after the alarm dice are rolled, not now",
                               card=card),
}
#: the icons of the shipped pack in words (a pack's own icon: its id, spaced)
ICON_WORDS = {
    "vault": lambda: msg("vault"), "lock": lambda: msg("lock"), "light": lambda: msg("light rays"),
    "magnet": lambda: msg("magnetic field"), "gears": lambda: msg("gears"),
    "guards": lambda: msg("guards"), "code": lambda: msg("code"), "cameras": lambda: msg("cameras"),
    "darts": lambda: msg("darts"), "dogs": lambda: msg("dogs"), "gas": lambda: msg("gas"),
    "ice": lambda: msg("ice"), "poison": lambda: msg("poison"), "sharks": lambda: msg("sharks"),
    "traps": lambda: msg("traps"),
}
#: the jobs in words, as a crew card's list names them
JOB_WORDS = {"heist": lambda: msg("heist"), "jailbreak": lambda: msg("jailbreak"),
             "turf_war": lambda: msg("turf war"), "side_job": lambda: msg("side job")}
_PHASE_RULE = {DRAFT: RULES["recruits"], PROGRAM: RULES["program"], ACT: RULES["reveal"],
               PLAN: RULES["illegal"], THREAT: RULES["asset"], ROLLED: RULES["tricks"],
               ARREST: RULES["alarm"], FREE: RULES["jailbreak"]}


def _icon(icon: str) -> str:
    """An icon in words: "light" -> "light rays"; an unknown one: "light_rays" -> "light rays"."""
    words = ICON_WORDS.get(icon)
    return words() if words else icon.replace("_", " ")



class Legality:
    """The legality checks of a Skyway Robbery position, one per verb."""

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, RobberyMove):
            return IllegalMove(move, msg("not a Skyway Robbery move"), RULES["notation"])
        phase = self.phase
        if phase == OVER:
            return IllegalMove(move, msg("the game is over"), RULES["end"])
        if move.verb not in PHASE_VERBS[phase]:
            return IllegalMove(move, _PHASE_TASK[phase](), _PHASE_RULE[phase])
        seat = self.current_player
        check = getattr(self, f"_check_{move.verb}")
        return check(move, seat)

    def _fail(self, move: Move, reason: str, rule: str) -> IllegalMove:
        return IllegalMove(move, reason, RULES[rule])

    def _check_hire(self, move, seat):
        problem = self._check_brig(move, seat)
        if problem:
            return problem
        cost = self.pack.gang[move.a].cost
        if cost > self.money[seat]:
            return self._fail(move, msg("{card} costs ${cost}K and you have ${money}K (send it "
                                        "to the Brig instead)", card=self._called(move.a),
                                        cost=cost, money=self.money[seat]), "recruits")
        return None

    def _check_brig(self, move, seat):
        if move.a not in self.zones[f"draft:{seat}"]:
            return self._fail(move, msg("{card} is not among your dealt cards",
                                        card=self._called(move.a)), "recruits")
        return None

    def _check_prog(self, move, seat):
        if move.a not in ACTIONS:
            names = joined(self.pack.actions[a].name for a in ACTIONS)
            return self._fail(move, msg("there is no action card called {id}: the action cards "
                                        "are {names}", id=repr(move.a), names=names), "program")
        if move.a in self.programs[seat]:
            return self._fail(move, msg("your {action} card is already programmed this round",
                                        action=self.pack.actions[move.a].name), "program")
        return None

    def _check_pass(self, move, seat):
        return None

    def _acting(self, move, action: str, rule: str) -> IllegalMove | None:
        if self.current["action"] != action:
            return self._fail(move, msg("the card to resolve is {action}",
                                        action=self.pack.actions[self.current["action"]].name),
                              rule)
        return None

    def _check_tip(self, move, seat):
        return self._acting(move, "tip", "tip")

    def _check_pickpocket(self, move, seat):
        return self._acting(move, "pickpocket", "pickpocket")

    def _check_skill(self, move, seat):
        problem = self._acting(move, "skill", "skill")
        if problem:
            return problem
        card = move.a
        if card not in self.hand(seat):
            if card in self.zones[f"play:{seat}"]:
                return self._fail(move, msg("{card} is in your play area (used this round)",
                                            card=self._called(card)), "skill")
            return self._fail(move, msg("{card} is not in your hand", card=self._called(card)),
                              "skill")
        skill = self.pack.gang[card].skill if card in self.pack.gang else None
        if skill is None:
            return self._fail(move, msg("{card} has no skill", card=self._called(card)), "skill")
        targets = self._skill_targets(seat, skill.kind)
        if move.b not in targets:
            if targets == [""]:
                return self._fail(move, msg("the skill of {card} takes no target",
                                            card=self._called(card)), "skill")
            named = joined(self._target_name(t) for t in targets) if targets else msg("nobody now")
            return self._fail(move, msg("the skill of {card} ({skill}) needs a target: {targets}",
                                        card=self._called(card), skill=skill.text,
                                        targets=named), "skill")
        if skill.kind == "recruit" and not (self.zones["deck:gang"] or self.zones["discard:gang"]):
            return self._fail(move, msg("the Gang Member deck is empty"), "skill")
        if skill.kind == "scrounge" and not (self.zones["deck:equipment"]
                                             or self.zones["discard:equipment"]):
            return self._fail(move, msg("the Equipment deck is empty"), "skill")
        return None

    def _check_buy(self, move, seat):
        problem = self._acting(move, "asset", "asset")
        if problem:
            return problem
        if self.kinds.get(move.a) not in ("gang", "equipment", "crew") or self._where(
                move.a, ("airship:", "dock:", "local:")) is None:
            return self._fail(move, msg("{card} is not an asset on the board",
                                        card=self._called(move.a)), "asset")
        cost = self.pack.asset(move.a).cost
        if cost > self.money[seat]:
            return self._fail(move, msg("{card} costs ${cost}K and you have ${money}K",
                                        card=self._called(move.a), cost=cost,
                                        money=self.money[seat]), "asset")
        return None

    def _check_threaten(self, move, seat):
        problem = self._acting(move, "asset", "asset")
        if problem:
            return problem
        if self.kinds.get(move.a) != "crew" or self._where(move.a, ("airship:", "dock:")) is None:
            return self._fail(move, msg("{card} is not airship crew on the board",
                                        card=self._called(move.a)), "asset")
        need = self.pack.crew[move.a].strength
        have = self._strength_available(seat)
        if have < need:
            return self._fail(move, msg("threatening {card} takes Strength {need}; your hand "
                                        "has {have}", card=self._called(move.a), need=need,
                                        have=have), "asset")
        return None

    def _strength_available(self, seat: int) -> int:
        total = sum(self.pack.asset(c).strength for c in self.hand(seat)
                    if self.kinds[c] != "crew")
        return total + sum(self.pack.tricks[t].amount for t in self.zones[f"tricks:{seat}"]
                           if self.pack.tricks[t].kind == "strength")

    def _check_heist(self, move, seat):
        problem = self._acting(move, "heist", "heist")
        if problem:
            return problem
        if self.location is None:
            return self._fail(move, msg("the airship has not reached a location yet (the first "
                                        "Location Board comes at the end of the first round)"),
                              "setup")
        loot = self.pack.locations[self.location_number].loot
        if loot not in self.zones["loot"]:
            return self._fail(move, msg("{loot} is gone already: this location has been robbed",
                                        loot=self.pack.loot[loot].name), "heist")
        return None

    def _check_jailbreak(self, move, seat):
        return self._acting(move, "heist", "jailbreak")

    def _check_turf(self, move, seat):
        return self._goal_on_board(move, "turf_war")

    def _check_sidejob(self, move, seat):
        return self._goal_on_board(move, "side_job")

    def _goal_on_board(self, move, kind: str) -> IllegalMove | None:
        problem = self._acting(move, "turf", kind)
        if problem:
            return problem
        if self.kinds.get(move.a) != kind or self._where(move.a, ("airship:", "dock:")) is None:
            card = self._called(move.a)
            return self._fail(move, msg("{card} is not a Turf War card on the board", card=card)
                              if kind == "turf_war" else
                              msg("{card} is not a Side Job card on the board", card=card), kind)
        return None

    def _check_repeat(self, move, seat):
        problem = self._acting(move, "repeat", "repeat")
        if problem:
            return problem
        if move.a not in self._repeatable(seat):
            repeatable = self._repeatable(seat)
            earlier = (joined(self.pack.actions[a].name for a in repeatable) if repeatable
                       else msg("none"))
            return self._fail(move, msg("Repeat repeats an action card you played before it this "
                                        "round (yours: {cards})", cards=earlier), "repeat")
        return None

    # -- inside an illegal action
    def _on_team(self, card: str) -> bool:
        return card in self.mission["team"]

    def _check_bring(self, move, seat):
        card = move.a
        if card not in self.hand(seat):
            if card in self.zones[f"play:{seat}"]:
                return self._fail(move, msg("{card} was used this round (in your play area "
                                            "until the round ends)", card=self._called(card)),
                                  "used")
            if card in self.zones["mission"]:
                return self._fail(move, msg("{card} is with you already", card=self._called(card)),
                                  "illegal")
            return self._fail(move, msg("{card} is not in your hand", card=self._called(card)),
                              "illegal")
        kind = self.kinds[card]
        if self.phase == THREAT:
            if kind == "crew":
                return self._fail(move, msg("airship crew cannot threaten airship crew (gang "
                                            "members and equipment can)"), "asset")
            return None
        if kind == "equipment":
            carrier = any(self.kinds[c] == "gang" for c in self.mission["team"])
            if carrier:
                return self._fail(move, msg("{card} is equipment: a gang member carries it on the "
                                            "job (choose which gang member on the team carries "
                                            "it)", card=self._called(card)), "carry")
            return self._fail(move, msg("{card} is equipment: a gang member carries it on the job "
                                        "(bring a gang member first, then choose who carries "
                                        "it)", card=self._called(card)), "carry")
        if kind == "crew":
            job = self.mission["job"]
            jobs = self.pack.crew[card].jobs
            if job not in jobs:
                return self._fail(move, msg("{card} only helps with {jobs}", card=self._called(card),
                                            jobs=joined(JOB_WORDS[j]() for j in jobs)), "crew")
        return None

    def _check_carry(self, move, seat):
        equipment, member = move.a, move.b
        if equipment not in self.hand(seat) or self.kinds[equipment] != "equipment":
            return self._fail(move, msg("{card} is not equipment in your hand",
                                        card=self._called(equipment)), "carry")
        if not self._on_team(member):
            return self._fail(move, msg("{card} is not on the team (bring them first)",
                                        card=self._called(member)), "carry")
        if self.kinds[member] == "crew":
            return self._fail(move, msg("airship crew carry no equipment"), "crew")
        carried = sum(1 for who in self.mission["carry"].values() if who == member)
        limit = self.pack.gang[member].carries
        if carried >= limit:
            return self._fail(move, nmsg("{card} carries {n} piece of equipment at most",
                                         "{card} carries {n} pieces of equipment at most", limit,
                                         card=self._called(member)), "carry")
        return None

    def _defense_entry(self, move):
        mission = self.mission
        number = int(move.a)
        if not 1 <= number <= len(mission["defenses"]):
            count = len(mission["defenses"])
            return None, self._fail(move, nmsg("this action has {n} defense, not {number}",
                                               "this action has {n} defenses, not {number}",
                                               count, number=number), "illegal")
        entry = mission["defenses"][number - 1]
        if self._cleared(entry, mission):
            return None, self._fail(move, msg("defense {number} ({defense}) is already out of "
                                              "the way", number=number,
                                              defense=self._defense_name(entry)), "illegal")
        return entry, None

    def _check_beat(self, move, seat):
        entry, problem = self._defense_entry(move)
        if problem:
            return problem
        card = move.b
        if not (self._on_team(card) or card in self.mission["carry"]):
            return self._fail(move, msg("{card} is not on the team", card=self._called(card)),
                              "illegal")
        defense = self.pack.defense_of(entry["ref"])
        if not set(self.pack.asset(card).icons) & set(defense.icons):
            icons = either(_icon(i) for i in defense.icons)
            own = self.pack.asset(card).icons
            has = joined(_icon(i) for i in own) if own else msg("no icons")
            return self._fail(move, msg("{defense} needs {icons}; {card} has {has}",
                                        defense=defense.name, icons=icons,
                                        card=self._called(card), has=has), "illegal")
        return None

    def _check_vent(self, move, seat):
        entry, problem = self._defense_entry(move)
        if problem:
            return problem
        mission = self.mission
        if mission["job"] not in ("heist", "jailbreak"):
            return self._fail(move, msg("vents are at locations and the Brig only"), "vent")
        if not self._on_team(move.b) or self.kinds[move.b] != "gang":
            return self._fail(move, msg("{card} is not a gang member on the job",
                                        card=self._called(move.b)), "vent")
        if entry["type"] == VAULT:
            return self._fail(move, msg("a vent cannot skip the Vault/Code"), "vent")
        if move.b not in self._venters(mission):
            if self.pack.asset(move.b).vent or mission["extra_vents"]:
                return self._fail(move, msg("the vent has been used this action (once per "
                                            "action)"), "vent")
            return self._fail(move, msg("{card} has no Vent icon (and no dirty trick opened "
                                        "another way in)", card=self._called(move.b)), "vent")
        return None

    def _venters(self, mission: dict) -> list[str]:
        """Who may still skip a defense: a team member with a Vent icon, once per action,
        and anyone on the team for each vent dirty trick played (ours: the trick is a way
        in of its own, needing no Vent icon)."""
        if mission["job"] not in ("heist", "jailbreak"):
            return []
        team = [c for c in mission["team"] if self.kinds[c] == "gang"]
        vent_icon = [c for c in team if self.pack.gang[c].vent]
        by_trick = sum(1 for c in mission["vents"].values() if not self.pack.gang[c].vent)
        natural = len(mission["vents"]) - by_trick
        # a member with the icon may use a trick's way in too: count the icon's use first
        natural, by_trick = min(natural, 1), by_trick + max(0, natural - 1)
        if by_trick < mission["extra_vents"]:
            return team
        if natural < 1:
            return vent_icon
        return []

    def _check_cut(self, move, seat):
        mission = self.mission
        card = move.a
        guard = next((e for e in mission["defenses"] if e["guard"]), None)
        if guard is None:
            return self._fail(move, msg("there is no power supply here"), "power")
        if mission["cut"]:
            return self._fail(move, msg("the power is already cut"), "power")
        if not self._beaten(guard, mission):
            return self._fail(move, msg("first get past the {defense} guarding the power supply",
                                        defense=self._defense_name(guard)), "power")
        if not (self._on_team(card) or card in mission["carry"]):
            return self._fail(move, msg("{card} is not on the team", card=self._called(card)),
                              "illegal")
        if not self.pack.asset(card).power:
            return self._fail(move, msg("{card} has no Power icon", card=self._called(card)),
                              "power")
        if not any(self.pack.defense_of(e["ref"]).powered and not self._beaten(e, mission)
                   for e in mission["defenses"] if not e["guard"]):
            return self._fail(move, msg("no powered defense is left to switch off"), "power")
        return None

    def _check_trick(self, move, seat):
        if move.a not in self.zones[f"tricks:{seat}"]:
            used = move.a in self.zones[f"tricks_used:{seat}"]
            card = self._called(move.a)
            return self._fail(move, msg("{card} is used already", card=card) if used else
                              msg("{card} is not one of your dirty tricks", card=card), "tricks")
        kind = self.pack.tricks[move.a].kind
        allowed = {PLAN: PLAN_TRICKS, THREAT: ("strength",), ROLLED: ("reroll",)}[self.phase]
        if kind not in allowed:
            return self._fail(move, _TRICK_WHEN[kind](self._called(move.a)), "tricks")
        if self.phase == PLAN:
            job = self.mission["job"]
            if kind == "vent" and job not in ("heist", "jailbreak"):
                return self._fail(move, msg("vents are at locations and the Brig only"), "vent")
            if kind == "strength" and job != "turf_war":
                return self._fail(move, msg("extra Strength helps a Turf War (or a threat) only"),
                                  "tricks")
        return None

    def _check_go(self, move, seat):
        if self.phase == THREAT:
            threat = self.threat
            need = self.pack.crew[threat["crew"]].strength
            have = self._threat_strength()
            if have < need:
                return self._fail(move, msg("the threat has Strength {have}; {card} gives in at "
                                            "{need}", have=have, card=self._called(threat["crew"]),
                                            need=need), "asset")
            return None
        mission = self.mission
        if not any(self.kinds[c] == "gang" for c in mission["team"]):
            return self._fail(move, msg("bring at least one gang member (airship crew alone never "
                                        "succeed)"), "success")
        if mission["job"] == "turf_war":
            need = self.pack.turf_wars[mission["target"]].strength
            have = self._team_strength()
            if have < need:
                return self._fail(move, msg("the team's Strength is {have}; this Turf War takes "
                                            "{need}", have=have, need=need), "turf_war")
            return None
        for number, entry in enumerate(mission["defenses"], 1):
            if not entry["guard"] and not self._cleared(entry, mission):
                return self._fail(move, msg("defense {number} ({defense}) is still in the way",
                                            number=number, defense=self._defense_name(entry)),
                                  "illegal")
        return None

    def _can_go(self, mission: dict) -> bool:
        """``_check_go`` without the message, for generating moves (the kit checks they agree)."""
        kinds = self.kinds
        if not any(kinds[c] == "gang" for c in mission["team"]):
            return False
        if mission["job"] == "turf_war":
            return self._team_strength() >= self.pack.turf_wars[mission["target"]].strength
        return all(entry["guard"] or self._cleared(entry, mission)
                   for entry in mission["defenses"])

    def _check_abort(self, move, seat):
        return None

    def _check_accept(self, move, seat):
        return None

    def _check_arrest(self, move, seat):
        mission = self.mission
        if move.a not in mission["team"] or self.kinds[move.a] != "gang":
            return self._fail(move, msg("{card} is not a gang member on this job (airship crew "
                                        "cannot be arrested)", card=self._called(move.a)), "crew")
        if move.a in mission["arrested"]:
            return self._fail(move, msg("{card} is arrested already", card=self._called(move.a)),
                              "alarm")
        return None

    def _check_free(self, move, seat):
        mission = self.mission
        if move.a not in mission["brig_before"]:
            return self._fail(move, msg("{card} was not in the Brig when you broke in",
                                        card=self._called(move.a)), "jailbreak")
        if move.a in mission["freed"]:
            return self._fail(move, msg("{card} is freed already", card=self._called(move.a)),
                              "jailbreak")
        return None

    def _target_name(self, target: str) -> str:
        """A skill's target in words: "player 2" for a seat ("p2"), else the card's name."""
        if target.startswith("p") and target[1:].isdigit():
            return msg("player {n}", n=target[1:])
        return self._called(target)

    def _called(self, card: str) -> str:
        try:
            return self.card_name(card)
        except KeyError:
            return repr(card)
