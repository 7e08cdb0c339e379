// Placing a piece on Skybridge's board: picking a piece (by its button or key),
// choosing a base (a bridge: its first base, then a neighbour), cancelling, and the
// prompt that answers each step. What is legal comes from the facts (the legal moves
// and view.targets); a legal place plays its move. A click that is no legal move asks
// Python why (`why(id)` with the move it would be): the rules' reason is said beside it.

import { capital, joinNames } from "../../shared/format.js";
import { isNeutral, kindOf, pieceKey } from "./pieces.js";
import { bridgeStart, moveId, telltalePlace } from "./targets.js";
import { t } from "../../shared/i18n.js";
import { baseLabel, firstBaseCancelledText, pickAgainText, pickedText } from "./words.js";

/** The keys that pick a piece, by the key pressed (lower case). */
const PICK_KEYS = { 3: "tall", 2: "short", b: "bridge", r: "roof" };

/**
 * The player's steps towards a move. `play(move)` sends it, `why(id)` asks Python why the
 * move `id` is refused, `say(text)` answers, `draw()` redraws the board after a choice,
 * `turn(step)` turns the 3D board, and `map` is { hasFocus(), focusCell(base) } (a piece
 * picked with a key carries the focus to the map).
 */
export function createPlacing(facts, { play, why, say, draw, turn, map }) {
  const { choices, position } = facts;

  /** The move a click on `base` would be with `piece` (a block when nothing is picked). */
  const wouldBe = (piece, base) => moveId(piece ?? "tall", [base]);

  /** Pick a piece; `toggle` (a click on the picked piece's button) puts it back. Keys always pick. */
  function pick(piece, { fromKeyboard = false, toggle = false } = {}) {
    // no move here now (another's turn, the past shown, the game over), or a piece this
    // game does not have: Python says why
    if (!facts.canPlay() || !facts.available().includes(piece)) return why(wouldBe(piece, choices.focusBase));
    if (choices.picked === piece && toggle) {
      Object.assign(choices, { picked: null, firstEnd: null });
      draw();
      say(pickAgainText());
      return;
    }
    Object.assign(choices, { picked: piece, firstEnd: null });
    draw();
    const places = facts.legalPlaces(piece);
    say(pickedText(piece, { name: facts.pieceName(piece), count: facts.left(piece), places }));
    if (fromKeyboard && !map.hasFocus()) map.focusCell(choices.focusBase);
    // a piece with no place: picked all the same (each base then says why not), and the
    // reason most of its places have is asked for, beside the button or key
    if (!places.size) {
      const place = telltalePlace(facts.view(), piece);
      if (place !== null) why(moveId(piece, place.split("").map((d) => Number(d) - 1)));
    }
  }

  /** N: the fourth colour's block of the picked kind (a three-story one by default), or back. */
  function toggleNeutral() {
    const { picked } = choices;
    const kind = picked && (kindOf(picked) === "tall" || kindOf(picked) === "short") ? kindOf(picked) : "tall";
    pick(isNeutral(picked) ? kind : pieceKey(kind, true), { fromKeyboard: true });
  }

  /** Starts a bridge on `base`, and says where it may end (`text(ends)`). */
  function startBridge(base, text) {
    choices.firstEnd = base;
    draw();
    say(text(joinNames(bridgeStart(facts.view(), position.index, base, choices.picked).ends.map((b) => String(b + 1)))));
  }

  /** A base chosen (clicked, or Enter on the map): the picked piece goes there, or Python says why not. */
  function clickBase(base) {
    const { picked } = choices;
    if (!facts.canPlay()) return why(wouldBe(picked, base));
    if (!picked) {
      say(t("{base}. Pick a piece first: 3, 2, B or R.", { base: capital(baseLabel(facts.view(), base)) }));
      return;
    }
    const state = facts.stateOn(base);
    if (kindOf(picked) === "bridge") {
      if (choices.firstEnd === null) {
        if (!state.legal) return state.place ? why(moveId(picked, state.place.split("").map((d) => Number(d) - 1))) : undefined;
        return startBridge(base, (ends) => t("Bridge from base {base}: now choose the neighbouring base, {ends} (Escape or base {base} again cancels).", { base: base + 1, ends }));
      }
      if (state.isFirst) {
        choices.firstEnd = null;
        draw();
        return say(firstBaseCancelledText());
      }
      if (state.notNext) {
        // a base a bridge may start from: the bridge starts there instead
        if (bridgeStart(facts.view(), position.index, base, picked).legal) {
          return startBridge(base, (ends) => t("The bridge now starts on base {base}: choose its other base, {ends}.", { base: base + 1, ends }));
        }
        return why(moveId(picked, [choices.firstEnd, base]));
      }
      if (state.legal && state.move) return play(state.move);
      return why(moveId(picked, [choices.firstEnd, base]));
    }
    if (state.legal && state.move) return play(state.move);
    why(moveId(picked, [base]));
  }

  /** Escape: gives up a bridge's first base, else puts the piece back; false when neither. */
  function cancel() {
    if (choices.firstEnd !== null) {
      choices.firstEnd = null;
      draw();
      say(firstBaseCancelledText());
      return true;
    }
    if (choices.picked) {
      choices.picked = null;
      draw();
      say(pickAgainText());
      return true;
    }
    return false;
  }

  /** The board's keys (see keysText). */
  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const byKey = PICK_KEYS[key];
    if (byKey) {
      event.preventDefault();
      // with the fourth colour's block picked, 3 and 2 pick the fourth colour's blocks
      const neutral = isNeutral(choices.picked) && (key === "3" || key === "2");
      pick(neutral ? pieceKey(byKey, true) : byKey, { fromKeyboard: true });
    } else if (key === "n") {
      event.preventDefault();
      toggleNeutral();
    } else if (key === "q" || key === "[") {
      event.preventDefault();
      turn(-1);
    } else if (key === "e" || key === "]") {
      event.preventDefault();
      turn(1);
    } else if (key === "Escape") {
      if (cancel()) event.preventDefault();
    }
  }

  return { pick, clickBase, onKeydown };
}
