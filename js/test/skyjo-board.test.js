// The Skyjo board's pure helpers. Importing the game module is safe without a DOM.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget, { band, cellLabel, describeLast, indexMoves, joinNames, mainSeat, roundOverText, slotOf } from "../src/games/skyjo.js";

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
});

test("legal moves are read from their ids only", () => {
  const index = indexMoves([{ id: "d" }, { id: "t1" }, { id: "t12" }, { id: "x" }]);
  assert.equal(index.d, true);
  assert.deepEqual([...index.t], [0, 11]);
  assert.equal(index.s.size + index.f.size + index.r.size, 0);
  assert.equal(slotOf("f5"), 4);
  assert.equal(slotOf("d"), null);
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
