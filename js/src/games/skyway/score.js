// Skyway's score: the total and whether it wins, and a button per suit (with its best
// path's length) that shows that path on the grid, or all of them. The paths card by
// card, and how a path scores, fold away below the board (`paths`).

import { h, rebuildKeepingFocus, replaceChildren } from "../../shared/dom.js";
import { SUITS } from "../../shared/cards.js";
import { cardChip as chip, suitChip } from "../../shared/card-view.js";
import { t } from "../../shared/i18n.js";
import { suitsInOrder } from "./layout.js";
import { suitName } from "./words.js";

/** The score; a suit's button calls `onShow(suit)` ("all" for every suit). */
export function createScore(facts, { onShow }) {
  const scoreLine = h("p", { class: "skyway-score-line" });
  const legend = h("div", { class: "skyway-legend", role: "group", "aria-label": t("Show the best path of a suit") });
  const pathLine = h("p", { class: "skyway-path-line" });
  // the button's name is its own words, the visible ones among them (a suit's symbol is
  // drawn for the eye, its name said for the ear): what is shown is what is heard
  const legendButton = (suit, ...children) => h("button", {
    type: "button",
    class: "skyway-legend-button",
    "aria-pressed": String(facts.choices.shownSuit === suit),
    "data-focus-key": suit,
    onclick: () => onShow(suit),
  }, ...children);
  const unseen = (text) => h("span", { class: "skyw-visually-hidden", text });
  return {
    element: h("div", { class: "skyway-zone skyway-score", "data-decision": "scores" },
      // "Total" says what the row is; the heading stays for screen readers
      h("h4", { class: "skyw-heading skyw-visually-hidden", text: t("Score") }),
      h("div", { class: "skyway-score-row" }, scoreLine, legend)),
    paths: h("details", { class: "skyway-paths" },
      h("summary", { text: t("Best paths, card by card") }),
      pathLine,
      h("p", { class: "skyway-note", text: t("Numbers in brackets are cells. You win with an increasing path of 5 or more cards in every suit, through side-by-side cells.") })),
    update() {
      const view = facts.view();
      const { shownSuit } = facts.choices;
      const score = view.score ?? {};
      const suits = suitsInOrder(score);
      replaceChildren(scoreLine,
        h("span", { class: "skyway-total", text: t("Total {total}", { total: score.total ?? 0 }) }),
        h("span", {
          class: `skyway-won ${score.won ? "is-won" : ""}`,
          text: " " + (score.won ? t("\u2714 winning") : view.over ? t("\u2716 not won") : t("\u2716 not winning yet")),
        }));
      rebuildKeepingFocus(legend, () => replaceChildren(legend,
        suits.map((suit) => {
          const info = score.suits[suit] ?? {};
          const name = SUITS[suit]?.name ?? suit;
          // the length is drawn between the two halves of the spoken sentence
          return legendButton(suit, suitChip(suit, name), unseen(t("{suit}: best path", { suit: suitName(suit) }) + " "),
            h("span", { class: "skyway-legend-length", text: String(info.length ?? 0) }),
            unseen(" " + t("cards. Show it on the grid")));
        }),
        legendButton("all", t("All"), unseen(t(": show every suit's path")))));
      const shown = shownSuit === "all" ? suits : suits.filter((s) => s === shownSuit);
      replaceChildren(pathLine, shown.map((suit) => {
        const path = score.suits[suit]?.path ?? [];
        return h("span", { class: "skyway-path" },
          suitChip(suit, SUITS[suit]?.name ?? suit),
          path.length
            ? path.map((step, i) => [i ? " \u2192 " : " ", chip(step.card), h("span", { class: "skyway-path-cell", text: ` (${step.cell + 1})` })])
            : " " + t("no cards yet"));
      }));
    },
  };
}
