"""The package as a wheel user gets it: built from this tree, with its licence, its type
information and metadata that says what it is and where it lives."""

from __future__ import annotations

import email
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import skywidgets
from skywidgets.core.links import REPOSITORY, rules_page

REPO = Path(__file__).resolve().parents[1]

pytest.importorskip("hatchling", reason="the test extra installs hatchling (.[test])")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel",
                             "-d", str(out)], cwd=REPO, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    [built] = out.glob("skywidgets-*.whl")
    with zipfile.ZipFile(built) as archive:
        yield archive


def metadata(wheel: zipfile.ZipFile) -> email.message.Message:
    [name] = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    return email.message_from_bytes(wheel.read(name))


def test_the_wheel_holds_the_licence_the_type_marker_and_the_boards(wheel):
    names = wheel.namelist()
    [licence] = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
    text = wheel.read(licence).decode()
    assert text.startswith("MIT License") and "skywidgets contributors" in text
    assert text == (REPO / "LICENSE").read_text(encoding="utf-8")
    assert "skywidgets/py.typed" in names
    for game in skywidgets.game_names():
        assert f"skywidgets/static/{game}.js" in names
    # the catalogues the boards speak with: one per language
    from skywidgets.i18n import languages
    for language in languages():
        assert f"skywidgets/locale/{language}/LC_MESSAGES/skywidgets.po" in names
    assert not [n for n in names if n.startswith(("tests/", "js/", "notebooks/"))]


def test_the_wheel_enables_the_server_extension_where_jupyter_server_runs(wheel):
    [config] = [n for n in wheel.namelist()
                if n.endswith(".data/data/etc/jupyter/jupyter_server_config.d/skywidgets.json")]
    assert json.loads(wheel.read(config)) == {
        "ServerApp": {"jpserver_extensions": {"skywidgets.server": True}}}
    assert "skywidgets/server.py" in wheel.namelist()


def test_the_metadata_names_the_version_the_links_and_the_pythons(wheel):
    meta = metadata(wheel)
    assert meta["Name"] == "skywidgets"
    assert meta["Version"] == skywidgets.__version__
    assert meta["License-Expression"] == "MIT" or meta["License"] == "MIT"
    urls = dict(entry.split(", ", 1) for entry in meta.get_all("Project-URL"))
    assert {"Homepage", "Documentation", "Source", "Issues"} <= set(urls)
    assert urls["Source"] == urls["Homepage"] == REPOSITORY
    assert urls["Issues"] == f"{REPOSITORY}/issues"
    classifiers = meta.get_all("Classifier")
    for minor in (10, 11, 12, 13):
        assert f"Programming Language :: Python :: 3.{minor}" in classifiers
    assert meta["Requires-Python"] == ">=3.10"


def test_no_extra_installs_the_jupyterlite_sites_build_tools(wheel):
    # jupyterlite-pyodide-kernel's JupyterLab extension loads only in a JupyterLite site:
    # beside a JupyterLab with a server it logs an error on every page, so the site's
    # tools are installed by lite/build.py in an environment of their own, never by an
    # extra (test, lab, ...) that puts them next to the Lab a person runs
    from packaging.requirements import Requirement

    requirements = [Requirement(line) for line in metadata(wheel).get_all("Requires-Dist")]
    assert any(r.name == "jupyterlab" for r in requirements)  # the extras were read
    lite = [str(r) for r in requirements if re.sub(r"[-_.]+", "-", r.name.lower())
            .startswith("jupyterlite")]
    assert lite == []
    assert "lite" not in metadata(wheel).get_all("Provides-Extra")
    site_tools = (REPO / "lite" / "requirements.txt").read_text(encoding="utf-8")
    assert re.search(r"^jupyterlite-pyodide-kernel\b", site_tools, re.M)


def test_the_version_is_written_in_one_place():
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^dynamic = \["version"\]', pyproject, re.M)
    assert not re.search(r"^version\s*=", pyproject, re.M)
    changelog = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## [{skywidgets.__version__}]" in changelog


def test_every_rules_address_names_a_page_of_the_repository():
    for name in skywidgets.game_names():
        game = skywidgets.load(name)
        for page in (rules_page(name), rules_page(game.title)):
            assert page.startswith(f"{REPOSITORY}/blob/main/docs/rules/")
            assert (REPO / page.split("/blob/main/", 1)[1]).is_file(), page
