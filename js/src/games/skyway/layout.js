// Skyway's market and play area: the three blueprints, the 3x3 grid's cells, the legal
// placements by blueprint and cell, and the suits' best paths. Pure, unit-tested.

import { SUIT_ORDER } from "../../shared/cards.js";
import { t } from "../../shared/i18n.js";

/** The blueprints' letters, A to C. */
export const LETTERS = ["A", "B", "C"];
const CELL_NAMES = [
  () => t("top left"), () => t("top centre"), () => t("top right"),
  () => t("middle left"), () => t("centre"), () => t("middle right"),
  () => t("bottom left"), () => t("bottom centre"), () => t("bottom right"),
];
/** The cells' numbers less one, 0 to 8 in reading order. */
export const CELLS = CELL_NAMES.map((_, i) => i);

/** Cell `i`'s name (0 to 8 in reading order): "centre", in the board's language. */
export const cellName = (i) => CELL_NAMES[i]?.() ?? String(i + 1);

/** Legal moves keyed "blueprint:cell", from the moves' extras. */
export function indexMoves(moves) {
  const byTarget = new Map();
  for (const move of moves) {
    if (Number.isInteger(move.blueprint) && Number.isInteger(move.cell)) byTarget.set(`${move.blueprint}:${move.cell}`, move);
  }
  return {
    find: (blueprint, cell) => byTarget.get(`${blueprint}:${cell}`) ?? null,
    hasBlueprint: (blueprint) => moves.some((m) => m.blueprint === blueprint),
  };
}

/** The cards on the shown suits' best paths: card -> { suit, step } (step from 1).
 * `shown` is a suit symbol, or "all". */
export function pathSteps(score, shown) {
  const steps = new Map();
  for (const [suit, info] of Object.entries(score?.suits ?? {})) {
    if (shown !== "all" && shown !== suit) continue;
    (info.path ?? []).forEach((step, i) => steps.set(step.card, { suit, step: i + 1, cell: step.cell }));
  }
  return steps;
}

/** The suits in display order: ♠ ♥ ♦ ♣ first, then any the view adds. */
export function suitsInOrder(score) {
  const keys = Object.keys(score?.suits ?? {});
  return [...SUIT_ORDER.filter((s) => keys.includes(s)), ...keys.filter((s) => !SUIT_ORDER.includes(s))];
}

/** How many of a previewed stack's top cards are the ones being placed. */
export function placedCount(move, market) {
  const drafted = market?.[move.blueprint];
  return Math.min(Array.isArray(drafted) ? drafted.length : 0, move.stack?.length ?? 0);
}
