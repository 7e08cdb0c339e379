import { test } from "node:test";
import assert from "node:assert/strict";
import { SHOWN_PLY, plyShown, withShownPly } from "../src/shared/shown-ply.js";

test("a message that acts on a position gets the ply shown", () => {
  assert.deepEqual(withShownPly({ type: "undo" }, 4), { type: "undo", ply: 4 });
  assert.deepEqual(withShownPly({ type: "bot_step", whole_turn: false }, 7), { type: "bot_step", whole_turn: false, ply: 7 });
  assert.deepEqual(withShownPly({ type: "switch", branch: "Main line" }, 2), { type: "switch", branch: "Main line", ply: 2 });
});

test("goto keeps its own ply, the target, and says the shown one as `shown`", () => {
  assert.deepEqual(withShownPly({ type: "goto", ply: 3 }, 9), { type: "goto", ply: 3, shown: 9 });
  assert.deepEqual(withShownPly({ type: "goto", ply: null }, 2), { type: "goto", ply: null, shown: 2 });
});

test("a ply the message already says is kept, and other messages are left alone", () => {
  assert.deepEqual(withShownPly({ type: "move", id: "a5", ply: 3 }, 4), { type: "move", id: "a5", ply: 3 });
  for (const message of [{ type: "settings", settings: {} }, { type: "new", seed: 1 }, { type: "dismiss" }, { type: "toString" }]) {
    assert.equal(withShownPly(message, 4), message);
  }
  assert.equal(withShownPly(null, 4), null);
});

test("the position shown is the past one while time travel shows it", () => {
  assert.equal(plyShown({ ply: 9, viewing: null }), 9);
  assert.equal(plyShown({ ply: 9, viewing: 0 }), 0);
  assert.equal(plyShown({ ply: 9, viewing: 4 }), 4);
  assert.equal(plyShown(null), 0);
});

test("every message of the table is one the shell sends", () => {
  assert.deepEqual(Object.keys(SHOWN_PLY).sort(), ["bot_run", "bot_step", "goto", "move", "ready", "resume", "simulate", "switch", "undo", "why"]);
});
