// Skyline Express's moves arranged for the board: the legal moves by kind, and each
// special action's state with Python's reason and rule when it is refused (view.actions),
// never worked out here. Pure, unit-tested.

import { plural } from "../../shared/format.js";
import { COLOURS } from "./carriage.js";

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

/** What the special actions cost, from view.costs: { up, down, recolour, service }, null when not sent. */
export function actionCosts(view) {
  const costs = view?.costs ?? {};
  const number = (x) => (typeof x === "number" ? x : null);
  return { up: number(costs.change_value), down: number(costs.change_value), recolour: number(costs.change_colour), service: number(costs.service) };
}

/** A move's cost in `unit` ("dice_points" or "tickets"), from the move, else view.costs' (`fallback`). */
export function costOf(move, unit, fallback) {
  const cost = move?.cost?.[unit];
  return typeof cost === "number" ? cost : fallback;
}

/** "+1 (1 dice point)", or "+1" when the cost is not known. */
export function withCost(text, cost, unit) {
  return typeof cost === "number" ? `${text} (${plural(cost, unit)})` : text;
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

/** Whether a move hovered in the panels previews the special action `key`. */
export function previewsAction(preview, key) {
  return Boolean(preview) && preview.kind === key && ACTION_KEYS.includes(key);
}
