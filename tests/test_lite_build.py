"""lite/build.py, the JupyterLite site's build in an environment of its own: when it makes
that environment again, what it refuses, and that the site's configuration will not build
anywhere else. (tests/e2e/test_jupyterlite_browser.py builds the site and plays it.)"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def build():
    spec = importlib.util.spec_from_file_location("lite_build", REPO / "lite" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _made_env(build, venv: Path, requirements: Path) -> None:
    """A folder with what a finished environment has: its Python and the stamp."""
    python = build.venv_python(venv)
    python.parent.mkdir(parents=True)
    python.write_text("")
    (venv / "pyvenv.cfg").write_text("home = /usr/bin\n")
    (venv / build.STAMP).write_text(build.requirements_digest(requirements) + "\n")


def test_the_environment_is_kept_until_its_requirements_change(build, tmp_path):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("jupyterlite-core>=0.8,<0.9\n")
    venv = tmp_path / "env"
    assert not build.is_current(venv, requirements)
    _made_env(build, venv, requirements)
    assert build.is_current(venv, requirements)
    requirements.write_text("jupyterlite-core>=0.8,<0.9\nanywidget>=0.9\n")
    assert not build.is_current(venv, requirements)


def test_an_install_that_stopped_half_way_is_not_current(build, tmp_path):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("jupyterlite-core>=0.8,<0.9\n")
    venv = tmp_path / "env"
    _made_env(build, venv, requirements)
    (venv / build.STAMP).unlink()
    assert not build.is_current(venv, requirements)


def test_a_folder_that_is_not_an_environment_is_refused_and_left_alone(build, tmp_path):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("jupyterlite-core>=0.8,<0.9\n")
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine")
    with pytest.raises(SystemExit, match="is not a virtual environment"):
        build.prepare_venv(folder, requirements)
    assert (folder / "keep.txt").read_text() == "mine"


def test_the_sites_configuration_refuses_the_labs_environment():
    # run in this environment (the tests', beside JupyterLab), the build would copy the
    # Lab's extensions into the site: it stops first
    done = subprocess.run([sys.executable, str(REPO / "lite" / "jupyter_lite_config.py")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "python lite/build.py" in done.stderr
