// The piece picker of Skybridge's player to move: a button per piece with its
// key, icon, how many are left and the level a block would go on; the fourth
// colour's blocks grouped apart.

import { h, rebuildKeepingFocus, replaceChildren } from "../../shared/dom.js";
import { capital, possessive } from "../../shared/format.js";
import { pieceIcon } from "./pieces-svg.js";
import { PIECES, isNeutral, kindOf } from "./pieces.js";
import { pieceReasons } from "./targets.js";

/** The picker; a click calls `onPick(piece, { fromKeyboard, toggle: true })` (a click on
 * the picked piece puts it back). */
export function createPicker(facts, { prefix, onPick }) {
  const picker = h("div", { class: "skybridge-picker", role: "group", "aria-label": "Pieces to place" });
  const title = h("h4", { class: "skyw-heading" });
  const element = h("section", { class: "skybridge-zone skybridge-picker-zone" }, title, picker);

  function pieceButton(v, piece) {
    const { picked } = facts.choices;
    const canPlay = facts.canPlay();
    const kind = kindOf(piece);
    const colour = facts.colourOf(piece);
    const count = facts.left(piece);
    const places = facts.legalPlaces(piece).size;
    const level = (kind === "tall" || kind === "short") ? v.block_level?.[colour]?.[kind] : null;
    const keyText = isNeutral(piece) ? `N, ${PIECES[kind].key}` : PIECES[kind].key;
    let label = `${capital(facts.pieceName(piece))}: ${count} left`;
    if (typeof level === "number" && places) label += `, goes on level ${level}`;
    if (canPlay && !places) label += ", no place for it now";
    label += `. Key ${keyText}`;
    return h("button", {
      type: "button",
      class: `skybridge-pick${picked === piece ? " is-picked" : ""}${places ? " is-playable" : ""}${count ? "" : " is-empty"}`,
      "data-piece": piece,
      "data-focus-key": `pick-${piece}`,
      "aria-pressed": String(picked === piece),
      "aria-disabled": String(!canPlay || !places),
      "aria-label": label,
      title: canPlay && !places ? capital(pieceReasons(v, piece) || "no place for it now") : null,
      // detail is 0 for a click made with Enter or Space
      onclick: (event) => onPick(piece, { fromKeyboard: event.detail === 0, toggle: true }),
    },
    h("span", { class: "skybridge-key", "aria-hidden": "true", text: keyText }),
    pieceIcon(kind, colour, prefix),
    h("span", { class: "skybridge-pick-text", "aria-hidden": "true" },
      h("span", { class: "skybridge-pick-name", text: PIECES[kind].label }),
      h("span", { class: "skybridge-pick-count", text: `\u00D7${count}` }),
      typeof level === "number" && places ? h("span", { class: "skybridge-pick-level", text: `level ${level}` }) : null));
  }

  return {
    element,
    update() {
      const v = facts.view();
      const seat = facts.mover();
      const pieces = facts.available();
      element.hidden = v.over === true || seat === null || !pieces.length;
      title.textContent = seat === null ? "Pieces" : `${possessive(facts.nameOf(seat))} pieces${facts.canPlay() ? ": pick one, then a base" : ""}`;
      // the fourth colour's blocks stay together with their label, on a row of their own
      // when the row is full, rather than one button wrapping away from the other
      const own = pieces.filter((piece) => !isNeutral(piece)).map((piece) => pieceButton(v, piece));
      const extra = pieces.filter(isNeutral).map((piece) => pieceButton(v, piece));
      const group = extra.length
        ? [h("span", { class: "skybridge-picker-group" },
          h("span", { class: "skybridge-picker-sep", "aria-hidden": "true", text: "Fourth colour:" }), ...extra)]
        : [];
      rebuildKeepingFocus(picker, () => replaceChildren(picker, [...own, ...group]));
    },
  };
}
