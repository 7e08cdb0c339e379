// The pure parts of Skyway Robbery's board (js/src/games/skyway_robbery/) that its
// zones draw from: the headline's words, card facts and program slots in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { programSlot } from "../src/games/skyway_robbery/game.js";
import { standingParts } from "../src/games/skyway_robbery/headline.js";
import { cardFacts, iconText, programSlotText, promptText, turnText } from "../src/games/skyway_robbery/words.js";
import { scenarios } from "../dev/skyway-robbery-fixtures.js";

const nameOf = (seat) => ["You", "Ann", "heuristic"][seat];

test("the headline: round or draft, phase, and who is to move", () => {
  assert.equal(turnText({ round: 2, phase: "program", current_player: 1 }, nameOf), "Round 2 \u00B7 Programming \u00B7 Ann to move");
  assert.equal(turnText({ round: 0, draft_round: 1, phase: "draft", current_player: null }, nameOf), "Draft 1 \u00B7 The first recruits");
  assert.equal(turnText({ phase: "mystery" }, nameOf), "mystery");
  assert.equal(turnText({}, nameOf), "");
});

test("the prompt: a past position, the result, whom the board waits for, or what to do now", () => {
  assert.equal(promptText({ phase: "draft" }, { viewing: true, moves: 2, nameOf }), "Viewing a past position.");
  assert.equal(promptText({ phase: "over", result: { winners: [1], reason: "the most points" } }, { viewing: false, moves: 0, nameOf }), "Ann wins: the most points.");
  assert.equal(promptText({ phase: "program", current_player: 2 }, { viewing: false, moves: 0, nameOf }), "Waiting for heuristic\u2026");
  assert.equal(promptText({ phase: "program" }, { viewing: false, moves: 0, nameOf }), "");
  assert.equal(promptText({ phase: "arrest" }, { viewing: false, moves: 1, nameOf }), "Handcuffs: choose who is arrested.");
  assert.equal(promptText({ phase: "unknown" }, { viewing: false, moves: 1, nameOf }), "");
  const { view, moves, players } = scenarios.draft;
  assert.equal(promptText(view, { viewing: false, moves: moves.length, nameOf: (seat) => players[seat].name }),
    "Hire one of your dealt recruits (pay its cost) or send one to the Brig.");
});

test("a card's printed facts: cost, Strength (needed, for a Turf War), Reputation, money", () => {
  assert.deepEqual(cardFacts({ cost: 3, strength: 2, reputation: 1, money: 0 }), ["$3K", "Strength 2", "1 Reputation"]);
  assert.deepEqual(cardFacts({ kind: "turf_war", strength: 5, money: 4 }), ["needs Strength 5", "$4K"]);
  assert.deepEqual(cardFacts({}), []);
  assert.equal(iconText("light_rays"), "light rays");
});

test("a program slot in words, as the viewer sees it", () => {
  assert.deepEqual(programSlotText(programSlot({ program: ["tip"], programmed: 1, revealed: 0 }, 0)), { text: "Anonymous Tip", note: " (yours, face down)" });
  assert.deepEqual(programSlotText(programSlot({ program: ["heist"], programmed: 1, revealed: 1 }, 0)), { text: "Local Heist / Jail Break", note: " (revealed)" });
  assert.deepEqual(programSlotText(programSlot({ program: [null], programmed: 1 }, 0)), { text: "face down", note: "" });
  assert.deepEqual(programSlotText(programSlot({ program: [], programmed: 0 }, 2)), { text: "empty", note: "" });
});


test("the standings line: money, Reputation, score and gang of a player, in that order", () => {
  assert.deepEqual(standingParts({ seat: 0, money: 4, reputation: 2, score: { total: 6 }, hand_count: { gang: 2, equipment: 1 } }),
    ["$4K", "Rep 2", "score 6", "gang 2"]);
  // a view without a score yet, or no hand counts, still reads
  assert.deepEqual(standingParts({ seat: 1, money: 0, reputation: 0 }), ["$0K", "Rep 0", "score ?", "gang 0"]);
});
