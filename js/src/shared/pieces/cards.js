// The cards piece: a row of cards, face up (their text) or face down (a back, with its
// text as a caption: a count, say). A card whose move is legal plays it. A face-up card
// whose text is a standard playing card ("7♥", "10♦": ../cards.js) is drawn as the
// playing card the games' own boards draw (../card-view.js cardFace), and every back is
// their back (cardBack); any other text is drawn as itself on a plain card.

import { cardBack, cardFace } from "../card-view.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { cardItems } from "./model.js";
import { itemControl, pieceFrame, seatMarker } from "./parts.js";

/** A shared card drawn inside a piece's control: the control carries the words (its
 * name says the card), so the drawing is a picture hidden from screen readers. */
function drawnCard(card) {
  const el = card.down ? cardBack(card.text) : cardFace(card.text);
  el.removeAttribute("role");
  el.removeAttribute("aria-label");
  el.setAttribute("aria-hidden", "true");
  return el;
}

export function renderCards(piece, index, ctx) {
  const cards = cardItems(piece, ctx.legal, ctx.live);
  const row = h("div", { class: "skyw-pcards", role: "list" },
    cards.map((card, i) => h("span", { role: "listitem", class: "skyw-pcards-item" },
      itemControl({
        item: card, ctx, key: `p${index}:card${i}`,
        className: ["skyw-pcard", card.down && "is-down", card.drawn && "has-card", card.tone && "skyw-tone-" + card.tone].filter(Boolean).join(" "),
        content: [card.seat !== null ? seatMarker(card.seat) : null,
          card.drawn ? drawnCard(card) : h("span", { class: "skyw-pcard-text", text: card.text })],
      }))));
  if (!cards.length) row.append(h("span", { class: "skyw-piece-none", text: t("no cards") }));
  const frame = pieceFrame(piece, "cards", index, row);
  if (cards.some((card) => card.move)) frame.dataset.decision = "piece";
  return frame;
}
