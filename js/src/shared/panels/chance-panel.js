// Chance panel: what is left to chance for the person at the screen, as Python works it
// out (the `chance` trait, Game.chance): sections with a title, a sentence and rows, each
// row an exact probability ("7/52 · 13.5%") or a count ("9 of 35") with a bar. The panel
// knows no game: it draws whatever sections Python sends, or Python's sentence saying that
// nothing is left to chance.

import { h, replaceChildren } from "../dom.js";
import { createPanel } from "./panel.js";
import { t } from "../i18n.js";

const asArray = (x) => (Array.isArray(x) ? x : []);
const isNumber = (x) => typeof x === "number" && Number.isFinite(x);

/** A row's figure in words: "7/52 · 13.5%" for a probability, "9 of 35" for a count. */
export function rowText(row) {
  if (row?.kind === "probability") return `${row.fraction} \u00B7 ${row.percent}`;
  if (row?.kind === "count") return t("{count} of {total}", { count: row.count, total: row.of });
  return "";
}

/** How full a row's bar is, 0 to 1: a probability itself; a count against the largest
 * count of its section (so the tallest bar fills its track). */
export function barShare(row, largest) {
  if (row?.kind === "probability") return isNumber(row.value) ? Math.max(0, Math.min(1, row.value)) : 0;
  if (row?.kind === "count" && largest > 0) return Math.max(0, Math.min(1, row.count / largest));
  return 0;
}

/** The sentence saying whose information the odds come from, and, when a teacher has
 * revealed everything on the board, that the odds still are not the revealed truth. */
export function basisText(chance, revealAll) {
  const basis = typeof chance?.basis === "string" ? chance.basis : "";
  if (!revealAll) return basis;
  return `${basis} ${t("Everything is revealed on the board now, but these odds are not the revealed truth: they are still worked out from what this seat alone may know.")}`.trim();
}

function sectionElement(section) {
  const rows = asArray(section.rows);
  const largest = Math.max(0, ...rows.filter((r) => r?.kind === "count").map((r) => r.count));
  return h("div", { class: "skyw-chance-section" },
    h("p", { class: "skyw-chance-title" }, h("strong", { text: section.title ?? "" })),
    h("p", { class: "skyw-chance-text", text: section.text ?? "" }),
    rows.length ? h("ul", { class: "skyw-chance-rows" }, rows.map((row) =>
      h("li", { class: "skyw-chance-row", "data-kind": row.kind },
        h("span", { class: "skyw-chance-label", text: row.label ?? "" }),
        // heard as "Spades: 9 of 35"
        h("span", { class: "skyw-visually-hidden", text: ": " }),
        h("span", { class: "skyw-chance-value", text: rowText(row) }),
        h("span", { class: "skyw-chance-track", "aria-hidden": "true" },
          h("span", { class: "skyw-chance-bar", style: { "--skyw-chance": String(barShare(row, largest)) } })))))
      : null);
}

export function createChancePanel() {
  const panel = createPanel({ title: t("Chance"), className: "skyw-chance-panel" });
  const sections = h("div", { class: "skyw-chance-sections" });
  const basis = h("p", { class: "skyw-panel-note skyw-chance-basis" });
  panel.body.append(sections, basis);
  let shown;
  let shownReveal;

  return {
    element: panel.element,
    update(snap) {
      const chance = snap.chance && typeof snap.chance === "object" ? snap.chance : {};
      const revealAll = snap.reveal_all === true;
      if (chance === shown && revealAll === shownReveal) return;
      shown = chance;
      shownReveal = revealAll;
      panel.setCount(typeof chance.summary === "string" && chance.summary ? `(${chance.summary})` : "");
      const parts = asArray(chance.sections);
      replaceChildren(sections, parts.length
        ? parts.map(sectionElement)
        : h("p", { class: "skyw-chance-none", text: chance.none ?? "" }));
      basis.textContent = parts.length ? basisText(chance, revealAll) : "";
    },
  };
}
