// What Skyline Express's board knows about the shown position and the player's
// choices so far, asked by every part of the board. No DOM.

import { mainSeat, playerName } from "../../shared/board.js";
import { t } from "../../shared/i18n.js";
import { actionStates } from "./actions.js";
import { isAi } from "./carriage.js";

/**
 * The player's choices on the board, kept between drawings: the seat with the keyboard
 * focus, the open choice of the special actions (null, "recolour" or "service") and a
 * move hovered in the Legal moves or outcomes panels.
 */
export function createChoices() {
  return { focusSeat: 0, chooser: null, panelPreview: null };
}

/** Facts about the shown position (`position`, see createShownPosition) and the `choices`. */
export function createFacts(position, choices) {
  const view = () => position.view();
  return {
    position,
    choices,
    view,
    /** The legal moves, arranged by indexMoves. */
    index: () => position.index,
    nameOf: (seat) => (isAi(seat) ? t("AI opponent") : playerName(position.snap?.players, seat)),
    /** The seat whose sheet is shown large. */
    me: () => (position.snap ? mainSeat(position.snap) : 0),
    /** A service of view.services by its index or id. */
    serviceOf: (key) => (view().services ?? []).find((s) => s.index === key || s.id === key) ?? null,
    /** The special actions' states (see actionStates). */
    states: () => actionStates(view(), position.index, { viewing: position.snap?.viewing !== null }),
  };
}
