// The top of Skyline Express's board: the banner at the end of the game, and the
// round line with the prompt the board talks through.

import { h, replaceChildren } from "../../shared/dom.js";
import { t } from "../../shared/i18n.js";
import { resultText } from "./words.js";

/** The banner with the result, once the game is over (Python says who won and why). */
export function createBanner(facts) {
  const element = h("div", { class: "skyline-banner", role: "status", hidden: true });
  return {
    element,
    update() {
      const v = facts.view();
      element.hidden = !v.over;
      if (!v.over) return;
      // Python says who won and why (view.result); the board adds the players' names
      const result = v.result ?? null;
      element.dataset.kind = result?.kind ?? "";
      const text = resultText(result, { nameOf: facts.nameOf, winners: Array.isArray(v.winners) ? v.winners : [] });
      element.textContent = text ? t("\u2605 Game over. {result}", { result: text }) : t("\u2605 Game over.");
    },
  };
}

/** The round, the first player and the turns still to come, with everyone's points; and
 * the prompt (`say`). */
export function createStatus(facts) {
  const roundLine = h("p", { class: "skyline-round" });
  // the points of every sheet at a glance: what the room compares before a move
  const scores = h("p", { class: "skyline-scores", "data-decision": "scores" });
  const prompt = h("p", { class: "skyline-prompt", role: "status", "aria-live": "polite" });
  return {
    element: h("div", { class: "skyline-status", "data-decision": "prompt" }, h("div", { class: "skyline-status-line" }, roundLine, scores), prompt),
    say(text) {
      prompt.textContent = text;
    },
    update() {
      const v = facts.view();
      const parts = [];
      if (typeof v.round === "number") parts.push(h("strong", { class: "skyline-round-count", text: v.rounds ? t("Round {round} of {rounds}", { round: v.round, rounds: v.rounds }) : t("Round {round}", { round: v.round }) }));
      if (typeof v.first === "number" && !v.solo) parts.push(" \u00B7 " + t("first player: {name}", { name: facts.nameOf(v.first) }));
      const queue = (Array.isArray(v.queue) ? v.queue : []).map((q) => (q === "reroll" ? t("reroll the dice left") : facts.nameOf(q)));
      if (!v.over) parts.push(" \u00B7 " + (queue.length ? t("then: {queue}", { queue: queue.join(" \u2192 ") }) : t("last turn of the round")));
      replaceChildren(roundLine, parts);
      const sheets = Array.isArray(v.sheets) ? v.sheets : [];
      const totals = sheets.map((sheet, p) => [facts.nameOf(p), sheet?.score?.total ?? 0]);
      if (v.ai) totals.push([facts.nameOf("ai"), v.ai.score?.total ?? 0]);
      replaceChildren(scores, t("Points:") + " ", totals.map(([name, total], i) => [i ? " \u00B7 " : "",
        h("span", { class: "skyline-score-entry" }, `${name} `, h("strong", { text: String(total) }))]));
      scores.hidden = totals.length === 0;
    },
  };
}
