// The pure parts of Skyway's board (js/src/games/skyway/): the hint line and the remark.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CELL_NAMES, LETTERS } from "../src/games/skyway/layout.js";
import { hintText, remarkText } from "../src/games/skyway/words.js";

test("the hint: a past position, the end, the player's turn, or waiting", () => {
  assert.equal(hintText({ viewing: true, over: false, moves: 3 }), "Viewing a past position.");
  assert.equal(hintText({ viewing: false, over: true, moves: 0 }), "The game is over. Press New game to play again.");
  assert.equal(hintText({ viewing: false, over: false, moves: 3 }), "Your turn: pick a blueprint (A, B or C), then a cell (1 to 9).");
  assert.equal(hintText({ viewing: false, over: false, moves: 0 }), "Waiting\u2026");
});

test("the remark: the end of the game, a new round, else nothing", () => {
  assert.equal(remarkText({ view: { over: false } }, { view: { over: true, score: { won: true, total: 31 } } }), "Game over: won, final score 31.");
  assert.equal(remarkText({ view: { over: false } }, { view: { over: true } }), "Game over: not won, final score 0.");
  assert.equal(remarkText({ view: { round: 1 } }, { view: { round: 2 } }), "Round 2 begins: the discard pile was shuffled into a new deck.");
  assert.equal(remarkText({ view: { round: 2 } }, { view: { round: 2 } }), "");
  assert.equal(remarkText({ view: {} }, { view: { round: 1 } }), "", "the first round is no news");
});

test("three blueprints and nine cells, named", () => {
  assert.deepEqual(LETTERS, ["A", "B", "C"]);
  assert.equal(CELL_NAMES.length, 9);
  assert.equal(CELL_NAMES[4], "centre");
});
