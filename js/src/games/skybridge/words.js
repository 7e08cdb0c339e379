// Skybridge in words: the pieces and bases for screen readers, the last move,
// skips and the end, and the sentences the board says while a piece is placed.
// Pure, unit-tested. Every text goes through the catalogue of the board's language
// (shared/i18n.js); a piece of a colour is named whole (pieceWords), as languages bend
// a colour to its noun.

import { capital, joinNames } from "../../shared/format.js";
import { nt, t } from "../../shared/i18n.js";
import { PIECES, colourName, isNeutral, kindOf, pieceWords } from "./pieces.js";
import { stackOf } from "./position.js";
import { placeKey } from "./targets.js";

/** The keys, said once under the board and in its label. */
export const keysText = () => t("Keys: 3, 2, B, R pick a three-story block, two-story block, bridge or roof \u00B7 N the fourth colour's blocks (three players) \u00B7 arrows move over the map, Enter or Space places (a bridge: its first base, then a neighbour) \u00B7 Q and E (or [ and ]) turn the 3D board \u00B7 Escape cancels");
/** The base whose corner the 3D board is seen from, per rotation. */
const CORNER_BASES = [9, 3, 1, 7];
/** Said when the picked piece is put back. */
export const pickAgainText = () => t("Piece put back. Pick a piece: 3, 2, B or R.");
/** Said when a bridge's first base is given up. */
export const firstBaseCancelledText = () => t("First base cancelled: choose the bridge's first base.");

/** A piece in words: "orange roof", "charcoal bridge to base 2". */
export function pieceText(piece, base = null) {
  if (!piece) return "";
  const text = pieceWords(piece.kind, piece.colour);
  if (piece.kind === "bridge" && base !== null) {
    const other = (piece.bases ?? []).find((b) => b !== base);
    if (other !== undefined) return t("{piece} to base {base}", { piece: text, base: other + 1 });
  }
  return text;
}

/** A picked piece in words, placed in `colour`: "the orange roof",
 * "the fourth colour's three-story block (blue)". */
export function pieceName(piece, colour) {
  const kind = kindOf(piece);
  if (isNeutral(piece)) return t("the fourth colour's {kind} ({colour})", { kind: PIECES[kind]?.name ?? kind, colour: colourName(colour) });
  return t("the {piece}", { piece: pieceWords(kind, colour) });
}

/** What a screen reader hears for a base:
 * "base 5: tower 7 floors, owned by orange; top: orange roof". */
export function baseLabel(view, base) {
  const tower = view?.towers?.[base] ?? {};
  const stack = stackOf(view, base);
  if (!stack.length) return t("base {base}: empty", { base: base + 1 });
  const floors = tower.floors ?? 0;
  const top = pieceText(stack[stack.length - 1], base);
  if (tower.owner) return nt("base {base}: tower {n} floor, owned by {owner}; top: {top}", "base {base}: tower {n} floors, owned by {owner}; top: {top}", floors, { base: base + 1, n: floors, owner: colourName(tower.owner), top });
  return nt("base {base}: tower {n} floor; top: {top}", "base {base}: tower {n} floors; top: {top}", floors, { base: base + 1, n: floors, top });
}

/** The rest of a base's description: "8 levels high; bottom to top: ...". */
export function stackText(view, base) {
  const stack = stackOf(view, base);
  if (!stack.length) return t("No pieces.");
  const height = view?.towers?.[base]?.height ?? 0;
  return nt("{n} level high; bottom to top: {pieces}.", "{n} levels high; bottom to top: {pieces}.", height, { n: height, pieces: stack.map((p) => pieceText(p, base)).join(", ") });
}

/**
 * The map's label for a base: its tower, how it scores (`mark`, see scoringMarks),
 * whether the last piece went there, and what the picked piece (`state`, see
 * baseState; `picked` its name) may do there.
 */
export function cellLabel(view, base, { mark, last = false, state = null, picked = "" }) {
  let label = baseLabel(view, base);
  if (mark.doubled) label = t("{label}; doubled for {owner}", { label, owner: colourName(mark.owner) });
  if (mark.bridgedBy.length) label = t("{label}; also scores for {colours} (bridge)", { label, colours: joinNames(mark.bridgedBy.map(colourName)) });
  if (last) label = t("{label}; placed here last move", { label });
  if (!state) return label;
  let verdict;
  if (state.isFirst) verdict = t("The bridge's first base: press again to cancel");
  else if (state.legal && state.move) verdict = capital(state.move.label ?? t("place it here"));
  else if (state.legal) verdict = t("A bridge can start here");
  else verdict = capital(t("Not allowed for {piece}: {reason}", { piece: picked, reason: state.reason || t("no legal move here") }));
  return `${label}. ${verdict}`;
}

/** Whether a reason (Python's, in the board's language) is about base `base` (1-9). */
function namesBase(reason, base) {
  const text = String(reason ?? "").toLowerCase();
  return new RegExp(`\\bbase ${base}\\b`).test(text) || text.includes(t("base {base}", { base }).toLowerCase()); // i18n-ignore: the English words of a reason
}

/** The line for the base in question: with a piece picked (`state`), whether it may go
 * there and why not (Python's reason, from view.targets); else the base's tower. */
export function reasonText(view, base, state) {
  const n = base + 1;
  if (state?.isFirst) return t("Base {base}: the bridge's first base.", { base: n });
  if (state?.legal && state.move) return t("Base {base}: \u2713 {action}.", { base: n, action: capital(state.move.label ?? t("it may go here")) });
  if (state?.legal) return t("Base {base}: \u2713 a bridge can start here.", { base: n });
  // (Python's reason names the base when it is about it: then it needs no "Base 5:")
  if (state) {
    const reason = capital(state.reason || t("no legal move here"));
    return namesBase(state.reason, n) ? t("\u2715 {reason}.", { reason }) : t("Base {base}: \u2715 {reason}.", { base: n, reason });
  }
  const height = view?.towers?.[base]?.height ?? 0;
  const label = capital(baseLabel(view, base));
  return height ? nt("{label} ({n} level high).", "{label} ({n} levels high).", height, { label, n: height }) : `${label}.`;
}

/** The 3D board's label: where it is seen from, how many pieces, the tallest tower. */
export function view3dLabel(count, tallest, rotation) {
  const corner = t("base {base}'s corner", { base: CORNER_BASES[rotation] });
  const pieces = nt("{n} piece", "{n} pieces", count, { n: count });
  if (!count) return t("The board in 3D, seen from {corner}: {pieces}. The map beside it lists every base.", { corner, pieces });
  const tower = nt("the tallest tower {n} level high", "the tallest tower {n} levels high", tallest, { n: tallest });
  return t("The board in 3D, seen from {corner}: {pieces}, {tower}. The map beside it lists every base.", { corner, pieces, tower });
}

/** The caption between the 3D board's turn buttons: "base 9 in front". */
export function view3dCaption(rotation, front) {
  return t("base {base} in front", { base: front + 1 });
}

/** A sentence for view.last: "Ana put an orange roof on base 5 (level 7). Ben skipped: ..." */
export function describeLast(last, nameOf) {
  if (!last?.piece) return "";
  const piece = last.piece;
  const who = nameOf(last.seat);
  let text;
  if (piece.kind === "bridge") {
    const [a, b] = placeKey(piece.bases).split("");
    text = t("{who} laid the {piece} on bases {a} and {b} (level {level}).", { who, piece: pieceText(piece), a, b, level: piece.z });
  } else {
    const params = { who, piece: pieceText(piece), base: (piece.bases?.[0] ?? 0) + 1, level: piece.z };
    // (English says "an orange", "a blue")
    text = /^[aeiou]/.test(piece.colour ?? "") ? t("{who} put an {piece} on base {base} (level {level}).", params) : t("{who} put a {piece} on base {base} (level {level}).", params);
  }
  const skipped = Array.isArray(last.skipped) ? last.skipped : [];
  if (skipped.length) text += ` ${skipText(skipped, nameOf)}`;
  if (last.game_over) text += ` ${t("No one can place a piece: the game is over.")}`;
  return text;
}

/** "Ben could not place a piece and skipped a turn." (a seat may skip twice in a row). */
export function skipText(skipped, nameOf) {
  if (!skipped.length) return "";
  const names = [...new Set(skipped)].map(nameOf);
  const params = { names: joinNames(names) };
  if (skipped.length > 1) return nt("{names} could not place a piece and skipped.", "{names} could not place a piece and skipped.", names.length, params);
  return t("{names} could not place a piece and skipped a turn.", params);
}

/** The end in words: "Ben wins with 37 points." / "Ana and Ben share the win with 19 points." */
export function resultText(view, nameOf) {
  if (!view?.over) return "";
  const winners = Array.isArray(view.winners) ? view.winners : [];
  if (!winners.length) return t("Game over.");
  const points = view.scores?.[winners[0]] ?? 0;
  const who = joinNames(winners.map(nameOf));
  if (winners.length > 1) return nt("{names} share the win with {n} point each.", "{names} share the win with {n} points each.", points, { names: who, n: points });
  if (who === "You") return nt("You win with {n} point.", "You win with {n} points.", points, { n: points });
  return nt("{name} wins with {n} point.", "{name} wins with {n} points.", points, { name: who, n: points });
}

/**
 * The prompt once a piece is picked: `name` the piece in words (pieceName), `count` how
 * many are left, `places` its legal places (Map place -> move). Why a piece has no place
 * is Python's to say (the board asks it, see placing.js).
 */
export function pickedText(piece, { name, count, places }) {
  if (!places.size) return capital(t("{piece}: no place for it now ({count} left).", { piece: name, count }));
  if (kindOf(piece) === "bridge") return capital(nt("{piece} picked: choose its first base, then a neighbouring base ({n} way to lay it).", "{piece} picked: choose its first base, then a neighbouring base ({n} ways to lay it).", places.size, { piece: name, n: places.size }));
  const bases = joinNames([...places.keys()]);
  let where;
  if (places.size > 4) where = t("one of the {n} highlighted bases", { n: places.size });
  else if (places.size > 1) where = t("one of {bases} (highlighted)", { bases });
  else where = t("{bases} (highlighted)", { bases });
  return capital(t("{piece} picked ({count} left): choose a base, {where}.", { piece: name, count, where }));
}

/**
 * What the player to move is told: whose turn, or the keys that pick a piece.
 * `seat` is the player to move or null, `canPlay` whether this screen may move,
 * `neutral` whether the fourth colour's blocks are offered.
 */
export function promptText(view, { viewing, seat, canPlay, neutral, nameOf, waiting }) {
  if (viewing) return t("Viewing a past position.");
  if (view.over) return t("The game is over: the final score is under the map. New game starts another.");
  if (seat === null) return "";
  if (!canPlay) return waiting ?? t("Waiting for {who}\u2026", { who: nameOf(seat) });
  const skipped = Array.isArray(view.last?.skipped) && view.last.skipped.length ? `${skipText(view.last.skipped, nameOf)} ` : "";
  const name = nameOf(seat);
  return skipped + (neutral
    ? t("{name}: pick a piece (3, 2, B, R, N for the fourth colour), then a base.", { name })
    : t("{name}: pick a piece (3, 2, B, R), then a base.", { name }));
}

/** What the aria-live line adds to the Log's line when moves were played: skips and the end. */
export function remarkText(prev, next, nameOf) {
  if (next.log.length <= prev.log.length) return "";
  const parts = [];
  const skipped = next.view?.last?.skipped;
  if (Array.isArray(skipped) && skipped.length) parts.push(skipText(skipped, nameOf));
  if (next.view?.over && !prev.view?.over) parts.push(t("Game over: {result}", { result: resultText(next.view, nameOf) }));
  return parts.join(" ");
}
