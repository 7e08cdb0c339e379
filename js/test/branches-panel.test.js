import { test } from "node:test";
import assert from "node:assert/strict";
import { branchText, comparisonNote, comparisonRows, forkMarkers, hasBranches, markerText } from "../src/shared/panels/branches-panel.js";

const main = { name: "Main line", parent: null, fork: 0, ply: 5, shared: 2, current: false };
const bold = { name: "Bold", parent: "Main line", fork: 2, ply: 4, shared: 4, current: true };

test("the panel shows only when there is more than one line, or the live game is behind its end", () => {
  assert.equal(hasBranches([{ ...main, current: true, shared: 5 }], 5), false);
  assert.equal(hasBranches([{ ...main, current: true, shared: 5 }], 3), true);
  assert.equal(hasBranches([main, bold], 4), true);
  assert.equal(hasBranches(undefined, 0), false);
});

test("a branch says where it leaves its parent, how long it is and whether the live game is on it", () => {
  assert.equal(branchText(main, 4), "Main line: 5 moves");
  assert.equal(branchText(bold, 4), "Bold: leaves Main line after move 2, 4 moves, the live game");
  assert.equal(branchText(bold, 3), "Bold: leaves Main line after move 2, 4 moves, the live game is at move 3");
  assert.equal(branchText({ ...main, ply: 1 }, 0), "Main line: 1 move");
});

test("the Log marks where other lines leave the live one, and how far the live line goes on", () => {
  const marks = forkMarkers([main, bold], 4);
  assert.deepEqual([...marks.keys()], [2]);
  assert.deepEqual(marks.get(2).map((b) => b.name), ["Main line"]);
  assert.equal(markerText(main), "Main line goes another way here (to move 5): switch to it");
  // behind the end of its own line: a marker at the live position
  const behind = forkMarkers([main, bold], 3);
  assert.deepEqual(behind.get(3).map((b) => b.name), ["Bold"]);
  assert.equal(markerText(bold), "This line goes on to move 4: show its end");
  // a line that leaves after the live position is not in the Log (the panel lists it)
  assert.equal(forkMarkers([{ ...main, shared: 4 }, bold], 3).has(4), false);
});

test("the comparison's rows put the two branches side by side", () => {
  const outcomes = (leader, win, mean) => ({
    leader, done: 7, score_name: "points", rows: [{ id: leader, label: `play ${leader}`, win, mean }],
  });
  const comparison = { status: "done", branches: [
    { name: "Main line", ply: 5, player: "Ann", outcomes: outcomes("a", 0.5, 12.25) },
    { name: "Bold", ply: 4, player: "Ben", outcomes: {} },
  ] };
  assert.deepEqual(comparisonRows(comparison), [
    ["At move", "5", "4"],
    ["To move", "Ann", "Ben"],
    ["Leading move", "play a", "\u2026"],
    ["Win", "50%", "\u2026"],
    ["Mean points", "12.3", "\u2026"],
    ["Rollouts per move", "7", "\u2026"],
  ]);
  assert.match(comparisonNote(comparison), /^For the player to move at the end of each branch/);
  assert.match(comparisonNote({ ...comparison, status: "running" }), /^Comparing/);
  assert.match(comparisonNote({ ...comparison, status: "stopped" }), /^Stopped/);
  assert.equal(comparisonNote({}), "");
});
