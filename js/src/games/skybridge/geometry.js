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

/** The SVG viewBox that holds the board and its tallest tower at geometry `g`. */
export function viewBox(g) {
  const top = -(g.levels * g.level) - 16;
  const bottom = 6 * g.b + 26;
  return `${-3 * g.a - 14} ${top.toFixed(1)} ${6 * g.a + 28} ${(bottom - top).toFixed(1)}`;
}

/** The four corners of the square `inset` inside a turned cell [column, row], on the table. */
export function cellSquare([column, row], inset) {
  return [[column + inset, row + inset], [column + 1 - inset, row + inset], [column + 1 - inset, row + 1 - inset], [column + inset, row + 1 - inset]];
}
