// Skyline Express's moves arranged for the board: the legal moves by kind, each special
// action's state with Python's reason and rule when it is refused (view.actions), never
// worked out here, and the move a refused click stands for, which the board asks Python
// about (api.why). Pure, unit-tested.

import { nt, t } from "../../shared/i18n.js";
import { COLOURS, LETTERS, aiPhase, seatName } from "./carriage.js";

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

/** "+1 (1 dice point)", or "+1" when the cost is not known; `unit` "dice_points" or "tickets" (as view.costs counts). */
export function withCost(text, cost, unit) {
  if (typeof cost !== "number") return text;
  return unit === "tickets"
    ? nt("{text} ({n} ticket)", "{text} ({n} tickets)", cost, { text, n: cost })
    : nt("{text} ({n} dice point)", "{text} ({n} dice points)", cost, { text, n: cost });
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
  const general = viewing ? t("viewing a past position")
    : view?.over ? t("the game is over")
    : !anyMove ? t("not your turn")
    : shared?.reason ?? "";
  const sharedSummary = shared && general === shared.reason ? shared.summary : "";
  const state = (enabled, refusal, extra) => ({
    ...extra,
    reason: enabled ? "" : general || refusal?.reason || t("not possible now"),
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

// ---- the move a refused click stands for (its id in the game's notation) ----
// A click on something that is no legal move now asks Python why (api.why) with the move
// the click would be; Python answers with the rules' reason, said beside the click.

const letterOf = (colour) => (LETTERS[colour] ?? "?").toLowerCase();

/** A die clicked: taking it (y b g r), or in the AI opponent's steps giving it the AI (ai-y). */
export function dieMoveId(view, colour) {
  return `${aiPhase(view) ? "ai-" : ""}${letterOf(colour)}`;
}

/** A seat of the main sheet clicked: seating the passenger there ("3b"). */
export function seatMoveId(view, seat) {
  return seatName(view, seat);
}

/** Seating a passenger of `colour` instead (=y). */
export function recolourMoveId(colour) {
  return `=${letterOf(colour)}`;
}

/**
 * A special action's button or key: "+", "-", "end"; for a choice (recolour, service) the
 * one that explains it best: the colour refused for the reason the whole choice is
 * (view.actions), else the first; the first service in play no one holds, else the first.
 */
export function actionMoveId(key, view) {
  if (key === "up") return "+";
  if (key === "down") return "-";
  if (key === "end") return "end";
  const actions = view?.actions && typeof view.actions === "object" ? view.actions : {};
  if (key === "recolour") {
    const reason = actions.recolour?.reason;
    const to = actions.recolour_to && typeof actions.recolour_to === "object" ? actions.recolour_to : {};
    const colour = COLOURS.find((c) => reason && to[c]?.reason === reason) ?? COLOURS.find((c) => to[c]) ?? COLOURS[0];
    return recolourMoveId(colour);
  }
  const services = Array.isArray(view?.services) ? view.services : [];
  const inPlay = services.filter((s) => s.in_play);
  const service = inPlay.find((s) => s.owner === null || s.owner === undefined) ?? inPlay[0] ?? services[0];
  return service?.id ?? "s1";
}

/** Next AI step when the AI opponent has no step to play: its die, the first one free. */
export function aiStepMoveId(view) {
  const free = (Array.isArray(view?.dice) ? view.dice : []).find((d) => d.taken_by === null || d.taken_by === undefined);
  return `ai-${letterOf(free?.colour ?? COLOURS[0])}`;
}

/** Whether a move hovered in the panels previews the special action `key`. */
export function previewsAction(preview, key) {
  return Boolean(preview) && preview.kind === key && ACTION_KEYS.includes(key);
}
