"""Adapters to the field's APIs, each an optional extra that ``import skywidgets`` never loads.

- ``skywidgets.interop.openspiel``: every game as an OpenSpiel game (``pip install
  "skywidgets[openspiel]"``), registered as ``skywidgets_<name>``.
- ``skywidgets.interop.pettingzoo``: every game as a PettingZoo AEC environment (``pip
  install "skywidgets[pettingzoo]"``).

``skywidgets.interop.chance`` (no extra needed) is what both share: the rules' random
draws as explicit chance events. docs/interop.md describes them all.
"""
