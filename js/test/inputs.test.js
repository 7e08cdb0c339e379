import { test } from "node:test";
import assert from "node:assert/strict";
import { parseCount, parseSeed } from "../src/shared/inputs.js";

test("a blank seed asks for a random one", () => {
  assert.deepEqual(parseSeed(""), { ok: true, seed: null });
  assert.deepEqual(parseSeed("   "), { ok: true, seed: null });
  assert.deepEqual(parseSeed(undefined), { ok: true, seed: null });
});

test("a seed is a whole number", () => {
  assert.deepEqual(parseSeed(" 7 "), { ok: true, seed: 7 });
  assert.deepEqual(parseSeed("0"), { ok: true, seed: 0 });
  for (const bad of ["-3", "7.5", "1e3", "seven", "0x10"]) assert.equal(parseSeed(bad).ok, false, bad);
  assert.equal(parseSeed("99999999999999999999").ok, false);
});

test("counts stay within their bounds", () => {
  assert.deepEqual(parseCount("200"), { ok: true, count: 200 });
  assert.equal(parseCount("0").ok, false);
  assert.equal(parseCount("", { min: 1 }).ok, false);
  assert.equal(parseCount("500", { max: 100 }).ok, false);
  assert.match(parseCount("x", { min: 1, max: 9 }).reason, /1 to 9/);
});
