// The pure parts of Skyline Express's board (js/src/games/skyline_express/) that its
// sub-views draw from: the prompt, the remark after a move, the other sheets' order,
// the special actions' previews and costs, and the Buy buttons' words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { costOf, indexMoves, previewsAction, withCost } from "../src/games/skyline_express/actions.js";
import { aiPhase, otherSeats } from "../src/games/skyline_express/carriage.js";
import { buyLabel, promptText, remarkText, takerName } from "../src/games/skyline_express/words.js";
import { scenarios } from "../dev/skyline-express-fixtures.js";

const prompt = (name, extra = {}) => {
  const s = scenarios[name];
  return promptText(s.view, indexMoves(s.moves), {
    viewing: s.viewing !== null && s.viewing !== undefined, moves: s.moves.length, autoplay: s.settings?.autoplay, busy: s.busy,
    nameOf: (seat) => s.players[seat]?.name ?? `Seat ${seat + 1}`, ...extra,
  });
};

test("the prompt follows the phase: take a die, seat it, buy or end; the AI's step or its tie", () => {
  assert.equal(prompt("solo_pick"), "You: take a die (click it, or press Y, B, G or R).");
  assert.equal(prompt("solo_hold"), "You: seat your yellow 5 in an empty seat (click it, or arrows then Enter).");
  assert.equal(prompt("solo_after"), "You: buy a service (S) or end your turn (E).");
  assert.equal(prompt("ai_pick"), "The AI opponent takes the red 6: press Next AI step (A).");
  assert.equal(prompt("ai_pick", { autoplay: true, busy: "bots" }), "The AI opponent is playing: the AI opponent takes the red 6\u2026");
  assert.equal(prompt("ai_tie"), "The AI's priority list ends in a tie: give it the yellow 3 or green 3 (click the die).");
  assert.equal(prompt("solo_pick", { viewing: true }), "Viewing a past position.");
  assert.equal(prompt("solo_over"), "The game is over. Start a new game from the controls above.");
  assert.equal(promptText({ current_player: 1, phase: "pick" }, indexMoves([]), { viewing: false, moves: 0, nameOf: () => "Ben" }), "Waiting for Ben\u2026");
  assert.equal(promptText({ current_player: 0, phase: "ai_pick" }, indexMoves([]), { viewing: false, moves: 0, nameOf: () => "You" }), "The AI opponent is playing\u2026");
});

test("the remark after a move: the bonus, the AI's deciding rule, the new round and the end", () => {
  const nameOf = (seat) => ["You", "Ana"][seat];
  const prev = { log: [{}] };
  const placed = { log: [{}, {}], view: { last: { player: 0, action: "place", colour: "red", value: 3, seat: 4, gained: { tickets: 2 } } } };
  assert.equal(remarkText(prev, placed, nameOf), "Gained 2 tickets.");
  const took = { log: [{}, {}], view: { ai_trace: [{ step: "die", choice: "blue", decided_by: "most seats" }], last: { player: "ai", action: "take", colour: "blue", value: 2 } } };
  assert.equal(remarkText(prev, took, nameOf), "By its rule \u201Cmost seats\u201D.");
  const round = { log: [{}, {}], view: { last: { player: 1, action: "end", rolled: [{ colour: "red", value: 6 }], round: 3 } } };
  assert.equal(remarkText(prev, round, nameOf), "Round 3: the dice show red 6.");
  const over = { log: [{}, {}], view: { over: true, winners: [1], result: { kind: "win", points: 40 }, last: { player: 1, action: "end", game_over: true } } };
  assert.equal(remarkText(prev, over, nameOf), "Every carriage is full: the game is over. Ana wins with 40 points.");
  assert.equal(remarkText(prev, { log: [{}], view: round.view }, nameOf), "", "no move played");
  assert.equal(remarkText(prev, { log: [{}, {}], view: {} }, nameOf), "");
});

test("the other sheets follow the seat at the screen in turn order; the AI's phases", () => {
  assert.deepEqual(otherSeats(0, 1), []);
  assert.deepEqual(otherSeats(2, 4), [3, 0, 1]);
  assert.deepEqual(otherSeats(0, 3), [1, 2]);
  assert.equal(aiPhase({ phase: "ai_pick" }), true);
  assert.equal(aiPhase({ phase: "pick" }), false);
  assert.equal(aiPhase({}), false);
});

test("special actions: a hovered move previews only its own button; costs from the move, else view.costs", () => {
  assert.equal(previewsAction({ kind: "up" }, "up"), true);
  assert.equal(previewsAction({ kind: "up" }, "down"), false);
  assert.equal(previewsAction({ kind: "place" }, "place"), false, "a seat is not a special action");
  assert.equal(previewsAction(null, "end"), false);
  assert.equal(costOf({ cost: { dice_points: 2 } }, "dice_points", 1), 2);
  assert.equal(costOf(null, "tickets", 3), 3);
  assert.equal(withCost("+1", 1, "dice_points"), "+1 (1 dice point)");
  assert.equal(withCost("Buy", 2, "tickets"), "Buy (2 tickets)");
  assert.equal(withCost("End turn", null, "tickets"), "End turn");
});

test("a service's Buy button and a die's taker in words", () => {
  assert.equal(buyLabel({ name: "Dining car", text: "two red passengers" }, 2), "Buy Dining car: two red passengers, for 2 tickets");
  assert.equal(buyLabel({ name: "Sleeper", colours: ["blue", "green"] }, null), "Buy Sleeper: blue and green");
  assert.equal(takerName("ai", () => "?"), "the AI opponent");
  assert.equal(takerName(1, (seat) => ["You", "Ana"][seat]), "Ana");
});
