// Skyway Robbery's pictures: an alarm die's face and the airship. Decoration: the
// words beside them say the same.

import { svg } from "../../shared/svg.js";

const STROKE = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };

/** A die face's picture: a pair of handcuffs, or an exit door with an arrow out. */
export function dieIcon(face) {
  const icon = svg("svg", { class: "skyrob-die-icon", viewBox: "0 0 32 32", "aria-hidden": "true", focusable: "false" });
  if (face === "handcuffs") {
    icon.append(
      svg("circle", { ...STROKE, cx: 8, cy: 20, r: 6, "stroke-width": 3 }),
      svg("circle", { ...STROKE, cx: 24, cy: 20, r: 6, "stroke-width": 3 }),
      svg("path", { ...STROKE, d: "M8 14 V10 M24 14 V10", "stroke-width": 3.5 }),
      svg("ellipse", { ...STROKE, cx: 13, cy: 9, rx: 3, ry: 1.8, "stroke-width": 1.8 }),
      svg("ellipse", { ...STROKE, cx: 19, cy: 9, rx: 3, ry: 1.8, "stroke-width": 1.8 }));
  } else if (face === "exit") {
    icon.append(
      svg("path", { ...STROKE, d: "M18 6 V4 H5 V28 H18 V26", "stroke-width": 3 }),
      svg("path", { ...STROKE, d: "M12 16 H28 M23 11 L28 16 L23 21", "stroke-width": 3 }));
  } else {
    icon.append(svg("text", { x: 16, y: 22, "text-anchor": "middle", "font-size": 16, fill: "currentColor" }, "?"));
  }
  return icon;
}

/** The airship, beside the words "airship here". */
export function airshipIcon() {
  return svg("svg", { class: "skyrob-airship-icon", viewBox: "0 0 40 24", "aria-hidden": "true", focusable: "false" },
    svg("ellipse", { cx: 20, cy: 9, rx: 15, ry: 7, fill: "currentColor" }),
    svg("path", { d: "M4 9 L0 3 V15 Z", fill: "currentColor" }),
    svg("path", { ...STROKE, d: "M16 16 V19 M24 16 V19", "stroke-width": 1.5 }),
    svg("rect", { x: 14, y: 19, width: 12, height: 4, rx: 1, fill: "currentColor" }));
}
