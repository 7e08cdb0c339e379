import { test } from "node:test";
import assert from "node:assert/strict";
import { discardQuestion } from "../src/shared/confirm.js";

test("a game with no moves is thrown away without a question", () => {
  assert.equal(discardQuestion({ ply: 0 }), "");
  assert.equal(discardQuestion({}), "");
  assert.equal(discardQuestion(null), "");
});

test("a game with moves asks first, and counts them", () => {
  assert.equal(discardQuestion({ ply: 1 }), "Start a new game? The move of this game will be gone.");
  assert.equal(discardQuestion({ ply: 12 }), "Start a new game? The 12 moves of this game will be gone.");
});
