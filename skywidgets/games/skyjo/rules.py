"""Skyjo's rules: the opening reveals, draw or take, swap or flip, columns, rounds, the end.

Moves are short ids; slots are numbered 1-12 in reading order (three rows of four):

- ``r5``: opening reveal of slot 5 (each player turns up two cards);
- ``d``: draw the top card of the draw pile (then ``s5`` or ``f5``);
- ``t5``: take the top discard and swap it into slot 5;
- ``s5``: swap the drawn card into slot 5;
- ``f5``: discard the drawn card and flip face-down slot 5.

>>> state = SKYJO.new(players=2, seed=1)
>>> [m.id for m in state.legal_moves()][:3]
['r1', 'r2', 'r3']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.errors import BadPosition, IllegalMove, shown
from skywidgets.core.fields import (choice, flag, items, known, mapping, optional_whole, required,
                                    whole, wholes)
from skywidgets.core.rng import Rng, as_rng

from . import scoring
from .data import (CARD_COUNTS, COLUMN_SLOTS, DECK, DOWN, END_SCORE, GONE, OPENING_REVEALS,
                   RULES, SLOTS, UP, VALUES)

REVEAL, TURN, DRAWN, OVER = "reveal", "turn", "drawn", "over"
STATUS_NAMES = {DOWN: "down", UP: "up", GONE: "gone"}
NEXT_STARTERS = ("winner", "ender")
#: the range of the option end_score (ours: the rulebook plays to 100; far beyond 1000 a
#: game, and every simulated rollout of it, would run to hundreds of rounds or never end)
END_SCORES = (1, 1000)


def _option_error(field: str, reason: str) -> ValueError:
    return ValueError(f"option {field}: {reason}")


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
        where = f"slot {self.slot + 1}"
        return {"r": f"reveal {where}", "d": "draw from the draw pile",
                "t": f"take the discard into {where}", "s": f"swap the drawn card into {where}",
                "f": f"discard the drawn card and flip {where}"}[self.kind]


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
            return IllegalMove(move, "not a Skyjo move", RULES["notation"])
        phase, kind = self.phase, move.kind
        if phase == OVER:
            return IllegalMove(move, "the game is over", RULES["game_end"])
        status = self.status[self.player]
        if phase == REVEAL:
            if kind != "r":
                return IllegalMove(move, "first every player turns up two of their cards",
                                   RULES["reveal"])
            if status[move.slot] != DOWN:
                return IllegalMove(move, f"slot {move.slot + 1} is already face up", RULES["reveal"])
            return None
        if kind == "r":
            return IllegalMove(move, "the opening reveals are over", RULES["reveal"])
        if phase == TURN:
            if kind in "sf":
                return IllegalMove(move, "you have not drawn a card: draw (d) or take the discard "
                                         "(t1-t12) first", RULES["turn"])
            if kind == "d" and not self.deck and len(self.discard) < 2:
                return IllegalMove(move, "the draw pile is empty and there is nothing to reshuffle",
                                   RULES["reshuffle"])
            if kind == "t" and status[move.slot] == GONE:
                return IllegalMove(move, f"slot {move.slot + 1} was removed with its column",
                                   RULES["column"])
            return None
        # DRAWN: a card is in hand
        if kind in "dt":
            return IllegalMove(move, "you already drew a card: swap it in (s1-s12) or discard it "
                                     "and flip a face-down card (f1-f12)", RULES["draw"])
        if status[move.slot] == GONE:
            return IllegalMove(move, f"slot {move.slot + 1} was removed with its column",
                               RULES["column"])
        if kind == "f" and status[move.slot] != DOWN:
            return IllegalMove(move, f"slot {move.slot + 1} is already face up: you can only flip "
                                     "a face-down card", RULES["flip"])
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
        where = f"slot {move.slot + 1}" if move.kind != "d" else ""
        if move.kind == "t" and self.discard:
            return f"take the {self.discard[-1]} into {where}"
        if move.kind == "s" and self.drawn is not None:
            return f"swap the drawn {self.drawn} into {where}"
        if move.kind == "f" and self.drawn is not None:
            return f"discard the {self.drawn} and flip {where}"
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
        return (f"a player reached {self.options['end_score']} points; "
                "the lowest total wins")

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


class Skyjo(Game):
    """Skyjo: 2 to 8 players, hidden 3x4 grids, lowest score wins."""

    name = "skyjo"
    title = "Skyjo"
    min_players = 2
    max_players = 8
    rules = RULES
    lower_is_better = True
    score_name = "round score"
    #: the IS-MCTS bot's settings that measured best against the greedy bot (see
    #: docs/rules/skyjo.md): playouts of four moves, then the reward hook judges
    search_defaults = {"playout_plies": 4, "prior_visits": 20}
    notation = "r5 reveal, d draw, t5 take the discard into slot 5, s5 swap the drawn card in, f5 flip"
    options = {
        "column_rule": (True, "three equal face-up cards in a column are removed"),
        "tie_counts_as_lowest": (False, "the round's ender escapes doubling when tied for lowest"),
        "double_non_positive": (False, "the ender's score is doubled even when zero or negative"),
        "next_starter": ("winner", "who starts the next round: 'winner' (lowest round score, as "
                                   "the Icelandic text says) or 'ender' (as the published rules)"),
        "end_score": (END_SCORE, "the game ends at the end of the round in which a player "
                                 f"reaches this total ({END_SCORES[0]} to {END_SCORES[1]})"),
    }

    def check_options(self, options: Mapping[str, Any]) -> dict:
        settled = super().check_options(options)
        for name in ("column_rule", "tie_counts_as_lowest", "double_non_positive"):
            flag(settled[name], name, error=_option_error)
        choice(settled["next_starter"], "next_starter", NEXT_STARTERS, error=_option_error)
        whole(settled["end_score"], "end_score", *END_SCORES, error=_option_error)
        return settled

    def _setup(self, players: int, rng: Rng, options: dict) -> SkyjoState:
        state = SkyjoState()
        state.num_players = players
        state.options = options
        state.rng = rng
        state.totals = [0] * players
        state._deal()
        return state

    def parse_move(self, text: str) -> SkyjoMove:
        move = MOVES_BY_ID.get(text.strip().lower()) if isinstance(text, str) else None
        if move is None:
            raise IllegalMove(text, "a Skyjo move is d (draw), or r, t, s or f followed by a "
                                    "slot number 1 to 12, e.g. 't5'", RULES["notation"])
        return move

    def evaluate(self, state: State, seat: int) -> float:
        return scoring.evaluate(state, seat)

    def reward(self, state: State, seat: int) -> float:
        return scoring.reward(state, seat)

    def playout_horizon(self, state: State) -> int:
        # a random playout of a whole game says little about one move; a round says more
        return state.round

    def search_branch(self, state: State) -> int | None:
        # after a draw the drawer sees the card: where to put it depends on which it was
        return state.drawn if state.phase == DRAWN else None

    def playout_move(self, state: State, gen) -> SkyjoMove:
        return MOVES_BY_ID[scoring.playout_move(state, gen)]


    def draw(self, view: Mapping[str, Any]) -> str:
        from .picture import svg

        return svg(view)

    def from_dict(self, data: Mapping[str, Any]) -> SkyjoState:
        """A position from a dict like ``to_dict()``'s; ``drawn``, ``ender``, the finished
        rounds (``round_scores``, ``round_notes``, ``previous_round``), ``last``, ``rng`` and
        ``history`` may be left out. Everything is checked against the rules (see
        docs/rules/skyjo.md, Set positions); BadPosition names the first field at fault."""
        return _position(self, data)


SKYJO = Skyjo()
SkyjoState.game = SKYJO


# --------------------------------------------------------------------- set positions
#: every field of a position; all but REQUIRED_KEYS may be left out (no card in hand, no
#: ender, no finished round, no last move, seed 0, no history)
POSITION_KEYS = ("game", "players", "options", "values", "status", "deck", "discard", "drawn",
                 "phase", "player", "round", "ender", "round_scores", "round_notes", "totals",
                 "previous_round", "rng", "last", "history")
REQUIRED_KEYS = ("players", "options", "values", "status", "deck", "discard", "phase", "player",
                 "round", "totals")
LOWEST, HIGHEST = VALUES[0], VALUES[-1]
#: a grid adds up to between twelve of the lowest and twelve of the highest card; the
#: ender's doubling can take a round score to twice either
GRID_LOW, GRID_HIGH = SLOTS * LOWEST, SLOTS * HIGHEST
#: a finished round's note (``_score_round``), key by key
NOTE_KEYS = ("round", "ender", "raw", "scores", "doubled", "columns_at_end", "next_starter",
             "grids")
#: the last move's summary (``_play``): the keys of each action; a turn's move may add
#: the column it removed, that it ended the round, or the round that is now over
LAST_KEYS = {
    "reveal": ("player", "action", "slot", "value"),
    "draw": ("player", "action", "value"),
    "flip": ("player", "action", "slot", "value", "discarded"),
    "take": ("player", "action", "slot", "value", "discarded", "was_down"),
    "swap": ("player", "action", "slot", "value", "discarded", "was_down"),
}
LAST_EXTRAS = ("columns", "ended_round", "round_over")


def _cards(value: Any, field: str, length: int | None = None) -> list[int]:
    return wholes(value, field, length, low=LOWEST, high=HIGHEST)


def _statuses(value: Any, field: str) -> list[int]:
    status = items(value, field, SLOTS)
    for i, s in enumerate(status):
        if type(s) is not int or s not in STATUS_NAMES:
            raise BadPosition(f"{field}[{i}]", "expected 0 (face down), 1 (face up) or 2 "
                                               f"(removed), not {shown(s)}")
    return list(status)


def _removed_columns(value: Any, field: str) -> list[dict]:
    """A list of removed columns, ``{"column": 0-3, "value": card}``, each column once."""
    removed, seen = [], set()
    for k, entry in enumerate(items(value, field, high=len(COLUMN_SLOTS))):
        where = f"{field}[{k}]"
        entry = mapping(entry, where)
        known(entry, ("column", "value"), f"{where}.")
        required(entry, ("column", "value"), f"{where}.")
        column = whole(entry["column"], f"{where}.column", 0, len(COLUMN_SLOTS) - 1)
        if column in seen:
            raise BadPosition(f"{where}.column", f"{column} is listed twice: a column is "
                                                 "removed once")
        seen.add(column)
        removed.append({"column": column, "value": whole(entry["value"], f"{where}.value",
                                                         LOWEST, HIGHEST)})
    return removed


def _position_options(game: Skyjo, value: Any) -> dict:
    try:
        return game.check_options(mapping(value, "options"))
    except BadPosition:
        raise
    except ValueError as err:
        raise BadPosition("options", str(err)) from None


def _check_grids(state: SkyjoState) -> None:
    """Removed slots are whole columns of three equal cards, and only under the column
    rule; under it no column shows three equal cards face up (they go at once)."""
    rule = state.options["column_rule"]
    for p, (values, status) in enumerate(zip(state.values, state.status)):
        for column, slots in enumerate(COLUMN_SLOTS):
            gone = [status[i] == GONE for i in slots]
            cards = [values[i] for i in slots]
            if any(gone):
                if not rule:
                    raise BadPosition(f"status[{p}][{slots[gone.index(True)]}]",
                                      "cards are removed only by the column rule, and this "
                                      "game's options turn it off", RULES["column"])
                if not all(gone):
                    raise BadPosition(f"status[{p}][{slots[gone.index(False)]}]",
                                      f"expected 2 (removed): column {column + 1} goes as a "
                                      "whole", RULES["column"])
                if len(set(cards)) != 1:
                    raise BadPosition(f"values[{p}][{slots[0]}]",
                                      f"a removed column held three equal cards, not {cards}",
                                      RULES["column"])
            elif rule and all(status[i] == UP for i in slots) and len(set(cards)) == 1:
                raise BadPosition(f"status[{p}][{slots[0]}]",
                                  f"column {column + 1} shows three {cards[0]}s face up: the "
                                  "column rule removes it at once", RULES["column"])


def _check_phase(state: SkyjoState) -> None:
    """Who has turned up what, for the phase: the opening reveals in seat order, then
    turns in which only the ender has no face-down card, then everything face up."""
    n, phase, player, ender = state.num_players, state.phase, state.player, state.ender
    up = [status.count(UP) for status in state.status]
    down = [status.count(DOWN) for status in state.status]
    if phase == REVEAL:
        if ender is not None:
            raise BadPosition("ender", "expected null: no one ends the round during the opening "
                                       "reveals", RULES["round_end"])
        for p, status in enumerate(state.status):
            if GONE in status:
                raise BadPosition(f"status[{p}]", "no column is removed during the opening "
                                                  "reveals", RULES["reveal"])
            if up[p] > OPENING_REVEALS:
                raise BadPosition(f"status[{p}]", f"{up[p]} cards face up during the opening "
                                                  "reveals; each player turns up two",
                                  RULES["reveal"])
        waiting = [p for p in range(n) if up[p] < OPENING_REVEALS]
        if not waiting:
            raise BadPosition("phase", "every player has turned up two cards: the opening "
                                       "reveals are over", RULES["reveal"])
        if player != waiting[0]:
            raise BadPosition("player", f"expected {waiting[0]}: the opening reveals go in seat "
                                        "order, two cards each", RULES["reveal"])
        return
    if phase == OVER:
        for p in range(n):
            if down[p]:
                raise BadPosition(f"status[{p}]", "at the end of the game every card is face "
                                                  "up or removed", RULES["round_end"])
        return
    for p in range(n):
        if SLOTS - down[p] < OPENING_REVEALS:
            raise BadPosition(f"status[{p}]", "the opening reveals are over, so every player "
                                              "has at least two cards face up", RULES["reveal"])
    if ender is not None:
        if ender == player:
            raise BadPosition("ender", "the round ends when play comes back to its ender, so "
                                       "the ender is never the player to move",
                              RULES["round_end"])
        if down[ender]:
            raise BadPosition("ender", f"seat {ender} still has a face-down card: the ender has "
                                       "turned up every card", RULES["round_end"])
    # the seats with a turn to come this round: the first of them to turn up their last
    # card ends the round, so each still has a face-down card
    to_come = n if ender is None else (ender - player) % n
    for k in range(to_come):
        p = (player + k) % n
        if not down[p]:
            raise BadPosition(f"status[{p}]", f"seat {p} has turned up every card but has a "
                                              "turn to come this round: turning up the last "
                                              "card ends the round", RULES["round_end"])


def _note(value: Any, field: str, index: int, state: SkyjoState) -> dict:
    """A finished round's note, checked against the rules that made it: the raw scores are
    the grids' totals, the scores the raw ones with the ender's doubling, and the next
    starter the option's choice."""
    n, options = state.num_players, state.options
    note = mapping(value, field)
    known(note, NOTE_KEYS, f"{field}.")
    required(note, NOTE_KEYS, f"{field}.")
    if type(note["round"]) is not int or note["round"] != index + 1:
        raise BadPosition(f"{field}.round", f"expected {index + 1}, not {shown(note['round'])}")
    ender = whole(note["ender"], f"{field}.ender", 0, n - 1)
    grids = []
    for p, grid in enumerate(items(note["grids"], f"{field}.grids", n)):
        grid = [optional_whole(v, f"{field}.grids[{p}][{i}]", LOWEST, HIGHEST)
                for i, v in enumerate(items(grid, f"{field}.grids[{p}]", SLOTS))]
        for column, slots in enumerate(COLUMN_SLOTS):
            cards = [grid[i] for i in slots]
            if None in cards and (cards.count(None) != len(slots) or not options["column_rule"]):
                raise BadPosition(f"{field}.grids[{p}][{slots[cards.index(None)]}]",
                                  "expected a card: only the column rule removes cards (null), "
                                  "a whole column at a time", RULES["column"])
            if options["column_rule"] and None not in cards and len(set(cards)) == 1:
                raise BadPosition(f"{field}.grids[{p}][{slots[0]}]",
                                  f"column {column + 1} shows three {cards[0]}s: the column "
                                  "rule removes it", RULES["column"])
        grids.append(grid)
    shown_cards = [v for grid in grids for v in grid if v is not None]
    for card in set(shown_cards):
        if shown_cards.count(card) > CARD_COUNTS[card]:
            raise BadPosition(f"{field}.grids", f"{shown_cards.count(card)} cards of value "
                                                f"{card}; the deck has {CARD_COUNTS[card]}",
                              RULES["position"])
    columns = []
    for p, removed in enumerate(items(note["columns_at_end"], f"{field}.columns_at_end", n)):
        removed = _removed_columns(removed, f"{field}.columns_at_end[{p}]")
        for k, entry in enumerate(removed):
            if grids[p][COLUMN_SLOTS[entry["column"]][0]] is not None:
                raise BadPosition(f"{field}.columns_at_end[{p}][{k}]",
                                  f"column {entry['column'] + 1} is not removed in the "
                                  "round's grid", RULES["column"])
        columns.append(removed)
    raw = wholes(note["raw"], f"{field}.raw", n, low=GRID_LOW, high=GRID_HIGH)
    for p, grid in enumerate(grids):
        total = sum(v for v in grid if v is not None)
        if raw[p] != total:
            raise BadPosition(f"{field}.raw[{p}]", f"expected {total}, the total of seat {p}'s "
                                                   "grid in the note")
    scores = wholes(note["scores"], f"{field}.scores", n, low=2 * GRID_LOW, high=2 * GRID_HIGH)
    expected, doubled = scoring.round_scores(raw, ender, options)
    if scores != expected:
        raise BadPosition(f"{field}.scores", f"expected {expected}: the raw scores with the "
                                             "ender's doubling", RULES["double"])
    if optional_whole(note["doubled"], f"{field}.doubled", 0, n - 1) != doubled:
        raise BadPosition(f"{field}.doubled",
                          "expected null: the ender was not doubled" if doubled is None
                          else f"expected {doubled}: the ender was doubled", RULES["double"])
    starter = scoring.next_starter(scores, ender, options)
    if whole(note["next_starter"], f"{field}.next_starter", 0, n - 1) != starter:
        raise BadPosition(f"{field}.next_starter", f"expected {starter}, by the option "
                                                   f"next_starter={options['next_starter']!r}")
    return {"round": index + 1, "ender": ender, "raw": raw, "scores": scores,
            "doubled": doubled, "columns_at_end": columns, "next_starter": starter,
            "grids": grids}


def _read_rounds(state: SkyjoState, data: Mapping[str, Any]) -> None:
    """The finished rounds: their scores, their notes, and the totals they add up to."""
    n, over = state.num_players, state.phase == OVER
    rows = items(data.get("round_scores", []), "round_scores")
    state.round_scores = [wholes(row, f"round_scores[{k}]", n, low=2 * GRID_LOW,
                                 high=2 * GRID_HIGH) for k, row in enumerate(rows)]
    finished = state.round if over else state.round - 1
    if len(rows) != finished:
        raise BadPosition("round_scores", f"expected {finished} rows, one per finished round "
                                          f"(this is round {state.round}"
                                          f"{', and the game is over' if over else ''}), "
                                          f"got {len(rows)}")
    notes = items(data.get("round_notes", []), "round_notes", finished)
    state.round_notes = [_note(note, f"round_notes[{k}]", k, state)
                         for k, note in enumerate(notes)]
    for k, (row, note) in enumerate(zip(state.round_scores, state.round_notes)):
        for p, (score, noted) in enumerate(zip(row, note["scores"])):
            if score != noted:
                raise BadPosition(f"round_scores[{k}][{p}]", f"expected {noted}, seat {p}'s "
                                                             f"score in round_notes[{k}]")
    for p in range(n):
        total = sum(row[p] for row in state.round_scores)
        if state.totals[p] != total:
            raise BadPosition(f"totals[{p}]", f"expected {total}, the sum of seat {p}'s round "
                                              f"scores, not {state.totals[p]}")
    end, highest = state.options["end_score"], max(state.totals)
    if over and highest < end:
        raise BadPosition("phase", f"the game is over only once a total reaches end_score "
                                   f"({end}); the highest is {highest}", RULES["game_end"])
    if not over and highest >= end:
        raise BadPosition("totals", f"a total of {highest} reached end_score ({end}): the game "
                                    "would be over", RULES["game_end"])
    if "previous_round" in data:
        given = data["previous_round"]
        if not notes and given is not None:
            raise BadPosition("previous_round", "expected null: no round is finished yet")
        if notes and _note(given, "previous_round", finished - 1, state) != state.round_notes[-1]:
            raise BadPosition("previous_round", "expected the last of round_notes")
    state.previous_round = state.round_notes[-1] if state.round_notes else None
    if over:
        last_round = state.round_notes[-1]
        if state.ender != last_round["ender"]:
            raise BadPosition("ender", f"expected {last_round['ender']}, who ended the last "
                                       "round (round_notes)")
        # the round ends when play comes back to its ender: the seat before moved last
        if state.player != (state.ender - 1) % n:
            raise BadPosition("player", f"expected {(state.ender - 1) % n}, the seat before the "
                                        "ender, who made the game's last move",
                              RULES["round_end"])
        for p, (values, status) in enumerate(zip(state.values, state.status)):
            grid = [v if s == UP else None for v, s in zip(values, status)]
            if grid != last_round["grids"][p]:
                raise BadPosition(f"round_notes[{finished - 1}].grids[{p}]",
                                  f"expected seat {p}'s grid as the game ended (values, status)")


def _last(value: Any, state: SkyjoState) -> dict | None:
    """The last move's summary, read like the rest: it is shown in every view."""
    if value is None:
        return None
    n, phase = state.num_players, state.phase
    data = mapping(value, "last")
    required(data, ("action",), "last.")
    action = choice(data["action"], "last.action", LAST_KEYS)
    keys = LAST_KEYS[action]
    known(data, keys + (LAST_EXTRAS if action in ("flip", "take", "swap") else ()), "last.")
    required(data, keys, "last.")
    last: dict = {"player": whole(data["player"], "last.player", 0, n - 1), "action": action}
    if "slot" in keys:
        last["slot"] = whole(data["slot"], "last.slot", 0, SLOTS - 1)
    last["value"] = whole(data["value"], "last.value", LOWEST, HIGHEST)
    if "discarded" in keys:
        last["discarded"] = whole(data["discarded"], "last.discarded", LOWEST, HIGHEST)
    if "was_down" in keys:
        last["was_down"] = flag(data["was_down"], "last.was_down")
    if (action == "draw") != (phase == DRAWN):
        raise BadPosition("last.action", "a card is in hand (phase 'drawn') exactly after a "
                                         "draw", RULES["draw"])
    if action == "draw" and (last["value"] != state.drawn or last["player"] != state.player):
        raise BadPosition("last", "expected the draw of the card in hand (drawn) by the player "
                                  "to move", RULES["draw"])
    if action == "reveal" and phase not in (REVEAL, TURN):
        raise BadPosition("last.action", "an opening reveal is followed by more reveals or the "
                                         "first turn", RULES["reveal"])
    if "columns" in data:
        column = {"column": last["slot"] % len(COLUMN_SLOTS), "value": last["value"]}
        if _removed_columns(data["columns"], "last.columns") != [column]:
            raise BadPosition("last.columns", f"expected [{column}]: a move removes only the "
                                              "column of its slot, of its card", RULES["column"])
        last["columns"] = [column]
    if "ended_round" in data:
        if data["ended_round"] is not True:
            raise BadPosition("last.ended_round", "expected true (or no such key), not "
                                                  f"{shown(data['ended_round'])}")
        if phase != TURN or state.ender != last["player"]:
            raise BadPosition("last.ended_round", "the move that ends the round makes its "
                                                  "player the ender, and the next player moves",
                              RULES["round_end"])
        last["ended_round"] = True
    ended = state.round if phase == OVER else state.round - 1
    if "round_over" in data:
        if ended < 1:
            raise BadPosition("last.round_over", "no round has ended yet", RULES["round_end"])
        if type(data["round_over"]) is not int or data["round_over"] != ended:
            raise BadPosition("last.round_over", f"expected {ended}, the round that ended, not "
                                                 f"{shown(data['round_over'])}")
        if phase != OVER and (phase != REVEAL or any(UP in s for s in state.status)):
            raise BadPosition("last.round_over", "after a round ends the next one starts with "
                                                 "its opening reveals", RULES["round_end"])
        # the round ends when play comes back to its ender: the seat before made the move
        before = (state.round_notes[-1]["ender"] - 1) % n
        if last["player"] != before:
            raise BadPosition("last.player", f"expected {before}, the seat before the ender of "
                                             "the round that ended", RULES["round_end"])
        # at the game's end the grids stay as the round ended them
        if phase == OVER and state.values[before][last["slot"]] != last["value"]:
            raise BadPosition("last.value", f"expected {state.values[before][last['slot']]}, "
                                            f"the card in seat {before}'s slot "
                                            f"{last['slot'] + 1}")
        last["round_over"] = ended
    elif action in ("flip", "take", "swap") and phase in (REVEAL, OVER):
        raise BadPosition("last", "expected round_over: a turn's move is followed by the "
                                  "opening reveals or the game's end only when it ends a round",
                          RULES["round_end"])
    if action != "draw" and "round_over" not in last:
        _check_last_on_board(last, state)
    return last


def _check_last_on_board(last: dict, state: SkyjoState) -> None:
    """A reveal or a turn's move that did not end a round left its cards where they still
    are: nothing has moved since."""
    p, slot, value = last["player"], last["slot"], last["value"]
    unless = " (leave last out to set a position without a last move)"
    status = GONE if "columns" in last else UP
    if state.values[p][slot] != value or state.status[p][slot] != status:
        raise BadPosition("last", f"the last move left a {value} "
                                  f"{'removed' if status == GONE else 'face up'} in seat {p}'s "
                                  f"slot {slot + 1}, but the grid disagrees{unless}")
    if last["action"] == "reveal":
        return
    if p != (state.player - 1) % state.num_players:
        raise BadPosition("last.player", f"expected {(state.player - 1) % state.num_players}, "
                                         "the seat before the player to move", RULES["turn"])
    if ("ended_round" in last) != (state.ender == p):
        raise BadPosition("last.ended_round", "the ender's last move is the one that ended the "
                                              "round, and only it", RULES["round_end"])
    # the card the move let go went on the discard pile, then a removed column's three cards
    on_top = [last["discarded"]] + [value] * (len(COLUMN_SLOTS[0]) if "columns" in last else 0)
    if state.discard[-len(on_top):] != on_top:
        raise BadPosition("last.discarded", f"expected the discard pile to end {on_top}, as the "
                                            f"last move left it{unless}")


def _position(game: Skyjo, data: Mapping[str, Any]) -> SkyjoState:
    data = mapping(data, "position")
    if data.get("game") != "skyjo":
        raise BadPosition("game", f"expected 'skyjo', not {shown(data.get('game'))}")
    known(data, POSITION_KEYS)
    required(data, REQUIRED_KEYS)
    players = whole(data["players"], "players", game.min_players, game.max_players)
    options = _position_options(game, data["options"])
    state = SkyjoState()
    state.num_players, state.options = players, options
    state.values = [_cards(v, f"values[{p}]", SLOTS)
                    for p, v in enumerate(items(data["values"], "values", players))]
    state.status = [_statuses(s, f"status[{p}]")
                    for p, s in enumerate(items(data["status"], "status", players))]
    state.deck = _cards(data["deck"], "deck")
    state.discard = _cards(data["discard"], "discard")
    if not state.discard:
        raise BadPosition("discard", "expected at least one card: the pile always keeps its top "
                                     "card", RULES["reshuffle"])
    state.drawn = optional_whole(data.get("drawn"), "drawn", LOWEST, HIGHEST)
    state.phase = choice(data["phase"], "phase", (REVEAL, TURN, DRAWN, OVER))
    if (state.phase == DRAWN) != (state.drawn is not None):
        raise BadPosition("drawn", "a card is in hand exactly when the phase is 'drawn'",
                          RULES["draw"])
    state.player = whole(data["player"], "player", 0, players - 1)
    # conservation: the 150 cards, each value as often as the deck has it
    # a removed column's cards went to the discard pile: count them there only
    in_play = [v for grid, states in zip(state.values, state.status)
               for v, st in zip(grid, states) if st != GONE] + state.deck + state.discard + (
        [state.drawn] if state.drawn is not None else [])
    counts: dict[int, int] = {}
    for value in in_play:
        counts[value] = counts.get(value, 0) + 1
    for value in sorted(set(counts) | set(CARD_COUNTS)):
        if counts.get(value, 0) != CARD_COUNTS.get(value, 0):
            raise BadPosition("values", f"the position has {counts.get(value, 0)} cards of value "
                                        f"{value}; the deck has {CARD_COUNTS.get(value, 0)}",
                              RULES["position"])
    state.round = whole(data["round"], "round", 1)
    state.totals = wholes(data["totals"], "totals", players)
    state.ender = optional_whole(data.get("ender"), "ender", 0, players - 1)
    _check_grids(state)
    _check_phase(state)
    _read_rounds(state, data)
    state.last = _last(data.get("last"), state)
    state._adopt_position(data, options)
    return state
