// Where a piece may go on Skybridge's board, and why not: from the legal moves'
// `kind`/`bases`/`neutral` extras and view.targets (Python's reason and rule),
// never from rules in JavaScript. Pure, unit-tested.

import { neighbours } from "./geometry.js";
import { PIECES, kindOf, pieceKey } from "./pieces.js";

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

/** The distinct reasons in a list of targets, joined: "a; b". */
export function reasonsText(targets) {
  const reasons = [...new Set(targets.filter((t) => t && !t.legal && t.reason).map((t) => t.reason))];
  return reasons.join("; ");
}

/** Every reason view.targets gives against a piece, anywhere: "a; b" ("" when none). */
export function pieceReasons(view, piece) {
  return reasonsText(Object.keys(view?.targets?.[piece] ?? {}).map((place) => targetOf(view, piece, place)));
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

/** A legal move at a place, or why not: { legal, move, reason, rule, summary }. */
function placeState(view, index, piece, place) {
  const move = (index.get(piece) ?? new Map()).get(place) ?? null;
  const target = targetOf(view, piece, place);
  return { legal: move !== null, move, reason: target?.reason ?? "", rule: target?.rule ?? "", summary: target?.summary ?? "" };
}

/**
 * Legal or not, and why, for the picked piece on a base; null when nothing is picked.
 * A bridge's first base is { legal, reason, first: true }; once `firstEnd` is chosen,
 * that base is { legal: true, isFirst: true } and a base not beside it
 * { legal: false, reason, notNext: true }. Otherwise { legal, move, reason, rule, summary }.
 */
export function baseState(view, index, picked, firstEnd, base) {
  if (!picked) return null;
  if (kindOf(picked) === "bridge") {
    if (firstEnd === null) {
      const start = bridgeStart(view, index, base, picked);
      return { legal: start.legal, reason: start.reason, first: true };
    }
    if (base === firstEnd) return { legal: true, isFirst: true };
    if (!neighbours(firstEnd).includes(base)) return { legal: false, reason: `bases ${firstEnd + 1} and ${base + 1} are not neighbours: a bridge lies on two bases side by side`, notNext: true };
    return placeState(view, index, picked, placeKey([firstEnd, base]));
  }
  return placeState(view, index, picked, placeKey([base]));
}
