// Skyway in words: what the hint line says, and what the status line adds when a
// round or the game ends. Pure, unit-tested.

/** The hint when no blueprint is picked: a past position, the end, the player's turn. */
export function hintText({ viewing, over, moves }) {
  if (viewing) return "Viewing a past position.";
  if (over) return "The game is over. Press New game to play again.";
  return moves ? "Your turn: pick a blueprint (A, B or C), then a cell (1 to 9)." : "Waiting\u2026";
}

/** A sentence for the shell's status line when something big happened: the end, a new round. */
export function remarkText(prev, next) {
  if (!prev.view.over && next.view.over) {
    return `Game over: ${next.view.score?.won ? "won" : "not won"}, final score ${next.view.score?.total ?? 0}.`;
  }
  if (typeof prev.view.round === "number" && next.view.round > prev.view.round) {
    return `Round ${next.view.round} begins: the discard pile was shuffled into a new deck.`;
  }
  return "";
}
