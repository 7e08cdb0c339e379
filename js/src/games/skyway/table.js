// Skyway's table: the result once the game is over, the round markers, the deck and
// the discard pile, and the line about the last turn.

import { h, replaceChildren } from "../../shared/dom.js";
import { parseCard, speakCards } from "../../shared/cards.js";
import { cardBack, cardChip, cardFan } from "../../shared/card-view.js";
import { plural } from "../../shared/format.js";
import { LETTERS } from "./layout.js";

/** The result, shown once the game is over. */
export function createResult(facts) {
  const element = h("div", { class: "skyway-result", "data-decision": "result", hidden: true });
  return {
    element,
    update() {
      const view = facts.view();
      element.hidden = !view.over;
      if (!view.over) return;
      const score = view.score ?? {};
      element.classList.toggle("is-won", score.won === true);
      replaceChildren(element,
        h("strong", { text: score.won ? "\u2714 Game over: you win!" : "\u2716 Game over: not won." }),
        ` Final score ${score.total ?? 0}.`,
        score.won ? "" : " Every suit needs a path of at least 5 cards to win.");
    },
  };
}

/** The round markers, the deck and the discard pile. */
export function createTable(facts) {
  const roundTitle = h("h4", { class: "skyw-heading" });
  const markers = h("div", { class: "skyway-markers" });
  const deck = h("div", { class: "skyway-deck" });
  const discardTitle = h("h4", { class: "skyw-heading" });
  const discardPile = h("div", { class: "skyway-discard-pile" });
  return {
    element: h("div", { class: "skyway-table" },
      h("div", { class: "skyway-zone" }, roundTitle, markers),
      h("div", { class: "skyway-zone" }, h("h4", { class: "skyw-heading", text: "Deck" }), deck),
      h("div", { class: "skyway-zone skyway-discard" }, discardTitle, discardPile)),
    update() {
      const view = facts.view();
      const markerList = Array.isArray(view.markers) ? view.markers : [];
      roundTitle.textContent = view.round ? `Round ${view.round} of ${markerList.length || 3}` : "Rounds";
      replaceChildren(markers, markerList.map((marker, i) => {
        if (marker.flipped) return cardBack(String(i + 1), `Round ${i + 1} marker, face down: round ${i + 1} reached`);
        const el = cardFan([marker.card]).firstChild;
        el.setAttribute("aria-label", `${parseCard(marker.card).label}, round ${i + 1} marker, face up: not reached yet`);
        return el;
      }));
      const count = view.deck ?? 0;
      replaceChildren(deck,
        count > 0 ? cardBack("", `Deck: ${count} cards, face down`) : h("span", { class: "skyway-empty-slot", role: "img", "aria-label": "Deck: empty" }),
        h("span", { class: "skyway-count", text: plural(count, "card") }));
      const discard = Array.isArray(view.discard) ? view.discard : [];
      discardTitle.textContent = `Discard pile (${discard.length})`;
      replaceChildren(discardPile,
        discard.length ? discard.map((c) => cardChip(c)) : h("span", { class: "skyway-empty-pile", text: "empty" }));
      discardPile.setAttribute("aria-label", discard.length ? `Discard pile, oldest first: ${speakCards(discard)}` : "Discard pile: empty");
      discardPile.setAttribute("role", "group");
    },
  };
}

/** The last turn: the blueprint, its cards, the cell, what was pushed off and discarded. */
export function createLastTurn(facts) {
  const element = h("p", { class: "skyway-last" });
  return {
    element,
    update() {
      const last = facts.view().last;
      if (!last) {
        replaceChildren(element);
        return;
      }
      replaceChildren(element,
        h("strong", { text: "Last turn: " }),
        `blueprint ${LETTERS[last.blueprint] ?? "?"} `,
        (last.placed ?? []).map((c) => cardChip(c)),
        ` onto cell ${last.cell + 1}`,
        last.discarded?.length ? ["; pushed off ", last.discarded.map((c) => cardChip(c))] : "",
        last.to_discard?.length ? ["; the other blueprints went to the discard pile: ", last.to_discard.map((c) => cardChip(c))] : "",
        ".");
    },
  };
}
