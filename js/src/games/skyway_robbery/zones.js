// The rest of Skyway Robbery's board: the airship's route, the current location
// (defenses, Vault, power supply guard, loot), the Brig, the board's slots (airship,
// dock, local stacks, decks) and the players.

import { h, replaceChildren } from "../../shared/dom.js";
import { capital, plural } from "../../shared/format.js";
import { KINDS, movesFor } from "./game.js";
import { airshipIcon } from "./pictures.js";

/** The verbs whose buttons go on the cards in the board's slots. */
const SLOT_VERBS = ["buy", "threaten", "turf", "sidejob"];

const airshipHere = () => h("span", { class: "skyrob-tag is-here" }, airshipIcon(), "airship here");

/** The route: each location's space, name and loot, the airship where it is, and home. */
export function createRoute(facts, kit) {
  const element = h("section", { class: "skyrob-zone skyrob-track", "aria-label": "The airship's route" });
  return {
    element,
    update(v) {
      const route = Array.isArray(v.route) ? v.route : [];
      const here = v.location?.number;
      const home = (v.track ?? 0) >= v.home;
      replaceChildren(element,
        kit.heading("The route"),
        h("p", { class: "skyrob-line skyrob-track-where" }, "The airship is at space ", h("strong", { class: "skyrob-num", text: String(v.track ?? 0) }), ` of ${v.home ?? "?"}`),
        h("ol", { class: "skyrob-route" },
          route.map((r) => h("li", { class: `skyrob-stop${r.number === here ? " is-here" : ""}${r.looted ? " is-looted" : ""}`, "data-location": r.number },
            h("span", { class: "skyrob-stop-space", text: String(r.house) }),
            h("span", { class: "skyrob-stop-main" },
              h("span", { class: "skyrob-stop-name", text: r.name }),
              h("span", { class: "skyrob-stop-facts", text: `No. ${r.number} \u00B7 space ${r.house} \u00B7 ${plural(r.spaces, "space")} long` }),
              h("span", { class: "skyrob-stop-tags" },
                r.number === here ? airshipHere() : null,
                kit.tag(r.looted ? "\u2713 looted" : `loot: ${facts.name(r.loot)}`, r.looted ? "is-looted" : ""))))),
          h("li", { class: `skyrob-stop is-home${home ? " is-here" : ""}` },
            h("span", { class: "skyrob-stop-space", text: String(v.home ?? "") }),
            h("span", { class: "skyrob-stop-main" },
              h("span", { class: "skyrob-stop-name", text: "Home" }),
              h("span", { class: "skyrob-stop-facts", text: `space ${v.home}: the game ends here` }),
              home ? h("span", { class: "skyrob-stop-tags" }, airshipHere()) : null))));
    },
  };
}

/** The location the airship is at: its defenses, Vault, power supply and loot. */
export function createLocation(facts, kit) {
  const { heading, subhead, defenseRow } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-location", "aria-label": "The current location" });
  return {
    element,
    update(v) {
      const loc = v.location;
      if (!loc) {
        replaceChildren(element, heading("Location"), h("p", { class: "skyrob-muted", text: "No location yet: the airship reaches the first one after round 1." }));
        return;
      }
      replaceChildren(element,
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
            h("div", { class: "skyrob-cards" }, kit.cardEl(loc.loot, { note: loc.looted ? "looted" : "still in the vault" })))),
        h("div", { class: "skyrob-buttons" }, movesFor(facts.moves(), undefined, ["heist"]).map((m) => kit.moveButton(m, { primary: true }))));
    },
  };
}

/** The Brig: its prisoners (to free), its defenses and the guard of its power. */
export function createBrig(facts, kit) {
  const { subhead } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-brig", "aria-label": "The Brig" });
  return {
    element,
    update(v) {
      const brig = v.brig ?? {};
      const members = brig.members ?? [];
      const defenseCard = (c, i) => {
        const f = v.cards?.[c] ?? {};
        return kit.defenseRow({ name: f.name ?? c, icons: f.icons, powered: f.powered, card: c }, i);
      };
      replaceChildren(element,
        kit.heading(`The Brig: ${plural(members.length, "prisoner")}`),
        subhead("Gang members held"),
        kit.cardList(members, { verbs: ["free", "skill"], empty: "nobody", extra: "is-compact" }),
        subhead("Its defenses"),
        h("ol", { class: "skyrob-defenses" }, (brig.defenses ?? []).map(defenseCard)),
        (brig.guard ?? []).length ? subhead("Guarding its power") : null,
        (brig.guard ?? []).length ? h("ul", { class: "skyrob-defenses" }, brig.guard.map(defenseCard)) : null,
        h("div", { class: "skyrob-buttons" }, movesFor(facts.moves(), undefined, ["jailbreak"]).map((m) => kit.moveButton(m, { primary: true }))));
    },
  };
}

/** The board's slots: on the airship, at the dock, the local stacks, and the decks. */
export function createSlots(facts, kit) {
  const { cardEl, cardButtons, fold, anyMove, subhead } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-slots", "aria-label": "The board" });
  const cardsOf = (slots) => Object.values(slots ?? {}).flat();
  const count = (slots) => plural(cardsOf(slots).filter(Boolean).length, "card");
  const rows = (slots) => h("div", { class: "skyrob-slotrows" }, Object.entries(slots ?? {}).map(([kind, cards]) => h("div", { class: "skyrob-slotrow", "data-slots": kind },
    h("span", { class: "skyrob-slotkind", text: capital(KINDS[kind] ?? kind) }),
    h("div", { class: "skyrob-cards is-compact" }, (cards ?? []).map((c) => (c ? cardEl(c, { buttons: cardButtons(c, SLOT_VERBS) }) : h("div", { class: "skyrob-card is-empty", text: "empty slot" })))))));
  return {
    element,
    update(v) {
      const board = v.board ?? {};
      const local = board.local ?? {};
      const tops = ["gang", "equipment"].map((kind) => local[kind]?.top).filter(Boolean);
      const decks = v.decks ?? {};
      replaceChildren(element,
        kit.heading("The board: airship, dock and local slots"),
        fold("airship", `On the airship (${count(board.airship)})`, rows(board.airship), { open: true, force: anyMove(cardsOf(board.airship), SLOT_VERBS) }),
        fold("dock", `At the dock (${count(board.dock)})`, rows(board.dock), { force: anyMove(cardsOf(board.dock), SLOT_VERBS) }),
        fold("local", `Local stacks (${plural(tops.length, "card")} on top)`,
          h("div", { class: "skyrob-slotrows" }, ["gang", "equipment"].map((kind) => h("div", { class: "skyrob-slotrow", "data-slots": `local-${kind}` },
            h("span", { class: "skyrob-slotkind", text: `Local ${KINDS[kind]} (${plural(local[kind]?.below ?? 0, "card")} below)` }),
            h("div", { class: "skyrob-cards is-compact" }, local[kind]?.top ? cardEl(local[kind].top, { buttons: cardButtons(local[kind].top, SLOT_VERBS) }) : h("div", { class: "skyrob-card is-empty", text: "empty" }))))),
          { force: anyMove(tops, SLOT_VERBS) }),
        fold("decks", `Loot still to take: ${(v.loot ?? []).length} \u00B7 decks and discards`, [
          subhead("Loot still to take"),
          h("p", { class: "skyrob-line", text: (v.loot ?? []).map(facts.name).join(" \u00B7 ") || "none" }),
          subhead("Decks"),
          h("p", { class: "skyrob-line", text: Object.entries(decks).map(([k, n]) => `${capital(KINDS[k] ?? k)}: ${n}`).join(" \u00B7 ") }),
          h("p", { class: "skyrob-line", text: `Discards: ${Object.entries(v.discards ?? {}).map(([k, cards]) => `${KINDS[k] ?? k} ${(cards ?? []).length}`).join(" \u00B7 ")}` }),
        ]));
    },
  };
}

/** Every player: money, Reputation, score, hand sizes, program, play area and goals. */
export function createPlayers(facts, kit) {
  const { tag, fold, cardList } = kit;
  const element = h("section", { class: "skyrob-zone skyrob-players", "aria-label": "Players" });
  const stat = (value, label, extra = "") => h("span", { class: `skyrob-stat${extra ? ` ${extra}` : ""}` },
    h("span", { class: "skyrob-stat-value skyrob-num", text: String(value) }),
    h("span", { class: "skyrob-stat-label", text: label }));
  return {
    element,
    update(v) {
      const players = Array.isArray(v.players) ? v.players : [];
      const { name, seatName } = facts;
      replaceChildren(element, kit.heading("Players"), h("div", { class: "skyrob-seats" }, players.map((p) => {
        const seat = p.seat;
        const count = p.hand_count ?? {};
        const turn = v.current_player === seat;
        const mine = seat === facts.me();
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
          kit.subhead("Program"),
          h("ol", { class: "skyrob-program" }, [0, 1, 2].map((i) => kit.programEl(p, i))),
          fold(`play-${seat}`, `Play area (${play.length})${names(play)}`, cardList(play, { empty: "empty", verbs: ["skill"], extra: "is-compact" }),
            { open: mine, force: kit.anyMove(play, ["skill"]) }),
          goals.length ? fold(`goals-${seat}`, `Goals (${goals.length})${names(goals)}`, cardList(goals, { extra: "is-compact" }), { open: mine }) : null,
          h("p", { class: "skyrob-line", text: `Dirty tricks: ${p.tricks_count ?? 0} unused${(p.tricks_used ?? []).length ? `; used: ${p.tricks_used.map(name).join(", ")}` : ""}` }));
      })));
    },
  };
}
