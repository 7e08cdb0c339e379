// Simulated outcomes panel: asks Python for `n` rollouts per legal move and
// shows each move's win chance and mean final score with 95% intervals.
// Greys out once the game has moved on from the position it was computed for.
// A game may stop its rollouts at a horizon (outcomes.horizon, e.g. "the end of
// round 5"): the panel then says so, and its Win column becomes "Leads".
// Every run has a time budget (settings.sim_seconds). Before Run the panel says how
// long a run would take: opened, or with another rollout bot, budget or position, it
// asks Python for an estimate (a short timing of the rollout bot, outcomes.forecast)
// and offers the rollouts the budget holds when the setting's count would not fit.
// During a run it says how long all of it takes, after one how the budget cut it.
// Python decides which move, if any, is clearly best; the panel only draws its star.
// Rollouts start from what the player to move may know; only in the teacher's view
// (reveal_all) may a run start from the revealed truth, and the panel says which.

import { applyGate, h, replaceChildren, uniqueId } from "../dom.js";
import { describePosition, formatPercent, formatSeconds, meanParts, winParts } from "../format.js";
import { simulateGate } from "../gates.js";
import { parseCount } from "../inputs.js";
import { createDownloadButton } from "../download.js";
import { nextSort, sortRows } from "../outcome-rows.js";
import { isRevealed } from "../reveal.js";
import { createPanel } from "./panel.js";
import { formatDecimal, nt, t } from "../i18n.js";

/**
 * Where the rollouts started, in words (outcomes.source); "" for outcomes without it.
 * sourceText({ source: "seat", seat: 0 }, [{ name: "You" }]) -> "from what You can know"
 */
export function sourceText(outcomes, players) {
  if (outcomes?.source === "truth") return t("computed from the revealed truth");
  if (outcomes?.source !== "seat") return "";
  const name = players?.[outcomes.seat]?.name ?? t("Seat {seat}", { seat: outcomes.seat });
  return t("from what {name} can know", { name });
}

/** Where the rollouts stopped, or null when they played to the end of the game. */
const horizonOf = (outcomes) =>
  outcomes && typeof outcomes.horizon === "string" && outcomes.horizon ? outcomes.horizon : null;

/**
 * What rollouts stopped at a horizon measured, in words; null for whole games.
 * horizonNote({ horizon: "the end of round 3", score_name: "Reputation" })
 *   -> 'Rollouts stop at the end of round 3 and judge the position there: ...'
 */
export function horizonNote(outcomes) {
  const horizon = horizonOf(outcomes);
  if (!horizon) return null;
  const score = outcomes.score_name || t("score");
  return t("Rollouts stop at {horizon} and judge the position there: Leads is how often you are ahead (or level) at that point, Mean {score} your {score} as counted there.", { horizon, score });
}

/** The title of the win column: "Win", or "Leads" when rollouts stop at a horizon. */
export const winTitle = (outcomes) => (horizonOf(outcomes) ? t("Leads") : t("Win"));

/** The panel's explanation under the table, naming the horizon when there is one. */
export function explainerText(outcomes) {
  const horizon = horizonOf(outcomes);
  return horizon
    ? t("Each legal move is played, then the game is played out to {horizon} from what you can see, many times. Under each number: its 95% interval.", { horizon })
    : t("Each legal move is played, then the game is played out from what you can see, many times. Under each number: its 95% interval.");
}

const COLUMNS = () => [
  { key: "order", title: "#", className: "skyw-num" },
  { key: "label", title: t("Move"), className: "skyw-outcome-move" },
  { key: "win", title: t("Win"), className: "" },
  { key: "mean", title: t("Mean score"), className: "skyw-num" },
];

/** The starred row, -1 for none: the row Python flags `best: true`, or names in `best`
 * (only a move the rollouts clearly support; which one is Python's to decide). */
export function bestIndexOf(outcomes, rows) {
  if (rows.some((row) => typeof row.best === "boolean")) return rows.findIndex((row) => row.best === true);
  return typeof outcomes.best === "string" ? rows.findIndex((row) => row.id === outcomes.best) : -1;
}

/** Whether a row holds any rollout (rows of older outcomes do not say: they do). */
const hasRollouts = (row) => typeof row?.n !== "number" || row.n > 0;

/** Why no move is starred, in words ("No clear best: ..."); null when one is, or
 * before any rollout, or for older outcomes that do not say. */
export function bestNote(outcomes) {
  const rows = Array.isArray(outcomes?.rows) ? outcomes.rows : [];
  const played = outcomes?.done > 0 || rows.some((row) => typeof row.n === "number" && row.n > 0);
  if (!rows.length || !played || typeof outcomes.best_why !== "string") return null;
  return bestIndexOf(outcomes, rows) >= 0 ? null : t("No clear best: {why}.", { why: outcomes.best_why });
}

/** A duration in words: seconds below a minute, then minutes, then hours. */
export function formatDuration(seconds) {
  if (!(typeof seconds === "number" && Number.isFinite(seconds))) return "\u2014";
  if (seconds < 60) return formatSeconds(seconds);
  if (seconds < 3600) return t("{n} min", { n: Math.round(seconds / 60) });
  return t("{n} h", { n: formatDecimal(seconds / 3600, 1) });
}

const isNumber = (x) => typeof x === "number" && Number.isFinite(x);

/** A run's status from Python ("running", "done", "stopped") in words. */
const statusWord = (status) => ({ running: t("running"), done: t("done"), stopped: t("stopped") })[status] ?? String(status ?? "");

const rollouts = (count) => nt("{n} rollout", "{n} rollouts", count, { n: count });

/**
 * What the rows of a run the budget stopped hold, when they differ: the first moves one
 * rollout more than the rest (it stopped partway through a round of rollouts); null
 * when every row holds the same.
 * unevenRows({ n: 200, rows: [{ n: 41 }, { n: 41 }, { n: 40 }] })
 *   -> "2 moves have 41 rollouts, the other 1 has 40 (of 200 asked)"
 */
export function unevenRows(outcomes) {
  const counts = (Array.isArray(outcomes?.rows) ? outcomes.rows : []).map((row) => row?.n).filter(isNumber);
  if (!counts.length) return null;
  const most = Math.max(...counts);
  const least = Math.min(...counts);
  if (most === least) return null;
  const ahead = counts.filter((count) => count === most).length;
  const behind = counts.length - ahead;
  const first = nt("{n} move has {rollouts}", "{n} moves have {rollouts}", ahead, { n: ahead, rollouts: rollouts(most) });
  const rest = least === 0
    ? nt("the other {n} has none yet", "the other {n} have none yet", behind, { n: behind })
    : nt("the other {n} has {least}", "the other {n} have {least}", behind, { n: behind, least });
  return t("{first}, {rest} (of {asked} asked)", { first, rest, asked: outcomes.n });
}

/**
 * How long the run takes and whether its budget cut it short, in words; null when
 * there is nothing to say (older outcomes, or a run that finished within its budget).
 * Before any run it names the budget from the settings.
 */
export function budgetNote(outcomes, settings = {}) {
  const hasOutcomes = outcomes && typeof outcomes.ply === "number";
  if (!hasOutcomes) {
    return isNumber(settings.sim_seconds)
      ? t("A run stops after {seconds} at most, with the rollouts it has by then.", { seconds: formatSeconds(settings.sim_seconds) })
      : null;
  }
  const { n, done, budget, estimate, fits } = outcomes;
  const all = isNumber(estimate) ? " " + t("All {n} would take about {duration}.", { n, duration: formatDuration(estimate) }) : "";
  if (outcomes.budget_hit === true) {
    const spent = isNumber(budget) ? t("the {seconds} budget", { seconds: formatSeconds(budget) }) : t("its time budget");
    const uneven = unevenRows(outcomes);
    return (uneven
      ? t("Stopped after {spent}, partway through a round of rollouts: {uneven}.", { spent, uneven })
      : t("Stopped after {spent}: {done} of {n} rollouts per move.", { spent, done, n })) + all;
  }
  if (outcomes.status !== "running" || !isNumber(estimate)) return null;
  const over = isNumber(budget) && estimate > budget;
  const duration = formatDuration(estimate);
  if (!over) return t("About {duration} for {n} rollouts per move.", { duration, n });
  return t("About {duration} for {n} rollouts per move: more than the {seconds} budget, so it stops after about {fits} per move.", { duration, n, seconds: formatSeconds(budget), fits: isNumber(fits) ? fits : t("a few") });
}

/** The estimate Python published before a run (outcomes.forecast), or null. */
export function forecastOf(outcomes) {
  const forecast = outcomes?.forecast;
  return forecast && typeof forecast === "object" && forecast.status === "estimated" &&
    isNumber(forecast.sweep_seconds) ? forecast : null;
}

/** Whether a measurement was made with the rollout bot and budget the settings hold now. */
const sameRun = (measured, settings) =>
  measured.rollout === settings.rollout && measured.budget === settings.sim_seconds;

/** How long a run would take, in words: "about 6 min", or "under 0.1 s" for a blink. */
const aboutDuration = (seconds) => (seconds < 0.05 ? t("under {seconds}", { seconds: formatSeconds(0.1) }) : t("about {duration}", { duration: formatDuration(seconds) }));

/**
 * How long `count` rollouts per move would take, said before Run from Python's
 * estimate; null when there is none for the shown position, rollout bot and budget.
 * forecastNote({ status: "estimated", ply: 3, rollout: "greedy", budget: 5, sweep_seconds: 1.8, fits: 2 },
 *   200, { ply: 3, settings: { rollout: "greedy", sim_seconds: 5 } })
 *   -> "200 rollouts per move with greedy: about 6 min; the 5.0 s budget holds about 2 per move."
 */
export function forecastNote(forecast, count, snap) {
  const settings = snap?.settings ?? {};
  if (!forecast || forecast.ply !== snap?.ply || !sameRun(forecast, settings) || !(count >= 1)) return null;
  const seconds = forecast.sweep_seconds * count;
  const budget = forecast.budget;
  const head = t("{rollouts} per move with {bot}", { rollouts: rollouts(count), bot: forecast.rollout });
  const lowerBound = forecast.lower_bound === true;
  const duration = lowerBound
    ? t("more than {duration} (no rollout ended in the {seconds} spent measuring)", { duration: formatDuration(seconds), seconds: formatSeconds(forecast.measured) })
    : aboutDuration(seconds);
  if (!isNumber(budget)) return `${head}: ${duration}.`;
  const limit = t("the {seconds} budget", { seconds: formatSeconds(budget) });
  if (seconds <= budget && !lowerBound) return t("{head}: {duration}, within {limit}.", { head, duration, limit });
  // a round of rollouts (one per move) longer than the budget: the run stops inside it
  if (forecast.sweep_seconds > budget) return t("{head}: {duration}; {limit} ends a run before every move has a rollout.", { head, duration, limit });
  return lowerBound
    ? t("{head}: {duration}; {limit} holds at most {fits} per move.", { head, duration, limit, fits: forecast.fits })
    : t("{head}: {duration}; {limit} holds about {fits} per move.", { head, duration, limit, fits: forecast.fits });
}

/** What the Rollouts box offers until someone types in it: the `sim_n` setting, or fewer
 * when a measurement with the same rollout bot and budget (the estimate before a run,
 * else the last run) says no more fit in the budget. */
export function defaultCount(outcomes, settings = {}) {
  const asked = isNumber(settings.sim_n) ? settings.sim_n : 200;
  for (const measured of [forecastOf(outcomes), outcomes]) {
    if (measured && sameRun(measured, settings) && isNumber(measured.fits) && measured.fits >= 1) {
      return Math.min(asked, measured.fits);
    }
  }
  return asked;
}

/** Why the Rollouts box offers fewer than the `sim_n` setting, in words; null when it
 * offers the setting's count. */
export function proposalNote(outcomes, settings = {}) {
  const offered = defaultCount(outcomes, settings);
  const asked = isNumber(settings.sim_n) ? settings.sim_n : 200;
  if (offered >= asked) return null;
  return t("Offered {offered} in place of {asked}: the {seconds} budget holds no more with {bot} rollouts.", { offered, asked, seconds: formatSeconds(settings.sim_seconds), bot: settings.rollout });
}

/**
 * The estimate to ask Python for, or null: only for a position whose moves are on the
 * screen (Run's gate), while the kernel is idle, and when neither an estimate nor a run
 * has measured this position with the rollout bot and budget of the settings.
 */
export function estimateRequest(snap, count) {
  if (!snap || snap.busy !== "" || !simulateGate(snap).enabled) return null;
  const settings = snap.settings ?? {};
  if (typeof settings.rollout !== "string") return null;
  const outcomes = snap.outcomes ?? {};
  const forecast = forecastOf(outcomes);
  if (forecast && forecast.ply === snap.ply && sameRun(forecast, settings)) return null;
  if (outcomes.ply === snap.ply && sameRun(outcomes, settings) && isNumber(outcomes.estimate)) return null;
  const n = count >= 1 ? count : isNumber(settings.sim_n) ? settings.sim_n : 200;
  return { type: "estimate", n, rollout: settings.rollout, ply: snap.ply };
}

/** The budget box's text, read as seconds from MIN_BUDGET to MAX_BUDGET (Python checks
 * it again: settings.sim_seconds). */
export const MIN_BUDGET = 0.5;
export const MAX_BUDGET = 600;
export function parseBudget(text) {
  const trimmed = String(text ?? "").trim();
  const seconds = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(seconds >= MIN_BUDGET && seconds <= MAX_BUDGET)) {
    return { ok: false, reason: t("Enter the seconds a run may take, from {min} to {max}.", { min: MIN_BUDGET, max: MAX_BUDGET }) };
  }
  return { ok: true, seconds };
}

/** A number over its 95% interval, small, so the table stays narrow. */
const valueWithRange = ({ value, range }, label) =>
  [h("span", { class: "skyw-value", text: value }),
    range ? h("span", { class: "skyw-range", text: range, "aria-label": t("{label} 95% interval {range}", { label, range }) }) : null];

export function createOutcomesPanel({ send, preview, findMove }) {
  const panel = createPanel({ title: t("Simulated outcomes"), className: "skyw-outcomes-panel" });
  const inputId = uniqueId("skyw-sim-n");
  const countInput = h("input", { id: inputId, type: "text", inputmode: "numeric", size: 6, class: "skyw-input" });
  const rolloutId = uniqueId("skyw-rollout");
  const rolloutSelect = h("select", { id: rolloutId, class: "skyw-input" });
  const budgetId = uniqueId("skyw-sim-seconds");
  const budgetInput = h("input", { id: budgetId, type: "text", inputmode: "decimal", size: 4, class: "skyw-input" });
  const inputError = h("span", { class: "skyw-field-error", role: "status" });
  const runButton = h("button", { type: "button", class: "skyw-button skyw-button-primary", text: t("Run"), onclick: run });
  const stopButton = h("button", { type: "button", class: "skyw-button", text: t("Stop"), onclick: () => send({ type: "stop" }) });
  const progress = h("progress", { class: "skyw-progress", max: 1, value: 0, "aria-label": t("Rollouts finished per move") });
  const progressText = h("span", { class: "skyw-progress-text" });
  const positionNote = h("p", { class: "skyw-panel-note" });
  const table = h("table", { class: "skyw-outcomes-table" });
  const explainer = h("p", { class: "skyw-panel-note", text: explainerText(null) });
  // shown only for rollouts stopped at a horizon: whole-game rollouts look as they always did
  const horizonLine = h("p", { class: "skyw-panel-note skyw-horizon-note", hidden: true });
  const budgetLine = h("p", { class: "skyw-panel-note skyw-budget-note", hidden: true });
  // before Run: how long a run would take here, from Python's estimate
  const forecastLine = h("p", { class: "skyw-panel-note skyw-forecast-note", hidden: true });
  const bestLine = h("p", { class: "skyw-panel-note skyw-no-best", hidden: true });
  const budgetRow = h("div", { class: "skyw-row", title: t("A run stops after this many seconds with the rollouts it has") },
    h("label", { for: budgetId, text: t("Stop after (seconds)") }), budgetInput);
  // only in the teacher's view: rollouts from the real position instead of the player's knowledge
  const truthId = uniqueId("skyw-sim-truth");
  const truthBox = h("input", { id: truthId, type: "checkbox", class: "skyw-truth-box" });
  const truthRow = h("div", { class: "skyw-row skyw-truth-row", hidden: true },
    truthBox, h("label", { for: truthId, text: t("Play from the revealed truth (teacher view)") }));
  panel.body.append(
    h("div", { class: "skyw-row" },
      h("label", { for: inputId, text: t("Rollouts per move") }), countInput, runButton, stopButton),
    h("div", { class: "skyw-row", title: t("The bot that plays every rollout out to the end") },
      h("label", { for: rolloutId, text: t("Rollouts play like") }), rolloutSelect),
    budgetRow,
    truthRow,
    inputError,
    h("div", { class: "skyw-row" }, progress, progressText),
    forecastLine,
    budgetLine,
    positionNote,
    horizonLine,
    bestLine,
    h("div", { class: "skyw-table-scroll" }, table),
    explainer,
  );

  let sort = { key: "order", direction: "ascending" };
  let countEdited = false;
  let last = null; // the snapshot last drawn
  let asked = null; // the estimate last asked for, and the outcomes it was asked over

  let shownBots;
  rolloutSelect.addEventListener("change", () => send({ type: "settings", settings: { rollout: rolloutSelect.value } }));
  countInput.addEventListener("input", () => {
    countEdited = true;
    if (last) showNotes(last);
  });
  // opened, the panel says how long a run would take here
  panel.element.addEventListener("toggle", () => askEstimate());
  budgetInput.addEventListener("change", () => {
    const parsed = parseBudget(budgetInput.value);
    budgetInput.setAttribute("aria-invalid", String(!parsed.ok));
    inputError.textContent = parsed.ok ? "" : parsed.reason;
    if (parsed.ok) send({ type: "settings", settings: { sim_seconds: parsed.seconds } });
  });
  countInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") run();
  });

  // Run's button and Enter in the field both come here, through the gate that disables
  // the button: without moves on the screen the rollouts would be another seat's
  function run() {
    const gate = last ? simulateGate(last) : { enabled: false, reason: t("Nothing is shown yet") };
    if (!gate.enabled) {
      inputError.textContent = t("Run is off: {reason}.", { reason: `${gate.reason.charAt(0).toLowerCase()}${gate.reason.slice(1)}` });
      return;
    }
    const parsed = parseCount(countInput.value, { min: 1, max: 100000 });
    countInput.setAttribute("aria-invalid", String(!parsed.ok));
    inputError.textContent = parsed.ok ? "" : parsed.reason;
    if (!parsed.ok) return;
    const fromTruth = isRevealed(last) && truthBox.checked;
    send(fromTruth ? { type: "simulate", n: parsed.count, source: "truth" } : { type: "simulate", n: parsed.count });
  }

  /** The count the Rollouts box holds, or NaN while it holds no valid one. */
  function boxCount() {
    const parsed = parseCount(countInput.value, { min: 1, max: 100000 });
    return parsed.ok ? parsed.count : NaN;
  }

  // Only an open panel asks, once per position, rollout bot and budget (Python skips it
  // without a word when the kernel has other work: the next change asks again).
  function askEstimate() {
    if (!panel.open || !last) return;
    const request = estimateRequest(last, boxCount());
    if (!request) return;
    const key = JSON.stringify([request.ply, request.rollout, last.settings.sim_seconds, last.seat]);
    if (asked && asked.key === key && asked.outcomes === last.outcomes) return;
    asked = { key, outcomes: last.outcomes };
    send(request);
  }

  // The estimate before a run (and the count offered for it), and the run's budget note;
  // before any run the estimate names the budget, so the general note gives way to it.
  function showNotes(snap) {
    const outcomes = snap.outcomes ?? {};
    const running = snap.busy === "simulating";
    const forecast = running ? null : forecastNote(forecastOf(outcomes), boxCount(), snap);
    const offered = !running && !countEdited && String(defaultCount(outcomes, snap.settings)) === countInput.value
      ? proposalNote(outcomes, snap.settings) : null;
    const text = [forecast, offered].filter(Boolean).join(" ");
    forecastLine.textContent = text;
    forecastLine.hidden = !text;
    const hasOutcomes = typeof outcomes.ply === "number";
    const budget = hasOutcomes ? budgetNote(outcomes, snap.settings) : forecast ? null : budgetNote(null, snap.settings);
    budgetLine.textContent = budget ?? "";
    budgetLine.hidden = !budget;
  }

  function renderTable(snap) {
    const outcomes = snap.outcomes;
    const rows = Array.isArray(outcomes.rows) ? outcomes.rows : [];
    const stale = outcomes.ply !== snap.ply;
    const best = bestIndexOf(outcomes, rows);
    const headerCells = COLUMNS().map((column) => {
      const sorted = sort.key === column.key;
      return h("th", { scope: "col", class: column.className, "aria-sort": sorted ? sort.direction : "none" },
        h("button", {
          type: "button",
          class: "skyw-sort",
          onclick: () => {
            sort = nextSort(sort, column.key);
            renderTable(last);
          },
        }, column.key === "mean" && outcomes.score_name ? t("Mean {score}", { score: outcomes.score_name })
          : column.key === "win" ? winTitle(outcomes) : column.title, h("span", { "aria-hidden": "true", text: sorted ? (sort.direction === "ascending" ? " \u25B2" : " \u25BC") : "" })));
    });
    const bodyRows = sortRows(rows, sort).map(({ row, index }) => {
      const isBest = index === best;
      // a move the budget left without a rollout has no figures yet
      const played = hasRollouts(row);
      const tr = h("tr", { class: isBest ? "is-best" : "" },
        h("td", { class: "skyw-num", text: String(index + 1) }),
        h("th", { scope: "row", class: "skyw-outcome-move" },
          h("span", { text: row.label ?? row.id }),
          isBest ? h("span", { class: "skyw-best-tag", text: " \u2605 best" }) : null),
        h("td", { class: "skyw-outcome-win" },
          h("span", { class: "skyw-bar", style: { "--skyw-bar": String(played ? Math.max(0, Math.min(1, row.win ?? 0)) : 0) }, "aria-hidden": "true" }),
          h("span", { class: "skyw-bar-text" }, valueWithRange(winParts(played ? row : null), horizonOf(outcomes) ? t("leads") : t("win")))),
        h("td", { class: "skyw-num" }, valueWithRange(meanParts(played ? row : null), "mean")));
      // Hovering a row previews its move on the board while it is still legal.
      tr.addEventListener("mouseenter", () => {
        const move = stale ? null : findMove(row.id);
        if (move) preview(move);
      });
      tr.addEventListener("mouseleave", () => preview(null));
      return tr;
    });
    replaceChildren(table,
      h("caption", { class: "skyw-visually-hidden", text: horizonOf(outcomes)
        ? t("Simulated outcome of each legal move at {horizon}: how often you lead there and the mean {score} there, each with its 95% interval; the column buttons sort the table.", { horizon: horizonOf(outcomes), score: outcomes.score_name || t("score") })
        : t("Simulated outcome of each legal move: win chance and mean final score, each with its 95% interval; the column buttons sort the table.") }),
      h("thead", {}, h("tr", {}, headerCells)),
      h("tbody", {}, bodyRows));
    table.hidden = rows.length === 0;
  }

  // the table shown, as a file (Python writes it: the same rows as w.outcomes_table())
  const download = createDownloadButton({ send, table: "outcomes", label: t("Download CSV of the Simulated outcomes") });
  download.disabled = true;
  panel.body.append(h("p", { class: "skyw-download-row" }, download));

  return {
    element: panel.element,
    update(snap) {
      const outcomes = snap.outcomes ?? {};
      const hasOutcomes = typeof outcomes.ply === "number";
      const simulating = snap.busy === "simulating";
      if (!countEdited && document.activeElement !== countInput) {
        countInput.value = String(defaultCount(outcomes, snap.settings));
      }
      // the budget box follows the setting unless someone is typing in it
      budgetRow.hidden = snap.settings.sim_seconds === undefined;
      if (document.activeElement !== budgetInput && snap.settings.sim_seconds !== undefined) {
        budgetInput.value = String(snap.settings.sim_seconds);
        budgetInput.removeAttribute("aria-invalid");
      }
      budgetInput.disabled = simulating;
      if (snap.rollout_bots !== shownBots) {
        shownBots = snap.rollout_bots;
        replaceChildren(rolloutSelect, snap.rollout_bots.map((name) => h("option", { value: name, text: name })));
      }
      if (snap.settings.rollout !== undefined) rolloutSelect.value = snap.settings.rollout;
      rolloutSelect.disabled = simulating || snap.rollout_bots.length === 0;
      const runGate = simulateGate(snap);
      applyGate(runButton, runGate);
      // a note that Run was off goes once Run is on again
      if (runGate.enabled && inputError.textContent.startsWith(t("Run is off: {reason}.", { reason: "" }).slice(0, -1))) inputError.textContent = "";
      stopButton.disabled = !simulating;
      const n = outcomes.n ?? 0;
      const done = outcomes.done ?? 0;
      progress.max = Math.max(n, 1);
      progress.value = Math.min(done, n);
      progressText.textContent = hasOutcomes
        ? [t("{done} / {n} per move", { done, n }), statusWord(outcomes.status), formatSeconds(outcomes.elapsed)].join(" \u00B7 ") +
          (outcomes.rollout ? ` \u00B7 ${t("{bot} rollouts", { bot: outcomes.rollout })}` : "") +
          (horizonOf(outcomes) ? ` ${t("to {horizon}", { horizon: horizonOf(outcomes) })}` : "")
        : t("Not run yet.");
      const stale = hasOutcomes && outcomes.ply !== snap.ply;
      panel.element.classList.toggle("is-stale", stale);
      truthRow.hidden = !isRevealed(snap);
      if (!isRevealed(snap)) truthBox.checked = false;
      truthBox.disabled = simulating;
      const source = hasOutcomes ? sourceText(outcomes, snap.players) : "";
      positionNote.textContent = !hasOutcomes ? ""
        : (source ? t("Computed for {position}, {source}", { position: describePosition(outcomes.ply), source }) : t("Computed for {position}", { position: describePosition(outcomes.ply) })) +
          (stale ? t("; the game is now at {position}. Run again for the current position.", { position: describePosition(snap.ply) }) : ".");
      positionNote.classList.toggle("skyw-stale-note", stale);
      const note = hasOutcomes ? horizonNote(outcomes) : null;
      horizonLine.textContent = note ?? "";
      horizonLine.hidden = !note;
      const noBest = hasOutcomes ? bestNote(outcomes) : null;
      bestLine.textContent = noBest ?? "";
      bestLine.hidden = !noBest;
      explainer.textContent = explainerText(hasOutcomes ? outcomes : null);
      const rows = Array.isArray(outcomes.rows) ? outcomes.rows : [];
      const bestIndex = bestIndexOf(outcomes, rows);
      panel.setCount(hasOutcomes && bestIndex >= 0 ? t("(best: {move}, {win})", { move: rows[bestIndex].label ?? rows[bestIndex].id, win: formatPercent(rows[bestIndex].win) })
        : noBest ? t("(no clear best)") : "");
      const changed = !last || last.outcomes !== snap.outcomes || last.ply !== snap.ply || last.moves !== snap.moves;
      last = snap;
      showNotes(snap);
      if (changed) renderTable(snap);
      download.disabled = rows.length === 0;
      askEstimate();
    },
  };
}
