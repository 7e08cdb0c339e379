// Whether a control that changes or reveals a position may be used now, and why not.
// Pure, unit-tested. A control's disabled state and every path that sends its message
// (a click, Enter in a field, a panel opened) ask the same gate, so no path sends what
// the disabled control would not. Python refuses these messages too; the gates keep the
// screen from offering them.
//
// A gate is { enabled: true, reason: "" } or { enabled: false, reason: "why not" }.

import { t } from "./i18n.js";

const OPEN = Object.freeze({ enabled: true, reason: "" });
const shut = (reason) => ({ enabled: false, reason });

/**
 * Why nothing may change or reveal a position while the hand-off screen waits, or "".
 * handoffReason({ handoff: { seat: 1, name: "Bob" } })
 *   -> "The screen is waiting for Bob to press Ready"
 */
export function handoffReason(snap) {
  const handoff = snap?.handoff;
  if (!handoff || typeof handoff.seat !== "number") return "";
  return t("The screen is waiting for {name} to press Ready", { name: handoff.name || t("Seat {seat}", { seat: handoff.seat }) });
}

const BUSY = () => t("Wait: the kernel is busy");
const PAST = () => t("A past position is shown: go back to the game first");
const OVER = () => t("The game is over");

/** Undo: the last human move (and the bot moves after it) taken back. */
export function undoGate(snap) {
  const handoff = handoffReason(snap);
  if (handoff) return shut(handoff);
  if (snap.busy) return shut(BUSY());
  if (snap.viewing !== null) return shut(PAST());
  if (!snap.log.length) return shut(t("No move to take back yet"));
  if (snap.settings?.undo === "off") return shut(t("Undo is off for this game: choose what it may take back"));
  return OPEN;
}

/** Bot move and Bot step: the chosen bot plays the turn, or one move, of the player to move. */
export function botStepGate(snap) {
  const handoff = handoffReason(snap);
  if (handoff) return shut(handoff);
  if (snap.busy) return shut(BUSY());
  if (snap.viewing !== null) return shut(PAST());
  if (snap.over) return shut(OVER());
  return OPEN;
}

/** Bot plays on: bots play until a human is to move; only when a bot is to move. */
export function botRunGate(snap) {
  const step = botStepGate(snap);
  if (!step.enabled) return step;
  const seat = snap.view?.current_player;
  const botToMove = typeof seat === "number" && snap.players[seat]?.kind === "bot";
  return botToMove ? OPEN : shut(t("A person is to move, not a bot"));
}

/** Run (Simulated outcomes): rollouts of the moves on the screen, which are only ever
 * those of the person whose view is shown; without moves there is nothing to simulate
 * that this screen may see. */
export function simulateGate(snap) {
  const handoff = handoffReason(snap);
  if (handoff) return shut(handoff);
  if (snap.busy === "simulating") return shut(t("A simulation is running: Stop it first"));
  if (snap.moves.length === 0) {
    if (snap.viewing !== null) return shut(PAST());
    if (snap.over) return shut(OVER());
    return shut(t("No move of yours to simulate right now"));
  }
  return OPEN;
}

/** Play on from here (time travel): every move after the shown position taken back. */
export function resumeGate(snap) {
  const handoff = handoffReason(snap);
  return handoff ? shut(handoff) : OPEN;
}

/** Opening a game's inspection panel: it shows one person's cards. */
export function inspectGate(snap) {
  const handoff = handoffReason(snap);
  if (handoff) return shut(handoff);
  if (snap.seat === null || snap.seat === undefined) return shut(t("Nobody's view is on the screen"));
  return OPEN;
}
