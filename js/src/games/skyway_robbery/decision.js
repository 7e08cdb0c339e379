// The decision of the moment in Skyway Robbery (the draft, programming, the revealed
// card, planning an illegal action with each defense's status, the team, the alarm
// dice and why each die is rolled, arrests, freeing, the final score), and beside it
// the viewer's hand and dirty tricks.

import { h, replaceChildren } from "../../shared/dom.js";
import { capital, plural, possessive } from "../../shared/format.js";
import { ACTIONS, JOBS, PHASES, byVerb, defenseState, rollKey } from "./game.js";
import { alarmWhy, defenseStatus, resultText } from "./words.js";

/** The verbs whose buttons stand out among the decision's. */
const PRIMARY = new Set(["go", "accept", "hire", "prog"]);

/** The decision; `update(v)` draws it, and `placeRest(moves)` adds the buttons of the
 * legal moves no card carries (go, abort, pass, tip...). */
export function createDecision(facts, kit) {
  const { name, seatName } = facts;
  const { moveButton, heading, subhead, tag } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-decide", "aria-label": "Your decision" });
  let actionBox = null;

  function defenses(v, m, job) {
    return h("div", { class: "skyrob-part" },
      subhead(`Defenses of the ${job}`),
      h("ol", { class: "skyrob-defenses skyrob-plan" }, (m.defenses ?? []).map((d) => {
        const status = defenseStatus(v, d);
        const state = defenseState(d);
        const here = facts.moves().filter((mv) => (mv.verb === "beat" || mv.verb === "vent") && mv.defense === d.number);
        return h("li", { class: `skyrob-defense is-${state}${d.powered ? " is-powered" : ""}`, "data-defense": d.number },
          h("span", { class: "skyrob-defense-number", text: `${d.number}.` }),
          h("span", { class: "skyrob-defense-name", text: d.name ?? d.type }),
          kit.iconTags(d.icons),
          d.powered ? tag("\u26A1 powered", "is-powered") : null,
          d.guard ? tag("power supply guard") : null,
          h("span", { class: "skyrob-defense-state" },
            h("span", { class: `skyrob-mark is-${state}`, "aria-hidden": "true", text: state === "open" ? "!" : state === "optional" ? "\u2013" : "\u2713" }),
            h("span", { class: `skyrob-status is-${state}`, text: status })),
          here.length ? h("span", { class: "skyrob-buttons" }, here.map((mv) => moveButton(mv, { aria: `${capital(mv.label)} (${name(mv.card)}, defense ${d.number}: ${d.name})` }))) : null);
      })),
      m.cut ? h("p", { class: "skyrob-line", text: `Power cut by ${name(m.cut)}.` }) : null);
  }

  function team(v, m) {
    const carriedBy = Object.entries(m.carry ?? {});
    return h("div", { class: "skyrob-part" },
      subhead(`Team (Strength ${m.strength ?? 0}${m.need ? ` of ${m.need} needed` : ""})`),
      (m.team ?? []).length ? h("ul", { class: "skyrob-team" }, m.team.map((c) => {
        const carries = carriedBy.filter(([, member]) => member === c).map(([eq]) => name(eq));
        const mine = facts.moves().filter((mv) => (mv.verb === "carry" && mv.member === c) || (mv.verb === "arrest" && mv.card === c) || (mv.verb === "cut" && mv.card === c));
        const cardFacts = v.cards?.[c] ?? {};
        return h("li", { class: `skyrob-member${(m.arrested ?? []).includes(c) ? " is-arrested" : ""}`, "data-card": c },
          h("span", { class: "skyrob-card-name", text: name(c) }),
          typeof cardFacts.strength === "number" ? h("span", { class: "skyrob-member-facts", text: `Strength ${cardFacts.strength}` }) : null,
          cardFacts.loud ? tag("LOUD", "is-loud") : null,
          carries.length ? h("span", { class: "skyrob-line", text: `carries ${carries.join(", ")}` }) : null,
          (m.arrested ?? []).includes(c) ? tag("\u2297 arrested", "is-loud") : null,
          mine.length ? h("span", { class: "skyrob-buttons" }, mine.map((mv) => moveButton(mv, { aria: `${capital(mv.label)} (${name(mv.card)})` }))) : null);
      })) : h("p", { class: "skyrob-muted", text: "nobody yet" }),
    );
  }

  function alarms(m) {
    return h("div", { class: "skyrob-part" },
      h("p", { class: "skyrob-alarm-head" }, "Alarm dice: ", h("span", { class: "skyrob-alarm-count skyrob-num", text: String(m.alarm_count ?? 0) })),
      (m.alarms ?? []).length ? h("ul", { class: "skyrob-alarms" }, m.alarms.map((a) => h("li", {},
        h("span", { class: "skyrob-alarm-dice", text: plural(a.dice, "die", "dice") }), ` ${alarmWhy(a, seatName)}`))) : h("p", { class: "skyrob-muted", text: "no alarms" }),
      (m.tricks ?? []).length ? h("p", { class: "skyrob-line", text: `Dirty tricks played: ${m.tricks.map(name).join(", ")}` }) : null,
      (m.brig_before ?? []).length && m.job === "jailbreak" ? h("p", { class: "skyrob-line", text: `In the Brig before: ${m.brig_before.map(name).join(", ")}` }) : null);
  }

  /** The illegal action being planned or resolved: its roll, defenses, team and alarms. */
  function mission(v) {
    const m = v.mission;
    if (!m) return null;
    const job = JOBS[m.job] ?? m.job;
    return h("div", { class: "skyrob-mission" },
      (m.dice ?? []).length ? kit.rollEl(m.dice, m.arrests, rollKey(m)) : null,
      defenses(v, m, job),
      h("div", { class: "skyrob-split is-even" }, team(v, m), alarms(m)));
  }

  function programming(player) {
    const progs = byVerb(facts.moves()).get("prog") ?? [];
    return [subhead("Action cards"),
      h("div", { class: "skyrob-actions" }, Object.entries(ACTIONS).map(([action, title]) => {
        const move = progs.find((m) => m.action === action);
        const used = (player?.program ?? []).includes(action);
        return h("div", { class: `skyrob-action${move ? " is-playable" : ""}${used ? " is-used" : ""}`, "data-action": action },
          h("span", { class: "skyrob-card-name", text: title }),
          move ? moveButton(move, { text: "Program", aria: `Program ${title}` }) : h("span", { class: "skyrob-muted", text: used ? "in your program" : "not now" }));
      }))];
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

  return {
    element,
    update(v) {
      const seat = facts.me();
      const player = seat === null ? null : v.players?.[seat];
      const m = v.mission;
      const title = m ? `${possessive(seatName(m.seat))} ${JOBS[m.job] ?? m.job}${m.target ? `: ${name(m.target)}` : ""}` : PHASES[v.phase] ?? "Decision";
      const head = h("div", { class: "skyrob-decide-head" }, heading(title, "skyrob-title"));
      const parts = [head];
      if (v.phase === "draft") {
        if (player && Array.isArray(player.draft)) {
          parts.push(h("p", { class: "skyrob-line", text: `${possessive(seatName(seat))} dealt recruits (draft ${v.draft_round ?? 1})${player.picked ? ": chosen, waiting for the others" : ""}` }));
          parts.push(kit.cardList(player.draft, { verbs: ["hire", "brig"], empty: "none left", extra: "is-big" }));
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
        parts.push(subhead(`${possessive(seatName(seat))} program`), h("ol", { class: "skyrob-program is-big" }, [0, 1, 2].map((i) => kit.programEl(player, i))));
        parts.push(...programming(player));
      }
      if (v.threat) {
        parts.push(h("p", { class: "skyrob-line skyrob-threat", text: `Threatening ${name(v.threat.crew)}: Strength ${v.threat.strength} of ${v.threat.need} (${(v.threat.cards ?? []).map(name).join(", ") || "nobody yet"})` }));
      }
      const planned = mission(v);
      if (planned) parts.push(planned);
      // go, abort, accept and the rest sit here; cards' own moves (bring one along, use a
      // skill, play a trick...) sit on the cards, in the hand beside this
      actionBox = h("div", { class: "skyrob-buttons skyrob-main-moves" });
      parts.push(actionBox);
      if (v.phase === "over") parts.push(h("p", { class: "skyrob-result", text: resultText(v, seatName) }), scoreTable(v));
      replaceChildren(element, parts);
    },
    placeRest(rest) {
      replaceChildren(actionBox, rest.map((m) => moveButton(m, { primary: PRIMARY.has(m.verb), aria: m.card ? `${capital(m.label)} (${name(m.card)})` : null })));
      actionBox.hidden = rest.length === 0;
    },
  };
}

/** The viewer's hand and, apart (not part of the hand), their dirty tricks; hidden when
 * the view shows no hand. */
export function createHand(facts, kit) {
  const element = h("div", { class: "skyrob-zone skyrob-hand" });
  return {
    element,
    update(v) {
      const seat = facts.me();
      const player = seat === null ? null : v.players?.[seat];
      if (!player || !Array.isArray(player.hand)) {
        replaceChildren(element);
        element.hidden = true;
        return;
      }
      element.hidden = false;
      const tricks = player.tricks ?? [];
      const owner = possessive(facts.seatName(seat));
      replaceChildren(element,
        h("section", { class: "skyrob-hand-cards", "aria-label": "Your hand" },
          kit.heading(`${owner} hand`),
          (byVerb(facts.moves()).get("bring") ?? []).some((m) => player.hand.includes(m.card))
            ? h("p", { class: "skyrob-line skyrob-hint", text: "Bring cards along with the buttons on them." }) : null,
          kit.cardList(player.hand, { verbs: ["skill", "bring"], empty: "no cards in hand" })),
        tricks.length ? h("section", { class: "skyrob-tricks", "aria-label": "Your dirty tricks" },
          kit.subhead(`${owner} dirty tricks`), kit.cardList(tricks, { verbs: ["trick"] })) : null);
    },
    /** How many cards the hand zone shows (hand and tricks). */
    cardCount: () => element.querySelectorAll(".skyrob-card[data-card]").length,
  };
}
