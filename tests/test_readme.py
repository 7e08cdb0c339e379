"""The README's promises that a file can check: every picture and every link into the
project points at a file that is there, and the two set-up commands are the ones CI runs."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")


def test_every_picture_and_local_link_of_the_readme_exists():
    targets = re.findall(r"\]\(([^)\s]+)\)", README)
    local = [t.split("#")[0] for t in targets if not re.match(r"[a-z]+:", t) and t.split("#")[0]]
    assert local, "the README links to nothing in the project"
    missing = [t for t in local if not (REPO / t).exists()]
    assert missing == [], missing


def test_the_readme_shows_every_game_in_presentation_mode():
    from skywidgets import game_names

    for name in game_names():
        picture = f"docs/img/{name.replace('_', '-')}-presentation.png"
        assert f"]({picture})" in README, picture


def test_ci_runs_the_readmes_test_command():
    command = 'python -m pip install -e ".[test]" && python -m pytest'
    assert command in README
    assert command in (REPO / ".ci" / "run").read_text(encoding="utf-8")
