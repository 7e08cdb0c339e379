// The view as the browser keeps it. Python sends the whole `view` only when it is written
// anew (a past position shown, more than one position in one update); a move, or any
// other change of the screen, sends just what it changed, as `view_patch`: { set: {...}, drop: [...], merge:
// { key: { set: {...}, drop: [...] } } } (docs/widget-protocol.md, "The view"). The view
// here is the last whole `view` with every patch put in place since.
//
// One view per model, shared by every view of it and followed from the model's
// initialize, as the Log is (log-store.js): a view opened later finds it up to date.

const kept = new WeakMap();

const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);

/** Whether `patch` is a view patch: `set` and `merge` objects and a `drop` list. */
export function isPatch(patch) {
  return isObject(patch) && isObject(patch.set) && Array.isArray(patch.drop) && isObject(patch.merge)
    && Object.values(patch.merge).every((inner) => isObject(inner) && isObject(inner.set) && Array.isArray(inner.drop));
}

/**
 * `view` with `patch` put in place: the entries in `drop` left out, those in `set` set, and
 * each entry in `merge` changed entry by entry in the same way. Anything but a patch, or a
 * patch that changes nothing, gives `view` itself, so a board sees that the view changed
 * by comparing objects. Putting the same patch in place twice gives the same view.
 */
export function withPatch(view, patch) {
  const base = isObject(view) ? view : {};
  if (!isPatch(patch)) return base;
  const changes = patch.drop.length + Object.keys(patch.set).length + Object.keys(patch.merge).length;
  if (!changes) return base;
  const out = {};
  for (const [key, value] of Object.entries(base)) if (!patch.drop.includes(key)) out[key] = value;
  Object.assign(out, patch.set);
  for (const [key, inner] of Object.entries(patch.merge)) {
    const merged = {};
    for (const [k, v] of Object.entries(isObject(out[key]) ? out[key] : {})) if (!inner.drop.includes(k)) merged[k] = v;
    out[key] = Object.assign(merged, inner.set);
  }
  return out;
}

// The view kept for the model's whole `view`, brought up to date with its `view_patch`.
// Reading twice changes nothing.
function catchUp(model) {
  const view = model.get("view");
  const patch = model.get("view_patch");
  if (!isObject(view)) return withPatch({}, patch);
  let entry = kept.get(view);
  if (!entry) {
    entry = { value: withPatch(view, patch), patch };
    kept.set(view, entry);
  } else if (patch !== entry.patch) {
    entry.value = withPatch(entry.value, patch);
    entry.patch = patch;
  }
  return entry.value;
}

/**
 * Follows `model` from now on: every `view_patch` is put in place as it comes, even while
 * no view is open. Called once per model (the widget's initialize); returns what stops
 * following it.
 */
export function followView(model) {
  catchUp(model);
  const onChange = () => catchUp(model);
  model.on("change:view", onChange);
  model.on("change:view_patch", onChange);
  return () => {
    model.off("change:view", onChange);
    model.off("change:view_patch", onChange);
  };
}

/** The view of `model` as the browser keeps it: what the seat at the screen may know. */
export function viewOf(model) {
  return catchUp(model);
}
