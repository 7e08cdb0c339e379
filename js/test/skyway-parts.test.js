// The pure parts of Skyway's board (js/src/games/skyway/): the hint line and the remark.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCatalogue, useWords } from "../src/shared/i18n.js";
import { CELLS, LETTERS, cellName } from "../src/games/skyway/layout.js";
import { cardName, hintText, remarkText, speakCards, suitName } from "../src/games/skyway/words.js";

// a few of the catalogue's Icelandic words, as Python sends them (Catalogue.to_json)
const ICELANDIC = JSON.stringify({
  language: "is",
  plural: "(n%10!=1 || n%100==11)",
  nplurals: 2,
  messages: {
    "{rank} of hearts": "hjarta {rank}",
    "{rank} of spades": "spaða {rank}",
    "ace": "ás",
    "queen": "drottning",
    "hearts": "hjarta",
    "centre": "í miðjunni",
    "Round {round} begins: the discard pile was shuffled into a new deck.": "Umferð {round} hefst: kastbunkinn var stokkaður í nýjan stokk.",
  },
});

/** `run()` with the Icelandic words in use, then English again. */
function inIcelandic(run) {
  try {
    useWords(readCatalogue(ICELANDIC));
    run();
  } finally {
    useWords(null);
  }
}

test("the hint: a past position, the end, the player's turn, or waiting", () => {
  assert.equal(hintText({ viewing: true, over: false, moves: 3 }), "Viewing a past position.");
  assert.equal(hintText({ viewing: false, over: true, moves: 0 }), "The game is over. Press New game to play again.");
  assert.equal(hintText({ viewing: false, over: false, moves: 3 }), "Your turn: pick a blueprint (A, B or C), then a cell (1 to 9).");
  assert.equal(hintText({ viewing: false, over: false, moves: 0 }), "Waiting\u2026");
});

test("the remark: the end of the game, a new round, else nothing", () => {
  assert.equal(remarkText({ view: { over: false } }, { view: { over: true, score: { won: true, total: 31 } } }), "Game over: won, final score 31.");
  assert.equal(remarkText({ view: { over: false } }, { view: { over: true } }), "Game over: not won, final score 0.");
  assert.equal(remarkText({ view: { round: 1 } }, { view: { round: 2 } }), "Round 2 begins: the discard pile was shuffled into a new deck.");
  assert.equal(remarkText({ view: { round: 2 } }, { view: { round: 2 } }), "");
  assert.equal(remarkText({ view: {} }, { view: { round: 1 } }), "", "the first round is no news");
});

test("three blueprints and nine cells, named", () => {
  assert.deepEqual(LETTERS, ["A", "B", "C"]);
  assert.deepEqual(CELLS, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(cellName(0), "top left");
  assert.equal(cellName(4), "centre");
  assert.equal(cellName(8), "bottom right");
  inIcelandic(() => assert.equal(cellName(4), "í miðjunni"));
});

test("cards and suits are named in the board's language", () => {
  assert.equal(cardName("7\u2665"), "7 of hearts");
  assert.equal(cardName("A\u2660"), "ace of spades");
  assert.equal(cardName("Q\u2666"), "queen of diamonds");
  assert.equal(cardName("10\u2663"), "10 of clubs");
  assert.equal(cardName("joker"), "joker", "a text that is no card is said as it is");
  assert.equal(speakCards(["7\u2665", "6\u2663"]), "7 of hearts, 6 of clubs");
  assert.equal(suitName("\u2666"), "diamonds");
  inIcelandic(() => {
    assert.equal(cardName("7\u2665"), "hjarta 7");
    assert.equal(cardName("A\u2660"), "spaða ás");
    assert.equal(cardName("Q\u2665"), "hjarta drottning");
    assert.equal(speakCards(["A\u2665", "10\u2660"]), "hjarta ás, spaða 10");
    assert.equal(suitName("\u2665"), "hjarta");
    assert.equal(remarkText({ view: { round: 1 } }, { view: { round: 2 } }), "Umferð 2 hefst: kastbunkinn var stokkaður í nýjan stokk.");
  });
});
