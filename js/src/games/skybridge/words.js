// Skybridge in words: the pieces and bases for screen readers, the last move,
// skips and the end, and the sentences the board says while a piece is placed.
// Pure, unit-tested.

import { agree, capital, joinNames, plural } from "../../shared/format.js";
import { PIECES, isNeutral, kindOf } from "./pieces.js";
import { stackOf } from "./position.js";
import { placeKey } from "./targets.js";

/** The keys, said once under the board and in its label. */
export const KEYS_TEXT = "Keys: 3, 2, B, R pick a three-story block, two-story block, bridge or roof \u00B7 N the fourth colour's blocks (three players) \u00B7 arrows move over the map, Enter or Space places (a bridge: its first base, then a neighbour) \u00B7 Q and E (or [ and ]) turn the 3D board \u00B7 Escape cancels";
/** The corner the 3D board is seen from, per rotation. */
const CORNERS = ["base 9's corner", "base 3's corner", "base 1's corner", "base 7's corner"];
/** Said when the picked piece is put back. */
export const PICK_AGAIN = "Piece put back. Pick a piece: 3, 2, B or R.";
/** Said when a bridge's first base is given up. */
export const FIRST_BASE_CANCELLED = "First base cancelled: choose the bridge's first base.";

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

/** A picked piece in words, placed in `colour`: "the orange roof",
 * "the fourth colour's three-story block (blue)". */
export function pieceName(piece, colour) {
  return isNeutral(piece) ? `the fourth colour's ${PIECES[kindOf(piece)].name} (${colour})` : `the ${colour} ${PIECES[kindOf(piece)]?.name ?? piece}`;
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

/**
 * The map's label for a base: its tower, how it scores (`mark`, see scoringMarks),
 * whether the last piece went there, and what the picked piece (`state`, see
 * baseState; `picked` its name) may do there.
 */
export function cellLabel(view, base, { mark, last = false, state = null, picked = "" }) {
  let label = baseLabel(view, base);
  if (mark.doubled) label += `; doubled for ${mark.owner}`;
  if (mark.bridgedBy.length) label += `; also scores for ${joinNames(mark.bridgedBy)} (bridge)`;
  if (last) label += "; placed here last move";
  if (state) {
    if (state.isFirst) label += ". The bridge's first base: press again to cancel";
    else if (state.legal && state.move) label += `. ${capital(state.move.label ?? "place it here")}`;
    else if (state.legal) label += `. A bridge can start here`;
    else label += `. Not allowed for ${picked}: ${state.reason || "no legal move here"}`;
  }
  return label;
}

/** The line for the base in question: with a piece picked (`state`), whether it may go
 * there and why not (Python's reason, from view.targets); else the base's tower. */
export function reasonText(view, base, state) {
  const where = `Base ${base + 1}:`;
  if (state?.isFirst) return `${where} the bridge's first base.`;
  if (state?.legal && state.move) return `${where} \u2713 ${capital(state.move.label ?? "it may go here")}.`;
  if (state?.legal) return `${where} \u2713 a bridge can start here.`;
  // (Python's reason names the base when it is about it: then it needs no "Base 5:")
  if (state) return `${new RegExp(`\\bbase ${base + 1}\\b`, "i").test(state.reason ?? "") ? "" : `${where} `}\u2715 ${capital(state.reason || "no legal move here")}.`;
  const height = view?.towers?.[base]?.height ?? 0;
  return `${capital(baseLabel(view, base))}${height ? ` (${plural(height, "level")} high)` : ""}.`;
}

/** The 3D board's label: where it is seen from, how many pieces, the tallest tower. */
export function view3dLabel(count, tallest, rotation) {
  return `The board in 3D, seen from ${CORNERS[rotation]}: ${plural(count, "piece")}${count ? `, the tallest tower ${plural(tallest, "level")} high` : ""}. The map beside it lists every base.`;
}

/** The caption between the 3D board's turn buttons: "base 9 in front". */
export function view3dCaption(rotation, front) {
  return `base ${front + 1} in front`;
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
  return `${agree(who, "win")} with ${plural(points, "point")}.`;
}

/**
 * The prompt once a piece is picked: `name` the piece in words (pieceName), `count` how
 * many are left, `places` its legal places (Map place -> move). Why a piece has no place
 * is Python's to say (the board asks it, see placing.js).
 */
export function pickedText(piece, { name, count, places }) {
  if (!places.size) return `${capital(name)}: no place for it now (${count} left).`;
  if (kindOf(piece) === "bridge") return `${capital(name)} picked: choose its first base, then a neighbouring base (${plural(places.size, "way")} to lay it).`;
  const where = places.size > 4 ? `one of the ${places.size} highlighted bases`
    : `${places.size > 1 ? "one of " : ""}${joinNames([...places.keys()])} (highlighted)`;
  return `${capital(name)} picked (${count} left): choose a base, ${where}.`;
}

/**
 * What the player to move is told: whose turn, or the keys that pick a piece.
 * `seat` is the player to move or null, `canPlay` whether this screen may move,
 * `neutral` whether the fourth colour's blocks are offered.
 */
export function promptText(view, { viewing, seat, canPlay, neutral, nameOf, waiting }) {
  if (viewing) return "Viewing a past position.";
  if (view.over) return "The game is over: the final score is under the map. New game starts another.";
  if (seat === null) return "";
  if (!canPlay) return waiting ?? `Waiting for ${nameOf(seat)}\u2026`;
  const skipped = Array.isArray(view.last?.skipped) && view.last.skipped.length ? `${skipText(view.last.skipped, nameOf)} ` : "";
  return `${skipped}${nameOf(seat)}: pick a piece (3, 2, B, R${neutral ? ", N for the fourth colour" : ""}), then a base.`;
}

/** What the aria-live line adds to the Log's line when moves were played: skips and the end. */
export function remarkText(prev, next, nameOf) {
  if (next.log.length <= prev.log.length) return "";
  const parts = [];
  const skipped = next.view?.last?.skipped;
  if (Array.isArray(skipped) && skipped.length) parts.push(skipText(skipped, nameOf));
  if (next.view?.over && !prev.view?.over) parts.push(`Game over: ${resultText(next.view, nameOf)}`);
  return parts.join(" ");
}
