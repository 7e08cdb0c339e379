// Skyline Express's board: the dice tray and the die in hand, the special
// actions, each player's sheet (a train carriage seen from above, the ticket
// and dice-point tracks, the score), the four goals, the services and, in the
// solo game, the AI opponent's steps with the rules that decided them and, before
// its next step is played, the rules that decide it (view.ai_pending).
// It draws only what `view` and `moves` say: what may be clicked comes from the
// legal moves' `kind` and `colour`/`seat`/`service` extras, never from rules in
// JavaScript. A disabled button's reason and rule are Python's (view.actions), never
// worked out here.

import { makeWidget } from "../shared/widget.js";
import { h, rebuildKeepingFocus, replaceChildren, uniqueId } from "../shared/dom.js";
import { gridStep } from "../shared/grid-nav.js";

export const COLOURS = ["yellow", "blue", "green", "red"];
/** One letter per colour, printed on every die and passenger (never colour alone). */
export const LETTERS = { yellow: "Y", blue: "B", green: "G", red: "R" };
const SEATS = 24;
const COLUMNS = 12; // the 2 x 12 seat grid: the window row, then the aisle row
const COMPARTMENTS = 6;
const AI = "ai";
const KEYS_TEXT = "Keys: Y B G R take a die \u00B7 arrows move between seats, Enter or Space seats the passenger \u00B7 + and \u2212 change the die \u00B7 C seats another colour \u00B7 S buys a service \u00B7 E ends the turn \u00B7 A plays the AI opponent's next step \u00B7 Escape closes a choice";

// ---- Pure helpers (unit-tested) ----

const plural = (n, word, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Is this owner / taker / last.player the AI opponent? The view says "ai". */
export function isAi(who) {
  return who === AI;
}

/** What the special actions cost, from view.costs: { up, down, recolour, service }, null when not sent. */
export function actionCosts(view) {
  const costs = view?.costs ?? {};
  const number = (x) => (typeof x === "number" ? x : null);
  return { up: number(costs.change_value), down: number(costs.change_value), recolour: number(costs.change_colour), service: number(costs.service) };
}

/** What a persona in `seat` is worth: sheet.persona_values is aligned with sheet.personas. */
export function personaWorth(sheet, seat) {
  const at = (sheet?.personas ?? []).indexOf(seat);
  const worth = at >= 0 && Array.isArray(sheet?.persona_values) ? sheet.persona_values[at] : undefined;
  return typeof worth === "number" ? worth : null;
}

/** Where seat 0-23 sits: compartment 0-5, window or aisle, left (a, c) or right (b, d) bench. */
export function seatPlace(index) {
  const row = index < COLUMNS ? 0 : 1;
  const column = index % COLUMNS;
  const compartment = Math.floor(column / 2);
  const right = column % 2 === 1;
  const letter = row === 0 ? (right ? "b" : "a") : (right ? "d" : "c");
  return { compartment, window: row === 0, right, name: `${compartment + 1}${letter}` };
}

/** A compartment's seats in the order a, b, c, d. */
export function compartmentSeats(compartment) {
  return [2 * compartment, 2 * compartment + 1, COLUMNS + 2 * compartment, COLUMNS + 2 * compartment + 1];
}

/** A seat's name: view.seat_names when sent, else worked out from its place. */
export function seatName(view, index) {
  const names = Array.isArray(view?.seat_names) ? view.seat_names : [];
  return names[index] ?? seatPlace(index).name;
}

/** What a screen reader hears for a seat:
 * "3b, window seat, right bench, compartment 3: blue persona (worth 3)". */
export function seatLabel(view, sheet, index) {
  const place = seatPlace(index);
  const colour = sheet?.seats?.[index] ?? null;
  const where = `${seatName(view, index)}, ${place.window ? "window" : "aisle"} seat, ${place.right ? "right" : "left"} bench, compartment ${place.compartment + 1}`;
  if (!colour) return `${where}: empty`;
  if ((sheet.personas ?? []).includes(index)) {
    const worth = personaWorth(sheet, index);
    return `${where}: ${colour} persona${worth !== null ? ` (worth ${worth})` : ""}`;
  }
  return `${where}: ${colour} passenger`;
}

/** The legal moves by kind, from the `kind` and `colour`/`seat`/`service` extras Python sends. */
export function indexMoves(moves) {
  const index = {
    take: new Map(), aiTake: new Map(), place: new Map(), aiPlace: new Map(),
    recolour: new Map(), service: new Map(), aiService: new Map(),
    up: null, down: null, end: null, ai: [],
  };
  const byColour = { take: index.take, "ai-take": index.aiTake, recolour: index.recolour };
  const bySeat = { place: index.place, "ai-place": index.aiPlace };
  const byService = { service: index.service, "ai-service": index.aiService };
  for (const move of moves ?? []) {
    const kind = move?.kind;
    if (kind === "up" || kind === "down" || kind === "end") index[kind] = move;
    else if (byColour[kind] && COLOURS.includes(move.colour)) byColour[kind].set(move.colour, move);
    else if (bySeat[kind] && Number.isInteger(move.seat)) bySeat[kind].set(move.seat, move);
    else if (byService[kind] && Number.isInteger(move.service)) byService[kind].set(move.service, move);
    else continue;
    if (typeof kind === "string" && kind.startsWith("ai-")) index.ai.push(move);
  }
  return index;
}

/** The seat shown large: the seat at the screen, else the player to move, else 0. */
export function mainSeat(snap) {
  if (typeof snap.seat === "number") return snap.seat;
  if (typeof snap.view?.current_player === "number") return snap.view.current_player;
  return 0;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function joinNames(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** A move's cost in `unit` ("dice_points" or "tickets"), from the move, else view.costs' (`fallback`). */
function costOf(move, unit, fallback) {
  const cost = move?.cost?.[unit];
  return typeof cost === "number" ? cost : fallback;
}

/** "+1 (1 dice point)", or "+1" when the cost is not known. */
function withCost(text, cost, unit) {
  return typeof cost === "number" ? `${text} (${plural(cost, unit)})` : text;
}

/** The track's spaces: "spent" (crossed out), "left" (gained, still to spend) or "empty". */
export function trackSpaces(gained, spent, size) {
  return Array.from({ length: Math.max(size, gained, 0) }, (_, i) => (i < spent ? "spent" : i < gained ? "left" : "empty"));
}

/** [1, 2, 3, 4, 5] in groups of 2 -> [[1, 2], [3, 4], [5]]. */
export function chunks(items, size) {
  const groups = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** Compartment -> the goals (their indices in view.goals) player `p` completes there. */
export function goalsByCompartment(goals, p) {
  const found = new Map();
  (goals ?? []).forEach((goal, g) => {
    for (const c of goal?.compartments?.[p] ?? []) {
      if (!found.has(c)) found.set(c, []);
      found.get(c).push(g);
    }
  });
  return found;
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

/** The AI trace as numbered steps, each { title, lines: [{ text, decided? }] }, for a teacher to read out. */
export function traceSteps(trace, { serviceOf = () => null } = {}) {
  return (Array.isArray(trace) ? trace : []).map((step) => {
    if (step?.step === "die") {
      return {
        title: `Die: the ${step.choice} ${step.value}`,
        lines: (step.rules ?? []).map((rule) => ({
          text: `${rule.rule}${rule.detail ? ` (${rule.detail})` : ""}${rule.kept?.length ? `: keeps ${joinNames(rule.kept)}` : ""}`,
          decided: rule.rule === step.decided_by,
        })),
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

/** One rule of the AI's die list: "1. the colour it has least of (0 in its carriage): keeps blue and green". */
function ruleText(rule) {
  return `${rule.rule}${rule.detail ? ` (${rule.detail})` : ""}${rule.kept?.length ? `: keeps ${joinNames(rule.kept)}` : ""}`;
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
    if (pending.value_rule) steps.push(`value: ${pending.value_rule}`);
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
  const verb = (name) => `${name} ${name === "You" ? "win" : "wins"}`;
  const first = (seats) => nameOf(Array.isArray(seats) && seats.length ? seats[0] : 0);
  const points = (n) => plural(n, "point");
  switch (result.kind) {
    case "solo_win":
      return `${verb(nameOf(0))}, ${points(result.points)} to the AI opponent's ${result.ai_points}.`;
    case "solo_loss":
      return `The AI opponent wins, ${points(result.ai_points)} to ${result.points}. In the solo game you win only with more points than the AI.`;
    case "solo_tie":
      return `A tie on ${points(result.points)}, and a tie goes to the AI opponent: it wins.`;
    case "win":
      return `${verb(first(winners.length ? winners : result.tied))} with ${points(result.points)}.`;
    case "tie_broken":
      return `${joinNames((result.tied ?? []).map(nameOf))} tie on ${points(result.points)}; the most dice points left breaks the tie: ${verb(first(winners))} (${plural(result.dice_points_left, "dice point")} left).`;
    case "shared":
      return `${joinNames((winners.length ? winners : result.tied ?? []).map(nameOf))} share the win: a tie on ${points(result.points)} and on dice points left (${result.dice_points_left} each).`;
    default:
      return typeof result.text === "string" ? result.text : "";
  }
}

/** Why an action may not be played, as Python says it (an entry of view.actions):
 * { reason, rule, summary }, or null when it may be (or the view does not say). */
export function refusalOf(entry) {
  if (!entry || typeof entry !== "object") return null;
  return {
    reason: typeof entry.reason === "string" ? entry.reason : "",
    rule: typeof entry.rule === "string" ? entry.rule : "",
    summary: typeof entry.summary === "string" ? entry.summary : "",
  };
}

/** The five special-action buttons, in view.actions' keys. */
export const ACTION_KEYS = ["up", "down", "recolour", "service", "end"];

/**
 * Each special action now: { move, reason, summary } (recolour and service: `moves`,
 * and recolour `byColour`). Enabled comes only from `moves`; a refused action's reason
 * and rule are Python's (view.actions). One reason for them all (`general`): the
 * screen's (a past position, the game over, not this screen's turn), or Python's when
 * it refuses every action for the same reason.
 */
export function actionStates(view, moves, { viewing = false } = {}) {
  const index = moves?.take ? moves : indexMoves(moves);
  const actions = view?.actions && typeof view.actions === "object" ? view.actions : {};
  const anyMove = Object.values(index).some((v) => (v instanceof Map ? v.size > 0 : Array.isArray(v) ? v.length > 0 : v !== null));
  const refusals = ACTION_KEYS.map((key) => refusalOf(actions[key]));
  const shared = refusals.every((r) => r && r.reason && r.reason === refusals[0].reason) ? refusals[0] : null;
  const general = viewing ? "viewing a past position"
    : view?.over ? "the game is over"
    : !anyMove ? "not your turn"
    : shared?.reason ?? "";
  const sharedSummary = shared && general === shared.reason ? shared.summary : "";
  const state = (enabled, refusal, extra) => ({
    ...extra,
    reason: enabled ? "" : general || refusal?.reason || "not possible now",
    summary: enabled ? "" : general ? sharedSummary : refusal?.summary ?? "",
  });
  const recolourMoves = COLOURS.map((c) => index.recolour.get(c)).filter(Boolean);
  const recolourTo = actions.recolour_to && typeof actions.recolour_to === "object" ? actions.recolour_to : {};
  const byColour = new Map(COLOURS.map((c) => {
    const move = index.recolour.get(c) ?? null;
    return [c, state(Boolean(move), refusalOf(recolourTo[c]), { move })];
  }));
  const serviceMoves = [...index.service.values()];
  return {
    general,
    up: state(Boolean(index.up), refusals[0], { move: index.up }),
    down: state(Boolean(index.down), refusals[1], { move: index.down }),
    recolour: state(recolourMoves.length > 0, refusals[2], { moves: recolourMoves, byColour }),
    service: state(serviceMoves.length > 0, refusals[3], { moves: serviceMoves }),
    end: state(Boolean(index.end), refusals[4], { move: index.end }),
  };
}

/** "+1: a 6 cannot go up: 6 never becomes 1 (rule: ...)." for the status line. */
export function refusedText(label, state) {
  return `${label}: ${state.reason}${state.summary ? ` (rule: ${state.summary})` : ""}.`;
}

// ---- Drawing helpers ----

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die face: its colour, its value as pips and a numeral, its letter in the corner. */
function dieFace(colour, value, { big = false } = {}) {
  const pips = PIPS[value] ?? [];
  return h("span", { class: `skyline-die skyline-c-${colour}${big ? " is-big" : ""}`, "aria-hidden": "true", "data-value": value },
    h("span", { class: "skyline-pips" }, Array.from({ length: 9 }, (_, i) => h("span", { class: pips.includes(i) ? "skyline-pip" : "skyline-nopip" }))),
    h("span", { class: "skyline-die-letter", text: LETTERS[colour] ?? "?" }));
}

/** A small chip for a colour (its letter on its colour), for goals, services and choices. */
function colourChip(colour, text = LETTERS[colour] ?? "?") {
  return h("span", { class: `skyline-chip skyline-c-${colour}`, "aria-hidden": "true", text });
}

// ---- The board ----

function mountBoard(host, { play, send }) {
  let snap = null;
  let index = indexMoves([]);
  let focusSeat = 0;
  let chooser = null; // null, "recolour" or "service": the open choice of the special actions
  let panelPreview = null; // a move hovered in the Legal moves / outcomes panels
  const autoplayId = uniqueId("skyline-autoplay");

  const banner = h("div", { class: "skyline-banner", role: "status", hidden: true });
  const roundLine = h("p", { class: "skyline-round" });
  const prompt = h("p", { class: "skyline-prompt", role: "status", "aria-live": "polite" });
  const tray = h("div", { class: "skyline-tray", role: "group", "aria-label": "Dice tray" });
  const hand = h("div", { class: "skyline-hand" });
  const actions = h("div", { class: "skyline-actions", role: "group", "aria-label": "Special actions" });
  const choices = h("div", { class: "skyline-choices", hidden: true });
  const handZone = h("div", { class: "skyline-zone skyline-hand-zone" }, h("h4", { class: "skyw-heading", text: "In hand" }), hand);
  const actionsZone = h("div", { class: "skyline-zone skyline-actions-zone" }, h("h4", { class: "skyw-heading", text: "Special actions" }), actions, choices);
  const aiBox = h("section", { class: "skyline-ai", "aria-label": "AI opponent's steps", hidden: true });
  const mainArea = h("div", { class: "skyline-main-sheet" });
  const others = h("div", { class: "skyline-others" });
  // The other sheets, and in the solo game the AI opponent's steps beside its sheet.
  const othersRow = h("div", { class: "skyline-others-row" }, others, aiBox);
  const goalsBox = h("div", { class: "skyline-goals" });
  const servicesBox = h("div", { class: "skyline-services" });
  const lastLine = h("p", { class: "skyline-last" });
  const keys = h("p", { class: "skyline-keys", text: KEYS_TEXT });

  // The AI box's lasting parts (a checkbox must not be rebuilt under the pointer).
  const aiStep = h("button", { type: "button", class: "skyline-button is-primary skyline-ai-step", "data-focus-key": "ai-step", onclick: () => nextAiStep() });
  const aiStepReason = h("span", { class: "skyline-reason" });
  const autoplay = h("input", { id: autoplayId, type: "checkbox", class: "skyw-checkbox skyline-autoplay" });
  autoplay.addEventListener("change", () => {
    send?.({ type: "settings", settings: { autoplay: autoplay.checked } });
    // ticked while the AI's step waits for a click: it plays on from there (its ties still wait)
    if (autoplay.checked && index.ai.length === 1 && snap?.viewing === null && !snap?.busy) send?.({ type: "bot_run" });
  });
  const aiNote = h("p", { class: "skyline-ai-note" });
  // The AI's next step's reason (view.ai_pending), under its button: read out before clicking.
  const aiWhyId = uniqueId("skyline-ai-why");
  const aiWhy = h("p", { class: "skyline-ai-why", id: aiWhyId, hidden: true });
  aiStep.setAttribute("aria-describedby", aiWhyId);
  const trace = h("ol", { class: "skyline-trace" });
  replaceChildren(aiBox,
    h("h4", { class: "skyw-heading", text: "AI opponent" }),
    h("div", { class: "skyline-ai-controls" },
      h("span", { class: "skyline-action" }, aiStep, aiStepReason),
      h("span", { class: "skyline-autoplay-field" }, autoplay, h("label", { for: autoplayId, text: "AI plays on its own" }))),
    aiWhy,
    aiNote,
    h("h5", { class: "skyline-subheading", text: "Its latest decisions, rule by rule" }),
    trace);

  const root = h("div", {
    class: "skyline",
    tabindex: -1,
    "data-lm-suppress-shortcuts": "true",
    role: "group",
    "aria-label": `Skyline Express board. ${KEYS_TEXT}.`,
  },
  banner,
  h("div", { class: "skyline-status" }, roundLine, prompt),
  h("div", { class: "skyline-table" },
    h("div", { class: "skyline-zone" }, h("h4", { class: "skyw-heading", text: "Dice" }), tray),
    handZone,
    actionsZone),
  mainArea,
  othersRow,
  h("section", { class: "skyline-zone", "aria-label": "Goals" }, h("h4", { class: "skyw-heading", text: "Goals (everyone shares them)" }), goalsBox),
  h("section", { class: "skyline-zone", "aria-label": "Services" }, h("h4", { class: "skyw-heading", text: "Services" }), servicesBox),
  lastLine,
  keys);
  host.append(root);
  root.addEventListener("keydown", onKeydown);

  // ---- Facts about the shown position ----

  const view = () => snap?.view ?? {};
  const nameOf = (seat) => (isAi(seat) ? "AI opponent" : snap?.players?.[seat]?.name ?? `Seat ${Number(seat) + 1}`);
  const me = () => (snap ? mainSeat(snap) : 0);
  const serviceOf = (key) => (view().services ?? []).find((s) => s.index === key || s.id === key) ?? null;
  const states = () => actionStates(view(), index, { viewing: snap?.viewing !== null });
  const noMove = () => say(view().over ? "The game is over." : snap?.viewing !== null ? "Viewing a past position." : "There is no move for you to make now.");

  // ---- Interaction ----

  function takeDie(colour) {
    const move = index.take.get(colour) ?? index.aiTake.get(colour);
    if (move) return play(move);
    if (!snap?.moves.length) return noMove();
    const die = (view().dice ?? []).find((d) => d.colour === colour);
    if (die && die.taken_by !== null && die.taken_by !== undefined) return say(`The ${colour} die was taken by ${isAi(die.taken_by) ? "the AI opponent" : nameOf(die.taken_by)}.`);
    if (view().held) return say("You already hold a die: seat its passenger.");
    if (index.ai.length) return say(`The AI opponent's priority list does not choose the ${colour} die.`);
    return say(`The ${colour} die cannot be taken now.`);
  }

  function clickSeat(seat) {
    const move = index.place.get(seat);
    if (move) return play(move);
    if (!snap?.moves.length) return noMove();
    const colour = view().sheets?.[me()]?.seats?.[seat];
    if (colour) return say(`Seat ${seatName(view(), seat)} is taken by a ${colour} passenger.`);
    if (!view().held) return say(index.take.size ? "Take a die first (Y, B, G or R)." : "You have no passenger to seat now.");
    return say(`Seat ${seatName(view(), seat)} cannot be chosen now.`);
  }

  function runAction(state, label) {
    if (state.move) return play(state.move);
    say(refusedText(label, state));
  }

  function toggleChooser(which) {
    const state = states()[which];
    if (!state.moves.length) {
      say(refusedText(which === "recolour" ? "Seat another colour" : "Buy a service", state));
      return;
    }
    chooser = chooser === which ? null : which;
    drawActions(view());
    if (chooser) {
      say(which === "recolour" ? "Choose the passenger's colour (Y, B, G or R), or Escape." : "Choose a service to buy, or Escape.");
      choices.querySelector("button")?.focus();
    } else {
      actions.querySelector(`[data-focus-key="action-${which}"]`)?.focus();
    }
  }

  function nextAiStep() {
    if (index.ai.length === 1) return play(index.ai[0]);
    if (index.ai.length > 1) return say("The AI's priority list ends in a tie: give it one of the dice marked in the tray.");
    return say(view().solo ? "It is not the AI opponent's step." : "There is no AI opponent in this game.");
  }

  function focusSeatButton(seat) {
    focusSeat = seat;
    // The DOM lists seats compartment by compartment (a b c d); keys are seat numbers.
    const buttons = [...mainArea.querySelectorAll(".skyline-seat[data-seat]")];
    buttons.forEach((b) => (b.tabIndex = Number(b.dataset.seat) === seat ? 0 : -1));
    buttons.find((b) => Number(b.dataset.seat) === seat)?.focus();
  }

  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLInputElement && event.key === " ") return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const colour = COLOURS.find((c) => LETTERS[c].toLowerCase() === key);
    const s = states();
    if (colour) {
      event.preventDefault();
      if (chooser === "recolour") {
        const choice = s.recolour.byColour.get(colour);
        if (choice.move) play(choice.move);
        else say(refusedText(`A ${colour} passenger`, choice));
      } else {
        takeDie(colour);
      }
    } else if (key === "+" || key === "=") {
      event.preventDefault();
      runAction(s.up, "+1");
    } else if (key === "-" || key === "\u2212" || key === "_") {
      event.preventDefault();
      runAction(s.down, "\u22121");
    } else if (key === "c") {
      event.preventDefault();
      toggleChooser("recolour");
    } else if (key === "s") {
      event.preventDefault();
      toggleChooser("service");
    } else if (key === "e") {
      event.preventDefault();
      runAction(s.end, "End turn");
    } else if (key === "a") {
      event.preventDefault();
      nextAiStep();
    } else if (key === "Escape" && chooser) {
      event.preventDefault();
      const was = chooser;
      chooser = null;
      drawActions(view());
      say("Closed.");
      actions.querySelector(`[data-focus-key="action-${was}"]`)?.focus();
    }
  }

  function say(text) {
    prompt.textContent = text;
  }

  // ---- Drawing ----

  function draw() {
    if (!snap) return;
    const v = view();
    drawBanner(v);
    drawStatus(v);
    drawTray(v);
    drawHand(v);
    drawActions(v);
    // once the game is over there is nothing to hold or to spend
    handZone.hidden = v.over === true;
    actionsZone.hidden = v.over === true;
    drawAi(v);
    drawMain(v);
    drawOthers(v);
    drawGoals(v);
    drawServices(v);
    lastLine.textContent = describeLast(v.last, { nameOf, seatNameOf: (s) => seatName(v, s), serviceOf, trace: v.ai_trace });
    lastLine.hidden = !v.last;
    updatePrompt(v);
  }

  function drawBanner(v) {
    banner.hidden = !v.over;
    if (!v.over) return;
    // Python says who won and why (view.result); the board adds the players' names
    const result = v.result ?? null;
    banner.dataset.kind = result?.kind ?? "";
    const text = resultText(result, { nameOf, winners: Array.isArray(v.winners) ? v.winners : [] });
    banner.textContent = `\u2605 Game over.${text ? ` ${text}` : ""}`;
  }

  function drawStatus(v) {
    const parts = [];
    if (typeof v.round === "number") parts.push(h("strong", { class: "skyline-round-count", text: `Round ${v.round}${v.rounds ? ` of ${v.rounds}` : ""}` }));
    if (typeof v.first === "number" && !v.solo) parts.push(` \u00B7 first player: ${nameOf(v.first)}`);
    const queue = (Array.isArray(v.queue) ? v.queue : []).map((q) => (q === "reroll" ? "reroll the dice left" : nameOf(q)));
    if (!v.over) parts.push(queue.length ? ` \u00B7 then: ${queue.join(" \u2192 ")}` : " \u00B7 last turn of the round");
    replaceChildren(roundLine, parts);
  }

  function drawTray(v) {
    const dice = Array.isArray(v.dice) ? v.dice : [];
    const tie = index.aiTake.size > 1;
    const preview = panelPreview;
    rebuildKeepingFocus(tray, () => replaceChildren(tray, dice.map((die) => {
      const takeMove = index.take.get(die.colour);
      const aiMove = index.aiTake.get(die.colour);
      const move = takeMove ?? aiMove;
      const taken = die.taken_by !== null && die.taken_by !== undefined;
      const inHand = taken && v.held && COLOURS[v.held.die] === die.colour;
      let label = `${capital(die.colour)} die: ${die.value}`;
      let caption = "";
      if (taken) {
        caption = inHand ? "in hand" : isAi(die.taken_by) ? "AI" : nameOf(die.taken_by);
        label += inHand ? `, in ${nameOf(v.current_player)}'s hand` : `, taken by ${isAi(die.taken_by) ? "the AI opponent" : nameOf(die.taken_by)}`;
      }
      if (takeMove) label += `. Take it (${LETTERS[die.colour]})`;
      else if (aiMove) label += tie ? `. Give it to the AI opponent (${LETTERS[die.colour]})` : ". The AI opponent's list picks it: Next AI step (A)";
      const previewed = preview && (preview.kind === "take" || preview.kind === "ai-take") && preview.colour === die.colour;
      const button = h("button", {
        type: "button",
        class: `skyline-die-button${move ? " is-target" : ""}${taken ? " is-taken" : ""}${aiMove && !tie ? " is-ai-pick" : ""}${previewed ? " is-preview" : ""}`,
        "data-colour": die.colour,
        "data-focus-key": `die-${die.colour}`,
        "aria-label": label,
        "aria-disabled": String(!move),
        onclick: () => takeDie(die.colour),
      }, dieFace(die.colour, die.value, { big: true }), caption ? h("span", { class: "skyline-die-caption", "aria-hidden": "true", text: caption }) : null);
      const choice = tie && aiMove
        ? h("button", { type: "button", class: "skyline-button skyline-give", "data-colour": die.colour, "data-focus-key": `give-${die.colour}`, onclick: () => play(aiMove), text: `Give the AI the ${die.colour} ${die.value}` })
        : null;
      return h("div", { class: "skyline-die-slot" }, button, choice);
    })));
  }

  function drawHand(v) {
    const held = v.held;
    if (!held) {
      replaceChildren(hand, h("span", { class: "skyline-die is-empty is-big", role: "img", "aria-label": "No die in hand" }));
      return;
    }
    const die = v.dice?.[held.die] ?? {};
    const changes = [];
    if (die.value !== undefined && die.value !== held.value) changes.push(`rolled ${die.value}`);
    if (die.colour && die.colour !== held.colour) changes.push(`a ${die.colour} die`);
    const face = dieFace(held.colour, held.value, { big: true });
    face.removeAttribute("aria-hidden");
    face.setAttribute("role", "img");
    face.setAttribute("aria-label", `In hand: a ${held.colour} ${held.value}${changes.length ? ` (${changes.join(", ")})` : ""}, held by ${nameOf(v.current_player)}`);
    replaceChildren(hand, face, changes.length ? h("span", { class: "skyline-hand-note", "aria-hidden": "true", text: changes.join(", ") }) : null);
  }

  function actionButton({ key, text, state, onclick, expanded, sharedReason = null }) {
    const enabled = Boolean(state.move) || (Array.isArray(state.moves) && state.moves.length > 0);
    const reasonId = uniqueId("skyline-reason");
    const previewed = panelPreview && ((key === "up" && panelPreview.kind === "up") || (key === "down" && panelPreview.kind === "down")
      || (key === "end" && panelPreview.kind === "end") || (key === "recolour" && panelPreview.kind === "recolour") || (key === "service" && panelPreview.kind === "service"));
    return h("span", { class: "skyline-action" },
      h("button", {
        type: "button",
        class: `skyline-button${enabled ? " is-ready" : ""}${previewed ? " is-preview" : ""}`,
        "data-action": key,
        "data-focus-key": `action-${key}`,
        "aria-disabled": String(!enabled),
        "aria-describedby": enabled ? null : sharedReason ?? reasonId,
        "aria-expanded": expanded === undefined ? null : String(expanded),
        onclick,
      }, text),
      h("span", { class: "skyline-reason", id: reasonId, title: enabled || sharedReason || !state.summary ? null : `rule: ${state.summary}`, text: enabled || sharedReason ? "" : state.reason }));
  }

  const sharedReason = (id) => (id ? { sharedReason: id } : {});

  function drawActions(v) {
    const s = states();
    const costs = actionCosts(v);
    const upCost = costOf(s.up.move, "dice_points", costs.up);
    const downCost = costOf(s.down.move, "dice_points", costs.down);
    const recolourCost = costOf(s.recolour.moves[0], "dice_points", costs.recolour);
    const serviceCost = costOf(s.service.moves[0], "tickets", costs.service);
    if (chooser && !s[chooser].moves.length) chooser = null;
    // One reason for all (not your turn, the AI's step...): said once, above the buttons.
    const sharedId = s.general ? uniqueId("skyline-reason") : null;
    const shared = sharedReason(sharedId);
    rebuildKeepingFocus(actions, () => replaceChildren(actions,
      s.general ? h("p", { class: "skyline-actions-note", id: sharedId, text: s.general }) : null,
      actionButton({ key: "up", text: withCost("+1", upCost, "dice point"), state: s.up, onclick: () => runAction(states().up, "+1"), ...shared }),
      actionButton({ key: "down", text: withCost("\u22121", downCost, "dice point"), state: s.down, onclick: () => runAction(states().down, "\u22121"), ...shared }),
      actionButton({ key: "recolour", text: withCost("Seat another colour\u2026", recolourCost, "dice point"), state: s.recolour, expanded: chooser === "recolour", onclick: () => toggleChooser("recolour"), ...shared }),
      actionButton({ key: "service", text: withCost("Buy service\u2026", serviceCost, "ticket"), state: s.service, expanded: chooser === "service", onclick: () => toggleChooser("service"), ...shared }),
      actionButton({ key: "end", text: "End turn", state: s.end, onclick: () => runAction(states().end, "End turn"), ...shared })));
    choices.hidden = !chooser;
    if (!chooser) {
      replaceChildren(choices);
      return;
    }
    rebuildKeepingFocus(choices, () => replaceChildren(choices,
      chooser === "recolour"
        ? [h("span", { class: "skyline-choices-label", text: "Seat a passenger of colour:" }),
          s.recolour.moves.map((move) => h("button", {
            type: "button", class: "skyline-button skyline-choice", "data-colour": move.colour, "data-focus-key": `recolour-${move.colour}`,
            "aria-label": withCost(`Seat a ${move.colour} passenger instead`, recolourCost, "dice point"), onclick: () => play(move),
          }, colourChip(move.colour), ` ${capital(move.colour)}`))]
        : [h("span", { class: "skyline-choices-label", text: "Buy:" }),
          s.service.moves.map((move) => {
            const service = serviceOf(move.service) ?? {};
            return h("button", {
              type: "button", class: "skyline-button skyline-choice", "data-service": move.service, "data-focus-key": `buy-${move.service}`,
              "aria-label": `Buy ${service.name ?? "service"}: ${service.text ?? (service.colours ?? []).join(" and ")}${typeof serviceCost === "number" ? `, for ${plural(serviceCost, "ticket")}` : ""}`, title: service.text ?? null, onclick: () => play(move),
            }, service.name ?? move.id, " ", (service.colours ?? []).map((c) => colourChip(c)));
          })]));
  }

  function drawAi(v) {
    aiBox.hidden = !v.solo;
    if (!v.solo) return;
    const single = index.ai.length === 1 ? index.ai[0] : null;
    aiStep.textContent = single ? `Next AI step: ${single.label ?? single.id} (A)` : "Next AI step (A)";
    aiStep.setAttribute("aria-disabled", String(!single));
    aiStep.classList.toggle("is-ready", Boolean(single));
    aiStepReason.textContent = single ? ""
      : index.ai.length > 1 ? "its list ends in a tie: give it a die"
      : v.over ? "the game is over"
      : "not the AI opponent's step";
    aiStepReason.hidden = Boolean(single);
    autoplay.checked = snap.settings?.autoplay === true;
    autoplay.disabled = snap.busy === "simulating";
    const tie = index.aiTake.size > 1;
    aiNote.textContent = tie
      ? `Its priority list ends in a tie, so the player decides: give it the ${joinNames([...index.aiTake.keys()])} die with the buttons under the dice.`
      : snap.busy === "bots" ? "The AI opponent is playing\u2026" : "";
    aiNote.hidden = aiNote.textContent === "";
    const why = pendingReason(v.ai_pending, { serviceOf });
    const steps = why?.steps ?? [];
    replaceChildren(aiWhy, steps.length ? [
      h("strong", { class: "skyline-why-label", text: why.tie ? "A tie. Why: " : "Why: " }),
      steps.map((text, i) => [i ? [h("span", { class: "skyline-why-arrow", "aria-hidden": "true", text: " \u2192 " }), h("span", { class: "skyw-visually-hidden", text: ", then " })] : null,
        h("span", { class: "skyline-why-step", text })]),
    ] : []);
    aiWhy.hidden = steps.length === 0;
    const decisions = traceSteps(v.ai_trace, { serviceOf });
    replaceChildren(trace, decisions.length
      ? decisions.map((step) => h("li", { class: "skyline-trace-step" },
        h("strong", { text: step.title }),
        step.lines.length ? h("ul", { class: "skyline-trace-rules" }, step.lines.map((line) =>
          h("li", { class: line.decided ? "is-decided" : null },
            line.text,
            line.decided ? h("span", { class: "skyline-decided", text: " \u2714 decided it" }) : null))) : null))
      : h("li", { class: "skyline-trace-empty", text: "No AI step yet." }));
  }

  // ---- A player's sheet: the carriage, the tracks, the score ----

  function sheetLabel(v, sheet, who, { main = false, ai = false } = {}) {
    const player = ai ? {} : snap.players?.[who] ?? {};
    const name = ai ? "AI opponent" : player.name ?? `Seat ${who + 1}`;
    const bot = player.kind === "bot" ? ` (${!player.bot || player.bot === name ? "bot" : player.bot})` : "";
    const toMove = !ai && v.current_player === who && !v.over && !String(v.phase ?? "").startsWith("ai_");
    const aiToMove = ai && String(v.phase ?? "").startsWith("ai_");
    const winner = v.over && !ai && (v.winners ?? []).includes(who);
    const aiWins = v.over && ai && ["solo_loss", "solo_tie"].includes(v.result?.kind);
    const firstMark = !ai && !v.solo && v.first === who;
    return h("div", { class: "skyline-sheet-label" },
      h("span", { class: "skyline-name-line", title: `${name}${bot}` },
        toMove || aiToMove ? h("span", { class: "skyline-badge is-turn", text: "\u25B6 to move" }) : null,
        h("span", { class: "skyline-who" }, h("strong", { class: "skyline-name", text: name }), bot ? h("span", { class: "skyline-bot", text: bot }) : null)),
      h("span", { class: "skyline-total", text: `\u00B7 ${plural(sheet?.score?.total ?? 0, "point")}` }),
      firstMark ? h("span", { class: "skyline-badge is-first", text: "first player" }) : null,
      winner || aiWins ? h("span", { class: "skyline-badge is-winner", text: "\u2605 winner" }) : null,
      main && !ai && snap.players?.filter((p) => p.kind === "human").length > 1 ? h("span", { class: "skyline-badge", text: "at the screen" }) : null);
  }

  function passenger(sheet, seat, { compact = false } = {}) {
    const colour = sheet?.seats?.[seat];
    if (!colour) return h("span", { class: "skyline-seat-name", "aria-hidden": "true", text: compact ? "" : seatPlace(seat).name });
    const persona = (sheet.personas ?? []).includes(seat);
    const worth = personaWorth(sheet, seat);
    return h("span", { class: `skyline-passenger skyline-c-${colour}${persona ? " is-persona" : ""}`, "aria-hidden": "true" },
      h("span", { class: "skyline-passenger-letter", text: LETTERS[colour] ?? "?" }),
      persona ? h("span", { class: "skyline-persona", text: `\u2605${worth ?? ""}` }) : null);
  }

  /** The carriage seen from above: 6 compartments, windows at the top, corridor at the bottom. */
  function carriage(v, sheet, who, { main = false, ai = false } = {}) {
    const goals = ai ? new Map() : goalsByCompartment(v.goals, who);
    const last = v.last && v.last.action === "place" && (ai ? isAi(v.last.player) : v.last.player === who) ? v.last.seat : null;
    const aiTarget = ai && index.aiPlace.size ? [...index.aiPlace.keys()][0] : null;
    const preview = panelPreview && Number.isInteger(panelPreview.seat)
      && ((main && panelPreview.kind === "place") || (ai && panelPreview.kind === "ai-place")) ? panelPreview.seat : null;
    const held = main ? v.held : null;
    const compartments = Array.from({ length: COMPARTMENTS }, (_, c) => {
      const done = goals.get(c) ?? [];
      const goalText = done.map((g) => `the ${v.goals[g].die} goal (+${v.goals[g].points})`);
      const seats = compartmentSeats(c).map((seat) => {
        const target = main && index.place.has(seat);
        const classes = `skyline-seat${target ? " is-target" : ""}${last === seat ? " is-last" : ""}${preview === seat ? " is-preview" : ""}${aiTarget === seat ? " is-ai-target" : ""}${seatPlace(seat).right ? " is-right" : " is-left"}${seatPlace(seat).window ? " is-window" : " is-aisle"}`;
        let label = seatLabel(v, sheet, seat);
        if (last === seat) label += ", seated just now";
        if (aiTarget === seat) label += ". The AI opponent's next seat";
        if (target && held) label += `. Seat the ${held.colour} ${held.value} here`;
        if (main) {
          return h("button", {
            type: "button", class: classes, "data-seat": seat, "data-focus-key": `seat-${seat}`, "aria-label": label,
            tabindex: seat === focusSeat ? 0 : -1, onclick: () => clickSeat(seat), onfocus: () => (focusSeat = seat),
          }, passenger(sheet, seat));
        }
        return h("span", { class: classes, "data-seat": seat, role: "img", "aria-label": label }, passenger(sheet, seat, { compact: true }));
      });
      const [a, b, cSeat, d] = seats;
      return h("div", {
        class: `skyline-compartment${done.length ? " is-goal" : ""}`,
        "data-compartment": c,
        role: "group",
        "aria-label": `Compartment ${c + 1}${goalText.length ? `: completes ${joinNames(goalText)}` : ""}`,
      },
      h("span", { class: "skyline-window", "aria-hidden": "true" }),
      h("div", { class: "skyline-benches" },
        a, h("span", { class: "skyline-table-top", "aria-hidden": "true" }), b,
        cSeat, h("span", { class: "skyline-legroom", "aria-hidden": "true" }), d),
      h("span", { class: "skyline-door", "aria-hidden": "true" }),
      // the corridor outside the compartment: the goals it completes
      h("span", { class: "skyline-goal-marks", "aria-hidden": "true" },
        done.map((g) => h("span", { class: `skyline-goal-mark skyline-c-${v.goals[g].die}`, text: `${LETTERS[v.goals[g].die]} +${v.goals[g].points}` }))));
    });
    const car = h("div", {
      class: `skyline-car${main ? " is-main" : ""}`,
      role: "group",
      "aria-label": `${ai ? "The AI opponent" : nameOf(who)}'s carriage: 6 compartments, windows at the top, the corridor at the bottom; seats 1a to 6d`,
    },
    h("div", { class: "skyline-compartments" }, compartments));
    if (main) {
      car.addEventListener("keydown", (event) => {
        const to = gridStep(focusSeat, event.key, { columns: COLUMNS, count: SEATS, ctrlKey: event.ctrlKey });
        if (to === null) return;
        event.preventDefault();
        focusSeatButton(to);
      });
    }
    return car;
  }

  function track(title, gained, spent, size, unit) {
    const left = gained - spent;
    return h("div", { class: "skyline-track", role: "img", "aria-label": `${title}: ${gained} gained, ${spent} spent, ${left} left (a track of ${size})` },
      h("span", { class: "skyline-track-title", "aria-hidden": "true" },
        h("strong", { text: title }), ` ${left} left`, h("span", { class: "skyline-track-detail", text: ` (${gained} gained, ${spent} spent)` })),
      h("span", { class: "skyline-track-spaces", "aria-hidden": "true", "data-unit": unit },
        chunks(trackSpaces(gained, spent, size), 6).map((group) =>
          h("span", { class: "skyline-space-group" }, group.map((state) => h("span", { class: `skyline-space is-${state}` }))))));
  }

  function sheetView(v, sheet, who, { main = false, ai = false } = {}) {
    const tracks = v.tracks ?? {};
    const score = sheet?.score ?? {};
    const owned = (sheet?.services ?? []).map((i) => serviceOf(i)).filter(Boolean);
    const turn = !ai && v.current_player === who && !v.over && !String(v.phase ?? "").startsWith("ai_");
    const aiTurn = ai && String(v.phase ?? "").startsWith("ai_");
    return h("section", {
      class: `skyline-sheet${main ? " is-main" : ""}${ai ? " is-ai" : ""}${turn || aiTurn ? " is-turn" : ""}`,
      "data-seat": ai ? AI : who,
      "aria-label": `${ai ? "AI opponent" : nameOf(who)}'s sheet`,
    },
    sheetLabel(v, sheet, who, { main, ai }),
    carriage(v, sheet, who, { main, ai }),
    main ? h("p", { class: "skyline-car-legend", text: "Windows along the top, the corridor along the bottom. Benches face each other: a and c on the left bench, b and d on the right; a and b by the window." }) : null,
    h("div", { class: "skyline-sheet-foot" },
      h("div", { class: "skyline-tracks" },
        track("Tickets", sheet?.tickets ?? 0, sheet?.tickets_spent ?? 0, tracks.tickets ?? 48, "ticket"),
        track("Dice points", sheet?.dice_points ?? 0, sheet?.dice_points_spent ?? 0, tracks.dice_points ?? 24, "dice-point")),
      h("dl", { class: "skyline-score", "aria-label": `Score: ${score.total ?? 0} points` },
        h("div", {}, h("dt", { text: "Goals" }), h("dd", { text: ai ? "none" : String(score.goals ?? 0) })),
        h("div", {}, h("dt", { text: ai ? "Personas \u00D72" : "Personas" }), h("dd", { text: String(score.personas ?? 0) })),
        h("div", {}, h("dt", { text: "Services" }), h("dd", { text: String(score.services ?? 0) })),
        h("div", { class: "is-total" }, h("dt", { text: "Total" }), h("dd", { text: String(score.total ?? 0) }))),
      owned.length ? h("p", { class: "skyline-owned" }, "Services: ", owned.map((s, i) => [i ? ", " : "", s.name, " ", s.colours.map((c) => colourChip(c))])) : null,
      ai ? h("p", { class: "skyline-ai-scoring", text: "The AI opponent scores no goals, its personas count double, and it wins a tie." }) : null));
  }

  function drawMain(v) {
    const seat = me();
    const sheet = v.sheets?.[seat];
    rebuildKeepingFocus(mainArea, () => replaceChildren(mainArea, sheet ? sheetView(v, sheet, seat, { main: true }) : null));
  }

  function drawOthers(v) {
    const sheets = Array.isArray(v.sheets) ? v.sheets : [];
    const seat = me();
    const parts = [];
    for (let k = 1; k < sheets.length; k++) {
      const p = (seat + k) % sheets.length;
      parts.push(sheetView(v, sheets[p], p));
    }
    if (v.ai) parts.push(sheetView(v, v.ai, AI, { ai: true }));
    others.classList.toggle("is-solo", Boolean(v.solo));
    others.hidden = parts.length === 0;
    replaceChildren(others, parts);
  }

  function drawGoals(v) {
    const goals = Array.isArray(v.goals) ? v.goals : [];
    const seat = me();
    const sheets = Array.isArray(v.sheets) ? v.sheets : [];
    replaceChildren(goalsBox, goals.map((goal) => {
      const mine = goal.compartments?.[seat] ?? [];
      const rolled = typeof goal.rolled === "number" ? goal.rolled : null;
      return h("article", { class: `skyline-goal${mine.length ? " is-done" : ""}`, "data-goal": goal.id },
        h("div", { class: "skyline-goal-head" },
          rolled !== null ? dieFace(goal.die, rolled) : colourChip(goal.die),
          h("span", { class: "skyline-goal-title" }, h("strong", { text: `${capital(goal.die)} goal` }), rolled !== null ? ` (rolled ${rolled})` : ""),
          goal.ours ? h("span", { class: "skyline-badge is-ours", title: "The rulebook's goal table stops before this goal: the skywidgets project designed it", text: "ours" }) : null),
        h("p", { class: "skyline-goal-text", text: goal.text }),
        h("p", { class: "skyline-goal-done" },
          sheets.map((_, p) => {
            const where = goal.compartments?.[p] ?? [];
            return h("span", { class: `skyline-goal-who${p === seat ? " is-me" : ""}` },
              `${nameOf(p)}: `,
              where.length ? `compartment${where.length > 1 ? "s" : ""} ${where.map((c) => c + 1).join(", ")} (+${where.length * (goal.points ?? 0)})` : "none yet");
          })));
    }));
  }

  function drawServices(v) {
    const services = Array.isArray(v.services) ? v.services : [];
    const sets = [...new Set(services.map((x) => x.set))].sort();
    const previewed = panelPreview && (panelPreview.kind === "service" || panelPreview.kind === "ai-service") ? panelPreview.service : null;
    rebuildKeepingFocus(servicesBox, () => replaceChildren(servicesBox, sets.map((set) => {
      const members = services.filter((x) => x.set === set);
      const inPlay = members.some((x) => x.in_play);
      return h("div", { class: `skyline-service-set${inPlay ? "" : " is-unused"}`, "data-set": set },
        h("p", { class: "skyline-set-title" }, h("strong", { text: `Set ${set}` }), inPlay ? "" : h("span", { class: "skyline-set-note", text: " \u00B7 3-4 players only: not used in this game" })),
        h("ul", { class: "skyline-service-list" }, members.map((service) => {
          const owned = service.owner !== null && service.owner !== undefined;
          const mine = owned && service.owner === me();
          const move = index.service.get(service.index) ?? null;
          const cost = costOf(move, "tickets", actionCosts(v).service);
          const ownerText = !service.in_play ? "not used" : !owned ? "available" : mine ? `\u2714 ${nameOf(service.owner)}` : `\u2715 taken by ${nameOf(service.owner)}`;
          return h("li", {
            class: `skyline-service${owned ? " is-owned" : ""}${owned && !mine ? " is-crossed" : ""}${mine ? " is-mine" : ""}${move ? " is-buyable" : ""}${previewed === service.index ? " is-preview" : ""}`,
            "data-service": service.index,
          },
          h("span", { class: "skyline-service-name" }, h("span", { class: "skyline-service-id", text: `${service.id.replace(/^s/, "")}` }), ` ${service.name}`),
          h("span", { class: "skyline-service-colours", role: "img", "aria-label": (service.colours ?? []).join(" and ") }, (service.colours ?? []).map((c) => colourChip(c))),
          service.text ? h("span", { class: "skyline-service-text", text: service.text }) : null,
          service.in_play ? h("span", { class: "skyline-service-owner", text: ownerText }) : null,
          move ? h("button", {
            type: "button", class: "skyline-button is-ready skyline-buy", "data-focus-key": `table-buy-${service.index}`,
            "aria-label": `Buy ${service.name}: ${service.text ?? (service.colours ?? []).join(" and ")}${typeof cost === "number" ? `, for ${plural(cost, "ticket")}` : ""}`,
            onclick: () => play(move),
          }, withCost("Buy", cost, "ticket")) : null);
        })));
    })));
  }

  function updatePrompt(v) {
    if (snap.viewing !== null) return say("Viewing a past position.");
    if (v.over) return say("The game is over. Start a new game from the controls above.");
    const who = nameOf(v.current_player);
    const phase = v.phase;
    if (index.ai.length > 1) return say(`The AI's priority list ends in a tie: give it the ${joinNames([...index.aiTake.keys()].map((c) => `${c} ${(v.dice ?? []).find((d) => d.colour === c)?.value ?? ""}`.trim()))} (click a die or press its letter).`);
    if (index.ai.length === 1) {
      const move = index.ai[0];
      return say(snap.settings?.autoplay && snap.busy ? `The AI opponent is playing: ${move.label}\u2026` : `The AI opponent's step: ${move.label}. Press Next AI step (A).`);
    }
    if (!snap.moves.length) return say(typeof phase === "string" && phase.startsWith("ai_") ? "The AI opponent is playing\u2026" : `Waiting for ${who}\u2026`);
    const canBuy = index.service.size > 0;
    if (phase === "pick") return say(`${who}: take a die (click it, or press Y, B, G or R)${canBuy ? ", or buy a service first (S)" : ""}.`);
    if (phase === "hold" && v.held) return say(`${who}: seat your ${v.held.colour} ${v.held.value} in an empty seat (click it, or arrows then Enter). Special actions first if you like.`);
    if (phase === "after") return say(`${who}: buy a service (S) or end your turn (E).`);
    return say("");
  }

  return {
    update(next) {
      const movesChanged = !snap || snap.moves !== next.moves;
      const seatChanged = snap && mainSeat(snap) !== mainSeat(next);
      snap = next;
      if (movesChanged) {
        index = indexMoves(next.moves);
        chooser = null;
        panelPreview = null;
      }
      if (seatChanged) focusSeat = 0;
      draw();
    },
    preview(move) {
      if (move === panelPreview) return;
      panelPreview = move ?? null;
      if (!snap) return;
      const v = view();
      drawTray(v);
      drawActions(v);
      drawMain(v);
      drawOthers(v);
      drawServices(v);
    },
    remark(prev, next) {
      if (next.viewing !== null || prev.viewing !== null) return "";
      if (next.log.length <= prev.log.length) return "";
      const last = next.view?.last;
      if (!last) return "";
      // The Log's line names the move; add what followed from it (bonus, reroll, new round, end).
      const extras = [];
      if (last.action === "place" && last.gained) extras.push(`Gained ${gainText(last.gained)}.`);
      // the AI opponent's die: which rule of its priority list decided it (view.ai_trace)
      const decided = last.action === "take" && isAi(last.player) ? aiDieRule(next.view.ai_trace, last.colour) : null;
      if (decided) extras.push(`By its rule \u201C${decided}\u201D.`);
      const text = describeLast({ ...last, player: undefined }, { nameOf: () => "" });
      if (text) extras.push(text);
      if (next.view.over) {
        const nameOfNext = (seat) => next.players?.[seat]?.name ?? `Seat ${Number(seat) + 1}`;
        const said = resultText(next.view.result, { nameOf: nameOfNext, winners: next.view.winners ?? [] });
        if (said) extras.push(said);
      }
      return extras.join(" ");
    },
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
