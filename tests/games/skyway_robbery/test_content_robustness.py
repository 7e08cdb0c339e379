"""A content pack from outside never crashes the loader: it ends in BadContent naming the file."""

import json
import os
import shutil
from pathlib import Path

import pytest

from skywidgets.core.errors import BadContent
from skywidgets.games.skyway_robbery import data
from skywidgets.games.skyway_robbery.data import load_pack

#: the longest a complaint about a pack may be: it quotes only short prefixes of the input
MESSAGE_LIMIT = 600
DEEP_JSON = "[" * 5000 + "]" * 5000


@pytest.fixture
def folder(tmp_path):
    copy = tmp_path / "pack"
    shutil.copytree(data.CONTENT, copy)
    return copy


def _refused(folder, file):
    with pytest.raises(BadContent) as caught:
        load_pack(folder)
    err = caught.value
    assert err.file == file, str(err)
    assert len(str(err)) <= MESSAGE_LIMIT
    return err


def _set_in_text(folder, name, old, new):
    """Write ``new`` (raw JSON text) in place of the first ``old`` in a pack file."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_number_of_thousands_of_digits(folder):
    _set_in_text(folder, "gang.json", '"cost": 7', '"cost": ' + "9" * 5000)
    err = _refused(folder, "gang.json")
    assert "5000 digits" in err.reason


def test_a_number_too_long_to_be_a_count_but_readable(folder):
    _set_in_text(folder, "gang.json", '"cost": 7', '"cost": ' + "9" * 4000)
    _refused(folder, "gang.json")


def test_json_nested_five_thousand_deep(folder):
    (folder / "locations.json").write_text(DEEP_JSON, encoding="utf-8")
    err = _refused(folder, "locations.json")
    assert "nested too deeply" in err.reason


def test_json_nested_deep_inside_a_card(folder):
    _set_in_text(folder, "gang.json", '"cost": 7', '"cost": ' + DEEP_JSON)
    _refused(folder, "gang.json")


def test_a_folder_that_is_a_file(folder):
    err = _refused(folder / "pack.json", "pack.json")
    assert "not a folder" in err.reason


def test_a_folder_that_does_not_exist(tmp_path):
    err = _refused(tmp_path / "nowhere", "nowhere")
    assert "not a folder" in err.reason


def test_a_pack_file_that_is_a_folder(folder):
    (folder / "crew.json").unlink()
    (folder / "crew.json").mkdir()
    err = _refused(folder, "crew.json")
    assert "cannot read" in err.reason


def test_a_pack_file_that_is_not_utf8(folder):
    path = folder / "loot.json"
    path.write_bytes(path.read_bytes().replace(b"e", b"\xe9", 1))
    err = _refused(folder, "loot.json")
    assert "UTF-8" in err.reason


def test_a_pack_file_that_is_not_permitted(folder, monkeypatch):
    read_text = Path.read_text

    def refuse(self, *args, **kwargs):
        if self.name == "turf_wars.json":
            raise PermissionError(13, "Permission denied", str(self))
        return read_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", refuse)
    err = _refused(folder, "turf_wars.json")
    assert "Permission denied" in err.reason


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="the superuser may read any file")
def test_a_pack_file_without_read_permission(folder):
    path = folder / "side_jobs.json"
    path.chmod(0)
    try:
        _refused(folder, "side_jobs.json")
    finally:
        path.chmod(0o600)


@pytest.mark.parametrize("field, value", [
    ("cost", "x" * 1_000_000),
    ("icons", ["x" * 1_000_000]),
    ("skill", {"kind": "x" * 1_000_000}),
    ("skill", {"kind": "cash", "amount": 10 ** 4000}),
])
def test_a_long_value_is_quoted_briefly(folder, field, value):
    path = folder / "gang.json"
    cards = json.loads(path.read_text(encoding="utf-8"))
    cards[0][field] = value
    path.write_text(json.dumps(cards), encoding="utf-8")
    _refused(folder, "gang.json")


def test_a_long_card_id_is_named_briefly(folder):
    path = folder / "gang.json"
    cards = json.loads(path.read_text(encoding="utf-8"))
    cards[0]["id"] = "a" * 1_000_000
    cards[0]["cost"] = -1
    path.write_text(json.dumps(cards), encoding="utf-8")
    err = _refused(folder, "gang.json")
    assert err.field == "cost" and len(err.card) <= 40
