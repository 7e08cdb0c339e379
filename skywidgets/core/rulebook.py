"""Rule references: every legality check cites the rulebook section behind it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..i18n import Msg, msg, own_words
from .links import rules_page


@dataclass(frozen=True)
class RuleRef:
    """A rulebook section and the project's own one-line summary of the rule.

    ``ours`` marks a decision the project made where the rulebook is silent
    or unclear (written up on the game's rules page, whose address it names:
    ``links.rules_page``).

    >>> str(RuleRef("Skyway", "Setup", "the deck has 40 cards"))
    'Skyway rulebook, Setup: the deck has 40 cards'
    """

    game: str
    section: str
    summary: str
    ours: bool = False
    key: str = ""

    def __str__(self) -> str:
        return self.citation()

    def citation(self) -> Msg:
        """The citation in words a person reads, translated on its way to the board: in
        a language with its own rulebook the section is named as that rulebook names it
        (context ``"<game> rulebook section"`` in the catalogue)."""
        section = own_words(self.section, context=f"{self.game} rulebook section")
        text = msg("{game} rulebook, {section}: {summary}", game=self.game, section=section,
                   summary=own_words(self.summary))
        if self.ours:
            text = msg("{citation} [our interpretation, see {page}]", citation=text,
                       page=rules_page(self.game))
        return text

    def to_dict(self) -> dict:
        return {"key": self.key, "game": self.game,
                "section": own_words(self.section, context=f"{self.game} rulebook section"),
                "summary": own_words(self.summary), "ours": self.ours}


class Rulebook(Mapping[str, RuleRef]):
    """A game's rules by key: ``rules["draft"]`` is a :class:`RuleRef`.

    Built from a table ``{key: (section, summary)}`` or ``(section, summary, ours)``.

    >>> rules = Rulebook("Skyway", {"deck": ("Setup", "40 cards")})
    >>> rules["deck"].section
    'Setup'
    """

    def __init__(self, game: str, table: Mapping[str, tuple]) -> None:
        self.game = game
        self._refs = {}
        for key, row in table.items():
            section, summary, *rest = row
            self._refs[key] = RuleRef(game, section, summary, bool(rest and rest[0]), key)

    def __getitem__(self, key: str) -> RuleRef:
        return self._refs[key]

    def __iter__(self):
        return iter(self._refs)

    def __len__(self) -> int:
        return len(self._refs)
