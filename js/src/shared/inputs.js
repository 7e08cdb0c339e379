// Parsing what people type into the controls. Pure, unit-tested. Python
// validates every message again; this only keeps obviously bad input from
// being sent and tells the user at once.

import { t } from "./i18n.js";

/** The New game seed box: blank means "a fresh random seed" (null). */
export function parseSeed(text) {
  const trimmed = String(text ?? "").trim();
  if (trimmed === "") return { ok: true, seed: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: t("The seed must be a whole number, or blank for a random one.") };
  const seed = Number(trimmed);
  if (!Number.isSafeInteger(seed)) return { ok: false, reason: t("That seed is too large.") };
  return { ok: true, seed };
}

/** A positive whole number such as the rollouts per move, within [min, max]. */
export function parseCount(text, { min = 1, max = 1_000_000 } = {}) {
  const trimmed = String(text ?? "").trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: t("Enter a whole number from {min} to {max}.", { min, max }) };
  const count = Number(trimmed);
  if (count < min || count > max) return { ok: false, reason: t("Enter a whole number from {min} to {max}.", { min, max }) };
  return { ok: true, count };
}
