// The piece picker of Skybridge's player to move: a button per piece with its
// key, icon, how many are left and the level a block would go on; the fourth
// colour's blocks last (their key starts with N, their icon in the fourth colour).

import { h, rebuildKeepingFocus, replaceChildren } from "../../shared/dom.js";
import { capital } from "../../shared/format.js";
import { t } from "../../shared/i18n.js";
import { pieceIcon } from "./pieces-svg.js";
import { PIECES, isNeutral, kindOf } from "./pieces.js";
import { pieceReasons } from "./targets.js";

/** The picker; a click calls `onPick(piece, { fromKeyboard, toggle: true })` (a click on
 * the picked piece puts it back). */
export function createPicker(facts, { prefix, onPick }) {
  const picker = h("div", { class: "skybridge-picker", role: "group", "aria-label": t("Pieces to place") });
  // the prompt above says what to do: the heading is for screen readers
  const title = h("h4", { class: "skyw-heading skyw-visually-hidden" });
  const element = h("section", { class: "skybridge-zone skybridge-picker-zone", "data-decision": "buttons" }, title, picker);

  let drawn = null; // what the buttons show (all but which is picked), as last built

  function pieceButton(v, piece) {
    const { picked } = facts.choices;
    const canPlay = facts.canPlay();
    const kind = kindOf(piece);
    const colour = facts.colourOf(piece);
    const count = facts.left(piece);
    const places = facts.legalPlaces(piece).size;
    const isBlock = kind === "tall" || kind === "short";
    const level = isBlock ? v.block_level?.[colour]?.[kind] : null;
    const keyText = isNeutral(piece) ? `N, ${PIECES[kind].key}` : PIECES[kind].key;
    const levelText = typeof level === "number" && places ? t("level {level}", { level }) : "";
    // the button's words first, as it shows them (a voice names it by them), then in full
    const shown = [keyText, PIECES[kind].label, `\u00D7${count}`, levelText].filter(Boolean).join(" ");
    let label = t("{shown}: {piece}, {count} left", { shown, piece: facts.pieceName(piece), count });
    if (levelText) label = t("{label}, goes on level {level}", { label, level });
    if (canPlay && !places) label = t("{label}, no place for it now", { label });
    label = t("{label}. Key {key}", { label, key: keyText });
    return h("button", {
      type: "button",
      class: `skybridge-pick${picked === piece ? " is-picked" : ""}${places ? " is-playable" : ""}${count ? "" : " is-empty"}${isNeutral(piece) ? " is-fourth" : ""}`,
      "data-piece": piece,
      "data-focus-key": `pick-${piece}`,
      "aria-pressed": String(picked === piece),
      "aria-disabled": String(!canPlay || !places),
      "aria-label": label,
      title: canPlay && !places ? capital(pieceReasons(v, piece) || t("no place for it now")) : null,
      // detail is 0 for a click made with Enter or Space
      onclick: (event) => onPick(piece, { fromKeyboard: event.detail === 0, toggle: true }),
    },
    h("span", { class: "skybridge-key", "aria-hidden": "true", text: keyText }), " ",
    pieceIcon(kind, colour, prefix),
    h("span", { class: "skybridge-pick-text", "aria-hidden": "true" },
      h("span", { class: "skybridge-pick-name", text: PIECES[kind].label }), " ",
      h("span", { class: "skybridge-pick-count", text: `\u00D7${count}` }),
      // a block's level line stays, blank, when it has no place: the button keeps its height
      isBlock ? [" ", h("span", { class: "skybridge-pick-level", text: levelText || "\u00A0" })] : null));
  }

  return {
    element,
    update() {
      const v = facts.view();
      const seat = facts.mover();
      const pieces = facts.available();
      // nothing to pick (the game over, no one to move): the pieces last shown stay, unseen
      // and unheard (skybridge.css), and keep their room, so that the board below them does
      // not move up
      const idle = v.over === true || seat === null || !pieces.length;
      element.classList.toggle("is-idle", idle);
      if (idle) return;
      const name = facts.nameOf(seat);
      const you = name === "You";
      if (facts.canPlay()) title.textContent = you ? t("Your pieces: pick one, then a base") : t("{name}'s pieces: pick one, then a base", { name });
      else title.textContent = you ? t("Your pieces") : t("{name}'s pieces", { name });
      const own = pieces.filter((piece) => !isNeutral(piece)).map((piece) => pieceButton(v, piece));
      const extra = pieces.filter(isNeutral).map((piece) => pieceButton(v, piece));
      // a new pick changes which button is pressed, nothing more: the buttons stay (a
      // refused click's answer is said beside the very element clicked)
      const shown = [...own, ...extra].map((b) => `${b.dataset.piece}|${b.className.replace(" is-picked", "")}|${b.getAttribute("aria-label")}|${b.getAttribute("title")}|${b.textContent}|${b.querySelector("svg")?.innerHTML}`).join("\n");
      if (shown === drawn) {
        for (const button of picker.querySelectorAll(".skybridge-pick")) {
          const on = button.dataset.piece === facts.choices.picked;
          button.classList.toggle("is-picked", on);
          button.setAttribute("aria-pressed", String(on));
        }
        return;
      }
      drawn = shown;
      rebuildKeepingFocus(picker, () => replaceChildren(picker, [...own, ...extra]));
    },
  };
}
