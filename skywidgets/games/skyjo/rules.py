"""Skyjo's rules: the opening reveals, draw or take, swap or flip, columns, rounds, the end.

Moves are short ids; slots are numbered 1-12 in reading order (three rows of four):

- ``r5``: opening reveal of slot 5 (each player turns up two cards);
- ``d``: draw the top card of the draw pile (then ``s5`` or ``f5``);
- ``t5``: take the top discard and swap it into slot 5;
- ``s5``: swap the drawn card into slot 5;
- ``f5``: discard the drawn card and flip face-down slot 5.

>>> from skywidgets.games.skyjo import GAME
>>> state = GAME.new(players=2, seed=1)
>>> [m.id for m in state.legal_moves()][:3]
['r1', 'r2', 'r3']
"""

from __future__ import annotations

from dataclasses import dataclass

from skywidgets.core.engine import Move, State
from skywidgets.core.errors import IllegalMove
from skywidgets.core.reveal import revealed_part
from skywidgets.core.rng import Rng, as_rng
from skywidgets.i18n import msg

from . import scoring
from .data import COLUMN_SLOTS, DECK, DOWN, GONE, OPENING_REVEALS, RULES, SLOTS, UP

REVEAL, TURN, DRAWN, OVER = "reveal", "turn", "drawn", "over"
STATUS_NAMES = {DOWN: "down", UP: "up", GONE: "gone"}


@dataclass(frozen=True)
class SkyjoMove(Move):
    """``kind`` is one of r (reveal), d (draw), t (take), s (swap drawn), f (flip); ``slot`` 0-11."""

    kind: str
    slot: int = -1

    @property
    def id(self) -> str:
        return self.kind if self.kind == "d" else f"{self.kind}{self.slot + 1}"

    @property
    def label(self) -> str:
        # words a person reads: translated on their way to the board (skywidgets.i18n)
        slot = self.slot + 1
        if self.kind == "r":
            return msg("reveal slot {slot}", slot=slot)
        if self.kind == "d":
            return msg("draw from the draw pile")
        if self.kind == "t":
            return msg("take the discard into slot {slot}", slot=slot)
        if self.kind == "s":
            return msg("swap the drawn card into slot {slot}", slot=slot)
        return msg("discard the drawn card and flip slot {slot}", slot=slot)


DRAW = SkyjoMove("d")
MOVES_BY_ID = {DRAW.id: DRAW}
for _kind in "rtsf":
    for _slot in range(SLOTS):
        _move = SkyjoMove(_kind, _slot)
        MOVES_BY_ID[_move.id] = _move
REVEALS, TAKES, SWAPS, FLIPS = (tuple(MOVES_BY_ID[f"{kind}{i + 1}"] for i in range(SLOTS))
                                for kind in "rtsf")
CANDIDATES = {
    REVEAL: tuple(MOVES_BY_ID[f"r{i + 1}"] for i in range(SLOTS)),
    TURN: (DRAW, *(MOVES_BY_ID[f"t{i + 1}"] for i in range(SLOTS))),
    DRAWN: tuple(MOVES_BY_ID[f"{k}{i + 1}"] for k in "sf" for i in range(SLOTS)),
    OVER: (),
}


def _gone(move: SkyjoMove) -> str:
    """Why a move onto a slot the column rule emptied is refused."""
    return msg("slot {slot} is empty: its column of three equal cards was removed",
               slot=move.slot + 1)


class SkyjoState(State):
    """A Skyjo game. ``values[p][i]`` is the card in player p's slot i, ``status[p][i]``
    DOWN, UP or GONE (removed by the column rule). Pile tops are the ends of the lists."""

    def __init__(self) -> None:
        self.num_players = 2
        self.history: list[str] = []
        self.origin: dict = {}
        self.options: dict = {}
        self.values: list[list[int]] = []
        self.status: list[list[int]] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.drawn: int | None = None
        self.phase = REVEAL
        self.player = 0
        self.round = 1
        self.ender: int | None = None
        self.round_scores: list[list[int]] = []
        self.round_notes: list[dict] = []
        self.totals: list[int] = []
        self.previous_round: dict | None = None
        self.rng = Rng(0)
        self.last: dict | None = None

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.player

    def _candidates(self):
        return CANDIDATES[self.phase]

    def legal_moves(self) -> list[Move]:
        # The rules of _violation for every slot at once: this is the hot path of random
        # games and rollouts (the conformance kit checks the two agree on every candidate).
        phase = self.phase
        if phase == OVER:
            return []
        status = self.status[self.player]
        if phase == REVEAL:
            return [REVEALS[i] for i, s in enumerate(status) if s == DOWN]
        if phase == TURN:
            moves = [DRAW] if self.deck or len(self.discard) >= 2 else []
            moves += [TAKES[i] for i, s in enumerate(status) if s != GONE]
            return moves
        return ([SWAPS[i] for i, s in enumerate(status) if s != GONE]
                + [FLIPS[i] for i, s in enumerate(status) if s == DOWN])

    def _violation(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, SkyjoMove):
            return IllegalMove(move, msg("not a Skyjo move"), RULES["notation"])
        phase, kind = self.phase, move.kind
        if phase == OVER:
            return IllegalMove(move, msg("the game is over"), RULES["game_end"])
        status = self.status[self.player]
        if phase == REVEAL:
            if kind != "r":
                return IllegalMove(move, msg("first every player turns up two of their cards"),
                                   RULES["reveal"])
            if status[move.slot] != DOWN:
                return IllegalMove(move, msg("slot {slot} is already face up: turn up a face-down "
                                             "card", slot=move.slot + 1), RULES["reveal"])
            return None
        if kind == "r":
            return IllegalMove(move, msg("the opening is over: each player turned up their two "
                                         "cards at the start of the round"), RULES["reveal"])
        if phase == TURN:
            if kind in "sf":
                return IllegalMove(move, msg("you have no card in hand yet: first draw from the "
                                             "draw pile or take the top card of the discard "
                                             "pile"),
                                   RULES["turn"])
            if kind == "d" and not self.deck and len(self.discard) < 2:
                return IllegalMove(move, msg("the draw pile is empty and there is nothing to "
                                             "reshuffle"),
                                   RULES["reshuffle"])
            if kind == "t" and status[move.slot] == GONE:
                return IllegalMove(move, _gone(move), RULES["column"])
            return None
        # DRAWN: a card is in hand
        if kind in "dt":
            return IllegalMove(move, msg("you already hold the {card} you drew: swap it for one "
                                         "of your cards, or discard it and turn up one of "
                                         "your face-down cards", card=self.drawn),
                               RULES["draw"])
        if status[move.slot] == GONE:
            return IllegalMove(move, _gone(move), RULES["column"])
        if kind == "f" and status[move.slot] != DOWN:
            return IllegalMove(move, msg("slot {slot} is already face up: only a face-down card "
                                         "can be turned up", slot=move.slot + 1), RULES["flip"])
        return None

    def _play(self, move: Move) -> None:
        kind, slot, me = move.kind, move.slot, self.player
        if kind == "r":
            self.status[me][slot] = UP
            self.last = {"player": me, "action": "reveal", "slot": slot,
                         "value": self.values[me][slot]}
            self._after_reveal()
            return
        if kind == "d":
            if not self.deck:
                self._reshuffle()
            self.drawn = self.deck.pop()
            self.phase = DRAWN
            self.last = {"player": me, "action": "draw", "value": self.drawn}
            return
        if kind == "f":
            self.discard.append(self.drawn)
            self.status[me][slot] = UP
            self.last = {"player": me, "action": "flip", "slot": slot,
                         "value": self.values[me][slot], "discarded": self.drawn}
            self.drawn = None
        else:  # take the discard, or swap the drawn card, into slot
            card = self.discard.pop() if kind == "t" else self.drawn
            old, was_down = self.values[me][slot], self.status[me][slot] == DOWN
            self.values[me][slot], self.status[me][slot] = card, UP
            self.discard.append(old)
            self.last = {"player": me, "action": "take" if kind == "t" else "swap", "slot": slot,
                         "value": card, "discarded": old, "was_down": was_down}
            self.drawn = None
        removed = self._remove_columns(me, slot % len(COLUMN_SLOTS))
        if removed:
            self.last["columns"] = removed
        self._end_turn()

    # ----------------------------------------------------------------- flow
    def _after_reveal(self) -> None:
        counts = [sum(s == UP for s in status) for status in self.status]
        waiting = [p for p in range(self.num_players) if counts[p] < OPENING_REVEALS]
        if waiting:
            self.player = waiting[0]
            return
        self.phase = TURN
        if self.previous_round is None:
            # first round: the highest sum of the two revealed cards starts (ties: lowest seat)
            sums = [sum(v for v, s in zip(values, status) if s == UP)
                    for values, status in zip(self.values, self.status)]
            self.player = max(range(self.num_players), key=lambda p: (sums[p], -p))
        else:
            self.player = self.previous_round["next_starter"]

    def _reshuffle(self) -> None:
        top = self.discard.pop()
        self.deck, self.discard = self.discard, [top]
        self.rng.shuffle(self.deck)

    def _remove_columns(self, player: int, only: int | None = None) -> list[dict]:
        """Remove (column rule) the player's columns of three equal face-up cards;
        ``only`` limits the search to the one column a move changed."""
        if not self.options["column_rule"]:
            return []
        values, status, removed = self.values[player], self.status[player], []
        columns = range(len(COLUMN_SLOTS)) if only is None else (only,)
        for column in columns:
            slots = COLUMN_SLOTS[column]
            if all(status[i] == UP for i in slots) and len({values[i] for i in slots}) == 1:
                for i in slots:
                    status[i] = GONE
                    self.discard.append(values[i])
                removed.append({"column": column, "value": values[slots[0]]})
        return removed

    def _end_turn(self) -> None:
        me = self.player
        if self.ender is None and DOWN not in self.status[me]:
            self.ender = me
            self.last["ended_round"] = True
        following = (me + 1) % self.num_players
        if self.ender is not None and following == self.ender:
            self._score_round()
        else:
            self.player = following
            self.phase = TURN

    def _score_round(self) -> None:
        n = self.num_players
        # every remaining card is turned up, and (our reading of "at any time") the column
        # rule applies to what that reveals
        columns = []  # per player, the columns the final reveal removed
        for p in range(n):
            for i in range(SLOTS):
                if self.status[p][i] == DOWN:
                    self.status[p][i] = UP
            columns.append(self._remove_columns(p))
        raw = [scoring.grid_total(self.values[p], self.status[p]) for p in range(n)]
        final, doubled = scoring.round_scores(raw, self.ender, self.options)
        self.round_scores.append(final)
        self.totals = [t + s for t, s in zip(self.totals, final)]
        next_starter = scoring.next_starter(final, self.ender, self.options)
        note = {"round": self.round, "ender": self.ender, "raw": raw, "scores": final,
                "doubled": doubled, "columns_at_end": columns, "next_starter": next_starter,
                "grids": [[self.values[p][i] if self.status[p][i] == UP else None
                           for i in range(SLOTS)] for p in range(n)]}
        self.round_notes.append(note)
        self.previous_round = note
        self.last = {**(self.last or {}), "round_over": self.round}
        if max(self.totals) >= self.options["end_score"]:
            self.phase = OVER
            return
        self.round += 1
        self._deal()

    def _deal(self) -> None:
        n = self.num_players
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.values = [[deck.pop() for _ in range(SLOTS)] for _ in range(n)]
        self.status = [[DOWN] * SLOTS for _ in range(n)]
        self.discard = [deck.pop()]
        self.deck = deck
        self.drawn = None
        self.ender = None
        self.phase = REVEAL
        self.player = 0

    # ----------------------------------------------------------------- results
    def describe(self, move: Move) -> str:
        """Labels that name the card: "take the 12 into slot 4"."""
        slot = move.slot + 1
        if move.kind == "t" and self.discard:
            return msg("take the {card} into slot {slot}", card=self.discard[-1], slot=slot)
        if move.kind == "s" and self.drawn is not None:
            return msg("swap the drawn {card} into slot {slot}", card=self.drawn, slot=slot)
        if move.kind == "f" and self.drawn is not None:
            return msg("discard the {card} and flip slot {slot}", card=self.drawn, slot=slot)
        return move.label

    def move_info(self, move: Move) -> dict:
        return {"kind": move.kind, "slot": move.slot if move.kind != "d" else None}

    def reveals(self, move: Move) -> bool:
        """A reveal, a draw and a flip show a card; so does a card put onto a face-down
        one (the one it replaces goes face up to the discard pile), and a move that ends
        the round (every card is turned). Taking the discard onto a face-up card, or
        swapping the drawn card there, shows nothing new."""
        if move.kind in ("r", "d", "f") or self.status[self.player][move.slot] == DOWN:
            return True
        after = self.copy()
        after._apply_legal(move)
        return after.round != self.round or after.is_over

    def scores(self) -> list[float]:
        """Each player's total so far (lower is better)."""
        return list(self.totals)

    def _end_reason(self) -> str:
        return msg("a player reached {points} points; the lowest total wins",
                   points=self.options["end_score"])

    def rollout_score(self, seat: int, start: State) -> float:
        """Simulated outcomes report the score of the round that was being played."""
        index = start.round - 1
        if index < len(self.round_scores):
            return float(self.round_scores[index][seat])
        return float(scoring.grid_total(self.values[seat], self.status[seat]))

    def unseen(self) -> dict[int, int]:
        """How many of each value no one has seen: the deck and every face-down card."""
        return scoring.unseen_counts(self.values, self.status, self.discard, self.drawn)

    # ----------------------------------------------------------------- views
    def view(self, seat: int | None = None) -> dict:
        self.check_seat(seat)
        counts = self.unseen()
        return {
            "round": self.round,
            "phase": self.phase,
            "current_player": self.current_player,
            "players": self.num_players,
            "grids": [[{"state": STATUS_NAMES[s], "value": v if s == UP else None}
                       for v, s in zip(values, status)]
                      for values, status in zip(self.values, self.status)],
            "visible_totals": [scoring.grid_total(v, s) for v, s in zip(self.values, self.status)],
            "deck": len(self.deck),
            "discard": list(self.discard),
            "drawn": self.drawn,
            "ender": self.ender,
            "totals": list(self.totals),
            "rounds": [list(r) for r in self.round_scores],
            "round_notes": self.round_notes,
            "last": self.last,
            "unseen": {str(v): c for v, c in sorted(counts.items())},
            "unseen_mean": scoring.mean_value(counts),
            "over": self.phase == OVER,
            "winners": self.winners(),
            "options": dict(self.options),
        }

    def revealed_view(self, seat: int | None) -> dict:
        """The view with every face-down card's value filled in and marked
        ``"hidden": true`` (no player knows it, not even its owner), and the draw pile
        listed in order, top card first (``revealed.deck``).

        >>> from skywidgets.games.skyjo import GAME
        >>> state = GAME.new(players=2, seed=1)
        >>> slot = state.revealed_view(0)["grids"][0][0]
        >>> slot["state"], slot["value"] == state.to_dict()["values"][0][0], slot["hidden"]
        ('down', True, True)
        """
        view = self.view(seat)
        for grid, values, status in zip(view["grids"], self.values, self.status):
            for slot, value, state in zip(grid, values, status):
                if state == DOWN:
                    slot.update(value=value, hidden=True)
        view["revealed"] = revealed_part(
            "Every face-down card is shown with a dashed outline: no player knows it, not "
            "even its owner. The draw pile is listed in order under the piles.",
            unknown=("When the draw pile runs out, the discard pile is shuffled into a new "
                     "one: no one can know that order before it happens."),
            deck=list(reversed(self.deck)))
        return view

    def to_dict(self) -> dict:
        return {
            "game": "skyjo", "players": self.num_players, "options": dict(self.options),
            "values": [list(v) for v in self.values], "status": [list(s) for s in self.status],
            "deck": list(self.deck), "discard": list(self.discard), "drawn": self.drawn,
            "phase": self.phase, "player": self.player, "round": self.round, "ender": self.ender,
            "round_scores": [list(r) for r in self.round_scores], "round_notes": self.round_notes,
            "totals": list(self.totals), "previous_round": self.previous_round,
            "rng": self.rng.to_dict(), "last": self.last, "history": list(self.history),
        }

    def copy(self) -> SkyjoState:
        other = SkyjoState.__new__(SkyjoState)
        self._copy_bookkeeping(other)
        other.options = self.options
        other.values = [list(v) for v in self.values]
        other.status = [list(s) for s in self.status]
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.drawn = self.drawn
        other.phase = self.phase
        other.player = self.player
        other.round = self.round
        other.ender = self.ender
        other.round_scores = self.round_scores[:]  # rows are never changed once written
        other.round_notes = self.round_notes[:]
        other.totals = list(self.totals)
        other.previous_round = self.previous_round
        other.rng = self.rng.copy()
        other.last = self.last
        return other

    def determinize(self, seat: int | None, rng: Rng | int) -> SkyjoState:
        # No one knows a face-down card, not even its owner: the deck and every face-down
        # card are one pool, redrawn as a whole from what is in sight.
        self.check_seat(seat)
        rng = as_rng(rng)
        other = self.copy()
        down = [(p, i) for p in range(self.num_players) for i in range(SLOTS)
                if self.status[p][i] == DOWN]
        pool = sorted([self.values[p][i] for p, i in down] + self.deck)
        rng.shuffle(pool)
        for p, i in down:
            other.values[p][i] = pool.pop()
        other.deck = pool
        other.rng = rng.spawn()
        return self._determinized(other)
