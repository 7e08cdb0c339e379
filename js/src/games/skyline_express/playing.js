// Playing Skyline Express from the board: taking a die, seating its passenger, the
// special actions and their choices, the AI opponent's next step, and the keys; each
// answered by the prompt. What may be played comes from the legal moves; a refused
// action's reason is Python's (see actionStates).

import { refusedText } from "./actions.js";
import { COLOURS, LETTERS, seatName } from "./carriage.js";
import { takerName } from "./words.js";

/** What an action's key or button is called when it is refused. */
const CHOOSER_LABELS = { recolour: "Seat another colour", service: "Buy a service" };

/**
 * The player's actions. `play(move)` sends a move, `say(text)` answers, and `actions`
 * is the special actions' view ({ update(), focusChoice(), focusAction(key) }).
 */
export function createPlaying(facts, { play, say, actions }) {
  const { choices, position } = facts;

  function noMove() {
    const v = facts.view();
    say(v.over ? "The game is over." : position.snap?.viewing !== null ? "Viewing a past position." : "There is no move for you to make now.");
  }

  /** A die clicked or its letter pressed: take it (or give it to the AI), or why not. */
  function takeDie(colour) {
    const { index } = position;
    const move = index.take.get(colour) ?? index.aiTake.get(colour);
    if (move) return play(move);
    if (!position.snap?.moves.length) return noMove();
    const v = facts.view();
    const die = (v.dice ?? []).find((d) => d.colour === colour);
    if (die && die.taken_by !== null && die.taken_by !== undefined) return say(`The ${colour} die was taken by ${takerName(die.taken_by, facts.nameOf)}.`);
    if (v.held) return say("You already hold a die: seat its passenger.");
    if (index.ai.length) return say(`The AI opponent's priority list does not choose the ${colour} die.`);
    return say(`The ${colour} die cannot be taken now.`);
  }

  /** A seat of the main sheet chosen: seat the passenger there, or why not. */
  function clickSeat(seat) {
    const move = position.index.place.get(seat);
    if (move) return play(move);
    if (!position.snap?.moves.length) return noMove();
    const v = facts.view();
    const colour = v.sheets?.[facts.me()]?.seats?.[seat];
    if (colour) return say(`Seat ${seatName(v, seat)} is taken by a ${colour} passenger.`);
    if (!v.held) return say(position.index.take.size ? "Take a die first (Y, B, G or R)." : "You have no passenger to seat now.");
    return say(`Seat ${seatName(v, seat)} cannot be chosen now.`);
  }

  /** +1, -1 or End turn (`state` from actionStates): play it, or say why not. */
  function runAction(state, label) {
    if (state.move) return play(state.move);
    say(refusedText(label, state));
  }

  /** Opens or closes the choice of colours ("recolour") or services ("service"). */
  function toggleChooser(which) {
    const state = facts.states()[which];
    if (!state.moves.length) {
      say(refusedText(CHOOSER_LABELS[which], state));
      return;
    }
    choices.chooser = choices.chooser === which ? null : which;
    actions.update();
    if (choices.chooser) {
      say(which === "recolour" ? "Choose the passenger's colour (Y, B, G or R), or Escape." : "Choose a service to buy, or Escape.");
      actions.focusChoice();
    } else {
      actions.focusAction(which);
    }
  }

  /** Next AI step: plays the AI opponent's one move, or says why there is none. */
  function nextAiStep() {
    const { index } = position;
    if (index.ai.length === 1) return play(index.ai[0]);
    if (index.ai.length > 1) return say("The AI's priority list ends in a tie: give it one of the dice marked in the tray.");
    return say(facts.view().solo ? "It is not the AI opponent's step." : "There is no AI opponent in this game.");
  }

  /** The board's keys (see KEYS_TEXT). */
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
        else say(refusedText(`A ${colour} passenger`, choice));
      } else {
        takeDie(colour);
      }
    } else if (key === "+" || key === "=") {
      event.preventDefault();
      runAction(s.up, "+1");
    } else if (key === "-" || key === "\u2212" || key === "_") {
      event.preventDefault();
      runAction(s.down, "\u22121");
    } else if (key === "c") {
      event.preventDefault();
      toggleChooser("recolour");
    } else if (key === "s") {
      event.preventDefault();
      toggleChooser("service");
    } else if (key === "e") {
      event.preventDefault();
      runAction(s.end, "End turn");
    } else if (key === "a") {
      event.preventDefault();
      nextAiStep();
    } else if (key === "Escape" && choices.chooser) {
      event.preventDefault();
      const was = choices.chooser;
      choices.chooser = null;
      actions.update();
      say("Closed.");
      actions.focusAction(was);
    }
  }

  return { takeDie, clickSeat, runAction, toggleChooser, nextAiStep, onKeydown };
}
