// What the aria-live status line says after an update. Pure, unit-tested.

import { describePosition } from "./format.js";
import { nt, t } from "./i18n.js";

/** One Log entry in words: "Move 4, You: Draft A onto 5". */
export function describeLogEntry(entry) {
  const who = entry.player ?? t("Seat {seat}", { seat: entry.seat });
  return t("Move {ply}, {who}: {move}", { ply: entry.ply, who, move: entry.label ?? entry.id });
}

/**
 * The sentence to announce when the synced state goes from `prev` to `next`
 * (snapshots of the traits), or "" when nothing worth saying happened.
 * `extra` is the board's own remark (such as "Round 2 begins"), appended.
 */
export function announcement(prev, next, extra = "") {
  const parts = [];
  const prevError = prev?.error?.message ?? "";
  const nextError = next.error?.message ?? "";
  if (nextError && (nextError !== prevError || prev.error !== next.error)) {
    parts.push(t("Not done: {error}", { error: nextError }));
  }
  if (prev && prev.viewing !== next.viewing) {
    parts.push(next.viewing === null ? t("Back to the live game.") : t("Viewing {position}.", { position: describePosition(next.viewing) }));
  }
  const before = prev?.log?.length ?? 0;
  const after = next.log.length;
  if (prev && after > before) {
    parts.push(next.log.slice(before).map(describeLogEntry).join(". ") + ".");
  } else if (prev && after < before) {
    parts.push(after === 0 ? t("No moves played: back to the start.") : nt("Took back {n} move.", "Took back {n} moves.", before - after, { n: before - after }));
  }
  if (extra) parts.push(extra);
  return parts.join(" ");
}

/**
 * What a status line's words are about: the position shown, the live game's length, the
 * error and the hand-off. When this changes and nothing new is said, the old words are stale.
 * staleKey({ply: 3, viewing: null, log: [..3], error: {}, handoff: {}}) -> "3|live|3||"
 */
export function staleKey(snap) {
  return [snap.ply, snap.viewing ?? "live", snap.log?.length ?? 0, snap.error?.message ?? "", snap.handoff?.seat ?? ""].join("|");
}
