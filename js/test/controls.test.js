import { test } from "node:test";
import assert from "node:assert/strict";
import { paceChoices } from "../src/shared/controls.js";

const NAMED = [[0, "instant"], [0.3, "quick"], [0.6, "steady"], [1.5, "slow"]];

test("Bot pace offers the named paces, seconds in order", () => {
  assert.deepEqual(paceChoices(0.6), NAMED);
  assert.deepEqual(paceChoices(0), NAMED);
});

test("a pace set from Python is among the choices, in its place", () => {
  assert.deepEqual(paceChoices(2), [...NAMED, [2, "2 s"]]);
  assert.deepEqual(paceChoices(0.45).map(([seconds]) => seconds), [0, 0.3, 0.45, 0.6, 1.5]);
});

test("no pace yet: the named paces", () => {
  assert.deepEqual(paceChoices(undefined), NAMED);
  assert.deepEqual(paceChoices(Number.NaN), NAMED);
});
