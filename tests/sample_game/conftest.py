"""The sample game Nim joins the registry here, for its own tests, with the one call a game kept outside
the package needs (a game of the package is one line in ``skywidgets.games.GAMES``),
and its board is built with the project's own JS build, into a folder of the test run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
ENTRY = HERE / "sample_nim" / "js" / "nim.js"
BUILT = HERE / "sample_nim" / "js" / "dist"
NODE_MISSING = "node and js/node_modules are needed to build the sample game's board (cd js && npm ci)"

sys.path.insert(0, str(HERE))
# the game's modules are checked by test_nim.py; its widget module needs the built board
collect_ignore = ["sample_nim"]

import skywidgets.games  # noqa: E402


@pytest.fixture(autouse=True, scope="module")
def nim_registered():
    """Nim is a game while these tests run, and only then: the other tests' lists of
    games (collected before or after) stay the package's own."""
    skywidgets.games.register("nim", "sample_nim", "Nim")
    yield
    skywidgets.games.unregister("nim")


def _unavailable(reason: str):
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: the JS build must run, not skip)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def nim_bundle() -> Path:
    """The sample game's board, built by js/build.mjs like every game's (its widget
    loads it from there)."""
    node = shutil.which("node")
    if node is None or not (ROOT / "js" / "node_modules" / "esbuild").is_dir():
        _unavailable(NODE_MISSING)
    result = subprocess.run([node, "build.mjs", "--entry", str(ENTRY), "--out", str(BUILT)],
                            cwd=ROOT / "js", capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return BUILT / "nim.js"
