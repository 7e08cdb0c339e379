// A view drawn readably, where a game declares no pieces: keys as labels, lists of
// scalars as rows, lists of dicts as tables, lists of lists as grids, nested dicts as
// sections (model.js outlineView). Never a JSON dump.

import { h, uniqueId } from "../dom.js";
import { outlineView } from "./model.js";

function drawBlock(block, level) {
  switch (block.kind) {
    case "field":
      return h("div", { class: "skyw-oline" }, h("span", { class: "skyw-olabel", text: `${block.label}:` }), " ", h("span", { class: "skyw-ovalue", text: block.text }));
    case "list":
      return h("div", { class: "skyw-oline" }, h("span", { class: "skyw-olabel", text: `${block.label}:` }), " ",
        h("ul", { class: "skyw-orow" }, block.values.map((v) => h("li", { text: v }))));
    case "matrix":
      return h("div", { class: "skyw-oblock" }, h("span", { class: "skyw-olabel", text: block.label }),
        h("table", { class: "skyw-otable is-matrix" },
          h("tbody", {}, block.rows.map((row) => h("tr", {}, row.map((v) => h("td", { text: v })))))));
    case "table":
      return h("div", { class: "skyw-oblock" },
        h("table", { class: "skyw-otable" },
          h("caption", { text: block.label }),
          h("thead", {}, h("tr", {}, block.columns.map((c) => h("th", { scope: "col", text: c })))),
          h("tbody", {}, block.rows.map((row) => h("tr", {}, row.map((v) => h("td", { text: v })))))));
    case "section":
    default: {
      const id = uniqueId("skyw-osection");
      return h("div", { class: "skyw-osection", role: "group", "aria-labelledby": id },
        h("p", { class: "skyw-olabel skyw-oheading", id, text: block.label }),
        (block.items ?? []).map((b) => drawBlock(b, level + 1)));
    }
  }
}

/** The seat's view as readable blocks; `seatName(seat)` names the player to move. */
export function renderOutline(view, seatName = null) {
  return h("div", { class: "skyw-outline" }, outlineView(view, { seatName }).map((block) => drawBlock(block, 0)));
}
