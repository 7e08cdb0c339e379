// The State panel's model: any JSON value as a tree of nodes. Pure,
// unit-tested; panels/state-panel.js turns it into DOM.

/** The type of a JSON value as the tree shows it. */
export function kindOf(value) {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "object" ? "object" : typeof value; // string, number, boolean
}

/** Compact one-line JSON, cut at `maxLength` characters with an ellipsis. */
export function previewText(value, maxLength = 48) {
  const text = JSON.stringify(value) ?? "null";
  return text.length > maxLength ? text.slice(0, maxLength - 1) + "\u2026" : text;
}

/** Escapes a key for a path: paths are keys joined by "/", so "/" and "~"
 * inside a key are written "~1" and "~0" as in JSON Pointer. */
const escapeKey = (key) => String(key).replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * A tree node: { key, path, kind, depth, size, text, children }.
 * - `path` is a JSON Pointer ("" for the root, "/market/0"): unique and stable
 *   across updates, so a view can remember which branches are open.
 * - leaves have `text` (their JSON) and no children; arrays and objects have
 *   `size` (entry count), `text` (a short preview) and `children`.
 */
export function buildTree(value, key = null, path = "", depth = 0) {
  const kind = kindOf(value);
  if (kind !== "array" && kind !== "object") {
    return { key, path, kind, depth, text: JSON.stringify(value ?? null) };
  }
  const entries = kind === "array" ? value.map((v, i) => [i, v]) : Object.entries(value);
  return {
    key,
    path,
    kind,
    depth,
    size: entries.length,
    text: previewText(value),
    children: entries.map(([k, v]) => buildTree(v, k, `${path}/${escapeKey(k)}`, depth + 1)),
  };
}

/** Every collection path in the tree shallower than `depth`: the branches a
 * freshly shown tree opens by default. */
export function pathsToDepth(node, depth) {
  const out = [];
  const walk = (n) => {
    if (!n.children || n.depth >= depth) return;
    out.push(n.path);
    n.children.forEach(walk);
  };
  walk(node);
  return out;
}
