// Roving-tabindex arrow-key math for grids and lists of buttons. Pure,
// unit-tested. Returns the index to focus, or null for keys it does not own
// (so the caller leaves those events alone).

/** Move within a grid of `count` items laid out `columns` wide, reading order.
 * Arrows stop at the edges; Home/End go to the row's ends, with Ctrl to the
 * first and last item. */
export function gridStep(index, key, { columns, count, ctrlKey = false }) {
  const column = index % columns;
  const rowStart = index - column;
  const rowEnd = Math.min(rowStart + columns, count) - 1;
  switch (key) {
    case "ArrowRight":
      return index < rowEnd ? index + 1 : index;
    case "ArrowLeft":
      return column > 0 ? index - 1 : index;
    case "ArrowDown":
      return index + columns < count ? index + columns : index;
    case "ArrowUp":
      return index - columns >= 0 ? index - columns : index;
    case "Home":
      return ctrlKey ? 0 : rowStart;
    case "End":
      return ctrlKey ? count - 1 : rowEnd;
    default:
      return null;
  }
}

/** Move within a one-dimensional row or column of `count` items: every arrow
 * works, so a row of buttons responds to Up/Down as well as Left/Right. */
export function listStep(index, key, count) {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return Math.min(index + 1, count - 1);
    case "ArrowLeft":
    case "ArrowUp":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
