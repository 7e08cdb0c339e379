// The track piece: a score track from min to max with each seat's mark on it (its
// shape, tinted with its colour), and the same marks in words below it, which is what
// a screen reader reads (the drawn track is hidden from it).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { numberText, seatName, trackMarks } from "./model.js";
import { pieceFrame, seatMarker } from "./parts.js";

export function renderTrack(piece, index, ctx) {
  const marks = trackMarks(piece);
  const line = h("div", { class: "skyw-ptrack", "aria-hidden": "true" },
    h("span", { class: "skyw-ptrack-end is-min", text: numberText(piece.min) }),
    h("span", { class: "skyw-ptrack-bar" },
      marks.map((mark, i) => {
        const el = seatMarker(mark.seat);
        el.classList.add("skyw-ptrack-mark");
        el.style.setProperty("--skyw-at", String(mark.at));
        // marks on the same value stand one above the other
        const below = marks.slice(0, i).filter((m) => m.value === mark.value).length;
        el.style.setProperty("--skyw-stack", String(below));
        return el;
      })),
    h("span", { class: "skyw-ptrack-end is-max", text: numberText(piece.max) }));
  const words = h("ul", { class: "skyw-ptrack-list" },
    marks.map((mark) => h("li", {}, seatMarker(mark.seat),
      t("{name}: {value}", { name: seatName(ctx.players, mark.seat), value: mark.text || numberText(mark.value) }))));
  return pieceFrame(piece, "track", index, line, words);
}
