// Skyline Express in words: seats for screen readers, bonuses, the last event, the
// AI opponent's rules (what decided its last steps and what decides its next), the
// end of the game and the prompts. Pure, unit-tested. Every text goes through the
// catalogue of the board's language (shared/i18n.js).

import { capital, joinNames } from "../../shared/format.js";
import { nt, t } from "../../shared/i18n.js";
import { isAi, personaWorth, seatName, seatPlace } from "./carriage.js";

/** The keys, said once under the board and in its label. */
export const keysText = () => t("Keys: Y B G R take a die \u00B7 arrows move between seats, Enter or Space seats the passenger \u00B7 + and \u2212 change the die \u00B7 C seats another colour \u00B7 S buys a service \u00B7 E ends the turn \u00B7 A plays the AI opponent's next step \u00B7 Escape closes a choice");

/** A colour's name as the board says it ("yellow"): the view sends colours as data. */
export function colourName(colour) {
  return {
    yellow: () => t("yellow"),
    blue: () => t("blue"),
    green: () => t("green"),
    red: () => t("red"),
  }[colour]?.() ?? String(colour ?? "");
}

/** A die or passenger in words: "blue 4". */
export const dieText = (colour, value) => t("{colour} {value}", { colour: colourName(colour), value });

/** "the AI opponent" or a player's name, as the subject of a sentence. */
const AI_NAME = () => t("The AI opponent");

/** What a screen reader hears for a seat:
 * "3b, window seat, right bench, compartment 3: blue persona, worth 3" (the worth in
 * words as drawn, "\u26053": a seat's name holds what it shows). */
export function seatLabel(view, sheet, index) {
  const place = seatPlace(index);
  const colour = sheet?.seats?.[index] ?? null;
  const params = { seat: seatName(view, index), compartment: place.compartment + 1 };
  const where = place.window
    ? (place.right ? t("{seat}, window seat, right bench, compartment {compartment}", params) : t("{seat}, window seat, left bench, compartment {compartment}", params))
    : (place.right ? t("{seat}, aisle seat, right bench, compartment {compartment}", params) : t("{seat}, aisle seat, left bench, compartment {compartment}", params));
  if (!colour) return t("{where}: empty", { where });
  if ((sheet.personas ?? []).includes(index)) {
    const worth = personaWorth(sheet, index);
    return worth !== null ? t("{where}: {colour} persona, worth {worth}", { where, colour: colourName(colour), worth }) : t("{where}: {colour} persona", { where, colour: colourName(colour) });
  }
  return t("{where}: {colour} passenger", { where, colour: colourName(colour) });
}

/** The words for a bonus gained: "2 tickets", "a ticket and a dice point", "a persona". */
export function gainText(gained) {
  if (!gained) return "";
  if (gained.persona) return t("a persona");
  const tickets = gained.tickets ? (gained.tickets === 1 ? t("a ticket") : nt("{n} ticket", "{n} tickets", gained.tickets, { n: gained.tickets })) : "";
  const points = gained.dice_points ? (gained.dice_points === 1 ? t("a dice point") : nt("{n} dice point", "{n} dice points", gained.dice_points, { n: gained.dice_points })) : "";
  return tickets && points ? t("{tickets} and {points}", { tickets, points }) : tickets || points;
}

function diceText(dice) {
  return (dice ?? []).map((d) => dieText(d.colour, d.value)).join(", ");
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
  const who = ai ? AI_NAME() : typeof last.player === "number" ? nameOf(last.player) : "";
  const parts = [];
  if (who) {
    const service = serviceOf(last.service);
    const decided = ai && last.action === "take" ? aiDieRule(trace, last.colour) : null;
    const die = dieText(last.colour, last.value);
    const seat = seatNameOf(last.seat);
    const gained = last.gained ? gainText(last.gained) : "";
    const number = service ? service.id.replace(/^s/, "") : "";
    const text = {
      take: () => (decided ? t("{who} took the {die}, by its rule \u201C{rule}\u201D.", { who, die, rule: decided }) : t("{who} took the {die}.", { who, die })),
      up: () => t("{who} raised the die to {value}, spending a dice point.", { who, value: last.value }),
      down: () => t("{who} lowered the die to {value}, spending a dice point.", { who, value: last.value }),
      recolour: () => t("{who} will seat a {colour} passenger instead, spending dice points.", { who, colour: colourName(last.colour) }),
      place: () => {
        const seated = gained ? t("{who} seated a {die} in {seat}: {gained}", { who, die, seat, gained }) : t("{who} seated a {die} in {seat}", { who, die, seat });
        return last.changed_by
          ? nt("{seated} ({n} dice point spent to change the die first).", "{seated} ({n} dice points spent to change the die first).", last.changed_by, { seated, n: last.changed_by })
          : t("{seated}.", { seated });
      },
      service: () => (service
        ? (ai ? t("{who} took service {number}, {service}.", { who, number, service: service.name }) : t("{who} bought service {number}, {service}.", { who, number, service: service.name }))
        : (ai ? t("{who} took a service.", { who }) : t("{who} bought a service.", { who }))),
      end: () => t("{who} ended the turn.", { who }),
    }[last.action]?.();
    if (text) parts.push(text);
  }
  if (Array.isArray(last.rerolled) && last.rerolled.length) parts.push(t("The dice left were rerolled: {dice}.", { dice: diceText(last.rerolled) }));
  if (last.game_over) parts.push(t("Every carriage is full: the game is over."));
  else if (Array.isArray(last.rolled) && typeof last.round === "number") parts.push(t("Round {round}: the dice show {dice}.", { round: last.round, dice: diceText(last.rolled) }));
  return parts.join(" ");
}

/** Colours in a sentence: "blue and green". */
const colourNames = (colours) => joinNames(colours.map(colourName));

/** One rule of the AI's die list: "1. the colour it has least of (0 in its carriage): keeps blue and green". */
function ruleText(rule) {
  const named = rule.detail ? t("{rule} ({detail})", { rule: rule.rule, detail: rule.detail }) : rule.rule;
  return rule.kept?.length ? nt("{rule}: keeps {colours}", "{rule}: keeps {colours}", rule.kept.length, { rule: named, colours: colourNames(rule.kept) }) : named;
}

/** The AI trace as numbered steps, each { title, lines: [{ text, decided? }] }, for a teacher to read out. */
export function traceSteps(trace, { serviceOf = () => null } = {}) {
  return (Array.isArray(trace) ? trace : []).map((step) => {
    if (step?.step === "die") {
      return {
        title: t("Die: the {die}", { die: dieText(step.choice, step.value) }),
        lines: (step.rules ?? []).map((rule) => ({ text: ruleText(rule), decided: rule.rule === step.decided_by })),
      };
    }
    if (step?.step === "seat") {
      const lines = [];
      if (step.value_rule) lines.push({ text: t("Value: {why}", { why: step.value_rule }) });
      if (step.seat_rule) lines.push({ text: t("Seat: {why}", { why: step.seat_rule }), decided: true });
      if (step.gained) lines.push({ text: t("Gained {gained}", { gained: gainText(step.gained) }) });
      return { title: t("Seat: {seat}, as a {value}", { seat: step.choice, value: step.value }), lines };
    }
    if (step?.step === "service") {
      const service = serviceOf(step.choice);
      const named = service ? t("{service} ({id})", { service: service.name, id: step.choice }) : step.choice;
      return { title: t("Service: {service}", { service: named }), lines: step.rule ? [{ text: step.rule, decided: true }] : [] };
    }
    return { title: String(step?.step ?? t("step")), lines: [] };
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
      ? t("{rule} among {colours}", { rule: rule.rule, colours: colourNames(choices) }) : ruleText(rule)));
    if (tie && !steps.length) steps.push(t("a tie: the player decides among {colours}", { colours: colourNames(choices) }));
  } else if (pending.step === "seat") {
    if (pending.value_rule) steps.push(pending.value_rule);
    if (pending.seat_rule) steps.push(pending.seat ? t("seat {seat}: {why}", { seat: pending.seat, why: pending.seat_rule }) : t("seat: {why}", { why: pending.seat_rule }));
  } else if (pending.step === "service") {
    const service = serviceOf(pending.service);
    const named = service ? t("{service} ({id})", { service: service.name, id: pending.service }) : pending.service;
    if (pending.rule) steps.push(t("{service}: {why}", { service: named, why: pending.rule }));
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
  // "You" is the name of a seat: "You win", "Ana wins"
  const wins = (name) => (name === "You" ? t("You win") : t("{name} wins", { name }));
  switch (result.kind) {
    case "solo_win":
      return nt("{wins}, {n} point to the AI opponent's {ai}.", "{wins}, {n} points to the AI opponent's {ai}.", result.points, { wins: wins(nameOf(0)), n: result.points, ai: result.ai_points });
    case "solo_loss":
      return nt("The AI opponent wins, {n} point to {points}. In the solo game you win only with more points than the AI.", "The AI opponent wins, {n} points to {points}. In the solo game you win only with more points than the AI.", result.ai_points, { n: result.ai_points, points: result.points });
    case "solo_tie":
      return nt("A tie on {n} point, and a tie goes to the AI opponent: it wins.", "A tie on {n} points, and a tie goes to the AI opponent: it wins.", result.points, { n: result.points });
    case "win":
      return nt("{wins} with {n} point.", "{wins} with {n} points.", result.points, { wins: wins(first(winners.length ? winners : result.tied)), n: result.points });
    case "tie_broken":
      return t("{names} tie on {points}; the most dice points left breaks the tie: {wins} ({left} left).", {
        names: joinNames((result.tied ?? []).map(nameOf)),
        points: nt("{n} point", "{n} points", result.points, { n: result.points }),
        wins: wins(first(winners)),
        left: nt("{n} dice point", "{n} dice points", result.dice_points_left, { n: result.dice_points_left }),
      });
    case "shared":
      return nt("{names} share the win: a tie on {n} point and on dice points left ({left} each).", "{names} share the win: a tie on {n} points and on dice points left ({left} each).", result.points, { names: joinNames((winners.length ? winners : result.tied ?? []).map(nameOf)), n: result.points, left: result.dice_points_left });
    default:
      return typeof result.text === "string" ? result.text : "";
  }
}

/** A service's Buy button in words: "Buy Dining car: two reds, for 2 tickets". */
export function buyLabel(service, cost) {
  const params = { service: service.name ?? t("service"), text: service.text ?? colourNames(service.colours ?? []) };
  return typeof cost === "number"
    ? nt("Buy {service}: {text}, for {n} ticket", "Buy {service}: {text}, for {n} tickets", cost, { ...params, n: cost })
    : t("Buy {service}: {text}", params);
}

/** Who holds a die, in words: "the AI opponent" or the player's name. */
export function takerName(taker, nameOf) {
  return isAi(taker) ? t("the AI opponent") : nameOf(taker);
}

/** "yellow 3 or green 3": a choice among names. */
function orNames(names) {
  return names.length <= 1 ? names.join("") : t("{names} or {last}", { names: names.slice(0, -1).join(", "), last: names[names.length - 1] });
}

/** What the player is told: whose turn, the AI opponent's step, or what to do next.
 * `index` is the legal moves (see indexMoves); `autoplay` the AI playing on its own. */
export function promptText(view, index, { viewing, moves, autoplay, busy, nameOf, waiting }) {
  if (viewing) return t("Viewing a past position.");
  if (view.over) return t("The game is over. Start a new game from the controls above.");
  const who = nameOf(view.current_player);
  const phase = view.phase;
  // one line on a projector: the keys are under the board, the buttons beside the prompt
  if (index.ai.length > 1) {
    const dice = [...index.aiTake.keys()].map((c) => {
      const value = (view.dice ?? []).find((d) => d.colour === c)?.value;
      return value === undefined ? colourName(c) : dieText(c, value);
    });
    return t("The AI's priority list ends in a tie: give it the {dice} (click the die).", { dice: orNames(dice) });
  }
  if (index.ai.length === 1) {
    const move = index.ai[0];
    return autoplay && busy ? t("The AI opponent is playing: {move}\u2026", { move: move.label }) : t("{move}: press Next AI step (A).", { move: capital(move.label) });
  }
  if (!moves) return typeof phase === "string" && phase.startsWith("ai_") ? t("The AI opponent is playing\u2026") : waiting ?? t("Waiting for {who}\u2026", { who });
  const canBuy = index.service.size > 0;
  if (phase === "pick") return canBuy ? t("{who}: take a die (click it, or press Y, B, G or R), or buy a service first (S).", { who }) : t("{who}: take a die (click it, or press Y, B, G or R).", { who });
  // one line on a projector: the special actions beside it say when they may be played
  if (phase === "hold" && view.held) return t("{who}: seat your {die} in an empty seat (click it, or arrows then Enter).", { who, die: dieText(view.held.colour, view.held.value) });
  if (phase === "after") return t("{who}: buy a service (S) or end your turn (E).", { who });
  return "";
}

/** What the aria-live line adds to the Log's line (which names the move): the bonus,
 * the rule that decided the AI's die, the reroll, the new round and the end. */
export function remarkText(prev, next, nameOf) {
  if (next.log.length <= prev.log.length) return "";
  const last = next.view?.last;
  if (!last) return "";
  const extras = [];
  if (last.action === "place" && last.gained) extras.push(t("Gained {gained}.", { gained: gainText(last.gained) }));
  // the AI opponent's die: which rule of its priority list decided it (view.ai_trace)
  const decided = last.action === "take" && isAi(last.player) ? aiDieRule(next.view.ai_trace, last.colour) : null;
  if (decided) extras.push(t("By its rule \u201C{rule}\u201D.", { rule: decided }));
  const text = describeLast({ ...last, player: undefined }, { nameOf: () => "" });
  if (text) extras.push(text);
  if (next.view.over) {
    const said = resultText(next.view.result, { nameOf, winners: next.view.winners ?? [] });
    if (said) extras.push(said);
  }
  return extras.join(" ");
}
