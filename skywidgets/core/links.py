"""Where the project lives online: the addresses that errors and help point to.

A wheel has no ``docs`` folder, so what a learner reads names the rules pages by their
full address in the repository (the same one the package's metadata names).

>>> rules_page("Skyline Express")
'https://github.com/skywidgets/skywidgets/blob/main/docs/rules/skyline-express.md'
>>> rules_page("skyway_robbery")
'https://github.com/skywidgets/skywidgets/blob/main/docs/rules/skyway-robbery.md'
"""

from __future__ import annotations

#: the repository, as the package's metadata (Homepage, Source) names it
REPOSITORY = "https://github.com/skywidgets/skywidgets"
#: the documentation folder of the repository's main line
DOCS = f"{REPOSITORY}/blob/main/docs"


def rules_page(game: str) -> str:
    """The address of a game's rules page, from its title ("Skyway Robbery") or its name
    ("skyway_robbery"): the rules in the project's words, every interpretation marked."""
    slug = game.strip().lower().replace("_", "-").replace(" ", "-")
    return f"{DOCS}/rules/{slug}.md"


def view_page(game: str) -> str:
    """The address of the page that describes a game's ``view`` (what a seat may know)."""
    return rules_page(game)[:-len(".md")] + "-view.md"


__all__ = ["DOCS", "REPOSITORY", "rules_page", "view_page"]
