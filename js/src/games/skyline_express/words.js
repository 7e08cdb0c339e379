// Skyline Express in words: seats for screen readers, bonuses, the last event, the
// AI opponent's rules (what decided its last steps and what decides its next), the
// end of the game and the prompts. Pure, unit-tested.

import { agree, capital, joinNames, plural } from "../../shared/format.js";
import { isAi, personaWorth, seatName, seatPlace } from "./carriage.js";

/** The keys, said once under the board and in its label. */
export const KEYS_TEXT = "Keys: Y B G R take a die \u00B7 arrows move between seats, Enter or Space seats the passenger \u00B7 + and \u2212 change the die \u00B7 C seats another colour \u00B7 S buys a service \u00B7 E ends the turn \u00B7 A plays the AI opponent's next step \u00B7 Escape closes a choice";

/** What a screen reader hears for a seat:
 * "3b, window seat, right bench, compartment 3: blue persona, worth 3" (the worth in
 * words as drawn, "\u26053": a seat's name holds what it shows). */
export function seatLabel(view, sheet, index) {
  const place = seatPlace(index);
  const colour = sheet?.seats?.[index] ?? null;
  const where = `${seatName(view, index)}, ${place.window ? "window" : "aisle"} seat, ${place.right ? "right" : "left"} bench, compartment ${place.compartment + 1}`;
  if (!colour) return `${where}: empty`;
  if ((sheet.personas ?? []).includes(index)) {
    const worth = personaWorth(sheet, index);
    return `${where}: ${colour} persona${worth !== null ? `, worth ${worth}` : ""}`;
  }
  return `${where}: ${colour} passenger`;
}

/** The words for a bonus gained: "2 tickets", "a ticket and a dice point", "a persona". */
export function gainText(gained) {
  if (!gained) return "";
  if (gained.persona) return "a persona";
  const parts = [];
  if (gained.tickets) parts.push(gained.tickets === 1 ? "a ticket" : plural(gained.tickets, "ticket"));
  if (gained.dice_points) parts.push(gained.dice_points === 1 ? "a dice point" : plural(gained.dice_points, "dice point"));
  return parts.join(" and ");
}

function diceText(dice) {
  return (dice ?? []).map((d) => `${d.colour} ${d.value}`).join(", ");
}

/** The rule of the AI's priority list that decided its `colour` die, from view.ai_trace (or null). */
export function aiDieRule(trace, colour) {
  const step = (Array.isArray(trace) ? trace : []).find((s) => s?.step === "die" && s.choice === colour);
  return typeof step?.decided_by === "string" && step.decided_by ? step.decided_by : null;
}

/** Sentences for view.last (the event that just happened, with the new round's roll);
 * `trace` (view.ai_trace) names the rule that decided the AI opponent's die. */
export function describeLast(last, { nameOf, seatNameOf = (s) => String(s), serviceOf = () => null, trace = [] }) {
  if (!last) return "";
  const ai = isAi(last.player);
  const who = ai ? "The AI opponent" : typeof last.player === "number" ? nameOf(last.player) : "";
  const parts = [];
  if (who) {
    const service = serviceOf(last.service);
    const decided = ai && last.action === "take" ? aiDieRule(trace, last.colour) : null;
    const text = {
      take: `${who} took the ${last.colour} ${last.value}${decided ? `, by its rule \u201C${decided}\u201D` : ""}.`,
      up: `${who} raised the die to ${last.value}, spending a dice point.`,
      down: `${who} lowered the die to ${last.value}, spending a dice point.`,
      recolour: `${who} will seat a ${last.colour} passenger instead, spending dice points.`,
      place: `${who} seated a ${last.colour} ${last.value} in ${seatNameOf(last.seat)}${last.gained ? `: ${gainText(last.gained)}` : ""}${last.changed_by ? ` (${plural(last.changed_by, "dice point")} spent to change the die first)` : ""}.`,
      service: `${who} ${ai ? "took" : "bought"} service ${service ? `${service.id.replace(/^s/, "")}, ${service.name}` : ""}.`,
      end: `${who} ended the turn.`,
    }[last.action];
    if (text) parts.push(text);
  }
  if (Array.isArray(last.rerolled) && last.rerolled.length) parts.push(`The dice left were rerolled: ${diceText(last.rerolled)}.`);
  if (last.game_over) parts.push("Every carriage is full: the game is over.");
  else if (Array.isArray(last.rolled) && typeof last.round === "number") parts.push(`Round ${last.round}: the dice show ${diceText(last.rolled)}.`);
  return parts.join(" ");
}

/** One rule of the AI's die list: "1. the colour it has least of (0 in its carriage): keeps blue and green". */
function ruleText(rule) {
  return `${rule.rule}${rule.detail ? ` (${rule.detail})` : ""}${rule.kept?.length ? `: keeps ${joinNames(rule.kept)}` : ""}`;
}

/** The AI trace as numbered steps, each { title, lines: [{ text, decided? }] }, for a teacher to read out. */
export function traceSteps(trace, { serviceOf = () => null } = {}) {
  return (Array.isArray(trace) ? trace : []).map((step) => {
    if (step?.step === "die") {
      return {
        title: `Die: the ${step.choice} ${step.value}`,
        lines: (step.rules ?? []).map((rule) => ({ text: ruleText(rule), decided: rule.rule === step.decided_by })),
      };
    }
    if (step?.step === "seat") {
      const lines = [];
      if (step.value_rule) lines.push({ text: `Value: ${step.value_rule}` });
      if (step.seat_rule) lines.push({ text: `Seat: ${step.seat_rule}`, decided: true });
      if (step.gained) lines.push({ text: `Gained ${gainText(step.gained)}` });
      return { title: `Seat: ${step.choice}, as a ${step.value}`, lines };
    }
    if (step?.step === "service") {
      const service = serviceOf(step.choice);
      return { title: `Service: ${service ? `${service.name} (${step.choice})` : step.choice}`, lines: step.rule ? [{ text: step.rule, decided: true }] : [] };
    }
    return { title: String(step?.step ?? "step"), lines: [] };
  });
}

/**
 * The AI opponent's next step (view.ai_pending) and the rules that decide it, to
 * read out before it is played: { steps: [text], tie, choices } or null. In a
 * tie the last rule (the player decides, with no detail) names the choices.
 */
export function pendingReason(pending, { serviceOf = () => null } = {}) {
  if (!pending || typeof pending !== "object") return null;
  const choices = Array.isArray(pending.choices) ? pending.choices : [];
  const tie = pending.tie === true;
  let steps = [];
  if (pending.step === "die") {
    const rules = Array.isArray(pending.rules) ? pending.rules : [];
    steps = rules.map((rule, i) => (tie && i === rules.length - 1 && !rule.detail
      ? `${rule.rule} among ${joinNames(choices)}` : ruleText(rule)));
    if (tie && !steps.length) steps.push(`a tie: the player decides among ${joinNames(choices)}`);
  } else if (pending.step === "seat") {
    if (pending.value_rule) steps.push(pending.value_rule);
    if (pending.seat_rule) steps.push(`seat ${pending.seat ?? ""}: ${pending.seat_rule}`.replace(" :", ":"));
  } else if (pending.step === "service") {
    const service = serviceOf(pending.service);
    if (pending.rule) steps.push(`${service ? `${service.name} (${pending.service})` : pending.service}: ${pending.rule}`);
  }
  return { step: pending.step, steps, tie, choices };
}

/**
 * The end of the game in words, from view.result's `kind` and numbers and the
 * players' names (`nameOf`); `winners` is view.winners. Falls back to result.text.
 */
export function resultText(result, { nameOf, winners = [] }) {
  if (!result || typeof result !== "object") return "";
  const first = (seats) => nameOf(Array.isArray(seats) && seats.length ? seats[0] : 0);
  const points = (n) => plural(n, "point");
  switch (result.kind) {
    case "solo_win":
      return `${agree(nameOf(0), "win")}, ${points(result.points)} to the AI opponent's ${result.ai_points}.`;
    case "solo_loss":
      return `The AI opponent wins, ${points(result.ai_points)} to ${result.points}. In the solo game you win only with more points than the AI.`;
    case "solo_tie":
      return `A tie on ${points(result.points)}, and a tie goes to the AI opponent: it wins.`;
    case "win":
      return `${agree(first(winners.length ? winners : result.tied), "win")} with ${points(result.points)}.`;
    case "tie_broken":
      return `${joinNames((result.tied ?? []).map(nameOf))} tie on ${points(result.points)}; the most dice points left breaks the tie: ${agree(first(winners), "win")} (${plural(result.dice_points_left, "dice point")} left).`;
    case "shared":
      return `${joinNames((winners.length ? winners : result.tied ?? []).map(nameOf))} share the win: a tie on ${points(result.points)} and on dice points left (${result.dice_points_left} each).`;
    default:
      return typeof result.text === "string" ? result.text : "";
  }
}

/** A service's Buy button in words: "Buy Dining car: two reds, for 2 tickets". */
export function buyLabel(service, cost) {
  return `Buy ${service.name ?? "service"}: ${service.text ?? (service.colours ?? []).join(" and ")}${typeof cost === "number" ? `, for ${plural(cost, "ticket")}` : ""}`;
}

/** Who holds a die, in words: "the AI opponent" or the player's name. */
export function takerName(taker, nameOf) {
  return isAi(taker) ? "the AI opponent" : nameOf(taker);
}

/** "yellow 3 or green 3": a choice among names. */
function orNames(names) {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** What the player is told: whose turn, the AI opponent's step, or what to do next.
 * `index` is the legal moves (see indexMoves); `autoplay` the AI playing on its own. */
export function promptText(view, index, { viewing, moves, autoplay, busy, nameOf, waiting }) {
  if (viewing) return "Viewing a past position.";
  if (view.over) return "The game is over. Start a new game from the controls above.";
  const who = nameOf(view.current_player);
  const phase = view.phase;
  // one line on a projector: the keys are under the board, the buttons beside the prompt
  if (index.ai.length > 1) return `The AI's priority list ends in a tie: give it the ${orNames([...index.aiTake.keys()].map((c) => `${c} ${(view.dice ?? []).find((d) => d.colour === c)?.value ?? ""}`.trim()))} (click the die).`;
  if (index.ai.length === 1) {
    const move = index.ai[0];
    return autoplay && busy ? `The AI opponent is playing: ${move.label}\u2026` : `${capital(move.label)}: press Next AI step (A).`;
  }
  if (!moves) return typeof phase === "string" && phase.startsWith("ai_") ? "The AI opponent is playing\u2026" : waiting ?? `Waiting for ${who}\u2026`;
  const canBuy = index.service.size > 0;
  if (phase === "pick") return `${who}: take a die (click it, or press Y, B, G or R)${canBuy ? ", or buy a service first (S)" : ""}.`;
  // one line on a projector: the special actions beside it say when they may be played
  if (phase === "hold" && view.held) return `${who}: seat your ${view.held.colour} ${view.held.value} in an empty seat (click it, or arrows then Enter).`;
  if (phase === "after") return `${who}: buy a service (S) or end your turn (E).`;
  return "";
}

/** What the aria-live line adds to the Log's line (which names the move): the bonus,
 * the rule that decided the AI's die, the reroll, the new round and the end. */
export function remarkText(prev, next, nameOf) {
  if (next.log.length <= prev.log.length) return "";
  const last = next.view?.last;
  if (!last) return "";
  const extras = [];
  if (last.action === "place" && last.gained) extras.push(`Gained ${gainText(last.gained)}.`);
  // the AI opponent's die: which rule of its priority list decided it (view.ai_trace)
  const decided = last.action === "take" && isAi(last.player) ? aiDieRule(next.view.ai_trace, last.colour) : null;
  if (decided) extras.push(`By its rule \u201C${decided}\u201D.`);
  const text = describeLast({ ...last, player: undefined }, { nameOf: () => "" });
  if (text) extras.push(text);
  if (next.view.over) {
    const said = resultText(next.view.result, { nameOf, winners: next.view.winners ?? [] });
    if (said) extras.push(said);
  }
  return extras.join(" ");
}
