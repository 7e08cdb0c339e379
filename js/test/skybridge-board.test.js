// The Skybridge board's pure helpers (js/src/games/skybridge/): the isometric
// projection and the paint order in each of the four directions, the targets and
// their reasons, the words for screen readers, the scoring marks. Real positions come
// from the harness fixtures (js/dev/skybridge_fixtures.py prints them from the engine).
// Importing the game module is safe without a DOM: it only builds elements when rendered.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../src/games/skybridge.js";
import { drawOrder, footprint, frontBase, neighbours, pieceParts, project, turnBase, turnBox, turnPoint } from "../src/games/skybridge/geometry.js";
import { PALETTE, contrast } from "../src/games/skybridge/paint.js";
import { fourthColour, scoreRows, scoringMarks } from "../src/games/skybridge/position.js";
import { bridgeStart, indexMoves, placeKey, targetOf } from "../src/games/skybridge/targets.js";
import { baseLabel, describeLast, resultText, skipText, stackText } from "../src/games/skybridge/words.js";
import { scenarios } from "../dev/skybridge-fixtures.js";

const ROTATIONS = [0, 1, 2, 3];
const nameOf = (names) => (seat) => names[seat];

test("the module is an anywidget module with a render function", () => {
  assert.equal(typeof widget.render, "function");
});

// ---- the projection ----

test("turning the board: a quarter turn clockwise, four turns go all the way round", () => {
  assert.deepEqual(turnBase(0, 0), [0, 0]);
  assert.deepEqual(turnBase(0, 1), [2, 0]); // base 1 (top left) goes to the top right
  assert.deepEqual(turnBase(2, 1), [2, 2]); // base 3 comes to the front
  assert.deepEqual(turnBase(4, 1), [1, 1]); // the centre stays
  for (let base = 0; base < 9; base++) assert.deepEqual(turnBase(base, 4), turnBase(base, 0));
  assert.deepEqual(turnPoint(0.25, 1, 3), turnPoint(...turnPoint(...turnPoint(0.25, 1, 1), 1), 1));
  assert.deepEqual(ROTATIONS.map(frontBase), [8, 2, 0, 6]); // bases 9, 3, 1, 7 in front
  assert.deepEqual(turnBox([0.2, 1.1, 0.8, 1.9], 1), [1.1, 0.2, 1.9, 0.8]);
});

test("isometric projection: 2:1 rhombi, levels go straight up", () => {
  const g = { a: 50, b: 25, level: 18 };
  assert.deepEqual(project(0, 0, 0, g), [0, 0]);
  assert.deepEqual(project(1, 0, 0, g), [50, 25]); // along a row: down to the right
  assert.deepEqual(project(0, 1, 0, g), [-50, 25]); // down a column: down to the left
  assert.deepEqual(project(1, 1, 2, g), [0, 50 - 36]);
  // the front base of each rotation is the lowest on the screen
  for (const r of ROTATIONS) {
    const ys = Array.from({ length: 9 }, (_, base) => project(...turnBase(base, r).map((c) => c + 0.5), 0, g)[1]);
    assert.equal(ys.indexOf(Math.max(...ys)), frontBase(r));
  }
});

test("a bridge is two halves that meet on the edge between its bases", () => {
  const parts = pieceParts([{ kind: "bridge", colour: "orange", bases: [3, 4], z: 2, seat: 0 }]);
  assert.equal(parts.length, 2);
  assert.deepEqual(parts.map((p) => p.base), [3, 4]);
  assert.equal(parts[0].box[2], 1); // base 4's half ends at x = 1 ...
  assert.equal(parts[1].box[0], 1); // ... where base 5's half begins
  const ns = footprint("bridge", 1, 4); // bases 2 and 5: along the column
  assert.equal(ns[3], 1);
  assert.ok(ns[2] - ns[0] < 0.5, "narrow across the bridge");
  assert.ok(footprint("tall", 4)[2] - footprint("tall", 4)[0] < 1, "blocks leave a gap between bases");
});

// Is box A in front of box B (closer to the viewer along an axis, and behind along none)?
// Then A must be painted after B.
function inFront(A, B) {
  const e = 1e-9;
  const [ax0, ay0, ax1, ay1] = A.box;
  const [bx0, by0, bx1, by1] = B.box;
  const [az0, az1, bz0, bz1] = [A.z, A.z + A.levels, B.z, B.z + B.levels];
  const ahead = ax0 >= bx1 - e || ay0 >= by1 - e || az0 >= bz1 - e;
  const behind = ax1 <= bx0 + e || ay1 <= by0 + e || az1 <= bz0 + e;
  return ahead && !behind;
}

function checkOrder(pieces, label) {
  for (const r of ROTATIONS) {
    const order = drawOrder(pieceParts(pieces), r);
    for (let i = 0; i < order.length; i++) {
      for (let j = i + 1; j < order.length; j++) {
        assert.ok(!inFront(order[i], order[j]),
          `${label}, rotation ${r}: part ${i} (base ${order[i].base + 1}, ${order[i].kind} at ${order[i].z}) is painted before part ${j} (base ${order[j].base + 1}, ${order[j].kind} at ${order[j].z}) but stands in front of it`);
      }
    }
    // within a base, bottom to top
    for (let base = 0; base < 9; base++) {
      const zs = order.filter((p) => p.base === base).map((p) => p.z);
      assert.deepEqual(zs, [...zs].sort((a, b) => a - b));
    }
  }
}

test("depth order: nothing is painted over something in front of it, in all four directions", () => {
  for (const [name, data] of Object.entries(scenarios)) {
    if (!data.view?.pieces) continue;
    checkOrder(data.view.pieces, name);
  }
  // bridges across each other at right angles, and a bridge on a bridge (figure 6)
  checkOrder([
    { kind: "tall", colour: "blue", bases: [0], z: 0 }, { kind: "tall", colour: "orange", bases: [1], z: 0 },
    { kind: "tall", colour: "ivory", bases: [3], z: 0 }, { kind: "tall", colour: "charcoal", bases: [4], z: 0 },
    { kind: "bridge", colour: "charcoal", bases: [0, 1], z: 3 }, { kind: "bridge", colour: "ivory", bases: [3, 4], z: 3 },
    { kind: "bridge", colour: "orange", bases: [0, 3], z: 4 }, { kind: "roof", colour: "blue", bases: [1], z: 4 },
  ], "crossed bridges");
  assert.ok(scenarios.figure6.view.pieces.length >= 10);
});

test("depth order changes with the direction: the front base is painted last", () => {
  const pieces = Array.from({ length: 9 }, (_, base) => ({ kind: "short", colour: "ivory", bases: [base], z: 0 }));
  for (const r of ROTATIONS) {
    const order = drawOrder(pieceParts(pieces), r);
    assert.equal(order[order.length - 1].base, frontBase(r));
    assert.equal(order[0].base, frontBase((r + 2) % 4)); // the back corner first
  }
});

// ---- targets ----

test("legal moves are indexed by their kind, neutral and bases extras, never their ids", () => {
  const index = indexMoves([
    { id: "3@5", kind: "tall", bases: [4], neutral: false },
    { id: "opaque", kind: "bridge", bases: [4, 3], neutral: false },
    { id: "2n@1", kind: "short", bases: [0], neutral: true },
    { id: "R@9" }, // no extras: not a move the board can place
  ]);
  assert.deepEqual([...index.keys()], ["tall", "bridge", "short_n"]);
  assert.equal(index.get("bridge").get("45").id, "opaque");
  assert.equal(placeKey([4, 3]), "45");
  assert.deepEqual(neighbours(4), [1, 3, 5, 7]);
  assert.deepEqual(neighbours(0), [1, 3]);
});

test("target lookup: legal, or the reason and the rule Python gives", () => {
  const view = scenarios.figure6.view;
  assert.deepEqual(targetOf(view, "tall", "3"), { legal: true });
  const roofed = targetOf(view, "tall", "1");
  assert.equal(roofed.legal, false);
  assert.match(roofed.reason, /base 1 has a roof/);
  assert.equal(roofed.rule, "roof");
  assert.equal(targetOf(view, "bridge", "13"), null, "not a place a bridge can name");
  assert.equal(targetOf({ targets: null }, "tall", "1"), null);
  // every legal move is a legal target, and the other way round
  const index = indexMoves(scenarios.two.moves);
  for (const [piece, places] of Object.entries(scenarios.two.view.targets)) {
    for (const place of Object.keys(places)) {
      assert.equal(targetOf(scenarios.two.view, piece, place).legal, index.get(piece)?.has(place) ?? false, `${piece}@${place}`);
    }
  }
});

test("a bridge's first base: legal when a legal bridge starts there, else why not", () => {
  const { view, moves } = scenarios.two;
  const index = indexMoves(moves);
  const spans = [...(index.get("bridge")?.keys() ?? [])];
  assert.ok(spans.length > 0);
  const [a, b] = spans[0].split("").map((d) => Number(d) - 1);
  const start = bridgeStart(view, index, a);
  assert.ok(start.legal && start.ends.includes(b));
  const bare = Array.from({ length: 9 }, (_, base) => base).find((base) => !bridgeStart(view, index, base).legal);
  if (bare !== undefined) assert.ok(bridgeStart(view, index, bare).reason.length > 0);
  // the reason about the base itself comes first, and its pair is the one to ask Python about
  const bare5 = bridgeStart(scenarios.start.view, indexMoves(scenarios.start.moves), 4);
  assert.match(bare5.reason, /^base 5 is bare: a bridge lies on two towers(; |$)/);
  assert.ok(["25", "45", "56", "58"].includes(bare5.place), bare5.place);
  assert.equal(bridgeStart(view, index, a).place, null, "a base a bridge starts from needs no asking");
});

// ---- words ----

test("bases are named for screen readers: floors, owner, top piece, the stack", () => {
  const view = scenarios.figure6.view;
  assert.equal(baseLabel(view, 0), "base 1: tower 8 floors, owned by charcoal; top: charcoal roof");
  assert.equal(baseLabel(view, 3), "base 4: tower 10 floors, owned by ivory; top: ivory roof");
  assert.equal(baseLabel(view, 8), "base 9: empty");
  assert.equal(stackText(view, 0),
    "9 levels high; bottom to top: orange two-story block, ivory two-story block, charcoal bridge to base 2, ivory bridge to base 4, orange two-story block, charcoal roof.");
});

test("figure 6: charcoal's towers doubled, ivory's bridge scores A and B", () => {
  const view = scenarios.figure6.view;
  const marks = scoringMarks(view);
  assert.deepEqual(marks[0], { owner: "charcoal", doubled: true, bridgedBy: ["ivory"] });
  assert.deepEqual(marks[1], { owner: "charcoal", doubled: true, bridgedBy: ["ivory"] });
  assert.deepEqual(marks[3], { owner: "ivory", doubled: false, bridgedBy: [] });
  const rows = scoreRows(view, nameOf(["You", "Ana", "Ben", "Cleo"]));
  const ivory = rows[0].colours[0];
  const charcoal = rows[1].colours[0];
  assert.deepEqual([charcoal.towers, charcoal.towerFloors, charcoal.doubled, charcoal.doubledFloors, charcoal.total], [[0, 1], 15, [0, 1], 15, 30]);
  assert.deepEqual([ivory.towers, ivory.bridged, ivory.bridgedFloors, ivory.total], [[3], [0, 1], 15, 25]);
  assert.equal(ivory.idle, false);
  assert.equal(rows[0].turn, true);
});

test("two players: each seat's two colours, added up", () => {
  const rows = scoreRows(scenarios.over.view, nameOf(["Ana", "Ben"]));
  assert.deepEqual(rows.map((r) => r.colours.map((c) => c.colour)), [["ivory", "orange"], ["charcoal", "blue"]]);
  for (const row of rows) assert.equal(row.total, row.colours.reduce((n, c) => n + c.total, 0));
  assert.deepEqual(rows.map((r) => r.winner), scenarios.over.view.scores.map((_, seat) => scenarios.over.view.winners.includes(seat)));
  assert.equal(fourthColour(scenarios.over.view, 0), null);
  assert.equal(fourthColour(scenarios.three.view, 0), "blue");
});

test("the last move, skips and the end in words", () => {
  const names = nameOf(["You", "Ana", "Ben", "Cleo"]);
  assert.equal(describeLast({ seat: 1, piece: { kind: "roof", colour: "orange", bases: [4], z: 7 } }, names), "Ana put an orange roof on base 5 (level 7).");
  assert.equal(describeLast({ seat: 0, piece: { kind: "bridge", colour: "ivory", bases: [3, 0], z: 5 }, skipped: [1] }, names),
    "You laid the ivory bridge on bases 1 and 4 (level 5). Ana could not place a piece and skipped a turn.");
  assert.equal(skipText([1, 2, 1], names), "Ana and Ben could not place a piece and skipped.");
  assert.equal(resultText({ over: true, winners: [1], scores: [3, 37] }, names), "Ana wins with 37 points.");
  assert.equal(resultText({ over: true, winners: [0], scores: [1] }, names), "You win with 1 point.");
  assert.equal(resultText({ over: true, winners: [1, 2], scores: [12, 19, 19] }, names), "Ana and Ben share the win with 19 points each.");
  assert.equal(resultText({ over: false }, names), "");
  assert.equal(describeLast(null, names), "");
});

// ---- colours ----

test("every colour's letter reads on all its faces (4.5:1); the four differ in lightness too", () => {
  for (const [colour, paint] of Object.entries(PALETTE)) {
    for (const face of ["top", "left", "right"]) {
      assert.ok(contrast(paint.ink, paint[face]) >= 4.5, `${colour} ${face}: ${contrast(paint.ink, paint[face]).toFixed(2)}`);
    }
  }
  const colours = Object.keys(PALETTE);
  for (let i = 0; i < colours.length; i++) {
    for (let j = i + 1; j < colours.length; j++) {
      const c = contrast(PALETTE[colours[i]].top, PALETTE[colours[j]].top);
      assert.ok(c >= 1.5, `${colours[i]} and ${colours[j]} are too close in lightness: ${c.toFixed(2)}`);
    }
  }
  assert.equal(new Set(colours.map((c) => PALETTE[c].texture)).size, 4, "each colour has its own texture");
  assert.equal(contrast("#000000", "#ffffff").toFixed(0), "21");
});
