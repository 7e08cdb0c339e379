// What the aria-live status line says after an update. Pure, unit-tested.

import { describePosition, plural } from "./format.js";

/** One Log entry in words: "Move 4, You: Draft A onto 5". */
export function describeLogEntry(entry) {
  const who = entry.player ?? `Seat ${entry.seat}`;
  return `Move ${entry.ply}, ${who}: ${entry.label ?? entry.id}`;
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
    parts.push(`Not done: ${nextError}`);
  }
  if (prev && prev.viewing !== next.viewing) {
    parts.push(next.viewing === null ? "Back to the live game." : `Viewing ${describePosition(next.viewing)}.`);
  }
  const before = prev?.log?.length ?? 0;
  const after = next.log.length;
  if (prev && after > before) {
    parts.push(next.log.slice(before).map(describeLogEntry).join(". ") + ".");
  } else if (prev && after < before) {
    parts.push(after === 0 ? "No moves played: back to the start." : `Took back ${plural(before - after, "move")}.`);
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
