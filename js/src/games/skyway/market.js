// Skyway's market: the three blueprints in a column (one tab stop, arrows move), the
// picked one pressed, the one a previewed move takes from marked as its source.
// Each blueprint is a box: its button (the frame, what is clicked and focused, named
// with the letter and the cards) and, drawn over it and letting clicks through, its
// face: the letter and the cards. The button holds no text of its own, so its name
// never differs from what it shows.

import { h, moveTabStop, replaceChildren } from "../../shared/dom.js";
import { listStep } from "../../shared/grid-nav.js";
import { t } from "../../shared/i18n.js";
import { cardFan as fan } from "../../shared/card-view.js";
import { LETTERS } from "./layout.js";
import { speakCards } from "./words.js";

/** The market; a blueprint's button calls `onPick(i, { fromKeyboard })`. */
export function createMarket(facts, { onPick }) {
  const { choices } = facts;
  const buttons = LETTERS.map((letter, i) =>
    h("button", {
      type: "button",
      class: "skyway-blueprint",
      "data-blueprint": i,
      tabindex: i === 0 ? 0 : -1,
      // detail is 0 for a click made with Enter or Space.
      onclick: (event) => onPick(i, { fromKeyboard: event.detail === 0 }),
      onfocus: () => (choices.marketFocus = i),
    }));
  const stacks = LETTERS.map(() => h("span", { class: "skyway-blueprint-cards" }));
  const faces = LETTERS.map((letter, i) => h("span", { class: "skyway-blueprint-face", "aria-hidden": "true" },
    h("span", { class: "skyway-letter", text: letter }), stacks[i]));
  const boxes = LETTERS.map((_, i) => h("div", { class: "skyway-blueprint-box", "data-blueprint": i }, buttons[i], faces[i]));
  const market = h("div", { class: "skyway-market", role: "group", "aria-label": t("Market: three blueprints") }, boxes);
  const note = h("p", { class: "skyway-note", hidden: true, text: t("Last market: finished from the final reshuffle.") });
  market.addEventListener("keydown", (event) => {
    const to = listStep(choices.marketFocus, event.key, buttons.length);
    if (to === null) return;
    event.preventDefault();
    focusBlueprint(to);
  });

  /** Marks the blueprint the previewed move (on the grid, else from the panels) takes. */
  function markSource() {
    const source = (choices.cellPreview ?? choices.panelPreview)?.blueprint;
    buttons.forEach((b, i) => b.classList.toggle("is-source", source === i));
  }

  function focusBlueprint(i) {
    choices.marketFocus = i;
    moveTabStop(buttons, i);
  }

  return {
    element: h("div", { class: "skyway-zone skyway-market-zone", "data-decision": "market" },
      h("h4", { class: "skyw-heading", text: t("Market") }), market, note),
    focusBlueprint,
    update() {
      const view = facts.view();
      const dealt = Array.isArray(view.market) ? view.market : [];
      const { selected } = choices;
      note.hidden = !view.final_market || view.over === true;
      buttons.forEach((button, i) => {
        const cards = Array.isArray(dealt[i]) ? dealt[i] : [];
        const usable = facts.index().hasBlueprint(i);
        button.setAttribute("aria-pressed", String(selected === i));
        button.setAttribute("aria-disabled", String(!usable));
        button.classList.toggle("is-selected", selected === i);
        boxes[i].classList.toggle("is-selected", selected === i);
        const named = { letter: LETTERS[i], cards: speakCards(cards) };
        button.setAttribute("aria-label", !cards.length ? t("Blueprint {letter}: empty", named)
          : selected === i ? t("Blueprint {letter}: {cards}, picked", named) : t("Blueprint {letter}: {cards}", named));
        replaceChildren(stacks[i], cards.length ? fan(cards) : h("span", { class: "skyway-empty-pile", text: t("empty") }));
      });
      markSource();
    },
    markSource,
  };
}
