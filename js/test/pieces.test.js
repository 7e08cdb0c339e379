// The board pieces' model (js/src/shared/pieces/model.js) and the generic board's words
// (js/src/generic/board.js): what each piece shows, says and plays. Pure: no DOM.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget, { endRemark, promptText } from "../src/generic/board.js";
import { RENDERERS } from "../src/shared/pieces/index.js";
import {
  SEAT_SHAPES, TONES, accessibleName, diePips, cardItems, columnName, counterItems, diceItems, gridCells,
  gridNames, humanKey, legalIndex, mappedMoves, outlineView, playerRows, scalarText, seatMark,
  seatOfTone, shapeCorners, toneOf, trackMarks,
} from "../src/shared/pieces/model.js";
import { tabStop } from "../src/shared/pieces/grid.js";
import { pipCells } from "../src/shared/dice.js";
import { TRAITS, snapshot } from "../src/shared/widget.js";

const moves = [{ id: "b1", label: "mark b1" }, { id: "a2", label: "mark a2" }];
const legal = legalIndex(moves);
const grid = {
  kind: "grid", rows: 2, cols: 2,
  cells: [[{ text: "X", tone: "seat0" }, { text: "", move: "b1" }], [{ text: "", move: "a2" }, { text: "O", tone: "seat1", move: "b2" }]],
};

test("the generic board is an anywidget module, and every kind of the vocabulary has a renderer", () => {
  assert.equal(typeof widget.render, "function");
  assert.deepEqual(Object.keys(RENDERERS).sort(), ["cards", "counters", "dice", "grid", "players", "text", "track"]);
});

test("a grid's cells play only the moves that are legal now, and are named like b2", () => {
  const cells = gridCells(grid, legal);
  assert.deepEqual(cells.map((row) => row.map((c) => c.name)), [["a1", "b1"], ["a2", "b2"]]);
  assert.equal(cells[0][1].move.id, "b1");
  assert.equal(cells[0][1].label, "b1, empty: mark b1");
  assert.equal(cells[0][0].move, null);
  assert.equal(cells[0][0].label, "a1, X");
  assert.equal(cells[0][0].seat, 0);
  // a move that is not legal now: the click asks Python why, it never plays
  assert.equal(cells[1][1].move, null);
  assert.equal(cells[1][1].asks, "b2");
  // not live (a past position, the game over): nothing plays, nothing asks
  const past = gridCells(grid, legal, false);
  assert.ok(past.flat().every((c) => c.move === null && c.asks === null));
});

test("a grid's own names and a cell's own name win over the defaults", () => {
  const named = { ...grid, row_names: ["top", "bottom"], col_names: ["left", "right"] };
  named.cells = [[{ text: "", name: "corner" }, { text: "" }], [{ text: "" }, { text: "" }]];
  const cells = gridCells(named, legal);
  assert.equal(cells[0][0].name, "corner");
  assert.equal(cells[1][1].name, "bottom, right");
  assert.deepEqual(gridNames({ rows: 1, cols: 28 }).cols.slice(24), ["y", "z", "aa", "ab"]);
  assert.equal(columnName(0), "a");
});

test("the grid's tab stop is the cell focused last, else the first that plays", () => {
  const cells = gridCells(grid, legal);
  assert.equal(tabStop(cells, undefined), 1);
  assert.equal(tabStop(cells, 3), 3);
  assert.equal(tabStop(cells, 9), 1);
  assert.equal(tabStop(gridCells(grid, new Map()), undefined), 0);
});

test("cards face down show their back and caption, never claim more", () => {
  const cards = cardItems({ cards: [{ text: "7\u2665", face: "up", move: "b1" }, { text: "12", face: "down", name: "deck" }] }, legal);
  assert.equal(cards[0].label, "card 1, 7\u2665: mark b1");
  assert.equal(cards[1].down, true);
  assert.equal(cards[1].label, "deck, face down (12)");
});

test("a face-up standard playing card and every back are drawn as the games' shared card", () => {
  const cards = cardItems({ cards: [
    { text: "10\u2666", face: "up" }, { text: "K\u2663", face: "up" }, { text: "+2", face: "up" },
    { text: "11\u2665", face: "up" }, { text: "deck", face: "down" },
  ] }, legal);
  assert.deepEqual(cards.map((c) => c.drawn), [true, true, false, false, true]);
  // the words stay the card's own text, as the spec writes it
  assert.equal(cards[0].label, "card 1, 10\u2666");
});

test("a die's pips: one layout for every board (Skyline Express's dice and the dice piece)", () => {
  assert.deepEqual(pipCells(1), [4]);
  assert.deepEqual(pipCells(6), [0, 2, 3, 5, 6, 8]);
  assert.deepEqual(pipCells(0), []);
  assert.deepEqual(pipCells(7), []);
  assert.deepEqual([1, 2, 3, 4, 5, 6].map((n) => pipCells(n).length), [1, 2, 3, 4, 5, 6]);
  // every face is symmetric under a half turn, as a die's is
  for (let n = 1; n <= 6; n += 1) assert.deepEqual(pipCells(n).map((c) => 8 - c).sort(), pipCells(n));
  // the piece's SVG places the same cells in its 10 x 10 box
  assert.deepEqual(diePips(4), [[2.6, 2.6], [7.4, 2.6], [2.6, 7.4], [7.4, 7.4]]);
  assert.deepEqual(diePips(6), [[2.6, 2.6], [7.4, 2.6], [2.6, 5], [7.4, 5], [2.6, 7.4], [7.4, 7.4]]);
  assert.deepEqual(diePips(1), [[5, 5]]);
});

test("dice show their pips for 1 to 6, and say when they are held", () => {
  const dice = diceItems({ dice: [{ value: 6, held: true }, { value: 9, move: "a2" }] }, legal);
  assert.equal(dice[0].pips.length, 6);
  assert.equal(dice[0].label, "die 1, 6, held");
  assert.deepEqual(dice[1].pips, []);
  assert.deepEqual([1, 2, 3, 4, 5, 6].map((n) => diePips(n).length), [1, 2, 3, 4, 5, 6]);
  assert.equal(dice[1].move.id, "a2");
});

test("counters, track marks and players read defensively", () => {
  assert.deepEqual(counterItems({ items: [{ name: "coins", value: 3, seat: 1 }, { name: "round", value: "2 of 5" }] }),
    [{ name: "coins", value: "3", seat: 1 }, { name: "round", value: "2 of 5", seat: null }]);
  const marks = trackMarks({ min: 0, max: 20, marks: [{ seat: 1, value: 15 }, { seat: 0, value: 5, text: "Ann" }, { seat: 2, value: "x" }] });
  assert.deepEqual(marks.map((m) => [m.seat, m.at]), [[0, 0.25], [1, 0.75]]);
  assert.equal(trackMarks({ min: 0, max: 10, marks: [{ seat: 0, value: 30 }] })[0].at, 1);
  const rows = playerRows({ rows: [{ seat: 0, text: "X" }, { seat: 1, text: "O" }] }, 1);
  assert.deepEqual(rows.map((r) => r.toMove), [false, true]);
  assert.deepEqual(counterItems({}), []);
});

test("tones: a known one or none; a seat tone names its seat, and each seat has its own shape", () => {
  assert.equal(toneOf("seat3"), "seat3");
  assert.equal(toneOf("red"), "");
  assert.equal(seatOfTone("seat7"), 7);
  assert.equal(seatOfTone("good"), null);
  assert.equal(TONES.length, 12);
  assert.equal(new Set(SEAT_SHAPES).size, 8);
  assert.equal(seatMark(1).shapeName, "square");
  assert.equal(accessibleName("a1", "X", null), "a1, X");
  const shapes = [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => JSON.stringify(shapeCorners(seat)));
  assert.equal(new Set(shapes).size, 8);
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7].map((seat) => shapeCorners(seat).length), [24, 4, 3, 4, 10, 12, 5, 6]);
  assert.ok([0, 1, 2, 3, 4, 5, 6, 7].every((seat) => shapeCorners(seat).flat().every((v) => v >= 0 && v <= 10)));
  assert.deepEqual(shapeCorners(9), shapeCorners(1));
});

test("the moves mapped to pieces are found in cells, cards and dice", () => {
  const ids = mappedMoves([grid, { kind: "cards", cards: [{ text: "A", face: "up", move: "p" }] }, { kind: "text", text: "t" }]);
  assert.deepEqual([...ids].sort(), ["a2", "b1", "b2", "p"]);
});

test("a view without pieces is drawn as labelled blocks, never as JSON", () => {
  const blocks = outlineView({
    total: 7, current_player: 0, over: false, last: null, name: "",
    heaps: [3, 4, 5],
    board: [["X", ""], ["", "O"]],
    players: [{ seat: 0, added: 4 }, { seat: 1, added: 3, bonus: true }],
    settings: { target: 10, steps: [1, 2] },
    mixed: [1, { a: 2 }],
    none: [],
  });
  const by = Object.fromEntries(blocks.map((b) => [b.label, b]));
  assert.deepEqual(by.Total, { kind: "field", label: "Total", text: "7" });
  assert.equal(by["Current player"].text, "0");
  const named = outlineView({ current_player: 1, nested: { current_player: 0 } }, { seatName: (s) => ["Ann", "Ben"][s] });
  assert.equal(named[0].text, "Ben (seat 2)");
  assert.equal(named[1].items[0].text, "0");
  assert.equal(by.Over.text, "no");
  assert.equal(by.Last.text, "none");
  assert.equal(by.Name.text, "(empty)");
  assert.deepEqual(by.Heaps.values, ["3", "4", "5"]);
  assert.deepEqual(by.Board.rows, [["X", "(empty)"], ["(empty)", "O"]]);
  assert.deepEqual(by.Players.columns, ["Seat", "Added", "Bonus"]);
  assert.deepEqual(by.Players.rows, [["0", "4", ""], ["1", "3", "yes"]]);
  assert.equal(by.Settings.kind, "section");
  assert.deepEqual(by.Settings.items.map((b) => b.label), ["Target", "Steps"]);
  assert.equal(by.Mixed.kind, "section");
  assert.equal(by.None.text, "none");
  assert.ok(!JSON.stringify(blocks).includes("{\\\""));
  // deep nesting is summed up in words
  const deep = outlineView({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } });
  let node = deep[0];
  while (node.kind === "section") node = node.items[0];
  assert.equal(node.kind, "field");
  assert.equal(node.text, "G");
  assert.equal(humanKey("nimSum"), "Nim sum");
  assert.equal(scalarText(2 / 3), "0.667");
});

test("the prompt says whose move and how to make it, or why there is none", () => {
  const snap = { viewing: null, over: false, view: { current_player: 0 }, players: [{ name: "Ann", kind: "human" }, { name: "random", kind: "bot", bot: "random" }], moves, busy: "" };
  assert.equal(promptText(snap, true), "Ann to move: press a marked piece of the board, or a move below.");
  assert.equal(promptText(snap, false), "Ann to move: press a move below.");
  assert.match(promptText({ ...snap, moves: [], view: { current_player: 1 } }, false), /random is a bot/);
  assert.equal(promptText({ ...snap, over: true }, true), "Game over.");
  assert.match(promptText({ ...snap, viewing: 2 }, true), /past position/);
  assert.equal(endRemark({ over: false }, { over: true }), "Game over.");
  assert.equal(endRemark({ over: true }, { over: true }), "");
});

test("the shell reads a board's own traits by name: pieces for the generic board only", () => {
  const traits = { view: { current_player: 0 }, moves: [], pieces: [{ kind: "text", text: "hi" }] };
  const model = { get: (name) => traits[name] };
  assert.ok(!TRAITS.includes("pieces"), "pieces is Board's trait, not every game widget's");
  assert.deepEqual(snapshot(model, ["pieces"]).pieces, traits.pieces);
  assert.equal("pieces" in snapshot(model), false);
  assert.equal(snapshot({ get: () => undefined }, ["pieces"]).pieces, null);
});

test("in Icelandic, the pieces' words, numbers and playing cards come from the catalogue", async () => {
  const { ENGLISH, readCatalogue, useWords } = await import("../src/shared/i18n.js");
  const { parseCard } = await import("../src/shared/cards.js");
  // a catalogue as Python sends it (skywidgets.i18n.Catalogue.to_json): a few of its entries
  useWords(readCatalogue(JSON.stringify({
    language: "is", plural: "(n%10!=1 || n%100==11)", nplurals: 2,
    messages: {
      "number format\u0004decimal separator": ",",
      empty: "tómur", "{name}, {shows}": "{name}, {shows}", "{name}: {move}": "{name}: {move}",
      "card {n}": "spil {n}", "face down ({text})": "snýr niður ({text})", "die {n}": "teningur {n}",
      "{value}, held": "{value}, haldinn", yes: "já", none: "ekkert", "{n} entry": ["{n} atriði", "{n} atriði"],
      "Your move: press a move below.": "Þú átt leik: ýttu á leik hér fyrir neðan.",
      "{who} to move: press a marked piece of the board, or a move below.": "{who} á leik: ýttu á merktan hlut á borðinu eða á leik hér fyrir neðan.",
      "{rank} of hearts": "hjarta {rank}", queen: "drottning",
    },
  })));
  try {
    assert.equal(gridCells(grid, legal)[0][1].label, "b1, tómur: mark b1");
    const cards = cardItems({ cards: [{ text: "3", face: "down" }] }, legal);
    assert.equal(cards[0].label, "spil 1, snýr niður (3)");
    assert.equal(diceItems({ dice: [{ value: 5, held: true }] }, legal)[0].label, "teningur 1, 5, haldinn");
    assert.deepEqual([scalarText(true), scalarText(null), scalarText(2.5), scalarText(-0.125)], ["já", "ekkert", "2,5", "-0,125"]);
    assert.equal(counterItems({ items: [{ name: "x", value: 1.5 }] })[0].value, "1,5");
    assert.deepEqual(outlineView({ heaps: [[1], [2, 3]] })[0].rows, [["1"], ["2", "3"]]);
    assert.equal(parseCard("Q\u2665").label, "hjarta drottning");
    assert.equal(parseCard("Q\u2665").suitName, "hearts"); // the stylesheet's class stays
    const snap = { viewing: null, over: false, moves, players: [{ name: "Ana" }], view: {} };
    assert.equal(promptText(snap, false), "Þú átt leik: ýttu á leik hér fyrir neðan.");
    assert.equal(promptText({ ...snap, view: { current_player: 0 } }, true), "Ana á leik: ýttu á merktan hlut á borðinu eða á leik hér fyrir neðan.");
  } finally {
    useWords(ENGLISH);
  }
});
