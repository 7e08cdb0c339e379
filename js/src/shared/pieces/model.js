// Board pieces (docs/board-pieces.md) as the generic board draws them: what each part
// shows, says to a screen reader and plays. Pure, unit-tested; the renderers beside it
// turn it into DOM. The pieces come checked from Python (skywidgets/core/pieces.py);
// these functions still read them defensively, since a board never trusts its input.
// No rules here: a piece's move is playable only while its id is among the legal moves
// Python sent.

import { parseCard } from "../cards.js";
import { pipCells } from "../dice.js";
import { formatDecimal, nt, t } from "../i18n.js";

/** Seats are told apart by a shape as well as a colour (never by colour alone). */
export const SEAT_SHAPES = ["\u25CF", "\u25A0", "\u25B2", "\u25C6", "\u2605", "\u271A", "\u2B1F", "\u2B22"];
export const SEAT_SHAPE_NAMES = ["circle", "square", "triangle", "diamond", "star", "cross", "pentagon", "hexagon"];
/** The tones a cell or card may have; theme.css and board.css give their colours. */
export const TONES = ["", "seat0", "seat1", "seat2", "seat3", "seat4", "seat5", "seat6", "seat7", "muted", "good", "bad"];
/** The pips of a die's face for 1 to 6, as [x, y] in a 10 x 10 box, laid out as every
 * board lays a die (../dice.js pipCells); other values have none (the number alone is
 * shown). */
export function diePips(value) {
  const at = [2.6, 5, 7.4]; // the left, middle and right (top, middle, bottom) of the face
  return pipCells(value).map((cell) => [at[cell % 3], at[Math.floor(cell / 3)]]);
}

const asArray = (x) => (Array.isArray(x) ? x : []);
/** A number as the board's language writes it: a whole one as it is, a fraction to at
 * most three decimals with the language's separator ("2,5" in Icelandic). */
export function numberText(x) {
  if (Number.isInteger(x) || !Number.isFinite(x)) return String(x);
  const rounded = Math.round(x * 1000) / 1000;
  const plain = String(rounded);
  if (/e/i.test(plain)) return plain;
  return formatDecimal(rounded, (plain.split(".")[1] ?? "").length);
}

const asText = (x) => (typeof x === "string" ? x : x === null || x === undefined ? "" : typeof x === "number" ? numberText(x) : String(x));

/** The legal moves by id: the only thing that makes a piece playable. */
export function legalIndex(moves) {
  return new Map(asArray(moves).filter((m) => m && typeof m.id === "string").map((m) => [m.id, m]));
}

/** A known tone, else "" (an unknown one is drawn plain). */
export function toneOf(tone) {
  return TONES.includes(tone) ? tone : "";
}

/** The seat a tone names ("seat2" -> 2), else null. */
export function seatOfTone(tone) {
  const m = /^seat([0-7])$/.exec(toneOf(tone));
  return m ? Number(m[1]) : null;
}

/** A seat's shape and its name, for a marker and its words. */
export function seatMark(seat) {
  const i = Number.isInteger(seat) && seat >= 0 ? seat % SEAT_SHAPES.length : 0;
  return { shape: SEAT_SHAPES[i], shapeName: SEAT_SHAPE_NAMES[i] };
}

/** The corners of seat `seat`'s shape in a 10 x 10 box, for an SVG polygon (the circle
 * is drawn as a many-sided one): circle, square, triangle, diamond, star, cross,
 * pentagon, hexagon. */
export function shapeCorners(seat) {
  const ring = (count, radius, turn = -Math.PI / 2, inner = null) => Array.from({ length: inner ? count * 2 : count }, (_, i) => {
    const r = inner && i % 2 ? inner : radius;
    const a = turn + (i * 2 * Math.PI) / (inner ? count * 2 : count);
    return [5 + r * Math.cos(a), 5 + r * Math.sin(a)];
  });
  switch (seatMark(seat).shapeName) {
    case "square": return [[1, 1], [9, 1], [9, 9], [1, 9]];
    case "triangle": return [[5, 0.6], [9.6, 9], [0.4, 9]];
    case "diamond": return [[5, 0.3], [9.7, 5], [5, 9.7], [0.3, 5]];
    case "star": return ring(5, 4.9, -Math.PI / 2, 2.1);
    case "cross": return [[3.4, 0.5], [6.6, 0.5], [6.6, 3.4], [9.5, 3.4], [9.5, 6.6], [6.6, 6.6], [6.6, 9.5], [3.4, 9.5], [3.4, 6.6], [0.5, 6.6], [0.5, 3.4], [3.4, 3.4]];
    case "pentagon": return ring(5, 4.7);
    case "hexagon": return ring(6, 4.6, 0);
    default: return ring(24, 4.3);
  }
}

/** A player's name from the widget's players, else "Seat 1" for seat 0. */
export function seatName(players, seat) {
  return asArray(players)[seat]?.name ?? t("Seat {seat}", { seat: Number(seat) + 1 });
}

/** Column names a, b, ... z, aa, ab ...: a grid's default, as in "b2". */
export function columnName(c) {
  return c < 26 ? String.fromCharCode(97 + c) : columnName(Math.floor(c / 26) - 1) + String.fromCharCode(97 + (c % 26));
}

/** The row and column names of a grid: its own, else 1, 2, 3... and a, b, c... */
export function gridNames(piece) {
  const rows = Number.isInteger(piece?.rows) ? piece.rows : 0;
  const cols = Number.isInteger(piece?.cols) ? piece.cols : 0;
  const ownRows = Array.isArray(piece?.row_names) && piece.row_names.length === rows;
  const ownCols = Array.isArray(piece?.col_names) && piece.col_names.length === cols;
  return {
    rows: Array.from({ length: rows }, (_, r) => (ownRows ? asText(piece.row_names[r]) : String(r + 1))),
    cols: Array.from({ length: cols }, (_, c) => (ownCols ? asText(piece.col_names[c]) : columnName(c))),
    own: ownRows || ownCols,
  };
}

/** What a playable thing is called: its name and what it shows, then the move it plays. */
export function accessibleName(name, shows, move) {
  const base = name && shows ? t("{name}, {shows}", { name, shows }) : name || shows || "";
  return move ? t("{name}: {move}", { name: base, move: move.label ?? move.id }) : base;
}

/** A piece's item with a "move": the legal move it plays now, or null; `asks` is the id
 * of a move that is not legal now (a click asks Python why), or null. */
function playing(item, legal, live) {
  const id = typeof item?.move === "string" && item.move ? item.move : null;
  const move = live && id !== null ? legal.get(id) ?? null : null;
  return { move, asks: live && id !== null && !move ? id : null };
}

/**
 * A grid's cells, row by row: { text, tone, seat, name, label, move, asks, row, col }.
 * `name` is the cell's own name, else "b2" (default names) or "row, column";
 * `label` what a screen reader says ("b2, empty: X to b2" when it plays a move).
 */
export function gridCells(piece, legal, live = true) {
  const names = gridNames(piece);
  return asArray(piece?.cells).slice(0, names.rows.length).map((row, r) =>
    asArray(row).slice(0, names.cols.length).map((cell, c) => {
      const text = asText(cell?.text);
      const tone = toneOf(cell?.tone);
      const name = typeof cell?.name === "string" && cell.name ? cell.name
        : names.own ? `${names.rows[r]}, ${names.cols[c]}` : `${names.cols[c]}${names.rows[r]}`;
      const { move, asks } = playing(cell, legal, live);
      return { text, tone, seat: seatOfTone(tone), name, label: accessibleName(name, text || t("empty"), move), move, asks, row: r, col: c };
    }));
}

/** A row of cards: { text, down, drawn, tone, seat, label, move, asks }. A face-down card
 * shows its back, with its text (a count, a caption) on it. `drawn`: the card is drawn
 * as the games' shared playing card (cards.js): a back, or a face-up standard playing
 * card such as "7♥"; any other face-up text is shown as itself. */
export function cardItems(piece, legal, live = true) {
  return asArray(piece?.cards).map((card, i) => {
    const text = asText(card?.text);
    const down = card?.face === "down";
    const tone = toneOf(card?.tone);
    const name = typeof card?.name === "string" && card.name ? card.name : t("card {n}", { n: i + 1 });
    const shows = !down ? text : text ? t("face down ({text})", { text }) : t("face down");
    const { move, asks } = playing(card, legal, live);
    const drawn = down || parseCard(text).suit !== null;
    return { text, down, drawn, tone, seat: seatOfTone(tone), label: accessibleName(name, shows, move), move, asks };
  });
}

/** Dice: { value, pips, held, label, move, asks }; `pips` those of its face (diePips). */
export function diceItems(piece, legal, live = true) {
  return asArray(piece?.dice).map((die, i) => {
    const value = Number.isFinite(die?.value) ? die.value : 0;
    const held = die?.held === true;
    const name = typeof die?.name === "string" && die.name ? die.name : t("die {n}", { n: i + 1 });
    const { move, asks } = playing(die, legal, live);
    return { value, pips: diePips(value), held, label: accessibleName(name, held ? t("{value}, held", { value }) : String(value), move), move, asks };
  });
}

/** Counters: { name, value, seat } with the value as text. */
export function counterItems(piece) {
  return asArray(piece?.items).map((item) => ({
    name: asText(item?.name),
    value: asText(item?.value),
    seat: Number.isInteger(item?.seat) ? item.seat : null,
  }));
}

/** A track's marks, lowest first: { seat, value, text, at } with `at` the share of the
 * way from min to max (0 to 1), for placing the mark. */
export function trackMarks(piece) {
  const low = Number(piece?.min);
  const high = Number(piece?.max);
  const span = Number.isFinite(low) && Number.isFinite(high) && high > low ? high - low : 1;
  return asArray(piece?.marks)
    .filter((m) => Number.isFinite(m?.value))
    .map((m) => ({
      seat: Number.isInteger(m.seat) ? m.seat : 0,
      value: m.value,
      text: asText(m.text),
      at: Math.min(1, Math.max(0, (m.value - (Number.isFinite(low) ? low : 0)) / span)),
    }))
    .sort((a, b) => a.value - b.value || a.seat - b.seat);
}

/** A players piece's rows: { seat, text, toMove } (the board marks the player to move). */
export function playerRows(piece, toMove) {
  return asArray(piece?.rows).map((row) => ({
    seat: Number.isInteger(row?.seat) ? row.seat : null,
    text: asText(row?.text),
    toMove: Number.isInteger(row?.seat) && row.seat === toMove,
  }));
}

/** The move ids a list of pieces maps to cells, cards and dice. */
export function mappedMoves(pieces) {
  const ids = new Set();
  const add = (item) => typeof item?.move === "string" && ids.add(item.move);
  for (const piece of asArray(pieces)) {
    asArray(piece?.cells).forEach((row) => asArray(row).forEach(add));
    asArray(piece?.cards).forEach(add);
    asArray(piece?.dice).forEach(add);
  }
  return ids;
}

// ---- the view drawn readably, where a game declares no pieces ----

/** "current_player" -> "Current player", "nimSum" -> "Nim sum". */
export function humanKey(key) {
  const words = String(key).replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : String(key);
}

const isScalar = (v) => v === null || v === undefined || ["string", "number", "boolean"].includes(typeof v);
const isPlainObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/** A scalar in words: none, yes, no, a number, the text itself. */
export function scalarText(value) {
  if (value === null || value === undefined) return t("none");
  if (value === true) return t("yes");
  if (value === false) return t("no");
  if (typeof value === "number") return numberText(value);
  return value === "" ? t("(empty)") : String(value);
}

/** The deepest nesting drawn as sections; deeper parts are summed up in words. */
export const OUTLINE_DEPTH = 5;

function summary(value) {
  if (Array.isArray(value)) return nt("{n} entry", "{n} entries", value.length, { n: value.length });
  if (isPlainObject(value)) return Object.keys(value).map(humanKey).join(", ") || t("(nothing)");
  return scalarText(value);
}

/**
 * A view (any JSON) as blocks to draw readably, never as raw JSON:
 *   { kind: "field", label, text }              a scalar
 *   { kind: "list", label, values: [text] }     a list of scalars, as a row
 *   { kind: "table", label, columns, rows }     a list of dicts, as a table
 *   { kind: "matrix", label, rows: [[text]] }   a list of lists of scalars, as a grid
 *   { kind: "section", label, items: [block] }  a dict, or a mixed list (items "1", "2"...)
 * `seatName(seat)` names the player of the view's top-level `current_player`, the one key
 * every view shares (the shell's turn line reads it too).
 * outlineView({heaps: [3, 4]}) -> [{ kind: "list", label: "Heaps", values: ["3", "4"] }]
 */
export function outlineView(view, { seatName = null } = {}) {
  if (!isPlainObject(view)) return [block(t("Value"), view, 0)];
  return Object.entries(view).map(([key, value]) => (key === "current_player" && Number.isInteger(value) && seatName
    ? { kind: "field", label: t("Current player"), text: t("{name} (seat {seat})", { name: seatName(value), seat: value + 1 }) }
    : block(humanKey(key), value, 0)));
}

function outlineOf(view, depth) {
  return Object.entries(view).map(([key, value]) => block(humanKey(key), value, depth));
}

function block(label, value, depth) {
  if (isScalar(value)) return { kind: "field", label, text: scalarText(value) };
  if (depth >= OUTLINE_DEPTH) return { kind: "field", label, text: summary(value) };
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: "field", label, text: t("none") };
    if (value.every(isScalar)) return { kind: "list", label, values: value.map(scalarText) };
    if (value.every((row) => Array.isArray(row) && row.every(isScalar))) {
      return { kind: "matrix", label, rows: value.map((row) => row.map(scalarText)) };
    }
    if (value.every(isPlainObject) && value.every((row) => Object.values(row).every(isScalar))) {
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      return {
        kind: "table", label,
        columns: columns.map(humanKey),
        rows: value.map((row) => columns.map((c) => (c in row ? scalarText(row[c]) : ""))),
      };
    }
    return { kind: "section", label, items: value.map((v, i) => block(String(i + 1), v, depth + 1)) };
  }
  return { kind: "section", label, items: outlineOf(value, depth + 1) };
}
