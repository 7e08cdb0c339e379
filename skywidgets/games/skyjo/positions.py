"""Reading a set position: every field of a Skyjo position, checked against the rules.

``read_position(game, data)`` either returns a valid SkyjoState or raises BadPosition
naming the first field at fault (docs/rules/skyjo.md, Set positions).
"""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.engine import Game
from skywidgets.core.errors import BadPosition, shown
from skywidgets.core.fields import (choice, flag, is_whole, items, known, mapping, optional_whole,
                                    required, whole, wholes)

from . import scoring
from .data import CARD_COUNTS, COLUMN_SLOTS, DOWN, GONE, OPENING_REVEALS, RULES, SLOTS, UP, VALUES
from .rules import DRAWN, OVER, REVEAL, STATUS_NAMES, TURN, SkyjoState

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
        if not is_whole(s) or s not in STATUS_NAMES:
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


def _position_options(game: Game, value: Any) -> dict:
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
    if not is_whole(note["round"]) or note["round"] != index + 1:
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
        if not is_whole(data["round_over"]) or data["round_over"] != ended:
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


def read_position(game: Game, data: Mapping[str, Any]) -> SkyjoState:
    """The Skyjo position ``data`` describes (a dict like ``SkyjoState.to_dict()``'s), for
    ``game``'s players and options; BadPosition names the first field at fault.

    >>> from skywidgets.games.skyjo import GAME
    >>> state = GAME.new(players=3, seed=5)
    >>> read_position(GAME, state.to_dict()).to_dict() == state.to_dict()
    True
    """
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
