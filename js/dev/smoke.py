"""Check the built Skyway bundle in Debian's Chromium, without JupyterLab.

    python3 js/dev/smoke.py                  # the checks
    python3 js/dev/smoke.py --shots /tmp/x   # and keep the screenshots (light, dark, narrow) in /tmp/x

A shortcut for `python -m pytest tests/e2e/test_skyway_board.py`, where the
checks live (harness.html with a fake model, served on 127.0.0.1). Extra
arguments go to pytest, e.g. `-k keyboard -x`. Needs the built bundles
(npm run build) and the test extras (pip install -e '.[test]').
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="keep the screenshots in this folder")
    args, pytest_args = parser.parse_known_args()
    env = dict(os.environ)
    if args.shots:
        env["SKYWIDGETS_E2E_ARTIFACTS"] = str(args.shots.resolve())
    cmd = [sys.executable, "-m", "pytest", "tests/e2e/test_skyway_board.py", "-q", *pytest_args]
    return subprocess.call(cmd, cwd=REPO, env=env)


if __name__ == "__main__":
    sys.exit(main())
