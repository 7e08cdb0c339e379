// A six-sided die's face: where its pips sit, as cells of a 3 x 3 grid numbered 0 to 8
// in reading order (0 top left, 4 the centre). Every board draws a die from this one
// layout: Skyline Express's dice (a grid of nine spots) and the board pieces' dice
// (an SVG, pieces/model.js diePips). Pure, unit-tested.

const PIP_CELLS = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** The cells of a die's pips for 1 to 6; any other value has none (its number is shown
 * instead).
 *
 *   pipCells(3) -> [0, 4, 8]   (a diagonal)
 */
export function pipCells(value) {
  return [...(PIP_CELLS[value] ?? [])];
}
