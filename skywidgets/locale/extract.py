"""Collect every text to translate from the sources and bring the catalogues up to date.

    python -m skywidgets.locale.extract          # report what is missing; exit 1 if anything
    python -m skywidgets.locale.extract --write  # write skywidgets.pot and add new entries
                                                 # to every <lang>.po (English filled in)

The texts are found where they are marked, in every source of the package and the front
end:

- Python: the first (and for plurals second) string argument of ``msg``, ``nmsg``,
  ``gettext``, ``ngettext`` and ``_``, with ``context=`` where given;
- JavaScript: ``t("...")``, ``nt("...", "...")`` and ``pt("context", "...")`` with string
  literals;
- the tables of the games in ``CONVERTED_GAMES``: each rulebook section's name (context
  ``"<game> rulebook section"``) and one-line summary, and each option's label, sentence
  and choices.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

from skywidgets.games import GAMES
from skywidgets.i18n import CONTEXT_SEPARATOR, LOCALE_DIR, SOURCE_LANGUAGE, languages, po_path, read_po

PACKAGE = Path(__file__).resolve().parent.parent
ROOT = PACKAGE.parent
JS_SRC = ROOT / "js" / "src"

def _sources() -> list[str]:
    """Every source a person's words can come from, relative to the repository: the
    package's Python (but the catalogue machinery) and the front end's JavaScript."""
    python = [p for p in sorted((PACKAGE).rglob("*.py"))
              if p.name != "i18n.py" and "locale" not in p.relative_to(PACKAGE).parts]
    javascript = [p for p in sorted(JS_SRC.rglob("*.js")) if p.name != "i18n.js"]
    return [p.relative_to(ROOT).as_posix() for p in python + javascript]


#: the sources whose every user-facing text goes through the catalogue: all of them
CONVERTED = _sources()
#: the games whose rulebook tables (sections and summaries) and options are translated
CONVERTED_GAMES = list(GAMES)
#: texts every catalogue has whatever the sources: how numbers are written
ALWAYS = [("number format", "decimal separator", None), ("number format", "thousands separator", None)]

PY_SINGULAR = {"msg", "gettext", "_"}
PY_PLURAL = {"nmsg", "ngettext"}
_JS_STRING = r'"((?:[^"\\\n]|\\.)*)"'
JS_SINGULAR = re.compile(r"(?<![\w.$])t\(\s*" + _JS_STRING)
JS_CONTEXT = re.compile(r"(?<![\w.$])pt\(\s*" + _JS_STRING + r"\s*,\s*" + _JS_STRING)
JS_PLURAL = re.compile(r"(?<![\w.$])nt\(\s*" + _JS_STRING + r"\s*,\s*" + _JS_STRING)

Entry = tuple  # (context | None, msgid, plural | None)


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def python_texts(path: Path) -> list[Entry]:
    """The marked texts of one Python file, in order."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        strings = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        context = next((k.value.value for k in node.keywords if k.arg == "context"
                        and isinstance(k.value, ast.Constant)), None)
        if name in PY_SINGULAR and strings and node.args and isinstance(node.args[0], ast.Constant):
            found.append((context, strings[0], None))
        elif name in PY_PLURAL and len(strings) >= 2 and isinstance(node.args[0], ast.Constant):
            found.append((context, strings[0], strings[1]))
    return found


def js_texts(path: Path) -> list[Entry]:
    """The marked texts of one JavaScript file, in order."""
    text = path.read_text(encoding="utf-8")
    found = [(m.start(), (None, json.loads(f'"{m.group(1)}"'), json.loads(f'"{m.group(2)}"')))
             for m in JS_PLURAL.finditer(text)]
    found += [(m.start(), (None, json.loads(f'"{m.group(1)}"'), None)) for m in JS_SINGULAR.finditer(text)]
    found += [(m.start(), (json.loads(f'"{m.group(1)}"'), json.loads(f'"{m.group(2)}"'), None))
              for m in JS_CONTEXT.finditer(text)]
    return [entry for _, entry in sorted(found)]


def rulebook_texts(game: str) -> list[Entry]:
    """A game's texts kept as data: its rulebook table (sections, summaries) and its
    options' declarations (label, sentence, choices) for the Rules panel."""
    from skywidgets.games import load
    loaded = load(game)
    found = []
    for ref in loaded.rules.values():
        found.append((f"{ref.game} rulebook section", ref.section, None))
        found.append((None, ref.summary, None))
    found.append((None, loaded.score_name, None))
    for option in loaded.options.values():
        found += [(None, option.label, None), (None, option.sentence, None)]
        found += [(None, words, None) for _, words in option.choices]
    # a game whose cards are data (a content pack) names their words itself
    found += [(context, text, None) for context, text in getattr(loaded, "content_texts", list)()]
    return found


def collect() -> dict[tuple, dict]:
    """Every text to translate: ``{(context, msgid): {"plural": ..., "where": [...]}}``."""
    texts: dict[tuple, dict] = {}

    def add(entry: Entry, where: str) -> None:
        context, msgid, plural = entry
        item = texts.setdefault((context, msgid), {"plural": plural, "where": []})
        if plural and not item["plural"]:
            item["plural"] = plural
        if where not in item["where"]:
            item["where"].append(where)

    for context, msgid, plural in ALWAYS:
        add((context, msgid, plural), "skywidgets/i18n.py")
    for relative in CONVERTED:
        path = ROOT / relative
        entries = python_texts(path) if path.suffix == ".py" else js_texts(path)
        for entry in entries:
            add(entry, relative)
    for game in CONVERTED_GAMES:
        for entry in rulebook_texts(game):
            add(entry, f"skywidgets/games/{game}/data.py")
    return texts


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def write_po(path: Path, header: str, texts: dict[tuple, dict], old: dict, language: str | None) -> None:
    """Write ``texts`` as a .po file: the translations of ``old`` kept; a new English entry
    filled with the source text, a new entry of any other language left empty."""
    lines = ['msgid ""', "msgstr " + _quote(header), ""]
    for (context, msgid), item in texts.items():
        previous = old.get((context, msgid))
        lines.append("#: " + " ".join(item["where"]))
        if previous and "fuzzy" in previous["flags"]:
            lines.append("#, fuzzy")
        if context is not None:
            lines.append("msgctxt " + _quote(context))
        lines.append("msgid " + _quote(msgid))
        nplurals = int(re.search(r"nplurals=(\d+)", header).group(1))
        if item["plural"]:
            lines.append("msgid_plural " + _quote(item["plural"]))
            strs = previous["strs"] if previous and len(previous["strs"]) == nplurals else None
            if strs is None:
                strs = ([msgid] + [item["plural"]] * (nplurals - 1)) if language == SOURCE_LANGUAGE else [""] * nplurals
            lines += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(strs)]
        else:
            strs = previous["strs"] if previous else [msgid if language == SOURCE_LANGUAGE else ""]
            lines.append("msgstr " + _quote(strs[0]))
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")


def problems(texts: dict[tuple, dict]) -> dict[str, list[str]]:
    """Per language, the texts its catalogue lacks or leaves untranslated (fuzzy, empty)."""
    out = {}
    for language in languages():
        entries = read_po(po_path(language).read_text(encoding="utf-8"))
        lacking = []
        for key, item in texts.items():
            entry = entries.get(key)
            if entry is None or not all(entry["strs"]) or "fuzzy" in entry["flags"]:
                lacking.append(key[1] if key[0] is None else f"{key[0]}{CONTEXT_SEPARATOR}{key[1]}")
        out[language] = lacking
    return out


def main(argv: list[str]) -> int:
    texts = collect()
    if "--write" in argv:
        template_header = ("Content-Type: text/plain; charset=UTF-8\n"
                           "Plural-Forms: nplurals=2; plural=(n != 1);\n")
        write_po(LOCALE_DIR / "skywidgets.pot", template_header, texts, {}, None)
        for language in languages():
            path = po_path(language)
            old = read_po(path.read_text(encoding="utf-8"))
            header = old[(None, "")]["strs"][0]
            write_po(path, header, texts, old, language)
    lacking = problems(texts)
    print(f"{len(texts)} texts in {len(CONVERTED)} converted modules and "
          f"{len(CONVERTED_GAMES)} rulebook(s)")
    for language, missing in lacking.items():
        print(f"{language}: {len(texts) - len(missing)} of {len(texts)} translated")
        for text in missing[:20]:
            print(f"   missing: {text!r}")
    return 1 if any(lacking.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
