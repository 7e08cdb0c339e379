// The Skyline Express board's pure helpers (js/src/games/skyline_express/).
// Importing the game module is safe without a DOM: it only builds elements when rendered.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../src/games/skyline_express.js";
import { mainSeat } from "../src/shared/board.js";
import { joinNames } from "../src/shared/format.js";
import { ACTION_KEYS, actionCosts, actionMoveId, actionStates, aiStepMoveId, dieMoveId, indexMoves, recolourMoveId, refusalOf, seatMoveId } from "../src/games/skyline_express/actions.js";
import { chunks, compartmentSeats, goalsByCompartment, isAi, personaWorth, seatName, seatPlace, trackSpaces } from "../src/games/skyline_express/carriage.js";
import { aiDieRule, describeLast, gainText, pendingReason, resultText, seatLabel, traceSteps } from "../src/games/skyline_express/words.js";

// Seat names as Python sends them (view.seat_names): the window row, then the aisle row.
const NAMES = ["1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b", "5a", "5b", "6a", "6b",
  "1c", "1d", "2c", "2d", "3c", "3d", "4c", "4d", "5c", "5d", "6c", "6d"];

test("the module is an anywidget module with a render function", () => {
  assert.equal(typeof widget.render, "function");
});

test("seats 0-23 follow the view's reading order: window row, then aisle row", () => {
  NAMES.forEach((name, i) => assert.equal(seatPlace(i).name, name, `seat ${i}`));
  assert.deepEqual(seatPlace(5), { compartment: 2, window: true, right: true, name: "3b" });
  assert.deepEqual(seatPlace(12), { compartment: 0, window: false, right: false, name: "1c" });
  // a compartment's seats in the order a, b, c, d (as the engine's COMPARTMENT_SEATS)
  assert.deepEqual(compartmentSeats(1), [2, 3, 14, 15]);
  assert.deepEqual(compartmentSeats(5), [10, 11, 22, 23]);
  assert.equal(seatName({ seat_names: NAMES }, 13), "1d");
  assert.equal(seatName({}, 13), "1d");
});

test("a seat says where it is and who sits there, persona and worth included", () => {
  const view = { seat_names: NAMES };
  const seats = Array(24).fill(null);
  seats[5] = "blue";
  seats[12] = "red";
  seats[20] = "blue";
  // persona_values is a list in the order of personas
  const sheet = { seats, personas: [5, 20], persona_values: [3, 1] };
  // the worth as drawn beside the star ("\u26053"): a seat's name holds what it shows
  assert.equal(seatLabel(view, sheet, 5), "3b, window seat, right bench, compartment 3: blue persona, worth 3");
  assert.equal(seatLabel(view, sheet, 20), "5c, aisle seat, left bench, compartment 5: blue persona, worth 1");
  assert.equal(personaWorth(sheet, 20), 1);
  assert.equal(personaWorth(sheet, 12), null); // not a persona
  assert.equal(personaWorth({ personas: [5] }, 5), null); // no values sent: no worth said
  assert.equal(seatLabel(view, sheet, 12), "1c, aisle seat, left bench, compartment 1: red passenger");
  assert.equal(seatLabel(view, sheet, 23), "6d, aisle seat, right bench, compartment 6: empty");
});

const SOLO_MOVES = [
  { id: "+", label: "change the die to 3", kind: "up", ai: false, cost: { dice_points: 1 } },
  { id: "=y", label: "seat a yellow", kind: "recolour", ai: false, colour: "yellow", cost: { dice_points: 3 } },
  { id: "3b", label: "seat in 3b", kind: "place", ai: false, seat: 5 },
  { id: "s4", label: "buy service 4", kind: "service", ai: false, service: 3, cost: { tickets: 5 } },
];

test("legal moves are indexed by their kind and extras, never by their ids", () => {
  const index = indexMoves([...SOLO_MOVES, { id: "opaque", kind: "take", colour: "green" }, { id: "x", kind: "place" }]);
  assert.equal(index.up.id, "+");
  assert.equal(index.down, null);
  assert.equal(index.recolour.get("yellow").id, "=y");
  assert.equal(index.place.get(5).id, "3b");
  assert.equal(index.place.size, 1); // a place move without a seat is no target
  assert.equal(index.service.get(3).id, "s4");
  assert.equal(index.take.get("green").id, "opaque");
  assert.deepEqual(index.ai, []);
  const ai = indexMoves([{ id: "ai-g", kind: "ai-take", ai: true, colour: "green" }, { id: "ai-r", kind: "ai-take", ai: true, colour: "red" }]);
  assert.deepEqual([...ai.aiTake.keys()], ["green", "red"]);
  assert.equal(ai.ai.length, 2);
  assert.equal(indexMoves([{ id: "ai-3b", kind: "ai-place", seat: 5 }]).aiPlace.get(5).id, "ai-3b");
  assert.equal(indexMoves(undefined).ai.length, 0);
});

const SERVICES = [
  { index: 0, id: "s1", name: "Dining car", colours: ["yellow", "blue"], set: 1, type: "yellow-blue", in_play: true, owner: 0 },
  { index: 3, id: "s4", name: "Luggage porter", colours: ["blue", "green"], set: 1, type: "blue-green", in_play: true, owner: null },
  { index: 4, id: "s5", name: "Observation deck", colours: ["blue", "red"], set: 1, type: "blue-red", in_play: true, owner: "ai" },
  { index: 6, id: "s7", name: "Dining car", colours: ["yellow", "blue"], set: 2, type: "yellow-blue", in_play: true, owner: null },
  { index: 9, id: "s10", name: "Luggage porter", colours: ["blue", "green"], set: 2, type: "blue-green", in_play: false, owner: null },
];

// What the special actions cost, as Python sends them (view.costs).
const COSTS = { change_value: 1, change_colour: 3, service: 5 };

test("the special actions' costs come from view.costs, never from numbers in JavaScript", () => {
  assert.deepEqual(actionCosts({ costs: COSTS }), { up: 1, down: 1, recolour: 3, service: 5 });
  assert.deepEqual(actionCosts({ costs: { change_value: 2, change_colour: 4, service: 6 } }), { up: 2, down: 2, recolour: 4, service: 6 });
  assert.deepEqual(actionCosts({}), { up: null, down: null, recolour: null, service: null });
});

// Refusals as Python sends them (view.actions, built from the engine's legality check).
const refused = (reason, rule = "change_value", summary = "1 dice point changes the chosen die's value by one; never 1 to 6 or 6 to 1") => ({ reason, rule, summary });
const TAKE_FIRST = refused("take a die first", "place", "the chosen die's passenger goes in any empty seat of your carriage");
const AI_STEP = refused("it is the AI opponent's step: play its step first", "solo", "the player always starts");
const everyColour = (entry) => Object.fromEntries(["yellow", "blue", "green", "red"].map((c) => [c, entry]));

test("special actions: enabled only by a legal move; a refused one says Python's reason and rule", () => {
  const actions = {
    up: null, down: refused("a 1 cannot go down: 1 never becomes 6"), recolour: null,
    recolour_to: { yellow: null, blue: refused("the die is blue already: the special action seats a different colour", "change_colour"), green: null, red: null },
    service: null, end: refused("seat your passenger first", "place", "the chosen die's passenger goes in any empty seat of your carriage"),
  };
  const view = { phase: "hold", held: { die: 1, value: 1, colour: "blue" }, sheets: [{ dice_points_left: 3, tickets_left: 6 }], services: SERVICES, costs: COSTS, actions };
  const ready = actionStates(view, SOLO_MOVES);
  assert.equal(ready.general, "");
  assert.equal(ready.up.move.id, "+");
  assert.equal(ready.up.reason, "");
  assert.equal(ready.down.move, null);
  assert.equal(ready.down.reason, "a 1 cannot go down: 1 never becomes 6");
  assert.equal(ready.down.summary, "1 dice point changes the chosen die's value by one; never 1 to 6 or 6 to 1");
  assert.deepEqual(ready.recolour.moves.map((m) => m.id), ["=y"]);
  assert.equal(ready.recolour.reason, "");
  assert.equal(ready.recolour.byColour.get("yellow").move.id, "=y");
  assert.equal(ready.recolour.byColour.get("blue").reason, "the die is blue already: the special action seats a different colour");
  assert.deepEqual(ready.service.moves.map((m) => m.id), ["s4"]);
  assert.equal(ready.end.reason, "seat your passenger first");
});

test("the reasons are Python's words whatever they say: no rule is worked out from the view", () => {
  // A view whose numbers would suggest other reasons: the board still says Python's.
  const view = {
    phase: "hold", held: { die: 0, value: 6, colour: "yellow" }, sheets: [{ dice_points_left: 0, tickets_left: 0 }], services: SERVICES, costs: COSTS,
    actions: { up: refused("any words at all"), down: refused("other words"), recolour: refused("a third reason", "change_colour", "3 dice points"),
      recolour_to: everyColour(refused("a third reason", "change_colour", "3 dice points")), service: refused("a fourth", "service", "5 tickets"), end: refused("a fifth", "place", "") },
  };
  const s = actionStates(view, [{ id: "1a", kind: "place", seat: 0 }]);
  assert.deepEqual([s.up.reason, s.down.reason, s.recolour.reason, s.service.reason, s.end.reason], ["any words at all", "other words", "a third reason", "a fourth", "a fifth"]);
  assert.equal(s.service.summary, "5 tickets");
  // the view says nothing: a neutral word, never a guess
  const silent = actionStates({ ...view, actions: undefined }, [{ id: "1a", kind: "place", seat: 0 }]);
  for (const key of ["up", "down", "recolour", "service", "end"]) assert.equal(silent[key].reason, "not possible now", key);
  assert.equal(silent.recolour.byColour.get("red").reason, "not possible now");
  // a legal move wins over a stale refusal: enabled comes from `moves` alone
  const stale = actionStates(view, [{ id: "+", kind: "up", cost: { dice_points: 1 } }]);
  assert.equal(stale.up.move.id, "+");
  assert.equal(stale.up.reason, "");
});

test("one reason for every action is said once: Python's shared one, or the screen's", () => {
  const pickActions = { up: TAKE_FIRST, down: TAKE_FIRST, recolour: TAKE_FIRST, recolour_to: everyColour(TAKE_FIRST), service: refused("a service costs 5 tickets and you have 0", "service", "5 tickets buy an available service"), end: TAKE_FIRST };
  const pick = actionStates({ phase: "pick", held: null, sheets: [{}], services: SERVICES, actions: pickActions }, [{ id: "y", kind: "take", colour: "yellow" }]);
  assert.equal(pick.general, ""); // the service's reason differs: each button says its own
  assert.equal(pick.up.reason, "take a die first");
  assert.equal(pick.recolour.reason, "take a die first");
  assert.equal(pick.service.reason, "a service costs 5 tickets and you have 0");
  assert.equal(pick.end.reason, "take a die first");

  const aiActions = { up: AI_STEP, down: AI_STEP, recolour: AI_STEP, recolour_to: everyColour(AI_STEP), service: AI_STEP, end: AI_STEP };
  const aiStep = actionStates({ phase: "ai_pick", held: null, sheets: [{}], services: SERVICES, actions: aiActions }, [{ id: "ai-r", kind: "ai-take", colour: "red" }]);
  assert.equal(aiStep.general, AI_STEP.reason);
  assert.equal(aiStep.up.reason, AI_STEP.reason);
  assert.equal(aiStep.end.summary, "the player always starts");

  // the screen's own facts: nothing offered to this screen, the game over, a past position
  assert.equal(actionStates({ phase: "pick", sheets: [{}], services: [], actions: pickActions }, []).end.reason, "not your turn");
  assert.equal(actionStates({ phase: "pick", sheets: [{}], services: [], actions: pickActions }, []).end.summary, "");
  assert.equal(actionStates({ over: true, phase: "over", sheets: [{}], services: [], actions: null }, []).up.reason, "the game is over");
  assert.equal(actionStates({ phase: "hold", held: { value: 3 }, sheets: [{}], services: [], actions: { up: null } }, [], { viewing: true }).up.reason, "viewing a past position");
});

test("a refused click asks Python about the move it would be, in the game's notation", () => {
  const view = { phase: "pick", seat_names: NAMES, dice: [{ colour: "yellow", value: 2, taken_by: 0 }, { colour: "blue", value: 5, taken_by: null }], services: SERVICES };
  assert.equal(dieMoveId(view, "yellow"), "y");
  assert.equal(dieMoveId({ ...view, phase: "ai_pick" }, "green"), "ai-g"); // the AI's step: giving it the die
  assert.equal(seatMoveId(view, 13), "1d");
  assert.equal(recolourMoveId("red"), "=r");
  assert.deepEqual(["up", "down", "end"].map((key) => actionMoveId(key, view)), ["+", "-", "end"]);
  // a choice: the colour refused for the choice's own reason; the first service no one holds
  const actions = { recolour: refused("the passenger is green already", "change_colour"),
    recolour_to: { yellow: refused("another reason", "change_colour"), blue: null, green: refused("the passenger is green already", "change_colour"), red: null } };
  assert.equal(actionMoveId("recolour", { ...view, actions }), "=g");
  assert.equal(actionMoveId("recolour", { ...view, actions: { recolour: TAKE_FIRST } }), "=y");
  assert.equal(actionMoveId("service", view), "s4"); // s1 is yours already, s4 free
  assert.equal(actionMoveId("service", { services: [] }), "s1");
  // Next AI step on the player's turn: the AI's die, the first one free
  assert.equal(aiStepMoveId(view), "ai-b");
  assert.equal(aiStepMoveId({}), "ai-y");
});

test("a refusal from the view is read field by field, anything else is no refusal", () => {
  assert.equal(refusalOf(null), null);
  assert.equal(refusalOf(undefined), null);
  assert.equal(refusalOf("a string"), null);
  assert.deepEqual(refusalOf({ reason: "r", rule: "k", summary: "s" }), { reason: "r", rule: "k", summary: "s" });
  assert.deepEqual(refusalOf({ reason: 3 }), { reason: "", rule: "", summary: "" });
  assert.deepEqual(ACTION_KEYS, ["up", "down", "recolour", "service", "end"]);
});

test("tracks: crossed-out spaces first, then the ones still to spend, then empty ones", () => {
  assert.deepEqual(trackSpaces(3, 1, 5), ["spent", "left", "left", "empty", "empty"]);
  assert.equal(trackSpaces(0, 0, 48).length, 48);
  assert.deepEqual(chunks([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
});

test("goals by compartment for one player; the AI opponent is never 'ai' by accident", () => {
  const goals = [{ compartments: [[1], [0, 4]] }, { compartments: [[1, 3], []] }];
  assert.deepEqual([...goalsByCompartment(goals, 0)], [[1, [0, 1]], [3, [1]]]);
  assert.deepEqual([...goalsByCompartment(goals, 1)], [[0, [0]], [4, [0]]]);
  assert.equal(goalsByCompartment(undefined, 0).size, 0);
  assert.equal(isAi("ai"), true);
  assert.equal(isAi(-1), false); // view.last says "ai" too
  assert.equal(isAi(0), false);
  assert.equal(joinNames(["Ana", "Ben", "Cy"]), "Ana, Ben and Cy");
});

test("the last event in words, with the reroll and the new round that followed", () => {
  const nameOf = (s) => ["You", "Ana"][s];
  const seatNameOf = (s) => NAMES[s];
  assert.equal(gainText({ tickets: 1, dice_points: 1 }), "a ticket and a dice point");
  assert.equal(gainText({ tickets: 2 }), "2 tickets");
  assert.equal(gainText({ persona: true }), "a persona");
  assert.equal(describeLast({ player: 0, action: "take", colour: "blue", value: 4 }, { nameOf }), "You took the blue 4.");
  assert.equal(describeLast({ player: 1, action: "place", seat: 5, colour: "blue", value: 4, gained: { tickets: 1, dice_points: 1 } }, { nameOf, seatNameOf }),
    "Ana seated a blue 4 in 3b: a ticket and a dice point.");
  // the AI's reasons are in view.ai_trace, not in view.last
  const trace = [{ step: "die", choice: "red", value: 3, rules: [{ rule: "1. the colour it has least of", detail: "1 in its carriage", kept: ["red"] }], decided_by: "1. the colour it has least of" }];
  assert.equal(aiDieRule(trace, "red"), "1. the colour it has least of");
  assert.equal(aiDieRule(trace, "blue"), null);
  assert.equal(aiDieRule(undefined, "red"), null);
  assert.equal(describeLast({ player: "ai", action: "take", colour: "red", value: 3 }, { nameOf, trace }),
    "The AI opponent took the red 3, by its rule \u201C1. the colour it has least of\u201D.");
  assert.equal(describeLast({ player: "ai", action: "take", colour: "red", value: 3 }, { nameOf }), "The AI opponent took the red 3.");
  assert.equal(describeLast({
    player: "ai", action: "place", seat: 1, colour: "red", value: 5, changed_by: 2, gained: { persona: true },
    rerolled: [{ colour: "yellow", value: 5 }, { colour: "green", value: 3 }],
  }, { nameOf, seatNameOf }),
  "The AI opponent seated a red 5 in 1b: a persona (2 dice points spent to change the die first). The dice left were rerolled: yellow 5, green 3.");
  assert.equal(describeLast({ rolled: [{ colour: "yellow", value: 1 }, { colour: "red", value: 6 }], round: 1 }, { nameOf }),
    "Round 1: the dice show yellow 1, red 6.");
  assert.equal(describeLast({ player: 0, action: "end", rolled: [], round: 2, game_over: true }, { nameOf }),
    "You ended the turn. Every carriage is full: the game is over.");
  assert.equal(describeLast({ player: 0, action: "service", service: 3 }, { nameOf, serviceOf: () => SERVICES[1] }), "You bought service 4, Luggage porter.");
  assert.equal(describeLast(null, { nameOf }), "");
});

test("the AI trace as numbered steps that name the rule that decided", () => {
  const steps = traceSteps([
    { step: "die", choice: "red", value: 3, rules: [
      { rule: "1. the colour it has least of", detail: "1 in its carriage", kept: ["red", "blue"] },
      { rule: "2. the highest value", detail: "value 3", kept: ["red"] }], decided_by: "2. the highest value" },
    { step: "seat", choice: "1b", value: 3, value_rule: "it has 1 dice point, 2 short of a 5", seat_rule: "compartment 1 is its red compartment", gained: { tickets: 1, dice_points: 1 } },
    { step: "service", choice: "s3", rule: "worth 6 points now" },
  ], { serviceOf: (id) => (id === "s3" ? { name: "Sleeper" } : null) });
  assert.deepEqual(steps.map((s) => s.title), ["Die: the red 3", "Seat: 1b, as a 3", "Service: Sleeper (s3)"]);
  assert.deepEqual(steps[0].lines, [
    { text: "1. the colour it has least of (1 in its carriage): keeps red and blue", decided: false },
    { text: "2. the highest value (value 3): keeps red", decided: true }]);
  assert.deepEqual(steps[1].lines.map((l) => l.text), ["Value: it has 1 dice point, 2 short of a 5", "Seat: compartment 1 is its red compartment", "Gained a ticket and a dice point"]);
  assert.equal(steps[2].lines[0].decided, true);
  assert.deepEqual(traceSteps(undefined), []);
});

test("the sheet shown large follows the seat at the screen (hot-seat), else the player to move", () => {
  assert.equal(mainSeat({ seat: 2, view: { current_player: 1 } }), 2);
  assert.equal(mainSeat({ seat: null, view: { current_player: 1 } }), 1);
  assert.equal(mainSeat({ seat: null, view: { current_player: null } }), 0);
});

test("the AI's next step (view.ai_pending) says the rules that decide it, before it is played", () => {
  const die = pendingReason({
    step: "die", choices: ["green"], tie: false, rules: [
      { rule: "1. the colour it has least of", detail: "0 in its carriage", kept: ["blue", "green", "red"] },
      { rule: "2. the highest value", detail: "value 3", kept: ["green"] }],
  });
  assert.deepEqual(die.steps, [
    "1. the colour it has least of (0 in its carriage): keeps blue, green and red",
    "2. the highest value (value 3): keeps green"]);
  assert.equal(die.tie, false);
  // a tie: the last rule says the player decides among the choices
  const tie = pendingReason({
    step: "die", choices: ["blue", "red"], tie: true, rules: [
      { rule: "1. the colour it has least of", detail: "2 in its carriage", kept: ["blue", "red"] },
      { rule: "2. the highest value", detail: "value 5", kept: ["blue", "red"] },
      { rule: "3. the most points from its services", detail: "+0 points", kept: ["blue", "red"] },
      { rule: "4. the player decides", kept: ["blue", "red"] }],
  });
  assert.equal(tie.tie, true);
  assert.deepEqual(tie.choices, ["blue", "red"]);
  assert.equal(tie.steps.at(-1), "4. the player decides among blue and red");
  assert.equal(tie.steps.length, 4);
  const seat = pendingReason({ step: "seat", seat: "3b", value: 5, changed_by: 2, value_rule: "it must spend 2 dice points to make the 3 a 5 (a persona)", seat_rule: "compartment 3 is its red compartment", tie: false });
  assert.deepEqual(seat.steps, ["it must spend 2 dice points to make the 3 a 5 (a persona)", "seat 3b: compartment 3 is its red compartment"]);
  const service = pendingReason({ step: "service", service: "s4", rule: "worth 6 points now", tie: false },
    { serviceOf: (id) => (id === "s4" ? { name: "Luggage porter" } : null) });
  assert.deepEqual(service.steps, ["Luggage porter (s4): worth 6 points now"]);
  assert.equal(pendingReason(null), null);
  assert.equal(pendingReason(undefined), null);
});

test("the end of the game from view.result's kind and numbers, with the players' names", () => {
  const nameOf = (s) => ["Ana", "Ben", "Cy"][s];
  const you = (s) => ["You"][s];
  assert.equal(resultText({ kind: "solo_win", points: 60, ai_points: 52, text: "..." }, { nameOf: you, winners: [0] }),
    "You win, 60 points to the AI opponent's 52.");
  assert.equal(resultText({ kind: "solo_win", points: 60, ai_points: 52 }, { nameOf, winners: [0] }), "Ana wins, 60 points to the AI opponent's 52.");
  assert.equal(resultText({ kind: "solo_loss", points: 60, ai_points: 114 }, { nameOf: you }),
    "The AI opponent wins, 114 points to 60. In the solo game you win only with more points than the AI.");
  assert.equal(resultText({ kind: "solo_tie", points: 70, ai_points: 70 }, { nameOf: you }),
    "A tie on 70 points, and a tie goes to the AI opponent: it wins.");
  assert.equal(resultText({ kind: "win", points: 76, tied: [1], dice_points_left: 14 }, { nameOf, winners: [1] }), "Ben wins with 76 points.");
  assert.equal(resultText({ kind: "tie_broken", points: 70, tied: [0, 2], dice_points_left: 3 }, { nameOf, winners: [2] }),
    "Ana and Cy tie on 70 points; the most dice points left breaks the tie: Cy wins (3 dice points left).");
  assert.equal(resultText({ kind: "shared", points: 70, tied: [0, 1, 2], dice_points_left: 1 }, { nameOf, winners: [0, 2] }),
    "Ana and Cy share the win: a tie on 70 points and on dice points left (1 each).");
  assert.equal(resultText({ kind: "new-kind", text: "Seat 0 wins." }, { nameOf }), "Seat 0 wins.");
  assert.equal(resultText(null, { nameOf }), "");
});
