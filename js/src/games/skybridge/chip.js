// A colour's chip: its letter on its paint, beside the colour's name in the text.

import { h } from "../../shared/dom.js";
import { LETTERS } from "./pieces.js";

/** The chip of `colour`: its letter (or `text`) on its paint, hidden from screen readers. */
export function chip(colour, text = LETTERS[colour] ?? "?") {
  return h("span", { class: `skybridge-chip skybridge-c-${colour}`, "aria-hidden": "true", text });
}
