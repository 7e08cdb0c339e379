// Ordering the Simulated outcomes table. Pure, unit-tested.

const num = (x) => (typeof x === "number" && Number.isFinite(x) ? x : -Infinity);

/** The columns a table may be sorted by and the direction each starts in. */
export const SORT_KEYS = {
  order: "ascending", // legal-move order, as Python sent them
  label: "ascending",
  win: "descending",
  mean: "descending",
  n: "descending",
};

/** The sort after clicking a column header: the same column flips, another
 * column starts in its natural direction. */
export function nextSort(current, key) {
  if (current && current.key === key) {
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { key, direction: SORT_KEYS[key] ?? "ascending" };
}

/** Rows paired with their legal-move index, sorted stably by `sort`. */
export function sortRows(rows, sort = { key: "order", direction: "ascending" }) {
  const sign = sort.direction === "descending" ? -1 : 1;
  const entries = rows.map((row, index) => ({ row, index }));
  const compare = (a, b) => {
    switch (sort.key) {
      case "label":
        return String(a.row.label ?? "").localeCompare(String(b.row.label ?? ""), undefined, { numeric: true });
      case "win":
      case "mean":
      case "n":
        return num(a.row[sort.key]) - num(b.row[sort.key]);
      default:
        return a.index - b.index;
    }
  };
  // A move with no rollout yet (a run the budget ended mid-sweep) has no win rate or mean
  // to rank: it goes last whichever way those columns sort.
  const unmeasured = (entry) => (sort.key === "win" || sort.key === "mean") && entry.row.n === 0;
  // Ties keep legal-move order whatever the direction.
  return entries.sort((a, b) => (unmeasured(a) - unmeasured(b)) || sign * compare(a, b) || a.index - b.index);
}
