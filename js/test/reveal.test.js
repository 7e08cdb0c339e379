import { test } from "node:test";
import assert from "node:assert/strict";
import { isRevealed, revealWords } from "../src/shared/reveal.js";
import { sourceText } from "../src/shared/panels/outcomes-panel.js";

test("the banner's words come from the revealed view: what it adds, what no one can know", () => {
  const snap = { reveal_all: true, view: { revealed: { summary: "The deck is listed in order.", unknown: "Shuffles to come cannot be known." } } };
  assert.equal(isRevealed(snap), true);
  assert.deepEqual(revealWords(snap), { summary: "The deck is listed in order.", unknown: "Shuffles to come cannot be known." });
  assert.deepEqual(revealWords({ view: { revealed: { summary: "Nothing is hidden.", unknown: null } } }), { summary: "Nothing is hidden.", unknown: "" });
  // a seat's view has no revealed part: no words, and the flag alone says whether it is on
  assert.deepEqual(revealWords({ view: { deck: 3 } }), { summary: "", unknown: "" });
  assert.equal(isRevealed({ reveal_all: false, view: snap.view }), false);
  assert.equal(isRevealed({}), false);
});

test("Simulated outcomes say where their rollouts started", () => {
  const players = [{ name: "Ann" }, { name: "Bob" }];
  assert.equal(sourceText({ source: "seat", seat: 1 }, players), "from what Bob can know");
  assert.equal(sourceText({ source: "truth", seat: 1 }, players), "computed from the revealed truth");
  assert.equal(sourceText({ source: "seat", seat: 3 }, players), "from what Seat 3 can know");
  // outcomes from before the field say nothing of it
  assert.equal(sourceText({ seat: 0 }, players), "");
});
