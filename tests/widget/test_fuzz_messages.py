"""Fuzzing the browser's side of the widget protocol (docs/widget-protocol.md).

Every game, in every situation the games allow (a new game, mid-game, the past on the
screen, two branches, game over, several people, a hand-off screen, a simulation running,
bots playing on, a bot thinking), gets malformed, mistyped, oversized, stale and unknown messages and
front-end writes of every synced trait, from a fixed seed: 7,200 in all. A refused
one must set ``error`` (naming a field, in a short message) and change nothing else; an
accepted one must raise nothing and leave the engine sound. tests/widget/fuzz_probes.py
makes the probes and tests/widget/fuzzing.py sends and checks them;
benchmarks/fuzz_messages.py sends 100,000 of them.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from skywidgets import Skyway, SkywayRobbery
from skywidgets.widget import GameWidget

ROOT = Path(__file__).resolve().parents[2]


def _load_fuzzing() -> ModuleType:
    # by its path: with --import-mode=importlib a test's neighbour is no importable module;
    # registered under its name, which its dataclasses look up while they are made
    spec = importlib.util.spec_from_file_location("skywidgets_fuzzing",
                                                  Path(__file__).with_name("fuzzing.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


fuzzing = _load_fuzzing()

SEED = 2024
#: probes per game and situation: the first write each synced trait once, the rest are
#: drawn at random (45 cases: 7,200 probes)
MESSAGES = 160


# ====================================================================== the fuzzing
@pytest.mark.parametrize("game, situation", fuzzing.cases(),
                         ids=[f"{g}-{s.replace(' ', '-')}" for g, s in fuzzing.cases()])
def test_refused_messages_change_nothing(game, situation):
    tally = fuzzing.fuzz(game, situation, MESSAGES, seed=SEED)  # closes its widgets
    assert tally.tried == MESSAGES
    assert not tally.failures, "\n" + fuzzing.failure_report(tally.failures)
    # the probes did their job: most were refused, some accepted, every trait written
    assert tally.refused + tally.raced >= MESSAGES // 2, tally
    assert tally.accepted > 0, tally
    assert tally.synced <= tally.traits_written, sorted(tally.synced - tally.traits_written)


def test_the_fuzzer_knows_every_message_type_and_field():
    doc = (ROOT / "docs" / "widget-protocol.md").read_text(encoding="utf-8")
    section = doc.split("## Messages", 1)[1].split("\n## ", 1)[0]
    examples = [json.loads(text.replace("{...}", "{}"))
                for text in re.findall(r"^\| `(\{.*?\})` \|", section, re.M)]
    documented = {example["type"]: set(example) - {"type"} for example in examples}
    assert set(documented) == set(fuzzing.MESSAGE_FIELDS) == set(GameWidget._HANDLERS)
    for kind, fields in documented.items():
        assert fields <= set(fuzzing.MESSAGE_FIELDS[kind]), kind


def test_a_failure_is_told_in_a_line_or_two():
    huge = fuzzing.summary({"type": "move", "id": fuzzing.MEGABYTE_TEXT, "ply": fuzzing.HUGE_INT})
    assert huge == ("{'type': 'move', 'id': 'xxxxxxxxxxxxxxxx'…(1,000,000 characters), "
                    "'ply': 1…(401 digits)}")
    assert fuzzing.summary(fuzzing.NESTED[-1]).endswith("(nested 900 deep)")


# ====================================================================== found by fuzzing
def test_the_planner_refuses_choices_it_does_not_know():
    w = SkywayRobbery(players=["You", "heuristic"], seed=1)
    try:
        before = w.inspection
        for args in ({"x": "x" * 1_000_000}, {"target": "x" * 1_000_000},
                     {"note": float("-inf")}):
            w._on_message(w, {"type": "inspect", "name": "planner", "args": args}, None)
            assert w.error.get("field", "").startswith("args"), args.keys()
            assert w.inspection == before
    finally:
        w.close()


def test_a_refused_bot_step_leaves_a_simulation_running():
    w = Skyway(seed=1)
    try:
        w.play(w.moves[0]["id"])
        w.play(w.moves[0]["id"])
        w.simulate(n=5000, wait=False)
        w.goto(1)
        w._on_message(w, {"type": "bot_step", "ply": w.viewing}, None)  # the past shown
        assert w.error.get("field") == "viewing"
        assert w.busy == "simulating"
    finally:
        w.close()


def test_a_bot_run_while_the_past_is_shown_is_refused_and_stops_nothing():
    w = Skyway(players=["greedy"], seed=1)
    try:
        w.bot_step()
        w.bot_step()
        w.simulate(n=5000, wait=False)
        w.goto(1)
        w._on_message(w, {"type": "bot_run", "ply": w.viewing}, None)  # the past shown
        assert w.error.get("field") == "viewing"
        assert w.busy == "simulating"
    finally:
        w.close()


def test_a_trait_write_names_a_short_field():
    w = Skyway(seed=1)
    try:
        for name in ("", "x" * 1_000_000):
            w.set_state({name: 1})
            assert 0 < len(w.error["field"]) <= fuzzing.MAX_FIELD_LENGTH
    finally:
        w.close()
