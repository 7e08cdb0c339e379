import { test } from "node:test";
import assert from "node:assert/strict";
import { gridStep, listStep } from "../src/shared/grid-nav.js";

const three = { columns: 3, count: 9 };

test("arrows move within a 3x3 grid and stop at the edges", () => {
  assert.equal(gridStep(4, "ArrowRight", three), 5);
  assert.equal(gridStep(4, "ArrowLeft", three), 3);
  assert.equal(gridStep(4, "ArrowUp", three), 1);
  assert.equal(gridStep(4, "ArrowDown", three), 7);
  assert.equal(gridStep(2, "ArrowRight", three), 2, "no wrap onto the next row");
  assert.equal(gridStep(3, "ArrowLeft", three), 3, "no wrap onto the previous row");
  assert.equal(gridStep(1, "ArrowUp", three), 1);
  assert.equal(gridStep(7, "ArrowDown", three), 7);
});

test("Home and End go to the row's ends, with Ctrl to the grid's", () => {
  assert.equal(gridStep(4, "Home", three), 3);
  assert.equal(gridStep(4, "End", three), 5);
  assert.equal(gridStep(4, "Home", { ...three, ctrlKey: true }), 0);
  assert.equal(gridStep(4, "End", { ...three, ctrlKey: true }), 8);
});

test("a ragged last row is respected", () => {
  const seven = { columns: 3, count: 7 }; // rows: 0-2, 3-5, 6
  assert.equal(gridStep(4, "ArrowDown", seven), 4, "nothing below 4");
  assert.equal(gridStep(3, "ArrowDown", seven), 6);
  assert.equal(gridStep(6, "End", seven), 6);
  assert.equal(gridStep(6, "ArrowRight", seven), 6);
});

test("keys the grid does not own return null", () => {
  assert.equal(gridStep(4, "Enter", three), null);
  assert.equal(gridStep(4, "a", three), null);
  assert.equal(listStep(0, "Tab", 3), null);
});

test("lists answer every arrow and clamp", () => {
  assert.equal(listStep(0, "ArrowRight", 3), 1);
  assert.equal(listStep(0, "ArrowDown", 3), 1);
  assert.equal(listStep(2, "ArrowRight", 3), 2);
  assert.equal(listStep(2, "ArrowUp", 3), 1);
  assert.equal(listStep(0, "ArrowLeft", 3), 0);
  assert.equal(listStep(1, "Home", 3), 0);
  assert.equal(listStep(1, "End", 3), 2);
});

test("every board's grid takes its arrow keys the same way (dom.js addGridKeys)", async () => {
  const { addGridKeys } = await import("../src/shared/dom.js");
  let listener = null;
  const element = { addEventListener: (type, f) => type === "keydown" && (listener = f) };
  let focused = 4;
  const went = [];
  addGridKeys(element, { columns: 3, count: 9, current: () => focused, go: (to) => { went.push(to); focused = to; } });
  const press = (key, ctrlKey = false) => {
    const event = { key, ctrlKey, prevented: false, preventDefault() { this.prevented = true; } };
    listener(event);
    return event.prevented;
  };
  assert.equal(press("ArrowUp"), true);
  assert.equal(press("ArrowUp"), true, "an edge keeps the key, so the page does not scroll");
  assert.equal(press("End", true), true);
  assert.deepEqual(went, [1, 1, 8]);
  assert.equal(press("a"), false, "a key the grid does not own is left alone");
  focused = null;
  assert.equal(press("ArrowLeft"), false, "no cell focused: nothing moves");
  assert.deepEqual(went, [1, 1, 8]);
});
