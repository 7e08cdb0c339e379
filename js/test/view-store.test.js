import { test } from "node:test";
import assert from "node:assert/strict";
import { followView, viewOf, withPatch } from "../src/shared/view-store.js";

const EMPTY = { set: {}, drop: [], merge: {} };

/** A model as anywidget gives it: get, and change events fired for one update at once. */
function fakeModel(state) {
  const values = { ...state };
  const handlers = new Map();
  return {
    get: (name) => values[name],
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event, handler) => handlers.set(event, (handlers.get(event) ?? []).filter((h) => h !== handler)),
    listeners: () => [...handlers.values()].reduce((n, list) => n + list.length, 0),
    update(changes) {
      Object.assign(values, changes);
      for (const name of Object.keys(changes)) for (const handler of handlers.get(`change:${name}`) ?? []) handler();
    },
  };
}

test("a patch sets, drops and merges one level down; twice changes nothing", () => {
  const view = { ply: 1, cards: { a: { name: "Ace" }, b: { name: "Bee" } }, hint: "go" };
  const patch = { set: { ply: 2 }, drop: ["hint"], merge: { cards: { set: { c: { name: "Sea" } }, drop: ["b"] } } };
  const next = withPatch(view, patch);
  assert.deepEqual(next, { ply: 2, cards: { a: { name: "Ace" }, c: { name: "Sea" } } });
  assert.deepEqual(withPatch(next, patch), next);
  assert.equal(next.cards.a, view.cards.a, "what did not change is the same object");
  assert.deepEqual(view.ply, 1, "the view patched is left as it was");
});

test("an empty patch, or anything but a patch, gives the same view", () => {
  const view = { ply: 3 };
  assert.equal(withPatch(view, EMPTY), view);
  assert.equal(withPatch(view, { set: { ply: 4 } }), view);
  assert.equal(withPatch(view, null), view);
  assert.equal(withPatch(view, { set: {}, drop: [], merge: { x: 5 } }), view);
});

test("the model's view is kept from every patch, also while no view is drawn", () => {
  const model = fakeModel({ view: { ply: 0, track: 1 }, view_patch: EMPTY });
  const stop = followView(model);
  model.update({ view_patch: { set: { ply: 1 }, drop: [], merge: {} } });
  model.update({ view_patch: { set: { track: 2 }, drop: [], merge: {} } });
  assert.deepEqual(viewOf(model), { ply: 1, track: 2 });
  assert.equal(viewOf(model), viewOf(model), "reading twice gives the same object");
  // written anew: the whole view with an empty patch replaces what was kept
  model.update({ view: { ply: 7 }, view_patch: EMPTY });
  assert.deepEqual(viewOf(model), { ply: 7 });
  stop();
  assert.equal(model.listeners(), 0);
});

test("a front end opening late puts the last patch on the whole view it gets: no change", () => {
  const model = fakeModel({ view: { ply: 2, track: 5 }, view_patch: { set: { track: 5 }, drop: ["gone"], merge: {} } });
  assert.deepEqual(viewOf(model), { ply: 2, track: 5 });
});
