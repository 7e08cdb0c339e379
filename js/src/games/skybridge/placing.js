// Placing a piece on Skybridge's board: picking a piece (by its button or key),
// choosing a base (a bridge: its first base, then a neighbour), cancelling, and the
// prompt that answers each step. What is legal comes from the facts (the legal moves
// and view.targets); a legal place plays its move.

import { capital, joinNames } from "../../shared/format.js";
import { isNeutral, kindOf, pieceKey } from "./pieces.js";
import { bridgeStart, pieceReasons } from "./targets.js";
import { FIRST_BASE_CANCELLED, NO_FOURTH_COLOUR, PICK_AGAIN, baseLabel, noMoveText, pickedText, whyNot } from "./words.js";

/** The keys that pick a piece, by the key pressed (lower case). */
const PICK_KEYS = { 3: "tall", 2: "short", b: "bridge", r: "roof" };

/**
 * The player's steps towards a move. `play(move)` sends it, `say(text)` answers,
 * `draw()` redraws the board after a choice, `turn(step)` turns the 3D board, and
 * `map` is { hasFocus(), focusCell(base) } (a piece picked with a key carries the
 * focus to the map).
 */
export function createPlacing(facts, { play, say, draw, turn, map }) {
  const { choices, position } = facts;

  function noMove() {
    const seat = facts.mover();
    say(noMoveText({ over: facts.view().over, viewing: position.snap?.viewing !== null, mover: seat === null ? null : facts.nameOf(seat) }));
  }

  /** Pick a piece; `toggle` (a click on the picked piece's button) puts it back. Keys always pick. */
  function pick(piece, { fromKeyboard = false, toggle = false } = {}) {
    if (!facts.canPlay()) return noMove();
    if (!facts.available().includes(piece)) {
      say(isNeutral(piece) ? NO_FOURTH_COLOUR : "That piece is not in this game.");
      return;
    }
    if (choices.picked === piece && toggle) {
      Object.assign(choices, { picked: null, firstEnd: null });
      draw();
      say(PICK_AGAIN);
      return;
    }
    Object.assign(choices, { picked: piece, firstEnd: null });
    draw();
    say(pickedText(piece, { name: facts.pieceName(piece), count: facts.left(piece), places: facts.legalPlaces(piece), reasons: pieceReasons(facts.view(), piece) }));
    if (fromKeyboard && !map.hasFocus()) map.focusCell(choices.focusBase);
  }

  /** N: the fourth colour's block of the picked kind (a three-story one by default), or back. */
  function toggleNeutral() {
    if (!facts.canPlay()) return noMove();
    if (!facts.available().some(isNeutral)) {
      say(NO_FOURTH_COLOUR);
      return;
    }
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

  /** A base chosen (clicked, or Enter on the map): the picked piece goes there, or why not. */
  function clickBase(base) {
    if (!facts.canPlay()) return noMove();
    const { picked } = choices;
    if (!picked) {
      say(`${capital(baseLabel(facts.view(), base))}. Pick a piece first: 3, 2, B or R.`);
      return;
    }
    const state = facts.stateOn(base);
    if (kindOf(picked) === "bridge") {
      if (choices.firstEnd === null) {
        if (!state.legal) return say(`No bridge starts on base ${base + 1}: ${state.reason || "no legal place"}.`);
        return startBridge(base, (ends) => `Bridge from base ${base + 1}: now choose the neighbouring base, ${ends} (Escape or base ${base + 1} again cancels).`);
      }
      if (state.isFirst) {
        choices.firstEnd = null;
        draw();
        return say(FIRST_BASE_CANCELLED);
      }
      if (state.notNext) {
        if (bridgeStart(facts.view(), position.index, base, picked).legal) {
          const pair = state.reason.match(/\d+ and \d+/)?.[0] ?? "";
          return startBridge(base, (ends) => `Bases ${pair} are not neighbours: the bridge now starts on base ${base + 1}. Choose its other base, ${ends}.`);
        }
        return say(`Not allowed: ${state.reason}.`);
      }
    }
    if (state.legal && state.move) return play(state.move);
    say(`Not allowed on base ${base + 1}: ${whyNot(state)}.`);
  }

  /** Escape: gives up a bridge's first base, else puts the piece back; false when neither. */
  function cancel() {
    if (choices.firstEnd !== null) {
      choices.firstEnd = null;
      draw();
      say(FIRST_BASE_CANCELLED);
      return true;
    }
    if (choices.picked) {
      choices.picked = null;
      draw();
      say(PICK_AGAIN);
      return true;
    }
    return false;
  }

  /** The board's keys (see KEYS_TEXT). */
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
