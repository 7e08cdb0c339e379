"""The modules and notebook of the optional extras are collected only where the extras are
installed (the test extra installs them; a plain install runs the rest of the suite)."""
from __future__ import annotations

from importlib.util import find_spec

import pytest


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


@pytest.fixture(autouse=True)
def _kernel_speaks_english_again():
    """What Python itself says (``help()``, a plot's labels) follows the kernel's language,
    which a board's page report or ``set_language`` changes for the whole process: every
    test starts from the default again, whatever the one before it did."""
    from skywidgets import i18n

    yield
    i18n.set_language("auto")
    i18n.remember_page_language(None)
