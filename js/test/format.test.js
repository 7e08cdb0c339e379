import { test } from "node:test";
import assert from "node:assert/strict";
import { agree, capital, describePosition, formatMean, formatNumber, formatPercent, formatRange, formatSeconds, formatWin, joinNames, meanParts, percentNumber, plural, possessive, winParts } from "../src/shared/format.js";

test("percentages round to whole numbers", () => {
  assert.equal(formatPercent(0.153), "15%");
  assert.equal(formatPercent(0), "0%");
  assert.equal(formatPercent(1), "100%");
  assert.equal(formatPercent(0.1234, 1), "12.3%");
});

test("rare and near-certain outcomes never read as 0% or 100%", () => {
  assert.equal(percentNumber(0.001), "<1");
  assert.equal(percentNumber(0.999), ">99");
  assert.equal(percentNumber(0.0004, 1), "<0.1");
  assert.equal(percentNumber(0.005), "1"); // 0.5% rounds to 1 (toFixed rounding), not "<1"
});

test("missing or non-finite numbers show a dash", () => {
  for (const bad of [undefined, null, NaN, Infinity, "0.5"]) {
    assert.equal(formatPercent(bad), "\u2014");
    assert.equal(formatNumber(bad), "\u2014");
  }
});

test("ranges join their ends with an en dash and collapse when equal", () => {
  assert.equal(formatRange("8", "26"), "8\u201326");
  assert.equal(formatRange("5", "5"), "5");
  assert.equal(formatRange("\u2014", "3"), "\u2014");
});

test("win rows show the probability and its interval", () => {
  assert.equal(formatWin({ win: 0.15, win_lo: 0.08, win_hi: 0.26 }), "15% (8\u201326%)");
  assert.equal(formatWin({ win: 0, win_lo: 0, win_hi: 0.018 }), "0% (0\u20132%)");
  assert.equal(formatWin({ win: 0.5 }), "50%");
  assert.equal(formatWin({}), "\u2014");
  assert.equal(formatWin(undefined), "\u2014");
});

test("mean rows show the score and its interval", () => {
  assert.equal(formatMean({ mean: 14.2, mean_lo: 13.6, mean_hi: 14.8 }), "14.2 (13.6\u201314.8)");
  assert.equal(formatMean({ mean: 14.25 }), "14.3");
  assert.equal(formatMean({ mean: 3, mean_lo: 3, mean_hi: 3 }), "3.0 (3.0)");
});

test("seconds, positions and plurals", () => {
  assert.equal(formatSeconds(0.41), "0.4 s");
  assert.equal(formatSeconds(75.4), "75 s");
  assert.equal(describePosition(0), "the start position");
  assert.equal(describePosition(4), "the position after move 4");
  assert.equal(plural(1, "move"), "1 move");
  assert.equal(plural(3, "move"), "3 moves");
});

test("win and mean parts keep the value and the interval apart", () => {
  assert.deepEqual(winParts({ win: 0.15, win_lo: 0.08, win_hi: 0.26 }), { value: "15%", range: "8\u201326%" });
  assert.deepEqual(winParts({ win: 0.15 }), { value: "15%", range: "" });
  assert.deepEqual(meanParts({ mean: 10.4, mean_lo: 9.463, mean_hi: 11.337 }), { value: "10.4", range: "9.5\u201311.3" });
  assert.deepEqual(meanParts(null), { value: "\u2014", range: "" });
});

test("words for the boards: plurals, a capital first letter, names in a list, owners and verbs", () => {
  assert.equal(plural(2, "die", "dice"), "2 dice");
  assert.equal(plural(1, "handcuffs", "handcuffs"), "1 handcuffs");
  assert.equal(plural(0, "floor"), "0 floors");
  assert.equal(capital("orange roof"), "Orange roof");
  assert.equal(capital(""), "");
  assert.equal(capital(7), "7");
  assert.equal(joinNames([]), "");
  assert.equal(joinNames(["Ana"]), "Ana");
  assert.equal(joinNames(["Ana", "Ben"]), "Ana and Ben");
  assert.equal(joinNames(["Ana", "Ben", "Cy"]), "Ana, Ben and Cy");
  assert.equal(possessive("You"), "Your");
  assert.equal(possessive("Ana"), "Ana's");
  assert.equal(agree("You", "win"), "You win");
  assert.equal(agree("Ana", "win"), "Ana wins");
});
