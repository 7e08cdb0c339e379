"""Game records: round trips, and clear errors for corrupt, truncated or foreign files."""

import json

import pytest

import skywidgets
from skywidgets.core.errors import BadRecord
from skywidgets.core.record import Record


@pytest.fixture
def played():
    state = skywidgets.load("skyway").new(seed=21)
    for move in ("a1", "b2", "c3", "a5", "b9"):
        state.apply(move)
    return state


def test_record_replays_bit_for_bit(played, tmp_path):
    path = tmp_path / "game.json"
    played.record().save(path)
    again = skywidgets.load("skyway").replay(path)
    assert again.to_dict() == played.to_dict()
    assert again.record().to_dict() == played.record().to_dict()


def test_record_is_versioned_json(played):
    data = json.loads(played.record().to_json())
    assert data["format"] == "skywidgets-record"
    assert data["version"] == 1
    assert data["moves"] == ["a1", "b2", "c3", "a5", "b9"]
    assert data["seed"] == 21


def test_truncated_file(played, tmp_path):
    path = tmp_path / "cut.json"
    path.write_text(played.record().to_json()[:40])
    with pytest.raises(BadRecord) as err:
        skywidgets.load("skyway").replay(path)
    assert err.value.field == "json"
    assert "truncated" in str(err.value)


def test_binary_garbage(tmp_path):
    path = tmp_path / "junk.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(BadRecord) as err:
        Record.load(path)
    assert err.value.field in ("file", "json")


def test_missing_file(tmp_path):
    with pytest.raises(BadRecord) as err:
        Record.load(tmp_path / "nope.json")
    assert err.value.field == "file"


@pytest.mark.parametrize("change, field", [
    ({"format": "chess-pgn"}, "format"),
    ({"version": 99}, "version"),
    ({"players": "one"}, "players"),
    ({"seed": "abc"}, "seed"),
    ({"moves": "a1 b2"}, "moves"),
    ({"moves": ["a1", 7]}, "moves[1]"),
    ({"options": []}, "options"),
])
def test_malformed_fields_are_named(played, change, field):
    data = {**played.record().to_dict(), **change}
    with pytest.raises(BadRecord) as err:
        skywidgets.load("skyway").replay(data)
    assert err.value.field == field


def test_missing_field_is_named(played):
    data = played.record().to_dict()
    del data["moves"]
    with pytest.raises(BadRecord) as err:
        Record.load(data)
    assert err.value.field == "moves"


def test_foreign_game(played):
    data = {**played.record().to_dict(), "game": "chess"}
    with pytest.raises(BadRecord) as err:
        skywidgets.load("skyway").replay(data)
    assert err.value.field == "game"


def test_illegal_move_in_record_names_its_index(played):
    data = played.record().to_dict()
    data["moves"] = data["moves"][:2] + ["q7"] + data["moves"][3:]
    with pytest.raises(BadRecord) as err:
        skywidgets.load("skyway").replay(data)
    assert err.value.field == "moves[2]"
    assert "q7" in str(err.value)


def test_not_an_object():
    with pytest.raises(BadRecord) as err:
        Record.load("[1, 2, 3]" if False else "{\"a\": 1}")
    assert err.value.field == "format"
    with pytest.raises(BadRecord):
        Record.from_dict([1, 2, 3])


def test_record_from_a_set_position_replays():
    game = skywidgets.load("skyway")
    start = game.new(seed=8)
    start.apply("a1")
    position = start.to_dict()
    state = game.from_dict(position)
    state.apply("b2")
    state.apply("c3")
    record = state.record()
    assert record.start is not None and record.moves == ["b2", "c3"]
    assert game.replay(record.to_json()).to_dict() == state.to_dict()


def test_corrupt_start_position_is_named():
    game = skywidgets.load("skyway")
    record = {"format": "skywidgets-record", "version": 1, "game": "skyway", "players": 1,
              "seed": None, "options": {}, "moves": [], "start": {"grid": "nonsense"}}
    with pytest.raises(BadRecord) as err:
        game.replay(record)
    assert err.value.field == "start"
    assert "grid" in str(err.value)
