// The counters piece: named values (a score, coins left), a seat's marked with its shape.

import { h } from "../dom.js";
import { counterItems } from "./model.js";
import { pieceFrame, seatMarker } from "./parts.js";

export function renderCounters(piece, index) {
  const items = counterItems(piece);
  return pieceFrame(piece, "counters", index,
    h("dl", { class: "skyw-pcounters" },
      items.map((item) => h("div", { class: item.seat !== null ? "skyw-pcounter skyw-tone-seat" + item.seat : "skyw-pcounter" },
        h("dt", {}, seatMarker(item.seat), item.name),
        h("dd", { text: item.value })))));
}
