// The Simulated outcomes panel draws what Python decided: the star only on the row it
// flags, "No clear best" and why otherwise, how long a run takes and when its time
// budget stopped it; older outcomes without these fields read as before.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  bestIndexOf, bestNote, budgetNote, defaultCount, formatDuration, parseBudget,
} from "../src/shared/panels/outcomes-panel.js";

const row = (id, win, best) => ({ id, label: id, n: 40, win, win_lo: 0, win_hi: 1, mean: 10, mean_lo: 9, mean_hi: 11, best });

test("the star goes only where Python flags a row", () => {
  const clear = { ply: 3, done: 40, best: "b", best_why: "its 95% intervals clear every other move's", rows: [row("a", 0.1, false), row("b", 0.6, true)] };
  assert.equal(bestIndexOf(clear, clear.rows), 1);
  assert.equal(bestNote(clear), null);
});

test("no star and the reason when Python names no clear best", () => {
  const zero = { ply: 3, done: 40, best: null, best_why: "no move won any rollout", rows: [row("a", 0, false), row("b", 0, false)] };
  assert.equal(bestIndexOf(zero, zero.rows), -1);
  assert.equal(bestNote(zero), "No clear best: no move won any rollout.");
  // the higher win chance is not starred when Python says the intervals overlap
  const close = { ply: 3, done: 40, best: null, best_why: "the leading moves' 95% intervals overlap", rows: [row("a", 0.3, false), row("b", 0.35, false)] };
  assert.equal(bestIndexOf(close, close.rows), -1);
  assert.match(bestNote(close), /^No clear best: the leading moves' 95% intervals overlap\.$/);
});

test("the star is Python's: a named move keeps it, outcomes that name none get none", () => {
  const named = { ply: 3, done: 40, best: "a", rows: [{ id: "a", win: 0.1 }, { id: "b", win: 0.5 }] };
  assert.equal(bestIndexOf(named, named.rows), 0, "Python named it");
  const bare = { ply: 3, done: 40, rows: [{ id: "a", win: 0.1 }, { id: "b", win: 0.5 }] };
  assert.equal(bestIndexOf(bare, bare.rows), -1, "the front end does not rank moves itself");
  assert.equal(bestNote(bare), null);
  assert.equal(budgetNote(bare, {}), null);
  assert.equal(bestNote({ ply: 3, done: 0, best: null, best_why: "no rollouts yet", rows: [] }), null);
});

test("while a run goes on the panel says how long all of it takes", () => {
  const quick = { ply: 3, status: "running", n: 200, done: 1, budget: 5, estimate: 2.4, fits: 400 };
  assert.equal(budgetNote(quick), "About 2.4 s for 200 rollouts per move.");
  const slow = { ply: 3, status: "running", n: 200, done: 1, budget: 5, estimate: 365, fits: 2 };
  assert.equal(budgetNote(slow), "About 6 min for 200 rollouts per move: more than the 5.0 s budget, so it stops after about 2 per move.");
  assert.equal(budgetNote({ ...quick, status: "done", done: 200 }), null, "a run within its budget needs no note");
});

test("a run the budget stopped says so, and what all of it would take", () => {
  const cut = { ply: 3, status: "done", n: 200, done: 40, budget: 5, estimate: 25, fits: 30, budget_hit: true };
  assert.equal(budgetNote(cut), "Stopped after the 5.0 s budget: 40 of 200 rollouts per move. All 200 would take about 25 s.");
});

test("before any run the panel names the budget", () => {
  assert.match(budgetNote(null, { sim_seconds: 5 }), /^A run stops after 5\.0 s at most/);
  assert.equal(budgetNote(null, {}), null, "settings from before the budget");
});

test("the Rollouts box offers what fits the budget at the speed last measured", () => {
  const settings = { sim_n: 200, rollout: "greedy", sim_seconds: 5 };
  assert.equal(defaultCount(null, settings), 200);
  assert.equal(defaultCount({ rollout: "greedy", budget: 5, fits: 4 }, settings), 4);
  assert.equal(defaultCount({ rollout: "greedy", budget: 5, fits: 9000 }, settings), 200, "never more than sim_n");
  assert.equal(defaultCount({ rollout: "random", budget: 5, fits: 4 }, settings), 200, "another bot's speed says nothing");
  assert.equal(defaultCount({ rollout: "greedy", budget: 60, fits: 4 }, settings), 200, "nor another budget's");
  assert.equal(defaultCount({}, {}), 200);
});

test("the budget box takes seconds within the limits Python checks", () => {
  assert.deepEqual(parseBudget(" 5 "), { ok: true, seconds: 5 });
  assert.deepEqual(parseBudget("2.5"), { ok: true, seconds: 2.5 });
  for (const bad of ["0", "0.1", "601", "-3", "five", "", "1e3", "NaN"]) {
    assert.equal(parseBudget(bad).ok, false, bad);
  }
  assert.match(parseBudget("0").reason, /from 0\.5 to 600/);
});

test("durations read in seconds, minutes or hours", () => {
  assert.equal(formatDuration(2.44), "2.4 s");
  assert.equal(formatDuration(365), "6 min");
  assert.equal(formatDuration(7200), "2.0 h");
  assert.equal(formatDuration(null), "\u2014");
});
