"""Configuration of the JupyterLite site of the notebooks.

Build the site with::

    python lite/build.py

which runs ``jupyter lite build --lite-dir lite`` in a virtual environment of its own
(lite/build.py says why). Loading this file builds a skywidgets wheel from the checkout
first, so the site always carries the code beside it. Pyodide comes from the npm package in js/ (run
``npm ci`` in js/ once); every Python package the kernel and the notebooks import is
locked and copied into the site, so it runs with no server and no network.
"""
import subprocess
import sys
from pathlib import Path

LITE = Path(__file__).resolve().parent
ROOT = LITE.parent
WHEELS = LITE / "wheels"
PYODIDE = ROOT / "js" / "node_modules" / "pyodide"

# The build copies every JupyterLab extension of the environment it runs in into the
# site: in the Lab's environment that would be the Lab's own (Voila's preview, Notebook
# 7's menus), which have no place in the site.
if not (Path(sys.prefix) / "skywidgets-lite-requirements.sha256").is_file():
    sys.exit("Build the site with `python lite/build.py`: it runs the build in an environment "
             "of its own, so the site carries only the extensions it needs.")
if not (PYODIDE / "pyodide.mjs").is_file():
    sys.exit(f"Pyodide is missing from {PYODIDE}: run `npm ci` in js/ first.")

# A fresh wheel every build: an old one would put yesterday's code in the site.
WHEELS.mkdir(exist_ok=True)
for old in WHEELS.glob("skywidgets-*.whl"):
    old.unlink()
subprocess.run(
    [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
     "--quiet", "--wheel-dir", str(WHEELS), str(ROOT)],
    check=True,
)

# Pyodide and every wheel it loads, in lite/static/pyodide: the build copies that
# folder into the site, which then serves it instead of a CDN.
sys.path.insert(0, str(LITE))
import offline_pyodide  # noqa: E402 (beside this file)

offline_pyodide.build(PYODIDE, LITE / "static" / "pyodide",
                      wheels=sorted(WHEELS.glob("skywidgets-*.whl")),
                      cache=LITE / ".cache" / "wheels")

c = get_config()  # noqa: F821 (given by the configuration loader)

# Every notebook but those that need a package with no build for the browser's Python:
# the AI lab runs OpenSpiel, a compiled C++ library that Pyodide does not have.
NOT_IN_THE_BROWSER = {"ai-lab.ipynb"}
c.LiteBuildConfig.contents = [str(path) for path in sorted((ROOT / "notebooks").glob("*.ipynb"))
                              if path.name not in NOT_IN_THE_BROWSER]
c.LiteBuildConfig.output_dir = str(ROOT / "build" / "lite")
c.LiteBuildConfig.apps = ["lab", "notebooks", "tree"]
c.LiteBuildConfig.no_sourcemaps = True

