// Skyline Express's special actions: +1, -1, another colour, buy a service and end the
// turn, each with its cost; a refused one is described by Python's reason (read out with
// it, and said beside it when clicked); the colours or services to choose from once
// "another colour" or "a service" is open. One reason Python gives them all (the AI
// opponent's step) is shown once above them.

import { h, rebuildKeepingFocus, replaceChildren, uniqueId } from "../../shared/dom.js";
import { capital } from "../../shared/format.js";
import { t } from "../../shared/i18n.js";
import { actionCosts, costOf, previewsAction, withCost } from "./actions.js";
import { colourChip } from "./dice-view.js";
import { buyLabel, colourName } from "./words.js";

/**
 * The special actions. `onAction(key)` runs +1, -1 or End turn, `onChooser(which)`
 * opens or closes a choice, and a choice's button calls `play(move)`.
 */
export function createSpecialActions(facts, { onAction, onChooser, play }) {
  const actions = h("div", { class: "skyline-actions", role: "group", "aria-label": t("Special actions") });
  const choices = h("div", { class: "skyline-choices", hidden: true });
  // one reason for them all, on the heading's line (it describes every button)
  const noteId = uniqueId("skyline-reason");
  const note = h("p", { class: "skyline-actions-note", id: noteId, hidden: true });
  const element = h("div", { class: "skyline-zone skyline-actions-zone" },
    h("div", { class: "skyline-actions-head" }, h("h4", { class: "skyw-heading", text: t("Special actions") }), note),
    actions, choices);

  function actionButton({ key, text, state, onclick, expanded, sharedReason = null }) {
    const enabled = Boolean(state.move) || (Array.isArray(state.moves) && state.moves.length > 0);
    const reasonId = uniqueId("skyline-reason");
    const previewed = previewsAction(facts.choices.panelPreview, key);
    return h("span", { class: "skyline-action" },
      h("button", {
        type: "button",
        class: `skyline-button${enabled ? " is-ready" : ""}${previewed ? " is-preview" : ""}`,
        "data-action": key,
        "data-focus-key": `action-${key}`,
        "aria-disabled": String(!enabled),
        "aria-describedby": enabled ? null : sharedReason ?? reasonId,
        "aria-expanded": expanded === undefined ? null : String(expanded),
        onclick,
      }, text),
      // read out with the button; a click on it says the reason beside it, with its rule
      h("span", { class: "skyline-reason skyw-visually-hidden", id: reasonId, text: enabled || sharedReason ? "" : state.reason }));
  }

  function choiceButtons(s, chooser, { recolourCost, serviceCost }) {
    if (chooser === "recolour") {
      return [h("span", { class: "skyline-choices-label", text: t("Seat a passenger of colour:") }),
        s.recolour.moves.map((move) => h("button", {
          type: "button", class: "skyline-button skyline-choice", "data-colour": move.colour, "data-focus-key": `recolour-${move.colour}`,
          "aria-label": withCost(t("{Colour}: seat a {colour} passenger instead", { Colour: capital(colourName(move.colour)), colour: colourName(move.colour) }), recolourCost, "dice_points"), onclick: () => play(move),
        }, colourChip(move.colour), ` ${capital(colourName(move.colour))}`))];
    }
    return [h("span", { class: "skyline-choices-label", text: t("Buy:") }),
      s.service.moves.map((move) => {
        const service = facts.serviceOf(move.service) ?? {};
        return h("button", {
          type: "button", class: "skyline-button skyline-choice", "data-service": move.service, "data-focus-key": `buy-${move.service}`,
          "aria-label": buyLabel(service, serviceCost), title: service.text ?? null, onclick: () => play(move),
        }, service.name ?? move.id, " ", (service.colours ?? []).map((c) => colourChip(c)));
      })];
  }

  return {
    element,
    update() {
      const v = facts.view();
      // once the game is over there is nothing to spend
      element.hidden = v.over === true;
      const s = facts.states();
      const costs = actionCosts(v);
      const upCost = costOf(s.up.move, "dice_points", costs.up);
      const downCost = costOf(s.down.move, "dice_points", costs.down);
      const recolourCost = costOf(s.recolour.moves[0], "dice_points", costs.recolour);
      const serviceCost = costOf(s.service.moves[0], "tickets", costs.service);
      if (facts.choices.chooser && !s[facts.choices.chooser].moves.length) facts.choices.chooser = null;
      const { chooser } = facts.choices;
      // One reason for all (not your turn, the AI's step...): said once, above the buttons.
      const shared = s.general ? { sharedReason: noteId } : {};
      // Python's one reason for them all is shown; the board's own (a past position, the
      // game over, another's turn) is only read out: the header says it already
      const pythons = s.general !== "" && s.general === v.actions?.up?.reason;
      note.textContent = s.general;
      note.hidden = !s.general;
      note.classList.toggle("skyw-visually-hidden", !pythons);
      rebuildKeepingFocus(actions, () => replaceChildren(actions,
        actionButton({ key: "up", text: withCost("+1", upCost, "dice_points"), state: s.up, onclick: () => onAction("up"), ...shared }),
        actionButton({ key: "down", text: withCost("\u22121", downCost, "dice_points"), state: s.down, onclick: () => onAction("down"), ...shared }),
        actionButton({ key: "recolour", text: withCost(t("Change colour\u2026"), recolourCost, "dice_points"), state: s.recolour, expanded: chooser === "recolour", onclick: () => onChooser("recolour"), ...shared }),
        actionButton({ key: "service", text: withCost(t("Buy service\u2026"), serviceCost, "tickets"), state: s.service, expanded: chooser === "service", onclick: () => onChooser("service"), ...shared }),
        actionButton({ key: "end", text: t("End turn"), state: s.end, onclick: () => onAction("end"), ...shared })));
      choices.hidden = !chooser;
      if (!chooser) {
        replaceChildren(choices);
        return;
      }
      rebuildKeepingFocus(choices, () => replaceChildren(choices, choiceButtons(s, chooser, { recolourCost, serviceCost })));
    },
    /** Focus on the first choice. */
    focusChoice() {
      choices.querySelector("button")?.focus();
    },
    /** Focus on the button of action `key`. */
    focusAction(key) {
      actions.querySelector(`[data-focus-key="action-${key}"]`)?.focus();
    },
  };
}
