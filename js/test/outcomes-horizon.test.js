// The Simulated outcomes panel's words for rollouts stopped at a horizon (the end of a
// round, say), and that whole-game rollouts keep their old words.
import assert from "node:assert/strict";
import { test } from "node:test";

import { explainerText, horizonNote, winTitle } from "../src/shared/panels/outcomes-panel.js";

const whole = { ply: 4, n: 200, score_name: "final score", horizon: null, rows: [] };
const round = { ply: 49, n: 200, score_name: "Reputation", horizon: "the end of round 3", rows: [] };

test("whole-game outcomes read as before", () => {
  assert.equal(horizonNote(whole), null);
  assert.equal(horizonNote({ ply: 1 }), null); // older outcomes without the key
  assert.equal(winTitle(whole), "Win");
  assert.equal(explainerText(whole),
    "Each legal move is played, then the game is played out from what you can see, many times. Under each number: its 95% interval.");
});

test("outcomes stopped at a horizon name it and what was measured there", () => {
  assert.equal(winTitle(round), "Leads");
  const note = horizonNote(round);
  assert.match(note, /the end of round 3/);
  assert.match(note, /Mean Reputation/);
  assert.match(note, /ahead \(or level\)/);
  assert.match(explainerText(round), /played out to the end of round 3/);
});
