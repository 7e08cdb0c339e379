// The players piece: one line per player, the player to move marked by an arrow and in
// words (aria-current), each seat by its shape.

import { h } from "../dom.js";
import { playerRows } from "./model.js";
import { pieceFrame, seatMarker } from "./parts.js";

export function renderPlayers(piece, index, ctx) {
  const rows = playerRows(piece, ctx.toMove);
  return pieceFrame(piece, "players", index,
    h("ul", { class: "skyw-pplayers" },
      rows.map((row) => h("li", {
        class: `skyw-pplayer${row.toMove ? " is-to-move" : ""}${row.seat !== null ? ` skyw-tone-seat${row.seat}` : ""}`,
        "aria-current": row.toMove ? "true" : null,
      },
      h("span", { class: "skyw-pplayer-turn", "aria-hidden": "true", text: row.toMove ? "\u25B6" : "" }),
      seatMarker(row.seat),
      h("span", { text: row.text }),
      row.toMove ? h("span", { class: "skyw-visually-hidden", text: " (to move)" }) : null))));
}
