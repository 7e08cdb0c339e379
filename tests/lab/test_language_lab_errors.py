"""The study lab's refusals in Icelandic: a malformed message from its page, or a bad
setup, is refused naming the same field in every language, its reason said in the lab's
language on the wire, while Python's own copy reads as the English it always did."""

from __future__ import annotations

import re

import pytest

import skywidgets
from skywidgets import Lab, i18n
from skywidgets.core.errors import BadMessage
from skywidgets.widget.testing import sent_traits


@pytest.fixture(autouse=True)
def kernel_language_back_to_auto():
    skywidgets.set_language("auto")
    i18n.remember_page_language(None)
    yield
    skywidgets.set_language("auto")
    i18n.remember_page_language(None)


def send(widget: Lab, content) -> None:
    widget._on_message(widget, content, None)


def valid_setup() -> dict:
    return {"seats": [{"bot": "ismcts", "iterations": 20}, {"bot": "random"}],
            "variants": [{"name": "Standard rules", "options": {}},
                         {"name": "Doubled", "options": {"double_non_positive": True}}],
            "games": 10, "seed": 4}


def changed(path: list, value) -> dict:
    setup = valid_setup()
    where = setup
    for step in path[:-1]:
        where = where[step]
    if value is KeyError:
        del where[path[-1]]
    else:
        where[path[-1]] = value
    return setup


def setup_message(setup) -> dict:
    return {"type": "setup", "setup": setup}


#: a message, the field refused, and a few Icelandic words its reason must say
REFUSALS = [
    (setup_message("ten games"), "setup", "átti von á hlut"),
    (setup_message(changed(["seats"], "greedy")), "setup.seats", "átti von á lista af sætum"),
    (setup_message(changed(["seats"], [{"bot": "random"}])), "setup.seats",
     "Skyjo er fyrir 2 til 8 leikmenn, ekki 1"),
    (setup_message(changed(["seats", 1], "random")), "setup.seats[1]", "sæti er hlutur"),
    (setup_message(changed(["seats", 0, "bot"], "alphazero")), "setup.seats[0].bot",
     "engin tölva heitir 'alphazero'; tölvurnar í Skyjo:"),
    (setup_message(changed(["seats", 0, "iterations"], 0)), "setup.seats[0].iterations",
     "umferðir leitar á leik: heil tala frá 1 til 5000, ekki 0"),
    (setup_message(changed(["seats", 1, "iterations"], 30)), "setup.seats[1].iterations",
     "ekki stilling á tölvunni random (stillingar hennar: engar)"),
    (setup_message(changed(["variants"], "Doubled")), "setup.variants",
     "átti von á lista af afbrigðum"),
    (setup_message(changed(["variants"], [])), "setup.variants",
     "afbrigðin eiga að vera 1 til 4, ekki 0"),
    (setup_message(changed(["variants", 1], "Doubled")), "setup.variants[1]",
     "afbrigði er hlutur"),
    (setup_message(changed(["variants", 1, "colour"], "red")), "setup.variants[1].colour",
     "ekki hluti af afbrigði"),
    (setup_message(changed(["variants", 1, "name"], "")), "setup.variants[1].name",
     "heiti afbrigðis er fá orð, 1 til 40 stafir, ekki ''"),
    (setup_message(changed(["variants", 1, "name"], "two\nlines")), "setup.variants[1].name",
     "heiti afbrigðis"),
    (setup_message(changed(["variants", 1, "name"], "standard RULES")),
     "setup.variants[1].name", "tvö afbrigði heita 'standard RULES'"),
    (setup_message(changed(["variants", 1, "options"], ["joker"])), "setup.variants[1].options",
     "valkostum leiksins"),
    (setup_message(changed(["variants", 1, "options", "end_score"], 7.5)),
     "setup.variants[1].options.end_score", "(reglan sem hann breytir:"),
    (setup_message(changed(["games"], 0)), "setup.games",
     "fjöldi gjafa er heil tala frá 1 til 5000, ekki 0"),
    (setup_message(changed(["games"], 5001)), "setup.games", "ekki 5001"),
    (setup_message(changed(["seed"], -1)), "setup.seed",
     "fræið er heil tala frá 0 til 9007199254740991, ekki -1"),
    (setup_message(changed(["seed"], "abc")), "setup.seed", "ekki 'abc'"),
    (setup_message(changed(["seed"], KeyError)), "setup.seed", "vantar"),
    (setup_message(changed(["colour"], "red")), "setup.colour",
     "ekki hluti af uppsetningunni; hún hefur seats, variants, games, seed"),
    ({"type": "setup"}, "setup", "vantar: öll uppsetningin"),
    ({"type": "stop"}, "stop", "engir leikir eru í gangi"),
    ({"type": "export"}, "export", "engir leikir hafa verið spilaðir enn: ýttu fyrst á Keyra"),
    # the lab takes no settings message: its language is set from Python
    ({"type": "settings", "settings": {"language": "xx"}}, "type",
     "óþekkt"),
    ({"type": "page_language", "language": 3}, "language", "ekki 3"),
    ("run", "message", "átti von á hlut"),
]

#: words of the English reasons that an Icelandic reason never holds (notation aside:
#: the keys, bots' names, quoted values, and "object" as JSON calls it)
ENGLISH_WORDS = {"a", "an", "and", "the", "is", "not", "of", "expected", "whole", "number",
                 "from", "to", "no", "named", "missing", "press", "first", "variant",
                 "its", "setting", "settings", "bot", "part", "name", "each"}


def words(text: str) -> set[str]:
    # a quoted value is the sender's, a quoted example JSON: notation, not words
    unquoted = re.sub(r"'[^']*'|\"[^\"]*\"", "", text)
    return set(re.findall(r"[^\W\d_]+", unquoted.lower()))


def two_labs() -> tuple[Lab, Lab]:
    return tuple(Lab("skyjo", seats=["greedy", "random"], games=3, seed=1,
                     settings={"language": language}) for language in ("en", "is"))


@pytest.mark.parametrize("content, field, icelandic_words", REFUSALS)
def test_a_refusal_names_the_same_field_in_other_words_on_an_icelandic_lab(
        content, field, icelandic_words):
    english, icelandic = two_labs()
    before = [dict(w.setup) for w in (english, icelandic)]
    i18n.forget_missed()
    for widget in (english, icelandic):
        send(widget, content)
    en, is_ = (sent_traits(w, ["error"])["error"] for w in (english, icelandic))
    assert i18n.missed("is") == set()  # every refusal is in the catalogue
    assert en["field"] == is_["field"] == field
    assert icelandic_words.lower() in is_["message"].lower(), is_["message"]
    assert is_["message"][:1].isupper() and en["message"][:1].isupper()
    assert en["message"] != is_["message"]
    assert not words(is_["message"]) & ENGLISH_WORDS, is_["message"]
    # Python's own copy, and the English lab's wire, read as English; nothing changed
    assert icelandic.error == english.error == en
    assert not words(english.error["message"]) <= words(is_["message"])
    assert [w.setup for w in (english, icelandic)] == before


def test_the_english_reasons_read_as_they_always_did():
    english, icelandic = two_labs()
    for widget in (english, icelandic):
        send(widget, {"type": "export"})
        assert widget.error == {"message": "No games have been played yet: press Run first",
                                "field": "export"}
        send(widget, setup_message(changed(["seats", 0, "iterations"], 0)))
        assert widget.error["message"] == (
            "Iterations per move is a whole number from 1 to 5000, not 0")
    with pytest.raises(BadMessage) as refused:
        icelandic.setup = changed(["games"], 0)
    assert str(refused.value) == ("setup.games: the number of deals is a whole number from 1 "
                                  "to 5000, not 0")
    assert refused.value.reason.translated("is") == (
        "fjöldi gjafa er heil tala frá 1 til 5000, ekki 0")


def test_a_browser_write_to_the_settings_is_refused_in_the_labs_language():
    english, icelandic = two_labs()
    for widget in (english, icelandic):
        widget.set_state({"settings": {"language": "xx"}})
    en, is_ = (sent_traits(w, ["error", "settings"]) for w in (english, icelandic))
    assert en["error"]["field"] == is_["error"]["field"] == "settings"
    assert en["error"]["message"].startswith("The lab may not change 'settings' itself")
    assert is_["error"]["message"].startswith("Tilraunastofan má ekki breyta 'settings' sjálf")
    assert is_["settings"] == {"language": "is"} and en["settings"] == {"language": "en"}


@pytest.mark.parametrize("settings, field, icelandic_words", [
    ({"language": "xx"}, "settings.language", "(tungumál síðunnar), ekki 'xx'"),
    ({"pace": "fast"}, "settings.pace", "eina stilling tilraunastofunnar er language"),
])
def test_a_bad_setting_says_why_in_either_language(settings, field, icelandic_words):
    icelandic = Lab("skyjo", games=3, seed=1, settings={"language": "is"})
    with pytest.raises(BadMessage) as refused:
        icelandic.settings = settings
    err = refused.value
    assert err.field == field and icelandic_words in err.reason.translated("is")
    assert str(err.reason) != err.reason.translated("is")
    assert icelandic.settings == {"language": "is"}
