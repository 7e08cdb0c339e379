"""Binder: build the environment from binder/ alone, as repo2docker does, and
run the start notebook in it.

repo2docker (the tool behind mybinder.org) creates a virtual environment for the
Python in binder/runtime.txt and runs ``pip install -r binder/requirements.txt``
from the repository root. This test does the same in a fresh venv, adds only
pytest and nbval (the test runner, not part of Binder), imports every module any
notebook imports, and runs ``pytest --nbval-lax`` over a copy of the start notebook
outside the repository, so it imports the *installed* skywidgets, never the source
tree. (The suite runs every notebook against the same code; what only Binder can
break is its environment, which the imports cover.)
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"
NOTEBOOKS = REPO / "notebooks"
PIP_TIMEOUT = 900  # seconds, generous: a cold cache downloads JupyterLab
NBVAL_TIMEOUT = 900


def _binder_python() -> str:
    """An interpreter matching binder/runtime.txt (python-3.X)."""
    runtime = (BINDER / "runtime.txt").read_text().strip()
    m = re.fullmatch(r"python-(\d+)\.(\d+)", runtime)
    assert m, f"binder/runtime.txt should read like 'python-3.11', not {runtime!r}"
    want = (int(m[1]), int(m[2]))
    if sys.version_info[:2] == want:
        return sys.executable
    found = shutil.which(f"python{want[0]}.{want[1]}")
    if found:
        return found
    reason = f"binder/runtime.txt asks for Python {want[0]}.{want[1]}, not found on PATH"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(reason)
    pytest.skip(reason)


def _clean_env(tmp: Path, venv: Path) -> dict[str, str]:
    """The environment of an activated venv, with nothing of this test run leaking in."""
    drop = ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTEST_", "JUPYTER", "IPYTHONDIR")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    env["VIRTUAL_ENV"] = str(venv)
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["PIP_PROGRESS_BAR"] = "off"
    home = tmp / "jupyter-home"  # no user-level kernels, config or extensions
    for var, sub in [
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_DATA_DIR", "data"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("IPYTHONDIR", "ipython"),
    ]:
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / sub)
    return env


def _run(cmd: list[str], *, cwd: Path, env: dict, timeout: float, what: str):
    proc = subprocess.run(
        cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True, timeout=timeout,
    )  # fmt: skip
    if proc.returncode != 0:
        pytest.fail(
            f"{what} failed (exit {proc.returncode}): {' '.join(map(str, cmd))}\n"
            f"--- last output ---\n{proc.stdout[-8000:]}",
            pytrace=False,
        )
    return proc.stdout


def requirement_lines(path: Path) -> list[str]:
    """The requirements of a requirements file, comments and blank lines left out."""
    lines = [line.split("#", 1)[0].strip() for line in path.read_text().splitlines()]
    return [line for line in lines if line]


def pins(lines: list[str]) -> dict[str, str]:
    """name -> version of every ``name==version`` line (names normalised)."""
    found = {}
    for line in lines:
        m = re.fullmatch(r"([A-Za-z0-9_.\-]+)(\[[\w,]+\])?==([\w.]+)", line)
        if m:
            found[re.sub(r"[-_.]+", "-", m[1]).lower()] = m[3]
    return found


def test_binder_requirements_install_the_lock_and_the_repo():
    lines = requirement_lines(BINDER / "requirements.txt")
    assert lines == ["-r requirements.lock", "."], lines


def test_the_lock_pins_everything_and_agrees_with_its_inputs():
    lock = requirement_lines(BINDER / "requirements.lock")
    for line in lock:
        assert re.fullmatch(r"[A-Za-z0-9_.\-]+(\[[\w,]+\])?==[\w.]+", line), \
            f"binder/requirements.lock: not pinned with ==: {line!r}"
    locked = pins(lock)
    wanted = pins(requirement_lines(BINDER / "requirements.in"))
    for name, version in wanted.items():
        assert locked.get(name) == version, (
            f"binder/requirements.in pins {name}=={version}, the lock has {locked.get(name)}: "
            "make the lock again (binder/requirements.in says how)")
    # numpy, matplotlib, pandas and tqdm: the notebooks (the "lab" extra); notebook: the
    # Notebook 7 that goes with the pinned JupyterLab
    for needed in ("jupyterlab", "notebook", "numpy", "matplotlib", "pandas", "tqdm",
                   *package_dependencies()):
        assert needed in locked, f"binder/requirements.lock should pin {needed}"


def notebook_imports(notebooks: list[Path]) -> set[str]:
    """The top-level modules the code cells of ``notebooks`` import."""
    import json

    found = set()
    for path in notebooks:
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] != "code":
                continue
            for line in "".join(cell["source"]).splitlines():
                m = re.match(r"\s*(?:from|import)\s+([A-Za-z_][\w.]*)", line)
                if m and not line.lstrip().startswith("from ."):
                    found.add(m[1])
    return found


def package_dependencies() -> list[str]:
    """The names in pyproject.toml's [project] dependencies (what `pip install .` needs)."""
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    return [re.split(r"[\[<>=!~; ]", spec, maxsplit=1)[0].lower().replace("_", "-")
            for spec in project["dependencies"]]


#: dependencies the package needs without importing them, and why
NOT_IMPORTED = {"ipywidgets": "the widgets' models live in its JupyterLab widget manager"}


def test_every_dependency_is_imported_by_the_package():
    # a dependency earns its place by being used: numpy joins when the package imports it
    sources = "\n".join(p.read_text() for p in (REPO / "skywidgets").rglob("*.py"))
    for name in package_dependencies():
        if name in NOT_IMPORTED:
            continue
        module = name.replace("-", "_")
        assert re.search(rf"^\s*(import|from) {module}\b", sources, re.M), \
            f"{name} is a dependency in pyproject.toml, but no module of skywidgets imports it"


@pytest.mark.slow
def test_binder_environment_imports_what_notebooks_need_and_runs_the_start_notebook(tmp_path):
    notebooks = sorted(
        p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )
    assert notebooks, "notebooks/ holds no notebook: Binder would have nothing to show"

    venv = tmp_path / "venv"
    subprocess.run([_binder_python(), "-m", "venv", str(venv)], check=True, timeout=120)
    py = str(venv / "bin" / "python")
    env = _clean_env(tmp_path, venv)

    # repo2docker's base environment first (its JupyterLab, Notebook and JupyterHub) ...
    _run(
        [py, "-m", "pip", "install", "-r", str(REPO / "tests" / "binder" / "repo2docker-base.txt")],
        cwd=tmp_path, env=env, timeout=PIP_TIMEOUT, what="pip install repo2docker's base packages",
    )  # fmt: skip
    # ... then exactly repo2docker's step: from the repository root (so "." is the repo).
    _run(
        [py, "-m", "pip", "install", "-r", "binder/requirements.txt"],
        cwd=REPO, env=env, timeout=PIP_TIMEOUT, what="pip install -r binder/requirements.txt",
    )  # fmt: skip
    # The whole environment agrees with itself: no package needs another version of another.
    _run([py, "-m", "pip", "check"], cwd=tmp_path, env=env, timeout=120, what="pip check")
    # The test runner only; not part of the Binder environment.
    _run(
        [py, "-m", "pip", "install", "pytest", "nbval"],
        cwd=tmp_path, env=env, timeout=PIP_TIMEOUT, what="pip install pytest nbval",
    )  # fmt: skip

    # The notebooks must get the installed package, not the repository's source.
    where = _run(
        [py, "-c", "import skywidgets, sys; print(skywidgets.__file__)"],
        cwd=tmp_path, env=env, timeout=120, what="import skywidgets",
    ).strip().splitlines()[-1]  # fmt: skip
    assert Path(where).resolve().is_relative_to(venv.resolve()), where

    # Binder's Jupyter Server loads skywidgets.server: kernel websockets without Nagle's delay.
    listed = _run(
        [str(venv / "bin" / "jupyter"), "server", "extension", "list"],
        cwd=tmp_path, env=env, timeout=120, what="jupyter server extension list",
    )  # fmt: skip
    assert re.search(r"skywidgets\.server\s+(\x1b\[\d+m)?enabled", listed), listed

    # Every module a notebook imports is in the environment.
    # (and what the study lab loads for them: its plots and its progress bars)
    modules = sorted(notebook_imports(notebooks) | {"matplotlib.pyplot", "tqdm.auto", "pandas"})
    assert {"skywidgets", "numpy"} <= set(modules), modules
    _run(
        [py, "-c", "import importlib, sys; [importlib.import_module(m) for m in sys.argv[1:]]",
         *modules],
        cwd=tmp_path, env=env, timeout=300, what=f"import {', '.join(modules)}",
    )  # fmt: skip

    # A copy outside the repository: no pyproject.toml config, no source tree on sys.path.
    work = tmp_path / "work"
    (work / "notebooks").mkdir(parents=True)
    shutil.copy(NOTEBOOKS / "00-start-here.ipynb", work / "notebooks")
    out = _run(
        [py, "-m", "pytest", "--nbval-lax", "--nbval-current-env", "-p", "no:cacheprovider",
         "-q", "-rfE", "notebooks"],
        cwd=work, env=env, timeout=NBVAL_TIMEOUT, what="pytest --nbval-lax notebooks/ in the Binder venv",
    )  # fmt: skip
    assert re.search(r"\b\d+ passed\b", out), out[-4000:]
