// The Heist planner panel's pure helpers, on data as Python sends it (the `inspection`
// trait: seed 4, three heuristic players, move 357, seat 0 looking at the Local Heist).
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardNameIn, defenseLine, namesText, planCell, planLines, plannerData } from "../src/games/skyway_robbery/planner.js";

const DATA = {
  job: "heist", target: null, tips: 1, label: "Local Heist at the Imperial Treasury",
  defenses: [
    { number: 1, name: "Guard Dogs", icons: ["dogs", "guards"], powered: false, guard: false, cards: ["strongman", "animal_tamer"], vent: ["chimney_sweep"] },
    { number: 2, name: "Pressure Plates", icons: ["traps"], powered: true, guard: false, cards: ["street_urchin"], vent: ["chimney_sweep"] },
    { number: 3, name: "Locked Door", icons: ["lock"], powered: false, guard: false, cards: [], vent: ["chimney_sweep"] },
    { number: 8, name: "Poison Darts", icons: ["poison", "darts"], powered: false, guard: true, cards: [], vent: ["chimney_sweep"] },
  ],
  power: ["physicist"],
  plan: { members: ["strongman", "street_urchin"], crew: [], carry: { wire_cutters: "strongman" },
    beats: { 1: "strongman", 2: "street_urchin" }, vents: { 3: "chimney_sweep" }, cut: "physicist", dice: 2, success: 0.8889 },
  odds: [{ dice: 0, members_1: 1, members_2: 1, members_3: 1 }, { dice: 2, members_1: 0.4444, members_2: 0.8889, members_3: 1 }],
  choices: [{ job: "heist", target: null, label: "Local Heist at the Imperial Treasury" }],
  names: { strongman: "The Strongman", animal_tamer: "The Animal Tamer", chimney_sweep: "The Chimney Sweep",
    street_urchin: "The Street Urchin", physicist: "The Physicist", wire_cutters: "Insulated Wire Cutters" },
};

test("the planner's data is read only from its own open panel", () => {
  assert.equal(plannerData({ inspection: { name: "planner", data: DATA } }), DATA);
  assert.equal(plannerData({ inspection: { name: "planner", data: null } }), null);
  assert.equal(plannerData({ inspection: { name: "other", data: DATA } }), null);
  assert.equal(plannerData({ inspection: {} }), null);
  assert.equal(plannerData({}), null);
});

test("cards are named as Python names them", () => {
  assert.equal(cardNameIn(DATA, "strongman"), "The Strongman");
  assert.equal(cardNameIn(DATA, "mystery"), "mystery");
  assert.equal(namesText(DATA, ["strongman", "animal_tamer"]), "The Strongman, The Animal Tamer");
  assert.equal(namesText(DATA, []), "none");
});

test("a defense line says powered and the power supply's guard in words", () => {
  assert.deepEqual(defenseLine(DATA, DATA.defenses[1]),
    { number: 2, name: "Pressure Plates (powered)", cards: "The Street Urchin", vent: "The Chimney Sweep" });
  assert.equal(defenseLine(DATA, DATA.defenses[3]).name, "Poison Darts (guards the power supply: need not be passed)");
  assert.equal(defenseLine(DATA, DATA.defenses[2]).cards, "none");
});

test("the best plan in sentences: team, carrying, defenses, vents, the cut and the odds", () => {
  assert.deepEqual(planLines(DATA), [
    "Team: The Strongman, The Street Urchin.",
    "Carry: The Strongman carries Insulated Wire Cutters.",
    "Past the defenses: #1 with The Strongman; #2 with The Street Urchin.",
    "Through a vent: #3 by The Chimney Sweep.",
    "Power cut by The Physicist: the powered defenses stop.",
    "2 alarm dice: the job succeeds 89% of the time.",
  ]);
  assert.match(planLines({ ...DATA, plan: null })[0], /^No complete plan/);
});

test("the plan's cell in the odds table: its dice and its gang members, none outside the table", () => {
  assert.deepEqual(planCell(DATA), { dice: 2, members: 2 });
  assert.equal(planCell({ ...DATA, plan: { ...DATA.plan, members: ["a", "b", "c", "d"] } }), null);
  assert.equal(planCell({ ...DATA, plan: { ...DATA.plan, dice: 7 } }), null);
  assert.equal(planCell({ ...DATA, plan: null }), null);
});
