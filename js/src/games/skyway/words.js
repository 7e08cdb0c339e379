// Skyway in words: the cards and suits as the board's language names them, what the hint
// line says, and what the status line adds when a round or the game ends. Pure,
// unit-tested. Every text goes through the catalogue of the board's language
// (shared/i18n.js).

import { parseCard, speakCards } from "../../shared/cards.js";
import { t } from "../../shared/i18n.js";

const SUIT_NAMES = {
  "\u2660": () => t("spades"),
  "\u2665": () => t("hearts"),
  "\u2666": () => t("diamonds"),
  "\u2663": () => t("clubs"),
};

/** A suit's name, from its symbol: "\u2665" -> "hearts"; anything else as it is. */
export function suitName(symbol) {
  return SUIT_NAMES[symbol]?.() ?? String(symbol);
}

/** A card's name for the ear: "7\u2665" -> "7 of hearts", "A\u2660" -> "ace of spades";
 * a text that is no card comes back as it is. */
export function cardName(text) {
  return parseCard(text).label;  // the shared card names, in the board's language
}

export { speakCards };

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
