// Skyway Robbery's board, laid out for a class watching a projector: what matters
// now comes first and big, the rest follows in order of urgency (layoutRows):
//   1. the decision of the moment (the draft, programming, the revealed card,
//      planning an illegal action with each defense's status, the team, the
//      alarm dice and why each die is rolled, arrests, freeing) beside the
//      viewer's hand and dirty tricks;
//   2. any part of the board the decision's buttons sit on (the slots to buy
//      from, the Brig to free from, the location to rob), moved up;
//   3. the location (defenses, Vault, power supply guard, loot) beside the route;
//   4. the players (money, Reputation, score, programs, play areas, goals);
//   5. the airship, dock and local slots beside the Brig.
// Two columns when the board is wide, one when it is narrow; the dock, the
// decks and other players' play areas fold into <details> unless a move sits
// in them. It draws only what `view` and `moves` say: a hidden card is simply
// absent from the view, and every button is a legal move whose parts (verb,
// card, action, defense, member, seat, target) Python sent. No rules here; move
// ids are never built, only sent back as they came.

import { makeWidget } from "../shared/widget.js";
import { h, rebuildKeepingFocus, replaceChildren } from "../shared/dom.js";
import { createOpenMemory } from "../shared/open-memory.js";
import { createPlannerPanel } from "./skyway_robbery/planner.js";

/** The seven action cards, in their order (names to show; the moves say which may be programmed). */
export const ACTIONS = {
  tip: "Anonymous Tip",
  skill: "Use Skill",
  asset: "Acquire Asset",
  pickpocket: "Pickpocket",
  heist: "Local Heist / Jail Break",
  turf: "Turf War / Side Job",
  repeat: "Repeat",
};
export const JOBS = { heist: "Local Heist", jailbreak: "Jail Break", turf_war: "Turf War", side_job: "Side Job" };
export const PHASES = {
  draft: "The first recruits",
  program: "Programming",
  act: "Resolving the revealed card",
  plan: "Planning an illegal action",
  threat: "Threatening a crew member",
  rolled: "The alarm roll",
  arrest: "Arrests",
  free: "Freeing from the Brig",
  over: "Game over",
};
export const KINDS = {
  gang: "gang member", equipment: "equipment", crew: "airship crew", turf_war: "Turf War",
  side_job: "Side Job", defense: "defense", loot: "loot", trick: "dirty trick",
};
/** "Ann's", and "Your" for the player called You. */
export function possessive(name) {
  return name === "You" ? "Your" : `${name}'s`;
}

/** The alarm die's faces: a symbol (decoration) and the word (what counts). */
export const DIE = { handcuffs: { symbol: "\u2297", word: "handcuffs" }, exit: { symbol: "\u21E5", word: "exit door" } };

// ---- Pure helpers (unit-tested) ----

const plural = (n, word, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
const capital = (text) => String(text).charAt(0).toUpperCase() + String(text).slice(1);

/** The name printed on a card, from view.cards; a card the view does not describe keeps its id. */
export function cardName(view, card) {
  if (card === null || card === undefined) return "a face-down card";
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

/** A planned defense's state, for its class and mark: beaten, vented, inert, cleared,
 * optional (the power supply's guard, still standing) or open. */
export function defenseState(defense) {
  if (defense?.beaten_by) return "beaten";
  if (defense?.vented_by) return "vented";
  if (defense?.inert) return "inert";
  if (defense?.cleared) return "cleared";
  return defense?.guard ? "optional" : "open";
}

/** Dice in words: "handcuffs, exit door" (or "no dice"). */
export function diceText(dice) {
  if (!Array.isArray(dice) || !dice.length) return "no dice";
  return dice.map((d) => DIE[d]?.word ?? String(d)).join(", ");
}

/** The icons of a card or defense as words: "guards, lock". */
export function iconsText(icons) {
  return Array.isArray(icons) && icons.length ? icons.map((i) => String(i).replaceAll("_", " ")).join(", ") : "";
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

/** Which roll of the alarm dice this is (a job's seat, job, target and faces), so a board
 * can tell a new roll from one it has drawn already. */
export function rollKey(job) {
  if (!job || !Array.isArray(job.dice) || !job.dice.length) return "";
  return [job.seat ?? "", job.job ?? "", job.target ?? "", job.dice.join(" ")].join("|");
}

/** The board's rows, most urgent first: each a list of one or two zones (two sit side by
 * side when the board is wide). `active` names the zones among "location", "slots" and
 * "brig" that hold a move's button: they come up right after the decision. `hand`: the
 * viewer has a hand to show; `bigHand`: too many cards for a column beside the decision. */
export function layoutRows(active = [], { hand = true, bigHand = false } = {}) {
  const up = ["location", "slots", "brig"].filter((zone) => active.includes(zone));
  // a big hand gets the full width under the decision rather than a narrow column beside it
  const rows = !hand ? [["decide"]] : bigHand ? [["decide"], ["hand"]] : [["decide", "hand"]];
  for (let i = 0; i < up.length; i += 2) rows.push(up.slice(i, i + 2));
  rows.push(["location", "track"].filter((zone) => !up.includes(zone)));
  rows.push(["players"]);
  const more = ["slots", "brig"].filter((zone) => !up.includes(zone));
  if (more.length) rows.push(more);
  return rows;
}

/** How many of each face the dice show: { handcuffs, exit }. */
export function diceCount(dice) {
  const out = { handcuffs: 0, exit: 0 };
  for (const d of Array.isArray(dice) ? dice : []) if (d in out) out[d] += 1;
  return out;
}

/** Who won and why, from view.result. */
export function resultText(view, nameOf) {
  const result = view?.result;
  if (!result) return "";
  const winners = (result.winners ?? []).map(nameOf);
  const who = winners.length > 1 ? `${winners.join(" and ")} share the win` : `${winners[0] ?? "Nobody"} wins`;
  return `${who}: ${result.reason ?? "the game is over"}.`;
}

// ---- The board ----

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element (decoration: the words beside it say the same). */
function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  for (const child of children) el.append(child);
  return el;
}

const STROKE = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };

/** A die face's picture: a pair of handcuffs, or an exit door with an arrow out. */
function dieIcon(face) {
  const icon = svg("svg", { class: "skyrob-die-icon", viewBox: "0 0 32 32", "aria-hidden": "true", focusable: "false" });
  if (face === "handcuffs") {
    icon.append(
      svg("circle", { ...STROKE, cx: 8, cy: 20, r: 6, "stroke-width": 3 }),
      svg("circle", { ...STROKE, cx: 24, cy: 20, r: 6, "stroke-width": 3 }),
      svg("path", { ...STROKE, d: "M8 14 V10 M24 14 V10", "stroke-width": 3.5 }),
      svg("ellipse", { ...STROKE, cx: 13, cy: 9, rx: 3, ry: 1.8, "stroke-width": 1.8 }),
      svg("ellipse", { ...STROKE, cx: 19, cy: 9, rx: 3, ry: 1.8, "stroke-width": 1.8 }));
  } else if (face === "exit") {
    icon.append(
      svg("path", { ...STROKE, d: "M18 6 V4 H5 V28 H18 V26", "stroke-width": 3 }),
      svg("path", { ...STROKE, d: "M12 16 H28 M23 11 L28 16 L23 21", "stroke-width": 3 }));
  } else {
    icon.append(svg("text", { x: 16, y: 22, "text-anchor": "middle", "font-size": 16, fill: "currentColor" }, "?"));
  }
  return icon;
}

/** The airship, beside the words "airship here". */
function airshipIcon() {
  return svg("svg", { class: "skyrob-airship-icon", viewBox: "0 0 40 24", "aria-hidden": "true", focusable: "false" },
    svg("ellipse", { cx: 20, cy: 9, rx: 15, ry: 7, fill: "currentColor" }),
    svg("path", { d: "M4 9 L0 3 V15 Z", fill: "currentColor" }),
    svg("path", { ...STROKE, d: "M16 16 V19 M24 16 V19", "stroke-width": 1.5 }),
    svg("rect", { x: 14, y: 19, width: 12, height: 4, rx: 1, fill: "currentColor" }));
}

function mountBoard(host, { play, send }) {
  let snap = null;
  let placed = new Set(); // move ids that got a button on the board in this drawing
  const root = h("div", { class: "skyrob", tabindex: -1, "data-lm-suppress-shortcuts": "true", role: "group", "aria-label": "Skyway Robbery board" });
  const folds = createOpenMemory(root); // each fold open or closed, as the person left it

  const turnLine = h("p", { class: "skyrob-turn" });
  const prompt = h("p", { class: "skyrob-prompt", role: "status", "aria-live": "polite" });
  const lastLine = h("p", { class: "skyrob-last" });
  const lastRoll = h("div", { class: "skyrob-last-roll" });
  const headline = h("div", { class: "skyrob-headline" }, turnLine, prompt, lastLine, lastRoll);
  let shownRoll = ""; // the roll last drawn: a new one tumbles once as it appears
  const zones = {
    decide: h("section", { class: "skyrob-zone skyrob-decide", "aria-label": "Your decision" }),
    // the viewer's hand and, apart (not part of the hand), their dirty tricks
    hand: h("div", { class: "skyrob-zone skyrob-hand" }),
    location: h("section", { class: "skyrob-zone skyrob-location", "aria-label": "The current location" }),
    track: h("section", { class: "skyrob-zone skyrob-track", "aria-label": "The airship's route" }),
    players: h("section", { class: "skyrob-zone skyrob-players", "aria-label": "Players" }),
    slots: h("section", { class: "skyrob-zone skyrob-slots", "aria-label": "The board" }),
    brig: h("section", { class: "skyrob-zone skyrob-brig", "aria-label": "The Brig" }),
  };

  host.append(root);

  const view = () => snap?.view ?? {};
  const seatName = (seat) => snap?.players?.[seat]?.name ?? `Player ${Number(seat) + 1}`;
  const name = (card) => cardName(view(), card);
  const moves = () => snap?.moves ?? [];
  const me = () => (typeof view().seat === "number" ? view().seat : null);

  /** A button for a legal move; remembered as placed on the board. */
  function moveButton(move, { text = null, aria = null, primary = false } = {}) {
    placed.add(move.id);
    return h("button", {
      type: "button",
      class: `skyw-button skyrob-move${primary ? " skyw-button-primary" : ""}`,
      "data-move": move.id,
      "data-verb": move.verb,
      "data-focus-key": `move-${move.id}`,
      "aria-label": aria ?? capital(move.label ?? move.id),
      onclick: () => play(move),
    }, text ?? capital(move.label ?? move.id));
  }

  function heading(text, extra = "") {
    return h("h4", { class: `skyw-heading skyrob-h${extra ? ` ${extra}` : ""}`, text });
  }

  function subhead(text) {
    return h("p", { class: "skyrob-subhead", text });
  }

  function tag(text, extra = "") {
    return h("span", { class: `skyrob-tag${extra ? ` ${extra}` : ""}`, text });
  }

  /** A fold: a real <details> whose <summary> says what is inside. Open when `force`
   * (a move's button is inside, or the decision needs it), else as the person left it,
   * else `open`. */
  function fold(key, summary, children, { open = false, force = false, extra = "" } = {}) {
    const el = h("details", { class: `skyrob-fold${extra ? ` ${extra}` : ""}`, "data-fold": key, open: force || folds.isOpen(key, open) },
      h("summary", { class: "skyrob-fold-summary", "data-focus-key": `fold-${key}` }, summary),
      h("div", { class: "skyrob-fold-body" }, children));
    return force ? el : folds.watch(el, key); // forced open is not the person's choice
  }

  /** A card: its name, kind and printed facts; `buttons` go on it. */
  function cardEl(card, { buttons = [], note = "", extraClass = "" } = {}) {
    if (card === null || card === undefined) {
      return h("div", { class: "skyrob-card is-facedown", role: "img", "aria-label": "a face-down card" }, h("span", { class: "skyrob-card-name", text: "face down" }));
    }
    const f = view().cards?.[card] ?? {};
    const facts = [];
    if (typeof f.cost === "number") facts.push(`$${f.cost}K`);
    if (typeof f.strength === "number" && f.kind !== "turf_war") facts.push(`Strength ${f.strength}`);
    if (f.kind === "turf_war" && typeof f.strength === "number") facts.push(`needs Strength ${f.strength}`);
    if (typeof f.reputation === "number" && f.reputation) facts.push(`${f.reputation} Reputation`);
    if (typeof f.money === "number" && f.money) facts.push(`$${f.money}K`);
    const flags = [];
    if (f.loud) flags.push(tag("LOUD", "is-loud"));
    if (f.vent) flags.push(tag("vent", "is-vent"));
    if (f.power) flags.push(tag("power", "is-power"));
    if (typeof f.carries === "number" && f.carries) flags.push(tag(`carries ${f.carries}`));
    const icons = iconsText(f.icons);
    const label = [name(card), KINDS[f.kind] ?? f.kind, ...facts, icons ? `icons: ${icons}` : "", f.loud ? "LOUD" : "", note].filter(Boolean).join(", ");
    return h("div", { class: `skyrob-card${f.kind ? ` is-${f.kind}` : ""}${buttons.length ? " has-moves" : ""}${extraClass ? ` ${extraClass}` : ""}`, "data-card": card, "aria-label": label, role: "group" },
      h("span", { class: "skyrob-card-name", text: name(card) }),
      h("span", { class: "skyrob-card-kind", text: KINDS[f.kind] ?? f.kind ?? "" }),
      facts.length ? h("span", { class: "skyrob-card-facts" }, facts.map((fact) => h("span", { class: "skyrob-fact", text: fact }))) : null,
      icons || flags.length ? h("span", { class: "skyrob-card-icons" }, (f.icons ?? []).map((i) => tag(String(i).replaceAll("_", " "), "is-icon")), flags) : null,
      f.skill ? h("span", { class: "skyrob-card-text", text: `Skill: ${f.skill}` }) : null,
      f.jobs?.length ? h("span", { class: "skyrob-card-text", text: `Jobs: ${f.jobs.map((j) => JOBS[j] ?? j).join(", ")}` }) : null,
      f.text && !f.skill ? h("span", { class: "skyrob-card-text", text: f.text }) : null,
      note ? h("span", { class: "skyrob-card-note", text: note }) : null,
      buttons.length ? h("span", { class: "skyrob-card-buttons" }, buttons) : null);
  }

  /** The move buttons on a card: those of `verbs` naming it. */
  function cardButtons(card, verbs) {
    return movesFor(moves(), card, verbs).map((m) => moveButton(m, { aria: `${capital(m.label)} (${name(card)})` }));
  }

  function cardList(cards, opts = {}) {
    const list = (cards ?? []).filter((c) => c !== undefined);
    if (!list.length) return h("p", { class: "skyrob-muted", text: opts.empty ?? "none" });
    return h("div", { class: `skyrob-cards${opts.extra ? ` ${opts.extra}` : ""}` }, list.map((c) => cardEl(c, { buttons: c ? cardButtons(c, opts.verbs ?? []) : [] })));
  }

  /** Whether any of `cards` carries a move of `verbs`. */
  const anyMove = (cards, verbs) => (cards ?? []).some((c) => c && movesFor(moves(), c, verbs).length > 0);

  // ---- the parts ----

  function drawHeadline(v) {
    const phase = PHASES[v.phase] ?? v.phase ?? "";
    const round = typeof v.round === "number" && v.round > 0 ? `Round ${v.round}` : v.draft_round ? `Draft ${v.draft_round}` : "";
    const who = typeof v.current_player === "number" ? `${seatName(v.current_player)} to move` : "";
    turnLine.textContent = [round, phase, who].filter(Boolean).join(" \u00B7 ");
    let text = "";
    if (snap.viewing !== null) text = "Viewing a past position.";
    else if (v.phase === "over") text = resultText(v, seatName);
    else if (!moves().length) text = typeof v.current_player === "number" ? `Waiting for ${seatName(v.current_player)}\u2026` : "";
    else text = {
      draft: "Hire one of your dealt recruits (pay its cost) or send one to the Brig.",
      program: "Program an action card into your next slot (face down).",
      act: "Resolve your revealed card, or pass.",
      plan: "Bring a team, beat or vent each defense, then go or call it off.",
      threat: "Bring enough Strength to threaten the crew member, then go or call it off.",
      rolled: "Keep this roll, or play a reroll trick.",
      arrest: "Handcuffs: choose who is arrested.",
      free: "Choose a gang member to free from the Brig.",
    }[v.phase] ?? "";
    prompt.textContent = text;
    lastLine.textContent = lastText(v, seatName);
    lastLine.hidden = !lastLine.textContent;
    // the last job's dice, drawn, unless the decision below shows that roll already
    const last = v.last?.kind === "mission" && Array.isArray(v.last.dice) && v.last.dice.length ? v.last : null;
    const rollingNow = Array.isArray(v.mission?.dice) && v.mission.dice.length > 0;
    replaceChildren(lastRoll, last && !rollingNow ? diceEl(last.dice, null, rollKey(last)) : null);
    lastRoll.hidden = !last || rollingNow;
  }

  function drawTrack(v) {
    const route = Array.isArray(v.route) ? v.route : [];
    const here = v.location?.number;
    const home = (v.track ?? 0) >= v.home;
    replaceChildren(zones.track,
      heading("The route"),
      h("p", { class: "skyrob-line skyrob-track-where" }, "The airship is at space ", h("strong", { class: "skyrob-num", text: String(v.track ?? 0) }), ` of ${v.home ?? "?"}`),
      h("ol", { class: "skyrob-route" },
        route.map((r) => h("li", { class: `skyrob-stop${r.number === here ? " is-here" : ""}${r.looted ? " is-looted" : ""}`, "data-location": r.number },
          h("span", { class: "skyrob-stop-space", text: String(r.house) }),
          h("span", { class: "skyrob-stop-main" },
            h("span", { class: "skyrob-stop-name", text: r.name }),
            h("span", { class: "skyrob-stop-facts", text: `No. ${r.number} \u00B7 space ${r.house} \u00B7 ${plural(r.spaces, "space")} long` }),
            h("span", { class: "skyrob-stop-tags" },
              r.number === here ? h("span", { class: "skyrob-tag is-here" }, airshipIcon(), "airship here") : null,
              tag(r.looted ? "\u2713 looted" : `loot: ${name(r.loot)}`, r.looted ? "is-looted" : ""))))),
        h("li", { class: `skyrob-stop is-home${home ? " is-here" : ""}` },
          h("span", { class: "skyrob-stop-space", text: String(v.home ?? "") }),
          h("span", { class: "skyrob-stop-main" },
            h("span", { class: "skyrob-stop-name", text: "Home" }),
            h("span", { class: "skyrob-stop-facts", text: `space ${v.home}: the game ends here` }),
            home ? h("span", { class: "skyrob-stop-tags" }, h("span", { class: "skyrob-tag is-here" }, airshipIcon(), "airship here")) : null))));
  }

  function defenseRow(d, i, extra = []) {
    return h("li", { class: `skyrob-defense${d.powered ? " is-powered" : ""}`, "data-defense": i + 1 },
      h("span", { class: "skyrob-defense-name", text: d.name ?? d.type }),
      (d.icons ?? []).map((icon) => tag(String(icon).replaceAll("_", " "), "is-icon")),
      d.powered ? tag("\u26A1 powered", "is-powered") : null,
      d.card ? tag("card") : null,
      extra);
  }

  function drawLocation(v) {
    const loc = v.location;
    if (!loc) {
      replaceChildren(zones.location, heading("Location"), h("p", { class: "skyrob-muted", text: "No location yet: the airship reaches the first one after round 1." }));
      return;
    }
    replaceChildren(zones.location,
      heading(`Location ${loc.number}: ${loc.name}`),
      loc.text ? h("p", { class: "skyrob-note", text: loc.text }) : null,
      h("div", { class: "skyrob-split" },
        h("div", { class: "skyrob-part" },
          subhead("Defenses"),
          h("ol", { class: "skyrob-defenses" }, (loc.defenses ?? []).map((d, i) => defenseRow(d, i))),
          subhead("The Vault"),
          loc.vault ? h("ul", { class: "skyrob-defenses" }, defenseRow(loc.vault, -1)) : null,
          subhead(loc.power_supply ? `Power supply${loc.power_used ? " (power already cut)" : ""}: its guard` : "No power supply"),
          loc.power_supply ? ((loc.guard ?? []).length ? h("ul", { class: "skyrob-defenses" }, loc.guard.map((d, i) => defenseRow(d, i))) : h("p", { class: "skyrob-muted", text: "no guard" })) : null),
        h("div", { class: "skyrob-part" },
          subhead("Loot"),
          h("div", { class: "skyrob-cards" }, cardEl(loc.loot, { note: loc.looted ? "looted" : "still in the vault" })))),
      h("div", { class: "skyrob-buttons" }, movesFor(moves(), undefined, ["heist"]).map((m) => moveButton(m, { primary: true }))));
  }

  function drawBrig(v) {
    const brig = v.brig ?? {};
    const members = brig.members ?? [];
    const defenseCard = (c, i) => {
      const f = v.cards?.[c] ?? {};
      return defenseRow({ name: f.name ?? c, icons: f.icons, powered: f.powered, card: c }, i);
    };
    replaceChildren(zones.brig,
      heading(`The Brig: ${plural(members.length, "prisoner")}`),
      subhead("Gang members held"),
      cardList(members, { verbs: ["free", "skill"], empty: "nobody", extra: "is-compact" }),
      subhead("Its defenses"),
      h("ol", { class: "skyrob-defenses" }, (brig.defenses ?? []).map(defenseCard)),
      (brig.guard ?? []).length ? subhead("Guarding its power") : null,
      (brig.guard ?? []).length ? h("ul", { class: "skyrob-defenses" }, brig.guard.map(defenseCard)) : null,
      h("div", { class: "skyrob-buttons" }, movesFor(moves(), undefined, ["jailbreak"]).map((m) => moveButton(m, { primary: true }))));
  }

  const SLOT_VERBS = ["buy", "threaten", "turf", "sidejob"];
  function drawSlots(v) {
    const board = v.board ?? {};
    const cardsOf = (slots) => Object.values(slots ?? {}).flat();
    const count = (slots) => plural(cardsOf(slots).filter(Boolean).length, "card");
    const rows = (slots) => h("div", { class: "skyrob-slotrows" }, Object.entries(slots ?? {}).map(([kind, cards]) => h("div", { class: "skyrob-slotrow", "data-slots": kind },
      h("span", { class: "skyrob-slotkind", text: capital(KINDS[kind] ?? kind) }),
      h("div", { class: "skyrob-cards is-compact" }, (cards ?? []).map((c) => (c ? cardEl(c, { buttons: cardButtons(c, SLOT_VERBS) }) : h("div", { class: "skyrob-card is-empty", text: "empty slot" })))))));
    const local = board.local ?? {};
    const tops = ["gang", "equipment"].map((kind) => local[kind]?.top).filter(Boolean);
    const decks = v.decks ?? {};
    replaceChildren(zones.slots,
      heading("The board: airship, dock and local slots"),
      fold("airship", `On the airship (${count(board.airship)})`, rows(board.airship), { open: true, force: anyMove(cardsOf(board.airship), SLOT_VERBS) }),
      fold("dock", `At the dock (${count(board.dock)})`, rows(board.dock), { force: anyMove(cardsOf(board.dock), SLOT_VERBS) }),
      fold("local", `Local stacks (${plural(tops.length, "card")} on top)`,
        h("div", { class: "skyrob-slotrows" }, ["gang", "equipment"].map((kind) => h("div", { class: "skyrob-slotrow", "data-slots": `local-${kind}` },
          h("span", { class: "skyrob-slotkind", text: `Local ${KINDS[kind]} (${plural(local[kind]?.below ?? 0, "card")} below)` }),
          h("div", { class: "skyrob-cards is-compact" }, local[kind]?.top ? cardEl(local[kind].top, { buttons: cardButtons(local[kind].top, SLOT_VERBS) }) : h("div", { class: "skyrob-card is-empty", text: "empty" }))))),
        { force: anyMove(tops, SLOT_VERBS) }),
      fold("decks", `Loot still to take: ${(v.loot ?? []).length} \u00B7 decks and discards`, [
        subhead("Loot still to take"),
        h("p", { class: "skyrob-line", text: (v.loot ?? []).map(name).join(" \u00B7 ") || "none" }),
        subhead("Decks"),
        h("p", { class: "skyrob-line", text: Object.entries(decks).map(([k, n]) => `${capital(KINDS[k] ?? k)}: ${n}`).join(" \u00B7 ") }),
        h("p", { class: "skyrob-line", text: `Discards: ${Object.entries(v.discards ?? {}).map(([k, cards]) => `${KINDS[k] ?? k} ${(cards ?? []).length}`).join(" \u00B7 ")}` }),
      ]));
  }

  function programEl(player, i) {
    const slot = programSlot(player, i);
    const text = slot.state === "empty" ? "empty" : slot.state === "hidden" ? "face down" : ACTIONS[slot.action] ?? slot.action;
    const note = slot.state === "own" ? " (yours, face down)" : slot.state === "revealed" ? " (revealed)" : "";
    return h("li", { class: `skyrob-slot is-${slot.state}`, "aria-label": `Program slot ${i + 1}: ${text}${note}` },
      h("span", { class: "skyrob-slot-number", "aria-hidden": "true", text: String(i + 1) }),
      h("span", { class: "skyrob-slot-text", "aria-hidden": "true", text: slot.state === "hidden" ? "?" : text }),
      slot.state === "own" ? h("span", { class: "skyrob-slot-note", "aria-hidden": "true", text: "yours, hidden" }) : null);
  }

  function stat(value, label, extra = "") {
    return h("span", { class: `skyrob-stat${extra ? ` ${extra}` : ""}` },
      h("span", { class: "skyrob-stat-value skyrob-num", text: String(value) }),
      h("span", { class: "skyrob-stat-label", text: label }));
  }

  function drawPlayers(v) {
    const players = Array.isArray(v.players) ? v.players : [];
    replaceChildren(zones.players, heading("Players"), h("div", { class: "skyrob-seats" }, players.map((p) => {
      const seat = p.seat;
      const count = p.hand_count ?? {};
      const turn = v.current_player === seat;
      const mine = seat === me();
      const play = p.play ?? [];
      const goals = p.goals ?? [];
      const names = (cards) => (cards.length ? `: ${cards.map(name).join(", ")}` : "");
      return h("article", { class: `skyrob-seat${turn ? " is-turn" : ""}${mine ? " is-me" : ""}`, "data-seat": seat, "aria-label": `${seatName(seat)}${turn ? ", to move" : ""}` },
        h("p", { class: "skyrob-seat-head" },
          turn ? tag("\u25B6 to move", "is-turn") : null,
          h("span", { class: "skyrob-seat-name", text: seatName(seat) }),
          seat === v.start_player ? tag("start player") : null,
          mine ? tag("you") : null),
        h("p", { class: "skyrob-stats" },
          stat(`$${p.money}K`, "money"),
          stat(p.reputation, "Reputation"),
          stat(p.score?.total ?? "?", "score", "is-score")),
        p.score ? h("p", { class: "skyrob-line skyrob-small", text: `Score: Reputation ${p.score.reputation}, goals ${p.score.goals}, bonuses ${p.score.bonuses}, money ${p.score.money}` }) : null,
        h("p", { class: "skyrob-line", text: `Hand: ${plural(count.gang ?? 0, "gang member")}, ${count.equipment ?? 0} equipment, ${count.crew ?? 0} crew${p.tips ? ` \u00B7 tips in play: ${p.tips}` : ""}` }),
        subhead("Program"),
        h("ol", { class: "skyrob-program" }, [0, 1, 2].map((i) => programEl(p, i))),
        fold(`play-${seat}`, `Play area (${play.length})${names(play)}`, cardList(play, { empty: "empty", verbs: ["skill"], extra: "is-compact" }),
          { open: mine, force: anyMove(play, ["skill"]) }),
        goals.length ? fold(`goals-${seat}`, `Goals (${goals.length})${names(goals)}`, cardList(goals, { extra: "is-compact" }), { open: mine }) : null,
        h("p", { class: "skyrob-line", text: `Dirty tricks: ${p.tricks_count ?? 0} unused${(p.tricks_used ?? []).length ? `; used: ${p.tricks_used.map(name).join(", ")}` : ""}` }));
    })));
  }

  function drawHand(v) {
    const seat = me();
    const player = seat === null ? null : v.players?.[seat];
    if (!player || !Array.isArray(player.hand)) {
      replaceChildren(zones.hand);
      zones.hand.hidden = true;
      return;
    }
    zones.hand.hidden = false;
    const tricks = player.tricks ?? [];
    replaceChildren(zones.hand,
      h("section", { class: "skyrob-hand-cards", "aria-label": "Your hand" },
        heading(`${possessive(seatName(seat))} hand`),
        (byVerb(moves()).get("bring") ?? []).some((m) => player.hand.includes(m.card))
          ? h("p", { class: "skyrob-line skyrob-hint", text: "Bring cards along with the buttons on them." }) : null,
        cardList(player.hand, { verbs: ["skill", "bring"], empty: "no cards in hand" })),
      tricks.length ? h("section", { class: "skyrob-tricks", "aria-label": "Your dirty tricks" },
        subhead(`${possessive(seatName(seat))} dirty tricks`), cardList(tricks, { verbs: ["trick"] })) : null);
  }

  function diceEl(dice, arrests = null, key = "") {
    const counts = diceCount(dice);
    // a roll not drawn before tumbles once (not with reduced motion: see the CSS)
    const fresh = key !== "" && key !== shownRoll;
    if (key) shownRoll = key;
    return h("div", { class: `skyrob-roll${fresh ? " is-fresh" : ""}`, "data-roll": key || null },
      h("div", { class: "skyrob-dice", role: "img", "aria-label": `Alarm roll: ${diceText(dice)}` },
        dice.map((d) => h("span", { class: `skyrob-die is-${d}`, "aria-hidden": "true" },
          dieIcon(d),
          h("span", { class: "skyrob-die-word", text: DIE[d]?.word ?? String(d) })))),
      h("p", { class: "skyrob-roll-sum" },
        `${plural(counts.handcuffs, "handcuffs", "handcuffs")} \u00B7 ${plural(counts.exit, "exit door")}`,
        typeof arrests === "number" && arrests ? ` \u2014 ${plural(arrests, "arrest")} to make` : ""));
  }

  function drawMission(v) {
    const m = v.mission;
    if (!m) return null;
    const carriedBy = Object.entries(m.carry ?? {});
    const job = JOBS[m.job] ?? m.job;
    const defenses = h("div", { class: "skyrob-part" },
      subhead(`Defenses of the ${job}`),
      h("ol", { class: "skyrob-defenses skyrob-plan" }, (m.defenses ?? []).map((d) => {
        const status = defenseStatus(v, d);
        const state = defenseState(d);
        const here = moves().filter((mv) => (mv.verb === "beat" || mv.verb === "vent") && mv.defense === d.number);
        return h("li", { class: `skyrob-defense is-${state}${d.powered ? " is-powered" : ""}`, "data-defense": d.number },
          h("span", { class: "skyrob-defense-number", text: `${d.number}.` }),
          h("span", { class: "skyrob-defense-name", text: d.name ?? d.type }),
          (d.icons ?? []).map((icon) => tag(String(icon).replaceAll("_", " "), "is-icon")),
          d.powered ? tag("\u26A1 powered", "is-powered") : null,
          d.guard ? tag("power supply guard") : null,
          h("span", { class: "skyrob-defense-state" },
            h("span", { class: `skyrob-mark is-${state}`, "aria-hidden": "true", text: state === "open" ? "!" : state === "optional" ? "\u2013" : "\u2713" }),
            h("span", { class: `skyrob-status is-${state}`, text: status })),
          here.length ? h("span", { class: "skyrob-buttons" }, here.map((mv) => moveButton(mv, { aria: `${capital(mv.label)} (${name(mv.card)}, defense ${d.number}: ${d.name})` }))) : null);
      })),
      m.cut ? h("p", { class: "skyrob-line", text: `Power cut by ${name(m.cut)}.` }) : null);
    const team = h("div", { class: "skyrob-part" },
      subhead(`Team (Strength ${m.strength ?? 0}${m.need ? ` of ${m.need} needed` : ""})`),
      (m.team ?? []).length ? h("ul", { class: "skyrob-team" }, m.team.map((c) => {
        const carries = carriedBy.filter(([, member]) => member === c).map(([eq]) => name(eq));
        const mine = moves().filter((mv) => (mv.verb === "carry" && mv.member === c) || (mv.verb === "arrest" && mv.card === c) || (mv.verb === "cut" && mv.card === c));
        const facts = v.cards?.[c] ?? {};
        return h("li", { class: `skyrob-member${(m.arrested ?? []).includes(c) ? " is-arrested" : ""}`, "data-card": c },
          h("span", { class: "skyrob-card-name", text: name(c) }),
          typeof facts.strength === "number" ? h("span", { class: "skyrob-member-facts", text: `Strength ${facts.strength}` }) : null,
          facts.loud ? tag("LOUD", "is-loud") : null,
          carries.length ? h("span", { class: "skyrob-line", text: `carries ${carries.join(", ")}` }) : null,
          (m.arrested ?? []).includes(c) ? tag("\u2297 arrested", "is-loud") : null,
          mine.length ? h("span", { class: "skyrob-buttons" }, mine.map((mv) => moveButton(mv, { aria: `${capital(mv.label)} (${name(mv.card)})` }))) : null);
      })) : h("p", { class: "skyrob-muted", text: "nobody yet" }),
      );
    const alarms = h("div", { class: "skyrob-part" },
      h("p", { class: "skyrob-alarm-head" }, "Alarm dice: ", h("span", { class: "skyrob-alarm-count skyrob-num", text: String(m.alarm_count ?? 0) })),
      (m.alarms ?? []).length ? h("ul", { class: "skyrob-alarms" }, m.alarms.map((a) => h("li", {},
        h("span", { class: "skyrob-alarm-dice", text: plural(a.dice, "die", "dice") }), ` ${alarmWhy(a, seatName)}`))) : h("p", { class: "skyrob-muted", text: "no alarms" }),
      (m.tricks ?? []).length ? h("p", { class: "skyrob-line", text: `Dirty tricks played: ${m.tricks.map(name).join(", ")}` }) : null,
      (m.brig_before ?? []).length && m.job === "jailbreak" ? h("p", { class: "skyrob-line", text: `In the Brig before: ${m.brig_before.map(name).join(", ")}` }) : null);
    return h("div", { class: "skyrob-mission" },
      (m.dice ?? []).length ? diceEl(m.dice, m.arrests, rollKey(m)) : null,
      defenses,
      h("div", { class: "skyrob-split is-even" }, team, alarms));
  }

  function drawDecide(v) {
    const seat = me();
    const player = seat === null ? null : v.players?.[seat];
    const m = v.mission;
    const title = m ? `${possessive(seatName(m.seat))} ${JOBS[m.job] ?? m.job}${m.target ? `: ${name(m.target)}` : ""}` : PHASES[v.phase] ?? "Decision";
    const head = h("div", { class: "skyrob-decide-head" }, heading(title, "skyrob-title"));
    const parts = [head];
    if (v.phase === "draft") {
      if (player && Array.isArray(player.draft)) {
        parts.push(h("p", { class: "skyrob-line", text: `${possessive(seatName(seat))} dealt recruits (draft ${v.draft_round ?? 1})${player.picked ? ": chosen, waiting for the others" : ""}` }));
        parts.push(cardList(player.draft, { verbs: ["hire", "brig"], empty: "none left", extra: "is-big" }));
      }
    }
    if (v.current && typeof v.current === "object") {
      const c = v.current;
      head.append(h("p", { class: "skyrob-revealed", "data-action": c.action },
        "Revealed: ", h("strong", { class: "skyrob-revealed-name", text: ACTIONS[c.action] ?? c.action }),
        ` (${possessive(seatName(c.seat))} slot ${Number(c.slot) + 1}${c.repeat ? ", repeated" : ""})`,
        (c.tippers ?? []).length ? ` \u00B7 tipped off by ${c.tippers.map(seatName).join(", ")}` : ""));
    }
    if (v.phase === "program" && player) {
      parts.push(subhead(`${possessive(seatName(seat))} program`), h("ol", { class: "skyrob-program is-big" }, [0, 1, 2].map((i) => programEl(player, i))));
      const progs = byVerb(moves()).get("prog") ?? [];
      parts.push(subhead("Action cards"),
        h("div", { class: "skyrob-actions" }, Object.entries(ACTIONS).map(([action, title]) => {
          const move = progs.find((m) => m.action === action);
          const used = (player?.program ?? []).includes(action);
          return h("div", { class: `skyrob-action${move ? " is-playable" : ""}${used ? " is-used" : ""}`, "data-action": action },
            h("span", { class: "skyrob-card-name", text: title }),
            move ? moveButton(move, { text: "Program", aria: `Program ${title}` }) : h("span", { class: "skyrob-muted", text: used ? "in your program" : "not now" }));
        })));
    }
    if (v.threat) {
      parts.push(h("p", { class: "skyrob-line skyrob-threat", text: `Threatening ${name(v.threat.crew)}: Strength ${v.threat.strength} of ${v.threat.need} (${(v.threat.cards ?? []).map(name).join(", ") || "nobody yet"})` }));
    }
    const mission = drawMission(v);
    if (mission) parts.push(mission);
    // go, abort, accept and the rest sit here; cards' own moves (bring one along, use a
    // skill, play a trick...) sit on the cards, in the hand beside this
    const actionBox = h("div", { class: "skyrob-buttons skyrob-main-moves" });
    parts.push(actionBox);
    if (v.phase === "over") parts.push(h("p", { class: "skyrob-result", text: resultText(v, seatName) }), scoreTable(v));
    replaceChildren(zones.decide, parts);
    return actionBox;
  }

  function scoreTable(v) {
    const scores = v.result?.scores ?? [];
    return h("table", { class: "skyrob-table" },
      h("thead", {}, h("tr", {}, ["Player", "Reputation", "Goals", "Bonuses", "Money", "Total"].map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, (v.players ?? []).map((p) => h("tr", { class: (v.result?.winners ?? []).includes(p.seat) ? "is-winner" : null },
        h("th", { scope: "row", text: `${seatName(p.seat)}${(v.result?.winners ?? []).includes(p.seat) ? " (winner)" : ""}` }),
        ["reputation", "goals", "bonuses", "money"].map((k) => h("td", { text: String(p.score?.[k] ?? "") })),
        h("td", { class: "skyrob-num", text: String(scores[p.seat] ?? p.score?.total ?? "") })))));
  }

  function draw() {
    const v = view();
    placed = new Set();
    folds.keep();
    rebuildKeepingFocus(root, () => {
      drawHeadline(v);
      const actionBox = drawDecide(v);
      drawHand(v);
      drawTrack(v);
      drawLocation(v);
      drawBrig(v);
      drawSlots(v);
      drawPlayers(v);
      // every legal move not yet on a card goes with the decision (go, abort, pass, tip...)
      const rest = moves().filter((m) => !placed.has(m.id));
      const primary = new Set(["go", "accept", "hire", "prog"]);
      replaceChildren(actionBox, rest.map((m) => moveButton(m, { primary: primary.has(m.verb), aria: m.card ? `${capital(m.label)} (${name(m.card)})` : null })));
      actionBox.hidden = rest.length === 0;
      // the parts of the board a decision's buttons sit on come up next to it
      const active = ["location", "slots", "brig"].filter((zone) => zones[zone].querySelector("button[data-move]"));
      const held = zones.hand.querySelectorAll(".skyrob-card[data-card]").length; // hand and tricks
      const rows = layoutRows(active, { hand: !zones.hand.hidden, bigHand: held > 4 });
      replaceChildren(root, headline, rows.map((row) => h("div", { class: `skyrob-row${row.length > 1 ? " is-pair" : ""}`, "data-row": row.join(" ") }, row.map((zone) => zones[zone]))));
    });
  }

  const planner = createPlannerPanel({ send });

  return {
    update(next) {
      snap = next;
      draw();
    },
    preview() {},
    destroy() {
      root.remove();
    },
    // the Heist planner sits with the shell's panels; Python fills it (the inspection trait)
    panels: [planner],
  };
}

export default makeWidget({ mount: mountBoard });
