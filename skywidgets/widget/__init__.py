"""The generic game widget: one anywidget class for every game, and what it decides with.

- ``game_widget``: ``GameWidget``, the widget itself (the traits it publishes, the
  messages it answers, the bots and simulations it runs), built of mixins named for what
  they hold: ``messages``, ``playing``, ``time_travel``, ``inspection``, ``bot_runner``,
  ``simulation``, ``workers``, ``publishing``, ``display``, ``export``, ``branching``;
- ``seating``: who sits where, whose eyes the screen shows, hand-offs and what a Log
  entry or Undo may show (plain Python, no widget library);
- ``settings``: the settings, their defaults and their checks (plain Python too);
- ``background``: long work run on a thread, or in slices on the event loop where no
  thread can start (JupyterLite);
- ``dispatch``: a browser message handed to its handler, malformed ones refused (the
  game widget's and the study lab's).

``GameWidget`` loads on first use, so the two plain modules import without anywidget:

>>> from skywidgets.widget import STATIC, GameWidget
>>> (STATIC / "skyway.js").is_file()
True
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path
from typing import Any

from ..core.record import MAX_NAME_LENGTH
from .settings import DEFAULT_SETTINGS, MAX_PACE, MAX_ROLLOUTS, UNDO_MODES

#: where the built front-end bundles live: ``<game>.js`` and the shared ``skywidgets.css``
STATIC = Path(__file__).parent.parent / "static"

#: names ``game_widget`` gives (it imports anywidget): loaded when first asked for
_FROM_GAME_WIDGET = ("GameWidget", "JOIN_TIMEOUT", "MAX_CHOICES_LENGTH", "MAX_ERROR_LENGTH",
                     "PUSH_INTERVAL")

__all__ = ["DEFAULT_SETTINGS", "MAX_NAME_LENGTH", "MAX_PACE", "MAX_ROLLOUTS", "STATIC",
           "UNDO_MODES", *_FROM_GAME_WIDGET]


def __getattr__(name: str) -> Any:
    if name in _FROM_GAME_WIDGET:
        return getattr(import_module(".game_widget", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
