"""The synced traits are one list in three places: GameWidget (Python), the shell's
``TRAITS`` (js/src/shared/widget.js) and the protocol page (docs/widget-protocol.md).
And a game's widget class needs no bundle path: naming its game is enough."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import skywidgets
from skywidgets.widget import STATIC, GameWidget

ROOT = Path(__file__).resolve().parents[2]
SHELL = ROOT / "js" / "src" / "shared" / "widget.js"
PROTOCOL = ROOT / "docs" / "widget-protocol.md"


def python_traits() -> dict:
    """GameWidget's own synced traits (not anywidget's and ipywidgets' plumbing)."""
    return GameWidget.class_own_traits(sync=True)


def js_traits() -> list[str]:
    """The names in ``export const TRAITS = [...]`` of the shell, read as text."""
    source = SHELL.read_text(encoding="utf-8")
    found = re.search(r"export\s+const\s+TRAITS\s*=\s*\[(.*?)\]", source, re.S)
    assert found, f"no TRAITS array in {SHELL}"
    return re.findall(r"""["']([A-Za-z_]\w*)["']""", found.group(1))


def documented_traits() -> dict[str, str]:
    """Trait name -> type, from the table of the protocol page's "Synced traits" section."""
    section = PROTOCOL.read_text(encoding="utf-8").split("## Synced traits", 1)[1]
    section = section.split("\n## ", 1)[0]
    return dict(re.findall(r"^\| `(\w+)` \| ([^|]+?) \|", section, re.M))


def test_python_js_and_the_protocol_page_list_the_same_traits():
    python, js, docs = set(python_traits()), js_traits(), documented_traits()
    assert len(js) == len(set(js)), "a trait is listed twice in TRAITS"
    assert python == set(js), (f"only in Python: {sorted(python - set(js))}; only in "
                               f"js/src/shared/widget.js: {sorted(set(js) - python)}")
    assert python == set(docs), (f"only in Python: {sorted(python - set(docs))}; only in "
                                 f"docs/widget-protocol.md: {sorted(set(docs) - python)}")


def test_the_lists_are_read_for_real():
    # the parsers above find what they should, so an empty match cannot pass
    assert {"view", "moves", "inspection"} <= set(js_traits())
    assert documented_traits()["viewing"] == "int or null"
    assert len(python_traits()) >= 17


def test_every_synced_trait_says_its_type_and_meaning():
    docs = documented_traits()
    for name, trait in python_traits().items():
        assert trait.help, f"{name} has no help"
        kind, _, meaning = trait.help.partition(": ")
        # the type as the protocol page writes it (JSON's null is Python's None)
        assert kind == docs[name].replace("null", "None"), (name, kind, docs[name])
        assert len(meaning) > 10, name
        assert f"``{name}``" in GameWidget.__doc__, f"the class docstring does not list {name}"


def test_a_game_widget_adds_no_synced_trait_of_its_own():
    for name in skywidgets.game_names():
        assert skywidgets.widget_class(name).class_own_traits(sync=True) == {}, name


# ---------------------------------------------------------------------- the bundles
@pytest.mark.parametrize("name", skywidgets.game_names())
def test_a_game_widget_gets_its_bundle_from_its_name(name):
    cls = skywidgets.widget_class(name)
    assert cls.game_name == name
    assert str(cls._esm) == (STATIC / f"{name}.js").read_text(encoding="utf-8")
    assert str(cls._css) == (STATIC / "skywidgets.css").read_text(encoding="utf-8")


def test_a_widget_may_still_bring_its_own_bundle():
    class Inline(GameWidget):
        game_name = "skyway"
        _esm = "export default { render() {} };"

    class Below(Inline):
        """Inherits the game and the bundle."""

    assert Inline._esm == Below._esm == "export default { render() {} };"
    w = Below(seed=3)
    assert w._esm == "export default { render() {} };" and w.game == "skyway"
    # the generic class itself names no game and has no bundle
    assert "_esm" not in vars(GameWidget)


def test_a_subclass_naming_another_game_gets_that_game_s_bundle():
    skyway = skywidgets.widget_class("skyway")

    class Renamed(skyway):
        game_name = "skyjo"

    assert str(Renamed._esm) == (STATIC / "skyjo.js").read_text(encoding="utf-8")
    assert Renamed(seed=1).game == "skyjo"


# ---------------------------------------------------------------------- the pages
def test_the_protocol_page_links_every_game_s_view_page():
    text = PROTOCOL.read_text(encoding="utf-8")
    for name in skywidgets.game_names():
        page = f"rules/{name.replace('_', '-')}-view.md"
        assert (ROOT / "docs" / page).is_file(), page
        assert f"]({page})" in text, f"docs/widget-protocol.md does not link {page}"
        # next to the game's rules page, which it links back to
        rules = f"{name.replace('_', '-')}.md"
        assert (ROOT / "docs" / "rules" / rules).is_file()
        assert f"]({rules})" in (ROOT / "docs" / page).read_text(encoding="utf-8")
