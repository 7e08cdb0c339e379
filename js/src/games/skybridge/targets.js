// Where a piece may go on Skybridge's board, and why not: from the legal moves'
// `kind`/`bases`/`neutral` extras and view.targets (Python's reason and rule),
// never from rules in JavaScript. Pure, unit-tested.

import { t } from "../../shared/i18n.js";
import { neighbours } from "./geometry.js";
import { PIECES, isNeutral, kindOf, pieceKey } from "./pieces.js";

/** A place as view.targets names it: bases 1-9, low first ("5", "45"). */
export function placeKey(bases) {
  return [...bases].map(Number).sort((a, b) => a - b).map((b) => b + 1).join("");
}

/** The move id a piece on a place would be, in the game's notation (docs/rules/skybridge.md):
 * moveId("roof", [0]) -> "R@1", moveId("tall_n", [4]) -> "3n@5", moveId("bridge", [4, 3]) -> "B@45".
 * What the board asks Python about when a click is no legal move (it says why). */
export function moveId(piece, bases) {
  return `${PIECES[kindOf(piece)]?.key ?? "?"}${isNeutral(piece) ? "n" : ""}@${placeKey(bases)}`;
}

/** The place that best explains why `piece` has no place now: one with the reason
 * view.targets gives most often against it (the first such place), or null. */
export function telltalePlace(view, piece) {
  const entries = Object.entries(view?.targets?.[piece] ?? {}).filter(([, t]) => t && typeof t === "object");
  const count = new Map();
  for (const [, t] of entries) count.set(t.rule, (count.get(t.rule) ?? 0) + 1);
  let best = null;
  for (const [place, t] of entries) if (best === null || count.get(t.rule) > count.get(best[1].rule)) best = [place, t];
  return best ? best[0] : null;
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
 * bridge on it and a neighbour. Returns { legal, ends: [bases], reason, place } where
 * `reason` (from view.targets) says why no bridge starts there and `place` is the pair
 * whose reason comes first: the one to ask Python about.
 */
export function bridgeStart(view, index, base, piece = "bridge") {
  const moves = index.get(piece) ?? new Map();
  const ends = neighbours(base).filter((other) => moves.has(placeKey([base, other])));
  // the reasons about this base first ("base 5 is bare"), then those about its neighbours
  const here = new RegExp(`\\bbases? ${base + 1}\\b`); // i18n-ignore: the English words of a reason; `named` below those of the board's language
  const named = t("base {base}", { base: base + 1 }).toLowerCase();
  const about = (reason) => here.test(reason ?? "") || String(reason ?? "").toLowerCase().includes(named);
  const pairs = neighbours(base).map((other) => ({ place: placeKey([base, other]), target: targetOf(view, piece, placeKey([base, other])) }))
    .sort((p, q) => Number(about(q.target?.reason)) - Number(about(p.target?.reason)));
  const legal = ends.length > 0;
  return { legal, ends, reason: legal ? "" : reasonsText(pairs.map((p) => p.target)), place: legal ? null : pairs[0]?.place ?? null };
}

/** A legal move at a place, or why not: { legal, move, reason, rule, summary }. */
function placeState(view, index, piece, place) {
  const move = (index.get(piece) ?? new Map()).get(place) ?? null;
  const target = targetOf(view, piece, place);
  return { legal: move !== null, move, reason: target?.reason ?? "", rule: target?.rule ?? "", summary: target?.summary ?? "" };
}

/**
 * Legal or not, and why, for the picked piece on a base; null when nothing is picked.
 * A bridge's first base is { legal, reason, first: true, place } (`place`: the pair to ask
 * about, see bridgeStart); once `firstEnd` is chosen, that base is { legal: true,
 * isFirst: true } and a base not beside it { legal: false, reason, notNext: true }, its
 * reason the bases the bridge may end on (from the legal moves). Otherwise { legal,
 * move, reason, rule, summary }.
 */
export function baseState(view, index, picked, firstEnd, base) {
  if (!picked) return null;
  if (kindOf(picked) === "bridge") {
    if (firstEnd === null) {
      const start = bridgeStart(view, index, base, picked);
      return { legal: start.legal, reason: start.reason, first: true, place: start.place };
    }
    if (base === firstEnd) return { legal: true, isFirst: true };
    if (!neighbours(firstEnd).includes(base)) {
      const ends = bridgeStart(view, index, firstEnd, picked).ends.map((b) => String(b + 1));
      const reason = !ends.length ? t("the bridge from base {base} ends on no base", { base: firstEnd + 1 })
        : ends.length > 1 ? t("the bridge from base {base} ends on one of {ends}", { base: firstEnd + 1, ends: ends.join(", ") })
          : t("the bridge from base {base} ends on {ends}", { base: firstEnd + 1, ends: ends[0] });
      return { legal: false, reason, notNext: true };
    }
    return placeState(view, index, picked, placeKey([firstEnd, base]));
  }
  return placeState(view, index, picked, placeKey([base]));
}
