// Skybridge's board in 3D: an isometric SVG that turns in four directions, with
// the places the picked piece may go outlined, each base's number above its tower,
// the highlighted colour's towers, the last piece and a ghost of a previewed move.
// A picture for the eye (role img, with a label); the map beside it is the one
// to aim with the keyboard, but a click on a tower or its number works too.
//
// The drawing is cropped to what it shows (the plate, the towers, the tallest piece a
// legal move could add), and its words are sized from its scale on screen, so that no
// number or letter reads smaller than the board's smallest text (--skyw-min-text).

import { h, replaceChildren } from "../../shared/dom.js";
import { t } from "../../shared/i18n.js";
import { svg, points } from "../../shared/svg.js";
import {
  PLATE_DROP, PLATE_MARGIN, ROOF_RISE, basesBackToFront, boundsViewBox, cellSquare, drawOrder, frontBase, partTop,
  pieceParts, plateBounds, polygonsOverlap, project, spreadLabels, tallestTower, turnBase, viewGeometry,
} from "./geometry.js";
import { LEAST_TEXT, htmlLabel, letterBox, letterLabel, partFaces, partLetters, partShape, patterns, topFace } from "./pieces-svg.js";
import { PIECES } from "./pieces.js";
import { highlightOf, scoringMarks } from "./position.js";
import { view3dCaption, view3dLabel } from "./words.js";

/** The smallest text on screen (px) when the page does not say (--skyw-min-text). */
const MIN_TEXT_PX = 14;

/** The board's plate: its top and the two sides facing the viewer. */
function plate(g) {
  const P = (x, y, z) => project(x, y, z, g);
  const m = PLATE_MARGIN;
  const c = [[-m, -m], [3 + m, -m], [3 + m, 3 + m], [-m, 3 + m]];
  const drop = PLATE_DROP / g.level;
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

/** The smallest text the page allows (--skyw-min-text on the board), in px. */
function minTextPx(element) {
  const value = parseFloat(getComputedStyle(element).getPropertyValue("--skyw-min-text"));
  return Number.isFinite(value) && value > 0 ? value : MIN_TEXT_PX;
}

/** A polygon with its bounding box, for overlaps(). */
function withBounds(corners) {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { corners, left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** The height of the 3D picture's box over its width: a bare board fits it with room for
 * its first towers above; a board built higher is drawn smaller. */
export const PICTURE_RATIO = 0.9;

/** polygonsOverlap(a, b) for `a` a letter's box (its sides along the axes), with a quick
 * answer first: boxes apart along x or y by the margin are apart, and as those are `a`'s
 * own sides' normals, polygonsOverlap would say the same. */
function overlaps(a, b, margin = 0.5) {
  if (a.right <= b.left + margin || b.right <= a.left + margin || a.bottom <= b.top + margin || b.bottom <= a.top + margin) return false;
  return polygonsOverlap(a.corners, b.corners, margin);
}

/**
 * The 3D board with its turn buttons and caption. `onTurn(step)` turns it (-1 left, 1
 * right); a click on a base's column or number calls `onClickBase(base)` and the pointer
 * over one `onHover(base or null)`.
 */
export function createView3d(facts, { prefix, onTurn, onClickBase, onHover }) {
  const { choices } = facts;
  // (the drawing sits at the bottom of its box: the room above is for the towers to come)
  const picture = svg("svg", { class: "skybridge-3d", role: "img", focusable: "false", preserveAspectRatio: "xMidYMax meet" });
  const turnLeft = h("button", { type: "button", class: "skybridge-button skybridge-turn-left", "aria-label": t("Turn the 3D board left: Q"), title: t("Turn left (Q or [)"), onclick: () => onTurn(-1) },
    h("span", { "aria-hidden": "true", text: "\u27F2" }), " Q");
  const turnRight = h("button", { type: "button", class: "skybridge-button skybridge-turn-right", "aria-label": t("Turn the 3D board right: E"), title: t("Turn right (E or ])"), onclick: () => onTurn(1) },
    "E ", h("span", { "aria-hidden": "true", text: "\u27F3" }));
  const caption = h("span", { class: "skybridge-caption", "aria-live": "polite" });
  const box = h("div", { class: "skybridge-view-box", "data-decision": "3D board" }, picture);
  const element = h("section", { class: "skybridge-zone skybridge-view", "aria-label": t("The board in 3D") },
    h("div", { class: "skybridge-view-head" },
      h("h4", { class: "skyw-heading skybridge-view-title", text: "3D" }),
      h("span", { class: "skybridge-turns", role: "group", "aria-label": t("Turn the 3D board") }, turnLeft, caption, turnRight)),
    box);

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

  // The drawing takes the width its column gives and the height the sheet allows (the
  // picture's max-height), at one scale; its words are sized from that scale, so a new
  // width (or a new text size, which moves the allowed height) draws it again.
  let drawnFor = null; // { width, maxHeight, minText } the drawing was last sized for
  const measure = () => ({
    width: element.clientWidth,
    maxHeight: parseFloat(getComputedStyle(picture).maxHeight) || Infinity,
    minText: minTextPx(picture),
  });
  // The size last measured, at a moment the page was laid out anyway (a change of size
  // seen, the screen fitted after a redraw): a redraw for a move draws at it, as reading
  // sizes in the middle of the update would lay the page out once more before painting.
  let seen = null;
  const sameSize = (a, b) => a && b && Math.abs(a.width - b.width) < 1 && Math.abs(a.maxHeight - b.maxHeight) < 1 && a.minText === b.minText;
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(() => {
    if (!facts.position.snap || !element.isConnected) return;
    seen = measure();
    if (sameSize(seen, drawnFor)) return;
    update({ resized: true });
  }) : null;
  resized?.observe(element);

  /** A base's column: its parts bottom to top and the outline where the picked piece would go. */
  function column(g, b, cell, { parts, lastIndex }) {
    const { firstEnd } = choices;
    const state = facts.targetOn(b);
    const col = svg("g", {
      class: `skybridge-col${state?.legal && !state.isFirst ? " is-target" : ""}${state?.isFirst || firstEnd === b ? " is-first" : ""}`,
      "data-base": b,
    });
    for (const part of parts) col.append(partShape(part, g, { prefix, extraClass: part.index === lastIndex ? "is-last" : "" }));
    const topPart = parts[parts.length - 1];
    // outline the place a piece would go: the top face, or the bare base
    if (state && (state.legal || firstEnd === b) && topPart?.kind !== "roof") {
      const ring = topPart ? topFace(topPart, g) : cellSquare(cell, 0.08).map(([x, y]) => project(x, y, 0, g));
      col.append(
        svg("polygon", { class: "skybridge-ring-outer", points: points(ring) }),
        svg("polygon", { class: `skybridge-ring-inner${firstEnd === b ? " is-first" : ""}`, points: points(ring) }));
    }
    return col;
  }

  /** Where each base's number wants to sit: on its tower's top face, above a roof's apex,
   * or on the bare tile; [x, y] per base. */
  function badgeSpots(v, g, columns, rotation, radius) {
    return Array.from({ length: 9 }, (_, b) => {
      const [c, r] = turnBase(b, rotation);
      const parts = columns.get(b) ?? [];
      const topPart = parts[parts.length - 1];
      if (topPart?.kind === "roof") {
        const [x, y] = project(c + 0.5, r + 0.5, topPart.z + ROOF_RISE, g);
        return [x, y - radius - 3];
      }
      return project(c + 0.5, r + 0.5, v.towers?.[b]?.height ?? 0, g);
    });
  }

  /** Where the numbers of the bases go, above every piece: moved up out of each other's
   * way (a thin line then leads down to the tower), with room for "last" over the last
   * piece's. Returns each base's place (`at`), the highest point they reach (`top`) and
   * their boxes (`boxes`, leading lines included). Only arithmetic: the sizing rounds of
   * update() call it several times, and the numbers are built once (labelLayer). */
  function labelPlaces(v, spots, { font, radius, rotation }) {
    const order = basesBackToFront(rotation).map(({ b }) => b).reverse(); // front first: it keeps its place
    const lastBases = v.last?.piece?.bases ?? [];
    const tag = { width: font * 2.4, height: font * 1.3 }; // "last", over the number
    const placed = spreadLabels(order.map((b) => ({
      x: spots[b][0], y: spots[b][1], half: Math.max(radius, lastBases.includes(b) ? tag.width / 2 : 0) + 1,
      above: radius + 1 + (lastBases.includes(b) ? tag.height + 1 : 0), below: radius + 1,
    })));
    const at = new Map(order.map((b, i) => [b, placed[i]]));
    const leaders = []; // the lines from moved numbers down to their towers, as boxes
    for (const b of order) {
      const [x, y] = at.get(b);
      if (spots[b][1] - y > 1) leaders.push([[x - 1, y], [x + 1, y], [x + 1, spots[b][1]], [x - 1, spots[b][1]]]);
    }
    // the highest point the labels reach, and each label's box
    const top = Math.min(...order.map((b, i) => placed[i][1] - (lastBases.includes(b) ? radius + 2 + tag.height : radius + 1)));
    const boxes = order.map((b, i) => {
      const [x, y] = placed[i];
      const above = lastBases.includes(b) ? radius + 1 + tag.height : radius;
      const half = lastBases.includes(b) ? Math.max(radius, tag.width / 2) : radius;
      return [[x - half, y - above], [x + half, y - above], [x + half, y + radius], [x - half, y + radius]];
    });
    return { order, at, lastBases, tag, spots, font, radius, top, boxes: [...boxes, ...leaders] };
  }

  /** The numbers of the bases at their places (labelPlaces), with "last" over the last
   * piece's: no group around them, as a group's box would lie over every letter between
   * them. Drawn last. */
  function labelLayer({ order, at, lastBases, tag, spots, font, radius }, { marks, highlighted }) {
    const layer = [];
    for (const b of [...order].reverse()) {
      const [x, y] = at.get(b);
      const [wx, wy] = spots[b];
      const { own, reach } = highlightOf(highlighted, b);
      const badge = svg("g", {
        class: `skybridge-badge3d${own ? " is-own" : ""}${reach ? " is-reach" : ""}${marks[b].doubled && own ? " is-doubled" : ""}`,
        "data-base": b,
      });
      if (wy - y > 1) {
        badge.append(svg("line", { class: "skybridge-leader", x1: wx.toFixed(1), y1: wy.toFixed(1), x2: x.toFixed(1), y2: (y + radius).toFixed(1) }));
      }
      badge.append(htmlLabel(String(b + 1), { x, y, width: 2 * radius, height: 2 * radius, size: font, className: "skybridge-number" }));
      if (lastBases.includes(b)) {
        // the piece placed last: a "last" tag over the base's number, as on the map
        badge.append(htmlLabel(t("last"), { x, y: y - radius - 1 - tag.height / 2, width: tag.width, height: tag.height, size: font, className: "skybridge-last3d" }));
      }
      layer.push(badge);
    }
    return layer;
  }

  /** How high the drawing reaches: its pieces, and the tallest piece a legal move would add. */
  function highest(parts, g, rotation) {
    const moves = [...facts.position.index.values()].flatMap((places) => [...places.values()]);
    const ghosts = drawOrder(pieceParts(moves.map((m) => ({ kind: m.kind, colour: m.colour, bases: m.bases, z: m.z }))), rotation);
    return Math.min(plateBounds(g).top, ...parts.map((p) => partTop(p, g)), ...ghosts.map((p) => partTop(p, g)));
  }

  // what the drawing was last made from: the same again (the kernel busy, then free; an
  // error said) draws nothing anew, and measures nothing
  let drawnFrom = [];
  function update({ resized: newSize = false } = {}) {
    if (!facts.position.snap) return;
    const v = facts.view();
    const { rotation } = choices;
    const from = [v, facts.position.index, facts.position.snap.moves, choices.picked, choices.firstEnd, rotation, choices.highlighted];
    if (!newSize && from.every((input, i) => input === drawnFrom[i])) return;
    drawnFrom = from;
    const g = viewGeometry(v);
    const parts = drawOrder(pieceParts(v.pieces), rotation);
    const columns = new Map();
    for (const part of parts) {
      if (!columns.has(part.base)) columns.set(part.base, []);
      columns.get(part.base).push(part);
    }
    const bounds = { ...plateBounds(g), top: highest(parts, g, rotation) };
    const marks = scoringMarks(v);
    const highlighted = choices.highlighted ? v.colour_points?.[choices.highlighted] : null;

    // the scale on screen (px per unit): the box's width over the drawing's, unless its
    // height (`room`, below) is what limits it. The numbers' size sets the crop, and the
    // crop the scale: a few rounds settle it (the numbers only grow, so it comes to rest).
    const size = seen ?? measure();
    // The picture keeps one height through the game (a move does not move what is below
    // it): the width times PICTURE_RATIO, at most the height allowed. A position that
    // reaches higher is drawn smaller within it.
    const room = Math.min(size.maxHeight, size.width * PICTURE_RATIO);
    const least = (size.minText + 0.5) * 1.03; // a little above the smallest, for rounding
    let font = LEAST_TEXT;
    let scale = 0;
    let label = null;
    let top = bounds.top;
    for (let round = 0; round < 4; round++) {
      const radius = font * 0.78;
      label = labelPlaces(v, badgeSpots(v, g, columns, rotation, radius), { font, radius, rotation });
      top = Math.min(bounds.top, label.top - 1);
      scale = size.width > 0 ? Math.min(size.width / (bounds.right - bounds.left + 6), room / (bounds.bottom - top + 6)) : 0;
      if (scale > 0) scale = Math.floor(scale * 1000) / 1000; // whole pixels on screen never round past the box
      const wanted = scale > 0 ? Math.max(LEAST_TEXT, least / scale) : LEAST_TEXT;
      if (wanted - font < 0.3) break;
      font = wanted;
    }
    picture.setAttribute("viewBox", boundsViewBox({ ...bounds, top }));
    const [, , boxWidth] = picture.getAttribute("viewBox").split(" ").map(Number);
    picture.style.width = scale > 0 ? `${(boxWidth * scale).toFixed(1)}px` : "";
    picture.style.height = scale > 0 ? `${room.toFixed(1)}px` : "";
    // the smallest letter a piece may carry, in the drawing's units (0: not on screen yet)
    const minText = scale > 0 ? least / scale : 0;
    drawnFor = size;

    // the pieces' letters, over every piece, where nothing painted after their own piece
    // covers them (a piece in front, a base's number): a letter half hidden reads as
    // another, and one shown is wholly on its face's paint
    const painted = basesBackToFront(rotation).flatMap(({ b }) => columns.get(b) ?? []);
    const faces = painted.map((part) => partFaces(part, g).map((f) => withBounds(f.corners)));
    const badges = label.boxes.map(withBounds);
    const letters = svg("g", { class: "skybridge-letters" });
    painted.forEach((part, i) => {
      for (const letter of partLetters(part, g, minText)) {
        const box = withBounds(letterBox(letter));
        const covered = faces.slice(i + 1).some((later) => later.some((face) => overlaps(box, face)))
          || badges.some((badge) => overlaps(box, badge));
        if (!covered) letters.append(letterLabel(part, letter));
      }
    });
    const layer = svg("g", { class: "skybridge-pieces" });
    const lastIndex = v.last?.piece ? (v.pieces ?? []).length - 1 : null;
    for (const { b, cell } of basesBackToFront(rotation)) layer.append(column(g, b, cell, { parts: columns.get(b) ?? [], lastIndex }));
    const ghost = svg("g", { class: "skybridge-ghost", "pointer-events": "none" });
    replaceChildren(picture, patterns(prefix), plate(g), tiles(g, rotation), layer, ghost, letters, ...labelLayer(label, { marks, highlighted }));
    picture.setAttribute("aria-label", view3dLabel((v.pieces ?? []).length, tallestTower(v), rotation));
    caption.textContent = view3dCaption(rotation, frontBase(rotation));
  }

  return {
    element,
    update,
    /** Measures the room again, when the page is laid out anyway (the shell fitting the
     * screen at the frame after a redraw): the next drawing is made at that size. */
    remeasure() {
      if (element.isConnected) seen = measure();
    },
    /** Draws `move` (or nothing) as a ghost piece where it would go. */
    drawGhost(move) {
      const layer = picture.querySelector(".skybridge-ghost");
      if (!layer) return;
      replaceChildren(layer);
      if (!move || !PIECES[move.kind] || typeof move.z !== "number") return;
      const parts = drawOrder(pieceParts([{ kind: move.kind, colour: move.colour, bases: move.bases, z: move.z }]), choices.rotation);
      for (const part of parts) layer.append(partShape(part, viewGeometry(facts.view()), { prefix, letters: false, extraClass: "is-ghost" }));
    },
    destroy() {
      resized?.disconnect();
    },
  };
}
