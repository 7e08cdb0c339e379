"""Property tests over many random Skyway Robbery games.

The conformance kit at every player count, with and without options; every card in exactly
one place after every move; nothing hidden in any view; illegal text changes nothing; records
and saved positions round-trip; corrupt positions and records are refused naming the field;
determinization redraws only what a seat cannot see.

Random games are played with ``Rng(seed)`` choosing among ``legal_moves()``, so a failure's
message (players, options, seed, ply) replays it with :func:`random_game`.
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from skywidgets.core.errors import BadPosition, BadRecord, IllegalMove
from skywidgets.core.rng import Rng
from skywidgets.core.testing import JUNK_MOVES, check_game
from skywidgets.games.skyway_robbery import GAME
from skywidgets.games.skyway_robbery.data import ACTIONS, BRIG_MINIMUM, PROGRAM_SLOTS
from skywidgets.games.skyway_robbery.game import SkywayRobberyGame
from skywidgets.games.skyway_robbery.view import card_facts

ALL_CARDS = Counter(GAME.pack.all_cards())
OPTIONS = {
    "standard": {},
    "expert": {"expert": True, "unusual": True, "dirty_tricks": 3},
    "first game": {"route": "odd", "dirty_tricks": 0},
}
ASSET_KINDS = ("gang", "equipment", "crew")
#: what is printed on each card, the same for every viewer
FACTS = {card: card_facts(GAME.pack, GAME.kinds, card) for card in GAME.kinds}
#: a seat's zones nobody else sees (the hand until the game is over)
SECRET_ZONES = ("hand", "tricks", "draft", "picked")


# --------------------------------------------------------------------- random games
def random_game(players: int, seed: int, options: dict | None = None):
    """Yield the state of a random game before its first move and after every move (the
    same object, played on: copy it to keep it)."""
    state = GAME.new(players=players, seed=seed, **(options or {}))
    rng = Rng(seed + 7919)
    yield state
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()).id)  # by its text, through the check
        yield state


def play_to(players: int, seed: int, options: dict, plies: int):
    """The random game's position after ``plies`` moves (or its end)."""
    for state in random_game(players, seed, options):
        if state.ply >= plies:
            break
    return state


def where(state, seed: int, options: dict | None = None) -> str:
    return (f"players={state.num_players} options={options or {}} seed={seed} ply={state.ply} "
            f"phase={state.phase} last moves={state.history[-4:]}")


def cards_in_zones(state) -> Counter:
    return Counter(card for cards in state.zones.values() for card in cards if card is not None)


def sample_positions(games: list[tuple[str, int, int]], every: int) -> list[tuple]:
    """(state copy, seed, options) every ``every`` plies, more often while an action is
    planned, at every roll, arrest and jail break, and at the end of each game."""
    found = []
    for name, players, seed in games:
        options = OPTIONS[name]
        for state in random_game(players, seed, options):
            planning = state.phase in ("plan", "threat")
            rare = state.phase in ("rolled", "arrest", "free") or state.is_over
            if state.ply % every == 0 or (planning and state.ply % 5 == 0) or rare:
                found.append((state.copy(), seed, options))
    return found


@pytest.fixture(scope="module")
def positions():
    """About 1100 positions of 24 random games: each player count, each option set."""
    games = [(name, players, 100 + 10 * players + k)
             for name in OPTIONS for players in (2, 3, 4, 5) for k in range(2)]
    return sample_positions(games, every=15)


@pytest.fixture(scope="module")
def views(positions):
    """Each sampled position with its views: ``{seat: view(seat)}``, None the public one."""
    return [(state, seed, options,
             {seat: state.view(seat) for seat in (None, *range(state.num_players))})
            for state, seed, options in positions]


# --------------------------------------------------------------------- 1. the conformance kit
class Preset(SkywayRobberyGame):
    """Skyway Robbery whose new games get preset options (``check_game`` passes none); a
    record's own options still win, so replays deal the same game."""

    def __init__(self, **preset) -> None:
        super().__init__()
        self.preset = preset

    def new(self, players=None, seed=None, **options):
        return super().new(players=players, seed=seed, **{**self.preset, **options})


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_conformance_kit(players):
    report = check_game(GAME, games=3, seed=40 + players, players=[players], every=30)
    assert report.games == 3 and report.moves > 3 * 150


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("name", ["expert", "first game"])
def test_conformance_kit_with_options(name, players):
    game = Preset(**OPTIONS[name])
    assert game.new(players=players, seed=1).options == {**GAME.check_options({}),
                                                         **OPTIONS[name]}
    report = check_game(game, games=2, seed=60 + players, players=[players], every=30)
    assert report.games == 2


# --------------------------------------------------------------------- 2. conservation
@pytest.mark.parametrize("name", list(OPTIONS))
def test_every_card_and_token_is_conserved_after_every_move(name):
    options = OPTIONS[name]
    for players in (2, 3, 4, 5):
        for seed in range(3):
            for state in random_game(players, seed, options):
                at = where(state, seed, options)
                zones = state.zones
                # every card of the pack, each exactly once, empty slots aside
                held = cards_in_zones(state)
                assert held == ALL_CARDS, (at, held - ALL_CARDS, ALL_CARDS - held)
                assert all(isinstance(m, int) and m >= 0 for m in state.money), (at, state.money)
                assert all(isinstance(r, int) and r >= 0 for r in state.reputation), (
                    at, state.reputation)
                for seat in range(players):
                    for zone in (f"hand:{seat}", f"play:{seat}"):
                        odd = [c for c in zones[zone] if state.kinds[c] not in ASSET_KINDS]
                        assert not odd, (at, zone, odd)
                odd = [c for c in zones["mission"] if state.kinds[c] not in ASSET_KINDS]
                assert not odd, (at, "mission", odd)
                # between actions the Brig holds its minimum while gang members are left
                between = state.phase in ("program", "act", "over")
                if between and (zones["deck:gang"] or zones["discard:gang"]):
                    assert len(zones["brig"]) >= BRIG_MINIMUM, (at, zones["brig"])
                # the fast move generator and the one legality check agree
                if not state.is_over:
                    checked = [m.id for m in state._candidates() if state._violation(m) is None]
                    assert [m.id for m in state.legal_moves()] == checked, at


# --------------------------------------------------------------------- 3. no leak in a view
def strings_in(view: dict) -> set[str]:
    """Every string value and dict key anywhere in a view, except the printed facts in the
    ``cards`` catalog (its keys are kept; its entries are checked against ``card_facts``,
    the same for every viewer, and "lawyer" is both a card and a skill kind there)."""
    found: set[str] = set()

    def walk(value, top=False):
        if isinstance(value, dict):
            for key, item in value.items():
                found.add(key)
                if top and key == "cards":
                    found.update(item)
                    continue
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str):
            found.add(value)

    walk(view, top=True)
    return found


def secrets_of(state, other: int, zone: str) -> set[str]:
    """The card ids in another seat's secret zone (hands are shown once the game is over)."""
    if zone == "hand" and state.is_over:
        return set()
    return set(state.zones[f"{zone}:{other}"])



@pytest.mark.parametrize("zone", ["hand", "tricks", "draft", "picked"])
def test_no_view_names_a_card_of_another_seats_secret_zone(views, zone):
    leaks = []
    for state, seed, options, by_seat in views:
        for seat, view in by_seat.items():
            seen = strings_in(view)
            for other in range(state.num_players):
                if other == seat:
                    continue
                leaked = secrets_of(state, other, zone) & seen
                if leaked:
                    leaks.append(f"view({seat}) shows {sorted(leaked)} from {zone}:{other} "
                                 f"({where(state, seed, options)})")
    assert not leaks, f"{len(leaks)} leaks, first: {leaks[0]}"


def test_unrevealed_programs_are_hidden_from_everyone_else(views):
    for state, seed, options, by_seat in views:
        at = where(state, seed, options)
        for seat, view in by_seat.items():
            for other, entry in enumerate(view["players"]):
                program, shown = state.programs[other], state.revealed[other]
                expected = [a if (other == seat or i < shown) else None
                            for i, a in enumerate(program)]
                assert entry["program"] == expected, (at, seat, other)
                assert entry["programmed"] == len(program) <= PROGRAM_SLOTS, at


def test_the_public_view_shows_no_hand_no_trick_no_draft(views):
    for state, seed, options, by_seat in views:
        at = where(state, seed, options)
        public = by_seat[None]
        seen = strings_in(public)
        for other, entry in enumerate(public["players"]):
            if not state.is_over:  # (no hand's card ids anywhere: the leak test above)
                assert entry["hand"] is None, at
            assert entry["tricks"] is None and entry.get("draft") is None, at
            assert entry.get("picked") in (None, True, False), at
            for zone in ("tricks", "draft", "picked"):
                assert not set(state.zones[f"{zone}:{other}"]) & seen, (at, zone)
            assert entry["hand_count"] == {k: sum(state.kinds[c] == k
                                                  for c in state.zones[f"hand:{other}"])
                                           for k in ASSET_KINDS}, at


def face_down(state) -> set[str]:
    """Cards whose place nobody may know: the decks, and the location stacks below the top."""
    hidden = {c for name, cards in state.zones.items() if name.startswith(("deck:", "specific:"))
              for c in cards}
    if not state.options["expert"]:
        for name in ("local:gang", "local:equipment"):
            hidden.update(c for c in state.zones[name][1:] if c is not None)
    return hidden


def test_no_view_shows_the_order_or_the_cards_of_a_deck(views):
    for state, seed, options, by_seat in views:
        at = where(state, seed, options)
        hidden = face_down(state)
        for seat, view in by_seat.items():
            decks = view["decks"]
            assert all(isinstance(n, int) and not isinstance(n, bool) for n in decks.values())
            assert decks == {k: len(state.zones[f"deck:{k}"]) for k in decks}, at
            shown = hidden & strings_in(view)
            assert not shown, (at, seat, sorted(shown))


def test_views_are_json_and_catalog_every_card_they_name(views):
    for state, seed, options, by_seat in views:
        at = where(state, seed, options)
        for seat, view in by_seat.items():
            assert json.loads(json.dumps(view)) == view, at  # JSON-safe, nothing lost
            named = {s for s in strings_in(view) if s in GAME.kinds}
            missing = named - set(view["cards"])
            assert not missing, (at, seat, sorted(missing))
            for card, facts in view["cards"].items():
                assert facts == FACTS[card], (at, card)


# --------------------------------------------------------------------- 4. illegal moves
_CARD_IDS = sorted(GAME.kinds)
_VERBS = ("hire", "brig", "prog", "buy", "threaten", "turf", "sidejob", "repeat", "cut",
          "trick", "arrest", "free", "skill")
_BARE = ("pass", "tip", "pickpocket", "heist", "jailbreak", "go", "abort", "accept")
_word = st.one_of(st.sampled_from(_CARD_IDS), st.sampled_from(ACTIONS),
                  st.text("abcdefghijklmnopqrstuvwxyz_0123456789-", max_size=12))
_near_miss = st.one_of(
    st.builds(lambda v, a: f"{v}:{a}", st.sampled_from(_VERBS), _word),
    st.builds(lambda a: f"+{a}", _word),
    st.builds(lambda a, b: f"+{a}@{b}", _word, _word),
    st.builds(lambda d, n, a: f"{d}{n}:{a}", st.sampled_from("dv"), st.integers(0, 120), _word),
    st.builds(lambda a, p: f"skill:{a}:p{p}", _word, st.integers(0, 7)),
    st.sampled_from(_BARE),
    st.builds(lambda a, b: f"{a} {b}", st.sampled_from(_BARE), _word),
    st.sampled_from(JUNK_MOVES),
)
junk_text = st.one_of(st.text(max_size=24), _near_miss)


def assert_refused(state, move, at, before=None):
    """``move`` (text or a Move) raises IllegalMove with a rule of this game and a reason;
    with ``before``, the state is still ``before`` afterwards."""
    try:
        state.apply(move)
    except IllegalMove as err:
        assert err.reason and isinstance(err.reason, str), (at, move)
        assert err.rule is not None and GAME.rules[err.rule.key] == err.rule, (at, move, err.rule)
    else:
        raise AssertionError(f"{move!r} was accepted ({at})")
    if before is not None:
        assert state.to_dict() == before, (at, f"{move!r} changed the state")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**20), plies=st.integers(0, 700),
       name=st.sampled_from(list(OPTIONS)), texts=st.lists(junk_text, min_size=1, max_size=30))
def test_illegal_text_never_changes_the_state(players, seed, plies, name, texts):
    options = OPTIONS[name]
    state = play_to(players, seed, options, plies)
    at = where(state, seed, options)
    legal = [m.id for m in state.legal_moves()]
    before = state.to_dict()
    for text in texts:
        if text in legal:
            continue
        assert_refused(state, text, at, before)
    assert [m.id for m in state.legal_moves()] == legal, at  # nothing cached went stale


def test_every_refusal_names_a_rule_and_a_reason(positions):
    """Every verb with every card id (and the bare words) at some 45 positions: each illegal
    one is refused with a rule and a reason, and changes nothing."""
    texts = [*_BARE, *(f"{verb}:{card}" for verb in _VERBS for card in _CARD_IDS),
             *(f"+{card}" for card in _CARD_IDS), *(f"d1:{card}" for card in _CARD_IDS),
             *(f"v1:{card}" for card in _CARD_IDS), *(f"skill:{c}:p2" for c in _CARD_IDS)]
    for state, seed, options in positions[::20]:
        at = where(state, seed, options)
        legal = {m.id for m in state.legal_moves()}
        before = state.to_dict()
        for text in texts:
            if text not in legal:
                assert_refused(state, text, at)
        # and the moves that might be legal but are not, given as Move objects
        for move in state._candidates():
            if move.id not in legal:
                assert_refused(state, move, at)
        if state.to_dict() != before:  # find the culprit, for the message
            state = GAME.from_dict(before)
            for text in [*texts, *state._candidates()]:
                if str(text) not in legal:
                    assert_refused(state, text, at, before)
            raise AssertionError(f"refusing moves changed the state ({at})")


# --------------------------------------------------------------------- 5. records
def test_records_replay_bit_for_bit_mid_game_and_at_the_end(positions):
    for state, seed, options in positions[::6]:
        at = where(state, seed, options)
        record = state.record()
        assert GAME.replay(record).to_dict() == state.to_dict(), at
        assert GAME.replay(record.to_json()).to_dict() == state.to_dict(), at


def test_a_set_position_played_on_records_and_replays_from_its_start(positions):
    for state, seed, options in positions[::12]:
        if state.is_over:
            continue
        at = where(state, seed, options)
        start = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
        rng = Rng(seed)
        for _ in range(40):
            if start.is_over:
                break
            start.apply(rng.choice(start.legal_moves()))
        record = start.record()
        assert record.start is not None, at
        assert GAME.replay(record.to_json()).to_dict() == start.to_dict(), at


def test_to_dict_from_dict_round_trips_and_plays_on_identically(positions):
    for state, seed, options in positions[::4]:
        at = where(state, seed, options)
        data = state.to_dict()
        again = GAME.from_dict(json.loads(json.dumps(data, sort_keys=True)))
        assert again.to_dict() == data, at
        assert [m.id for m in again.legal_moves()] == [m.id for m in state.legal_moves()], at
        for seat in (None, *range(state.num_players)):
            assert again.view(seat) == state.view(seat), (at, seat)
        # the same moves from both give the same positions, dice and shuffles included
        original, rng = state.copy(), Rng(seed + state.ply)
        for _ in range(15):
            if original.is_over:
                break
            move = rng.choice(original.legal_moves()).id
            original.apply(move)
            again.apply(move)
            assert again.to_dict() == original.to_dict(), (at, move)


# --------------------------------------------------------------------- 6. corrupt positions
@pytest.fixture(scope="module")
def planning() -> dict:
    """A real 3-player position in the middle of planning an illegal action, with cards in
    the mission zone, as to_dict() gives it."""
    for seed in range(200):
        for state in random_game(3, seed):
            if state.phase == "plan" and state.zones["mission"] and state.round >= 2:
                return state.to_dict()
    raise AssertionError("no planned mission found")  # pragma: no cover


def _swap_gang_into_brig_defense(d):
    z = d["zones"]
    member, defense = z["brig"].pop(0), z["brig:defenses"][0]
    z["brig:defenses"][0] = member
    z["discard:defense"].append(defense)


def _mission_cards_back_to_hand(d):
    z = d["zones"]
    z[f"hand:{d['mission']['seat']}"].extend(z["mission"])
    z["mission"] = []


def _hand_card_into_mission(d):
    z = d["zones"]
    hands = [f"hand:{s}" for s in range(d["players"]) if z[f"hand:{s}"]]
    z["mission"].append(z[hands[0]].pop())


def _set(path, value):
    def change(d):
        *head, last = path
        for key in head:
            d = d[key]
        d[last] = value(d[last]) if callable(value) else value
    return change


CORRUPTIONS = {
    # name: (how the saved position is broken, the field BadPosition must name: a regex)
    "a card in two zones": (lambda d: d["zones"]["discard:gang"].append(d["zones"]["brig"][0]),
                            r"zones\.(brig|discard:gang)\[\d+\]"),
    "a card missing": (lambda d: d["zones"]["box"].pop(), r"zones(\.box)?"),
    "an unknown card id": (lambda d: d["zones"]["box"].append("golden_goose"),
                           r"zones\.box\[\d+\]"),
    "a gang card in a defense zone": (_swap_gang_into_brig_defense, r"zones\.brig:defenses\[0\]"),
    "a loot card in a hand": (lambda d: d["zones"]["hand:1"].append(d["zones"]["loot"].pop()),
                              r"zones\.hand:1\[\d+\]"),
    "an empty slot in a deck": (lambda d: d["zones"]["deck:gang"].append(None),
                                r"zones\.deck:gang\[\d+\]"),
    "an unknown zone": (_set(("zones", "safe:0"), []), r"zones\.safe:0"),
    "a missing zone": (lambda d: d["zones"].pop("play:1"), r"zones\.play:1"),
    "a zone that is not a list": (_set(("zones", "brig"), "boxer"), r"zones\.brig"),
    "money negative": (_set(("money", 1), -1), r"money"),
    "money as text": (_set(("money", 1), "5"), r"money"),
    "money as a float": (_set(("money", 1), 5.0), r"money"),
    "money as a bool": (_set(("money", 0), True), r"money"),
    "reputation negative": (_set(("reputation", 2), -2), r"reputation"),
    "a program with a repeated action": (_set(("programs", 0), ["tip", "tip"]), r"programs"),
    "a program with an unknown action": (_set(("programs", 0), ["nap"]), r"programs"),
    "a program of four cards": (_set(("programs", 0), ["tip", "skill", "asset", "turf"]),
                                r"programs"),
    "an unknown phase": (_set(("phase",), "lunch"), r"phase"),
    "a route not increasing": (_set(("route",), lambda r: list(reversed(r))), r"route"),
    "a route with a location twice": (_set(("route",), lambda r: [r[0], *r[:-1]]), r"route"),
    "a route of four": (_set(("route",), lambda r: r[:-1]), r"route"),
    "track beyond Home": (_set(("track",), 10**3), r"track"),
    "the mission zone short of the team": (_mission_cards_back_to_hand, r"zones\.mission"),
    "the mission zone with a card not on the team": (_hand_card_into_mission,
                                                     r"zones\.mission"),
    "an airship slot too many": (lambda d: d["zones"]["airship:gang"].append(None),
                                 r"zones\.airship:gang"),
    "an airship slot too few": (lambda d: d["zones"]["box"].append(
        d["zones"]["airship:gang"].pop()), r"zones\.airship:gang"),
    "one player": (_set(("players",), 1), r"players"),
    "six players": (_set(("players",), 6), r"players"),
    "players as text": (_set(("players",), "3"), r"players"),
    "a start player out of range": (_set(("start_player",), 3), r"start_player"),
    "no action being resolved while planning": (_set(("current",), None), r"current"),
    "an unknown option value": (_set(("options", "route"), "even"), r"options"),
    "an unknown option": (_set(("options", "turbo"), True), r"options"),
    "revealed beyond the program": (_set(("revealed", 0), 4), r"revealed"),
    "a tip by seat 7": (_set(("tips",), [7]), r"tips"),
}


def test_the_planning_position_is_sound(planning):
    assert GAME.from_dict(copy.deepcopy(planning)).to_dict() == planning


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_a_corrupt_position_is_refused_naming_the_field(planning, name):
    corrupt, field = CORRUPTIONS[name]
    data = copy.deepcopy(planning)
    corrupt(data)
    with pytest.raises(BadPosition) as caught:
        GAME.from_dict(data)
    assert re.fullmatch(field, caught.value.field), (name, caught.value.field, str(caught.value))
    assert caught.value.reason


MALFORMED = {
    # name: how the saved position is broken
    "route is text": _set(("route",), "1,2,3,4,5"),
    "a program that is not a list": _set(("programs", 0), "tip"),
    "a route with a number as text": _set(("route", 0), lambda n: str(n)),
    "a route with a null": _set(("route", 0), None),
    "a program with a list in it": _set(("programs", 0), [["tip"]]),
    "options that are not a dict": _set(("options",), ["expert"]),
    "mission.team null": _set(("mission", "team"), None),
    "mission.carry a list of nulls": _set(("mission", "carry"), [None]),
    "current.seat true": _set(("current", "seat"), True),
    "mission.defenses null": _set(("mission", "defenses"), None),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_from_dict_refuses_malformed_values_or_gives_a_playable_position(planning, name):
    data = copy.deepcopy(planning)
    MALFORMED[name](data)
    try:
        state = GAME.from_dict(data)
    except BadPosition as err:
        assert err.field and err.reason
        return
    # accepted: then it must be a position one can look at and play on
    rng = Rng(0)
    for _ in range(60):
        for seat in (None, *range(state.num_players)):
            json.dumps(state.view(seat))
        if state.is_over:
            break
        for move in state.legal_moves():
            state.copy().apply(move)
        state.apply(rng.choice(state.legal_moves()))


def test_a_record_with_a_corrupt_move_names_it():
    state = play_to(3, 5, {}, 200)
    moves = state.record().moves
    tried = 0
    for index in (0, 7, len(moves) // 2, len(moves) - 1):
        for bad in ("steal:everything", "", "go", "pass", "prog:heist", "hire:boxer"):
            # is the substitute legal there after all?
            if GAME.replay({**state.record().to_dict(), "moves": moves[:index]}).is_legal(bad):
                continue
            record = state.record()
            record.moves[index] = bad
            with pytest.raises(BadRecord) as caught:
                GAME.replay(record.to_json())
            assert caught.value.field == f"moves[{index}]", (index, bad, str(caught.value))
            tried += 1
    assert tried >= 16


# --------------------------------------------------------------------- 7. determinization
def visible_zones(state, seat) -> dict:
    """Every zone ``seat`` sees, as it is: not the decks, the box, the location stacks below
    their top nor the other seats' hands, tricks, draft cards and picks."""
    others = {f"{zone}:{o}" for o in range(state.num_players) if o != seat
              for zone in SECRET_ZONES}
    shown = {}
    for name, cards in state.zones.items():
        if name.startswith(("deck:", "specific:")) or name == "box" or name in others:
            continue
        if name.startswith("local:") and not state.options["expert"]:
            cards = cards[:1]
        shown[name] = list(cards)
    return shown


def kinds_per_zone(state) -> dict:
    return {name: Counter(state.kinds[c] for c in cards if c is not None)
            for name, cards in state.zones.items()
            if name.split(":")[0] in ("hand", "tricks", "draft", "picked", "recruited")}


def test_determinize_redraws_only_what_the_seat_cannot_see(views):
    for index, (state, seed, options, by_seat) in enumerate(views[::4]):
        at = where(state, seed, options)
        truth = state.to_dict()
        for seat, view in by_seat.items():
            world = state.determinize(seat, Rng(1000 * index + (seat or 0)))
            assert world.view(seat) == view, (at, seat)
            assert cards_in_zones(world) == ALL_CARDS, (at, seat)
            assert kinds_per_zone(world) == kinds_per_zone(state), (at, seat)
            assert visible_zones(world, seat) == visible_zones(state, seat), (at, seat)
            for name in ("money", "reputation", "phase", "round", "track", "route", "turn",
                         "order", "tips", "revealed", "current", "mission", "threat", "last",
                         "start_player", "draft_round"):
                assert getattr(world, name) == getattr(state, name), (at, seat, name)
            for other in range(state.num_players):
                program, shown = world.programs[other], state.revealed[other]
                if other == seat:
                    assert program == state.programs[other], (at, seat)
                    assert world.picks[other] == state.picks[other], (at, seat)
                assert program[:shown] == state.programs[other][:shown], (at, seat, other)
                assert len(program) == len(state.programs[other]) == len(set(program)), at
            if seat is not None and seat == state.current_player:
                assert [m.id for m in world.legal_moves()] == [
                    m.id for m in state.legal_moves()], (at, seat)
            # a sound position (every card in one place) whose moves are its own, not
            # the ones worked out for the true position
            fresh = GAME.from_dict(world.to_dict())
            assert [m.id for m in world.legal_moves()] == [
                m.id for m in fresh.legal_moves()], (at, seat)
        assert state.to_dict() == truth, at  # the original is untouched


def test_determinized_worlds_play_to_the_end(positions):
    for index, (state, seed, options) in enumerate(positions[::30]):
        if state.is_over:
            continue
        seat = state.current_player
        world = state.determinize(seat, Rng(index))
        rng = Rng(index)
        while not world.is_over:
            world.apply(rng.choice(world.legal_moves()))
        assert len(world.scores()) == state.num_players


def test_two_generators_usually_deal_different_hidden_hands(positions):
    tried = differ = 0
    for state, seed, options in positions:
        if state.phase != "program" or tried >= 40:
            continue
        seat = state.current_player
        others = [o for o in range(state.num_players) if o != seat]
        if not any(state.zones[f"hand:{o}"] for o in others):
            continue
        hands = [[sorted(world.zones[f"hand:{o}"]) for o in others]
                 for world in (state.determinize(seat, Rng(seed)),
                               state.determinize(seat, Rng(seed + 1)))]
        tried += 1
        differ += hands[0] != hands[1]
    assert tried >= 30
    assert differ >= 0.8 * tried, (differ, tried)
