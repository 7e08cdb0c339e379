// Skyjo in words: cards for screen readers, removed columns, the end of a round,
// the last event, the banner and the prompts. Pure, unit-tested. Every text goes through
// the catalogue of the board's language (shared/i18n.js).

import { joinNames } from "../../shared/format.js";
import { nt, t } from "../../shared/i18n.js";

/** The keys, said once under the board and in its label. */
export const keysText = () => t("Keys: arrows move between the cards of the player to move \u00B7 Enter or Space plays the card \u00B7 D draws \u00B7 T takes the discard \u00B7 F discards the drawn card to flip one \u00B7 Escape cancels");

/** What a click on a highlighted card of kind `kind` does, for its label. */
export function targetText(kind) {
  return {
    r: () => t(". Turn it up"),
    t: () => t(". Replace it with the discard"),
    s: () => t(". Swap the drawn card in"),
    f: () => t(". Flip it"),
  }[kind]?.() ?? "";
}

/**
 * What a screen reader hears for a grid cell: "7, face up", "face down", "removed".
 * `removed` ({ column, value }) marks a card of a column removed by the last move.
 */
export function cellLabel(cell, removed = null) {
  if (cell?.state === "up") return t("{value}, face up", { value: cell.value });
  if (cell?.state === "gone") {
    return removed ? t("removed just now: {value}, column {column} of three {value}s", { value: removed.value, column: removed.column + 1 }) : t("removed");
  }
  // the teacher's view: a face-down card's value shown, though no player knows it
  if (cell?.state === "down" && cell.hidden === true && typeof cell.value === "number") {
    return t("{value}, face down: hidden from every player", { value: cell.value });
  }
  return t("face down");
}

/** The words on a grid whose columns the last move removed: "column 3 removed", or "". */
export function removedColumnsBadge(last) {
  const columns = (last?.columns ?? []).map((c) => c.column + 1);
  if (!columns.length) return "";
  return nt("column {columns} removed", "columns {columns} removed", columns.length, { columns: joinNames(columns.map(String)) });
}

/** A sentence for the aria-live line when the last move removed columns, or "". */
export function removedColumnsText(last, nameOf) {
  const columns = last?.columns ?? [];
  if (!columns.length) return "";
  const which = columns.map((c) => t("column {column} (three {value}s)", { column: c.column + 1, value: c.value }));
  return nt("{name}'s {columns} was removed.", "{name}'s {columns} were removed.", columns.length, { name: nameOf(last.player), columns: joinNames(which) });
}

/** The sentence for the end of a round, from its note in view.round_notes. */
export function roundOverText(note, nameOf) {
  if (!note) return "";
  const ender = note.ender;
  if (typeof ender !== "number") return t("Round {round} over.", { round: note.round });
  if (note.doubled === ender) {
    return t("Round {round} over: {name} ended it and was doubled ({raw} \u2192 {score}).", { round: note.round, name: nameOf(ender), raw: note.raw?.[ender], score: note.scores?.[ender] });
  }
  return t("Round {round} over: {name} ended it and was not doubled.", { round: note.round, name: nameOf(ender) });
}

/** A sentence for view.last, the event that just happened. */
export function describeLast(last, nameOf) {
  if (!last) return "";
  const who = nameOf(last.player);
  const params = { who, slot: last.slot + 1, value: last.value, discarded: last.discarded };
  let text = {
    reveal: () => t("{who} turned up slot {slot}: {value}.", params),
    draw: () => t("{who} drew a {value} from the draw pile.", params),
    take: () => (last.was_down
      ? t("{who} took the {value} from the discard pile into slot {slot}, discarding a face-down {discarded}.", params)
      : t("{who} took the {value} from the discard pile into slot {slot}, discarding the {discarded}.", params)),
    swap: () => (last.was_down
      ? t("{who} swapped the drawn {value} into slot {slot}, discarding a face-down {discarded}.", params)
      : t("{who} swapped the drawn {value} into slot {slot}, discarding the {discarded}.", params)),
    flip: () => t("{who} discarded the {discarded} and flipped slot {slot}: {value}.", params),
  }[last.action]?.() ?? "";
  for (const column of last.columns ?? []) {
    text += " " + t("Column {column} of three {value}s was removed.", { column: column.column + 1, value: column.value });
  }
  if (last.ended_round) text += " " + t("{who} has no face-down card left: everyone else plays one more turn.", { who });
  return text;
}

/** The banner: the winners at the end of the game, or the round just over and the next. */
export function bannerText(view, nameOf) {
  const notes = Array.isArray(view.round_notes) ? view.round_notes : [];
  const lastNote = notes[notes.length - 1];
  if (view.over) {
    const winners = view.winners ?? [];
    const best = winners.length ? view.totals?.[winners[0]] : null;
    const names = joinNames(winners.map(nameOf));
    const round = roundOverText(lastNote, nameOf);
    if (winners.length > 1) return t("Game over. {round} {names} share the win with {points} points (the lowest total).", { round, names, points: best });
    if (names === "You") return t("Game over. {round} You win with {points} points (the lowest total).", { round, points: best });
    return t("Game over. {round} {names} wins with {points} points (the lowest total).", { round, names, points: best });
  }
  if (view.last?.round_over && lastNote) return t("{round} Round {next} begins: everyone turns up two cards.", { round: roundOverText(lastNote, nameOf), next: view.round });
  return "";
}

/** What the player to move is told, in `phase` with `mode` (see clickKind). */
export function promptText(view, { viewing, moves, mode, topDiscard, nameOf, waiting }) {
  if (viewing) return t("Viewing a past position.");
  if (view.over) return t("The game is over. Start a new game from the controls above.");
  const who = nameOf(view.current_player);
  if (!moves) return waiting ?? t("Waiting for {who}\u2026", { who });
  const p = view.phase;
  if (p === "reveal") {
    const up = (view.grids?.[view.current_player] ?? []).filter((c) => c.state === "up").length;
    return t("{who}: turn up a face-down card ({up} of 2 turned up).", { who, up });
  }
  if (p === "turn") {
    if (mode === "take") return t("{who}: choose the card to replace with the {card} (Escape cancels).", { who, card: topDiscard });
    return t("{who}: draw from the draw pile (D), or take the {card} from the discard pile (T).", { who, card: topDiscard });
  }
  if (p === "drawn") {
    if (mode === "flip") return t("{who}: choose a face-down card to flip; the {card} goes to the discard pile (Escape cancels).", { who, card: view.drawn });
    return t("{who}: you drew a {card}. Click one of your cards to swap it in, or discard it and flip a face-down card (F).", { who, card: view.drawn });
  }
  return "";
}

/** What the aria-live line adds: a column removed (drawn only as ghosts), the end of a
 * round and of the game. */
export function remarkText(prev, next, nameOf) {
  const notes = next.view.round_notes ?? [];
  const removedText = next.log.length > prev.log.length ? removedColumnsText(next.view.last, nameOf) : "";
  if (notes.length > (prev.view.round_notes ?? []).length) {
    let text = roundOverText(notes[notes.length - 1], nameOf);
    if (next.view.over) {
      const winners = next.view.winners ?? [];
      const names = joinNames(winners.map(nameOf));
      text += " " + (winners.length > 1 ? t("Game over: {names} share the win.", { names }) : t("Game over: {names} wins.", { names }));
    }
    return removedText ? `${removedText} ${text}` : text;
  }
  return removedText;
}
