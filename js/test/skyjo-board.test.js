// The Skyjo board's pure helpers (js/src/games/skyjo/). Importing the game module is
// safe without a DOM.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../src/games/skyjo.js";
import { band, indexMoves, removedSlots, slotOf } from "../src/games/skyjo/grid.js";
import { cellLabel, describeLast, removedColumnsBadge, removedColumnsText, roundOverText } from "../src/games/skyjo/words.js";
import { mainSeat } from "../src/shared/board.js";
import { joinNames } from "../src/shared/format.js";

test("the module is an anywidget module with a render function", () => {
  assert.equal(typeof widget.render, "function");
});

test("colour bands follow the published cards", () => {
  assert.deepEqual([-2, -1, 0, 1, 4, 5, 8, 9, 12].map(band), ["neg", "neg", "zero", "low", "low", "mid", "mid", "high", "high"]);
});

test("cells are named for screen readers, face-down ones without a value", () => {
  assert.equal(cellLabel({ state: "up", value: 7 }), "7, face up");
  assert.equal(cellLabel({ state: "down", value: null }), "face down");
  assert.equal(cellLabel({ state: "gone", value: null }), "removed");
  assert.equal(cellLabel({ state: "gone", value: null }, { column: 2, value: 5 }), "removed just now: 5, column 3 of three 5s");
});

test("legal moves are read from the kind and slot Python sends, never from their ids", () => {
  const draw = { id: "d", label: "draw", kind: "d", slot: null };
  const take1 = { id: "t1", label: "take", kind: "t", slot: 0 };
  const take12 = { id: "t12", label: "take", kind: "t", slot: 11 };
  // an id that looks like a move but comes without kind/slot is not one
  const index = indexMoves([draw, take1, take12, { id: "s5", label: "?" }, { id: "x", kind: "x", slot: 3 }]);
  assert.equal(index.d, draw);
  assert.deepEqual([...index.t.keys()], [0, 11]);
  assert.equal(index.t.get(11), take12);
  assert.equal(index.s.size + index.f.size + index.r.size, 0);
  assert.equal(indexMoves([]).d, null);
  // the id is not read: a "flip" whose id says nothing still indexes by its slot
  assert.equal(indexMoves([{ id: "opaque", kind: "f", slot: 4 }]).f.get(4).id, "opaque");
  assert.equal(slotOf({ id: "f5", kind: "f", slot: 4 }), 4);
  assert.equal(slotOf(draw), null);
  assert.equal(slotOf(null), null);
});

test("a column removed by the last move: its three slots, its badge and its sentence", () => {
  const last = { player: 1, action: "swap", slot: 2, value: 0, columns: [{ column: 2, value: 0 }] };
  assert.deepEqual([...removedSlots(last)], [[2, { column: 2, value: 0 }], [6, { column: 2, value: 0 }], [10, { column: 2, value: 0 }]]);
  assert.equal(removedSlots({ player: 0, action: "draw", value: 3 }).size, 0);
  assert.equal(removedSlots(null).size, 0);
  assert.equal(removedColumnsBadge(last), "column 3 removed");
  assert.equal(removedColumnsBadge({ columns: [{ column: 0, value: 5 }, { column: 3, value: 5 }] }), "columns 1 and 4 removed");
  assert.equal(removedColumnsBadge({ columns: [] }), "");
  const names = ["Ana", "Ben"];
  assert.equal(removedColumnsText(last, (s) => names[s]), "Ben's column 3 (three 0s) was removed.");
  assert.equal(removedColumnsText({ player: 0, columns: [{ column: 0, value: -1 }, { column: 1, value: 7 }] }, (s) => names[s]),
    "Ana's column 1 (three -1s) and column 2 (three 7s) were removed.");
  assert.equal(removedColumnsText({ player: 0, columns: [] }, (s) => names[s]), "");
});

test("the seat shown large: the seat at the screen, else the player to move", () => {
  assert.equal(mainSeat({ seat: 2, view: { current_player: 1 } }), 2);
  assert.equal(mainSeat({ seat: null, view: { current_player: 1 } }), 1);
  assert.equal(mainSeat({ seat: null, view: { current_player: null } }), 0);
});

test("sentences for the end of a round and the last event", () => {
  const names = ["Ana", "Ben"];
  const nameOf = (s) => names[s];
  assert.equal(roundOverText({ round: 2, ender: 0, raw: [14, 20], scores: [28, 20], doubled: 0 }, nameOf),
    "Round 2 over: Ana ended it and was doubled (14 \u2192 28).");
  assert.equal(roundOverText({ round: 1, ender: 1, raw: [14, 2], scores: [14, 2], doubled: null }, nameOf),
    "Round 1 over: Ben ended it and was not doubled.");
  assert.match(describeLast({ player: 1, action: "swap", slot: 4, value: 5, discarded: 5, was_down: false, columns: [{ column: 0, value: 5 }] }, nameOf),
    /^Ben swapped the drawn 5 into slot 5, discarding the 5\. Column 1 of three 5s was removed\.$/);
  assert.equal(joinNames(["Ana", "Ben", "Cy"]), "Ana, Ben and Cy");
});
