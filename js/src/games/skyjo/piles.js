// Skyjo's piles: the draw pile, the discard pile (pick its top card to replace one
// of yours) and the card in hand with its "discard it and flip" button.

import { h, replaceChildren } from "../../shared/dom.js";
import { valueCard } from "./cards.js";
import { nt, t } from "../../shared/i18n.js";

/** The top card of view.discard, or null. */
export function topDiscard(view) {
  const pile = Array.isArray(view?.discard) ? view.discard : [];
  return pile.length ? pile[pile.length - 1] : null;
}

/** The piles; their buttons call `onDraw()`, `onTake()` and `onFlip()`. */
export function createPiles(facts, { onDraw, onTake, onFlip }) {
  const drawButton = h("button", { type: "button", class: "skyjo-pile skyjo-draw", onclick: () => onDraw() });
  const discardButton = h("button", { type: "button", class: "skyjo-pile skyjo-discard", onclick: () => onTake() });
  // the piles' counts sit under their buttons, not in them: a button's visible words are
  // its card's, which its name holds ("Discard pile: 7 on top, ...")
  const drawCount = h("span", { class: "skyjo-count", "aria-hidden": "true" });
  const discardCount = h("span", { class: "skyjo-count", "aria-hidden": "true" });
  const hand = h("div", { class: "skyjo-hand" });
  const flipButton = h("button", { type: "button", class: "skyjo-flip-mode", onclick: () => onFlip() });
  const zone = (className, title, ...children) => h("div", { class: className }, h("h4", { class: "skyw-heading", text: title }), ...children);
  // the flip button under the three piles, as wide as they are: it reads on one line
  const element = h("div", { class: "skyjo-table", role: "group", "aria-label": t("Piles"), "data-decision": "piles and hand" },
    h("div", { class: "skyjo-zones" },
      zone("skyjo-zone", t("Draw pile"), drawButton, drawCount),
      zone("skyjo-zone", t("Discard pile"), discardButton, discardCount),
      zone("skyjo-zone", t("In hand"), hand)),
    flipButton);

  return {
    element,
    update() {
      const view = facts.view();
      const index = facts.index();
      const { mode } = facts.choices;
      const count = view.deck ?? 0;
      drawButton.classList.toggle("is-target", index.d);
      drawButton.setAttribute("aria-label", nt("Draw pile: {n} card, face down", "Draw pile: {n} cards, face down", count, { n: count }) + (index.d ? t(". Draw the top card (D)") : ""));
      replaceChildren(drawButton, h("span", { class: "skyjo-card is-down", "aria-hidden": "true" }, h("span", { class: "skyjo-back-mark" })));
      drawCount.textContent = nt("{n} card", "{n} cards", count, { n: count });

      const pile = Array.isArray(view.discard) ? view.discard : [];
      const top = topDiscard(view);
      const canTake = index.t.size > 0;
      discardButton.classList.toggle("is-target", canTake);
      discardButton.classList.toggle("is-selected", mode === "take");
      discardButton.setAttribute("aria-pressed", String(mode === "take"));
      discardButton.setAttribute("aria-label",
        top === null ? t("Discard pile: empty") : nt("Discard pile: {top} on top, {n} card", "Discard pile: {top} on top, {n} cards", pile.length, { top, n: pile.length }) + (canTake ? mode === "take" ? t(". Picked: choose one of your cards to replace") : t(". Take it (T)") : ""));
      replaceChildren(discardButton,
        top === null ? h("span", { class: "skyjo-card is-gone", "aria-hidden": "true" }) : valueCard(top, { big: true }));
      discardCount.textContent = nt("{n} card", "{n} cards", pile.length, { n: pile.length });
      discardButton.querySelector(".skyjo-card")?.setAttribute("aria-hidden", "true");

      const drawn = view.drawn;
      const held = typeof drawn === "number";
      replaceChildren(hand, held
        ? valueCard(drawn, { big: true, label: t("In hand: {card}, drawn by {name}", { card: drawn, name: facts.nameOf(view.current_player) }) })
        : h("span", { class: "skyjo-card is-gone", role: "img", "aria-label": t("No card in hand") }));
      const canFlip = index.f.size > 0;
      flipButton.hidden = !held;
      flipButton.disabled = false;
      flipButton.setAttribute("aria-pressed", String(mode === "flip"));
      flipButton.setAttribute("aria-disabled", String(!canFlip));
      flipButton.classList.toggle("is-selected", mode === "flip");
      flipButton.textContent = mode === "flip" ? t("Flip mode: pick a face-down card (F)") : held ? t("Discard the {card}, flip a card\u2026 (F)", { card: drawn }) : t("Discard the card, flip a card\u2026 (F)");
    },
  };
}
