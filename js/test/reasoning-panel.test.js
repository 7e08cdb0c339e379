import { test } from "node:test";
import assert from "node:assert/strict";
import { reasoningHeading, reasoningNumber, totalsText } from "../src/shared/panels/reasoning-panel.js";

test("numbers read as their column says", () => {
  assert.equal(reasoningNumber(0.456, "percent"), "46%");
  assert.equal(reasoningNumber(44, "count"), "44");
  assert.equal(reasoningNumber(-50.884), "-50.88");
  assert.equal(reasoningNumber(22), "22.00");
  assert.equal(reasoningNumber(0.5), "0.50");
  assert.equal(reasoningNumber(-0.001), "0.00");
  for (const bad of [undefined, null, NaN, "3"]) assert.equal(reasoningNumber(bad), "\u2014");
});

test("the heading names the move, the bot and whom it played for", () => {
  assert.equal(reasoningHeading({ ply: 7, bot: "greedy", player: "greedy", label: "reveal slot 8" }),
    "Move 7, greedy: reveal slot 8.");
  assert.equal(reasoningHeading({ ply: 2, bot: "ismcts", player: "You", label: "draw" }),
    "Move 2, ismcts for You: draw.");
  // a step the rules make is said in the rules' own sentence
  assert.equal(reasoningHeading({ ply: 4, bot: "AI opponent", player: "AI opponent", automatic: true,
    label: "the AI opponent takes the green 3" }), "Move 4: The AI opponent takes the green 3.");
  // reasons kept from the screen carry no move
  assert.equal(reasoningHeading({ ply: 9, bot: "heuristic", player: "heuristic 1", hidden: true }),
    "Move 9, heuristic for heuristic 1.");
});

test("totals read as one sentence", () => {
  assert.equal(totalsText([{ name: "iterations", value: 300 }, { name: "determinizations", value: 300 }]),
    "Iterations: 300; determinizations: 300.");
  assert.equal(totalsText([]), "");
  assert.equal(totalsText([{ name: "legal moves" }, null]), "");
});
