// The Simulated outcomes panel before and after a run on a budget: it asks Python for an
// estimate once per position, rollout bot and budget, says how long a run would take,
// offers the rollouts the budget holds, and says honestly what the rows of a run that
// the budget stopped partway through a round hold.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  bestNote, budgetNote, defaultCount, estimateRequest, forecastNote, forecastOf, proposalNote, unevenRows,
} from "../src/shared/panels/outcomes-panel.js";

const settings = { sim_n: 200, rollout: "greedy", sim_seconds: 5 };
const forecast = (extra = {}) => ({
  status: "estimated", ply: 3, seat: 0, n: 200, rollout: "greedy", moves: 12, horizon: null, rollouts: 9,
  measured: 0.2, sweep_seconds: 1.8, estimate: 360, budget: 5, fits: 2, lower_bound: false, ...extra,
});
const snap = (extra = {}) => ({
  ply: 3, seat: 0, busy: "", viewing: null, over: false, handoff: {}, moves: [{ id: "a" }, { id: "b" }],
  settings, outcomes: {}, ...extra,
});

test("before Run the panel says how long the count in the box would take", () => {
  const shown = snap();
  assert.equal(forecastNote(forecast(), 200, shown),
    "200 rollouts per move with greedy: about 6 min; the 5.0 s budget holds about 2 per move.");
  // the box's count, not the one Python was asked about
  assert.equal(forecastNote(forecast(), 2, shown), "2 rollouts per move with greedy: about 3.6 s, within the 5.0 s budget.");
  assert.equal(forecastNote(forecast({ sweep_seconds: 0.0002, fits: 5000 }), 200, shown),
    "200 rollouts per move with greedy: under 0.1 s, within the 5.0 s budget.");
});

test("a round of rollouts longer than the budget is said: the run stops inside it", () => {
  const slow = forecast({ sweep_seconds: 2.5, fits: 1 });
  const shown = snap({ settings: { ...settings, sim_seconds: 1 } });
  assert.equal(forecastNote({ ...slow, budget: 1 }, 1, shown),
    "1 rollout per move with greedy: about 2.5 s; the 1.0 s budget ends a run before every move has a rollout.");
});

test("a rollout that did not end while measuring gives bounds, said as such", () => {
  const slow = forecast({ lower_bound: true, rollouts: 0, sweep_seconds: 6, fits: 1 });
  assert.equal(forecastNote(slow, 200, snap()),
    "200 rollouts per move with greedy: more than 20 min (no rollout ended in the 0.2 s spent measuring); the 5.0 s budget ends a run before every move has a rollout.");
  const bound = forecast({ lower_bound: true, rollouts: 0, sweep_seconds: 0.3, fits: 10 });
  assert.equal(forecastNote(bound, 20, snap()),
    "20 rollouts per move with greedy: more than 6.0 s (no rollout ended in the 0.2 s spent measuring); the 5.0 s budget holds at most 10 per move.");
  assert.equal(forecastNote(forecast({ lower_bound: true, sweep_seconds: 0.3 }), 2, snap()),
    "2 rollouts per move with greedy: more than 0.6 s (no rollout ended in the 0.2 s spent measuring); the 5.0 s budget holds at most 2 per move.",
    "a bound is never said to fit");
});

test("an estimate for another position, rollout bot or budget says nothing", () => {
  assert.equal(forecastNote(forecast({ ply: 2 }), 200, snap()), null);
  assert.equal(forecastNote(forecast({ rollout: "random" }), 200, snap()), null);
  assert.equal(forecastNote(forecast({ budget: 60 }), 200, snap()), null);
  assert.equal(forecastNote(null, 200, snap()), null);
  assert.equal(forecastNote(forecast(), NaN, snap()), null, "no count in the box");
  assert.equal(forecastOf({ forecast: { status: "done" } }), null);
  assert.equal(forecastOf({}), null);
  assert.deepEqual(forecastOf({ forecast: forecast() }), forecast());
});

test("the Rollouts box offers what the estimate says fits, and says so", () => {
  const outcomes = { forecast: forecast() };
  assert.equal(defaultCount(outcomes, settings), 2);
  assert.equal(proposalNote(outcomes, settings),
    "Offered 2 in place of 200: the 5.0 s budget holds no more with greedy rollouts.");
  // the estimate is fresher than the last run's measure
  assert.equal(defaultCount({ rollout: "greedy", budget: 5, fits: 40, forecast: forecast() }, settings), 2);
  // within the budget: the setting's count, nothing to say
  const quick = { forecast: forecast({ fits: 400 }) };
  assert.equal(defaultCount(quick, settings), 200);
  assert.equal(proposalNote(quick, settings), null);
  // another bot's or budget's speed says nothing about this one
  assert.equal(defaultCount({ forecast: forecast({ rollout: "random" }) }, settings), 200);
  assert.equal(defaultCount({ forecast: forecast({ budget: 60 }) }, settings), 200);
  assert.equal(proposalNote({}, settings), null);
});

test("the panel asks for an estimate only where a run could start and nothing measured it", () => {
  assert.deepEqual(estimateRequest(snap(), 150), { type: "estimate", n: 150, rollout: "greedy", ply: 3 });
  assert.deepEqual(estimateRequest(snap(), NaN), { type: "estimate", n: 200, rollout: "greedy", ply: 3 }, "the setting's count");
  assert.equal(estimateRequest(snap({ busy: "bots" }), 200), null, "never beside other work");
  assert.equal(estimateRequest(snap({ busy: "simulating" }), 200), null);
  assert.equal(estimateRequest(snap({ moves: [] }), 200), null, "no move of this person's on the screen");
  assert.equal(estimateRequest(snap({ handoff: { seat: 1, name: "Bob" } }), 200), null);
  assert.equal(estimateRequest(null, 200), null);
  // measured already: by an estimate, or by a run of this position with the same bot and budget
  assert.equal(estimateRequest(snap({ outcomes: { forecast: forecast() } }), 200), null);
  assert.equal(estimateRequest(snap({ outcomes: { ply: 3, rollout: "greedy", budget: 5, estimate: 40 } }), 200), null);
  // another position, bot or budget asks again
  assert.notEqual(estimateRequest(snap({ outcomes: { forecast: forecast({ ply: 2 }) } }), 200), null);
  assert.notEqual(estimateRequest(snap({ outcomes: { forecast: forecast({ rollout: "random" }) } }), 200), null);
  assert.notEqual(estimateRequest(snap({ outcomes: { forecast: forecast({ budget: 60 }) } }), 200), null);
  assert.notEqual(estimateRequest(snap({ outcomes: { ply: 2, rollout: "greedy", budget: 5, estimate: 40 } }), 200), null);
});

const rows = (...counts) => counts.map((n, i) => ({ id: `m${i}`, label: `m${i}`, n, win: 0, best: false }));

test("a run the budget stopped partway through a round says what its rows hold", () => {
  const cut = { ply: 3, status: "done", n: 200, done: 40, budget: 5, estimate: 25, fits: 30, budget_hit: true, rows: rows(41, 41, 40) };
  assert.equal(unevenRows(cut), "2 moves have 41 rollouts, the other 1 has 40 (of 200 asked)");
  assert.equal(budgetNote(cut),
    "Stopped after the 5.0 s budget, partway through a round of rollouts: 2 moves have 41 rollouts, the other 1 has 40 (of 200 asked). All 200 would take about 25 s.");
  const first = { ...cut, done: 0, estimate: 900, rows: rows(1, 0, 0, 0) };
  assert.equal(budgetNote(first),
    "Stopped after the 5.0 s budget, partway through a round of rollouts: 1 move has 1 rollout, the other 3 have none yet (of 200 asked). All 200 would take about 15 min.");
  // even rows read as before
  assert.equal(unevenRows({ ...cut, rows: rows(40, 40) }), null);
  assert.equal(budgetNote({ ...cut, rows: rows(40, 40) }), "Stopped after the 5.0 s budget: 40 of 200 rollouts per move. All 200 would take about 25 s.");
  assert.equal(unevenRows({ n: 5 }), null, "older outcomes without rows");
});

test("no clear best is said once any row has a rollout, even before a whole round", () => {
  const first = { ply: 3, done: 0, best: null, best_why: "some moves have no rollout yet", rows: rows(1, 0) };
  assert.equal(bestNote(first), "No clear best: some moves have no rollout yet.");
  assert.equal(bestNote({ ...first, rows: rows(0, 0) }), null, "nothing played at all");
});
