"""The modules and notebook of the optional extras are collected only where the extras are
installed (the test extra installs them; a plain install runs the rest of the suite)."""
from __future__ import annotations

from importlib.util import find_spec


def _missing(*modules: str) -> bool:
    return any(find_spec(module) is None for module in modules)


collect_ignore = []
if _missing("pyspiel"):
    collect_ignore += ["skywidgets/interop/openspiel.py", "notebooks/ai-lab.ipynb",
                       "benchmarks/interop_throughput.py",
                       # its examples play through OpenSpiel
                       "skywidgets/games/skyway/learning.py"]
if _missing("pettingzoo", "gymnasium"):
    collect_ignore += ["skywidgets/interop/pettingzoo.py", "notebooks/ai-lab.ipynb"]
