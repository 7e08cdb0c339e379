// Playing Skyline Express from the board: taking a die, seating its passenger, the
// special actions and their choices, the AI opponent's next step, and the keys. What may
// be played comes from the legal moves; a click or key that is no legal move now asks
// Python why (`why(id)`, the move it would be), and the rules' answer is said beside it.

import { actionMoveId, aiStepMoveId, dieMoveId, recolourMoveId, seatMoveId } from "./actions.js";
import { t } from "../../shared/i18n.js";
import { COLOURS, LETTERS } from "./carriage.js";

/**
 * The player's actions. `play(move)` sends a move, `why(id)` asks why the move `id` is
 * refused, `say(text)` answers in the prompt, and `actions` is the special actions' view
 * ({ update(), focusChoice(), focusAction(key) }).
 */
export function createPlaying(facts, { play, why, say, actions }) {
  const { choices, position } = facts;

  /** Asks Python why the move `id` is refused (nothing before Python has sent a position). */
  function ask(id) {
    if (position.snap) why(id);
  }

  /** A die clicked or its letter pressed: take it (or give it to the AI), or ask why not. */
  function takeDie(colour) {
    const { index } = position;
    const move = index.take.get(colour) ?? index.aiTake.get(colour);
    if (move) return play(move);
    return ask(dieMoveId(facts.view(), colour));
  }

  /** A seat of the main sheet chosen: seat the passenger there, or ask why not. */
  function clickSeat(seat) {
    const move = position.index.place.get(seat);
    if (move) return play(move);
    return ask(seatMoveId(facts.view(), seat));
  }

  /** +1, -1 or End turn (`state` from actionStates): play it, or ask why not. */
  function runAction(key, state) {
    if (state.move) return play(state.move);
    return ask(actionMoveId(key, facts.view()));
  }

  /** Opens or closes the choice of colours ("recolour") or services ("service"); when
   * there is nothing to choose, asks why. */
  function toggleChooser(which) {
    const state = facts.states()[which];
    if (!state.moves.length) return ask(actionMoveId(which, facts.view()));
    choices.chooser = choices.chooser === which ? null : which;
    actions.update();
    if (choices.chooser) {
      say(which === "recolour" ? t("Choose the passenger's colour (Y, B, G or R), or Escape.") : t("Choose a service to buy, or Escape."));
      actions.focusChoice();
    } else {
      actions.focusAction(which);
    }
  }

  /** Next AI step: plays the AI opponent's one move; in a tie the player gives it a die;
   * else asks why the AI has no step. */
  function nextAiStep() {
    const { index } = position;
    if (index.ai.length === 1) return play(index.ai[0]);
    // a tie is a choice for the player, not a refusal: the dice to give are marked
    if (index.ai.length > 1) return say(t("The AI's priority list ends in a tie: give it one of the dice marked in the tray."));
    return ask(aiStepMoveId(facts.view()));
  }

  /** The board's keys (see keysText). */
  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLInputElement && event.key === " ") return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const colour = COLOURS.find((c) => LETTERS[c].toLowerCase() === key);
    const s = facts.states();
    if (colour) {
      event.preventDefault();
      if (choices.chooser === "recolour") {
        const choice = s.recolour.byColour.get(colour);
        if (choice.move) play(choice.move);
        else ask(recolourMoveId(colour));
      } else {
        takeDie(colour);
      }
    } else if (key === "+" || key === "=") {
      event.preventDefault();
      runAction("up", s.up);
    } else if (key === "-" || key === "\u2212" || key === "_") {
      event.preventDefault();
      runAction("down", s.down);
    } else if (key === "c") {
      event.preventDefault();
      toggleChooser("recolour");
    } else if (key === "s") {
      event.preventDefault();
      toggleChooser("service");
    } else if (key === "e") {
      event.preventDefault();
      runAction("end", s.end);
    } else if (key === "a") {
      event.preventDefault();
      nextAiStep();
    } else if (key === "Escape" && choices.chooser) {
      event.preventDefault();
      const was = choices.chooser;
      choices.chooser = null;
      actions.update();
      say(t("Closed."));
      actions.focusAction(was);
    }
  }

  return { takeDie, clickSeat, runAction, toggleChooser, nextAiStep, onKeydown };
}
