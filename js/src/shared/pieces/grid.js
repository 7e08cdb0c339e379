// The grid piece: rows x cols cells, each a button in one tab stop (roving tabindex,
// arrows move: grid-nav.js). A cell whose move is legal plays it; the row and column
// names frame the grid and name its cells ("b2").

import { addGridKeys, h, moveTabStop } from "../dom.js";
import { nt, t } from "../i18n.js";
import { gridCells, gridNames } from "./model.js";
import { itemControl, pieceFrame, seatMarker } from "./parts.js";

/** The cell to hold the grid's tab stop: the one focused last, else the first playable. */
export function tabStop(cells, remembered) {
  const flat = cells.flat();
  if (Number.isInteger(remembered) && remembered >= 0 && remembered < flat.length) return remembered;
  const first = flat.findIndex((cell) => cell.move);
  return first >= 0 ? first : 0;
}

export function renderGrid(piece, index, ctx) {
  const names = gridNames(piece);
  const cells = gridCells(piece, ctx.legal, ctx.live);
  const cols = names.cols.length;
  const memoryKey = `grid-${index}`;
  const stop = tabStop(cells, ctx.memory.get(memoryKey));
  const buttons = [];
  const grid = h("div", {
    class: "skyw-pgrid",
    role: "group",
    "aria-label": t("{name}: {rows}, {cols}; arrow keys move, Enter plays", {
      name: piece.label || t("Grid"),
      rows: nt("{n} row", "{n} rows", names.rows.length, { n: names.rows.length }),
      cols: nt("{n} column", "{n} columns", cols, { n: cols }),
    }),
    style: { "--skyw-pgrid-cols": cols },
  },
  h("span", { class: "skyw-pgrid-corner", "aria-hidden": "true" }),
  names.cols.map((name) => h("span", { class: "skyw-pgrid-head", "aria-hidden": "true", text: name })),
  cells.map((row, r) => [
    h("span", { class: "skyw-pgrid-head", "aria-hidden": "true", text: names.rows[r] }),
    row.map((cell, c) => {
      const at = r * cols + c;
      const button = itemControl({
        item: cell, ctx, key: `p${index}:${r},${c}`, focusable: true,
        className: cell.tone ? "skyw-pcell skyw-tone-" + cell.tone : "skyw-pcell",
        content: [cell.seat !== null ? seatMarker(cell.seat) : null, h("span", { class: "skyw-pcell-text", text: cell.text })],
      });
      button.tabIndex = at === stop ? 0 : -1;
      button.addEventListener("focus", () => ctx.memory.set(memoryKey, at));
      buttons.push(button);
      return button;
    }),
  ]));
  addGridKeys(grid, { columns: cols, count: buttons.length, current: (event) => buttons.indexOf(event.target), go: (to) => moveTabStop(buttons, to) });
  const frame = pieceFrame(piece, "grid", index, grid);
  if (cells.flat().some((cell) => cell.move)) frame.dataset.decision = "piece";
  return frame;
}
