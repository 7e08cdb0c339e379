"""Skyway Robbery's quick player takes shortcuts (a job's next step found without listing
every move, the board looked at once a round while programming, a job's defenses read
without their entries): it must choose exactly as it did when it chose from the full list
of legal moves, so the same seed plays the same game as before.

The references below are the quick player's choices as first written, reading the listed
legal moves; every position of many quick games, of every player count and option, is
put to both."""

import random

import pytest

from skywidgets.games.skyway_robbery import GAME, bots
from skywidgets.games.skyway_robbery.data import MEMBER_LIMIT, VAULT

GO_KEY, ABORT_KEY = bots.GO_KEY, bots.ABORT_KEY
QUICK_GO = bots.QUICK_GO

GAMES = [(2, {}), (3, {"dirty_tricks": 3, "unusual": True}), (4, {"expert": True}),
         (5, {"route": "odd", "dirty_tricks": 2}), (3, {"dirty_tricks": 0, "expert": True})]


def reference_plan(state, seat, moves):
    """The quick player's job step as it was written first: chosen among the listed moves."""
    pack, kinds, icons = state.pack, state.kinds, state.game.card_icons
    values = state.game.card_values
    mission = state.mission
    members = [c for c in mission["team"] if kinds[c] == "gang"]
    by_verb: dict[str, list] = {}
    for move in moves:
        by_verb.setdefault(move.verb, []).append(move)
    # a job always offers to call it off, and to go once nothing is in the way
    ids = {GO_KEY: by_verb["go"][0]} if "go" in by_verb else {}
    ids[ABORT_KEY] = by_verb["abort"][0]
    if GO_KEY in ids:
        dice = state.alarm_count()
        hand_gang = [m for m in by_verb.get("bring", ()) if kinds[m.a] == "gang"]
        if dice and len(members) < MEMBER_LIMIT and hand_gang:
            # a fall guy costs no die and makes one handcuffs harmless (the rulebook's Boxer)
            return min(hand_gang, key=lambda m: values[m.a])
        chance = bots._survival(pack, dice, len(members))
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
            return max(carriers, key=lambda m: (pack.gang[m.a].carries, values[m.a]))
    vents = by_verb.get("vent")
    if vents and open_entries == 1:
        return vents[0]
    return ids[ABORT_KEY]


def reference_turf_job(state, seat):
    pack, best, best_gain = state.pack, None, None
    for _, _, card in reference_board_slots(state):
        kind = state.kinds[card]
        if kind not in ("turf_war", "side_job"):
            continue
        entry = pack.turf_wars[card] if kind == "turf_war" else pack.side_jobs[card]
        gain = entry.reputation + entry.money / 2
        if best_gain is not None and gain <= best_gain:
            continue
        if reference_feasible(state, seat, kind, card):
            best, best_gain = ("turf" if kind == "turf_war" else "sidejob", card), gain
    return best


def reference_feasible(state, seat, job, target=None):
    gang, usable, have = bots.hand_for_job(state, seat, job)
    if not gang:
        return False
    pack = state.pack
    if job == "turf_war":
        return sum(pack.asset(c).strength for c in usable) >= pack.turf_wars[target].strength
    defense_icons = state.game.defense_icons
    missing = [e for e in state.job_defenses(job, target)
               if not e["guard"] and have.isdisjoint(defense_icons[e["ref"]])]
    if not missing:
        return True
    return (len(missing) == 1 and missing[0]["type"] != VAULT and job in ("heist", "jailbreak")
            and any(pack.gang[c].vent for c in gang))


def reference_board_slots(state):
    found = []
    zones, stacks = state.zones, not state.options["expert"]
    for zone in state.game.slot_zones:
        cards = zones[zone]
        if stacks and zone.startswith("local:"):
            if cards and cards[0] is not None:
                found.append((zone, 0, cards[0]))
            continue
        for i, card in enumerate(cards):
            if card is not None:
                found.append((zone, i, card))
    return found


def quick_games(count):
    """Every position of ``count`` quick games of each kind in GAMES, with the seat to move."""
    for players, options in GAMES:
        for seed in range(count):
            state = GAME.new(players=players, seed=seed, **options)
            gen = random.Random(seed)
            while not state.is_over:
                yield state, state.current_player
                state.apply(bots.playout_move(state, gen))


@pytest.fixture(scope="module")
def positions():
    return [(state.copy(), seat) for state, seat in quick_games(6)]


def test_the_positions_cover_every_kind_of_decision(positions):
    phases = {state.phase for state, _ in positions}
    assert {"draft", "program", "act", "plan", "free"} <= phases
    assert sum(state.phase == "plan" for state, _ in positions) > 300


def test_a_job_step_is_the_one_chosen_from_the_listed_moves(positions):
    steps = 0
    for state, seat in positions:
        if state.phase == "plan":
            assert bots._quick_plan(state, seat) == reference_plan(state, seat,
                                                                   state.legal_moves())
            steps += 1
    assert steps


def test_the_best_turf_war_or_side_job_is_the_one_found_slot_by_slot(positions):
    found = 0
    for state, seat in positions:
        if state.phase in ("program", "act"):
            job = bots._turf_job(state, seat)
            assert job == reference_turf_job(state, seat)
            found += job is not None
    assert found  # the games hold turf wars a hand can do


def test_a_jobs_barriers_are_its_defenses_but_the_guard(positions):
    for state, seat in positions[::7]:
        if state.phase == "program":
            for job in ("heist", "jailbreak"):
                if job == "heist" and state.location is None:
                    continue
                entries = state.job_defenses(job)
                assert state.job_barriers(job) == [(e["ref"], e["type"]) for e in entries
                                                   if not e["guard"]]
                assert bots.quick_feasible(state, seat, job) == reference_feasible(state, seat,
                                                                                   job)


def test_the_board_slots_are_listed_in_the_order_of_the_board(positions):
    for state, _ in positions[::5]:
        slots = reference_board_slots(state)
        assert state.board_slots() == slots
        assert state.board_cards() == [card for _, _, card in slots]


def test_programming_reads_the_board_once_a_round_and_chooses_as_if_afresh(positions):
    compared = 0
    for state, seat in positions:
        if state.phase != "program" or "_quick_memo" not in state.__dict__:
            continue
        fresh = state.copy()
        fresh.__dict__.pop("_quick_memo")
        remembered = bots.playout_move(state.copy(), random.Random(compared))
        bots._JUDGED.clear()
        assert remembered == bots.playout_move(fresh, random.Random(compared))
        compared += 1
    assert compared > 50


def test_a_remembered_judgement_is_the_one_worked_out_afresh(positions):
    # the answers are remembered across positions and games: what each remembers must
    # name everything the judgement reads, or another position's answer would come back
    bots._JUDGED.clear()
    judged = 0
    for state, seat in positions:
        if state.phase not in ("program", "act"):
            continue
        open_heist = bots._heist_key(state, seat)[3]
        assert bots._heist_job(state, seat) == bots._judge_heist(state, seat, open_heist)
        jobs = bots._board_jobs(state, state.board_cards())
        assert bots._turf_job(state, seat) == bots._turf_job(state, seat, jobs)
        if state.phase == "program":
            cards = tuple(state.board_cards())
            ids = bots._program_ids(state.legal_moves())
            bots._quick_program(state, seat, ids, random.Random(0))  # remembers its judgement
            assert state._quick_memo[1:4] == bots._judge_program(state, seat, cards)
            judged += 1
    assert judged > 100


def alarm_variants(state):
    """The job as it stands, and as dirty tricks and a power cut would change it (the quick
    player plays no tricks: these reasons come from the arranged variants)."""
    yield state
    for change in ({"minus": 1}, {"minus": 3}, {"free_members": 1}, {"free_members": 2},
                   {"cut": next(iter(state.mission["team"]), None)}):
        variant = state.copy()
        variant.mission.update(change)
        yield variant


def test_the_alarm_dice_are_counted_as_their_reasons_add_up(positions):
    counted = 0
    for state, _ in positions:
        if state.mission is None:
            continue
        for variant in alarm_variants(state):
            lines = variant.alarm_reasons()
            assert variant.alarm_count() == max(0, sum(line["dice"] for line in lines))
            counted += bool(lines)
    assert counted > 100
