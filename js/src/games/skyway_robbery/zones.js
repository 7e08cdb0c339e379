// The rest of Skyway Robbery's board: the airship's route, the current location
// (defenses, Vault, power supply guard, loot), the Brig, the board's slots (the assets
// for sale and the goals on the airship, at the dock and in the local stacks, and the
// decks) and the players. A zone, or the part of it, that holds a move's button is
// marked as part of the decision (data-decision).

import { h, replaceChildren } from "../../shared/dom.js";
import { capital } from "../../shared/format.js";
import { nt, pt, t } from "../../shared/i18n.js";
import { KINDS, movesFor } from "./game.js";
import { airshipIcon } from "./pictures.js";
import { refusedOn } from "./refused.js";
import { moneyText } from "./words.js";

/** The verbs whose buttons go on the cards in the board's slots. */
const SLOT_VERBS = ["buy", "threaten", "turf", "sidejob"];
/** The kinds of card an Acquire Asset takes, and the goals a Turf War / Side Job starts. */
const ASSET_KINDS = ["gang", "equipment", "crew"];
const GOAL_KINDS = ["turf_war", "side_job"];

const airshipHere = () => h("span", { class: "skyrob-tag is-here" }, airshipIcon(), t("airship here"));
const holdsButtons = (el) => Boolean(el.querySelector("button[data-move], button[data-why]"));
/** Marks `el` as part of the decision (`what`) when a move's button sits in it. */
function markActive(el, what) {
  if (holdsButtons(el)) el.dataset.decision = what;
  else delete el.dataset.decision;
  return el;
}

/** The route: each location's space, name and loot, the airship where it is (and what
 * the place is like, folded), and home. */
export function createRoute(facts, kit) {
  const element = h("section", { class: "skyrob-zone skyrob-track", "aria-label": t("The airship's route") });
  return {
    element,
    update(v) {
      const route = Array.isArray(v.route) ? v.route : [];
      const here = v.location?.number;
      const home = (v.track ?? 0) >= v.home;
      replaceChildren(element,
        kit.heading(t("The route")),
        h("p", { class: "skyrob-line skyrob-track-where" }, t("The airship is at space "), h("strong", { class: "skyrob-num", text: String(v.track ?? 0) }), t(" of {home}", { home: v.home ?? "?" })),
        v.location?.text ? kit.fold("location-text", t("About {place}", { place: v.location.name }), h("p", { class: "skyrob-note", text: v.location.text })) : null,
        h("ol", { class: "skyrob-route" },
          route.map((r) => h("li", { class: `skyrob-stop${r.number === here ? " is-here" : ""}${r.looted ? " is-looted" : ""}`, "data-location": r.number },
            h("span", { class: "skyrob-stop-space", text: String(r.house) }),
            h("span", { class: "skyrob-stop-main" },
              h("span", { class: "skyrob-stop-name", text: r.name }),
              h("span", { class: "skyrob-stop-facts", text: nt("No. {number} \u00B7 {n} space long", "No. {number} \u00B7 {n} spaces long", r.spaces, { n: r.spaces, number: r.number }) }),
              h("span", { class: "skyrob-stop-tags" },
                r.number === here ? airshipHere() : null,
                kit.tag(r.looted ? t("\u2713 looted") : t("loot: {card}", { card: facts.name(r.loot) }), r.looted ? "is-looted" : ""))))),
          h("li", { class: `skyrob-stop is-home${home ? " is-here" : ""}` },
            h("span", { class: "skyrob-stop-space", text: String(v.home ?? "") }),
            h("span", { class: "skyrob-stop-main" },
              h("span", { class: "skyrob-stop-name", text: t("Home") }),
              h("span", { class: "skyrob-stop-facts", text: t("the game ends here") }),
              home ? h("span", { class: "skyrob-stop-tags" }, airshipHere()) : null))));
    },
  };
}

/** The location the airship is at: its defenses, Vault, power supply and loot. */
export function createLocation(facts, kit) {
  const { heading, subhead, defenseRow } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-location", "aria-label": t("The current location") });
  return {
    element,
    update(v) {
      const loc = v.location;
      const heist = movesFor(facts.moves(), undefined, ["heist"]).map((m) => kit.moveButton(m, { primary: true }));
      const refused = heist.length ? [] : refusedOn(v, facts.moves(), "heist").map((c) => kit.refusedButton(c));
      if (!loc) {
        replaceChildren(element, heading(t("Location")), h("p", { class: "skyrob-muted", text: t("No location yet: the airship reaches the first one after round 1.") }),
          refused.length ? h("div", { class: "skyrob-buttons" }, refused) : null);
        markActive(element, "the location"); // i18n-ignore: a data-decision name
        return;
      }
      // every defense of the place in one flow of chips: its own, the Vault, the guard of
      // its power supply (each labelled); then the loot, with the button to rob it
      const guard = loc.power_supply ? loc.guard ?? [] : [];
      replaceChildren(element,
        heading(t("Location {n}: {place}", { n: loc.number, place: loc.name })),
        subhead(loc.power_supply ? t("Defenses, the Vault and the power supply's guard") : t("Defenses and the Vault (no power supply)")),
        h("ol", { class: "skyrob-defenses" },
          (loc.defenses ?? []).map((d, i) => defenseRow(d, i)),
          loc.vault ? defenseRow(loc.vault, -1, kit.tag(t("the Vault"), "is-here")) : null,
          guard.map((d, i) => defenseRow(d, i, kit.tag(t("guards the power supply"))))),
        loc.power_used ? h("p", { class: "skyrob-line", text: t("The power is already cut here.") }) : null,
        h("div", { class: "skyrob-loot" },
          h("div", { class: "skyrob-cards is-compact" }, kit.cardEl(loc.loot, { note: loc.looted ? t("looted") : "", text: true })),
          heist.length || refused.length ? h("div", { class: "skyrob-buttons" }, heist, refused) : null));
      markActive(element, "the location"); // i18n-ignore: a data-decision name
    },
  };
}

/** The Brig: its prisoners (to free), its defenses and the guard of its power. */
export function createBrig(facts, kit) {
  const { subhead } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-brig", "aria-label": t("The Brig") });
  /** The prisoners as names with their Strength, each its own card id. */
  const prisoners = (members) => (members.length ? h("ul", { class: "skyrob-names" }, members.map((c) => {
    const f = facts.view().cards?.[c] ?? {};
    return h("li", { class: "skyrob-name", "data-card": c },
      h("span", { class: "skyrob-card-name", text: facts.name(c) }),
      typeof f.strength === "number" ? ` \u00B7 ${t("Strength {n}", { n: f.strength })}` : "");
  })) : h("p", { class: "skyrob-muted", text: t("nobody") }));
  return {
    element,
    update(v) {
      const brig = v.brig ?? {};
      const members = brig.members ?? [];
      // whom to free is chosen on their cards; else the prisoners are a list of names
      const freeing = v.phase === "free" && (kit.anyMove(members, ["free"]) || members.some((c) => refusedOn(v, facts.moves(), "prisoner", { card: c }).length));
      const defenseCard = (c, i, extra = []) => {
        const f = v.cards?.[c] ?? {};
        return kit.defenseRow({ name: f.name ?? c, icons: f.icons, powered: f.powered }, i, extra);
      };
      replaceChildren(element,
        kit.heading(nt("The Brig: {n} prisoner", "The Brig: {n} prisoners", members.length, { n: members.length })),
        markActive(h("div", { class: "skyrob-part" },
          subhead(t("Gang members held")),
          freeing ? kit.cardList(members, { verbs: ["free"], place: "prisoner", empty: t("nobody"), extra: "is-compact" }) : prisoners(members)), "the Brig's prisoners"), // i18n-ignore: a data-decision name
        // its defenses and the guard of its power in one flow of chips, the guard labelled
        subhead((brig.guard ?? []).length ? t("Its defenses and the guard of its power") : t("Its defenses")),
        h("ol", { class: "skyrob-defenses" },
          (brig.defenses ?? []).map((c, i) => defenseCard(c, i)),
          (brig.guard ?? []).map((c, i) => defenseCard(c, i, kit.tag(t("guards its power"))))),
        markActive(h("div", { class: "skyrob-buttons" }, movesFor(facts.moves(), undefined, ["jailbreak"]).map((m) => kit.moveButton(m, { primary: true }))), "the Brig"));
    },
  };
}

/** The board's slots: the assets for sale and the goals, each card saying where it
 * lies (on the airship, at the dock, on a local stack), and the decks. */
export function createSlots(facts, kit) {
  const { cardList, fold, subhead } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-slots", "aria-label": t("The board") });
  return {
    element,
    update(v) {
      const board = v.board ?? {};
      const local = board.local ?? {};
      const decks = v.decks ?? {};
      const where = new Map(); // card -> where it lies, in words (the airship goes unsaid)
      const said = new Map(); // card -> where it lies, said in full to a screen reader
      const cards = (kinds) => {
        const out = [];
        for (const [place, slots] of [["airship", board.airship], ["dock", board.dock]]) {
          for (const kind of kinds) {
            for (const c of slots?.[kind] ?? []) {
              if (!c) continue;
              out.push(c);
              if (place === "dock") where.set(c, t("dock"));
              said.set(c, place === "dock" ? t("on the dock") : t("on the airship"));
            }
          }
        }
        for (const kind of kinds) {
          const stack = local[kind];
          if (stack?.top) {
            out.push(stack.top);
            where.set(stack.top, t("local"));
            said.set(stack.top, nt("on the local stack, {n} card below", "on the local stack, {n} cards below", stack.below ?? 0, { n: stack.below ?? 0 }));
          }
        }
        return out;
      };
      const assets = cards(ASSET_KINDS);
      const goals = cards(GOAL_KINDS);
      const section = (key, title, list) => {
        const el = fold(key, nt("{title} ({n} card)", "{title} ({n} cards)", list.length, { n: list.length, title }),
          [cardList(list, { verbs: SLOT_VERBS, place: "slot", empty: t("none"), extra: "is-compact", where: (c) => where.get(c) ?? "", said: (c) => said.get(c) ?? "" }),
            kit.cardTexts(`${key}-texts`, list)],
          { open: true, force: kit.anyMove(list, SLOT_VERBS) || list.some((c) => refusedOn(v, facts.moves(), "slot", { card: c }).length) });
        return markActive(el, "the board's cards"); // i18n-ignore: a data-decision name
      };
      // no heading of its own: each fold's summary says what it holds
      replaceChildren(element,
        section("assets", t("For sale on the board: gang members, equipment, crew"), assets),
        section("goals", t("On the board: Turf Wars and Side Jobs"), goals),
        fold("decks", t("Loot still to take: {n} \u00B7 decks and discards", { n: (v.loot ?? []).length }), [
          subhead(t("Loot still to take")),
          h("p", { class: "skyrob-line", text: (v.loot ?? []).map(facts.name).join(" \u00B7 ") || t("none") }),
          subhead(t("Decks")),
          h("p", { class: "skyrob-line", text: Object.entries(decks).map(([k, n]) => `${capital(KINDS[k] ?? k)}: ${n}`).join(" \u00B7 ") }),
          h("p", { class: "skyrob-line", text: t("Discards: {list}", { list: Object.entries(v.discards ?? {}).map(([k, list]) => `${KINDS[k] ?? k} ${(list ?? []).length}`).join(" \u00B7 ") }) }),
        ]));
      // the moves' buttons (and refused ones) bring the section holding them first
      const active = [...element.querySelectorAll(":scope > details[data-decision]")];
      element.prepend(...active);
    },
  };
}

/** Every player: money, Reputation, score, hand sizes, program, play area and goals. */
export function createPlayers(facts, kit) {
  const { tag, fold, cardList } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-players", "aria-label": t("Players") });
  const stat = (value, label, extra = "") => h("span", { class: `skyrob-stat${extra ? ` ${extra}` : ""}` }, // i18n-ignore: class names
    h("span", { class: "skyrob-stat-value skyrob-num", text: String(value) }),
    h("span", { class: "skyrob-stat-label", text: label }));
  return {
    element,
    update(v) {
      const players = Array.isArray(v.players) ? v.players : [];
      const { name, seatName } = facts;
      replaceChildren(element, kit.heading(t("Players")), h("div", { class: "skyrob-seats" }, players.map((p) => {
        const seat = p.seat;
        const count = p.hand_count ?? {};
        const turn = v.current_player === seat;
        const mine = seat === facts.me();
        const play = p.play ?? [];
        const goals = p.goals ?? [];
        const names = (cards) => (cards.length ? `: ${cards.map(name).join(", ")}` : "");
        const hiddenSlots = v.revealed?.programs?.[seat] ?? [];
        const secret = new Set(v.revealed?.secret ?? []);
        const hiddenCards = (key, cards, title) => (!mine && Array.isArray(cards) && cards.some((c) => secret.has(c))
          ? fold(`${key}-${seat}`, t("{title} ({n}, hidden from the others){names}", { title, n: cards.length, names: names(cards) }),
            cardList(cards, { extra: "is-compact is-hidden-card" }), { open: false })
          : null);
        return h("article", { class: `skyrob-seat${turn ? " is-turn" : ""}${mine ? " is-me" : ""}`, "data-seat": seat, "aria-label": turn ? t("{who}, to move", { who: seatName(seat) }) : seatName(seat) },
          h("p", { class: "skyrob-seat-head" },
            turn ? tag(t("\u25B6 to move"), "is-turn") : null,
            h("span", { class: "skyrob-seat-name", text: seatName(seat) }),
            seat === v.start_player ? tag(t("start player")) : null,
            mine ? tag(t("you")) : null),
          h("p", { class: "skyrob-stats" },
            stat(moneyText(p.money), t("money")),
            stat(p.reputation, t("Reputation")),
            stat(p.score?.total ?? "?", t("score"), "is-score")),
          p.score ? h("p", { class: "skyrob-line skyrob-small", text: t("Score: Reputation {reputation}, goals {goals}, bonuses {bonuses}, money {money}", p.score) }) : null,
          h("p", { class: "skyrob-line", text: nt("Hand: {n} gang member, {equipment} equipment, {crew} crew", "Hand: {n} gang members, {equipment} equipment, {crew} crew", count.gang ?? 0, { n: count.gang ?? 0, equipment: count.equipment ?? 0, crew: count.crew ?? 0 }) + (p.tips ? ` \u00B7 ${t("tips in play: {n}", { n: p.tips })}` : "") }),
          h("ol", { class: "skyrob-program", "aria-label": t("Program") }, [0, 1, 2].map((i) => kit.programEl(p, i, hiddenSlots.includes(i)))),
          // the teacher's view: another seat's hand, draft and dirty tricks, face up and marked
          hiddenCards("hand", p.hand, t("Hand")),
          hiddenCards("draft", p.draft, t("Draft cards")),
          hiddenCards("tricks", p.tricks, t("Dirty tricks")),
          fold(`play-${seat}`, t("Play area ({n}){names}", { n: play.length, names: names(play) }), cardList(play, { empty: pt("no cards", "empty"), verbs: ["skill"], extra: "is-compact" }),
            { open: mine, force: kit.anyMove(play, ["skill"]) }),
          goals.length ? fold(`goals-${seat}`, t("Goals ({n}){names}", { n: goals.length, names: names(goals) }), cardList(goals, { extra: "is-compact" }), { open: mine }) : null,
          h("p", { class: "skyrob-line", text: (p.tricks_used ?? []).length ? t("Dirty tricks: {n} unused; used: {cards}", { n: p.tricks_count ?? 0, cards: p.tricks_used.map(name).join(", ") }) : t("Dirty tricks: {n} unused", { n: p.tricks_count ?? 0 }) }));
      })));
    },
  };
}
