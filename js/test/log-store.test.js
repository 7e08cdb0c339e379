import { test } from "node:test";
import assert from "node:assert/strict";
import { followLog, logOf, withTail } from "../src/shared/log-store.js";

const entry = (ply) => ({ ply, seat: 0, player: "You", id: `m${ply}`, label: `move ${ply}` });

/** A model as anywidget gives it: get, and change events fired for one update at once. */
function fakeModel(state) {
  const values = { ...state };
  const handlers = new Map();
  return {
    get: (name) => values[name],
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event, handler) => handlers.set(event, (handlers.get(event) ?? []).filter((h) => h !== handler)),
    listeners: () => [...handlers.values()].reduce((n, list) => n + list.length, 0),
    // Python's update: every trait in it set, then each one's change event
    update(changes) {
      Object.assign(values, changes);
      for (const name of Object.keys(changes)) for (const handler of handlers.get(`change:${name}`) ?? []) handler();
    },
  };
}

test("a tail is put after the first `from` entries; the same tail twice changes nothing", () => {
  const two = [entry(1), entry(2)];
  const three = withTail(two, { from: 2, entries: [entry(3)] });
  assert.deepEqual(three.map((e) => e.ply), [1, 2, 3]);
  assert.equal(withTail(three, { from: 2, entries: [three[2]] }), three);
  assert.deepEqual(withTail(three, { from: 1, entries: [entry(9)] }).map((e) => e.ply), [1, 9]);
});

test("a tail that would leave a gap, or is no tail, changes nothing", () => {
  const two = [entry(1), entry(2)];
  assert.equal(withTail(two, { from: 3, entries: [entry(4)] }), two);
  assert.equal(withTail(two, { from: -1, entries: [] }), two);
  assert.equal(withTail(two, { from: 1.5, entries: [] }), two);
  assert.equal(withTail(two, { from: 1, entries: "x" }), two);
  assert.equal(withTail(two, undefined), two);
});

test("the Log follows the moves' tails, then a Log written anew, in either order of events", () => {
  const model = fakeModel({ log_entries: [entry(1)], log_tail: { from: 1, entries: [] } });
  followLog(model);
  for (let ply = 2; ply <= 200; ply += 1) model.update({ log_tail: { from: ply - 1, entries: [entry(ply)] } });
  assert.deepEqual(logOf(model).map((e) => e.ply), Array.from({ length: 200 }, (_, i) => i + 1));
  // Undo: the whole Log again, with a tail that adds nothing
  const kept = [entry(1), entry(2), entry(3)];
  model.update({ log_entries: kept, log_tail: { from: 3, entries: [] } });
  assert.deepEqual(logOf(model).map((e) => e.ply), [1, 2, 3]);
  model.update({ log_tail: { from: 3, entries: [entry(4)] } });
  model.update({ log_tail: { from: 0, entries: [] }, log_entries: [] });
  assert.deepEqual(logOf(model), []);
});

test("a view opened later finds the whole Log, moves made while none was open included", () => {
  const model = fakeModel({ log_entries: [], log_tail: { from: 0, entries: [] } });
  const stop = followLog(model); // the widget's initialize, before any view
  model.update({ log_tail: { from: 0, entries: [entry(1)] } });
  model.update({ log_tail: { from: 1, entries: [entry(2), entry(3)] } });
  assert.deepEqual(logOf(model).map((e) => e.ply), [1, 2, 3]);
  stop(); // the model is gone: nothing listens any more
  assert.equal(model.listeners(), 0);
  // a page opened afresh gets Python's state: the whole Log and the last tail
  const fresh = fakeModel({ log_entries: [entry(1), entry(2), entry(3)], log_tail: { from: 1, entries: [entry(2), entry(3)] } });
  assert.deepEqual(logOf(fresh).map((e) => e.ply), [1, 2, 3]);
});

test("a Log that has not changed is the same array, so a panel draws it once", () => {
  const model = fakeModel({ log_entries: [entry(1)], log_tail: { from: 1, entries: [] } });
  const first = logOf(model);
  model.update({ log_tail: { from: 1, entries: [] } });
  assert.equal(logOf(model), first);
});

test("a view that only reads the Log at each update keeps it too, with no listener of its own", () => {
  const model = fakeModel({ log_entries: [], log_tail: { from: 0, entries: [] } });
  for (let ply = 1; ply <= 5; ply += 1) {
    model.update({ log_tail: { from: ply - 1, entries: [entry(ply)] } });
    logOf(model); // the view's update reads the Log
  }
  assert.deepEqual(logOf(model).map((e) => e.ply), [1, 2, 3, 4, 5]);
  assert.equal(model.listeners(), 0);
});

test("every view of a model keeps the same Log, though each gets a model of its own", () => {
  const model = fakeModel({ log_entries: [entry(1)], log_tail: { from: 1, entries: [] } });
  // anywidget hands initialize and each view a wrapper of the one model
  const wrapper = () => ({ get: model.get, on: model.on, off: model.off });
  const stop = followLog(wrapper());
  const first = wrapper();
  model.update({ log_tail: { from: 1, entries: [entry(2)] } });
  assert.deepEqual(logOf(first).map((e) => e.ply), [1, 2]);
  model.update({ log_tail: { from: 2, entries: [entry(3)] } }); // no view reads this one
  const later = wrapper(); // a view opened now
  assert.deepEqual(logOf(later).map((e) => e.ply), [1, 2, 3]);
  assert.equal(logOf(later), logOf(first));
  stop();
});
