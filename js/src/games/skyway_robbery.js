// Skyway Robbery's board: the airship's route, the current location and its
// defenses, the board's slots, the loot, the Brig, every player's money,
// Reputation and programs, the viewer's hand, and the decision of the moment
// (the draft, programming, the revealed card, planning an illegal action, the
// alarm roll, arrests, freeing). It draws only what `view` and `moves` say: a
// hidden card is simply absent from the view, and every button is a legal move
// whose parts (verb, card, action, defense, member, seat, target) Python sent.
// No rules here; move ids are never built, only sent back as they came.

import { makeWidget } from "../shared/widget.js";
import { h, rebuildKeepingFocus, replaceChildren } from "../shared/dom.js";

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

/** A planned defense's status in words: beaten by a card, vented, inert after a power cut, or open. */
export function defenseStatus(view, defense) {
  if (defense?.beaten_by) return `beaten by ${cardName(view, defense.beaten_by)}`;
  if (defense?.vented_by) return `skipped through a vent by ${cardName(view, defense.vented_by)}`;
  if (defense?.inert) return "inert: the power is cut";
  if (defense?.cleared) return "cleared";
  return "still open";
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
    const freed = (last.freed ?? []).length ? `; freed: ${last.freed.map((c) => cardName(view, c)).join(", ")}` : "";
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

// ---- The board ----

function mountBoard(host, { play }) {
  let snap = null;
  let placed = new Set(); // move ids that got a button on the board in this drawing

  const turnLine = h("p", { class: "skyrob-turn" });
  const prompt = h("p", { class: "skyrob-prompt", role: "status", "aria-live": "polite" });
  const decide = h("section", { class: "skyrob-zone skyrob-decide", "aria-label": "Your decision" });
  const trackBox = h("section", { class: "skyrob-zone skyrob-track", "aria-label": "The airship's route" });
  const locationBox = h("section", { class: "skyrob-zone skyrob-location", "aria-label": "The current location" });
  const boardBox = h("section", { class: "skyrob-zone skyrob-slots", "aria-label": "The board" });
  const brigBox = h("section", { class: "skyrob-zone skyrob-brig", "aria-label": "The Brig" });
  const playersBox = h("section", { class: "skyrob-zone skyrob-players", "aria-label": "Players" });
  const handBox = h("section", { class: "skyrob-zone skyrob-hand", "aria-label": "Your hand" });
  const lastLine = h("p", { class: "skyrob-last" });

  const root = h("div", { class: "skyrob", tabindex: -1, "data-lm-suppress-shortcuts": "true", role: "group", "aria-label": "Skyway Robbery board" },
    h("div", { class: "skyrob-status" }, turnLine, prompt),
    decide,
    trackBox,
    h("div", { class: "skyrob-columns" }, locationBox, brigBox),
    boardBox,
    handBox,
    playersBox,
    lastLine);
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

  function heading(text) {
    return h("h4", { class: "skyw-heading", text });
  }

  function tag(text, extra = "") {
    return h("span", { class: `skyrob-tag${extra ? ` ${extra}` : ""}`, text });
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
    return h("div", { class: `skyrob-card${f.kind ? ` is-${f.kind}` : ""}${extraClass ? ` ${extraClass}` : ""}`, "data-card": card, "aria-label": label, role: "group" },
      h("span", { class: "skyrob-card-name", text: name(card) }),
      h("span", { class: "skyrob-card-kind", text: KINDS[f.kind] ?? f.kind ?? "" }),
      facts.length ? h("span", { class: "skyrob-card-facts", text: facts.join(" \u00B7 ") }) : null,
      icons ? h("span", { class: "skyrob-card-icons" }, (f.icons ?? []).map((i) => tag(String(i).replaceAll("_", " "), "is-icon"))) : null,
      flags.length ? h("span", { class: "skyrob-card-flags" }, flags) : null,
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
    return h("div", { class: "skyrob-cards" }, list.map((c) => cardEl(c, { buttons: c ? cardButtons(c, opts.verbs ?? []) : [] })));
  }

  // ---- the parts ----

  function drawStatus(v) {
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
      plan: "Bring your team, beat or vent each defense, then go (roll the alarm dice) or call it off.",
      threat: "Bring enough Strength to threaten the crew member, then go or call it off.",
      rolled: "Keep this roll, or play a reroll trick.",
      arrest: "Handcuffs: choose who is arrested.",
      free: "Choose a gang member to free from the Brig.",
    }[v.phase] ?? "";
    prompt.textContent = text;
  }

  function drawTrack(v) {
    const route = Array.isArray(v.route) ? v.route : [];
    const here = v.location?.number;
    replaceChildren(trackBox,
      heading(`The route: the airship is at space ${v.track ?? 0} of ${v.home ?? "?"}`),
      h("ol", { class: "skyrob-route" },
        route.map((r) => h("li", { class: `skyrob-stop${r.number === here ? " is-here" : ""}${r.looted ? " is-looted" : ""}`, "data-location": r.number },
          h("span", { class: "skyrob-stop-number", text: `No. ${r.number}` }),
          h("span", { class: "skyrob-stop-name", text: r.name }),
          h("span", { class: "skyrob-stop-facts", text: `space ${r.house} \u00B7 ${plural(r.spaces, "space")} long` }),
          r.number === here ? tag("airship here", "is-here") : null,
          tag(r.looted ? "looted" : `loot: ${name(r.loot)}`, r.looted ? "is-looted" : ""))),
        h("li", { class: `skyrob-stop is-home${(v.track ?? 0) >= v.home ? " is-here" : ""}` },
          h("span", { class: "skyrob-stop-name", text: "Home" }),
          h("span", { class: "skyrob-stop-facts", text: `space ${v.home}` }))));
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
      replaceChildren(locationBox, heading("Location"), h("p", { class: "skyrob-muted", text: "No location yet: the airship reaches the first one after round 1." }));
      return;
    }
    replaceChildren(locationBox,
      heading(`Location ${loc.number}: ${loc.name}`),
      loc.text ? h("p", { class: "skyrob-note", text: loc.text }) : null,
      h("p", { class: "skyrob-subhead", text: "Defenses" }),
      h("ol", { class: "skyrob-defenses" }, (loc.defenses ?? []).map((d, i) => defenseRow(d, i))),
      h("p", { class: "skyrob-subhead", text: "The Vault" }),
      loc.vault ? h("ul", { class: "skyrob-defenses" }, defenseRow(loc.vault, -1)) : null,
      h("p", { class: "skyrob-subhead", text: loc.power_supply ? `Power supply${loc.power_used ? " (power already cut)" : ""}: its guard` : "No power supply" }),
      loc.power_supply ? ((loc.guard ?? []).length ? h("ul", { class: "skyrob-defenses" }, loc.guard.map((d, i) => defenseRow(d, i))) : h("p", { class: "skyrob-muted", text: "no guard" })) : null,
      h("p", { class: "skyrob-subhead", text: "Loot" }),
      h("div", { class: "skyrob-cards" }, cardEl(loc.loot, { note: loc.looted ? "looted" : "still in the vault" })),
      h("div", { class: "skyrob-buttons" }, movesFor(moves(), undefined, ["heist"]).map((m) => moveButton(m, { primary: true }))));
  }

  function drawBrig(v) {
    const brig = v.brig ?? {};
    replaceChildren(brigBox,
      heading("The Brig"),
      h("p", { class: "skyrob-subhead", text: "Gang members held" }),
      cardList(brig.members, { verbs: ["free", "skill"], empty: "nobody" }),
      h("p", { class: "skyrob-subhead", text: "Its defenses" }),
      h("ol", { class: "skyrob-defenses" }, (brig.defenses ?? []).map((c, i) => {
        const f = v.cards?.[c] ?? {};
        return defenseRow({ name: f.name ?? c, icons: f.icons, powered: f.powered, card: c }, i);
      })),
      (brig.guard ?? []).length ? h("p", { class: "skyrob-subhead", text: "Guarding its power" }) : null,
      (brig.guard ?? []).length ? h("ul", { class: "skyrob-defenses" }, brig.guard.map((c, i) => {
        const f = v.cards?.[c] ?? {};
        return defenseRow({ name: f.name ?? c, icons: f.icons, powered: f.powered, card: c }, i);
      })) : null,
      h("div", { class: "skyrob-buttons" }, movesFor(moves(), undefined, ["jailbreak"]).map((m) => moveButton(m, { primary: true }))));
  }

  const SLOT_VERBS = ["buy", "threaten", "turf", "sidejob"];
  function drawSlots(v) {
    const board = v.board ?? {};
    const part = (title, slots) => h("div", { class: "skyrob-part" },
      h("p", { class: "skyrob-subhead", text: title }),
      Object.entries(slots ?? {}).map(([kind, cards]) => h("div", { class: "skyrob-slotrow", "data-slots": kind },
        h("span", { class: "skyrob-slotkind", text: capital(KINDS[kind] ?? kind) }),
        h("div", { class: "skyrob-cards" }, (cards ?? []).map((c) => (c ? cardEl(c, { buttons: cardButtons(c, SLOT_VERBS) }) : h("div", { class: "skyrob-card is-empty", text: "empty slot" })))))));
    const local = board.local ?? {};
    const decks = v.decks ?? {};
    replaceChildren(boardBox,
      heading("The board"),
      h("div", { class: "skyrob-parts" },
        part("On the airship", board.airship),
        part("At the dock", board.dock),
        h("div", { class: "skyrob-part" },
          h("p", { class: "skyrob-subhead", text: "Local stacks" }),
          ["gang", "equipment"].map((kind) => h("div", { class: "skyrob-slotrow", "data-slots": `local-${kind}` },
            h("span", { class: "skyrob-slotkind", text: `Local ${KINDS[kind]} (${plural(local[kind]?.below ?? 0, "card")} below)` }),
            h("div", { class: "skyrob-cards" }, local[kind]?.top ? cardEl(local[kind].top, { buttons: cardButtons(local[kind].top, SLOT_VERBS) }) : h("div", { class: "skyrob-card is-empty", text: "empty" })))))),
      h("p", { class: "skyrob-subhead", text: "Loot still to take" }),
      h("p", { class: "skyrob-line", text: (v.loot ?? []).map(name).join(" \u00B7 ") || "none" }),
      h("p", { class: "skyrob-subhead", text: "Decks" }),
      h("p", { class: "skyrob-line", text: Object.entries(decks).map(([k, n]) => `${capital(KINDS[k] ?? k)}: ${n}`).join(" \u00B7 ") }),
      h("p", { class: "skyrob-line", text: `Discards: ${Object.entries(v.discards ?? {}).map(([k, cards]) => `${KINDS[k] ?? k} ${(cards ?? []).length}`).join(" \u00B7 ")}` }));
  }

  function programEl(player, i) {
    const slot = programSlot(player, i);
    const text = slot.state === "empty" ? "empty" : slot.state === "hidden" ? "face down" : ACTIONS[slot.action] ?? slot.action;
    const note = slot.state === "own" ? " (yours, face down)" : slot.state === "revealed" ? " (revealed)" : "";
    return h("li", { class: `skyrob-slot is-${slot.state}`, "aria-label": `Program slot ${i + 1}: ${text}${note}` },
      h("span", { class: "skyrob-slot-number", "aria-hidden": "true", text: String(i + 1) }),
      h("span", { class: "skyrob-slot-text", "aria-hidden": "true", text: slot.state === "hidden" ? "? face down" : text }),
      slot.state === "own" ? h("span", { class: "skyrob-slot-note", "aria-hidden": "true", text: "yours, hidden" }) : null);
  }

  function drawPlayers(v) {
    const players = Array.isArray(v.players) ? v.players : [];
    replaceChildren(playersBox, heading("Players"), h("div", { class: "skyrob-seats" }, players.map((p) => {
      const seat = p.seat;
      const count = p.hand_count ?? {};
      const turn = v.current_player === seat;
      return h("article", { class: `skyrob-seat${turn ? " is-turn" : ""}${seat === me() ? " is-me" : ""}`, "data-seat": seat, "aria-label": `${seatName(seat)}${turn ? ", to move" : ""}` },
        h("p", { class: "skyrob-seat-head" },
          turn ? tag("\u25B6 to move", "is-turn") : null,
          h("span", { class: "skyrob-seat-name", text: seatName(seat) }),
          seat === v.start_player ? tag("start player") : null,
          seat === me() ? tag("you") : null),
        h("p", { class: "skyrob-line", text: `$${p.money}K \u00B7 Reputation ${p.reputation} \u00B7 score ${p.score?.total ?? "?"}${p.score ? ` (Reputation ${p.score.reputation}, goals ${p.score.goals}, bonuses ${p.score.bonuses}, money ${p.score.money})` : ""}` }),
        h("p", { class: "skyrob-line", text: `Hand: ${plural(count.gang ?? 0, "gang member")}, ${count.equipment ?? 0} equipment, ${count.crew ?? 0} crew${p.tips ? ` \u00B7 tips in play: ${p.tips}` : ""}` }),
        h("p", { class: "skyrob-subhead", text: "Program" }),
        h("ol", { class: "skyrob-program" }, [0, 1, 2].map((i) => programEl(p, i))),
        h("p", { class: "skyrob-subhead", text: "Play area" }),
        cardList(p.play, { empty: "empty", verbs: ["skill"] }),
        (p.goals ?? []).length ? [h("p", { class: "skyrob-subhead", text: "Goals" }), cardList(p.goals)] : null,
        h("p", { class: "skyrob-line", text: `Dirty tricks: ${p.tricks_count ?? 0} unused${(p.tricks_used ?? []).length ? `; used: ${p.tricks_used.map(name).join(", ")}` : ""}` }),
        seat === me() && (p.tricks ?? []).length ? cardList(p.tricks, { verbs: ["trick"] }) : null);
    })));
  }

  function drawHand(v) {
    const seat = me();
    const player = seat === null ? null : v.players?.[seat];
    if (!player || !Array.isArray(player.hand)) {
      replaceChildren(handBox);
      handBox.hidden = true;
      return;
    }
    handBox.hidden = false;
    replaceChildren(handBox, heading(`${possessive(seatName(seat))} hand`), cardList(player.hand, { verbs: ["skill"], empty: "no cards in hand" }));
  }

  function drawMission(v) {
    const m = v.mission;
    if (!m) return null;
    const carriedBy = Object.entries(m.carry ?? {});
    const job = JOBS[m.job] ?? m.job;
    return h("div", { class: "skyrob-mission" },
      h("p", { class: "skyrob-subhead", text: `${possessive(seatName(m.seat))} ${job}${m.target ? `: ${name(m.target)}` : ""}` }),
      h("ol", { class: "skyrob-defenses skyrob-plan" }, (m.defenses ?? []).map((d) => {
        const status = defenseStatus(v, d);
        const state = d.beaten_by ? "beaten" : d.vented_by ? "vented" : d.inert ? "inert" : d.cleared ? "cleared" : "open";
        const here = moves().filter((mv) => (mv.verb === "beat" || mv.verb === "vent") && mv.defense === d.number);
        return h("li", { class: `skyrob-defense is-${state}${d.powered ? " is-powered" : ""}`, "data-defense": d.number },
          h("span", { class: "skyrob-defense-number", text: `${d.number}.` }),
          h("span", { class: "skyrob-defense-name", text: d.name ?? d.type }),
          (d.icons ?? []).map((icon) => tag(String(icon).replaceAll("_", " "), "is-icon")),
          d.powered ? tag("\u26A1 powered", "is-powered") : null,
          d.guard ? tag("power supply guard") : null,
          h("span", { class: `skyrob-status is-${state}`, text: status }),
          here.length ? h("span", { class: "skyrob-buttons" }, here.map((mv) => moveButton(mv, { aria: `${capital(mv.label)} (${name(mv.card)}, defense ${d.number}: ${d.name})` }))) : null);
      })),
      m.cut ? h("p", { class: "skyrob-line", text: `Power cut by ${name(m.cut)}.` }) : null,
      h("p", { class: "skyrob-subhead", text: `Team (Strength ${m.strength ?? 0}${m.need ? ` of ${m.need} needed` : ""})` }),
      (m.team ?? []).length ? h("ul", { class: "skyrob-team" }, m.team.map((c) => {
        const carries = carriedBy.filter(([, member]) => member === c).map(([eq]) => name(eq));
        const mine = moves().filter((mv) => (mv.verb === "carry" && mv.member === c) || (mv.verb === "arrest" && mv.card === c) || (mv.verb === "cut" && mv.card === c));
        return h("li", { class: "skyrob-member", "data-card": c },
          h("span", { class: "skyrob-card-name", text: name(c) }),
          carries.length ? h("span", { class: "skyrob-line", text: ` carries ${carries.join(", ")}` }) : null,
          (m.arrested ?? []).includes(c) ? tag("arrested", "is-loud") : null,
          mine.length ? h("span", { class: "skyrob-buttons" }, mine.map((mv) => moveButton(mv, { aria: `${capital(mv.label)} (${name(mv.card)})` }))) : null);
      })) : h("p", { class: "skyrob-muted", text: "nobody yet" }),
      h("p", { class: "skyrob-subhead", text: `Alarm dice: ${m.alarm_count ?? 0}` }),
      (m.alarms ?? []).length ? h("ul", { class: "skyrob-alarms" }, m.alarms.map((a) => h("li", { text: `${plural(a.dice, "die", "dice")}: ${a.why}` }))) : h("p", { class: "skyrob-muted", text: "no alarms" }),
      (m.tricks ?? []).length ? h("p", { class: "skyrob-line", text: `Dirty tricks played: ${m.tricks.map(name).join(", ")}` }) : null,
      (m.dice ?? []).length ? diceEl(m.dice, m.arrests) : null,
      (m.brig_before ?? []).length && m.job === "jailbreak" ? h("p", { class: "skyrob-line", text: `In the Brig before: ${m.brig_before.map(name).join(", ")}` }) : null);
  }

  function diceEl(dice, arrests = null) {
    return h("div", { class: "skyrob-dice", "aria-label": `Alarm roll: ${diceText(dice)}` },
      dice.map((d) => h("span", { class: `skyrob-die is-${d}`, "aria-hidden": "true" },
        h("span", { class: "skyrob-die-symbol", text: DIE[d]?.symbol ?? "?" }), ` ${DIE[d]?.word ?? d}`)),
      typeof arrests === "number" && arrests ? h("span", { class: "skyrob-line", text: ` \u2014 ${plural(arrests, "arrest")} to make` }) : null);
  }

  function drawDecide(v) {
    const seat = me();
    const player = seat === null ? null : v.players?.[seat];
    const parts = [heading(PHASES[v.phase] ?? "Decision")];
    if (v.phase === "draft") {
      if (player && Array.isArray(player.draft)) {
        parts.push(h("p", { class: "skyrob-line", text: `${possessive(seatName(seat))} dealt recruits (draft ${v.draft_round ?? 1})${player.picked ? ": chosen, waiting for the others" : ""}` }));
        parts.push(cardList(player.draft, { verbs: ["hire", "brig"], empty: "none left" }));
      }
    }
    if (v.phase === "program" || (player && (player.programmed ?? 0) > 0 && v.phase !== "over")) {
      if (player) parts.push(h("p", { class: "skyrob-subhead", text: `${possessive(seatName(seat))} program` }), h("ol", { class: "skyrob-program" }, [0, 1, 2].map((i) => programEl(player, i))));
    }
    if (v.phase === "program") {
      const progs = byVerb(moves()).get("prog") ?? [];
      parts.push(h("p", { class: "skyrob-subhead", text: "Action cards" }),
        h("div", { class: "skyrob-actions" }, Object.entries(ACTIONS).map(([action, title]) => {
          const move = progs.find((m) => m.action === action);
          const used = (player?.program ?? []).includes(action);
          return h("div", { class: `skyrob-action${move ? " is-playable" : ""}${used ? " is-used" : ""}`, "data-action": action },
            h("span", { class: "skyrob-card-name", text: title }),
            move ? moveButton(move, { text: "Program", aria: `Program ${title}` }) : h("span", { class: "skyrob-muted", text: used ? "in your program" : "not now" }));
        })));
    }
    if (v.current && typeof v.current === "object") {
      const c = v.current;
      parts.push(h("p", { class: "skyrob-revealed", "data-action": c.action },
        "Revealed: ", h("strong", { text: ACTIONS[c.action] ?? c.action }),
        ` (${possessive(seatName(c.seat))} slot ${Number(c.slot) + 1}${c.repeat ? ", repeated" : ""})`,
        (c.tippers ?? []).length ? ` \u00B7 tipped off by ${c.tippers.map(seatName).join(", ")}` : ""));
    }
    if (v.threat) {
      parts.push(h("p", { class: "skyrob-line", text: `Threatening ${name(v.threat.crew)}: Strength ${v.threat.strength} of ${v.threat.need} (${(v.threat.cards ?? []).map(name).join(", ") || "nobody yet"})` }));
    }
    const mission = drawMission(v);
    if (mission) parts.push(mission);
    // bring, go, abort, accept and the rest sit here; cards' own moves sit on the cards
    const bring = byVerb(moves()).get("bring") ?? [];
    if (bring.length && v.phase !== "program") {
      parts.push(h("p", { class: "skyrob-subhead", text: "Bring along" }),
        h("div", { class: "skyrob-buttons" }, bring.map((m) => moveButton(m, { aria: `${capital(m.label)} (${name(m.card)})` }))));
    }
    const actionBox = h("div", { class: "skyrob-buttons skyrob-main-moves" });
    parts.push(actionBox);
    if (v.phase === "over") parts.push(h("p", { class: "skyrob-result", text: resultText(v, seatName) }), scoreTable(v));
    replaceChildren(decide, parts);
    return actionBox;
  }

  function scoreTable(v) {
    const scores = v.result?.scores ?? [];
    return h("table", { class: "skyrob-table" },
      h("thead", {}, h("tr", {}, ["Player", "Reputation", "Goals", "Bonuses", "Money", "Total"].map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, (v.players ?? []).map((p) => h("tr", { class: (v.result?.winners ?? []).includes(p.seat) ? "is-winner" : null },
        h("th", { scope: "row", text: `${seatName(p.seat)}${(v.result?.winners ?? []).includes(p.seat) ? " (winner)" : ""}` }),
        ["reputation", "goals", "bonuses", "money"].map((k) => h("td", { text: String(p.score?.[k] ?? "") })),
        h("td", { text: String(scores[p.seat] ?? p.score?.total ?? "") })))));
  }

  function draw() {
    const v = view();
    placed = new Set();
    rebuildKeepingFocus(root, () => {
      drawStatus(v);
      const actionBox = drawDecide(v);
      drawTrack(v);
      drawLocation(v);
      drawBrig(v);
      drawSlots(v);
      drawHand(v);
      drawPlayers(v);
      lastLine.textContent = lastText(v, seatName);
      // every legal move not yet on a card goes with the decision (go, abort, pass, tip...)
      const rest = moves().filter((m) => !placed.has(m.id));
      const primary = new Set(["go", "accept", "hire", "prog"]);
      replaceChildren(actionBox, rest.map((m) => moveButton(m, { primary: primary.has(m.verb), aria: m.card ? `${capital(m.label)} (${name(m.card)})` : null })));
      actionBox.hidden = rest.length === 0;
    });
  }

  return {
    update(next) {
      snap = next;
      draw();
    },
    preview() {},
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
