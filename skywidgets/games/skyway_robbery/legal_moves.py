"""Skyway Robbery's legal moves, generated directly for each phase.

A mixin of ``SkywayRobberyState``. ``legal_moves`` builds the moves of the phase from the
cards that allow them, fast (rollouts ask at every step); ``_candidates`` lists every move
the phase could name, which the one legality check (``legality``) filters: the
conformance kit checks the two agree.

>>> from skywidgets.games.skyway_robbery import GAME
>>> state = GAME.new(players=2, seed=4)
>>> sorted({move.verb for move in state.legal_moves()})
['brig', 'hire']
>>> set(state.legal_moves()) == {m for m in state._candidates() if state._violation(m) is None}
True
"""

from __future__ import annotations

from typing import Iterable

from skywidgets.core.engine import Move

from .data import VAULT
from .moves import (ABORT, ACCEPT, ACT, ARREST, DRAFT, FREE, GO, HEIST, JAILBREAK, OVER, PASS,
                    PICK, PLAN, PROGRAM, PROGRAM_MOVES, ROLLED, THREAT, TIP, M)

#: mission tricks by when they may be played
PLAN_TRICKS = ("alarm_minus", "vent", "free_member", "strength", "payday")


class LegalMoves:
    """The legal moves of a Skyway Robbery position (``_legal``: those of this position,
    once worked out)."""

    def legal_moves(self) -> list[Move]:
        """Every legal move, generated directly for the phase (the same moves as filtering
        ``_candidates`` through ``_violation``; the conformance kit checks they agree)."""
        if self.phase == OVER:
            return []
        if self._legal is None:
            self._legal = self._generate(self.current_player)
        return list(self._legal)

    def _generate(self, seat: int) -> list[Move]:
        phase = self.phase
        pack = self.pack
        if phase == DRAFT:
            money = self.money[seat]
            moves = []
            for card in self.zones[f"draft:{seat}"]:
                if pack.gang[card].cost <= money:
                    moves.append(M("hire", card))
                moves.append(M("brig", card))
            return moves
        if phase == PROGRAM:
            program = self.programs[seat]
            return [move for move in PROGRAM_MOVES if move.a not in program]
        if phase == ACT:
            return self._generate_act(seat)
        if phase == PLAN:
            return self._generate_plan(seat)
        if phase == THREAT:
            moves = [M("bring", c) for c in self.hand(seat) if self.kinds[c] != "crew"]
            moves += self._trick_candidates(seat, ("strength",))
            if self._threat_strength() >= pack.crew[self.threat["crew"]].strength:
                moves.append(GO)
            moves.append(ABORT)
            return moves
        if phase in (ROLLED, ARREST, FREE):
            # each candidate of these phases is legal: they are built from the very lists
            # their checks look in
            return list(self._candidates())
        return [move for move in self._candidates() if self._violation(move) is None]

    def _generate_act(self, seat: int) -> list[Move]:
        action = self.current["action"]
        pack = self.pack
        kinds = self.kinds
        moves: list[Move] = []
        if action == "tip":
            moves.append(TIP)
        elif action == "pickpocket":
            moves.append(PICK)
        elif action == "skill":
            decks = {"recruit": "gang", "scrounge": "equipment"}
            for card in self.hand(seat):
                asset = pack.gang.get(card)
                if asset is None or asset.skill is None:
                    continue
                kind = asset.skill.kind
                deck = decks.get(kind)
                if deck and not (self.zones[f"deck:{deck}"] or self.zones[f"discard:{deck}"]):
                    continue
                moves.extend(M("skill", card, t) for t in self._skill_targets(seat, kind))
        elif action == "asset":
            money = self.money[seat]
            strength = None
            assets = self.game.assets
            for card in self.board_cards():
                kind = kinds[card]
                if kind not in ("gang", "equipment", "crew"):
                    continue
                asset = assets[card]
                if asset.cost <= money:
                    moves.append(M("buy", card))
                if kind == "crew":
                    if strength is None:
                        strength = self._strength_available(seat)
                    if strength >= asset.strength:
                        moves.append(M("threaten", card))
        elif action == "heist":
            if self.location is not None and \
                    pack.locations[self.location_number].loot in self.zones["loot"]:
                moves.append(HEIST)
            moves.append(JAILBREAK)
        elif action == "turf":
            for card in self.board_cards():
                if kinds[card] == "turf_war":
                    moves.append(M("turf", card))
                elif kinds[card] == "side_job":
                    moves.append(M("sidejob", card))
        elif action == "repeat":
            moves += [M("repeat", a) for a in self._repeatable(seat)]
        moves.append(PASS)
        return moves

    def _generate_plan(self, seat: int) -> list[Move]:
        mission = self.mission
        pack = self.pack
        kinds = self.kinds
        job = mission["job"]
        team = mission["team"]
        carry = mission["carry"]
        moves: list[Move] = []
        members = [c for c in team if kinds[c] == "gang"]
        loads = {m: 0 for m in members}
        for carrier in carry.values():
            loads[carrier] += 1
        # the members who can carry one more card, worked out once for every card in hand
        porters = [m for m in members if loads[m] < pack.gang[m].carries]
        for card in self.hand(seat):
            kind = kinds[card]
            if kind == "gang":
                moves.append(M("bring", card))
            elif kind == "crew":
                if job in pack.crew[card].jobs:
                    moves.append(M("bring", card))
            elif porters:
                moves += [M("carry", card, m) for m in porters]
        carriers = [*team, *carry]
        game = self.game
        card_icons = game.card_icons
        icons = [(card, card_icons[card]) for card in carriers]
        vents = self._venters(mission)
        beats, vented, cut = mission["beats"], mission["vents"], mission["cut"]
        defense_icons, powered = game.defense_icons, game.defense_powered
        guard_beaten = None  # whether the power supply's guard is passed (None: no guard)
        open_powered = False
        in_the_way = False  # a defense that must still be passed to go
        for entry in mission["defenses"]:
            # _cleared and _can_go, inlined: this loop runs at every step of every
            # rollout's jobs
            index, ref, guard = entry["index"], entry["ref"], entry["guard"]
            beaten = index in beats or index in vented
            if guard:
                guard_beaten = beaten
            if beaten or (cut is not None and not guard and powered[ref]):
                continue
            if not guard:
                in_the_way = True
            wanted = defense_icons[ref]
            number = str(index + 1)
            for card, has in icons:
                if has & wanted:
                    moves.append(M("beat", number, card))
            if vents and entry["type"] != VAULT:
                for card in vents:
                    moves.append(M("vent", number, card))
            if not guard and powered[ref]:
                open_powered = True
        if guard_beaten and cut is None and open_powered:
            moves += [M("cut", c) for c in carriers if pack.asset(c).power]
        for trick in self.zones[f"tricks:{seat}"]:
            kind = pack.tricks[trick].kind
            if kind in PLAN_TRICKS and not (
                    kind == "vent" and job not in ("heist", "jailbreak")) and not (
                    kind == "strength" and job != "turf_war"):
                moves.append(M("trick", trick))
        if members and (self._team_strength() >= pack.turf_wars[mission["target"]].strength
                        if job == "turf_war" else not in_the_way):
            moves.append(GO)  # _can_go's answer
        moves.append(ABORT)
        return moves

    def _candidates(self) -> Iterable[Move]:
        phase = self.phase
        seat = self.current_player
        if phase == DRAFT:
            cards = self.zones[f"draft:{seat}"]
            return [M(verb, card) for card in cards for verb in ("hire", "brig")]
        if phase == PROGRAM:
            return PROGRAM_MOVES
        if phase == ACT:
            return self._act_candidates(seat)
        if phase == PLAN:
            return self._plan_candidates(seat)
        if phase == THREAT:
            hand = self.hand(seat)
            return [*(M("bring", c) for c in hand if self.kinds[c] != "crew"),
                    *self._trick_candidates(seat, ("strength",)), GO, ABORT]
        if phase == ROLLED:
            return [*self._trick_candidates(seat, ("reroll",)), ACCEPT]
        if phase == ARREST:
            return [M("arrest", c) for c in self.mission["team"]
                    if self.kinds[c] == "gang" and c not in self.mission["arrested"]]
        if phase == FREE:
            return [M("free", c) for c in self.mission["brig_before"]
                    if c not in self.mission["freed"]]
        return ()

    def _trick_candidates(self, seat: int, kinds: tuple[str, ...]) -> list[Move]:
        return [M("trick", t) for t in self.zones[f"tricks:{seat}"]
                if self.pack.tricks[t].kind in kinds]

    def _act_candidates(self, seat: int) -> list[Move]:
        action = self.current["action"]
        moves: list[Move] = []
        if action == "tip":
            moves.append(TIP)
        elif action == "pickpocket":
            moves.append(PICK)
        elif action == "skill":
            for card in self.hand(seat):
                skill = self.pack.gang[card].skill if card in self.pack.gang else None
                if skill is None:
                    continue
                moves.extend(M("skill", card, target) for target in self._skill_targets(seat, skill.kind))
        elif action == "asset":
            for zone, _, card in self.board_slots():
                kind = self.kinds[card]
                if kind in ("gang", "equipment", "crew"):
                    moves.append(M("buy", card))
                    if kind == "crew":
                        moves.append(M("threaten", card))
        elif action == "heist":
            moves += [HEIST, JAILBREAK]
        elif action == "turf":
            for zone, _, card in self.board_slots():
                if self.kinds[card] == "turf_war":
                    moves.append(M("turf", card))
                elif self.kinds[card] == "side_job":
                    moves.append(M("sidejob", card))
        elif action == "repeat":
            moves += [M("repeat", a) for a in self._repeatable(seat)]
        moves.append(PASS)
        return moves

    def _skill_targets(self, seat: int, kind: str) -> list[str]:
        if kind == "lawyer":
            return list(self.zones["brig"])
        if kind == "steal":
            return [f"p{other + 1}" for other in range(self.num_players) if other != seat]
        if kind == "sabotage":
            return [c for c in (*self.zones["brig:defenses"], *self.zones["brig:guard"]) if c]
        return [""]

    def _repeatable(self, seat: int) -> list[str]:
        slot = self.current["slot"]
        seen = []
        for action in self.programs[seat][:slot]:
            if action != "repeat" and action not in seen:
                seen.append(action)
        return seen

    def _plan_candidates(self, seat: int) -> list[Move]:
        mission = self.mission
        team = mission["team"]
        hand = self.hand(seat)
        moves: list[Move] = []
        for card in hand:
            kind = self.kinds[card]
            if kind in ("gang", "crew"):
                moves.append(M("bring", card))
            elif kind == "equipment":
                moves.extend(M("carry", card, member) for member in team
                             if self.kinds[member] == "gang")
        carriers = [*team, *mission["carry"]]
        for number, entry in enumerate(mission["defenses"], 1):
            if self._cleared(entry, mission):
                continue
            for card in carriers:
                moves.append(M("beat", str(number), card))
            for card in team:
                moves.append(M("vent", str(number), card))
        for card in carriers:
            moves.append(M("cut", card))
        moves.extend(self._trick_candidates(seat, PLAN_TRICKS))
        moves += [GO, ABORT]
        return moves
