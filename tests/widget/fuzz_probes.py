"""The probes of the widget protocol's fuzzing: what the browser may send, made at random.

The protocol's message types and the fields each carries (docs/widget-protocol.md), odd
values (junk, mistyped, oversized, nested as deep as JSON comes), and ``MessageMaker``,
which makes each probe: a message (malformed, mistyped, oversized, stale, unknown, a near
miss or a valid one) or a front-end write of a synced trait. fuzzing.py loads this file
by its path and checks what each probe does to a widget.

>>> summary({"type": "move", "id": "x" * 500})
"{'type': 'move', 'id': 'xxxxxxxxxxxxxxxx'…(500 characters)}"
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import skywidgets
from skywidgets.widget import DEFAULT_SETTINGS, MAX_ROLLOUTS, UNDO_MODES, GameWidget
from skywidgets.widget.settings import MAX_SIM_SECONDS, MIN_SIM_SECONDS

# ====================================================================== the protocol
#: every message type the browser may send, and the fields it carries
MESSAGE_FIELDS: dict[str, tuple[str, ...]] = {
    "move": ("id", "ply"),
    "why": ("id", "ply"),
    "undo": ("ply",),
    "new": ("seed", "options", "players"),
    "bot_step": ("whole_turn", "ply"),
    "bot_run": ("ply",),
    "stop": (),
    "simulate": ("n", "source", "ply"),
    "estimate": ("n", "rollout", "ply"),
    "goto": ("ply", "shown"),
    "resume": ("ply",),
    "ready": ("ply",),
    "inspect": ("name", "args"),
    "settings": ("settings",),
    "dismiss": (),
    "export": ("table",),
    "switch": ("branch", "ply"),
    "name_branch": ("branch", "name"),
    "compare": ("branches", "n"),
    "page_language": ("language",),
}
#: what each field holds: text, a whole number, or an object
FIELD_KINDS = {"type": "text", "id": "text", "ply": "int", "shown": "int", "seed": "int",
               "n": "int",
               "rollout": "text", "source": "text",
               "name": "text", "args": "object", "settings": "object", "whole_turn": "bool",
               "options": "object", "players": "list",
               "table": "text", "branch": "text", "branches": "list", "language": "text"}


MEGABYTE_TEXT = "x" * 1_000_000
SNOWMEN_TEXT = "\u2603" * 400_000  # 1.2 MB of UTF-8
HUGE_INT = 10**400
LONG_LIST = list(range(100_000))
#: as deep as a JSON message can come: the kernel decodes it with Python's json, which
#: gives up on nesting much deeper than the recursion limit (1000)
NESTING_DEPTHS = (20, 200, 900)
#: move ids of every game, to send to the others
FOREIGN_IDS = ("a5", "c9", "r5", "t12", "d", "s3", "f1", "y", "+", "=g", "1a", "ai-g", "end",
               "s12", "3@5", "2n@1", "B@45", "R@9", "brig:boxer", "pass")
TEXTS = ("", " ", "\n", "null", "None", "undefined", "0", "-1", "true", "\u2603", "\x00",
         "\u200b", "𝕏" * 5, "<script>alert(1)</script>", "%s%s%n", "../../etc/passwd",
         "__class__", "move", "planner", "You", "ismcts",
         # not valid text (a lone surrogate), invisible, reordering, a spreadsheet formula
         "\ud800", "A\udfffnn", "\u2063", "\u202eAnn", "\u3164", "A\u200bnn",
         '=HYPERLINK("http://example.invalid","x")', "@SUM(1)", "+1+1", "-2")
#: names for a seat: ones a person may type, formulas among them (harmless: every CSV
#: writes them as text), and ones refused at the door
GOOD_NAMES = ("Ann", "Ben", "You", "Åsa", "=1+1", "@Ann", "+Ann", "-2", "\tAnn")
BAD_NAMES = ("\ud800", "B\udc00en", "\u200b", "\u2063", "\u202eAnn", "A\u202enn", "   ",
             "\u3164", "A\u200bnn", "gre\u200bedy", "Ann\nBen", "\u0301")
PANEL_JOBS = ("heist", "jailbreak", "turf_war", "side_job")


# ====================================================================== values
def _build_nested(depth: int, shape: int) -> Any:
    value: Any = [0, "x", None][shape]
    for level in range(depth):
        value = [value] if (shape + level) % (shape + 2) else {"k": value}
    return value


#: lists and objects nested as deep as NESTING_DEPTHS, in three shapes (made once: a
#: message never changes what it was sent)
NESTED = [_build_nested(depth, shape) for depth in NESTING_DEPTHS for shape in range(3)]


def nested(gen: random.Random, depth: int | None = None) -> Any:
    """A list or object nested ``depth`` deep (one of NESTING_DEPTHS), or any of them."""
    index = None if depth is None else NESTING_DEPTHS.index(depth)
    options = NESTED if index is None else NESTED[index * 3:index * 3 + 3]
    return gen.choice(options)


def junk(gen: random.Random, depth: int = 0) -> Any:
    """Any value a JSON message can carry, favouring the awkward ones."""
    pick = gen.randrange(14 if depth < 2 else 10)
    if pick == 0:
        return gen.choice([0, 1, -1, 2, 3, 7, 255, 2**31, 2**63, 2**64, -2**63])
    if pick == 1:
        return gen.choice([HUGE_INT, -HUGE_INT, HUGE_INT + 1])
    if pick == 2:
        return gen.choice([0.5, -0.0, 3.0, 1e308, -1e308, 5e-324, float("nan"),
                           float("inf"), float("-inf")])
    if pick == 3:
        return gen.choice([True, False])
    if pick == 4:
        return None
    if pick in (5, 6):
        return gen.choice(TEXTS + FOREIGN_IDS)
    if pick == 7:
        return MEGABYTE_TEXT if gen.random() < 0.5 else SNOWMEN_TEXT
    if pick == 8:
        return nested(gen)
    if pick == 9:
        return {}
    if pick in (10, 11):
        return [junk(gen, depth + 1) for _ in range(gen.randrange(4))]
    keys = list(FIELD_KINDS) + list(DEFAULT_SETTINGS) + ["job", "target", "x", ""]
    return {gen.choice(keys): junk(gen, depth + 1) for _ in range(gen.randrange(4))}


def mistyped(gen: random.Random, kind: str) -> Any:
    """A value of the wrong type for a field of ``kind`` (bool for int, list for text,
    an object for anything, ...)."""
    wrong = {
        "int": [True, False, "3", "0", 3.5, 2.0, [3], {"ply": 3}, float("nan"), float("inf"),
                "", [], {}],
        "text": [5, 0, True, None, ["a5"], {"id": "a5"}, 1.5, [], {}],
        "object": [[], ["bot", "greedy"], "greedy", 5, True, None, 0.0, [{}]],
        "bool": [1, 0, "true", "false", None, [True], {}, 1.0],
        "list": ["Ann", 2, True, {"kind": "human"}, 1.5, {}, "Main line", None,
                 {"0": "Main line"}, [5, "Main line"], [None, None], [["Main line"], "Branch 2"]],
    }[kind]
    return gen.choice(wrong) if gen.random() < 0.7 else junk(gen)


def oversized(gen: random.Random) -> Any:
    """A megabyte of text, a 400-digit number, or nesting as deep as JSON allows."""
    return gen.choice([MEGABYTE_TEXT, SNOWMEN_TEXT, HUGE_INT, -HUGE_INT, nested(gen),
                       [MEGABYTE_TEXT], {"k": MEGABYTE_TEXT}, LONG_LIST])


def summary(value: Any, budget: int = 160) -> str:
    """A short, readable account of any value (megabytes and deep nesting included)."""
    depth, probe = 0, value
    while isinstance(probe, (list, dict)) and probe:
        probe = next(iter(probe.values())) if isinstance(probe, dict) else probe[0]
        depth += 1
    text = _summary(value, 3)
    if len(text) > budget:
        text = text[:budget - 1] + "…"
    return f"{text} (nested {depth} deep)" if depth > 6 else text


def _summary(value: Any, depth: int) -> str:
    if isinstance(value, str):
        if len(value) <= 40:
            return repr(value)
        return f"{value[:16]!r}…({len(value):,} characters)"
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        if abs(value) < 10**18:
            return repr(value)
        digits = len(str(abs(value)))
        return f"{'-' if value < 0 else ''}{str(abs(value))[0]}…({digits} digits)"
    if depth == 0:
        return "[…]" if isinstance(value, list) else "{…}"
    if isinstance(value, list):
        parts = [_summary(item, depth - 1) for item in value[:5]]
        more = f", …({len(value):,} items)" if len(value) > 5 else ""
        return "[" + ", ".join(parts) + more + "]"
    if isinstance(value, dict):
        parts = [f"{_summary(k, 0)}: {_summary(v, depth - 1)}" for k, v in list(value.items())[:6]]
        more = ", …" if len(value) > 6 else ""
        return "{" + ", ".join(parts) + more + "}"
    return f"a {type(value).__name__}"


def _browser_guess(current: Any) -> Any:
    """A value a trait holding ``current`` could hold: the browser's own idea of it."""
    if isinstance(current, bool):
        return not current
    if isinstance(current, int):
        return current + 1
    if isinstance(current, str):
        return current + "!"
    if isinstance(current, (list, tuple)):
        return []
    if isinstance(current, dict):
        return {"x": 1}
    return None


# ====================================================================== messages
@dataclass
class Probe:
    """One thing the browser does: a message (``content``) or a trait write (``write``)."""

    family: str
    content: Any = None
    write: Any = None

    @property
    def is_write(self) -> bool:
        return self.family == "trait write"

    @property
    def kind(self) -> str:
        """``set_state``, the message's type if it is one of the protocol's, else ``other``."""
        if self.is_write:
            return "set_state"
        kind = self.content.get("type") if isinstance(self.content, dict) else None
        return kind if isinstance(kind, str) and kind in MESSAGE_FIELDS else "other"

    def __str__(self) -> str:
        if self.is_write:
            return f"set_state({summary(self.write)})"
        return summary(self.content)


#: (family, weight): how often each kind of message is made
FAMILIES = (
    ("not an object", 4),
    ("unknown type", 6),
    ("missing field", 5),
    ("mistyped field", 20),
    ("oversized field", 10),
    ("near miss", 14),
    ("stale", 8),
    ("extra fields", 5),
    ("valid", 8),
    ("trait write", 20),
)


class MessageMaker:
    """Makes probes for a widget from its current position, reproducibly from ``gen``."""

    def __init__(self, gen: random.Random) -> None:
        self.gen = gen
        self._families = [name for name, weight in FAMILIES for _ in range(weight)]
        # trait writes go round the synced traits, so that every one is written; the first
        # probes write each of them once
        self._next_trait = 0
        self._sweep: int | None = None

    def probe(self, w: GameWidget) -> Probe:
        if self._sweep is None:
            self._sweep = len(set(w.keys))
        if self._sweep:
            self._sweep -= 1
            return self._trait_write(w, "trait write", plain=True)
        family = self.gen.choice(self._families)
        return getattr(self, "_" + family.replace(" ", "_"))(w, family)

    # ---------------------------------------------------------------- what a field may hold
    def _plausible(self, w: GameWidget, name: str) -> Any:
        """A well-formed value for a field: it may still be refused (an illegal move)."""
        gen, ply = self.gen, w.ply
        if name == "id":
            ids = [m["id"] for m in w.moves] or [m.id for m in w.state.legal_moves()]
            return gen.choice(ids) if ids else gen.choice(FOREIGN_IDS)
        if name in ("ply", "shown"):
            # the ply of the position on the screen, as the board sends it; now and then
            # none, or an older one (stale)
            on_screen = w.viewing if w.viewing is not None else ply
            return gen.choice([on_screen, on_screen, on_screen, None,
                               gen.randrange(on_screen + 1)])
        if name == "seed":
            return gen.choice([None, gen.randrange(1000)])
        if name == "n":
            return gen.choice([1, 2, 5])
        if name == "name":
            panels = list(skywidgets.load(w.game).inspections)
            return gen.choice([None, *panels, *panels])
        if name == "args":
            if gen.random() < 0.5:
                return {}
            return {"job": gen.choice(PANEL_JOBS)}
        if name == "settings":
            return self._settings(w, valid=True)
        if name == "language":
            return gen.choice(["en", "is", "is-IS", "de"])
        if name == "whole_turn":
            return gen.choice([True, False])
        if name == "rollout":
            return gen.choice(list(w.rollout_bots))
        if name == "source":
            # "truth" is refused unless the teacher revealed everything from Python
            return gen.choice(["seat", "seat", "truth"])
        if name == "options":
            return self._options(w, valid=True)
        if name == "players":
            return self._seats(w, valid=True)
        if name == "table":
            return gen.choice(["log", "outcomes"])
        if name == "branch":
            return gen.choice([b["name"] for b in w.branches])
        if name == "branches":
            names = [b["name"] for b in w.branches]
            return [gen.choice(names), gen.choice(names)]
        return junk(gen)

    def _near(self, w: GameWidget, name: str) -> Any:
        """A value of the right type that is a little wrong."""
        gen, ply = self.gen, w.ply
        if name == "id":
            legal = [m.id for m in w.state.legal_moves()] or list(FOREIGN_IDS)
            base = gen.choice(legal)
            return gen.choice([
                base.upper(), f" {base} ", base + "\n", base * 2, base[:-1], base + "0",
                base[::-1], "\u200b" + base, base.replace("5", "\uff15"),
                base.replace("1", "\u0661"), base + "_0", "+" + base, gen.choice(FOREIGN_IDS),
                base.replace("@", "@@"), base + ":", base.split(":")[0]])
        if name in ("ply", "shown"):
            return gen.choice([ply + 1, ply + 2, -1, -ply - 1, 2**63, ply + 10**6,
                               w.viewing if w.viewing is not None else ply - 1])
        if name == "seed":
            return gen.choice([-1, -(2**70), 2**64, 2**200, HUGE_INT, 10**4300 - 1])
        if name == "n":
            return gen.choice([0, -1, MAX_ROLLOUTS + 1, 10**9, HUGE_INT, -HUGE_INT])
        if name == "name":
            return gen.choice(["Planner", " planner", "planner ", "plan", "", "outcomes",
                               "__init__", "inspect", "__class__", *BAD_NAMES, *GOOD_NAMES])
        if name == "args":
            job = gen.choice([*PANEL_JOBS, "Heist", "heist ", "", "bank", None])
            args: dict[str, Any] = {"job": job}
            if gen.random() < 0.6:
                args["target"] = gen.choice([None, "", "x", 0, "the_brig", junk(gen)])
            if gen.random() < 0.3:
                args[gen.choice(["name", "seat", "state", "x", "job "])] = junk(gen)
            return args
        if name == "settings":
            return self._settings(w, valid=False)
        if name == "language":
            return gen.choice([None, 7, "", "x" * 36, ["is"], {"tag": "is"}])
        if name == "whole_turn":
            return gen.choice([1, 0, "yes", "true", None])
        if name == "source":
            return gen.choice(["Truth", "truth ", "the deck", "", None, "reveal_all", 1])
        if name == "options":
            return self._options(w, valid=False)
        if name == "players":
            return self._seats(w, valid=False)
        if name == "table":
            return gen.choice(["Log", "log ", "", "outcome", "state", "chance", "__class__"])
        if name == "branch":
            base = gen.choice([b["name"] for b in w.branches])
            return gen.choice([base.upper(), f" {base} ", base + "\n", base[:-1], "",
                               "Branch 99", "\u200b" + base, "x" * 41, base + "\ud800",
                               "\u202e" + base])
        if name == "branches":
            names = [b["name"] for b in w.branches]
            return gen.choice([[names[0]], [names[0]] * 3, [names[0], names[0]],
                               [names[0], "Branch 99"], [names[-1].lower(), names[0]], []])
        return junk(gen)

    def _options(self, w: GameWidget, valid: bool) -> dict | None:
        """Options as the Rules panel sends them: values it offers, or a little wrong."""
        gen = self.gen
        declared = w.rules["options"]
        if not declared or gen.random() < 0.2:
            return None if valid else {gen.choice(["house_rule", "", "Goals", "x" * 200]): junk(gen)}
        entry = gen.choice(declared)
        if valid:
            offered = {"flag": [True, False], "whole": [entry.get("low"), entry.get("high")],
                       "choice": [c["value"] for c in entry.get("choices", [])],
                       "own": [entry["value"]]}[entry["kind"]]
            return {entry["name"]: gen.choice(offered)}
        wrong = {"flag": [1, 0, "true", None], "choice": ["nonsense", 1, None, [entry["value"]]],
                 "whole": [-1, 10**6, True, 2.5, "3", HUGE_INT], "own": [3, "x", {}, [1, 2]]}
        return {entry["name"]: gen.choice(wrong[entry["kind"]]) if gen.random() < 0.8 else junk(gen)}

    def _seats(self, w: GameWidget, valid: bool) -> list | None:
        """Seats as the Rules panel sends them: people and bots, or a little wrong."""
        gen = self.gen
        low, high = w.rules["players"]["min"], w.rules["players"]["max"]
        if valid and gen.random() < 0.3:
            return None
        seats = [{"kind": "human", "name": gen.choice(GOOD_NAMES)}
                 if gen.random() < 0.5 else {"kind": "bot", "bot": gen.choice(list(w.rollout_bots))}
                 for _ in range(gen.randint(low, high))]
        if not valid:
            bad = gen.choice([
                {"kind": "human", "name": ""}, {"kind": "human", "name": "x" * 41},
                {"kind": "human", "name": gen.choice(list(w.bots))}, {"kind": "bot", "bot": "deep-blue"},
                {"kind": "robot"}, "Ann", None, {"kind": "human", "name": junk(gen)},
                {"kind": "human", "name": gen.choice(BAD_NAMES)},
                {"kind": "human", "name": gen.choice(BAD_NAMES)}])
            if gen.random() < 0.25:
                return seats * (high + 1)
            seats[gen.randrange(len(seats))] = bad
        return seats

    def _settings(self, w: GameWidget, valid: bool) -> dict:
        gen = self.gen
        good = {"bot": list(w.bots), "rollout": list(w.rollout_bots),
                "sim_n": [1, 50, 200, MAX_ROLLOUTS], "pace": [0, 0.25, 0.5, 1.5],
                "sim_seconds": [MIN_SIM_SECONDS, 1, 2.5, 5, MAX_SIM_SECONDS],
                "autoplay": [True, False], "undo": list(UNDO_MODES), "explain": [True, False],
                "language": ["auto", "en", "is"]}
        bad = {"bot": ["deep-blue", "Greedy", "", None, 1, ["greedy"]],
               "rollout": ["ismcts", "mcts", "Random", None, 0],
               "sim_n": [0, -1, MAX_ROLLOUTS + 1, True, 2.0, "200", HUGE_INT, None],
               "sim_seconds": [0, -1, 0.1, MAX_SIM_SECONDS + 1, float("nan"), float("inf"),
                               True, "5", None, HUGE_INT],
               "pace": [-0.1, 10.5, float("nan"), float("inf"), True, "0.5", None, HUGE_INT],
               "autoplay": [1, 0, "true", None, [True]],
               "undo": ["Free", "on", "", None, 0],
               "explain": [1, 0, "true", "why", None, [True]],
               "language": ["xx", "", None, 3, ["is"], "Auto"]}
        keys = gen.sample(list(good), gen.randrange(1, 4))
        changes = {key: gen.choice(good[key]) for key in keys}
        if not valid:
            if gen.random() < 0.75:
                key = gen.choice(list(bad))
                changes[key] = gen.choice(bad[key]) if gen.random() < 0.8 else junk(gen)
            else:
                changes[gen.choice(["volume", "Bot", "", "seat", "x" * 200])] = junk(gen)
        return changes

    def _message(self, w: GameWidget, kind: str) -> dict:
        """A message of ``kind`` with a plausible value in every field."""
        return {"type": kind, **{name: self._plausible(w, name) for name in MESSAGE_FIELDS[kind]}}

    def _typed_kind(self, with_fields: bool = False) -> str:
        kinds = [k for k, fields in MESSAGE_FIELDS.items() if fields or not with_fields]
        return self.gen.choice(kinds)

    # ---------------------------------------------------------------- the families
    def _not_an_object(self, w: GameWidget, family: str) -> Probe:
        gen = self.gen
        content = gen.choice([None, "move a5", "", 5, True, 1.5, HUGE_INT, [], ["move", "a5"],
                              [{"type": "move", "id": "a5"}], MEGABYTE_TEXT,
                              nested(gen), junk(gen)])
        if isinstance(content, dict):
            content = [content]
        return Probe(family, content=content)

    def _unknown_type(self, w: GameWidget, family: str) -> Probe:
        gen = self.gen
        kind = gen.choice(["teleport", "MOVE", "move ", " move", "Move", "", "_msg_move",
                           "__init__", "_handle", "set_state", "error", "close", "undo\x00",
                           "settings.bot", 5, None, True, ["move"], {"type": "move"},
                           MEGABYTE_TEXT, HUGE_INT, nested(gen, 200)])
        content = {"type": kind} if gen.random() < 0.85 else {}
        if gen.random() < 0.5:
            content.update(id=self._plausible(w, "id"), ply=w.ply)
        return Probe(family, content=content)

    def _missing_field(self, w: GameWidget, family: str) -> Probe:
        kind = self._typed_kind(with_fields=True)
        content = self._message(w, kind)
        del content[self.gen.choice(MESSAGE_FIELDS[kind])]
        return Probe(family, content=content)

    def _mistyped_field(self, w: GameWidget, family: str) -> Probe:
        kind = self._typed_kind(with_fields=True)
        content = self._message(w, kind)
        name = self.gen.choice(MESSAGE_FIELDS[kind])
        content[name] = mistyped(self.gen, FIELD_KINDS[name])
        if kind == "settings" and self.gen.random() < 0.5:
            # a mistyped value inside the settings object
            key = self.gen.choice(list(DEFAULT_SETTINGS))
            content["settings"] = {key: mistyped(self.gen, "int" if key in ("sim_n", "pace",
                                                                          "sim_seconds")
                                                 else "text")}
        return Probe(family, content=content)

    def _oversized_field(self, w: GameWidget, family: str) -> Probe:
        kind = self._typed_kind(with_fields=True)
        content = self._message(w, kind)
        name = self.gen.choice(MESSAGE_FIELDS[kind])
        if kind in ("settings", "inspect") and self.gen.random() < 0.5:
            inner = "settings" if kind == "settings" else "args"
            key = self.gen.choice(list(DEFAULT_SETTINGS) if kind == "settings"
                                  else ["job", "target", "x"])
            content[inner] = {**(content.get(inner) or {}), key: oversized(self.gen)}
        else:
            content[name] = oversized(self.gen)
        return Probe(family, content=content)

    def _near_miss(self, w: GameWidget, family: str) -> Probe:
        kind = self._typed_kind(with_fields=True)
        content = self._message(w, kind)
        name = self.gen.choice(MESSAGE_FIELDS[kind])
        content[name] = self._near(w, name)
        return Probe(family, content=content)

    def _stale(self, w: GameWidget, family: str) -> Probe:
        """A message sent from a position the game has left (another view of the board
        that has not seen the last move yet), or from none."""
        gen, ply = self.gen, w.ply
        on_screen = w.viewing if w.viewing is not None else ply
        old = gen.choice([p for p in range(ply + 2) if p != on_screen] or [ply + 1])
        kind = gen.choice(["move", "move", "goto", "resume", "undo", "ready", "bot_step",
                           "bot_run", "simulate", "switch"])
        content = self._message(w, kind)
        key = "shown" if kind == "goto" else "ply"
        if kind == "goto":
            content["ply"] = gen.choice([ply + 1, -1, old, None])
        if gen.random() < 0.15:
            del content[key]
        else:
            content[key] = old
        return Probe(family, content=content)

    def _extra_fields(self, w: GameWidget, family: str) -> Probe:
        kind = self._typed_kind()
        content = self._message(w, kind)
        for _ in range(self.gen.randrange(1, 4)):
            key = self.gen.choice(["seat", "player", "state", "view", "error", "_buffers",
                                   "__proto__", "x", "id", "ply", "n", "seed", "name"])
            if key not in content:
                content[key] = junk(self.gen)
        return Probe(family, content=content)

    def _valid(self, w: GameWidget, family: str) -> Probe:
        kind = self._typed_kind()
        content = self._message(w, kind)
        if kind == "goto" and self.gen.random() < 0.7:
            content["ply"] = self.gen.randrange(w.ply + 1)
        return Probe(family, content=content)

    def _trait_write(self, w: GameWidget, family: str, plain: bool = False) -> Probe:
        """A front-end write of the next synced trait (``plain``: that trait alone)."""
        gen = self.gen
        names = sorted(set(w.keys))
        name = names[self._next_trait % len(names)]
        self._next_trait += 1
        current = getattr(w, name)
        guess = _browser_guess(current)
        value = guess if guess is not None and gen.random() < 0.3 else junk(gen)
        write: Any = {name: value}
        roll = 1.0 if plain else gen.random()
        if roll < 0.1:
            write[gen.choice(names)] = junk(gen)
        elif roll < 0.15:
            write = gen.choice([None, [], [name], name, 5, {}])
        elif roll < 0.2:
            write = {gen.choice(["secret", "_state", "_lock", "error ", "", MEGABYTE_TEXT]):
                     junk(gen)}
        return Probe(family, write=write)
