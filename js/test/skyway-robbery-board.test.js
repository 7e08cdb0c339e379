// The Skyway Robbery board's pure helpers: card names, moves by verb and by card,
// program slots as the viewer sees them, a planned defense's status, dice and
// results in words. Real positions come from the harness fixtures
// (js/dev/skyway_robbery_fixtures.py prints them from the widget). Importing the game
// module is safe without a DOM: it only builds elements when rendered.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../src/games/skyway_robbery.js";
import { ACTIONS, DIE, byVerb, cardName, defenseState, diceCount, layoutRows, movesFor, programSlot, rollKey } from "../src/games/skyway_robbery/game.js";
import { alarmWhy, defenseStatus, diceText, iconsText, lastText, resultText } from "../src/games/skyway_robbery/words.js";
import { possessive } from "../src/shared/format.js";
import { readFileSync } from "node:fs";
import { scenarios } from "../dev/skyway-robbery-fixtures.js";

const names = (snap) => (seat) => snap.players[seat].name;

test("the module is an anywidget module with a render function", () => {
  assert.equal(typeof widget.render, "function");
});

test("the seven action cards, named", () => {
  assert.deepEqual(Object.keys(ACTIONS), ["tip", "skill", "asset", "pickpocket", "heist", "turf", "repeat"]);
  const progs = scenarios.program.moves.map((m) => m.action);
  for (const action of progs) assert.ok(action in ACTIONS, action);
});

test("card names come from view.cards; a hidden card is face down", () => {
  const { view } = scenarios.draft;
  const card = view.players[0].draft[0];
  assert.equal(cardName(view, card), view.cards[card].name);
  assert.equal(cardName(view, null), "a face-down card");
  assert.equal(cardName(view, "no_such_card"), "no_such_card");
});

test("moves by verb and by card, from the moves' parts (never their ids)", () => {
  const { moves, view } = scenarios.draft;
  const grouped = byVerb(moves);
  assert.deepEqual([...grouped.keys()], ["hire", "brig"]);
  const card = view.players[0].draft[0];
  assert.deepEqual(movesFor(moves, card, ["hire", "brig"]).map((m) => m.verb), ["hire", "brig"]);
  assert.deepEqual(movesFor(moves, card, ["buy"]), []);
  assert.deepEqual(byVerb([null, { id: "x" }]).size, 0);
});

test("program slots: empty, face down for others, the viewer's own by name", () => {
  const { view } = scenarios.program;
  const me = view.players[0];
  assert.equal(programSlot(me, 0).state, me.revealed > 0 ? "revealed" : "own");
  assert.equal(programSlot(me, 0).action, me.program[0]);
  assert.deepEqual(programSlot(me, 2), { state: "empty", action: null });
  const other = { program: [null, null], programmed: 2, revealed: 0 };
  assert.deepEqual(programSlot(other, 1), { state: "hidden", action: null });
  assert.deepEqual(programSlot({ program: ["tip", null, null], programmed: 3, revealed: 1 }, 0), { state: "revealed", action: "tip" });
});

test("a planned defense's status: beaten, vented, inert, open, or the power supply's guard that need not be passed", () => {
  let guards = 0;
  for (const name of ["plan", "plan_vent", "plan_cut"]) {
    const { view } = scenarios[name];
    for (const d of view.mission.defenses) {
      const status = defenseStatus(view, d);
      const state = defenseState(d);
      if (d.beaten_by) assert.equal(status, `beaten by ${view.cards[d.beaten_by].name}`);
      else if (d.vented_by) assert.match(status, /vent/);
      else if (d.inert) assert.equal(status, "inert: the power is cut");
      else if (d.guard && !d.cleared) {
        guards += 1;
        assert.equal(status, "need not be passed: only to cut the power");
        assert.equal(state, "optional");
      } else if (!d.cleared) {
        assert.equal(status, "still open");
        assert.equal(state, "open");
      }
    }
  }
  assert.equal(defenseStatus({}, { number: 3, guard: true }), "need not be passed: only to cut the power");
  assert.equal(defenseState({ guard: true, beaten_by: "boxer" }), "beaten");
  assert.equal(defenseState({ guard: false }), "open");
});

test("dice, icons and results in words", () => {
  assert.equal(diceText(["handcuffs", "exit"]), "handcuffs, exit door");
  assert.equal(diceText([]), "no dice");
  assert.ok(DIE.handcuffs.symbol && DIE.exit.symbol);
  assert.equal(iconsText(["guards", "light_rays"]), "guards, light rays");
  const over = scenarios.over;
  const text = resultText(over.view, names(over));
  assert.match(text, new RegExp(over.players[over.view.result.winners[0]].name));
  assert.match(text, /Home/);
  assert.match(lastText(over.view, names(over)), /^Last job: /);
  assert.equal(lastText({}, names(over)), "");
});

test("a player called You owns things as Your, anyone else with 's", () => {
  assert.equal(possessive("You"), "Your");
  assert.equal(possessive("heuristic"), "heuristic's");
});

test("the board's rows: the decision and the hand first, then what the decision acts on", () => {
  assert.deepEqual(layoutRows(), [["decide", "hand"], ["location", "track"], ["players"], ["slots", "brig"]]);
  // a move on the board's cards: they come right after the decision, the hand after them
  assert.deepEqual(layoutRows(["slots"]), [["decide"], ["slots"], ["hand"], ["location", "track"], ["players"], ["brig"]]);
  assert.deepEqual(layoutRows(["brig", "location"]), [["decide"], ["location", "brig"], ["hand"], ["track"], ["players"], ["slots"]]);
  // ... unless the move is made in the hand too (a threat brings cards from it)
  assert.deepEqual(layoutRows(["slots"], { handActs: true }).slice(0, 2), [["decide", "hand"], ["slots"]]);
  assert.deepEqual(layoutRows([], { hand: false }), [["decide"], ["location", "track"], ["players"], ["slots", "brig"]]);
  // a big hand takes the board's width under the decision
  assert.deepEqual(layoutRows([], { bigHand: true }).slice(0, 2), [["decide"], ["hand"]]);
  assert.deepEqual(layoutRows(["brig"], { handActs: true, bigHand: true }).slice(0, 3), [["decide"], ["hand"], ["brig"]]);
  // every zone exactly once, whatever is active
  for (const active of [[], ["location"], ["slots", "brig"], ["location", "slots", "brig"]]) {
    for (const opts of [{}, { handActs: true }, { bigHand: true }, { handActs: true, bigHand: true }]) {
      assert.deepEqual(layoutRows(active, opts).flat().sort(), ["brig", "decide", "hand", "location", "players", "slots", "track"]);
    }
  }
});

test("dice counted by face", () => {
  assert.deepEqual(diceCount(["handcuffs", "exit", "handcuffs"]), { handcuffs: 2, exit: 1 });
  assert.deepEqual(diceCount(null), { handcuffs: 0, exit: 0 });
  const { mission } = scenarios.rolled.view;
  assert.equal(diceCount(mission.dice).handcuffs, mission.dice.filter((d) => d === "handcuffs").length);
});

test("the rolled and heist_won fixtures are the moments they say", () => {
  const rolled = scenarios.rolled;
  assert.equal(rolled.view.phase, "rolled");
  assert.ok(rolled.view.mission.dice.includes("handcuffs"));
  assert.ok(rolled.moves.some((m) => m.verb === "accept") && rolled.moves.some((m) => m.verb === "trick"));
  const won = scenarios.heist_won.view;
  assert.equal(won.last.job, "heist");
  assert.equal(won.last.success, true);
  assert.match(lastText(won, names(scenarios.heist_won)), /^Last job: Your Local Heist \(.+\) succeeded; dice: /);
});

test("every rule of the board's stylesheet is scoped under .skyw and names a skyrob class", () => {
  const css = readFileSync(new URL("../src/games/skyway_robbery.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const selectors = [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].map((m) => m[1].trim()).filter((s) => !s.startsWith("@"));
  assert.ok(selectors.length > 50);
  for (const group of selectors) {
    for (const selector of group.split(",").map((s) => s.trim())) {
      if (/^(\d+%|from|to)$/.test(selector)) continue; // a step of an animation below
      assert.match(selector, /^\.skyw(\.is-compact)? \.skyrob/, selector);
    }
  }
  // animations are global by name: the board's own start with skyrob-
  for (const [, name] of css.matchAll(/@keyframes\s+([\w-]+)/g)) assert.match(name, /^skyrob-/);
  // colours come from the shared theme variables (JupyterLab's --jp-* with fallbacks), never literals
  assert.doesNotMatch(css, /#[0-9a-f]{3,6}\b|rgba?\(/i);
});

test("an alarm die from a tip names the tipping player, not a seat number", () => {
  const nameOf = (seat) => ["You", "Ann", "heuristic"][seat];
  assert.equal(alarmWhy({ dice: 1, why: "player 3's Anonymous Tip", seat: 2 }, nameOf), "heuristic's Anonymous Tip");
  assert.equal(alarmWhy({ dice: 1, why: "player 1's Anonymous Tip", seat: 0 }, nameOf), "Your Anonymous Tip");
  assert.equal(alarmWhy({ dice: 1, why: "The Drill is LOUD (defense 2)" }, nameOf), "The Drill is LOUD (defense 2)");
  const tipped = Object.values(scenarios).flatMap((s) => s.view?.mission?.alarms ?? []).filter((a) => /Anonymous Tip$/.test(a.why));
  assert.ok(tipped.length > 0 && tipped.every((a) => typeof a.seat === "number"));
});

test("a roll's key tells a new roll from one drawn already", () => {
  const won = scenarios.heist_won.view.last;
  assert.equal(rollKey(won), `${won.seat}|heist|${won.target ?? ""}|${won.dice.join(" ")}`);
  assert.notEqual(rollKey({ ...won, seat: won.seat + 1 }), rollKey(won));
  assert.equal(rollKey({ dice: [] }), "");
  assert.equal(rollKey(null), "");
});

test("members freed into another player's secret hand are counted, not called face-down cards", () => {
  const view = { seat: 0, cards: { boxer: { name: "The Boxer" } },
    last: { kind: "mission", seat: 1, job: "jailbreak", success: true, dice: ["exit"], arrested: [], freed: [null, null] } };
  const nameOf = (seat) => ["You", "heuristic"][seat];
  assert.equal(lastText(view, nameOf), "Last job: heuristic's Jail Break succeeded; dice: exit door; freed: 2 gang members back into their hand.");
  view.last.freed = ["boxer"];
  assert.equal(lastText(view, nameOf), "Last job: heuristic's Jail Break succeeded; dice: exit door; freed: The Boxer.");
  view.last = { ...view.last, seat: 0, freed: [null] };
  assert.equal(lastText(view, nameOf), "Last job: Your Jail Break succeeded; dice: exit door; freed: 1 gang member back into your hand.");
});
