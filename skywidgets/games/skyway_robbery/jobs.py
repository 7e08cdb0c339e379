"""Skyway Robbery's illegal actions: a job's defenses, the team planned for it, its end.

A mixin of ``SkywayRobberyState``. A Local Heist, a Jail Break, a Turf War or a Side Job
starts a *mission*: the defenses the job faces, then the team brought, the equipment
carried, each defense got past (beaten by an icon, vented, switched off with the power),
the dirty tricks played. ``go`` rolls the alarm dice (``alarm``) and ``_settle`` pays
out or sends the arrested to the Brig; a threat on airship crew is planned the same way.

>>> from skywidgets.games.skyway_robbery import GAME
>>> state = GAME.new(players=2, seed=4)
>>> [entry["ref"] for entry in state.job_defenses("jailbreak")] == [
...     card for card in state.zones["brig:defenses"] + state.zones["brig:guard"] if card]
True
"""

from __future__ import annotations

from .data import JAILBREAK_TAKES, VAULT
from .moves import PLAN, THREAT


class Jobs:
    """The job being planned (``mission``) or the threat being made (``threat``), from
    its start to its end."""

    # -- the mission's defenses and Strength
    def _defense_name(self, entry: dict) -> str:
        return self.pack.defense_of(entry["ref"]).name

    @staticmethod
    def _beaten(entry: dict, mission: dict) -> bool:
        index = entry["index"]
        return index in mission["beats"] or index in mission["vents"]

    def _cleared(self, entry: dict, mission: dict) -> bool:
        if self._beaten(entry, mission):
            return True
        return (mission["cut"] is not None and not entry["guard"]
                and self.pack.defense_of(entry["ref"]).powered)

    def _team_strength(self) -> int:
        mission = self.mission
        total = sum(self.pack.asset(c).strength for c in (*mission["team"], *mission["carry"]))
        return total + mission["strength"]

    def _threat_strength(self) -> int:
        threat = self.threat
        return sum(self.pack.asset(c).strength for c in threat["cards"]) + threat["strength"]

    def job_defenses(self, job: str, target: str | None = None) -> list[dict]:
        """The defenses a job faces now, numbered as its moves number them (``d1`` is the
        first): each ``{index, ref, type, zone, guard}``; ``guard`` marks the defense that
        guards the power supply (it need not be passed). ``target``: the side job."""
        defenses, guards = self._job_sides(job, target)
        entries = [{"ref": ref, "type": kind, "zone": zone, "guard": False}
                   for ref, kind, zone in defenses]
        entries += [{"ref": ref, "type": kind, "zone": zone, "guard": True}
                    for ref, kind, zone in guards]
        for index, entry in enumerate(entries):
            entry["index"] = index
        return entries

    def job_barriers(self, job: str, target: str | None = None) -> list[tuple[str, str]]:
        """``(ref, type)`` of each defense a job must pass, in :meth:`job_defenses`' order,
        without the power supply's guard: what the quick player looks at, many times a
        rollout, without building the entries."""
        return [(ref, kind) for ref, kind, _ in self._job_sides(job, target)[0]]

    def _job_sides(self, job: str, target: str | None) -> tuple[list[tuple], list[tuple]]:
        """The job's defenses and its power supply's guards, each ``(ref, type, zone)``."""
        pack = self.pack
        guards: list[tuple] = []
        if job == "heist":
            number = self.location_number
            defenses = [(ref, ref, None) for ref in pack.locations[number].defenses]
            defenses += [(c, pack.defense_cards[c], "location:defenses")
                         for c in self.zones["location:defenses"] if c]
            defenses.append((VAULT, VAULT, None))
            guards = [(c, pack.defense_cards[c], "location:guard")
                      for c in self.zones["location:guard"] if c]
        elif job == "jailbreak":
            defenses = [(c, pack.defense_cards[c], "brig:defenses")
                        for c in self.zones["brig:defenses"] if c]
            guards = [(c, pack.defense_cards[c], "brig:guard")
                      for c in self.zones["brig:guard"] if c]
        elif job == "side_job":
            card = pack.side_jobs[target]
            defenses = [(ref, ref, None) for ref in card.defenses]
            if card.power_supply:
                guards = [(card.power_supply, card.power_supply, None)]
        else:
            defenses = []
        return defenses, guards

    def _do_heist(self, move, seat):
        self._begin_mission(seat, "heist", self.pack.locations[self.location_number].loot)

    def _do_jailbreak(self, move, seat):
        self._begin_mission(seat, "jailbreak", None)

    def _do_turf(self, move, seat):
        self._begin_mission(seat, "turf_war", move.a)

    def _do_sidejob(self, move, seat):
        self._begin_mission(seat, "side_job", move.a)

    def _begin_mission(self, seat: int, job: str, target: str | None) -> None:
        self.mission = {"seat": seat, "job": job, "target": target,
                        "defenses": self.job_defenses(job, target),
                        "team": [], "carry": {}, "beats": {}, "vents": {}, "cut": None,
                        "tippers": list(self.current["tippers"]), "tricks": [],
                        "extra_vents": 0, "free_members": 0, "strength": 0, "minus": 0,
                        "payday": 0, "dice": [], "arrested": [], "arrests": 0,
                        "brig_before": [], "freed": []}
        self.phase = PLAN

    # -- planning
    def _do_bring(self, move, seat):
        self.hand(seat).remove(move.a)
        self.zones["mission"].append(move.a)
        if self.phase == THREAT:
            self.threat["cards"].append(move.a)
        else:
            self.mission["team"].append(move.a)

    def _do_carry(self, move, seat):
        self.hand(seat).remove(move.a)
        self.zones["mission"].append(move.a)
        self.mission["carry"][move.a] = move.b

    def _do_beat(self, move, seat):
        self.mission["beats"][int(move.a) - 1] = move.b

    def _do_vent(self, move, seat):
        self.mission["vents"][int(move.a) - 1] = move.b

    def _do_cut(self, move, seat):
        self.mission["cut"] = move.a

    def _do_trick(self, move, seat):
        trick = self.pack.tricks[move.a]
        self.zones[f"tricks:{seat}"].remove(move.a)
        self.zones[f"tricks_used:{seat}"].append(move.a)
        if self.phase == THREAT:
            self.threat["strength"] += trick.amount
            self.threat["tricks"].append(move.a)
            return
        mission = self.mission
        mission["tricks"].append(move.a)
        if trick.kind == "reroll":
            self._roll(len(mission["dice"]))
            self._after_roll(reroll_offered=True)
            return
        if trick.kind == "alarm_minus":
            mission["minus"] += trick.amount
        elif trick.kind == "vent":
            mission["extra_vents"] += 1
        elif trick.kind == "free_member":
            mission["free_members"] += 1
        elif trick.kind == "strength":
            mission["strength"] += trick.amount
        elif trick.kind == "payday":
            mission["payday"] += trick.amount

    def _do_abort(self, move, seat):
        # nothing happened: every card brought goes back to the hand, in the order brought
        self.hand(seat).extend(self.zones["mission"])
        self.zones["mission"] = []
        self._finish_action()

    def _do_go(self, move, seat):
        if self.phase == THREAT:
            threat = self.threat
            self.zones[f"play:{seat}"].extend(threat["cards"])
            self.zones["mission"] = []
            self._acquire(seat, threat["crew"])
            self._finish_action()
            return
        mission = self.mission
        mission["alarms"] = reasons = self.alarm_reasons()
        self._roll(max(0, sum(r["dice"] for r in reasons)))  # alarm_count, from the same lines
        self._after_roll(reroll_offered=False)

    def _do_free(self, move, seat):
        mission = self.mission
        mission["freed"].append(move.a)
        self.zones["brig"].remove(move.a)
        self.hand(seat).append(move.a)
        if len(mission["freed"]) >= min(JAILBREAK_TAKES, len(mission["brig_before"])):
            self._settle()

    def _settle(self) -> None:
        """The end of an illegal action: rewards, arrests, used cards, replaced defenses."""
        mission = self.mission
        seat = mission["seat"]
        job, target = mission["job"], mission["target"]
        success = mission["success"]
        if success:
            if job == "heist":
                loot = self.pack.loot[target]
                self.zones["loot"].remove(target)
                self.zones[f"goals:{seat}"].append(target)
                self.money[seat] += loot.money
                self.heist_done = True
            elif job in ("turf_war", "side_job"):
                zone = self._where(target, ("airship:", "dock:"))
                self._take(zone, target)
                self.zones[f"goals:{seat}"].append(target)
                card = (self.pack.turf_wars if job == "turf_war" else self.pack.side_jobs)[target]
                self.money[seat] += card.money
                self._restock(zone)
            self.money[seat] += mission["payday"]
        replaced = set()
        if success and job == "jailbreak":
            # bypassed Brig defenses (its power supply's guard too) are replaced at once
            for index in sorted({*mission["beats"], *mission["vents"]}):
                entry = mission["defenses"][index]
                self._replace_defense(entry["zone"], entry["ref"])
                replaced.add(index)
        if mission["cut"]:
            # a guard passed to cut the power is replaced whatever the outcome
            guard = next(e for e in mission["defenses"] if e["guard"])
            if guard["zone"] == "brig:guard" and guard["index"] not in replaced:
                self._replace_defense("brig:guard", guard["ref"])
            elif guard["zone"] == "location:guard":
                self.power_used = True  # replaced at the start of the next round
        play = self.zones[f"play:{seat}"]
        self.zones["mission"] = []
        for card in mission["team"]:
            kind = self.kinds[card]
            if kind == "crew":
                self.zones["box"].append(card)  # used once, then out of the game
            elif card in mission["arrested"]:
                self.zones["brig"].append(card)
            else:
                play.append(card)
        for equipment, carrier in mission["carry"].items():
            if carrier in mission["arrested"]:
                self.zones["discard:equipment"].append(equipment)
            else:
                play.append(equipment)
        self.last = {"kind": "mission", "seat": seat, "job": job, "target": target,
                     "dice": list(mission["dice"]), "alarms": mission.get("alarms", []),
                     "arrested": list(mission["arrested"]), "success": success,
                     "freed": list(mission["freed"])}
        self._finish_action()
