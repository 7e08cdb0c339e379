// Skybridge's pieces: the four colours, the four shapes and what the picker offers.
// The board knows the shapes (how many levels each takes up) only to draw them.

/** The four colours, in the order the legend lists them. */
export const COLOURS = ["ivory", "charcoal", "orange", "blue"];
/** One letter per colour, printed on every piece (never colour alone). Blue is U (as card
 * games write it): B is the bridge's key, and one prompt shows both. */
export const LETTERS = { ivory: "I", charcoal: "C", orange: "O", blue: "U" };
/** The pieces' shapes: levels taken up (to draw them), names, the key that picks them. */
export const PIECES = {
  tall: { levels: 3, name: "three-story block", label: "3-story", key: "3" },
  short: { levels: 2, name: "two-story block", label: "2-story", key: "2" },
  bridge: { levels: 1, name: "bridge", label: "bridge", key: "B" },
  roof: { levels: 1, name: "roof", label: "roof", key: "R" },
};
/** What can be picked, in picker order ("_n": the fourth colour's blocks, three players). */
export const PICKS = ["tall", "short", "bridge", "roof", "tall_n", "short_n"];

/** "tall" or "tall_n" for a kind and whether it is the fourth colour's. */
export function pieceKey(kind, neutral = false) {
  return `${kind}${neutral ? "_n" : ""}`;
}

/** The kind of a picked piece: "tall_n" -> "tall". */
export function kindOf(piece) {
  return String(piece ?? "").replace(/_n$/, "");
}

/** Whether a picked piece is one of the fourth colour's blocks: "tall_n". */
export function isNeutral(piece) {
  return piece?.endsWith("_n") === true;
}
