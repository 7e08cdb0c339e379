// Skyway's table: the result once the game is over, the round markers, the deck and
// the discard pile, and the line about the last turn.

import { h, replaceChildren } from "../../shared/dom.js";
import { nt, t } from "../../shared/i18n.js";
import { cardBack, cardChip as chip, cardFan as fan } from "../../shared/card-view.js";
import { LETTERS } from "./layout.js";
import { cardName, speakCards } from "./words.js";

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
        h("strong", { text: score.won ? t("\u2714 Game over: you win!") : t("\u2716 Game over: not won.") }),
        " " + t("Final score {total}.", { total: score.total ?? 0 }),
        score.won ? "" : " " + t("Every suit needs a path of at least 5 cards to win."));
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
      h("div", { class: "skyway-zone" }, h("h4", { class: "skyw-heading", text: t("Deck") }), deck),
      h("div", { class: "skyway-zone skyway-discard" }, discardTitle, discardPile)),
    update() {
      const view = facts.view();
      const markerList = Array.isArray(view.markers) ? view.markers : [];
      roundTitle.textContent = view.round ? t("Round {round} of {rounds}", { round: view.round, rounds: markerList.length || 3 }) : t("Rounds");
      replaceChildren(markers, markerList.map((marker, i) => {
        if (marker.flipped) return cardBack(String(i + 1), t("Round {round} marker, face down: round {round} reached", { round: i + 1 }));
        const el = fan([marker.card]).firstChild;
        el.setAttribute("aria-label", t("{card}, round {round} marker, face up: not reached yet", { card: cardName(marker.card), round: i + 1 }));
        return el;
      }));
      const count = view.deck ?? 0;
      replaceChildren(deck,
        count > 0 ? cardBack("", nt("Deck: {n} card, face down", "Deck: {n} cards, face down", count, { n: count }))
          : h("span", { class: "skyway-empty-slot", role: "img", "aria-label": t("Deck: empty") }),
        h("span", { class: "skyway-count", text: nt("{n} card", "{n} cards", count, { n: count }) }));
      const discard = Array.isArray(view.discard) ? view.discard : [];
      discardTitle.textContent = t("Discard pile ({n})", { n: discard.length });
      replaceChildren(discardPile,
        discard.length ? discard.map((c) => chip(c)) : h("span", { class: "skyway-empty-pile", text: t("empty") }));
      discardPile.setAttribute("aria-label", discard.length ? t("Discard pile, oldest first: {cards}", { cards: speakCards(discard) }) : t("Discard pile: empty"));
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
        h("strong", { text: t("Last turn:") + " " }),
        ...withCards(t("blueprint {letter} {cards} onto cell {cell}", { letter: LETTERS[last.blueprint] ?? "?", cell: last.cell + 1 }), last.placed),
        ...(last.discarded?.length ? withCards(t("; pushed off {cards}"), last.discarded) : []),
        ...(last.to_discard?.length ? withCards(t("; the other blueprints went to the discard pile: {cards}"), last.to_discard) : []),
        ".");
    },
  };
}

/** A sentence with its `{cards}` drawn as card chips, in the order the language puts them. */
function withCards(sentence, cards) {
  const [before, ...after] = sentence.split("{cards}");
  return [before, (cards ?? []).map((c) => chip(c)), after.join("")];
}
