// What the piece renderers share: a piece's frame (its heading), a seat's marker and
// the control that plays an item's move. DOM only; what to show comes from model.js.

import { h, uniqueId } from "../dom.js";
import { points, svg } from "../svg.js";
import { shapeCorners } from "./model.js";

/** A piece's frame: a group named by its label (shown above it), its contents inside.
 * Not a heading: a board's pieces sit side by side, not in an outline. */
export function pieceFrame(piece, kind, index, ...children) {
  const label = typeof piece?.label === "string" ? piece.label : "";
  const id = label ? uniqueId("skyw-piece") : null;
  return h("div", {
    class: `skyw-piece skyw-piece-${kind}`,
    role: "group",
    "data-piece": String(index),
    "aria-labelledby": id,
  }, label ? h("p", { class: "skyw-piece-label", id, text: label }) : null, ...children);
}

/** A seat's marker: its shape, in the theme's text colour on a tint of the seat's
 * colour; a picture hidden from screen readers, whose words name the seat instead. */
export function seatMarker(seat) {
  if (!Number.isInteger(seat)) return null;
  return h("span", { class: `skyw-seat-mark skyw-tone-seat${seat % 8}`, "aria-hidden": "true" },
    svg("svg", { viewBox: "0 0 10 10", width: "0.8em", height: "0.8em", focusable: "false" },
      svg("polygon", { points: points(shapeCorners(seat)), fill: "currentColor" })));
}

/**
 * The element of an item that may play a move (a cell, a card, a die): a button while
 * its move is legal (pressing plays it, as the move's button does), a button that asks
 * Python why while its move is not legal now (`asks`), else a plain element. `key`
 * finds it again after a redraw (focus-keeper.js).
 */
export function itemControl({ item, ctx, key, className, content, focusable = false }) {
  const playable = item.move !== null && item.move !== undefined;
  const asking = !playable && typeof item.asks === "string";
  if (!playable && !asking && !focusable) {
    return h("span", { class: className, role: "img", "aria-label": item.label }, content);
  }
  // the name is the words said (its place, what it shows, the move), in the button's own
  // text; what is drawn is hidden from screen readers: a name that contains the visible
  // text always, as speech input needs
  return h("button", {
    type: "button",
    class: `${className}${playable ? " is-playable" : ""}`,
    "aria-disabled": playable ? null : "true",
    "data-focus-key": key,
    "data-move": playable ? item.move.id : null,
    title: playable ? item.move.label ?? item.move.id : null,
    onclick: () => {
      if (playable) ctx.play(item.move);
      else if (asking) ctx.why(item.asks);
    },
    onmouseenter: playable ? () => ctx.preview?.(item.move) : null,
    onmouseleave: playable ? () => ctx.preview?.(null) : null,
  }, h("span", { class: "skyw-visually-hidden", text: item.label }), h("span", { class: "skyw-drawn", "aria-hidden": "true" }, content));
}
