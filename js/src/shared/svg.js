// Building SVG drawings. Pictures here are decoration or carry an aria-label of
// their own: the words beside them or on them say what they show.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * svg("circle", { cx: 3, cy: 3, r: 1.3 }) -> an SVG element. Attributes that are null,
 * undefined or false are left out; `text` is the element's text. Children may be
 * nested arrays; null and false ones are skipped.
 */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) if (child) el.append(child);
  return el;
}

/** A polygon's points attribute: [[0, 1.25], [3, 4]] -> "0.0,1.3 3.0,4.0". */
export function points(corners) {
  return corners.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}
