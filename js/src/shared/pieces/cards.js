// The cards piece: a row of cards, face up (their text) or face down (a back, with its
// text as a caption: a count, say). A card whose move is legal plays it.

import { h } from "../dom.js";
import { cardItems } from "./model.js";
import { itemControl, pieceFrame, seatMarker } from "./parts.js";

export function renderCards(piece, index, ctx) {
  const cards = cardItems(piece, ctx.legal, ctx.live);
  const row = h("div", { class: "skyw-pcards", role: "list" },
    cards.map((card, i) => h("span", { role: "listitem", class: "skyw-pcards-item" },
      itemControl({
        item: card, ctx, key: `p${index}:card${i}`,
        className: `skyw-pcard${card.down ? " is-down" : ""}${card.tone ? ` skyw-tone-${card.tone}` : ""}`,
        content: [card.seat !== null ? seatMarker(card.seat) : null, h("span", { class: "skyw-pcard-text", text: card.text })],
      }))));
  if (!cards.length) row.append(h("span", { class: "skyw-piece-none", text: "no cards" }));
  const frame = pieceFrame(piece, "cards", index, row);
  if (cards.some((card) => card.move)) frame.dataset.decision = "piece";
  return frame;
}
