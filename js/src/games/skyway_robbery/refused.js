// What a click on Skyway Robbery's board would be when it is no legal move now. The
// board offers, on each thing the phase's moves act on (a dealt recruit, an action card,
// a card for sale, a card in the hand, a dirty trick, a defense, a prisoner...), the
// buttons of the moves the phase is made of; where Python sent no such legal move, the
// button stays, marked as refused, and a click on it asks Python why (api.why) with the
// would-be move's id in the game's notation (docs/rules/skyway-robbery.md, "Move
// notation"). Whether a move is legal, and why not, is Python's alone. Pure, unit-tested.

import { t } from "../../shared/i18n.js";

/** The words on a button of each verb, legal or refused (a legal move's own label
 * gives its accessible name, which contains these words). */
export const VERB_TEXT = {
  get hire() { return t("Hire"); },
  get brig() { return t("To the Brig"); },
  get prog() { return t("Program"); },
  get buy() { return t("Buy"); },
  get threaten() { return t("Threaten"); },
  get turf() { return t("Start"); },
  get sidejob() { return t("Start"); },
  get bring() { return t("Bring"); },
  get carry() { return t("Carry"); },
  get skill() { return t("Use skill"); },
  get trick() { return t("Play"); },
  get free() { return t("Free"); },
  get arrest() { return t("Arrest"); },
  get beat() { return t("Get past"); },
  get go() { return t("Go"); },
  get heist() { return t("Carry out the Local Heist"); },
};

/** The kinds of card an Acquire Asset buys. */
const ASSETS = new Set(["gang", "equipment", "crew"]);

/** Whether the person at this screen is to move (only then does a click ask anything). */
export function mayAsk(view, moves) {
  return Array.isArray(moves) && moves.length > 0 && typeof view?.seat === "number" && view.current_player === view.seat;
}

const kindOf = (view, card) => view?.cards?.[card]?.kind ?? "";
const revealed = (view) => (view?.current && typeof view.current === "object" ? view.current.action : null);

/**
 * The would-be moves on one thing of the board in this phase: [{ verb, id, card?,
 * defense? }]. `place` is what the thing is: "recruit", "action", "slot", "hand",
 * "trick", "prisoner", "member", "defense", "go" or "heist"; `thing` holds its `card`,
 * `action` or `number`.
 */
export function wouldBe(view, place, thing = {}) {
  const phase = view?.phase;
  const { card, action, number } = thing;
  const kind = card ? kindOf(view, card) : "";
  const team = Array.isArray(view?.mission?.team) ? view.mission.team : [];
  if (place === "recruit" && phase === "draft") return [{ verb: "hire", id: `hire:${card}`, card }, { verb: "brig", id: `brig:${card}`, card }];
  if (place === "action" && phase === "program") return [{ verb: "prog", id: `prog:${action}`, action }];
  if (place === "slot" && phase === "act") {
    const act = revealed(view);
    if (act === "asset" && ASSETS.has(kind)) {
      const buy = [{ verb: "buy", id: `buy:${card}`, card }];
      return kind === "crew" ? [...buy, { verb: "threaten", id: `threaten:${card}`, card }] : buy;
    }
    if (act === "turf" && kind === "turf_war") return [{ verb: "turf", id: `turf:${card}`, card }];
    if (act === "turf" && kind === "side_job") return [{ verb: "sidejob", id: `sidejob:${card}`, card }];
    return [];
  }
  if (place === "hand") {
    if (phase === "threat") return [{ verb: "bring", id: `+${card}`, card }];
    if (phase === "plan") {
      if (kind !== "equipment") return [{ verb: "bring", id: `+${card}`, card }];
      // half a choice: who would carry it? the first gang member on the team, else
      // nobody yet (Python then says that equipment goes with a member)
      const carrier = team.find((c) => kindOf(view, c) === "gang");
      return [{ verb: "carry", id: carrier ? `+${card}@${carrier}` : `+${card}`, card }];
    }
    if (phase === "act" && revealed(view) === "skill" && view?.cards?.[card]?.skill) return [{ verb: "skill", id: `skill:${card}`, card }];
    return [];
  }
  if (place === "trick" && ["plan", "threat", "rolled"].includes(phase)) return [{ verb: "trick", id: `trick:${card}`, card }];
  if (place === "prisoner" && phase === "free") return [{ verb: "free", id: `free:${card}`, card }];
  if (place === "member" && phase === "arrest") return [{ verb: "arrest", id: `arrest:${card}`, card }];
  if (place === "defense" && phase === "plan") {
    // only a defense still in the way (the view says which are out of it)
    const d = view?.mission?.defenses?.[number - 1];
    if (!d || d.cleared || d.guard) return [];
    // half a choice: with which card? the team's first (its icons are what Python
    // weighs), else the hand's first
    const carried = Object.keys(view?.mission?.carry ?? {});
    const hand = view?.players?.[view.seat]?.hand ?? [];
    const by = team.find((c) => kindOf(view, c) === "gang") ?? carried[0] ?? team[0] ?? hand[0];
    return by ? [{ verb: "beat", id: `d${number}:${by}`, defense: number }] : [];
  }
  if (place === "go" && (phase === "plan" || phase === "threat")) return [{ verb: "go", id: "go" }];
  if (place === "heist" && phase === "act" && revealed(view) === "heist") return [{ verb: "heist", id: "heist" }];
  return [];
}

/** Whether a legal move covers a would-be one: the same verb on the same card (action,
 * defense); a vent covers a defense's beat, and a legal carry by anyone covers carrying. */
export function covered(candidate, moves) {
  return (moves ?? []).some((m) => {
    if (!m) return false;
    if (candidate.verb === "beat") return (m.verb === "beat" || m.verb === "vent") && m.defense === candidate.defense;
    if (m.verb !== candidate.verb) return false;
    if (candidate.card !== undefined) return m.card === candidate.card;
    if (candidate.action !== undefined) return m.action === candidate.action;
    return true;
  });
}

/** The would-be moves on a thing that no legal move covers: each gets a refused button. */
export function refusedOn(view, moves, place, thing = {}) {
  if (!mayAsk(view, moves)) return [];
  return wouldBe(view, place, thing).filter((c) => !covered(c, moves));
}
