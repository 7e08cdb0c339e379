// Numbers and words for the panels and the boards. Pure: no DOM, unit-tested.

import { formatDecimal, t } from "./i18n.js";

const DASH = "\u2014"; // shown for a missing or non-finite number
const EN_DASH = "\u2013"; // between the ends of an interval

const isNumber = (x) => typeof x === "number" && Number.isFinite(x);

/** A probability as a percentage without the sign: 0.153 -> "15". Keeps "<1" and
 * ">99" so a rare but possible outcome never reads as 0% or 100%. */
export function percentNumber(p, digits = 0) {
  if (!isNumber(p)) return DASH;
  const pct = p * 100;
  const step = 10 ** -digits;
  if (pct > 0 && pct < step / 2) return "<" + formatDecimal(step, digits);
  if (pct < 100 && pct > 100 - step / 2) return ">" + formatDecimal(100 - step, digits);
  return formatDecimal(pct, digits);
}

/** 0.153 -> "15%". */
export function formatPercent(p, digits = 0) {
  const text = percentNumber(p, digits);
  return text === DASH ? DASH : text + "%";
}

/** A number with a fixed count of decimals: 14.25 -> "14.3". */
export function formatNumber(x, digits = 1) {
  return isNumber(x) ? formatDecimal(x, digits) : DASH;
}

/** "8–26" from two already formatted ends; a dash when either end is missing. */
export function formatRange(lo, hi) {
  if (lo === DASH || hi === DASH) return DASH;
  return lo === hi ? lo : lo + EN_DASH + hi;
}

/** A win probability and its 95% interval as parts: { value: "15%", range: "8–26%" }
 * (range "" when the row has no interval). */
export function winParts(row) {
  if (!row || !isNumber(row.win)) return { value: DASH, range: "" };
  const range = formatRange(percentNumber(row.win_lo), percentNumber(row.win_hi));
  return { value: formatPercent(row.win), range: range === DASH ? "" : range + "%" };
}

/** A mean final score and its 95% interval as parts: { value: "14.2", range: "13.6–14.8" }. */
export function meanParts(row, digits = 1) {
  if (!row || !isNumber(row.mean)) return { value: DASH, range: "" };
  const range = formatRange(formatNumber(row.mean_lo, digits), formatNumber(row.mean_hi, digits));
  return { value: formatNumber(row.mean, digits), range: range === DASH ? "" : range };
}

const joinParts = ({ value, range }) => (range ? `${value} (${range})` : value);

/** A win probability and its 95% interval on one line: "15% (8–26%)". */
export const formatWin = (row) => joinParts(winParts(row));

/** A mean final score and its 95% interval on one line: "14.2 (13.6–14.8)". */
export const formatMean = (row, digits = 1) => joinParts(meanParts(row, digits));

/** Elapsed seconds: 0.41 -> "0.4 s", 75 -> "75 s". */
export function formatSeconds(seconds) {
  if (!isNumber(seconds)) return DASH;
  return (seconds < 10 ? formatDecimal(seconds, 1) : Math.round(seconds).toString()) + " s";
}

/** Which position a ply number is, in words: 0 -> "the start position". */
export function describePosition(ply) {
  return ply === 0 ? t("the start position") : t("the position after move {ply}", { ply });
}

/** English plural for counts: plural(1, "move") -> "1 move", plural(2, "die", "dice") -> "2 dice". */
export function plural(count, word, many = word + "s") {
  return `${count} ${count === 1 ? word : many}`; // i18n-ignore: English plural, for the boards not yet translated
}

/** The text with its first letter a capital: capital("orange roof") -> "Orange roof". */
export function capital(text) {
  const words = String(text);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names in a sentence: "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function joinNames(names) {
  if (names.length <= 1) return names.join("");
  return t("{names} and {last}", { names: names.slice(0, -1).join(", "), last: names[names.length - 1] });
}

/** "Ann's", and "Your" for the player called You. */
export function possessive(name) {
  return name === "You" ? "Your" : `${name}'s`; // i18n-ignore: English grammar, for the boards not yet translated
}

/** A name and a verb that agrees with it: agree("Ana", "win") -> "Ana wins", "You win". */
export function agree(name, verb) {
  return `${name} ${name === "You" ? verb : `${verb}s`}`; // i18n-ignore: English grammar, for the boards not yet translated
}
