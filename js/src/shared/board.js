// What every game's board shares: its root element, and the start of its update()
// that keeps the shown position and its legal moves indexed. The CSS of the root
// (its parts in a column) is `.skyw-board` in theme.css.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * The board's root: a group that keeps its keys from the notebook (see widget.js) and
 * names itself and its keys (`label`). `className` is the game's own class.
 */
export function createBoardRoot({ className, label }, ...children) {
  return h("div", {
    class: `${className} skyw-board`,
    tabindex: -1,
    "data-lm-suppress-shortcuts": "true",
    role: "group",
    "aria-label": label,
  }, ...children);
}

/**
 * The position a board shows, kept between updates: the snapshot last drawn (`snap`)
 * and its legal moves as `indexMoves(moves)` arranges them (`index`). `accept(next)`
 * begins every update: when the moves changed (a new position, or the first) they are
 * indexed again and `onNewPosition()` drops what belonged to the old position (a piece
 * picked, a preview); when the seat shown large (`seatOf(snap)`) changed,
 * `onNewSeat()` runs. It returns { movesChanged, seatChanged }.
 */
export function createShownPosition({ indexMoves, seatOf = null, onNewPosition = () => {}, onNewSeat = () => {} }) {
  const shown = {
    snap: null,
    index: indexMoves([]),
    /** The shown position's view ({} before the first update). */
    view() {
      return shown.snap?.view ?? {};
    },
    accept(next) {
      const prev = shown.snap;
      const movesChanged = prev === null || prev.moves !== next.moves;
      const seatChanged = seatOf !== null && prev !== null && seatOf(prev) !== seatOf(next);
      shown.snap = next;
      if (movesChanged) {
        shown.index = indexMoves(next.moves);
        onNewPosition();
      }
      if (seatChanged) onNewSeat();
      return { movesChanged, seatChanged };
    },
  };
  return shown;
}

/** The seat shown large: the seat at the screen, else the player to move, else 0. */
export function mainSeat(snap) {
  if (typeof snap.seat === "number") return snap.seat;
  if (typeof snap.view?.current_player === "number") return snap.view.current_player;
  return 0;
}

/** A seat's player's name from snap.players, else "Seat 1" for seat 0. */
export function playerName(players, seat) {
  return players?.[seat]?.name ?? t("Seat {seat}", { seat: Number(seat) + 1 });
}

/**
 * What a board says while it waits for someone else: another person, a bot thinking,
 * or a bot that moves only when asked (its button, or Stop pressed).
 */
export function waitingText(snap, seat, nameOf) {
  const who = nameOf(seat);
  if (snap?.players?.[seat]?.kind !== "bot") return t("Waiting for {who}\u2026", { who });
  if (snap.busy === "bots") return t("{who} is playing\u2026", { who });
  return t("{who} is a bot and waits to be asked: press Bot move for its move, or Bot plays on.", { who });
}

/** Whether either snapshot shows a past position: a board's remark then stays quiet
 * (the shell says what changed). */
export function viewingPast(prev, next) {
  return next.viewing !== null || prev.viewing !== null;
}

/**
 * A board's remark(prev, next) (see widget.js): what the aria-live line adds after an
 * update, from `text(prev, next, nameOf)` with the players' names of `next`; quiet
 * while either snapshot shows a past position.
 */
export function remarkOf(text) {
  return (prev, next) => (viewingPast(prev, next) ? "" : text(prev, next, (seat) => playerName(next.players, seat)));
}
