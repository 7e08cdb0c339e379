// The dice piece: each die's face (its pips for 1 to 6, drawn, and its number), held
// dice marked in words. A die whose move is legal plays it (roll it, hold it...).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { svg } from "../svg.js";
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
          die.pips.length ? svg("svg", { class: "skyw-pdie-face", viewBox: "0 0 10 10", width: "1.6em", height: "1.6em", "aria-hidden": "true", focusable: "false" },
            svg("rect", { x: 0.5, y: 0.5, width: 9, height: 9, rx: 1.8, fill: "none", stroke: "currentColor", "stroke-width": 0.7 }),
            die.pips.map(([cx, cy]) => svg("circle", { cx, cy, r: 0.95, fill: "currentColor" }))) : null,
          h("span", { class: "skyw-pdie-value", "aria-hidden": "true", text: String(die.value) }),
          die.held ? h("span", { class: "skyw-pdie-held", "aria-hidden": "true", text: t("held") }) : null,
        ],
      }))));
  const frame = pieceFrame(piece, "dice", index, row);
  if (dice.some((die) => die.move)) frame.dataset.decision = "piece";
  return frame;
}
