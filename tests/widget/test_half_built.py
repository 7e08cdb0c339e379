"""The widget against ipywidgets' own machinery: an unknown comm method is logged, never
raised (the Log is ``log_entries``: ``log`` stays ipywidgets' logger), and a refused
constructor leaves no half-built widget behind that a kernel's shutdown would trip over."""

from __future__ import annotations

import logging

import pytest
from ipywidgets import Widget
from ipywidgets.widgets import widget as ipywidget

import skywidgets
from skywidgets import Skyjo, Skyway
from skywidgets.core.errors import WidgetError


def comm_message(widget, method: str, **data) -> dict:
    return {"content": {"comm_id": widget.model_id, "data": {"method": method, **data}},
            "buffers": []}


@pytest.mark.parametrize("method", ["echo_update", "request_states", "no such method"])
def test_an_unknown_comm_method_is_logged_never_raised(method, caplog):
    w = Skyway(seed=3)
    try:
        assert isinstance(w.log, logging.Logger)
        before = w.get_state()
        with caplog.at_level(logging.WARNING):
            w._handle_msg(comm_message(w, method, state={"ply": 9}))
        assert method in caplog.text
        assert w.get_state() == before
    finally:
        w.close()


def test_the_log_is_log_entries_and_follows_the_moves():
    w = Skyway(seed=3)
    try:
        w.play("a5")
        assert [entry["id"] for entry in w.log_entries] == ["a5"]
        assert "log_entries" in w.keys and "log" not in w.keys
    finally:
        w.close()


def instances_of(cls) -> list:
    return [w for w in ipywidget._instances.values() if isinstance(w, cls)]


@pytest.mark.parametrize("build", [
    lambda: Skyjo(players=["a"] * 20),                                   # too many seats
    lambda: Skyjo(players=["Ann", "gredy"]),                             # a misspelt bot
    lambda: Skyjo(players=["Ann", "greedy"], end_score=0),               # a bad option
    lambda: Skyjo(players=["Ann", "greedy", "random"],
                  state=skywidgets.load("skyjo").new(players=2, seed=1)),  # seats unlike the position
    lambda: Skyjo(players=["Ann", "greedy"], settings={"bot": "nobody"}),  # a bad setting
    lambda: Skyjo(players=["Ann", "greedy"], seed=-1),                    # a bad seed
], ids=["seats", "bot", "option", "position", "settings", "seed"])
def test_a_refused_constructor_leaves_no_widget_behind(build):
    before = instances_of(Skyjo)
    with pytest.raises(ValueError):
        build()
    assert instances_of(Skyjo) == before
    # what a kernel's shutdown does closes every widget left, without an error
    for widget in list(ipywidget._instances.values()):
        if isinstance(widget, skywidgets.widget_class("skyjo")) and widget not in before:
            widget.close()


def test_close_is_safe_twice_and_on_a_widget_whose_settings_were_refused():
    w = Skyjo(players=["Ann", "greedy"], seed=1)
    with pytest.raises(WidgetError):
        w.settings = {**w.settings, "bot": "nobody"}
    w.close()
    w.close()
    assert w.comm is None


@pytest.mark.parametrize("kwargs", [dict(seats=["nobody", "random"]), dict(games=0),
                                    dict(variants={"\u200b": {}}), dict(workers=0)],
                         ids=["seat", "games", "variant", "workers"])
def test_a_refused_lab_leaves_no_widget_behind(kwargs):
    from skywidgets.lab import Lab

    before = instances_of(Lab)
    with pytest.raises(ValueError):
        Lab("skyjo", **kwargs)
    assert instances_of(Lab) == before
