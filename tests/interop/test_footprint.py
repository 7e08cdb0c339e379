"""The adapters are optional: importing skywidgets (and playing a game) loads none of
OpenSpiel, PettingZoo or Gymnasium."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_skywidgets_loads_no_learners_library():
    code = ("import sys, json, skywidgets\n"
            "state = skywidgets.load('skyjo').new(players=2, seed=1)\n"
            "state.apply(state.legal_moves()[0])\n"
            "skywidgets.load('skyjo').view_tensor(state.view(0))\n"
            "print(json.dumps(sorted(m for m in sys.modules\n"
            "    if m.split('.')[0] in ('pyspiel', 'open_spiel', 'pettingzoo', 'gymnasium'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert json.loads(out.stdout) == []


def test_the_extras_are_declared_and_the_test_extra_installs_them():
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]
    spiel = {requirement.split(">")[0].split("=")[0] for requirement in extras["openspiel"]}
    zoo = {requirement.split(">")[0].split("=")[0] for requirement in extras["pettingzoo"]}
    assert "open_spiel" in spiel and {"pettingzoo", "gymnasium"} <= zoo
    test = {requirement.split(">")[0].split("=")[0].split(";")[0].strip()
            for requirement in extras["test"]}
    assert spiel | zoo <= test
