// Nim's board: a row of counters per heap. Clicking a counter takes it and every
// counter to its right in that heap. It draws only what `view` and `moves` say:
// which takes are legal comes from the `heap`/`count` extras of `moves`.

import { createBoardRoot } from "../../../../js/src/shared/board.js";
import { h, replaceChildren } from "../../../../js/src/shared/dom.js";
import { makeWidget } from "../../../../js/src/shared/widget.js";

const LETTERS = "abcdefgh";

/** The legal take of `count` counters from `heap`, or null. */
export function findTake(moves, heap, count) {
  return moves.find((move) => move.heap === heap && move.count === count) ?? null;
}

export function mountBoard(host, api) {
  const root = createBoardRoot({ className: "sw-nim", label: "Nim: click a counter to take it and every counter to its right" });
  host.append(root);
  return {
    update(snap) {
      const heaps = Array.isArray(snap.view.heaps) ? snap.view.heaps : [];
      const live = snap.viewing === null && !snap.over;
      replaceChildren(root, heaps.map((left, heap) => {
        const counters = Array.from({ length: left }, (_, i) => {
          const take = live ? findTake(snap.moves, heap, left - i) : null;
          return h("button", {
            class: "sw-nim-counter", type: "button", disabled: !take,
            "aria-label": take ? take.label : `counter ${i + 1} of heap ${LETTERS[heap]}`,
            onclick: () => take && api.play(take),
          }, "\u25CF");
        });
        return h("div", { class: "sw-nim-heap" }, h("strong", { text: `${LETTERS[heap]}: ${left}` }), counters);
      }));
    },
    preview() {},
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
