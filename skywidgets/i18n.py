"""Words in the class's language: one gettext catalogue per language, read by Python and
sent to the boards.

Every word a person reads is written in English in the source and looked up in the
catalogue of the reader's language: ``skywidgets/locale/<lang>/LC_MESSAGES/skywidgets.po``
(standard gettext, Plural-Forms and all). A third language is one more such file.

Engine code does not know who will read its words: it writes them as :class:`Msg`, a
``str`` that reads as English (so every Python caller, test and error message sees the
same text as before) and remembers its message id and parameters. The widget translates
a ``Msg`` on its way to the browser, into the widget's own language, so two boards in
two languages live in one kernel and a live change of language only sends the traits
again. Code that knows its reader (a widget's own texts) calls :func:`gettext` with a
language, or ``_()`` inside :func:`use_language`.

>>> label = msg("reveal slot {slot}", slot=5)
>>> label
'reveal slot 5'
>>> translate(label, "is")
'snúa upp reit 5'
>>> format_number(1234.5, 1, "is")
'1.234,5'
>>> ngettext("{n} card", "{n} cards", 21, "is")
'21 spil'
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import re
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping

#: where the catalogues live: <lang>/LC_MESSAGES/skywidgets.po
LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "skywidgets"
#: the language of the source texts: its catalogue maps each text to itself (or a better wording)
SOURCE_LANGUAGE = "en"
#: gettext's separator between a message's context and its id
CONTEXT_SEPARATOR = "\x04"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")

_language: contextvars.ContextVar[str] = contextvars.ContextVar("skywidgets_language",
                                                                default=SOURCE_LANGUAGE)


# ---------------------------------------------------------------- messages kept for later
class Msg(str):
    """A text to translate later: reads as its English words, remembers how to say them
    in another language.

    >>> m = msg("{who} drew a card", who="Ada")
    >>> m, m.msgid, m.params
    ('Ada drew a card', '{who} drew a card', {'who': 'Ada'})
    """

    msgid: str
    plural: str | None
    n: int | None
    context: str | None
    params: dict

    def __new__(cls, msgid: str, params: Mapping[str, Any] | None = None, *,
                plural: str | None = None, n: int | None = None,
                context: str | None = None) -> "Msg":
        params = dict(params or {})
        template = msgid if plural is None or n == 1 else plural
        self = super().__new__(cls, fill(template, params, SOURCE_LANGUAGE, translated=False))
        self.msgid, self.plural, self.n, self.context, self.params = (
            msgid, plural, n, context, params)
        return self

    def __reduce__(self):  # a pickled Msg (a record sent to a worker) stays a Msg
        return (_rebuild, (self.msgid, self.params, self.plural, self.n, self.context))

    def translated(self, language: str) -> str:
        """The text in ``language`` (English where its catalogue lacks it)."""
        catalogue = catalogue_for(language)
        if self.plural is not None:
            template = catalogue.ngettext(self.msgid, self.plural, self.n or 0, self.context)
        else:
            template = catalogue.gettext(self.msgid, self.context)
        return fill(template, self.params, language)


class Shaped(Msg):
    """A text given a shape in whatever language it is said in: ``shape`` (a function of
    the words, at module level so that it pickles) applied to ``text``'s words in the
    reader's language: a sentence's capital, an error's cut, a label in lower case.

    >>> Shaped(msg("Undo"), str.upper).translated("is")
    'AFTURKALLA'
    """

    def __new__(cls, text: str, shape: Callable[[str], str]) -> "Shaped":
        self = str.__new__(cls, shape(str(text)))
        self.msgid, self.plural, self.n, self.context, self.params = (
            "{text}", None, None, None, {"text": text, "shape": shape})
        return self

    def __reduce__(self):
        return (Shaped, (self.params["text"], self.params["shape"]))

    def translated(self, language: str) -> str:
        text = self.params["text"]
        return self.params["shape"](text.translated(language) if isinstance(text, Msg)
                                    else str(text))


class Sentence(Shaped):
    """A text said as a sentence: its first letter capital, a full stop at the end, in
    whatever language it is translated into.

    >>> Sentence(msg("the game is over"))
    'The game is over.'
    """

    def __new__(cls, text: str) -> "Sentence":
        return Shaped.__new__(cls, text, _as_sentence)

    def __reduce__(self):
        return (Sentence, (self.params["text"],))


class Number(Msg):
    """A number with ``digits`` decimals, written the reader's way (a parameter of a text).

    >>> n = number(5.0214, 2)
    >>> n, n.translated("is")
    ('5.02', '5,02')
    """

    def __new__(cls, x: float, digits: int = 1, text: str | None = None) -> "Number":
        self = str.__new__(cls, f"{x:.{digits}f}" if text is None else text)
        self.msgid, self.plural, self.n, self.context, self.params = (
            "", None, None, None, {"x": x, "digits": digits})
        return self

    def __reduce__(self):
        return (Number, (self.params["x"], self.params["digits"], str(self)))

    def translated(self, language: str) -> str:
        # no thousands grouping: the same digits as the source's, with the reader's comma
        decimal = catalogue_for(language).gettext("decimal separator", "number format")
        return str(self).replace(".", "." if decimal == "decimal separator" else decimal)


class Joined(Msg):
    """Names listed one after another, each said in the reader's language where it is a
    :class:`Msg` (a parameter of a text: "branches: {branches}").

    >>> names = joined([msg("Main line", context="branch name"), "Try"])
    >>> names, names.translated("is")
    ('Main line, Try', 'Aðallína, Try')
    """

    def __new__(cls, items: list, separator: str = ", ") -> "Joined":
        items = list(items)
        self = str.__new__(cls, separator.join(str(item) for item in items))
        self.msgid, self.plural, self.n, self.context, self.params = (
            "", None, None, None, {"items": items, "separator": separator})
        return self

    def __reduce__(self):
        return (Joined, (self.params["items"], self.params["separator"]))

    def translated(self, language: str) -> str:
        return self.params["separator"].join(
            item.translated(language) if isinstance(item, Msg) else str(item)
            for item in self.params["items"])


def joined(items: Any, separator: str = ", ") -> Joined:
    """``items`` listed with ``separator``, each translated on its way to the reader."""
    return Joined(items, separator)


def number(x: float, digits: int = 1, text: str | None = None) -> Number:
    """``x`` with ``digits`` decimals, in the reader's way: ``msg("mean {m}", m=number(5.02, 2))``;
    ``text``: the numeral as English writes it, when written otherwise (trimmed zeros).

    >>> number(0.5, text="0.5").translated("is")
    '0,5'
    """
    return Number(x, digits, text)


def _as_sentence(text: str) -> str:
    return f"{text[:1].upper()}{text[1:]}."


def _rebuild(msgid, params, plural, n, context) -> Msg:
    return Msg(msgid, params, plural=plural, n=n, context=context)


def msg(msgid: str, context: str | None = None, **params: Any) -> Msg:
    """A text to translate on its way to the reader: ``msg("slot {slot}", slot=3)``.

    >>> str(msg("slot {slot}", slot=3))
    'slot 3'
    """
    return Msg(msgid, params, context=context)


class OwnWords(Msg):
    """A game's own text (a rulebook section and summary, an option's words): translated
    where the catalogues hold it (the games skywidgets ships), else shown as the game's
    author wrote it. A game written in a notebook cell brings words no catalogue has:
    those are not counted as missing (``missed``); a text of ours is."""

    def __reduce__(self):
        return (own_words, (str(self.msgid), self.context))

    def translated(self, language: str) -> str:
        if not catalogue_for(SOURCE_LANGUAGE).has(self.msgid, self.context):
            return self.msgid  # no catalogue knows it: the author's own words
        return super().translated(language)


def own_words(text: str, context: str | None = None) -> Msg:
    """A game's own ``text`` (its rulebook's, its options'): translated where the
    catalogues hold it, else as written (``OwnWords``); a text already marked
    (``msg``, its own context) stays as it is.

    >>> own_words("roll or hold").translated("is")
    'roll or hold'
    """
    if isinstance(text, Msg):
        return text
    return OwnWords(str(text), context=context)


def nmsg(singular: str, plural: str, count: int, context: str | None = None,
         **params: Any) -> Msg:
    """A text with a number, translated later with the reader's plural rule.

    >>> nmsg("{n} card", "{n} cards", 2)  # {n} is the count unless given
    '2 cards'
    """
    return Msg(singular, {"n": count, **params}, plural=plural, n=count, context=context)


def fill(template: str, params: Mapping[str, Any], language: str, translated: bool = True) -> str:
    """``template`` with each ``{name}`` replaced by its parameter, itself translated (a
    ``Msg``) or written in ``language``'s way (a float: decimal comma in Icelandic)."""
    if not params:
        return template

    def value(match: re.Match) -> str:
        name = match.group(1)
        if name not in params:
            return match.group(0)
        x = params[name]
        if isinstance(x, Msg):
            return x.translated(language) if translated else str(x)
        if isinstance(x, float) and translated:
            return format_number(x, None, language)
        return str(x)

    return _PLACEHOLDER.sub(value, template)


# ---------------------------------------------------------------- the catalogues
def _unquote(text: str) -> str:
    return json.loads(text) if text.startswith('"') else text


def read_po(text: str) -> dict[tuple[str | None, str], dict]:
    """The entries of a .po file's ``text``: ``{(context, msgid): {"plural": ..., "strs":
    [...], "flags": [...]}}``; the header is the entry with msgid ``""``.

    >>> entries = read_po('msgid "a"\\nmsgstr "b"\\n')
    >>> entries[(None, "a")]["strs"]
    ['b']
    """
    entries: dict[tuple[str | None, str], dict] = {}
    current: dict = {}
    field: str | None = None

    def finish() -> None:
        nonlocal current
        if "msgid" in current:
            strs = [current[k] for k in sorted(current, key=_plural_index)
                    if k.startswith("msgstr")]
            entries[(current.get("msgctxt"), current["msgid"])] = {
                "plural": current.get("msgid_plural"), "strs": strs,
                "flags": current.get("flags", [])}
        current = {}

    has_str = lambda: any(k.startswith("msgstr") for k in current)
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if has_str():
                finish()
            if line.startswith("#,"):
                current.setdefault("flags", []).extend(f.strip() for f in line[2:].split(","))
            field = None
            continue
        if line.startswith('"'):
            if field is None:
                raise ValueError(f"line {number}: a continued string with nothing before it")
            current[field] += _unquote(line)
            continue
        keyword, _, rest = line.partition(" ")
        if not (keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr")
                or re.fullmatch(r"msgstr\[\d+\]", keyword)):
            raise ValueError(f"line {number}: unknown keyword {keyword!r}")
        if keyword in ("msgctxt", "msgid") and has_str():
            finish()
        current[keyword] = _unquote(rest.strip())
        field = keyword
    finish()
    return entries


def _plural_index(key: str) -> int:
    match = re.fullmatch(r"msgstr\[(\d+)\]", key)
    return int(match.group(1)) if match else -1


def plural_rule(expression: str) -> Callable[[int], int]:
    """gettext's plural expression (C syntax, one variable ``n``) as a function.

    >>> icelandic = plural_rule("(n%10!=1 || n%100==11)")
    >>> [icelandic(n) for n in (1, 2, 11, 21, 111)]
    [0, 1, 1, 0, 1]
    """
    tokens = re.findall(r"\d+|n|\|\||&&|==|!=|<=|>=|[()?:<>%!+\-*/]", expression)
    if "".join(tokens) != re.sub(r"\s+", "", expression):
        raise ValueError(f"not a plural expression: {expression!r}")
    position = 0

    def peek() -> str | None:
        return tokens[position] if position < len(tokens) else None

    def take(expected: str | None = None) -> str:
        nonlocal position
        token = peek()
        if token is None or (expected is not None and token != expected):
            raise ValueError(f"plural expression {expression!r}: expected {expected or 'more'}")
        position += 1
        return token

    binary = [("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"),
              ("*", "/", "%")]
    ops = {"||": lambda a, b: int(bool(a) or bool(b)), "&&": lambda a, b: int(bool(a) and bool(b)),
           "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
           "<": lambda a, b: int(a < b), ">": lambda a, b: int(a > b),
           "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
           "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
           "/": lambda a, b: a // b if b else 0, "%": lambda a, b: a % b if b else 0}

    def ternary():
        condition = level(0)
        if peek() == "?":
            take("?")
            yes = ternary()
            take(":")
            no = ternary()
            return lambda n: yes(n) if condition(n) else no(n)
        return condition

    def level(i: int):
        if i == len(binary):
            return unary()
        left = level(i + 1)
        while peek() in binary[i]:
            op = ops[take()]
            right = level(i + 1)
            left = (lambda l, r, f: lambda n: f(l(n), r(n)))(left, right, op)
        return left

    def unary():
        token = take()
        if token == "!":
            inner = unary()
            return lambda n: int(not inner(n))
        if token == "(":
            inner = ternary()
            take(")")
            return inner
        if token == "n":
            return lambda n: n
        if token.isdigit():
            return lambda n, k=int(token): k
        raise ValueError(f"plural expression {expression!r}: unexpected {token!r}")

    rule = ternary()
    if peek() is not None:
        raise ValueError(f"plural expression {expression!r}: unexpected {peek()!r}")
    return lambda n: int(rule(int(n)))


class Catalogue:
    """One language's words, read from its .po file.

    >>> c = catalogue_for("is")
    >>> c.language, c.nplurals, c.gettext("Board")
    ('is', 2, 'Borð')
    """

    def __init__(self, language: str, entries: Mapping[tuple[str | None, str], dict]) -> None:
        self.language = language
        self.entries = dict(entries)
        header = self._header(self.entries.get((None, ""), {}).get("strs", [""])[0])
        forms = header.get("plural-forms", "nplurals=2; plural=(n != 1);")
        match = re.search(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?);?\s*$", forms)
        if not match:
            raise ValueError(f"{language}: a Plural-Forms header like 'nplurals=2; plural=(n != 1);'")
        self.nplurals = int(match.group(1))
        self.plural_expression = match.group(2).strip().rstrip(";")
        self.plural = plural_rule(self.plural_expression)

    @staticmethod
    def _header(text: str) -> dict[str, str]:
        pairs = (line.partition(":") for line in text.splitlines() if ":" in line)
        return {key.strip().lower(): value.strip() for key, _, value in pairs}

    def _strs(self, msgid: str, context: str | None) -> list[str] | None:
        entry = self.entries.get((context, msgid))
        if entry is None or "fuzzy" in entry["flags"] or not all(entry["strs"]):
            return None
        return entry["strs"]

    def gettext(self, msgid: str, context: str | None = None) -> str:
        strs = self._strs(msgid, context)
        if strs is None:
            _missed(self.language, msgid)
            return msgid
        return strs[0]

    def ngettext(self, singular: str, plural: str, n: int, context: str | None = None) -> str:
        strs = self._strs(singular, context)
        if strs is None:
            _missed(self.language, singular)
            return singular if n == 1 else plural
        index = self.plural(n)
        return strs[index] if 0 <= index < len(strs) else strs[-1]

    def has(self, msgid: str, context: str | None = None) -> bool:
        return self._strs(msgid, context) is not None

    def to_json(self) -> str:
        """The catalogue as the boards read it (js/src/shared/i18n.js): its language, plural
        rule and translated messages, keyed by id (``context\\x04id`` with a context)."""
        messages = {}
        for (context, msgid), entry in sorted(self.entries.items(), key=lambda kv: (kv[0][0] or "", kv[0][1])):
            if not msgid or "fuzzy" in entry["flags"] or not all(entry["strs"]):
                continue
            key = msgid if context is None else f"{context}{CONTEXT_SEPARATOR}{msgid}"
            messages[key] = entry["strs"] if entry["plural"] is not None else entry["strs"][0]
        return json.dumps({"language": self.language, "plural": self.plural_expression,
                           "nplurals": self.nplurals, "messages": messages},
                          ensure_ascii=False, sort_keys=True)


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    """The languages with a catalogue, English first.

    >>> languages()[:2]
    ['en', 'is']
    """
    found = sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return sorted(found, key=lambda lang: lang != SOURCE_LANGUAGE)


def known_language(tag: Any) -> str | None:
    """The catalogue's language for a language tag (``"is"``, ``"is-IS"``, ``"is_IS"``), or
    None when there is none.

    >>> known_language("is_IS"), known_language("EN-gb"), known_language("xx")
    ('is', 'en', None)
    """
    if not isinstance(tag, str) or not tag.strip():
        return None
    tag = tag.strip().replace("-", "_")
    available = languages()
    for candidate in (tag, tag.lower(), tag.split("_")[0].lower()):
        if candidate in available:
            return candidate
    return None


@lru_cache(maxsize=None)
def catalogue_for(language: str) -> Catalogue:
    """The catalogue of ``language`` (read once); an unknown language reads as English."""
    path = po_path(language)
    if not path.is_file():
        path, language = po_path(SOURCE_LANGUAGE), SOURCE_LANGUAGE
    return Catalogue(language, read_po(path.read_text(encoding="utf-8")))


# ---------------------------------------------------------------- missing words, for tests
_misses: dict[str, set[str]] = {}
_misses_lock = threading.Lock()


def _missed(language: str, msgid: str) -> None:
    with _misses_lock:
        _misses.setdefault(language, set()).add(msgid)


def missed(language: str | None = None) -> set[str]:
    """The texts asked for in ``language`` (every language: None) that its catalogue
    lacked, since the last :func:`forget_missed` (the tests' check that nothing is shown
    untranslated)."""
    with _misses_lock:
        if language is not None:
            return set(_misses.get(language, ()))
        return set().union(*_misses.values()) if _misses else set()


def forget_missed() -> None:
    with _misses_lock:
        _misses.clear()


# ---------------------------------------------------------------- translating now
def gettext(msgid: str, language: str | None = None, context: str | None = None,
            **params: Any) -> str:
    """``msgid`` in ``language`` (default: the one in use), its ``{name}`` filled in.

    >>> gettext("Board", "is")
    'Borð'
    """
    lang = language or _language.get()
    return fill(catalogue_for(lang).gettext(msgid, context), params, lang)


def ngettext(singular: str, plural: str, count: int, language: str | None = None,
             context: str | None = None, **params: Any) -> str:
    """The form of ``singular``/``plural`` for ``n`` in ``language``.

    >>> [ngettext("column {columns} removed", "columns {columns} removed", k, "is",
    ...           columns=k) for k in (1, 2, 11, 21)]
    ['dálkur 1 fjarlægður', 'dálkar 2 fjarlægðir', 'dálkar 11 fjarlægðir', 'dálkur 21 fjarlægður']
    """
    lang = language or _language.get()
    return fill(catalogue_for(lang).ngettext(singular, plural, count, context),
                {"n": count, **params}, lang)


_ = gettext


def current_language() -> str:
    """The language :func:`gettext` uses when given none."""
    return _language.get()


@contextlib.contextmanager
def use_language(language: str) -> Iterator[str]:
    """Within the block, ``_()`` speaks ``language``.

    >>> with use_language("is"):
    ...     _("Board")
    'Borð'
    """
    token = _language.set(known_language(language) or SOURCE_LANGUAGE)
    try:
        yield _language.get()
    finally:
        _language.reset(token)


def format_number(x: float, digits: int | None = 1, language: str | None = None) -> str:
    """``x`` with ``digits`` decimals (None: as Python writes it), in ``language``'s way:
    its catalogue says the decimal and thousands separators.

    >>> format_number(-3.25, 2, "is"), format_number(12345.0, 0, "en")
    ('-3,25', '12,345')
    """
    lang = language or _language.get()
    catalogue = catalogue_for(lang)
    decimal = catalogue.gettext("decimal separator", "number format")
    thousands = catalogue.gettext("thousands separator", "number format")
    if decimal == "decimal separator":
        decimal = "."
    if thousands == "thousands separator":
        thousands = ","
    text = f"{x:,.{digits}f}" if digits is not None else f"{x:,}"
    return text.replace(",", "\x00").replace(".", decimal).replace("\x00", thousands)


def translate(value: Any, language: str) -> Any:
    """``value`` with every :class:`Msg` in it (in lists and dicts, at any depth) said in
    ``language``; anything else as it is. The widget's traits go to the browser this way.

    >>> translate({"label": msg("draw from the draw pile"), "id": "d"}, "is")
    {'label': 'draga úr dráttarbunkanum', 'id': 'd'}
    """
    if isinstance(value, Msg):
        return value.translated(language)
    if isinstance(value, dict):
        return {k: translate(v, language) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [translate(v, language) for v in value]
    return value


# ---------------------------------------------------------------- the kernel's language
#: the language chosen for what the kernel itself says (``help()``): "auto" or a language
_kernel_choice = "auto"
#: the language the last board (or lab) in this kernel reported from its page, if any
_page_reported: str | None = None


def set_language(language: str) -> None:
    """The language of what Python itself says to a learner, such as ``help(Skyjo)``:
    ``"is"``, ``"en"`` or any language with a catalogue; ``"auto"`` (the default) is the
    language the last board in this kernel reported from its page, else English. A
    board's own language is its ``settings["language"]``.

    >>> import skywidgets
    >>> skywidgets.set_language("is")
    >>> kernel_language()
    'is'
    >>> skywidgets.set_language("auto")
    """
    global _kernel_choice
    if not isinstance(language, str) or (language != "auto" and known_language(language) is None):
        raise ValueError(f"language: one of {', '.join(languages())} or auto (the page's "
                         f"language), not {language!r}")
    _kernel_choice = language if language == "auto" else known_language(language)


def kernel_language() -> str:
    """The language :func:`set_language` chose; under ``"auto"`` the one the last board's
    page reported, else English."""
    if _kernel_choice != "auto":
        return _kernel_choice
    return known_language(_page_reported) or SOURCE_LANGUAGE


def remember_page_language(tag: str) -> None:
    """A board (or lab) reports its page's language: ``"auto"`` follows the last one."""
    global _page_reported
    _page_reported = tag


__all__ = ["Catalogue", "Joined", "LOCALE_DIR", "Msg", "joined", "Number", "Sentence", "Shaped", "number", "SOURCE_LANGUAGE", "catalogue_for",
           "current_language", "fill", "format_number", "forget_missed", "gettext",
           "kernel_language", "known_language", "languages", "missed", "msg", "ngettext",
           "nmsg", "own_words", "OwnWords", "plural_rule", "read_po", "remember_page_language",
           "set_language", "translate", "use_language"]
