// The board pieces' renderers (docs/board-pieces.md), one per kind, for the generic
// board and for any board that draws part of itself with them.
//
// renderPieces(pieces, ctx) -> elements, where
//   ctx = { legal: legalIndex(moves), live, toMove, players, play(move), why(id),
//           preview(move|null), memory: Map }
// `live`: moves may be played (the live position, a person to move); `memory` keeps
// what a redraw keeps (the grid cell that holds a grid's tab stop).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { renderCards } from "./cards.js";
import { renderCounters } from "./counters.js";
import { renderDice } from "./dice.js";
import { renderGrid } from "./grid.js";
import { renderPlayers } from "./players.js";
import { renderText } from "./text.js";
import { renderTrack } from "./track.js";

export const RENDERERS = {
  grid: renderGrid,
  cards: renderCards,
  dice: renderDice,
  counters: renderCounters,
  track: renderTrack,
  players: renderPlayers,
  text: renderText,
};

/** One piece; a kind this board does not know is said in words, not dropped silently. */
export function renderPiece(piece, index, ctx) {
  const render = RENDERERS[piece?.kind];
  if (!render) return h("p", { class: "skyw-piece skyw-piece-none", text: t("(a piece of unknown kind {kind})", { kind: String(piece?.kind) }) });
  return render(piece, index, ctx);
}

export function renderPieces(pieces, ctx) {
  return (Array.isArray(pieces) ? pieces : []).map((piece, i) => renderPiece(piece, i, ctx));
}
