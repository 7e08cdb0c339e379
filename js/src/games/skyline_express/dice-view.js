// Skyline Express's dice and colour chips: a die face shows its colour, its value as
// pips and its letter, so colour is never the only sign.
//
// A colour's letter (Y B G R) is a sign drawn beside the colour, like a die's pips: it is
// drawn by the style sheet from data-letter (.skyline-letter), at the board's smallest
// text size or more. The words that go with it (the colour's name) are in the accessible
// name of the die, seat or button it sits on, so a control's visible text is never a
// lone letter that its name does not contain.

import { pipCells } from "../../shared/dice.js";
import { h } from "../../shared/dom.js";
import { LETTERS } from "./carriage.js";

/** A colour's letter, drawn (see above). */
export function letterSign(colour, className) {
  return h("span", { class: `${className} skyline-letter`, "aria-hidden": "true", "data-letter": LETTERS[colour] ?? "?" });
}

/** A die face: its colour, its value as pips (laid out as every board's die:
 * shared/dice.js), its letter in the corner. */
export function dieFace(colour, value, { big = false } = {}) {
  const pips = pipCells(value);
  return h("span", { class: `skyline-die skyline-c-${colour}${big ? " is-big" : ""}`, "aria-hidden": "true", "data-value": value },
    h("span", { class: "skyline-pips" }, Array.from({ length: 9 }, (_, i) => h("span", { class: pips.includes(i) ? "skyline-pip" : "skyline-nopip" }))),
    letterSign(colour, "skyline-die-letter"));
}

/** A small chip for a colour (its letter on its colour), for goals, services and choices. */
export function colourChip(colour) {
  return h("span", { class: `skyline-chip skyline-letter skyline-c-${colour}`, "aria-hidden": "true", "data-letter": LETTERS[colour] ?? "?" });
}

/** A section of the board under a small heading. */
export function zone(className, title, ...children) {
  return h("div", { class: className }, h("h4", { class: "skyw-heading", text: title }), ...children);
}
