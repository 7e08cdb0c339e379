// Skybridge's pieces: the four colours, the four shapes and what the picker offers.
// The board knows the shapes (how many levels each takes up) only to draw them.

import { t } from "../../shared/i18n.js";

/** The four colours, in the order the legend lists them. */
export const COLOURS = ["ivory", "charcoal", "orange", "blue"];
/** One letter per colour, printed on every piece (never colour alone). Blue is U (as card
 * games write it): B is the bridge's key, and one prompt shows both. */
export const LETTERS = { ivory: "I", charcoal: "C", orange: "O", blue: "U" };
/** The pieces' shapes: levels taken up (to draw them), names, the key that picks them
 * (the words are read when asked, in the board's language). */
export const PIECES = {
  tall: { levels: 3, get name() { return t("three-story block"); }, get label() { return t("3-story"); }, key: "3" },
  short: { levels: 2, get name() { return t("two-story block"); }, get label() { return t("2-story"); }, key: "2" },
  bridge: { levels: 1, get name() { return t("bridge"); }, get label() { return t("bridge"); }, key: "B" },
  roof: { levels: 1, get name() { return t("roof"); }, get label() { return t("roof"); }, key: "R" },
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

/** A colour's name, as a label beside its chip: "ivory". */
export function colourName(colour) {
  return {
    ivory: () => t("ivory"),
    charcoal: () => t("charcoal"),
    orange: () => t("orange"),
    blue: () => t("blue"),
  }[colour]?.() ?? String(colour ?? "");
}

/** A piece of a colour, named on its own (languages that bend a colour to its noun need
 * the pair whole): "orange roof". */
export function pieceWords(kind, colour) {
  const words = {
    ivory: { tall: () => t("ivory three-story block"), short: () => t("ivory two-story block"), bridge: () => t("ivory bridge"), roof: () => t("ivory roof") },
    charcoal: { tall: () => t("charcoal three-story block"), short: () => t("charcoal two-story block"), bridge: () => t("charcoal bridge"), roof: () => t("charcoal roof") },
    orange: { tall: () => t("orange three-story block"), short: () => t("orange two-story block"), bridge: () => t("orange bridge"), roof: () => t("orange roof") },
    blue: { tall: () => t("blue three-story block"), short: () => t("blue two-story block"), bridge: () => t("blue bridge"), roof: () => t("blue roof") },
  }[colour]?.[kind];
  return words ? words() : `${colourName(colour)} ${PIECES[kind]?.name ?? kind}`;
}
