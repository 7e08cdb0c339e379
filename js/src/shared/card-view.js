// Drawing playing cards (see cards.js for the string format). Suits differ by
// symbol and by colour (a four-colour deck: the CSS picks the colour from the
// suit class), and every card carries an aria-label such as "7 of hearts".

import { h } from "./dom.js";
import { parseCard } from "./cards.js";
import { t } from "./i18n.js";

/** A full-size face-up card. `extraClass` adds modifiers (e.g. "is-new"). */
export function cardFace(text, { extraClass = "", labelSuffix = "" } = {}) {
  const card = parseCard(text);
  const suitClass = card.suitName ? ` skyw-suit-${card.suitName}` : "";
  return h(
    "span",
    {
      class: `skyw-card${suitClass}${extraClass ? " " + extraClass : ""}`,
      role: "img",
      "aria-label": card.label + labelSuffix,
      "data-card": card.text,
    },
    h("span", { class: "skyw-card-index", "aria-hidden": "true" },
      h("span", { class: "skyw-card-rank", text: card.rank }),
      h("span", { class: "skyw-card-suit", text: card.suit ?? "" })),
    h("span", { class: "skyw-card-pip", "aria-hidden": "true", text: card.suit ?? "" }),
  );
}

/** A small inline card, "7♥" on a card-coloured chip, for lists and piles. */
export function cardChip(text, { extraClass = "" } = {}) {
  const card = parseCard(text);
  const suitClass = card.suitName ? ` skyw-suit-${card.suitName}` : "";
  return h("span", {
    class: `skyw-chip${suitClass}${extraClass ? " " + extraClass : ""}`,
    role: "img",
    "aria-label": card.label,
    text: card.text,
  });
}

/** A suit symbol on a chip (for legends), coloured like the cards. */
export function suitChip(symbol, name) {
  return h("span", { class: `skyw-chip skyw-suit-${name}`, "aria-hidden": "true", text: symbol });
}

/** A face-down card with an optional caption printed on its back. */
export function cardBack(caption = "", label = t("face-down card")) {
  return h("span", { class: "skyw-card skyw-card-back", role: "img", "aria-label": label },
    caption ? h("span", { class: "skyw-card-back-caption", "aria-hidden": "true", text: caption }) : null);
}

/**
 * Cards fanned slightly to the right, bottom card first (leftmost), so every
 * card's corner index stays readable. `decorate(el, text, i)` may add classes.
 */
export function cardFan(cards, { decorate, extraClass = "" } = {}) {
  const fan = h("span", { class: `skyw-fan${extraClass ? " " + extraClass : ""}`, style: { "--skyw-fan-count": Math.max(cards.length, 1) } });
  cards.forEach((text, i) => {
    const el = cardFace(text);
    el.style.setProperty("--skyw-fan-index", String(i));
    decorate?.(el, text, i);
    fan.append(el);
  });
  return fan;
}
