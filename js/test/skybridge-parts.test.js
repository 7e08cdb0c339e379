// The pure parts of Skybridge's board (js/src/games/skybridge/) that its sub-views
// draw from: the 3D view's scale and paint order, where the picked piece may go and
// why not, the highlight and the bridges on the map, and the sentences the board says.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  basesBackToFront, boundsViewBox, cellSquare, drawOrder, frontBase, partTop, pieceParts, plateBounds, polygonsOverlap, spreadLabels,
  tallestTower, turnBase, viewGeometry,
} from "../src/games/skybridge/geometry.js";
import { LEAST_TEXT, letterBox, partFaces, partLetters } from "../src/games/skybridge/pieces-svg.js";
import { isNeutral, kindOf, pieceKey } from "../src/games/skybridge/pieces.js";
import { bridgeSpans, highlightOf, scoringMarks } from "../src/games/skybridge/position.js";
import { baseState, indexMoves, moveId, pieceReasons, telltalePlace } from "../src/games/skybridge/targets.js";
import {
  cellLabel, describeLast, pickedText, pieceName, promptText, reasonText, remarkText, view3dCaption, view3dLabel,
} from "../src/games/skybridge/words.js";
import { ENGLISH, readCatalogue, useWords } from "../src/shared/i18n.js";
import { scenarios } from "../dev/skybridge-fixtures.js";

const names = (seat) => ["You", "Ana", "Ben", "Cleo"][seat];

test("picked pieces: the fourth colour's blocks end in _n", () => {
  assert.equal(pieceKey("tall", true), "tall_n");
  assert.equal(kindOf("short_n"), "short");
  assert.equal(isNeutral("tall_n"), true);
  assert.equal(isNeutral("tall"), false);
  assert.equal(isNeutral(null), false);
});

test("the 3D view's scale: a level shrinks as towers grow, so the tallest fits with a block on top", () => {
  assert.equal(tallestTower({}), 0);
  assert.deepEqual(viewGeometry({}), { a: 50, b: 25, level: 18, levels: 4 });
  const view = scenarios.figure6.view;
  assert.equal(tallestTower(view), 11);
  const g = viewGeometry(view);
  assert.equal(g.levels, 14);
  assert.equal(g.level, 200 / 14);
  assert.equal(viewGeometry({ towers: [{ height: 60 }] }).level, 6, "never flatter than 6");
});

test("the 3D drawing is cropped to what it shows: the plate, and the tops of its pieces", () => {
  const g = viewGeometry({});
  const plate = plateBounds(g);
  assert.deepEqual(plate, { left: -166, right: 166, top: -8, bottom: 170 });
  assert.equal(boundsViewBox(plate), "-169 -11 338 184");
  // a three-story block on base 1 (at the back): its top face's back corner is the highest point
  const [tall] = drawOrder(pieceParts([{ kind: "tall", colour: "ivory", bases: [0], z: 0 }]), 0);
  assert.equal(partTop(tall, g), (0.21 + 0.21) * 25 - 3 * 18);
  // a roof reaches its apex
  const [roof] = drawOrder(pieceParts([{ kind: "roof", colour: "blue", bases: [4], z: 3 }]), 0);
  assert.equal(partTop(roof, g), 1.5 * 2 * 25 - 4.5 * 18);
  // the same block at the front is lower on the screen, whatever the rotation puts there
  const [front] = drawOrder(pieceParts([{ kind: "tall", colour: "ivory", bases: [8], z: 0 }]), 0);
  assert.ok(partTop(front, g) > partTop(tall, g));
});

test("the bases' numbers move up out of each other's way, the front ones keep their place", () => {
  const badge = (x, y) => ({ x, y, half: 10, above: 10, below: 10 });
  assert.deepEqual(spreadLabels([badge(0, 50), badge(100, 50)]), [[0, 50], [100, 50]]);
  // a number behind, where the front one is: straight up, just clear of it
  assert.deepEqual(spreadLabels([badge(0, 50), badge(0, 45)]), [[0, 50], [0, 29]]);
  // and clear of a third one above that
  assert.deepEqual(spreadLabels([badge(0, 50), badge(0, 20), badge(5, 45)]), [[0, 50], [0, 20], [5, -1]]);
});

test("a piece's letters: on its faces, never under the smallest text, none on a face too small", () => {
  const g = viewGeometry({});
  const [tall] = drawOrder(pieceParts([{ kind: "tall", colour: "orange", bases: [4], z: 0 }]), 0);
  const letters = partLetters(tall, g);
  assert.deepEqual(letters.map((l) => l.paint), ["left", "right"]);
  assert.ok(letters.every((l) => l.size >= LEAST_TEXT));
  // at a small scale on screen the letter grows (minText), and a face too low for it has none
  assert.ok(partLetters(tall, g, 30).every((l) => l.size === 30));
  const [bridge] = drawOrder(pieceParts([{ kind: "bridge", colour: "blue", bases: [3, 4], z: 2 }]), 0);
  assert.equal(partLetters(bridge, g).length, 1, "a bridge shows its letter on its long side");
  assert.deepEqual(partLetters(bridge, { ...g, level: 8 }), [], "a flat bridge has no room for a letter");
  // a letter's box sits on its face; a block in front of it covers it, one far away does not
  const [behind, front, far] = drawOrder(pieceParts([{ kind: "tall", colour: "orange", bases: [0], z: 0 },
    { kind: "tall", colour: "blue", bases: [4], z: 0 }, { kind: "tall", colour: "blue", bases: [8], z: 0 }]), 0);
  const box = letterBox(partLetters(behind, g)[0]);
  assert.ok(polygonsOverlap(box, partFaces(behind, g).find((face) => face.cls === "is-left").corners));
  assert.equal(partFaces(front, g).some((face) => polygonsOverlap(box, face.corners)), true);
  assert.equal(partFaces(far, g).some((face) => polygonsOverlap(box, face.corners)), false);
});

test("overlap of convex shapes: apart, touching, crossing", () => {
  const square = (x, y, s = 10) => [[x, y], [x + s, y], [x + s, y + s], [x, y + s]];
  assert.equal(polygonsOverlap(square(0, 0), square(20, 0)), false);
  assert.equal(polygonsOverlap(square(0, 0), square(10, 0)), false, "sharing an edge is not covering");
  assert.equal(polygonsOverlap(square(0, 0), square(5, 5)), true);
  assert.equal(polygonsOverlap([[0, 0], [10, 0], [0, 10]], square(6, 6)), false, "past a triangle's slope");
  assert.equal(polygonsOverlap([[0, 0], [10, 0], [0, 10]], square(3, 3)), true);
});

test("the columns are painted back to front, the front base last, in every direction", () => {
  for (const rotation of [0, 1, 2, 3]) {
    const order = basesBackToFront(rotation);
    assert.deepEqual(order.map(({ b }) => b).sort(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    assert.equal(order[order.length - 1].b, frontBase(rotation));
    assert.equal(order[0].b, frontBase((rotation + 2) % 4));
    for (const { b, cell } of order) assert.deepEqual(cell, turnBase(b, rotation));
    const depths = order.map(({ cell }) => cell[0] + cell[1]);
    assert.deepEqual(depths, [...depths].sort((p, q) => p - q));
  }
  assert.deepEqual(cellSquare([1, 2], 0.25), [[1.25, 2.25], [1.75, 2.25], [1.75, 2.75], [1.25, 2.75]]);
});

test("the picked piece on a base: legal with its move, or Python's reason; nothing picked, no state", () => {
  const { view, moves } = scenarios.start;
  const index = indexMoves(moves);
  assert.equal(baseState(view, index, null, null, 4), null);
  const tall = baseState(view, index, "tall", null, 4);
  assert.equal(tall.legal, true);
  assert.equal(tall.move.id, "3@5");
  const roof = baseState(view, index, "roof", null, 4);
  assert.deepEqual([roof.legal, roof.move, roof.reason], [false, null, "base 5 is bare: a roof goes on a tower"]);
  // a bridge's first base: the reasons about the base itself first
  const first = baseState(view, index, "bridge", null, 4);
  assert.equal(first.first, true);
  assert.equal(first.legal, false);
  assert.match(first.reason, /^base 5 is bare: a bridge lies on two towers; base 2 is bare/);
  assert.match(pieceReasons(view, "roof"), /^base 1 is bare: a roof goes on a tower; base 2 is bare/);
  assert.equal(pieceReasons(view, "tall"), "", "no reason against a piece that goes anywhere");
});

test("a refused click asks Python about the move it would be, in the game's notation", () => {
  assert.equal(moveId("roof", [0]), "R@1");
  assert.equal(moveId("tall", [4]), "3@5");
  assert.equal(moveId("short_n", [8]), "2n@9");
  assert.equal(moveId("bridge", [4, 3]), "B@45", "a bridge's bases low first");
  assert.equal(moveId("bridge", [8, 0]), "B@19", "bases that are no neighbours too: Python says why not");
  // a piece with no place: the place with the reason most of its places have
  const { view } = scenarios.start;
  assert.equal(telltalePlace(view, "roof"), "1", "every base is bare: the first");
  assert.equal(telltalePlace(view, "tall"), null, "a piece that goes anywhere has nothing to explain");
  const mixed = { targets: { bridge: { 12: { rule: "tower" }, 14: { rule: "bridge" }, 23: { rule: "bridge" }, 25: null } } };
  assert.equal(telltalePlace(mixed, "bridge"), "14");
});

test("a bridge's second base: the first again cancels, a base not beside it is refused, a neighbour is the move", () => {
  const { view, moves } = scenarios.two;
  const index = indexMoves(moves);
  const [[place, move]] = [...index.get("bridge")];
  const [a, b] = place.split("").map((d) => Number(d) - 1);
  assert.deepEqual(baseState(view, index, "bridge", a, a), { legal: true, isFirst: true });
  const far = [0, 1, 2, 3, 4, 5, 6, 7, 8].find((base) => base !== a && Math.abs((base % 3) - (a % 3)) + Math.abs(Math.floor(base / 3) - Math.floor(a / 3)) > 1);
  // which bases it may end on, from the legal moves (why not, Python says when it is tried)
  const ends = [...index.get("bridge").keys()].filter((p) => p.includes(String(a + 1))).map((p) => p.replace(String(a + 1), ""));
  assert.deepEqual(baseState(view, index, "bridge", a, far),
    { legal: false, reason: `the bridge from base ${a + 1} ends on ${ends.length > 1 ? "one of " : ""}${ends.join(", ")}`, notNext: true });
  const second = baseState(view, index, "bridge", a, b);
  assert.equal(second.legal, true);
  assert.equal(second.move, move);
});

test("the highlighted colour's towers and reach, and the bridges by the bases they join", () => {
  const view = scenarios.figure6.view;
  const charcoal = view.colour_points.charcoal;
  assert.deepEqual(highlightOf(charcoal, 0), { own: true, reach: false });
  assert.deepEqual(highlightOf(view.colour_points.ivory, 0), { own: false, reach: true });
  assert.deepEqual(highlightOf(null, 0), { own: false, reach: false });
  assert.deepEqual(bridgeSpans(view.pieces).map(({ a, b, pieces }) => [a, b, pieces.map((p) => p.colour)]), [[0, 1, ["charcoal"]], [0, 3, ["ivory"]]]);
  assert.deepEqual(bridgeSpans([{ kind: "bridge", colour: "blue", bases: [5, 4] }, { kind: "bridge", colour: "orange", bases: [4, 5] }, { kind: "roof", bases: [1] }])
    .map(({ a, b, pieces }) => [a, b, pieces.length]), [[4, 5, 2]]);
});

test("the map's label for a base: its tower, how it scores, the last piece, the picked piece's verdict", () => {
  const view = scenarios.figure6.view;
  const marks = scoringMarks(view);
  assert.equal(cellLabel(view, 0, { mark: marks[0] }),
    "base 1: tower 8 floors, owned by charcoal; top: charcoal roof; doubled for charcoal; also scores for ivory (bridge)");
  assert.equal(cellLabel(view, 8, { mark: marks[8], last: true, state: { legal: true, move: { label: "put an ivory roof on base 9" } } }),
    "base 9: empty; placed here last move. Put an ivory roof on base 9");
  assert.equal(cellLabel(view, 8, { mark: marks[8], state: { legal: true, first: true } }), "base 9: empty. A bridge can start here");
  assert.equal(cellLabel(view, 8, { mark: marks[8], state: { legal: true, isFirst: true } }), "base 9: empty. The bridge's first base: press again to cancel");
  assert.equal(cellLabel(view, 0, { mark: { doubled: false, bridgedBy: [] }, state: { legal: false, reason: "base 1 has a roof", rule: "roof" }, picked: "the ivory roof" }),
    "base 1: tower 8 floors, owned by charcoal; top: charcoal roof. Not allowed for the ivory roof: base 1 has a roof");
});

test("the line under the map and the 3D board's words", () => {
  const view = scenarios.figure6.view;
  assert.equal(reasonText(view, 0, null), "Base 1: tower 8 floors, owned by charcoal; top: charcoal roof (9 levels high).");
  assert.equal(reasonText(view, 8, { legal: true, move: { label: "put a blue roof on base 9" } }), "Base 9: \u2713 Put a blue roof on base 9.");
  // Python's reason: it names the base, or "Base 9:" says which
  assert.equal(reasonText(view, 8, { legal: false, reason: "base 9 is bare" }), "\u2715 Base 9 is bare.");
  assert.equal(reasonText(view, 8, { legal: false, reason: "the ivory roof would touch another ivory piece" }), "Base 9: \u2715 The ivory roof would touch another ivory piece.");
  assert.equal(reasonText(view, 8, { legal: true, isFirst: true }), "Base 9: the bridge's first base.");
  assert.equal(view3dLabel(0, 0, 0), "The board in 3D, seen from base 9's corner: 0 pieces. The map beside it lists every base.");
  assert.equal(view3dLabel(12, 1, 2), "The board in 3D, seen from base 1's corner: 12 pieces, the tallest tower 1 level high. The map beside it lists every base.");
  assert.equal(view3dCaption(1, frontBase(1)), "base 3 in front");
});

test("pieces in words, and what is said when a piece is picked", () => {
  assert.equal(pieceName("roof", "orange"), "the orange roof");
  assert.equal(pieceName("tall_n", "blue"), "the fourth colour's three-story block (blue)");
  const places = new Map([["5", {}], ["6", {}]]);
  assert.equal(pickedText("tall", { name: "the ivory three-story block", count: 3, places }),
    "The ivory three-story block picked (3 left): choose a base, one of 5 and 6 (highlighted).");
  assert.equal(pickedText("short", { name: "the ivory two-story block", count: 1, places: new Map([["9", {}]]) }),
    "The ivory two-story block picked (1 left): choose a base, 9 (highlighted).");
  const many = new Map(["1", "2", "3", "4", "5"].map((b) => [b, {}]));
  assert.equal(pickedText("tall", { name: "the ivory three-story block", count: 4, places: many }),
    "The ivory three-story block picked (4 left): choose a base, one of the 5 highlighted bases.");
  assert.equal(pickedText("bridge", { name: "the ivory bridge", count: 1, places: new Map([["56", {}]]) }),
    "The ivory bridge picked: choose its first base, then a neighbouring base (1 way to lay it).");
  // why it has no place is Python's to say, beside the click
  assert.equal(pickedText("roof", { name: "the ivory roof", count: 2, places: new Map() }), "The ivory roof: no place for it now (2 left).");
});

test("the prompt: a past position, the end, whose turn, or the keys", () => {
  const { view } = scenarios.three;
  const base = { viewing: false, seat: 0, canPlay: true, neutral: true, nameOf: names };
  assert.equal(promptText(view, base), "You: pick a piece (3, 2, B, R, N for the fourth colour), then a base.");
  assert.equal(promptText(view, { ...base, neutral: false }), "You: pick a piece (3, 2, B, R), then a base.");
  assert.equal(promptText(view, { ...base, viewing: true }), "Viewing a past position.");
  assert.equal(promptText(view, { ...base, canPlay: false, seat: 1 }), "Waiting for Ana\u2026");
  assert.equal(promptText(view, { ...base, seat: null }), "");
  assert.equal(promptText({ over: true }, base), "The game is over: the final score is under the map. New game starts another.");
  assert.equal(promptText({ last: { skipped: [1] } }, base), "Ana could not place a piece and skipped a turn. You: pick a piece (3, 2, B, R, N for the fourth colour), then a base.");
});

test("the remark after moves: skips and the end, nothing when no move was played", () => {
  const prev = { log: [{}], view: { over: false } };
  assert.equal(remarkText(prev, { log: [{}, {}], view: { last: { skipped: [2] } } }, names), "Ben could not place a piece and skipped a turn.");
  assert.equal(remarkText(prev, { log: [{}, {}], view: { over: true, winners: [1], scores: [3, 20], last: {} } }, names), "Game over: Ana wins with 20 points.");
  assert.equal(remarkText(prev, { log: [{}], view: { over: true, winners: [1], scores: [3, 20] } }, names), "");
});

test("in Icelandic: a piece of a colour is named whole, and a reason naming its base gets no second name", () => {
  // a catalogue as Python sends it (skywidgets.i18n.Catalogue.to_json), a few entries
  useWords(readCatalogue(JSON.stringify({
    language: "is",
    plural: "(n%10!=1 || n%100==11)",
    nplurals: 2,
    messages: {
      "orange roof": "appelsínugult þak",
      "ivory bridge": "hvít brú",
      "{who} put an {piece} on base {base} (level {level}).": "{who} lagði á reit {base} (hæð {level}): {piece}.",
      "{who} laid the {piece} on bases {a} and {b} (level {level}).": "{who} lagði á reiti {a} og {b} (hæð {level}): {piece}.",
      "the {piece}": "{piece}",
      "base {base}": "reitur {base}",
      "\u2715 {reason}.": "\u2715 {reason}.",
      "Base {base}: \u2715 {reason}.": "Reitur {base}: \u2715 {reason}.",
    },
  })));
  try {
    const roof = { kind: "roof", colour: "orange", bases: [4], z: 7, seat: 1 };
    assert.equal(describeLast({ seat: 1, piece: roof }, names), "Ana lagði á reit 5 (hæð 7): appelsínugult þak.");
    const bridge = { kind: "bridge", colour: "ivory", bases: [4, 3], z: 2, seat: 0 };
    assert.equal(describeLast({ seat: 0, piece: bridge }, names), "You lagði á reiti 4 og 5 (hæð 2): hvít brú.");
    assert.equal(pieceName("roof", "orange"), "appelsínugult þak");
    assert.equal(reasonText({}, 4, { legal: false, reason: "reitur 5 er auður" }), "\u2715 Reitur 5 er auður.");
    assert.equal(reasonText({}, 4, { legal: false, reason: "þakið myndi snerta annað stykki" }), "Reitur 5: \u2715 Þakið myndi snerta annað stykki.");
  } finally {
    useWords(ENGLISH);
  }
});
