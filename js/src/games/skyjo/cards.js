// Skyjo's cards drawn: a face-up card in its value's colour band with the value
// large in the middle (no corner index: it would read too small from the back), a
// face-down back, a removed card's gap, and the ghost of a card the last move removed.

import { h } from "../../shared/dom.js";
import { band } from "./grid.js";
import { cellLabel } from "./words.js";
import { t } from "../../shared/i18n.js";

/** A face-up card of `value`; `label` replaces its "7, face up". */
export function valueCard(value, { big = false, label } = {}) {
  return h("span", {
    class: `skyjo-card is-up skyjo-${band(value)}${big ? " is-big" : ""}`,
    role: "img",
    "aria-label": label ?? t("{value}, face up", { value }),
    "data-value": value,
  },
  h("span", { class: "skyjo-number", "aria-hidden": "true", text: String(value) }));
}

// The ghost of a card the last move removed (a column of three equal cards):
// its value, struck through, until the next move. The seat's label says
// "column N removed" in words.
function removedCard(removed) {
  return h("span", { class: "skyjo-card is-gone is-just-removed", role: "img", "aria-label": cellLabel({ state: "gone" }, removed) },
    h("span", { class: "skyjo-number", "aria-hidden": "true", text: String(removed.value) }));
}

/** A grid cell as a card: up, down, removed, or the ghost of one removed just now. */
export function cardFace(cell, { big = false, removed = null } = {}) {
  if (cell?.state === "gone" && removed) return removedCard(removed);
  if (cell?.state === "gone") return h("span", { class: "skyjo-card is-gone", role: "img", "aria-label": "removed" });
  // the teacher's view: a face-down card no one knows, drawn face up with a dashed outline
  if (cell?.state === "down" && cell.hidden === true && typeof cell.value === "number") {
    const card = valueCard(cell.value, { big, label: cellLabel(cell) });
    card.classList.add("is-hidden-card");
    return card;
  }
  if (cell?.state !== "up") {
    return h("span", { class: "skyjo-card is-down", role: "img", "aria-label": t("face down") },
      // the "?" is drawn by the CSS: a face-down card holds no text at all (nor a value)
      h("span", { class: "skyjo-back-mark", "aria-hidden": "true" }));
  }
  return valueCard(cell.value, { big });
}
