// Bot's reasoning panel: why the last bot move was played, from the `reasoning` trait
// (Python works the reasons out and decides what this screen may see of them). It
// shows while the Why? box is ticked or reasons are there, beside the controls, in the
// compact layout too: it is what a teacher talks the class through.

import { h, replaceChildren } from "../dom.js";
import { capital, formatPercent } from "../format.js";
import { createPanel } from "./panel.js";
import { formatDecimal, t } from "../i18n.js";

const isNumber = (x) => typeof x === "number" && Number.isFinite(x);
const asArray = (x) => (Array.isArray(x) ? x : []);

/**
 * One number as a column's format says: "count" whole, "percent" as a percentage, any
 * other with two decimals (a column lines up); a dash when there is none.
 * reasoningNumber(0.456, "percent") -> "46%"; reasoningNumber(-50.884) -> "-50.88"
 */
export function reasoningNumber(value, format = "number") {
  if (!isNumber(value)) return "\u2014";
  if (format === "percent") return formatPercent(value);
  if (format === "count") return String(Math.round(value));
  return formatDecimal(value, 2);
}

/**
 * Whose move it explains, in a line: "Move 7, greedy for You: take the 8♥." (a bot
 * playing its own seat is named once; a step the rules make is said as they say it).
 */
export function reasoningHeading(reasoning) {
  const r = reasoning ?? {};
  const move = isNumber(r.ply) ? t("Move {ply}", { ply: r.ply }) : t("The last bot move");
  if (r.automatic) return `${move}: ${capital(r.label ?? r.move ?? "")}.`;
  const own = !r.player || r.player === r.bot;
  const who = own ? (r.bot ?? t("the bot")) : t("{bot} for {player}", { bot: r.bot ?? t("a bot"), player: r.player });
  const label = r.hidden ? "" : `: ${r.label ?? r.move ?? ""}`;
  return `${move}, ${who}${label}.`;
}

/** The decision's totals in a sentence: "Iterations: 300; determinizations: 300." */
export function totalsText(totals) {
  const parts = asArray(totals)
    .filter((total) => total && typeof total.name === "string" && isNumber(total.value))
    .map((total, i) => `${i ? total.name : capital(total.name)}: ${reasoningNumber(total.value, "count")}`);
  return parts.length ? `${parts.join("; ")}.` : "";
}

export function createReasoningPanel() {
  const panel = createPanel({ title: t("Bot's reasoning"), open: true, className: "skyw-reasoning-panel" });
  const heading = h("p", { class: "skyw-reasoning-heading" });
  const words = h("p", { class: "skyw-reasoning-words" });
  const details = h("ul", { class: "skyw-reasoning-details" });
  // how the bot decides, folded: the words, the table and the totals are what a room reads
  const more = h("details", { class: "skyw-reasoning-more" },
    h("summary", { text: t("How it decided") }), details);
  const table = h("table", { class: "skyw-reasoning-table" });
  const totals = h("p", { class: "skyw-panel-note skyw-reasoning-totals" });
  const stale = h("p", { class: "skyw-panel-note skyw-reasoning-stale", hidden: true });
  panel.body.append(stale, heading, words, h("div", { class: "skyw-table-scroll" }, table), totals, more);
  let shownReasoning;

  function drawTable(reasoning) {
    const columns = asArray(reasoning.columns).filter((c) => c && typeof c.key === "string");
    const rows = asArray(reasoning.rows);
    table.hidden = rows.length === 0;
    if (!rows.length) return replaceChildren(table);
    replaceChildren(table,
      h("caption", { class: "skyw-visually-hidden", text: t("The moves it weighed, with their numbers") }),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: t("Move") }),
        columns.map((c) => h("th", { scope: "col", class: "skyw-num", text: c.heading ?? c.key })))),
      h("tbody", {}, rows.map((row) => h("tr", { class: row.chosen ? "is-chosen" : "" },
        h("th", { scope: "row", class: "skyw-reasoning-move" },
          row.label ?? row.move ?? "",
          row.chosen ? h("span", { class: "skyw-reasoning-played", text: ` ${t("(played)")}` }) : null),
        columns.map((c) => h("td", { class: "skyw-num", text: reasoningNumber(row.numbers?.[c.key], c.format) }))))));
  }

  function draw(reasoning, explain) {
    const empty = Object.keys(reasoning).length === 0;
    if (empty) {
      heading.textContent = "";
      words.textContent = explain ? t("The next bot move will say here why it was played.") : "";
      replaceChildren(details);
      more.hidden = true;
      drawTable({});
      totals.textContent = "";
      return;
    }
    heading.textContent = reasoningHeading(reasoning);
    words.textContent = typeof reasoning.words === "string" ? reasoning.words : "";
    const lines = reasoning.hidden ? [] : asArray(reasoning.details).filter((d) => typeof d === "string");
    replaceChildren(details, lines.map((line) => h("li", { text: line })));
    more.hidden = lines.length === 0;
    drawTable(reasoning.hidden ? {} : reasoning);
    totals.textContent = reasoning.hidden ? "" : totalsText(reasoning.totals);
  }

  return {
    element: panel.element,
    update(snap) {
      const reasoning = snap.reasoning ?? {};
      const explain = snap.settings?.explain === true;
      const empty = Object.keys(reasoning).length === 0;
      panel.element.hidden = !explain && empty;
      panel.element.classList.toggle("is-hidden-reasons", reasoning.hidden === true);
      // time travel keeps the reasons: they are the live game's
      stale.hidden = empty || snap.viewing === null;
      stale.textContent = stale.hidden ? "" : t("These reasons are for move {ply} of the live game.", { ply: reasoning.ply });
      if (reasoning !== shownReasoning || empty) {
        shownReasoning = reasoning;
        draw(reasoning, explain);
      }
    },
  };
}
