import { test } from "node:test";
import assert from "node:assert/strict";
import { FIT_STEPS, firstFitting } from "../src/shared/fit.js";

test("the board keeps its full size when the decision fits", () => {
  const tried = [];
  assert.equal(firstFitting(FIT_STEPS, (f) => (tried.push(f), true)), 1);
  assert.deepEqual(tried, [1]);
});

test("the text shrinks a step at a time until the decision fits", () => {
  // a decision 800 px tall at full size, shrinking with the text, in a 680 px view
  const tried = [];
  const fit = firstFitting(FIT_STEPS, (f) => (tried.push(f), 800 * f <= 680));
  assert.equal(fit, 0.85);
  assert.deepEqual(tried, [1, 0.92, 0.85]);
});

test("a decision that never fits stops at the smallest step, applied last", () => {
  const tried = [];
  assert.equal(firstFitting(FIT_STEPS, (f) => (tried.push(f), false)), FIT_STEPS.at(-1));
  assert.equal(tried.at(-1), FIT_STEPS.at(-1));
  assert.deepEqual(tried, FIT_STEPS);
});

test("the steps run from full size down, and never below the point where the text floor rules", () => {
  assert.equal(FIT_STEPS[0], 1);
  for (let i = 1; i < FIT_STEPS.length; i += 1) assert.ok(FIT_STEPS[i] < FIT_STEPS[i - 1]);
  // at the last step a Presentation Mode board (17px x 1.2) is still above the 14px floor
  assert.ok(17 * 1.2 * FIT_STEPS.at(-1) >= 14);
});
