import { test } from "node:test";
import assert from "node:assert/strict";
import { numberValue, playerRange, resizeSeats, ruleText, sameValue, seatChoice } from "../src/shared/panels/rules-panel.js";

test("a seat is edited as a person with a name or a bot by its own name", () => {
  assert.deepEqual(seatChoice({ name: "heuristic 1", kind: "bot", bot: "heuristic" }), { kind: "bot", bot: "heuristic" });
  assert.deepEqual(seatChoice({ name: "Ann", kind: "human" }), { kind: "human", name: "Ann" });
  assert.deepEqual(seatChoice(undefined), { kind: "human", name: "" });
});

test("more players keep the first seats and add people; fewer drop the last", () => {
  const seats = [{ kind: "human", name: "You" }, { kind: "bot", bot: "greedy" }];
  assert.deepEqual(resizeSeats(seats, 3), [...seats, { kind: "human", name: "Player 3" }]);
  assert.deepEqual(resizeSeats(seats, 1), [seats[0]]);
  assert.equal(resizeSeats(seats, 2).length, 2);
});

test("a number box sends its number, or its text for Python to refuse", () => {
  assert.equal(numberValue("40"), 40);
  assert.equal(numberValue(" 7 "), 7);
  assert.equal(numberValue("forty"), "forty");
  assert.equal(numberValue(""), "");
  assert.equal(numberValue("1.5"), 1.5);
});

test("an option's value is compared with its default as data", () => {
  assert.ok(sameValue(null, undefined));
  assert.ok(sameValue(["a", "b"], ["a", "b"]));
  assert.ok(!sameValue(100, 40));
  assert.ok(!sameValue(false, 0));
});

test("the rule an option changes reads as a sentence, ours said so", () => {
  assert.equal(ruleText({ section: "Special rule", summary: "three equal cards go", ours: false }), "Rule it changes: Special rule: three equal cards go.");
  assert.match(ruleText({ section: "Dirty Tricks", summary: "once a game", ours: true }), /our reading/);
  assert.equal(ruleText(undefined), "");
});

test("how many play, in words", () => {
  assert.equal(playerRange({ min: 1, max: 1 }), "1 player");
  assert.equal(playerRange({ min: 2, max: 8 }), "2 to 8 players");
  assert.equal(playerRange({}), "");
});
