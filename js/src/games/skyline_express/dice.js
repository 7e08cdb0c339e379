// Skyline Express's dice on the table: the tray (a button per die: take it, or give
// it to the AI opponent when its list ends in a tie) and the die in hand.

import { h, rebuildKeepingFocus, replaceChildren } from "../../shared/dom.js";
import { t } from "../../shared/i18n.js";
import { COLOURS, LETTERS, isAi } from "./carriage.js";
import { dieFace, zone } from "./dice-view.js";
import { colourName, dieText, takerName } from "./words.js";

/** A die's name by its colour: "Yellow die". */
const dieName = (colour) => ({
  yellow: () => t("Yellow die"),
  blue: () => t("Blue die"),
  green: () => t("Green die"),
  red: () => t("Red die"),
}[colour]?.() ?? String(colour));

/** The dice tray; a die's button calls `onTake(colour)`, a "give" button `play(move)`. */
export function createTray(facts, { onTake, play }) {
  const tray = h("div", { class: "skyline-tray", role: "group", "aria-label": t("Dice tray") });

  function slot(v, die, tie) {
    const index = facts.index();
    const takeMove = index.take.get(die.colour);
    const aiMove = index.aiTake.get(die.colour);
    const move = takeMove ?? aiMove;
    const taken = die.taken_by !== null && die.taken_by !== undefined;
    const inHand = taken && v.held && COLOURS[v.held.die] === die.colour;
    let label = t("{die}: {value}", { die: dieName(die.colour), value: die.value });
    let caption = "";
    if (taken) {
      // the caption under the die, in the words of its name (what it is called by voice)
      caption = inHand ? t("in hand") : isAi(die.taken_by) ? t("AI") : facts.nameOf(die.taken_by);
      label = inHand ? t("{label}, in hand ({name}'s)", { label, name: facts.nameOf(v.current_player) }) : t("{label}, taken by {name}", { label, name: takerName(die.taken_by, facts.nameOf) });
    }
    if (takeMove) label = t("{label}. Take it ({key})", { label, key: LETTERS[die.colour] });
    else if (aiMove) label = tie ? t("{label}. Give it to the AI opponent ({key})", { label, key: LETTERS[die.colour] }) : t("{label}. The AI opponent's list picks it: Next AI step (A)", { label });
    const preview = facts.choices.panelPreview;
    const previewed = preview && (preview.kind === "take" || preview.kind === "ai-take") && preview.colour === die.colour;
    const button = h("button", {
      type: "button",
      class: `skyline-die-button${move ? " is-target" : ""}${taken ? " is-taken" : ""}${aiMove && !tie ? " is-ai-pick" : ""}${previewed ? " is-preview" : ""}`,
      "data-colour": die.colour,
      "data-focus-key": `die-${die.colour}`,
      "aria-label": label,
      "aria-disabled": String(!move),
      onclick: () => onTake(die.colour),
    }, dieFace(die.colour, die.value, { big: true }), caption ? h("span", { class: "skyline-die-caption", "aria-hidden": "true", text: caption }) : null);
    const choice = tie && aiMove
      ? h("button", {
        type: "button", class: "skyline-button skyline-give", "data-colour": die.colour, "data-focus-key": `give-${die.colour}`,
        "aria-label": t("Give to the AI: the {die}", { die: dieText(die.colour, die.value) }), onclick: () => play(aiMove), text: t("Give"),
      })
      : null;
    return h("div", { class: "skyline-die-slot" }, button, choice);
  }

  return {
    element: zone("skyline-zone", t("Dice"), tray),
    update() {
      const v = facts.view();
      const dice = Array.isArray(v.dice) ? v.dice : [];
      const tie = facts.index().aiTake.size > 1;
      rebuildKeepingFocus(tray, () => replaceChildren(tray, dice.map((die) => slot(v, die, tie))));
    },
  };
}

/** The die in hand, with what changed it since it was rolled. */
export function createHand(facts) {
  const hand = h("div", { class: "skyline-hand" });
  const element = zone("skyline-zone skyline-hand-zone", t("In hand"), hand);
  return {
    element,
    update() {
      const v = facts.view();
      // once the game is over there is nothing to hold
      element.hidden = v.over === true;
      const held = v.held;
      if (!held) {
        replaceChildren(hand, h("span", { class: "skyline-die is-empty is-big", role: "img", "aria-label": t("No die in hand") }));
        return;
      }
      const die = v.dice?.[held.die] ?? {};
      const changes = [];
      if (die.value !== undefined && die.value !== held.value) changes.push(t("rolled {value}", { value: die.value }));
      if (die.colour && die.colour !== held.colour) changes.push(t("a {colour} die", { colour: colourName(die.colour) }));
      const face = dieFace(held.colour, held.value, { big: true });
      face.removeAttribute("aria-hidden");
      face.setAttribute("role", "img");
      const params = { die: dieText(held.colour, held.value), changes: changes.join(", "), name: facts.nameOf(v.current_player) };
      face.setAttribute("aria-label", changes.length ? t("In hand: a {die} ({changes}), held by {name}", params) : t("In hand: a {die}, held by {name}", params));
      replaceChildren(hand, face, changes.length ? h("span", { class: "skyline-hand-note", "aria-hidden": "true", text: changes.join(", ") }) : null);
    },
  };
}
