// The Skyway board's pure helpers. Importing the game module is safe without
// a DOM: it only builds elements when rendered.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../src/games/skyway.js";
import { indexMoves, pathSteps, placedCount, suitsInOrder } from "../src/games/skyway/layout.js";

const moves = [
  { id: "a6", label: "A onto 6", blueprint: 0, cell: 5, stack: ["3♣", "7♥", "6♣"], discards: ["4♥", "2♦"] },
  { id: "c1", label: "C onto 1", blueprint: 2, cell: 0, stack: ["A♦"], discards: [] },
];

test("the module is an anywidget module with a render function", () => {
  assert.equal(typeof widget.render, "function");
});

test("legal placements are looked up from the moves' extras only", () => {
  const index = indexMoves(moves);
  assert.equal(index.find(0, 5).id, "a6");
  assert.equal(index.find(2, 0).id, "c1");
  assert.equal(index.find(1, 5), null);
  assert.equal(index.hasBlueprint(0), true);
  assert.equal(index.hasBlueprint(1), false);
  assert.equal(indexMoves([]).hasBlueprint(0), false);
  assert.equal(indexMoves([{ id: "x", label: "no extras" }]).find(0, 0), null);
});

const score = {
  total: 5,
  won: false,
  suits: {
    "♣": { length: 2, path: [{ cell: 2, card: "A♣" }, { cell: 5, card: "3♣" }] },
    "♠": { length: 3, path: [{ cell: 8, card: "A♠" }, { cell: 7, card: "3♠" }, { cell: 6, card: "7♠" }] },
  },
};

test("path steps number each suit's path from 1", () => {
  const all = pathSteps(score, "all");
  assert.equal(all.size, 5);
  assert.deepEqual(all.get("3♠"), { suit: "♠", step: 2, cell: 7 });
  assert.deepEqual(all.get("A♣"), { suit: "♣", step: 1, cell: 2 });
  const spades = pathSteps(score, "♠");
  assert.deepEqual([...spades.keys()], ["A♠", "3♠", "7♠"]);
  assert.equal(pathSteps(score, "♥").size, 0);
  assert.equal(pathSteps(undefined, "all").size, 0);
});

test("suits are listed ♠ ♥ ♦ ♣ whatever order the view uses", () => {
  assert.deepEqual(suitsInOrder(score), ["♠", "♣"]);
  assert.deepEqual(suitsInOrder({ suits: { "★": {}, "♦": {}, "♠": {} } }), ["♠", "♦", "★"]);
  assert.deepEqual(suitsInOrder({}), []);
});

test("the placed cards are the top of the previewed stack", () => {
  const market = [["7♥", "6♣"], ["2♠", "9♦"], ["A♦"]];
  assert.equal(placedCount(moves[0], market), 2);
  assert.equal(placedCount(moves[1], market), 1);
  assert.equal(placedCount(moves[0], undefined), 0);
});
