"""Saved games from outside never crash: whatever is wrong ends in BadRecord naming the field.

Seeds have one range everywhere (0 <= seed < 2**64): ``Rng``, ``Game.new`` and records.
"""

import json
import os
import random
from pathlib import Path

import pytest

import skywidgets
from skywidgets.core.errors import BadRecord, shown
from skywidgets.core.record import MAX_NAME_LENGTH, Record
from skywidgets.core.rng import SEED_LIMIT, Rng, SeedError, check_seed

#: the longest message a widget shows; every complaint about a record fits in it
MESSAGE_LIMIT = 600
HUGE_DIGITS = "9" * 5000
HUGE = 10 ** 5000
DEEP_JSON = "[" * 5000 + "]" * 5000


def _id(value):
    """A test id: a number too long to print shows as HUGE."""
    return "HUGE" if value is HUGE else repr(value)


def _deep_list(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value


def _refused(source, field, game="skyway"):
    """Replay ``source`` and return the BadRecord, checking it names ``field`` in a short line."""
    with pytest.raises(BadRecord) as caught:
        skywidgets.load(game).replay(source)
    err = caught.value
    assert err.field == field, str(err)
    assert len(str(err)) <= MESSAGE_LIMIT
    return err


@pytest.fixture
def record():
    state = skywidgets.load("skyway").new(seed=21)
    for move in ("a1", "b2", "c3"):
        state.apply(move)
    return state.record().to_dict()


@pytest.fixture
def skyjo_record():
    state = skywidgets.load("skyjo").new(players=2, seed=3)
    for move in state.legal_moves()[:1]:
        state.apply(move)
    data = state.record().to_dict()
    data["names"] = ["Ann", "Bo"]
    return data


def _text_with(data, key, raw):
    """The record as JSON text with ``key``'s value written as ``raw`` (any JSON text)."""
    return json.dumps({**data, key: "__RAW__"}).replace('"__RAW__"', raw)


# --------------------------------------------------------------------- seeds
def test_seed_range_is_zero_to_two_to_the_64():
    assert check_seed(0) == 0
    assert check_seed(SEED_LIMIT - 1) == SEED_LIMIT - 1
    for bad in (-1, SEED_LIMIT, 10 ** 5000, True, 1.0, "7", None):
        with pytest.raises(SeedError) as caught:
            check_seed(bad)
        assert caught.value.field == "seed"
        assert len(str(caught.value)) <= MESSAGE_LIMIT


def test_check_seed_raises_the_error_it_is_given():
    with pytest.raises(BadRecord) as caught:
        check_seed(-5, "seed", error=BadRecord)
    assert caught.value.field == "seed"


def test_rng_refuses_a_seed_or_draw_count_out_of_range():
    with pytest.raises(SeedError) as caught:
        Rng(-1)
    assert caught.value.field == "seed"
    with pytest.raises(SeedError) as caught:
        Rng(1, draws=10 ** 5000)
    assert caught.value.field == "draws"
    # a SeedError is a ValueError and, as a seed of the wrong type always was, a TypeError
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, TypeError)


def test_rng_at_the_top_of_the_range_draws():
    assert 1 <= Rng(SEED_LIMIT - 1, SEED_LIMIT - 2).randint(1, 6) <= 6


@pytest.mark.parametrize("seed", [-1, SEED_LIMIT, HUGE, 2.5, "7"], ids=_id)
def test_new_game_refuses_a_seed_out_of_range_naming_seed(seed):
    with pytest.raises(ValueError, match="^seed: ") as caught:
        skywidgets.load("skyway").new(seed=seed)
    assert len(str(caught.value)) <= MESSAGE_LIMIT


def test_new_game_at_the_top_of_the_seed_range_replays():
    state = skywidgets.load("skyway").new(seed=SEED_LIMIT - 1)
    state.apply(state.legal_moves()[0])
    again = skywidgets.load("skyway").replay(state.record().to_json())
    assert again.to_dict() == state.to_dict()


def test_new_game_quotes_a_huge_player_count_briefly():
    with pytest.raises(ValueError) as caught:
        skywidgets.load("skyway").new(players=10 ** 5000)
    assert "played by" in str(caught.value)
    assert len(str(caught.value)) <= MESSAGE_LIMIT


def test_a_seed_with_thousands_of_digits_in_a_file(record, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(_text_with(record, "seed", HUGE_DIGITS), encoding="utf-8")
    err = _refused(path, "seed")
    assert "5000 digits" in str(err)


@pytest.mark.parametrize("seed", [-1, SEED_LIMIT, HUGE, 10 ** 30, 1.5, True], ids=_id)
def test_a_seed_out_of_range_in_a_record(record, seed):
    _refused({**record, "seed": seed}, "seed")


def test_a_seed_out_of_range_in_a_record_built_in_python(record):
    rec = Record.load(record)
    rec.seed = -3
    _refused(rec, "seed")


def test_a_seed_out_of_range_in_a_start_position():
    game = skywidgets.load("skyway")
    position = game.new(seed=8).to_dict()
    position["rng"] = {"seed": SEED_LIMIT, "draws": 0}
    data = {"format": "skywidgets-record", "version": 1, "game": "skyway", "players": 1,
            "seed": None, "options": {}, "moves": [], "start": position}
    err = _refused(data, "start")
    assert "rng" in str(err)


# --------------------------------------------------------------------- the JSON and the file
def test_json_nested_five_thousand_deep():
    _refused('{"format": ' + DEEP_JSON + "}", "json")
    _refused(DEEP_JSON.encode(), "json")


def test_json_nested_deep_inside_a_field(record):
    _refused(_text_with(record, "options", '{"a": ' + DEEP_JSON + "}"), "json")


def test_a_folder_as_the_path(tmp_path):
    _refused(tmp_path, "file")
    _refused(str(tmp_path), "file")


def test_a_file_that_is_not_utf8(record, tmp_path):
    path = tmp_path / "game.json"
    path.write_bytes(json.dumps({**record, "names": ["X"]}).encode("utf-8").replace(b"X", b"\xff"))
    err = _refused(path, "file")
    assert "UTF-8" in str(err)


def test_bytes_that_are_not_utf8(record):
    err = _refused(json.dumps(record).encode("utf-8") + b"\xfe\xff", "json")
    assert "UTF-8" in str(err)


def test_a_path_that_is_not_permitted(record, tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")

    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", refuse)
    err = _refused(path, "file")
    assert "Permission denied" in str(err)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="the superuser may read any file")
def test_a_file_without_read_permission(record, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    path.chmod(0)
    try:
        _refused(path, "file")
    finally:
        path.chmod(0o600)


@pytest.mark.parametrize("path", ["x" * 100_000, "game\x00.json"])
def test_text_that_is_no_path(path):
    _refused(path, "file")


def test_a_file_too_large_to_be_a_record(record, tmp_path, monkeypatch):
    monkeypatch.setattr("skywidgets.core.record.MAX_FILE_SIZE", 100)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    err = _refused(path, "file")
    assert "too large" in str(err)


# --------------------------------------------------------------------- the fields
def test_a_huge_player_count(record):
    _refused({**record, "players": 10 ** 9}, "players")
    _refused(_text_with(record, "players", HUGE_DIGITS), "players")


def test_a_player_count_the_game_does_not_seat(record):
    err = _refused({**record, "players": 3}, "players")
    assert "played by 1" in str(err)


def test_a_player_count_that_disagrees_with_the_start_position():
    game = skywidgets.load("skyjo")
    position = game.new(players=2, seed=1).to_dict()
    data = {"format": "skywidgets-record", "version": 1, "game": "skyjo", "players": 3,
            "seed": None, "options": {}, "moves": [], "start": position}
    _refused(data, "players", game="skyjo")


@pytest.mark.parametrize("options, field", [
    ([], "options"),
    ("column_rule", "options"),
    ({1: True}, "options"),
    ({"column_rule": {2: 1}}, "options.column_rule"),
    ({"column_rule": {1, 2}}, "options.column_rule"),
    ({"column_rule": float("nan")}, "options.column_rule"),
    ({"end_score": HUGE}, "options.end_score"),
    ({"end_score": _deep_list(5000)}, "options.end_score" + "[0]" * 100),
    ({"column_rule": "x" * 1_000_000}, "options"),
    ({"x" * 1_000_000: 1}, "options"),
])
def test_options_that_are_not_an_object_of_json_data(skyjo_record, options, field):
    _refused({**skyjo_record, "options": options}, field, game="skyjo")


def test_an_option_with_thousands_of_digits_in_a_file(skyjo_record):
    _refused(_text_with(skyjo_record, "options", '{"end_score": ' + HUGE_DIGITS + "}"),
             "options.end_score", game="skyjo")


@pytest.mark.parametrize("names, field", [
    (["Ann"], "names"),
    (["Ann", "Bo", "Cy"], "names"),
    ("Ann", "names"),
    (["Ann", 7], "names[1]"),
    (["Ann", "n" * 1_000_000], "names[1]"),
    (["Ann", "n" * (MAX_NAME_LENGTH + 1)], "names[1]"),
])
def test_names_of_the_wrong_length_or_kind(skyjo_record, names, field):
    _refused({**skyjo_record, "names": names}, field, game="skyjo")


def test_names_fit_the_players(skyjo_record):
    state = skywidgets.load("skyjo").replay(skyjo_record)
    assert Record.load(skyjo_record).names == ["Ann", "Bo"]
    assert state.num_players == 2


@pytest.mark.parametrize("change, field", [
    ({"version": True}, "version"),
    ({"version": 1.0}, "version"),
    ({"version": HUGE}, "version"),
    ({"format": _deep_list(5000)}, "format"),
    ({"game": "g" * 1_000_000}, "game"),
    ({"moves": [HUGE]}, "moves[0]"),
    ({"moves": ["a1", "m" * 1_000_000]}, "moves[1]"),
    ({"start": []}, "start"),
    ({"start": {"grid": _deep_list(5000)}}, "start.grid" + "[0]" * 100),
])
def test_odd_values_name_their_field(record, change, field):
    _refused({**record, **change}, field)


def test_a_widget_refuses_a_bad_saved_game(skyjo_record):
    from skywidgets import Skyjo

    with pytest.raises(BadRecord) as caught:
        Skyjo.load({**skyjo_record, "players": 10 ** 9})
    assert caught.value.field == "players"
    with pytest.raises(BadRecord) as caught:
        Skyjo.load({**skyjo_record, "names": ["n" * 1_000_000, "Bo"]})
    assert caught.value.field == "names[0]"


# --------------------------------------------------------------------- fuzz
#: what a field may be replaced with; "__HUGE__" and "__DEEP__" stand for a number of
#: 5000 digits and lists nested 5000 deep (as Python values, or as JSON text)
ODD_VALUES = (None, True, False, 0, -1, 1, 2, 7, 1.5, float("inf"), 10 ** 30, -(10 ** 30),
              SEED_LIMIT, SEED_LIMIT - 1, "", "x", "a1", "n" * 100_000, [], [0], ["a1"], [None],
              {}, {"a": 1}, {"column_rule": True}, "__HUGE__", "__DEEP__")


def _paths(data):
    """Every place in a record to tamper with: its keys, and the entries of moves, names and
    options (a start position is replaced whole: its inside is the game's own reading)."""
    found = [(key,) for key in data]
    for key in ("moves", "names"):
        found += [(key, index) for index in range(len(data.get(key) or []))]
    found += [("options", name) for name in data.get("options", {})]
    return found


def _tamper(data, gen):
    """A copy of ``data`` with one field wrong (or gone), and what was done."""
    tampered = json.loads(json.dumps(data))
    path = gen.choice(_paths(tampered))
    parent = tampered if len(path) == 1 else tampered[path[0]]
    key = path[-1]
    if gen.random() < 0.2:
        del parent[key]
        return tampered, f"deleted {path}"
    parent[key] = gen.choice(ODD_VALUES)
    return tampered, f"{path} = {shown(parent[key])}"


def _as_python(value):
    if value == "__HUGE__":
        return 10 ** 5000
    if value == "__DEEP__":
        return _deep_list(5000)
    if isinstance(value, dict):
        return {key: _as_python(entry) for key, entry in value.items()}
    if isinstance(value, list):
        return [_as_python(entry) for entry in value]
    return value


def _as_text(value):
    return (json.dumps(value).replace('"__HUGE__"', HUGE_DIGITS)
            .replace('"__DEEP__"', DEEP_JSON))


def _originals():
    skyway = skywidgets.load("skyway")
    played = skyway.new(seed=5)
    for move in ("b7", "a1"):
        played.apply(move)
    skyjo = skywidgets.load("skyjo").new(players=3, seed=11, end_score=50)
    skyjo.apply(skyjo.legal_moves()[0])
    from_position = skyway.from_dict(skyway.new(seed=2).to_dict())
    from_position.apply(from_position.legal_moves()[0])
    records = [played.record().to_dict(), skyjo.record().to_dict(),
               from_position.record().to_dict()]
    records[1]["names"] = ["Ann", "Bo", "Cy"]
    return records


def test_tampered_records_load_or_are_refused_naming_a_field():
    gen = random.Random(2024)
    originals = _originals()
    counts = {"refused": 0, "loaded": 0}
    for index in range(600):
        original = originals[index % len(originals)]
        tampered, what = _tamper(original, gen)
        source = _as_text(tampered) if index % 2 else _as_python(tampered)
        try:
            state = skywidgets.load(original["game"]).replay(source)
            record = Record.load(source)
        except BadRecord as err:
            assert err.field, f"{what}: refused without naming the field"
            assert len(str(err)) <= MESSAGE_LIMIT, f"{what}: a message of {len(str(err))}"
            counts["refused"] += 1
            continue
        except Exception as err:  # pragma: no cover - the failure this test looks for
            pytest.fail(f"{what}: raised {type(err).__name__}: {str(err)[:200]}")
        # what loaded is a game that saves and replays as itself
        assert state.game.replay(state.record().to_json()).to_dict() == state.to_dict(), what
        assert 0 <= (record.seed if record.seed is not None else 0) < SEED_LIMIT, what
        counts["loaded"] += 1
    assert counts["refused"] > 300 and counts["loaded"] > 20, counts
