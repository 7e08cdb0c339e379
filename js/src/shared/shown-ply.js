// Every message that acts on a position carries the ply of the position the board showed
// (docs/widget-protocol.md, "Messages"): the past position time travel shows, else the
// live game's. Python refuses it as stale once the game has left that position, so a
// board shown twice (the same widget in two cells) takes back one move for two Undos.
// goto's own `ply` is where to go: it carries the shown position as `shown`.

/** The field in which each message that acts on a position carries the shown ply. */
export const SHOWN_PLY = Object.freeze({
  move: "ply", why: "ply", undo: "ply", resume: "ply", goto: "shown", bot_step: "ply",
  bot_run: "ply", simulate: "ply", ready: "ply", switch: "ply",
});

/** The ply of the position a snapshot shows: `viewing` while the past is shown, else `ply`. */
export function plyShown(snap) {
  return typeof snap?.viewing === "number" ? snap.viewing : snap?.ply ?? 0;
}

/** `message` with the shown `ply` where it acts on a position and does not say it itself. */
export function withShownPly(message, ply) {
  const key = message && typeof message === "object" ? SHOWN_PLY[message.type] : undefined;
  if (!key || !Object.hasOwn(SHOWN_PLY, message.type) || key in message) return message;
  return { ...message, [key]: ply };
}
