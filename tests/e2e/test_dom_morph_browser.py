"""morphChildren (js/src/shared/dom.js), in a real browser: a redraw keeps the elements
that did not change, sets in place what changed on an element of the same tag, and
replaces the rest, so focus stays on a button that is drawn again the same."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser]

#: draws a list of three buttons, focuses the second, then draws it again as `changes`
#: says and reports what stayed, what changed and where focus is
MORPH_JS = """async (changes) => {
    const { h, morphChildren } = await import('/js/src/shared/dom.js');
    const host = document.body.appendChild(document.createElement('div'));
    const draw = (labels, extra) => [
        ...labels.map((label, i) => h('button', { type: 'button', 'data-seat': i, class: label.cls, text: label.text })),
        extra ? h('p', { text: extra }) : null];
    morphChildren(host, draw([{ text: 'a', cls: 'x' }, { text: 'b', cls: 'x' }, { text: 'c', cls: 'x' }], 'note'));
    const before = [...host.children];
    before[1].focus();
    const changed = morphChildren(host, draw(changes.labels, changes.extra));
    const after = [...host.children];
    const result = {
        changed,
        kept: after.map((el) => before.includes(el)),
        html: host.innerHTML,
        focused: document.activeElement === after[1],
    };
    host.remove();
    return result;
}"""


@pytest.fixture
def morph(page, harness_url):
    page.goto(harness_url)
    return lambda changes: page.evaluate(MORPH_JS, changes)


def test_the_same_drawing_changes_nothing(morph):
    out = morph({"labels": [{"text": "a", "cls": "x"}, {"text": "b", "cls": "x"}, {"text": "c", "cls": "x"}],
                 "extra": "note"})
    assert out["changed"] is False
    assert out["kept"] == [True, True, True, True]
    assert out["focused"] is True


def test_a_changed_text_and_class_are_set_on_the_element_kept(morph):
    out = morph({"labels": [{"text": "a", "cls": "x"}, {"text": "B", "cls": "x is-last"}, {"text": "c", "cls": "x"}],
                 "extra": "note"})
    assert out["changed"] is True
    assert out["kept"] == [True, True, True, True]
    assert out["focused"] is True, "the focused button was changed in place, not replaced"
    assert '<button type="button" data-seat="1" class="x is-last">B</button>' in out["html"]


def test_children_are_added_removed_and_replaced_to_match(morph):
    out = morph({"labels": [{"text": "a", "cls": "x"}, {"text": "b", "cls": "x"}], "extra": None})
    assert out["kept"] == [True, True]
    assert out["html"] == ('<button type="button" data-seat="0" class="x">a</button>'
                           '<button type="button" data-seat="1" class="x">b</button>')
    # a paragraph where a button was: another tag, so a new element
    out = morph({"labels": [{"text": "a", "cls": "x"}], "extra": "more"})
    assert out["kept"] == [True, False]
    assert out["html"].endswith("<p>more</p>")
    # one more button than before, then the note
    out = morph({"labels": [{"text": "a", "cls": "x"}, {"text": "b", "cls": "x"}, {"text": "c", "cls": "x"},
                            {"text": "d", "cls": "y"}], "extra": "note"})
    assert out["kept"] == [True, True, True, False, False]
    assert out["html"].endswith('<button type="button" data-seat="3" class="y">d</button><p>note</p>')
