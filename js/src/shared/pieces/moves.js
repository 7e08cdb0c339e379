// Every legal move as a button, on the board itself: a game that maps no piece to a
// move still plays. One tab stop; arrows move (grid-nav.js listStep).

import { addRovingKeys, h, rebuildKeepingFocus } from "../dom.js";
import { t } from "../i18n.js";
import { listStep } from "../grid-nav.js";

export function createMoveButtons({ play, preview }) {
  const list = h("ul", { class: "skyw-pmoves", "aria-label": t("Moves") });
  const element = h("div", { class: "skyw-piece skyw-piece-moves", "data-decision": "moves" },
    h("p", { class: "skyw-piece-label", "aria-hidden": "true", text: t("Moves") }), list);
  addRovingKeys(list, listStep);
  list.addEventListener("mouseleave", () => preview(null));
  return {
    element,
    update(moves) {
      element.hidden = moves.length === 0;
      rebuildKeepingFocus(list, () => {
        list.replaceChildren(...moves.map((move, i) => h("li", {},
          h("button", {
            type: "button",
            class: "skyw-pmove",
            tabindex: i === 0 ? 0 : -1,
            "data-focus-key": `move:${move.id}`,
            "data-move": move.id,
            onclick: () => play(move),
            onmouseenter: () => preview(move),
            onfocus: () => preview(move),
            onblur: () => preview(null),
          }, move.label ?? move.id))));
      });
      const buttons = [...list.querySelectorAll("button")];
      const focused = buttons.indexOf(list.ownerDocument.activeElement);
      if (focused > 0) buttons.forEach((b, i) => (b.tabIndex = i === focused ? 0 : -1));
    },
  };
}
