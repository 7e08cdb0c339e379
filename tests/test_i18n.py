"""The catalogues and the translation machinery: every marked text is in every catalogue
and translated; plurals, numbers and the .po reader work as gettext says."""

import json
import re
from pathlib import Path

import pytest

from skywidgets import i18n
from skywidgets.i18n import (Catalogue, Msg, Sentence, catalogue_for, format_number, gettext,
                             known_language, languages, msg, ngettext, nmsg, plural_rule,
                             read_po, translate, use_language)
from skywidgets.locale import extract

ROOT = Path(__file__).resolve().parent.parent


def test_english_and_icelandic_are_there():
    assert languages()[:1] == ["en"] and "is" in languages()


def test_every_marked_text_is_in_every_catalogue_and_translated():
    texts = extract.collect()
    assert len(texts) > 100
    for language, lacking in extract.problems(texts).items():
        assert lacking == [], f"{language} lacks {lacking[:5]}"


def test_no_catalogue_keeps_a_text_the_sources_no_longer_mark():
    # an entry left behind would be translated work nobody sees: extract --write drops it
    texts = extract.collect()
    for language in languages():
        entries = read_po(i18n.po_path(language).read_text(encoding="utf-8"))
        kept = {key for key in entries if key != (None, "")}
        assert kept == set(texts), f"{language}: {sorted(kept ^ set(texts))[:5]}"


@pytest.mark.parametrize("language", ["en", "is"])
def test_each_translation_keeps_the_placeholders_of_its_text(language):
    catalogue = catalogue_for(language)
    for (context, msgid), entry in catalogue.entries.items():
        if not msgid:
            continue
        wanted = set(re.findall(r"\{(\w+)\}", msgid + (entry["plural"] or "")))
        for text in entry["strs"]:
            assert set(re.findall(r"\{(\w+)\}", text)) <= wanted, (msgid, text)
            # a translation drops a placeholder only where a plural form does not need it
            if entry["plural"] is None:
                assert set(re.findall(r"\{(\w+)\}", text)) == wanted, (msgid, text)


def test_a_marked_text_outside_the_converted_modules_is_not_shown_in_english_only():
    # every module that marks a text for translation is in the scope the tests check
    marked = []
    for path in sorted((ROOT / "skywidgets").rglob("*.py")):
        if path.name == "i18n.py" or "locale" in path.parts:
            continue
        if extract.python_texts(path):
            marked.append(path.relative_to(ROOT).as_posix())
    for path in sorted((ROOT / "js" / "src").rglob("*.js")):
        if path.name != "i18n.js" and extract.js_texts(path):
            marked.append(path.relative_to(ROOT).as_posix())
    assert set(marked) <= set(extract.CONVERTED), sorted(set(marked) - set(extract.CONVERTED))


# words a converted front-end module may hold outside t(): none that a person reads
_ENGLISH_WORDS = re.compile(r"(?<![-\w./#:])[A-Za-z][a-z]+ [a-z]{2,}(?![-\w])")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`')


@pytest.mark.parametrize("relative", [p for p in extract.CONVERTED if p.endswith(".js")])
def test_a_converted_front_end_module_shows_no_text_outside_the_catalogue(relative):
    lines = (ROOT / relative).read_text(encoding="utf-8").splitlines()
    found = []
    for number, line in enumerate(lines, 1):
        stripped = line.lstrip()
        code = "" if stripped.startswith(("*", "/*")) else line.split("//")[0]
        if "i18n-ignore" in line:
            continue
        # the strings handed to t() or nt() are the catalogue's
        code = re.sub(r"\b[np]?t\(\s*(\"(?:[^\"\\\n]|\\.)*\"\s*,?\s*)+", "t(", code)
        for match in _STRING.finditer(code):
            literal = match.group(0)
            if re.search(r'"data-[\w-]+":\s*$', code[:match.start()]):
                continue  # a data attribute names a part for tests and styles: no one reads it
            inner = re.sub(r"\$\{[^}]*\}", " ", literal[1:-1])
            if _ENGLISH_WORDS.search(inner) or (literal.startswith("`") and (re.search(
                    r"(?<![-\w.#:/=])[a-z]{3,}(?![-\w:=])", inner) or re.search(
                    r"(?<![-\w.#:/=])[A-Z][a-z]{2,}\b", inner))):
                found.append(f"{relative}:{number}: {literal}")
    assert found == []


def test_the_icelandic_plural_rule():
    rule = catalogue_for("is").plural
    assert [rule(n) for n in (0, 1, 2, 5, 11, 21, 31, 101, 111, 121)] == [1, 0, 1, 1, 1, 0, 0, 0, 1, 0]
    assert catalogue_for("is").nplurals == 2


@pytest.mark.parametrize("expression, cases", [
    ("(n != 1)", {0: 1, 1: 0, 2: 1}),
    ("n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2",
     {1: 0, 2: 1, 5: 2, 12: 2, 22: 1, 25: 2}),
    ("0", {0: 0, 7: 0}),
    ("(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)",
     {0: 0, 1: 1, 2: 2, 3: 3, 11: 4, 102: 5}),
])
def test_plural_expressions_of_other_languages(expression, cases):
    rule = plural_rule(expression)
    assert {n: rule(n) for n in cases} == cases


@pytest.mark.parametrize("bad", ["n +", "(n", "import os", "n ? 1", "n ** 2"])
def test_a_broken_plural_expression_is_refused(bad):
    with pytest.raises(ValueError, match="plural expression"):
        plural_rule(bad)


def test_numbers_in_icelandic_have_a_decimal_comma():
    assert format_number(3.25, 2, "is") == "3,25"
    assert format_number(-1234567.5, 1, "is") == "-1.234.567,5"
    assert format_number(1234567.5, 1, "en") == "1,234,567.5"
    assert format_number(0.5, 0, "is") == "0"
    # a float parameter of a text is written the reader's way
    assert gettext("total {total}", "is", total=14.5) == "samtals 14,5"


def test_plurals_pick_the_form_by_the_rule():
    forms = [ngettext("{n} card", "{n} cards", n, "en") for n in (1, 2)]
    assert forms == ["1 card", "2 cards"]
    assert nmsg("column {columns} removed", "columns {columns} removed", 21, columns=21).translated("is") \
        == "dálkur 21 fjarlægður"
    assert nmsg("column {columns} removed", "columns {columns} removed", 3, columns=3).translated("is") \
        == "dálkar 3 fjarlægðir"


def test_a_msg_reads_as_english_and_translates_with_its_parameters():
    inner = msg("reveal slot {slot}", slot=4)
    assert inner == "reveal slot 4" and isinstance(inner, str)
    outer = Sentence(inner)
    assert outer == "Reveal slot 4." and outer.translated("is") == "Snúa upp reit 4."
    assert translate([{"a": outer}, ("x", 1)], "is") == [{"a": "Snúa upp reit 4."}, ["x", 1]]
    # a text the catalogue lacks reads as English, and is noted
    i18n.forget_missed()
    assert msg("no such words here").translated("is") == "no such words here"
    assert "no such words here" in i18n.missed("is")
    i18n.forget_missed()


def test_a_msg_survives_pickling():
    import pickle
    m = Sentence(msg("reveal slot {slot}", slot=4))
    back = pickle.loads(pickle.dumps(m))
    assert back == m and back.translated("is") == "Snúa upp reit 4."


def test_language_tags_find_their_catalogue():
    assert [known_language(t) for t in ("is", "is-IS", "is_IS", "IS", "en-GB", "de", "", None, 3)] \
        == ["is", "is", "is", "is", "en", None, None, None, None]
    with use_language("is"):
        assert i18n.current_language() == "is" and i18n._("Board") == "Borð"
    assert i18n.current_language() == "en"


def test_the_po_reader_reads_what_gettext_writes():
    text = '''# a comment
msgid ""
msgstr ""
"Language: xx\\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\\n"

#: somewhere.py
msgctxt "ctx"
msgid "Play"
msgstr "PLAY"

msgid "long "
"text"
msgstr "LONG "
"TEXT"

#, fuzzy
msgid "unsure"
msgstr "maybe"

msgid "{n} apple"
msgid_plural "{n} apples"
msgstr[0] "{n} A"
msgstr[1] "{n} AA"
msgstr[2] "{n} AAA"
'''
    c = Catalogue("xx", read_po(text))
    assert c.gettext("Play", "ctx") == "PLAY" and c.gettext("Play") == "Play"
    assert c.gettext("long text") == "LONG TEXT"
    assert c.gettext("unsure") == "unsure"  # fuzzy is not a translation
    assert [c.ngettext("{n} apple", "{n} apples", n) for n in (1, 2, 3)] == ["{n} A", "{n} AA", "{n} AAA"]
    data = json.loads(c.to_json())
    assert data["nplurals"] == 3 and data["messages"]["ctx\x04Play"] == "PLAY"
    assert "unsure" not in data["messages"]


def test_the_catalogue_the_boards_get_is_the_po_file():
    data = json.loads(catalogue_for("is").to_json())
    assert data["language"] == "is" and data["plural"] == "(n%10!=1 || n%100==11)"
    assert data["messages"]["Board"] == "Borð"
    assert data["messages"]["{n} card"] == ["{n} spil", "{n} spil"]
    assert data["messages"]["Skyjo rulebook section\x04Play"] == "LEIKUR"


def test_a_third_language_is_one_catalogue_file_and_no_code_change(tmp_path, monkeypatch):
    """What docs/translating.md promises: copy the template to <lang>/LC_MESSAGES, fill
    the header and translate; the boards speak it, "auto" finds it, and the check lists
    what is still missing."""
    import shutil

    from skywidgets import Skyjo
    from skywidgets.widget.testing import sent_traits

    locale = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, locale)
    german = locale / "de" / "LC_MESSAGES" / "skywidgets.po"
    german.parent.mkdir(parents=True)
    template = (locale / "skywidgets.pot").read_text(encoding="utf-8")
    template = template.replace(
        "Plural-Forms: nplurals=2; plural=(n != 1);",
        "Language: de\\nPlural-Forms: nplurals=2; plural=(n != 1);", 1)
    for english, words in (("reveal slot {slot}", "Feld {slot} aufdecken"), ("Undo", "Rückgängig")):
        template = template.replace(f'msgid "{english}"\nmsgstr ""',
                                    f'msgid "{english}"\nmsgstr "{words}"')
    german.write_text(template, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    i18n.catalogue_for.cache_clear()
    try:
        assert i18n.languages() == ["en", "de", "is"] and i18n.known_language("de-AT") == "de"
        w = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "de"})
        labels = [move["label"] for move in json.loads(json.dumps(sent_traits(w, ["moves"])))["moves"]]
        assert labels[0] == "Feld 1 aufdecken"
        assert i18n.catalogue_for("de").gettext("Undo") == "Rückgängig"
        # a text not translated yet reads in English, and the check names it
        assert i18n.catalogue_for("de").gettext("Log") == "Log"
        lacking = extract.problems(extract.collect())
        assert lacking["is"] == [] and "Log" in lacking["de"] and "Undo" not in lacking["de"]
        w.close()
    finally:
        i18n.catalogue_for.cache_clear()
