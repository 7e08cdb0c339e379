// What Skybridge's board knows about the shown position and the player's choices
// so far, asked by every part of the board. No DOM: the parts draw from these.

import { playerName } from "../../shared/board.js";
import { PICKS, isNeutral, kindOf } from "./pieces.js";
import { fourthColour } from "./position.js";
import { baseState } from "./targets.js";
import { pieceName } from "./words.js";

/**
 * The player's choices on the board, kept between drawings: the piece picked (a key
 * of PICKS) and a bridge's first base, the base with the keyboard focus and the one
 * under the pointer or focus, the 3D board's rotation, the colour whose scoring is
 * highlighted, and a move hovered in the Legal moves or outcomes panels.
 */
export function createChoices() {
  return { picked: null, firstEnd: null, focusBase: 4, hoverBase: null, rotation: 0, highlighted: null, panelPreview: null };
}

/**
 * Facts about the shown position (`position`, see createShownPosition) and the
 * `choices` (see createChoices): who is to move, what may be picked and where it may go.
 */
export function createFacts(position, choices) {
  const view = () => position.view();
  const nameOf = (seat) => playerName(position.snap?.players, seat);
  const mover = () => (typeof view().current_player === "number" ? view().current_player : null);
  const canPlay = () => (position.snap?.moves?.length ?? 0) > 0;
  const colourOf = (piece) => (isNeutral(piece) ? fourthColour(view(), mover()) : view().colour) ?? "ivory";
  const legalPlaces = (piece) => position.index.get(piece) ?? new Map();
  /** Legal or not, and why, for the picked piece on a base (see baseState). */
  const stateOn = (base) => baseState(view(), position.index, choices.picked, choices.firstEnd, base);
  return {
    position,
    choices,
    view,
    nameOf,
    mover,
    canPlay,
    colourOf,
    legalPlaces,
    stateOn,
    /** The picked piece's state on a base while this screen may move, else null. */
    targetOn: (base) => (canPlay() && choices.picked ? stateOn(base) : null),
    /** The pieces the view offers the player to move, in picker order. */
    available: () => PICKS.filter((piece) => view().targets?.[piece] !== undefined),
    /** How many of a piece the player to move has left. */
    left(piece) {
      const seat = mover();
      if (seat === null) return 0;
      return view().supply?.[seat]?.[colourOf(piece)]?.[kindOf(piece)] ?? 0;
    },
    /** A picked piece in words, in the colour it is placed in. */
    pieceName: (piece) => pieceName(piece, colourOf(piece)),
    /** The move to show as a ghost piece: one hovered in the panels, else the picked
     * piece's move on the base in question; null when there is none. */
    ghostMove() {
      if (choices.panelPreview) return choices.panelPreview;
      if (choices.hoverBase === null || !choices.picked || !canPlay()) return null;
      const state = stateOn(choices.hoverBase);
      return state?.legal && state.move ? state.move : null;
    },
  };
}
