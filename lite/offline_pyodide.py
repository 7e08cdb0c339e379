"""A Pyodide folder for the JupyterLite site that needs no network.

The npm ``pyodide`` package holds Pyodide's core only: its lock file lists every
package of the full distribution, but the wheels are meant to come from a CDN. This
module copies the core into a folder and adds, with their lock entries rewritten to
point at them, the pure-Python wheels that the kernel and skywidgets load: those of
the lock (micropip, IPython and what they depend on, at the versions the lock names,
taken from PyPI at build time) and new entries for skywidgets and its dependencies.

numpy is not among them: it is compiled, and the npm package has no copy of it.
skywidgets declares numpy only outside Pyodide and plays its rollouts one by one where
numpy cannot be imported.
"""
from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

#: what the kernel loads from the lock as it starts (jupyterlite-pyodide-kernel)
KERNEL_PACKAGES = ["micropip", "ipython", "jedi", "traitlets"]
#: PyPI projects with no entry in Pyodide's lock, added to it for the notebooks, at the
#: versions installed where the site is built (installed_spec)
NEW_PACKAGES = ["comm", "ipywidgets", "anywidget", "psygnal"]
#: how requirement markers read inside Pyodide 314 (Python 3.14 on Emscripten)
PYODIDE_MARKERS = {
    "sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
    "platform_machine": "wasm32", "implementation_name": "cpython",
    "platform_python_implementation": "CPython", "python_version": "3.14",
    "python_full_version": "3.14.2", "extra": "",
}
#: the core files the site serves (the rest of the npm package is for Node and editors)
CORE_SUFFIXES = (".mjs", ".js", ".wasm", ".zip", ".json")


def normalize(name: str) -> str:
    """A project name as the lock and PyPI compare them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def download(spec: str, into: Path) -> Path:
    """The pure-Python wheel of ``spec`` (``name==version``), from the cache or PyPI."""
    name, _, version = spec.partition("==")
    stem = re.sub(r"[-.]+", "_", name).lower()
    for wheel in into.glob("*-none-any.whl"):
        wname, wversion = wheel.name.split("-")[:2]
        if wname.lower() == stem and (not version or wversion == version):
            return wheel
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
         "--only-binary=:all:", "--platform", "any", "--python-version", "3.14",
         "--dest", str(into), spec],
        check=True,
    )
    return download(spec, into)


def installed_spec(name: str) -> str:
    """``name==version`` of the release installed in the environment that builds the site.

    The site's JupyterLab extensions are copied from that environment: the Python half
    of a widget package (anywidget's, ipywidgets') must be the same release as its
    front end, so the wheel is taken at the installed version, never the newest.
    """
    try:
        return f"{name}=={metadata.version(name)}"
    except metadata.PackageNotFoundError:
        raise SystemExit(f"{name} is not installed in the environment that builds the site "
                         f"({sys.prefix}): build it with `python lite/build.py`, which "
                         f"installs lite/requirements.txt") from None


def wheel_info(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """Name, version, top-level imports and the names it requires on Pyodide."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
        text = archive.read(metadata).decode()
    name = re.search(r"^Name: (.+)$", text, re.M).group(1).strip()
    version = re.search(r"^Version: (.+)$", text, re.M).group(1).strip()
    requires = []
    for line in re.findall(r"^Requires-Dist: (.+)$", text, re.M):
        requirement = Requirement(line)
        # extras and other platforms' needs are not loaded here
        if requirement.marker is None or requirement.marker.evaluate(PYODIDE_MARKERS):
            requires.append(normalize(requirement.name))
    imports = sorted({
        n.split("/")[0].removesuffix(".py") for n in names
        if "/" in n and not n.split("/")[0].endswith((".dist-info", ".data"))
        or n.endswith(".py") and "/" not in n
    })
    return name, version, imports, requires


def build(npm_pyodide: Path, out: Path, wheels: list[Path], cache: Path) -> list[str]:
    """Write a Pyodide folder to ``out`` that serves every package the site loads;
    returns the names of the packages whose wheels it holds."""
    lock = json.loads((npm_pyodide / "pyodide-lock.json").read_text())
    packages = lock["packages"]
    by_name = {normalize(key): key for key in packages}
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    cache.mkdir(parents=True, exist_ok=True)
    for path in npm_pyodide.iterdir():
        if path.suffix in CORE_SUFFIXES and path.name != "package.json":
            shutil.copy2(path, out / path.name)

    new_wheels = [download(installed_spec(name), cache) for name in NEW_PACKAGES] + list(wheels)
    added = {}
    for wheel in new_wheels:
        name, version, imports, requires = wheel_info(wheel)
        added[normalize(name)] = (wheel, name, version, imports, requires)

    wanted = [normalize(n) for n in KERNEL_PACKAGES] + list(added)
    local: list[str] = []
    while wanted:
        key = wanted.pop()
        if key in local:
            continue
        local.append(key)
        if key in added:
            wheel, name, version, imports, requires = added[key]
            entry = packages.setdefault(name, {
                "name": name, "version": version, "imports": imports,
                "install_dir": "site", "package_type": "package",
                "unvendored_tests": False,
            })
            entry["depends"] = [by_name.get(r, r) for r in requires
                                if r in by_name or r in added]
            by_name[key] = name
        else:
            if key not in by_name:
                raise SystemExit(f"{key} is neither in Pyodide's lock nor among the wheels")
            entry = packages[by_name[key]]
            if not entry["file_name"].endswith("-none-any.whl"):
                raise SystemExit(f"{entry['name']} is compiled: Pyodide's npm package "
                                 f"has no {entry['file_name']}")
            wheel = download(f"{entry['name']}=={entry['version']}", cache)
        shutil.copy2(wheel, out / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = sha256(wheel)
        wanted.extend(normalize(d) for d in entry["depends"])
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return sorted(local)
