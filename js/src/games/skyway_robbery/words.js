// Skyway Robbery in words: alarm dice and why they are rolled, defenses' status, card
// icons and facts, the last job, the result and the prompts. Pure, unit-tested.

import { possessive } from "../../shared/format.js";
import { ACTIONS, DIE, JOBS, PHASES, cardName } from "./game.js";

/** Why an alarm die is rolled, naming a tipping player by name rather than seat number. */
export function alarmWhy(alarm, nameOf) {
  if (typeof alarm?.seat === "number" && / Anonymous Tip$/.test(alarm.why ?? "")) return `${possessive(nameOf(alarm.seat))} Anonymous Tip`;
  return String(alarm?.why ?? "");
}

/** A planned defense's status in words: beaten by a card, vented, inert after a power cut, or open. */
export function defenseStatus(view, defense) {
  if (defense?.beaten_by) return `beaten by ${cardName(view, defense.beaten_by)}`;
  if (defense?.vented_by) return `skipped through a vent by ${cardName(view, defense.vented_by)}`;
  if (defense?.inert) return "inert: the power is cut";
  if (defense?.cleared) return "cleared";
  // the power supply's guard never blocks a job: it is passed only to cut the power
  if (defense?.guard) return "need not be passed: only to cut the power";
  return "still open";
}

/** Dice in words: "handcuffs, exit door" (or "no dice"). */
export function diceText(dice) {
  if (!Array.isArray(dice) || !dice.length) return "no dice";
  return dice.map((d) => DIE[d]?.word ?? String(d)).join(", ");
}

/** An icon's words: "light_rays" -> "light rays". */
export function iconText(icon) {
  return String(icon).replaceAll("_", " ");
}

/** The icons of a card or defense as words: "guards, lock". */
export function iconsText(icons) {
  return Array.isArray(icons) && icons.length ? icons.map(iconText).join(", ") : "";
}

/** A card's printed facts (from view.cards) as short texts: "$3K", "Strength 2", ... */
export function cardFacts(f) {
  const facts = [];
  if (typeof f.cost === "number") facts.push(`$${f.cost}K`);
  if (typeof f.strength === "number" && f.kind !== "turf_war") facts.push(`Strength ${f.strength}`);
  if (f.kind === "turf_war" && typeof f.strength === "number") facts.push(`needs Strength ${f.strength}`);
  if (typeof f.reputation === "number" && f.reputation) facts.push(`${f.reputation} Reputation`);
  if (typeof f.money === "number" && f.money) facts.push(`$${f.money}K`);
  return facts;
}

/** What the last job did, in a sentence, with the players' names from nameOf(seat). */
export function lastText(view, nameOf) {
  const last = view?.last;
  if (!last || typeof last !== "object") return "";
  if (last.kind === "mission") {
    const job = JOBS[last.job] ?? last.job;
    const target = last.target ? ` (${cardName(view, last.target)})` : "";
    const dice = Array.isArray(last.dice) && last.dice.length ? `; dice: ${diceText(last.dice)}` : "";
    const arrested = (last.arrested ?? []).length ? `; arrested: ${last.arrested.map((c) => cardName(view, c)).join(", ")}` : "";
    // a member freed into someone else's hand is no longer named (the hand is secret): say
    // how many went back there instead
    const named = (last.freed ?? []).filter((c) => c !== null && c !== undefined);
    const unnamed = (last.freed ?? []).length - named.length;
    const back = unnamed ? `${unnamed === 1 ? "1 gang member" : `${unnamed} gang members`} back into ${last.seat === view.seat ? "your" : "their"} hand` : "";
    const freedWords = [...named.map((c) => cardName(view, c)), back].filter(Boolean);
    const freed = freedWords.length ? `; freed: ${freedWords.join(", ")}` : "";
    return `Last job: ${possessive(nameOf(last.seat))} ${job}${target} ${last.success ? "succeeded" : "failed"}${dice}${arrested}${freed}.`;
  }
  if (last.kind === "start" && Array.isArray(last.rolls)) return "The start player was rolled for.";
  return "";
}

/** Who won and why, from view.result. */
export function resultText(view, nameOf) {
  const result = view?.result;
  if (!result) return "";
  const winners = (result.winners ?? []).map(nameOf);
  const who = winners.length > 1 ? `${winners.join(" and ")} share the win` : `${winners[0] ?? "Nobody"} wins`;
  return `${who}: ${result.reason ?? "the game is over"}.`;
}

/** What the player to move does in each phase. */
const PROMPTS = {
  draft: "Hire one of your dealt recruits (pay its cost) or send one to the Brig.",
  program: "Program an action card into your next slot (face down).",
  act: "Resolve your revealed card, or pass.",
  plan: "Bring a team, beat or vent each defense, then go or call it off.",
  threat: "Bring enough Strength to threaten the crew member, then go or call it off.",
  rolled: "Keep this roll, or play a reroll trick.",
  arrest: "Handcuffs: choose who is arrested.",
  free: "Choose a gang member to free from the Brig.",
};

/** The headline's first line: "Round 2 · Programming · Ann to move". */
export function turnText(view, nameOf) {
  const phase = PHASES[view.phase] ?? view.phase ?? "";
  const round = typeof view.round === "number" && view.round > 0 ? `Round ${view.round}` : view.draft_round ? `Draft ${view.draft_round}` : "";
  const who = typeof view.current_player === "number" ? `${nameOf(view.current_player)} to move` : "";
  return [round, phase, who].filter(Boolean).join(" \u00B7 ");
}

/** What the player is told: a past position, the result, whom the board waits for, or
 * what to do in this phase. */
export function promptText(view, { viewing, moves, nameOf, waiting }) {
  if (viewing) return "Viewing a past position.";
  if (view.phase === "over") return resultText(view, nameOf);
  if (!moves) return typeof view.current_player === "number" ? waiting ?? `Waiting for ${nameOf(view.current_player)}\u2026` : "";
  return PROMPTS[view.phase] ?? "";
}

/** A program slot in words: the action's name, "face down" or "empty", and whose it is. */
export function programSlotText(slot) {
  const text = slot.state === "empty" ? "empty" : slot.state === "hidden" ? "face down" : ACTIONS[slot.action] ?? slot.action;
  const note = slot.state === "own" ? " (yours, face down)" : slot.state === "revealed" ? " (revealed)" : "";
  return { text, note };
}
