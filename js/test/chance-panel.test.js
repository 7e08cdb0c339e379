// The Chance panel's words and bars, drawn from Python's `chance` trait without knowing
// the game, and the Download CSV message check.
import assert from "node:assert/strict";
import { test } from "node:test";

import { isCsvMessage } from "../src/shared/download.js";
import { barShare, basisText, rowText } from "../src/shared/panels/chance-panel.js";

const probability = { kind: "probability", label: "Hearts", fraction: "4042/5797", percent: "69.7%", value: 0.6973 };
const count = { kind: "count", label: "Spades", count: 9, of: 35 };

test("a row reads as Python's exact fraction and percent, or a count out of its total", () => {
  assert.equal(rowText(probability), "4042/5797 \u00B7 69.7%");
  assert.equal(rowText(count), "9 of 35");
  assert.equal(rowText({ kind: "other" }), "");
});

test("a probability's bar is the probability, a count's is against its section's largest", () => {
  assert.equal(barShare(probability, 0), 0.6973);
  assert.equal(barShare(count, 10), 0.9);
  assert.equal(barShare(count, 0), 0);
  assert.equal(barShare({ ...probability, value: 7 }, 0), 1);
});

test("with everything revealed the panel says its odds are still the seat's own", () => {
  const chance = { basis: "Worked out from what Ann can see." };
  assert.equal(basisText(chance, false), "Worked out from what Ann can see.");
  assert.match(basisText(chance, true), /^Worked out from what Ann can see\. Everything is revealed on the board now, but these odds are not the revealed truth/);
});

test("only a csv message with a file name and text is saved", () => {
  assert.equal(isCsvMessage({ type: "csv", filename: "skyway-log.csv", text: "ply\n" }), true);
  assert.equal(isCsvMessage({ type: "csv", filename: "x.csv" }), false);
  assert.equal(isCsvMessage({ type: "other", filename: "x.csv", text: "" }), false);
  assert.equal(isCsvMessage(null), false);
});
