// Skyjo's cards and grids: the colour bands of the values, the 3x4 grid's slots,
// the legal moves by kind and slot, and which slots a click may play now.
// Pure, unit-tested.

/** A grid's slots: three rows of four, in reading order. */
export const SLOTS = 12;
/** A grid's width. */
export const COLUMNS = 4;

/** The colour band of a card value, as on the published cards. */
export function band(value) {
  if (value <= -1) return "neg";
  if (value === 0) return "zero";
  if (value <= 4) return "low";
  if (value <= 8) return "mid";
  return "high";
}

/** The legal moves by kind, from the `kind` and `slot` Python sends with each:
 * { d: the draw move or null, r|t|s|f: Map of slot 0-11 -> move }. */
export function indexMoves(moves) {
  const index = { d: null, r: new Map(), t: new Map(), s: new Map(), f: new Map() };
  for (const move of moves ?? []) {
    if (move?.kind === "d") index.d = move;
    else if (index[move?.kind] instanceof Map && Number.isInteger(move.slot)) index[move.kind].set(move.slot, move);
  }
  return index;
}

/** The slot (0-11) a legal move plays, or null (a draw plays none). */
export function slotOf(move) {
  return Number.isInteger(move?.slot) ? move.slot : null;
}

/** The slots (0-11) of the columns view.last says were just removed, for the
 * seat that removed them: Map of slot -> { column, value }. Column c is slots
 * c, c+4 and c+8 (three rows of four, in reading order). */
export function removedSlots(last) {
  const slots = new Map();
  for (const { column, value } of last?.columns ?? []) {
    if (!Number.isInteger(column)) continue;
    for (let row = 0; row < SLOTS / COLUMNS; row++) slots.set(column + row * COLUMNS, { column, value });
  }
  return slots;
}

/**
 * The kind of move a click on one of the player's cards makes in `phase`, with the
 * discard picked (`mode` "take") or flip mode on ("flip"): r turn up, t take the
 * discard, s swap the drawn card in, f flip; null when a card must be drawn or taken first.
 */
export function clickKind(phase, mode) {
  if (phase === "reveal") return "r";
  if (phase === "turn") return mode === "take" ? "t" : null;
  if (phase === "drawn") return mode === "flip" ? "f" : "s";
  return null;
}

/** The kind of move the main grid's highlighted cards make (see clickKind), and
 * its slots: Map slot -> move, or an empty Set when none is highlighted. */
export function targetSlots(index, phase, mode) {
  const kind = mode === "take" ? "t" : mode === "flip" ? "f" : phase === "drawn" ? "s" : "r";
  const slots = mode === "take" ? index.t : mode === "flip" ? index.f : phase === "drawn" ? index.s : phase === "reveal" ? index.r : new Set();
  return { kind, slots };
}
