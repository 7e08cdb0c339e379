// The pure parts of Skyjo's board (js/src/games/skyjo/) that its sub-views draw from:
// which move a click on a card makes, which cards are highlighted, the banner, the
// prompt and the remark after a move.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickKind, indexMoves, targetSlots } from "../src/games/skyjo/grid.js";
import { totalsTitle } from "../src/games/skyjo/score.js";
import { bannerText, promptText, remarkText } from "../src/games/skyjo/words.js";
import { scenarios } from "../dev/skyjo-fixtures.js";

const namer = (s) => (seat) => s.players[seat]?.name ?? `Seat ${seat + 1}`;

test("a click on a card: turn it up, replace it with the discard, swap the drawn card in, or flip it", () => {
  assert.equal(clickKind("reveal", null), "r");
  assert.equal(clickKind("turn", null), null, "draw or take first");
  assert.equal(clickKind("turn", "take"), "t");
  assert.equal(clickKind("drawn", null), "s");
  assert.equal(clickKind("drawn", "flip"), "f");
  assert.equal(clickKind("over", null), null);
});

test("the highlighted cards are the moves of the mode, else of the phase", () => {
  const index = indexMoves([{ kind: "t", slot: 3 }, { kind: "s", slot: 5 }, { kind: "f", slot: 7 }, { kind: "r", slot: 0 }]);
  assert.deepEqual([...targetSlots(index, "turn", "take").slots.keys()], [3]);
  assert.equal(targetSlots(index, "turn", "take").kind, "t");
  assert.deepEqual([...targetSlots(index, "drawn", "flip").slots.keys()], [7]);
  assert.deepEqual([...targetSlots(index, "drawn", null).slots.keys()], [5]);
  assert.equal(targetSlots(index, "drawn", null).kind, "s");
  assert.deepEqual([...targetSlots(index, "reveal", null).slots.keys()], [0]);
  assert.equal(targetSlots(index, "turn", null).slots.size, 0, "nothing to click before drawing or taking");
});

test("the banner: the round just over and the next, or the winners at the end", () => {
  const { round_over: roundOver, over, turn } = scenarios;
  assert.equal(bannerText(roundOver.view, namer(roundOver)), "Round 3 over: Ben ended it and was doubled (21 \u2192 42). Round 4 begins: everyone turns up two cards.");
  assert.equal(bannerText(over.view, namer(over)), "Game over. Round 4 over: Ben ended it and was doubled (23 \u2192 46). You win with 65 points (the lowest total).");
  assert.equal(bannerText({ over: true, winners: [0, 1], totals: [40, 40], round_notes: [{ round: 5 }] }, (s) => ["Ana", "Ben"][s]),
    "Game over. Round 5 over. Ana and Ben share the win with 40 points (the lowest total).");
  assert.equal(bannerText(turn.view, namer(turn)), "");
});

test("the prompt follows the phase and the mode", () => {
  const ask = (name, extra = {}) => {
    const s = scenarios[name];
    return promptText(s.view, { viewing: false, moves: s.moves.length, mode: null, topDiscard: s.view.discard.at(-1), nameOf: namer(s), ...extra });
  };
  assert.equal(ask("reveal"), "You: turn up a face-down card (0 of 2 turned up).");
  assert.equal(ask("turn"), "You: draw from the draw pile (D), or take the 10 from the discard pile (T).");
  assert.equal(ask("turn", { mode: "take" }), "You: choose the card to replace with the 10 (Escape cancels).");
  assert.equal(ask("drawn"), "You: you drew a 12. Click one of your cards to swap it in, or discard it and flip a face-down card (F).");
  assert.equal(ask("drawn", { mode: "flip" }), "You: choose a face-down card to flip; the 12 goes to the discard pile (Escape cancels).");
  assert.equal(ask("turn", { moves: 0 }), "Waiting for You\u2026");
  assert.equal(ask("turn", { viewing: true }), "Viewing a past position.");
  assert.equal(ask("over"), "The game is over. Start a new game from the controls above.");
});

test("the remark: a removed column, then the round over and the game over", () => {
  const nameOf = (seat) => ["Ana", "Ben"][seat];
  const prev = { log: [{}], view: { round_notes: [] } };
  const removed = { log: [{}, {}], view: { last: { player: 1, columns: [{ column: 0, value: 5 }] }, round_notes: [] } };
  assert.equal(remarkText(prev, removed, nameOf), "Ben's column 1 (three 5s) was removed.");
  const ended = { log: [{}, {}], view: { last: { player: 0 }, round_notes: [{ round: 2, ender: 0, doubled: null }], over: true, winners: [1] } };
  assert.equal(remarkText(prev, ended, nameOf), "Round 2 over: Ana ended it and was not doubled. Game over: Ben wins.");
  assert.equal(remarkText(prev, { ...removed, view: { ...removed.view, round_notes: [{ round: 1 }] } }, nameOf), "Ben's column 1 (three 5s) was removed. Round 1 over.");
  assert.equal(remarkText(prev, { log: [{}], view: removed.view }, nameOf), "", "no move played, nothing removed");
});

test("the totals' title says after which round they are", () => {
  assert.equal(totalsTitle(0), "Totals:");
  assert.equal(totalsTitle(1), "Totals after round 1:");
  assert.equal(totalsTitle(3), "Totals after round 3:");
});
