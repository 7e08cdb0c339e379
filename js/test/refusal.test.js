import { test } from "node:test";
import assert from "node:assert/strict";
import { placeNote, refusalWords } from "../src/shared/refusal.js";
import { announcement, staleKey } from "../src/shared/announce.js";

test("a refusal reads as the reason, then the rule without the rulebook's name", () => {
  assert.deepEqual(
    refusalWords({ message: "Base 1 is bare: a roof goes on a tower.", rule: "Skybridge rulebook, Turn Sequence: a roof needs a tower" }),
    { reason: "Base 1 is bare: a roof goes on a tower.", rule: "Turn Sequence: a roof needs a tower" });
  assert.deepEqual(refusalWords({ message: "It is greedy's turn (a bot)", rule: "" }), { reason: "It is greedy's turn (a bot).", rule: "" });
  assert.deepEqual(refusalWords({}), { reason: "", rule: "" });
  // a rule that names no rulebook is kept whole
  assert.equal(refusalWords({ message: "x", rule: "Move notation: ids" }).rule, "Move notation: ids");
});

test("the note goes under what was clicked, inside the board, above it when there is no room below", () => {
  assert.deepEqual(placeNote({ left: 300, top: 40, bottom: 90 }, { width: 400, height: 500 }, 200), { left: 200, top: 96, above: false });
  assert.deepEqual(placeNote({ left: 10, top: 40, bottom: 90 }, { width: 400, height: 500 }, 200), { left: 10, top: 96, above: false });
  assert.deepEqual(placeNote({ left: 10, top: 400, bottom: 470 }, { width: 400, height: 500 }, 200), { left: 10, top: 394, above: true });
  // a note wider than the board starts at its left edge
  assert.equal(placeNote({ left: 50, top: 0, bottom: 10 }, { width: 100, height: 500 }, 300).left, 0);
});

test("a status line goes stale when the game moves on without a word for it", () => {
  const log = [{ ply: 1, seat: 0, player: "You", label: "A onto 5" }];
  const live = { ply: 1, viewing: null, log, error: {}, handoff: {} };
  assert.equal(staleKey(live), staleKey({ ...live }));
  assert.notEqual(staleKey(live), staleKey({ ...live, error: { message: "No." } }));
  assert.notEqual(staleKey(live), staleKey({ ...live, viewing: 0 }));
  assert.notEqual(staleKey(live), staleKey({ ...live, handoff: { seat: 1 } }));
});

test("a bot's move is announced like anyone's, and names the bot", () => {
  const before = { log: [], viewing: null, error: {} };
  const after = { log: [{ ply: 1, seat: 1, player: "greedy 1", label: "Draw from the deck" }], viewing: null, error: {} };
  assert.equal(announcement(before, after), "Move 1, greedy 1: Draw from the deck.");
});

test("a refusal is a sentence whoever wrote it", () => {
  assert.equal(refusalWords({ message: "it is greedy 1's turn (a bot)" }).reason, "It is greedy 1's turn (a bot).");
  assert.equal(refusalWords({ message: "Base 1 is bare." }).reason, "Base 1 is bare.");
});

test("a rule the rulebook leaves to us says so in words", () => {
  assert.equal(
    refusalWords({ message: "x", rule: "Skybridge rulebook, Turn Sequence: a roof needs a tower under it [our interpretation, see docs/rules]" }).rule,
    "Turn Sequence: a roof needs a tower under it (our reading of the rulebook: see the game's rules page)");
});
