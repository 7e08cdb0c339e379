// Standard French-suited playing cards as strings such as "10♦" or "J♣":
// rank first, then the suit symbol. Pure, unit-tested; card-view.js draws them.

import { t } from "./i18n.js";

export const SUITS = {
  "\u2660": { name: "spades", symbol: "\u2660" },
  "\u2665": { name: "hearts", symbol: "\u2665" },
  "\u2666": { name: "diamonds", symbol: "\u2666" },
  "\u2663": { name: "clubs", symbol: "\u2663" },
};

/** Suit symbols in the order the UI lists them: ♠ ♥ ♦ ♣. */
export const SUIT_ORDER = Object.keys(SUITS);

/** A rank in words ("ace", "7"): the catalogue's for the face cards and the ace. */
function rankWords(rank) {
  switch (rank) {
    case "A": return t("ace");
    case "J": return t("jack");
    case "Q": return t("queen");
    case "K": return t("king");
    default: return rank;
  }
}

/** A card in words, "7 of hearts", in the board's language: one text per suit, since a
 * language may put the suit first ("hjarta 7"). The suit's `name` stays English: it is
 * the card's class for the stylesheet, not a word anyone reads. */
function cardWords(rank, suitName) {
  const words = rankWords(rank);
  switch (suitName) {
    case "spades": return t("{rank} of spades", { rank: words });
    case "hearts": return t("{rank} of hearts", { rank: words });
    case "diamonds": return t("{rank} of diamonds", { rank: words });
    default: return t("{rank} of clubs", { rank: words });
  }
}

/**
 * "7♥" -> { text: "7♥", rank: "7", suit: "♥", suitName: "hearts", label: "7 of hearts" }.
 * A string it does not recognise comes back with suit null and itself as the label.
 */
export function parseCard(text) {
  const card = String(text ?? "");
  const suit = card.slice(-1);
  const info = SUITS[suit];
  const rank = card.slice(0, -1);
  if (!info || !/^(A|[2-9]|10|J|Q|K)$/.test(rank)) {
    return { text: card, rank: card, suit: null, suitName: null, label: card };
  }
  return { text: card, rank, suit, suitName: info.name, label: cardWords(rank, info.name) };
}

/** Cards read aloud: ["7♥", "6♣"] -> "7 of hearts, 6 of clubs". */
export function speakCards(cards) {
  return cards.map((c) => parseCard(c).label).join(", ");
}
