// The Lab's two charts, drawn from Python's `figures` as SVG: the win rate of each group
// (a bot, or a variant and a bot) with its 95% interval, and the spread of its scores as
// a box plot. Python works out every figure and the axes; the layout functions here only
// place them (pure, unit-tested), and the draw functions turn a layout into SVG. Sizes
// are in pixels and the SVG is never scaled, so no text is drawn under 16 px.

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
      value: rate === null ? "no games" : percent(rate),
    };
  });
  const bottom = TOP + groups.length * ROW_HEIGHT;
  const ticks = (figures?.win_ticks ?? [0, 0.5, 1]).map((t) => ({ x: x(t), label: percent(t) }));
  const fair = isNumber(figures?.fair_share) && groups.length ? { x: x(figures.fair_share), label: `fair share ${percent(figures.fair_share)}` } : null;
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
      value: isNumber(group.mean_score) ? group.mean_score.toFixed(1) : "no games",
    };
  });
  const bottom = TOP + groups.length * ROW_HEIGHT;
  const ticks = (axis.ticks ?? []).map((t) => ({ x: x(t), label: Number.isInteger(t) ? String(t) : t.toFixed(1) }));
  return { width: left + PLOT_WIDTH + VALUE_WIDTH, height: bottom + AXIS_HEIGHT, left, plotRight: left + PLOT_WIDTH, bottom, rows, ticks };
}

function frame(layout, label) {
  return svg("svg", {
    class: "skyw-lab-chart",
    width: layout.width,
    height: layout.height,
    viewBox: `0 0 ${layout.width} ${layout.height}`,
    role: "img",
    "aria-label": label,
  });
}

function axis(layout) {
  return [
    svg("line", { class: "skyw-lab-axis", x1: layout.left, x2: layout.plotRight, y1: layout.bottom, y2: layout.bottom }),
    layout.ticks.map((tick) => [
      svg("line", { class: "skyw-lab-grid", x1: tick.x, x2: tick.x, y1: TOP - 4, y2: layout.bottom }),
      svg("text", { class: "skyw-lab-tick", x: tick.x, y: layout.bottom + FONT_PX + 6, "text-anchor": "middle", text: tick.label }),
    ]),
  ];
}

function rowLabel(layout, row) {
  const shown = fitLabel(row.label);
  const text = svg("text", { class: "skyw-lab-label", x: layout.left - GAP, y: row.y + ROW_HEIGHT / 2 + FONT_PX * 0.35, "text-anchor": "end", text: shown });
  if (shown !== row.label) text.append(svg("title", { text: row.label }));
  return text;
}

function rowValue(layout, row) {
  return svg("text", { class: "skyw-lab-value", x: layout.plotRight + GAP, y: row.y + ROW_HEIGHT / 2 + FONT_PX * 0.35, text: row.value });
}

/** The win-rate chart as an SVG element. */
export function drawWinChart(figures) {
  const layout = winLayout(figures);
  const root = frame(layout, "Win rate of each bot, with its 95% interval. The table below gives the numbers.");
  root.append(...axis(layout).flat(Infinity));
  for (const row of layout.rows) {
    const middle = row.y + ROW_HEIGHT / 2;
    const parts = [rowLabel(layout, row), rowValue(layout, row)];
    if (row.bar) parts.push(svg("rect", { class: "skyw-lab-win-bar", x: row.bar.x, y: row.y + 7, width: Math.max(0, row.bar.width), height: ROW_HEIGHT - 14, "data-games": row.games }));
    if (row.interval) {
      const { x1, x2 } = row.interval;
      parts.push(svg("path", { class: "skyw-lab-interval", d: `M${x1},${middle}H${x2}M${x1},${middle - 8}V${middle + 8}M${x2},${middle - 8}V${middle + 8}` }));
    }
    root.append(svg("g", { class: "skyw-lab-row", "data-label": row.label }, parts));
  }
  if (layout.fair) {
    root.append(
      svg("line", { class: "skyw-lab-fair", x1: layout.fair.x, x2: layout.fair.x, y1: TOP - 4, y2: layout.bottom }),
      svg("text", { class: "skyw-lab-tick", x: layout.fair.x, y: TOP - 8, "text-anchor": "middle", text: layout.fair.label }),
    );
  }
  return root;
}

/** The score chart (a box plot per group) as an SVG element. */
export function drawScoreChart(figures) {
  const layout = scoreLayout(figures);
  const better = figures?.lower_is_better ? "lower is better" : "higher is better";
  const root = frame(layout, `Scores of each bot: the box spans the middle half of its games, the line is the median, the dot the mean; ${better}. The table below gives the numbers.`);
  root.append(...axis(layout).flat(Infinity));
  for (const row of layout.rows) {
    const middle = row.y + ROW_HEIGHT / 2;
    const parts = [rowLabel(layout, row), rowValue(layout, row)];
    if (row.box) {
      const b = row.box;
      parts.push(
        svg("path", { class: "skyw-lab-whisker", d: `M${b.min},${middle}H${b.q1}M${b.q3},${middle}H${b.max}M${b.min},${middle - 7}V${middle + 7}M${b.max},${middle - 7}V${middle + 7}` }),
        svg("rect", { class: "skyw-lab-box", x: b.q1, y: row.y + 7, width: Math.max(1, b.q3 - b.q1), height: ROW_HEIGHT - 14, "data-games": row.games }),
        svg("line", { class: "skyw-lab-median", x1: b.median, x2: b.median, y1: row.y + 5, y2: row.y + ROW_HEIGHT - 5 }),
      );
    }
    if (row.mean !== null) parts.push(svg("circle", { class: "skyw-lab-mean", cx: row.mean, cy: middle, r: 4.5 }));
    root.append(svg("g", { class: "skyw-lab-row", "data-label": row.label }, parts));
  }
  return root;
}
