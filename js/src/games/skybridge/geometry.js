// Skybridge's board in space: the 3x3 bases, the board turned a quarter at a time,
// the isometric projection, each piece's footprint and the order to paint in.
// Pure, unit-tested.

import { PIECES } from "./pieces.js";

/** The bases next to `base` on the 3x3 board (orthogonal neighbours, reading order). */
export function neighbours(base) {
  const row = Math.floor(base / 3);
  const col = base % 3;
  return [[row - 1, col], [row, col - 1], [row, col + 1], [row + 1, col]]
    .filter(([r, c]) => r >= 0 && r < 3 && c >= 0 && c < 3).map(([r, c]) => r * 3 + c);
}

/** A point of the board seen from above (x along a row, y down the columns, 0-3)
 * after `rotation` quarter turns clockwise. */
export function turnPoint(x, y, rotation) {
  let px = x;
  let py = y;
  for (let i = 0; i < (((rotation % 4) + 4) % 4); i++) [px, py] = [3 - py, px];
  return [px, py];
}

/** Where base 0-8 sits after `rotation` quarter turns: [column, row], 0-2. */
export function turnBase(base, rotation) {
  const [x, y] = turnPoint((base % 3) + 0.5, Math.floor(base / 3) + 0.5, rotation);
  return [x - 0.5, y - 0.5];
}

/** The base nearest the viewer in a rotation (9, 3, 1, 7 as the board turns clockwise). */
export function frontBase(rotation) {
  for (let base = 0; base < 9; base++) {
    const [c, r] = turnBase(base, rotation);
    if (c === 2 && r === 2) return base;
  }
  return 8;
}

/** Isometric projection (2:1): a turned board point at `z` levels up -> screen [x, y]. */
export function project(x, y, z, { a = 50, b = 25, level = 18 } = {}) {
  return [(x - y) * a, (x + y) * b - z * level];
}

const BLOCK = 0.58; // a block's side, in bases
const SPAN = 0.46; // a bridge's width, in bases
const ROOF = 0.74; // a roof's side: it overhangs the tower a little
/** A roof's apex, in levels above its bottom (nothing goes on a roof). */
export const ROOF_RISE = 1.5;

/** The box of a piece over one base, on the unturned board: [x0, y0, x1, y1]. A bridge's
 * half runs from the far side of its tower to the edge of the base, towards `other`. */
export function footprint(kind, base, other = null) {
  const cx = (base % 3) + 0.5;
  const cy = Math.floor(base / 3) + 0.5;
  if (kind === "bridge" && other !== null) {
    const dx = (other % 3) - (base % 3);
    const dy = Math.floor(other / 3) - Math.floor(base / 3);
    if (dx !== 0) {
      const [from, to] = [cx - (dx * BLOCK) / 2, cx + dx / 2];
      return [Math.min(from, to), cy - SPAN / 2, Math.max(from, to), cy + SPAN / 2];
    }
    const [from, to] = [cy - (dy * BLOCK) / 2, cy + dy / 2];
    return [cx - SPAN / 2, Math.min(from, to), cx + SPAN / 2, Math.max(from, to)];
  }
  const half = (kind === "roof" ? ROOF : BLOCK) / 2;
  return [cx - half, cy - half, cx + half, cy + half];
}

/** A box turned `rotation` quarter turns: still [x0, y0, x1, y1] with x0 < x1, y0 < y1. */
export function turnBox([x0, y0, x1, y1], rotation) {
  const [ax, ay] = turnPoint(x0, y0, rotation);
  const [bx, by] = turnPoint(x1, y1, rotation);
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

/** Every placed piece cut into one part per base it stands on (a bridge has two halves):
 * { index, base, kind, colour, z, levels, box } on the unturned board. */
export function pieceParts(pieces) {
  const parts = [];
  (Array.isArray(pieces) ? pieces : []).forEach((piece, index) => {
    const shape = PIECES[piece?.kind];
    const bases = Array.isArray(piece?.bases) ? piece.bases : [];
    if (!shape || !bases.length || typeof piece.z !== "number") return;
    for (const base of bases) {
      const other = piece.kind === "bridge" ? bases.find((b) => b !== base) ?? null : null;
      parts.push({ index, base, kind: piece.kind, colour: piece.colour, z: piece.z, levels: shape.levels, box: footprint(piece.kind, base, other) });
    }
  });
  return parts;
}

/**
 * The order to paint parts in (back to front) for a rotation: by the turned base's
 * depth (column + row: a part can hide only parts of bases behind it or beside it,
 * never one in front), then bottom to top within a base. Each part gains its turned
 * `cell` [column, row], `depth` and turned `box`.
 */
export function drawOrder(parts, rotation) {
  return parts
    .map((part) => {
      const cell = turnBase(part.base, rotation);
      return { ...part, cell, depth: cell[0] + cell[1], box: turnBox(part.box, rotation) };
    })
    .sort((p, q) => p.depth - q.depth || p.cell[0] - q.cell[0] || p.z - q.z || p.index - q.index);
}

/** The bases 0-8 in the order to paint their columns for a rotation: back to front,
 * each with its turned `cell` [column, row]. */
export function basesBackToFront(rotation) {
  return Array.from({ length: 9 }, (_, b) => b)
    .map((b) => ({ b, cell: turnBase(b, rotation) }))
    .sort((p, q) => p.cell[0] + p.cell[1] - (q.cell[0] + q.cell[1]) || p.cell[0] - q.cell[0]);
}

/** The height of the tallest tower in view.towers, in levels (0 on a bare board). */
export function tallestTower(view) {
  return Math.max(0, ...(view?.towers ?? []).map((t) => t?.height ?? 0));
}

/**
 * The 3D drawing's scale for a position: a level's height shrinks as the towers grow,
 * so the tallest tower and a three-story block on it fit. { a, b, level, levels }.
 */
export function viewGeometry(view) {
  const levels = Math.max(4, tallestTower(view) + 3); // room for a three-story block on the tallest tower
  const level = Math.max(6, Math.min(18, 200 / levels));
  return { a: 50, b: 25, level, levels };
}

/** The plate's overhang around the bases, in bases. */
export const PLATE_MARGIN = 0.16;
/** How far the plate's sides drop below its top, in the drawing's units. */
export const PLATE_DROP = 12;

/** The plate's box on screen at geometry `g`, in the drawing's units: { left, right, top, bottom }
 * (the plate looks the same from every corner). */
export function plateBounds(g) {
  const half = (3 + 2 * PLATE_MARGIN) * g.a;
  return { left: -half, right: half, top: -2 * PLATE_MARGIN * g.b, bottom: (6 + 2 * PLATE_MARGIN) * g.b + PLATE_DROP };
}

/** The highest point on screen (the smallest y) of a turned part (see drawOrder): a roof's
 * apex, else the back corner of its top face. */
export function partTop(part, g) {
  const [x0, y0, x1, y1] = part.box;
  if (part.kind === "roof") return project((x0 + x1) / 2, (y0 + y1) / 2, part.z + ROOF_RISE, g)[1];
  return project(x0, y0, part.z + part.levels, g)[1];
}

/** The SVG viewBox around `bounds` ({ left, right, top, bottom }), `pad` units wider on each side. */
export function boundsViewBox({ left, right, top, bottom }, pad = 3) {
  return [left - pad, top - pad, right - left + 2 * pad, bottom - top + 2 * pad].map((n) => Number(n.toFixed(1))).join(" ");
}

/**
 * Where the bases' numbers go so that none covers another. Each label wants its centre at
 * { x, y } and reaches `above` and `below` it and `half` to either side (listed front to
 * back: the first keep their places); a label that would overlap one already placed moves
 * straight up, above its own column, until it is clear. Returns the centres [x, y], in
 * the order given.
 */
export function spreadLabels(labels) {
  const placed = [];
  for (const label of labels) {
    let { y } = label;
    for (let tries = 0; tries < 40; tries++) {
      const hit = placed.find((p) => Math.abs(p.x - label.x) < p.half + label.half
        && y - label.above < p.y + p.below && y + label.below > p.y - p.above);
      if (!hit) break;
      y = hit.y - hit.above - label.below - 1;
    }
    placed.push({ ...label, y });
  }
  return placed.map(({ x, y }) => [x, y]);
}

/**
 * Whether two convex polygons ([[x, y], ...]) overlap by more than `margin` units
 * (separating axes: they are apart when their shadows on some edge's normal are).
 */
export function polygonsOverlap(a, b, margin = 0.5) {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const [x1, y1] = poly[i];
      const [x2, y2] = poly[(i + 1) % poly.length];
      const [nx, ny] = [y2 - y1, x1 - x2];
      const length = Math.hypot(nx, ny);
      if (length === 0) continue;
      const shadow = (p) => p.map(([x, y]) => (x * nx + y * ny) / length);
      const [sa, sb] = [shadow(a), shadow(b)];
      if (Math.max(...sa) <= Math.min(...sb) + margin || Math.max(...sb) <= Math.min(...sa) + margin) return false;
    }
  }
  return true;
}

/** The four corners of the square `inset` inside a turned cell [column, row], on the table. */
export function cellSquare([column, row], inset) {
  return [[column + inset, row + inset], [column + 1 - inset, row + inset], [column + 1 - inset, row + 1 - inset], [column + inset, row + 1 - inset]];
}
