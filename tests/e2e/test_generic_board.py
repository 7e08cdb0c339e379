"""The generic board's cards piece in a plain page, with a fake model, in Debian's Chromium.

js/dev/harness.html (``?game=board``) loads the committed bundle (skywidgets/static/board.js
and skywidgets.css) the way anywidget does, with a fake model filled from
js/dev/board-fixtures.js: a real ``skywidgets.Board`` printed by js/dev/board_fixtures.py
(RaceOnCards with a row of playing cards). Every message the widget sends lands in
``window.sentMessages``; nothing is applied, because the rules live in Python.

Checked: a face-up standard playing card is drawn as the games' shared card (the DOM of
card-view.js cardFace, as Skyway draws it: rank and suit in the corner, the suit's
colour class, data-card), a face-down card as the shared back with its caption, any
other text as itself; the words are the piece's own (the drawing is hidden from screen
readers); the card whose move is legal plays it by mouse and by keyboard; light and dark
themes, shot to the artifacts folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser


def _expect():
    from playwright.sync_api import expect

    return expect


class GenericBoard:
    """The generic board's helpers, mixed into conftest's BoardHarness."""

    GAME, BOARD, PER_VIEW, HEIGHT = "board", ".skyw .skyw-piece-cards", 2, 800

    def playing_cards(self):
        return self.page.locator(".skyw-piece-cards").filter(has_text="Playing cards")


@pytest.fixture
def harness(board_harness):
    return board_harness(GenericBoard)


def test_a_playing_card_is_the_games_shared_card(harness):
    harness.open("cards")
    expect = _expect()
    piece = harness.playing_cards()
    drawn = piece.locator(".skyw-pcard.has-card .skyw-card[data-card]")
    assert drawn.evaluate_all("els => els.map(e => e.dataset.card)") == ["7\u2665", "10\u2666", "K\u2663", "A\u2660"]
    # the same DOM as Skyway's cards (card-view.js cardFace): rank and suit in the corner,
    # the big pip, the suit's colour class
    seven = drawn.first
    expect(seven).to_have_class("skyw-card skyw-suit-hearts")
    expect(seven.locator(".skyw-card-index .skyw-card-rank")).to_have_text("7")
    expect(seven.locator(".skyw-card-index .skyw-card-suit")).to_have_text("\u2665")
    expect(seven.locator(".skyw-card-pip")).to_have_text("\u2665")
    expect(drawn.nth(2)).to_have_class("skyw-card skyw-suit-clubs")
    # the drawing is a picture hidden from screen readers: the control says the card
    assert drawn.evaluate_all("els => els.every(e => e.getAttribute('aria-hidden') === 'true' && !e.hasAttribute('role'))")
    expect(piece.get_by_role("img", name="card 2, 10\u2666")).to_have_count(1)
    # a face-down card is the shared back with its caption; a text that is no playing
    # card stays a plain card with its text
    back = piece.locator(".skyw-pcard.is-down")
    expect(back.locator(".skyw-card.skyw-card-back .skyw-card-back-caption")).to_have_text("3")
    expect(back).to_have_accessible_name("the pile, face down (3)")
    joker = piece.locator(".skyw-pcard:not(.has-card)")
    expect(joker).to_have_count(1)
    expect(joker.locator(".skyw-pcard-text")).to_have_text("Joker")
    expect(joker.locator(".skyw-card")).to_have_count(0)
    # Race's own cards ("+1", "+2") are no playing cards: drawn as before, the deck's back
    # as every back
    own = harness.page.locator(".skyw-piece-cards").filter(has_text="Play a card")
    expect(own.locator(".skyw-pcard.has-card")).to_have_count(1)
    expect(own.locator(".skyw-pcard.is-down .skyw-card-back")).to_have_count(1)
    # a drawn card is as big as the shared card, and a plain one beside it no smaller
    seven_box, joker_box = seven.bounding_box(), joker.bounding_box()
    assert joker_box["height"] >= seven_box["height"] - 1, (seven_box, joker_box)
    assert harness.problems() == []


def test_the_playing_card_plays_its_move_by_mouse_and_keyboard(harness):
    harness.open("cards")
    ply = harness.trait("ply")
    seven = harness.playing_cards().get_by_role("button", name="seven, 7\u2665: add 1")
    _expect()(seven).to_have_class("skyw-pcard has-card is-playable")
    seven.click()
    assert harness.sent() == [{"type": "move", "id": "+1", "ply": ply}]
    seven.focus()
    harness.page.keyboard.press("Enter")
    assert harness.sent() == [{"type": "move", "id": "+1", "ply": ply}]
    # a card with no move is no control
    _expect()(harness.playing_cards().get_by_role("button")).to_have_count(1)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_playing_cards_in_both_themes(harness, theme):
    widget = harness.open("cards", theme=theme, width=1100)
    artifacts = os.environ.get("SKYWIDGETS_E2E_ARTIFACTS")
    if artifacts:
        Path(artifacts).mkdir(parents=True, exist_ok=True)
        widget.locator(".skyw-generic").screenshot(path=str(Path(artifacts) / f"generic-board-cards-{theme}.png"))
    # the rank stays in its suit's colour on the card's own light face, in either theme
    colours = harness.playing_cards().locator(".skyw-card-rank").evaluate_all(
        "els => els.map(e => getComputedStyle(e).color)")
    assert len(set(colours)) == 4, colours
    assert harness.problems() == []
