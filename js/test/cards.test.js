import { test } from "node:test";
import assert from "node:assert/strict";
import { SUIT_ORDER, parseCard, speakCards } from "../src/shared/cards.js";

test("cards read as rank and suit", () => {
  assert.deepEqual(parseCard("7♥"), { text: "7♥", rank: "7", suit: "♥", suitName: "hearts", label: "7 of hearts" });
  assert.equal(parseCard("10♦").label, "10 of diamonds");
  assert.equal(parseCard("10♦").rank, "10");
  assert.equal(parseCard("A♠").label, "ace of spades");
  assert.equal(parseCard("J♣").label, "jack of clubs");
  assert.equal(parseCard("Q♦").label, "queen of diamonds");
  assert.equal(parseCard("K♠").label, "king of spades");
});

test("strings that are not cards come back as themselves", () => {
  for (const odd of ["", "?", "11♠", "7X", "♠"]) {
    const card = parseCard(odd);
    assert.equal(card.suit, null, odd);
    assert.equal(card.label, odd);
  }
  assert.equal(parseCard(undefined).label, "");
});

test("suits in display order and cards read aloud", () => {
  assert.deepEqual(SUIT_ORDER, ["♠", "♥", "♦", "♣"]);
  assert.equal(speakCards(["7♥", "6♣"]), "7 of hearts, 6 of clubs");
  assert.equal(speakCards([]), "");
});
