// The decision of the moment in Skyway Robbery (the draft, programming, the revealed
// card, planning an illegal action with each defense's status, the team, the alarm
// dice and why each die is rolled, arrests, freeing, the final score), and beside it
// the viewer's hand and dirty tricks. What the phase does not need now (a finished
// job's defenses, the alarms once rolled) folds away, so the decision fits a
// projector's screen.

import { h, replaceChildren } from "../../shared/dom.js";
import { capital } from "../../shared/format.js";
import { nt, t } from "../../shared/i18n.js";
import { ACTIONS, JOBS, byVerb, defenseState, rollKey } from "./game.js";
import { VERB_TEXT, refusedOn } from "./refused.js";
import { alarmWhy, defenseStatus, moneyText, owned, resultText } from "./words.js";

/** The verbs whose buttons stand out among the decision's. */
const PRIMARY = new Set(["go", "accept", "hire", "prog"]);
/** The hand's verbs, whose buttons go on its cards. */
const HAND_VERBS = ["skill", "bring"];

/** The decision; `update(v)` draws it, and `placeRest(moves)` adds the buttons of the
 * legal moves no card carries (go, abort, pass, tip...) and a refused Go. */
export function createDecision(facts, kit) {
  const { name, seatName } = facts;
  const { moveButton, heading, subhead, tag } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-decide", "aria-label": t("Your decision"), "data-decision": "decision" });
  let actionBox = null;

  function defenses(v, m, job) {
    // the job's title heads them: the list needs no heading of its own on screen
    return h("div", { class: "skyrob-part" },
      h("ol", { class: "skyrob-defenses skyrob-plan", "aria-label": t("Defenses of the {job}", { job }) }, (m.defenses ?? []).map((d) => {
        const status = defenseStatus(v, d);
        const state = defenseState(d);
        const here = facts.moves().filter((mv) => (mv.verb === "beat" || mv.verb === "vent") && mv.defense === d.number);
        const refused = state === "open" ? refusedOn(v, facts.moves(), "defense", { number: d.number }) : [];
        const buttons = [
          ...here.map((mv) => moveButton(mv, {
            text: mv.verb === "vent" ? t("Vent: {card}", { card: name(mv.card) }) : name(mv.card),
            aria: t("{move} ({defense})", { move: capital(mv.label), defense: d.name }),
          })),
          ...refused.map((c) => kit.refusedButton(c, { aria: t("{verb}: defense {n}, {defense}", { verb: VERB_TEXT.beat, n: d.number, defense: d.name }) })),
        ];
        return h("li", { class: `skyrob-defense is-${state}${d.powered ? " is-powered" : ""}`, "data-defense": d.number },
          h("span", { class: "skyrob-defense-number", text: `${d.number}.` }),
          h("span", { class: "skyrob-defense-name", text: d.name ?? d.type }),
          kit.iconTags(d.icons),
          d.powered ? tag(t("\u26A1 powered"), "is-powered") : null,
          d.guard ? tag(t("power supply guard")) : null,
          // the mark is a picture of the status word beside it (drawn by the CSS)
          h("span", { class: `skyrob-mark is-${state}`, "aria-hidden": "true" }),
          h("span", { class: `skyrob-status is-${state}`, text: status }),
          buttons.length ? h("span", { class: "skyrob-buttons" }, buttons) : null);
      })),
      m.cut ? h("p", { class: "skyrob-line", text: t("Power cut by {card}.", { card: name(m.cut) }) }) : null);
  }

  /** The team; `beside` goes on its heading's line (the alarm dice, while planning). */
  function team(v, m, beside = null) {
    const carriedBy = Object.entries(m.carry ?? {});
    return h("div", { class: "skyrob-part" },
      h("div", { class: "skyrob-team-head" }, subhead(m.need ? t("Team (Strength {n} of {need} needed)", { n: m.strength ?? 0, need: m.need }) : t("Team (Strength {n})", { n: m.strength ?? 0 })), beside),
      (m.team ?? []).length ? h("ul", { class: "skyrob-team" }, m.team.map((c) => {
        const carries = carriedBy.filter(([, member]) => member === c).map(([eq]) => name(eq));
        const mine = facts.moves().filter((mv) => (mv.verb === "arrest" || mv.verb === "cut") && mv.card === c);
        // what this member may carry: one button per piece of equipment, named
        const carry = facts.moves().filter((mv) => mv.verb === "carry" && mv.member === c);
        const refused = refusedOn(v, facts.moves(), "member", { card: c });
        const cardFacts = v.cards?.[c] ?? {};
        const arrested = (m.arrested ?? []).includes(c);
        return h("li", { class: `skyrob-member${arrested ? " is-arrested" : ""}`, "data-card": c },
          h("span", { class: "skyrob-card-name", text: name(c) }),
          typeof cardFacts.strength === "number" ? h("span", { class: "skyrob-member-facts", text: t("Strength {n}", { n: cardFacts.strength }) }) : null,
          cardFacts.loud ? tag(t("LOUD"), "is-loud") : null,
          carries.length ? h("span", { class: "skyrob-line skyrob-carries", text: t("carries {cards}", { cards: carries.join(", ") }) }) : null,
          arrested ? tag(t("\u2297 arrested"), "is-loud") : null,
          carry.length ? h("span", { class: "skyrob-buttons skyrob-carry" }, h("span", { class: "skyrob-carry-label", text: t("can carry:") }),
            carry.map((mv) => moveButton(mv, { text: name(mv.card) }))) : null,
          mine.length || refused.length ? h("span", { class: "skyrob-buttons" },
            mine.map((mv) => moveButton(mv, { text: mv.verb === "arrest" ? VERB_TEXT.arrest : null })),
            refused.map((c2) => kit.refusedButton(c2, { aria: t("{verb}: {card}", { verb: VERB_TEXT[c2.verb], card: name(c) }) }))) : null);
      })) : h("p", { class: "skyrob-muted", text: t("nobody yet") }),
    );
  }

  /** The alarm dice: how many, and (folded while planning: the count is what matters
   * then) why each is rolled. */
  function alarms(m, open) {
    return h("div", { class: "skyrob-part" },
      kit.fold("alarms", [h("span", { class: "skyrob-alarm-head" }, t("Alarm dice: "), h("span", { class: "skyrob-alarm-count skyrob-num", text: String(m.alarm_count ?? 0) })), t(" \u00B7 why")],
        (m.alarms ?? []).length ? h("ul", { class: "skyrob-alarms" }, m.alarms.map((a) => h("li", {},
          h("span", { class: "skyrob-alarm-dice", text: nt("{n} die", "{n} dice", a.dice, { n: a.dice }) }), ` ${alarmWhy(a, seatName)}`))) : h("p", { class: "skyrob-muted", text: t("no alarms") }),
        { open, extra: "is-alarms" }),
      (m.tricks ?? []).length ? h("p", { class: "skyrob-line", text: t("Dirty tricks played: {cards}", { cards: m.tricks.map(name).join(", ") }) }) : null);
  }

  /** The illegal action being planned or resolved. Planning shows every defense, the
   * team and the alarms; once the dice are rolled the roll comes first, with what the
   * moment needs (the alarms when a reroll may follow, the team for arrests, the
   * prisoners freed), and the rest folds. */
  function mission(v) {
    const m = v.mission;
    if (!m) return null;
    const job = JOBS[m.job] ?? m.job;
    const rolled = (m.dice ?? []).length > 0;
    const roll = rolled ? kit.rollEl(m.dice, m.arrests, rollKey(m)) : null;
    const past = (key, what, part) => kit.fold(`mission-${key}`, what, part);
    const passed = (m.defenses ?? []).filter((d) => defenseState(d) !== "open").length;
    const defenseSummary = nt("Defenses of the {job}: {passed} of {n} defense out of the way", "Defenses of the {job}: {passed} of {n} defenses out of the way", (m.defenses ?? []).length, { job, passed, n: (m.defenses ?? []).length });
    if (v.phase === "arrest") {
      return h("div", { class: "skyrob-mission" }, h("div", { class: "skyrob-split is-even" }, roll, team(v, m)),
        alarms(m, false),
        past("defenses", defenseSummary, defenses(v, m, job)));
    }
    if (v.phase === "free") {
      // whom to free is chosen on the Brig's cards, below
      return h("div", { class: "skyrob-mission" }, roll,
        (m.freed ?? []).length ? h("p", { class: "skyrob-line skyrob-job", text: t("Freed so far: {cards}", { cards: m.freed.map(name).join(", ") }) }) : null,
        past("team", t("Team (Strength {n})", { n: m.strength ?? 0 }), team(v, m)),
        past("defenses", defenseSummary, defenses(v, m, job)));
    }
    if (rolled) {
      return h("div", { class: "skyrob-mission" }, roll,
        h("div", { class: "skyrob-split is-even" }, alarms(m, true), team(v, m)),
        past("defenses", defenseSummary, defenses(v, m, job)));
    }
    // the team and its alarm dice may stand beside the defenses (arrange() decides)
    return h("div", { class: "skyrob-mission is-planning" },
      defenses(v, m, job),
      team(v, m, alarms(m, false)));
  }

  function programming(v, player) {
    const progs = byVerb(facts.moves()).get("prog") ?? [];
    return [subhead(t("Action cards")),
      h("div", { class: "skyrob-actions" }, Object.entries(ACTIONS).map(([action, title]) => {
        const move = progs.find((m) => m.action === action);
        const used = (player?.program ?? []).includes(action);
        const refused = move ? [] : refusedOn(v, facts.moves(), "action", { action });
        return h("div", { class: `skyrob-action${move ? " is-playable" : ""}${used ? " is-used" : ""}`, "data-action": action },
          h("span", { class: "skyrob-card-name", text: title }),
          used ? h("span", { class: "skyrob-card-note", text: t("in your program") }) : null,
          move ? moveButton(move, { text: VERB_TEXT.prog, aria: t("Program {action}", { action: title }) }) : null,
          refused.map((c) => kit.refusedButton(c, { aria: t("Program {action}", { action: title }) })));
      }))];
  }

  function scoreTable(v) {
    const scores = v.result?.scores ?? [];
    return h("table", { class: "skyrob-table", "data-decision": "scores" },
      h("thead", {}, h("tr", {}, [t("Player"), t("Reputation"), t("Goals"), t("Bonuses"), t("Money"), t("Total")].map((text) => h("th", { scope: "col", text })))),
      h("tbody", {}, (v.players ?? []).map((p) => h("tr", { class: (v.result?.winners ?? []).includes(p.seat) ? "is-winner" : null },
        h("th", { scope: "row", text: (v.result?.winners ?? []).includes(p.seat) ? t("{who} (winner)", { who: seatName(p.seat) }) : seatName(p.seat) }),
        ["reputation", "goals", "bonuses", "money"].map((k) => h("td", { text: String(p.score?.[k] ?? "") })),
        h("td", { class: "skyrob-num", text: String(scores[p.seat] ?? p.score?.total ?? "") })))));
  }

  return {
    element,
    update(v) {
      const seat = facts.me();
      const player = seat === null ? null : v.players?.[seat];
      const m = v.mission;
      // a job has a title of its own; any other phase is named by the headline above
      const job = m ? JOBS[m.job] ?? m.job : "";
      const whose = m ? owned(seatName(m.seat), (p) => t("Your {job}", p), (p) => t("{who}'s {job}", p), { job }) : "";
      const title = !m ? null : m.target ? t("{job}: {target}", { job: whose, target: name(m.target) }) : whose;
      const head = h("div", { class: `skyrob-decide-head${title ? "" : " is-plain"}` }, title ? heading(title, "skyrob-title") : null);
      const parts = [head];
      // a job's own title says what was revealed; the alarms say who tipped it off
      if (v.current && typeof v.current === "object" && !m) {
        const c = v.current;
        head.append(h("p", { class: "skyrob-revealed", "data-action": c.action },
          t("Revealed: "), h("strong", { class: "skyrob-revealed-name", text: ACTIONS[c.action] ?? c.action }),
          " ", owned(seatName(c.seat), (p) => t("(your slot {n})", p), (p) => t("({who}'s slot {n})", p), { n: Number(c.slot) + 1 }),
          c.repeat ? t(", repeated") : "",
          (c.tippers ?? []).length ? ` \u00B7 ${t("tipped off by {names}", { names: c.tippers.map(seatName).join(", ") })}` : ""));
      }
      // what a choice costs is measured against the viewer's money: say it here
      if (player && (v.phase === "draft" || v.phase === "act") && typeof player.money === "number") {
        // (a seat named "You", the default, is addressed as you)
        const who = seatName(seat);
        head.append(h("p", { class: "skyrob-purse" }, who === "You" ? t("You have ") : t("{who} has ", { who }), h("strong", { class: "skyrob-num", text: moneyText(player.money) })));
      }
      if (v.phase === "draft" && player && Array.isArray(player.draft)) {
        const recruits = owned(seatName(seat), (p) => t("Your dealt recruits (draft {n})", p), (p) => t("{who}'s dealt recruits (draft {n})", p), { n: v.draft_round ?? 1 });
        parts.push(h("p", { class: "skyrob-line", text: player.picked ? t("{recruits}: chosen, waiting for the others", { recruits }) : recruits }));
        parts.push(kit.cardList(player.draft, { verbs: ["hire", "brig"], place: "recruit", empty: t("none left"), extra: "is-big", text: true }));
      }
      if (v.phase === "program" && player) {
        parts.push(subhead(owned(seatName(seat), () => t("Your program"), (p) => t("{who}'s program", p))), h("ol", { class: "skyrob-program is-big" }, [0, 1, 2].map((i) => kit.programEl(player, i))));
        parts.push(...programming(v, player));
      }
      if (v.threat) {
        parts.push(h("p", { class: "skyrob-line skyrob-threat", text: t("Threatening {crew}: Strength {n} of {need} ({cards})", { crew: name(v.threat.crew), n: v.threat.strength, need: v.threat.need, cards: (v.threat.cards ?? []).map(name).join(", ") || t("nobody yet") }) }));
      }
      const planned = mission(v);
      if (planned) parts.push(planned);
      // go, abort, accept and the rest sit on the title's line, at its end; cards' own moves
      // (bring one along, use a skill, play a trick...) sit on the cards
      actionBox = h("div", { class: "skyrob-buttons skyrob-main-moves" });
      head.append(actionBox);
      if (v.phase === "over") parts.push(h("p", { class: "skyrob-result", text: resultText(v, seatName) }), scoreTable(v));
      // a decision that is only its title and a few buttons sits on one line
      element.classList.toggle("is-brief", parts.length === 1 && v.phase !== "over");
      replaceChildren(element, parts);
    },
    /** Once drawn: while planning, the team and its alarm dice stand beside the
     * defenses when that makes the box shorter (a long list of defenses, a small team),
     * else under them. */
    arrange() {
      const planning = element.querySelector(".skyrob-mission.is-planning");
      if (!planning) return;
      planning.classList.add("is-side");
      const side = planning.getBoundingClientRect().height;
      planning.classList.remove("is-side");
      const under = planning.getBoundingClientRect().height;
      planning.classList.toggle("is-side", side > 0 && side < under);
    },
    placeRest(rest) {
      const refusedGo = refusedOn(facts.view(), facts.moves(), "go");
      replaceChildren(actionBox,
        rest.map((m) => moveButton(m, { primary: PRIMARY.has(m.verb), text: m.verb === "go" ? VERB_TEXT.go : null })),
        refusedGo.map((c) => kit.refusedButton(c, { aria: t("Go: roll the alarm dice") })));
      actionBox.hidden = rest.length + refusedGo.length === 0;
    },
  };
}

/** The viewer's hand and, apart (not part of the hand), their dirty tricks; hidden when
 * the view shows no hand. Cards are drawn without their texts (a fold lists them), but
 * for a card whose skill may be used now. */
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
      const owner = facts.seatName(seat);
      const skills = new Set((byVerb(facts.moves()).get("skill") ?? []).map((m) => m.card));
      const cards = h("section", { class: "skyrob-hand-cards", "aria-label": t("Your hand") },
          kit.heading(owned(owner, () => t("Your hand"), (p) => t("{who}'s hand", p))),
          kit.cardList(player.hand, { verbs: HAND_VERBS, place: "hand", empty: t("no cards in hand"), extra: "is-hand", text: (c) => skills.has(c), cost: false }));
      const trickCards = tricks.length ? h("section", { class: "skyrob-tricks", "aria-label": t("Your dirty tricks") },
        kit.subhead(owned(owner, () => t("Your dirty tricks"), (p) => t("{who}'s dirty tricks", p))), kit.cardList(tricks, { verbs: ["trick"], place: "trick", extra: "is-hand", text: (c) => kit.anyMove([c], ["trick"]) })) : null;
      const playable = new Set(tricks.filter((c) => kit.anyMove([c], ["trick"])));
      // the cards print how much equipment a gang member carries only when it is not one
      const gang = player.hand.some((c) => v.cards?.[c]?.kind === "gang");
      replaceChildren(element, cards, trickCards,
        kit.cardTexts("hand-texts", [...player.hand.filter((c) => !skills.has(c)), ...tricks.filter((c) => !playable.has(c))], t("What your cards do"),
          gang ? [[t("Gang members"), t("Each carries one piece of equipment, unless its card says otherwise.")]] : []));
      // the hand's cards and its tricks are part of the decision when a move (or a refused
      // one) is on them; the fold of what the cards do is not
      for (const [part, what] of [[cards, "your hand"], [trickCards, "your dirty tricks"]]) { // i18n-ignore: data-decision names
        if (part?.querySelector("button[data-move], button[data-why]")) part.dataset.decision = what;
      }
    },
    /** Whether a move's button (or a refused one) sits in the hand. */
    acts: () => Boolean(element.querySelector("button[data-move], button[data-why]")),
    /** How many cards the hand zone shows (hand and tricks). */
    cardCount: () => element.querySelectorAll(".skyrob-card[data-card]").length,
    /** Whether the hand is too big for a column beside the decision (its cards then
     * take the board's full width, under the decision). */
    big: () => element.querySelectorAll(".skyrob-hand-cards .skyrob-card[data-card]").length > 3,
  };
}
