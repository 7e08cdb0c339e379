// The Lab's two charts, drawn from Python's `figures` as SVG: the win rate of each group
// (a bot, or a variant and a bot) with its 95% interval, and the spread of its scores as
// a box plot. Python works out every figure and the axes; the layout functions here only
// place them (pure, unit-tested), and the draw functions turn a layout into a grid of
// words with SVG strips of shapes. Sizes are in pixels and nothing is scaled.

import { h } from "../shared/dom.js";
import { formatDecimal, t } from "../shared/i18n.js";
import { svg } from "../shared/svg.js";

export const FONT_PX = 16;
export const ROW_HEIGHT = 36;
export const AXIS_HEIGHT = 34;
export const TOP = 26;
export const PLOT_WIDTH = 300;
export const VALUE_WIDTH = 96;
export const GAP = 12;
/** The widest a group's label may be drawn; a longer one is cut, and its title says it. */
export const MAX_LABEL_PX = 240;
// about how wide a character of the chart's font is, to size the label column
const CHAR_PX = FONT_PX * 0.56;

/** A linear map from `domain` onto `range`: scale([0, 1], [10, 110])(0.5) is 60. */
export function scale([d0, d1], [r0, r1]) {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** The label as drawn: cut with an ellipsis to fit `maxPx`. */
export function fitLabel(text, maxPx = MAX_LABEL_PX) {
  const room = Math.floor(maxPx / CHAR_PX);
  return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1))}\u2026`;
}

/** The width of the label column: the longest label's, within bounds. */
export function labelWidth(groups) {
  const longest = Math.max(4, ...groups.map((g) => String(g.label ?? "").length));
  return Math.min(MAX_LABEL_PX, Math.ceil(longest * CHAR_PX)) + GAP;
}

const percent = (share) => `${Math.round(share * 100)}%`;
const isNumber = (x) => typeof x === "number" && Number.isFinite(x);

/**
 * Where the win-rate chart puts everything: one row per group, a bar from 0 to its win
 * rate and a whisker over its interval (none before its first game), the ticks of the
 * 0..100% axis and the fair share (one in as many players) as a dashed line.
 */
export function winLayout(figures) {
  const groups = Array.isArray(figures?.groups) ? figures.groups : [];
  const left = labelWidth(groups);
  const x = scale([0, 1], [left, left + PLOT_WIDTH]);
  const rows = groups.map((group, i) => {
    const y = TOP + i * ROW_HEIGHT;
    const rate = isNumber(group.win_rate) ? group.win_rate : null;
    return {
      y,
      label: String(group.label ?? ""),
      games: group.games ?? 0,
      bar: rate === null ? null : { x: x(0), width: x(rate) - x(0) },
      interval: isNumber(group.win_lo) && isNumber(group.win_hi) ? { x1: x(group.win_lo), x2: x(group.win_hi) } : null,
      value: group.values?.win ?? "",
    };
  });
  const bottom = TOP + groups.length * ROW_HEIGHT;
  const ticks = (figures?.win_ticks ?? [0, 0.5, 1]).map((tick) => ({ x: x(tick), label: percent(tick) }));
  const fair = isNumber(figures?.fair_share) && groups.length ? { x: x(figures.fair_share), label: t("fair share {percent}", { percent: percent(figures.fair_share) }) } : null;
  return { width: left + PLOT_WIDTH + VALUE_WIDTH, height: bottom + AXIS_HEIGHT, left, plotRight: left + PLOT_WIDTH, bottom, rows, ticks, fair };
}

/**
 * Where the score chart puts everything: one row per group, a box from the lower to the
 * upper quartile with the median across it, whiskers to the lowest and highest scores,
 * a dot at the mean, and the ticks Python chose for the axis.
 */
export function scoreLayout(figures) {
  const groups = Array.isArray(figures?.groups) ? figures.groups : [];
  const axis = figures?.score_axis ?? { low: 0, high: 1, ticks: [] };
  const left = labelWidth(groups);
  const x = scale([axis.low, axis.high], [left, left + PLOT_WIDTH]);
  const rows = groups.map((group, i) => {
    const y = TOP + i * ROW_HEIGHT;
    const box = group.box;
    return {
      y,
      label: String(group.label ?? ""),
      games: group.games ?? 0,
      box: box ? { min: x(box.min), q1: x(box.q1), median: x(box.median), q3: x(box.q3), max: x(box.max) } : null,
      mean: isNumber(group.mean_score) ? x(group.mean_score) : null,
      value: group.values?.score ?? "",
    };
  });
  const bottom = TOP + groups.length * ROW_HEIGHT;
  const ticks = (axis.ticks ?? []).map((tick) => ({ x: x(tick), label: Number.isInteger(tick) ? String(tick) : formatDecimal(tick, 1) }));
  return { width: left + PLOT_WIDTH + VALUE_WIDTH, height: bottom + AXIS_HEIGHT, left, plotRight: left + PLOT_WIDTH, bottom, rows, ticks };
}

// The words (labels, values, ticks) are HTML, laid over a grid; the SVG draws shapes only,
// one strip per row, so every word has a plain background its contrast is measured on.
function chart(layout, label, drawRow) {
  const root = h("div", { class: "skyw-lab-chart", role: "group", "aria-label": label, style: { "--skyw-lab-label-w": `${layout.left}px`, "--skyw-lab-plot-w": `${PLOT_WIDTH}px`, "--skyw-lab-value-w": `${VALUE_WIDTH}px` } });
  const at = (x) => ({ left: `${x - layout.left}px` });
  const top = h("div", { class: "skyw-lab-chart-top" }, layout.fair ? h("span", { class: "skyw-lab-tick skyw-lab-fair-label", style: at(layout.fair.x), text: layout.fair.label }) : null);
  root.append(h("span", {}), top, h("span", {}));
  for (const row of layout.rows) {
    const shown = fitLabel(row.label);
    const strip = svg("svg", { class: "skyw-lab-strip", width: PLOT_WIDTH, height: ROW_HEIGHT, viewBox: `0 0 ${PLOT_WIDTH} ${ROW_HEIGHT}`, "aria-hidden": "true", focusable: "false" },
      layout.ticks.map((tick) => svg("line", { class: "skyw-lab-grid", x1: tick.x - layout.left, x2: tick.x - layout.left, y1: 0, y2: ROW_HEIGHT })),
      layout.fair ? svg("line", { class: "skyw-lab-fair", x1: layout.fair.x - layout.left, x2: layout.fair.x - layout.left, y1: 0, y2: ROW_HEIGHT }) : null,
      drawRow(row, (x) => x - layout.left));
    root.append(
      h("span", { class: "skyw-lab-label", title: shown === row.label ? null : row.label, text: shown }),
      h("div", { class: "skyw-lab-row", "data-label": row.label }, strip),
      h("span", { class: "skyw-lab-value", text: row.value }));
  }
  root.append(h("span", {}),
    h("div", { class: "skyw-lab-chart-axis" }, layout.ticks.map((tick) => h("span", { class: "skyw-lab-tick", style: at(tick.x), text: tick.label }))),
    h("span", {}));
  return root;
}

/** The win-rate chart: labels and values in HTML, bars and whiskers in SVG. */
export function drawWinChart(figures) {
  const layout = winLayout(figures);
  return chart(layout, t("Win rate of each bot, with its 95% interval. The table below gives the numbers."), (row, x) => {
    const middle = ROW_HEIGHT / 2;
    const parts = [];
    if (row.bar) parts.push(svg("rect", { class: "skyw-lab-win-bar", x: x(row.bar.x), y: 7, width: Math.max(0, row.bar.width), height: ROW_HEIGHT - 14, "data-games": row.games }));
    if (row.interval) {
      const [x1, x2] = [x(row.interval.x1), x(row.interval.x2)];
      parts.push(svg("path", { class: "skyw-lab-interval", d: `M${x1},${middle}H${x2}M${x1},${middle - 8}V${middle + 8}M${x2},${middle - 8}V${middle + 8}` }));
    }
    return parts;
  });
}

/** The score chart (a box plot per group): labels and values in HTML, boxes in SVG. */
export function drawScoreChart(figures) {
  const layout = scoreLayout(figures);
  const label = figures?.lower_is_better
    ? t("Scores of each bot: the box spans the middle half of its games, the line is the median, the dot the mean; lower is better. The table below gives the numbers.")
    : t("Scores of each bot: the box spans the middle half of its games, the line is the median, the dot the mean; higher is better. The table below gives the numbers.");
  return chart(layout, label, (row, x) => {
    const middle = ROW_HEIGHT / 2;
    const parts = [];
    if (row.box) {
      const b = Object.fromEntries(Object.entries(row.box).map(([k, v]) => [k, x(v)]));
      parts.push(
        svg("path", { class: "skyw-lab-whisker", d: `M${b.min},${middle}H${b.q1}M${b.q3},${middle}H${b.max}M${b.min},${middle - 7}V${middle + 7}M${b.max},${middle - 7}V${middle + 7}` }),
        svg("rect", { class: "skyw-lab-box", x: b.q1, y: 7, width: Math.max(1, b.q3 - b.q1), height: ROW_HEIGHT - 14, "data-games": row.games }),
        svg("line", { class: "skyw-lab-median", x1: b.median, x2: b.median, y1: 5, y2: ROW_HEIGHT - 5 }),
      );
    }
    if (row.mean !== null) parts.push(svg("circle", { class: "skyw-lab-mean", cx: x(row.mean), cy: middle, r: 4.5 }));
    return parts;
  });
}
