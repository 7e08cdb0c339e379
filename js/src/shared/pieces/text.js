// The text piece: a paragraph, or preformatted text (mono) such as the board an
// OpenSpiel game prints.

import { h } from "../dom.js";
import { pieceFrame } from "./parts.js";

export function renderText(piece, index) {
  const text = typeof piece?.text === "string" ? piece.text : "";
  return pieceFrame(piece, "text", index,
    piece?.mono ? h("pre", { class: "skyw-ptext is-mono", text }) : h("p", { class: "skyw-ptext", text }));
}
