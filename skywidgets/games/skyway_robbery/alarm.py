"""Skyway Robbery's alarm dice: how many a job rolls and why, rerolls, and the arrests.

A mixin of ``SkywayRobberyState``. Every opponent's Anonymous Tip, the expert rules, each
gang member over the limit and each LOUD card adds a die; cards and dirty tricks remove
some. Each handcuffs rolled arrests a gang member on the job (a reroll trick may be played
first); the job succeeds when anyone is left.

>>> from skywidgets.games.skyway_robbery import GAME
>>> state = GAME.new(players=2, seed=4)
>>> state.alarm_reasons(), state.alarm_count()   # no job planned
([], 0)
"""

from __future__ import annotations

from skywidgets.i18n import msg, nmsg

from .data import MEMBER_LIMIT
from .moves import ARREST, FREE, ROLLED


class AlarmDice:
    """The alarm dice of the planned job, and what they do."""

    def alarm_reasons(self) -> list[dict]:
        """Why the planned illegal action rolls the alarm dice it does (each line: dice, why)."""
        mission = self.mission
        if mission is None:
            return []
        reasons = []
        for tipper in mission["tippers"]:
            reasons.append({"dice": 1, "why": msg("player {n}'s Anonymous Tip", n=tipper + 1),
                            "seat": tipper})
        if self.options["expert"]:
            reasons.append({"dice": 1, "why": msg("expert rules: every illegal action")})
        members = [c for c in mission["team"] if self.kinds[c] == "gang"
                   and not self.pack.gang[c].outside_limit]
        extra = len(members) - MEMBER_LIMIT
        if extra > 0:
            reasons.append({"dice": extra, "why": nmsg("{n} gang member over the limit of two",
                                                       "{n} gang members over the limit of two",
                                                       extra)})
            if mission["free_members"]:
                spared = min(extra, mission["free_members"])
                reasons.append({"dice": -spared, "why": msg("dirty trick: a member over the limit "
                                                            "is free")})
        for index, card in mission["beats"].items():
            if self.pack.asset(card).loud:
                entry = mission["defenses"][index]
                reasons.append({"dice": 1, "why": msg("{card} is LOUD ({defense})",
                                                      card=self.card_name(card),
                                                      defense=self._defense_name(entry))})
        if mission["cut"] and self.pack.asset(mission["cut"]).loud:
            reasons.append({"dice": 1, "why": msg("{card} is LOUD (cutting the power)",
                                                  card=self.card_name(mission["cut"]))})
        for card in mission["team"]:
            removal = self.pack.asset(card).alarm_removal
            if removal:
                reasons.append({"dice": -removal, "why": msg("{card} removes {n}",
                                                             card=self.card_name(card), n=removal)})
        if mission["minus"]:
            reasons.append({"dice": -mission["minus"], "why": msg("dirty trick")})
        return reasons

    def alarm_count(self) -> int:
        """How many alarm dice the planned illegal action rolls now: the sum of
        :meth:`alarm_reasons`' dice (at least 0), counted without writing out the reasons
        (the quick player asks at every step of a job)."""
        mission = self.mission
        if mission is None:
            return 0
        pack, kinds = self.pack, self.kinds
        dice = len(mission["tippers"]) + bool(self.options["expert"])
        extra = sum(1 for c in mission["team"]
                    if kinds[c] == "gang" and not pack.gang[c].outside_limit) - MEMBER_LIMIT
        if extra > 0:
            dice += extra
            if mission["free_members"]:
                dice -= min(extra, mission["free_members"])
        dice += sum(1 for card in mission["beats"].values() if pack.asset(card).loud)
        if mission["cut"] and pack.asset(mission["cut"]).loud:
            dice += 1
        dice -= sum(pack.asset(card).alarm_removal for card in mission["team"])
        dice -= mission["minus"]
        return max(0, dice)

    def _roll(self, dice: int) -> None:
        self.mission["dice"] = self.rng.choices(self.pack.die, dice)

    def _after_roll(self, reroll_offered: bool) -> None:
        mission = self.mission
        seat = mission["seat"]
        handcuffs = mission["dice"].count("handcuffs")
        if (handcuffs and not reroll_offered and any(
                self.pack.tricks[t].kind == "reroll" for t in self.zones[f"tricks:{seat}"])):
            self.phase = ROLLED
            return
        members = [c for c in mission["team"] if self.kinds[c] == "gang"]
        mission["arrests"] = min(handcuffs, len(members))
        if mission["arrests"] == len(members):
            mission["arrested"] = list(members)  # no choice to make: everyone is caught
        self._arrests_done()

    def _do_accept(self, move, seat):
        self._after_roll(reroll_offered=True)

    def _do_arrest(self, move, seat):
        self.mission["arrested"].append(move.a)
        self._arrests_done()

    def _arrests_done(self) -> None:
        mission = self.mission
        if len(mission["arrested"]) < mission["arrests"]:
            self.phase = ARREST
            return
        members = [c for c in mission["team"] if self.kinds[c] == "gang"]
        mission["success"] = any(c not in mission["arrested"] for c in members)
        if mission["success"] and mission["job"] == "jailbreak" and self.zones["brig"]:
            mission["brig_before"] = list(self.zones["brig"])
            self.phase = FREE
            return
        self._settle()
