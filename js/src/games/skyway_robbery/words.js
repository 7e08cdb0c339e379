// Skyway Robbery in words: alarm dice and why they are rolled, defenses' status, card
// icons and facts, the last job, the result and the prompts. Pure, unit-tested. Every
// text goes through the catalogue of the board's language (shared/i18n.js).

import { joinNames } from "../../shared/format.js";
import { nt, pt, t } from "../../shared/i18n.js";
import { ACTIONS, DIE, ICONS, JOBS, PHASES, cardName } from "./game.js";

/** A text about what a player owns: `yours(params)` for the player called You ("Your
 * hand"), else `theirs(params)` with `who` the name ("Ann's hand"); each a t() of its own,
 * as languages say the two differently. */
export const owned = (name, yours, theirs, params = {}) => (name === "You" ? yours(params) : theirs({ ...params, who: name }));

/** Why an alarm die is rolled (Python says it in the board's language); a tip (the only
 * reason with a seat) names its player by name rather than seat number. */
export function alarmWhy(alarm, nameOf) {
  if (typeof alarm?.seat === "number") return owned(nameOf(alarm.seat), () => t("Your Anonymous Tip"), (p) => t("{who}'s Anonymous Tip", p));
  return String(alarm?.why ?? "");
}

/** A planned defense's status in words: beaten by a card, vented, inert after a power cut, or open. */
export function defenseStatus(view, defense) {
  if (defense?.beaten_by) return t("beaten by {card}", { card: cardName(view, defense.beaten_by) });
  if (defense?.vented_by) return t("skipped through a vent by {card}", { card: cardName(view, defense.vented_by) });
  if (defense?.inert) return t("inert: the power is cut");
  if (defense?.cleared) return t("cleared");
  // the power supply's guard never blocks a job: it is passed only to cut the power
  if (defense?.guard) return t("need not be passed: only to cut the power");
  return t("still open");
}

/** Dice in words: "handcuffs, exit door" (or "no dice"). */
export function diceText(dice) {
  if (!Array.isArray(dice) || !dice.length) return t("no dice");
  return dice.map((d) => DIE[d]?.word ?? String(d)).join(", ");
}

/** An icon's words: "light" -> "light rays"; an icon of a pack of one's own: its id, spaced. */
export function iconText(icon) {
  return ICONS[icon] ?? String(icon).replaceAll("_", " ");
}

/** The icons of a card or defense as words: "guards, lock". */
export function iconsText(icons) {
  return Array.isArray(icons) && icons.length ? icons.map(iconText).join(", ") : "";
}

/** Money in thousands: "$3K". */
export const moneyText = (amount) => t("${amount}K", { amount });

/** A card's printed facts (from view.cards) as short texts: "$3K", "Strength 2", ... */
export function cardFacts(f) {
  const facts = [];
  if (typeof f.cost === "number") facts.push(moneyText(f.cost));
  if (typeof f.strength === "number" && f.kind !== "turf_war") facts.push(t("Strength {n}", { n: f.strength }));
  if (f.kind === "turf_war" && typeof f.strength === "number") facts.push(t("needs Strength {n}", { n: f.strength }));
  if (typeof f.reputation === "number" && f.reputation) facts.push(t("{n} Reputation", { n: f.reputation }));
  if (typeof f.money === "number" && f.money) facts.push(moneyText(f.money));
  return facts;
}

/** What the last job did, in a sentence, with the players' names from nameOf(seat). */
export function lastText(view, nameOf) {
  const last = view?.last;
  if (!last || typeof last !== "object") return "";
  if (last.kind === "mission") {
    const job = JOBS[last.job] ?? last.job;
    const whose = owned(nameOf(last.seat), (p) => t("Your {job}", p), (p) => t("{who}'s {job}", p), { job });
    const what = last.target ? t("{job} ({target})", { job: whose, target: cardName(view, last.target) }) : whose;
    const parts = [last.success ? t("Last job: {job} succeeded", { job: what }) : t("Last job: {job} failed", { job: what })];
    if (Array.isArray(last.dice) && last.dice.length) parts.push(t("dice: {dice}", { dice: diceText(last.dice) }));
    if ((last.arrested ?? []).length) parts.push(t("arrested: {cards}", { cards: last.arrested.map((c) => cardName(view, c)).join(", ") }));
    // a member freed into someone else's hand is no longer named (the hand is secret): say
    // how many went back there instead
    const named = (last.freed ?? []).filter((c) => c !== null && c !== undefined);
    const unnamed = (last.freed ?? []).length - named.length;
    const back = !unnamed ? "" : last.seat === view.seat
      ? nt("{n} gang member back into your hand", "{n} gang members back into your hand", unnamed, { n: unnamed })
      : nt("{n} gang member back into their hand", "{n} gang members back into their hand", unnamed, { n: unnamed });
    const freedWords = [...named.map((c) => cardName(view, c)), back].filter(Boolean);
    if (freedWords.length) parts.push(t("freed: {cards}", { cards: freedWords.join(", ") }));
    return t("{text}.", { text: parts.join("; ") });
  }
  if (last.kind === "start" && Array.isArray(last.rolls)) return t("The start player was rolled for.");
  return "";
}

/** Who won and why, from view.result. */
export function resultText(view, nameOf) {
  const result = view?.result;
  if (!result) return "";
  const winners = (result.winners ?? []).map(nameOf);
  const reason = result.reason ?? t("the game is over");
  if (winners.length > 1) return t("{names} share the win: {reason}.", { names: joinNames(winners), reason });
  if (winners.length === 1) return t("{name} wins: {reason}.", { name: winners[0], reason });
  return t("Nobody wins: {reason}.", { reason });
}

/** What the player to move does in each phase. */
const PROMPTS = {
  draft: () => t("Hire one of your dealt recruits (pay its cost) or send one to the Brig."),
  program: () => t("Program an action card into your next slot (face down)."),
  act: () => t("Resolve your revealed card, or pass."),
  plan: () => t("Bring a team, beat or vent each defense, then go or call it off."),
  threat: () => t("Bring enough Strength to threaten the crew member, then go or call it off."),
  rolled: () => t("Keep this roll, or play a reroll trick."),
  arrest: () => t("Handcuffs: choose who is arrested."),
  free: () => t("Choose a gang member to free from the Brig."),
};

/** The headline's first line: "Round 2 · Programming · Ann to move". */
export function turnText(view, nameOf) {
  const phase = PHASES[view.phase] ?? view.phase ?? "";
  const round = typeof view.round === "number" && view.round > 0 ? t("Round {n}", { n: view.round }) : view.draft_round ? t("Draft {n}", { n: view.draft_round }) : "";
  const who = typeof view.current_player === "number" ? t("{who} to move", { who: nameOf(view.current_player) }) : "";
  return [round, phase, who].filter(Boolean).join(" \u00B7 ");
}

/** What the player is told: a past position, the result, whom the board waits for, or
 * what to do in this phase. */
export function promptText(view, { viewing, moves, nameOf, waiting }) {
  if (viewing) return t("Viewing a past position.");
  if (view.phase === "over") return resultText(view, nameOf);
  if (!moves) return typeof view.current_player === "number" ? waiting ?? t("Waiting for {who}\u2026", { who: nameOf(view.current_player) }) : "";
  return PROMPTS[view.phase]?.() ?? "";
}

/** A program slot in words: the action's name, "face down" or "empty", and whose it is. */
export function programSlotText(slot) {
  const text = slot.state === "empty" ? pt("program slot", "empty") : slot.state === "hidden" ? t("face down") : ACTIONS[slot.action] ?? slot.action;
  const note = slot.state === "own" ? t(" (yours, face down)") : slot.state === "revealed" ? t(" (revealed)") : "";
  return { text, note };
}
