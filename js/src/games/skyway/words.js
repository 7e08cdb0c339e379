// Skyway in words: the cards and suits as the board's language names them, what the hint
// line says, and what the status line adds when a round or the game ends. Pure,
// unit-tested. Every text goes through the catalogue of the board's language
// (shared/i18n.js).

import { parseCard } from "../../shared/cards.js";
import { t } from "../../shared/i18n.js";

const SUIT_NAMES = {
  "\u2660": () => t("spades"),
  "\u2665": () => t("hearts"),
  "\u2666": () => t("diamonds"),
  "\u2663": () => t("clubs"),
};
const RANK_NAMES = { A: () => t("ace"), J: () => t("jack"), Q: () => t("queen"), K: () => t("king") };
// a card's name puts its rank into its suit's words: "7 of hearts", in Icelandic "hjarta 7"
const CARD_NAMES = {
  "\u2660": (rank) => t("{rank} of spades", { rank }),
  "\u2665": (rank) => t("{rank} of hearts", { rank }),
  "\u2666": (rank) => t("{rank} of diamonds", { rank }),
  "\u2663": (rank) => t("{rank} of clubs", { rank }),
};

/** A suit's name, from its symbol: "\u2665" -> "hearts"; anything else as it is. */
export function suitName(symbol) {
  return SUIT_NAMES[symbol]?.() ?? String(symbol);
}

/** A card's name for the ear: "7\u2665" -> "7 of hearts", "A\u2660" -> "ace of spades";
 * a text that is no card comes back as it is. */
export function cardName(text) {
  const card = parseCard(text);
  if (!card.suit) return card.label;
  return CARD_NAMES[card.suit](RANK_NAMES[card.rank]?.() ?? card.rank);
}

/** Cards read aloud: ["7\u2665", "6\u2663"] -> "7 of hearts, 6 of clubs". */
export function speakCards(cards) {
  return cards.map(cardName).join(", ");
}

/** The hint when no blueprint is picked: a past position, the end, the player's turn. */
export function hintText({ viewing, over, moves }) {
  if (viewing) return t("Viewing a past position.");
  if (over) return t("The game is over. Press New game to play again.");
  return moves ? t("Your turn: pick a blueprint (A, B or C), then a cell (1 to 9).") : t("Waiting\u2026");
}

/** A sentence for the shell's status line when something big happened: the end, a new round. */
export function remarkText(prev, next) {
  if (!prev.view.over && next.view.over) {
    const total = next.view.score?.total ?? 0;
    return next.view.score?.won ? t("Game over: won, final score {total}.", { total }) : t("Game over: not won, final score {total}.", { total });
  }
  if (typeof prev.view.round === "number" && next.view.round > prev.view.round) {
    return t("Round {round} begins: the discard pile was shuffled into a new deck.", { round: next.view.round });
  }
  return "";
}
