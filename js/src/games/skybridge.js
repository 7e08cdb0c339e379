// Skybridge's board: the 3x3 board in 3D (an isometric SVG that turns in four
// directions), the same board from above (floors, owners, bridges as bars; the
// place to aim with the keyboard), the piece picker of the player to move, every
// player's pieces left, and the score with the bridged and doubled towers.
// It draws only what `view` and `moves` say: what may be placed where comes from
// the legal moves' `kind`/`bases`/`neutral` extras, why not from view.targets
// (Python's reason and rule), never from rules in JavaScript. The board knows
// the pieces' shapes (how many levels each takes up) only to draw them.

import { makeWidget } from "../shared/widget.js";
import { h, rebuildKeepingFocus, replaceChildren, uniqueId } from "../shared/dom.js";
import { gridStep } from "../shared/grid-nav.js";

export const COLOURS = ["ivory", "charcoal", "orange", "blue"];
/** One letter per colour, printed on every piece (never colour alone). */
export const LETTERS = { ivory: "I", charcoal: "C", orange: "O", blue: "B" };
/** The pieces' shapes: levels taken up (to draw them), names, the key that picks them. */
export const PIECES = {
  tall: { levels: 3, name: "three-story block", label: "3-story", key: "3" },
  short: { levels: 2, name: "two-story block", label: "2-story", key: "2" },
  bridge: { levels: 1, name: "bridge", label: "bridge", key: "B" },
  roof: { levels: 1, name: "roof", label: "roof", key: "R" },
};
/** What can be picked, in picker order ("_n": the fourth colour's blocks, three players). */
export const PICKS = ["tall", "short", "bridge", "roof", "tall_n", "short_n"];
/**
 * The pieces' paint, the same in every theme (they are objects on a table): each
 * colour's top, left and right faces (lit from the upper left) and its ink, at
 * least 4.5:1 on every face. Ivory and charcoal differ in lightness, orange and
 * blue in hue and lightness (Okabe-Ito); each colour also has its letter and a
 * texture: ivory plain, charcoal lines, orange stripes, blue dots.
 */
export const PALETTE = {
  ivory: { top: "#f6efdc", left: "#ded3b6", right: "#c4b795", ink: "#1a1a1a", texture: "plain" },
  charcoal: { top: "#4a4a4a", left: "#3b3b3b", right: "#2c2c2c", ink: "#ffffff", texture: "lines" },
  orange: { top: "#e69f00", left: "#d39100", right: "#bd8200", ink: "#000000", texture: "stripes" },
  blue: { top: "#0072b2", left: "#00639b", right: "#005386", ink: "#ffffff", texture: "dots" },
};
const EDGE = "#1a1a1a"; // every piece's outline: >= 3:1 on the board's table colour in both themes
const KEYS_TEXT = "Keys: 3, 2, B, R pick a three-story block, two-story block, bridge or roof \u00B7 N the fourth colour's blocks (three players) \u00B7 arrows move over the map, Enter or Space places (a bridge: its first base, then a neighbour) \u00B7 Q and E (or [ and ]) turn the 3D board \u00B7 Escape cancels";
const CORNERS = ["base 9's corner", "base 3's corner", "base 1's corner", "base 7's corner"];

// ---- Pure helpers (unit-tested) ----

const plural = (n, word, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** "tall" or "tall_n" for a kind and whether it is the fourth colour's. */
export function pieceKey(kind, neutral = false) {
  return `${kind}${neutral ? "_n" : ""}`;
}

/** The kind of a picked piece: "tall_n" -> "tall". */
export function kindOf(piece) {
  return String(piece ?? "").replace(/_n$/, "");
}

/** A place as view.targets names it: bases 1-9, low first ("5", "45"). */
export function placeKey(bases) {
  return [...bases].map(Number).sort((a, b) => a - b).map((b) => b + 1).join("");
}

/** The legal moves by piece and place, from the `kind`, `neutral` and `bases` extras
 * Python sends with each (never from their ids): Map piece -> Map place -> move. */
export function indexMoves(moves) {
  const index = new Map();
  for (const move of moves ?? []) {
    if (!PIECES[move?.kind] || !Array.isArray(move.bases) || !move.bases.every(Number.isInteger)) continue;
    const piece = pieceKey(move.kind, move.neutral === true);
    if (!index.has(piece)) index.set(piece, new Map());
    index.get(piece).set(placeKey(move.bases), move);
  }
  return index;
}

/** Why a piece may or may not go to a place, from view.targets:
 * { legal: true } | { legal: false, reason, rule, summary } | null when the view does not say. */
export function targetOf(view, piece, place) {
  const forPiece = view?.targets?.[piece];
  if (!forPiece || typeof forPiece !== "object" || !(place in forPiece)) return null;
  const entry = forPiece[place];
  if (entry === null) return { legal: true };
  return {
    legal: false,
    reason: typeof entry?.reason === "string" ? entry.reason : "",
    rule: typeof entry?.rule === "string" ? entry.rule : "",
    summary: typeof entry?.summary === "string" ? entry.summary : "",
  };
}

/** The bases next to `base` on the 3x3 board (orthogonal neighbours, reading order). */
export function neighbours(base) {
  const row = Math.floor(base / 3);
  const col = base % 3;
  return [[row - 1, col], [row, col - 1], [row, col + 1], [row + 1, col]]
    .filter(([r, c]) => r >= 0 && r < 3 && c >= 0 && c < 3).map(([r, c]) => r * 3 + c);
}

/** The distinct reasons in a list of targets, joined: "a; b". */
export function reasonsText(targets) {
  const reasons = [...new Set(targets.filter((t) => t && !t.legal && t.reason).map((t) => t.reason))];
  return reasons.join("; ");
}

/**
 * Where a bridge may start: a base is a legal first end when a legal move lays the
 * bridge on it and a neighbour. Returns { legal, ends: [bases], reason } where
 * `reason` (from view.targets) says why no bridge starts there.
 */
export function bridgeStart(view, index, base, piece = "bridge") {
  const moves = index.get(piece) ?? new Map();
  const ends = neighbours(base).filter((other) => moves.has(placeKey([base, other])));
  // the reasons about this base first ("base 5 is bare"), then those about its neighbours
  const here = new RegExp(`\\bbases? ${base + 1}\\b`);
  const targets = neighbours(base).map((other) => targetOf(view, piece, placeKey([base, other])))
    .sort((p, q) => Number(here.test(q?.reason ?? "")) - Number(here.test(p?.reason ?? "")));
  return { legal: ends.length > 0, ends, reason: ends.length ? "" : reasonsText(targets) };
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
const ROOF_RISE = 1.5; // a roof's apex, in levels above its bottom (nothing goes on a roof)

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

/** The pieces on a base, bottom to top (from view.stacks). */
export function stackOf(view, base) {
  const stack = Array.isArray(view?.stacks?.[base]) ? view.stacks[base] : [];
  return stack.map((i) => view.pieces?.[i]).filter(Boolean);
}

/** A piece in words: "orange roof", "charcoal bridge to base 2". */
export function pieceText(piece, base = null) {
  if (!piece) return "";
  const name = PIECES[piece.kind]?.name ?? piece.kind;
  let text = `${piece.colour} ${name}`;
  if (piece.kind === "bridge" && base !== null) {
    const other = (piece.bases ?? []).find((b) => b !== base);
    if (other !== undefined) text += ` to base ${other + 1}`;
  }
  return text;
}

/** What a screen reader hears for a base:
 * "base 5: tower 7 floors, owned by orange; top: orange roof". */
export function baseLabel(view, base) {
  const tower = view?.towers?.[base] ?? {};
  const stack = stackOf(view, base);
  if (!stack.length) return `base ${base + 1}: empty`;
  const floors = tower.floors ?? 0;
  let text = `base ${base + 1}: tower ${plural(floors, "floor")}`;
  if (tower.owner) text += `, owned by ${tower.owner}`;
  return `${text}; top: ${pieceText(stack[stack.length - 1], base)}`;
}

/** The rest of a base's description: "8 levels high; bottom to top: ...". */
export function stackText(view, base) {
  const stack = stackOf(view, base);
  if (!stack.length) return "No pieces.";
  const height = view?.towers?.[base]?.height ?? 0;
  return `${plural(height, "level")} high; bottom to top: ${stack.map((p) => pieceText(p, base)).join(", ")}.`;
}

/** Per base, how it scores: { owner, doubled: bool, bridgedBy: [colours whose bridge scores it] }. */
export function scoringMarks(view) {
  const points = view?.colour_points ?? {};
  return Array.from({ length: 9 }, (_, base) => {
    const owner = view?.towers?.[base]?.owner ?? null;
    const doubled = owner !== null && (points[owner]?.doubled ?? []).includes(base);
    const bridgedBy = COLOURS.filter((c) => (points[c]?.bridged ?? []).includes(base));
    return { owner, doubled, bridgedBy };
  });
}

/** The score table's rows: one per player, with a row per colour they play. */
export function scoreRows(view, nameOf) {
  const colours = Array.isArray(view?.colours) ? view.colours : [];
  const points = view?.colour_points ?? {};
  const winners = view?.over ? view.winners ?? [] : [];
  return colours.map((mine, seat) => ({
    seat,
    name: nameOf(seat),
    total: view?.scores?.[seat] ?? 0,
    winner: winners.includes(seat),
    turn: !view?.over && view?.current_player === seat,
    colours: mine.map((colour) => {
      const p = points[colour] ?? {};
      const towerFloors = p.tower_floors ?? 0;
      const bridgedFloors = p.bridged_floors ?? 0;
      return {
        colour,
        towers: p.towers ?? [],
        towerFloors,
        reach: p.bridge_reach ?? [],
        bridged: p.bridged ?? [],
        bridgedFloors,
        doubled: p.doubled ?? [],
        doubledFloors: Math.max(0, (p.total ?? 0) - towerFloors - bridgedFloors),
        // its bridge is laid but joins none of its own towers: it scores nothing (yet)
        idle: (p.bridge_reach ?? []).length > 0 && !(p.bridge_reach ?? []).some((b) => (p.towers ?? []).includes(b)),
        total: p.total ?? 0,
      };
    }),
  }));
}

/** The colour a seat places its fourth-colour blocks in (three players), from its supply. */
export function fourthColour(view, seat) {
  const own = view?.colours?.[seat] ?? [];
  return Object.keys(view?.supply?.[seat] ?? {}).find((c) => !own.includes(c)) ?? null;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function joinNames(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** A sentence for view.last: "Ana put an orange roof on base 5 (level 7). Ben skipped: ..." */
export function describeLast(last, nameOf) {
  if (!last?.piece) return "";
  const piece = last.piece;
  const who = nameOf(last.seat);
  const where = piece.kind === "bridge"
    ? `laid the ${piece.colour} bridge on bases ${placeKey(piece.bases).split("").join(" and ")}`
    : `put ${/^[aeiou]/.test(piece.colour ?? "") ? "an" : "a"} ${pieceText(piece)} on base ${(piece.bases?.[0] ?? 0) + 1}`;
  let text = `${who} ${where} (level ${piece.z}).`;
  const skipped = Array.isArray(last.skipped) ? last.skipped : [];
  if (skipped.length) text += ` ${skipText(skipped, nameOf)}`;
  if (last.game_over) text += " No one can place a piece: the game is over.";
  return text;
}

/** "Ben could not place a piece and skipped a turn." (a seat may skip twice in a row). */
export function skipText(skipped, nameOf) {
  if (!skipped.length) return "";
  const names = [...new Set(skipped)].map(nameOf);
  return `${joinNames(names)} could not place a piece and ${skipped.length > 1 ? "skipped" : "skipped a turn"}.`;
}

/** The end in words: "Ben wins with 37 points." / "Ana and Ben share the win with 19 points." */
export function resultText(view, nameOf) {
  if (!view?.over) return "";
  const winners = Array.isArray(view.winners) ? view.winners : [];
  if (!winners.length) return "Game over.";
  const points = view.scores?.[winners[0]] ?? 0;
  const who = joinNames(winners.map(nameOf));
  if (winners.length > 1) return `${who} share the win with ${plural(points, "point")} each.`;
  return `${who} ${who === "You" ? "win" : "wins"} with ${plural(points, "point")}.`;
}

/** WCAG contrast of two #rrggbb colours. */
export function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// ---- SVG drawing ----

const SVG = "http://www.w3.org/2000/svg";

function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) if (child) el.append(child);
  return el;
}

const pts = (points) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

/** The textures of the four colours, as SVG patterns with ids unique to this board. */
function patterns(prefix) {
  return s("defs", {},
    s("pattern", { id: `${prefix}-lines`, width: 6, height: 6, patternUnits: "userSpaceOnUse" },
      s("rect", { x: 0, y: 0, width: 6, height: 1.4, fill: "rgba(255,255,255,0.2)" })),
    s("pattern", { id: `${prefix}-stripes`, width: 7, height: 7, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      s("rect", { x: 0, y: 0, width: 2.6, height: 7, fill: "rgba(255,255,255,0.3)" })),
    s("pattern", { id: `${prefix}-dots`, width: 6, height: 6, patternUnits: "userSpaceOnUse" },
      s("circle", { cx: 3, cy: 3, r: 1.3, fill: "rgba(0,0,0,0.3)" })));
}

/**
 * One part (a piece over one base) as SVG: its visible faces with the colour's
 * texture and letter, and level lines on blocks. `box` is turned; geometry `g`.
 */
function partShape(part, g, { prefix, extraClass = "", letters = true } = {}) {
  const paint = PALETTE[part.colour] ?? PALETTE.ivory;
  const texture = paint.texture === "plain" ? null : `url(#${prefix}-${paint.texture})`;
  const [x0, y0, x1, y1] = part.box;
  const z0 = part.z;
  const P = (x, y, z) => project(x, y, z, g);
  const group = s("g", { class: `skybridge-part is-${part.kind} ${extraClass}`.trim(), "data-piece": part.index ?? "" });
  const face = (points, fill, cls) => {
    group.append(s("polygon", { points: pts(points), fill, stroke: EDGE, "stroke-width": 1.2, "stroke-linejoin": "round", class: cls }));
    if (texture) group.append(s("polygon", { points: pts(points), fill: texture, class: `${cls} skybridge-texture` }));
  };
  const letter = (points, size) => {
    if (!letters || size < 7) return;
    const cx = points.reduce((n, p) => n + p[0], 0) / points.length;
    const cy = points.reduce((n, p) => n + p[1], 0) / points.length;
    group.append(s("text", { x: cx.toFixed(1), y: cy.toFixed(1), class: "skybridge-letter", fill: paint.ink, "font-size": size.toFixed(1), text: LETTERS[part.colour] ?? "?" }));
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
      group.append(s("line", { x1: a[0].toFixed(1), y1: a[1].toFixed(1), x2: b[0].toFixed(1), y2: b[1].toFixed(1), class: "skybridge-level-line", stroke: EDGE, "stroke-opacity": 0.45, "stroke-width": 0.9 }));
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
function topFace(part, g) {
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
  return s("svg", { class: "skybridge-icon", viewBox: "-20 -12 40 40", "aria-hidden": "true", focusable: "false" }, shape);
}

// ---- The board ----

function mountBoard(host, { play }) {
  let snap = null;
  let index = indexMoves([]);
  let picked = null; // a key of PICKS, or null
  let firstEnd = null; // a bridge's first base, once picked
  let focusBase = 4;
  let hoverBase = null; // the base under the pointer or focus
  let rotation = 0;
  let shown = null; // the colour whose scoring is highlighted, or null
  let panelPreview = null; // a move hovered in the Legal moves / outcomes panels
  const prefix = uniqueId("skybridge");
  const reasonId = uniqueId("skybridge-reason");

  const banner = h("div", { class: "skybridge-banner", role: "status", hidden: true });
  const turnLine = h("p", { class: "skybridge-turn" });
  const prompt = h("p", { class: "skybridge-prompt", role: "status", "aria-live": "polite" });
  const picker = h("div", { class: "skybridge-picker", role: "group", "aria-label": "Pieces to place" });
  const pickerTitle = h("h4", { class: "skyw-heading" });
  const pickerZone = h("section", { class: "skybridge-zone skybridge-picker-zone" }, pickerTitle, picker);

  // the 3D board
  const svg = s("svg", { class: "skybridge-3d", role: "img", focusable: "false" });
  const turnLeft = h("button", { type: "button", class: "skybridge-button skybridge-turn-left", "aria-label": "Turn the 3D board left (Q)", title: "Turn left (Q or [)", onclick: () => turn(-1) },
    h("span", { "aria-hidden": "true", text: "\u27F2" }), " Q");
  const turnRight = h("button", { type: "button", class: "skybridge-button skybridge-turn-right", "aria-label": "Turn the 3D board right (E)", title: "Turn right (E or ])", onclick: () => turn(1) },
    "E ", h("span", { "aria-hidden": "true", text: "\u27F3" }));
  const caption = h("p", { class: "skybridge-caption", "aria-live": "polite" });
  const legend = h("p", { class: "skybridge-legend", "aria-label": "Colours" },
    COLOURS.map((c) => h("span", { class: "skybridge-legend-item" }, chip(c), ` ${c}`)));

  // the board from above
  const cellButtons = Array.from({ length: 9 }, (_, base) => h("button", {
    type: "button",
    class: "skybridge-cell",
    "data-base": base,
    "data-focus-key": `base-${base}`,
    tabindex: base === focusBase ? 0 : -1,
    style: { "grid-row": String(2 * Math.floor(base / 3) + 1), "grid-column": String(2 * (base % 3) + 1) },
    onclick: () => clickBase(base),
    onmouseenter: () => hover(base),
    onmouseleave: () => hover(null),
    onfocus: () => {
      focusBase = base;
      hover(base);
    },
    onblur: () => hover(null),
  }));
  const cellNotes = Array.from({ length: 9 }, (_, base) => h("span", { class: "skyw-visually-hidden", id: `${prefix}-stack-${base}` }));
  cellButtons.forEach((button, base) => button.setAttribute("aria-describedby", `${prefix}-stack-${base}`));
  const bars = h("div", { class: "skybridge-bars", "aria-hidden": "true" });
  const map = h("div", { class: "skybridge-map", role: "group", "aria-label": "The board from above: bases 1 to 9 in reading order, three rows of three" },
    cellButtons, bars);
  const reasonLine = h("p", { class: "skybridge-reason", id: reasonId });

  const supplyBox = h("div", { class: "skybridge-supply" });
  const scoreBox = h("div", { class: "skybridge-score" });
  const lastLine = h("p", { class: "skybridge-last" });
  const keys = h("p", { class: "skybridge-keys", text: KEYS_TEXT });

  const root = h("div", {
    class: "skybridge",
    tabindex: -1,
    "data-lm-suppress-shortcuts": "true",
    role: "group",
    "aria-label": `Skybridge board. ${KEYS_TEXT}.`,
  },
  banner,
  h("div", { class: "skybridge-status" }, turnLine, prompt),
  pickerZone,
  h("div", { class: "skybridge-play" },
    h("section", { class: "skybridge-zone skybridge-view" },
      h("div", { class: "skybridge-view-head" },
        h("h4", { class: "skyw-heading", text: "The board in 3D" }),
        h("span", { class: "skybridge-turns", role: "group", "aria-label": "Turn the 3D board" }, turnLeft, turnRight)),
      h("div", { class: "skybridge-view-box" }, svg),
      caption,
      legend),
    h("section", { class: "skybridge-zone skybridge-map-zone" },
      h("h4", { class: "skyw-heading", text: "From above: floors and owners" }),
      map,
      cellNotes,
      reasonLine,
      h("p", { class: "skybridge-map-legend" },
        h("span", { class: "skybridge-tag is-roof", text: "\u25B2O" }), " roof: O owns the tower \u00B7 ",
        h("span", { class: "skybridge-tag", text: "\u00D72" }), " doubled \u00B7 ",
        h("span", { class: "skybridge-tag", text: "+I" }), " scores for I's bridge"))),
  h("div", { class: "skybridge-tables" },
    h("section", { class: "skybridge-zone", "aria-label": "Score" }, h("h4", { class: "skyw-heading", text: "Score" }), scoreBox),
    h("section", { class: "skybridge-zone", "aria-label": "Pieces left" }, h("h4", { class: "skyw-heading", text: "Pieces left" }), supplyBox)),
  lastLine,
  keys);
  host.append(root);
  root.addEventListener("keydown", onKeydown);
  map.addEventListener("keydown", (event) => {
    const to = gridStep(focusBase, event.key, { columns: 3, count: 9, ctrlKey: event.ctrlKey });
    if (to === null) return;
    event.preventDefault();
    focusCell(to);
  });
  svg.addEventListener("click", (event) => {
    const base = event.target.closest?.("[data-base]")?.getAttribute("data-base");
    if (base !== undefined && base !== null) clickBase(Number(base));
  });
  svg.addEventListener("mouseover", (event) => {
    const base = event.target.closest?.("[data-base]")?.getAttribute("data-base");
    hover(base === undefined || base === null ? null : Number(base));
  });
  svg.addEventListener("mouseleave", () => hover(null));

  // ---- Facts about the shown position ----

  const view = () => snap?.view ?? {};
  const nameOf = (seat) => snap?.players?.[seat]?.name ?? `Seat ${Number(seat) + 1}`;
  const mover = () => (typeof view().current_player === "number" ? view().current_player : null);
  const canPlay = () => (snap?.moves?.length ?? 0) > 0;
  const colourOf = (piece) => (piece?.endsWith("_n") ? fourthColour(view(), mover()) : view().colour) ?? "ivory";
  const available = () => PICKS.filter((piece) => view().targets?.[piece] !== undefined);
  const left = (piece) => {
    const seat = mover();
    if (seat === null) return 0;
    return view().supply?.[seat]?.[colourOf(piece)]?.[kindOf(piece)] ?? 0;
  };
  const legalPlaces = (piece) => index.get(piece) ?? new Map();

  function noMove() {
    say(view().over ? "The game is over." : snap?.viewing !== null ? "Viewing a past position." : mover() !== null ? `It is ${nameOf(mover())}'s turn: wait for them.` : "There is no move to make now.");
  }

  /** Legal or not, and why, for the picked piece on a base (a bridge: as first or second end). */
  function baseState(base) {
    if (!picked) return null;
    const kind = kindOf(picked);
    if (kind === "bridge") {
      if (firstEnd === null) {
        const start = bridgeStart(view(), index, base, picked);
        return { legal: start.legal, reason: start.reason, first: true };
      }
      if (base === firstEnd) return { legal: true, isFirst: true };
      if (!neighbours(firstEnd).includes(base)) return { legal: false, reason: `bases ${firstEnd + 1} and ${base + 1} are not neighbours: a bridge lies on two bases side by side`, notNext: true };
      const place = placeKey([firstEnd, base]);
      const move = legalPlaces(picked).get(place) ?? null;
      const target = targetOf(view(), picked, place);
      return { legal: move !== null, move, reason: target?.reason ?? "", rule: target?.rule ?? "", summary: target?.summary ?? "" };
    }
    const place = placeKey([base]);
    const move = legalPlaces(picked).get(place) ?? null;
    const target = targetOf(view(), picked, place);
    return { legal: move !== null, move, reason: target?.reason ?? "", rule: target?.rule ?? "", summary: target?.summary ?? "" };
  }

  const possessive = (seat) => (nameOf(seat) === "You" ? "Your" : `${nameOf(seat)}'s`);
  const pieceName = (piece) => (piece?.endsWith("_n") ? `the fourth colour's ${PIECES[kindOf(piece)].name} (${colourOf(piece)})` : `the ${colourOf(piece)} ${PIECES[kindOf(piece)]?.name ?? piece}`);
  const ruleText = (state) => (state?.summary ? ` (rule: ${state.summary})` : state?.rule ? ` (rule: ${state.rule.replaceAll("_", " ")})` : "");
  const whyNot = (state) => `${state.reason || "not a legal place"}${ruleText(state)}`;

  // ---- Interaction ----

  /** Pick a piece; `toggle` (a click on the picked piece's button) puts it back. Keys always pick. */
  function pick(piece, { fromKeyboard = false, toggle = false } = {}) {
    if (!canPlay()) return noMove();
    if (!available().includes(piece)) {
      say(piece.endsWith("_n") ? "There are no fourth-colour blocks in this game (three players only)." : "That piece is not in this game.");
      return;
    }
    if (picked === piece && toggle) {
      picked = null;
      firstEnd = null;
      draw();
      say("Piece put back. Pick a piece: 3, 2, B or R.");
      return;
    }
    picked = piece;
    firstEnd = null;
    draw();
    const places = legalPlaces(piece);
    const count = left(piece);
    if (!places.size) {
      const all = Object.keys(view().targets?.[piece] ?? {}).map((place) => targetOf(view(), piece, place));
      say(`${capital(pieceName(piece))}: no place for it now (${count} left). ${capital(reasonsText(all) || "no legal place")}.`);
    } else if (kindOf(piece) === "bridge") {
      say(`${capital(pieceName(piece))} picked: choose its first base, then a neighbouring base (${plural(places.size, "way")} to lay it).`);
    } else {
      const bases = joinNames([...places.keys()]);
      say(`${capital(pieceName(piece))} picked (${count} left): choose a base, ${places.size > 1 ? "one of " : ""}${bases} (highlighted).`);
    }
    if (fromKeyboard && !map.contains(root.ownerDocument.activeElement)) focusCell(focusBase);
  }

  function toggleNeutral() {
    if (!canPlay()) return noMove();
    if (!available().some((p) => p.endsWith("_n"))) {
      say("There are no fourth-colour blocks in this game (three players only).");
      return;
    }
    const kind = picked && (kindOf(picked) === "tall" || kindOf(picked) === "short") ? kindOf(picked) : "tall";
    const next = picked?.endsWith("_n") ? kind : pieceKey(kind, true);
    pick(next, { fromKeyboard: true });
  }

  function clickBase(base) {
    if (!canPlay()) return noMove();
    if (!picked) {
      say(`${capital(baseLabel(view(), base))}. Pick a piece first: 3, 2, B or R.`);
      return;
    }
    const state = baseState(base);
    if (kindOf(picked) === "bridge") {
      if (firstEnd === null) {
        if (!state.legal) return say(`No bridge starts on base ${base + 1}: ${state.reason || "no legal place"}.`);
        firstEnd = base;
        draw();
        return say(`Bridge from base ${base + 1}: now choose the neighbouring base, ${joinNames(bridgeStart(view(), index, base, picked).ends.map((b) => String(b + 1)))} (Escape or base ${base + 1} again cancels).`);
      }
      if (state.isFirst) {
        firstEnd = null;
        draw();
        return say("First base cancelled: choose the bridge's first base.");
      }
      if (state.notNext) {
        const start = bridgeStart(view(), index, base, picked);
        if (start.legal) {
          firstEnd = base;
          draw();
          return say(`Bases ${state.reason.match(/\d+ and \d+/)?.[0] ?? ""} are not neighbours: the bridge now starts on base ${base + 1}. Choose its other base, ${joinNames(start.ends.map((b) => String(b + 1)))}.`);
        }
        return say(`Not allowed: ${state.reason}.`);
      }
    }
    if (state.legal && state.move) return play(state.move);
    say(`Not allowed on base ${base + 1}: ${whyNot(state)}.`);
  }

  function cancel() {
    if (firstEnd !== null) {
      firstEnd = null;
      draw();
      say("First base cancelled: choose the bridge's first base.");
      return true;
    }
    if (picked) {
      picked = null;
      draw();
      say("Piece put back. Pick a piece: 3, 2, B or R.");
      return true;
    }
    return false;
  }

  function turn(step) {
    rotation = (((rotation + step) % 4) + 4) % 4;
    drawSvg();
    drawGhost();
  }

  function focusCell(base) {
    focusBase = base;
    cellButtons.forEach((b, i) => (b.tabIndex = i === base ? 0 : -1));
    cellButtons[base].focus();
  }

  function hover(base) {
    // the pointer left: the base with the keyboard focus (if any) is still the one in question
    if (base === null && map.contains(root.ownerDocument.activeElement)) base = focusBase;
    if (base === hoverBase) return;
    hoverBase = base;
    cellButtons.forEach((b, i) => b.classList.toggle("is-hover", i === base));
    drawReason();
    drawGhost();
  }

  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const neutral = picked?.endsWith("_n") && (key === "3" || key === "2");
    const byKey = { 3: "tall", 2: "short", b: "bridge", r: "roof" }[key];
    if (byKey) {
      event.preventDefault();
      pick(neutral ? pieceKey(byKey, true) : byKey, { fromKeyboard: true });
    } else if (key === "n") {
      event.preventDefault();
      toggleNeutral();
    } else if (key === "q" || key === "[") {
      event.preventDefault();
      turn(-1);
    } else if (key === "e" || key === "]") {
      event.preventDefault();
      turn(1);
    } else if (key === "Escape") {
      if (cancel()) event.preventDefault();
    }
  }

  function say(text) {
    prompt.textContent = text;
  }

  // ---- Drawing ----

  function chip(colour, text = LETTERS[colour] ?? "?") {
    return h("span", { class: `skybridge-chip skybridge-c-${colour}`, "aria-hidden": "true", text });
  }

  function draw() {
    if (!snap) return;
    const v = view();
    drawBanner(v);
    drawTurn(v);
    drawPicker(v);
    drawSvg();
    drawMap(v);
    drawReason();
    drawGhost();
    drawScore(v);
    drawSupply(v);
    lastLine.textContent = describeLast(v.last, nameOf);
    lastLine.hidden = !v.last;
  }

  function drawBanner(v) {
    const text = v.over ? `Game over. ${resultText(v, nameOf)}` : "";
    banner.hidden = !text;
    banner.textContent = text;
  }

  function drawTurn(v) {
    const seat = mover();
    if (v.over || seat === null) {
      replaceChildren(turnLine);
      return;
    }
    const colours = v.colours?.[seat] ?? [];
    const fourth = fourthColour(v, seat);
    replaceChildren(turnLine,
      h("span", { class: "skybridge-badge is-turn", text: "\u25B6 to move" }), " ",
      h("strong", { text: nameOf(seat) }),
      nameOf(seat) === "You" ? " place " : " places ", chip(v.colour), h("strong", { text: ` ${v.colour}` }), " now",
      colours.length > 1 ? ` (${nameOf(seat) === "You" ? "you play" : "plays"} ${joinNames(colours)}, in turn)` : "",
      fourth ? [", or the fourth colour's blocks ", chip(fourth), ` ${fourth}`] : "",
      ".");
  }

  function drawPicker(v) {
    const seat = mover();
    const pieces = available();
    pickerZone.hidden = v.over === true || seat === null || !pieces.length;
    pickerTitle.textContent = seat === null ? "Pieces" : `${possessive(seat)} pieces${canPlay() ? ": pick one, then a base" : ""}`;
    const buttons = pieces.map((piece) => {
      const kind = kindOf(piece);
      const colour = colourOf(piece);
      const count = left(piece);
      const places = legalPlaces(piece).size;
      const neutral = piece.endsWith("_n");
      const level = (kind === "tall" || kind === "short") ? v.block_level?.[colour]?.[kind] : null;
      const keyText = neutral ? `N, ${PIECES[kind].key}` : PIECES[kind].key;
      let label = `${capital(pieceName(piece))}: ${count} left`;
      if (typeof level === "number" && places) label += `, goes on level ${level}`;
      if (canPlay() && !places) label += ", no place for it now";
      label += `. Key ${keyText}`;
      return (
        h("button", {
          type: "button",
          class: `skybridge-pick${picked === piece ? " is-picked" : ""}${places ? " is-playable" : ""}${count ? "" : " is-empty"}`,
          "data-piece": piece,
          "data-focus-key": `pick-${piece}`,
          "aria-pressed": String(picked === piece),
          "aria-disabled": String(!canPlay() || !places),
          "aria-label": label,
          title: canPlay() && !places ? capital(reasonsText(Object.keys(v.targets?.[piece] ?? {}).map((place) => targetOf(v, piece, place))) || "no place for it now") : null,
          onclick: (event) => pick(piece, { fromKeyboard: event.detail === 0, toggle: true }),
        },
        h("span", { class: "skybridge-key", "aria-hidden": "true", text: keyText }),
        pieceIcon(kind, colour, prefix),
        h("span", { class: "skybridge-pick-text", "aria-hidden": "true" },
          h("span", { class: "skybridge-pick-name", text: PIECES[kind].label }),
          h("span", { class: "skybridge-pick-count", text: `\u00D7${count}` }),
          typeof level === "number" && places ? h("span", { class: "skybridge-pick-level", text: `level ${level}` }) : null))
      );
    });
    // the fourth colour's blocks stay together with their label, on a row of their own
    // when the row is full, rather than one button wrapping away from the other
    const own = buttons.filter((_, i) => !pieces[i].endsWith("_n"));
    const extra = buttons.filter((_, i) => pieces[i].endsWith("_n"));
    const group = extra.length
      ? [h("span", { class: "skybridge-picker-group" },
        h("span", { class: "skybridge-picker-sep", "aria-hidden": "true", text: "Fourth colour:" }), ...extra)]
      : [];
    rebuildKeepingFocus(picker, () => replaceChildren(picker, [...own, ...group]));
  }

  // -- the 3D drawing --

  function geometry(v) {
    const tallest = Math.max(0, ...(v.towers ?? []).map((t) => t?.height ?? 0));
    const levels = Math.max(4, tallest + 3); // room for a three-story block on the tallest tower
    const level = Math.max(6, Math.min(18, 200 / levels));
    return { a: 50, b: 25, level, levels };
  }

  function drawSvg() {
    if (!snap) return;
    const v = view();
    const g = geometry(v);
    const top = -(g.levels * g.level) - 16;
    const bottom = 6 * g.b + 26;
    svg.setAttribute("viewBox", `${-3 * g.a - 14} ${top.toFixed(1)} ${6 * g.a + 28} ${(bottom - top).toFixed(1)}`);
    const P = (x, y, z) => project(x, y, z, g);
    const marks = scoringMarks(v);
    const shownPoints = shown ? v.colour_points?.[shown] : null;
    const lastIndex = v.last?.piece ? (v.pieces ?? []).length - 1 : null;
    const plate = s("g", { class: "skybridge-plate" });
    {
      const m = 0.16;
      const c = [[-m, -m], [3 + m, -m], [3 + m, 3 + m], [-m, 3 + m]];
      const drop = 12 / g.level;
      plate.append(
        s("polygon", { class: "skybridge-plate-side is-right", points: pts([P(3 + m, -m, 0), P(3 + m, 3 + m, 0), P(3 + m, 3 + m, -drop), P(3 + m, -m, -drop)]) }),
        s("polygon", { class: "skybridge-plate-side is-left", points: pts([P(-m, 3 + m, 0), P(3 + m, 3 + m, 0), P(3 + m, 3 + m, -drop), P(-m, 3 + m, -drop)]) }),
        s("polygon", { class: "skybridge-plate-top", points: pts(c.map(([x, y]) => P(x, y, 0))) }));
    }
    const tiles = s("g", { class: "skybridge-tiles" });
    for (let base = 0; base < 9; base++) {
      const [cx, cy] = turnBase(base, rotation);
      const i = 0.05;
      tiles.append(s("polygon", {
        class: "skybridge-tile", "data-base": base,
        points: pts([P(cx + i, cy + i, 0), P(cx + 1 - i, cy + i, 0), P(cx + 1 - i, cy + 1 - i, 0), P(cx + i, cy + 1 - i, 0)]),
      }));
    }
    const parts = drawOrder(pieceParts(v.pieces), rotation);
    const columns = new Map();
    for (const part of parts) {
      if (!columns.has(part.base)) columns.set(part.base, []);
      columns.get(part.base).push(part);
    }
    const bases = Array.from({ length: 9 }, (_, b) => b)
      .map((b) => ({ b, cell: turnBase(b, rotation) }))
      .sort((p, q) => p.cell[0] + p.cell[1] - (q.cell[0] + q.cell[1]) || p.cell[0] - q.cell[0]);
    const layer = s("g", { class: "skybridge-pieces" });
    const labels = s("g", { class: "skybridge-labels", "pointer-events": "none" }); // above every piece
    for (const { b, cell } of bases) {
      const state = canPlay() && picked ? baseState(b) : null;
      const col = s("g", {
        class: `skybridge-col${state?.legal && !state.isFirst ? " is-target" : ""}${state?.isFirst || firstEnd === b ? " is-first" : ""}`,
        "data-base": b,
      });
      const mine = columns.get(b) ?? [];
      for (const part of mine) col.append(partShape(part, g, { prefix, extraClass: part.index === lastIndex ? "is-last" : "" }));
      const topPart = mine[mine.length - 1];
      const [cx, cy] = [cell[0] + 0.5, cell[1] + 0.5];
      const height = v.towers?.[b]?.height ?? 0;
      // outline the place a piece would go: the top face, or the bare base
      if (state && (state.legal || firstEnd === b) && topPart?.kind !== "roof") {
        const ring = topPart ? topFace(topPart, g) : [P(cell[0] + 0.08, cell[1] + 0.08, 0), P(cell[0] + 0.92, cell[1] + 0.08, 0), P(cell[0] + 0.92, cell[1] + 0.92, 0), P(cell[0] + 0.08, cell[1] + 0.92, 0)];
        col.append(
          s("polygon", { class: "skybridge-ring-outer", points: pts(ring) }),
          s("polygon", { class: `skybridge-ring-inner${firstEnd === b ? " is-first" : ""}`, points: pts(ring) }));
      }
      // the base's number, on top of its tower (above a roof's apex)
      const roofed = topPart?.kind === "roof";
      const [bx, by] = P(cx, cy, roofed ? topPart.z + ROOF_RISE : height);
      const r = 9.5;
      const y = roofed ? by - r - 3 : by;
      const own = shownPoints && (shownPoints.towers ?? []).includes(b);
      const reach = shownPoints && !own && (shownPoints.bridge_reach ?? []).includes(b);
      col.append(s("g", { class: `skybridge-badge3d${own ? " is-own" : ""}${reach ? " is-reach" : ""}${marks[b].doubled && own ? " is-doubled" : ""}` },
        s("circle", { cx: bx.toFixed(1), cy: y.toFixed(1), r }),
        s("text", { x: bx.toFixed(1), y: y.toFixed(1), text: String(b + 1) })));
      if ((v.last?.piece?.bases ?? []).includes(b)) {
        // the piece placed last: a "last" tag beside the base's number, as on the map
        labels.append(s("g", { class: "skybridge-last3d" },
          s("rect", { x: (bx + r + 2).toFixed(1), y: (y - 7).toFixed(1), width: 25, height: 14, rx: 3 }),
          s("text", { x: (bx + r + 14.5).toFixed(1), y: y.toFixed(1), text: "last" })));
      }
      layer.append(col);
    }
    const ghost = s("g", { class: "skybridge-ghost", "pointer-events": "none" });
    replaceChildren(svg, patterns(prefix), plate, tiles, layer, labels, ghost);
    const count = (v.pieces ?? []).length;
    const tallest = Math.max(0, ...(v.towers ?? []).map((t) => t?.height ?? 0));
    svg.setAttribute("aria-label", `The board in 3D, seen from ${CORNERS[rotation]}: ${plural(count, "piece")}${count ? `, the tallest tower ${plural(tallest, "level")} high` : ""}. The map beside it lists every base.`);
    caption.textContent = `Seen from ${CORNERS[rotation]} (base ${frontBase(rotation) + 1} in front). Q and E turn the board.`;
  }

  /** The previewed move (hovered target, or a move hovered in the panels), as a ghost piece. */
  function ghostMove() {
    if (panelPreview) return panelPreview;
    if (hoverBase === null || !picked || !canPlay()) return null;
    const state = baseState(hoverBase);
    return state?.legal && state.move ? state.move : null;
  }

  function drawGhost() {
    const layer = svg.querySelector(".skybridge-ghost");
    if (!layer || !snap) return;
    const move = ghostMove();
    const v = view();
    replaceChildren(layer);
    cellButtons.forEach((b, i) => b.classList.toggle("is-preview", Boolean(move && (move.bases ?? []).includes(i))));
    if (!move || !PIECES[move.kind] || typeof move.z !== "number") return;
    const g = geometry(v);
    const parts = drawOrder(pieceParts([{ kind: move.kind, colour: move.colour, bases: move.bases, z: move.z }]), rotation);
    for (const part of parts) layer.append(partShape(part, g, { prefix, extraClass: "is-ghost" }));
  }

  // -- the map --

  function drawMap(v) {
    const marks = scoringMarks(v);
    const shownPoints = shown ? v.colour_points?.[shown] : null;
    const lastBases = v.last?.piece?.bases ?? [];
    cellButtons.forEach((button, base) => {
      const tower = v.towers?.[base] ?? {};
      const stack = stackOf(v, base);
      const topPiece = stack[stack.length - 1] ?? null;
      const state = canPlay() && picked ? baseState(base) : null;
      const mark = marks[base];
      const own = shownPoints && (shownPoints.towers ?? []).includes(base);
      const reach = shownPoints && !own && (shownPoints.bridge_reach ?? []).includes(base);
      button.className = [
        "skybridge-cell",
        topPiece ? `skybridge-c-${topPiece.colour}` : "is-bare",
        state?.legal && !state.isFirst ? "is-target" : "",
        state && !state.legal ? "is-blocked" : "",
        state?.isFirst || firstEnd === base ? "is-first" : "",
        own ? "is-shown-own" : "",
        reach ? "is-shown-reach" : "",
        lastBases.includes(base) ? "is-last" : "",
        hoverBase === base ? "is-hover" : "",
      ].filter(Boolean).join(" ");
      button.tabIndex = base === focusBase ? 0 : -1;
      let label = baseLabel(v, base);
      if (mark.doubled) label += `; doubled for ${mark.owner}`;
      if (mark.bridgedBy.length) label += `; also scores for ${joinNames(mark.bridgedBy)} (bridge)`;
      if (lastBases.includes(base)) label += "; placed here last move";
      if (state) {
        if (state.isFirst) label += ". The bridge's first base: press again to cancel";
        else if (state.legal && state.move) label += `. ${capital(state.move.label ?? "place it here")}`;
        else if (state.legal) label += `. A bridge can start here`;
        else label += `. Not allowed for ${pieceName(picked)}: ${whyNot(state)}`;
      }
      button.setAttribute("aria-label", label);
      cellNotes[base].textContent = stackText(v, base);
      replaceChildren(button,
        h("span", { class: "skybridge-cell-no", "aria-hidden": "true", text: String(base + 1) }),
        stack.length
          ? [h("span", { class: "skybridge-floors-n", "aria-hidden": "true", text: String(tower.floors ?? 0) }),
            // (floors are levels too, but for a roof's level; nothing goes on a roof)
            h("span", { class: "skybridge-floors-unit", "aria-hidden": "true", text: tower.floors === 1 ? "floor" : "floors" })]
          : h("span", { class: "skybridge-empty", "aria-hidden": "true", text: "empty" }),
        h("span", { class: "skybridge-tags", "aria-hidden": "true" },
          mark.owner ? h("span", { class: "skybridge-tag is-roof", text: `\u25B2${LETTERS[mark.owner] ?? "?"}` }) : null,
          mark.doubled ? h("span", { class: "skybridge-tag", text: "\u00D72" }) : null,
          mark.bridgedBy.map((c) => h("span", { class: "skybridge-tag", text: `+${LETTERS[c] ?? "?"}` }))),
        state ? h("span", { class: `skybridge-mark ${state.legal ? "is-yes" : "is-no"}`, "aria-hidden": "true", text: state.isFirst || firstEnd === base ? "1st" : state.legal ? "\u2713" : "\u2715" }) : null,
        lastBases.includes(base) ? h("span", { class: "skybridge-last-tag", "aria-hidden": "true", text: "last" }) : null);
    });
    // the bridges, as bars between the bases they join (several on one pair side by side)
    const spans = new Map();
    for (const piece of v.pieces ?? []) {
      if (piece?.kind !== "bridge" || !Array.isArray(piece.bases) || piece.bases.length !== 2) continue;
      const key = placeKey(piece.bases);
      if (!spans.has(key)) spans.set(key, []);
      spans.get(key).push(piece);
    }
    replaceChildren(bars, [...spans].map(([key, pieces]) => {
      const [a, b] = key.split("").map((d) => Number(d) - 1);
      const across = b - a === 1;
      const row = Math.floor(a / 3);
      const col = a % 3;
      return h("span", {
        class: `skybridge-bar-slot ${across ? "is-we" : "is-ns"}`,
        style: across ? { "grid-row": String(2 * row + 1), "grid-column": String(2 * col + 2) } : { "grid-row": String(2 * row + 2), "grid-column": String(2 * col + 1) },
      }, pieces.map((piece) => h("span", {
        class: `skybridge-bar skybridge-c-${piece.colour}`,
        title: `${piece.colour} bridge on bases ${a + 1} and ${b + 1}, level ${piece.z}`,
        text: LETTERS[piece.colour] ?? "?",
      })));
    }));
  }

  function drawReason() {
    if (!snap) return;
    const base = hoverBase;
    if (base === null) {
      reasonLine.textContent = picked && canPlay() ? "Point at a base (or move to it with the arrows) to see if the piece may go there, and why not." : "";
      reasonLine.className = "skybridge-reason";
      return;
    }
    const state = canPlay() && picked ? baseState(base) : null;
    const height = view().towers?.[base]?.height ?? 0;
    let text = `${capital(baseLabel(view(), base))}${height ? ` (${plural(height, "level")} high)` : ""}.`;
    if (state?.isFirst) text += " The bridge's first base.";
    else if (state?.legal && state.move) text += ` \u2713 ${capital(state.move.label ?? "it may go here")}.`;
    else if (state?.legal) text += " \u2713 A bridge can start here.";
    else if (state) text += ` \u2715 Not allowed: ${whyNot(state)}.`;
    reasonLine.textContent = text;
    reasonLine.className = `skybridge-reason${state ? (state.legal ? " is-yes" : " is-no") : ""}`;
  }

  // -- the tables --

  function drawScore(v) {
    const rows = scoreRows(v, nameOf);
    const list = (bases) => bases.map((b) => b + 1).join(", ");
    rebuildKeepingFocus(scoreBox, () => replaceChildren(scoreBox,
      h("table", { class: "skybridge-table skybridge-score-table" },
        h("caption", { class: "skyw-visually-hidden", text: "Score: each player's colours, the towers their roofs own, the towers their bridge adds, what is doubled, the points. Bases are numbered 1 to 9." }),
        h("thead", {}, h("tr", {},
          ["Player", "Colour", "Towers", "Bridge", "\u00D72", "Points"].map((t, i) => h("th", { scope: "col", class: i >= 2 ? "is-num" : null, text: t })))),
        rows.map((row) => h("tbody", { class: `${row.turn ? "is-turn" : ""}${row.winner ? " is-winner" : ""}`.trim() || null, "data-seat": row.seat },
          row.colours.map((c, i) => h("tr", { "data-colour": c.colour },
            i === 0 ? h("th", { scope: "rowgroup", rowspan: row.colours.length, class: "skybridge-player" },
              row.turn ? h("span", { class: "skybridge-badge is-turn", "aria-label": "to move", text: "\u25B6" }) : null,
              row.winner ? h("span", { class: "skybridge-badge is-winner", "aria-label": "winner", text: "\u2605" }) : null,
              h("span", { class: "skybridge-player-name", text: row.name }),
              row.colours.length > 1 ? h("span", { class: "skybridge-player-total", text: `total ${row.total}` }) : null) : null,
            h("td", {},
              h("button", {
                type: "button",
                class: "skybridge-show",
                "data-focus-key": `show-${c.colour}`,
                "aria-pressed": String(shown === c.colour),
                "aria-label": `${c.colour}: show its towers and its bridge's towers on the map`,
                title: "Show on the map",
                onclick: () => {
                  shown = shown === c.colour ? null : c.colour;
                  drawMap(view());
                  drawSvg();
                  drawGhost();
                  drawScore(view());
                },
              }, chip(c.colour), ` ${c.colour}`)),
            h("td", { class: "is-num", "aria-label": c.towers.length ? `towers ${list(c.towers)}: ${plural(c.towerFloors, "floor")}` : "no towers" },
              c.towers.length ? [h("span", { class: "skybridge-bases", text: list(c.towers) }), ` ${c.towerFloors}`] : "\u2014"),
            h("td", { class: "is-num", "aria-label": c.bridged.length ? `its bridge adds towers ${list(c.bridged)}: ${plural(c.bridgedFloors, "floor")}` : c.idle ? `its bridge reaches ${list(c.reach)} but scores nothing (it owns none of them)` : "no tower added by a bridge" },
              c.bridged.length ? [h("span", { class: "skybridge-bases", text: list(c.bridged) }), ` +${c.bridgedFloors}`] : c.idle ? h("span", { class: "skybridge-muted", text: `(${list(c.reach)})` }) : "\u2014"),
            h("td", { class: "is-num", "aria-label": c.doubled.length ? `towers ${list(c.doubled)} doubled: plus ${c.doubledFloors}` : "nothing doubled" },
              c.doubled.length ? [h("span", { class: "skybridge-bases", text: list(c.doubled) }), ` +${c.doubledFloors}`] : "\u2014"),
            h("td", { class: "is-num skybridge-points", text: String(c.total) }))))),
        fourthNote(v)),
      h("p", { class: "skybridge-note", text: "Towers: the bases your roofs own and their floors. Bridge: the other towers your bridge joins, when it joins one of yours (in brackets: reached, but none is yours). \u00D72: two of your towers joined by your bridge count twice." })));
  }

  function fourthNote(v) {
    const seat = mover() ?? 0;
    const fourth = fourthColour(v, seat);
    if (!fourth) return null;
    return h("tfoot", {}, h("tr", {}, h("td", { colspan: 6, class: "skybridge-muted-cell" }, chip(fourth), ` ${fourth}: the fourth colour, placed by everyone, scores for no one.`)));
  }

  function drawSupply(v) {
    const supply = Array.isArray(v.supply) ? v.supply : [];
    const kinds = ["tall", "short", "bridge", "roof"];
    replaceChildren(supplyBox, h("table", { class: "skybridge-table skybridge-supply-table" },
      h("caption", { class: "skyw-visually-hidden", text: "Pieces left: each player's colours and how many of each piece they still have." }),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: "Player" }), h("th", { scope: "col", text: "Colour" }),
        kinds.map((kind) => h("th", { scope: "col", class: "is-num", "aria-label": PIECES[kind].name }, pieceIcon(kind, "ivory", prefix), h("span", { class: "skybridge-th-text", "aria-hidden": "true", text: PIECES[kind].label }))))),
      supply.map((bySeat, seat) => {
        const colours = Object.keys(bySeat ?? {});
        const turn = !v.over && v.current_player === seat;
        return h("tbody", { class: turn ? "is-turn" : null, "data-seat": seat }, colours.map((colour, i) => h("tr", { class: turn && colour === v.colour ? "is-now" : null },
          i === 0 ? h("th", { scope: "rowgroup", rowspan: colours.length, class: "skybridge-player" },
            turn ? h("span", { class: "skybridge-badge is-turn", "aria-label": "to move", text: "\u25B6" }) : null,
            h("span", { class: "skybridge-player-name", text: nameOf(seat) })) : null,
          h("td", {}, chip(colour), ` ${colour}`, (v.colours?.[seat] ?? []).includes(colour) ? "" : h("span", { class: "skybridge-muted", text: " (4th)" }),
            turn && colour === v.colour ? h("span", { class: "skybridge-now", text: " now" }) : null),
          kinds.map((kind) => {
            const n = bySeat[colour]?.[kind];
            return h("td", { class: `is-num${n === 0 ? " is-zero" : ""}`, text: typeof n === "number" ? String(n) : "\u2014" });
          }))));
      })));
  }

  return {
    update(next) {
      const movesChanged = !snap || snap.moves !== next.moves;
      snap = next;
      if (movesChanged) {
        index = indexMoves(next.moves);
        // a new position: the picked piece and previews belong to the old one
        picked = null;
        firstEnd = null;
        panelPreview = null;
      }
      draw();
      updatePrompt();
    },
    preview(move) {
      const usable = move && PIECES[move.kind] ? move : null;
      if (usable === panelPreview) return;
      panelPreview = usable;
      drawGhost();
    },
    /** What the aria-live line adds to the Log's line: skips and the end. */
    remark(prev, next) {
      if (next.viewing !== null || prev.viewing !== null) return "";
      if (next.log.length <= prev.log.length) return "";
      const nameOfNext = (seat) => next.players?.[seat]?.name ?? `Seat ${Number(seat) + 1}`;
      const parts = [];
      const skipped = next.view?.last?.skipped;
      if (Array.isArray(skipped) && skipped.length) parts.push(skipText(skipped, nameOfNext));
      if (next.view?.over && !prev.view?.over) parts.push(`Game over: ${resultText(next.view, nameOfNext)}`);
      return parts.join(" ");
    },
    destroy() {
      root.remove();
    },
  };

  function updatePrompt() {
    const v = view();
    if (snap.viewing !== null) return say("Viewing a past position.");
    if (v.over) return say("The game is over: the final score is below. Start a new game from the controls above.");
    const seat = mover();
    if (seat === null) return say("");
    if (!canPlay()) return say(`Waiting for ${nameOf(seat)}\u2026`);
    const skipped = Array.isArray(v.last?.skipped) && v.last.skipped.length ? `${skipText(v.last.skipped, nameOf)} ` : "";
    say(`${skipped}${nameOf(seat)}: pick a piece (3, 2, B, R${available().some((p) => p.endsWith("_n")) ? ", N for the fourth colour" : ""}), then a base.`);
  }
}

export default makeWidget({ mount: mountBoard });
