// The Lab's setup, changed the way its controls change it. Pure, unit-tested: each
// function returns a new setup to send to Python, which checks it and sends back the one
// it keeps (a refused one changes nothing and comes back as an error). Nothing here
// decides what is allowed: the controls offer what Python's catalog lists.

import { nt, t } from "../shared/i18n.js";

const clone = (setup) => JSON.parse(JSON.stringify(setup ?? {}));

/** Seat `index` given the bot `name`, with the bot's own settings left to Python's defaults. */
export function withBot(setup, index, name) {
  const next = clone(setup);
  next.seats[index] = { bot: name };
  return next;
}

/** Seat `index` with one of its bot's settings changed. */
export function withSeatSetting(setup, index, key, value) {
  const next = clone(setup);
  next.seats[index] = { ...next.seats[index], [key]: value };
  return next;
}

/** One more seat, played by `bot`. */
export function addSeat(setup, bot) {
  const next = clone(setup);
  next.seats.push({ bot });
  return next;
}

/** Seat `index` taken away. */
export function removeSeat(setup, index) {
  const next = clone(setup);
  next.seats.splice(index, 1);
  return next;
}

/** A name no variant has yet: "Variant 2", "Variant 3"... (in the words in use). */
export function freshVariantName(variants) {
  const names = new Set(variants.map((v) => v.name));
  for (let n = variants.length + 1; ; n += 1) {
    const name = t("Variant {n}", { n });
    if (!names.has(name)) return name;
  }
}

/** One more variant, a copy of the last one's options under a new name. */
export function addVariant(setup) {
  const next = clone(setup);
  const last = next.variants[next.variants.length - 1] ?? { options: {} };
  next.variants.push({ name: freshVariantName(next.variants), options: { ...last.options } });
  return next;
}

/** Variant `index` taken away. */
export function removeVariant(setup, index) {
  const next = clone(setup);
  next.variants.splice(index, 1);
  return next;
}

/** Variant `index` renamed. */
export function renameVariant(setup, index, name) {
  const next = clone(setup);
  next.variants[index].name = name;
  return next;
}

/** Variant `index` with option `name` set to `value`. */
export function withOption(setup, index, name, value) {
  const next = clone(setup);
  next.variants[index].options = { ...next.variants[index].options, [name]: value };
  return next;
}

/** The value of an option in a variant: its own, else the option's default. */
export function optionValue(variant, option) {
  const options = variant?.options ?? {};
  return Object.prototype.hasOwnProperty.call(options, option.name) ? options[option.name] : option.default;
}

/** The setup with `key` ("games" or "seed") set. */
export function withNumber(setup, key, value) {
  return { ...clone(setup), [key]: value };
}

/** What a number box holds, for Python to check: a whole number, or the text as typed. */
export function typedNumber(text) {
  const trimmed = String(text ?? "").trim();
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** What the run is, in words: a tournament of the seats, or a comparison of variants. */
export function planText(setup) {
  const seats = setup?.seats?.length ?? 0;
  const deals = setup?.games ?? 0;
  const variants = setup?.variants?.length ?? 1;
  const games = deals * seats * variants;
  const each = nt("{n} deal, each played once with every seat rotation", "{n} deals, each played once with every seat rotation", deals, { n: deals });
  if (variants <= 1) return nt("A tournament: {each}, so {n} game in all.", "A tournament: {each}, so {n} games in all.", games, { each, n: games });
  return nt("A comparison of {variants} variants on the same deals: {each} under every variant, so {n} game in all. Each variant is compared with the first.", "A comparison of {variants} variants on the same deals: {each} under every variant, so {n} games in all. Each variant is compared with the first.", games, { variants, each, n: games });
}
