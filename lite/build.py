"""Build the JupyterLite site of the notebooks, in a virtual environment of its own.

From anywhere, with any Python 3.10 or newer::

    python lite/build.py                        # the site in build/lite/
    python lite/build.py --output-dir /tmp/site  # other options go to `jupyter lite build`

The site's build tools stay out of the environment that runs JupyterLab:
jupyterlite-pyodide-kernel's JupyterLab extension loads only inside a JupyterLite site,
and beside a JupyterLab with a server it logs an error on every page (disabling it does
not help: JupyterLab loads every extension's code before it looks at which are off).
So the build runs in ``build/lite-env/`` (``--venv DIR`` or ``SKYWIDGETS_LITE_VENV`` to
put it elsewhere), made on the first build from ``lite/requirements.txt`` and made anew
only when that file changes. The site carries that environment's JupyterLab extensions:
the kernel's and the widgets', nothing of the Lab's.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

LITE = Path(__file__).resolve().parent
ROOT = LITE.parent
REQUIREMENTS = LITE / "requirements.txt"
DEFAULT_VENV = ROOT / "build" / "lite-env"
PYODIDE = ROOT / "js" / "node_modules" / "pyodide" / "pyodide.mjs"
#: in the environment, the digest of the requirements it was made from
STAMP = "skywidgets-lite-requirements.sha256"


def venv_python(venv: Path) -> Path:
    """The environment's Python (``bin/python``; ``Scripts\\python.exe`` on Windows)."""
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def requirements_digest(requirements: Path) -> str:
    """What the environment's stamp holds: the requirements' digest."""
    return hashlib.sha256(requirements.read_bytes()).hexdigest()


def is_current(venv: Path, requirements: Path = REQUIREMENTS) -> bool:
    """Whether ``venv`` was made, to the end, from these very requirements.

    >>> is_current(Path("/nonexistent"))
    False
    """
    stamp = venv / STAMP
    return (venv_python(venv).is_file() and stamp.is_file()
            and stamp.read_text().strip() == requirements_digest(requirements))


def prepare_venv(venv: Path, requirements: Path = REQUIREMENTS) -> Path:
    """Make ``venv`` from ``requirements`` unless it is current; returns its Python."""
    python = venv_python(venv)
    if is_current(venv, requirements):
        return python
    if venv.exists() and any(venv.iterdir()):
        # made anew rather than upgraded: a package dropped from the requirements would
        # stay behind and put its JupyterLab extension in the site
        if not (venv / "pyvenv.cfg").is_file():
            sys.exit(f"{venv} exists and is not a virtual environment: give --venv a new "
                     f"folder or an environment this script made")
        shutil.rmtree(venv)
    print(f"Making the build's environment in {venv} from {requirements.name} "
          f"(once; again only when it changes)", flush=True)
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet",
                    "--disable-pip-version-check", "-r", str(requirements)],
                   check=True, env=_isolated_env(venv))
    # written last: an install that stopped half-way is made again next time
    (venv / STAMP).write_text(requirements_digest(requirements) + "\n")
    print(f"Made in {time.monotonic() - started:.0f} s", flush=True)
    return python


def _isolated_env(venv: Path) -> dict[str, str]:
    # no PYTHONPATH or PYTHONHOME: packages of another environment would leak in
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["VIRTUAL_ENV"] = str(venv)
    env["PATH"] = os.pathsep.join([str(venv_python(venv).parent), env.get("PATH", "")])
    return env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        # no abbreviations: every option but --venv is jupyter lite build's
        allow_abbrev=False,
        description="Build the JupyterLite site of the notebooks in its own environment; "
                    "options not listed here go to `jupyter lite build`.")
    parser.add_argument(
        "--venv", type=Path,
        default=Path(os.environ.get("SKYWIDGETS_LITE_VENV") or DEFAULT_VENV),
        help="the build's virtual environment (default: $SKYWIDGETS_LITE_VENV or "
             "build/lite-env/ in the repository)")
    args, lite_args = parser.parse_known_args(argv)
    if not PYODIDE.is_file():
        sys.exit(f"Pyodide is missing from {PYODIDE.parent}: run `npm ci` in js/ first.")
    venv = args.venv.resolve()
    python = prepare_venv(venv)
    # `python -m jupyterlite_core`, not `jupyter lite`: jupyter looks for its
    # subcommands on PATH first, where another environment's may be
    build = [str(python), "-m", "jupyterlite_core", "build", "--lite-dir", str(LITE),
             *lite_args]
    return subprocess.run(build, env=_isolated_env(venv)).returncode


if __name__ == "__main__":
    sys.exit(main())
