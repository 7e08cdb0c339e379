import { test } from "node:test";
import assert from "node:assert/strict";
import { turnText } from "../src/shared/widget.js";

const snap = (over) => ({
  busy: "", viewing: null, over: false, ply: 4,
  players: [{ name: "You", kind: "human" }, { name: "greedy", kind: "bot", bot: "greedy" }],
  view: { current_player: 0 }, moves: [{ id: "b", label: "take the blue 4" }],
  ...over,
});

test("the header names the player to move, and a bot's kind", () => {
  assert.equal(turnText(snap()), "After move 4 \u00B7 To move: You");
  assert.equal(turnText(snap({ view: { current_player: 1 }, moves: [] })),
    "After move 4 \u00B7 To move: greedy (greedy)");
});

test("a step the rules make by themselves is named after who makes it", () => {
  const pending = [{ id: "ai-r", label: "the AI opponent takes the red 4", automatic: true, by: "AI opponent" }];
  assert.equal(turnText(snap({ moves: pending })), "After move 4 \u00B7 To move: AI opponent");
  // a choice among several AI moves (a tie the player breaks) is the player's
  const tie = [{ id: "ai-b", automatic: false }, { id: "ai-g" }];
  assert.equal(turnText(snap({ moves: tie })), "After move 4 \u00B7 To move: You");
});

test("while the screen is handed over, the header says whom it waits for", () => {
  const waiting = snap({ handoff: { seat: 1, name: "Bob" }, moves: [] });
  assert.equal(turnText(waiting), "Waiting for Bob to take the screen");
  assert.equal(turnText(snap({ handoff: {} })), "After move 4 \u00B7 To move: You");
});
