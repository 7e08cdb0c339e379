// The Log as the browser keeps it. Python sends the whole `log_entries` only when the Log is
// written anew (Undo, a switch of branch, New game, the teacher's view, another seat at
// the screen); a move sends just the entries it added, as `log_tail`:
// { from: n, entries: [...] }, the entries from the n-th on. The Log here is the last whole
// `log_entries` with every tail put in place since (docs/widget-protocol.md, "The Log").
//
// One Log per model, shared by every view of it: a view opened later (a second view of
// the output) finds the Log complete, however many moves came while no view was open,
// because the model is followed from the moment it is made (`followLog`, from the
// widget's initialize), not from when a view draws it. A view also catches up when it
// reads the Log, so a page that only renders (a test harness) keeps it too.

// What is kept hangs on the model's whole `log_entries` (the array the model holds until the
// next whole Log comes): every view of a model reads the same one, though anywidget
// gives each view (and initialize) a model of its own to listen on.
const kept = new WeakMap();


/**
 * `entries` with `tail` put in place: the first `tail.from` entries, then the tail's.
 * A tail that is not one, or that would leave a gap after the last entry, changes
 * nothing (Python never sends one: a Log written anew comes whole). Putting the same
 * tail in place twice gives the same Log. A new array whenever the Log changed, the
 * same one otherwise, so a panel sees that it changed by comparing arrays.
 */
export function withTail(entries, tail) {
  const from = tail?.from;
  const added = tail?.entries;
  if (!Number.isInteger(from) || !Array.isArray(added) || from < 0 || from > entries.length) return entries;
  const same = from + added.length === entries.length && added.every((entry, i) => entry === entries[from + i]);
  return same ? entries : [...entries.slice(0, from), ...added];
}

// The Log kept for the model's whole `log_entries`, brought up to date with its `log_tail`: a
// new whole Log starts from itself and the tail that came with it. Reading twice changes
// nothing.
function catchUp(model) {
  const log = model.get("log_entries");
  const tail = model.get("log_tail");
  if (!Array.isArray(log)) return withTail([], tail);
  let entry = kept.get(log);
  if (!entry) {
    entry = { entries: withTail(log, tail), tail };
    kept.set(log, entry);
  } else if (tail !== entry.tail) {
    entry.entries = withTail(entry.entries, tail);
    entry.tail = tail;
  }
  return entry.entries;
}

/**
 * Follows `model` from now on: every `log_tail` is put in place as it comes, even while
 * no view is open. Called once per model (the widget's initialize); returns what stops
 * following it.
 */
export function followLog(model) {
  catchUp(model);
  const onChange = () => catchUp(model);
  model.on("change:log_entries", onChange);
  model.on("change:log_tail", onChange);
  return () => {
    model.off("change:log_entries", onChange);
    model.off("change:log_tail", onChange);
  };
}

/** The Log of `model` as the browser keeps it: every move played, in order. */
export function logOf(model) {
  return catchUp(model);
}
