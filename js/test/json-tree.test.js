import { test } from "node:test";
import assert from "node:assert/strict";
import { buildTree, kindOf, pathsToDepth, previewText } from "../src/shared/json-tree.js";

test("kinds of JSON values", () => {
  assert.equal(kindOf(null), "null");
  assert.equal(kindOf(undefined), "null");
  assert.equal(kindOf([]), "array");
  assert.equal(kindOf({}), "object");
  assert.equal(kindOf("x"), "string");
  assert.equal(kindOf(3), "number");
  assert.equal(kindOf(false), "boolean");
});

test("a view becomes a tree with unique, stable paths", () => {
  const view = { round: 1, market: [["7♥", "6♣"], []], last: null, "a/b": { "~": true } };
  const root = buildTree(view, "view");
  assert.equal(root.kind, "object");
  assert.equal(root.size, 4);
  assert.equal(root.path, "");
  const [round, market, last, odd] = root.children;
  assert.deepEqual([round.key, round.kind, round.text, round.path], ["round", "number", "1", "/round"]);
  assert.equal(market.kind, "array");
  assert.equal(market.children[0].path, "/market/0");
  assert.equal(market.children[0].children[1].text, '"6♣"');
  assert.equal(market.children[1].size, 0);
  assert.equal(last.text, "null");
  assert.equal(odd.path, "/a~1b", "slashes in keys are escaped");
  assert.equal(odd.children[0].path, "/a~1b/~0");
  assert.equal(buildTree(view, "view").children[1].children[0].path, "/market/0", "same input, same paths");
});

test("collection previews are short one-line JSON", () => {
  assert.equal(previewText(["7♥", "6♣"]), '["7♥","6♣"]');
  const long = previewText({ text: "x".repeat(100) }, 20);
  assert.equal(long.length, 20);
  assert.ok(long.endsWith("\u2026"));
});

test("default-open branches stop at a depth", () => {
  const root = buildTree({ a: { b: { c: 1 } }, d: [1] });
  assert.deepEqual(pathsToDepth(root, 1), [""]);
  assert.deepEqual(pathsToDepth(root, 2), ["", "/a", "/d"]);
});
