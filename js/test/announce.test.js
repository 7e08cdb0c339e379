import { test } from "node:test";
import assert from "node:assert/strict";
import { announcement, describeLogEntry } from "../src/shared/announce.js";

const entry = (ply, label, player = "You") => ({ ply, seat: 0, player, id: `m${ply}`, label });
const snap = (over = {}) => ({ log: [], viewing: null, error: {}, ...over });

test("log entries in words", () => {
  assert.equal(describeLogEntry(entry(4, "A onto 5")), "Move 4, You: A onto 5");
  assert.equal(describeLogEntry({ ply: 2, seat: 1, id: "b3" }), "Move 2, Seat 1: b3");
});

test("new moves are announced, several at once in order", () => {
  const before = snap({ log: [entry(1, "x")] });
  const after = snap({ log: [entry(1, "x"), entry(2, "y"), entry(3, "z", "greedy bot")] });
  assert.equal(announcement(before, after), "Move 2, You: y. Move 3, greedy bot: z.");
});

test("taking moves back is announced", () => {
  const three = snap({ log: [entry(1, "x"), entry(2, "y"), entry(3, "z")] });
  assert.equal(announcement(three, snap({ log: [entry(1, "x")] })), "Took back 2 moves.");
  assert.equal(announcement(three, snap()), "No moves played: back to the start.");
});

test("errors are announced when they appear, not again when unchanged", () => {
  const error = { message: "Not your turn" };
  const withError = snap({ error });
  assert.equal(announcement(snap(), withError), "Not done: Not your turn");
  assert.equal(announcement(withError, snap({ error })), "");
  assert.equal(announcement(withError, snap()), "");
});

test("time travel is announced", () => {
  assert.equal(announcement(snap(), snap({ viewing: 3 })), "Viewing the position after move 3.");
  assert.equal(announcement(snap({ viewing: 3 }), snap({ viewing: 0 })), "Viewing the start position.");
  assert.equal(announcement(snap({ viewing: 3 }), snap()), "Back to the live game.");
});

test("the board's remark is appended; nothing happening says nothing", () => {
  assert.equal(announcement(snap(), snap(), "Round 2 begins."), "Round 2 begins.");
  assert.equal(announcement(snap(), snap()), "");
});

test("a bot's move for a person's seat is announced as the bot's choice", () => {
  const entry = { ply: 4, seat: 0, player: "greedy for You", by: "greedy", id: "d", label: "draw from the draw pile" };
  assert.equal(describeLogEntry(entry), "Move 4, greedy for You: draw from the draw pile");
  const before = { log: [], error: {}, viewing: null };
  assert.equal(announcement(before, { log: [entry], error: {}, viewing: null }), "Move 4, greedy for You: draw from the draw pile.");
});

test("bots that share a name are announced by their seat's own name", () => {
  const entry = { ply: 7, seat: 2, player: "heuristic 2", id: "tip", label: "tip off" };
  assert.equal(describeLogEntry(entry), "Move 7, heuristic 2: tip off");
});
