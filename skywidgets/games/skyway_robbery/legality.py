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

from .data import ACTIONS, RULES, VAULT
from .legal_moves import PLAN_TRICKS
from .moves import (ACT, ARREST, DRAFT, FREE, OVER, PHASE_VERBS, PLAN, PROGRAM, ROLLED, THREAT,
                    RobberyMove)

#: what a move out of its phase is told to do instead, and the rule it cites: plain
#: words, as a learner reads them beside the click
_PHASE_TASK = {
    DRAFT: "choose a recruit (hire one, or send one to the Brig)",
    PROGRAM: "program an action card",
    ACT: "resolve the revealed card (or pass)",
    PLAN: "plan the illegal action (bring a team, get past each defense, then go or call it "
          "off)",
    THREAT: "threaten the crew member (bring cards for Strength, then go or call it off)",
    ROLLED: "keep the alarm roll or play a reroll trick",
    ARREST: "choose who is arrested",
    FREE: "choose a gang member to free from the Brig",
}
#: when each kind of dirty trick is played, in words
_TRICK_WHEN = {
    "alarm_minus": "while you plan an illegal action",
    "vent": "while you plan a Local Heist or a Jail Break",
    "free_member": "while you plan an illegal action",
    "strength": "in a Turf War or while threatening airship crew",
    "payday": "while you plan an illegal action",
    "reroll": "right after the alarm dice are rolled",
}
_PHASE_RULE = {DRAFT: RULES["recruits"], PROGRAM: RULES["program"], ACT: RULES["reveal"],
               PLAN: RULES["illegal"], THREAT: RULES["asset"], ROLLED: RULES["tricks"],
               ARREST: RULES["alarm"], FREE: RULES["jailbreak"]}


def _icon(icon: str) -> str:
    """An icon in words: "light_rays" -> "light rays"."""
    return icon.replace("_", " ")


class Legality:
    """The legality checks of a Skyway Robbery position, one per verb."""

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, RobberyMove):
            return IllegalMove(move, "not a Skyway Robbery move", RULES["notation"])
        phase = self.phase
        if phase == OVER:
            return IllegalMove(move, "the game is over", RULES["end"])
        if move.verb not in PHASE_VERBS[phase]:
            return IllegalMove(move, f"not now: it is time to {_PHASE_TASK[phase]}",
                               _PHASE_RULE[phase])
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
            return self._fail(move, f"{self._called(move.a)} costs ${cost}K and you have "
                                    f"${self.money[seat]}K (send it to the Brig instead)",
                              "recruits")
        return None

    def _check_brig(self, move, seat):
        if move.a not in self.zones[f"draft:{seat}"]:
            return self._fail(move, f"{self._called(move.a)} is not among your dealt cards",
                              "recruits")
        return None

    def _check_prog(self, move, seat):
        if move.a not in ACTIONS:
            names = ", ".join(self.pack.actions[a].name for a in ACTIONS)
            return self._fail(move, f"there is no action card called {move.a!r}: the action "
                                    f"cards are {names}", "program")
        if move.a in self.programs[seat]:
            return self._fail(move, f"your {self.pack.actions[move.a].name} card is already "
                                    f"programmed this round", "program")
        return None

    def _check_pass(self, move, seat):
        return None

    def _acting(self, move, action: str, rule: str) -> IllegalMove | None:
        if self.current["action"] != action:
            return self._fail(move, f"the card to resolve is "
                                    f"{self.pack.actions[self.current['action']].name}",
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
            where = "in your play area (used this round)" if card in self.zones[
                f"play:{seat}"] else "not in your hand"
            return self._fail(move, f"{self._called(card)} is {where}", "skill")
        skill = self.pack.gang[card].skill if card in self.pack.gang else None
        if skill is None:
            return self._fail(move, f"{self._called(card)} has no skill", "skill")
        targets = self._skill_targets(seat, skill.kind)
        if move.b not in targets:
            if targets == [""]:
                return self._fail(move, f"{self._called(card)}'s skill takes no target", "skill")
            named = ", ".join(self._target_name(t) for t in targets) or "nobody now"
            return self._fail(move, f"{self._called(card)}'s skill ({skill.text}) needs a "
                                    f"target: {named}", "skill")
        if skill.kind == "recruit" and not (self.zones["deck:gang"] or self.zones["discard:gang"]):
            return self._fail(move, "the Gang Member deck is empty", "skill")
        if skill.kind == "scrounge" and not (self.zones["deck:equipment"]
                                             or self.zones["discard:equipment"]):
            return self._fail(move, "the Equipment deck is empty", "skill")
        return None

    def _check_buy(self, move, seat):
        problem = self._acting(move, "asset", "asset")
        if problem:
            return problem
        if self.kinds.get(move.a) not in ("gang", "equipment", "crew") or self._where(
                move.a, ("airship:", "dock:", "local:")) is None:
            return self._fail(move, f"{self._called(move.a)} is not an asset on the board",
                              "asset")
        cost = self.pack.asset(move.a).cost
        if cost > self.money[seat]:
            return self._fail(move, f"{self._called(move.a)} costs ${cost}K and you have "
                                    f"${self.money[seat]}K", "asset")
        return None

    def _check_threaten(self, move, seat):
        problem = self._acting(move, "asset", "asset")
        if problem:
            return problem
        if self.kinds.get(move.a) != "crew" or self._where(move.a, ("airship:", "dock:")) is None:
            return self._fail(move, f"{self._called(move.a)} is not airship crew on the board",
                              "asset")
        need = self.pack.crew[move.a].strength
        have = self._strength_available(seat)
        if have < need:
            return self._fail(move, f"threatening {self._called(move.a)} takes Strength {need}; "
                                    f"your hand has {have}", "asset")
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
            return self._fail(move, "the airship has not reached a location yet (the first "
                                    "Location Board comes at the end of the first round)",
                              "setup")
        loot = self.pack.locations[self.location_number].loot
        if loot not in self.zones["loot"]:
            return self._fail(move, f"the {self.pack.loot[loot].name} is gone already: this "
                                    f"location has been robbed", "heist")
        return None

    def _check_jailbreak(self, move, seat):
        return self._acting(move, "heist", "jailbreak")

    def _check_turf(self, move, seat):
        return self._goal_on_board(move, "turf_war", "Turf War")

    def _check_sidejob(self, move, seat):
        return self._goal_on_board(move, "side_job", "Side Job")

    def _goal_on_board(self, move, kind: str, title: str) -> IllegalMove | None:
        problem = self._acting(move, "turf", kind)
        if problem:
            return problem
        if self.kinds.get(move.a) != kind or self._where(move.a, ("airship:", "dock:")) is None:
            return self._fail(move, f"{self._called(move.a)} is not a {title} card on the "
                                    f"board", kind)
        return None

    def _check_repeat(self, move, seat):
        problem = self._acting(move, "repeat", "repeat")
        if problem:
            return problem
        if move.a not in self._repeatable(seat):
            earlier = ", ".join(self.pack.actions[a].name for a in self._repeatable(seat)) or "none"
            return self._fail(move, f"Repeat repeats an action card you played before it this "
                                    f"round (yours: {earlier})", "repeat")
        return None

    # -- inside an illegal action
    def _on_team(self, card: str) -> bool:
        return card in self.mission["team"]

    def _check_bring(self, move, seat):
        card = move.a
        if card not in self.hand(seat):
            if card in self.zones[f"play:{seat}"]:
                return self._fail(move, f"{self._called(card)} was used this round (in your "
                                        f"play area until the round ends)", "used")
            if card in self.zones["mission"]:
                return self._fail(move, f"{self._called(card)} is with you already", "illegal")
            return self._fail(move, f"{self._called(card)} is not in your hand", "illegal")
        kind = self.kinds[card]
        if self.phase == THREAT:
            if kind == "crew":
                return self._fail(move, "airship crew cannot threaten airship crew (gang "
                                        "members and equipment can)", "asset")
            return None
        if kind == "equipment":
            carrier = any(self.kinds[c] == "gang" for c in self.mission["team"])
            then = ("choose which gang member on the team carries it" if carrier
                    else "bring a gang member first, then choose who carries it")
            return self._fail(move, f"{self._called(card)} is equipment: a gang member carries "
                                    f"it on the job ({then})", "carry")
        if kind == "crew":
            job = self.mission["job"]
            jobs = self.pack.crew[card].jobs
            if job not in jobs:
                return self._fail(move, f"{self._called(card)} only helps with "
                                        f"{', '.join(j.replace('_', ' ') for j in jobs)}", "crew")
        return None

    def _check_carry(self, move, seat):
        equipment, member = move.a, move.b
        if equipment not in self.hand(seat) or self.kinds[equipment] != "equipment":
            return self._fail(move, f"{self._called(equipment)} is not equipment in your hand",
                              "carry")
        if not self._on_team(member):
            return self._fail(move, f"{self._called(member)} is not on the team (bring them "
                                    f"first)", "carry")
        if self.kinds[member] == "crew":
            return self._fail(move, "airship crew carry no equipment", "crew")
        carried = sum(1 for who in self.mission["carry"].values() if who == member)
        limit = self.pack.gang[member].carries
        if carried >= limit:
            return self._fail(move, f"{self._called(member)} carries {limit} piece"
                                    f"{'' if limit == 1 else 's'} of equipment at most", "carry")
        return None

    def _defense_entry(self, move):
        mission = self.mission
        number = int(move.a)
        if not 1 <= number <= len(mission["defenses"]):
            count = len(mission["defenses"])
            return None, self._fail(move, f"this action has {count} defense"
                                          f"{'' if count == 1 else 's'}, not {number}", "illegal")
        entry = mission["defenses"][number - 1]
        if self._cleared(entry, mission):
            return None, self._fail(move, f"defense {number} ({self._defense_name(entry)}) is "
                                          f"already out of the way", "illegal")
        return entry, None

    def _check_beat(self, move, seat):
        entry, problem = self._defense_entry(move)
        if problem:
            return problem
        card = move.b
        if not (self._on_team(card) or card in self.mission["carry"]):
            return self._fail(move, f"{self._called(card)} is not on the team", "illegal")
        defense = self.pack.defense_of(entry["ref"])
        if not set(self.pack.asset(card).icons) & set(defense.icons):
            icons = " or ".join(_icon(i) for i in defense.icons)
            has = ", ".join(_icon(i) for i in self.pack.asset(card).icons) or "no icons"
            return self._fail(move, f"{defense.name} needs {icons}; {self._called(card)} has "
                                    f"{has}", "illegal")
        return None

    def _check_vent(self, move, seat):
        entry, problem = self._defense_entry(move)
        if problem:
            return problem
        mission = self.mission
        if mission["job"] not in ("heist", "jailbreak"):
            return self._fail(move, "vents are at locations and the Brig only", "vent")
        if not self._on_team(move.b) or self.kinds[move.b] != "gang":
            return self._fail(move, f"{self._called(move.b)} is not a gang member on the job",
                              "vent")
        if entry["type"] == VAULT:
            return self._fail(move, "a vent cannot skip the Vault/Code", "vent")
        if move.b not in self._venters(mission):
            if self.pack.asset(move.b).vent or mission["extra_vents"]:
                return self._fail(move, "the vent has been used this action (once per action)",
                                  "vent")
            return self._fail(move, f"{self._called(move.b)} has no Vent icon (and no dirty "
                                    f"trick opened another way in)", "vent")
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
            return self._fail(move, "there is no power supply here", "power")
        if mission["cut"]:
            return self._fail(move, "the power is already cut", "power")
        if not self._beaten(guard, mission):
            return self._fail(move, f"first get past the {self._defense_name(guard)} guarding "
                                    f"the power supply", "power")
        if not (self._on_team(card) or card in mission["carry"]):
            return self._fail(move, f"{self._called(card)} is not on the team", "illegal")
        if not self.pack.asset(card).power:
            return self._fail(move, f"{self._called(card)} has no Power icon", "power")
        if not any(self.pack.defense_of(e["ref"]).powered and not self._beaten(e, mission)
                   for e in mission["defenses"] if not e["guard"]):
            return self._fail(move, "no powered defense is left to switch off", "power")
        return None

    def _check_trick(self, move, seat):
        if move.a not in self.zones[f"tricks:{seat}"]:
            used = move.a in self.zones[f"tricks_used:{seat}"]
            return self._fail(move, f"{self._called(move.a)} is "
                                    f"{'used already' if used else 'not one of your dirty tricks'}",
                              "tricks")
        kind = self.pack.tricks[move.a].kind
        allowed = {PLAN: PLAN_TRICKS, THREAT: ("strength",), ROLLED: ("reroll",)}[self.phase]
        if kind not in allowed:
            return self._fail(move, f"{self._called(move.a)} is played {_TRICK_WHEN[kind]}, "
                                    f"not now", "tricks")
        if self.phase == PLAN:
            job = self.mission["job"]
            if kind == "vent" and job not in ("heist", "jailbreak"):
                return self._fail(move, "vents are at locations and the Brig only", "vent")
            if kind == "strength" and job != "turf_war":
                return self._fail(move, "extra Strength helps a Turf War (or a threat) only",
                                  "tricks")
        return None

    def _check_go(self, move, seat):
        if self.phase == THREAT:
            threat = self.threat
            need = self.pack.crew[threat["crew"]].strength
            have = self._threat_strength()
            if have < need:
                return self._fail(move, f"the threat has Strength {have}; "
                                        f"{self._called(threat['crew'])} gives in at {need}",
                                  "asset")
            return None
        mission = self.mission
        if not any(self.kinds[c] == "gang" for c in mission["team"]):
            return self._fail(move, "bring at least one gang member (airship crew alone never "
                                    "succeed)", "success")
        if mission["job"] == "turf_war":
            need = self.pack.turf_wars[mission["target"]].strength
            have = self._team_strength()
            if have < need:
                return self._fail(move, f"the team's Strength is {have}; this Turf War takes "
                                        f"{need}", "turf_war")
            return None
        for number, entry in enumerate(mission["defenses"], 1):
            if not entry["guard"] and not self._cleared(entry, mission):
                return self._fail(move, f"defense {number} ({self._defense_name(entry)}) is "
                                        f"still in the way", "illegal")
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
            return self._fail(move, f"{self._called(move.a)} is not a gang member on this job "
                                    f"(airship crew cannot be arrested)", "crew")
        if move.a in mission["arrested"]:
            return self._fail(move, f"{self._called(move.a)} is arrested already", "alarm")
        return None

    def _check_free(self, move, seat):
        mission = self.mission
        if move.a not in mission["brig_before"]:
            return self._fail(move, f"{self._called(move.a)} was not in the Brig when you broke "
                                    f"in", "jailbreak")
        if move.a in mission["freed"]:
            return self._fail(move, f"{self._called(move.a)} is freed already", "jailbreak")
        return None

    def _target_name(self, target: str) -> str:
        """A skill's target in words: "player 2" for a seat ("p2"), else the card's name."""
        if target.startswith("p") and target[1:].isdigit():
            return f"player {target[1:]}"
        return self._called(target)

    def _called(self, card: str) -> str:
        try:
            return self.card_name(card)
        except KeyError:
            return repr(card)
