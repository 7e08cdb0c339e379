// Skyjo's totals and score pad (each round's scores, who ended it and who was doubled,
// the running totals).

import { h, replaceChildren, uniqueId } from "../../shared/dom.js";
import { t } from "../../shared/i18n.js";

/**
 * The totals, a line always in sight beside the piles (`totals`): each player's total over
 * the finished rounds, a star for the winners at the end. It is a button that shows or
 * hides the score pad (`pad`, each round's scores), which goes under the grids, where
 * the board is as wide as it gets.
 */
export function createScorePad(facts) {
  const padId = uniqueId("skyjo-pad");
  // when wider than the board it scrolls sideways: the keyboard reaches it too
  const pad = h("div", { id: padId, class: "skyjo-pad", tabindex: 0, role: "region", "aria-label": t("Score pad: each round's scores"), hidden: true });
  const totals = h("button", {
    type: "button", class: "skyjo-totals", "aria-expanded": "false", "aria-controls": padId, "data-decision": "totals",
    onclick: () => {
      pad.hidden = !pad.hidden;
      totals.setAttribute("aria-expanded", String(!pad.hidden));
    },
  });

  function roundCell(note, scores, s) {
    const ended = note.ender === s;
    const doubled = note.doubled === s;
    const parts = [];
    if (doubled) parts.push(h("span", { class: "skyjo-raw", text: `${note.raw?.[s]} \u00D72 = ` }));
    parts.push(h("span", { text: String(scores[s]) }));
    // the mark is the stylesheet's (a symbol alone is no text to read): the cell's name says it
    if (ended) parts.push(h("span", { class: "skyjo-ender-mark", title: t("ended the round") }));
    return h("td", {
      class: `${ended ? "is-ender" : ""}${doubled ? " is-doubled" : ""}`.trim() || null,
      "aria-label": `${scores[s]}${ended ? t(", ended the round") : ""}${doubled ? t(", doubled from {raw}", { raw: note.raw?.[s] }) : ""}`,
    }, parts);
  }

  return {
    totals,
    pad,
    update() {
      const view = facts.view();
      const n = Array.isArray(view.grids) ? view.grids.length : facts.position.snap.players.length;
      const rounds = Array.isArray(view.rounds) ? view.rounds : [];
      const notes = Array.isArray(view.round_notes) ? view.round_notes : [];
      const winners = view.over ? view.winners ?? [] : [];
      const seats = Array.from({ length: n }, (_, i) => i);
      replaceChildren(totals,
        h("span", { class: "skyjo-totals-title", text: totalsTitle(rounds.length) }),
        seats.map((s) => h("span", { class: `skyjo-total-entry${winners.includes(s) ? " is-winner" : ""}` },
          h("span", { class: "skyjo-total-name", title: facts.nameOf(s), text: facts.nameOf(s) }),
          h("strong", { text: ` ${view.totals?.[s] ?? 0}${winners.includes(s) ? " \u2605" : ""}` }),
          // heard as a list ("You 3; Ana 12"), seen as a row of entries
          h("span", { class: "skyw-visually-hidden", text: s < n - 1 ? ";" : "" }))));
      replaceChildren(pad, h("table", { class: "skyjo-pad-table" },
        h("caption", { class: "skyw-visually-hidden", text: t("Score pad: each round's scores and the running totals. \u2731 ended the round; \u00D72 was doubled.") }),
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Round") }), seats.map((s) => h("th", { scope: "col", text: facts.nameOf(s) })))),
        h("tbody", {},
          rounds.length ? rounds.map((scores, r) => {
            const note = notes[r] ?? {};
            return h("tr", {},
              h("th", { scope: "row", text: String(note.round ?? r + 1) }),
              seats.map((s) => roundCell(note, scores, s)));
          }) : h("tr", {}, h("td", { colspan: n + 1, class: "skyjo-pad-empty", text: t("No round finished yet.") }))),
        h("tfoot", {}, h("tr", {},
          h("th", { scope: "row", text: t("Total") }),
          seats.map((s) => h("td", { class: winners.includes(s) ? "is-winner" : null, text: `${view.totals?.[s] ?? 0}${winners.includes(s) ? " \u2605" : ""}` }))))));
    },
  };
}

/** The totals' title: "Totals" before any round is finished, then "Totals after round 2". */
export function totalsTitle(finished) {
  return finished > 0 ? t("Totals after round {round}:", { round: finished }) : t("Totals:");
}
