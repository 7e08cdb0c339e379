"""The widget's Simulated outcomes carry what the panel needs to run live: the time
budget (``settings.sim_seconds``), the estimate, whether the budget stopped the run, and
which move, if any, is clearly best."""

from __future__ import annotations

import pytest

from skywidgets import Skyjo, Skyway
from skywidgets.core.errors import BadMessage
from skywidgets.widget.settings import DEFAULT_SETTINGS, MAX_SIM_SECONDS, MIN_SIM_SECONDS
from skywidgets.widget.testing import send

NEW_FIELDS = {"budget", "estimate", "fits", "budget_hit", "best", "best_why", "leader"}


def test_published_outcomes_carry_the_budget_the_estimate_and_the_verdict():
    w = Skyway(seed=3)
    w.simulate(n=8, seed=1)
    data = w.outcomes
    assert NEW_FIELDS <= set(data)
    assert data["budget"] == DEFAULT_SETTINGS["sim_seconds"] == 5
    assert data["estimate"] > 0 and 1 <= data["fits"] <= 5000
    assert data["budget_hit"] is False and data["done"] == 8
    assert all(isinstance(row["best"], bool) for row in data["rows"])
    flagged = [row["id"] for row in data["rows"] if row["best"]]
    assert flagged == ([data["best"]] if data["best"] else [])
    assert isinstance(data["best_why"], str) and data["leader"] in {m["id"] for m in w.moves}


def test_a_run_stops_on_its_budget_and_says_so():
    w = Skyjo(players=["You", "greedy"], seed=3)
    w.settings = {**w.settings, "rollout": "greedy", "sim_seconds": MIN_SIM_SECONDS}
    result = w.simulate(n=5000, seed=1)
    data = w.outcomes
    assert data["status"] == "done" and data["budget_hit"] is True
    assert data["budget"] == MIN_SIM_SECONDS and 0 <= data["done"] < 5000
    # kept to the rollout: the first rows may hold one more, when it ran out mid-sweep
    counts = [row["n"] for row in data["rows"]]
    assert result.budget_hit and set(counts) <= {data["done"], data["done"] + 1}
    assert counts == sorted(counts, reverse=True) and max(counts) >= 1
    assert data["estimate"] > data["budget"] and data["fits"] < 5000


def test_the_budget_message_changes_the_setting():
    w = Skyway(seed=3)
    send(w, {"type": "settings", "settings": {"sim_seconds": 12.5}})
    assert w.error == {} and w.settings["sim_seconds"] == 12.5
    w.simulate(n=2, seed=1)
    assert w.outcomes["budget"] == 12.5


@pytest.mark.parametrize("bad", [0, MIN_SIM_SECONDS / 2, MAX_SIM_SECONDS + 1, -5, True, "5",
                                 None, float("nan"), float("inf"), [5]])
def test_a_bad_budget_is_refused_naming_the_setting(bad):
    w = Skyway(seed=3)
    send(w, {"type": "settings", "settings": {"sim_seconds": bad}})
    assert w.error["field"] == "settings.sim_seconds"
    assert "seconds a simulation may run" in w.error["message"]
    assert w.settings["sim_seconds"] == 5
    with pytest.raises(BadMessage, match="settings.sim_seconds"):
        w.settings = {**w.settings, "sim_seconds": bad}
