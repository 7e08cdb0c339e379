// Skybridge's pieces drawn in SVG: each visible face in its colour's paint with the
// colour's texture and letter, level lines on blocks; and small icons of the pieces
// for the picker and the tables. Pictures only: the map and the labels say the same.

import { svg, points } from "../../shared/svg.js";
import { ROOF_RISE, project } from "./geometry.js";
import { EDGE, PALETTE } from "./paint.js";
import { LETTERS, PIECES } from "./pieces.js";

/** The textures of the four colours, as SVG patterns with ids unique to this board. */
export function patterns(prefix) {
  return svg("defs", {},
    svg("pattern", { id: `${prefix}-lines`, width: 6, height: 6, patternUnits: "userSpaceOnUse" },
      svg("rect", { x: 0, y: 0, width: 6, height: 1.4, fill: "rgba(255,255,255,0.2)" })),
    svg("pattern", { id: `${prefix}-stripes`, width: 7, height: 7, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      svg("rect", { x: 0, y: 0, width: 2.6, height: 7, fill: "rgba(255,255,255,0.3)" })),
    svg("pattern", { id: `${prefix}-dots`, width: 6, height: 6, patternUnits: "userSpaceOnUse" },
      svg("circle", { cx: 3, cy: 3, r: 1.3, fill: "rgba(0,0,0,0.3)" })));
}

/**
 * One part (a piece over one base) as SVG: its visible faces with the colour's
 * texture and letter, and level lines on blocks. `box` is turned; geometry `g`.
 */
export function partShape(part, g, { prefix, extraClass = "", letters = true } = {}) {
  const paint = PALETTE[part.colour] ?? PALETTE.ivory;
  const texture = paint.texture === "plain" ? null : `url(#${prefix}-${paint.texture})`;
  const [x0, y0, x1, y1] = part.box;
  const z0 = part.z;
  const P = (x, y, z) => project(x, y, z, g);
  const group = svg("g", { class: `skybridge-part is-${part.kind} ${extraClass}`.trim(), "data-piece": part.index ?? "" });
  const face = (corners, fill, cls) => {
    group.append(svg("polygon", { points: points(corners), fill, stroke: EDGE, "stroke-width": 1.2, "stroke-linejoin": "round", class: cls }));
    if (texture) group.append(svg("polygon", { points: points(corners), fill: texture, class: `${cls} skybridge-texture` }));
  };
  const letter = (corners, size) => {
    if (!letters || size < 7) return;
    const cx = corners.reduce((n, p) => n + p[0], 0) / corners.length;
    const cy = corners.reduce((n, p) => n + p[1], 0) / corners.length;
    group.append(svg("text", { x: cx.toFixed(1), y: cy.toFixed(1), class: "skybridge-letter", fill: paint.ink, "font-size": size.toFixed(1), text: LETTERS[part.colour] ?? "?" }));
  };
  if (part.kind === "roof") {
    const zt = z0 + ROOF_RISE;
    const apex = P((x0 + x1) / 2, (y0 + y1) / 2, zt);
    const c00 = P(x0, y0, z0);
    const c10 = P(x1, y0, z0);
    const c11 = P(x1, y1, z0);
    const c01 = P(x0, y1, z0);
    face([c00, c10, apex], paint.top, "is-back");
    face([c00, c01, apex], paint.top, "is-back");
    const right = [c10, c11, apex];
    const left = [c01, c11, apex];
    face(right, paint.right, "is-right");
    face(left, paint.left, "is-left");
    const size = Math.min(13, ROOF_RISE * g.level * 0.5);
    letter([c01, c11, apex, c11], size);
    return group;
  }
  const z1 = z0 + part.levels;
  const top = [P(x0, y0, z1), P(x1, y0, z1), P(x1, y1, z1), P(x0, y1, z1)];
  const right = [P(x1, y0, z0), P(x1, y1, z0), P(x1, y1, z1), P(x1, y0, z1)];
  const left = [P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)];
  face(right, paint.right, "is-right");
  face(left, paint.left, "is-left");
  face(top, paint.top, "is-top");
  for (let k = 1; k < part.levels; k++) {
    for (const [a, b] of [[P(x1, y0, z0 + k), P(x1, y1, z0 + k)], [P(x0, y1, z0 + k), P(x1, y1, z0 + k)]]) {
      group.append(svg("line", { x1: a[0].toFixed(1), y1: a[1].toFixed(1), x2: b[0].toFixed(1), y2: b[1].toFixed(1), class: "skybridge-level-line", stroke: EDGE, "stroke-opacity": 0.45, "stroke-width": 0.9 }));
    }
  }
  const size = Math.min(17, part.levels * g.level * 0.62);
  if (part.kind === "bridge") {
    // the long side shows the letter (the short end is too small)
    letter(x1 - x0 > y1 - y0 ? left : right, size);
  } else {
    letter(left, size);
    letter(right, size);
  }
  return group;
}

/** The top surface of a part (a block's or bridge's top face), for outlines. */
export function topFace(part, g) {
  const [x0, y0, x1, y1] = part.box;
  const z1 = part.z + part.levels;
  return [project(x0, y0, z1, g), project(x1, y0, z1, g), project(x1, y1, z1, g), project(x0, y1, z1, g)];
}

/** A small picture of a piece for the picker and the tables. */
export function pieceIcon(kind, colour, prefix) {
  const g = { a: 13, b: 6.5, level: 7 };
  const base = { index: null, base: 4, kind, colour, z: 0, levels: PIECES[kind]?.levels ?? 1 };
  let box = [1 - 0.33, 1 - 0.33, 1 + 0.33, 1 + 0.33];
  if (kind === "bridge") box = [0.35, 1 - 0.21, 1.65, 1 + 0.21];
  if (kind === "roof") box = [1 - 0.42, 1 - 0.42, 1 + 0.42, 1 + 0.42];
  const part = { ...base, box };
  const shape = partShape(part, g, { prefix, letters: false });
  return svg("svg", { class: "skybridge-icon", viewBox: "-20 -12 40 40", "aria-hidden": "true", focusable: "false" }, shape);
}
