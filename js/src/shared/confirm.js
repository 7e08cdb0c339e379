// Asking before a game is thrown away. New game (and the Rules panel's new game) ends
// the game on the board; once it has moves, a stray Enter or click must not do that, so
// the button first asks, beside itself, with the safe answer focused: a second Enter
// keeps the game. Python's w.new_game() stays immediate: a script means what it says.

import { h } from "./dom.js";
import { nt, t } from "./i18n.js";

/**
 * What to ask before the game in `snap` is thrown away, or "" when nothing is lost.
 * discardQuestion({ ply: 0 }) -> ""
 * discardQuestion({ ply: 3 }) -> "Start a new game? The 3 moves of this game will be gone."
 */
export function discardQuestion(snap) {
  const moves = Number.isInteger(snap?.ply) ? snap.ply : 0;
  if (moves <= 0) return "";
  return nt("Start a new game? The move of this game will be gone.", "Start a new game? The {n} moves of this game will be gone.", moves, { n: moves });
}

/**
 * A question asked in place: { element, ask(question, onYes, origin), hide(), open }.
 * `key` names its two buttons for the focus (data-focus-key `${key}-yes`, `${key}-keep`).
 * `ask` shows the question with two buttons and puts the focus on "Keep this game";
 * the yes button runs `onYes`; either answer, or Escape, hides it and gives the focus
 * back to `origin` (the button that asked), without scrolling the page.
 *
 *   const confirm = createConfirm({ yes: "New game", key: "control-new" });
 *   confirm.ask("Start a new game? ...", () => send({ type: "new" }), newGameButton);
 */
export function createConfirm({ yes = t("New game"), keep = t("Keep this game"), key = "confirm" } = {}) {
  let onYes = null;
  let origin = null;
  const question = h("span", { class: "skyw-confirm-question" });
  const yesButton = h("button", { type: "button", class: "skyw-button skyw-button-danger", text: yes, "data-focus-key": `${key}-yes` });
  const keepButton = h("button", { type: "button", class: "skyw-button skyw-button-primary", text: keep, "data-focus-key": `${key}-keep` });
  const element = h("div", { class: "skyw-confirm", role: "group", hidden: true }, question, yesButton, keepButton);
  element.setAttribute("aria-label", yes);

  function hide({ refocus = true } = {}) {
    const wasOpen = !element.hidden;
    element.hidden = true;
    onYes = null;
    if (wasOpen && refocus && origin?.isConnected) origin.focus({ preventScroll: true });
  }
  yesButton.addEventListener("click", () => {
    const run = onYes;
    hide();
    run?.();
  });
  keepButton.addEventListener("click", () => hide());
  element.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      hide();
    }
  });

  return {
    element,
    get open() {
      return !element.hidden;
    },
    ask(text, run, from = null) {
      question.textContent = text;
      onYes = run;
      origin = from;
      element.hidden = false;
      keepButton.focus({ preventScroll: true });
    },
    hide,
  };
}
