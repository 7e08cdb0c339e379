import { test } from "node:test";
import assert from "node:assert/strict";
import { nextSort, sortRows } from "../src/shared/outcome-rows.js";

const rows = [
  { id: "a1", label: "A onto 1", win: 0.1, mean: 12, n: 50 },
  { id: "a2", label: "A onto 2", win: 0.3, mean: 11, n: 50 },
  { id: "b10", label: "B onto 10", win: 0.3, mean: 13, n: 40 },
  { id: "b9", label: "B onto 9", win: 0.05, mean: 15, n: 50 },
];

test("sorting by a column, keeping legal-move order for ties", () => {
  const ids = (sorted) => sorted.map((e) => e.row.id);
  assert.deepEqual(ids(sortRows(rows)), ["a1", "a2", "b10", "b9"]);
  assert.deepEqual(ids(sortRows(rows, { key: "win", direction: "descending" })), ["a2", "b10", "a1", "b9"]);
  assert.deepEqual(ids(sortRows(rows, { key: "win", direction: "ascending" })), ["b9", "a1", "a2", "b10"]);
  assert.deepEqual(ids(sortRows(rows, { key: "mean", direction: "descending" })), ["b9", "b10", "a1", "a2"]);
  assert.deepEqual(ids(sortRows(rows, { key: "label", direction: "ascending" })), ["a1", "a2", "b9", "b10"], "numeric-aware labels");
  assert.deepEqual(sortRows(rows, { key: "n", direction: "descending" }).map((e) => e.index), [0, 1, 3, 2]);
});

test("sorting does not touch the rows it was given", () => {
  const copy = structuredClone(rows);
  sortRows(rows, { key: "win", direction: "descending" });
  assert.deepEqual(rows, copy);
});

test("clicking a header flips its direction or starts a new column", () => {
  assert.deepEqual(nextSort({ key: "order", direction: "ascending" }, "win"), { key: "win", direction: "descending" });
  assert.deepEqual(nextSort({ key: "win", direction: "descending" }, "win"), { key: "win", direction: "ascending" });
  assert.deepEqual(nextSort({ key: "win", direction: "ascending" }, "win"), { key: "win", direction: "descending" });
  assert.deepEqual(nextSort(null, "label"), { key: "label", direction: "ascending" });
});

test("a move with no rollout yet sorts last by win and mean, whichever the direction", () => {
  const rows = [
    { id: "a", label: "a", win: 0.5, mean: 10, n: 3 },
    { id: "b", label: "b", win: 0, mean: 0, n: 0 },
    { id: "c", label: "c", win: 0.2, mean: -4, n: 3 },
  ];
  const order = (key, direction) => sortRows(rows, { key, direction }).map((e) => e.row.id);
  assert.deepEqual(order("win", "descending"), ["a", "c", "b"]);
  assert.deepEqual(order("win", "ascending"), ["c", "a", "b"]);
  assert.deepEqual(order("mean", "ascending"), ["c", "a", "b"]);
  // by rollouts it is simply the fewest
  assert.deepEqual(order("n", "ascending"), ["b", "a", "c"]);
});
