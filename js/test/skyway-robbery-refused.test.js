// Skyway Robbery's refused clicks (js/src/games/skyway_robbery/refused.js): which
// would-be moves the board offers on a thing in each phase, and which of them no legal
// move covers (those get a refused button whose click asks Python why). Real positions
// from the harness fixtures (js/dev/skyway_robbery_fixtures.py).
import { test } from "node:test";
import assert from "node:assert/strict";
import { VERB_TEXT, covered, mayAsk, refusedOn, wouldBe } from "../src/games/skyway_robbery/refused.js";
import { nameWithText } from "../src/games/skyway_robbery/kit.js";
import { scenarios } from "../dev/skyway-robbery-fixtures.js";

const ids = (list) => list.map((c) => c.id);

test("only the person to move at this screen is answered", () => {
  assert.equal(mayAsk(scenarios.program.view, scenarios.program.moves), true);
  assert.equal(mayAsk(scenarios.waiting.view, scenarios.waiting.moves), false); // a bot to move
  assert.deepEqual(refusedOn(scenarios.waiting.view, scenarios.waiting.moves, "go"), []);
  const { view, moves } = scenarios.program;
  assert.deepEqual(refusedOn({ ...view, seat: null }, moves, "action", { action: "tip" }), []);
});

test("the draft: hiring and sending to the Brig, refused only where no legal move is", () => {
  const { view, moves } = scenarios.draft;
  const card = view.players[0].draft[0];
  assert.deepEqual(ids(wouldBe(view, "recruit", { card })), [`hire:${card}`, `brig:${card}`]);
  assert.deepEqual(refusedOn(view, moves, "recruit", { card }), []); // both legal here
  const poorer = moves.filter((m) => !(m.verb === "hire" && m.card === card));
  assert.deepEqual(ids(refusedOn(view, poorer, "recruit", { card })), [`hire:${card}`]);
});

test("programming: an action card already in the program is refused", () => {
  const { view, moves } = scenarios.program;
  const used = view.players[0].program[0];
  assert.deepEqual(ids(refusedOn(view, moves, "action", { action: used })), [`prog:${used}`]);
  const free = moves.find((m) => m.verb === "prog").action;
  assert.deepEqual(refusedOn(view, moves, "action", { action: free }), []);
});

test("an Acquire Asset: buying (and threatening crew) on the board's cards", () => {
  const { view, moves } = scenarios.act;
  assert.equal(view.current.action, "asset");
  const crew = view.board.airship.crew.find(Boolean);
  assert.deepEqual(ids(wouldBe(view, "slot", { card: crew })), [`buy:${crew}`, `threaten:${crew}`]);
  const goal = view.board.airship.turf_war.find(Boolean);
  assert.deepEqual(wouldBe(view, "slot", { card: goal }), []); // a Turf War is not an asset
  for (const c of refusedOn(view, moves, "slot", { card: crew })) assert.ok(!moves.some((m) => m.id === c.id));
});

test("planning: bring, carry (half a choice: the team's first gang member), go", () => {
  const { view, moves } = scenarios.plan_vent;
  const equipment = view.players[0].hand.find((c) => view.cards[c].kind === "equipment");
  const member = view.mission.team.find((c) => view.cards[c].kind === "gang");
  assert.deepEqual(ids(wouldBe(view, "hand", { card: equipment })), [`+${equipment}@${member}`]);
  assert.deepEqual(ids(wouldBe({ ...view, mission: { ...view.mission, team: [] } }, "hand", { card: equipment })), [`+${equipment}`]);
  // go is legal here: no refused Go; without it, a refused one
  assert.deepEqual(refusedOn(view, moves, "go"), []);
  assert.deepEqual(ids(refusedOn(view, moves.filter((m) => m.verb !== "go"), "go")), ["go"]);
  // the threat fixture cannot go yet
  assert.deepEqual(ids(refusedOn(scenarios.threat.view, scenarios.threat.moves, "go")), ["go"]);
});

test("a defense still in the way: getting past it with the team's first card; none once it is out of the way", () => {
  const { view, moves } = scenarios.plan;
  for (const d of view.mission.defenses) {
    const offered = ids(wouldBe(view, "defense", { number: d.number }));
    if (d.cleared || d.guard) assert.deepEqual(offered, [], d.name);
    else assert.deepEqual(offered, [`d${d.number}:${view.mission.team.find((c) => view.cards[c].kind === "gang")}`]);
  }
  // a beat or a vent of that defense covers it
  assert.ok(covered({ verb: "beat", id: "d2:x", defense: 2 }, [{ verb: "vent", defense: 2 }]));
  assert.ok(!covered({ verb: "beat", id: "d2:x", defense: 2 }, [{ verb: "beat", defense: 3 }]));
  assert.ok(moves.length > 0);
});

test("dirty tricks, arrests and freeing in their moments only", () => {
  const { view } = scenarios.rolled;
  const trick = view.players[view.seat].tricks[0];
  assert.deepEqual(ids(wouldBe(view, "trick", { card: trick })), [`trick:${trick}`]);
  assert.deepEqual(wouldBe(scenarios.program.view, "trick", { card: trick }), []);
  const arrest = scenarios.arrest.view;
  assert.deepEqual(ids(wouldBe(arrest, "member", { card: arrest.mission.team[0] })), [`arrest:${arrest.mission.team[0]}`]);
  const free = scenarios.free.view;
  assert.deepEqual(ids(wouldBe(free, "prisoner", { card: free.brig.members[0] })), [`free:${free.brig.members[0]}`]);
  assert.deepEqual(wouldBe(free, "member", { card: free.mission.team[0] }), []);
});

test("a refused button's words are in its accessible name (WCAG label in name)", () => {
  assert.equal(nameWithText("Hire The Forger", "Hire"), "Hire The Forger");
  assert.equal(nameWithText("Send The Forger to the Brig", "To the Brig"), "Send The Forger to the Brig");
  assert.equal(nameWithText("The Engineer skips defense 3 through a vent", "Vent: The Engineer"),
    "The Engineer skips defense 3 through a vent, Vent: The Engineer");
  assert.equal(nameWithText("The Boxer is arrested", "Arrest"), "The Boxer is arrested, Arrest"); // whole words
  assert.equal(nameWithText("Go: roll the alarm dice", "Go"), "Go: roll the alarm dice");
  for (const verb of Object.keys(VERB_TEXT)) assert.ok(VERB_TEXT[verb].length > 0, verb);
});
