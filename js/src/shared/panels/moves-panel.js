// Legal moves panel: every legal move as a button that plays it. Hovering or
// focusing one asks the board to preview it. One tab stop; arrows move.

import { addRovingKeys, h, rebuildKeepingFocus } from "../dom.js";
import { listStep } from "../grid-nav.js";
import { createPanel } from "./panel.js";
import { t } from "../i18n.js";

export function createMovesPanel({ play, preview }) {
  const panel = createPanel({ title: t("Legal moves"), open: true, className: "skyw-moves-panel" });
  const empty = h("p", { class: "skyw-panel-note" });
  const list = h("ul", { class: "skyw-move-list", "aria-label": t("Legal moves") });
  panel.body.append(empty, list);
  let shownMoves;

  addRovingKeys(list, listStep);
  list.addEventListener("mouseleave", () => preview(null));

  function render(moves) {
    rebuildKeepingFocus(list, () => {
      list.replaceChildren(
        ...moves.map((move, i) =>
          h("li", {},
            h("button", {
              type: "button",
              class: "skyw-move",
              tabindex: i === 0 ? 0 : -1,
              "data-focus-key": move.id,
              onclick: () => play(move),
              onmouseenter: () => preview(move),
              onfocus: () => preview(move),
              onblur: () => preview(null),
            },
            h("span", { class: "skyw-move-label", text: move.label ?? move.id }),
            h("code", { class: "skyw-move-id", text: move.id })))),
      );
    });
    // Keep the single tab stop on the focused entry after a rebuild.
    const buttons = [...list.querySelectorAll("button")];
    const focused = buttons.indexOf(list.ownerDocument.activeElement);
    if (focused > 0) buttons.forEach((b, i) => (b.tabIndex = i === focused ? 0 : -1));
  }

  return {
    element: panel.element,
    update(snap) {
      panel.setCount(`(${snap.moves.length})`);
      empty.hidden = snap.moves.length > 0;
      empty.textContent =
        snap.viewing !== null ? t("Viewing a past position: go back to the game to play.")
          : snap.over ? t("The game is over.")
          : snap.busy ? t("Wait: the kernel is busy.")
          : t("No move for you to make right now.");
      if (snap.moves !== shownMoves) {
        shownMoves = snap.moves;
        render(snap.moves);
      }
    },
  };
}
