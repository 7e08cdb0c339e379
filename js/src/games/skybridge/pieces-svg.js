// Skybridge's pieces drawn in SVG: each visible face in its colour's paint with the
// colour's texture and letter, level lines on blocks; and small icons of the pieces
// for the picker and the tables. Pictures only: the map and the labels say the same.

import { h } from "../../shared/dom.js";
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

/** The smallest text in the drawing's own units: its words are HTML, whose size a check
 * reads without the drawing's scale, so they never go under the page's smallest text
 * (a scale under 1 makes them larger still: see minText). */
export const LEAST_TEXT = 14.5;

/**
 * Words in the drawing, as HTML in a foreignObject: `text` centred on [x, y] in a box
 * `width` x `height` (the drawing's units), `size` units high, on a solid background of
 * its own (`paint`: { bg, fg }, else the class's) so that its contrast reads off it as
 * anywhere on the page. It is painted in the drawing's order: pieces in front cover it.
 */
export function htmlLabel(text, { x, y, width, height, size, className, paint = null }) {
  const label = h("span", { class: className, text });
  label.style.fontSize = `${size.toFixed(1)}px`;
  if (paint) Object.assign(label.style, { backgroundColor: paint.bg, color: paint.fg });
  return svg("foreignObject", {
    class: "skybridge-words", x: (x - width / 2).toFixed(1), y: (y - height / 2).toFixed(1),
    width: width.toFixed(1), height: height.toFixed(1),
  }, label);
}

/**
 * The faces a part (a piece over one base; `box` turned) shows at geometry `g`, in the
 * order they are painted: [{ corners, paint, cls }] (`paint`: "top", "left" or "right" of
 * its colour's PALETTE). Pure: the drawing and the letters' places come from it.
 */
export function partFaces(part, g) {
  const [x0, y0, x1, y1] = part.box;
  const z0 = part.z;
  const P = (x, y, z) => project(x, y, z, g);
  if (part.kind === "roof") {
    const apex = P((x0 + x1) / 2, (y0 + y1) / 2, z0 + ROOF_RISE);
    const [c00, c10, c11, c01] = [P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)];
    return [
      { corners: [c00, c10, apex], paint: "top", cls: "is-back" },
      { corners: [c00, c01, apex], paint: "top", cls: "is-back" },
      { corners: [c10, c11, apex], paint: "right", cls: "is-right" },
      { corners: [c01, c11, apex], paint: "left", cls: "is-left" },
    ];
  }
  const z1 = z0 + part.levels;
  return [
    { corners: [P(x1, y0, z0), P(x1, y1, z0), P(x1, y1, z1), P(x1, y0, z1)], paint: "right", cls: "is-right" },
    { corners: [P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)], paint: "left", cls: "is-left" },
    { corners: [P(x0, y0, z1), P(x1, y0, z1), P(x1, y1, z1), P(x0, y1, z1)], paint: "top", cls: "is-top" },
  ];
}

/**
 * Where a part's colour letter goes, on which faces, and how large: [{ x, y, width,
 * height, size, paint }] in the drawing's units. A letter is as large as its face allows
 * and never under `minText` (nor LEAST_TEXT); a face too small for it gets none (its
 * texture still tells the colour). Blocks letter both sides, a bridge its long side, a
 * roof its front.
 */
export function partLetters(part, g, minText = 0) {
  const faces = partFaces(part, g);
  const side = (cls) => faces.find((f) => f.cls === cls);
  let wanted;
  if (part.kind === "roof") {
    const left = side("is-left");
    const [c01, c11, apex] = left.corners;
    wanted = [{ corners: [c01, c11, apex, c11], paint: "left", nominal: Math.min(13, ROOF_RISE * g.level * 0.5), room: ROOF_RISE * g.level * 0.8 }];
  } else {
    const nominal = Math.min(17, part.levels * g.level * 0.62);
    const room = part.levels * g.level * 0.95;
    const [x0, y0, x1, y1] = part.box;
    const sides = part.kind === "bridge" ? [x1 - x0 > y1 - y0 ? "is-left" : "is-right"] : ["is-left", "is-right"];
    wanted = sides.map((cls) => ({ corners: side(cls).corners, paint: side(cls).paint, nominal, room }));
  }
  return wanted.flatMap(({ corners, paint, nominal, room }) => {
    const size = Math.max(nominal, minText, LEAST_TEXT);
    if (size > room) return [];
    const x = corners.reduce((n, p) => n + p[0], 0) / corners.length;
    const y = corners.reduce((n, p) => n + p[1], 0) / corners.length;
    return [{ x, y, width: size, height: size * 1.3, size, paint }];
  });
}

/** A letter's box (see partLetters) as a polygon: its four corners. */
export function letterBox({ x, y, width, height }) {
  return [[x - width / 2, y - height / 2], [x + width / 2, y - height / 2], [x + width / 2, y + height / 2], [x - width / 2, y + height / 2]];
}

/** A part's letter (one of partLetters) in its colour's ink on its face's paint. */
export function letterLabel(part, letter) {
  const paint = PALETTE[part.colour] ?? PALETTE.ivory;
  return htmlLabel(LETTERS[part.colour] ?? "?", { ...letter, className: "skybridge-letter", paint: { bg: paint[letter.paint], fg: paint.ink } });
}

/**
 * One part (a piece over one base) as SVG: its faces (partFaces) with the colour's
 * texture, and level lines on blocks (its letters are drawn apart: letterLabel).
 * `box` is turned; geometry `g`.
 */
export function partShape(part, g, { prefix, extraClass = "" } = {}) {
  const paint = PALETTE[part.colour] ?? PALETTE.ivory;
  const texture = paint.texture === "plain" ? null : `url(#${prefix}-${paint.texture})`; // i18n-ignore: a CSS url, no words
  const [x0, y0, x1, y1] = part.box;
  const z0 = part.z;
  const P = (x, y, z) => project(x, y, z, g);
  const group = svg("g", { class: `skybridge-part is-${part.kind} ${extraClass}`.trim(), "data-piece": part.index ?? "" });
  for (const { corners, paint: side, cls } of partFaces(part, g)) {
    group.append(svg("polygon", { points: points(corners), fill: paint[side], stroke: EDGE, "stroke-width": 1.2, "stroke-linejoin": "round", class: cls }));
    if (texture) group.append(svg("polygon", { points: points(corners), fill: texture, class: `${cls} skybridge-texture` }));
  }
  if (part.kind !== "roof") {
    for (let k = 1; k < part.levels; k++) {
      for (const [a, b] of [[P(x1, y0, z0 + k), P(x1, y1, z0 + k)], [P(x0, y1, z0 + k), P(x1, y1, z0 + k)]]) {
        group.append(svg("line", { x1: a[0].toFixed(1), y1: a[1].toFixed(1), x2: b[0].toFixed(1), y2: b[1].toFixed(1), class: "skybridge-level-line", stroke: EDGE, "stroke-opacity": 0.45, "stroke-width": 0.9 }));
      }
    }
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
  const shape = partShape(part, g, { prefix });
  return svg("svg", { class: "skybridge-icon", viewBox: "-20 -12 40 40", "aria-hidden": "true", focusable: "false" }, shape);
}
