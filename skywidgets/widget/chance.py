"""The Chance panel's trait: the game's ``chance`` data for the person at the screen, with
whose information it is worked out from, said in words.

>>> import skywidgets
>>> skyway = skywidgets.load("skyway")
>>> entry = chance_entry(skyway, skyway.new(seed=3), 0, "You")
>>> entry["ply"], entry["seat"], [s["title"] for s in entry["sections"]]
(0, 0, ['The deck', 'The next market'])
"""

from __future__ import annotations

from ..i18n import msg
from ..core.engine import Game, State


def basis(game: Game, eyes: int | None, name: str) -> str:
    """Whose information the odds come from, as a sentence for the panel.

    >>> import skywidgets
    >>> basis(skywidgets.load("skyway_robbery"), 0, "Ann")[:34]
    'Worked out from what Ann can see: '
    """
    if eyes is None or not game.private_views:
        return msg("Worked out from what everyone at the table can see and has seen, never "
                   "from anything hidden.")
    return msg("Worked out from what {name} can see: their own cards and the table, never "
               "another player's hand or the order of a deck.", name=name)


def chance_entry(game: Game, state: State, eyes: int | None, name: str) -> dict:
    """The ``chance`` trait for ``state`` seen through ``eyes`` (None: the public view):
    ``{"ply", "seat", "basis", "summary", "none", "sections"}``; ``none`` is the sentence
    shown when nothing is left to chance (else None)."""
    data = None if state.is_over else game.chance(state, eyes)
    if data is None:
        none = (msg("The game is over: nothing is left to chance.") if state.is_over
                else game.no_chance)
        return {"ply": state.ply, "seat": eyes, "basis": "", "summary": "", "none": none,
                "sections": []}
    return {"ply": state.ply, "seat": eyes, "basis": basis(game, eyes, name),
            "summary": data.get("summary", ""), "none": None,
            "sections": list(data["sections"])}
