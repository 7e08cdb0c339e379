// A collapsible side panel: <details> with a <summary> title and a count.

import { h } from "../dom.js";

export function createPanel({ title, open = false, className = "" }) {
  const count = h("span", { class: "skyw-panel-count" });
  const body = h("div", { class: "skyw-panel-body" });
  const element = h(
    "details",
    { class: `skyw-panel ${className}`.trim(), open },
    h("summary", { class: "skyw-panel-title" }, h("span", { text: title }), count),
    body,
  );
  return {
    element,
    body,
    /** Sets the small text after the title, e.g. "(27)". */
    setCount(text) {
      count.textContent = text ? ` ${text}` : "";
    },
    get open() {
      return element.open;
    },
  };
}
