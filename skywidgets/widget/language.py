"""The language a board speaks: its words translated on their way to the browser.

A mixin of ``GameWidget``. The engine writes what a person reads as ``i18n.Msg`` (English
for every Python caller); each trait is translated into the board's language as it is
sent (``_trait_to_json``), so the widget's own memory and its Python API stay as they
were, and two boards in two languages share one kernel. The board's words of its own
(buttons, prompts) come from the catalogue of the same language, sent once per language
as a shared widget named in ``bundle["words"]`` (bundle.py), whatever the number of boards.

The language is ``settings["language"]``; ``"auto"`` follows the page's (JupyterLab's
language pack, reported by the board with a ``page_language`` message), else English.

>>> from skywidgets import Skyjo
>>> w = Skyjo(players=["You", "greedy"], seed=1, settings={"language": "is"})
>>> w.language, w.get_state("moves")["moves"][0]["label"]
('is', 'snúa upp reit 1')
>>> w.moves[0]["label"]  # Python's own copy reads as before
'reveal slot 1'
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..core.errors import BadMessage, shown
from ..i18n import (SOURCE_LANGUAGE, catalogue_for, known_language, msg, remember_page_language,
                    translate)
from .bundle import shared_text
from .settings import AUTO_LANGUAGE

#: the longest language tag a page_language message may carry
MAX_TAG_LENGTH = 35


def words_widget(language: str) -> Any:
    """The shared widget holding ``language``'s catalogue as the boards read it: one per
    language in the kernel."""
    return shared_text(catalogue_for(language).to_json())


class Language(t.HasTraits):
    """The board's language and the translation of what it sends."""

    _page_language: str | None = None
    _spoken: str | None = None

    @property
    def language(self) -> str:
        """The language the board speaks now: the setting's, or the page's under
        ``"auto"``, else English."""
        chosen = self.settings.get("language", AUTO_LANGUAGE)
        if chosen != AUTO_LANGUAGE:
            return known_language(chosen) or SOURCE_LANGUAGE
        return known_language(self._page_language) or SOURCE_LANGUAGE

    @staticmethod
    def _trait_to_json(x: Any, widget: Any) -> Any:
        # every trait goes to the browser in the board's language (i18n.translate)
        return translate(x, getattr(widget, "_spoken", None) or SOURCE_LANGUAGE)

    def _speak(self) -> None:
        """Send the words of the board's language, and every trait again in it, when the
        language has changed."""
        language = self.language
        if language == self._spoken:
            return
        first = self._spoken is None
        self._spoken = language
        with self.hold_sync():
            self.bundle = {**self.bundle, "words": words_widget(language)}
        if not first:
            self.send_state()
            redraw = getattr(self, "_redraw_saved_picture", None)
            if redraw is not None:  # a board's saved picture speaks it too (not the lab's)
                redraw()

    @t.observe("settings")
    def _settings_language(self, _change: dict) -> None:
        self._speak()

    def _msg_page_language(self, content: dict) -> None:
        """The board reports the page's language (JupyterLab's): followed under "auto"."""
        tag = content.get("language")
        if not isinstance(tag, str) or len(tag) > MAX_TAG_LENGTH:
            raise BadMessage("language", msg("expected a language tag such as \"is\", not "
                                             "{given}", given=shown(tag)))
        self._page_language = tag
        remember_page_language(tag)  # help() follows it under set_language("auto")
        self._speak()


__all__ = ["Language", "words_widget"]
