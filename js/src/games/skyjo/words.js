// Skyjo in words: cards for screen readers, removed columns, the end of a round,
// the last event, the banner and the prompts. Pure, unit-tested.

import { agree, joinNames } from "../../shared/format.js";

/** The keys, said once under the board and in its label. */
export const KEYS_TEXT = "Keys: arrows move between the cards of the player to move \u00B7 Enter or Space plays the card \u00B7 D draws \u00B7 T takes the discard \u00B7 F discards the drawn card to flip one \u00B7 Escape cancels";

/** What a click on a highlighted card of each kind does, for its label. */
export const TARGET_TEXT = { r: ". Turn it up", t: ". Replace it with the discard", s: ". Swap the drawn card in", f: ". Flip it" };

/**
 * What a screen reader hears for a grid cell: "7, face up", "face down", "removed".
 * `removed` ({ column, value }) marks a card of a column removed by the last move.
 */
export function cellLabel(cell, removed = null) {
  if (cell?.state === "up") return `${cell.value}, face up`;
  if (cell?.state === "gone") {
    return removed ? `removed just now: ${removed.value}, column ${removed.column + 1} of three ${removed.value}s` : "removed";
  }
  // the teacher's view: a face-down card's value shown, though no player knows it
  if (cell?.state === "down" && cell.hidden === true && typeof cell.value === "number") {
    return `${cell.value}, face down: hidden from every player`;
  }
  return "face down";
}

/** The words on a grid whose columns the last move removed: "column 3 removed", or "". */
export function removedColumnsBadge(last) {
  const columns = (last?.columns ?? []).map((c) => c.column + 1);
  if (!columns.length) return "";
  return `${columns.length > 1 ? "columns" : "column"} ${joinNames(columns.map(String))} removed`;
}

/** A sentence for the aria-live line when the last move removed columns, or "". */
export function removedColumnsText(last, nameOf) {
  const columns = last?.columns ?? [];
  if (!columns.length) return "";
  const which = columns.map((c) => `column ${c.column + 1} (three ${c.value}s)`);
  return `${nameOf(last.player)}'s ${joinNames(which)} ${columns.length > 1 ? "were" : "was"} removed.`;
}

/** The sentence for the end of a round, from its note in view.round_notes. */
export function roundOverText(note, nameOf) {
  if (!note) return "";
  const ender = note.ender;
  let text = `Round ${note.round} over`;
  if (typeof ender === "number") {
    text += `: ${nameOf(ender)} ended it`;
    if (note.doubled === ender) text += ` and was doubled (${note.raw?.[ender]} \u2192 ${note.scores?.[ender]})`;
    else text += " and was not doubled";
  }
  return text + ".";
}

/** A sentence for view.last, the event that just happened. */
export function describeLast(last, nameOf) {
  if (!last) return "";
  const who = nameOf(last.player);
  const slot = `slot ${last.slot + 1}`;
  let text = {
    reveal: `${who} turned up ${slot}: ${last.value}.`,
    draw: `${who} drew a ${last.value} from the draw pile.`,
    take: `${who} took the ${last.value} from the discard pile into ${slot}, discarding ${last.was_down ? "a face-down " : "the "}${last.discarded}.`,
    swap: `${who} swapped the drawn ${last.value} into ${slot}, discarding ${last.was_down ? "a face-down " : "the "}${last.discarded}.`,
    flip: `${who} discarded the ${last.discarded} and flipped ${slot}: ${last.value}.`,
  }[last.action] ?? "";
  for (const column of last.columns ?? []) {
    text += ` Column ${column.column + 1} of three ${column.value}s was removed.`;
  }
  if (last.ended_round) text += ` ${who} has no face-down card left: everyone else plays one more turn.`;
  return text;
}

/** The banner: the winners at the end of the game, or the round just over and the next. */
export function bannerText(view, nameOf) {
  const notes = Array.isArray(view.round_notes) ? view.round_notes : [];
  const lastNote = notes[notes.length - 1];
  if (view.over) {
    const winners = view.winners ?? [];
    const best = winners.length ? view.totals?.[winners[0]] : null;
    return `Game over. ${roundOverText(lastNote, nameOf)} ${winners.length > 1 ? `${joinNames(winners.map(nameOf))} share the win` : agree(nameOf(winners[0]), "win")} with ${best} points (the lowest total).`;
  }
  if (view.last?.round_over && lastNote) return `${roundOverText(lastNote, nameOf)} Round ${view.round} begins: everyone turns up two cards.`;
  return "";
}

/** What the player to move is told, in `phase` with `mode` (see clickKind). */
export function promptText(view, { viewing, moves, mode, topDiscard, nameOf, waiting }) {
  if (viewing) return "Viewing a past position.";
  if (view.over) return "The game is over. Start a new game from the controls above.";
  const who = nameOf(view.current_player);
  if (!moves) return waiting ?? `Waiting for ${who}\u2026`;
  const p = view.phase;
  if (p === "reveal") {
    const up = (view.grids?.[view.current_player] ?? []).filter((c) => c.state === "up").length;
    return `${who}: turn up a face-down card (${up} of 2 turned up).`;
  }
  if (p === "turn") {
    if (mode === "take") return `${who}: choose the card to replace with the ${topDiscard} (Escape cancels).`;
    return `${who}: draw from the draw pile (D), or take the ${topDiscard} from the discard pile (T).`;
  }
  if (p === "drawn") {
    if (mode === "flip") return `${who}: choose a face-down card to flip; the ${view.drawn} goes to the discard pile (Escape cancels).`;
    return `${who}: you drew a ${view.drawn}. Click one of your cards to swap it in, or discard it and flip a face-down card (F).`;
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
      text += ` Game over: ${joinNames(winners.map(nameOf))} ${winners.length > 1 ? "share the win" : "wins"}.`;
    }
    return removedText ? `${removedText} ${text}` : text;
  }
  return removedText;
}
