// The players piece: one line per player, the player to move marked by an arrow and in
// words (aria-current), each seat by its shape and the name it was seated under, then
// the game's own words for it.

import { playerName } from "../board.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { playerRows } from "./model.js";
import { pieceFrame, seatMarker } from "./parts.js";

export function renderPlayers(piece, index, ctx) {
  const rows = playerRows(piece, ctx.toMove);
  return pieceFrame(piece, "players", index,
    h("ul", { class: "skyw-pplayers" },
      rows.map((row) => h("li", {
        class: ["skyw-pplayer", row.toMove && "is-to-move", row.seat !== null && "skyw-tone-seat" + row.seat].filter(Boolean).join(" "),
        "aria-current": row.toMove ? "true" : null,
      },
      h("span", { class: "skyw-pplayer-turn", "aria-hidden": "true", text: row.toMove ? "\u25B6" : "" }),
      seatMarker(row.seat),
      row.seat !== null ? h("strong", { class: "skyw-pplayer-name", text: playerName(ctx.players, row.seat) }) : null,
      row.text ? h("span", { class: "skyw-pplayer-text", text: row.text }) : null,
      row.toMove ? h("span", { class: "skyw-visually-hidden", text: ` ${t("(to move)")}` }) : null))));
}
