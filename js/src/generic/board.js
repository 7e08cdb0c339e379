// The generic board (skywidgets.Board): any Game, drawn from the pieces it declares
// (snap.pieces, docs/board-pieces.md) with the shared piece renderers, or, where it
// declares none, its seat's view drawn readably; and every legal move as a button. The
// shell around it (header, controls, panels) is the five games' own (shared/widget.js).
// No rules here: a piece plays its move only while that id is among the legal moves
// Python sent, and a click on one that is not asks Python why.

import { createBoardRoot, playerName, remarkOf, waitingText } from "../shared/board.js";
import { h, rebuildKeepingFocus } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { makeWidget } from "../shared/widget.js";
import { renderPieces } from "../shared/pieces/index.js";
import { legalIndex, mappedMoves } from "../shared/pieces/model.js";
import { createMoveButtons } from "../shared/pieces/moves.js";
import { renderOutline } from "../shared/pieces/outline.js";

/** The prompt above the board: whose move and how to make it, or why there is none. */
export function promptText(snap, mapped) {
  if (snap.viewing !== null) return t("A past position: go back to the game to play from here.");
  if (snap.over) return t("Game over.");
  const seat = snap.view?.current_player;
  const nameOf = (s) => playerName(snap.players, s);
  if (snap.moves.length) {
    if (typeof seat !== "number") return mapped ? t("Your move: press a marked piece of the board, or a move below.") : t("Your move: press a move below.");
    const who = nameOf(seat);
    return mapped ? t("{who} to move: press a marked piece of the board, or a move below.", { who }) : t("{who} to move: press a move below.", { who });
  }
  if (typeof seat === "number") return waitingText(snap, seat, nameOf);
  return "";
}

/** A board's remark for the status line: the end of the game. */
export function endRemark(prev, next) {
  return next.over && !prev.over ? t("Game over.") : "";
}

function mountBoard(host, { play, why }) {
  const memory = new Map(); // what redraws keep: each grid's tab stop
  let previewed = null;
  const prompt = h("p", { class: "skyw-generic-prompt", "data-decision": "prompt" });
  const piecesHost = h("div", { class: "skyw-generic-pieces" });
  const preview = (move) => {
    previewed = move?.id ?? null;
    for (const el of piecesHost.querySelectorAll("[data-move]")) el.classList.toggle("is-preview", el.dataset.move === previewed);
  };
  const moveButtons = createMoveButtons({ play, preview });
  const root = createBoardRoot({ className: "skyw-generic", label: t("Board. Tab reaches its pieces and moves; in a grid, arrow keys move and Enter plays.") },
    prompt, piecesHost, moveButtons.element);
  host.append(root);

  return {
    update(snap) {
      const live = snap.viewing === null && !snap.over;
      const pieces = Array.isArray(snap.pieces) ? snap.pieces : null;
      const ids = pieces ? mappedMoves(pieces) : new Set();
      const mapped = snap.moves.some((move) => ids.has(move.id));
      prompt.textContent = promptText(snap, mapped);
      const ctx = {
        legal: legalIndex(snap.moves), live, toMove: snap.view?.current_player ?? null,
        players: snap.players, play, why, preview, memory,
      };
      rebuildKeepingFocus(piecesHost, () => {
        piecesHost.replaceChildren(...(pieces ? renderPieces(pieces, ctx) : [renderOutline(snap.view, (seat) => playerName(snap.players, seat))]));
      });
      root.classList.toggle("has-pieces", pieces !== null);
      moveButtons.update(snap.moves);
      if (previewed !== null) preview(snap.moves.find((m) => m.id === previewed) ?? null);
    },
    preview,
    remark: remarkOf(endRemark),
    destroy() {
      root.remove();
    },
  };
}

// "pieces": the synced trait of skywidgets.Board (docs/board-pieces.md)
export default makeWidget({ mount: mountBoard, traits: ["pieces"] });
