// The dice piece: each die's face (its pips for 1 to 6, else its number), held dice
// marked in words. A die whose move is legal plays it (roll it, hold it...).

import { h } from "../dom.js";
import { diceItems } from "./model.js";
import { itemControl, pieceFrame } from "./parts.js";

export function renderDice(piece, index, ctx) {
  const dice = diceItems(piece, ctx.legal, ctx.live);
  const row = h("div", { class: "skyw-pdice", role: "list" },
    dice.map((die, i) => h("span", { role: "listitem", class: "skyw-pdice-item" },
      itemControl({
        item: die, ctx, key: `p${index}:die${i}`,
        className: `skyw-pdie${die.held ? " is-held" : ""}`,
        content: [
          die.face ? h("span", { class: "skyw-pdie-face", "aria-hidden": "true", text: die.face }) : null,
          h("span", { class: "skyw-pdie-value", "aria-hidden": "true", text: String(die.value) }),
          die.held ? h("span", { class: "skyw-pdie-held", "aria-hidden": "true", text: "held" }) : null,
        ],
      }))));
  const frame = pieceFrame(piece, "dice", index, row);
  if (dice.some((die) => die.move)) frame.dataset.decision = "piece";
  return frame;
}
