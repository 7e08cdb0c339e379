// Skyline Express's dice and colour chips: a die face shows its colour, its value as
// pips and its letter, so colour is never the only sign.

import { h } from "../../shared/dom.js";
import { LETTERS } from "./carriage.js";

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die face: its colour, its value as pips and a numeral, its letter in the corner. */
export function dieFace(colour, value, { big = false } = {}) {
  const pips = PIPS[value] ?? [];
  return h("span", { class: `skyline-die skyline-c-${colour}${big ? " is-big" : ""}`, "aria-hidden": "true", "data-value": value },
    h("span", { class: "skyline-pips" }, Array.from({ length: 9 }, (_, i) => h("span", { class: pips.includes(i) ? "skyline-pip" : "skyline-nopip" }))),
    h("span", { class: "skyline-die-letter", text: LETTERS[colour] ?? "?" }));
}

/** A small chip for a colour (its letter on its colour), for goals, services and choices. */
export function colourChip(colour, text = LETTERS[colour] ?? "?") {
  return h("span", { class: `skyline-chip skyline-c-${colour}`, "aria-hidden": "true", text });
}

/** A section of the board under a small heading. */
export function zone(className, title, ...children) {
  return h("div", { class: className }, h("h4", { class: "skyw-heading", text: title }), ...children);
}
