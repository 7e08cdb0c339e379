// Skyway Robbery's board, laid out for a class watching a projector (a wide, short
// screen): what matters now comes first and big, the rest follows in order of
// urgency (layoutRows):
//   1. the headline (round, phase, whose turn, the prompt), then the decision of the
//      moment (the draft, programming, the revealed card, planning an illegal action
//      with each defense's status, the team, the alarm dice, arrests, freeing) with
//      the viewer's hand and dirty tricks beside it (under it when the hand is big);
//   2. any part of the board the decision's buttons sit on (the cards to buy or
//      start, the Brig to free from, the location to rob), moved up, the hand after;
//   3. the last job, then the location beside the route;
//   4. the players (money, Reputation, score, programs, play areas, goals);
//   5. the board's cards for sale and goals beside the Brig.
// Two columns when the board is wide, one when it is narrow; what the cards do, the
// alarm dice' reasons while planning, a finished job's defenses, the decks and other
// players' play areas fold into <details> unless a move sits
// in them. It draws only what `view` and `moves` say: a hidden card is simply
// absent from the view, and every move button is a legal move whose parts (verb,
// card, action, defense, member, seat, target) Python sent, its id sent back as it
// came. The moves a phase is made of that Python did not send stay on the board as
// refused buttons: a click asks Python why (api.why, with the would-be move's id in
// the game's notation, refused.js) and the shell says the answer beside the click.
// No rules here. Each zone (or part of one) the decision needs is marked
// data-decision, so a projector's screen can be checked to hold them all. Its zones
// live in skyway_robbery/: this module lays them out.

import { createBoardRoot } from "../shared/board.js";
import { h, rebuildKeepingFocus, replaceChildren } from "../shared/dom.js";
import { pt, t } from "../shared/i18n.js";
import { createOpenMemory } from "../shared/open-memory.js";
import { makeWidget } from "../shared/widget.js";
import { createDecision, createHand } from "./skyway_robbery/decision.js";
import { cardName, layoutRows } from "./skyway_robbery/game.js";
import { createHeadline } from "./skyway_robbery/headline.js";
import { createKit } from "./skyway_robbery/kit.js";
import { createPlannerPanel } from "./skyway_robbery/planner.js";
import { createBrig, createLocation, createPlayers, createRoute, createSlots } from "./skyway_robbery/zones.js";

/** The zones that come up next to the decision when a move's button sits in them. */
const MOVABLE = ["location", "slots", "brig"];

const DECK_TITLES = {
  get gang() { return t("Gang deck"); },
  get equipment() { return t("Equipment deck"); },
  get crew() { return t("Crew deck"); },
  get turf_war() { return t("Turf War deck"); },
  get side_job() { return t("Side Job deck"); },
  get defense() { return t("Defense deck"); },
};
/** A kind of card as a stack's name: "gang", "equipment" ... (an unknown kind: its id). */
const STACK_KINDS = {
  get gang() { return t("gang members"); },
  get equipment() { return t("equipment"); },
  get crew() { return t("airship crew"); },
  get turf_war() { return t("Turf Wars"); },
  get side_job() { return t("Side Jobs"); },
  get defense() { return t("defenses"); },
};

/** The teacher's view: every deck in order, top card first, and the location's own cards
 * still face down, folded at the foot of the board; null in a seat's view. */
function revealedDecks(v, name) {
  const part = v.revealed;
  if (!part?.decks) return null;
  const line = (title, cards) => h("p", { class: "skyrob-line" },
    h("strong", { text: t("{title} ({n}): ", { title, n: cards.length }) }), cards.length ? cards.map(name).join(", ") : pt("no cards", "empty"));
  const lines = [
    ...Object.entries(part.decks).map(([kind, cards]) => line(DECK_TITLES[kind] ?? kind, cards)),
    ...Object.entries(part.local ?? {}).filter(([, cards]) => cards.length)
      .map(([kind, cards]) => line(t("Under the top of the location's stack of {kind}", { kind: STACK_KINDS[kind] ?? kind }), cards)),
    ...Object.entries(part.waiting ?? {}).filter(([, cards]) => cards.length)
      .map(([kind, cards]) => line(t("Set aside for later locations ({kind}, shuffled on arrival)", { kind: STACK_KINDS[kind] ?? kind }), cards)),
  ];
  return h("details", { class: "skyw-reveal-list skyrob-revealed-decks" },
    h("summary", { text: t("Decks in order, top card first (hidden from every player)") }), lines);
}

function mountBoard(host, { play, why, send }) {
  let snap = null;
  const root = createBoardRoot({ className: "skyrob", label: t("Skyway Robbery board") });
  const folds = createOpenMemory(root); // each fold open or closed, as the person left it
  const view = () => snap?.view ?? {};
  const facts = {
    snap: () => snap,
    view,
    moves: () => snap?.moves ?? [],
    seatName: (seat) => snap?.players?.[seat]?.name ?? t("Player {n}", { n: Number(seat) + 1 }),
    name: (card) => cardName(view(), card),
    me: () => (typeof view().seat === "number" ? view().seat : null),
  };
  const kit = createKit(facts, { folds, play, why });
  const headline = createHeadline(facts, kit);
  const decision = createDecision(facts, kit);
  const hand = createHand(facts, kit);
  const zones = {
    decide: decision,
    hand,
    location: createLocation(facts, kit),
    track: createRoute(facts, kit),
    players: createPlayers(facts, kit),
    slots: createSlots(facts, kit),
    brig: createBrig(facts, kit),
  };
  host.append(root);

  function draw() {
    const v = view();
    kit.startDrawing();
    folds.keep();
    rebuildKeepingFocus(root, () => {
      headline.update(v);
      for (const name of ["decide", "hand", "track", "location", "brig", "slots", "players"]) zones[name].update(v);
      // every legal move not yet on a card goes with the decision (go, abort, pass, tip...)
      decision.placeRest(facts.moves().filter((m) => !kit.isPlaced(m)));
      // the parts of the board a decision's buttons sit on come up next to it
      const active = MOVABLE.filter((zone) => zones[zone].element.querySelector("button[data-move], button[data-why]"));
      const rows = layoutRows(active, { hand: !hand.element.hidden, handActs: hand.acts(), bigHand: hand.big() });
      // the last job is news, not the decision: it follows the rows the decision needs
      const news = rows.findIndex((row) => !row.some((zone) => zone === "decide" || zone === "hand" || active.includes(zone)));
      const drawn = rows.map((row) => h("div", { class: `skyrob-row${row.length > 1 ? " is-pair" : ""}${row.includes("hand") ? " has-hand" : ""}`, "data-row": row.join(" ") }, row.map((zone) => zones[zone].element)));
      drawn.splice(news < 0 ? drawn.length : news, 0, headline.lastJob);
      replaceChildren(root, headline.element, drawn, revealedDecks(v, facts.name));
    });
    // the decision box is arranged by its measured height at the next frame, when the
    // shell fits the screen (relayout, below): measuring here would lay the page out once
    // more before it is painted
  }

  const planner = createPlannerPanel({ send });

  let drawnFrom = []; // the traits the board was last drawn from
  return {
    update(next) {
      snap = next;
      // the board is drawn from the view, the moves, the players' names and whether a past
      // position is shown: anything else (the kernel busy or free, an error said, a
      // panel's outcomes) changes the prompt at most, and the board's buttons stay
      const from = [next.view, next.moves, next.players, next.viewing];
      if (from.every((trait, i) => trait === drawnFrom[i])) {
        headline.sayPrompt(view());
        return;
      }
      drawnFrom = from;
      draw();
    },
    preview() {},
    // the shell fits the board's text to the screen: the decision box is measured again
    relayout: () => decision.arrange(),
    destroy() {
      root.remove();
    },
    // the Heist planner sits with the shell's panels; Python fills it (the inspection trait)
    panels: [planner],
  };
}

export default makeWidget({ mount: mountBoard });
