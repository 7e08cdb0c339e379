// The study lab's charts are placed from Python's figures without computing any, and its
// controls change the setup only as asked (Python checks every setup it is sent).
import assert from "node:assert/strict";
import { test } from "node:test";

import { PLOT_WIDTH, ROW_HEIGHT, TOP, fitLabel, labelWidth, scale, scoreLayout, winLayout } from "../src/lab/charts.js";
import { addSeat, addVariant, freshVariantName, optionValue, planText, removeSeat, removeVariant, typedNumber, withBot, withOption } from "../src/lab/setup.js";

const figures = {
  fair_share: 0.5,
  win_ticks: [0, 0.25, 0.5, 0.75, 1],
  score_axis: { low: 0, high: 200, ticks: [0, 100, 200] },
  lower_is_better: true,
  groups: [
    { label: "greedy", games: 40, values: { win: "75.0%", score: "50.0" }, win_rate: 0.75, win_lo: 0.6, win_hi: 0.86, mean_score: 50, box: { min: 10, q1: 30, median: 50, q3: 70, max: 150 } },
    { label: "random", games: 0, values: { win: "no games yet", score: "no games yet" }, win_rate: null, win_lo: null, win_hi: null, mean_score: null, box: null },
  ],
};

test("a linear scale maps the domain's ends onto the range's", () => {
  const x = scale([0, 200], [100, 400]);
  assert.equal(x(0), 100);
  assert.equal(x(200), 400);
  assert.equal(x(50), 175);
});

test("the win chart's bar ends at the win rate and its whisker spans Python's interval", () => {
  const layout = winLayout(figures);
  const left = labelWidth(figures.groups);
  const [greedy, random] = layout.rows;
  assert.equal(greedy.bar.x, left);
  assert.equal(greedy.bar.width, 0.75 * PLOT_WIDTH);
  assert.deepEqual(greedy.interval, { x1: left + 0.6 * PLOT_WIDTH, x2: left + 0.86 * PLOT_WIDTH });
  assert.equal(greedy.value, "75.0%"); // Python's words, as the table says them
  assert.equal(random.bar, null);
  assert.equal(random.interval, null);
  assert.equal(random.value, "no games yet");
  assert.equal(random.y - greedy.y, ROW_HEIGHT);
  assert.equal(layout.fair.x, left + PLOT_WIDTH / 2);
  assert.deepEqual(layout.ticks.map((t) => t.label), ["0%", "25%", "50%", "75%", "100%"]);
  assert.equal(layout.height > TOP + 2 * ROW_HEIGHT, true);
});

test("the box plot's five numbers are placed on Python's axis", () => {
  const layout = scoreLayout(figures);
  const left = labelWidth(figures.groups);
  const box = layout.rows[0].box;
  assert.deepEqual(box, { min: left + 0.05 * PLOT_WIDTH, q1: left + 0.15 * PLOT_WIDTH, median: left + 0.25 * PLOT_WIDTH, q3: left + 0.35 * PLOT_WIDTH, max: left + 0.75 * PLOT_WIDTH });
  assert.equal(layout.rows[0].mean, left + 0.25 * PLOT_WIDTH);
  assert.equal(layout.rows[0].value, "50.0");
  assert.equal(layout.rows[1].box, null);
  assert.deepEqual(layout.ticks.map((t) => t.label), ["0", "100", "200"]);
});

test("a long label is cut with an ellipsis, and the label column stays within bounds", () => {
  assert.equal(fitLabel("greedy"), "greedy");
  const long = "No column rule and doubled scores: ismcts (iterations=300) 2";
  assert.equal(fitLabel(long).endsWith("\u2026"), true);
  assert.equal(fitLabel(long).length < long.length, true);
  assert.equal(labelWidth([{ label: long }]) <= 240 + 12, true);
  assert.equal(labelWidth([{ label: "a" }]) > 12, true);
});

const setup = { seats: [{ bot: "ismcts", iterations: 30 }, { bot: "random" }], variants: [{ name: "Standard rules", options: {} }], games: 10, seed: 1 };

test("a seat's new bot drops the old bot's settings, for Python to fill in", () => {
  assert.deepEqual(withBot(setup, 0, "greedy").seats[0], { bot: "greedy" });
  assert.deepEqual(setup.seats[0], { bot: "ismcts", iterations: 30 }); // the shown setup is untouched
  assert.equal(addSeat(setup, "random").seats.length, 3);
  assert.deepEqual(removeSeat(setup, 0).seats, [{ bot: "random" }]);
});

test("a new variant copies the last one's options under a name no variant has", () => {
  const one = withOption(setup, 0, "column_rule", false);
  const two = addVariant(one);
  assert.deepEqual(two.variants[1], { name: "Variant 2", options: { column_rule: false } });
  assert.equal(freshVariantName([{ name: "Variant 2" }, { name: "x" }]), "Variant 3");
  assert.deepEqual(removeVariant(two, 0).variants.map((v) => v.name), ["Variant 2"]);
  assert.equal(optionValue(two.variants[1], { name: "column_rule", default: true }), false);
  assert.equal(optionValue(setup.variants[0], { name: "column_rule", default: true }), true);
});

test("a number box sends a whole number, or the text as typed for Python to refuse", () => {
  assert.equal(typedNumber(" 120 "), 120);
  assert.equal(typedNumber("-3"), "-3");
  assert.equal(typedNumber("ten"), "ten");
});

test("the plan says how many games a setup plays", () => {
  assert.match(planText(setup), /^A tournament: 10 deals, each played once with every seat rotation, so 20 games in all\.$/);
  assert.match(planText(addVariant(setup)), /^A comparison of 2 variants on the same deals: .* so 40 games in all\./);
});
