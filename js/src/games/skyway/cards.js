// Skyway's playing cards: drawn by the shared card view (shared/card-view.js), each named
// for screen readers in the board's language ("hjarta 7"), not only in English.

import { cardChip, cardFan } from "../../shared/card-view.js";
import { cardName } from "./words.js";

/** A small inline card ("7\u2665" on a chip), named in the board's language. */
export function chip(text, options) {
  const el = cardChip(text, options);
  el.setAttribute("aria-label", cardName(text));
  return el;
}

/** Cards fanned to the right, bottom card first, each named in the board's language;
 * `decorate(el, text, i)` may add classes and words to a card's name after that. */
export function fan(cards, { decorate, ...options } = {}) {
  return cardFan(cards, {
    ...options,
    decorate: (el, text, i) => {
      el.setAttribute("aria-label", cardName(text));
      decorate?.(el, text, i);
    },
  });
}
