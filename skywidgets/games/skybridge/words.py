"""Skybridge's words for a person: a colour said the way a sentence needs it, and the
pieces' names, through the catalogue (``skywidgets.i18n``).

A colour reads the same in every English sentence ("ivory"), but other languages bend it
to the piece it names and to its place in the sentence (Icelandic: *hvítan kubb*, *hvíta
brúin*, *hvítu kubbarnir*). Each use has its own entry, told apart by its context, so a
translator gives each its form; the sentences take it as a parameter.

>>> from skywidgets.games.skybridge.data import TALL
>>> colour_word(0, "the block"), kind_name(TALL)
('ivory', 'three-story block')
>>> colour_word(2, "a block")
'an orange'
"""

from __future__ import annotations

from skywidgets.i18n import Msg, msg

from .data import BRIDGE, ROOF, SHORT, TALL

#: per use, each colour's word (in the order of ``data.COLOURS``)
COLOUR_WORDS: dict[str, tuple[Msg, ...]] = {
    # "put an ivory three-story block on base 5": a block, not named before
    "a block": (msg("an ivory", context="Skybridge colour of a block: put an ivory block"),
                msg("a charcoal", context="Skybridge colour of a block: put an ivory block"),
                msg("an orange", context="Skybridge colour of a block: put an ivory block"),
                msg("a blue", context="Skybridge colour of a block: put an ivory block")),
    # "put an ivory roof on base 5"
    "a roof": (msg("an ivory", context="Skybridge colour of a roof: put an ivory roof"),
               msg("a charcoal", context="Skybridge colour of a roof: put an ivory roof"),
               msg("an orange", context="Skybridge colour of a roof: put an ivory roof"),
               msg("a blue", context="Skybridge colour of a roof: put an ivory roof")),
    # "lay the ivory bridge on bases 4 and 5": the bridge, as the object of a verb
    "lay the bridge": (msg("ivory", context="Skybridge colour: lay the ivory bridge"),
                       msg("charcoal", context="Skybridge colour: lay the ivory bridge"),
                       msg("orange", context="Skybridge colour: lay the ivory bridge"),
                       msg("blue", context="Skybridge colour: lay the ivory bridge")),
    # "the ivory three-story block would touch ...": a block, named as the subject
    "the block": (msg("ivory", context="Skybridge colour: the ivory block is"),
                  msg("charcoal", context="Skybridge colour: the ivory block is"),
                  msg("orange", context="Skybridge colour: the ivory block is"),
                  msg("blue", context="Skybridge colour: the ivory block is")),
    # "the ivory bridge would touch ...", "your ivory roof is ...": as the subject
    "the bridge or roof": (
        msg("ivory", context="Skybridge colour: the ivory bridge or roof is"),
        msg("charcoal", context="Skybridge colour: the ivory bridge or roof is"),
        msg("orange", context="Skybridge colour: the ivory bridge or roof is"),
        msg("blue", context="Skybridge colour: the ivory bridge or roof is")),
    # "your ivory two-story blocks are all placed": several pieces, as the subject
    "the pieces": (msg("ivory", context="Skybridge colour: the ivory pieces are"),
                   msg("charcoal", context="Skybridge colour: the ivory pieces are"),
                   msg("orange", context="Skybridge colour: the ivory pieces are"),
                   msg("blue", context="Skybridge colour: the ivory pieces are")),
}


def colour_word(colour: int, use: str) -> Msg:
    """Colour ``colour`` (an index into ``data.COLOURS``) as the sentence ``use`` needs it
    (a key of ``COLOUR_WORDS``)."""
    return COLOUR_WORDS[use][colour]


def kind_name(kind: str) -> Msg:
    """A kind of piece by its name: "three-story block", "bridge"."""
    return {TALL: msg("three-story block"), SHORT: msg("two-story block"),
            BRIDGE: msg("bridge"), ROOF: msg("roof")}[kind]
