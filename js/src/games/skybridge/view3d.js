// Skybridge's board in 3D: an isometric SVG that turns in four directions, with
// the places the picked piece may go outlined, each base's number on its tower,
// the highlighted colour's towers, the last piece and a ghost of a previewed move.
// A picture for the eye (role img, with a label); the map beside it is the one
// to aim with the keyboard, but a click on a tower works too.

import { h, replaceChildren } from "../../shared/dom.js";
import { svg, points } from "../../shared/svg.js";
import { chip } from "./chip.js";
import { ROOF_RISE, basesBackToFront, cellSquare, drawOrder, frontBase, pieceParts, project, tallestTower, turnBase, viewBox, viewGeometry } from "./geometry.js";
import { partShape, patterns, topFace } from "./pieces-svg.js";
import { COLOURS, PIECES } from "./pieces.js";
import { highlightOf, scoringMarks } from "./position.js";
import { view3dCaption, view3dLabel } from "./words.js";

const PLATE_MARGIN = 0.16; // the plate's overhang around the bases, in bases

/** The board's plate: its top and the two sides facing the viewer. */
function plate(g) {
  const P = (x, y, z) => project(x, y, z, g);
  const m = PLATE_MARGIN;
  const c = [[-m, -m], [3 + m, -m], [3 + m, 3 + m], [-m, 3 + m]];
  const drop = 12 / g.level;
  return svg("g", { class: "skybridge-plate" },
    svg("polygon", { class: "skybridge-plate-side is-right", points: points([P(3 + m, -m, 0), P(3 + m, 3 + m, 0), P(3 + m, 3 + m, -drop), P(3 + m, -m, -drop)]) }),
    svg("polygon", { class: "skybridge-plate-side is-left", points: points([P(-m, 3 + m, 0), P(3 + m, 3 + m, 0), P(3 + m, 3 + m, -drop), P(-m, 3 + m, -drop)]) }),
    svg("polygon", { class: "skybridge-plate-top", points: points(c.map(([x, y]) => P(x, y, 0))) }));
}

/** The nine bases' tiles, turned. */
function tiles(g, rotation) {
  const group = svg("g", { class: "skybridge-tiles" });
  for (let base = 0; base < 9; base++) {
    group.append(svg("polygon", {
      class: "skybridge-tile", "data-base": base,
      points: points(cellSquare(turnBase(base, rotation), 0.05).map(([x, y]) => project(x, y, 0, g))),
    }));
  }
  return group;
}

/**
 * The 3D board with its turn buttons, caption and colour legend. `onTurn(step)` turns it
 * (-1 left, 1 right); a click on a base's column calls `onClickBase(base)` and the
 * pointer over one `onHover(base or null)`.
 */
export function createView3d(facts, { prefix, onTurn, onClickBase, onHover }) {
  const { choices } = facts;
  const picture = svg("svg", { class: "skybridge-3d", role: "img", focusable: "false" });
  const turnLeft = h("button", { type: "button", class: "skybridge-button skybridge-turn-left", "aria-label": "Turn the 3D board left (Q)", title: "Turn left (Q or [)", onclick: () => onTurn(-1) },
    h("span", { "aria-hidden": "true", text: "\u27F2" }), " Q");
  const turnRight = h("button", { type: "button", class: "skybridge-button skybridge-turn-right", "aria-label": "Turn the 3D board right (E)", title: "Turn right (E or ])", onclick: () => onTurn(1) },
    "E ", h("span", { "aria-hidden": "true", text: "\u27F3" }));
  const caption = h("p", { class: "skybridge-caption", "aria-live": "polite" });
  const legend = h("p", { class: "skybridge-legend", "aria-label": "Colours" },
    COLOURS.map((c) => h("span", { class: "skybridge-legend-item" }, chip(c), ` ${c}`)));
  const element = h("section", { class: "skybridge-zone skybridge-view" },
    h("div", { class: "skybridge-view-head" },
      h("h4", { class: "skyw-heading", text: "The board in 3D" }),
      h("span", { class: "skybridge-turns", role: "group", "aria-label": "Turn the 3D board" }, turnLeft, turnRight)),
    h("div", { class: "skybridge-view-box" }, picture),
    caption,
    legend);

  const baseAt = (event) => event.target.closest?.("[data-base]")?.getAttribute("data-base");
  picture.addEventListener("click", (event) => {
    const base = baseAt(event);
    if (base !== undefined && base !== null) onClickBase(Number(base));
  });
  picture.addEventListener("mouseover", (event) => {
    const base = baseAt(event);
    onHover(base === undefined || base === null ? null : Number(base));
  });
  picture.addEventListener("mouseleave", () => onHover(null));

  /** A base's column: its parts bottom to top, the outline where the picked piece would
   * go, and the base's number on top (with "last" beside it, in `labels`). */
  function column(v, g, b, cell, { parts, marks, highlighted, lastIndex, labels }) {
    const { firstEnd } = choices;
    const P = (x, y, z) => project(x, y, z, g);
    const state = facts.targetOn(b);
    const col = svg("g", {
      class: `skybridge-col${state?.legal && !state.isFirst ? " is-target" : ""}${state?.isFirst || firstEnd === b ? " is-first" : ""}`,
      "data-base": b,
    });
    for (const part of parts) col.append(partShape(part, g, { prefix, extraClass: part.index === lastIndex ? "is-last" : "" }));
    const topPart = parts[parts.length - 1];
    const [cx, cy] = [cell[0] + 0.5, cell[1] + 0.5];
    const height = v.towers?.[b]?.height ?? 0;
    // outline the place a piece would go: the top face, or the bare base
    if (state && (state.legal || firstEnd === b) && topPart?.kind !== "roof") {
      const ring = topPart ? topFace(topPart, g) : cellSquare(cell, 0.08).map(([x, y]) => P(x, y, 0));
      col.append(
        svg("polygon", { class: "skybridge-ring-outer", points: points(ring) }),
        svg("polygon", { class: `skybridge-ring-inner${firstEnd === b ? " is-first" : ""}`, points: points(ring) }));
    }
    // the base's number, on top of its tower (above a roof's apex)
    const roofed = topPart?.kind === "roof";
    const [bx, by] = P(cx, cy, roofed ? topPart.z + ROOF_RISE : height);
    const r = 9.5;
    const y = roofed ? by - r - 3 : by;
    const { own, reach } = highlightOf(highlighted, b);
    col.append(svg("g", { class: `skybridge-badge3d${own ? " is-own" : ""}${reach ? " is-reach" : ""}${marks[b].doubled && own ? " is-doubled" : ""}` },
      svg("circle", { cx: bx.toFixed(1), cy: y.toFixed(1), r }),
      svg("text", { x: bx.toFixed(1), y: y.toFixed(1), text: String(b + 1) })));
    if ((v.last?.piece?.bases ?? []).includes(b)) {
      // the piece placed last: a "last" tag beside the base's number, as on the map
      labels.append(svg("g", { class: "skybridge-last3d" },
        svg("rect", { x: (bx + r + 2).toFixed(1), y: (y - 7).toFixed(1), width: 25, height: 14, rx: 3 }),
        svg("text", { x: (bx + r + 14.5).toFixed(1), y: y.toFixed(1), text: "last" })));
    }
    return col;
  }

  return {
    element,
    update() {
      if (!facts.position.snap) return;
      const v = facts.view();
      const { rotation } = choices;
      const g = viewGeometry(v);
      picture.setAttribute("viewBox", viewBox(g));
      const columns = new Map();
      for (const part of drawOrder(pieceParts(v.pieces), rotation)) {
        if (!columns.has(part.base)) columns.set(part.base, []);
        columns.get(part.base).push(part);
      }
      const context = {
        marks: scoringMarks(v),
        highlighted: choices.highlighted ? v.colour_points?.[choices.highlighted] : null,
        lastIndex: v.last?.piece ? (v.pieces ?? []).length - 1 : null,
        labels: svg("g", { class: "skybridge-labels", "pointer-events": "none" }), // above every piece
      };
      const layer = svg("g", { class: "skybridge-pieces" });
      for (const { b, cell } of basesBackToFront(rotation)) layer.append(column(v, g, b, cell, { ...context, parts: columns.get(b) ?? [] }));
      const ghost = svg("g", { class: "skybridge-ghost", "pointer-events": "none" });
      replaceChildren(picture, patterns(prefix), plate(g), tiles(g, rotation), layer, context.labels, ghost);
      picture.setAttribute("aria-label", view3dLabel((v.pieces ?? []).length, tallestTower(v), rotation));
      caption.textContent = view3dCaption(rotation, frontBase(rotation));
    },
    /** Draws `move` (or nothing) as a ghost piece where it would go. */
    drawGhost(move) {
      const layer = picture.querySelector(".skybridge-ghost");
      if (!layer) return;
      replaceChildren(layer);
      if (!move || !PIECES[move.kind] || typeof move.z !== "number") return;
      const parts = drawOrder(pieceParts([{ kind: move.kind, colour: move.colour, bases: move.bases, z: move.z }]), choices.rotation);
      for (const part of parts) layer.append(partShape(part, viewGeometry(facts.view()), { prefix, extraClass: "is-ghost" }));
    },
  };
}
