// Skyway Robbery's parts as the board shows them: the action cards, jobs, phases and
// card kinds by name, the alarm die's faces, program slots as the viewer sees them,
// the legal moves by verb and card, and the board's rows by urgency. Pure, unit-tested.

import { t } from "../../shared/i18n.js";

// The names below are read when drawn (getters), so they speak the board's language.
/** The seven action cards, in their order (names to show; the moves say which may be programmed). */
export const ACTIONS = {
  get tip() { return t("Anonymous Tip"); },
  get skill() { return t("Use Skill"); },
  get asset() { return t("Acquire Asset"); },
  get pickpocket() { return t("Pickpocket"); },
  get heist() { return t("Local Heist / Jail Break"); },
  get turf() { return t("Turf War / Side Job"); },
  get repeat() { return t("Repeat"); },
};
/** The illegal actions by name. */
export const JOBS = {
  get heist() { return t("Local Heist"); },
  get jailbreak() { return t("Jail Break"); },
  get turf_war() { return t("Turf War"); },
  get side_job() { return t("Side Job"); },
};
/** What each phase is about, for the headline. */
export const PHASES = {
  get draft() { return t("The first recruits"); },
  get program() { return t("Programming"); },
  get act() { return t("Resolving the revealed card"); },
  get plan() { return t("Planning an illegal action"); },
  get threat() { return t("Threatening a crew member"); },
  get rolled() { return t("The alarm roll"); },
  get arrest() { return t("Arrests"); },
  get free() { return t("Freeing from the Brig"); },
  get over() { return t("Game over"); },
};
/** The kinds of card, in words. */
export const KINDS = {
  get gang() { return t("gang member"); },
  get equipment() { return t("equipment"); },
  get crew() { return t("airship crew"); },
  get turf_war() { return t("Turf War"); },
  get side_job() { return t("Side Job"); },
  get defense() { return t("defense"); },
  get loot() { return t("loot"); },
  get trick() { return t("dirty trick"); },
};
/** The alarm die's faces: a symbol (decoration) and the word (what counts). */
export const DIE = {
  handcuffs: { symbol: "\u2297", get word() { return t("handcuffs"); } },
  exit: { symbol: "\u21E5", get word() { return t("exit door"); } },
};
/** The icons on cards and defenses, in words (an icon the list lacks: its id, spaced). */
export const ICONS = {
  get vault() { return t("vault"); },
  get lock() { return t("lock"); },
  get light() { return t("light rays"); },
  get magnet() { return t("magnetic field"); },
  get gears() { return t("gears"); },
  get guards() { return t("guards"); },
  get code() { return t("code"); },
  get cameras() { return t("cameras"); },
  get darts() { return t("darts"); },
  get dogs() { return t("dogs"); },
  get gas() { return t("gas"); },
  get ice() { return t("ice"); },
  get poison() { return t("poison"); },
  get sharks() { return t("sharks"); },
  get traps() { return t("traps"); },
};

/** The name printed on a card, from view.cards; a card the view does not describe keeps its id. */
export function cardName(view, card) {
  if (card === null || card === undefined) return t("a face-down card");
  const facts = view?.cards?.[card];
  return typeof facts?.name === "string" ? facts.name : String(card);
}

/** The legal moves grouped by verb: Map verb -> [move]. */
export function byVerb(moves) {
  const out = new Map();
  for (const move of moves ?? []) {
    if (!move || typeof move.verb !== "string") continue;
    if (!out.has(move.verb)) out.set(move.verb, []);
    out.get(move.verb).push(move);
  }
  return out;
}

/** The moves of the given verbs naming `card` (as the move's card). */
export function movesFor(moves, card, verbs) {
  return (moves ?? []).filter((m) => m && verbs.includes(m.verb) && m.card === card);
}

/** A program slot as the viewer sees it: { state: "empty" | "hidden" | "own" | "revealed", action }. */
export function programSlot(player, index) {
  const program = Array.isArray(player?.program) ? player.program : [];
  const programmed = Number(player?.programmed ?? program.length);
  if (index >= programmed) return { state: "empty", action: null };
  const action = program[index] ?? null;
  if (action === null) return { state: "hidden", action: null };
  return { state: index < Number(player?.revealed ?? 0) ? "revealed" : "own", action };
}

/** A planned defense's state, for its class and mark: beaten, vented, inert, cleared,
 * optional (the power supply's guard, still standing) or open. */
export function defenseState(defense) {
  if (defense?.beaten_by) return "beaten";
  if (defense?.vented_by) return "vented";
  if (defense?.inert) return "inert";
  if (defense?.cleared) return "cleared";
  return defense?.guard ? "optional" : "open";
}

/** Which roll of the alarm dice this is (a job's seat, job, target and faces), so a board
 * can tell a new roll from one it has drawn already. */
export function rollKey(job) {
  if (!job || !Array.isArray(job.dice) || !job.dice.length) return "";
  return [job.seat ?? "", job.job ?? "", job.target ?? "", job.dice.join(" ")].join("|");
}

/** How many of each face the dice show: { handcuffs, exit }. */
export function diceCount(dice) {
  const out = { handcuffs: 0, exit: 0 };
  for (const d of Array.isArray(dice) ? dice : []) if (d in out) out[d] += 1;
  return out;
}

/** The board's rows, most urgent first: each a list of one or two zones (two sit side by
 * side when the board is wide). `active` names the zones among "location", "slots" and
 * "brig" that hold a move's button: they come up right after the decision. `hand`: the
 * viewer has a hand to show; `handActs`: a move's button sits on it; `bigHand`: too many
 * cards for a column. The hand sits beside the decision when the move is made there or
 * nothing else is to be acted on (under it, the board's full width, when it is big);
 * else the zones the move acts on come first, and the hand after them. */
export function layoutRows(active = [], { hand = true, handActs = false, bigHand = false } = {}) {
  const up = ["location", "slots", "brig"].filter((zone) => active.includes(zone));
  const beside = hand && (handActs || !up.length);
  const rows = [beside && !bigHand ? ["decide", "hand"] : ["decide"]];
  if (beside && bigHand) rows.push(["hand"]);
  for (let i = 0; i < up.length; i += 2) rows.push(up.slice(i, i + 2));
  if (hand && !beside) rows.push(["hand"]);
  const places = ["location", "track"].filter((zone) => !up.includes(zone));
  rows.push(places);
  rows.push(["players"]);
  const more = ["slots", "brig"].filter((zone) => !up.includes(zone));
  if (more.length) rows.push(more);
  return rows;
}
