import { test } from "node:test";
import assert from "node:assert/strict";
import { botRunGate, botStepGate, handoffReason, inspectGate, resumeGate, simulateGate, undoGate } from "../src/shared/gates.js";

const players = [{ name: "Ann", kind: "human" }, { name: "Bob", kind: "human" }, { name: "heuristic", kind: "bot", bot: "heuristic" }];
const snap = (over) => ({
  busy: "", viewing: null, over: false, ply: 4, seat: 0, handoff: {},
  players, view: { current_player: 0 }, log: [{ ply: 1 }], moves: [{ id: "prog:heist" }],
  ...over,
});
// the screen that waits for Bob after Ann's pick: no moves, Ann's move in the Log
const waitingForBob = snap({ handoff: { seat: 1, name: "Bob" }, seat: 1, view: { current_player: 1 }, moves: [] });
const WAITING = "The screen is waiting for Bob to press Ready";
const GATES = { undoGate, botStepGate, botRunGate, simulateGate, resumeGate, inspectGate };

test("a hand-off names the person the screen waits for", () => {
  assert.equal(handoffReason(waitingForBob), WAITING);
  assert.equal(handoffReason(snap({ handoff: { seat: 2 } })), "The screen is waiting for Seat 2 to press Ready");
  assert.equal(handoffReason(snap()), "");
  assert.equal(handoffReason({}), "");
});

test("while the screen waits for a hand-off, every control that changes or reveals a position is off, saying why", () => {
  for (const [name, gate] of Object.entries(GATES)) {
    assert.deepEqual(gate(waitingForBob), { enabled: false, reason: WAITING }, name);
    // the hand-off is the reason given even when another would hold too
    assert.deepEqual(gate({ ...waitingForBob, busy: "bots", viewing: 1 }), { enabled: false, reason: WAITING }, name);
  }
});

test("without a hand-off the same position's controls are on", () => {
  const live = snap({ view: { current_player: 2 }, moves: [] }); // the bot to move, a teacher narrates
  assert.equal(undoGate(snap()).enabled, true);
  assert.equal(botStepGate(snap()).enabled, true);
  assert.equal(botRunGate(live).enabled, true);
  assert.equal(simulateGate(snap()).enabled, true);
  assert.equal(resumeGate(snap({ viewing: 2 })).enabled, true);
  assert.equal(inspectGate(snap()).enabled, true);
});

test("Run is off without moves on the screen: the rollouts would be another seat's", () => {
  // one person and a bot, the bot to move: no hand-off, but nothing of the person's to simulate
  const botToMove = snap({ view: { current_player: 2 }, moves: [] });
  assert.deepEqual(simulateGate(botToMove), { enabled: false, reason: "No move of yours to simulate right now" });
  assert.equal(simulateGate(snap({ moves: [], viewing: 2 })).reason, "A past position is shown: go back to the game first");
  assert.equal(simulateGate(snap({ moves: [], over: true })).reason, "The game is over");
  assert.equal(simulateGate(snap({ busy: "simulating" })).enabled, false);
  assert.equal(simulateGate(snap({ busy: "bots" })).enabled, true); // as before: Run stops the bots
});

test("the other reasons a control is off are kept", () => {
  assert.equal(undoGate(snap({ log: [] })).reason, "No move to take back yet");
  assert.equal(undoGate(snap({ busy: "bots" })).reason, "Wait: the kernel is busy");
  assert.equal(undoGate(snap({ viewing: 1 })).enabled, false);
  assert.equal(botStepGate(snap({ over: true })).reason, "The game is over");
  assert.equal(botRunGate(snap()).reason, "A person is to move, not a bot");
  assert.equal(botRunGate(snap({ view: { current_player: 2 }, over: true })).reason, "The game is over");
});

test("an inspection panel opens only on someone's view", () => {
  assert.deepEqual(inspectGate(snap({ seat: null })), { enabled: false, reason: "Nobody's view is on the screen" });
  assert.equal(inspectGate(snap({ seat: 1 })).enabled, true);
});

test("Undo is off when the settings say undo takes back nothing", () => {
  const off = undoGate(snap({ settings: { undo: "off" } }));
  assert.equal(off.enabled, false);
  assert.match(off.reason, /Undo is off/);
  assert.equal(undoGate(snap({ settings: { undo: "no peeking" } })).enabled, true);
});
